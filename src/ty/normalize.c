/* normalize.c — projections and the type properties built on selection.
 *
 * Takes: types that may contain projections `<T as Trait>::Item`, the
 * ParamEnv they live in, selection (select.c). Gives: ty_normalize (a
 * projection becomes the impl's associated type, the trait's default
 * for it, a closure's/fn's output for FnOnce::Output, the bound of a
 * `Trait<Item = X>` where-clause or dyn type; a projection on a generic
 * param without such a bound stays rigid), and ty_is_copy, ty_is_sized,
 * ty_needs_drop.
 */
#include "select_priv.h"

#include <string.h>

/* ---- item bounds ---- */

/* The bounds of an associated type in terms of the trait's params, Self
 * being `<Self as Trait>::item` (cached in select_maps[3]). */
static const Predicates *item_bounds_identity(TyCtxt *tcx, DefId item) {
    uint64_t cached;
    if (hmap_get(&tcx->select_maps[3], item.i, &cached)) return (const Predicates *)(uintptr_t)cached;
    Predicates *out = ARENA_NEW(ty_arena(tcx), Predicates);
    hmap_put(&tcx->select_maps[3], item.i, (uint64_t)(uintptr_t)out);   /* empty while computing */
    const HirItem *it = hir_item(ty_hir(tcx), item);
    const AssocItem *ai = ty_assoc_item(tcx, item);
    if (!it || it->kind != HITEM_TY_ALIAS || !ai || !it->ty_alias.nbounds) return out;
    TyId self = ty_projection(tcx, item, ty_identity_args(tcx, ai->container));
    PredVec v = {0};
    for (uint32_t i = 0; i < it->ty_alias.nbounds; i++) {
        const HirGenericBound *b = &it->ty_alias.bounds[i];
        if (b->kind != HB_TRAIT || !b->trait_path) continue;
        Predicates extra = {0};
        TraitRef tr = ty_lower_trait_ref(tcx, item, b->trait_path, self, &extra);
        if (!tr.trait.i) continue;
        vec_push(&v, ((Predicate){.kind = PRED_TRAIT, .trait_ref = tr, .span = b->span}));
        for (uint32_t k = 0; k < extra.n; k++) vec_push(&v, extra.preds[k]);
    }
    /* elaborate: the supertraits of the bounds, and their projection
     * bounds (`trait Int: Add<Output = Self>`), hold too */
    ty_elaborate_supers(tcx, &v, 256);
    /* `type TryType: Try<Residual = Self>` elaborates to `TryType:
     * FromResidual<<TryType as Try>::Residual>`, which means
     * `FromResidual<Self>`: the bounds are normalised against themselves */
    ParamEnv self_env = {vec_to_arena(ty_arena(tcx), &v), v.len};
    vec_free(&v);
    ty_normalize_env(tcx, &self_env);
    out->preds = (Predicate *)self_env.preds;
    out->n = self_env.n;
    return out;
}

Predicates ty_item_bounds(TyCtxt *tcx, DefId assoc_ty, ArgsId args) {
    const Predicates *id = item_bounds_identity(tcx, assoc_ty);
    Predicates r = {0};
    if (!id->n) return r;
    r.preds = ARENA_ARRAY(ty_arena(tcx), Predicate, id->n);
    r.n = id->n;
    for (uint32_t i = 0; i < id->n; i++) {
        Predicate p = id->preds[i];
        p.trait_ref.args = ty_subst_args(tcx, p.trait_ref.args, args);
        if (p.kind == PRED_PROJECTION) p.ty = ty_subst(tcx, p.ty, args);
        r.preds[i] = p;
    }
    return r;
}

/* ---- projections ---- */

static DefId ai_trait(TyCtxt *tcx, DefId item) {
    const AssocItem *ai = ty_assoc_item(tcx, item);
    return ai ? ai->container : (DefId){0};
}

/* <self as Trait>::item from the ParamEnv's `Trait<Item = X>` bounds. */
static bool project_from_env(SelCx *s, DefId item, ArgsId targs, TyId *out) {
    for (uint32_t i = 0; i < s->env.n; i++) {
        const Predicate *p = &s->env.preds[i];
        if (p->kind != PRED_PROJECTION || !def_eq(p->item, item)) continue;
        if (!infer_can_unify_args(s->icx, p->trait_ref.args, targs)) continue;
        infer_unify_args(s->icx, p->trait_ref.args, targs);
        *out = p->ty;
        return true;
    }
    return false;
}

