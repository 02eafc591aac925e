/* cg_body.c — MIR bodies to libgccjit functions: places, operands,
 * rvalues, statements and terminators.
 *
 * Takes: a MonoItem of kind FN (its MIR from mir_body / mir_shim, made
 * monomorphic with its args). Gives: the body of its declared
 * gcc_jit_function. Every MIR local is a GCC local of its type's
 * representation (cg_priv.h); parameters are copied into them on entry. */
#include "cg_priv.h"

/* ---- small helpers ---- */

static gcc_jit_context *C(CgFx *fx) { return fx->cx->ctxt; }

gcc_jit_rvalue *cg_usize(CgCtx *cx, uint64_t v) {
    return gcc_jit_context_new_rvalue_from_long(cx->ctxt, cx->t_usize, (long)v);
}

/* An integer constant of GCC type t from 128 bits (lo, hi). libgccjit
 * 12 has no 128-bit literals: build (hi << 64) | lo. */
gcc_jit_rvalue *cg_const_int(CgCtx *cx, gcc_jit_type *t, uint64_t lo, uint64_t hi, bool wide) {
    gcc_jit_context *c = cx->ctxt;
    if (t == cx->t_bool) return gcc_jit_context_new_cast(c, NULL, gcc_jit_context_new_rvalue_from_int(c, cx->t_int, lo != 0), t);
    if (!wide) return gcc_jit_context_new_rvalue_from_long(c, t, (long)lo);
    gcc_jit_rvalue *h = gcc_jit_context_new_cast(c, NULL, gcc_jit_context_new_rvalue_from_long(c, cx->t_u64, (long)hi), cx->t_u128);
    gcc_jit_rvalue *l = gcc_jit_context_new_cast(c, NULL, gcc_jit_context_new_rvalue_from_long(c, cx->t_u64, (long)lo), cx->t_u128);
    h = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LSHIFT, cx->t_u128, h,
                                      gcc_jit_context_new_rvalue_from_int(c, cx->t_u128, 64));
    gcc_jit_rvalue *v = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_OR, cx->t_u128, h, l);
    return t == cx->t_u128 ? v : gcc_jit_context_new_cast(c, NULL, v, t);
}

gcc_jit_lvalue *cg_temp(CgFx *fx, gcc_jit_type *t) {
    char name[24];
    snprintf(name, sizeof name, "t%u", fx->ntemps++);
    return gcc_jit_function_new_local(fx->fn, NULL, t, name);
}

gcc_jit_rvalue *cg_addr_add(CgFx *fx, gcc_jit_rvalue *addr, gcc_jit_rvalue *off) {
    off = gcc_jit_context_new_cast(C(fx), NULL, off, fx->cx->t_isize);
    return gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(C(fx), fx->loc, addr, off), fx->loc);
}

gcc_jit_rvalue *cg_addr_off(CgFx *fx, gcc_jit_rvalue *addr, uint64_t off) {
    if (off == 0) return addr;
    return cg_addr_add(fx, addr, gcc_jit_context_new_rvalue_from_long(C(fx), fx->cx->t_isize, (long)off));
}

/* The memory at addr (u8*) seen as a GCC type. */
gcc_jit_lvalue *cg_mem(CgFx *fx, gcc_jit_rvalue *addr, gcc_jit_type *t) {
    if (t == fx->cx->t_u128) t = fx->cx->t_u128_mem;
    else if (t == fx->cx->t_i128) t = fx->cx->t_i128_mem;
    gcc_jit_rvalue *p = gcc_jit_context_new_cast(C(fx), fx->loc, addr, gcc_jit_type_get_pointer(t));
    return gcc_jit_rvalue_dereference(p, fx->loc);
}

gcc_jit_rvalue *cg_place_addr(CgFx *fx, const CgPlace *p) {
    if (p->lv)
        return gcc_jit_context_new_cast(C(fx), fx->loc, gcc_jit_lvalue_get_address(p->lv, fx->loc), fx->cx->t_ptr);
    return p->addr;
}

gcc_jit_lvalue *cg_place_lv(CgFx *fx, const CgPlace *p) {
    if (p->lv) return p->lv;
    return cg_mem(fx, p->addr, cg_type(fx->cx, p->ty));
}

static bool types_match(gcc_jit_type *a, gcc_jit_type *b) { return a == b; }

static bool is_gcc_arith(CgCtx *cx, gcc_jit_type *t) {
    return t == cx->t_bool || t == cx->t_u8 || t == cx->t_u16 || t == cx->t_u32 || t == cx->t_u64 ||
           t == cx->t_u128 || t == cx->t_i8 || t == cx->t_i16 || t == cx->t_i32 || t == cx->t_i64 ||
           t == cx->t_i128 || t == cx->t_f32 || t == cx->t_f64 || t == cx->t_int || t == cx->t_uint;
}

/* Reinterprets a value as another type of the same size through memory. */
gcc_jit_rvalue *cg_transmute(CgFx *fx, gcc_jit_rvalue *v, gcc_jit_type *to) {
    gcc_jit_type *from = gcc_jit_rvalue_get_type(v);
    if (types_match(from, to)) return v;
    if (from == fx->cx->t_ptr && is_gcc_arith(fx->cx, to))
        return gcc_jit_context_new_cast(C(fx), NULL, gcc_jit_context_new_bitcast(C(fx), NULL, v, fx->cx->t_usize), to);
    gcc_jit_lvalue *tmp = cg_temp(fx, from);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, tmp, v);
    gcc_jit_rvalue *a = gcc_jit_context_new_cast(C(fx), NULL, gcc_jit_lvalue_get_address(tmp, NULL), fx->cx->t_ptr);
    return gcc_jit_lvalue_as_rvalue(cg_mem(fx, a, to));
}

/* lv = rv, converting between representations when they differ (a
 * foreign declaration's type vs the caller's, say). */
void cg_assign(CgFx *fx, gcc_jit_lvalue *lv, gcc_jit_rvalue *rv) {
    gcc_jit_type *lt = gcc_jit_rvalue_get_type(gcc_jit_lvalue_as_rvalue(lv));
    gcc_jit_type *rt = gcc_jit_rvalue_get_type(rv);
    if (!types_match(lt, rt)) {
        if (is_gcc_arith(fx->cx, lt) && is_gcc_arith(fx->cx, rt)) rv = gcc_jit_context_new_cast(C(fx), NULL, rv, lt);
        else if (lt == fx->cx->t_ptr && rt == fx->cx->t_ptr) {}
        else rv = cg_transmute(fx, rv, lt);
    }
    gcc_jit_block_add_assignment(fx->cur, fx->loc, lv, rv);
}

/* A value of a zero-sized type: an (uninitialised) local per type. */
gcc_jit_rvalue *cg_zst_value(CgFx *fx, gcc_jit_type *t) {
    uint64_t v;
    if (!hmap_get(&fx->zst_locals, (uint64_t)(uintptr_t)t, &v)) {
        gcc_jit_lvalue *l = cg_temp(fx, t);
        v = (uint64_t)(uintptr_t)l;
        hmap_put(&fx->zst_locals, (uint64_t)(uintptr_t)t, v);
    }
    return gcc_jit_lvalue_as_rvalue((gcc_jit_lvalue *)(uintptr_t)v);
}

/* A fat pointer value (data pointer, length or vtable). */
gcc_jit_rvalue *cg_pair(CgFx *fx, TyId ty, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
    gcc_jit_lvalue *tmp = cg_temp(fx, cg_type(fx->cx, ty));
    gcc_jit_rvalue *addr = gcc_jit_context_new_cast(C(fx), NULL, gcc_jit_lvalue_get_address(tmp, NULL), fx->cx->t_ptr);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, cg_mem(fx, addr, gcc_jit_rvalue_get_type(a)), a);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, cg_mem(fx, cg_addr_off(fx, addr, 8), gcc_jit_rvalue_get_type(b)), b);
    return gcc_jit_lvalue_as_rvalue(tmp);
}

gcc_jit_rvalue *cg_pair_part(CgFx *fx, gcc_jit_rvalue *pair, uint32_t idx, gcc_jit_type *t) {
    gcc_jit_lvalue *tmp = cg_temp(fx, gcc_jit_rvalue_get_type(pair));
    gcc_jit_block_add_assignment(fx->cur, fx->loc, tmp, pair);
    gcc_jit_rvalue *addr = gcc_jit_context_new_cast(C(fx), NULL, gcc_jit_lvalue_get_address(tmp, NULL), fx->cx->t_ptr);
    return gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, addr, idx * 8), t));
}

gcc_jit_rvalue *cg_call_builtin(CgFx *fx, const char *name, uint32_t n, gcc_jit_rvalue **args) {
    gcc_jit_function *f = gcc_jit_context_get_builtin_function(C(fx), name);
    return gcc_jit_context_new_call(C(fx), fx->loc, f, (int)n, args);
}

/* cond ? a : b (libgccjit has no conditional expression: blocks). */
gcc_jit_rvalue *cg_select(CgFx *fx, gcc_jit_rvalue *cond, gcc_jit_rvalue *a, gcc_jit_rvalue *b, gcc_jit_type *t) {
    gcc_jit_lvalue *tmp = cg_temp(fx, t);
    gcc_jit_block *bt = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block *bf = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block *join = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block_end_with_conditional(fx->cur, fx->loc, cond, bt, bf);
    fx->cur = bt;
    cg_assign(fx, tmp, a);
    gcc_jit_block_end_with_jump(bt, fx->loc, join);
    fx->cur = bf;
    cg_assign(fx, tmp, b);
    gcc_jit_block_end_with_jump(bf, fx->loc, join);
    fx->cur = join;
    return gcc_jit_lvalue_as_rvalue(tmp);
}

gcc_jit_rvalue *cg_bool_not(CgFx *fx, gcc_jit_rvalue *v) {
    return gcc_jit_context_new_unary_op(C(fx), fx->loc, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, fx->cx->t_bool, v);
}

/* Ends the current block as unreachable. */
void cg_unreachable(CgFx *fx) {
    gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin(fx, "__builtin_unreachable", 0, NULL));
    if (fx->f->ret_void) {
        gcc_jit_block_end_with_void_return(fx->cur, fx->loc);
    } else {
        gcc_jit_rvalue *r = gcc_jit_lvalue_as_rvalue(fx->locals[0]);
        if (gcc_jit_rvalue_get_type(r) != fx->f->ret) r = cg_transmute(fx, r, fx->f->ret);
        gcc_jit_block_end_with_return(fx->cur, fx->loc, r);
    }
}

void cg_goto(CgFx *fx, MirBlock target) {
    if (target == MIR_NO_BLOCK) cg_unreachable(fx);
    else gcc_jit_block_end_with_jump(fx->cur, fx->loc, fx->blocks[target]);
}

static TyId fx_mono(CgFx *fx, TyId t) { return cg_mono(fx->cx, fx->inst.args, t); }

/* ---- places ---- */

static bool is_unsized(CgCtx *cx, TyId t) {
    uint8_t k = ty_kind(cx->tcx, t);
    if (k == TYK_STR || k == TYK_SLICE || k == TYK_DYN) return true;
    if (k == TYK_ADT) return cg_layout(cx, t)->is_unsized;
    if (k == TYK_TUPLE) {
        uint32_t n = ty_args_len(cx->tcx, ty_get(cx->tcx, t)->tuple);
        return n && is_unsized(cx, ty_args(cx->tcx, ty_get(cx->tcx, t)->tuple)[n - 1]);
    }
    return false;
}

/* Is the metadata of a pointer to t a vtable (t is dyn or a struct or
 * tuple whose unsized tail is)? Otherwise it is a length. */
