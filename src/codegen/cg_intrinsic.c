/* cg_intrinsic.c — calls of `extern "rust-intrinsic"` functions, emitted
 * inline (conventions §9: INST_INTRINSIC, named by the item's name).
 *
 * Takes: the call terminator and its resolved instance (args: the
 * intrinsic's generic args). Gives: the result stored to the call's
 * destination and the block ended (jump to the target, or unreachable
 * for diverging intrinsics). */
#include "cg_priv.h"

typedef struct IntrCtx {
    CgFx *fx;
    const MirTerm *t;
    const CgPlace *dest;
    TyId targ;                /* first generic argument, if any */
    bool has_targ;
} IntrCtx;

static gcc_jit_context *IC(IntrCtx *ic) { return ic->fx->cx->ctxt; }
static gcc_jit_rvalue *arg(IntrCtx *ic, uint32_t i) { return cg_operand(ic->fx, &ic->t->args[i]); }
static TyId argty(IntrCtx *ic, uint32_t i) { return cg_operand_ty(ic->fx, &ic->t->args[i]); }

static void ret(IntrCtx *ic, gcc_jit_rvalue *v) {
    CgFx *fx = ic->fx;
    if (v && !cg_is_zst(fx->cx, ic->dest->ty) && ty_kind(fx->cx->tcx, ic->dest->ty) != TYK_NEVER)
        cg_assign(fx, cg_place_lv(fx, ic->dest), v);
    cg_goto(fx, ic->t->target);
}

static gcc_jit_rvalue *mul_size(IntrCtx *ic, gcc_jit_rvalue *count, uint64_t size) {
    CgCtx *cx = ic->fx->cx;
    count = gcc_jit_context_new_cast(IC(ic), NULL, count, cx->t_usize);
    return gcc_jit_context_new_binary_op(IC(ic), NULL, GCC_JIT_BINARY_OP_MULT, cx->t_usize, count, cg_usize(cx, size));
}

static uint64_t tsize(IntrCtx *ic) { return cg_layout(ic->fx->cx, ic->targ)->size; }

typedef enum BitCount { BC_POP, BC_LZ, BC_TZ } BitCount;

/* popcount / clz / ctz of an integer of any width, via the 64-bit
 * builtins (128-bit values in two halves). */
static gcc_jit_rvalue *bitcount(IntrCtx *ic, BitCount what, gcc_jit_rvalue *v, TyId ty) {
    CgFx *fx = ic->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = IC(ic);
    uint32_t bits = ty_int_bits(cx->tcx, ty);
    gcc_jit_type *rt = gcc_jit_rvalue_get_type(v);
    gcc_jit_type *ut = cg_int_type(cx, bits / 8, false);
    gcc_jit_lvalue *x = cg_temp(fx, ut);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, x, gcc_jit_context_new_cast(c, NULL, v, ut));
    gcc_jit_rvalue *xv = gcc_jit_lvalue_as_rvalue(x);
    if (bits == 128) {
        gcc_jit_rvalue *lo = gcc_jit_context_new_cast(c, NULL, xv, cx->t_u64);
        gcc_jit_rvalue *hi = gcc_jit_context_new_cast(
            c, NULL, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_RSHIFT, ut, xv, gcc_jit_context_new_rvalue_from_int(c, ut, 64)),
            cx->t_u64);
        gcc_jit_rvalue *r;
        if (what == BC_POP) {
            r = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, cx->t_u64, bitcount(ic, what, lo, ty_common(cx->tcx)->u64),
                                              bitcount(ic, what, hi, ty_common(cx->tcx)->u64));
        } else {
            bool clz = what == BC_LZ;
            gcc_jit_rvalue *first = clz ? hi : lo, *second = clz ? lo : hi;
            gcc_jit_rvalue *a = bitcount(ic, what, first, ty_common(cx->tcx)->u64);
            gcc_jit_rvalue *b = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, cx->t_u64,
                                                              bitcount(ic, what, second, ty_common(cx->tcx)->u64), cg_usize(cx, 64));
            gcc_jit_rvalue *nz = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, first, gcc_jit_context_zero(c, cx->t_u64));
            r = cg_select(fx, nz, a, b, cx->t_u64);
        }
        return gcc_jit_context_new_cast(c, NULL, r, rt);
    }
    gcc_jit_rvalue *x64 = gcc_jit_context_new_cast(c, NULL, xv, cx->t_u64);
    gcc_jit_rvalue *args[1] = {x64};
    if (what == BC_POP)
        return gcc_jit_context_new_cast(c, NULL, cg_call_builtin(fx, "__builtin_popcountll", 1, args), rt);
    /* clz/ctz of 0 is undefined in GCC: Rust gives the width */
    gcc_jit_rvalue *isz = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, xv, gcc_jit_context_zero(c, ut));
    gcc_jit_rvalue *r;
    if (what == BC_LZ) {
        r = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, cx->t_int, cg_call_builtin(fx, "__builtin_clzll", 1, args),
                                          gcc_jit_context_new_rvalue_from_int(c, cx->t_int, 64 - (int)bits));
    } else {
        r = cg_call_builtin(fx, "__builtin_ctzll", 1, args);
    }
    r = gcc_jit_context_new_cast(c, NULL, r, rt);
    gcc_jit_lvalue *res = cg_temp(fx, rt);
    gcc_jit_block *bz = gcc_jit_function_new_block(fx->fn, NULL), *bn = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block *join = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block_end_with_conditional(fx->cur, fx->loc, isz, bz, bn);
    gcc_jit_block_add_assignment(bz, NULL, res, gcc_jit_context_new_rvalue_from_int(c, rt, (int)bits));
    gcc_jit_block_end_with_jump(bz, NULL, join);
    gcc_jit_block_add_assignment(bn, NULL, res, r);
    gcc_jit_block_end_with_jump(bn, NULL, join);
    fx->cur = join;
    return gcc_jit_lvalue_as_rvalue(res);
}

