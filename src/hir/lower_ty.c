/* lower_ty.c — paths, types, generic arguments, bounds, generics and
 * function signatures to HIR.
 *
 * Takes AST nodes and the resolver's PartialRes of each path (keyed by the
 * last segment's NodeId); gives HirQPath (resolved, or type-relative for
 * the segments resolution left to the type checker, nested when there are
 * several), HirTy, HirGenerics (bounds on parameters become predicates),
 * HirFnDecl. */
#include "hir_priv.h"

HirTy *hir_ty_err(LowerCx *cx, Span sp) {
    HirTy *t = ARENA_NEW(cx->a, HirTy);
    t->kind = HTY_ERR;
    t->span = sp;
    return t;
}

HirTy *hir_ty_unit(LowerCx *cx, Span sp) {
    HirTy *t = ARENA_NEW(cx->a, HirTy);
    t->kind = HTY_TUP;
    t->span = sp;
    return t;
}

static Res res_def_of(DefId d) { return (Res){.kind = RES_DEF, .def = d}; }

/* ---- anonymous constants ---- */

HirAnonConst hir_lower_anon_const(LowerCx *cx, Expr *e) {
    HirAnonConst ac = {0};
    if (!e) return ac;
    ac.def = res_def_of_node(cx->h->res, e->id);
    if (!ac.def.i)
        ac.def = res_define_late_def(cx->h->res, DEF_ANON_CONST, cx->owner, e->id, e, 0, e->span);
    ac.id = lcx_next(cx);
    return ac;
}

/* ---- generic arguments ---- */

static HirGenericArgs *lower_generic_args(LowerCx *cx, GenericArgs *ga) {
    if (!ga) return NULL;
    HirGenericArgs *out = ARENA_NEW(cx->a, HirGenericArgs);
    out->span = ga->span;
    if (ga->parenthesized) {
        /* Fn(A, B) -> C: one tuple argument and `Output = C`. */
        out->parenthesized = true;
        HirTy *tup = ARENA_NEW(cx->a, HirTy);
        tup->kind = HTY_TUP;
        tup->span = ga->span;
        tup->tup.n = ga->inputs.len;
        tup->tup.elems = ARENA_ARRAY(cx->a, HirTy *, ga->inputs.len);
        for (uint32_t i = 0; i < ga->inputs.len; i++) tup->tup.elems[i] = hir_lower_ty(cx, ga->inputs.data[i]);
        out->args = ARENA_NEW(cx->a, HirGenericArg);
        out->args[0] = (HirGenericArg){.kind = HGA_TYPE, .ty = tup, .span = ga->span};
        out->nargs = 1;
        out->constraints = ARENA_NEW(cx->a, HirAssocConstraint);
        out->nconstraints = 1;
        HirAssocConstraint *c = &out->constraints[0];
        c->ident = (Ident){.name = sym_cstr("Output"), .span = ga->span};
        c->ty = ga->output ? hir_lower_ty(cx, ga->output) : hir_ty_unit(cx, ga->span);
        c->span = ga->output ? ga->output->span : ga->span;
        return out;
    }
    uint32_t nargs = 0, ncons = 0;
    for (uint32_t i = 0; i < ga->nargs; i++) {
        if (ga->args[i].kind == GA_CONSTRAINT) ncons++;
        else nargs++;
    }
    out->args = ARENA_ARRAY(cx->a, HirGenericArg, nargs);
    out->constraints = ARENA_ARRAY(cx->a, HirAssocConstraint, ncons);
    for (uint32_t i = 0; i < ga->nargs; i++) {
        GenericArg *a = &ga->args[i];
        if (a->kind == GA_CONSTRAINT) {
            HirAssocConstraint *c = &out->constraints[out->nconstraints++];
            c->ident = a->ident;
            c->gen_args = lower_generic_args(cx, a->gen_args);
            c->span = a->span;
            if (a->is_bound) c->bounds = hir_lower_bounds(cx, a->bounds, &c->nbounds);
            else if (a->ty) c->ty = hir_lower_ty_at(cx, a->ty, IMPL_TRAIT_IN_BINDING);
            else c->ty = hir_ty_err(cx, a->span);
            continue;
        }
        HirGenericArg *o = &out->args[out->nargs++];
        o->span = a->span;
        switch (a->kind) {
        case GA_LIFETIME:
            o->kind = HGA_LIFETIME;
            o->lifetime = a->lifetime.ident.name;
            break;
        case GA_TYPE:
            if (a->ty && a->ty->kind == TY_INFER) {
                o->kind = HGA_INFER;
            } else {
                o->kind = HGA_TYPE;
                o->ty = hir_lower_ty(cx, a->ty);
            }
            break;
        case GA_CONST:
            o->kind = HGA_CONST;
            o->ct = hir_lower_anon_const(cx, a->expr);
            break;
        case GA_CONSTRAINT: break;
        }
    }
    return out;
}

