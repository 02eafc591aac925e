/* cg.c — one libgccjit context per codegen unit: options, types,
 * function declarations, the C `main`, and cg_compile_unit.
 *
 * Takes: a codegen unit of mono.h. Gives: an object file (and assembly).
 * Types follow the representation described in cg_priv.h. */
#define _GNU_SOURCE   /* fopencookie */
#include <stdarg.h>
#include <stdio.h>

#include "cg_priv.h"

/* ---- small string map ---- */

void cg_strmap_put(CgStrMap *m, const char *key, void *val) {
    uint64_t h = hash_bytes(key, strlen(key));
    for (;;) {
        uint64_t idx;
        if (!hmap_get(&m->m, h, &idx)) break;
        if (strcmp(m->keys.data[idx - 1], key) == 0) {
            m->vals.data[idx - 1] = val;
            return;
        }
        h = hash_u64(h + 1);
    }
    vec_push(&m->keys, key);
    vec_push(&m->vals, val);
    hmap_put(&m->m, h, m->keys.len);
}

void *cg_strmap_get(const CgStrMap *m, const char *key) {
    uint64_t h = hash_bytes(key, strlen(key));
    for (;;) {
        uint64_t idx;
        if (!hmap_get(&m->m, h, &idx)) return NULL;
        if (strcmp(m->keys.data[idx - 1], key) == 0) return m->vals.data[idx - 1];
        h = hash_u64(h + 1);
    }
}

static void cg_strmap_free(CgStrMap *m) {
    hmap_free(&m->m);
    vec_free(&m->keys);
    vec_free(&m->vals);
}

/* ---- errors ---- */

void cg_error(CgCtx *cx, Span sp, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *msg = xvasprintf(fmt, ap);
    va_end(ap);
    diag_emit(diag_error(ty_diag(cx->tcx), DC_NONE, sp, "%s", msg));
    free(msg);
    cx->failed = true;
}

ParamEnv cg_env(void) { return (ParamEnv){NULL, 0}; }

/* ---- types ---- */

gcc_jit_type *cg_int_type(CgCtx *cx, uint32_t bytes, bool is_signed) {
    switch (bytes) {
    case 1: return is_signed ? cx->t_i8 : cx->t_u8;
    case 2: return is_signed ? cx->t_i16 : cx->t_u16;
    case 4: return is_signed ? cx->t_i32 : cx->t_u32;
    case 8: return is_signed ? cx->t_i64 : cx->t_u64;
    case 16: return is_signed ? cx->t_i128 : cx->t_u128;
    }
    rcc_ice("codegen: no %u-byte integer type", bytes);
}

static uint32_t log2u(uint32_t a) {
    uint32_t l = 0;
    while ((1u << l) < a) l++;
    return l;
}

/* struct { u8 b[size]; } with the given alignment, one GCC type per
 * (size, align): get_aligned must be called once per pair. */
gcc_jit_type *cg_blob(CgCtx *cx, uint64_t size, uint32_t align) {
    if (align == 0) align = 1;
    uint64_t key = size << 8 | log2u(align);
    uint64_t v;
    if (hmap_get(&cx->blob_cache, key, &v)) return (gcc_jit_type *)(uintptr_t)v;
    gcc_jit_type *arr = gcc_jit_context_new_array_type(cx->ctxt, NULL, cx->t_u8, (int)size);
    gcc_jit_field *f = gcc_jit_context_new_field(cx->ctxt, NULL, arr, "b");
    char name[64];
    snprintf(name, sizeof name, "blob%llu_%u", (unsigned long long)size, align);
    gcc_jit_type *st = gcc_jit_struct_as_type(gcc_jit_context_new_struct_type(cx->ctxt, NULL, name, 1, &f));
    /* get_aligned only raises alignment: a blob of u8 starts at 1 */
    if (align > 1) st = gcc_jit_type_get_aligned(st, align);
    hmap_put(&cx->blob_cache, key, (uint64_t)(uintptr_t)st);
    return st;
}

const Layout *cg_layout(CgCtx *cx, TyId t) {
    const Layout *l = ty_layout_of(cx->tcx, t);
    if (!l) rcc_ice("codegen: no layout for `%s`", ty_to_string(cx->tcx, t));
    return l;
}

bool cg_is_zst(CgCtx *cx, TyId t) {
    uint8_t k = ty_kind(cx->tcx, t);
    if (k == TYK_STR || k == TYK_SLICE || k == TYK_DYN) return false;
    return cg_layout(cx, t)->size == 0;
}

/* A pointer-like type whose pointee is unsized: (ptr, len) or (ptr, vtable). */
bool cg_is_fat_ptr(CgCtx *cx, TyId t) {
    uint8_t k = ty_kind(cx->tcx, t);
    if (k != TYK_REF && k != TYK_RAW_PTR) return false;
    return cg_layout(cx, t)->size > 8;
}

/* Types represented by a GCC scalar (not a blob). */
bool cg_is_gcc_scalar(CgCtx *cx, TyId t) {
    switch (ty_kind(cx->tcx, t)) {
    case TYK_BOOL: case TYK_CHAR: case TYK_INT: case TYK_UINT: case TYK_FLOAT: case TYK_FN_PTR: return true;
    case TYK_REF: case TYK_RAW_PTR: return !cg_is_fat_ptr(cx, t);
    default: return false;
    }
}

