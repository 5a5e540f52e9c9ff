// The translation cache (lib/Translator/TranslationCache.h): its value
// survives serialization whole, its key covers every Output option of the
// table and nothing else, and an entry is used only while every file it read
// and every claim it made are unchanged; a damaged entry is a miss.
#include "Translator/TranslationCache.h"

#include "cu2hip/OptionTable.h"
#include "cu2hip/Options.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <functional>
#include <set>
#include <sys/stat.h>

using namespace cu2hip;

namespace {

TranslationResult sampleResult() {
  TranslationResult R;
  R.MainFile = "dir/a.cu";
  R.Ok = false;
  R.ParsedCleanly = false;
  FileResult F;
  F.Path = "dir/a.cu";
  // Not UTF-8 (Latin-1 é, a stray byte): kept byte for byte.
  F.Original = std::string("cudaMalloc(\xe9);\n\xff", 16);
  F.Output = std::string("hipMalloc(\xe9);\n\xff", 15);
  F.Edits = 1;
  F.UserRuleEdits = 1;
  F.Utf16 = true;
  F.NeedsWarpHeader = true;
  F.Replacements.push_back({0, 10, "hipMalloc"});
  R.Files.push_back(F);
  FileResult H;
  H.Path = "/abs/h.cuh";
  R.Files.push_back(H);
  Diagnostic D = makeDiag(DiagId::ParseProblem, "dir/a.cu", 3, 7, std::string("bad \xe9 byte"));
  D.Subject = "cudaMalloc";
  D.Count = 4;
  D.Fix = FixIt{1, 2, 3, 4, 5, 6, "fix"};
  WarpSite S;
  S.Class = WarpClass::BallotWidth;
  S.Offset = 9;
  S.Length = 2;
  S.Device = false;
  S.Function = "k";
  S.What = "w";
  S.Logical32 = "l";
  S.Native = "n";
  S.HasNativeEdit = true;
  S.EditOffset = 5;
  S.EditLength = 1;
  S.EditText = "64";
  S.BlocksNative = true;
  D.Site = S;
  R.Diags.push_back(D);
  R.Uses.push_back({"cudaMalloc", "hipMalloc", Area::Runtime, true, 1, 1});
  R.Uses.push_back({"cublasFoo", "", Area::BLAS, false, 2, 5});
  return R;
}

TEST(TranslationCacheTest, ResultRoundTripsWhole) {
  TranslationResult R = sampleResult();
  std::optional<TranslationResult> Back = resultFromBytes(resultToBytes(R));
  ASSERT_TRUE(Back);
  EXPECT_EQ(resultToBytes(R), resultToBytes(*Back));
  EXPECT_EQ(Back->Files[0].Original, R.Files[0].Original);
  EXPECT_EQ(Back->Files[0].Output, R.Files[0].Output);
  EXPECT_EQ(Back->Diags[0].Message, R.Diags[0].Message);
  EXPECT_EQ(Back->Diags[0].Args, R.Diags[0].Args);
  ASSERT_TRUE(Back->Diags[0].Site);
  EXPECT_EQ(Back->Diags[0].Site->Class, WarpClass::BallotWidth);
  EXPECT_EQ(Back->Diags[0].Site->EditText, "64");
  ASSERT_TRUE(Back->Diags[0].Fix);
  EXPECT_EQ(Back->Diags[0].Fix->EndColumn, 6u);
  EXPECT_EQ(Back->Uses[1].Where, Area::BLAS);
  EXPECT_FALSE(Back->Ok);
  EXPECT_FALSE(Back->ParsedCleanly);
}

/// The smallest items (every string and list empty) are not mistaken for a
/// list longer than the bytes left.
TEST(TranslationCacheTest, EmptiestItemsRoundTrip) {
  // Each list last in the result, where no later field makes up the slack.
  TranslationResult Files, Diags, Uses;
  Files.Files.resize(5);
  Diags.Diags.assign(5, Diagnostic{DiagId::ParseProblem, "", 0, 0, "", "", {}, {}, {}, 1});
  Uses.Uses.assign(5, ApiUse{"", "", Area::Runtime, false, 0, 0});
  for (const TranslationResult *R : {&Files, &Diags, &Uses}) {
    std::optional<TranslationResult> Back = resultFromBytes(resultToBytes(*R));
    ASSERT_TRUE(Back);
    EXPECT_EQ(resultToBytes(*Back), resultToBytes(*R));
  }
}

/// The main file's Original is left out of an entry and given back by the
/// caller: a stored Original there is damage.
TEST(TranslationCacheTest, MainOriginalComesFromTheCaller) {
  TranslationResult R = sampleResult();
  std::string Original = R.Files[0].Original;
  EXPECT_FALSE(resultFromBytes(resultToBytes(R), llvm::StringRef(Original)));
  R.Files[0].Original.clear();
  std::optional<TranslationResult> Back = resultFromBytes(resultToBytes(R), llvm::StringRef(Original));
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->Files[0].Original, Original);
}

