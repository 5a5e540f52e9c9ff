// cu2hip bundled CUDA declarations (parse-only; not an NVIDIA header)
// NVTX (the NVIDIA Tools Extension, header-only since NVTX 3): what CUDA code
// calls to name ranges and marks for a profiler. cu2hip maps the calls roctx
// has (lib/Mapping/Features.def, the NVTX row).
#ifndef NVTOOLSEXT_H_
#define NVTOOLSEXT_H_
#include "host_defines.h"
#include <stddef.h>
#include <stdint.h>

#define NVTX_VERSION 3

typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st *nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st *nvtxStringHandle_t;

typedef enum nvtxColorType_t { NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1 } nvtxColorType_t;
typedef enum nvtxMessageType_t {
  NVTX_MESSAGE_UNKNOWN = 0,
  NVTX_MESSAGE_TYPE_ASCII = 1,
  NVTX_MESSAGE_TYPE_UNICODE = 2,
  NVTX_MESSAGE_TYPE_REGISTERED = 3
} nvtxMessageType_t;
typedef enum nvtxPayloadType_t {
  NVTX_PAYLOAD_UNKNOWN = 0,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
  NVTX_PAYLOAD_TYPE_INT64 = 2,
  NVTX_PAYLOAD_TYPE_DOUBLE = 3,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
  NVTX_PAYLOAD_TYPE_INT32 = 5,
  NVTX_PAYLOAD_TYPE_FLOAT = 6
} nvtxPayloadType_t;
typedef union nvtxMessageValue_t {
  const char *ascii;
  const wchar_t *unicode;
  nvtxStringHandle_t registered;
} nvtxMessageValue_t;
typedef struct nvtxEventAttributes_v2 {
  uint16_t version;
  uint16_t size;
  uint32_t category;
  int32_t colorType;
  uint32_t color;
  int32_t payloadType;
  int32_t reserved0;
  union payload_t {
    uint64_t ullValue;
    int64_t llValue;
    double dValue;
    uint32_t uiValue;
    int32_t iValue;
    float fValue;
  } payload;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxEventAttributes_v2;
typedef struct nvtxEventAttributes_v2 nvtxEventAttributes_t;
#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxEventAttributes_t)))

__CU2HIP_BEGIN_C
void nvtxMarkEx(const nvtxEventAttributes_t *eventAttrib);
void nvtxMarkA(const char *message);
void nvtxMarkW(const wchar_t *message);
nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t *eventAttrib);
nvtxRangeId_t nvtxRangeStartA(const char *message);
nvtxRangeId_t nvtxRangeStartW(const wchar_t *message);
void nvtxRangeEnd(nvtxRangeId_t id);
int nvtxRangePushEx(const nvtxEventAttributes_t *eventAttrib);
int nvtxRangePushA(const char *message);
int nvtxRangePushW(const wchar_t *message);
int nvtxRangePop(void);
void nvtxNameOsThreadA(uint32_t threadId, const char *name);
void nvtxNameCategoryA(uint32_t category, const char *name);
nvtxDomainHandle_t nvtxDomainCreateA(const char *name);
void nvtxDomainDestroy(nvtxDomainHandle_t domain);
int nvtxDomainRangePushEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *eventAttrib);
int nvtxDomainRangePop(nvtxDomainHandle_t domain);
void nvtxDomainMarkEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *eventAttrib);
__CU2HIP_END_C

#endif /* NVTOOLSEXT_H_ */
