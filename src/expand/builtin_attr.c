/* builtin_attr.c — the built-in attribute macros: #[test], #[bench],
 * #[test_case], #[global_allocator], #[cfg_accessible] and #[cfg_eval]
 * (#[derive] is the expander's).
 *
 * Takes an attribute invocation (MacInvoc: the attribute, removed from
 * the item by the expander as rustc does, and the item); gives the items
 * that replace it in out->items (out->is_items), the item itself included
 * when it stays, with rustc 1.63's diagnostics:
 *  - #[test]/#[bench]/#[test_case]: without --test (ex->test_harness) the
 *    item is removed, as rustc does. With --test the item is checked
 *    (only functions; test and bench signatures) and kept, after
 *    `extern crate test;` and its descriptor, rustc 1.63's
 *    `#[rustc_test_marker] pub const NAME: test::TestDescAndFn` (the
 *    harness's `main` that lists them is harness.c's);
 *  - #[global_allocator] on a static: the static, and an anonymous const
 *    holding the `__rg_alloc`, `__rg_dealloc`, `__rg_realloc` and
 *    `__rg_alloc_zeroed` shims that call the GlobalAlloc methods;
 *  - #[cfg_eval]: the item with every #[cfg]/#[cfg_attr] inside it
 *    processed (so derives see the configured item);
 *  - #[cfg_accessible(path)]: its input is checked; answering the question
 *    needs name resolution, which rcc does not have yet: an error.
 */
#include "expand_priv.h"

/* ------------------------------------------------------------------ */
/* Shared checks                                                       */
/* ------------------------------------------------------------------ */

static void out_items(ExpandCtx *ex, MacOutput *out, Item **items, uint32_t n) {
    out->is_items = true;
    out->items.len = n;
    out->items.data = n ? ARENA_ARRAY(ex->ps->arena, Item *, n) : NULL;
    for (uint32_t i = 0; i < n; i++) out->items.data[i] = items[i];
}

static bool keep_item(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    Item *it = inv->item;
    out_items(ex, out, &it, it ? 1 : 0);
    return true;
}

static bool remove_item(ExpandCtx *ex, MacOutput *out) {
    out_items(ex, out, NULL, 0);
    return true;
}

/* The future-incompatibility lines rustc adds to such lints. */
static void future_incompat(Diag *d, const char *issue) {
    /* A `= warning:` child: the diagnostics API has no helper for it. */
    Diag *w = xcalloc(1, sizeof *w);
    w->dc = d->dc;
    w->level = LVL_WARNING;
    w->msg = xstrdup("this was previously accepted by the compiler but is being phased out; it will become a "
                     "hard error in a future release!");
    vec_push(&d->children, w);
    diag_note(d, "for more information, see issue #%s <https://github.com/rust-lang/rust/issues/%s>", issue, issue);
}

/* Holds an early lint back until expand_flush_lints, as rustc buffers
 * them (the caller has added the "on by default" note, once per lint). */
static void buffer_lint(ExpandCtx *ex, Diag *d) {
    if (ex->quiet_lints) {
        diag_cancel(d);
        return;
    }
    vec_push(&ex->lints, d);
}

/* "attribute must be of the form `#[name]`", rustc's deny-by-default
 * ill_formed_attribute_input lint (for #[test] and #[bench], which were
 * once accepted with arguments). */
static void lint_ill_formed(ExpandCtx *ex, const Attr *a, const char *form) {
    Diag *d = diag_error(ex->dc, DC_NONE, a->span, "attribute must be of the form %s", form);
    if (!(ex->lint_noted & LINT_NOTED_ILL_FORMED_ATTRIBUTE_INPUT)) {
        ex->lint_noted |= LINT_NOTED_ILL_FORMED_ATTRIBUTE_INPUT;
        diag_note(d, "`#[deny(ill_formed_attribute_input)]` on by default");
    }
    future_incompat(d, "57571");
    buffer_lint(ex, d);
}

/* rustc's check_builtin_macro_attribute: built-in attribute macros take
 * no arguments (the template is a word; cfg_accessible's is a list). */
