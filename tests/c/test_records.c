/* Game records through the C face: the golden files of tests/data/records read as
 * golden.jsonl says, replayed, written back; bad input gives its status and location. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "check.h"

int g_passed = 0;
int g_failed = 0;

static char g_dir[1024];

static unsigned char *slurp(const char *name, size_t *len) {
    char path[2048];
    snprintf(path, sizeof path, "%s/%s", g_dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        exit(2);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc((size_t)n + 1);
    *len = fread(buf, 1, (size_t)n, f);
    buf[*len] = 0;
    fclose(f);
    return buf;
}

/* The main line as move text, "h8 i9 ...", into a malloc'd string. */
static char *moves_text(const gomoku_record *rec) {
    size_t n = 0;
    CHECK_ST(gomoku_record_moves(rec, NULL, 0, &n), n ? GOMOKU_STATUS_BUFFER_TOO_SMALL : GOMOKU_STATUS_OK);
    gomoku_move *moves = malloc((n ? n : 1) * sizeof *moves);
    size_t got = 0;
    CHECK_OK(gomoku_record_moves(rec, moves, n, &got));
    char *out = calloc(n * 5 + 1, 1);
    for (size_t i = 0; i < got; i++) {
        char p[8];
        size_t k = 0;
        if (moves[i].pass) {
            strcpy(p, "pass");
        } else {
            CHECK_OK(gomoku_point_to_str(moves[i].point, p, sizeof p, &k));
        }
        if (i) strcat(out, " ");
        strcat(out, p);
    }
    free(moves);
    return out;
}

static void check_field(const gomoku_record *rec, int32_t field, const cJSON *expected) {
    char buf[256];
    size_t n = 0;
    if (cJSON_IsString(expected)) {
        CHECK_OK(gomoku_record_text(rec, field, buf, sizeof buf, &n));
        CHECK(strcmp(buf, expected->valuestring) == 0);
    } else {
        CHECK_ST(gomoku_record_text(rec, field, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_FIELD);
    }
}

static void check_outcome(const gomoku_game *game, const char *expected) {
    gomoku_outcome o;
    bool over = false;
    CHECK_OK(gomoku_game_is_over(game, &over));
    if (strcmp(expected, "none") == 0) {
        CHECK(!over);
        return;
    }
    CHECK_OK(gomoku_game_outcome(game, &o));
    char want[64];
    snprintf(want, sizeof want, "%s %s", o.winner == GOMOKU_COLOR_BLACK ? "black" : o.winner == GOMOKU_COLOR_WHITE ? "white" : "draw",
             o.termination == GOMOKU_TERMINATION_FIVE        ? "five"
             : o.termination == GOMOKU_TERMINATION_FORBIDDEN ? "forbidden"
             : o.termination == GOMOKU_TERMINATION_AGREEMENT ? "agreement"
                                                             : "other");
    CHECK(strcmp(want, expected) == 0);
}

static void golden_case(const cJSON *c) {
    const char *file = cJSON_GetObjectItem(c, "file")->valuestring;
    const char *fmt = cJSON_GetObjectItem(c, "format")->valuestring;
    if (strcmp(fmt, "renjunet") == 0) {
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", g_dir, file);
        gomoku_renjunet *reader = NULL;
        CHECK_OK(gomoku_renjunet_open(path, &reader));
        const cJSON *games = cJSON_GetObjectItem(c, "games");
        int i = 0;
        for (;;) {
            gomoku_record *rec = NULL;
            gomoku_location at;
            CHECK_OK(gomoku_renjunet_next(reader, &rec, &at));
            if (!rec) break;
            const cJSON *g = cJSON_GetArrayItem(games, i++);
            char *text = moves_text(rec);
            CHECK(g && strcmp(text, cJSON_GetObjectItem(g, "moves")->valuestring) == 0);
            free(text);
            check_field(rec, GOMOKU_RECORD_FIELD_BLACK, cJSON_GetObjectItem(g, "black"));
            check_field(rec, GOMOKU_RECORD_FIELD_WHITE, cJSON_GetObjectItem(g, "white"));
            check_field(rec, GOMOKU_RECORD_FIELD_EVENT, cJSON_GetObjectItem(g, "event"));
            check_field(rec, GOMOKU_RECORD_FIELD_RULES_NAME, cJSON_GetObjectItem(g, "rules_name"));
            gomoku_game *game = NULL;
            size_t number = 99;
            const char *check = cJSON_GetObjectItem(g, "check")->valuestring;
            if (strcmp(check, "contradicts") == 0) {
                CHECK_ST(gomoku_record_replay(rec, NULL, &game, &number), GOMOKU_STATUS_REPLAY_RESULT_CONTRADICTS);
                CHECK(number == 0 && game == NULL);
            } else {
                CHECK_OK(gomoku_record_replay(rec, NULL, &game, &number));
                /* `outcome` is what the moves make; `replayed`, when given, what the replay
                   makes of the recorded result too (a draw the moves do not make: agreed). */
                const cJSON *replayed = cJSON_GetObjectItem(g, "replayed");
                check_outcome(game, (replayed ? replayed : cJSON_GetObjectItem(g, "outcome"))->valuestring);
                gomoku_game_free(game);
            }
            gomoku_record_free(rec);
        }
        CHECK(i == cJSON_GetArraySize(games));
        gomoku_renjunet_free(reader);
        return;
    }
    int32_t format = strcmp(fmt, "moves") == 0 ? GOMOKU_FORMAT_MOVES
                     : strcmp(fmt, "psq") == 0 ? GOMOKU_FORMAT_PSQ
                     : strcmp(fmt, "sgf") == 0 ? GOMOKU_FORMAT_SGF
                                               : GOMOKU_FORMAT_RENLIB;
    const cJSON *rows = cJSON_GetObjectItem(c, "rows");
    gomoku_record_options opts = {15, rows && strcmp(rows->valuestring, "bottom") == 0 ? 1 : 0, false};
    size_t len = 0;
    unsigned char *data = slurp(file, &len);
    gomoku_record *rec = NULL;
    gomoku_location at;
    CHECK_OK(gomoku_record_read(format, data, len, &opts, &rec, &at));
    free(data);
    if (!rec) return;
    char *text = moves_text(rec);
    CHECK(strcmp(text, cJSON_GetObjectItem(c, "moves")->valuestring) == 0);
    free(text);
    uint32_t size = 0;
    CHECK_OK(gomoku_record_size(rec, &size));
    CHECK(size == (uint32_t)cJSON_GetObjectItem(c, "size")->valueint);
    check_field(rec, GOMOKU_RECORD_FIELD_BLACK, cJSON_GetObjectItem(c, "black"));
    check_field(rec, GOMOKU_RECORD_FIELD_WHITE, cJSON_GetObjectItem(c, "white"));
    check_field(rec, GOMOKU_RECORD_FIELD_EVENT, cJSON_GetObjectItem(c, "event"));
    check_field(rec, GOMOKU_RECORD_FIELD_DATE, cJSON_GetObjectItem(c, "date"));
    check_field(rec, GOMOKU_RECORD_FIELD_RESULT, cJSON_GetObjectItem(c, "result"));
    check_field(rec, GOMOKU_RECORD_FIELD_COMMENT, cJSON_GetObjectItem(c, "comment"));
    gomoku_rules *renju = NULL;
    CHECK_OK(gomoku_rules_new(GOMOKU_PRESET_RENJU, &renju));
    gomoku_game *game = NULL;
    size_t number = 0;
    CHECK_OK(gomoku_record_replay(rec, renju, &game, &number));
    gomoku_rules_free(renju);
    if (game) {
        check_outcome(game, cJSON_GetObjectItem(c, "outcome")->valuestring);
        /* Written back as SGF and read again: the same moves. */
        size_t n = 0;
        CHECK_ST(gomoku_game_write_record(game, GOMOKU_FORMAT_SGF, 0, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
        char *sgf = malloc(n);
        CHECK_OK(gomoku_game_write_record(game, GOMOKU_FORMAT_SGF, 0, sgf, n, &n));
        gomoku_record *again = NULL;
        CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)sgf, n - 1, NULL, &again, &at));
        char *a = moves_text(again), *b = moves_text(rec);
        CHECK(strcmp(a, b) == 0);
        free(a);
        free(b);
        free(sgf);
        gomoku_record_free(again);
        gomoku_game_free(game);
    }
    gomoku_record_free(rec);
}

