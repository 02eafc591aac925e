/* cg_simd.c — the `extern "platform-intrinsic"` SIMD intrinsics
 * (intrinsics.def's PLATFORM rows: portable-simd's and stdarch's
 * simd_*), lane by lane.
 *
 * Takes: the call terminator of a simd_* intrinsic whose operands are
 * #[repr(simd)] structs (N fields of one type, or one [T; N] field).
 * Gives: the result computed one lane at a time through memory (operands
 * are spilled to locals; lane i lives at offset i * size_of::<T>()).
 * libgccjit 12 has vector types but no vector comparisons, shuffles or
 * reductions, and GCC's vectorizer turns the loops-free lane code back
 * into vector instructions at -O; correctness first. */
#include "cg_priv.h"

typedef struct Simd {
    TyId elem;
    uint32_t lanes;
    uint64_t esize;
    gcc_jit_type *et;
} Simd;

typedef struct SimdCx {
    CgFx *fx;
    const MirTerm *t;
    const CgPlace *dest;
} SimdCx;

static gcc_jit_context *C(SimdCx *s) { return s->fx->cx->ctxt; }

/* The element type and lane count of a repr(simd) type. */
static bool simd_of(CgCtx *cx, TyId t, Simd *out) {
    TyCtxt *tcx = cx->tcx;
    if (ty_kind(tcx, t) != TYK_ADT) return false;
    const AdtDef *ad = ty_adt_def(tcx, ty_get(tcx, t)->adt.def);
    if (!ad || !ad->repr || !ad->repr->repr_simd || ad->nvariants != 1 || !ad->variants[0].nfields) return false;
    TyId f0 = ty_field_ty(tcx, t, 0, 0);
    if (ad->variants[0].nfields == 1 && ty_kind(tcx, f0) == TYK_ARRAY) {
        out->elem = ty_get(tcx, f0)->array.elem;
        out->lanes = (uint32_t)ty_get(tcx, f0)->array.len;
    } else {
        out->elem = f0;
        out->lanes = ad->variants[0].nfields;
    }
    out->esize = cg_layout(cx, out->elem)->size;
    out->et = cg_type(cx, out->elem);
    return true;
}

/* The address of operand i's value (spilled to a local). */
static gcc_jit_rvalue *spill(SimdCx *s, uint32_t i) {
    CgFx *fx = s->fx;
    TyId ty = cg_operand_ty(fx, &s->t->args[i]);
    gcc_jit_lvalue *tmp = cg_temp(fx, cg_type(fx->cx, ty));
    gcc_jit_block_add_assignment(fx->cur, fx->loc, tmp, cg_operand(fx, &s->t->args[i]));
    return gcc_jit_context_new_cast(C(s), NULL, gcc_jit_lvalue_get_address(tmp, NULL), fx->cx->t_ptr);
}

static gcc_jit_lvalue *lane(SimdCx *s, gcc_jit_rvalue *base, const Simd *v, uint32_t i) {
    return cg_mem(s->fx, cg_addr_off(s->fx, base, i * v->esize), v->et);
}

static gcc_jit_rvalue *lane_v(SimdCx *s, gcc_jit_rvalue *base, const Simd *v, uint32_t i) {
    return gcc_jit_lvalue_as_rvalue(lane(s, base, v, i));
}

static bool is_float(CgCtx *cx, const Simd *v) { return ty_kind(cx->tcx, v->elem) == TYK_FLOAT; }

static gcc_jit_rvalue *all_ones(SimdCx *s, gcc_jit_type *t) {
    return gcc_jit_context_new_unary_op(C(s), NULL, GCC_JIT_UNARY_OP_BITWISE_NEGATE, t, gcc_jit_context_zero(C(s), t));
}

static gcc_jit_rvalue *nonzero(SimdCx *s, gcc_jit_rvalue *v, gcc_jit_type *t) {
    return gcc_jit_context_new_comparison(C(s), NULL, GCC_JIT_COMPARISON_NE, v, gcc_jit_context_zero(C(s), t));
}

