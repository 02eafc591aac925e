/* diag.c — name resolution's diagnostics, worded as rustc 1.63 words
 * them: names defined multiple times (E0428, E0252, E0254, E0255, E0259,
 * E0260), failed paths (E0433 and the labels of E0432), ambiguities
 * (E0659), private items (E0603), unresolved macros with their typo
 * suggestions; and the descriptions they are built from.
 *
 * Takes: bindings and paths from the other files. Gives: diagnostics.
 */
#include "resolve_priv.h"

#include <ctype.h>

/* ---- descriptions ---- */

const char *rs_ns_descr(Namespace ns) { return ns == NS_TYPE ? "type" : ns == NS_VALUE ? "value" : "macro"; }

const char *rs_res_descr(const Resolver *r, Res res) {
    switch (res.kind) {
    case RES_DEF: return res_def_descr(r, res.def);
    case RES_PRIM_TY: return "builtin type";
    case RES_SELF_TY_TRAIT:
    case RES_SELF_TY_IMPL: return "self type";
    case RES_SELF_CTOR: return "self constructor";
    case RES_LOCAL: return "local variable";
    case RES_TOOL_MOD: return "tool module";
    case RES_NON_MACRO_ATTR: return "built-in attribute";
    default: return "unresolved item";
    }
}

const char *rs_res_article(const Resolver *r, Res res) {
    if (res.kind == RES_ERR) return "an";
    if (res.kind != RES_DEF) return "a";
    const DefData *d = res_def(r, res.def);
    if (!d) return "a";
    switch (d->kind) {
    case DEF_ASSOC_TY: case DEF_ASSOC_CONST: case DEF_ASSOC_FN: case DEF_ENUM: case DEF_IMPL: case DEF_USE:
    case DEF_EXTERN_CRATE: return "an";
    case DEF_MACRO: return d->macro_kind == MACRO_ATTR ? "an" : "a";
    default: return "a";
    }
}

void rs_print_segments(StrBuf *sb, const Segment *path, uint32_t n) {
    bool first = true;
    for (uint32_t i = 0; i < n; i++) {
        if (path[i].ident.name == SYM_PathRoot) continue;
        if (!first) sb_puts(sb, "::");
        sb_puts(sb, sym_str(path[i].ident.name));
        first = false;
    }
}

char *rs_module_to_string(const Resolver *r, const Module *m) {
    Symbol names[256];
    uint32_t n = 0;
    while (m && n < 256) {
        if (m->kind == MOD_DEF) {
            if (!m->parent) break;
            names[n++] = m->name;
        } else {
            names[n++] = sym_cstr("<opaque>");
        }
        m = m->parent ? rs_module(r, m->parent) : NULL;
    }
    if (!n) return NULL;
    StrBuf sb = {0};
    for (uint32_t i = n; i-- > 0;) {
        sb_puts(&sb, sym_str(names[i]));
        if (i) sb_puts(&sb, "::");
    }
    char *s = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    return s;
}

/* rustc's SourceMap::guess_head_span (span_until_char '{'). */
Span rs_head_span(const Resolver *r, Span sp) { return sm_head_span(r->ps->sm, sp); }

/* ---- similar names (rustc's lev_distance.rs) ---- */

static bool lev_distance(const char *a, const char *b, size_t limit, size_t *out) {
    size_t n = strlen(a), m = strlen(b);
    size_t min_dist = n < m ? m - n : n - m;
    if (min_dist > limit) return false;
    if (n == 0 || m == 0) {
        *out = min_dist;
        return true;
    }
    size_t *dcol = xmalloc(sizeof(size_t) * (m + 1));
    for (size_t j = 0; j <= m; j++) dcol[j] = j;
    for (size_t i = 0; i < n; i++) {
        size_t current = i;
        dcol[0] = current + 1;
        for (size_t j = 0; j < m; j++) {
            size_t next = dcol[j + 1];
            if (a[i] == b[j]) {
                dcol[j + 1] = current;
            } else {
                size_t v = current < next ? current : next;
                dcol[j + 1] = (v < dcol[j] ? v : dcol[j]) + 1;
            }
            current = next;
        }
    }
    size_t d = dcol[m];
    free(dcol);
    if (d > limit) return false;
    *out = d;
    return true;
}

