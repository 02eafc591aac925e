/* generator.c — generators as state machines (rustc's StateTransform).
 *
 * Takes: a generator's MIR as the builder makes it: _1 = &mut G, _2 = the
 * resume argument; TERM_YIELD (value, resume place, the resume block and
 * the drop path: the drops of every scope open at that point, ending in
 * TERM_GENERATOR_DROP) and TERM_RETURN of the generator's value in _0.
 * Gives (MirGenerator, mir.h):
 *   - the resume fn `fn(_1: Pin<&mut G>, _2: R) -> GeneratorState<Y, T>`:
 *     every local but _1 and _2 lives in the generator (the state), so a
 *     resumption finds it; the entry switches on the state: 0 starts the
 *     body, 3 + k continues after yield k with the resume argument, 1
 *     (returned) and 2 (poisoned: the body panicked) panic as rustc's
 *     generators do. A resumption marks the state poisoned until it yields
 *     (Yielded(v), state 3 + k) or returns (Complete(v), state 1);
 *   - the drop fn `fn(_1: *mut G)` (G's drop glue, substituted per
 *     instance by mir_shim): unresumed, it drops the upvars; suspended at
 *     yield k, it runs yield k's drop path; otherwise nothing;
 *   - G's fields: the upvars, the u32 state, then the saved locals.
 * Unlike rustc, no liveness analysis: every local is saved (a bigger
 * generator, the same behaviour). A local used as an array index is
 * copied into a plain temporary where it is used (a projection cannot
 * name a place). */
#include "mir_priv.h"

#include <string.h>

#define STATE_UNRESUMED 0
#define STATE_RETURNED 1
#define STATE_POISONED 2
#define STATE_FIRST_SUSPEND 3

typedef struct GenCx {
    TyCtxt *tcx;
    Arena *a;
    const MirBody *pre;
    TyId gty, ref_ty, u32, state_adt;
    uint32_t nupvars;
    uint32_t nsaved;
    uint32_t *slot;           /* per local of the output: its saved index, or UINT32_MAX */
    MirLocal arg_copy, ret_copy;   /* what _2 and _0 of the body became (saved) */
    bool drop_body;           /* building the drop fn: _1 is *mut G */
    VEC(MirLocalDecl) locals;
    VEC(MirBasicBlock) blocks;
    VEC(MirStmt) stmts;       /* the block being rewritten */
    bool cleanup;             /* it is a cleanup block (unwinding) */
} GenCx;

static ProjElem field(uint32_t i, TyId t) { return (ProjElem){.kind = PROJ_FIELD, .field = i, .ty = t}; }
static ProjElem deref(void) { return (ProjElem){.kind = PROJ_DEREF}; }

/* The generator's place: `*_1.0` (resume) or `*_1` (drop). */
static uint32_t env_prefix(GenCx *g, ProjElem *out) {
    uint32_t n = 0;
    if (!g->drop_body) out[n++] = field(0, g->ref_ty);
    out[n++] = deref();
    return n;
}

static Place gen_field(GenCx *g, uint32_t i, TyId t) {
    ProjElem pre[3];
    uint32_t n = env_prefix(g, pre);
    pre[n++] = field(i, t);
    Place p = {.local = 1, .nproj = n};
    p.proj = arena_memdup(g->a, pre, sizeof pre[0] * n, _Alignof(ProjElem));
    return p;
}

static Place state_place(GenCx *g) { return gen_field(g, g->nupvars, g->u32); }

static MirLocal new_local(GenCx *g, TyId t, Span sp) {
    MirLocalDecl d = {.ty = t, .span = sp};
    vec_push(&g->locals, d);
    return g->locals.len - 1;
}

/* A local of the builder's body as the output sees it. */
static MirLocal map_local(GenCx *g, MirLocal l) {
    if (l == 0) return g->ret_copy;
    if (l == 2) return g->arg_copy;
    return l;
}

static void push_stmt(GenCx *g, MirStmt s) { vec_push(&g->stmts, s); }

static Place rewrite_place(GenCx *g, Place p, Span sp);

