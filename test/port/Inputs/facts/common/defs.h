#pragma once
#if !USE_FAST
#error "USE_FAST comes from add_definitions() in the top CMakeLists.txt"
#endif
#ifdef OLD_LAYOUT
#error "OLD_LAYOUT is only named inside a bracket comment of the top CMakeLists.txt"
#endif
typedef float real;
