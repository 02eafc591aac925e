/* shim.c — MIR bodies that have no source: drop glue, Fn* shims for fn
 * items and pointers, FnOnce for Fn/FnMut closures, built-in Clone,
 * vtable shims for by-value methods, and tuple constructors used as fn
 * values.
 *
 * Takes: a monomorphic Instance (ty.h) or a constructor's DefId.
 * Gives: a MirBody of kind MIR_SHIM (cached per instance). Drop glue of
 * T: `fn drop_in_place(_1: *mut T)` calls <T as Drop>::drop(&mut *_1)
 * when T has a Drop impl, then drops the fields (struct, tuple,
 * closure), the active variant's fields (enum: a switch on the
 * discriminant) or the elements (array, slice: a loop); a Box's
 * contents, then its allocation (the box_free lang item).
 *
 * With panic=unwind the shims clean up as rustc's do: when Drop::drop or
 * a field's drop panics, the fields after it are still dropped (the
 * elements after it, a Box's allocation); a FnOnce shim of a Fn closure
 * drops the closure; a clone shim the fields it already cloned. */
#include "mir_priv.h"

#include <string.h>

static void shim_init(Builder *b, TyCtxt *tcx, DefId def) {
    mb_builder_init(b, tcx, def);
    b->kind = MIR_SHIM;
    b->env = (ParamEnv){0};
    b->cur = mb_new_block(b);
}

static TyId unit(Builder *b) { return ty_common(b->tcx)->unit; }

/* unwind: the cleanup a panic in the callee goes to (0: none). */
static void call(Builder *b, Place dest, DefId fn, ArgsId args, Operand *ops, uint32_t n, MirBlock unwind) {
    /* a #[track_caller] callee gets the shim's span as its location */
    MirBlock at = b->cur;
    mb_call_term(b, dest, mb_const_fn(b, fn, args), ops, n, b->span, fn);
    if (unwind && b->blocks.data[at].term.kind == TERM_CALL) b->blocks.data[at].term.unwind = unwind;
}

/* A cleanup block that drops p (of type t) and goes on to next; next
 * itself when p needs no drop or panics abort. */
static MirBlock cleanup_drop(Builder *b, Place p, TyId t, MirBlock next) {
    if (b->no_unwind || !mb_needs_drop(b, t)) return next;
    return mb_cleanup_drop(b, p, next, b->span);
}

static Operand ref_to(Builder *b, Place p, TyId pointee, bool mutbl) {
    MirLocal t = mb_new_temp(b, ty_ref(b->tcx, pointee, mutbl), b->span);
    mb_assign(b, mb_place(t), (Rvalue){.kind = RV_REF, .mutbl = mutbl, .place = p, .active_field = -1}, b->span);
    return mb_move_op(mb_place(t));
}

static void drop_if_needed(Builder *b, Place p, TyId t, MirBlock unwind) {
    if (!mb_needs_drop(b, t)) return;
    MirBlock next = mb_new_block(b);
    MirTerm *term = mb_terminate(b, TERM_DROP, b->span);
    term->place = p;
    term->target = next;
    term->unwind = unwind;
    b->cur = next;
}

/* The cleanup chains of fields [i, n) of p (variant v), i = 0..n: out[i]
 * drops field i and the ones after it, out[n] is `after`. */
static MirBlock *field_chains(Builder *b, Place p, TyId t, uint32_t v, uint32_t n, MirBlock after) {
    MirBlock *out = ARENA_ARRAY(b->a, MirBlock, n + 1);
    out[n] = after;
    for (uint32_t i = n; i-- > 0;) {
        TyId ft = mb_field_ty(b, t, v, i);
        out[i] = cleanup_drop(b, mb_field(b, p, i, ft), ft, out[i + 1]);
    }
    return out;
}

/* chains: field_chains (a panic in field i's drop drops the ones after it) */
static void drop_fields(Builder *b, Place p, TyId t, uint32_t variant, uint32_t nfields, const MirBlock *chains) {
    for (uint32_t i = 0; i < nfields; i++) {
        TyId ft = mb_field_ty(b, t, variant, i);
        drop_if_needed(b, mb_field(b, p, i, ft), ft, chains ? chains[i + 1] : 0);
    }
}