static bool tail_is_dyn(CgCtx *cx, TyId t) {
    for (int depth = 0; depth < 64; depth++) {
        const TyData *d = ty_get(cx->tcx, t);
        if (d->kind == TYK_DYN) return true;
        if (d->kind == TYK_TUPLE && ty_args_len(cx->tcx, d->tuple)) {
            t = ty_args(cx->tcx, d->tuple)[ty_args_len(cx->tcx, d->tuple) - 1];
            continue;
        }
        if (d->kind != TYK_ADT) return false;
        const AdtDef *ad = ty_adt_def(cx->tcx, d->adt.def);
        if (!ad || ad->kind != ADT_STRUCT || ad->nvariants != 1 || !ad->variants[0].nfields) return false;
        t = ty_field_ty(cx->tcx, t, 0, ad->variants[0].nfields - 1);
    }
    return false;
}

static bool is_box(CgCtx *cx, TyId t) {
    const TyData *d = ty_get(cx->tcx, t);
    if (d->kind != TYK_ADT) return false;
    const AdtDef *a = ty_adt_def(cx->tcx, d->adt.def);
    return a && a->lang == LANG_OWNED_BOX;
}

static TyId pointee_of(CgCtx *cx, TyId t) {
    const TyData *d = ty_get(cx->tcx, t);
    if (d->kind == TYK_REF || d->kind == TYK_RAW_PTR) return d->pointee;
    if (d->kind == TYK_ADT && ty_args_len(cx->tcx, d->adt.args) > 0) return ty_args(cx->tcx, d->adt.args)[0];
    rcc_ice("codegen: deref of `%s`", ty_to_string(cx->tcx, t));
}

static TyId elem_of(CgCtx *cx, TyId t) {
    const TyData *d = ty_get(cx->tcx, t);
    if (d->kind == TYK_ARRAY) return d->array.elem;
    if (d->kind == TYK_SLICE) return d->elem;
    if (d->kind == TYK_STR) return ty_common(cx->tcx)->u8;
    rcc_ice("codegen: index into `%s`", ty_to_string(cx->tcx, t));
}

static gcc_jit_rvalue *place_len(CgFx *fx, const CgPlace *p) {
    const TyData *d = ty_get(fx->cx->tcx, p->ty);
    if (d->kind == TYK_ARRAY) return cg_usize(fx->cx, d->array.len);
    if (!p->meta) rcc_ice("codegen: length of a sized place");
    return p->meta;
}

/* Does the unsized tail field `fty` of `parent` start at an offset known
 * only at run time? A dyn tail (also inside a nested struct) is aligned
 * to the vtable's alignment; slices and str have their element's static
 * alignment, and packed structs do not align their fields (rustc). */
static bool tail_offset_is_dynamic(CgCtx *cx, TyId parent, TyId fty) {
    uint8_t k = ty_kind(cx->tcx, fty);
    if (k == TYK_SLICE || k == TYK_STR) return false;
    const TyData *d = ty_get(cx->tcx, parent);
    if (d->kind == TYK_ADT) {
        const AdtDef *ad = ty_adt_def(cx->tcx, d->adt.def);
        if (ad && ad->repr && ad->repr->repr_packed) return false;
    }
    return true;
}

/* The offset of an unsized tail: its unaligned offset (the end of the
 * sized prefix) rounded up to align_of_val of the tail. */
static gcc_jit_rvalue *dyn_tail_offset(CgFx *fx, uint64_t unaligned, TyId fty, gcc_jit_rvalue *meta) {
    CgCtx *cx = fx->cx;
    gcc_jit_rvalue *size, *align;
    cg_size_align_of_val(fx, fty, meta, &size, &align);
    (void)size;
    gcc_jit_rvalue *mask = gcc_jit_context_new_binary_op(C(fx), fx->loc, GCC_JIT_BINARY_OP_MINUS, cx->t_usize, align, cg_usize(cx, 1));
    gcc_jit_rvalue *up = gcc_jit_context_new_binary_op(C(fx), fx->loc, GCC_JIT_BINARY_OP_PLUS, cx->t_usize, cg_usize(cx, unaligned), mask);
    gcc_jit_rvalue *off = gcc_jit_context_new_binary_op(
        C(fx), fx->loc, GCC_JIT_BINARY_OP_BITWISE_AND, cx->t_usize, up,
        gcc_jit_context_new_unary_op(C(fx), fx->loc, GCC_JIT_UNARY_OP_BITWISE_NEGATE, cx->t_usize, mask));
    gcc_jit_lvalue *t = cg_temp(fx, cx->t_usize);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, t, off);
    return gcc_jit_lvalue_as_rvalue(t);
}

CgPlace cg_place(CgFx *fx, const Place *pl) {
    CgCtx *cx = fx->cx;
    CgPlace p = {fx->locals[pl->local], NULL, NULL, fx->local_tys[pl->local], -1};
    for (uint32_t i = 0; i < pl->nproj; i++) {
        const ProjElem *e = &pl->proj[i];
        switch (e->kind) {
        case PROJ_DEREF: {
            TyId pt = p.ty;
            TyId pointee = pointee_of(cx, pt);
            bool fat = is_unsized(cx, pointee);
            gcc_jit_rvalue *base = NULL, *addr, *meta = NULL;
            if (!fat && !is_box(cx, pt)) {
                addr = gcc_jit_lvalue_as_rvalue(cg_place_lv(fx, &p));
            } else {
                base = cg_place_addr(fx, &p);
                addr = gcc_jit_lvalue_as_rvalue(cg_mem(fx, base, cx->t_ptr));
                if (fat) {
                    gcc_jit_type *mt = tail_is_dyn(cx, pointee) ? cx->t_ptr : cx->t_usize;
                    meta = gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, base, 8), mt));
                }
            }
            /* load the pointer now: a later store through the place must
             * not see a changed pointer */
            gcc_jit_lvalue *ta = cg_temp(fx, cx->t_ptr);
            gcc_jit_block_add_assignment(fx->cur, fx->loc, ta, addr);
            if (meta) {
                gcc_jit_lvalue *tm = cg_temp(fx, gcc_jit_rvalue_get_type(meta));
                gcc_jit_block_add_assignment(fx->cur, fx->loc, tm, meta);
                meta = gcc_jit_lvalue_as_rvalue(tm);
            }
            p = (CgPlace){NULL, gcc_jit_lvalue_as_rvalue(ta), meta, pointee, -1};
            break;
        }
        case PROJ_FIELD: {
            TyId fty = fx_mono(fx, e->ty);
            const Layout *l = cg_layout(cx, p.ty);
            if (p.variant >= 0 && l->variants) l = l->variants[p.variant];
            if (e->field >= l->nfields) rcc_ice("codegen: field %u of `%s`", e->field, ty_to_string(cx->tcx, p.ty));
            gcc_jit_rvalue *meta = is_unsized(cx, fty) ? p.meta : NULL;
            gcc_jit_rvalue *addr = cg_place_addr(fx, &p);
            if (meta && tail_offset_is_dynamic(cx, p.ty, fty))
                addr = cg_addr_add(fx, addr, dyn_tail_offset(fx, l->offsets[e->field], fty, meta));
            else
                addr = cg_addr_off(fx, addr, l->offsets[e->field]);
            p = (CgPlace){NULL, addr, meta, fty, -1};
            break;
        }
        case PROJ_INDEX: {
            TyId el = elem_of(cx, p.ty);
            uint64_t sz = cg_layout(cx, el)->size;
            gcc_jit_rvalue *idx = gcc_jit_lvalue_as_rvalue(fx->locals[e->index]);
            if (!ty_is_integral(cx->tcx, fx->local_tys[e->index])) {
                /* inconsistent MIR: say so rather than feed libgccjit a bad cast */
                cg_error(cx, fx->span, "codegen: index local _%u has type `%s`", e->index,
                         ty_to_string(cx->tcx, fx->local_tys[e->index]));
                idx = cg_usize(cx, 0);
            }
            idx = gcc_jit_context_new_cast(C(fx), NULL, idx, cx->t_usize);
            gcc_jit_rvalue *off = gcc_jit_context_new_binary_op(C(fx), fx->loc, GCC_JIT_BINARY_OP_MULT, cx->t_usize, idx,
                                                                cg_usize(cx, sz));
            p = (CgPlace){NULL, cg_addr_add(fx, cg_place_addr(fx, &p), off), NULL, el, -1};
            break;
        }
        case PROJ_CONST_INDEX: {
            TyId el = elem_of(cx, p.ty);
            uint64_t sz = cg_layout(cx, el)->size;
            gcc_jit_rvalue *idx = cg_usize(cx, e->offset);
            if (e->from_end)
                idx = gcc_jit_context_new_binary_op(C(fx), fx->loc, GCC_JIT_BINARY_OP_MINUS, cx->t_usize, place_len(fx, &p), idx);
            gcc_jit_rvalue *off = gcc_jit_context_new_binary_op(C(fx), fx->loc, GCC_JIT_BINARY_OP_MULT, cx->t_usize, idx,
                                                                cg_usize(cx, sz));
            p = (CgPlace){NULL, cg_addr_add(fx, cg_place_addr(fx, &p), off), NULL, el, -1};
            break;
        }
        case PROJ_SUBSLICE: {
            TyId el = elem_of(cx, p.ty);
            uint64_t sz = cg_layout(cx, el)->size;
            gcc_jit_rvalue *addr = cg_addr_off(fx, cg_place_addr(fx, &p), e->offset * sz);
            if (ty_kind(cx->tcx, p.ty) == TYK_ARRAY) {
                uint64_t len = ty_get(cx->tcx, p.ty)->array.len;
                uint64_t n = e->from_end ? len - e->offset - e->min_length : e->min_length - e->offset;
                p = (CgPlace){NULL, addr, NULL, ty_array(cx->tcx, el, n), -1};
            } else {
                gcc_jit_rvalue *len = place_len(fx, &p);
                gcc_jit_rvalue *n;
                if (e->from_end)
                    n = gcc_jit_context_new_binary_op(C(fx), fx->loc, GCC_JIT_BINARY_OP_MINUS, cx->t_usize, len,
                                                      cg_usize(cx, e->offset + e->min_length));
                else
                    n = cg_usize(cx, e->min_length - e->offset);
                p = (CgPlace){NULL, addr, n, p.ty, -1};
            }
            break;
        }
        case PROJ_DOWNCAST: p.variant = (int32_t)e->field; break;
        }
    }
    return p;
}

/* The type of a place, without emitting anything. */
static TyId place_ty(CgFx *fx, const Place *pl) {
    TyId t = fx->local_tys[pl->local];
    for (uint32_t i = 0; i < pl->nproj; i++) {
        const ProjElem *e = &pl->proj[i];
        switch (e->kind) {
        case PROJ_DEREF: t = pointee_of(fx->cx, t); break;
        case PROJ_FIELD: t = fx_mono(fx, e->ty); break;
        case PROJ_INDEX:
        case PROJ_CONST_INDEX: t = elem_of(fx->cx, t); break;
        case PROJ_SUBSLICE:
            if (ty_kind(fx->cx->tcx, t) == TYK_ARRAY) {
                uint64_t len = ty_get(fx->cx->tcx, t)->array.len;
                uint64_t n = e->from_end ? len - e->offset - e->min_length : e->min_length - e->offset;
                t = ty_array(fx->cx->tcx, elem_of(fx->cx, t), n);
            }
            break;
        case PROJ_DOWNCAST: break;
        }
    }
    return t;
}

TyId cg_operand_ty(CgFx *fx, const Operand *op) {
    if (op->kind == OP_CONST) return fx_mono(fx, op->c.ty);
    return place_ty(fx, &op->place);
}

gcc_jit_rvalue *cg_operand(CgFx *fx, const Operand *op) {
    if (op->kind == OP_CONST) return cg_const(fx, &op->c, fx_mono(fx, op->c.ty));
    CgPlace p = cg_place(fx, &op->place);
    if (cg_is_zst(fx->cx, p.ty)) return cg_zst_value(fx, cg_type(fx->cx, p.ty));
    return gcc_jit_lvalue_as_rvalue(cg_place_lv(fx, &p));
}

