/* build_expr.c — expressions to MIR, as places, operands or into a
 * destination place (rustc's as_place / as_operand / into).
 *
 * Takes: HIR expressions of the body being built and their typeck
 * results (types, adjustments applied in order, type-dependent defs).
 * Gives: statements and terminators appended to the builder's blocks.
 *
 * Each lowering takes the number of adjustments `n` of the expression
 * that have been applied: the expression "with n adjustments" is a
 * place when its last step is a deref, an rvalue otherwise. Operand
 * places are used in place (not copied to a temporary first). */
#include "mir_priv.h"
#include "rcc/expand.h"

#include <stdlib.h>
#include <string.h>

static void into_adj(Builder *b, Place dest, const HirExpr *e, uint32_t n);
static void into_expr(Builder *b, Place dest, const HirExpr *e);
static Place place_adj(Builder *b, const HirExpr *e, uint32_t n, bool mut_ctx);
static Operand operand_adj(Builder *b, const HirExpr *e, uint32_t n);

/* ---- typeck results ---- */

static const Adjustments *adjs(Builder *b, const HirExpr *e) {
    static const Adjustments none = {0};
    if (!b->tr->adjustments || e->id.i >= b->tr->nids) return &none;
    return &b->tr->adjustments[e->id.i];
}

static uint32_t nadj(Builder *b, const HirExpr *e) { return adjs(b, e)->n; }

static TyId node_ty(Builder *b, const HirExpr *e) { return mb_norm(b, tc_node_type(b->tr, e->id)); }

static TyId ty_after(Builder *b, const HirExpr *e, uint32_t n) {
    return n ? mb_norm(b, adjs(b, e)->steps[n - 1].target) : node_ty(b, e);
}

TyId mb_expr_ty(Builder *b, const HirExpr *e) { return ty_after(b, e, nadj(b, e)); }

/* The count of adjustments without a trailing autoref (typeck records
 * `&a`/`&mut a` for operators; built-in operators take the values). */
static uint32_t nadj_noref(Builder *b, const HirExpr *e) {
    uint32_t n = nadj(b, e);
    if (n && adjs(b, e)->steps[n - 1].kind == ADJ_BORROW) n--;
    return n;
}

static const TypeDependentDef *tdd(Builder *b, const HirExpr *e) {
    if (!b->tr->type_dependent || e->id.i >= b->tr->nids || !b->tr->type_dependent[e->id.i].def.i) return NULL;
    return &b->tr->type_dependent[e->id.i];
}

static ArgsId node_args(Builder *b, const HirExpr *e) {
    if (!b->tr->node_args || e->id.i >= b->tr->nids) return (ArgsId){0};
    return b->tr->node_args[e->id.i];
}

static uint8_t tk(Builder *b, TyId t) { return ty_kind(b->tcx, t); }

static void unsupported(Builder *b, Span span, const char *what) {
    diag_emit(diag_error(b->dc, DC_NONE, span, "rcc does not support %s yet", what));
    b->failed = true;
}

/* ---- paths ---- */

typedef struct PathRes {
    Res res;
    HirId local;
} PathRes;

static PathRes path_res(Builder *b, const HirExpr *e) {
    PathRes r = {0};
    const HirQPath *q = &e->qpath;
    switch (q->kind) {
    case QPATH_RESOLVED:
        if (q->path) {
            r.res = q->path->res;
            r.local = q->path->local;
        }
        break;
    case QPATH_TYPE_RELATIVE:
        if (b->tr->type_relative_res && e->id.i < b->tr->nids) r.res = b->tr->type_relative_res[e->id.i];
        break;
    case QPATH_LANG_ITEM:
        r.res.kind = RES_DEF;
        r.res.def = hir_lang_item(b->hir, q->lang);
        break;
    }
    return r;
}

static DefKind def_kind(Builder *b, DefId d) {
    const DefData *dd = res_def(ty_resolver(b->tcx), d);
    return dd ? (DefKind)dd->kind : DEF__COUNT;
}

static bool is_static_res(Builder *b, PathRes r) { return r.res.kind == RES_DEF && def_kind(b, r.res.def) == DEF_STATIC; }

/* The place of an upvar inside a closure body: (*_1).i, or _1.i for a
 * by-value (FnOnce) environment; by-ref captures add a deref. */
static bool upvar_place(Builder *b, HirId var, Place *out) {
    const ClosureInfo *ci = b->closure;
    if (!ci) return false;
    for (uint32_t i = 0; i < ci->ncaptures; i++) {
        if (!hir_id_eq(ci->captures[i].var, var)) continue;
        if (b->gen_upvars) {
            Place p = mb_place(b->gen_upvars[i]);
            *out = ci->captures[i].kind != CAPTURE_BY_VALUE ? mb_deref(b, p) : p;
            return true;
        }
        Place p = mb_place(1);
        if (ci->kind != CLOSURE_FN_ONCE) p = mb_deref(b, p);
        p = mb_field(b, p, i, mb_norm(b, ci->captures[i].ty));
        if (ci->captures[i].kind != CAPTURE_BY_VALUE) p = mb_deref(b, p);
        *out = p;
        return true;
    }
    return false;
}

static Place local_place(Builder *b, HirId var, Span span) {
    uint64_t v;
    if (b->guard_derefs && hmap_get(b->guard_derefs, var.i, &v)) return mb_deref(b, mb_place((MirLocal)v));
    if (hmap_get(&b->vars, var.i, &v)) return mb_place((MirLocal)v);
    Place p;
    if (upvar_place(b, var, &p)) return p;
    unsupported(b, span, "this use of a local variable");
    return mb_place(mb_new_temp(b, ty_common(b->tcx)->error, span));
}

/* A static is a place: the deref of a pointer constant to it. */
static Place static_place(Builder *b, DefId def, Span span) {
    const HirItem *it = hir_item(b->hir, def);
    bool mutbl = it && it->kind == HITEM_STATIC && it->statik.mutbl;
    TyId t = mb_norm(b, ty_type_of(b->tcx, def));
    TyId pt = mutbl ? ty_raw_ptr(b->tcx, t, true) : ty_ref(b->tcx, t, false);
    MirLocal tmp = mb_new_temp(b, pt, span);
    const HirAttrs *at = hir_attrs(b->hir, def);
    if (at && at->thread_local) {
        Rvalue rv = {.kind = RV_THREAD_LOCAL_REF, .def = def, .active_field = -1, .ty = pt};
        mb_assign(b, mb_place(tmp), rv, span);
    } else {
        Operand op = {.kind = OP_CONST, .c = {.kind = CONST_STATIC_REF, .ty = pt, .def = def}};
        mb_assign_use(b, mb_place(tmp), op, span);
    }
    return mb_deref(b, mb_place(tmp));
}

/* ---- constants ---- */

static const MirAlloc *bytes_alloc(Builder *b, const uint8_t *p, uint32_t n) {
    MirAlloc *al = ARENA_NEW(b->a, MirAlloc);
    al->bytes = arena_alloc(b->a, n ? n : 1, 1);
    if (n) memcpy(al->bytes, p, n);
    al->size = n;
    al->align = 1;
    return al;
}

static void neg128(uint64_t *lo, uint64_t *hi) {
    *lo = ~*lo + 1;
    *hi = ~*hi + (*lo == 0);
}

static void truncate_bits(Builder *b, TyId t, uint64_t *lo, uint64_t *hi) {
    if (!ty_is_integral(b->tcx, t)) return;
    uint32_t bits = ty_int_bits(b->tcx, t);
    if (bits >= 128) return;
    *hi = 0;
    if (bits < 64) *lo &= (UINT64_C(1) << bits) - 1;
}

static Operand lit_operand(Builder *b, const HirLit *lit, TyId ty, bool negate) {
    uint64_t lo = lit->lo, hi = lit->hi;
    switch (lit->kind) {
    case HLIT_INT:
        if (tk(b, ty) == TYK_FLOAT) goto as_float;
        if (negate) neg128(&lo, &hi);
        truncate_bits(b, ty, &lo, &hi);
        return mb_const_scalar(ty, lo, hi);
    case HLIT_FLOAT:
    as_float: {
        char small[64], *buf = small;
        size_t n = 0;
        if (lit->kind == HLIT_FLOAT) {
            if (lit->len + 1 > sizeof small) buf = xmalloc(lit->len + 1);
            for (uint32_t i = 0; i < lit->len; i++)
                if (lit->bytes[i] != '_') buf[n++] = (char)lit->bytes[i];
            buf[n] = 0;
        } else {
            snprintf(buf, sizeof small, "%llu", (unsigned long long)lit->lo);
        }
        /* an f32 literal is rounded once, from its decimal text (through
         * f64 it could round twice: 9007199791611905.0) */
        bool f32 = tk(b, ty) == TYK_FLOAT && ty_get(b->tcx, ty)->sub == FLOAT_F32;
        uint64_t bits = 0;
        if (f32) {
            float f = strtof(buf, NULL);
            if (negate) f = -f;
            uint32_t b32;
            memcpy(&b32, &f, 4);
            bits = b32;
        } else {
            double d = strtod(buf, NULL);
            if (negate) d = -d;
            memcpy(&bits, &d, 8);
        }
        if (buf != small) free(buf);
        return mb_const_scalar(ty, bits, 0);
    }
    case HLIT_BOOL: case HLIT_CHAR: case HLIT_BYTE: return mb_const_scalar(ty, lo, 0);
    case HLIT_STR: {
        Operand op = {.kind = OP_CONST, .c = {.kind = CONST_SLICE, .ty = ty, .lo = lit->len}};
        op.c.alloc = bytes_alloc(b, lit->bytes, lit->len);
        return op;
    }
    case HLIT_BYTE_STR: {
        Operand op = {.kind = OP_CONST, .c = {.kind = CONST_REF, .ty = ty}};
        op.c.alloc = bytes_alloc(b, lit->bytes, lit->len);
        if (tk(b, ty) == TYK_REF && tk(b, ty_get(b->tcx, ty)->pointee) == TYK_SLICE) {
            op.c.kind = CONST_SLICE;
            op.c.lo = lit->len;
        }
        return op;
    }
    case HLIT_ERR: break;
    }
    b->failed = true;
    return mb_const_zst(ty);
}

/* A constant operand for an expression, if it is one (literals, paths to
 * fns, consts and fn constructors). */
static bool const_operand(Builder *b, const HirExpr *e, Operand *out) {
    if (e->kind == HEXPR_LIT) {
        *out = lit_operand(b, &e->lit, node_ty(b, e), false);
        return true;
    }
    if (e->kind == HEXPR_UNARY && e->unary.op == HUN_NEG && e->unary.operand->kind == HEXPR_LIT &&
        nadj(b, e->unary.operand) == 0 && !tdd(b, e)) {
        TyId t = node_ty(b, e);
        if (tk(b, t) == TYK_INT || tk(b, t) == TYK_FLOAT) {
            *out = lit_operand(b, &e->unary.operand->lit, t, true);
            return true;
        }
    }
    if (e->kind != HEXPR_PATH) return false;
    PathRes r = path_res(b, e);
    TyId t = node_ty(b, e);
    if (r.res.kind == RES_SELF_CTOR && tk(b, t) == TYK_FN_DEF) {
        *out = mb_const_zst(t);
        return true;
    }
    if (r.res.kind != RES_DEF) return false;
    switch (def_kind(b, r.res.def)) {
    case DEF_FN: case DEF_ASSOC_FN:
        *out = mb_const_zst(t);
        return true;
    case DEF_CTOR:
        if (tk(b, t) != TYK_FN_DEF) return false;
        *out = mb_const_zst(t);
        return true;
    case DEF_CONST_PARAM: {
        /* the value is the instance's argument: args = the declaring
         * item's identity args (substituted at mono time) */
        DefId owner = res_def(ty_resolver(b->tcx), r.res.def)->parent;
        *out = (Operand){.kind = OP_CONST,
                         .c = {.kind = CONST_UNEVALUATED, .ty = t, .def = r.res.def,
                               .args = ty_identity_args(b->tcx, owner)}};
        return true;
    }
    case DEF_CONST: case DEF_ASSOC_CONST:
        *out = (Operand){.kind = OP_CONST,
                         .c = {.kind = CONST_UNEVALUATED, .ty = t, .def = r.res.def, .args = node_args(b, e)}};
        return true;
    default: return false;
    }
}

