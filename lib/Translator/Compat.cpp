// The compat split of a fork translation (include/cu2hip/Compat.h).
#include "cu2hip/Compat.h"

#include "Core/Directives.h"
#include "Core/RawTokens.h"
#include "Mapping/Libraries.h"

#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"


#include <algorithm>

using namespace cu2hip;
using namespace cu2hip::compat;
namespace tok = clang::tok;

namespace {

bool isIdentifierText(llvm::StringRef S) {
  if (S.empty() || !(llvm::isAlpha(S[0]) || S[0] == '_'))
    return false;
  return llvm::all_of(S, [](char C) { return llvm::isAlnum(C) || C == '_'; });
}

/// The byte ranges of comments and of tokens that span lines (raw strings):
/// a line boundary inside one is no place for a directive.
std::vector<std::pair<unsigned, unsigned>> multiLineSpans(llvm::StringRef Text) {
  clang::SourceLocation Base = clang::SourceLocation::getFromRawEncoding(1);
  clang::Lexer L(Base, rawLexerOptions(), Text.begin(), Text.begin(), Text.end());
  L.SetCommentRetentionState(true);
  std::vector<std::pair<unsigned, unsigned>> Spans;
  clang::Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    unsigned Off = T.getLocation().getRawEncoding() - 1, Len = T.getLength();
    if (Text.substr(Off, Len).contains('\n'))
      Spans.push_back({Off, Off + Len});
  }
  return Spans;
}

struct Edit {
  unsigned Offset, Length;
  std::string Text;
};

/// A run of whole lines [First, Last] of the original (NoLines: none,
/// an insertion before line First) and the edits inside it.
struct Block {
  unsigned First, Last;
  bool NoLines = false; // an insertion before line First
  std::vector<Edit> Edits;
  bool Include = false;
};

class Splitter {
public:
  Splitter(const FileResult &F, llvm::StringRef HeaderSpelling, bool Inherited)
      : F(F), Text(F.Original), Toks(Text), Spans(multiLineSpans(Text)), Header(HeaderSpelling),
        Inherited(Inherited) {
    LineStarts.push_back(0);
    for (size_t I = 0; I < Text.size(); ++I)
      if (Text[I] == '\n' && I + 1 < Text.size())
        LineStarts.push_back(I + 1);
    Eol = Toks.lineEnding().str();
  }

  FileCompat run();

private:
  unsigned lineOf(unsigned Off) const {
    return unsigned(std::upper_bound(LineStarts.begin(), LineStarts.end(), Off) - LineStarts.begin()) - 1;
  }
  unsigned lineBegin(unsigned L) const { return LineStarts[L]; }
  unsigned lineEnd(unsigned L) const {
    return L + 1 < LineStarts.size() ? LineStarts[L + 1] : unsigned(Text.size());
  }
  /// The token whose bytes hold \p Off, or size().
  size_t tokenAt(unsigned Off) const {
    const auto &T = Toks.tokens();
    auto It = std::upper_bound(T.begin(), T.end(), Off,
                               [](unsigned O, const RawToken &R) { return O < R.Offset; });
    if (It == T.begin())
      return T.size();
    --It;
    return Off < It->end() ? size_t(It - T.begin()) : T.size();
  }
  /// The first token that ends after \p Off (size() when none).
  size_t tokenFrom(unsigned Off) const {
    const auto &T = Toks.tokens();
    return size_t(std::partition_point(T.begin(), T.end(), [&](const RawToken &R) { return R.end() <= Off; }) -
                  T.begin());
  }
  /// The lines of the directive token \p I is in.
  std::pair<unsigned, unsigned> directiveLines(size_t I) const {
    size_t S = Toks[I].DirectiveStart, E = S;
    while (E + 1 < Toks.size() && Toks[E + 1].DirectiveStart == int(S))
      ++E;
    return {lineOf(Toks[S].Offset), lineOf(Toks[E].end() - 1)};
  }
  void widen(Block &B) const;
  std::string applied(unsigned Begin, unsigned End, const std::vector<Edit> &Es) const;
  std::string lines(unsigned First, unsigned Last) const {
    if (Last < First)
      return "";
    std::string S = Text.substr(lineBegin(First), lineEnd(Last) - lineBegin(First)).str();
    if (S.empty() || S.back() != '\n')
      S += Eol;
    return S;
  }
  std::string render(const Block &B, bool WithHeader);
  std::string conditional(const Block &B) const;
  unsigned headerPlace() const;

