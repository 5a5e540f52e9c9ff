// Fixture for scripts/check-tables --self-test.  Only hipDeclared and
// hipMacroDeclared are declarations; every other hip* name below sits in a
// comment or a literal and must not count as declared: hipInLineComment.
#pragma once
/* hipInBlockComment
   still hipInBlockComment */
#define hipMacroDeclared 1
int hipDeclared(const char *s = "hipInString \" hipInString", char c = 'h');
static const char hipChar = 'x'; // 'hipInChar' is in a comment here
static const int digits = 1'000; /* a digit separator is not a char literal */
// a continued line comment \
   hipInContinuedComment
