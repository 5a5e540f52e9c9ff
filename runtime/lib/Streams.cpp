// Streams, events, host callbacks and graphs. Work runs on the issuing thread
// in issue order (Internal.h, submit); a capturing stream records it as graph
// nodes instead, which hipGraphLaunch later runs in dependency order.
#include "Internal.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <vector>

struct hipGraphNode {
  hipGraphNodeType Type;
  cu2hip_cpu::StreamWork Work;
  std::vector<hipGraphNode *> Deps;
  hipGraph_t Child = nullptr;
};
struct ihipGraph {
  std::vector<std::unique_ptr<hipGraphNode>> Nodes;
};
struct hipGraphExec {
  std::vector<cu2hip_cpu::StreamWork> Order;
};
struct ihipStream_t {
  unsigned Flags = 0;
  int Priority = 0;
  hipGraph_t Capture = nullptr; ///< the graph this stream records into
  bool CaptureOrigin = false;
  std::vector<hipGraphNode *> Tail; ///< what the next captured node depends on
};
struct ihipEvent_t {
  unsigned Flags = 0;
  bool Recorded = false;
  std::chrono::steady_clock::time_point Time;
  hipGraph_t CaptureGraph = nullptr;
  std::vector<hipGraphNode *> CaptureTail;
};

namespace cu2hip_cpu {
namespace {
std::recursive_mutex StreamMutex;
std::vector<ihipStream_t *> &liveStreams() {
  static auto *V = new std::vector<ihipStream_t *>();
  return *V;
}
ihipStream_t *resolve(hipStream_t S) {
  static auto *Null = new ihipStream_t();
  if (S == nullptr || S == hipStreamLegacy || S == hipStreamPerThread)
    return Null;
  return S;
}
hipGraphNode *addNode(hipGraph_t G, hipGraphNodeType Type, StreamWork Work, const hipGraphNode_t *Deps, size_t N) {
  auto Node = std::make_unique<hipGraphNode>();
  Node->Type = Type;
  Node->Work = std::move(Work);
  Node->Deps.assign(Deps, Deps + N);
  G->Nodes.push_back(std::move(Node));
  return G->Nodes.back().get();
}
} // namespace

hipError_t submit(hipStream_t Stream, hipGraphNodeType Type, StreamWork Work) {
  ihipStream_t *S = resolve(Stream);
  {
    std::lock_guard<std::recursive_mutex> Lock(StreamMutex);
    if (S->Capture) {
      hipGraphNode *N = addNode(S->Capture, Type, std::move(Work), S->Tail.data(), S->Tail.size());
      S->Tail.assign(1, N);
      return hipSuccess;
    }
  }
  return Work();
}

} // namespace cu2hip_cpu

using namespace cu2hip_cpu;

// ---- Streams ---------------------------------------------------------------------------
hipError_t hipStreamCreateWithPriority(hipStream_t *S, unsigned Flags, int Priority) {
  ensureInit();
  if (!S) return setError(hipErrorInvalidValue);
  auto *N = new ihipStream_t();
  N->Flags = Flags;
  N->Priority = Priority;
  std::lock_guard<std::recursive_mutex> Lock(StreamMutex);
  liveStreams().push_back(N);
  *S = N;
  return hipSuccess;
}
hipError_t hipStreamCreateWithFlags(hipStream_t *S, unsigned Flags) { return hipStreamCreateWithPriority(S, Flags, 0); }
hipError_t hipStreamCreate(hipStream_t *S) { return hipStreamCreateWithPriority(S, 0, 0); }
hipError_t hipStreamDestroy(hipStream_t S) {
  if (!S || S == hipStreamLegacy || S == hipStreamPerThread) return setError(hipErrorInvalidHandle);
  std::lock_guard<std::recursive_mutex> Lock(StreamMutex);
  auto &L = liveStreams();
  for (size_t I = 0; I < L.size(); ++I)
    if (L[I] == S) {
      L.erase(L.begin() + long(I));
      delete S;
      return hipSuccess;
    }
  return setError(hipErrorInvalidHandle);
}
hipError_t hipStreamSynchronize(hipStream_t S) {
  if (resolve(S)->Capture) return setError(hipErrorStreamCaptureUnsupported);
  return hipSuccess;
}
hipError_t hipDeviceSynchronize() { return hipSuccess; }
hipError_t hipStreamQuery(hipStream_t) { return hipSuccess; }
hipError_t hipStreamGetFlags(hipStream_t S, unsigned *F) { *F = resolve(S)->Flags; return hipSuccess; }
hipError_t hipStreamGetPriority(hipStream_t S, int *P) { *P = resolve(S)->Priority; return hipSuccess; }
hipError_t hipStreamAddCallback(hipStream_t S, hipStreamCallback_t Cb, void *Data, unsigned) {
  if (!Cb) return setError(hipErrorInvalidValue);
  return setError(submit(S, hipGraphNodeTypeHost, [S, Cb, Data] {
    Cb(S, hipSuccess, Data);
    return hipSuccess;
  }));
}
hipError_t hipLaunchHostFunc(hipStream_t S, hipHostFn_t Fn, void *Data) {
  if (!Fn) return setError(hipErrorInvalidValue);
  return setError(submit(S, hipGraphNodeTypeHost, [Fn, Data] {
    Fn(Data);
    return hipSuccess;
  }));
}