static gcc_jit_rvalue *bswap(IntrCtx *ic, gcc_jit_rvalue *v, TyId ty) {
    CgCtx *cx = ic->fx->cx;
    gcc_jit_context *c = IC(ic);
    uint32_t bits = ty_int_bits(cx->tcx, ty);
    gcc_jit_type *rt = gcc_jit_rvalue_get_type(v);
    if (bits == 8) return v;
    if (bits == 128) {
        gcc_jit_type *ut = cx->t_u128;
        gcc_jit_lvalue *x = cg_temp(ic->fx, ut);
        gcc_jit_block_add_assignment(ic->fx->cur, NULL, x, gcc_jit_context_new_cast(c, NULL, v, ut));
        gcc_jit_rvalue *lo = gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_as_rvalue(x), cx->t_u64);
        gcc_jit_rvalue *hi = gcc_jit_context_new_cast(c, NULL, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_RSHIFT, ut,
                                                                                             gcc_jit_lvalue_as_rvalue(x),
                                                                                             gcc_jit_context_new_rvalue_from_int(c, ut, 64)),
                                                      cx->t_u64);
        gcc_jit_rvalue *a1[1] = {lo}, *a2[1] = {hi};
        gcc_jit_rvalue *nlo = gcc_jit_context_new_cast(c, NULL, cg_call_builtin(ic->fx, "__builtin_bswap64", 1, a1), ut);
        gcc_jit_rvalue *nhi = gcc_jit_context_new_cast(c, NULL, cg_call_builtin(ic->fx, "__builtin_bswap64", 1, a2), ut);
        gcc_jit_rvalue *r = gcc_jit_context_new_binary_op(
            c, NULL, GCC_JIT_BINARY_OP_BITWISE_OR, ut,
            gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LSHIFT, ut, nlo, gcc_jit_context_new_rvalue_from_int(c, ut, 64)), nhi);
        return gcc_jit_context_new_cast(c, NULL, r, rt);
    }
    const char *b = bits == 16 ? "__builtin_bswap16" : bits == 32 ? "__builtin_bswap32" : "__builtin_bswap64";
    gcc_jit_type *ut = cg_int_type(cx, bits / 8, false);
    gcc_jit_rvalue *a[1] = {gcc_jit_context_new_cast(c, NULL, v, ut)};
    return gcc_jit_context_new_cast(c, NULL, cg_call_builtin(ic->fx, b, 1, a), rt);
}

static gcc_jit_rvalue *bitreverse(IntrCtx *ic, gcc_jit_rvalue *v, TyId ty) {
    /* a loop-free bit reversal: swap halves of ever smaller groups, then bswap */
    CgFx *fx = ic->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = IC(ic);
    uint32_t bits = ty_int_bits(cx->tcx, ty);
    gcc_jit_type *rt = gcc_jit_rvalue_get_type(v);
    gcc_jit_type *ut = cg_int_type(cx, bits / 8, false);
    gcc_jit_lvalue *x = cg_temp(fx, ut);
    gcc_jit_block_add_assignment(fx->cur, NULL, x, gcc_jit_context_new_cast(c, NULL, v, ut));
    static const uint64_t masks[3] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full};
    for (int i = 0; i < 3; i++) {
        int sh = 1 << i;
        gcc_jit_rvalue *m = cg_const_int(cx, ut, masks[i], masks[i], bits == 128);
        gcc_jit_rvalue *xv = gcc_jit_lvalue_as_rvalue(x);
        gcc_jit_rvalue *shc = gcc_jit_context_new_rvalue_from_int(c, ut, sh);
        gcc_jit_rvalue *a = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, ut,
                                                          gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_RSHIFT, ut, xv, shc), m);
        gcc_jit_rvalue *b = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LSHIFT, ut,
                                                          gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, ut, xv, m), shc);
        gcc_jit_block_add_assignment(fx->cur, NULL, x, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_OR, ut, a, b));
    }
    gcc_jit_rvalue *r = bswap(ic, gcc_jit_lvalue_as_rvalue(x), ty_uint(cx->tcx, bits == 8 ? UINT_U8 : bits == 16 ? UINT_U16 : bits == 32 ? UINT_U32 : bits == 64 ? UINT_U64 : UINT_U128));
    return gcc_jit_context_new_cast(c, NULL, r, rt);
}

static gcc_jit_rvalue *rotate(IntrCtx *ic, gcc_jit_rvalue *v, gcc_jit_rvalue *n, TyId ty, bool left) {
    CgFx *fx = ic->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = IC(ic);
    uint32_t bits = ty_int_bits(cx->tcx, ty);
    gcc_jit_type *rt = gcc_jit_rvalue_get_type(v);
    gcc_jit_type *ut = cg_int_type(cx, bits / 8, false);
    gcc_jit_lvalue *x = cg_temp(fx, ut), *k = cg_temp(fx, ut);
    gcc_jit_block_add_assignment(fx->cur, NULL, x, gcc_jit_context_new_cast(c, NULL, v, ut));
    gcc_jit_rvalue *mask = gcc_jit_context_new_rvalue_from_int(c, ut, (int)bits - 1);
    gcc_jit_block_add_assignment(fx->cur, NULL, k, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, ut,
                                                                                 gcc_jit_context_new_cast(c, NULL, n, ut), mask));
    gcc_jit_rvalue *kv = gcc_jit_lvalue_as_rvalue(k), *xv = gcc_jit_lvalue_as_rvalue(x);
    gcc_jit_rvalue *inv = gcc_jit_context_new_binary_op(
        c, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, ut,
        gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, ut, gcc_jit_context_new_rvalue_from_int(c, ut, (int)bits), kv), mask);
    gcc_jit_rvalue *a = gcc_jit_context_new_binary_op(c, NULL, left ? GCC_JIT_BINARY_OP_LSHIFT : GCC_JIT_BINARY_OP_RSHIFT, ut, xv, kv);
    gcc_jit_rvalue *b = gcc_jit_context_new_binary_op(c, NULL, left ? GCC_JIT_BINARY_OP_RSHIFT : GCC_JIT_BINARY_OP_LSHIFT, ut, xv, inv);
    return gcc_jit_context_new_cast(c, NULL, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_OR, ut, a, b), rt);
}

/* The size and alignment of a value of type t with metadata meta (a
 * length or a vtable), as rustc's size_and_align_of_dst: a struct with
 * an unsized tail is its sized prefix (up to the tail's offset) plus the
 * tail, rounded up to the larger alignment. (The prefix's end is the
 * tail's unaligned offset; the rounding of the whole gives the same as
 * aligning the tail first, since the tail's size is a multiple of its
 * alignment.) */
