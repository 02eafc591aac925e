/* select.c — trait selection: how does `<Self as Trait<A..>>` hold?
 *
 * Takes: a trait ref (possibly with inference variables of an
 * InferCtxt), the ParamEnv of the body it arises in, the impls and
 * predicates collect.c gives. Gives: a Selection — an impl (with its
 * args), a where-clause, a built-in rule (Sized, Copy/Clone, Unsize, Fn*
 * for closures and fn items/pointers), the dyn type's own trait, an auto
 * trait structurally — or none / ambiguous, as rustc 1.63 selects:
 *
 *   1. assemble the candidates whose header could match (impls are
 *      matched against fresh variables for their params, in a probe);
 *   2. if several, evaluate each in a probe (nested obligations checked
 *      recursively) and drop those that fail; where-clauses win over
 *      everything else; an impl loses to an impl that specialises it
 *      and surely applies (specialize.c);
 *   3. a unique candidate is confirmed: its unifications are kept in the
 *      caller's InferCtxt (this is what lets `x + 1u8` infer through
 *      `impl Add<u8> for u8`), its nested obligations selected in turn.
 *
 * Auto traits are coinductive (a cycle holds); any other cycle fails.
 */
#include "select_priv.h"

/* ---- small facts ---- */

LangItem sel_trait_lang(TyCtxt *tcx, DefId trait) {
    return trait.i ? hir_lang_item_of(ty_hir(tcx), trait) : LANG_NONE;
}

static DefId lang(TyCtxt *tcx, LangItem li) { return hir_lang_item(ty_hir(tcx), li); }

void sel_closure_parts(TyCtxt *tcx, TyId closure, TyId *kind, TyId *sig, TyId *upvars) {
    const TyData *d = ty_get(tcx, closure);
    uint32_t n = ty_args_len(tcx, d->adt.args);
    const TyId *a = ty_args(tcx, d->adt.args);
    if (n < 3) rcc_ice("closure type without its kind, signature and upvar args");
    *kind = a[n - 3];
    *sig = a[n - 2];
    *upvars = a[n - 1];
}

int sel_closure_kind(TyCtxt *tcx, InferCtxt *icx, TyId kind_ty) {
    if (icx) kind_ty = infer_shallow(icx, kind_ty);
    const TyData *d = ty_get(tcx, kind_ty);
    if (d->kind != TYK_INT) return -1;
    switch (d->sub) {
    case INT_I8: return CLOSURE_KIND_FN;
    case INT_I16: return CLOSURE_KIND_FN_MUT;
    case INT_I32: return CLOSURE_KIND_FN_ONCE;
    default: return -1;
    }
}

bool sel_callable_sig(SelCx *s, TyId self, FnSig *sig) {
    TyCtxt *tcx = s->tcx;
    const TyData *d = ty_get(tcx, self);
    switch (d->kind) {
    case TYK_CLOSURE: {
        TyId k, sg, up;
        sel_closure_parts(tcx, self, &k, &sg, &up);
        sg = infer_shallow(s->icx, sg);
        if (ty_kind(tcx, sg) != TYK_FN_PTR) return false;
        *sig = ty_get(tcx, sg)->sig;
        return true;
    }
    case TYK_FN_DEF: *sig = ty_subst_sig(tcx, ty_fn_sig(tcx, d->adt.def), d->adt.args); break;
    case TYK_FN_PTR: *sig = d->sig; break;
    default: return false;
    }
    /* a fn item's declared signature instantiated: `fn(<I as
     * Iterator>::Item)` of `Peeked::<I>::A` is `fn((i32, char))` for
     * I = btree_map::IntoIter<i32, char> (rustc normalises the signature
     * when it confirms a fn-pointer candidate) */
    uint32_t n = ty_args_len(tcx, sig->inputs_and_output);
    if (!n || !(ty_args_flags(tcx, sig->inputs_and_output) & TYF_HAS_PROJECTION)) return true;
    TyId buf[16];
    TyId *tys = n <= 16 ? buf : xmalloc(n * sizeof *tys);
    for (uint32_t i = 0; i < n; i++) tys[i] = sel_normalize(s, ty_args(tcx, sig->inputs_and_output)[i]);
    sig->inputs_and_output = ty_intern_args(tcx, tys, n);
    if (tys != buf) free(tys);
    return true;
}

static TyId shallow(SelCx *s, TyId t) { return infer_shallow(s->icx, t); }
static bool has_pending_projection(TyCtxt *tcx, TyId t);
static bool pending_in_args(TyCtxt *tcx, ArgsId a);
static TyId self_of(SelCx *s, TraitRef tr) { return shallow(s, ty_args(s->tcx, tr.args)[0]); }

static TraitRef with_self(TyCtxt *tcx, DefId trait, TyId self, const TyId *more, uint32_t nmore) {
    TyId buf[8];
    TyId *a = nmore + 1 <= 8 ? buf : xmalloc((nmore + 1) * sizeof *a);
    a[0] = self;
    for (uint32_t i = 0; i < nmore; i++) a[i + 1] = more[i];
    TraitRef tr = {trait, ty_intern_args(tcx, a, nmore + 1)};
    if (a != buf) free(a);
    return tr;
}

static bool unify_args_probe(SelCx *s, ArgsId a, ArgsId b) {
    uint32_t snap = infer_snapshot(s->icx);
    bool ok = infer_unify_args(s->icx, a, b);
    infer_rollback(s->icx, snap);
    return ok;
}

static Eval eval_join(Eval a, Eval b) { return a == EV_ERR || b == EV_ERR ? EV_ERR : a == EV_AMBIG ? a : b; }

/* A nested obligation `ty: trait<more..>`. */
static Eval nested(SelCx *s, DefId trait, TyId ty, const TyId *more, uint32_t nmore) {
    if (!trait.i) return EV_ERR;
    Selection sub = {0};
    return sel_trait(s, with_self(s->tcx, trait, ty, more, nmore), &sub);
}

static Eval nested_all(SelCx *s, DefId trait, ArgsId tys) {
    Eval e = EV_OK;
    uint32_t n = ty_args_len(s->tcx, tys);
    const TyId *t = ty_args(s->tcx, tys);
    for (uint32_t i = 0; i < n && e != EV_ERR; i++) e = eval_join(e, nested(s, trait, t[i], NULL, 0));
    return e;
}

/* ---- candidates ---- */

typedef struct Cand {
    SelectKind kind;
    DefId impl;               /* IMPL */
    uint32_t param_index;     /* PARAM */
    TraitRef obj;             /* OBJECT: the dyn's (super)trait ref; trait 0 for an auto trait it lists */
} Cand;
typedef VEC(Cand) CandVec;

/* Could an impl whose self type is `impl_self` (in its own params) apply
 * to `self`? A cheap test before fresh variables are made. */