void cg_store_at(CgFx *fx, gcc_jit_rvalue *addr, uint64_t off, TyId ty, gcc_jit_rvalue *v) {
    if (cg_is_zst(fx->cx, ty)) return;
    cg_assign(fx, cg_mem(fx, cg_addr_off(fx, addr, off), cg_type(fx->cx, ty)), v);
}

/* ---- binary operations ---- */

static gcc_jit_rvalue *as_u8(CgFx *fx, gcc_jit_rvalue *v) {
    if (gcc_jit_rvalue_get_type(v) == fx->cx->t_bool) return gcc_jit_context_new_cast(C(fx), NULL, v, fx->cx->t_u8);
    return v;
}

static enum gcc_jit_comparison cmp_of(MirBinOp op) {
    switch (op) {
    case MBIN_EQ: return GCC_JIT_COMPARISON_EQ;
    case MBIN_NE: return GCC_JIT_COMPARISON_NE;
    case MBIN_LT: return GCC_JIT_COMPARISON_LT;
    case MBIN_LE: return GCC_JIT_COMPARISON_LE;
    case MBIN_GT: return GCC_JIT_COMPARISON_GT;
    default: return GCC_JIT_COMPARISON_GE;
    }
}

static gcc_jit_rvalue *fat_compare(CgFx *fx, MirBinOp op, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
    CgCtx *cx = fx->cx;
    gcc_jit_rvalue *a0 = cg_pair_part(fx, a, 0, cx->t_usize), *a1 = cg_pair_part(fx, a, 1, cx->t_usize);
    gcc_jit_rvalue *b0 = cg_pair_part(fx, b, 0, cx->t_usize), *b1 = cg_pair_part(fx, b, 1, cx->t_usize);
    gcc_jit_rvalue *e0 = gcc_jit_context_new_comparison(C(fx), fx->loc, GCC_JIT_COMPARISON_EQ, a0, b0);
    gcc_jit_rvalue *e1 = gcc_jit_context_new_comparison(C(fx), fx->loc, GCC_JIT_COMPARISON_EQ, a1, b1);
    if (op == MBIN_EQ || op == MBIN_NE) {
        gcc_jit_rvalue *eq = gcc_jit_context_new_binary_op(C(fx), fx->loc, GCC_JIT_BINARY_OP_LOGICAL_AND, cx->t_bool, e0, e1);
        return op == MBIN_EQ ? eq : cg_bool_not(fx, eq);
    }
    /* lexicographic: a0 != b0 ? a0 op b0 : a1 op b1 */
    gcc_jit_rvalue *c0 = gcc_jit_context_new_comparison(C(fx), fx->loc, cmp_of(op), a0, b0);
    gcc_jit_rvalue *c1 = gcc_jit_context_new_comparison(C(fx), fx->loc, cmp_of(op), a1, b1);
    return cg_select(fx, cg_bool_not(fx, e0), c0, c1, cx->t_bool);
}

gcc_jit_rvalue *cg_binop(CgFx *fx, MirBinOp op, TyId lt, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(fx);
    gcc_jit_type *t = gcc_jit_rvalue_get_type(a);
    uint8_t k = ty_kind(cx->tcx, lt);
    if (k == TYK_FLOAT && cx->opt->soft_float) return cg_sf_binop(fx, op, cg_is_f64(cx, lt), a, b);
    switch (op) {
    case MBIN_EQ: case MBIN_NE: case MBIN_LT: case MBIN_LE: case MBIN_GT: case MBIN_GE:
        if (cg_is_fat_ptr(cx, lt)) return fat_compare(fx, op, a, b);
        a = as_u8(fx, a);
        b = as_u8(fx, b);
        if (gcc_jit_rvalue_get_type(b) != gcc_jit_rvalue_get_type(a)) b = gcc_jit_context_new_cast(c, NULL, b, gcc_jit_rvalue_get_type(a));
        return gcc_jit_context_new_comparison(c, fx->loc, cmp_of(op), a, b);
    case MBIN_OFFSET: {
        uint64_t sz = cg_layout(cx, pointee_of(cx, lt))->size;
        gcc_jit_rvalue *n = gcc_jit_context_new_cast(c, NULL, b, cx->t_isize);
        n = gcc_jit_context_new_binary_op(c, fx->loc, GCC_JIT_BINARY_OP_MULT, cx->t_isize, n,
                                          gcc_jit_context_new_rvalue_from_long(c, cx->t_isize, (long)sz));
        return cg_addr_add(fx, a, n);
    }
    case MBIN_SHL:
    case MBIN_SHR: {
        /* the amount is masked to the width (the checked form asserted before) */
        uint32_t bits = ty_int_bits(cx->tcx, lt);
        gcc_jit_type *bt = gcc_jit_rvalue_get_type(b);
        gcc_jit_rvalue *m = gcc_jit_context_new_binary_op(c, fx->loc, GCC_JIT_BINARY_OP_BITWISE_AND, bt, b,
                                                          gcc_jit_context_new_rvalue_from_int(c, bt, (int)bits - 1));
        m = gcc_jit_context_new_cast(c, NULL, m, t);
        return gcc_jit_context_new_binary_op(c, fx->loc, op == MBIN_SHL ? GCC_JIT_BINARY_OP_LSHIFT : GCC_JIT_BINARY_OP_RSHIFT,
                                             t, a, m);
    }
    default: break;
    }
    if (k == TYK_BOOL) {
        switch (op) {
        case MBIN_BITAND: return gcc_jit_context_new_binary_op(c, fx->loc, GCC_JIT_BINARY_OP_LOGICAL_AND, t, a, b);
        case MBIN_BITOR: return gcc_jit_context_new_binary_op(c, fx->loc, GCC_JIT_BINARY_OP_LOGICAL_OR, t, a, b);
        case MBIN_BITXOR: return gcc_jit_context_new_comparison(c, fx->loc, GCC_JIT_COMPARISON_NE, as_u8(fx, a), as_u8(fx, b));
        default: break;
        }
    }
    if (k == TYK_FLOAT && op == MBIN_REM) {
        gcc_jit_rvalue *args[2] = {a, b};
        return cg_call_builtin(fx, t == cx->t_f32 ? "fmodf" : "fmod", 2, args);
    }
    enum gcc_jit_binary_op g;
    switch (op) {
    case MBIN_ADD: g = GCC_JIT_BINARY_OP_PLUS; break;
    case MBIN_SUB: g = GCC_JIT_BINARY_OP_MINUS; break;
    case MBIN_MUL: g = GCC_JIT_BINARY_OP_MULT; break;
    case MBIN_DIV: g = GCC_JIT_BINARY_OP_DIVIDE; break;
    case MBIN_REM: g = GCC_JIT_BINARY_OP_MODULO; break;
    case MBIN_BITXOR: g = GCC_JIT_BINARY_OP_BITWISE_XOR; break;
    case MBIN_BITAND: g = GCC_JIT_BINARY_OP_BITWISE_AND; break;
    default: g = GCC_JIT_BINARY_OP_BITWISE_OR; break;
    }
    if (t == cx->t_ptr) {
        /* integer ops on pointers (never from Rust, but transmuted code) */
        gcc_jit_rvalue *ia = gcc_jit_context_new_bitcast(c, NULL, a, cx->t_usize);
        gcc_jit_rvalue *ib = gcc_jit_context_new_bitcast(c, NULL, b, cx->t_usize);
        return gcc_jit_context_new_bitcast(c, NULL, gcc_jit_context_new_binary_op(c, fx->loc, g, cx->t_usize, ia, ib), cx->t_ptr);
    }
    if (gcc_jit_rvalue_get_type(b) != t) b = gcc_jit_context_new_cast(c, NULL, b, t);
    return gcc_jit_context_new_binary_op(c, fx->loc, g, t, a, b);
}

/* (a op b, overflowed) for + - * << >>: the result wraps. */
void cg_checked_binop(CgFx *fx, MirBinOp op, TyId lt, gcc_jit_rvalue *a, gcc_jit_rvalue *b, gcc_jit_rvalue **res,
                          gcc_jit_rvalue **of) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(fx);
    gcc_jit_type *t = gcc_jit_rvalue_get_type(a);
    bool sgn = ty_is_signed(cx->tcx, lt);
    uint32_t bits = ty_int_bits(cx->tcx, lt);
    /* keep the operands in temps: they are used several times */
    gcc_jit_lvalue *ta = cg_temp(fx, t), *tb = cg_temp(fx, gcc_jit_rvalue_get_type(b));
    gcc_jit_block_add_assignment(fx->cur, fx->loc, ta, a);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, tb, b);
    a = gcc_jit_lvalue_as_rvalue(ta);
    b = gcc_jit_lvalue_as_rvalue(tb);
    gcc_jit_lvalue *tr = cg_temp(fx, t);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, tr, cg_binop(fx, op, lt, a, b));
    gcc_jit_rvalue *r = gcc_jit_lvalue_as_rvalue(tr);
    *res = r;
    gcc_jit_rvalue *zero = gcc_jit_context_zero(c, t);
    switch (op) {
    case MBIN_ADD:
    case MBIN_SUB:
        if (!sgn) {
            /* add: r < a; sub: a < b */
            *of = op == MBIN_ADD ? gcc_jit_context_new_comparison(c, fx->loc, GCC_JIT_COMPARISON_LT, r, a)
                                 : gcc_jit_context_new_comparison(c, fx->loc, GCC_JIT_COMPARISON_LT, a, b);
        } else {
            /* add: (a ^ r) & (b ^ r) < 0; sub: (a ^ b) & (a ^ r) < 0 */
            gcc_jit_rvalue *x1 = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_XOR, t, a, r);
            gcc_jit_rvalue *x2 = op == MBIN_ADD ? gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_XOR, t, b, r)
                                                : gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_XOR, t, a, b);
            gcc_jit_rvalue *x = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, t, x1, x2);
            *of = gcc_jit_context_new_comparison(c, fx->loc, GCC_JIT_COMPARISON_LT, x, zero);
        }
        return;
    case MBIN_MUL:
        if (bits <= 32) {
            /* exact in 64 bits: overflow iff the wide product does not fit */
            gcc_jit_type *w = sgn ? cx->t_i64 : cx->t_u64;
            gcc_jit_rvalue *p = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, w, gcc_jit_context_new_cast(c, NULL, a, w),
                                                              gcc_jit_context_new_cast(c, NULL, b, w));
            *of = gcc_jit_context_new_comparison(c, fx->loc, GCC_JIT_COMPARISON_NE, p, gcc_jit_context_new_cast(c, NULL, r, w));
        } else if (bits == 64) {
            gcc_jit_type *w = sgn ? cx->t_i128 : cx->t_u128;
            gcc_jit_rvalue *p = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, w, gcc_jit_context_new_cast(c, NULL, a, w),
                                                              gcc_jit_context_new_cast(c, NULL, b, w));
            *of = gcc_jit_context_new_comparison(c, fx->loc, GCC_JIT_COMPARISON_NE, p, gcc_jit_context_new_cast(c, NULL, r, w));
        } else {
            gcc_jit_rvalue *args[3] = {a, b, gcc_jit_lvalue_get_address(tr, NULL)};
            gcc_jit_lvalue *flag = cg_temp(fx, cx->t_bool);
            gcc_jit_block_add_assignment(fx->cur, fx->loc, flag, cg_call_builtin(fx, "__builtin_mul_overflow", 3, args));
            *of = gcc_jit_lvalue_as_rvalue(flag);
        }
        return;
    case MBIN_SHL:
    case MBIN_SHR: {
        /* overflow: the amount is at least the width */
        gcc_jit_rvalue *bu = gcc_jit_context_new_cast(c, NULL, b, cx->t_u128);
        *of = gcc_jit_context_new_comparison(c, fx->loc, GCC_JIT_COMPARISON_GE, bu,
                                             gcc_jit_context_new_rvalue_from_int(c, cx->t_u128, (int)bits));
        return;
    }
    default:
        *of = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, zero, zero);
        return;
    }
}