/* Is a projection on this trait ref known for good? Not while it could
 * still be specialised further (params, variables or projections in it),
 * nor inside a type-check (an inference context of the caller): rustc
 * reveals a `default type` only in monomorphic code after type-checking
 * (Reveal::All), which rcc's callers without an InferCtxt are. */
static bool may_reveal_default(SelCx *s, ArgsId targs) {
    if (!s->reveal_all) return false;
    return !(ty_args_flags(s->tcx, infer_resolve_args(s->icx, targs)) &
             (TYF_HAS_PARAM | TYF_HAS_INFER | TYF_HAS_PROJECTION));
}

/* The type an impl gives the associated type `item` — its own, or the one
 * it inherits from an impl it specialises, or the trait's default — for
 * the impl's args. A `default type` that could still be specialised stays
 * the (rigid) projection. */
/* args ++ the own args of a generic associated type (those of the
 * projection after its trait's: `<() as Foo>::Assoc<u8>`) */
static ArgsId with_own_args(TyCtxt *tcx, ArgsId args, ArgsId all, uint32_t nt) {
    uint32_t na = ty_args_len(tcx, args), nall = ty_args_len(tcx, all);
    if (nall <= nt) return args;
    TyId *buf = xmalloc((na + nall - nt) * sizeof *buf);
    for (uint32_t i = 0; i < na; i++) buf[i] = ty_args(tcx, args)[i];
    for (uint32_t i = nt; i < nall; i++) buf[na + i - nt] = ty_args(tcx, all)[i];
    ArgsId r = ty_intern_args(tcx, buf, na + nall - nt);
    free(buf);
    return r;
}

static bool project_from_impl(SelCx *s, DefId impl, ArgsId impl_args, DefId item, ArgsId targs, ArgsId all, TyId *out) {
    TyCtxt *tcx = s->tcx;
    const AssocItem *leaf = ty_impl_leaf_item(tcx, impl, item);
    uint32_t nt = ty_args_len(tcx, targs);
    if (leaf) {
        if (leaf->is_default && !may_reveal_default(s, targs)) {
            *out = ty_projection(tcx, item, infer_resolve_args(s->icx, with_own_args(tcx, targs, all, nt)));
            return true;
        }
        if (!def_eq(leaf->container, impl))
            impl_args = sel_translate_impl_args(s, (TraitRef){ai_trait(tcx, item), targs}, leaf->container);
        *out = ty_subst(tcx, ty_type_of(tcx, leaf->def), with_own_args(tcx, impl_args, all, nt));
        return true;
    }
    const AssocItem *ti = ty_assoc_item(tcx, item);
    if (ti && ti->has_default) {
        *out = ty_subst(tcx, ty_type_of(tcx, item), with_own_args(tcx, targs, all, nt));
        return true;
    }
    return false;
}

static bool project_from_dyn(SelCx *s, TyId dyn, DefId item, TyId *out) {
    const TyData *d = ty_get(s->tcx, dyn);
    for (uint32_t i = 0; i < d->dyn_.nproj; i++)
        if (def_eq(d->dyn_.proj_items[i], item)) {
            *out = ty_args(s->tcx, d->dyn_.proj_tys)[i];
            return true;
        }
    return false;
}

/* <T as Pointee>::Metadata (rustc's ptr_metadata_ty): by the type's
 * struct tail: () when sized, usize for slices and str, DynMetadata<dyn>
 * for a trait object; a generic tail not known to be sized stays rigid. */
static bool pointee_metadata(SelCx *s, TyId self, TyId *out) {
    TyCtxt *tcx = s->tcx;
    TyId t = infer_shallow(s->icx, self);
    for (int guard = 0; guard < 64; guard++) {
        const TyData *d = ty_get(tcx, t);
        if (d->kind == TYK_ADT) {
            const AdtDef *a = ty_adt_def(tcx, d->adt.def);
            if (!a || a->kind != ADT_STRUCT || !a->nvariants || !a->variants[0].nfields) break;
            t = infer_shallow(s->icx, sel_normalize(s, ty_field_ty(tcx, t, 0, a->variants[0].nfields - 1)));
        } else if (d->kind == TYK_TUPLE && ty_args_len(tcx, d->tuple)) {
            t = infer_shallow(s->icx, ty_args(tcx, d->tuple)[ty_args_len(tcx, d->tuple) - 1]);
        } else {
            break;
        }
    }
    const TyData *d = ty_get(tcx, t);
    switch (d->kind) {
    case TYK_SLICE: case TYK_STR: *out = ty_common(tcx)->usize; return true;
    case TYK_DYN: {
        DefId dm = hir_lang_item(ty_hir(tcx), LANG_DYN_METADATA);
        if (!dm.i) return false;
        *out = ty_adt(tcx, dm, ty_intern_args(tcx, &t, 1));
        return true;
    }
    case TYK_INFER: case TYK_ERROR: return false;
    case TYK_PARAM: case TYK_PROJECTION: {
        /* (in the selection's inference context: the projection's args
         * may hold its variables) */
        DefId sized = hir_lang_item(ty_hir(tcx), LANG_SIZED);
        if (sized.i ? !ty_implements(tcx, s->icx, s->env, t, sized, NULL, 0) : !ty_is_sized(tcx, s->env, t)) return false;
        *out = ty_common(tcx)->unit;
        return true;
    }
    default: *out = ty_common(tcx)->unit; return true;
    }
}

