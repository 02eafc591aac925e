/* exhaust.c — match exhaustiveness and pattern usefulness.
 *
 * Takes: a type-checked HIR body and its TypeckResults. Gives: E0004
 * for a `match` that misses values (with rustc 1.63's witnesses,
 * "defined here" note, matched-type note and the suggested arm), E0005
 * for refutable patterns in `let` and parameters, and the
 * `unreachable_patterns` warning.
 *
 * The algorithm is the usefulness check of "Warnings for pattern
 * matching" (Maranget), as rustc implements it: patterns are
 * deconstructed into a constructor and fields (DPat); a row of patterns
 * is useful against a matrix of earlier rows if some value matches it
 * and no earlier row. is_useful specialises the matrix by each
 * constructor the head column can take, split so that every piece is
 * either inside or outside each row's constructor (integer ranges, slice
 * lengths). Constructors of a type: bool and integers are ranges of
 * values (signed values biased by the sign bit so they order as
 * unsigned), char two ranges (around the surrogates), enums their
 * variants, structs/tuples/references/boxes/arrays one constructor,
 * slices their lengths; usize/isize, str, floats and the rest are
 * non-exhaustive (only `_` covers them). Witnesses (the values no arm
 * matches) are built on the way back up. Arms with guards do not count
 * for exhaustiveness.
 */
#include "tc_priv.h"

typedef enum PCtorKind {
    K_WILD,                   /* `_`, bindings */
    K_RANGE,                  /* ints/bool/char: lo..=hi (biased) */
    K_VARIANT,                /* enum variant `variant` */
    K_SINGLE,                 /* struct, tuple, reference, box */
    K_SLICE,                  /* arrays and slices: len, or prefix + .. + suffix when varlen */
    K_OPAQUE,                 /* literals that match nothing we can reason about (strings, floats) */
    K_NONEXH,                 /* the "other values" of a non-exhaustive type */
    K_MISSING,                /* the missing constructors (witness building) */
    K_OR,
} PCtorKind;

typedef struct DPat DPat;

/* memcpy of a pattern row; rows may be empty with a NULL array, which
 * memcpy must not be given (UBSan). */
static void copy_pats(DPat **dst, DPat *const *src, uint32_t n) {
    if (n) memcpy(dst, src, sizeof(DPat *) * n);
}
struct DPat {
    PCtorKind kind;
    TyId ty;
    u128 lo, hi;              /* RANGE */
    uint32_t variant;         /* VARIANT */
    bool varlen;              /* SLICE */
    uint32_t prefix, suffix;  /* SLICE: len = prefix when !varlen */
    DPat **fields;            /* fields in order (SLICE: prefix then suffix elements); OR: alternatives */
    uint32_t nfields;
    Span span;
    bool reachable;           /* OR alternatives and top-level pats: useful somewhere */
};

/* Where the lint's level comes from (for the notes rustc adds). */

typedef struct Ecx {
    TyCtxt *tcx;
    Resolver *res;
    const TypeckResults *r;
    Arena *a;
    DiagCtx *dc;
    DefId owner;
    struct LintSrc lint;      /* unreachable_patterns in this body (once lint_known) */
    bool lint_known;
    bool errors;
    uint32_t budget;          /* caps witness computation on pathological matches */
    bool exhaustive_patterns; /* #![feature(exhaustive_patterns)] in the body's crate */
    DefId module;             /* the body's module (field visibility for inhabitedness) */
    bool under_guard;         /* checking an arm with a guard: its or-alternatives do not cover each other */
    const HirExpr *while_if;  /* the `if` a `while` loop was lowered to (its `let` is a `while let`) */
} Ecx;

typedef VEC(DPat *) PatVec;
typedef struct Row {
    DPat **pats;
    uint32_t n;
} Row;
typedef VEC(Row) Matrix;
typedef VEC(Row) Witnesses;   /* each a stack of patterns, column order */


/* ---- types ---- */

static const TyData *TD(Ecx *e, TyId t) { return ty_get(e->tcx, t); }

static DPat *mk(Ecx *e, PCtorKind k, TyId ty, Span sp) {
    DPat *p = ARENA_NEW(e->a, DPat);
    p->kind = k;
    p->ty = ty;
    p->span = sp;
    return p;
}

static DPat *wild(Ecx *e, TyId ty) { return mk(e, K_WILD, ty, (Span){0, 0}); }

/* Integral types: bits and signedness; bool is 1 bit, char 32. */
static bool integral(Ecx *e, TyId t, uint32_t *bits, bool *is_signed) {
    switch (TD(e, t)->kind) {
    case TYK_BOOL: *bits = 1, *is_signed = false; return true;
    case TYK_CHAR: *bits = 32, *is_signed = false; return true;
    case TYK_INT: *bits = ty_int_bits(e->tcx, t), *is_signed = true; return true;
    case TYK_UINT: *bits = ty_int_bits(e->tcx, t), *is_signed = false; return true;
    default: return false;
    }
}

static u128 umax(uint32_t bits) { return bits >= 128 ? ~(u128)0 : (((u128)1 << bits) - 1); }
static u128 bias(Ecx *e, TyId t, u128 v) {
    uint32_t bits = 0;
    bool s;
    if (!integral(e, t, &bits, &s)) return v;
    v &= umax(bits);
    return s ? v ^ ((u128)1 << (bits - 1)) : v;
}
static u128 unbias(Ecx *e, TyId t, u128 v) { return bias(e, t, v); }

static bool is_pointer_sized(Ecx *e, TyId t) {
    const TyData *d = TD(e, t);
    return (d->kind == TYK_INT && d->sub == INT_ISIZE) || (d->kind == TYK_UINT && d->sub == UINT_USIZE);
}

static uint32_t tuple_len(Ecx *e, TyId t) { return ty_args_len(e->tcx, TD(e, t)->tuple); }

/* The types of the fields a constructor has on type t. */
static uint32_t ctor_arity(Ecx *e, const DPat *c, TyId t) {
    const TyData *d = TD(e, t);
    switch (c->kind) {
    case K_SINGLE:
        if (d->kind == TYK_TUPLE) return tuple_len(e, t);
        if (d->kind == TYK_REF || d->kind == TYK_RAW_PTR) return 1;
        if (d->kind == TYK_ADT) {
            const AdtDef *ad = ty_adt_def(e->tcx, d->adt.def);
            if (ad && ad->lang == LANG_OWNED_BOX) return 1;
            return ad && ad->nvariants ? ad->variants[0].nfields : 0;
        }
        return 0;
    case K_VARIANT: {
        const AdtDef *ad = ty_adt_def(e->tcx, d->adt.def);
        return ad && c->variant < ad->nvariants ? ad->variants[c->variant].nfields : 0;
    }
    case K_SLICE: return c->prefix + c->suffix;
    default: return 0;
    }
}

static TyId field_ty(Ecx *e, const DPat *c, TyId t, uint32_t i) {
    const TyData *d = TD(e, t);
    switch (c->kind) {
    case K_SINGLE:
        if (d->kind == TYK_TUPLE) return ty_args(e->tcx, d->tuple)[i];
        if (d->kind == TYK_REF || d->kind == TYK_RAW_PTR) return d->pointee;
        if (d->kind == TYK_ADT) {
            const AdtDef *ad = ty_adt_def(e->tcx, d->adt.def);
            if (ad && ad->lang == LANG_OWNED_BOX) return ty_args(e->tcx, d->adt.args)[0];
            return ty_field_ty(e->tcx, t, 0, i);
        }
        return ty_common(e->tcx)->error;
    case K_VARIANT: return ty_field_ty(e->tcx, t, c->variant, i);
    case K_SLICE: return d->kind == TYK_ARRAY ? d->array.elem : d->elem;
    default: return ty_common(e->tcx)->error;
    }
}

/* ---- lowering HIR patterns ---- */

static DPat *lower_pat(Ecx *e, const HirPat *p);

static TyId pat_ty(Ecx *e, const HirPat *p) { return tc_node_type(e->r, p->id); }

/* The type of the value a pattern is matched against: before the
 * references its default binding mode peeled (pat_adjustments, outermost
 * first), else the pattern's own type. */
static TyId pat_scrutinee_ty(Ecx *e, const HirPat *p) {
    const Adjustments *adj = p->id.i < e->r->nids && e->r->pat_adjustments ? &e->r->pat_adjustments[p->id.i] : NULL;
    return adj && adj->n ? adj->steps[0].target : pat_ty(e, p);
}

static DPat *range_pat(Ecx *e, TyId t, u128 lo, u128 hi, Span sp) {
    DPat *d = mk(e, K_RANGE, t, sp);
    d->lo = bias(e, t, lo);
    d->hi = bias(e, t, hi);
    return d;
}

/* The value of a literal / negated literal / const path expression:
 * false for values we treat opaquely (strings, floats, non-integral consts). */
