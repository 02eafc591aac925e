/* coerce.c — coercions at coercion sites, and merging branch types.
 *
 * Takes: an expression's type and the type its site wants. Gives: the
 * adjustments that make it fit (rustc's Coerce: `!` to any, unsizing of
 * pointers and Box, &mut -> & reborrows, deref coercion through Deref,
 * & -> *const, &mut -> *mut, *mut -> *const, fn item -> fn pointer,
 * non-capturing closure -> fn pointer, safe -> unsafe fn pointer), or
 * false. CoerceMany merges the types of if/match arms, break values and
 * array elements (the first decides unless the context expects a type;
 * distinct fn items meet at a fn pointer).
 */
#include "tc_priv.h"

#include <string.h>

typedef struct Adjs {
    Adjustment a[12];
    uint32_t n;
} Adjs;

static void adj_push(Adjs *as, AdjustKind k, bool mutbl, DefId def, TyId target) {
    if (as->n < 12) as->a[as->n++] = (Adjustment){k, mutbl, def, target};
}

/* ---- unsizing ---- */

/* `dyn Tr + Send` -> `dyn Tr`: the same principal (args unified), the
 * target's auto traits a strict subset of the source's (rustc's dyn-to-dyn
 * Unsize without trait upcasting; equal sets are plain unification). */
/* `dyn Sub` -> `dyn Super<..>` (#![feature(trait_upcasting)]): Super is a
 * supertrait of Sub whose args, as Sub's supertrait predicates give them,
 * unify with the target's; the target's auto traits are the source's. */
static bool dyn_upcasts(FnCtxt *fcx, TyId at, const TyData *a, const TyData *b) {
    TyCtxt *tcx = fcx->tcx;
    if (!a->dyn_.principal.i || !b->dyn_.principal.i || def_eq(a->dyn_.principal, b->dyn_.principal)) return false;
    if (!res_crate_has_feature(ty_resolver(tcx), res_def(ty_resolver(tcx), fcx->owner)->krate, sym_cstr("trait_upcasting")))
        return false;
    for (uint32_t i = 0; i < b->dyn_.nauto; i++) {
        bool found = false;
        for (uint32_t k = 0; k < a->dyn_.nauto && !found; k++) found = def_eq(a->dyn_.auto_traits[k], b->dyn_.auto_traits[i]);
        if (!found) return false;
    }
    uint32_t na = ty_args_len(tcx, a->dyn_.principal_args);
    TyId *full = xmalloc(sizeof *full * (na + 1));
    full[0] = at;
    for (uint32_t i = 0; i < na; i++) full[i + 1] = ty_args(tcx, a->dyn_.principal_args)[i];
    ArgsId sargs;
    bool ok = ty_supertrait_args(tcx, a->dyn_.principal, ty_intern_args(tcx, full, na + 1), b->dyn_.principal, &sargs);
    free(full);
    if (!ok || ty_args_len(tcx, sargs) != ty_args_len(tcx, b->dyn_.principal_args) + 1) return false;
    uint32_t snap = infer_snapshot(fcx->icx);
    ok = infer_unify_args(fcx->icx, ty_intern_args(tcx, ty_args(tcx, sargs) + 1, ty_args_len(tcx, sargs) - 1),
                          b->dyn_.principal_args);
    if (ok) infer_commit(fcx->icx, snap);
    else infer_rollback(fcx->icx, snap);
    return ok;
}

static bool dyn_drops_auto_traits(FnCtxt *fcx, const TyData *a, const TyData *b) {
    if (!def_eq(a->dyn_.principal, b->dyn_.principal) || b->dyn_.nauto >= a->dyn_.nauto) return false;
    if (a->dyn_.nproj != b->dyn_.nproj) return false;
    for (uint32_t i = 0; i < b->dyn_.nauto; i++) {
        bool found = false;
        for (uint32_t k = 0; k < a->dyn_.nauto && !found; k++) found = def_eq(a->dyn_.auto_traits[k], b->dyn_.auto_traits[i]);
        if (!found) return false;
    }
    for (uint32_t i = 0; i < b->dyn_.nproj; i++)
        if (!def_eq(a->dyn_.proj_items[i], b->dyn_.proj_items[i])) return false;
    uint32_t snap = infer_snapshot(fcx->icx);
    bool ok = infer_unify_args(fcx->icx, a->dyn_.principal_args, b->dyn_.principal_args) &&
              infer_unify_args(fcx->icx, a->dyn_.proj_tys, b->dyn_.proj_tys);
    if (ok) infer_commit(fcx->icx, snap);
    else infer_rollback(fcx->icx, snap);
    return ok;
}

