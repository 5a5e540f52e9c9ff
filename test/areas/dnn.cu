// Area: cuDNN -> hipDNN names (the tables' DNN target). Handle and stream,
// tensor/filter/convolution/activation/pooling/LRN descriptors, convolution
// forward with algorithm query and workspace, bias, activation, pooling,
// softmax, batch normalization, tensor ops, and their enumerators.
// Not compiled: no hipDNN or MIOpen package exists in Debian, so the output
// is checked as text. (cu2hip ships no cudnn.h declarations, so clang's parse
// problems are expected; no name may be unknown or unsupported.) Note for the
// table owners: Includes.def maps <cudnn.h> to MIOpen's <miopen/miopen.h>
// while the function rows name hipDNN's API.
// RUN: %cu2hip translate %s -q --hip-version 5.2 -o %t.hip 2> %t.err
// RUN: FileCheck %s < %t.hip
// RUN: FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// DIAG-NOT: {{\[unsupported\]|\[unknown-api\]}}

#include <cuda_runtime.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cudnn.h>
#include <cstdio>

#define CUDNN_CHECK(x)                                                          \
  do {                                                                          \
    cudnnStatus_t s_ = (x);                                                     \
    if (s_ != CUDNN_STATUS_SUCCESS) printf("cudnn: %s\n", cudnnGetErrorString(s_)); \
  } while (0)
// CHECK: {{^}}    hipdnnStatus_t s_ = (x);
// CHECK: {{^}}    if (s_ != HIPDNN_STATUS_SUCCESS) printf("cudnn: %s\n", hipdnnGetErrorString(s_));

int dnnSample(float *x, float *w, float *bias, float *y, float *pooled, float *probs, float *bnScale,
              float *bnBias, float *mean, float *var, void *workspace, size_t wsBytes, cudaStream_t stream) {
// CHECK: {{^}}              float *bnBias, float *mean, float *var, void *workspace, size_t wsBytes, hipStream_t stream) {
  cudnnHandle_t h;
// CHECK: {{^}}  hipdnnHandle_t h;
  CUDNN_CHECK(cudnnCreate(&h));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreate(&h));
  CUDNN_CHECK(cudnnSetStream(h, stream));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSetStream(h, stream));
  size_t version = cudnnGetVersion();
// CHECK: {{^}}  size_t version = hipdnnGetVersion();

  cudnnTensorDescriptor_t xDesc, yDesc, bDesc, pDesc, bnDesc;
// CHECK: {{^}}  hipdnnTensorDescriptor_t xDesc, yDesc, bDesc, pDesc, bnDesc;
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&xDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreateTensorDescriptor(&xDesc));
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&yDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreateTensorDescriptor(&yDesc));
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&bDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreateTensorDescriptor(&bDesc));
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&pDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreateTensorDescriptor(&pDesc));
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&bnDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreateTensorDescriptor(&bnDesc));
  CUDNN_CHECK(cudnnSetTensor4dDescriptor(xDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 32, 32));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSetTensor4dDescriptor(xDesc, HIPDNN_TENSOR_NCHW, HIPDNN_DATA_FLOAT, 1, 3, 32, 32));
  CUDNN_CHECK(cudnnSetTensor4dDescriptor(bDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 8, 1, 1));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSetTensor4dDescriptor(bDesc, HIPDNN_TENSOR_NCHW, HIPDNN_DATA_FLOAT, 1, 8, 1, 1));
  cudnnFilterDescriptor_t wDesc;
// CHECK: {{^}}  hipdnnFilterDescriptor_t wDesc;
  CUDNN_CHECK(cudnnCreateFilterDescriptor(&wDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreateFilterDescriptor(&wDesc));
  CUDNN_CHECK(cudnnSetFilter4dDescriptor(wDesc, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, 8, 3, 3, 3));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSetFilter4dDescriptor(wDesc, HIPDNN_DATA_FLOAT, HIPDNN_TENSOR_NCHW, 8, 3, 3, 3));
  cudnnConvolutionDescriptor_t conv;
