// The one summary of diagnostics behind the counts of translate, port and
// coverage: derived from the Category column of Diagnostics.def.
#include "cu2hip/Diagnostics.h"

#include <gtest/gtest.h>

using namespace cu2hip;

namespace {
const DiagId AllIds[] = {
#define DIAG(Enum, Sev, Num, Name, Cat, Fmt) DiagId::Enum,
#include "cu2hip/Diagnostics.def"
};

Diagnostic diagOf(DiagId Id) {
  Diagnostic D{};
  D.Id = Id;
  D.Message = "message of " + diagCode(Id);
  return D;
}
} // namespace

TEST(DiagSummary, EveryRowCountsByItsCategory) {
  for (DiagId Id : AllIds) {
    DiagSummary S = summarizeDiagnostics({diagOf(Id)});
    DiagCategory C = diagInfo(Id).Category;
    EXPECT_EQ(S.UnsupportedUses, isUnsupported(C) ? 1u : 0u) << diagCode(Id);
    EXPECT_EQ(S.Unsupported.size(), isUnsupported(C) ? 1u : 0u) << diagCode(Id);
    EXPECT_EQ(S.InlineAsm, C == DiagCategory::InlineAsm ? 1u : 0u) << diagCode(Id);
    EXPECT_EQ(S.ParseProblems, isParseProblem(C) ? 1u : 0u) << diagCode(Id);
  }
}

TEST(DiagSummary, ANoteOfProblemsNotShownCountsThemAll) {
  std::vector<Diagnostic> Ds;
  for (int I = 0; I < 10; ++I)
    Ds.push_back(makeDiag(DiagId::ParseProblem, "a.cu", I + 1, 1, "use of undeclared identifier"));
  Ds.push_back(makeDiag(DiagId::TooManyParseProblems, "", 0, 0, 3));
  Ds.back().Count = 3;
  // How the input was read is not a problem clang found.
  Ds.push_back(makeDiag(DiagId::NotUtf8, "a.cu", 0, 0));
  Ds.push_back(makeDiag(DiagId::HipInput, "a.cu", 1, 1, "hip/hip_runtime.h"));
  EXPECT_EQ(summarizeDiagnostics(Ds).ParseProblems, 13u);
}

TEST(DiagSummary, UnsupportedUsesByTheirSubjectElseTheirMessage) {
  Diagnostic A = makeDiag(DiagId::Unsupported, "a.cu", 1, 1, "cudaFoo");
  A.Subject = "cudaFoo";
  Diagnostic B = A;
  Diagnostic NoSubject = makeDiag(DiagId::UnsupportedInclude, "a.cu", 2, 1, "cuda_gl_interop.h");
  DiagSummary S = summarizeDiagnostics({A, B, NoSubject});
  EXPECT_EQ(S.UnsupportedUses, 3u);
  ASSERT_EQ(S.Unsupported.size(), 2u);
  EXPECT_EQ(S.Unsupported["cudaFoo"], 2u);
  EXPECT_EQ(S.Unsupported[NoSubject.Message], 1u);
}