void cg_size_align_of_val(CgFx *fx, TyId t, gcc_jit_rvalue *meta, gcc_jit_rvalue **size, gcc_jit_rvalue **align) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = cx->ctxt;
    uint8_t k = ty_kind(cx->tcx, t);
    const Layout *l = cg_layout(cx, t);
    if (k == TYK_SLICE || k == TYK_STR) {
        TyId el = k == TYK_STR ? ty_common(cx->tcx)->u8 : ty_get(cx->tcx, t)->elem;
        const Layout *el_l = cg_layout(cx, el);
        gcc_jit_rvalue *count = gcc_jit_context_new_cast(c, NULL, meta, cx->t_usize);
        *size = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, cx->t_usize, count, cg_usize(cx, el_l->size));
        *align = cg_usize(cx, el_l->align);
        return;
    }
    if (k == TYK_DYN) {
        /* vtable: [drop, size, align, methods...] */
        meta = gcc_jit_context_new_bitcast(c, NULL, meta, cx->t_ptr);
        *size = gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, meta, 8), cx->t_usize));
        *align = gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, meta, 16), cx->t_usize));
        return;
    }
    if (!l->is_unsized || l->nfields == 0 || (k != TYK_ADT && k != TYK_TUPLE)) {
        *size = cg_usize(cx, l->size);
        *align = cg_usize(cx, l->align);
        return;
    }
    uint32_t last = l->nfields - 1;
    TyId tail = k == TYK_ADT ? ty_field_ty(cx->tcx, t, 0, last) : ty_args(cx->tcx, ty_get(cx->tcx, t)->tuple)[last];
    gcc_jit_rvalue *tsize, *talign;
    cg_size_align_of_val(fx, tail, meta, &tsize, &talign);
    gcc_jit_lvalue *al = cg_temp(fx, cx->t_usize);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, al, talign);
    gcc_jit_rvalue *alv = gcc_jit_lvalue_as_rvalue(al);
    gcc_jit_rvalue *bigger = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_GT, alv, cg_usize(cx, l->align));
    gcc_jit_rvalue *full_align = cg_select(fx, bigger, alv, cg_usize(cx, l->align), cx->t_usize);
    gcc_jit_lvalue *fa = cg_temp(fx, cx->t_usize);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, fa, full_align);
    gcc_jit_rvalue *fav = gcc_jit_lvalue_as_rvalue(fa);
    gcc_jit_rvalue *unrounded =
        gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, cx->t_usize, cg_usize(cx, l->offsets[last]), tsize);
    gcc_jit_rvalue *mask = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, cx->t_usize, fav, cg_usize(cx, 1));
    gcc_jit_rvalue *up = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, cx->t_usize, unrounded, mask);
    *size = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, cx->t_usize, up,
                                          gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_BITWISE_NEGATE, cx->t_usize, mask));
    *align = fav;
}

/* size_of_val / min_align_of_val of the pointee of argument 0 */
static gcc_jit_rvalue *size_or_align_of_val(IntrCtx *ic, bool align) {
    CgCtx *cx = ic->fx->cx;
    const Layout *l = cg_layout(cx, ic->targ);
    if (!l->is_unsized) return cg_usize(cx, align ? l->align : l->size);
    /* the metadata as usize: a length, or a vtable address (dyn tails) */
    gcc_jit_rvalue *meta = cg_pair_part(ic->fx, arg(ic, 0), 1, cx->t_usize);
    gcc_jit_rvalue *size, *al;
    cg_size_align_of_val(ic->fx, ic->targ, meta, &size, &al);
    return align ? al : size;
}

/* The libm functions (GCC builtins) behind the float intrinsics. */
static const char *float_builtin(Intrinsic i, uint32_t *nargs) {
    *nargs = 1;
    switch (i) {
    case INTR_SQRTF32: return "sqrtf";
    case INTR_SQRTF64: return "sqrt";
    case INTR_FABSF32: return "fabsf";
    case INTR_FABSF64: return "fabs";
    case INTR_FLOORF32: return "floorf";
    case INTR_FLOORF64: return "floor";
    case INTR_CEILF32: return "ceilf";
    case INTR_CEILF64: return "ceil";
    case INTR_TRUNCF32: return "truncf";
    case INTR_TRUNCF64: return "trunc";
    case INTR_ROUNDF32: return "roundf";
    case INTR_ROUNDF64: return "round";
    case INTR_RINTF32: return "rintf";
    case INTR_RINTF64: return "rint";
    case INTR_NEARBYINTF32: return "nearbyintf";
    case INTR_NEARBYINTF64: return "nearbyint";
    case INTR_SINF32: return "sinf";
    case INTR_SINF64: return "sin";
    case INTR_COSF32: return "cosf";
    case INTR_COSF64: return "cos";
    case INTR_EXPF32: return "expf";
    case INTR_EXPF64: return "exp";
    case INTR_EXP2F32: return "exp2f";
    case INTR_EXP2F64: return "exp2";
    case INTR_LOGF32: return "logf";
    case INTR_LOGF64: return "log";
    case INTR_LOG2F32: return "log2f";
    case INTR_LOG2F64: return "log2";
    case INTR_LOG10F32: return "log10f";
    case INTR_LOG10F64: return "log10";
    default: break;
    }
    *nargs = 2;
    switch (i) {
    case INTR_POWF32: return "powf";
    case INTR_POWF64: return "pow";
    case INTR_POWIF32: return "__builtin_powif";
    case INTR_POWIF64: return "__builtin_powi";
    case INTR_COPYSIGNF32: return "copysignf";
    case INTR_COPYSIGNF64: return "copysign";
    /* fmin/fmax ignore a NaN operand, as minnum/maxnum */
    case INTR_MINNUMF32: return "fminf";
    case INTR_MINNUMF64: return "fmin";
    case INTR_MAXNUMF32: return "fmaxf";
    case INTR_MAXNUMF64: return "fmax";
    default: break;
    }
    *nargs = 3;
    if (i == INTR_FMAF32) return "fmaf";
    if (i == INTR_FMAF64) return "fma";
    return NULL;
}

/* The MIR operator of the arithmetic intrinsics (MBIN_EQ: none). */
static MirBinOp arith_op(Intrinsic i) {
    switch (i) {
    case INTR_WRAPPING_ADD: case INTR_UNCHECKED_ADD: case INTR_ADD_WITH_OVERFLOW: case INTR_SATURATING_ADD: case INTR_FADD_FAST:
        return MBIN_ADD;
    case INTR_WRAPPING_SUB: case INTR_UNCHECKED_SUB: case INTR_SUB_WITH_OVERFLOW: case INTR_SATURATING_SUB: case INTR_FSUB_FAST:
        return MBIN_SUB;
    case INTR_WRAPPING_MUL: case INTR_UNCHECKED_MUL: case INTR_MUL_WITH_OVERFLOW: case INTR_FMUL_FAST: return MBIN_MUL;
    case INTR_UNCHECKED_DIV: case INTR_EXACT_DIV: case INTR_FDIV_FAST: return MBIN_DIV;
    case INTR_UNCHECKED_REM: case INTR_FREM_FAST: return MBIN_REM;
    case INTR_UNCHECKED_SHL: return MBIN_SHL;
    case INTR_UNCHECKED_SHR: return MBIN_SHR;
    default: return MBIN_EQ;
    }
}