static void bad_input(void) {
    gomoku_record *rec = (gomoku_record *)0x1; /* must stay untouched on failure */
    gomoku_location at = {0, 0, 0};
    const char *cut = "(;GM[4]SZ[15];B[hh";
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)cut, strlen(cut), NULL, &rec, &at), GOMOKU_STATUS_RECORD_UNEXPECTED_END);
    CHECK(rec == (gomoku_record *)0x1 && at.offset == strlen(cut) && at.line == 1);
    const char *psq = "Piskvorky 15x15, 0\n8,8,0\n16,1,0\n";
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_PSQ, (const uint8_t *)psq, strlen(psq), NULL, &rec, &at), GOMOKU_STATUS_RECORD_OFF_BOARD);
    CHECK(at.line == 3);
    const uint8_t lib[] = {0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF, 9, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_RENLIB, lib, sizeof lib, NULL, &rec, NULL), GOMOKU_STATUS_RECORD_UNKNOWN_VERSION);
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_RENLIB, lib, 12, NULL, &rec, NULL), GOMOKU_STATUS_RECORD_UNEXPECTED_END);
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_RENLIB, lib, 5, NULL, &rec, NULL), GOMOKU_STATUS_RECORD_UNEXPECTED_END);
    const char *esc = "(;GM[4]C[x\\";
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)esc, strlen(esc), NULL, &rec, &at), GOMOKU_STATUS_RECORD_BAD_ESCAPE);
    const uint8_t utf[] = {'h', '8', ' ', 0xFF};
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_MOVES, utf, sizeof utf, NULL, &rec, &at), GOMOKU_STATUS_RECORD_INVALID_UTF8);
    CHECK(at.offset == 3);
    CHECK_ST(gomoku_record_read(7, utf, sizeof utf, NULL, &rec, &at), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_SGF, NULL, 5, NULL, &rec, &at), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_SGF, utf, sizeof utf, NULL, NULL, &at), GOMOKU_STATUS_NULL_POINTER);
    /* An occupied point names the move. */
    const char *occ = "h8 h9 h8";
    gomoku_record *r = NULL;
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_MOVES, (const uint8_t *)occ, strlen(occ), NULL, &r, &at));
    gomoku_game *game = (gomoku_game *)0x1;
    size_t number = 0;
    CHECK_ST(gomoku_record_replay(r, NULL, &game, &number), GOMOKU_STATUS_REPLAY_ILLEGAL);
    CHECK(number == 3 && game == (gomoku_game *)0x1);
    gomoku_record_free(r);
    gomoku_record_free(NULL);
    gomoku_renjunet_free(NULL);
    gomoku_renjunet *reader = NULL;
    CHECK_ST(gomoku_renjunet_open("/nonexistent/file.rif", &reader), GOMOKU_STATUS_RECORD_IO);
    /* A pass cannot go into PSQ. */
    gomoku_rules *rules = NULL;
    CHECK_OK(gomoku_rules_new(GOMOKU_PRESET_RENJU, &rules));
    CHECK_OK(gomoku_rules_set_pass(rules, true));
    gomoku_game *g = NULL;
    CHECK_OK(gomoku_game_new(rules, &g));
    CHECK_OK(gomoku_game_pass(g));
    size_t n = 0;
    char buf[64];
    CHECK_ST(gomoku_game_write_record(g, GOMOKU_FORMAT_PSQ, 0, buf, sizeof buf, &n), GOMOKU_STATUS_WRITE_PASS);
    CHECK_ST(gomoku_game_write_record(g, GOMOKU_FORMAT_RENLIB, 0, buf, sizeof buf, &n), GOMOKU_STATUS_WRITE_READ_ONLY);
    CHECK_OK(gomoku_game_write_record(g, GOMOKU_FORMAT_MOVES, 0, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "pass") == 0 && n == 5);
    gomoku_game_free(g);
    gomoku_rules_free(rules);
}

