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
#include "expand_fixture.h"

typedef struct T {
    ExpandFixture *fx;    /* session, expander, hygiene, the crate */
    Resolver *r;
    /* what the walk found, in source order */
    VecPtr paths;         /* Path * */
    VecPtr pats;          /* Pat * (identifier patterns) */
    VecPtr exprs;         /* Expr * (loops, breaks) */
} T;

static T *t_new(void) {
    T *t = xcalloc(1, sizeof *t);
    t->fx = fx_new(ED_2021);
    ResolverInit init = {.ps = &t->fx->ps, .hyg = &t->fx->hyg};
    t->r = res_new(&init);
    return t;
}

static void t_free(T *t) {
    res_free(t->r);
    vec_free(&t->paths);
    vec_free(&t->pats);
    vec_free(&t->exprs);
    fx_free(t->fx);
    free(t);
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
    fx_parse(t->fx, src);
    assert_int_equal(t->fx->dc.nerrors, 0);
    assert_int_equal(res_add_crate(t->r, sym_cstr("t"), t->fx->crate, ED_2021), LOCAL_CRATE);
    assert_true(expand_cfg_crate(&t->fx->ex, t->fx->crate));
    expand_crate(&t->fx->ex, t->r, LOCAL_CRATE, t->fx->crate);
    expand_flush_lints(&t->fx->ex);
    res_late_resolve_crate(t->r, LOCAL_CRATE, t->fx->crate);
    AstVisitor v = {.ctx = t, .path = on_path, .pat = on_pat, .expr = on_expr};
    ast_walk_crate(&v, t->fx->crate);
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
    fx_expect_no_errors(t->fx);
    expect_local(t, "x", 0, 0);   /* the initializer of the second `let` */
    expect_local(t, "x", 1, 1);
    expect_local(t, "y", 0, 0);
    t_free(t);
}

static void test_block_scopes(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t, "fn f() { let a = 1; { let a = 2; let _b = a; } let _c = a; }");
    fx_expect_no_errors(t->fx);
    expect_local(t, "a", 0, 1);
    expect_local(t, "a", 1, 0);
    t_free(t);
}

/* Items of a block are visible in all of it and shadow outer locals. */
static void test_block_item_shadows_local(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t, "fn f() { let v = 1; { let _w = v; fn v() {} v(); } let _u = v; }");
    fx_expect_no_errors(t->fx);
    expect_def(t, "v", 0, DEF_FN);
    expect_def(t, "v", 1, DEF_FN);
    expect_local(t, "v", 2, 0);
    t_free(t);
}

static void test_params_and_closures(void **state) {
    (void)state;
    T *t = t_new();
    t_run(t, "fn f(p: i32) -> i32 { let c = |p: i32, q: i32| p + q; c(p, 1) }");
    fx_expect_no_errors(t->fx);
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
    fx_expect_no_errors(t->fx);
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
    fx_expect_no_errors(t->fx);
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
    fx_expect_no_errors(t->fx);
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
    fx_expect_no_errors(t->fx);
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
    fx_expect_no_errors(t->fx);
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
    fx_expect_no_errors(t->fx);
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
    fx_expect_no_errors(t->fx);
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
    fx_expect_no_errors(t->fx);
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
    assert_int_equal(t->fx->dc.nerrors, 1);
    assert_non_null(strstr(fx_diags(t->fx), "error[E0425]: cannot find value `nowhere` in this scope"));
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
