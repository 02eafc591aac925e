/* path.c — value paths: locals, fns, constructors, consts, statics, and
 * type-relative paths (`T::new`, `Self::V`, `<T as Tr>::f`).
 *
 * Takes: a HIR PATH expression (or a struct expression's / pattern's
 * path). Gives: its type (fn items get FN_DEF with generic args, fresh
 * variables for what is not written), node_args, the type-relative
 * resolution (type_relative_res, type_dependent) and the obligations
 * that the item's where-clauses impose.
 */
#include "tc_priv.h"

#include <string.h>

static const DefData *dd_of(FnCtxt *fcx, DefId d) { return res_def(ty_resolver(fcx->tcx), d); }

/* The ADT a constructor or variant belongs to, and the variant index. */
static DefId ctor_adt(FnCtxt *fcx, DefId ctor_or_variant, uint32_t *variant) {
    const DefData *d = dd_of(fcx, ctor_or_variant);
    DefId v = ctor_or_variant;
    if (d->kind == DEF_CTOR) {
        v = d->parent;
        d = dd_of(fcx, v);
    }
    *variant = 0;
    if (d->kind == DEF_VARIANT) {
        *variant = ty_variant_index(fcx->tcx, v);
        return d->parent;
    }
    return v;
}

static bool is_trait_item(FnCtxt *fcx, DefId def, DefId *trait) {
    const DefData *d = dd_of(fcx, def);
    if (!d || !d->parent.i) return false;
    const DefData *p = dd_of(fcx, d->parent);
    if (p->kind != DEF_TRAIT) return false;
    *trait = d->parent;
    return true;
}

/* Registers `Self: Trait` for a trait item used through a path, plus the
 * item's own where-clauses. */
static void register_item_bounds(FnCtxt *fcx, DefId def, ArgsId args, Span span) {
    DefId trait;
    if (is_trait_item(fcx, def, &trait)) {
        uint32_t n = ty_generics_count(fcx->tcx, trait);
        TraitRef tr = {trait, ty_intern_args(fcx->tcx, ty_args(fcx->tcx, args), n)};
        tc_register_bound(fcx, tr, span, span, def);
    }
    tc_register_predicates(fcx, def, args, span, span);
}

/* The type of a value item `def` with its args. */
static TyId value_item_ty(FnCtxt *fcx, DefId def, ArgsId args, Span span) {
    const DefData *d = dd_of(fcx, def);
    TyCtxt *tcx = fcx->tcx;
    switch (d->kind) {
    case DEF_FN:
    case DEF_ASSOC_FN: return ty_fn_def(tcx, def, args);
    case DEF_CTOR:
        if (d->ctor_kind == CTOR_FN) return ty_fn_def(tcx, def, args);
        if (d->ctor_kind == CTOR_CONST) {
            uint32_t v;
            DefId adt = ctor_adt(fcx, def, &v);
            return ty_adt(tcx, adt, args);
        }
        break;
    case DEF_CONST:
    case DEF_ASSOC_CONST:
    case DEF_STATIC:
    case DEF_CONST_PARAM: return tc_normalize(fcx, ty_subst(tcx, ty_type_of(tcx, def), args), span);
    default: break;
    }
    return (TyId){0};
}

static ArgsId path_args(FnCtxt *fcx, DefId def, const HirPath *path, TyId self_ty) {
    return ty_lower_path_args(fcx->tcx, fcx->owner, def, path, self_ty, tc_infer_cb, fcx);
}

/* The self type of the impl (or ADT) a `Self` names. */
static TyId self_ty_of(FnCtxt *fcx, DefId impl_or_adt) {
    return ty_type_of(fcx->tcx, impl_or_adt);
}