static void check_template(ExpandCtx *ex, const MacInvoc *inv, const char *name, bool word) {
    const Attr *a = inv->attr;
    if (!a) return;
    MetaItem m;
    if (!meta_from_attr(ex->ps, a, &m)) return;
    if (word ? m.kind == META_WORD : m.kind == META_LIST) return;
    const char *inner = a->style == ATTR_INNER ? "!" : "";
    char *form = word ? xasprintf("#%s[%s]", inner, name) : xasprintf("#%s[%s(path)]", inner, name);
    if (strcmp(name, "test") == 0 || strcmp(name, "bench") == 0) {
        char *quoted = xasprintf("`%s`", form);
        lint_ill_formed(ex, a, quoted);
        free(quoted);
    } else {
        Diag *d = diag_error(ex->dc, DC_NONE, a->span, "malformed `%s` attribute input", name);
        diag_suggest(d, a->span, form, APP_HAS_PLACEHOLDERS, "must be of the form");
        diag_emit(d);
    }
    free(form);
}

/* rustc's warn_on_duplicate_attribute: the item still carries another
 * attribute of the same name. */
static void warn_duplicate(ExpandCtx *ex, const MacInvoc *inv, const char *name) {
    if (!inv->item) return;
    Symbol s = sym_cstr(name);
    AttrList attrs = inv->item->attrs;
    for (uint32_t i = 0; i < attrs.len; i++) {
        const Attr *a = &attrs.data[i];
        /* The invocation's own attribute, should the expander leave it. */
        if (a == inv->attr || (inv->attr && a->span.lo == inv->attr->span.lo && a->span.hi == inv->attr->span.hi))
            continue;
        if (meta_attr_name(a) != s) continue;
        Diag *d = diag_warning(ex->dc, DC_NONE, a->span, "duplicated attribute");
        ex_lint_note(ex, d, LINT_NOTED_DUPLICATE_MACRO_ATTRIBUTES, "duplicate_macro_attributes");
        buffer_lint(ex, d);
        return;
    }
}

static bool has_attr(const Item *it, const char *name) {
    Symbol s = sym_cstr(name);
    for (uint32_t i = 0; i < it->attrs.len; i++)
        if (meta_attr_name(&it->attrs.data[i]) == s) return true;
    return false;
}

/* The span of the first `word` keyword in the source text of `within`
 * (the FnHeader has no span per qualifier); `within` itself if none. */
static Span keyword_span(const ExpandCtx *ex, Span within, const char *word) {
    const SourceFile *f = sm_file_at(ex->sm, within.lo);
    if (!f || within.hi > f->start + f->len) return within;
    const char *s = f->src + (within.lo - f->start);
    size_t n = within.hi - within.lo, w = strlen(word);
    for (size_t i = 0; i + w <= n; i++) {
        bool start = i == 0 || !(s[i - 1] == '_' || (s[i - 1] >= 'a' && s[i - 1] <= 'z'));
        bool end = i + w == n || !(s[i + w] == '_' || (s[i + w] >= 'a' && s[i + w] <= 'z'));
        if (start && end && memcmp(s + i, word, w) == 0) return span_new(within.lo + (uint32_t)i, within.lo + (uint32_t)(i + w));
    }
    return within;
}

/* ------------------------------------------------------------------ */
/* #[test], #[bench], #[test_case]                                     */
/* ------------------------------------------------------------------ */

static const char *item_article(ItemKind k) {
    switch (k) {
    case ITEM_EXTERN_CRATE: case ITEM_FOREIGN_MOD: case ITEM_MAC_CALL: case ITEM_ENUM: case ITEM_IMPL:
        return "an";
    default:
        return "a";
    }
}