/* ---- casts ---- */

gcc_jit_rvalue *cg_float_to_int(CgFx *fx, gcc_jit_rvalue *v, TyId to) {
    /* Rust's `as` saturates: NaN -> 0, out of range -> MIN/MAX */
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(fx);
    gcc_jit_type *ft = gcc_jit_rvalue_get_type(v), *it = cg_type(cx, to);
    uint32_t bits = ty_int_bits(cx->tcx, to);
    bool sgn = ty_is_signed(cx->tcx, to);
    double lo = sgn ? -__builtin_ldexp(1.0, (int)bits - 1) : 0.0;
    double hi = sgn ? __builtin_ldexp(1.0, (int)bits - 1) : __builtin_ldexp(1.0, (int)bits);
    gcc_jit_lvalue *tv = cg_temp(fx, ft);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, tv, v);
    v = gcc_jit_lvalue_as_rvalue(tv);
    gcc_jit_rvalue *imin, *imax;
    if (bits == 128) {
        imin = sgn ? cg_const_int(cx, it, 0, 1ull << 63, true) : gcc_jit_context_zero(c, it);
        imax = sgn ? cg_const_int(cx, it, ~0ull, ~0ull >> 1, true) : cg_const_int(cx, it, ~0ull, ~0ull, true);
    } else {
        uint64_t mx = sgn ? (bits == 64 ? (uint64_t)INT64_MAX : (1ull << (bits - 1)) - 1) : (bits == 64 ? ~0ull : (1ull << bits) - 1);
        uint64_t mn = sgn ? (uint64_t)(-(int64_t)(bits == 64 ? (uint64_t)1 << 63 : 1ull << (bits - 1))) : 0;
        imin = gcc_jit_context_new_rvalue_from_long(c, it, (long)mn);
        imax = gcc_jit_context_new_rvalue_from_long(c, it, (long)mx);
    }
    gcc_jit_rvalue *isnan, *below, *above, *conv;
    if (cx->opt->soft_float) {
        bool f64 = ft == cx->t_f64;
        isnan = cg_sf_is_nan(fx, f64, v);
        below = cg_sf_binop(fx, MBIN_LE, f64, v, cg_sf_const(cx, f64, (uint64_t)float_to_bits(lo, !f64)));
        above = cg_sf_binop(fx, MBIN_GE, f64, v, cg_sf_const(cx, f64, (uint64_t)float_to_bits(hi, !f64)));
        conv = cg_sf_to_int(fx, v, f64, to);
    } else {
        isnan = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, v, v);
        below = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LE, v, gcc_jit_context_new_rvalue_from_double(c, ft, lo));
        above = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_GE, v, gcc_jit_context_new_rvalue_from_double(c, ft, hi));
        conv = gcc_jit_context_new_cast(c, NULL, v, it);
    }
    gcc_jit_lvalue *res = cg_temp(fx, it);
    gcc_jit_block *b_nan = gcc_jit_function_new_block(fx->fn, NULL), *b1 = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block *b_lo = gcc_jit_function_new_block(fx->fn, NULL), *b2 = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block *b_hi = gcc_jit_function_new_block(fx->fn, NULL), *b_ok = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block *join = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block_end_with_conditional(fx->cur, NULL, isnan, b_nan, b1);
    gcc_jit_block_add_assignment(b_nan, NULL, res, gcc_jit_context_zero(c, it));
    gcc_jit_block_end_with_jump(b_nan, NULL, join);
    gcc_jit_block_end_with_conditional(b1, NULL, below, b_lo, b2);
    gcc_jit_block_add_assignment(b_lo, NULL, res, imin);
    gcc_jit_block_end_with_jump(b_lo, NULL, join);
    gcc_jit_block_end_with_conditional(b2, NULL, above, b_hi, b_ok);
    gcc_jit_block_add_assignment(b_hi, NULL, res, imax);
    gcc_jit_block_end_with_jump(b_hi, NULL, join);
    gcc_jit_block_add_assignment(b_ok, NULL, res, conv);
    gcc_jit_block_end_with_jump(b_ok, NULL, join);
    fx->cur = join;
    return gcc_jit_lvalue_as_rvalue(res);
}

/* The metadata an unsizing cast adds: a length or a vtable. */
static gcc_jit_rvalue *unsize_meta(CgFx *fx, TyId src_pointee, TyId dst_pointee) {
    CgCtx *cx = fx->cx;
    const TyData *s = ty_get(cx->tcx, src_pointee), *d = ty_get(cx->tcx, dst_pointee);
    if (d->kind == TYK_SLICE && s->kind == TYK_ARRAY) return cg_usize(cx, s->array.len);
    if (d->kind == TYK_DYN) return cg_vtable_addr(cx, src_pointee, d->dyn_.principal, d->dyn_.principal_args);
    if (d->kind == TYK_ADT && s->kind == TYK_ADT) {
        /* struct with an unsized tail: unsize its last field */
        uint32_t nf = ty_adt_def(cx->tcx, d->adt.def)->variants[0].nfields;
        if (nf) return unsize_meta(fx, ty_field_ty(cx->tcx, src_pointee, 0, nf - 1), ty_field_ty(cx->tcx, dst_pointee, 0, nf - 1));
    }
    if (d->kind == TYK_TUPLE && s->kind == TYK_TUPLE) {
        /* a tuple with an unsized last element: unsize that element */
        uint32_t n = ty_args_len(cx->tcx, d->tuple);
        if (n && n == ty_args_len(cx->tcx, s->tuple))
            return unsize_meta(fx, ty_args(cx->tcx, s->tuple)[n - 1], ty_args(cx->tcx, d->tuple)[n - 1]);
    }
    rcc_ice("codegen: unsizing `%s` to `%s`", ty_to_string(cx->tcx, src_pointee), ty_to_string(cx->tcx, dst_pointee));
}


static gcc_jit_rvalue *cg_cast(CgFx *fx, CastKind ck, const Operand *op, TyId to) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(fx);
    TyId from = cg_operand_ty(fx, op);
    gcc_jit_type *gto = cg_type(cx, to);
    switch (ck) {
    case CAST_INT_TO_INT:
    case CAST_INT_TO_FLOAT:
    case CAST_FLOAT_TO_FLOAT: {
        gcc_jit_rvalue *folded;
        if (ck != CAST_INT_TO_INT && cx->opt->soft_float && cg_sf_fold_cast(fx, ck, op, from, to, &folded)) return folded;
        gcc_jit_rvalue *v = cg_operand(fx, op);
        if (ck != CAST_INT_TO_INT && cx->opt->soft_float) {
            bool to64 = cg_is_f64(cx, to);
            if (ck == CAST_FLOAT_TO_FLOAT) return cg_sf_resize(fx, v, cg_is_f64(cx, from), to64);
            return cg_sf_from_int(fx, v, from, to64);   /* (only integers cast to floats) */
        }
        if (ty_kind(cx->tcx, from) == TYK_ADT) v = cg_transmute(fx, v, cg_int_type(cx, (uint32_t)cg_layout(cx, from)->size, false));
        if (gcc_jit_rvalue_get_type(v) == cx->t_ptr) v = gcc_jit_context_new_bitcast(c, NULL, v, cx->t_usize);
        return gcc_jit_context_new_cast(c, fx->loc, v, gto);
    }
    case CAST_FLOAT_TO_INT: {
        gcc_jit_rvalue *folded;
        if (cx->opt->soft_float && cg_sf_fold_cast(fx, ck, op, from, to, &folded)) return folded;
        return cg_float_to_int(fx, cg_operand(fx, op), to);
    }
    case CAST_PTR_TO_PTR:
    case CAST_MUT_TO_CONST:
    case CAST_UNSAFE_FN_PTR: {
        gcc_jit_rvalue *v = cg_operand(fx, op);
        if (cg_is_fat_ptr(cx, from) && !cg_is_fat_ptr(cx, to)) return cg_pair_part(fx, v, 0, cx->t_ptr);
        return cg_transmute(fx, v, gto);
    }
    case CAST_PTR_TO_ADDR: {
        gcc_jit_rvalue *v = cg_operand(fx, op);
        if (cg_is_fat_ptr(cx, from)) v = cg_pair_part(fx, v, 0, cx->t_ptr);
        v = gcc_jit_context_new_bitcast(c, NULL, v, cx->t_usize);
        return gcc_jit_context_new_cast(c, fx->loc, v, gto);
    }
    case CAST_ADDR_TO_PTR: {
        gcc_jit_rvalue *v = gcc_jit_context_new_cast(c, fx->loc, cg_operand(fx, op), cx->t_usize);
        return gcc_jit_context_new_bitcast(c, NULL, v, cx->t_ptr);
    }
    case CAST_FN_TO_PTR: {
        const TyData *d = ty_get(cx->tcx, from);
        if (d->kind != TYK_FN_DEF) return cg_transmute(fx, cg_operand(fx, op), gto);
        Instance inst;
        if (!ty_resolve_instance(cx->tcx, cg_env(), d->adt.def, d->adt.args, &inst)) {
            cg_error(cx, fx->span, "cannot resolve `%s` to a function", ty_to_string(cx->tcx, from));
            return gcc_jit_context_null(c, cx->t_ptr);
        }
        return cg_fn_addr(cx, &inst);
    }
    case CAST_CLOSURE_TO_FN_PTR: {
        /* a non-capturing closure: its body when it takes the environment
         * by value (a ZST, not passed), else the FnOnce shim that does
         * (ty_resolve_closure_as_fn_ptr decides; mono collected the same) */
        const TyData *d = ty_get(cx->tcx, from);
        Instance inst = {INST_ITEM, d->adt.def, d->adt.args, 0};
        if (!ty_resolve_closure_as_fn_ptr(cx->tcx, from, &inst)) inst = (Instance){INST_ITEM, d->adt.def, d->adt.args, 0};
        return cg_fn_addr(cx, &inst);
    }
    case CAST_UNSIZE: {
        gcc_jit_rvalue *v = cg_operand(fx, op);
        TyId sp, dp, ptr;
        if (!ty_unsize_pointees(cx->tcx, from, to, &sp, &dp, &ptr))
            rcc_ice("codegen: no pointer to unsize from `%s` to `%s`", ty_to_string(cx->tcx, from), ty_to_string(cx->tcx, to));
        gcc_jit_rvalue *data = gcc_jit_rvalue_get_type(v) == cx->t_ptr ? v : cg_pair_part(fx, v, 0, cx->t_ptr);
        if (cg_layout(cx, from)->size > 8) {
            const TyData *sd = ty_get(cx->tcx, sp), *dd = ty_get(cx->tcx, dp);
            if (sd->kind == TYK_DYN && dd->kind == TYK_DYN && dd->dyn_.principal.i &&
                !def_eq(sd->dyn_.principal, dd->dyn_.principal)) {
                /* trait upcasting: the supertrait's vtable is in the old one */
                uint32_t slot = ty_vtable_super_index(cx->tcx, sd->dyn_.principal, dd->dyn_.principal);
                if (slot == UINT32_MAX)
                    rcc_ice("codegen: `%s` is not a supertrait of `%s`", ty_to_string(cx->tcx, dp), ty_to_string(cx->tcx, sp));
                gcc_jit_rvalue *vt = cg_pair_part(fx, v, 1, cx->t_ptr);
                gcc_jit_rvalue *nvt = gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, vt, 8ull * slot), cx->t_ptr));
                return cg_pair(fx, to, data, nvt);
            }
            /* already fat (dyn to dyn with fewer auto traits): keep the metadata */
            return cg_transmute(fx, v, gto);
        }
        return cg_pair(fx, to, data, unsize_meta(fx, sp, dp));
    }
    case CAST_TRANSMUTE: return cg_transmute(fx, cg_operand(fx, op), gto);
    }
    return cg_operand(fx, op);
}