/* `&{integer}` to `&dyn Debug`: an integer or float variable is a sized
 * type whatever it becomes, so the coercion happens and the dyn's traits
 * are left as obligations for after fallback (rustc). */
static bool unsize_numeric_var(FnCtxt *fcx, TyId a, const TyData *db) {
    TyCtxt *tcx = fcx->tcx;
    if (db->dyn_.principal.i) {
        uint32_t n = ty_args_len(tcx, db->dyn_.principal_args);
        TyId *args = xmalloc((n + 1) * sizeof *args);
        args[0] = a;
        for (uint32_t i = 0; i < n; i++) args[i + 1] = ty_args(tcx, db->dyn_.principal_args)[i];
        tc_register_bound(fcx, (TraitRef){db->dyn_.principal, ty_intern_args(tcx, args, n + 1)}, fcx->cur_span,
                          (Span){0, 0}, (DefId){0});
        free(args);
    }
    for (uint32_t i = 0; i < db->dyn_.nauto; i++)
        tc_register_bound(fcx, (TraitRef){db->dyn_.auto_traits[i], ty_intern_args(tcx, &a, 1)}, fcx->cur_span,
                          (Span){0, 0}, (DefId){0});
    return true;
}

static bool unsize_pointee_ok(FnCtxt *fcx, TyId a, TyId b) {
    a = tc_shallow(fcx, a);
    b = tc_shallow(fcx, b);
    const TyData *da = tc_get(fcx, a), *db = tc_get(fcx, b);
    if (db->kind == TYK_DYN && da->kind == TYK_INFER && da->sub != INFER_TY) return unsize_numeric_var(fcx, a, db);
    if (db->kind == TYK_INFER || da->kind == TYK_INFER) return false;
    if (da->kind == TYK_ARRAY && db->kind == TYK_SLICE) return infer_unify(fcx->icx, da->array.elem, db->elem);
    if (db->kind == TYK_DYN && da->kind == TYK_DYN) return dyn_drops_auto_traits(fcx, da, db) || dyn_upcasts(fcx, a, da, db);
    if (db->kind == TYK_DYN && da->kind != TYK_DYN) {
        if (da->kind == TYK_SLICE || da->kind == TYK_STR) return false;
        if (!db->dyn_.principal.i) return true;
        if (!ty_is_object_safe(fcx->tcx, db->dyn_.principal)) fcx->unsize_unsafe = db->dyn_.principal;
        if (da->kind == TYK_CLOSURE) return true;   /* Fn* bounds of closures: checked by their signature */
        uint32_t nmore = ty_args_len(fcx->tcx, db->dyn_.principal_args);
        if (!ty_implements(fcx->tcx, fcx->icx, fcx->env, a, db->dyn_.principal, ty_args(fcx->tcx, db->dyn_.principal_args),
                           nmore))
            return false;
        /* the dyn's projections hold for the source: `<IntoIter<{integer}>
         * as Iterator>::Item == isize` makes the integer isize */
        for (uint32_t i = 0; i < db->dyn_.nproj; i++) {
            DefId item = db->dyn_.proj_items[i];
            const AssocItem *ai = ty_assoc_item(fcx->tcx, item);
            DefId trait = ai ? ai->container : db->dyn_.principal;
            uint32_t nt = ty_generics_count(fcx->tcx, trait);
            TyId *targs = xmalloc(sizeof *targs * (nt ? nt : 1));
            targs[0] = a;
            for (uint32_t k = 1; k < nt; k++)
                targs[k] = k - 1 < nmore && def_eq(trait, db->dyn_.principal) ? ty_args(fcx->tcx, db->dyn_.principal_args)[k - 1]
                                                                              : tc_new_var(fcx, fcx->cur_span);
            Oblig o = {0};
            o.pred.kind = PRED_PROJECTION;
            o.pred.item = item;
            o.pred.ty = ty_args(fcx->tcx, db->dyn_.proj_tys)[i];
            o.proj = ty_projection(fcx->tcx, item, ty_intern_args(fcx->tcx, targs, nt ? nt : 1));
            o.span = fcx->cur_span;
            vec_push(&fcx->obligs, o);
            free(targs);
        }
        return true;
    }
    /* S<..T..> -> S<..U..> through the struct's last field (rustc's
     * struct unsizing): the other params unify, the tails unsize */
    TyId ta, tb, re;
    if (ty_struct_unsize(fcx->tcx, a, b, &ta, &tb, &re)) {
        uint32_t snap = infer_snapshot(fcx->icx);
        bool ok = infer_unify(fcx->icx, re, b) && unsize_pointee_ok(fcx, ta, tb);
        if (ok) infer_commit(fcx->icx, snap);
        else infer_rollback(fcx->icx, snap);
        return ok;
    }
    /* `T: Unsize<U>` from the where-clauses (generic unsizing, as in
     * ThinBox::new_unsize) */
    if (db->kind == TYK_PARAM || db->kind == TYK_PROJECTION || da->kind == TYK_PARAM || da->kind == TYK_PROJECTION) {
        DefId unsize = tc_lang(fcx, LANG_UNSIZE);
        return unsize.i && !ty_eq(a, b) && ty_implements(fcx->tcx, fcx->icx, fcx->env, a, unsize, &b, 1);
    }
    return false;
}

