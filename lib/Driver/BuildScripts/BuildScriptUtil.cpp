#include "BuildScriptUtil.h"
#include "Support/FileKinds.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cctype>

using namespace cu2hip;
using namespace cu2hip::buildscripts;

std::string buildscripts::applyEdits(llvm::StringRef Text, std::vector<Edit> Edits,
                                     unsigned *Applied) {
  std::stable_sort(Edits.begin(), Edits.end(), [](const Edit &A, const Edit &B) {
    return A.Begin != B.Begin ? A.Begin < B.Begin : A.End < B.End;
  });
  std::string Out;
  Out.reserve(Text.size() + 256);
  size_t Pos = 0;
  unsigned N = 0;
  const Edit *Prev = nullptr;
  for (const Edit &E : Edits) {
    if (E.Begin < Pos || E.End > Text.size() || E.End < E.Begin)
      continue; // overlaps an earlier edit
    // The same edit twice (two rules that agree) is applied once.
    if (Prev && Prev->Begin == E.Begin && Prev->End == E.End && Prev->Text == E.Text)
      continue;
    // Two insertions at one place are both kept, in order.
    Out.append(Text.data() + Pos, E.Begin - Pos);
    Out += E.Text;
    Pos = E.End;
    ++N;
    Prev = &E;
  }
  Out.append(Text.data() + Pos, Text.size() - Pos);
  if (Applied)
    *Applied = N;
  return Out;
}

unsigned buildscripts::lineOf(llvm::StringRef Text, size_t Offset) {
  Offset = std::min(Offset, Text.size());
  return 1 + std::count(Text.begin(), Text.begin() + Offset, '\n');
}

