/* drops.c — scopes, drop schedules, drop flags and the final clean-up.
 *
 * Takes: the builder's scope stack and the locals scheduled for drop.
 * Gives: TERM_DROPs at scope exits (normal exit, break, continue,
 * return), in reverse scheduling order; drop flags for locals that may be
 * moved out or uninitialised when their scope ends; and the finished
 * MirBody with dead blocks, NOPs and unused temporaries removed.
 *
 * Every scheduled local first gets a flag: `flag = true` where it is
 * initialised, `flag = false` where it is moved out, and its drops are
 * guarded by it. Once the body is built, the flags of locals that are
 * never moved and always initialised before their drop are deleted and
 * their drops made unconditional (mb_elaborate_drops). Partial moves
 * (a field of a struct, tuple or enum variant moved out) clear a flag of
 * that field, and the local's drop then drops the fields left behind;
 * a move out of a Box's contents (`*b`, `*s.b`) leaves only box_free.
 * A move deeper inside a field counts as a move of the whole field (the
 * rest of it leaks, never a double drop).
 *
 * Unwinding (panic=unwind): a call, assert or drop gets an `unwind` edge
 * to the cleanup chain of the values scheduled when it is emitted: a
 * cleanup block per scheduled value, dropping it and going on to the one
 * scheduled before it, then to the enclosing scope's, then to one shared
 * RESUME block. The chains are shared (built once per scope entry, until
 * a value is scheduled in an enclosing scope) and their drops test the
 * same flags, elaborated with the unwind edges in the dataflow (a call's
 * destination is not initialised on its unwind edge; its moved arguments
 * are gone). A drop at a scope's end unwinds to the chain of the values
 * scheduled before it. Calls and drops in cleanup blocks have no unwind
 * edge: a panic there aborts (std's panic count). */
#include "mir_priv.h"

#include <string.h>

void mb_push_scope(Builder *b) { vec_push(&b->scopes, (MbScope){0}); }

static MirBlock resume_block(Builder *b) {
    if (!b->resume_bb) {
        bool save = b->in_cleanup;
        b->in_cleanup = true;
        b->resume_bb = mb_new_block(b);
        b->in_cleanup = save;
        BBData *d = &b->blocks.data[b->resume_bb];
        d->terminated = true;
        d->term = (MirTerm){.kind = TERM_RESUME, .span = b->span, .target = MIR_NO_BLOCK};
    }
    return b->resume_bb;
}

MirBlock mb_cleanup_drop(Builder *b, Place p, MirBlock next, Span span) {
    if (!next) next = resume_block(b);
    bool save = b->in_cleanup;
    b->in_cleanup = true;
    MirBlock bb = mb_new_block(b);
    b->in_cleanup = save;
    BBData *d = &b->blocks.data[bb];
    d->terminated = true;
    d->term = (MirTerm){.kind = TERM_DROP, .span = span, .place = p, .target = next};
    return bb;
}

MirBlock mb_resume_block(Builder *b) { return resume_block(b); }

/* The cleanup chain that drops the first k values scheduled in scope s
 * (in reverse), then those of the scopes enclosing it; 0 when there is
 * nothing to drop. */
static MirBlock cleanup_chain(Builder *b, uint32_t s, uint32_t k) {
    while (k == 0) {
        if (s == 0) return 0;
        s--;
        k = b->scopes.data[s].drops.len;
    }
    MbScope *sc = &b->scopes.data[s];
    if (sc->cleanup.data[k - 1]) return sc->cleanup.data[k - 1];
    MirBlock next = cleanup_chain(b, s, k - 1);
    if (!next) next = resume_block(b);
    DropEntry e = b->scopes.data[s].drops.data[k - 1];
    MirBlock bb = mb_cleanup_drop(b, mb_place(e.local), next, e.span);
    b->blocks.data[bb].drop_flag = b->info.data[e.local].flag;
    b->scopes.data[s].cleanup.data[k - 1] = bb;
    return bb;
}

static bool unwinds(Builder *b) {
    return !b->no_unwind && !b->in_cleanup && b->kind != MIR_CONST && b->kind != MIR_STATIC;
}

MirBlock mb_unwind_here(Builder *b) {
    if (!unwinds(b)) return 0;
    if (b->elaborating) return b->elab_unwind;
    return b->scopes.len ? cleanup_chain(b, b->scopes.len - 1, b->scopes.data[b->scopes.len - 1].drops.len) : 0;
}

static void emit_drop(Builder *b, Place p, MirLocal flag, Span span, MirBlock unwind) {
    MirBlock next = mb_new_block(b);
    MirTerm *t = mb_terminate(b, TERM_DROP, span);
    t->place = p;
    t->target = next;
    t->unwind = unwind;
    b->blocks.data[b->cur].drop_flag = flag;
    b->cur = next;
}

/* s is the index of the scope in the stack: the drop of its value i
 * unwinds to the values scheduled before it. */
static void drop_range(Builder *b, uint32_t s, uint32_t from, uint32_t to, Span span) {
    for (uint32_t i = to; i-- > from;) {
        MirLocal l = b->scopes.data[s].drops.data[i].local;
        MirBlock unwind = unwinds(b) ? cleanup_chain(b, s, i) : 0;
        emit_drop(b, mb_place(l), b->info.data[l].flag, span, unwind);
    }
}

/* In reverse scheduling order, except that a block's locals go before
 * its tail's temporaries (rustc's tail expression temporary scope). */
static void drop_scope(Builder *b, uint32_t si, Span span) {
    MbScope *s = &b->scopes.data[si];
    uint32_t n = s->drops.len, t = s->tail_start ? s->tail_start - 1 : n;
    if (t > n) t = n;
    drop_range(b, si, 0, t, span);
    drop_range(b, si, t, n, span);
}

void mb_pop_scope(Builder *b, Span span) {
    drop_scope(b, b->scopes.len - 1, span);
    MbScope *s = &vec_last(&b->scopes);
    for (uint32_t i = 0; i < s->drops.len; i++) {
        MirLocal l = s->drops.data[i].local;
        if (b->locals.data[l].is_user_var) mb_storage(b, MSTMT_STORAGE_DEAD, l, span);
    }
    vec_free(&s->drops);
    vec_free(&s->cleanup);
    b->scopes.len--;
}

void mb_exit_scopes(Builder *b, uint32_t depth, Span span) {
    for (uint32_t i = b->scopes.len; i-- > depth;) drop_scope(b, i, span);
}

