/* cg_atomic.c — the atomic intrinsics (intrinsics.def's ATOMIC rows) as
 * GCC's __atomic builtins.
 *
 * Takes: the call terminator of an atomic intrinsic, its operation and
 * orderings (ty_intrinsic_atomic) and T, the type operated on (an
 * integer, bool or a thin raw pointer; AtomicBool works on u8). Gives: real atomic
 * instructions with their memory orders: `__atomic_load_N`,
 * `__atomic_store_N`, `__atomic_exchange_N`, `__atomic_fetch_<op>_N`,
 * `__atomic_compare_exchange_N` (the result pair (T, bool) stored to
 * the destination), min/max as a compare-exchange loop (GCC 12 has no
 * fetch_max), fences as `__atomic_thread_fence`/`__atomic_signal_fence`.
 * N = size_of::<T>(); 16-byte operations become libatomic calls. */
#include "cg_priv.h"

static gcc_jit_context *C(CgFx *fx) { return fx->cx->ctxt; }

/* GCC's __ATOMIC_* constants. Unordered (LLVM's) is relaxed for GCC. */
static int gcc_order(AtomicOrdering o) {
    switch (o) {
    case AORD_ACQUIRE: return 2;
    case AORD_RELEASE: return 3;
    case AORD_ACQREL: return 4;
    case AORD_SEQCST: return 5;
    default: return 0;
    }
}

/* GCC rejects a compare-exchange whose failure order is stronger than
 * its success order (1.64's atomic_cxchg_relaxed_acquire is legal Rust):
 * strengthen the success order instead, which is always correct. */
static AtomicOrdering success_order(AtomicOrdering s, AtomicOrdering f) {
    if (f == AORD_SEQCST) return AORD_SEQCST;
    if (f == AORD_ACQUIRE) {
        if (s == AORD_RELAXED || s == AORD_UNORDERED) return AORD_ACQUIRE;
        if (s == AORD_RELEASE) return AORD_ACQREL;
    }
    return s;
}

static gcc_jit_rvalue *order_arg(CgFx *fx, AtomicOrdering o) {
    return gcc_jit_context_new_rvalue_from_int(C(fx), fx->cx->t_int, gcc_order(o));
}

/* Calls builtin `name`, each argument converted to the builtin's own
 * parameter type: libgccjit checks types strictly, and the __atomic
 * builtins take `volatile void *` and (signed) `long long`-like values. */
gcc_jit_rvalue *cg_call_builtin_conv(CgFx *fx, const char *name, int n, gcc_jit_rvalue **args) {
    gcc_jit_function *f = gcc_jit_context_get_builtin_function(C(fx), name);
    int nparams = (int)gcc_jit_function_get_param_count(f);
    for (int i = 0; i < n && i < nparams; i++) {
        gcc_jit_type *pt = gcc_jit_rvalue_get_type(gcc_jit_param_as_rvalue(gcc_jit_function_get_param(f, i)));
        args[i] = gcc_jit_context_new_cast(C(fx), fx->loc, args[i], pt);
    }
    return gcc_jit_context_new_call(C(fx), fx->loc, f, n, args);
}

typedef struct AtomicCx {
    CgFx *fx;
    TyId ty;                  /* T */
    uint64_t size;            /* N */
    gcc_jit_type *ut;         /* the unsigned integer of N bytes */
    bool is_ptr;
} AtomicCx;

/* T -> the N-byte unsigned integer the builtins work on */
static gcc_jit_rvalue *to_bits(AtomicCx *a, gcc_jit_rvalue *v) {
    gcc_jit_context *c = C(a->fx);
    if (a->is_ptr) return gcc_jit_context_new_bitcast(c, NULL, v, a->fx->cx->t_usize);
    return gcc_jit_context_new_cast(c, NULL, v, a->ut);
}

