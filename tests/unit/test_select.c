/* test_select.c — inference variables (src/ty/infer.c), trait selection
 * (select.c), normalisation and type properties (normalize.c), instance
 * resolution and vtables (instance.c).
 *
 * Each test compiles a small #![no_core] crate through the real front end
 * (parse, expansion, resolution, HIR) into a TyCtxt and asks about its
 * items: which impl `i32: Add` selects, what `<i32 as Add>::Output` is,
 * whether a tuple is Copy, what a trait method call resolves to.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rcc/ty.h"
#include "expand_fixture.h"

typedef struct T {
    ExpandFixture *fx;
    Resolver *r;
    Hir *h;
    TyCtxt *tcx;
    const TyCommon *c;
    Crate *crates[1];
} T;

/* The lang items and traits most tests use. */
static const char *PRELUDE =
    "#![feature(no_core, lang_items, auto_traits, negative_impls, unboxed_closures)]\n"
    "#![no_core]\n"
    "#[lang = \"sized\"] pub trait Sized {}\n"
    "#[lang = \"copy\"] pub trait Copy {}\n"
    "#[lang = \"clone\"] pub trait Clone { fn clone(&self) -> Self; }\n"
    "#[lang = \"freeze\"] pub unsafe auto trait Freeze {}\n"
    "#[lang = \"unsafe_cell\"] pub struct UnsafeCell<T: ?Sized> { v: T }\n"
    "impl<T: ?Sized> !Freeze for UnsafeCell<T> {}\n"
    "#[lang = \"drop\"] pub trait Drop { fn drop(&mut self); }\n"
    "#[lang = \"unsize\"] pub trait Unsize<T: ?Sized> {}\n"
    "#[lang = \"add\"] pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }\n"
    "impl Add for i32 { type Output = i32; fn add(self, rhs: i32) -> i32 { self } }\n"
    "impl Add for u8 { type Output = u8; fn add(self, rhs: u8) -> u8 { self } }\n"
    "impl Copy for i32 {}\n"
    "impl Copy for u8 {}\n"
    "#[lang = \"fn_once\"] #[rustc_paren_sugar] pub trait FnOnce<Args> {\n"
    "    #[lang = \"fn_once_output\"] type Output;\n"
    "    extern \"rust-call\" fn call_once(self, args: Args) -> Self::Output; }\n"
    "#[lang = \"fn_mut\"] #[rustc_paren_sugar] pub trait FnMut<Args>: FnOnce<Args> {\n"
    "    extern \"rust-call\" fn call_mut(&mut self, args: Args) -> Self::Output; }\n"
    "#[lang = \"fn\"] #[rustc_paren_sugar] pub trait Fn<Args>: FnMut<Args> {\n"
    "    extern \"rust-call\" fn call(&self, args: Args) -> Self::Output; }\n"
    "#[lang = \"drop_in_place\"] pub unsafe fn drop_in_place<T: ?Sized>(p: *mut T) {}\n"
    "mod intrinsics { extern \"rust-intrinsic\" { pub fn abort() -> !; } }\n";

static T *t_new(const char *src) {
    T *t = xcalloc(1, sizeof *t);
    t->fx = fx_new(ED_2021);
    ResolverInit init = {.ps = &t->fx->ps, .hyg = &t->fx->hyg};
    t->r = res_new(&init);
    char *full = xasprintf("%s%s", PRELUDE, src);
    fx_parse(t->fx, full);
    free(full);
    fx_expect_no_errors(t->fx);
    assert_int_equal(res_add_crate(t->r, sym_cstr("t"), t->fx->crate, ED_2021), LOCAL_CRATE);
    assert_true(expand_cfg_crate(&t->fx->ex, t->fx->crate));
    expand_crate(&t->fx->ex, t->r, LOCAL_CRATE, t->fx->crate);
    expand_flush_lints(&t->fx->ex);
    res_late_resolve_crate(t->r, LOCAL_CRATE, t->fx->crate);
    fx_expect_no_errors(t->fx);
    t->crates[0] = t->fx->crate;
    HirInit hi = {.ps = &t->fx->ps, .res = t->r, .hyg = &t->fx->hyg, .crates = t->crates, .ncrates = 1};
    t->h = hir_new(&hi);
    TyOptions opts = {.panic_abort = true, .is_bin = false};
    t->tcx = ty_new(t->h, &opts);
    t->c = ty_common(t->tcx);
    return t;
}

