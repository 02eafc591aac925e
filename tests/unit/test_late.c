/* test_late.c — late name resolution (src/resolve/late*.c).
 *
 * Each test compiles a small crate through the real front end — parse,
 * cfg, expansion with early resolution (expand_crate), then
 * res_late_resolve_crate — and checks what paths and patterns resolved to
 * (res_path_res, res_label_res): which `let` a use names, that a macro's
 * locals stay its own, that block items shadow outer locals, `Self`, or-
 * patterns, labels. (The diagnostics themselves are checked by the ui
 * tests in tests/ui/resolve-late against rustc 1.63's output.)
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rcc/resolve.h"

typedef struct T {
    SourceMap sm;
    DiagCtx dc;
    Arena arena;
    ParseSess ps;
    FILE *mem;
    char *diag;
    size_t diaglen;
    CfgSet cs;
    Hygiene hyg;
    ExpandCtx ex;
    Resolver *r;
    Crate *crate;
    /* what the walk found, in source order */
    VecPtr paths;         /* Path * */
    VecPtr pats;          /* Pat * (identifier patterns) */
    VecPtr exprs;         /* Expr * (loops, breaks) */
} T;

static T *t_new(void) {
    T *t = xcalloc(1, sizeof *t);
    sm_init(&t->sm);
    arena_init(&t->arena);
    t->mem = open_memstream(&t->diag, &t->diaglen);
    diag_ctx_init(&t->dc, &t->sm, t->mem);
    parse_sess_init(&t->ps, &t->arena, &t->dc, &t->sm, ED_2021);
    cfgset_init(&t->cs);
    expand_ctx_init(&t->ex, &t->ps, &t->cs, sym_cstr("t"));
    hyg_init(&t->hyg);
    t->ex.hyg = &t->hyg;
    t->ex.edition = ED_2021;
    ResolverInit init = {.ps = &t->ps, .hyg = &t->hyg};
    t->r = res_new(&init);
    return t;
}

static void t_free(T *t) {
    res_free(t->r);
    expand_ctx_free(&t->ex);
    hyg_free(&t->hyg);
    cfgset_free(&t->cs);
    vec_free(&t->paths);
    vec_free(&t->pats);
    vec_free(&t->exprs);
    diag_ctx_free(&t->dc);
    fclose(t->mem);
    free(t->diag);
    arena_free(&t->arena);
    sm_free(&t->sm);
    free(t);
}

static const char *t_diags(T *t) {
    fflush(t->mem);
    return t->diag ? t->diag : "";
}

static void no_errors(T *t) {
    if (t->dc.nerrors) fprintf(stderr, "unexpected errors:\n%s\n", t_diags(t));
    assert_int_equal(t->dc.nerrors, 0);
}

static void on_path(AstVisitor *v, Path *p) {
    T *t = v->ctx;
    vec_push(&t->paths, p);
}

static bool on_pat(AstVisitor *v, Pat *p) {
    T *t = v->ctx;
    if (p->kind == PAT_IDENT) vec_push(&t->pats, p);
    return true;
}

static bool on_expr(AstVisitor *v, Expr *e) {
    T *t = v->ctx;
    vec_push(&t->exprs, e);
    return true;
}

/* Compiles the source through late resolution and collects the nodes. */
static void t_run(T *t, const char *src) {
    char *copy = xstrdup(src);
    const SourceFile *f = sm_add_file(&t->sm, "t.rs", copy, (uint32_t)strlen(copy));
    t->crate = parse_file(&t->ps, f);
    assert_int_equal(t->dc.nerrors, 0);
    assert_int_equal(res_add_crate(t->r, sym_cstr("t"), t->crate, ED_2021), LOCAL_CRATE);
    assert_true(expand_cfg_crate(&t->ex, t->crate));
    expand_crate(&t->ex, t->r, LOCAL_CRATE, t->crate);
    expand_flush_lints(&t->ex);
    res_late_resolve_crate(t->r, LOCAL_CRATE, t->crate);
    AstVisitor v = {.ctx = t, .path = on_path, .pat = on_pat, .expr = on_expr};
    ast_walk_crate(&v, t->crate);
}

/* The nth path whose last segment is `name` (0-based, source order). */
static PartialRes path_res(T *t, const char *name, uint32_t nth) {
    Symbol s = sym_cstr(name);
    for (uint32_t i = 0; i < t->paths.len; i++) {
        Path *p = t->paths.data[i];
        if (p->nsegs && p->segs[p->nsegs - 1].ident.name == s && nth-- == 0)
            return res_path_res(t->r, p->segs[p->nsegs - 1].id);
    }
    fail_msg("no path `%s`", name);
    return (PartialRes){0};
}

/* The nth identifier pattern named `name`. */
static Pat *pat_named(T *t, const char *name, uint32_t nth) {
    Symbol s = sym_cstr(name);
    for (uint32_t i = 0; i < t->pats.len; i++) {
        Pat *p = t->pats.data[i];
        if (p->ident.ident.name == s && nth-- == 0) return p;
    }
    fail_msg("no pattern `%s`", name);
    return NULL;
}

