#!/usr/bin/env python3
"""union.py DEST SHARD_DIR...: copies the trees the shards wrote into DEST, as
one CI job collecting the matrix's artifacts would. A path written by two
shards must have the same content there (only cu2hip_warp.h may be shared);
anything else is an error. State files (.cu2hip-state*) are left out."""
import filecmp
import os
import shutil
import sys

dest, shards = sys.argv[1], sys.argv[2:]
os.makedirs(dest, exist_ok=True)
owner = {}
for shard in shards:
    for root, dirs, files in os.walk(shard):
        rel_root = os.path.relpath(root, shard)
        for d in dirs:
            src = os.path.join(root, d)
            if os.path.islink(src):
                files.append(d)
                continue
            os.makedirs(os.path.join(dest, rel_root, d), exist_ok=True)
            shutil.copymode(src, os.path.join(dest, rel_root, d))
        for f in files:
            rel = os.path.normpath(os.path.join(rel_root, f))
            if f.startswith(".cu2hip-state"):
                continue
            src, dst = os.path.join(root, f), os.path.join(dest, rel)
            if rel in owner:
                same = (os.path.islink(src) and os.path.islink(dst) and os.readlink(src) == os.readlink(dst)) or \
                       (not os.path.islink(src) and filecmp.cmp(src, dst, shallow=False))
                if not same or os.path.basename(rel) != "cu2hip_warp.h":
                    sys.exit("union.py: %s written by %s and %s%s" %
                             (rel, owner[rel], shard, "" if same else " with different content"))
                continue
            owner[rel] = shard
            if os.path.islink(src):
                os.symlink(os.readlink(src), dst)
            else:
                shutil.copy2(src, dst)