/* The text of record field `field`, or "" when the record has none. */
static const char *field_text(const gomoku_record *rec, int32_t field, char *buf, size_t len) {
    size_t n = 0;
    gomoku_status st = gomoku_record_text(rec, field, buf, len, &n);
    if (st == GOMOKU_STATUS_RECORD_NO_FIELD) {
        return "";
    }
    CHECK_OK(st);
    return buf;
}

/* The opening and its actions, a pending draw offer (SGF OR/OA/OD), RenjuNet's swap/alt,
 * set-ups below the root, and the replay errors of an opening (statuses 735-738). */
static void history_in_records(void) {
    const char *sgf = "(;FF[4]GM[4]SZ[15]RU[renju]OR[soosorv-8]"
                      "OA[h8][h9][j10][swap][g10][declare 2][keep][offer g8 i8][pick i8]OD[W]"
                      ";B[hh];W[hg];B[jf];W[gf];B[ih])";
    gomoku_record *rec = NULL;
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)sgf, strlen(sgf), NULL, &rec, NULL));
    char buf[256];
    CHECK(strcmp(field_text(rec, GOMOKU_RECORD_FIELD_OPENING, buf, sizeof buf), "soosorv-8") == 0);
    CHECK(strcmp(field_text(rec, GOMOKU_RECORD_FIELD_OPENING_ACTIONS, buf, sizeof buf),
                 "h8, h9, j10, swap, g10, declare 2, keep, offer g8 i8, pick i8") == 0);
    CHECK(strcmp(field_text(rec, GOMOKU_RECORD_FIELD_DRAW_OFFER, buf, sizeof buf), "white") == 0);
    CHECK(strcmp(field_text(rec, GOMOKU_RECORD_FIELD_SWAPS, buf, sizeof buf), "") == 0);
    gomoku_game *game = NULL;
    CHECK_OK(gomoku_record_replay(rec, NULL, &game, NULL));
    /* The opening state comes back: the second player is Black after the swap. */
    size_t n = 0;
    CHECK_OK(gomoku_game_opening_record(game, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "h8, h9, j10, swap, g10, declare 2, keep, offer g8 i8, pick i8") == 0);
    int32_t offer = -2;
    CHECK_OK(gomoku_game_draw_offer(game, &offer));
    CHECK(offer == GOMOKU_COLOR_WHITE);
    /* And it is written back as read. */
    char out[512];
    CHECK_OK(gomoku_game_write_record(game, GOMOKU_FORMAT_SGF, 0, out, sizeof out, &n));
    CHECK(strstr(out, "OR[soosorv-8]OA[h8][h9][j10][swap][g10][declare 2][keep][offer g8 i8][pick i8]OD[W]") != NULL);
    gomoku_game_free(game);
    gomoku_record_free(rec);

    const char *bad[][2] = {
        {"(;GM[4]OR[rif]OA[h8][swap];B[hh])", "736"},
        {"(;GM[4]OR[rif]OA[h8];B[ii])", "737"},
        {"(;GM[4]AB[aa]OR[rif]OA[h8];B[hh])", "738"},
        {"(;GM[4]SZ[5]RU[freestyle]OR[rif]OA[c3];B[cc])", "735"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)bad[i][0], strlen(bad[i][0]), NULL, &rec, NULL));
        size_t number = 99;
        game = (gomoku_game *)0x1;
        CHECK(gomoku_record_replay(rec, NULL, &game, &number) == atoi(bad[i][1]));
        CHECK(game == (gomoku_game *)0x1);
        CHECK(number == (i == 1 ? 1u : 0u));
        gomoku_record_free(rec);
    }
    CHECK(GOMOKU_STATUS_REPLAY_OPENING == 735 && GOMOKU_STATUS_REPLAY_OPENING_ACTION == 736);
    CHECK(GOMOKU_STATUS_REPLAY_OPENING_STONE == 737 && GOMOKU_STATUS_REPLAY_OPENING_START == 738);

    const char *xml = "<database><rules><rule id='1' name='RIF'/></rules><games>"
                      "<game id='1' rule='1' alt='i10 g8' swap='1'><move>h8 h9 j10</move></game>"
                      "</games></database>";
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_RENJUNET, (const uint8_t *)xml, strlen(xml), NULL, &rec, NULL));
    CHECK(strcmp(field_text(rec, GOMOKU_RECORD_FIELD_OPENING, buf, sizeof buf), "rif") == 0);
    CHECK(strcmp(field_text(rec, GOMOKU_RECORD_FIELD_SWAPS, buf, sizeof buf), "1") == 0);
    CHECK(strcmp(field_text(rec, GOMOKU_RECORD_FIELD_OFFERS, buf, sizeof buf), "2") == 0);
    CHECK(strcmp(field_text(rec, GOMOKU_RECORD_FIELD_OFFERED, buf, sizeof buf), "g8 i10") == 0);
    CHECK(strcmp(field_text(rec, GOMOKU_RECORD_FIELD_OPENING_ACTIONS, buf, sizeof buf), "") == 0);
    CHECK_ST(gomoku_record_text(rec, 15, buf, sizeof buf, &n), GOMOKU_STATUS_INVALID_ENUM);
    gomoku_record_free(rec);

    /* A set-up below the root is replayed where it stands. */
    const char *mid = "(;GM[4]SZ[15];B[hh];AW[aa]PL[W];W[ii])";
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)mid, strlen(mid), NULL, &rec, NULL));
    CHECK_OK(gomoku_record_replay(rec, NULL, &game, NULL));
    CHECK_OK(gomoku_game_write_record(game, GOMOKU_FORMAT_SGF, 0, out, sizeof out, &n));
    CHECK(strstr(out, "AB[hh]AW[aa]PL[W]") != NULL && strstr(out, ";W[ii]") != NULL);
    gomoku_game_free(game);
    gomoku_record_free(rec);
}