/* for i in 0..len { drop(p[i]) }; a panic in one drops the ones after it
 * (the same loop in cleanup blocks, then `after`: 0 is RESUME). */
static void drop_elements(Builder *b, Place p, TyId elem, MirBlock after) {
    if (!mb_needs_drop(b, elem)) return;
    TyId usize = ty_common(b->tcx)->usize, bool_ = ty_common(b->tcx)->bool_;
    MirLocal len = mb_new_temp(b, usize, b->span), i = mb_new_temp(b, usize, b->span), c = mb_new_temp(b, bool_, b->span);
    mb_assign(b, mb_place(len), (Rvalue){.kind = RV_LEN, .place = p, .active_field = -1}, b->span);
    mb_assign_use(b, mb_place(i), mb_const_usize(b, 0), b->span);
    Place elem_place = mb_project(b, p, (ProjElem){.kind = PROJ_INDEX, .index = i});
    MirBlock unwind = 0;
    if (!b->no_unwind) {
        /* cleanup: i += 1; while i < len { drop(p[i]); i += 1 } */
        MirBlock save = b->cur;
        if (!after) after = mb_resume_block(b);
        b->in_cleanup = true;
        MirBlock next = mb_new_block(b), chead = mb_new_block(b), cbody = mb_new_block(b);
        unwind = b->cur = next;
        mb_assign(b, mb_place(i), mb_rv_binary(b, MBIN_ADD, mb_copy(mb_place(i)), mb_const_usize(b, 1)), b->span);
        mb_goto(b, chead, b->span);
        b->cur = chead;
        mb_assign(b, mb_place(c), mb_rv_binary(b, MBIN_LT, mb_copy(mb_place(i)), mb_copy(mb_place(len))), b->span);
        mb_switch_bool(b, mb_move_op(mb_place(c)), cbody, after, b->span);
        b->cur = cbody;
        drop_if_needed(b, elem_place, elem, 0);
        mb_goto(b, next, b->span);
        b->in_cleanup = false;
        b->cur = save;
    }
    MirBlock head = mb_new_block(b), body = mb_new_block(b), exit = mb_new_block(b);
    mb_goto(b, head, b->span);
    b->cur = head;
    mb_assign(b, mb_place(c), mb_rv_binary(b, MBIN_LT, mb_copy(mb_place(i)), mb_copy(mb_place(len))), b->span);
    mb_switch_bool(b, mb_move_op(mb_place(c)), body, exit, b->span);
    b->cur = body;
    drop_if_needed(b, elem_place, elem, unwind);
    mb_assign(b, mb_place(i), mb_rv_binary(b, MBIN_ADD, mb_copy(mb_place(i)), mb_const_usize(b, 1)), b->span);
    mb_goto(b, head, b->span);
    b->cur = exit;
}

/* A cleanup block that frees Box p's allocation (its contents dropped
 * or being dropped), then resumes. */
static MirBlock cleanup_box_free(Builder *b, Place p, TyId t) {
    if (b->no_unwind) return 0;
    MirBlock save = b->cur;
    b->in_cleanup = true;
    MirBlock bb = b->cur = mb_new_block(b);
    mb_box_free(b, p, t);
    mb_goto(b, mb_resume_block(b), b->span);
    b->in_cleanup = false;
    b->cur = save;
    return bb;
}

/* An enum's cleanup: a switch on the discriminant to the chain of the
 * variant's fields (0 when no variant has one). */