  const FileResult &F;
  llvm::StringRef Text;
  RawTokens Toks;
  std::vector<std::pair<unsigned, unsigned>> Spans;
  std::vector<unsigned> LineStarts;
  llvm::StringRef Header;
  bool Inherited;
  std::string Eol;
  FileCompat R;
};

/// Grows \p B to whole directives and to lines no comment or raw string
/// crosses into, so that the #if/#else/#endif around it are directives.
void Splitter::widen(Block &B) const {
  if (B.NoLines)
    return;
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (size_t I = tokenFrom(lineBegin(B.First)); I < Toks.size() && Toks[I].Offset < lineEnd(B.Last); ++I) {
      if (!Toks.inDirective(I))
        continue;
      auto [A, Z] = directiveLines(I);
      if (A < B.First || Z > B.Last) {
        B.First = std::min(B.First, A);
        B.Last = std::max(B.Last, Z);
        Changed = true;
      }
    }
    for (auto [S, E] : Spans) {
      unsigned SL = lineOf(S), EL = lineOf(E - 1);
      bool Touches = !(EL < B.First || SL > B.Last);
      if (Touches && SL != EL && (SL < B.First || EL > B.Last)) {
        B.First = std::min(B.First, SL), B.Last = std::max(B.Last, EL);
        Changed = true;
      }
    }
  }
}

std::string Splitter::applied(unsigned Begin, unsigned End, const std::vector<Edit> &Es) const {
  std::string S;
  unsigned Pos = Begin;
  for (const Edit &E : Es) {
    if (E.Offset < Pos || E.Offset + E.Length > End)
      continue; // outside (cannot happen for a block's own edits)
    S.append(Text.data() + Pos, E.Offset - Pos);
    S += E.Text;
    Pos = E.Offset + E.Length;
  }
  S.append(Text.data() + Pos, End - Pos);
  return S;
}

/// An edited #if/#elif/#ifdef/#ifndef alone: one directive whose condition
/// picks the HIP or the CUDA test; "" when \p B is not that.
std::string Splitter::conditional(const Block &B) const {
  size_t I = tokenFrom(lineBegin(B.First));
  if (I >= Toks.size() || !Toks.inDirective(I) || directiveLines(I) != std::make_pair(B.First, B.Last))
    return "";
  tok::PPKeywordKind K = Toks.directiveKind(I);
  if (K != tok::pp_if && K != tok::pp_elif && K != tok::pp_ifdef && K != tok::pp_ifndef)
    return "";
  // The condition as tokens (comments dropped: a // comment would swallow
  // the rest of the new line).
  auto Condition = [&](const std::string &Directive, std::string &Expr) {
    RawTokens T(Directive);
    if (T.size() < 3 || T[0].Kind != tok::hash)
      return false;
    std::string Body;
    for (size_t J = 2; J < T.size(); ++J)
      Body += (J > 2 ? " " : "") + T.spelling(J).str();
    switch (T.directiveKind(0)) {
    case tok::pp_ifdef:
      Expr = "defined(" + Body + ")";
      return true;
    case tok::pp_ifndef:
      Expr = "!defined(" + Body + ")";
      return true;
    case tok::pp_if:
    case tok::pp_elif:
      Expr = "(" + Body + ")";
      return true;
    default:
      return false;
    }
  };
  std::string Old = lines(B.First, B.Last);
  std::string New = applied(lineBegin(B.First), lineEnd(B.Last), B.Edits);
  std::string OldExpr, NewExpr;
  if (!Condition(Old, OldExpr) || !Condition(New, NewExpr))
    return "";
  std::string Kw = K == tok::pp_elif ? "#elif" : "#if";
  return Kw + " (" + HipCondition + ") ? " + NewExpr + " : " + OldExpr + " " + Marker + Eol;
}