static bool try_unsize(FnCtxt *fcx, TyId src, TyId tgt, Adjs *as) {
    const TyData *ds = tc_get(fcx, src), *dt = tc_get(fcx, tgt);
    bool src_ptr = ds->kind == TYK_REF || ds->kind == TYK_RAW_PTR;
    bool tgt_ptr = dt->kind == TYK_REF || dt->kind == TYK_RAW_PTR;
    if (src_ptr && tgt_ptr) {
        if (ds->kind == TYK_RAW_PTR && dt->kind == TYK_REF) return false;
        if (!ds->mutbl && dt->mutbl) return false;
        if (!unsize_pointee_ok(fcx, ds->pointee, dt->pointee)) return false;
        if (ds->kind == TYK_REF) {
            adj_push(as, ADJ_DEREF, false, (DefId){0}, ds->pointee);
            if (dt->kind == TYK_REF) adj_push(as, ADJ_BORROW, dt->mutbl, (DefId){0}, ty_ref(fcx->tcx, ds->pointee, dt->mutbl));
            else adj_push(as, ADJ_RAW_BORROW, dt->mutbl, (DefId){0}, ty_raw_ptr(fcx->tcx, ds->pointee, dt->mutbl));
        } else if (ds->mutbl && !dt->mutbl) {
            adj_push(as, ADJ_MUT_TO_CONST, false, (DefId){0}, ty_raw_ptr(fcx->tcx, ds->pointee, false));
        }
        adj_push(as, ADJ_UNSIZE, false, (DefId){0}, tgt);
        return true;
    }
    if (ds->kind == TYK_ADT && dt->kind == TYK_ADT && def_eq(ds->adt.def, dt->adt.def)) {
        const AdtDef *ad = ty_adt_def(fcx->tcx, ds->adt.def);
        if (!ad || !ty_args_len(fcx->tcx, ds->adt.args)) return false;
        if (ad->lang != LANG_OWNED_BOX) {
            /* Rc<T> -> Rc<U> and friends: through their CoerceUnsized impls */
            DefId cu = tc_lang(fcx, LANG_COERCE_UNSIZED);
            if (!cu.i || ty_eq(src, tgt)) return false;
            TyId targs[2] = {src, tgt};
            TraitRef tr = {cu, ty_intern_args(fcx->tcx, targs, 2)};
            Selection sel = ty_select(fcx->tcx, fcx->icx, fcx->env, tr);
            /* an ambiguous nested `Unsize` (an unknown source type) is no
             * coercion: the types are unified instead (rustc) */
            if (sel.kind == SEL_NONE || sel.kind == SEL_AMBIGUOUS || sel.nested_ambiguous) return false;
            adj_push(as, ADJ_UNSIZE, false, (DefId){0}, tgt);
            return true;
        }
        TyId a = ty_args(fcx->tcx, ds->adt.args)[0], b = ty_args(fcx->tcx, dt->adt.args)[0];
        if (ty_eq(tc_shallow(fcx, a), tc_shallow(fcx, b))) return false;
        if (!unsize_pointee_ok(fcx, a, b)) return false;
        uint32_t n = ty_args_len(fcx->tcx, ds->adt.args);
        for (uint32_t i = 1; i < n; i++)
            if (!infer_unify(fcx->icx, ty_args(fcx->tcx, ds->adt.args)[i], ty_args(fcx->tcx, dt->adt.args)[i])) return false;
        adj_push(as, ADJ_UNSIZE, false, (DefId){0}, tgt);
        return true;
    }
    return false;
}

