/* hir_codec.c — the HIR codec: items, attributes and bodies as bytes
 * (see metadata.h), and back.
 *
 * One walker per node type serves both directions: in encode mode it
 * reads each field and writes it, in decode mode it reads the bytes and
 * fills the field of a node it allocated (zeroed) in the hooks' arena.
 * The field macros (V, BITS, P, L, PL and the hook ones) are the only
 * places that know the direction, so the two directions cannot drift.
 *
 * Encoding: scalars and lengths are LEB128 (V), bools are packed into one
 * LEB128 per node (BITS), a node pointer is a tag (0: NULL, else its kind
 * + 1, or 1 for nodes without kinds) followed by the node, a list is its
 * length then its elements. DefIds, Symbols, Spans and TraitScopes go
 * through the caller's hooks (which write at least one byte each).
 *
 * Decoding never trusts the bytes: the cursor is bounds-checked, kinds
 * and enum values are checked against their ranges, required pointers
 * must be present, a list is no longer than the bytes left (every element
 * takes one at least), a body's HirIds are below its nids (an item has
 * none), and nesting stops at MD_HIR_MAX_DEPTH. Any of these makes the
 * record bad (the decoder returns NULL). What it does not check is what the hooks decode
 * (DefIds, symbols, spans, scopes) and the tree's meaning (that a path's
 * local names a binding, a break a loop): the crate hash is what protects
 * a dependent against a corrupt file.
 *
 * Identifiers' hygiene contexts go through the optional ctxt hook (the
 * crate codec's HYGIENE table). Not encoded: Res.local NodeIds (0; the binding is HirPath.local), and the AST
 * expressions of an asm! template's operands (the HIR operands carry
 * them; later phases read only the template's pieces and options). */
#include "md_priv.h"

#include <stddef.h>
#include <string.h>

#define MD_HIR_MAX_DEPTH 100000u

typedef struct X {
    bool dec;
    const MdHirEncHooks *eh;
    MdBuf *b;
    const MdHirDecHooks *dh;
    MdCursor *c;
    uint32_t depth;
    uint32_t max_id;      /* decoding a body: its HirIds are below nids */
    MdHirLog *log;
} X;

static bool xbad(X *x) { return x->dec && x->c->bad; }

/* ---- the node log (roundtrip checks only) ---- */

static void log_open(X *x, const void *p, size_t size, const char *what) {
    if (!x->log) return;
    vec_push(&x->log->open, x->log->nodes.len);
    vec_push(&x->log->nodes, (MdHirLogNode){p, (uint32_t)size, what});
}
static void log_close(X *x) {
    if (x->log && x->log->open.len) x->log->open.len--;
}
/* Bytes of the innermost open node that contains them. */
static void xmask(X *x, const void *addr, size_t len, bool ptr) {
    if (!x->log) return;
    MdHirLog *l = x->log;
    for (uint32_t i = l->open.len; i-- > 0;) {
        const MdHirLogNode *n = &l->nodes.data[l->open.data[i]];
        const char *p = n->p, *a = addr;
        if (a >= p && a + len <= p + n->size) {
            vec_push(&l->masks, (MdHirLogMask){l->open.data[i], (uint32_t)(a - p), (uint32_t)len, ptr});
            return;
        }
    }
    l->broken = true;
}

/* Padding after field a, up to b (GAP(s, next field) or END(s)): struct
 * copies made on the stack may leave junk there (roundtrip checks only). */
#define PAD(x, s, a, b)                                                                                    \
    xmask((x), (const char *)&(s)->a + sizeof (s)->a,                                                     \
          (size_t)((b) - ((const char *)&(s)->a + sizeof (s)->a)), false)
#define GAP(s, f) ((const char *)&(s)->f)
#define END(s) ((const char *)((s) + 1))

/* ---- scalars ---- */

static uint64_t xget(X *x, uint64_t max) {
    uint64_t v = md_get_v64(x->c);
    if (v > max) {
        x->c->bad = true;
        v = 0;
    }
    return v;
}

/* An unsigned scalar (an enum, a HirId, a count) of at most max. */
#define V(x, lv, max)                                      \
    do {                                                   \
        if ((x)->dec) (lv) = xget((x), (max));             \
        else md_put_v64((x)->b, (uint64_t)(lv));           \
    } while (0)
/* An int32_t (zigzag). */
#define VS(x, lv)                                                                      \
    do {                                                                               \
        if ((x)->dec) {                                                                \
            uint32_t z_ = (uint32_t)xget((x), UINT32_MAX);                             \
            (lv) = (int32_t)((z_ >> 1) ^ (0u - (z_ & 1)));                             \
        } else {                                                                       \
            int32_t s_ = (lv);                                                         \
            md_put_v64((x)->b, ((uint32_t)s_ << 1) ^ (uint32_t)(s_ >> 31));            \
        }                                                                              \
    } while (0)