static MirBlock cleanup_variant_fields(Builder *b, Place p, TyId t, const AdtDef *adt) {
    uint32_t nv = adt->nvariants;
    uint64_t *lo = calloc(nv, sizeof *lo), *hi = calloc(nv, sizeof *hi);
    MirBlock *targets = calloc(nv, sizeof *targets);
    bool any = false;
    for (uint32_t v = 0; v < nv; v++) {
        lo[v] = v;
        ty_discriminant(b->tcx, adt->def, v, &lo[v], &hi[v]);
        Place vp = mb_downcast(b, p, v);
        targets[v] = field_chains(b, vp, t, v, adt->variants[v].nfields, 0)[0];
        any |= targets[v] != 0;
    }
    MirBlock bb = 0;
    if (any) {
        MirBlock resume = mb_resume_block(b), save = b->cur;
        for (uint32_t v = 0; v < nv; v++)
            if (!targets[v]) targets[v] = resume;
        b->in_cleanup = true;
        bb = b->cur = mb_new_block(b);
        MirLocal dl = mb_new_temp(b, ty_discr_ty(b->tcx, adt->def), b->span);
        mb_assign(b, mb_place(dl), (Rvalue){.kind = RV_DISCRIMINANT, .place = p, .active_field = -1}, b->span);
        mb_switch_int(b, mb_move_op(mb_place(dl)), lo, hi, nv, targets, resume, b->span);
        b->in_cleanup = false;
        b->cur = save;
    }
    free(lo);
    free(hi);
    free(targets);
    return bb;
}

static void drop_adt(Builder *b, Place p, TyId t) {
    const TyData *d = ty_get(b->tcx, t);
    const AdtDef *adt = ty_adt_def(b->tcx, d->adt.def);
    if (!adt) return;
    bool fields = adt->lang != LANG_MANUALLY_DROP && adt->kind != ADT_UNION;
    bool is_box = fields && adt->lang == LANG_OWNED_BOX;
    DefId drop_trait = hir_lang_item(b->hir, LANG_DROP);
    bool has_drop = drop_trait.i && ty_implements(b->tcx, NULL, b->env, t, drop_trait, NULL, 0);
    /* what a panic in Drop::drop leaves to drop: the fields (a Box: its
     * contents and allocation; an enum: its variant's) */
    MirBlock *chains = NULL, box_free = 0, after_drop = 0;
    if (is_box) {
        box_free = cleanup_box_free(b, p, t);
        after_drop = cleanup_drop(b, mb_deref(b, p), mb_deref_ty(b, t), box_free);
    } else if (fields && adt->kind == ADT_STRUCT) {
        chains = field_chains(b, p, t, 0, adt->variants[0].nfields, 0);
        after_drop = chains[0];
    } else if (fields && has_drop && !b->no_unwind && adt->nvariants) {
        after_drop = cleanup_variant_fields(b, p, t, adt);
    }
    if (has_drop) {
        DefId m = mb_trait_method(b, LANG_DROP, "drop");
        Operand arg = ref_to(b, p, t, true);
        MirLocal u = mb_new_temp(b, unit(b), b->span);
        call(b, mb_place(u), m, ty_intern_args(b->tcx, &t, 1), &arg, 1, after_drop);
    }
    if (!fields) return;
    if (is_box) {
        /* the contents, then the allocation */
        TyId inner = mb_deref_ty(b, t);
        drop_if_needed(b, mb_deref(b, p), inner, box_free);
        mb_box_free(b, p, t);
        return;
    }
    if (adt->kind == ADT_STRUCT) {
        drop_fields(b, p, t, 0, adt->variants[0].nfields, chains);
        return;
    }
    /* enum: switch on the discriminant, drop the variant's fields */
    uint32_t nv = adt->nvariants;
    if (!nv) return;
    MirBlock join = mb_new_block(b);
    uint64_t *lo = calloc(nv, sizeof *lo), *hi = calloc(nv, sizeof *hi);
    MirBlock *targets = calloc(nv, sizeof *targets);
    for (uint32_t v = 0; v < nv; v++) {
        lo[v] = v;
        ty_discriminant(b->tcx, adt->def, v, &lo[v], &hi[v]);
        targets[v] = mb_new_block(b);
    }
    MirLocal dl = mb_new_temp(b, ty_discr_ty(b->tcx, adt->def), b->span);
    mb_assign(b, mb_place(dl), (Rvalue){.kind = RV_DISCRIMINANT, .place = p, .active_field = -1}, b->span);
    MirBlock unreach = mb_new_block(b);
    mb_switch_int(b, mb_move_op(mb_place(dl)), lo, hi, nv, targets, unreach, b->span);
    b->cur = unreach;
    mb_terminate(b, TERM_UNREACHABLE, b->span);
    for (uint32_t v = 0; v < nv; v++) {
        b->cur = targets[v];
        Place vp = mb_downcast(b, p, v);
        uint32_t nf = adt->variants[v].nfields;
        drop_fields(b, vp, t, v, nf, field_chains(b, vp, t, v, nf, 0));
        mb_goto(b, join, b->span);
    }
    b->cur = join;
    free(lo);
    free(hi);
    free(targets);
}

