/*
 * Replays the shared conformance data, tests/data/NAME.jsonl (one case per line: rules,
 * options, setup, actions, and the expected turn, forbidden map, legal and illegal points,
 * outcome and captures; the same semantics as gomoku-core/tests/conformance.rs), through
 * the C API. Uses cJSON (Debian: libcjson-dev).
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "check.h"
#include "gomoku.h"

/* The current case, for messages. */
static const char *g_place;
static int g_problems;

static void problem(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "conformance %s: ", g_place);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    g_problems++;
}

static int color_of(const char *name, int32_t *out) {
    return gomoku_color_from_str(name, out) == GOMOKU_STATUS_OK;
}

static int parse_point(const cJSON *v, gomoku_point *out) {
    if (!cJSON_IsString(v)) {
        problem("bad data: a point must be a string");
        return 0;
    }
    if (gomoku_point_from_str(v->valuestring, out) != GOMOKU_STATUS_OK) {
        problem("bad data: %s is not a point", v->valuestring);
        return 0;
    }
    return 1;
}

/* Applies `options` in the order of the Rust suite. */
static int apply_options(gomoku_rules *r, const cJSON *options) {
    const cJSON *item;
    cJSON_ArrayForEach(item, options) {
        static const char *known[] = {"restrictions", "policy", "pass", "move_limit",
                                      "capture", "caro_rule", "overline_wins"};
        int ok = 0;
        for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
            ok |= strcmp(item->string, known[i]) == 0;
        if (!ok) {
            problem("bad data: unknown option %s", item->string);
            return 0;
        }
    }
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(options, "restrictions");
    const cJSON *per;
    cJSON_ArrayForEach(per, v) {
        int32_t color;
        uint32_t bits = 0;
        const cJSON *kind;
        if (!color_of(per->string, &color)) return problem("bad data: colour %s", per->string), 0;
        cJSON_ArrayForEach(kind, per) {
            int32_t k;
            if (!cJSON_IsString(kind) || gomoku_forbidden_from_str(kind->valuestring, &k) != GOMOKU_STATUS_OK)
                return problem("bad data: restriction"), 0;
            bits |= 1u << k;
        }
        CHECK_OK(gomoku_rules_set_restrictions(r, color, bits));
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(options, "policy"))) {
        if (!cJSON_IsString(v)) return problem("bad data: policy"), 0;
        int32_t policy = strcmp(v->valuestring, "lose") == 0 ? GOMOKU_FORBIDDEN_POLICY_LOSE
                         : strcmp(v->valuestring, "reject") == 0 ? GOMOKU_FORBIDDEN_POLICY_REJECT
                                                                  : -1;
        if (policy < 0) return problem("bad data: policy %s", v->valuestring), 0;
        CHECK_OK(gomoku_rules_set_forbidden_policy(r, policy));
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(options, "pass")))
        CHECK_OK(gomoku_rules_set_pass(r, cJSON_IsTrue(v)));
    if ((v = cJSON_GetObjectItemCaseSensitive(options, "move_limit"))) {
        if (cJSON_IsNull(v)) CHECK_OK(gomoku_rules_clear_move_limit(r));
        else CHECK_OK(gomoku_rules_set_move_limit(r, (uint32_t)v->valueint));
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(options, "capture"))) {
        if (cJSON_IsNull(v)) CHECK_OK(gomoku_rules_clear_capture(r));
        else CHECK_OK(gomoku_rules_set_capture(r, (uint32_t)v->valueint));
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(options, "caro_rule")))
        CHECK_OK(gomoku_rules_set_caro_rule(r, cJSON_IsTrue(v)));
    v = cJSON_GetObjectItemCaseSensitive(options, "overline_wins");
    cJSON_ArrayForEach(per, v) {
        int32_t color;
        if (!color_of(per->string, &color)) return problem("bad data: colour %s", per->string), 0;
        CHECK_OK(gomoku_rules_set_overline_wins(r, color, cJSON_IsTrue(per)));
    }
    return 1;
}

/* Parses a JSON array of points into a malloc'd array. */
static gomoku_point *point_list(const cJSON *arr, size_t *n) {
    size_t len = (size_t)cJSON_GetArraySize(arr);
    gomoku_point *pts = (gomoku_point *)calloc(len ? len : 1, sizeof *pts);
    const cJSON *p;
    *n = 0;
    cJSON_ArrayForEach(p, arr) {
        if (!parse_point(p, &pts[*n])) {
            free(pts);
            return NULL;
        }
        (*n)++;
    }
    return pts;
}

