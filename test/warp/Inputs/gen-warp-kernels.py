#!/usr/bin/env python3
"""Writes one self-contained CUDA program of random warp kernels (issue 29).

    gen-warp-kernels.py --seed N [--kernels K] [-o FILE]

The kernels are built from a grammar of the idioms real CUDA code uses with
32-lane warps: __ballot_sync, __any_sync and __all_sync (full and computed
masks), __activemask, __popc/__ffs of ballots, shuffle loops (offsets 16..1,
from warpSize / 2, ascending xor butterflies, unrolled), __shfl_up scans,
broadcasts, lanes and warp ids spelled % 32, & 31, % warpSize, / 32, >> 5 or
computed by __device__ helpers from parameters, per-warp shared buffers
(`__shared__ int partial[32]`, or sized by the launch, read under
threadIdx.x < blockDim.x / 32), branches on the lane with the masks of the
lanes that take them, blocks that are not multiples of 32 or 64, several
blocks. Some kernels compute only totals that are the same at any width, the
shapes --warp-model native adapts. Each kernel writes integers to
its own global buffer, which the host prints in a fixed order.

Every program is valid CUDA, so its `--warp-model none` translation run on
the CPU backend at CU2HIP_WAVE=32 prints CUDA's answer: a *_sync mask names
exactly the lanes that make the call (lanes past a partial warp's end do not
exist, which CUDA allows); a shuffle's value is used only when its source
lane exists (in a partial warp the read is guarded by the warp's lane count);
a loop that ends on a vote ends on every lane. The same seed always gives the
same program (Python's random.Random is stable across versions for these
calls).
"""
import argparse
import random
import sys

FULL_BLOCKS = [32, 64, 96, 128, 160, 192, 256]
PARTIAL_BLOCKS = [33, 48, 65, 100, 129, 200]
INPUT = 1024  # ints of input every kernel reads


