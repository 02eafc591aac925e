/* hygiene.c — expansions and syntax contexts (see expand.h for the model).
 *
 * Takes: expansions as the expander creates them, and marks applied to
 * token contexts. Gives: interned syntax contexts, with each context's
 * opaque and opaque-and-semi-transparent normal forms precomputed, so a
 * hygienic name comparison is two array reads.
 *
 * The algorithm is rustc's (rustc_span::hygiene), written from its
 * documented behaviour: a context is its parent plus one mark; applying a
 * mark of a given transparency also extends the normal forms that keep
 * marks of that transparency.
 */
#include "rcc/expand.h"

void hyg_init(Hygiene *h) {
    memset(h, 0, sizeof *h);
    ExpnData root = {.kind = EXPN_ROOT};
    vec_push(&h->expns, root);
    SyntaxCtxtData r = {0};
    vec_push(&h->ctxts, r);
    hmap_init(&h->marks);
}

void hyg_free(Hygiene *h) {
    vec_free(&h->expns);
    vec_free(&h->ctxts);
    hmap_free(&h->marks);
}

uint32_t hyg_new_expn(Hygiene *h, const ExpnData *data) {
    ExpnData d = *data;
    if (!d.parent && d.call_ctxt) d.parent = hyg_outer_expn(h, d.call_ctxt);
    vec_push(&h->expns, d);
    return h->expns.len - 1;
}

uint32_t hyg_import_expn(Hygiene *h, const ExpnData *data) {
    vec_push(&h->expns, *data);
    return h->expns.len - 1;
}

uint32_t hyg_import_ctxt(Hygiene *h) {
    SyntaxCtxtData d = {0};
    vec_push(&h->ctxts, d);
    return h->ctxts.len - 1;
}

void hyg_set_ctxt(Hygiene *h, uint32_t ctxt, const SyntaxCtxtData *d) {
    if (ctxt == 0 || ctxt >= h->ctxts.len) rcc_ice("hygiene: bad syntax context %u", ctxt);
    h->ctxts.data[ctxt] = *d;
}

const ExpnData *hyg_expn(const Hygiene *h, uint32_t expn) {
    if (expn >= h->expns.len) rcc_ice("hygiene: bad ExpnId %u", expn);
    return &h->expns.data[expn];
}

ExpnData *hyg_expn_mut(Hygiene *h, uint32_t expn) {
    if (expn >= h->expns.len) rcc_ice("hygiene: bad ExpnId %u", expn);
    return &h->expns.data[expn];
}

static const SyntaxCtxtData *ctxt_data(const Hygiene *h, uint32_t ctxt) {
    if (ctxt >= h->ctxts.len) rcc_ice("hygiene: bad syntax context %u", ctxt);
    return &h->ctxts.data[ctxt];
}

uint32_t hyg_outer_expn(const Hygiene *h, uint32_t ctxt) { return ctxt_data(h, ctxt)->outer_expn; }
Transparency hyg_outer_transparency(const Hygiene *h, uint32_t ctxt) {
    return (Transparency)ctxt_data(h, ctxt)->outer_transparency;
}
uint32_t hyg_parent_ctxt(const Hygiene *h, uint32_t ctxt) { return ctxt_data(h, ctxt)->parent; }
uint32_t hyg_normalize_to_macros_2_0(const Hygiene *h, uint32_t ctxt) { return ctxt_data(h, ctxt)->opaque; }
uint32_t hyg_normalize_to_macro_rules(const Hygiene *h, uint32_t ctxt) {
    return ctxt_data(h, ctxt)->opaque_and_semi;
}

/* The context `parent` + mark (expn, t), whose normal forms are given for
 * the case the context is new. Contexts are interned: the same parent and
 * mark always give the same context. */