/* What a record keeps of how it was written (RULES.md §11): PSQ's header line, times and
 * trailer; the SGF row convention; the properties kept as written, node by node; and the
 * record itself written back in each format. */
static void kept_as_written(void) {
    const char *psq = "Piskvorky 15x15, 11:11, 0\n8,8,1234\n9,7,250\n-1\nengine A vs B\n";
    gomoku_record *rec = NULL;
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_PSQ, (const uint8_t *)psq, strlen(psq), NULL, &rec, NULL));
    char buf[256];
    size_t n = 0;
    CHECK_OK(gomoku_record_text(rec, GOMOKU_RECORD_FIELD_TRAILER, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "-1\nengine A vs B") == 0 && n == strlen("-1\nengine A vs B") + 1);
    CHECK_OK(gomoku_record_text(rec, GOMOKU_RECORD_FIELD_PSQ_HEADER, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "11:11, 0") == 0 && n == 9);
    /* A buffer too small: nothing written but the size needed. */
    memset(buf, 'z', sizeof buf);
    CHECK_ST(gomoku_record_text(rec, GOMOKU_RECORD_FIELD_TRAILER, buf, 4, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 17 && buf[0] == 'z' && buf[3] == 'z');
    /* Times, node by node: the root has none, node 3 is not one. */
    uint32_t ms = 7;
    CHECK_OK(gomoku_record_node_time(rec, 1, &ms));
    CHECK(ms == 1234);
    CHECK_OK(gomoku_record_node_time(rec, 2, &ms));
    CHECK(ms == 250);
    ms = 7;
    CHECK_ST(gomoku_record_node_time(rec, 0, &ms), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_node_time(rec, 3, &ms), GOMOKU_STATUS_RECORD_NO_NODE);
    CHECK_ST(gomoku_record_node_time(rec, (size_t)-1, &ms), GOMOKU_STATUS_RECORD_NO_NODE);
    CHECK_ST(gomoku_record_node_time(rec, 1, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_record_node_time(NULL, 1, &ms), GOMOKU_STATUS_NULL_POINTER);
    CHECK(ms == 7);
    /* Not read from SGF: no row convention. */
    int32_t rows = 7;
    CHECK_ST(gomoku_record_sgf_rows(rec, &rows), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK(rows == 7);
    /* Written back: PSQ gives the header, the times and the trailer as read. */
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_PSQ, 0, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == strlen(psq) + 1);
    memset(buf, 'z', sizeof buf);
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_PSQ, 0, buf, n - 1, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == strlen(psq) + 1 && buf[0] == 'z');
    CHECK_OK(gomoku_record_write(rec, GOMOKU_FORMAT_PSQ, 0, buf, sizeof buf, &n));
    CHECK(strcmp(buf, psq) == 0 && n == strlen(psq) + 1);
    CHECK_OK(gomoku_record_write(rec, GOMOKU_FORMAT_MOVES, 0, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "h8 i9") == 0 && n == 6);
    CHECK_OK(gomoku_record_write(rec, GOMOKU_FORMAT_SGF, 0, buf, sizeof buf, &n));
    CHECK(strncmp(buf, "(;FF[4]GM[4]SZ[15]", 18) == 0 && strstr(buf, ";B[hh];W[ig])") != NULL);
    CHECK_OK(gomoku_record_write(rec, GOMOKU_FORMAT_SGF, 1, buf, sizeof buf, &n));
    CHECK(strstr(buf, ";B[hh];W[ii])") != NULL);
    n = 99;
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_RENLIB, 0, buf, sizeof buf, &n), GOMOKU_STATUS_WRITE_READ_ONLY);
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_RENJUNET, 0, buf, sizeof buf, &n), GOMOKU_STATUS_WRITE_READ_ONLY);
    CHECK_ST(gomoku_record_write(rec, 5, 0, buf, sizeof buf, &n), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_SGF, 2, buf, sizeof buf, &n), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_SGF, 0, NULL, 5, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_SGF, 0, buf, sizeof buf, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_record_write(NULL, GOMOKU_FORMAT_SGF, 0, buf, sizeof buf, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK(n == 99);
    /* PSQ keeps no properties. */
    size_t count = 9;
    CHECK_OK(gomoku_record_node_property_count(rec, 1, &count));
    CHECK(count == 0);
    gomoku_record_free(rec);

    /* Without timer fields or a trailer. */
    const char *bare = "Piskvorky 15x15\n8,8\n";
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_PSQ, (const uint8_t *)bare, strlen(bare), NULL, &rec, NULL));
    CHECK_ST(gomoku_record_text(rec, GOMOKU_RECORD_FIELD_TRAILER, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_text(rec, GOMOKU_RECORD_FIELD_PSQ_HEADER, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_node_time(rec, 1, &ms), GOMOKU_STATUS_RECORD_NO_FIELD);
    gomoku_record_free(rec);

    /* SGF: the rows read with, and the properties it does not interpret, escapes undone. */
    const char *sgf = "(;GM[4]SZ[15]XY[1][a\\]b];B[hh]BR[3d];W[ig])";
    gomoku_record_options bottom = {15, 1, false};
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)sgf, strlen(sgf), &bottom, &rec, NULL));
    CHECK_OK(gomoku_record_sgf_rows(rec, &rows));
    CHECK(rows == 1);
    CHECK_ST(gomoku_record_sgf_rows(rec, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_record_sgf_rows(NULL, &rows), GOMOKU_STATUS_NULL_POINTER);
    gomoku_record_free(rec);
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)sgf, strlen(sgf), NULL, &rec, NULL));
    CHECK_OK(gomoku_record_sgf_rows(rec, &rows));
    CHECK(rows == 0);
    CHECK_ST(gomoku_record_text(rec, GOMOKU_RECORD_FIELD_TRAILER, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_text(rec, GOMOKU_RECORD_FIELD_PSQ_HEADER, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_node_time(rec, 1, &ms), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_OK(gomoku_record_node_property_count(rec, 0, &count));
    CHECK(count == 1);
    CHECK_OK(gomoku_record_node_property_count(rec, 1, &count));
    CHECK(count == 1);
    CHECK_OK(gomoku_record_node_property_count(rec, 2, &count));
    CHECK(count == 0);
    count = 9;
    CHECK_ST(gomoku_record_node_property_count(rec, 3, &count), GOMOKU_STATUS_RECORD_NO_NODE);
    CHECK_ST(gomoku_record_node_property_count(rec, 0, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_record_node_property_count(NULL, 0, &count), GOMOKU_STATUS_NULL_POINTER);
    CHECK(count == 9);
    CHECK_OK(gomoku_record_node_property(rec, 0, 0, 0, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "XY") == 0 && n == 3);
    CHECK_OK(gomoku_record_node_property(rec, 0, 0, 1, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "1") == 0);
    CHECK_OK(gomoku_record_node_property(rec, 0, 0, 2, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "a]b") == 0 && n == 4);
    CHECK_OK(gomoku_record_node_property(rec, 1, 0, 0, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "BR") == 0);
    CHECK_OK(gomoku_record_node_property(rec, 1, 0, 1, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "3d") == 0);
    n = 99;
    memset(buf, 'z', sizeof buf);
    CHECK_ST(gomoku_record_node_property(rec, 0, 0, 3, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_node_property(rec, 0, 1, 0, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_node_property(rec, 2, 0, 0, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_node_property(rec, 3, 0, 0, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_NODE);
    CHECK_ST(gomoku_record_node_property(rec, (size_t)-1, 0, 0, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_NODE);
    CHECK_ST(gomoku_record_node_property(rec, 0, 0, 0, NULL, 5, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_record_node_property(rec, 0, 0, 0, buf, sizeof buf, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_record_node_property(NULL, 0, 0, 0, buf, sizeof buf, &n), GOMOKU_STATUS_NULL_POINTER);
    CHECK(n == 99 && buf[0] == 'z');
    CHECK_ST(gomoku_record_node_property(rec, 0, 0, 2, buf, 3, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 4 && buf[0] == 'z');
    CHECK_ST(gomoku_record_node_property(rec, 0, 0, 2, NULL, 0, &n), GOMOKU_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 4);
    /* Written back, the properties are kept where they stood. */
    CHECK_OK(gomoku_record_write(rec, GOMOKU_FORMAT_SGF, 0, buf, sizeof buf, &n));
    CHECK(strstr(buf, "XY[1][a\\]b]") != NULL && strstr(buf, ";B[hh]BR[3d];W[ig])") != NULL);
    gomoku_record_free(rec);

    /* What PSQ and move text cannot hold. */
    const char *passed = "(;GM[4]SZ[15];B[hh];W[])";
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)passed, strlen(passed), NULL, &rec, NULL));
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_PSQ, 0, buf, sizeof buf, &n), GOMOKU_STATUS_WRITE_PASS);
    CHECK_OK(gomoku_record_write(rec, GOMOKU_FORMAT_MOVES, 0, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "h8 pass") == 0);
    gomoku_record_free(rec);
    const char *setup = "(;GM[4]SZ[15]AB[aa];W[hh])";
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)setup, strlen(setup), NULL, &rec, NULL));
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_PSQ, 0, buf, sizeof buf, &n), GOMOKU_STATUS_WRITE_SETUP);
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_MOVES, 0, buf, sizeof buf, &n), GOMOKU_STATUS_WRITE_SETUP);
    gomoku_record_free(rec);
    const char *twice = "(;GM[4]SZ[15];B[hh];B[ii])";
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)twice, strlen(twice), NULL, &rec, NULL));
    CHECK_ST(gomoku_record_write(rec, GOMOKU_FORMAT_MOVES, 0, buf, sizeof buf, &n), GOMOKU_STATUS_WRITE_COLORS);
    gomoku_record_free(rec);

    /* RenjuNet: the game's attributes are the root's properties. */
    const char *xml = "<database><games><game id='42' swap='1'><move>h8 h9</move></game></games></database>";
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_RENJUNET, (const uint8_t *)xml, strlen(xml), NULL, &rec, NULL));
    CHECK_OK(gomoku_record_node_property_count(rec, 0, &count));
    int found = 0;
    for (size_t i = 0; i < count; i++) {
        CHECK_OK(gomoku_record_node_property(rec, 0, i, 0, buf, sizeof buf, &n));
        if (strcmp(buf, "id") == 0) {
            CHECK_OK(gomoku_record_node_property(rec, 0, i, 1, buf, sizeof buf, &n));
            found = strcmp(buf, "42") == 0;
        }
    }
    CHECK(found);
    gomoku_record_free(rec);
}