/* ---- places ---- */

static bool is_place_expr(Builder *b, const HirExpr *e, uint32_t n) {
    if (n) return adjs(b, e)->steps[n - 1].kind == ADJ_DEREF;
    switch (e->kind) {
    case HEXPR_PATH: {
        PathRes r = path_res(b, e);
        return r.res.kind == RES_LOCAL || is_static_res(b, r);
    }
    case HEXPR_FIELD: case HEXPR_INDEX: return true;
    case HEXPR_UNARY: return e->unary.op == HUN_DEREF;
    default: return false;
    }
}

static Place temp_place(Builder *b, const HirExpr *e, uint32_t n) {
    MirLocal t = mb_new_temp(b, ty_after(b, e, n), e->span);
    into_adj(b, mb_place(t), e, n);
    mb_schedule_temp_drop(b, t, e->span);
    return mb_place(t);
}

static MirLocal ref_temp(Builder *b, Place p, bool mutbl, TyId pointee, Span span) {
    MirLocal t = mb_new_temp(b, ty_ref(b->tcx, pointee, mutbl), span);
    mb_assign(b, mb_place(t), (Rvalue){.kind = RV_REF, .mutbl = mutbl, .place = p, .active_field = -1}, span);
    return t;
}

/* `*Deref::deref(&base)` / `*DerefMut::deref_mut(&mut base)`. */
static Place overloaded_deref(Builder *b, Place base, TyId base_ty, TyId target, bool mutbl, DefId method, Span span) {
    if (mutbl) {
        DefId m = mb_trait_method(b, LANG_DEREF_MUT, "deref_mut");
        if (m.i) method = m;
    }
    MirLocal r = ref_temp(b, base, mutbl, base_ty, span);
    MirLocal out = mb_new_temp(b, ty_ref(b->tcx, target, mutbl), span);
    Operand arg = mb_move_op(mb_place(r));
    mb_call_term(b, mb_place(out), mb_const_fn(b, method, ty_intern_args(b->tcx, &base_ty, 1)), &arg, 1, span, method);
    return mb_deref(b, mb_place(out));
}

MirLocal mb_operand_to_local(Builder *b, Operand op, TyId ty, Span span) {
    if (op.kind != OP_CONST && op.place.nproj == 0) return op.place.local;
    MirLocal t = mb_new_temp(b, ty, span);
    mb_assign_use(b, mb_place(t), op, span);
    return t;
}

static Operand copy_of(Operand op) {
    if (op.kind == OP_MOVE) op.kind = OP_COPY;
    return op;
}

static void assert_term(Builder *b, Operand cond, bool expected, AssertKind k, uint8_t op, Operand *msg, uint32_t nmsg,
                        Span span) {
    MirBlock next = mb_new_block(b);
    MirBlock unwind = mb_unwind_here(b);
    MirTerm *t = mb_terminate(b, TERM_ASSERT, span);
    t->unwind = unwind;
    t->cond = cond;
    t->expected = expected;
    t->assert_kind = k;
    t->assert_op = op;
    t->args = mb_ops(b, msg, nmsg);
    t->nargs = nmsg;
    t->target = next;
    b->cur = next;
}

/* The `&base` / `&mut base` an overloaded operator takes, in a local:
 * typeck's autoref (and the unsizing after it, `&[T; N]` -> `&[T]`) when
 * it recorded one, with the mutability the use needs. */
static MirLocal receiver_ref(Builder *b, const HirExpr *base, bool mutbl) {
    const Adjustments *a = adjs(b, base);
    int32_t k = -1;
    for (uint32_t i = 0; i < a->n; i++)
        if (a->steps[i].kind == ADJ_BORROW) k = (int32_t)i;
    if (k < 0) {
        uint32_t n = a->n;
        Place p = place_adj(b, base, n, mutbl);
        return ref_temp(b, p, mutbl, ty_after(b, base, n), base->span);
    }
    Place p = place_adj(b, base, (uint32_t)k, mutbl);
    MirLocal r = ref_temp(b, p, mutbl, ty_after(b, base, (uint32_t)k), base->span);
    for (uint32_t i = (uint32_t)k + 1; i < a->n; i++) {
        const Adjustment *s = &a->steps[i];
        if (s->kind != ADJ_UNSIZE) break;
        TyId to = mb_norm(b, s->target);
        if (ty_kind(b->tcx, to) == TYK_REF) to = ty_ref(b->tcx, ty_get(b->tcx, to)->pointee, mutbl);
        MirLocal t = mb_new_temp(b, to, base->span);
        Operand op = mb_move_op(mb_place(r));
        mb_assign(b, mb_place(t),
                  (Rvalue){.kind = RV_CAST, .op = CAST_UNSIZE, .ops = mb_ops(b, &op, 1), .nops = 1, .ty = to, .active_field = -1},
                  base->span);
        r = t;
    }
    return r;
}

static Place index_place(Builder *b, const HirExpr *e, bool mut_ctx) {
    const HirExpr *base = e->index.expr, *idx = e->index.index;
    TyId bt = mb_expr_ty(b, base);
    const TypeDependentDef *td = tdd(b, e);
    if ((tk(b, bt) == TYK_ARRAY || tk(b, bt) == TYK_SLICE) && ty_is_integral(b->tcx, mb_expr_ty(b, idx))) {
        Place p = place_adj(b, base, nadj(b, base), mut_ctx);
        TyId usize = ty_common(b->tcx)->usize;
        MirLocal il = mb_operand_to_local(b, mb_as_operand(b, idx), usize, idx->span);
        MirLocal len = mb_new_temp(b, usize, e->span);
        mb_assign(b, mb_place(len), (Rvalue){.kind = RV_LEN, .place = p, .active_field = -1}, e->span);
        MirLocal lt = mb_new_temp(b, ty_common(b->tcx)->bool_, e->span);
        mb_assign(b, mb_place(lt), mb_rv_binary(b, MBIN_LT, mb_copy(mb_place(il)), mb_copy(mb_place(len))), e->span);
        Operand msg[2] = {mb_move_op(mb_place(len)), mb_copy(mb_place(il))};
        assert_term(b, mb_move_op(mb_place(lt)), true, ASSERT_BOUNDS_CHECK, 0, msg, 2, e->span);
        return mb_project(b, p, (ProjElem){.kind = PROJ_INDEX, .index = il});
    }
    if (!td) {
        unsupported(b, e->span, "this index expression");
        return mb_place(mb_new_temp(b, node_ty(b, e), e->span));
    }
    /* *Index::index(&base, idx) or *IndexMut::index_mut(&mut base, idx) */
    DefId method = td->def;
    if (mut_ctx) {
        DefId m = mb_trait_method(b, LANG_INDEX_MUT, "index_mut");
        if (m.i) method = m;
    }
    MirLocal r = receiver_ref(b, base, mut_ctx);
    Operand args[2] = {mb_move_op(mb_place(r)), mb_as_operand(b, idx)};
    MirLocal out = mb_new_temp(b, ty_ref(b->tcx, node_ty(b, e), mut_ctx), e->span);
    mb_call_term(b, mb_place(out), mb_const_fn(b, method, td->args), args, 2, e->span, method);
    return mb_deref(b, mb_place(out));
}

static bool promote_value(Builder *b, const HirExpr *x, bool mutbl, TyId ref_ty, bool autoref, Operand *out);

static Place place_adj_at(Builder *b, const HirExpr *e, uint32_t n, bool mut_ctx);
static Place place_adj(Builder *b, const HirExpr *e, uint32_t n, bool mut_ctx) {
    Span saved = b->user_span;
    if (!mb_span_is_external(b, e->span)) b->user_span = e->span;
    Place r = place_adj_at(b, e, n, mut_ctx);
    b->user_span = saved;
    return r;
}

static Place place_adj_at(Builder *b, const HirExpr *e, uint32_t n, bool mut_ctx) {
    if (!is_place_expr(b, e, n)) {
        Operand prom;
        if (n == 0 && e == b->promote_root && !mut_ctx) {
            b->promote_root = NULL;
            TyId rt = ty_ref(b->tcx, node_ty(b, e), false);
            if (promote_value(b, e, false, rt, false, &prom)) {
                MirLocal r = mb_new_temp(b, rt, e->span);
                mb_assign_use(b, mb_place(r), prom, e->span);
                return mb_deref(b, mb_place(r));
            }
        }
        return temp_place(b, e, n);
    }
    if (n) {
        const Adjustment *s = &adjs(b, e)->steps[n - 1];
        if (s->deref_def.i) {
            Place base = place_adj(b, e, n - 1, mut_ctx || s->mutbl);
            return overloaded_deref(b, base, ty_after(b, e, n - 1), mb_norm(b, s->target), mut_ctx || s->mutbl,
                                    s->deref_def, e->span);
        }
        Place base = place_adj(b, e, n - 1, false);
        return mb_deref(b, base);
    }
    switch (e->kind) {
    case HEXPR_PATH: {
        PathRes r = path_res(b, e);
        if (r.res.kind == RES_LOCAL) return local_place(b, r.local, e->span);
        return static_place(b, r.res.def, e->span);
    }
    case HEXPR_FIELD: {
        const HirExpr *base = e->field.expr;
        Place p = place_adj(b, base, nadj(b, base), mut_ctx);
        uint32_t fi = b->tr->field_indices && e->id.i < b->tr->nids ? b->tr->field_indices[e->id.i] : 0;
        return mb_field(b, p, fi, node_ty(b, e));
    }
    case HEXPR_INDEX: return index_place(b, e, mut_ctx);
    case HEXPR_UNARY: {
        const HirExpr *op = e->unary.operand;
        TyId ot = ty_after(b, op, nadj_noref(b, op));
        const TypeDependentDef *td = tdd(b, e);
        uint8_t k = tk(b, ot);
        if (k == TYK_REF || k == TYK_RAW_PTR || !td) {
            Place p = place_adj(b, op, nadj_noref(b, op), false);
            return mb_deref(b, p);
        }
        /* *Deref::deref(&op) / *DerefMut::deref_mut(&mut op) */
        DefId method = td->def;
        if (mut_ctx) {
            DefId m = mb_trait_method(b, LANG_DEREF_MUT, "deref_mut");
            if (m.i) method = m;
        }
        MirLocal r = receiver_ref(b, op, mut_ctx);
        MirLocal out = mb_new_temp(b, ty_ref(b->tcx, node_ty(b, e), mut_ctx), e->span);
        Operand arg = mb_move_op(mb_place(r));
        mb_call_term(b, mb_place(out), mb_const_fn(b, method, ty_intern_args(b->tcx, &ot, 1)), &arg, 1, e->span, method);
        return mb_deref(b, mb_place(out));
    }
    default: return temp_place(b, e, n);
    }
}

Place mb_as_place(Builder *b, const HirExpr *e, bool mut_ctx) { return place_adj(b, e, nadj(b, e), mut_ctx); }

/* ---- operands ---- */

static Operand operand_adj_at(Builder *b, const HirExpr *e, uint32_t n);
static Operand operand_adj(Builder *b, const HirExpr *e, uint32_t n) {
    Span saved = b->user_span;
    if (!mb_span_is_external(b, e->span)) b->user_span = e->span;
    Operand r = operand_adj_at(b, e, n);
    b->user_span = saved;
    return r;
}