/* The libm function for a float lane of esize bytes (name is the double one). */
static gcc_jit_rvalue *libm(SimdCx *s, const char *name, const Simd *v, uint32_t n, gcc_jit_rvalue **args) {
    char buf[32];
    snprintf(buf, sizeof buf, "%s%s", name, v->esize == 4 ? "f" : "");
    return cg_call_builtin(s->fx, arena_strdup(&s->fx->cx->arena, buf), n, args);
}

static MirBinOp lane_binop(Intrinsic w) {
    switch (w) {
    case INTR_SIMD_ADD: return MBIN_ADD;
    case INTR_SIMD_SUB: return MBIN_SUB;
    case INTR_SIMD_MUL: return MBIN_MUL;
    case INTR_SIMD_DIV: return MBIN_DIV;
    case INTR_SIMD_REM: return MBIN_REM;
    case INTR_SIMD_SHL: return MBIN_SHL;
    case INTR_SIMD_SHR: return MBIN_SHR;
    case INTR_SIMD_AND: return MBIN_BITAND;
    case INTR_SIMD_OR: return MBIN_BITOR;
    case INTR_SIMD_XOR: return MBIN_BITXOR;
    case INTR_SIMD_EQ: return MBIN_EQ;
    case INTR_SIMD_NE: return MBIN_NE;
    case INTR_SIMD_LT: return MBIN_LT;
    case INTR_SIMD_LE: return MBIN_LE;
    case INTR_SIMD_GT: return MBIN_GT;
    case INTR_SIMD_GE: return MBIN_GE;
    default: return MBIN_OFFSET;
    }
}

/* Lane-wise a op b; comparisons give all-ones or zero lanes of dest. */
static void binary(SimdCx *s, Intrinsic w, const Simd *v, const Simd *d) {
    CgFx *fx = s->fx;
    MirBinOp op = lane_binop(w);
    gcc_jit_rvalue *a = spill(s, 0), *b = spill(s, 1), *r = cg_place_addr(fx, s->dest);
    bool cmp = op >= MBIN_EQ && op <= MBIN_GT;
    for (uint32_t i = 0; i < v->lanes; i++) {
        gcc_jit_rvalue *x = cg_binop(fx, op, v->elem, lane_v(s, a, v, i), lane_v(s, b, v, i));
        if (cmp) x = cg_select(fx, x, all_ones(s, d->et), gcc_jit_context_zero(C(s), d->et), d->et);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, lane(s, r, d, i), x);
    }
}

/* Lane-wise unary float functions, neg, fabs, fma, fmin/fmax, saturating. */
static bool lanewise(SimdCx *s, Intrinsic w, const Simd *v) {
    CgFx *fx = s->fx;
    const char *fn = NULL;
    uint32_t nargs = 1;
    switch (w) {
    case INTR_SIMD_FSQRT: fn = "sqrt"; break;
    case INTR_SIMD_FSIN: fn = "sin"; break;
    case INTR_SIMD_FCOS: fn = "cos"; break;
    case INTR_SIMD_FABS: fn = "fabs"; break;
    case INTR_SIMD_FLOOR: fn = "floor"; break;
    case INTR_SIMD_CEIL: fn = "ceil"; break;
    case INTR_SIMD_FEXP: fn = "exp"; break;
    case INTR_SIMD_FEXP2: fn = "exp2"; break;
    case INTR_SIMD_FLOG: fn = "log"; break;
    case INTR_SIMD_FLOG2: fn = "log2"; break;
    case INTR_SIMD_FLOG10: fn = "log10"; break;
    case INTR_SIMD_FMIN: fn = "fmin", nargs = 2; break;
    case INTR_SIMD_FMAX: fn = "fmax", nargs = 2; break;
    case INTR_SIMD_FMA: fn = "fma", nargs = 3; break;
    case INTR_SIMD_NEG: case INTR_SIMD_SATURATING_ADD: case INTR_SIMD_SATURATING_SUB: nargs = w == INTR_SIMD_NEG ? 1 : 2; break;
    default: return false;
    }
    gcc_jit_rvalue *in[3];
    for (uint32_t k = 0; k < nargs; k++) in[k] = spill(s, k);
    gcc_jit_rvalue *r = cg_place_addr(fx, s->dest);
    for (uint32_t i = 0; i < v->lanes; i++) {
        gcc_jit_rvalue *args[3], *x;
        for (uint32_t k = 0; k < nargs; k++) args[k] = lane_v(s, in[k], v, i);
        if (fn) x = libm(s, fn, v, nargs, args);
        else if (w == INTR_SIMD_NEG) x = gcc_jit_context_new_unary_op(C(s), NULL, GCC_JIT_UNARY_OP_MINUS, v->et, args[0]);
        else x = cg_saturating(fx, w == INTR_SIMD_SATURATING_ADD, v->elem, args[0], args[1]);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, lane(s, r, v, i), x);
    }
    return true;
}