static gcc_jit_type *cg_type_uncached(CgCtx *cx, TyId t) {
    const TyData *d = ty_get(cx->tcx, t);
    switch (d->kind) {
    case TYK_BOOL: return cx->t_bool;
    case TYK_CHAR: return cx->t_u32;
    case TYK_INT:
    case TYK_UINT: {
        uint32_t bits = ty_int_bits(cx->tcx, t);
        return cg_int_type(cx, bits / 8, d->kind == TYK_INT);
    }
    case TYK_FLOAT: return d->sub == FLOAT_F32 ? cx->t_f32 : cx->t_f64;
    case TYK_FN_PTR: return cx->t_ptr;
    case TYK_REF:
    case TYK_RAW_PTR:
        if (!cg_is_fat_ptr(cx, t)) return cx->t_ptr;
        return cg_blob(cx, 16, 8);
    default: {
        const Layout *l = cg_layout(cx, t);
        return cg_blob(cx, l->size, l->align);
    }
    }
}

gcc_jit_type *cg_type(CgCtx *cx, TyId t) {
    uint64_t v;
    if (hmap_get(&cx->ty_cache, t.i, &v)) return (gcc_jit_type *)(uintptr_t)v;
    gcc_jit_type *g = cg_type_uncached(cx, t);
    hmap_put(&cx->ty_cache, t.i, (uint64_t)(uintptr_t)g);
    return g;
}

/* A type of a generic body made concrete for the instance's args. */
TyId cg_mono(CgCtx *cx, ArgsId args, TyId t) {
    uint32_t fl = ty_get(cx->tcx, t)->flags;
    if (fl & TYF_HAS_PARAM) t = ty_subst(cx->tcx, t, args);
    if (ty_get(cx->tcx, t)->flags & TYF_HAS_PROJECTION) t = ty_normalize(cx->tcx, NULL, cg_env(), t);
    return t;
}

/* ---- locations ---- */

gcc_jit_location *cg_loc(CgCtx *cx, Span sp) {
    if (!cx->opt->debuginfo || span_is_dummy(sp) || !cx->sm) return NULL;
    uint64_t v;
    if (hmap_get(&cx->locations, sp.lo, &v)) return (gcc_jit_location *)(uintptr_t)v;
    SourceLoc sl = sm_lookup(cx->sm, sp.lo);
    gcc_jit_location *l = NULL;
    if (sl.file) l = gcc_jit_context_new_location(cx->ctxt, sl.file->name, (int)sl.line, (int)sl.col);
    hmap_put(&cx->locations, sp.lo, (uint64_t)(uintptr_t)l);
    return l;
}

/* ---- function signatures ---- */

const MirBody *cg_instance_body(CgCtx *cx, const Instance *inst) {
    if (inst->kind == INST_ITEM) return mir_body(cx->tcx, inst->def);
    if (inst->kind == INST_INTRINSIC) return NULL;
    return mir_shim(cx->tcx, inst);
}

/* The Rust-level argument types (and return type) of a body, made
 * monomorphic when `subst`. */
bool cg_body_abi(CgCtx *cx, const MirBody *b, ArgsId args, bool subst, TyId **tys, uint32_t *n, TyId *ret) {
    *n = b->arg_count;
    *tys = ARENA_ARRAY(&cx->arena, TyId, b->arg_count + 1);
    for (uint32_t i = 0; i < b->arg_count; i++) {
        TyId t = b->locals[i + 1].ty;
        (*tys)[i] = subst ? cg_mono(cx, args, t) : t;
    }
    *ret = subst ? cg_mono(cx, args, b->locals[0].ty) : b->locals[0].ty;
    return true;
}

/* The machine signature of Rust-level inputs: ZSTs dropped, the last
 * tuple spread when `spread_last`. */
void cg_sig_machine(CgCtx *cx, const TyId *inputs, uint32_t n, TyId ret, bool spread_last, gcc_jit_type ***params,
                    uint32_t *nparams, gcc_jit_type **gret, bool *ret_void) {
    VEC(gcc_jit_type *) ps = {0};
    for (uint32_t i = 0; i < n; i++) {
        TyId t = inputs[i];
        if (spread_last && i + 1 == n && ty_kind(cx->tcx, t) == TYK_TUPLE) {
            const TyData *d = ty_get(cx->tcx, t);
            uint32_t m = ty_args_len(cx->tcx, d->tuple);
            const TyId *el = ty_args(cx->tcx, d->tuple);
            for (uint32_t j = 0; j < m; j++)
                if (!cg_is_zst(cx, el[j])) vec_push(&ps, cg_type(cx, el[j]));
            continue;
        }
        if (cg_is_zst(cx, t)) continue;
        vec_push(&ps, cg_type(cx, t));
    }
    *nparams = ps.len;
    *params = ps.len ? arena_memdup(&cx->arena, ps.data, ps.len * sizeof(gcc_jit_type *), _Alignof(gcc_jit_type *))
                     : NULL;
    vec_free(&ps);
    *ret_void = cg_is_zst(cx, ret) || ty_kind(cx->tcx, ret) == TYK_NEVER;
    *gret = *ret_void ? cx->t_void : cg_type(cx, ret);
}

bool cg_abi_is_c(Abi abi) { return abi == ABI_C || abi == ABI_SYSTEM || abi == ABI_SYSV64; }

/* A #[repr(C)] struct as a GCC struct of its fields' C types (in memory
 * order); NULL when a field has no C counterpart (then the blob is used). */