static gcc_jit_type *void_ptr(IntrCtx *ic) { return gcc_jit_context_get_type(IC(ic), GCC_JIT_TYPE_VOID_PTR); }
static gcc_jit_type *size_t_ty(IntrCtx *ic) { return gcc_jit_context_get_type(IC(ic), GCC_JIT_TYPE_SIZE_T); }

/* copy / copy_nonoverlapping (src, dst, count) and the volatile ones
 * (dst, src, count): memmove / memcpy of count * size_of::<T>() bytes. */
static void copy_memory(IntrCtx *ic, bool dst_first, bool nonoverlapping) {
    gcc_jit_context *c = IC(ic);
    gcc_jit_rvalue *src = arg(ic, dst_first ? 1 : 0), *dst = arg(ic, dst_first ? 0 : 1);
    gcc_jit_rvalue *args[3] = {gcc_jit_context_new_cast(c, NULL, dst, void_ptr(ic)), gcc_jit_context_new_cast(c, NULL, src, void_ptr(ic)),
                               gcc_jit_context_new_cast(c, NULL, mul_size(ic, arg(ic, 2), tsize(ic)), size_t_ty(ic))};
    gcc_jit_block_add_eval(ic->fx->cur, ic->fx->loc, cg_call_builtin(ic->fx, nonoverlapping ? "memcpy" : "memmove", 3, args));
    ret(ic, NULL);
}

static void set_memory(IntrCtx *ic) {
    gcc_jit_context *c = IC(ic);
    gcc_jit_rvalue *args[3] = {gcc_jit_context_new_cast(c, NULL, arg(ic, 0), void_ptr(ic)),
                               gcc_jit_context_new_cast(c, NULL, arg(ic, 1), ic->fx->cx->t_int),
                               gcc_jit_context_new_cast(c, NULL, mul_size(ic, arg(ic, 2), tsize(ic)), size_t_ty(ic))};
    gcc_jit_block_add_eval(ic->fx->cur, ic->fx->loc, cg_call_builtin(ic->fx, "memset", 3, args));
    ret(ic, NULL);
}

/* (a - b) / size_of::<T>(), signed or unsigned */
static gcc_jit_rvalue *ptr_offset_from(IntrCtx *ic, bool is_unsigned) {
    CgCtx *cx = ic->fx->cx;
    gcc_jit_context *c = IC(ic);
    gcc_jit_type *t = is_unsigned ? cx->t_usize : cx->t_isize;
    gcc_jit_rvalue *a = gcc_jit_context_new_bitcast(c, NULL, arg(ic, 0), t);
    gcc_jit_rvalue *b = gcc_jit_context_new_bitcast(c, NULL, arg(ic, 1), t);
    gcc_jit_rvalue *d = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, t, a, b);
    uint64_t sz = tsize(ic);
    return gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, t, d,
                                         gcc_jit_context_new_rvalue_from_long(c, t, (long)(sz ? sz : 1)));
}

static void black_box(IntrCtx *ic) {
    /* the value goes through memory an empty asm may read and write:
     * the optimiser can assume nothing about it */
    CgFx *fx = ic->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = IC(ic);
    TyId vt = argty(ic, 0);
    if (cg_is_zst(cx, vt)) {
        ret(ic, NULL);
        return;
    }
    gcc_jit_lvalue *tmp = cg_temp(fx, cg_type(cx, vt));
    gcc_jit_block_add_assignment(fx->cur, fx->loc, tmp, arg(ic, 0));
    /* libgccjit 12 crashes on an asm input that is directly the
     * address of a local: pass it through a pointer local */
    gcc_jit_lvalue *pt = cg_temp(fx, cx->t_ptr);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, pt, gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_get_address(tmp, NULL), cx->t_ptr));
    gcc_jit_extended_asm *ea = gcc_jit_block_add_extended_asm(fx->cur, fx->loc, "");
    gcc_jit_extended_asm_set_volatile_flag(ea, 1);
    gcc_jit_extended_asm_add_input_operand(ea, NULL, "r", gcc_jit_lvalue_as_rvalue(pt));
    gcc_jit_extended_asm_add_clobber(ea, "memory");
    ret(ic, gcc_jit_lvalue_as_rvalue(tmp));
}

gcc_jit_rvalue *cg_saturating(CgFx *fx, bool add, TyId ty, gcc_jit_rvalue *av, gcc_jit_rvalue *bv) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = cx->ctxt;
    gcc_jit_rvalue *r, *of;
    gcc_jit_type *gt = cg_type(cx, ty);
    gcc_jit_lvalue *ta = cg_temp(fx, gt), *tb = cg_temp(fx, gt);
    gcc_jit_block_add_assignment(fx->cur, NULL, ta, av);
    gcc_jit_block_add_assignment(fx->cur, NULL, tb, bv);
    cg_checked_binop(fx, add ? MBIN_ADD : MBIN_SUB, ty, gcc_jit_lvalue_as_rvalue(ta), gcc_jit_lvalue_as_rvalue(tb), &r, &of);
    uint32_t bits = ty_int_bits(cx->tcx, ty);
    bool wide = bits == 128;
    gcc_jit_rvalue *sat;
    if (!ty_is_signed(cx->tcx, ty)) {
        sat = add ? cg_const_int(cx, gt, ~0ull, ~0ull, wide) : gcc_jit_context_zero(c, gt);
    } else {
        /* signed: overflow goes towards the sign of b (add) or -b (sub) */
        uint64_t maxlo = bits >= 64 ? ~0ull >> (bits == 64 ? 1 : 0) : (1ull << (bits - 1)) - 1;
        gcc_jit_rvalue *mx = wide ? cg_const_int(cx, gt, ~0ull, ~0ull >> 1, true) : cg_const_int(cx, gt, maxlo, 0, false);
        gcc_jit_rvalue *mn = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, gt,
                                                           gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_MINUS, gt, mx),
                                                           gcc_jit_context_one(c, gt));
        gcc_jit_rvalue *bneg =
            gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, gcc_jit_lvalue_as_rvalue(tb), gcc_jit_context_zero(c, gt));
        sat = cg_select(fx, bneg, add ? mn : mx, add ? mx : mn, gt);
    }
    return cg_select(fx, of, sat, r, gt);
}

static void with_overflow(IntrCtx *ic, MirBinOp op) {
    CgFx *fx = ic->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_rvalue *r, *of;
    cg_checked_binop(fx, op, ic->targ, arg(ic, 0), arg(ic, 1), &r, &of);
    const Layout *l = cg_layout(cx, ic->dest->ty);
    gcc_jit_rvalue *a = cg_place_addr(fx, ic->dest);
    cg_store_at(fx, a, l->offsets[0], ic->targ, r);
    cg_store_at(fx, a, l->offsets[1], ty_common(cx->tcx)->bool_, of);
    cg_goto(fx, ic->t->target);
}