static void expect_local(T *t, const char *name, uint32_t nth_use, uint32_t nth_binding) {
    PartialRes pr = path_res(t, name, nth_use);
    assert_int_equal(pr.base.kind, RES_LOCAL);
    assert_int_equal(pr.unresolved, 0);
    assert_int_equal(pr.base.local.i, pat_named(t, name, nth_binding)->id.i);
}

static void expect_def(T *t, const char *name, uint32_t nth_use, DefKind kind) {
    PartialRes pr = path_res(t, name, nth_use);
    assert_int_equal(pr.base.kind, RES_DEF);
    assert_int_equal(res_def(t->r, pr.base.def)->kind, kind);
}

/* ---- locals ---- */

static void test_let_shadowing(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t, "fn f() { let x = 1; let x = x + 1; let y = x; let _z = y; }");
    no_errors(t);
    expect_local(t, "x", 0, 0);   /* the initializer of the second `let` */
    expect_local(t, "x", 1, 1);
    expect_local(t, "y", 0, 0);
    t_free(t);
}

static void test_block_scopes(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t, "fn f() { let a = 1; { let a = 2; let _b = a; } let _c = a; }");
    no_errors(t);
    expect_local(t, "a", 0, 1);
    expect_local(t, "a", 1, 0);
    t_free(t);
}

/* Items of a block are visible in all of it and shadow outer locals. */
static void test_block_item_shadows_local(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t, "fn f() { let v = 1; { let _w = v; fn v() {} v(); } let _u = v; }");
    no_errors(t);
    expect_def(t, "v", 0, DEF_FN);
    expect_def(t, "v", 1, DEF_FN);
    expect_local(t, "v", 2, 0);
    t_free(t);
}

static void test_params_and_closures(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t, "fn f(p: i32) -> i32 { let c = |p: i32, q: i32| p + q; c(p, 1) }");
    no_errors(t);
    /* patterns: p (fn param), c, p (closure), q */
    expect_local(t, "p", 0, 1);
    expect_local(t, "q", 0, 0);
    expect_local(t, "c", 0, 0);
    expect_local(t, "p", 1, 0);
    t_free(t);
}

/* ---- hygiene ---- */

static void test_macro_locals_hygiene(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t,
          "macro_rules! add_own { ($e:expr) => {{ let x = 10; $e + x }}; }\n"
          "fn f() -> i32 { let x = 1; add_own!(x) }");
    no_errors(t);
    /* Uses of `x` after expansion: the argument (the caller's), then the
     * macro's own. Each names the binding with the same context. */
    Pat *caller = NULL, *own = NULL;
    for (uint32_t i = 0; i < t->pats.len; i++) {
        Pat *p = t->pats.data[i];
        if (p->ident.ident.name != sym_cstr("x")) continue;
        if (p->ident.ident.ctxt == 0) caller = p;
        else own = p;
    }
    assert_non_null(caller);
    assert_non_null(own);
    uint32_t seen = 0;
    for (uint32_t i = 0; i < t->paths.len; i++) {
        Path *p = t->paths.data[i];
        if (p->nsegs != 1 || p->segs[0].ident.name != sym_cstr("x")) continue;
        PartialRes pr = res_path_res(t->r, p->segs[0].id);
        assert_int_equal(pr.base.kind, RES_LOCAL);
        assert_int_equal(pr.base.local.i, (p->segs[0].ident.ctxt == 0 ? caller : own)->id.i);
        seen++;
    }
    assert_int_equal(seen, 2);
    t_free(t);
}

/* A macro_rules! in a body sees the locals before its definition only. */
static void test_macro_def_site_locals(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t,
          "fn f() -> i32 { let n = 1; macro_rules! get { () => { n }; } let n = 2; let _m = n; get!() }");
    no_errors(t);
    expect_local(t, "n", 0, 1);   /* `_m = n`: the second `let` */
    expect_local(t, "n", 1, 0);   /* the macro's `n`: the first */
    t_free(t);
}

/* ---- patterns ---- */

static void test_or_pattern_shares_binding(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t,
          "enum E { A(i32), B(i32) }\n"
          "fn f(e: E) -> i32 { match e { E::A(v) | E::B(v) => v } }");
    no_errors(t);
    Pat *first = pat_named(t, "v", 0), *second = pat_named(t, "v", 1);
    assert_int_equal(res_path_res(t->r, first->id).base.local.i, first->id.i);
    assert_int_equal(res_path_res(t->r, second->id).base.local.i, first->id.i);
    expect_local(t, "v", 0, 0);
    t_free(t);
}

