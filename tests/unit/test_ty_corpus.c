/* test_ty_corpus.c — the item facts over the `#![no_core]` programs of
 * rustc_codegen_gcc's tests/run (the spine's goal programs).
 *
 * Each program goes through the front end and HIR; then every definition
 * of the crate is asked for its generics, type, signature, predicates,
 * param env, ADT facts, associated items and impl trait ref, the layout
 * of every non-generic type it names is computed, and each type is
 * printed. Nothing may report an error or crash. Skipped when the corpus
 * is not on this machine. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ty_fixture.h"

#define CORPUS "/root/.cache/rcc-corpora/rustc-1.63.0-src/compiler/rustc_codegen_gcc/tests/run/"

static const char *const PROGRAMS[] = {
    "abort1.rs", "abort2.rs", "array.rs", "assign.rs", "closure.rs", "condition.rs", "empty_main.rs",
    "exit.rs", "exit_code.rs", "fun_ptr.rs", "int_overflow.rs", "mut_ref.rs", "operations.rs",
    "ptr_cast.rs", "return-tuple.rs", "slice.rs", "static.rs", "structs.rs", "tuple.rs",
};

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = xmalloc((size_t)n + 1);
    size_t got = fread(buf, 1, (size_t)n, f);
    buf[got] = 0;
    fclose(f);
    return buf;
}

static void layout_if_mono(TyCtxt *tcx, TyId t) {
    if (ty_get(tcx, t)->flags & (TYF_HAS_PARAM | TYF_HAS_ERROR | TYF_HAS_PROJECTION | TYF_HAS_INFER)) return;
    uint8_t k = ty_kind(tcx, t);
    if (k == TYK_CLOSURE) return;
    const Layout *l = ty_layout_of(tcx, t);
    if (!l) fprintf(stderr, "no layout for %s\n", ty_to_string(tcx, t));
    assert_non_null(l);
}

static void visit_def(TyFixture *t, DefId d) {
    TyCtxt *tcx = t->tcx;
    const DefData *dd = res_def(t->r, d);
    if (dd->krate != LOCAL_CRATE) return;
    switch (dd->kind) {
    case DEF_FN: case DEF_ASSOC_FN: case DEF_CTOR: {
        ty_generics_of(tcx, d);
        ty_identity_args(tcx, d);
        TyId ty = ty_type_of(tcx, d);
        const char *s = ty_to_string(tcx, ty);
        if (getenv("RCC_TY_CORPUS_VERBOSE")) {
            const Predicates *ps = ty_predicates_of(tcx, d);
            fprintf(stderr, "  %s  [%u preds, env %u]\n", s, ps->n, ty_param_env(tcx, d).n);
        }
        if (dd->kind != DEF_CTOR || dd->ctor_kind == CTOR_FN) {
            FnSig sig = ty_fn_sig(tcx, d);
            uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
            for (uint32_t i = 0; i < n; i++) layout_if_mono(tcx, ty_args(tcx, sig.inputs_and_output)[i]);
        }
        ty_predicates_of(tcx, d);
        ty_param_env(tcx, d);
        break;
    }
    case DEF_STRUCT: case DEF_ENUM: case DEF_UNION: {
        const AdtDef *a = ty_adt_def(tcx, d);
        assert_non_null(a);
        TyId ty = ty_type_of(tcx, d);
        (void)ty_to_string(tcx, ty);
        for (uint32_t v = 0; v < a->nvariants; v++)
            for (uint32_t f = 0; f < a->variants[v].nfields; f++) (void)ty_field_ty(tcx, ty, v, f);
        layout_if_mono(tcx, ty);
        ty_predicates_of(tcx, d);
        break;
    }
    case DEF_CONST: case DEF_STATIC: layout_if_mono(tcx, ty_type_of(tcx, d)); break;
    case DEF_TRAIT: {
        ty_trait_def(tcx, d);
        ty_assoc_items(tcx, d);
        ty_param_env(tcx, d);
        uint32_t n;
        ty_trait_impls(tcx, d, &n);
        break;
    }
    case DEF_IMPL: {
        TyId self = ty_type_of(tcx, d);
        (void)ty_to_string(tcx, self);
        ty_impl_trait_ref(tcx, d);
        const AssocItems *ai = ty_assoc_items(tcx, d);
        for (uint32_t i = 0; i < ai->n; i++) ty_assoc_item(tcx, ai->items[i].def);
        ty_param_env(tcx, d);
        uint32_t n;
        ty_inherent_impls_of_ty(tcx, self, &n);
        break;
    }
    case DEF_TY_ALIAS: case DEF_ASSOC_TY: (void)ty_type_of(tcx, d); break;
    default: break;
    }
}

static void test_corpus(void **state) {
    (void)state;
    char *probe = slurp(CORPUS "empty_main.rs");
    if (!probe) skip();
    free(probe);
    for (size_t p = 0; p < sizeof PROGRAMS / sizeof *PROGRAMS; p++) {
        char path[512];
        snprintf(path, sizeof path, CORPUS "%s", PROGRAMS[p]);
        char *src = slurp(path);
        assert_non_null(src);
        TyFixture *t = tyf_new(src);
        if (getenv("RCC_TY_CORPUS_VERBOSE")) fprintf(stderr, "%s\n", PROGRAMS[p]);
        uint32_t n = res_def_count(t->r);
        for (uint32_t i = 1; i <= n; i++) visit_def(t, (DefId){i});
        if (t->fx->dc.nerrors) fprintf(stderr, "%s:\n%s\n", PROGRAMS[p], fx_diags(t->fx));
        assert_int_equal(t->fx->dc.nerrors, 0);
        tyf_free(t);
        free(src);
    }
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corpus),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
