/*
 * A three-game match (RULES.md §8) through the C API, the C twin of
 * examples/rust/match.rs: two named players, the first player alternating from game to
 * game, a clock giving each player 60 s a game plus 2 s a move (and at most 10 s a move),
 * the score (a win 1, a draw 0.5) and Elo ratings from 1200. The third game is played
 * under swap: the protocol decides the colours and the match follows the players. The
 * thinking times are made up (the library keeps no wall clock: the caller measures and
 * reports them).
 *
 * Build it against an installed library (make -C gomoku-ffi install):
 *   cc -std=c99 examples/c/match.c $(pkg-config --cflags --libs gomoku) -o match
 * or straight from the source tree after `cargo build --release -p gomoku-ffi`:
 *   cc -std=c99 -Iinclude examples/c/match.c target/release/libgomoku.a \
 *      -lpthread -ldl -lm -o match
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

static gomoku_point at(const char *text) {
    gomoku_point p;
    check(gomoku_point_from_str(text, &p), text);
    return p;
}

/* A made-up thinking time for move `n` of a player, in milliseconds. */
static int64_t think(size_t n, int slow) {
    static const int64_t base[5] = {900, 1500, 400, 2300, 700};
    return slow ? base[n % 5] * 3 + 4000 : base[n % 5];
}

/* A plain player: the legal point next to the most stones, nearest the centre (ties to
 * the larger x, then y). */
static gomoku_point choose(const gomoku_game *game) {
    static gomoku_point legal[26 * 26];
    size_t n = 0;
    check(gomoku_game_legal_moves(game, legal, sizeof legal / sizeof legal[0], &n), "legal moves");
    if (n == 0) {
        fprintf(stderr, "no move left\n");
        exit(1);
    }
    gomoku_point best = legal[0];
    int best_key[4] = {-1, -100, -1, -1};
    for (size_t i = 0; i < n; i++) {
        gomoku_point q = legal[i];
        int around = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                gomoku_point r = {q.x + dx, q.y + dy};
                int32_t c = GOMOKU_COLOR_NONE;
                /* Off the board is refused: it counts as no stone. */
                if (gomoku_game_stone_at(game, r, &c) == GOMOKU_STATUS_OK && c != GOMOKU_COLOR_NONE)
                    around++;
            }
        }
        int dx = abs(q.x - 7), dy = abs(q.y - 7);
        int key[4] = {around, -(dx > dy ? dx : dy), q.x, q.y};
        int k = 0;
        while (k < 4 && key[k] == best_key[k]) k++;
        if (k < 4 && key[k] > best_key[k]) {
            best = q;
            for (int j = 0; j < 4; j++) best_key[j] = key[j];
        }
    }
    return best;
}

static const char *result(const gomoku_outcome *o) {
    if (o->winner == GOMOKU_COLOR_BLACK) return "1-0";
    if (o->winner == GOMOKU_COLOR_WHITE) return "0-1";
    return "1/2-1/2";
}

/* What is left of a player's budget, in seconds (0 without one). */
static double left(const gomoku_clock *clock, int32_t player) {
    int64_t ms = -1;
    check(gomoku_clock_remaining(clock, player, &ms), "remaining");
    return ms < 0 ? 0.0 : (double)ms / 1000.0;
}

int main(void) {
    static const char *names[2] = {"Ann", "Bob"};
    gomoku_match *m = NULL;
    gomoku_rules *rules = NULL;
    check(gomoku_match_new(names[0], names[1], &m), "match");
    check(gomoku_rules_new(GOMOKU_PRESET_FREESTYLE, &rules), "rules");

    for (int number = 1; number <= 3; number++) {
        uint32_t first = 0;
        check(gomoku_match_next_first(m, &first), "next first");
        gomoku_game *game = NULL;
        if (number == 3) {
            static const char *opening[3] = {"h8", "h9", "j9"};
            check(gomoku_game_new_with_opening(rules, GOMOKU_OPENING_SWAP, 0, &game), "swap game");
            for (int i = 0; i < 3; i++) check(gomoku_game_place(game, at(opening[i])), "place");
            check(gomoku_game_choose(game, GOMOKU_COLOR_BLACK), "choose"); /* the second player takes Black */
        } else {
            check(gomoku_game_new(rules, &game), "game");
        }
        /* The match index of a player of this game: the first player is `first`. */
        int32_t black = 0, white = 0;
        check(gomoku_game_player(game, GOMOKU_COLOR_BLACK, &black), "player");
        check(gomoku_game_player(game, GOMOKU_COLOR_WHITE, &white), "player");
#define INDEX(player) ((player) == GOMOKU_PLAYER_FIRST ? first : 1 - first)
        printf("game %d (60s+2s, 10s a move): %s plays first; Black %s, White %s\n", number,
               names[first], names[INDEX(black)], names[INDEX(white)]);

        gomoku_clock *clock = NULL;
        check(gomoku_clock_new(10000, 60000, 2000, &clock), "clock");
        size_t n = 0;
        bool over = false;
        check(gomoku_game_is_over(game, &over), "over");
        while (!over) {
            int32_t turn = 0, player = 0;
            check(gomoku_game_turn(game, &turn), "turn");
            check(gomoku_game_player(game, turn, &player), "player");
            /* Bob slows down in game 2 until his time runs out. */
            int slow = number == 2 && INDEX(player) == 1;
            gomoku_point q = choose(game);
            bool in_time = false;
            check(gomoku_clock_spend(clock, player, think(n, slow), &in_time), "spend");
            if (!in_time) {
                bool ended = false;
                check(gomoku_clock_end_game(clock, game, &ended), "end game");
                break;
            }
            check(gomoku_game_play(game, q), "play");
            n++;
            check(gomoku_game_is_over(game, &over), "over");
        }
        gomoku_outcome o;
        size_t moves = 0;
        gomoku_match_game record;
        check(gomoku_game_outcome(game, &o), "outcome");
        check(gomoku_game_move_count(game, &moves), "moves");
        check(gomoku_match_record(m, game, &record), "record");
        printf("  %s (%s) after %zu moves; winner: %s; budget left: first player %.1f s, second %.1f s\n",
               result(&o), gomoku_termination_name(o.termination), moves,
               record.winner < 0 ? "nobody" : names[record.winner], left(clock, GOMOKU_PLAYER_FIRST),
               left(clock, GOMOKU_PLAYER_SECOND));
        double a = 0, b = 0, ra = 0, rb = 0;
        check(gomoku_match_score(m, &a, &b), "score");
        check(gomoku_match_ratings(m, &ra, &rb), "ratings");
        printf("  score Ann %g - %g Bob; Elo Ann %.1f, Bob %.1f\n", a, b, ra, rb);
#undef INDEX
        gomoku_clock_free(clock);
        gomoku_game_free(game);
    }
    gomoku_rules_free(rules);
    gomoku_match_free(m);
    return 0;
}
