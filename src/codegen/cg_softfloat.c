/* cg_softfloat.c — f32 and f64 on a soft-float target.
 *
 * A target with `+soft-float` (the Linux kernel's: no SSE, no x87) has
 * no float registers, and GCC refuses any float value there. As LLVM's
 * soft-float mode does, rcc then keeps a float as its IEEE bits in an
 * integer (u32 or u64: cg.c's t_f32/t_f64), and every operation on it is
 * a call to the soft-fp routine of libgcc's naming (the names compiler-
 * builtins and the kernel's rust/compiler_builtins.rs define):
 * __addsf3 __subsf3 __mulsf3 __divsf3, __eqsf2 __nesf2 __lesf2 __gesf2
 * __unordsf2, __fix(uns)sf(si|di|ti), __float(un)(si|di|ti)sf,
 * __extendsfdf2, __truncdfsf2, and the df forms. Negation, fabs and
 * copysign are bit operations; the other float intrinsics call their libm
 * names (fmodf, sqrtf, ...) with the same integer convention.
 *
 * Comparisons use only eq/ne/le/ge/unord, as LLVM does on x86-64: a < b
 * is __lesf2(a, b) < 0 (it gives 1 for a NaN), a > b is __gesf2(a, b) > 0
 * (it gives -1 for a NaN). */
#include "cg_priv.h"

#include <string.h>

static gcc_jit_context *SC(CgFx *fx) { return fx->cx->ctxt; }

bool cg_is_f64(CgCtx *cx, TyId t) { return ty_get(cx->tcx, t)->sub == FLOAT_F64; }

static gcc_jit_type *ftype(CgCtx *cx, bool f64) { return f64 ? cx->t_f64 : cx->t_f32; }

/* The routine `name` with integer-typed parameters and result. */
static gcc_jit_rvalue *call(CgFx *fx, const char *name, gcc_jit_type *ret, uint32_t n, gcc_jit_type **pts,
                            gcc_jit_rvalue **args) {
    CgCtx *cx = fx->cx;
    gcc_jit_type **ps = ARENA_ARRAY(&cx->arena, gcc_jit_type *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) ps[i] = pts[i];
    /* (declared before, maybe by the crate's own `extern` block: its types) */
    CgFn *f = cg_get_fn_symbol(cx, name, ret, false, ps, n, false, GCC_JIT_FUNCTION_IMPORTED);
    if (f->nparams != n) {
        cg_error(cx, fx->span, "`%s` is declared with %u parameters, but the soft-float routine takes %u", name,
                 f->nparams, n);
        return gcc_jit_context_zero(SC(fx), ret);
    }
    for (uint32_t i = 0; i < n; i++)
        if (gcc_jit_rvalue_get_type(args[i]) != f->params[i])
            args[i] = gcc_jit_context_new_cast(SC(fx), NULL, args[i], f->params[i]);
    return gcc_jit_context_new_call(SC(fx), fx->loc, f->fn, (int)n, args);
}

static gcc_jit_rvalue *call2(CgFx *fx, const char *name, gcc_jit_type *ret, gcc_jit_type *pt, gcc_jit_rvalue *a,
                             gcc_jit_rvalue *b) {
    gcc_jit_type *pts[2] = {pt, pt};
    gcc_jit_rvalue *args[2] = {a, b};
    return call(fx, name, ret, 2, pts, args);
}

static gcc_jit_rvalue *call1(CgFx *fx, const char *name, gcc_jit_type *ret, gcc_jit_type *pt, gcc_jit_rvalue *a) {
    return call(fx, name, ret, 1, &pt, &a);
}

static gcc_jit_rvalue *sign_bit(CgFx *fx, bool f64) {
    return cg_const_int(fx->cx, ftype(fx->cx, f64), f64 ? 1ull << 63 : 1ull << 31, 0, false);
}

gcc_jit_rvalue *cg_sf_const(CgCtx *cx, bool f64, uint64_t bits) {
    return cg_const_int(cx, ftype(cx, f64), f64 ? bits : (uint32_t)bits, 0, false);
}

