/*
 * A Renju game through the C API: the moves are played one by one; whenever Black is to
 * move, Black's forbidden points are listed with their kinds, and the board is drawn
 * with them marked (3 double-three, 4 double-four, 6 overline).
 *
 * Build it against an installed library (make -C gomoku-ffi install):
 *   cc -std=c99 examples/c/renju.c $(pkg-config --cflags --libs gomoku) -o renju
 * or straight from the source tree after `cargo build --release -p gomoku-ffi`:
 *   cc -std=c99 -Iinclude examples/c/renju.c target/release/libgomoku.a \
 *      -lpthread -ldl -lm -o renju
 */
#include <stdio.h>
#include <stdlib.h>

#include "gomoku.h"

/* Stops the program with a message when a call fails. */
static void check(gomoku_status status, const char *what) {
    if (status != GOMOKU_STATUS_OK) {
        fprintf(stderr, "%s: %s (status %d)\n", what, gomoku_status_str(status), (int)status);
        exit(1);
    }
}

static void print_board(const gomoku_game *game) {
    size_t n = 0;
    /* Ask for the size first, then draw. */
    if (gomoku_game_draw(game, true, NULL, 0, &n) != GOMOKU_STATUS_BUFFER_TOO_SMALL) exit(1);
    char *text = malloc(n);
    if (!text) exit(1);
    check(gomoku_game_draw(game, true, text, n, &n), "draw");
    printf("%s\n", text);
    free(text);
}

static void print_forbidden(const gomoku_game *game) {
    gomoku_forbidden_point points[64];
    size_t n = 0;
    check(gomoku_game_forbidden_points(game, GOMOKU_COLOR_BLACK, points, 64, &n), "forbidden points");
    for (size_t i = 0; i < n; i++) {
        char name[4];
        size_t len = 0;
        check(gomoku_point_to_str(points[i].point, name, sizeof name, &len), "point name");
        printf("  forbidden for Black: %s (%s)\n", name, gomoku_forbidden_name(points[i].kind));
    }
}

int main(void) {
    /* Black: f8 g8 h6 h7 make h8 a double-three; Black avoids it and wins on row 8. */
    static const char *moves[] = {"h7", "a1", "g8", "a3", "h6", "a5", "f8", "a7",
                                  "e8", "a9", "d8", "a11", "c8"};
    gomoku_rules *rules = NULL;
    gomoku_game *game = NULL;
    check(gomoku_rules_new(GOMOKU_PRESET_RENJU, &rules), "rules");
    check(gomoku_game_new(rules, &game), "game");
    gomoku_rules_free(rules); /* the game keeps its own copy */

    printf("gomoku %s, renju\n", gomoku_version());
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        gomoku_point p;
        int32_t turn = GOMOKU_COLOR_NONE;
        check(gomoku_point_from_str(moves[i], &p), "point");
        check(gomoku_game_turn(game, &turn), "turn");
        if (turn == GOMOKU_COLOR_BLACK) print_forbidden(game);
        if (i == 8) print_board(game); /* h8 is marked 3 */
        printf("%zu. %s %s\n", i + 1, gomoku_color_name(turn), moves[i]);
        check(gomoku_game_play(game, p), moves[i]);
        if (i == 0) {
            /* A refused move changes nothing: White may not play on Black's h7. */
            gomoku_status st = gomoku_game_play(game, p);
            printf("   white %s: refused, %s\n", moves[i], gomoku_status_str(st));
        }
    }

    gomoku_outcome outcome;
    check(gomoku_game_outcome(game, &outcome), "outcome");
    print_board(game);
    if (outcome.termination == GOMOKU_TERMINATION_NONE) {
        printf("the game goes on\n");
    } else {
        printf("%s wins by %s (a line of %u)\n",
               outcome.winner == GOMOKU_COLOR_NONE ? "nobody" : gomoku_color_name(outcome.winner),
               gomoku_termination_name(outcome.termination), outcome.line_len);
    }
    gomoku_game_free(game);
    return 0;
}
