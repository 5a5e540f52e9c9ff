// A rename onto a name the translation unit already declares would make two
// entities one (`counter` -> `total` beside `int total`): only the AST knows,
// so `rules check` accepts the file, and translate leaves that rename undone
// in this file with warning CU2HIP-W0500 at its first use; the other rules
// apply. The same for a macro-prefix rule (CUDA_ON -> HIP_ON beside HIP_ON).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2hip rules check %S/Inputs/onto-declared.yaml | FileCheck %s --check-prefix=RULES
// RULES: onto-declared.yaml: 3 rules, ok
// RUN: %cu2hip translate %s --rules %S/Inputs/onto-declared.yaml -o %t/out.hip 2> %t/err
// RUN: FileCheck %s < %t/out.hip
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: < %t/err
// RUN: %cu2hip translate %t/out.hip --rules %S/Inputs/onto-declared.yaml -o %t/again.hip 2> /dev/null
// RUN: cmp %t/out.hip %t/again.hip
#define CUDA_ON 1
#define HIP_ON 1
#define CUDA_OFF 0
// DIAG: rename-onto-declared.cu:[[@LINE-3]]:9: warning: user rule renames 'CUDA_ON' to 'HIP_ON', which this translation unit already declares: the two would become one name; 'CUDA_ON' is left unchanged in this file [user-rules] [CU2HIP-W0500]
// CHECK: {{^}}#define CUDA_ON 1
// CHECK: {{^}}#define HIP_ON 1
// CHECK: {{^}}#define HIP_OFF 0
int counter = CUDA_ON;
// DIAG: rename-onto-declared.cu:[[@LINE-1]]:5: warning: user rule renames 'counter' to 'total', which this translation unit already declares: the two would become one name; 'counter' is left unchanged in this file [user-rules] [CU2HIP-W0500]
// CHECK: {{^}}int counter = CUDA_ON;
int total = CUDA_OFF;
// CHECK: {{^}}int total = HIP_OFF;
__global__ void scale(float *x) { x[threadIdx.x] *= counter + total; }
// CHECK: {{^}}__global__ void scaleBy(float *x) { x[threadIdx.x] *= counter + total; }
int main() { return counter; }
// CHECK: {{^}}int main() { return counter; }