/* Walking the variation tree by index (RULES.md §11: the main line is the first child). */
static void tree_navigation(void) {
    const char *sgf = "(;GM[4]C[root];B[hh]C[centre](;W[ig];B[jj])(;W[ii])(;B[]))";
    gomoku_record *rec = NULL;
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)sgf, strlen(sgf), NULL, &rec, NULL));
    size_t count = 0, child = 99, parent = 99;
    CHECK_OK(gomoku_record_node_count(rec, &count));
    CHECK(count == 6);
    CHECK_OK(gomoku_record_node_child_count(rec, 0, &count));
    CHECK(count == 1);
    CHECK_OK(gomoku_record_node_child(rec, 0, 0, &child));
    CHECK(child == 1);
    CHECK_OK(gomoku_record_node_child_count(rec, 1, &count));
    CHECK(count == 3);
    gomoku_move m;
    int32_t color = -5;
    CHECK_OK(gomoku_record_node_move(rec, 1, &m, &color));
    CHECK(!m.pass && m.point.x == 7 && m.point.y == 7 && color == GOMOKU_COLOR_BLACK);
    /* The third variation is a pass. */
    CHECK_OK(gomoku_record_node_child(rec, 1, 2, &child));
    CHECK_OK(gomoku_record_node_move(rec, child, &m, &color));
    CHECK(m.pass && color == GOMOKU_COLOR_BLACK);
    CHECK_OK(gomoku_record_node_parent(rec, child, &parent));
    CHECK(parent == 1);
    /* The main line: first children down to the leaf (h8 i9 j6). */
    size_t at = 0, line = 0;
    while (gomoku_record_node_child(rec, at, 0, &child) == GOMOKU_STATUS_OK) {
        at = child;
        line++;
    }
    CHECK(line == 3);
    CHECK_OK(gomoku_record_node_move(rec, at, &m, &color));
    CHECK(m.point.x == 9 && m.point.y == 5 && color == GOMOKU_COLOR_BLACK);
    char buf[32];
    size_t n = 0;
    CHECK_OK(gomoku_record_node_text(rec, 1, GOMOKU_NODE_FIELD_COMMENT, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "centre") == 0 && n == 7);
    bool mark = true;
    CHECK_OK(gomoku_record_node_mark(rec, 1, &mark));
    CHECK(!mark);
    /* What a node does not have, and nodes that are not ones: typed, nothing written. */
    parent = 99;
    CHECK_ST(gomoku_record_node_parent(rec, 0, &parent), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_node_move(rec, 0, &m, &color), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_node_text(rec, 1, GOMOKU_NODE_FIELD_BOARD_TEXT, buf, sizeof buf, &n), GOMOKU_STATUS_RECORD_NO_FIELD);
    CHECK_ST(gomoku_record_node_text(rec, 1, 2, buf, sizeof buf, &n), GOMOKU_STATUS_INVALID_ENUM);
    CHECK_ST(gomoku_record_node_child(rec, 1, 3, &child), GOMOKU_STATUS_RECORD_NO_NODE);
    CHECK_ST(gomoku_record_node_child_count(rec, 6, &count), GOMOKU_STATUS_RECORD_NO_NODE);
    CHECK_ST(gomoku_record_node_parent(rec, (size_t)-1, &parent), GOMOKU_STATUS_RECORD_NO_NODE);
    CHECK_ST(gomoku_record_node_mark(rec, 6, &mark), GOMOKU_STATUS_RECORD_NO_NODE);
    CHECK_ST(gomoku_record_node_move(rec, 6, &m, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_record_node_count(NULL, &count), GOMOKU_STATUS_NULL_POINTER);
    CHECK(parent == 99 && !mark);
    CHECK(GOMOKU_STATUS_RECORD_NO_NODE == 791);
    gomoku_record_free(rec);

    /* RenLib: the mark and the board text of i9 (node 2 of opening.lib). */
    size_t len = 0;
    unsigned char *lib = slurp("opening.lib", &len);
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_RENLIB, lib, len, NULL, &rec, NULL));
    free(lib);
    CHECK_OK(gomoku_record_node_child(rec, 1, 0, &child));
    CHECK_OK(gomoku_record_node_mark(rec, child, &mark));
    CHECK(mark);
    CHECK_OK(gomoku_record_node_text(rec, child, GOMOKU_NODE_FIELD_BOARD_TEXT, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "a") == 0);
    gomoku_record_free(rec);
}

