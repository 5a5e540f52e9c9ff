// SARIF locations count columns in code points, fix-its too, and point at the
// file by its URI relative to --sarif-root, while the text output counts bytes.
// RUN: %cu2hip warp-check %s --warp-model native | FileCheck %s --check-prefix=TEXT
// RUN: %cu2hip warp-check %s --warp-model native --format sarif --sarif-root %S | FileCheck %s --check-prefix=SARIF
__global__ void k(int *o) {
  /* ünïcödé */ int lane = threadIdx.x % 32;
  o[lane] = lane;
}
// TEXT: sarif-columns.cu:6:32: remark: warp-size site [1 warp-width constant]
// TEXT: native fix-it: 6:46-6:48 -> 'warpSize'

// SARIF: "columnKind": "unicodeCodePoints",
// SARIF: "artifactChanges": [
// SARIF: "uri": "sarif-columns.cu",
// SARIF-NEXT: "uriBaseId": "SRCROOT"
// SARIF: "deletedRegion": {
// SARIF-NEXT: "endColumn": 44,
// SARIF-NEXT: "endLine": 6,
// SARIF-NEXT: "startColumn": 42,
// SARIF: "region": {
// SARIF-NEXT: "startColumn": 28,
// SARIF-NEXT: "startLine": 6
// SARIF: "ruleId": "CU2HIP-R0021/1",
// SARIF: "fullName": "cu2hip CUDA-to-HIP translator: warp-size check",