static const MirBody *drop_glue(TyCtxt *tcx, const Instance *inst) {
    if (ty_args_len(tcx, inst->args) && ty_kind(tcx, ty_args(tcx, inst->args)[0]) == TYK_GENERATOR) {
        /* a generator's drop fn, made for this generator's args */
        const TyData *gd = ty_get(tcx, ty_args(tcx, inst->args)[0]);
        const MirGenerator *g = mir_generator(tcx, gd->adt.def);
        return g ? mir_subst_body(tcx, g->drop, gd->adt.args) : NULL;
    }
    Builder bs, *b = &bs;
    shim_init(b, tcx, inst->def);
    TyId t = ty_args_len(tcx, inst->args) ? ty_args(tcx, inst->args)[0] : unit(b);
    mb_new_temp(b, unit(b), b->span);
    mb_new_local(b, ty_raw_ptr(tcx, t, true), b->span);
    b->arg_count = 1;
    Place p = mb_deref(b, mb_place(1));
    const TyData *d = ty_get(tcx, t);
    switch (d->kind) {
    case TYK_ADT: drop_adt(b, p, t); break;
    case TYK_TUPLE: {
        uint32_t n = ty_args_len(tcx, d->tuple);
        drop_fields(b, p, t, 0, n, field_chains(b, p, t, 0, n, 0));
        break;
    }
    case TYK_CLOSURE: {
        uint32_t n = ty_args_len(tcx, d->adt.args);
        TyId up = n ? ty_args(tcx, d->adt.args)[n - 1] : unit(b);
        uint32_t nf = ty_kind(tcx, up) == TYK_TUPLE ? ty_args_len(tcx, ty_get(tcx, up)->tuple) : 0;
        drop_fields(b, p, t, 0, nf, field_chains(b, p, t, 0, nf, 0));
        break;
    }
    case TYK_ARRAY: drop_elements(b, p, d->array.elem, 0); break;
    case TYK_SLICE: drop_elements(b, p, d->elem, 0); break;
    case TYK_DYN: {
        /* codegen drops a dyn place through its vtable */
        MirBlock next = mb_new_block(b);
        MirTerm *term = mb_terminate(b, TERM_DROP, b->span);
        term->place = p;
        term->target = next;
        b->cur = next;
        break;
    }
    default: break;
    }
    mb_assign_use(b, mb_place(0), mb_const_unit(b), b->span);
    mb_terminate(b, TERM_RETURN, b->span);
    const MirBody *out = mb_finish(b);
    mb_builder_free(b);
    return out;
}

/* The self type a Fn* method takes (&F for call, &mut F for call_mut, F
 * for call_once), read from the method's declared signature with the
 * trait's arguments [F, Args]. */
static TyId fn_self_ty(TyCtxt *tcx, DefId method, ArgsId trait_args) {
    FnSig sig = ty_fn_sig(tcx, method);
    if (ty_args_len(tcx, sig.inputs_and_output) < 2) return ty_common(tcx)->error;
    return ty_subst(tcx, ty_args(tcx, sig.inputs_and_output)[0], trait_args);
}