/* A read callback over a FILE *; fails when `fail` is set. */
struct file_source {
    FILE *f;
    int fail;
    size_t calls;
};

static int32_t read_file(void *user_data, uint8_t *buf, size_t len, size_t *out_n) {
    struct file_source *src = user_data;
    src->calls++;
    if (src->fail) {
        return -1;
    }
    /* Small reads, to cross the XML at every kind of boundary. */
    *out_n = fread(buf, 1, len < 7 ? len : 7, src->f);
    return 0;
}

/* The moves of every game of a RenjuNet stream, joined by '|', into a malloc'd string. */
static char *stream_moves(gomoku_renjunet *reader, int *games) {
    char *all = calloc(1, 1);
    *games = 0;
    for (;;) {
        gomoku_record *rec = NULL;
        CHECK_OK(gomoku_renjunet_next(reader, &rec, NULL));
        if (!rec) break;
        char *text = moves_text(rec);
        all = realloc(all, strlen(all) + strlen(text) + 2);
        strcat(all, text);
        strcat(all, "|");
        free(text);
        gomoku_record_free(rec);
        (*games)++;
    }
    return all;
}

/* RenjuNet from a file, from a buffer and from a read callback: the same stream. */
static void renjunet_sources(void) {
    char path[2048];
    snprintf(path, sizeof path, "%s/sample-renjunet.rif", g_dir);
    gomoku_renjunet *reader = NULL;
    int from_file = 0, from_buffer = 0, from_callback = 0;
    CHECK_OK(gomoku_renjunet_open(path, &reader));
    char *a = stream_moves(reader, &from_file);
    gomoku_renjunet_free(reader);
    size_t len = 0;
    unsigned char *data = slurp("sample-renjunet.rif", &len);
    CHECK_OK(gomoku_renjunet_from_buffer(data, len, &reader));
    free(data); /* copied */
    char *b = stream_moves(reader, &from_buffer);
    gomoku_renjunet_free(reader);
    struct file_source src = {fopen(path, "rb"), 0, 0};
    CHECK(src.f != NULL);
    CHECK_OK(gomoku_renjunet_from_callback(read_file, &src, &reader));
    char *c = stream_moves(reader, &from_callback);
    gomoku_renjunet_free(reader);
    fclose(src.f);
    CHECK(from_file == 4 && from_buffer == 4 && from_callback == 4);
    CHECK(strcmp(a, b) == 0 && strcmp(a, c) == 0);
    CHECK(src.calls > 100);
    free(a);
    free(b);
    free(c);
    /* A failing callback ends the stream with the i/o status; nothing is written. */
    struct file_source bad = {NULL, 1, 0};
    CHECK_OK(gomoku_renjunet_from_callback(read_file, &bad, &reader));
    gomoku_record *rec = (gomoku_record *)0x1;
    CHECK_ST(gomoku_renjunet_next(reader, &rec, NULL), GOMOKU_STATUS_RECORD_IO);
    CHECK(rec == (gomoku_record *)0x1);
    CHECK_OK(gomoku_renjunet_next(reader, &rec, NULL));
    CHECK(rec == NULL);
    gomoku_renjunet_free(reader);
    /* An empty buffer has no game; NULL arguments are refused. */
    CHECK_OK(gomoku_renjunet_from_buffer(NULL, 0, &reader));
    rec = (gomoku_record *)0x1;
    CHECK_OK(gomoku_renjunet_next(reader, &rec, NULL));
    CHECK(rec == NULL);
    gomoku_renjunet_free(reader);
    gomoku_renjunet *untouched = (gomoku_renjunet *)0x1;
    CHECK_ST(gomoku_renjunet_from_buffer(NULL, 5, &untouched), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_renjunet_from_callback(NULL, NULL, &untouched), GOMOKU_STATUS_NULL_POINTER);
    CHECK_ST(gomoku_renjunet_from_buffer((const uint8_t *)"x", 1, NULL), GOMOKU_STATUS_NULL_POINTER);
    CHECK(untouched == (gomoku_renjunet *)0x1);
    /* Malformed XML from a buffer: the XML status, then the end. */
    const char *broken = "<database><games><game id='1'><move>h8</move></games></database>";
    CHECK_OK(gomoku_renjunet_from_buffer((const uint8_t *)broken, strlen(broken), &reader));
    CHECK(gomoku_renjunet_next(reader, &rec, NULL) != GOMOKU_STATUS_OK);
    gomoku_renjunet_free(reader);
}