HirPathSegment hir_lower_segment(LowerCx *cx, PathSegment *seg, Res res) {
    HirPathSegment s = {.ident = seg->ident, .res = res};
    s.args = lower_generic_args(cx, seg->args);
    s.infer_args = seg->args == NULL;   /* `::<..>` written: exactly these */
    return s;
}

/* ---- paths ---- */

/* Res of the segments before the last resolved one: the chain of parents
 * of what the path names, as long as the names agree (imports may rename;
 * then the segment has no Res). A constructor's variant/struct is the
 * same segment. */
static void fill_parent_res(LowerCx *cx, HirPathSegment *segs, uint32_t last) {
    Res r = segs[last].res;
    if (r.kind != RES_DEF || last == 0) return;
    DefId cur = r.def;
    const DefData *dd = res_def(cx->h->res, cur);
    if (dd && dd->kind == DEF_CTOR) {
        cur = dd->parent;
        if (res_def(cx->h->res, cur)->kind == DEF_STRUCT) cur = res_def(cx->h->res, cur)->parent;
        else cur = res_def(cx->h->res, cur)->parent;
    } else {
        cur = dd ? dd->parent : (DefId){0};
    }
    for (int32_t i = (int32_t)last - 1; i >= 0 && cur.i; i--) {
        const DefData *pd = res_def(cx->h->res, cur);
        if (!pd) break;
        if (pd->kind == DEF_MOD && !pd->parent.i) {
            /* the crate root: `crate::`, `::name` and `$crate::` name it */
            segs[i].res = res_def_of(cur);
            break;
        }
        if (pd->name != segs[i].ident.name) break;
        segs[i].res = res_def_of(cur);
        cur = pd->parent;
    }
}

static bool seg_is_path_root(const PathSegment *s) { return s->ident.name == SYM_PathRoot; }

/* The segments [from, to) of an AST path as HIR segments; the last of
 * them gets `res`. `{{root}}` is dropped. */
static HirPath *lower_path_segs(LowerCx *cx, Path *path, uint32_t from, uint32_t to, Res res, Span sp) {
    HirPath *hp = ARENA_NEW(cx->a, HirPath);
    hp->res = res;
    hp->span = sp;
    hp->segs = ARENA_ARRAY(cx->a, HirPathSegment, to - from);
    for (uint32_t i = from; i < to; i++) {
        if (seg_is_path_root(&path->segs[i])) continue;
        hp->segs[hp->nsegs++] = hir_lower_segment(cx, &path->segs[i], (Res){.kind = RES_ERR});
    }
    if (hp->nsegs) {
        hp->segs[hp->nsegs - 1].res = res;
        fill_parent_res(cx, hp->segs, hp->nsegs - 1);
    }
    if (res.kind == RES_LOCAL) hp->local = lcx_node_id(cx, res.local);
    return hp;
}

HirPath *hir_lower_path_res(LowerCx *cx, Path *path, PartialRes pr) {
    uint32_t n = path->nsegs;
    uint32_t resolved = pr.unresolved <= n ? n - pr.unresolved : 0;
    if (pr.unresolved) pr.base = (Res){.kind = RES_ERR};
    if (!resolved) resolved = n;
    return lower_path_segs(cx, path, 0, resolved, pr.base, path->span);
}

HirPath *hir_path_single(LowerCx *cx, Symbol name, Span sp, Res res) {
    HirPath *hp = ARENA_NEW(cx->a, HirPath);
    hp->res = res;
    hp->span = sp;
    hp->segs = ARENA_NEW(cx->a, HirPathSegment);
    hp->segs[0] = (HirPathSegment){.ident = {.name = name, .span = sp}, .res = res, .infer_args = true};
    hp->nsegs = 1;
    return hp;
}

