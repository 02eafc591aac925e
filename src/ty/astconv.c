/* astconv.c — written types (HirTy, paths, trait bounds) to TyId.
 *
 * Takes: HIR types and paths with their resolutions, in the scope of an
 * owner item. Gives: ty_lower_ty, ty_lower_path_args, ty_lower_trait_ref.
 *
 * - Generic parameters become PARAM types numbered by the generics of the
 *   item that declares them (parents first); `Self` in a trait is PARAM 0
 *   and in an impl the impl's self type.
 * - Missing generic arguments take their defaults (substituted with the
 *   arguments before them, so `Rhs = Self` works) or, in bodies, come
 *   from the `infer` callback; wrong counts are rustc's E0107.
 * - `T::Assoc` / `Self::Assoc` become projections, the trait found
 *   through the bounds written on T (only those: looking at the whole
 *   param env would recurse through the very where-clause being lowered)
 *   or the trait itself; `Self::Assoc` inside a trait impl is the impl's
 *   own definition of Assoc. Not found: E0220; on a non-parameter type:
 *   E0223.
 * - Type aliases are expanded; array lengths are evaluated through the
 *   const evaluator hook (ty_eval_const_u128).
 */
#include "ty_int.h"

typedef struct Lower {
    TyCtxt *tcx;
    DefId owner;
    TyInferFn infer;
    void *arg;
    /* lowering a fn's return type: `impl Trait` allowed (see
     * ty_fn_sig_with_opaques); opaque_ty NULL: revealed through the hook */
    bool fn_output;
    uint32_t nopaque;
    TyOpaqueTyFn opaque_ty;
    void *opaque_arg;
    bool value_path;          /* an expression's or pattern's path: missing args are inferred, defaults or not */
} Lower;

static TyId lower(Lower *L, const HirTy *t);
static void lower_dyn(Lower *L, const HirGenericBound *bounds, uint32_t n, Span span, TyId *out);
static TyId lower_const_generic_arg(Lower *L, const HirGenericArg *a, const GenericParamDef *gp);

static const DefData *defdata(TyCtxt *tcx, DefId d) {
    static const DefData none;
    const DefData *dd = tcx->res ? res_def(tcx->res, d) : NULL;
    return dd ? dd : &none;
}

static const char *plural(uint32_t n) { return n == 1 ? "" : "s"; }

/* ---- E0121 ---- */

static const char *item_kind_for_placeholder(TyCtxt *tcx, DefId owner) {
    switch (defdata(tcx, owner)->kind) {
    case DEF_FN: case DEF_ASSOC_FN: return "functions";
    case DEF_STRUCT: return "structs";
    case DEF_ENUM: return "enums";
    case DEF_UNION: return "unions";
    case DEF_STATIC: return "static variables";
    case DEF_CONST: return "constants";
    case DEF_ASSOC_CONST: return "associated constants";
    case DEF_TY_ALIAS: return "type aliases";
    case DEF_ASSOC_TY: return "associated types";
    case DEF_IMPL: return "implementations";
    case DEF_TRAIT: return "traits";
    default: return "items";
    }
}

static TyId placeholder(Lower *L, Span span) {
    if (L->infer) return L->infer(L->arg, span);
    TyCtxt *tcx = L->tcx;
    if (tcx->dc) {
        Diag *d = diag_error(tcx->dc, DC_E0121, span,
                             "the placeholder `_` is not allowed within types on item signatures for %s",
                             item_kind_for_placeholder(tcx, L->owner));
        diag_label(d, span, true, "not allowed in type signatures");
        diag_emit(d);
    }
    return ty_error(tcx);
}

/* ---- generic args ---- */

static uint32_t count_written(const HirGenericArgs *ga) {
    uint32_t n = 0;
    for (uint32_t i = 0; ga && i < ga->nargs; i++)
        if (ga->args[i].kind != HGA_LIFETIME) n++;
    return n;
}

static const HirGenericArg *nth_written(const HirGenericArgs *ga, uint32_t k) {
    for (uint32_t i = 0; ga && i < ga->nargs; i++) {
        if (ga->args[i].kind == HGA_LIFETIME) continue;
        if (k-- == 0) return &ga->args[i];
    }
    return NULL;
}

static void report_e0107(Lower *L, DefId def, const GenericParamDef *params, uint32_t nparams, uint32_t ndefault,
                         const HirPathSegment *seg, uint32_t given) {
    TyCtxt *tcx = L->tcx;
    if (!tcx->dc) return;
    const DefData *d = defdata(tcx, def);
    const char *descr = res_def_descr(tcx->res, def);
    uint32_t required = nparams - ndefault;
    bool too_many = given > nparams;
    uint32_t expected = too_many ? nparams : required;
    Span sp = seg->ident.span;
    Diag *dg;
    const char *at_least = ndefault && !too_many ? "at least " : ndefault && too_many ? "at most " : "";
    if (given == 0) {
        dg = diag_error(tcx->dc, DC_E0107, sp, "missing generics for %s `%s`", descr, sym_str(d->name));
        diag_label(dg, sp, true, "expected %s%u generic argument%s", at_least, expected, plural(expected));
    } else {
        dg = diag_error(tcx->dc, DC_E0107, sp, "this %s takes %s%u generic argument%s but %u generic argument%s %s supplied",
                        descr, at_least, expected, plural(expected), given, plural(given), given == 1 ? "was" : "were");
        diag_label(dg, sp, true, "expected %s%u generic argument%s", at_least, expected, plural(expected));
        if (too_many) {
            const HirGenericArg *first = nth_written(seg->args, nparams);
            const HirGenericArg *last = nth_written(seg->args, given - 1);
            if (first && last)
                diag_label(dg, span_to(first->span, last->span), false, "help: remove %s generic argument%s",
                           given - nparams == 1 ? "this" : "these", plural(given - nparams));
        } else if (seg->args) {
            const HirGenericArg *first = nth_written(seg->args, 0);
            const HirGenericArg *last = nth_written(seg->args, given - 1);
            if (first && last)
                diag_label(dg, span_to(first->span, last->span), false, "supplied %u generic argument%s", given,
                           plural(given));
        }
    }
    StrBuf names = {0};
    for (uint32_t i = 0; i < nparams; i++) {
        if (i) sb_puts(&names, ", ");
        sb_printf(&names, "`%s`", sym_str(params[i].name));
    }
    Diag *note = diag_span_note(dg, ty_def_ident_span(tcx, def), "%s defined here, with %s%u generic parameter%s: %s", descr, at_least,
                                expected, plural(expected), sb_cstr(&names));
    for (uint32_t i = 0; i < nparams; i++) {
        const DefData *pd = defdata(tcx, params[i].def);
        if (pd && !span_is_dummy(pd->span) && params[i].def.i != def.i) diag_label(note, pd->span, false, NULL);
    }
    sb_free(&names);
    diag_emit(dg);
}

/* Fills out[params[i].index] for the own params of one item from the
 * written args of `seg` (NULL: none written). `skip` leading params are
 * already filled (a trait's Self). */
