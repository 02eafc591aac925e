/* collect.c — item facts, computed on demand from the HIR and cached per
 * DefId.
 *
 * Takes: HIR items (hir_item) and their written types (lowered by
 * astconv.c). Gives: generics_of, identity args, type_of, fn_sig,
 * predicates_of, param_env (elaborated with supertraits), adt_def,
 * variant indices, field types, discriminants, associated items, impl
 * trait refs, the impls of each trait and the inherent impls of each
 * simplified type, trait facts, lang item requirements.
 *
 * Each query that can recurse through written types (type_of, fn_sig,
 * predicates_of, ...) marks (query, def) in progress while it computes;
 * re-entering reports rustc's E0391 cycle error once and gives the error
 * type instead of recursing forever.
 */
#include "ty_int.h"


/* ---- cycles ---- */

static const char *query_descr(TyQuery q, uint8_t kind) {
    switch (q) {
    case TQ_TYPE_OF: return kind == DEF_TY_ALIAS ? "expanding type alias" : "computing type of";
    case TQ_FN_SIG: return "computing function signature of";
    case TQ_PREDICATES: return "computing predicates of";
    case TQ_PARAM_ENV: return "computing normalized predicates of";
    case TQ_IMPL_TRAIT_REF: return "computing trait implemented by";
    case TQ_DISCR: return "const-evaluating + checking discriminants of";
    case TQ_LAYOUT: return "computing layout of";
    case TQ_SUPER_PREDICATES: return "computing the super predicates of";
    case TQ_PARAM_BOUNDS: return "computing the bounds for type parameter";
    default: return "computing";
    }
}

bool ty_query_enter(TyCtxt *tcx, TyQuery q, DefId def) {
    uint64_t key = (uint64_t)q << 32 | def.i;
    if (hmap_put(&tcx->in_progress, key, 1)) return true;
    if (hmap_put(&tcx->cycle_reported, def.i, 1) && tcx->dc) {
        const DefData *d = res_def(tcx->res, def);
        StrBuf path = {0};
        ty_print_def_path(tcx, &path, def, (ArgsId){0});
        const char *descr = query_descr(q, d->kind);
        Diag *dg = diag_error(tcx->dc, DC_E0391, ty_def_ident_span(tcx, def), "cycle detected when %s `%s`", descr, sb_cstr(&path));
        diag_note(dg, "...which immediately requires %s `%s` again", descr, sb_cstr(&path));
        if (q == TQ_TYPE_OF && d->kind == DEF_TY_ALIAS) diag_note(dg, "type aliases cannot be recursive");
        diag_emit(dg);
        sb_free(&path);
    }
    return false;
}

void ty_query_leave(TyCtxt *tcx, TyQuery q, DefId def) { hmap_remove(&tcx->in_progress, (uint64_t)q << 32 | def.i); }

static const DefData *defdata(TyCtxt *tcx, DefId d);

Span ty_def_ident_span(TyCtxt *tcx, DefId def) {
    const DefData *d = defdata(tcx, def);
    switch (d->kind) {
    case DEF_STRUCT: case DEF_ENUM: case DEF_UNION: case DEF_TRAIT: case DEF_TRAIT_ALIAS: case DEF_TY_ALIAS:
    case DEF_FN: case DEF_CONST: case DEF_STATIC: case DEF_ASSOC_FN: case DEF_ASSOC_CONST: case DEF_ASSOC_TY:
    case DEF_FOREIGN_TY: case DEF_MOD:
        if (d->ast && ((const Item *)d->ast)->ident.name) return ((const Item *)d->ast)->ident.span;
        return d->span;
    default: return d->span;
    }
}

static const DefData *defdata(TyCtxt *tcx, DefId d) {
    static const DefData none;
    const DefData *dd = tcx->res ? res_def(tcx->res, d) : NULL;
    return dd ? dd : &none;
}

static void *cache_get(HashMap *m, DefId d) {
    uint64_t v;
    return hmap_get(m, d.i, &v) ? (void *)(uintptr_t)v : NULL;
}
static void cache_put(HashMap *m, DefId d, const void *p) { hmap_put(m, d.i, (uint64_t)(uintptr_t)p); }

/* The ADT a ctor, variant or field belongs to. */
static DefId adt_of(TyCtxt *tcx, DefId def) {
    for (int guard = 0; def.i && guard < 4; guard++) {
        const DefData *d = defdata(tcx, def);
        if (d->kind == DEF_STRUCT || d->kind == DEF_ENUM || d->kind == DEF_UNION) return def;
        def = d->parent;
    }
    return (DefId){0};
}

/* ---- generics ---- */

static const TyGenerics empty_generics;

/* The nearest enclosing definition that has generics of its own (for
 * anon consts and closures). */
static DefId generics_parent(TyCtxt *tcx, DefId def) {
    for (DefId p = defdata(tcx, def)->parent; p.i; p = defdata(tcx, p)->parent) {
        uint8_t k = defdata(tcx, p)->kind;
        if (k == DEF_MOD || k == DEF_FOREIGN_MOD) return (DefId){0};
        if (k == DEF_FIELD) continue;
        return p;
    }
    return (DefId){0};
}

static void own_params(TyCtxt *tcx, TyGenerics *g, const HirGenerics *hg, uint32_t first_index, bool self_param,
                       DefId trait) {
    VEC(GenericParamDef) v = {0};
    if (self_param)
        vec_push(&v, (GenericParamDef){.def = trait, .name = SYM_Self, .index = first_index, .kind = GPD_TYPE});
    for (uint32_t i = 0; hg && i < hg->nparams; i++) {
        const HirGenericParam *p = &hg->params[i];
        if (p->kind == HGP_LIFETIME) continue;
        GenericParamDef gp = {.def = p->def, .name = p->name, .index = first_index + v.len,
                              .kind = p->kind == HGP_CONST ? GPD_CONST : GPD_TYPE,
                              .has_default = p->kind == HGP_TYPE ? p->default_ty != NULL : p->default_ct.def.i != 0};
        vec_push(&v, gp);
    }
    g->params = vec_to_arena(&tcx->arena, &v);
    g->nparams = v.len;
    vec_free(&v);
}

const TyGenerics *ty_generics_of(TyCtxt *tcx, DefId def) {
    if (!def.i) return &empty_generics;
    const TyGenerics *c = cache_get(&tcx->generics, def);
    if (c) return c;
    const DefData *d = defdata(tcx, def);
    const TyGenerics *res = NULL;
    switch (d->kind) {
    case DEF_CTOR: case DEF_VARIANT: case DEF_FIELD: {
        DefId adt = adt_of(tcx, def);
        res = adt.i ? ty_generics_of(tcx, adt) : &empty_generics;
        break;
    }
    case DEF_CLOSURE: case DEF_ANON_CONST: {
        TyGenerics *g = ARENA_NEW(&tcx->arena, TyGenerics);
        DefId parent = d->kind == DEF_CLOSURE && tcx->hir ? hir_body_owner(tcx->hir, def) : generics_parent(tcx, def);
        if (parent.i == def.i) parent = generics_parent(tcx, def);
        if (parent.i) {
            const TyGenerics *pg = ty_generics_of(tcx, parent);
            g->parent = parent;
            g->parent_count = pg->parent_count + pg->nparams;
            g->has_self = pg->has_self;
        }
        res = g;
        break;
    }
    default: {
        const HirItem *it = tcx->hir ? hir_item(tcx->hir, def) : NULL;
        if (!it) {
            res = &empty_generics;
            break;
        }
        TyGenerics *g = ARENA_NEW(&tcx->arena, TyGenerics);
        bool is_trait = d->kind == DEF_TRAIT || d->kind == DEF_TRAIT_ALIAS;
        if (d->kind == DEF_ASSOC_FN || d->kind == DEF_ASSOC_CONST || d->kind == DEF_ASSOC_TY) {
            const TyGenerics *pg = ty_generics_of(tcx, d->parent);
            g->parent = d->parent;
            g->parent_count = pg->parent_count + pg->nparams;
            g->has_self = pg->has_self;
        }
        g->has_self |= is_trait;
        own_params(tcx, g, &it->generics, g->parent_count, is_trait, def);
        res = g;
        break;
    }
    }
    cache_put(&tcx->generics, def, res);
    return res;
}