/* An index local that lives in the generator: read into a temporary. */
static MirLocal index_local(GenCx *g, MirLocal l, Span sp) {
    MirLocal m = map_local(g, l);
    if (g->slot[m] == UINT32_MAX) return m;
    MirLocal t = new_local(g, g->locals.data[m].ty, sp);
    Place src = rewrite_place(g, (Place){.local = l}, sp);
    MirStmt s = {.kind = MSTMT_ASSIGN, .span = sp, .place = {.local = t}};
    s.rv.kind = RV_USE;
    s.rv.active_field = -1;
    s.rv.ops = ARENA_NEW(g->a, Operand);
    s.rv.ops[0] = (Operand){.kind = OP_COPY, .place = src};
    s.rv.nops = 1;
    push_stmt(g, s);
    return t;
}

static Place rewrite_place(GenCx *g, Place p, Span sp) {
    MirLocal m = map_local(g, p.local);
    ProjElem pre[4];
    uint32_t npre = 0;
    Place out = {.local = m};
    if (p.local == 1) {
        if (!g->drop_body) pre[npre++] = field(0, g->ref_ty);
        out.local = 1;
    } else if (g->slot[m] != UINT32_MAX) {
        npre = env_prefix(g, pre);
        pre[npre++] = field(g->nupvars + 1 + g->slot[m], g->locals.data[m].ty);
        out.local = 1;
    }
    out.nproj = npre + p.nproj;
    if (!out.nproj) return out;
    ProjElem *proj = arena_alloc(g->a, sizeof *proj * out.nproj, _Alignof(ProjElem));
    memcpy(proj, pre, sizeof *pre * npre);
    for (uint32_t i = 0; i < p.nproj; i++) {
        ProjElem e = p.proj[i];
        if (e.kind == PROJ_INDEX) e.index = index_local(g, e.index, sp);
        proj[npre + i] = e;
    }
    out.proj = proj;
    return out;
}

static Operand rewrite_op(GenCx *g, Operand o, Span sp) {
    if (o.kind != OP_CONST) o.place = rewrite_place(g, o.place, sp);
    return o;
}

static Operand *rewrite_ops(GenCx *g, const Operand *ops, uint32_t n, Span sp) {
    if (!n) return NULL;
    Operand *out = ARENA_ARRAY(g->a, Operand, n);
    for (uint32_t i = 0; i < n; i++) out[i] = rewrite_op(g, ops[i], sp);
    return out;
}

static void rewrite_stmt(GenCx *g, const MirStmt *s) {
    MirStmt o = *s;
    switch (s->kind) {
    case MSTMT_STORAGE_LIVE: case MSTMT_STORAGE_DEAD: {
        MirLocal m = map_local(g, s->local);
        if (g->slot[m] != UINT32_MAX) return;   /* it lives in the generator */
        o.local = m;
        break;
    }
    case MSTMT_NOP: return;
    case MSTMT_ASSIGN:
        /* operands first: an index copy they need comes before the statement */
        o.rv.ops = rewrite_ops(g, s->rv.ops, s->rv.nops, s->span);
        switch (s->rv.kind) {
        case RV_REF: case RV_ADDRESS_OF: case RV_LEN: case RV_DISCRIMINANT:
            o.rv.place = rewrite_place(g, s->rv.place, s->span);
            break;
        default: break;
        }
        o.place = rewrite_place(g, s->place, s->span);
        break;
    case MSTMT_SET_DISCRIMINANT: o.place = rewrite_place(g, s->place, s->span); break;
    }
    push_stmt(g, o);
}

static MirStmt assign_op(Place p, Operand op, Span sp, Arena *a) {
    MirStmt s = {.kind = MSTMT_ASSIGN, .span = sp, .place = p};
    s.rv.kind = RV_USE;
    s.rv.active_field = -1;
    s.rv.ops = ARENA_NEW(a, Operand);
    s.rv.ops[0] = op;
    s.rv.nops = 1;
    return s;
}

static Operand const_u32(GenCx *g, uint32_t v) {
    return (Operand){.kind = OP_CONST, .c = {.kind = CONST_SCALAR, .ty = g->u32, .lo = v}};
}

static void set_state(GenCx *g, uint32_t v, Span sp) { push_stmt(g, assign_op(state_place(g), const_u32(g, v), sp, g->a)); }

