/*
 * The C test suite of include/gomoku.h: every function, normal play under each preset,
 * and bad input (NULL for every pointer, out-of-range enums, off-board and occupied
 * points, too-small buffers, calls after the end). Linked against the static library and
 * run under valgrind by scripts/test-c.sh.
 *
 * Usage: test_api [DATA_DIR [VCF_FILE [MIN_CASES]]]   (DATA_DIR holds the conformance *.jsonl
 * files, VCF_FILE the VCF puzzles, if any: "" for none; the run fails with fewer than
 * MIN_CASES conformance cases, default 1)
 * CRATE_VERSION is defined on the compiler command line from Cargo.toml.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gomoku.h"

int g_passed = 0;
int g_failed = 0;

static gomoku_point pt(int32_t x, int32_t y) {
    gomoku_point p;
    p.x = x;
    p.y = y;
    return p;
}

/* A point from text; the test fails (and a1 is used) if it does not parse. */
static gomoku_point P(const char *text) {
    gomoku_point p = pt(0, 0);
    CHECK_OK(gomoku_point_from_str(text, &p));
    return p;
}

static gomoku_rules *rules_of(int32_t preset) {
    gomoku_rules *r = NULL;
    CHECK_OK(gomoku_rules_new(preset, &r));
    return r;
}

static gomoku_game *game_of(int32_t preset) {
    gomoku_rules *r = rules_of(preset);
    gomoku_game *g = NULL;
    CHECK_OK(gomoku_game_new(r, &g));
    gomoku_rules_free(r);
    return g;
}

/* Plays the moves of a text, expecting each to be accepted. */
static void play_all(gomoku_game *g, const char *moves) {
    CHECK_OK(gomoku_game_play_text(g, moves, NULL));
}

static int32_t turn_of(const gomoku_game *g) {
    int32_t c = 99;
    CHECK_OK(gomoku_game_turn(g, &c));
    return c;
}

static size_t move_count(const gomoku_game *g) {
    size_t n = 9999;
    CHECK_OK(gomoku_game_move_count(g, &n));
    return n;
}

static gomoku_outcome outcome_of(const gomoku_game *g) {
    gomoku_outcome o;
    memset(&o, 0x5a, sizeof o);
    CHECK_OK(gomoku_game_outcome(g, &o));
    return o;
}

static int same_point(gomoku_point a, gomoku_point b) { return a.x == b.x && a.y == b.y; }