static void t_free(T *t) {
    ty_free(t->tcx);
    hir_free(t->h);
    res_free(t->r);
    fx_free(t->fx);
    free(t);
}

/* The definition named `name` of kind `kind` (the first in DefId order). */
static DefId def_named(T *t, const char *name, DefKind kind) {
    Symbol s = sym_cstr(name);
    uint32_t n = res_def_count(t->r);
    for (uint32_t i = 1; i <= n; i++) {
        const DefData *d = res_def(t->r, (DefId){i});
        if (d->name == s && d->kind == kind) return (DefId){i};
    }
    for (uint32_t i = 1; i <= n; i++) {
        const DefData *d = res_def(t->r, (DefId){i});
        if (d->name == s) fprintf(stderr, "  `%s` is def %u of kind %d\n", name, i, d->kind);
    }
    fail_msg("no definition `%s`", name);
    return (DefId){0};
}

static DefId trait_named(T *t, const char *name) { return def_named(t, name, DEF_TRAIT); }
static TyId adt_named(T *t, const char *name, const TyId *args, uint32_t n) {
    return ty_adt(t->tcx, def_named(t, name, DEF_STRUCT), ty_intern_args(t->tcx, args, n));
}

static TraitRef tref(T *t, DefId trait, TyId self, const TyId *more, uint32_t nmore) {
    TyId a[8] = {self};
    for (uint32_t i = 0; i < nmore; i++) a[i + 1] = more[i];
    return (TraitRef){trait, ty_intern_args(t->tcx, a, nmore + 1)};
}

static const ParamEnv NOENV = {0};

/* ---- inference ---- */

static void test_infer_unify(void **state) {
    (void)state;
    T *t = t_new("");
    TyCtxt *tcx = t->tcx;
    InferCtxt *icx = infer_new(tcx);
    TyId a = infer_new_var(icx, INFER_TY), i = infer_new_var(icx, INFER_INT), f = infer_new_var(icx, INFER_FLOAT);
    assert_false(infer_unify(icx, i, t->c->bool_));
    assert_false(infer_unify(icx, f, t->c->i32));
    assert_false(infer_unify(icx, i, f));
    assert_true(infer_unify(icx, a, i));           /* ?T = {integer} */
    assert_false(infer_unify(icx, a, t->c->f64));  /* now an integer */
    assert_true(infer_is_unresolved(icx, a));
    assert_true(infer_unify(icx, a, t->c->u8));
    assert_true(ty_eq(infer_resolve(icx, i), t->c->u8));
    /* occurs check */
    TyId b = infer_new_var(icx, INFER_TY);
    assert_false(infer_unify(icx, b, ty_ref(tcx, b, false)));
    /* structural, both sides */
    TyId x = infer_new_var(icx, INFER_TY), y = infer_new_var(icx, INFER_TY);
    TyId l[2] = {x, t->c->u8}, r[2] = {t->c->i32, y};
    assert_true(infer_unify(icx, ty_tuple(tcx, l, 2), ty_tuple(tcx, r, 2)));
    assert_true(ty_eq(infer_resolve(icx, ty_tuple(tcx, l, 2)), ty_tuple(tcx, (TyId[]){t->c->i32, t->c->u8}, 2)));
    /* a failed unification leaves nothing behind */
    TyId p = infer_new_var(icx, INFER_TY), q = infer_new_var(icx, INFER_TY);
    TyId l2[2] = {p, t->c->bool_}, r2[2] = {t->c->i32, t->c->u8};
    assert_false(infer_unify(icx, ty_tuple(tcx, l2, 2), ty_tuple(tcx, r2, 2)));
    assert_true(infer_is_unresolved(icx, p));
    /* mutability and reference kinds */
    assert_false(infer_unify(icx, ty_ref(tcx, q, true), ty_ref(tcx, t->c->u8, false)));
    assert_false(infer_unify(icx, ty_ref(tcx, q, false), ty_raw_ptr(tcx, t->c->u8, false)));
    assert_true(infer_unify(icx, ty_slice(tcx, q), ty_slice(tcx, t->c->char_)));
    assert_false(infer_unify(icx, ty_array(tcx, t->c->u8, 3), ty_array(tcx, t->c->u8, 4)));
    /* errors unify with anything */
    assert_true(infer_unify(icx, t->c->error, t->c->u8));
    infer_free(icx);
    t_free(t);
}