/* `Self(..)` / `Self` as a value in an impl of a struct. */
static TyId self_ctor_ty(FnCtxt *fcx, DefId impl, Span span, DefId *ctor_out, ArgsId *args_out) {
    TyId st = tc_shallow(fcx, self_ty_of(fcx, impl));
    const TyData *d = tc_get(fcx, st);
    if (d->kind != TYK_ADT) return (TyId){0};
    const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
    if (!ad || ad->kind != ADT_STRUCT || !ad->variants[0].ctor.i) return (TyId){0};
    *ctor_out = ad->variants[0].ctor;
    *args_out = d->adt.args;
    return value_item_ty(fcx, ad->variants[0].ctor, d->adt.args, span);
}

/* ---- the trait index: every trait item by name ---- */

static void index_items(TraitItemIndex *ix, TyCtxt *tcx, DefId def, int depth) {
    Hir *h = ty_hir(tcx);
    const HirItem *it = hir_item(h, def);
    if (!it || depth > 64) return;
    if (it->kind == HITEM_TRAIT) {
        const AssocItems *ai = ty_assoc_items(tcx, def);
        for (uint32_t i = 0; ai && i < ai->n; i++) {
            bool ins;
            uint64_t *slot = hmap_entry(&ix->by_name, ai->items[i].name, 0, &ins);
            if (!*slot) {
                VecU32 empty = {0};
                vec_push(&ix->lists, empty);
                *slot = ix->lists.len;
            }
            vec_push(&ix->lists.data[*slot - 1], ai->items[i].def.i);
        }
    }
}

void tc_trait_index_free(TraitItemIndex *ix) {
    for (uint32_t i = 0; i < ix->lists.len; i++) vec_free(&ix->lists.data[i]);
    vec_free(&ix->lists);
    hmap_free(&ix->by_name);
    memset(ix, 0, sizeof *ix);
}

/* The trait items named `name` of every trait of the session. */
const uint32_t *tc_trait_items_named(FnCtxt *fcx, Symbol name, uint32_t *n) {
    TraitItemIndex *ix = &fcx->tc->trait_index;
    if (!ix->built) {
        ix->built = true;
        hmap_init(&ix->by_name);
        Resolver *r = ty_resolver(fcx->tcx);
        for (uint32_t c = 0; c < res_crate_count(r); c++) {
            uint32_t ni = 0;
            const DefId *items = hir_crate_items(ty_hir(fcx->tcx), c, &ni);
            for (uint32_t i = 0; i < ni; i++)
                if (dd_of(fcx, items[i])->kind == DEF_TRAIT) index_items(ix, fcx->tcx, items[i], 0);
        }
    }
    uint64_t v;
    if (!hmap_get(&ix->by_name, name, &v)) {
        *n = 0;
        return NULL;
    }
    *n = ix->lists.data[v - 1].len;
    return ix->lists.data[v - 1].data;
}

/* ---- type-relative resolution ---- */

static bool item_kind_ok(const AssocItem *ai) { return ai->kind == DEF_ASSOC_FN || ai->kind == DEF_ASSOC_CONST; }

/* rustc's probe in path mode: inherent impls, then the traits of a type
 * parameter's bounds, then the traits in scope (E0034 when two fit). A
 * NULL scope: every trait, reporting nothing. */
static bool trait_item_fits(FnCtxt *fcx, DefId item, TyId self_ty, ArgsId *out) {
    const AssocItem *ai = ty_assoc_item(fcx->tcx, item);
    if (!ai || !item_kind_ok(ai)) return false;
    ArgsId a = tc_fresh_args(fcx, item, fcx->cur_span);
    if (!infer_unify(fcx->icx, ty_args(fcx->tcx, a)[0], self_ty)) return false;
    uint32_t ntr = ty_generics_count(fcx->tcx, ai->container);
    TraitRef tr = {ai->container, ty_intern_args(fcx->tcx, ty_args(fcx->tcx, a), ntr)};
    Selection s = ty_select(fcx->tcx, fcx->icx, fcx->env, tr);
    if (s.kind == SEL_NONE) return false;
    *out = a;
    return true;
}