static void fill_from_segment(Lower *L, DefId def, const TyGenerics *g, uint32_t skip, const HirPathSegment *seg,
                              TyId *out) {
    TyCtxt *tcx = L->tcx;
    const GenericParamDef *params = g->params + skip;
    uint32_t n = g->nparams - skip;
    const HirGenericArgs *ga = seg ? seg->args : NULL;
    uint32_t given = count_written(ga);
    uint32_t ndefault = 0;
    for (uint32_t i = 0; i < n; i++)
        if (params[i].has_default) ndefault++;
    bool infer_missing = L->infer && (!seg || seg->infer_args) && given == 0;
    bool bad = given > n || (!infer_missing && given < n - ndefault);
    if (bad && seg) report_e0107(L, def, params, n, ndefault, seg, given);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t idx = params[i].index;
        if (i < given) {
            const HirGenericArg *a = nth_written(ga, i);
            if (params[i].kind == GPD_CONST) out[idx] = lower_const_generic_arg(L, a, &params[i]);
            else if (a->kind == HGA_TYPE) out[idx] = lower(L, a->ty);
            else if (a->kind == HGA_INFER) out[idx] = placeholder(L, a->span);
            else {
                ty_report_const_for_type(tcx, a);
                out[idx] = ty_error(tcx);
            }
            continue;
        }
        /* a type path written without arguments in a body takes the
         * defaults (`let g: Grid = ..` is Grid<2, 2>), infers the rest */
        if (infer_missing && (L->value_path || !params[i].has_default)) {
            out[idx] = L->infer(L->arg, seg ? seg->ident.span : (Span){0});
        } else if (params[i].has_default && params[i].kind == GPD_CONST) {
            /* `const M: u8 = N`: the earlier arguments substituted */
            ArgsId sofar = ty_intern_args(tcx, out, idx);
            out[idx] = ty_subst(tcx, ty_const_param_default(tcx, params[i].def), sofar);
        } else if (params[i].has_default) {
            ArgsId sofar = ty_intern_args(tcx, out, idx);
            out[idx] = ty_subst(tcx, ty_type_of(tcx, params[i].def), sofar);
        } else {
            out[idx] = ty_error(tcx);
        }
    }
}

static void fill_infer_all(Lower *L, const TyGenerics *g, uint32_t skip, Span span, TyId *out) {
    for (uint32_t i = skip; i < g->nparams; i++)
        out[g->params[i].index] = L->infer ? L->infer(L->arg, span) : ty_error(L->tcx);
}

/* The projection `<trait args>::item<own args>`: a generic associated
 * type's own args (those of its segment) after the trait's. */
static TyId assoc_projection(Lower *L, DefId item, ArgsId trait_args, const HirPathSegment *seg) {
    TyCtxt *tcx = L->tcx;
    const TyGenerics *g = ty_generics_of(tcx, item);
    uint32_t np = ty_args_len(tcx, trait_args);
    if (!g->nparams || np != g->parent_count) return ty_projection(tcx, item, trait_args);
    uint32_t total = g->parent_count + g->nparams;
    TyId *out = xcalloc(total, sizeof(TyId));
    for (uint32_t i = 0; i < np; i++) out[i] = ty_args(tcx, trait_args)[i];
    fill_from_segment(L, item, g, 0, seg, out);
    for (uint32_t i = 0; i < total; i++)
        if (!out[i].i) out[i] = ty_error(tcx);
    ArgsId a = ty_intern_args(tcx, out, total);
    free(out);
    return ty_projection(tcx, item, a);
}

static ArgsId path_args(Lower *L, DefId def, const HirPath *path, TyId self_ty) {
    TyCtxt *tcx = L->tcx;
    const TyGenerics *g = ty_generics_of(tcx, def);
    uint32_t total = g->parent_count + g->nparams;
    if (!total) {
        const HirPathSegment *last = path && path->nsegs ? &path->segs[path->nsegs - 1] : NULL;
        if (last && count_written(last->args) && !last->args->parenthesized)
            report_e0107(L, def, NULL, 0, 0, last, count_written(last->args));
        return (ArgsId){0};
    }
    TyId *out = xcalloc(total, sizeof(TyId));
    const DefData *d = defdata(tcx, def);
    uint32_t ns = path ? path->nsegs : 0;
    const HirPathSegment *last = ns ? &path->segs[ns - 1] : NULL;
    const HirPathSegment *prev = ns >= 2 ? &path->segs[ns - 2] : NULL;
    Span span = path ? path->span : (Span){0};
    bool variant_like = d->kind == DEF_VARIANT || (d->kind == DEF_CTOR && d->ctor_of == CTOR_OF_VARIANT);
    if (variant_like) {
        /* `E::<T>::V` or `E::V::<T>`: the enum's params */
        const HirPathSegment *seg = last && last->args ? last : prev && prev->args ? prev : last;
        fill_from_segment(L, def, g, 0, seg, out);
    } else if (g->parent.i) {
        const TyGenerics *pg = ty_generics_of(tcx, g->parent);
        const DefData *pd = defdata(tcx, g->parent);
        if (pd->kind == DEF_TRAIT) {
            out[0] = self_ty.i ? self_ty : L->infer ? L->infer(L->arg, span) : ty_error(tcx);
            fill_from_segment(L, g->parent, pg, 1, prev, out);
        } else {
            /* an impl's or fn's params: not written in a resolved path */
            for (uint32_t i = 0; i < g->parent_count; i++) out[i] = L->infer ? L->infer(L->arg, span) : ty_error(tcx);
        }
        fill_from_segment(L, def, g, 0, last, out);
    } else if (g->has_self) {
        out[0] = self_ty.i ? self_ty : ty_error(tcx);
        fill_from_segment(L, def, g, 1, last, out);
    } else if (path) {
        fill_from_segment(L, def, g, 0, last, out);
    } else {
        fill_infer_all(L, g, 0, span, out);
    }
    ArgsId r = ty_intern_args(tcx, out, total);
    free(out);
    return r;
}

ArgsId ty_lower_path_args(TyCtxt *tcx, DefId owner, DefId def, const HirPath *path, TyId self_ty, TyInferFn infer,
                          void *arg) {
    Lower L = {.tcx = tcx, .owner = owner, .infer = infer, .arg = arg, .value_path = true};
    return path_args(&L, def, path, self_ty);
}

/* ---- trait refs ---- */