static const char *item_descr(ItemKind k) {
    switch (k) {
    case ITEM_EXTERN_CRATE: return "extern crate";
    case ITEM_USE: return "`use` import";
    case ITEM_STATIC: return "static item";
    case ITEM_CONST: return "constant item";
    case ITEM_FN: return "function";
    case ITEM_MOD: return "module";
    case ITEM_FOREIGN_MOD: return "extern block";
    case ITEM_GLOBAL_ASM: return "global asm item";
    case ITEM_TY_ALIAS: return "type alias";
    case ITEM_ENUM: return "enum";
    case ITEM_STRUCT: return "struct";
    case ITEM_UNION: return "union";
    case ITEM_TRAIT: return "trait";
    case ITEM_TRAIT_ALIAS: return "trait alias";
    case ITEM_MAC_CALL: return "item macro invocation";
    case ITEM_MACRO_DEF: return "macro definition";
    case ITEM_IMPL: return "implementation";
    default: return "item";
    }
}

/* rustc's has_test_signature; reports and returns false when the
 * function cannot be a test. */
static bool test_signature_ok(ExpandCtx *ex, const Item *it) {
    const FnItem *fn = &it->fn;
    if (fn->header.unsafety == UNSAFETY_YES) {
        Diag *d = diag_error(ex->dc, DC_NONE, it->span, "unsafe functions cannot be used for tests");
        diag_label(d, keyword_span(ex, fn->header.span, "unsafe"), false, "`unsafe` because of this");
        diag_emit(d);
        return false;
    }
    if (fn->header.is_async) {
        Diag *d = diag_error(ex->dc, DC_NONE, it->span, "async functions cannot be used for tests");
        diag_label(d, keyword_span(ex, fn->header.span, "async"), false, "`async` because of this");
        diag_emit(d);
        return false;
    }
    const Ty *out = fn->decl.output;
    bool has_output = out && !(out->kind == TY_TUP && out->tup.len == 0);
    if (fn->decl.inputs.len) {
        diag_emit(diag_error(ex->dc, DC_NONE, it->span, "functions used as tests can not have any arguments"));
        return false;
    }
    if (has_output && has_attr(it, "should_panic")) {
        diag_emit(diag_error(ex->dc, DC_NONE, it->span, "functions using `#[should_panic]` must return `()`"));
        return false;
    }
    if (has_output && fn->generics.params.len) {
        diag_emit(diag_error(ex->dc, DC_NONE, it->span, "functions used as tests must have signature fn() -> ()"));
        return false;
    }
    return true;
}

static bool bench_signature_ok(ExpandCtx *ex, const Item *it) {
    if (it->fn.decl.inputs.len == 1) return true;
    diag_emit(diag_error(ex->dc, DC_NONE, it->span,
                         "functions used as benches must have signature `fn(&mut Bencher) -> impl Termination`"));
    return false;
}

/* A Rust string literal for `s` (the text a lexer reads back as s). */
static void sb_str_lit(StrBuf *sb, const char *s) {
    sb_putc(sb, '"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '"': sb_puts(sb, "\\\""); break;
        case '\\': sb_puts(sb, "\\\\"); break;
        case '\n': sb_puts(sb, "\\n"); break;
        case '\r': sb_puts(sb, "\\r"); break;
        case '\t': sb_puts(sb, "\\t"); break;
        default:
            if (c < 0x20 || c == 0x7f) sb_printf(sb, "\\u{%x}", c);
            else sb_putc(sb, (char)c);
        }
    }
    sb_putc(sb, '"');
}

static const Attr *find_attr_named(const Item *it, const char *name) {
    Symbol s = sym_cstr(name);
    for (uint32_t i = 0; i < it->attrs.len; i++)
        if (meta_attr_name(&it->attrs.data[i]) == s) return &it->attrs.data[i];
    return NULL;
}