std::string Splitter::render(const Block &B, bool WithHeader) {
  unsigned Begin = B.NoLines ? 0 : lineBegin(B.First);
  unsigned End = B.NoLines ? 0 : lineEnd(B.Last);
  std::string New;
  if (B.NoLines) {
    for (const Edit &E : B.Edits)
      New += E.Text;
  } else {
    New = applied(Begin, End, B.Edits);
  }
  if (!New.empty() && New.back() != '\n')
    New += Eol;
  if (!B.Include)
    if (std::string C = conditional(B); !C.empty()) {
      ++R.GuardedBlocks;
      return C;
    }
  if (WithHeader) {
    // The compat header includes HIP's runtime itself.
    std::string Kept;
    for (llvm::StringRef L : llvm::split(New, '\n')) {
      llvm::StringRef T = L.trim();
      if (T == "#include <hip/hip_runtime.h>" || T == "#include <hip/hip_runtime_api.h>" ||
          T == "#include \"hip/hip_runtime.h\"")
        continue;
      if (!L.empty())
        Kept += L.str() + "\n";
    }
    New = std::move(Kept);
  }
  std::string S = std::string("#if ") + HipCondition + " " + Marker + Eol + New;
  if (WithHeader) {
    S += "#include \"" + Header.str() + "\"" + Eol;
    R.IncludesHeader = true;
  }
  if (!B.NoLines)
    S += "#else" + Eol + lines(B.First, B.Last);
  S += "#endif" + Eol;
  (B.Include ? R.IncludeBlocks : R.GuardedBlocks) += 1;
  return S;
}

/// Where a file with no CUDA include gets the compat header: at its first
/// #include, else past a leading #pragma once or include guard.
unsigned Splitter::headerPlace() const {
  for (size_t I = 0; I < Toks.size(); ++I)
    if (Toks[I].Kind == tok::hash && Toks[I].LineStart && Toks.directiveKind(I) == tok::pp_include)
      return lineOf(Toks[I].Offset);
  size_t I = 0;
  auto NextDirective = [&](size_t J) {
    while (J < Toks.size() && Toks[J].DirectiveStart == Toks[I].DirectiveStart && Toks.inDirective(J))
      ++J;
    return J;
  };
  while (I < Toks.size() && Toks.inDirective(I)) {
    tok::PPKeywordKind K = Toks.directiveKind(I);
    if (K == tok::pp_pragma && I + 2 < Toks.size() && Toks.spelling(I + 2) == "once") {
      I = NextDirective(I);
    } else if (K == tok::pp_ifndef) {
      size_t J = NextDirective(I);
      if (J < Toks.size() && Toks.directiveKind(J) == tok::pp_define) {
        I = J;
        I = NextDirective(I);
      } else {
        break;
      }
    } else {
      break;
    }
  }
  return I < Toks.size() ? lineOf(Toks[I].Offset) : unsigned(LineStarts.size());
}

