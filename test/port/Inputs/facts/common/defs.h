#pragma once
#if !USE_FAST
#error "USE_FAST comes from add_definitions() in the top CMakeLists.txt"
#endif
typedef float real;