void mb_schedule_drop(Builder *b, MirLocal l, Span span, int scope) {
    if (!mb_needs_drop(b, b->locals.data[l].ty)) return;
    if (scope < 0 || (uint32_t)scope >= b->scopes.len) scope = (int)b->scopes.len - 1;
    if (scope < 0) return;
    if (!b->info.data[l].flag) {
        MirLocal f = mb_new_temp(b, ty_common(b->tcx)->bool_, span);
        b->info.data[l].flag = f;
        vec_push(&b->flags_to_clear, f);
    }
    vec_push(&b->scopes.data[scope].drops, (DropEntry){l, span});
    vec_push(&b->scopes.data[scope].cleanup, 0);
    /* the chains of the scopes inside it went on to its old last value */
    for (uint32_t s = (uint32_t)scope + 1; s < b->scopes.len; s++)
        if (b->scopes.data[s].cleanup.len)
            memset(b->scopes.data[s].cleanup.data, 0, sizeof(MirBlock) * b->scopes.data[s].cleanup.len);
}

void mb_schedule_temp_drop(Builder *b, MirLocal l, Span span) {
    mb_schedule_drop(b, l, span, b->temp_scope >= 0 ? b->temp_scope : (int)b->scopes.len - 1);
    mb_note_init(b, l, span);
}

void mb_schedule_operand_drop(Builder *b, MirLocal t, Span span) {
    if (!unwinds(b) || b->blocks.data[b->cur].terminated || !mb_needs_drop(b, b->locals.data[t].ty)) return;
    mb_schedule_drop(b, t, span, -1);
    if (!b->info.data[t].flag) return;
    b->info.data[t].clear_at_move = true;
    mb_note_init(b, t, span);
}

void mb_note_init(Builder *b, MirLocal l, Span span) {
    MirLocal f = b->info.data[l].flag;
    if (f) mb_assign_use(b, mb_place(f), mb_const_bool(b, true), span);
}

/* The fields of a struct, tuple or closure type, or of all an enum's variants
 * one after the other (0 for other types): the slots of partial moves. */
static uint32_t struct_fields(Builder *b, TyId t) {
    const TyData *d = ty_get(b->tcx, t);
    if (d->kind == TYK_TUPLE) return ty_args_len(b->tcx, d->tuple);
    if (d->kind == TYK_CLOSURE) {
        /* an FnOnce closure's own env (`_1.i`, its captures): moving one
         * capture leaves the others to drop (std's thread main moves `f`
         * and drops the Arc of its result packet at its end) */
        uint32_t n = ty_args_len(b->tcx, d->adt.args);
        if (!n) return 0;
        const TyData *up = ty_get(b->tcx, ty_args(b->tcx, d->adt.args)[n - 1]);
        return up->kind == TYK_TUPLE ? ty_args_len(b->tcx, up->tuple) : 0;
    }
    if (d->kind != TYK_ADT) return 0;
    const AdtDef *a = ty_adt_def(b->tcx, d->adt.def);
    if (!a || a->lang == LANG_OWNED_BOX || a->kind == ADT_UNION) return 0;
    uint32_t n = 0;
    for (uint32_t v = 0; v < a->nvariants; v++) n += a->variants[v].nfields;
    return n;
}

static const AdtDef *enum_def(Builder *b, TyId t) {
    const TyData *d = ty_get(b->tcx, t);
    if (d->kind != TYK_ADT) return NULL;
    const AdtDef *a = ty_adt_def(b->tcx, d->adt.def);
    return a && a->kind == ADT_ENUM ? a : NULL;
}

/* The slot of a move out of a field of local l (`l.i`, `(l as V).i`),
 * or UINT32_MAX when the move is not of one field. */
static uint32_t move_slot(Builder *b, Place p) {
    TyId t = b->locals.data[p.local].ty;
    const AdtDef *e = enum_def(b, t);
    if (!e) return p.nproj && p.proj[0].kind == PROJ_FIELD ? p.proj[0].field : UINT32_MAX;
    if (p.nproj < 2 || p.proj[0].kind != PROJ_DOWNCAST || p.proj[1].kind != PROJ_FIELD) return UINT32_MAX;
    uint32_t base = 0, v = p.proj[0].field;
    if (v >= e->nvariants) return UINT32_MAX;
    for (uint32_t i = 0; i < v; i++) base += e->variants[i].nfields;
    return base + p.proj[1].field;
}

static bool is_box(Builder *b, TyId t) {
    const TyData *d = ty_get(b->tcx, t);
    if (d->kind != TYK_ADT) return false;
    const AdtDef *a = ty_adt_def(b->tcx, d->adt.def);
    return a && a->lang == LANG_OWNED_BOX;
}

/* A move out of a Box local's contents (`*b`, or a field of them, which
 * leaks the other fields): its drop then frees only the allocation. */
static void note_box_move(Builder *b, MirLocal l, Span span) {
    if (!b->info.data[l].flag) return;
    if (!b->info.data[l].box_flag) {
        MirLocal f = mb_new_temp(b, ty_common(b->tcx)->bool_, span);
        b->info.data[l].box_flag = f;
        vec_push(&b->flags_to_clear, f);
    }
    mb_assign_use(b, mb_place(b->info.data[l].box_flag), mb_const_bool(b, false), span);
}

/* A move out of the Box in field slot fi of a local, or of its contents
 * (`*s.b`): the drop frees the allocation only in the second case. */
static void note_box_field_move(Builder *b, Place p, uint32_t fi, bool contents, Span span) {
    uint32_t want = enum_def(b, b->locals.data[p.local].ty) ? 2 : 1;
    if (p.nproj != want || !is_box(b, mb_place_ty(b, p))) return;
    LocalInfo *li = &b->info.data[p.local];
    if (!li->box_flags[fi]) {
        MirLocal f = mb_new_temp(b, ty_common(b->tcx)->bool_, span);
        li = &b->info.data[p.local];
        li->box_flags[fi] = f;
        vec_push(&b->flags_to_clear, f);
    }
    mb_assign_use(b, mb_place(li->box_flags[fi]), mb_const_bool(b, contents), span);
}

