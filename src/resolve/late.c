/* late.c — late name resolution: the walk over the expanded crate.
 *
 * Takes: a fully expanded crate whose items early resolution has defined
 * (modules, imports, DefIds). Gives: for every path in signatures and
 * bodies what it names (res_record_path_res, keyed by the path's last
 * segment; identifier patterns by the pattern's NodeId), for every
 * `break 'a`/`continue 'a` its loop (res_record_label_res), and rustc's
 * resolution errors (E0425, E0412, E0423, E0401, E0434, E0408, E0416,
 * E0426, E0261, ...).
 *
 * The walk is rustc_resolve's LateResolutionVisitor (late.rs): items push
 * ribs for their generic parameters and `Self`, fn bodies a rib that hides
 * outer locals, blocks a rib for their `let`s (and move the item scope to
 * their anonymous module, if they have items), patterns bind their
 * identifiers. Paths resolve in late_scope.c (single identifiers) and
 * through early resolution (longer paths); what fails is reported by
 * late_diag.c. Labels and lifetimes have rib stacks of their own here.
 */
#include "late_priv.h"

static void visit_item(LateCx *l, Item *it);
static void visit_expr(LateCx *l, Expr *e);
static void resolve_expr(LateCx *l, Expr *e, const Expr *parent);
static void visit_ty(LateCx *l, Ty *t);
static void visit_block(LateCx *l, Block *b);
static void visit_path_args(LateCx *l, Path *p);
static void visit_generics(LateCx *l, Generics *g);
static void visit_generic_params(LateCx *l, GenericParamList params, bool add_self);
static void visit_bounds(LateCx *l, GenericBoundList bounds);
static void visit_lifetime(LateCx *l, Lifetime *lt);
static void resolve_anon_const(LateCx *l, Expr *e, bool is_repeat);

static Res res_err(void) { return (Res){.kind = RES_ERR}; }
static Res res_of_def(DefId d) { return d.i ? (Res){.kind = RES_DEF, .def = d} : res_err(); }

static uint8_t def_kind(const LateCx *l, DefId d) { return d.i ? res_def(l->r, d)->kind : DEF__COUNT; }

static Segs segs_of(const Path *p) { return (Segs){p->segs, p->nsegs, p->span}; }

/* ---- small rib helpers ---- */

static void label_rib_push(LateCx *l, RibKind k) {
    LabelRib lr = {.kind = (uint8_t)k};
    vec_push(&l->labels, lr);
}
static void label_rib_pop(LateCx *l) { l->labels.len--; }

static void lt_rib_push(LateCx *l, LtRibKind k) {
    LtRib r = {.kind = (uint8_t)k};
    vec_push(&l->lt_ribs, r);
}
static void lt_rib_pop(LateCx *l) {
    LtRib *r = &vec_last(&l->lt_ribs);
    if (r->kind == LT_GENERICS) l->lt_binds.len = r->first;
    l->lt_ribs.len--;
}

/* `Self` in a rib of its own (rustc's with_self_rib_ns). */
static void self_rib_push(LateCx *l, Namespace ns, Res res) {
    rib_push_kind(l, ns, RIB_NORMAL);
    Ident self = {.name = SYM_Self};
    rib_bind(l, ns, rib_top(l, ns), self, res);
}

/* rustc's with_constant_rib: values, types and labels cannot be reached
 * from outside; generic params only if `may_use_generics`. */
static void const_ribs_push(LateCx *l, bool is_repeat, bool may_use_generics, const Item *item) {
    Rib v = {.kind = RIB_CONST_ITEM, .generics = may_use_generics};
    if (item) {
        v.const_kind = item->kind == ITEM_STATIC ? CONST_ITEM_STATIC : CONST_ITEM_CONST;
        v.const_ident = item->ident;
    }
    rib_push(l, NS_VALUE, v);
    Rib t = v;
    t.generics = may_use_generics || is_repeat;
    rib_push(l, NS_TYPE, t);
    label_rib_push(l, RIB_CONST_ITEM);
}
static void const_ribs_pop(LateCx *l) {
    label_rib_pop(l);
    rib_pop(l, NS_TYPE);
    rib_pop(l, NS_VALUE);
}

/* rustc's with_item_rib: statics and consts see no generics and no locals. */
static void item_ribs_push(LateCx *l) {
    lt_rib_push(l, LT_ITEM);
    Rib r = {.kind = RIB_ITEM, .generics = false};
    rib_push(l, NS_VALUE, r);
    rib_push(l, NS_TYPE, r);
}
static void item_ribs_pop(LateCx *l) {
    rib_pop(l, NS_TYPE);
    rib_pop(l, NS_VALUE);
    lt_rib_pop(l);
}

/* ---- generic parameter ribs ---- */

typedef struct SeenName {
    Symbol name;
    uint32_t ctxt;
    Span span;
} SeenName;
typedef VEC(SeenName) SeenVec;

static const SeenName *seen_find(const SeenVec *v, Symbol name, uint32_t ctxt) {
    for (uint32_t i = 0; i < v->len; i++)
        if (v->data[i].name == name && v->data[i].ctxt == ctxt) return &v->data[i];
    return NULL;
}

/* The span where a list of generic params is or would go: the `<...>`,
 * or an empty span after the item's name. */
static Span generics_span(const Generics *g, Span after) {
    if (!span_is_dummy(g->span)) return g->span;
    return (Span){after.hi, after.hi};
}

static void err_name_already_used(LateCx *l, Ident id, Span first) {
    Diag *d = diag_error(l->dc, DC_E0403, id.span,
                         "the name `%s` is already used for a generic parameter in this item's generic parameters",
                         sym_str(id.name));
    diag_label(d, id.span, true, "already used");
    diag_label(d, first, false, "first use of `%s`", sym_str(id.name));
    diag_emit(d);
}

/* rustc's with_generic_param_rib: the item's type params in a type rib,
 * const params in a value rib, lifetimes in a lifetime rib. Pushes the
 * three ribs; generic_ribs_pop pops them. */
static void generic_ribs_push(LateCx *l, GenericParamList params, RibKind kind, LtBinderKind binder, Span gspan) {
    SeenVec seen = {0};
    if (kind == RIB_ASSOC_ITEM) {
        /* The params of an associated item cannot shadow the impl's or
         * trait's (E0403). */
        for (int ns = 0; ns < 2; ns++) {
            RibStack *st = &l->ribs[ns];
            for (uint32_t i = st->specials.len; i-- > 0;) {
                uint32_t ri = st->specials.data[i];
                if (st->ribs.data[ri].kind != RIB_ITEM) continue;
                for (uint32_t b = 0; b < st->binds.len; b++)
                    if (st->binds.data[b].rib == ri) {
                        Ident id = st->binds.data[b].ident;
                        SeenName s = {id.name, late_m2(l, id.ctxt), id.span};
                        vec_push(&seen, s);
                    }
                break;
            }
        }
    }
    LtRib lr = {.kind = LT_GENERICS, .binder = (uint8_t)binder, .span = gspan, .first = l->lt_binds.len};
    Rib rib = {.kind = (uint8_t)kind, .generics = true};
    rib_push(l, NS_VALUE, rib);
    rib_push(l, NS_TYPE, rib);
    uint32_t tv = rib_top(l, NS_VALUE), tt = rib_top(l, NS_TYPE);
    for (uint32_t i = 0; i < params.len; i++) {
        GenericParam *gp = &params.data[i];
        Ident id = gp->ident;
        uint32_t ctxt = late_m2(l, id.ctxt);
        if (gp->kind == GP_LIFETIME) {
            /* A lifetime of an enclosing binder of the same item. */
            bool shadowed = false;
            for (uint32_t k = l->lt_ribs.len; k-- > 0 && !shadowed;) {
                const LtRib *o = &l->lt_ribs.data[k];
                if (o->kind == LT_GENERICS)
                    for (uint32_t j = o->first; j < o->first + o->n; j++) {
                        const LtBinding *b = &l->lt_binds.data[j];
                        if (b->ident.name == id.name && b->ident.ctxt == ctxt) {
                            Diag *d = diag_error(l->dc, DC_E0496, id.span,
                                                 "lifetime name `%s` shadows a lifetime name that is already in scope",
                                                 sym_str(id.name));
                            diag_label(d, b->ident.span, false, "first declared here");
                            diag_label(d, id.span, true, "lifetime `%s` already in scope", sym_str(id.name));
                            diag_emit(d);
                            shadowed = true;
                            break;
                        }
                    }
                if (o->kind == LT_ITEM) break;
            }
            if (shadowed) continue;
        }
        const SeenName *s = seen_find(&seen, id.name, ctxt);
        if (s) {
            err_name_already_used(l, id, s->span);
            if (gp->kind == GP_LIFETIME) continue;
        } else {
            SeenName n = {id.name, ctxt, id.span};
            vec_push(&seen, n);
        }
        if (id.name == SYM_underscore_lifetime) {
            Diag *d = diag_error(l->dc, DC_E0637, id.span, "`'_` cannot be used here");
            diag_label(d, id.span, true, "`'_` is a reserved lifetime name");
            diag_emit(d);
            continue;
        }
        if (id.name == SYM_static_lifetime) {
            Diag *d = diag_error(l->dc, DC_E0262, id.span, "invalid lifetime parameter name: `%s`", sym_str(id.name));
            diag_label(d, id.span, true, "'static is a reserved lifetime name");
            diag_emit(d);
            continue;
        }
        if (gp->kind == GP_LIFETIME) {
            LtBinding b = {.ident = {id.name, ctxt, id.span}, .id = gp->id};
            vec_push(&l->lt_binds, b);
            lr.n++;
            continue;
        }
        Res res = kind == RIB_NORMAL ? res_err() : res_of_def(res_def_of_node(l->r, gp->id));
        if (gp->kind == GP_TYPE) rib_bind(l, NS_TYPE, tt, id, res);
        else rib_bind(l, NS_VALUE, tv, id, res);
    }
    vec_free(&seen);
    vec_push(&l->lt_ribs, lr);
}