static gcc_jit_rvalue *from_bits(AtomicCx *a, gcc_jit_rvalue *v) {
    CgCtx *cx = a->fx->cx;
    gcc_jit_context *c = C(a->fx);
    if (a->is_ptr) return gcc_jit_context_new_bitcast(c, NULL, gcc_jit_context_new_cast(c, NULL, v, cx->t_usize), cx->t_ptr);
    gcc_jit_type *t = cg_type(cx, a->ty);
    if (t == cx->t_bool)
        return gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, gcc_jit_context_new_cast(c, NULL, v, a->ut),
                                              gcc_jit_context_zero(c, a->ut));
    return gcc_jit_context_new_cast(c, NULL, v, t);
}

static const char *builtin_name(AtomicCx *a, const char *op) {
    char buf[64];
    snprintf(buf, sizeof buf, "__atomic_%s_%u", op, (unsigned)a->size);
    return arena_strdup(&a->fx->cx->arena, buf);
}

/* __atomic_compare_exchange_N(ptr, &expected, desired, weak, s, f): the
 * value seen is left in `expected`; returns whether it was stored. */
static gcc_jit_rvalue *cmpxchg(AtomicCx *a, gcc_jit_rvalue *ptr, gcc_jit_lvalue *expected, gcc_jit_rvalue *desired, bool weak,
                               AtomicOrdering s, AtomicOrdering f) {
    CgFx *fx = a->fx;
    gcc_jit_rvalue *args[6] = {ptr,
                               gcc_jit_lvalue_get_address(expected, NULL),
                               desired,
                               gcc_jit_context_new_rvalue_from_int(C(fx), fx->cx->t_bool, weak),
                               order_arg(fx, success_order(s, f)),
                               order_arg(fx, f == AORD_NONE ? AORD_RELAXED : f)};
    gcc_jit_lvalue *ok = cg_temp(fx, fx->cx->t_bool);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, ok,
                                 gcc_jit_context_new_cast(C(fx), NULL, cg_call_builtin_conv(fx, builtin_name(a, "compare_exchange"), 6, args),
                                                          fx->cx->t_bool));
    return gcc_jit_lvalue_as_rvalue(ok);
}

/* fetch_max/min/umax/umin: load, then compare-exchange the larger
 * (smaller) value until no other thread came in between. Returns the
 * previous value (as bits). */
static gcc_jit_rvalue *fetch_minmax(AtomicCx *a, gcc_jit_rvalue *ptr, gcc_jit_rvalue *v, IntrinsicAtomic at) {
    CgFx *fx = a->fx;
    gcc_jit_context *c = C(fx);
    bool is_signed = at.op == AOP_MAX || at.op == AOP_MIN;
    bool want_max = at.op == AOP_MAX || at.op == AOP_UMAX;
    gcc_jit_type *ct = cg_int_type(fx->cx, (uint32_t)a->size, is_signed);
    gcc_jit_lvalue *val = cg_temp(fx, a->ut), *old = cg_temp(fx, a->ut);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, val, v);
    gcc_jit_rvalue *largs[2] = {ptr, order_arg(fx, AORD_RELAXED)};
    gcc_jit_block_add_assignment(fx->cur, fx->loc, old,
                                 gcc_jit_context_new_cast(c, NULL, cg_call_builtin_conv(fx, builtin_name(a, "load"), 2, largs), a->ut));
    gcc_jit_block *loop = gcc_jit_function_new_block(fx->fn, NULL), *done = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block_end_with_jump(fx->cur, fx->loc, loop);
    fx->cur = loop;
    gcc_jit_rvalue *ov = gcc_jit_lvalue_as_rvalue(old), *vv = gcc_jit_lvalue_as_rvalue(val);
    gcc_jit_rvalue *keep_old = gcc_jit_context_new_comparison(c, NULL, want_max ? GCC_JIT_COMPARISON_GE : GCC_JIT_COMPARISON_LE,
                                                              gcc_jit_context_new_cast(c, NULL, ov, ct),
                                                              gcc_jit_context_new_cast(c, NULL, vv, ct));
    gcc_jit_rvalue *desired = cg_select(fx, keep_old, ov, vv, a->ut);
    gcc_jit_rvalue *ok = cmpxchg(a, ptr, old, desired, true, at.order, AORD_RELAXED);
    gcc_jit_block_end_with_conditional(fx->cur, fx->loc, ok, done, loop);
    fx->cur = done;
    return gcc_jit_lvalue_as_rvalue(old);
}