static void caller_location(IntrCtx *ic) {
    /* inside a #[track_caller] fn: its hidden last argument */
    CgFx *fx = ic->fx;
    const MirBody *b = fx->body;
    if (fx->inst.kind == INST_ITEM && ty_is_track_caller(fx->cx->tcx, b->def) && b->arg_count > 0) ret(ic, gcc_jit_lvalue_as_rvalue(fx->locals[b->arg_count]));
    else ret(ic, cg_caller_location(fx, span_is_dummy(ic->t->fn_span) ? ic->t->span : ic->t->fn_span));
}

/* volatile_load / volatile_store through a volatile-qualified type; the
 * unaligned ones through a byte-aligned one as well (values are cast to
 * and from it: libgccjit does not see T and aligned(T) as one type). An
 * unaligned non-scalar is copied with memcpy (not volatile). */
static bool unaligned_blob(IntrCtx *ic, bool unaligned) {
    CgCtx *cx = ic->fx->cx;
    return unaligned && cg_layout(cx, ic->targ)->align > 1 && !cg_is_gcc_scalar(cx, ic->targ);
}

/* A struct (not a gcc scalar) of an integer's size goes through that
 * integer: libgccjit casts neither to nor from a volatile struct; 0 for
 * other sizes (copied with memcpy). */
static gcc_jit_type *blob_int(IntrCtx *ic) {
    CgCtx *cx = ic->fx->cx;
    if (cg_is_gcc_scalar(cx, ic->targ)) return NULL;
    uint64_t sz = cg_layout(cx, ic->targ)->size;
    if (sz != 1 && sz != 2 && sz != 4 && sz != 8 && sz != 16) return NULL;
    return cg_int_type(cx, (uint32_t)sz, false);
}

static gcc_jit_lvalue *volatile_mem(IntrCtx *ic, bool unaligned) {
    CgCtx *cx = ic->fx->cx;
    gcc_jit_type *t = cg_type(cx, ic->targ);
    if (unaligned && cg_layout(cx, ic->targ)->align > 1) t = gcc_jit_type_get_aligned(t, 1);
    return cg_mem(ic->fx, arg(ic, 0), gcc_jit_type_get_volatile(t));
}

static void volatile_load(IntrCtx *ic, bool unaligned) {
    CgFx *fx = ic->fx;
    gcc_jit_context *c = IC(ic);
    gcc_jit_type *t = cg_type(fx->cx, ic->targ);
    gcc_jit_type *bi = blob_int(ic);
    if (bi && !unaligned) {
        gcc_jit_lvalue *m = cg_mem(fx, arg(ic, 0), gcc_jit_type_get_volatile(bi));
        ret(ic, cg_transmute(fx, gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_as_rvalue(m), bi), t));
        return;
    }
    if (unaligned_blob(ic, unaligned) || !cg_is_gcc_scalar(fx->cx, ic->targ)) {
        gcc_jit_lvalue *tmp = cg_temp(fx, t);
        gcc_jit_rvalue *args[3] = {gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_get_address(tmp, NULL), void_ptr(ic)),
                                   gcc_jit_context_new_cast(c, NULL, arg(ic, 0), void_ptr(ic)),
                                   gcc_jit_context_new_cast(c, NULL, cg_usize(fx->cx, tsize(ic)), size_t_ty(ic))};
        gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin(fx, "memcpy", 3, args));
        ret(ic, gcc_jit_lvalue_as_rvalue(tmp));
        return;
    }
    ret(ic, gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_as_rvalue(volatile_mem(ic, unaligned)), t));
}

static void volatile_store(IntrCtx *ic, bool unaligned) {
    CgFx *fx = ic->fx;
    gcc_jit_context *c = IC(ic);
    gcc_jit_type *bi = blob_int(ic);
    if (bi && !unaligned) {
        gcc_jit_lvalue *m = cg_mem(fx, arg(ic, 0), gcc_jit_type_get_volatile(bi));
        gcc_jit_block_add_assignment(fx->cur, fx->loc, m, cg_transmute(fx, arg(ic, 1), bi));
        ret(ic, NULL);
        return;
    }
    if (unaligned_blob(ic, unaligned) || !cg_is_gcc_scalar(fx->cx, ic->targ)) {
        gcc_jit_lvalue *tmp = cg_temp(fx, cg_type(fx->cx, ic->targ));
        gcc_jit_block_add_assignment(fx->cur, fx->loc, tmp, arg(ic, 1));
        gcc_jit_rvalue *args[3] = {gcc_jit_context_new_cast(c, NULL, arg(ic, 0), void_ptr(ic)),
                                   gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_get_address(tmp, NULL), void_ptr(ic)),
                                   gcc_jit_context_new_cast(c, NULL, cg_usize(fx->cx, tsize(ic)), size_t_ty(ic))};
        gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin(fx, "memcpy", 3, args));
        ret(ic, NULL);
        return;
    }
    gcc_jit_lvalue *lv = volatile_mem(ic, unaligned);
    gcc_jit_rvalue *v = arg(ic, 1);
    if (unaligned && cg_layout(fx->cx, ic->targ)->align > 1) v = gcc_jit_context_new_cast(c, NULL, v, gcc_jit_rvalue_get_type(gcc_jit_lvalue_as_rvalue(lv)));
    gcc_jit_block_add_assignment(fx->cur, fx->loc, lv, v);
    ret(ic, NULL);
}

/* The intrinsic's integer operand that must be a constant (prefetch's
 * locality): its value, or dflt when the operand is not a constant. */
static int const_int_arg(IntrCtx *ic, uint32_t i, int dflt) {
    const Operand *op = &ic->t->args[i];
    return op->kind == OP_CONST && op->c.kind == CONST_SCALAR ? (int)(op->c.lo & 3) : dflt;
}

static void prefetch(IntrCtx *ic, bool write, bool data) {
    gcc_jit_context *c = IC(ic);
    CgCtx *cx = ic->fx->cx;
    /* GCC has no instruction prefetch: those are hints that do nothing */
    if (data) {
        gcc_jit_rvalue *args[3] = {arg(ic, 0),
                                   gcc_jit_context_new_rvalue_from_int(c, cx->t_int, write),
                                   gcc_jit_context_new_rvalue_from_int(c, cx->t_int, const_int_arg(ic, 1, 3))};
        gcc_jit_block_add_eval(ic->fx->cur, ic->fx->loc, cg_call_builtin_conv(ic->fx, "__builtin_prefetch", 3, args));
    }
    ret(ic, NULL);
}

/* `try(try_fn, data, catch_fn)`: with panic=abort (rcc's only strategy)
 * a panic never returns, so this is try_fn(data) and 0, as rustc. */