/* A comparison of two floats: (name)(a, b) <rel> 0. */
static gcc_jit_rvalue *cmp(CgFx *fx, const char *op, bool f64, gcc_jit_rvalue *a, gcc_jit_rvalue *b,
                           enum gcc_jit_comparison rel) {
    CgCtx *cx = fx->cx;
    char name[16];
    snprintf(name, sizeof name, "__%s%s2", op, f64 ? "df" : "sf");
    gcc_jit_rvalue *r = call2(fx, name, cx->t_int, ftype(cx, f64), a, b);
    return gcc_jit_context_new_comparison(SC(fx), fx->loc, rel, r, gcc_jit_context_zero(SC(fx), cx->t_int));
}

gcc_jit_rvalue *cg_sf_binop(CgFx *fx, MirBinOp op, bool f64, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
    CgCtx *cx = fx->cx;
    gcc_jit_type *t = ftype(cx, f64);
    const char *sfx = f64 ? "df3" : "sf3";
    char name[16];
    /* x != x and x == x (is_nan): the unordered test, as LLVM folds them */
    if (a == b && op == MBIN_NE) return cmp(fx, "unord", f64, a, a, GCC_JIT_COMPARISON_NE);
    if (a == b && op == MBIN_EQ) return cmp(fx, "unord", f64, a, a, GCC_JIT_COMPARISON_EQ);
    switch (op) {
    case MBIN_EQ: return cmp(fx, "eq", f64, a, b, GCC_JIT_COMPARISON_EQ);
    case MBIN_NE: return cmp(fx, "ne", f64, a, b, GCC_JIT_COMPARISON_NE);
    case MBIN_LT: return cmp(fx, "le", f64, a, b, GCC_JIT_COMPARISON_LT);
    case MBIN_LE: return cmp(fx, "le", f64, a, b, GCC_JIT_COMPARISON_LE);
    case MBIN_GT: return cmp(fx, "ge", f64, a, b, GCC_JIT_COMPARISON_GT);
    case MBIN_GE: return cmp(fx, "ge", f64, a, b, GCC_JIT_COMPARISON_GE);
    case MBIN_ADD: snprintf(name, sizeof name, "__add%s", sfx); break;
    case MBIN_SUB: snprintf(name, sizeof name, "__sub%s", sfx); break;
    case MBIN_MUL: snprintf(name, sizeof name, "__mul%s", sfx); break;
    case MBIN_DIV: snprintf(name, sizeof name, "__div%s", sfx); break;
    case MBIN_REM: return call2(fx, f64 ? "fmod" : "fmodf", t, t, a, b);
    default: rcc_ice("codegen: float operator %d", (int)op);
    }
    return call2(fx, name, t, t, a, b);
}

gcc_jit_rvalue *cg_sf_neg(CgFx *fx, bool f64, gcc_jit_rvalue *a) {
    return gcc_jit_context_new_binary_op(SC(fx), fx->loc, GCC_JIT_BINARY_OP_BITWISE_XOR, ftype(fx->cx, f64), a,
                                         sign_bit(fx, f64));
}

gcc_jit_rvalue *cg_sf_is_nan(CgFx *fx, bool f64, gcc_jit_rvalue *a) {
    return cmp(fx, "unord", f64, a, a, GCC_JIT_COMPARISON_NE);
}

/* The integer width a conversion routine takes or gives: si (32), di
 * (64) or ti (128), and its GCC type. */
static const char *int_mode(CgCtx *cx, uint32_t bits, bool sgn, gcc_jit_type **t) {
    if (bits <= 32) {
        *t = sgn ? cx->t_i32 : cx->t_u32;
        return "si";
    }
    if (bits <= 64) {
        *t = sgn ? cx->t_i64 : cx->t_u64;
        return "di";
    }
    *t = sgn ? cx->t_i128 : cx->t_u128;
    return "ti";
}

gcc_jit_rvalue *cg_sf_from_int(CgFx *fx, gcc_jit_rvalue *v, TyId from, bool f64) {
    CgCtx *cx = fx->cx;
    uint32_t bits = ty_int_bits(cx->tcx, from);
    bool sgn = ty_is_signed(cx->tcx, from);
    gcc_jit_type *it;
    const char *m = int_mode(cx, bits, sgn, &it);
    char name[24];
    snprintf(name, sizeof name, "__float%s%s%s", sgn ? "" : "un", m, f64 ? "df" : "sf");
    return call1(fx, name, ftype(cx, f64), it, v);
}

