// Wavefront collectives: the lanes of a wavefront blocked at the same
// collective execute it together (their set is the active mask), as the lanes
// of a SIMT wavefront do under divergence. A collective is identified by its
// kind and call site (the device wrappers are always inlined, so each source
// call has its own address). When lanes wait at different collectives, a
// *_sync one waits for the lanes its mask names (those that exist and have
// not finished); otherwise the one at the
// lowest code address runs first ("min-PC" reconvergence), so the lanes of a
// branch body usually catch up with those that skipped it before those go on.
#include "Scheduler.h"

#include <cstring>
#include <functional>

namespace cu2hip_cpu {

namespace {
/// The lane whose value lane \p Self reads, following HIP's AMD definitions
/// of __shfl* (ds_bpermute within width-aligned segments); Self when none.
int sourceLane(const Collective &C, int Self, int Wave) {
  int Width = C.Width <= 0 || C.Width > Wave ? Wave : C.Width;
  int Base = Self & ~(Width - 1);
  int Index = Self;
  switch (C.Kind) {
  case CollectiveKind::Shfl:
    Index = (C.Arg & (Width - 1)) + Base;
    break;
  case CollectiveKind::ShflUp:
    Index = Self - C.Arg;
    if (Index < Base)
      Index = Self;
    break;
  case CollectiveKind::ShflDown:
    Index = Self + C.Arg;
    if ((Self & (Width - 1)) + C.Arg >= Width)
      Index = Self;
    break;
  case CollectiveKind::ShflXor:
    Index = Self ^ C.Arg;
    if (Index >= ((Self + Width) & ~(Width - 1)))
      Index = Self;
    break;
  default:
    break;
  }
  return Index & (Wave - 1);
}

std::string hex(unsigned long long V) {
  char B[32];
  std::snprintf(B, sizeof B, "0x%llx", V);
  return B;
}

/// \p Present: the lanes of the wavefront that exist and have not finished. A
/// mask may name lanes beyond a partial wavefront's end or lanes that exited:
/// CUDA waits only for the non-exited lanes of the mask (an H200 runs a
/// full-mask __shfl_down_sync in a 48-thread block, and with half the warp
/// returned before it), and AMD's hardware has no such lanes in EXEC.
void checkMask(Fiber &F, uint64_t Active, uint64_t WaveMask, uint64_t Present) {
  const Collective &C = *F.Coll;
  if (!C.HasMask)
    return;
  uint64_t Mask = C.Mask & WaveMask;
  uint64_t Me = 1ull << F.TS.Lane;
  if (!(Mask & Me)) {
    setDiagnosticThread(&F);
    misuse("%s: mask %s does not name the calling lane %u", C.Name, hex(C.Mask).c_str(), F.TS.Lane);
  }
  if (Mask & Present & ~Active) {
    setDiagnosticThread(&F);
    misuse("%s: mask %s names lanes that did not arrive (lanes arrived together: %s)", C.Name, hex(C.Mask).c_str(),
           hex(Active).c_str());
  }
}

/// A shuffled value's bytes (the usual sizes without a library call).
inline void copyValue(void *To, const void *From, unsigned Size) {
  if (Size == 4)
    std::memcpy(To, From, 4);
  else if (Size == 8)
    std::memcpy(To, From, 8);
  else
    std::memcpy(To, From, Size);
}

/// Executes the collective of kind \p Kind that the lanes in \p Active wait
/// at together (lane L being \p Lane0[L]); returns how many were released.
unsigned executeTogether(Fiber *Lane0, unsigned First, CollectiveKind Kind, uint64_t Active, uint64_t WaveMask,
                         uint64_t Present, int Wave, unsigned *&Out) {
  auto At = [&](int L) -> Fiber * { return (Active >> L) & 1 ? &Lane0[L] : nullptr; };
  for (uint64_t M = Active; M; M &= M - 1)
    checkMask(Lane0[__builtin_ctzll(M)], Active, WaveMask, Present);
  switch (Kind) {
  case CollectiveKind::Shfl:
  case CollectiveKind::ShflUp:
  case CollectiveKind::ShflDown:
  case CollectiveKind::ShflXor:
    for (uint64_t M = Active; M; M &= M - 1) {
      int L = __builtin_ctzll(M);
      Collective &C = *Lane0[L].Coll;
      int Src = sourceLane(C, L, Wave);
      // A source lane outside the active set has no value to give: the
      // caller keeps its own (CUDA leaves the result undefined).
      const Fiber *From = At(Src) ? At(Src) : &Lane0[L];
      copyValue(C.Result, From->Coll->Value, C.Size);
    }
    break;
  case CollectiveKind::Ballot: {
    uint64_t Bits = 0;
    for (uint64_t M = Active; M; M &= M - 1) {
      int L = __builtin_ctzll(M);
      if (*static_cast<const int *>(Lane0[L].Coll->Value))
        Bits |= 1ull << L;
    }
    for (uint64_t M = Active; M; M &= M - 1)
      *static_cast<uint64_t *>(Lane0[__builtin_ctzll(M)].Coll->Result) = Bits;
    break;
  }
  case CollectiveKind::Match:
    for (uint64_t M = Active; M; M &= M - 1) {
      Collective &C = *Lane0[__builtin_ctzll(M)].Coll;
      uint64_t Bits = 0;
      for (uint64_t N = Active; N; N &= N - 1) {
        int O = __builtin_ctzll(N);
        const Collective &D = *Lane0[O].Coll;
        if (D.Size == C.Size && !std::memcmp(D.Value, C.Value, C.Size))
          Bits |= 1ull << O;
      }
      *static_cast<uint64_t *>(C.Result) = Bits;
    }
    break;
  case CollectiveKind::SyncWarp:
    break;
  }
  unsigned Released = 0;
  for (uint64_t M = Active; M; M &= M - 1) {
    Fiber &F = Lane0[__builtin_ctzll(M)];
    F.Coll->Active = Active;
    F.State = LaneState::Ready;
    if (Out)
      *Out++ = First + unsigned(__builtin_ctzll(M));
    ++Released;
  }
  return Released;
}
} // namespace

unsigned executeWaveCollectives(std::vector<Fiber> &Fibers, unsigned First, unsigned Count, unsigned *&Out) {
  unsigned Released = 0;
  int Wave = waveSize();
  uint64_t WaveMask = Wave == 64 ? ~0ull : 0xffffffffull;
  // The usual case first: every lane that has not finished waits at one
  // collective (kind and site), so they execute it together, as the general
  // rule below would decide.
  {
    Fiber *Wave0 = &Fibers[First];
    uint64_t Present = 0;
    const Collective *C0 = nullptr;
    bool Uniform = true;
    for (unsigned L = 0; L < Count && Uniform; ++L) {
      const Fiber &F = Wave0[L];
      if (F.State == LaneState::Done)
        continue;
      Present |= 1ull << L;
      if (F.State != LaneState::Collective)
        Uniform = false;
      else if (!C0)
        C0 = F.Coll;
      else if (F.Coll->Kind != C0->Kind || F.Coll->Site != C0->Site)
        Uniform = false;
    }
    if (Uniform)
      return C0 ? executeTogether(Wave0, First, C0->Kind, Present, WaveMask, Present, Wave, Out) : 0;
  }
  // One group per call. A group is the lanes waiting at one collective (kind
  // and call site). A *_sync group whose masks name lanes waiting elsewhere
  // is not ready: those lanes are behind (e.g. in a branch body) and run
  // first, as CUDA's *_sync semantics require. Of the ready groups the one
  // at the lowest call site runs; if none is ready, the lowest one runs and
  // its mask check reports the misuse.
  {
    struct Group {
      CollectiveKind Kind;
      const void *Site;
      uint64_t Active, Wanted;
    };
    Group Groups[64]; // the first NumGroups are set
    unsigned NumGroups = 0;
    uint64_t Present = 0; // lanes that exist and have not finished
    for (unsigned I = First; I < First + Count; ++I) {
      Fiber &F = Fibers[I];
      if (F.State != LaneState::Done)
        Present |= 1ull << F.TS.Lane;
      if (F.State != LaneState::Collective)
        continue;
      unsigned G = 0;
      while (G < NumGroups && !(Groups[G].Kind == F.Coll->Kind && Groups[G].Site == F.Coll->Site))
        ++G;
      if (G == NumGroups)
        Groups[NumGroups++] = Group{F.Coll->Kind, F.Coll->Site, 0, 0};
      Groups[G].Active |= 1ull << F.TS.Lane;
      if (F.Coll->HasMask)
        Groups[G].Wanted |= F.Coll->Mask & WaveMask;
    }
    if (NumGroups == 0)
      return Released;
    const Group *Best = nullptr;
    for (int Pass = 0; Pass < 2 && !Best; ++Pass)
      for (unsigned G = 0; G < NumGroups; ++G) {
        bool Ready = (Groups[G].Wanted & Present & ~Groups[G].Active) == 0;
        if ((Pass == 1 || Ready) && (!Best || std::less<const void *>()(Groups[G].Site, Best->Site)))
          Best = &Groups[G];
      }
    // The sites that execute together: Best's, and where Best is a *_sync
    // collective waiting for lanes that wait at another site of the same kind
    // with the same mask, those too. The optimizer may duplicate one source
    // call (e.g. threading `if (lane == 0) v = ...; v = __shfl_sync(m, v, 0);
    // if (lane == 0) ...` on the repeated condition), and the mask says that
    // these lanes meet at one collective.
    const void *Sites[64];
    unsigned NumSites = 0;
    Sites[NumSites++] = Best->Site;
    if (Best->Wanted & Present & ~Best->Active) {
      uint64_t Union = Best->Active, Wanted = Best->Wanted;
      bool Taken[64] = {};
      Taken[Best - Groups] = true;
      for (bool Grew = true; Grew;) {
        Grew = false;
        for (unsigned G = 0; G < NumGroups; ++G) {
          if (Taken[G] || Groups[G].Kind != Best->Kind || !(Groups[G].Active & Wanted))
            continue;
          bool AllMasked = true;
          for (unsigned I = First; I < First + Count; ++I) {
            const Fiber &F = Fibers[I];
            if (F.State == LaneState::Collective && F.Coll->Kind == Groups[G].Kind && F.Coll->Site == Groups[G].Site)
              AllMasked &= F.Coll->HasMask;
          }
          if (!AllMasked)
            continue;
          Taken[G] = Grew = true;
          Sites[NumSites++] = Groups[G].Site;
          Union |= Groups[G].Active;
          Wanted |= Groups[G].Wanted;
        }
      }
      if ((Wanted & Present & ~Union) != 0)
        NumSites = 1; // still incomplete: executed alone, its mask check reports it
    }
    auto AtChosenSite = [&](const Fiber &F) {
      if (F.State != LaneState::Collective || F.Coll->Kind != Best->Kind)
        return false;
      for (unsigned S = 0; S < NumSites; ++S)
        if (F.Coll->Site == Sites[S])
          return true;
      return false;
    };
    uint64_t Active = 0;
    for (unsigned I = First; I < First + Count; ++I) {
      Fiber &F = Fibers[I];
      if (AtChosenSite(F))
        Active |= 1ull << F.TS.Lane;
    }
    Released = executeTogether(&Fibers[First], First, Best->Kind, Active, WaveMask, Present, Wave, Out);
  }
  return Released;
}

namespace {
/// sourceLane for one kind of shuffle, for the loop below.
template <CollectiveKind K> inline int sourceOf(const Collective &C, int Self, int Wave) {
  int Width = C.Width <= 0 || C.Width > Wave ? Wave : C.Width;
  int Base = Self & ~(Width - 1);
  int Index = Self;
  if constexpr (K == CollectiveKind::Shfl) {
    Index = (C.Arg & (Width - 1)) + Base;
  } else if constexpr (K == CollectiveKind::ShflUp) {
    Index = Self - C.Arg;
    if (Index < Base)
      Index = Self;
  } else if constexpr (K == CollectiveKind::ShflDown) {
    Index = Self + C.Arg;
    if ((Self & (Width - 1)) + C.Arg >= Width)
      Index = Self;
  } else {
    Index = Self ^ C.Arg;
    if (Index >= ((Self + Width) & ~(Width - 1)))
      Index = Self;
  }
  return Index & (Wave - 1);
}

template <CollectiveKind K> void shuffleTogether(Collective *const *Cs, uint64_t Active, int Wave) {
  for (uint64_t M = Active; M; M &= M - 1) {
    int L = __builtin_ctzll(M);
    Collective &C = *Cs[L];
    int Src = sourceOf<K>(C, L, Wave);
    // A source lane outside the active set has no value to give: the caller
    // keeps its own (CUDA leaves the result undefined).
    const Collective &From = (Active >> Src) & 1 ? *Cs[Src] : C;
    copyValue(C.Result, From.Value, C.Size);
  }
}
} // namespace

// Shuffles, the usual collective, without the grouping: one loop for the
// kind at hand over the lanes' collectives.
unsigned executeUniform(Fiber *Lane0, Collective *const *Cs, unsigned First, uint64_t Active, bool Masked,
                        unsigned *&Out) {
  int Wave = waveSize();
  uint64_t WaveMask = Wave == 64 ? ~0ull : 0xffffffffull;
  CollectiveKind Kind = Cs[__builtin_ctzll(Active)]->Kind;
  if (Kind != CollectiveKind::Shfl && Kind != CollectiveKind::ShflUp && Kind != CollectiveKind::ShflDown &&
      Kind != CollectiveKind::ShflXor)
    return executeTogether(Lane0, First, Kind, Active, WaveMask, Active, Wave, Out);
  if (Masked)
    for (uint64_t M = Active; M; M &= M - 1)
      checkMask(Lane0[__builtin_ctzll(M)], Active, WaveMask, Active);
  switch (Kind) {
  case CollectiveKind::Shfl: shuffleTogether<CollectiveKind::Shfl>(Cs, Active, Wave); break;
  case CollectiveKind::ShflUp: shuffleTogether<CollectiveKind::ShflUp>(Cs, Active, Wave); break;
  case CollectiveKind::ShflDown: shuffleTogether<CollectiveKind::ShflDown>(Cs, Active, Wave); break;
  default: shuffleTogether<CollectiveKind::ShflXor>(Cs, Active, Wave); break;
  }
  if (!Out) // they go on at once (BlockRunner::executeNow)
    return unsigned(__builtin_popcountll(Active));
  unsigned *Start = Out;
  for (uint64_t M = Active; M; M &= M - 1) {
    int L = __builtin_ctzll(M);
    // (A shuffle's caller does not read Collective::Active: not written.)
    Lane0[L].State = LaneState::Ready;
    *Out++ = First + unsigned(L);
  }
  return unsigned(Out - Start);
}

} // namespace cu2hip_cpu