uint32_t ty_generics_count(TyCtxt *tcx, DefId def) {
    const TyGenerics *g = ty_generics_of(tcx, def);
    return g->parent_count + g->nparams;
}

static void collect_identity(TyCtxt *tcx, DefId def, TyId *out) {
    const TyGenerics *g = ty_generics_of(tcx, def);
    if (g->parent.i) collect_identity(tcx, g->parent, out);
    /* a const param is the const PARAM a path naming it lowers to (conventions §2) */
    for (uint32_t i = 0; i < g->nparams; i++) {
        const GenericParamDef *p = &g->params[i];
        out[p->index] = p->kind == GPD_CONST ? ty_const_param(tcx, p->index, p->name) : ty_param(tcx, p->index, p->name);
    }
}

ArgsId ty_identity_args(TyCtxt *tcx, DefId def) {
    uint64_t v;
    if (hmap_get(&tcx->identity_args, def.i, &v)) return (ArgsId){(uint32_t)v};
    uint32_t n = ty_generics_count(tcx, def);
    ArgsId r = {0};
    if (n) {
        TyId *tys = xcalloc(n, sizeof(TyId));
        collect_identity(tcx, def, tys);
        r = ty_intern_args(tcx, tys, n);
        free(tys);
    }
    hmap_put(&tcx->identity_args, def.i, r.i);
    return r;
}

uint32_t ty_param_index(TyCtxt *tcx, DefId param) {
    const DefData *d = defdata(tcx, param);
    if (d->kind == DEF_TRAIT) return 0;
    const TyGenerics *g = ty_generics_of(tcx, d->parent);
    for (uint32_t i = 0; i < g->nparams; i++)
        if (g->params[i].def.i == param.i) return g->params[i].index;
    return UINT32_MAX;
}

/* ---- type_of ---- */

static const HirGenericParam *find_hir_param(TyCtxt *tcx, DefId param) {
    const HirItem *it = hir_item(tcx->hir, defdata(tcx, param)->parent);
    if (!it) return NULL;
    for (uint32_t i = 0; i < it->generics.nparams; i++)
        if (it->generics.params[i].def.i == param.i) return &it->generics.params[i];
    return NULL;
}

TyId ty_const_param_default(TyCtxt *tcx, DefId param) {
    const HirGenericParam *p = find_hir_param(tcx, param);
    if (!p || p->kind != HGP_CONST || !p->default_ct.def.i) return ty_error(tcx);
    return ty_lower_const_arg(tcx, defdata(tcx, param)->parent, p->default_ct.def, ty_type_of(tcx, param));
}

static const HirFieldDef *find_hir_field(TyCtxt *tcx, DefId field, DefId *adt_out) {
    DefId adt = adt_of(tcx, field);
    *adt_out = adt;
    const HirItem *it = adt.i ? hir_item(tcx->hir, adt) : NULL;
    if (!it) return NULL;
    for (uint32_t v = 0; v < it->adt.nvariants; v++) {
        const HirVariant *hv = &it->adt.variants[v];
        for (uint32_t f = 0; f < hv->nfields; f++)
            if (hv->fields[f].def.i == field.i) return &hv->fields[f];
    }
    return NULL;
}

static TyId compute_type_of(TyCtxt *tcx, DefId def) {
    const DefData *d = defdata(tcx, def);
    const HirItem *it;
    switch (d->kind) {
    case DEF_FN: case DEF_ASSOC_FN: return ty_fn_def(tcx, def, ty_identity_args(tcx, def));
    case DEF_CTOR:
        if (d->ctor_kind == CTOR_FN) return ty_fn_def(tcx, def, ty_identity_args(tcx, def));
        return ty_type_of(tcx, adt_of(tcx, def));
    case DEF_VARIANT: return ty_type_of(tcx, adt_of(tcx, def));
    case DEF_STRUCT: case DEF_ENUM: case DEF_UNION: return ty_adt(tcx, def, ty_identity_args(tcx, def));
    case DEF_FOREIGN_TY: {
        TyData td;
        memset(&td, 0, sizeof td);
        td.kind = TYK_FOREIGN;
        td.adt.def = def;
        return ty_intern(tcx, &td);
    }
    case DEF_CONST: case DEF_ASSOC_CONST:
        it = hir_item(tcx->hir, def);
        return it && it->konst.ty ? ty_lower_ty(tcx, def, it->konst.ty, NULL, NULL) : ty_error(tcx);
    case DEF_STATIC:
        it = hir_item(tcx->hir, def);
        return it && it->statik.ty ? ty_lower_ty(tcx, def, it->statik.ty, NULL, NULL) : ty_error(tcx);
    case DEF_TY_ALIAS: case DEF_ASSOC_TY:
        it = hir_item(tcx->hir, def);
        return it && it->ty_alias.ty ? ty_lower_ty(tcx, def, it->ty_alias.ty, NULL, NULL) : ty_error(tcx);
    case DEF_IMPL:
        it = hir_item(tcx->hir, def);
        return it && it->impl.self_ty ? ty_lower_ty(tcx, def, it->impl.self_ty, NULL, NULL) : ty_error(tcx);
    case DEF_FIELD: {
        DefId adt;
        const HirFieldDef *f = find_hir_field(tcx, def, &adt);
        return f && f->ty ? ty_lower_ty(tcx, adt, f->ty, NULL, NULL) : ty_error(tcx);
    }
    case DEF_TY_PARAM: case DEF_CONST_PARAM: {
        const HirGenericParam *p = find_hir_param(tcx, def);
        const HirTy *t = p ? (d->kind == DEF_TY_PARAM ? p->default_ty : p->const_ty) : NULL;
        return t ? ty_lower_ty(tcx, d->parent, t, NULL, NULL) : ty_error(tcx);
    }
    case DEF_ANON_CONST: {
        /* an enum discriminant has the enum's discriminant type; array
         * lengths and repeat counts are usize */
        DefId p = d->parent;
        if (p.i && defdata(tcx, p)->kind == DEF_VARIANT) return ty_discr_ty(tcx, adt_of(tcx, p));
        return tcx->common.usize;
    }
    default: return ty_error(tcx);
    }
}

TyId ty_type_of(TyCtxt *tcx, DefId def) {
    if (!def.i) return ty_error(tcx);
    uint64_t v;
    if (hmap_get(&tcx->type_of, def.i, &v)) return (TyId){(uint32_t)v};
    if (!ty_query_enter(tcx, TQ_TYPE_OF, def)) return ty_error(tcx);
    TyId t = compute_type_of(tcx, def);
    ty_query_leave(tcx, TQ_TYPE_OF, def);
    hmap_put(&tcx->type_of, def.i, t.i);
    return t;
}

/* ---- fn_sig ---- */

TyId ty_lower_fn_output(TyCtxt *tcx, DefId fn, const HirTy *t, TyOpaqueTyFn f, void *arg);

