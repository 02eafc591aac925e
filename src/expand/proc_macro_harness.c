/* proc_macro_harness.c — the harness of a proc-macro crate (rustc's
 * proc_macro_harness.rs).
 *
 * Takes: the local crate of `--crate-type proc-macro` after macro
 * expansion. Gives: the crate's procedural macros (each function at the
 * crate root with #[proc_macro], #[proc_macro_attribute] or
 * #[proc_macro_derive(Name, attributes(..))], in order: the order of the
 * array below, which the crate's metadata refers to by index) and the
 * harness's item, which expand.c collects and expands like an item of the
 * root:
 *     #[doc(hidden)] mod __rcc_proc_macro_decls {
 *         extern crate proc_macro;
 *         #[rustc_proc_macro_decls] #[used] #[allow(deprecated)]
 *         #[export_name = "__rustc_proc_macro_decls_<stable crate id>__"]
 *         static _DECLS: &[proc_macro::bridge::client::ProcMacro] = &[
 *             proc_macro::bridge::client::ProcMacro::custom_derive("Name", &["helper"], super::f),
 *             proc_macro::bridge::client::ProcMacro::attr("name", super::g),
 *             proc_macro::bridge::client::ProcMacro::bang("name", super::h),
 *         ];
 *     }
 * (rustc puts the static in an anonymous `const _` block; a module does
 * the same under a name no source can write). Its names are def-site of
 * an AST-pass expansion allowed to use unstable items; each function is
 * named by its own identifier.
 */
#include "rcc/resolve.h"
#include "expand_priv.h"

#define FN_PLACEHOLDER "__rcc_proc_macro_fn"

static bool attr_named(const Attr *a, const char *name) { return meta_attr_name(a) == sym_cstr(name); }

static void str_lit(StrBuf *sb, Symbol s) {
    sb_putc(sb, '"');
    for (const char *p = sym_str(s); *p; p++) {
        if (*p == '"' || *p == '\\') sb_putc(sb, '\\');
        sb_putc(sb, *p);
    }
    sb_putc(sb, '"');
}

/* #[proc_macro_derive(Name, attributes(a, b))] */
static bool derive_decl(ExpandCtx *ex, const Attr *a, ProcMacroDecl *d) {
    MetaItem m;
    if (!meta_from_attr(ex->ps, a, &m)) return false;
    if (m.kind != META_LIST || m.nlist < 1 || m.nlist > 2 || m.list[0].is_lit || m.list[0].meta.kind != META_WORD) {
        diag_emit(diag_error(ex->dc, DC_NONE, a->span,
                             "attribute must be of form: `attributes(foo, bar)`"));
        return false;
    }
    d->name = meta_name(&m.list[0].meta);
    if (m.nlist == 2) {
        const NestedMeta *at = &m.list[1];
        if (at->is_lit || at->meta.kind != META_LIST || meta_name(&at->meta) != sym_cstr("attributes")) {
            diag_emit(diag_error(ex->dc, DC_NONE, at->span, "second argument must be `attributes`"));
            return false;
        }
        d->helpers = ARENA_ARRAY(ex->ps->arena, Symbol, at->meta.nlist ? at->meta.nlist : 1);
        for (uint32_t i = 0; i < at->meta.nlist; i++) {
            const NestedMeta *h = &at->meta.list[i];
            if (h->is_lit || h->meta.kind != META_WORD) {
                diag_emit(diag_error(ex->dc, DC_NONE, h->span, "attribute must be of form: `attributes(foo, bar)`"));
                return false;
            }
            d->helpers[d->nhelpers++] = meta_name(&h->meta);
        }
    }
    return true;
}

/* Functions marked as procedural macros below the root are errors. */
static void check_nested(ExpandCtx *ex, const ItemList *items) {
    for (uint32_t i = 0; i < items->len; i++) {
        const Item *it = items->data[i];
        for (uint32_t k = 0; k < it->attrs.len; k++) {
            const char *which = attr_named(&it->attrs.data[k], "proc_macro")             ? "proc_macro"
                                : attr_named(&it->attrs.data[k], "proc_macro_attribute") ? "proc_macro_attribute"
                                : attr_named(&it->attrs.data[k], "proc_macro_derive")    ? "proc_macro_derive"
                                                                                         : NULL;
            if (which)
                diag_emit(diag_error(ex->dc, DC_NONE, it->attrs.data[k].span,
                                     "functions tagged with `#[%s]` must currently reside in the root of the crate",
                                     which));
        }
        if (it->kind == ITEM_MOD) check_nested(ex, &it->mod.items);
    }
}