/* simd_cast (plain `as` of each lane; float -> int out of range is UB)
 * and simd_as (float -> int saturates, as `as`). */
static void cast(SimdCx *s, Intrinsic w, const Simd *v, const Simd *d) {
    CgFx *fx = s->fx;
    gcc_jit_rvalue *a = spill(s, 0), *r = cg_place_addr(fx, s->dest);
    bool f2i = is_float(fx->cx, v) && !is_float(fx->cx, d);
    for (uint32_t i = 0; i < v->lanes; i++) {
        gcc_jit_rvalue *x = lane_v(s, a, v, i);
        if (f2i && w == INTR_SIMD_AS) x = cg_float_to_int(fx, x, d->elem);
        else x = gcc_jit_context_new_cast(C(s), NULL, x, d->et);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, lane(s, r, d, i), x);
    }
}

/* simd_shuffle*(a, b, idx): lane i of the result is lane idx[i] of the
 * concatenation a ++ b (idx: an array of u32). */
static void shuffle(SimdCx *s, const Simd *v, const Simd *d) {
    CgFx *fx = s->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(s);
    gcc_jit_rvalue *a = spill(s, 0), *b = spill(s, 1), *ix = spill(s, 2), *r = cg_place_addr(fx, s->dest);
    for (uint32_t i = 0; i < d->lanes; i++) {
        gcc_jit_lvalue *k = cg_temp(fx, cx->t_usize);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, k,
                                     gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, ix, 4 * i), cx->t_u32)),
                                                              cx->t_usize));
        gcc_jit_rvalue *kv = gcc_jit_lvalue_as_rvalue(k);
        gcc_jit_rvalue *in_a = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, kv, cg_usize(cx, v->lanes));
        gcc_jit_rvalue *from_a = cg_addr_add(fx, a, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, cx->t_usize, kv, cg_usize(cx, v->esize)));
        gcc_jit_rvalue *kb = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, cx->t_usize, kv, cg_usize(cx, v->lanes));
        gcc_jit_rvalue *from_b = cg_addr_add(fx, b, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, cx->t_usize, kb, cg_usize(cx, v->esize)));
        gcc_jit_rvalue *src = cg_select(fx, in_a, from_a, from_b, cx->t_ptr);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, lane(s, r, d, i), gcc_jit_lvalue_as_rvalue(cg_mem(fx, src, v->et)));
    }
}

/* Reductions: add/mul (ordered ones start from the accumulator), and,
 * or, xor, min, max, all, any. */