/* rustc's should_panic(): the `should_panic` field's expression. */
static void should_panic_expr(ExpandCtx *ex, const Item *it, StrBuf *sb) {
    const Attr *a = find_attr_named(it, "should_panic");
    if (!a) {
        sb_puts(sb, "test::ShouldPanic::No");
        return;
    }
    Symbol msg = 0;
    MetaItem m;
    if (a->args_kind == ATTR_ARGS_DELIMITED && meta_from_attr(ex->ps, a, &m) && m.kind == META_LIST) {
        /* #[should_panic(expected = "foo")] */
        for (uint32_t i = 0; i < m.nlist && !msg; i++)
            if (!m.list[i].is_lit && meta_name(&m.list[i].meta) == sym_cstr("expected"))
                msg = meta_value_str(&m.list[i].meta);
        if (m.nlist != 1 || !msg) {
            Diag *d = diag_warning(ex->dc, DC_NONE, a->span, "argument must be of the form: `expected = \"error message\"`");
            diag_note(d, "errors in this attribute were erroneously allowed and will become a hard error in a future "
                         "release");
            diag_emit(d);
            msg = 0;
        }
    } else {
        /* #[should_panic] and #[should_panic = "expected"] */
        msg = meta_attr_value_str(a);
    }
    if (!msg) {
        sb_puts(sb, "test::ShouldPanic::Yes");
        return;
    }
    sb_puts(sb, "test::ShouldPanic::YesWithMessage(");
    sb_str_lit(sb, sym_str(msg));
    sb_putc(sb, ')');
}

/* rustc's test_type(): from the directory of the crate root (the `src`
 * of a package: unit tests; its `tests`: integration tests). */
static const char *test_type_name(const ExpandCtx *ex) {
    const char *root = ex->root_file ? ex->root_file : "";
    const char *slash = strrchr(root, '/');
    if (!slash) return "Unknown";
    size_t n = (size_t)(slash - root);
    while (n > 1 && root[n - 1] == '/') n--;
    size_t b = n;
    while (b > 0 && root[b - 1] != '/') b--;
    if (n - b == 3 && memcmp(root + b, "src", 3) == 0) return "UnitTest";
    if (n - b == 5 && memcmp(root + b, "tests", 5) == 0) return "IntegrationTest";
    return "Unknown";
}

/* Where the generated text names the test function and its descriptor. */
#define TEST_FN_PLACEHOLDER "__rcc_test_fn"
#define TEST_CONST_PLACEHOLDER "__rcc_test_const"

/* rustc's expansion of a test or bench function under --test: before the
 * function, `extern crate test;` and its descriptor
 *   #[cfg(test)] #[rustc_test_marker]
 *   pub const NAME: test::TestDescAndFn = test::TestDescAndFn {
 *       desc: test::TestDesc { name: test::StaticTestName("mod::path::NAME"),
 *           ignore, ignore_message, compile_fail: false, no_run: false,
 *           should_panic, test_type },
 *       testfn: test::StaticTestFn(|| test::assert_test_result(NAME())) };
 * (benches: test::StaticBenchFn(|b| test::assert_test_result(NAME(b)))).
 * Every name is def-site except the function's: the descriptor's NAME
 * does not clash with the function's, and the harness's `main` finds the
 * descriptors through the #[rustc_test_marker] mark (harness.c). */