FileCompat Splitter::run() {
  enum Kind { Rename, Include, Source };
  struct Classified {
    Edit E;
    Kind K;
    size_t Tok;
  };
  std::vector<Classified> All;
  for (const FileResult::Edit &X : F.Replacements) {
    Edit E{X.Offset, X.Length, X.Text};
    // The warp helpers come with the compat header: their include line goes.
    std::string WarpLine = std::string("#include \"") + WarpHeaderName + "\"";
    if (size_t At = E.Text.find(WarpLine); At != std::string::npos) {
      size_t End = E.Text.find('\n', At);
      E.Text.erase(At, End == std::string::npos ? std::string::npos : End + 1 - At);
      if (E.Length == 0 && llvm::StringRef(E.Text).trim().empty())
        continue;
    }
    llvm::StringRef T = llvm::StringRef(E.Text).trim();
    size_t I = tokenAt(E.Offset);
    bool InInclude = I < Toks.size() && Toks.directiveKind(I) == tok::pp_include;
    if (InInclude || (E.Length == 0 && T.starts_with("#include")))
      All.push_back({E, Include, I});
    else if (I < Toks.size() && Toks[I].Kind == tok::raw_identifier && Toks[I].Offset == E.Offset &&
             Toks[I].Length == E.Length && isIdentifierText(E.Text) && !Toks.inCondition(I))
      All.push_back({E, Rename, I});
    else
      All.push_back({E, Source, I});
  }

  // A name goes to the header only when every use of it in the file was
  // renamed, and to one name: otherwise the macro would change code the
  // translation left alone.
  std::map<std::string, std::set<std::string>> Targets;
  std::map<std::string, unsigned> Renamed, Uses;
  for (const Classified &C : All)
    if (C.K == Rename) {
      std::string N = Toks.spelling(C.Tok).str();
      Targets[N].insert(C.E.Text);
      ++Renamed[N];
    }
  for (size_t I = 0; I < Toks.size(); ++I)
    if (Toks[I].Kind == tok::raw_identifier && Toks.directiveKind(I) != tok::pp_include)
      if (auto It = Renamed.find(Toks.spelling(I).str()); It != Renamed.end())
        ++Uses[It->first];
  for (Classified &C : All) {
    if (C.K != Rename)
      continue;
    std::string N = Toks.spelling(C.Tok).str();
    if (Targets[N].size() != 1 || Uses[N] != Renamed[N] || Toks.spelling(C.Tok) != Text.substr(C.E.Offset, C.E.Length)) {
      C.K = Source;
      continue;
    }
    R.Renames[N] = C.E.Text;
  }

  // Blocks of whole lines, merged where they touch.
  std::vector<Block> Blocks;
  for (const Classified &C : All) {
    // With a HIP layer of the project's own, its #if selects the headers.
    if (C.K == Rename || (C.K == Include && Header.empty()))
      continue;
    Block B;
    B.Include = C.K == Include;
    if (C.E.Length == 0 && (C.E.Offset == Text.size() || Text[C.E.Offset - (C.E.Offset > 0)] == '\n' ||
                            C.E.Offset == 0) && B.Include) {
      // An inserted #include line: a block of no original lines.
      B.First = C.E.Offset == Text.size() ? unsigned(LineStarts.size()) : lineOf(C.E.Offset);
      B.Last = B.First;
      B.NoLines = true;
      if (B.First < LineStarts.size() && C.E.Offset != lineBegin(B.First))
        B.NoLines = false; // mid-line: an edit of that line
    } else {
      B.First = lineOf(std::min<unsigned>(C.E.Offset, Text.empty() ? 0 : Text.size() - 1));
      unsigned EndOff = C.E.Length ? C.E.Offset + C.E.Length - 1 : C.E.Offset;
      B.Last = lineOf(std::min<unsigned>(EndOff, Text.empty() ? 0 : Text.size() - 1));
    }
    B.Edits.push_back(C.E);
    widen(B);
    Blocks.push_back(std::move(B));
  }
  auto Key = [](const Block &B) { return std::make_pair(B.First, B.NoLines ? 0 : 1); };
  std::stable_sort(Blocks.begin(), Blocks.end(), [&](const Block &A, const Block &B) { return Key(A) < Key(B); });
  // An edited #if, #ifdef or #elif stays a block of its own (its condition
  // picks HIP's test or CUDA's): wrapped together with the lines around it,
  // its #else and #endif would end up on one side of the wrap only.
  auto Conditional = [&](const Block &B) {
    if (B.NoLines)
      return false;
    size_t I = tokenFrom(lineBegin(B.First));
    if (I >= Toks.size() || !Toks.inDirective(I) || lineOf(Toks[I].Offset) != B.First)
      return false;
    tok::PPKeywordKind K = Toks.directiveKind(I);
    return K == tok::pp_if || K == tok::pp_ifdef || K == tok::pp_ifndef || K == tok::pp_elif;
  };
  std::vector<Block> Merged;
  for (Block &B : Blocks) {
    bool Empty = B.NoLines;
    if (!Merged.empty() && !Empty && !Merged.back().NoLines &&
        (Conditional(B) || Conditional(Merged.back())) &&
        !(B.First == Merged.back().First && B.Last == Merged.back().Last)) {
      Merged.push_back(std::move(B));
      continue;
    }
    if (!Merged.empty()) {
      Block &P = Merged.back();
      bool PEmpty = P.NoLines;
      // Insertions before the same line join; a line block swallows the
      // lines it touches (source edits and includes alike).
      if (Empty && PEmpty && P.First == B.First) {
        llvm::append_range(P.Edits, B.Edits);
        continue;
      }
      if (!Empty && !PEmpty && B.First <= P.Last + 1 && P.Include == B.Include) {
        P.Last = std::max(P.Last, B.Last);
        llvm::append_range(P.Edits, B.Edits);
        widen(P);
        continue;
      }
      if (!Empty && !PEmpty && B.First <= P.Last) { // overlapping kinds: one block
        P.Last = std::max(P.Last, B.Last);
        P.Include |= B.Include;
        llvm::append_range(P.Edits, B.Edits);
        widen(P);
        continue;
      }
    }
    Merged.push_back(std::move(B));
  }
  for (Block &B : Merged)
    llvm::sort(B.Edits, [](const Edit &A, const Edit &B) {
      return A.Offset < B.Offset || (A.Offset == B.Offset && A.Length < B.Length);
    });

  // Edits made in place that use cu2hip_warp.h's helpers need it; renames to
  // them get it with their header entries.
  for (const Block &B : Merged)
    for (const Edit &E : B.Edits)
      R.NeedsWarpHelpers |= !B.Include && (llvm::StringRef(E.Text).contains("cu2hip_") ||
                                           llvm::StringRef(E.Text).contains("CU2HIP_"));
  // An inserted include (nvcc includes CUDA's runtime by itself, hipcc does
  // not) is not needed where an included header brings the compat header.
  if (Inherited)
    llvm::erase_if(Merged, [](const Block &B) { return B.Include && B.NoLines; });
  bool Wants = !Inherited && !Header.empty() && (!R.Renames.empty() || R.NeedsWarpHelpers ||
                                   llvm::any_of(Merged, [](const Block &B) { return !B.Include; }));
  bool HasInclude = llvm::any_of(Merged, [](const Block &B) { return B.Include; });
  if (Wants && !HasInclude) {
    Block B;
    B.Include = true;
    B.First = B.Last = headerPlace();
    B.NoLines = true;
    auto At = llvm::find_if(Merged, [&](const Block &X) { return X.First >= B.First; });
    Merged.insert(At, std::move(B));
  }

  // The output: original text between blocks, each block rendered.
  std::string Out;
  unsigned Pos = 0;
  bool HeaderDone = false;
  for (const Block &B : Merged) {
    unsigned Begin = B.First >= LineStarts.size() ? unsigned(Text.size()) : lineBegin(B.First);
    unsigned End = B.NoLines ? Begin : lineEnd(B.Last);
    if (Begin < Pos)
      continue; // swallowed by an earlier block (cannot happen after merging)
    Out.append(Text.data() + Pos, Begin - Pos);
    if (Begin == Text.size() && !Out.empty() && Out.back() != '\n')
      Out += Eol;
    bool WithHeader = B.Include && !HeaderDone && (Wants || HasInclude);
    Out += render(B, WithHeader);
    HeaderDone |= WithHeader;
    Pos = End;
  }
  Out.append(Text.data() + Pos, Text.size() - Pos);
  R.Output = std::move(Out);
  return std::move(R);
}

} // namespace