static void lower_constraints(Lower *L, TraitRef tr, const HirPathSegment *seg, Predicates *out) {
    TyCtxt *tcx = L->tcx;
    const HirGenericArgs *ga = seg ? seg->args : NULL;
    if (!ga || !ga->nconstraints || !out) return;
    VEC(Predicate) v = {0};
    for (uint32_t i = 0; i < out->n; i++) vec_push(&v, out->preds[i]);
    for (uint32_t i = 0; i < ga->nconstraints; i++) {
        const HirAssocConstraint *c = &ga->constraints[i];
        DefId item;
        TraitRef decl;
        if (!ty_find_assoc_ty(tcx, tr, c->ident.name, &item, &decl)) {
            if (tcx->dc) {
                StrBuf sb = {0};
                ty_print_def_path(tcx, &sb, tr.trait, (ArgsId){0});
                Diag *d = diag_error(tcx->dc, DC_E0220, c->ident.span, "associated type `%s` not found for `%s`",
                                     sym_str(c->ident.name), sb_cstr(&sb));
                diag_label(d, c->ident.span, true, "associated type `%s` not found", sym_str(c->ident.name));
                diag_emit(d);
                sb_free(&sb);
            }
            continue;
        }
        if (c->ty) {
            TyId t = lower(L, c->ty);
            vec_push(&v, ((Predicate){.kind = PRED_PROJECTION, .trait_ref = decl, .item = item, .ty = t, .span = c->span}));
        }
        TyId proj = ty_projection(tcx, item, decl.args);
        for (uint32_t b = 0; b < c->nbounds; b++) {
            const HirGenericBound *hb = &c->bounds[b];
            if (hb->kind != HB_TRAIT || !hb->trait_path) continue;
            Predicates extra = {0};
            TraitRef btr = ty_lower_trait_ref(tcx, L->owner, hb->trait_path, proj, &extra);
            if (btr.trait.i) vec_push(&v, ((Predicate){.kind = PRED_TRAIT, .trait_ref = btr, .span = hb->span}));
            for (uint32_t k = 0; k < extra.n; k++) vec_push(&v, extra.preds[k]);
        }
    }
    out->preds = vec_to_arena(&tcx->arena, &v);
    out->n = v.len;
    vec_free(&v);
}

TraitRef ty_lower_trait_ref(TyCtxt *tcx, DefId owner, const HirPath *trait_path, TyId self_ty, Predicates *out) {
    TraitRef tr = {0};
    if (!trait_path || trait_path->res.kind != RES_DEF) return tr;
    DefId def = trait_path->res.def;
    uint8_t k = defdata(tcx, def)->kind;
    if (k != DEF_TRAIT && k != DEF_TRAIT_ALIAS) return tr;
    Lower L = {.tcx = tcx, .owner = owner};
    tr.trait = def;
    tr.args = path_args(&L, def, trait_path, self_ty);
    lower_constraints(&L, tr, trait_path->nsegs ? &trait_path->segs[trait_path->nsegs - 1] : NULL, out);
    return tr;
}

/* ---- associated type paths ---- */

/* Is (generics of `item`) the declarer of PARAM index `idx`? Gives the
 * param's DefId. */
static DefId param_def_at(TyCtxt *tcx, DefId owner, uint32_t idx, DefId *declarer) {
    for (DefId d = owner; d.i;) {
        const TyGenerics *g = ty_generics_of(tcx, d);
        for (uint32_t i = 0; i < g->nparams; i++)
            if (g->params[i].index == idx) {
                *declarer = d;
                return g->params[i].def;
            }
        d = g->parent;
    }
    *declarer = (DefId){0};
    return (DefId){0};
}

static bool hir_ty_is_param(const HirTy *t, DefId param) {
    return t && t->kind == HTY_PATH && t->qpath.kind == QPATH_RESOLVED && !t->qpath.qself && t->qpath.path &&
           t->qpath.path->res.kind == RES_DEF && t->qpath.path->res.def.i == param.i;
}

/* Can the trait of `path` (or one of its supertraits) define an
 * associated type `name`? Looked at before the bound's arguments are
 * lowered, as rustc's type_param_predicates filters the bounds by the
 * name: `T: Bar<T::Item>` must not lower `T::Item` to find `T::Item`. */
static bool bound_may_define(TyCtxt *tcx, const HirPath *path, Symbol name) {
    if (!path || path->res.kind != RES_DEF) return false;
    DefId def = path->res.def;
    if (defdata(tcx, def)->kind != DEF_TRAIT) return true;   /* aliases: lower and see */
    DefId item;
    TraitRef decl;
    return ty_find_assoc_ty(tcx, (TraitRef){def, ty_identity_args(tcx, def)}, name, &item, &decl);
}

/* The trait bounds written on a type parameter (`T: Tr` and `where T:
 * Tr`) of the item declaring it that may define `name`, lowered with
 * Self = param_ty. */
static uint32_t param_bounds(TyCtxt *tcx, DefId declarer, DefId param, TyId param_ty, Symbol name, TraitRef *out,
                             uint32_t max) {
    const HirItem *it = hir_item(tcx->hir, declarer);
    uint32_t n = 0;
    if (!it) return 0;
    for (uint32_t i = 0; i < it->generics.npreds; i++) {
        const HirWherePred *wp = &it->generics.preds[i];
        if (!hir_ty_is_param(wp->bounded, param)) continue;
        for (uint32_t b = 0; b < wp->nbounds && n < max; b++) {
            if (wp->bounds[b].kind != HB_TRAIT || !bound_may_define(tcx, wp->bounds[b].trait_path, name)) continue;
            TraitRef tr = ty_lower_trait_ref(tcx, declarer, wp->bounds[b].trait_path, param_ty, NULL);
            if (tr.trait.i) out[n++] = tr;
        }
    }
    return n;
}

static void report_assoc_not_found(TyCtxt *tcx, Symbol name, Span span, TyId qself) {
    if (!tcx->dc || ty_get(tcx, qself)->flags & TYF_HAS_ERROR) return;
    Diag *d = diag_error(tcx->dc, DC_E0220, span, "associated type `%s` not found for `%s`", sym_str(name),
                         ty_to_string(tcx, qself));
    diag_label(d, span, true, "associated type `%s` not found", sym_str(name));
    diag_emit(d);
}

static TyId assoc_in_impl(TyCtxt *tcx, DefId impl, Symbol name, bool *found) {
    const AssocItems *ai = ty_assoc_items(tcx, impl);
    for (uint32_t i = 0; i < ai->n; i++)
        if (ai->items[i].kind == DEF_ASSOC_TY && ai->items[i].name == name) {
            *found = true;
            return ty_type_of(tcx, ai->items[i].def);
        }
    *found = false;
    return ty_error(tcx);
}

