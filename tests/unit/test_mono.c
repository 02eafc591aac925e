/* test_mono.c — unit tests of src/mono (v0 symbol names) and of the const
 * evaluator (src/mir/interp.c), over small crates built by the real front
 * end (ty_fixture.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "rcc/mono.h"
#include "ty_fixture.h"

static const char *fn_symbol(TyFixture *t, const char *name, const TyId *args, uint32_t nargs) {
    Instance inst = {.kind = INST_ITEM, .def = tyf_def(t, name), .args = ty_intern_args(t->tcx, args, nargs)};
    return mono_symbol_name(t->tcx, &inst);
}

/* The crate root of crate `t`: `C` + `s<base62(hash - 1)>_` + `1t`. */
static char *crate_root(void) {
    static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    uint64_t h = hash_bytes("t", 1), x = h - 2;   /* disambiguator h, written as base62(h - 1 - 1) */
    char buf[32];
    int n = 0;
    if (h - 1) {
        do {
            buf[n++] = digits[x % 62];
            x /= 62;
        } while (x);
    }
    StrBuf sb = {0};
    sb_puts(&sb, "Cs");
    while (n) sb_putc(&sb, buf[--n]);
    sb_puts(&sb, "_1t");
    char *s = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    return s;
}

static void test_mangle_paths(void **state) {
    (void)state;
    TyFixture *t = tyf_new(TYF_PRELUDE
                           "pub fn plain() {}\n"
                           "pub mod m { pub fn inner() {} }\n"
                           "pub fn id<T>(x: T) -> T { x }\n"
                           "pub struct S;\n"
                           "impl S { pub fn method(&self) {} }\n"
                           "#[no_mangle] pub fn kept() {}\n"
                           "#[export_name = \"renamed\"] pub fn exported() {}\n"
                           "extern \"C\" { #[link_name = \"real_name\"] fn foreign(); }\n"
                           "pub fn café() {}\n");
    char *root = crate_root();
    char want[256];
    snprintf(want, sizeof want, "_RNv%s5plain", root);
    TYF_EXPECT_STR(fn_symbol(t, "plain", NULL, 0), want);
    snprintf(want, sizeof want, "_RNvNt%s1m5inner", root);
    TYF_EXPECT_STR(fn_symbol(t, "inner", NULL, 0), want);
    TyId i32 = ty_common(t->tcx)->i32;
    /* a generic instance: the instantiating crate (the local one) after the path */
    snprintf(want, sizeof want, "_RINv%s2idlE%s", root, root);
    TYF_EXPECT_STR(fn_symbol(t, "id", &i32, 1), want);
    /* an inherent impl: M <parent path> <self type> (impl #0 of the crate root) */
    snprintf(want, sizeof want, "_RNvM%sNt%s1S6method", root, root);
    TYF_EXPECT_STR(fn_symbol(t, "method", NULL, 0), want);
    TYF_EXPECT_STR(fn_symbol(t, "kept", NULL, 0), "kept");
    TYF_EXPECT_STR(fn_symbol(t, "exported", NULL, 0), "renamed");
    TYF_EXPECT_STR(fn_symbol(t, "foreign", NULL, 0), "real_name");
    /* non-ASCII identifiers: `u` + punycode with `_` for the delimiter */
    snprintf(want, sizeof want, "_RNv%su7caf_dma", root);
    TYF_EXPECT_STR(fn_symbol(t, "café", NULL, 0), want);
    free(root);
    tyf_free(t);
}

/* Trailing generic args equal to their defaults are not printed, as in
 * rustc's symbols: `G<i32>` for `G<i32, u8>`, but `G<i32, u16>` whole. */
static void test_mangle_default_args(void **state) {
    (void)state;
    TyFixture *t = tyf_new(TYF_PRELUDE
                           "pub struct G<T, U = u8>(T, U);\n"
                           "impl G<i32> { pub fn f(&self) {} }\n"
                           "impl G<i32, u16> { pub fn g(&self) {} }\n");
    char *root = crate_root();
    char want[256];
    snprintf(want, sizeof want, "_RNvM%sINt%s1GlE1f", root, root);
    TYF_EXPECT_STR(fn_symbol(t, "f", NULL, 0), want);
    snprintf(want, sizeof want, "_RNvMs_%sINt%s1GltE1g", root, root);
    TYF_EXPECT_STR(fn_symbol(t, "g", NULL, 0), want);
    free(root);
    tyf_free(t);
}