/* Everything a refused action must leave unchanged, as text. */
static char *snapshot(const gomoku_game *g) {
    size_t n = 0;
    gomoku_game_draw(g, false, NULL, 0, &n);
    char *board = (char *)malloc(n);
    CHECK_OK(gomoku_game_draw(g, false, board, n, &n));
    size_t moves = 0;
    int32_t turn = 0, offer = 0;
    uint32_t pb = 0, pw = 0;
    gomoku_outcome o;
    CHECK_OK(gomoku_game_move_count(g, &moves));
    CHECK_OK(gomoku_game_turn(g, &turn));
    CHECK_OK(gomoku_game_draw_offer(g, &offer));
    CHECK_OK(gomoku_game_captured_pairs(g, GOMOKU_COLOR_BLACK, &pb));
    CHECK_OK(gomoku_game_captured_pairs(g, GOMOKU_COLOR_WHITE, &pw));
    CHECK_OK(gomoku_game_outcome(g, &o));
    gomoku_expected e;
    CHECK_OK(gomoku_game_expected(g, &e));
    size_t rn = 0;
    gomoku_game_opening_record(g, NULL, 0, &rn);
    char *record = (char *)malloc(rn);
    CHECK_OK(gomoku_game_opening_record(g, record, rn, &rn));
    size_t cap = n + rn + 256;
    char *s = (char *)malloc(cap);
    snprintf(s, cap, "%s|%zu|%d|%d|%u|%u|%d|%d|%d %d %d %d %d %u %u %u|%s", board, moves, (int)turn,
             (int)offer, pb, pw, (int)o.termination, (int)o.winner, (int)e.what, (int)e.player,
             (int)e.color, (int)e.stone, (int)e.area, e.area_size, e.count, e.max, record);
    free(board);
    free(record);
    return s;
}

/* The status a refusal named in the data stands for. */
static int expected_status(const char *error, int game_action) {
    static const struct { const char *name; int play, game; } map[] = {
        {"off-board", GOMOKU_STATUS_PLAY_OFF_BOARD, -1},
        {"occupied", GOMOKU_STATUS_PLAY_OCCUPIED, -1},
        {"forbidden", GOMOKU_STATUS_PLAY_FORBIDDEN, -1},
        {"pass-not-allowed", GOMOKU_STATUS_PLAY_PASS_NOT_ALLOWED, -1},
        {"game-over", GOMOKU_STATUS_PLAY_GAME_OVER, GOMOKU_STATUS_GAME_OVER},
        {"nothing-to-undo", -1, GOMOKU_STATUS_GAME_NOTHING_TO_UNDO},
        {"ended-by-action", -1, GOMOKU_STATUS_GAME_ENDED_BY_ACTION},
        {"no-draw-offer", -1, GOMOKU_STATUS_GAME_NO_DRAW_OFFER},
        {"draw-offer-pending", -1, GOMOKU_STATUS_GAME_DRAW_OFFER_PENDING},
        {"opening-under-way", GOMOKU_STATUS_PLAY_OPENING_UNDER_WAY, -1},
        {"not-a-move", -1, GOMOKU_STATUS_GAME_NOT_A_MOVE},
    };
    /* Opening actions (game_action == 2): their own statuses; a stone or offer that the
       position refuses has the status of the move's refusal. */
    static const struct { const char *name; int status; } opening[] = {
        {"unexpected", GOMOKU_STATUS_OPENING_UNEXPECTED},
        {"outside-area", GOMOKU_STATUS_OPENING_OUTSIDE_AREA},
        {"duplicate-offer", GOMOKU_STATUS_OPENING_DUPLICATE_OFFER},
        {"symmetric-offer", GOMOKU_STATUS_OPENING_SYMMETRIC_OFFER},
        {"offer-count", GOMOKU_STATUS_OPENING_OFFER_COUNT},
        {"offers-out-of-range", GOMOKU_STATUS_OPENING_OFFERS_OUT_OF_RANGE},
        {"not-offered", GOMOKU_STATUS_OPENING_NOT_OFFERED},
        {"no-opening", GOMOKU_STATUS_OPENING_NO_OPENING},
        {"game-over", GOMOKU_STATUS_OPENING_GAME_OVER},
    };
    if (game_action == 2)
        for (size_t i = 0; i < sizeof opening / sizeof opening[0]; i++)
            if (strcmp(opening[i].name, error) == 0) return opening[i].status;
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strcmp(map[i].name, error) == 0) return game_action ? (game_action == 2 ? map[i].play : map[i].game) : map[i].play;
    return -1;
}

/* An opening action of the data (place h8, swap, keep, choose white, declare 3,
   offer g8 i8, pick g8, undo-step): its status, -1 for bad data, -2 if `action` is none. */
static int apply_opening(gomoku_game *g, const char *action) {
    char buf[512];
    snprintf(buf, sizeof buf, "%s", action);
    char *save = NULL;
    char *verb = strtok_r(buf, " ", &save);
    if (!verb) return -2;
    char *arg = strtok_r(NULL, " ", &save);
    gomoku_point p;
    if (strcmp(verb, "place") == 0 || strcmp(verb, "pick") == 0) {
        if (!arg || gomoku_point_from_str(arg, &p) != GOMOKU_STATUS_OK) return -1;
        return verb[1] == 'l' ? gomoku_game_place(g, p) : gomoku_game_pick(g, p);
    }
    if (strcmp(verb, "swap") == 0 && !arg) return gomoku_game_swap(g);
    if (strcmp(verb, "keep") == 0 && !arg) return gomoku_game_keep(g);
    if (strcmp(verb, "undo-step") == 0 && !arg) return gomoku_game_undo_step(g);
    if (strcmp(verb, "choose") == 0) {
        int32_t c;
        if (!arg || !color_of(arg, &c)) return -1;
        return gomoku_game_choose(g, c);
    }
    if (strcmp(verb, "declare") == 0) {
        if (!arg) return -1;
        return gomoku_game_declare(g, (uint32_t)strtoul(arg, NULL, 10));
    }
    if (strcmp(verb, "offer") == 0) {
        gomoku_point pts[64];
        size_t n = 0;
        for (; arg && n < 64; arg = strtok_r(NULL, " ", &save)) {
            if (gomoku_point_from_str(arg, &pts[n]) != GOMOKU_STATUS_OK) return -1;
            n++;
        }
        return gomoku_game_offer(g, pts, n);
    }
    return -2;
}