static HirTy *ty_of_qpath(LowerCx *cx, HirQPath qp, Span sp) {
    HirTy *t = ARENA_NEW(cx->a, HirTy);
    t->kind = HTY_PATH;
    t->span = sp;
    t->qpath = qp;
    return t;
}

/* rustc's lower_qpath: the resolved prefix, then one type-relative level
 * per unresolved segment. */
void hir_lower_qpath(LowerCx *cx, QSelf *qself, Path *path, Span sp, HirQPath *out) {
    memset(out, 0, sizeof *out);
    out->span = sp;
    uint32_t n = path->nsegs;
    if (!n) {
        out->kind = QPATH_RESOLVED;
        out->path = ARENA_NEW(cx->a, HirPath);
        out->path->span = sp;
        return;
    }
    PartialRes pr = res_path_res(cx->h->res, path->segs[n - 1].id);
    HirTy *base_ty = NULL;
    uint32_t start;
    if (qself && qself->position == 0) {
        /* `<T>::a::b`: everything is type-relative to T */
        base_ty = hir_lower_ty(cx, qself->ty);
        start = 0;
    } else {
        uint32_t unresolved = pr.unresolved < n ? pr.unresolved : n - 1;
        uint32_t resolved = n - unresolved;
        HirQPath rq = {.kind = QPATH_RESOLVED, .span = sp};
        if (qself) rq.qself = hir_lower_ty(cx, qself->ty);
        Span psp = unresolved ? span_to(path->span, path->segs[resolved - 1].ident.span) : path->span;
        rq.path = lower_path_segs(cx, path, 0, resolved, pr.base, psp);
        /* the trait of `<X as Trait>::f` is in type position: its omitted
         * params take their defaults (`<OsStr as PartialEq>` is
         * `PartialEq<OsStr>`), not inference variables */
        if (qself)
            for (uint32_t i = 0; i < qself->position && i < rq.path->nsegs; i++) rq.path->segs[i].infer_args = false;
        if (!unresolved) {
            *out = rq;
            return;
        }
        base_ty = ty_of_qpath(cx, rq, span_to(sp, path->segs[resolved - 1].ident.span));
        start = resolved;
    }
    for (uint32_t i = start; i < n; i++) {
        HirQPath tq = {.kind = QPATH_TYPE_RELATIVE, .qself = base_ty, .span = span_to(sp, path->segs[i].ident.span),
                       .scope = res_trait_scope(cx->h->res, path->segs[n - 1].id)};
        tq.seg = ARENA_NEW(cx->a, HirPathSegment);
        *tq.seg = hir_lower_segment(cx, &path->segs[i], (Res){.kind = RES_ERR});
        if (i + 1 == n) {
            *out = tq;
            out->span = sp;
            return;
        }
        base_ty = ty_of_qpath(cx, tq, tq.span);
    }
}

/* ---- types ---- */

Abi hir_parse_abi(const Extern *ext) {
    if (!ext->has_extern) return ABI_RUST;
    if (!ext->abi) return ABI_C;
    const char *s = sym_str(ext->abi);
    size_t n = strlen(s);
    if (n >= 2 && s[0] == '"') {
        s++;
        n -= 2;
    }
    static const struct { const char *name; Abi abi; } abis[] = {
        {"Rust", ABI_RUST}, {"C", ABI_C}, {"C-unwind", ABI_C}, {"system", ABI_SYSTEM},
        {"system-unwind", ABI_SYSTEM}, {"rust-intrinsic", ABI_RUST_INTRINSIC}, {"rust-call", ABI_RUST_CALL},
        {"platform-intrinsic", ABI_PLATFORM_INTRINSIC}, {"sysv64", ABI_SYSV64}, {"sysv64-unwind", ABI_SYSV64},
        {"unadjusted", ABI_UNADJUSTED}, {"cdecl", ABI_C}, {"cdecl-unwind", ABI_C},
    };
    for (size_t i = 0; i < sizeof abis / sizeof *abis; i++)
        if (strlen(abis[i].name) == n && memcmp(abis[i].name, s, n) == 0) return abis[i].abi;
    return ABI_OTHER;
}