static bool expr_value(Ecx *e, const HirExpr *x, TyId t, u128 *out) {
    uint32_t bits;
    bool s;
    if (!integral(e, t, &bits, &s)) return false;
    if (x->kind == HEXPR_UNARY && x->unary.op == HUN_NEG) {
        if (!expr_value(e, x->unary.operand, t, out)) return false;
        *out = (0 - *out) & umax(bits);
        return true;
    }
    if (x->kind == HEXPR_LIT) {
        if (x->lit.kind == HLIT_FLOAT || x->lit.kind == HLIT_STR || x->lit.kind == HLIT_BYTE_STR || x->lit.kind == HLIT_ERR)
            return false;
        *out = (((u128)x->lit.hi << 64) | x->lit.lo) & umax(bits);
        return true;
    }
    if (x->kind == HEXPR_PATH) {
        Res res = x->qpath.kind == QPATH_RESOLVED && x->qpath.path ? x->qpath.path->res
                  : x->id.i < e->r->nids && e->r->type_relative_res ? e->r->type_relative_res[x->id.i]
                                                                      : (Res){0};
        if (res.kind != RES_DEF) return false;
        uint8_t k = res_def(e->res, res.def)->kind;
        if (k != DEF_CONST && k != DEF_ASSOC_CONST) return false;
        ArgsId args = x->id.i < e->r->nids && e->r->node_args ? e->r->node_args[x->id.i] : (ArgsId){0};
        /* the const evaluator behind ty.h's hook reads any const's integer */
        uint64_t lo, hi;
        if (!ty_eval_const_u128(e->tcx, res.def, args, t, &lo, &hi)) return false;
        *out = (((u128)hi << 64) | lo) & umax(bits);
        return true;
    }
    return false;
}

static Res qpath_res(Ecx *e, const HirPat *p, const HirQPath *q) {
    if (q->kind == QPATH_RESOLVED && q->path) return q->path->res;
    if (p->id.i < e->r->nids && e->r->type_relative_res) return e->r->type_relative_res[p->id.i];
    return (Res){0};
}

static uint32_t res_variant(Ecx *e, Res res, TyId t) {
    if (res.kind != RES_DEF || TD(e, t)->kind != TYK_ADT) return 0;
    const AdtDef *ad = ty_adt_def(e->tcx, TD(e, t)->adt.def);
    if (!ad || ad->kind != ADT_ENUM) return 0;
    return ty_variant_index(e->tcx, res.def);
}

static DPat *adt_ctor(Ecx *e, TyId t, uint32_t variant, Span sp) {
    const AdtDef *ad = TD(e, t)->kind == TYK_ADT ? ty_adt_def(e->tcx, TD(e, t)->adt.def) : NULL;
    DPat *d = mk(e, ad && ad->kind == ADT_ENUM ? K_VARIANT : K_SINGLE, t, sp);
    d->variant = variant;
    uint32_t n = ctor_arity(e, d, t);
    d->nfields = n;
    d->fields = ARENA_ARRAY(e->a, DPat *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) d->fields[i] = wild(e, field_ty(e, d, t, i));
    return d;
}

static bool args_generic(Ecx *e, ArgsId a) {
    for (uint32_t i = 0; i < ty_args_len(e->tcx, a); i++)
        if (TD(e, ty_args(e->tcx, a)[i])->flags & (TYF_HAS_PARAM | TYF_HAS_INFER | TYF_HAS_ERROR)) return true;
    return false;
}

/* A constant's value as a pattern (rustc's const_to_pat): integers,
 * bools and chars their value, structs, tuples, arrays and enum
 * variants a constructor over their fields' values; anything else (a
 * float, a pointer) opaque. NULL: the value cannot be read. */
static DPat *const_value_pat(Ecx *e, TyId t, const uint8_t *bytes, uint64_t size, uint64_t off, Span sp, int depth) {
    const Layout *l = depth < 32 ? ty_layout_of(e->tcx, t) : NULL;
    if (!l || off + l->size > size) return NULL;
    const TyData *d = TD(e, t);
    uint32_t bits;
    bool s;
    if (integral(e, t, &bits, &s)) {
        u128 v = 0;
        for (uint64_t i = l->size > 16 ? 16 : l->size; i-- > 0;) v = (v << 8) | bytes[off + i];
        return range_pat(e, t, v & umax(bits), v & umax(bits), sp);
    }
    const AdtDef *ad = d->kind == TYK_ADT ? ty_adt_def(e->tcx, d->adt.def) : NULL;
    const Layout *fl = l;
    uint32_t variant = 0;
    if (ad && ad->kind == ADT_UNION) return mk(e, K_OPAQUE, t, sp);
    if (ad && ad->kind == ADT_ENUM) {
        if (!ad->nvariants || !l->variants) return NULL;
        if (l->tag_encoding == TAG_NONE) {
            variant = l->niche_variant;
        } else {
            uint64_t toff = off + l->offsets[l->tag_field];
            uint32_t tsz = (uint32_t)l->tag.size;
            if (tsz > 16 || toff + tsz > size) return NULL;
            u128 tag = 0;
            for (uint32_t i = tsz; i-- > 0;) tag = (tag << 8) | bytes[toff + i];
            u128 mask = umax(tsz * 8u);
            if (l->tag_encoding == TAG_NICHE) {
                u128 rel = (tag - l->niche_start) & mask;
                variant = rel <= (u128)(l->niche_end_variant - l->niche_start_variant) ? l->niche_start_variant + (uint32_t)rel
                                                                                     : l->niche_variant;
            } else {
                bool found = false;
                for (uint32_t v = 0; v < ad->nvariants && !found; v++) {
                    uint64_t lo = v, hi = 0;
                    if (!ty_discriminant(e->tcx, d->adt.def, v, &lo, &hi)) return NULL;
                    if (((((u128)hi << 64) | lo) & mask) == tag) variant = v, found = true;
                }
                if (!found) return NULL;
            }
        }
        if (variant >= l->nvariants || !l->variants[variant]) return NULL;
        fl = l->variants[variant];
    } else if (!ad && d->kind != TYK_TUPLE && d->kind != TYK_ARRAY) {
        return mk(e, K_OPAQUE, t, sp);
    }
    if (d->kind == TYK_ARRAY) {
        if (d->array.len == ARRAY_LEN_PARAM) return NULL;
        const Layout *el = ty_layout_of(e->tcx, d->array.elem);
        if (!el) return NULL;
        DPat *x = mk(e, K_SLICE, t, sp);
        x->prefix = (uint32_t)d->array.len;
        x->nfields = (uint32_t)d->array.len;
        x->fields = ARENA_ARRAY(e->a, DPat *, x->nfields ? x->nfields : 1);
        for (uint32_t i = 0; i < x->nfields; i++)
            if (!(x->fields[i] = const_value_pat(e, d->array.elem, bytes, size, off + i * el->size, sp, depth + 1)))
                return NULL;
        return x;
    }
    DPat *c = d->kind == TYK_TUPLE ? mk(e, K_SINGLE, t, sp) : adt_ctor(e, t, variant, sp);
    if (d->kind == TYK_TUPLE) {
        c->nfields = tuple_len(e, t);
        c->fields = ARENA_ARRAY(e->a, DPat *, c->nfields ? c->nfields : 1);
    }
    if (c->nfields > fl->nfields) return NULL;
    for (uint32_t i = 0; i < c->nfields; i++)
        if (!(c->fields[i] = const_value_pat(e, field_ty(e, c, t, i), bytes, size, off + fl->offsets[i], sp, depth + 1)))
            return NULL;
    return c;
}

/* Positional sub-patterns with an optional `..` at index dotdot. */
static void fill_positional(Ecx *e, DPat *d, HirPat **pats, uint32_t npats, int32_t dotdot) {
    uint32_t n = d->nfields;
    for (uint32_t i = 0; i < npats; i++) {
        uint32_t idx = i;
        if (dotdot >= 0 && i >= (uint32_t)dotdot) idx = n - (npats - i);
        if (idx < n) d->fields[idx] = lower_pat(e, pats[i]);
    }
}