static bool quick_reject(SelCx *s, TyId impl_self, TyId self) {
    TyCtxt *tcx = s->tcx;
    const TyData *i = ty_get(tcx, impl_self), *o = ty_get(tcx, self);
    if (i->kind == TYK_PARAM || i->kind == TYK_PROJECTION || i->kind == TYK_ERROR) return false;
    if (o->kind == TYK_PROJECTION || o->kind == TYK_ERROR) return false;
    if (o->kind == TYK_INFER) {
        if (o->sub == INFER_INT) return i->kind != TYK_INT && i->kind != TYK_UINT;
        if (o->sub == INFER_FLOAT) return i->kind != TYK_FLOAT;
        return false;
    }
    if (i->kind != o->kind) return true;
    switch (i->kind) {
    case TYK_INT: case TYK_UINT: case TYK_FLOAT: return i->sub != o->sub;
    case TYK_ADT: case TYK_FOREIGN: case TYK_FN_DEF: case TYK_CLOSURE: case TYK_GENERATOR: case TYK_UNEVAL: return !def_eq(i->adt.def, o->adt.def);
    case TYK_REF: case TYK_RAW_PTR: return i->mutbl != o->mutbl;
    case TYK_TUPLE: return ty_args_len(tcx, i->tuple) != ty_args_len(tcx, o->tuple);
    default: return false;
    }
}

bool sel_impl_is_negative(TyCtxt *tcx, DefId impl) {
    const HirItem *it = hir_item(ty_hir(tcx), impl);
    return it && it->kind == HITEM_IMPL && it->impl.negative;
}

/* ---- impl headers ---- */

/* A projection of an impl's header that could not be normalised while
 * its impl's args were unknown (`impl<I: IntoIterator> SpecExtend<I> for
 * LinkedList<I::Item>`): it stands as variable `var` until confirmation
 * checks that it projects to what var became, as rustc normalises impl
 * headers with fresh variables and projection obligations. */
typedef struct PendProj {
    TyId proj, var;
} PendProj;
typedef VEC(PendProj) PendVec;

typedef struct HeaderCx {
    SelCx *s;
    PendVec *pend;
} HeaderCx;

static TyId header_ty(void *arg, TyId t) {
    HeaderCx *h = arg;
    TyCtxt *tcx = h->s->tcx;
    if (!(ty_get(tcx, t)->flags & TYF_HAS_PROJECTION)) return t;
    t = infer_map_components(tcx, t, header_ty, h);
    if (ty_kind(tcx, t) != TYK_PROJECTION) return t;
    TyId n = sel_normalize(h->s, t);
    if (ty_kind(tcx, n) != TYK_PROJECTION || !(ty_get(tcx, n)->flags & TYF_HAS_INFER)) return n;
    TyId var = infer_new_var(h->s->icx, INFER_TY);
    vec_push(h->pend, ((PendProj){n, var}));
    return var;
}

/* The impl's trait ref args for its args `fresh`, projections normalised
 * (or deferred into pend). */
static ArgsId impl_header(SelCx *s, DefId impl, ArgsId fresh, PendVec *pend) {
    TyCtxt *tcx = s->tcx;
    ArgsId a = ty_subst_args(tcx, ty_impl_trait_ref(tcx, impl).args, fresh);
    if (!(ty_args_flags(tcx, a) & TYF_HAS_PROJECTION)) return a;
    HeaderCx h = {s, pend};
    return infer_map_args(tcx, a, header_ty, &h);
}

/* The deferred projections hold once the header matched. */
static Eval check_pending(SelCx *s, const PendVec *pend) {
    Eval e = EV_OK;
    for (uint32_t i = 0; i < pend->len && e != EV_ERR; i++) {
        const TyData *d = ty_get(s->tcx, pend->data[i].proj);
        TyId got;
        Eval pe = sel_project(s, d->proj.item, d->proj.args, &got);
        if (pe == EV_OK && !infer_unify(s->icx, sel_normalize(s, got), pend->data[i].var)) pe = EV_ERR;
        e = eval_join(e, pe);
    }
    return e;
}

/* Does the impl's header unify with tr (probe)? */
bool sel_impl_header_matches(SelCx *s, DefId impl, TraitRef tr, TyId self) {
    TyCtxt *tcx = s->tcx;
    TraitRef itr = ty_impl_trait_ref(tcx, impl);
    if (!def_eq(itr.trait, tr.trait) || !ty_args_len(tcx, itr.args)) return false;
    if (quick_reject(s, ty_args(tcx, itr.args)[0], self)) return false;
    uint32_t snap = infer_snapshot(s->icx);
    ArgsId fresh = infer_fresh_args(s->icx, impl);
    PendVec pend = {0};
    bool ok = infer_unify_args(s->icx, impl_header(s, impl, fresh, &pend), tr.args);
    infer_rollback(s->icx, snap);
    vec_free(&pend);
    return ok;
}

/* Built-in rules (select_builtin.c in rustc terms): does one apply to
 * this self type? EV_OK: a candidate; EV_AMBIG: cannot tell yet; EV_ERR:
 * no built-in candidate (impls may still apply). */
static Eval builtin_applies(SelCx *s, LangItem li, TraitRef tr, TyId self) {
    TyCtxt *tcx = s->tcx;
    const TyData *d = ty_get(tcx, self);
    switch (li) {
    case LANG_SIZED:
        switch (d->kind) {
        case TYK_STR: case TYK_SLICE: case TYK_DYN: case TYK_FOREIGN: case TYK_PARAM: return EV_ERR;
        default: return EV_OK;
        }
    case LANG_COPY: case LANG_CLONE:
        switch (d->kind) {
        case TYK_INFER: case TYK_FN_DEF: case TYK_FN_PTR: case TYK_ERROR: case TYK_TUPLE: case TYK_CLOSURE:
            return EV_OK;
        default: return EV_ERR;
        }
    case LANG_UNSIZE: {
        if (ty_args_len(tcx, tr.args) < 2) return EV_ERR;
        TyId target = shallow(s, ty_args(tcx, tr.args)[1]);
        const TyData *t = ty_get(tcx, target);
        if (t->kind == TYK_INFER) return EV_AMBIG;
        if (t->kind == TYK_DYN) return EV_OK;                              /* T -> dyn, dyn -> dyn */
        if (d->kind == TYK_ARRAY && t->kind == TYK_SLICE) return EV_OK;    /* [T; N] -> [T] */
        TyId ta, tb, re;                                                   /* S<..T..> -> S<..U..> */
        if (ty_struct_unsize(tcx, self, target, &ta, &tb, &re)) return EV_OK;
        return EV_ERR;
    }
    case LANG_DESTRUCT: case LANG_DISCRIMINANT_KIND: case LANG_POINTEE_TRAIT: return EV_OK;
    default: return EV_ERR;
    }
}

/* The Fn* candidates of closures and fn items/pointers. */
static SelectKind callable_applies(SelCx *s, LangItem li, TyId self) {
    const TyData *d = ty_get(s->tcx, self);
    if (li == LANG_GENERATOR) return d->kind == TYK_GENERATOR ? SEL_GENERATOR : SEL_NONE;
    if (li != LANG_FN && li != LANG_FN_MUT && li != LANG_FN_ONCE) return SEL_NONE;
    if (d->kind == TYK_CLOSURE) return SEL_CLOSURE;
    if (d->kind != TYK_FN_DEF && d->kind != TYK_FN_PTR) return SEL_NONE;
    FnSig sig;
    if (!sel_callable_sig(s, self, &sig)) return SEL_NONE;
    /* rustc: only safe, non-variadic "Rust" ABI fns implement the Fn traits */
    if (sig.is_unsafe || sig.c_variadic || sig.abi != ABI_RUST) return SEL_NONE;
    return SEL_FN_POINTER;
}