static void test_infer_snapshot_fallback(void **state) {
    (void)state;
    T *t = t_new("");
    InferCtxt *icx = infer_new(t->tcx);
    TyId a = infer_new_var(icx, INFER_TY), i = infer_new_var(icx, INFER_INT), f = infer_new_var(icx, INFER_FLOAT);
    uint32_t s1 = infer_snapshot(icx);
    assert_true(infer_unify(icx, a, t->c->bool_));
    uint32_t s2 = infer_snapshot(icx);
    assert_true(infer_unify(icx, i, t->c->u8));
    infer_commit(icx, s2);
    infer_rollback(icx, s1);                       /* undoes the committed inner one too */
    assert_true(infer_is_unresolved(icx, a));
    assert_true(infer_is_unresolved(icx, i));
    uint32_t s3 = infer_snapshot(icx);
    assert_true(infer_unify(icx, a, t->c->char_));
    infer_commit(icx, s3);
    assert_true(ty_eq(infer_resolve(icx, a), t->c->char_));
    TyId d = infer_new_diverging_var(icx, (Span){0, 0}), e = infer_new_var(icx, INFER_TY);
    assert_true(infer_unify(icx, e, d));
    TyId free_var = infer_new_var(icx, INFER_TY);
    infer_fallback(icx);
    assert_true(ty_eq(infer_resolve(icx, i), t->c->i32));
    assert_true(ty_eq(infer_resolve(icx, f), t->c->f64));
    assert_true(ty_eq(infer_resolve(icx, e), t->c->unit));
    assert_true(infer_is_unresolved(icx, free_var));
    infer_free(icx);
    t_free(t);
}

/* ---- selection ---- */

static void test_select_impls(void **state) {
    (void)state;
    T *t = t_new("");
    TyCtxt *tcx = t->tcx;
    DefId add = trait_named(t, "Add");
    Selection s = ty_select(tcx, NULL, NOENV, tref(t, add, t->c->i32, &t->c->i32, 1));
    assert_int_equal(s.kind, SEL_IMPL);
    assert_int_equal(res_def(t->r, s.impl_def)->kind, DEF_IMPL);
    s = ty_select(tcx, NULL, NOENV, tref(t, add, t->c->bool_, &t->c->bool_, 1));
    assert_int_equal(s.kind, SEL_NONE);
    s = ty_select(tcx, NULL, NOENV, tref(t, add, t->c->i32, &t->c->u8, 1));
    assert_int_equal(s.kind, SEL_NONE);

    InferCtxt *icx = infer_new(tcx);
    TyId iv = infer_new_var(icx, INFER_INT), rhs = infer_new_var(icx, INFER_TY);
    s = ty_select(tcx, icx, NOENV, tref(t, add, iv, &rhs, 1));
    assert_int_equal(s.kind, SEL_AMBIGUOUS);       /* i32 or u8 */
    assert_true(infer_is_unresolved(icx, iv));
    TyId tv = infer_new_var(icx, INFER_TY);
    s = ty_select(tcx, icx, NOENV, tref(t, add, tv, &t->c->i32, 1));
    assert_int_equal(s.kind, SEL_AMBIGUOUS);       /* an unknown Self */
    /* a unique impl drives inference */
    s = ty_select(tcx, icx, NOENV, tref(t, add, t->c->u8, &rhs, 1));
    assert_int_equal(s.kind, SEL_IMPL);
    assert_true(ty_eq(infer_resolve(icx, rhs), t->c->u8));
    infer_free(icx);
    t_free(t);
}