static gcc_jit_type *c_struct(CgCtx *cx, TyId t) {
    const TyData *d = ty_get(cx->tcx, t);
    const AdtDef *a = ty_adt_def(cx->tcx, d->adt.def);
    if (!a || a->kind != ADT_STRUCT || !a->repr) return NULL;
    const HirAttrs *r = a->repr;
    if (!r->repr_c || r->repr_packed || r->repr_align) return NULL;
    const Layout *l = cg_layout(cx, t);
    uint32_t n = a->variants[0].nfields;
    if (n == 0 || n != l->nfields) return NULL;
    gcc_jit_field **fs = ARENA_ARRAY(&cx->arena, gcc_jit_field *, n);
    for (uint32_t i = 0; i < n; i++) {
        if (i && l->offsets[i] < l->offsets[i - 1]) return NULL;   /* repr(C) keeps declaration order */
        TyId ft = ty_field_ty(cx->tcx, t, 0, i);
        gcc_jit_type *g = cg_type_c(cx, ft);
        if (!cg_is_gcc_scalar(cx, ft) && g == cg_type(cx, ft)) return NULL;
        char name[16];
        snprintf(name, sizeof name, "f%u", i);
        fs[i] = gcc_jit_context_new_field(cx->ctxt, NULL, g, name);
    }
    char sname[32];
    snprintf(sname, sizeof sname, "cstruct%u", cx->nstructs++);
    return gcc_jit_struct_as_type(gcc_jit_context_new_struct_type(cx->ctxt, NULL, sname, (int)n, fs));
}

gcc_jit_type *cg_type_c(CgCtx *cx, TyId t) {
    uint8_t k = ty_kind(cx->tcx, t);
    if (k != TYK_ADT && k != TYK_ARRAY) return cg_type(cx, t);
    uint64_t v;
    if (hmap_get(&cx->c_types, t.i, &v)) return (gcc_jit_type *)(uintptr_t)v;
    gcc_jit_type *g = NULL;
    if (k == TYK_ADT) {
        g = c_struct(cx, t);
    } else {
        const TyData *d = ty_get(cx->tcx, t);
        gcc_jit_type *e = cg_type_c(cx, d->array.elem);
        if (cg_is_gcc_scalar(cx, d->array.elem) || e != cg_type(cx, d->array.elem))
            g = gcc_jit_context_new_array_type(cx->ctxt, NULL, e, (int)d->array.len);
    }
    if (!g) g = cg_type(cx, t);
    hmap_put(&cx->c_types, t.i, (uint64_t)(uintptr_t)g);
    return g;
}

void cg_sig_machine_c(CgCtx *cx, const TyId *inputs, uint32_t n, TyId ret, gcc_jit_type ***params, uint32_t *nparams,
                      gcc_jit_type **gret, bool *ret_void) {
    cg_sig_machine(cx, inputs, n, ret, false, params, nparams, gret, ret_void);
    uint32_t j = 0;
    for (uint32_t i = 0; i < n && j < *nparams; i++) {
        if (cg_is_zst(cx, inputs[i])) continue;
        (*params)[j++] = cg_type_c(cx, inputs[i]);
    }
    if (!*ret_void) *gret = cg_type_c(cx, ret);
}

CgFn *cg_get_fn_symbol(CgCtx *cx, const char *sym, gcc_jit_type *ret, bool ret_void, gcc_jit_type **params,
                       uint32_t nparams, bool variadic, enum gcc_jit_function_kind kind) {
    CgFn *f = cg_strmap_get(&cx->fns, sym);
    if (f) return f;
    f = ARENA_NEW(&cx->arena, CgFn);
    f->ret = ret;
    f->ret_void = ret_void;
    f->params = params;
    f->nparams = nparams;
    f->variadic = variadic;
    f->defined = kind != GCC_JIT_FUNCTION_IMPORTED;
    gcc_jit_param **ps = ARENA_ARRAY(&cx->arena, gcc_jit_param *, nparams + 1);
    for (uint32_t i = 0; i < nparams; i++) {
        char pn[16];
        snprintf(pn, sizeof pn, "p%u", i);
        ps[i] = gcc_jit_context_new_param(cx->ctxt, NULL, params[i], pn);
    }
    f->fn = gcc_jit_context_new_function(cx->ctxt, NULL, kind, ret, sym, (int)nparams, ps, variadic);
    cg_strmap_put(&cx->fns, arena_strdup(&cx->arena, sym), f);
    return f;
}

static bool is_foreign_fn(CgCtx *cx, DefId def) {
    const HirItem *it = hir_item(ty_hir(cx->tcx), def);
    return it && it->kind == HITEM_FN && it->fn.is_foreign;
}

/* Declares the function of an instance (imported unless this unit
 * defines it; cg_compile_unit declares the unit's own first). */