/* The trait refs a dyn type implements as an object: its principal with
 * Self = the dyn type, and the principal's supertraits (transitively). */
static uint32_t dyn_trait_refs(SelCx *s, TyId dyn, TraitRef **out) {
    TyCtxt *tcx = s->tcx;
    const TyData *d = ty_get(tcx, dyn);
    if (!d->dyn_.principal.i) return 0;
    VEC(TraitRef) v = {0};
    uint32_t nargs = ty_args_len(tcx, d->dyn_.principal_args);
    vec_push(&v, with_self(tcx, d->dyn_.principal, dyn, ty_args(tcx, d->dyn_.principal_args), nargs));
    for (uint32_t i = 0; i < v.len && v.len < 256; i++) {
        TraitRef *sup = NULL;
        uint32_t n = ty_supertraits(tcx, v.data[i], &sup);
        for (uint32_t j = 0; j < n; j++) {
            bool seen = false;
            vec_foreach(&v, t) seen |= def_eq(t->trait, sup[j].trait) && t->args.i == sup[j].args.i;
            if (!seen) vec_push(&v, sup[j]);
        }
    }
    *out = vec_to_arena(ty_arena(tcx), &v);
    uint32_t n = v.len;
    vec_free(&v);
    return n;
}

static bool dyn_lists_auto(TyCtxt *tcx, const TyData *d, DefId trait) {
    for (uint32_t i = 0; i < d->dyn_.nauto; i++)
        if (def_eq(d->dyn_.auto_traits[i], trait)) return true;
    return false;
}

/* Collects the candidates; EV_AMBIG when the self type is unknown,
 * EV_ERR when a negative impl applies. */
/* `impl<T> From<!> for T` in core is #[rustc_reservation_impl]: it only
 * keeps the space for a future impl (coherence), selection ignores it, so
 * `<! as From<!>>` is the reflexive impl alone. */
static bool is_reservation_impl(TyCtxt *tcx, DefId impl) {
    const HirAttrs *a = tcx->hir ? hir_attrs(tcx->hir, impl) : NULL;
    return a && a->reservation_impl;
}

/* No impl's self type has this key (ty_simplified_key's classes are 1..9) */
#define SELF_KEY_PARAM (255ull << 40)

static Eval assemble(SelCx *s, TraitRef tr, TyId self, CandVec *c) {
    TyCtxt *tcx = s->tcx;
    const TyData *sd = ty_get(tcx, self);
    if (sd->kind == TYK_INFER && sd->sub == INFER_TY) return EV_AMBIG;
    LangItem li = sel_trait_lang(tcx, tr.trait);
    const TraitDef *td = ty_trait_def(tcx, tr.trait);
    bool is_auto = td && td->is_auto;

    for (uint32_t i = 0; i < s->env.n; i++) {
        const Predicate *p = &s->env.preds[i];
        if (p->kind != PRED_TRAIT || !def_eq(p->trait_ref.trait, tr.trait)) continue;
        if (p->item.i == PRED_EXACT_SELF && !ty_eq(infer_resolve(s->icx, self), ty_args(tcx, p->trait_ref.args)[0])) continue;
        if (unify_args_probe(s, p->trait_ref.args, tr.args))
            vec_push(c, ((Cand){.kind = SEL_PARAM, .param_index = i}));
    }

    if (sd->kind == TYK_PROJECTION) {
        Predicates ib = ty_item_bounds(tcx, sd->proj.item, sd->proj.args);
        for (uint32_t i = 0; i < ib.n; i++) {
            const Predicate *p = &ib.preds[i];
            if (p->kind != PRED_TRAIT || !def_eq(p->trait_ref.trait, tr.trait)) continue;
            if (unify_args_probe(s, p->trait_ref.args, tr.args))
                vec_push(c, ((Cand){.kind = SEL_PROJECTION, .obj = p->trait_ref}));
        }
    }

    Eval b = builtin_applies(s, li, tr, self);
    if (b == EV_AMBIG) return EV_AMBIG;
    if (b == EV_OK) vec_push(c, ((Cand){.kind = SEL_BUILTIN}));
    SelectKind ck = callable_applies(s, li, self);
    if (ck != SEL_NONE) vec_push(c, ((Cand){.kind = ck}));

    /* with #![feature(object_safe_for_dispatch)], the object of a trait
     * that is not object safe does not implement it by itself (a crate
     * may write `impl Bad for dyn Bad`) */
    if (sd->kind == TYK_DYN && ty_object_implements_principal(tcx, sd->dyn_.principal)) {
        TraitRef *refs = NULL;
        uint32_t n = dyn_trait_refs(s, self, &refs);
        for (uint32_t i = 0; i < n; i++)
            if (def_eq(refs[i].trait, tr.trait) && unify_args_probe(s, refs[i].args, tr.args))
                vec_push(c, ((Cand){.kind = SEL_OBJECT, .obj = refs[i]}));
        if (is_auto && dyn_lists_auto(tcx, sd, tr.trait)) vec_push(c, ((Cand){.kind = SEL_OBJECT}));
    }

    uint32_t nimpls = 0;
    const DefId *impls = ty_trait_impls(tcx, tr.trait, &nimpls);
    bool any_impl = false;
    /* fast reject (rustc's): an impl for another type constructor is not
     * even decoded; a type parameter is rigid here, only blanket impls
     * (key 0) can apply to it */
    uint64_t self_key = sd->kind == TYK_PARAM ? SELF_KEY_PARAM : ty_simplified_key(tcx, self);
    for (uint32_t i = 0; i < nimpls; i++) {
        uint64_t ik = self_key ? ty_impl_self_key(tcx, impls[i]) : 0;
        if (ik && ik != self_key) continue;
        if (is_reservation_impl(tcx, impls[i]) || !sel_impl_header_matches(s, impls[i], tr, self)) continue;
        if (sel_impl_is_negative(tcx, impls[i])) return EV_ERR;
        vec_push(c, ((Cand){.kind = SEL_IMPL, .impl = impls[i]}));
        any_impl = true;
    }

    if (is_auto && !any_impl) {
        switch (sd->kind) {
        case TYK_DYN: case TYK_FOREIGN: case TYK_PARAM: case TYK_PROJECTION: break;
        default: vec_push(c, ((Cand){.kind = SEL_AUTO})); break;
        }
    }
    return EV_OK;
}

/* ---- confirmation: the candidate's unifications and nested obligations ---- */

/* A projection's value, itself normalised: the blanket `impl<I: Iterator>
 * IntoIterator for I` gives `<Esc as IntoIterator>::Item` as
 * `<Esc as Iterator>::Item`, which is `char`. */
static Eval project_normalized(SelCx *s, DefId item, ArgsId args, TyId *out) {
    Eval e = sel_project(s, item, args, out);
    if (e == EV_OK) *out = sel_normalize(s, *out);
    return e;
}