bool tc_resolve_type_relative(FnCtxt *fcx, TyId self_ty, Ident name, Span span, const TraitScope *scope, DefId *out,
                              ArgsId *args) {
    TyCtxt *tcx = fcx->tcx;
    self_ty = tc_shallow(fcx, self_ty);
    const TyData *d = tc_get(fcx, self_ty);
    if (d->kind == TYK_ADT) {
        const AdtDef *ad = ty_adt_def(tcx, d->adt.def);
        if (ad && ad->kind == ADT_ENUM) {
            for (uint32_t i = 0; i < ad->nvariants; i++) {
                if (ad->variants[i].name != name.name) continue;
                *out = ad->variants[i].ctor.i ? ad->variants[i].ctor : ad->variants[i].def;
                *args = d->adt.args;
                return true;
            }
        }
    }
    /* inherent impls */
    uint32_t nimpls = 0;
    const DefId *impls = d->kind == TYK_INFER ? NULL : ty_inherent_impls_of_ty(tcx, self_ty, &nimpls);
    for (uint32_t i = 0; i < nimpls; i++) {
        const AssocItems *items = ty_assoc_items(tcx, impls[i]);
        for (uint32_t k = 0; items && k < items->n; k++) {
            const AssocItem *ai = &items->items[k];
            if (ai->name != name.name || !item_kind_ok(ai)) continue;
            ArgsId a = tc_fresh_args(fcx, ai->def, fcx->cur_span);
            uint32_t snap = infer_snapshot(fcx->icx);
            TyId ist = ty_subst(tcx, ty_type_of(tcx, impls[i]), a);
            if (infer_unify(fcx->icx, ist, self_ty)) {
                infer_commit(fcx->icx, snap);
                *out = ai->def;
                *args = a;
                tc_register_predicates(fcx, ai->def, a, span, span);
                return true;
            }
            infer_rollback(fcx->icx, snap);
        }
    }
    /* trait items: the param's bounds, then the traits in scope */
    uint32_t n = 0;
    const uint32_t *items = tc_trait_items_named(fcx, name.name, &n);
    TraitList env = {0};
    tc_env_traits_of(fcx, self_ty, &env);
    bool found = false;
    for (int pass = env.len ? 0 : 1; pass < 2 && !found; pass++) {
        DefId fits[4];
        uint32_t nfits = 0;
        for (uint32_t i = 0; i < n; i++) {
            DefId item = {items[i]};
            const AssocItem *ai = ty_assoc_item(tcx, item);
            if (!ai || !item_kind_ok(ai)) continue;
            bool in_env = tc_def_list_has(&env, ai->container);
            if (pass == 0 ? !in_env : in_env || !tc_trait_in_scope(fcx, scope, ai->container)) continue;
            uint32_t snap = infer_snapshot(fcx->icx);
            ArgsId a;
            bool ok = trait_item_fits(fcx, item, self_ty, &a);
            infer_rollback(fcx->icx, snap);
            if (ok && nfits < 4) fits[nfits++] = item;
        }
        if (!nfits) continue;
        if (nfits > 1 && scope) tc_err_ambiguous(fcx, name, fits, nfits, self_ty, false);
        uint32_t snap = infer_snapshot(fcx->icx);
        ArgsId a;
        if (!trait_item_fits(fcx, fits[0], self_ty, &a)) {
            infer_rollback(fcx->icx, snap);
            continue;
        }
        infer_commit(fcx->icx, snap);
        *out = fits[0];
        *args = a;
        register_item_bounds(fcx, fits[0], a, span);
        found = true;
    }
    vec_free(&env);
    return found;
}

/* The explicit own generic args of a segment (`T::f::<u8>`, `x.f::<_,
 * u8>`) unified with the item's own params. `_` and const args take
 * their param's place too; `_` is left to inference. */
