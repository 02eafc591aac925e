/* harness.c — the test harness of `--test` (rustc's test_harness.rs).
 *
 * Takes: the local crate after macro expansion (every #[test] function
 * already has its `test::TestDescAndFn` descriptor next to it, marked
 * #[rustc_test_marker], see builtin_attr.c). Gives:
 *  - the crate's entry points neutralised: the crate root's `fn main`, and
 *    any #[start] or #[rustc_main] function, lose #[start]/#[rustc_main]
 *    and get #[allow(dead_code)] (rustc's EntryPointCleaner);
 *  - the harness's entry point, which expand.c then collects and expands
 *    like any other item:
 *        #[rustc_main]
 *        pub fn main() -> () {
 *            extern crate test;
 *            test::test_main_static(&[&TEST_1, &TEST_2, ...])
 *        }
 *    (`test_main_static_abort` with -C panic=abort -Zpanic-abort-tests;
 *    named by #![reexport_test_harness_main = "name"] when given).
 * Hygiene as rustc's: the harness's names are def-site of an AST-pass
 * expansion; each TEST_i is the descriptor's own (def-site) name with one
 * more opaque mark, of an expansion whose def-site module is the
 * descriptor's module, so the crate root's `main` finds it there (the
 * resolver's hygienic_lexical_parent), whatever the module's privacy.
 */
#include "rcc/resolve.h"
#include "expand_priv.h"

static bool has_attr_named(const AttrList *l, Symbol s) {
    for (uint32_t i = 0; i < l->len; i++)
        if (meta_attr_name(&l->data[i]) == s) return true;
    return false;
}

/* Items parsed from Rust text whose tokens carry (span, ctxt). */
static ItemList parse_src(ExpandCtx *ex, const char *src, Span span, uint32_t ctxt, TokBuilder *keep) {
    TokBuilder tb;
    tb_init(&tb, span, ctxt);
    tb_src(&tb, src);
    if (keep) {
        /* the caller edits the tokens first */
        *keep = tb;
        return (ItemList){0};
    }
    ItemList items = {0};
    if (!parse_items_tokens(ex->ps, tb_finish(&tb, ex->ps->arena), &items)) rcc_ice("harness: `%s` does not parse", src);
    tb_free(&tb);
    return items;
}

/* ---- the entry point cleaner ---- */

typedef struct Cleaner {
    ExpandCtx *ex;
    const Attr *allow_dead_code;
    uint32_t depth;       /* items around the one visited */
} Cleaner;

/* rustc's EntryPointCleaner: every item, at any depth (functions inside
 * bodies too); `fn main` counts at the crate root only. */
static bool clean_item(AstVisitor *v, Item *it) {
    Cleaner *cl = v->ctx;
    uint32_t depth = cl->depth++;
    if (it->kind != ITEM_FN) return true;
    Symbol s_main = sym_cstr("main"), s_start = sym_cstr("start"), s_rustc_main = sym_cstr("rustc_main");
    bool entry = has_attr_named(&it->attrs, s_start) || has_attr_named(&it->attrs, s_rustc_main) ||
                 (depth == 0 && it->ident.name == s_main);
    if (!entry) return true;
    Attr *na = ARENA_ARRAY(cl->ex->ps->arena, Attr, it->attrs.len + 1);
    uint32_t n = 0;
    for (uint32_t k = 0; k < it->attrs.len; k++) {
        Symbol nm = meta_attr_name(&it->attrs.data[k]);
        if (nm != s_start && nm != s_rustc_main) na[n++] = it->attrs.data[k];
    }
    na[n++] = *cl->allow_dead_code;
    it->attrs = (AttrList){na, n};
    return true;
}

static void clean_item_post(AstVisitor *v, Item *it) {
    (void)it;
    ((Cleaner *)v->ctx)->depth--;
}

static void clean_entry_points(ExpandCtx *ex, ItemList *items, const Attr *allow_dead_code) {
    Cleaner cl = {.ex = ex, .allow_dead_code = allow_dead_code};
    AstVisitor v = {.ctx = &cl, .item = clean_item, .item_post = clean_item_post};
    for (uint32_t i = 0; i < items->len; i++) ast_walk_item(&v, items->data[i]);
}

/* ---- the tests ---- */

typedef VEC(Ident *) IdentRefs;

/* rustc's TestHarnessGenerator: the idents of the items marked
 * #[rustc_test_marker], module by module (a module's tests after those
 * of the modules inside it); each gets a mark whose def-site module is
 * its own module. Function bodies are not looked into. */