static Eval project_uncached(SelCx *s, DefId item, ArgsId args, TyId *out);

/* rustc's projection cache: a projection without inference variables
 * normalises to the same type every time in the same environment, so
 * its result is kept (tcx->proj_cache: hash of (env, reveal, item,
 * args) -> ProjCacheEntry*; a colliding key is not cached). Without it,
 * a chain of impls whose where-clauses project through each other
 * (`Chain<L, R>: Parser where R: Parser<Input = L::Input>`) normalises
 * the inner projections again at every level: exponential. Only a
 * success is kept (a failure may come from a cycle still being
 * evaluated). */
typedef struct ProjCacheEntry {
    const Predicate *env;
    uint32_t nenv;
    bool reveal_all;
    DefId item;
    ArgsId args;
    TyId result;
} ProjCacheEntry;

/* With inference variables in the args, the same cache lives in the
 * InferCtxt (variables are its own): a result is kept when computing it
 * bound none of the variables of the args (so it holds in any state in
 * which the args resolve the same, rolled back or not) and left none of
 * its own variables in it (sel_memo_ok), resolved as it was found
 * (bindings it made, which a rollback undoes, are written into it). */
static uint64_t proj_cache_key(SelCx *s, DefId item, ArgsId args) {
    uint64_t k[5] = {(uint64_t)(uintptr_t)s->env.preds, s->env.n, s->reveal_all, item.i, args.i};
    return hash_bytes(k, sizeof k);
}

/* The entry stored under a key (v), if it is the one for this query. */
static const ProjCacheEntry *proj_cache_entry(SelCx *s, uint64_t v, DefId item, ArgsId args) {
    const ProjCacheEntry *e = (const ProjCacheEntry *)(uintptr_t)v;
    return e->env == s->env.preds && e->nenv == s->env.n && e->reveal_all == s->reveal_all && def_eq(e->item, item) &&
                   e->args.i == args.i
               ? e
               : NULL;
}

static uint64_t proj_cache_new(SelCx *s, DefId item, ArgsId args, TyId result) {
    ProjCacheEntry *e = ARENA_NEW(ty_arena(s->tcx), ProjCacheEntry);
    *e = (ProjCacheEntry){s->env.preds, s->env.n, s->reveal_all, item, args, result};
    return (uint64_t)(uintptr_t)e;
}

Eval sel_project(SelCx *s, DefId item, ArgsId args, TyId *out) {
    TyCtxt *tcx = s->tcx;
    args = infer_resolve_args(s->icx, args);
    if (ty_args_flags(tcx, args) & TYF_HAS_ERROR) return project_uncached(s, item, args, out);
    bool in_icx = (ty_args_flags(tcx, args) & TYF_HAS_INFER) != 0;
    uint64_t key = proj_cache_key(s, item, args), v;
    bool cacheable = true;
    if (in_icx ? infer_memo_get(s->icx, key, &v) : hmap_get(&tcx->proj_cache, key, &v)) {
        const ProjCacheEntry *e = proj_cache_entry(s, v, item, args);
        if (e) return (*out = e->result), EV_OK;
        cacheable = false;   /* a colliding key */
    }
    uint32_t nvars = infer_var_count(s->icx), cycles = s->cycles;
    Eval r = project_uncached(s, item, args, out);
    if (!cacheable || r != EV_OK) return r;
    if (in_icx) {
        TyId res = *out;
        if (sel_memo_ok(s, args, nvars, cycles, ty_intern_args(tcx, &res, 1)))
            infer_memo_put(s->icx, key, proj_cache_new(s, item, args, infer_resolve(s->icx, res)));
    } else if (s->cycles == cycles && !(ty_get(tcx, *out)->flags & TYF_HAS_INFER)) {
        hmap_put(&tcx->proj_cache, key, proj_cache_new(s, item, args, *out));
    }
    return r;
}