/* Every mangled symbol is a C identifier. */
static void test_mangle_types(void **state) {
    (void)state;
    TyFixture *t = tyf_new(TYF_PRELUDE "pub fn g<T>() {}\n");
    const TyCommon *c = ty_common(t->tcx);
    TyId elems[2] = {c->u8, c->bool_};
    TyId tys[] = {ty_ref(t->tcx, ty_slice(t->tcx, c->u8), false), ty_raw_ptr(t->tcx, c->char_, true),
                  ty_array(t->tcx, c->u16, 3), ty_tuple(t->tcx, elems, 2), c->unit, c->str_, c->never};
    const char *codes[] = {"RSh", "Oc", "Atj3_", "ThbE", "u", "e", "z"};
    for (size_t i = 0; i < sizeof tys / sizeof tys[0]; i++) {
        const char *s = fn_symbol(t, "g", &tys[i], 1);
        for (const char *p = s; *p; p++)
            assert_true(*p == '_' || (*p >= '0' && *p <= '9') || ((*p | 32) >= 'a' && (*p | 32) <= 'z'));
        /* ...1g<type>E, then the instantiating crate (the local crate's root) */
        char *root = crate_root();
        size_t rn = strlen(root);
        assert_true(strlen(s) > rn && strcmp(s + strlen(s) - rn, root) == 0);
        free(root);
        size_t n = strlen(s) - rn, k = strlen(codes[i]);
        assert_true(n > k + 1);
        if (strncmp(s + n - 1 - k, codes[i], k) != 0) fprintf(stderr, "%s: want %s\n", s, codes[i]);
        assert_int_equal(strncmp(s + n - 1 - k, codes[i], k), 0);
    }
    tyf_free(t);
}

/* Reads an integer const's value through the evaluator. */
static bool const_value(TyFixture *t, const char *name, uint64_t *out) {
    const MirAlloc *a = mir_eval_const(t->tcx, tyf_def(t, name), (ArgsId){0});
    if (!a) return false;
    uint64_t v = 0;
    for (uint64_t i = a->size < 8 ? a->size : 8; i-- > 0;) v = (v << 8) | a->bytes[i];
    *out = v;
    return true;
}

static void test_eval_consts(void **state) {
    (void)state;
    TyFixture *t = tyf_new(TYF_PRELUDE
                           "impl Copy for i32 {}\nimpl Copy for u8 {}\nimpl Copy for usize {}\n"
                           "#[lang = \"panic_location\"] struct Location { file: &'static str, line: u32, col: u32 }\n"
                           "#[lang = \"panic\"] #[track_caller] fn panic(_m: &'static str) -> ! { loop {} }\n"
                           "#[lang = \"receiver\"] trait Receiver {}\nimpl<T: ?Sized> Receiver for &T {}\n"
                           "#[lang = \"add\"] trait Add<R = Self> { type Output; fn add(self, r: R) -> Self::Output; }\n"
                           "#[lang = \"sub\"] trait Sub<R = Self> { type Output; fn sub(self, r: R) -> Self::Output; }\n"
                           "#[lang = \"mul\"] trait Mul<R = Self> { type Output; fn mul(self, r: R) -> Self::Output; }\n"
                           "#[lang = \"eq\"] trait PartialEq<R: ?Sized = Self> { fn eq(&self, r: &R) -> bool; }\n"
                           "impl Add for u8 { type Output = u8; fn add(self, r: u8) -> u8 { self + r } }\n"
                           "impl Sub for u8 { type Output = u8; fn sub(self, r: u8) -> u8 { self - r } }\n"
                           "impl Mul for u8 { type Output = u8; fn mul(self, r: u8) -> u8 { self * r } }\n"
                           "impl Mul for i32 { type Output = i32; fn mul(self, r: i32) -> i32 { self * r } }\n"
                           "impl PartialEq for u8 { fn eq(&self, r: &u8) -> bool { *self == *r } }\n"
                           "const A: i32 = 6 * 7;\n"
                           "const fn fact(n: u8) -> u8 { if n == 0 { 1 } else { n * fact(n - 1) } }\n"
                           "const F: u8 = fact(5);\n"
                           "const OV: u8 = 200 + 100;\n");
    mir_install_const_eval(t->tcx);
    uint64_t v;
    assert_true(const_value(t, "A", &v));
    assert_int_equal(v, 42);
    assert_true(const_value(t, "F", &v));
    assert_int_equal(v, 120);
    t->fx->dc.nerrors = 0;
    /* overflow fails (and reports) */
    assert_false(const_value(t, "OV", &v));
    assert_true(t->fx->dc.nerrors > 0);
    tyf_free(t);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mangle_paths),
        cmocka_unit_test(test_mangle_default_args),
        cmocka_unit_test(test_mangle_types),
        cmocka_unit_test(test_eval_consts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