// CHECK: {{^}}  hipdnnConvolutionDescriptor_t conv;
  CUDNN_CHECK(cudnnCreateConvolutionDescriptor(&conv));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreateConvolutionDescriptor(&conv));
  CUDNN_CHECK(cudnnSetConvolution2dDescriptor(conv, 1, 1, 1, 1, 1, 1, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSetConvolution2dDescriptor(conv, 1, 1, 1, 1, 1, 1, HIPDNN_CROSS_CORRELATION, HIPDNN_DATA_FLOAT));
  int n, c, hh, ww;
  CUDNN_CHECK(cudnnGetConvolution2dForwardOutputDim(conv, xDesc, wDesc, &n, &c, &hh, &ww));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnGetConvolution2dForwardOutputDim(conv, xDesc, wDesc, &n, &c, &hh, &ww));
  CUDNN_CHECK(cudnnSetTensor4dDescriptor(yDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, c, hh, ww));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSetTensor4dDescriptor(yDesc, HIPDNN_TENSOR_NCHW, HIPDNN_DATA_FLOAT, n, c, hh, ww));

  int returned = 0;
  cudnnConvolutionFwdAlgoPerf_t perf;
// CHECK: {{^}}  hipdnnConvolutionFwdAlgoPerf_t perf;
  CUDNN_CHECK(cudnnFindConvolutionForwardAlgorithm(h, xDesc, wDesc, conv, yDesc, 1, &returned, &perf));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnFindConvolutionForwardAlgorithm(h, xDesc, wDesc, conv, yDesc, 1, &returned, &perf));
  cudnnConvolutionFwdAlgo_t algo = CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM;
// CHECK: {{^}}  hipdnnConvolutionFwdAlgo_t algo = HIPDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM;
  size_t need = 0;
  CUDNN_CHECK(cudnnGetConvolutionForwardWorkspaceSize(h, xDesc, wDesc, conv, yDesc, algo, &need));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnGetConvolutionForwardWorkspaceSize(h, xDesc, wDesc, conv, yDesc, algo, &need));
  float alpha = 1.0f, beta = 0.0f;
  CUDNN_CHECK(cudnnConvolutionForward(h, &alpha, xDesc, x, wDesc, w, conv, algo, workspace, wsBytes, &beta,
// CHECK: {{^}}  CUDNN_CHECK(hipdnnConvolutionForward(h, &alpha, xDesc, x, wDesc, w, conv, algo, workspace, wsBytes, &beta,
                                      yDesc, y));
  CUDNN_CHECK(cudnnAddTensor(h, &alpha, bDesc, bias, &alpha, yDesc, y));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnAddTensor(h, &alpha, bDesc, bias, &alpha, yDesc, y));

  cudnnActivationDescriptor_t act;
// CHECK: {{^}}  hipdnnActivationDescriptor_t act;
  CUDNN_CHECK(cudnnCreateActivationDescriptor(&act));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreateActivationDescriptor(&act));
  CUDNN_CHECK(cudnnSetActivationDescriptor(act, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSetActivationDescriptor(act, HIPDNN_ACTIVATION_RELU, HIPDNN_NOT_PROPAGATE_NAN, 0.0));
  CUDNN_CHECK(cudnnActivationForward(h, act, &alpha, yDesc, y, &beta, yDesc, y));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnActivationForward(h, act, &alpha, yDesc, y, &beta, yDesc, y));

  cudnnPoolingDescriptor_t pool;