/* ---- pointers ---- */

static bool coerce_borrowed_pointer(FnCtxt *fcx, TyId src, TyId tgt, Adjs *as) {
    const TyData *ds = tc_get(fcx, src), *dt = tc_get(fcx, tgt);
    if (ds->kind != TYK_REF) return infer_unify(fcx->icx, src, tgt);
    if (!ds->mutbl && dt->mutbl) return false;
    Adjs steps = {0};
    TyId cur = src;
    for (uint32_t i = 0; i < 8; i++) {
        DefId ov;
        TyId next = tc_autoderef_step(fcx, cur, &ov, false);
        if (!next.i) break;
        adj_push(&steps, ADJ_DEREF, false, ov, next);
        cur = next;
        TyId cand = ty_ref(fcx->tcx, cur, dt->mutbl);
        uint32_t snap = infer_snapshot(fcx->icx);
        if (infer_unify(fcx->icx, cand, tgt)) {
            infer_commit(fcx->icx, snap);
            if (i == 0 && !dt->mutbl && !ds->mutbl) return true;   /* &T -> &T: nothing to do */
            for (uint32_t k = 0; k < steps.n; k++) as->a[as->n++] = steps.a[k];
            adj_push(as, ADJ_BORROW, dt->mutbl, (DefId){0}, cand);
            return true;
        }
        infer_rollback(fcx->icx, snap);
        if (tc_is_var(fcx, cur, NULL)) break;
    }
    return false;
}

static bool coerce_unsafe_ptr(FnCtxt *fcx, TyId src, TyId tgt, Adjs *as) {
    const TyData *ds = tc_get(fcx, src), *dt = tc_get(fcx, tgt);
    if (ds->kind == TYK_REF) {
        if (!ds->mutbl && dt->mutbl) return false;
        TyId r = ty_raw_ptr(fcx->tcx, ds->pointee, dt->mutbl);
        if (!infer_unify(fcx->icx, r, tgt)) return false;
        adj_push(as, ADJ_DEREF, false, (DefId){0}, ds->pointee);
        adj_push(as, ADJ_RAW_BORROW, dt->mutbl, (DefId){0}, r);
        return true;
    }
    if (ds->kind == TYK_RAW_PTR) {
        if (!ds->mutbl && dt->mutbl) return false;
        if (ds->mutbl && !dt->mutbl) {
            TyId r = ty_raw_ptr(fcx->tcx, ds->pointee, false);
            if (!infer_unify(fcx->icx, r, tgt)) return false;
            adj_push(as, ADJ_MUT_TO_CONST, false, (DefId){0}, r);
            return true;
        }
    }
    return infer_unify(fcx->icx, src, tgt);
}

/* The fn pointer type of a fn item. */
TyId tc_fn_item_ptr_ty(FnCtxt *fcx, TyId fn_def) {
    const TyData *d = tc_get(fcx, fn_def);
    FnSig s = ty_subst_sig(fcx->tcx, ty_fn_sig(fcx->tcx, d->adt.def), d->adt.args);
    s = tc_normalize_sig(fcx, s, (Span){0, 0});
    if (s.abi == ABI_RUST_INTRINSIC) s.abi = ABI_RUST;
    return ty_fn_ptr(fcx->tcx, s);
}

/* A closure's signature as a fn pointer (its sig_ty arg). */
TyId tc_closure_sig_ty(FnCtxt *fcx, TyId closure) {
    const TyData *d = tc_get(fcx, closure);
    uint32_t n = ty_args_len(fcx->tcx, d->adt.args);
    return ty_args(fcx->tcx, d->adt.args)[n - 2];
}

