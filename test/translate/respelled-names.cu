// Respelled names (rows: lib/Mapping/Respellings.def): a CUDA name whose HIP
// spelling changed between releases gets the spelling of the target release,
// written by the rename pass (MappingEntry::hipIn): CUSPARSE_ORDER_COL is
// HIPSPARSE_ORDER_COLUMN before HIP 5.4 and HIPSPARSE_ORDER_COL (the table's
// row) from 5.4 on. The 5.2 output compiles with hipcc against Debian's
// hipSPARSE. A `keep` rule leaves the name as written at any target.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: not grep -q warning %t.err
// RUN: %if hipsparse %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 6.3 | FileCheck %s --check-prefix=HIP63
// RUN: printf 'version: 1\nrules:\n  - keep: [CUSPARSE_ORDER_COL]\n' > %t.keep.yaml
// RUN: %cu2hip translate %s -q --hip-version 5.2 --rules %t.keep.yaml | FileCheck %s --check-prefix=KEEP

#include <cuda_runtime.h>
#include <cusparse.h>

cusparseStatus_t dense(cusparseDnMatDescr_t *m, int rows, int cols, float *values) {
  cusparseOrder_t order = CUSPARSE_ORDER_COL;
// CHECK: {{^}}  hipsparseOrder_t order = HIPSPARSE_ORDER_COLUMN;
// HIP63: {{^}}  hipsparseOrder_t order = HIPSPARSE_ORDER_COL;
// KEEP: {{^}}  hipsparseOrder_t order = CUSPARSE_ORDER_COL;
  return cusparseCreateDnMat(m, rows, cols, rows, values, CUDA_R_32F, order == CUSPARSE_ORDER_ROW ? CUSPARSE_ORDER_ROW : CUSPARSE_ORDER_COL);
// CHECK: {{^}}  return hipsparseCreateDnMat(m, rows, cols, rows, values, HIP_R_32F, order == HIPSPARSE_ORDER_ROW ? HIPSPARSE_ORDER_ROW : HIPSPARSE_ORDER_COLUMN);
// HIP63: {{^}}  return hipsparseCreateDnMat(m, rows, cols, rows, values, HIP_R_32F, order == HIPSPARSE_ORDER_ROW ? HIPSPARSE_ORDER_ROW : HIPSPARSE_ORDER_COL);
}