// CHECK: {{^}}  hipdnnPoolingDescriptor_t pool;
  CUDNN_CHECK(cudnnCreatePoolingDescriptor(&pool));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreatePoolingDescriptor(&pool));
  CUDNN_CHECK(cudnnSetPooling2dDescriptor(pool, CUDNN_POOLING_MAX, CUDNN_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSetPooling2dDescriptor(pool, HIPDNN_POOLING_MAX, HIPDNN_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2));
  CUDNN_CHECK(cudnnGetPooling2dForwardOutputDim(pool, yDesc, &n, &c, &hh, &ww));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnGetPooling2dForwardOutputDim(pool, yDesc, &n, &c, &hh, &ww));
  CUDNN_CHECK(cudnnSetTensor4dDescriptor(pDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, c, hh, ww));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSetTensor4dDescriptor(pDesc, HIPDNN_TENSOR_NCHW, HIPDNN_DATA_FLOAT, n, c, hh, ww));
  CUDNN_CHECK(cudnnPoolingForward(h, pool, &alpha, yDesc, y, &beta, pDesc, pooled));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnPoolingForward(h, pool, &alpha, yDesc, y, &beta, pDesc, pooled));

  CUDNN_CHECK(cudnnDeriveBNTensorDescriptor(bnDesc, pDesc, CUDNN_BATCHNORM_SPATIAL));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDeriveBNTensorDescriptor(bnDesc, pDesc, HIPDNN_BATCHNORM_SPATIAL));
  CUDNN_CHECK(cudnnBatchNormalizationForwardInference(h, CUDNN_BATCHNORM_SPATIAL, &alpha, &beta, pDesc, pooled,
// CHECK: {{^}}  CUDNN_CHECK(hipdnnBatchNormalizationForwardInference(h, HIPDNN_BATCHNORM_SPATIAL, &alpha, &beta, pDesc, pooled,
                                                      pDesc, pooled, bnDesc, bnScale, bnBias, mean, var, 1e-5));
  CUDNN_CHECK(cudnnSoftmaxForward(h, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &alpha, pDesc, pooled,
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSoftmaxForward(h, HIPDNN_SOFTMAX_ACCURATE, HIPDNN_SOFTMAX_MODE_CHANNEL, &alpha, pDesc, pooled,
                                  &beta, pDesc, probs));

  cudnnOpTensorDescriptor_t op;
// CHECK: {{^}}  hipdnnOpTensorDescriptor_t op;
  CUDNN_CHECK(cudnnCreateOpTensorDescriptor(&op));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnCreateOpTensorDescriptor(&op));
  CUDNN_CHECK(cudnnSetOpTensorDescriptor(op, CUDNN_OP_TENSOR_ADD, CUDNN_DATA_FLOAT, CUDNN_NOT_PROPAGATE_NAN));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnSetOpTensorDescriptor(op, HIPDNN_OP_TENSOR_ADD, HIPDNN_DATA_FLOAT, HIPDNN_NOT_PROPAGATE_NAN));
  CUDNN_CHECK(cudnnOpTensor(h, op, &alpha, pDesc, probs, &alpha, pDesc, pooled, &beta, pDesc, probs));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnOpTensor(h, op, &alpha, pDesc, probs, &alpha, pDesc, pooled, &beta, pDesc, probs));
  CUDNN_CHECK(cudnnScaleTensor(h, pDesc, probs, &alpha));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnScaleTensor(h, pDesc, probs, &alpha));

  CUDNN_CHECK(cudnnDestroyOpTensorDescriptor(op));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDestroyOpTensorDescriptor(op));
  CUDNN_CHECK(cudnnDestroyPoolingDescriptor(pool));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDestroyPoolingDescriptor(pool));
  CUDNN_CHECK(cudnnDestroyActivationDescriptor(act));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDestroyActivationDescriptor(act));
  CUDNN_CHECK(cudnnDestroyConvolutionDescriptor(conv));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDestroyConvolutionDescriptor(conv));
  CUDNN_CHECK(cudnnDestroyFilterDescriptor(wDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDestroyFilterDescriptor(wDesc));
  CUDNN_CHECK(cudnnDestroyTensorDescriptor(xDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDestroyTensorDescriptor(xDesc));
  CUDNN_CHECK(cudnnDestroyTensorDescriptor(yDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDestroyTensorDescriptor(yDesc));
  CUDNN_CHECK(cudnnDestroyTensorDescriptor(bDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDestroyTensorDescriptor(bDesc));
  CUDNN_CHECK(cudnnDestroyTensorDescriptor(pDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDestroyTensorDescriptor(pDesc));
  CUDNN_CHECK(cudnnDestroyTensorDescriptor(bnDesc));
// CHECK: {{^}}  CUDNN_CHECK(hipdnnDestroyTensorDescriptor(bnDesc));
  cudnnStatus_t last = cudnnDestroy(h);
// CHECK: {{^}}  hipdnnStatus_t last = hipdnnDestroy(h);
  return last == CUDNN_STATUS_BAD_PARAM ? 1 : (int)version + returned + (int)need;
// CHECK: {{^}}  return last == HIPDNN_STATUS_BAD_PARAM ? 1 : (int)version + returned + (int)need;
}