static bool coerce_to_fn_ptr(FnCtxt *fcx, const HirExpr *e, TyId src, TyId tgt, Adjs *as) {
    const TyData *ds = tc_get(fcx, src), *dt = tc_get(fcx, tgt);
    if (ds->kind == TYK_FN_DEF) {
        TyId fp = tc_fn_item_ptr_ty(fcx, src);
        FnSig s = tc_get(fcx, fp)->sig;
        if (dt->sig.is_unsafe && !s.is_unsafe) {
            s.is_unsafe = true;
            TyId ufp = ty_fn_ptr(fcx->tcx, s);
            if (!infer_unify(fcx->icx, ufp, tgt)) return false;
            adj_push(as, ADJ_REIFY_FN_PTR, false, (DefId){0}, fp);
            adj_push(as, ADJ_UNSAFE_FN_PTR, false, (DefId){0}, ufp);
            return true;
        }
        if (!infer_unify(fcx->icx, fp, tgt)) return false;
        adj_push(as, ADJ_REIFY_FN_PTR, false, (DefId){0}, fp);
        return true;
    }
    if (ds->kind == TYK_CLOSURE) {
        const HirExpr *ce = hir_closure_expr(ty_hir(fcx->tcx), ds->adt.def);
        if (ce && tc_closure_captures_anything(fcx, ce)) return infer_unify(fcx->icx, src, tgt);
        FnSig s = tc_get(fcx, tc_shallow(fcx, tc_closure_sig_ty(fcx, src)))->sig;
        s.abi = ABI_RUST;
        s.is_unsafe = dt->sig.is_unsafe;
        TyId fp = ty_fn_ptr(fcx->tcx, s);
        if (!infer_unify(fcx->icx, fp, tgt)) return false;
        adj_push(as, ADJ_CLOSURE_FN_PTR, false, (DefId){0}, fp);
        return true;
    }
    if (ds->kind == TYK_FN_PTR && dt->sig.is_unsafe && !ds->sig.is_unsafe) {
        FnSig s = ds->sig;
        s.is_unsafe = true;
        TyId ufp = ty_fn_ptr(fcx->tcx, s);
        if (!infer_unify(fcx->icx, ufp, tgt)) return false;
        adj_push(as, ADJ_UNSAFE_FN_PTR, false, (DefId){0}, ufp);
        return true;
    }
    (void)e;
    return infer_unify(fcx->icx, src, tgt);
}

static bool try_coerce(FnCtxt *fcx, const HirExpr *e, TyId src, TyId tgt, Adjs *as) {
    src = tc_shallow(fcx, src);
    tgt = tc_shallow(fcx, tgt);
    InferKind k;
    if (tc_is_var(fcx, src, &k) && k == INFER_TY) return infer_unify(fcx->icx, src, tgt);
    if (ty_eq(src, fcx->c->never)) {
        if (tc_is_var(fcx, tgt, &k) && k == INFER_TY)
            infer_unify(fcx->icx, tgt, infer_new_diverging_var(fcx->icx, e ? e->span : fcx->cur_span));
        if (!ty_eq(tgt, fcx->c->never)) adj_push(as, ADJ_NEVER_TO_ANY, false, (DefId){0}, tgt);
        return true;
    }
    uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
    fcx->unsize_unsafe = (DefId){0};
    if (try_unsize(fcx, src, tgt, as)) {
        infer_commit(fcx->icx, snap);
        if (fcx->unsize_unsafe.i && e) {
            /* the object of a trait that is not object safe (E0038; not
             * in a probe, which has no expression) */
            ty_report_object_unsafe(fcx->tcx, fcx->unsize_unsafe, e->span, infer_resolve(fcx->icx, src),
                                    infer_resolve(fcx->icx, tgt));
            tc_taint(fcx);
            fcx->unsize_unsafe = (DefId){0};
        }
        return true;
    }
    infer_rollback(fcx->icx, snap);
    fcx->obligs.len = nobligs;   /* the obligations of a coercion that did not happen */
    as->n = 0;
    switch (tc_get(fcx, tgt)->kind) {
    case TYK_RAW_PTR: return coerce_unsafe_ptr(fcx, src, tgt, as);
    case TYK_REF: return coerce_borrowed_pointer(fcx, src, tgt, as);
    case TYK_FN_PTR: return coerce_to_fn_ptr(fcx, e, src, tgt, as);
    default: return infer_unify(fcx->icx, src, tgt);
    }
}

