/*
 * The golden keys of tests/data/keys/keys.jsonl (RULES.md §10) through the C API: the key
 * of each case set up and played, the keys of its eight images (each also through
 * gomoku_game_transform), its canonical symmetry and its stabiliser. Uses cJSON.
 */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "check.h"
#include "gomoku.h"

static uint64_t hex_of(const cJSON *v) {
    return cJSON_IsString(v) ? (uint64_t)strtoull(v->valuestring, NULL, 16) : 0;
}

static size_t points_of(const cJSON *arr, gomoku_point *out, size_t cap) {
    size_t n = 0;
    const cJSON *p;
    cJSON_ArrayForEach(p, arr) {
        if (n < cap && cJSON_IsString(p)) CHECK_OK(gomoku_point_from_str(p->valuestring, &out[n++]));
    }
    return n;
}

static void run_key_case(const cJSON *c) {
    const char *id = cJSON_GetObjectItemCaseSensitive(c, "id")->valuestring;
    gomoku_rules *rules = NULL;
    CHECK_OK(gomoku_rules_from_name(cJSON_GetObjectItemCaseSensitive(c, "rules")->valuestring, &rules));
    const cJSON *setup = cJSON_GetObjectItemCaseSensitive(c, "setup");
    gomoku_point black[700], white[700];
    size_t nb = points_of(cJSON_GetObjectItemCaseSensitive(setup, "black"), black, 700);
    size_t nw = points_of(cJSON_GetObjectItemCaseSensitive(setup, "white"), white, 700);
    int32_t turn = -1;
    CHECK_OK(gomoku_color_from_str(cJSON_GetObjectItemCaseSensitive(setup, "turn")->valuestring, &turn));
    const cJSON *caps = cJSON_GetObjectItemCaseSensitive(setup, "captures");
    uint32_t pb = (uint32_t)cJSON_GetObjectItemCaseSensitive(caps, "black")->valueint;
    uint32_t pw = (uint32_t)cJSON_GetObjectItemCaseSensitive(caps, "white")->valueint;
    gomoku_game *g = NULL;
    CHECK_OK(gomoku_game_from_setup(rules, black, nb, white, nw, turn, pb, pw, &g));
    uint64_t want = hex_of(cJSON_GetObjectItemCaseSensitive(c, "key")), got = 0;
    CHECK_OK(gomoku_game_key(g, &got));
    if (got != want) fprintf(stderr, "keys %s: set up %016" PRIx64 ", expected %016" PRIx64 "\n", id, got, want);
    CHECK(got == want);

    const cJSON *moves = cJSON_GetObjectItemCaseSensitive(c, "moves");
    if (moves) {
        gomoku_game *played = NULL;
        CHECK_OK(gomoku_game_new(rules, &played));
        const cJSON *m;
        cJSON_ArrayForEach(m, moves) {
            gomoku_point p;
            CHECK_OK(gomoku_point_from_str(m->valuestring, &p));
            CHECK_OK(gomoku_game_play(played, p));
        }
        got = 0;
        CHECK_OK(gomoku_game_key(played, &got));
        CHECK(got == want);
        gomoku_game_free(played);
    }

    uint64_t images[8] = {0};
    size_t n = 0;
    CHECK_ST(gomoku_game_symmetric_keys(g, images, 7, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 8);
    CHECK_OK(gomoku_game_symmetric_keys(g, images, 8, &n));
    const cJSON *img = cJSON_GetObjectItemCaseSensitive(c, "images");
    for (int32_t s = 0; s < 8; s++) {
        uint64_t expected = hex_of(cJSON_GetArrayItem(img, s));
        CHECK(images[s] == expected);
        gomoku_game *t = NULL;
        CHECK_OK(gomoku_game_transform(g, s, &t));
        uint64_t k = 0;
        CHECK_OK(gomoku_game_key(t, &k));
        CHECK(k == expected);
        gomoku_game_free(t);
    }

    gomoku_game *canonical = NULL;
    int32_t sym = -1;
    CHECK_OK(gomoku_game_canonical(g, &canonical, &sym));
    const char *name = gomoku_symmetry_name(sym);
    CHECK(name && strcmp(name, cJSON_GetObjectItemCaseSensitive(c, "canonical")->valuestring) == 0);
    uint64_t ck = 0;
    CHECK_OK(gomoku_game_key(canonical, &ck));
    CHECK(sym >= 0 && sym < 8 && ck == images[sym]);
    gomoku_game_free(canonical);

    uint32_t bits = 0, want_bits = 0;
    CHECK_OK(gomoku_game_stabilizer(g, &bits));
    const cJSON *s;
    cJSON_ArrayForEach(s, cJSON_GetObjectItemCaseSensitive(c, "stabilizer")) {
        int32_t v = -1;
        CHECK_OK(gomoku_symmetry_from_str(s->valuestring, &v));
        if (v >= 0) want_bits |= 1u << v;
    }
    if (bits != want_bits) fprintf(stderr, "keys %s: stabilizer %x, expected %x\n", id, bits, want_bits);
    CHECK(bits == want_bits);

    gomoku_game_free(g);
    gomoku_rules_free(rules);
}

void run_keys(const char *data_dir) {
    if (!data_dir) return;
    char path[4096];
    snprintf(path, sizeof path, "%s/keys/keys.jsonl", data_dir);
    FILE *fp = fopen(path, "r");
    if (!fp) {
        printf("keys: no %s\n", path);
        return;
    }
    char *line = NULL;
    size_t cap = 0;
    int cases = 0;
    while (getline(&line, &cap, fp) != -1) {
        if (line[0] != '{') continue;
        cJSON *c = cJSON_Parse(line);
        CHECK(c != NULL);
        if (c) run_key_case(c);
        cJSON_Delete(c);
        cases++;
    }
    free(line);
    fclose(fp);
    printf("keys: %d cases\n", cases);
    CHECK(cases >= 11);
}
