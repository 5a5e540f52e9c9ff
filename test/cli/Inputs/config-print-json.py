"""Prints `cu2hip config print --format json`'s project file and, per option,
its value and source (file and line where it came from a rule file), sorted."""
import json
import sys

d = json.load(open(sys.argv[1]))
print("project_file:", d["project_file"])
for key in sorted(d["options"]):
    o = d["options"][key]
    print("%s: %s %s%s" % (key, o["value"], o["source"],
                           " %s %d" % (o["file"], o["line"]) if o["source"] == "file" else ""))
