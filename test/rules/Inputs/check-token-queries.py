"""No pass or rule decides for itself which tokens are code or which names are members.

  check-token-queries.py LIB_DIR

lib/Core/RawTokens.h answers both, once, for every pass and rule (issue 27):
directiveKind (the directive's keyword as clang::tok::PPKeywordKind), isCode,
inCondition, isMemberName/memberAccess and isFreeName. Outside LIB_DIR/Core this
script finds the shapes those decisions had when each place wrote its own:
  - a directive's keyword read as text: `directiveOf(`, `Dir == "include"`,
    `T.isIdentifier(Hash + 1, "pragma")`, `Dir.ends_with("ndef")`;
  - a member test by hand: `T[I - 1].Kind == tok::period || ... tok::arrow`
    (a line that takes the operator from memberAccess() may name its kind);
  - a nesting counter by hand (`++Depth`, `Depth -= 2`): brackets, template
    argument lists, launch configurations and calls are matched by the
    RawTokens queries and lib/Core/Calls.h.
The keyword checks apply to files that read tokens (they name RawTokens,
RuleInput, Toks or DirectiveScan). Prints each finding as FILE:LINE: what;
exits 1 if there is any.
"""
import os
import re
import sys

KEYWORDS = ("include|include_next|import|embed|define|undef|if|ifdef|ifndef|elif|elifdef|"
            "elifndef|else|endif|line|error|warning|pragma|ident|sccs|assert|unassert")
LIT = r'"(?:%s)"' % KEYWORDS
KEYWORD_TESTS = [
    (re.compile(r"\bdirectiveOf\s*\("), "the directive's keyword as text (directiveOf)"),
    (re.compile(r"(==|!=)\s*" + LIT + r"|" + LIT + r"\s*(==|!=)"),
     "a directive keyword compared as text"),
    (re.compile(r"\bisIdentifier\s*\(\s*\w+\s*\+\s*1\s*,\s*" + LIT), "a directive keyword read after '#'"),
    (re.compile(r"\bspelling\s*\(\s*\w+\s*\+\s*1\s*\)\s*(==|!=)"), "a directive keyword read after '#'"),
    (re.compile(r"\.(starts_with|ends_with)\s*\(\s*\"(el|ndef|def|if|include)\"\s*\)"),
     "a directive keyword taken apart as text"),
]
MEMBER = re.compile(r"\btok::(period|arrow)\b")
# A nesting counter kept by hand: `++Depth`, `--Depth == 0`, `Depth += 2`.
COUNTER = re.compile(r"(\+\+|--)\s*\w*Depth\b|\b\w*Depth\s*(\+\+|--|\+=|-=)")
TOKEN_USER = re.compile(r"\b(RawTokens|RuleInput|Toks|DirectiveScan)\b")

lib = sys.argv[1]
findings = []
for root, dirs, files in os.walk(lib):
    if os.path.relpath(root, lib) == ".":
        dirs[:] = [d for d in dirs if d != "Core"]
    for f in sorted(files):
        if not f.endswith((".cpp", ".h")):
            continue
        path = os.path.join(root, f)
        text = open(path, encoding="utf-8", errors="replace").read()
        reads_tokens = bool(TOKEN_USER.search(text))
        for n, line in enumerate(text.splitlines(), 1):
            code = re.sub(r"//.*", "", line)
            where = "%s:%d" % (os.path.relpath(path, lib), n)
            if MEMBER.search(code) and "memberAccess" not in code:
                findings.append(where + ": a member test by hand (use RawTokens::isMemberName)")
            if reads_tokens and COUNTER.search(code):
                findings.append(where + ": a nesting counter by hand (use RawTokens::findClosing, "
                                "findOpening, templateArgsClosing, splitArguments, "
                                "splitLaunchConfig or Calls.h)")
            if reads_tokens:
                for pattern, what in KEYWORD_TESTS:
                    if pattern.search(code):
                        findings.append(where + ": " + what + " (use RawTokens::directiveKind, isCode)")
for f in findings:
    print(f)
sys.exit(1 if findings else 0)
