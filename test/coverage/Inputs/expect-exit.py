# expect-exit.py CODE COMMAND [ARGS...]: runs COMMAND (output passes through)
# and succeeds only when it exits with CODE.
import subprocess
import sys

want = int(sys.argv[1])
got = subprocess.run(sys.argv[2:]).returncode
if got != want:
    sys.stderr.write("expect-exit: %s exited with %d, expected %d\n" % (sys.argv[2], got, want))
    sys.exit(1)