static Operand operand_adj_at(Builder *b, const HirExpr *e, uint32_t n) {
    Operand c;
    if (n == 0 && const_operand(b, e, &c)) return c;
    if (is_place_expr(b, e, n)) return mb_consume(b, place_adj(b, e, n, false));
    MirLocal t = mb_new_temp(b, ty_after(b, e, n), e->span);
    into_adj(b, mb_place(t), e, n);
    mb_schedule_operand_drop(b, t, e->span);
    return mb_move_op(mb_place(t));
}

Operand mb_as_operand(Builder *b, const HirExpr *e) {
    Operand op = operand_adj(b, e, nadj(b, e));
    if (op.kind != OP_CONST && !op.span.lo) {
        Span saved = b->user_span;
        if (!mb_span_is_external(b, e->span)) b->user_span = e->span;
        op.span = mb_user_span(b, e->span);
        b->user_span = saved;
    }
    return op;
}

/* Can evaluating e leave every place as it was? Literals, paths, fields,
 * built-in derefs, operators, indexing, casts, borrows and tuples of such
 * (no overloaded operator or deref, call, block or assignment). */
static bool expr_is_pure(Builder *b, const HirExpr *e, int depth) {
    if (!e || depth > 8) return false;
    const Adjustments *a = adjs(b, e);
    for (uint32_t i = 0; i < a->n; i++)
        if (a->steps[i].deref_def.i) return false;
    switch (e->kind) {
    case HEXPR_LIT:
    case HEXPR_PATH: return true;
    case HEXPR_FIELD: return expr_is_pure(b, e->field.expr, depth + 1);
    case HEXPR_UNARY: return !tdd(b, e) && expr_is_pure(b, e->unary.operand, depth + 1);
    case HEXPR_CAST: return expr_is_pure(b, e->cast.expr, depth + 1);
    case HEXPR_BINARY:
        return !tdd(b, e) && expr_is_pure(b, e->binary.lhs, depth + 1) && expr_is_pure(b, e->binary.rhs, depth + 1);
    case HEXPR_INDEX:
        return !tdd(b, e) && expr_is_pure(b, e->index.expr, depth + 1) && expr_is_pure(b, e->index.index, depth + 1);
    case HEXPR_ADDR_OF: return expr_is_pure(b, e->addr_of.expr, depth + 1);
    case HEXPR_TUP:
        for (uint32_t i = 0; i < e->elems.n; i++)
            if (!expr_is_pure(b, e->elems.elems[i], depth + 1)) return false;
        return true;
    default: return false;
    }
}

/* An operand read now: a place operand is copied (moved) into a temporary
 * when `later`, evaluated before the operand is used, could change the
 * place (rustc's as_operand always makes a temporary: `*x + { *x = 2; 1 }`
 * adds the old `*x`). */
static Operand settle_before(Builder *b, Operand op, const HirExpr *e, uint32_t n, const HirExpr *later) {
    if (op.kind == OP_CONST || !is_place_expr(b, e, n) || expr_is_pure(b, later, 0)) return op;
    TyId ty = ty_after(b, e, n);
    Span span = e->span;
    MirLocal t = mb_new_temp(b, ty, span);
    mb_assign_use(b, mb_place(t), op, span);
    return mb_move_op(mb_place(t));
}

/* Operands of a list evaluated left to right (call arguments, aggregate
 * fields): a place operand followed by an expression that could change
 * or move it is read into a temporary at once, as rustc's as_operand
 * does (`S { v, n: v.len() }` moves `v` before `v.len()` runs). One
 * backward pass finds the impure suffixes, so long array literals stay
 * linear. `out[i]` for `es[i]`. */
static void operands_in_order(Builder *b, HirExpr *const *es, uint32_t n, const HirExpr *then, Operand *out) {
    /* next[i]: the first expression after es[i] that is not pure */
    const HirExpr **next = malloc(sizeof *next * (n ? n : 1));
    const HirExpr *first = then && !expr_is_pure(b, then, 0) ? then : NULL;
    for (uint32_t i = n; i-- > 0;) {
        next[i] = first;
        if (!expr_is_pure(b, es[i], 0)) first = es[i];
    }
    for (uint32_t i = 0; i < n; i++) {
        out[i] = mb_as_operand(b, es[i]);
        if (next[i]) out[i] = settle_before(b, out[i], es[i], nadj(b, es[i]), next[i]);
    }
    free(next);
}

/* ---- calls ---- */

static Operand caller_location(Builder *b, Span span) {
    if (b->caller_loc) return mb_copy(mb_place(b->caller_loc));
    TyId t = ty_ref(b->tcx, mb_lang_adt(b, LANG_PANIC_LOCATION), false);
    Operand op = {.kind = OP_CONST, .c = {.kind = CONST_REF, .ty = t}};
    op.c.alloc = mir_caller_location(b->tcx, span);
    return op;
}

/* The span a call made by a macro expansion reports as its caller
 * location: the outermost macro call site (rustc's caller_location of
 * `panic!(..)` is the `panic!` in the user's code), found from the
 * hygiene context of the callee path's last segment. */
static Span call_site_span(Builder *b, const HirExpr *call) {
    const HirExpr *c = call->call.callee;
    Hygiene *hyg = hir_hygiene(ty_hir(b->tcx));
    if (!hyg || c->kind != HEXPR_PATH) return call->span;
    const HirQPath *q = &c->qpath;
    uint32_t ctxt = 0;
    if (q->kind == QPATH_RESOLVED && q->path && q->path->nsegs) ctxt = q->path->segs[q->path->nsegs - 1].ident.ctxt;
    else if (q->kind == QPATH_TYPE_RELATIVE && q->seg) ctxt = q->seg->ident.ctxt;
    if (!ctxt) return call->span;
    return hyg_topmost_call_site(hyg, call->span, ctxt);
}

void mb_call_term(Builder *b, Place dest, Operand func, Operand *args, uint32_t nargs, Span span, DefId callee) {
    mb_call_term_at(b, dest, func, args, nargs, span, span, callee);
}

void mb_call_term_at(Builder *b, Place dest, Operand func, Operand *args, uint32_t nargs, Span term_span, Span span,
                     DefId callee) {
    Operand *all = args;
    if (callee.i) {
        if (mb_is_track_caller(b->tcx, callee)) {
            all = malloc(sizeof *all * (nargs + 1));
            memcpy(all, args, sizeof *all * nargs);
            all[nargs++] = caller_location(b, span);
        }
    }
    /* rustc: a call whose result type is uninhabited (`!`, an enum
     * without variants) does not return */
    TyId rt = mb_place_ty(b, dest);
    bool diverges = tk(b, rt) == TYK_NEVER;
    if (tk(b, rt) == TYK_ADT) {
        const AdtDef *ad = ty_adt_def(b->tcx, ty_get(b->tcx, rt)->adt.def);
        diverges = ad && ad->kind == ADT_ENUM && ad->nvariants == 0;
    }
    MirBlock next = diverges ? MIR_NO_BLOCK : mb_new_block(b);
    MirBlock unwind = mb_unwind_here(b);
    MirTerm *t = mb_terminate(b, TERM_CALL, term_span);
    t->unwind = unwind;
    t->func = func;
    t->args = mb_ops(b, all, nargs);
    t->nargs = nargs;
    t->place = dest;
    t->target = next;
    t->fn_span = span;
    if (all != args) free(all);
    if (diverges) mb_start_dead(b);
    else b->cur = next;
}

static DefId fn_def_of(Builder *b, TyId t) { return tk(b, t) == TYK_FN_DEF ? ty_get(b->tcx, t)->adt.def : (DefId){0}; }

static void agg_assign(Builder *b, Place dest, Rvalue rv, Span span) { mb_assign(b, dest, rv, span); }

static bool is_fn_ctor(Builder *b, const HirExpr *callee, DefId *ctor) {
    if (callee->kind != HEXPR_PATH || nadj(b, callee)) return false;
    TyId t = node_ty(b, callee);
    if (tk(b, t) != TYK_FN_DEF) return false;
    DefId d = ty_get(b->tcx, t)->adt.def;
    if (def_kind(b, d) != DEF_CTOR) return false;
    *ctor = d;
    return true;
}

/* `Variant(a, b)` / `Struct(a, b)`: an aggregate, not a call. */
static void ctor_aggregate(Builder *b, Place dest, const HirExpr *e, DefId ctor) {
    TyId t = node_ty(b, e);
    uint32_t n = e->call.nargs;
    Operand *ops = ARENA_ARRAY(b->a, Operand, n ? n : 1);
    operands_in_order(b, e->call.args, n, NULL, ops);
    const TyData *d = ty_get(b->tcx, t);
    Rvalue rv = {.kind = RV_AGGREGATE, .agg = AGG_ADT, .ops = ops, .nops = n, .ty = t, .active_field = -1,
                 .def = d->kind == TYK_ADT ? d->adt.def : (DefId){0}, .args = d->kind == TYK_ADT ? d->adt.args : (ArgsId){0},
                 .variant = ty_variant_index(b->tcx, ctor)};
    agg_assign(b, dest, rv, e->span);
}

static Operand tuple_operand(Builder *b, HirExpr *const *elems, uint32_t n, Span span) {
    TyId *tys = malloc(sizeof *tys * (n ? n : 1));
    Operand *ops = ARENA_ARRAY(b->a, Operand, n ? n : 1);
    operands_in_order(b, elems, n, NULL, ops);
    for (uint32_t i = 0; i < n; i++) tys[i] = mb_expr_ty(b, elems[i]);
    TyId tt = ty_tuple(b->tcx, tys, n);
    free(tys);
    MirLocal t = mb_new_temp(b, tt, span);
    mb_assign(b, mb_place(t), (Rvalue){.kind = RV_AGGREGATE, .agg = AGG_TUPLE, .ops = ops, .nops = n, .ty = tt, .active_field = -1},
              span);
    return mb_move_op(mb_place(t));
}

static void lower_call(Builder *b, Place dest, const HirExpr *e) {
    const HirExpr *callee = e->call.callee;
    const TypeDependentDef *td = tdd(b, e);
    DefId ctor;
    if (td) {
        /* an overloaded call: Fn*::call*(callee, (args..)) */
        Operand args[2];
        args[0] = mb_as_operand(b, callee);
        args[1] = tuple_operand(b, e->call.args, e->call.nargs, e->span);
        mb_call_term(b, dest, mb_const_fn(b, td->def, td->args), args, 2, e->span, td->def);
        return;
    }
    if (is_fn_ctor(b, callee, &ctor)) {
        ctor_aggregate(b, dest, e, ctor);
        return;
    }
    Operand f = mb_as_operand(b, callee);
    TyId ft = mb_expr_ty(b, callee);
    uint32_t n = e->call.nargs;
    /* a callee read from a place (`(b.f)(b, ..)`) is read before the
     * arguments move anything (rustc gives it a temporary) */
    if (n && f.kind != OP_CONST && is_place_expr(b, callee, nadj(b, callee))) {
        MirLocal t = mb_new_temp(b, ft, callee->span);
        mb_assign_use(b, mb_place(t), f, callee->span);
        f = mb_move_op(mb_place(t));
    }
    Operand *args = malloc(sizeof *args * (n + 1));
    operands_in_order(b, e->call.args, n, NULL, args);
    mb_call_term(b, dest, f, args, n, call_site_span(b, e), fn_def_of(b, ft));
    free(args);
}