CgFn *cg_get_fn(CgCtx *cx, const Instance *inst) {
    const char *sym = mono_symbol_name(cx->tcx, inst);
    CgFn *f = cg_strmap_get(&cx->fns, sym);
    if (f) return f;
    TyId *tys;
    uint32_t n;
    TyId ret;
    bool spread = false, variadic = false, no_body = false;
    if (inst->kind == INST_ITEM && is_foreign_fn(cx, inst->def)) {
        if (cg_is_llvm_intrinsic(sym)) {
            /* calls are emitted inline (cg_llvm.c); there is no function
             * whose address could be taken */
            cg_error(cx, res_def(ty_resolver(cx->tcx), inst->def)->span,
                     "rcc cannot take the address of the LLVM intrinsic `%s`", sym);
            sym = "__rcc_llvm_intrinsic";
            if ((f = cg_strmap_get(&cx->fns, sym))) return f;
        }
        FnSig sig = ty_fn_sig(cx->tcx, inst->def);
        n = ty_args_len(cx->tcx, sig.inputs_and_output) - 1;
        tys = (TyId *)ty_args(cx->tcx, sig.inputs_and_output);
        ret = tys[n];
        variadic = sig.c_variadic;
    } else {
        /* a linked crate's fn: declared from its signature, as a crate
         * loaded from metadata has no MIR for it */
        bool upstream = mono_is_upstream(cx->tcx, inst);
        const MirBody *b = upstream ? NULL : cg_instance_body(cx, inst);
        if (upstream) {
            no_body = true;
            FnSig sig = ty_fn_sig(cx->tcx, inst->def);
            n = ty_args_len(cx->tcx, sig.inputs_and_output) - 1;
            tys = ARENA_ARRAY(&cx->arena, TyId, n + 1);
            for (uint32_t i = 0; i <= n; i++) tys[i] = cg_mono(cx, inst->args, ty_args(cx->tcx, sig.inputs_and_output)[i]);
            ret = tys[n];
            spread = sig.abi == ABI_RUST_CALL;
        } else if (!b) {
            /* no MIR (an error was reported upstream): declare from the signature */
            no_body = true;
            FnSig sig = ty_subst_sig(cx->tcx, ty_fn_sig(cx->tcx, inst->def), inst->args);
            n = ty_args_len(cx->tcx, sig.inputs_and_output) - 1;
            tys = (TyId *)ty_args(cx->tcx, sig.inputs_and_output);
            ret = tys[n];
        } else {
            cg_body_abi(cx, b, inst->args, true, &tys, &n, &ret);
            spread = b->spread_last_arg;
        }
    }
    gcc_jit_type **ps, *gret;
    uint32_t np;
    bool rv;
    if (inst->kind == INST_ITEM && cg_abi_is_c(ty_fn_sig(cx->tcx, inst->def).abi))
        cg_sig_machine_c(cx, tys, n, ret, &ps, &np, &gret, &rv);
    else
        cg_sig_machine(cx, tys, n, ret, spread, &ps, &np, &gret, &rv);
    if (no_body && inst->kind == INST_ITEM) {
        /* a #[track_caller] fn's hidden `&Location` (conventions §5),
         * which its MIR would have had as its last argument */
        if (ty_is_track_caller(cx->tcx, inst->def)) {
            gcc_jit_type **ps2 = ARENA_ARRAY(&cx->arena, gcc_jit_type *, np + 1);
            for (uint32_t i = 0; i < np; i++) ps2[i] = ps[i];
            ps2[np++] = cx->t_ptr;
            ps = ps2;
        }
    }
    return cg_get_fn_symbol(cx, sym, gret, rv, ps, np, variadic, GCC_JIT_FUNCTION_IMPORTED);
}

gcc_jit_rvalue *cg_fn_addr(CgCtx *cx, const Instance *inst) {
    CgFn *f = cg_get_fn(cx, inst);
    return gcc_jit_context_new_cast(cx->ctxt, NULL, gcc_jit_function_get_address(f->fn, NULL), cx->t_ptr);
}

/* Declares a function the unit defines, with the linkage mono decided. */
static void declare_unit_fn(CgCtx *cx, const MonoItem *it) {
    const MirBody *b = cg_instance_body(cx, &it->inst);
    if (!b) {
        /* typeck reported why (a tainted body is not lowered), or it is
         * an rcc bug: never leave an undefined symbol silently. With
         * -Zcontinue-after-type-errors the unit is generated without it. */
        bool tainted = it->inst.kind == INST_ITEM && tc_typeck(cx->tcx, it->inst.def)->tainted;
        if (!tainted && (!ty_diag(cx->tcx)->nerrors || ty_options(cx->tcx)->keep_going))
            cg_error(cx, res_def(ty_resolver(cx->tcx), it->inst.def)->span, "rcc has no MIR for `%s`", it->symbol);
        if (!ty_options(cx->tcx)->keep_going) cx->failed = true;
        return;
    }
    TyId *tys;
    uint32_t n;
    TyId ret;
    cg_body_abi(cx, b, it->inst.args, true, &tys, &n, &ret);
    gcc_jit_type **ps, *gret;
    uint32_t np;
    bool rv;
    if (it->inst.kind == INST_ITEM && b->kind == MIR_FN && cg_abi_is_c(ty_fn_sig(cx->tcx, it->inst.def).abi))
        cg_sig_machine_c(cx, tys, n, ret, &ps, &np, &gret, &rv);
    else
        cg_sig_machine(cx, tys, n, ret, b->spread_last_arg, &ps, &np, &gret, &rv);
    cg_get_fn_symbol(cx, it->symbol, gret, rv, ps, np, false,
                     it->external ? GCC_JIT_FUNCTION_EXPORTED : GCC_JIT_FUNCTION_INTERNAL);
}

/* rustc's allocator shim (mono.h, MONO_ALLOC_SHIM): `__rust_alloc`
 * & co. forward their arguments to the fn the session resolved them to. */
