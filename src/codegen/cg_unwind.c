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
 * Cleanup blocks (MIR `unwind` edges: the drops of a frame's live values,
 * then RESUME): a fn with a call that may unwind to a cleanup block that
 * does something links a frame of its own at entry (same layout), keeps
 * in a volatile local the cleanup block of the call running now (its
 * "call site": block + 1, 0 for a call without cleanup), and when
 * __builtin_setjmp returns the second time (the unwinder popped the
 * frame and jumped) switches on it to the cleanup block. Every return
 * unlinks the frame; RESUME hands the payload to the next frame as the
 * unwinder does. A panic in a cleanup block's drop (a panic while
 * panicking) is std's to abort. Only fns with cleanups that do
 * something pay (GCC does not inline a fn that calls setjmp). */
#include "cg_priv.h"

#include <string.h>

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

/* fn(payload): pops the innermost frame and jumps to it with the
 * payload; aborts when there is none. */
static void unwinder_body(CgCtx *cx, gcc_jit_function *fn) {
    gcc_jit_context *c = cx->ctxt;
    gcc_jit_lvalue *top = catch_top(cx);
    gcc_jit_rvalue *payload = gcc_jit_param_as_rvalue(gcc_jit_function_get_param(fn, 0));
    gcc_jit_block *entry = gcc_jit_function_new_block(fn, "entry");
    gcc_jit_block *none = gcc_jit_function_new_block(fn, "uncaught");
    gcc_jit_block *jump = gcc_jit_function_new_block(fn, "jump");
    gcc_jit_lvalue *frame = gcc_jit_function_new_local(fn, NULL, cx->t_ptr, "frame");
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
}

bool cg_define_unwinder(CgCtx *cx, const char *sym) {
    gcc_jit_type *pt[1] = {cx->t_ptr};
    CgFn *f = cg_get_fn_symbol(cx, sym, cx->t_void, true, pt, 1, false, GCC_JIT_FUNCTION_EXPORTED);
    if (!f->defined) return false;
    unwinder_body(cx, f->fn);
    return true;
}

/* ---- cleanup blocks ---- */

static bool term_has_unwind(const MirTerm *t) {
    return (t->kind == TERM_CALL || t->kind == TERM_DROP || t->kind == TERM_ASSERT) && t->unwind;
}

/* The normal successors of t (at most 1 + a switch's targets). */
static uint32_t term_succs(const MirTerm *t, MirBlock *out, uint32_t cap) {
    uint32_t n = 0;
    switch (t->kind) {
    case TERM_SWITCH_INT:
        for (uint32_t i = 0; i <= t->nvalues && n < cap; i++) out[n++] = t->targets[i];
        break;
    case TERM_GOTO: case TERM_DROP: case TERM_CALL: case TERM_ASSERT: case TERM_INLINE_ASM:
        if (t->target != MIR_NO_BLOCK) out[n++] = t->target;
        break;
    default: break;
    }
    return n;
}

/* Does a panic at t go to a cleanup block that does something? */
static bool site_has_cleanup(CgFx *fx, const MirTerm *t) {
    return term_has_unwind(t) && fx->uw_live[t->unwind];
}

bool *cg_unwind_prepare(CgFx *fx) {
    CgCtx *cx = fx->cx;
    const MirBody *b = fx->body;
    uint32_t nb = b->nblocks;
    fx->uw_live = ARENA_ARRAY(&cx->arena, bool, nb ? nb : 1);
    bool *reach = ARENA_ARRAY(&cx->arena, bool, nb ? nb : 1);
    memset(fx->uw_live, 0, nb);
    memset(reach, 0, nb);
    if (!nb) return reach;
    uint32_t cap = 2;
    for (uint32_t i = 0; i < nb; i++)
        if (b->blocks[i].term.kind == TERM_SWITCH_INT && b->blocks[i].term.nvalues + 2 > cap) cap = b->blocks[i].term.nvalues + 2;
    MirBlock *succ = malloc(sizeof *succ * cap);
    bool any_cleanup = false;
    for (uint32_t i = 0; i < nb; i++) any_cleanup |= b->blocks[i].is_cleanup;
    if (any_cleanup && !ty_options(cx->tcx)->panic_abort) {
        /* cleanup blocks that drop or call something, or lead to one */
        for (bool changed = true; changed;) {
            changed = false;
            for (uint32_t i = nb; i-- > 0;) {
                const MirBasicBlock *bb = &b->blocks[i];
                if (!bb->is_cleanup || fx->uw_live[i]) continue;
                /* statements: a DropAndReplace's new value */
                bool live = bb->nstmts || bb->term.kind == TERM_CALL ||
                            (bb->term.kind == TERM_DROP && cg_term_may_unwind(fx, &bb->term));
                uint32_t n = term_succs(&bb->term, succ, cap);
                for (uint32_t j = 0; j < n && !live; j++) live = fx->uw_live[succ[j]];
                if (live) fx->uw_live[i] = changed = true;
            }
        }
    }
    /* the blocks reached from the entry, through the unwind edges the
     * frame serves */
    MirBlock *stack = malloc(sizeof *stack * (nb + 1));
    uint32_t sp = 0;
    stack[sp++] = 0;
    reach[0] = true;
    while (sp) {
        const MirBasicBlock *bb = &b->blocks[stack[--sp]];
        uint32_t n = term_succs(&bb->term, succ, cap);
        if (!bb->is_cleanup && site_has_cleanup(fx, &bb->term) && cg_term_may_unwind(fx, &bb->term)) {
            fx->uw_frame = true;
            succ[n++] = bb->term.unwind;
        }
        for (uint32_t j = 0; j < n; j++)
            if (!reach[succ[j]]) {
                reach[succ[j]] = true;
                stack[sp++] = succ[j];
            }
    }
    free(stack);
    free(succ);
    return reach;
}