/* <F as Fn*<Args>>::call*(self, args) for a fn item or fn pointer F. */
static const MirBody *fn_ptr_shim(TyCtxt *tcx, const Instance *inst) {
    if (ty_args_len(tcx, inst->args) < 2) return NULL;
    TyId f = ty_args(tcx, inst->args)[0], tup = ty_args(tcx, inst->args)[1];
    const TyData *fd = ty_get(tcx, f);
    FnSig sig;
    if (fd->kind == TYK_FN_DEF) sig = ty_subst_sig(tcx, ty_fn_sig(tcx, fd->adt.def), fd->adt.args);
    else if (fd->kind == TYK_FN_PTR) sig = fd->sig;
    else return NULL;
    uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
    Builder bs, *b = &bs;
    shim_init(b, tcx, inst->def);
    TyId self = fn_self_ty(tcx, inst->def, inst->args);
    mb_new_temp(b, ty_args(tcx, sig.inputs_and_output)[n - 1], b->span);
    mb_new_local(b, self, b->span);
    mb_new_local(b, tup, b->span);
    b->arg_count = 2;
    b->spread_last_arg = true;
    Operand func;
    if (fd->kind == TYK_FN_DEF) func = mb_const_zst(f);
    else func = mb_copy(ty_eq(self, f) ? mb_place(1) : mb_deref(b, mb_place(1)));
    uint32_t na = ty_kind(tcx, tup) == TYK_TUPLE ? ty_args_len(tcx, ty_get(tcx, tup)->tuple) : 0;
    Operand *ops = calloc(na + 1, sizeof *ops);
    for (uint32_t i = 0; i < na; i++) ops[i] = mb_move_op(mb_field(b, mb_place(2), i, ty_args(tcx, ty_get(tcx, tup)->tuple)[i]));
    mb_call_term(b, mb_place(0), func, ops, na, b->span, fd->kind == TYK_FN_DEF ? fd->adt.def : (DefId){0});
    free(ops);
    mb_terminate(b, TERM_RETURN, b->span);
    const MirBody *out = mb_finish(b);
    mb_builder_free(b);
    return out;
}

/* FnOnce::call_once(self, args) for a closure whose body is Fn/FnMut:
 * calls Fn::call(&self, args) / FnMut::call_mut(&mut self, args). */
static const MirBody *closure_once_shim(TyCtxt *tcx, const Instance *inst) {
    if (ty_args_len(tcx, inst->args) < 2) return NULL;
    TyId c = ty_args(tcx, inst->args)[0], tup = ty_args(tcx, inst->args)[1];
    if (ty_kind(tcx, c) != TYK_CLOSURE) return NULL;
    const ClosureInfo *ci = tc_closure_info(tcx, ty_get(tcx, c)->adt.def);
    if (!ci) return NULL;
    Builder bs, *b = &bs;
    shim_init(b, tcx, inst->def);
    uint32_t n = ty_args_len(tcx, ci->sig.inputs_and_output);
    ArgsId cargs = ty_get(tcx, c)->adt.args;
    TyId out = ty_subst(tcx, ty_args(tcx, ci->sig.inputs_and_output)[n - 1], cargs);
    mb_new_temp(b, out, b->span);
    mb_new_local(b, c, b->span);
    mb_new_local(b, tup, b->span);
    b->arg_count = 2;
    b->spread_last_arg = true;
    bool mutbl = ci->kind == CLOSURE_FN_MUT;
    DefId m = mutbl ? mb_trait_method(b, LANG_FN_MUT, "call_mut") : mb_trait_method(b, LANG_FN, "call");
    Operand ops[2] = {ref_to(b, mb_place(1), c, mutbl), mb_move_op(mb_place(2))};
    TyId margs[2] = {c, tup};
    /* a panic in the body: the closure is dropped all the same */
    call(b, mb_place(0), m, ty_intern_args(tcx, margs, 2), ops, 2, cleanup_drop(b, mb_place(1), c, 0));
    drop_if_needed(b, mb_place(1), c, 0);
    mb_terminate(b, TERM_RETURN, b->span);
    const MirBody *body = mb_finish(b);
    mb_builder_free(b);
    return body;
}