static void collect_tests(ExpandCtx *ex, Resolver *r, ItemList *items, ModuleId module, Span span, IdentRefs *out) {
    Symbol marker = sym_cstr("rustc_test_marker");
    IdentRefs here = {0};
    for (uint32_t i = 0; i < items->len; i++) {
        Item *it = items->data[i];
        if (has_attr_named(&it->attrs, marker)) vec_push(&here, &it->ident);
        if (it->kind == ITEM_MOD && (it->mod.inline_ || it->mod.loaded)) {
            DefId d = res_def_of_node(r, it->id);
            ModuleId m = d.i ? res_module_of_def(r, d) : 0;
            if (m) collect_tests(ex, r, &it->mod.items, m, it->mod.inner_span, out);
        }
    }
    if (here.len) {
        ExpnData d = {.kind = EXPN_DESUGARING, .macro_name = sym_cstr("test_harness"), .call_site = span,
                      .def_crate = LOCAL_CRATE, .def_module = module, .module = module, .edition = ex->edition,
                      .is_builtin = true};
        uint32_t expn = hyg_new_expn(ex->hyg, &d);
        for (uint32_t i = 0; i < here.len; i++) {
            Ident *copy = ARENA_NEW(ex->ps->arena, Ident);
            *copy = *here.data[i];
            copy->ctxt = hyg_apply_mark(ex->hyg, copy->ctxt, expn, TRANSP_OPAQUE);
            vec_push(out, copy);
        }
    }
    vec_free(&here);
}

#define TEST_PLACEHOLDER "__rcc_harness_test"
#define MAIN_PLACEHOLDER "__rcc_harness_main"

Item *expand_test_harness(ExpandCtx *ex, Resolver *r, uint32_t krate, Crate *c) {
    /* the harness's def-site: an AST pass at the crate root that may use
     * libtest and the rustc_* attributes */
    ModuleId root = res_crate_root(r, krate);
    ExpnData hd = {.kind = EXPN_DESUGARING, .macro_name = sym_cstr("test_harness"), .def_crate = krate,
                   .def_module = root, .module = root, .edition = ex->edition, .allow_internal_unstable = true,
                   .is_builtin = true};
    uint32_t expn = hyg_new_expn(ex->hyg, &hd);
    uint32_t def_site = hyg_apply_mark(ex->hyg, 0, expn, TRANSP_OPAQUE);
    Span dummy = {0, 0};

    ItemList allow = parse_src(ex, "#[allow(dead_code)] fn f() {}", dummy, def_site, NULL);
    clean_entry_points(ex, &c->items, &allow.data[0]->attrs.data[0]);

    IdentRefs tests = {0};
    collect_tests(ex, r, &c->items, root, c->span, &tests);

    /* -C panic=abort runs the tests in subprocesses (-Zpanic-abort-tests) */
    const char *runner = ex->panic_abort_tests ? "test_main_static_abort" : "test_main_static";
    StrBuf src = {0};
    sb_printf(&src, "#[rustc_main] pub fn " MAIN_PLACEHOLDER "() -> () { extern crate test; test::%s(&[", runner);
    for (uint32_t i = 0; i < tests.len; i++) sb_puts(&src, i ? ", &" TEST_PLACEHOLDER : "&" TEST_PLACEHOLDER);
    sb_puts(&src, "]) }");
    TokBuilder tb;
    parse_src(ex, sb_cstr(&src), dummy, def_site, &tb);
    sb_free(&src);
    Symbol reexport = 0, s_reexport = sym_cstr("reexport_test_harness_main");
    for (uint32_t i = 0; i < c->attrs.len && !reexport; i++)
        if (meta_attr_name(&c->attrs.data[i]) == s_reexport) reexport = meta_attr_value_str(&c->attrs.data[i]);
    Symbol test_ph = sym_cstr(TEST_PLACEHOLDER), main_ph = sym_cstr(MAIN_PLACEHOLDER);
    uint32_t next = 0;
    for (uint32_t i = 0; i < tb.toks.len; i++) {
        Token *t = &tb.toks.data[i];
        if (t->kind != TK_IDENT) continue;
        if (t->sym == test_ph) {
            const Ident *id = tests.data[next++];
            t->sym = id->name;
            t->ctxt = id->ctxt;
            t->span = id->span;
        } else if (t->sym == main_ph) {
            /* #![reexport_test_harness_main = "name"]: that name, unhygienic */
            t->sym = reexport ? reexport : sym_cstr("main");
            if (reexport) t->ctxt = 0;
        }
    }
    ItemList items = {0};
    if (!parse_items_tokens(ex->ps, tb_finish(&tb, ex->ps->arena), &items) || items.len != 1)
        rcc_ice("harness: the generated main does not parse");
    tb_free(&tb);
    vec_free(&tests);
    return items.data[0];
}
