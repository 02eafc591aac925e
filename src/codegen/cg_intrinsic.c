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

/* popcount / clz / ctz of an integer of any width, via the 64-bit
 * builtins (128-bit values in two halves). */
static gcc_jit_rvalue *bitcount(IntrCtx *ic, const char *what, gcc_jit_rvalue *v, TyId ty) {
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
        if (!strcmp(what, "ctpop")) {
            r = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, cx->t_u64, bitcount(ic, what, lo, ty_common(cx->tcx)->u64),
                                              bitcount(ic, what, hi, ty_common(cx->tcx)->u64));
        } else {
            bool clz = !strcmp(what, "ctlz");
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
    if (!strcmp(what, "ctpop"))
        return gcc_jit_context_new_cast(c, NULL, cg_call_builtin(fx, "__builtin_popcountll", 1, args), rt);
    /* clz/ctz of 0 is undefined in GCC: Rust gives the width */
    gcc_jit_rvalue *isz = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, xv, gcc_jit_context_zero(c, ut));
    gcc_jit_rvalue *r;
    if (!strcmp(what, "ctlz")) {
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

/* size_of_val / min_align_of_val of the pointee of argument 0 */
static gcc_jit_rvalue *size_or_align_of_val(IntrCtx *ic, bool align) {
    CgFx *fx = ic->fx;
    CgCtx *cx = fx->cx;
    TyId t = ic->targ;
    uint8_t k = ty_kind(cx->tcx, t);
    if (k == TYK_SLICE || k == TYK_STR) {
        TyId el = k == TYK_STR ? ty_common(cx->tcx)->u8 : ty_get(cx->tcx, t)->elem;
        const Layout *l = cg_layout(cx, el);
        if (align) return cg_usize(cx, l->align);
        return mul_size(ic, cg_pair_part(fx, arg(ic, 0), 1, cx->t_usize), l->size);
    }
    if (k == TYK_DYN) {
        gcc_jit_rvalue *vt = cg_pair_part(fx, arg(ic, 0), 1, cx->t_ptr);
        return gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, vt, align ? 16 : 8), cx->t_usize));
    }
    const Layout *l = cg_layout(cx, t);
    return cg_usize(cx, align ? l->align : l->size);
}

typedef struct FloatFn {
    const char *intr, *builtin;
    uint32_t nargs;
} FloatFn;
static const FloatFn float_fns[] = {
    {"sqrtf32", "sqrtf", 1}, {"sqrtf64", "sqrt", 1}, {"fabsf32", "fabsf", 1}, {"fabsf64", "fabs", 1},
    {"floorf32", "floorf", 1}, {"floorf64", "floor", 1}, {"ceilf32", "ceilf", 1}, {"ceilf64", "ceil", 1},
    {"truncf32", "truncf", 1}, {"truncf64", "trunc", 1}, {"roundf32", "roundf", 1}, {"roundf64", "round", 1},
    {"sinf32", "sinf", 1}, {"sinf64", "sin", 1}, {"cosf32", "cosf", 1}, {"cosf64", "cos", 1},
    {"expf32", "expf", 1}, {"expf64", "exp", 1}, {"exp2f32", "exp2f", 1}, {"exp2f64", "exp2", 1},
    {"logf32", "logf", 1}, {"logf64", "log", 1}, {"log2f32", "log2f", 1}, {"log2f64", "log2", 1},
    {"log10f32", "log10f", 1}, {"log10f64", "log10", 1}, {"powf32", "powf", 2}, {"powf64", "pow", 2},
    {"copysignf32", "copysignf", 2}, {"copysignf64", "copysign", 2}, {"minnumf32", "fminf", 2}, {"minnumf64", "fmin", 2},
    {"maxnumf32", "fmaxf", 2}, {"maxnumf64", "fmax", 2}, {"fmaf32", "fmaf", 3}, {"fmaf64", "fma", 3},
    {"rintf32", "rintf", 1}, {"rintf64", "rint", 1}, {"nearbyintf32", "nearbyintf", 1}, {"nearbyintf64", "nearbyint", 1},
};