class Kernel:
    def __init__(self, gen, index):
        self.g = gen
        self.r = gen.r
        self.name = "k%d" % index
        # Some kernels compute only what is the same at any warp width (per-
        # thread values, warp sums added up per block): the shapes native
        # adapts, so that its rewrites run too. Most of their blocks are
        # whole 64-lane wavefronts, which native needs for shuffles.
        self.totals = self.r.random() < 0.4
        if self.totals and self.r.random() < 0.75:
            self.block = self.r.choice([64, 128, 192, 256])
        else:
            self.block = self.r.choice(FULL_BLOCKS + PARTIAL_BLOCKS)
        self.grid = self.r.choice([1, 1, 2, 3])
        self.full = self.block % 32 == 0  # every warp has 32 lanes
        self.lines = []
        self.temp = 0
        self.need_cnt = False
        self.threads = self.block * self.grid
        self.warps_per_block = (self.block + 31) // 32
        # out: one int per thread, then one per warp, then one per block.
        self.warp_base = self.threads
        self.block_base = self.warp_base + self.grid * self.warps_per_block
        self.size = self.block_base + self.grid
        self.shared_bytes = 0  # dynamic shared memory of the launch

    def t(self, stem):
        self.temp += 1
        return "%s%d" % (stem, self.temp)

    def emit(self, line):
        self.lines.append("  " + line)

    # Spellings ------------------------------------------------------------
    def full_mask(self):
        return self.r.choice(["0xffffffff", "0xffffffffu", "FULL_MASK", "~0u"])

    def lane_expr(self):
        choice = self.r.choice(["%", "&", "warpSize", "laneOf", "laneOfMask", "laneIn32", "laneInWarpSize"])
        if self.totals and self.r.random() < 0.7:  # spelled where native can follow it
            choice = self.r.choice(["%", "&", "warpSize"])
        if choice == "%":
            return "threadIdx.x % 32"
        if choice == "&":
            return "threadIdx.x & 31"
        if choice == "warpSize":
            return "threadIdx.x % warpSize"
        if choice == "laneOf":
            self.g.helpers.add("laneOf")
            return "laneOf(threadIdx.x)"
        if choice == "laneOfMask":
            self.g.helpers.add("laneOfMask")
            return "laneOfMask(threadIdx.x)"
        self.g.helpers.add("laneIn")
        return "laneIn(threadIdx.x, %s)" % ("32" if choice == "laneIn32" else "warpSize")

    def warp_expr(self):
        choice = self.r.choice(["/", ">>", "warpSize", "warpOf", "warpOfShift"])
        if self.totals and self.r.random() < 0.7:
            choice = self.r.choice(["/", ">>", "warpSize"])
        if choice == "/":
            return "threadIdx.x / 32"
        if choice == ">>":
            return "threadIdx.x >> 5"
        if choice == "warpSize":
            return "threadIdx.x / warpSize"
        self.g.helpers.add(choice)
        return "%s(threadIdx.x)" % choice

    def pred(self, own=False):
        """A lane's predicate; \p own: of its own data only (not its lane)."""
        c = self.r.randint(-3, 9)
        preds = ["v > %d" % c, "(v & 1) != 0", "v % 3 == 0", "in[tid %% 256] > %d" % c]
        if not own:
            preds += ["lane < %d" % self.r.randint(1, 31), "v < lane", "in[lane] > %d" % c]
        return self.r.choice(preds)

    def step_arith(self):
        self.emit(self.r.choice(["v = v * 3 + 1;", "v -= tid % 5;", "v = (v ^ 6) - 2;", "v = max(v, -4);"]))

    def step_own_loop(self):
        """A loop on a vote whose body works only on the lanes whose predicate holds."""
        m = self.full_mask()
        d = self.r.randint(1, 4)
        self.emit("v = v % 50;")
        if self.r.randrange(2):
            self.emit("while (__any_sync(%s, v > 0)) {" % m)
            self.emit("  if (v > 0) v -= %d;" % d)
            self.emit("}")
        else:
            n = self.t("n")
            self.emit("int %s = 0;" % n)
            self.emit("while (__any_sync(%s, v > 0)) {" % m)
            self.emit("  if (v > 0) {")
            self.emit("    v -= %d;" % d)
            self.emit("    ++%s;" % n)
            self.emit("  }")
            self.emit("}")
            self.emit("v += %s;" % n)

    # Steps: each leaves every existing lane of the block converged ----------
    def step_ballot(self):
        b = self.t("b")
        m = self.full_mask()
        p = self.pred()
        form = self.r.randrange(6)
        if form == 0:
            self.emit("unsigned %s = __ballot_sync(%s, %s);" % (b, m, p))
            self.emit("v += __popc(%s);" % b)
        elif form == 1:
            self.emit("unsigned %s = __ballot_sync(%s, %s);" % (b, m, p))
            self.emit("v += __ffs(%s);" % b)
        elif form == 2:  # the lane's rank among the voters (stream compaction)
            self.emit("unsigned %s = __ballot_sync(%s, %s);" % (b, m, p))
            self.emit("v += __popc(%s & ((1u << lane) - 1));" % b)
        elif form == 3:
            self.emit("v += __popc(__ballot_sync(%s, %s));" % (m, p))
        elif form == 4:
            self.emit("unsigned %s = __ballot_sync(%s, %s);" % (b, m, p))
            self.emit("if (%s & (1u << lane)) v += 2;" % b)
        else:
            self.emit("v += __popc(__activemask()) % 7;")

    def step_vote(self):
        m = self.full_mask()
        p = self.pred()
        form = self.r.randrange(3)
        if form == 0:
            self.emit("v += __any_sync(%s, %s) ? 1 : -1;" % (m, p))
        elif form == 1:
            self.emit("if (__all_sync(%s, %s)) v += 5;" % (m, p))
        else:
            a = self.t("a")
            self.emit("int %s = __all_sync(%s, %s) + 2 * __any_sync(%s, %s);" % (a, m, p, m, self.pred()))
            self.emit("v = v * 4 + %s;" % a)

    def step_vote_loop(self):
        m = self.full_mask()
        d = self.r.randint(1, 4)
        form = self.r.randrange(4)
        self.emit("v = v % 50;")  # bounds the trip count
        if form == 0:  # the body leaves finished lanes alone
            self.emit("while (__any_sync(%s, v > 0)) {" % m)
            self.emit("  if (v > 0) v -= %d;" % d)
            self.emit("}")
        elif form == 1:
            self.emit("while (__any_sync(%s, v != 0)) v /= 2;" % m)
        elif form == 2:  # counts the warp's iterations
            it = self.t("it")
            self.emit("int %s = 0;" % it)
            self.emit("while (__any_sync(%s, v > 0)) {" % m)
            self.emit("  v -= %d;" % d)
            self.emit("  ++%s;" % it)
            self.emit("}")
            self.emit("v += %s;" % it)
        else:
            self.emit("do {")
            self.emit("  v -= %d;" % d)
            self.emit("} while (!__all_sync(%s, v <= 0));" % m)

    def reduce_loop(self, op, guarded):
        """A warp reduction of v (sum or max) over the shuffle loop shapes."""
        m = self.full_mask()
        combine = {"sum": "v += %s;", "max": "v = max(v, %s);"}[op]
        shapes = ["down16", "downWarpSize", "xor16", "xorUp", "xorUpWarpSize"]
        if not guarded:
            shapes += ["unrolled", "helper"]
        shape = self.r.choice(shapes)
        o = self.t("o")
        if shape == "unrolled":
            for k in (16, 8, 4, 2, 1):
                self.emit(combine % ("__shfl_down_sync(%s, v, %d)" % (m, k)))
            return
        if shape == "helper":
            name = "warpSum" if op == "sum" else "warpMax"
            self.g.helpers.add(name)
            self.emit("v = %s(v);" % name)
            return
        if shape == "down16":
            head, call, src = "for (int %s = 16; %s > 0; %s /= 2)", "__shfl_down_sync(%s, v, %s)", "lane + %s"
        elif shape == "downWarpSize":
            head, call, src = "for (int %s = warpSize / 2; %s > 0; %s /= 2)", "__shfl_down_sync(%s, v, %s)", "lane + %s"
        elif shape == "xor16":
            head, call, src = "for (int %s = 16; %s >= 1; %s >>= 1)", "__shfl_xor_sync(%s, v, %s)", "(lane ^ %s)"
        elif shape == "xorUp":
            head, call, src = "for (int %s = 1; %s < 32; %s *= 2)", "__shfl_xor_sync(%s, v, %s)", "(lane ^ %s)"
        else:
            head, call, src = "for (int %s = 1; %s < warpSize; %s <<= 1)", "__shfl_xor_sync(%s, v, %s)", "(lane ^ %s)"
        head = head % (o, o, o)
        call = call % (m, o)
        if not guarded:
            self.emit(head)
            self.emit("  " + combine % call)
            return
        # A partial warp: the lanes past its end hold nothing to read.
        self.need_cnt = True
        x = self.t("x")
        self.emit(head + " {")
        self.emit("  int %s = %s;" % (x, call))
        self.emit("  if (%s < cnt) %s" % (src % o, combine % x))
        self.emit("}")

    def step_reduce(self):
        self.reduce_loop(self.r.choice(["sum", "sum", "max"]), not self.full)

    def step_scan(self):
        m = self.full_mask()
        d = self.t("d")
        x = self.t("x")
        bound = self.r.choice(["32", "warpSize"])
        self.emit("for (int %s = 1; %s < %s; %s *= 2) {" % (d, d, bound, d))
        self.emit("  int %s = __shfl_up_sync(%s, v, %s);" % (x, m, d))
        self.emit("  if (lane >= %s) v += %s;" % (d, x))
        self.emit("}")

    def step_broadcast(self):
        m = self.full_mask()
        forms = ["first", "first"]
        forms += ["last", "rotate", "pair"] if self.full else ["lastExisting"]
        form = self.r.choice(forms)
        if form == "first":
            self.emit("v += __shfl_sync(%s, v, 0);" % m)
        elif form == "last":
            self.emit("v -= __shfl_sync(%s, v, 31);" % m)
        elif form == "rotate":
            self.emit("v += 3 * __shfl_sync(%s, v, (lane + 1) %% 32);" % m)
        elif form == "pair":
            self.emit("v += __shfl_xor_sync(%s, v, 1) * 2;" % m)
        else:
            self.need_cnt = True
            self.emit("v += __shfl_sync(%s, v, cnt - 1);" % m)

    def step_divergent(self):
        self.divergent()
        # The lanes meet again before the next collective. CUDA needs no call
        # where the next mask is full, but the none translation drops masks,
        # and the CPU backend runs unmasked collectives that lanes reach from
        # different places in the order of their code addresses.
        self.emit("__syncwarp();")

    def divergent(self):
        p = self.pred().replace("lane < ", "lane > ")
        forms = ["lowBallot", "evenVote", "computed"]
        if self.full:
            forms += ["lowShuffle", "halves"]
        form = self.r.choice(forms)
        if form == "lowBallot":  # lanes below h, their constant mask
            h = self.r.choice([8, 16, 24])
            self.emit("if (lane < %d) {" % h)
            self.emit("  v += __popc(__ballot_sync(0x%x, %s));" % ((1 << h) - 1, p))
            self.emit("}")
        elif form == "evenVote":
            self.emit("if (lane % 2 == 0) {")
            self.emit("  v += __any_sync(0x55555555, %s) ? 10 : 20;" % p)
            self.emit("}")
        elif form == "computed":  # the mask of the lanes that take the branch
            c = self.t("c")
            mk = self.t("mask")
            self.emit("bool %s = %s;" % (c, self.pred()))
            self.emit("unsigned %s = __ballot_sync(%s, %s);" % (mk, self.full_mask(), c))
            self.emit("if (%s) {" % c)
            self.emit("  v += __popc(__ballot_sync(%s, %s)) * 3;" % (mk, p))
            if self.r.randrange(2):
                self.emit("  v += __all_sync(%s, v > 0);" % mk)
            self.emit("}")
        elif form == "lowShuffle":  # a 16-lane reduction in the lanes below 16
            o = self.t("o")
            self.emit("if (lane < 16) {")
            self.emit("  for (int %s = 8; %s > 0; %s /= 2)" % (o, o, o))
            self.emit("    v += __shfl_down_sync(0xffff, v, %s, 16);" % o)
            self.emit("}")
        else:  # each half of the warp its own collective
            self.emit("if (lane < 16) {")
            self.emit("  v += __shfl_xor_sync(0x0000ffff, v, 1, 16);")
            self.emit("} else {")
            self.emit("  v -= __popc(__ballot_sync(0xffff0000, %s));" % p)
            self.emit("}")

    STEPS = ["ballot", "vote", "vote_loop", "reduce", "scan", "broadcast", "divergent"]

    # Where the results go -------------------------------------------------
    def finish(self, form=None):
        form = form or self.r.choice(["thread", "thread", "warp", "atomic", "block", "block"])
        if form == "thread":
            self.emit("out[tid] = v;")
        elif form == "warp":  # per-warp results, as a host that counts warps of 32 reads them
            self.emit("out[tid] = v;")
            self.emit("if (lane == 0) out[%d + blockIdx.x * %d + wid] = v;" % (self.warp_base, self.warps_per_block))
        elif form == "atomic":  # one lane per warp adds its warp's sum to the block's
            self.reduce_loop("sum", not self.full)
            self.emit("if (lane == 0) atomicAdd(&out[%d + blockIdx.x], v);" % self.block_base)
        else:  # the block reduction: per-warp partials in shared memory
            self.reduce_loop("sum", not self.full)
            count = self.r.choice(["blockDim.x / 32", "blockDim.x >> 5", "(blockDim.x + 31) / 32",
                                   "blockDim.x / warpSize", "(blockDim.x + warpSize - 1) / warpSize"])
            buf = self.r.choice(["partial[32]", "partial[32]", "partial[%d]" % self.warps_per_block, "extern"])
            if buf == "extern":  # sized by the launch: one int per warp of 32
                self.shared_bytes = 4 * self.warps_per_block
                self.emit("extern __shared__ int partial[];")
            else:
                self.emit("__shared__ int %s;" % buf)
            self.emit("if (lane == 0) partial[wid] = v;")
            self.emit("__syncthreads();")
            self.emit("v = threadIdx.x < %s ? partial[lane] : 0;" % count)
            self.emit("if (wid == 0) {")
            # Warp 0 is whole in every block size used (at least 33 threads or 32).
            save = self.lines
            self.lines = []
            self.reduce_loop("sum", False)
            save += ["  " + l for l in self.lines]
            self.lines = save
            self.emit("}")
            self.emit("if (threadIdx.x == 0) out[%d + blockIdx.x] = v;" % self.block_base)

    def finish_totals(self):
        """Warp sums and ballot counts added up per block: the same at any width."""
        form = self.r.choice(["atomic", "atomic", "count", "block", "block"])
        if form == "count":
            self.emit("if (lane == 0) atomicAdd(&out[%d + blockIdx.x], __popc(__ballot_sync(%s, %s)));" %
                      (self.block_base, self.full_mask(), self.pred(own=True)))
            return
        self.finish(form)

    def build(self):
        self.emit("int tid = blockIdx.x * blockDim.x + threadIdx.x;")
        self.emit("int lane = %s;" % self.lane_expr())
        self.emit("int wid = %s;" % self.warp_expr())
        self.emit("int v = in[(tid * %d + %d) %% %d];" % (self.r.choice([1, 3, 7]), self.r.randrange(INPUT), INPUT))
        body_at = len(self.lines)
        if self.totals:
            for _ in range(self.r.randint(0, 2)):
                getattr(self, "step_" + self.r.choice(["arith", "own_loop"]))()
            self.finish_totals()
        else:
            for _ in range(self.r.randint(1, 3)):
                getattr(self, "step_" + self.r.choice(self.STEPS))()
                # Bounded, so that no sum of sums overflows (undefined in C++).
                self.emit("v %= 4096;")
            self.finish()
        if self.need_cnt:  # the lanes of this warp (all but the last warp have 32)
            self.lines.insert(body_at, "  int cnt = __popc(__ballot_sync(%s, 1));" % self.full_mask())
        return ["__global__ void %s(const int *in, int *out) {" % self.name] + self.lines + ["}"]


