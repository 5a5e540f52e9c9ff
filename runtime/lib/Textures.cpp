// Arrays, texture and surface objects (software sampling).
#include "Internal.h"