static void define_alloc_shim(CgCtx *cx, const MonoItem *it) {
    const HirItem *decl = hir_item(ty_hir(cx->tcx), it->def);
    if (!it->inst.def.i && decl && decl->kind == HITEM_FN) {
        if (!cg_define_unwinder(cx, it->symbol))
            cg_error(cx, res_def(ty_resolver(cx->tcx), it->def)->span, "rcc cannot define the unwinder `%s`", it->symbol);
        return;
    }
    if (!it->inst.def.i) {
        /* `__rust_alloc_error_handler_should_panic: u8`, -Zoom=abort */
        gcc_jit_lvalue *g = gcc_jit_context_new_global(cx->ctxt, NULL, GCC_JIT_GLOBAL_EXPORTED, cx->t_u8, it->symbol);
        gcc_jit_global_set_initializer_rvalue(g, gcc_jit_context_zero(cx->ctxt, cx->t_u8));
        return;
    }
    CgFn *target = cg_get_fn(cx, &it->inst);
    CgFn *f = cg_get_fn_symbol(cx, it->symbol, target->ret, target->ret_void, target->params, target->nparams, false,
                               GCC_JIT_FUNCTION_EXPORTED);
    if (f->fn == target->fn || !f->defined) {
        cg_error(cx, res_def(ty_resolver(cx->tcx), it->def)->span, "rcc cannot define the allocator shim `%s`",
                 it->symbol);
        return;
    }
    gcc_jit_block *bb = gcc_jit_function_new_block(f->fn, "entry");
    gcc_jit_rvalue **args = ARENA_ARRAY(&cx->arena, gcc_jit_rvalue *, target->nparams + 1);
    for (uint32_t i = 0; i < target->nparams; i++) args[i] = gcc_jit_param_as_rvalue(gcc_jit_function_get_param(f->fn, (int)i));
    gcc_jit_rvalue *call = gcc_jit_context_new_call(cx->ctxt, NULL, target->fn, (int)target->nparams, args);
    if (target->ret_void) {
        gcc_jit_block_add_eval(bb, NULL, call);
        gcc_jit_block_end_with_void_return(bb, NULL);
    } else {
        gcc_jit_block_end_with_return(bb, NULL, call);
    }
}

/* ---- the C entry point (conventions §6) ---- */

static void emit_c_main(CgCtx *cx) {
    const MonoItems *mi = cx->mi;
    const MonoItem *entry = &mi->items[mi->entry_item];
    gcc_jit_context *c = cx->ctxt;
    gcc_jit_type *charpp = gcc_jit_type_get_pointer(gcc_jit_type_get_pointer(gcc_jit_context_get_type(c, GCC_JIT_TYPE_CHAR)));
    gcc_jit_param *ps[2] = {gcc_jit_context_new_param(c, NULL, cx->t_int, "argc"),
                            gcc_jit_context_new_param(c, NULL, charpp, "argv")};
    gcc_jit_function *m = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, cx->t_int, "main", 2, ps, 0);
    gcc_jit_block *bb = gcc_jit_function_new_block(m, "entry");
    gcc_jit_rvalue *argc = gcc_jit_context_new_cast(c, NULL, gcc_jit_param_as_rvalue(ps[0]), cx->t_isize);
    gcc_jit_rvalue *argv = gcc_jit_context_new_cast(c, NULL, gcc_jit_param_as_rvalue(ps[1]), cx->t_ptr);
    CgFn *callee;
    gcc_jit_rvalue *args[3];
    uint32_t nargs = 0;
    if (mi->entry_is_start) {
        callee = cg_get_fn(cx, &entry->inst);
        args[nargs++] = argc;
        args[nargs++] = argv;
    } else {
        DefId start = hir_lang_item(ty_hir(cx->tcx), LANG_START);
        if (!start.i) {
            cg_error(cx, (Span){0, 0}, "requires `start` lang_item");
            gcc_jit_block_end_with_return(bb, NULL, gcc_jit_context_zero(c, cx->t_int));
            return;
        }
        /* start::<T> with T = main's return type */
        FnSig ms = ty_fn_sig(cx->tcx, entry->inst.def);
        uint32_t nio = ty_args_len(cx->tcx, ms.inputs_and_output);
        TyId ret = nio ? ty_args(cx->tcx, ms.inputs_and_output)[nio - 1] : ty_common(cx->tcx)->unit;
        Instance si = {INST_ITEM, start, ty_intern_args(cx->tcx, &ret, 1), 0};
        callee = cg_get_fn(cx, &si);
        args[nargs++] = cg_fn_addr(cx, &entry->inst);
        args[nargs++] = argc;
        args[nargs++] = argv;
    }
    if (callee->nparams != nargs) {
        cg_error(cx, (Span){0, 0}, "the entry function has an unexpected signature");
        gcc_jit_block_end_with_return(bb, NULL, gcc_jit_context_zero(c, cx->t_int));
        return;
    }
    for (uint32_t i = 0; i < nargs; i++)
        if (gcc_jit_rvalue_get_type(args[i]) != callee->params[i])
            args[i] = gcc_jit_context_new_cast(c, NULL, args[i], callee->params[i]);
    gcc_jit_rvalue *call = gcc_jit_context_new_call(c, NULL, callee->fn, (int)nargs, args);
    if (callee->ret_void) {
        gcc_jit_block_add_eval(bb, NULL, call);
        gcc_jit_block_end_with_return(bb, NULL, gcc_jit_context_zero(c, cx->t_int));
    } else {
        gcc_jit_block_end_with_return(bb, NULL, gcc_jit_context_new_cast(c, NULL, call, cx->t_int));
    }
}

/* ---- the unit ---- */