static void lower_method_call(Builder *b, Place dest, const HirExpr *e) {
    const TypeDependentDef *td = tdd(b, e);
    if (!td) {
        unsupported(b, e->span, "this method call");
        return;
    }
    uint32_t n = e->method.nargs;
    Operand *args = malloc(sizeof *args * (n + 2));
    /* the receiver's autoref is at the whole call (rustc's adjustment_span) */
    HirId old_id = b->adj_span_id;
    Span old_sp = b->adj_span;
    b->adj_span_id = e->method.receiver->id;
    b->adj_span = e->span;
    args[0] = mb_as_operand(b, e->method.receiver);
    b->adj_span_id = old_id;
    b->adj_span = old_sp;
    for (uint32_t i = 0; i < n && args[0].kind != OP_CONST; i++)
        if (!expr_is_pure(b, e->method.args[i], 0)) {
            args[0] = settle_before(b, args[0], e->method.receiver, nadj(b, e->method.receiver), e->method.args[i]);
            break;
        }
    operands_in_order(b, e->method.args, n, NULL, args + 1);
    Span loc = e->method.seg.ident.span.lo ? span_to(e->method.seg.ident.span, e->span) : e->span;
    loc.hi = e->span.hi;
    mb_call_term_at(b, dest, mb_const_fn(b, td->def, td->args), args, n + 1, e->span, loc, td->def);
    free(args);
}

/* ---- operators ---- */

static MirBinOp bin_op(HirBinOp op) {
    switch (op) {
    case HBIN_ADD: return MBIN_ADD;
    case HBIN_SUB: return MBIN_SUB;
    case HBIN_MUL: return MBIN_MUL;
    case HBIN_DIV: return MBIN_DIV;
    case HBIN_REM: return MBIN_REM;
    case HBIN_BITXOR: return MBIN_BITXOR;
    case HBIN_BITAND: return MBIN_BITAND;
    case HBIN_BITOR: return MBIN_BITOR;
    case HBIN_SHL: return MBIN_SHL;
    case HBIN_SHR: return MBIN_SHR;
    case HBIN_EQ: return MBIN_EQ;
    case HBIN_LT: return MBIN_LT;
    case HBIN_LE: return MBIN_LE;
    case HBIN_NE: return MBIN_NE;
    case HBIN_GE: return MBIN_GE;
    case HBIN_GT: return MBIN_GT;
    default: return MBIN_ADD;
    }
}

static bool is_cmp(HirBinOp op) { return op >= HBIN_EQ && op <= HBIN_GT; }

static void signed_min(Builder *b, TyId t, uint64_t *lo, uint64_t *hi) {
    uint32_t bits = ty_int_bits(b->tcx, t);
    *lo = *hi = 0;
    if (bits >= 128) *hi = UINT64_C(1) << 63;
    else *lo = UINT64_C(1) << (bits - 1);
}

static void minus_one(Builder *b, TyId t, uint64_t *lo, uint64_t *hi) {
    *lo = *hi = ~UINT64_C(0);
    truncate_bits(b, t, lo, hi);
}

static MirLocal bool_temp(Builder *b, Rvalue rv, Span span) {
    MirLocal t = mb_new_temp(b, ty_common(b->tcx)->bool_, span);
    mb_assign(b, mb_place(t), rv, span);
    return t;
}

/* dest = l op r for built-in types, with rustc's checks: overflow (when
 * enabled) for + - * << >>, division by zero and MIN / -1 always. */
static void checked_binop(Builder *b, Place dest, MirBinOp op, Operand l, Operand r, TyId ty, Span span) {
    bool is_int = ty_is_integral(b->tcx, ty);
    bool checks = ty_options(b->tcx)->overflow_checks;
    if (is_int && checks && (op == MBIN_ADD || op == MBIN_SUB || op == MBIN_MUL || op == MBIN_SHL || op == MBIN_SHR)) {
        TyId pair[2] = {ty, ty_common(b->tcx)->bool_};
        MirLocal t = mb_new_temp(b, ty_tuple(b->tcx, pair, 2), span);
        Rvalue rv = mb_rv_binary(b, op, copy_of(l), copy_of(r));
        rv.kind = RV_CHECKED_BINARY;
        mb_assign(b, mb_place(t), rv, span);
        /* shifts say only the amount: "attempt to shift left by `{}`" */
        bool shift = op == MBIN_SHL || op == MBIN_SHR;
        Operand msg[2] = {copy_of(shift ? r : l), copy_of(r)};
        assert_term(b, mb_move_op(mb_field(b, mb_place(t), 1, pair[1])), false, ASSERT_OVERFLOW, (uint8_t)op, msg,
                    shift ? 1 : 2, span);
        mb_assign_use(b, dest, mb_move_op(mb_field(b, mb_place(t), 0, ty)), span);
        return;
    }
    if (is_int && (op == MBIN_DIV || op == MBIN_REM)) {
        MirLocal z = bool_temp(b, mb_rv_binary(b, MBIN_EQ, copy_of(r), mb_const_scalar(ty, 0, 0)), span);
        Operand m1[1] = {copy_of(l)};
        assert_term(b, mb_move_op(mb_place(z)), false, op == MBIN_DIV ? ASSERT_DIV_BY_ZERO : ASSERT_REM_BY_ZERO, 0, m1, 1,
                    span);
        if (ty_is_signed(b->tcx, ty)) {
            uint64_t lo, hi;
            minus_one(b, ty, &lo, &hi);
            MirLocal is_m1 = bool_temp(b, mb_rv_binary(b, MBIN_EQ, copy_of(r), mb_const_scalar(ty, lo, hi)), span);
            signed_min(b, ty, &lo, &hi);
            MirLocal is_min = bool_temp(b, mb_rv_binary(b, MBIN_EQ, copy_of(l), mb_const_scalar(ty, lo, hi)), span);
            MirLocal both = bool_temp(
                b, mb_rv_binary(b, MBIN_BITAND, mb_move_op(mb_place(is_m1)), mb_move_op(mb_place(is_min))), span);
            Operand m2[2] = {copy_of(l), copy_of(r)};
            assert_term(b, mb_move_op(mb_place(both)), false, ASSERT_OVERFLOW, (uint8_t)op, m2, 2, span);
        }
    }
    mb_assign(b, dest, mb_rv_binary(b, op, l, r), span);
}


static bool builtin_binop(Builder *b, TyId l, TyId r) {
    return (ty_is_scalar(b->tcx, l) || tk(b, l) == TYK_ERROR) && (ty_is_scalar(b->tcx, r) || tk(b, r) == TYK_ERROR);
}

/* An operand of an overloaded by-ref operator (==, <, +=): a reference,
 * either from typeck's autoref adjustment or taken here. */
static Operand autoref_operand(Builder *b, const HirExpr *e, bool mutbl) {
    return mb_move_op(mb_place(receiver_ref(b, e, mutbl)));
}

static void lower_binary(Builder *b, Place dest, const HirExpr *e) {
    HirBinOp op = e->binary.op;
    const HirExpr *l = e->binary.lhs, *r = e->binary.rhs;
    if (op == HBIN_AND || op == HBIN_OR) {
        Operand lo = mb_as_operand(b, l);
        MirBlock rhs_bb = mb_new_block(b), short_bb = mb_new_block(b), join = mb_new_block(b);
        if (op == HBIN_AND) mb_switch_bool(b, lo, rhs_bb, short_bb, e->span);
        else mb_switch_bool(b, lo, short_bb, rhs_bb, e->span);
        b->cur = short_bb;
        mb_assign_use(b, dest, mb_const_bool(b, op == HBIN_OR), e->span);
        mb_goto(b, join, e->span);
        b->cur = rhs_bb;
        mb_assign_use(b, dest, mb_as_operand(b, r), e->span);
        mb_goto(b, join, e->span);
        b->cur = join;
        return;
    }
    TyId lt = ty_after(b, l, nadj_noref(b, l)), rt = ty_after(b, r, nadj_noref(b, r));
    const TypeDependentDef *td = tdd(b, e);
    if (builtin_binop(b, lt, rt) || !td) {
        Operand lo = settle_before(b, operand_adj(b, l, nadj_noref(b, l)), l, nadj_noref(b, l), r);
        Operand ro = operand_adj(b, r, nadj_noref(b, r));
        if (is_cmp(op)) mb_assign(b, dest, mb_rv_binary(b, bin_op(op), lo, ro), e->span);
        else checked_binop(b, dest, bin_op(op), lo, ro, node_ty(b, e), e->span);
        return;
    }
    Operand args[2];
    if (is_cmp(op)) {
        args[0] = autoref_operand(b, l, false);
        args[1] = autoref_operand(b, r, false);
    } else {
        args[0] = settle_before(b, mb_as_operand(b, l), l, nadj(b, l), r);
        args[1] = mb_as_operand(b, r);
    }
    mb_call_term(b, dest, mb_const_fn(b, td->def, td->args), args, 2, e->span, td->def);
}

static void lower_assign_op(Builder *b, const HirExpr *e) {
    const HirExpr *l = e->binary.lhs, *r = e->binary.rhs;
    TyId lt = ty_after(b, l, nadj_noref(b, l)), rt = ty_after(b, r, nadj_noref(b, r));
    const TypeDependentDef *td = tdd(b, e);
    if (builtin_binop(b, lt, rt) || !td) {
        /* built-in: the right-hand side is evaluated first */
        Operand ro = operand_adj(b, r, nadj_noref(b, r));
        Place p = place_adj(b, l, nadj_noref(b, l), true);
        checked_binop(b, p, bin_op(e->binary.op), mb_copy(p), ro, lt, e->span);
        return;
    }
    Operand args[2];
    args[0] = autoref_operand(b, l, true);
    args[1] = mb_as_operand(b, r);
    MirLocal unit = mb_new_temp(b, ty_common(b->tcx)->unit, e->span);
    mb_call_term(b, mb_place(unit), mb_const_fn(b, td->def, td->args), args, 2, e->span, td->def);
}

static void lower_unary(Builder *b, Place dest, const HirExpr *e) {
    const HirExpr *o = e->unary.operand;
    Operand c;
    if (e->unary.op == HUN_DEREF) {
        mb_assign_use(b, dest, mb_consume(b, place_adj(b, e, 0, false)), e->span);
        return;
    }
    if (const_operand(b, e, &c)) {
        mb_assign_use(b, dest, c, e->span);
        return;
    }
    TyId ot = mb_expr_ty(b, o);
    const TypeDependentDef *td = tdd(b, e);
    if (td && !ty_is_scalar(b->tcx, ot)) {
        Operand arg = mb_as_operand(b, o);
        mb_call_term(b, dest, mb_const_fn(b, td->def, td->args), &arg, 1, e->span, td->def);
        return;
    }
    Operand x = mb_as_operand(b, o);
    MirUnOp op = e->unary.op == HUN_NOT ? MUN_NOT : MUN_NEG;
    if (op == MUN_NEG && ty_options(b->tcx)->overflow_checks && tk(b, ot) == TYK_INT) {
        uint64_t lo, hi;
        signed_min(b, ot, &lo, &hi);
        MirLocal is_min = bool_temp(b, mb_rv_binary(b, MBIN_EQ, copy_of(x), mb_const_scalar(ot, lo, hi)), e->span);
        Operand msg[1] = {copy_of(x)};
        assert_term(b, mb_move_op(mb_place(is_min)), false, ASSERT_OVERFLOW_NEG, 0, msg, 1, e->span);
    }
    mb_assign(b, dest, (Rvalue){.kind = RV_UNARY, .op = (uint8_t)op, .ops = mb_ops(b, &x, 1), .nops = 1, .active_field = -1},
              e->span);
}

/* ---- casts ---- */

static Rvalue cast_rv(Builder *b, CastKind k, Operand op, TyId to) {
    return (Rvalue){.kind = RV_CAST, .op = (uint8_t)k, .ops = mb_ops(b, &op, 1), .nops = 1, .ty = to, .active_field = -1};
}

static bool is_int_like(Builder *b, TyId t) {
    uint8_t k = tk(b, t);
    return k == TYK_INT || k == TYK_UINT || k == TYK_BOOL || k == TYK_CHAR;
}