void mb_note_move(Builder *b, Place p, Span span) {
    if (p.nproj && p.proj[0].kind == PROJ_DEREF && is_box(b, b->locals.data[p.local].ty)) {
        note_box_move(b, p.local, span);
        return;
    }
    bool contents = false;    /* out of a Box field's contents */
    for (uint32_t i = 0; i < p.nproj; i++) {
        if (p.proj[i].kind != PROJ_DEREF) continue;
        /* out of a pointer: not this local's value; out of a Box in a
         * field (`*s.b`): that field counts as moved (its allocation
         * leaks, never a double drop) */
        Place prefix = p;
        prefix.nproj = i;
        if (!is_box(b, mb_place_ty(b, prefix))) return;
        p.nproj = i;
        contents = true;
        break;
    }
    LocalInfo *li = &b->info.data[p.local];
    li->moved = true;
    if (!li->flag) return;
    uint32_t nf = p.nproj ? struct_fields(b, b->locals.data[p.local].ty) : 0;
    uint32_t fi = nf ? move_slot(b, p) : UINT32_MAX;
    if (fi < nf) {
        /* a field moved out: the others are still dropped */
        if (!li->field_flags) {
            li->field_flags = ARENA_ARRAY(b->a, MirLocal, nf);
            li->box_flags = ARENA_ARRAY(b->a, MirLocal, nf);
            li->nfields = nf;
        }
        note_box_field_move(b, p, fi, contents, span);
        li = &b->info.data[p.local];
        if (!li->field_flags[fi]) {
            MirLocal ff = mb_new_temp(b, ty_common(b->tcx)->bool_, span);
            li = &b->info.data[p.local];
            li->field_flags[fi] = ff;
            vec_push(&b->flags_to_clear, ff);
        }
        li->partial = true;
        mb_assign_use(b, mb_place(li->field_flags[fi]), mb_const_bool(b, false), span);
        return;
    }
    if (unwinds(b) && p.nproj == 0) {
        /* cleared where the MIR moves it: a panic in an operand evaluated
         * after this one still drops it */
        li->clear_at_move = true;
        return;
    }
    mb_assign_use(b, mb_place(li->flag), mb_const_bool(b, false), span);
}

/* box_free::<T, A>(move box.0, move box.1): frees a Box's allocation
 * once its contents are dropped or moved out. The lang item takes the
 * Box's fields (Unique<T> or NonNull<T>, then the allocator) as they are
 * declared; without it (a no_core crate) the allocation is not freed. */
void mb_box_free(Builder *b, Place box, TyId box_ty) {
    DefId f = hir_lang_item(b->hir, LANG_BOX_FREE);
    const TyData *d = ty_get(b->tcx, box_ty);
    const AdtDef *adt = d->kind == TYK_ADT ? ty_adt_def(b->tcx, d->adt.def) : NULL;
    if (!f.i || !adt || adt->nvariants != 1) return;
    uint32_t n = adt->variants[0].nfields;
    if (ty_args_len(b->tcx, ty_fn_sig(b->tcx, f).inputs_and_output) != n + 1) return;
    Operand *ops = ARENA_ARRAY(b->a, Operand, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) ops[i] = mb_move_op(mb_field(b, box, i, mb_field_ty(b, box_ty, 0, i)));
    MirLocal u = mb_new_temp(b, ty_common(b->tcx)->unit, b->span);
    mb_call_term(b, mb_place(u), mb_const_fn(b, f, d->adt.args), ops, n, b->span, (DefId){0});
}

/* `*b = v` for a Box local b: the old contents may have been moved out,
 * so their drop and the box's own test the contents flag. */
static bool is_box_contents(Builder *b, Place p) {
    return p.nproj == 1 && p.proj[0].kind == PROJ_DEREF && b->info.data[p.local].flag &&
           is_box(b, b->locals.data[p.local].ty);
}

/* `l.i = v` for a struct or tuple local l whose field i was moved out
 * before: the flag that says whether it is there (0: none). */
static MirLocal moved_field_flag(Builder *b, Place p) {
    if (p.nproj != 1 || p.proj[0].kind != PROJ_FIELD || enum_def(b, b->locals.data[p.local].ty)) return 0;
    const LocalInfo *li = &b->info.data[p.local];
    if (!li->partial || !li->flag || p.proj[0].field >= li->nfields) return 0;
    return li->field_flags[p.proj[0].field];
}

/* rustc's DropAndReplace: a panic in the drop of a place's old value
 * leaves the new value there, then the frame is cleaned up as usual (the
 * place's owner sees a live value, never a dropped one). */
static MirBlock replace_unwind(Builder *b, Place p, const Operand *value, Span span) {
    if (!unwinds(b) || !value) return 0;
    MirBlock chain = mb_unwind_here(b);
    if (!chain) chain = resume_block(b);
    MirBlock save = b->cur;
    b->in_cleanup = true;
    b->cur = mb_new_block(b);
    MirBlock bb = b->cur;
    mb_assign_use(b, p, *value, span);
    mb_note_assigned(b, p, span);
    mb_goto(b, chain, span);
    b->in_cleanup = false;
    b->cur = save;
    return bb;
}

void mb_drop_place_before_assign(Builder *b, Place p, const Operand *value, Span span) {
    if (is_box_contents(b, p)) {
        if (!b->info.data[p.local].box_flag) {
            MirLocal f = mb_new_temp(b, ty_common(b->tcx)->bool_, span);
            b->info.data[p.local].box_flag = f;
            vec_push(&b->flags_to_clear, f);
        }
        if (mb_needs_drop(b, mb_place_ty(b, p)))
            emit_drop(b, p, b->info.data[p.local].box_flag, span, replace_unwind(b, p, value, span));
        return;
    }
    if (!mb_needs_drop(b, mb_place_ty(b, p))) return;
    if (p.nproj == 0) {
        MirLocal f = b->info.data[p.local].flag;
        if (f) emit_drop(b, p, f, span, replace_unwind(b, p, value, span));
        return;
    }
    /* a field's old value: not there when it was moved out (its field
     * flag says) */
    emit_drop(b, p, moved_field_flag(b, p), span, replace_unwind(b, p, value, span));
}

void mb_note_assigned(Builder *b, Place p, Span span) {
    MirLocal ff;
    if (p.nproj == 0) mb_note_init(b, p.local, span);
    else if (is_box_contents(b, p)) mb_assign_use(b, mb_place(b->info.data[p.local].box_flag), mb_const_bool(b, true), span);
    else if ((ff = moved_field_flag(b, p))) mb_assign_use(b, mb_place(ff), mb_const_bool(b, true), span);
}

/* ---- elaboration ----
 *
 * A forward dataflow over the locals that have drop flags computes, at
 * each drop, whether the local may be initialised and whether it may be
 * uninitialised (moved out, not yet assigned): a drop of a surely
 * initialised local is unconditional, of a surely uninitialised one is
 * removed, and only the others test the flag at run time. Flags no drop
 * tests are deleted. */

typedef struct Flow {
    Builder *b;
    uint32_t n;               /* tracked locals */
    uint32_t *idx;            /* local -> index + 1 */
    uint32_t words;
} Flow;

