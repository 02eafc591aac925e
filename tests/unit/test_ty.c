/* test_ty.c — the type interner, substitution, printing (src/ty/intern.c,
 * print.c) and the item facts (collect.c, astconv.c) over small crates
 * compiled through the real front end and HIR (ty_fixture.h). Expected
 * strings are what rustc 1.63 prints for the same types. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ty_fixture.h"

/* ---- interning without a crate ---- */

static void test_intern_identity(void **state) {
    (void)state;
    TyCtxt *tcx = ty_new(NULL, NULL);
    const TyCommon *c = ty_common(tcx);
    assert_int_equal(c->error.i, 0);
    assert_int_equal(ty_kind(tcx, c->error), TYK_ERROR);
    assert_true(ty_eq(ty_ref(tcx, c->i32, false), ty_ref(tcx, c->i32, false)));
    assert_false(ty_eq(ty_ref(tcx, c->i32, false), ty_ref(tcx, c->i32, true)));
    assert_false(ty_eq(ty_ref(tcx, c->i32, false), ty_raw_ptr(tcx, c->i32, false)));
    assert_true(ty_eq(ty_tuple(tcx, NULL, 0), c->unit));
    assert_true(ty_is_unit(tcx, c->unit));
    assert_true(ty_eq(ty_prim(tcx, PRIM_U8), c->u8));
    assert_true(ty_eq(ty_int(tcx, INT_I64), c->i64));
    TyId pair[2] = {c->u8, c->bool_};
    TyId pair2[2] = {c->bool_, c->u8};
    assert_true(ty_eq(ty_tuple(tcx, pair, 2), ty_tuple(tcx, pair, 2)));
    assert_false(ty_eq(ty_tuple(tcx, pair, 2), ty_tuple(tcx, pair2, 2)));
    assert_true(ty_eq(ty_array(tcx, c->u8, 3), ty_array(tcx, c->u8, 3)));
    assert_false(ty_eq(ty_array(tcx, c->u8, 3), ty_array(tcx, c->u8, 4)));
    assert_int_equal(ty_intern_args(tcx, NULL, 0).i, 0);
    assert_int_equal(ty_args_len(tcx, (ArgsId){0}), 0);
    assert_null(ty_args(tcx, (ArgsId){0}));
    ArgsId a = ty_intern_args(tcx, pair, 2);
    assert_int_equal(a.i, ty_intern_args(tcx, pair, 2).i);
    assert_int_equal(ty_args_len(tcx, a), 2);
    assert_true(ty_eq(ty_args(tcx, a)[1], c->bool_));
    assert_int_equal(ty_int_bits(tcx, c->usize), 64);
    assert_int_equal(ty_int_bits(tcx, c->i128), 128);
    assert_true(ty_is_signed(tcx, c->i8));
    assert_false(ty_is_signed(tcx, c->u8));
    assert_true(ty_is_scalar(tcx, ty_raw_ptr(tcx, c->u8, true)));
    assert_false(ty_is_scalar(tcx, ty_ref(tcx, c->u8, true)));
    ty_free(tcx);
}