static void generic_ribs_pop(LateCx *l) {
    lt_rib_pop(l);
    rib_pop(l, NS_TYPE);
    rib_pop(l, NS_VALUE);
}

/* `for<'a>` binders and the like: a rib that only declares lifetimes. */
static void binder_ribs_push(LateCx *l, GenericParamList params, LtBinderKind binder, Span span) {
    generic_ribs_push(l, params, RIB_NORMAL, binder, span);
}

/* ---- labels ---- */

typedef enum LabelOutcome { LABEL_OK, LABEL_UNDECLARED, LABEL_UNREACHABLE } LabelOutcome;
typedef struct LabelLookup {
    LabelOutcome outcome;
    NodeId target;
    Span def_span;
    bool has_sugg;
    Ident sugg;
    bool sugg_reachable;
} LabelLookup;

static bool label_valid_from(const LateCx *l, uint32_t i) {
    for (uint32_t k = i + 1; k < l->labels.len; k++) {
        uint8_t kind = l->labels.data[k].kind;
        if (kind != RIB_NORMAL && kind != RIB_MACRO_DEF) return false;
    }
    return true;
}

/* rustc's resolve_label: innermost label rib first; labels are hygienic
 * (macro_rules), and a label behind a fn/closure/const boundary is
 * unreachable. */
static LabelLookup resolve_label(LateCx *l, Ident label) {
    LabelLookup out = {.outcome = LABEL_UNDECLARED};
    uint32_t ctxt = label.ctxt;
    for (uint32_t i = l->labels.len; i-- > 0;) {
        const LabelRib *rib = &l->labels.data[i];
        if (rib->kind == RIB_MACRO_DEF && late_ctxt_from_macro(l, ctxt, rib->macro_span))
            ctxt = hyg_parent_ctxt(l->hyg, ctxt);
        if (!rib->has_label) continue;
        if (rib->name == label.name && rib->ctxt == late_mr(l, ctxt)) {
            out.def_span = rib->span;
            out.target = rib->target;
            out.outcome = label_valid_from(l, i) ? LABEL_OK : LABEL_UNREACHABLE;
            return out;
        }
        if (!out.has_sugg && rib->ctxt == late_mr(l, ctxt)) {
            Symbol cand = rib->name;
            if (late_best_match(&cand, 1, label.name)) {
                out.has_sugg = true;
                out.sugg = (Ident){rib->name, rib->ctxt, rib->span};
                out.sugg_reachable = label_valid_from(l, i);
            }
        }
    }
    return out;
}

static void report_label(LateCx *l, Ident label, const LabelLookup *lk) {
    const char *name = sym_str(label.name);
    Diag *d;
    if (lk->outcome == LABEL_UNREACHABLE) {
        d = diag_error(l->dc, DC_E0767, label.span, "use of unreachable label `%s`", name);
        diag_label(d, lk->def_span, false, "unreachable label defined here");
        diag_label(d, label.span, true, "unreachable label `%s`", name);
        diag_note(d, "labels are unreachable through functions, closures, async blocks and modules");
    } else {
        d = diag_error(l->dc, DC_E0426, label.span, "use of undeclared label `%s`", name);
        diag_label(d, label.span, true, "undeclared label `%s`", name);
    }
    if (lk->has_sugg) {
        if (lk->sugg_reachable) {
            diag_label(d, lk->sugg.span, false, "a label with a similar name is reachable");
            diag_suggest(d, label.span, sym_str(lk->sugg.name), APP_MAYBE_INCORRECT, "try using similarly named label");
        } else {
            diag_label(d, lk->sugg.span, false,
                       lk->outcome == LABEL_UNREACHABLE ? "a label with a similar name exists but is also unreachable"
                                                         : "a label with a similar name exists but is unreachable");
        }
    }
    late_macro_backtrace(l, d, label.span, label.ctxt);
    diag_emit(d);
}

/* Pushes the rib of a labelled loop or block (rustc's with_resolved_label);
 * returns whether it pushed one. */
static bool label_push(LateCx *l, Label *label, NodeId target) {
    if (!label) return false;
    Ident id = label->ident;
    LabelLookup lk = resolve_label(l, id);
    if (lk.outcome == LABEL_OK) {
        /* Only a warning, for historical reasons (not a lint). */
        Diag *d = diag_warning(l->dc, DC_NONE, id.span, "label name `%s` shadows a label name that is already in scope",
                               sym_str(id.name));
        diag_label(d, lk.def_span, false, "first declared here");
        diag_label(d, id.span, true, "label `%s` already in scope", sym_str(id.name));
        diag_emit(d);
    }
    LabelRib lr = {.kind = RIB_NORMAL, .has_label = true, .name = id.name, .ctxt = late_mr(l, id.ctxt),
                   .span = id.span, .target = target};
    vec_push(&l->labels, lr);
    return true;
}

static void labeled_block(LateCx *l, Label *label, NodeId target, Block *b) {
    bool pushed = label_push(l, label, target);
    visit_block(l, b);
    if (pushed) label_rib_pop(l);
}

/* ---- lifetimes ---- */

static void lt_err_e0637(LateCx *l, Span sp, bool elided) {
    Diag *d = diag_error(l->dc, DC_E0637, sp, "%s",
                         elided ? "`&` without an explicit lifetime name cannot be used here" : "`'_` cannot be used here");
    diag_label(d, sp, true, "%s", elided ? "explicit lifetime name needed here" : "`'_` is a reserved lifetime name");
    diag_emit(d);
}

/* `'_` or an elided `&`: an error only where rustc forbids it. */
static void resolve_anon_lifetime(LateCx *l, Span sp, bool elided) {
    for (uint32_t i = l->lt_ribs.len; i-- > 0;) {
        switch ((LtRibKind)l->lt_ribs.data[i].kind) {
        case LT_ANON_CREATE: case LT_ANON_PASS: return;
        case LT_ANON_REPORT: lt_err_e0637(l, sp, elided); return;
        case LT_ITEM: return;
        default: break;
        }
    }
}

static const char *binder_descr(LtBinderKind k) {
    switch (k) {
    case LTB_BARE_FN: return "type";
    case LTB_POLY_TRAIT: case LTB_WHERE_BOUND: return "bound";
    case LTB_ITEM: return "item";
    case LTB_IMPL: return "impl block";
    case LTB_FUNCTION: return "function";
    }
    return "item";
}

/* rustc's emit_undeclared_lifetime_error: E0261, or E0401 for a lifetime
 * of an outer item, with a suggestion per enclosing binder. */
static void err_undeclared_lifetime(LateCx *l, Lifetime *lt, const LtBinding *outer) {
    const char *name = sym_str(lt->ident.name);
    Diag *d;
    if (outer) {
        d = diag_error(l->dc, DC_E0401, lt->ident.span, "can't use generic parameters from outer item");
        diag_label(d, lt->ident.span, true, "use of generic parameter from outer item");
        diag_label(d, outer->ident.span, false, "lifetime parameter from outer item");
    } else {
        d = diag_error(l->dc, DC_E0261, lt->ident.span, "use of undeclared lifetime name `%s`", name);
        diag_label(d, lt->ident.span, true, "undeclared lifetime");
    }
    bool noted = false;
    for (uint32_t i = l->lt_ribs.len; i-- > 0;) {
        const LtRib *rib = &l->lt_ribs.data[i];
        if (rib->kind == LT_ITEM) break;
        if (rib->kind != LT_GENERICS || span_is_dummy(rib->span)) continue;
        bool hr = rib->binder == LTB_BARE_FN || rib->binder == LTB_POLY_TRAIT || rib->binder == LTB_WHERE_BOUND;
        Span sp;
        char *sugg;
        if (rib->span.lo == rib->span.hi) {
            sp = rib->span;
            sugg = xasprintf("%s<%s>%s", hr ? "for" : "", name, hr ? " " : "");
        } else {
            /* just after the `<` */
            sp = (Span){rib->span.lo + 1, rib->span.lo + 1};
            sugg = xasprintf("%s, ", name);
        }
        if (hr) {
            diag_suggest(d, sp, sugg, APP_MAYBE_INCORRECT, "consider making the %s lifetime-generic with a new `%s` lifetime",
                         binder_descr((LtBinderKind)rib->binder), name);
            if (!noted)
                diag_note(d, "for more information on higher-ranked polymorphism, visit "
                             "https://doc.rust-lang.org/nomicon/hrtb.html");
            noted = true;
        } else {
            diag_suggest(d, sp, sugg, APP_MAYBE_INCORRECT, "consider introducing lifetime `%s` here", name);
        }
        free(sugg);
    }
    late_macro_backtrace(l, d, lt->ident.span, lt->ident.ctxt);
    diag_emit(d);
}