/* Applies one action; returns its status, or -1 for bad data. *game_action tells whether
   it is a game action (undo, resign, ...) rather than a move. */
static int apply(gomoku_game *g, const char *action, int *game_action) {
    int opening = apply_opening(g, action);
    if (opening != -2) {
        *game_action = strcmp(action, "undo-step") == 0 ? 1 : 2;
        return opening;
    }
    const char *colon = strchr(action, ':');
    *game_action = 1;
    if (colon) {
        int32_t c;
        if (!color_of(colon + 1, &c)) return -1;
        size_t len = (size_t)(colon - action);
        if (len == 6 && strncmp(action, "resign", 6) == 0) return gomoku_game_resign(g, c);
        if (len == 7 && strncmp(action, "timeout", 7) == 0) return gomoku_game_timeout(g, c);
        if (len == 5 && strncmp(action, "offer", 5) == 0) return gomoku_game_offer_draw(g, c);
        if (len == 6 && strncmp(action, "accept", 6) == 0) return gomoku_game_accept_draw(g, c);
        if (len == 7 && strncmp(action, "decline", 7) == 0) return gomoku_game_decline_draw(g, c);
        return -1;
    }
    if (strcmp(action, "undo") == 0) return gomoku_game_undo(g);
    *game_action = 0;
    if (strcmp(action, "pass") == 0) return gomoku_game_pass(g);
    gomoku_point p;
    if (gomoku_point_from_str(action, &p) != GOMOKU_STATUS_OK) return -1;
    return gomoku_game_play(g, p);
}

static int sign(int v) { return (v > 0) - (v < 0); }

static void check_outcome(const gomoku_game *g, const cJSON *expected) {
    gomoku_outcome o;
    CHECK_OK(gomoku_game_outcome(g, &o));
    if (cJSON_IsNull(expected)) {
        if (o.termination != GOMOKU_TERMINATION_NONE)
            problem("outcome: expected none, got %s", gomoku_termination_name(o.termination));
        return;
    }
    const cJSON *w = cJSON_GetObjectItemCaseSensitive(expected, "winner");
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(expected, "termination");
    const cJSON *line = cJSON_GetObjectItemCaseSensitive(expected, "line");
    int32_t winner = GOMOKU_COLOR_NONE, term = -2;
    if (w && !cJSON_IsNull(w) && (!cJSON_IsString(w) || !color_of(w->valuestring, &winner)))
        { problem("bad data: outcome.winner"); return; }
    if (!cJSON_IsString(t) || gomoku_termination_from_str(t->valuestring, &term) != GOMOKU_STATUS_OK)
        { problem("bad data: outcome.termination"); return; }
    if (o.termination != term || o.winner != winner) {
        problem("outcome: expected %s won by %s, got %s by %s",
                winner == GOMOKU_COLOR_NONE ? "nobody" : gomoku_color_name(winner),
                t->valuestring,
                o.winner == GOMOKU_COLOR_NONE ? "nobody" : gomoku_color_name(o.winner),
                o.termination == GOMOKU_TERMINATION_NONE ? "(none)" : gomoku_termination_name(o.termination));
        return;
    }
    if (line) {
        size_t n = 0;
        gomoku_point *pts = point_list(line, &n);
        if (!pts) return;
        if (n != o.line_len) problem("outcome: line of %zu points expected, got %u", n, o.line_len);
        /* Every expected point lies on the reported line. */
        int dx = sign(o.line_end.x - o.line_start.x), dy = sign(o.line_end.y - o.line_start.y);
        for (size_t i = 0; i < n; i++) {
            int found = 0;
            for (uint32_t k = 0; k < o.line_len; k++)
                found |= o.line_start.x + dx * (int)k == pts[i].x && o.line_start.y + dy * (int)k == pts[i].y;
            if (!found) problem("outcome: line point %zu is not on the reported line", i);
        }
        free(pts);
    } else if (o.line_len != 0) {
        problem("outcome: a line was reported where none is expected");
    }
}

static const char *expecting_name(int32_t w) {
    static const char *names[] = {"place",   "swap",  "choose-color", "choose-color-or-place",
                                  "declare", "offer", "(unused)",     "pick",
                                  "swap-or-offer"};
    return w >= 0 && w < 9 ? names[w] : "none";
}

static const char *area_name(int32_t a) {
    static const char *names[] = {"anywhere", "centre", "square", "away-from-centre"};
    return a >= 0 && a < 4 ? names[a] : "none";
}