static DPat *lower_inner(Ecx *e, const HirPat *p, TyId t) {
    switch (p->kind) {
    case HPAT_WILD: case HPAT_ERR: return mk(e, K_WILD, t, p->span);
    case HPAT_BINDING:
        if (p->binding.sub) return lower_pat(e, p->binding.sub);
        return mk(e, K_WILD, t, p->span);
    case HPAT_STRUCT: {
        Res res = qpath_res(e, p, &p->strukt.qpath);
        DPat *d = adt_ctor(e, t, res_variant(e, res, t), p->span);
        for (uint32_t i = 0; i < p->strukt.nfields; i++) {
            const HirPatField *f = &p->strukt.fields[i];
            uint32_t idx = f->id.i < e->r->nids && e->r->field_indices ? e->r->field_indices[f->id.i] : i;
            if (idx < d->nfields) d->fields[idx] = lower_pat(e, f->pat);
        }
        return d;
    }
    case HPAT_TUPLE_STRUCT: {
        Res res = qpath_res(e, p, &p->tuple_struct.qpath);
        DPat *d = adt_ctor(e, t, res_variant(e, res, t), p->span);
        fill_positional(e, d, p->tuple_struct.pats, p->tuple_struct.npats, p->tuple_struct.dotdot);
        return d;
    }
    case HPAT_PATH: {
        Res res = qpath_res(e, p, &p->qpath);
        if (res.kind == RES_DEF) {
            uint8_t k = res_def(e->res, res.def)->kind;
            if (k == DEF_CONST || k == DEF_ASSOC_CONST) {
                HirExpr x = {.kind = HEXPR_PATH, .id = p->id, .span = p->span, .qpath = p->qpath};
                u128 v;
                if (expr_value(e, &x, t, &v)) return range_pat(e, t, v, v, p->span);
                /* a const of a struct without fields (`const FULL:
                 * RangeFull = ..;`) has the one value of its type: rustc's
                 * const_to_pat makes it the struct pattern, which covers it */
                const TyData *td = TD(e, t);
                const AdtDef *ad = td->kind == TYK_ADT ? ty_adt_def(e->tcx, td->adt.def) : NULL;
                if (ad && ad->kind == ADT_STRUCT && ad->nvariants == 1 && ad->variants[0].nfields == 0)
                    return adt_ctor(e, t, 0, p->span);
                /* its value, deconstructed (rustc's const_to_pat) */
                ArgsId args = p->id.i < e->r->nids && e->r->node_args ? e->r->node_args[p->id.i] : (ArgsId){0};
                const uint8_t *bytes;
                uint64_t size;
                DPat *cv = NULL;
                if (!(td->flags & (TYF_HAS_PARAM | TYF_HAS_INFER | TYF_HAS_ERROR)) && !args_generic(e, args) &&
                    ty_eval_const_bytes(e->tcx, res.def, args, &bytes, &size))
                    cv = const_value_pat(e, t, bytes, size, 0, p->span, 0);
                return cv ? cv : mk(e, K_OPAQUE, t, p->span);
            }
        }
        return adt_ctor(e, t, res_variant(e, res, t), p->span);
    }
    case HPAT_TUPLE: {
        DPat *d = mk(e, K_SINGLE, t, p->span);
        d->nfields = TD(e, t)->kind == TYK_TUPLE ? tuple_len(e, t) : 0;
        d->fields = ARENA_ARRAY(e->a, DPat *, d->nfields ? d->nfields : 1);
        for (uint32_t i = 0; i < d->nfields; i++) d->fields[i] = wild(e, field_ty(e, d, t, i));
        fill_positional(e, d, p->tuple.pats, p->tuple.npats, p->tuple.dotdot);
        return d;
    }
    case HPAT_BOX: case HPAT_REF: {
        DPat *d = mk(e, K_SINGLE, t, p->span);
        d->nfields = 1;
        d->fields = ARENA_ARRAY(e->a, DPat *, 1);
        d->fields[0] = lower_pat(e, p->kind == HPAT_BOX ? p->inner : p->ref.pat);
        return d;
    }
    case HPAT_LIT: {
        u128 v;
        if (expr_value(e, p->lit, t, &v)) return range_pat(e, t, v, v, p->span);
        return mk(e, K_OPAQUE, t, p->span);
    }
    case HPAT_RANGE: {
        uint32_t bits;
        bool s;
        if (!integral(e, t, &bits, &s)) return mk(e, K_OPAQUE, t, p->span);
        u128 lo = s ? (u128)1 << (bits - 1) : 0, hi = s ? umax(bits - 1) : umax(bits);
        if (p->range.lo && !expr_value(e, p->range.lo, t, &lo)) return mk(e, K_OPAQUE, t, p->span);
        if (p->range.hi && !expr_value(e, p->range.hi, t, &hi)) return mk(e, K_OPAQUE, t, p->span);
        DPat *d = range_pat(e, t, lo, hi, p->span);
        if (p->range.hi && !p->range.inclusive) {
            if (d->hi == d->lo || d->hi == 0) return mk(e, K_OPAQUE, t, p->span);   /* empty (E0579 elsewhere) */
            d->hi--;
        }
        if (d->lo > d->hi) return mk(e, K_OPAQUE, t, p->span);
        return d;
    }
    case HPAT_SLICE: {
        DPat *d = mk(e, K_SLICE, t, p->span);
        d->varlen = p->slice.mid != NULL;
        d->prefix = p->slice.nbefore;
        d->suffix = d->varlen ? p->slice.nafter : 0;
        if (!d->varlen) d->prefix += p->slice.nafter;
        if (TD(e, t)->kind == TYK_ARRAY && d->varlen && TD(e, t)->array.len != ARRAY_LEN_PARAM) {
            /* an array pattern with `..` is a fixed-length pattern */
            uint64_t len = TD(e, t)->array.len;
            d->varlen = false;
            DPat *x = mk(e, K_SLICE, t, p->span);
            x->prefix = (uint32_t)len;
            x->nfields = (uint32_t)len;
            x->fields = ARENA_ARRAY(e->a, DPat *, len ? len : 1);
            for (uint32_t i = 0; i < len; i++) x->fields[i] = wild(e, field_ty(e, x, t, i));
            for (uint32_t i = 0; i < p->slice.nbefore && i < len; i++) x->fields[i] = lower_pat(e, p->slice.before[i]);
            for (uint32_t i = 0; i < p->slice.nafter && p->slice.nafter <= len; i++)
                x->fields[len - p->slice.nafter + i] = lower_pat(e, p->slice.after[i]);
            return x;
        }
        d->nfields = p->slice.nbefore + p->slice.nafter;
        d->fields = ARENA_ARRAY(e->a, DPat *, d->nfields ? d->nfields : 1);
        for (uint32_t i = 0; i < p->slice.nbefore; i++) d->fields[i] = lower_pat(e, p->slice.before[i]);
        for (uint32_t i = 0; i < p->slice.nafter; i++) d->fields[p->slice.nbefore + i] = lower_pat(e, p->slice.after[i]);
        return d;
    }
    case HPAT_OR: {
        DPat *d = mk(e, K_OR, t, p->span);
        d->nfields = p->alts.nalts;
        d->fields = ARENA_ARRAY(e->a, DPat *, d->nfields ? d->nfields : 1);
        for (uint32_t i = 0; i < d->nfields; i++) d->fields[i] = lower_pat(e, p->alts.alts[i]);
        return d;
    }
    }
    return mk(e, K_WILD, t, p->span);
}

/* A pattern, with the references default binding modes dereferenced
 * (pat_adjustments) as explicit `&` constructors around it. */
static DPat *lower_pat(Ecx *e, const HirPat *p) {
    DPat *d = lower_inner(e, p, pat_ty(e, p));
    const Adjustments *adj = p->id.i < e->r->nids && e->r->pat_adjustments ? &e->r->pat_adjustments[p->id.i] : NULL;
    for (uint32_t i = adj ? adj->n : 0; i-- > 0;) {
        DPat *r = mk(e, K_SINGLE, adj->steps[i].target, p->span);
        r->nfields = 1;
        r->fields = ARENA_ARRAY(e->a, DPat *, 1);
        r->fields[0] = d;
        d = r;
    }
    return d;
}

/* ---- inhabitedness (rustc's uninhabited_from, seen from e->module) ---- */

static bool uninhabited(Ecx *e, TyId t, uint32_t depth);

/* Is `inner` the module `outer` or inside it? */
static bool module_within(Ecx *e, DefId inner, DefId outer) {
    for (DefId a = inner; a.i; a = res_def(e->res, a)->parent)
        if (def_eq(a, outer)) return true;
    return false;
}

/* A private struct field hides its type's emptiness outside the module
 * that defines the struct (enum fields are always visible). */
static bool field_visible_here(Ecx *e, DefId adt, const FieldDefTy *f) {
    if (f->is_pub) return true;
    DefId m = res_def(e->res, adt)->parent;
    while (m.i && res_def(e->res, m)->kind != DEF_MOD) m = res_def(e->res, m)->parent;
    return !m.i || module_within(e, e->module, m);
}

static TyId field_ty_norm(Ecx *e, TyId adt, uint32_t v, uint32_t f) {
    TyId t = ty_field_ty(e->tcx, adt, v, f);
    if (ty_get(e->tcx, t)->flags & TYF_HAS_PROJECTION) t = ty_normalize(e->tcx, NULL, ty_param_env(e->tcx, e->owner), t);
    return t;
}

/* #[non_exhaustive] on def (an enum, struct or variant) of a crate other
 * than the body's: there it may gain variants or fields (rustc's
 * is_foreign_non_exhaustive_enum, is_field_list_non_exhaustive). */
static bool foreign_non_exhaustive(Ecx *e, DefId def) {
    const HirAttrs *at = hir_attrs(ty_hir(e->tcx), def);
    if (!at || !at->non_exhaustive) return false;
    const DefData *dd = res_def(e->res, def), *od = res_def(e->res, e->owner);
    return dd && od && dd->krate != od->krate;
}

/* A variant is uninhabited when one of its fields is (for structs: one
 * the match can see); another crate's #[non_exhaustive] variant or struct
 * always counts as inhabited (rustc 1.63's uninhabited_from). */
static bool variant_uninhabited(Ecx *e, TyId adt, const AdtDef *ad, uint32_t v, uint32_t depth) {
    const VariantDef *vd = &ad->variants[v];
    if (foreign_non_exhaustive(e, ad->kind == ADT_ENUM ? vd->def : ad->def)) return false;
    for (uint32_t f = 0; f < vd->nfields; f++) {
        if (ad->kind == ADT_STRUCT && !field_visible_here(e, ad->def, &vd->fields[f])) continue;
        if (uninhabited(e, field_ty_norm(e, adt, v, f), depth + 1)) return true;
    }
    return false;
}

/* `!`, empty enums, enums whose variants are all uninhabited, structs
 * and tuples with an uninhabited field, non-empty arrays of an
 * uninhabited type. References, raw pointers and unions count as
 * inhabited (rustc 1.63). */
static bool uninhabited(Ecx *e, TyId t, uint32_t depth) {
    if (depth > 32) return false;   /* only malformed (infinitely sized) types get here */
    const TyData *d = TD(e, t);
    switch (d->kind) {
    case TYK_NEVER: return true;
    case TYK_TUPLE:
        for (uint32_t i = 0; i < ty_args_len(e->tcx, d->tuple); i++)
            if (uninhabited(e, ty_args(e->tcx, d->tuple)[i], depth + 1)) return true;
        return false;
    case TYK_ARRAY:
        return d->array.len != ARRAY_LEN_PARAM && d->array.len > 0 && uninhabited(e, d->array.elem, depth + 1);
    case TYK_ADT: {
        const AdtDef *ad = ty_adt_def(e->tcx, d->adt.def);
        if (!ad || ad->kind == ADT_UNION) return false;
        if (ad->kind == ADT_ENUM && foreign_non_exhaustive(e, ad->def)) return false;
        for (uint32_t v = 0; v < ad->nvariants; v++)
            if (!variant_uninhabited(e, t, ad, v, depth)) return false;
        return true;
    }
    default: return false;
    }
}