/* Issue 25: what the field's own files showed. */
static void field_files(void) {
    gomoku_record *rec = NULL;
    gomoku_location at = {0, 0, 0};
    char buf[256];
    size_t n = 0;

    /* RenLib texts in the library's code page: GBK by default, another by its label. */
    static const unsigned char lib[] = {
        0xFF, 'R', 'e', 'n', 'L', 'i', 'b', 0xFF, 3, 4, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xFF, 0xFF, 0x00, 0x02, 0x78, 0x48, 0xBB, 0xA8, 0xD4, 0xC2, 0x08, 0xB1, 0xD8, 0xCA, 0xA4, 0x00};
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_RENLIB, lib, sizeof lib, NULL, &rec, NULL));
    CHECK_OK(gomoku_record_node_text(rec, 1, GOMOKU_NODE_FIELD_COMMENT, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "\xe8\x8a\xb1\xe6\x9c\x88\n\xe5\xbf\x85\xe8\x83\x9c") == 0); /* 花月\n必胜 */
    gomoku_record_free(rec);
    rec = NULL;
    CHECK_OK(gomoku_record_read_renlib(lib, sizeof lib, NULL, &rec, NULL));
    gomoku_record_free(rec);
    rec = NULL;
    CHECK_OK(gomoku_record_read_renlib(lib, sizeof lib, "Windows-1252", &rec, NULL));
    CHECK_OK(gomoku_record_node_text(rec, 1, GOMOKU_NODE_FIELD_COMMENT, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "\xc2\xbb\xc2\xa8\xc3\x94\xc3\x82\n\xc2\xb1\xc3\x98\xc3\x8a\xc2\xa4") == 0);
    gomoku_record_free(rec);
    rec = NULL;
    CHECK_ST(gomoku_record_read_renlib(lib, sizeof lib, "klingon", &rec, NULL), GOMOKU_STATUS_PARSE_UNKNOWN_ENCODING);
    CHECK(rec == NULL);

    /* PSQ: a line shaped as a move with a bad value is an error naming the field. */
    static const char psq[] = "Piskvorky 15x15, 0\n8,8,0\n8,8,abc\n9,9,0\n-1\n";
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_PSQ, (const uint8_t *)psq, strlen(psq), NULL, &rec, &at),
             GOMOKU_STATUS_RECORD_INVALID_NUMBER);
    CHECK(at.line == 3 && at.column == 5);

    /* SGF: one point in both colours of a set-up is refused on replay (a Rust
     * `ReplayError::Setup(SetupError::Overlap)`), not played as the last colour named. */
    static const char sgf[] = "(;GM[4]SZ[15]RU[freestyle]AB[hh]AW[hh];B[aa])";
    CHECK_OK(gomoku_record_read(GOMOKU_FORMAT_SGF, (const uint8_t *)sgf, strlen(sgf), NULL, &rec, NULL));
    gomoku_game *game = NULL;
    size_t number = 0;
    CHECK_ST(gomoku_record_replay(rec, NULL, &game, &number), GOMOKU_STATUS_REPLAY_SETUP);
    CHECK(game == NULL);
    gomoku_record_free(rec);
    rec = NULL;

    /* RenjuNet: an entity XML does not define is the game's error, not a move dropped. */
    static const char xml[] =
        "<database><games><game id=\"1\"><move>h8 &foo; i9</move></game></games></database>";
    CHECK_ST(gomoku_record_read(GOMOKU_FORMAT_RENJUNET, (const uint8_t *)xml, strlen(xml), NULL, &rec, &at),
             GOMOKU_STATUS_RECORD_EXPECTED);
    CHECK(at.offset > 30 && at.offset < strlen(xml));
}

