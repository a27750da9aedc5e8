/*
 * The analysis API of include/gomoku.h (RULES.md §12): threats of a move, threat maps,
 * forbidden explanations (text and tree), the VCF search; with bad input for each.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gomoku.h"

static gomoku_point at(const char *text) {
    gomoku_point p = {0, 0};
    CHECK_OK(gomoku_point_from_str(text, &p));
    return p;
}

static gomoku_game *setup(int32_t preset, const char *black, const char *white) {
    gomoku_rules *r = NULL;
    CHECK_OK(gomoku_rules_new(preset, &r));
    gomoku_point b[32], w[32];
    size_t nb = 0, nw = 0;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", black);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) b[nb++] = at(t);
    snprintf(buf, sizeof buf, "%s", white);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) w[nw++] = at(t);
    gomoku_game *g = NULL;
    CHECK_OK(gomoku_game_from_setup(r, b, nb, w, nw, GOMOKU_COLOR_BLACK, 0, 0, &g));
    gomoku_rules_free(r);
    return g;
}

static int same(gomoku_point a, const char *text) {
    gomoku_point b = at(text);
    return a.x == b.x && a.y == b.y;
}

static void test_threats(void) {
    gomoku_game *g = setup(GOMOKU_PRESET_RENJU, "f8 g8 h6 h7", "a1 a2 a3");
    gomoku_move_threats t;
    CHECK_OK(gomoku_game_threats_at(g, GOMOKU_COLOR_BLACK, at("h8"), &t));
    CHECK(t.threes == 2 && t.fours == 0 && !t.wins);
    CHECK(t.forbidden == GOMOKU_FORBIDDEN_DOUBLE_THREE);
    CHECK(t.lines[GOMOKU_DIRECTION_HORIZONTAL].shape == GOMOKU_SHAPE_THREE);
    CHECK(t.lines[0].n_stones == 3 && same(t.lines[0].stones[0], "f8") && same(t.lines[0].stones[2], "h8"));
    CHECK(t.lines[0].n_points == 2 && same(t.lines[0].points[0], "e8") && same(t.lines[0].points[1], "i8"));
    CHECK(t.lines[GOMOKU_DIRECTION_VERTICAL].shape == GOMOKU_SHAPE_THREE);
    CHECK(t.lines[GOMOKU_DIRECTION_DIAGONAL].shape == GOMOKU_SHAPE_NONE);
    /* Occupied, off the board, bad colour, NULLs: a status, nothing written. */
    t.fours = 77;
    CHECK_ST(gomoku_game_threats_at(g, GOMOKU_COLOR_BLACK, at("f8"), &t), GOMOKU_STATUS_PLAY_OCCUPIED);
    gomoku_point off = {15, 3};
    CHECK_ST(gomoku_game_threats_at(g, GOMOKU_COLOR_BLACK, off, &t), GOMOKU_STATUS_PLAY_OFF_BOARD);
    CHECK_ST(gomoku_game_threats_at(g, 7, at("h8"), &t), GOMOKU_STATUS_INVALID_ENUM);
    CHECK(t.fours == 77);
    CHECK_ST(gomoku_game_threats_at(NULL, 0, at("h8"), &t), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_threats_at(g, 0, at("h8"), NULL), GOMOKU_STATUS_NULL_POINTER);

    gomoku_threat_map m;
    CHECK_OK(gomoku_game_threats(g, GOMOKU_COLOR_BLACK, &m));
    CHECK(gomoku_point_set_contains(&m.three_three, at("h8")));
    CHECK(gomoku_point_set_contains(&m.three, at("e8")));
    CHECK(!gomoku_point_set_contains(&m.four, at("e8")));
    CHECK(!gomoku_point_set_contains(NULL, at("e8")));
    gomoku_point far = {-1, 400};
    CHECK(!gomoku_point_set_contains(&m.three, far));
    CHECK_OK(gomoku_game_threats(g, GOMOKU_COLOR_WHITE, &m));
    CHECK(!gomoku_point_set_contains(&m.three, at("h8")));
    CHECK_ST(gomoku_game_threats(g, -1, &m), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_game_threats(g, 0, NULL), GOMOKU_STATUS_NULL_POINTER);
    gomoku_game_free(g);
}