/* ---- enums ---- */

gcc_jit_rvalue *cg_read_discriminant(CgFx *fx, const CgPlace *p, TyId dest_ty) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(fx);
    gcc_jit_type *dt = cg_type(cx, dest_ty);
    const TyData *d = ty_get(cx->tcx, p->ty);
    if (d->kind != TYK_ADT) return gcc_jit_context_zero(c, dt);
    const Layout *l = cg_layout(cx, p->ty);
    if (l->tag_encoding == TAG_NONE) {
        uint64_t lo = 0, hi = 0;
        const AdtDef *a = ty_adt_def(cx->tcx, d->adt.def);
        if (a->kind == ADT_ENUM && a->nvariants > 0)
            ty_discriminant(cx->tcx, d->adt.def, l->niche_variant < a->nvariants ? l->niche_variant : 0, &lo, &hi);
        return cg_const_int(cx, dt, lo, hi, gcc_jit_type_is_integral(dt) && (dt == cx->t_u128 || dt == cx->t_i128));
    }
    gcc_jit_type *tt = cg_int_type(cx, l->tag.size, l->tag.is_signed);
    gcc_jit_rvalue *tag = gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, cg_place_addr(fx, p), l->offsets[l->tag_field]), tt));
    if (l->tag_encoding == TAG_DIRECT) return gcc_jit_context_new_cast(c, fx->loc, tag, dt);
    /* niche: tag - niche_start in range -> niche_start_variant + that */
    gcc_jit_type *ut = cg_int_type(cx, l->tag.size, false);
    gcc_jit_lvalue *tv = cg_temp(fx, ut);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, tv, gcc_jit_context_new_cast(c, NULL, tag, ut));
    gcc_jit_rvalue *rel = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, ut, gcc_jit_lvalue_as_rvalue(tv),
                                                        cg_const_int(cx, ut, l->niche_start, 0, l->tag.size == 16));
    gcc_jit_lvalue *trel = cg_temp(fx, ut);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, trel, rel);
    uint32_t span = l->niche_end_variant - l->niche_start_variant;
    gcc_jit_rvalue *in = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LE, gcc_jit_lvalue_as_rvalue(trel),
                                                        cg_const_int(cx, ut, span, 0, l->tag.size == 16));
    gcc_jit_rvalue *v_in = gcc_jit_context_new_binary_op(
        c, NULL, GCC_JIT_BINARY_OP_PLUS, dt, gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_as_rvalue(trel), dt),
        cg_const_int(cx, dt, l->niche_start_variant, 0, dt == cx->t_u128 || dt == cx->t_i128));
    gcc_jit_rvalue *v_out = cg_const_int(cx, dt, l->niche_variant, 0, dt == cx->t_u128 || dt == cx->t_i128);
    return cg_select(fx, in, v_in, v_out, dt);
}

static void set_discriminant(CgFx *fx, const CgPlace *p, uint32_t variant) {
    CgCtx *cx = fx->cx;
    if (ty_kind(cx->tcx, p->ty) != TYK_ADT) return;
    const Layout *l = cg_layout(cx, p->ty);
    if (l->tag_encoding == TAG_NONE) return;
    gcc_jit_type *tt = cg_int_type(cx, l->tag.size, false);
    bool wide = l->tag.size == 16;
    uint64_t lo = 0, hi = 0;
    if (l->tag_encoding == TAG_DIRECT) {
        ty_discriminant(cx->tcx, ty_get(cx->tcx, p->ty)->adt.def, variant, &lo, &hi);
    } else {
        if (variant == l->niche_variant) return;
        lo = l->niche_start + (uint64_t)(variant - l->niche_start_variant);
        hi = lo < l->niche_start ? 1 : 0;   /* carry into the high half of a 128-bit niche */
    }
    gcc_jit_lvalue *dst = cg_mem(fx, cg_addr_off(fx, cg_place_addr(fx, p), l->offsets[l->tag_field]), tt);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, dst, cg_const_int(cx, tt, lo, hi, wide));
}

/* ---- rvalues ---- */

/* An array literal of many scalar constants (`[1, 1, ...]`) is one constant
 * blob copied into place, not one store per element: GCC's cost of N stores
 * at -O0 is what made large literals slow (issue 14 case 24). */
enum { CONST_ARRAY_MIN = 16 };

static bool emit_const_array(CgFx *fx, const CgPlace *dest, const Rvalue *rv) {
    CgCtx *cx = fx->cx;
    if (rv->nops < CONST_ARRAY_MIN) return false;
    for (uint32_t i = 0; i < rv->nops; i++)
        if (rv->ops[i].kind != OP_CONST || rv->ops[i].c.kind != CONST_SCALAR) return false;
    TyId et = cg_operand_ty(fx, &rv->ops[0]);
    switch (ty_kind(cx->tcx, et)) {
    case TYK_BOOL: case TYK_CHAR: case TYK_INT: case TYK_UINT: case TYK_FLOAT: break;
    default: return false;
    }
    const Layout *el = cg_layout(cx, et);
    if (el->size == 0 || el->size > 16) return false;
    MirAlloc *a = ARENA_NEW(&cx->arena, MirAlloc);
    a->size = el->size * rv->nops;
    a->align = el->align;
    a->bytes = arena_zalloc(&cx->arena, a->size, 8);
    for (uint32_t i = 0; i < rv->nops; i++) {
        uint64_t w[2] = {rv->ops[i].c.lo, rv->ops[i].c.hi};
        memcpy(a->bytes + i * el->size, w, el->size); /* little-endian target */
    }
    gcc_jit_context *c = C(fx);
    gcc_jit_type *vp = gcc_jit_type_get_pointer(gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID));
    gcc_jit_rvalue *args[3] = {
        gcc_jit_context_new_cast(c, NULL, cg_place_addr(fx, dest), vp),
        gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_get_address(cg_alloc_global(cx, a), NULL), vp),
        gcc_jit_context_new_rvalue_from_long(c, gcc_jit_context_get_type(c, GCC_JIT_TYPE_SIZE_T), (long)a->size)};
    gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin(fx, "memcpy", 3, args));
    return true;
}

static void emit_aggregate(CgFx *fx, const CgPlace *dest, const Rvalue *rv) {
    CgCtx *cx = fx->cx;
    if (rv->agg == AGG_ARRAY && emit_const_array(fx, dest, rv)) return;
    /* evaluate operands first: they may read the destination */
    gcc_jit_rvalue **vals = ARENA_ARRAY(&cx->arena, gcc_jit_rvalue *, rv->nops + 1);
    TyId *tys = ARENA_ARRAY(&cx->arena, TyId, rv->nops + 1);
    for (uint32_t i = 0; i < rv->nops; i++) {
        tys[i] = cg_operand_ty(fx, &rv->ops[i]);
        if (cg_is_zst(cx, tys[i])) continue;
        gcc_jit_rvalue *v = cg_operand(fx, &rv->ops[i]);
        if (rv->nops > 1) {
            gcc_jit_lvalue *t = cg_temp(fx, gcc_jit_rvalue_get_type(v));
            gcc_jit_block_add_assignment(fx->cur, fx->loc, t, v);
            v = gcc_jit_lvalue_as_rvalue(t);
        }
        vals[i] = v;
    }
    gcc_jit_rvalue *addr = cg_place_addr(fx, dest);
    if (rv->agg == AGG_ARRAY) {
        uint64_t sz = rv->nops ? cg_layout(cx, tys[0])->size : 0;
        for (uint32_t i = 0; i < rv->nops; i++) cg_store_at(fx, addr, i * sz, tys[i], vals[i]);
        return;
    }
    const Layout *l = cg_layout(cx, dest->ty);
    if (rv->agg == AGG_ADT) {
        const AdtDef *a = ty_adt_def(cx->tcx, rv->def);
        if (a && a->kind == ADT_UNION) {
            if (rv->nops) cg_store_at(fx, addr, 0, tys[0], vals[0]);
            return;
        }
        const Layout *vl = l;
        if (a && a->kind == ADT_ENUM && l->variants) vl = l->variants[rv->variant];
        for (uint32_t i = 0; i < rv->nops && i < vl->nfields; i++) cg_store_at(fx, addr, vl->offsets[i], tys[i], vals[i]);
        if (a && a->kind == ADT_ENUM) {
            CgPlace p = {NULL, addr, NULL, dest->ty, -1};
            set_discriminant(fx, &p, rv->variant);
        }
        return;
    }
    for (uint32_t i = 0; i < rv->nops && i < l->nfields; i++) cg_store_at(fx, addr, l->offsets[i], tys[i], vals[i]);
    if (ty_kind(cx->tcx, dest->ty) == TYK_GENERATOR && rv->nops < l->nfields) {
        /* a new generator: its state (after the upvars) is "unresumed" */
        TyId u32 = ty_common(cx->tcx)->u32;
        cg_store_at(fx, addr, l->offsets[rv->nops], u32, gcc_jit_context_zero(cx->ctxt, cg_type(cx, u32)));
    }
}

static void emit_repeat(CgFx *fx, const CgPlace *dest, const Rvalue *rv) {
    CgCtx *cx = fx->cx;
    TyId et = cg_operand_ty(fx, &rv->ops[0]);
    /* `[x; N]` with N a const param: the length of the instance's array type */
    Rvalue rvc = *rv;
    if (rvc.count == ARRAY_LEN_PARAM) {
        const TyData *at = ty_get(cx->tcx, fx_mono(fx, rv->ty));
        rvc.count = at->kind == TYK_ARRAY && at->array.len != ARRAY_LEN_PARAM ? at->array.len : 0;
    }
    rv = &rvc;
    if (cg_is_zst(cx, et) || rv->count == 0) return;
    uint64_t sz = cg_layout(cx, et)->size;
    gcc_jit_lvalue *tv = cg_temp(fx, cg_type(cx, et));
    gcc_jit_block_add_assignment(fx->cur, fx->loc, tv, cg_operand(fx, &rv->ops[0]));
    gcc_jit_lvalue *ta = cg_temp(fx, cx->t_ptr);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, ta, cg_place_addr(fx, dest));
    gcc_jit_rvalue *addr = gcc_jit_lvalue_as_rvalue(ta);
    if (rv->count <= 8) {
        for (uint64_t i = 0; i < rv->count; i++) cg_store_at(fx, addr, i * sz, et, gcc_jit_lvalue_as_rvalue(tv));
        return;
    }
    gcc_jit_context *c = C(fx);
    gcc_jit_lvalue *i = cg_temp(fx, cx->t_usize);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, i, cg_usize(cx, 0));
    gcc_jit_block *loop = gcc_jit_function_new_block(fx->fn, NULL), *done = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block_end_with_jump(fx->cur, fx->loc, loop);
    fx->cur = loop;
    gcc_jit_rvalue *off = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, cx->t_usize, gcc_jit_lvalue_as_rvalue(i),
                                                        cg_usize(cx, sz));
    gcc_jit_block_add_assignment(loop, fx->loc, cg_mem(fx, cg_addr_add(fx, addr, off), cg_type(cx, et)), gcc_jit_lvalue_as_rvalue(tv));
    gcc_jit_block_add_assignment_op(loop, fx->loc, i, GCC_JIT_BINARY_OP_PLUS, cg_usize(cx, 1));
    gcc_jit_block_end_with_conditional(
        loop, fx->loc, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, gcc_jit_lvalue_as_rvalue(i), cg_usize(cx, rv->count)),
        loop, done);
    fx->cur = done;
}