static bool is_c_like_enum(Builder *b, TyId t) {
    if (tk(b, t) != TYK_ADT) return false;
    const AdtDef *a = ty_adt_def(b->tcx, ty_get(b->tcx, t)->adt.def);
    return a && a->kind == ADT_ENUM;
}

static void lower_cast(Builder *b, Place dest, const HirExpr *e) {
    const HirExpr *inner = e->cast.expr;
    TyId to = node_ty(b, e);
    if (b->tr->coercion_casts && e->id.i < b->tr->nids && b->tr->coercion_casts[e->id.i]) {
        mb_into(b, dest, inner);
        return;
    }
    TyId from = mb_expr_ty(b, inner);
    uint8_t fk = tk(b, from), tok = tk(b, to);
    if (ty_eq(from, to)) {
        mb_assign_use(b, dest, mb_as_operand(b, inner), e->span);
        return;
    }
    if (fk == TYK_REF && (tok == TYK_RAW_PTR || ty_is_integral(b->tcx, to))) {
        /* &T as *const U: the address of *r, then a pointer cast */
        Place p = mb_deref(b, place_adj(b, inner, nadj(b, inner), false));
        TyId pointee = ty_get(b->tcx, from)->pointee;
        bool mutbl = ty_get(b->tcx, from)->mutbl && (tok != TYK_RAW_PTR || ty_get(b->tcx, to)->mutbl);
        TyId raw = ty_raw_ptr(b->tcx, pointee, mutbl);
        if (ty_eq(raw, to)) {
            mb_assign(b, dest, (Rvalue){.kind = RV_ADDRESS_OF, .mutbl = mutbl, .place = p, .active_field = -1}, e->span);
            return;
        }
        MirLocal t = mb_new_temp(b, raw, e->span);
        mb_assign(b, mb_place(t), (Rvalue){.kind = RV_ADDRESS_OF, .mutbl = mutbl, .place = p, .active_field = -1}, e->span);
        CastKind k = tok == TYK_RAW_PTR ? CAST_PTR_TO_PTR : CAST_PTR_TO_ADDR;
        mb_assign(b, dest, cast_rv(b, k, mb_move_op(mb_place(t)), to), e->span);
        return;
    }
    if (fk == TYK_FN_DEF || fk == TYK_CLOSURE) {
        /* reify first, then treat as a fn pointer */
        FnSig sig = fk == TYK_FN_DEF ? ty_subst_sig(b->tcx, ty_fn_sig(b->tcx, ty_get(b->tcx, from)->adt.def),
                                                     ty_get(b->tcx, from)->adt.args)
                                      : tc_closure_info(b->tcx, ty_get(b->tcx, from)->adt.def)->sig;
        if (fk == TYK_CLOSURE) sig.abi = ABI_RUST;
        TyId fp = ty_fn_ptr(b->tcx, sig);
        Operand op = mb_as_operand(b, inner);
        CastKind rk = fk == TYK_FN_DEF ? CAST_FN_TO_PTR : CAST_CLOSURE_TO_FN_PTR;
        if (ty_eq(fp, to) || tok == TYK_FN_PTR) {
            mb_assign(b, dest, cast_rv(b, rk, op, to), e->span);
            return;
        }
        MirLocal t = mb_new_temp(b, fp, e->span);
        mb_assign(b, mb_place(t), cast_rv(b, rk, op, fp), e->span);
        CastKind k = tok == TYK_RAW_PTR ? CAST_PTR_TO_PTR : CAST_PTR_TO_ADDR;
        mb_assign(b, dest, cast_rv(b, k, mb_move_op(mb_place(t)), to), e->span);
        return;
    }
    if (is_c_like_enum(b, from) && inner->kind == HEXPR_PATH && !nadj(b, inner)) {
        /* `Variant as T`: the discriminant from the variant's initializer
         * (the last explicit one, plus the variants after it), without the
         * enum's layout, so a discriminant may use another variant's
         * (`Y = Foo::X as isize - 3`), as rustc's THIR does */
        PathRes r = path_res(b, inner);
        DefKind dk = r.res.kind == RES_DEF ? def_kind(b, r.res.def) : DEF_MOD;
        const AdtDef *adt = ty_adt_def(b->tcx, ty_get(b->tcx, from)->adt.def);
        if ((dk == DEF_CTOR || dk == DEF_VARIANT) && adt) {
            uint32_t v = ty_variant_index(b->tcx, r.res.def), j = v + 1;
            while (j > 0 && !adt->variants[j - 1].has_explicit_disr) j--;
            TyId dt = ty_discr_ty(b->tcx, ty_get(b->tcx, from)->adt.def);
            Operand val = mb_const_scalar(dt, j ? v - (j - 1) : v, 0);
            if (j) {
                Operand base = {.kind = OP_CONST,
                                .c = {.kind = CONST_UNEVALUATED, .ty = dt, .def = adt->variants[j - 1].disr_def}};
                if (v + 1 > j) {
                    MirLocal t = mb_new_temp(b, dt, e->span);
                    mb_assign(b, mb_place(t), mb_rv_binary(b, MBIN_ADD, base, val), e->span);
                    val = mb_move_op(mb_place(t));
                } else {
                    val = base;
                }
            }
            mb_assign(b, dest, cast_rv(b, CAST_INT_TO_INT, val, to), e->span);
            return;
        }
    }
    if (is_c_like_enum(b, from)) {
        Place p = place_adj(b, inner, nadj(b, inner), false);
        TyId dt = ty_discr_ty(b->tcx, ty_get(b->tcx, from)->adt.def);
        MirLocal t = mb_new_temp(b, dt, e->span);
        mb_assign(b, mb_place(t), (Rvalue){.kind = RV_DISCRIMINANT, .place = p, .active_field = -1}, e->span);
        mb_assign(b, dest, cast_rv(b, CAST_INT_TO_INT, mb_move_op(mb_place(t)), to), e->span);
        return;
    }
    Operand op = mb_as_operand(b, inner);
    CastKind k = CAST_TRANSMUTE;
    bool fptr = fk == TYK_RAW_PTR || fk == TYK_FN_PTR, tptr = tok == TYK_RAW_PTR || tok == TYK_FN_PTR;
    if (is_int_like(b, from) && is_int_like(b, to)) k = CAST_INT_TO_INT;
    else if (is_int_like(b, from) && tok == TYK_FLOAT) k = CAST_INT_TO_FLOAT;
    else if (fk == TYK_FLOAT && is_int_like(b, to)) k = CAST_FLOAT_TO_INT;
    else if (fk == TYK_FLOAT && tok == TYK_FLOAT) k = CAST_FLOAT_TO_FLOAT;
    else if (fptr && tptr) k = fk == TYK_RAW_PTR && tok == TYK_RAW_PTR && ty_eq(ty_get(b->tcx, from)->pointee, ty_get(b->tcx, to)->pointee)
                                   ? CAST_MUT_TO_CONST : CAST_PTR_TO_PTR;
    else if (fptr && is_int_like(b, to)) k = CAST_PTR_TO_ADDR;
    else if (is_int_like(b, from) && tptr) k = CAST_ADDR_TO_PTR;
    mb_assign(b, dest, cast_rv(b, k, op, to), e->span);
}

/* ---- aggregates ---- */

static void lower_struct(Builder *b, Place dest, const HirExpr *e) {
    TyId t = node_ty(b, e);
    const TyData *d = ty_get(b->tcx, t);
    if (d->kind != TYK_ADT) {
        unsupported(b, e->span, "this struct expression");
        return;
    }
    const AdtDef *adt = ty_adt_def(b->tcx, d->adt.def);
    PathRes r = path_res(b, e);
    uint32_t variant = 0;
    if (r.res.kind == RES_DEF && adt->kind == ADT_ENUM) {
        DefKind k = def_kind(b, r.res.def);
        if (k == DEF_VARIANT || k == DEF_CTOR) variant = ty_variant_index(b->tcx, r.res.def);
    }
    const VariantDef *v = &adt->variants[variant];
    uint32_t nf = v->nfields;
    Operand *ops = ARENA_ARRAY(b->a, Operand, nf ? nf : 1);
    bool *set = calloc(nf ? nf : 1, 1);
    int32_t active = -1;
    uint32_t nw = e->strukt.nfields;
    HirExpr **fexprs = calloc(nw ? nw : 1, sizeof *fexprs);
    Operand *fops = malloc(sizeof *fops * (nw ? nw : 1));
    for (uint32_t i = 0; i < nw; i++) fexprs[i] = e->strukt.fields[i].expr;
    operands_in_order(b, fexprs, nw, e->strukt.base, fops);
    for (uint32_t i = 0; i < nw; i++) {
        const HirExprField *f = &e->strukt.fields[i];
        uint32_t fi = b->tr->field_indices && f->id.i < b->tr->nids ? b->tr->field_indices[f->id.i] : i;
        Operand op = fops[i];
        if (adt->kind == ADT_UNION) {
            active = (int32_t)fi;
            ops[0] = op;
            continue;
        }
        if (fi < nf) {
            ops[fi] = op;
            set[fi] = true;
        }
    }
    free(fexprs);
    free(fops);
    if (e->strukt.base) {
        Place bp = mb_as_place(b, e->strukt.base, false);
        for (uint32_t i = 0; i < nf; i++)
            if (!set[i]) ops[i] = mb_consume(b, mb_field(b, bp, i, mb_field_ty(b, t, variant, i)));
    }
    free(set);
    Rvalue rv = {.kind = RV_AGGREGATE, .agg = AGG_ADT, .ops = ops, .nops = adt->kind == ADT_UNION ? 1 : nf, .ty = t,
                 .def = d->adt.def, .args = d->adt.args, .variant = variant, .active_field = active};
    mb_assign(b, dest, rv, e->span);
}

static void lower_closure(Builder *b, Place dest, const HirExpr *e) {
    TyId t = node_ty(b, e);
    const ClosureInfo *ci = tc_closure_info(b->tcx, e->closure.def);
    uint32_t n = ci ? ci->ncaptures : 0;
    Operand *ops = ARENA_ARRAY(b->a, Operand, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) {
        const ClosureCapture *c = &ci->captures[i];
        Place p = local_place(b, c->var, e->span);
        if (c->kind == CAPTURE_BY_VALUE) ops[i] = mb_consume(b, p);
        else {
            bool m = c->kind == CAPTURE_BY_MUT_REF;
            ops[i] = mb_move_op(mb_place(ref_temp(b, p, m, mb_place_ty(b, p), e->span)));
        }
    }
    Rvalue rv = {.kind = RV_AGGREGATE, .agg = AGG_CLOSURE, .ops = ops, .nops = n, .ty = t, .def = e->closure.def,
                 .args = tk(b, t) == TYK_CLOSURE || tk(b, t) == TYK_GENERATOR ? ty_get(b->tcx, t)->adt.args : (ArgsId){0},
                 .active_field = -1};
    mb_assign(b, dest, rv, e->span);
}

static void lower_array(Builder *b, Place dest, const HirExpr *e) {
    TyId t = node_ty(b, e);
    TyId elem = tk(b, t) == TYK_ARRAY ? ty_get(b->tcx, t)->array.elem : ty_common(b->tcx)->error;
    uint32_t n = e->elems.n;
    Operand *ops = ARENA_ARRAY(b->a, Operand, n ? n : 1);
    operands_in_order(b, e->elems.elems, n, NULL, ops);
    mb_assign(b, dest, (Rvalue){.kind = RV_AGGREGATE, .agg = AGG_ARRAY, .ops = ops, .nops = n, .ty = elem, .active_field = -1},
              e->span);
}

