/* lower_pat.c — patterns to HIR.
 *
 * Takes AST patterns and the resolver's Res of identifier patterns (keyed
 * by the pattern's NodeId: a fresh binding, or the unit struct / variant /
 * constant the identifier names); gives HirPat. A binding's HirId names
 * its local; the alternatives of an or-pattern bind the same locals, so
 * their binding patterns share the HirId of the first alternative's. */
#include "hir_priv.h"

static HirPat *new_pat(LowerCx *cx, HirPatKind k, Span sp) {
    HirPat *p = ARENA_NEW(cx->a, HirPat);
    p->kind = k;
    p->span = sp;
    p->id = lcx_next(cx);
    return p;
}

HirPat *hir_pat_binding(LowerCx *cx, Symbol name, Span sp, bool mutbl) {
    HirPat *p = new_pat(cx, HPAT_BINDING, sp);
    p->binding.ident = (Ident){.name = name, .span = sp};
    p->binding.mutbl = mutbl;
    return p;
}

static HirPat **lower_pat_list(LowerCx *cx, PatList l, uint32_t *n, int32_t *dotdot) {
    HirPat **out = ARENA_ARRAY(cx->a, HirPat *, l.len);
    *n = 0;
    if (dotdot) *dotdot = -1;
    for (uint32_t i = 0; i < l.len; i++) {
        Pat *p = l.data[i];
        while (p->kind == PAT_PAREN) p = p->inner;
        if (p->kind == PAT_REST && dotdot) {
            *dotdot = (int32_t)*n;
            continue;
        }
        out[(*n)++] = hir_lower_pat(cx, p);
    }
    return out;
}

static HirPat *lower_ident(LowerCx *cx, Pat *p) {
    PartialRes pr = res_path_res(cx->h->res, p->id);
    Res r = pr.base;
    bool binding = r.kind == RES_LOCAL || r.kind == RES_ERR || p->ident.sub || p->ident.by_ref ||
                   p->ident.mutbl == MUT_MUT;
    if (!binding) {
        /* a unit struct, unit variant, constant or `Self` */
        HirPat *o = new_pat(cx, HPAT_PATH, p->span);
        o->qpath = (HirQPath){.kind = QPATH_RESOLVED, .span = p->span};
        o->qpath.path = hir_path_single(cx, p->ident.ident.name, p->ident.ident.span, r);
        return o;
    }
    HirPat *o = ARENA_NEW(cx->a, HirPat);
    o->kind = HPAT_BINDING;
    o->span = p->span;
    /* an or-pattern's later alternatives name the first one's binding */
    NodeId key = r.kind == RES_LOCAL && r.local.i ? r.local : p->id;
    o->id = lcx_node_id(cx, key);
    if (key.i != p->id.i) hmap_put(&cx->node_ids, p->id.i, o->id.i);
    o->binding.by_ref = p->ident.by_ref;
    o->binding.mutbl = p->ident.mutbl == MUT_MUT;
    o->binding.ident = p->ident.ident;
    o->binding.sub = p->ident.sub ? hir_lower_pat(cx, p->ident.sub) : NULL;
    return o;
}

static HirPat *lower_slice(LowerCx *cx, Pat *p) {
    HirPat *o = new_pat(cx, HPAT_SLICE, p->span);
    PatList l = p->elems;
    o->slice.before = ARENA_ARRAY(cx->a, HirPat *, l.len);
    o->slice.after = ARENA_ARRAY(cx->a, HirPat *, l.len);
    for (uint32_t i = 0; i < l.len; i++) {
        Pat *e = l.data[i];
        while (e->kind == PAT_PAREN) e = e->inner;
        bool is_rest = e->kind == PAT_REST ||
                       (e->kind == PAT_IDENT && e->ident.sub && e->ident.sub->kind == PAT_REST);
        if (is_rest && !o->slice.mid) {
            if (e->kind == PAT_REST) {
                o->slice.mid = new_pat(cx, HPAT_WILD, e->span);
            } else {
                /* `x @ ..`: the binding takes the middle subslice */
                Pat tmp = *e;
                tmp.ident.sub = NULL;
                o->slice.mid = lower_ident(cx, &tmp);
            }
            continue;
        }
        HirPat *hp = hir_lower_pat(cx, e);
        if (o->slice.mid) o->slice.after[o->slice.nafter++] = hp;
        else o->slice.before[o->slice.nbefore++] = hp;
    }
    return o;
}

