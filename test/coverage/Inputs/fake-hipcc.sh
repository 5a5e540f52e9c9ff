#!/bin/sh
# A stand-in for hipcc in tests: "compiles" by creating the -o file; a source
# under compile_error/ gets a clang-style error; FAKE_HIPCC_SLEEP=N hangs first.
out=""
src=""
while [ $# -gt 0 ]; do
  case "$1" in
    -o) out="$2"; shift ;;
    *.cu|*.cpp) src="$1" ;;
  esac
  shift
done
case "$src" in
  *compile_error*)
    echo "In file included from <built-in>:1:" >&2
    echo "$src:10:7: error: cannot initialize a variable of type 'int' with an lvalue of type 'const char[11]'" >&2
    echo "  int wrong = \"not an int\" < 1 && 2;" >&2
    echo "      ^       ~~~~~~~~~~~~" >&2
    echo "$src:11:3: error: a second error that is not the first" >&2
    echo "2 errors generated when compiling for gfx90a." >&2
    exit 1 ;;
esac
if [ -n "$FAKE_HIPCC_SLEEP" ]; then sleep "$FAKE_HIPCC_SLEEP"; fi
: > "$out"
exit 0