/* _0 = GeneratorState::<variant>(op) */
static void set_result(GenCx *g, uint32_t variant, Operand op, Span sp) {
    MirStmt s = {.kind = MSTMT_ASSIGN, .span = sp, .place = {.local = 0}};
    const TyData *d = ty_get(g->tcx, g->locals.data[0].ty);
    s.rv = (Rvalue){.kind = RV_AGGREGATE, .agg = AGG_ADT, .ty = g->locals.data[0].ty, .def = d->adt.def,
                    .args = d->adt.args, .variant = variant, .active_field = -1};
    s.rv.ops = ARENA_NEW(g->a, Operand);
    s.rv.ops[0] = op;
    s.rv.nops = 1;
    push_stmt(g, s);
}

/* The statements collected so far and t make block idx. */
static void store_block(GenCx *g, MirBlock idx, MirTerm t) {
    MirBasicBlock bb = {0};
    bb.is_cleanup = g->cleanup;
    bb.nstmts = g->stmts.len;
    bb.stmts = g->stmts.len ? arena_memdup(g->a, g->stmts.data, sizeof(MirStmt) * g->stmts.len, _Alignof(MirStmt)) : NULL;
    bb.term = t;
    g->stmts.len = 0;
    g->blocks.data[idx] = bb;
}

/* Ends the block being built with t, as a new block; returns its index. */
static MirBlock end_block(GenCx *g, MirTerm t) {
    MirBasicBlock empty = {0};
    vec_push(&g->blocks, empty);
    store_block(g, g->blocks.len - 1, t);
    return g->blocks.len - 1;
}

static MirTerm term(TermKind k, Span sp) { return (MirTerm){.kind = k, .span = sp, .target = MIR_NO_BLOCK}; }
static MirTerm goto_(MirBlock t, Span sp) {
    MirTerm m = term(TERM_GOTO, sp);
    m.target = t;
    return m;
}

/* The blocks of the builder's body, rewritten; block i of it is block
 * i + 1 of the output (block 0 is the state switch). The k-th yield's
 * resume and drop targets are recorded in order. */
static void rewrite_blocks(GenCx *g, VecU32 *resumes, VecU32 *drops) {
    const MirBody *pre = g->pre;
    uint32_t nb = pre->nblocks;
    /* reserve the entry and the body's blocks; extra blocks go after */
    MirBasicBlock empty = {0};
    for (uint32_t i = 0; i <= nb; i++) vec_push(&g->blocks, empty);
    for (uint32_t i = 0; i < nb; i++) {
        const MirBasicBlock *src = &pre->blocks[i];
        g->cleanup = src->is_cleanup;
        for (uint32_t j = 0; j < src->nstmts; j++) rewrite_stmt(g, &src->stmts[j]);
        MirTerm t = src->term;
        Span sp = t.span;
        /* successors shift by one (an unwind edge of 0 is none) */
        if (t.kind == TERM_SWITCH_INT) {
            MirBlock *tg = ARENA_ARRAY(g->a, MirBlock, t.nvalues + 1);
            for (uint32_t k = 0; k <= t.nvalues; k++) tg[k] = t.targets[k] + 1;
            t.targets = tg;
        } else if (t.target != MIR_NO_BLOCK) {
            t.target++;
        }
        if (t.unwind) t.unwind++;
        switch (t.kind) {
        case TERM_SWITCH_INT: t.discr = rewrite_op(g, t.discr, sp); break;
        case TERM_DROP: t.place = rewrite_place(g, t.place, sp); break;
        case TERM_CALL:
            t.func = rewrite_op(g, t.func, sp);
            t.args = rewrite_ops(g, t.args, t.nargs, sp);
            t.place = rewrite_place(g, t.place, sp);
            break;
        case TERM_ASSERT:
            t.cond = rewrite_op(g, t.cond, sp);
            t.args = rewrite_ops(g, t.args, t.nargs, sp);
            break;
        case TERM_INLINE_ASM: {
            MirAsmOperand *ops = t.nasm_ops ? ARENA_ARRAY(g->a, MirAsmOperand, t.nasm_ops) : NULL;
            for (uint32_t k = 0; k < t.nasm_ops; k++) {
                ops[k] = t.asm_ops[k];
                if (ops[k].kind == ASM_OP_IN || ops[k].kind == ASM_OP_INOUT || ops[k].kind == ASM_OP_SPLIT_INOUT)
                    ops[k].in = rewrite_op(g, ops[k].in, sp);
                if (ops[k].has_out) ops[k].out = rewrite_place(g, ops[k].out, sp);
            }
            t.asm_ops = ops;
            break;
        }
        case TERM_YIELD: {
            uint32_t k = resumes->len;
            MirBlock after = t.target;
            vec_push(drops, t.drop + 1);
            vec_push(resumes, 0);
            if (g->drop_body) {
                t = term(TERM_UNREACHABLE, sp);
                break;
            }
            set_result(g, 0, rewrite_op(g, t.value, sp), sp);
            set_state(g, STATE_FIRST_SUSPEND + k, sp);
            store_block(g, i + 1, term(TERM_RETURN, sp));
            g->cleanup = false;
            /* resumed at k: poisoned until it yields or returns again;
             * the resume argument is the yield's value */
            set_state(g, STATE_POISONED, sp);
            Place dest = rewrite_place(g, t.place, sp);
            push_stmt(g, assign_op(dest, (Operand){.kind = OP_MOVE, .place = {.local = 2}}, sp, g->a));
            resumes->data[k] = end_block(g, goto_(after, sp));
            continue;
        }
        case TERM_GENERATOR_DROP:
            t = g->drop_body ? term(TERM_RETURN, sp) : term(TERM_UNREACHABLE, sp);
            break;
        case TERM_RETURN:
            if (g->drop_body) {
                t = term(TERM_UNREACHABLE, sp);
                break;
            }
            set_result(g, 1, (Operand){.kind = OP_MOVE, .place = rewrite_place(g, (Place){.local = 0}, sp)}, sp);
            set_state(g, STATE_RETURNED, sp);
            break;
        default: break;
        }
        store_block(g, i + 1, t);
    }
    g->cleanup = false;
}