static void fl_set(uint64_t *s, uint32_t i, bool v) {
    if (v) s[i / 64] |= UINT64_C(1) << (i % 64);
    else s[i / 64] &= ~(UINT64_C(1) << (i % 64));
}
static bool fl_get(const uint64_t *s, uint32_t i) { return s[i / 64] >> (i % 64) & 1; }

/* state: words of maybe-init, then words of maybe-uninit */
static void fl_init(Flow *f, uint64_t *st, MirLocal l, bool init) {
    if (l >= f->b->locals.len || !f->idx[l]) return;
    uint32_t i = f->idx[l] - 1;
    fl_set(st, i, init);
    fl_set(st + f->words, i, !init);
}

static void fl_operand(Flow *f, uint64_t *st, const Operand *o) {
    if (o->kind != OP_MOVE) return;
    for (uint32_t i = 0; i < o->place.nproj; i++)
        if (o->place.proj[i].kind == PROJ_DEREF) return;
    /* a field of a partly moved local: its field flags say what is left */
    if (o->place.nproj && o->place.local < f->b->info.len && f->b->info.data[o->place.local].partial) return;
    fl_init(f, st, o->place.local, false);
}

static void fl_block(Flow *f, MirBlock bb, uint64_t *st) {
    BBData *d = &f->b->blocks.data[bb];
    for (uint32_t i = 0; i < d->stmts.len; i++) {
        const MirStmt *s = &d->stmts.data[i];
        if (s->kind == MSTMT_STORAGE_LIVE || s->kind == MSTMT_STORAGE_DEAD) fl_init(f, st, s->local, false);
        if (s->kind != MSTMT_ASSIGN) continue;
        for (uint32_t j = 0; j < s->rv.nops; j++) fl_operand(f, st, &s->rv.ops[j]);
        if (s->place.nproj == 0) fl_init(f, st, s->place.local, true);
    }
}

/* The effect of the terminator itself (on the way to its successors);
 * uw (when not NULL) gets the state on its unwind edge: a call's moved
 * operands are gone, its destination is not written. */
static void fl_term(Flow *f, MirBlock bb, uint64_t *st, uint64_t *uw) {
    const MirTerm *t = &f->b->blocks.data[bb].term;
    switch (t->kind) {
    case TERM_CALL:
        fl_operand(f, st, &t->func);
        for (uint32_t i = 0; i < t->nargs; i++) fl_operand(f, st, &t->args[i]);
        if (uw) memcpy(uw, st, sizeof *uw * 2 * f->words);
        if (t->place.nproj == 0) fl_init(f, st, t->place.local, true);
        return;
    case TERM_DROP:
        if (t->place.nproj == 0) fl_init(f, st, t->place.local, false);
        break;
    case TERM_SWITCH_INT: fl_operand(f, st, &t->discr); break;
    case TERM_ASSERT: fl_operand(f, st, &t->cond); break;
    case TERM_YIELD: fl_operand(f, st, &t->value); break;
    case TERM_INLINE_ASM:
        for (uint32_t i = 0; i < t->nasm_ops; i++) {
            if (t->asm_ops[i].kind == ASM_OP_IN || t->asm_ops[i].kind == ASM_OP_INOUT ||
                t->asm_ops[i].kind == ASM_OP_SPLIT_INOUT)
                fl_operand(f, st, &t->asm_ops[i].in);
            if (t->asm_ops[i].has_out && t->asm_ops[i].out.nproj == 0) fl_init(f, st, t->asm_ops[i].out.local, true);
        }
        break;
    default: break;
    }
    if (uw) memcpy(uw, st, sizeof *uw * 2 * f->words);
}

static bool has_unwind(const MirTerm *t) {
    return (t->kind == TERM_CALL || t->kind == TERM_DROP || t->kind == TERM_ASSERT) && t->unwind;
}

/* The successors of t; the unwind edge (if any) is the last one. */
static uint32_t term_succs(const MirTerm *t, MirBlock **buf) {
    uint32_t n = 0;
    *buf = realloc(*buf, sizeof **buf * (t->kind == TERM_SWITCH_INT ? t->nvalues + 2 : 3));
    if (!t) return 0;
    if (t->kind == TERM_SWITCH_INT)
        for (uint32_t i = 0; i <= t->nvalues; i++) (*buf)[n++] = t->targets[i];
    else if (t->kind != TERM_RETURN && t->kind != TERM_UNREACHABLE && t->kind != TERM_ABORT && t->kind != TERM_RESUME &&
             t->target != MIR_NO_BLOCK)
        (*buf)[n++] = t->target;
    if (t->kind == TERM_YIELD) (*buf)[n++] = t->drop;
    if (has_unwind(t)) (*buf)[n++] = t->unwind;
    return n;
}

/* Fills at[bb] with the state before each block's terminator. */
static uint64_t *flow_run(Flow *f, bool **reached) {
    Builder *b = f->b;
    uint32_t nb = b->blocks.len, w2 = 2 * f->words;
    uint64_t *in = calloc((size_t)nb * w2 + 1, sizeof *in), *at = calloc((size_t)nb * w2 + 1, sizeof *at);
    uint64_t *st = malloc(sizeof *st * (w2 + 1)), *uw = malloc(sizeof *uw * (w2 + 1));
    bool *seen = calloc(nb, 1), *queued = calloc(nb, 1);
    MirBlock *work = malloc(sizeof *work * (nb + 1)), *succ = NULL;
    uint32_t nwork = 0;
    /* entry: arguments initialised, everything else not */
    for (uint32_t i = 0; i < f->n; i++) fl_set(in + f->words, i, true);
    for (MirLocal l = 1; l <= b->arg_count && l < b->locals.len; l++) fl_init(f, in, l, true);
    seen[0] = queued[0] = true;
    work[nwork++] = 0;
    while (nwork) {
        MirBlock bb = work[--nwork];
        queued[bb] = false;
        memcpy(st, in + (size_t)bb * w2, sizeof *st * w2);
        fl_block(f, bb, st);
        memcpy(at + (size_t)bb * w2, st, sizeof *st * w2);
        const MirTerm *t = &b->blocks.data[bb].term;
        fl_term(f, bb, st, uw);
        uint32_t ns = term_succs(t, &succ);
        for (uint32_t i = 0; i < ns; i++) {
            uint64_t *si = in + (size_t)succ[i] * w2;
            const uint64_t *from = has_unwind(t) && i == ns - 1 ? uw : st;
            bool changed = !seen[succ[i]];
            seen[succ[i]] = true;
            for (uint32_t k = 0; k < w2; k++) {
                uint64_t v = si[k] | from[k];
                changed |= v != si[k];
                si[k] = v;
            }
            if (changed && !queued[succ[i]]) {
                queued[succ[i]] = true;
                work[nwork++] = succ[i];
            }
        }
    }
    free(in);
    free(st);
    free(uw);
    free(queued);
    free(work);
    free(succ);
    *reached = seen;
    return at;
}

