// The two lexical passes that run over every user file.
#pragma once

#include "../Core/PassContext.h"

namespace cu2hip {

/// Renames every identifier token that names a mapped CUDA entity (macro
/// bodies and untaken #if branches included), skipping names the user's code
/// declares, member names after '.'/'->', include lines, and tokens a rule
/// already rewrote. Reports CUDA names with no HIP equivalent.
void runRenamePass(const RuleInput &C, RuleOutput &Out);

/// Maps CUDA includes to HIP includes, drops duplicates within one
/// conditional branch, and reports CUDA headers with no counterpart.
void runIncludePass(const RuleInput &C, RuleOutput &Out);

} // namespace cu2hip
