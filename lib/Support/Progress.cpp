#include "Progress.h"
#include "Paths.h"

#include "llvm/Support/Process.h"

#include <algorithm>

using namespace cu2hip;
using namespace cu2hip::support;

const std::vector<std::string> &Progress::optionValues() {
  static const std::vector<std::string> Values{"auto", "bar", "lines", "none", "always", "never"};
  return Values;
}

std::optional<Progress::Mode> Progress::modeFor(llvm::StringRef Option, Mode NotATerminal) {
  if (Option == "auto")
    return llvm::sys::Process::StandardErrIsDisplayed() ? Bar : NotATerminal;
  if (Option == "bar" || Option == "always")
    return Bar;
  if (Option == "lines")
    return Lines;
  if (Option == "none" || Option == "never")
    return None;
  return std::nullopt;
}

void Progress::started(llvm::StringRef Item) {
  std::lock_guard<std::mutex> L(Mu);
  Current = printable(Item); // a file or program name with a newline or an escape byte
}

void Progress::tick(bool Force) {
  if (M == None)
    return;
  auto Now = Clock::now();
  size_t D = Done;
  std::string Cur;
  {
    std::lock_guard<std::mutex> L(Mu);
    Cur = Current;
  }
  if (M == Bar) {
    if (!Force && Now - LastDraw < std::chrono::milliseconds(100))
      return;
    LastDraw = Now;
    unsigned Cols = llvm::sys::Process::StandardErrColumns();
    if (Cols < 40)
      Cols = 80;
    const unsigned Width = 24;
    unsigned Filled = Total ? unsigned(Width * std::min(D, Total) / Total) : Width;
    std::string Line = "[" + std::string(Filled, '#') + std::string(Width - Filled, '.') + "] " +
                       std::to_string(D) + "/" + std::to_string(Total) + " ";
    if (Line.size() + Cur.size() + 1 > Cols)
      Cur = "..." + Cur.substr(Cur.size() - std::min<size_t>(Cur.size(), Cols - Line.size() - 5));
    Line += Cur;
    Err << "\r\x1b[K" << Line;
    Err.flush();
    Drawn = true;
    return;
  }
  // Lines: every 10% or every 5 seconds, whichever comes first.
  size_t Decile = Total ? D * 10 / Total : 10;
  if (!Force && Decile == LastDecile && Now - LastDraw < std::chrono::seconds(5))
    return;
  if (D == LastDone)
    return;
  LastDecile = Decile;
  LastDraw = Now;
  LastDone = D;
  Err << Label << ": " << D << "/" << Total << " " << Unit;
  if (!Cur.empty() && D < Total)
    Err << " (" << Cur << ")";
  Err << "\n";
  Err.flush();
}

void Progress::clear() {
  if (M == Bar && Drawn) {
    Err << "\r\x1b[K";
    Err.flush();
  }
}