/* Under exhaustive_patterns, the emptiness of a type matched by `_` is
 * visible to exhaustiveness. */
static bool hidden_empty(Ecx *e, TyId t) { return e->exhaustive_patterns && uninhabited(e, t, 0); }

/* ---- constructors of a type ---- */

/* Every constructor of t (before splitting); *nonexh when only `_`
 * covers all values (usize/isize, str, floats, opaque types, another
 * crate's #[non_exhaustive] enum besides its variants). An empty
 * type has no constructors only at the top (an empty `match`) or under
 * exhaustive_patterns; nested, its emptiness is not exposed (rustc). */
static void all_ctors(Ecx *e, TyId t, PatVec *out, bool *nonexh, bool top) {
    const TyData *d = TD(e, t);
    uint32_t bits;
    bool s;
    *nonexh = false;
    if (d->kind == TYK_NEVER || (d->kind == TYK_ADT && ty_adt_def(e->tcx, d->adt.def) &&
                                 ty_adt_def(e->tcx, d->adt.def)->kind == ADT_ENUM &&
                                 !ty_adt_def(e->tcx, d->adt.def)->nvariants)) {
        *nonexh = (!top && !e->exhaustive_patterns) || (d->kind == TYK_ADT && foreign_non_exhaustive(e, d->adt.def));
        return;
    }
    if (hidden_empty(e, t)) return;
    if (d->kind == TYK_CHAR) {
        vec_push(out, range_pat(e, t, 0, 0xD7FF, (Span){0, 0}));
        vec_push(out, range_pat(e, t, 0xE000, 0x10FFFF, (Span){0, 0}));
        return;
    }
    if (integral(e, t, &bits, &s)) {
        DPat *r = mk(e, K_RANGE, t, (Span){0, 0});
        r->lo = 0;
        r->hi = umax(bits);
        vec_push(out, r);
        if (is_pointer_sized(e, t)) *nonexh = true;
        return;
    }
    switch (d->kind) {
    case TYK_ADT: {
        const AdtDef *ad = ty_adt_def(e->tcx, d->adt.def);
        if (ad && ad->kind == ADT_ENUM) {
            for (uint32_t v = 0; v < ad->nvariants; v++) {
                /* exhaustive_patterns: an uninhabited variant needs no arm */
                if (e->exhaustive_patterns && variant_uninhabited(e, t, ad, v, 0)) continue;
                DPat *c = mk(e, K_VARIANT, t, (Span){0, 0});
                c->variant = v;
                vec_push(out, c);
            }
            if (foreign_non_exhaustive(e, ad->def)) *nonexh = true;
            return;
        }
        /* a struct or a union: one constructor (rustc's Single; a union
         * pattern names one field, the others are wildcards) */
        vec_push(out, mk(e, K_SINGLE, t, (Span){0, 0}));
        return;
    }
    case TYK_TUPLE: case TYK_REF: vec_push(out, mk(e, K_SINGLE, t, (Span){0, 0})); return;
    case TYK_ARRAY: {
        DPat *c = mk(e, K_SLICE, t, (Span){0, 0});
        c->prefix = d->array.len == ARRAY_LEN_PARAM ? 0 : (uint32_t)d->array.len;
        if (d->array.len == ARRAY_LEN_PARAM) *nonexh = true;
        else vec_push(out, c);
        return;
    }
    case TYK_SLICE: {
        DPat *c = mk(e, K_SLICE, t, (Span){0, 0});
        /* split against the matrix below; a slice of an empty type can
         * only be empty (under exhaustive_patterns) */
        c->varlen = !hidden_empty(e, d->elem);
        vec_push(out, c);
        return;
    }
    case TYK_NEVER: return;
    default: *nonexh = true; return;
    }
}

static uint32_t slice_min_len(const DPat *c) { return c->prefix + c->suffix; }

/* Is constructor c (a split piece) covered by pattern constructor p? */
static bool covers(const DPat *p, const DPat *c) {
    switch (p->kind) {
    case K_WILD: return true;
    case K_RANGE: return c->kind == K_RANGE && p->lo <= c->lo && c->hi <= p->hi;
    case K_VARIANT: return c->kind == K_VARIANT && c->variant == p->variant;
    case K_SINGLE: return c->kind == K_SINGLE;
    case K_SLICE:
        if (c->kind != K_SLICE) return false;
        if (!p->varlen) return !c->varlen && c->prefix == p->prefix;
        return slice_min_len(c) >= slice_min_len(p);
    default: return false;
    }
}

static int cmp_u128(const void *a, const void *b) {
    u128 x = *(const u128 *)a, y = *(const u128 *)b;
    return x < y ? -1 : x > y;
}

/* Splits c against the head constructors so that each piece is inside
 * or outside every head. */
static void split_ctor(Ecx *e, const DPat *c, PatVec *heads, PatVec *out) {
    if (c->kind == K_RANGE) {
        VEC(u128) cuts = {0};
        vec_foreach(heads, h) {
            if ((*h)->kind != K_RANGE || (*h)->hi < c->lo || (*h)->lo > c->hi) continue;
            if ((*h)->lo > c->lo) vec_push(&cuts, (*h)->lo);
            if ((*h)->hi < c->hi) vec_push(&cuts, (*h)->hi + 1);
        }
        if (cuts.len) qsort(cuts.data, cuts.len, sizeof(u128), cmp_u128);
        u128 lo = c->lo;
        for (uint32_t i = 0; i <= cuts.len; i++) {
            u128 hi = i < cuts.len ? cuts.data[i] - 1 : c->hi;
            if (i < cuts.len && cuts.data[i] == lo) continue;
            DPat *r = mk(e, K_RANGE, c->ty, (Span){0, 0});
            r->lo = lo;
            r->hi = hi;
            vec_push(out, r);
            if (i < cuts.len) lo = cuts.data[i];
        }
        vec_free(&cuts);
        return;
    }
    if (c->kind == K_SLICE && c->varlen) {
        /* lengths below max_len one by one, then one varlen piece */
        uint32_t max_fixed = 0, max_prefix = c->prefix, max_suffix = c->suffix;
        bool any_fixed = false;
        vec_foreach(heads, h) {
            if ((*h)->kind != K_SLICE) continue;
            if ((*h)->varlen) {
                if ((*h)->prefix > max_prefix) max_prefix = (*h)->prefix;
                if ((*h)->suffix > max_suffix) max_suffix = (*h)->suffix;
            } else if ((*h)->prefix >= max_fixed) {
                max_fixed = (*h)->prefix;
                any_fixed = true;
            }
        }
        uint32_t max_len = max_prefix + max_suffix;
        if (any_fixed && max_fixed + 1 > max_len) max_len = max_fixed + 1;
        for (uint32_t n = slice_min_len(c); n < max_len; n++) {
            DPat *f = mk(e, K_SLICE, c->ty, (Span){0, 0});
            f->prefix = n;
            vec_push(out, f);
        }
        DPat *v = mk(e, K_SLICE, c->ty, (Span){0, 0});
        v->varlen = true;
        v->prefix = max_len - max_suffix;   /* the extra length goes to the prefix, as in rustc */
        v->suffix = max_suffix;
        vec_push(out, v);
        return;
    }
    vec_push(out, (DPat *)c);
}

/* ---- specialisation ---- */

/* The fields of pattern p seen as constructor c (p covers c). */
static bool specialize_row(Ecx *e, const Row *row, const DPat *c, uint32_t arity, Row *out) {
    const DPat *h = row->pats[0];
    if (!covers(h, c)) return false;
    out->n = arity + row->n - 1;
    out->pats = ARENA_ARRAY(e->a, DPat *, out->n ? out->n : 1);
    if (h->kind == K_WILD) {
        for (uint32_t i = 0; i < arity; i++) out->pats[i] = wild(e, field_ty(e, c, c->ty, i));
    } else if (h->kind == K_SLICE && h->varlen) {
        /* prefix, wildcards for the middle, suffix */
        for (uint32_t i = 0; i < arity; i++) out->pats[i] = wild(e, field_ty(e, c, c->ty, i));
        for (uint32_t i = 0; i < h->prefix && i < arity; i++) out->pats[i] = h->fields[i];
        for (uint32_t i = 0; i < h->suffix && i < arity; i++) out->pats[arity - h->suffix + i] = h->fields[h->prefix + i];
    } else {
        for (uint32_t i = 0; i < arity; i++) out->pats[i] = i < h->nfields ? h->fields[i] : wild(e, field_ty(e, c, c->ty, i));
    }
    for (uint32_t i = 1; i < row->n; i++) out->pats[arity + i - 1] = row->pats[i];
    return true;
}

/* Expands or-patterns at the head of rows. */
static void push_row(Ecx *e, Matrix *m, Row r) {
    if (r.n && r.pats[0]->kind == K_OR) {
        const DPat *o = r.pats[0];
        for (uint32_t i = 0; i < o->nfields; i++) {
            Row x = {ARENA_ARRAY(e->a, DPat *, r.n), r.n};
            copy_pats(x.pats, r.pats, r.n);
            x.pats[0] = o->fields[i];
            push_row(e, m, x);
        }
        return;
    }
    vec_push(m, r);
}

/* ---- usefulness ---- */

