// After a #line directive, every diagnostic is at the file's own line and
// column: clang's problems, cu2hip's own findings and the warp notes agree
// (clang's used to name the file and line the directive claims).
// RUN: %cu2hip translate %s --hip-version 6.4 -o %t.hip 2>&1 | FileCheck %s --implicit-check-not=generated.cu
#include <cuda_runtime.h>
#line 500 "generated.cu"
void f() { cudaNotAnApi(); int x = ; }
// CHECK-DAG: line-directive.cu:7:12: warning: clang: use of undeclared identifier 'cudaNotAnApi'
// CHECK-DAG: line-directive.cu:7:36: warning: clang: expected expression
// CHECK-DAG: line-directive.cu:7:12: warning: 'cudaNotAnApi' looks like a CUDA API but cu2hip does not know it