/* Block 0: read the state, switch to where this call continues. */
static void build_entry(GenCx *g, const MirBlock *targets, uint32_t n, MirBlock otherwise, Span sp) {
    MirLocal s = new_local(g, g->u32, sp);
    push_stmt(g, assign_op((Place){.local = s}, (Operand){.kind = OP_COPY, .place = state_place(g)}, sp, g->a));
    MirTerm t = term(TERM_SWITCH_INT, sp);
    t.discr = (Operand){.kind = OP_COPY, .place = {.local = s}};
    t.nvalues = n;
    t.values_lo = ARENA_ARRAY(g->a, uint64_t, n ? n : 1);
    t.values_hi = ARENA_ARRAY(g->a, uint64_t, n ? n : 1);
    t.targets = ARENA_ARRAY(g->a, MirBlock, n + 1);
    for (uint32_t i = 0; i < n; i++) {
        t.values_lo[i] = i;
        t.targets[i] = targets[i];
    }
    t.targets[n] = otherwise;
    store_block(g, 0, t);
}

static MirBlock panic_block(GenCx *g, AssertKind k, bool is_async, MirBlock unreachable, Span sp) {
    MirTerm t = term(TERM_ASSERT, sp);
    t.cond = (Operand){.kind = OP_CONST, .c = {.kind = CONST_SCALAR, .ty = ty_common(g->tcx)->bool_}};
    t.expected = true;
    t.assert_kind = k;
    t.assert_op = is_async;
    t.target = unreachable;
    return end_block(g, t);
}

/* Blocks that cannot be reached from the entry: emptied (the drop fn
 * keeps the body's shape but runs only drop paths). */
static void prune(GenCx *g) {
    uint32_t nb = g->blocks.len;
    bool *reach = calloc(nb, 1);
    MirBlock *work = malloc(sizeof *work * (nb + 1)), n = 0;
    work[n++] = 0;
    reach[0] = true;
    while (n) {
        const MirTerm *t = &g->blocks.data[work[--n]].term;
        MirBlock s[2];
        uint32_t ns = 0;
        if (t->kind == TERM_SWITCH_INT) {
            for (uint32_t i = 0; i <= t->nvalues; i++)
                if (!reach[t->targets[i]]) reach[t->targets[i]] = true, work[n++] = t->targets[i];
            continue;
        }
        if (t->kind != TERM_RETURN && t->kind != TERM_UNREACHABLE && t->kind != TERM_ABORT && t->kind != TERM_RESUME &&
            t->target != MIR_NO_BLOCK)
            s[ns++] = t->target;
        if (t->unwind) s[ns++] = t->unwind;
        for (uint32_t i = 0; i < ns; i++)
            if (!reach[s[i]]) reach[s[i]] = true, work[n++] = s[i];
    }
    for (uint32_t i = 0; i < nb; i++)
        if (!reach[i]) g->blocks.data[i] = (MirBasicBlock){.term = term(TERM_UNREACHABLE, g->pre->span)};
    free(reach);
    free(work);
}