static void lower_tuple(Builder *b, Place dest, const HirExpr *e) {
    TyId t = node_ty(b, e);
    uint32_t n = e->elems.n;
    Operand *ops = ARENA_ARRAY(b->a, Operand, n ? n : 1);
    operands_in_order(b, e->elems.elems, n, NULL, ops);
    mb_assign(b, dest, (Rvalue){.kind = RV_AGGREGATE, .agg = AGG_TUPLE, .ops = ops, .nops = n, .ty = t, .active_field = -1},
              e->span);
}

/* `box v` (and `#[rustc_box] Box::new(v)`), as rustc builds it: the
 * allocation first (the exchange_malloc lang item with T's size and
 * align), the pointer taken as the Box (a shallow init: the allocator
 * field is a ZST), then v evaluated straight into `*box`. */
static void lower_box(Builder *b, Place dest, const HirExpr *e) {
    TyId box_ty = node_ty(b, e);
    TyId t = mb_expr_ty(b, e->inner);
    DefId malloc = hir_lang_item(b->hir, LANG_EXCHANGE_MALLOC);
    if (!malloc.i) {
        ty_require_lang_item(b->tcx, LANG_EXCHANGE_MALLOC, e->span);
        b->failed = true;
        return;
    }
    const TyCommon *c = ty_common(b->tcx);
    MirLocal size = mb_new_temp(b, c->usize, e->span), align = mb_new_temp(b, c->usize, e->span);
    mb_assign(b, mb_place(size), (Rvalue){.kind = RV_NULLARY, .op = NULLOP_SIZE_OF, .ty = t, .active_field = -1}, e->span);
    mb_assign(b, mb_place(align), (Rvalue){.kind = RV_NULLARY, .op = NULLOP_ALIGN_OF, .ty = t, .active_field = -1}, e->span);
    TyId u8p = ty_raw_ptr(b->tcx, c->u8, true);
    MirLocal raw = mb_new_temp(b, u8p, e->span);
    Operand args[2] = {mb_move_op(mb_place(size)), mb_move_op(mb_place(align))};
    mb_call_term(b, mb_place(raw), mb_const_fn(b, malloc, ty_intern_args(b->tcx, NULL, 0)), mb_ops(b, args, 2), 2,
                 e->span, malloc);
    MirLocal bx = mb_new_temp(b, box_ty, e->span);
    Operand rop = mb_move_op(mb_place(raw));
    mb_assign(b, mb_place(bx),
              (Rvalue){.kind = RV_CAST, .op = CAST_TRANSMUTE, .ops = mb_ops(b, &rop, 1), .nops = 1, .ty = box_ty,
                       .active_field = -1},
              e->span);
    mb_into(b, mb_deref(b, mb_place(bx)), e->inner);
    mb_assign_use(b, dest, mb_move_op(mb_place(bx)), e->span);
}

static void lower_repeat(Builder *b, Place dest, const HirExpr *e) {
    TyId t = node_ty(b, e);
    Operand op = mb_as_operand(b, e->repeat.elem);
    uint64_t count = tk(b, t) == TYK_ARRAY ? ty_get(b->tcx, t)->array.len : 0;
    /* count ARRAY_LEN_PARAM (a const param length): the instance's array
     * type gives it (codegen, interp) */
    mb_assign(b, dest, (Rvalue){.kind = RV_REPEAT, .ops = mb_ops(b, &op, 1), .nops = 1, .count = count, .ty = t, .active_field = -1},
              e->span);
}

static void lower_path_value(Builder *b, Place dest, const HirExpr *e) {
    Operand c;
    if (const_operand(b, e, &c)) {
        mb_assign_use(b, dest, c, e->span);
        return;
    }
    TyId t = node_ty(b, e);
    PathRes r = path_res(b, e);
    if (tk(b, t) == TYK_ADT && (r.res.kind == RES_DEF || r.res.kind == RES_SELF_CTOR)) {
        /* a unit struct or unit variant */
        const TyData *d = ty_get(b->tcx, t);
        uint32_t variant = 0;
        if (r.res.kind == RES_DEF && (def_kind(b, r.res.def) == DEF_CTOR || def_kind(b, r.res.def) == DEF_VARIANT))
            variant = ty_variant_index(b->tcx, r.res.def);
        Rvalue rv = {.kind = RV_AGGREGATE, .agg = AGG_ADT, .ty = t, .def = d->adt.def, .args = d->adt.args,
                     .variant = variant, .active_field = -1, .ops = ARENA_ARRAY(b->a, Operand, 1)};
        mb_assign(b, dest, rv, e->span);
        return;
    }
    unsupported(b, e->span, "this path expression");
}

/* ---- control flow ---- */

static Breakable *find_breakable(Builder *b, HirId target, bool need_loop) {
    for (uint32_t i = b->breakables.len; i-- > 0;) {
        Breakable *br = &b->breakables.data[i];
        if (target.i ? hir_id_eq(br->target, target) : br->is_loop) return br;
        (void)need_loop;
    }
    return NULL;
}

static MirBlock return_block(Builder *b) {
    if (b->return_bb == MIR_NO_BLOCK) {
        b->return_bb = mb_new_block(b);
        b->blocks.data[b->return_bb].terminated = true;
        b->blocks.data[b->return_bb].term = (MirTerm){.kind = TERM_RETURN, .span = b->span, .target = MIR_NO_BLOCK};
    }
    return b->return_bb;
}

static void lower_break(Builder *b, const HirExpr *e) {
    Breakable *br = find_breakable(b, e->brk.target, false);
    if (!br) {
        unsupported(b, e->span, "this `break`");
        return;
    }
    if (e->brk.value) mb_into(b, br->dest, e->brk.value);
    else if (ty_is_unit(b->tcx, mb_place_ty(b, br->dest))) mb_assign_use(b, br->dest, mb_const_unit(b), e->span);
    br = find_breakable(b, e->brk.target, false);
    mb_exit_scopes(b, br->depth, e->span);
    mb_goto(b, br->break_bb, e->span);
    mb_start_dead(b);
}

static void lower_continue(Builder *b, const HirExpr *e) {
    Breakable *br = find_breakable(b, e->cont_target, true);
    if (!br || br->continue_bb == MIR_NO_BLOCK) {
        unsupported(b, e->span, "this `continue`");
        return;
    }
    mb_exit_scopes(b, br->depth, e->span);
    mb_goto(b, br->continue_bb, e->span);
    mb_start_dead(b);
}

/* `yield v`: suspends; a resume continues with the resume argument as
 * the value, a drop of the suspended generator leaves through every
 * scope (generator.c turns both into the state machine). */
static void lower_yield(Builder *b, Place dest, const HirExpr *e) {
    Operand v = mb_as_operand(b, e->yld);
    MirLocal r = mb_new_temp(b, b->resume_ty.i ? b->resume_ty : ty_common(b->tcx)->unit, e->span);
    MirBlock resume = mb_new_block(b), drop = mb_new_block(b);
    MirTerm *t = mb_terminate(b, TERM_YIELD, e->span);
    t->value = v;
    t->place = mb_place(r);
    t->target = resume;
    t->drop = drop;
    b->cur = drop;
    mb_exit_scopes(b, 0, e->span);
    mb_terminate(b, TERM_GENERATOR_DROP, e->span);
    b->cur = resume;
    mb_assign_use(b, dest, mb_move_op(mb_place(r)), e->span);
}

static void lower_return(Builder *b, const HirExpr *e) {
    if (e->ret) mb_into(b, mb_place(MIR_RETURN_PLACE), e->ret);
    else mb_assign_use(b, mb_place(MIR_RETURN_PLACE), mb_const_unit(b), e->span);
    mb_exit_scopes(b, 0, e->span);
    mb_goto(b, return_block(b), e->span);
    mb_start_dead(b);
}

static void lower_loop(Builder *b, Place dest, const HirExpr *e) {
    MirBlock head = mb_new_block(b), exit = mb_new_block(b);
    mb_goto(b, head, e->span);
    b->cur = head;
    vec_push(&b->breakables, (Breakable){.target = e->id, .is_loop = true, .dest = dest, .break_bb = exit,
                                         .continue_bb = head, .depth = b->scopes.len});
    MirLocal u = mb_new_temp(b, ty_common(b->tcx)->unit, e->span);
    mb_block_into(b, mb_place(u), e->loop.body, e->span);
    mb_goto(b, head, e->span);
    b->breakables.len--;
    b->cur = exit;
}

static void lower_block_expr(Builder *b, Place dest, const HirExpr *e) {
    if (!e->block.label.name) {
        mb_block_into(b, dest, e->block.block, e->span);
        return;
    }
    MirBlock exit = mb_new_block(b);
    vec_push(&b->breakables, (Breakable){.target = e->id, .dest = dest, .break_bb = exit, .continue_bb = MIR_NO_BLOCK,
                                         .depth = b->scopes.len});
    mb_block_into(b, dest, e->block.block, e->span);
    mb_goto(b, exit, e->span);
    b->breakables.len--;
    b->cur = exit;
}

static bool chain_has_let(const HirExpr *c) {
    if (c->kind == HEXPR_LET) return true;
    return c->kind == HEXPR_BINARY && c->binary.op == HBIN_AND &&
           (chain_has_let(c->binary.lhs) || chain_has_let(c->binary.rhs));
}

/* An `if`/`while` condition. A chain of `&&` with a `let` in it branches
 * at each link; one without is a boolean value computed first, as rustc
 * 1.63 lowers it (its borrow checker then sees `if true && { z = 3; true }
 * && z == 3` read a possibly-uninitialised `z`). */
void mb_cond(Builder *b, const HirExpr *c, MirBlock else_bb) {
    if (c->kind == HEXPR_BINARY && c->binary.op == HBIN_AND && nadj(b, c) == 0 && chain_has_let(c)) {
        mb_cond(b, c->binary.lhs, else_bb);
        mb_cond(b, c->binary.rhs, else_bb);
        return;
    }
    if (c->kind == HEXPR_LET) {
        Place p = mb_as_place(b, c->let.init, false);
        Span saved = b->scrut_span;
        b->scrut_span = c->let.init->span;
        mb_match_pat(b, p, c->let.pat, else_bb, true);
        b->scrut_span = saved;
        return;
    }
    /* a boolean condition is a terminating scope: its temporaries are
     * dropped before either branch runs */
    int saved = b->temp_scope;
    b->temp_scope = -1;
    mb_push_scope(b);
    Operand op = mb_as_operand(b, c);
    if (vec_last(&b->scopes).drops.len) {
        MirLocal v = mb_new_temp(b, ty_common(b->tcx)->bool_, c->span);
        mb_assign_use(b, mb_place(v), op, c->span);
        op = mb_move_op(mb_place(v));
    }
    mb_pop_scope(b, c->span);
    b->temp_scope = saved;
    MirBlock then = mb_new_block(b);
    mb_switch_bool(b, op, then, else_bb, c->span);
    b->cur = then;
}

static void lower_if(Builder *b, Place dest, const HirExpr *e) {
    MirBlock else_bb = mb_new_block(b), join = mb_new_block(b);
    const HirExpr *c = e->if_.cond;
    if (c->kind == HEXPR_LET) {
        /* `if let`'s scrutinee is a match's: its temporaries live to the
         * end of the enclosing statement, past both branches (1.63) */
        Place p = mb_as_place(b, c->let.init, false);
        mb_push_scope(b);
        Span saved = b->scrut_span;
        b->scrut_span = c->let.init->span;
        mb_match_pat(b, p, c->let.pat, else_bb, true);
        b->scrut_span = saved;
    } else {
        mb_push_scope(b);
        mb_cond(b, c, else_bb);
    }
    mb_into(b, dest, e->if_.then);
    mb_pop_scope(b, e->span);
    mb_goto(b, join, e->span);
    b->cur = else_bb;
    if (e->if_.els) mb_into(b, dest, e->if_.els);
    else mb_assign_use(b, dest, mb_const_unit(b), e->span);
    mb_goto(b, join, e->span);
    b->cur = join;
}