static Eval project_uncached(SelCx *s, DefId item, ArgsId args, TyId *out) {
    TyCtxt *tcx = s->tcx;
    if (ty_args_flags(tcx, args) & TYF_HAS_PROJECTION) {
        uint32_t na = ty_args_len(tcx, args);
        TyId *buf = xmalloc(na * sizeof *buf);
        for (uint32_t i = 0; i < na; i++) buf[i] = sel_normalize(s, ty_args(tcx, args)[i]);
        args = ty_intern_args(tcx, buf, na);
        free(buf);
    }
    *out = ty_projection(tcx, item, args);
    const AssocItem *ai = ty_assoc_item(tcx, item);
    if (!ai || !ty_args_len(tcx, args)) return EV_ERR;
    DefId trait = ai->container;
    uint32_t nt = ty_generics_count(tcx, trait);
    if (nt > ty_args_len(tcx, args)) nt = ty_args_len(tcx, args);
    ArgsId targs = ty_intern_args(tcx, ty_args(tcx, args), nt);
    TyId self = infer_shallow(s->icx, ty_args(tcx, args)[0]);
    const TyData *sd = ty_get(tcx, self);
    if (sd->kind == TYK_ERROR) return (*out = ty_common(tcx)->error), EV_OK;
    if (sd->kind == TYK_INFER && sd->sub == INFER_TY) return EV_AMBIG;
    if (project_from_env(s, item, targs, out)) return EV_OK;
    if (sd->kind == TYK_PROJECTION) {
        /* `type IntoIter: Iterator<Item = Self::Item>` on a rigid projection */
        Predicates b = ty_item_bounds(tcx, sd->proj.item, sd->proj.args);
        ParamEnv benv = {b.preds, b.n};
        ParamEnv saved = s->env;
        s->env = benv;
        bool found = project_from_env(s, item, targs, out);
        s->env = saved;
        if (found) return EV_OK;
    }

    LangItem li = sel_trait_lang(tcx, trait);
    if (li == LANG_FN_ONCE && hir_lang_item_of(ty_hir(tcx), item) == LANG_FN_ONCE_OUTPUT) {
        FnSig sig;
        if (sel_callable_sig(s, self, &sig)) {
            uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
            if (!n || (nt >= 2 && sel_unify_callable_inputs(s, ty_args(tcx, targs)[1], sig) == EV_ERR)) return EV_ERR;
            /* the output is known even while an input still waits for
             * its projection: the trait obligation checks the inputs */
            *out = ty_args(tcx, sig.inputs_and_output)[n - 1];
            return EV_OK;
        }
    }
    if (sd->kind == TYK_DYN && project_from_dyn(s, self, item, out)) return EV_OK;
    if (li == LANG_GENERATOR && sd->kind == TYK_GENERATOR) {
        /* <G as Generator<R>>::Yield / ::Return */
        TyId resume, yield, ret;
        ty_generator_parts(tcx, self, &resume, &yield, &ret, NULL);
        if (nt >= 2 && !infer_unify(s->icx, ty_args(tcx, targs)[1], resume)) return EV_ERR;
        int which = ty_generator_assoc(tcx, item);
        if (!which) return EV_ERR;
        return (*out = which == GEN_ASSOC_YIELD ? yield : ret), EV_OK;
    }

    Selection sel;
    Eval e = sel_trait(s, (TraitRef){trait, targs}, &sel);
    if (e == EV_ERR) return EV_ERR;
    if (sel.kind == SEL_AMBIGUOUS) return EV_AMBIG;
    if (sel.kind == SEL_IMPL) {
        targs = infer_resolve_args(s->icx, targs);
        if (!project_from_impl(s, sel.impl_def, sel.impl_args, item, targs, infer_resolve_args(s->icx, args), out))
            return EV_ERR;
        return EV_OK;
    }
    if (sel.kind == SEL_BUILTIN && li == LANG_POINTEE_TRAIT && pointee_metadata(s, self, out)) return EV_OK;
    if (sel.kind == SEL_BUILTIN && li == LANG_DISCRIMINANT_KIND) {
        /* <T as DiscriminantKind>::Discriminant: an enum's tag type, u8
         * for every other known type (rustc's discriminant_ty) */
        if (sd->kind == TYK_ADT) {
            const AdtDef *ad = ty_adt_def(tcx, sd->adt.def);
            if (ad && ad->kind == ADT_ENUM) return (*out = ty_discr_ty(tcx, sd->adt.def)), EV_OK;
        }
        if (sd->kind != TYK_PARAM && sd->kind != TYK_PROJECTION && sd->kind != TYK_INFER)
            return (*out = ty_common(tcx)->u8), EV_OK;
    }
    /* a where-clause without the projection's value, a built-in: rigid */
    *out = ty_projection(tcx, item, infer_resolve_args(s->icx, args));
    return EV_OK;
}

