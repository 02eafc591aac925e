/* cg_unwind.c — rcc's unwinding (DESIGN.md, "Panics unwind by
 * setjmp/longjmp"): libgccjit 12 has no exception regions or landing
 * pads, so a panic cannot unwind by the Itanium ABI. The points that
 * catch a panic are the `try` intrinsic's calls (std's catch_unwind,
 * thread start, lang_start); each links a catch frame into its thread's
 * chain, and the unwinder jumps to the innermost frame with GCC's
 * __builtin_longjmp.
 *
 * A catch frame is 56 bytes on the stack of the fn calling `try`:
 *   0: the enclosing frame (the chain's previous top)
 *   8: the payload the unwinder hands over
 *  16: __builtin_setjmp's buffer (5 words)
 * The chain's top is `__rcc_catch_top`, a thread-local pointer that every
 * unit using it defines weak and hidden (top-level asm: libgccjit 12 has
 * no weak definitions), so no crate has to provide it.
 *
 * The unwinder is `miri_start_panic(payload: *mut u8) -> !`, the entry
 * point through which panic_unwind hands a panic to the engine that
 * runs the program when built with `--cfg miri` (its miri.rs boxes the
 * payload and `cleanup` unboxes it): rcc's sysroot builds the real
 * panic_unwind that way, and the program's compilation defines the
 * entry point (mono: MONO_ALLOC_SHIM without a target). No frame: the
 * panic escaped every catch point, and the process aborts, as rustc's
 * unwinder does when it finds no handler.
 *
 * Frames between the panic and the catch are left without running
 * their drops (no landing pads yet): their values leak, and a lock held
 * there stays locked. */
#include "cg_priv.h"

#define FRAME_SIZE 56
#define FRAME_PAYLOAD 8
#define FRAME_BUF 16
#define TOP_SYMBOL "__rcc_catch_top"

/* The thread's chain top, declared (and weakly defined) once per unit. */
static gcc_jit_lvalue *catch_top(CgCtx *cx) {
    gcc_jit_lvalue *g = cg_strmap_get(&cx->globals, TOP_SYMBOL);
    if (g) return g;
    gcc_jit_context_add_top_level_asm(cx->ctxt, NULL,
                                      "\t.weak " TOP_SYMBOL "\n\t.hidden " TOP_SYMBOL "\n"
                                      "\t.section .tbss." TOP_SYMBOL ",\"awT\",@nobits\n\t.p2align 3\n"
                                      "\t.type " TOP_SYMBOL ", @object\n\t.size " TOP_SYMBOL ", 8\n" TOP_SYMBOL
                                      ":\n\t.zero 8\n\t.previous\n");
    g = gcc_jit_context_new_global(cx->ctxt, NULL, GCC_JIT_GLOBAL_IMPORTED, cx->t_ptr, TOP_SYMBOL);
    gcc_jit_lvalue_set_tls_model(g, GCC_JIT_TLS_MODEL_GLOBAL_DYNAMIC);
    cg_strmap_put(&cx->globals, TOP_SYMBOL, g);
    return g;
}

static gcc_jit_lvalue *field(CgFx *fx, gcc_jit_rvalue *frame, uint64_t off) {
    return cg_mem(fx, cg_addr_off(fx, frame, off), fx->cx->t_ptr);
}