static DPat *ctor_with_fields(Ecx *e, const DPat *c, DPat **fields, uint32_t n) {
    DPat *d = mk(e, c->kind, c->ty, (Span){0, 0});
    *d = *c;
    d->nfields = n;
    d->fields = ARENA_ARRAY(e->a, DPat *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) d->fields[i] = fields ? fields[i] : wild(e, field_ty(e, c, c->ty, i));
    return d;
}

/* Is v useful against m? With `witnesses`, collects the values v
 * matches that m does not (as pattern stacks). */
static bool is_useful(Ecx *e, Matrix *m, Row v, Witnesses *wit, bool top) {
    if (e->budget) e->budget--;
    if (!v.n) {
        if (m->len) return false;
        if (wit) vec_push(wit, (Row){NULL, 0});
        return true;
    }
    const DPat *head = v.pats[0];
    if (head->kind == K_OR) {
        Matrix m2 = {0};
        vec_foreach(m, r) vec_push(&m2, *r);
        bool any = false;
        for (uint32_t i = 0; i < head->nfields; i++) {
            Row x = {ARENA_ARRAY(e->a, DPat *, v.n), v.n};
            copy_pats(x.pats, v.pats, v.n);
            x.pats[0] = head->fields[i];
            bool u = is_useful(e, &m2, x, wit, false);
            if (u) head->fields[i]->reachable = true;
            any |= u;
            /* as rustc: an alternative under a guard may not match, so
             * it does not make the later alternatives unreachable */
            if (!e->under_guard) push_row(e, &m2, x);
        }
        vec_free(&m2);
        return any;
    }
    TyId ty = head->ty;
    PatVec heads = {0};
    vec_foreach(m, r) vec_push(&heads, r->pats[0]);
    PatVec ctors = {0};
    bool report_missing = false, missing_as_wild = false;
    PatVec missing = {0};
    if (head->kind == K_WILD) {
        PatVec all = {0};
        bool nonexh;
        all_ctors(e, ty, &all, &nonexh, top);
        PatVec split = {0};
        vec_foreach(&all, c) split_ctor(e, *c, &heads, &split);
        bool any_head_ctor = false;
        vec_foreach(&heads, h) if ((*h)->kind != K_WILD) any_head_ctor = true;
        vec_foreach(&split, c) {
            bool present = false;
            vec_foreach(&heads, h) if ((*h)->kind != K_WILD && covers(*h, *c)) present = true;
            if (!present) vec_push(&missing, *c);
        }
        if (nonexh) vec_push(&missing, mk(e, K_NONEXH, ty, (Span){0, 0}));
        if (missing.len) {
            uint32_t bits;
            bool s;
            bool report_all = top && !integral(e, ty, &bits, &s);
            report_missing = true;
            missing_as_wild = !(any_head_ctor || report_all) || nonexh;
            vec_push(&ctors, mk(e, K_MISSING, ty, (Span){0, 0}));
        } else {
            vec_foreach(&split, c) vec_push(&ctors, *c);
        }
        vec_free(&all);
        vec_free(&split);
    } else if (head->kind == K_OPAQUE || head->kind == K_NONEXH) {
        vec_push(&ctors, (DPat *)head);
    } else {
        split_ctor(e, head, &heads, &ctors);
    }
    bool useful = false;
    vec_foreach(&ctors, cp) {
        const DPat *c = *cp;
        uint32_t arity = c->kind == K_MISSING || c->kind == K_OPAQUE || c->kind == K_NONEXH ? 0 : ctor_arity(e, c, ty);
        Matrix sm = {0};
        vec_foreach(m, r) {
            Row x;
            bool keep = c->kind == K_MISSING || c->kind == K_OPAQUE || c->kind == K_NONEXH
                            ? r->pats[0]->kind == K_WILD
                            : specialize_row(e, r, c, arity, &x);
            if (!keep) continue;
            if (c->kind == K_MISSING || c->kind == K_OPAQUE || c->kind == K_NONEXH) x = (Row){r->pats + 1, r->n - 1};
            push_row(e, &sm, x);
        }
        Row vx;
        if (c->kind == K_MISSING || c->kind == K_OPAQUE || c->kind == K_NONEXH) vx = (Row){v.pats + 1, v.n - 1};
        else specialize_row(e, &v, c, arity, &vx);
        Witnesses sub = {0};
        /* out of budget: assume the conservative answer (no unreachable
         * warning, no missing-pattern error) */
        bool u = e->budget ? is_useful(e, &sm, vx, wit ? &sub : NULL, false) : !wit;
        vec_free(&sm);
        if (!u) continue;
        useful = true;
        if (!wit) break;
        /* apply the constructor to each witness */
        vec_foreach(&sub, w) {
            if (c->kind == K_MISSING) {
                if (missing_as_wild || !report_missing) {
                    Row nw = {ARENA_ARRAY(e->a, DPat *, w->n + 1), w->n + 1};
                    nw.pats[0] = wild(e, ty);
                    copy_pats(nw.pats + 1, w->pats, w->n);
                    vec_push(wit, nw);
                } else {
                    vec_foreach(&missing, mc) {
                        Row nw = {ARENA_ARRAY(e->a, DPat *, w->n + 1), w->n + 1};
                        nw.pats[0] = (*mc)->kind == K_NONEXH ? wild(e, ty) : ctor_with_fields(e, *mc, NULL, ctor_arity(e, *mc, ty));
                        copy_pats(nw.pats + 1, w->pats, w->n);
                        vec_push(wit, nw);
                    }
                }
            } else {
                uint32_t rest = w->n - arity;
                Row nw = {ARENA_ARRAY(e->a, DPat *, rest + 1), rest + 1};
                nw.pats[0] = c->kind == K_OPAQUE || c->kind == K_NONEXH ? wild(e, ty) : ctor_with_fields(e, c, w->pats, arity);
                copy_pats(nw.pats + 1, w->pats + arity, rest);
                vec_push(wit, nw);
            }
        }
        vec_free(&sub);
    }
    vec_free(&heads);
    vec_free(&ctors);
    vec_free(&missing);
    return useful;
}

/* ---- printing witnesses (rustc's pattern Display) ---- */

/* An approximation of Rust's char::is_printable (escape_debug): ASCII
 * graphics, and the assigned, non-private, non-control planes. */
static bool char_printable(uint32_t c) {
    if (c < 0x20 || (c >= 0x7F && c < 0xA1) || c == 0xAD) return false;
    if (c >= 0xD7FC && c < 0xF900) return false;   /* unassigned, surrogates, private use */
    if (c >= 0xFFF0 && c < 0x10000) return false;
    if (c >= 0x2FFFE && c < 0x30000) return false;
    if (c >= 0x323B0 && c < 0xE0100) return false;
    if (c >= 0xE01F0) return false;                 /* private use planes, noncharacters */
    return true;
}

static void print_value(Ecx *e, StrBuf *sb, TyId t, u128 biased) {
    u128 v = unbias(e, t, biased);
    const TyData *d = TD(e, t);
    if (d->kind == TYK_BOOL) {
        sb_puts(sb, v ? "true" : "false");
        return;
    }
    if (d->kind == TYK_CHAR) {
        uint32_t c = (uint32_t)v;
        if (c == '\'' || c == '\\') sb_printf(sb, "'\\%c'", (char)c);
        else if (c >= 0x20 && c < 0x7F) sb_printf(sb, "'%c'", (char)c);
        else if (c == 0) sb_puts(sb, "'\\0'");
        else if (c == '\n') sb_puts(sb, "'\\n'");
        else if (c == '\t') sb_puts(sb, "'\\t'");
        else if (c == '\r') sb_puts(sb, "'\\r'");
        else if (!char_printable(c)) sb_printf(sb, "'\\u{%x}'", c);
        else {
            sb_putc(sb, '\'');
            sb_put_utf8(sb, c);
            sb_putc(sb, '\'');
        }
        return;
    }
    uint32_t bits = 0;
    bool s = false;
    integral(e, t, &bits, &s);
    const char *name = ty_to_string(e->tcx, t);
    char buf[48];
    if (s) {
        if (biased == 0) { sb_printf(sb, "%s::MIN", name); return; }
        if (biased == umax(bits)) { sb_printf(sb, "%s::MAX", name); return; }
        u128 sign = (u128)1 << (bits - 1);
        if (v & sign) sb_printf(sb, "-%s_%s", u128_to_str(((~v) & umax(bits)) + 1, buf), name);
        else sb_printf(sb, "%s_%s", u128_to_str(v, buf), name);
    } else {
        if (v == umax(bits)) { sb_printf(sb, "%s::MAX", name); return; }
        sb_printf(sb, "%s_%s", u128_to_str(v, buf), name);
    }
}

static void print_pat(Ecx *e, StrBuf *sb, const DPat *p);

static void print_fields_paren(Ecx *e, StrBuf *sb, const DPat *p) {
    sb_putc(sb, '(');
    for (uint32_t i = 0; i < p->nfields; i++) {
        if (i) sb_puts(sb, ", ");
        print_pat(e, sb, p->fields[i]);
    }
    sb_putc(sb, ')');
}