/* `expected` of the data against gomoku_game_expected: the same keys, the same values. */
static void check_expected(const gomoku_game *g, const cJSON *want) {
    gomoku_expected e;
    CHECK_OK(gomoku_game_expected(g, &e));
    if (cJSON_IsNull(want)) {
        if (e.what != GOMOKU_EXPECTING_NONE) problem("expected: nothing, got %s", expecting_name(e.what));
        return;
    }
    cJSON *got = cJSON_CreateObject();
    cJSON_AddStringToObject(got, "player", e.player == GOMOKU_PLAYER_FIRST ? "first" : "second");
    cJSON_AddStringToObject(got, "color", gomoku_color_name(e.color));
    cJSON_AddStringToObject(got, "what", expecting_name(e.what));
    if (e.area != GOMOKU_AREA_NONE) {
        cJSON_AddStringToObject(got, "stone", gomoku_color_name(e.stone));
        cJSON_AddStringToObject(got, "area", area_name(e.area));
        cJSON_AddNumberToObject(got, "area_size", e.area_size);
    }
    if (e.what == GOMOKU_EXPECTING_OFFER || e.what == GOMOKU_EXPECTING_SWAP_OR_OFFER)
        cJSON_AddNumberToObject(got, "count", e.count);
    if (e.what == GOMOKU_EXPECTING_DECLARE) cJSON_AddNumberToObject(got, "max", e.max);
    if (!cJSON_Compare(got, want, true)) {
        char *a = cJSON_PrintUnformatted(want), *b = cJSON_PrintUnformatted(got);
        problem("expected: the data says %s, the game says %s", a, b);
        free(a);
        free(b);
    }
    cJSON_Delete(got);
}