namespace {
/// From the '(' '{' or '<' at \p I (just after a '$'), the index after its match.
size_t skipBalanced(llvm::StringRef Text, size_t I, size_t End) {
  char Open = Text[I];
  char Close = Open == '(' ? ')' : Open == '{' ? '}' : '>';
  int Depth = 1;
  ++I;
  while (I < End && Depth > 0) {
    char C = Text[I];
    // "$<" nests only inside a generator expression (in make it is a variable).
    if (C == '$' && I + 1 < End &&
        (Text[I + 1] == '(' || Text[I + 1] == '{' || (Open == '<' && Text[I + 1] == '<'))) {
      I = skipBalanced(Text, I + 1, End);
      continue;
    }
    if (C == Close)
      --Depth;
    else if (C == Open && Open != '<')
      ++Depth;
    ++I;
  }
  return I;
}

bool isBlank(char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v'; }

/// The index of the top-level ':' of the generator expression [B, E) ("$<...>"), or npos.
size_t genexColon(llvm::StringRef Text, size_t B, size_t E) {
  size_t I = B + 2;
  while (I + 1 < E) {
    if (Text[I] == '$' && I + 1 < E && (Text[I + 1] == '<' || Text[I + 1] == '{' || Text[I + 1] == '(')) {
      I = skipBalanced(Text, I + 1, E);
      continue;
    }
    if (Text[I] == ':')
      return I;
    ++I;
  }
  return llvm::StringRef::npos;
}
} // namespace

size_t buildscripts::referenceEnd(llvm::StringRef Text, size_t Dollar, size_t End) {
  return std::min(skipBalanced(Text, Dollar + 1, End), End);
}

std::vector<Word> buildscripts::splitWords(llvm::StringRef Text, size_t Begin, size_t End,
                                           llvm::StringRef Separators, bool OpenGenex) {
  std::vector<Word> Out;
  size_t I = Begin;
  auto IsSep = [&](char C) { return isBlank(C) || Separators.contains(C); };
  while (I < End) {
    while (I < End && IsSep(Text[I]))
      ++I;
    if (I >= End)
      break;
    size_t Start = I;
    while (I < End && !IsSep(Text[I])) {
      if (Text[I] == '$' && I + 1 < End &&
          (Text[I + 1] == '(' || Text[I + 1] == '{' || (OpenGenex && Text[I + 1] == '<'))) {
        I = skipBalanced(Text, I + 1, End);
        continue;
      }
      if (Text[I] == '\\' && I + 1 < End && !isBlank(Text[I + 1])) {
        I += 2;
        continue;
      }
      ++I;
    }
    I = std::min(I, End);
    llvm::StringRef W = Text.slice(Start, I);
    if (OpenGenex && W.starts_with("$<") && W.ends_with(">")) {
      size_t Colon = genexColon(Text, Start, I);
      if (Colon != llvm::StringRef::npos) {
        for (const Word &Inner : splitWords(Text, Colon + 1, I - 1, Separators, OpenGenex))
          Out.push_back(Inner);
        continue;
      }
    }
    Out.push_back({Start, I, W});
  }
  return Out;
}

Edit buildscripts::deleteWord(llvm::StringRef Text, const std::vector<Word> &Words, size_t I,
                              size_t Count) {
  size_t B = Words[I].Begin, E = Words[I + Count - 1].End;
  size_t NB = B;
  while (NB > 0 && (Text[NB - 1] == ' ' || Text[NB - 1] == '\t'))
    --NB;
  if (NB == B && NB > 0 && Text[NB - 1] == ';') {
    --NB; // "a;-x" -> "a"
  } else if (NB == B || (NB > 0 && (Text[NB - 1] == '\n' || Text[NB - 1] == '\r'))) {
    // First on its line or in its string: take the blanks after it instead.
    NB = B;
    while (E < Text.size() && (Text[E] == ' ' || Text[E] == '\t'))
      ++E;
    if (E < Text.size() && Text[E] == ';' && (B == 0 || Text[B - 1] != ';'))
      ++E;
  }
  return {NB, E, ""};
}

namespace {
bool isIdentChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

/// The start of the path that ends just before \p Pos: walks back over path
/// characters and whole $(...) / ${...} references.
size_t pathStart(llvm::StringRef Text, size_t Begin, size_t Pos, llvm::StringRef Stop) {
  size_t S = Pos;
  while (S > Begin) {
    char C = Text[S - 1];
    if (C == ')' || C == '}') {
      // A variable reference: find its "$(" / "${".
      char Open = C == ')' ? '(' : '{';
      int Depth = 0;
      size_t J = S;
      bool Found = false;
      while (J > Begin) {
        --J;
        if (Text[J] == C)
          ++Depth;
        else if (Text[J] == Open && --Depth == 0) {
          Found = J > Begin && Text[J - 1] == '$';
          break;
        }
      }
      if (!Found)
        break;
      S = J - 1;
      continue;
    }
    if (isBlank(C) || Stop.contains(C))
      break;
    --S;
  }
  return S;
}

/// Calls \p F(Start, Pos, ExtEnd, Ext) for each reference in [Begin, End) to a
/// file whose extension `port --rename` changes (Support/FileKinds.def): the
/// path is [Start, ExtEnd), its extension Ext at [Pos + 1, ExtEnd).
template <typename Fn>
void forEachRenamedRef(llvm::StringRef Text, size_t Begin, size_t End, llvm::StringRef Stop, Fn F) {
  size_t I = Begin;
  while (I < End) {
    size_t Pos = Text.slice(0, End).find('.', I);
    if (Pos == llvm::StringRef::npos)
      return;
    size_t ExtEnd = Pos + 1;
    while (ExtEnd < End && isIdentChar(Text[ExtEnd]))
      ++ExtEnd;
    llvm::StringRef Ext = Text.slice(Pos + 1, ExtEnd);
    if ((ExtEnd < End && Text[ExtEnd] == '.') || support::renamedExtension(Ext).empty()) {
      I = Pos + 1;
      continue;
    }
    size_t Start = pathStart(Text, Begin, Pos, Stop);
    // $(SRCS:.cu=.o): a suffix in a substitution reference counts as a pattern.
    bool Suffix = Start == Pos && Pos > Begin && Text[Pos - 1] == ':' && ExtEnd < End &&
                  Text[ExtEnd] == '=';
    if (Start < Pos || Suffix)
      F(Start, Pos, ExtEnd, Ext);
    I = ExtEnd;
  }
}
} // namespace

void buildscripts::renameFileRefs(llvm::StringRef Text, size_t Begin, size_t End,
                                  llvm::StringRef Stop, const BuildScriptOptions &Opts,
                                  std::vector<Edit> &Edits) {
  forEachRenamedRef(Text, Begin, End, Stop, [&](size_t Start, size_t Pos, size_t ExtEnd, llvm::StringRef Ext) {
    llvm::StringRef Ref = Text.slice(Start, ExtEnd);
    if (Start == Pos || Ref.find_first_of("*%?") != llvm::StringRef::npos) {
      if (Opts.RenameGlobs)
        Edits.push_back({Pos, ExtEnd, "." + support::renamedExtension(Ext).str()});
      return;
    }
    if (!Opts.RenameRef)
      return;
    if (std::optional<std::string> New = Opts.RenameRef(Ref))
      if (*New != Ref)
        Edits.push_back({Start, ExtEnd, *New});
  });
}

bool buildscripts::mentionsCuSource(llvm::StringRef Text, size_t Begin, size_t End,
                                    llvm::StringRef Stop) {
  bool Found = false;
  forEachRenamedRef(Text, Begin, End, Stop, [&](size_t, size_t, size_t, llvm::StringRef Ext) {
    Found |= support::extensionKind(Ext) == support::CodeFileKind::Source;
  });
  return Found;
}

void buildscripts::insertCommentAbove(llvm::StringRef Text, size_t Offset, llvm::StringRef Msg,
                                      std::vector<Edit> &Edits) {
  size_t LineStart = std::min(Offset, Text.size());
  while (LineStart > 0 && Text[LineStart - 1] != '\n')
    --LineStart;
  size_t IndentEnd = LineStart;
  while (IndentEnd < Text.size() && (Text[IndentEnd] == ' ' || Text[IndentEnd] == '\t'))
    ++IndentEnd;
  std::string Indent = Text.slice(LineStart, IndentEnd).str();
  // Makefile recipes start with a tab; a comment there would go to the shell.
  if (!Indent.empty() && Indent[0] == '\t')
    Indent.clear();
  std::string Comment = "# cu2hip: " + Msg.str();
  // Already there (ported before): leave it.
  if (LineStart > 0) {
    size_t PrevEnd = LineStart - 1, PrevStart = PrevEnd;
    while (PrevStart > 0 && Text[PrevStart - 1] != '\n')
      --PrevStart;
    if (Text.slice(PrevStart, PrevEnd).trim() == Comment)
      return;
  }
  llvm::StringRef NL = Text.contains("\r\n") ? "\r\n" : "\n";
  Edits.push_back({LineStart, LineStart, Indent + Comment + NL.str()});
}

std::string buildscripts::joinNotes(const std::vector<BuildScriptNote> &Notes, size_t From) {
  std::string S;
  for (size_t I = From; I < Notes.size(); ++I) {
    if (!Notes[I].Unsupported)
      continue;
    if (S.find(Notes[I].Message) != std::string::npos)
      continue;
    if (!S.empty())
      S += "; ";
    S += Notes[I].Message;
  }
  return S;
}

size_t buildscripts::afterLeadingComments(llvm::StringRef Text) {
  size_t At = 0;
  while (At < Text.size()) {
    size_t E = Text.find('\n', At);
    llvm::StringRef L = Text.slice(At, E == llvm::StringRef::npos ? Text.size() : E).trim();
    if (!L.starts_with("#"))
      break;
    At = E == llvm::StringRef::npos ? Text.size() : E + 1;
  }
  return At;
}

std::vector<MakeLine> buildscripts::makeLogicalLines(llvm::StringRef T) {
  std::vector<MakeLine> Out;
  size_t Pos = 0, N = T.size();
  size_t DefineStart = llvm::StringRef::npos;
  while (Pos < N) {
    size_t LB = Pos, LE = Pos;
    while (true) {
      size_t NL = T.find('\n', LE);
      size_t PhysEnd = NL == llvm::StringRef::npos ? N : NL;
      size_t C = PhysEnd;
      if (C > LB && T[C - 1] == '\r')
        --C;
      size_t Backslashes = 0;
      while (C > LB + Backslashes && T[C - 1 - Backslashes] == '\\')
        ++Backslashes;
      LE = PhysEnd;
      if (NL == llvm::StringRef::npos || Backslashes % 2 == 0)
        break;
      LE = NL + 1;
    }
    Pos = LE < N ? LE + 1 : N;
    llvm::StringRef Head = T.slice(LB, LE).ltrim();
    Head.consume_front("override ");
    Head.consume_front("export ");
    MakeLine L{LB, LE, DefineStart};
    if (Head.starts_with("define ") || Head.trim() == "define") {
      DefineStart = L.Define = LB;
    } else if (Head.starts_with("endef")) {
      L.Endef = true;
      DefineStart = llvm::StringRef::npos;
    }
    Out.push_back(L);
  }
  return Out;
}

bool buildscripts::makeDefinesVariable(llvm::StringRef Text, llvm::StringRef Name) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.ltrim();
    L.consume_front("export ");
    L.consume_front("override ");
    L = L.ltrim();
    if (!L.consume_front(Name))
      continue;
    L = L.ltrim();
    if (L.starts_with("=") || L.starts_with(":=") || L.starts_with("::=") || L.starts_with("?=") ||
        L.starts_with("+="))
      return true;
  }
  return false;
}

bool buildscripts::differsBeyondComments(llvm::StringRef Original, llvm::StringRef Translated) {
  if (Original == Translated)
    return false;
  std::string Kept;
  for (llvm::StringRef Rest = Translated; !Rest.empty();) {
    auto [Line, Tail] = Rest.split('\n');
    bool Newline = Line.size() < Rest.size();
    Rest = Tail;
    if (Line.trim().starts_with("# cu2hip: "))
      continue;
    Kept += Line.str();
    if (Newline)
      Kept += "\n";
  }
  return Kept != Original;
}

void buildscripts::appendNotesAt(const std::vector<BuildScriptNote> &Notes, unsigned FirstLine,
                                 std::vector<BuildScriptNote> &Out) {
  for (BuildScriptNote N : Notes) {
    N.Line += FirstLine - 1;
    Out.push_back(std::move(N));
  }
}