/* Every ABI rustc 1.63 knows, in its order (E0703's help). */
static const char *const known_abis[] = {
    "Rust", "C", "C-unwind", "cdecl", "cdecl-unwind", "stdcall", "stdcall-unwind", "fastcall",
    "fastcall-unwind", "vectorcall", "vectorcall-unwind", "thiscall", "thiscall-unwind", "aapcs",
    "aapcs-unwind", "win64", "win64-unwind", "sysv64", "sysv64-unwind", "ptx-kernel", "msp430-interrupt",
    "x86-interrupt", "amdgpu-kernel", "efiapi", "avr-interrupt", "avr-non-blocking-interrupt",
    "C-cmse-nonsecure-call", "wasm", "system", "system-unwind", "rust-intrinsic", "rust-call",
    "platform-intrinsic", "unadjusted", "rust-cold",
};

Abi hir_lower_abi(LowerCx *cx, const Extern *ext) {
    Abi abi = hir_parse_abi(ext);
    if (abi != ABI_OTHER || !ext->abi) return abi;
    size_t n;
    Token t = {.kind = sym_str(ext->abi)[0] == 'r' ? TK_LIT_RAW_STR : TK_LIT_STR, .sym = ext->abi};
    char *s = lex_str_value(&t, &n);
    bool known = false;
    for (size_t i = 0; i < sizeof known_abis / sizeof *known_abis; i++)
        if (strlen(known_abis[i]) == n && memcmp(known_abis[i], s, n) == 0) known = true;
    if (!known) {
        uint32_t len = sym_len(ext->abi);
        Span sp = ext->span.hi >= len ? (Span){ext->span.hi - len, ext->span.hi} : ext->span;
        Diag *d = diag_error(cx->h->dc, DC_E0703, sp, "invalid ABI: found `%s`", s);
        diag_label(d, sp, true, "invalid ABI");
        StrBuf sb = {0};
        for (size_t i = 0; i < sizeof known_abis / sizeof *known_abis; i++)
            sb_printf(&sb, "%s%s", i ? ", " : "", known_abis[i]);
        diag_help(d, "valid ABIs: %s", sb_cstr(&sb));
        sb_free(&sb);
        diag_emit(d);
    }
    free(s);
    return abi;
}

static HirTy *lower_implicit_self(LowerCx *cx, Ty *t) {
    PartialRes pr = res_path_res(cx->h->res, t->id);
    HirQPath qp = {.kind = QPATH_RESOLVED, .span = t->span};
    qp.path = hir_path_single(cx, SYM_Self, t->span, pr.base);
    return ty_of_qpath(cx, qp, t->span);
}