static gcc_jit_rvalue *place_ref(CgFx *fx, const Place *pl, TyId ref_ty) {
    CgPlace p = cg_place(fx, pl);
    gcc_jit_rvalue *a = cg_place_addr(fx, &p);
    if (cg_is_fat_ptr(fx->cx, ref_ty)) {
        if (!p.meta) {
            /* a by-value unsized place (unsized_locals/unsized_fn_params,
             * a `dyn Fn() -> dyn Trait` result): rcc keeps no metadata
             * for those */
            cg_error(fx->cx, fx->span, "rcc does not support unsized locals (a value of type `%s`) yet",
                     ty_to_string(fx->cx->tcx, ty_get(fx->cx->tcx, ref_ty)->pointee));
            return gcc_jit_context_null(fx->cx->ctxt, fx->cx->t_ptr);
        }
        return cg_pair(fx, ref_ty, a, p.meta);
    }
    return a;
}

static void emit_assign(CgFx *fx, const Place *pl, const Rvalue *rv) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(fx);
    TyId dty = place_ty(fx, pl);
    if (cg_is_zst(cx, dty)) return;
    CgPlace dest = cg_place(fx, pl);
    gcc_jit_rvalue *v = NULL;
    switch (rv->kind) {
    case RV_USE: v = cg_operand(fx, &rv->ops[0]); break;
    case RV_REPEAT: emit_repeat(fx, &dest, rv); return;
    case RV_REF:
    case RV_ADDRESS_OF: v = place_ref(fx, &rv->place, dty); break;
    case RV_LEN: {
        CgPlace p = cg_place(fx, &rv->place);
        v = place_len(fx, &p);
        break;
    }
    case RV_CAST: v = cg_cast(fx, (CastKind)rv->op, &rv->ops[0], fx_mono(fx, rv->ty)); break;
    case RV_BINARY: {
        TyId lt = cg_operand_ty(fx, &rv->ops[0]);
        v = cg_binop(fx, (MirBinOp)rv->op, lt, cg_operand(fx, &rv->ops[0]), cg_operand(fx, &rv->ops[1]));
        break;
    }
    case RV_CHECKED_BINARY: {
        TyId lt = cg_operand_ty(fx, &rv->ops[0]);
        gcc_jit_rvalue *r, *of;
        cg_checked_binop(fx, (MirBinOp)rv->op, lt, cg_operand(fx, &rv->ops[0]), cg_operand(fx, &rv->ops[1]), &r, &of);
        const Layout *l = cg_layout(cx, dty);
        gcc_jit_rvalue *a = cg_place_addr(fx, &dest);
        cg_store_at(fx, a, l->offsets[0], lt, r);
        cg_store_at(fx, a, l->offsets[1], ty_common(cx->tcx)->bool_, of);
        return;
    }
    case RV_UNARY: {
        TyId t = cg_operand_ty(fx, &rv->ops[0]);
        gcc_jit_rvalue *a = cg_operand(fx, &rv->ops[0]);
        gcc_jit_type *gt = gcc_jit_rvalue_get_type(a);
        if (rv->op == MUN_NOT)
            v = gcc_jit_context_new_unary_op(c, fx->loc, ty_kind(cx->tcx, t) == TYK_BOOL ? GCC_JIT_UNARY_OP_LOGICAL_NEGATE
                                                                                        : GCC_JIT_UNARY_OP_BITWISE_NEGATE, gt, a);
        else if (ty_kind(cx->tcx, t) == TYK_FLOAT && cx->opt->soft_float)
            v = cg_sf_neg(fx, cg_is_f64(cx, t), a);
        else
            v = gcc_jit_context_new_unary_op(c, fx->loc, GCC_JIT_UNARY_OP_MINUS, gt, a);
        break;
    }
    case RV_NULLARY: {
        const Layout *l = cg_layout(cx, fx_mono(fx, rv->ty));
        v = cg_usize(cx, rv->op == NULLOP_SIZE_OF ? l->size : l->align);
        break;
    }
    case RV_DISCRIMINANT: {
        CgPlace p = cg_place(fx, &rv->place);
        v = cg_read_discriminant(fx, &p, dty);
        break;
    }
    case RV_AGGREGATE: emit_aggregate(fx, &dest, rv); return;
    case RV_THREAD_LOCAL_REF:
        v = gcc_jit_context_new_cast(c, NULL, gcc_jit_lvalue_get_address(cg_static_global(cx, rv->def), NULL), cx->t_ptr);
        break;
    }
    cg_assign(fx, cg_place_lv(fx, &dest), v);
}

/* ---- terminators ---- */

static bool has_track_caller(CgCtx *cx, DefId def) { return ty_is_track_caller(cx->tcx, def); }

/* A call resolved at mono time to a #[track_caller] fn (a trait method
 * whose impl has the attribute) that MIR did not know of: codegen adds
 * the hidden Location argument (conventions §5). */
static bool needs_hidden_location(CgCtx *cx, const Instance *inst, DefId called) {
    return !def_eq(inst->def, called) && has_track_caller(cx, inst->def) && !has_track_caller(cx, called);
}

/* Inside a #[track_caller] fn its own hidden argument, else the call's. */
static gcc_jit_rvalue *own_or_caller_location(CgFx *fx, const MirTerm *t) {
    const MirBody *b = fx->body;
    if (fx->inst.kind == INST_ITEM && has_track_caller(fx->cx, b->def) && b->arg_count > 0)
        return gcc_jit_lvalue_as_rvalue(fx->locals[b->arg_count]);
    return cg_caller_location(fx, span_is_dummy(t->fn_span) ? t->span : t->fn_span);
}


static void emit_switch(CgFx *fx, const MirTerm *t) {
    CgCtx *cx = fx->cx;
    gcc_jit_context *c = C(fx);
    gcc_jit_rvalue *d = cg_operand(fx, &t->discr);
    gcc_jit_type *dt = gcc_jit_rvalue_get_type(d);
    if (dt == cx->t_bool) {
        d = gcc_jit_context_new_cast(c, NULL, d, cx->t_u8);
        dt = cx->t_u8;
    }
    gcc_jit_block *otherwise = fx->blocks[t->targets[t->nvalues]];
    bool wide = dt == cx->t_u128 || dt == cx->t_i128;
    if (!wide) {
        gcc_jit_case **cases = ARENA_ARRAY(&cx->arena, gcc_jit_case *, t->nvalues + 1);
        for (uint32_t i = 0; i < t->nvalues; i++) {
            gcc_jit_rvalue *v = gcc_jit_context_new_rvalue_from_long(c, dt, (long)t->values_lo[i]);
            cases[i] = gcc_jit_context_new_case(c, v, v, fx->blocks[t->targets[i]]);
        }
        gcc_jit_block_end_with_switch(fx->cur, fx->loc, d, otherwise, (int)t->nvalues, cases);
        return;
    }
    /* 128-bit: (hi << 64 | lo) is not a constant for new_case: compare */
    gcc_jit_lvalue *tv = cg_temp(fx, dt);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, tv, d);
    for (uint32_t i = 0; i < t->nvalues; i++) {
        gcc_jit_rvalue *eq = gcc_jit_context_new_comparison(c, fx->loc, GCC_JIT_COMPARISON_EQ, gcc_jit_lvalue_as_rvalue(tv),
                                                            cg_const_int(cx, dt, t->values_lo[i], t->values_hi[i], true));
        gcc_jit_block *next = gcc_jit_function_new_block(fx->fn, NULL);
        gcc_jit_block_end_with_conditional(fx->cur, fx->loc, eq, fx->blocks[t->targets[i]], next);
        fx->cur = next;
    }
    gcc_jit_block_end_with_jump(fx->cur, fx->loc, otherwise);
}

/* Appends the machine arguments of one Rust argument (nothing for a
 * ZST, the elements of a spread tuple). */
static void push_arg(CgFx *fx, VecPtr *out, const Operand *op, bool spread) {
    CgCtx *cx = fx->cx;
    TyId t = cg_operand_ty(fx, op);
    if (spread && ty_kind(cx->tcx, t) == TYK_TUPLE) {
        const TyData *d = ty_get(cx->tcx, t);
        uint32_t n = ty_args_len(cx->tcx, d->tuple);
        if (n == 0) return;
        const TyId *el = ty_args(cx->tcx, d->tuple);
        const Layout *l = cg_layout(cx, t);
        gcc_jit_rvalue *base;
        if (op->kind != OP_CONST) {
            CgPlace p = cg_place(fx, &op->place);
            base = cg_place_addr(fx, &p);
        } else {
            gcc_jit_lvalue *tmp = cg_temp(fx, cg_type(cx, t));
            gcc_jit_block_add_assignment(fx->cur, fx->loc, tmp, cg_operand(fx, op));
            base = gcc_jit_context_new_cast(C(fx), NULL, gcc_jit_lvalue_get_address(tmp, NULL), cx->t_ptr);
        }
        for (uint32_t i = 0; i < n; i++) {
            if (cg_is_zst(cx, el[i])) continue;
            gcc_jit_lvalue *tv = cg_temp(fx, cg_type(cx, el[i]));
            gcc_jit_block_add_assignment(fx->cur, fx->loc, tv,
                                         gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, base, l->offsets[i]), cg_type(cx, el[i]))));
            vec_push(out, (void *)gcc_jit_lvalue_as_rvalue(tv));
        }
        return;
    }
    if (cg_is_zst(cx, t)) return;
    if (op->kind != OP_CONST) {
        /* an unsized argument (`move *b` of a Box<dyn FnOnce()> under
         * unsized_fn_params) is passed as rustc's PassMode::Unsized: the
         * place's address and metadata, a fat pointer (a virtual call
         * takes its data half as the callee's self pointer) */
        TyId pt = ty_raw_ptr(cx->tcx, t, true);
        if (cg_is_fat_ptr(cx, pt)) {
            vec_push(out, (void *)place_ref(fx, &op->place, pt));
            return;
        }
    }
    vec_push(out, (void *)cg_operand(fx, op));
}

/* C default argument promotions for the variadic part of a call. */
static gcc_jit_rvalue *promote_vararg(CgFx *fx, gcc_jit_rvalue *v) {
    CgCtx *cx = fx->cx;
    gcc_jit_type *t = gcc_jit_rvalue_get_type(v);
    if (t == cx->t_f32 && cx->opt->soft_float) return v;   /* no C varargs floats there: bits as an integer */
    if (t == cx->t_f32) return gcc_jit_context_new_cast(C(fx), NULL, v, cx->t_f64);
    if (t == cx->t_bool || t == cx->t_i8 || t == cx->t_i16 || t == cx->t_u8 || t == cx->t_u16)
        return gcc_jit_context_new_cast(C(fx), NULL, v, cx->t_int);
    return v;
}

static void finish_call(CgFx *fx, const MirTerm *t, gcc_jit_rvalue *call, bool ret_void) {
    CgCtx *cx = fx->cx;
    TyId dty = place_ty(fx, &t->place);
    if (ret_void || cg_is_zst(cx, dty) || ty_kind(cx->tcx, dty) == TYK_NEVER) {
        gcc_jit_block_add_eval(fx->cur, fx->loc, call);
    } else {
        /* the result goes to a temp first: the destination's address may
         * depend on memory the callee changes */
        gcc_jit_lvalue *tmp = cg_temp(fx, gcc_jit_rvalue_get_type(call));
        gcc_jit_block_add_assignment(fx->cur, fx->loc, tmp, call);
        CgPlace dest = cg_place(fx, &t->place);
        cg_assign(fx, cg_place_lv(fx, &dest), gcc_jit_lvalue_as_rvalue(tmp));
    }
    cg_goto(fx, t->target);
}