/* `explain`: point -> the one-line explanation of why it is forbidden to the side to move. */
static void check_explain(const gomoku_game *g, const cJSON *expected) {
    int32_t turn = -1;
    CHECK_OK(gomoku_game_turn(g, &turn));
    const cJSON *item;
    cJSON_ArrayForEach(item, expected) {
        gomoku_point p;
        if (!cJSON_IsString(item) || gomoku_point_from_str(item->string, &p) != GOMOKU_STATUS_OK) {
            problem("bad data: explain entry %s", item->string ? item->string : "?");
            continue;
        }
        gomoku_explanation *e = NULL;
        CHECK_OK(gomoku_game_explain(g, turn, p, &e));
        if (!e) {
            problem("explain %s: not forbidden", item->string);
            continue;
        }
        size_t n = 0;
        CHECK_ST(gomoku_explanation_text(e, false, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
        char *text = (char *)malloc(n);
        CHECK_OK(gomoku_explanation_text(e, false, text, n, &n));
        if (strcmp(text, item->valuestring) != 0)
            problem("explain %s:\n  expected %s\n  got      %s", item->string, item->valuestring, text);
        free(text);
        gomoku_explanation_free(e);
    }
}

static void check_forbidden(const gomoku_game *g, const cJSON *expected) {
    int32_t turn = 0;
    CHECK_OK(gomoku_game_turn(g, &turn));
    size_t n = 0;
    gomoku_game_forbidden_points(g, turn, NULL, 0, &n);
    gomoku_forbidden_point *fp = (gomoku_forbidden_point *)calloc(n ? n : 1, sizeof *fp);
    CHECK_OK(gomoku_game_forbidden_points(g, turn, fp, n, &n));
    size_t count = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, expected) {
        gomoku_point p;
        int32_t kind;
        count++;
        if (gomoku_point_from_str(item->string, &p) != GOMOKU_STATUS_OK || !cJSON_IsString(item) ||
            gomoku_forbidden_from_str(item->valuestring, &kind) != GOMOKU_STATUS_OK) {
            problem("bad data: forbidden entry %s", item->string);
            continue;
        }
        int found = 0;
        for (size_t i = 0; i < n; i++)
            if (fp[i].point.x == p.x && fp[i].point.y == p.y) {
                found = 1;
                if (fp[i].kind != kind)
                    problem("forbidden %s: expected %s, got %s", item->string, item->valuestring,
                            gomoku_forbidden_name(fp[i].kind));
            }
        if (!found) problem("forbidden: %s (%s) missing", item->string, item->valuestring);
        /* The single-point query agrees with the list. */
        int32_t k = 99;
        CHECK_OK(gomoku_game_forbidden(g, turn, p, &k));
        if (k != kind) problem("gomoku_game_forbidden(%s) disagrees with the list", item->string);
    }
    if (count != n) problem("forbidden: %zu points expected, %zu reported", count, n);
    free(fp);
}

/* The keys a case may have (CASE_KEYS of gomoku-core/tests/conformance.rs); any other key is
 * an error in the data, which this runner would otherwise pass over unread. */
static int known_keys(const cJSON *c) {
    static const char *keys[] = {"id", "category", "rules", "options", "setup", "actions",
                                 "setup_error", "turn", "forbidden", "explain", "legal",
                                 "illegal", "outcome", "captures", "opening", "opening_error",
                                 "expected", "black", "moves", "record", "offers", "allowed",
                                 "why"};
    const cJSON *item;
    int ok = 1;
    cJSON_ArrayForEach(item, c) {
        int known = 0;
        for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
            known |= strcmp(item->string, keys[i]) == 0;
        if (!known) {
            problem("bad data: unknown key %s", item->string);
            ok = 0;
        }
    }
    return ok;
}

static void run_case(const cJSON *c) {
    if (!cJSON_IsObject(c)) {
        problem("bad data: a case must be a JSON object");
        return;
    }
    if (!known_keys(c)) return;
    const cJSON *rules_name = cJSON_GetObjectItemCaseSensitive(c, "rules");
    gomoku_rules *rules = NULL;
    if (!cJSON_IsString(rules_name) || gomoku_rules_from_name(rules_name->valuestring, &rules) != GOMOKU_STATUS_OK)
        { problem("bad data: rules"); return; }
    const cJSON *options = cJSON_GetObjectItemCaseSensitive(c, "options");
    if (options && !apply_options(rules, options)) {
        gomoku_rules_free(rules);
        return;
    }

    gomoku_game *g = NULL;
    const cJSON *setup = cJSON_GetObjectItemCaseSensitive(c, "setup");
    const cJSON *setup_error = cJSON_GetObjectItemCaseSensitive(c, "setup_error");
    if (setup) {
        size_t nb = 0, nw = 0;
        gomoku_point *black = point_list(cJSON_GetObjectItemCaseSensitive(setup, "black"), &nb);
        gomoku_point *white = point_list(cJSON_GetObjectItemCaseSensitive(setup, "white"), &nw);
        int32_t turn = GOMOKU_COLOR_BLACK;
        const cJSON *t = cJSON_GetObjectItemCaseSensitive(setup, "turn");
        if (t && !color_of(t->valuestring, &turn)) problem("bad data: setup.turn");
        uint32_t pairs[2] = {0, 0};
        const cJSON *caps = cJSON_GetObjectItemCaseSensitive(setup, "captures"), *per;
        cJSON_ArrayForEach(per, caps) {
            int32_t color;
            if (color_of(per->string, &color)) pairs[color] = (uint32_t)per->valueint;
        }
        int st = (black && white)
                     ? gomoku_game_from_setup(rules, black, nb, white, nw, turn, pairs[0], pairs[1], &g)
                     : -1;
        free(black);
        free(white);
        if (setup_error) {
            static const struct { const char *name; int status; } errs[] = {
                {"off-board", GOMOKU_STATUS_SETUP_OFF_BOARD}, {"overlap", GOMOKU_STATUS_SETUP_OVERLAP},
                {"already-won", GOMOKU_STATUS_SETUP_ALREADY_WON}, {"captures", GOMOKU_STATUS_SETUP_CAPTURES},
            };
            int want = -1;
            for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++)
                if (strcmp(errs[i].name, setup_error->valuestring) == 0) want = errs[i].status;
            if (st != want)
                problem("setup: expected %s, got %d (%s)", setup_error->valuestring, st, gomoku_status_str(st));
            if (st == GOMOKU_STATUS_OK) gomoku_game_free(g);
            gomoku_rules_free(rules);
            return;
        }
        if (st != GOMOKU_STATUS_OK) {
            problem("setup refused: %s", gomoku_status_str(st));
            gomoku_rules_free(rules);
            return;
        }
    } else if (cJSON_GetObjectItemCaseSensitive(c, "opening")) {
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(c, "opening");
        const cJSON *oerr = cJSON_GetObjectItemCaseSensitive(c, "opening_error");
        int32_t kind = -1;
        uint32_t n = 0;
        int st = cJSON_IsString(name) ? gomoku_opening_from_str(name->valuestring, &kind, &n) : -1;
        if (st == GOMOKU_STATUS_OK) st = gomoku_game_new_with_opening(rules, kind, n, &g);
        if (oerr) {
            int want = strcmp(oerr->valuestring, "board-too-small") == 0 ? GOMOKU_STATUS_OPENING_BOARD_TOO_SMALL
                       : strcmp(oerr->valuestring, "invalid-opening") == 0 ? GOMOKU_STATUS_PARSE_INVALID_OPENING
                                                                             : -1;
            if (st != want) problem("opening: expected %s, got %d (%s)", oerr->valuestring, st, gomoku_status_str(st));
            if (st == GOMOKU_STATUS_OK) gomoku_game_free(g);
            gomoku_rules_free(rules);
            return;
        }
        if (st != GOMOKU_STATUS_OK) {
            problem("opening refused: %s", gomoku_status_str(st));
            gomoku_rules_free(rules);
            return;
        }
    } else {
        CHECK_OK(gomoku_game_new(rules, &g));
    }
    gomoku_rules_free(rules);
    if (!g) return;

    const cJSON *a;
    int i = 0;
    cJSON_ArrayForEach(a, cJSON_GetObjectItemCaseSensitive(c, "actions")) {
        int game_action = 0;
        if (cJSON_IsString(a)) {
            int st = apply(g, a->valuestring, &game_action);
            if (st != GOMOKU_STATUS_OK) {
                problem("action %d (%s) refused: %d (%s)", i, a->valuestring, st, gomoku_status_str(st));
                gomoku_game_free(g);
                return;
            }
        } else {
            const cJSON *d = cJSON_GetObjectItemCaseSensitive(a, "do");
            const cJSON *e = cJSON_GetObjectItemCaseSensitive(a, "error");
            if (!cJSON_IsString(d) || !cJSON_IsString(e)) {
                problem("bad data: action %d", i);
                break;
            }
            char *before = snapshot(g);
            int st = apply(g, d->valuestring, &game_action);
            int want = expected_status(e->valuestring, game_action);
            if (want < 0) problem("bad data: error %s", e->valuestring);
            else if (st != want)
                problem("action %d (%s): expected %s (%d), got %d (%s)", i, d->valuestring,
                        e->valuestring, want, st, gomoku_status_str(st));
            /* The symmetry a symmetric offer names, as gomoku_game_symmetric_offer gives it. */
            const cJSON *sym = cJSON_GetObjectItemCaseSensitive(a, "symmetry");
            if (sym) {
                gomoku_symmetric_offer so;
                int32_t want_sym = -1;
                CHECK_OK(gomoku_game_symmetric_offer(g, &so));
                if (!cJSON_IsString(sym) ||
                    gomoku_symmetry_from_str(sym->valuestring, &want_sym) != GOMOKU_STATUS_OK)
                    problem("bad data: symmetry");
                else if (!so.refused || so.symmetry != want_sym)
                    problem("action %d (%s): expected the symmetry %s, got %s", i, d->valuestring,
                            sym->valuestring,
                            so.refused ? gomoku_symmetry_name(so.symmetry) : "none");
            }
            /* Its centre, twice the coordinates ([x2, y2]). */
            const cJSON *centre = cJSON_GetObjectItemCaseSensitive(a, "centre");
            if (centre) {
                gomoku_symmetric_offer so;
                CHECK_OK(gomoku_game_symmetric_offer(g, &so));
                const cJSON *cx = cJSON_GetArrayItem(centre, 0), *cy = cJSON_GetArrayItem(centre, 1);
                if (!cJSON_IsArray(centre) || cJSON_GetArraySize(centre) != 2 || !cJSON_IsNumber(cx) ||
                    !cJSON_IsNumber(cy))
                    problem("bad data: centre");
                else if (!so.refused || so.centre_x2 != (int32_t)cx->valuedouble ||
                         so.centre_y2 != (int32_t)cy->valuedouble)
                    problem("action %d (%s): expected the centre [%d, %d], got [%d, %d]", i,
                            d->valuestring, (int)cx->valuedouble, (int)cy->valuedouble,
                            (int)so.centre_x2, (int)so.centre_y2);
            }
            char *after = snapshot(g);
            if (strcmp(before, after) != 0) problem("action %d (%s) was refused but changed the game", i, d->valuestring);
            free(before);
            free(after);
            if (st == GOMOKU_STATUS_OK) break;
        }
        i++;
    }

    const cJSON *v;
    if ((v = cJSON_GetObjectItemCaseSensitive(c, "turn"))) {
        int32_t want = -1, got = -1;
        if (!cJSON_IsString(v) || !color_of(v->valuestring, &want)) problem("bad data: turn");
        CHECK_OK(gomoku_game_turn(g, &got));
        if (want != got) problem("turn: expected %s, got %s", v->valuestring, gomoku_color_name(got));
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(c, "forbidden"))) check_forbidden(g, v);
    if ((v = cJSON_GetObjectItemCaseSensitive(c, "explain"))) check_explain(g, v);
    static const char *keys[] = {"legal", "illegal"};
    for (int k = 0; k < 2; k++) {
        const cJSON *p;
        cJSON_ArrayForEach(p, cJSON_GetObjectItemCaseSensitive(c, keys[k])) {
            gomoku_point q;
            bool legal = false;
            if (!parse_point(p, &q)) continue;
            /* Off-board points are simply illegal, as in Rust and Python. */
            CHECK_OK(gomoku_game_is_legal(g, q, &legal));
            if (legal != (k == 0)) problem("%s: expected %s", p->valuestring, keys[k]);
            if (legal != (gomoku_game_check(g, q) == GOMOKU_STATUS_OK))
                problem("%s: is_legal and check disagree", p->valuestring);
        }
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(c, "outcome"))) check_outcome(g, v);
    if ((v = cJSON_GetObjectItemCaseSensitive(c, "expected"))) check_expected(g, v);
    if ((v = cJSON_GetObjectItemCaseSensitive(c, "black"))) {
        int32_t player = -9;
        CHECK_OK(gomoku_game_player(g, GOMOKU_COLOR_BLACK, &player));
        const char *got = player == GOMOKU_PLAYER_FIRST ? "first" : "second";
        if (!cJSON_IsString(v) || strcmp(v->valuestring, got) != 0) problem("black: expected %s, got %s", v->valuestring, got);
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(c, "moves"))) {
        size_t n = 0;
        gomoku_game_moves(g, NULL, 0, &n);
        gomoku_move *ms = (gomoku_move *)calloc(n ? n : 1, sizeof *ms);
        CHECK_OK(gomoku_game_moves(g, ms, n, &n));
        char text[4096] = "";
        for (size_t k = 0; k < n; k++) {
            char pt[8] = "pass";
            size_t m = 0;
            if (!ms[k].pass) CHECK_OK(gomoku_point_to_str(ms[k].point, pt, sizeof pt, &m));
            if (k) strncat(text, " ", sizeof text - strlen(text) - 1);
            strncat(text, pt, sizeof text - strlen(text) - 1);
        }
        free(ms);
        if (!cJSON_IsString(v) || strcmp(v->valuestring, text) != 0) problem("moves: expected %s, got %s", v->valuestring, text);
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(c, "record"))) {
        char want[4096] = "";
        const cJSON *item;
        int first = 1;
        cJSON_ArrayForEach(item, v) {
            if (!first) strncat(want, ", ", sizeof want - strlen(want) - 1);
            strncat(want, item->valuestring, sizeof want - strlen(want) - 1);
            first = 0;
        }
        size_t rn = 0;
        gomoku_game_opening_record(g, NULL, 0, &rn);
        char *got = (char *)malloc(rn);
        CHECK_OK(gomoku_game_opening_record(g, got, rn, &rn));
        if (strcmp(want, got) != 0) problem("record: expected %s, got %s", want, got);
        free(got);
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(c, "offers"))) {
        size_t want_n = 0, n = 0;
        gomoku_point *want = point_list(v, &want_n);
        gomoku_game_offers(g, NULL, 0, &n);
        gomoku_point *got = (gomoku_point *)calloc(n ? n : 1, sizeof *got);
        CHECK_OK(gomoku_game_offers(g, got, n, &n));
        if (want && n != want_n) problem("offers: expected %zu, got %zu", want_n, n);
        for (size_t k = 0; want && k < want_n; k++) {
            int found = 0;
            for (size_t j = 0; j < n; j++) found |= got[j].x == want[k].x && got[j].y == want[k].y;
            if (!found) problem("offers: point %zu not offered", k);
        }
        free(want);
        free(got);
    }
    if ((v = cJSON_GetObjectItemCaseSensitive(c, "allowed"))) {
        size_t n = 0;
        int st = gomoku_game_allowed_points(g, NULL, 0, &n);
        if (st != GOMOKU_STATUS_OK && st != GOMOKU_STATUS_BUFFER_TOO_SMALL) problem("allowed: status %d", st);
        if ((int)n != v->valueint) problem("allowed: expected %d, got %zu", v->valueint, n);
    }
    const cJSON *per;
    cJSON_ArrayForEach(per, cJSON_GetObjectItemCaseSensitive(c, "captures")) {
        int32_t color;
        uint32_t got = 999;
        if (!color_of(per->string, &color)) {
            problem("bad data: captures");
            continue;
        }
        CHECK_OK(gomoku_game_captured_pairs(g, color, &got));
        if ((int)got != per->valueint) problem("captures of %s: expected %d, got %u", per->string, per->valueint, got);
    }
    gomoku_game_free(g);
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