TEST(TranslationCacheTest, DamagedResultIsRejected) {
  ASSERT_TRUE(resultFromBytes(resultToBytes(sampleResult())));
  // Values a result cannot hold, each made wrong on its own.
  std::vector<std::function<void(TranslationResult &)>> Wrong = {
      [](TranslationResult &R) { R.Files[0].Replacements[0].Length = 99; },
      [](TranslationResult &R) { R.Diags[0].Site->Class = WarpClass(77); },
      [](TranslationResult &R) { R.Diags[0].Id = DiagId(1u << 20); },
      [](TranslationResult &R) { R.Uses[0].Where = Area(200); },
  };
  for (size_t I = 0; I < Wrong.size(); ++I) {
    TranslationResult R = sampleResult();
    Wrong[I](R);
    EXPECT_FALSE(resultFromBytes(resultToBytes(R))) << "accepted wrong value " << I;
  }
  // Every shorter prefix, and a byte more.
  std::string Good = resultToBytes(sampleResult());
  for (size_t N = 0; N < Good.size(); ++N)
    EXPECT_FALSE(resultFromBytes(llvm::StringRef(Good).take_front(N))) << "accepted " << N << " bytes";
  EXPECT_FALSE(resultFromBytes(Good + "x"));
  // A flag that is neither 0 nor 1 (Ok, after MainFile's length and bytes).
  std::string BadFlag = Good;
  BadFlag[4 + sampleResult().MainFile.size()] = 7;
  EXPECT_FALSE(resultFromBytes(BadFlag));
  // A count larger than the bytes left could hold (a huge list is not
  // allocated first).
  std::string Huge = resultToBytes(TranslationResult{});
  Huge.replace(Huge.size() - 12, 4, std::string("\xff\xff\xff\x7f", 4));
  EXPECT_FALSE(resultFromBytes(Huge));
}

/// The options part of the key: every Output row of `translate`, nothing
/// else (port's own Output rows act on the tree, not on a unit).
TEST(TranslationCacheTest, OptionsKeyIsTheTablesOutputRows) {
  TranslateOptions O;
  O.HipTarget = *Version::parse("6.4");
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(translationOptionsKey(O));
  ASSERT_TRUE(bool(V));
  const llvm::json::Object *Obj = V->getAsObject();
  ASSERT_TRUE(Obj);
  std::set<std::string> Want;
  for (const OptionSpec &S : optionTable())
    if (S.Effect == OptionEffect::Output && (S.Commands & CmdTranslate))
      Want.insert(S.key().str());
  std::set<std::string> Got;
  for (const auto &KV : *Obj)
    Got.insert(KV.first.str());
  EXPECT_EQ(Got, Want);
  EXPECT_TRUE(Want.count("warp-model") && Want.count("hip-version") && Want.count("rules"));
  EXPECT_FALSE(Obj->get("jobs"));

  std::string Base = translationOptionsKey(O);
  auto Changes = [&](auto Edit) {
    TranslateOptions X = O;
    Edit(X);
    return translationOptionsKey(X) != Base;
  };
  EXPECT_TRUE(Changes([](TranslateOptions &X) { X.HipTarget = *Version::parse("5.2"); }));
  EXPECT_TRUE(Changes([](TranslateOptions &X) { X.Warp = WarpModel::Native; }));
  EXPECT_TRUE(Changes([](TranslateOptions &X) { X.Launch = LaunchSyntax::Hip; }));
  EXPECT_TRUE(Changes([](TranslateOptions &X) { X.DynamicSharedMacro = true; }));
  EXPECT_TRUE(Changes([](TranslateOptions &X) { X.Annotate = true; }));
  EXPECT_TRUE(Changes([](TranslateOptions &X) { X.ExtraArgs = {"-DX=1"}; }));
  EXPECT_TRUE(Changes([](TranslateOptions &X) { X.Rules = "-warp-size"; }));
  EXPECT_TRUE(Changes([](TranslateOptions &X) { X.CudaPath = "/sdk"; }));
  EXPECT_TRUE(Changes([](TranslateOptions &X) { X.BuildDir = "build"; }));
  // Where a database is is not what it says (that is in each unit's flags).
  {
    TranslateOptions A = O, B = O;
    A.BuildDir = "tmp/db-1";
    B.BuildDir = "tmp/db-2";
    EXPECT_EQ(translationOptionsKey(A), translationOptionsKey(B));
  }
  EXPECT_TRUE(Changes([](TranslateOptions &X) { X.RuleFiles = {"r.yaml"}; }));
  // How the run goes is not what it writes.
  EXPECT_FALSE(Changes([](TranslateOptions &X) { X.Verbose = true; }));
  EXPECT_FALSE(Changes([](TranslateOptions &X) { X.NoPch = true; }));
  EXPECT_FALSE(Changes([](TranslateOptions &X) { X.TimeReport = "json"; }));
}

class TranslationCacheDirTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> D;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-tcache", D));
    Root = std::string(D);
    Header = Root + "/h.cuh";
    write(Header, "int h;\n");
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Root); }
  static void write(const std::string &P, llvm::StringRef S) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << S;
  }
  /// What the unit read (the header), and with \p Claims the header it
  /// was asked about and claimed.
  UnitInputs inputs(bool Claims = true) {
    UnitInputs In;
    In.Files.emplace_back(Header, TranslationCache::fileHash(Header));
    if (Claims)
      In.Claims.emplace_back(Header, true);
    return In;
  }
  std::string entryFile(TranslationCache &C, const std::string &Key) {
    return C.directory() + "/" + Key.substr(0, 2) + "/" + Key;
  }
  std::string Root, Header;
  /// The unit's bytes: sampleResult()'s main Original.
  const std::string Main = sampleResult().Files.front().Original;
};

TEST_F(TranslationCacheDirTest, HitWhileInputsAreUnchanged) {
  TranslationCache C(Root, "fixed", 1 << 20);
  std::string K = C.unitKey("a.cu", "/x/a.cu", "bytes", "flags", true);
  auto Yes = [](llvm::StringRef) { return true; };
  EXPECT_FALSE(C.lookup(K, Main, Yes));
  C.store(K, Main, inputs(), sampleResult());
  std::optional<TranslationResult> Hit = C.lookup(K, Main, Yes);
  ASSERT_TRUE(Hit);
  EXPECT_EQ(resultToBytes(*Hit), resultToBytes(sampleResult()));

  // Another claim answer, another first-level key: misses.
  EXPECT_FALSE(C.lookup(K, Main, [](llvm::StringRef) { return false; }));
  EXPECT_NE(C.unitKey("a.cu", "/x/a.cu", "bytes!", "flags", true), K);
  EXPECT_NE(C.unitKey("a.cu", "/x/a.cu", "bytes", "flags -DX", true), K);
  EXPECT_NE(C.unitKey("./a.cu", "/x/a.cu", "bytes", "flags", true), K);
  EXPECT_NE(C.unitKey("a.cu", "/x/a.cu", "bytes", "flags", false), K);
  TranslationCache Other(Root, "other options", 1 << 20);
  EXPECT_NE(Other.unitKey("a.cu", "/x/a.cu", "bytes", "flags", true), K);

  // One byte of the header it read: a miss, until stored again.
  write(Header, "int H;\n");
  EXPECT_FALSE(C.lookup(K, Main, Yes));
  C.store(K, Main, inputs(), sampleResult());
  EXPECT_TRUE(C.lookup(K, Main, Yes));

  // A parse that did not run is not kept.
  std::string K2 = C.unitKey("b.cu", "/x/b.cu", "bytes", "flags", true);
  UnitInputs In = inputs();
  In.Incomplete = true;
  C.store(K2, Main, In, sampleResult());
  EXPECT_FALSE(C.lookup(K2, Main, Yes));

  // A header that was not found, created since: a miss.
  std::string K3 = C.unitKey("c.cu", "/x/c.cu", "bytes", "flags", true);
  UnitInputs Gen = inputs();
  Gen.Absent.push_back(Root + "/config.h");
  C.store(K3, Main, Gen, sampleResult());
  EXPECT_TRUE(C.lookup(K3, Main, Yes));
  write(Root + "/config.h", "#define X 1\n");
  EXPECT_FALSE(C.lookup(K3, Main, Yes));
}

TEST_F(TranslationCacheDirTest, DamagedEntryIsAMissAndRemoved) {
  TranslationCache C(Root, "fixed", 1 << 20);
  std::string K = C.unitKey("a.cu", "/x/a.cu", "bytes", "flags", false);
  auto Entry = [&] { return entryFile(C, K); };
  C.store(K, Main, inputs(false), sampleResult());
  ASSERT_TRUE(C.lookup(K, Main, {}));
  auto Whole = llvm::MemoryBuffer::getFile(Entry());
  ASSERT_TRUE(bool(Whole));
  std::string Bytes = (*Whole)->getBuffer().str();
  // One byte of the output text changed: still a well-formed entry, but not
  // the one written (the hash of the body says so).
  std::string Flipped = Bytes;
  size_t Out = Flipped.find("hipMalloc(");
  ASSERT_NE(Out, std::string::npos);
  Flipped[Out] = 'H';
  for (std::string Bad : {Bytes.substr(0, Bytes.size() / 2), std::string("garbage"), std::string(), Flipped,
                          Bytes.substr(0, Bytes.find('\n') + 1)}) {
    write(Entry(), Bad);
    EXPECT_FALSE(C.lookup(K, Main, {})) << Bad;
    EXPECT_FALSE(llvm::sys::fs::exists(Entry()));
  }
  // An entry under another key's name (a copy, a rename) is not that key's.
  std::string K2 = C.unitKey("b.cu", "/x/b.cu", "bytes", "flags", false);
  llvm::sys::fs::create_directories(llvm::sys::path::parent_path(entryFile(C, K2)));
  write(entryFile(C, K2), Bytes);
  EXPECT_FALSE(C.lookup(K2, Main, {}));
}