static void fence(CgFx *fx, IntrinsicAtomic at) {
    gcc_jit_rvalue *args[1] = {order_arg(fx, at.order)};
    const char *b = at.op == AOP_FENCE ? "__atomic_thread_fence" : "__atomic_signal_fence";
    gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin_conv(fx, b, 1, args));
}

static const char *fetch_op_name(AtomicOp op) {
    switch (op) {
    case AOP_XCHG: return "exchange";
    case AOP_XADD: return "fetch_add";
    case AOP_XSUB: return "fetch_sub";
    case AOP_AND: return "fetch_and";
    case AOP_NAND: return "fetch_nand";
    case AOP_OR: return "fetch_or";
    default: return "fetch_xor";
    }
}

bool cg_atomic(CgFx *fx, IntrinsicAtomic at, const MirTerm *t, const CgPlace *dest, TyId targ) {
    CgCtx *cx = fx->cx;
    if (at.op == AOP_FENCE || at.op == AOP_SINGLETHREADFENCE) {
        fence(fx, at);
        cg_goto(fx, t->target);
        return true;
    }
    uint8_t k = ty_kind(cx->tcx, targ);
    uint64_t size = cg_layout(cx, targ)->size;
    if ((k != TYK_INT && k != TYK_UINT && k != TYK_RAW_PTR && k != TYK_BOOL) || (size & (size - 1)) || size > 16 ||
        (k == TYK_RAW_PTR && cg_is_fat_ptr(cx, targ))) {
        cg_error(cx, t->span, "atomic intrinsics need an integer or thin raw pointer type, not `%s`", ty_to_string(cx->tcx, targ));
        cg_unreachable(fx);
        return false;
    }
    AtomicCx a = {fx, targ, size, cg_int_type(cx, (uint32_t)size, false), k == TYK_RAW_PTR};
    gcc_jit_rvalue *ptr = cg_operand(fx, &t->args[0]);
    gcc_jit_rvalue *r = NULL;
    switch (at.op) {
    case AOP_LOAD: {
        gcc_jit_rvalue *args[2] = {ptr, order_arg(fx, at.order)};
        r = cg_call_builtin_conv(fx, builtin_name(&a, "load"), 2, args);
        break;
    }
    case AOP_STORE: {
        gcc_jit_rvalue *args[3] = {ptr, to_bits(&a, cg_operand(fx, &t->args[1])), order_arg(fx, at.order)};
        gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin_conv(fx, builtin_name(&a, "store"), 3, args));
        break;
    }
    case AOP_CXCHG: case AOP_CXCHGWEAK: {
        gcc_jit_lvalue *expected = cg_temp(fx, a.ut);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, expected, to_bits(&a, cg_operand(fx, &t->args[1])));
        gcc_jit_rvalue *ok = cmpxchg(&a, ptr, expected, to_bits(&a, cg_operand(fx, &t->args[2])), at.op == AOP_CXCHGWEAK,
                                     at.order, at.fail_order);
        const Layout *l = cg_layout(cx, dest->ty);
        gcc_jit_rvalue *d = cg_place_addr(fx, dest);
        cg_store_at(fx, d, l->offsets[0], targ, from_bits(&a, gcc_jit_lvalue_as_rvalue(expected)));
        cg_store_at(fx, d, l->offsets[1], ty_common(cx->tcx)->bool_, ok);
        cg_goto(fx, t->target);
        return true;
    }
    case AOP_MAX: case AOP_MIN: case AOP_UMAX: case AOP_UMIN:
        r = fetch_minmax(&a, ptr, to_bits(&a, cg_operand(fx, &t->args[1])), at);
        break;
    default: {
        gcc_jit_rvalue *args[3] = {ptr, to_bits(&a, cg_operand(fx, &t->args[1])), order_arg(fx, at.order)};
        r = cg_call_builtin_conv(fx, builtin_name(&a, fetch_op_name(at.op)), 3, args);
        break;
    }
    }
    if (r && !cg_is_zst(cx, dest->ty)) cg_assign(fx, cg_place_lv(fx, dest), from_bits(&a, r));
    cg_goto(fx, t->target);
    return true;
}
