// versioned-names (rows: lib/Mapping/Respellings.def): a CUDA name
// whose HIP spelling changed between releases gets the spelling of the target
// release: CUSPARSE_ORDER_COL is HIPSPARSE_ORDER_COLUMN before HIP 5.4 and
// HIPSPARSE_ORDER_COL (the table's row) from 5.4 on. The 5.2 output compiles
// with hipcc against Debian's hipSPARSE.
// Negative control (--select-rules=-versioned-names): switched off, the output
// is the SAME. Since MappingEntry::hipIn (commit 1f82d67) the rename pass
// writes the target's spelling itself, so this rule changes nothing; the OFF
// lines record that until the rule goes or takes the respelling back (issue 27).
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: not grep -q warning %t.err
// RUN: %if hipsparse %{ %hipcc-gfx90a %t.hip -o %t.o %}
// RUN: %cu2hip translate %s -q --hip-version 6.3 | FileCheck %s --check-prefix=HIP63
// RUN: %cu2hip translate %s -q --hip-version 5.2 --select-rules=-versioned-names | FileCheck %s --check-prefix=OFF

#include <cuda_runtime.h>
#include <cusparse.h>

cusparseStatus_t dense(cusparseDnMatDescr_t *m, int rows, int cols, float *values) {
  cusparseOrder_t order = CUSPARSE_ORDER_COL;
// CHECK: {{^}}  hipsparseOrder_t order = HIPSPARSE_ORDER_COLUMN;
// HIP63: {{^}}  hipsparseOrder_t order = HIPSPARSE_ORDER_COL;
// OFF: {{^}}  hipsparseOrder_t order = HIPSPARSE_ORDER_COLUMN;
  return cusparseCreateDnMat(m, rows, cols, rows, values, CUDA_R_32F, order == CUSPARSE_ORDER_ROW ? CUSPARSE_ORDER_ROW : CUSPARSE_ORDER_COL);
// CHECK: {{^}}  return hipsparseCreateDnMat(m, rows, cols, rows, values, HIP_R_32F, order == HIPSPARSE_ORDER_ROW ? HIPSPARSE_ORDER_ROW : HIPSPARSE_ORDER_COLUMN);
// HIP63: {{^}}  return hipsparseCreateDnMat(m, rows, cols, rows, values, HIP_R_32F, order == HIPSPARSE_ORDER_ROW ? HIPSPARSE_ORDER_ROW : HIPSPARSE_ORDER_COL);
}