FileCompat compat::translateFile(const FileResult &F, llvm::StringRef HeaderSpelling, bool Inherited) {
  if (F.Utf16 || F.Replacements.empty()) {
    FileCompat R;
    R.Output = F.Original;
    return R;
  }
  return Splitter(F, HeaderSpelling, Inherited).run();
}

std::string compat::restoreOriginal(llvm::StringRef Text) {
  if (!Text.contains(Marker))
    return Text.str();
  std::string Copy = Text.str(); // RawTokens needs a NUL-terminated text
  RawTokens Toks(Copy);
  Directives Dirs(Toks);
  auto LineStart = [&](unsigned Off) {
    size_t NL = Text.rfind('\n', Off);
    return NL == llvm::StringRef::npos ? 0 : unsigned(NL + 1);
  };
  auto LineEnd = [&](unsigned Off) { // past the line break
    size_t NL = Text.find('\n', Off);
    return NL == llvm::StringRef::npos ? unsigned(Text.size()) : unsigned(NL + 1);
  };
  auto Bare = [&](unsigned Off) { return Text.slice(LineStart(Off), LineEnd(Off)).rtrim("\r\n"); };
  std::string Block = std::string("#if ") + HipCondition + " " + Marker;
  const std::vector<ConditionalDirective> &Conds = Dirs.conditionals();
  std::string Out;
  unsigned Pos = 0;
  for (const ConditionalDirective &C : Conds) {
    unsigned Begin = LineStart(C.Offset);
    llvm::StringRef Line = Bare(C.Offset);
    if (Begin < Pos || !Line.ends_with(Marker))
      continue;
    if (C.Kind == ConditionalDirective::If && Line == Block) {
      // A wrapped block: what its #else keeps (nothing without one).
      int Else = -1, J = C.Next;
      while (J >= 0 && Conds[J].Kind != ConditionalDirective::Endif) {
        if (Conds[J].Kind == ConditionalDirective::Else)
          Else = J;
        J = Conds[J].Next;
      }
      if (J < 0)
        continue; // not closed: not one of ours
      Out.append(Text.data() + Pos, Begin - Pos);
      if (Else >= 0)
        Out += Text.slice(LineEnd(Conds[Else].Offset), LineStart(Conds[J].Offset)).str();
      Pos = LineEnd(Conds[J].Offset);
      continue;
    }
    // An edited condition, `#if (HIP) ? NEW : OLD`: the CUDA test OLD.
    if (C.Kind != ConditionalDirective::If && C.Kind != ConditionalDirective::Elif)
      continue;
    size_t Open = C.Hash + 2;
    if (Open >= C.End || Toks[Open].Kind != tok::l_paren)
      continue;
    size_t Q = Toks.findClosing(Open) + 1;
    if (Q >= C.End || Toks[Q].Kind != tok::question)
      continue;
    size_t N = Q + 1; // NEW: (...), defined(X) or !defined(X)
    if (N < C.End && Toks[N].Kind == tok::exclaim)
      ++N;
    if (N < C.End && Toks[N].Kind == tok::raw_identifier)
      ++N;
    size_t Colon = N < C.End && Toks[N].Kind == tok::l_paren ? Toks.findClosing(N) + 1 : C.End;
    if (Colon + 1 >= C.End || Toks[Colon].Kind != tok::colon)
      continue;
    size_t OB = Colon + 1, OE = C.End - 1; // OLD's tokens [OB, OE]
    llvm::StringRef Old = Text.slice(Toks[OB].Offset, Toks[OE].end());
    std::string Restored;
    bool Defined = Toks.isIdentifier(OB, "defined") && OB + 3 == OE;
    bool NotDefined = Toks[OB].Kind == tok::exclaim && Toks.isIdentifier(OB + 1, "defined") && OB + 4 == OE;
    bool IsIf = C.Kind == ConditionalDirective::If;
    if (IsIf && Defined)
      Restored = "#ifdef " + Toks.spelling(OB + 2).str();
    else if (IsIf && NotDefined)
      Restored = "#ifndef " + Toks.spelling(OB + 3).str();
    else if (Toks[OB].Kind == tok::l_paren && Toks.findClosing(OB) == OE)
      Restored = (IsIf ? "#if " : "#elif ") + Text.slice(Toks[OB + 1].Offset, Toks[OE - 1].end()).str();
    else
      Restored = (IsIf ? "#if " : "#elif ") + Old.str();
    Out.append(Text.data() + Pos, Begin - Pos);
    Out += Restored;
    unsigned End = LineEnd(C.Offset);
    Out += Text.slice(Begin + Line.size(), End).str(); // the line's own ending
    Pos = End;
  }
  Out.append(Text.data() + Pos, Text.size() - Pos);
  return Out;
}