static bool test_descriptor(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out, bool bench) {
    Item *it = inv->item;
    StrBuf src = {0};
    /* the test's name: the module path without the crate's name */
    const char *mp = inv->module_path ? sym_str(inv->module_path) : "";
    const char *sep = strstr(mp, "::");
    StrBuf name = {0};
    if (sep) sb_printf(&name, "%s::", sep + 2);
    sb_puts(&name, sym_str(it->ident.name));
    const Attr *ign = find_attr_named(it, "ignore");
    Symbol ign_msg = ign && ign->args_kind != ATTR_ARGS_DELIMITED ? meta_attr_value_str(ign) : 0;
    sb_puts(&src, "extern crate test; #[cfg(test)] #[rustc_test_marker] pub const " TEST_CONST_PLACEHOLDER
                  ": test::TestDescAndFn = test::TestDescAndFn { desc: test::TestDesc { name: test::StaticTestName(");
    sb_str_lit(&src, sb_cstr(&name));
    sb_printf(&src, "), ignore: %s, ignore_message: ", ign ? "true" : "false");
    if (ign_msg) {
        sb_puts(&src, "::core::option::Option::Some(");
        sb_str_lit(&src, sym_str(ign_msg));
        sb_putc(&src, ')');
    } else {
        sb_puts(&src, "::core::option::Option::None");
    }
    sb_puts(&src, ", compile_fail: false, no_run: false, should_panic: ");
    should_panic_expr(ex, it, &src);
    sb_printf(&src, ", test_type: test::TestType::%s }, testfn: ", test_type_name(ex));
    if (bench)
        sb_puts(&src, "test::StaticBenchFn(|b| test::assert_test_result(" TEST_FN_PLACEHOLDER "(b))) };");
    else
        sb_puts(&src, "test::StaticTestFn(|| test::assert_test_result(" TEST_FN_PLACEHOLDER "())) };");
    sb_free(&name);
    TokBuilder tb;
    tb_init(&tb, it->span, inv->def_site);
    tb_src(&tb, sb_cstr(&src));
    sb_free(&src);
    Symbol fn_ph = sym_cstr(TEST_FN_PLACEHOLDER), const_ph = sym_cstr(TEST_CONST_PLACEHOLDER);
    for (uint32_t i = 0; i < tb.toks.len; i++) {
        Token *t = &tb.toks.data[i];
        if (t->kind != TK_IDENT) continue;
        if (t->sym == fn_ph) {
            t->sym = it->ident.name;
            t->ctxt = it->ident.ctxt;
            t->span = it->ident.span;
        } else if (t->sym == const_ph) {
            t->sym = it->ident.name;
        }
    }
    ItemList made = {0};
    bool ok = parse_items_tokens(ex->ps, tb_finish(&tb, ex->ps->arena), &made);
    tb_free(&tb);
    if (!ok || made.len != 2) rcc_ice("#[test]: the generated descriptor does not parse");
    Item *items[3] = {made.data[0], made.data[1], it};
    out_items(ex, out, items, 3);
    return true;
}

/* rustc's expand_test_or_bench. */
static bool test_or_bench(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out, bool bench) {
    if (!ex->test_harness) return remove_item(ex, out);
    Item *it = inv->item;
    if (!it) return remove_item(ex, out);
    if (inv->kind != FRAG_ITEMS && inv->kind != FRAG_STMTS) {
        diag_emit(diag_error(ex->dc, DC_NONE, it->span, "`#[test]` attribute is only allowed on non associated functions"));
        return keep_item(ex, inv, out);
    }
    if (it->kind != ITEM_FN) {
        const char *msg = "the `#[test]` attribute may only be used on a non-associated function";
        /* Item macro calls were only warned about before; rustc keeps it
         * a warning. */
        Diag *d = it->kind == ITEM_MAC_CALL ? diag_warning(ex->dc, DC_NONE, inv->span, "%s", msg)
                                            : diag_error(ex->dc, DC_NONE, inv->span, "%s", msg);
        diag_label(d, inv->span, true,
                   "the `#[test]` macro causes a a function to be run on a test and has no effect on non-functions");
        diag_label(d, it->span, false, "expected a non-associated function, found %s %s", item_article(it->kind),
                   item_descr(it->kind));
        diag_suggest(d, inv->span, "#[cfg(test)]", APP_MAYBE_INCORRECT,
                     "replace with conditional compilation to make the item only exist when tests are being run");
        diag_emit(d);
        return keep_item(ex, inv, out);
    }
    /* A signature error leaves the function alone (rustc: the errors
     * would be spurious). */
    if (bench ? !bench_signature_ok(ex, it) : !test_signature_ok(ex, it)) return keep_item(ex, inv, out);
    return test_descriptor(ex, inv, out, bench);
}

bool bi_attr_test(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    check_template(ex, inv, "test", true);
    warn_duplicate(ex, inv, "test");
    return test_or_bench(ex, inv, out, false);
}

bool bi_attr_bench(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    check_template(ex, inv, "bench", true);
    warn_duplicate(ex, inv, "bench");
    return test_or_bench(ex, inv, out, true);
}

/* #[test_case]: with --test the item is made public, its name def-site
 * (unnameable), and marked #[rustc_test_marker] for the harness. */