TEST_F(TranslationCacheDirTest, EvictsLeastRecentlyUsedBeyondTheLimit) {
  std::vector<std::string> Keys;
  {
    TranslationCache C(Root, "fixed", 1); // a byte: only what fits stays
    for (const char *Name : {"a.cu", "b.cu", "c.cu"}) {
      Keys.push_back(C.unitKey(Name, Name, "bytes", "flags", false));
      C.store(Keys.back(), Main, inputs(false), sampleResult());
    }
  }
  TranslationCache C(Root, "fixed", 1 << 20);
  for (const std::string &K : Keys)
    EXPECT_FALSE(C.lookup(K, Main, {}));
  // Under the limit, everything stays.
  {
    TranslationCache Big(Root, "fixed", 1 << 20);
    Big.store(Keys[0], Main, inputs(false), sampleResult());
  }
  EXPECT_TRUE(C.lookup(Keys[0], Main, {}));
}

TEST_F(TranslationCacheDirTest, WalksTheEntriesOnlyWhenTheLedgerSaysTheyMayNotFit) {
  auto makeOld = [](const std::string &P) {
    struct timespec T[2] = {{1, 0}, {1, 0}};
    ::utimensat(AT_FDCWD, P.c_str(), T, 0);
  };
  const uint64_t MiB = 1 << 20;
  std::string Units = Root + "/units", Ledger = Units + "/ledger";
  std::vector<std::string> Keys;
  for (const char *Name : {"a.cu", "b.cu", "c.cu"})
    Keys.push_back(TranslationCache(Root, "fixed", MiB).unitKey(Name, Name, "bytes", "flags", false));
  auto storeOne = [&](const std::string &K) {
    TranslationCache C(Root, "fixed", MiB);
    C.store(K, Main, inputs(false), sampleResult());
  };
  auto ledgerLines = [&] {
    auto Buf = llvm::MemoryBuffer::getFile(Ledger);
    std::vector<std::string> Lines;
    if (Buf)
      for (llvm::StringRef L = (*Buf)->getBuffer(); !L.empty();) {
        auto [Line, Rest] = L.split('\n');
        Lines.push_back(Line.str());
        L = Rest;
      }
    return Lines;
  };
  // No ledger yet: the first storing process walks and writes one.
  storeOne(Keys[0]);
  ASSERT_EQ(ledgerLines().size(), 1u);
  // Two MiB put there behind the ledger's back are not walked for while the
  // ledger's sum stays under the limit: each storing process adds a line.
  std::string Big = Units + "/00/big";
  llvm::sys::fs::create_directories(Units + "/00");
  write(Big, std::string(2 * MiB, ' '));
  storeOne(Keys[1]);
  EXPECT_TRUE(llvm::sys::fs::exists(Big));
  EXPECT_EQ(ledgerLines().size(), 2u);
  // A process that recorded them (or any sum past the limit) makes the next
  // storing process walk: the least recently used entry goes, the ledger
  // starts again from what is left.
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Ledger, EC, llvm::sys::fs::OF_Append);
    OS << 2 * MiB << "\n";
  }
  makeOld(Big);
  storeOne(Keys[2]);
  EXPECT_FALSE(llvm::sys::fs::exists(Big));
  std::vector<std::string> Lines = ledgerLines();
  ASSERT_EQ(Lines.size(), 1u);
  EXPECT_LT(std::stoull(Lines[0]), MiB);
  TranslationCache C(Root, "fixed", MiB);
  for (const std::string &K : Keys)
    EXPECT_TRUE(C.lookup(K, Main, {}));
  // A damaged ledger is walked for, and rewritten.
  write(Ledger, "not a number\n");
  write(Big, std::string(2 * MiB, ' '));
  makeOld(Big);
  storeOne(Keys[0]);
  EXPECT_FALSE(llvm::sys::fs::exists(Big));
  EXPECT_EQ(ledgerLines().size(), 1u);
}

} // namespace