static void test_select_generic_impl(void **state) {
    (void)state;
    T *t = t_new("pub struct W<T>(T);\n"
                 "pub trait Show { fn show(&self) -> i32 { 1 } }\n"
                 "impl<T: Copy> Show for W<T> {}\n"
                 "pub struct NoCopy;\n"
                 "pub trait Tr { type Out; }\n"
                 "impl<T> Tr for W<T> { type Out = T; }\n"
                 "pub fn g<T: Show + Tr<Out = u8>>(x: T) {}\n");
    TyCtxt *tcx = t->tcx;
    DefId show = trait_named(t, "Show");
    TyId wi = adt_named(t, "W", &t->c->i32, 1);
    TyId nc = adt_named(t, "NoCopy", NULL, 0);
    TyId wn = adt_named(t, "W", &nc, 1);
    Selection s = ty_select(tcx, NULL, NOENV, tref(t, show, wi, NULL, 0));
    assert_int_equal(s.kind, SEL_IMPL);
    assert_int_equal(ty_args_len(tcx, s.impl_args), 1);
    assert_true(ty_eq(ty_args(tcx, s.impl_args)[0], t->c->i32));
    assert_int_equal(ty_select(tcx, NULL, NOENV, tref(t, show, wn, NULL, 0)).kind, SEL_NONE);
    /* E0277 is about the impl's failing where-clause `NoCopy: Copy` */
    UnsatisfiedChain why;
    assert_true(ty_explain_unsatisfied(tcx, NULL, NOENV, tref(t, show, wn, NULL, 0), &why));
    assert_int_equal(why.leaf.trait.i, trait_named(t, "Copy").i);
    assert_true(ty_eq(ty_args(tcx, why.leaf.args)[0], nc));
    assert_int_equal(why.nvia, 1);
    assert_true(ty_eq(ty_args(tcx, why.via[0].args)[0], wn));
    assert_false(ty_explain_unsatisfied(tcx, NULL, NOENV, tref(t, show, nc, NULL, 0), &why));

    /* where-clauses of a generic fn */
    DefId g = def_named(t, "g", DEF_FN);
    ParamEnv env = ty_param_env(tcx, g);
    TyId T0 = ty_args(tcx, ty_identity_args(tcx, g))[0];
    s = ty_select(tcx, NULL, env, tref(t, show, T0, NULL, 0));
    assert_int_equal(s.kind, SEL_PARAM);
    assert_int_equal(ty_select(tcx, NULL, NOENV, tref(t, show, T0, NULL, 0)).kind, SEL_NONE);
    assert_true(ty_is_sized(tcx, env, T0));

    /* projections: an impl's, a where-clause's, a rigid one */
    DefId tr = trait_named(t, "Tr");
    DefId out = def_named(t, "Out", DEF_ASSOC_TY);
    TyId pw = ty_projection(tcx, out, tref(t, tr, wn, NULL, 0).args);
    assert_true(ty_eq(ty_normalize(tcx, NULL, NOENV, pw), nc));
    TyId pt = ty_projection(tcx, out, tref(t, tr, T0, NULL, 0).args);
    assert_true(ty_eq(ty_normalize(tcx, NULL, env, pt), t->c->u8));
    assert_true(ty_eq(ty_normalize(tcx, NULL, NOENV, pt), pt));
    TyId inside = ty_ref(tcx, pw, false);
    assert_true(ty_eq(ty_normalize(tcx, NULL, NOENV, inside), ty_ref(tcx, nc, false)));
    t_free(t);
}

static void test_normalize_add_output(void **state) {
    (void)state;
    T *t = t_new("");
    TyCtxt *tcx = t->tcx;
    DefId add = trait_named(t, "Add");
    DefId out = def_named(t, "Output", DEF_ASSOC_TY);
    TyId p = ty_projection(tcx, out, tref(t, add, t->c->u8, &t->c->u8, 1).args);
    assert_true(ty_eq(ty_normalize(tcx, NULL, NOENV, p), t->c->u8));
    /* with an inference variable for Self: stays */
    InferCtxt *icx = infer_new(tcx);
    TyId v = infer_new_var(icx, INFER_TY);
    TyId pv = ty_projection(tcx, out, tref(t, add, v, &t->c->u8, 1).args);
    assert_int_equal(ty_kind(tcx, ty_normalize(tcx, icx, NOENV, pv)), TYK_PROJECTION);
    assert_true(infer_unify(icx, v, t->c->u8));
    assert_true(ty_eq(ty_normalize(tcx, icx, NOENV, pv), t->c->u8));
    infer_free(icx);
    t_free(t);
}