static TyId norm_fn(void *arg, TyId t) { return sel_normalize((SelCx *)arg, t); }

TyId sel_normalize(SelCx *s, TyId t) {
    TyCtxt *tcx = s->tcx;
    t = infer_shallow(s->icx, t);
    if (!(ty_get(tcx, t)->flags & TYF_HAS_PROJECTION)) return t;
    if (ty_kind(tcx, t) != TYK_PROJECTION) return infer_map_components(tcx, t, norm_fn, s);
    t = infer_map_components(tcx, t, norm_fn, s);   /* the projection's own args first */
    const TyData *d = ty_get(tcx, t);
    TyId out;
    if (s->depth >= SEL_MAX_DEPTH) return t;
    if (sel_project(s, d->proj.item, d->proj.args, &out) != EV_OK || ty_eq(out, t)) return t;
    s->stack[s->depth] = (TraitRef){0};
    s->fresh[s->depth] = (ArgsId){0};
    s->depth++;
    out = sel_normalize(s, out);
    s->depth--;
    return out;
}

TyId ty_normalize(TyCtxt *tcx, InferCtxt *icx, ParamEnv env, TyId t) {
    if (!(ty_get(tcx, t)->flags & (TYF_HAS_PROJECTION | TYF_HAS_INFER))) return t;
    SelCx *s = xcalloc(1, sizeof *s);
    s->tcx = tcx;
    s->env = env;
    s->icx = icx ? icx : infer_new(tcx);
    s->reveal_all = !icx;
    TyId r = icx ? infer_resolve(icx, t) : t;
    if (ty_get(tcx, r)->flags & TYF_HAS_PROJECTION) {
        r = sel_normalize(s, r);
        r = infer_resolve(s->icx, r);
        /* variables of our own context must not escape */
        if (!icx && (ty_get(tcx, r)->flags & TYF_HAS_INFER) && !(ty_get(tcx, t)->flags & TYF_HAS_INFER)) r = t;
    }
    if (!icx) infer_free(s->icx);
    free(s);
    return r;
}

/* ---- Copy, Sized ---- */

bool ty_is_copy(TyCtxt *tcx, ParamEnv env, TyId t) {
    return ty_implements(tcx, NULL, env, t, hir_lang_item(ty_hir(tcx), LANG_COPY), NULL, 0);
}

bool ty_is_sized(TyCtxt *tcx, ParamEnv env, TyId t) {
    DefId sized = hir_lang_item(ty_hir(tcx), LANG_SIZED);
    if (sized.i) return ty_implements(tcx, NULL, env, t, sized, NULL, 0);
    /* no `sized` lang item: the structural rule alone */
    for (;;) {
        const TyData *d = ty_get(tcx, t);
        switch (d->kind) {
        case TYK_STR: case TYK_SLICE: case TYK_DYN: case TYK_FOREIGN: return false;
        case TYK_TUPLE: {
            uint32_t n = ty_args_len(tcx, d->tuple);
            if (!n) return true;
            t = ty_args(tcx, d->tuple)[n - 1];
            continue;
        }
        case TYK_ADT: {
            const AdtDef *ad = ty_adt_def(tcx, d->adt.def);
            if (!ad || ad->kind != ADT_STRUCT || !ad->nvariants || !ad->variants[0].nfields) return true;
            t = ty_field_ty(tcx, t, 0, ad->variants[0].nfields - 1);
            continue;
        }
        default: return true;
        }
    }
}

/* ---- needs_drop ---- */

/* Has the ADT a `Drop` impl (lang item `drop`)? Cached per ADT in
 * select_maps[1] (1: no, 2: yes). */
