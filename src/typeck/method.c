/* method.c — method calls: probing by autoderef steps and autoref.
 *
 * Takes: a receiver type and a method name. Gives: the method picked
 * (rustc's probe order: for each autoderef step of the receiver — built-in
 * deref of references and Box, then Deref — and a final array-to-slice
 * unsize step, try by value, then `&`, then `&mut`; at each, inherent
 * impls of the step type before trait methods whose trait holds), its
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

/* Inherent candidates of a step type. */
static bool probe_inherent(FnCtxt *fcx, TyId step_ty, TyId adjusted, Symbol name, MethodPick *out) {
    uint32_t nimpls = 0;
    if (tc_is_var(fcx, step_ty, NULL)) return false;
    const DefId *impls = ty_inherent_impls_of_ty(fcx->tcx, step_ty, &nimpls);
    for (uint32_t i = 0; i < nimpls; i++) {
        const AssocItems *items = ty_assoc_items(fcx->tcx, impls[i]);
        for (uint32_t k = 0; items && k < items->n; k++) {
            const AssocItem *ai = &items->items[k];
            if (ai->name != name || ai->kind != DEF_ASSOC_FN || !ai->has_self) continue;
            uint32_t snap = infer_snapshot(fcx->icx);
            ArgsId args = tc_fresh_args(fcx, ai->def, fcx->cur_span);
            TyId ist = ty_subst(fcx->tcx, ty_type_of(fcx->tcx, impls[i]), args);
            if (infer_unify(fcx->icx, ist, step_ty) && method_self_matches(fcx, ai->def, args, adjusted)) {
                infer_commit(fcx->icx, snap);
                out->method = ai->def;
                out->args = args;
                out->is_trait = false;
                return true;
            }
            infer_rollback(fcx->icx, snap);
        }
    }
    return false;
}

static bool probe_traits(FnCtxt *fcx, TyId adjusted, Symbol name, MethodPick *out) {
    uint32_t n = 0;
    const uint32_t *items = tc_trait_items_named(fcx, name, &n);
    for (uint32_t i = 0; i < n; i++) {
        DefId item = {items[i]};
        const AssocItem *ai = ty_assoc_item(fcx->tcx, item);
        if (!ai || ai->kind != DEF_ASSOC_FN || !ai->has_self) continue;
        uint32_t snap = infer_snapshot(fcx->icx);
        ArgsId args = tc_fresh_args(fcx, item, fcx->cur_span);
        if (!method_self_matches(fcx, item, args, adjusted)) {
            infer_rollback(fcx->icx, snap);
            continue;
        }
        uint32_t ntr = ty_generics_count(fcx->tcx, ai->container);
        TraitRef tr = {ai->container, ty_intern_args(fcx->tcx, ty_args(fcx->tcx, args), ntr)};
        InferKind sk;
        if (tc_is_var(fcx, ty_args(fcx->tcx, args)[0], &sk) && sk == INFER_TY) {
            infer_rollback(fcx->icx, snap);
            continue;
        }
        /* whether the trait may hold; what selection would infer is left to
         * the obligation the call registers (rustc does not guess here) */
        uint32_t snap2 = infer_snapshot(fcx->icx);
        Selection s = ty_select(fcx->tcx, fcx->icx, fcx->env, tr);
        infer_rollback(fcx->icx, snap2);
        if (s.kind == SEL_NONE) {
            infer_rollback(fcx->icx, snap);
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

/* Inherent methods of the types an ADT receiver derefs to whose `self`
 * is the receiver itself: `self: Box<Self, A>` of `impl<T> [T]` matches
 * a `Box<[u8]>` receiver by value (rustc collects the inherent candidates
 * of every autoderef step before matching any). Box, Rc, Arc and Pin are
 * ADTs, so only an ADT step looks further. */
static bool probe_custom_receiver(FnCtxt *fcx, TyId step_ty, Symbol name, MethodPick *out) {
    if (tc_kind(fcx, step_ty) != TYK_ADT) return false;
    TyId t = step_ty;
    for (int n = 0; n < 8; n++) {
        DefId ov;
        t = tc_autoderef_step(fcx, t, &ov, false);
        if (!t.i) return false;
        t = tc_shallow(fcx, t);
        if (probe_inherent(fcx, t, step_ty, name, out)) return true;
    }
    return false;
}

/* Tries by value, `&`, `&mut` at one step. */
static bool probe_step(FnCtxt *fcx, const Step *s, TyId before_unsize, Symbol name, Span span, MethodPick *out) {
    InferKind vk;
    if (tc_is_var(fcx, s->ty, &vk) && vk == INFER_TY) return false;
    for (int ar = 0; ar < 3; ar++) {
        if (ar == 0 && s->unsize) continue;
        TyId adjusted = ar == 0 ? s->ty : ty_ref(fcx->tcx, s->ty, ar == 2);
        bool found = probe_inherent(fcx, s->ty, adjusted, name, out) ||
                     (ar == 0 && probe_custom_receiver(fcx, s->ty, name, out)) ||
                     probe_traits(fcx, adjusted, name, out);
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
 * variables is only consulted when the earlier steps found nothing. */
bool tc_probe_method(FnCtxt *fcx, TyId recv_ty, Symbol name, Span span, const HirExpr *recv, MethodPick *out) {
    (void)recv;
    memset(out, 0, sizeof *out);
    Step cur = {0};
    cur.ty = tc_shallow(fcx, recv_ty);
    for (int n = 0; n < 10; n++) {
        if (probe_step(fcx, &cur, (TyId){0}, name, span, out)) return true;
        DefId ov;
        TyId next = cur.nderefs < 8 ? tc_autoderef_step(fcx, cur.ty, &ov, false) : (TyId){0};
        if (!next.i) {
            const TyData *d = tc_get(fcx, cur.ty);
            if (d->kind != TYK_ARRAY) return false;
            Step un = cur;
            un.ty = ty_slice(fcx->tcx, d->array.elem);
            un.unsize = true;
            return probe_step(fcx, &un, cur.ty, name, span, out);
        }
        cur.derefs[cur.nderefs++] = (Adjustment){ADJ_DEREF, false, ov, next};
        cur.ty = tc_shallow(fcx, next);
    }
    return false;
}

/* Explicit `::<T>` on a method segment: the method's own params. */
static void apply_turbofish(FnCtxt *fcx, const HirPathSegment *seg, DefId method, ArgsId args) {
    if (!seg->args || !seg->args->nargs) return;
    const TyGenerics *g = ty_generics_of(fcx->tcx, method);
    uint32_t k = 0;
    for (uint32_t i = 0; i < seg->args->nargs && k < g->nparams; i++) {
        const HirGenericArg *ga = &seg->args->args[i];
        /* `_` and const args take their parameter's place too
         * (`try_fold::<_, _, Result<_, !>>` gives the third param) */
        if (ga->kind == HGA_LIFETIME) continue;
        uint32_t idx = g->parent_count + k++;
        if (ga->kind != HGA_TYPE) continue;
        if (idx < ty_args_len(fcx->tcx, args)) infer_unify(fcx->icx, ty_args(fcx->tcx, args)[idx], tc_lower_ty(fcx, ga->ty));
    }
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
    apply_turbofish(fcx, &e->method.seg, pick.method, pick.args);
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
