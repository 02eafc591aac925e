/* cg_const.c — constants, allocations, statics, vtables and caller
 * locations as GCC globals.
 *
 * Takes: MIR constants and the MirAllocs of the const evaluator (bytes
 * plus relocations). Gives: rvalues and globals. An allocation without
 * pointers is a u8 array with a byte initializer; one with pointers is a
 * struct of byte runs and pointer fields whose initializer
 * (gcc_jit_global_set_initializer_rvalue, libgccjit ABI 19) holds the
 * targets' addresses: `(T*)((size_t)&target + addend)` is a constant GCC
 * accepts in an initializer (see the bitcasts below). */
#include "cg_priv.h"

static gcc_jit_context *CC(CgCtx *cx) { return cx->ctxt; }

/* The item of this unit with that kind and symbol, or NULL (defined
 * elsewhere: imported). */
static const MonoItem *unit_item(CgCtx *cx, MonoItemKind kind, const char *sym) {
    for (uint32_t i = 0; i < cx->unit->nitems; i++) {
        const MonoItem *it = &cx->unit->items[i];
        if (it->kind == kind && it->symbol && strcmp(it->symbol, sym) == 0) return it;
    }
    return NULL;
}

/* ---- allocations ---- */

static int reloc_cmp(const void *a, const void *b) {
    const MirReloc *x = a, *y = b;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

static gcc_jit_rvalue *reloc_target(CgCtx *cx, const MirReloc *r) {
    switch (r->target) {
    case RELOC_ALLOC: return gcc_jit_lvalue_get_address(cg_alloc_global(cx, r->alloc), NULL);
    case RELOC_STATIC: return gcc_jit_lvalue_get_address(cg_static_global(cx, r->def), NULL);
    case RELOC_FN: {
        Instance inst;
        if (r->ty.i && ty_resolve_closure_as_fn_ptr(cx->tcx, r->ty, &inst))
            return gcc_jit_function_get_address(cg_get_fn(cx, &inst)->fn, NULL);
        if (!ty_resolve_instance(cx->tcx, cg_env(), r->def, r->args, &inst)) inst = (Instance){INST_ITEM, r->def, r->args, 0};
        return gcc_jit_function_get_address(cg_get_fn(cx, &inst)->fn, NULL);
    }
    case RELOC_VTABLE: return cg_vtable_addr(cx, r->ty, r->def, r->args);
    }
    return gcc_jit_context_null(CC(cx), cx->t_ptr);
}

/* A pointer constant `target + addend` of type pt. */
static gcc_jit_rvalue *reloc_value(CgCtx *cx, const MirReloc *r, gcc_jit_type *pt) {
    gcc_jit_rvalue *base = reloc_target(cx, r);
    if (r->addend == 0) return gcc_jit_context_new_cast(CC(cx), NULL, base, pt);
    gcc_jit_rvalue *i = gcc_jit_context_new_bitcast(CC(cx), NULL, base, cx->t_usize);
    i = gcc_jit_context_new_binary_op(CC(cx), NULL, GCC_JIT_BINARY_OP_PLUS, cx->t_usize, i, cg_usize(cx, r->addend));
    return gcc_jit_context_new_bitcast(CC(cx), NULL, i, pt);
}

static gcc_jit_rvalue *bytes_ctor(CgCtx *cx, const uint8_t *b, uint64_t n, gcc_jit_type **ty) {
    *ty = gcc_jit_context_new_array_type(CC(cx), NULL, cx->t_u8, (int)n);
    gcc_jit_rvalue **vals = ARENA_ARRAY(&cx->arena, gcc_jit_rvalue *, n + 1);
    for (uint64_t i = 0; i < n; i++) vals[i] = gcc_jit_context_new_rvalue_from_int(CC(cx), cx->t_u8, b ? b[i] : 0);
    return gcc_jit_context_new_array_constructor(CC(cx), NULL, *ty, n, vals);
}

/* Creates the global for an allocation (of `kind`, named `name`) and
 * gives it the allocation's bytes. `register_fn` records it before the
 * initializer is built, so that cycles (a static pointing to itself)
 * find it. */
typedef void (*RegisterFn)(CgCtx *cx, const void *key, gcc_jit_lvalue *g);

static gcc_jit_lvalue *alloc_to_global(CgCtx *cx, const MirAlloc *a, enum gcc_jit_global_kind kind, const char *name,
                                       RegisterFn reg, const void *key) {
    if (a->nrelocs == 0) {
        /* libgccjit turns a blob into one constructor element per array
         * element: a big blob is given as 64-bit words (8 times fewer;
         * the global is rounded up to whole words), and one of zeros as
         * an empty constructor (zero-initialised) */
        bool zero = true;
        for (uint64_t i = 0; a->bytes && i < a->size && zero; i++) zero = a->bytes[i] == 0;
        bool words = !zero && a->size >= 64;
        uint64_t n = words ? (a->size + 7) / 8 : a->size;
        gcc_jit_type *arr = gcc_jit_context_new_array_type(CC(cx), NULL, words ? cx->t_u64 : cx->t_u8, (int)n);
        gcc_jit_lvalue *g = gcc_jit_context_new_global(CC(cx), NULL, kind, arr, name);
        uint64_t align = a->align ? a->align : 1;
        gcc_jit_lvalue_set_alignment(g, (int)(words && align < 8 ? 8 : align));
        reg(cx, key, g);
        if (zero) {
            /* (a zero-sized global needs an initializer too: no COMMON symbols) */
            gcc_jit_global_set_initializer_rvalue(g, gcc_jit_context_new_array_constructor(CC(cx), NULL, arr, 0, NULL));
        } else if (words) {
            uint64_t *w = calloc(n, 8);
            memcpy(w, a->bytes, a->size);
            gcc_jit_global_set_initializer(g, w, n * 8);
            free(w);
        } else {
            gcc_jit_global_set_initializer(g, a->bytes, a->size);
        }
        return g;
    }
    MirReloc *rs = arena_memdup(&cx->arena, a->relocs, a->nrelocs * sizeof(MirReloc), _Alignof(MirReloc));
    qsort(rs, a->nrelocs, sizeof(MirReloc), reloc_cmp);
    gcc_jit_type *ptr1 = NULL;
    uint32_t nf = 0;
    gcc_jit_field **fields = ARENA_ARRAY(&cx->arena, gcc_jit_field *, 2 * a->nrelocs + 2);
    gcc_jit_rvalue **vals = ARENA_ARRAY(&cx->arena, gcc_jit_rvalue *, 2 * a->nrelocs + 2);
    gcc_jit_type **ftys = ARENA_ARRAY(&cx->arena, gcc_jit_type *, 2 * a->nrelocs + 2);
    uint64_t pos = 0;
    for (uint32_t i = 0; i <= a->nrelocs; i++) {
        uint64_t end = i < a->nrelocs ? rs[i].offset : a->size;
        if (end > pos) {
            vals[nf] = bytes_ctor(cx, a->bytes ? a->bytes + pos : NULL, end - pos, &ftys[nf]);
            nf++;
        }
        if (i == a->nrelocs) break;
        gcc_jit_type *pt = cx->t_ptr;
        if (rs[i].offset % 8) {
            if (!ptr1) ptr1 = gcc_jit_type_get_aligned(cx->t_ptr, 1);
            pt = ptr1;
        }
        ftys[nf] = pt;
        vals[nf] = NULL;   /* filled after registration */
        nf++;
        pos = rs[i].offset + 8;
    }
    for (uint32_t i = 0; i < nf; i++) {
        char fname[16];
        snprintf(fname, sizeof fname, "f%u", i);
        fields[i] = gcc_jit_context_new_field(CC(cx), NULL, ftys[i], fname);
    }
    char sname[32];
    snprintf(sname, sizeof sname, "allocty%u", cx->nstructs++);
    gcc_jit_struct *st = gcc_jit_context_new_struct_type(CC(cx), NULL, sname, (int)nf, fields);
    gcc_jit_lvalue *g = gcc_jit_context_new_global(CC(cx), NULL, kind, gcc_jit_struct_as_type(st), name);
    gcc_jit_lvalue_set_alignment(g, (int)(a->align < 8 ? 8 : a->align));
    reg(cx, key, g);
    uint32_t ri = 0;
    for (uint32_t i = 0; i < nf; i++)
        if (!vals[i]) {
            vals[i] = reloc_value(cx, &rs[ri], ftys[i]);
            ri++;
        }
    gcc_jit_global_set_initializer_rvalue(g, gcc_jit_context_new_struct_constructor(CC(cx), NULL, gcc_jit_struct_as_type(st),
                                                                                   nf, fields, vals));
    return g;
}

static void reg_alloc(CgCtx *cx, const void *key, gcc_jit_lvalue *g) {
    hmap_put(&cx->alloc_globals, (uint64_t)(uintptr_t)key, (uint64_t)(uintptr_t)g);
}

/* Read-only allocations are one global per content in a unit, as
 * rustc's codegen shares a constant's global by value (two `b"foo"`
 * literals have one address). */
static uint64_t alloc_content_hash(const MirAlloc *a) {
    uint64_t h = a->size && a->bytes ? hash_bytes(a->bytes, a->size) : 0;
    h ^= (a->size * 0x9e3779b97f4a7c15ull) ^ ((uint64_t)a->align << 56) ^ ((uint64_t)a->nrelocs << 40);
    for (uint32_t i = 0; i < a->nrelocs; i++) {
        const MirReloc *r = &a->relocs[i];
        h = (h ^ r->offset ^ ((uint64_t)r->target << 60) ^ r->addend) * 0x100000001b3ull;
        h ^= (uint64_t)(uintptr_t)r->alloc ^ ((uint64_t)r->def.i << 20) ^ r->args.i ^ ((uint64_t)r->ty.i << 32);
    }
    return h;
}

static bool reloc_same(const MirReloc *x, const MirReloc *y) {
    return x->offset == y->offset && x->target == y->target && x->alloc == y->alloc && def_eq(x->def, y->def) &&
           x->args.i == y->args.i && x->ty.i == y->ty.i && x->addend == y->addend;
}

static bool alloc_same(const MirAlloc *x, const MirAlloc *y) {
    if (x->size != y->size || x->align != y->align || x->nrelocs != y->nrelocs || x->mutbl || y->mutbl) return false;
    if (x->size && (!x->bytes || !y->bytes || memcmp(x->bytes, y->bytes, x->size) != 0)) return false;
    for (uint32_t i = 0; i < x->nrelocs; i++)
        if (!reloc_same(&x->relocs[i], &y->relocs[i])) return false;
    return true;
}

gcc_jit_lvalue *cg_alloc_global(CgCtx *cx, const MirAlloc *a) {
    uint64_t v;
    if (hmap_get(&cx->alloc_globals, (uint64_t)(uintptr_t)a, &v)) return (gcc_jit_lvalue *)(uintptr_t)v;
    if (!a->mutbl) {
        uint64_t h = alloc_content_hash(a), first;
        if (hmap_get(&cx->alloc_contents, h, &first)) {
            const MirAlloc *f = (const MirAlloc *)(uintptr_t)first;
            if (alloc_same(f, a) && hmap_get(&cx->alloc_globals, (uint64_t)(uintptr_t)f, &v)) {
                hmap_put(&cx->alloc_globals, (uint64_t)(uintptr_t)a, v);
                return (gcc_jit_lvalue *)(uintptr_t)v;
            }
        } else {
            hmap_put(&cx->alloc_contents, h, (uint64_t)(uintptr_t)a);
        }
    }
    char name[48];
    snprintf(name, sizeof name, "__rcc_alloc_%u", cx->nallocs++);
    return alloc_to_global(cx, a, GCC_JIT_GLOBAL_INTERNAL, name, reg_alloc, a);
}

/* Bytes (a message, a file name) as an internal global; its address. */
gcc_jit_rvalue *cg_str_global(CgCtx *cx, const char *bytes, size_t n) {
    uint64_t h = hash_bytes(bytes, n) ^ n;
    uint64_t v;
    if (!hmap_get(&cx->str_globals, h, &v)) {
        MirAlloc *a = ARENA_NEW(&cx->arena, MirAlloc);
        a->bytes = arena_memdup(&cx->arena, bytes, n ? n : 1, 1);
        a->size = n;
        a->align = 1;
        v = (uint64_t)(uintptr_t)cg_alloc_global(cx, a);
        hmap_put(&cx->str_globals, h, v);
    }
    return gcc_jit_context_new_cast(CC(cx), NULL, gcc_jit_lvalue_get_address((gcc_jit_lvalue *)(uintptr_t)v, NULL), cx->t_ptr);
}

/* ---- statics ---- */

static void reg_global(CgCtx *cx, const void *key, gcc_jit_lvalue *g) { cg_strmap_put(&cx->globals, (const char *)key, g); }

/* A foreign static with `#[linkage = "..."]` (std's `#[linkage =
 * "extern_weak"] static __cxa_thread_atexit_impl: *const c_void`): as
 * rustc, the Rust static is a pointer-sized holder whose value is the
 * symbol's address (null when a weak symbol is absent), not the bytes
 * at the symbol. libgccjit 12 has no weak declarations, so the holder
 * and the weak reference are top-level asm; the holder is weak and
 * hidden, so every unit and crate may define it. Gives its name. */
static const char *extern_with_linkage(CgCtx *cx, const char *sym, const char *linkage) {
    const char *holder = arena_sprintf(&cx->arena, "_rust_extern_with_linkage_%s", sym);
    bool weak = !strcmp(linkage, "extern_weak") || !strcmp(linkage, "weak");
    char *text = arena_sprintf(&cx->arena,
                               "\t%s %s\n"
                               "\t.pushsection .data.rel.ro.%s,\"aw\",@progbits\n"
                               "\t.p2align 3\n"
                               "\t.weak %s\n"
                               "\t.hidden %s\n"
                               "\t.type %s, @object\n"
                               "\t.size %s, 8\n"
                               "%s:\n"
                               "\t.quad %s\n"
                               "\t.popsection\n",
                               weak ? ".weak" : ".globl", sym, holder, holder, holder, holder, holder, holder, sym);
    gcc_jit_context_add_top_level_asm(CC(cx), NULL, text);
    return holder;
}

gcc_jit_lvalue *cg_static_global(CgCtx *cx, DefId def) {
    const char *sym = mono_static_symbol(cx->tcx, def);
    gcc_jit_lvalue *g = cg_strmap_get(&cx->globals, sym);
    if (g) return g;
    sym = arena_strdup(&cx->arena, sym);
    const MonoItem *it = unit_item(cx, MONO_STATIC, sym);
    const HirAttrs *at = hir_attrs(ty_hir(cx->tcx), def);
    if (it) {
        const MirAlloc *a = mir_eval_static(cx->tcx, def);
        if (!a) {
            cx->failed = true;
            MirAlloc *z = ARENA_NEW(&cx->arena, MirAlloc);
            z->align = 1;
            a = z;
        }
        g = alloc_to_global(cx, a, it->external ? GCC_JIT_GLOBAL_EXPORTED : GCC_JIT_GLOBAL_INTERNAL, sym, reg_global, sym);
    } else {
        TyId t = ty_type_of(cx->tcx, def);
        const Layout *l = cg_layout(cx, t);
        gcc_jit_type *arr = gcc_jit_context_new_array_type(CC(cx), NULL, cx->t_u8, (int)l->size);
        const char *name = at && at->linkage ? extern_with_linkage(cx, sym, sym_str(at->linkage)) : sym;
        g = gcc_jit_context_new_global(CC(cx), NULL, GCC_JIT_GLOBAL_IMPORTED, arr, name);
        reg_global(cx, sym, g);
    }
    if (at && at->thread_local) gcc_jit_lvalue_set_tls_model(g, GCC_JIT_TLS_MODEL_GLOBAL_DYNAMIC);
    if (at && at->link_section && it) gcc_jit_lvalue_set_link_section(g, sym_str(at->link_section));
    return g;
}

void cg_define_static(CgCtx *cx, const MonoItem *it) { cg_static_global(cx, it->def); }

/* ---- vtables ---- */

static gcc_jit_rvalue *ptr_from_usize(CgCtx *cx, uint64_t v) {
    return gcc_jit_context_new_bitcast(CC(cx), NULL, cg_usize(cx, v), cx->t_ptr);
}

static gcc_jit_lvalue *build_vtable(CgCtx *cx, const char *sym, const MonoItem *it, TyId ty, DefId trait, ArgsId targs) {
    uint32_t nm = 0, ns = 0;
    const DefId *methods = trait.i ? ty_vtable_methods(cx->tcx, trait, &nm) : NULL;
    const DefId *supers = trait.i ? ty_vtable_supers(cx->tcx, trait, &ns) : NULL;
    uint32_t n = VTABLE_FIRST_METHOD + nm + ns;
    gcc_jit_type *arr = gcc_jit_context_new_array_type(CC(cx), NULL, cx->t_ptr, (int)n);
    gcc_jit_lvalue *g = gcc_jit_context_new_global(CC(cx), NULL, it->external ? GCC_JIT_GLOBAL_EXPORTED : GCC_JIT_GLOBAL_INTERNAL,
                                                   arr, sym);
    reg_global(cx, sym, g);
    gcc_jit_rvalue **vals = ARENA_ARRAY(&cx->arena, gcc_jit_rvalue *, n);
    const Layout *l = cg_layout(cx, ty);
    if (ty_needs_drop(cx->tcx, cg_env(), ty)) {
        DefId dip = hir_lang_item(ty_hir(cx->tcx), LANG_DROP_IN_PLACE);
        Instance di = {INST_DROP_GLUE, dip, ty_intern_args(cx->tcx, &ty, 1), 0};
        vals[0] = cg_fn_addr(cx, &di);
    } else {
        vals[0] = gcc_jit_context_null(CC(cx), cx->t_ptr);
    }
    vals[1] = ptr_from_usize(cx, l->size);
    vals[2] = ptr_from_usize(cx, l->align);
    uint32_t nt = ty_args_len(cx->tcx, targs);
    TyId *full = ARENA_ARRAY(&cx->arena, TyId, nt + 1);
    full[0] = ty;
    for (uint32_t i = 0; i < nt; i++) full[i + 1] = ty_args(cx->tcx, targs)[i];
    ArgsId args = ty_intern_args(cx->tcx, full, nt + 1);
    for (uint32_t i = 0; i < nm; i++) {
        Instance inst;
        ArgsId margs = args;
        if (methods[i].i) {
            const AssocItem *ai = ty_assoc_item(cx->tcx, methods[i]);
            DefId owner = ai ? ai->container : res_def(ty_resolver(cx->tcx), methods[i])->parent;
            if (!ty_supertrait_args(cx->tcx, trait, args, owner, &margs)) margs = args;
        }
        if (!methods[i].i || !ty_resolve_instance_for_vtable(cx->tcx, cg_env(), methods[i], margs, &inst)) {
            vals[VTABLE_FIRST_METHOD + i] = gcc_jit_context_null(CC(cx), cx->t_ptr);
            continue;
        }
        vals[VTABLE_FIRST_METHOD + i] = cg_fn_addr(cx, &inst);
    }
    /* the supertraits' vtables (trait upcasting) */
    for (uint32_t i = 0; i < ns; i++) {
        ArgsId sargs;
        gcc_jit_rvalue *v = gcc_jit_context_null(CC(cx), cx->t_ptr);
        if (ty_supertrait_args(cx->tcx, trait, args, supers[i], &sargs) && ty_args_len(cx->tcx, sargs)) {
            ArgsId rest = ty_intern_args(cx->tcx, ty_args(cx->tcx, sargs) + 1, ty_args_len(cx->tcx, sargs) - 1);
            v = cg_vtable_addr(cx, ty, supers[i], rest);
        }
        vals[VTABLE_FIRST_METHOD + nm + i] = v;
    }
    gcc_jit_global_set_initializer_rvalue(g, gcc_jit_context_new_array_constructor(CC(cx), NULL, arr, n, vals));
    return g;
}

gcc_jit_rvalue *cg_vtable_addr(CgCtx *cx, TyId ty, DefId trait, ArgsId trait_args) {
    const char *sym = mono_vtable_symbol(cx->tcx, ty, trait, trait_args);
    gcc_jit_lvalue *g = cg_strmap_get(&cx->globals, sym);
    if (!g) {
        sym = arena_strdup(&cx->arena, sym);
        const MonoItem *it = unit_item(cx, MONO_VTABLE, sym);
        if (it) {
            g = build_vtable(cx, sym, it, ty, trait, trait_args);
        } else {
            gcc_jit_type *arr = gcc_jit_context_new_array_type(CC(cx), NULL, cx->t_ptr, VTABLE_FIRST_METHOD);
            g = gcc_jit_context_new_global(CC(cx), NULL, GCC_JIT_GLOBAL_IMPORTED, arr, sym);
            reg_global(cx, sym, g);
        }
    }
    return gcc_jit_context_new_cast(CC(cx), NULL, gcc_jit_lvalue_get_address(g, NULL), cx->t_ptr);
}

void cg_define_vtable(CgCtx *cx, const MonoItem *it) { cg_vtable_addr(cx, it->ty, it->def, it->trait_args); }

/* ---- caller locations (conventions §5) ---- */

gcc_jit_rvalue *cg_caller_location(CgFx *fx, Span sp) {
    CgCtx *cx = fx->cx;
    const MirAlloc *a = mir_caller_location(cx->tcx, sp);
    if (!a) return gcc_jit_context_null(CC(cx), cx->t_ptr);
    return gcc_jit_context_new_cast(CC(cx), NULL, gcc_jit_lvalue_get_address(cg_alloc_global(cx, a), NULL), cx->t_ptr);
}

/* ---- MIR constants ---- */

static gcc_jit_rvalue *alloc_value(CgFx *fx, const MirAlloc *a, TyId ty);

static gcc_jit_rvalue *scalar_const(CgFx *fx, TyId ty, uint64_t lo, uint64_t hi) {
    CgCtx *cx = fx->cx;
    gcc_jit_type *gt = cg_type(cx, ty);
    switch (ty_kind(cx->tcx, ty)) {
    case TYK_BOOL: case TYK_CHAR: case TYK_INT: case TYK_UINT:
        return cg_const_int(cx, gt, lo, hi, gt == cx->t_u128 || gt == cx->t_i128);
    case TYK_FLOAT:
        if (cx->opt->soft_float) return cg_sf_const(cx, cg_is_f64(cx, ty), lo);
        return gcc_jit_context_new_rvalue_from_double(CC(cx), gt, float_from_bits(lo, !cg_is_f64(cx, ty)));
    default:
        if (gt == cx->t_ptr) {
            if (lo == 0) return gcc_jit_context_null(CC(cx), cx->t_ptr);
            return ptr_from_usize(cx, lo);
        }
        break;
    }
    /* a scalar of an aggregate type (a newtype): through memory */
    const Layout *l = cg_layout(cx, ty);
    MirAlloc *a = ARENA_NEW(&cx->arena, MirAlloc);
    a->size = l->size;
    a->align = l->align;
    a->bytes = arena_zalloc(&cx->arena, l->size > 16 ? l->size : 16, 8);
    memcpy(a->bytes, &lo, 8);
    memcpy(a->bytes + 8, &hi, 8);
    return alloc_value(fx, a, ty);
}

static gcc_jit_rvalue *alloc_value(CgFx *fx, const MirAlloc *a, TyId ty) {
    CgCtx *cx = fx->cx;
    if (cg_is_zst(cx, ty)) return cg_zst_value(fx, cg_type(cx, ty));
    if (a->nrelocs == 0 && cg_is_gcc_scalar(cx, ty) && a->size <= 16) {
        uint64_t w[2] = {0, 0};
        memcpy(w, a->bytes, a->size);
        if (ty_is_signed(cx->tcx, ty) && a->size < 16 && a->size > 0) {
            /* sign-extend into the high bits */
            unsigned sh = (unsigned)(64 - 8 * (a->size < 8 ? a->size : 8));
            if (a->size < 8) w[0] = (uint64_t)((int64_t)(w[0] << sh) >> sh);
            w[1] = (int64_t)w[0] < 0 ? ~0ull : 0;
        }
        return scalar_const(fx, ty, w[0], w[1]);
    }
    gcc_jit_lvalue *g = cg_alloc_global(cx, a);
    gcc_jit_rvalue *addr = gcc_jit_context_new_cast(CC(cx), NULL, gcc_jit_lvalue_get_address(g, NULL), cx->t_ptr);
    return gcc_jit_lvalue_as_rvalue(cg_mem(fx, addr, cg_type(cx, ty)));
}

gcc_jit_rvalue *cg_const(CgFx *fx, const MirConst *c, TyId ty) {
    CgCtx *cx = fx->cx;
    switch (c->kind) {
    case CONST_ZST: return cg_zst_value(fx, cg_type(cx, ty));
    case CONST_SCALAR: return scalar_const(fx, ty, c->lo, c->hi);
    case CONST_SLICE: {
        gcc_jit_rvalue *p = gcc_jit_context_new_cast(CC(cx), NULL, gcc_jit_lvalue_get_address(cg_alloc_global(cx, c->alloc), NULL),
                                                     cx->t_ptr);
        return cg_pair(fx, ty, p, cg_usize(cx, c->lo));
    }
    case CONST_REF: {
        gcc_jit_rvalue *p = gcc_jit_context_new_cast(CC(cx), NULL, gcc_jit_lvalue_get_address(cg_alloc_global(cx, c->alloc), NULL),
                                                     cx->t_ptr);
        if (cg_is_fat_ptr(cx, ty)) return cg_pair(fx, ty, p, cg_usize(cx, c->lo));
        return p;
    }
    case CONST_UNEVALUATED: {
        ArgsId args = ty_subst_args(cx->tcx, c->args, fx->inst.args);
        const MirAlloc *a = mir_eval_const(cx->tcx, c->def, args);
        if (!a) {
            cx->failed = true;
            return cg_zst_value(fx, cg_type(cx, ty));
        }
        return alloc_value(fx, a, ty);
    }
    case CONST_STATIC_REF:
        return gcc_jit_context_new_cast(CC(cx), NULL, gcc_jit_lvalue_get_address(cg_static_global(cx, c->def), NULL), cx->t_ptr);
    case CONST_PROMOTED: {
        ArgsId args = c->args.i ? ty_subst_args(cx->tcx, c->args, fx->inst.args) : fx->inst.args;
        const MirAlloc *a = mir_eval_promoted_const(cx->tcx, c, args);
        if (!a) {
            cx->failed = true;
            return cg_zst_value(fx, cg_type(cx, ty));
        }
        return gcc_jit_context_new_cast(CC(cx), NULL, gcc_jit_lvalue_get_address(cg_alloc_global(cx, a), NULL), cx->t_ptr);
    }
    }
    return cg_zst_value(fx, cg_type(cx, ty));
}
