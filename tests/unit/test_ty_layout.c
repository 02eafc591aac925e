/* test_ty_layout.c — ty_layout_of (src/ty/layout.c) against rustc 1.63.
 *
 * The expected sizes, alignments and offsets are what rustc 1.63 (x86_64)
 * printed for the same definitions with size_of/align_of and field
 * addresses (a std program with these items). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ty_fixture.h"

static const char *SRC = TYF_PRELUDE
    "struct A { a: u8, b: u32, c: u16 }\n"
    "#[repr(C)] struct C { a: u8, b: u32, c: u16 }\n"
    "#[repr(C, packed)] struct P { a: u8, b: u32, c: u16 }\n"
    "#[repr(C, align(16))] struct Al { a: u8 }\n"
    "struct Z;\n"
    "struct Mixed { a: u8, z: Z, b: u64, c: u8, d: u16 }\n"
    "enum E1 { A, B, C }\n"
    "enum E2 { A(u32), B(u8), C }\n"
    "enum E3 { A(u64), B }\n"
    "#[repr(u8)] enum R8 { A = 1, B = 200 }\n"
    "#[repr(C)] enum RC { A, B }\n"
    "enum Neg { A = -1, B = 1 }\n"
    "enum Big { A = 1000 }\n"
    "enum Big2 { A = 1000, B }\n"
    "enum Opt<T> { None, Some(T) }\n"
    "#[repr(C)] enum CD { A(u8), B(u64) }\n"
    "#[repr(C)] union U { a: u8, b: u32 }\n"
    "union U2 { a: u64, b: [u8; 3] }\n"
    "struct Pair(u8, u32);\n"
    "enum Void {}\n"
    "enum OneVoid { A(u32, Void) }\n"
    "enum Res { Ok(u32), Err(u8) }\n"
    "enum Tagged { A(u8, u32), B(u16) }\n"
    "enum Unit1 { A }\n"
    "struct Fat<'a> { s: &'a [u8] }\n"
    "fn f() {}\n"
    "trait Tr {}\n";

typedef struct Case {
    const char *what;
    uint64_t size;
    uint32_t align;
} Case;

static TyId adt(TyFixture *t, const char *name) {
    DefId d = tyf_def_kind(t, name, -1);
    const DefData *dd = res_def(t->r, d);
    if (dd->kind == DEF_CTOR || dd->kind == DEF_VARIANT) d = dd->parent;
    return ty_type_of(t->tcx, d);
}

static TyId opt(TyFixture *t, TyId inner) {
    return ty_adt(t->tcx, tyf_def_kind(t, "Opt", DEF_ENUM), ty_intern_args(t->tcx, &inner, 1));
}

static void check(TyFixture *t, const char *what, TyId ty, uint64_t size, uint32_t align) {
    const Layout *l = ty_layout_of(t->tcx, ty);
    if (!l) fprintf(stderr, "%s: no layout\n", what);
    assert_non_null(l);
    if (l->size != size || l->align != align)
        fprintf(stderr, "%s (%s): got size %llu align %u, want %llu %u\n", what, ty_to_string(t->tcx, ty),
                (unsigned long long)l->size, l->align, (unsigned long long)size, align);
    assert_int_equal(l->size, size);
    assert_int_equal(l->align, align);
}

static void test_adt_sizes(void **state) {
    (void)state;
    TyFixture *t = tyf_new(SRC);
    TyCtxt *tcx = t->tcx;
    const TyCommon *c = ty_common(tcx);
    static const Case named[] = {
        {"A", 8, 4},    {"C", 12, 4},  {"P", 7, 1},     {"Al", 16, 16},    {"Z", 0, 1},      {"Mixed", 16, 8},
        {"E1", 1, 1},   {"E2", 8, 4},  {"E3", 16, 8},   {"R8", 1, 1},      {"RC", 4, 4},     {"Neg", 1, 1},
        {"Big", 0, 1},  {"Big2", 2, 2}, {"CD", 16, 8},  {"U", 4, 4},       {"U2", 8, 8},     {"Pair", 8, 4},
        {"Void", 0, 1}, {"OneVoid", 4, 4}, {"Res", 8, 4}, {"Tagged", 8, 4}, {"Unit1", 0, 1},
    };
    for (size_t i = 0; i < sizeof named / sizeof *named; i++)
        check(t, named[i].what, adt(t, named[i].what), named[i].size, named[i].align);
    TyId ref_u8 = ty_ref(tcx, c->u8, false);
    check(t, "Opt<&u8>", opt(t, ref_u8), 8, 8);
    check(t, "Opt<bool>", opt(t, c->bool_), 1, 1);
    check(t, "Opt<char>", opt(t, c->char_), 4, 4);
    check(t, "Opt<Opt<bool>>", opt(t, opt(t, c->bool_)), 1, 1);
    check(t, "Opt<u8>", opt(t, c->u8), 2, 1);
    check(t, "Opt<&[u8]>", opt(t, ty_ref(tcx, ty_slice(tcx, c->u8), false)), 16, 8);
    check(t, "Opt<&str>", opt(t, ty_ref(tcx, c->str_, false)), 16, 8);
    TyId unit_out = c->unit;
    FnSig sig = {.inputs_and_output = ty_intern_args(tcx, &unit_out, 1)};
    check(t, "Opt<fn()>", opt(t, ty_fn_ptr(tcx, sig)), 8, 8);
    check(t, "Opt<E1>", opt(t, adt(t, "E1")), 1, 1);
    TyId u8_u32_u16[3] = {c->u8, c->u32, c->u16};
    check(t, "(u8, u32, u16)", ty_tuple(tcx, u8_u32_u16, 3), 8, 4);
    check(t, "u128", c->u128, 16, 8);
    check(t, "i128", c->i128, 16, 8);
    TyId u8_u128[2] = {c->u8, c->u128};
    check(t, "(u8, u128)", ty_tuple(tcx, u8_u128, 2), 24, 8);
    check(t, "Opt<u128>", opt(t, c->u128), 24, 8);
    check(t, "[u16; 5]", ty_array(tcx, c->u16, 5), 10, 2);
    TyId u8_ref[2] = {c->u8, ref_u8};
    check(t, "Opt<(u8, &u8)>", opt(t, ty_tuple(tcx, u8_ref, 2)), 16, 8);
    check(t, "Opt<Opt<&u8>>", opt(t, opt(t, ref_u8)), 16, 8);
    check(t, "Opt<*const u8>", opt(t, ty_raw_ptr(tcx, c->u8, false)), 16, 8);
    check(t, "Opt<E2>", opt(t, adt(t, "E2")), 8, 4);
    check(t, "Opt<Tagged>", opt(t, adt(t, "Tagged")), 8, 4);
    check(t, "Fat", adt(t, "Fat"), 16, 8);
    check(t, "fn item", ty_type_of(tcx, tyf_def(t, "f")), 0, 1);
    check(t, "!", c->never, 0, 1);
    check(t, "()", c->unit, 0, 1);
    tyf_free(t);
}

static void test_offsets_and_abi(void **state) {
    (void)state;
    TyFixture *t = tyf_new(SRC);
    TyCtxt *tcx = t->tcx;
    const TyCommon *c = ty_common(tcx);
    const Layout *l = ty_layout_of(tcx, adt(t, "Mixed"));
    assert_int_equal(l->nfields, 5);
    /* a=10 z=0 (ZSTs first) b=0 c=11 d=8 */
    assert_int_equal(l->offsets[0], 10);
    assert_int_equal(l->offsets[2], 0);
    assert_int_equal(l->offsets[3], 11);
    assert_int_equal(l->offsets[4], 8);
    assert_int_equal(l->memory_index[1], 0);
    l = ty_layout_of(tcx, adt(t, "A"));
    assert_int_equal(l->offsets[0], 6);
    assert_int_equal(l->offsets[1], 0);
    assert_int_equal(l->offsets[2], 4);
    l = ty_layout_of(tcx, adt(t, "C"));
    assert_int_equal(l->offsets[0], 0);
    assert_int_equal(l->offsets[1], 4);
    assert_int_equal(l->offsets[2], 8);
    l = ty_layout_of(tcx, adt(t, "P"));
    assert_int_equal(l->offsets[1], 1);
    assert_int_equal(l->offsets[2], 5);
    /* tuples keep their last field last */
    TyId t1[3] = {c->u32, c->u8, c->u16};
    l = ty_layout_of(tcx, ty_tuple(tcx, t1, 3));
    assert_int_equal(l->offsets[0], 0);
    assert_int_equal(l->offsets[1], 4);
    assert_int_equal(l->offsets[2], 6);
    TyId t2[3] = {c->u8, c->u16, c->u32};
    l = ty_layout_of(tcx, ty_tuple(tcx, t2, 3));
    assert_int_equal(l->offsets[0], 2);
    assert_int_equal(l->offsets[1], 0);
    assert_int_equal(l->offsets[2], 4);
    /* scalars and pairs */
    l = ty_layout_of(tcx, c->bool_);
    assert_int_equal(l->abi, LABI_SCALAR);
    assert_int_equal(l->scalar[0].valid_hi, 1);
    assert_false(l->scalar[0].full_range);
    l = ty_layout_of(tcx, ty_ref(tcx, c->str_, false));
    assert_int_equal(l->abi, LABI_SCALAR_PAIR);
    assert_int_equal(l->pair_offset, 8);
    assert_int_equal(l->scalar[0].prim, SCALAR_PTR);
    assert_int_equal(l->scalar[0].valid_lo, 1);
    assert_int_equal(l->scalar[1].prim, SCALAR_INT);
    l = ty_layout_of(tcx, adt(t, "Pair"));
    assert_int_equal(l->abi, LABI_SCALAR_PAIR);
    /* Option<&u8>: None is the null pointer */
    l = ty_layout_of(tcx, opt(t, ty_ref(tcx, c->u8, false)));
    assert_int_equal(l->tag_encoding, TAG_NICHE);
    assert_int_equal(l->niche_variant, 1);
    assert_int_equal(l->niche_start_variant, 0);
    assert_int_equal(l->niche_end_variant, 0);
    assert_int_equal(l->niche_start, 0);
    assert_int_equal(l->abi, LABI_SCALAR);
    assert_int_equal(l->nvariants, 2);
    /* Option<bool>: None is 2 */
    l = ty_layout_of(tcx, opt(t, c->bool_));
    assert_int_equal(l->tag_encoding, TAG_NICHE);
    assert_int_equal(l->niche_start, 2);
    /* a direct tag; C-like repr(u8) keeps its values */
    l = ty_layout_of(tcx, adt(t, "R8"));
    assert_int_equal(l->tag_encoding, TAG_DIRECT);
    assert_int_equal(l->tag.size, 1);
    assert_int_equal(l->tag.valid_lo, 1);
    assert_int_equal(l->tag.valid_hi, 200);
    l = ty_layout_of(tcx, adt(t, "E2"));
    assert_int_equal(l->tag_encoding, TAG_DIRECT);
    assert_int_equal(l->variants[0]->offsets[0], 4);
    assert_int_equal(l->variants[1]->offsets[0], 1);
    /* Neg: -1 and 1 in an i8 tag */
    l = ty_layout_of(tcx, adt(t, "Neg"));
    assert_true(l->tag.is_signed);
    assert_int_equal(l->tag.valid_lo, 0xff);
    assert_int_equal(l->tag.valid_hi, 1);
    uint64_t lo, hi;
    assert_true(ty_discriminant(tcx, tyf_def_kind(t, "Neg", DEF_ENUM), 0, &lo, &hi));
    assert_int_equal(lo, UINT64_MAX);   /* -1 in isize */
    assert_true(ty_discriminant(tcx, tyf_def_kind(t, "Big2", DEF_ENUM), 1, &lo, &hi));
    assert_int_equal(lo, 1001);
    l = ty_layout_of(tcx, adt(t, "Void"));
    assert_int_equal(l->abi, LABI_UNINHABITED);
    tyf_free(t);
}

static void test_recursive_type(void **state) {
    (void)state;
    TyFixture *t = tyf_new(TYF_PRELUDE "struct R { a: u8, r: R }\nstruct Ok { n: *const Ok }\n");
    assert_null(ty_layout_of(t->tcx, adt(t, "R")));
    fx_expect_diag(t->fx, "error[E0072]: recursive type `R` has infinite size");
    const Layout *l = ty_layout_of(t->tcx, adt(t, "Ok"));
    assert_non_null(l);
    assert_int_equal(l->size, 8);
    tyf_free(t);
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_adt_sizes),
        cmocka_unit_test(test_offsets_and_abi),
        cmocka_unit_test(test_recursive_type),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
