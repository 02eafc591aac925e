/* method.c — method calls: probing by autoderef steps and autoref.
 *
 * Takes: a receiver type and a method name. Gives: the method picked
 * (rustc's probe order: for each autoderef step of the receiver — built-in
 * deref of references and Box, then Deref — and a final array-to-slice
 * unsize step, try by value, then `&`, then `&mut`; at each, the
 * methods of the inherent impls of all the steps' types whose `self`
 * type fits before trait methods whose trait holds), its
 * instantiated signature and the receiver's adjustments; E0599 when
 * nothing fits. Also the lookup of operator trait methods.
 */
#include "tc_priv.h"

#include <string.h>

typedef struct Step {
    TyId ty;
    Adjustment derefs[8];
    uint32_t nderefs;
    bool unsize;              /* [T; N] viewed as [T] */
} Step;

static bool method_self_matches(FnCtxt *fcx, DefId item, ArgsId args, TyId adjusted) {
    FnSig s = ty_subst_sig(fcx->tcx, ty_fn_sig(fcx->tcx, item), args);
    if (sig_ninputs(fcx->tcx, s) == 0) return false;
    TyId self_param = tc_normalize(fcx, sig_input(fcx->tcx, s, 0), (Span){0, 0});
    return infer_unify(fcx->icx, self_param, adjusted);
}

/* The inherent impls of every autoderef step's type (rustc assembles
 * them once for the whole probe): at each step, by value and by autoref,
 * a method of any of them whose `self` type fits is an inherent
 * candidate, so `RefCell::borrow(&self)` fits the first step of a
 * `&RefCell<T>` receiver before the trait method `Borrow::borrow` does. */
typedef VEC(DefId) ImplList;

/* Inherent candidates: the methods named `name` of the impls in `impls`
 * whose (normalised) `self` type unifies with the adjusted receiver. */
static bool probe_inherent(FnCtxt *fcx, const ImplList *impls, TyId adjusted, Symbol name, MethodPick *out) {
    for (uint32_t i = 0; i < impls->len; i++) {
        const AssocItems *items = ty_assoc_items(fcx->tcx, impls->data[i]);
        for (uint32_t k = 0; items && k < items->n; k++) {
            const AssocItem *ai = &items->items[k];
            if (ai->name != name || ai->kind != DEF_ASSOC_FN || !ai->has_self) continue;
            uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
            ArgsId args = tc_fresh_args(fcx, ai->def, fcx->cur_span);
            /* the self type is normalised, as rustc's probe does: a method of
             * `impl<R: Try> ControlFlow<R, R::Output>` takes `ControlFlow<?R, ?O>`
             * with `<?R as Try>::Output == ?O` pending */
            if (method_self_matches(fcx, ai->def, args, adjusted)) {
                infer_commit(fcx->icx, snap);
                out->method = ai->def;
                out->args = args;
                out->is_trait = false;
                return true;
            }
            infer_rollback(fcx->icx, snap);
            fcx->obligs.len = nobligs;   /* a rejected candidate's projections are not owed */
        }
    }
    return false;
}

static void add_impls_of(FnCtxt *fcx, ImplList *l, TyId t) {
    uint32_t n = 0;
    if (tc_is_var(fcx, t, NULL)) return;
    const DefId *impls = ty_inherent_impls_of_ty(fcx->tcx, t, &n);
    for (uint32_t i = 0; i < n; i++) {
        bool seen = false;
        vec_foreach(l, d) seen |= def_eq(*d, impls[i]);
        if (!seen) vec_push(l, impls[i]);
    }
}

/* Walks the autoderef chain in a probe (Deref selection may bind
 * variables: nothing of it stays) and collects the steps' inherent impls. */
static void collect_step_impls(FnCtxt *fcx, TyId recv_ty, ImplList *l) {
    uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
    TyId cur = tc_shallow(fcx, recv_ty);
    for (int n = 0; n < 10 && cur.i; n++) {
        add_impls_of(fcx, l, cur);
        DefId ov;
        TyId next = n < 8 ? tc_autoderef_step(fcx, cur, &ov, false) : (TyId){0};
        if (!next.i) {
            const TyData *d = tc_get(fcx, cur);
            if (d->kind == TYK_ARRAY) add_impls_of(fcx, l, ty_slice(fcx->tcx, d->array.elem));
            break;
        }
        cur = tc_shallow(fcx, next);
    }
    infer_rollback(fcx->icx, snap);
    fcx->obligs.len = nobligs;
}