HirTy *hir_lower_ty(LowerCx *cx, Ty *t) {
    if (!t) return NULL;
    while (t->kind == TY_PAREN) t = t->elem;
    HirTy *o = ARENA_NEW(cx->a, HirTy);
    o->span = t->span;
    switch (t->kind) {
    case TY_SLICE: o->kind = HTY_SLICE; o->elem = hir_lower_ty(cx, t->elem); break;
    case TY_ARRAY:
        o->kind = HTY_ARRAY;
        o->array.elem = hir_lower_ty(cx, t->array.elem);
        o->array.len = hir_lower_anon_const(cx, t->array.len);
        break;
    case TY_PTR:
        o->kind = HTY_PTR;
        o->ptr.ty = hir_lower_ty(cx, t->ptr.ty);
        o->ptr.mutbl = t->ptr.mutbl == MUT_MUT;
        break;
    case TY_REF:
        o->kind = HTY_REF;
        o->ptr.ty = hir_lower_ty(cx, t->ref.ty);
        o->ptr.mutbl = t->ref.mutbl == MUT_MUT;
        o->ptr.lifetime = t->ref.lifetime ? t->ref.lifetime->ident.name : 0;
        break;
    case TY_BARE_FN:
        o->kind = HTY_FN_PTR;
        o->fn_ptr.is_unsafe = t->bare_fn.unsafety == UNSAFETY_YES;
        o->fn_ptr.abi = hir_lower_abi(cx, &t->bare_fn.ext);
        hir_lower_fn_decl(cx, &t->bare_fn.decl, t->bare_fn.c_variadic, &o->fn_ptr.decl, "`fn` pointer param",
                          "`fn` pointer return");
        break;
    case TY_NEVER: o->kind = HTY_NEVER; break;
    case TY_TUP:
        o->kind = HTY_TUP;
        o->tup.n = t->tup.len;
        o->tup.elems = ARENA_ARRAY(cx->a, HirTy *, t->tup.len);
        for (uint32_t i = 0; i < t->tup.len; i++) o->tup.elems[i] = hir_lower_ty(cx, t->tup.data[i]);
        break;
    case TY_PATH:
        o->kind = HTY_PATH;
        hir_lower_qpath(cx, t->path.qself, &t->path.path, t->span, &o->qpath);
        break;
    case TY_TRAIT_OBJECT:
        o->kind = HTY_DYN;
        o->bounds.bounds = hir_lower_bounds(cx, t->trait_object.bounds, &o->bounds.nbounds);
        break;
    case TY_IMPL_TRAIT: {
        /* in argument position: the fn's synthetic type parameter */
        DefId p = res_def_of_node(cx->h->res, t->impl_trait.id);
        const DefData *pd = res_def(cx->h->res, p);
        if (pd && pd->kind == DEF_TY_PARAM) {
            HirQPath qp = {.kind = QPATH_RESOLVED, .span = t->span};
            qp.path = hir_path_single(cx, pd->name, t->span, res_def_of(p));
            return ty_of_qpath(cx, qp, t->span);
        }
        if (cx->impl_trait_pos == IMPL_TRAIT_IN_BINDING) {
            /* rustc desugars `T: Tr<Assoc = impl B>` in generics to a
             * parameter; rcc does not yet */
            diag_emit(diag_error(cx->h->dc, DC_NONE, t->span,
                                 "`impl Trait` in associated type bindings is not supported by rcc yet"));
            return hir_ty_err(cx, t->span);
        }
        if (cx->impl_trait_pos) {
            diag_emit(diag_error(cx->h->dc, DC_E0562, t->span,
                                 "`impl Trait` only allowed in function and inherent method return types, not in %s",
                                 cx->impl_trait_pos));
            return hir_ty_err(cx, t->span);
        }
        o->kind = HTY_IMPL_TRAIT;
        o->bounds.bounds = hir_lower_bounds(cx, t->impl_trait.bounds, &o->bounds.nbounds);
        break;
    }
    case TY_INFER: o->kind = HTY_INFER; break;
    case TY_IMPLICIT_SELF: return lower_implicit_self(cx, t);
    case TY_TYPEOF: {
        /* Reserved syntax rustc parses and then refuses (E0516). */
        Diag *d = diag_error(cx->h->dc, DC_E0516, t->span,
                             "`typeof` is a reserved keyword but unimplemented");
        diag_label(d, t->span, true, "reserved keyword");
        diag_emit(d);
        o->kind = HTY_ERR;
        break;
    }
    case TY_MAC_CALL: case TY_CVARARGS: case TY_ERR: case TY_PAREN: case TY__COUNT:
        o->kind = HTY_ERR;
        break;
    }
    return o;
}

/* ---- bounds and generics ---- */

HirGenericBound *hir_lower_bounds(LowerCx *cx, GenericBoundList bl, uint32_t *n) {
    HirGenericBound *out = ARENA_ARRAY(cx->a, HirGenericBound, bl.len);
    *n = 0;
    for (uint32_t i = 0; i < bl.len; i++) {
        GenericBound *b = &bl.data[i];
        if (b->kind == BOUND_USE) continue;
        HirGenericBound *o = &out[(*n)++];
        o->span = b->span;
        if (b->kind == BOUND_OUTLIVES) {
            o->kind = HB_OUTLIVES;
            continue;
        }
        o->kind = b->modifier == BOUND_MAYBE || b->modifier == BOUND_MAYBE_CONST_MAYBE ? HB_MAYBE_TRAIT : HB_TRAIT;
        Path *p = &b->trait_path;
        PartialRes pr = p->nsegs ? res_path_res(cx->h->res, p->segs[p->nsegs - 1].id) : (PartialRes){0};
        o->trait_path = hir_lower_path_res(cx, p, pr);
    }
    return out;
}

static HirTy *param_ty(LowerCx *cx, GenericParam *gp, DefId d) {
    HirQPath qp = {.kind = QPATH_RESOLVED, .span = gp->ident.span};
    qp.path = hir_path_single(cx, gp->ident.name, gp->ident.span, res_def_of(d));
    return ty_of_qpath(cx, qp, gp->ident.span);
}

