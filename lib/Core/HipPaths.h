// The project's own HIP path in a file: the #if arms that only HIP compiles
// (issue "Real repositories", item 2). cu2hip leaves them byte for byte as the
// project wrote them: no edit, diagnostic or API use lands inside one.
#pragma once

#include "Directives.h"
#include "RawTokens.h"

#include "llvm/ADT/StringSet.h"

#include <optional>
#include <utility>
#include <vector>

namespace cu2hip {

/// [begin, end) byte ranges, from an arm's directive to the next directive of
/// its group, of every arm that selects HIP:
///   - its condition names a HIP platform macro (__HIP_PLATFORM_AMD__,
///     __HIP_PLATFORM_HCC__, __HIPCC__, __HIP__, __HIP_DEVICE_COMPILE__) not
///     negated: `#ifdef __HIPCC__`, `#if defined(__HIP_PLATFORM_AMD__) && X`;
///   - it is the #else of such a macro tested negated (`#ifndef __HIPCC__`);
///   - it includes a HIP header itself (`#if defined(GGML_USE_HIP)` followed
///     by `#include <hip/hip_runtime.h>`: a project macro that selects HIP).
///   - its condition tests a macro of \p ProjectMacros the same way (a
///     project macro that selects HIP in another file of the unit, such as
///     the `#ifndef USE_ROCM ... #else` of a kernel whose compat header
///     includes HIP under `#ifdef USE_ROCM`: collectHipMacros).
/// Sorted, not overlapping (an arm inside another is left out).
std::vector<std::pair<unsigned, unsigned>> hipOnlyRanges(const RawTokens &T, const Directives &D,
                                                         const llvm::StringSet<> *ProjectMacros = nullptr);

/// The innermost #if group holding byte \p Offset: from its #if to the end of
/// its #endif's line, as a [begin, end) byte range; nullopt outside every group.
std::optional<std::pair<unsigned, unsigned>> groupAround(const RawTokens &T, const Directives &D,
                                                         unsigned Offset);

/// Adds to \p Out the project macros that select HIP in a file: M of an arm
/// `#ifdef M` / `#if defined(M)` / `#if M` / `#elif defined(M)` that includes a
/// HIP header, or of the #else of `#ifndef M` / `#if !defined(M)` that does.
void collectHipMacros(const RawTokens &T, const Directives &D, llvm::StringSet<> &Out);

} // namespace cu2hip