static void test_copy_sized(void **state) {
    (void)state;
    T *t = t_new("pub struct P { a: i32 }\n"
                 "pub struct Q { a: i32 }\n"
                 "impl Copy for Q {}\n"
                 "pub struct U { a: u8, s: [u8] }\n");
    TyCtxt *tcx = t->tcx;
    TyId tup[2] = {t->c->i32, t->c->u8};
    assert_true(ty_is_copy(tcx, NOENV, ty_tuple(tcx, tup, 2)));
    assert_true(ty_is_copy(tcx, NOENV, t->c->unit));
    assert_false(ty_is_copy(tcx, NOENV, t->c->bool_));      /* no impl written */
    assert_false(ty_is_copy(tcx, NOENV, adt_named(t, "P", NULL, 0)));
    assert_true(ty_is_copy(tcx, NOENV, adt_named(t, "Q", NULL, 0)));
    TyId tup2[2] = {t->c->i32, adt_named(t, "P", NULL, 0)};
    assert_false(ty_is_copy(tcx, NOENV, ty_tuple(tcx, tup2, 2)));
    assert_true(ty_is_sized(tcx, NOENV, t->c->i32));
    assert_false(ty_is_sized(tcx, NOENV, t->c->str_));
    assert_false(ty_is_sized(tcx, NOENV, ty_slice(tcx, t->c->u8)));
    assert_true(ty_is_sized(tcx, NOENV, ty_ref(tcx, t->c->str_, false)));
    assert_false(ty_is_sized(tcx, NOENV, adt_named(t, "U", NULL, 0)));
    TyId tup3[2] = {t->c->i32, t->c->str_};
    assert_false(ty_is_sized(tcx, NOENV, ty_tuple(tcx, tup3, 2)));
    /* int variables are Copy (built-in) */
    InferCtxt *icx = infer_new(tcx);
    TyId iv = infer_new_var(icx, INFER_INT);
    assert_int_equal(ty_select(tcx, icx, NOENV, tref(t, trait_named(t, "Copy"), iv, NULL, 0)).kind, SEL_BUILTIN);
    infer_free(icx);
    t_free(t);
}

static void test_needs_drop_auto(void **state) {
    (void)state;
    T *t = t_new("pub struct D;\n"
                 "impl Drop for D { fn drop(&mut self) {} }\n"
                 "pub struct HasD { x: i32, d: D }\n"
                 "pub struct Plain { x: i32, p: *mut u8 }\n"
                 "#[lang = \"manually_drop\"] pub struct ManuallyDrop<T> { v: T }\n"
                 "pub struct Cell { c: UnsafeCell<i32> }\n"
                 "pub struct List { next: *const List, v: i32 }\n");
    TyCtxt *tcx = t->tcx;
    TyId d = adt_named(t, "D", NULL, 0);
    assert_true(ty_needs_drop(tcx, NOENV, d));
    assert_true(ty_needs_drop(tcx, NOENV, adt_named(t, "HasD", NULL, 0)));
    assert_false(ty_needs_drop(tcx, NOENV, adt_named(t, "Plain", NULL, 0)));
    assert_false(ty_needs_drop(tcx, NOENV, adt_named(t, "ManuallyDrop", &d, 1)));
    assert_true(ty_needs_drop(tcx, NOENV, ty_array(tcx, d, 2)));
    assert_false(ty_needs_drop(tcx, NOENV, ty_array(tcx, d, 0)));
    TyId tup[2] = {t->c->i32, d};
    assert_true(ty_needs_drop(tcx, NOENV, ty_tuple(tcx, tup, 2)));
    assert_false(ty_needs_drop(tcx, NOENV, ty_ref(tcx, d, false)));

    DefId freeze = trait_named(t, "Freeze");
    assert_true(ty_implements(tcx, NULL, NOENV, adt_named(t, "Plain", NULL, 0), freeze, NULL, 0));
    assert_false(ty_implements(tcx, NULL, NOENV, adt_named(t, "Cell", NULL, 0), freeze, NULL, 0));
    assert_true(ty_implements(tcx, NULL, NOENV, adt_named(t, "List", NULL, 0), freeze, NULL, 0));
    t_free(t);
}