static FnSig compute_fn_sig(TyCtxt *tcx, DefId def, TyOpaqueTyFn f, void *arg) {
    const DefData *d = defdata(tcx, def);
    FnSig sig = {0};
    VEC(TyId) io = {0};
    if (d->kind == DEF_CTOR) {
        DefId v = d->parent;
        DefId adt = adt_of(tcx, def);
        const AdtDef *ad = ty_adt_def(tcx, adt);
        for (uint32_t i = 0; ad && i < ad->nvariants; i++) {
            if (ad->variants[i].def.i != v.i) continue;
            for (uint32_t k = 0; k < ad->variants[i].nfields; k++) vec_push(&io, ty_type_of(tcx, ad->variants[i].fields[k].def));
        }
        vec_push(&io, ty_type_of(tcx, adt));
        sig.abi = ABI_RUST;
    } else {
        const HirItem *it = hir_item(tcx->hir, def);
        if (!it || it->kind != HITEM_FN) {
            vec_push(&io, ty_error(tcx));
        } else {
            const HirFnDecl *decl = &it->fn.decl;
            for (uint32_t i = 0; i < decl->ninputs; i++) vec_push(&io, ty_lower_ty(tcx, def, decl->inputs[i], NULL, NULL));
            vec_push(&io, decl->output ? ty_lower_fn_output(tcx, def, decl->output, f, arg) : tcx->common.unit);
            sig.c_variadic = decl->c_variadic;
            sig.abi = it->fn.abi;
            sig.is_unsafe = it->fn.is_unsafe;
            if (it->fn.is_foreign)
                /* an intrinsic rustc 1.63 lists as safe (intrinsics.def) */
                sig.is_unsafe = !(it->fn.abi == ABI_RUST_INTRINSIC && ty_intrinsic_is_safe(ty_intrinsic_by_name(it->name)));
        }
    }
    sig.inputs_and_output = ty_intern_args(tcx, io.data, io.len);
    vec_free(&io);
    return sig;
}

FnSig ty_fn_sig(TyCtxt *tcx, DefId def) {
    const FnSig *c = cache_get(&tcx->fn_sig, def);
    if (c) return *c;
    FnSig sig;
    if (!ty_query_enter(tcx, TQ_FN_SIG, def)) {
        TyId e = ty_error(tcx);
        sig = (FnSig){.inputs_and_output = ty_intern_args(tcx, &e, 1)};
        return sig;
    }
    sig = compute_fn_sig(tcx, def, NULL, NULL);
    ty_query_leave(tcx, TQ_FN_SIG, def);
    FnSig *p = ARENA_NEW(&tcx->arena, FnSig);
    *p = sig;
    cache_put(&tcx->fn_sig, def, p);
    return sig;
}

FnSig ty_fn_sig_with_opaques(TyCtxt *tcx, DefId def, TyOpaqueTyFn f, void *arg) {
    return compute_fn_sig(tcx, def, f, arg);
}

static bool has_impl_trait(const HirTy *t) {
    if (!t) return false;
    switch (t->kind) {
    case HTY_IMPL_TRAIT: return true;
    case HTY_REF:
    case HTY_PTR: return has_impl_trait(t->ptr.ty);
    case HTY_SLICE: return has_impl_trait(t->elem);
    case HTY_ARRAY: return has_impl_trait(t->array.elem);
    case HTY_TUP:
        for (uint32_t i = 0; i < t->tup.n; i++)
            if (has_impl_trait(t->tup.elems[i])) return true;
        return false;
    case HTY_PATH: {
        const HirPath *p = t->qpath.path;
        for (uint32_t s = 0; p && s < p->nsegs; s++) {
            const HirGenericArgs *ga = p->segs[s].args;
            for (uint32_t i = 0; ga && i < ga->nargs; i++)
                if (ga->args[i].kind == HGA_TYPE && has_impl_trait(ga->args[i].ty)) return true;
        }
        return false;
    }
    default: return false;
    }
}

bool ty_fn_has_opaque_output(TyCtxt *tcx, DefId fn) {
    const HirItem *it = hir_item(tcx->hir, fn);
    return it && it->kind == HITEM_FN && has_impl_trait(it->fn.decl.output);
}

/* ---- predicates ---- */

static bool pred_eq(const Predicate *a, const Predicate *b) {
    return a->kind == b->kind && a->trait_ref.trait.i == b->trait_ref.trait.i &&
           a->trait_ref.args.i == b->trait_ref.args.i && a->item.i == b->item.i && a->ty.i == b->ty.i;
}

static void pred_push_unique(PredVec *v, Predicate p) {
    vec_foreach(v, q) if (pred_eq(q, &p)) return;
    vec_push(v, p);
}

/* Lowers the bounds `bounded: B1 + B2` (trait bounds and their
 * projection constraints) onto `v`. Sets *maybe_sized when a `?Sized`
 * bound is present. */
static void lower_bounds(TyCtxt *tcx, DefId owner, TyId bounded, const HirGenericBound *bounds, uint32_t n,
                         PredVec *v, bool *maybe_sized) {
    for (uint32_t i = 0; i < n; i++) {
        const HirGenericBound *b = &bounds[i];
        if (b->kind == HB_MAYBE_TRAIT) {
            if (maybe_sized) *maybe_sized = true;
            continue;
        }
        if (b->kind != HB_TRAIT || !b->trait_path) continue;
        Predicates extra = {0};
        TraitRef tr = ty_lower_trait_ref(tcx, owner, b->trait_path, bounded, &extra);
        if (!tr.trait.i) continue;
        vec_push(v, ((Predicate){.kind = PRED_TRAIT, .trait_ref = tr, .span = b->span}));
        for (uint32_t k = 0; k < extra.n; k++) vec_push(v, extra.preds[k]);
    }
}

void ty_opaque_bounds(TyCtxt *tcx, DefId owner, const HirTy *impl_trait, TyId self_ty, Predicates *out) {
    PredVec v = {0};
    if (impl_trait && impl_trait->kind == HTY_IMPL_TRAIT)
        lower_bounds(tcx, owner, self_ty, impl_trait->bounds.bounds, impl_trait->bounds.nbounds, &v, NULL);
    out->preds = vec_to_arena(&tcx->arena, &v);
    out->n = v.len;
    vec_free(&v);
}

static Predicates *preds_to_arena(TyCtxt *tcx, PredVec *v) {
    Predicates *p = ARENA_NEW(&tcx->arena, Predicates);
    p->preds = vec_to_arena(&tcx->arena, v);
    p->n = v->len;
    return p;
}

/* Is the where-clause's bounded type exactly the parameter `param`? */
static bool bounded_is_param(const HirTy *t, DefId param) {
    return t && t->kind == HTY_PATH && t->qpath.kind == QPATH_RESOLVED && !t->qpath.qself && t->qpath.path &&
           t->qpath.path->res.kind == RES_DEF && t->qpath.path->res.def.i == param.i;
}

/* The `Self: Super` predicates of a trait (its supertraits and its where
 * clauses on Self), Self being PARAM 0. */
