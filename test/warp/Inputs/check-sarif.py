"""Structural check of a SARIF 2.1.0 log, as GitHub code scanning requires it."""
import json
import sys

log = json.load(open(sys.argv[1]))
assert log["version"] == "2.1.0", log.get("version")
assert "sarif-schema-2.1.0" in log["$schema"], log["$schema"]
assert isinstance(log["runs"], list) and len(log["runs"]) == 1
run = log["runs"][0]
driver = run["tool"]["driver"]
assert driver["name"] == "cu2hip" and driver["version"]
rule_ids = {r["id"] for r in driver["rules"]}
for r in driver["rules"]:
    assert r["id"].startswith("CU2HIP-") and r["fullDescription"]["text"]
    assert r["defaultConfiguration"]["level"] in ("none", "note", "warning", "error")
results = run["results"]
assert results, "no results"
for res in results:
    assert res["ruleId"] in rule_ids, res["ruleId"]
    assert res["level"] in ("none", "note", "warning", "error")
    assert res["message"]["text"]
    loc = res["locations"][0]["physicalLocation"]
    uri = loc["artifactLocation"]["uri"]
    assert uri.startswith("file:///"), uri
    region = loc["region"]
    assert region["startLine"] >= 1 and region["startColumn"] >= 1
    for fix in res.get("fixes", []):
        for change in fix["artifactChanges"]:
            assert change["artifactLocation"]["uri"] == uri, change
            for rep in change["replacements"]:
                d = rep["deletedRegion"]
                assert d["startLine"] >= 1 and d["endLine"] >= d["startLine"]
                assert "text" in rep["insertedContent"]
assert run["columnKind"] == "unicodeCodePoints"
print("sarif ok: %d results, %d fixes" % (len(results), sum(len(r.get("fixes", [])) for r in results)))