HirPat *hir_lower_pat(LowerCx *cx, Pat *p) {
    while (p->kind == PAT_PAREN) p = p->inner;
    HirPat *o;
    switch (p->kind) {
    case PAT_WILD: return new_pat(cx, HPAT_WILD, p->span);
    case PAT_IDENT: return lower_ident(cx, p);
    case PAT_STRUCT: {
        o = new_pat(cx, HPAT_STRUCT, p->span);
        hir_lower_qpath(cx, p->strukt.qself, &p->strukt.path, p->strukt.path.span, &o->strukt.qpath);
        o->strukt.rest = p->strukt.rest;
        o->strukt.fields = ARENA_ARRAY(cx->a, HirPatField, p->strukt.fields.len);
        for (uint32_t i = 0; i < p->strukt.fields.len; i++) {
            PatField *f = &p->strukt.fields.data[i];
            HirPatField *hf = &o->strukt.fields[o->strukt.nfields++];
            hf->id = lcx_next(cx);
            hf->ident = f->ident;
            hf->span = f->span;
            hf->pat = hir_lower_pat(cx, f->pat);
        }
        return o;
    }
    case PAT_TUPLE_STRUCT:
        o = new_pat(cx, HPAT_TUPLE_STRUCT, p->span);
        hir_lower_qpath(cx, p->tuple_struct.qself, &p->tuple_struct.path, p->tuple_struct.path.span,
                        &o->tuple_struct.qpath);
        o->tuple_struct.pats = lower_pat_list(cx, p->tuple_struct.elems, &o->tuple_struct.npats,
                                              &o->tuple_struct.dotdot);
        return o;
    case PAT_PATH:
        o = new_pat(cx, HPAT_PATH, p->span);
        hir_lower_qpath(cx, p->path.qself, &p->path.path, p->span, &o->qpath);
        return o;
    case PAT_TUPLE:
        o = new_pat(cx, HPAT_TUPLE, p->span);
        o->tuple.pats = lower_pat_list(cx, p->elems, &o->tuple.npats, &o->tuple.dotdot);
        return o;
    case PAT_OR:
        o = new_pat(cx, HPAT_OR, p->span);
        o->alts.alts = lower_pat_list(cx, p->elems, &o->alts.nalts, NULL);
        return o;
    case PAT_BOX:
        o = new_pat(cx, HPAT_BOX, p->span);
        o->inner = hir_lower_pat(cx, p->inner);
        return o;
    case PAT_REF:
        o = new_pat(cx, HPAT_REF, p->span);
        o->ref.mutbl = p->ref.mutbl == MUT_MUT;
        o->ref.pat = hir_lower_pat(cx, p->ref.pat);
        return o;
    case PAT_LIT:
        if (p->lit->kind == EXPR_PATH) {
            o = new_pat(cx, HPAT_PATH, p->span);
            hir_lower_qpath(cx, p->lit->path.qself, &p->lit->path.path, p->span, &o->qpath);
            return o;
        }
        o = new_pat(cx, HPAT_LIT, p->span);
        o->lit = hir_lower_expr(cx, p->lit);
        return o;
    case PAT_RANGE:
        o = new_pat(cx, HPAT_RANGE, p->span);
        o->range.lo = p->range.lo ? hir_lower_expr(cx, p->range.lo) : NULL;
        o->range.hi = p->range.hi ? hir_lower_expr(cx, p->range.hi) : NULL;
        o->range.inclusive = p->range.end != RANGE_EXCLUDED;
        return o;
    case PAT_SLICE: return lower_slice(cx, p);
    case PAT_REST:
        /* `..` outside a tuple or slice: the parser reported it */
        return new_pat(cx, HPAT_WILD, p->span);
    case PAT_MAC_CALL: case PAT_ERR: case PAT_PAREN: case PAT__COUNT: break;
    }
    return new_pat(cx, HPAT_ERR, p->span);
}
