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

/* An inherent impl is a candidate only where its where-clauses may hold
 * (rustc's consider_probe): `impl<E: Error> Report<E>` and `impl
 * Report<Box<dyn Error>>` both have `backtrace`, and only the second
 * fits `Report<Box<dyn Error>>`. The args are the method's, whose
 * first ones are the impl's. */
static bool impl_bounds_may_hold(FnCtxt *fcx, DefId impl, ArgsId args) {
    const Predicates *ps = ty_predicates_of(fcx->tcx, impl);
    for (uint32_t i = 0; ps && i < ps->n; i++) {
        const Predicate *p = &ps->preds[i];
        if (p->kind != PRED_TRAIT) continue;
        TraitRef tr = {p->trait_ref.trait, ty_subst_args(fcx->tcx, p->trait_ref.args, args)};
        uint32_t snap = infer_snapshot(fcx->icx);
        Selection sel = ty_select(fcx->tcx, fcx->icx, fcx->env, tr);
        infer_rollback(fcx->icx, snap);
        if (sel.kind == SEL_NONE) return false;
    }
    return true;
}

/* A private method is seen in the module of its impl and the modules
 * inside it. */
static bool method_accessible(FnCtxt *fcx, DefId method, DefId impl) {
    const HirItem *it = hir_item(ty_hir(fcx->tcx), method);
    if (!it || it->is_pub) return true;
    Resolver *r = ty_resolver(fcx->tcx);
    DefId m = res_def(r, impl)->parent;
    while (m.i && res_def(r, m)->kind != DEF_MOD) m = res_def(r, m)->parent;
    for (DefId a = fcx->owner; a.i; a = res_def(r, a)->parent)
        if (def_eq(a, m)) return true;
    return !m.i;
}

/* Inherent candidates: the methods named `name` of the impls in `impls`
 * whose (normalised) `self` type unifies with the adjusted receiver.
 * Inaccessible ones are skipped (rustc's private candidates: autoderef
 * goes on) unless private_ok, noting that one was seen. */
