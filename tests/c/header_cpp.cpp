// The header compiles as C++17 with -Wall -Wextra -Werror -pedantic.
#include "gomoku.h"

int main() {
    gomoku_point p{7, 7};
    gomoku_status st = gomoku_point_to_str(p, nullptr, 0, nullptr);
    (void)st;
    static_assert(GOMOKU_STATUS_OK == 0, "OK is 0");
    return 0;
}