/* Built-in Clone::clone(&self) for Copy types, tuples and closures. */
static const MirBody *clone_shim(TyCtxt *tcx, const Instance *inst) {
    if (!ty_args_len(tcx, inst->args)) return NULL;
    TyId t = ty_args(tcx, inst->args)[0];
    Builder bs, *b = &bs;
    shim_init(b, tcx, inst->def);
    mb_new_temp(b, t, b->span);
    mb_new_local(b, ty_ref(tcx, t, false), b->span);
    b->arg_count = 1;
    Place self = mb_deref(b, mb_place(1));
    const TyData *d = ty_get(tcx, t);
    if (mb_is_copy(b, t)) {
        mb_assign_use(b, mb_place(0), mb_copy(self), b->span);
    } else if (d->kind == TYK_TUPLE || d->kind == TYK_CLOSURE) {
        TyId up = t;
        if (d->kind == TYK_CLOSURE) {
            uint32_t n = ty_args_len(tcx, d->adt.args);
            up = ty_args(tcx, d->adt.args)[n - 1];
        }
        uint32_t nf = ty_args_len(tcx, ty_get(tcx, up)->tuple);
        Operand *ops = ARENA_ARRAY(b->a, Operand, nf ? nf : 1);
        MirBlock clones = 0;
        for (uint32_t i = 0; i < nf; i++) {
            TyId ft = ty_args(tcx, ty_get(tcx, up)->tuple)[i];
            Place fp = mb_field(b, self, i, ft);
            if (mb_is_copy(b, ft)) {
                ops[i] = mb_copy(fp);
                continue;
            }
            MirLocal r = mb_new_temp(b, ft, b->span);
            Operand arg = ref_to(b, fp, ft, false);
            /* a panic drops the clones made so far */
            call(b, mb_place(r), inst->def, ty_intern_args(tcx, &ft, 1), &arg, 1, clones);
            ops[i] = mb_move_op(mb_place(r));
            clones = cleanup_drop(b, mb_place(r), ft, clones);
        }
        Rvalue rv = {.kind = RV_AGGREGATE, .agg = d->kind == TYK_TUPLE ? AGG_TUPLE : AGG_CLOSURE, .ops = ops, .nops = nf,
                     .ty = t, .active_field = -1};
        if (d->kind == TYK_CLOSURE) {
            rv.def = d->adt.def;
            rv.args = d->adt.args;
        }
        mb_assign(b, mb_place(0), rv, b->span);
    } else {
        mb_builder_free(b);
        return NULL;
    }
    mb_terminate(b, TERM_RETURN, b->span);
    const MirBody *out = mb_finish(b);
    mb_builder_free(b);
    return out;
}

/* A by-value `self` method through a vtable: fn(_1: *mut Self, args..)
 * calls the method with *_1 moved out. */
static const MirBody *vtable_shim(TyCtxt *tcx, const Instance *inst) {
    FnSig sig = ty_subst_sig(tcx, ty_fn_sig(tcx, inst->def), inst->args);
    uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
    if (n < 2) return NULL;
    const TyId *io = ty_args(tcx, sig.inputs_and_output);
    Builder bs, *b = &bs;
    shim_init(b, tcx, inst->def);
    mb_new_temp(b, io[n - 1], b->span);
    mb_new_local(b, ty_raw_ptr(tcx, io[0], true), b->span);
    for (uint32_t i = 1; i + 1 < n; i++) mb_new_local(b, io[i], b->span);
    b->arg_count = n - 1;
    Operand *ops = calloc(n, sizeof *ops);
    ops[0] = mb_move_op(mb_deref(b, mb_place(1)));
    for (uint32_t i = 1; i + 1 < n; i++) ops[i] = mb_move_op(mb_place(i + 1));
    call(b, mb_place(0), inst->def, inst->args, ops, n - 1, 0);
    free(ops);
    mb_terminate(b, TERM_RETURN, b->span);
    const MirBody *out = mb_finish(b);
    mb_builder_free(b);
    return out;
}

/* A virtual method whose address is taken: `fn(self: &dyn Tr, args..)`
 * calling the method with Self = dyn Tr (codegen makes that call through
 * the vtable). */
