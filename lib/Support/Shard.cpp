#include "Shard.h"
#include "Paths.h"

using namespace cu2hip;
using namespace cu2hip::support;

std::optional<Shard> Shard::parse(llvm::StringRef Spec, std::string &Error) {
  auto [K, N] = Spec.split('/');
  unsigned Ki = 0, Ni = 0;
  if (K.trim().getAsInteger(10, Ki) || N.trim().getAsInteger(10, Ni) || Ni == 0 || Ki == 0 ||
      Ki > Ni) {
    Error = "--shard expects K/N with 1 <= K <= N, got '" + Spec.str() + "'";
    return std::nullopt;
  }
  Shard S;
  S.Index = Ki - 1;
  S.Count = Ni;
  S.Given = true;
  return S;
}

std::string Shard::str() const { return std::to_string(Index + 1) + "/" + std::to_string(Count); }

unsigned Shard::of(llvm::StringRef Key, unsigned Count) {
  return Count <= 1 ? 0 : unsigned(stableHash(Key) % Count);
}

std::optional<std::string> ShardPartition::add(const Shard &S) {
  if (Count && S.Count != Count)
    return "the reports are shards of different partitions (" + std::to_string(Count) + " and " +
           std::to_string(S.Count) + " parts)";
  Count = S.Count;
  if (!Seen.insert(S.Index).second)
    return "shard " + S.str() + " is given twice";
  return std::nullopt;
}

std::optional<std::string> ShardPartition::missing() const {
  for (unsigned K = 0; K < Count; ++K)
    if (!Seen.count(K))
      return "shard " + std::to_string(K + 1) + "/" + std::to_string(Count) + " is missing";
  return std::nullopt;
}