void run_conformance(const char *data_dir, int min_cases) {
    if (!data_dir) {
        printf("conformance: no data directory given, skipped\n");
        return;
    }
    DIR *dir = opendir(data_dir);
    CHECK(dir != NULL);
    if (!dir) return;
    char *names[256];
    size_t n_files = 0;
    struct dirent *e;
    while ((e = readdir(dir)) != NULL && n_files < 256) {
        size_t len = strlen(e->d_name);
        if (len > 6 && strcmp(e->d_name + len - 6, ".jsonl") == 0) names[n_files++] = strdup(e->d_name);
    }
    closedir(dir);
    qsort(names, n_files, sizeof names[0], by_name);
    CHECK(n_files > 0);

    int cases = 0, failed_cases = 0;
    for (size_t f = 0; f < n_files; f++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", data_dir, names[f]);
        FILE *fp = fopen(path, "r");
        CHECK(fp != NULL);
        if (!fp) continue;
        char *line = NULL;
        size_t cap = 0;
        ssize_t len;
        int lineno = 0;
        while ((len = getline(&line, &cap, fp)) != -1) {
            lineno++;
            size_t k = 0;
            while (line[k] == ' ' || line[k] == '\t' || line[k] == '\r' || line[k] == '\n') k++;
            if (line[k] == '\0') continue;
            char place[512];
            cJSON *c = cJSON_Parse(line);
            const cJSON *id = c ? cJSON_GetObjectItemCaseSensitive(c, "id") : NULL;
            snprintf(place, sizeof place, "%s:%d %s", names[f], lineno,
                     cJSON_IsString(id) ? id->valuestring : "?");
            g_place = place;
            g_problems = 0;
            if (!c) problem("not JSON");
            else run_case(c);
            cJSON_Delete(c);
            cases++;
            if (g_problems) failed_cases++;
            CHECK(g_problems == 0);
        }
        free(line);
        fclose(fp);
    }
    printf("conformance: %d cases in %zu files, %d failed\n", cases, n_files, failed_cases);
    /* A floor, as the Rust runner has: an emptied or truncated data file fails the run. */
    if (cases < min_cases) fprintf(stderr, "conformance: only %d cases, at least %d expected\n", cases, min_cases);
    CHECK(cases >= min_cases);
    for (size_t f = 0; f < n_files; f++) free(names[f]);
}

