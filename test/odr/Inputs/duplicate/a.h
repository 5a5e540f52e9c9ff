// scripts/check-odr --self-test: Site is defined here and in b.cpp.
#pragma once
namespace demo {
struct Site {
  unsigned Offset = 0;
};
} // namespace demo