/* `if ff_i { drop(P.i) }` for each field i of variant v of P (type t). */
static void drop_variant_flagged(Builder *b, Place p, TyId t, uint32_t v, const MirLocal *ff, const MirLocal *bf,
                                 uint32_t n, bool *needed, Span span) {
    for (uint32_t i = 0; i < n; i++) {
        TyId ft = mb_field_ty(b, t, v, i);
        if (!mb_needs_drop(b, ft)) continue;
        MirBlock next = mb_new_block(b);
        MirBlock d = mb_new_block(b);
        if (ff[i]) {
            needed[ff[i]] = true;
            MirBlock moved = next;
            if (bf[i]) {
                /* the Box's contents moved out: free its allocation */
                needed[bf[i]] = true;
                moved = mb_new_block(b);
                MirBlock save = b->cur, fr = mb_new_block(b);
                b->cur = moved;
                mb_switch_bool(b, mb_copy(mb_place(bf[i])), fr, next, span);
                b->cur = fr;
                Span sp = b->span;
                b->span = span;
                mb_box_free(b, mb_field(b, p, i, ft), ft);
                b->span = sp;
                mb_goto(b, next, span);
                b->cur = save;
            }
            mb_switch_bool(b, mb_copy(mb_place(ff[i])), d, moved, span);
        } else {
            mb_goto(b, d, span);
        }
        b->cur = d;
        MirBlock unwind = mb_unwind_here(b);
        MirTerm *t2 = mb_terminate(b, TERM_DROP, span);
        t2->place = mb_field(b, p, i, ft);
        t2->target = next;
        t2->unwind = unwind;
        b->cur = next;
    }
}

/* `if flag { if ff_i { drop(L.i) } ... }` for a partly moved local L:
 * replaces the drop that ends block bb. */
static void drop_fields_flagged(Builder *b, MirBlock bb, MirLocal l, MirLocal flag, bool *needed) {
    MirTerm drop = b->blocks.data[bb].term;
    LocalInfo li = b->info.data[l];
    TyId t = b->locals.data[l].ty;
    MirBlock save = b->cur, fields = mb_new_block(b);
    b->cur = bb;
    b->blocks.data[bb].terminated = false;
    mb_switch_bool(b, mb_copy(mb_place(flag)), fields, drop.target, drop.span);
    b->cur = fields;
    const AdtDef *e = enum_def(b, t);
    if (!e) {
        drop_variant_flagged(b, mb_place(l), t, 0, li.field_flags, li.box_flags, li.nfields, needed, drop.span);
        mb_goto(b, drop.target, drop.span);
        b->cur = save;
        return;
    }
    /* an enum: the fields of the variant it holds */
    uint32_t nv = e->nvariants, base = 0;
    uint64_t *lo = calloc(nv + 1, sizeof *lo), *hi = calloc(nv + 1, sizeof *hi);
    MirBlock *targets = calloc(nv + 1, sizeof *targets);
    for (uint32_t v = 0; v < nv; v++) {
        lo[v] = v;
        ty_discriminant(b->tcx, e->def, v, &lo[v], &hi[v]);
        targets[v] = mb_new_block(b);
    }
    MirLocal dl = mb_new_temp(b, ty_discr_ty(b->tcx, e->def), drop.span);
    mb_assign(b, mb_place(dl), (Rvalue){.kind = RV_DISCRIMINANT, .place = mb_place(l), .active_field = -1}, drop.span);
    mb_switch_int(b, mb_move_op(mb_place(dl)), lo, hi, nv, targets, drop.target, drop.span);
    for (uint32_t v = 0; v < nv; v++) {
        b->cur = targets[v];
        uint32_t n = e->variants[v].nfields;
        drop_variant_flagged(b, mb_downcast(b, mb_place(l), v), t, v, li.field_flags + base, li.box_flags + base, n, needed,
                             drop.span);
        mb_goto(b, drop.target, drop.span);
        base += n;
    }
    free(lo);
    free(hi);
    free(targets);
    b->cur = save;
}

/* `if flag { if box_flag { drop(*L) } box_free(L) }` for a Box local L
 * whose contents may be moved out: replaces the drop that ends block bb
 * (the outer test only when L may be uninitialised). */
static void drop_box_flagged(Builder *b, MirBlock bb, MirLocal l, MirLocal flag, bool may_uninit, bool *needed) {
    MirTerm drop = b->blocks.data[bb].term;
    MirLocal bf = b->info.data[l].box_flag;
    TyId t = b->locals.data[l].ty;
    MirBlock save = b->cur, live = mb_new_block(b), contents = mb_new_block(b), free_bb = mb_new_block(b);
    b->cur = bb;
    b->blocks.data[bb].terminated = false;
    if (may_uninit) {
        needed[flag] = true;
        mb_switch_bool(b, mb_copy(mb_place(flag)), live, drop.target, drop.span);
    } else {
        mb_goto(b, live, drop.span);
    }
    b->cur = live;
    needed[bf] = true;
    mb_switch_bool(b, mb_copy(mb_place(bf)), contents, free_bb, drop.span);
    b->cur = contents;
    Place inner = mb_deref(b, mb_place(l));
    if (mb_needs_drop(b, mb_deref_ty(b, t))) {
        MirBlock unwind = mb_unwind_here(b);
        MirTerm *t2 = mb_terminate(b, TERM_DROP, drop.span);
        t2->place = inner;
        t2->target = free_bb;
        t2->unwind = unwind;
    } else {
        mb_goto(b, free_bb, drop.span);
    }
    b->cur = free_bb;
    Span sp = b->span;
    b->span = drop.span;
    mb_box_free(b, mb_place(l), t);
    b->span = sp;
    mb_goto(b, drop.target, drop.span);
    b->cur = save;
}

/* `flag = true` inserted after statement *i (a copy of s). */
static void insert_flag_set(Builder *b, BBData *d, uint32_t *i, MirStmt s, MirLocal flag) {
    MirStmt n = s;
    n.place = mb_place(flag);
    n.rv = mb_rv_use(b, mb_const_bool(b, true));
    vec_push(&d->stmts, n);
    memmove(&d->stmts.data[*i + 2], &d->stmts.data[*i + 1], sizeof(MirStmt) * (d->stmts.len - *i - 2));
    d->stmts.data[++*i] = n;
}