/* A HirId (of the body being decoded: below its nids). */
#define ID(x, lv) V(x, (lv).i, (x)->max_id)
/* A u128 (two halves). */
#define V128(x, lv)                                                                    \
    do {                                                                               \
        if ((x)->dec) {                                                                \
            uint64_t lo_ = xget((x), UINT64_MAX);                                      \
            (lv) = (u128)xget((x), UINT64_MAX) << 64 | lo_;                            \
        } else {                                                                       \
            md_put_v64((x)->b, (uint64_t)(lv));                                        \
            md_put_v64((x)->b, (uint64_t)((lv) >> 64));                                \
        }                                                                              \
    } while (0)
/* What the caller's hooks encode. */
#define HOOK(x, lv, fn)                                             \
    do {                                                            \
        if ((x)->dec) (lv) = (x)->dh->fn((x)->dh->user, (x)->c);    \
        else (x)->eh->fn((x)->eh->user, (x)->b, (lv));              \
    } while (0)
#define D(x, lv) HOOK(x, lv, def)
#define S(x, lv) HOOK(x, lv, sym)
#define SP(x, lv) HOOK(x, lv, span)
#define TS(x, lv) HOOK(x, lv, scope)

/* Bools, packed into one LEB128. */
static void xbits(X *x, bool *const *fs, unsigned n) {
    if (x->dec) {
        uint64_t v = xget(x, (UINT64_C(1) << n) - 1);
        for (unsigned i = 0; i < n; i++) *fs[i] = (v >> i) & 1;
        return;
    }
    uint64_t v = 0;
    for (unsigned i = 0; i < n; i++) v |= (uint64_t)*fs[i] << i;
    md_put_v64(x->b, v);
}
#define BITS(x, ...)                                                          \
    do {                                                                      \
        bool *const fs_[] = {__VA_ARGS__};                                    \
        xbits((x), fs_, (unsigned)(sizeof fs_ / sizeof *fs_));                \
    } while (0)

/* ---- nodes and lists ---- */

/* Opens a node: encoding writes its tag (0 for NULL), decoding reads the
 * tag (at most maxtag; 0 is bad when req) and allocates the node. Returns
 * the tag, 0 if there is no node. */
static uint32_t xopen(X *x, void **pp, size_t size, size_t align, uint32_t tag, uint32_t maxtag, bool req,
                      const char *what) {
    if (!x->dec) {
        if (!*pp) tag = 0;
        md_put_v32(x->b, tag);
        if (!tag) return 0;
    } else {
        *pp = NULL;
        tag = x->c->bad ? 0 : (uint32_t)xget(x, maxtag);
        if (!tag || x->depth >= MD_HIR_MAX_DEPTH) {
            if (req || tag) x->c->bad = true;
            return 0;
        }
        *pp = arena_zalloc(x->dh->arena, size, align);
    }
    x->depth++;
    log_open(x, *pp, size, what);
    return tag;
}
static void xclose(X *x) {
    x->depth--;
    log_close(x);
}

/* A node pointer field: fn(x, node or NULL, req) walks the node (encode)
 * or returns a new one (decode). */
#define P(x, lv, fn, req)                            \
    do {                                             \
        xmask((x), &(lv), sizeof(lv), true);         \
        if ((x)->dec) (lv) = fn((x), NULL, (req));   \
        else (void)fn((x), (lv), (req));             \
    } while (0)

/* A list's length: at most the bytes left when decoding. */
static uint32_t xlen(X *x, uint32_t n) {
    if (!x->dec) {
        md_put_v32(x->b, n);
        return n;
    }
    return (uint32_t)xget(x, (uint64_t)(x->c->end - x->c->p));
}
static void *xlist_open(X *x, void *arr, uint32_t n, size_t elsize, const char *what) {
    if (x->dec) arr = n ? arena_zalloc(x->dh->arena, elsize * n, _Alignof(max_align_t)) : NULL;
    if (n) log_open(x, arr, elsize * n, what);
    return arr;
}
static void xlist_close(X *x, uint32_t n) {
    if (n) log_close(x);
}