/* Issue 25: an SGF collection read game by game from a file and from a read callback
   (the ORC Game Center file, leniently: two games, each with its warnings), and strictly
   its first game's error, which ends the stream. */
static void sgf_collection_stream(void) {
    char path[2048];
    snprintf(path, sizeof path, "%s/dialect-orc.sgf", g_dir);
    gomoku_record_options lenient = {15, 0, true};
    gomoku_sgf_collection *reader = NULL;
    for (int source = 0; source < 2; source++) {
        struct file_source src = {fopen(path, "rb"), 0, 0};
        CHECK(src.f != NULL);
        if (source == 0) {
            CHECK_OK(gomoku_sgf_collection_open(path, &lenient, &reader));
        } else {
            CHECK_OK(gomoku_sgf_collection_from_callback(read_file, &src, &lenient, &reader));
        }
        int games = 0;
        size_t warnings = 0;
        for (;;) {
            gomoku_record *rec = NULL;
            CHECK_OK(gomoku_sgf_collection_next(reader, &rec, NULL));
            if (!rec) break;
            size_t count = 0;
            CHECK_OK(gomoku_record_warning_count(rec, &count));
            warnings += count;
            if (games == 0) {
                int32_t kind = -1;
                gomoku_location at = {0, 0, 0};
                char text[128];
                size_t n = 0;
                CHECK_OK(gomoku_record_warning(rec, 0, &kind, &at, text, sizeof text, &n));
                CHECK(kind == GOMOKU_WARNING_KIND_GAME_NUMBER);
                CHECK(at.line == 1 && at.column == 5 && n == strlen(text) + 1);
                CHECK_ST(gomoku_record_warning(rec, count, &kind, &at, text, sizeof text, &n),
                         GOMOKU_STATUS_RECORD_NO_FIELD);
            }
            gomoku_record_free(rec);
            games++;
        }
        CHECK(games == 2 && warnings == 11);
        gomoku_sgf_collection_free(reader);
        if (source == 1) CHECK(src.calls > 20);
        fclose(src.f);
    }
    /* Strictly, the first game is refused at its `5A` and the stream ends. */
    CHECK_OK(gomoku_sgf_collection_open(path, NULL, &reader));
    gomoku_record *rec = (gomoku_record *)0x1;
    gomoku_location at = {0, 0, 0};
    CHECK_ST(gomoku_sgf_collection_next(reader, &rec, &at), GOMOKU_STATUS_RECORD_EXPECTED);
    CHECK(rec == (gomoku_record *)0x1 && at.line == 1 && at.column == 19);
    CHECK_OK(gomoku_sgf_collection_next(reader, &rec, NULL));
    CHECK(rec == NULL);
    gomoku_sgf_collection_free(reader);
    gomoku_sgf_collection_free(NULL);
    gomoku_sgf_collection *untouched = (gomoku_sgf_collection *)0x1;
    CHECK_ST(gomoku_sgf_collection_open("/nonexistent/x.sgf", NULL, &untouched), GOMOKU_STATUS_RECORD_IO);
    CHECK_ST(gomoku_sgf_collection_from_callback(NULL, NULL, NULL, &untouched), GOMOKU_STATUS_NULL_POINTER);
    CHECK(untouched == (gomoku_sgf_collection *)0x1);
}

int main(int argc, char **argv) {
    snprintf(g_dir, sizeof g_dir, "%s", argc > 1 ? argv[1] : "tests/data/records");
    size_t len = 0;
    char *golden = (char *)slurp("golden.jsonl", &len);
    int cases = 0;
    for (char *line = strtok(golden, "\n"); line; line = strtok(NULL, "\n")) {
        cJSON *c = cJSON_Parse(line);
        CHECK(c != NULL);
        if (c) {
            golden_case(c);
            cases++;
            cJSON_Delete(c);
        }
    }
    free(golden);
    CHECK(cases == 7);
    bad_input();
    history_in_records();
    tree_navigation();
    kept_as_written();
    renjunet_sources();
    field_files();
    sgf_collection_stream();
    printf("%d passed, %d failed\n", g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
