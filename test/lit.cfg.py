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
for var in ("HOME", "TMPDIR", "LANG"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# The prelude cache (docs/ARCHITECTURE.md): shared by the suite, never the user's.
config.environment["XDG_CACHE_HOME"] = os.path.join(config.cu2hip_obj_root, "test-cache")
config.environment.pop("CU2HIP_CACHE_MAX_MB", None)
# Programs built against the sanitizer-instrumented CPU backend run several
# times slower (more on a loaded machine): their runs get a longer limit.
if getattr(config, "cu2hip_sanitize", False):
    config.environment["CU2HIP_TEST_RUN_TIMEOUT"] = "600"
# Tests prove cu2hip needs no CUDA SDK: nothing CUDA-related leaks in.
for var in ("CUDA_PATH", "CUDA_HOME", "CUDA_ROOT"):
    config.environment.pop(var, None)

config.substitutions.append(("%cu2hip", os.path.join(config.cu2hip_tools_dir, "cu2hip")))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%S_inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%scripts", os.path.join(os.path.dirname(config.test_source_root), "scripts")))

hipcc = shutil.which("hipcc")
if hipcc:
    config.available_features.add("hipcc")
    # Compile translated output for CDNA (wave64) and RDNA (wave32).
    config.substitutions.append(("%hipcc-gfx90a", hipcc + " --offload-arch=gfx90a -c -x hip"))
    config.substitutions.append(("%hipcc-gfx1030", hipcc + " --offload-arch=gfx1030 -c -x hip"))
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