static bool reduce(SimdCx *s, Intrinsic w, const Simd *v) {
    CgFx *fx = s->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(s);
    MirBinOp op;
    switch (w) {
    case INTR_SIMD_REDUCE_ADD_ORDERED: case INTR_SIMD_REDUCE_ADD_UNORDERED: op = MBIN_ADD; break;
    case INTR_SIMD_REDUCE_MUL_ORDERED: case INTR_SIMD_REDUCE_MUL_UNORDERED: op = MBIN_MUL; break;
    case INTR_SIMD_REDUCE_AND: op = MBIN_BITAND; break;
    case INTR_SIMD_REDUCE_OR: op = MBIN_BITOR; break;
    case INTR_SIMD_REDUCE_XOR: op = MBIN_BITXOR; break;
    case INTR_SIMD_REDUCE_MIN: case INTR_SIMD_REDUCE_MIN_NANLESS: op = MBIN_LT; break;
    case INTR_SIMD_REDUCE_MAX: case INTR_SIMD_REDUCE_MAX_NANLESS: op = MBIN_GT; break;
    case INTR_SIMD_REDUCE_ALL: case INTR_SIMD_REDUCE_ANY: op = MBIN_EQ; break;
    default: return false;
    }
    gcc_jit_rvalue *a = spill(s, 0);
    if (op == MBIN_EQ) {
        /* mask lanes: all / any of them set */
        bool all = w == INTR_SIMD_REDUCE_ALL;
        gcc_jit_lvalue *acc = cg_temp(fx, cx->t_bool);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, acc, gcc_jit_context_new_rvalue_from_int(c, cx->t_bool, all));
        for (uint32_t i = 0; i < v->lanes; i++) {
            gcc_jit_rvalue *x = nonzero(s, lane_v(s, a, v, i), v->et);
            gcc_jit_block_add_assignment(fx->cur, fx->loc, acc,
                                         gcc_jit_context_new_binary_op(c, NULL, all ? GCC_JIT_BINARY_OP_LOGICAL_AND : GCC_JIT_BINARY_OP_LOGICAL_OR,
                                                                       cx->t_bool, gcc_jit_lvalue_as_rvalue(acc), x));
        }
        cg_assign(fx, cg_place_lv(fx, s->dest), gcc_jit_lvalue_as_rvalue(acc));
        return true;
    }
    gcc_jit_lvalue *acc = cg_temp(fx, v->et);
    bool ordered = w == INTR_SIMD_REDUCE_ADD_ORDERED || w == INTR_SIMD_REDUCE_MUL_ORDERED;
    uint32_t first = ordered ? 0 : 1;
    gcc_jit_block_add_assignment(fx->cur, fx->loc, acc, ordered ? cg_operand(fx, &s->t->args[1]) : lane_v(s, a, v, 0));
    for (uint32_t i = first; i < v->lanes; i++) {
        gcc_jit_rvalue *x = lane_v(s, a, v, i), *av = gcc_jit_lvalue_as_rvalue(acc), *nv;
        if (op == MBIN_LT || op == MBIN_GT) nv = cg_select(fx, cg_binop(fx, op, v->elem, x, av), x, av, v->et);
        else nv = cg_binop(fx, op, v->elem, av, x);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, acc, nv);
    }
    cg_assign(fx, cg_place_lv(fx, s->dest), gcc_jit_lvalue_as_rvalue(acc));
    return true;
}

/* simd_bitmask(v): bit i = the sign bit of lane i, as an integer. */
static void bitmask(SimdCx *s, const Simd *v) {
    CgFx *fx = s->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(s);
    gcc_jit_rvalue *a = spill(s, 0);
    gcc_jit_type *st = cg_int_type(cx, (uint32_t)v->esize, true);
    gcc_jit_lvalue *acc = cg_temp(fx, cx->t_u64);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, acc, gcc_jit_context_zero(c, cx->t_u64));
    for (uint32_t i = 0; i < v->lanes; i++) {
        gcc_jit_rvalue *neg = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, gcc_jit_context_new_cast(c, NULL, lane_v(s, a, v, i), st),
                                                             gcc_jit_context_zero(c, st));
        gcc_jit_rvalue *bit = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LSHIFT, cx->t_u64,
                                                            gcc_jit_context_new_cast(c, NULL, neg, cx->t_u64),
                                                            gcc_jit_context_new_rvalue_from_int(c, cx->t_u64, (int)i));
        gcc_jit_block_add_assignment_op(fx->cur, fx->loc, acc, GCC_JIT_BINARY_OP_BITWISE_OR, bit);
    }
    /* an integer result, or an array of bytes (little-endian) */
    uint64_t n = cg_layout(cx, s->dest->ty)->size;
    gcc_jit_rvalue *r = cg_place_addr(fx, s->dest);
    for (uint64_t k = 0; k < n && k < 8; k++) {
        gcc_jit_rvalue *byte = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_RSHIFT, cx->t_u64, gcc_jit_lvalue_as_rvalue(acc),
                                                             gcc_jit_context_new_rvalue_from_int(c, cx->t_u64, (int)(8 * k)));
        gcc_jit_block_add_assignment(fx->cur, fx->loc, cg_mem(fx, cg_addr_off(fx, r, k), cx->t_u8), gcc_jit_context_new_cast(c, NULL, byte, cx->t_u8));
    }
}