static void print_adt(Ecx *e, StrBuf *sb, const DPat *p) {
    const TyData *d = TD(e, p->ty);
    const AdtDef *ad = ty_adt_def(e->tcx, d->adt.def);
    if (!ad || !ad->nvariants) {
        sb_putc(sb, '_');
        return;
    }
    if (ad->lang == LANG_OWNED_BOX) {
        sb_puts(sb, "box ");
        print_pat(e, sb, p->fields[0]);
        return;
    }
    const VariantDef *v = &ad->variants[p->kind == K_VARIANT ? p->variant : 0];
    sb_puts(sb, sym_str(ad->kind == ADT_ENUM ? v->name : res_def(e->res, ad->def)->name));
    if (v->kind == VD_TUPLE) {
        print_fields_paren(e, sb, p);
    } else if (v->kind == VD_STRUCT) {
        bool any = false, skipped = false;
        sb_puts(sb, " { ");
        for (uint32_t i = 0; i < p->nfields && i < v->nfields; i++) {
            if (p->fields[i]->kind == K_WILD) {
                skipped = true;
                continue;
            }
            if (any) sb_puts(sb, ", ");
            sb_printf(sb, "%s: ", sym_str(v->fields[i].name));
            print_pat(e, sb, p->fields[i]);
            any = true;
        }
        if (skipped) sb_puts(sb, any ? ", .." : "..");
        sb_puts(sb, " }");
    }
}

static void print_pat(Ecx *e, StrBuf *sb, const DPat *p) {
    const TyData *d = TD(e, p->ty);
    switch (p->kind) {
    case K_WILD: case K_MISSING: case K_NONEXH: case K_OPAQUE: case K_OR: sb_putc(sb, '_'); return;
    case K_RANGE:
        print_value(e, sb, p->ty, p->lo);
        if (p->hi != p->lo) {
            sb_puts(sb, "..=");
            print_value(e, sb, p->ty, p->hi);
        }
        return;
    case K_VARIANT: print_adt(e, sb, p); return;
    case K_SINGLE:
        if (d->kind == TYK_TUPLE) {
            sb_putc(sb, '(');
            for (uint32_t i = 0; i < p->nfields; i++) {
                if (i) sb_puts(sb, ", ");
                print_pat(e, sb, p->fields[i]);
            }
            if (p->nfields == 1) sb_putc(sb, ',');
            sb_putc(sb, ')');
        } else if (d->kind == TYK_REF) {
            sb_puts(sb, d->mutbl ? "&mut " : "&");
            print_pat(e, sb, p->fields[0]);
        } else if (d->kind == TYK_ADT) {
            print_adt(e, sb, p);
        } else {
            sb_putc(sb, '_');
        }
        return;
    case K_SLICE:
        sb_putc(sb, '[');
        for (uint32_t i = 0; i < p->nfields; i++) {
            if (i) sb_puts(sb, ", ");
            if (p->varlen && i == p->prefix) sb_puts(sb, ".., ");
            print_pat(e, sb, p->fields[i]);
        }
        if (p->varlen && p->prefix == p->nfields) sb_puts(sb, p->nfields ? ", .." : "..");
        sb_putc(sb, ']');
        return;
    }
}

/* ---- reports ---- */

/* "`A`", "`A` and `B`", "`A`, `B` and `C`", "`A`, `B`, `C` and 1 more" */
static char *joined(Ecx *e, Witnesses *w) {
    StrBuf sb = {0};
    uint32_t n = w->len;
    for (uint32_t i = 0; i < n && i < 4; i++) {
        if (n > 3 && i == 3) {
            sb_printf(&sb, " and %u more", n - 3);
            break;
        }
        if (i) sb_puts(&sb, i == n - 1 ? " and " : ", ");
        sb_putc(&sb, '`');
        print_pat(e, &sb, w->data[i].pats[0]);
        sb_putc(&sb, '`');
    }
    char *s = arena_strdup(e->a, sb_cstr(&sb));
    sb_free(&sb);
    return s;
}

/* The variants of `adt` a witness mentions, through nested patterns of
 * the same enum (`Some(None)` names both), as rustc points at them. */
static void collect_variants(Ecx *e, const DPat *p, DefId adt, VecU32 *out) {
    while (p->kind == K_SINGLE && TD(e, p->ty)->kind == TYK_REF && p->nfields) p = p->fields[0];
    if (p->kind != K_VARIANT || TD(e, p->ty)->kind != TYK_ADT || TD(e, p->ty)->adt.def.i != adt.i) return;
    bool dup = false;
    vec_foreach(out, v) if (*v == p->variant) dup = true;
    if (!dup) vec_push(out, p->variant);
    for (uint32_t i = 0; i < p->nfields; i++) collect_variants(e, p->fields[i], adt, out);
}

/* Is crate c the standard library (core, alloc, std)? rustc has it
 * precompiled, without sources to show; any other crate it compiled
 * from source (an aux-build dependency) and shows its items. */
static bool std_library_crate(Ecx *e, CrateNum c) {
    if (c == LOCAL_CRATE) return false;
    const char *n = sym_str(res_crate_name(e->res, c));
    return !strcmp(n, "core") || !strcmp(n, "alloc") || !strcmp(n, "std");
}

/* note: `E` defined here, pointing at the missing variants. */
static void adt_defined_here(Ecx *e, Diag *d, TyId t, Witnesses *w) {
    while (TD(e, t)->kind == TYK_REF) t = TD(e, t)->pointee;
    if (TD(e, t)->kind != TYK_ADT) return;
    const AdtDef *ad = ty_adt_def(e->tcx, TD(e, t)->adt.def);
    if (!ad) return;
    const DefData *dd = res_def(e->res, ad->def);
    const char *tys = ty_to_string(e->tcx, t);
    if (std_library_crate(e, dd->krate)) {
        diag_note(d, "`%s` defined here", tys);
        return;
    }
    const HirItem *it = hir_item(ty_hir(e->tcx), ad->def);
    Span name_sp = dd->span;
    if (it) {
        /* the name: `enum NAME` — find it in the item's text */
        name_sp = it->span;
    }
    Diag *n = diag_span_note(d, name_sp, "`%s` defined here", tys);
    n->labels.len = 0;
    Span ident = name_sp;
    const SourceFile *f = sm_file_at(e->dc->sm, name_sp.lo);
    /* rustc: the name of a local ADT, the whole item of another crate's
     * (its def_span) */
    if (f && it && dd->krate == LOCAL_CRATE) {
        const char *src = f->src + (name_sp.lo - f->start);
        const char *nm = sym_str(it->name);
        const char *hit = strstr(src, nm);
        if (hit && (uint32_t)(hit - src) < name_sp.hi - name_sp.lo)
            ident = (Span){name_sp.lo + (uint32_t)(hit - src), name_sp.lo + (uint32_t)(hit - src) + (uint32_t)strlen(nm)};
    }
    VecU32 seen = {0};
    if (w->len < 5) vec_foreach(w, row) collect_variants(e, row->pats[0], ad->def, &seen);
    /* rustc sorts the spans (MultiSpan::from_spans): the first variant in
     * source order is the note's location */
    for (uint32_t i = 1; i < seen.len; i++)
        for (uint32_t k = i; k > 0 && seen.data[k - 1] > seen.data[k]; k--) {
            uint32_t tmp = seen.data[k];
            seen.data[k] = seen.data[k - 1];
            seen.data[k - 1] = tmp;
        }
    /* a struct (no variant to point at): the name is the primary span */
    diag_label(n, ident, seen.len == 0, NULL);
    vec_foreach(&seen, v) {
        if (*v >= ad->nvariants) continue;
        const DefData *vd = res_def(e->res, ad->variants[*v].def);
        Span vs = vd->span;
        const char *vn = sym_str(ad->variants[*v].name);
        if (f && vs.lo >= f->start && vs.hi <= f->start + f->len && vs.hi - vs.lo >= strlen(vn))
            vs.hi = vs.lo + (uint32_t)strlen(vn);
        diag_label(n, vs, true, "not covered");
    }
    vec_free(&seen);
}