static void lower_let_value(Builder *b, Place dest, const HirExpr *e) {
    MirBlock else_bb = mb_new_block(b), join = mb_new_block(b);
    mb_push_scope(b);
    mb_cond(b, e, else_bb);
    mb_pop_scope(b, e->span);
    mb_assign_use(b, dest, mb_const_bool(b, true), e->span);
    mb_goto(b, join, e->span);
    b->cur = else_bb;
    mb_assign_use(b, dest, mb_const_bool(b, false), e->span);
    mb_goto(b, join, e->span);
    b->cur = join;
}

static void lower_assign(Builder *b, Place dest, const HirExpr *e) {
    /* the value is read (moved) before the left-hand side is evaluated
     * and its old value dropped: `x = x` moves x out first */
    const HirExpr *r = e->assign.rhs;
    Operand rhs = mb_as_operand(b, r);
    if (rhs.kind != OP_CONST && is_place_expr(b, r, nadj(b, r)) &&
        (rhs.kind == OP_MOVE || !expr_is_pure(b, e->assign.lhs, 0))) {
        MirLocal t = mb_new_temp(b, mb_expr_ty(b, e->assign.rhs), e->assign.rhs->span);
        mb_assign_use(b, mb_place(t), rhs, e->assign.rhs->span);
        rhs = mb_move_op(mb_place(t));
    }
    Place lhs = mb_as_place(b, e->assign.lhs, true);
    mb_drop_place_before_assign(b, lhs, &rhs, e->span);
    mb_assign_use(b, lhs, rhs, e->span);
    mb_note_assigned(b, lhs, e->span);
    mb_assign_use(b, dest, mb_const_unit(b), e->span);
}

static void lower_asm(Builder *b, Place dest, const HirExpr *e) {
    const HirInlineAsm *ia = e->inline_asm;
    MirAsmOperand *ops = ARENA_ARRAY(b->a, MirAsmOperand, ia->noperands ? ia->noperands : 1);
    for (uint32_t i = 0; i < ia->noperands; i++) {
        const HirAsmOperand *h = &ia->operands[i];
        MirAsmOperand *o = &ops[i];
        o->kind = h->kind;
        o->is_explicit_reg = h->is_explicit_reg;
        o->reg = h->reg;
        o->late = h->late;
        switch (h->kind) {
        case ASM_OP_IN: o->in = mb_as_operand(b, h->expr); break;
        case ASM_OP_OUT:
            if (h->expr) {
                o->has_out = true;
                o->out = mb_as_place(b, h->expr, true);
            }
            break;
        case ASM_OP_INOUT:
            o->in = mb_as_operand(b, h->expr);
            o->has_out = true;
            o->out = mb_as_place(b, h->expr, true);
            break;
        case ASM_OP_SPLIT_INOUT:
            o->in = mb_as_operand(b, h->expr);
            if (h->out_expr) {
                o->has_out = true;
                o->out = mb_as_place(b, h->out_expr, true);
            }
            break;
        case ASM_OP_CONST:
            o->ct = (MirConst){.kind = CONST_UNEVALUATED, .def = h->ct.def,
                               .ty = mb_norm(b, tc_node_type(tc_typeck(b->tcx, h->ct.def), (HirId){h->ct.id.i}))};
            break;
        case ASM_OP_SYM:
            if (h->expr && h->expr->kind == HEXPR_PATH) {
                PathRes r = path_res(b, h->expr);
                o->ct = (MirConst){.kind = def_kind(b, r.res.def) == DEF_STATIC ? CONST_STATIC_REF : CONST_ZST,
                                   .def = r.res.def, .ty = node_ty(b, h->expr), .args = node_args(b, h->expr)};
            }
            break;
        }
    }
    bool noreturn = ia->ast && (ia->ast->options & ASM_OPT_NORETURN);
    MirBlock next = noreturn ? MIR_NO_BLOCK : mb_new_block(b);
    MirTerm *t = mb_terminate(b, TERM_INLINE_ASM, e->span);
    t->asm_ast = ia->ast;
    t->asm_ops = ops;
    t->nasm_ops = ia->noperands;
    t->target = next;
    if (noreturn) {
        mb_start_dead(b);
        return;
    }
    b->cur = next;
    if (ty_is_unit(b->tcx, mb_place_ty(b, dest))) mb_assign_use(b, dest, mb_const_unit(b), e->span);
}

/* ---- promotion: `&expr` of a constant expression is `&'static` ---- */

/* Whether values of t may hold an UnsafeCell (rustc's !Freeze): such a
 * borrow is never promoted. Conservative on what it cannot see. */
static bool has_interior_mut(Builder *b, TyId t, int depth) {
    TyCtxt *tcx = b->tcx;
    if (depth > 16) return true;
    const TyData *d = ty_get(tcx, t);
    switch (d->kind) {
    case TYK_ARRAY: return has_interior_mut(b, d->array.elem, depth + 1);
    case TYK_TUPLE:
        for (uint32_t i = 0; i < ty_args_len(tcx, d->tuple); i++)
            if (has_interior_mut(b, ty_args(tcx, d->tuple)[i], depth + 1)) return true;
        return false;
    case TYK_ADT: {
        const AdtDef *a = ty_adt_def(tcx, d->adt.def);
        if (!a || a->lang == LANG_UNSAFE_CELL) return true;
        for (uint32_t v = 0; v < a->nvariants; v++)
            for (uint32_t f = 0; f < a->variants[v].nfields; f++)
                if (has_interior_mut(b, mb_norm(b, ty_field_ty(tcx, t, v, f)), depth + 1)) return true;
        return false;
    }
    case TYK_PARAM: case TYK_PROJECTION: case TYK_INFER: case TYK_ERROR: case TYK_DYN: case TYK_FOREIGN: return true;
    default: return false;   /* scalars, references, pointers, fn items, str/slices behind pointers */
    }
}

static bool promotable(Builder *b, const HirExpr *e, int depth);

static bool all_promotable(Builder *b, HirExpr *const *es, uint32_t n, int depth) {
    for (uint32_t i = 0; i < n; i++)
        if (!promotable(b, es[i], depth + 1)) return false;
    return true;
}

/* rustc's promotion in fn bodies (validate_candidate, explicit `&`):
 * literals, consts, unit and tuple-struct/variant constructors,
 * aggregates, fields and constant indices of promotable values, and
 * built-in arithmetic that cannot panic at run time (division only by a
 * literal other than 0). No locals, calls, statics, blocks or control
 * flow; nothing whose type is generic, needs drop or has interior
 * mutability. Evaluation failures (an overflow) fall back to a temp. */
static bool promotable_x(Builder *b, const HirExpr *e, int depth, bool autoref);

static bool promotable(Builder *b, const HirExpr *e, int depth) { return promotable_x(b, e, depth, false); }

/* autoref: e is the operand of typeck's autoref (its adjustments are the
 * borrow being promoted and what follows it) */
/* A fn item reified to a fn pointer (`f::<T>` passed as `unsafe fn()`)
 * stays a constant. */
static bool only_reify(Builder *b, const HirExpr *e) {
    const Adjustments *a = adjs(b, e);
    for (uint32_t i = 0; i < a->n; i++)
        if (a->steps[i].kind != ADJ_REIFY_FN_PTR && a->steps[i].kind != ADJ_UNSAFE_FN_PTR) return false;
    return true;
}

static bool promotable_x(Builder *b, const HirExpr *e, int depth, bool autoref) {
    if (depth > 32 || (nadj(b, e) != 0 && !autoref && !only_reify(b, e))) return false;
    /* a generic fn item reified is a plain fn pointer */
    TyId t = !autoref && nadj(b, e) ? ty_after(b, e, nadj(b, e)) : node_ty(b, e);
    if (ty_get(b->tcx, t)->flags & (TYF_HAS_PARAM | TYF_HAS_INFER | TYF_HAS_ERROR)) return false;
    if (has_interior_mut(b, t, 0)) return false;
    bool empty_array = e->kind == HEXPR_ARRAY && e->elems.n == 0;
    if (!empty_array && ty_needs_drop(b->tcx, b->env, t)) return false;
    switch (e->kind) {
    case HEXPR_LIT: return e->lit.kind != HLIT_ERR;
    case HEXPR_PATH: {
        PathRes r = path_res(b, e);
        if (r.res.kind == RES_SELF_CTOR) return true;
        if (r.res.kind != RES_DEF) return false;
        switch (def_kind(b, r.res.def)) {
        case DEF_CONST: case DEF_ASSOC_CONST: case DEF_CTOR: case DEF_FN: case DEF_ASSOC_FN: return true;
        case DEF_CONST_PARAM: return true;   /* a generic promoted: evaluated per instance */
        default: return false;
        }
    }
    case HEXPR_UNARY:
        if (tdd(b, e) || e->unary.op == HUN_DEREF) return false;
        return promotable(b, e->unary.operand, depth + 1);
    case HEXPR_BINARY: {
        if (tdd(b, e) || e->binary.op == HBIN_AND || e->binary.op == HBIN_OR) return false;
        if (e->binary.op == HBIN_DIV || e->binary.op == HBIN_REM) {
            const HirExpr *r = e->binary.rhs;
            uint8_t k = tk(b, node_ty(b, r));
            if ((k == TYK_INT || k == TYK_UINT) &&
                (r->kind != HEXPR_LIT || r->lit.kind != HLIT_INT || (r->lit.lo == 0 && r->lit.hi == 0)))
                return false;
        }
        return promotable(b, e->binary.lhs, depth + 1) && promotable(b, e->binary.rhs, depth + 1);
    }
    case HEXPR_CAST: {
        uint8_t k = tk(b, t);
        if (k != TYK_INT && k != TYK_UINT && k != TYK_FLOAT && k != TYK_BOOL && k != TYK_CHAR) return false;
        uint8_t fk = tk(b, node_ty(b, e->cast.expr));
        if (fk == TYK_RAW_PTR || fk == TYK_FN_PTR || fk == TYK_FN_DEF || fk == TYK_REF) return false;
        return promotable(b, e->cast.expr, depth + 1);
    }
    case HEXPR_TUP: case HEXPR_ARRAY: return all_promotable(b, e->elems.elems, e->elems.n, depth);
    case HEXPR_REPEAT: return promotable(b, e->repeat.elem, depth + 1);
    case HEXPR_STRUCT: {
        if (e->strukt.base) return false;
        const TyData *d = ty_get(b->tcx, t);
        const AdtDef *a = d->kind == TYK_ADT ? ty_adt_def(b->tcx, d->adt.def) : NULL;
        if (!a || a->kind == ADT_UNION) return false;
        for (uint32_t i = 0; i < e->strukt.nfields; i++)
            if (!promotable(b, e->strukt.fields[i].expr, depth + 1)) return false;
        return true;
    }
    case HEXPR_CALL: {
        const HirExpr *c = e->call.callee;
        if (c->kind != HEXPR_PATH || nadj(b, c)) return false;
        PathRes r = path_res(b, c);
        bool ok = r.res.kind == RES_SELF_CTOR || (r.res.kind == RES_DEF && def_kind(b, r.res.def) == DEF_CTOR);
        if (!ok && r.res.kind == RES_DEF) {
            /* rustc promotes calls of #[rustc_promotable] const fns */
            const HirAttrs *at = hir_attrs(b->hir, r.res.def);
            ok = at && at->rustc_promotable;
        }
        return ok && all_promotable(b, e->call.args, e->call.nargs, depth);
    }
    case HEXPR_FIELD: return promotable(b, e->field.expr, depth + 1);
    case HEXPR_INDEX: {
        const HirExpr *i = e->index.index;
        if (tdd(b, e) || tk(b, node_ty(b, e->index.expr)) != TYK_ARRAY) return false;
        return i->kind == HEXPR_LIT && i->lit.kind == HLIT_INT && promotable(b, e->index.expr, depth + 1);
    }
    case HEXPR_ADDR_OF: return !e->addr_of.raw && !e->addr_of.mutbl && promotable(b, e->addr_of.expr, depth + 1);
    default: return false;
    }
}