/* simd_select(mask, a, b) and simd_select_bitmask(bits, a, b) */
static void select_lanes(SimdCx *s, Intrinsic w, const Simd *v) {
    CgFx *fx = s->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(s);
    Simd m;
    TyId mt = cg_operand_ty(fx, &s->t->args[0]);
    gcc_jit_rvalue *mask = spill(s, 0), *a = spill(s, 1), *b = spill(s, 2), *r = cg_place_addr(fx, s->dest);
    bool vec_mask = w == INTR_SIMD_SELECT && simd_of(cx, mt, &m);
    for (uint32_t i = 0; i < v->lanes; i++) {
        gcc_jit_rvalue *on;
        if (vec_mask) {
            on = nonzero(s, lane_v(s, mask, &m, i), m.et);
        } else {
            gcc_jit_rvalue *byte = gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, mask, i / 8), cx->t_u8));
            gcc_jit_rvalue *bit = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, cx->t_u8,
                                                                gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_RSHIFT, cx->t_u8, byte,
                                                                                              gcc_jit_context_new_rvalue_from_int(c, cx->t_u8, (int)(i % 8))),
                                                                gcc_jit_context_one(c, cx->t_u8));
            on = nonzero(s, bit, cx->t_u8);
        }
        gcc_jit_rvalue *x = cg_select(fx, on, lane_v(s, a, v, i), lane_v(s, b, v, i), v->et);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, lane(s, r, v, i), x);
    }
}

/* simd_gather(values, ptrs, mask) / simd_scatter(values, ptrs, mask) */
static void gather_scatter(SimdCx *s, bool gather, const Simd *v) {
    CgFx *fx = s->fx;
    CgCtx *cx = fx->cx;
    Simd p, m;
    if (!simd_of(cx, cg_operand_ty(fx, &s->t->args[1]), &p) || !simd_of(cx, cg_operand_ty(fx, &s->t->args[2]), &m)) return;
    gcc_jit_rvalue *vals = spill(s, 0), *ptrs = spill(s, 1), *mask = spill(s, 2);
    gcc_jit_rvalue *r = gather ? cg_place_addr(fx, s->dest) : NULL;
    for (uint32_t i = 0; i < v->lanes; i++) {
        gcc_jit_rvalue *on = nonzero(s, lane_v(s, mask, &m, i), m.et);
        gcc_jit_rvalue *ptr = lane_v(s, ptrs, &p, i);
        gcc_jit_block *yes = gcc_jit_function_new_block(fx->fn, NULL), *no = gcc_jit_function_new_block(fx->fn, NULL);
        gcc_jit_block *join = gcc_jit_function_new_block(fx->fn, NULL);
        gcc_jit_block_end_with_conditional(fx->cur, fx->loc, on, yes, no);
        fx->cur = yes;
        if (gather) gcc_jit_block_add_assignment(yes, fx->loc, lane(s, r, v, i), gcc_jit_lvalue_as_rvalue(cg_mem(fx, ptr, v->et)));
        else gcc_jit_block_add_assignment(yes, fx->loc, cg_mem(fx, ptr, v->et), lane_v(s, vals, v, i));
        gcc_jit_block_end_with_jump(fx->cur, fx->loc, join);
        fx->cur = no;
        if (gather) gcc_jit_block_add_assignment(no, fx->loc, lane(s, r, v, i), lane_v(s, vals, v, i));
        gcc_jit_block_end_with_jump(fx->cur, fx->loc, join);
        fx->cur = join;
    }
}

