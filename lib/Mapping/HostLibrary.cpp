// The C library's functions, as clang knows them: the libc/libm builtins of
// clang's own table (clang/Basic/Builtins.def: expf, sqrtf, memcpy, ...).
#include "cu2hip/Mapping.h"

#include "clang/Basic/Builtins.h"
#include "llvm/ADT/StringSet.h"

bool cu2hip::isHostLibraryFunction(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = [] {
    llvm::StringSet<> S;
    clang::Builtin::Context Builtins; // the target-independent records need no target
    for (unsigned ID = clang::Builtin::NotBuiltin + 1; ID < clang::Builtin::FirstTSBuiltin; ++ID)
      if (Builtins.isPredefinedLibFunction(ID) || Builtins.getHeaderName(ID))
        S.insert(Builtins.getName(ID));
    return S;
  }();
  return Names.contains(Name);
}