/* ---- callables, dyn, instances ---- */

static void test_fn_traits(void **state) {
    (void)state;
    T *t = t_new("pub fn f(a: i32) -> u8 { 0 }\n"
                 "pub extern \"C\" fn c(a: i32) {}\n"
                 "pub fn holder() {}\n");
    TyCtxt *tcx = t->tcx;
    DefId fn_once = trait_named(t, "FnOnce"), fn_ = trait_named(t, "Fn");
    DefId f = def_named(t, "f", DEF_FN);
    TyId fdef = ty_fn_def(tcx, f, (ArgsId){0});
    TyId args1 = ty_tuple(tcx, &t->c->i32, 1);
    assert_int_equal(ty_select(tcx, NULL, NOENV, tref(t, fn_, fdef, &args1, 1)).kind, SEL_FN_POINTER);
    TyId cdef = ty_fn_def(tcx, def_named(t, "c", DEF_FN), (ArgsId){0});
    assert_int_equal(ty_select(tcx, NULL, NOENV, tref(t, fn_, cdef, &args1, 1)).kind, SEL_NONE);
    /* a closure type made by hand: parent args ++ [kind, sig, upvars] */
    DefId holder = def_named(t, "holder", DEF_FN);
    FnSig sig = {.inputs_and_output = ty_intern_args(tcx, (TyId[]){t->c->i32, t->c->bool_}, 2), .abi = ABI_RUST};
    TyId upv = ty_tuple(tcx, &t->c->u8, 1);
    TyId cargs_fnmut[3] = {t->c->i16, ty_fn_ptr(tcx, sig), upv};
    TyId clo = ty_closure(tcx, holder, ty_intern_args(tcx, cargs_fnmut, 3));
    assert_int_equal(ty_select(tcx, NULL, NOENV, tref(t, fn_once, clo, &args1, 1)).kind, SEL_CLOSURE);
    assert_int_equal(ty_select(tcx, NULL, NOENV, tref(t, fn_, clo, &args1, 1)).kind, SEL_NONE);
    assert_true(ty_is_copy(tcx, NOENV, clo));      /* upvars (u8,) are Copy */
    /* an unknown Args is inferred from the signature */
    InferCtxt *icx = infer_new(tcx);
    TyId av = infer_new_var(icx, INFER_TY);
    assert_int_equal(ty_select(tcx, icx, NOENV, tref(t, fn_once, clo, &av, 1)).kind, SEL_CLOSURE);
    assert_true(ty_eq(infer_resolve(icx, av), args1));
    infer_free(icx);

    /* instances: call_once on an FnMut closure is the shim, call_mut the body */
    DefId call_once = def_named(t, "call_once", DEF_ASSOC_FN), call_mut = def_named(t, "call_mut", DEF_ASSOC_FN);
    Instance inst;
    TyId ia[2] = {clo, args1};
    assert_true(ty_resolve_instance(tcx, NOENV, call_once, ty_intern_args(tcx, ia, 2), &inst));
    assert_int_equal(inst.kind, INST_CLOSURE_ONCE_SHIM);
    assert_int_equal(inst.def.i, call_once.i);
    assert_true(ty_resolve_instance(tcx, NOENV, call_mut, ty_intern_args(tcx, ia, 2), &inst));
    assert_int_equal(inst.kind, INST_ITEM);
    assert_int_equal(inst.def.i, holder.i);
    TyId fa[2] = {fdef, args1};
    assert_true(ty_resolve_instance(tcx, NOENV, call_once, ty_intern_args(tcx, fa, 2), &inst));
    assert_int_equal(inst.kind, INST_FN_PTR_SHIM);
    /* drop_in_place, intrinsics, plain fns */
    DefId dip = def_named(t, "drop_in_place", DEF_FN);
    assert_true(ty_resolve_instance(tcx, NOENV, dip, ty_intern_args(tcx, &t->c->i32, 1), &inst));
    assert_int_equal(inst.kind, INST_DROP_GLUE);
    assert_true(ty_resolve_instance(tcx, NOENV, def_named(t, "abort", DEF_FN), (ArgsId){0}, &inst));
    assert_int_equal(inst.kind, INST_INTRINSIC);
    assert_true(ty_resolve_instance(tcx, NOENV, f, (ArgsId){0}, &inst));
    assert_int_equal(inst.kind, INST_ITEM);
    t_free(t);
}