Eval sel_confirm_impl(SelCx *s, TraitRef tr, DefId impl, Selection *out) {
    TyCtxt *tcx = s->tcx;
    ArgsId fresh = infer_fresh_args(s->icx, impl);
    PendVec pend = {0};
    bool ok = infer_unify_args(s->icx, impl_header(s, impl, fresh, &pend), tr.args);
    Eval e = ok ? check_pending(s, &pend) : EV_ERR;
    vec_free(&pend);
    if (e == EV_ERR) return EV_ERR;
    /* the where-clauses to a fixed point, as rustc's nested obligations:
     * `B: Sized` is ambiguous until `<F as FnOnce<..>>::Output == B`
     * (written after it) decides B, so ambiguous ones are evaluated again
     * while another pass decides more */
    const Predicates *ps = ty_predicates_of(tcx, impl);
    uint32_t np = ps ? ps->n : 0;
    Eval *res = xmalloc((np ? np : 1) * sizeof *res);
    for (uint32_t i = 0; i < np; i++) res[i] = EV_AMBIG;
    uint32_t open = np;
    for (uint32_t pass = 0; open && e != EV_ERR && pass <= np; pass++) {
        uint32_t was = open;
        open = 0;
        for (uint32_t i = 0; i < np && e != EV_ERR; i++) {
            if (res[i] != EV_AMBIG) continue;
            const Predicate *p = &ps->preds[i];
            if (p->kind == PRED_TRAIT) {
                TraitRef sub = {p->trait_ref.trait, ty_subst_args(tcx, p->trait_ref.args, fresh)};
                Selection ss = {0};
                res[i] = sel_trait(s, sub, &ss);
            } else {
                ArgsId pa = ty_subst_args(tcx, p->trait_ref.args, fresh);
                TyId want = sel_normalize(s, ty_subst(tcx, p->ty, fresh)), got;
                res[i] = project_normalized(s, p->item, pa, &got);
                if (res[i] == EV_OK && !infer_unify(s->icx, got, want)) res[i] = EV_ERR;
            }
            if (res[i] == EV_ERR) e = EV_ERR;
            if (res[i] == EV_AMBIG) open++;
        }
        if (open == was) break;
    }
    if (e != EV_ERR && open) e = EV_AMBIG;
    free(res);
    out->kind = SEL_IMPL;
    out->impl_def = impl;
    out->impl_args = infer_resolve_args(s->icx, fresh);
    return e;
}

static Eval confirm_builtin(SelCx *s, LangItem li, TraitRef tr, TyId self) {
    TyCtxt *tcx = s->tcx;
    const TyData *d = ty_get(tcx, self);
    switch (li) {
    case LANG_SIZED:
        if (d->kind == TYK_TUPLE) {
            uint32_t n = ty_args_len(tcx, d->tuple);
            return n ? nested(s, tr.trait, ty_args(tcx, d->tuple)[n - 1], NULL, 0) : EV_OK;
        }
        if (d->kind == TYK_ADT) {
            const AdtDef *ad = ty_adt_def(tcx, d->adt.def);
            if (!ad || ad->kind != ADT_STRUCT || !ad->nvariants || !ad->variants[0].nfields) return EV_OK;
            return nested(s, tr.trait, ty_field_ty(tcx, self, 0, ad->variants[0].nfields - 1), NULL, 0);
        }
        return EV_OK;
    case LANG_COPY: case LANG_CLONE:
        if (d->kind == TYK_TUPLE) return nested_all(s, tr.trait, d->tuple);
        if (d->kind == TYK_CLOSURE) {
            TyId k, sg, up;
            sel_closure_parts(tcx, self, &k, &sg, &up);
            up = shallow(s, up);
            if (ty_kind(tcx, up) != TYK_TUPLE) return EV_AMBIG;
            return nested_all(s, tr.trait, ty_get(tcx, up)->tuple);
        }
        return EV_OK;
    case LANG_UNSIZE: {
        TyId target = shallow(s, ty_args(tcx, tr.args)[1]);
        const TyData *t = ty_get(tcx, target);
        if (d->kind == TYK_ARRAY && t->kind == TYK_SLICE)
            return infer_unify(s->icx, d->array.elem, t->elem) ? EV_OK : EV_ERR;
        TyId ta, tb, re;
        if (t->kind != TYK_DYN && ty_struct_unsize(tcx, self, target, &ta, &tb, &re)) {
            /* the other params stay; the tail unsizes */
            if (!infer_unify(s->icx, re, target)) return EV_ERR;
            return nested(s, tr.trait, ta, &tb, 1);
        }
        if (t->kind != TYK_DYN) return EV_ERR;
        if (d->kind == TYK_DYN) {
            /* dyn Tr + A + B -> dyn Tr + A: same principal, fewer auto traits */
            for (uint32_t i = 0; i < t->dyn_.nauto; i++)
                if (!dyn_lists_auto(tcx, d, t->dyn_.auto_traits[i])) return EV_ERR;
            if (!def_eq(d->dyn_.principal, t->dyn_.principal)) {
                /* dyn Sub -> dyn Super: trait upcasting */
                if (!d->dyn_.principal.i || !t->dyn_.principal.i) return EV_ERR;
                uint32_t na = ty_args_len(tcx, d->dyn_.principal_args);
                TraitRef src = with_self(tcx, d->dyn_.principal, self, ty_args(tcx, d->dyn_.principal_args), na);
                ArgsId sargs;
                if (!ty_supertrait_args(tcx, src.trait, src.args, t->dyn_.principal, &sargs) ||
                    ty_args_len(tcx, sargs) != ty_args_len(tcx, t->dyn_.principal_args) + 1)
                    return EV_ERR;
                ArgsId rest = ty_intern_args(tcx, ty_args(tcx, sargs) + 1, ty_args_len(tcx, sargs) - 1);
                return infer_unify_args(s->icx, rest, t->dyn_.principal_args) ? EV_OK : EV_ERR;
            }
            return infer_unify_args(s->icx, d->dyn_.principal_args, t->dyn_.principal_args) ? EV_OK : EV_ERR;
        }
        /* T -> dyn Tr<A> + Auto: T: Sized, T: Tr<A>, T: Auto, projections hold */
        DefId sized = lang(tcx, LANG_SIZED);
        Eval e = sized.i ? nested(s, sized, self, NULL, 0) : EV_OK;
        if (t->dyn_.principal.i) {
            uint32_t n = ty_args_len(tcx, t->dyn_.principal_args);
            e = eval_join(e, nested(s, t->dyn_.principal, self, ty_args(tcx, t->dyn_.principal_args), n));
            for (uint32_t i = 0; i < t->dyn_.nproj && e != EV_ERR; i++) {
                DefId item = t->dyn_.proj_items[i];
                const AssocItem *ai = ty_assoc_item(tcx, item);
                TraitRef ptr = with_self(tcx, ai ? ai->container : t->dyn_.principal, self,
                                         ty_args(tcx, t->dyn_.principal_args), n);
                TyId got;
                Eval pe = project_normalized(s, item, ptr.args, &got);
                if (pe == EV_OK && !infer_unify(s->icx, got, ty_args(tcx, t->dyn_.proj_tys)[i])) pe = EV_ERR;
                e = eval_join(e, pe);
            }
        }
        for (uint32_t i = 0; i < t->dyn_.nauto && e != EV_ERR; i++)
            e = eval_join(e, nested(s, t->dyn_.auto_traits[i], self, NULL, 0));
        return e;
    }
    default: return EV_OK;
    }
}

