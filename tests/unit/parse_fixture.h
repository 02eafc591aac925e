/* parse_fixture.h — shared by the parser unit tests: parse a string into a
 * crate with its diagnostics captured in memory, dump and print ASTs, and
 * check the print/parse round trip. Include after <cmocka.h>. */
#ifndef RCC_TEST_PARSE_FIXTURE_H
#define RCC_TEST_PARSE_FIXTURE_H

#include "rcc/parse.h"

typedef struct Parsed {
    SourceMap sm;
    DiagCtx dc;
    Arena arena;
    ParseSess ps;
    FILE *mem;
    char *diag;           /* the rendered diagnostics */
    size_t diaglen;
    const SourceFile *file;
    Crate *crate;
} Parsed;

static inline Parsed *parse_text_ed(const char *src, Edition ed) {
    Parsed *P = xcalloc(1, sizeof *P);
    sm_init(&P->sm);
    arena_init(&P->arena);
    P->mem = open_memstream(&P->diag, &P->diaglen);
    diag_ctx_init(&P->dc, &P->sm, P->mem);
    parse_sess_init(&P->ps, &P->arena, &P->dc, &P->sm, ed);
    char *copy = xstrdup(src);
    P->file = sm_add_file(&P->sm, "t.rs", copy, (uint32_t)strlen(copy));
    P->crate = parse_file(&P->ps, P->file);
    fflush(P->mem);
    return P;
}

static inline Parsed *parse_text(const char *src) { return parse_text_ed(src, ED_2021); }

static inline void done(Parsed *P) {
    diag_ctx_free(&P->dc);
    fclose(P->mem);
    free(P->diag);
    arena_free(&P->arena);
    sm_free(&P->sm);
    free(P);
}

/* The AST dump without ids and spans (malloc'd). */
static inline char *dump(const Crate *c) {
    StrBuf sb = {0};
    ast_dump_crate(&sb, c, false);
    char *s = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    return s;
}

/* The crate printed as Rust (malloc'd). */
static inline char *print(const Crate *c) {
    StrBuf sb = {0};
    ast_print_crate(&sb, c, NULL);
    char *s = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    return s;
}

/* Parses `src`, which must be free of errors, prints it, reparses, and
 * checks the two dumps are equal. Returns the printed text (malloc'd). */
static inline char *round_trip_ed(const char *src, Edition ed) {
    Parsed *a = parse_text_ed(src, ed);
    if (a->dc.nerrors) fprintf(stderr, "unexpected errors for %s:\n%s\n", src, a->diag);
    assert_int_equal(a->dc.nerrors, 0);
    char *printed = print(a->crate);
    Parsed *b = parse_text_ed(printed, ed);
    if (b->dc.nerrors) fprintf(stderr, "printed text does not parse:\n%s\n%s\n", printed, b->diag);
    assert_int_equal(b->dc.nerrors, 0);
    char *d1 = dump(a->crate), *d2 = dump(b->crate);
    if (strcmp(d1, d2) != 0) fprintf(stderr, "source:\n%s\nprinted:\n%s\n", src, printed);
    assert_string_equal(d1, d2);
    free(d1);
    free(d2);
    done(a);
    done(b);
    return printed;
}

#endif
