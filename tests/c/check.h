/* A tiny test harness shared by the C test programs: CHECK counts passes and failures. */
#ifndef GOMOKU_TEST_CHECK_H
#define GOMOKU_TEST_CHECK_H

#include <stdio.h>

#include "gomoku.h"

extern int g_passed;
extern int g_failed;

#define CHECK(cond)                                                                   \
    do {                                                                              \
        if (cond) {                                                                   \
            g_passed++;                                                               \
        } else {                                                                      \
            g_failed++;                                                               \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);  \
        }                                                                             \
    } while (0)

/* The call returns exactly the expected status. */
#define CHECK_ST(call, expected)                                                      \
    do {                                                                              \
        int st_ = (int)(call);                                                        \
        int ex_ = (int)(expected);                                                    \
        if (st_ == ex_) {                                                             \
            g_passed++;                                                               \
        } else {                                                                      \
            g_failed++;                                                               \
            fprintf(stderr, "%s:%d: %s returned %d (%s), expected %d (%s)\n",         \
                    __FILE__, __LINE__, #call, st_, gomoku_status_str(st_), ex_,      \
                    gomoku_status_str(ex_));                                          \
        }                                                                             \
    } while (0)

#define CHECK_OK(call) CHECK_ST(call, GOMOKU_STATUS_OK)

/* Conformance replay of the tests/data JSON-lines files (conformance.c). */
void run_conformance(const char *data_dir, int min_cases);

/* The VCF puzzles of tests/data/analysis/vcf.jsonl (conformance.c). */
void run_vcf_data(const char *path);

/* The analysis API: threats, explanations, VCF (analysis.c). */
void test_analysis(void);

/* The golden keys of DATA_DIR/keys/keys.jsonl, if there (keys.c). */
void run_keys(const char *data_dir);

#endif