static TyId lower_type_relative(Lower *L, const HirQPath *qp, Span span) {
    TyCtxt *tcx = L->tcx;
    const HirPathSegment *seg = qp->seg;
    Symbol name = seg->ident.name;
    Span nsp = seg->ident.span;
    const HirTy *qs = qp->qself;
    /* `Self::X` in an impl: the impl's X, or its trait's */
    if (qs && qs->kind == HTY_PATH && qs->qpath.kind == QPATH_RESOLVED && qs->qpath.path &&
        qs->qpath.path->res.kind == RES_SELF_TY_IMPL && defdata(tcx, qs->qpath.path->res.def)->kind == DEF_IMPL) {
        DefId impl = qs->qpath.path->res.def;
        /* in a trait impl, `Self::X` is the projection `<Self as Trait>::X`
         * (as rustc lowers it), normalised where it is used: a where-clause
         * `Self: Trait` of the item makes it rigid there */
        TraitRef tr = ty_impl_trait_ref(tcx, impl);
        DefId item;
        TraitRef decl;
        if (tr.trait.i && ty_find_assoc_ty(tcx, tr, name, &item, &decl)) return assoc_projection(L, item, decl.args, seg);
        bool found;
        TyId t = assoc_in_impl(tcx, impl, name, &found);
        if (found) return t;
    }
    TyId self = lower(L, qs);
    const TyData *sd = ty_get(tcx, self);
    if (sd->kind == TYK_ERROR) return self;
    if (sd->kind == TYK_PARAM) {
        DefId declarer;
        DefId pdef = param_def_at(tcx, L->owner, sd->param.index, &declarer);
        TraitRef bounds[32];
        uint32_t nb = 0;
        if (pdef.i && defdata(tcx, pdef)->kind == DEF_TRAIT) {
            /* Self of a trait: the trait itself (and its supertraits) */
            bounds[nb++] = (TraitRef){pdef, ty_identity_args(tcx, pdef)};
        } else if (pdef.i) {
            /* the where-clauses of the owner and of its parents up to the
             * declarer count (rustc's type_param_predicates): `fn get(&self)
             * -> &T::Target where T: Deref` in an `impl<T> W<T>` */
            /* `T: Foo<T::Item>` where Foo has an `Item`: a cycle (E0391) */
            if (!ty_query_enter(tcx, TQ_PARAM_BOUNDS, pdef)) return ty_error(tcx);
            for (DefId d = L->owner; d.i && nb < 32; d = ty_generics_of(tcx, d)->parent) {
                nb += param_bounds(tcx, d, pdef, self, name, bounds + nb, 32 - nb);
                if (def_eq(d, declarer)) break;
            }
            ty_query_leave(tcx, TQ_PARAM_BOUNDS, pdef);
        }
        for (uint32_t i = 0; i < nb; i++) {
            DefId item;
            TraitRef decl;
            if (ty_find_assoc_ty(tcx, bounds[i], name, &item, &decl)) {
                return assoc_projection(L, item, decl.args, seg);   /* GATs: own args after the trait's */
            }
        }
        report_assoc_not_found(tcx, name, nsp, self);
        return ty_error(tcx);
    }
    if (sd->kind == TYK_PROJECTION) {
        report_assoc_not_found(tcx, name, nsp, self);
        return ty_error(tcx);
    }
    if (tcx->dc) {
        StrBuf sb = {0};
        sb_puts(&sb, "<");
        ty_print(tcx, &sb, self);
        sb_printf(&sb, " as Trait>::%s", sym_str(name));
        Diag *d = diag_error(tcx->dc, DC_E0223, span, "ambiguous associated type");
        diag_label(d, span, true, "help: use fully-qualified syntax: `%s`", sb_cstr(&sb));
        diag_emit(d);
        sb_free(&sb);
    }
    return ty_error(tcx);
}

/* `<Q as Trait>::Item` (qself given) or `Trait::Item` (E0223). */
static TyId lower_assoc_ty_path(Lower *L, const HirQPath *qp, DefId item, Span span) {
    TyCtxt *tcx = L->tcx;
    const HirPath *path = qp->path;
    if (!qp->qself) {
        if (tcx->dc) {
            StrBuf sb = {0};
            sb_puts(&sb, "<Type as ");
            for (uint32_t i = 0; i + 1 < path->nsegs; i++) {
                if (i) sb_puts(&sb, "::");
                sb_puts(&sb, sym_str(path->segs[i].ident.name));
            }
            sb_printf(&sb, ">::%s", sym_str(path->segs[path->nsegs - 1].ident.name));
            Diag *d = diag_error(tcx->dc, DC_E0223, span, "ambiguous associated type");
            diag_label(d, span, true, "help: use fully-qualified syntax: `%s`", sb_cstr(&sb));
            diag_emit(d);
            sb_free(&sb);
        }
        return ty_error(tcx);
    }
    TyId self = lower(L, qp->qself);
    DefId trait = defdata(tcx, item)->parent;
    /* the trait segment is the one before the item */
    const HirPathSegment *tseg = path->nsegs >= 2 ? &path->segs[path->nsegs - 2] : NULL;
    if (tseg && tseg->res.kind == RES_DEF && defdata(tcx, tseg->res.def)->kind == DEF_TRAIT) trait = tseg->res.def;
    HirPath tpath = *path;
    tpath.nsegs = path->nsegs >= 1 ? path->nsegs - 1 : 0;
    TraitRef tr = {trait, path_args(L, trait, tpath.nsegs ? &tpath : NULL, self)};
    DefId found;
    TraitRef decl;
    const HirPathSegment *iseg = path->nsegs ? &path->segs[path->nsegs - 1] : NULL;
    if (ty_find_assoc_ty(tcx, tr, defdata(tcx, item)->name, &found, &decl)) return assoc_projection(L, found, decl.args, iseg);
    return assoc_projection(L, item, tr.args, iseg);
}

/* ---- paths ---- */

static TyId lower_resolved_path(Lower *L, const HirQPath *qp, Span span) {
    TyCtxt *tcx = L->tcx;
    const HirPath *path = qp->path;
    if (!path) return ty_error(tcx);
    Res r = path->res;
    switch (r.kind) {
    case RES_PRIM_TY: return ty_prim(tcx, (PrimTy)r.prim);
    case RES_SELF_TY_TRAIT: return ty_param(tcx, 0, SYM_Self);
    case RES_SELF_TY_IMPL: {
        uint8_t k = defdata(tcx, r.def)->kind;
        if (k == DEF_IMPL) return ty_type_of(tcx, r.def);
        if (k == DEF_STRUCT || k == DEF_ENUM || k == DEF_UNION) return ty_type_of(tcx, r.def);
        return ty_error(tcx);
    }
    case RES_DEF: break;
    default: return ty_error(tcx);
    }
    const DefData *d = defdata(tcx, r.def);
    switch (d->kind) {
    case DEF_STRUCT: case DEF_ENUM: case DEF_UNION: return ty_adt(tcx, r.def, path_args(L, r.def, path, (TyId){0}));
    case DEF_TY_ALIAS: {
        ArgsId a = path_args(L, r.def, path, (TyId){0});
        return ty_subst(tcx, ty_type_of(tcx, r.def), a);
    }
    case DEF_TY_PARAM: {
        uint32_t idx = ty_param_index(tcx, r.def);
        return idx == UINT32_MAX ? ty_error(tcx) : ty_param(tcx, idx, d->name);
    }
    case DEF_FOREIGN_TY: return ty_type_of(tcx, r.def);
    case DEF_ASSOC_TY: return lower_assoc_ty_path(L, qp, r.def, span);
    case DEF_TRAIT: {
        /* a bare trait object (edition 2015) */
        HirGenericBound b = {.kind = HB_TRAIT, .trait_path = (HirPath *)path, .span = span};
        TyId t;
        lower_dyn(L, &b, 1, span, &t);
        return t;
    }
    default: return ty_error(tcx);
    }
}

static int cmp_defid(const void *a, const void *b) {
    uint32_t x = ((const DefId *)a)->i, y = ((const DefId *)b)->i;
    return x < y ? -1 : x > y;
}

typedef struct DynProj { DefId item; TyId ty; } DynProj;
typedef VEC(DefId) DefIdVec;
typedef VEC(DynProj) DynProjVec;

/* Adds the bounds of trait alias `tr` (Self = the error type) to an
 * object type: auto traits, the first other trait as the principal (its
 * Self dropped from the args), projection bounds; aliases recursively. */