static void test_flags_and_subst(void **state) {
    (void)state;
    TyCtxt *tcx = ty_new(NULL, NULL);
    const TyCommon *c = ty_common(tcx);
    TyId t = ty_param(tcx, 0, sym_cstr("T"));
    TyId u = ty_param(tcx, 1, sym_cstr("U"));
    assert_true(ty_get(tcx, t)->flags & TYF_HAS_PARAM);
    TyId r = ty_ref(tcx, ty_slice(tcx, t), false);
    assert_true(ty_get(tcx, r)->flags & TYF_HAS_PARAM);
    assert_false(ty_get(tcx, ty_ref(tcx, c->u8, false))->flags & TYF_HAS_PARAM);
    TyId iv = ty_infer(tcx, INFER_INT, 0);
    assert_true(ty_get(tcx, ty_array(tcx, iv, 2))->flags & TYF_HAS_INFER);
    assert_true(ty_get(tcx, ty_tuple(tcx, &c->error, 1))->flags & TYF_HAS_ERROR);
    TyId tu[2] = {t, u};
    TyId tup = ty_tuple(tcx, tu, 2);
    TyId sub[2] = {c->i32, ty_ref(tcx, c->str_, false)};
    ArgsId sa = ty_intern_args(tcx, sub, 2);
    TyId want[2] = {c->i32, ty_ref(tcx, c->str_, false)};
    assert_true(ty_eq(ty_subst(tcx, tup, sa), ty_tuple(tcx, want, 2)));
    assert_true(ty_eq(ty_subst(tcx, r, sa), ty_ref(tcx, ty_slice(tcx, c->i32), false)));
    /* no params: the same id back */
    assert_true(ty_eq(ty_subst(tcx, c->u8, sa), c->u8));
    /* fn pointer signatures */
    TyId io[2] = {t, u};
    FnSig sig = {.inputs_and_output = ty_intern_args(tcx, io, 2), .abi = ABI_RUST};
    TyId fp = ty_subst(tcx, ty_fn_ptr(tcx, sig), sa);
    assert_string_equal(ty_to_string(tcx, fp), "fn(i32) -> &str");
    /* partial substitution leaves out-of-range params */
    ArgsId one = ty_intern_args(tcx, &c->u8, 1);
    assert_string_equal(ty_to_string(tcx, ty_subst(tcx, tup, one)), "(u8, U)");
    ty_free(tcx);
}

static void test_print_builtin(void **state) {
    (void)state;
    TyCtxt *tcx = ty_new(NULL, NULL);
    const TyCommon *c = ty_common(tcx);
    TyId one = ty_infer(tcx, INFER_INT, 0);
    TyId fl = ty_infer(tcx, INFER_FLOAT, 1);
    TyId elems[5] = {one, fl, ty_ref(tcx, ty_ref(tcx, c->str_, false), false), ty_array(tcx, c->u8, 3),
                     ty_tuple(tcx, &one, 1)};
    assert_string_equal(ty_to_string(tcx, ty_tuple(tcx, elems, 5)),
                        "({integer}, {float}, &&str, [u8; 3], ({integer},))");
    assert_string_equal(ty_to_string(tcx, ty_raw_ptr(tcx, c->i32, true)), "*mut i32");
    assert_string_equal(ty_to_string(tcx, ty_raw_ptr(tcx, c->u8, false)), "*const u8");
    assert_string_equal(ty_to_string(tcx, ty_ref(tcx, ty_slice(tcx, c->u8), true)), "&mut [u8]");
    assert_string_equal(ty_to_string(tcx, c->never), "!");
    assert_string_equal(ty_to_string(tcx, c->unit), "()");
    assert_string_equal(ty_to_string(tcx, ty_infer(tcx, INFER_TY, 3)), "_");
    TyId io[3] = {c->i32, c->u8, c->unit};
    FnSig sig = {.inputs_and_output = ty_intern_args(tcx, io, 3), .abi = ABI_C, .is_unsafe = true, .c_variadic = true};
    assert_string_equal(ty_to_string(tcx, ty_fn_ptr(tcx, sig)), "unsafe extern \"C\" fn(i32, u8, ...)");
    TyId io2[2] = {ty_ref(tcx, c->i32, false), ty_ref(tcx, c->u8, false)};
    FnSig sig2 = {.inputs_and_output = ty_intern_args(tcx, io2, 2), .abi = ABI_RUST};
    assert_string_equal(ty_to_string(tcx, ty_fn_ptr(tcx, sig2)), "for<'r> fn(&'r i32) -> &'r u8");
    ty_free(tcx);
}

/* ---- item facts over a crate ---- */

static const char *fn_def_str(TyFixture *t, const char *name, const TyId *args, uint32_t n) {
    TyCtxt *tcx = t->tcx;
    DefId d = tyf_def(t, name);
    return ty_to_string(tcx, ty_fn_def(tcx, d, ty_intern_args(tcx, args, n)));
}