HELPERS = {
    "laneOf": "__device__ int laneOf(unsigned t) { return t % 32; }",
    "laneOfMask": "__device__ int laneOfMask(unsigned t) { return t & 31; }",
    "laneIn": "__device__ int laneIn(unsigned t, int width) { return t % width; }",
    "warpOf": "__device__ int warpOf(unsigned t) { return t / 32; }",
    "warpOfShift": "__device__ int warpOfShift(unsigned t) { return t >> 5; }",
    "warpSum": "__device__ int warpSum(int v) {\n"
               "  for (int o = 16; o > 0; o /= 2)\n"
               "    v += __shfl_xor_sync(0xffffffff, v, o);\n"
               "  return v;\n}",
    "warpMax": "__device__ int warpMax(int v) {\n"
               "  for (int o = warpSize / 2; o > 0; o /= 2)\n"
               "    v = max(v, __shfl_down_sync(0xffffffff, v, o));\n"
               "  return v;\n}",
}


class Program:
    def __init__(self, seed, kernels):
        self.r = random.Random(seed)
        self.seed = seed
        self.helpers = set()
        self.kernels = [Kernel(self, i) for i in range(kernels)]
        self.bodies = [k.build() for k in self.kernels]

    def text(self):
        out = ["// Generated by test/warp/Inputs/gen-warp-kernels.py --seed %d --kernels %d" %
               (self.seed, len(self.kernels)),
               "#include <cstdio>",
               "#include <cuda_runtime.h>",
               "",
               "#define FULL_MASK 0xffffffffu",
               ""]
        for name in sorted(self.helpers):
            out += [HELPERS[name], ""]
        for body in self.bodies:
            out += body + [""]
        biggest = max(k.size for k in self.kernels)
        out += ["int main() {",
                "  static int hin[%d], hout[%d];" % (INPUT, biggest),
                "  unsigned x = %du;" % (self.seed * 2654435761 % (1 << 32) | 1),
                "  for (int i = 0; i < %d; ++i) {" % INPUT,
                "    x = x * 1664525u + 1013904223u;",
                "    hin[i] = (int)((x >> 16) % 23) - 6;",
                "  }",
                "  int *in, *out;",
                "  cudaMalloc(&in, sizeof hin);",
                "  cudaMalloc(&out, sizeof hout);",
                "  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);"]
        for k in self.kernels:
            out += ["  cudaMemset(out, 0, sizeof hout);",
                    "  %s<<<%d, %d%s>>>(in, out);" % (k.name, k.grid, k.block,
                                                       ", %d * sizeof(int)" % (k.shared_bytes // 4)
                                                       if k.shared_bytes else ""),
                    "  cudaMemcpy(hout, out, %d * sizeof(int), cudaMemcpyDeviceToHost);" % k.size,
                    "  for (int i = 0; i < %d; i += 16) {" % k.size,
                    "    printf(\"%s <<<%d, %d>>> %%d:\", i);" % (k.name, k.grid, k.block),
                    "    for (int j = i; j < i + 16 && j < %d; ++j)" % k.size,
                    "      printf(\" %d\", hout[j]);",
                    "    printf(\"\\n\");",
                    "  }"]
        out += ["  return 0;", "}", ""]
        return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--kernels", type=int, default=12)
    ap.add_argument("-o", "--output", default="-")
    a = ap.parse_args()
    if a.kernels < 1:
        ap.error("--kernels must be at least 1")
    text = Program(a.seed, a.kernels).text()
    if a.output == "-":
        sys.stdout.write(text)
    else:
        with open(a.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