static MirBody *finish(GenCx *g, uint32_t arg_count) {
    MirBody *b = ARENA_NEW(g->a, MirBody);
    *b = *g->pre;
    b->arg_count = arg_count;
    b->nlocals = g->locals.len;
    b->locals = arena_memdup(g->a, g->locals.data, sizeof(MirLocalDecl) * g->locals.len, _Alignof(MirLocalDecl));
    b->nblocks = g->blocks.len;
    b->blocks = arena_memdup(g->a, g->blocks.data, sizeof(MirBasicBlock) * g->blocks.len, _Alignof(MirBasicBlock));
    return b;
}

static void init_locals(GenCx *g, TyId l0, TyId l1) {
    const MirBody *pre = g->pre;
    g->locals.len = 0;
    for (uint32_t i = 0; i < pre->nlocals; i++) vec_push(&g->locals, pre->locals[i]);
    g->locals.data[0].ty = l0;
    g->locals.data[1].ty = l1;
    g->arg_copy = pre->nlocals;
    g->ret_copy = pre->nlocals + 1;
    MirLocalDecl a = pre->locals[2], r = pre->locals[0];
    a.is_user_var = r.is_user_var = false;
    vec_push(&g->locals, a);
    vec_push(&g->locals, r);
}

static MirBody *build_resume(GenCx *g, bool is_async) {
    const MirBody *pre = g->pre;
    Span sp = pre->span;
    DefId pin = hir_lang_item(ty_hir(g->tcx), LANG_PIN);
    TyId pin_ty = ty_adt(g->tcx, pin, ty_intern_args(g->tcx, &g->ref_ty, 1));
    TyId yield, ret;
    ty_generator_parts(g->tcx, g->gty, NULL, &yield, &ret, NULL);
    TyId sa[2] = {yield, ret};
    init_locals(g, ty_adt(g->tcx, (DefId){g->state_adt.i}, ty_intern_args(g->tcx, sa, 2)), pin_ty);
    g->drop_body = false;
    VecU32 resumes = {0}, drops = {0};
    rewrite_blocks(g, &resumes, &drops);
    MirBlock unreach = end_block(g, term(TERM_UNREACHABLE, sp));
    uint32_t n = STATE_FIRST_SUSPEND + resumes.len;
    MirBlock *targets = xmalloc(sizeof *targets * n);
    /* unresumed: the argument into its saved copy, then the body */
    set_state(g, STATE_POISONED, sp);
    push_stmt(g, assign_op(rewrite_place(g, (Place){.local = 2}, sp), (Operand){.kind = OP_MOVE, .place = {.local = 2}},
                           sp, g->a));
    targets[STATE_UNRESUMED] = end_block(g, goto_(1, sp));
    targets[STATE_RETURNED] = panic_block(g, ASSERT_RESUMED_AFTER_RETURN, is_async, unreach, sp);
    targets[STATE_POISONED] = panic_block(g, ASSERT_RESUMED_AFTER_PANIC, is_async, unreach, sp);
    for (uint32_t k = 0; k < resumes.len; k++) targets[STATE_FIRST_SUSPEND + k] = resumes.data[k];
    build_entry(g, targets, n, unreach, sp);
    free(targets);
    vec_free(&resumes);
    vec_free(&drops);
    return finish(g, 2);
}