void hir_lower_generics(LowerCx *cx, Generics *g, HirGenerics *out) {
    memset(out, 0, sizeof *out);
    out->span = g->span;
    uint32_t np = g->params.len;
    out->params = ARENA_ARRAY(cx->a, HirGenericParam, np);
    uint32_t npreds = g->where_preds.len;
    for (uint32_t i = 0; i < np; i++) npreds += g->params.data[i].bounds.len ? 1 : 0;
    out->preds = ARENA_ARRAY(cx->a, HirWherePred, npreds);
    /* lifetimes first, then the others, each group as written */
    for (int pass = 0; pass < 2; pass++)
        for (uint32_t i = 0; i < np; i++) {
            GenericParam *gp = &g->params.data[i];
            if ((gp->kind == GP_LIFETIME) != (pass == 0)) continue;
            HirGenericParam *o = &out->params[out->nparams++];
            o->def = res_def_of_node(cx->h->res, gp->id);
            o->name = gp->ident.name;
            o->span = gp->span;
            o->kind = gp->kind == GP_LIFETIME ? HGP_LIFETIME : gp->kind == GP_TYPE ? HGP_TYPE : HGP_CONST;
            if (gp->kind == GP_TYPE && gp->default_ty) o->default_ty = hir_lower_ty(cx, gp->default_ty);
            if (gp->kind == GP_CONST) o->const_ty = hir_lower_ty(cx, gp->ty);
            if (gp->kind == GP_CONST && gp->default_expr) o->default_ct = hir_lower_anon_const(cx, gp->default_expr);
        }
    for (uint32_t i = 0; i < np; i++) {
        GenericParam *gp = &g->params.data[i];
        if (!gp->bounds.len) continue;
        HirWherePred *wp = &out->preds[out->npreds++];
        wp->span = gp->span;
        if (gp->kind != GP_LIFETIME) wp->bounded = param_ty(cx, gp, res_def_of_node(cx->h->res, gp->id));
        wp->bounds = hir_lower_bounds(cx, gp->bounds, &wp->nbounds);
    }
    for (uint32_t i = 0; i < g->where_preds.len; i++) {
        WherePredicate *w = &g->where_preds.data[i];
        if (w->kind == WHERE_EQ) continue;
        HirWherePred *wp = &out->preds[out->npreds++];
        wp->span = w->span;
        if (w->kind == WHERE_BOUND) wp->bounded = hir_lower_ty(cx, w->bounded_ty);
        wp->bounds = hir_lower_bounds(cx, w->bounds, &wp->nbounds);
    }
}

/* ---- `impl Trait` in argument position ---- */

typedef struct ApitCollect {
    AstVisitor v;
    LowerCx *cx;
    DefId fn;
    VecPtr tys;                 /* Ty * of the fn's synthetic parameters */
} ApitCollect;

static bool apit_collect_ty(AstVisitor *v, Ty *t) {
    ApitCollect *c = (ApitCollect *)v;
    if (t->kind == TY_BARE_FN) return false;
    if (t->kind == TY_IMPL_TRAIT) {
        DefId p = res_def_of_node(c->cx->h->res, t->impl_trait.id);
        const DefData *pd = res_def(c->cx->h->res, p);
        if (pd && pd->kind == DEF_TY_PARAM && pd->parent.i == c->fn.i) vec_push(&c->tys, t);
    }
    return true;
}

void hir_add_apit_params(LowerCx *cx, DefId fn, FnDecl *d, HirGenerics *g) {
    ApitCollect c = {.cx = cx, .fn = fn};
    c.v.ty = apit_collect_ty;
    for (uint32_t i = 0; i < d->inputs.len; i++)
        if (d->inputs.data[i].ty) ast_walk_ty(&c.v, d->inputs.data[i].ty);
    if (!c.tys.len) return;
    uint32_t n = c.tys.len;
    HirGenericParam *ps = ARENA_ARRAY(cx->a, HirGenericParam, g->nparams + n);
    memcpy(ps, g->params, sizeof *ps * g->nparams);
    HirWherePred *wp = ARENA_ARRAY(cx->a, HirWherePred, g->npreds + n);
    memcpy(wp, g->preds, sizeof *wp * g->npreds);
    for (uint32_t i = 0; i < n; i++) {
        Ty *t = c.tys.data[i];
        DefId p = res_def_of_node(cx->h->res, t->impl_trait.id);
        Symbol name = res_def(cx->h->res, p)->name;
        ps[g->nparams++] = (HirGenericParam){.def = p, .kind = HGP_TYPE, .name = name, .span = t->span};
        HirWherePred *w = &wp[g->npreds++];
        memset(w, 0, sizeof *w);
        w->span = t->span;
        HirQPath qp = {.kind = QPATH_RESOLVED, .span = t->span};
        qp.path = hir_path_single(cx, name, t->span, res_def_of(p));
        w->bounded = ty_of_qpath(cx, qp, t->span);
        w->bounds = hir_lower_bounds(cx, t->impl_trait.bounds, &w->nbounds);
    }
    g->params = ps;
    g->preds = wp;
    vec_free(&c.tys);
}