Item *expand_proc_macro_harness(ExpandCtx *ex, Resolver *r, Crate *c, const char *symbol, ProcMacroDecls *out) {
    for (uint32_t i = 0; i < c->items.len; i++) {
        Item *it = c->items.data[i];
        if (it->kind == ITEM_MOD) check_nested(ex, &it->mod.items);
        for (uint32_t k = 0; k < it->attrs.len; k++) {
            const Attr *a = &it->attrs.data[k];
            ProcMacroDecl d = {.fn = it->id, .span = it->ident.span};
            const char *which;
            if (attr_named(a, "proc_macro")) {
                d.kind = PROC_MACRO_BANG;
                which = "proc_macro";
            } else if (attr_named(a, "proc_macro_attribute")) {
                d.kind = PROC_MACRO_ATTR;
                which = "proc_macro_attribute";
            } else if (attr_named(a, "proc_macro_derive")) {
                d.kind = PROC_MACRO_DERIVE;
                which = "proc_macro_derive";
            } else {
                continue;
            }
            if (it->kind != ITEM_FN) {
                diag_emit(diag_error(ex->dc, DC_NONE, a->span, "the `#[%s]` attribute may only be used on bare functions",
                                     which));
                continue;
            }
            if (it->vis.kind != VIS_PUBLIC) {
                diag_emit(diag_error(ex->dc, DC_NONE, it->span, "functions tagged with `#[%s]` must be `pub`", which));
                continue;
            }
            if (d.kind == PROC_MACRO_DERIVE) {
                if (!derive_decl(ex, a, &d)) continue;
            } else {
                d.name = it->ident.name;
            }
            vec_push(out, d);
        }
    }

    ModuleId root = res_crate_root(r, LOCAL_CRATE);
    ExpnData hd = {.kind = EXPN_DESUGARING, .macro_name = sym_cstr("proc_macro_harness"), .def_crate = LOCAL_CRATE,
                   .def_module = root, .module = root, .edition = ex->edition, .allow_internal_unstable = true,
                   .is_builtin = true};
    uint32_t expn = hyg_new_expn(ex->hyg, &hd);
    uint32_t def_site = hyg_apply_mark(ex->hyg, 0, expn, TRANSP_OPAQUE);

    StrBuf src = {0};
    sb_puts(&src, "#[doc(hidden)] #[allow(non_upper_case_globals)] mod __rcc_proc_macro_decls { "
                  "extern crate proc_macro; "
                  "#[rustc_proc_macro_decls] #[used] #[allow(deprecated)] #[export_name = ");
    sb_printf(&src, "\"%s\"", symbol);
    sb_puts(&src, "] static _DECLS: &[proc_macro::bridge::client::ProcMacro] = &[");
    for (uint32_t i = 0; i < out->len; i++) {
        const ProcMacroDecl *d = &out->data[i];
        sb_puts(&src, i ? ", " : "");
        sb_puts(&src, "proc_macro::bridge::client::ProcMacro::");
        sb_puts(&src, d->kind == PROC_MACRO_DERIVE ? "custom_derive(" : d->kind == PROC_MACRO_ATTR ? "attr(" : "bang(");
        str_lit(&src, d->name);
        if (d->kind == PROC_MACRO_DERIVE) {
            sb_puts(&src, ", &[");
            for (uint32_t k = 0; k < d->nhelpers; k++) {
                sb_puts(&src, k ? ", " : "");
                str_lit(&src, d->helpers[k]);
            }
            sb_puts(&src, "]");
        }
        sb_puts(&src, ", super::" FN_PLACEHOLDER ")");
    }
    sb_puts(&src, "]; }");
    TokBuilder tb;
    tb_init(&tb, (Span){0, 0}, def_site);
    tb_src(&tb, sb_cstr(&src));
    sb_free(&src);
    Symbol ph = sym_cstr(FN_PLACEHOLDER);
    uint32_t next = 0;
    for (uint32_t i = 0; i < tb.toks.len; i++) {
        Token *t = &tb.toks.data[i];
        if (t->kind != TK_IDENT || t->sym != ph) continue;
        const ProcMacroDecl *d = &out->data[next++];
        const Item *fn = NULL;
        for (uint32_t k = 0; k < c->items.len && !fn; k++)
            if (c->items.data[k]->id.i == d->fn.i) fn = c->items.data[k];
        t->sym = fn->ident.name;
        t->ctxt = fn->ident.ctxt;
        t->span = fn->ident.span;
    }
    ItemList items = {0};
    if (!parse_items_tokens(ex->ps, tb_finish(&tb, ex->ps->arena), &items) || items.len != 1)
        rcc_ice("proc_macro_harness: the generated item does not parse");
    tb_free(&tb);
    return items.data[0];
}