static void init_types(CgCtx *cx) {
    gcc_jit_context *c = cx->ctxt;
    cx->t_void = gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID);
    cx->t_bool = gcc_jit_context_get_type(c, GCC_JIT_TYPE_BOOL);
    cx->t_u8 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_UINT8_T);
    cx->t_u16 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_UINT16_T);
    cx->t_u32 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_UINT32_T);
    cx->t_u64 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_UINT64_T);
    cx->t_u128 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_UINT128_T);
    cx->t_i8 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_INT8_T);
    cx->t_i16 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_INT16_T);
    cx->t_i32 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_INT32_T);
    cx->t_i64 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_INT64_T);
    cx->t_i128 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_INT128_T);
    cx->t_u128_mem = gcc_jit_type_get_aligned(cx->t_u128, 8);
    cx->t_i128_mem = gcc_jit_type_get_aligned(cx->t_i128, 8);
    /* soft-float: floats are their bits (cg_softfloat.c) */
    cx->t_f32 = cx->opt->soft_float ? cx->t_u32 : gcc_jit_context_get_type(c, GCC_JIT_TYPE_FLOAT);
    cx->t_f64 = cx->opt->soft_float ? cx->t_u64 : gcc_jit_context_get_type(c, GCC_JIT_TYPE_DOUBLE);
    cx->t_int = gcc_jit_context_get_type(c, GCC_JIT_TYPE_INT);
    cx->t_uint = gcc_jit_context_get_type(c, GCC_JIT_TYPE_UNSIGNED_INT);
    cx->t_ptr = gcc_jit_type_get_pointer(cx->t_u8);
    cx->t_usize = cx->t_u64;
    cx->t_isize = cx->t_i64;
}

/* One target feature as GCC's option. rustc (LLVM) and GCC name most x86
 * features alike; these differ, and features GCC has no option for (and
 * LLVM-only tuning flags) are left out. */
static void add_feature_option(gcc_jit_context *c, const char *name, bool on) {
    static const char *const renamed[][2] = {
        {"bmi1", "bmi"}, {"pclmulqdq", "pclmul"}, {"rdrand", "rdrnd"}, {"cmpxchg16b", "cx16"},
        {"lahfsahf", "sahf"}, {"x87", "80387"},
    };
    static const char *const same[] = {
        "3dnow", "3dnowa", "adx", "aes", "avx", "avx2", "avx512bf16", "avx512bitalg", "avx512bw", "avx512cd",
        "avx512dq", "avx512er", "avx512f", "avx512ifma", "avx512pf", "avx512vbmi", "avx512vbmi2", "avx512vl",
        "avx512vnni", "avx512vp2intersect", "avx512vpopcntdq", "bmi2", "clflushopt", "clwb", "crc32", "cx16", "f16c", "fma", "fma4",
        "fsgsbase", "fxsr", "gfni", "lzcnt", "mmx", "movbe", "popcnt", "prfchw", "rdpid", "rdseed", "rtm",
        "sahf", "sha", "soft-float", "sse", "sse2", "sse3", "sse4.1", "sse4.2", "sse4a", "ssse3", "tbm",
        "vaes", "vpclmulqdq", "xop", "xsave", "xsavec", "xsaveopt", "xsaves",
    };
    const char *g = NULL;
    for (size_t i = 0; i < sizeof renamed / sizeof *renamed && !g; i++)
        if (!strcmp(name, renamed[i][0])) g = renamed[i][1];
    for (size_t i = 0; i < sizeof same / sizeof *same && !g; i++)
        if (!strcmp(name, same[i])) g = same[i];
    if (g) {
        char opt[96];
        snprintf(opt, sizeof opt, "-m%s%s", on ? "" : "no-", g);
        if (!strcmp(g, "soft-float") && !on) return;   /* GCC has no -mno-soft-float */
        gcc_jit_context_add_command_line_option(c, opt);
    } else if (on && !strcmp(name, "retpoline-external-thunk")) {
        /* indirect calls and jumps through the kernel's __x86_indirect_thunk_* */
        gcc_jit_context_add_command_line_option(c, "-mindirect-branch=thunk-extern");
        gcc_jit_context_add_command_line_option(c, "-mindirect-branch-register");
    }
}

/* The unit's context, a child of *parent (an empty context of its own:
 * see compile_to). */