static void visit_lifetime(LateCx *l, Lifetime *lt) {
    Ident id = lt->ident;
    if (!id.name || id.name == SYM_static_lifetime) return;
    if (id.name == SYM_underscore_lifetime) {
        resolve_anon_lifetime(l, id.span, false);
        return;
    }
    uint32_t ctxt = late_m2(l, id.ctxt);
    uint32_t i = l->lt_ribs.len;
    while (i-- > 0) {
        const LtRib *rib = &l->lt_ribs.data[i];
        if (rib->kind == LT_GENERICS)
            for (uint32_t j = rib->first; j < rib->first + rib->n; j++)
                if (l->lt_binds.data[j].ident.name == id.name && l->lt_binds.data[j].ident.ctxt == ctxt) return;
        if (rib->kind == LT_ITEM) break;
        if (rib->kind == LT_CONST_GENERIC) {
            Diag *d = diag_error(l->dc, DC_E0771, id.span, "use of non-static lifetime `%s` in const generic",
                                 sym_str(id.name));
            diag_note(d, "for more information, see issue #74052 <https://github.com/rust-lang/rust/issues/74052>");
            diag_emit(d);
            return;
        }
        if (rib->kind == LT_ANON_CONST) {
            if (l->generic_const_exprs) return;
            Diag *d = diag_error(l->dc, DC_E0658, id.span, "a non-static lifetime is not allowed in a `const`");
            diag_note(d, "see issue #76560 <https://github.com/rust-lang/rust/issues/76560> for more information");
            if (l->nightly) diag_help(d, "add `#![feature(generic_const_exprs)]` to the crate attributes to enable");
            diag_emit(d);
            return;
        }
    }
    /* Not in scope: is it a lifetime of an outer item? */
    const LtBinding *outer = NULL;
    while (i != UINT32_MAX && i-- > 0 && !outer) {
        const LtRib *rib = &l->lt_ribs.data[i];
        if (rib->kind == LT_GENERICS)
            for (uint32_t j = rib->first; j < rib->first + rib->n; j++)
                if (l->lt_binds.data[j].ident.name == id.name && l->lt_binds.data[j].ident.ctxt == ctxt) {
                    outer = &l->lt_binds.data[j];
                    break;
                }
    }
    err_undeclared_lifetime(l, lt, outer);
}

/* ---- paths ---- */

/* QRES_FAILED: an earlier segment failed, not reported yet (the caller
 * decides how: rustc's report_errors_for_call). */
typedef enum QResKind { QRES_NONE, QRES_SOME, QRES_ERR, QRES_FAILED } QResKind;

static bool is_prim_name(Symbol s) { return s >= SYM_bool && s <= SYM_f64; }
static PrimTy prim_of(Symbol s) { return (PrimTy)(s - SYM_bool); }

static Span seg_span(const PathSegment *s) {
    Span sp = s->ident.span;
    if (s->args && s->args->span.hi > sp.hi) sp.hi = s->args->span.hi;
    return sp;
}

static Segs sub_segs(Segs p, uint32_t n) {
    Segs out = {p.s, n, p.span};
    if (n && n < p.n) out.span = span_to(p.span.lo ? (Span){p.span.lo, p.span.lo} : p.s[0].ident.span, seg_span(&p.s[n - 1]));
    return out;
}

/* The prim-type fallback of rustc's resolve_qpath: `u8::max_value()`
 * when `u8` names a module (`use std::u8;`) or nothing. */
static bool prim_fallback(LateCx *l, Segs p, Namespace ns, PartialRes *out) {
    if (!(ns == NS_TYPE || p.n > 1) || !is_prim_name(p.s[0].ident.name)) return false;
    out->base = (Res){.kind = RES_PRIM_TY, .prim = (uint8_t)prim_of(p.s[0].ident.name)};
    out->unresolved = p.n - 1;
    return true;
}

/* rustc's resolve_path_with_ribs + the non-qself half of resolve_qpath. */
static QResKind resolve_plain(LateCx *l, Segs p, Namespace ns, const Span *fin, PartialRes *out) {
    const PathSegment *first = &p.s[0];
    Symbol name = first->ident.name;
    bool kw = name == SYM_self || name == SYM_super || name == SYM_crate || name == SYM_PathRoot ||
              name == SYM_dollar_crate;
    if (p.n == 1 && !(kw && ns == NS_TYPE)) {
        LexResult lx = late_lookup(l, first->ident, ns, fin);
        if (lx.kind == LEX_NONE) {
            if (ns == NS_TYPE && prim_fallback(l, p, ns, out)) return QRES_SOME;
            return QRES_NONE;
        }
        out->base = lx.res;
        out->unresolved = 0;
        if (lx.kind == LEX_ITEM && lx.res.kind == RES_DEF && def_kind(l, lx.res.def) == DEF_MOD &&
            prim_fallback(l, p, ns, out))
            return QRES_SOME;
        return QRES_SOME;
    }
    if (!kw) {
        /* The first segment may be a generic param or `Self`. */
        LexResult lx = late_lookup(l, first->ident, NS_TYPE, fin);
        if (lx.kind == LEX_RIB) {
            out->base = lx.res;
            out->unresolved = p.n - 1;
            return QRES_SOME;
        }
    }
    switch (late_resolve_path(l, p, (int)ns, fin, false, out)) {
    case LPATH_OK: return QRES_SOME;
    case LPATH_MODULE:
        if (prim_fallback(l, p, ns, out)) return QRES_SOME;
        return QRES_SOME;
    case LPATH_FAILED_LAST:
        if (prim_fallback(l, p, ns, out)) return QRES_SOME;
        return QRES_NONE;
    case LPATH_FAILED:
        if (prim_fallback(l, p, ns, out)) return QRES_SOME;
        return QRES_FAILED;
    }
    return QRES_NONE;
}

static PartialRes smart_resolve_segs(LateCx *l, const QSelf *qself, Segs p, PathSource src, NodeId record);

/* rustc's resolve_qpath. */
static QResKind resolve_qpath(LateCx *l, const QSelf *qself, Segs p, Namespace ns, const Span *fin, PartialRes *out) {
    if (qself) {
        if (qself->position == 0) {
            /* `<T>::B`: all of it is left to type checking. */
            out->base = res_of_def(res_module_def(l->r, res_crate_root(l->r, l->krate)));
            out->unresolved = p.n;
            return QRES_SOME;
        }
        /* `<T as A::B>::C`: `A::B` must be an item of a trait. */
        uint32_t pos = qself->position < p.n ? qself->position : p.n - 1;
        Namespace ins = pos + 1 == p.n ? ns : NS_TYPE;
        PathSource ts = {.kind = PS_TRAIT_ITEM, .ns = (uint8_t)ins};
        Segs tp = sub_segs(p, pos + 1);
        tp.span = p.span;
        PartialRes pr = smart_resolve_segs(l, NULL, tp, ts, (NodeId){0});
        out->base = pr.base;
        out->unresolved = pr.unresolved + p.n - pos - 1;
        return QRES_SOME;
    }
    return resolve_plain(l, p, ns, fin, out);
}

/* rustc's resolve_qpath_anywhere: the path's own namespace, then the
 * others (to say "expected value, found struct"), then macros. */
static QResKind resolve_anywhere(LateCx *l, const QSelf *qself, Segs p, PathSource src, const Span *fin,
                                 const Path *path, PartialRes *out) {
    Namespace primary = late_source_ns(src);
    bool defer = late_defer_to_typeck(src);
    static const Namespace order[3] = {NS_TYPE, NS_TYPE, NS_VALUE};
    bool have = false;
    PartialRes fin_res = {0};
    for (int i = 0; i < 3; i++) {
        Namespace ns = i == 0 ? primary : order[i];
        if (i > 0 && ns == primary) continue;
        PartialRes pr = {0};
        QResKind k = resolve_qpath(l, qself, p, ns, fin, &pr);
        if (k == QRES_ERR || k == QRES_FAILED) return k;
        if (k == QRES_SOME) {
            if (pr.unresolved == 0 || defer) {
                *out = pr;
                return QRES_SOME;
            }
            if (!have) {
                have = true;
                fin_res = pr;
            }
        }
    }
    if (!qself && path) {
        Res mres;
        if (late_as_macro(l, path, &mres)) {
            out->base = mres;
            out->unresolved = 0;
            return QRES_SOME;
        }
    }
    if (have) {
        *out = fin_res;
        return QRES_SOME;
    }
    return QRES_NONE;
}

static bool is_call_source(PathSource src) {
    return src.kind == PS_EXPR && src.parent && src.parent->kind == EXPR_CALL;
}

/* rustc's smart_resolve_path_fragment: resolves, checks the kind of what
 * was found against what the position wants, reports, records. */
static PartialRes smart_resolve_segs(LateCx *l, const QSelf *qself, Segs p, PathSource src, NodeId record) {
    PartialRes pr = {.base = res_err()};
    if (!p.n) return pr;
    Span fin = p.span;
    Path tmp = {p.span, (PathSegment *)p.s, p.n};
    QResKind k = resolve_anywhere(l, qself, p, src, &fin, &tmp, &pr);
    if (k == QRES_SOME && pr.unresolved == 0) {
        if (!(late_is_expected(l, src, pr.base) || pr.base.kind == RES_ERR)) {
            late_report_smart(l, p, src, &pr.base);
            pr = (PartialRes){.base = res_err()};
        }
    } else if (k == QRES_SOME && late_defer_to_typeck(src)) {
        /* a type-relative tail, for the type checker */
    } else if (k == QRES_ERR) {
        pr = (PartialRes){.base = res_err()};
    } else if (k == QRES_FAILED) {
        /* E0433; for a call, with what could be imported. */
        Namespace ns = late_source_ns(src);
        char *label = is_call_source(src) ? late_path_failure_label(l, p, (int)ns, &fin) : NULL;
        if (!label || !late_report_call_failure(l, p, label)) {
            PartialRes again;
            late_resolve_path(l, p, (int)ns, &fin, true, &again);
        }
        free(label);
        pr = (PartialRes){.base = res_err()};
    } else {
        late_report_smart(l, p, src, NULL);
        pr = (PartialRes){.base = res_err()};
    }
    if (src.kind != PS_TRAIT_ITEM && record.i) {
        res_record_path_res(l->r, record, pr);
        if (pr.unresolved) res_record_trait_scope(l->r, record, (TraitScope){l->module, l->cur_trait_ref});
    }
    return pr;
}