static void test_instances_and_vtables(void **state) {
    (void)state;
    T *t = t_new("pub trait Base { fn b1(&self); fn b2(&self) {} }\n"
                 "pub trait Shape: Base { fn area(&self) -> i32; fn gen<X>(&self, x: X) {}\n"
                 "    fn new() -> Self where Self: Sized; fn name(&self) -> i32 { 0 } }\n"
                 "pub struct Sq;\n"
                 "impl Base for Sq { fn b1(&self) {} }\n"
                 "impl Shape for Sq { fn area(&self) -> i32 { 4 } fn new() -> Self { Sq } }\n");
    TyCtxt *tcx = t->tcx;
    DefId shape = trait_named(t, "Shape");
    uint32_t n = 0;
    const DefId *m = ty_vtable_methods(tcx, shape, &n);
    assert_int_equal(n, 6);
    assert_int_equal(m[0].i, def_named(t, "b1", DEF_ASSOC_FN).i);
    assert_int_equal(m[1].i, def_named(t, "b2", DEF_ASSOC_FN).i);
    DefId area = def_named(t, "area", DEF_ASSOC_FN);   /* the trait's comes first in DefId order */
    assert_int_equal(m[2].i, area.i);
    assert_int_equal(m[3].i, 0);                       /* generic */
    assert_int_equal(m[4].i, 0);                       /* where Self: Sized */
    assert_int_equal(ty_vtable_index(tcx, shape, def_named(t, "name", DEF_ASSOC_FN)), VTABLE_FIRST_METHOD + 5);

    TyId sq = adt_named(t, "Sq", NULL, 0);
    Instance inst;
    assert_true(ty_resolve_instance(tcx, NOENV, area, ty_intern_args(tcx, &sq, 1), &inst));
    assert_int_equal(inst.kind, INST_ITEM);
    assert_int_not_equal(inst.def.i, area.i);          /* the impl's */
    assert_int_equal(res_def(t->r, ty_assoc_item(tcx, inst.def)->container)->kind, DEF_IMPL);
    DefId b2 = def_named(t, "b2", DEF_ASSOC_FN);
    assert_true(ty_resolve_instance(tcx, NOENV, b2, ty_intern_args(tcx, &sq, 1), &inst));
    assert_int_equal(inst.kind, INST_ITEM);
    assert_int_equal(inst.def.i, b2.i);                /* the default body */

    /* dyn Shape: object candidates for Shape and Base, virtual calls */
    TyData dd = {.kind = TYK_DYN};
    dd.dyn_.principal = shape;
    TyId dyn = ty_intern(tcx, &dd);
    assert_int_equal(ty_select(tcx, NULL, NOENV, tref(t, trait_named(t, "Base"), dyn, NULL, 0)).kind, SEL_OBJECT);
    assert_false(ty_is_sized(tcx, NOENV, dyn));
    assert_true(ty_resolve_instance(tcx, NOENV, b2, ty_intern_args(tcx, &dyn, 1), &inst));
    assert_int_equal(inst.kind, INST_VIRTUAL);
    assert_int_equal(inst.vtable_index, VTABLE_FIRST_METHOD + 1);
    /* unsizing Sq -> dyn Shape, [u8; 3] -> [u8] */
    DefId unsize = trait_named(t, "Unsize");
    assert_true(ty_implements(tcx, NULL, NOENV, sq, unsize, &dyn, 1));
    assert_false(ty_implements(tcx, NULL, NOENV, t->c->i32, unsize, &dyn, 1));
    TyId sl = ty_slice(tcx, t->c->u8);
    assert_true(ty_implements(tcx, NULL, NOENV, ty_array(tcx, t->c->u8, 3), unsize, &sl, 1));
    t_free(t);
}