static bool eq_ignore_case(const char *a, const char *b) {
    for (; *a && *b; a++, b++)
        if (toupper((unsigned char)*a) != toupper((unsigned char)*b)) return false;
    return *a == *b;
}

static int cmp_cstr(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* `b_a` and `a_b` match: the words split at `_`, sorted. */
static char *sort_words(const char *s) {
    size_t n = strlen(s);
    char *copy = xstrdup(s);
    char **words = xmalloc(sizeof(char *) * (n + 1));
    size_t k = 0;
    for (char *p = copy;;) {
        words[k++] = p;
        char *u = strchr(p, '_');
        if (!u) break;
        *u = 0;
        p = u + 1;
    }
    qsort(words, k, sizeof(char *), cmp_cstr);
    StrBuf sb = {0};
    for (size_t i = 0; i < k; i++) {
        if (i) sb_putc(&sb, '_');
        sb_puts(&sb, words[i]);
    }
    char *res = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    free(words);
    free(copy);
    return res;
}

Symbol rs_best_match(const Symbol *cands, uint32_t n, Symbol name) {
    const char *lookup = sym_str(name);
    for (uint32_t i = 0; i < n; i++)
        if (eq_ignore_case(sym_str(cands[i]), lookup)) return cands[i];
    size_t len = strlen(lookup);
    size_t dist = (len > 3 ? len : 3) / 3;
    Symbol best = 0;
    for (uint32_t i = 0; i < n; i++) {
        size_t d;
        if (!lev_distance(lookup, sym_str(cands[i]), dist, &d)) continue;
        if (d == 0) return cands[i];
        dist = d - 1;
        best = cands[i];
    }
    if (best) return best;
    char *sl = sort_words(lookup);
    Symbol found = 0;
    for (uint32_t i = 0; i < n; i++) {
        char *sc = sort_words(sym_str(cands[i]));
        if (!strcmp(sc, sl)) found = cands[i];
        free(sc);
    }
    free(sl);
    return found;
}

/* ---- E0428 and friends ---- */

static bool is_import_b(const Binding *b) { return b->kind == BK_IMPORT; }

static void suggest_rename_of_use(Resolver *r, Diag *d, Symbol name, const Import *imp, Span binding_span) {
    const char *n = sym_str(name);
    char *suggested = isupper((unsigned char)n[0]) ? xasprintf("Other%s", n) : xasprintf("other_%s", n);
    char *sugg = NULL;
    if (imp->kind == IMP_SINGLE && imp->type_ns_only) {
        sugg = xasprintf("self as %s", suggested);
    } else if (imp->kind == IMP_SINGLE) {
        if (imp->source.span.hi >= binding_span.lo) {
            uint32_t pos = imp->source.span.hi - binding_span.lo;
            const SourceFile *f = sm_file_at(r->ps->sm, binding_span.lo);
            if (f && binding_span.hi <= f->start + f->len) {
                const char *snip = f->src + (binding_span.lo - f->start);
                uint32_t slen = binding_span.hi - binding_span.lo;
                if (pos <= slen)
                    sugg = xasprintf("%.*s as %s%s", (int)pos, snip, suggested,
                                     slen && snip[slen - 1] == ';' ? ";" : "");
            }
        }
    } else if (imp->kind == IMP_EXTERN_CRATE) {
        Symbol src = imp->item ? imp->item->extern_crate_orig : 0;
        sugg = src ? xasprintf("extern crate %s as %s;", sym_str(src), suggested)
                   : xasprintf("extern crate %s as %s;", n, suggested);
    }
    if (sugg) {
        DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MAYBE_INCORRECT,
                                            "you can use `as` to change the binding name of the import");
        diag_sugg_part(s, binding_span, sugg);
        free(sugg);
    }
    free(suggested);
}

/* rustc's add_suggestion_for_duplicate_nested_use: remove `a, ` from
 * `{a, b}`, or `, a` from `{b, a}` (only for tools), or the whole `use`. */
