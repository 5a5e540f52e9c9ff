// SARIF logs: see Sarif.h.
#include "Sarif.h"
#include "Support/Paths.h"
#include "cu2hip/Config.h"
#include "cu2hip/Output.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace cu2hip;

namespace {
constexpr const char *SchemaUri =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/cos02/schemas/sarif-schema-2.1.0.json";
constexpr const char *RootId = "SRCROOT";

const char *level(Severity S) {
  switch (S) {
  case Severity::Error: return "error";
  case Severity::Warning: return "warning";
  default: return "note"; // remarks and notes: SARIF has no remark level
  }
}

// RFC 3986: unreserved characters and '/' as they are, every other byte %XX,
// so a file name with a space or '#' stays one path.
std::string percentEncode(llvm::StringRef S) {
  std::string R;
  for (unsigned char C : S) {
    if (llvm::isAlnum(C) || C == '-' || C == '.' || C == '_' || C == '~' || C == '/')
      R += char(C);
    else
      R += llvm::formatv("%{0:X-2}", unsigned(C)).str();
  }
  return R;
}

std::string slashed(llvm::StringRef Path) {
  return llvm::sys::path::convert_to_slash(Path, llvm::sys::path::Style::native);
}
} // namespace

SarifLog::SarifLog(llvm::StringRef R, llvm::StringRef T)
    : Root(support::absolutePath(R.empty() ? "." : R)), Title(T.str()) {}

std::string SarifLog::relativeUri(llvm::StringRef Path) const {
  if (!support::isWithin(Path, Root) || Path == Root)
    return "";
  llvm::StringRef Rel = llvm::StringRef(Path).drop_front(Root.size());
  return percentEncode(slashed(Rel.ltrim("/")));
}

llvm::json::Value SarifLog::artifact(const std::string &Path) const {
  std::string Rel = relativeUri(Path);
  if (!Rel.empty())
    return llvm::json::Object{{"uri", Rel}, {"uriBaseId", RootId}};
  // Outside the root: an absolute URI, which needs no base.
  return llvm::json::Object{{"uri", "file://" + percentEncode(slashed(Path))}};
}

size_t SarifLog::ruleFor(const Diagnostic &D) {
  const DiagInfo &I = diagInfo(D.Id);
  Rule R{diagCode(D.Id), I.Name.str(), I.Format.str(), I.Sev};
  if (D.Site) {
    // One rule per warp site class: what a site needs differs by class.
    int C = int(D.Site->Class);
    std::string ClassName = warpClassName(D.Site->Class).str();
    R.Id += "/" + std::to_string(C);
    std::string Slug;
    for (char Ch : ClassName)
      if (llvm::isAlnum(Ch))
        Slug += Ch;
      else if (!Slug.empty() && Slug.back() != '-')
        Slug += '-';
    R.Name += "/" + Slug; // warp-site/shuffle-loop
    R.Description = "warp-size site of class " + std::to_string(C) + " (" + ClassName +
                    "): code that assumes 32-lane warps";
  }
  auto [It, New] = RuleIndex.try_emplace(R.Id, Rules.size());
  if (New)
    Rules.push_back(std::move(R));
  return It->second;
}

unsigned SarifLog::codePointColumn(const std::string &Path, unsigned Line, unsigned Column) {
  auto [It, New] = Sources.try_emplace(Path);
  if (New)
    if (auto B = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false))
      It->second = (*B)->getBuffer().str();
  llvm::StringRef Text = It->second;
  for (unsigned L = 1; L < Line && !Text.empty(); ++L)
    Text = Text.split('\n').second;
  if (Text.empty())
    return std::max(1u, Column);
  unsigned Points = 1;
  for (char C : Text.take_front(std::max(1u, Column) - 1))
    Points += (static_cast<unsigned char>(C) & 0xC0) != 0x80;
  return Points;
}