static uint32_t intern_ctxt(Hygiene *h, uint32_t parent, uint32_t expn, Transparency t, uint32_t opaque,
                            uint32_t opaque_and_semi, bool self_opaque, bool self_semi) {
    uint64_t key = hash_u64(((uint64_t)parent << 32) ^ ((uint64_t)expn << 2) ^ (uint64_t)t);
    /* The key is a hash: confirm the hit, probing on a collision. */
    for (uint64_t k = key;; k = hash_u64(k + 1)) {
        uint64_t v;
        if (!hmap_get(&h->marks, k, &v)) {
            uint32_t id = h->ctxts.len;
            SyntaxCtxtData d = {.outer_expn = expn,
                                .parent = parent,
                                .opaque = self_opaque ? id : opaque,
                                .opaque_and_semi = self_semi ? id : opaque_and_semi,
                                .outer_transparency = (uint8_t)t};
            vec_push(&h->ctxts, d);
            hmap_put(&h->marks, k, id);
            return id;
        }
        const SyntaxCtxtData *d = &h->ctxts.data[v];
        if (d->parent == parent && d->outer_expn == expn && d->outer_transparency == (uint8_t)t) return (uint32_t)v;
    }
}

static uint32_t apply_mark_internal(Hygiene *h, uint32_t ctxt, uint32_t expn, Transparency t) {
    const SyntaxCtxtData *cd = ctxt_data(h, ctxt);
    uint32_t opaque = cd->opaque, opaque_and_semi = cd->opaque_and_semi;
    if (t >= TRANSP_OPAQUE) {
        uint32_t parent = opaque;
        opaque = intern_ctxt(h, parent, expn, t, 0, 0, true, true);
    }
    if (t >= TRANSP_SEMI_TRANSPARENT) {
        uint32_t parent = opaque_and_semi;
        opaque_and_semi = intern_ctxt(h, parent, expn, t, opaque, 0, false, true);
    }
    return intern_ctxt(h, ctxt, expn, t, opaque, opaque_and_semi, false, false);
}

uint32_t hyg_apply_mark(Hygiene *h, uint32_t ctxt, uint32_t expn, Transparency t) {
    if (expn == 0) rcc_ice("hygiene: applying the root expansion as a mark");
    if (t == TRANSP_OPAQUE) return apply_mark_internal(h, ctxt, expn, t);
    /* A macro_rules (or transparent) expansion whose call site is itself
     * inside a macro 2.0 expansion: the call site's marks come first, so
     * names resolve as they would at the call site. */
    uint32_t call_ctxt = hyg_expn(h, expn)->call_ctxt;
    call_ctxt = t == TRANSP_SEMI_TRANSPARENT ? hyg_normalize_to_macros_2_0(h, call_ctxt)
                                             : hyg_normalize_to_macro_rules(h, call_ctxt);
    if (call_ctxt == 0) return apply_mark_internal(h, ctxt, expn, t);
    /* Re-apply ctxt's marks, outermost last, on top of the call site. */
    uint32_t marks[256], n = 0;
    Transparency ts[256];
    for (uint32_t c = ctxt; c != 0 && n < 256; c = hyg_parent_ctxt(h, c)) {
        marks[n] = hyg_outer_expn(h, c);
        ts[n] = hyg_outer_transparency(h, c);
        n++;
    }
    while (n--) call_ctxt = apply_mark_internal(h, call_ctxt, marks[n], ts[n]);
    return apply_mark_internal(h, call_ctxt, expn, t);
}

uint32_t hyg_dollar_crate_expn(const Hygiene *h, uint32_t ctxt) {
    /* Marks from the outermost inward: first the run of opaque marks,
     * then the run of semi-transparent ones; the last one seen names the
     * macro whose crate `$crate` is. */
    uint32_t c = hyg_normalize_to_macro_rules(h, ctxt), result = 0;
    while (c != 0 && hyg_outer_transparency(h, c) == TRANSP_OPAQUE) {
        result = hyg_outer_expn(h, c);
        c = hyg_parent_ctxt(h, c);
    }
    while (c != 0 && hyg_outer_transparency(h, c) == TRANSP_SEMI_TRANSPARENT) {
        result = hyg_outer_expn(h, c);
        c = hyg_parent_ctxt(h, c);
    }
    return result;
}