static bool probe_inherent(FnCtxt *fcx, const ImplList *impls, TyId adjusted, Symbol name, bool private_ok,
                           bool *private_seen, MethodPick *out) {
    for (uint32_t i = 0; i < impls->len; i++) {
        const AssocItems *items = ty_assoc_items(fcx->tcx, impls->data[i]);
        for (uint32_t k = 0; items && k < items->n; k++) {
            const AssocItem *ai = &items->items[k];
            if (ai->name != name || ai->kind != DEF_ASSOC_FN || !ai->has_self) continue;
            if (!private_ok && !method_accessible(fcx, ai->def, impls->data[i])) {
                *private_seen = true;
                continue;
            }
            uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
            ArgsId args = tc_fresh_args(fcx, ai->def, fcx->cur_span);
            /* the self type is normalised, as rustc's probe does: a method of
             * `impl<R: Try> ControlFlow<R, R::Output>` takes `ControlFlow<?R, ?O>`
             * with `<?R as Try>::Output == ?O` pending */
            if (method_self_matches(fcx, ai->def, args, adjusted) && impl_bounds_may_hold(fcx, impls->data[i], args)) {
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

bool tc_def_list_has(const DefIdList *l, DefId d) {
    for (uint32_t i = 0; i < l->len; i++)
        if (def_eq(l->data[i], d)) return true;
    return false;
}

/* A trait and its supertraits (trait aliases: what they stand for). */
static void add_trait_elaborated(FnCtxt *fcx, ImplList *l, DefId trait) {
    if (tc_def_list_has(l, trait)) return;
    vec_push(l, trait);
    const Predicates *sp = ty_super_predicates(fcx->tcx, trait);
    for (uint32_t i = 0; i < sp->n; i++)
        if (sp->preds[i].kind == PRED_TRAIT) add_trait_elaborated(fcx, l, sp->preds[i].trait_ref.trait);
}

/* rustc's inherent candidates from a type parameter (the bounds of the
 * param env on it) and from a trait object (its principal): their
 * traits' methods are callable with no import, before the traits in
 * scope. */
void tc_env_traits_of(FnCtxt *fcx, TyId t, TraitList *out) {
    const TyData *d = tc_get(fcx, t);
    if (d->kind == TYK_PARAM) {
        for (uint32_t i = 0; i < fcx->env.n; i++) {
            const Predicate *p = &fcx->env.preds[i];
            if (p->kind != PRED_TRAIT || ty_args_len(fcx->tcx, p->trait_ref.args) == 0) continue;
            if (ty_args(fcx->tcx, p->trait_ref.args)[0].i == t.i) add_trait_elaborated(fcx, out, p->trait_ref.trait);
        }
    } else if (d->kind == TYK_DYN && d->dyn_.principal.i) {
        add_trait_elaborated(fcx, out, d->dyn_.principal);
    }
}

/* Whether the methods of `trait` are callable where `sc` is: it is in
 * scope there, or it is the trait the enclosing impl implements (rustc's
 * traits_in_scope). No scope recorded: every trait is. */
bool tc_trait_in_scope(FnCtxt *fcx, const TraitScope *sc, DefId trait) {
    if (!sc || !sc->module) return true;
    if (def_eq(sc->cur_trait, trait)) return true;
    Resolver *r = ty_resolver(fcx->tcx);
    if (res_trait_is_in_scope(r, sc->module, trait)) return true;
    uint32_t n = 0;
    const DefId *ts = res_traits_in_scope(r, sc->module, &n);
    /* a trait alias in scope brings the traits it stands for */
    for (uint32_t i = 0; i < n; i++) {
        if (res_def(r, ts[i])->kind != DEF_TRAIT_ALIAS) continue;
        ImplList l = {0};
        add_trait_elaborated(fcx, &l, ts[i]);
        bool has = tc_def_list_has(&l, trait);
        vec_free(&l);
        if (has) return true;
    }
    return false;
}

/* Walks the autoderef chain in a probe (Deref selection may bind
 * variables: nothing of it stays) and collects the steps' inherent impls
 * and the traits whose methods are inherent candidates. */
static void collect_steps(FnCtxt *fcx, TyId recv_ty, ImplList *l, TraitList *env_traits) {
    uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
    TyId cur = tc_shallow(fcx, recv_ty);
    for (int n = 0; n < 10 && cur.i; n++) {
        add_impls_of(fcx, l, cur);
        tc_env_traits_of(fcx, cur, env_traits);
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

/* What a probe looks through. */
typedef struct Probe {
    ImplList impls;           /* the inherent impls of every step */
    TraitList env_traits;     /* param bounds and dyn principals of the steps */
    const TraitScope *scope;  /* NULL: every trait is in scope */
    Symbol name;
    Span span, name_span;
    bool quiet;               /* a probe for a diagnostic: reports nothing */
    bool ambiguity_reported;
    bool private_ok, private_seen;  /* inaccessible inherent methods: taken / skipped */
} Probe;

/* Whether a trait method fits the adjusted receiver: its `self` type
 * unifies and its trait may hold. Leaves the bindings in place (the
 * caller commits or rolls back). */
static bool trait_method_fits(FnCtxt *fcx, DefId item, TyId adjusted, ArgsId *args_out) {
    const AssocItem *ai = ty_assoc_item(fcx->tcx, item);
    if (!ai || ai->kind != DEF_ASSOC_FN || !ai->has_self) return false;
    ArgsId args = tc_fresh_args(fcx, item, fcx->cur_span);
    if (!method_self_matches(fcx, item, args, adjusted)) return false;
    uint32_t ntr = ty_generics_count(fcx->tcx, ai->container);
    TraitRef tr = {ai->container, ty_intern_args(fcx->tcx, ty_args(fcx->tcx, args), ntr)};
    InferKind sk;
    if (tc_is_var(fcx, ty_args(fcx->tcx, args)[0], &sk) && sk == INFER_TY) return false;
    /* whether the trait may hold; what selection would infer is left to
     * the obligation the call registers (rustc does not guess here) */
    uint32_t snap2 = infer_snapshot(fcx->icx);
    Selection s = ty_select(fcx->tcx, fcx->icx, fcx->env, tr);
    infer_rollback(fcx->icx, snap2);
    if (s.kind == SEL_NONE) return false;
    *args_out = args;
    return true;
}

static bool trait_allowed(FnCtxt *fcx, const Probe *p, DefId trait, bool env_pass) {
    if (env_pass) return tc_def_list_has(&p->env_traits, trait);
    return tc_trait_in_scope(fcx, p->scope, trait);
}

/* E0034: two traits' items fit at the same step. Each candidate is
 * named by the impl that would provide it (rustc's note), or its trait. */
void tc_err_ambiguous(FnCtxt *fcx, Ident name, const DefId *items, uint32_t n, TyId self_ty, bool method) {
    Diag *dg = diag_error(fcx->dc, DC_E0034, name.span, "multiple applicable items in scope");
    diag_label(dg, name.span, true, "multiple `%s` found", sym_str(name.name));
    for (uint32_t i = 0; i < n; i++) {
        const AssocItem *ai = ty_assoc_item(fcx->tcx, items[i]);
        uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
        ArgsId args = tc_fresh_args(fcx, items[i], fcx->cur_span);
        bool fits = method ? method_self_matches(fcx, items[i], args, self_ty)
                           : infer_unify(fcx->icx, ty_args(fcx->tcx, args)[0], self_ty);
        Selection sel = {0};
        if (fits) {
            uint32_t ntr = ty_generics_count(fcx->tcx, ai->container);
            TraitRef tr = {ai->container, ty_intern_args(fcx->tcx, ty_args(fcx->tcx, args), ntr)};
            sel = ty_select(fcx->tcx, fcx->icx, fcx->env, tr);
        }
        DefId impl_item = {0};
        const AssocItems *ii = sel.kind == SEL_IMPL ? ty_assoc_items(fcx->tcx, sel.impl_def) : NULL;
        for (uint32_t k = 0; ii && k < ii->n; k++)
            if (ii->items[k].name == name.name) impl_item = ii->items[k].def;
        if (impl_item.i) {
            TyId ist = ty_subst(fcx->tcx, ty_type_of(fcx->tcx, sel.impl_def), sel.impl_args);
            diag_span_note(dg, tc_def_head_span(fcx, impl_item),
                           "candidate #%u is defined in an impl of the trait `%s` for the type `%s`", i + 1,
                           tc_def_path_str(fcx, ai->container), tc_ty_str(fcx, tc_resolve(fcx, ist)));
        } else {
            diag_span_note(dg, tc_def_head_span(fcx, items[i]), "candidate #%u is defined in the trait `%s`", i + 1,
                           tc_def_path_str(fcx, ai->container));
        }
        infer_rollback(fcx->icx, snap);
        fcx->obligs.len = nobligs;
    }
    diag_emit(dg);
    tc_taint(fcx);
}

static void err_ambiguous(FnCtxt *fcx, Probe *p, const DefId *items, uint32_t n, TyId adjusted) {
    if (p->ambiguity_reported || p->quiet) return;
    p->ambiguity_reported = true;
    tc_err_ambiguous(fcx, (Ident){.name = p->name, .span = p->name_span}, items, n, adjusted, true);
}

/* Trait candidates at one (step, autoref): the env pass takes the param
 * and object traits, the other pass the traits in scope; more than one
 * trait fitting is ambiguous (E0034). */
static bool probe_traits(FnCtxt *fcx, Probe *p, TyId adjusted, bool env_pass, MethodPick *out) {
    uint32_t n = 0;
    const uint32_t *items = tc_trait_items_named(fcx, p->name, &n);
    DefId fits[4];
    uint32_t nfits = 0;
    for (uint32_t i = 0; i < n; i++) {
        DefId item = {items[i]};
        const AssocItem *ai = ty_assoc_item(fcx->tcx, item);
        if (!ai || ai->kind != DEF_ASSOC_FN || !ai->has_self) continue;
        if (!trait_allowed(fcx, p, ai->container, env_pass)) continue;
        uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
        ArgsId args;
        bool ok = trait_method_fits(fcx, item, adjusted, &args);
        /* a param's or an object's trait is an inherent candidate only
         * where Self is that param or object (rustc's xform_self_ty):
         * at the step `Box<dyn Error>`, Error's supertraits Debug and
         * Display are not both callable */
        if (ok && env_pass) {
            uint8_t k = tc_kind(fcx, tc_shallow(fcx, ty_args(fcx->tcx, args)[0]));
            ok = k == TYK_PARAM || k == TYK_DYN;
        }
        infer_rollback(fcx->icx, snap);
        fcx->obligs.len = nobligs;
        if (ok && nfits < 4) fits[nfits++] = item;
    }
    if (!nfits) return false;
    if (nfits > 1) err_ambiguous(fcx, p, fits, nfits, adjusted);
    ArgsId args;
    uint32_t nobligs = fcx->obligs.len;
    uint32_t snap = infer_snapshot(fcx->icx);
    if (!trait_method_fits(fcx, fits[0], adjusted, &args)) {
        infer_rollback(fcx->icx, snap);
        fcx->obligs.len = nobligs;
        return false;
    }
    infer_commit(fcx->icx, snap);
    out->method = fits[0];
    out->args = args;
    out->is_trait = true;
    return true;
}

/* Tries by value, `&`, `&mut` at one step. */
static bool probe_step(FnCtxt *fcx, const Step *s, Probe *p, TyId before_unsize, MethodPick *out) {
    InferKind vk;
    if (tc_is_var(fcx, s->ty, &vk) && vk == INFER_TY) return false;
    for (int ar = 0; ar < 3; ar++) {
        if (ar == 0 && s->unsize) continue;
        TyId adjusted = ar == 0 ? s->ty : ty_ref(fcx->tcx, s->ty, ar == 2);
        bool found = probe_inherent(fcx, &p->impls, adjusted, p->name, p->private_ok, &p->private_seen, out) ||
                     (p->env_traits.len && probe_traits(fcx, p, adjusted, true, out)) ||
                     probe_traits(fcx, p, adjusted, false, out);
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
        out->sig = tc_normalize_sig(fcx, sig, p->span);
        return true;
    }
    return false;
}

/* The steps are taken lazily: a Deref impl that decides inference
 * variables is only consulted when the earlier steps found nothing (the
 * walk that collects the inherent impls runs in a probe). */
static bool probe_method(FnCtxt *fcx, TyId recv_ty, Ident name, Span span, const TraitScope *scope, bool private_ok,
                         bool *private_seen, MethodPick *out);

bool tc_probe_method(FnCtxt *fcx, TyId recv_ty, Ident name, Span span, const TraitScope *scope, MethodPick *out) {
    bool private_seen = false;
    if (probe_method(fcx, recv_ty, name, span, scope, false, &private_seen, out)) return true;
    /* only an inaccessible method fits: taken as before (rustc: E0624) */
    return private_seen && probe_method(fcx, recv_ty, name, span, scope, true, &private_seen, out);
}

static bool probe_method(FnCtxt *fcx, TyId recv_ty, Ident name, Span span, const TraitScope *scope, bool private_ok,
                         bool *private_seen, MethodPick *out) {
    memset(out, 0, sizeof *out);
    Probe p = {.scope = scope, .name = name.name, .span = span, .name_span = name.span, .quiet = !scope,
               .private_ok = private_ok};
    collect_steps(fcx, recv_ty, &p.impls, &p.env_traits);
    bool found = false;
    Step cur = {0};
    cur.ty = tc_shallow(fcx, recv_ty);
    for (int n = 0; n < 10 && !found; n++) {
        if ((found = probe_step(fcx, &cur, &p, (TyId){0}, out))) break;
        DefId ov;
        TyId next = cur.nderefs < 8 ? tc_autoderef_step(fcx, cur.ty, &ov, false) : (TyId){0};
        if (!next.i) {
            const TyData *d = tc_get(fcx, cur.ty);
            if (d->kind != TYK_ARRAY) break;
            Step un = cur;
            un.ty = ty_slice(fcx->tcx, d->array.elem);
            un.unsize = true;
            found = probe_step(fcx, &un, &p, cur.ty, out);
            break;
        }
        cur.derefs[cur.nderefs++] = (Adjustment){ADJ_DEREF, false, ov, next};
        cur.ty = tc_shallow(fcx, next);
    }
    vec_free(&p.impls);
    vec_free(&p.env_traits);
    *private_seen |= p.private_seen;
    return found;
}

/* A trait whose method would have fit had it been in scope (for E0599's
 * help), or 0. */
static DefId trait_out_of_scope(FnCtxt *fcx, TyId recv_ty, Symbol name, Span span) {
    uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
    MethodPick pick;
    bool found = tc_probe_method(fcx, recv_ty, (Ident){.name = name, .span = span}, span, NULL, &pick);
    infer_rollback(fcx->icx, snap);
    fcx->obligs.len = nobligs;
    if (!found || !pick.is_trait) return (DefId){0};
    return ty_assoc_item(fcx->tcx, pick.method)->container;
}

TyId tc_check_method_call(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    const HirExpr *recv = e->method.receiver;
    TyId rt = tc_check_expr(fcx, recv, EXPECT_NONE);
    rt = tc_structurally_resolve(fcx, rt, recv->span);
    MethodPick pick;
    if (tc_is_error(fcx, rt) ||
        !tc_probe_method(fcx, rt, e->method.seg.ident, e->span, &e->method.scope, &pick)) {
        if (!tc_is_error(fcx, rt))
            tc_err_no_method(fcx, e->method.seg.ident.span, rt, e->method.seg.ident.name, false,
                             trait_out_of_scope(fcx, rt, e->method.seg.ident.name, e->span));
        for (uint32_t i = 0; i < e->method.nargs; i++) tc_check_expr(fcx, e->method.args[i], EXPECT_NONE);
        tc_taint(fcx);
        return fcx->c->error;
    }
    tc_apply_explicit_args(fcx, pick.method, pick.args, &e->method.seg);
    tc_write_adj(fcx, recv->id, pick.adj, pick.nadj);
    if (pick.nadj && pick.adj[pick.nadj - 1].kind == ADJ_BORROW && pick.adj[pick.nadj - 1].mutbl)
        tc_fixup_mut_place(fcx, recv, e->span, false);
    else if (pick.nadj >= 2 && pick.adj[pick.nadj - 2].kind == ADJ_BORROW && pick.adj[pick.nadj - 2].mutbl)
        tc_fixup_mut_place(fcx, recv, e->span, false);
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
    tc_note_opaque_bounds(fcx, pick.method, pick.args);
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
    /* an impl confirmed with nested obligations still ambiguous stays an
     * obligation too (`[{integer}; 2]: PartialEq<[?T; 2]>` decides ?T
     * once the integer falls back to i32) */
    if (s.kind == SEL_AMBIGUOUS || s.nested_ambiguous) tc_register_bound(fcx, tr, span, (Span){0, 0}, m);
    return true;
}