static gcc_jit_context *new_context(const CgOptions *o, const char *unit_name, gcc_jit_context **parent) {
    *parent = gcc_jit_context_acquire();
    gcc_jit_context *c = gcc_jit_context_new_child_context(*parent);
    int lvl = o->opt_level;
    if (lvl < 0) lvl = 0;
    if (lvl > 3) lvl = 3;
    gcc_jit_context_set_int_option(c, GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL, o->opt_size ? 2 : lvl);
    if (o->opt_size) gcc_jit_context_add_command_line_option(c, "-Os");
    /* Rust semantics on GCC (see DESIGN.md): wrapping arithmetic is
     * defined, no type-based aliasing, no float contraction. */
    gcc_jit_context_add_command_line_option(c, "-fwrapv");
    gcc_jit_context_add_command_line_option(c, "-fno-strict-aliasing");
    gcc_jit_context_add_command_line_option(c, "-ffp-contract=off");
    /* position independent: Debian's cc links PIE executables; -C
     * relocation-model=static (Kbuild) asks for absolute addressing */
    gcc_jit_context_add_command_line_option(c, o->static_reloc ? "-fno-pic" : "-fPIC");
    /* -Zfunction-sections (rustc's default): .text.<symbol> per function,
     * .data.rel.ro.<symbol> etc. per static, for the link's --gc-sections */
    if (o->function_sections) {
        gcc_jit_context_add_command_line_option(c, "-ffunction-sections");
        gcc_jit_context_add_command_line_option(c, "-fdata-sections");
    }
    if (o->frame_pointers) gcc_jit_context_add_command_line_option(c, "-fno-omit-frame-pointer");
    /* -C force-unwind-tables=n under panic=abort: no .eh_frame */
    if (o->no_unwind_tables) {
        gcc_jit_context_add_command_line_option(c, "-fno-asynchronous-unwind-tables");
        gcc_jit_context_add_command_line_option(c, "-fno-unwind-tables");
    }
    /* reproducible objects: no random names in them */
    char seed[256];
    snprintf(seed, sizeof seed, "-frandom-seed=%s", unit_name);
    gcc_jit_context_add_command_line_option(c, seed);
    /* -C target-cpu: GCC's -march names are rustc's for x86-64. `native`
     * needs the gcc driver's host detection, which libgccjit's in-process
     * cc1 lacks: it (and `generic`) keep the default x86-64. */
    if (o->target_cpu && strcmp(o->target_cpu, "native") != 0 && strcmp(o->target_cpu, "generic") != 0) {
        char cpu[128];
        snprintf(cpu, sizeof cpu, "-march=%s", o->target_cpu);
        gcc_jit_context_add_command_line_option(c, cpu);
    }
    /* target features (-C target-feature=+avx2,-sse4.1 and a spec's):
     * -mavx2 -mno-sse4.1 ... in GCC's names */
    for (const char *f = o->target_features; f && *f;) {
        size_t n = strcspn(f, ",");
        if (n > 1 && (f[0] == '+' || f[0] == '-')) {
            char name[64];
            snprintf(name, sizeof name, "%.*s", (int)(n - 1), f + 1);
            add_feature_option(c, name, f[0] == '+');
        }
        f += n;
        if (*f) f++;
    }
    if (o->no_redzone) gcc_jit_context_add_command_line_option(c, "-mno-red-zone");
    if (o->code_model && strcmp(o->code_model, "small") != 0) {
        char cm[64];
        snprintf(cm, sizeof cm, "-mcmodel=%s", o->code_model);
        gcc_jit_context_add_command_line_option(c, cm);
    }
    if (o->debuginfo) gcc_jit_context_set_bool_option(c, GCC_JIT_BOOL_OPTION_DEBUGINFO, 1);
    /* a debugging aid: RCC_GCC_OPTIONS="-fdump-tree-optimized ..." passes
     * options to GCC as given (space-separated) */
    const char *extra = getenv("RCC_GCC_OPTIONS");
    for (const char *s = extra; s && *s;) {
        while (*s == ' ') s++;
        size_t n = strcspn(s, " ");
        if (n) {
            char *opt = xasprintf("%.*s", (int)n, s);
            gcc_jit_context_add_command_line_option(c, opt);
            free(opt);
        }
        s += n;
    }
    /* GCC sizes its garbage collector for a compiler process of its own
     * (on a machine with much memory: a collection when the heap doubles,
     * none below 128 MB). Here its heap sits on top of the whole front
     * end's data: collect when it grows by 30% past 32 MB. On core at -O0
     * the peak drops from 915 to 780 MB for about 1% more time. */
    gcc_jit_context_add_command_line_option(c, "--param=ggc-min-expand=30");
    gcc_jit_context_add_command_line_option(c, "--param=ggc-min-heapsize=32768");
    gcc_jit_context_set_bool_allow_unreachable_blocks(c, 1);
    gcc_jit_context_set_bool_print_errors_to_stderr(c, 0);
    return c;
}

/* Reproducible debug info. libgccjit compiles in a fresh directory
 * <tmpdir>/libgccjit-XXXXXX (mkdtemp) whose random name becomes the debug
 * info's compilation unit name and a directory of its line table, and
 * even decides the order of .debug_str (a hash table). GCC's
 * -fdebug-prefix-map maps it to "/rcc", but it takes a literal prefix,
 * and the name exists only inside compile_to_file, after the directory
 * is made and before the options are read. libgccjit's log says it then
 * ("m_path_tempdir: PATH"): while a unit compiles, its context logs to a
 * stream of rcc's (fopencookie) that watches for that line and adds the
 * map to the context's parent, whose options GCC reads first. The parent
 * has no log, so adding the option writes nothing to the stream being
 * written. (Without the line, say in another libgccjit, the object is
 * right but its debug info names the random directory.) */
typedef struct TempdirWatch {
    gcc_jit_context *parent;
    char line[512];
    size_t len;
    bool overflow;            /* the current line is longer than line[] */
} TempdirWatch;

static void watch_line(TempdirWatch *w) {
    static const char key[] = "m_path_tempdir: ";
    w->line[w->len] = 0;
    const char *p = w->overflow ? NULL : strstr(w->line, key);
    if (p) {
        char *opt = xasprintf("-fdebug-prefix-map=%s=/rcc", p + sizeof key - 1);
        gcc_jit_context_add_command_line_option(w->parent, opt);   /* copied by libgccjit */
        free(opt);
    }
    w->len = 0;
    w->overflow = false;
}

static ssize_t watch_write(void *cookie, const char *buf, size_t n) {
    TempdirWatch *w = cookie;
    for (size_t i = 0; i < n; i++) {
        if (buf[i] == '\n') watch_line(w);
        else if (w->len + 1 < sizeof w->line) w->line[w->len++] = buf[i];
        else w->overflow = true;
    }
    return (ssize_t)n;
}

