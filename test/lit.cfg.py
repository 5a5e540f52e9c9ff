# lit configuration for cu2hip's translation tests.
import os
import shutil

import lit.formats

config.name = "cu2hip"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cu", ".cuh", ".cpp", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cu2hip_obj_root, "test")

config.environment["PATH"] = os.pathsep.join(
    [config.cu2hip_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
for var in ("HOME", "TMPDIR", "LANG", "CU2HIP_ROCM_ROOTS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# The prelude cache (docs/ARCHITECTURE.md): shared by the suite, never the user's.
config.environment["XDG_CACHE_HOME"] = os.path.join(config.cu2hip_obj_root, "test-cache")
config.environment.pop("CU2HIP_CACHE_MAX_MB", None)
# The translation cache (docs/caching.md) is off for the suite: every test sees
# its units translated, as it expects; the cache's own tests turn it on with
# their own XDG_CACHE_HOME under %t.
config.environment["CU2HIP_TRANSLATION_CACHE_MAX_MB"] = "0"
# So is coverage's compile cache: every test sees its programs compiled;
# test/coverage/compile-cache.test turns it on the same way.
config.environment["CU2HIP_COMPILE_CACHE_MAX_MB"] = "0"
# Programs built against the sanitizer-instrumented CPU backend run several
# times slower (more on a loaded machine): their runs get a longer limit.
if getattr(config, "cu2hip_sanitize", False):
    config.environment["CU2HIP_TEST_RUN_TIMEOUT"] = "600"
    config.available_features.add("asan")
# Tests prove cu2hip needs no CUDA SDK: nothing CUDA-related leaks in.
for var in ("CUDA_PATH", "CUDA_HOME", "CUDA_ROOT"):
    config.environment.pop(var, None)

config.substitutions.append(("%cu2hip", os.path.join(config.cu2hip_tools_dir, "cu2hip")))
config.substitutions.append(("%python", config.python_executable))
# The build's share directory (bundled CUDA headers, cu2hip_warp.h, the CPU backend).
config.substitutions.append(("%share", os.path.join(os.path.dirname(config.cu2hip_tools_dir), "share", "cu2hip")))
config.substitutions.append(("%S_inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%scripts", os.path.join(os.path.dirname(config.test_source_root), "scripts")))

# HIP compilers by release, all through scripts/hipcc-rocm (docs/rocm.md):
# 5.2 is the host's own hipcc (Debian 12), 6.4 and 7.2 the hipcc of the roots
# scripts/install-rocm makes. Each present release is a feature (hipcc-5.2,
# rocm-6.4, rocm-7.2) with substitutions %hipcc-V, %hipcc-V-gfx90a and
# %hipcc-V-gfx1030 (and %rocm-V-root, the root); a RUN line that needs one release uses
# `%if rocm-7.2 %{ ... %}` so the test's text checks still run without it.
_scripts = os.path.join(os.path.dirname(config.test_source_root), "scripts")
_roots = os.environ.get("CU2HIP_ROCM_ROOTS", "/opt/cu2hip/rocm")
hip_compilers = {}
hipcc = shutil.which("hipcc")
if hipcc:
    hip_compilers["5.2"] = os.path.join(_scripts, "hipcc-rocm-5.2")
    config.available_features.add("hipcc-5.2")
for _v in ("6.4", "7.2"):
    if os.path.isfile(os.path.join(_roots, _v, ".cu2hip-root")) and shutil.which("bwrap"):
        hip_compilers[_v] = os.path.join(_scripts, "hipcc-rocm-" + _v)
        config.available_features.add("rocm-" + _v)
        config.substitutions.append(("%rocm-" + _v + "-root", os.path.join(_roots, _v)))
# roctx (what NVTX calls become) is roctracer's, not HIP's: its header is in a
# root only where scripts/install-rocm installed libroctx-dev. The host's HIP 5.2
# (Debian 12) has no roctracer package.
for _v in ("6.4", "7.2"):
    if "rocm-" + _v in config.available_features and \
            os.path.isfile(os.path.join(_roots, _v, "usr", "include", "roctracer", "roctx.h")):
        config.available_features.add("roctx-" + _v)
for _v, _cc in hip_compilers.items():
    config.substitutions.append(("%hipcc-" + _v + "-gfx90a", _cc + " --offload-arch=gfx90a -c -x hip"))
    config.substitutions.append(("%hipcc-" + _v + "-gfx1030", _cc + " --offload-arch=gfx1030 -c -x hip"))
    config.substitutions.append(("%hipcc-" + _v, _cc))

# %hipcc-gfx90a and %hipcc-gfx1030 compile with every release of the test
# matrix in turn (test/Inputs/hipcc-each): lit parameter hip_matrix (or
# $CU2HIP_HIP_MATRIX), default
# 5.2,6.4 (CI); `scripts/test --full` adds 7.2. A release of the matrix that is
# not installed fails the test that compiles: scripts/test provisions them.
_matrix = [v for v in (lit_config.params.get("hip_matrix") or os.environ.get("CU2HIP_HIP_MATRIX") or "5.2,6.4").split(",") if v]
if hipcc:
    config.available_features.add("hipcc")
    _each = os.path.join(config.test_source_root, "Inputs", "hipcc-each") + " " + ",".join(_matrix)
    # Compile translated output for CDNA (wave64) and RDNA (wave32).
    config.substitutions.append(("%hipcc-gfx90a", _each + " --offload-arch=gfx90a -c -x hip"))
    config.substitutions.append(("%hipcc-gfx1030", _each + " --offload-arch=gfx1030 -c -x hip"))
    if os.path.isdir("/usr/include/hiprand"):
        config.available_features.add("hiprand")
    if os.path.isdir("/usr/include/hipsparse"):
        config.available_features.add("hipsparse")
    if os.path.isdir("/usr/include/hipcub"):
        config.available_features.add("hipcub")
    if os.path.isdir("/usr/include/hipblas"):
        config.available_features.add("hipblas")

# A host C++ compiler for the stand-in CPU backend of test/coverage/Inputs/cpu-stub.
host_cxx = shutil.which("clang++-19") or shutil.which("clang++") or shutil.which("c++")
if host_cxx:
    config.available_features.add("host-cxx")
    config.substitutions.append(("%host-cxx", host_cxx))

nvcc = shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc" if os.path.exists("/usr/local/cuda/bin/nvcc") else None)
if nvcc:
    config.available_features.add("nvcc")
    config.substitutions.append(("%nvcc", nvcc))
if shutil.which("chromium"): config.available_features.add("chromium")  # test/coverage HTML checks
for _tool in ("zsh", "groff"):  # the completion and man page checks (test/cli/completion.test)
    if shutil.which(_tool):
        config.available_features.add(_tool)
# clang-apply-replacements of LLVM 19 (Debian's clang-tools-19), for --export-fixes.
for _car in ("/usr/lib/llvm-19/bin/clang-apply-replacements", shutil.which("clang-apply-replacements-19") or ""):
    if _car and os.path.isfile(_car):
        config.available_features.add("clang-apply-replacements")
        config.substitutions.append(("%clang-apply-replacements", _car))
        break
for _tool in ("cmake", "ninja"):  # test/reliability/stage-headers.test
    if shutil.which(_tool):
        config.available_features.add(_tool)

# The CPU execution backend (runtime/): cpu-runtime.json is the one description
# of how to build a translated program against it.
import json
import shlex
_cpu_json = os.path.join(config.cu2hip_obj_root, "share", "cu2hip", "cpu-runtime", "cpu-runtime.json")
if os.path.exists(_cpu_json):
    with open(_cpu_json) as _f:
        _cpu = json.load(_f)
    config.available_features.add("cpu-backend")
    config.substitutions.append(("%cpu-runtime", _cpu_json))  # for `coverage --cpu-runtime`
    config.substitutions.append(("%cpu-translate", " ".join(shlex.quote(a) for a in _cpu["translate"])))
    config.substitutions.append(("%cpu-cxx", " ".join(shlex.quote(a) for a in [_cpu["cxx"]] + _cpu["compile"])))
    config.substitutions.append(("%cpu-link", " ".join(shlex.quote(a) for a in _cpu["link"])))
    # Memcheck (docs/cpu-backend.md): the program built with AddressSanitizer
    # ("memcheck_compile" after the compile flags) against the instrumented
    # backend ("memcheck_link" instead of "link").
    if "memcheck_compile" in _cpu and "memcheck_link" in _cpu:
        config.available_features.add("cpu-backend-memcheck")
        config.substitutions.append(("%cpu-memcheck-compile", " ".join(shlex.quote(a) for a in _cpu["memcheck_compile"])))
        config.substitutions.append(("%cpu-memcheck-link", " ".join(shlex.quote(a) for a in _cpu["memcheck_link"])))