static MirBinOp arith_op(const char *s) {
    if (strstr(s, "add")) return MBIN_ADD;
    if (strstr(s, "sub")) return MBIN_SUB;
    if (strstr(s, "mul")) return MBIN_MUL;
    if (strstr(s, "div")) return MBIN_DIV;
    if (strstr(s, "rem")) return MBIN_REM;
    if (strstr(s, "shl")) return MBIN_SHL;
    return MBIN_SHR;
}

bool cg_intrinsic(CgFx *fx, const Instance *inst, const MirTerm *t, const CgPlace *dest) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = cx->ctxt;
    const DefData *dd = res_def(ty_resolver(cx->tcx), inst->def);
    const char *n = dd ? sym_str(dd->name) : "";
    IntrCtx ic = {fx, t, dest, {0}, false};
    if (ty_args_len(cx->tcx, inst->args)) {
        ic.targ = ty_args(cx->tcx, inst->args)[0];
        ic.has_targ = true;
    }
    if (!strcmp(n, "abort")) {
        gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin(fx, "__builtin_trap", 0, NULL));
        cg_unreachable(fx);
        return true;
    }
    if (!strcmp(n, "unreachable")) {
        cg_unreachable(fx);
        return true;
    }
    if (!strcmp(n, "size_of")) { ret(&ic, cg_usize(cx, tsize(&ic))); return true; }
    if (!strcmp(n, "min_align_of") || !strcmp(n, "pref_align_of") || !strcmp(n, "align_of")) {
        ret(&ic, cg_usize(cx, cg_layout(cx, ic.targ)->align));
        return true;
    }
    if (!strcmp(n, "size_of_val")) { ret(&ic, size_or_align_of_val(&ic, false)); return true; }
    if (!strcmp(n, "min_align_of_val")) { ret(&ic, size_or_align_of_val(&ic, true)); return true; }
    if (!strcmp(n, "transmute") || !strcmp(n, "transmute_unchecked")) {
        ret(&ic, cg_transmute(fx, arg(&ic, 0), cg_type(cx, dest->ty)));
        return true;
    }
    if (!strcmp(n, "copy") || !strcmp(n, "copy_nonoverlapping") || !strcmp(n, "volatile_copy_memory") ||
        !strcmp(n, "volatile_copy_nonoverlapping_memory")) {
        bool ptr_first_is_dst = strncmp(n, "volatile", 8) == 0;
        gcc_jit_rvalue *src = arg(&ic, ptr_first_is_dst ? 1 : 0), *dst = arg(&ic, ptr_first_is_dst ? 0 : 1);
        gcc_jit_rvalue *args[3] = {gcc_jit_context_new_cast(c, NULL, dst, gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR)),
                                   gcc_jit_context_new_cast(c, NULL, src, gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR)),
                                   gcc_jit_context_new_cast(c, NULL, mul_size(&ic, arg(&ic, 2), tsize(&ic)),
                                                            gcc_jit_context_get_type(c, GCC_JIT_TYPE_SIZE_T))};
        bool nonoverlap = strstr(n, "nonoverlapping") != NULL;
        gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin(fx, nonoverlap ? "memcpy" : "memmove", 3, args));
        ret(&ic, NULL);
        return true;
    }
    if (!strcmp(n, "write_bytes") || !strcmp(n, "volatile_set_memory")) {
        gcc_jit_rvalue *args[3] = {gcc_jit_context_new_cast(c, NULL, arg(&ic, 0), gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR)),
                                   gcc_jit_context_new_cast(c, NULL, arg(&ic, 1), cx->t_int),
                                   gcc_jit_context_new_cast(c, NULL, mul_size(&ic, arg(&ic, 2), tsize(&ic)),
                                                            gcc_jit_context_get_type(c, GCC_JIT_TYPE_SIZE_T))};
        gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin(fx, "memset", 3, args));
        ret(&ic, NULL);
        return true;
    }
    if (!strcmp(n, "offset") || !strcmp(n, "arith_offset")) {
        TyId pt = argty(&ic, 0);
        ret(&ic, cg_binop(fx, MBIN_OFFSET, pt, arg(&ic, 0), arg(&ic, 1)));
        return true;
    }
    if (!strcmp(n, "ptr_offset_from") || !strcmp(n, "ptr_offset_from_unsigned")) {
        gcc_jit_rvalue *a = gcc_jit_context_new_bitcast(c, NULL, arg(&ic, 0), cx->t_isize);
        gcc_jit_rvalue *b = gcc_jit_context_new_bitcast(c, NULL, arg(&ic, 1), cx->t_isize);
        gcc_jit_rvalue *d = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, cx->t_isize, a, b);
        uint64_t sz = tsize(&ic);
        d = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, cx->t_isize, d,
                                          gcc_jit_context_new_rvalue_from_long(c, cx->t_isize, (long)(sz ? sz : 1)));
        ret(&ic, d);
        return true;
    }
    if (!strcmp(n, "assume") || !strcmp(n, "forget") || !strncmp(n, "assert_", 7) || !strcmp(n, "panic_if_uninhabited")) {
        ret(&ic, NULL);
        return true;
    }
    if (!strcmp(n, "likely") || !strcmp(n, "unlikely")) {
        gcc_jit_type *lt = gcc_jit_context_get_type(c, GCC_JIT_TYPE_LONG);
        gcc_jit_rvalue *args[2] = {gcc_jit_context_new_cast(c, NULL, arg(&ic, 0), lt),
                                   gcc_jit_context_new_rvalue_from_long(c, lt, n[0] == 'l')};
        gcc_jit_rvalue *e = cg_call_builtin(fx, "__builtin_expect", 2, args);
        ret(&ic, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, e, gcc_jit_context_zero(c, lt)));
        return true;
    }
    if (!strcmp(n, "black_box")) {
        /* the value goes through memory an empty asm may read and write:
         * the optimiser can assume nothing about it */
        TyId vt = argty(&ic, 0);
        if (cg_is_zst(cx, vt)) {
            ret(&ic, NULL);
            return true;
        }
        gcc_jit_lvalue *tmp = cg_temp(fx, cg_type(cx, vt));
        gcc_jit_block_add_assignment(fx->cur, fx->loc, tmp, arg(&ic, 0));
        gcc_jit_extended_asm *ea;
        /* libgccjit 12 crashes on an asm input that is directly the
         * address of a local: pass it through a pointer local */
        gcc_jit_lvalue *pt = cg_temp(fx, cx->t_ptr);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, pt,
                                     gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_get_address(tmp, NULL), cx->t_ptr));
        ea = gcc_jit_block_add_extended_asm(fx->cur, fx->loc, "");
        gcc_jit_extended_asm_set_volatile_flag(ea, 1);
        gcc_jit_extended_asm_add_input_operand(ea, NULL, "r", gcc_jit_lvalue_as_rvalue(pt));
        gcc_jit_extended_asm_add_clobber(ea, "memory");
        ret(&ic, gcc_jit_lvalue_as_rvalue(tmp));
        return true;
    }
    if (!strcmp(n, "ctpop") || !strcmp(n, "ctlz") || !strcmp(n, "cttz") || !strcmp(n, "ctlz_nonzero") ||
        !strcmp(n, "cttz_nonzero")) {
        const char *w = !strcmp(n, "ctpop") ? "ctpop" : !strncmp(n, "ctlz", 4) ? "ctlz" : "cttz";
        gcc_jit_rvalue *r = bitcount(&ic, w, arg(&ic, 0), ic.targ);
        ret(&ic, gcc_jit_context_new_cast(c, NULL, r, cg_type(cx, dest->ty)));
        return true;
    }
    if (!strcmp(n, "bswap")) { ret(&ic, bswap(&ic, arg(&ic, 0), ic.targ)); return true; }
    if (!strcmp(n, "bitreverse")) { ret(&ic, bitreverse(&ic, arg(&ic, 0), ic.targ)); return true; }
    if (!strcmp(n, "rotate_left") || !strcmp(n, "rotate_right")) {
        ret(&ic, rotate(&ic, arg(&ic, 0), arg(&ic, 1), ic.targ, n[7] == 'l'));
        return true;
    }
    if (!strcmp(n, "add_with_overflow") || !strcmp(n, "sub_with_overflow") || !strcmp(n, "mul_with_overflow")) {
        gcc_jit_rvalue *r, *of;
        cg_checked_binop(fx, arith_op(n), ic.targ, arg(&ic, 0), arg(&ic, 1), &r, &of);
        const Layout *l = cg_layout(cx, dest->ty);
        gcc_jit_rvalue *a = cg_place_addr(fx, dest);
        cg_store_at(fx, a, l->offsets[0], ic.targ, r);
        cg_store_at(fx, a, l->offsets[1], ty_common(cx->tcx)->bool_, of);
        cg_goto(fx, t->target);
        return true;
    }
    if (!strcmp(n, "saturating_add") || !strcmp(n, "saturating_sub")) {
        gcc_jit_rvalue *r, *of;
        gcc_jit_lvalue *ta = cg_temp(fx, cg_type(cx, ic.targ)), *tb = cg_temp(fx, cg_type(cx, ic.targ));
        gcc_jit_block_add_assignment(fx->cur, NULL, ta, arg(&ic, 0));
        gcc_jit_block_add_assignment(fx->cur, NULL, tb, arg(&ic, 1));
        bool add = strstr(n, "add") != NULL;
        cg_checked_binop(fx, add ? MBIN_ADD : MBIN_SUB, ic.targ, gcc_jit_lvalue_as_rvalue(ta), gcc_jit_lvalue_as_rvalue(tb), &r, &of);
        gcc_jit_type *gt = cg_type(cx, ic.targ);
        uint32_t bits = ty_int_bits(cx->tcx, ic.targ);
        bool wide = bits == 128;
        gcc_jit_rvalue *sat;
        if (!ty_is_signed(cx->tcx, ic.targ)) {
            sat = add ? cg_const_int(cx, gt, ~0ull, ~0ull, wide) : gcc_jit_context_zero(c, gt);
        } else {
            /* signed: overflow goes towards the sign of b (add) or -b (sub) */
            uint64_t maxlo = bits >= 64 ? ~0ull >> (bits == 64 ? 1 : 0) : (1ull << (bits - 1)) - 1;
            gcc_jit_rvalue *mx = wide ? cg_const_int(cx, gt, ~0ull, ~0ull >> 1, true) : cg_const_int(cx, gt, maxlo, 0, false);
            gcc_jit_rvalue *mn = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, gt,
                                                               gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_MINUS, gt, mx),
                                                               gcc_jit_context_one(c, gt));
            gcc_jit_rvalue *bneg = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, gcc_jit_lvalue_as_rvalue(tb),
                                                                  gcc_jit_context_zero(c, gt));
            sat = cg_select(fx, bneg, add ? mn : mx, add ? mx : mn, gt);
        }
        ret(&ic, cg_select(fx, of, sat, r, gt));
        return true;
    }
    if (!strncmp(n, "wrapping_", 9) || !strncmp(n, "unchecked_", 10) || !strcmp(n, "exact_div")) {
        TyId lt = argty(&ic, 0);
        ret(&ic, cg_binop(fx, arith_op(n + (n[0] == 'w' ? 9 : n[0] == 'u' ? 10 : 6)), lt, arg(&ic, 0), arg(&ic, 1)));
        return true;
    }
    if (!strncmp(n, "fadd_fast", 9) || !strncmp(n, "fsub_fast", 9) || !strncmp(n, "fmul_fast", 9) || !strncmp(n, "fdiv_fast", 9) ||
        !strncmp(n, "frem_fast", 9)) {
        MirBinOp op = n[1] == 'a' ? MBIN_ADD : n[1] == 's' ? MBIN_SUB : n[1] == 'm' ? MBIN_MUL : n[1] == 'd' ? MBIN_DIV : MBIN_REM;
        ret(&ic, cg_binop(fx, op, argty(&ic, 0), arg(&ic, 0), arg(&ic, 1)));
        return true;
    }
    if (!strcmp(n, "discriminant_value")) {
        TyId pt = argty(&ic, 0);
        gcc_jit_rvalue *p = arg(&ic, 0);
        CgPlace pl = {NULL, p, NULL, ty_get(cx->tcx, pt)->pointee, -1};
        ret(&ic, cg_read_discriminant(fx, &pl, dest->ty));
        return true;
    }
    if (!strcmp(n, "caller_location")) {
        /* inside a #[track_caller] fn: its hidden last argument */
        const MirBody *b = fx->body;
        const HirAttrs *at = hir_attrs(ty_hir(cx->tcx), b->def);
        if (at && at->track_caller && b->arg_count > 0) {
            ret(&ic, gcc_jit_lvalue_as_rvalue(fx->locals[b->arg_count]));
        } else {
            ret(&ic, cg_caller_location(fx, span_is_dummy(t->fn_span) ? t->span : t->fn_span));
        }
        return true;
    }
    if (!strcmp(n, "needs_drop")) {
        ret(&ic, cg_const_int(cx, cx->t_bool, ty_needs_drop(cx->tcx, cg_env(), ic.targ), 0, false));
        return true;
    }
    if (!strcmp(n, "type_name")) {
        const char *s = ty_type_name(cx->tcx, ic.targ);
        ret(&ic, cg_pair(fx, dest->ty, cg_str_global(cx, s, strlen(s)), cg_usize(cx, strlen(s))));
        return true;
    }
    if (!strcmp(n, "type_id")) {
        const char *s = ty_to_string(cx->tcx, ic.targ);
        uint64_t h = hash_bytes(s, strlen(s));
        ret(&ic, cg_const_int(cx, cg_type(cx, dest->ty), h, h, cg_layout(cx, dest->ty)->size == 16));
        return true;
    }
    if (!strcmp(n, "volatile_load") || !strcmp(n, "unaligned_volatile_load")) {
        gcc_jit_type *vt = gcc_jit_type_get_volatile(cg_type(cx, ic.targ));
        ret(&ic, gcc_jit_lvalue_as_rvalue(cg_mem(fx, arg(&ic, 0), vt)));
        return true;
    }
    if (!strcmp(n, "volatile_store") || !strcmp(n, "unaligned_volatile_store")) {
        gcc_jit_type *vt = gcc_jit_type_get_volatile(cg_type(cx, ic.targ));
        gcc_jit_block_add_assignment(fx->cur, fx->loc, cg_mem(fx, arg(&ic, 0), vt), arg(&ic, 1));
        ret(&ic, NULL);
        return true;
    }
    if (!strcmp(n, "ptr_guaranteed_eq") || !strcmp(n, "ptr_guaranteed_ne")) {
        /* "ptr_guaranteed_" is 15 characters: the 16th says eq or ne */
        ret(&ic, cg_binop(fx, n[15] == 'e' ? MBIN_EQ : MBIN_NE, argty(&ic, 0), arg(&ic, 0), arg(&ic, 1)));
        return true;
    }
    if (!strcmp(n, "raw_eq")) {
        gcc_jit_rvalue *args[3] = {gcc_jit_context_new_cast(c, NULL, arg(&ic, 0), gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR)),
                                   gcc_jit_context_new_cast(c, NULL, arg(&ic, 1), gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR)),
                                   gcc_jit_context_new_cast(c, NULL, cg_usize(cx, tsize(&ic)), gcc_jit_context_get_type(c, GCC_JIT_TYPE_SIZE_T))};
        gcc_jit_rvalue *r = cg_call_builtin(fx, "memcmp", 3, args);
        ret(&ic, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, r, gcc_jit_context_zero(c, cx->t_int)));
        return true;
    }
    for (size_t i = 0; i < sizeof float_fns / sizeof float_fns[0]; i++)
        if (!strcmp(n, float_fns[i].intr)) {
            gcc_jit_rvalue *args[3];
            for (uint32_t j = 0; j < float_fns[i].nargs; j++) args[j] = arg(&ic, j);
            ret(&ic, cg_call_builtin(fx, float_fns[i].builtin, float_fns[i].nargs, args));
            return true;
        }
    cg_error(cx, t->span, "rcc does not implement the intrinsic `%s` yet", n);
    cg_unreachable(fx);
    return false;
}