bool ty_adt_has_drop_impl(TyCtxt *tcx, DefId adt) {
    uint64_t v;
    if (hmap_get(&tcx->select_maps[1], adt.i, &v)) return v == 2;
    bool yes = false;
    DefId drop = hir_lang_item(ty_hir(tcx), LANG_DROP);
    uint32_t n = 0;
    const DefId *impls = drop.i ? ty_trait_impls(tcx, drop, &n) : NULL;
    for (uint32_t i = 0; i < n && !yes; i++) {
        uint64_t key = ty_impl_self_key(tcx, impls[i]);
        if (key && key != (1ull << 40 | adt.i)) continue;   /* another type's: not decoded */
        TraitRef tr = ty_impl_trait_ref(tcx, impls[i]);
        if (!ty_args_len(tcx, tr.args)) continue;
        const TyData *d = ty_get(tcx, ty_args(tcx, tr.args)[0]);
        yes = d->kind == TYK_ADT && def_eq(d->adt.def, adt);
    }
    hmap_put(&tcx->select_maps[1], adt.i, yes ? 2 : 1);
    return yes;
}

typedef struct DropCx {
    TyCtxt *tcx;
    ParamEnv env;
    VEC(TyId) in_progress;    /* ADTs being visited: a recursive type adds nothing */
    /* ADTs answered (1 no, 2 yes): enums of enums of the same enum are
     * not walked exponentially often (a cut cycle only ever goes through
     * borrowed data, which adds no drop, so every answer stands) */
    HashMap done;
} DropCx;

static bool needs_drop(DropCx *c, TyId t);

static bool any_needs_drop(DropCx *c, ArgsId list) {
    uint32_t n = ty_args_len(c->tcx, list);
    const TyId *tys = ty_args(c->tcx, list);
    for (uint32_t i = 0; i < n; i++)
        if (needs_drop(c, tys[i])) return true;
    return false;
}

static bool adt_needs_drop(DropCx *c, TyId t) {
    TyCtxt *tcx = c->tcx;
    const TyData *d = ty_get(tcx, t);
    const AdtDef *ad = ty_adt_def(tcx, d->adt.def);
    if (!ad) return false;
    if (ad->lang == LANG_MANUALLY_DROP || ad->lang == LANG_PHANTOM_DATA || ad->kind == ADT_UNION) return false;
    if (ty_adt_has_drop_impl(tcx, d->adt.def)) return true;
    vec_foreach(&c->in_progress, it) if (ty_eq(*it, t)) return false;
    uint64_t memo;
    if (hmap_get(&c->done, t.i, &memo)) return memo == 2;
    vec_push(&c->in_progress, t);
    bool yes = false;
    for (uint32_t v = 0; v < ad->nvariants && !yes; v++)
        for (uint32_t f = 0; f < ad->variants[v].nfields && !yes; f++)
            yes = needs_drop(c, ty_field_ty(tcx, t, v, f));
    c->in_progress.len--;
    hmap_put(&c->done, t.i, yes ? 2 : 1);
    return yes;
}

static bool needs_drop(DropCx *c, TyId t) {
    TyCtxt *tcx = c->tcx;
    const TyData *d = ty_get(tcx, t);
    switch (d->kind) {
    case TYK_BOOL: case TYK_CHAR: case TYK_INT: case TYK_UINT: case TYK_FLOAT: case TYK_STR: case TYK_NEVER:
    case TYK_FOREIGN: case TYK_RAW_PTR: case TYK_REF: case TYK_FN_DEF: case TYK_FN_PTR: case TYK_INFER:
    case TYK_ERROR:
        return false;
    case TYK_ARRAY: return d->array.len != 0 && needs_drop(c, d->array.elem);
    case TYK_SLICE: return needs_drop(c, d->elem);
    case TYK_TUPLE: return any_needs_drop(c, d->tuple);
    case TYK_CLOSURE: {
        TyId k, sg, up;
        sel_closure_parts(tcx, t, &k, &sg, &up);
        return needs_drop(c, up);
    }
    case TYK_DYN: return true;
    case TYK_ADT: return !ty_is_copy(tcx, c->env, t) && adt_needs_drop(c, t);
    case TYK_PARAM: case TYK_PROJECTION: return !ty_is_copy(tcx, c->env, t);
    default: return true;
    }
}

bool ty_needs_drop(TyCtxt *tcx, ParamEnv env, TyId t) {
    DropCx c = {.tcx = tcx, .env = env};
    hmap_init(&c.done);
    bool r = needs_drop(&c, t);
    vec_free(&c.in_progress);
    hmap_free(&c.done);
    return r;
}