/* The board drawing, malloc'd (caller frees). */
static char *drawing(const gomoku_game *g, bool marks) {
    size_t n = 0;
    CHECK_ST(gomoku_game_draw(g, marks, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    char *buf = (char *)malloc(n);
    size_t m = 0;
    CHECK_OK(gomoku_game_draw(g, marks, buf, n, &m));
    CHECK(m == n);
    CHECK(strlen(buf) + 1 == n);
    return buf;
}

/* ---------------------------------------------------------------- version, status */

static void test_version(void) {
    char expected[64];
    snprintf(expected, sizeof expected, "%d.%d.%d", GOMOKU_VERSION_MAJOR, GOMOKU_VERSION_MINOR,
             GOMOKU_VERSION_PATCH);
    CHECK(gomoku_version() != NULL);
    CHECK(strcmp(gomoku_version(), expected) == 0);
#ifdef CRATE_VERSION
    CHECK(strcmp(gomoku_version(), CRATE_VERSION) == 0);
    CHECK(strcmp(expected, CRATE_VERSION) == 0);
#else
    CHECK(!"CRATE_VERSION is not defined: build with -DCRATE_VERSION=...");
#endif
}

static void test_status_str(void) {
    static const int all[] = {
        GOMOKU_STATUS_OK, GOMOKU_STATUS_NULL_POINTER, GOMOKU_STATUS_INVALID_ENUM,
        GOMOKU_STATUS_BUFFER_TOO_SMALL, GOMOKU_STATUS_PANIC, GOMOKU_STATUS_PLAY_OFF_BOARD,
        GOMOKU_STATUS_PLAY_OCCUPIED, GOMOKU_STATUS_PLAY_FORBIDDEN, GOMOKU_STATUS_PLAY_GAME_OVER,
        GOMOKU_STATUS_PLAY_PASS_NOT_ALLOWED, GOMOKU_STATUS_GAME_OVER,
        GOMOKU_STATUS_GAME_NOTHING_TO_UNDO, GOMOKU_STATUS_GAME_ENDED_BY_ACTION,
        GOMOKU_STATUS_GAME_NO_DRAW_OFFER, GOMOKU_STATUS_GAME_DRAW_OFFER_PENDING,
        GOMOKU_STATUS_PARSE_INVALID_POINT, GOMOKU_STATUS_PARSE_INVALID_COLOR,
        GOMOKU_STATUS_PARSE_INVALID_FORBIDDEN, GOMOKU_STATUS_PARSE_INVALID_MOVE,
        GOMOKU_STATUS_PARSE_UNKNOWN_RULES, GOMOKU_STATUS_PARSE_INVALID_TERMINATION,
        GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST, GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE,
        GOMOKU_STATUS_RULES_UNSUPPORTED_GOMOCUP_CODE,
        GOMOKU_STATUS_RULES_CAPTURE_TARGET_OUT_OF_RANGE, GOMOKU_STATUS_RULES_MOVE_LIMIT_OUT_OF_RANGE,
        GOMOKU_STATUS_RULES_PERFECT_FIVE_NEEDS_CAPTURE, GOMOKU_STATUS_SETUP_OFF_BOARD,
        GOMOKU_STATUS_SETUP_OVERLAP, GOMOKU_STATUS_SETUP_ALREADY_WON,
        GOMOKU_STATUS_SETUP_CAPTURES, GOMOKU_STATUS_PROTOCOL_EMPTY_LINE,
        GOMOKU_STATUS_PROTOCOL_INVALID_UTF8, GOMOKU_STATUS_PROTOCOL_UNKNOWN_COMMAND,
        GOMOKU_STATUS_PROTOCOL_MALFORMED, GOMOKU_STATUS_PROTOCOL_OFF_BOARD,
    };
    size_t n = sizeof all / sizeof all[0];
    CHECK(n == 36);
    CHECK(GOMOKU_STATUS_PROTOCOL_EMPTY_LINE == 850 && GOMOKU_STATUS_PROTOCOL_OFF_BOARD == 854);
    /* The numbers of STATUS.md, spot-checked from C. */
    CHECK(GOMOKU_STATUS_OK == 0 && GOMOKU_STATUS_NULL_POINTER == 1 && GOMOKU_STATUS_PANIC == 9);
    CHECK(GOMOKU_STATUS_PLAY_OFF_BOARD == 100 && GOMOKU_STATUS_GAME_OVER == 200);
    CHECK(GOMOKU_STATUS_PARSE_INVALID_POINT == 300 && GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE == 400);
    CHECK(GOMOKU_STATUS_SETUP_CAPTURES == 503);
    for (size_t i = 0; i < n; i++) {
        const char *m = gomoku_status_str(all[i]);
        CHECK(m != NULL && m[0] != '\0' && strcmp(m, "unknown status") != 0);
        for (size_t j = 0; j < i; j++) CHECK(all[i] != all[j]);
    }
    CHECK(strcmp(gomoku_status_str(GOMOKU_STATUS_PLAY_OCCUPIED), "the point is occupied") == 0);
    CHECK(strcmp(gomoku_status_str(-1), "unknown status") == 0);
    CHECK(strcmp(gomoku_status_str(5), "unknown status") == 0);
    CHECK(strcmp(gomoku_status_str(INT32_MAX), "unknown status") == 0);
    CHECK(strcmp(gomoku_status_str(INT32_MIN), "unknown status") == 0);
}

/* ---------------------------------------------------------------- text */

static void test_points_text(void) {
    gomoku_point p = pt(-5, -5);
    CHECK_OK(gomoku_point_from_str("h8", &p));
    CHECK(p.x == 7 && p.y == 7);
    CHECK_OK(gomoku_point_from_str("O15", &p));
    CHECK(p.x == 14 && p.y == 14);
    CHECK_OK(gomoku_point_from_str("z26", &p));
    CHECK(p.x == 25 && p.y == 25);
    static const char *bad[] = {"", "h", "8", "h0", "h08", "z27", "h-1", "hh", " h8", "h8 ", "\xff" "8", "a100"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        p = pt(-5, -5);
        CHECK_ST(gomoku_point_from_str(bad[i], &p), GOMOKU_STATUS_PARSE_INVALID_POINT);
        CHECK(p.x == -5 && p.y == -5); /* not written on failure */
    }
    CHECK_ST(gomoku_point_from_str(NULL, &p), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_point_from_str("h8", NULL), GOMOKU_STATUS_NULL_POINTER);

    char buf[8];
    size_t n = 0;
    CHECK_OK(gomoku_point_to_str(pt(7, 7), buf, sizeof buf, &n));
    CHECK(strcmp(buf, "h8") == 0 && n == 3);
    CHECK_OK(gomoku_point_to_str(pt(25, 25), buf, sizeof buf, &n));
    CHECK(strcmp(buf, "z26") == 0 && n == 4);
    /* Too small: out_n says 4, the buffer is untouched. */
    memcpy(buf, "#######", 8);
    CHECK_ST(gomoku_point_to_str(pt(7, 9), buf, 3, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 4 && buf[0] == '#');
    CHECK_ST(gomoku_point_to_str(pt(7, 9), NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 4);
    CHECK_OK(gomoku_point_to_str(pt(7, 9), buf, 4, &n));
    CHECK(strcmp(buf, "h10") == 0);
    CHECK_ST(gomoku_point_to_str(pt(7, 9), NULL, 4, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_point_to_str(pt(7, 9), buf, 4, NULL), GOMOKU_STATUS_NULL_POINTER);
    static const gomoku_point off[] = {{-1, 0}, {0, -1}, {26, 0}, {0, 26}, {INT32_MAX, 0},
                                       {INT32_MIN, INT32_MIN}, {300, 300}};
    for (size_t i = 0; i < sizeof off / sizeof off[0]; i++) {
        CHECK_ST(gomoku_point_to_str(off[i], buf, sizeof buf, &n), GOMOKU_STATUS_PLAY_OFF_BOARD);
    }

    /* Names, both ways. */
    int32_t v = 77;
    CHECK_OK(gomoku_color_from_str("White", &v));
    CHECK(v == GOMOKU_COLOR_WHITE);
    CHECK_OK(gomoku_color_from_str("b", &v));
    CHECK(v == GOMOKU_COLOR_BLACK);
    v = 77;
    CHECK_ST(gomoku_color_from_str("red", &v), GOMOKU_STATUS_PARSE_INVALID_COLOR);
    CHECK_ST(gomoku_color_from_str("\xfe", &v), GOMOKU_STATUS_PARSE_INVALID_COLOR);
    CHECK(v == 77);
    CHECK_ST(gomoku_color_from_str(NULL, &v), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_color_from_str("black", NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_OK(gomoku_forbidden_from_str("double-four", &v));
    CHECK(v == GOMOKU_FORBIDDEN_DOUBLE_FOUR);
    CHECK_ST(gomoku_forbidden_from_str("triple-three", &v), GOMOKU_STATUS_PARSE_INVALID_FORBIDDEN);
    CHECK_ST(gomoku_forbidden_from_str(NULL, &v), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_forbidden_from_str("overline", NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_OK(gomoku_termination_from_str("board-full", &v));
    CHECK(v == GOMOKU_TERMINATION_BOARD_FULL);
    CHECK_ST(gomoku_termination_from_str("checkmate", &v), GOMOKU_STATUS_PARSE_INVALID_TERMINATION);
    CHECK_ST(gomoku_termination_from_str(NULL, &v), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_termination_from_str("five", NULL), GOMOKU_STATUS_NULL_POINTER);

    CHECK(strcmp(gomoku_color_name(GOMOKU_COLOR_BLACK), "black") == 0);
    CHECK(strcmp(gomoku_color_name(GOMOKU_COLOR_WHITE), "white") == 0);
    CHECK(gomoku_color_name(GOMOKU_COLOR_NONE) == NULL);
    CHECK(gomoku_color_name(2) == NULL && gomoku_color_name(INT32_MIN) == NULL);
    CHECK(strcmp(gomoku_forbidden_name(GOMOKU_FORBIDDEN_DOUBLE_THREE), "double-three") == 0);
    CHECK(strcmp(gomoku_forbidden_name(GOMOKU_FORBIDDEN_OVERLINE), "overline") == 0);
    CHECK(gomoku_forbidden_name(GOMOKU_FORBIDDEN_NONE) == NULL && gomoku_forbidden_name(3) == NULL);
    CHECK(strcmp(gomoku_termination_name(GOMOKU_TERMINATION_NO_LEGAL_MOVE), "no-legal-move") == 0);
    CHECK(gomoku_termination_name(GOMOKU_TERMINATION_NONE) == NULL);
    CHECK(strcmp(gomoku_termination_name(GOMOKU_TERMINATION_BOTH_WON), "both-won") == 0);
    CHECK(gomoku_termination_name(11) == NULL && gomoku_termination_name(INT32_MAX) == NULL);
    /* Every termination name parses back to its number. */
    for (int32_t t = GOMOKU_TERMINATION_FIVE; t <= GOMOKU_TERMINATION_BOTH_WON; t++) {
        const char *name = gomoku_termination_name(t);
        CHECK(name != NULL);
        if (name) {
            CHECK_OK(gomoku_termination_from_str(name, &v));
            CHECK(v == t);
        }
    }
}

/* ---------------------------------------------------------------- rules */

/* The name, and that it parses back to equal rules (issue 11, item 7). */
static void check_name(const gomoku_rules *r, const char *expected) {
    char buf[160], again[160];
    size_t n = 0, m = 0;
    gomoku_rules *back = NULL;
    CHECK_OK(gomoku_rules_name(r, buf, sizeof buf, &n));
    CHECK(strcmp(buf, expected) == 0);
    if (strcmp(buf, expected) != 0) fprintf(stderr, "  name: %s\n", buf);
    CHECK(n == strlen(expected) + 1);
    CHECK_OK(gomoku_rules_from_name(buf, &back));
    CHECK_OK(gomoku_rules_name(back, again, sizeof again, &m));
    CHECK(strcmp(buf, again) == 0);
    gomoku_rules_free(back);
}

static void test_rules_presets(void) {
    static const struct {
        int32_t preset;
        const char *name;
        uint32_t size, capture, black_bits, white_bits;
        int32_t policy, gomocup;
        bool caro, perfect_five, black_overline, white_overline;
    } presets[] = {
        {GOMOKU_PRESET_FREESTYLE, "freestyle", 15, 0, 0, 0, GOMOKU_FORBIDDEN_POLICY_REJECT, 0, false, false, true, true},
        {GOMOKU_PRESET_STANDARD, "standard", 15, 0, 0, 0, GOMOKU_FORBIDDEN_POLICY_REJECT, 1, false, false, false, false},
        {GOMOKU_PRESET_RENJU, "renju", 15, 0, GOMOKU_RESTRICT_RENJU, 0, GOMOKU_FORBIDDEN_POLICY_LOSE, 4, false, false, false, true},
        {GOMOKU_PRESET_CARO, "caro", 15, 0, 0, 0, GOMOKU_FORBIDDEN_POLICY_REJECT, 9, true, false, false, false},
        {GOMOKU_PRESET_CARO_OVERLINE, "caro-overline", 15, 0, 0, 0, GOMOKU_FORBIDDEN_POLICY_REJECT, 8, true, false, true, true},
        {GOMOKU_PRESET_OMOK, "omok", 15, 0, GOMOKU_RESTRICT_DOUBLE_THREE, GOMOKU_RESTRICT_DOUBLE_THREE, GOMOKU_FORBIDDEN_POLICY_REJECT, -1, false, false, false, false},
        {GOMOKU_PRESET_NINUKI_RENJU, "ninuki-renju", 15, 5, GOMOKU_RESTRICT_DOUBLE_THREE, GOMOKU_RESTRICT_DOUBLE_THREE, GOMOKU_FORBIDDEN_POLICY_REJECT, -1, false, true, false, false},
        {GOMOKU_PRESET_PENTE, "pente", 19, 5, 0, 0, GOMOKU_FORBIDDEN_POLICY_REJECT, -1, false, false, true, true},
    };
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++) {
        gomoku_rules *r = rules_of(presets[i].preset);
        if (!r) continue;
        check_name(r, presets[i].name);
        uint32_t u = 0;
        int32_t v = 0;
        bool b = false;
        CHECK_OK(gomoku_rules_size(r, &u));
        CHECK(u == presets[i].size);
        CHECK_OK(gomoku_rules_capture(r, &u));
        CHECK(u == presets[i].capture);
        CHECK_OK(gomoku_rules_restrictions(r, GOMOKU_COLOR_BLACK, &u));
        CHECK(u == presets[i].black_bits);
        CHECK_OK(gomoku_rules_restrictions(r, GOMOKU_COLOR_WHITE, &u));
        CHECK(u == presets[i].white_bits);
        CHECK_OK(gomoku_rules_forbidden_policy(r, &v));
        CHECK(v == presets[i].policy);
        CHECK_OK(gomoku_rules_gomocup_code(r, &v));
        CHECK(v == presets[i].gomocup);
        CHECK_OK(gomoku_rules_preset(r, &v));
        CHECK(v == presets[i].preset);
        CHECK_OK(gomoku_rules_caro_rule(r, &b));
        CHECK(b == presets[i].caro);
        CHECK_OK(gomoku_rules_perfect_five(r, &b));
        CHECK(b == presets[i].perfect_five);
        CHECK_OK(gomoku_rules_overline_wins(r, GOMOKU_COLOR_BLACK, &b));
        CHECK(b == presets[i].black_overline);
        CHECK_OK(gomoku_rules_overline_wins(r, GOMOKU_COLOR_WHITE, &b));
        CHECK(b == presets[i].white_overline);
        CHECK_OK(gomoku_rules_pass(r, &b));
        CHECK(!b);
        CHECK_OK(gomoku_rules_move_limit(r, &u));
        CHECK(u == 0);
        /* The name parses back to the same rules. */
        gomoku_rules *back = NULL;
        CHECK_OK(gomoku_rules_from_name(presets[i].name, &back));
        CHECK_OK(gomoku_rules_preset(back, &v));
        CHECK(v == presets[i].preset);
        gomoku_rules_free(back);
        gomoku_rules_free(r);
    }
    /* Out-of-range presets. */
    static const int32_t bad[] = {-1, 8, 100, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        gomoku_rules *r = (gomoku_rules *)0x1;
        CHECK_ST(gomoku_rules_new(bad[i], &r), GOMOKU_STATUS_INVALID_ENUM);
        CHECK(r == (gomoku_rules *)0x1);
    }
    CHECK_ST(gomoku_rules_new(GOMOKU_PRESET_RENJU, NULL), GOMOKU_STATUS_NULL_POINTER);
}

static void test_rules_names_and_codes(void) {
    gomoku_rules *r = NULL;
    CHECK_OK(gomoku_rules_from_name("Freestyle/19", &r));
    uint32_t size = 0;
    CHECK_OK(gomoku_rules_size(r, &size));
    CHECK(size == 19);
    check_name(r, "freestyle/19");
    /* Too-small buffers, and the size query. */
    char buf[64];
    size_t n = 0;
    memset(buf, '#', sizeof buf);
    CHECK_ST(gomoku_rules_name(r, buf, 12, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 13 && buf[0] == '#');
    CHECK_ST(gomoku_rules_name(r, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 13);
    CHECK_OK(gomoku_rules_name(r, buf, 13, &n));
    CHECK(strcmp(buf, "freestyle/19") == 0);
    CHECK_ST(gomoku_rules_name(r, NULL, 13, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_name(r, buf, 13, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_name(NULL, buf, 13, &n), GOMOKU_STATUS_NULL_POINTER);
    gomoku_rules_free(r);

    static const char *bad[] = {"", "gomoku", "renju/", "renju/x", "/15", "\xc3\x28",
                                "custom/15", "renju+pass", "renju+pass=maybe", "renju+castling=on"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        r = (gomoku_rules *)0x1;
        CHECK_ST(gomoku_rules_from_name(bad[i], &r), GOMOKU_STATUS_PARSE_UNKNOWN_RULES);
        CHECK(r == (gomoku_rules *)0x1);
    }
    /* A size or value out of range is that, not unknown rules (issue 11, item 7). */
    r = (gomoku_rules *)0x1;
    CHECK_ST(gomoku_rules_from_name("renju/27", &r), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK_ST(gomoku_rules_from_name("renju/4", &r), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK_ST(gomoku_rules_from_name("pente+capture=0", &r), GOMOKU_STATUS_RULES_CAPTURE_TARGET_OUT_OF_RANGE);
    CHECK(r == (gomoku_rules *)0x1);
    CHECK_OK(gomoku_rules_from_name("renju+pass=on", &r));
    check_name(r, "renju+pass=on");
    gomoku_rules_free(r);
    CHECK_ST(gomoku_rules_from_name(NULL, &r), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_from_name("renju", NULL), GOMOKU_STATUS_NULL_POINTER);

    static const struct { uint32_t code; int32_t preset; } codes[] = {
        {0, GOMOKU_PRESET_FREESTYLE}, {1, GOMOKU_PRESET_STANDARD}, {2, GOMOKU_PRESET_RENJU},
        {4, GOMOKU_PRESET_RENJU}, {5, GOMOKU_PRESET_RENJU}, {8, GOMOKU_PRESET_CARO_OVERLINE},
        {9, GOMOKU_PRESET_CARO},
    };
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        r = NULL;
        CHECK_OK(gomoku_rules_from_gomocup(codes[i].code, &r));
        int32_t p = -7;
        CHECK_OK(gomoku_rules_preset(r, &p));
        CHECK(p == codes[i].preset);
        gomoku_rules_free(r);
    }
    static const uint32_t unsupported[] = {3, 6, 7, 10, 12, 16, UINT32_MAX};
    for (size_t i = 0; i < sizeof unsupported / sizeof unsupported[0]; i++) {
        r = (gomoku_rules *)0x1;
        CHECK_ST(gomoku_rules_from_gomocup(unsupported[i], &r), GOMOKU_STATUS_RULES_UNSUPPORTED_GOMOCUP_CODE);
        CHECK(r == (gomoku_rules *)0x1);
    }
    CHECK_ST(gomoku_rules_from_gomocup(0, NULL), GOMOKU_STATUS_NULL_POINTER);
}

static void test_rules_setters(void) {
    gomoku_rules *r = rules_of(GOMOKU_PRESET_FREESTYLE);
    uint32_t u = 0;
    int32_t v = 0;
    bool b = true;

    CHECK_OK(gomoku_rules_set_size(r, 5));
    CHECK_OK(gomoku_rules_set_size(r, 26));
    CHECK_ST(gomoku_rules_set_size(r, 4), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK_ST(gomoku_rules_set_size(r, 27), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK_ST(gomoku_rules_set_size(r, 0), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK_ST(gomoku_rules_set_size(r, UINT32_MAX), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK_ST(gomoku_rules_set_size(r, (uint32_t)-15), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK_OK(gomoku_rules_size(r, &u));
    CHECK(u == 26); /* unchanged by the refusals */
    check_name(r, "freestyle/26");

    CHECK_OK(gomoku_rules_set_overline_wins(r, GOMOKU_COLOR_BLACK, false));
    CHECK_OK(gomoku_rules_overline_wins(r, GOMOKU_COLOR_BLACK, &b));
    CHECK(!b);
    check_name(r, "freestyle/26+overline-wins=white");

    CHECK_OK(gomoku_rules_set_restrictions(r, GOMOKU_COLOR_WHITE, GOMOKU_RESTRICT_DOUBLE_FOUR | GOMOKU_RESTRICT_OVERLINE));
    CHECK_OK(gomoku_rules_restrictions(r, GOMOKU_COLOR_WHITE, &u));
    CHECK(u == (GOMOKU_RESTRICT_DOUBLE_FOUR | GOMOKU_RESTRICT_OVERLINE));
    /* An overline forbidden to White never wins for White; the switch as set stays. */
    CHECK_OK(gomoku_rules_overline_wins(r, GOMOKU_COLOR_WHITE, &b));
    CHECK(!b);
    CHECK_OK(gomoku_rules_overline_switch(r, GOMOKU_COLOR_WHITE, &b));
    CHECK(b);
    CHECK_OK(gomoku_rules_overline_switch(r, GOMOKU_COLOR_BLACK, &b));
    CHECK(!b);
    CHECK_ST(gomoku_rules_set_restrictions(r, GOMOKU_COLOR_WHITE, 8), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_rules_set_restrictions(r, GOMOKU_COLOR_WHITE, UINT32_MAX), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_OK(gomoku_rules_restrictions(r, GOMOKU_COLOR_WHITE, &u));
    CHECK(u == (GOMOKU_RESTRICT_DOUBLE_FOUR | GOMOKU_RESTRICT_OVERLINE));
    CHECK_OK(gomoku_rules_set_restrictions(r, GOMOKU_COLOR_WHITE, 0));

    CHECK_OK(gomoku_rules_set_forbidden_policy(r, GOMOKU_FORBIDDEN_POLICY_LOSE));
    CHECK_OK(gomoku_rules_forbidden_policy(r, &v));
    CHECK(v == GOMOKU_FORBIDDEN_POLICY_LOSE);
    CHECK_ST(gomoku_rules_set_forbidden_policy(r, 2), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_rules_set_forbidden_policy(r, -1), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_OK(gomoku_rules_forbidden_policy(r, &v));
    CHECK(v == GOMOKU_FORBIDDEN_POLICY_LOSE);

    CHECK_OK(gomoku_rules_set_caro_rule(r, true));
    CHECK_OK(gomoku_rules_caro_rule(r, &b));
    CHECK(b);

    CHECK_ST(gomoku_rules_set_perfect_five(r, true), GOMOKU_STATUS_RULES_PERFECT_FIVE_NEEDS_CAPTURE);
    CHECK_ST(gomoku_rules_set_capture(r, 0), GOMOKU_STATUS_RULES_CAPTURE_TARGET_OUT_OF_RANGE);
    CHECK_ST(gomoku_rules_set_capture(r, 101), GOMOKU_STATUS_RULES_CAPTURE_TARGET_OUT_OF_RANGE);
    CHECK_ST(gomoku_rules_set_capture(r, UINT32_MAX), GOMOKU_STATUS_RULES_CAPTURE_TARGET_OUT_OF_RANGE);
    CHECK_OK(gomoku_rules_capture(r, &u));
    CHECK(u == 0);
    CHECK_OK(gomoku_rules_set_capture(r, 100));
    CHECK_OK(gomoku_rules_set_capture(r, 3));
    CHECK_OK(gomoku_rules_capture(r, &u));
    CHECK(u == 3);
    CHECK_OK(gomoku_rules_set_perfect_five(r, true));
    CHECK_OK(gomoku_rules_perfect_five(r, &b));
    CHECK(b);
    CHECK_OK(gomoku_rules_clear_capture(r));
    CHECK_OK(gomoku_rules_capture(r, &u));
    CHECK(u == 0);
    CHECK_OK(gomoku_rules_perfect_five(r, &b));
    CHECK(!b); /* clearing captures clears the perfect-five rule */

    CHECK_OK(gomoku_rules_set_pass(r, true));
    CHECK_OK(gomoku_rules_pass(r, &b));
    CHECK(b);

    CHECK_ST(gomoku_rules_set_move_limit(r, 0), GOMOKU_STATUS_RULES_MOVE_LIMIT_OUT_OF_RANGE);
    CHECK_OK(gomoku_rules_set_move_limit(r, 200));
    CHECK_OK(gomoku_rules_move_limit(r, &u));
    CHECK(u == 200);
    /* Limits outside 1..=65535 are refused whole (no truncation) and change nothing. */
    static const uint32_t bad_limits[] = {0, 65536, 70000, UINT32_MAX};
    for (size_t i = 0; i < sizeof bad_limits / sizeof bad_limits[0]; i++) {
        CHECK_ST(gomoku_rules_set_move_limit(r, bad_limits[i]), GOMOKU_STATUS_RULES_MOVE_LIMIT_OUT_OF_RANGE);
        CHECK_OK(gomoku_rules_move_limit(r, &u));
        CHECK(u == 200);
    }
    CHECK_OK(gomoku_rules_set_move_limit(r, 1));
    CHECK_OK(gomoku_rules_move_limit(r, &u));
    CHECK(u == 1);
    CHECK_OK(gomoku_rules_set_move_limit(r, 65535));
    CHECK_OK(gomoku_rules_move_limit(r, &u));
    CHECK(u == 65535);
    CHECK_OK(gomoku_rules_clear_move_limit(r));
    CHECK_OK(gomoku_rules_move_limit(r, &u));
    CHECK(u == 0);

    CHECK_OK(gomoku_rules_preset(r, &v));
    CHECK(v == -1);
    CHECK_OK(gomoku_rules_gomocup_code(r, &v));
    CHECK(v == -1);

    /* A clone is independent. */
    gomoku_rules *c = NULL;
    CHECK_OK(gomoku_rules_clone(r, &c));
    CHECK_OK(gomoku_rules_set_size(c, 9));
    CHECK_OK(gomoku_rules_size(r, &u));
    CHECK(u == 26);
    CHECK_OK(gomoku_rules_size(c, &u));
    CHECK(u == 9);
    gomoku_rules_free(c);

    /* Out-of-range colours for every colour argument. */
    static const int32_t bad_colors[] = {-1, 2, 3, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < sizeof bad_colors / sizeof bad_colors[0]; i++) {
        int32_t k = bad_colors[i];
        CHECK_ST(gomoku_rules_set_overline_wins(r, k, true), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_rules_overline_wins(r, k, &b), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_rules_overline_switch(r, k, &b), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_rules_set_restrictions(r, k, 1), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_rules_restrictions(r, k, &u), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_rules_set_forbidden_policy(r, k == -1 ? 7 : k), GOMOKU_STATUS_INVALID_ENUM);
    }

    /* NULL for every pointer of every rules function. */
    CHECK_ST(gomoku_rules_clone(NULL, &c), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_clone(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_preset(NULL, &v), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_preset(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_gomocup_code(NULL, &v), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_gomocup_code(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_set_size(NULL, 15), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_size(NULL, &u), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_size(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_set_overline_wins(NULL, 0, true), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_overline_wins(NULL, 0, &b), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_overline_switch(NULL, 0, &b), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_overline_switch(r, 0, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_overline_wins(r, 0, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_set_restrictions(NULL, 0, 1), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_restrictions(NULL, 0, &u), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_restrictions(r, 0, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_set_forbidden_policy(NULL, 0), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_forbidden_policy(NULL, &v), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_forbidden_policy(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_set_caro_rule(NULL, true), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_caro_rule(NULL, &b), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_caro_rule(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_set_capture(NULL, 5), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_clear_capture(NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_capture(NULL, &u), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_capture(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_set_perfect_five(NULL, true), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_perfect_five(NULL, &b), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_perfect_five(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_set_pass(NULL, true), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_pass(NULL, &b), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_pass(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_set_move_limit(NULL, 5), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_clear_move_limit(NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_move_limit(NULL, &u), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_rules_move_limit(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    gomoku_rules_free(NULL);
    gomoku_rules_free(r);
}

/* ---------------------------------------------------------------- games */

static void test_freestyle_five(void) {
    gomoku_game *g = game_of(GOMOKU_PRESET_FREESTYLE);
    CHECK(turn_of(g) == GOMOKU_COLOR_BLACK);
    gomoku_outcome o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_NONE && o.winner == GOMOKU_COLOR_NONE && o.line_len == 0);
    bool over = true;
    CHECK_OK(gomoku_game_is_over(g, &over));
    CHECK(!over);

    size_t n = 0;
    CHECK_ST(gomoku_game_legal_moves(g, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 225);
    CHECK_OK(gomoku_game_play(g, P("h8")));
    CHECK(turn_of(g) == GOMOKU_COLOR_WHITE);
    int32_t c = 99;
    CHECK_OK(gomoku_game_stone_at(g, P("h8"), &c));
    CHECK(c == GOMOKU_COLOR_BLACK);
    CHECK_OK(gomoku_game_stone_at(g, P("h9"), &c));
    CHECK(c == GOMOKU_COLOR_NONE);
    /* Occupied: refused, nothing changes. */
    CHECK_ST(gomoku_game_play(g, P("h8")), GOMOKU_STATUS_PLAY_OCCUPIED);
    CHECK_ST(gomoku_game_check(g, P("h8")), GOMOKU_STATUS_PLAY_OCCUPIED);
    CHECK(turn_of(g) == GOMOKU_COLOR_WHITE && move_count(g) == 1);
    bool legal = true;
    CHECK_OK(gomoku_game_is_legal(g, P("h8"), &legal));
    CHECK(!legal);
    CHECK_OK(gomoku_game_is_legal(g, P("h9"), &legal));
    CHECK(legal);
    CHECK_OK(gomoku_game_check(g, P("h9")));

    gomoku_point pts[225];
    CHECK_ST(gomoku_game_legal_moves(g, pts, 223, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 224);
    CHECK_OK(gomoku_game_legal_moves(g, pts, 225, &n));
    CHECK(n == 224);
    CHECK(same_point(pts[0], pt(0, 0))); /* row by row from a1 */
    int has_h8 = 0;
    for (size_t i = 0; i < n; i++) has_h8 |= same_point(pts[i], pt(7, 7));
    CHECK(!has_h8);

    play_all(g, "a1 i8 a2 j8 a3 k8 a4");
    CHECK(move_count(g) == 8);
    /* Black holds h8 i8 j8 k8, White a1 a2 a3 a4. */
    CHECK_OK(gomoku_game_stone_at(g, P("a4"), &c));
    CHECK(c == GOMOKU_COLOR_WHITE);
    CHECK_OK(gomoku_game_play(g, P("l8")));
    o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_FIVE);
    CHECK(o.winner == GOMOKU_COLOR_BLACK);
    CHECK(o.line_len == 5);
    CHECK(same_point(o.line_start, pt(7, 7)) && same_point(o.line_end, pt(11, 7)));
    CHECK_OK(gomoku_game_is_over(g, &over));
    CHECK(over);

    /* Calls after the end. */
    CHECK_ST(gomoku_game_play(g, P("a5")), GOMOKU_STATUS_PLAY_GAME_OVER);
    CHECK_ST(gomoku_game_check(g, P("a5")), GOMOKU_STATUS_PLAY_GAME_OVER);
    CHECK_ST(gomoku_game_pass(g), GOMOKU_STATUS_PLAY_GAME_OVER);
    CHECK_ST(gomoku_game_play_text(g, "a5", NULL), GOMOKU_STATUS_PLAY_GAME_OVER);
    CHECK_ST(gomoku_game_resign(g, GOMOKU_COLOR_WHITE), GOMOKU_STATUS_GAME_OVER);
    CHECK_ST(gomoku_game_timeout(g, GOMOKU_COLOR_WHITE), GOMOKU_STATUS_GAME_OVER);
    CHECK_ST(gomoku_game_offer_draw(g, GOMOKU_COLOR_WHITE), GOMOKU_STATUS_GAME_OVER);
    CHECK_ST(gomoku_game_accept_draw(g, GOMOKU_COLOR_BLACK), GOMOKU_STATUS_GAME_OVER);
    CHECK_ST(gomoku_game_decline_draw(g, GOMOKU_COLOR_BLACK), GOMOKU_STATUS_GAME_OVER);
    CHECK_OK(gomoku_game_is_legal(g, P("a5"), &legal));
    CHECK(!legal);
    CHECK_OK(gomoku_game_legal_moves(g, NULL, 0, &n));
    CHECK(n == 0);
    CHECK(move_count(g) == 9);

    /* Undo reopens a game that a move ended. */
    CHECK_OK(gomoku_game_undo(g));
    o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_NONE);
    CHECK(turn_of(g) == GOMOKU_COLOR_BLACK && move_count(g) == 8);

    /* The move list, with the size query. */
    gomoku_move moves[16];
    CHECK_ST(gomoku_game_moves(g, moves, 7, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 8);
    CHECK_OK(gomoku_game_moves(g, moves, 16, &n));
    CHECK(n == 8);
    CHECK(same_point(moves[0].point, pt(7, 7)) && !moves[0].pass);
    CHECK(same_point(moves[7].point, P("a4")));
    gomoku_game_free(g);
}

static void test_standard_overline(void) {
    /* Black h8 i8 j8 k8 m8, then l8: six in a row. */
    const char *moves = "h8 a1 i8 a3 j8 a5 k8 a7 m8 a9 l8";
    gomoku_game *g = game_of(GOMOKU_PRESET_STANDARD);
    play_all(g, moves);
    gomoku_outcome o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_NONE); /* an overline does not win */
    CHECK(turn_of(g) == GOMOKU_COLOR_WHITE);
    gomoku_game_free(g);

    g = game_of(GOMOKU_PRESET_FREESTYLE);
    play_all(g, moves);
    o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_FIVE && o.winner == GOMOKU_COLOR_BLACK);
    CHECK(o.line_len == 6);
    CHECK(same_point(o.line_start, P("h8")) && same_point(o.line_end, P("m8")));
    gomoku_game_free(g);
}

static gomoku_game *renju_double_three(int32_t preset) {
    gomoku_rules *r = rules_of(preset);
    gomoku_point black[] = {P("f8"), P("g8"), P("h6"), P("h7")};
    gomoku_point white[] = {P("a1"), P("a2"), P("a3")};
    gomoku_game *g = NULL;
    CHECK_OK(gomoku_game_from_setup(r, black, 4, white, 3, GOMOKU_COLOR_BLACK, 0, 0, &g));
    gomoku_rules_free(r);
    return g;
}

static void test_renju(void) {
    gomoku_game *g = renju_double_three(GOMOKU_PRESET_RENJU);
    int32_t kind = 99;
    CHECK_OK(gomoku_game_forbidden(g, GOMOKU_COLOR_BLACK, P("h8"), &kind));
    CHECK(kind == GOMOKU_FORBIDDEN_DOUBLE_THREE);
    CHECK_OK(gomoku_game_forbidden(g, GOMOKU_COLOR_WHITE, P("h8"), &kind));
    CHECK(kind == GOMOKU_FORBIDDEN_NONE); /* White is never restricted under renju */
    CHECK_OK(gomoku_game_forbidden(g, GOMOKU_COLOR_BLACK, P("f8"), &kind));
    CHECK(kind == GOMOKU_FORBIDDEN_NONE); /* occupied */
    CHECK_OK(gomoku_game_forbidden(g, GOMOKU_COLOR_BLACK, P("o15"), &kind));
    CHECK(kind == GOMOKU_FORBIDDEN_NONE);

    gomoku_forbidden_point fp[8];
    size_t n = 0;
    CHECK_ST(gomoku_game_forbidden_points(g, GOMOKU_COLOR_BLACK, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 1);
    CHECK_OK(gomoku_game_forbidden_points(g, GOMOKU_COLOR_BLACK, fp, 8, &n));
    CHECK(n == 1 && same_point(fp[0].point, P("h8")) && fp[0].kind == GOMOKU_FORBIDDEN_DOUBLE_THREE);
    CHECK_OK(gomoku_game_forbidden_points(g, GOMOKU_COLOR_WHITE, fp, 8, &n));
    CHECK(n == 0);

    /* The drawing marks h8 with 3 when asked to, and that mark is its only difference from
     * the plain drawing (the row labels hold 3s too: a search for "3" would prove nothing). */
    char *marked = drawing(g, true);
    char *mark = strstr(marked, "X X 3");
    CHECK(mark != NULL);
    char *d = drawing(g, false);
    CHECK(strstr(d, " 8 . . . . . X X .") != NULL);
    if (mark) mark[4] = '.';
    CHECK(strcmp(marked, d) == 0);
    free(marked);
    free(d);

    /* Under renju's lose policy the forbidden move is legal: it is played, and loses. */
    bool legal = false;
    CHECK_OK(gomoku_game_is_legal(g, P("h8"), &legal));
    CHECK(legal);
    CHECK_OK(gomoku_game_play(g, P("h8")));
    gomoku_outcome o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_FORBIDDEN && o.winner == GOMOKU_COLOR_WHITE);
    CHECK(o.line_len == 0 && o.line_start.x == -1);
    gomoku_game_free(g);

    /* The same rules with the reject policy refuse it and keep the turn. */
    gomoku_rules *r = rules_of(GOMOKU_PRESET_RENJU);
    CHECK_OK(gomoku_rules_set_forbidden_policy(r, GOMOKU_FORBIDDEN_POLICY_REJECT));
    gomoku_point black[] = {P("f8"), P("g8"), P("h6"), P("h7")};
    CHECK_OK(gomoku_game_from_setup(r, black, 4, NULL, 0, GOMOKU_COLOR_BLACK, 0, 0, &g));
    gomoku_rules_free(r);
    CHECK_ST(gomoku_game_play(g, P("h8")), GOMOKU_STATUS_PLAY_FORBIDDEN);
    CHECK_ST(gomoku_game_check(g, P("h8")), GOMOKU_STATUS_PLAY_FORBIDDEN);
    CHECK(turn_of(g) == GOMOKU_COLOR_BLACK && move_count(g) == 0);
    gomoku_point lm[225];
    CHECK_OK(gomoku_game_legal_moves(g, lm, 225, &n));
    CHECK(n == 225 - 4 - 1);
    gomoku_game_free(g);
}

static void test_caro(void) {
    /* Black h8 i8 j8 k8, White g8 and m8: l8 makes a five blocked at both ends. */
    gomoku_point black[] = {P("h8"), P("i8"), P("j8"), P("k8")};
    gomoku_point white[] = {P("g8"), P("m8"), P("a1"), P("a3")};
    static const struct { int32_t preset; bool wins; } cases[] = {
        {GOMOKU_PRESET_CARO, false}, {GOMOKU_PRESET_CARO_OVERLINE, false},
        {GOMOKU_PRESET_FREESTYLE, true}, {GOMOKU_PRESET_STANDARD, true},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gomoku_rules *r = rules_of(cases[i].preset);
        gomoku_game *g = NULL;
        CHECK_OK(gomoku_game_from_setup(r, black, 4, white, 4, GOMOKU_COLOR_BLACK, 0, 0, &g));
        CHECK_OK(gomoku_game_play(g, P("l8")));
        gomoku_outcome o = outcome_of(g);
        CHECK((o.termination == GOMOKU_TERMINATION_FIVE) == cases[i].wins);
        gomoku_game_free(g);
        gomoku_rules_free(r);
    }
}

static void test_omok(void) {
    /* Double-three is forbidden to both colours and refused. */
    for (int32_t color = GOMOKU_COLOR_BLACK; color <= GOMOKU_COLOR_WHITE; color++) {
        gomoku_rules *r = rules_of(GOMOKU_PRESET_OMOK);
        gomoku_point mine[] = {P("f8"), P("g8"), P("h6"), P("h7")};
        gomoku_point theirs[] = {P("a1"), P("a3"), P("a5"), P("a7")};
        gomoku_game *g = NULL;
        if (color == GOMOKU_COLOR_BLACK)
            CHECK_OK(gomoku_game_from_setup(r, mine, 4, theirs, 4, color, 0, 0, &g));
        else
            CHECK_OK(gomoku_game_from_setup(r, theirs, 4, mine, 4, color, 0, 0, &g));
        gomoku_rules_free(r);
        CHECK_ST(gomoku_game_play(g, P("h8")), GOMOKU_STATUS_PLAY_FORBIDDEN);
        CHECK(turn_of(g) == color && move_count(g) == 0);
        int32_t kind = 99;
        CHECK_OK(gomoku_game_forbidden(g, color, P("h8"), &kind));
        CHECK(kind == GOMOKU_FORBIDDEN_DOUBLE_THREE);
        CHECK_OK(gomoku_game_play(g, P("o15")));
        gomoku_game_free(g);
    }
}

static void test_captures(void) {
    /* Pente: j10 (B), k10 (W), a1 (B), l10 (W), m10 (B) captures k10 and l10. */
    gomoku_game *g = game_of(GOMOKU_PRESET_PENTE);
    play_all(g, "j10 k10 a1 l10");
    gomoku_point caps[16];
    size_t n = 99;
    CHECK_OK(gomoku_game_last_captures(g, caps, 16, &n));
    CHECK(n == 0);
    CHECK_OK(gomoku_game_play(g, P("m10")));
    CHECK_ST(gomoku_game_last_captures(g, caps, 1, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 2);
    CHECK_OK(gomoku_game_last_captures(g, caps, 16, &n));
    CHECK(n == 2);
    CHECK((same_point(caps[0], P("l10")) && same_point(caps[1], P("k10"))) ||
          (same_point(caps[0], P("k10")) && same_point(caps[1], P("l10"))));
    uint32_t pairs = 99;
    CHECK_OK(gomoku_game_captured_pairs(g, GOMOKU_COLOR_BLACK, &pairs));
    CHECK(pairs == 1);
    CHECK_OK(gomoku_game_captured_pairs(g, GOMOKU_COLOR_WHITE, &pairs));
    CHECK(pairs == 0);
    int32_t c = 99;
    CHECK_OK(gomoku_game_stone_at(g, P("k10"), &c));
    CHECK(c == GOMOKU_COLOR_NONE); /* captured points are empty again */
    /* Undo gives the pair back. */
    CHECK_OK(gomoku_game_undo(g));
    CHECK_OK(gomoku_game_stone_at(g, P("k10"), &c));
    CHECK(c == GOMOKU_COLOR_WHITE);
    CHECK_OK(gomoku_game_captured_pairs(g, GOMOKU_COLOR_BLACK, &pairs));
    CHECK(pairs == 0);
    gomoku_game_free(g);

    /* The fifth pair wins: a setup with four pairs already taken. */
    gomoku_rules *r = rules_of(GOMOKU_PRESET_PENTE);
    gomoku_point black[] = {P("m10")};
    gomoku_point white[] = {P("k10"), P("l10")};
    CHECK_OK(gomoku_game_from_setup(r, black, 1, white, 2, GOMOKU_COLOR_BLACK, 4, 0, &g));
    CHECK_OK(gomoku_game_captured_pairs(g, GOMOKU_COLOR_BLACK, &pairs));
    CHECK(pairs == 4);
    CHECK_OK(gomoku_game_play(g, P("j10")));
    gomoku_outcome o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_CAPTURE && o.winner == GOMOKU_COLOR_BLACK);
    gomoku_game_free(g);
    /* Five pairs already taken is refused by the setup, and so are counts that a narrower
       type would have truncated to an allowed one (256 -> 0, 2^32 - 1 -> 255 or 65535). */
    static const uint32_t bad_pairs[] = {5, 256, 65536, UINT32_MAX};
    for (size_t i = 0; i < sizeof bad_pairs / sizeof bad_pairs[0]; i++) {
        g = (gomoku_game *)0x1;
        CHECK_ST(gomoku_game_from_setup(r, black, 1, white, 2, GOMOKU_COLOR_BLACK, bad_pairs[i], 0, &g),
                 GOMOKU_STATUS_SETUP_CAPTURES);
        CHECK(g == (gomoku_game *)0x1); /* written only on success */
        CHECK_ST(gomoku_game_from_setup(r, black, 1, white, 2, GOMOKU_COLOR_BLACK, 0, bad_pairs[i], &g),
                 GOMOKU_STATUS_SETUP_CAPTURES);
    }
    gomoku_rules_free(r);

    /* Ninuki-renju: captures too, and double-three refused. */
    g = game_of(GOMOKU_PRESET_NINUKI_RENJU);
    play_all(g, "j10 k10 a1 l10 m10");
    CHECK_OK(gomoku_game_captured_pairs(g, GOMOKU_COLOR_BLACK, &pairs));
    CHECK(pairs == 1);
    gomoku_game_free(g);
    g = renju_double_three(GOMOKU_PRESET_NINUKI_RENJU);
    CHECK_ST(gomoku_game_play(g, P("h8")), GOMOKU_STATUS_PLAY_FORBIDDEN);
    gomoku_game_free(g);
}

static void test_pass_limit_board_full(void) {
    gomoku_game *g = game_of(GOMOKU_PRESET_RENJU);
    CHECK_ST(gomoku_game_pass(g), GOMOKU_STATUS_PLAY_PASS_NOT_ALLOWED);
    CHECK(move_count(g) == 0);
    gomoku_game_free(g);

    gomoku_rules *r = rules_of(GOMOKU_PRESET_RENJU);
    CHECK_OK(gomoku_rules_set_pass(r, true));
    CHECK_OK(gomoku_game_new(r, &g));
    CHECK_OK(gomoku_game_play(g, P("h8")));
    CHECK_OK(gomoku_game_pass(g));
    gomoku_move mv[4];
    size_t n = 0;
    CHECK_OK(gomoku_game_moves(g, mv, 4, &n));
    CHECK(n == 2 && mv[1].pass && mv[1].point.x == -1 && !mv[0].pass);
    CHECK_OK(gomoku_game_pass(g));
    gomoku_outcome o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_BOTH_PASSED && o.winner == GOMOKU_COLOR_NONE);
    gomoku_game_free(g);

    CHECK_OK(gomoku_rules_set_move_limit(r, 3));
    CHECK_OK(gomoku_game_new(r, &g));
    play_all(g, "h8 h9 pass");
    o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_NONE); /* passes are not stones */
    CHECK_OK(gomoku_game_play(g, P("i9")));
    o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_MOVE_LIMIT && o.winner == GOMOKU_COLOR_NONE);
    gomoku_game_free(g);
    gomoku_rules_free(r);

    /* A 5x5 board filled without a five: colour (x/2 + y) % 2, a1 left empty for Black. */
    r = rules_of(GOMOKU_PRESET_FREESTYLE);
    CHECK_OK(gomoku_rules_set_size(r, 5));
    gomoku_point black[25], white[25];
    size_t nb = 0, nw = 0;
    for (int32_t y = 0; y < 5; y++)
        for (int32_t x = 0; x < 5; x++) {
            if (x == 0 && y == 0) continue;
            if ((x / 2 + y) % 2 == 0) black[nb++] = pt(x, y);
            else white[nw++] = pt(x, y);
        }
    CHECK_OK(gomoku_game_from_setup(r, black, nb, white, nw, GOMOKU_COLOR_BLACK, 0, 0, &g));
    CHECK_OK(gomoku_game_play(g, pt(0, 0)));
    o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_BOARD_FULL && o.winner == GOMOKU_COLOR_NONE);
    char *d = drawing(g, true);
    CHECK(strstr(d, " 1 X X O O X") != NULL);
    CHECK(strstr(d, "   a b c d e") != NULL);
    free(d);
    gomoku_game_free(g);
    gomoku_rules_free(r);
}

static void test_actions(void) {
    gomoku_game *g = game_of(GOMOKU_PRESET_RENJU);
    CHECK_ST(gomoku_game_undo(g), GOMOKU_STATUS_GAME_NOTHING_TO_UNDO);
    int32_t c = 99;
    CHECK_OK(gomoku_game_draw_offer(g, &c));
    CHECK(c == GOMOKU_COLOR_NONE);
    CHECK_ST(gomoku_game_accept_draw(g, GOMOKU_COLOR_BLACK), GOMOKU_STATUS_GAME_NO_DRAW_OFFER);
    CHECK_ST(gomoku_game_decline_draw(g, GOMOKU_COLOR_WHITE), GOMOKU_STATUS_GAME_NO_DRAW_OFFER);
    CHECK_OK(gomoku_game_offer_draw(g, GOMOKU_COLOR_BLACK));
    CHECK_OK(gomoku_game_draw_offer(g, &c));
    CHECK(c == GOMOKU_COLOR_BLACK);
    CHECK_ST(gomoku_game_offer_draw(g, GOMOKU_COLOR_WHITE), GOMOKU_STATUS_GAME_DRAW_OFFER_PENDING);
    CHECK_ST(gomoku_game_accept_draw(g, GOMOKU_COLOR_BLACK), GOMOKU_STATUS_GAME_NO_DRAW_OFFER);
    CHECK_OK(gomoku_game_decline_draw(g, GOMOKU_COLOR_WHITE));
    CHECK_OK(gomoku_game_draw_offer(g, &c));
    CHECK(c == GOMOKU_COLOR_NONE);
    CHECK_OK(gomoku_game_play(g, P("h8")));
    CHECK_OK(gomoku_game_offer_draw(g, GOMOKU_COLOR_WHITE));

    /* A clone is independent of the original. */
    gomoku_game *copy = NULL;
    CHECK_OK(gomoku_game_clone(g, &copy));
    CHECK_OK(gomoku_game_accept_draw(copy, GOMOKU_COLOR_BLACK));
    gomoku_outcome o = outcome_of(copy);
    CHECK(o.termination == GOMOKU_TERMINATION_AGREEMENT && o.winner == GOMOKU_COLOR_NONE);
    CHECK_ST(gomoku_game_undo(copy), GOMOKU_STATUS_GAME_ENDED_BY_ACTION);
    o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_NONE);
    gomoku_game_free(copy);

    /* The offer lapses when Black (to whom it was made) moves. */
    CHECK_OK(gomoku_game_play(g, P("h9")));
    CHECK_OK(gomoku_game_play(g, P("i9")));
    CHECK_OK(gomoku_game_draw_offer(g, &c));
    CHECK(c == GOMOKU_COLOR_NONE);

    CHECK_OK(gomoku_game_clone(g, &copy));
    CHECK_OK(gomoku_game_timeout(copy, GOMOKU_COLOR_WHITE));
    o = outcome_of(copy);
    CHECK(o.termination == GOMOKU_TERMINATION_TIMEOUT && o.winner == GOMOKU_COLOR_BLACK);
    CHECK_ST(gomoku_game_undo(copy), GOMOKU_STATUS_GAME_ENDED_BY_ACTION);
    CHECK_ST(gomoku_game_play(copy, P("a1")), GOMOKU_STATUS_PLAY_GAME_OVER);
    gomoku_point lm[4];
    size_t n = 99;
    CHECK_OK(gomoku_game_legal_moves(copy, lm, 4, &n));
    CHECK(n == 0);
    gomoku_game_free(copy);

    /* Resignation on the other side's turn. */
    CHECK(turn_of(g) == GOMOKU_COLOR_WHITE);
    CHECK_OK(gomoku_game_resign(g, GOMOKU_COLOR_BLACK));
    o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_RESIGNATION && o.winner == GOMOKU_COLOR_WHITE);
    CHECK_ST(gomoku_game_resign(g, GOMOKU_COLOR_WHITE), GOMOKU_STATUS_GAME_OVER);
    CHECK_ST(gomoku_game_undo(g), GOMOKU_STATUS_GAME_ENDED_BY_ACTION);

    /* The rules of a game. */
    gomoku_rules *r = NULL;
    CHECK_OK(gomoku_game_rules(g, &r));
    check_name(r, "renju");
    gomoku_rules_free(r);
    gomoku_game_free(g);
}

static void test_play_text(void) {
    gomoku_game *g = game_of(GOMOKU_PRESET_FREESTYLE);
    size_t at = 99;
    CHECK_OK(gomoku_game_play_text(g, "h8,h9 i8", &at));
    CHECK(move_count(g) == 3);
    CHECK(at == 99); /* written only when a move fails */
    CHECK_OK(gomoku_game_play_text(g, "", NULL));
    CHECK(move_count(g) == 3);
    /* All or nothing; `at` receives the 0-based index of the move that failed, as Rust's
       and Python's errors say (issue 11, item 8). */
    CHECK_ST(gomoku_game_play_text(g, "a1 zz", &at), GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST);
    CHECK(at == 1);
    CHECK_ST(gomoku_game_play_text(g, "\xff", &at), GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST);
    CHECK(at == 0);
    CHECK_ST(gomoku_game_play_text(g, "a1 b2 \xff", &at), GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST);
    CHECK(at == 2);
    CHECK_ST(gomoku_game_play_text(g, "a1;a2", &at), GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST);
    CHECK(at == 0); /* `a1;a2` is one bad move: only spaces and commas separate moves */
    CHECK_ST(gomoku_game_play_text(g, "a1 a2a3", &at), GOMOKU_STATUS_PARSE_INVALID_MOVE_LIST);
    CHECK(at == 1); /* nor does nothing: the packed `a2a3` is one bad move (RULES.md §11) */
    CHECK_ST(gomoku_game_play_text(g, "a1 a2 a1", &at), GOMOKU_STATUS_PLAY_OCCUPIED);
    CHECK(at == 2);
    CHECK_ST(gomoku_game_play_text(g, "p1", &at), GOMOKU_STATUS_PLAY_OFF_BOARD);
    CHECK(at == 0);
    CHECK_ST(gomoku_game_play_text(g, "a1 pass", &at), GOMOKU_STATUS_PLAY_PASS_NOT_ALLOWED);
    CHECK(at == 1);
    CHECK_ST(gomoku_game_play_text(g, "a1 a1", NULL), GOMOKU_STATUS_PLAY_OCCUPIED);
    CHECK(move_count(g) == 3);
    CHECK(turn_of(g) == GOMOKU_COLOR_WHITE);
    at = 99;
    CHECK_ST(gomoku_game_play_text(g, NULL, &at), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_play_text(NULL, "a1", &at), GOMOKU_STATUS_NULL_POINTER);
    CHECK(at == 99);
    gomoku_game_free(g);
}

/* Issue 11, item 5: a termination fixes whether there is a winner. */
static void test_outcome_new(void) {
    gomoku_outcome o = {99, 99, 99, {99, 99}, {99, 99}};
    CHECK_OK(gomoku_outcome_new(GOMOKU_COLOR_BLACK, GOMOKU_TERMINATION_FIVE, &o));
    CHECK(o.winner == GOMOKU_COLOR_BLACK && o.termination == GOMOKU_TERMINATION_FIVE);
    CHECK(o.line_len == 0 && o.line_start.x == -1 && o.line_end.y == -1);
    CHECK_OK(gomoku_outcome_new(GOMOKU_COLOR_NONE, GOMOKU_TERMINATION_BOTH_WON, &o));
    CHECK(o.winner == GOMOKU_COLOR_NONE && o.termination == GOMOKU_TERMINATION_BOTH_WON);
    for (int32_t t = GOMOKU_TERMINATION_FIVE; t <= GOMOKU_TERMINATION_BOTH_WON; t++) {
        gomoku_outcome before = o;
        int draw = t >= GOMOKU_TERMINATION_BOARD_FULL;
        int32_t wrong = draw ? GOMOKU_COLOR_WHITE : GOMOKU_COLOR_NONE;
        CHECK_ST(gomoku_outcome_new(wrong, t, &o), GOMOKU_STATUS_OUTCOME_WINNER_MISMATCH);
        CHECK(memcmp(&o, &before, sizeof o) == 0);
        CHECK_OK(gomoku_outcome_new(draw ? GOMOKU_COLOR_NONE : GOMOKU_COLOR_WHITE, t, &o));
        CHECK(o.termination == t);
    }
    CHECK_ST(gomoku_outcome_new(GOMOKU_COLOR_BLACK, GOMOKU_TERMINATION_BOARD_FULL, &o),
             GOMOKU_STATUS_OUTCOME_WINNER_MISMATCH);
    CHECK_ST(gomoku_outcome_new(GOMOKU_COLOR_NONE, GOMOKU_TERMINATION_FIVE, &o),
             GOMOKU_STATUS_OUTCOME_WINNER_MISMATCH);
    CHECK_ST(gomoku_outcome_new(2, GOMOKU_TERMINATION_FIVE, &o), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_outcome_new(GOMOKU_COLOR_NONE, GOMOKU_TERMINATION_NONE, &o), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_outcome_new(GOMOKU_COLOR_NONE, 11, &o), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_outcome_new(GOMOKU_COLOR_BLACK, GOMOKU_TERMINATION_FIVE, NULL), GOMOKU_STATUS_NULL_POINTER);
}

static void test_setup_errors(void) {
    gomoku_rules *r = rules_of(GOMOKU_PRESET_FREESTYLE);
    gomoku_game *g = (gomoku_game *)0x1;
    gomoku_point off15[] = {{15, 0}};
    CHECK_ST(gomoku_game_from_setup(r, off15, 1, NULL, 0, 0, 0, 0, &g), GOMOKU_STATUS_SETUP_OFF_BOARD);
    static const gomoku_point off[] = {{-1, 0}, {0, -1}, {26, 3}, {INT32_MAX, 0}, {INT32_MIN, 0}, {7, 1000}};
    for (size_t i = 0; i < sizeof off / sizeof off[0]; i++) {
        CHECK_ST(gomoku_game_from_setup(r, NULL, 0, &off[i], 1, 0, 0, 0, &g), GOMOKU_STATUS_SETUP_OFF_BOARD);
    }
    gomoku_point h8[] = {{7, 7}};
    CHECK_ST(gomoku_game_from_setup(r, h8, 1, h8, 1, 0, 0, 0, &g), GOMOKU_STATUS_SETUP_OVERLAP);
    gomoku_point five[] = {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}};
    CHECK_ST(gomoku_game_from_setup(r, five, 5, NULL, 0, 0, 0, 0, &g), GOMOKU_STATUS_SETUP_ALREADY_WON);
    CHECK_ST(gomoku_game_from_setup(r, h8, 1, NULL, 0, 0, 1, 0, &g), GOMOKU_STATUS_SETUP_CAPTURES);
    CHECK_ST(gomoku_game_from_setup(r, h8, 1, NULL, 0, 0, 0, 255, &g), GOMOKU_STATUS_SETUP_CAPTURES);
    CHECK_ST(gomoku_game_from_setup(r, h8, 1, NULL, 0, 0, 256, 0, &g), GOMOKU_STATUS_SETUP_CAPTURES);
    CHECK_ST(gomoku_game_from_setup(r, h8, 1, NULL, 0, 0, 0, UINT32_MAX, &g), GOMOKU_STATUS_SETUP_CAPTURES);
    static const int32_t bad_turns[] = {-1, 2, INT32_MAX, INT32_MIN};
    for (size_t i = 0; i < sizeof bad_turns / sizeof bad_turns[0]; i++) {
        CHECK_ST(gomoku_game_from_setup(r, h8, 1, NULL, 0, bad_turns[i], 0, 0, &g), GOMOKU_STATUS_INVALID_ENUM);
    }
    CHECK_ST(gomoku_game_from_setup(r, NULL, 1, NULL, 0, 0, 0, 0, &g), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_from_setup(r, NULL, 0, NULL, 2, 0, 0, 0, &g), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_from_setup(NULL, h8, 1, NULL, 0, 0, 0, 0, &g), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_from_setup(r, h8, 1, NULL, 0, 0, 0, 0, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK(g == (gomoku_game *)0x1); /* never written on failure */

    /* A duplicate in one list counts once; White to move. */
    gomoku_point twice[] = {{7, 7}, {7, 7}};
    g = NULL;
    CHECK_OK(gomoku_game_from_setup(r, twice, 2, NULL, 0, GOMOKU_COLOR_WHITE, 0, 0, &g));
    CHECK(turn_of(g) == GOMOKU_COLOR_WHITE);
    CHECK(move_count(g) == 0);
    CHECK_ST(gomoku_game_undo(g), GOMOKU_STATUS_GAME_NOTHING_TO_UNDO);
    gomoku_game_free(g);
    gomoku_rules_free(r);
}

/* Off-board points, out-of-range colours and NULL for every game function. */
static void test_game_bad_input(void) {
    gomoku_rules *r = rules_of(GOMOKU_PRESET_RENJU);
    gomoku_game *g = NULL;
    CHECK_OK(gomoku_game_new(r, &g));
    static const gomoku_point off[] = {{-1, 0}, {0, -1}, {15, 0}, {0, 15}, {25, 25}, {26, 0},
                                       {INT32_MAX, 7}, {7, INT32_MIN}, {INT32_MIN, INT32_MAX}};
    for (size_t i = 0; i < sizeof off / sizeof off[0]; i++) {
        int32_t v = 99;
        bool b = true;
        CHECK_ST(gomoku_game_play(g, off[i]), GOMOKU_STATUS_PLAY_OFF_BOARD);
        CHECK_ST(gomoku_game_check(g, off[i]), GOMOKU_STATUS_PLAY_OFF_BOARD);
        /* Off the board is not legal, as in Rust and Python (issue 11, item 8). */
        CHECK_OK(gomoku_game_is_legal(g, off[i], &b));
        CHECK(!b);
        CHECK_ST(gomoku_game_stone_at(g, off[i], &v), GOMOKU_STATUS_PLAY_OFF_BOARD);
        CHECK_ST(gomoku_game_forbidden(g, GOMOKU_COLOR_BLACK, off[i], &v), GOMOKU_STATUS_PLAY_OFF_BOARD);
        CHECK(v == 99);
    }
    CHECK(move_count(g) == 0);
    /* One order of checks whatever the coordinates (issue 11, item 14): on a finished game
       every point, on the board or however far off it, is refused as game over. */
    {
        gomoku_game *over = NULL;
        CHECK_OK(gomoku_game_clone(g, &over));
        CHECK_OK(gomoku_game_resign(over, GOMOKU_COLOR_WHITE));
        for (size_t i = 0; i < sizeof off / sizeof off[0]; i++) {
            bool b = true;
            CHECK_ST(gomoku_game_play(over, off[i]), GOMOKU_STATUS_PLAY_GAME_OVER);
            CHECK_ST(gomoku_game_check(over, off[i]), GOMOKU_STATUS_PLAY_GAME_OVER);
            CHECK_OK(gomoku_game_is_legal(over, off[i], &b));
            CHECK(!b);
        }
        CHECK_ST(gomoku_game_play(over, pt(7, 7)), GOMOKU_STATUS_PLAY_GAME_OVER);
        CHECK(move_count(over) == 0);
        gomoku_game_free(over);
    }

    static const int32_t bad_colors[] = {-1, 2, 7, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < sizeof bad_colors / sizeof bad_colors[0]; i++) {
        int32_t k = bad_colors[i], v = 99;
        uint32_t u = 99;
        size_t n = 99;
        gomoku_forbidden_point fp[2];
        CHECK_ST(gomoku_game_resign(g, k), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_game_timeout(g, k), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_game_offer_draw(g, k), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_game_accept_draw(g, k), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_game_decline_draw(g, k), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_game_captured_pairs(g, k, &u), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_game_forbidden(g, k, pt(7, 7), &v), GOMOKU_STATUS_INVALID_ENUM);
        CHECK_ST(gomoku_game_forbidden_points(g, k, fp, 2, &n), GOMOKU_STATUS_INVALID_ENUM);
        CHECK(v == 99 && u == 99 && n == 99);
    }
    gomoku_outcome o = outcome_of(g);
    CHECK(o.termination == GOMOKU_TERMINATION_NONE);

    /* NULL for every pointer. */
    gomoku_game *out = NULL;
    int32_t v = 0;
    uint32_t u = 0;
    size_t n = 0;
    bool b = false;
    char text[8];
    gomoku_point pts[2];
    gomoku_move mv[2];
    gomoku_forbidden_point fp[2];
    gomoku_rules *rr = NULL;
    CHECK_ST(gomoku_game_new(NULL, &out), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_new(r, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_clone(NULL, &out), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_clone(g, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_rules(NULL, &rr), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_rules(g, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_play(NULL, pt(7, 7)), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_pass(NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_undo(NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_resign(NULL, 0), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_timeout(NULL, 0), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_offer_draw(NULL, 0), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_accept_draw(NULL, 0), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_decline_draw(NULL, 0), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_draw_offer(NULL, &v), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_draw_offer(g, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_turn(NULL, &v), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_turn(g, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_stone_at(NULL, pt(7, 7), &v), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_stone_at(g, pt(7, 7), NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_move_count(NULL, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_move_count(g, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_moves(NULL, mv, 2, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_moves(g, NULL, 2, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_moves(g, mv, 2, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_captured_pairs(NULL, 0, &u), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_captured_pairs(g, 0, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_last_captures(NULL, pts, 2, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_last_captures(g, NULL, 2, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_last_captures(g, pts, 2, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_check(NULL, pt(7, 7)), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_is_legal(NULL, pt(7, 7), &b), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_is_legal(g, pt(7, 7), NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_legal_moves(NULL, pts, 2, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_legal_moves(g, NULL, 2, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_legal_moves(g, pts, 2, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_forbidden(NULL, 0, pt(7, 7), &v), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_forbidden(g, 0, pt(7, 7), NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_forbidden_points(NULL, 0, fp, 2, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_forbidden_points(g, 0, NULL, 2, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_forbidden_points(g, 0, fp, 2, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_is_over(NULL, &b), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_is_over(g, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_outcome(NULL, &o), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_outcome(g, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_draw(NULL, true, text, sizeof text, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_draw(g, true, NULL, sizeof text, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_draw(g, true, text, sizeof text, NULL), GOMOKU_STATUS_NULL_POINTER);
    /* A drawing too big for the buffer: only out_n is written. */
    memset(text, '#', sizeof text);
    CHECK_ST(gomoku_game_draw(g, false, text, sizeof text, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n > sizeof text && text[0] == '#');
    gomoku_game_free(NULL);
    CHECK(move_count(g) == 0);
    gomoku_game_free(g);
    gomoku_rules_free(r);
}

/* ---------------------------------------------------------------- the Gomocup protocol */

static int parse_line(const char *line, int32_t size, gomoku_command *out) {
    return (int)gomoku_protocol_parse(line, strlen(line), size, out);
}

static void test_protocol(void) {
    gomoku_command c;
    /* Rows of the protocol count from the top: TURN 0,0 on 15x15 is a15 = (0, 14). */
    CHECK_OK(parse_line("TURN 0,0\r\n", 15, &c));
    CHECK(c.name == GOMOKU_COMMAND_NAME_TURN && c.point.x == 0 && c.point.y == 14);
    CHECK_OK(parse_line("start 20", 15, &c));
    CHECK(c.name == GOMOKU_COMMAND_NAME_START && c.size == 20);
    CHECK_OK(parse_line("RECTSTART 30,20", 15, &c));
    CHECK(c.name == GOMOKU_COMMAND_NAME_RECT_START && c.size == 30 && c.height == 20);
    CHECK_OK(parse_line("10,10,2", 20, &c));
    CHECK(c.name == GOMOKU_COMMAND_NAME_STONE && c.field == 2 && c.point.x == 10 && c.point.y == 9);
    CHECK_OK(parse_line("INFO timeout_turn 1000", 20, &c));
    CHECK(c.name == GOMOKU_COMMAND_NAME_INFO && c.info == GOMOKU_INFO_KEY_TIMEOUT_TURN && c.value == 1000);
    CHECK_OK(parse_line("INFO time_left -1", 20, &c));
    CHECK(c.info == GOMOKU_INFO_KEY_TIME_LEFT && c.value == -1);
    CHECK_OK(parse_line("INFO rule 4", 20, &c));
    CHECK(c.info == GOMOKU_INFO_KEY_RULE && c.value == 4);
    CHECK_OK(parse_line("INFO folder C:/x", 20, &c));
    CHECK(c.info == GOMOKU_INFO_KEY_FOLDER);
    CHECK_OK(parse_line("BEGIN", 20, &c));
    CHECK(c.name == GOMOKU_COMMAND_NAME_BEGIN && c.info == GOMOKU_INFO_KEY_NONE && c.point.x == -1);
    /* Bad lines: typed statuses, and the out-parameter is left alone. */
    c.name = 77;
    CHECK_ST(parse_line("HELLO", 20, &c), GOMOKU_STATUS_PROTOCOL_UNKNOWN_COMMAND);
    CHECK_ST(parse_line("TURN 5", 20, &c), GOMOKU_STATUS_PROTOCOL_MALFORMED);
    CHECK_ST(parse_line("TURN 20,0", 20, &c), GOMOKU_STATUS_PROTOCOL_OFF_BOARD);
    CHECK_ST(parse_line("  \r\n", 20, &c), GOMOKU_STATUS_PROTOCOL_EMPTY_LINE);
    CHECK_ST(parse_line("\xff", 20, &c), GOMOKU_STATUS_PROTOCOL_INVALID_UTF8);
    CHECK_ST(parse_line("INFO rule 6", 20, &c), GOMOKU_STATUS_RULES_UNSUPPORTED_GOMOCUP_CODE);
    CHECK_ST(parse_line("START 99", 20, &c), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK_ST(parse_line("BEGIN", 4, &c), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK(c.name == 77);
    CHECK_ST(gomoku_protocol_parse(NULL, 3, 20, &c), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_protocol_parse("END", 3, 20, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_protocol_parse(NULL, 0, 20, &c), GOMOKU_STATUS_PROTOCOL_EMPTY_LINE);
    /* Only len bytes are read: "ENDX" cut at 3 is END. */
    CHECK_OK(gomoku_protocol_parse("ENDX", 3, 20, &c));
    CHECK(c.name == GOMOKU_COMMAND_NAME_END);

    char buf[128];
    size_t n = 0;
    gomoku_point a1 = {0, 0};
    CHECK_OK(gomoku_protocol_format_move(a1, 15, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "0,14") == 0 && n == 5);
    gomoku_point off = {15, 0};
    CHECK_ST(gomoku_protocol_format_move(off, 15, buf, sizeof buf, &n), GOMOKU_STATUS_PLAY_OFF_BOARD);
    CHECK_OK(gomoku_protocol_format_reply(GOMOKU_REPLY_KIND_OK, NULL, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "OK") == 0);
    CHECK_OK(gomoku_protocol_format_reply(GOMOKU_REPLY_KIND_ERROR, "two\nlines", buf, sizeof buf, &n));
    CHECK(strcmp(buf, "ERROR two lines") == 0);
    CHECK_OK(gomoku_protocol_format_reply(GOMOKU_REPLY_KIND_UNKNOWN, NULL, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "UNKNOWN") == 0);
    CHECK_ST(gomoku_protocol_format_reply(99, NULL, buf, sizeof buf, &n), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_protocol_format_reply(GOMOKU_REPLY_KIND_OK, NULL, NULL, 0, &n),
             GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 3);
    CHECK_OK(gomoku_protocol_format_about("b", "1", NULL, "CZ", buf, sizeof buf, &n));
    CHECK(strcmp(buf, "name=\"b\", version=\"1\", author=\"\", country=\"CZ\"") == 0);
}

/* A brain session driven from C: the core's protocol state, lines in, steps out. */
static gomoku_step feed(gomoku_brain *brain, const char *line) {
    gomoku_step step = {-1, 0, 0, 0};
    CHECK_OK(gomoku_brain_feed(brain, line, strlen(line), &step));
    return step;
}

static int reply_is(const gomoku_brain *brain, const char *want) {
    char buf[256];
    size_t n = 0;
    if (gomoku_brain_reply(brain, buf, sizeof buf, &n) != GOMOKU_STATUS_OK) return 0;
    return strcmp(buf, want) == 0;
}

static void test_brain(void) {
    gomoku_brain *brain = NULL;
    CHECK_OK(gomoku_brain_new("c-brain", "1.0", NULL, "CZ", NULL, &brain));
    gomoku_game *game = (gomoku_game *)&brain; /* any non-NULL value: must become NULL */
    CHECK_OK(gomoku_brain_game(brain, &game));
    CHECK(game == NULL);
    gomoku_step step = feed(brain, "START 15\r\n");
    CHECK(step.kind == GOMOKU_STEP_KIND_REPLY && reply_is(brain, "OK"));
    step = feed(brain, "INFO timeout_turn 1000");
    CHECK(step.kind == GOMOKU_STEP_KIND_REPLY && reply_is(brain, ""));
    step = feed(brain, "ABOUT");
    CHECK(reply_is(brain, "name=\"c-brain\", version=\"1.0\", author=\"\", country=\"CZ\""));
    step = feed(brain, "BEGIN");
    CHECK(step.kind == GOMOKU_STEP_KIND_THINK && step.turn_ms == 1000 && step.think_ms == 900);
    CHECK(step.left_ms == -1);
    CHECK_OK(gomoku_brain_game(brain, &game));
    size_t moves = 99;
    CHECK_OK(gomoku_game_move_count(game, &moves));
    CHECK(moves == 0);
    gomoku_game_free(game);
    gomoku_point h8 = {7, 7}, a1 = {0, 0}, off = {15, 0};
    CHECK_OK(gomoku_brain_play(brain, h8, &step));
    CHECK(step.kind == GOMOKU_STEP_KIND_REPLY && reply_is(brain, "7,7"));
    step = feed(brain, "TURN 7,7");
    CHECK(step.kind == GOMOKU_STEP_KIND_REPLY && reply_is(brain, "ERROR TURN 7,7: h8 is occupied"));
    step = feed(brain, "TURN 8,8");
    CHECK(step.kind == GOMOKU_STEP_KIND_THINK);
    CHECK_ST(gomoku_brain_play(brain, off, &step), GOMOKU_STATUS_PLAY_OFF_BOARD);
    CHECK_OK(gomoku_brain_play(brain, h8, &step));
    CHECK(step.kind == GOMOKU_STEP_KIND_REPLY && reply_is(brain, "ERROR the bot chose 7,7: h8 is occupied"));
    CHECK_OK(gomoku_brain_play(brain, a1, &step));
    CHECK(reply_is(brain, "0,14"));
    step = feed(brain, "HELLO");
    CHECK(reply_is(brain, "UNKNOWN unknown command HELLO"));
    size_t n = 0;
    CHECK_ST(gomoku_brain_reply(brain, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == strlen("UNKNOWN unknown command HELLO") + 1);
    step = feed(brain, "END");
    CHECK(step.kind == GOMOKU_STEP_KIND_EXIT);
    CHECK_ST(gomoku_brain_feed(NULL, "END", 3, &step), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_brain_feed(brain, "END", 3, NULL), GOMOKU_STATUS_NULL_POINTER);
    gomoku_brain_free(brain);
    gomoku_brain_free(NULL);
    /* SWAP2BOARD under the core's Swap2 opening: the bot's step, SWAP included. */
    CHECK_OK(gomoku_brain_new(NULL, NULL, NULL, NULL, NULL, &brain));
    feed(brain, "START 15");
    CHECK_OK(gomoku_brain_opening_game(brain, &game));
    CHECK(game == NULL); /* no Swap2 answer asked */
    feed(brain, "SWAP2BOARD");
    feed(brain, "7,7");
    feed(brain, "0,0");
    feed(brain, "8,7");
    step = feed(brain, "DONE");
    CHECK(step.kind == GOMOKU_STEP_KIND_THINK);
    CHECK_OK(gomoku_brain_opening_game(brain, &game));
    gomoku_expected e;
    CHECK_OK(gomoku_game_expected(game, &e));
    CHECK(e.what == GOMOKU_EXPECTING_CHOOSE_COLOR_OR_PLACE && e.player == GOMOKU_PLAYER_SECOND);
    gomoku_reference_bot *bot = NULL;
    CHECK_OK(gomoku_reference_bot_new(0, &bot));
    gomoku_bot_decision d;
    CHECK_OK(gomoku_reference_bot_decide(bot, game, 1000, NULL, NULL, &d));
    /* Black's two stones side by side, White's in the corner: it takes Black. */
    CHECK(d.kind == GOMOKU_BOT_STEP_CHOOSE && d.color == GOMOKU_COLOR_BLACK);
    gomoku_bot_decision bad = d;
    bad.kind = GOMOKU_BOT_STEP_MOVE;
    CHECK_ST(gomoku_brain_act(brain, &bad, &step), GOMOKU_STATUS_INVALID_ENUM);
    bad.kind = GOMOKU_BOT_STEP_SWAP; /* not a step of Swap2's choice: an ERROR reply */
    CHECK_OK(gomoku_brain_act(brain, &bad, &step));
    CHECK(step.kind == GOMOKU_STEP_KIND_REPLY);
    CHECK_ST(gomoku_brain_act(NULL, &d, &step), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_brain_act(brain, NULL, &step), GOMOKU_STATUS_NULL_POINTER);
    CHECK_OK(gomoku_brain_act(brain, &d, &step));
    CHECK(step.kind == GOMOKU_STEP_KIND_REPLY && reply_is(brain, "SWAP"));
    /* Nothing asked now. */
    CHECK_OK(gomoku_brain_act(brain, &d, &step));
    CHECK(step.kind == GOMOKU_STEP_KIND_REPLY);
    gomoku_game_free(game);
    gomoku_reference_bot_free(bot);
    gomoku_brain_free(brain);
    /* Rules given by the caller: pente has no Gomocup code. */
    gomoku_rules *pente = NULL;
    CHECK_OK(gomoku_rules_new(GOMOKU_PRESET_PENTE, &pente));
    CHECK_OK(gomoku_brain_new(NULL, NULL, NULL, NULL, pente, &brain));
    gomoku_rules_free(pente);
    feed(brain, "START 19");
    CHECK_OK(gomoku_brain_game(brain, &game));
    gomoku_rules *rules = NULL;
    CHECK_OK(gomoku_game_rules(game, &rules));
    uint32_t capture = 0;
    CHECK_OK(gomoku_rules_capture(rules, &capture));
    CHECK(capture == 5);
    gomoku_rules_free(rules);
    gomoku_game_free(game);
    gomoku_brain_free(brain);
}

static gomoku_point at(const char *s) {
    gomoku_point p = {-1, -1};
    CHECK_OK(gomoku_point_from_str(s, &p));
    return p;
}

/* RULES.md §7: a Soosõrv-8 opening through the C API, with who acts and what is expected,
   the refusals, undo and the record. */
static void test_opening(void) {
    gomoku_rules *r = NULL;
    gomoku_game *g = NULL;
    gomoku_expected e;
    int32_t kind = -9, player = -9, color = -9;
    uint32_t n = 99;
    CHECK_OK(gomoku_rules_new(GOMOKU_PRESET_RENJU, &r));
    CHECK_OK(gomoku_opening_from_str("Soosorv-8", &kind, &n));
    CHECK(kind == GOMOKU_OPENING_SOOSORV && n == 8);
    CHECK_ST(gomoku_opening_from_str("swap3", &kind, &n), GOMOKU_STATUS_PARSE_INVALID_OPENING);
    CHECK_ST(gomoku_game_new_with_opening(r, 99, 0, &g), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_game_new_with_opening(r, GOMOKU_OPENING_SOOSORV, 0, &g), GOMOKU_STATUS_OPENING_OFFERS_OUT_OF_RANGE);
    CHECK_ST(gomoku_game_new_with_opening(NULL, GOMOKU_OPENING_RIF, 0, &g), GOMOKU_STATUS_NULL_POINTER);
    CHECK(g == NULL);
    CHECK_OK(gomoku_game_new_with_opening(r, GOMOKU_OPENING_SOOSORV, 8, &g));
    CHECK_OK(gomoku_game_opening(g, &kind, &n));
    CHECK(kind == GOMOKU_OPENING_SOOSORV && n == 8);
    CHECK_OK(gomoku_game_expected(g, &e));
    CHECK(e.what == GOMOKU_EXPECTING_PLACE && e.player == GOMOKU_PLAYER_FIRST && e.color == GOMOKU_COLOR_BLACK);
    CHECK(e.stone == GOMOKU_COLOR_BLACK && e.area == GOMOKU_AREA_CENTRE);
    /* A move of normal play during a placement is that placement (RULES.md §7); one the
       step refuses for its own reasons (outside the area) is an opening under way. */
    CHECK_ST(gomoku_game_play(g, at("a1")), GOMOKU_STATUS_PLAY_OPENING_UNDER_WAY);
    CHECK_ST(gomoku_game_place(g, at("a1")), GOMOKU_STATUS_OPENING_OUTSIDE_AREA);
    CHECK_ST(gomoku_game_swap(g), GOMOKU_STATUS_OPENING_UNEXPECTED);
    CHECK_OK(gomoku_game_play(g, at("h8")));
    CHECK_OK(gomoku_game_place(g, at("h9")));
    CHECK_OK(gomoku_game_place(g, at("j10")));
    CHECK_OK(gomoku_game_expected(g, &e));
    CHECK(e.what == GOMOKU_EXPECTING_SWAP && e.player == GOMOKU_PLAYER_SECOND && e.area == GOMOKU_AREA_NONE);
    CHECK_ST(gomoku_game_play(g, at("a1")), GOMOKU_STATUS_PLAY_OPENING_UNDER_WAY);
    CHECK_OK(gomoku_game_swap(g));
    CHECK_OK(gomoku_game_player(g, GOMOKU_COLOR_BLACK, &player));
    CHECK(player == GOMOKU_PLAYER_SECOND);
    CHECK_OK(gomoku_game_color_of(g, GOMOKU_PLAYER_FIRST, &color));
    CHECK(color == GOMOKU_COLOR_WHITE);
    CHECK_ST(gomoku_game_color_of(g, 2, &color), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_OK(gomoku_game_place(g, at("g10")));
    CHECK_OK(gomoku_game_expected(g, &e));
    CHECK(e.what == GOMOKU_EXPECTING_DECLARE && e.max == 8 && e.player == GOMOKU_PLAYER_FIRST);
    CHECK_ST(gomoku_game_declare(g, 9), GOMOKU_STATUS_OPENING_OFFERS_OUT_OF_RANGE);
    CHECK_ST(gomoku_game_declare(g, 100000), GOMOKU_STATUS_OPENING_OFFERS_OUT_OF_RANGE);
    CHECK_OK(gomoku_game_declare(g, 2));
    CHECK_OK(gomoku_game_keep(g));
    CHECK_ST(gomoku_game_undo(g), GOMOKU_STATUS_GAME_NOT_A_MOVE);
    CHECK_OK(gomoku_game_undo_step(g));
    CHECK_OK(gomoku_game_keep(g));
    gomoku_point offers[3] = {at("g8"), at("i8"), at("k8")};
    CHECK_ST(gomoku_game_offer(g, offers, 3), GOMOKU_STATUS_OPENING_OFFER_COUNT);
    CHECK_ST(gomoku_game_offer(g, NULL, 2), GOMOKU_STATUS_NULL_POINTER);
    gomoku_point twice[2] = {at("g8"), at("g8")};
    CHECK_ST(gomoku_game_offer(g, twice, 2), GOMOKU_STATUS_OPENING_DUPLICATE_OFFER);
    gomoku_point off[2] = {at("g8"), {-5, 3}};
    CHECK_ST(gomoku_game_offer(g, off, 2), GOMOKU_STATUS_PLAY_OFF_BOARD);
    CHECK_OK(gomoku_game_offer(g, offers, 2));
    gomoku_point got[4];
    size_t k = 0;
    CHECK_ST(gomoku_game_offers(g, got, 1, &k), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(k == 2);
    CHECK_OK(gomoku_game_offers(g, got, 4, &k));
    CHECK(k == 2);
    CHECK_ST(gomoku_game_pick(g, at("a1")), GOMOKU_STATUS_OPENING_NOT_OFFERED);
    CHECK_OK(gomoku_game_pick(g, at("i8")));
    CHECK_OK(gomoku_game_expected(g, &e));
    CHECK(e.what == GOMOKU_EXPECTING_NONE);
    char text[256];
    CHECK_OK(gomoku_game_opening_record(g, text, sizeof text, &k));
    CHECK(strcmp(text, "h8, h9, j10, swap, g10, declare 2, keep, offer g8 i8, pick i8") == 0);
    CHECK(k == strlen(text) + 1);
    CHECK_ST(gomoku_game_swap(g), GOMOKU_STATUS_OPENING_NO_OPENING);
    CHECK_OK(gomoku_game_play(g, at("h11")));
    gomoku_game_free(g);
    g = NULL;

    /* Symmetric offers: every stone on column h. */
    CHECK_OK(gomoku_game_new_with_opening(r, GOMOKU_OPENING_RIF, 0, &g));
    const char *seq[] = {"h8", "h9", "h10"};
    for (int i = 0; i < 3; i++) CHECK_OK(gomoku_game_place(g, at(seq[i])));
    CHECK_OK(gomoku_game_keep(g));
    CHECK_OK(gomoku_game_place(g, at("h6")));
    gomoku_symmetric_offer so;
    memset(&so, 0xff, sizeof so);
    CHECK_OK(gomoku_game_symmetric_offer(g, &so)); /* no offer made yet */
    CHECK(!so.refused && so.symmetry == 0 && so.point.x == 0 && so.earlier.y == 0);
    gomoku_point mirror[2] = {at("g8"), at("i8")};
    CHECK_ST(gomoku_game_offer(g, mirror, 2), GOMOKU_STATUS_OPENING_SYMMETRIC_OFFER);
    /* The refusal's detail: i8 is the image of g8 by the left-right mirror. */
    CHECK_OK(gomoku_game_symmetric_offer(g, &so));
    CHECK(so.refused);
    CHECK(so.point.x == at("i8").x && so.point.y == at("i8").y);
    CHECK(so.earlier.x == at("g8").x && so.earlier.y == at("g8").y);
    CHECK(so.symmetry == GOMOKU_SYMMETRY_MIRROR_LEFT_RIGHT);
    CHECK(strcmp(gomoku_symmetry_name(so.symmetry), "mirror-left-right") == 0);
    /* A clone starts without it; the next offer call clears it. */
    gomoku_game *copy = NULL;
    CHECK_OK(gomoku_game_clone(g, &copy));
    CHECK_OK(gomoku_game_symmetric_offer(copy, &so));
    CHECK(!so.refused);
    gomoku_game_free(copy);
    CHECK_ST(gomoku_game_offer(g, mirror, 1), GOMOKU_STATUS_OPENING_OFFER_COUNT);
    CHECK_OK(gomoku_game_symmetric_offer(g, &so));
    CHECK(!so.refused);
    CHECK_ST(gomoku_game_symmetric_offer(NULL, &so), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_symmetric_offer(g, NULL), GOMOKU_STATUS_NULL_POINTER);
    gomoku_game_free(g);
    g = NULL;

    CHECK_OK(gomoku_rules_set_size(r, 7));
    CHECK_ST(gomoku_game_new_with_opening(r, GOMOKU_OPENING_TARAGUCHI, 10, &g), GOMOKU_STATUS_OPENING_BOARD_TOO_SMALL);
    gomoku_rules_free(r);
    CHECK_ST(gomoku_game_expected(NULL, &e), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_place(NULL, at("h8")), GOMOKU_STATUS_NULL_POINTER);
}

/* RULES.md §8: a match with Elo, and a clock. */
static void test_match_and_clock(void) {
    gomoku_rules *r = NULL;
    gomoku_game *g = NULL;
    gomoku_match *m = NULL;
    gomoku_clock *c = NULL;
    gomoku_match_game mg;
    double a = 0, b = 0;
    uint32_t first = 9;
    size_t count = 9;
    CHECK_OK(gomoku_rules_new(GOMOKU_PRESET_RENJU, &r));
    CHECK_OK(gomoku_match_new("Ann", "Bob", &m));
    CHECK_ST(gomoku_match_set_k(m, 0), GOMOKU_STATUS_MATCH_K_OUT_OF_RANGE);
    CHECK_OK(gomoku_match_next_first(m, &first));
    CHECK(first == 0);
    CHECK_OK(gomoku_game_new(r, &g));
    CHECK_ST(gomoku_match_record(m, g, &mg), GOMOKU_STATUS_MATCH_GAME_NOT_OVER);
    CHECK_OK(gomoku_clock_new(30000, 60000, 5000, &c));
    bool in_time = false, ended = true;
    int64_t ms = 0;
    CHECK_OK(gomoku_clock_spend(c, GOMOKU_PLAYER_FIRST, 20000, &in_time));
    CHECK(in_time);
    CHECK_OK(gomoku_clock_remaining(c, GOMOKU_PLAYER_FIRST, &ms));
    CHECK(ms == 45000);
    CHECK_OK(gomoku_clock_time_left(c, GOMOKU_PLAYER_FIRST, &ms));
    CHECK(ms == 30000);
    CHECK_OK(gomoku_clock_end_game(c, g, &ended));
    CHECK(!ended);
    CHECK_OK(gomoku_clock_spend(c, GOMOKU_PLAYER_SECOND, 31000, &in_time));
    CHECK(!in_time);
    int32_t flagged = -9;
    CHECK_OK(gomoku_clock_flagged(c, &flagged));
    CHECK(flagged == GOMOKU_PLAYER_SECOND);
    CHECK_ST(gomoku_clock_spend(c, GOMOKU_PLAYER_FIRST, 1, &in_time), GOMOKU_STATUS_CLOCK_TIME_RAN_OUT);
    CHECK_OK(gomoku_clock_end_game(c, g, &ended));
    CHECK(ended);
    CHECK_OK(gomoku_match_record(m, g, &mg));
    CHECK(mg.first == 0 && mg.black == 0 && mg.winner == 0 && mg.termination == GOMOKU_TERMINATION_TIMEOUT);
    CHECK_OK(gomoku_match_ratings(m, &a, &b));
    CHECK(a == 1216.0 && b == 1184.0);
    CHECK_OK(gomoku_match_score(m, &a, &b));
    CHECK(a == 1.0 && b == 0.0);
    CHECK_OK(gomoku_match_game_count(m, &count));
    CHECK(count == 1);
    CHECK_OK(gomoku_match_game_at(m, 0, &mg));
    CHECK_ST(gomoku_match_game_at(m, 1, &mg), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_OK(gomoku_match_next_first(m, &first));
    CHECK(first == 1);
    CHECK_ST(gomoku_clock_new(0, -1, 0, NULL), GOMOKU_STATUS_NULL_POINTER);
    gomoku_clock *z = NULL;
    CHECK_ST(gomoku_clock_new(0, -1, 0, &z), GOMOKU_STATUS_CLOCK_ZERO_LIMIT);
    CHECK(z == NULL);
    gomoku_clock_free(c);
    gomoku_clock_free(NULL);
    gomoku_match_free(m);
    gomoku_match_free(NULL);
    gomoku_game_free(g);
    gomoku_rules_free(r);
}

/* Symmetries: names, numbers, inverse, composition, application; keys and bad input. */
static void test_symmetries(void) {
    int32_t s = -1, t = -1;
    CHECK_OK(gomoku_symmetry_from_str("Rotate_90", &s));
    CHECK(s == GOMOKU_SYMMETRY_ROTATE_90);
    CHECK(strcmp(gomoku_symmetry_name(GOMOKU_SYMMETRY_ANTI_DIAGONAL), "anti-diagonal") == 0);
    CHECK(gomoku_symmetry_name(8) == NULL && gomoku_symmetry_name(-1) == NULL);
    s = 42;
    CHECK_ST(gomoku_symmetry_from_str("rotate-45", &s), GOMOKU_STATUS_PARSE_INVALID_SYMMETRY);
    CHECK(s == 42);
    CHECK_ST(gomoku_symmetry_from_str(NULL, &s), GOMOKU_STATUS_NULL_POINTER);
    CHECK_OK(gomoku_symmetry_inverse(GOMOKU_SYMMETRY_ROTATE_90, &t));
    CHECK(t == GOMOKU_SYMMETRY_ROTATE_270);
    CHECK_ST(gomoku_symmetry_inverse(8, &t), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_symmetry_inverse(0, NULL), GOMOKU_STATUS_NULL_POINTER);
    for (int32_t a = 0; a < 8; a++) {
        int32_t inv = -1, id = -1;
        CHECK_OK(gomoku_symmetry_inverse(a, &inv));
        CHECK_OK(gomoku_symmetry_then(a, inv, &id));
        CHECK(id == GOMOKU_SYMMETRY_IDENTITY);
        for (int32_t b = 0; b < 8; b++) {
            int32_t ab = -1;
            gomoku_point p = pt(2, 5), q1, q2, q3;
            CHECK_OK(gomoku_symmetry_then(a, b, &ab));
            CHECK_OK(gomoku_symmetry_apply(a, p, 9, &q1));
            CHECK_OK(gomoku_symmetry_apply(b, q1, 9, &q2));
            CHECK_OK(gomoku_symmetry_apply(ab, p, 9, &q3));
            CHECK(same_point(q2, q3));
        }
    }
    CHECK_ST(gomoku_symmetry_then(0, -1, &t), GOMOKU_STATUS_INVALID_ENUM);
    gomoku_point q = pt(-7, -7);
    CHECK_OK(gomoku_symmetry_apply(GOMOKU_SYMMETRY_ROTATE_90, P("a1"), 15, &q));
    CHECK(same_point(q, P("o1")));
    q = pt(-7, -7);
    CHECK_ST(gomoku_symmetry_apply(0, pt(9, 0), 9, &q), GOMOKU_STATUS_PLAY_OFF_BOARD);
    CHECK_ST(gomoku_symmetry_apply(0, pt(-1, 0), 9, &q), GOMOKU_STATUS_PLAY_OFF_BOARD);
    CHECK_ST(gomoku_symmetry_apply(0, pt(0, 0), 0, &q), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK_ST(gomoku_symmetry_apply(0, pt(0, 0), 27, &q), GOMOKU_STATUS_RULES_SIZE_OUT_OF_RANGE);
    CHECK_ST(gomoku_symmetry_apply(9, pt(0, 0), 15, &q), GOMOKU_STATUS_INVALID_ENUM);
    CHECK(same_point(q, pt(-7, -7)));

    /* Keys: move order does not matter; the stabiliser and symmetric moves. */
    gomoku_game *a = game_of(GOMOKU_PRESET_RENJU), *b = game_of(GOMOKU_PRESET_RENJU);
    play_all(a, "h8 h9 i8");
    play_all(b, "i8 h9 h8");
    uint64_t ka = 0, kb = 1;
    CHECK_OK(gomoku_game_key(a, &ka));
    CHECK_OK(gomoku_game_key(b, &kb));
    CHECK(ka == kb && ka == UINT64_C(0x131ea7a193f98969));
    CHECK_ST(gomoku_game_key(NULL, &ka), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_key(a, NULL), GOMOKU_STATUS_NULL_POINTER);
    gomoku_game *c = game_of(GOMOKU_PRESET_RENJU);
    play_all(c, "h8");
    uint32_t bits = 0;
    CHECK_OK(gomoku_game_stabilizer(c, &bits));
    CHECK(bits == 0xFF);
    bool sym = false;
    CHECK_OK(gomoku_game_moves_are_symmetric(c, P("h9"), P("g8"), &sym));
    CHECK(sym);
    CHECK_OK(gomoku_game_moves_are_symmetric(c, P("h9"), P("i9"), &sym));
    CHECK(!sym);
    sym = true;
    CHECK_OK(gomoku_game_moves_are_symmetric(c, pt(-1, 0), pt(1000, 3), &sym));
    CHECK(!sym);
    gomoku_game *tg = NULL;
    CHECK_ST(gomoku_game_transform(c, 8, &tg), GOMOKU_STATUS_INVALID_ENUM);
    CHECK(tg == NULL);
    CHECK_ST(gomoku_game_transform(NULL, 0, &tg), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_canonical(c, NULL, &s), GOMOKU_STATUS_NULL_POINTER);
    /* The transformed game keeps its history: undo walks back through the images. */
    CHECK_OK(gomoku_game_transform(a, GOMOKU_SYMMETRY_MIRROR_LEFT_RIGHT, &tg));
    gomoku_move moves[3];
    size_t n = 0;
    CHECK_OK(gomoku_game_moves(tg, moves, 3, &n));
    CHECK(n == 3 && same_point(moves[2].point, P("g8")));
    CHECK_OK(gomoku_game_undo(tg));
    int32_t stone = -2;
    CHECK_OK(gomoku_game_stone_at(tg, P("g8"), &stone));
    CHECK(stone == GOMOKU_COLOR_NONE);
    gomoku_game_free(tg);
    gomoku_game_free(a);
    gomoku_game_free(b);
    gomoku_game_free(c);
}

/* gomoku_game_legal_mask, gomoku_game_forbidden_mask: the lists of legal moves and of
 * forbidden points as size * size bytes (JavaScript's legalMask() / forbiddenMask()). */
static void test_masks(void) {
    gomoku_game *g = renju_double_three(GOMOKU_PRESET_RENJU);
    uint8_t legal[225], forbidden[225];
    size_t n = 0;
    CHECK_ST(gomoku_game_legal_mask(g, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 225);
    n = 0;
    CHECK_ST(gomoku_game_forbidden_mask(g, legal, 224, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 225);
    CHECK_ST(gomoku_game_legal_mask(NULL, legal, 225, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_legal_mask(g, legal, 225, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_forbidden_mask(g, NULL, 225, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_forbidden_mask(NULL, forbidden, 225, &n), GOMOKU_STATUS_NULL_POINTER);
    memset(legal, 7, sizeof legal);
    memset(forbidden, 7, sizeof forbidden);
    CHECK_OK(gomoku_game_legal_mask(g, legal, 225, &n));
    CHECK(n == 225);
    CHECK_OK(gomoku_game_forbidden_mask(g, forbidden, 225, &n));
    CHECK(n == 225);
    /* The mask is the list: every legal move is 1, every other point 0. */
    gomoku_point pts[225];
    size_t count = 0;
    CHECK_OK(gomoku_game_legal_moves(g, pts, 225, &count));
    CHECK(count == 225 - 7);
    size_t ones = 0;
    for (size_t i = 0; i < 225; i++) {
        CHECK(legal[i] <= 1);
        ones += legal[i];
    }
    CHECK(ones == count);
    for (size_t i = 0; i < count; i++) CHECK(legal[pts[i].y * 15 + pts[i].x] == 1);
    CHECK(legal[7 * 15 + 5] == 0);  /* f8: a stone */
    CHECK(legal[7 * 15 + 7] == 1);  /* h8: legal under the lose policy (and loses) */
    /* h8, Black's double-three, is the only forbidden point, marked with its kind + 1. */
    for (size_t i = 0; i < 225; i++) {
        CHECK(forbidden[i] == (i == 7 * 15 + 7 ? GOMOKU_FORBIDDEN_DOUBLE_THREE + 1 : 0));
    }
    /* White to move: nothing is forbidden to White. */
    CHECK_OK(gomoku_game_play(g, P("o15")));
    CHECK_OK(gomoku_game_forbidden_mask(g, forbidden, 225, &n));
    for (size_t i = 0; i < 225; i++) CHECK(forbidden[i] == 0);
    /* Once the game is over nothing is legal. */
    CHECK_OK(gomoku_game_play(g, P("a4")));
    CHECK_OK(gomoku_game_play(g, P("h8")));
    CHECK(outcome_of(g).termination == GOMOKU_TERMINATION_FORBIDDEN);
    CHECK_OK(gomoku_game_legal_mask(g, legal, 225, &n));
    for (size_t i = 0; i < 225; i++) CHECK(legal[i] == 0);
    gomoku_game_free(g);

    /* A 9x9 board: 81 bytes. */
    gomoku_rules *r = rules_of(GOMOKU_PRESET_FREESTYLE);
    CHECK_OK(gomoku_rules_set_size(r, 9));
    CHECK_OK(gomoku_game_new(r, &g));
    CHECK_ST(gomoku_game_legal_mask(g, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 81);
    CHECK_OK(gomoku_game_legal_mask(g, legal, 225, &n));
    CHECK(n == 81 && legal[0] == 1 && legal[80] == 1);
    gomoku_game_free(g);
    gomoku_rules_free(r);
}

/* gomoku_random_playouts: the core's RandomPlayouts (Python's random_playouts,
 * JavaScript's randomPlayouts). */
static void test_random_playouts(void) {
    gomoku_rules *renju = rules_of(GOMOKU_PRESET_RENJU);
    gomoku_playout a[40], b[40];
    size_t n = 0;
    CHECK_OK(gomoku_random_playouts(renju, NULL, 40, 7, a, 40, &n));
    CHECK(n == 40);
    CHECK_OK(gomoku_random_playouts(renju, NULL, 40, 7, b, 40, &n));
    CHECK(memcmp(a, b, sizeof a) == 0); /* the same seed, the same games */
    int forbidden = 0;
    for (int i = 0; i < 40; i++) {
        CHECK(a[i].termination == GOMOKU_TERMINATION_FIVE || a[i].termination == GOMOKU_TERMINATION_FORBIDDEN
              || a[i].termination == GOMOKU_TERMINATION_BOARD_FULL);
        CHECK(a[i].length >= 5 && a[i].length <= 225);
        if (a[i].termination == GOMOKU_TERMINATION_FORBIDDEN) {
            forbidden++;
            CHECK(a[i].winner == GOMOKU_COLOR_WHITE);
        }
        if (a[i].termination == GOMOKU_TERMINATION_FIVE) CHECK(a[i].winner == (a[i].length % 2 ? GOMOKU_COLOR_BLACK : GOMOKU_COLOR_WHITE));
    }
    CHECK(forbidden > 0); /* random Black stumbles into forbidden points */
    CHECK_OK(gomoku_random_playouts(renju, NULL, 40, 8, b, 40, &n));
    CHECK(memcmp(a, b, sizeof a) != 0);
    /* The first games of a longer batch are the same games. */
    gomoku_playout c[3];
    CHECK_OK(gomoku_random_playouts(renju, NULL, 3, 7, c, 3, &n));
    CHECK(n == 3 && memcmp(a, c, sizeof c) == 0);

    /* Bad input: nothing played, the status says why. */
    memset(b, 0x55, sizeof b);
    n = 0;
    CHECK_ST(gomoku_random_playouts(renju, NULL, 40, 7, b, 39, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 40 && b[0].length == 0x55555555u);
    CHECK_ST(gomoku_random_playouts(NULL, NULL, 4, 7, b, 40, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_random_playouts(renju, NULL, 4, 7, NULL, 40, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_random_playouts(renju, NULL, 4, 7, b, 40, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_OK(gomoku_random_playouts(renju, NULL, 0, 7, NULL, 0, &n));
    CHECK(n == 0);

    /* From a start: under the same rules only; a finished start is every game's end. */
    gomoku_game *g = game_of(GOMOKU_PRESET_FREESTYLE);
    CHECK_ST(gomoku_random_playouts(renju, g, 4, 7, b, 40, &n), GOMOKU_STATUS_INVALID_ARGUMENT);
    gomoku_rules *free5 = rules_of(GOMOKU_PRESET_FREESTYLE);
    play_all(g, "h8 a1 i8 a2 j8 a3 k8 a4");
    CHECK_OK(gomoku_random_playouts(free5, g, 20, 1, b, 40, &n));
    int black = 0;
    for (int i = 0; i < 20; i++) {
        black += b[i].winner == GOMOKU_COLOR_BLACK;
        CHECK(b[i].length >= 1);
    }
    CHECK(black > 0 && black < 20); /* both have a four (g8, l8; a5): the games go either way */
    CHECK_OK(gomoku_game_play(g, P("l8")));
    CHECK_OK(gomoku_random_playouts(free5, g, 3, 1, b, 40, &n));
    for (int i = 0; i < 3; i++) {
        CHECK(b[i].length == 0 && b[i].winner == GOMOKU_COLOR_BLACK && b[i].termination == GOMOKU_TERMINATION_FIVE);
    }
    gomoku_game_free(g);
    gomoku_rules_free(free5);
    gomoku_rules_free(renju);
}

int main(int argc, char **argv) {
    test_version();
    test_status_str();
    test_points_text();
    test_rules_presets();
    test_rules_names_and_codes();
    test_rules_setters();
    test_freestyle_five();
    test_standard_overline();
    test_renju();
    test_masks();
    test_random_playouts();
    test_caro();
    test_omok();
    test_captures();
    test_pass_limit_board_full();
    test_actions();
    test_play_text();
    test_outcome_new();
    test_setup_errors();
    test_game_bad_input();
    test_opening();
    test_match_and_clock();
    test_analysis();
    test_protocol();
    test_brain();
    test_symmetries();
    run_conformance(argc > 1 ? argv[1] : NULL, argc > 3 ? atoi(argv[3]) : 1);
    run_vcf_data(argc > 2 && argv[2][0] ? argv[2] : NULL);
    run_keys(argc > 1 ? argv[1] : NULL);
    printf("%d passed, %d failed\n", g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