/* One VCF puzzle of tests/data/analysis/vcf.jsonl (format: tests/data/README.md). */
static void run_vcf_case(const cJSON *c) {
    const cJSON *rules_name = cJSON_GetObjectItemCaseSensitive(c, "rules");
    gomoku_rules *rules = NULL;
    if (!cJSON_IsString(rules_name) || gomoku_rules_from_name(rules_name->valuestring, &rules) != GOMOKU_STATUS_OK)
        { problem("bad data: rules"); return; }
    const cJSON *options = cJSON_GetObjectItemCaseSensitive(c, "options");
    if (options && !apply_options(rules, options)) {
        gomoku_rules_free(rules);
        return;
    }
    const cJSON *setup = cJSON_GetObjectItemCaseSensitive(c, "setup");
    size_t nb = 0, nw = 0;
    gomoku_point *black = point_list(cJSON_GetObjectItemCaseSensitive(setup, "black"), &nb);
    gomoku_point *white = point_list(cJSON_GetObjectItemCaseSensitive(setup, "white"), &nw);
    gomoku_game *g = NULL;
    int st = (black && white)
                 ? gomoku_game_from_setup(rules, black, nb, white, nw, GOMOKU_COLOR_BLACK, 0, 0, &g)
                 : -1;
    free(black);
    free(white);
    gomoku_rules_free(rules);
    if (st != GOMOKU_STATUS_OK) {
        problem("setup refused: %d", st);
        return;
    }
    int32_t attacker = -1;
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(c, "attacker");
    if (!cJSON_IsString(a) || !color_of(a->valuestring, &attacker)) problem("bad data: attacker");
    const cJSON *expect = cJSON_GetObjectItemCaseSensitive(c, "expect");
    const cJSON *found = cJSON_GetObjectItemCaseSensitive(expect, "found");
    const cJSON *within = cJSON_GetObjectItemCaseSensitive(expect, "none_within");
    gomoku_vcf_limits limits;
    CHECK_OK(gomoku_vcf_limits_default(&limits));
    if (cJSON_IsNumber(within)) limits.max_moves = (uint32_t)within->valueint;
    gomoku_point line[254];
    size_t n = 0;
    gomoku_vcf_result r;
    for (int mode = 0; mode < 2 && attacker >= 0; mode++) {
        limits.mode = mode;
        CHECK_OK(gomoku_game_vcf(g, attacker, &limits, &r, line, 254, &n));
        if (cJSON_IsNumber(found)) {
            if (r.answer != GOMOKU_VCF_ANSWER_FOUND) { problem("mode %d: no vcf found", mode); continue; }
            if (mode == GOMOKU_VCF_MODE_SHORTEST && (int)r.attacker_moves != found->valueint)
                problem("shortest vcf: %u attacker moves, expected %d", r.attacker_moves, found->valueint);
            if ((size_t)r.attacker_moves != (n + 1) / 2) problem("line of %zu points for %u moves", n, r.attacker_moves);
            const cJSON *end = cJSON_GetObjectItemCaseSensitive(expect, "end");
            int want_end = cJSON_IsString(end) && strcmp(end->valuestring, "forbidden-defence") == 0
                               ? GOMOKU_VCF_END_FORBIDDEN_DEFENCE : GOMOKU_VCF_END_FIVE;
            if (mode == GOMOKU_VCF_MODE_SHORTEST && r.end != want_end) problem("vcf end %d, expected %d", r.end, want_end);
            const cJSON *first = cJSON_GetObjectItemCaseSensitive(expect, "first"), *q;
            if (first && mode == GOMOKU_VCF_MODE_SHORTEST) {
                int ok = 0;
                cJSON_ArrayForEach(q, first) {
                    gomoku_point fp;
                    if (parse_point(q, &fp) && fp.x == line[0].x && fp.y == line[0].y) ok = 1;
                }
                if (!ok) problem("first move (%d, %d) is not one of the expected", line[0].x, line[0].y);
            }
        } else if (cJSON_IsNumber(within)) {
            if (r.answer != GOMOKU_VCF_ANSWER_NONE_WITHIN_MOVES) problem("mode %d: answer %d, expected none within %d", mode, r.answer, within->valueint);
            if (n != 0) problem("a line without a vcf");
        } else {
            if (r.answer != GOMOKU_VCF_ANSWER_NONE) problem("mode %d: answer %d, expected none at all", mode, r.answer);
        }
    }
    gomoku_game_free(g);
}

