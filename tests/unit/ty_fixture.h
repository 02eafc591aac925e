/* ty_fixture.h — a TyCtxt over a small crate compiled from source through
 * the real front end (parse, expansion, early and late resolution, HIR),
 * for the test_ty*.c unit tests. Include after <cmocka.h>.
 *
 * Items are looked up by name (tyf_def: the first definition with that
 * name, in DefId order, optionally of a given DefKind). */
#ifndef RCC_TEST_TY_FIXTURE_H
#define RCC_TEST_TY_FIXTURE_H

#include "rcc/ty.h"
#include "expand_fixture.h"

typedef struct TyFixture {
    ExpandFixture *fx;
    Resolver *r;
    Hir *hir;
    TyCtxt *tcx;
    Crate *crates[1];
} TyFixture;

/* The no_core prelude most tests start with. */
#define TYF_PRELUDE                                                   \
    "#![feature(no_core, lang_items)]\n#![no_core]\n"                 \
    "#[lang = \"sized\"] pub trait Sized {}\n"                        \
    "#[lang = \"copy\"] pub trait Copy {}\n"

static inline TyFixture *tyf_new(const char *src) {
    TyFixture *t = xcalloc(1, sizeof *t);
    t->fx = fx_new(ED_2021);
    ResolverInit init = {.ps = &t->fx->ps, .hyg = &t->fx->hyg, .nightly = true};
    t->r = res_new(&init);
    fx_parse(t->fx, src);
    if (t->fx->dc.nerrors) fprintf(stderr, "%s\n", fx_diags(t->fx));
    assert_int_equal(t->fx->dc.nerrors, 0);
    assert_int_equal(res_add_crate(t->r, sym_cstr("t"), t->fx->crate, ED_2021), LOCAL_CRATE);
    assert_true(expand_cfg_crate(&t->fx->ex, t->fx->crate));
    expand_crate(&t->fx->ex, t->r, LOCAL_CRATE, t->fx->crate);
    expand_flush_lints(&t->fx->ex);
    res_late_resolve_crate(t->r, LOCAL_CRATE, t->fx->crate);
    res_report_errors(t->r);
    if (t->fx->dc.nerrors) fprintf(stderr, "%s\n", fx_diags(t->fx));
    assert_int_equal(t->fx->dc.nerrors, 0);
    t->crates[0] = t->fx->crate;
    HirInit hi = {.ps = &t->fx->ps, .res = t->r, .hyg = &t->fx->hyg, .crates = t->crates, .ncrates = 1};
    t->hir = hir_new(&hi);
    TyOptions o = {.overflow_checks = true, .panic_abort = true, .is_bin = true};
    t->tcx = ty_new(t->hir, &o);
    return t;
}

static inline void tyf_free(TyFixture *t) {
    ty_free(t->tcx);
    hir_free(t->hir);
    res_free(t->r);
    fx_free(t->fx);
    free(t);
}

/* The first definition named `name` (of `kind`, or any kind if kind < 0). */
static inline DefId tyf_def_kind(TyFixture *t, const char *name, int kind) {
    Symbol s = sym_cstr(name);
    uint32_t n = res_def_count(t->r);
    for (uint32_t i = 1; i <= n; i++) {
        const DefData *d = res_def(t->r, (DefId){i});
        if (d && d->name == s && (kind < 0 || d->kind == kind)) return (DefId){i};
    }
    fprintf(stderr, "no definition named %s\n", name);
    fail();
    return (DefId){0};
}
static inline DefId tyf_def(TyFixture *t, const char *name) { return tyf_def_kind(t, name, -1); }

/* The type of an item, printed. */
static inline const char *tyf_type_str(TyFixture *t, const char *name) {
    return ty_to_string(t->tcx, ty_type_of(t->tcx, tyf_def(t, name)));
}

#define TYF_EXPECT_STR(got, want)                                                          \
    do {                                                                                   \
        const char *g_ = (got);                                                            \
        if (strcmp(g_, (want)) != 0) fprintf(stderr, "got `%s`, want `%s`\n", g_, (want)); \
        assert_string_equal(g_, (want));                                                   \
    } while (0)

#endif