// ---- Events ----------------------------------------------------------------------------
hipError_t hipEventCreateWithFlags(hipEvent_t *E, unsigned Flags) {
  if (!E) return setError(hipErrorInvalidValue);
  *E = new ihipEvent_t();
  (*E)->Flags = Flags;
  return hipSuccess;
}
hipError_t hipEventCreate(hipEvent_t *E) { return hipEventCreateWithFlags(E, 0); }
hipError_t hipEventDestroy(hipEvent_t E) {
  if (!E) return setError(hipErrorInvalidHandle);
  delete E;
  return hipSuccess;
}
hipError_t hipEventRecord(hipEvent_t E, hipStream_t Stream) {
  if (!E) return setError(hipErrorInvalidHandle);
  ihipStream_t *S = resolve(Stream);
  {
    std::lock_guard<std::recursive_mutex> Lock(StreamMutex);
    if (S->Capture) {
      // In a capture an event marks a point other streams can join at.
      E->CaptureGraph = S->Capture;
      E->CaptureTail = S->Tail;
      return hipSuccess;
    }
  }
  E->CaptureGraph = nullptr;
  E->Time = std::chrono::steady_clock::now();
  E->Recorded = true;
  return hipSuccess;
}
hipError_t hipEventSynchronize(hipEvent_t E) { return E ? hipSuccess : setError(hipErrorInvalidHandle); }
hipError_t hipEventQuery(hipEvent_t E) { return E ? hipSuccess : setError(hipErrorInvalidHandle); }
hipError_t hipEventElapsedTime(float *Ms, hipEvent_t A, hipEvent_t B) {
  if (!Ms || !A || !B) return setError(!Ms ? hipErrorInvalidValue : hipErrorInvalidHandle);
  if ((A->Flags | B->Flags) & hipEventDisableTiming) return setError(hipErrorInvalidHandle);
  if (!A->Recorded || !B->Recorded) return setError(hipErrorNotReady);
  *Ms = std::chrono::duration<float, std::milli>(B->Time - A->Time).count();
  return hipSuccess;
}
hipError_t hipStreamWaitEvent(hipStream_t Stream, hipEvent_t E, unsigned) {
  if (!E) return setError(hipErrorInvalidHandle);
  ihipStream_t *S = resolve(Stream);
  std::lock_guard<std::recursive_mutex> Lock(StreamMutex);
  if (E->CaptureGraph) {
    // Joining a capture: this stream records into the same graph from now on.
    if (S->Capture && S->Capture != E->CaptureGraph) return setError(hipErrorStreamCaptureIsolation);
    if (!S->Capture) {
      S->Capture = E->CaptureGraph;
      S->CaptureOrigin = false;
      S->Tail.clear();
    }
    for (hipGraphNode *N : E->CaptureTail)
      S->Tail.push_back(N);
  }
  // Outside captures the recorded work already ran: nothing to wait for.
  return hipSuccess;
}