/* Float to integer, truncating; the value is in range (the caller saturated). */
gcc_jit_rvalue *cg_sf_to_int(CgFx *fx, gcc_jit_rvalue *v, bool f64, TyId to) {
    CgCtx *cx = fx->cx;
    uint32_t bits = ty_int_bits(cx->tcx, to);
    bool sgn = ty_is_signed(cx->tcx, to);
    gcc_jit_type *it;
    /* u8/u16 fit the signed 32-bit routine */
    const char *m = int_mode(cx, bits, sgn || bits < 32, &it);
    char name[24];
    snprintf(name, sizeof name, "__fix%s%s%s", sgn || bits < 32 ? "" : "uns", f64 ? "df" : "sf", m);
    gcc_jit_rvalue *r = call1(fx, name, it, ftype(cx, f64), v);
    gcc_jit_type *gto = cg_type(cx, to);
    return gto == it ? r : gcc_jit_context_new_cast(SC(fx), NULL, r, gto);
}

gcc_jit_rvalue *cg_sf_resize(CgFx *fx, gcc_jit_rvalue *v, bool from64, bool to64) {
    CgCtx *cx = fx->cx;
    if (from64 == to64) return v;
    return call1(fx, to64 ? "__extendsfdf2" : "__truncdfsf2", ftype(cx, to64), ftype(cx, from64), v);
}

/* fabs and copysign as bit operations; the rest by their libm names. */
gcc_jit_rvalue *cg_sf_libm(CgFx *fx, const char *name, bool f64, uint32_t n, gcc_jit_rvalue **args) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = SC(fx);
    gcc_jit_type *t = ftype(cx, f64);
    gcc_jit_rvalue *sign = sign_bit(fx, f64);
    gcc_jit_rvalue *mag = gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_BITWISE_NEGATE, t, sign);
    if (!strcmp(name, "fabs") || !strcmp(name, "fabsf"))
        return gcc_jit_context_new_binary_op(c, fx->loc, GCC_JIT_BINARY_OP_BITWISE_AND, t, args[0], mag);
    if (!strcmp(name, "copysign") || !strcmp(name, "copysignf")) {
        gcc_jit_rvalue *m = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, t, args[0], mag);
        gcc_jit_rvalue *s = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, t, args[1], sign);
        return gcc_jit_context_new_binary_op(c, fx->loc, GCC_JIT_BINARY_OP_BITWISE_OR, t, m, s);
    }
    gcc_jit_type *pts[3] = {t, t, t};
    if (!strncmp(name, "__builtin_powi", 14)) {
        /* powi(x, int): the routine's own name */
        pts[1] = cx->t_int;
        return call(fx, f64 ? "__powidf2" : "__powisf2", t, 2, pts, args);
    }
    return call(fx, name, t, n, pts, args);
}

/* A cast of a float constant, or of an integer constant to a float, done
 * now: `1e16 as u64` in core would otherwise call a routine where a hard-
 * float build folds a constant (GCC cannot fold the calls). Rust's `as`:
 * NaN -> 0, saturating at the integer's bounds. False if `op` is not a
 * scalar constant. */
bool cg_sf_fold_cast(CgFx *fx, CastKind ck, const Operand *op, TyId from, TyId to, gcc_jit_rvalue **out) {
    CgCtx *cx = fx->cx;
    if (op->kind != OP_CONST || op->c.kind != CONST_SCALAR) return false;
    TyCtxt *tcx = cx->tcx;
    bool from_float = ck != CAST_INT_TO_FLOAT, to_float = ck != CAST_FLOAT_TO_INT;
    if (!from_float && ty_kind(tcx, from) != TYK_INT && ty_kind(tcx, from) != TYK_UINT) return false;
    uint32_t fb = from_float ? (cg_is_f64(cx, from) ? 64 : 32) : ty_int_bits(tcx, from);
    uint32_t tb = to_float ? (cg_is_f64(cx, to) ? 64 : 32) : ty_int_bits(tcx, to);
    u128 r = float_cast_bits(((u128)op->c.hi << 64) | op->c.lo, fb, from_float, !from_float && ty_is_signed(tcx, from),
                             tb, to_float, !to_float && ty_is_signed(tcx, to));
    *out = to_float ? cg_sf_const(cx, tb == 64, (uint64_t)r)
                    : cg_const_int(cx, cg_type(cx, to), (uint64_t)r, (uint64_t)(r >> 64), tb == 128);
    return true;
}