/* RESUME's helper: the unwinder's body as an internal fn of this unit. */
static gcc_jit_function *resume_fn(CgCtx *cx) {
    if (cx->resume_fn) return cx->resume_fn;
    gcc_jit_param *p = gcc_jit_context_new_param(cx->ctxt, NULL, cx->t_ptr, "payload");
    cx->resume_fn = gcc_jit_context_new_function(cx->ctxt, NULL, GCC_JIT_FUNCTION_INTERNAL, cx->t_void, "__rcc_resume_unwind",
                                                 1, &p, 0);
    unwinder_body(cx, cx->resume_fn);
    return cx->resume_fn;
}

void cg_unwind_enter(CgFx *fx, gcc_jit_block *entry, gcc_jit_block *body) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = cx->ctxt;
    const MirBody *b = fx->body;
    gcc_jit_lvalue *top = catch_top(cx);
    gcc_jit_lvalue *frame_lv = gcc_jit_function_new_local(fx->fn, NULL, cg_blob(cx, FRAME_SIZE, 8), "unwind_frame");
    gcc_jit_rvalue *frame = gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_get_address(frame_lv, NULL), cx->t_ptr);
    fx->uw_frame_addr = frame;
    fx->uw_site = gcc_jit_function_new_local(fx->fn, NULL, gcc_jit_type_get_volatile(cx->t_int), "unwind_site");
    fx->uw_payload = gcc_jit_function_new_local(fx->fn, NULL, cx->t_ptr, "unwind_payload");
    fx->cur = entry;
    gcc_jit_block_add_assignment(entry, NULL, field(fx, frame, 0), gcc_jit_lvalue_as_rvalue(top));
    gcc_jit_block_add_assignment(entry, NULL, top, frame);
    gcc_jit_block_add_assignment(entry, NULL, fx->uw_site, gcc_jit_context_zero(c, cx->t_int));
    gcc_jit_rvalue *buf = cg_addr_off(fx, frame, FRAME_BUF);
    gcc_jit_rvalue *jumped = cg_call_builtin(fx, "__builtin_setjmp", 1, &buf);
    gcc_jit_block *landing = gcc_jit_function_new_block(fx->fn, "landing");
    gcc_jit_block *resume = gcc_jit_function_new_block(fx->fn, "resume");
    gcc_jit_block_end_with_conditional(
        entry, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, jumped, gcc_jit_context_zero(c, cx->t_int)),
        body, landing);
    /* the unwinder has unlinked the frame */
    gcc_jit_block_add_assignment(landing, NULL, fx->uw_payload, gcc_jit_lvalue_as_rvalue(field(fx, frame, FRAME_PAYLOAD)));
    VecPtr cases = {0};
    bool *seen = calloc(b->nblocks, 1);
    for (uint32_t i = 0; i < b->nblocks; i++) {
        const MirTerm *t = &b->blocks[i].term;
        if (!fx->blocks[i] || b->blocks[i].is_cleanup || !site_has_cleanup(fx, t) || !fx->blocks[t->unwind] || seen[t->unwind])
            continue;
        seen[t->unwind] = true;
        gcc_jit_rvalue *k = gcc_jit_context_new_rvalue_from_int(c, cx->t_int, (int)t->unwind + 1);
        vec_push(&cases, (void *)gcc_jit_context_new_case(c, k, k, fx->blocks[t->unwind]));
    }
    free(seen);
    gcc_jit_lvalue *site = cg_temp(fx, cx->t_int);
    gcc_jit_block_add_assignment(landing, NULL, site, gcc_jit_lvalue_as_rvalue(fx->uw_site));
    gcc_jit_block_end_with_switch(landing, NULL, gcc_jit_lvalue_as_rvalue(site), resume, (int)cases.len,
                                  (gcc_jit_case **)cases.data);
    vec_free(&cases);
    fx->cur = resume;
    cg_unwind_resume(fx);
}

void cg_unwind_site(CgFx *fx, const MirTerm *t) {
    if (!fx->uw_frame || fx->uw_in_cleanup || !cg_term_may_unwind(fx, t)) return;
    int k = site_has_cleanup(fx, t) ? (int)t->unwind + 1 : 0;
    gcc_jit_block_add_assignment(fx->cur, NULL, fx->uw_site, gcc_jit_context_new_rvalue_from_int(fx->cx->ctxt, fx->cx->t_int, k));
}

void cg_unwind_return(CgFx *fx) {
    if (!fx->uw_frame) return;
    gcc_jit_block_add_assignment(fx->cur, NULL, catch_top(fx->cx), gcc_jit_lvalue_as_rvalue(field(fx, fx->uw_frame_addr, 0)));
}

void cg_unwind_resume(CgFx *fx) {
    gcc_jit_rvalue *p = fx->uw_payload ? gcc_jit_lvalue_as_rvalue(fx->uw_payload) : gcc_jit_context_null(fx->cx->ctxt, fx->cx->t_ptr);
    gcc_jit_block_add_eval(fx->cur, fx->loc, gcc_jit_context_new_call(fx->cx->ctxt, fx->loc, resume_fn(fx->cx), 1, &p));
    cg_unreachable(fx);
}