static void dyn_add_alias(TyCtxt *tcx, TraitRef tr, TyData *d, DefIdVec *autos, DynProjVec *projs, uint32_t depth) {
    if (depth > 16) return;
    const Predicates *sp = ty_super_predicates(tcx, tr.trait);
    for (uint32_t i = 0; i < sp->n; i++) {
        const Predicate *p = &sp->preds[i];
        TraitRef sub = {p->trait_ref.trait, ty_subst_args(tcx, p->trait_ref.args, tr.args)};
        if (p->kind == PRED_PROJECTION) {
            vec_push(projs, ((DynProj){p->item, ty_subst(tcx, p->ty, tr.args)}));
            continue;
        }
        if (p->kind != PRED_TRAIT) continue;
        const TraitDef *td = ty_trait_def(tcx, sub.trait);
        if (td->is_alias) {
            dyn_add_alias(tcx, sub, d, autos, projs, depth + 1);
        } else if (td->is_auto || d->dyn_.principal.i) {
            bool dup = false;
            vec_foreach(autos, a) dup |= a->i == sub.trait.i;
            if (!dup) vec_push(autos, sub.trait);
        } else {
            uint32_t na = ty_args_len(tcx, sub.args);
            d->dyn_.principal = sub.trait;
            d->dyn_.principal_args = na > 1 ? ty_intern_args(tcx, ty_args(tcx, sub.args) + 1, na - 1) : (ArgsId){0};
        }
    }
}

/* E0393: a parameter of an object's trait left to a default that names
 * `Self` (`dyn Add` for `trait Add<Rhs = Self>`): the object has no Self
 * to put there (the error type stood for it). */
static void report_dyn_self_defaults(TyCtxt *tcx, DefId trait, const HirPath *path, ArgsId args) {
    if (!tcx->dc || !path->nsegs) return;
    const TyGenerics *g = ty_generics_of(tcx, trait);
    uint32_t given = count_written(path->segs[path->nsegs - 1].args);
    uint32_t na = ty_args_len(tcx, args);
    for (uint32_t k = 0; k < g->nparams; k++) {
        const GenericParamDef *pd = &g->params[k];
        if (pd->kind != GPD_TYPE || !pd->has_default || pd->index == 0 || pd->index >= na) continue;
        if (pd->index - 1 < given || !(ty_get(tcx, ty_args(tcx, args)[pd->index])->flags & TYF_HAS_ERROR)) continue;
        Diag *d = diag_error(tcx->dc, DC_E0393, path->span, "the type parameter `%s` must be explicitly specified",
                             sym_str(pd->name));
        diag_label(d, defdata(tcx, trait)->span, false, "type parameter `%s` must be specified for this",
                   sym_str(pd->name));
        char *sugg = xasprintf("%s<%s>", sym_str(defdata(tcx, trait)->name), sym_str(pd->name));
        diag_suggest(d, path->span, sugg, APP_HAS_PLACEHOLDERS, "set the type parameter to the desired type");
        free(sugg);
        diag_note(d, "because of the default `Self` reference, type parameters must be specified on object types");
        diag_emit(d);
    }
}

static void lower_dyn(Lower *L, const HirGenericBound *bounds, uint32_t n, Span span, TyId *out) {
    TyCtxt *tcx = L->tcx;
    (void)span;
    TyData d;
    memset(&d, 0, sizeof d);
    d.kind = TYK_DYN;
    DefIdVec autos = {0};
    typedef DynProj Proj;
    DynProjVec projs = {0};
    for (uint32_t i = 0; i < n; i++) {
        const HirGenericBound *b = &bounds[i];
        if (b->kind != HB_TRAIT || !b->trait_path || b->trait_path->res.kind != RES_DEF) continue;
        DefId def = b->trait_path->res.def;
        if (defdata(tcx, def)->kind == DEF_TRAIT_ALIAS) {
            /* `dyn Alias`: the object of the alias's bounds (rustc expands
             * trait aliases in objects) */
            Predicates extra = {0};
            TraitRef tr = ty_lower_trait_ref(tcx, L->owner, b->trait_path, ty_error(tcx), &extra);
            dyn_add_alias(tcx, tr, &d, &autos, &projs, 0);
            continue;
        }
        if (defdata(tcx, def)->kind != DEF_TRAIT) continue;
        if (ty_trait_def(tcx, def)->is_auto || d.dyn_.principal.i) {
            bool dup = false;
            vec_foreach(&autos, a) dup |= a->i == def.i;
            if (!dup) vec_push(&autos, def);
            continue;
        }
        Predicates extra = {0};
        /* the object's Self is unknown: the error type stands for it and
         * is dropped from the principal's args */
        TraitRef tr = ty_lower_trait_ref(tcx, L->owner, b->trait_path, ty_error(tcx), &extra);
        d.dyn_.principal = def;
        uint32_t na = ty_args_len(tcx, tr.args);
        report_dyn_self_defaults(tcx, def, b->trait_path, tr.args);
        d.dyn_.principal_args = na > 1 ? ty_intern_args(tcx, ty_args(tcx, tr.args) + 1, na - 1) : (ArgsId){0};
        for (uint32_t k = 0; k < extra.n; k++)
            if (extra.preds[k].kind == PRED_PROJECTION) vec_push(&projs, ((Proj){extra.preds[k].item, extra.preds[k].ty}));
    }
    /* canonical order: projections and auto traits sorted by DefId */
    for (uint32_t i = 1; i < projs.len; i++)
        for (uint32_t j = i; j > 0 && projs.data[j - 1].item.i > projs.data[j].item.i; j--) {
            Proj t = projs.data[j];
            projs.data[j] = projs.data[j - 1];
            projs.data[j - 1] = t;
        }
    if (autos.len) qsort(autos.data, autos.len, sizeof(DefId), cmp_defid);
    DefId items[64];
    TyId tys[64];
    uint32_t np = projs.len < 64 ? projs.len : 64;
    for (uint32_t i = 0; i < np; i++) {
        items[i] = projs.data[i].item;
        tys[i] = projs.data[i].ty;
    }
    d.dyn_.proj_items = items;
    d.dyn_.proj_tys = ty_intern_args(tcx, tys, np);
    d.dyn_.nproj = np;
    d.dyn_.auto_traits = autos.data;
    d.dyn_.nauto = autos.len;
    *out = ty_intern(tcx, &d);
    vec_free(&autos);
    vec_free(&projs);
}

/* ---- const arguments and array lengths ---- */

/* The const param a path names, or 0. */
static DefId const_param_of_path(TyCtxt *tcx, const HirPath *path) {
    if (!path || path->res.kind != RES_DEF || defdata(tcx, path->res.def)->kind != DEF_CONST_PARAM) return (DefId){0};
    return path->res.def;
}

static TyId const_param_ty(TyCtxt *tcx, DefId param) {
    uint32_t idx = ty_param_index(tcx, param);
    return idx == UINT32_MAX ? ty_error(tcx) : ty_const_param(tcx, idx, defdata(tcx, param)->name);
}