/* `try(try_fn, data, catch_fn) -> i32`: cg_unwind.c. */
static void try_intrinsic(IntrCtx *ic) {
    ret(ic, gcc_jit_context_new_cast(IC(ic), NULL, cg_try(ic->fx, arg(ic, 0), arg(ic, 1), arg(ic, 2)),
                                     cg_type(ic->fx->cx, ic->dest->ty)));
}

/* The C va_list intrinsics for x86_64 System V, whose va_list (core's
 * VaListImpl) is {gp_offset: i32, fp_offset: i32, overflow_arg_area,
 * reg_save_area}. libgccjit 12 has no va_list builtins. va_end does
 * nothing and va_copy copies the struct, as on this ABI in C. va_arg
 * takes the next integer (or pointer) from the general register save
 * area (offsets 0..48, 8 bytes each) or the next f64 from the SSE one
 * (48..176, 16 bytes each), and from the stack area once those are
 * used up. */
static void emit_va_arg(IntrCtx *ic) {
    CgFx *fx = ic->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = IC(ic);
    bool fp = ty_kind(cx->tcx, ic->targ) == TYK_FLOAT;
    gcc_jit_lvalue *ap = cg_temp(fx, cx->t_ptr);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, ap, arg(ic, 0));
    gcc_jit_rvalue *apv = gcc_jit_lvalue_as_rvalue(ap);
    gcc_jit_lvalue *off = cg_mem(fx, cg_addr_off(fx, apv, fp ? 4 : 0), cx->t_i32);
    gcc_jit_lvalue *overflow = cg_mem(fx, cg_addr_off(fx, apv, 8), cx->t_ptr);
    gcc_jit_rvalue *save = gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, apv, 16), cx->t_ptr));
    gcc_jit_lvalue *addr = cg_temp(fx, cx->t_ptr);
    gcc_jit_rvalue *in_regs = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, gcc_jit_lvalue_as_rvalue(off),
                                                             gcc_jit_context_new_rvalue_from_int(c, cx->t_i32, fp ? 176 : 48));
    gcc_jit_block *regs = gcc_jit_function_new_block(fx->fn, NULL), *stack = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block *join = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block_end_with_conditional(fx->cur, fx->loc, in_regs, regs, stack);
    fx->cur = regs;
    gcc_jit_block_add_assignment(regs, fx->loc, addr,
                                 cg_addr_add(fx, save, gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_as_rvalue(off), cx->t_usize)));
    gcc_jit_block_add_assignment_op(regs, fx->loc, off, GCC_JIT_BINARY_OP_PLUS, gcc_jit_context_new_rvalue_from_int(c, cx->t_i32, fp ? 16 : 8));
    gcc_jit_block_end_with_jump(regs, fx->loc, join);
    fx->cur = stack;
    gcc_jit_block_add_assignment(stack, fx->loc, addr, gcc_jit_lvalue_as_rvalue(overflow));
    gcc_jit_block_add_assignment(stack, fx->loc, overflow, cg_addr_off(fx, gcc_jit_lvalue_as_rvalue(overflow), 8));
    gcc_jit_block_end_with_jump(stack, fx->loc, join);
    fx->cur = join;
    ret(ic, gcc_jit_lvalue_as_rvalue(cg_mem(fx, gcc_jit_lvalue_as_rvalue(addr), cg_type(cx, ic->targ))));
}

static void emit_va_copy(IntrCtx *ic) {
    gcc_jit_context *c = IC(ic);
    TyId pt = argty(ic, 1);
    uint64_t size = cg_layout(ic->fx->cx, ty_get(ic->fx->cx->tcx, pt)->pointee)->size;
    gcc_jit_rvalue *args[3] = {gcc_jit_context_new_cast(c, NULL, arg(ic, 0), void_ptr(ic)),
                               gcc_jit_context_new_cast(c, NULL, arg(ic, 1), void_ptr(ic)),
                               gcc_jit_context_new_cast(c, NULL, cg_usize(ic->fx->cx, size), size_t_ty(ic))};
    gcc_jit_block_add_eval(ic->fx->cur, ic->fx->loc, cg_call_builtin(ic->fx, "memcpy", 3, args));
    ret(ic, NULL);
}

/* assert_inhabited / assert_zero_valid / assert_uninit_valid::<T>()
 * panic when T cannot be made that way, with rustc's messages. */
static void assert_valid(IntrCtx *ic, Intrinsic which) {
    CgCtx *cx = ic->fx->cx;
    const char *ty = ty_to_string(cx->tcx, ic->targ), *msg = NULL;
    if (which == INTR_ASSERT_INHABITED) {
        if (cg_layout(cx, ic->targ)->abi == LABI_UNINHABITED)
            msg = arena_sprintf(&cx->arena, "attempted to instantiate uninhabited type `%s`", ty);
    } else if (which == INTR_ASSERT_ZERO_VALID) {
        if (!ty_permits_raw_init(cx->tcx, ic->targ, true))
            msg = arena_sprintf(&cx->arena, "attempted to zero-initialize type `%s`, which is invalid", ty);
    } else if (!ty_permits_raw_init(cx->tcx, ic->targ, false)) {
        msg = arena_sprintf(&cx->arena, "attempted to leave type `%s` uninitialized, which is invalid", ty);
    }
    if (msg) cg_panic_str(ic->fx, msg, ic->t->span);
    else ret(ic, NULL);
}

static uint64_t variant_count(IntrCtx *ic) {
    TyCtxt *tcx = ic->fx->cx->tcx;
    if (ty_kind(tcx, ic->targ) != TYK_ADT) return 0;
    const AdtDef *ad = ty_adt_def(tcx, ty_get(tcx, ic->targ)->adt.def);
    return ad ? ad->nvariants : 0;
}

/* The intrinsics computed from T alone or that only pass values on.
 * Returns false if `which` is not one of them. */