bool tc_coerce(FnCtxt *fcx, const HirExpr *e, TyId source, TyId target) {
    if (!source.i || !target.i) return true;
    /* both sides as the pending obligations decide them (rustc's
     * try_coerce / demand_coerce): `e.into()` under `E: Into<!>` is `!`
     * by the where-clause before it meets the arm's expected type */
    source = tc_resolve_with_obligations(fcx, source);
    target = tc_resolve_with_obligations(fcx, target);
    if (tc_is_error(fcx, source) || tc_is_error(fcx, target)) {
        infer_unify(fcx->icx, source, target);
        return true;
    }
    /* rustc resolves the source with the pending obligations first
     * (resolve_vars_with_obligations): the `?U` of `e.into()` under a
     * where-clause `E: Into<!>` is `!`; `&entry` of a `for` loop over
     * `I: IntoIterator<Item = D>` is `&D` before it meets `&dyn Debug` */
    if (ty_get(fcx->tcx, tc_resolve(fcx, source))->flags & TYF_HAS_INFER) tc_select_where_possible(fcx);
    Adjs as = {0};
    uint32_t snap = infer_snapshot(fcx->icx);
    uint32_t nobligs = fcx->obligs.len;
    if (!try_coerce(fcx, e, source, target, &as)) {
        infer_rollback(fcx->icx, snap);
        fcx->obligs.len = nobligs;
        return false;
    }
    infer_commit(fcx->icx, snap);
    if (e)
        for (uint32_t i = 0; i < as.n; i++) tc_push_adj(fcx, e->id, as.a[i]);
    return true;
}

bool tc_can_coerce(FnCtxt *fcx, TyId source, TyId target) {
    Adjs as = {0};
    uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
    bool ok = try_coerce(fcx, NULL, source, target, &as);
    infer_rollback(fcx->icx, snap);
    fcx->obligs.len = nobligs;   /* a probe owes nothing */
    return ok;
}

/* ---- CoerceMany ---- */

void tc_cm_init(CoerceMany *cm, TyId expected) {
    memset(cm, 0, sizeof *cm);
    cm->expected = expected;
}

/* A fn item or non-capturing closure: what meets another one at a fn pointer. */
static bool fn_like_ptr(FnCtxt *fcx, TyId t, TyId *fp, AdjustKind *k) {
    t = tc_shallow(fcx, t);
    const TyData *d = tc_get(fcx, t);
    if (d->kind == TYK_FN_DEF) {
        *fp = tc_fn_item_ptr_ty(fcx, t);
        *k = ADJ_REIFY_FN_PTR;
        return true;
    }
    if (d->kind == TYK_CLOSURE) {
        const HirExpr *ce = hir_closure_expr(ty_hir(fcx->tcx), d->adt.def);
        if (ce && tc_closure_captures_anything(fcx, ce)) return false;
        TyId st = tc_shallow(fcx, tc_closure_sig_ty(fcx, t));
        if (tc_kind(fcx, st) != TYK_FN_PTR) return false;
        FnSig s = tc_get(fcx, st)->sig;
        s.abi = ABI_RUST;
        *fp = ty_fn_ptr(fcx->tcx, s);
        *k = ADJ_CLOSURE_FN_PTR;
        return true;
    }
    if (d->kind == TYK_FN_PTR) {
        *fp = t;
        *k = ADJ_REIFY_FN_PTR;
        return true;
    }
    return false;
}

/* rustc's try_find_coercion_lub: fn items / closures meet at a fn
 * pointer; else the new branch coerces to the merged type; else every
 * previous branch coerces to the new one. */