void tc_apply_explicit_args(FnCtxt *fcx, DefId def, ArgsId args, const HirPathSegment *seg) {
    if (!seg->args || !seg->args->nargs) return;
    tc_lint_late_bound_args(fcx->tcx, fcx->owner, def, seg);
    const TyGenerics *g = ty_generics_of(fcx->tcx, def);
    uint32_t n = ty_args_len(fcx->tcx, args);
    const TyId *tys = ty_args(fcx->tcx, args);
    uint32_t k = 0;
    for (uint32_t i = 0; i < seg->args->nargs && k < g->nparams; i++) {
        const HirGenericArg *ga = &seg->args->args[i];
        if (ga->kind == HGA_LIFETIME) continue;
        uint32_t idx = g->parent_count + k++;
        if (idx >= n || ga->kind == HGA_INFER) continue;
        const GenericParamDef *p = &g->params[k - 1];
        if (p->kind == GPD_CONST) {
            /* `uninit_array::<N>()`, `f::<3>()`, `f::<{ K }>()` */
            TyId c = ty_lower_explicit_const_arg(fcx->tcx, fcx->owner, ga, p->def);
            if (!tc_is_error(fcx, c)) infer_unify(fcx->icx, tys[idx], c);
        } else if (ga->kind == HGA_TYPE) {
            infer_unify(fcx->icx, tys[idx], tc_lower_ty(fcx, ga->ty));
        }
    }
}

static void err_no_assoc(FnCtxt *fcx, TyId self_ty, Ident name, Span span) {
    if (tc_is_error(fcx, self_ty)) return;
    DefId oos = {0};
    uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
    DefId def;
    ArgsId args;
    if (tc_resolve_type_relative(fcx, self_ty, name, span, NULL, &def, &args)) {
        const AssocItem *ai = ty_assoc_item(fcx->tcx, def);
        if (ai && res_def(ty_resolver(fcx->tcx), ai->container)->kind == DEF_TRAIT) oos = ai->container;
    }
    infer_rollback(fcx->icx, snap);
    fcx->obligs.len = nobligs;
    tc_err_no_method(fcx, name.span, self_ty, name.name, true, oos);
}

Res tc_qpath_res(FnCtxt *fcx, const HirQPath *qp, HirId id, Span span, TyId *self_ty) {
    Res r = {0};
    if (self_ty) *self_ty = (TyId){0};
    switch (qp->kind) {
    case QPATH_RESOLVED: return qp->path->res;
    case QPATH_LANG_ITEM:
        r.kind = RES_DEF;
        r.def = tc_lang(fcx, qp->lang);
        if (!r.def.i) {
            ty_require_lang_item(fcx->tcx, qp->lang, span);
            r.kind = RES_ERR;
        } else if (id.i < fcx->r->nids) {
            fcx->r->type_relative_res[id.i] = r;   /* lang item paths too: later phases need no lang lookups */
        }
        return r;
    case QPATH_TYPE_RELATIVE: {
        TyId st = tc_lower_qself(fcx, qp->qself);
        if (self_ty) *self_ty = st;
        if (tc_is_error(fcx, st)) return r;
        DefId def;
        ArgsId args;
        if (!tc_resolve_type_relative(fcx, st, qp->seg->ident, span, &qp->scope, &def, &args)) {
            err_no_assoc(fcx, st, qp->seg->ident, span);
            tc_taint(fcx);
            return r;
        }
        tc_apply_explicit_args(fcx, def, args, qp->seg);
        r.kind = RES_DEF;
        r.def = def;
        if (id.i < fcx->r->nids) {
            fcx->r->type_relative_res[id.i] = r;
            fcx->r->type_dependent[id.i] = (TypeDependentDef){def, args};
            fcx->r->node_args[id.i] = args;
        }
        return r;
    }
    }
    return r;
}

