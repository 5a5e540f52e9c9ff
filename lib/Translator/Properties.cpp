#include "cu2hip/Properties.h"

#include "../Core/RawTokens.h"

#include <algorithm>
#include <set>

using namespace cu2hip;

static std::string checkIdempotent(const Translator &T, llvm::StringRef Path, const FileResult &F) {
  TranslationResult Again = T.translateBuffer(Path, F.Output);
  if (Again.Ok && !Again.Files.empty() && Again.Files.front().Output != F.Output) {
    const std::string &A = F.Output, &B = Again.Files.front().Output;
    size_t I = 0;
    while (I < A.size() && I < B.size() && A[I] == B[I])
      ++I;
    unsigned Line = 1 + std::count(A.begin(), A.begin() + I, '\n');
    return "not idempotent: translating the output again changes line " + std::to_string(Line) +
           " of it";
  }
  return "";
}

std::string cu2hip::checkTranslationProperties(const Translator &T, llvm::StringRef Path,
                                               llvm::StringRef Input) {
  TranslationResult R = T.translateBuffer(Path, Input);
  if (R.Files.empty() || !R.Ok)
    return ""; // reported as a failure to translate, nothing written: allowed
  const FileResult &F = R.Files.front();
  if (F.Original != Input)
    return "the original text was not kept as read";
  if (!F.changed())
    return "";
  if (F.Utf16) // its edits are of its UTF-8 decoding, not of its bytes
    return checkIdempotent(T, Path, F);

  // Token boundaries and line starts of the input.
  std::string Text = Input.str(); // NUL-terminated for the raw lexer
  RawTokens Toks(Text);
  std::set<unsigned> Bounds = {0, unsigned(Text.size())};
  for (size_t I = 0; I < Toks.size(); ++I) {
    const RawToken &Tok = Toks[I];
    Bounds.insert(Tok.Offset);
    Bounds.insert(Tok.end());
  }
  // #include "name": the header name inside the quotes is what is renamed.
  Directives Dirs(Toks);
  for (const IncludeDirective &Inc : Dirs.includes()) {
    Bounds.insert(Inc.NameBegin);
    Bounds.insert(Inc.NameEnd);
  }
  for (size_t I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n')
      Bounds.insert(unsigned(I + 1));

  unsigned Pos = 0;
  size_t OutPos = 0;
  for (const FileResult::Edit &E : F.Replacements) {
    unsigned Offset = E.Offset, Length = E.Length;
    if (Offset < Pos || Offset + Length > Text.size())
      return "edits overlap or run past the end at offset " + std::to_string(Offset);
    if (!Bounds.count(Offset) || !Bounds.count(Offset + Length))
      return "an edit at offset " + std::to_string(Offset) + " (length " + std::to_string(Length) +
             ") does not cover whole tokens";
    llvm::StringRef Kept = llvm::StringRef(Text).slice(Pos, Offset);
    size_t At = llvm::StringRef(F.Output).find(Kept, OutPos);
    if (At == llvm::StringRef::npos)
      return "bytes before offset " + std::to_string(Offset) + " are not in the output";
    OutPos = At + Kept.size();
    Pos = Offset + Length;
  }
  llvm::StringRef Tail = llvm::StringRef(Text).substr(Pos);
  if (!llvm::StringRef(F.Output).substr(OutPos).ends_with(Tail))
    return "bytes after the last edit are not at the end of the output";

  return checkIdempotent(T, Path, F);
}
