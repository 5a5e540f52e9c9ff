# Prints a coverage JSON report without its timings (every "time_s" key), so
# that two runs can be compared. With --cache, also without what says which
# builds came from the compile cache ("cached", "compile_cache"): a warm run
# and a cold one then print the same.
import json
import sys

args = sys.argv[1:]
drop = {"time_s"}
if args and args[0] == "--cache":
    drop |= {"cached", "compile_cache"}
    args = args[1:]


def strip(v):
    if isinstance(v, dict):
        return {k: strip(x) for k, x in v.items() if k not in drop}
    if isinstance(v, list):
        return [strip(x) for x in v]
    return v


with open(args[0]) as f:
    print(json.dumps(strip(json.load(f)), indent=1, sort_keys=False))