static gcc_jit_rvalue *call_direct(CgFx *fx, CgFn *f, VecPtr *args) {
    gcc_jit_rvalue **a = (gcc_jit_rvalue **)args->data;
    uint32_t n = args->len;
    if (n < f->nparams || (n > f->nparams && !f->variadic)) {
        cg_error(fx->cx, fx->span, "codegen: call with %u arguments to `%s`, a function of %u parameters", n,
                 gcc_jit_object_get_debug_string(gcc_jit_function_as_object(f->fn)), f->nparams);
        n = n < f->nparams ? n : f->nparams;
    }
    for (uint32_t i = 0; i < n; i++) {
        if (i < f->nparams) {
            gcc_jit_type *pt = f->params[i], *at = gcc_jit_rvalue_get_type(a[i]);
            if (pt != at) a[i] = is_gcc_arith(fx->cx, pt) && is_gcc_arith(fx->cx, at) ? gcc_jit_context_new_cast(C(fx), NULL, a[i], pt)
                                                                                    : cg_transmute(fx, a[i], pt);
        } else {
            a[i] = promote_vararg(fx, a[i]);
        }
    }
    if (n < f->nparams) return gcc_jit_context_zero(C(fx), fx->cx->t_int);
    return gcc_jit_context_new_call(C(fx), fx->loc, f->fn, (int)n, a);
}

/* A call through a pointer. With the C ABI (c_inputs: the Rust-level
 * inputs, ZSTs included, NULL otherwise) #[repr(C)] structs travel as C
 * structs. */
static gcc_jit_rvalue *call_ptr(CgFx *fx, gcc_jit_rvalue *fnptr, TyId ret, VecPtr *args, bool variadic, bool *ret_void,
                                const TyId *c_inputs, uint32_t nc) {
    CgCtx *cx = fx->cx;
    if (c_inputs) {
        uint32_t j = 0;
        for (uint32_t i = 0; i < nc && j < args->len; i++) {
            if (cg_is_zst(cx, c_inputs[i])) continue;
            gcc_jit_type *ct = cg_type_c(cx, c_inputs[i]);
            args->data[j] = (void *)cg_transmute(fx, (gcc_jit_rvalue *)args->data[j], ct);
            j++;
        }
    }
    gcc_jit_type **pts = ARENA_ARRAY(&cx->arena, gcc_jit_type *, args->len + 1);
    for (uint32_t i = 0; i < args->len; i++) pts[i] = gcc_jit_rvalue_get_type((gcc_jit_rvalue *)args->data[i]);
    *ret_void = cg_is_zst(cx, ret) || ty_kind(cx->tcx, ret) == TYK_NEVER;
    gcc_jit_type *rt = *ret_void ? cx->t_void : c_inputs ? cg_type_c(cx, ret) : cg_type(cx, ret);
    gcc_jit_type *ft = gcc_jit_context_new_function_ptr_type(C(fx), NULL, rt, (int)args->len, pts, variadic);
    gcc_jit_rvalue *p = gcc_jit_context_new_cast(C(fx), NULL, fnptr, ft);
    return gcc_jit_context_new_call_through_ptr(C(fx), fx->loc, p, (int)args->len, (gcc_jit_rvalue **)args->data);
}

static void emit_call(CgFx *fx, const MirTerm *t) {
    CgCtx *cx = fx->cx;
    TyId fty = cg_operand_ty(fx, &t->func);
    const TyData *fd = ty_get(cx->tcx, fty);
    VecPtr args = {0};
    if (fd->kind == TYK_FN_DEF) {
        Instance inst;
        if (!ty_resolve_instance(cx->tcx, cg_env(), fd->adt.def, fd->adt.args, &inst)) {
            cg_error(cx, t->span, "codegen: cannot resolve the call of `%s`", ty_to_string(cx->tcx, fty));
            cg_unreachable(fx);
            return;
        }
        if (inst.kind == INST_INTRINSIC) {
            CgPlace dest = cg_place(fx, &t->place);
            cg_intrinsic(fx, &inst, t, &dest);
            return;
        }
        if (inst.kind == INST_DROP_GLUE && ty_args_len(cx->tcx, inst.args) &&
            !ty_needs_drop(cx->tcx, cg_env(), ty_args(cx->tcx, inst.args)[0])) {
            cg_goto(fx, t->target);
            return;
        }
        if (inst.kind == INST_ITEM && cg_is_llvm_intrinsic(mono_symbol_name(cx->tcx, &inst))) {
            cg_llvm_intrinsic(fx, mono_symbol_name(cx->tcx, &inst), t);
            return;
        }
        FnSig sig = ty_fn_sig(cx->tcx, fd->adt.def);
        bool spread = sig.abi == ABI_RUST_CALL;
        for (uint32_t i = 0; i < t->nargs; i++) push_arg(fx, &args, &t->args[i], spread && i + 1 == t->nargs);
        if (inst.kind == INST_VIRTUAL) {
            /* self is (data, vtable): pass data, call vtable[index] */
            gcc_jit_rvalue *self = (gcc_jit_rvalue *)args.data[0];
            gcc_jit_lvalue *ts = cg_temp(fx, gcc_jit_rvalue_get_type(self));
            gcc_jit_block_add_assignment(fx->cur, fx->loc, ts, self);
            gcc_jit_rvalue *sa = gcc_jit_context_new_cast(C(fx), NULL, gcc_jit_lvalue_get_address(ts, NULL), cx->t_ptr);
            gcc_jit_rvalue *data = gcc_jit_lvalue_as_rvalue(cg_mem(fx, sa, cx->t_ptr));
            gcc_jit_rvalue *vt = gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, sa, 8), cx->t_ptr));
            gcc_jit_rvalue *fp = gcc_jit_lvalue_as_rvalue(cg_mem(fx, cg_addr_off(fx, vt, 8ull * inst.vtable_index), cx->t_ptr));
            args.data[0] = (void *)data;
            FnSig ms = ty_subst_sig(cx->tcx, sig, fd->adt.args);
            uint32_t nio = ty_args_len(cx->tcx, ms.inputs_and_output);
            TyId ret = cg_mono(cx, (ArgsId){0}, ty_args(cx->tcx, ms.inputs_and_output)[nio - 1]);
            bool rv;
            if (inst.vtable_index == 0) {
                /* drop_in_place::<dyn Tr>: slot 0 is null when the
                 * concrete type needs no drop (as emit_drop reads it) */
                gcc_jit_lvalue *fpl = cg_temp(fx, cx->t_ptr);
                gcc_jit_block_add_assignment(fx->cur, fx->loc, fpl, fp);
                gcc_jit_block *call = gcc_jit_function_new_block(fx->fn, NULL), *skip = gcc_jit_function_new_block(fx->fn, NULL);
                gcc_jit_rvalue *nonnull = gcc_jit_context_new_comparison(C(fx), NULL, GCC_JIT_COMPARISON_NE, gcc_jit_lvalue_as_rvalue(fpl),
                                                                         gcc_jit_context_null(C(fx), cx->t_ptr));
                gcc_jit_block_end_with_conditional(fx->cur, fx->loc, nonnull, call, skip);
                fx->cur = call;
                gcc_jit_block_add_eval(fx->cur, fx->loc, call_ptr(fx, gcc_jit_lvalue_as_rvalue(fpl), ret, &args, false, &rv, NULL, 0));
                gcc_jit_block_end_with_jump(fx->cur, fx->loc, skip);
                fx->cur = skip;
                vec_free(&args);
                cg_goto(fx, t->target);
                return;
            }
            gcc_jit_rvalue *call = call_ptr(fx, fp, ret, &args, false, &rv, NULL, 0);
            vec_free(&args);
            finish_call(fx, t, call, rv);
            return;
        }
        CgFn *f = cg_get_fn(cx, &inst);
        if (inst.kind == INST_ITEM && needs_hidden_location(cx, &inst, fd->adt.def))
            vec_push(&args, (void *)own_or_caller_location(fx, t));
        gcc_jit_rvalue *call = call_direct(fx, f, &args);
        vec_free(&args);
        finish_call(fx, t, call, f->ret_void);
        return;
    }
    if (fd->kind == TYK_FN_PTR) {
        bool spread = fd->sig.abi == ABI_RUST_CALL;
        gcc_jit_rvalue *fp = cg_operand(fx, &t->func);
        for (uint32_t i = 0; i < t->nargs; i++) push_arg(fx, &args, &t->args[i], spread && i + 1 == t->nargs);
        uint32_t nio = ty_args_len(cx->tcx, fd->sig.inputs_and_output);
        TyId ret = ty_args(cx->tcx, fd->sig.inputs_and_output)[nio - 1];
        bool rv;
        bool c_abi = cg_abi_is_c(fd->sig.abi);
        gcc_jit_rvalue *call = call_ptr(fx, fp, ret, &args, fd->sig.c_variadic, &rv,
                                        c_abi ? ty_args(cx->tcx, fd->sig.inputs_and_output) : NULL, nio - 1);
        vec_free(&args);
        finish_call(fx, t, call, rv);
        return;
    }
    cg_error(cx, t->span, "codegen: call of a value of type `%s`", ty_to_string(cx->tcx, fty));
    cg_unreachable(fx);
}

static void emit_drop(CgFx *fx, const MirTerm *t) {
    CgCtx *cx = fx->cx;
    TyId ty = place_ty(fx, &t->place);
    if (!ty_needs_drop(cx->tcx, cg_env(), ty)) {
        cg_goto(fx, t->target);
        return;
    }
    CgPlace p = cg_place(fx, &t->place);
    if (ty_kind(cx->tcx, ty) == TYK_DYN) {
        /* through the vtable: slot 0 is the concrete type's drop glue
         * (null when it needs none) */
        gcc_jit_rvalue *data = cg_place_addr(fx, &p);
        gcc_jit_lvalue *fp = cg_temp(fx, cx->t_ptr);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, fp, gcc_jit_lvalue_as_rvalue(cg_mem(fx, p.meta, cx->t_ptr)));
        gcc_jit_block *call = gcc_jit_function_new_block(fx->fn, NULL);
        gcc_jit_block *done = t->target == MIR_NO_BLOCK ? gcc_jit_function_new_block(fx->fn, NULL) : fx->blocks[t->target];
        gcc_jit_rvalue *nonnull = gcc_jit_context_new_comparison(C(fx), NULL, GCC_JIT_COMPARISON_NE, gcc_jit_lvalue_as_rvalue(fp),
                                                                 gcc_jit_context_null(C(fx), cx->t_ptr));
        gcc_jit_block_end_with_conditional(fx->cur, fx->loc, nonnull, call, done);
        fx->cur = call;
        VecPtr args = {0};
        vec_push(&args, (void *)data);
        bool rv;
        gcc_jit_block_add_eval(fx->cur, fx->loc, call_ptr(fx, gcc_jit_lvalue_as_rvalue(fp), ty_common(cx->tcx)->unit, &args, false, &rv, NULL, 0));
        vec_free(&args);
        cg_goto(fx, t->target);
        if (t->target == MIR_NO_BLOCK) {
            fx->cur = done;
            cg_unreachable(fx);
        }
        return;
    }
    DefId dip = hir_lang_item(ty_hir(cx->tcx), LANG_DROP_IN_PLACE);
    Instance inst = {INST_DROP_GLUE, dip, ty_intern_args(cx->tcx, &ty, 1), 0};
    CgFn *f = cg_get_fn(cx, &inst);
    gcc_jit_rvalue *a = cg_place_addr(fx, &p);
    if (p.meta) a = cg_pair(fx, ty_raw_ptr(cx->tcx, ty, true), a, p.meta);
    VecPtr args = {0};
    vec_push(&args, (void *)a);
    gcc_jit_block_add_eval(fx->cur, fx->loc, call_direct(fx, f, &args));
    vec_free(&args);
    cg_goto(fx, t->target);
}

static const char *overflow_msg(MirBinOp op) {
    switch (op) {
    case MBIN_ADD: return "attempt to add with overflow";
    case MBIN_SUB: return "attempt to subtract with overflow";
    case MBIN_MUL: return "attempt to multiply with overflow";
    case MBIN_DIV: return "attempt to divide with overflow";
    case MBIN_REM: return "attempt to calculate the remainder with overflow";
    case MBIN_SHL: return "attempt to shift left with overflow";
    case MBIN_SHR: return "attempt to shift right with overflow";
    default: return "attempt to compute with overflow";
    }
}