static void suggest_remove_nested_use(Resolver *r, Diag *d, const Import *imp, Span binding_span) {
    const char *msg = "remove unnecessary import";
    const SourceFile *f = sm_file_at(r->ps->sm, binding_span.lo);
    if (!f || imp->use_span.hi > f->start + f->len) return;
    const char *src = f->src - f->start;   /* indexed by global offsets */
    uint32_t hi = binding_span.hi;
    bool closing = false;
    while (hi < imp->use_span.hi) {
        char c = src[hi];
        if (c == '}') closing = true;
        if (c != ' ' && c != ',') break;
        hi++;
    }
    Span span = {binding_span.lo, hi};
    if (!closing) {
        DiagSuggestion *sg = diag_suggestion(d, SUGG_SHOW_CODE, APP_MACHINE_APPLICABLE, "%s", msg);
        diag_sugg_part(sg, span, "");
        return;
    }
    /* Back to the previous comma, if it comes after the opening brace. */
    int64_t comma = -1, brace = -1;
    for (int64_t i = (int64_t)span.lo - 1; i >= (int64_t)f->start; i--) {
        if (comma < 0 && src[i] == ',') comma = i;
        if (brace < 0 && src[i] == '{') brace = i;
        if (comma >= 0 && brace >= 0) break;
    }
    if (comma >= 0 && brace >= 0 && comma > brace) {
        DiagSuggestion *sg = diag_suggestion(d, SUGG_TOOL_ONLY, APP_MAYBE_INCORRECT, "%s", msg);
        diag_sugg_part(sg, (Span){(uint32_t)comma, span.hi}, "");
        return;
    }
    Span whole = imp->use_span;
    if (imp->item)
        for (uint32_t i = 0; i < imp->item->attrs.len; i++)
            if (imp->item->attrs.data[i].span.lo < whole.lo) whole.lo = imp->item->attrs.data[i].span.lo;
    DiagSuggestion *sg = diag_suggestion(d, SUGG_SHOW_CODE, APP_MAYBE_INCORRECT, "%s", msg);
    diag_sugg_part(sg, whole, "");
}

void rs_report_conflict(Resolver *r, Module *parent, Ident ident, Namespace ns, Binding *new_b, Binding *old_b) {
    /* The error goes on the second of the two. */
    if (old_b->span.lo > new_b->span.lo) {
        Binding *t = old_b;
        old_b = new_b;
        new_b = t;
    }
    const char *container = parent->kind == MOD_BLOCK ? "block" : res_def_descr(r, parent->def);
    const char *old_noun = is_import_b(old_b) ? "import" : "definition";
    const char *new_participle = is_import_b(new_b) ? "imported" : "defined";
    Symbol name = ident.name;
    Span span = rs_head_span(r, new_b->span);
    uint64_t seen;
    if (hmap_get(&r->name_already_seen, name, &seen) && seen == (((uint64_t)span.lo << 32) | span.hi)) return;
    ModuleId om = rs_binding_module(r, old_b);
    const char *old_kind;
    if (ns == NS_VALUE) old_kind = "value";
    else if (ns == NS_MACRO) old_kind = "macro";
    else if (rs_binding_is_extern_crate(r, old_b)) old_kind = "extern crate";
    else if (om && rs_module_is_normal(rs_module(r, om))) old_kind = "module";
    else if (om && rs_module_is_trait(rs_module(r, om))) old_kind = "trait";
    else old_kind = "type";
    bool oe = rs_binding_is_extern_crate(r, old_b), ne = rs_binding_is_extern_crate(r, new_b);
    DiagCode code;
    if (oe && ne) code = DC_E0259;
    else if (oe || ne) code = is_import_b(new_b) && is_import_b(old_b) ? DC_E0254 : DC_E0260;
    else if (!is_import_b(old_b) && !is_import_b(new_b)) code = DC_E0428;
    else if (is_import_b(old_b) && is_import_b(new_b)) code = DC_E0252;
    else code = DC_E0255;
    Diag *d = diag_error(r->dc, code, span, "the name `%s` is defined multiple times", sym_str(name));
    diag_note(d, "`%s` must be defined only once in the %s namespace of this %s", sym_str(name), rs_ns_descr(ns),
              container);
    diag_label(d, span, true, "`%s` re%s here", sym_str(name), new_participle);
    diag_label(d, rs_head_span(r, old_b->span), false, "previous %s of the %s `%s` here", old_noun, old_kind,
               sym_str(name));
    /* Suggest renaming (or removing) an import. */
    Import *imp = NULL;
    Span imp_span = {0};
    bool other_is_import = false;
    if (is_import_b(new_b) && is_import_b(old_b) && !span_is_dummy(new_b->span) && !span_is_dummy(old_b->span) &&
        (new_b->import->has_attributes || old_b->import->has_attributes)) {
        if (old_b->import->has_attributes) {
            imp = new_b->import;
            imp_span = new_b->span;
        } else {
            imp = old_b->import;
            imp_span = old_b->span;
        }
        other_is_import = true;
    } else if (is_import_b(new_b) && !span_is_dummy(new_b->span)) {
        imp = new_b->import;
        imp_span = new_b->span;
        other_is_import = is_import_b(old_b);
    } else if (is_import_b(old_b) && !span_is_dummy(old_b->span)) {
        imp = old_b->import;
        imp_span = old_b->span;
        other_is_import = is_import_b(new_b);
    }
    Res nres = rs_binding_res(new_b), ores = rs_binding_res(old_b);
    bool duplicate = nres.kind == RES_DEF && ores.kind == RES_DEF ? nres.def.i == ores.def.i
                                                                  : nres.kind != RES_DEF && ores.kind != RES_DEF;
    bool has_dummy = span_is_dummy(new_b->span) || span_is_dummy(old_b->span);
    bool from_item = true;
    {
        uint64_t v;
        CrateData *cd = rs_crate(r, parent->krate);
        if (hmap_get(&cd->extern_prelude, name, &v))
            from_item = ((ExternPreludeEntry *)(uintptr_t)v)->introduced_by_item;
    }
    bool should_remove = duplicate && !has_dummy &&
                         (rs_binding_is_extern_crate(r, new_b) || rs_binding_is_extern_crate(r, old_b) || from_item);
    if (imp) {
        if (other_is_import && should_remove && imp->nested) {
            suggest_remove_nested_use(r, d, imp, imp_span);
        } else if (other_is_import && should_remove && imp->kind != IMP_GLOB) {
            DiagSuggestion *s = diag_suggestion(d, SUGG_TOOL_ONLY, APP_MAYBE_INCORRECT, "remove unnecessary import");
            diag_sugg_part(s, imp->use_span, "");
        } else {
            suggest_rename_of_use(r, d, name, imp, imp_span);
        }
    }
    diag_emit(d);
    hmap_put(&r->name_already_seen, name, ((uint64_t)span.lo << 32) | span.hi);
}