static void test_print_items(void **state) {
    (void)state;
    TyFixture *t = tyf_new(TYF_PRELUDE
                           "#[lang = \"receiver\"] trait Receiver {}\n"
                           "impl<T: ?Sized> Receiver for &T {}\n"
                           "mod m { pub struct Bar; }\n"
                           "struct Foo<T>(T);\n"
                           "enum E<T> { A(T), B }\n"
                           "fn foo(x: i32) -> u8 { 0 }\n"
                           "fn gen<T>(x: T) {}\n"
                           "extern \"C\" { fn ec(x: i32, ...); }\n"
                           "trait Tr { fn m(&self); }\n"
                           "impl Tr for i32 { fn m(&self) {} }\n"
                           "impl<T> Foo<T> { fn bar(&self) {} }\n"
                           "fn main() {}\n");
    TyCtxt *tcx = t->tcx;
    const TyCommon *c = ty_common(tcx);
    TYF_EXPECT_STR(tyf_type_str(t, "foo"), "fn(i32) -> u8 {foo}");
    TYF_EXPECT_STR(fn_def_str(t, "gen", &c->i32, 1), "fn(i32) {gen::<i32>}");
    TYF_EXPECT_STR(tyf_type_str(t, "gen"), "fn(T) {gen::<T>}");
    TYF_EXPECT_STR(tyf_type_str(t, "ec"), "unsafe extern \"C\" fn(i32, ...) {ec}");
    DefId foo_ctor = tyf_def_kind(t, "Foo", DEF_CTOR);
    TYF_EXPECT_STR(ty_to_string(tcx, ty_fn_def(tcx, foo_ctor, ty_intern_args(tcx, &c->u8, 1))),
                   "fn(u8) -> Foo<u8> {Foo::<u8>}");
    DefId a_ctor = tyf_def_kind(t, "A", DEF_CTOR);
    TYF_EXPECT_STR(ty_to_string(tcx, ty_fn_def(tcx, a_ctor, ty_intern_args(tcx, &c->u8, 1))),
                   "fn(u8) -> E<u8> {E::<u8>::A}");
    /* trait method through the impl's Self */
    DefId m = tyf_def_kind(t, "m", DEF_ASSOC_FN);
    TYF_EXPECT_STR(ty_to_string(tcx, ty_fn_def(tcx, m, ty_intern_args(tcx, &c->i32, 1))),
                   "for<'r> fn(&'r i32) {<i32 as Tr>::m}");
    TYF_EXPECT_STR(fn_def_str(t, "bar", &c->i8, 1), "for<'r> fn(&'r Foo<i8>) {Foo::<i8>::bar}");
    TYF_EXPECT_STR(tyf_type_str(t, "Bar"), "Bar");
    /* unit variant and struct types */
    DefId b = tyf_def_kind(t, "B", DEF_CTOR);
    TYF_EXPECT_STR(ty_to_string(tcx, ty_type_of(tcx, b)), "E<T>");
    /* type_name: untrimmed, from the crate name */
    TyId foo_u8 = ty_adt(tcx, tyf_def_kind(t, "Foo", DEF_STRUCT), ty_intern_args(tcx, &c->u8, 1));
    TyId pair[2] = {ty_ref(tcx, c->str_, false), foo_u8};
    TYF_EXPECT_STR(ty_type_name(tcx, ty_tuple(tcx, pair, 2)), "(&str, t::Foo<u8>)");
    TYF_EXPECT_STR(ty_type_name(tcx, ty_type_of(tcx, tyf_def(t, "Bar"))), "t::m::Bar");
    TYF_EXPECT_STR(ty_type_name(tcx, ty_type_of(tcx, tyf_def(t, "foo"))), "t::foo");
    tyf_free(t);
}