static PartialRes smart_resolve_path(LateCx *l, const QSelf *qself, Path *path, PathSource src) {
    if (!path->nsegs) return (PartialRes){.base = res_err()};
    return smart_resolve_segs(l, qself, segs_of(path), src, path->segs[path->nsegs - 1].id);
}

/* ---- types ---- */

static void visit_generic_args(LateCx *l, GenericArgs *ga);

static void visit_path_args(LateCx *l, Path *p) {
    for (uint32_t i = 0; i < p->nsegs; i++)
        if (p->segs[i].args) visit_generic_args(l, p->segs[i].args);
}

static void visit_qself(LateCx *l, QSelf *q) {
    if (q && q->ty) visit_ty(l, q->ty);
}

/* A type argument that is a single identifier naming a value and no type
 * is a const argument (`foo::<N>()`): rustc's visit_generic_arg. */
static bool generic_arg_is_const(LateCx *l, Ty *t) {
    if (t->kind != TY_PATH || t->path.path.nsegs != 1 || t->path.path.segs[0].args) return false;
    Ident id = t->path.path.segs[0].ident;
    return late_lookup(l, id, NS_TYPE, NULL).kind == LEX_NONE && late_lookup(l, id, NS_VALUE, NULL).kind != LEX_NONE;
}

static void visit_generic_args(LateCx *l, GenericArgs *ga) {
    bool prev = l->in_generic_args;
    l->in_generic_args = true;
    if (ga->parenthesized) {
        /* `Fn(&u8) -> &u8` in a bound: its elided lifetimes belong to the
         * bound's (maybe implicit) `for<>`. */
        bool poly = false;
        for (uint32_t i = l->lt_ribs.len; i-- > 0;) {
            const LtRib *r = &l->lt_ribs.data[i];
            if (r->kind == LT_GENERICS && r->binder == LTB_POLY_TRAIT) {
                poly = true;
                break;
            }
            if (r->kind == LT_ITEM || r->kind == LT_GENERICS) break;
        }
        if (poly) lt_rib_push(l, LT_ANON_CREATE);
        for (uint32_t i = 0; i < ga->inputs.len; i++) visit_ty(l, ga->inputs.data[i]);
        if (poly) {
            lt_rib_pop(l);
            lt_rib_push(l, LT_ANON_PASS);
        }
        if (ga->output) visit_ty(l, ga->output);
        if (poly) lt_rib_pop(l);
        l->in_generic_args = prev;
        return;
    }
    for (uint32_t i = 0; i < ga->nargs; i++) {
        GenericArg *a = &ga->args[i];
        switch (a->kind) {
        case GA_LIFETIME: visit_lifetime(l, &a->lifetime); break;
        case GA_TYPE:
            if (generic_arg_is_const(l, a->ty)) {
                const_ribs_push(l, false, true, NULL);
                PathSource src = {.kind = PS_EXPR};
                smart_resolve_path(l, a->ty->path.qself, &a->ty->path.path, src);
                visit_qself(l, a->ty->path.qself);
                visit_path_args(l, &a->ty->path.path);
                const_ribs_pop(l);
            } else {
                visit_ty(l, a->ty);
            }
            break;
        case GA_CONST:
            lt_rib_push(l, LT_ANON_CONST);
            resolve_anon_const(l, a->expr, false);
            lt_rib_pop(l);
            break;
        case GA_CONSTRAINT:
            if (a->gen_args) {
                lt_rib_push(l, LT_ANON_REPORT);
                visit_generic_args(l, a->gen_args);
                lt_rib_pop(l);
            }
            if (a->ty) visit_ty(l, a->ty);
            if (a->expr) {
                lt_rib_push(l, LT_ANON_CONST);
                resolve_anon_const(l, a->expr, false);
                lt_rib_pop(l);
            }
            visit_bounds(l, a->bounds);
            break;
        }
    }
    l->in_generic_args = prev;
}

/* A trait bound `for<'a> Trait<..>` (rustc's visit_poly_trait_ref). */
static void visit_poly_trait_ref(LateCx *l, GenericBound *b) {
    binder_ribs_push(l, b->bound_generic_params, LTB_POLY_TRAIT, (Span){b->span.lo, b->span.lo});
    visit_generic_params(l, b->bound_generic_params, false);
    PathSource src = {.kind = PS_TRAIT, .alias_ok = true};
    smart_resolve_path(l, NULL, &b->trait_path, src);
    visit_path_args(l, &b->trait_path);
    generic_ribs_pop(l);
}

static void visit_bounds(LateCx *l, GenericBoundList bounds) {
    for (uint32_t i = 0; i < bounds.len; i++) {
        GenericBound *b = &bounds.data[i];
        switch (b->kind) {
        case BOUND_TRAIT: visit_poly_trait_ref(l, b); break;
        case BOUND_OUTLIVES: visit_lifetime(l, &b->lifetime); break;
        case BOUND_USE:
            for (uint32_t j = 0; j < b->nuse_args; j++) {
                GenericArg *a = &b->use_args[j];
                if (a->kind == GA_LIFETIME) visit_lifetime(l, &a->lifetime);
                else if (a->ty) visit_ty(l, a->ty);
            }
            break;
        }
    }
}

static void visit_fn_decl_types(LateCx *l, FnDecl *d) {
    for (uint32_t i = 0; i < d->inputs.len; i++) {
        late_walk_pat(l, d->inputs.data[i].pat);
        visit_ty(l, d->inputs.data[i].ty);
    }
}

static void visit_ty(LateCx *l, Ty *t) {
    if (!t) return;
    if (++l->depth > 20000) {
        l->depth--;
        return;
    }
    switch (t->kind) {
    case TY_REF:
        if (!t->ref.lifetime) resolve_anon_lifetime(l, (Span){t->span.lo, t->span.lo + 1}, true);
        else visit_lifetime(l, t->ref.lifetime);
        visit_ty(l, t->ref.ty);
        break;
    case TY_PATH: {
        PathSource src = {.kind = PS_TYPE};
        PartialRes pr = smart_resolve_path(l, t->path.qself, &t->path.path, src);
        visit_qself(l, t->path.qself);
        bool bare_trait = !t->path.qself && pr.unresolved == 0 && pr.base.kind == RES_DEF &&
                          (def_kind(l, pr.base.def) == DEF_TRAIT || def_kind(l, pr.base.def) == DEF_TRAIT_ALIAS);
        if (bare_trait) binder_ribs_push(l, (GenericParamList){0}, LTB_POLY_TRAIT, (Span){t->span.lo, t->span.lo});
        visit_path_args(l, &t->path.path);
        if (bare_trait) generic_ribs_pop(l);
        break;
    }
    case TY_IMPLICIT_SELF: {
        Ident self = {.name = SYM_Self, .span = t->span};
        LexResult lx = late_lookup(l, self, NS_TYPE, &t->span);
        PartialRes pr = {.base = lx.kind == LEX_NONE ? res_err() : lx.res};
        res_record_path_res(l->r, t->id, pr);
        break;
    }
    case TY_BARE_FN:
        binder_ribs_push(l, t->bare_fn.generic_params, LTB_BARE_FN, (Span){t->span.lo, t->span.lo});
        visit_generic_params(l, t->bare_fn.generic_params, false);
        lt_rib_push(l, LT_ANON_CREATE);
        for (uint32_t i = 0; i < t->bare_fn.decl.inputs.len; i++) {
            late_walk_pat(l, t->bare_fn.decl.inputs.data[i].pat);
            visit_ty(l, t->bare_fn.decl.inputs.data[i].ty);
        }
        lt_rib_pop(l);
        lt_rib_push(l, LT_ANON_PASS);
        visit_ty(l, t->bare_fn.decl.output);
        lt_rib_pop(l);
        generic_ribs_pop(l);
        break;
    case TY_SLICE: case TY_PAREN: visit_ty(l, t->elem); break;
    case TY_ARRAY:
        visit_ty(l, t->array.elem);
        lt_rib_push(l, LT_ANON_CONST);
        resolve_anon_const(l, t->array.len, false);
        lt_rib_pop(l);
        break;
    case TY_PTR: visit_ty(l, t->ptr.ty); break;
    case TY_TUP:
        for (uint32_t i = 0; i < t->tup.len; i++) visit_ty(l, t->tup.data[i]);
        break;
    case TY_TRAIT_OBJECT: visit_bounds(l, t->trait_object.bounds); break;
    case TY_IMPL_TRAIT: visit_bounds(l, t->impl_trait.bounds); break;
    case TY_TYPEOF:
        lt_rib_push(l, LT_ANON_CONST);
        resolve_anon_const(l, t->typeof_expr, false);
        lt_rib_pop(l);
        break;
    case TY_NEVER: case TY_INFER: case TY_MAC_CALL: case TY_CVARARGS: case TY_ERR: case TY__COUNT: break;
    }
    l->depth--;
}

/* ---- generics ---- */