/* Unifies a Fn* trait's Args with a callable's inputs. An input that is
 * still a projection of an unknown type (`<?I as Iterator>::Item` of
 * `Peeked::<?I>::A`) cannot be compared yet: the other inputs are
 * unified and the answer is EV_AMBIG (rustc replaces the projection by a
 * variable with a nested projection obligation). */
Eval sel_unify_callable_inputs(SelCx *s, TyId args_ty, FnSig sig) {
    TyCtxt *tcx = s->tcx;
    uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
    if (!n) return EV_ERR;
    const TyId *in = ty_args(tcx, sig.inputs_and_output);
    if (!pending_in_args(tcx, sig.inputs_and_output))
        return infer_unify(s->icx, args_ty, ty_tuple(tcx, in, n - 1)) ? EV_OK : EV_ERR;
    args_ty = shallow(s, args_ty);
    const TyData *ad = ty_get(tcx, args_ty);
    if (ad->kind != TYK_TUPLE) return EV_AMBIG;
    if (ty_args_len(tcx, ad->tuple) != n - 1) return EV_ERR;
    for (uint32_t i = 0; i + 1 < n; i++) {
        if (has_pending_projection(tcx, in[i])) continue;
        if (!infer_unify(s->icx, ty_args(tcx, ad->tuple)[i], in[i])) return EV_ERR;
    }
    return EV_AMBIG;
}

/* Fn/FnMut/FnOnce<Args> for a closure, fn item or fn pointer: Args is
 * the tuple of the inputs; a closure's kind must allow the trait. */
static Eval confirm_callable(SelCx *s, LangItem li, TraitRef tr, TyId self) {
    TyCtxt *tcx = s->tcx;
    FnSig sig;
    if (!sel_callable_sig(s, self, &sig)) return EV_AMBIG;
    uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
    if (!n) return EV_ERR;
    if (ty_args_len(tcx, tr.args) < 2) return EV_ERR;
    Eval e = sel_unify_callable_inputs(s, ty_args(tcx, tr.args)[1], sig);
    if (e != EV_OK || ty_kind(tcx, self) != TYK_CLOSURE) return e;
    TyId k, sg, up;
    sel_closure_parts(tcx, self, &k, &sg, &up);
    int kind = sel_closure_kind(tcx, s->icx, k);
    if (kind < 0) return EV_AMBIG;
    int want = li == LANG_FN ? CLOSURE_KIND_FN : li == LANG_FN_MUT ? CLOSURE_KIND_FN_MUT : CLOSURE_KIND_FN_ONCE;
    return kind <= want ? EV_OK : EV_ERR;
}

/* An auto trait holds for a type if it holds for its constituents. */
static Eval confirm_auto(SelCx *s, TraitRef tr, TyId self) {
    TyCtxt *tcx = s->tcx;
    const TyData *d = ty_get(tcx, self);
    switch (d->kind) {
    case TYK_RAW_PTR: case TYK_REF: return nested(s, tr.trait, d->pointee, NULL, 0);
    case TYK_ARRAY: return nested(s, tr.trait, d->array.elem, NULL, 0);
    case TYK_SLICE: return nested(s, tr.trait, d->elem, NULL, 0);
    case TYK_TUPLE: return nested_all(s, tr.trait, d->tuple);
    case TYK_CLOSURE: {
        TyId k, sg, up;
        sel_closure_parts(tcx, self, &k, &sg, &up);
        return nested(s, tr.trait, up, NULL, 0);
    }
    case TYK_GENERATOR: {
        /* a static generator may hold references into itself: not Unpin.
         * What lives across its yields is not looked at (rustc's witness). */
        if (sel_trait_lang(tcx, tr.trait) == LANG_UNPIN) {
            const HirExpr *e = hir_closure_expr(ty_hir(tcx), d->adt.def);
            if (e && e->closure.is_static) return EV_ERR;
        }
        TyId up;
        ty_generator_parts(tcx, self, NULL, NULL, NULL, &up);
        return nested(s, tr.trait, up, NULL, 0);
    }
    case TYK_ADT: {
        const AdtDef *ad = ty_adt_def(tcx, d->adt.def);
        Eval e = EV_OK;
        for (uint32_t v = 0; ad && v < ad->nvariants && e != EV_ERR; v++)
            for (uint32_t f = 0; f < ad->variants[v].nfields && e != EV_ERR; f++)
                e = eval_join(e, nested(s, tr.trait, ty_field_ty(tcx, self, v, f), NULL, 0));
        return e;
    }
    default: return EV_OK;
    }
}

static Eval confirm(SelCx *s, TraitRef tr, TyId self, const Cand *c, Selection *out) {
    TyCtxt *tcx = s->tcx;
    LangItem li = sel_trait_lang(tcx, tr.trait);
    *out = (Selection){.kind = c->kind};
    switch (c->kind) {
    case SEL_IMPL: return sel_confirm_impl(s, tr, c->impl, out);
    case SEL_PARAM:
        out->param_index = c->param_index;
        return infer_unify_args(s->icx, s->env.preds[c->param_index].trait_ref.args, tr.args) ? EV_OK : EV_ERR;
    case SEL_BUILTIN: return confirm_builtin(s, li, tr, self);
    case SEL_CLOSURE: case SEL_FN_POINTER: return confirm_callable(s, li, tr, self);
    case SEL_GENERATOR: {
        TyId resume;
        ty_generator_parts(tcx, self, &resume, NULL, NULL, NULL);
        if (ty_args_len(tcx, tr.args) < 2) return EV_ERR;
        return infer_unify(s->icx, ty_args(tcx, tr.args)[1], resume) ? EV_OK : EV_ERR;
    }
    case SEL_PROJECTION: return infer_unify_args(s->icx, c->obj.args, tr.args) ? EV_OK : EV_ERR;
    case SEL_OBJECT:
        if (!c->obj.trait.i) return EV_OK;
        return infer_unify_args(s->icx, c->obj.args, tr.args) ? EV_OK : EV_ERR;
    case SEL_AUTO: return confirm_auto(s, tr, self);
    default: return EV_ERR;
    }
}

/* Confirms in a snapshot: kept unless it fails. */
static Eval confirm_keep(SelCx *s, TraitRef tr, TyId self, const Cand *c, Selection *out) {
    uint32_t snap = infer_snapshot(s->icx);
    Eval e = confirm(s, tr, self, c, out);
    if (e == EV_ERR) infer_rollback(s->icx, snap);
    else infer_commit(s->icx, snap);
    return e;
}

static Eval confirm_probe(SelCx *s, TraitRef tr, TyId self, const Cand *c) {
    uint32_t snap = infer_snapshot(s->icx);
    Selection tmp;
    Eval e = confirm(s, tr, self, c, &tmp);
    infer_rollback(s->icx, snap);
    return e;
}

/* ---- the selection loop ---- */

/* Obligations are selected normalised: `F: FnMut(<Range<i32> as
 * Iterator>::Item)` from an impl's where-clauses is `F: FnMut(i32)`. */
