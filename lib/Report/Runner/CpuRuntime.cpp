// cpu-runtime.json: how a translated program is built against the CPU
// backend. runtime/CMakeLists.txt writes it; this reads it (the one place the
// backend's compiler and flags are known to coverage).
#include "cu2hip/Coverage.h"
#include "Support/JsonFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"

using namespace cu2hip;

std::string cu2hip::defaultCpuRuntimePath(llvm::StringRef ShareDir) {
  return (ShareDir + "/cpu-runtime/cpu-runtime.json").str();
}

llvm::Expected<CpuRuntime> cu2hip::loadCpuRuntime(llvm::StringRef Path) {
  auto Fail = [&](const llvm::Twine &Why) {
    return llvm::createStringError(std::errc::invalid_argument, "%s: %s", Path.str().c_str(),
                                   Why.str().c_str());
  };
  support::JsonFileError Error;
  std::optional<llvm::json::Value> V = support::readJsonFile(Path, Error);
  if (!V)
    return Fail((Error.Unreadable ? "cannot read the CPU backend's description: " : "not valid JSON: ") +
                Error.Why);
  const llvm::json::Object *O = V->getAsObject();
  if (!O)
    return Fail("expected a JSON object");
  CpuRuntime R;
  R.Path = Path.str();
  auto Strings = [&](llvm::StringRef Key, std::vector<std::string> &Out, bool Required) -> bool {
    const llvm::json::Value *A = O->get(Key);
    if (!A)
      return !Required;
    const llvm::json::Array *Arr = A->getAsArray();
    if (!Arr)
      return false;
    for (const llvm::json::Value &E : *Arr) {
      auto S = E.getAsString();
      if (!S)
        return false;
      Out.push_back(S->str());
    }
    return true;
  };
  if (auto Cxx = O->getString("cxx"))
    R.Cxx = Cxx->str();
  if (R.Cxx.empty())
    return Fail("'cxx' (the compiler's path) is missing");
  if (!llvm::sys::fs::can_execute(R.Cxx))
    return Fail("'cxx' " + R.Cxx + " is not an executable");
  for (auto [Key, Out, Required] :
       {std::tuple<const char *, std::vector<std::string> *, bool>{"compile", &R.Compile, true},
        {"link", &R.Link, true},
        {"translate", &R.Translate, false},
        {"hip_version", &R.HipVersionFlags, false},
        {"wave", &R.WaveFlags, false},
        {"memcheck_compile", &R.MemcheckCompile, false},
        {"memcheck_link", &R.MemcheckLink, false}})
    if (!Strings(Key, *Out, Required))
      return Fail(llvm::Twine("'") + Key + "' must be an array of strings");
  if (auto E = O->getInteger("error_exit"))
    R.ErrorExit = int(*E);
  if (auto W = O->getString("wave_env"))
    R.WaveEnv = W->str();
  if (R.WaveEnv.empty())
    return Fail("'wave_env' is empty");
  if (auto T = O->getString("trace_env"))
    R.TraceEnv = T->str();
  if (const llvm::json::Value *From = O->get("runtime_warp_size_from")) {
    auto S = From->getAsString();
    std::optional<Version> V = S ? Version::parse(*S) : std::nullopt;
    if (!V || !V->isSet())
      return Fail("'runtime_warp_size_from' must be a HIP version such as \"7.0\"");
    R.RuntimeWarpSizeFrom = *V;
    if (R.WaveFlags.empty())
      return Fail("'runtime_warp_size_from' needs the 'wave' flags that build for one width");
  }
  return R;
}

llvm::Error CpuRuntime::useMemcheck() {
  if (MemcheckCompile.empty() || MemcheckLink.empty())
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s has no memcheck build (\"memcheck_compile\" and \"memcheck_link\")",
                                   Path.c_str());
  if (!Memcheck) {
    Compile.insert(Compile.end(), MemcheckCompile.begin(), MemcheckCompile.end());
    Link = MemcheckLink;
    Memcheck = true;
  }
  return llvm::Error::success();
}

std::vector<std::string> CpuRuntime::compileFlags(Version Hip, unsigned Wave) const {
  std::vector<std::string> Flags = Compile;
  auto Fill = [&](const std::vector<std::string> &Templates,
                  std::initializer_list<std::pair<llvm::StringRef, std::string>> Values) {
    for (std::string F : Templates) {
      for (const auto &[Key, Value] : Values)
        for (size_t At; (At = F.find(Key.str())) != std::string::npos;)
          F.replace(At, Key.size(), Value);
      Flags.push_back(std::move(F));
    }
  };
  if (Hip.isSet())
    Fill(HipVersionFlags, {{"{major}", std::to_string(Hip.major())}, {"{minor}", std::to_string(Hip.minor())}});
  if (Wave)
    Fill(WaveFlags, {{"{wave}", std::to_string(Wave)}});
  return Flags;
}