const Predicates *ty_super_predicates(TyCtxt *tcx, DefId trait) {
    const Predicates *c = cache_get(&tcx->super_preds, trait);
    if (c) return c;
    static const Predicates none;
    if (!ty_query_enter(tcx, TQ_SUPER_PREDICATES, trait)) return &none;
    PredVec v = {0};
    const HirItem *it = hir_item(tcx->hir, trait);
    TyId self = ty_param(tcx, 0, SYM_Self);
    if (it && it->kind == HITEM_TRAIT) {
        lower_bounds(tcx, trait, self, it->trait.supertraits, it->trait.nsupertraits, &v, NULL);
        for (uint32_t i = 0; i < it->generics.npreds; i++) {
            const HirWherePred *wp = &it->generics.preds[i];
            if (!wp->bounded || wp->bounded->kind != HTY_PATH || wp->bounded->qpath.kind != QPATH_RESOLVED ||
                !wp->bounded->qpath.path || wp->bounded->qpath.path->res.kind != RES_SELF_TY_TRAIT)
                continue;
            lower_bounds(tcx, trait, self, wp->bounds, wp->nbounds, &v, NULL);
        }
    }
    ty_query_leave(tcx, TQ_SUPER_PREDICATES, trait);
    Predicates *p = preds_to_arena(tcx, &v);
    vec_free(&v);
    cache_put(&tcx->super_preds, trait, p);
    return p;
}


uint32_t ty_supertraits(TyCtxt *tcx, TraitRef tr, TraitRef **out) {
    const Predicates *sp = ty_super_predicates(tcx, tr.trait);
    VEC(TraitRef) v = {0};
    for (uint32_t i = 0; i < sp->n; i++) {
        if (sp->preds[i].kind != PRED_TRAIT) continue;
        TraitRef s = sp->preds[i].trait_ref;
        s.args = ty_subst_args(tcx, s.args, tr.args);
        vec_push(&v, s);
    }
    *out = vec_to_arena(&tcx->arena, &v);
    uint32_t n = v.len;
    vec_free(&v);
    return n;
}

static void own_predicates(TyCtxt *tcx, DefId def, PredVec *v) {
    const DefData *d = defdata(tcx, def);
    const HirItem *it = hir_item(tcx->hir, def);
    if (!it) return;
    const HirGenerics *hg = &it->generics;
    bool is_trait = d->kind == DEF_TRAIT || d->kind == DEF_TRAIT_ALIAS;
    if (is_trait) {
        const Predicates *sp = ty_super_predicates(tcx, def);
        for (uint32_t i = 0; i < sp->n; i++) vec_push(v, sp->preds[i]);
    }
    /* implicit `T: Sized` for each type parameter without `?Sized` */
    DefId sized = tcx->hir ? hir_lang_item(tcx->hir, LANG_SIZED) : (DefId){0};
    for (uint32_t i = 0; i < hg->nparams; i++) {
        const HirGenericParam *p = &hg->params[i];
        if (p->kind != HGP_TYPE) continue;
        bool maybe = false;
        for (uint32_t k = 0; k < hg->npreds && !maybe; k++) {
            const HirWherePred *wp = &hg->preds[k];
            if (!bounded_is_param(wp->bounded, p->def)) continue;
            for (uint32_t b = 0; b < wp->nbounds; b++)
                if (wp->bounds[b].kind == HB_MAYBE_TRAIT) maybe = true;
        }
        if (maybe || !sized.i) continue;
        uint32_t idx = ty_param_index(tcx, p->def);
        TyId pt = ty_param(tcx, idx, p->name);
        vec_push(v, ((Predicate){.kind = PRED_TRAIT, .trait_ref = {sized, ty_intern_args(tcx, &pt, 1)}, .span = p->span}));
    }
    for (uint32_t k = 0; k < hg->npreds; k++) {
        const HirWherePred *wp = &hg->preds[k];
        if (!wp->bounded) continue;
        /* the trait's where-clauses on Self are its super predicates */
        if (is_trait && wp->bounded->kind == HTY_PATH && wp->bounded->qpath.kind == QPATH_RESOLVED &&
            wp->bounded->qpath.path && wp->bounded->qpath.path->res.kind == RES_SELF_TY_TRAIT)
            continue;
        TyId bounded = ty_lower_ty(tcx, def, wp->bounded, NULL, NULL);
        lower_bounds(tcx, def, bounded, wp->bounds, wp->nbounds, v, NULL);
    }
    if (is_trait) {
        vec_push(v, ((Predicate){.kind = PRED_TRAIT, .trait_ref = {def, ty_identity_args(tcx, def)}, .span = d->span}));
    }
}

const Predicates *ty_predicates_of(TyCtxt *tcx, DefId def) {
    const Predicates *c = cache_get(&tcx->preds, def);
    if (c) return c;
    static const Predicates none;
    const DefData *d = defdata(tcx, def);
    if (d->kind == DEF_CTOR || d->kind == DEF_VARIANT || d->kind == DEF_FIELD) {
        DefId adt = adt_of(tcx, def);
        c = adt.i ? ty_predicates_of(tcx, adt) : &none;
        cache_put(&tcx->preds, def, c);
        return c;
    }
    if (!ty_query_enter(tcx, TQ_PREDICATES, def)) return &none;
    PredVec v = {0};
    const TyGenerics *g = ty_generics_of(tcx, def);
    if (g->parent.i) {
        const Predicates *pp = ty_predicates_of(tcx, g->parent);
        for (uint32_t i = 0; i < pp->n; i++) vec_push(&v, pp->preds[i]);
    }
    if (d->kind != DEF_CLOSURE && d->kind != DEF_ANON_CONST) own_predicates(tcx, def, &v);
    /* a `default impl` holds only where the trait is implemented anyway
     * (by an impl specialising it): rustc adds `Self: Trait` to its
     * predicates, so it never makes a type implement the trait itself */
    const HirItem *hi = d->kind == DEF_IMPL && tcx->hir ? hir_item(tcx->hir, def) : NULL;
    if (hi && hi->kind == HITEM_IMPL && hi->is_default && hi->impl.of_trait) {
        TraitRef tr = ty_impl_trait_ref(tcx, def);
        if (tr.trait.i) vec_push(&v, ((Predicate){.kind = PRED_TRAIT, .trait_ref = tr, .span = hi->span}));
    }
    ty_query_leave(tcx, TQ_PREDICATES, def);
    Predicates *p = preds_to_arena(tcx, &v);
    vec_free(&v);
    cache_put(&tcx->preds, def, p);
    return p;
}

/* Projections in the where-clauses are normalised against the
 * unnormalised environment itself, as rustc's normalize_param_env does:
 * in `impl DoubleEndedIterator for Filter<I, P>`, a bound
 * `F: FnMut(Acc, Self::Item)` means `F: FnMut(Acc, <I as Iterator>::Item)`,
 * the form an obligation arising in the body has. */
void ty_normalize_env(TyCtxt *tcx, ParamEnv *env) {
    Predicate *ps = (Predicate *)env->preds;
    for (uint32_t i = 0; i < env->n; i++) {
        Predicate *p = &ps[i];
        const TyId *a = ty_args(tcx, p->trait_ref.args);
        uint32_t n = ty_args_len(tcx, p->trait_ref.args);
        bool proj = p->kind == PRED_PROJECTION && (ty_get(tcx, p->ty)->flags & TYF_HAS_PROJECTION);
        for (uint32_t k = 0; k < n && !proj; k++) proj = ty_get(tcx, a[k])->flags & TYF_HAS_PROJECTION;
        if (!proj) continue;
        TyId buf[64];
        if (n > 64) continue;
        for (uint32_t k = 0; k < n; k++) buf[k] = ty_normalize(tcx, NULL, *env, a[k]);
        Predicate q = *p;
        q.trait_ref.args = ty_intern_args(tcx, buf, n);
        if (q.kind == PRED_PROJECTION) q.ty = ty_normalize(tcx, NULL, *env, q.ty);
        *p = q;
    }
}

/* Adds the trait and projection predicates of ps, substituted with args,
 * each at span sp (the bound they follow from). */