bool bi_attr_test_case(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    check_template(ex, inv, "test_case", true);
    warn_duplicate(ex, inv, "test_case");
    if (!ex->test_harness || !inv->item) return remove_item(ex, out);
    Item *it = inv->item;
    it->vis.kind = VIS_PUBLIC;
    it->ident.ctxt = inv->def_site;
    Attr *attrs = ARENA_ARRAY(ex->ps->arena, Attr, it->attrs.len + 1);
    if (it->attrs.len) memcpy(attrs, it->attrs.data, sizeof(Attr) * it->attrs.len);
    PathSegment *seg = ARENA_NEW(ex->ps->arena, PathSegment);
    seg->ident = (Ident){.name = sym_cstr("rustc_test_marker"), .ctxt = inv->def_site, .span = inv->span};
    seg->id = (NodeId){ex->ps->next_node_id++};
    Attr *m = &attrs[it->attrs.len];
    memset(m, 0, sizeof *m);
    m->id = (NodeId){ex->ps->next_node_id++};
    m->style = ATTR_OUTER;
    m->path = (Path){.span = inv->span, .segs = seg, .nsegs = 1};
    m->args_kind = ATTR_ARGS_EMPTY;
    m->span = inv->span;
    it->attrs.data = attrs;
    it->attrs.len++;
    return keep_item(ex, inv, out);
}

/* ------------------------------------------------------------------ */
/* #[global_allocator]                                                 */
/* ------------------------------------------------------------------ */

/* The GlobalAlloc methods rustc makes shims for (rustc_ast's
 * ALLOCATOR_METHODS): their argument kinds and result. */
typedef enum AllocTy { AT_LAYOUT, AT_PTR, AT_USIZE, AT_END } AllocTy;
static const struct {
    const char *name;
    AllocTy inputs[3];
    bool returns_ptr;     /* else `()` */
} alloc_methods[] = {
    {"alloc", {AT_LAYOUT, AT_END}, true},
    {"dealloc", {AT_PTR, AT_LAYOUT, AT_END}, false},
    {"realloc", {AT_PTR, AT_LAYOUT, AT_USIZE}, true},
    {"alloc_zeroed", {AT_LAYOUT, AT_END}, true},
};

/* Where the static's name goes in the shims' text (it keeps its own
 * span and context; everything else is def-site). */
#define GLOBAL_PLACEHOLDER "__rcc_global_allocator_static"

/* One shim as source text:
 *   #[rustc_std_internal_symbol]
 *   unsafe fn __rg_alloc(arg0: usize, arg1: usize) -> *mut u8 {
 *       $crate::alloc::GlobalAlloc::alloc(&GLOBAL,
 *           $crate::alloc::Layout::from_size_align_unchecked(arg0, arg1)) as *mut u8
 *   } */
static void alloc_shim(StrBuf *sb, int m) {
    StrBuf params = {0}, args = {0};
    int n = 0;
    for (int i = 0; i < 3 && alloc_methods[m].inputs[i] != AT_END; i++) {
        if (params.len) sb_puts(&params, ", ");
        sb_puts(&args, ", ");
        switch (alloc_methods[m].inputs[i]) {
        case AT_LAYOUT:
            sb_printf(&params, "arg%d: usize, arg%d: usize", n, n + 1);
            sb_printf(&args, "$crate::alloc::Layout::from_size_align_unchecked(arg%d, arg%d)", n, n + 1);
            n += 2;
            break;
        case AT_PTR:
            sb_printf(&params, "arg%d: *mut u8", n);
            sb_printf(&args, "arg%d as *mut u8", n);
            n++;
            break;
        case AT_USIZE:
            sb_printf(&params, "arg%d: usize", n);
            sb_printf(&args, "arg%d", n);
            n++;
            break;
        case AT_END:
            break;
        }
    }
    const char *name = alloc_methods[m].name;
    sb_printf(sb, "#[rustc_std_internal_symbol] unsafe fn __rg_%s(%s) -> %s { ", name, sb_cstr(&params),
              alloc_methods[m].returns_ptr ? "*mut u8" : "()");
    sb_printf(sb, "$crate::alloc::GlobalAlloc::%s(&" GLOBAL_PLACEHOLDER "%s)", name, sb_cstr(&args));
    sb_puts(sb, alloc_methods[m].returns_ptr ? " as *mut u8 } " : " } ");
    sb_free(&params);
    sb_free(&args);
}