/* Binds the generic params that are not declared yet: a default may only
 * name the params before it (E0128), and an ADT's defaults not `Self`. */
static void fwd_ban_push(LateCx *l, GenericParamList params, uint32_t from, bool add_self, GenericParamKind kind,
                         Namespace ns) {
    rib_push_kind(l, ns, RIB_FWD_BAN);
    uint32_t top = rib_top(l, ns);
    for (uint32_t j = from; j < params.len; j++)
        if (params.data[j].kind == kind) rib_bind(l, ns, top, params.data[j].ident, res_err());
    if (add_self && ns == NS_TYPE) {
        Ident self = {.name = SYM_Self};
        rib_bind(l, ns, top, self, res_err());
    }
}

/* rustc's visit_generic_params: bounds, defaults (behind the
 * forward-declaration ban), const param types. */
static void visit_generic_params(LateCx *l, GenericParamList params, bool add_self) {
    lt_rib_push(l, LT_ANON_REPORT);
    for (uint32_t i = 0; i < params.len; i++) {
        GenericParam *gp = &params.data[i];
        switch (gp->kind) {
        case GP_LIFETIME: visit_bounds(l, gp->bounds); break;
        case GP_TYPE:
            visit_bounds(l, gp->bounds);
            if (gp->default_ty) {
                fwd_ban_push(l, params, i, add_self, GP_TYPE, NS_TYPE);
                fwd_ban_push(l, params, i, false, GP_CONST, NS_VALUE);
                visit_ty(l, gp->default_ty);
                rib_pop(l, NS_VALUE);
                rib_pop(l, NS_TYPE);
            }
            break;
        case GP_CONST:
            rib_push_kind(l, NS_TYPE, RIB_CONST_PARAM_TY);
            rib_push_kind(l, NS_VALUE, RIB_CONST_PARAM_TY);
            lt_rib_push(l, LT_CONST_GENERIC);
            visit_ty(l, gp->ty);
            lt_rib_pop(l);
            rib_pop(l, NS_VALUE);
            rib_pop(l, NS_TYPE);
            if (gp->default_expr) {
                fwd_ban_push(l, params, i + 1, add_self, GP_TYPE, NS_TYPE);
                fwd_ban_push(l, params, i, false, GP_CONST, NS_VALUE);
                lt_rib_push(l, LT_CONST_GENERIC);
                resolve_anon_const(l, gp->default_expr, false);
                lt_rib_pop(l);
                rib_pop(l, NS_VALUE);
                rib_pop(l, NS_TYPE);
            }
            break;
        }
    }
    lt_rib_pop(l);
}

static void visit_where_predicate(LateCx *l, WherePredicate *wp) {
    lt_rib_push(l, LT_ANON_REPORT);
    switch (wp->kind) {
    case WHERE_BOUND:
        binder_ribs_push(l, wp->bound_generic_params, LTB_WHERE_BOUND, (Span){wp->span.lo, wp->span.lo});
        visit_generic_params(l, wp->bound_generic_params, false);
        visit_ty(l, wp->bounded_ty);
        visit_bounds(l, wp->bounds);
        generic_ribs_pop(l);
        break;
    case WHERE_REGION:
        visit_lifetime(l, &wp->lifetime);
        visit_bounds(l, wp->bounds);
        break;
    case WHERE_EQ:
        visit_ty(l, wp->bounded_ty);
        visit_ty(l, wp->rhs_ty);
        break;
    }
    lt_rib_pop(l);
}

static void visit_generics(LateCx *l, Generics *g) {
    visit_generic_params(l, g->params, l->cur_self_item != NULL);
    for (uint32_t i = 0; i < g->where_preds.len; i++) visit_where_predicate(l, &g->where_preds.data[i]);
}

/* ---- functions ---- */

typedef enum FnKindL { FNK_FREE, FNK_ASSOC, FNK_FOREIGN } FnKindL;

static bool fn_has_self(const FnItem *f) {
    if (!f->decl.inputs.len) return false;
    const Pat *p = f->decl.inputs.data[0].pat;
    return p && p->kind == PAT_IDENT && p->ident.ident.name == SYM_self;
}

/* rustc's visit_fn for fn items (free, associated, foreign). */
static void visit_fn(LateCx *l, Item *it, FnKindL kind) {
    FnItem *f = &it->fn;
    if (kind == FNK_FOREIGN || !f->body) {
        visit_generics(l, &f->generics);
        lt_rib_push(l, LT_ANON_PASS);
        visit_fn_decl_types(l, &f->decl);
        lt_rib_pop(l);
        lt_rib_push(l, LT_ANON_PASS);
        visit_ty(l, f->decl.output);
        lt_rib_pop(l);
        return;
    }
    FnCtx prev = l->cur_fn;
    l->cur_fn = (FnCtx){.item = it, .is_assoc = kind == FNK_ASSOC, .has_self = fn_has_self(f)};
    rib_push_kind(l, NS_VALUE, kind == FNK_FREE ? RIB_FN_ITEM : RIB_NORMAL);
    label_rib_push(l, RIB_FN_ITEM);
    visit_generics(l, &f->generics);
    lt_rib_push(l, f->header.is_async ? LT_ANON_CREATE : LT_ANON_PASS);
    late_resolve_params(l, f->decl.inputs);
    lt_rib_pop(l);
    lt_rib_push(l, LT_ANON_PASS);
    visit_ty(l, f->decl.output);
    lt_rib_pop(l);
    lt_rib_push(l, LT_ANON_PASS);
    visit_block(l, f->body);
    lt_rib_pop(l);
    label_rib_pop(l);
    rib_pop(l, NS_VALUE);
    l->cur_fn = prev;
}

static void visit_closure(LateCx *l, Expr *e) {
    bool binder = e->closure.binder.len > 0;
    if (binder) binder_ribs_push(l, e->closure.binder, LTB_FUNCTION, (Span){e->span.lo, e->span.lo});
    if (e->closure.is_async) {
        /* `async |x| ..`: the params are seen by the inner generator. */
        rib_push_kind(l, NS_VALUE, RIB_NORMAL);
        label_rib_push(l, RIB_CLOSURE);
        late_resolve_params(l, e->closure.decl.inputs);
        visit_ty(l, e->closure.decl.output);
        visit_expr(l, e->closure.body);
        label_rib_pop(l);
        rib_pop(l, NS_VALUE);
    } else {
        rib_push_kind(l, NS_VALUE, RIB_CLOSURE);
        label_rib_push(l, RIB_FN_ITEM);
        lt_rib_push(l, LT_ANON_CREATE);
        late_resolve_params(l, e->closure.decl.inputs);
        lt_rib_pop(l);
        lt_rib_push(l, LT_ANON_PASS);
        visit_ty(l, e->closure.decl.output);
        lt_rib_pop(l);
        lt_rib_push(l, LT_ANON_PASS);
        visit_expr(l, e->closure.body);
        lt_rib_pop(l);
        label_rib_pop(l);
        rib_pop(l, NS_VALUE);
    }
    if (binder) generic_ribs_pop(l);
}

/* ---- expressions ---- */

/* rustc's is_potential_trivial_const_param: `N` or `{ N }`. */
static bool trivial_const_param(const Expr *e) {
    if (e->kind == EXPR_BLOCK && !e->block.label && e->block.block->stmts.len == 1 &&
        e->block.block->stmts.data[0].kind == STMT_EXPR)
        e = e->block.block->stmts.data[0].expr;
    return e->kind == EXPR_PATH && !e->path.qself && e->path.path.nsegs == 1 && !e->path.path.segs[0].args;
}

static void resolve_anon_const(LateCx *l, Expr *e, bool is_repeat) {
    if (!e) return;
    const_ribs_push(l, is_repeat, trivial_const_param(e), NULL);
    visit_expr(l, e);
    const_ribs_pop(l);
}

static void resolve_inline_const(LateCx *l, Block *b) {
    const_ribs_push(l, false, true, NULL);
    visit_block(l, b);
    const_ribs_pop(l);
}

static void visit_inline_asm(LateCx *l, InlineAsm *a) {
    if (!a) return;
    for (uint32_t i = 0; i < a->noperands; i++) {
        InlineAsmOperand *op = &a->operands[i];
        switch (op->kind) {
        case ASM_OP_IN: case ASM_OP_OUT: case ASM_OP_INOUT:
            if (op->expr) visit_expr(l, op->expr);
            break;
        case ASM_OP_SPLIT_INOUT:
            if (op->expr) visit_expr(l, op->expr);
            if (op->out_expr) visit_expr(l, op->out_expr);
            break;
        case ASM_OP_CONST:
            if (op->expr) resolve_anon_const(l, op->expr, false);
            break;
        case ASM_OP_SYM:
            if (op->expr && op->expr->kind == EXPR_PATH) {
                rib_push_kind(l, NS_VALUE, RIB_ASM_SYM);
                rib_push_kind(l, NS_TYPE, RIB_ASM_SYM);
                label_rib_push(l, RIB_ASM_SYM);
                PathSource src = {.kind = PS_EXPR};
                smart_resolve_path(l, op->expr->path.qself, &op->expr->path.path, src);
                visit_qself(l, op->expr->path.qself);
                visit_path_args(l, &op->expr->path.path);
                label_rib_pop(l);
                rib_pop(l, NS_TYPE);
                rib_pop(l, NS_VALUE);
            }
            break;
        }
    }
}