/* extract / insert lane idx; arith_offset of pointer lanes */
static bool lanes_access(SimdCx *s, Intrinsic w, const Simd *v) {
    CgFx *fx = s->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(s);
    if (w == INTR_SIMD_EXTRACT || w == INTR_SIMD_INSERT) {
        gcc_jit_rvalue *a = spill(s, 0);
        gcc_jit_rvalue *idx = gcc_jit_context_new_cast(c, NULL, cg_operand(fx, &s->t->args[1]), cx->t_usize);
        gcc_jit_rvalue *off = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, cx->t_usize, idx, cg_usize(cx, v->esize));
        if (w == INTR_SIMD_EXTRACT) {
            cg_assign(fx, cg_place_lv(fx, s->dest), gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_add(fx, a, off), v->et)));
            return true;
        }
        gcc_jit_block_add_assignment(fx->cur, fx->loc, cg_mem(fx, cg_addr_add(fx, a, off), v->et), cg_operand(fx, &s->t->args[2]));
        cg_assign(fx, cg_place_lv(fx, s->dest), gcc_jit_lvalue_as_rvalue(cg_mem(fx, a, cg_type(cx, s->dest->ty))));
        return true;
    }
    if (w == INTR_SIMD_ARITH_OFFSET) {
        Simd o;
        if (!simd_of(cx, cg_operand_ty(fx, &s->t->args[1]), &o)) return false;
        gcc_jit_rvalue *p = spill(s, 0), *offs = spill(s, 1), *r = cg_place_addr(fx, s->dest);
        for (uint32_t i = 0; i < v->lanes; i++) {
            gcc_jit_rvalue *x = cg_binop(fx, MBIN_OFFSET, v->elem, lane_v(s, p, v, i), lane_v(s, offs, &o, i));
            gcc_jit_block_add_assignment(fx->cur, fx->loc, lane(s, r, v, i), x);
        }
        return true;
    }
    return false;
}

bool cg_simd(CgFx *fx, Intrinsic which, const MirTerm *t, const CgPlace *dest) {
    CgCtx *cx = fx->cx;
    if (!ty_intrinsic_is_platform(which) || !t->nargs) return false;
    SimdCx s = {fx, t, dest};
    Simd v, d;
    /* the first vector operand (select's is the second: the first is a mask) */
    uint32_t vi = which == INTR_SIMD_SELECT || which == INTR_SIMD_SELECT_BITMASK ? 1 : 0;
    if (vi >= t->nargs || !simd_of(cx, cg_operand_ty(fx, &t->args[vi]), &v)) {
        TyId at = vi < t->nargs ? cg_operand_ty(fx, &t->args[vi]) : (TyId){0};
        diag_emit(diag_error(ty_diag(cx->tcx), DC_E0511, t->span,
                             "invalid monomorphization of `%s` intrinsic: expected SIMD input type, found non-SIMD `%s`",
                             ty_intrinsic_name(which), at.i ? ty_to_string(cx->tcx, at) : "()"));
        cx->failed = true;
        cg_unreachable(fx);
        return true;
    }
    bool dvec = simd_of(cx, dest->ty, &d);
    bool done = true;
    switch (which) {
    case INTR_SIMD_CAST: case INTR_SIMD_AS:
        if (dvec) cast(&s, which, &v, &d);
        else done = false;
        break;
    case INTR_SIMD_SHUFFLE: case INTR_SIMD_SHUFFLE2: case INTR_SIMD_SHUFFLE4: case INTR_SIMD_SHUFFLE8: case INTR_SIMD_SHUFFLE16:
    case INTR_SIMD_SHUFFLE32: case INTR_SIMD_SHUFFLE64: case INTR_SIMD_SHUFFLE128:
        if (dvec) shuffle(&s, &v, &d);
        else done = false;
        break;
    case INTR_SIMD_BITMASK: bitmask(&s, &v); break;
    case INTR_SIMD_SELECT: case INTR_SIMD_SELECT_BITMASK: select_lanes(&s, which, &v); break;
    case INTR_SIMD_GATHER: gather_scatter(&s, true, &v); break;
    case INTR_SIMD_SCATTER: gather_scatter(&s, false, &v); break;
    default:
        if (lane_binop(which) != MBIN_OFFSET) binary(&s, which, &v, dvec ? &d : &v);
        else done = lanewise(&s, which, &v) || reduce(&s, which, &v) || lanes_access(&s, which, &v);
        break;
    }
    if (!done) {
        cg_error(cx, t->span, "rcc does not implement the intrinsic `%s` for these types yet", ty_intrinsic_name(which));
        cg_unreachable(fx);
        return true;
    }
    cg_goto(fx, t->target);
    return true;
}
