#!/bin/sh
# A stand-in run backend: `fake-runner.sh EXE` prints what a run of that
# corpus program would print.
case "$(basename "$1")" in
  clean) echo "checking 256 elements"; echo "PASS" ;;
  with_header) echo "WRONG" ;;
  *) echo "memory access fault" >&2; exit 3 ;;
esac