static void visit_arm(LateCx *l, Arm *a) {
    rib_push_kind(l, NS_VALUE, RIB_NORMAL);
    late_resolve_pattern_top(l, a->pat, PSRC_MATCH);
    if (a->guard) visit_expr(l, a->guard);
    visit_expr(l, a->body);
    rib_pop(l, NS_VALUE);
}

static void visit_expr(LateCx *l, Expr *e) { resolve_expr(l, e, NULL); }

/* For late_pat.c. */
void late_visit_expr(LateCx *l, Expr *e) { resolve_expr(l, e, NULL); }
void late_visit_ty(LateCx *l, Ty *t) { visit_ty(l, t); }
void late_visit_qself(LateCx *l, QSelf *q) {
    if (q && q->ty) visit_ty(l, q->ty);
}
void late_visit_path_args(LateCx *l, Path *p) { visit_path_args(l, p); }
PartialRes late_smart_resolve_path(LateCx *l, const QSelf *qself, Path *path, PathSource src) {
    return smart_resolve_path(l, qself, path, src);
}

static void visit_exprs(LateCx *l, ExprList es) {
    for (uint32_t i = 0; i < es.len; i++) visit_expr(l, es.data[i]);
}

static void resolve_break_label(LateCx *l, Expr *e, Label *label) {
    LabelLookup lk = resolve_label(l, label->ident);
    if (lk.outcome == LABEL_OK) res_record_label_res(l->r, e->id, lk.target);
    else report_label(l, label->ident, &lk);
}

static void resolve_expr(LateCx *l, Expr *e, const Expr *parent) {
    if (!e) return;
    if (++l->depth > 20000) {
        l->depth--;
        return;
    }
    switch (e->kind) {
    case EXPR_PATH: {
        PathSource src = {.kind = PS_EXPR, .parent = parent};
        smart_resolve_path(l, e->path.qself, &e->path.path, src);
        visit_qself(l, e->path.qself);
        visit_path_args(l, &e->path.path);
        break;
    }
    case EXPR_STRUCT: {
        PathSource src = {.kind = PS_STRUCT};
        smart_resolve_path(l, e->strukt.qself, &e->strukt.path, src);
        visit_qself(l, e->strukt.qself);
        visit_path_args(l, &e->strukt.path);
        for (uint32_t i = 0; i < e->strukt.fields.len; i++) visit_expr(l, e->strukt.fields.data[i].expr);
        if (e->strukt.base) visit_expr(l, e->strukt.base);
        break;
    }
    case EXPR_BREAK:
        if (e->brk.label) {
            resolve_break_label(l, e, e->brk.label);
            visit_expr(l, e->brk.expr);
        } else {
            resolve_expr(l, e->brk.expr, e);
        }
        break;
    case EXPR_CONTINUE:
        if (e->cont_label) resolve_break_label(l, e, e->cont_label);
        break;
    case EXPR_LET:
        visit_expr(l, e->let.scrutinee);
        late_resolve_pattern_top(l, e->let.pat, PSRC_LET);
        break;
    case EXPR_IF:
        rib_push_kind(l, NS_VALUE, RIB_NORMAL);
        visit_expr(l, e->if_.cond);
        visit_block(l, e->if_.then);
        rib_pop(l, NS_VALUE);
        visit_expr(l, e->if_.els);
        break;
    case EXPR_LOOP: labeled_block(l, e->loop.label, e->id, e->loop.body); break;
    case EXPR_WHILE: {
        bool pushed = label_push(l, e->while_.label, e->id);
        rib_push_kind(l, NS_VALUE, RIB_NORMAL);
        visit_expr(l, e->while_.cond);
        visit_block(l, e->while_.body);
        rib_pop(l, NS_VALUE);
        if (pushed) label_rib_pop(l);
        break;
    }
    case EXPR_FOR_LOOP:
        visit_expr(l, e->for_.iter);
        rib_push_kind(l, NS_VALUE, RIB_NORMAL);
        late_resolve_pattern_top(l, e->for_.pat, PSRC_FOR);
        labeled_block(l, e->for_.label, e->id, e->for_.body);
        rib_pop(l, NS_VALUE);
        break;
    /* the target is the expression (HIR gives a labelled block expression
     * the id of its NodeId, as it gives loops) */
    case EXPR_BLOCK: labeled_block(l, e->block.label, e->id, e->block.block); break;
    case EXPR_FIELD: resolve_expr(l, e->field.expr, e); break;
    case EXPR_METHOD_CALL:
        res_record_trait_scope(l->r, e->id, (TraitScope){l->module, l->cur_trait_ref});
        resolve_expr(l, e->method_call.receiver, e);
        visit_exprs(l, e->method_call.args);
        if (e->method_call.seg.args) visit_generic_args(l, e->method_call.seg.args);
        break;
    case EXPR_CALL:
        resolve_expr(l, e->call.func, e);
        visit_exprs(l, e->call.args);
        break;
    case EXPR_CLOSURE: visit_closure(l, e); break;
    case EXPR_ASYNC:
        label_rib_push(l, RIB_CLOSURE);
        visit_block(l, e->async.block);
        label_rib_pop(l);
        break;
    case EXPR_REPEAT:
        visit_expr(l, e->repeat.elem);
        lt_rib_push(l, LT_ANON_CONST);
        resolve_anon_const(l, e->repeat.count, true);
        lt_rib_pop(l);
        break;
    case EXPR_CONST_BLOCK: resolve_inline_const(l, e->block_only); break;
    case EXPR_TRY_BLOCK: visit_block(l, e->block_only); break;
    case EXPR_INDEX:
        resolve_expr(l, e->index.expr, e);
        visit_expr(l, e->index.index);
        break;
    case EXPR_MATCH:
        visit_expr(l, e->match.scrutinee);
        for (uint32_t i = 0; i < e->match.arms.len; i++) visit_arm(l, &e->match.arms.data[i]);
        break;
    case EXPR_BOX: case EXPR_AWAIT: case EXPR_PAREN: case EXPR_TRY: visit_expr(l, e->inner); break;
    case EXPR_RET: case EXPR_YIELD: case EXPR_YEET: visit_expr(l, e->opt_expr); break;
    case EXPR_ARRAY: case EXPR_TUP: visit_exprs(l, e->elems); break;
    case EXPR_BINARY: case EXPR_ASSIGN_OP:
        visit_expr(l, e->binary.lhs);
        visit_expr(l, e->binary.rhs);
        break;
    case EXPR_UNARY: visit_expr(l, e->unary.operand); break;
    case EXPR_CAST: case EXPR_TYPE_ASCRIPTION:
        visit_expr(l, e->cast.expr);
        visit_ty(l, e->cast.ty);
        break;
    case EXPR_ASSIGN:
        visit_expr(l, e->assign.lhs);
        visit_expr(l, e->assign.rhs);
        break;
    case EXPR_RANGE:
        visit_expr(l, e->range.lo);
        visit_expr(l, e->range.hi);
        break;
    case EXPR_ADDR_OF: visit_expr(l, e->addr_of.expr); break;
    case EXPR_INLINE_ASM: visit_inline_asm(l, e->inline_asm); break;
    case EXPR_LIT: case EXPR_UNDERSCORE: case EXPR_MAC_CALL: case EXPR_ERR: case EXPR__COUNT: break;
    }
    l->depth--;
}

/* ---- statements and blocks ---- */

static void resolve_local(LateCx *l, Local *loc) {
    const Ty *prev = l->cur_let_ty;
    l->cur_let_ty = loc->ty;
    visit_ty(l, loc->ty);
    l->cur_let_ty = prev;
    if (loc->init) {
        visit_expr(l, loc->init);
        if (loc->els) visit_block(l, loc->els);
    }
    late_resolve_pattern_top(l, loc->pat, PSRC_LET);
}

static void visit_stmt(LateCx *l, Stmt *s) {
    switch (s->kind) {
    case STMT_LOCAL: resolve_local(l, s->local); break;
    case STMT_ITEM: visit_item(l, s->item); break;
    case STMT_EXPR: case STMT_SEMI: visit_expr(l, s->expr); break;
    case STMT_EMPTY: case STMT_MAC_CALL: case STMT__COUNT: break;
    }
}

/* rustc's resolve_block: a rib for the block's `let`s; the block's
 * anonymous module becomes the item scope; each `macro_rules!` statement
 * starts a rib its invocations look through. */
static void visit_block(LateCx *l, Block *b) {
    if (!b) return;
    ModuleId orig = l->module;
    ModuleId anon = res_module_of_block(l->r, b->id);
    if (anon) {
        Rib r = {.kind = RIB_MODULE, .module = anon, .block_module = true};
        rib_push(l, NS_VALUE, r);
        rib_push(l, NS_TYPE, r);
        l->module = anon;
    } else {
        rib_push_kind(l, NS_VALUE, RIB_NORMAL);
    }
    uint32_t nmacros = 0;
    for (uint32_t i = 0; i < b->stmts.len; i++) {
        Stmt *s = &b->stmts.data[i];
        if (s->kind == STMT_ITEM && s->item->kind == ITEM_MACRO_DEF) {
            DefId d = res_def_of_node(l->r, s->item->id);
            Span ms = d.i ? res_def(l->r, d)->span : s->item->span;
            Rib r = {.kind = RIB_MACRO_DEF, .macro_span = ms};
            rib_push(l, NS_VALUE, r);
            LabelRib lr = {.kind = RIB_MACRO_DEF, .macro_span = ms};
            vec_push(&l->labels, lr);
            nmacros++;
        }
        visit_stmt(l, s);
    }
    l->module = orig;
    for (uint32_t i = 0; i < nmacros; i++) {
        rib_pop(l, NS_VALUE);
        label_rib_pop(l);
    }
    rib_pop(l, NS_VALUE);
    if (anon) rib_pop(l, NS_TYPE);
}

