// Command-line helpers in the style of the CUDA samples' helper_string.h
// (written for cu2hip's tests; not NVIDIA's file). Plain C++: no CUDA here.
#ifndef SAMPLES_LIKE_HELPER_STRING_H
#define SAMPLES_LIKE_HELPER_STRING_H

#include <cstdlib>
#include <cstring>

inline int stringRemoveDelimiter(char delimiter, const char *string) {
  int start = 0;
  while (string[start] == delimiter)
    ++start;
  if (start >= static_cast<int>(strlen(string) - 1))
    return 0;
  return start;
}

inline bool checkCmdLineFlag(const int argc, const char **argv, const char *flag) {
  for (int i = 1; i < argc; ++i) {
    const char *arg = &argv[i][stringRemoveDelimiter('-', argv[i])];
    const char *eq = strchr(arg, '=');
    size_t len = eq ? static_cast<size_t>(eq - arg) : strlen(arg);
    if (len == strlen(flag) && strncmp(arg, flag, len) == 0)
      return true;
  }
  return false;
}

inline int getCmdLineArgumentInt(const int argc, const char **argv, const char *flag) {
  for (int i = 1; i < argc; ++i) {
    const char *arg = &argv[i][stringRemoveDelimiter('-', argv[i])];
    size_t len = strlen(flag);
    if (strncmp(arg, flag, len) == 0 && arg[len] == '=')
      return atoi(arg + len + 1);
  }
  return 0;
}

#endif // SAMPLES_LIKE_HELPER_STRING_H