static const MirBody *virtual_shim(TyCtxt *tcx, const Instance *inst) {
    FnSig sig = ty_subst_sig(tcx, ty_fn_sig(tcx, inst->def), inst->args);
    uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
    if (!n) return NULL;
    const TyId *io = ty_args(tcx, sig.inputs_and_output);
    Builder bs, *b = &bs;
    shim_init(b, tcx, inst->def);
    mb_new_temp(b, io[n - 1], b->span);
    for (uint32_t i = 0; i + 1 < n; i++) mb_new_local(b, io[i], b->span);
    b->arg_count = n - 1;
    Operand *ops = ARENA_ARRAY(b->a, Operand, n);
    for (uint32_t i = 0; i + 1 < n; i++) ops[i] = mb_move_op(mb_place(i + 1));
    call(b, mb_place(0), inst->def, inst->args, ops, n - 1, 0);
    mb_terminate(b, TERM_RETURN, b->span);
    const MirBody *out = mb_finish(b);
    mb_builder_free(b);
    return out;
}

const MirBody *mir_shim(TyCtxt *tcx, const Instance *inst) {
    HashMap *cache = mb_shim_cache(tcx);
    uint64_t key = hash_u64(((uint64_t)inst->kind << 56) ^ ((uint64_t)inst->def.i << 24) ^ inst->args.i ^
                            ((uint64_t)inst->vtable_index << 40)), v;
    if (hmap_get(cache, key, &v)) return (const MirBody *)(uintptr_t)v;
    const MirBody *b = NULL;
    switch (inst->kind) {
    case INST_DROP_GLUE: b = drop_glue(tcx, inst); break;
    case INST_FN_PTR_SHIM: b = fn_ptr_shim(tcx, inst); break;
    case INST_CLOSURE_ONCE_SHIM: b = closure_once_shim(tcx, inst); break;
    case INST_CLONE_SHIM: b = clone_shim(tcx, inst); break;
    case INST_VTABLE_SHIM: b = vtable_shim(tcx, inst); break;
    case INST_VIRTUAL: b = virtual_shim(tcx, inst); break;
    case INST_ITEM: b = mir_body(tcx, inst->def); break;
    default: break;
    }
    if (b) hmap_put(cache, key, (uint64_t)(uintptr_t)b);
    return b;
}

/* A tuple struct's or tuple variant's constructor used as a fn value:
 * fn(_1: A, _2: B) -> S { _0 = S(move _1, move _2); return; } */
const MirBody *mir_ctor_body(TyCtxt *tcx, DefId ctor) {
    FnSig sig = ty_fn_sig(tcx, ctor);
    uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
    if (!n) return NULL;
    const TyId *io = ty_args(tcx, sig.inputs_and_output);
    TyId out = io[n - 1];
    if (ty_kind(tcx, out) != TYK_ADT) return NULL;
    Builder bs, *b = &bs;
    shim_init(b, tcx, ctor);
    b->env = ty_param_env(tcx, ctor);
    b->span = res_def(ty_resolver(tcx), ctor)->span;
    mb_new_temp(b, out, b->span);
    for (uint32_t i = 0; i + 1 < n; i++) mb_new_local(b, io[i], b->span);
    b->arg_count = n - 1;
    Operand *ops = ARENA_ARRAY(b->a, Operand, n);
    for (uint32_t i = 0; i + 1 < n; i++) ops[i] = mb_move_op(mb_place(i + 1));
    const TyData *d = ty_get(tcx, out);
    Rvalue rv = {.kind = RV_AGGREGATE, .agg = AGG_ADT, .ops = ops, .nops = n - 1, .ty = out, .def = d->adt.def,
                 .args = d->adt.args, .variant = ty_variant_index(tcx, ctor), .active_field = -1};
    mb_assign(b, mb_place(0), rv, b->span);
    mb_terminate(b, TERM_RETURN, b->span);
    const MirBody *body = mb_finish(b);
    mb_builder_free(b);
    return body;
}
