// blas-datatypes: hipBLAS before 6.0 takes hipblasDatatype_t for the data
// and compute types of its Ex functions (the target where Respellings.def
// respells cublasComputeType_t as hipblasDatatype_t); HIP's hipDataType, what
// the rename pass makes of CUDA_R_16F, is another enum there. So for such a
// target a cudaDataType enumerator written as an argument of a cuBLAS call
// becomes hipBLAS's (HIPBLAS_DATATYPE rows of Respellings.def):
//
//   cublasGemmEx(h, ..., A, CUDA_R_16F, lda, ...)  --hip-version 5.7
//     -> hipblasGemmEx(h, ..., A, HIPBLAS_R_16F, lda, ...)
//
// and each CUBLAS_COMPUTE_32F_FAST_* use gets a remark: hipBLAS 5.x has no
// reduced-precision compute type, so it is HIPBLAS_R_32F (float arithmetic).
// A cudaDataType held in a variable keeps the rename pass's hipDataType.
#include "../RuleSupport.h"

#include "llvm/ADT/StringMap.h"

#include <set>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
const llvm::StringMap<llvm::StringRef> &hipblasDatatypes() {
  static const llvm::StringMap<llvm::StringRef> Rows = [] {
    llvm::StringMap<llvm::StringRef> M;
#define HIPBLAS_DATATYPE(Cuda, Hipblas) M[Cuda] = Hipblas;
#include "../../Mapping/Respellings.def"
    return M;
  }();
  return Rows;
}

class BlasDatatypesRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const MappingTable &Table = MappingTable::get();
    const MappingEntry *Compute = Table.lookup("cublasComputeType_t");
    if (!Compute || !Compute->respelledIn(C.Hip))
      return;
    const RawTokens &T = C.Toks;
    std::set<size_t> Done;
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].Kind != tok::raw_identifier || !T.isFreeName(I) || !T.isCode(I) || C.isUserName(I))
        continue;
      llvm::StringRef Name = T.spelling(I);
      if (Name.starts_with("CUBLAS_COMPUTE_32F_FAST_"))
        if (const MappingEntry *E = Table.lookup(Name); E && E->respelledIn(C.Hip))
          Out.diag(DiagId::BlasFastComputeType, T[I].Offset, Name, E->hipIn(C.Hip), C.Hip.str()).Subject =
              Name.str();
      const MappingEntry *Fn = Table.lookup(Name);
      if (!Fn || Fn->Kind != EntityKind::Function || Fn->Where != Area::BLAS)
        continue;
      std::optional<TokenCall> X = callAt(T, I);
      if (!X)
        continue;
      for (size_t J = X->LParen + 1; J < X->RParen; ++J) {
        if (T[J].Kind != tok::raw_identifier || Done.count(J) || !T.isFreeName(J) || C.isUserName(J))
          continue;
        auto It = hipblasDatatypes().find(T.spelling(J));
        if (It == hipblasDatatypes().end())
          continue;
        Done.insert(J);
        Out.Edits.replace(T[J].Offset, T[J].Length, It->second, name());
        Out.use(T[J].Offset, It->first(), It->second, Area::BLAS, true);
      }
    }
  }
};
} // namespace

std::unique_ptr<Rule> createBlasDatatypesRule() { return std::make_unique<BlasDatatypesRule>(); }