/* The flag of an operand's temporary is cleared where it is moved: after
 * the statement, or before the call, that takes it. */
static bool moves_operand_temp(Builder *b, const Operand *o, MirLocal *flag) {
    if (o->kind != OP_MOVE || o->place.nproj || o->place.local >= b->info.len) return false;
    const LocalInfo *li = &b->info.data[o->place.local];
    if (!li->clear_at_move || !li->flag) return false;
    *flag = li->flag;
    return true;
}

static void clear_flags_at_moves(Builder *b) {
    for (MirBlock bb = 0; bb < b->blocks.len; bb++) {
        BBData *d = &b->blocks.data[bb];
        MirLocal f;
        for (uint32_t i = 0; i < d->stmts.len; i++) {
            MirStmt s = d->stmts.data[i];
            if (s.kind != MSTMT_ASSIGN) continue;
            for (uint32_t j = 0; j < s.rv.nops; j++)
                if (moves_operand_temp(b, &s.rv.ops[j], &f)) {
                    MirStmt n = {.kind = MSTMT_ASSIGN, .span = s.span, .place = mb_place(f),
                                 .rv = mb_rv_use(b, mb_const_bool(b, false))};
                    vec_push(&d->stmts, n);
                    memmove(&d->stmts.data[i + 2], &d->stmts.data[i + 1], sizeof(MirStmt) * (d->stmts.len - i - 2));
                    d->stmts.data[++i] = n;
                }
        }
        if (!d->terminated || d->term.kind != TERM_CALL) continue;
        for (uint32_t j = 0; j <= d->term.nargs; j++) {
            const Operand *o = j < d->term.nargs ? &d->term.args[j] : &d->term.func;
            if (moves_operand_temp(b, o, &f))
                vec_push(&d->stmts, ((MirStmt){.kind = MSTMT_ASSIGN, .span = d->term.span, .place = mb_place(f),
                                               .rv = mb_rv_use(b, mb_const_bool(b, false))}));
        }
    }
}

/* Where a partly moved local's flag is set, its field flags are set too. */
static void set_field_flags_on_init(Builder *b) {
    for (MirBlock bb = 0; bb < b->blocks.len; bb++) {
        BBData *d = &b->blocks.data[bb];
        for (uint32_t i = 0; i < d->stmts.len; i++) {
            MirStmt s = d->stmts.data[i];
            if (s.kind != MSTMT_ASSIGN || s.place.nproj || s.rv.kind != RV_USE || s.rv.ops[0].kind != OP_CONST ||
                !s.rv.ops[0].c.lo)
                continue;
            for (MirLocal l = 0; l < b->info.len; l++) {
                const LocalInfo *li = &b->info.data[l];
                if (li->box_flag && li->flag == s.place.local) {
                    insert_flag_set(b, d, &i, s, li->box_flag);
                    continue;
                }
                if (!li->partial || li->flag != s.place.local) continue;
                for (uint32_t f = 0; f < li->nfields; f++) {
                    if (li->field_flags[f]) insert_flag_set(b, d, &i, s, li->field_flags[f]);
                    if (li->box_flags[f]) insert_flag_set(b, d, &i, s, li->box_flags[f]);
                }
            }
        }
    }
}

/* The drop that ends block bb becomes `if flag { drop(place) }`. */
static void guard_drop(Builder *b, MirBlock bb, MirLocal flag) {
    MirTerm drop = b->blocks.data[bb].term;
    MirBlock db = mb_new_block(b);
    b->blocks.data[db].terminated = true;
    b->blocks.data[db].term = drop;
    MirBlock save = b->cur;
    b->cur = bb;
    b->blocks.data[bb].terminated = false;
    mb_switch_bool(b, mb_copy(mb_place(flag)), db, drop.target, drop.span);
    b->cur = save;
}

void mb_elaborate_drops(Builder *b) {
    clear_flags_at_moves(b);
    set_field_flags_on_init(b);
    uint32_t nl = b->locals.len, nb0 = b->blocks.len;
    bool *needed = calloc(nl ? nl : 1, 1), *is_flag = calloc(nl ? nl : 1, 1);
    Flow f = {.b = b, .idx = calloc(nl ? nl : 1, sizeof(uint32_t))};
    for (MirLocal l = 0; l < nl; l++)
        if (b->info.data[l].flag) {
            f.idx[l] = ++f.n;
            is_flag[b->info.data[l].flag] = true;
        }
    f.words = (f.n + 63) / 64 + 1;
    bool *reached = NULL;
    uint64_t *at = flow_run(&f, &reached);
    b->elaborating = true;
    for (MirBlock bb = 0; bb < nb0; bb++) {
        BBData *d = &b->blocks.data[bb];
        if (!d->terminated || d->term.kind != TERM_DROP || !d->drop_flag) continue;
        MirLocal flag = d->drop_flag, l = d->term.place.local;
        d->drop_flag = 0;
        /* the blocks that expand it are cleanup blocks as it is, and
         * unwind where it does */
        b->in_cleanup = d->is_cleanup;
        b->elab_unwind = d->term.unwind;
        if (d->term.place.nproj) {
            /* a Box's contents before `*b = v`: as their flag says */
            needed[flag] = true;
            guard_drop(b, bb, flag);
            continue;
        }
        if (!reached[bb] || !f.idx[l]) continue;
        const uint64_t *st = at + (size_t)bb * 2 * f.words;
        bool may_init = fl_get(st, f.idx[l] - 1), may_uninit = fl_get(st + f.words, f.idx[l] - 1);
        if (!may_init) {
            MirBlock target = d->term.target;
            d->term = (MirTerm){.kind = TERM_GOTO, .span = d->term.span, .target = target};
            continue;
        }
        if (b->info.data[l].box_flag) {
            drop_box_flagged(b, bb, l, flag, may_uninit, needed);
            continue;
        }
        if (b->info.data[l].partial) {
            needed[flag] = true;
            drop_fields_flagged(b, bb, l, flag, needed);
            continue;
        }
        if (!may_uninit) continue;
        needed[flag] = true;
        guard_drop(b, bb, flag);
    }
    b->elaborating = b->in_cleanup = false;
    free(at);
    free(reached);
    free(f.idx);
    /* assignments to flags nobody tests */
    for (MirBlock bb = 0; bb < b->blocks.len; bb++) {
        BBData *d = &b->blocks.data[bb];
        for (uint32_t i = 0; i < d->stmts.len; i++) {
            MirStmt *s = &d->stmts.data[i];
            if (s->kind == MSTMT_ASSIGN && s->place.nproj == 0 && s->place.local < nl && is_flag[s->place.local] &&
                !needed[s->place.local])
                s->kind = MSTMT_NOP;
        }
    }
    /* needed flags start false at entry */
    BBData *entry = &b->blocks.data[0];
    uint32_t nf = 0;
    for (uint32_t i = 0; i < b->flags_to_clear.len; i++) nf += needed[b->flags_to_clear.data[i]];
    if (nf) {
        MirStmt *old = entry->stmts.data;
        uint32_t n = entry->stmts.len;
        entry->stmts.data = NULL;
        entry->stmts.len = entry->stmts.cap = 0;
        for (uint32_t i = 0; i < b->flags_to_clear.len; i++) {
            MirLocal fl = b->flags_to_clear.data[i];
            if (!needed[fl]) continue;
            Operand op = mb_const_bool(b, false);
            vec_push(&entry->stmts, (MirStmt){.kind = MSTMT_ASSIGN, .span = b->body ? b->body->value->span : (Span){0},
                                              .place = mb_place(fl), .rv = mb_rv_use(b, op)});
        }
        for (uint32_t i = 0; i < n; i++) vec_push(&entry->stmts, old[i]);
        free(old);
    }
    free(needed);
    free(is_flag);
}