static MirBody *build_drop(GenCx *g) {
    const MirBody *pre = g->pre;
    Span sp = pre->span;
    init_locals(g, ty_common(g->tcx)->unit, ty_raw_ptr(g->tcx, g->gty, true));
    g->drop_body = true;
    VecU32 resumes = {0}, drops = {0};
    rewrite_blocks(g, &resumes, &drops);
    MirBlock unreach = end_block(g, term(TERM_UNREACHABLE, sp));
    push_stmt(g, assign_op((Place){.local = 0}, (Operand){.kind = OP_CONST, .c = {.kind = CONST_ZST, .ty = ty_common(g->tcx)->unit}},
                           sp, g->a));
    MirBlock ret = end_block(g, term(TERM_RETURN, sp));
    /* the body's drop paths end in TERM_GENERATOR_DROP, made a return above:
     * point them at `ret` instead, which sets _0 */
    for (uint32_t i = 1; i <= pre->nblocks; i++)
        if (pre->blocks[i - 1].term.kind == TERM_GENERATOR_DROP) g->blocks.data[i].term = goto_(ret, sp);
    /* unresumed: the upvars, in order */
    TyId up;
    ty_generator_parts(g->tcx, g->gty, NULL, NULL, NULL, &up);
    const TyData *ud = ty_get(g->tcx, up);
    uint32_t nup = ud->kind == TYK_TUPLE ? ty_args_len(g->tcx, ud->tuple) : 0;
    MirBlock next = ret;
    for (uint32_t i = nup; i-- > 0;) {
        TyId t = ty_args(g->tcx, ud->tuple)[i];
        MirTerm d = term(TERM_DROP, sp);
        d.place = gen_field(g, i, t);
        d.target = next;
        next = end_block(g, d);
    }
    uint32_t n = STATE_FIRST_SUSPEND + drops.len;
    MirBlock *targets = xmalloc(sizeof *targets * n);
    targets[STATE_UNRESUMED] = next;
    targets[STATE_RETURNED] = targets[STATE_POISONED] = ret;
    for (uint32_t k = 0; k < drops.len; k++) targets[STATE_FIRST_SUSPEND + k] = drops.data[k];
    build_entry(g, targets, n, unreach, sp);
    free(targets);
    vec_free(&resumes);
    vec_free(&drops);
    prune(g);
    MirBody *b = finish(g, 1);
    b->kind = MIR_SHIM;
    return b;
}

const MirGenerator *mir_generator_build(TyCtxt *tcx, DefId def) {
    const MirBody *pre = mir_build_body(tcx, def);
    if (!pre || pre->nlocals < 3) return NULL;
    const HirExpr *ce = hir_closure_expr(ty_hir(tcx), def);
    GenCx g = {.tcx = tcx, .a = ty_arena(tcx), .pre = pre};
    const TyData *rd = ty_get(tcx, pre->locals[1].ty);
    if (rd->kind != TYK_REF || ty_kind(tcx, rd->pointee) != TYK_GENERATOR) return NULL;
    g.ref_ty = pre->locals[1].ty;
    g.gty = rd->pointee;
    g.u32 = ty_common(tcx)->u32;
    DefId st = hir_lang_item(ty_hir(tcx), LANG_GENERATOR_STATE);
    DefId pin = hir_lang_item(ty_hir(tcx), LANG_PIN);
    if (!st.i || !pin.i) {
        ty_require_lang_item(tcx, st.i ? LANG_PIN : LANG_GENERATOR_STATE, pre->span);
        return NULL;
    }
    g.state_adt = (TyId){st.i};
    TyId up;
    ty_generator_parts(tcx, g.gty, NULL, NULL, NULL, &up);
    g.nupvars = ty_kind(tcx, up) == TYK_TUPLE ? ty_args_len(tcx, ty_get(tcx, up)->tuple) : 0;
    /* the saved locals: all but _0, _1, _2 (their copies are saved) */
    uint32_t nl = pre->nlocals + 2;
    g.slot = xmalloc(sizeof *g.slot * (nl + 1));
    TyId *saved = ARENA_ARRAY(g.a, TyId, nl);
    for (uint32_t l = 0; l < nl; l++) {
        g.slot[l] = UINT32_MAX;
        if (l < 3) continue;
        g.slot[l] = g.nsaved;
        saved[g.nsaved++] = l < pre->nlocals ? pre->locals[l].ty : l == pre->nlocals ? pre->locals[2].ty : pre->locals[0].ty;
    }
    /* locals made while rewriting (index copies, the state read) are
     * plain: only the builder's locals are looked up in slot */
    MirGenerator *out = ARENA_NEW(g.a, MirGenerator);
    out->saved = saved;
    out->nsaved = g.nsaved;
    out->nupvars = g.nupvars;
    out->is_async = ce && ce->closure.gen == HGEN_ASYNC;
    out->resume = build_resume(&g, out->is_async);
    g.blocks.len = 0;
    out->drop = build_drop(&g);
    vec_free(&g.locals);
    vec_free(&g.blocks);
    vec_free(&g.stmts);
    free(g.slot);
    return out;
}