std::vector<LayerEntry> compat::hipLayerEntries(llvm::StringRef Text) {
  std::string Copy = Text.str(); // RawTokens needs a NUL-terminated text
  RawTokens Toks(Copy);
  Directives Dirs(Toks);
  bool Hip = llvm::any_of(Dirs.includes(), [](const IncludeDirective &I) { return libraries::isHipInclude(I.Name); });
  std::vector<LayerEntry> Out;
  if (!Hip)
    return Out;
  for (const DefineDirective &D : Dirs.defines()) {
    const MappingEntry *M = MappingTable::get().lookup(D.Name);
    if (!M || M->Hip.empty())
      continue;
    LayerEntry L{D.Name.str(), "", Toks.lineColumn(D.Offset).first};
    if (D.End == D.Hash + 4 && Toks[D.Hash + 3].Kind == tok::raw_identifier)
      L.Hip = Toks.spelling(D.Hash + 3).str();
    Out.push_back(std::move(L));
  }
  if (Out.size() < 3)
    Out.clear();
  return Out;
}

std::set<std::string> compat::hipLayerNames(llvm::StringRef Text) {
  std::set<std::string> Names;
  for (const LayerEntry &L : hipLayerEntries(Text))
    Names.insert(L.Cuda);
  return Names;
}