/* ---- items ---- */

static void visit_items(LateCx *l, ItemList items) {
    for (uint32_t i = 0; i < items.len; i++) visit_item(l, items.data[i]);
}

static void visit_variant_data(LateCx *l, VariantData *vd) {
    for (uint32_t i = 0; i < vd->fields.len; i++) visit_ty(l, vd->fields.data[i].ty);
}

/* Structs, enums, unions: generics, then `Self` names the ADT. */
static void resolve_adt(LateCx *l, Item *it, Generics *g) {
    const Item *prev_self = l->cur_self_item;
    l->cur_self_item = it;
    generic_ribs_push(l, g->params, RIB_ITEM, LTB_ITEM, generics_span(g, it->ident.span));
    self_rib_push(l, NS_TYPE, (Res){.kind = RES_SELF_TY_IMPL, .def = res_def_of_node(l->r, it->id)});
    visit_generics(l, g);
    if (it->kind == ITEM_ENUM) {
        for (uint32_t i = 0; i < it->enum_.variants.len; i++) {
            Variant *v = &it->enum_.variants.data[i];
            visit_variant_data(l, &v->data);
            if (v->disr_expr) {
                lt_rib_push(l, LT_ANON_CONST);
                resolve_anon_const(l, v->disr_expr, false);
                lt_rib_pop(l);
            }
        }
    } else {
        visit_variant_data(l, &it->struct_.data);
    }
    rib_pop(l, NS_TYPE);
    generic_ribs_pop(l);
    l->cur_self_item = prev_self;
}

/* `impl Trait for T { fn f() }` where the trait has no `f`: E0407 and
 * friends; an item of the wrong kind: E0323-E0325. */
static void check_trait_item(LateCx *l, Item *it, Namespace ns);

static void resolve_assoc_fn(LateCx *l, Item *it, bool in_impl) {
    generic_ribs_push(l, it->fn.generics.params, RIB_ASSOC_ITEM, LTB_FUNCTION, generics_span(&it->fn.generics, it->ident.span));
    if (in_impl) check_trait_item(l, it, NS_VALUE);
    visit_fn(l, it, FNK_ASSOC);
    generic_ribs_pop(l);
}

static void resolve_assoc_ty(LateCx *l, Item *it, bool in_impl) {
    Generics *g = &it->ty_alias.generics;
    generic_ribs_push(l, g->params, RIB_ASSOC_ITEM, LTB_ITEM, generics_span(g, it->ident.span));
    if (in_impl) check_trait_item(l, it, NS_TYPE);
    visit_generics(l, g);
    visit_bounds(l, it->ty_alias.bounds);
    visit_ty(l, it->ty_alias.ty);
    generic_ribs_pop(l);
}

static void resolve_assoc_const(LateCx *l, Item *it, bool in_impl) {
    if (in_impl) check_trait_item(l, it, NS_VALUE);
    visit_ty(l, it->const_.ty);
    if (it->const_.expr) {
        const_ribs_push(l, false, true, NULL);
        visit_expr(l, it->const_.expr);
        const_ribs_pop(l);
    }
}

static void resolve_assoc_items(LateCx *l, ItemList items, bool in_impl) {
    for (uint32_t i = 0; i < items.len; i++) {
        Item *it = items.data[i];
        switch (it->kind) {
        case ITEM_FN: resolve_assoc_fn(l, it, in_impl); break;
        case ITEM_TY_ALIAS: resolve_assoc_ty(l, it, in_impl); break;
        case ITEM_CONST: resolve_assoc_const(l, it, in_impl); break;
        default: break;
        }
    }
}

static void resolve_trait(LateCx *l, Item *it) {
    Generics *g = &it->trait.generics;
    generic_ribs_push(l, g->params, RIB_ITEM, LTB_ITEM, generics_span(g, it->ident.span));
    self_rib_push(l, NS_TYPE, (Res){.kind = RES_SELF_TY_TRAIT, .def = res_def_of_node(l->r, it->id)});
    visit_generics(l, g);
    visit_bounds(l, it->trait.bounds);
    const ItemList *prev = l->cur_trait_items;
    l->cur_trait_items = &it->trait.items;
    resolve_assoc_items(l, it->trait.items, false);
    l->cur_trait_items = prev;
    rib_pop(l, NS_TYPE);
    generic_ribs_pop(l);
}

static void resolve_trait_alias(LateCx *l, Item *it) {
    Generics *g = &it->trait_alias.generics;
    generic_ribs_push(l, g->params, RIB_ITEM, LTB_ITEM, generics_span(g, it->ident.span));
    self_rib_push(l, NS_TYPE, (Res){.kind = RES_SELF_TY_TRAIT, .def = res_def_of_node(l->r, it->id)});
    visit_generics(l, g);
    visit_bounds(l, it->trait_alias.bounds);
    rib_pop(l, NS_TYPE);
    generic_ribs_pop(l);
}

/* rustc's resolve_implementation. */
static void resolve_impl(LateCx *l, Item *it) {
    Generics *g = &it->impl.generics;
    DefId impl_def = res_def_of_node(l->r, it->id);
    const ItemList *prev_items = l->cur_impl_items;
    l->cur_impl_items = &it->impl.items;
    /* Where `<...>` would go: right after `impl`. */
    Span gs = generics_span(g, (Span){it->span.lo, it->span.lo + 4});
    generic_ribs_push(l, g->params, RIB_ITEM, LTB_IMPL, gs);
    /* A `Self` for errors about `Self` in the trait path. */
    self_rib_push(l, NS_TYPE, (Res){.kind = RES_SELF_TY_IMPL});
    lt_rib_push(l, LT_ANON_CREATE);
    DefId trait = {0};
    if (it->impl.of_trait) {
        PathSource src = {.kind = PS_TRAIT, .alias_ok = false};
        PartialRes pr = smart_resolve_path(l, NULL, it->impl.of_trait, src);
        if (pr.base.kind == RES_DEF && pr.unresolved == 0 && def_kind(l, pr.base.def) == DEF_TRAIT) trait = pr.base.def;
    }
    DefId prev_trait = l->cur_trait_ref;
    const Path *prev_tpath = l->cur_trait_path;
    l->cur_trait_ref = trait;
    l->cur_trait_path = it->impl.of_trait;
    self_rib_push(l, NS_TYPE, (Res){.kind = RES_SELF_TY_IMPL, .def = impl_def});
    if (it->impl.of_trait) visit_path_args(l, it->impl.of_trait);
    visit_ty(l, it->impl.self_ty);
    visit_generics(l, g);
    lt_rib_push(l, LT_ANON_PASS);
    const Ty *prev_self = l->cur_self_ty;
    l->cur_self_ty = it->impl.self_ty;
    self_rib_push(l, NS_VALUE, (Res){.kind = RES_SELF_CTOR, .def = impl_def});
    resolve_assoc_items(l, it->impl.items, true);
    rib_pop(l, NS_VALUE);
    l->cur_self_ty = prev_self;
    lt_rib_pop(l);
    rib_pop(l, NS_TYPE);
    l->cur_trait_ref = prev_trait;
    l->cur_trait_path = prev_tpath;
    lt_rib_pop(l);
    rib_pop(l, NS_TYPE);
    generic_ribs_pop(l);
    l->cur_impl_items = prev_items;
}

/* rustc's future_proof_import: on 2018+, a `use` path cannot start with a
 * local or a generic parameter. */
static void future_proof_import(LateCx *l, UseTree *t) {
    if (t->prefix.nsegs) {
        Ident id = t->prefix.segs[0].ident;
        Symbol n = id.name;
        if (n == SYM_self || n == SYM_super || n == SYM_crate || n == SYM_PathRoot || n == SYM_dollar_crate ||
            n == SYM_Self || l->edition == ED_2015)
            return;
        bool both = t->kind == USE_SIMPLE && t->prefix.nsegs == 1;
        for (int k = 0; k < (both ? 2 : 1); k++) {
            Namespace ns = k == 0 ? NS_TYPE : NS_VALUE;
            if (late_lookup(l, id, ns, NULL).kind == LEX_RIB) {
                Diag *d = diag_error(l->dc, DC_NONE, id.span, "imports cannot refer to %s",
                                     ns == NS_TYPE ? "type parameters" : "local variables");
                diag_emit(d);
            }
        }
    } else if (t->kind == USE_NESTED) {
        for (uint32_t i = 0; i < t->nested.len; i++) future_proof_import(l, &t->nested.data[i]);
    }
}

static void resolve_foreign_item(LateCx *l, Item *it) {
    switch (it->kind) {
    case ITEM_FN:
        lt_rib_push(l, LT_ITEM);
        generic_ribs_push(l, it->fn.generics.params, RIB_ITEM, LTB_FUNCTION, generics_span(&it->fn.generics, it->ident.span));
        visit_fn(l, it, FNK_FOREIGN);
        generic_ribs_pop(l);
        lt_rib_pop(l);
        break;
    case ITEM_TY_ALIAS:
        lt_rib_push(l, LT_ITEM);
        generic_ribs_push(l, it->ty_alias.generics.params, RIB_ITEM, LTB_ITEM,
                          generics_span(&it->ty_alias.generics, it->ident.span));
        visit_generics(l, &it->ty_alias.generics);
        visit_bounds(l, it->ty_alias.bounds);
        visit_ty(l, it->ty_alias.ty);
        generic_ribs_pop(l);
        lt_rib_pop(l);
        break;
    case ITEM_STATIC:
        item_ribs_push(l);
        visit_ty(l, it->static_.ty);
        item_ribs_pop(l);
        break;
    default: break;
    }
}