static void test_generics_and_predicates(void **state) {
    (void)state;
    TyFixture *t = tyf_new(TYF_PRELUDE
                           "#[lang = \"add\"] trait Add<Rhs = Self> { type Output; fn add(self, r: Rhs) -> Self::Output; }\n"
                           "trait Sup {}\n"
                           "trait Sub: Sup { type Item; fn get(&self) -> Self::Item; }\n"
                           "struct S<T: ?Sized, U = u8>(U, T);\n"
                           "fn g<T: Sub, U>(x: T::Item, u: U) where U: Add<Output = u32> {}\n"
                           "struct W;\n"
                           "impl Add for W { type Output = i64; fn add(self, r: Self) -> Self::Output { 0 } }\n"
                           "impl W { fn new() -> W { W } }\n"
                           "fn h<F: Fn(u8) -> u16>(f: F) {}\n"
                           "#[lang = \"fn_once\"] #[rustc_paren_sugar] trait FnOnce<Args> { type Output; }\n"
                           "#[lang = \"fn_mut\"] #[rustc_paren_sugar] trait FnMut<Args>: FnOnce<Args> {}\n"
                           "#[lang = \"fn\"] #[rustc_paren_sugar] trait Fn<Args>: FnMut<Args> {}\n"
                           "type Alias<T> = (T, T);\n"
                           "fn al(x: Alias<i8>) {}\n"
                           "enum D { A = 3, B, C = 10, E }\n");
    TyCtxt *tcx = t->tcx;
    const TyCommon *c = ty_common(tcx);
    /* trait generics: Self is param 0 */
    DefId add = tyf_def_kind(t, "Add", DEF_TRAIT);
    const TyGenerics *g = ty_generics_of(tcx, add);
    assert_true(g->has_self);
    assert_int_equal(g->nparams, 2);
    assert_int_equal(g->params[0].name, SYM_Self);
    assert_true(g->params[1].has_default);
    /* an assoc fn: parent's then own */
    DefId addfn = tyf_def_kind(t, "add", DEF_ASSOC_FN);
    assert_int_equal(ty_generics_count(tcx, addfn), 2);
    TYF_EXPECT_STR(tyf_type_str(t, "add"), "fn(Self, Rhs) -> <Self as Add<Rhs>>::Output {<Self as Add<Rhs>>::add}");
    /* impl Add for W: Rhs defaults to Self = W, Self::Output normalises to the impl's */
    DefId w = tyf_def_kind(t, "W", DEF_STRUCT);
    uint32_t n;
    const DefId *impls = ty_trait_impls(tcx, add, &n);
    assert_int_equal(n, 1);
    TraitRef tr = ty_impl_trait_ref(tcx, impls[0]);
    assert_int_equal(tr.trait.i, add.i);
    assert_int_equal(ty_args_len(tcx, tr.args), 2);
    assert_true(ty_eq(ty_args(tcx, tr.args)[1], ty_type_of(tcx, w)));
    const AssocItems *ai = ty_assoc_items(tcx, impls[0]);
    assert_int_equal(ai->n, 2);
    for (uint32_t i = 0; i < ai->n; i++) assert_int_not_equal(ai->items[i].trait_item.i, 0);
    DefId impl_add = ai->items[0].kind == DEF_ASSOC_FN ? ai->items[0].def : ai->items[1].def;
    FnSig sig = ty_fn_sig(tcx, impl_add);
    /* `Self::Output` is the projection `<W as Add>::Output`, which
     * normalises to the impl's i64 */
    TyId out = ty_args(tcx, sig.inputs_and_output)[2];
    assert_int_equal(ty_kind(tcx, out), TYK_PROJECTION);
    assert_true(ty_eq(ty_normalize(tcx, NULL, ty_param_env(tcx, impl_add), out), c->i64));
    assert_true(ty_assoc_item(tcx, impl_add)->has_self);
    /* inherent impls by simplified type */
    const DefId *inh = ty_inherent_impls_of_ty(tcx, ty_type_of(tcx, w), &n);
    assert_int_equal(n, 1);
    assert_int_equal(ty_assoc_items(tcx, inh[0])->n, 1);
    /* S<T: ?Sized, U = u8>: only U: Sized */
    DefId s = tyf_def_kind(t, "S", DEF_STRUCT);
    assert_int_equal(ty_predicates_of(tcx, s)->n, 1);
    /* g: T: Sized, U: Sized, T: Sub, U: Add<U> + projection; env adds T: Sup */
    DefId gd = tyf_def(t, "g");
    const Predicates *ps = ty_predicates_of(tcx, gd);
    assert_int_equal(ps->n, 5);
    ParamEnv env = ty_param_env(tcx, gd);
    assert_int_equal(env.n, 6);
    TYF_EXPECT_STR(tyf_type_str(t, "g"), "fn(<T as Sub>::Item, U) {g::<T, U>}");
    /* Fn(u8) -> u16 sugar: F: Fn<(u8,)> and <F as FnOnce<(u8,)>>::Output == u16 */
    ps = ty_predicates_of(tcx, tyf_def(t, "h"));
    bool saw_proj = false;
    for (uint32_t i = 0; i < ps->n; i++) {
        if (ps->preds[i].kind != PRED_PROJECTION) continue;
        saw_proj = true;
        assert_true(ty_eq(ps->preds[i].ty, c->u16));
        assert_int_equal(ps->preds[i].trait_ref.trait.i, tyf_def_kind(t, "FnOnce", DEF_TRAIT).i);
        TYF_EXPECT_STR(ty_to_string(tcx, ty_args(tcx, ps->preds[i].trait_ref.args)[1]), "(u8,)");
    }
    assert_true(saw_proj);
    /* aliases expand */
    TYF_EXPECT_STR(tyf_type_str(t, "al"), "fn((i8, i8)) {al}");
    /* discriminants: explicit ones and previous + 1 */
    DefId dd = tyf_def_kind(t, "D", DEF_ENUM);
    uint64_t want[4] = {3, 4, 10, 11};
    for (uint32_t v = 0; v < 4; v++) {
        uint64_t lo, hi;
        assert_true(ty_discriminant(tcx, dd, v, &lo, &hi));
        assert_int_equal(lo, want[v]);
    }
    assert_true(ty_eq(ty_discr_ty(tcx, dd), c->isize));
    assert_int_equal(t->fx->dc.nerrors, 0);
    tyf_free(t);
}