/* Calls a panic lang item: msg (or index, len) and the caller location. */
static void emit_panic_call(CgFx *fx, const MirTerm *t, const char *msg, Span sp) {
    CgCtx *cx = fx->cx;
    bool bounds = t && t->assert_kind == ASSERT_BOUNDS_CHECK;
    DefId li = hir_lang_item(ty_hir(cx->tcx), bounds ? LANG_PANIC_BOUNDS_CHECK : LANG_PANIC);
    if (!li.i) li = ty_require_lang_item(cx->tcx, bounds ? LANG_PANIC_BOUNDS_CHECK : LANG_PANIC, sp);
    if (!li.i) {
        cx->failed = true;
        cg_unreachable(fx);
        return;
    }
    Instance inst = {INST_ITEM, li, {0}, 0};
    CgFn *f = cg_get_fn(cx, &inst);
    VecPtr args = {0};
    if (bounds) {
        vec_push(&args, (void *)cg_operand(fx, &t->args[1]));
        vec_push(&args, (void *)cg_operand(fx, &t->args[0]));
    } else {
        TyId str_ref = ty_ref(cx->tcx, ty_common(cx->tcx)->str_, false);
        vec_push(&args, (void *)cg_pair(fx, str_ref, cg_str_global(cx, msg, strlen(msg)), cg_usize(cx, strlen(msg))));
    }
    if (f->nparams > args.len) {
        /* in a #[track_caller] fn the panic is reported at its caller */
        const MirBody *b = fx->body;
        if (fx->inst.kind == INST_ITEM && has_track_caller(cx, b->def) && b->arg_count > 0)
            vec_push(&args, (void *)gcc_jit_lvalue_as_rvalue(fx->locals[b->arg_count]));
        else
            vec_push(&args, (void *)cg_caller_location(fx, sp));
    }
    gcc_jit_block_add_eval(fx->cur, fx->loc, call_direct(fx, f, &args));
    vec_free(&args);
    cg_unreachable(fx);
}

static void emit_panic(CgFx *fx, const MirTerm *t) {
    const char *msg;
    switch (t->assert_kind) {
    case ASSERT_BOUNDS_CHECK: msg = ""; break;
    case ASSERT_OVERFLOW_NEG: msg = "attempt to negate with overflow"; break;
    case ASSERT_DIV_BY_ZERO: msg = "attempt to divide by zero"; break;
    case ASSERT_REM_BY_ZERO: msg = "attempt to calculate the remainder with a divisor of zero"; break;
    case ASSERT_RESUMED_AFTER_RETURN:
        msg = t->assert_op ? "`async fn` resumed after completion" : "generator resumed after completion";
        break;
    case ASSERT_RESUMED_AFTER_PANIC:
        msg = t->assert_op ? "`async fn` resumed after panicking" : "generator resumed after panicking";
        break;
    default: msg = overflow_msg((MirBinOp)t->assert_op); break;
    }
    emit_panic_call(fx, t, msg, t->span);
}

void cg_panic_str(CgFx *fx, const char *msg, Span sp) { emit_panic_call(fx, NULL, msg, sp); }

static void emit_assert(CgFx *fx, const MirTerm *t) {
    gcc_jit_rvalue *cond = cg_operand(fx, &t->cond);
    if (!t->expected) cond = cg_bool_not(fx, cond);
    /* the panic path is cold */
    gcc_jit_block *fail = gcc_jit_function_new_block(fx->fn, NULL);
    gcc_jit_block_end_with_conditional(fx->cur, fx->loc, cond, fx->blocks[t->target], fail);
    fx->cur = fail;
    cg_unwind_site(fx, t);
    emit_panic(fx, t);
}

bool cg_term_may_unwind(CgFx *fx, const MirTerm *t) {
    CgCtx *cx = fx->cx;
    if (t->kind == TERM_ASSERT) return true;
    if (t->kind == TERM_DROP) return ty_needs_drop(cx->tcx, cg_env(), place_ty(fx, &t->place));
    if (t->kind != TERM_CALL) return false;
    TyId fty = cg_operand_ty(fx, &t->func);
    const TyData *fd = ty_get(cx->tcx, fty);
    if (fd->kind == TYK_FN_PTR) return !cg_abi_is_c(fd->sig.abi);
    if (fd->kind != TYK_FN_DEF) return true;
    Instance inst;
    if (!ty_resolve_instance(cx->tcx, cg_env(), fd->adt.def, fd->adt.args, &inst)) return true;
    switch (inst.kind) {
    case INST_INTRINSIC: {
        /* the ones that may panic */
        Intrinsic which = ty_intrinsic(cx->tcx, inst.def);
        return which == INTR_ASSERT_INHABITED || which == INTR_ASSERT_ZERO_VALID || which == INTR_ASSERT_UNINIT_VALID;
    }
    case INST_DROP_GLUE:
        return ty_args_len(cx->tcx, inst.args) && ty_needs_drop(cx->tcx, cg_env(), ty_args(cx->tcx, inst.args)[0]);
    case INST_ITEM:
        if (cg_is_llvm_intrinsic(mono_symbol_name(cx->tcx, &inst))) return false;
        /* extern "C" fns do not unwind (rustc 1.63: nounwind) */
        return !cg_abi_is_c(ty_fn_sig(cx->tcx, fd->adt.def).abi);
    default: return true;
    }
}

static void emit_term(CgFx *fx, const MirTerm *t) {
    switch (t->kind) {
    case TERM_GOTO: cg_goto(fx, t->target); break;
    case TERM_SWITCH_INT: emit_switch(fx, t); break;
    case TERM_RETURN:
        cg_unwind_return(fx);
        if (fx->f->ret_void) {
            gcc_jit_block_end_with_void_return(fx->cur, fx->loc);
        } else {
            gcc_jit_rvalue *r = gcc_jit_lvalue_as_rvalue(fx->locals[0]);
            if (gcc_jit_rvalue_get_type(r) != fx->f->ret) r = cg_transmute(fx, r, fx->f->ret);   /* C ABI struct */
            gcc_jit_block_end_with_return(fx->cur, fx->loc, r);
        }
        break;
    case TERM_UNREACHABLE: cg_unreachable(fx); break;
    case TERM_DROP:
        cg_unwind_site(fx, t);
        emit_drop(fx, t);
        break;
    case TERM_CALL:
        cg_unwind_site(fx, t);
        emit_call(fx, t);
        break;
    case TERM_ASSERT: emit_assert(fx, t); break;
    case TERM_INLINE_ASM: cg_inline_asm(fx, t); break;
    case TERM_ABORT: {
        gcc_jit_block_add_eval(fx->cur, fx->loc, cg_call_builtin(fx, "__builtin_trap", 0, NULL));
        cg_unreachable(fx);
        break;
    }
    case TERM_YIELD: case TERM_GENERATOR_DROP:
        rcc_ice("codegen: a generator's body before its state-machine transform");
    case TERM_RESUME: cg_unwind_resume(fx); break;
    }
}

static void emit_stmt(CgFx *fx, const MirStmt *s) {
    switch (s->kind) {
    case MSTMT_ASSIGN: emit_assign(fx, &s->place, &s->rv); break;
    case MSTMT_SET_DISCRIMINANT: {
        CgPlace p = cg_place(fx, &s->place);
        set_discriminant(fx, &p, s->variant);
        break;
    }
    default: break;
    }
}

/* ---- the function ---- */

void cg_define_fn(CgCtx *cx, const MonoItem *it) {
    const MirBody *b = cg_instance_body(cx, &it->inst);
    if (!b) return;
    CgFn *f = cg_strmap_get(&cx->fns, it->symbol);
    if (!f) return;
    CgFx fx = {0};
    fx.cx = cx;
    fx.inst = it->inst;
    fx.body = b;
    fx.f = f;
    fx.fn = f->fn;
    hmap_init(&fx.zst_locals);
    fx.locals = ARENA_ARRAY(&cx->arena, gcc_jit_lvalue *, b->nlocals);
    fx.local_tys = ARENA_ARRAY(&cx->arena, TyId, b->nlocals);
    for (uint32_t i = 0; i < b->nlocals; i++) {
        fx.local_tys[i] = cg_mono(cx, it->inst.args, b->locals[i].ty);
        char name[64];
        if (cx->opt->debuginfo && b->locals[i].is_user_var && b->locals[i].name)
            snprintf(name, sizeof name, "%s", sym_str(b->locals[i].name));
        else
            snprintf(name, sizeof name, "_%u", i);
        fx.locals[i] = gcc_jit_function_new_local(f->fn, cg_loc(cx, b->locals[i].span), cg_type(cx, fx.local_tys[i]), name);
    }
    fx.blocks = ARENA_ARRAY(&cx->arena, gcc_jit_block *, b->nblocks);
    gcc_jit_block *entry = gcc_jit_function_new_block(f->fn, "start");
    /* cleanup blocks nobody unwinds to are left out (libgccjit rejects
     * unreachable blocks) */
    const bool *emitted = cg_unwind_prepare(&fx);
    for (uint32_t i = 0; i < b->nblocks; i++) {
        fx.blocks[i] = NULL;
        if (!emitted[i]) continue;
        char name[24];
        snprintf(name, sizeof name, "bb%u", i);
        fx.blocks[i] = gcc_jit_function_new_block(f->fn, name);
    }
    /* parameters into their locals (ZSTs are not passed; a spread tuple
     * is rebuilt from its elements) */
    fx.cur = entry;
    uint32_t pi = 0;
    for (uint32_t a = 1; a <= b->arg_count; a++) {
        TyId t = fx.local_tys[a];
        if (b->spread_last_arg && a == b->arg_count && ty_kind(cx->tcx, t) == TYK_TUPLE) {
            const TyData *d = ty_get(cx->tcx, t);
            uint32_t n = ty_args_len(cx->tcx, d->tuple);
            const TyId *el = ty_args(cx->tcx, d->tuple);
            const Layout *l = cg_layout(cx, t);
            gcc_jit_rvalue *base = gcc_jit_context_new_cast(cx->ctxt, NULL, gcc_jit_lvalue_get_address(fx.locals[a], NULL), cx->t_ptr);
            for (uint32_t j = 0; j < n; j++) {
                if (cg_is_zst(cx, el[j])) continue;
                gcc_jit_rvalue *pv = gcc_jit_param_as_rvalue(gcc_jit_function_get_param(f->fn, (int)pi++));
                gcc_jit_block_add_assignment(entry, NULL, cg_mem(&fx, cg_addr_off(&fx, base, l->offsets[j]), cg_type(cx, el[j])), pv);
            }
            continue;
        }
        if (cg_is_zst(cx, t)) continue;
        /* cg_assign: a C-ABI parameter may be a C struct, the local a blob */
        cg_assign(&fx, fx.locals[a], gcc_jit_param_as_rvalue(gcc_jit_function_get_param(f->fn, (int)pi++)));
    }
    if (fx.uw_frame) cg_unwind_enter(&fx, entry, fx.blocks[0]);
    else gcc_jit_block_end_with_jump(entry, NULL, b->nblocks ? fx.blocks[0] : entry);
    /* after an error only -Zcontinue-after-type-errors finishes the body
     * (every block terminated, so that the unit still compiles) */
    for (uint32_t i = 0; i < b->nblocks && (!cx->failed || ty_options(cx->tcx)->keep_going); i++) {
        const MirBasicBlock *bb = &b->blocks[i];
        if (!fx.blocks[i]) continue;
        fx.cur = fx.blocks[i];
        fx.uw_in_cleanup = bb->is_cleanup;
        for (uint32_t j = 0; j < bb->nstmts; j++) {
            fx.span = bb->stmts[j].span;
            fx.loc = cg_loc(cx, fx.span);
            emit_stmt(&fx, &bb->stmts[j]);
        }
        fx.span = bb->term.span;
        fx.loc = cg_loc(cx, fx.span);
        emit_term(&fx, &bb->term);
    }
    hmap_free(&fx.zst_locals);
}