static void test_ident_pattern_names_unit_struct(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t,
          "struct Unit; const LIMIT: i32 = 3;\n"
          "fn f(u: Unit, n: i32) { let Unit = u; match n { LIMIT => {} other => { let _o = other; } } }");
    no_errors(t);
    PartialRes unit = res_path_res(t->r, pat_named(t, "Unit", 0)->id);
    assert_int_equal(unit.base.kind, RES_DEF);
    assert_int_equal(res_def(t->r, unit.base.def)->kind, DEF_CTOR);
    PartialRes limit = res_path_res(t->r, pat_named(t, "LIMIT", 0)->id);
    assert_int_equal(limit.base.kind, RES_DEF);
    assert_int_equal(res_def(t->r, limit.base.def)->kind, DEF_CONST);
    expect_local(t, "other", 0, 0);
    t_free(t);
}

/* ---- generics and Self ---- */

static void test_generic_params(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t,
          "trait Tr { type Assoc; }\n"
          "fn f<T: Tr, const N: usize>(x: T, _a: T::Assoc) -> [u8; N] { let _y: T = x; [0; N] }");
    no_errors(t);
    expect_def(t, "T", 0, DEF_TY_PARAM);   /* `x: T` */
    expect_def(t, "T", 1, DEF_TY_PARAM);   /* `_y: T` */
    PartialRes assoc = path_res(t, "Assoc", 0);
    assert_int_equal(assoc.base.kind, RES_DEF);
    assert_int_equal(res_def(t->r, assoc.base.def)->kind, DEF_TY_PARAM);
    assert_int_equal(assoc.unresolved, 1);
    expect_def(t, "N", 0, DEF_CONST_PARAM);
    expect_def(t, "N", 1, DEF_CONST_PARAM);
    t_free(t);
}

static void test_self_in_impl(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t,
          "struct S(i32);\n"
          "impl S { fn new() -> Self { Self(0) } fn get(&self) -> i32 { Self::new().0 } }");
    no_errors(t);
    PartialRes ty = path_res(t, "Self", 0);
    assert_int_equal(ty.base.kind, RES_SELF_TY_IMPL);
    assert_int_equal(res_def(t->r, ty.base.def)->kind, DEF_IMPL);
    PartialRes ctor = path_res(t, "Self", 1);
    assert_int_equal(ctor.base.kind, RES_SELF_CTOR);
    PartialRes rel = path_res(t, "new", 0);
    assert_int_equal(rel.base.kind, RES_SELF_TY_IMPL);
    assert_int_equal(rel.unresolved, 1);
    /* `self` is the method's first parameter */
    t_free(t);
}

static void test_self_in_trait(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t, "trait Tr { fn make() -> Self; }");
    no_errors(t);
    PartialRes ty = path_res(t, "Self", 0);
    assert_int_equal(ty.base.kind, RES_SELF_TY_TRAIT);
    assert_int_equal(res_def(t->r, ty.base.def)->kind, DEF_TRAIT);
    t_free(t);
}

/* ---- labels ---- */

static Expr *nth_expr(T *t, ExprKind kind, uint32_t nth) {
    for (uint32_t i = 0; i < t->exprs.len; i++) {
        Expr *e = t->exprs.data[i];
        if (e->kind == kind && nth-- == 0) return e;
    }
    fail_msg("no such expression");
    return NULL;
}

static void test_labels(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t, "fn f() { 'a: loop { 'b: loop { break 'a; } } 'a: while true { continue 'a; } }");
    no_errors(t);
    Expr *outer = nth_expr(t, EXPR_LOOP, 0), *wh = nth_expr(t, EXPR_WHILE, 0);
    assert_int_equal(res_label_res(t->r, nth_expr(t, EXPR_BREAK, 0)->id).i, outer->id.i);
    assert_int_equal(res_label_res(t->r, nth_expr(t, EXPR_CONTINUE, 0)->id).i, wh->id.i);
    t_free(t);
}

/* ---- errors are reported, resolution goes on ---- */

static void test_unresolved_records_err(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t, "fn f() { let _a = nowhere; let b = 1; let _c = b; }");
    assert_int_equal(t->dc.nerrors, 1);
    assert_non_null(strstr(t_diags(t), "error[E0425]: cannot find value `nowhere` in this scope"));
    assert_int_equal(path_res(t, "nowhere", 0).base.kind, RES_ERR);
    expect_local(t, "b", 0, 0);
    t_free(t);
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_let_shadowing),
        cmocka_unit_test(test_block_scopes),
        cmocka_unit_test(test_block_item_shadows_local),
        cmocka_unit_test(test_params_and_closures),
        cmocka_unit_test(test_macro_locals_hygiene),
        cmocka_unit_test(test_macro_def_site_locals),
        cmocka_unit_test(test_or_pattern_shares_binding),
        cmocka_unit_test(test_ident_pattern_names_unit_struct),
        cmocka_unit_test(test_generic_params),
        cmocka_unit_test(test_self_in_impl),
        cmocka_unit_test(test_self_in_trait),
        cmocka_unit_test(test_labels),
        cmocka_unit_test(test_unresolved_records_err),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