/* `&expr` (or `&mut []`) of a promotable expression: the value is
 * evaluated once, at compile time, into a static allocation the
 * reference points to (rustc's promoted MIR bodies), so it lives for
 * 'static as the type checker assumed. False: lower it as a temp. */
/* ---- whether a promoted body is generic ---- */

static bool args_have_params(TyCtxt *tcx, ArgsId a) {
    uint32_t n = ty_args_len(tcx, a);
    for (uint32_t i = 0; i < n; i++)
        if (ty_get(tcx, ty_args(tcx, a)[i])->flags & TYF_HAS_PARAM) return true;
    return false;
}

static bool op_has_params(TyCtxt *tcx, const Operand *o) {
    if (o->kind != OP_CONST) return false;
    return (o->c.ty.i && (ty_get(tcx, o->c.ty)->flags & TYF_HAS_PARAM)) ||
           (o->c.args.i && args_have_params(tcx, o->c.args)) || o->c.kind == CONST_PROMOTED;
}

static bool body_mentions_params(TyCtxt *tcx, const MirBody *b) {
    for (uint32_t i = 0; i < b->nlocals; i++)
        if (ty_get(tcx, b->locals[i].ty)->flags & TYF_HAS_PARAM) return true;
    for (uint32_t i = 0; i < b->nblocks; i++) {
        const MirBasicBlock *bb = &b->blocks[i];
        for (uint32_t j = 0; j < bb->nstmts; j++) {
            const Rvalue *rv = &bb->stmts[j].rv;
            if (bb->stmts[j].kind != MSTMT_ASSIGN) continue;
            for (uint32_t k = 0; k < rv->nops; k++)
                if (op_has_params(tcx, &rv->ops[k])) return true;
            if ((rv->ty.i && (ty_get(tcx, rv->ty)->flags & TYF_HAS_PARAM)) ||
                (rv->args.i && args_have_params(tcx, rv->args)))
                return true;
        }
        const MirTerm *t = &bb->term;
        if (op_has_params(tcx, &t->func)) return true;
        for (uint32_t k = 0; k < t->nargs; k++)
            if (op_has_params(tcx, &t->args[k])) return true;
    }
    return false;
}

static bool promote_value(Builder *b, const HirExpr *x, bool mutbl, TyId ref_ty, bool autoref, Operand *out);

static bool try_promote(Builder *b, const HirExpr *e, Operand *out) {
    const HirExpr *x = e->addr_of.expr;
    if (e->addr_of.raw || (b->kind != MIR_FN && b->kind != MIR_CLOSURE)) return false;
    if (e->addr_of.mutbl && !(x->kind == HEXPR_ARRAY && x->elems.n == 0)) return false;
    return promote_value(b, x, e->addr_of.mutbl, node_ty(b, e), false, out);
}

/* The value of x in a static allocation, referenced by ref_ty. */
static bool promote_value(Builder *b, const HirExpr *x, bool mutbl, TyId ref_ty, bool autoref, Operand *out) {
    if (!promotable_x(b, x, 0, autoref)) return false;
    TyId t = node_ty(b, x);
    Builder bs, *p = &bs;
    mb_builder_init(p, b->tcx, b->def);
    p->kind = MIR_CONST;
    p->body = b->body;
    p->tr = b->tr;
    p->owner = b->owner;
    p->env = b->env;
    p->closure = b->closure;
    p->span = x->span;
    p->cur = mb_new_block(p);
    mb_push_scope(p);
    mb_new_temp(p, t, x->span);
    into_expr(p, mb_place(MIR_RETURN_PLACE), x);
    mb_pop_scope(p, x->span);
    mb_terminate(p, TERM_RETURN, x->span);
    const MirBody *body = p->failed ? NULL : mb_finish(p);
    mb_builder_free(p);
    if (body && body_mentions_params(b->tcx, body)) {
        /* its value depends on the instance: evaluated by mono/codegen */
        *out = (Operand){.kind = OP_CONST, .c = {.kind = CONST_PROMOTED, .ty = ref_ty, .lo = mutbl, .promoted = body}};
        return true;
    }
    const MirAlloc *a = body ? mir_eval_promoted(b->tcx, body, mutbl) : NULL;
    if (!a) return false;
    *out = (Operand){.kind = OP_CONST, .c = {.kind = CONST_REF, .ty = ref_ty, .alloc = a}};
    return true;
}

/* The root of a borrowed place `root.f[i]...` made of fields and
 * built-in array indexing (no deref) when it is a temporary (a value,
 * not a place): what `&` may promote, leaving the projections (a run-time
 * index too) to the body. NULL: none. */
static const HirExpr *projected_temp_root(Builder *b, const HirExpr *x) {
    const HirExpr *r = x;
    for (int depth = 0; depth < 32; depth++) {
        if (nadj(b, r)) return NULL;
        if (r->kind == HEXPR_FIELD) {
            r = r->field.expr;
        } else if (r->kind == HEXPR_INDEX) {
            if (tdd(b, r) || tk(b, mb_expr_ty(b, r->index.expr)) != TYK_ARRAY) return NULL;
            r = r->index.expr;
        } else {
            break;
        }
    }
    if (r == x || nadj(b, r) || is_place_expr(b, r, 0)) return NULL;
    return r;
}

/* ---- into a destination ---- */

static void into_expr(Builder *b, Place dest, const HirExpr *e) {
    switch (e->kind) {
    case HEXPR_LIT: mb_assign_use(b, dest, lit_operand(b, &e->lit, node_ty(b, e), false), e->span); return;
    case HEXPR_PATH:
        if (is_place_expr(b, e, 0)) mb_assign_use(b, dest, mb_consume(b, place_adj(b, e, 0, false)), e->span);
        else lower_path_value(b, dest, e);
        return;
    case HEXPR_FIELD:
    case HEXPR_INDEX: mb_assign_use(b, dest, mb_consume(b, place_adj(b, e, 0, false)), e->span); return;
    case HEXPR_CALL: lower_call(b, dest, e); return;
    case HEXPR_METHOD_CALL: lower_method_call(b, dest, e); return;
    case HEXPR_BINARY: lower_binary(b, dest, e); return;
    case HEXPR_UNARY: lower_unary(b, dest, e); return;
    case HEXPR_CAST: lower_cast(b, dest, e); return;
    case HEXPR_TYPE_ASCRIPTION: mb_into(b, dest, e->cast.expr); return;
    case HEXPR_ADDR_OF: {
        Operand promoted;
        if (try_promote(b, e, &promoted)) {
            mb_assign_use(b, dest, promoted, e->span);
            return;
        }
        if (!e->addr_of.raw && !e->addr_of.mutbl && (b->kind == MIR_FN || b->kind == MIR_CLOSURE))
            b->promote_root = projected_temp_root(b, e->addr_of.expr);
        Place p = mb_as_place(b, e->addr_of.expr, e->addr_of.mutbl);
        b->promote_root = NULL;
        Rvalue rv = {.kind = e->addr_of.raw ? RV_ADDRESS_OF : RV_REF, .mutbl = e->addr_of.mutbl, .place = p, .active_field = -1};
        mb_assign(b, dest, rv, e->span);
        return;
    }
    case HEXPR_ASSIGN: lower_assign(b, dest, e); return;
    case HEXPR_ASSIGN_OP:
        lower_assign_op(b, e);
        mb_assign_use(b, dest, mb_const_unit(b), e->span);
        return;
    case HEXPR_BLOCK: lower_block_expr(b, dest, e); return;
    case HEXPR_IF: lower_if(b, dest, e); return;
    case HEXPR_LOOP: lower_loop(b, dest, e); return;
    case HEXPR_MATCH: mb_match_expr(b, dest, e); return;
    case HEXPR_LET: lower_let_value(b, dest, e); return;
    case HEXPR_CLOSURE: lower_closure(b, dest, e); return;
    case HEXPR_BREAK: lower_break(b, e); return;
    case HEXPR_CONTINUE: lower_continue(b, e); return;
    case HEXPR_RET: lower_return(b, e); return;
    case HEXPR_YIELD: lower_yield(b, dest, e); return;
    case HEXPR_TUP: lower_tuple(b, dest, e); return;
    case HEXPR_ARRAY: lower_array(b, dest, e); return;
    case HEXPR_REPEAT: lower_repeat(b, dest, e); return;
    case HEXPR_STRUCT: lower_struct(b, dest, e); return;
    case HEXPR_INLINE_ASM: lower_asm(b, dest, e); return;
    case HEXPR_BOX: lower_box(b, dest, e); return;
    case HEXPR_ERR: b->failed = true; return;
    case HEXPR__COUNT: break;
    }
    b->failed = true;
}

static CastKind adj_cast(AdjustKind k) {
    switch (k) {
    case ADJ_REIFY_FN_PTR: return CAST_FN_TO_PTR;
    case ADJ_CLOSURE_FN_PTR: return CAST_CLOSURE_TO_FN_PTR;
    case ADJ_UNSAFE_FN_PTR: return CAST_UNSAFE_FN_PTR;
    case ADJ_MUT_TO_CONST: return CAST_MUT_TO_CONST;
    default: return CAST_UNSIZE;
    }
}

static void into_adj_at(Builder *b, Place dest, const HirExpr *e, uint32_t n);
static void into_adj(Builder *b, Place dest, const HirExpr *e, uint32_t n) {
    Span saved = b->user_span;
    if (!mb_span_is_external(b, e->span)) b->user_span = e->span;
    into_adj_at(b, dest, e, n);
    b->user_span = saved;
}

static void into_adj_at(Builder *b, Place dest, const HirExpr *e, uint32_t n) {
    if (!n) {
        into_expr(b, dest, e);
        return;
    }
    const Adjustment *s = &adjs(b, e)->steps[n - 1];
    switch (s->kind) {
    case ADJ_DEREF: mb_assign_use(b, dest, mb_consume(b, place_adj(b, e, n, false)), e->span); return;
    case ADJ_BORROW:
    case ADJ_RAW_BORROW: {
        /* an autoref of a constant temporary is promoted as `&expr` is
         * (rustc promotes the MIR borrow whatever made it):
         * `|| [1, 2, 3].iter()` returns an iterator over a static */
        Operand prom;
        if (s->kind == ADJ_BORROW && !s->mutbl && n == 1 && (b->kind == MIR_FN || b->kind == MIR_CLOSURE) &&
            e->kind != HEXPR_PATH && promote_value(b, e, false, mb_norm(b, s->target), true, &prom)) {
            mb_assign_use(b, dest, prom, e->span);
            return;
        }
        Place p = place_adj(b, e, n - 1, s->mutbl);
        Rvalue rv = {.kind = s->kind == ADJ_BORROW ? RV_REF : RV_ADDRESS_OF, .mutbl = s->mutbl, .place = p, .active_field = -1};
        mb_assign(b, dest, rv, b->adj_span_id.i && b->adj_span_id.i == e->id.i ? b->adj_span : e->span);
        return;
    }
    case ADJ_NEVER_TO_ANY: {
        MirLocal t = mb_new_temp(b, ty_after(b, e, n - 1), e->span);
        into_adj(b, mb_place(t), e, n - 1);
        mb_terminate(b, TERM_UNREACHABLE, e->span);
        mb_start_dead(b);
        return;
    }
    default: {
        Operand op = operand_adj(b, e, n - 1);
        mb_assign(b, dest, cast_rv(b, adj_cast(s->kind), op, mb_norm(b, s->target)), e->span);
        return;
    }
    }
}

void mb_into(Builder *b, Place dest, const HirExpr *e) { into_adj(b, dest, e, nadj(b, e)); }
