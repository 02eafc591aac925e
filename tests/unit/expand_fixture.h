/* expand_fixture.h — shared by the expansion unit tests (mbe, derive,
 * builtin, format, asm, late, expand): a parse session with its
 * diagnostics captured in memory, a cfg set, an expander with a fresh
 * hygiene table, and the one macro call a test runs. Builds on
 * parse_fixture.h (dump). Include after <cmocka.h>.
 *
 * A test file names the fixture `T` (typedef ExpandFixture T) or embeds
 * it; the helpers below take an ExpandFixture. */
#ifndef RCC_TEST_EXPAND_FIXTURE_H
#define RCC_TEST_EXPAND_FIXTURE_H

#include "rcc/expand.h"
#include "parse_fixture.h"

typedef struct ExpandFixture {
    SourceMap sm;
    DiagCtx dc;
    Arena arena;
    ParseSess ps;
    FILE *mem;
    char *diag;           /* the rendered diagnostics */
    size_t diaglen;
    CfgSet cs;
    Hygiene hyg;
    ExpandCtx ex;
    /* the call under test, for the tests that run one macro */
    Crate *crate;
    MacCall *mac;
    MacInvoc inv;
    MacOutput out;
} ExpandFixture;

/* Session, empty cfg set and expander for crate `t`, without hygiene:
 * ex.hyg stays NULL (the cfg/strip/module tests need none). */
static inline ExpandFixture *fx_new_bare(Edition ed) {
    ExpandFixture *f = xcalloc(1, sizeof *f);
    sm_init(&f->sm);
    arena_init(&f->arena);
    f->mem = open_memstream(&f->diag, &f->diaglen);
    diag_ctx_init(&f->dc, &f->sm, f->mem);
    parse_sess_init(&f->ps, &f->arena, &f->dc, &f->sm, ed);
    cfgset_init(&f->cs);
    /* the expander keeps a pointer to the cfg set: cfgs may be added later */
    expand_ctx_init(&f->ex, &f->ps, &f->cs, sym_cstr("t"));
    return f;
}

/* As fx_new_bare, with a hygiene table attached and the expander's
 * edition set. */
static inline ExpandFixture *fx_new(Edition ed) {
    ExpandFixture *f = fx_new_bare(ed);
    hyg_init(&f->hyg);
    f->ex.hyg = &f->hyg;
    f->ex.edition = ed;
    return f;
}

static inline void fx_free(ExpandFixture *f) {
    tb_free(&f->out.tb); /* zeroed when no macro ran */
    if (f->ex.hyg) hyg_free(&f->hyg);
    expand_ctx_free(&f->ex);
    cfgset_free(&f->cs);
    diag_ctx_free(&f->dc);
    fclose(f->mem);
    free(f->diag);
    arena_free(&f->arena);
    sm_free(&f->sm);
    free(f);
}

/* All diagnostics so far, rendered. */
static inline const char *fx_diags(ExpandFixture *f) {
    fflush(f->mem);
    return f->diag ? f->diag : "";
}

static inline void fx_expect_diag(ExpandFixture *f, const char *needle) {
    const char *d = fx_diags(f);
    if (!strstr(d, needle)) fprintf(stderr, "expected to find:\n%s\nin:\n%s\n", needle, d);
    assert_non_null(strstr(d, needle));
}

static inline void fx_expect_no_errors(ExpandFixture *f) {
    if (f->dc.nerrors) fprintf(stderr, "unexpected errors:\n%s\n", fx_diags(f));
    assert_int_equal(f->dc.nerrors, 0);
}

/* Parses `src` as file `name` into f->crate. */
static inline Crate *fx_parse_named(ExpandFixture *f, const char *name, const char *src) {
    char *copy = xstrdup(src);
    const SourceFile *sf = sm_add_file(&f->sm, name, copy, (uint32_t)strlen(copy));
    f->crate = parse_file(&f->ps, sf);
    return f->crate;
}

static inline Crate *fx_parse(ExpandFixture *f, const char *src) { return fx_parse_named(f, "t.rs", src); }

/* As fx_parse, which must give no error. */
static inline Crate *fx_parse_clean(ExpandFixture *f, const char *src) {
    fx_parse(f, src);
    if (f->dc.nerrors) fprintf(stderr, "parse errors:\n%s\n", fx_diags(f));
    assert_int_equal(f->dc.nerrors, 0);
    return f->crate;
}

/* The last path segment of a macro call: the macro's name. */
static inline Symbol fx_mac_name(const MacCall *mac) { return mac->path.segs[mac->path.nsegs - 1].ident.name; }

/* Sets up an invocation of `mac` as `kind`, as the expander would: a new
 * expansion `d` and its call-site, def-site and mixed-site contexts on
 * top of `call_ctxt`. */
static inline void fx_make_invoc(ExpandFixture *f, MacInvoc *inv, const MacCall *mac, FragKind kind,
                                 const ExpnData *d, uint32_t call_ctxt) {
    memset(inv, 0, sizeof *inv);
    inv->kind = kind;
    inv->mac = mac;
    inv->span = mac->span;
    inv->expn = hyg_new_expn(&f->hyg, d);
    inv->call_site = hyg_apply_mark(&f->hyg, call_ctxt, inv->expn, TRANSP_TRANSPARENT);
    inv->def_site = hyg_apply_mark(&f->hyg, call_ctxt, inv->expn, TRANSP_OPAQUE);
    inv->mixed_site = hyg_apply_mark(&f->hyg, call_ctxt, inv->expn, TRANSP_SEMI_TRANSPARENT);
}

/* An AstVisitor.expr callback: stores the first macro call expression
 * in *(MacCall **)v->ctx and stops there. */
static inline bool fx_find_mac_expr(AstVisitor *v, Expr *e) {
    if (e->kind == EXPR_MAC_CALL) {
        *(MacCall **)v->ctx = &e->mac;
        return false;
    }
    return true;
}

/* An ExpandCtx.expand_expr_now hook standing in for the expander's eager
 * expansion of `concat!` of string literals: one string literal with the
 * span of the call. Other expressions are returned as they are. */
static inline Expr *fx_concat_now(ExpandCtx *ex, const MacInvoc *inv, Expr *e) {
    (void)inv;
    if (e->kind != EXPR_MAC_CALL) return e;
    const Path *p = &e->mac.path;
    if (p->nsegs != 1 || strcmp(sym_str(p->segs[0].ident.name), "concat") != 0) return e;
    StrBuf v = {0};
    TokenSlice ts = e->mac.tokens;
    for (uint32_t i = 0; i < ts.len; i++) {
        if (ts.data[i].kind != TK_LIT_STR) continue;
        size_t n;
        char *s = lex_str_value(&ts.data[i], &n);
        sb_putn(&v, s, n);
        free(s);
    }
    TokBuilder tb;
    tb_init(&tb, e->span, 0);
    tb_str(&tb, v.data ? v.data : "", v.len);
    Expr *lit = ARENA_NEW(ex->ps->arena, Expr);
    lit->kind = EXPR_LIT;
    lit->span = e->span;
    lit->lit = tb.toks.data[0];
    tb_free(&tb);
    sb_free(&v);
    return lit;
}

#endif
