// `struct cudaGraphicsResource *r` -> `hipGraphicsResource *r`
//
// CUDA declares these as tags, and CUDA code names them with the keyword; HIP
// declares a typedef of a tag spelled otherwise, which the keyword cannot name
// (hipcc 5.2: "typedef 'hipGraphicsResource' cannot be referenced with the
// 'struct' specifier"). Rows: lib/Mapping/Structs.def. The rename pass renames
// the tag afterwards. A forward declaration `struct cudaGraphicsResource;` of
// CUDA's tag is dropped: HIP's header declares the type.
#include "../RuleSupport.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
struct TagRow {
  llvm::StringRef Keyword, Cuda, Hip;
};
const TagRow Tags[] = {
#define STRUCT_TAG(Keyword, Cuda, Hip) {Keyword, Cuda, Hip},
#include "../../Mapping/Structs.def"
};

class StructTagsRule : public Rule {
public:
  void run(const RuleInput &C, RuleOutput &Out) override {
    const RawTokens &T = C.Toks;
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (T[I].Kind != tok::raw_identifier || T[I + 1].Kind != tok::raw_identifier)
        continue;
      llvm::StringRef Keyword = T.spelling(I), Name = T.spelling(I + 1);
      if (Keyword != "struct" && Keyword != "enum")
        continue;
      const TagRow *Row = nullptr;
      for (const TagRow &R : Tags)
        if (R.Keyword == Keyword && R.Cuda == Name)
          Row = &R;
      if (!Row || C.isUserName(I + 1))
        continue;
      if (I + 2 < T.size() && T[I + 2].Kind == tok::l_brace)
        continue; // a definition of the user's own
      if (I + 2 < T.size() && T[I + 2].Kind == tok::semi) {
        // The whole line when the declaration is alone on it.
        llvm::StringRef Text = T.text();
        unsigned Begin = T[I].Offset, End = T[I + 2].end();
        while (Begin > 0 && (Text[Begin - 1] == ' ' || Text[Begin - 1] == '\t'))
          --Begin;
        size_t Eol = Text.find('\n', End);
        if ((Begin == 0 || Text[Begin - 1] == '\n') && Eol != llvm::StringRef::npos &&
            Text.slice(End, Eol).trim().empty())
          End = Eol + 1;
        else
          Begin = T[I].Offset;
        Out.Edits.replace(Begin, End - Begin, "", name());
        continue;
      }
      Out.Edits.replace(T[I].Offset, T[I + 1].Offset - T[I].Offset, "", name());
    }
  }
};
} // namespace

std::unique_ptr<Rule> createStructTagsRule() { return std::make_unique<StructTagsRule>(); }
