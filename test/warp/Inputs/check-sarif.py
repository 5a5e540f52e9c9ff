"""Structural check of a SARIF 2.1.0 log, as GitHub code scanning requires it."""
import json
import sys

log = json.load(open(sys.argv[1]))
assert log["version"] == "2.1.0", log.get("version")
assert "sarif-2.1.0" in log["$schema"]
assert isinstance(log["runs"], list) and len(log["runs"]) == 1
run = log["runs"][0]
driver = run["tool"]["driver"]
assert driver["name"] == "cu2hip" and driver["version"]
rule_ids = {r["id"] for r in driver["rules"]}
for r in driver["rules"]:
    assert r["id"].startswith("CU2HIP-") and r["shortDescription"]["text"]
    assert r["defaultConfiguration"]["level"] in ("none", "note", "warning", "error")
results = run["results"]
assert results, "no results"
for res in results:
    assert res["ruleId"] in rule_ids, res["ruleId"]
    assert res["level"] in ("none", "note", "warning", "error")
    assert res["message"]["text"]
    loc = res["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"]
    region = loc["region"]
    assert region["startLine"] >= 1 and region["startColumn"] >= 1
    for fix in res.get("fixes", []):
        for change in fix["artifactChanges"]:
            for rep in change["replacements"]:
                d = rep["deletedRegion"]
                assert d["startLine"] >= 1 and d["endLine"] >= d["startLine"]
                assert "text" in rep["insertedContent"]
print("sarif ok: %d results" % len(results))