/* ---- failed paths ---- */

void rs_report_failed_to_resolve(Resolver *r, Span span, const PathResult *pr) {
    const char *label = pr->label ? pr->label : "";
    Diag *d = diag_error(r->dc, DC_E0433, span, "failed to resolve: %s", label);
    diag_label(d, span, true, "%s", label);
    if (pr->sugg_msg) {
        if (!pr->sugg_text) {
            diag_help(d, "%s", pr->sugg_msg);
        } else {
            DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, APP_MAYBE_INCORRECT, "%s", pr->sugg_msg);
            diag_sugg_part(s, pr->sugg_span, pr->sugg_text);
        }
    }
    diag_emit(d);
}

/* rustc's find_similarly_named_module_or_crate. */
static Symbol similar_module_or_crate(Resolver *r, Symbol name, ModuleId cur, CrateNum krate) {
    VEC(Symbol) cands = {0};
    CrateData *cd = rs_crate(r, krate);
    for (uint32_t i = 0; i < cd->extern_prelude_order.len; i++)
        vec_push(&cands, ((ExternPreludeEntry *)cd->extern_prelude_order.data[i])->name);
    for (uint32_t i = 1; i < r->modules.len; i++) {
        Module *m = r->modules.data[i];
        if (m->id == cur || m->krate != krate || m->kind != MOD_DEF || !m->name) continue;
        if (rs_is_ancestor_of(r, cur, m->id)) vec_push(&cands, m->name);
    }
    /* sort + dedup by text */
    for (uint32_t i = 1; i < cands.len; i++)
        for (uint32_t j = i; j > 0 && strcmp(sym_str(cands.data[j - 1]), sym_str(cands.data[j])) > 0; j--) {
            Symbol t = cands.data[j];
            cands.data[j] = cands.data[j - 1];
            cands.data[j - 1] = t;
        }
    uint32_t k = 0;
    for (uint32_t i = 0; i < cands.len; i++)
        if (!k || cands.data[k - 1] != cands.data[i]) cands.data[k++] = cands.data[i];
    Symbol s = rs_best_match(cands.data, k, name);
    vec_free(&cands);
    return s == name ? 0 : s;
}