static void report_match(Ecx *e, const HirExpr *m, TyId scrut_ty, Witnesses *w) {
    char *j = joined(e, w);
    bool plural = w->len > 1;
    Span sp = m->match.scrutinee->span;
    Diag *d;
    const AdtDef *sad = TD(e, scrut_ty)->kind == TYK_ADT ? ty_adt_def(e->tcx, TD(e, scrut_ty)->adt.def) : NULL;
    bool non_empty_enum = sad && sad->kind == ADT_ENUM && sad->nvariants;
    uint32_t nw = w->len;
    if (!m->match.narms && !non_empty_enum) {
        nw = 0;   /* rustc suggests `_` */
        d = diag_error(e->dc, DC_E0004, sp, "non-exhaustive patterns: type `%s` is non-empty", ty_to_string(e->tcx, scrut_ty));
    } else {
        d = diag_error(e->dc, DC_E0004, sp, "non-exhaustive patterns: %s not covered", j);
        diag_label(d, sp, true, "pattern%s %s not covered", plural ? "s" : "", j);
    }
    adt_defined_here(e, d, scrut_ty, w);
    diag_note(d, "the matched value is of type `%s`%s", ty_to_string(e->tcx, scrut_ty),
              sad && sad->kind == ADT_ENUM && foreign_non_exhaustive(e, sad->def) ? ", which is marked as non-exhaustive" : "");
    if (is_pointer_sized(e, scrut_ty) && w->len == 1 && w->data[0].pats[0]->kind == K_WILD) {
        diag_note(d, "`%s` does not have a fixed maximum value, so a wildcard `_` is necessary to match exhaustively",
                  ty_to_string(e->tcx, scrut_ty));
        diag_help(d, "add `#![feature(precise_pointer_size_matching)]` to the crate attributes to enable precise `%s` matching",
                  ty_to_string(e->tcx, scrut_ty));
    }
    /* the suggested arm */
    StrBuf pat = {0};
    const char *msg;
    if (nw == 0) {
        sb_putc(&pat, '_');
        msg = "ensure that all possible cases are being handled by adding a match arm with a wildcard pattern as shown";
    } else if (nw == 1) {
        print_pat(e, &pat, w->data[0].pats[0]);
        msg = "ensure that all possible cases are being handled by adding a match arm with a wildcard pattern or an "
              "explicit pattern as shown";
    } else if (nw <= 3) {
        for (uint32_t i = 0; i < nw; i++) {
            if (i) sb_puts(&pat, " | ");
            print_pat(e, &pat, w->data[i].pats[0]);
        }
        msg = "ensure that all possible cases are being handled by adding a match arm with a wildcard pattern, a match "
              "arm with multiple or-patterns as shown, or multiple match arms";
    } else {
        sb_putc(&pat, '_');
        msg = "ensure that all possible cases are being handled by adding a match arm with a wildcard pattern as shown, "
              "or multiple match arms";
    }
    if (m->match.narms) {
        const HirArm *last = &m->match.arms[m->match.narms - 1];
        bool block = last->body->kind == HEXPR_BLOCK;
        const char *comma, *space = " ";
        if (m->match.narms == 1) {
            comma = ",";   /* a single arm on one line gets a comma */
            const SourceFile *f = sm_file_at(e->dc->sm, last->span.hi);
            if (f) {
                const char *s = f->src + (last->span.hi - f->start);
                while (*s == ' ' || *s == ',' || *s == '\t' || *s == '\r') s++;
                if (*s == '\n' && block) comma = "";
            }
        } else {
            comma = block ? "" : ",";
        }
        /* multi-line matches: the new arm on a line of its own, indented as the last */
        SourceLoc a = sm_lookup(e->dc->sm, m->match.arms[m->match.narms > 1 ? m->match.narms - 2 : 0].span.hi);
        SourceLoc b = sm_lookup(e->dc->sm, last->span.lo);
        char *indent = NULL;
        if (a.line != b.line || (m->match.narms == 1 && sm_lookup(e->dc->sm, sp.lo).line != b.line)) {
            uint32_t len;
            const char *ln = sm_line_text(b.file, b.line, &len);
            uint32_t k = 0;
            while (k < len && (ln[k] == ' ' || ln[k] == '\t')) k++;
            indent = xasprintf("\n%.*s", (int)k, ln);
            space = indent;
        }
        DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS, "%s", msg);
        char *text = xasprintf("%s%s%s => todo!()", comma, space, sb_cstr(&pat));
        diag_sugg_part(s, (Span){last->span.hi, last->span.hi}, text);
        free(text);
        free(indent);
    }
    if (!m->match.narms) {
        /* `match x {}`: the braces replaced by a block with the new arm,
         * indented one level past the line of the scrutinee */
        SourceLoc a = sm_lookup(e->dc->sm, sp.lo);
        uint32_t len = 0, k = 0;
        const char *ln = a.file ? sm_line_text(a.file, a.line, &len) : "";
        while (k < len && (ln[k] == ' ' || ln[k] == '\t')) k++;
        char *text = xasprintf(" {\n%.*s    %s => todo!(),\n%.*s}", (int)k, ln, sb_cstr(&pat), (int)k, ln);
        DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS, "%s", msg);
        diag_sugg_part(s, (Span){sp.hi, m->span.hi}, text);
        free(text);
    }
    sb_free(&pat);
    diag_emit(d);
    e->errors = true;
}

static void collect_binding_names(const HirPat *p, VecU32 *out) {
    if (!p) return;
    switch (p->kind) {
    case HPAT_BINDING:
        vec_push(out, p->binding.ident.name);
        collect_binding_names(p->binding.sub, out);
        break;
    case HPAT_STRUCT:
        for (uint32_t i = 0; i < p->strukt.nfields; i++) collect_binding_names(p->strukt.fields[i].pat, out);
        break;
    case HPAT_TUPLE_STRUCT:
        for (uint32_t i = 0; i < p->tuple_struct.npats; i++) collect_binding_names(p->tuple_struct.pats[i], out);
        break;
    case HPAT_TUPLE:
        for (uint32_t i = 0; i < p->tuple.npats; i++) collect_binding_names(p->tuple.pats[i], out);
        break;
    case HPAT_BOX: collect_binding_names(p->inner, out); break;
    case HPAT_REF: collect_binding_names(p->ref.pat, out); break;
    case HPAT_SLICE:
        for (uint32_t i = 0; i < p->slice.nbefore; i++) collect_binding_names(p->slice.before[i], out);
        collect_binding_names(p->slice.mid, out);
        for (uint32_t i = 0; i < p->slice.nafter; i++) collect_binding_names(p->slice.after[i], out);
        break;
    case HPAT_OR: if (p->alts.nalts) collect_binding_names(p->alts.alts[0], out); break;
    default: break;
    }
}

/* rustc's suggestions for a refutable `let`: `if let` (keeping the
 * bindings), and on nightly a let-else. stmt: the `let ...;` span. */
static void suggest_if_let(Ecx *e, Diag *d, const HirPat *p, Span stmt, uint32_t nwit) {
    const SourceFile *f = sm_file_at(e->dc->sm, stmt.lo);
    if (!f || stmt.hi <= stmt.lo || f->src[stmt.hi - 1 - f->start] != ';') return;
    VecU32 names = {0};
    collect_binding_names(p, &names);
    StrBuf list = {0};
    for (uint32_t i = 0; i < names.len; i++) sb_printf(&list, "%s%s", i ? ", " : "", sym_str(names.data[i]));
    const char *l = sb_cstr(&list);
    Span start = {stmt.lo, stmt.lo}, semi = {stmt.hi - 1, stmt.hi}, end = {stmt.hi - 1, stmt.hi - 1};
    DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, APP_HAS_PLACEHOLDERS,
                                        "you might want to use `if let` to ignore the variant%s that %s matched",
                                        nwit == 1 ? "" : "s", nwit == 1 ? "isn't" : "aren't");
    char *a, *b;
    if (!names.len) {
        a = xasprintf("if ");
        b = xasprintf(" { todo!() }");
        diag_sugg_part(s, start, a);
        diag_sugg_part(s, semi, b);
    } else {
        a = names.len == 1 ? xasprintf("let %s = if ", l) : xasprintf("let (%s) = if ", l);
        b = names.len == 1 ? xasprintf(" { %s } else { todo!() }", l) : xasprintf(" { (%s) } else { todo!() }", l);
        diag_sugg_part(s, start, a);
        diag_sugg_part(s, end, b);
    }
    free(a);
    free(b);
    const char *boot = getenv("RUSTC_BOOTSTRAP");
    if (names.len && boot && *boot && strcmp(boot, "0") != 0) {
        DiagSuggestion *s2 = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS,
                                             "alternatively, on nightly, you might want to use `#![feature(let_else)]` "
                                             "to handle the variant%s that %s matched",
                                             nwit == 1 ? "" : "s", nwit == 1 ? "isn't" : "aren't");
        diag_sugg_part(s2, end, " else { todo!() }");
    }
    sb_free(&list);
    vec_free(&names);
}

static void report_refutable(Ecx *e, const HirPat *p, const char *origin, Witnesses *w, Span stmt) {
    char *j = joined(e, w);
    Diag *d = diag_error(e->dc, DC_E0005, p->span, "refutable pattern in %s: %s not covered", origin, j);
    diag_label(d, p->span, true, "pattern%s %s not covered", w->len > 1 ? "s" : "", j);
    if (!strcmp(origin, "local binding")) {
        diag_note(d, "`let` bindings require an \"irrefutable pattern\", like a `struct` or an `enum` with only one variant");
        diag_note(d, "for more information, visit https://doc.rust-lang.org/book/ch18-02-refutability.html");
    }
    adt_defined_here(e, d, pat_ty(e, p), w);
    diag_note(d, "the matched value is of type `%s`", ty_to_string(e->tcx, pat_scrutinee_ty(e, p)));
    if (!span_is_dummy(stmt)) suggest_if_let(e, d, p, stmt, w->len);
    diag_emit(d);
    e->errors = true;
}

/* ---- the unreachable_patterns lint (group `unused`) ---- */

static void warn_unreachable(Ecx *e, Span sp) {
    if (!e->lint_known) {
        e->lint = tc_lint_level(e->tcx, e->owner, "unreachable_patterns", "unused");
        e->lint_known = true;
    }
    Diag *d = tc_lint_start(e->tcx, &e->lint, sp, "unreachable pattern");
    if (!d) return;
    diag_emit(d);
    if (e->lint.level >= LINT_LVL_DENY) e->errors = true;
}

/* ---- checks ---- */

static Row row1(Ecx *e, DPat *p) {
    Row r = {ARENA_ARRAY(e->a, DPat *, 1), 1};
    r.pats[0] = p;
    return r;
}

static void check_irrefutable(Ecx *e, const HirPat *p, const char *origin, Span stmt);