static void push_subst_preds(TyCtxt *tcx, PredVec *v, const Predicates *ps, ArgsId args, Span sp) {
    for (uint32_t k = 0; k < ps->n; k++) {
        Predicate p = ps->preds[k];
        if (p.kind != PRED_TRAIT && p.kind != PRED_PROJECTION) continue;
        p.trait_ref.args = ty_subst_args(tcx, p.trait_ref.args, args);
        if (p.kind == PRED_PROJECTION) p.ty = ty_subst(tcx, p.ty, args);
        p.span = sp;
        pred_push_unique(v, p);
    }
}

void ty_elaborate_supers(TyCtxt *tcx, PredVec *v, uint32_t max) {
    for (uint32_t i = 0; i < v->len && v->len < max; i++) {
        if (v->data[i].kind != PRED_TRAIT) continue;
        TraitRef tr = v->data[i].trait_ref;
        push_subst_preds(tcx, v, ty_super_predicates(tcx, tr.trait), tr.args, v->data[i].span);
    }
}

/* -Z chalk's implied bounds: the where-clauses of the ADTs in t hold. */
static void implied_by_type(TyCtxt *tcx, PredVec *v, TyId t, Span sp, int depth) {
    const TyData *d = ty_get(tcx, t);
    if (depth > 8) return;
    switch (d->kind) {
    case TYK_REF: case TYK_RAW_PTR: implied_by_type(tcx, v, d->pointee, sp, depth + 1); break;
    case TYK_ARRAY: implied_by_type(tcx, v, d->array.elem, sp, depth + 1); break;
    case TYK_SLICE: implied_by_type(tcx, v, d->elem, sp, depth + 1); break;
    case TYK_TUPLE:
        for (uint32_t i = 0; i < ty_args_len(tcx, d->tuple); i++)
            implied_by_type(tcx, v, ty_args(tcx, d->tuple)[i], sp, depth + 1);
        break;
    case TYK_ADT: {
        push_subst_preds(tcx, v, ty_predicates_of(tcx, d->adt.def), d->adt.args, sp);
        for (uint32_t i = 0; i < ty_args_len(tcx, d->adt.args); i++)
            implied_by_type(tcx, v, ty_args(tcx, d->adt.args)[i], sp, depth + 1);
        break;
    }
    default: break;
    }
}

static void implied_bounds(TyCtxt *tcx, DefId def, PredVec *v) {
    for (DefId d = def; d.i; d = defdata(tcx, d)->parent) {
        const DefData *dd = defdata(tcx, d);
        if (dd->kind == DEF_IMPL) {
            implied_by_type(tcx, v, ty_type_of(tcx, d), dd->span, 0);
            TraitRef tr = ty_impl_trait_ref(tcx, d);
            for (uint32_t i = 0; tr.trait.i && i < ty_args_len(tcx, tr.args); i++)
                implied_by_type(tcx, v, ty_args(tcx, tr.args)[i], dd->span, 0);
        } else if (dd->kind == DEF_FN || dd->kind == DEF_ASSOC_FN) {
            FnSig sig = ty_fn_sig(tcx, d);
            uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
            for (uint32_t i = 0; i + 1 < n; i++) implied_by_type(tcx, v, ty_args(tcx, sig.inputs_and_output)[i], dd->span, 0);
        } else if (dd->kind != DEF_CLOSURE && dd->kind != DEF_ANON_CONST) {
            break;
        }
    }
    /* a trait bound implies all the trait's where-clauses */
    for (uint32_t i = 0; i < v->len && v->len < 4096; i++) {
        if (v->data[i].kind != PRED_TRAIT) continue;
        TraitRef tr = v->data[i].trait_ref;
        push_subst_preds(tcx, v, ty_predicates_of(tcx, tr.trait), tr.args, v->data[i].span);
    }
}

ParamEnv ty_param_env(TyCtxt *tcx, DefId def) {
    const ParamEnv *c = cache_get(&tcx->param_env, def);
    if (c) return *c;
    const Predicates *ps = ty_predicates_of(tcx, def);
    PredVec v = {0};
    for (uint32_t i = 0; i < ps->n; i++) pred_push_unique(&v, ps->preds[i]);
    if (tcx->opts.implied_bounds) implied_bounds(tcx, def, &v);
    /* elaborate: the supertraits (and their projection bounds) of every
     * trait predicate hold too */
    ty_elaborate_supers(tcx, &v, 4096);
    ParamEnv *env = ARENA_NEW(&tcx->arena, ParamEnv);
    env->preds = vec_to_arena(&tcx->arena, &v);
    env->n = v.len;
    vec_free(&v);
    ty_normalize_env(tcx, env);
    cache_put(&tcx->param_env, def, env);
    return *env;
}

bool ty_find_assoc_ty(TyCtxt *tcx, TraitRef tr, Symbol name, DefId *item, TraitRef *declaring) {
    /* breadth first over the trait and its supertraits */
    VEC(TraitRef) work = {0};
    vec_push(&work, tr);
    bool found = false;
    for (uint32_t i = 0; i < work.len && i < 256 && !found; i++) {
        TraitRef t = work.data[i];
        const AssocItems *ai = ty_assoc_items(tcx, t.trait);
        for (uint32_t k = 0; k < ai->n; k++) {
            if (ai->items[k].kind == DEF_ASSOC_TY && ai->items[k].name == name) {
                *item = ai->items[k].def;
                *declaring = t;
                found = true;
                break;
            }
        }
        if (found) break;
        TraitRef *sup;
        uint32_t ns = ty_supertraits(tcx, t, &sup);
        for (uint32_t k = 0; k < ns; k++) vec_push(&work, sup[k]);
    }
    vec_free(&work);
    return found;
}

/* ---- ADTs ---- */

const AdtDef *ty_adt_def(TyCtxt *tcx, DefId def) {
    const AdtDef *c = cache_get(&tcx->adt, def);
    if (c) return c;
    const HirItem *it = tcx->hir ? hir_item(tcx->hir, def) : NULL;
    if (!it || (it->kind != HITEM_STRUCT && it->kind != HITEM_ENUM && it->kind != HITEM_UNION)) return NULL;
    AdtDef *a = ARENA_NEW(&tcx->arena, AdtDef);
    a->def = def;
    a->kind = it->kind == HITEM_STRUCT ? ADT_STRUCT : it->kind == HITEM_ENUM ? ADT_ENUM : ADT_UNION;
    a->nvariants = it->adt.nvariants;
    a->variants = ARENA_ARRAY(&tcx->arena, VariantDef, a->nvariants ? a->nvariants : 1);
    for (uint32_t v = 0; v < it->adt.nvariants; v++) {
        const HirVariant *hv = &it->adt.variants[v];
        VariantDef *vd = &a->variants[v];
        vd->def = hv->def;
        vd->ctor = hv->ctor;
        vd->name = hv->name;
        vd->kind = hv->kind;
        vd->nfields = hv->nfields;
        vd->fields = ARENA_ARRAY(&tcx->arena, FieldDefTy, hv->nfields ? hv->nfields : 1);
        for (uint32_t f = 0; f < hv->nfields; f++)
            vd->fields[f] = (FieldDefTy){.def = hv->fields[f].def, .name = hv->fields[f].name, .is_pub = hv->fields[f].is_pub};
        vd->has_explicit_disr = hv->disr.def.i != 0;
        vd->disr_def = hv->disr.def;
    }
    a->repr = it->attrs ? it->attrs : hir_attrs(tcx->hir, def);
    a->lang = a->repr ? a->repr->lang : LANG_NONE;
    cache_put(&tcx->adt, def, a);
    return a;
}