void rs_path_failure_label(Resolver *r, const Segment *path, uint32_t n, int opt_ns, const ParentScope *ps,
                           Mour module, uint32_t i, PathResult *pr) {
    Ident ident = path[i].ident;
    bool is_last = i == n - 1;
    Namespace ns = is_last ? (opt_ns < 0 ? NS_TYPE : (Namespace)opt_ns) : NS_TYPE;
    CrateNum krate = rs_module(r, ps->module)->krate;
    Edition ed = rs_crate(r, krate)->edition;
    const char *name = sym_str(ident.name);
    if (module.kind == MOUR_MODULE && module.m == rs_crate(r, krate)->root) {
        if (ed == ED_2015) {
            pr->label = xasprintf("maybe a missing crate `%s`?", name);
            pr->sugg_msg = xasprintf("consider adding `extern crate %s` to use the `%s` crate", name, name);
        } else {
            pr->label = xasprintf("could not find `%s` in the crate root", name);
        }
        return;
    }
    if (i > 0) {
        Symbol p = path[i - 1].ident.name;
        char *parent = p == SYM_PathRoot && ed > ED_2015 ? xstrdup("the list of imported crates")
                     : p == SYM_PathRoot || p == SYM_crate ? xstrdup("the crate root")
                     : xasprintf("`%s`", sym_str(p));
        char *msg = xasprintf("could not find `%s` in %s", name, parent);
        if (ns == NS_TYPE || ns == NS_VALUE) {
            Namespace other = ns == NS_TYPE ? NS_VALUE : NS_TYPE;
            Lookup lk;
            if (module.kind != MOUR_NONE) {
                lk = rs_resolve_ident_in_module(r, module, ident, other, ps, NULL, NULL);
            } else {
                ScopeSet ss = {.kind = SS_ALL, .ns = (uint8_t)other, .is_import = opt_ns < 0};
                lk = rs_early_resolve_ident(r, ident, ss, ps, NULL, false, NULL);
            }
            if (lk.det == LK_OK) {
                const char *what = rs_binding_module(r, lk.b) ? "module" : NULL;
                if (!what) {
                    Res res = rs_binding_res(lk.b);
                    what = res.kind == RES_DEF ? res_def_descr(r, res.def) : rs_ns_descr(other);
                }
                free(msg);
                msg = xasprintf("expected %s, found %s `%s` in %s", rs_ns_descr(ns), what, name, parent);
            }
        }
        free(parent);
        pr->label = msg;
        return;
    }
    if (ident.name == SYM_Self) {
        pr->label = xstrdup("`Self` is only available in impls, traits, and type definitions");
    } else if (isupper((unsigned char)name[0])) {
        pr->label = xasprintf("use of undeclared type `%s`", name);
    } else {
        pr->label = xasprintf("use of undeclared crate or module `%s`", name);
        if (!strcmp(name, "alloc")) {
            pr->sugg_msg = xstrdup("add `extern crate alloc` to use the `alloc` crate");
        } else {
            Symbol s = similar_module_or_crate(r, ident.name, ps->module, krate);
            if (s) {
                pr->sugg_msg = xstrdup("there is a crate or module with a similar name");
                pr->sugg_text = xstrdup(sym_str(s));
                pr->sugg_span = ident.span;
            }
        }
    }
}

/* ---- E0659 ---- */

static const char *amb_descr(uint8_t k) {
    switch (k) {
    case AMB_IMPORT: return "multiple potential import sources";
    case AMB_BUILTIN_ATTR: return "a name conflict with a builtin attribute";
    case AMB_DERIVE_HELPER: return "a name conflict with a derive helper attribute";
    case AMB_MACRO_RULES_VS_MODULARIZED:
        return "a conflict between a `macro_rules` name and a non-`macro_rules` name from another module";
    case AMB_GLOB_VS_OUTER:
        return "a conflict between a name from a glob import and an outer scope during import or macro resolution";
    case AMB_GLOB_VS_GLOB: return "multiple glob imports of a name in the same module";
    case AMB_GLOB_VS_EXPANDED:
        return "a conflict between a name from a glob import and a macro-expanded name in the same module during "
               "import or macro resolution";
    default:
        return "a conflict between a macro-expanded name and a less macro-expanded name from outer scope during "
               "import or macro resolution";
    }
}