TyId ty_anon_const_param(TyCtxt *tcx, DefId ac) {
    if (!ac.i) return ty_error(tcx);
    const HirBody *b = tcx->hir ? hir_body(tcx->hir, ac) : NULL;
    const HirExpr *e = b ? b->value : NULL;
    /* `{ N }`: the braces of a const argument */
    while (e && e->kind == HEXPR_BLOCK && e->block.block && !e->block.block->nstmts && e->block.block->expr)
        e = e->block.block->expr;
    if (e && e->kind == HEXPR_PATH && e->qpath.kind == QPATH_RESOLVED) {
        DefId p = const_param_of_path(tcx, e->qpath.path);
        if (p.i) return const_param_ty(tcx, p);
    }
    return ty_error(tcx);
}

/* rustc's Const::from_anon_const (try_eval_lit_or_param): an anon const
 * that is a literal (braces allowed) of the parameter's type, an integer
 * (unsuffixed or with the type's suffix, in its range) or a bool, is its
 * value without evaluation. Evaluation would need the param env of the
 * anon const's parent, whose predicates may be what is being lowered: a
 * literal array length in a where-clause (`F: Fn([usize; 1])`, ppv-lite86's
 * `X: MultiLane<[u64; 2]>`) must not ask for them. */
static bool const_arg_literal(TyCtxt *tcx, DefId ac, TyId ty, uint64_t *lo, uint64_t *hi) {
    const HirBody *b = tcx->hir ? hir_body(tcx->hir, ac) : NULL;
    const HirExpr *e = b ? b->value : NULL;
    while (e && e->kind == HEXPR_BLOCK && e->block.block && !e->block.block->nstmts && e->block.block->expr &&
           !e->block.block->is_unsafe)
        e = e->block.block->expr;
    if (!e || e->kind != HEXPR_LIT) return false;
    if (e->lit.kind == HLIT_BOOL && ty_kind(tcx, ty) == TYK_BOOL) {
        *lo = e->lit.lo;
        *hi = 0;
        return true;
    }
    if (e->lit.kind != HLIT_INT || !ty_is_integral(tcx, ty)) return false;
    if (e->lit.suffix && ty_prim(tcx, (PrimTy)(e->lit.suffix - 1)).i != ty.i) return false;
    uint32_t bits = ty_int_bits(tcx, ty);
    bool is_signed = ty_kind(tcx, ty) == TYK_INT;
    uint32_t vbits = bits - (is_signed ? 1 : 0);   /* a literal is never negative */
    if (vbits < 64 ? (e->lit.hi || e->lit.lo >> vbits) : vbits < 128 && e->lit.hi >> (vbits - 64)) return false;
    *lo = e->lit.lo;
    *hi = e->lit.hi;
    return true;
}

/* generic_const_exprs: two const expressions are the same constant when
 * their trees are (rustc compares abstract consts): literals by value,
 * paths by what they name (generic parameters by position), operators
 * and calls by their operands. Braces are transparent. */
static const HirExpr *strip_braces(const HirExpr *e) {
    while (e && e->kind == HEXPR_BLOCK && e->block.block && !e->block.block->nstmts && e->block.block->expr &&
           !e->block.block->is_unsafe)
        e = e->block.block->expr;
    return e;
}

typedef struct TreeEq {
    TyCtxt *tcx;
    bool (*param_eq)(void *arg, uint32_t ia, uint32_t ib);
    void *arg;
} TreeEq;

static bool same_res(TreeEq *q, DefId a, DefId b) {
    DefKind ka = defdata(q->tcx, a)->kind, kb = defdata(q->tcx, b)->kind;
    if (ka != kb) return false;
    if (ka == DEF_CONST_PARAM || ka == DEF_TY_PARAM)
        return q->param_eq(q->arg, ty_param_index(q->tcx, a), ty_param_index(q->tcx, b));
    return def_eq(a, b);
}

static bool same_path(TreeEq *q, const HirPath *pa, const HirPath *pb);

static bool same_hir_ty(TreeEq *q, const HirTy *a, const HirTy *b) {
    if (!a || !b || a->kind != b->kind) return false;
    switch (a->kind) {
    case HTY_PATH:
        return a->qpath.kind == QPATH_RESOLVED && b->qpath.kind == QPATH_RESOLVED && !a->qpath.qself && !b->qpath.qself &&
               same_path(q, a->qpath.path, b->qpath.path);
    case HTY_REF: case HTY_PTR: return a->ptr.mutbl == b->ptr.mutbl && same_hir_ty(q, a->ptr.ty, b->ptr.ty);
    case HTY_SLICE: return same_hir_ty(q, a->elem, b->elem);
    case HTY_TUP:
        if (a->tup.n != b->tup.n) return false;
        for (uint32_t i = 0; i < a->tup.n; i++)
            if (!same_hir_ty(q, a->tup.elems[i], b->tup.elems[i])) return false;
        return true;
    default: return false;
    }
}

static bool same_path(TreeEq *q, const HirPath *pa, const HirPath *pb) {
    if (pa->res.kind != RES_DEF || pb->res.kind != RES_DEF || !same_res(q, pa->res.def, pb->res.def)) return false;
    /* the generic args written on the last segments */
    const HirGenericArgs *ga = pa->nsegs ? pa->segs[pa->nsegs - 1].args : NULL;
    const HirGenericArgs *gb = pb->nsegs ? pb->segs[pb->nsegs - 1].args : NULL;
    for (uint32_t i = 0; i + 1 < pa->nsegs; i++)
        if (pa->segs[i].args) return false;
    for (uint32_t i = 0; i + 1 < pb->nsegs; i++)
        if (pb->segs[i].args) return false;
    if (!ga || !gb) return !ga && !gb;
    if (ga->nargs != gb->nargs || ga->nconstraints || gb->nconstraints) return false;
    for (uint32_t i = 0; i < ga->nargs; i++) {
        const HirGenericArg *x = &ga->args[i], *y = &gb->args[i];
        if (x->kind != y->kind || x->kind != HGA_TYPE || !same_hir_ty(q, x->ty, y->ty)) return false;
    }
    return true;
}

static bool same_const_expr(TreeEq *q, const HirExpr *a, const HirExpr *b) {
    a = strip_braces(a);
    b = strip_braces(b);
    if (!a || !b || a->kind != b->kind) return false;
    switch (a->kind) {
    case HEXPR_LIT:
        return a->lit.kind == b->lit.kind && a->lit.suffix == b->lit.suffix && a->lit.lo == b->lit.lo &&
               a->lit.hi == b->lit.hi && a->lit.kind != HLIT_FLOAT && a->lit.kind != HLIT_STR;
    case HEXPR_PATH:
        return a->qpath.kind == QPATH_RESOLVED && b->qpath.kind == QPATH_RESOLVED && !a->qpath.qself &&
               !b->qpath.qself && same_path(q, a->qpath.path, b->qpath.path);
    case HEXPR_BINARY:
        return a->binary.op == b->binary.op && same_const_expr(q, a->binary.lhs, b->binary.lhs) &&
               same_const_expr(q, a->binary.rhs, b->binary.rhs);
    case HEXPR_UNARY: return a->unary.op == b->unary.op && same_const_expr(q, a->unary.operand, b->unary.operand);
    case HEXPR_CALL:
        if (a->call.nargs != b->call.nargs || !same_const_expr(q, a->call.callee, b->call.callee)) return false;
        for (uint32_t i = 0; i < a->call.nargs; i++)
            if (!same_const_expr(q, a->call.args[i], b->call.args[i])) return false;
        return true;
    default: return false;
    }
}