/* The args of a resolved value path to def. */
static ArgsId resolved_args(FnCtxt *fcx, const HirQPath *qp, DefId def) {
    if (qp->kind == QPATH_LANG_ITEM) return tc_fresh_args(fcx, def, fcx->cur_span);
    DefId trait;
    TyId self_ty = {0};
    if (is_trait_item(fcx, def, &trait)) self_ty = qp->qself ? tc_lower_qself(fcx, qp->qself) : tc_new_var(fcx, qp->span);
    const DefData *d = dd_of(fcx, def);
    if (d->kind == DEF_CTOR) {
        /* the args are the ADT's: lowered from the segments (`Foo::<u8>`, `E::<u8>::V`) */
        return path_args(fcx, def, qp->path, (TyId){0});
    }
    return path_args(fcx, def, qp->path, self_ty);
}

TyId tc_check_path_expr(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    (void)ex;
    const HirQPath *qp = &e->qpath;
    if (qp->kind == QPATH_RESOLVED) {
        const HirPath *p = qp->path;
        switch (p->res.kind) {
        case RES_LOCAL: {
            TyId t = tc_node_ty(fcx, p->local);
            return t;
        }
        case RES_SELF_CTOR: {
            DefId ctor;
            ArgsId args;
            TyId t = self_ctor_ty(fcx, p->res.def, e->span, &ctor, &args);
            if (!t.i) {
                tc_taint(fcx);
                return fcx->c->error;
            }
            fcx->r->node_args[e->id.i] = args;
            return t;
        }
        case RES_DEF: break;
        default: tc_taint(fcx); return fcx->c->error;
        }
    }
    TyId self_ty;
    Res r = tc_qpath_res(fcx, qp, e->id, e->span, &self_ty);
    if (r.kind != RES_DEF) {
        tc_taint(fcx);
        return fcx->c->error;
    }
    DefId def = r.def;
    const DefData *d = dd_of(fcx, def);
    if (d->kind == DEF_VARIANT) {
        /* a lang item variant (`Some`, `None`): its constructor */
        const AdtDef *ad = ty_adt_def(fcx->tcx, d->parent);
        uint32_t v = ty_variant_index(fcx->tcx, def);
        if (ad && ad->variants[v].ctor.i) def = ad->variants[v].ctor;
        d = dd_of(fcx, def);
    }
    ArgsId args;
    if (qp->kind == QPATH_TYPE_RELATIVE) {
        args = fcx->r->node_args[e->id.i];
    } else if (qp->kind == QPATH_LANG_ITEM || d->kind != DEF_CTOR || true) {
        if (qp->kind == QPATH_LANG_ITEM && d->kind == DEF_CTOR) {
            uint32_t v;
            args = tc_fresh_args(fcx, ctor_adt(fcx, def, &v), fcx->cur_span);
        } else {
            args = resolved_args(fcx, qp, def);
        }
        if (d->kind == DEF_FN || d->kind == DEF_ASSOC_FN || d->kind == DEF_ASSOC_CONST || d->kind == DEF_CONST)
            register_item_bounds(fcx, def, args, e->span);
    }
    fcx->r->node_args[e->id.i] = args;
    tc_name_vars(fcx, def, args);
    if (ty_args_len(fcx->tcx, args) && (d->kind == DEF_FN || d->kind == DEF_ASSOC_FN)) vec_push(&fcx->value_paths, e);
    TyId t = value_item_ty(fcx, def, args, e->span);
    if (!t.i) {
        if (d->kind == DEF_CTOR && d->ctor_kind == CTOR_FICTIVE) {
            /* resolution reported it (E0533) */
        }
        tc_taint(fcx);
        return fcx->c->error;
    }
    return t;
}

/* ---- struct paths ---- */

