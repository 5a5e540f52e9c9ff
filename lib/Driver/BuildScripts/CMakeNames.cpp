#include "CMakeNames.h"
#include "CMakeParse.h"

#include "Mapping/Libraries.h"
#include "Mapping/RealWorldTables.h"
#include "cu2hip/Port.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>
#include <cassert>
#include <deque>
#include <set>

using namespace cu2hip;
using namespace cu2hip::buildscripts;
using namespace cu2hip::buildscripts::cmake;

namespace {
/// \p Note with each {Library} replaced by that HIP library's CMake target
/// (Libraries.def); the text lives in \p Store, kept by the caller's table.
const char *fillNote(const char *Note, std::deque<std::string> &Store) {
  if (!Note || !llvm::StringRef(Note).contains('{'))
    return Note;
  llvm::StringRef N = Note;
  std::string S;
  for (size_t B; (B = N.find('{')) != llvm::StringRef::npos;) {
    size_t E = N.find('}', B);
    const libraries::HipLibrary *L = libraries::hipLibrary(N.slice(B + 1, E));
    assert(L && *L->CMakeTarget && "a {Library} in CMakeNames.def names a HIP_LIBRARY with a target");
    S += N.take_front(B).str() + L->CMakeTarget;
    N = N.drop_front(E + 1);
  }
  return Store.emplace_back(S + N.str()).c_str();
}

/// Appends \p Rows to \p Out with their Notes filled (fillNote); each table
/// passes its own \p Store, so two tables built at once share nothing.
template <typename Row>
void appendFilled(llvm::ArrayRef<Row> Rows, std::vector<Row> &Out, std::deque<std::string> &Store) {
  for (Row R : Rows) {
    R.Note = fillNote(R.Note, Store);
    Out.push_back(R);
  }
}

const NameRow OwnNames[] = {
#define CMAKE_NAME(Cuda, Action, Hip, Package, Note) {Cuda, Act::Action, Hip, Package, Note},
#include "CMakeNames.def"
};

/// The CUDA library targets (lib/Mapping/Libraries.def), then CMakeNames.def.
llvm::ArrayRef<NameRow> names() {
  static const std::vector<NameRow> Rows = [] {
    std::vector<NameRow> R;
    for (const libraries::CudaSpelling &S : libraries::cudaCMakeTargets()) {
      const char *T = S.Spelling.c_str();
      if (S.Hip)
        R.push_back({T, Act::Rename, S.Hip->CMakeTarget, S.Hip->CMakePackage, nullptr});
      else
        R.push_back({T, S.Note ? Act::Unsupported : Act::Drop, "", "", S.Note});
    }
    static std::deque<std::string> Notes;
    appendFilled<NameRow>(OwnNames, R, Notes);
    return R;
  }();
  return Rows;
}

const CommandRow Commands[] = {
#define CMAKE_COMMAND(Cuda, Action, Hip, Note) {Cuda, Act::Action, Hip, Note},
#include "CMakeNames.def"
};
} // namespace

const NameRow *cmake::lookupName(llvm::StringRef Name) {
  const NameRow *Best = nullptr;
  size_t BestLen = 0;
  for (const NameRow &R : names()) {
    llvm::StringRef C = R.Cuda;
    if (C.ends_with("*")) {
      C = C.drop_back();
      if (Name.starts_with(C) && Name.size() > C.size() && C.size() + 1 > BestLen) {
        Best = &R;
        BestLen = C.size() + 1; // an exact row of the same prefix still wins
      }
    } else if (Name == C) {
      return &R;
    }
  }
  return Best;
}

std::string cmake::hipNameFor(const NameRow &R, llvm::StringRef Name) {
  llvm::StringRef C = R.Cuda, H = R.Hip;
  if (C.ends_with("*") && H.ends_with("*"))
    return (H.drop_back() + Name.substr(C.size() - 1)).str();
  return H.str();
}