void SarifLog::add(const Diagnostic &D, llvm::StringRef Base) {
  size_t Index = ruleFor(D);
  llvm::json::Object Message{{"text", D.Message}};
  if (D.File.empty()) {
    Notifications.push_back(llvm::json::Object{{"level", level(D.severity())},
                                               {"message", std::move(Message)},
                                               {"descriptor", llvm::json::Object{{"id", Rules[Index].Id}}}});
    return;
  }
  std::string Path = D.File;
  if (!llvm::sys::path::is_absolute(Path) && !Base.empty())
    Path = (Base + "/" + Path).str();
  Path = support::absolutePath(Path);
  llvm::json::Object Physical{{"artifactLocation", artifact(Path)}};
  if (D.Line)
    Physical["region"] = llvm::json::Object{{"startLine", D.Line},
                                            {"startColumn", codePointColumn(Path, D.Line, D.Column)}};
  llvm::json::Object Result{{"ruleId", Rules[Index].Id},
                            {"ruleIndex", Index},
                            {"level", level(D.severity())},
                            {"message", std::move(Message)},
                            {"locations", llvm::json::Array{llvm::json::Object{
                                              {"physicalLocation", std::move(Physical)}}}}};
  if (IncludeFixes && D.Fix)
    Result["fixes"] = llvm::json::Array{llvm::json::Object{
        {"description", llvm::json::Object{{"text", "native warp model rewrite"}}},
        {"artifactChanges",
         llvm::json::Array{llvm::json::Object{
             {"artifactLocation", artifact(Path)},
             {"replacements",
              llvm::json::Array{llvm::json::Object{
                  {"deletedRegion",
                   llvm::json::Object{{"startLine", D.Fix->Line},
                                      {"startColumn", codePointColumn(Path, D.Fix->Line, D.Fix->Column)},
                                      {"endLine", D.Fix->EndLine},
                                      {"endColumn", codePointColumn(Path, D.Fix->EndLine, D.Fix->EndColumn)}}},
                  {"insertedContent", llvm::json::Object{{"text", D.Fix->Text}}}}}}}}}}};
  Results.push_back(std::move(Result));
}

llvm::json::Value SarifLog::json(bool Successful) const {
  llvm::json::Array RuleList;
  for (const Rule &R : Rules)
    RuleList.push_back(llvm::json::Object{
        {"id", R.Id},
        {"name", R.Name},
        {"fullDescription", llvm::json::Object{{"text", R.Description}}},
        {"defaultConfiguration", llvm::json::Object{{"level", level(R.Sev)}}}});
  llvm::json::Object Invocation{{"executionSuccessful", Successful}};
  if (!Notifications.empty())
    Invocation["toolExecutionNotifications"] = llvm::json::Array(Notifications);
  // The root as a file URI ends in '/', so that relative URIs resolve under it.
  std::string RootUri = "file://" + percentEncode(slashed(Root));
  if (!llvm::StringRef(RootUri).ends_with("/"))
    RootUri += "/";
  return llvm::json::Object{
      {"$schema", SchemaUri},
      {"version", "2.1.0"},
      {"runs",
       llvm::json::Array{llvm::json::Object{
           {"tool", llvm::json::Object{{"driver", llvm::json::Object{{"name", "cu2hip"},
                                                                     {"fullName", Title},
                                                                     {"version", CU2HIP_VERSION},
                                                                     {"rules", std::move(RuleList)}}}}},
           {"originalUriBaseIds", llvm::json::Object{{RootId, llvm::json::Object{{"uri", RootUri}}}}},
           {"columnKind", "unicodeCodePoints"},
           {"invocations", llvm::json::Array{std::move(Invocation)}},
           {"results", llvm::json::Array(Results)}}}}};
}

llvm::Error SarifLog::write(llvm::StringRef OutPath, bool Successful) const {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << llvm::formatv("{0:2}", json(Successful)) << "\n";
  // Its directory is made, as for -o and --out-dir.
  if (llvm::StringRef Dir = llvm::sys::path::parent_path(OutPath); !Dir.empty())
    if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
      return llvm::createStringError(EC, "cannot create '%s': %s", Dir.str().c_str(),
                                     EC.message().c_str());
  return writeFileAtomically(OutPath, Text);
}
