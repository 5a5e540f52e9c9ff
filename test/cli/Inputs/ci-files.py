"""Runs the repository's pre-commit hooks the way pre-commit does (the entry
through a shell-less exec, the files appended) on the files given, and checks
the shape of action.yml and the Dockerfile. Usage: ci-files.py REPO FILE..."""
import os
import re
import shlex
import subprocess
import sys

import yaml

repo, files = sys.argv[1], sys.argv[2:]
env = dict(os.environ)  # lit's PATH finds the cu2hip under test first

with open(os.path.join(repo, ".pre-commit-hooks.yaml")) as f:
    hooks = yaml.safe_load(f)
for hook in hooks:
    pattern = re.compile(hook["files"])
    mine = [x for x in files if pattern.search(x)]
    p = subprocess.run(shlex.split(hook["entry"]) + mine, env=env, capture_output=True, text=True)
    sys.stdout.write(p.stdout + p.stderr)
    print(f"{hook['id']}: exit {p.returncode}")

with open(os.path.join(repo, "action.yml")) as f:
    action = yaml.safe_load(f)
steps = action["runs"]["steps"]
assert action["runs"]["using"] == "composite"
assert any("docker build" in s.get("run", "") and "GITHUB_ACTION_PATH" in s["run"] for s in steps)
print(f"action.yml: composite, {len(steps)} steps, image from Dockerfile")
with open(os.path.join(repo, "Dockerfile")) as f:
    docker = f.read()
assert docker.startswith("#") and "FROM debian:12" in docker
if "scripts/install-deps --build-only" in docker and os.access(os.path.join(repo, "scripts", "install-deps"), os.X_OK):
    print("Dockerfile: install-deps --build-only")