bool ty_same_const_tree(TyCtxt *tcx, DefId a, DefId b, bool (*param_eq)(void *arg, uint32_t ia, uint32_t ib), void *arg) {
    const HirBody *ba = tcx->hir ? hir_body(tcx->hir, a) : NULL, *bb = tcx->hir ? hir_body(tcx->hir, b) : NULL;
    if (!ba || !bb) return false;
    uint64_t t1, t2;
    if (!hmap_get(&tcx->type_of, a.i, &t1) || !hmap_get(&tcx->type_of, b.i, &t2) || t1 != t2) return false;
    TreeEq q = {tcx, param_eq, arg};
    return same_const_expr(&q, ba->value, bb->value);
}

static bool same_index(void *arg, uint32_t ia, uint32_t ib) {
    (void)arg;
    return ia == ib;
}

/* The first anon const made unevaluated with the same tree (its MIR
 * evaluates this one's: equal trees name parameters by position), so
 * that equal expressions are one type. */
static DefId canonical_uneval(TyCtxt *tcx, DefId ac) {
    const HirBody *b = tcx->hir ? hir_body(tcx->hir, ac) : NULL;
    if (!b) return ac;
    for (uint32_t i = 0; i < tcx->uneval_consts.len; i++) {
        DefId o = {tcx->uneval_consts.data[i]};
        if (def_eq(o, ac) || ty_same_const_tree(tcx, o, ac, same_index, NULL)) return o;
    }
    vec_push(&tcx->uneval_consts, ac.i);
    return ac;
}

/* A const generic value is a scalar (integers, bools, chars, fieldless
 * enums); the other values of adt_const_params (references, ADTs with
 * fields) are not represented. After a failed evaluation of one: an error
 * once per argument (key: the anon const or the const item). A scalar's
 * failed evaluation has reported its own. */
static void unsupported_const_value(TyCtxt *tcx, TyId ty, DefId key, Span sp) {
    uint8_t k = ty_kind(tcx, ty);
    if (k == TYK_INT || k == TYK_UINT || k == TYK_BOOL || k == TYK_CHAR || k == TYK_ERROR ||
        (ty_get(tcx, ty)->flags & (TYF_HAS_ERROR | TYF_HAS_PARAM | TYF_HAS_INFER)))
        return;
    if (tcx->dc && sp.lo && hmap_put(&tcx->cycle_reported, UINT64_C(1) << 63 | key.i, 1))
        diag_emit(diag_error(tcx->dc, DC_NONE, sp, "rcc does not support const generic arguments of type `%s` yet",
                             ty_to_string(tcx, ty)));
}

TyId ty_lower_const_arg(TyCtxt *tcx, DefId owner, DefId ac, TyId ty) {
    (void)owner;
    if (!ac.i) return ty_error(tcx);
    /* the anon const's type is its parameter's (type_of answers usize for
     * anon consts it knows nothing about: record it before anyone asks,
     * also for `{ N }`, which is still type-checked as a body) */
    uint64_t v;
    if (ty_kind(tcx, ty) != TYK_ERROR && !hmap_get(&tcx->type_of, ac.i, &v)) hmap_put(&tcx->type_of, ac.i, ty.i);
    TyId p = ty_anon_const_param(tcx, ac);
    if (ty_kind(tcx, p) != TYK_ERROR) return p;
    if (ty_kind(tcx, ty) == TYK_ERROR) return ty_error(tcx);
    uint64_t lo = 0, hi = 0;
    if (const_arg_literal(tcx, ac, ty, &lo, &hi)) return ty_const(tcx, ty, lo, hi);
    /* #![feature(generic_const_exprs)]: an expression of the item's
     * generic parameters (`Foo<{ N > 10 }>`, `[u8; N + 1]`) is evaluated
     * once they are known (ty_subst); evaluating it now would need the
     * item's param env, which may be what is being lowered */
    ArgsId ident = ty_identity_args(tcx, ac);
    if (ty_args_len(tcx, ident) &&
        res_crate_has_feature(tcx->res, defdata(tcx, ac)->krate, sym_cstr("generic_const_exprs")))
        return ty_uneval_const(tcx, canonical_uneval(tcx, ac), ident);
    if (!ty_eval_const_u128(tcx, ac, (ArgsId){0}, ty, &lo, &hi)) {
        const HirBody *b = tcx->hir ? hir_body(tcx->hir, ac) : NULL;
        unsupported_const_value(tcx, ty, ac, b && b->value ? b->value->span : (Span){0, 0});
        return ty_error(tcx);
    }
    return ty_const(tcx, ty, lo, hi);
}

/* A written generic argument for a const parameter. */
static TyId lower_const_generic_arg(Lower *L, const HirGenericArg *a, const GenericParamDef *gp) {
    if (a->kind == HGA_INFER) return placeholder(L, a->span);
    return ty_lower_explicit_const_arg(L->tcx, L->owner, a, gp->def);
}

/* E0747: a const argument written where a type parameter is. */
void ty_report_const_for_type(TyCtxt *tcx, const HirGenericArg *a) {
    if (!tcx->dc) return;
    diag_emit(diag_error(tcx->dc, DC_E0747, a->span, "constant provided when a type was expected"));
}

/* The source text of a span (NULL if it crosses files or there is no
 * source map). */
static char *span_snippet(TyCtxt *tcx, Span sp) {
    const SourceMap *sm = tcx->dc ? tcx->dc->sm : NULL;
    const SourceFile *f = sm ? sm_file_at(sm, sp.lo) : NULL;
    if (!f || sp.hi < sp.lo || sp.lo < f->start || sp.hi > f->start + f->len) return NULL;
    return xstrndup(f->src + (sp.lo - f->start), sp.hi - sp.lo);
}

/* E0747: a type written where a const parameter is (rustc's
 * generic_arg_mismatch_err), with its suggestions: braces around a path,
 * `{ N }` for an array type given for a `usize` parameter. */
static void report_type_for_const(TyCtxt *tcx, const HirGenericArg *a, DefId param) {
    if (!tcx->dc) return;
    const HirTy *t = a->ty;
    const HirPath *path = t && t->kind == HTY_PATH && t->qpath.kind == QPATH_RESOLVED ? t->qpath.path : NULL;
    bool unresolved = path && path->res.kind == RES_ERR;
    Diag *d = diag_error(tcx->dc, DC_E0747, a->span, "%s provided when a constant was expected",
                         unresolved ? "unresolved item" : "type");
    if (t && t->kind == HTY_PATH) {
        bool ty_param = path && path->res.kind == RES_DEF && defdata(tcx, path->res.def)->kind == DEF_TY_PARAM;
        if (ty_param) {
            const DefData *src = defdata(tcx, path->res.def);
            TyId pty = ty_type_of(tcx, param);
            if (!span_is_dummy(src->span) && ty_kind(tcx, pty) != TYK_ERROR) {
                StrBuf sb = {0};
                sb_printf(&sb, "const %s: %s", sym_str(defdata(tcx, param)->name), ty_to_string(tcx, pty));
                diag_suggest(d, src->span, sb_cstr(&sb), APP_MAYBE_INCORRECT,
                             "consider changing this type parameter to be a `const` generic");
                sb_free(&sb);
            }
        } else {
            DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, APP_MAYBE_INCORRECT,
                                                "if this generic argument was intended as a const parameter, "
                                                "surround it with braces");
            diag_sugg_part(s, span_new(a->span.lo, a->span.lo), "{ ");
            diag_sugg_part(s, span_new(a->span.hi, a->span.hi), " }");
        }
    } else if (t && t->kind == HTY_ARRAY && ty_type_of(tcx, param).i == tcx->common.usize.i) {
        const HirBody *b = tcx->hir ? hir_body(tcx->hir, t->array.len.def) : NULL;
        char *snip = b && b->value ? span_snippet(tcx, b->value->span) : NULL;
        if (snip) {
            StrBuf sb = {0};
            sb_printf(&sb, "{ %s }", snip);
            diag_suggest(d, a->span, sb_cstr(&sb), APP_MAYBE_INCORRECT,
                         "array type provided where a `usize` was expected, try");
            sb_free(&sb);
            free(snip);
        }
    }
    diag_emit(d);
}