static bool probe_traits(FnCtxt *fcx, TyId adjusted, Symbol name, MethodPick *out) {
    uint32_t n = 0;
    const uint32_t *items = tc_trait_items_named(fcx, name, &n);
    for (uint32_t i = 0; i < n; i++) {
        DefId item = {items[i]};
        const AssocItem *ai = ty_assoc_item(fcx->tcx, item);
        if (!ai || ai->kind != DEF_ASSOC_FN || !ai->has_self) continue;
        uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
        ArgsId args = tc_fresh_args(fcx, item, fcx->cur_span);
        if (!method_self_matches(fcx, item, args, adjusted)) {
            infer_rollback(fcx->icx, snap);
            fcx->obligs.len = nobligs;
            continue;
        }
        uint32_t ntr = ty_generics_count(fcx->tcx, ai->container);
        TraitRef tr = {ai->container, ty_intern_args(fcx->tcx, ty_args(fcx->tcx, args), ntr)};
        InferKind sk;
        if (tc_is_var(fcx, ty_args(fcx->tcx, args)[0], &sk) && sk == INFER_TY) {
            infer_rollback(fcx->icx, snap);
            fcx->obligs.len = nobligs;
            continue;
        }
        /* whether the trait may hold; what selection would infer is left to
         * the obligation the call registers (rustc does not guess here) */
        uint32_t snap2 = infer_snapshot(fcx->icx);
        Selection s = ty_select(fcx->tcx, fcx->icx, fcx->env, tr);
        infer_rollback(fcx->icx, snap2);
        if (s.kind == SEL_NONE) {
            infer_rollback(fcx->icx, snap);
            fcx->obligs.len = nobligs;
            continue;
        }
        infer_commit(fcx->icx, snap);
        out->method = item;
        out->args = args;
        out->is_trait = true;
        return true;
    }
    return false;
}

/* Tries by value, `&`, `&mut` at one step. */
static bool probe_step(FnCtxt *fcx, const Step *s, const ImplList *impls, TyId before_unsize, Symbol name, Span span,
                       MethodPick *out) {
    InferKind vk;
    if (tc_is_var(fcx, s->ty, &vk) && vk == INFER_TY) return false;
    for (int ar = 0; ar < 3; ar++) {
        if (ar == 0 && s->unsize) continue;
        TyId adjusted = ar == 0 ? s->ty : ty_ref(fcx->tcx, s->ty, ar == 2);
        bool found = probe_inherent(fcx, impls, adjusted, name, out) || probe_traits(fcx, adjusted, name, out);
        if (!found) continue;
        for (uint32_t k = 0; k < s->nderefs; k++) out->adj[out->nadj++] = s->derefs[k];
        const TyData *sd = tc_get(fcx, s->ty);
        if (!ar && sd->kind == TYK_REF) {
            /* a reference receiver is reborrowed (`&*r`, `&mut *r`), as rustc does, so a `&mut` is not moved */
            out->adj[out->nadj++] = (Adjustment){ADJ_DEREF, false, {0}, sd->pointee};
            out->adj[out->nadj++] = (Adjustment){ADJ_BORROW, sd->mutbl, {0}, s->ty};
        }
        if (ar) {
            TyId before = s->unsize ? ty_ref(fcx->tcx, before_unsize, ar == 2) : adjusted;
            out->adj[out->nadj++] = (Adjustment){ADJ_BORROW, ar == 2, {0}, before};
            if (s->unsize) out->adj[out->nadj++] = (Adjustment){ADJ_UNSIZE, false, {0}, adjusted};
        }
        FnSig sig = ty_subst_sig(fcx->tcx, ty_fn_sig(fcx->tcx, out->method), out->args);
        out->sig = tc_normalize_sig(fcx, sig, span);
        return true;
    }
    return false;
}

/* The steps are taken lazily: a Deref impl that decides inference
 * variables is only consulted when the earlier steps found nothing (the
 * walk that collects the inherent impls runs in a probe). */
bool tc_probe_method(FnCtxt *fcx, TyId recv_ty, Symbol name, Span span, const HirExpr *recv, MethodPick *out) {
    (void)recv;
    memset(out, 0, sizeof *out);
    ImplList impls = {0};
    collect_step_impls(fcx, recv_ty, &impls);
    bool found = false;
    Step cur = {0};
    cur.ty = tc_shallow(fcx, recv_ty);
    for (int n = 0; n < 10 && !found; n++) {
        if ((found = probe_step(fcx, &cur, &impls, (TyId){0}, name, span, out))) break;
        DefId ov;
        TyId next = cur.nderefs < 8 ? tc_autoderef_step(fcx, cur.ty, &ov, false) : (TyId){0};
        if (!next.i) {
            const TyData *d = tc_get(fcx, cur.ty);
            if (d->kind != TYK_ARRAY) break;
            Step un = cur;
            un.ty = ty_slice(fcx->tcx, d->array.elem);
            un.unsize = true;
            found = probe_step(fcx, &un, &impls, cur.ty, name, span, out);
            break;
        }
        cur.derefs[cur.nderefs++] = (Adjustment){ADJ_DEREF, false, ov, next};
        cur.ty = tc_shallow(fcx, next);
    }
    vec_free(&impls);
    return found;
}