static char *binding_description(Resolver *r, Binding *b, Ident ident, bool from_prelude) {
    Res res = rs_binding_res(b);
    if (span_is_dummy(b->span)) {
        bool add_built_in = res.kind != RES_NON_MACRO_ATTR && res.kind != RES_PRIM_TY && res.kind != RES_TOOL_MOD;
        const char *built_in = "", *from = "";
        if (from_prelude) from = " from prelude";
        else if (rs_binding_is_extern_crate(r, b) && !rs_binding_is_import(b)) from = " passed with `--extern`";
        else if (add_built_in) built_in = " built-in";
        (void)ident;
        const char *a = built_in[0] ? "a" : rs_res_article(r, res);
        return xasprintf("%s%s %s%s", a, built_in, rs_res_descr(r, res), from);
    }
    return xasprintf("the %s %s here", rs_res_descr(r, res), rs_binding_is_import(b) ? "imported" : "defined");
}

void rs_report_ambiguity(Resolver *r, const AmbiguityError *e) {
    Binding *b1 = e->b1, *b2 = e->b2;
    uint8_t m1 = e->misc1, m2 = e->misc2;
    bool swapped = false;
    if (span_is_dummy(b2->span) && !span_is_dummy(b1->span)) {
        b1 = e->b2;
        b2 = e->b1;
        m1 = e->misc2;
        m2 = e->misc1;
        swapped = true;
    }
    const char *name = sym_str(e->ident.name);
    Diag *d = diag_error(r->dc, DC_E0659, e->ident.span, "`%s` is ambiguous", name);
    diag_label(d, e->ident.span, true, "ambiguous name");
    diag_note(d, "ambiguous because of %s", amb_descr(e->kind));
    for (int which = 0; which < 2; which++) {
        Binding *b = which ? b2 : b1;
        uint8_t misc = which ? m2 : m1;
        const char *also = which ? " also" : "";
        char *what = binding_description(r, b, e->ident, misc == AMISC_FROM_PRELUDE);
        const char *thing = rs_res_descr(r, rs_binding_res(b));
        Diag *note = diag_span_note(d, b->span, "`%s` could%s refer to %s", name, also, what);
        (void)note;
        free(what);
        char *helps[3];
        int nh = 0;
        if (rs_binding_is_glob_import(b) &&
            (e->kind == AMB_GLOB_VS_GLOB || e->kind == AMB_GLOB_VS_EXPANDED ||
             (e->kind == AMB_GLOB_VS_OUTER && swapped != (which == 0))))
            helps[nh++] = xasprintf("consider adding an explicit import of `%s` to disambiguate", name);
        if (rs_binding_is_extern_crate(r, b) &&
            rs_ctxt_edition(r, e->ident.ctxt, LOCAL_CRATE) >= ED_2018)
            helps[nh++] = xasprintf("use `::%s` to refer to this %s unambiguously", name, thing);
        if (misc == AMISC_SUGGEST_CRATE)
            helps[nh++] = xasprintf("use `crate::%s` to refer to this %s unambiguously", name, thing);
        else if (misc == AMISC_SUGGEST_SELF)
            helps[nh++] = xasprintf("use `self::%s` to refer to this %s unambiguously", name, thing);
        for (int i = 0; i < nh; i++) {
            diag_help(d, "%s%s", i ? "or " : "", helps[i]);
            free(helps[i]);
        }
    }
    diag_emit(d);
}

/* ---- E0603 ---- */

/* A tuple struct's constructor: the span of its fields (a constructor is
 * private when a field is). */
static bool ctor_fields_span(Resolver *r, Binding *b, Span *out) {
    if (b->kind != BK_RES || b->res.kind != RES_DEF) return false;
    const DefData *d = res_def(r, b->res.def);
    if (!d || d->kind != DEF_CTOR || d->ctor_of != CTOR_OF_STRUCT || d->ctor_kind != CTOR_FN) return false;
    const Item *it = d->ast;
    if (!it || it->struct_.data.fields.len == 0) return false;
    const FieldDefList *fl = &it->struct_.data.fields;
    *out = (Span){fl->data[0].span.lo, fl->data[fl->len - 1].span.hi};
    return true;
}