static void compile_to(gcc_jit_context *parent, gcc_jit_context *c, enum gcc_jit_output_kind k, const char *path) {
    TempdirWatch w = {.parent = parent};
    FILE *log = fopencookie(&w, "w", (cookie_io_functions_t){.write = watch_write});
    if (log) gcc_jit_context_set_logfile(c, log, 0, 0);
    gcc_jit_context_compile_to_file(c, k, path);
    if (log) {
        gcc_jit_context_set_logfile(c, NULL, 0, 0);
        fclose(log);
    }
}

bool cg_compile_unit(TyCtxt *tcx, const MonoItems *mi, uint32_t u, const CgOptions *o, const char *obj_path,
                     const char *asm_path) {
    CgCtx cx = {0};
    cx.tcx = tcx;
    cx.mi = mi;
    cx.opt = o;
    cx.unit = &mi->units[u];
    cx.sm = ty_diag(tcx)->sm;
    arena_init(&cx.arena);
    hmap_init(&cx.ty_cache);
    hmap_init(&cx.blob_cache);
    hmap_init(&cx.alloc_globals);
    hmap_init(&cx.str_globals);
    hmap_init(&cx.alloc_contents);
    hmap_init(&cx.locations);
    hmap_init(&cx.c_types);
    cx.ctxt = new_context(o, cx.unit->name ? cx.unit->name : "unit", &cx.root_ctxt);
    init_types(&cx);

    const CodegenUnit *cu = cx.unit;
    /* declare first, so that bodies can call each other in any order */
    for (uint32_t i = 0; i < cu->nitems; i++) {
        const MonoItem *it = &cu->items[i];
        if (it->kind == MONO_FN && it->inst.kind != INST_INTRINSIC) declare_unit_fn(&cx, it);
    }
    /* statics after every function: their initializers take addresses */
    for (uint32_t i = 0; i < cu->nitems; i++)
        if (cu->items[i].kind == MONO_STATIC) cg_static_global(&cx, cu->items[i].def);
    /* -Zcontinue-after-type-errors: a function that failed (reported)
     * does not stop the others; the unit is still compiled */
    bool keep_going = ty_options(tcx)->keep_going;
    for (uint32_t i = 0; i < cu->nitems && (!cx.failed || keep_going); i++) {
        const MonoItem *it = &cu->items[i];
        switch (it->kind) {
        case MONO_FN:
            /* (a virtual method is an item only where its address is taken) */
            if (it->inst.kind != INST_INTRINSIC) cg_define_fn(&cx, it);
            break;
        case MONO_STATIC: cg_define_static(&cx, it); break;
        case MONO_VTABLE: cg_define_vtable(&cx, it); break;
        case MONO_GLOBAL_ASM: cg_global_asm(&cx, it); break;
        case MONO_ALLOC_SHIM: define_alloc_shim(&cx, it); break;
        }
    }
    /* the C main goes with the unit that holds the entry function */
    /* (a `#[no_mangle] fn main` of a #![no_main] crate is the C main itself) */
    CgFn *user_main = cg_strmap_get(&cx.fns, "main");
    if (!cx.failed && mi->entry_item >= 0 && !(user_main && user_main->defined)) {
        const MonoItem *entry = &mi->items[mi->entry_item];
        for (uint32_t i = 0; i < cu->nitems; i++)
            if (cu->items[i].kind == MONO_FN && strcmp(cu->items[i].symbol, entry->symbol) == 0) {
                emit_c_main(&cx);
                break;
            }
    }
    bool ok = !cx.failed || keep_going;
    if (ok && o->keep_reproducer) {
        char *rp = xasprintf("%s.reproducer.c", obj_path);
        gcc_jit_context_dump_reproducer_to_file(cx.ctxt, rp);
        free(rp);
    }
    if (ok && asm_path) {
        compile_to(cx.root_ctxt, cx.ctxt, GCC_JIT_OUTPUT_KIND_ASSEMBLER, asm_path);
        ok = gcc_jit_context_get_first_error(cx.ctxt) == NULL;
    }
    if (ok && obj_path) {
        compile_to(cx.root_ctxt, cx.ctxt, GCC_JIT_OUTPUT_KIND_OBJECT_FILE, obj_path);
        ok = gcc_jit_context_get_first_error(cx.ctxt) == NULL;
    }
    if ((!cx.failed || keep_going) && !ok) {
        const char *e = gcc_jit_context_get_first_error(cx.ctxt);
        Diag *d = diag_error(ty_diag(tcx), DC_NONE, (Span){0, 0}, "libgccjit failed to compile codegen unit `%s`",
                             cu->name ? cu->name : "?");
        if (e) diag_note(d, "%s", e);
        diag_emit(d);
    }
    ok = ok && !cx.failed;
    gcc_jit_context_release(cx.ctxt);
    gcc_jit_context_release(cx.root_ctxt);   /* after its child */
    hmap_free(&cx.ty_cache);
    hmap_free(&cx.blob_cache);
    hmap_free(&cx.alloc_globals);
    hmap_free(&cx.str_globals);
    hmap_free(&cx.alloc_contents);
    hmap_free(&cx.locations);
    hmap_free(&cx.c_types);
    cg_strmap_free(&cx.fns);
    cg_strmap_free(&cx.globals);
    arena_free(&cx.arena);
    return ok;
}