static bool emit_simple(IntrCtx *ic, Intrinsic which) {
    CgFx *fx = ic->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = IC(ic);
    switch (which) {
    case INTR_SIZE_OF: ret(ic, cg_usize(cx, tsize(ic))); return true;
    case INTR_MIN_ALIGN_OF: case INTR_PREF_ALIGN_OF: ret(ic, cg_usize(cx, cg_layout(cx, ic->targ)->align)); return true;
    case INTR_SIZE_OF_VAL: ret(ic, size_or_align_of_val(ic, false)); return true;
    case INTR_MIN_ALIGN_OF_VAL: ret(ic, size_or_align_of_val(ic, true)); return true;
    case INTR_NEEDS_DROP: ret(ic, cg_const_int(cx, cx->t_bool, ty_needs_drop(cx->tcx, cg_env(), ic->targ), 0, false)); return true;
    case INTR_VARIANT_COUNT: ret(ic, cg_usize(cx, variant_count(ic))); return true;
    case INTR_TYPE_NAME: {
        const char *s = ty_type_name(cx->tcx, ic->targ);
        ret(ic, cg_pair(fx, ic->dest->ty, cg_str_global(cx, s, strlen(s)), cg_usize(cx, strlen(s))));
        return true;
    }
    case INTR_TYPE_ID: {
        /* a hash of the type's full path: stable within a build */
        const char *s = ty_to_string(cx->tcx, ic->targ);
        uint64_t h = hash_bytes(s, strlen(s));
        ret(ic, cg_const_int(cx, cg_type(cx, ic->dest->ty), h, h, cg_layout(cx, ic->dest->ty)->size == 16));
        return true;
    }
    case INTR_CALLER_LOCATION: caller_location(ic); return true;
    case INTR_TRANSMUTE: ret(ic, cg_transmute(fx, arg(ic, 0), cg_type(cx, ic->dest->ty))); return true;
    case INTR_RUSTC_PEEK: ret(ic, arg(ic, 0)); return true;
    case INTR_BLACK_BOX: black_box(ic); return true;
    case INTR_ASSUME: case INTR_FORGET: case INTR_CONST_DEALLOCATE:
        ret(ic, NULL);
        return true;
    case INTR_ASSERT_INHABITED: case INTR_ASSERT_ZERO_VALID: case INTR_ASSERT_UNINIT_VALID: assert_valid(ic, which); return true;
    /* at run time const_allocate gives a null pointer, as rustc */
    case INTR_CONST_ALLOCATE: ret(ic, gcc_jit_context_null(c, cx->t_ptr)); return true;
    case INTR_LIKELY: case INTR_UNLIKELY: {
        gcc_jit_type *lt = gcc_jit_context_get_type(c, GCC_JIT_TYPE_LONG);
        gcc_jit_rvalue *args[2] = {gcc_jit_context_new_cast(c, NULL, arg(ic, 0), lt),
                                   gcc_jit_context_new_rvalue_from_long(c, lt, which == INTR_LIKELY)};
        gcc_jit_rvalue *e = cg_call_builtin(fx, "__builtin_expect", 2, args);
        ret(ic, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, e, gcc_jit_context_zero(c, lt)));
        return true;
    }
    default: return false;
    }
}

/* Memory and pointer intrinsics. Returns false if `which` is not one. */
static bool emit_memory(IntrCtx *ic, Intrinsic which) {
    CgFx *fx = ic->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = IC(ic);
    switch (which) {
    case INTR_COPY: copy_memory(ic, false, false); return true;
    case INTR_COPY_NONOVERLAPPING: copy_memory(ic, false, true); return true;
    case INTR_VOLATILE_COPY_MEMORY: copy_memory(ic, true, false); return true;
    case INTR_VOLATILE_COPY_NONOVERLAPPING_MEMORY: copy_memory(ic, true, true); return true;
    case INTR_WRITE_BYTES: case INTR_VOLATILE_SET_MEMORY: set_memory(ic); return true;
    case INTR_VOLATILE_LOAD: case INTR_UNALIGNED_VOLATILE_LOAD: volatile_load(ic, which == INTR_UNALIGNED_VOLATILE_LOAD); return true;
    case INTR_VOLATILE_STORE: case INTR_UNALIGNED_VOLATILE_STORE:
        volatile_store(ic, which == INTR_UNALIGNED_VOLATILE_STORE);
        return true;
    case INTR_NONTEMPORAL_STORE:
        gcc_jit_block_add_assignment(fx->cur, fx->loc, cg_mem(fx, arg(ic, 0), cg_type(cx, ic->targ)), arg(ic, 1));
        ret(ic, NULL);
        return true;
    case INTR_OFFSET: case INTR_ARITH_OFFSET: ret(ic, cg_binop(fx, MBIN_OFFSET, argty(ic, 0), arg(ic, 0), arg(ic, 1))); return true;
    case INTR_PTR_OFFSET_FROM: case INTR_PTR_OFFSET_FROM_UNSIGNED:
        ret(ic, ptr_offset_from(ic, which == INTR_PTR_OFFSET_FROM_UNSIGNED));
        return true;
    case INTR_PTR_GUARANTEED_EQ: case INTR_PTR_GUARANTEED_NE:
        ret(ic, cg_binop(fx, which == INTR_PTR_GUARANTEED_EQ ? MBIN_EQ : MBIN_NE, argty(ic, 0), arg(ic, 0), arg(ic, 1)));
        return true;
    case INTR_RAW_EQ: {
        gcc_jit_rvalue *args[3] = {gcc_jit_context_new_cast(c, NULL, arg(ic, 0), void_ptr(ic)),
                                   gcc_jit_context_new_cast(c, NULL, arg(ic, 1), void_ptr(ic)),
                                   gcc_jit_context_new_cast(c, NULL, cg_usize(cx, tsize(ic)), size_t_ty(ic))};
        gcc_jit_rvalue *r = cg_call_builtin(fx, "memcmp", 3, args);
        ret(ic, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, r, gcc_jit_context_zero(c, cx->t_int)));
        return true;
    }
    case INTR_DISCRIMINANT_VALUE: {
        TyId pt = argty(ic, 0);
        CgPlace pl = {NULL, arg(ic, 0), NULL, ty_get(cx->tcx, pt)->pointee, -1};
        ret(ic, cg_read_discriminant(fx, &pl, ic->dest->ty));
        return true;
    }
    case INTR_PREFETCH_READ_DATA: prefetch(ic, false, true); return true;
    case INTR_PREFETCH_WRITE_DATA: prefetch(ic, true, true); return true;
    case INTR_PREFETCH_READ_INSTRUCTION: case INTR_PREFETCH_WRITE_INSTRUCTION: prefetch(ic, false, false); return true;
    case INTR_TRY: try_intrinsic(ic); return true;
    case INTR_VA_ARG: emit_va_arg(ic); return true;
    case INTR_VA_COPY: emit_va_copy(ic); return true;
    case INTR_VA_END: ret(ic, NULL); return true;
    default: return false;
    }
}

