# Prints a coverage JSON report without its timings (every "time_s" key), so
# that two runs can be compared.
import json
import sys


def strip(v):
    if isinstance(v, dict):
        return {k: strip(x) for k, x in v.items() if k != "time_s"}
    if isinstance(v, list):
        return [strip(x) for x in v]
    return v


with open(sys.argv[1]) as f:
    print(json.dumps(strip(json.load(f)), indent=1, sort_keys=False))