/* ---- a body with its generic parameters substituted ---- */

typedef struct Subst {
    TyCtxt *tcx;
    Arena *a;
    ArgsId args;
} Subst;

static TyId sb_ty(Subst *s, TyId t) {
    return t.i && (ty_get(s->tcx, t)->flags & TYF_HAS_PARAM) ? ty_subst(s->tcx, t, s->args) : t;
}

static Place sb_place(Subst *s, Place p) {
    if (!p.nproj) return p;
    ProjElem *proj = arena_memdup(s->a, p.proj, sizeof *proj * p.nproj, _Alignof(ProjElem));
    for (uint32_t i = 0; i < p.nproj; i++) proj[i].ty = sb_ty(s, proj[i].ty);
    p.proj = proj;
    return p;
}

static MirConst sb_const(Subst *s, MirConst c) {
    c.ty = sb_ty(s, c.ty);
    if (c.args.i) c.args = ty_subst_args(s->tcx, c.args, s->args);
    else if (c.kind == CONST_PROMOTED) c.args = s->args;   /* it was the instance's */
    return c;
}

static Operand sb_op(Subst *s, Operand o) {
    if (o.kind == OP_CONST) o.c = sb_const(s, o.c);
    else o.place = sb_place(s, o.place);
    return o;
}

static Operand *sb_ops(Subst *s, const Operand *ops, uint32_t n) {
    if (!n) return NULL;
    Operand *out = ARENA_ARRAY(s->a, Operand, n);
    for (uint32_t i = 0; i < n; i++) out[i] = sb_op(s, ops[i]);
    return out;
}

const MirBody *mir_subst_body(TyCtxt *tcx, const MirBody *b, ArgsId args) {
    Subst s = {tcx, ty_arena(tcx), args};
    MirBody *o = ARENA_NEW(s.a, MirBody);
    *o = *b;
    o->locals = arena_memdup(s.a, b->locals, sizeof(MirLocalDecl) * b->nlocals, _Alignof(MirLocalDecl));
    for (uint32_t i = 0; i < b->nlocals; i++) o->locals[i].ty = sb_ty(&s, b->locals[i].ty);
    o->blocks = arena_memdup(s.a, b->blocks, sizeof(MirBasicBlock) * b->nblocks, _Alignof(MirBasicBlock));
    for (uint32_t i = 0; i < b->nblocks; i++) {
        MirBasicBlock *bb = &o->blocks[i];
        if (bb->nstmts) bb->stmts = arena_memdup(s.a, bb->stmts, sizeof(MirStmt) * bb->nstmts, _Alignof(MirStmt));
        for (uint32_t j = 0; j < bb->nstmts; j++) {
            MirStmt *st = &bb->stmts[j];
            st->place = sb_place(&s, st->place);
            if (st->kind != MSTMT_ASSIGN) continue;
            st->rv.place = sb_place(&s, st->rv.place);
            st->rv.ops = sb_ops(&s, st->rv.ops, st->rv.nops);
            st->rv.ty = sb_ty(&s, st->rv.ty);
            if (st->rv.args.i) st->rv.args = ty_subst_args(tcx, st->rv.args, args);
        }
        MirTerm *t = &bb->term;
        t->place = sb_place(&s, t->place);
        t->discr = sb_op(&s, t->discr);
        t->func = sb_op(&s, t->func);
        t->cond = sb_op(&s, t->cond);
        t->value = sb_op(&s, t->value);
        t->args = sb_ops(&s, t->args, t->nargs);
        if (t->nasm_ops) {
            MirAsmOperand *ops = arena_memdup(s.a, t->asm_ops, sizeof *ops * t->nasm_ops, _Alignof(MirAsmOperand));
            for (uint32_t k = 0; k < t->nasm_ops; k++) {
                ops[k].in = sb_op(&s, ops[k].in);
                ops[k].out = sb_place(&s, ops[k].out);
                ops[k].ct = sb_const(&s, ops[k].ct);
            }
            t->asm_ops = ops;
        }
    }
    return o;
}