uint32_t ty_variant_index(TyCtxt *tcx, DefId def) {
    const DefData *d = defdata(tcx, def);
    if (d->kind == DEF_CTOR) {
        def = d->parent;
        d = defdata(tcx, def);
    }
    if (d->kind != DEF_VARIANT) return 0;
    const AdtDef *a = ty_adt_def(tcx, d->parent);
    for (uint32_t i = 0; a && i < a->nvariants; i++)
        if (a->variants[i].def.i == def.i) return i;
    return 0;
}

bool ty_unsize_pointees(TyCtxt *tcx, TyId from, TyId to, TyId *sp, TyId *dp, TyId *ptr) {
    for (int depth = 0; depth < 16; depth++) {
        const TyData *s = ty_get(tcx, from), *d = ty_get(tcx, to);
        *ptr = from;
        if ((s->kind == TYK_REF || s->kind == TYK_RAW_PTR) && (d->kind == TYK_REF || d->kind == TYK_RAW_PTR)) {
            *sp = s->pointee;
            *dp = d->pointee;
            return true;
        }
        if (s->kind != TYK_ADT || d->kind != TYK_ADT || !def_eq(s->adt.def, d->adt.def)) return false;
        const AdtDef *ad = ty_adt_def(tcx, s->adt.def);
        if (!ad || !ad->nvariants) return false;
        if (ad->lang == LANG_OWNED_BOX && ty_args_len(tcx, s->adt.args) && ty_args_len(tcx, d->adt.args)) {
            *sp = ty_args(tcx, s->adt.args)[0];
            *dp = ty_args(tcx, d->adt.args)[0];
            return true;
        }
        bool found = false;
        for (uint32_t f = 0; f < ad->variants[0].nfields && !found; f++) {
            TyId fs = ty_field_ty(tcx, from, 0, f), fd = ty_field_ty(tcx, to, 0, f);
            if (!ty_eq(fs, fd)) {
                from = fs;
                to = fd;
                found = true;
            }
        }
        if (!found) return false;
    }
    return false;
}

TyId ty_field_ty(TyCtxt *tcx, TyId adt, uint32_t variant, uint32_t field) {
    const TyData *d = ty_get(tcx, adt);
    if (d->kind != TYK_ADT) return ty_error(tcx);
    const AdtDef *a = ty_adt_def(tcx, d->adt.def);
    if (!a || variant >= a->nvariants || field >= a->variants[variant].nfields) return ty_error(tcx);
    return ty_subst(tcx, ty_type_of(tcx, a->variants[variant].fields[field].def), d->adt.args);
}

/* Does the declared type `t` mention type param `i` of `def`? The
 * substitution that replaces only that param changes `t` iff it does
 * (types are interned, so comparing ids suffices). */
static bool mentions_param(TyCtxt *tcx, TyId t, ArgsId identity, uint32_t i) {
    uint32_t n = ty_args_len(tcx, identity);
    TyId *args = xmalloc(n * sizeof *args);
    memcpy(args, ty_args(tcx, identity), n * sizeof *args);
    args[i] = ty_error(tcx);
    bool m = !ty_eq(ty_subst(tcx, t, ty_intern_args(tcx, args, n)), t);
    free(args);
    return m;
}

bool ty_struct_unsize(TyCtxt *tcx, TyId a, TyId b, TyId *tail_a, TyId *tail_b, TyId *a_retargeted) {
    const TyData *da = ty_get(tcx, a), *db = ty_get(tcx, b);
    if (da->kind == TYK_TUPLE && db->kind == TYK_TUPLE) {
        /* (A.., T) -> (A.., U) where T: Unsize<U> (unsized_tuple_coercion) */
        uint32_t n = ty_args_len(tcx, da->tuple);
        if (!n || n != ty_args_len(tcx, db->tuple)) return false;
        *tail_a = ty_args(tcx, da->tuple)[n - 1];
        *tail_b = ty_args(tcx, db->tuple)[n - 1];
        TyId *elems = xmalloc(n * sizeof *elems);
        memcpy(elems, ty_args(tcx, da->tuple), (n - 1) * sizeof *elems);
        elems[n - 1] = *tail_b;
        *a_retargeted = ty_tuple(tcx, elems, n);
        free(elems);
        return true;
    }
    if (da->kind != TYK_ADT || db->kind != TYK_ADT || !def_eq(da->adt.def, db->adt.def)) return false;
    const AdtDef *ad = ty_adt_def(tcx, da->adt.def);
    if (!ad || ad->kind != ADT_STRUCT || ad->nvariants != 1 || !ad->variants[0].nfields) return false;
    const VariantDef *v = &ad->variants[0];
    ArgsId identity = ty_identity_args(tcx, da->adt.def);
    uint32_t n = ty_args_len(tcx, identity);
    if (n != ty_args_len(tcx, da->adt.args) || n != ty_args_len(tcx, db->adt.args)) return false;
    TyId tail = ty_type_of(tcx, v->fields[v->nfields - 1].def);
    TyId *args = xmalloc((n ? n : 1) * sizeof *args);
    if (n) memcpy(args, ty_args(tcx, da->adt.args), n * sizeof *args);   /* ty_args of none is NULL */
    bool any = false;
    for (uint32_t i = 0; i < n; i++) {
        /* the unsizing params: type params that the tail mentions and no
         * other field does (const params stay fixed here) */
        if (ty_is_const_arg(tcx, ty_args(tcx, identity)[i]) || !mentions_param(tcx, tail, identity, i)) continue;
        bool elsewhere = false;
        for (uint32_t f = 0; f + 1 < v->nfields && !elsewhere; f++)
            elsewhere = mentions_param(tcx, ty_type_of(tcx, v->fields[f].def), identity, i);
        if (elsewhere) continue;
        args[i] = ty_args(tcx, db->adt.args)[i];
        any = true;
    }
    if (any) {
        *tail_a = ty_subst(tcx, tail, da->adt.args);
        *tail_b = ty_subst(tcx, tail, db->adt.args);
        *a_retargeted = ty_adt(tcx, da->adt.def, ty_intern_args(tcx, args, n));
    }
    free(args);
    return any;
}

TyId ty_discr_ty(TyCtxt *tcx, DefId adt) {
    const HirAttrs *at = tcx->hir ? hir_attrs(tcx->hir, adt) : NULL;
    ReprInt r = at ? at->repr_int : REPR_INT_NONE;
    const TyCommon *c = &tcx->common;
    switch (r) {
    case REPR_I8: return c->i8;
    case REPR_I16: return c->i16;
    case REPR_I32: return c->i32;
    case REPR_I64: return c->i64;
    case REPR_I128: return c->i128;
    case REPR_U8: return c->u8;
    case REPR_U16: return c->u16;
    case REPR_U32: return c->u32;
    case REPR_U64: return c->u64;
    case REPR_U128: return c->u128;
    case REPR_USIZE: return c->usize;
    default: return c->isize;
    }
}

typedef struct DiscrTable {
    u128 *vals;
    uint32_t n;
    bool ok;
} DiscrTable;

static u128 mask_bits(u128 v, uint32_t bits) { return bits >= 128 ? v : v & (((u128)1 << bits) - 1); }