static void test_astconv_errors(void **state) {
    (void)state;
    TyFixture *t = tyf_new(TYF_PRELUDE
                           "struct Foo<T>(T);\n"
                           "struct Two<A, B>(A, B);\n"
                           "trait Tr { type A; }\n"
                           "fn f(x: Foo<i32, u8>) {}\n"
                           "fn g(x: Two<i32>) {}\n"
                           "fn h(x: Foo) {}\n"
                           "fn l(x: _) {}\n"
                           "fn m<T: Tr>(x: T::B) {}\n"
                           "type Cyc = (u8, Cyc);\n");
    TyCtxt *tcx = t->tcx;
    (void)ty_fn_sig(tcx, tyf_def(t, "f"));
    fx_expect_diag(t->fx, "error[E0107]: this struct takes 1 generic argument but 2 generic arguments were supplied");
    fx_expect_diag(t->fx, "expected 1 generic argument");
    fx_expect_diag(t->fx, "note: struct defined here, with 1 generic parameter: `T`");
    (void)ty_fn_sig(tcx, tyf_def(t, "g"));
    fx_expect_diag(t->fx, "error[E0107]: this struct takes 2 generic arguments but 1 generic argument was supplied");
    (void)ty_fn_sig(tcx, tyf_def(t, "h"));
    fx_expect_diag(t->fx, "error[E0107]: missing generics for struct `Foo`");
    (void)ty_fn_sig(tcx, tyf_def(t, "l"));
    fx_expect_diag(t->fx, "error[E0121]: the placeholder `_` is not allowed within types on item signatures for functions");
    (void)ty_fn_sig(tcx, tyf_def(t, "m"));
    fx_expect_diag(t->fx, "error[E0220]: associated type `B` not found for `T`");
    TyId cyc = ty_type_of(tcx, tyf_def(t, "Cyc"));
    assert_true(ty_get(tcx, cyc)->flags & TYF_HAS_ERROR);
    fx_expect_diag(t->fx, "error[E0391]: cycle detected when expanding type alias `Cyc`");
    assert_int_equal(t->fx->dc.nerrors, 6);
    /* a missing lang item: rustc's message, once */
    assert_int_equal(ty_require_lang_item(tcx, LANG_ADD, (Span){0}).i, 0);
    assert_int_equal(ty_require_lang_item(tcx, LANG_ADD, (Span){0}).i, 0);
    fx_expect_diag(t->fx, "error: requires `add` lang_item");
    assert_int_equal(t->fx->dc.nerrors, 7);
    if (getenv("RCC_TEST_SHOW_DIAGS")) fprintf(stderr, "%s", fx_diags(t->fx));
    tyf_free(t);
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_intern_identity),
        cmocka_unit_test(test_flags_and_subst),
        cmocka_unit_test(test_print_builtin),
        cmocka_unit_test(test_print_items),
        cmocka_unit_test(test_generics_and_predicates),
        cmocka_unit_test(test_astconv_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
