"""Checks a SARIF 2.1.0 log cu2hip wrote, then prints it in short for FileCheck.

No JSON-schema validator or copy of sarif-schema-2.1.0.json is available
offline, so this checks the parts of the schema that are required, and those
code-scanning tools (GitHub's upload) depend on, by hand: not the whole schema.
  - version "2.1.0", $schema naming sarif-schema-2.1.0, runs[] (one run here)
  - runs[].tool.driver.name, rules[].id unique, defaultConfiguration.level
  - results[].message.text; ruleId in the rules and ruleIndex pointing at it;
    level in the schema's enum
  - locations[].physicalLocation.artifactLocation: a relative uri with a
    uriBaseId that originalUriBaseIds defines as an absolute file URI ending
    in '/', or an absolute file URI without one; region startLine and
    startColumn >= 1
  - fixes[].artifactChanges[]: the result's own artifact, regions in order
  - invocations[].executionSuccessful; toolExecutionNotifications' message
Output: "rule ID LEVEL NAME" per rule, "result ID LEVEL URI:LINE:COL" per
result (the base id's path first: "SRCROOT/a/b.cu"), "notification LEVEL TEXT",
then "sarif ok: N results, M fixes".
"""
import json
import sys
import urllib.parse

LEVELS = ("none", "note", "warning", "error")

log = json.load(open(sys.argv[1]))
assert log["version"] == "2.1.0", log.get("version")
assert "sarif-schema-2.1.0" in log["$schema"], log["$schema"]
assert isinstance(log["runs"], list) and len(log["runs"]) == 1, "one run"
run = log["runs"][0]
driver = run["tool"]["driver"]
assert driver["name"] == "cu2hip" and driver["version"], driver
rules = driver.get("rules", [])
ids = [r["id"] for r in rules]
assert len(ids) == len(set(ids)), "rule ids repeat: %s" % ids
for r in rules:
    assert r["id"].startswith("CU2HIP-") and r["fullDescription"]["text"], r
    assert r["defaultConfiguration"]["level"] in LEVELS, r
    print("rule %s %s %s" % (r["id"], r["defaultConfiguration"]["level"], r["name"]))

bases = run.get("originalUriBaseIds", {})
for name, base in bases.items():
    assert base["uri"].startswith("file:///") and base["uri"].endswith("/"), base


def where(artifact):
    """The artifact as BASE/path, checking its uri and base."""
    uri = artifact["uri"]
    assert uri and urllib.parse.quote(urllib.parse.unquote(uri), safe="/:~") == uri, "not percent-encoded: " + uri
    if "uriBaseId" in artifact:
        assert artifact["uriBaseId"] in bases, "uriBaseId %s not in originalUriBaseIds" % artifact["uriBaseId"]
        assert not uri.startswith("/") and "://" not in uri and not uri.startswith("../"), "not relative: " + uri
        return artifact["uriBaseId"] + "/" + uri
    assert uri.startswith("file:///"), "a relative uri without uriBaseId: " + uri
    return uri


results = run["results"]
fixes = 0
for res in results:
    assert res["ruleId"] in ids, res["ruleId"]
    assert ids[res["ruleIndex"]] == res["ruleId"], (res["ruleIndex"], res["ruleId"])
    assert res["level"] in LEVELS, res["level"]
    assert res["message"]["text"], res
    assert len(res["locations"]) >= 1, res
    loc = res["locations"][0]["physicalLocation"]
    path = where(loc["artifactLocation"])
    region = loc.get("region", {"startLine": 0, "startColumn": 0})
    if "region" in loc:
        assert region["startLine"] >= 1 and region["startColumn"] >= 1, region
    for fix in res.get("fixes", []):
        fixes += 1
        for change in fix["artifactChanges"]:
            assert change["artifactLocation"] == loc["artifactLocation"], change
            for rep in change["replacements"]:
                d = rep["deletedRegion"]
                assert d["startLine"] >= 1 and d["endLine"] >= d["startLine"], d
                assert "text" in rep["insertedContent"], rep
    print("result %s %s %s:%d:%d" % (res["ruleId"], res["level"], path, region["startLine"], region["startColumn"]))
assert run["columnKind"] == "unicodeCodePoints"
for inv in run.get("invocations", []):
    assert isinstance(inv["executionSuccessful"], bool), inv
    for n in inv.get("toolExecutionNotifications", []):
        assert n["level"] in LEVELS and n["message"]["text"], n
        print("notification %s %s" % (n["level"], n["message"]["text"]))
print("sarif ok: %d results, %d fixes" % (len(results), fixes))