uint32_t hyg_dollar_crate(const Hygiene *h, uint32_t ctxt) {
    uint32_t e = hyg_dollar_crate_expn(h, ctxt);
    return e ? hyg_expn(h, e)->def_crate : 0;
}

bool hyg_expn_is_descendant_of(const Hygiene *h, uint32_t e, uint32_t ancestor) {
    while (e != ancestor) {
        if (e == 0) return false;
        e = hyg_expn(h, e)->parent;
    }
    return true;
}

Span hyg_topmost_call_site(const Hygiene *h, Span sp, uint32_t ctxt) {
    for (uint32_t guard = 0; ctxt != 0 && guard < 100000; guard++) {
        uint32_t e = hyg_outer_expn(h, ctxt);
        if (e == 0) break;
        const ExpnData *d = hyg_expn(h, e);
        sp = d->call_site;
        ctxt = d->call_ctxt;
    }
    return sp;
}

uint32_t hyg_expn_depth(const Hygiene *h, uint32_t expn) {
    uint32_t n = 0;
    while (expn != 0) {
        n++;
        expn = hyg_expn(h, expn)->parent;
    }
    return n;
}

/* ---- macro backtraces in diagnostics ---- */

static bool span_contains(Span outer, Span in) { return outer.lo <= in.lo && in.hi <= outer.hi; }

static const char *macro_kind_descr(uint8_t kind) {
    return kind == EXPN_MACRO_ATTR ? "attribute macro" : kind == EXPN_MACRO_DERIVE ? "derive macro" : "macro";
}

/* See expand.h. */
void hyg_macro_backtrace(const Hygiene *h, Diag *d, Span sp, uint32_t ctxt) {
    if (!ctxt) return;
    VEC(uint32_t) bt = {0};
    Span prev = {0, 0};
    for (uint32_t guard = 0; ctxt && guard < 1000; guard++) {
        uint32_t e = hyg_outer_expn(h, ctxt);
        if (!e) break;
        const ExpnData *ed = hyg_expn(h, e);
        bool recursive = ed->call_site.lo == prev.lo && ed->call_site.hi == prev.hi;
        prev = ed->call_site;
        ctxt = ed->call_ctxt;
        if (!recursive) vec_push(&bt, e);
    }
    for (uint32_t i = bt.len; i-- > 0;) {
        const ExpnData *ed = hyg_expn(h, bt.data[i]);
        if (span_is_dummy(ed->def_site)) continue;
        if (ed->kind == EXPN_MACRO_BANG && !span_contains(ed->call_site, sp))
            diag_label(d, ed->call_site, false, "in this macro invocation");
        break;
    }
    const ExpnData *first = NULL, *last = NULL;
    for (uint32_t i = 0; i < bt.len; i++) {
        const ExpnData *ed = hyg_expn(h, bt.data[i]);
        if (ed->kind != EXPN_MACRO_BANG && ed->kind != EXPN_MACRO_ATTR && ed->kind != EXPN_MACRO_DERIVE) continue;
        if (!first) first = ed;
        last = ed;
    }
    if (first) {
        Symbol fname = first->macro_path ? first->macro_path : first->macro_name;
        Symbol lname = last->macro_path ? last->macro_path : last->macro_name;
        char *and_then = last != first && lname != fname
                             ? xasprintf(" which comes from the expansion of the %s `%s`", macro_kind_descr(last->kind),
                                         sym_str(lname))
                             : xstrdup("");
        diag_note(d, "this %s originates in the %s `%s`%s (in Nightly builds, run with -Z macro-backtrace for more info)",
                  d->level == LVL_WARNING ? "warning" : "error", macro_kind_descr(first->kind),
                  sym_str(fname), and_then);
        free(and_then);
    }
    vec_free(&bt);
}
