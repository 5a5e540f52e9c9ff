// A stand-in for an MPI installation, used only to compile the translated
// output of inactive-branches.cu with hipcc (cu2hip itself runs without it).
#pragma once
typedef int MPI_Comm;
#define MPI_COMM_WORLD 0
inline int MPI_Init(int *, char ***) { return 0; }
inline int MPI_Comm_rank(MPI_Comm, int *rank) { *rank = 0; return 0; }
inline int MPI_Comm_size(MPI_Comm, int *size) { *size = 1; return 0; }
inline int MPI_Finalize() { return 0; }