/* Integer and float arithmetic. Returns false if `which` is not one. */
static bool emit_arith(IntrCtx *ic, Intrinsic which) {
    CgFx *fx = ic->fx;
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = IC(ic);
    switch (which) {
    case INTR_CTPOP: case INTR_CTLZ: case INTR_CTLZ_NONZERO: case INTR_CTTZ: case INTR_CTTZ_NONZERO: {
        BitCount w = which == INTR_CTPOP ? BC_POP : which == INTR_CTLZ || which == INTR_CTLZ_NONZERO ? BC_LZ : BC_TZ;
        ret(ic, gcc_jit_context_new_cast(c, NULL, bitcount(ic, w, arg(ic, 0), ic->targ), cg_type(cx, ic->dest->ty)));
        return true;
    }
    case INTR_BSWAP: ret(ic, bswap(ic, arg(ic, 0), ic->targ)); return true;
    case INTR_BITREVERSE: ret(ic, bitreverse(ic, arg(ic, 0), ic->targ)); return true;
    case INTR_ROTATE_LEFT: case INTR_ROTATE_RIGHT:
        ret(ic, rotate(ic, arg(ic, 0), arg(ic, 1), ic->targ, which == INTR_ROTATE_LEFT));
        return true;
    case INTR_ADD_WITH_OVERFLOW: case INTR_SUB_WITH_OVERFLOW: case INTR_MUL_WITH_OVERFLOW: with_overflow(ic, arith_op(which)); return true;
    case INTR_SATURATING_ADD: case INTR_SATURATING_SUB: ret(ic, cg_saturating(fx, which == INTR_SATURATING_ADD, ic->targ, arg(ic, 0), arg(ic, 1))); return true;
    case INTR_FLOAT_TO_INT_UNCHECKED:
        /* a plain conversion: out-of-range values are UB in Rust as in C */
        if (cx->opt->soft_float) ret(ic, cg_sf_to_int(fx, arg(ic, 0), gcc_jit_rvalue_get_type(arg(ic, 0)) == cx->t_f64, ic->dest->ty));
        else ret(ic, gcc_jit_context_new_cast(c, fx->loc, arg(ic, 0), cg_type(cx, ic->dest->ty)));
        return true;
    default: break;
    }
    MirBinOp op = arith_op(which);
    if (op != MBIN_EQ) {
        /* wrapping_*, unchecked_*, exact_div, f*_fast: the plain operator
         * (GCC runs with -fwrapv: it wraps) */
        ret(ic, cg_binop(fx, op, argty(ic, 0), arg(ic, 0), arg(ic, 1)));
        return true;
    }
    uint32_t nargs;
    const char *fb = float_builtin(which, &nargs);
    if (!fb) return false;
    gcc_jit_rvalue *args[3];
    for (uint32_t j = 0; j < nargs; j++) args[j] = arg(ic, j);
    if (which == INTR_POWIF32 || which == INTR_POWIF64) args[1] = gcc_jit_context_new_cast(c, NULL, args[1], cx->t_int);
    if (cx->opt->soft_float) ret(ic, cg_sf_libm(fx, fb, gcc_jit_rvalue_get_type(args[0]) == cx->t_f64, nargs, args));
    else ret(ic, cg_call_builtin(fx, fb, nargs, args));
    return true;
}

/* rustc's E0511: an integer or float intrinsic instantiated with another
 * type (only a generic caller can do that). False when reported. */
static bool basic_type_ok(IntrCtx *ic, Intrinsic which) {
    TyCtxt *tcx = ic->fx->cx->tcx;
    bool want_int = false;
    switch (which) {
    case INTR_CTPOP: case INTR_CTLZ: case INTR_CTLZ_NONZERO: case INTR_CTTZ: case INTR_CTTZ_NONZERO:
    case INTR_BSWAP: case INTR_BITREVERSE: case INTR_ROTATE_LEFT: case INTR_ROTATE_RIGHT:
    case INTR_ADD_WITH_OVERFLOW: case INTR_SUB_WITH_OVERFLOW: case INTR_MUL_WITH_OVERFLOW:
    case INTR_SATURATING_ADD: case INTR_SATURATING_SUB:
    case INTR_WRAPPING_ADD: case INTR_WRAPPING_SUB: case INTR_WRAPPING_MUL:
    case INTR_UNCHECKED_ADD: case INTR_UNCHECKED_SUB: case INTR_UNCHECKED_MUL: case INTR_UNCHECKED_DIV:
    case INTR_UNCHECKED_REM: case INTR_UNCHECKED_SHL: case INTR_UNCHECKED_SHR: case INTR_EXACT_DIV:
        want_int = true;
        break;
    case INTR_FADD_FAST: case INTR_FSUB_FAST: case INTR_FMUL_FAST: case INTR_FDIV_FAST: case INTR_FREM_FAST: break;
    default: return true;
    }
    if (!ic->has_targ) return true;
    uint8_t k = ty_kind(tcx, ic->targ);
    if (want_int ? k == TYK_INT || k == TYK_UINT : k == TYK_FLOAT) return true;
    diag_emit(diag_error(ty_diag(tcx), DC_E0511, ic->t->span,
                         "invalid monomorphization of `%s` intrinsic: expected basic %s type, found `%s`",
                         ty_intrinsic_name(which), want_int ? "integer" : "float", ty_to_string(tcx, ic->targ)));
    ic->fx->cx->failed = true;
    return false;
}

bool cg_intrinsic(CgFx *fx, const Instance *inst, const MirTerm *t, const CgPlace *dest) {
    CgCtx *cx = fx->cx;
    Intrinsic which = ty_intrinsic(cx->tcx, inst->def);
    IntrCtx ic = {fx, t, dest, {0}, false};
    if (ty_args_len(cx->tcx, inst->args)) {
        ic.targ = ty_args(cx->tcx, inst->args)[0];
        ic.has_targ = true;
    }
    if (!basic_type_ok(&ic, which)) {
        cg_unreachable(fx);
        return true;
    }
    switch (which) {
    case INTR_ABORT:
        gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin(fx, "__builtin_trap", 0, NULL));
        cg_unreachable(fx);
        return true;
    case INTR_UNREACHABLE: cg_unreachable(fx); return true;
    case INTR_BREAKPOINT: {
        gcc_jit_extended_asm *ea = gcc_jit_block_add_extended_asm(fx->cur, fx->loc, "int3");
        gcc_jit_extended_asm_set_volatile_flag(ea, 1);
        ret(&ic, NULL);
        return true;
    }
    default: break;
    }
    IntrinsicAtomic at = ty_intrinsic_atomic(which);
    if (at.op != AOP_NONE) return cg_atomic(fx, at, t, dest, ic.targ);
    if (cg_simd(fx, which, t, dest)) return true;
    if (emit_simple(&ic, which) || emit_memory(&ic, which) || emit_arith(&ic, which)) return true;
    const DefData *dd = res_def(ty_resolver(cx->tcx), inst->def);
    cg_error(cx, t->span, "rcc does not implement the intrinsic `%s` yet", dd ? sym_str(dd->name) : "?");
    cg_unreachable(fx);
    return false;
}