static bool coercion_lub(FnCtxt *fcx, CoerceMany *cm, const HirExpr *e, TyId t) {
    TyId m = tc_shallow(fcx, cm->merged), s = tc_shallow(fcx, t);
    TyId fa, fb;
    AdjustKind ka, kb;
    if (!ty_eq(m, s) && fn_like_ptr(fcx, m, &fa, &ka) && fn_like_ptr(fcx, s, &fb, &kb) &&
        (tc_kind(fcx, m) != TYK_FN_PTR || tc_kind(fcx, s) != TYK_FN_PTR)) {
        FnSig sa = tc_get(fcx, fa)->sig, sb = tc_get(fcx, fb)->sig;
        if (sa.is_unsafe != sb.is_unsafe) {   /* safe meets unsafe at an unsafe fn pointer */
            sa.is_unsafe = sb.is_unsafe = true;
            fa = ty_fn_ptr(fcx->tcx, sa);
            fb = ty_fn_ptr(fcx->tcx, sb);
        }
        uint32_t snap = infer_snapshot(fcx->icx);
        if (infer_unify(fcx->icx, fa, fb)) {
            infer_commit(fcx->icx, snap);
            for (uint32_t i = 0; i < cm->exprs.len; i++) {
                const HirExpr *x = cm->exprs.data[i];
                TyId xt;
                AdjustKind xk;
                if (!fn_like_ptr(fcx, tc_node_ty(fcx, x->id), &xt, &xk) || tc_kind(fcx, tc_node_ty(fcx, x->id)) == TYK_FN_PTR)
                    continue;
                if (fcx->r->adjustments[x->id.i].n) continue;
                tc_push_adj(fcx, x->id, (Adjustment){xk, false, {0}, fa});
            }
            cm->merged = fa;
            return true;
        }
        infer_rollback(fcx->icx, snap);
    }
    if (e ? tc_coerce(fcx, e, t, cm->merged) : infer_unify(fcx->icx, t, cm->merged)) return true;
    uint32_t snap = infer_snapshot(fcx->icx);
    bool ok = true;
    for (uint32_t i = 0; i + 1 < cm->exprs.len && ok; i++) {
        const HirExpr *x = cm->exprs.data[i];
        TyId xt = tc_node_ty(fcx, x->id);
        if (tc_is_never(fcx, xt)) continue;
        ok = tc_can_coerce(fcx, xt, t);
    }
    if (ok && cm->exprs.len > 1) {
        for (uint32_t i = 0; i + 1 < cm->exprs.len; i++) {
            const HirExpr *x = cm->exprs.data[i];
            TyId xt = tc_node_ty(fcx, x->id);
            if (!tc_is_never(fcx, xt)) tc_coerce(fcx, x, xt, t);
        }
        infer_commit(fcx->icx, snap);
        cm->merged = t;
        return true;
    }
    infer_rollback(fcx->icx, snap);
    return false;
}

bool tc_cm_add(FnCtxt *fcx, CoerceMany *cm, const HirExpr *e, TyId t, Span span) {
    if (e) vec_push(&cm->exprs, e);
    if (tc_is_never(fcx, t) && e) return true;   /* adjusted at the end */
    if (!cm->any) {
        cm->any = true;
        cm->first_span = span;
        if (cm->expected.i) {
            bool ok = e ? tc_coerce(fcx, e, t, cm->expected) : infer_unify(fcx->icx, t, cm->expected);
            if (!ok) tc_err_mismatch(fcx, span, cm->expected, t, (Span){0, 0});
            cm->merged = cm->expected;
            return ok;
        }
        cm->merged = t;
        return true;
    }
    if (coercion_lub(fcx, cm, e, t)) return true;
    if (cm->hard_expected) tc_err_mismatch(fcx, span, cm->merged, t, (Span){0, 0});
    else tc_err_mismatch_branches(fcx, cm, span, cm->merged, t);
    return false;
}

TyId tc_cm_finish(FnCtxt *fcx, CoerceMany *cm) {
    TyId r = cm->any ? cm->merged : (cm->expected.i ? cm->expected : fcx->c->never);
    if (!tc_is_never(fcx, r)) {
        for (uint32_t i = 0; i < cm->exprs.len; i++) {
            const HirExpr *x = cm->exprs.data[i];
            if (!tc_is_never(fcx, tc_node_ty(fcx, x->id))) continue;
            Adjustments *a = &fcx->r->adjustments[x->id.i];
            if (a->n && a->steps[0].kind == ADJ_NEVER_TO_ANY) continue;
            /* the target of a never-to-any coercion is a diverging
             * variable when it is still unknown (rustc's apply_adjustments):
             * `Err(())?;` leaves the Ok type to fall back to () */
            InferKind k;
            TyId rs = tc_shallow(fcx, r);
            if (tc_is_var(fcx, rs, &k) && k == INFER_TY)
                infer_unify(fcx->icx, rs, infer_new_diverging_var(fcx->icx, x->span));
            tc_push_adj(fcx, x->id, (Adjustment){ADJ_NEVER_TO_ANY, false, {0}, r});
        }
    }
    vec_free(&cm->exprs);
    return r;
}