llvm::ArrayRef<CommandRow> cmake::commandRows() {
  static const std::vector<CommandRow> Rows = [] {
    static std::deque<std::string> Notes;
    std::vector<CommandRow> R;
    appendFilled<CommandRow>(Commands, R, Notes);
    return R;
  }();
  return Rows;
}

namespace {
struct VersionRow {
  const char *Cuda, *Part;
};
const VersionRow VersionRows[] = {
#define CMAKE_CUDA_VERSION(Cuda, Part) {Cuda, Part},
#include "CMakeNames.def"
};

/// A version number: digits separated by dots ("11.6", "12").
bool isVersionNumber(llvm::StringRef S) {
  if (S.empty() || S.front() == '.' || S.back() == '.' || S.contains(".."))
    return false;
  return llvm::all_of(S, [](char C) { return llvm::isDigit(C) || C == '.'; });
}

/// CMake's VERSION_* order: component by component, a missing one is 0.
int compareVersions(llvm::StringRef A, llvm::StringRef B) {
  llvm::SmallVector<llvm::StringRef> PA, PB;
  A.split(PA, '.');
  B.split(PB, '.');
  for (size_t I = 0; I < std::max(PA.size(), PB.size()); ++I) {
    unsigned long long X = 0, Y = 0;
    if (I < PA.size())
      PA[I].getAsInteger(10, X);
    if (I < PB.size())
      PB[I].getAsInteger(10, Y);
    if (X != Y)
      return X < Y ? -1 : 1;
  }
  return 0;
}
} // namespace

std::optional<std::string> cmake::assumedCudaVersionValue(llvm::StringRef Name) {
  for (const VersionRow &R : VersionRows) {
    if (Name != R.Cuda)
      continue;
    auto [Major, Minor] = realworld::assumedCudaVersion().split('.');
    llvm::StringRef Part = R.Part;
    if (Part == "major")
      return Major.str();
    if (Part == "minor")
      return Minor.str();
    return realworld::assumedCudaVersion().str();
  }
  return std::nullopt;
}

std::optional<bool> cmake::decideCudaVersionTest(llvm::StringRef Lhs, llvm::StringRef Op,
                                                 llvm::StringRef Rhs) {
  auto Value = [](llvm::StringRef S) -> std::optional<std::string> {
    if (S.starts_with("${") && S.ends_with("}"))
      S = S.drop_front(2).drop_back();
    return assumedCudaVersionValue(S);
  };
  std::optional<std::string> L = Value(Lhs), R = Value(Rhs);
  if (L.has_value() == R.has_value())
    return std::nullopt; // no CUDA version, or two
  std::string A = L ? *L : Lhs.str(), B = R ? *R : Rhs.str();
  if (!isVersionNumber(L ? B : A))
    return std::nullopt; // compared with a variable or a word
  bool Version = Op.consume_front("VERSION_");
  int C = 0;
  if (Version) {
    C = compareVersions(A, B);
  } else {
    double X, Y;
    if (llvm::StringRef(A).getAsDouble(X) || llvm::StringRef(B).getAsDouble(Y))
      return std::nullopt;
    C = X < Y ? -1 : X > Y ? 1 : 0;
  }
  if (Op == "LESS")
    return C < 0;
  if (Op == "GREATER")
    return C > 0;
  if (Op == "EQUAL")
    return C == 0;
  if (Op == "LESS_EQUAL")
    return C <= 0;
  if (Op == "GREATER_EQUAL")
    return C >= 0;
  return std::nullopt;
}

std::vector<std::string> cu2hip::cmakeHipPackagesFor(llvm::StringRef Text) {
  std::set<std::string> Pkgs;
  size_t P = 0;
  while ((P = Text.find("CUDA::", P)) != llvm::StringRef::npos) {
    size_t E = P + 6;
    while (E < Text.size() && isIdentChar(Text[E]))
      ++E;
    if (const NameRow *R = lookupName(Text.slice(P, E)))
      if (R->A == Act::Rename && *R->Package)
        Pkgs.insert(R->Package);
    P = E;
  }
  return {Pkgs.begin(), Pkgs.end()};
}