void run_vcf_data(const char *path) {
    if (!path) {
        printf("vcf puzzles: no file given, skipped\n");
        return;
    }
    FILE *fp = fopen(path, "r");
    CHECK(fp != NULL);
    if (!fp) return;
    char *line = NULL;
    size_t cap = 0;
    int lineno = 0, cases = 0, failed = 0;
    while (getline(&line, &cap, fp) != -1) {
        lineno++;
        size_t k = 0;
        while (line[k] == ' ' || line[k] == '\t' || line[k] == '\r' || line[k] == '\n') k++;
        if (line[k] == '\0') continue;
        char place[512];
        cJSON *c = cJSON_Parse(line);
        const cJSON *id = c ? cJSON_GetObjectItemCaseSensitive(c, "id") : NULL;
        snprintf(place, sizeof place, "vcf.jsonl:%d %s", lineno, cJSON_IsString(id) ? id->valuestring : "?");
        g_place = place;
        g_problems = 0;
        if (!c) problem("not JSON");
        else run_vcf_case(c);
        cJSON_Delete(c);
        cases++;
        if (g_problems) failed++;
        CHECK(g_problems == 0);
    }
    free(line);
    fclose(fp);
    CHECK(cases >= 35);
    printf("vcf puzzles: %d cases, %d failed\n", cases, failed);
}