TyId tc_check_method_call(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    const HirExpr *recv = e->method.receiver;
    TyId rt = tc_check_expr(fcx, recv, EXPECT_NONE);
    rt = tc_structurally_resolve(fcx, rt, recv->span);
    MethodPick pick;
    if (tc_is_error(fcx, rt) || !tc_probe_method(fcx, rt, e->method.seg.ident.name, e->span, recv, &pick)) {
        if (!tc_is_error(fcx, rt)) tc_err_no_method(fcx, e->method.seg.ident.span, rt, e->method.seg.ident.name, false);
        for (uint32_t i = 0; i < e->method.nargs; i++) tc_check_expr(fcx, e->method.args[i], EXPECT_NONE);
        tc_taint(fcx);
        return fcx->c->error;
    }
    tc_apply_explicit_args(fcx, pick.method, pick.args, &e->method.seg);
    tc_write_adj(fcx, recv->id, pick.adj, pick.nadj);
    if (pick.nadj && pick.adj[pick.nadj - 1].kind == ADJ_BORROW && pick.adj[pick.nadj - 1].mutbl)
        tc_fixup_mut_place(fcx, recv);
    else if (pick.nadj >= 2 && pick.adj[pick.nadj - 2].kind == ADJ_BORROW && pick.adj[pick.nadj - 2].mutbl)
        tc_fixup_mut_place(fcx, recv);
    fcx->r->type_dependent[e->id.i] = (TypeDependentDef){pick.method, pick.args};
    if (pick.is_trait) {
        const AssocItem *ai = ty_assoc_item(fcx->tcx, pick.method);
        uint32_t ntr = ty_generics_count(fcx->tcx, ai->container);
        TraitRef tr = {ai->container, ty_intern_args(fcx->tcx, ty_args(fcx->tcx, pick.args), ntr)};
        tc_register_bound(fcx, tr, e->span, e->span, pick.method);
    }
    tc_register_predicates(fcx, pick.method, pick.args, e->span, e->method.seg.ident.span);
    uint32_t nin = sig_ninputs(fcx->tcx, pick.sig);
    const TyId *ins = ty_args(fcx->tcx, pick.sig.inputs_and_output);
    tc_expect_inputs(fcx, ins + 1, nin - 1, sig_output(fcx->tcx, pick.sig), ex);
    tc_check_args(fcx, e, e->method.seg.ident.span, ins + 1, nin - 1, e->method.args, e->method.nargs,
                  pick.sig.c_variadic, pick.method, true);
    return sig_output(fcx->tcx, pick.sig);
}

bool tc_lookup_op_method(FnCtxt *fcx, LangItem li, const char *name, TyId self_ty, const TyId *other, uint32_t nother,
                         DefId *method, ArgsId *args, FnSig *sig, Span span) {
    DefId trait = tc_lang(fcx, li);
    if (!trait.i) return false;
    DefId m = tc_trait_method(fcx, trait, name);
    if (!m.i) return false;
    uint32_t n = ty_generics_count(fcx->tcx, trait);
    TyId tys[8];
    if (n > 8) return false;
    tys[0] = self_ty;
    for (uint32_t i = 1; i < n; i++) tys[i] = i - 1 < nother ? other[i - 1] : tc_new_var(fcx, (Span){0, 0});
    TraitRef tr = {trait, ty_intern_args(fcx->tcx, tys, n)};
    uint32_t snap = infer_snapshot(fcx->icx);
    Selection s = ty_select(fcx->tcx, fcx->icx, fcx->env, tr);
    if (s.kind == SEL_NONE) {
        infer_rollback(fcx->icx, snap);
        return false;
    }
    infer_commit(fcx->icx, snap);
    *method = m;
    *args = tr.args;
    *sig = tc_normalize_sig(fcx, ty_subst_sig(fcx->tcx, ty_fn_sig(fcx->tcx, m), tr.args), (Span){0, 0});
    if (s.kind == SEL_AMBIGUOUS) tc_register_bound(fcx, tr, span, (Span){0, 0}, m);
    return true;
}