gcc_jit_rvalue *cg_try(CgFx *fx, gcc_jit_rvalue *try_fn, gcc_jit_rvalue *data, gcc_jit_rvalue *catch_fn) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = cx->ctxt;
    gcc_jit_lvalue *top = catch_top(cx);
    gcc_jit_lvalue *frame_lv = gcc_jit_function_new_local(fx->fn, NULL, cg_blob(cx, FRAME_SIZE, 8), "catch_frame");
    gcc_jit_rvalue *frame = gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_get_address(frame_lv, NULL), cx->t_ptr);
    /* the values the catch path needs, fixed before the setjmp */
    gcc_jit_lvalue *data_v = cg_temp(fx, cx->t_ptr), *catch_v = cg_temp(fx, cx->t_ptr);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, data_v, data);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, catch_v, gcc_jit_context_new_cast(c, NULL, catch_fn, cx->t_ptr));
    gcc_jit_block_add_assignment(fx->cur, fx->loc, field(fx, frame, 0), gcc_jit_lvalue_as_rvalue(top));
    gcc_jit_block_add_assignment(fx->cur, fx->loc, top, frame);
    gcc_jit_rvalue *buf = cg_addr_off(fx, frame, FRAME_BUF);
    gcc_jit_rvalue *jumped = cg_call_builtin(fx, "__builtin_setjmp", 1, &buf);
    gcc_jit_lvalue *res = cg_temp(fx, cx->t_i32);
    gcc_jit_block *body = gcc_jit_function_new_block(fx->fn, "try");
    gcc_jit_block *caught = gcc_jit_function_new_block(fx->fn, "catch");
    gcc_jit_block *join = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block_end_with_conditional(
        fx->cur, fx->loc, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, jumped, gcc_jit_context_zero(c, cx->t_int)),
        body, caught);

    gcc_jit_type *pt[2] = {cx->t_ptr, cx->t_ptr};
    gcc_jit_type *try_ty = gcc_jit_context_new_function_ptr_type(c, NULL, cx->t_void, 1, pt, 0);
    gcc_jit_type *catch_ty = gcc_jit_context_new_function_ptr_type(c, NULL, cx->t_void, 2, pt, 0);
    gcc_jit_rvalue *a1[1] = {gcc_jit_lvalue_as_rvalue(data_v)};
    gcc_jit_block_add_eval(body, fx->loc,
                           gcc_jit_context_new_call_through_ptr(c, fx->loc, gcc_jit_context_new_cast(c, NULL, try_fn, try_ty), 1, a1));
    gcc_jit_block_add_assignment(body, NULL, top, gcc_jit_lvalue_as_rvalue(field(fx, frame, 0)));
    gcc_jit_block_add_assignment(body, NULL, res, gcc_jit_context_zero(c, cx->t_i32));
    gcc_jit_block_end_with_jump(body, NULL, join);

    /* the unwinder has unlinked the frame already */
    gcc_jit_rvalue *a2[2] = {gcc_jit_lvalue_as_rvalue(data_v), gcc_jit_lvalue_as_rvalue(field(fx, frame, FRAME_PAYLOAD))};
    gcc_jit_block_add_eval(caught, fx->loc,
                           gcc_jit_context_new_call_through_ptr(
                               c, fx->loc, gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_as_rvalue(catch_v), catch_ty), 2, a2));
    gcc_jit_block_add_assignment(caught, NULL, res, gcc_jit_context_one(c, cx->t_i32));
    gcc_jit_block_end_with_jump(caught, NULL, join);
    fx->cur = join;
    return gcc_jit_lvalue_as_rvalue(res);
}

bool cg_define_unwinder(CgCtx *cx, const char *sym) {
    gcc_jit_context *c = cx->ctxt;
    gcc_jit_type *pt[1] = {cx->t_ptr};
    CgFn *f = cg_get_fn_symbol(cx, sym, cx->t_void, true, pt, 1, false, GCC_JIT_FUNCTION_EXPORTED);
    if (!f->defined) return false;
    gcc_jit_lvalue *top = catch_top(cx);
    gcc_jit_rvalue *payload = gcc_jit_param_as_rvalue(gcc_jit_function_get_param(f->fn, 0));
    gcc_jit_block *entry = gcc_jit_function_new_block(f->fn, "entry");
    gcc_jit_block *none = gcc_jit_function_new_block(f->fn, "uncaught");
    gcc_jit_block *jump = gcc_jit_function_new_block(f->fn, "jump");
    gcc_jit_lvalue *frame = gcc_jit_function_new_local(f->fn, NULL, cx->t_ptr, "frame");
    gcc_jit_block_add_assignment(entry, NULL, frame, gcc_jit_lvalue_as_rvalue(top));
    gcc_jit_block_end_with_conditional(entry, NULL,
                                       gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, gcc_jit_lvalue_as_rvalue(frame),
                                                                      gcc_jit_context_null(c, cx->t_ptr)),
                                       none, jump);
    gcc_jit_block_add_eval(none, NULL,
                           gcc_jit_context_new_call(c, NULL, gcc_jit_context_get_builtin_function(c, "__builtin_abort"), 0, NULL));
    gcc_jit_block_end_with_void_return(none, NULL);
    gcc_jit_type *pp = gcc_jit_type_get_pointer(cx->t_ptr);
    gcc_jit_rvalue *fr = gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_as_rvalue(frame), pp);
    gcc_jit_lvalue *prev = gcc_jit_context_new_array_access(c, NULL, fr, gcc_jit_context_zero(c, cx->t_int));
    gcc_jit_lvalue *slot = gcc_jit_context_new_array_access(c, NULL, fr, gcc_jit_context_new_rvalue_from_int(c, cx->t_int, FRAME_PAYLOAD / 8));
    gcc_jit_block_add_assignment(jump, NULL, top, gcc_jit_lvalue_as_rvalue(prev));
    gcc_jit_block_add_assignment(jump, NULL, slot, payload);
    gcc_jit_rvalue *args[2] = {
        gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(c, NULL, fr, gcc_jit_context_new_rvalue_from_int(c, cx->t_int, FRAME_BUF / 8)), NULL),
        gcc_jit_context_one(c, cx->t_int)};
    args[0] = gcc_jit_context_new_cast(c, NULL, args[0], cx->t_ptr);
    gcc_jit_block_add_eval(jump, NULL,
                           gcc_jit_context_new_call(c, NULL, gcc_jit_context_get_builtin_function(c, "__builtin_longjmp"), 2, args));
    gcc_jit_block_end_with_void_return(jump, NULL);
    return true;
}