static ArgsId normalize_args(SelCx *s, ArgsId a) {
    TyCtxt *tcx = s->tcx;
    uint32_t n = ty_args_len(tcx, a);
    TyId buf[16];
    TyId *t = n <= 16 ? buf : xmalloc(n * sizeof *t);
    for (uint32_t i = 0; i < n; i++) t[i] = sel_normalize(s, ty_args(tcx, a)[i]);
    ArgsId r = ty_intern_args(tcx, t, n);
    if (t != buf) free(t);
    return r;
}

/* A projection left unnormalised because of inference variables in it
 * (`<?T as Iterator>::Item`): what it is, and so whether an obligation
 * mentioning it holds, is not known yet. */
static bool has_pending_projection(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    if (!(d->flags & TYF_HAS_PROJECTION) || !(d->flags & TYF_HAS_INFER)) return false;
    switch ((TyKindTag)d->kind) {
    case TYK_PROJECTION: return true;
    case TYK_ADT: case TYK_FN_DEF: case TYK_CLOSURE: case TYK_GENERATOR: case TYK_UNEVAL: return pending_in_args(tcx, d->adt.args);
    case TYK_ARRAY: return has_pending_projection(tcx, d->array.elem);
    case TYK_SLICE: return has_pending_projection(tcx, d->elem);
    case TYK_RAW_PTR: case TYK_REF: return has_pending_projection(tcx, d->pointee);
    case TYK_FN_PTR: return pending_in_args(tcx, d->sig.inputs_and_output);
    case TYK_DYN: return pending_in_args(tcx, d->dyn_.principal_args) || pending_in_args(tcx, d->dyn_.proj_tys);
    case TYK_TUPLE: return pending_in_args(tcx, d->tuple);
    default: return false;
    }
}

static bool pending_in_args(TyCtxt *tcx, ArgsId a) {
    uint32_t n = ty_args_len(tcx, a);
    for (uint32_t i = 0; i < n; i++)
        if (has_pending_projection(tcx, ty_args(tcx, a)[i])) return true;
    return false;
}

static bool on_stack(SelCx *s, TraitRef tr) {
    for (uint32_t i = 0; i < s->depth; i++)
        if (def_eq(s->stack[i].trait, tr.trait) && s->stack[i].args.i == tr.args.i) return s->cycles++, true;
    return false;
}

/* The largest inference variable index in a type (-1: none), each shared
 * subtree visited once. */
typedef struct VarScan {
    TyCtxt *tcx;
    int64_t max;
    uint32_t nodes;
    HashMap seen;
} VarScan;

static TyId var_scan(void *arg, TyId t) {
    VarScan *v = arg;
    const TyData *d = ty_get(v->tcx, t);
    if (!(d->flags & TYF_HAS_INFER)) return t;
    if (d->kind == TYK_INFER) {
        if ((int64_t)d->infer.index > v->max) v->max = d->infer.index;
        return t;
    }
    uint64_t x;
    if (++v->nodes > FOLD_MEMO_AFTER) {
        if (hmap_get(&v->seen, t.i, &x)) return t;
        hmap_put(&v->seen, t.i, 1);
    }
    return infer_map_components(v->tcx, t, var_scan, v);
}

bool sel_memo_ok(SelCx *s, ArgsId before, uint32_t nvars, uint32_t cycles, ArgsId result) {
    if (s->cycles != cycles || infer_resolve_args(s->icx, before).i != before.i) return false;
    result = infer_resolve_args(s->icx, result);
    if (!(ty_args_flags(s->tcx, result) & TYF_HAS_INFER)) return true;
    VarScan v = {.tcx = s->tcx, .max = -1};
    infer_map_args(s->tcx, result, var_scan, &v);
    hmap_free(&v.seen);
    return v.max < (int64_t)nvars;
}

/* rustc's evaluation cache, for one InferCtxt: a trait ref (resolved,
 * inference variables and all) that held once holds again with the same
 * selection, unless selecting it bound its variables (see sel_memo_ok).
 * Without it, a chain of adapters (`Map<Map<Map<I, F>, G>, H>:
 * Iterator`, each impl requiring the inner one twice: `I: Iterator` and
 * `F: FnMut(I::Item)`) is selected 2^depth times. */
typedef struct SelMemo {
    const Predicate *env;
    uint32_t nenv;
    TraitRef tr;
    Selection sel;
    Eval e;                   /* EV_OK or EV_AMBIG (a failure may be the depth limit's) */
} SelMemo;

static uint64_t sel_memo_key(SelCx *s, TraitRef tr) {
    uint64_t k[6] = {(uint64_t)(uintptr_t)s->env.preds, s->env.n, s->reveal_all, tr.trait.i, tr.args.i, 0x73656c};
    return hash_bytes(k, sizeof k);
}

/* rustc's TypeFreshener: the unresolved inference variables of a trait
 * ref's args replaced by placeholders (inference variables of indices
 * from FRESH_BASE, never bound: only compared), numbered in order of
 * appearance, so `Standard: Distribution<?5>` and `Standard:
 * Distribution<?9>` are the same obligation. */
#define FRESH_BASE 0x40000000u
#define FRESH_MAX 64
typedef struct Freshener {
    SelCx *s;
    TyId vars[FRESH_MAX];
    uint32_t n;
    uint32_t nodes;           /* types visited: past FOLD_MEMO_AFTER, results are memoised */
    HashMap memo;
} Freshener;

static TyId fresh_fn(void *arg, TyId t) {
    Freshener *f = arg;
    TyCtxt *tcx = f->s->tcx;
    t = infer_shallow(f->s->icx, t);
    const TyData *d = ty_get(tcx, t);
    if (!(d->flags & TYF_HAS_INFER)) return t;
    if (d->kind != TYK_INFER) {
        uint64_t v;
        bool memo = ++f->nodes > FOLD_MEMO_AFTER;
        if (memo && hmap_get(&f->memo, t.i, &v)) return (TyId){(uint32_t)v};
        TyId r = infer_map_components(tcx, t, fresh_fn, f);
        if (memo) hmap_put(&f->memo, t.i, r.i);
        return r;
    }
    uint32_t i = 0;
    while (i < f->n && !ty_eq(f->vars[i], t)) i++;
    if (i == f->n && f->n < FRESH_MAX) f->vars[f->n++] = t;
    return ty_infer(tcx, (InferKind)d->sub, FRESH_BASE + i);
}

static ArgsId freshen_args(SelCx *s, ArgsId a) {
    TyCtxt *tcx = s->tcx;
    if (!(ty_args_flags(tcx, a) & TYF_HAS_INFER)) return a;
    Freshener f = {.s = s};
    ArgsId r = infer_map_args(tcx, a, fresh_fn, &f);
    hmap_free(&f.memo);
    return r;
}

/* The obligation, freshened, is one being selected (freshened when it
 * was pushed): rustc's evaluation cycle through inference variables
 * (EvaluatedToRecur: it may apply, nothing is learnt). Without it a
 * recursive impl (`impl<T> Distribution<Option<T>> for Standard where
 * Standard: Distribution<T>`) applied to `Standard: Distribution<?T>`
 * nests with fresh variables at each level, and the candidates of every
 * level are probed: exponential. */
