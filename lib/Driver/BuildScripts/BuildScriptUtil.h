// Shared pieces of the CMake and Makefile translators: text edits, the nvcc
// flag table (NvccFlags.cpp) and file-reference renaming.
#pragma once

#include "cu2hip/Port.h"

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cu2hip::buildscripts {

/// Replace [Begin, End) of the input with Text (Begin == End: insert).
struct Edit {
  size_t Begin, End;
  std::string Text;
};

/// Applies non-overlapping edits; an edit overlapping an earlier one (in
/// Begin order) is dropped. Returns the number applied.
std::string applyEdits(llvm::StringRef Text, std::vector<Edit> Edits, unsigned *Applied = nullptr);

/// 1-based line number of \p Offset.
unsigned lineOf(llvm::StringRef Text, size_t Offset);

/// A whitespace/';'-separated word of a compiler command line, with
/// $(...), ${...} and $<...> kept whole.
struct Word {
  size_t Begin, End; // in the script text
  llvm::StringRef Text;
  /// An item of a CMake list in quotes ("$<...:--use_fast_math>" in
  /// target_compile_options): a flag that becomes several is written as
  /// several items (';'), which a blank would make one compiler argument.
  bool ListItem = false;
};

/// Splits [Begin, End) of \p Text into words. \p Separators are the characters
/// besides whitespace that separate words (CMake: ";\""; make: "\"'").
/// CMake generator expressions $<COND:a;b> are opened: their content after the
/// top-level ':' is split too.
std::vector<Word> splitWords(llvm::StringRef Text, size_t Begin, size_t End,
                             llvm::StringRef Separators, bool OpenGenex);

/// The index after the ')' or '}' that closes the reference "$(" / "${" whose
/// '$' is at \p Dollar (nested references skipped); \p End when unclosed.
size_t referenceEnd(llvm::StringRef Text, size_t Dollar, size_t End);

/// Where the translated flags are.
struct FlagContext {
  /// The flags are known to be nvcc's (a CUDA flags variable, an nvcc
  /// command line): ambiguous flags such as -G are translated too.
  bool Cuda = false;
  /// What the first architecture flag becomes (later ones are dropped).
  std::string ArchFlag;
  bool ArchDone = false;
  /// The CUDA architectures seen, for the note.
  std::vector<std::string> ArchesSeen;
};

/// How many of \p Words, from \p I on, are one nvcc flag that turns on
/// relocatable device code (the rows that become -fgpu-rdc: `-rdc=true`,
/// `-rdc true`, `--relocatable-device-code=true`, `-dc`, `--device-c`); 0 when
/// the word at \p I is none of them.
size_t rdcFlagAt(llvm::ArrayRef<llvm::StringRef> Words, size_t I);

/// Translates the nvcc and CUDA-library flags among \p Words.
/// \p Line is the line the notes are given.
void translateFlags(llvm::StringRef Text, const std::vector<Word> &Words, FlagContext &Ctx,
                    std::vector<Edit> &Edits, std::vector<BuildScriptNote> &Notes, unsigned Line);

/// Rewrites references to files --rename renames (.cu, .cuh: Support/FileKinds.def) inside [Begin, End):
/// globs and pattern rules when Opts.RenameGlobs, resolvable paths through
/// Opts.RenameRef. \p Stop are the characters that end a path besides whitespace.
void renameFileRefs(llvm::StringRef Text, size_t Begin, size_t End, llvm::StringRef Stop,
                    const BuildScriptOptions &Opts, std::vector<Edit> &Edits);

/// True when [Begin, End) names a CUDA source (a word ending in ".cu").
bool mentionsCuSource(llvm::StringRef Text, size_t Begin, size_t End, llvm::StringRef Stop);

/// Deletes the word [B, E) together with the whitespace that separates it
/// from its neighbours in \p Words (index \p I).
Edit deleteWord(llvm::StringRef Text, const std::vector<Word> &Words, size_t I, size_t Count = 1);

/// "# cu2hip: <Msg>" lines are inserted above the line holding \p Offset,
/// unless that exact comment is already there (a second port changes nothing).
void insertCommentAbove(llvm::StringRef Text, size_t Offset, llvm::StringRef Msg,
                        std::vector<Edit> &Edits);

/// \p Translated (a translation of \p Original) differs from it in more
/// than the "# cu2hip:" comment lines it added.
bool differsBeyondComments(llvm::StringRef Original, llvm::StringRef Translated);

/// \p Notes of a translation of the text that starts at line \p FirstLine
/// of a script, appended to \p Out with their lines in that script's.
void appendNotesAt(const std::vector<BuildScriptNote> &Notes, unsigned FirstLine,
                   std::vector<BuildScriptNote> &Out);

/// Joins the unsupported notes of one line into one comment text.
std::string joinNotes(const std::vector<BuildScriptNote> &Notes, size_t From);

/// The index after the block of comment lines that opens \p Text (0 when
/// its first line is not a comment): where a Makefile's added variables go.
size_t afterLeadingComments(llvm::StringRef Text);

// --- Makefiles ------------------------------------------------------------------

/// The variable that names the AMD GPU targets in a ported Makefile.
inline constexpr const char *MakeArchVar = "HIP_ARCH";

/// One logical line of a Makefile: physical lines joined by a trailing
/// backslash, [B, E) without its final newline.
struct MakeLine {
  size_t B, E;
  /// The start of the `define` line of the define ... endef block this line
  /// is in (its own B for the define line), npos outside one.
  size_t Define;
  bool Endef = false; // an `endef` line (Define: the block it closes)
};

/// The logical lines of \p Text, in order.
std::vector<MakeLine> makeLogicalLines(llvm::StringRef Text);

/// The CUDA installation paths a Makefile may name (/usr/local/cuda,
/// $(CUDA_PATH) ...): the Path rows of MakefileTranslator.cpp's table.
std::vector<llvm::StringRef> cudaInstallPaths();

/// \p Text assigns the variable \p Name (=, :=, ::=, ?= or +=, also after
/// `export` or `override`).
bool makeDefinesVariable(llvm::StringRef Text, llvm::StringRef Name);

} // namespace cu2hip::buildscripts
