#!/bin/sh
# A stand-in run backend: `fake-runner.sh EXE` prints what a run of that
# corpus program would print.
case "$(basename "$1")" in
  clean) echo "checking 256 elements"; echo "PASS" ;;
  with_header) echo "WRONG" ;;
  # As the HIP runtime does on a GPU memory fault: a message, then abort.
  *) echo "memory access fault" >&2; kill -ABRT $$ ;;
esac