static void test_item_bounds_and_shims(void **state) {
    (void)state;
    T *t = t_new("pub trait Show { fn show(&self) -> i32; }\n"
                 "pub trait Has { type T: Show; fn get(&self) -> Self::T; }\n"
                 "pub fn g<H: Has>(h: &H) {}\n"
                 "pub fn holder() {}\n");
    TyCtxt *tcx = t->tcx;
    DefId show = trait_named(t, "Show"), has = trait_named(t, "Has");
    DefId g = def_named(t, "g", DEF_FN);
    ParamEnv env = ty_param_env(tcx, g);
    TyId H = ty_args(tcx, ty_identity_args(tcx, g))[0];
    TyId proj = ty_projection(tcx, def_named(t, "T", DEF_ASSOC_TY), tref(t, has, H, NULL, 0).args);
    Predicates b = ty_item_bounds(tcx, def_named(t, "T", DEF_ASSOC_TY), tref(t, has, H, NULL, 0).args);
    assert_int_equal(b.n, 1);
    assert_true(ty_eq(ty_args(tcx, b.preds[0].trait_ref.args)[0], proj));
    /* `<H as Has>::T: Show` holds through the bound on the assoc type */
    assert_int_equal(ty_select(tcx, NULL, env, tref(t, show, proj, NULL, 0)).kind, SEL_PROJECTION);
    assert_true(ty_eq(ty_normalize(tcx, NULL, env, proj), proj));   /* rigid */

    /* closures as fn pointers, by-value self in vtables */
    DefId holder = def_named(t, "holder", DEF_FN);
    FnSig sig = {.inputs_and_output = ty_intern_args(tcx, (TyId[]){t->c->i32, t->c->i32}, 2), .abi = ABI_RUST};
    TyId ca[3] = {t->c->i8, ty_fn_ptr(tcx, sig), ty_tuple(tcx, NULL, 0)};
    TyId clo = ty_closure(tcx, holder, ty_intern_args(tcx, ca, 3));
    Instance inst;
    assert_true(ty_resolve_closure_as_fn_ptr(tcx, clo, &inst));
    assert_int_equal(inst.kind, INST_CLOSURE_ONCE_SHIM);
    ca[0] = t->c->i32;
    TyId clo_once = ty_closure(tcx, holder, ty_intern_args(tcx, ca, 3));
    assert_true(ty_resolve_closure_as_fn_ptr(tcx, clo_once, &inst));
    assert_int_equal(inst.kind, INST_ITEM);
    assert_int_equal(inst.def.i, holder.i);
    DefId call_once = def_named(t, "call_once", DEF_ASSOC_FN);
    TyId ia[2] = {clo, ty_tuple(tcx, &t->c->i32, 1)};
    assert_true(ty_resolve_instance_for_vtable(tcx, NOENV, call_once, ty_intern_args(tcx, ia, 2), &inst));
    assert_int_equal(inst.kind, INST_VTABLE_SHIM);
    /* drop_in_place::<dyn Show> is the vtable's drop slot */
    TyData dd = {.kind = TYK_DYN};
    dd.dyn_.principal = show;
    TyId dyn = ty_intern(tcx, &dd);
    assert_true(ty_resolve_instance(tcx, NOENV, def_named(t, "drop_in_place", DEF_FN), ty_intern_args(tcx, &dyn, 1), &inst));
    assert_int_equal(inst.kind, INST_VIRTUAL);
    assert_int_equal(inst.vtable_index, 0);
    t_free(t);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_infer_unify),
        cmocka_unit_test(test_infer_snapshot_fallback),
        cmocka_unit_test(test_select_impls),
        cmocka_unit_test(test_select_generic_impl),
        cmocka_unit_test(test_normalize_add_output),
        cmocka_unit_test(test_copy_sized),
        cmocka_unit_test(test_needs_drop_auto),
        cmocka_unit_test(test_fn_traits),
        cmocka_unit_test(test_instances_and_vtables),
        cmocka_unit_test(test_item_bounds_and_shims),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
