#!/bin/sh
# A stand-in for hipcc in tests: "compiles" by creating the -o file; a source
# under compile_error/ gets a clang-style error; FAKE_HIPCC_SLEEP=N hangs first.
# Like a hipcc with no HIP library installed, `-E` (coverage's library probe)
# finds a header only under the directory NAME.include beside this script
# (NAME: the script's own path), and `-print-file-name=F` only NAME.lib/F.
# `--version` says "HIP version: V" with V from a name ending in -rocm-X.Y,
# else from the file NAME.version, else 5.2. FAKE_HIPCC_LOG=FILE: each call's
# arguments are added to FILE, one line each.
self="$0"
if [ -n "$FAKE_HIPCC_LOG" ]; then echo "$*" >> "$FAKE_HIPCC_LOG"; fi
out=""
src=""
preprocess=""
while [ $# -gt 0 ]; do
  case "$1" in
    -o) out="$2"; shift ;;
    -E) preprocess=1 ;;
    --version)
      case "$(basename "$self")" in
        *-rocm-*) v="${self##*-rocm-}" ;;
        *) if [ -f "$self.version" ]; then v=$(cat "$self.version"); else v=5.2; fi ;;
      esac
      echo "HIP version: $v.0-fake"
      echo "clang version 0 (fake)"
      exit 0 ;;
    -print-file-name=*)
      f="${1#-print-file-name=}"
      if [ -f "$self.lib/$f" ]; then echo "$self.lib/$f"; else echo "$f"; fi
      exit 0 ;;
    *.cu|*.cpp|*.hip) src="$1" ;;
  esac
  shift
done
if [ -n "$preprocess" ]; then
  header=$(sed -n 's/^#include <\(.*\)>$/\1/p' "$src")
  if [ ! -f "$self.include/$header" ]; then
    echo "$src:1:10: fatal error: '$header' file not found" >&2
    exit 1
  fi
  echo "# 1 \"$src\"" > "$out"
  exit 0
fi
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
