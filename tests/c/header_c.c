/* The header compiles as C (C99 and later) with -Wall -Wextra -Werror -pedantic. */
#include "gomoku.h"

int main(void) {
    gomoku_point p = {7, 7};
    gomoku_status st = GOMOKU_STATUS_OK;
    (void)p;
    return (int)st + (GOMOKU_VERSION_MAJOR >= 0 ? 0 : 1);
}