bool bi_attr_global_allocator(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    check_template(ex, inv, "global_allocator", true);
    Item *it = inv->item;
    if (!it || it->kind != ITEM_STATIC) {
        if (it) diag_emit(diag_error(ex->dc, DC_NONE, it->span, "allocators must be statics"));
        return keep_item(ex, inv, out);
    }
    StrBuf src = {0};
    sb_puts(&src, "const _: () = { ");
    for (int m = 0; m < (int)(sizeof alloc_methods / sizeof alloc_methods[0]); m++) alloc_shim(&src, m);
    sb_puts(&src, "};");
    TokBuilder tb;
    tb_init(&tb, it->span, inv->def_site);
    tb_src(&tb, sb_cstr(&src));
    sb_free(&src);
    Symbol placeholder = sym_cstr(GLOBAL_PLACEHOLDER);
    for (uint32_t i = 0; i < tb.toks.len; i++) {
        Token *t = &tb.toks.data[i];
        if (t->kind == TK_IDENT && t->sym == placeholder) {
            t->sym = it->ident.name;
            t->ctxt = it->ident.ctxt;
            t->span = it->ident.span;
        }
    }
    ItemList made = {0};
    bool ok = parse_items_tokens(ex->ps, tb_finish(&tb, ex->ps->arena), &made);
    tb_free(&tb);
    if (!ok || made.len != 1) rcc_ice("global_allocator: the generated shims do not parse");
    Item *items[2] = {it, made.data[0]};
    out_items(ex, out, items, 2);
    return true;
}

/* ------------------------------------------------------------------ */
/* #[cfg_eval], #[cfg_accessible]                                      */
/* ------------------------------------------------------------------ */

bool bi_attr_cfg_eval(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    check_template(ex, inv, "cfg_eval", true);
    warn_duplicate(ex, inv, "cfg_eval");
    if (!inv->item) return remove_item(ex, out);
    ItemList l = {ARENA_ARRAY(ex->ps->arena, Item *, 1), 1};
    l.data[0] = inv->item;
    expand_cfg_items(ex, &l);
    out_items(ex, out, l.data, l.len);
    return true;
}

bool bi_attr_cfg_accessible(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    check_template(ex, inv, "cfg_accessible", false);
    MetaItem m;
    if (!inv->attr || !meta_from_attr(ex->ps, inv->attr, &m) || m.kind != META_LIST) return remove_item(ex, out);
    if (m.nlist == 0) {
        diag_emit(diag_error(ex->dc, DC_NONE, m.span, "`cfg_accessible` path is not specified"));
        return remove_item(ex, out);
    }
    if (m.nlist > 1) {
        diag_emit(diag_error(ex->dc, DC_NONE, m.list[m.nlist - 1].span, "multiple `cfg_accessible` paths are specified"));
        return remove_item(ex, out);
    }
    if (m.list[0].is_lit) {
        diag_emit(diag_error(ex->dc, DC_NONE, m.list[0].span, "`cfg_accessible` path cannot be a literal"));
        return remove_item(ex, out);
    }
    if (m.list[0].meta.kind != META_WORD)
        diag_emit(diag_error(ex->dc, DC_NONE, m.list[0].meta.span, "`cfg_accessible` path cannot accept arguments"));
    /* Whether the path resolves is a question for name resolution, which
     * the expander cannot ask yet. The item is kept, as rustc keeps it
     * when the answer cannot be determined. */
    diag_emit(diag_error(ex->dc, DC_NONE, inv->span,
                         "`#[cfg_accessible]` is not supported by rcc yet: it needs name resolution during expansion"));
    return keep_item(ex, inv, out);
}