static void check_match(Ecx *e, const HirExpr *m) {
    if (m->match.source == MATCH_SRC_FOR) {
        /* `for p in e`: only p must be irrefutable (the `Some(p)` arm) */
        for (uint32_t i = 0; i < m->match.narms; i++) {
            const HirPat *ap = m->match.arms[i].pat;
            if (ap->kind == HPAT_TUPLE_STRUCT && ap->tuple_struct.npats == 1)
                check_irrefutable(e, ap->tuple_struct.pats[0], "`for` loop binding", (Span){0, 0});
        }
        return;
    }
    if (m->match.source == MATCH_SRC_TRY) return;   /* exhaustive by construction */
    TyId st = tc_node_type(e->r, m->match.scrutinee->id);
    if (ty_get(e->tcx, st)->flags & (TYF_HAS_ERROR | TYF_HAS_INFER)) return;
    e->budget = 1000000;
    Matrix mat = {0};
    bool normal = m->match.source == MATCH_SRC_NORMAL;
    for (uint32_t i = 0; i < m->match.narms; i++) {
        const HirArm *arm = &m->match.arms[i];
        if (ty_get(e->tcx, pat_ty(e, arm->pat))->flags & TYF_HAS_ERROR) {
            vec_free(&mat);
            return;
        }
        DPat *p = lower_pat(e, arm->pat);
        e->under_guard = arm->guard != NULL;
        bool useful = is_useful(e, &mat, row1(e, p), NULL, true);
        e->under_guard = false;
        if (normal) {
            if (!useful) warn_unreachable(e, arm->pat->span);
            else if (p->kind == K_OR)
                for (uint32_t k = 0; k < p->nfields; k++)
                    if (!p->fields[k]->reachable) warn_unreachable(e, p->fields[k]->span);
        }
        if (!arm->guard) push_row(e, &mat, row1(e, p));
    }
    Witnesses w = {0};
    e->budget = 200000;
    if (is_useful(e, &mat, row1(e, wild(e, st)), &w, true) && w.len) report_match(e, m, st, &w);
    vec_free(&w);
    vec_free(&mat);
}

static void check_irrefutable(Ecx *e, const HirPat *p, const char *origin, Span stmt) {
    if (!p || ty_get(e->tcx, pat_scrutinee_ty(e, p))->flags & (TYF_HAS_ERROR | TYF_HAS_INFER)) return;
    Matrix mat = {0};
    push_row(e, &mat, row1(e, lower_pat(e, p)));
    Witnesses w = {0};
    e->budget = 200000;
    if (is_useful(e, &mat, row1(e, wild(e, pat_scrutinee_ty(e, p))), &w, true) && w.len) report_refutable(e, p, origin, &w, stmt);
    vec_free(&w);
    vec_free(&mat);
}

/* ---- the irrefutable_let_patterns lint ---- */

static bool let_irrefutable(Ecx *e, const HirPat *p) {
    TyId t = pat_scrutinee_ty(e, p);
    if (ty_get(e->tcx, t)->flags & (TYF_HAS_ERROR | TYF_HAS_INFER)) return false;
    Matrix mat = {0};
    push_row(e, &mat, row1(e, lower_pat(e, p)));
    e->budget = 200000;
    bool refutable = is_useful(e, &mat, row1(e, wild(e, t)), NULL, true);
    vec_free(&mat);
    return !refutable && e->budget;
}

/* rustc's irrefutable_let_patterns for one `let` (let chains are left
 * alone). kind: "`if let`", "`while let`" or "`if let` guard". */
static void check_let_irrefutable(Ecx *e, const HirExpr *let, const char *kind, Span sp) {
    if (!let_irrefutable(e, let->let.pat)) return;
    LintSrc l = tc_lint_level(e->tcx, e->owner, "irrefutable_let_patterns", NULL);
    char msg[128];
    snprintf(msg, sizeof msg, "irrefutable %s pattern", kind);
    Diag *d = tc_lint_start(e->tcx, &l, sp, msg);
    if (!d) return;
    bool guard = strstr(kind, "guard") != NULL, wl = strstr(kind, "while") != NULL;
    diag_note(d, "this pattern will always match, so the %s",
              guard ? "guard is useless" : wl ? "loop will never exit" : "`if let` is useless");
    diag_help(d, "consider %s",
              guard ? "removing the guard and adding a `let` inside the match arm"
              : wl  ? "instead using a `loop { ... }` with a `let` inside it"
                    : "replacing the `if let` with a `let`");
    diag_emit(d);
    if (l.level >= LINT_LVL_DENY) e->errors = true;
}

/* ---- the walk over a body ---- */

static void walk_expr(Ecx *e, const HirExpr *x);

static void walk_block(Ecx *e, const HirBlock *b) {
    if (!b) return;
    for (uint32_t i = 0; i < b->nstmts; i++) {
        const HirStmt *s = &b->stmts[i];
        switch (s->kind) {
        case HSTMT_LET:
            walk_expr(e, s->local->init);
            walk_block(e, s->local->els);
            if (!s->local->els) check_irrefutable(e, s->local->pat, "local binding", s->span);
            break;
        case HSTMT_EXPR: case HSTMT_SEMI: walk_expr(e, s->expr); break;
        case HSTMT_ITEM: break;
        }
    }
    walk_expr(e, b->expr);
}

static void walk_exprs(Ecx *e, HirExpr **xs, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) walk_expr(e, xs[i]);
}

static void walk_expr(Ecx *e, const HirExpr *x) {
    if (!x) return;
    switch (x->kind) {
    case HEXPR_LIT: case HEXPR_PATH: case HEXPR_CONTINUE: case HEXPR_ERR: break;
    case HEXPR_CALL: walk_expr(e, x->call.callee); walk_exprs(e, x->call.args, x->call.nargs); break;
    case HEXPR_METHOD_CALL: walk_expr(e, x->method.receiver); walk_exprs(e, x->method.args, x->method.nargs); break;
    case HEXPR_BINARY: case HEXPR_ASSIGN_OP: walk_expr(e, x->binary.lhs); walk_expr(e, x->binary.rhs); break;
    case HEXPR_UNARY: walk_expr(e, x->unary.operand); break;
    case HEXPR_CAST: case HEXPR_TYPE_ASCRIPTION: walk_expr(e, x->cast.expr); break;
    case HEXPR_ADDR_OF: walk_expr(e, x->addr_of.expr); break;
    case HEXPR_ASSIGN: walk_expr(e, x->assign.lhs); walk_expr(e, x->assign.rhs); break;
    case HEXPR_FIELD: walk_expr(e, x->field.expr); break;
    case HEXPR_INDEX: walk_expr(e, x->index.expr); walk_expr(e, x->index.index); break;
    case HEXPR_BLOCK: walk_block(e, x->block.block); break;
    case HEXPR_IF:
        if (x->if_.cond->kind == HEXPR_LET)
            check_let_irrefutable(e, x->if_.cond, x == e->while_if ? "`while let`" : "`if let`", x->if_.cond->span);
        walk_expr(e, x->if_.cond);
        walk_expr(e, x->if_.then);
        walk_expr(e, x->if_.els);
        break;
    case HEXPR_LOOP: {
        /* `while c { b }` is `loop { if c { b } else { break } }` */
        const HirBlock *b = x->loop.body;
        if (x->loop.source == LOOP_SRC_WHILE && b)
            e->while_if = b->expr ? b->expr : b->nstmts ? b->stmts[0].expr : NULL;
        walk_block(e, x->loop.body);
        break;
    }
    case HEXPR_MATCH:
        walk_expr(e, x->match.scrutinee);
        for (uint32_t i = 0; i < x->match.narms; i++) {
            const HirExpr *g = x->match.arms[i].guard;
            if (g && g->kind == HEXPR_LET) check_let_irrefutable(e, g, "`if let` guard", g->let.pat->span);
            walk_expr(e, x->match.arms[i].guard);
            walk_expr(e, x->match.arms[i].body);
        }
        check_match(e, x);
        break;
    case HEXPR_LET: walk_expr(e, x->let.init); break;
    case HEXPR_CLOSURE:
        for (uint32_t i = 0; i < x->closure.nparams; i++) check_irrefutable(e, x->closure.params[i].pat, "function argument", (Span){0, 0});
        walk_expr(e, x->closure.body);
        break;
    case HEXPR_BREAK: walk_expr(e, x->brk.value); break;
    case HEXPR_RET: walk_expr(e, x->ret); break;
    case HEXPR_TUP: case HEXPR_ARRAY: walk_exprs(e, x->elems.elems, x->elems.n); break;
    case HEXPR_REPEAT: walk_expr(e, x->repeat.elem); break;
    case HEXPR_STRUCT:
        for (uint32_t i = 0; i < x->strukt.nfields; i++) walk_expr(e, x->strukt.fields[i].expr);
        walk_expr(e, x->strukt.base);
        break;
    case HEXPR_INLINE_ASM:
        for (uint32_t i = 0; x->inline_asm && i < x->inline_asm->noperands; i++) {
            walk_expr(e, x->inline_asm->operands[i].expr);
            walk_expr(e, x->inline_asm->operands[i].out_expr);
        }
        break;
    case HEXPR_BOX: walk_expr(e, x->inner); break;
    case HEXPR_YIELD: walk_expr(e, x->yld); break;
    case HEXPR__COUNT: break;
    }
}

bool tc_check_exhaustiveness(TyCtxt *tcx, const HirBody *body, const TypeckResults *r) {
    if (!body || !r || r->tainted) return true;
    Ecx e = {.tcx = tcx, .res = ty_resolver(tcx), .r = r, .a = ty_arena(tcx), .dc = ty_diag(tcx),
             .owner = body->owner};
    static Symbol exh;
    if (!exh) exh = sym_cstr("exhaustive_patterns");
    e.exhaustive_patterns = res_crate_has_feature(e.res, res_def(e.res, body->owner)->krate, exh);
    e.module = body->owner;
    while (e.module.i && res_def(e.res, e.module)->kind != DEF_MOD) e.module = res_def(e.res, e.module)->parent;
    for (uint32_t i = 0; i < body->nparams; i++) check_irrefutable(&e, body->params[i].pat, "function argument", (Span){0, 0});
    walk_expr(&e, body->value);
    return !e.errors;
}