void rs_report_privacy(Resolver *r, const PrivacyError *e) {
    Binding *binding = e->binding;
    Res res = rs_binding_res(binding);
    Span fields;
    bool has_fields = ctor_fields_span(r, binding, &fields);
    char *plain = has_fields ? xasprintf("%s constructor", rs_res_descr(r, res)) : xstrdup(rs_res_descr(r, res));
    char *import_descr = xasprintf("%s import", plain);
    const char *descr = rs_binding_is_import(binding) ? import_descr : plain;
    const char *name = sym_str(e->ident.name);
    Diag *d = diag_error(r->dc, DC_E0603, e->ident.span, "%s `%s` is private", descr, name);
    diag_label(d, e->ident.span, true, "private %s", descr);
    if (has_fields) diag_label(d, fields, false, "a constructor is private if any of the fields is private");
    Binding *next = binding;
    Ident next_ident = e->ident;
    while (next) {
        Binding *b = next;
        Ident nm = next_ident;
        next = NULL;
        if (res.kind != RES_ERR && b->kind == BK_IMPORT && !span_is_dummy(b->target->span)) {
            switch (b->import->kind) {
            case IMP_SINGLE:
                next_ident = b->import->source;
                next = b->target;
                break;
            case IMP_GLOB:
            case IMP_MACRO_USE: next = b->target; break;
            default: break;
            }
        }
        bool first = b == binding;
        Span def_span = rs_head_span(r, b->span);
        Diag *note = diag_span_note(d, def_span, "%sthe %s `%s`%s is defined here%s", first ? "" : "...and refers to ",
                                    rs_binding_is_import(b) ? import_descr : plain, sym_str(nm.name),
                                    first ? "" : " which", next ? "..." : "");
        if (!first && b->vis == VIS_PUB) diag_label(note, def_span, false, "consider importing it directly");
    }
    diag_emit(d);
    free(plain);
    free(import_descr);
}

/* ---- unresolved macros ---- */

typedef struct Cand {
    Symbol name;
    Res res;
} Cand;
typedef VEC(Cand) CandVec;

static void add_cand(CandVec *v, Symbol name, Res res) { vec_push(v, (Cand){name, res}); }

static void add_module_cands(Resolver *r, Module *m, CandVec *v, MacroKind kind) {
    for (uint32_t i = 0; i < m->entries.len; i++) {
        NameEntry *e = m->entries.data[i];
        for (int ns = 0; ns < NS__COUNT; ns++) {
            Binding *b = e->ns[ns].binding;
            if (b && rs_binding_macro_kind(r, b) == (int)kind) add_cand(v, e->ident.name, rs_binding_res(b));
        }
    }
}

static int cand_cmp(const void *a, const void *b) {
    return strcmp(sym_str(((const Cand *)a)->name), sym_str(((const Cand *)b)->name));
}