TyId ty_lower_explicit_const_arg(TyCtxt *tcx, DefId owner, const HirGenericArg *a, DefId param) {
    const GenericParamDef pd = {.def = param};
    const GenericParamDef *gp = &pd;
    if (a->kind == HGA_INFER) return ty_error(tcx);
    if (a->kind == HGA_CONST) return ty_lower_const_arg(tcx, owner, a->ct.def, ty_type_of(tcx, gp->def));
    /* `f::<N>`: a path the parser took for a type */
    if (a->kind == HGA_TYPE && a->ty && a->ty->kind == HTY_PATH && a->ty->qpath.kind == QPATH_RESOLVED) {
        const HirPath *path = a->ty->qpath.path;
        DefId p = const_param_of_path(tcx, path);
        if (p.i) return const_param_ty(tcx, p);
        /* `f::<K>` with K a const item: its value */
        if (path && path->res.kind == RES_DEF && defdata(tcx, path->res.def)->kind == DEF_CONST) {
            TyId ty = ty_type_of(tcx, gp->def);
            uint64_t lo = 0, hi = 0;
            if (ty_kind(tcx, ty) != TYK_ERROR && ty_eval_const_u128(tcx, path->res.def, (ArgsId){0}, ty, &lo, &hi))
                return ty_const(tcx, ty, lo, hi);
            unsupported_const_value(tcx, ty, path->res.def, a->ty->span);
            return ty_error(tcx);
        }
    }
    if (a->kind == HGA_TYPE) report_type_for_const(tcx, a, param);
    return ty_error(tcx);
}

static TyId lower_array(Lower *L, const HirTy *t) {
    TyCtxt *tcx = L->tcx;
    TyId elem = lower(L, t->array.elem);
    TyId len = ty_lower_const_arg(tcx, L->owner, t->array.len.def, tcx->common.usize);
    if (ty_kind(tcx, len) == TYK_ERROR) return ty_error(tcx);
    return ty_array_ct(tcx, elem, len);
}

/* ---- types ---- */

static TyId lower_fn_ptr(Lower *L, const HirTy *t) {
    TyCtxt *tcx = L->tcx;
    const HirFnDecl *decl = &t->fn_ptr.decl;
    VEC(TyId) io = {0};
    for (uint32_t i = 0; i < decl->ninputs; i++) vec_push(&io, lower(L, decl->inputs[i]));
    vec_push(&io, decl->output ? lower(L, decl->output) : tcx->common.unit);
    FnSig sig = {.inputs_and_output = ty_intern_args(tcx, io.data, io.len), .c_variadic = decl->c_variadic,
                 .is_unsafe = t->fn_ptr.is_unsafe, .abi = t->fn_ptr.abi};
    vec_free(&io);
    return ty_fn_ptr(tcx, sig);
}

static TyId lower(Lower *L, const HirTy *t) {
    TyCtxt *tcx = L->tcx;
    if (!t) return ty_error(tcx);
    switch (t->kind) {
    case HTY_PATH:
        switch (t->qpath.kind) {
        case QPATH_RESOLVED: return lower_resolved_path(L, &t->qpath, t->span);
        case QPATH_TYPE_RELATIVE: return lower_type_relative(L, &t->qpath, t->span);
        case QPATH_LANG_ITEM: {
            DefId def = ty_require_lang_item(tcx, t->qpath.lang, t->span);
            if (!def.i) return ty_error(tcx);
            return ty_type_of(tcx, def);
        }
        }
        return ty_error(tcx);
    case HTY_REF: return ty_ref(tcx, lower(L, t->ptr.ty), t->ptr.mutbl);
    case HTY_PTR: return ty_raw_ptr(tcx, lower(L, t->ptr.ty), t->ptr.mutbl);
    case HTY_SLICE: return ty_slice(tcx, lower(L, t->elem));
    case HTY_ARRAY: return lower_array(L, t);
    case HTY_TUP: {
        TyId buf[16];
        TyId *v = t->tup.n <= 16 ? buf : xmalloc(t->tup.n * sizeof(TyId));
        for (uint32_t i = 0; i < t->tup.n; i++) v[i] = lower(L, t->tup.elems[i]);
        TyId r = ty_tuple(tcx, v, t->tup.n);
        if (v != buf) free(v);
        return r;
    }
    case HTY_FN_PTR: return lower_fn_ptr(L, t);
    case HTY_NEVER: return tcx->common.never;
    case HTY_INFER: return placeholder(L, t->span);
    case HTY_DYN: {
        TyId r;
        lower_dyn(L, t->bounds.bounds, t->bounds.nbounds, t->span, &r);
        return r;
    }
    case HTY_IMPL_TRAIT:
        if (L->fn_output) {
            uint32_t index = L->nopaque++;
            if (L->opaque_ty) return L->opaque_ty(L->opaque_arg, index, t);
            if (tcx->reveal_opaque) return tcx->reveal_opaque(tcx, L->owner, index);
            return ty_error(tcx);
        }
        if (tcx->dc)
            diag_emit(diag_error(tcx->dc, DC_E0562, t->span,
                                 "`impl Trait` only allowed in function and inherent method return types, not in this position"));
        return ty_error(tcx);
    case HTY_ERR: return ty_error(tcx);
    }
    return ty_error(tcx);
}

TyId ty_lower_ty(TyCtxt *tcx, DefId owner, const HirTy *t, TyInferFn infer, void *arg) {
    Lower L = {.tcx = tcx, .owner = owner, .infer = infer, .arg = arg};
    return lower(&L, t);
}

TyId ty_lower_qself(TyCtxt *tcx, DefId owner, const HirTy *t, TyInferFn infer, void *arg) {
    Lower L = {.tcx = tcx, .owner = owner, .infer = infer, .arg = arg, .value_path = true};
    return lower(&L, t);
}

/* A fn's return type, where `impl Trait` is allowed (collect.c). */
TyId ty_lower_fn_output(TyCtxt *tcx, DefId fn, const HirTy *t, TyOpaqueTyFn f, void *arg) {
    Lower L = {.tcx = tcx, .owner = fn, .fn_output = true, .opaque_ty = f, .opaque_arg = arg};
    return lower(&L, t);
}