// ---- Capture and graphs ------------------------------------------------------------------
hipError_t hipStreamBeginCapture(hipStream_t Stream, hipStreamCaptureMode) {
  ensureInit();
  ihipStream_t *S = resolve(Stream);
  if (Stream == nullptr) return setError(hipErrorStreamCaptureUnsupported);
  std::lock_guard<std::recursive_mutex> Lock(StreamMutex);
  if (S->Capture) return setError(hipErrorIllegalState);
  S->Capture = new ihipGraph();
  S->CaptureOrigin = true;
  S->Tail.clear();
  return hipSuccess;
}
hipError_t hipStreamEndCapture(hipStream_t Stream, hipGraph_t *G) {
  ihipStream_t *S = resolve(Stream);
  std::lock_guard<std::recursive_mutex> Lock(StreamMutex);
  if (!S->Capture) return setError(hipErrorIllegalState);
  if (!S->CaptureOrigin) return setError(hipErrorStreamCaptureUnmatched);
  hipGraph_t Graph = S->Capture;
  for (ihipStream_t *O : liveStreams())
    if (O->Capture == Graph) {
      O->Capture = nullptr;
      O->Tail.clear();
    }
  S->Capture = nullptr;
  S->Tail.clear();
  if (G) *G = Graph;
  return hipSuccess;
}
hipError_t hipStreamIsCapturing(hipStream_t S, hipStreamCaptureStatus *St) {
  *St = resolve(S)->Capture ? hipStreamCaptureStatusActive : hipStreamCaptureStatusNone;
  return hipSuccess;
}
hipError_t hipStreamGetCaptureInfo(hipStream_t S, hipStreamCaptureStatus *St, unsigned long long *Id) {
  *St = resolve(S)->Capture ? hipStreamCaptureStatusActive : hipStreamCaptureStatusNone;
  if (Id) *Id = reinterpret_cast<uintptr_t>(resolve(S)->Capture);
  return hipSuccess;
}
hipError_t hipGraphCreate(hipGraph_t *G, unsigned) { *G = new ihipGraph(); return hipSuccess; }
hipError_t hipGraphDestroy(hipGraph_t G) { delete G; return hipSuccess; }
hipError_t hipGraphGetNodes(hipGraph_t G, hipGraphNode_t *Nodes, size_t *N) {
  if (!G || !N) return setError(hipErrorInvalidValue);
  if (Nodes)
    for (size_t I = 0; I < *N && I < G->Nodes.size(); ++I) Nodes[I] = G->Nodes[I].get();
  *N = G->Nodes.size();
  return hipSuccess;
}
hipError_t hipGraphGetRootNodes(hipGraph_t G, hipGraphNode_t *Nodes, size_t *N) {
  if (!G || !N) return setError(hipErrorInvalidValue);
  size_t Count = 0;
  for (auto &Node : G->Nodes)
    if (Node->Deps.empty()) {
      if (Nodes && Count < *N) Nodes[Count] = Node.get();
      ++Count;
    }
  *N = Count;
  return hipSuccess;
}
hipError_t hipGraphNodeGetType(hipGraphNode_t N, hipGraphNodeType *T) { *T = N->Type; return hipSuccess; }
hipError_t hipGraphAddDependencies(hipGraph_t, const hipGraphNode_t *From, const hipGraphNode_t *To, size_t N) {
  for (size_t I = 0; I < N; ++I) To[I]->Deps.push_back(From[I]);
  return hipSuccess;
}
hipError_t hipGraphAddEmptyNode(hipGraphNode_t *N, hipGraph_t G, const hipGraphNode_t *D, size_t ND) {
  *N = addNode(G, hipGraphNodeTypeEmpty, [] { return hipSuccess; }, D, ND);
  return hipSuccess;
}
hipError_t hipGraphAddMemcpyNode1D(hipGraphNode_t *N, hipGraph_t G, const hipGraphNode_t *D, size_t ND, void *Dst,
                                   const void *Src, size_t Count, hipMemcpyKind) {
  *N = addNode(G, hipGraphNodeTypeMemcpy, [=] { std::memmove(Dst, Src, Count); return hipSuccess; }, D, ND);
  return hipSuccess;
}
hipError_t hipGraphAddMemsetNode(hipGraphNode_t *N, hipGraph_t G, const hipGraphNode_t *D, size_t ND,
                                 const hipMemsetParams *P) {
  hipMemsetParams C = *P;
  if (C.elementSize != 1 && C.elementSize != 2 && C.elementSize != 4) return setError(hipErrorInvalidValue);
  *N = addNode(G, hipGraphNodeTypeMemset, [C] {
    size_t H = C.height ? C.height : 1;
    for (size_t R = 0; R < H; ++R) {
      char *Row = static_cast<char *>(C.dst) + R * C.pitch;
      for (size_t I = 0; I < C.width; ++I) std::memcpy(Row + I * C.elementSize, &C.value, C.elementSize);
    }
    return hipSuccess;
  }, D, ND);
  return hipSuccess;
}
hipError_t hipGraphAddHostNode(hipGraphNode_t *N, hipGraph_t G, const hipGraphNode_t *D, size_t ND,
                               const hipHostNodeParams *P) {
  hipHostNodeParams C = *P;
  *N = addNode(G, hipGraphNodeTypeHost, [C] { C.fn(C.userData); return hipSuccess; }, D, ND);
  return hipSuccess;
}
hipError_t hipGraphAddKernelNode(hipGraphNode_t *N, hipGraph_t G, const hipGraphNode_t *D, size_t ND,
                                 const hipKernelNodeParams *P) {
  if (!P || !P->func) return setError(hipErrorInvalidValue);
  hipKernelNodeParams C = *P;
  // Bind the arguments now: kernelParams need not outlive this call.
  hipStream_t Capture = nullptr;
  hipGraph_t Tmp = new ihipGraph();
  ihipStream_t Rec;
  Rec.Capture = Tmp;
  Capture = &Rec;
  hipError_t E = launchByAddress("graph kernel node", C.func, C.gridDim, C.blockDim, C.kernelParams,
                                 C.sharedMemBytes, Capture, false);
  if (E != hipSuccess || Tmp->Nodes.size() != 1) {
    delete Tmp;
    return setError(E != hipSuccess ? E : hipErrorInvalidValue);
  }
  *N = addNode(G, hipGraphNodeTypeKernel, std::move(Tmp->Nodes[0]->Work), D, ND);
  delete Tmp;
  return hipSuccess;
}
hipError_t hipGraphAddChildGraphNode(hipGraphNode_t *N, hipGraph_t G, const hipGraphNode_t *D, size_t ND,
                                     hipGraph_t Child) {
  hipGraphExec_t Exec;
  if (hipError_t E = hipGraphInstantiate(&Exec, Child); E != hipSuccess) return E;
  std::shared_ptr<hipGraphExec> Owned(Exec);
  *N = addNode(G, hipGraphNodeTypeGraph, [Owned] {
    for (auto &W : Owned->Order)
      if (hipError_t E = W(); E != hipSuccess) return E;
    return hipSuccess;
  }, D, ND);
  return hipSuccess;
}
hipError_t hipGraphInstantiate(hipGraphExec_t *Exec, hipGraph_t G, hipGraphNode_t *, char *, size_t) {
  if (!Exec || !G) return setError(hipErrorInvalidValue);
  // Kahn's algorithm, earliest-added ready node first: a captured chain keeps its order.
  size_t N = G->Nodes.size();
  std::vector<bool> Done(N, false);
  auto *E = new hipGraphExec();
  for (size_t Emitted = 0; Emitted < N;) {
    bool Progress = false;
    for (size_t I = 0; I < N; ++I) {
      if (Done[I]) continue;
      bool Ready = true;
      for (hipGraphNode *Dep : G->Nodes[I]->Deps) {
        size_t J = 0;
        while (J < N && G->Nodes[J].get() != Dep) ++J;
        if (J < N && !Done[J]) { Ready = false; break; }
      }
      if (!Ready) continue;
      Done[I] = true;
      E->Order.push_back(G->Nodes[I]->Work);
      ++Emitted;
      Progress = true;
      break;
    }
    if (!Progress) {
      delete E;
      return setError(hipErrorInvalidValue); // a cycle
    }
  }
  *Exec = E;
  return hipSuccess;
}
hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t *Exec, hipGraph_t G, unsigned long long) {
  return hipGraphInstantiate(Exec, G);
}
hipError_t hipGraphLaunch(hipGraphExec_t Exec, hipStream_t S) {
  if (!Exec) return setError(hipErrorInvalidValue);
  return setError(submit(S, hipGraphNodeTypeGraph, [Exec] {
    for (auto &W : Exec->Order)
      if (hipError_t E = W(); E != hipSuccess) return E;
    return hipSuccess;
  }));
}
hipError_t hipGraphExecDestroy(hipGraphExec_t Exec) { delete Exec; return hipSuccess; }
