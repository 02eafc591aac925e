/* session.c — the pass list. driver_run loads the crate root and runs
 * each pass in order; -Zstop-after and -Ztime-passes act here and only
 * here, so every pass is listed in exactly one place. */
#include "rcc/driver.h"

#include <time.h>

const char *pass_name(PassId p) {
    static const char *const names[] = {
#define X(id, name) name,
        RCC_PASSES(X)
#undef X
    };
    return p < PASS__COUNT ? names[p] : "?";
}

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Checks UTF-8 validity as rustc does before lexing. */
static bool utf8_valid(const unsigned char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        unsigned c = s[i];
        if (c < 0x80) { i++; continue; }
        size_t len;
        uint32_t cp;
        if ((c & 0xE0) == 0xC0) { len = 2; cp = c & 0x1F; }
        else if ((c & 0xF0) == 0xE0) { len = 3; cp = c & 0x0F; }
        else if ((c & 0xF8) == 0xF0) { len = 4; cp = c & 0x07; }
        else return false;
        if (i + len > n) return false;
        for (size_t k = 1; k < len; k++) {
            if ((s[i + k] & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
            cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += len;
    }
    return true;
}

/* Loads the crate root named on the command line. */
static SourceFile *load_input(Session *s) {
    char *err = NULL;
    SourceFile *f = sm_load_file(&s->sm, s->opts.input, &err);
    if (!f) {
        Diag *d = diag_error(&s->dc, DC_NONE, (Span){0, 0}, "couldn't read %s: %s", s->opts.input, err);
        diag_emit(d);
        free(err);
        return NULL;
    }
    if (!utf8_valid((const unsigned char *)f->src, f->len)) {
        Diag *d = diag_error(&s->dc, DC_NONE, (Span){0, 0}, "couldn't read %s: stream did not contain valid UTF-8",
                             s->opts.input);
        diag_emit(d);
        return NULL;
    }
    return f;
}

typedef struct PassCtx {
    Session *s;
    SourceFile *root;
} PassCtx;

/* Each pass returns false if it reported errors that stop compilation. */
typedef bool (*PassFn)(PassCtx *pc);

static bool pass_parse(PassCtx *pc) { (void)pc; return true; }
static bool pass_expand(PassCtx *pc) { (void)pc; return true; }
static bool pass_resolve(PassCtx *pc) { (void)pc; return true; }
static bool pass_hir(PassCtx *pc) { (void)pc; return true; }
static bool pass_typeck(PassCtx *pc) { (void)pc; return true; }
static bool pass_mir(PassCtx *pc) { (void)pc; return true; }
static bool pass_mono(PassCtx *pc) { (void)pc; return true; }
static bool pass_codegen(PassCtx *pc) { (void)pc; return true; }
static bool pass_link(PassCtx *pc) { (void)pc; return true; }

static const PassFn pass_fns[PASS__COUNT] = {
    [PASS_PARSE] = pass_parse,
    [PASS_EXPAND] = pass_expand,
    [PASS_RESOLVE] = pass_resolve,
    [PASS_HIR] = pass_hir,
    [PASS_TYPECK] = pass_typeck,
    [PASS_MIR] = pass_mir,
    [PASS_MONO] = pass_mono,
    [PASS_CODEGEN] = pass_codegen,
    [PASS_LINK] = pass_link,
};

int driver_run(Session *s) {
    PassCtx pc = {.s = s};
    double t0 = now_seconds();
    pc.root = load_input(s);
    if (!pc.root) {
        diag_finish(&s->dc);
        return 1;
    }
    if (s->opts.time_passes)
        fprintf(stderr, "time: %.3f; load_source\n", now_seconds() - t0);

    int last = s->opts.stop_after >= 0 ? s->opts.stop_after : PASS__COUNT - 1;
    if (s->opts.parse_crate_root_only) last = PASS_PARSE;
    bool ok = true;
    for (int p = 0; p <= last && ok; p++) {
        double t = now_seconds();
        ok = pass_fns[p](&pc) && s->dc.nerrors == 0;
        if (s->opts.time_passes)
            fprintf(stderr, "time: %.3f; %s\n", now_seconds() - t, pass_name((PassId)p));
    }
    if (s->opts.time_passes)
        fprintf(stderr, "time: %.3f; total\n", now_seconds() - t0);
    return diag_finish(&s->dc) ? 1 : 0;
}