/* ---- the finished body ---- */

/* Projection arrays are shared between places (`p` and `copy(p)` in a
 * compound assignment, the operands of a bounds-check message): renaming
 * an INDEX local in place would rename it once per sharer. A place whose
 * projections name a local gets its own copy before the renaming. */
static void remap_place(Arena *a, Place *p, const uint32_t *lmap) {
    p->local = lmap[p->local];
    bool has_index = false;
    for (uint32_t i = 0; i < p->nproj; i++) has_index |= p->proj[i].kind == PROJ_INDEX;
    if (!has_index) return;
    p->proj = arena_memdup(a, p->proj, sizeof *p->proj * p->nproj, _Alignof(ProjElem));
    for (uint32_t i = 0; i < p->nproj; i++)
        if (p->proj[i].kind == PROJ_INDEX) p->proj[i].index = lmap[p->proj[i].index];
}

static void remap_op(Arena *a, Operand *o, const uint32_t *lmap) {
    if (o->kind != OP_CONST) remap_place(a, &o->place, lmap);
}

static void mark_place(const Place *p, bool *used) {
    used[p->local] = true;
    for (uint32_t i = 0; i < p->nproj; i++)
        if (p->proj[i].kind == PROJ_INDEX) used[p->proj[i].index] = true;
}

static void mark_op(const Operand *o, bool *used) {
    if (o->kind != OP_CONST) mark_place(&o->place, used);
}

static void visit_stmt(Arena *a, MirStmt *s, bool *used, const uint32_t *lmap) {
    if (s->kind == MSTMT_STORAGE_LIVE || s->kind == MSTMT_STORAGE_DEAD) {
        if (lmap) s->local = lmap[s->local];
        return;
    }
    if (s->kind == MSTMT_NOP) return;
    if (used) {
        mark_place(&s->place, used);
        if (s->kind == MSTMT_ASSIGN) {
            mark_place(&s->rv.place, used);
            for (uint32_t i = 0; i < s->rv.nops; i++) mark_op(&s->rv.ops[i], used);
        }
    } else {
        remap_place(a, &s->place, lmap);
        if (s->kind == MSTMT_ASSIGN) {
            switch (s->rv.kind) {
            case RV_REF: case RV_ADDRESS_OF: case RV_LEN: case RV_DISCRIMINANT: remap_place(a, &s->rv.place, lmap); break;
            default: break;
            }
            for (uint32_t i = 0; i < s->rv.nops; i++) remap_op(a, &s->rv.ops[i], lmap);
        }
    }
}

static void visit_term(Arena *a, MirTerm *t, bool *used, const uint32_t *lmap) {
    Operand *ops[4] = {&t->discr, &t->func, &t->cond, &t->value};
    bool has[4] = {t->kind == TERM_SWITCH_INT, t->kind == TERM_CALL, t->kind == TERM_ASSERT, t->kind == TERM_YIELD};
    for (int i = 0; i < 4; i++)
        if (has[i]) used ? mark_op(ops[i], used) : remap_op(a, ops[i], lmap);
    if (t->kind == TERM_DROP || t->kind == TERM_CALL || t->kind == TERM_YIELD) used ? mark_place(&t->place, used) : remap_place(a, &t->place, lmap);
    if (t->kind == TERM_CALL || t->kind == TERM_ASSERT)
        for (uint32_t i = 0; i < t->nargs; i++) used ? mark_op(&t->args[i], used) : remap_op(a, &t->args[i], lmap);
    if (t->kind == TERM_INLINE_ASM)
        for (uint32_t i = 0; i < t->nasm_ops; i++) {
            MirAsmOperand *o = &t->asm_ops[i];
            if (o->kind == ASM_OP_IN || o->kind == ASM_OP_INOUT || o->kind == ASM_OP_SPLIT_INOUT)
                used ? mark_op(&o->in, used) : remap_op(a, &o->in, lmap);
            if (o->has_out) used ? mark_place(&o->out, used) : remap_place(a, &o->out, lmap);
        }
}

static void succs(const MirTerm *t, MirBlock *out, uint32_t *n) {
    *n = 0;
    switch (t->kind) {
    case TERM_SWITCH_INT:
        for (uint32_t i = 0; i <= t->nvalues; i++) out[(*n)++] = t->targets[i];
        break;
    case TERM_GOTO: case TERM_DROP: case TERM_CALL: case TERM_ASSERT: case TERM_INLINE_ASM:
        if (t->target != MIR_NO_BLOCK) out[(*n)++] = t->target;
        if (has_unwind(t)) out[(*n)++] = t->unwind;
        break;
    case TERM_YIELD:
        out[(*n)++] = t->target;
        out[(*n)++] = t->drop;
        break;
    default: break;
    }
}

static void retarget(MirTerm *t, const uint32_t *bmap) {
    if (t->kind == TERM_SWITCH_INT)
        for (uint32_t i = 0; i <= t->nvalues; i++) t->targets[i] = bmap[t->targets[i]];
    else if (t->target != MIR_NO_BLOCK)
        t->target = bmap[t->target];
    if (t->kind == TERM_YIELD) t->drop = bmap[t->drop];
    if (has_unwind(t)) t->unwind = bmap[t->unwind];
}