static void test_explanations(void) {
    /* RULES.md §6's fake three: f8 g8 (h8) with the straight four at e8 an overline point. */
    gomoku_game *g = setup(GOMOKU_PRESET_RENJU, "f8 g8 h6 h7", "a1 a2 a3");
    gomoku_explanation *e = NULL;
    CHECK_OK(gomoku_game_explain(g, GOMOKU_COLOR_BLACK, at("h8"), &e));
    CHECK(e != NULL);
    if (!e) return;
    gomoku_point p;
    int32_t kind = -9;
    CHECK_OK(gomoku_explanation_kind(e, &p, &kind));
    CHECK(same(p, "h8") && kind == GOMOKU_FORBIDDEN_DOUBLE_THREE);
    size_t n = 0;
    CHECK_ST(gomoku_explanation_text(e, false, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    char *text = (char *)malloc(n);
    CHECK_OK(gomoku_explanation_text(e, false, text, n, &n));
    CHECK(strcmp(text, "h8: double-three: three f8-g8-h8 (e8 \xe2\x9c\x93, i8 \xe2\x9c\x93); three h6-h7-h8 (h5 \xe2\x9c\x93, h9 \xe2\x9c\x93)") == 0);
    free(text);
    CHECK_ST(gomoku_explanation_text(e, true, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    text = (char *)malloc(n);
    CHECK_OK(gomoku_explanation_text(e, true, text, n, &n));
    CHECK(strncmp(text, "h8: double-three\n  three f8-g8-h8\n", 32) == 0);
    free(text);
    size_t rows = 0;
    CHECK_OK(gomoku_explanation_row_count(e, &rows));
    CHECK(rows == 2);
    gomoku_explained_row r;
    CHECK_OK(gomoku_explanation_row(e, 1, &r));
    CHECK(r.kind == GOMOKU_ROW_KIND_THREE && r.direction == GOMOKU_DIRECTION_VERTICAL);
    CHECK(r.n_stones == 3 && same(r.stones[0], "h6") && r.n_points == 2);
    gomoku_explained_point q;
    CHECK_OK(gomoku_explanation_point(e, 1, 1, &q));
    CHECK(same(q.point, "h9") && q.verdict == GOMOKU_VERDICT_VALID && q.forbidden == GOMOKU_FORBIDDEN_NONE);
    gomoku_explanation *child = (gomoku_explanation *)1;
    CHECK_OK(gomoku_explanation_child(e, 1, 1, &child));
    CHECK(child == NULL);
    CHECK_ST(gomoku_explanation_row(e, 2, &r), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_explanation_point(e, 0, 2, &q), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_explanation_row(NULL, 0, &r), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_explanation_kind(e, &p, NULL), GOMOKU_STATUS_NULL_POINTER);
    gomoku_explanation_free(e);
    gomoku_explanation_free(NULL);
    /* Not forbidden: NULL, status OK. */
    e = (gomoku_explanation *)1;
    CHECK_OK(gomoku_game_explain(g, GOMOKU_COLOR_BLACK, at("a8"), &e));
    CHECK(e == NULL);
    gomoku_point off = {0, 15};
    CHECK_ST(gomoku_game_explain(g, GOMOKU_COLOR_BLACK, off, &e), GOMOKU_STATUS_PLAY_OFF_BOARD);
    gomoku_game_free(g);

    /* One level down: e8 is an overline point for Black (e5 e6 e7 e9 e10), so the row
       f8 g8 h8 counts only by i8 (forbidden.jsonl, fake-three-other-straight-four-point-good). */
    g = setup(GOMOKU_PRESET_RENJU, "f8 g8 h6 h7 e5 e6 e7 e9 e10", "a1");
    CHECK_OK(gomoku_game_explain(g, GOMOKU_COLOR_BLACK, at("h8"), &e));
    CHECK(e != NULL);
    if (e) {
        CHECK_OK(gomoku_explanation_point(e, 0, 0, &q));
        CHECK(same(q.point, "e8") && q.verdict == GOMOKU_VERDICT_FORBIDDEN && q.forbidden == GOMOKU_FORBIDDEN_OVERLINE);
        CHECK_OK(gomoku_explanation_child(e, 0, 0, &child));
        CHECK(child != NULL);
        if (child) {
            CHECK_OK(gomoku_explanation_kind(child, &p, &kind));
            CHECK(same(p, "e8") && kind == GOMOKU_FORBIDDEN_OVERLINE);
            CHECK_OK(gomoku_explanation_row(child, 0, &r));
            CHECK(r.kind == GOMOKU_ROW_KIND_OVERLINE && r.n_stones == 6);
            gomoku_explanation_free(child);
        }
        gomoku_explanation_free(e);
    }
    gomoku_game_free(g);
}

static void test_vcf(void) {
    /* k12 makes the straight four k9-k12: a VCF of two moves. */
    gomoku_game *g = setup(GOMOKU_PRESET_RENJU, "h8 i8 j8 k9 k10 k11", "a1 a2 h9 f8 o8");
    gomoku_vcf_limits l;
    CHECK_OK(gomoku_vcf_limits_default(&l));
    CHECK(l.max_moves == 40 && l.mode == GOMOKU_VCF_MODE_SHORTEST);
    gomoku_vcf_result r;
    gomoku_point line[8];
    size_t n = 99;
    CHECK_ST(gomoku_game_vcf(g, GOMOKU_COLOR_BLACK, &l, &r, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 3);
    CHECK_OK(gomoku_game_vcf(g, GOMOKU_COLOR_BLACK, &l, &r, line, 8, &n));
    CHECK(r.answer == GOMOKU_VCF_ANSWER_FOUND && r.end == GOMOKU_VCF_END_FIVE && r.attacker_moves == 2);
    CHECK(n == 3 && same(line[0], "k12") && same(line[1], "k8") && same(line[2], "k13"));
    CHECK(r.nodes >= 1);
    /* White has nothing. */
    CHECK_OK(gomoku_game_vcf(g, GOMOKU_COLOR_WHITE, &l, &r, line, 8, &n));
    CHECK(r.answer == GOMOKU_VCF_ANSWER_NONE && n == 0);
    /* Within one move there is none; a node budget of one knows nothing. */
    l.max_moves = 1;
    CHECK_OK(gomoku_game_vcf(g, GOMOKU_COLOR_BLACK, &l, &r, line, 8, &n));
    CHECK(r.answer == GOMOKU_VCF_ANSWER_NONE_WITHIN_MOVES);
    l.max_moves = 40;
    l.max_nodes = 1;
    CHECK_OK(gomoku_game_vcf(g, GOMOKU_COLOR_BLACK, &l, &r, line, 8, &n));
    CHECK(r.answer == GOMOKU_VCF_ANSWER_NODE_BUDGET);
    /* Bad limits and arguments. */
    CHECK_OK(gomoku_vcf_limits_default(&l));
    l.max_moves = 0;
    CHECK_ST(gomoku_game_vcf(g, 0, &l, &r, line, 8, &n), GOMOKU_STATUS_VCF_MOVES_OUT_OF_RANGE);
    l.max_moves = 40;
    l.table_entries = (size_t)1 << 25;
    CHECK_ST(gomoku_game_vcf(g, 0, &l, &r, line, 8, &n), GOMOKU_STATUS_VCF_TABLE_TOO_LARGE);
    l.table_entries = 0;
    l.mode = 5;
    CHECK_ST(gomoku_game_vcf(g, 0, &l, &r, line, 8, &n), GOMOKU_STATUS_INVALID_ENUM);
    l.mode = 0;
    CHECK_ST(gomoku_game_vcf(g, 2, &l, &r, line, 8, &n), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_game_vcf(g, 0, NULL, &r, line, 8, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_vcf(g, 0, &l, NULL, line, 8, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_vcf(g, 0, &l, &r, NULL, 8, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_game_vcf(NULL, 0, &l, &r, line, 8, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_vcf_limits_default(NULL), GOMOKU_STATUS_NULL_POINTER);
    gomoku_game_free(g);
    /* The capture option: VCF is not defined. */
    g = setup(GOMOKU_PRESET_PENTE, "j10", "");
    CHECK_OK(gomoku_vcf_limits_default(&l));
    CHECK_ST(gomoku_game_vcf(g, 0, &l, &r, line, 8, &n), GOMOKU_STATUS_VCF_CAPTURE);
    gomoku_game_free(g);
    /* A finished game. */
    gomoku_rules *rules = NULL;
    CHECK_OK(gomoku_rules_new(GOMOKU_PRESET_FREESTYLE, &rules));
    CHECK_OK(gomoku_game_new(rules, &g));
    gomoku_rules_free(rules);
    CHECK_OK(gomoku_game_play_text(g, "h8 a1 i8 a2 j8 a3 k8 a4 l8", NULL));
    CHECK_ST(gomoku_game_vcf(g, 1, &l, &r, line, 8, &n), GOMOKU_STATUS_VCF_GAME_OVER);
    gomoku_game_free(g);
}

void test_analysis(void) {
    test_threats();
    test_explanations();
    test_vcf();
}