static bool on_stack_fresh(SelCx *s, TraitRef tr, ArgsId fresh) {
    if (fresh.i == tr.args.i) return false;
    for (uint32_t i = 0; i < s->depth; i++)
        if (def_eq(s->stack[i].trait, tr.trait) && s->fresh[i].i == fresh.i) return true;
    return false;
}

/* rustc's winnowing: among candidates that survive evaluation, a
 * where-clause wins, then the built-in and object ones (no user impl can
 * overlap them: coherence), then impls; an auto impl loses to anything. */
static int cand_rank(SelectKind k) {
    switch (k) {
    case SEL_PARAM: case SEL_PROJECTION: return 0;
    case SEL_IMPL: return 2;
    case SEL_AUTO: return 3;
    default: return 1;
    }
}

/* Specialization: an impl candidate is dropped in favour of another that
 * is known to apply (evaluated to OK, not ambiguous) and specialises it,
 * as rustc's candidate_should_be_dropped_in_favor_of. Looked up through
 * the ancestors of each candidate (cached per impl, nearly always none):
 * integer variables make dozens of impl candidates survive. */
static uint32_t drop_specialized(SelCx *s, CandVec *c, const Eval *ev) {
    bool *dropped = xcalloc(c->len, sizeof *dropped);
    for (uint32_t j = 0; j < c->len; j++) {
        if (c->data[j].kind != SEL_IMPL || ev[j] != EV_OK) continue;
        uint32_t na = 0;
        const DefId *anc = ty_impl_ancestors(s->tcx, c->data[j].impl, &na);
        for (uint32_t k = 0; k < na; k++)
            for (uint32_t i = 0; i < c->len; i++)
                if (c->data[i].kind == SEL_IMPL && def_eq(c->data[i].impl, anc[k])) dropped[i] = true;
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < c->len; i++)
        if (!dropped[i]) c->data[n++] = c->data[i];
    free(dropped);
    return c->len = n;
}

static uint32_t winnow(SelCx *s, TraitRef tr, TyId self, CandVec *c) {
    uint32_t n = 0;
    int best = 4;
    Eval *ev = xmalloc(c->len * sizeof *ev);
    for (uint32_t i = 0; i < c->len; i++) {
        Eval e = confirm_probe(s, tr, self, &c->data[i]);
        if (e == EV_ERR) continue;
        ev[n] = e;
        c->data[n++] = c->data[i];
        if (cand_rank(c->data[i].kind) < best) best = cand_rank(c->data[i].kind);
    }
    c->len = n;
    /* a where-clause beats an associated type's own bound (rustc:
     * ParamCandidate over ProjectionCandidate): `F::Int: HInt` in the
     * ParamEnv and `type Int: Int` in the trait both give `F::Int:
     * ShrAssign<u32>` */
    bool any_param = false;
    for (uint32_t i = 0; i < c->len; i++) any_param |= c->data[i].kind == SEL_PARAM;
    n = 0;
    for (uint32_t i = 0; i < c->len; i++) {
        const Cand *it = &c->data[i];
        if (cand_rank(it->kind) != best) continue;
        if (it->kind == SEL_PROJECTION && any_param) continue;
        /* equal where-clauses (elaboration may repeat one) count once */
        if (it->kind == SEL_PARAM && n) {
            const Predicate *p = &s->env.preds[it->param_index];
            const Predicate *q = &s->env.preds[c->data[0].param_index];
            if (p->trait_ref.args.i == q->trait_ref.args.i) continue;
        }
        /* so do equal bounds of the associated type */
        if (it->kind == SEL_PROJECTION && n && c->data[0].kind == SEL_PROJECTION &&
            infer_resolve_args(s->icx, it->obj.args).i == infer_resolve_args(s->icx, c->data[0].obj.args).i)
            continue;
        ev[n] = ev[i];
        c->data[n++] = *it;
    }
    c->len = n;
    if (n > 1) n = drop_specialized(s, c, ev);
    free(ev);
    return n;
}

/* `T: Alias` for `trait Alias = Tr<X = A> + Other;`: its bounds hold (a
 * where-clause `T: Alias` is elaborated into them by the ParamEnv, and
 * also matches as itself). */
static Eval sel_trait_alias(SelCx *s, TraitRef tr, Selection *out) {
    TyCtxt *tcx = s->tcx;
    for (uint32_t i = 0; i < s->env.n; i++) {
        const Predicate *p = &s->env.preds[i];
        if (p->kind == PRED_TRAIT && def_eq(p->trait_ref.trait, tr.trait) && unify_args_probe(s, p->trait_ref.args, tr.args)) {
            *out = (Selection){.kind = SEL_PARAM, .param_index = i};
            return infer_unify_args(s->icx, p->trait_ref.args, tr.args) ? EV_OK : EV_ERR;
        }
    }
    if (s->depth >= SEL_MAX_DEPTH) return (out->kind = SEL_NONE), EV_ERR;
    s->fresh[s->depth] = tr.args;
    s->stack[s->depth++] = tr;
    const Predicates *ps = ty_super_predicates(tcx, tr.trait);
    Eval e = EV_OK;
    for (uint32_t i = 0; i < ps->n && e != EV_ERR; i++) {
        const Predicate *p = &ps->preds[i];
        ArgsId pa = ty_subst_args(tcx, p->trait_ref.args, tr.args);
        if (p->kind == PRED_TRAIT) {
            Selection ss = {0};
            e = eval_join(e, sel_trait(s, (TraitRef){p->trait_ref.trait, pa}, &ss));
        } else {
            TyId want = sel_normalize(s, ty_subst(tcx, p->ty, tr.args)), got;
            Eval pe = sel_project(s, p->item, pa, &got);
            if (pe == EV_OK && !infer_unify(s->icx, sel_normalize(s, got), want)) pe = EV_ERR;
            e = eval_join(e, pe);
        }
    }
    s->depth--;
    *out = (Selection){.kind = e == EV_ERR ? SEL_NONE : SEL_BUILTIN, .nested_ambiguous = e == EV_AMBIG};
    return e;
}

