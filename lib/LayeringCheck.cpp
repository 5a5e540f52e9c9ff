// Linked with one library of lib/ taken whole and only the libraries it
// declares (lib/CMakeLists.txt): an undefined reference names a use of a
// library the layering does not allow. Never run.
int main() { return 0; }