static const DiscrTable *discr_table(TyCtxt *tcx, DefId adt) {
    const DiscrTable *c = cache_get(&tcx->discr, adt);
    if (c) return c;
    DiscrTable *t = ARENA_NEW(&tcx->arena, DiscrTable);
    const AdtDef *a = ty_adt_def(tcx, adt);
    t->ok = true;
    if (!a || !ty_query_enter(tcx, TQ_DISCR, adt)) {
        t->ok = false;
        return t;
    }
    TyId dty = ty_discr_ty(tcx, adt);
    uint32_t bits = ty_int_bits(tcx, dty);
    t->n = a->nvariants;
    t->vals = ARENA_ARRAY(&tcx->arena, u128, t->n ? t->n : 1);
    u128 prev = 0;
    for (uint32_t v = 0; v < a->nvariants; v++) {
        u128 val = v == 0 ? 0 : prev + 1;
        if (a->variants[v].has_explicit_disr) {
            uint64_t lo = 0, hi = 0;
            if (ty_eval_const_u128(tcx, a->variants[v].disr_def, (ArgsId){0}, dty, &lo, &hi))
                val = (u128)hi << 64 | lo;
            else
                t->ok = false;
        }
        val = mask_bits(val, bits);
        t->vals[v] = val;
        prev = val;
    }
    ty_query_leave(tcx, TQ_DISCR, adt);
    cache_put(&tcx->discr, adt, t);
    return t;
}

bool ty_discriminant(TyCtxt *tcx, DefId adt, uint32_t variant, uint64_t *lo, uint64_t *hi) {
    const DiscrTable *t = discr_table(tcx, adt);
    if (variant >= t->n) {
        *lo = variant;
        *hi = 0;
        return t->ok && false;
    }
    *lo = (uint64_t)t->vals[variant];
    *hi = (uint64_t)(t->vals[variant] >> 64);
    return t->ok;
}

/* The fallback evaluator: literals, negation, simple arithmetic, casts,
 * and paths to consts (their bodies, recursively). */
static bool eval_lit_expr(TyCtxt *tcx, const HirExpr *e, u128 *out, int depth) {
    if (!e || depth > 32) return false;
    switch (e->kind) {
    case HEXPR_LIT:
        if (e->lit.kind == HLIT_INT || e->lit.kind == HLIT_BOOL || e->lit.kind == HLIT_CHAR || e->lit.kind == HLIT_BYTE) {
            *out = (u128)e->lit.hi << 64 | e->lit.lo;
            return true;
        }
        return false;
    case HEXPR_UNARY: {
        u128 v;
        if (!eval_lit_expr(tcx, e->unary.operand, &v, depth + 1)) return false;
        if (e->unary.op == HUN_NEG) *out = (u128)0 - v;
        else if (e->unary.op == HUN_NOT) *out = ~v;
        else return false;
        return true;
    }
    case HEXPR_BINARY: {
        u128 a, b;
        if (!eval_lit_expr(tcx, e->binary.lhs, &a, depth + 1) || !eval_lit_expr(tcx, e->binary.rhs, &b, depth + 1))
            return false;
        switch (e->binary.op) {
        case HBIN_ADD: *out = a + b; return true;
        case HBIN_SUB: *out = a - b; return true;
        case HBIN_MUL: *out = a * b; return true;
        case HBIN_DIV: if (!b) return false; *out = a / b; return true;
        case HBIN_REM: if (!b) return false; *out = a % b; return true;
        case HBIN_SHL: *out = b < 128 ? a << b : 0; return true;
        case HBIN_SHR: *out = b < 128 ? a >> b : 0; return true;
        case HBIN_BITAND: *out = a & b; return true;
        case HBIN_BITOR: *out = a | b; return true;
        case HBIN_BITXOR: *out = a ^ b; return true;
        default: return false;
        }
    }
    case HEXPR_CAST: return eval_lit_expr(tcx, e->cast.expr, out, depth + 1);
    case HEXPR_BLOCK:
        if (e->block.block && e->block.block->nstmts == 0) return eval_lit_expr(tcx, e->block.block->expr, out, depth + 1);
        return false;
    case HEXPR_PATH:
        if (e->qpath.kind == QPATH_RESOLVED && e->qpath.path && e->qpath.path->res.kind == RES_DEF &&
            defdata(tcx, e->qpath.path->res.def)->kind == DEF_CONST) {
            const HirBody *b = hir_body(tcx->hir, e->qpath.path->res.def);
            return b && eval_lit_expr(tcx, b->value, out, depth + 1);
        }
        return false;
    default: return false;
    }
}

bool ty_eval_const_literal(TyCtxt *tcx, DefId anon_const, uint64_t *lo, uint64_t *hi) {
    const HirBody *b = tcx->hir ? hir_body(tcx->hir, anon_const) : NULL;
    u128 v;
    if (!b || !eval_lit_expr(tcx, b->value, &v, 0)) return false;
    *lo = (uint64_t)v;
    *hi = (uint64_t)(v >> 64);
    return true;
}

/* ---- associated items ---- */

static bool assoc_kinds_match(uint8_t a, uint8_t b) { return a == b; }

const AssocItems *ty_assoc_items(TyCtxt *tcx, DefId container) {
    const AssocItems *c = cache_get(&tcx->assoc_items, container);
    if (c) return c;
    AssocItems *r = ARENA_NEW(&tcx->arena, AssocItems);
    const HirItem *it = tcx->hir ? hir_item(tcx->hir, container) : NULL;
    if (!it || (it->kind != HITEM_TRAIT && it->kind != HITEM_IMPL)) {
        cache_put(&tcx->assoc_items, container, r);
        return r;
    }
    /* cache first: the trait's list is looked at for impl items */
    cache_put(&tcx->assoc_items, container, r);
    const DefId *items = it->kind == HITEM_TRAIT ? it->trait.items : it->impl.items;
    uint32_t n = it->kind == HITEM_TRAIT ? it->trait.nitems : it->impl.nitems;
    DefId trait = {0};
    if (it->kind == HITEM_IMPL && it->impl.of_trait && it->impl.of_trait->res.kind == RES_DEF)
        trait = it->impl.of_trait->res.def;
    const AssocItems *tis = trait.i ? ty_assoc_items(tcx, trait) : NULL;
    AssocItem *arr = ARENA_ARRAY(&tcx->arena, AssocItem, n ? n : 1);
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        const DefData *d = defdata(tcx, items[i]);
        if (d->kind != DEF_ASSOC_FN && d->kind != DEF_ASSOC_CONST && d->kind != DEF_ASSOC_TY) continue;
        const HirItem *ai = hir_item(tcx->hir, items[i]);
        AssocItem a = {.def = items[i], .kind = d->kind, .name = d->name, .container = container};
        a.is_default = it->kind == HITEM_IMPL && (it->is_default || (ai && ai->is_default));
        if (ai) {
            if (ai->kind == HITEM_FN) {
                a.has_self = ai->fn.decl.has_self;
                a.has_default = ai->fn.has_body;
            } else if (ai->kind == HITEM_CONST) {
                a.has_default = ai->konst.has_body;
            } else if (ai->kind == HITEM_TY_ALIAS) {
                a.has_default = ai->ty_alias.ty != NULL;
            }
        }
        for (uint32_t t = 0; tis && t < tis->n; t++)
            if (tis->items[t].name == a.name && assoc_kinds_match(tis->items[t].kind, a.kind)) {
                a.trait_item = tis->items[t].def;
                break;
            }
        arr[k++] = a;
    }
    r->items = arr;
    r->n = k;
    return r;
}

const AssocItem *ty_assoc_item(TyCtxt *tcx, DefId item) {
    const AssocItem *c = cache_get(&tcx->assoc_item, item);
    if (c) return c;
    const DefData *d = defdata(tcx, item);
    const AssocItems *all = ty_assoc_items(tcx, d->parent);
    for (uint32_t i = 0; i < all->n; i++) {
        if (all->items[i].def.i == item.i) {
            cache_put(&tcx->assoc_item, item, &all->items[i]);
            return &all->items[i];
        }
    }
    return NULL;
}