static bool block_is_empty(const BBData *d) {
    for (uint32_t i = 0; i < d->stmts.len; i++)
        if (d->stmts.data[i].kind != MSTMT_NOP) return false;
    return true;
}

/* Where a jump to bb really lands: through blocks that only `goto`. */
static MirBlock thread(Builder *b, MirBlock bb) {
    for (uint32_t hops = 0; hops < 64; hops++) {
        BBData *d = &b->blocks.data[bb];
        if (!block_is_empty(d) || d->term.kind != TERM_GOTO || d->term.target == bb) return bb;
        bb = d->term.target;
    }
    return bb;
}

static void thread_jumps(Builder *b) {
    for (MirBlock i = 0; i < b->blocks.len; i++) {
        MirTerm *t = &b->blocks.data[i].term;
        if (t->kind == TERM_SWITCH_INT)
            for (uint32_t j = 0; j <= t->nvalues; j++) t->targets[j] = thread(b, t->targets[j]);
        else if (t->kind != TERM_RETURN && t->kind != TERM_UNREACHABLE && t->target != MIR_NO_BLOCK)
            t->target = thread(b, t->target);
        if (t->kind == TERM_YIELD) t->drop = thread(b, t->drop);
        if (has_unwind(t)) {
            /* a cleanup left with nothing to drop: no unwind edge */
            t->unwind = thread(b, t->unwind);
            if (b->blocks.data[t->unwind].term.kind == TERM_RESUME && block_is_empty(&b->blocks.data[t->unwind])) t->unwind = 0;
        }
    }
}

const MirBody *mb_finish(Builder *b) {
    if (b->body && !b->failed) {
        mb_check_moves(b);
        mb_lint_packed_refs(b);
    }
    mb_elaborate_drops(b);
    uint32_t nb = b->blocks.len;
    /* unterminated blocks are unreachable code */
    for (MirBlock i = 0; i < nb; i++)
        if (!b->blocks.data[i].terminated) {
            b->blocks.data[i].terminated = true;
            b->blocks.data[i].term = (MirTerm){.kind = TERM_UNREACHABLE, .target = MIR_NO_BLOCK};
        }
    thread_jumps(b);
    /* reachable blocks, numbered in reverse postorder of a depth-first
     * walk that visits a switch's targets in order: the text reads top
     * down (a `then` branch before its `else`, loops after their head) */
    bool *reach = calloc(nb, 1);
    uint32_t *stack = malloc(sizeof *stack * (nb + 1)), *child = calloc(nb, sizeof *child), sp = 0;
    uint32_t *post = malloc(sizeof *post * (nb + 1)), npost = 0;
    MirBlock *ss = malloc(sizeof *ss * 2);
    stack[sp++] = 0;
    reach[0] = true;
    while (sp) {
        MirBlock bb = stack[sp - 1];
        const MirTerm *t = &b->blocks.data[bb].term;
        ss = realloc(ss, sizeof *ss * (t->kind == TERM_SWITCH_INT ? t->nvalues + 2 : 3));
        uint32_t n;
        succs(t, ss, &n);
        while (child[bb] < n && reach[ss[child[bb]]]) child[bb]++;
        if (child[bb] < n) {
            MirBlock s = ss[child[bb]++];
            reach[s] = true;
            stack[sp++] = s;
        } else {
            post[npost++] = bb;
            sp--;
        }
    }
    free(ss);
    free(child);
    if (b->body) mb_check_reassign(b, reach);
    uint32_t *bmap = malloc(sizeof *bmap * nb), nreach = npost;
    for (MirBlock i = 0; i < nb; i++) bmap[i] = MIR_NO_BLOCK;
    for (uint32_t i = 0; i < npost; i++) bmap[post[i]] = npost - 1 - i;
    free(post);

    /* used locals: return place, args, user variables and what blocks mention */
    uint32_t nl = b->locals.len;
    bool *used = calloc(nl, 1);
    for (MirLocal l = 0; l < nl; l++)
        if (l <= b->arg_count || b->locals.data[l].is_user_var) used[l] = true;
    for (MirBlock i = 0; i < nb; i++) {
        if (!reach[i]) continue;
        BBData *d = &b->blocks.data[i];
        for (uint32_t j = 0; j < d->stmts.len; j++) visit_stmt(b->a, &d->stmts.data[j], used, NULL);
        visit_term(b->a, &d->term, used, NULL);
    }
    uint32_t *lmap = malloc(sizeof *lmap * nl), nused = 0;
    for (MirLocal l = 0; l < nl; l++) lmap[l] = used[l] ? nused++ : 0;

    MirBody *body = ARENA_NEW(b->a, MirBody);
    body->def = b->def;
    body->kind = b->kind;
    body->arg_count = b->arg_count;
    body->spread_last_arg = b->spread_last_arg;
    body->c_variadic = b->c_variadic;
    body->span = b->span;
    body->nlocals = nused;
    body->locals = ARENA_ARRAY(b->a, MirLocalDecl, nused ? nused : 1);
    for (MirLocal l = 0; l < nl; l++)
        if (used[l]) body->locals[lmap[l]] = b->locals.data[l];
    body->nblocks = nreach;
    body->blocks = ARENA_ARRAY(b->a, MirBasicBlock, nreach ? nreach : 1);
    for (MirBlock i = 0; i < nb; i++) {
        if (!reach[i]) continue;
        BBData *d = &b->blocks.data[i];
        MirBasicBlock *out = &body->blocks[bmap[i]];
        uint32_t n = 0;
        for (uint32_t j = 0; j < d->stmts.len; j++) {
            MirStmt *st = &d->stmts.data[j];
            if (st->kind == MSTMT_NOP) continue;
            if ((st->kind == MSTMT_STORAGE_LIVE || st->kind == MSTMT_STORAGE_DEAD) && !used[st->local]) continue;
            d->stmts.data[n++] = *st;
        }
        for (uint32_t j = 0; j < n; j++) visit_stmt(b->a, &d->stmts.data[j], NULL, lmap);
        out->stmts = n ? arena_memdup(b->a, d->stmts.data, sizeof(MirStmt) * n, _Alignof(MirStmt)) : NULL;
        out->nstmts = n;
        out->term = d->term;
        out->is_cleanup = d->is_cleanup;
        visit_term(b->a, &out->term, NULL, lmap);
        retarget(&out->term, bmap);
    }
    free(reach);
    free(stack);
    free(bmap);
    free(used);
    free(lmap);
    return body;
}