void rs_unresolved_macro_suggestions(Resolver *r, Diag *d, MacroKind kind, const ParentScope *ps, Ident ident) {
    CandVec cands = {0};
    for (uint32_t s = ps->macro_rules, guard = 0; s && guard < 100000; guard++) {
        MacroRulesScope *ms = &r->mr_scopes.data[s];
        if (ms->kind == MRS_BINDING && rs_binding_macro_kind(r, ms->binding) == (int)kind)
            add_cand(&cands, ms->ident.name, rs_binding_res(ms->binding));
        if (ms->kind == MRS_EMPTY) break;
        s = ms->parent;
    }
    Module *m = rs_nearest_item_scope(r, rs_module(r, ps->module));
    for (uint32_t guard = 0; m && guard < 1000; guard++) {
        add_module_cands(r, m, &cands, kind);
        m = m->kind == MOD_BLOCK && m->parent ? rs_module(r, m->parent) : NULL;
    }
    CrateData *cd = rs_crate(r, rs_module(r, ps->module)->krate);
    uint64_t k, v;
    for (uint32_t it = 0; hmap_next(&cd->macro_use_prelude, &it, &k, &v);) {
        Binding *b = (Binding *)(uintptr_t)v;
        if (rs_binding_macro_kind(r, b) == (int)kind) add_cand(&cands, (Symbol)k, rs_binding_res(b));
    }
    if (cd->prelude) add_module_cands(r, rs_module(r, cd->prelude), &cands, kind);
    if (cands.len) qsort(cands.data, cands.len, sizeof(Cand), cand_cmp);
    Symbol *names = xmalloc(sizeof(Symbol) * (cands.len + 1));
    for (uint32_t i = 0; i < cands.len; i++) names[i] = cands.data[i].name;
    Symbol best = rs_best_match(names, cands.len, ident.name);
    free(names);
    if (best && best != ident.name && best != SYM_underscore) {
        Res res = {0};
        for (uint32_t i = 0; i < cands.len; i++)
            if (cands.data[i].name == best) {
                res = cands.data[i].res;
                break;
            }
        const DefData *dd = res.kind == RES_DEF ? res_def(r, res.def) : NULL;
        bool overlaps = dd && dd->span.lo < ident.span.hi && ident.span.lo < dd->span.hi;
        if (!overlaps) {
            if (dd && !span_is_dummy(dd->span))
                diag_label(d, rs_head_span(r, dd->span), false, "similarly named %s `%s` defined here",
                           rs_res_descr(r, res), sym_str(best));
            diag_suggest(d, ident.span, sym_str(best), APP_MAYBE_INCORRECT, "%s %s with a similar name exists",
                         rs_res_article(r, res), rs_res_descr(r, res));
        }
    }
    vec_free(&cands);
    if (kind == MACRO_DERIVE && (ident.name == sym_cstr("Send") || ident.name == sym_cstr("Sync"))) {
        diag_span_note(d, ident.span, "unsafe traits like `%s` should be implemented explicitly", sym_str(ident.name));
        return;
    }
    uint64_t tmp;
    if (hmap_get(&r->macro_names, ((uint64_t)ident.name << 32) | hyg_normalize_to_macros_2_0(r->hyg, ident.ctxt),
                 &tmp)) {
        diag_help(d, "have you added the `#[macro_use]` on the module/import?");
        return;
    }
    /* The name exists, but not as this kind of macro. */
    Namespace nss[3] = {NS_MACRO, NS_TYPE, NS_VALUE};
    for (int i = 0; i < 3; i++) {
        ScopeSet ss = {.kind = SS_ALL, .ns = (uint8_t)nss[i]};
        Lookup lk = rs_early_resolve_ident(r, ident, ss, ps, NULL, false, NULL);
        if (lk.det != LK_OK) continue;
        Res res = rs_binding_res(lk.b);
        const DefData *dd = res.kind == RES_DEF ? res_def(r, res.def) : NULL;
        char *desc;
        if (dd && dd->kind == DEF_MACRO && dd->macro_kind == MACRO_BANG) desc = xstrdup("a function-like macro");
        else if ((dd && dd->kind == DEF_MACRO && dd->macro_kind == MACRO_ATTR) || res.kind == RES_NON_MACRO_ATTR)
            desc = xasprintf("an attribute: `#[%s]`", sym_str(ident.name));
        else if (dd && dd->kind == DEF_MACRO && dd->macro_kind == MACRO_DERIVE)
            desc = xasprintf("a derive macro: `#[derive(%s)]`", sym_str(ident.name));
        else if (res.kind == RES_TOOL_MOD) continue;
        else if (dd && dd->kind == DEF_TRAIT && kind == MACRO_DERIVE)
            desc = xstrdup("only a trait, without a derive macro");
        else
            desc = xasprintf("%s %s, not %s %s", rs_res_article(r, res), rs_res_descr(r, res),
                             kind == MACRO_ATTR ? "an" : "a",
                             kind == MACRO_ATTR ? "attribute" : kind == MACRO_DERIVE ? "derive macro" : "macro");
        if (lk.b->kind == BK_IMPORT && !span_is_dummy(lk.b->import->span)) {
            diag_span_note(d, lk.b->import->span, "`%s` is imported here, but it is %s", sym_str(ident.name), desc);
        } else {
            diag_note(d, "`%s` is in scope, but it is %s", sym_str(ident.name), desc);
        }
        free(desc);
        return;
    }
}
