// Plain C++: no CUDA, nothing to add.
#ifndef PLAIN_H
#define PLAIN_H
inline int twice(int x) { return 2 * x; }
#endif