TraitRef ty_impl_trait_ref(TyCtxt *tcx, DefId impl) {
    const TraitRef *c = cache_get(&tcx->impl_trait_ref, impl);
    if (c) return *c;
    TraitRef tr = {0};
    const HirItem *it = tcx->hir ? hir_item(tcx->hir, impl) : NULL;
    if (it && it->kind == HITEM_IMPL && it->impl.of_trait) {
        if (!ty_query_enter(tcx, TQ_IMPL_TRAIT_REF, impl)) return tr;
        tr = ty_lower_trait_ref(tcx, impl, it->impl.of_trait, ty_type_of(tcx, impl), NULL);
        ty_query_leave(tcx, TQ_IMPL_TRAIT_REF, impl);
    }
    TraitRef *p = ARENA_NEW(&tcx->arena, TraitRef);
    *p = tr;
    cache_put(&tcx->impl_trait_ref, impl, p);
    /* defaults that name projections (`impl FromResidual for Option<T>`
     * is `FromResidual<<Option<T> as Try>::Residual>`) are normalised in
     * the impl's environment: selection matches the header structurally.
     * (The unnormalised header is cached meanwhile, for cycles.) */
    uint32_t n = tr.trait.i ? ty_args_len(tcx, tr.args) : 0;
    bool any = false;
    for (uint32_t i = 1; i < n; i++)
        if (ty_get(tcx, ty_args(tcx, tr.args)[i])->flags & TYF_HAS_PROJECTION) any = true;
    if (any && n <= 16) {
        TyId a[16];
        for (uint32_t i = 0; i < n; i++) {
            a[i] = ty_args(tcx, tr.args)[i];
            if (i && (ty_get(tcx, a[i])->flags & TYF_HAS_PROJECTION)) a[i] = ty_normalize(tcx, NULL, ty_param_env(tcx, impl), a[i]);
        }
        p->args = ty_intern_args(tcx, a, n);
        tr = *p;
    }
    return tr;
}

/* ---- impl tables ---- */

static DefList *deflist(HashMap *m, uint64_t key) {
    bool ins;
    uint64_t *slot = hmap_entry(m, key, 0, &ins);
    if (ins) *slot = (uint64_t)(uintptr_t)xcalloc(1, sizeof(DefList));
    return (DefList *)(uintptr_t)*slot;
}

uint64_t ty_simplified_key(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    switch (d->kind) {
    case TYK_ADT: case TYK_FOREIGN: return 1ull << 40 | d->adt.def.i;
    case TYK_BOOL: case TYK_CHAR: case TYK_INT: case TYK_UINT: case TYK_FLOAT: case TYK_STR: case TYK_NEVER:
        return 2ull << 40 | (uint64_t)d->kind << 8 | d->sub;
    case TYK_SLICE: return 3ull << 40;
    case TYK_ARRAY: return 4ull << 40;
    case TYK_RAW_PTR: return 5ull << 40 | d->mutbl;
    case TYK_REF: return 6ull << 40 | d->mutbl;
    case TYK_DYN: return 7ull << 40 | d->dyn_.principal.i;
    case TYK_TUPLE: return 8ull << 40 | ty_args_len(tcx, d->tuple);
    case TYK_FN_PTR: return 9ull << 40 | ty_args_len(tcx, d->sig.inputs_and_output);
    default: return 0;
    }
}

static void add_impl(void *ctx, DefId impl, DefId trait, uint64_t key) {
    TyCtxt *tcx = ctx;
    if (trait.i) {
        vec_push(&deflist(&tcx->trait_impls, trait.i)->v, impl);
        hmap_put(&tcx->impl_self_key, impl.i, key + 1);
    } else if (key) {
        vec_push(&deflist(&tcx->inherent_impls, key)->v, impl);
    }
}

uint64_t ty_impl_self_key(TyCtxt *tcx, DefId impl) {
    uint64_t v;
    if (hmap_get(&tcx->impl_self_key, impl.i, &v)) return v - 1;
    TraitRef tr = ty_impl_trait_ref(tcx, impl);
    uint64_t key = tr.trait.i && ty_args_len(tcx, tr.args) ? ty_simplified_key(tcx, ty_args(tcx, tr.args)[0]) : 0;
    hmap_put(&tcx->impl_self_key, impl.i, key + 1);
    return key;
}

static void build_impl_tables(TyCtxt *tcx) {
    if (tcx->impls_built || !tcx->hir) return;
    tcx->impls_built = true;
    uint32_t nc = res_crate_count(tcx->res);
    for (CrateNum c = 0; c < nc; c++) {
        /* a crate read from metadata has its table: no item decoded */
        if (hir_crate_impls(tcx->hir, c, add_impl, tcx)) continue;
        uint32_t n;
        const DefId *items = hir_crate_items(tcx->hir, c, &n);
        for (uint32_t i = 0; i < n; i++) {
            if (defdata(tcx, items[i])->kind != DEF_IMPL) continue;
            const HirItem *it = hir_item(tcx->hir, items[i]);
            if (!it || it->kind != HITEM_IMPL) continue;
            if (it->impl.of_trait) {
                if (it->impl.of_trait->res.kind == RES_DEF) vec_push(&deflist(&tcx->trait_impls, it->impl.of_trait->res.def.i)->v, items[i]);
            } else {
                uint64_t key = ty_simplified_key(tcx, ty_type_of(tcx, items[i]));
                if (key) vec_push(&deflist(&tcx->inherent_impls, key)->v, items[i]);
            }
        }
    }
}

const DefId *ty_trait_impls(TyCtxt *tcx, DefId trait, uint32_t *n) {
    build_impl_tables(tcx);
    uint64_t v;
    if (!hmap_get(&tcx->trait_impls, trait.i, &v)) {
        *n = 0;
        return NULL;
    }
    DefList *l = (DefList *)(uintptr_t)v;
    *n = l->v.len;
    return l->v.data;
}

const DefId *ty_inherent_impls_of_ty(TyCtxt *tcx, TyId self_ty, uint32_t *n) {
    build_impl_tables(tcx);
    uint64_t key = ty_simplified_key(tcx, self_ty), v;
    if (!key || !hmap_get(&tcx->inherent_impls, key, &v)) {
        *n = 0;
        return NULL;
    }
    DefList *l = (DefList *)(uintptr_t)v;
    *n = l->v.len;
    return l->v.data;
}

const TraitDef *ty_trait_def(TyCtxt *tcx, DefId trait) {
    const TraitDef *c = cache_get(&tcx->trait_def, trait);
    if (c) return c;
    TraitDef *t = ARENA_NEW(&tcx->arena, TraitDef);
    t->def = trait;
    const HirItem *it = tcx->hir ? hir_item(tcx->hir, trait) : NULL;
    if (it && it->kind == HITEM_TRAIT) {
        t->is_auto = it->trait.is_auto;
        t->is_unsafe = it->trait.is_unsafe;
        t->is_alias = it->trait.is_alias;
    }
    const HirAttrs *at = tcx->hir ? hir_attrs(tcx->hir, trait) : NULL;
    if (at) {
        t->paren_sugar = at->rustc_paren_sugar;
        t->lang = at->lang;
    }
    cache_put(&tcx->trait_def, trait, t);
    return t;
}

DefId ty_require_lang_item(TyCtxt *tcx, LangItem li, Span span) {
    DefId d = tcx->hir ? hir_lang_item(tcx->hir, li) : (DefId){0};
    if (d.i) return d;
    if (li < LANG__COUNT && !tcx->lang_reported[li] && tcx->dc) {
        tcx->lang_reported[li] = true;
        diag_emit(diag_error(tcx->dc, DC_NONE, span, "requires `%s` lang_item", lang_item_name(li)));
    }
    return (DefId){0};
}