bool tc_resolve_struct_path(FnCtxt *fcx, const HirQPath *qp, HirId id, Span span, TyId *adt_ty, uint32_t *variant) {
    TyCtxt *tcx = fcx->tcx;
    *variant = 0;
    if (qp->kind == QPATH_RESOLVED && qp->path->res.kind == RES_DEF) {
        DefId def = qp->path->res.def;
        const DefData *d = dd_of(fcx, def);
        if (d->kind == DEF_CTOR) {
            def = d->parent;
            d = dd_of(fcx, def);
        }
        if (d->kind == DEF_STRUCT || d->kind == DEF_UNION) {
            *adt_ty = ty_adt(tcx, def, path_args(fcx, def, qp->path, (TyId){0}));
            return true;
        }
        if (d->kind == DEF_VARIANT) {
            ArgsId args = path_args(fcx, def, qp->path, (TyId){0});
            *adt_ty = ty_adt(tcx, d->parent, args);
            *variant = ty_variant_index(tcx, def);
            return true;
        }
    }
    if (qp->kind == QPATH_LANG_ITEM) {
        DefId def = tc_lang(fcx, qp->lang);
        if (!def.i) {
            ty_require_lang_item(tcx, qp->lang, span);
            return false;
        }
        if (id.i < fcx->r->nids) fcx->r->type_relative_res[id.i] = (Res){.kind = RES_DEF, .def = def};
        const DefData *d = dd_of(fcx, def);
        if (d->kind == DEF_VARIANT) {
            *adt_ty = ty_adt(tcx, d->parent, tc_fresh_args(fcx, d->parent, fcx->cur_span));
            *variant = ty_variant_index(tcx, def);
            return true;
        }
        *adt_ty = ty_adt(tcx, def, tc_fresh_args(fcx, def, fcx->cur_span));
        return true;
    }
    if (qp->kind == QPATH_TYPE_RELATIVE) {
        TyId st = tc_shallow(fcx, tc_lower_qself(fcx, qp->qself));
        const TyData *d = tc_get(fcx, st);
        if (d->kind == TYK_ADT) {
            const AdtDef *ad = ty_adt_def(tcx, d->adt.def);
            for (uint32_t i = 0; ad && ad->kind == ADT_ENUM && i < ad->nvariants; i++) {
                if (ad->variants[i].name == qp->seg->ident.name) {
                    *adt_ty = st;
                    *variant = i;
                    if (id.i < fcx->r->nids) fcx->r->type_relative_res[id.i] = (Res){.kind = RES_DEF, .def = ad->variants[i].def};
                    return true;
                }
            }
        }
        /* not a variant: an associated type naming a struct (`T::A { a, b }`
         * with `T: Tr<A = S<u8>>`), as rustc's associated_path_to_ty */
        if (!tc_is_error(fcx, st) && !(d->kind == TYK_ADT && ty_adt_def(tcx, d->adt.def) &&
                                       ty_adt_def(tcx, d->adt.def)->kind == ADT_ENUM)) {
            HirTy ht = {0};
            ht.kind = HTY_PATH;
            ht.span = qp->span;
            ht.qpath = *qp;
            TyId t = tc_shallow(fcx, tc_normalize(fcx, tc_lower_ty(fcx, &ht), span));
            const TyData *td = tc_get(fcx, t);
            const AdtDef *ad = td->kind == TYK_ADT ? ty_adt_def(tcx, td->adt.def) : NULL;
            if (ad && ad->kind != ADT_ENUM) {
                *adt_ty = t;
                return true;
            }
            return false;
        }
        if (!tc_is_error(fcx, st)) tc_err_no_method(fcx, qp->seg->ident.span, st, qp->seg->ident.name, true, (DefId){0});
        return false;
    }
    /* a struct, union, alias or `Self`: lower the path as a type */
    HirTy ht = {0};
    ht.kind = HTY_PATH;
    ht.span = qp->span;
    ht.qpath = *qp;
    TyId t = tc_shallow(fcx, tc_lower_ty(fcx, &ht));
    const TyData *d = tc_get(fcx, t);
    if (d->kind != TYK_ADT) return false;
    const AdtDef *ad = ty_adt_def(tcx, d->adt.def);
    if (!ad || ad->kind == ADT_ENUM) return false;
    *adt_ty = t;
    return true;
}