Eval sel_trait(SelCx *s, TraitRef tr, Selection *out) {
    TyCtxt *tcx = s->tcx;
    *out = (Selection){.kind = SEL_AMBIGUOUS};
    if (!tr.trait.i || !ty_args_len(tcx, tr.args)) return (out->kind = SEL_NONE), EV_ERR;
    tr.args = infer_resolve_args(s->icx, tr.args);
    if (ty_args_flags(tcx, tr.args) & TYF_HAS_PROJECTION) {
        tr.args = normalize_args(s, tr.args);
        if (pending_in_args(tcx, tr.args)) return EV_AMBIG;
    }
    if (ty_args_flags(tcx, tr.args) & TYF_HAS_ERROR) return (out->kind = SEL_BUILTIN), EV_OK;
    TyId self = self_of(s, tr);
    const TraitDef *td = ty_trait_def(tcx, tr.trait);
    if (td && td->is_alias && !on_stack(s, tr)) return sel_trait_alias(s, tr, out);
    if (on_stack(s, tr)) {
        if (td && td->is_auto) return (out->kind = SEL_AUTO), EV_OK;
        return (out->kind = SEL_NONE), EV_ERR;
    }
    uint64_t mkey = sel_memo_key(s, tr), mv;
    bool memoable = !(td && td->is_auto);
    if (memoable && infer_memo_get(s->icx, mkey, &mv)) {
        const SelMemo *m = (const SelMemo *)(uintptr_t)mv;
        if (m->env == s->env.preds && m->nenv == s->env.n && def_eq(m->tr.trait, tr.trait) && m->tr.args.i == tr.args.i) {
            *out = m->sel;
            return m->e;
        }
        memoable = false;
    }
    uint32_t nvars = infer_var_count(s->icx), cycles = s->cycles;
    ArgsId fresh = freshen_args(s, tr.args);
    if (on_stack_fresh(s, tr, fresh)) return s->cycles++, EV_AMBIG;
    if (s->depth >= SEL_MAX_DEPTH) return (out->kind = SEL_NONE), EV_ERR;
    s->fresh[s->depth] = fresh;
    s->stack[s->depth++] = tr;
    CandVec c = {0};
    Eval e = assemble(s, tr, self, &c);
    if (e == EV_OK) {
        if (c.len > 1) winnow(s, tr, self, &c);
        if (c.len == 0) e = EV_ERR;
        else if (c.len > 1) e = EV_AMBIG;
        else {
            e = confirm_keep(s, tr, self, &c.data[0], out);
            out->nested_ambiguous = e == EV_AMBIG;
        }
    }
    if (e == EV_ERR) *out = (Selection){.kind = SEL_NONE};
    else if (e == EV_AMBIG && !out->nested_ambiguous) out->kind = SEL_AMBIGUOUS;
    vec_free(&c);
    s->depth--;
    if (e != EV_ERR && memoable && sel_memo_ok(s, tr.args, nvars, cycles, out->impl_args)) {
        SelMemo *m = ARENA_NEW(ty_arena(tcx), SelMemo);
        *m = (SelMemo){s->env.preds, s->env.n, tr, *out, e};
        m->sel.impl_args = infer_resolve_args(s->icx, out->impl_args);
        infer_memo_put(s->icx, mkey, (uint64_t)(uintptr_t)m);
    }
    return e;
}

/* ---- the interface ---- */

/* Selections of fully known trait refs (no inference context) are
 * cached in select_maps[0]: hash of (env, trait ref) -> SelCacheEntry*
 * (a colliding key is simply not cached). Mono and MIR ask "is this type
 * Copy" and "what does this call resolve to" many times over. */
typedef struct SelCacheEntry {
    const Predicate *env;
    uint32_t nenv;
    TraitRef tr;
    Selection sel;
} SelCacheEntry;

static uint64_t sel_cache_key(ParamEnv env, TraitRef tr) {
    uint64_t k[4] = {(uint64_t)(uintptr_t)env.preds, env.n, tr.trait.i, tr.args.i};
    return hash_bytes(k, sizeof k);
}

Selection ty_select(TyCtxt *tcx, InferCtxt *icx, ParamEnv env, TraitRef tr) {
    uint64_t key = 0, v;
    bool cacheable = !icx && !(ty_args_flags(tcx, tr.args) & TYF_HAS_INFER);
    if (cacheable) {
        key = sel_cache_key(env, tr);
        if (hmap_get(&tcx->select_maps[0], key, &v)) {
            const SelCacheEntry *e = (const SelCacheEntry *)(uintptr_t)v;
            if (e->env == env.preds && e->nenv == env.n && def_eq(e->tr.trait, tr.trait) && e->tr.args.i == tr.args.i)
                return e->sel;
            cacheable = false;
        }
    }
    SelCx *s = xcalloc(1, sizeof *s);
    s->tcx = tcx;
    s->env = env;
    s->icx = icx ? icx : infer_new(tcx);
    Selection out;
    sel_trait(s, tr, &out);
    if (!icx) infer_free(s->icx);
    free(s);
    if (cacheable && !(ty_args_flags(tcx, out.impl_args) & TYF_HAS_INFER)) {
        SelCacheEntry *e = ARENA_NEW(ty_arena(tcx), SelCacheEntry);
        *e = (SelCacheEntry){env.preds, env.n, tr, out};
        hmap_put(&tcx->select_maps[0], key, (uint64_t)(uintptr_t)e);
    }
    return out;
}

/* ---- explaining a failure (E0277's leaf obligation) ---- */

/* If exactly one impl's header matches tr and one of its where-clauses
 * fails, that where-clause (explained further in turn); else tr itself. */
static void explain(SelCx *s, TraitRef tr, UnsatisfiedChain *out) {
    TyCtxt *tcx = s->tcx;
    tr.args = infer_resolve_args(s->icx, tr.args);
    out->leaf = tr;
    if (s->depth >= SEL_MAX_DEPTH || out->nvia >= UNSAT_MAX_VIA) return;
    TyId self = self_of(s, tr);
    CandVec c = {0};
    s->fresh[s->depth] = tr.args;
    s->stack[s->depth++] = tr;
    Eval e = assemble(s, tr, self, &c);
    if (e == EV_OK && c.len == 1 && c.data[0].kind == SEL_IMPL) {
        DefId impl = c.data[0].impl;
        uint32_t snap = infer_snapshot(s->icx);
        ArgsId fresh = infer_fresh_args(s->icx, impl);
        TraitRef itr = ty_impl_trait_ref(tcx, impl);
        const Predicates *ps = ty_predicates_of(tcx, impl);
        if (infer_unify_args(s->icx, ty_subst_args(tcx, itr.args, fresh), tr.args)) {
            for (uint32_t i = 0; ps && i < ps->n; i++) {
                const Predicate *p = &ps->preds[i];
                if (p->kind != PRED_TRAIT) continue;
                TraitRef sub = {p->trait_ref.trait, ty_subst_args(tcx, p->trait_ref.args, fresh)};
                Selection ss;
                if (sel_trait(s, sub, &ss) != EV_ERR) continue;
                explain(s, sub, out);
                /* innermost first: this level goes after the deeper ones */
                if (out->nvia < UNSAT_MAX_VIA) {
                    out->via[out->nvia] = tr;
                    out->via_impls[out->nvia] = impl;
                    out->nvia++;
                }
                break;
            }
        }
        infer_rollback(s->icx, snap);
    }
    vec_free(&c);
    s->depth--;
}

bool ty_explain_unsatisfied(TyCtxt *tcx, InferCtxt *icx, ParamEnv env, TraitRef tr, UnsatisfiedChain *out) {
    *out = (UnsatisfiedChain){.leaf = tr};
    SelCx *s = xcalloc(1, sizeof *s);
    s->tcx = tcx;
    s->env = env;
    s->icx = icx ? icx : infer_new(tcx);
    uint32_t snap = infer_snapshot(s->icx);
    explain(s, tr, out);
    infer_rollback(s->icx, snap);
    if (!icx) infer_free(s->icx);
    free(s);
    return out->nvia > 0;
}

bool ty_implements(TyCtxt *tcx, InferCtxt *icx, ParamEnv env, TyId ty, DefId trait, const TyId *more_args,
                   uint32_t nmore) {
    if (!trait.i) return false;
    Selection sel = ty_select(tcx, icx, env, with_self(tcx, trait, ty, more_args, nmore));
    return sel.kind != SEL_NONE && sel.kind != SEL_AMBIGUOUS;
}