/* An array of structs `arr` of `n`, each walked in place by fn(x, elem). */
#define L(x, arr, n, fn)                                                          \
    do {                                                                          \
        xmask((x), &(arr), sizeof(arr), false);                                   \
        uint32_t n_ = xlen((x), (n));                                             \
        void *a_ = xlist_open((x), (void *)(arr), n_, sizeof *(arr), #fn);        \
        if ((x)->dec) (n) = n_, (arr) = a_;                                       \
        for (uint32_t i_ = 0; i_ < n_ && !xbad(x); i_++) fn((x), &(arr)[i_]);     \
        xlist_close((x), n_);                                                     \
    } while (0)
/* An array of node pointers, each walked by fn as by P. */
#define PL(x, arr, n, fn, req)                                                              \
    do {                                                                                    \
        xmask((x), &(arr), sizeof(arr), false);                                             \
        uint32_t n_ = xlen((x), (n));                                                       \
        if ((x)->dec)                                                                       \
            (n) = n_, (arr) = n_ ? arena_zalloc((x)->dh->arena, sizeof *(arr) * n_, 8) : NULL; \
        for (uint32_t i_ = 0; i_ < n_ && !xbad(x); i_++) {                                  \
            if ((x)->dec) (arr)[i_] = fn((x), NULL, (req));                                 \
            else (void)fn((x), (arr)[i_], (req));                                           \
        }                                                                                   \
    } while (0)

/* A node without kinds: walked by the in-place walker body_fn. */
#define NODE_FN(name, T, body_fn)                                                      \
    static T *name(X *x, const T *p0, bool req) {                                      \
        void *p = (void *)p0;                                                          \
        if (!xopen(x, &p, sizeof(T), _Alignof(T), 1, 1, req, #T)) return NULL;        \
        body_fn(x, (T *)p);                                                            \
        xclose(x);                                                                     \
        return p;                                                                      \
    }
/* A node with a kind field (tag = kind + 1, kinds 0..maxkind). */
#define KIND_OPEN(x, T, p0, maxkind, req)                                                          \
    T *n = (T *)p0;                                                                                \
    uint32_t tag_ = xopen((x), (void **)&n, sizeof(T), _Alignof(T), n ? (uint32_t)n->kind + 1 : 0, \
                          (maxkind) + 1, (req), #T);                                               \
    if (!tag_) return NULL;                                                                        \
    if ((x)->dec) n->kind = tag_ - 1;

/* Bytes (a literal's): length + 1 (0: NULL), then the bytes. */
static void x_bytes(X *x, const uint8_t **pb, uint32_t *plen) {
    xmask(x, pb, sizeof *pb, true);
    uint32_t n = *plen;
    if (!x->dec) {
        md_put_v32(x->b, *pb ? n + 1 : 0);
        if (!*pb) return;
        md_put_bytes(x->b, *pb, n);
    } else {
        n = md_get_v32(x->c);
        if (!n--) return;
        const uint8_t *src = md_get_bytes(x->c, n);
        if (!src) return;
        uint8_t *d = arena_alloc(x->dh->arena, (size_t)n + 1, 1);
        memcpy(d, src, n);
        d[n] = 0;
        *pb = d;
        *plen = n;
    }
    if (n) log_open(x, *pb, n, "bytes"), log_close(x);
}

/* ---- leaves ---- */

static void x_def(X *x, DefId *d) { D(x, *d); }
static void x_sym(X *x, Symbol *s) { S(x, *s); }
static void x_span(X *x, Span *s) { SP(x, *s); }

/* The hygiene context goes through the optional ctxt hook (without one:
 * a 0 byte, and 0 after decoding); the roundtrip log ignores it (the
 * reader's contexts are numbered its own way). */
static void x_ident(X *x, Ident *id) {
    S(x, id->name);
    SP(x, id->span);
    if (x->dec) {
        if (x->dh->ctxt) id->ctxt = x->dh->ctxt(x->dh->user, x->c);
        else md_get_v32(x->c), id->ctxt = 0;
    } else {
        if (x->eh->ctxt) x->eh->ctxt(x->eh->user, x->b, id->ctxt);
        else md_put_v32(x->b, 0);
    }
    xmask(x, &id->ctxt, sizeof id->ctxt, false);
}

static void x_res(X *x, Res *r) {
    V(x, r->kind, RES_NON_MACRO_ATTR);
    switch (r->kind) {
    case RES_PRIM_TY: V(x, r->prim, PRIM_F64); break;
    case RES_DEF: case RES_SELF_TY_TRAIT: case RES_SELF_TY_IMPL: case RES_SELF_CTOR: D(x, r->def); break;
    default: break;
    }
    xmask(x, &r->local, sizeof r->local, false);
    PAD(x, r, prim, GAP(r, def));
}

static void x_anon(X *x, HirAnonConst *ac) {
    D(x, ac->def);
    ID(x, ac->id);
}

/* ---- attributes ---- */

static void x_attrs_fields(X *x, HirAttrs *a) {
    V(x, a->lang, LANG__COUNT - 1);
    BITS(x, &a->no_mangle, &a->track_caller, &a->start, &a->thread_local, &a->cold, &a->naked, &a->inline_hint,
         &a->inline_always, &a->inline_never, &a->rustc_paren_sugar, &a->used, &a->std_internal_symbol,
         &a->reservation_impl, &a->non_exhaustive, &a->repr_c, &a->repr_transparent, &a->repr_simd,
         &a->repr_no_niche, &a->has_valid_range_start, &a->has_valid_range_end, &a->rustc_promotable, &a->must_use);
    S(x, a->must_use_msg);
    S(x, a->link_name);
    S(x, a->export_name);
    S(x, a->link_section);
    S(x, a->linkage);
    V(x, a->repr_int, REPR_USIZE);
    V(x, a->repr_packed, UINT32_MAX);
    V(x, a->repr_align, UINT32_MAX);
    if (a->has_valid_range_start) V128(x, a->valid_range_start);
    if (a->has_valid_range_end) V128(x, a->valid_range_end);
    V(x, a->nlegacy_const_generics, HIR_MAX_LEGACY_CONST_GENERICS);
    for (uint32_t i = 0; i < a->nlegacy_const_generics; i++) V(x, a->legacy_const_generics[i], UINT8_MAX);
}

/* Tag 1: all-zero attributes (most definitions); 2: the fields follow. */
static HirAttrs *x_attrs(X *x, const HirAttrs *a0, bool req) {
    static const HirAttrs zero;
    void *p = (void *)a0;
    uint32_t tag = a0 && memcmp(a0, &zero, sizeof zero) == 0 ? 1 : 2;
    tag = xopen(x, &p, sizeof(HirAttrs), _Alignof(HirAttrs), tag, 2, req, "HirAttrs");
    if (!tag) return NULL;
    if (tag == 2) x_attrs_fields(x, p);
    xclose(x);
    return p;
}

/* ---- paths and types ---- */

static HirTy *x_ty(X *x, const HirTy *t0, bool req);
static HirPath *x_path(X *x, const HirPath *p0, bool req);
static HirExpr *x_expr(X *x, const HirExpr *e0, bool req);
static HirPat *x_pat(X *x, const HirPat *p0, bool req);
static HirBlock *x_block(X *x, const HirBlock *b0, bool req);
static void x_bound(X *x, HirGenericBound *b);

static void x_garg(X *x, HirGenericArg *a) {
    V(x, a->kind, HGA_INFER);
    P(x, a->ty, x_ty, a->kind == HGA_TYPE);
    if (a->kind == HGA_CONST) x_anon(x, &a->ct);
    if (a->kind == HGA_LIFETIME) S(x, a->lifetime);
    SP(x, a->span);
}

static HirGenericArgs *x_gargs(X *x, const HirGenericArgs *g0, bool req);
static void x_constraint(X *x, HirAssocConstraint *c) {
    x_ident(x, &c->ident);
    P(x, c->gen_args, x_gargs, false);
    P(x, c->ty, x_ty, false);
    L(x, c->bounds, c->nbounds, x_bound);
    SP(x, c->span);
}

static void x_gargs_fields(X *x, HirGenericArgs *g) {
    L(x, g->args, g->nargs, x_garg);
    L(x, g->constraints, g->nconstraints, x_constraint);
    BITS(x, &g->parenthesized);
    SP(x, g->span);
}
NODE_FN(x_gargs, HirGenericArgs, x_gargs_fields)

static void x_seg(X *x, HirPathSegment *s) {
    x_ident(x, &s->ident);
    x_res(x, &s->res);
    P(x, s->args, x_gargs, false);
    BITS(x, &s->infer_args);
    PAD(x, s, res, GAP(s, args));
    PAD(x, s, infer_args, END(s));
}
NODE_FN(x_segp, HirPathSegment, x_seg)

static void x_path_fields(X *x, HirPath *p) {
    x_res(x, &p->res);
    ID(x, p->local);
    L(x, p->segs, p->nsegs, x_seg);
    SP(x, p->span);
}
NODE_FN(x_path, HirPath, x_path_fields)

static void x_qpath(X *x, HirQPath *q) {
    V(x, q->kind, QPATH_LANG_ITEM);
    P(x, q->qself, x_ty, q->kind == QPATH_TYPE_RELATIVE);
    switch (q->kind) {
    case QPATH_RESOLVED: P(x, q->path, x_path, true); break;
    case QPATH_TYPE_RELATIVE:
        P(x, q->seg, x_segp, true);
        TS(x, q->scope);
        break;
    case QPATH_LANG_ITEM: V(x, q->lang, LANG__COUNT - 1); break;
    }
    SP(x, q->span);
}

static void x_bound(X *x, HirGenericBound *b) {
    V(x, b->kind, HB_OUTLIVES);
    P(x, b->trait_path, x_path, b->kind != HB_OUTLIVES);
    SP(x, b->span);
}

static void x_decl(X *x, HirFnDecl *d) {
    PL(x, d->inputs, d->ninputs, x_ty, true);
    P(x, d->output, x_ty, false);
    BITS(x, &d->c_variadic, &d->has_self);
}

static HirTy *x_ty(X *x, const HirTy *t0, bool req) {
    KIND_OPEN(x, HirTy, t0, HTY_ERR, req);
    SP(x, n->span);
    switch (n->kind) {
    case HTY_PATH: x_qpath(x, &n->qpath); break;
    case HTY_REF:
    case HTY_PTR:
        P(x, n->ptr.ty, x_ty, true);
        BITS(x, &n->ptr.mutbl);
        if (n->kind == HTY_REF) S(x, n->ptr.lifetime);
        break;
    case HTY_SLICE: P(x, n->elem, x_ty, true); break;
    case HTY_ARRAY:
        P(x, n->array.elem, x_ty, true);
        x_anon(x, &n->array.len);
        break;
    case HTY_TUP: PL(x, n->tup.elems, n->tup.n, x_ty, true); break;
    case HTY_FN_PTR:
        BITS(x, &n->fn_ptr.is_unsafe);
        V(x, n->fn_ptr.abi, ABI_OTHER);
        x_decl(x, &n->fn_ptr.decl);
        break;
    case HTY_DYN:
    case HTY_IMPL_TRAIT: L(x, n->bounds.bounds, n->bounds.nbounds, x_bound); break;
    case HTY_NEVER: case HTY_INFER: case HTY_ERR: break;
    }
    xclose(x);
    return n;
}

/* ---- generics ---- */

static void x_gparam(X *x, HirGenericParam *g) {
    D(x, g->def);
    V(x, g->kind, HGP_CONST);
    S(x, g->name);
    P(x, g->default_ty, x_ty, false);
    P(x, g->const_ty, x_ty, g->kind == HGP_CONST);
    x_anon(x, &g->default_ct);
    SP(x, g->span);
}

static void x_pred(X *x, HirWherePred *w) {
    P(x, w->bounded, x_ty, false);
    L(x, w->bounds, w->nbounds, x_bound);
    SP(x, w->span);
}

static void x_generics(X *x, HirGenerics *g) {
    L(x, g->params, g->nparams, x_gparam);
    L(x, g->preds, g->npreds, x_pred);
    SP(x, g->span);
}

/* ---- patterns ---- */

static void x_patfield(X *x, HirPatField *f) {
    ID(x, f->id);
    x_ident(x, &f->ident);
    P(x, f->pat, x_pat, true);
    SP(x, f->span);
}

static HirPat *x_pat(X *x, const HirPat *p0, bool req) {
    KIND_OPEN(x, HirPat, p0, HPAT_ERR, req);
    ID(x, n->id);
    SP(x, n->span);
    switch (n->kind) {
    case HPAT_BINDING:
        BITS(x, &n->binding.by_ref, &n->binding.mutbl);
        x_ident(x, &n->binding.ident);
        P(x, n->binding.sub, x_pat, false);
        break;
    case HPAT_STRUCT:
        x_qpath(x, &n->strukt.qpath);
        L(x, n->strukt.fields, n->strukt.nfields, x_patfield);
        BITS(x, &n->strukt.rest);
        break;
    case HPAT_TUPLE_STRUCT:
        x_qpath(x, &n->tuple_struct.qpath);
        PL(x, n->tuple_struct.pats, n->tuple_struct.npats, x_pat, true);
        VS(x, n->tuple_struct.dotdot);
        break;
    case HPAT_PATH: x_qpath(x, &n->qpath); break;
    case HPAT_TUPLE:
        PL(x, n->tuple.pats, n->tuple.npats, x_pat, true);
        VS(x, n->tuple.dotdot);
        break;
    case HPAT_BOX: P(x, n->inner, x_pat, true); break;
    case HPAT_REF:
        P(x, n->ref.pat, x_pat, true);
        BITS(x, &n->ref.mutbl);
        break;
    case HPAT_LIT: P(x, n->lit, x_expr, true); break;
    case HPAT_RANGE:
        P(x, n->range.lo, x_expr, false);
        P(x, n->range.hi, x_expr, false);
        BITS(x, &n->range.inclusive);
        break;
    case HPAT_SLICE:
        PL(x, n->slice.before, n->slice.nbefore, x_pat, true);
        P(x, n->slice.mid, x_pat, false);
        PL(x, n->slice.after, n->slice.nafter, x_pat, true);
        break;
    case HPAT_OR: PL(x, n->alts.alts, n->alts.nalts, x_pat, true); break;
    case HPAT_WILD: case HPAT_ERR: break;
    }
    xclose(x);
    return n;
}

/* ---- inline assembly ---- */

static void x_piece(X *x, InlineAsmPiece *p) {
    BITS(x, &p->is_placeholder);
    S(x, p->text);
    V(x, p->operand, UINT32_MAX);
    V(x, p->modifier, 127);
    SP(x, p->span);
    PAD(x, p, is_placeholder, GAP(p, text));
    PAD(x, p, modifier, GAP(p, span));
}

/* The template's operands: what they are, not their AST expressions. */
static void x_ast_operand(X *x, InlineAsmOperand *o) {
    V(x, o->kind, ASM_OP_SYM);
    BITS(x, &o->is_explicit_reg, &o->late);
    S(x, o->reg);
    S(x, o->name);
    SP(x, o->span);
    xmask(x, &o->expr, sizeof o->expr, false);
    xmask(x, &o->out_expr, sizeof o->out_expr, false);
}

static void x_inline_asm_ast(X *x, InlineAsm *a) {
    L(x, a->pieces, a->npieces, x_piece);
    L(x, a->operands, a->noperands, x_ast_operand);
    V(x, a->options, UINT32_MAX);
    L(x, a->clobber_abis, a->nclobber_abis, x_sym);
    L(x, a->template_spans, a->ntemplate_spans, x_span);
    SP(x, a->span);
}
NODE_FN(x_asm_ast, InlineAsm, x_inline_asm_ast)

static void x_asm_operand(X *x, HirAsmOperand *o) {
    V(x, o->kind, ASM_OP_SYM);
    BITS(x, &o->is_explicit_reg, &o->late);
    S(x, o->reg);
    P(x, o->expr, x_expr, false);
    P(x, o->out_expr, x_expr, false);
    x_anon(x, &o->ct);
    SP(x, o->span);
}

static void x_inline_asm(X *x, HirInlineAsm *a) {
    P(x, a->ast, x_asm_ast, false);
    L(x, a->operands, a->noperands, x_asm_operand);
}
NODE_FN(x_inline_asmp, HirInlineAsm, x_inline_asm)

/* ---- expressions ---- */

static void x_lit(X *x, HirLit *l) {
    V(x, l->kind, HLIT_ERR);
    V(x, l->suffix, PRIM_F64 + 1);
    V(x, l->lo, UINT64_MAX);
    V(x, l->hi, UINT64_MAX);
    x_bytes(x, &l->bytes, &l->len);
}

static void x_arm(X *x, HirArm *a) {
    ID(x, a->id);
    P(x, a->pat, x_pat, true);
    P(x, a->guard, x_expr, false);
    P(x, a->body, x_expr, true);
    SP(x, a->span);
}

static void x_efield(X *x, HirExprField *f) {
    ID(x, f->id);
    x_ident(x, &f->ident);
    P(x, f->expr, x_expr, true);
    SP(x, f->span);
}

static void x_param(X *x, HirParam *p) {
    ID(x, p->id);
    P(x, p->pat, x_pat, true);
    P(x, p->ty, x_ty, false);
    SP(x, p->span);
}

static HirExpr *x_expr(X *x, const HirExpr *e0, bool req) {
    KIND_OPEN(x, HirExpr, e0, HEXPR__COUNT - 1, req);
    ID(x, n->id);
    SP(x, n->span);
    switch (n->kind) {
    case HEXPR_LIT: x_lit(x, &n->lit); break;
    case HEXPR_PATH: x_qpath(x, &n->qpath); break;
    case HEXPR_CALL:
        P(x, n->call.callee, x_expr, true);
        PL(x, n->call.args, n->call.nargs, x_expr, true);
        break;
    case HEXPR_METHOD_CALL:
        x_seg(x, &n->method.seg);
        P(x, n->method.receiver, x_expr, true);
        PL(x, n->method.args, n->method.nargs, x_expr, true);
        TS(x, n->method.scope);
        break;
    case HEXPR_BINARY:
    case HEXPR_ASSIGN_OP:
        V(x, n->binary.op, HBIN_GT);
        P(x, n->binary.lhs, x_expr, true);
        P(x, n->binary.rhs, x_expr, true);
        SP(x, n->binary.op_span);
        break;
    case HEXPR_UNARY:
        V(x, n->unary.op, HUN_NEG);
        P(x, n->unary.operand, x_expr, true);
        break;
    case HEXPR_CAST:
    case HEXPR_TYPE_ASCRIPTION:
        P(x, n->cast.expr, x_expr, true);
        P(x, n->cast.ty, x_ty, true);
        break;
    case HEXPR_ADDR_OF:
        BITS(x, &n->addr_of.raw, &n->addr_of.mutbl);
        P(x, n->addr_of.expr, x_expr, true);
        break;
    case HEXPR_ASSIGN:
        P(x, n->assign.lhs, x_expr, true);
        P(x, n->assign.rhs, x_expr, true);
        break;
    case HEXPR_FIELD:
        P(x, n->field.expr, x_expr, true);
        x_ident(x, &n->field.ident);
        break;
    case HEXPR_INDEX:
        P(x, n->index.expr, x_expr, true);
        P(x, n->index.index, x_expr, true);
        break;
    case HEXPR_BLOCK:
        P(x, n->block.block, x_block, true);
        x_ident(x, &n->block.label);
        break;
    case HEXPR_IF:
        P(x, n->if_.cond, x_expr, true);
        P(x, n->if_.then, x_expr, true);
        P(x, n->if_.els, x_expr, false);
        break;
    case HEXPR_LOOP:
        P(x, n->loop.body, x_block, true);
        x_ident(x, &n->loop.label);
        V(x, n->loop.source, LOOP_SRC_FOR);
        break;
    case HEXPR_MATCH:
        P(x, n->match.scrutinee, x_expr, true);
        L(x, n->match.arms, n->match.narms, x_arm);
        V(x, n->match.source, MATCH_SRC_WHILE_LET);
        break;
    case HEXPR_LET:
        P(x, n->let.pat, x_pat, true);
        P(x, n->let.init, x_expr, true);
        P(x, n->let.ty, x_ty, false);
        break;
    case HEXPR_CLOSURE:
        D(x, n->closure.def);
        BITS(x, &n->closure.move, &n->closure.is_static);
        V(x, n->closure.gen, HGEN_ASYNC);
        L(x, n->closure.params, n->closure.nparams, x_param);
        P(x, n->closure.ret, x_ty, false);
        P(x, n->closure.body, x_expr, true);
        SP(x, n->closure.decl_span);
        break;
    case HEXPR_BREAK:
        ID(x, n->brk.target);
        P(x, n->brk.value, x_expr, false);
        break;
    case HEXPR_CONTINUE: ID(x, n->cont_target); break;
    case HEXPR_RET: P(x, n->ret, x_expr, false); break;
    case HEXPR_TUP:
    case HEXPR_ARRAY: PL(x, n->elems.elems, n->elems.n, x_expr, true); break;
    case HEXPR_REPEAT:
        P(x, n->repeat.elem, x_expr, true);
        x_anon(x, &n->repeat.count);
        break;
    case HEXPR_STRUCT:
        x_qpath(x, &n->strukt.qpath);
        L(x, n->strukt.fields, n->strukt.nfields, x_efield);
        P(x, n->strukt.base, x_expr, false);
        break;
    case HEXPR_INLINE_ASM: P(x, n->inline_asm, x_inline_asmp, true); break;
    case HEXPR_BOX: P(x, n->inner, x_expr, true); break;
    case HEXPR_YIELD: P(x, n->yld, x_expr, true); break;
    case HEXPR_ERR: case HEXPR__COUNT: break;
    }
    xclose(x);
    return n;
}

/* ---- blocks and statements ---- */

static void x_local_fields(X *x, HirLocal *l) {
    ID(x, l->id);
    P(x, l->pat, x_pat, true);
    P(x, l->ty, x_ty, false);
    P(x, l->init, x_expr, false);
    P(x, l->els, x_block, false);
    SP(x, l->span);
}
NODE_FN(x_local, HirLocal, x_local_fields)

static void x_stmt(X *x, HirStmt *s) {
    V(x, s->kind, HSTMT_ITEM);
    ID(x, s->id);
    SP(x, s->span);
    switch (s->kind) {
    case HSTMT_LET: P(x, s->local, x_local, true); break;
    case HSTMT_EXPR: case HSTMT_SEMI: P(x, s->expr, x_expr, true); break;
    case HSTMT_ITEM: D(x, s->item); break;
    }
}

static void x_block_fields(X *x, HirBlock *b) {
    ID(x, b->id);
    L(x, b->stmts, b->nstmts, x_stmt);
    P(x, b->expr, x_expr, false);
    BITS(x, &b->is_unsafe);
    SP(x, b->span);
}
NODE_FN(x_block, HirBlock, x_block_fields)

static void x_body_fields(X *x, HirBody *b) {
    D(x, b->owner);
    V(x, b->nids, UINT32_MAX);
    x->max_id = b->nids ? b->nids - 1 : 0;
    L(x, b->params, b->nparams, x_param);
    P(x, b->value, x_expr, true);
}
NODE_FN(x_body, HirBody, x_body_fields)

/* ---- items ---- */

static void x_fielddef(X *x, HirFieldDef *f) {
    D(x, f->def);
    S(x, f->name);
    P(x, f->ty, x_ty, true);
    BITS(x, &f->is_pub);
    SP(x, f->span);
}

static void x_variant(X *x, HirVariant *v) {
    D(x, v->def);
    D(x, v->ctor);
    S(x, v->name);
    V(x, v->kind, VD_UNIT);
    L(x, v->fields, v->nfields, x_fielddef);
    x_anon(x, &v->disr);
    SP(x, v->span);
}

static HirItem *x_item(X *x, const HirItem *i0, bool req) {
    KIND_OPEN(x, HirItem, i0, HITEM_OTHER, req);
    D(x, n->def);
    S(x, n->name);
    SP(x, n->span);
    P(x, n->attrs, x_attrs, false);
    BITS(x, &n->is_pub, &n->is_default);
    x_generics(x, &n->generics);
    switch (n->kind) {
    case HITEM_FN:
        x_decl(x, &n->fn.decl);
        BITS(x, &n->fn.is_unsafe, &n->fn.is_const, &n->fn.has_body, &n->fn.is_foreign);
        V(x, n->fn.abi, ABI_OTHER);
        break;
    case HITEM_CONST:
        P(x, n->konst.ty, x_ty, true);
        BITS(x, &n->konst.has_body);
        break;
    case HITEM_STATIC:
        P(x, n->statik.ty, x_ty, true);
        BITS(x, &n->statik.mutbl, &n->statik.is_foreign);
        break;
    case HITEM_STRUCT:
    case HITEM_UNION:
    case HITEM_ENUM: L(x, n->adt.variants, n->adt.nvariants, x_variant); break;
    case HITEM_TRAIT:
        BITS(x, &n->trait.is_auto, &n->trait.is_unsafe, &n->trait.is_alias);
        L(x, n->trait.supertraits, n->trait.nsupertraits, x_bound);
        L(x, n->trait.items, n->trait.nitems, x_def);
        break;
    case HITEM_IMPL:
        BITS(x, &n->impl.is_unsafe, &n->impl.negative);
        P(x, n->impl.of_trait, x_path, false);
        P(x, n->impl.self_ty, x_ty, true);
        L(x, n->impl.items, n->impl.nitems, x_def);
        break;
    case HITEM_TY_ALIAS:
    case HITEM_FOREIGN_TY:   /* lowered as a type alias without a type */
        P(x, n->ty_alias.ty, x_ty, false);
        L(x, n->ty_alias.bounds, n->ty_alias.nbounds, x_bound);
        break;
    case HITEM_MOD: L(x, n->mod.items, n->mod.nitems, x_def); break;
    case HITEM_GLOBAL_ASM: P(x, n->global_asm, x_asm_ast, false); break;
    case HITEM_OTHER: break;
    }
    xclose(x);
    return n;
}

/* ---- the API ---- */

void md_hir_encode(const MdHirEncHooks *h, MdBuf *b, MdHirWhat w, const void *node, MdHirLog *log) {
    X x = {.dec = false, .eh = h, .b = b, .max_id = UINT32_MAX, .log = log};
    switch (w) {
    case MDH_ITEM: x_item(&x, node, true); break;
    case MDH_ATTRS: x_attrs(&x, node, true); break;
    case MDH_BODY: x_body(&x, node, true); break;
    }
}

void *md_hir_decode(const MdHirDecHooks *h, MdCursor *c, MdHirWhat w, MdHirLog *log) {
    X x = {.dec = true, .dh = h, .c = c, .max_id = UINT32_MAX, .log = log};
    void *r = NULL;
    switch (w) {
    case MDH_ITEM:
        x.max_id = 0;   /* signatures have no HirIds (their anon consts' ids are 0) */
        r = x_item(&x, NULL, true);
        break;
    case MDH_ATTRS: r = x_attrs(&x, NULL, true); break;
    case MDH_BODY: r = x_body(&x, NULL, true); break;
    }
    return c->bad ? NULL : r;
}

void md_encode_hir_item(const MdHirEncHooks *h, MdBuf *b, const HirItem *it) { md_hir_encode(h, b, MDH_ITEM, it, NULL); }
HirItem *md_decode_hir_item(const MdHirDecHooks *h, MdCursor *c) { return md_hir_decode(h, c, MDH_ITEM, NULL); }
void md_encode_hir_attrs(const MdHirEncHooks *h, MdBuf *b, const HirAttrs *a) { md_hir_encode(h, b, MDH_ATTRS, a, NULL); }
HirAttrs *md_decode_hir_attrs(const MdHirDecHooks *h, MdCursor *c) { return md_hir_decode(h, c, MDH_ATTRS, NULL); }
void md_encode_hir_body(const MdHirEncHooks *h, MdBuf *b, const HirBody *body) { md_hir_encode(h, b, MDH_BODY, body, NULL); }
HirBody *md_decode_hir_body(const MdHirDecHooks *h, MdCursor *c) { return md_hir_decode(h, c, MDH_BODY, NULL); }

/* ---- comparing logs ---- */

void md_hir_log_reset(MdHirLog *l) {
    l->nodes.len = l->masks.len = l->open.len = 0;
    l->broken = false;
}
void md_hir_log_free(MdHirLog *l) {
    vec_free(&l->nodes);
    vec_free(&l->masks);
    vec_free(&l->open);
}

/* The nodes' bytes, one after the other, masks applied. */
static uint8_t *log_image(const MdHirLog *l, const uint32_t *off, uint32_t total) {
    uint8_t *img = malloc(total ? total : 1);
    for (uint32_t i = 0; i < l->nodes.len; i++) memcpy(img + off[i], l->nodes.data[i].p, l->nodes.data[i].size);
    for (uint32_t i = 0; i < l->masks.len; i++) {
        const MdHirLogMask *m = &l->masks.data[i];
        uint8_t *p = img + off[m->node] + m->off;
        bool nonzero = false;
        for (uint32_t k = 0; k < m->len; k++) nonzero |= p[k] != 0;
        memset(p, 0, m->len);
        if (m->ptr) p[0] = nonzero;
    }
    return img;
}

bool md_hir_log_compare(const MdHirLog *a, const MdHirLog *b, StrBuf *why) {
    if (a->broken || b->broken) {
        sb_puts(why, "a field outside the nodes being walked (codec bug)");
        return false;
    }
    uint32_t n = a->nodes.len < b->nodes.len ? a->nodes.len : b->nodes.len;
    uint32_t *off = malloc(sizeof *off * (n + 1));
    uint32_t total = 0;
    bool ok = true;
    for (uint32_t i = 0; i < n && ok; i++) {
        const MdHirLogNode *x = &a->nodes.data[i], *y = &b->nodes.data[i];
        if (x->size != y->size || strcmp(x->what, y->what) != 0) {
            sb_printf(why, "node %u: %s of %u bytes became %s of %u bytes", i, x->what, x->size, y->what, y->size);
            ok = false;
        }
        off[i] = total;
        total += x->size;
    }
    if (ok && a->nodes.len != b->nodes.len) {
        sb_printf(why, "%u nodes became %u", a->nodes.len, b->nodes.len);
        ok = false;
    }
    if (ok && a->masks.len != b->masks.len) {
        sb_printf(why, "%u masked fields became %u", a->masks.len, b->masks.len);
        ok = false;
    }
    if (ok) {
        uint8_t *ia = log_image(a, off, total), *ib = log_image(b, off, total);
        for (uint32_t i = 0; i < n && ok; i++) {
            const MdHirLogNode *x = &a->nodes.data[i];
            if (memcmp(ia + off[i], ib + off[i], x->size) == 0) continue;
            uint32_t k = 0;
            while (ia[off[i] + k] == ib[off[i] + k]) k++;
            sb_printf(why, "node %u (%s, %u bytes) differs at byte %u: %02x became %02x", i, x->what, x->size, k,
                      ia[off[i] + k], ib[off[i] + k]);
            ok = false;
        }
        free(ia);
        free(ib);
    }
    free(off);
    return ok;
}