static bool param_is_self(const Param *p) {
    return p->pat && p->pat->kind == PAT_IDENT && p->pat->ident.ident.name == SYM_self;
}

const char IMPL_TRAIT_IN_BINDING[] = "associated type binding";

HirTy *hir_lower_ty_at(LowerCx *cx, Ty *t, const char *pos) {
    const char *saved = cx->impl_trait_pos;
    cx->impl_trait_pos = pos;
    HirTy *r = hir_lower_ty(cx, t);
    cx->impl_trait_pos = saved;
    return r;
}

/* The return type an async fn's body has: `-> T`, or `()`. */
HirTy *hir_async_ret_ty(LowerCx *cx, FnDecl *d, Span sp) {
    if (d->output) return hir_lower_ty_at(cx, d->output, "`async` block return");
    HirTy *t = ARENA_NEW(cx->a, HirTy);
    t->kind = HTY_TUP;
    t->span = sp;
    return t;
}

/* An async fn's signature returns `impl Future<Output = T>`. */
static HirTy *async_fn_output(LowerCx *cx, FnDecl *d, Span sp) {
    HirTy *t = ARENA_NEW(cx->a, HirTy);
    t->kind = HTY_IMPL_TRAIT;
    t->span = sp;
    DefId fut = hir_lang_item(cx->h, LANG_FUTURE_TRAIT);
    if (!fut.i) {
        diag_emit(diag_error(cx->h->dc, DC_NONE, sp, "requires `future_trait` lang_item"));
        return hir_ty_err(cx, sp);
    }
    HirGenericBound *b = ARENA_NEW(cx->a, HirGenericBound);
    b->kind = HB_TRAIT;
    b->span = sp;
    b->trait_path = hir_path_single(cx, sym_cstr("Future"), sp, res_def_of(fut));
    HirGenericArgs *ga = ARENA_NEW(cx->a, HirGenericArgs);
    ga->span = sp;
    ga->constraints = ARENA_NEW(cx->a, HirAssocConstraint);
    ga->nconstraints = 1;
    ga->constraints[0] = (HirAssocConstraint){.ident = {.name = sym_cstr("Output"), .span = sp},
                                              .ty = hir_async_ret_ty(cx, d, sp), .span = sp};
    b->trait_path->segs[0].args = ga;
    t->bounds.bounds = b;
    t->bounds.nbounds = 1;
    return t;
}

void hir_lower_async_fn_decl(LowerCx *cx, FnDecl *d, HirFnDecl *out, Span sp) {
    out->output = async_fn_output(cx, d, sp);
}

void hir_lower_fn_decl(LowerCx *cx, FnDecl *d, bool c_variadic, HirFnDecl *out, const char *param_pos,
                       const char *ret_pos) {
    memset(out, 0, sizeof *out);
    out->inputs = ARENA_ARRAY(cx->a, HirTy *, d->inputs.len);
    for (uint32_t i = 0; i < d->inputs.len; i++) {
        Param *p = &d->inputs.data[i];
        if (p->ty && p->ty->kind == TY_CVARARGS) {
            out->c_variadic = true;
            continue;
        }
        out->inputs[out->ninputs++] = p->ty ? hir_lower_ty_at(cx, p->ty, param_pos) : hir_ty_err(cx, p->span);
    }
    out->c_variadic |= c_variadic;
    out->output = d->output ? hir_lower_ty_at(cx, d->output, ret_pos) : NULL;
    out->has_self = d->inputs.len && param_is_self(&d->inputs.data[0]);
}
