// An NVTX range with event attributes (a colour): roctx has no counterpart, so
// the feature is reported once, naming what is left.
#include <nvToolsExt.h>

void colored(const char *name) {
  nvtxEventAttributes_t a = {};
  a.version = NVTX_VERSION;
  a.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  a.colorType = NVTX_COLOR_ARGB;
  a.color = 0xff00ff00u;
  a.messageType = NVTX_MESSAGE_TYPE_ASCII;
  a.message.ascii = name;
  nvtxRangePushEx(&a);
  nvtxRangePop();
}