/* rustc's with_scope: a `mod` moves the item scope to its module. */
static void resolve_mod(LateCx *l, Item *it) {
    ModuleId m = res_module_of_def(l->r, res_def_of_node(l->r, it->id));
    if (!m) {
        visit_items(l, it->mod.items);
        return;
    }
    ModuleId orig = l->module;
    Rib r = {.kind = RIB_MODULE, .module = m, .block_module = false};
    rib_push(l, NS_VALUE, r);
    rib_push(l, NS_TYPE, r);
    l->module = m;
    visit_items(l, it->mod.items);
    l->module = orig;
    rib_pop(l, NS_TYPE);
    rib_pop(l, NS_VALUE);
}

static void resolve_item(LateCx *l, Item *it) {
    switch (it->kind) {
    case ITEM_TY_ALIAS: {
        Generics *g = &it->ty_alias.generics;
        generic_ribs_push(l, g->params, RIB_ITEM, LTB_ITEM, generics_span(g, it->ident.span));
        visit_generics(l, g);
        visit_bounds(l, it->ty_alias.bounds);
        visit_ty(l, it->ty_alias.ty);
        generic_ribs_pop(l);
        break;
    }
    case ITEM_FN: {
        Generics *g = &it->fn.generics;
        generic_ribs_push(l, g->params, RIB_ITEM, LTB_FUNCTION, generics_span(g, it->ident.span));
        visit_fn(l, it, FNK_FREE);
        generic_ribs_pop(l);
        break;
    }
    case ITEM_ENUM: resolve_adt(l, it, &it->enum_.generics); break;
    case ITEM_STRUCT: case ITEM_UNION: resolve_adt(l, it, &it->struct_.generics); break;
    case ITEM_IMPL: resolve_impl(l, it); break;
    case ITEM_TRAIT: resolve_trait(l, it); break;
    case ITEM_TRAIT_ALIAS: resolve_trait_alias(l, it); break;
    case ITEM_MOD: resolve_mod(l, it); break;
    case ITEM_FOREIGN_MOD:
        for (uint32_t i = 0; i < it->foreign_mod.items.len; i++) resolve_foreign_item(l, it->foreign_mod.items.data[i]);
        break;
    case ITEM_STATIC: case ITEM_CONST: {
        Ty *ty = it->kind == ITEM_STATIC ? it->static_.ty : it->const_.ty;
        Expr *init = it->kind == ITEM_STATIC ? it->static_.expr : it->const_.expr;
        item_ribs_push(l);
        visit_ty(l, ty);
        if (init) {
            const_ribs_push(l, false, true, it);
            visit_expr(l, init);
            const_ribs_pop(l);
        }
        item_ribs_pop(l);
        break;
    }
    case ITEM_USE: future_proof_import(l, &it->use_tree); break;
    case ITEM_GLOBAL_ASM: visit_inline_asm(l, it->global_asm); break;
    case ITEM_EXTERN_CRATE: case ITEM_MACRO_DEF: case ITEM_MAC_CALL: case ITEM__COUNT: break;
    }
}

static void visit_item(LateCx *l, Item *it) {
    if (!it) return;
    const Item *prev = l->cur_item;
    l->cur_item = it;
    lt_rib_push(l, LT_ITEM);
    resolve_item(l, it);
    lt_rib_pop(l);
    l->cur_item = prev;
}

/* ---- E0407 and friends ---- */

typedef struct AssocNames {
    LateCx *l;
    uint8_t want;         /* DefKind */
    VEC(Symbol) names;
} AssocNames;

static void assoc_name_cb(void *arg, Symbol name, Namespace ns, Res res) {
    AssocNames *an = arg;
    if (res.kind == RES_DEF && def_kind(an->l, res.def) == an->want) vec_push(&an->names, name);
}

static void check_trait_item(LateCx *l, Item *it, Namespace ns) {
    if (!l->cur_trait_ref.i || !it->ident.name) return;
    ModuleId tm = res_module_of_def(l->r, l->cur_trait_ref);
    if (!tm) return;
    Ident id = it->ident;
    ItemHit hit;
    bool found = late_in_trait(l, tm, id, ns, &hit);
    if (!found) found = late_in_trait(l, tm, id, ns == NS_VALUE ? NS_TYPE : NS_VALUE, &hit);
    char *tpath = late_path_str(segs_of(l->cur_trait_path));
    if (!found) {
        /* The most similar item of the same kind. */
        Diag *d;
        const char *name = sym_str(it->ident.name);
        Symbol cand = 0;
        if (it->ident.name != SYM_underscore) {
            AssocNames an = {.l = l};
            an.want = it->kind == ITEM_FN ? DEF_ASSOC_FN : it->kind == ITEM_CONST ? DEF_ASSOC_CONST : DEF_ASSOC_TY;
            late_module_names(l, tm, assoc_name_cb, &an);
            cand = late_best_match(an.names.data, an.names.len, it->ident.name);
            vec_free(&an.names);
        }
        if (it->kind == ITEM_FN) {
            d = diag_error(l->dc, DC_E0407, it->span, "method `%s` is not a member of trait `%s`", name, tpath);
            diag_label(d, it->span, true, "not a member of trait `%s`", tpath);
            if (cand)
                diag_suggest(d, it->ident.span, sym_str(cand), APP_MAYBE_INCORRECT,
                             "there is an associated function with a similar name");
        } else if (it->kind == ITEM_TY_ALIAS) {
            d = diag_error(l->dc, DC_E0437, it->span, "type `%s` is not a member of trait `%s`", name, tpath);
            diag_label(d, it->span, true, "not a member of trait `%s`", tpath);
            if (cand)
                diag_suggest(d, it->ident.span, sym_str(cand), APP_MAYBE_INCORRECT,
                             "there is an associated type with a similar name");
        } else {
            d = diag_error(l->dc, DC_E0438, it->span, "const `%s` is not a member of trait `%s`", name, tpath);
            diag_label(d, it->span, true, "not a member of trait `%s`", tpath);
            if (cand)
                diag_suggest(d, it->ident.span, sym_str(cand), APP_MAYBE_INCORRECT,
                             "there is an associated constant with a similar name");
        }
        diag_emit(d);
        free(tpath);
        return;
    }
    uint8_t k = hit.res.kind == RES_DEF ? def_kind(l, hit.res.def) : DEF__COUNT;
    if ((k == DEF_ASSOC_TY && it->kind == ITEM_TY_ALIAS) || (k == DEF_ASSOC_FN && it->kind == ITEM_FN) ||
        (k == DEF_ASSOC_CONST && it->kind == ITEM_CONST)) {
        free(tpath);
        return;
    }
    DiagCode code = it->kind == ITEM_CONST ? DC_E0323 : it->kind == ITEM_FN ? DC_E0324 : DC_E0325;
    const char *kind = it->kind == ITEM_CONST ? "const" : it->kind == ITEM_FN ? "method" : "type";
    Diag *d = diag_error(l->dc, code, it->span, "item `%s` is an associated %s, which doesn't match its trait `%s`",
                         sym_str(it->ident.name), kind, tpath);
    diag_label(d, it->span, true, "does not match trait");
    if (!span_is_dummy(hit.span)) diag_label(d, hit.span, false, "item in trait");
    diag_emit(d);
    free(tpath);
}

/* ---- the entry point ---- */

/* Does the crate say #![feature(name)]? (Expansion has configured the
 * attributes: cfg_attr is gone.) */
static bool crate_has_feature(const Crate *c, const char *name) {
    Symbol want = sym_cstr(name);
    for (uint32_t i = 0; i < c->attrs.len; i++) {
        const Attr *a = &c->attrs.data[i];
        if (a->style != ATTR_INNER || a->path.nsegs != 1 || a->path.segs[0].ident.name != SYM_feature ||
            a->args_kind != ATTR_ARGS_DELIMITED)
            continue;
        for (uint32_t k = 0; k < a->tokens.len; k++)
            if (a->tokens.data[k].kind == TK_IDENT && a->tokens.data[k].sym == want) return true;
    }
    return false;
}

void res_late_resolve_crate(Resolver *r, CrateNum c, Crate *krate) {
    LateCx l = {0};
    l.r = r;
    l.hyg = late_hygiene(r);
    l.ps = late_parse_sess(r);
    l.dc = l.ps->dc;
    l.nightly = late_nightly(r);
    l.generic_const_exprs = crate_has_feature(krate, "generic_const_exprs");
    l.krate = c;
    l.ast = krate;
    l.edition = late_crate_edition(r, c);
    l.module = res_crate_root(r, c);
    late_ribs_init(&l);
    Rib root = {.kind = RIB_MODULE, .module = l.module, .block_module = false};
    rib_push(&l, NS_VALUE, root);
    rib_push(&l, NS_TYPE, root);
    visit_items(&l, krate->items);
    rib_pop(&l, NS_TYPE);
    rib_pop(&l, NS_VALUE);
    /* rustc reports the errors of paths after the walk (with the import
     * suggestions it gathered). */
    for (uint32_t i = 0; i < l.deferred.len; i++) diag_emit(l.deferred.data[i]);
    vec_free(&l.deferred);
    vec_free(&l.labels);
    vec_free(&l.lt_ribs);
    vec_free(&l.lt_binds);
    late_ribs_free(&l);
}
