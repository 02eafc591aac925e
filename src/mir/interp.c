/* interp.c — const evaluation: a MIR interpreter over bytes.
 *
 * Takes: the MIR of a const, static or anon const (mir_body) and fully
 * monomorphic generic args. Gives: its value as a MirAlloc (bytes laid
 * out by ty_layout_of, with relocations for pointers), cached per
 * (def, args); rustc 1.63's errors when evaluation fails; and the hook
 * ty.h uses for array lengths and enum discriminants.
 *
 * Memory is a list of allocations: every local of every frame, every
 * constant operand, every imported MirAlloc (literals, other consts'
 * values), and stand-ins for statics, functions and vtables. A pointer
 * is (allocation, offset): in memory its bytes hold the offset and the
 * allocation keeps a relocation at that position naming the target (so
 * pointer bytes cannot be read back as an integer: "unable to turn
 * pointer into raw bytes"). When the value is exported, relocations to
 * locals become nested MirAllocs, to statics RELOC_STATIC, to functions
 * RELOC_FN (def + args, resolved by mono), to vtables RELOC_VTABLE;
 * the bytes there hold 0 and the offset becomes the addend.
 *
 * Integers are computed in 128 bits and truncated to their width; the
 * checked operations report overflow through the MIR's TERM_ASSERT, with
 * rustc's messages (`attempt to compute `i32::MAX + 1_i32`, which would
 * overflow`). Calls run const fns' MIR (a C recursion per call, depth
 * limited), a few intrinsics, and shims. Evaluation stops after
 * STEP_LIMIT statements.
 *
 * Errors, as rustc 1.63 words them: a const item's failure is the
 * deny-by-default `const_err` lint ("any use of this value will cause an
 * error"), a static's is E0080 "could not evaluate static initializer",
 * an anonymous constant's (array length, discriminant) E0080
 * "evaluation of constant value failed".
 */
#include "rcc/mir.h"

#define STEP_LIMIT 5000000u
#define DEPTH_LIMIT 256u

typedef enum AllocKind { AK_MEM, AK_STATIC, AK_FN, AK_VTABLE } AllocKind;

typedef struct IReloc {
    uint64_t offset;
    uint32_t target;          /* allocation id */
} IReloc;

typedef struct IAlloc {
    AllocKind kind;
    bool mutbl;
    bool loaded;              /* STATIC: contents read from mir_eval_static */
    bool dirty;               /* written since imported */
    uint8_t *bytes;
    uint64_t size;
    uint32_t align;
    VEC(IReloc) relocs;
    const MirAlloc *origin;   /* imported from this MirAlloc */
    const MirAlloc *exported;
    DefId def;                /* STATIC; FN; VTABLE: the trait */
    ArgsId args;              /* FN; VTABLE: trait args */
    TyId ty;                  /* VTABLE: the concrete type */
} IAlloc;

typedef struct IVal {
    u128 bits;
    uint32_t prov;            /* allocation id of a pointer, 0 for plain bits */
} IVal;

typedef struct IPlace {
    uint32_t alloc;
    uint64_t off;
    TyId ty;
    IVal meta;                /* unsized places: the length or vtable */
    bool has_meta;
    int32_t variant;          /* after a downcast, else -1 */
} IPlace;

typedef struct Frame {
    const MirBody *body;
    ArgsId args;
    uint32_t *locals;         /* allocation id per local */
    Span span;                /* of the statement being run */
} Frame;

typedef struct Interp {
    TyCtxt *tcx;
    VEC(IAlloc) allocs;       /* id = index; 0 unused */
    HashMap imported;         /* MirAlloc* -> id */
    HashMap statics;          /* DefId -> id */
    uint64_t steps;
    uint32_t depth;
    bool failed;
    char *msg;                /* the first error's reason */
    Span span;
} Interp;

/* ---- the per-context cache (ty.h's slot TY_EXT_CONST_EVAL) ---- */

typedef struct EvalCache {
    HashMap done;             /* key(def, args) -> MirAlloc* (1: failed) */
    HashMap busy;             /* keys being evaluated (cycles) */
    HashMap promoted;         /* hash(body, args, mutbl) -> const MirAlloc* (1: failed) */
    bool const_err_noted;
} EvalCache;

static void cache_free(void *data) {
    EvalCache *c = data;
    hmap_free(&c->done);
    hmap_free(&c->busy);
    hmap_free(&c->promoted);
    free(c);
}

static EvalCache *cache_of(TyCtxt *tcx) {
    EvalCache *c = ty_ext(tcx, TY_EXT_CONST_EVAL);
    if (c) return c;
    c = xcalloc(1, sizeof *c);
    hmap_init(&c->done);
    hmap_init(&c->busy);
    hmap_init(&c->promoted);
    ty_set_ext(tcx, TY_EXT_CONST_EVAL, c, cache_free);
    return c;
}

static uint64_t eval_key(DefId def, ArgsId args, bool is_static) {
    return ((uint64_t)def.i << 33) | ((uint64_t)args.i << 1) | (is_static ? 1 : 0);
}

/* ---- errors ---- */

static bool fail(Interp *I, Span span, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(Interp *I, Span span, const char *fmt, ...) {
    if (I->failed) return false;
    I->failed = true;
    I->span = span;
    va_list ap;
    va_start(ap, fmt);
    I->msg = xvasprintf(fmt, ap);
    va_end(ap);
    return false;
}

/* ---- integers ---- */

static u128 trunc_bits(u128 v, uint32_t bits) { return bits >= 128 ? v : v & (((u128)1 << bits) - 1); }
static i128 sext(u128 v, uint32_t bits) {
    if (bits >= 128) return (i128)v;
    u128 sign = (u128)1 << (bits - 1);
    v = trunc_bits(v, bits);
    return (i128)((v ^ sign) - sign);
}

typedef struct IntInfo {
    uint32_t bits;
    bool is_signed;
} IntInfo;

/* Integer-like scalar types: ints, bool (1 bit unsigned), char (32). */
static bool int_info(TyCtxt *tcx, TyId t, IntInfo *out) {
    switch (ty_kind(tcx, t)) {
    case TYK_INT: case TYK_UINT:
        out->bits = ty_int_bits(tcx, t);
        out->is_signed = ty_kind(tcx, t) == TYK_INT;
        return true;
    case TYK_BOOL: out->bits = 8, out->is_signed = false; return true;
    case TYK_CHAR: out->bits = 32, out->is_signed = false; return true;
    default: return false;
    }
}

/* rustc's `{:#?}` of a ConstInt: `i32::MAX`, `i8::MIN`, `1_i32`. */
static void print_int(TyCtxt *tcx, StrBuf *sb, TyId t, u128 v) {
    IntInfo ii;
    const char *name = ty_to_string(tcx, t);
    if (ty_kind(tcx, t) == TYK_BOOL) {
        sb_puts(sb, v ? "true" : "false");
        return;
    }
    if (ty_kind(tcx, t) == TYK_CHAR) {
        sb_putc(sb, '\'');
        sb_put_utf8(sb, (uint32_t)v);
        sb_putc(sb, '\'');
        return;
    }
    if (!int_info(tcx, t, &ii)) {
        char buf[48];
        sb_puts(sb, u128_to_str(v, buf));
        return;
    }
    v = trunc_bits(v, ii.bits);
    char buf[48];
    if (ii.is_signed) {
        i128 s = sext(v, ii.bits);
        i128 max = (i128)(((u128)1 << (ii.bits - 1)) - 1);
        if (s == max) { sb_printf(sb, "%s::MAX", name); return; }
        if (s == -max - 1) { sb_printf(sb, "%s::MIN", name); return; }
        if (s < 0) sb_printf(sb, "-%s_%s", u128_to_str((u128)(-s), buf), name);
        else sb_printf(sb, "%s_%s", u128_to_str((u128)s, buf), name);
    } else {
        if (v == trunc_bits(~(u128)0, ii.bits)) { sb_printf(sb, "%s::MAX", name); return; }
        sb_printf(sb, "%s_%s", u128_to_str(v, buf), name);
    }
}

/* ---- allocations ---- */

static IAlloc *A(Interp *I, uint32_t id) { return &I->allocs.data[id]; }

/* The most memory one allocation of the evaluator may take: rustc fails
 * an evaluation whose allocation the compiler cannot get ("tried to
 * allocate more memory than available to compiler"); a bound keeps rcc
 * from asking malloc for 128 TiB and dying on it. */
#define INTERP_MAX_ALLOC ((uint64_t)1 << 36)

static bool alloc_size_ok(Interp *I, uint64_t size, Span sp) {
    if (size <= INTERP_MAX_ALLOC) return true;
    return fail(I, sp, "tried to allocate more memory than available to compiler");
}

static uint32_t new_alloc(Interp *I, AllocKind k, uint64_t size, uint32_t align, bool mutbl) {
    IAlloc a = {.kind = k, .mutbl = mutbl, .size = size, .align = align ? align : 1};
    a.bytes = size ? xcalloc(1, size) : NULL;
    vec_push(&I->allocs, a);
    return I->allocs.len - 1;
}

static const Layout *layout(Interp *I, TyId t, Span sp) {
    const Layout *l = ty_layout_of(I->tcx, t);
    if (!l) fail(I, sp, "the type `%s` has an unknown layout", ty_to_string(I->tcx, t));
    return l;
}

static void put_reloc(IAlloc *a, uint64_t off, uint32_t target) {
    vec_push(&a->relocs, (IReloc){off, target});
}

/* Removes relocations overlapping [off, off + n). */
static void clear_relocs(IAlloc *a, uint64_t off, uint64_t n) {
    uint32_t k = 0;
    for (uint32_t i = 0; i < a->relocs.len; i++) {
        IReloc r = a->relocs.data[i];
        if (r.offset + 8 > off && r.offset < off + n) continue;
        a->relocs.data[k++] = r;
    }
    a->relocs.len = k;
}

static uint32_t import_alloc(Interp *I, const MirAlloc *m);
static uint32_t static_alloc(Interp *I, DefId def);

/* A function's address: def + args, or (closure: its type) a
 * non-capturing closure coerced to a fn pointer (def + args are the
 * closure's; the pointer is its ClosureFnPointer entry, not its body). */
static uint32_t fn_alloc(Interp *I, DefId def, ArgsId args, TyId closure) {
    for (uint32_t i = 1; i < I->allocs.len; i++) {
        IAlloc *a = A(I, i);
        if (a->kind == AK_FN && a->def.i == def.i && a->args.i == args.i && a->ty.i == closure.i) return i;
    }
    uint32_t id = new_alloc(I, AK_FN, 0, 1, false);
    A(I, id)->def = def;
    A(I, id)->args = args;
    A(I, id)->ty = closure;
    return id;
}

static uint32_t vtable_alloc(Interp *I, TyId ty, DefId trait, ArgsId args) {
    for (uint32_t i = 1; i < I->allocs.len; i++) {
        IAlloc *a = A(I, i);
        if (a->kind == AK_VTABLE && a->ty.i == ty.i && a->def.i == trait.i && a->args.i == args.i) return i;
    }
    uint32_t id = new_alloc(I, AK_VTABLE, 0, 8, false);
    A(I, id)->def = trait;
    A(I, id)->args = args;
    A(I, id)->ty = ty;
    return id;
}

/* Copies a MirAlloc in (once); its pointers' offsets go into the bytes. */
static uint32_t import_alloc(Interp *I, const MirAlloc *m) {
    uint64_t v;
    if (hmap_get(&I->imported, (uint64_t)(uintptr_t)m, &v)) return (uint32_t)v;
    uint32_t id = new_alloc(I, AK_MEM, m->size, m->align, m->mutbl);
    hmap_put(&I->imported, (uint64_t)(uintptr_t)m, id);
    if (m->size) memcpy(A(I, id)->bytes, m->bytes, m->size);
    A(I, id)->origin = m;
    for (uint32_t i = 0; i < m->nrelocs; i++) {
        const MirReloc *r = &m->relocs[i];
        uint32_t t = 0;
        switch (r->target) {
        case RELOC_ALLOC: t = import_alloc(I, r->alloc); break;
        case RELOC_STATIC: t = static_alloc(I, r->def); break;
        case RELOC_FN: t = fn_alloc(I, r->def, r->args, r->ty); break;
        case RELOC_VTABLE: t = vtable_alloc(I, r->ty, r->def, r->args); break;
        }
        IAlloc *a = A(I, id);
        if (r->offset + 8 <= a->size) memcpy(a->bytes + r->offset, &r->addend, 8);
        put_reloc(a, r->offset, t);
    }
    return id;
}

static uint32_t static_alloc(Interp *I, DefId def) {
    uint64_t v;
    if (hmap_get(&I->statics, def.i, &v)) return (uint32_t)v;
    const Layout *l = ty_layout_of(I->tcx, ty_type_of(I->tcx, def));
    uint32_t id = new_alloc(I, AK_STATIC, 0, l ? l->align : 1, false);
    A(I, id)->def = def;
    hmap_put(&I->statics, def.i, id);
    return id;
}

/* Makes a static's contents readable (evaluating it). */
static bool load_static(Interp *I, uint32_t id, Span sp) {
    IAlloc *a = A(I, id);
    if (a->kind != AK_STATIC || a->loaded) return true;
    const MirAlloc *m = mir_eval_static(I->tcx, a->def);
    if (!m) return fail(I, sp, "referenced constant has errors");
    a = A(I, id);
    a->loaded = true;
    a->size = m->size;
    a->bytes = m->size ? xcalloc(1, m->size) : NULL;
    if (m->size) memcpy(a->bytes, m->bytes, m->size);
    for (uint32_t i = 0; i < m->nrelocs; i++) {
        const MirReloc *r = &m->relocs[i];
        uint32_t t = 0;
        switch (r->target) {
        case RELOC_ALLOC: t = import_alloc(I, r->alloc); break;
        case RELOC_STATIC: t = static_alloc(I, r->def); break;
        case RELOC_FN: t = fn_alloc(I, r->def, r->args, r->ty); break;
        case RELOC_VTABLE: t = vtable_alloc(I, r->ty, r->def, r->args); break;
        }
        a = A(I, id);
        memcpy(a->bytes + r->offset, &r->addend, 8);
        put_reloc(a, r->offset, t);
    }
    return true;
}

/* ---- reading and writing memory ---- */

static bool check_range(Interp *I, uint32_t id, uint64_t off, uint64_t n, Span sp) {
    if (!id) return n == 0 ? true : fail(I, sp, "dereferencing pointer failed: null pointer is a dangling pointer (it has no provenance)");
    if (!load_static(I, id, sp)) return false;
    IAlloc *a = A(I, id);
    if (off + n > a->size)
        return fail(I, sp, "dereferencing pointer failed: pointer to %llu bytes starting at offset %llu is out-of-bounds",
                    (unsigned long long)n, (unsigned long long)off);
    return true;
}

static bool read_scalar(Interp *I, uint32_t id, uint64_t off, uint64_t size, IVal *out, Span sp) {
    *out = (IVal){0};
    if (!size) return true;
    if (!check_range(I, id, off, size, sp)) return false;
    IAlloc *a = A(I, id);
    for (uint32_t i = 0; i < a->relocs.len; i++) {
        IReloc r = a->relocs.data[i];
        if (r.offset + 8 <= off || r.offset >= off + size) continue;
        if (r.offset == off && size == 8) {
            out->prov = r.target;
            continue;
        }
        return fail(I, sp, "unable to turn pointer into raw bytes");
    }
    u128 v = 0;
    for (uint64_t i = size; i-- > 0;) v = (v << 8) | a->bytes[off + i];
    out->bits = v;
    return true;
}

static bool write_scalar(Interp *I, uint32_t id, uint64_t off, uint64_t size, IVal v, Span sp) {
    if (!size) return true;
    if (!check_range(I, id, off, size, sp)) return false;
    IAlloc *a = A(I, id);
    if (a->kind == AK_STATIC) return fail(I, sp, "modifying a static's initial value from another static's initializer");
    if (a->origin && !a->mutbl) return fail(I, sp, "writing to alloc%u which is read-only", id);
    a->dirty = true;
    clear_relocs(a, off, size);
    u128 b = v.bits;
    for (uint64_t i = 0; i < size; i++, b >>= 8) a->bytes[off + i] = (uint8_t)b;
    if (v.prov) put_reloc(a, off, v.prov);
    return true;
}

static bool copy_mem(Interp *I, uint32_t dst, uint64_t doff, uint32_t src, uint64_t soff, uint64_t n, Span sp) {
    if (!n) return true;
    if (!check_range(I, src, soff, n, sp) || !check_range(I, dst, doff, n, sp)) return false;
    IAlloc *s = A(I, src);
    uint8_t *tmp = xmalloc(n);
    memcpy(tmp, s->bytes + soff, n);
    VEC(IReloc) rs = {0};
    for (uint32_t i = 0; i < s->relocs.len; i++) {
        IReloc r = s->relocs.data[i];
        if (r.offset >= soff && r.offset + 8 <= soff + n) vec_push(&rs, (IReloc){r.offset - soff + doff, r.target});
    }
    IAlloc *d = A(I, dst);
    if (d->kind == AK_STATIC) {
        free(tmp);
        vec_free(&rs);
        return fail(I, sp, "modifying a static's initial value from another static's initializer");
    }
    d->dirty = true;
    clear_relocs(d, doff, n);
    memcpy(d->bytes + doff, tmp, n);
    vec_foreach(&rs, r) put_reloc(d, r->offset, r->target);
    free(tmp);
    vec_free(&rs);
    return true;
}

/* ---- types in frames ---- */

static TyId fty(Interp *I, const Frame *F, TyId t) {
    if (F->args.i) t = ty_subst(I->tcx, t, F->args);
    if (ty_get(I->tcx, t)->flags & TYF_HAS_PROJECTION) t = ty_normalize(I->tcx, NULL, (ParamEnv){0}, t);
    return t;
}

static ArgsId fargs(Interp *I, const Frame *F, ArgsId a) {
    uint32_t n = ty_args_len(I->tcx, a);
    if (!n || !F->args.i) return a;
    TyId *tys = xmalloc(sizeof(TyId) * n);
    for (uint32_t i = 0; i < n; i++) tys[i] = fty(I, F, ty_args(I->tcx, a)[i]);
    ArgsId r = ty_intern_args(I->tcx, tys, n);
    free(tys);
    return r;
}

/* Does a pointer to t carry metadata: t is a slice, str or dyn, or a
 * struct or tuple whose last field is (Tail<[u16]>, RcBox<dyn Tr>)? */
static bool ty_is_unsized_tail(TyCtxt *tcx, TyId t) {
    for (int depth = 0; depth < 64; depth++) {
        const TyData *d = ty_get(tcx, t);
        if (d->kind == TYK_SLICE || d->kind == TYK_STR || d->kind == TYK_DYN) return true;
        if (d->kind == TYK_TUPLE && ty_args_len(tcx, d->tuple)) {
            t = ty_args(tcx, d->tuple)[ty_args_len(tcx, d->tuple) - 1];
            continue;
        }
        if (d->kind != TYK_ADT) return false;
        const AdtDef *ad = ty_adt_def(tcx, d->adt.def);
        if (!ad || ad->kind != ADT_STRUCT || ad->nvariants != 1 || !ad->variants[0].nfields) return false;
        t = ty_field_ty(tcx, t, 0, ad->variants[0].nfields - 1);
    }
    return false;
}

static bool is_packed(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    if (d->kind != TYK_ADT) return false;
    const AdtDef *ad = ty_adt_def(tcx, d->adt.def);
    return ad && ad->repr && ad->repr->repr_packed;
}

/* align_of_val of an unsized t with metadata meta: a vtable alloc names
 * its concrete type; a struct tail raises the sized part's alignment. */
static bool val_align(Interp *I, TyId t, IVal meta, uint64_t *out, Span sp) {
    const TyData *d = ty_get(I->tcx, t);
    const Layout *l;
    if (d->kind == TYK_DYN) {
        if (!meta.prov || A(I, meta.prov)->kind != AK_VTABLE) return fail(I, sp, "invalid vtable in metadata");
        l = layout(I, A(I, meta.prov)->ty, sp);
        if (!l) return false;
        *out = l->align;
        return true;
    }
    if (d->kind == TYK_SLICE || d->kind == TYK_STR) {
        l = layout(I, d->kind == TYK_STR ? ty_common(I->tcx)->u8 : d->elem, sp);
        if (!l) return false;
        *out = l->align;
        return true;
    }
    l = layout(I, t, sp);
    if (!l) return false;
    *out = l->align;
    if (!l->is_unsized || !l->nfields) return true;
    TyId tail = d->kind == TYK_TUPLE ? ty_args(I->tcx, d->tuple)[ty_args_len(I->tcx, d->tuple) - 1]
                                     : ty_field_ty(I->tcx, t, 0, l->nfields - 1);
    uint64_t ta;
    if (!val_align(I, tail, meta, &ta, sp)) return false;
    if (ta > *out) *out = ta;
    return true;
}

/* ---- places ---- */

static bool local_place(Interp *I, Frame *F, MirLocal l, IPlace *out) {
    TyId t = fty(I, F, F->body->locals[l].ty);
    if (!F->locals[l]) {
        const Layout *lay = layout(I, t, F->span);
        if (!lay || !alloc_size_ok(I, lay->size, F->span)) return false;
        F->locals[l] = new_alloc(I, AK_MEM, lay->size, lay->align, true);
    }
    *out = (IPlace){.alloc = F->locals[l], .ty = t, .variant = -1};
    return true;
}

static bool eval_place(Interp *I, Frame *F, const Place *p, IPlace *out) {
    if (!local_place(I, F, p->local, out)) return false;
    for (uint32_t i = 0; i < p->nproj; i++) {
        const ProjElem *e = &p->proj[i];
        const TyData *d = ty_get(I->tcx, out->ty);
        switch (e->kind) {
        case PROJ_DEREF: {
            IVal ptr;
            if (!read_scalar(I, out->alloc, out->off, 8, &ptr, F->span)) return false;
            TyId pointee = d->kind == TYK_REF || d->kind == TYK_RAW_PTR ? d->pointee
                           : d->kind == TYK_ADT && ty_args_len(I->tcx, d->adt.args) ? ty_args(I->tcx, d->adt.args)[0]
                                                                                    : out->ty;
            IPlace np = {.alloc = ptr.prov, .off = (uint64_t)ptr.bits, .ty = pointee, .variant = -1};
            if (ty_is_unsized_tail(I->tcx, pointee)) {
                if (!read_scalar(I, out->alloc, out->off + 8, 8, &np.meta, F->span)) return false;
                np.has_meta = true;
            }
            if (!ptr.prov)
                return fail(I, F->span, "dereferencing pointer failed: null pointer is a dangling pointer (it has no provenance)");
            *out = np;
            break;
        }
        case PROJ_FIELD: {
            const Layout *l = layout(I, out->ty, F->span);
            if (!l) return false;
            if (out->variant >= 0 && l->variants && (uint32_t)out->variant < l->nvariants) l = l->variants[out->variant];
            if (e->field >= l->nfields) return fail(I, F->span, "field %u out of range", e->field);
            TyId parent = out->ty;
            out->ty = fty(I, F, e->ty);
            uint64_t align = 1;
            /* a dyn tail starts at the sized prefix's end rounded up to
             * the value's alignment (codegen's rule) */
            if (out->has_meta && ty_is_unsized_tail(I->tcx, out->ty) && !is_packed(I->tcx, parent) &&
                !val_align(I, out->ty, out->meta, &align, F->span))
                return false;
            out->off += (l->offsets[e->field] + align - 1) & ~(align - 1);
            out->variant = -1;
            if (!ty_is_unsized_tail(I->tcx, out->ty)) out->has_meta = false;
            break;
        }
        case PROJ_INDEX: case PROJ_CONST_INDEX: case PROJ_SUBSLICE: {
            TyId elem = d->kind == TYK_ARRAY ? d->array.elem : d->kind == TYK_SLICE ? d->elem : ty_common(I->tcx)->u8;
            uint64_t len = d->kind == TYK_ARRAY ? d->array.len : (uint64_t)out->meta.bits;
            const Layout *el = layout(I, elem, F->span);
            if (!el) return false;
            if (e->kind == PROJ_SUBSLICE) {
                uint64_t from = e->offset, to = e->from_end ? len - e->min_length : e->min_length;
                out->off += from * el->size;
                if (d->kind == TYK_ARRAY) out->ty = ty_array(I->tcx, elem, to - from);
                else out->meta.bits = to - from;
                break;
            }
            uint64_t idx;
            if (e->kind == PROJ_INDEX) {
                IPlace ip;
                IVal iv;
                if (!local_place(I, F, e->index, &ip) || !read_scalar(I, ip.alloc, 0, 8, &iv, F->span)) return false;
                idx = (uint64_t)iv.bits;
            } else {
                idx = e->from_end ? len - e->offset : e->offset;
            }
            if (idx >= len)
                return fail(I, F->span, "index out of bounds: the length is %llu but the index is %llu",
                            (unsigned long long)len, (unsigned long long)idx);
            out->off += idx * el->size;
            out->ty = elem;
            out->has_meta = false;
            break;
        }
        case PROJ_DOWNCAST: out->variant = (int32_t)e->field; break;
        }
    }
    return true;
}

/* ---- enums ---- */

static bool discr_bits(Interp *I, TyId enum_ty, uint32_t variant, u128 *out) {
    const TyData *d = ty_get(I->tcx, enum_ty);
    uint64_t lo = variant, hi = 0;
    if (d->kind == TYK_ADT && !ty_discriminant(I->tcx, d->adt.def, variant, &lo, &hi)) return false;
    *out = ((u128)hi << 64) | lo;
    return true;
}

static bool set_discriminant(Interp *I, const IPlace *p, uint32_t variant, Span sp) {
    const Layout *l = layout(I, p->ty, sp);
    if (!l) return false;
    if (l->tag_encoding == TAG_NONE) return true;
    uint64_t off = p->off + l->offsets[l->tag_field];
    u128 tag;
    if (l->tag_encoding == TAG_DIRECT) {
        if (!discr_bits(I, p->ty, variant, &tag)) return fail(I, sp, "referenced constant has errors");
    } else {
        if (variant == l->niche_variant) return true;
        tag = (u128)(variant - l->niche_start_variant) + l->niche_start;
    }
    return write_scalar(I, p->alloc, off, l->tag.size, (IVal){trunc_bits(tag, l->tag.size * 8u), 0}, sp);
}

static bool read_variant(Interp *I, const IPlace *p, uint32_t *variant, Span sp) {
    const Layout *l = layout(I, p->ty, sp);
    if (!l) return false;
    *variant = 0;
    if (l->tag_encoding == TAG_NONE) {
        if (l->nvariants) *variant = l->niche_variant;   /* an enum's one inhabited variant */
        return true;
    }
    IVal tag;
    uint64_t off = p->off + l->offsets[l->tag_field];
    if (!read_scalar(I, p->alloc, off, l->tag.size, &tag, sp)) return false;
    uint32_t bits = l->tag.size * 8u;
    if (l->tag_encoding == TAG_NICHE) {
        if (tag.prov) {   /* a pointer is never in the niche (null) */
            *variant = l->niche_variant;
            return true;
        }
        u128 rel = trunc_bits(tag.bits - l->niche_start, bits);
        uint32_t nvar = l->niche_end_variant - l->niche_start_variant;
        *variant = rel <= nvar ? l->niche_start_variant + (uint32_t)rel : l->niche_variant;
        return true;
    }
    if (tag.prov) return fail(I, sp, "unable to turn pointer into raw bytes");
    for (uint32_t v = 0; v < l->nvariants; v++) {
        u128 d;
        if (!discr_bits(I, p->ty, v, &d)) return fail(I, sp, "referenced constant has errors");
        if (trunc_bits(d, bits) == trunc_bits(tag.bits, bits)) {
            *variant = v;
            return true;
        }
    }
    return fail(I, sp, "enum value has invalid tag: %#llx", (unsigned long long)tag.bits);
}

/* ---- constants and operands ---- */

static bool write_const(Interp *I, Frame *F, const MirConst *k, uint32_t id, uint64_t off) {
    TyId t = fty(I, F, k->ty);
    switch (k->kind) {
    case CONST_ZST: return true;
    case CONST_SCALAR: {
        const Layout *l = layout(I, t, F->span);
        if (!l) return false;
        return write_scalar(I, id, off, l->size > 16 ? 16 : l->size, (IVal){((u128)k->hi << 64) | k->lo, 0}, F->span);
    }
    case CONST_SLICE:
        if (!write_scalar(I, id, off, 8, (IVal){0, import_alloc(I, k->alloc)}, F->span)) return false;
        return write_scalar(I, id, off + 8, 8, (IVal){k->lo, 0}, F->span);
    case CONST_REF: return write_scalar(I, id, off, 8, (IVal){0, import_alloc(I, k->alloc)}, F->span);
    case CONST_STATIC_REF: return write_scalar(I, id, off, 8, (IVal){0, static_alloc(I, k->def)}, F->span);
    case CONST_UNEVALUATED: {
        const MirAlloc *m = mir_eval_const(I->tcx, k->def, fargs(I, F, k->args));
        if (!m) return fail(I, F->span, "referenced constant has errors");
        uint32_t src = import_alloc(I, m);
        return copy_mem(I, id, off, src, 0, m->size, F->span);
    }
    case CONST_PROMOTED: {
        const MirAlloc *m = mir_eval_promoted_const(I->tcx, k, k->args.i ? fargs(I, F, k->args) : F->args);
        if (!m) return fail(I, F->span, "referenced constant has errors");
        return write_scalar(I, id, off, 8, (IVal){0, import_alloc(I, m)}, F->span);
    }
    }
    return false;
}

/* An operand as a place (constants get a fresh allocation). */
static bool operand_place(Interp *I, Frame *F, const Operand *op, IPlace *out) {
    if (op->kind != OP_CONST) return eval_place(I, F, &op->place, out);
    TyId t = fty(I, F, op->c.ty);
    const Layout *l = layout(I, t, F->span);
    if (!l) return false;
    uint32_t id = new_alloc(I, AK_MEM, l->size, l->align, true);
    *out = (IPlace){.alloc = id, .ty = t, .variant = -1};
    return write_const(I, F, &op->c, id, 0);
}

static uint64_t ty_size(Interp *I, TyId t, Span sp, bool *ok) {
    const Layout *l = layout(I, t, sp);
    if (!l) {
        *ok = false;
        return 0;
    }
    return l->size;
}

static bool read_operand(Interp *I, Frame *F, const Operand *op, IVal *v, TyId *ty) {
    IPlace p;
    if (!operand_place(I, F, op, &p)) return false;
    bool ok = true;
    uint64_t sz = ty_size(I, p.ty, F->span, &ok);
    if (!ok) return false;
    if (ty) *ty = p.ty;
    return read_scalar(I, p.alloc, p.off, sz > 16 ? 16 : sz, v, F->span);
}

static bool copy_operand(Interp *I, Frame *F, const Operand *op, uint32_t id, uint64_t off) {
    if (op->kind == OP_CONST) return write_const(I, F, &op->c, id, off);
    IPlace p;
    if (!eval_place(I, F, &op->place, &p)) return false;
    bool ok = true;
    uint64_t sz = ty_size(I, p.ty, F->span, &ok);
    return ok && copy_mem(I, id, off, p.alloc, p.off, sz, F->span);
}

/* ---- arithmetic ---- */

/* The NaN an arithmetic operation gives, as rustc's const evaluator
 * (rustc_apfloat) gives it, not as the host's FPU does (x86 makes a
 * negative NaN of 0.0 / 0.0): a NaN operand is passed on with its
 * payload, its sign kept by + and %, flipped for a NaN subtrahend, cleared
 * by * and / and by a NaN divisor of %; an invalid operation (0 / 0,
 * inf - inf, 0 * inf, x % 0) gives the positive quiet NaN. */
static u128 nan_result(MirBinOp op, u128 a, u128 b, bool f32) {
    u128 sign = (u128)1 << (f32 ? 31 : 63);
    u128 mask = f32 ? 0xffffffffu : ~(uint64_t)0;
    a &= mask;
    b &= mask;
    bool a_nan = float_from_bits(a, f32) != float_from_bits(a, f32), b_nan = float_from_bits(b, f32) != float_from_bits(b, f32);
    if (a_nan) return op == MBIN_MUL || op == MBIN_DIV ? a & ~sign : a;
    if (b_nan) {
        if (op == MBIN_ADD) return b;
        if (op == MBIN_SUB) return b ^ sign;
        return b & ~sign;
    }
    return f32 ? 0x7fc00000u : 0x7ff8000000000000ull;
}

static const char *interp_binop_sym(MirBinOp op) {
    static const char *s[] = {"+", "-", "*", "/", "%", "^", "&", "|", "<<", ">>", "==", "<", "<=", "!=", ">=", ">", "offset"};
    return op <= MBIN_OFFSET ? s[op] : "?";
}

/* An integer binary op: result truncated, *overflow set as rustc's
 * checked ops define it. Division by zero and MIN / -1 fail. */
static bool int_binop(Interp *I, Span sp, MirBinOp op, IntInfo ii, u128 a, u128 b, TyId bty, u128 *res, bool *overflow) {
    uint32_t bits = ii.bits;
    *overflow = false;
    if (ii.is_signed) {
        i128 x = sext(a, bits), y = sext(b, bits), r = 0;
        i128 max = bits >= 128 ? (i128)(~(u128)0 >> 1) : (i128)(((u128)1 << (bits - 1)) - 1), min = -max - 1;
        switch (op) {
        case MBIN_ADD: *overflow = __builtin_add_overflow(x, y, &r) || r > max || r < min; r = (i128)((u128)x + (u128)y); break;
        case MBIN_SUB: *overflow = __builtin_sub_overflow(x, y, &r) || r > max || r < min; r = (i128)((u128)x - (u128)y); break;
        case MBIN_MUL: *overflow = __builtin_mul_overflow(x, y, &r) || r > max || r < min; r = (i128)((u128)x * (u128)y); break;
        case MBIN_DIV: case MBIN_REM:
            if (y == 0) return fail(I, sp, op == MBIN_DIV ? "attempt to divide by zero" : "attempt to calculate the remainder with a divisor of zero");
            if (x == min && y == -1) {
                *overflow = true;
                r = op == MBIN_DIV ? min : 0;
            } else {
                r = op == MBIN_DIV ? x / y : x % y;
            }
            break;
        default: goto bitwise;
        }
        *res = trunc_bits((u128)r, bits);
        return true;
    } else {
        u128 r = 0, mask = trunc_bits(~(u128)0, bits);
        switch (op) {
        case MBIN_ADD: r = a + b; *overflow = r < a || r > mask; break;
        case MBIN_SUB: r = a - b; *overflow = b > a; break;
        case MBIN_MUL: *overflow = __builtin_mul_overflow(a, b, &r) || r > mask; r = a * b; break;
        case MBIN_DIV: case MBIN_REM:
            if (b == 0) return fail(I, sp, op == MBIN_DIV ? "attempt to divide by zero" : "attempt to calculate the remainder with a divisor of zero");
            r = op == MBIN_DIV ? a / b : a % b;
            break;
        default: goto bitwise;
        }
        *res = trunc_bits(r, bits);
        return true;
    }
bitwise:;
    IntInfo bi = ii;
    if (!int_info(I->tcx, bty, &bi)) bi = ii;
    switch (op) {
    case MBIN_BITXOR: *res = trunc_bits(a ^ b, bits); return true;
    case MBIN_BITAND: *res = trunc_bits(a & b, bits); return true;
    case MBIN_BITOR: *res = trunc_bits(a | b, bits); return true;
    case MBIN_SHL: case MBIN_SHR: {
        u128 amt = bi.is_signed && sext(b, bi.bits) < 0 ? ~(u128)0 : trunc_bits(b, bi.bits);
        *overflow = amt >= bits;
        uint32_t s = (uint32_t)(amt & (bits - 1));
        if (op == MBIN_SHL) *res = trunc_bits(a << s, bits);
        else if (ii.is_signed) *res = trunc_bits((u128)(sext(a, bits) >> s), bits);
        else *res = a >> s;
        return true;
    }
    case MBIN_EQ: *res = a == b; return true;
    case MBIN_NE: *res = a != b; return true;
    case MBIN_LT: case MBIN_LE: case MBIN_GT: case MBIN_GE: {
        int c;
        if (ii.is_signed) {
            i128 x = sext(a, bits), y = sext(b, bits);
            c = x < y ? -1 : x > y;
        } else {
            c = a < b ? -1 : a > b;
        }
        *res = op == MBIN_LT ? c < 0 : op == MBIN_LE ? c <= 0 : op == MBIN_GT ? c > 0 : c >= 0;
        return true;
    }
    default: return fail(I, sp, "unsupported integer operation `%s`", interp_binop_sym(op));
    }
}

/* Evaluates ops[0] op ops[1]: the result bits (and overflow flag). */
static bool eval_binop(Interp *I, Frame *F, const Rvalue *rv, IVal *res, bool *overflow) {
    IVal a, b;
    TyId ta, tb;
    if (!read_operand(I, F, &rv->ops[0], &a, &ta) || !read_operand(I, F, &rv->ops[1], &b, &tb)) return false;
    MirBinOp op = rv->op;
    *overflow = false;
    *res = (IVal){0};
    uint8_t k = ty_kind(I->tcx, ta);
    if (k == TYK_FLOAT) {
        bool f32 = ty_get(I->tcx, ta)->sub == FLOAT_F32;
        double x = float_from_bits(a.bits, f32), y = float_from_bits(b.bits, f32), r = 0;
        switch (op) {
        case MBIN_ADD: r = x + y; break;
        case MBIN_SUB: r = x - y; break;
        case MBIN_MUL: r = x * y; break;
        case MBIN_DIV: r = x / y; break;
        case MBIN_REM: r = __builtin_fmod(x, y); break;
        case MBIN_EQ: res->bits = x == y; return true;
        case MBIN_NE: res->bits = x != y; return true;
        case MBIN_LT: res->bits = x < y; return true;
        case MBIN_LE: res->bits = x <= y; return true;
        case MBIN_GT: res->bits = x > y; return true;
        case MBIN_GE: res->bits = x >= y; return true;
        default: return fail(I, F->span, "unsupported float operation");
        }
        if (f32) r = (float)r;
        res->bits = r != r ? nan_result(op, a.bits, b.bits, f32) : float_to_bits(r, f32);
        return true;
    }
    if (k == TYK_RAW_PTR || k == TYK_FN_PTR || k == TYK_REF) {
        if (op == MBIN_OFFSET) {
            TyId pointee = ty_get(I->tcx, ta)->pointee;
            bool ok = true;
            uint64_t sz = ty_size(I, pointee, F->span, &ok);
            if (!ok) return false;
            *res = (IVal){trunc_bits(a.bits + (u128)((i128)sext(b.bits, 64) * (i128)sz), 64), a.prov};
            return true;
        }
        if (op == MBIN_EQ || op == MBIN_NE) {
            bool eq = a.prov == b.prov && a.bits == b.bits;
            res->bits = op == MBIN_EQ ? eq : !eq;
            return true;
        }
        if (a.prov != b.prov) return fail(I, F->span, "pointers into different allocations cannot be compared");
        IntInfo pi = {64, false};
        return int_binop(I, F->span, op, pi, a.bits, b.bits, tb, &res->bits, overflow);
    }
    IntInfo ii;
    if (!int_info(I->tcx, ta, &ii)) return fail(I, F->span, "unsupported operand type `%s`", ty_to_string(I->tcx, ta));
    if (a.prov || b.prov) return fail(I, F->span, "unable to turn pointer into raw bytes");
    if (k == TYK_BOOL) ii.bits = 1;
    return int_binop(I, F->span, op, ii, a.bits, b.bits, tb, &res->bits, overflow);
}

/* ---- casts ---- */

static bool eval_cast(Interp *I, Frame *F, const Rvalue *rv, const IPlace *dst) {
    TyId to = dst->ty;
    bool ok = true;
    uint64_t dsz = ty_size(I, to, F->span, &ok);
    if (!ok) return false;
    IPlace src;
    if (!operand_place(I, F, &rv->ops[0], &src)) return false;
    TyId from = src.ty;
    uint64_t ssz = ty_size(I, from, F->span, &ok);
    if (!ok) return false;
    IVal v;
    switch ((CastKind)rv->op) {
    case CAST_INT_TO_INT: {
        if (!read_scalar(I, src.alloc, src.off, ssz, &v, F->span)) return false;
        if (v.prov) return fail(I, F->span, "unable to turn pointer into raw bytes");
        IntInfo si = {ssz * 8, false};
        int_info(I->tcx, from, &si);
        u128 x = si.is_signed ? (u128)sext(v.bits, (uint32_t)ssz * 8) : v.bits;
        return write_scalar(I, dst->alloc, dst->off, dsz, (IVal){trunc_bits(x, (uint32_t)dsz * 8), 0}, F->span);
    }
    case CAST_INT_TO_FLOAT:
    case CAST_FLOAT_TO_INT:
    case CAST_FLOAT_TO_FLOAT: {
        if (!read_scalar(I, src.alloc, src.off, ssz, &v, F->span)) return false;
        IntInfo si = {ssz * 8, false}, di = {dsz * 8, false};
        int_info(I->tcx, from, &si);
        int_info(I->tcx, to, &di);
        bool from_float = (CastKind)rv->op != CAST_INT_TO_FLOAT, to_float = (CastKind)rv->op != CAST_FLOAT_TO_INT;
        u128 r = float_cast_bits(v.bits, (uint32_t)ssz * 8, from_float, si.is_signed, (uint32_t)dsz * 8, to_float,
                                 di.is_signed);
        return write_scalar(I, dst->alloc, dst->off, dsz, (IVal){r, 0}, F->span);
    }
    case CAST_PTR_TO_ADDR:
        if (!read_scalar(I, src.alloc, src.off, 8, &v, F->span)) return false;
        if (v.prov) return fail(I, F->span, "pointers cannot be cast to integers during const eval");
        return write_scalar(I, dst->alloc, dst->off, dsz, v, F->span);
    case CAST_FN_TO_PTR: {
        const TyData *d = ty_get(I->tcx, from);
        if (d->kind != TYK_FN_DEF) return fail(I, F->span, "invalid fn pointer cast");
        return write_scalar(I, dst->alloc, dst->off, 8, (IVal){0, fn_alloc(I, d->adt.def, d->adt.args, (TyId){0})}, F->span);
    }
    case CAST_CLOSURE_TO_FN_PTR: {
        const TyData *d = ty_get(I->tcx, from);
        if (d->kind != TYK_CLOSURE) return fail(I, F->span, "invalid fn pointer cast");
        return write_scalar(I, dst->alloc, dst->off, 8, (IVal){0, fn_alloc(I, d->adt.def, d->adt.args, from)}, F->span);
    }
    case CAST_UNSIZE: {
        /* through a CoerceUnsized wrapper (Unique<[T; 0]> -> Unique<[T]>,
         * NonNull, Box): the pointer inside, at offset 0 */
        TyId spt, dpt, pfrom;
        if (!ty_unsize_pointees(I->tcx, from, to, &spt, &dpt, &pfrom))
            return fail(I, F->span, "unsizing casts of `%s` are not supported in constants", ty_to_string(I->tcx, from));
        ssz = ty_size(I, pfrom, F->span, &ok);
        if (!ok) return false;
        if (!copy_mem(I, dst->alloc, dst->off, src.alloc, src.off, 8, F->span)) return false;
        /* &S<[T; N]> -> &S<[T]>: the metadata is the struct tails' */
        TyId ta, tb, re;
        for (int depth = 0; depth < 32 && ty_struct_unsize(I->tcx, spt, dpt, &ta, &tb, &re); depth++) spt = ta, dpt = tb;
        const TyData *sp = ty_get(I->tcx, spt), *dp = ty_get(I->tcx, dpt);
        IVal meta = {0};
        if (sp->kind == TYK_ARRAY && (dp->kind == TYK_SLICE || dp->kind == TYK_STR)) meta.bits = sp->array.len;
        else if (dp->kind == TYK_DYN && sp->kind != TYK_DYN)
            meta.prov = vtable_alloc(I, spt, dp->dyn_.principal, dp->dyn_.principal_args);
        else if (ssz == 16) return copy_mem(I, dst->alloc, dst->off + 8, src.alloc, src.off + 8, 8, F->span);
        return write_scalar(I, dst->alloc, dst->off + 8, 8, meta, F->span);
    }
    case CAST_PTR_TO_PTR: case CAST_ADDR_TO_PTR: case CAST_UNSAFE_FN_PTR: case CAST_MUT_TO_CONST: case CAST_TRANSMUTE:
        return copy_mem(I, dst->alloc, dst->off, src.alloc, src.off, dsz < ssz ? dsz : ssz, F->span);
    }
    return fail(I, F->span, "unsupported cast");
}

/* ---- rvalues ---- */

static bool write_checked(Interp *I, const IPlace *dst, IVal v, bool overflow, uint64_t vsize, Span sp) {
    const Layout *l = layout(I, dst->ty, sp);
    if (!l || l->nfields < 2) return fail(I, sp, "bad checked-operation result type");
    return write_scalar(I, dst->alloc, dst->off + l->offsets[0], vsize, v, sp) &&
           write_scalar(I, dst->alloc, dst->off + l->offsets[1], 1, (IVal){overflow, 0}, sp);
}

static bool eval_aggregate(Interp *I, Frame *F, const Rvalue *rv, const IPlace *dst) {
    const Layout *l = layout(I, dst->ty, F->span);
    if (!l) return false;
    switch (rv->agg) {
    case AGG_ARRAY: {
        bool ok = true;
        uint64_t es = ty_size(I, fty(I, F, rv->ty), F->span, &ok);
        if (!ok) return false;
        for (uint32_t i = 0; i < rv->nops; i++)
            if (!copy_operand(I, F, &rv->ops[i], dst->alloc, dst->off + i * es)) return false;
        return true;
    }
    case AGG_TUPLE: case AGG_CLOSURE:
        for (uint32_t i = 0; i < rv->nops && i < l->nfields; i++)
            if (!copy_operand(I, F, &rv->ops[i], dst->alloc, dst->off + l->offsets[i])) return false;
        return true;
    case AGG_ADT: {
        const Layout *vl = l;
        if (l->variants && rv->variant < l->nvariants) vl = l->variants[rv->variant];
        if (rv->active_field >= 0) {
            uint64_t off = (uint32_t)rv->active_field < vl->nfields ? vl->offsets[rv->active_field] : 0;
            return rv->nops == 0 || copy_operand(I, F, &rv->ops[0], dst->alloc, dst->off + off);
        }
        for (uint32_t i = 0; i < rv->nops && i < vl->nfields; i++)
            if (!copy_operand(I, F, &rv->ops[i], dst->alloc, dst->off + vl->offsets[i])) return false;
        if (l->variants) return set_discriminant(I, dst, rv->variant, F->span);
        return true;
    }
    }
    return false;
}

static bool eval_rvalue(Interp *I, Frame *F, const Rvalue *rv, const IPlace *dst) {
    Span sp = F->span;
    bool ok = true;
    switch (rv->kind) {
    case RV_USE: return copy_operand(I, F, &rv->ops[0], dst->alloc, dst->off);
    case RV_REPEAT: {
        TyId et = ty_get(I->tcx, dst->ty)->kind == TYK_ARRAY ? ty_get(I->tcx, dst->ty)->array.elem : dst->ty;
        uint64_t es = ty_size(I, et, sp, &ok);
        if (!ok || !copy_operand(I, F, &rv->ops[0], dst->alloc, dst->off)) return false;
        uint64_t count = rv->count;
        if (count == ARRAY_LEN_PARAM)
            count = ty_get(I->tcx, dst->ty)->kind == TYK_ARRAY ? ty_get(I->tcx, dst->ty)->array.len : 0;
        if (count == ARRAY_LEN_PARAM) count = 0;
        for (uint64_t i = 1; i < count; i++)
            if (!copy_mem(I, dst->alloc, dst->off + i * es, dst->alloc, dst->off, es, sp)) return false;
        return true;
    }
    case RV_REF: case RV_ADDRESS_OF: {
        IPlace p;
        if (!eval_place(I, F, &rv->place, &p)) return false;
        if (!write_scalar(I, dst->alloc, dst->off, 8, (IVal){p.off, p.alloc}, sp)) return false;
        if (p.has_meta) return write_scalar(I, dst->alloc, dst->off + 8, 8, p.meta, sp);
        return true;
    }
    case RV_LEN: {
        IPlace p;
        if (!eval_place(I, F, &rv->place, &p)) return false;
        const TyData *d = ty_get(I->tcx, p.ty);
        IVal len = d->kind == TYK_ARRAY ? (IVal){d->array.len, 0} : p.meta;
        return write_scalar(I, dst->alloc, dst->off, 8, len, sp);
    }
    case RV_CAST: return eval_cast(I, F, rv, dst);
    case RV_BINARY: case RV_CHECKED_BINARY: {
        IVal r;
        bool overflow;
        if (!eval_binop(I, F, rv, &r, &overflow)) return false;
        if (rv->kind == RV_CHECKED_BINARY) {
            IPlace lp;
            if (!operand_place(I, F, &rv->ops[0], &lp)) return false;
            return write_checked(I, dst, r, overflow, ty_size(I, lp.ty, sp, &ok), sp);
        }
        return write_scalar(I, dst->alloc, dst->off, ty_size(I, dst->ty, sp, &ok), r, sp);
    }
    case RV_UNARY: {
        IVal v;
        TyId t;
        if (!read_operand(I, F, &rv->ops[0], &v, &t)) return false;
        uint64_t sz = ty_size(I, t, sp, &ok);
        uint8_t k = ty_kind(I->tcx, t);
        if (k == TYK_FLOAT) {
            if (rv->op == MUN_NEG) v.bits ^= (u128)1 << (sz * 8 - 1);
        } else if (k == TYK_BOOL) {
            v.bits = !v.bits;
        } else if (rv->op == MUN_NOT) {
            v.bits = trunc_bits(~v.bits, (uint32_t)sz * 8);
        } else {
            v.bits = trunc_bits(0 - v.bits, (uint32_t)sz * 8);
        }
        return write_scalar(I, dst->alloc, dst->off, sz, v, sp);
    }
    case RV_NULLARY: {
        const Layout *l = layout(I, fty(I, F, rv->ty), sp);
        if (!l) return false;
        return write_scalar(I, dst->alloc, dst->off, 8, (IVal){rv->op == NULLOP_SIZE_OF ? l->size : l->align, 0}, sp);
    }
    case RV_DISCRIMINANT: {
        IPlace p;
        uint32_t v;
        if (!eval_place(I, F, &rv->place, &p) || !read_variant(I, &p, &v, sp)) return false;
        u128 d;
        if (ty_kind(I->tcx, p.ty) != TYK_ADT) d = 0;
        else if (!discr_bits(I, p.ty, v, &d)) return fail(I, sp, "referenced constant has errors");
        uint64_t sz = ty_size(I, dst->ty, sp, &ok);
        return write_scalar(I, dst->alloc, dst->off, sz, (IVal){trunc_bits(d, (uint32_t)sz * 8), 0}, sp);
    }
    case RV_AGGREGATE: return eval_aggregate(I, F, rv, dst);
    case RV_THREAD_LOCAL_REF: return fail(I, sp, "cannot access thread local static during const evaluation");
    }
    return false;
}

/* ---- calls ---- */

static bool run_body(Interp *I, const MirBody *b, ArgsId args, const IPlace *argv, uint32_t nargv, const IPlace *ret);

static const char *def_name(Interp *I, DefId d) { return sym_str(res_def(ty_resolver(I->tcx), d)->name); }

/* The integer intrinsics over argv[0] (and argv[1]). */
static bool int_intrinsic(Interp *I, Frame *F, Intrinsic which, const IPlace *argv, uint32_t n, const IPlace *ret) {
    Span sp = F->span;
    bool ok = true;
    const char *name = ty_intrinsic_name(which);
    IntInfo ii;
    if (!n || !int_info(I->tcx, argv[0].ty, &ii)) return fail(I, sp, "calling non-const function `%s`", name);
    uint64_t sz = ii.bits / 8;
    uint32_t bits = ii.bits;
    IVal a = {0}, b = {0};
    if (!read_scalar(I, argv[0].alloc, argv[0].off, sz, &a, sp)) return false;
    if (n > 1 && !read_scalar(I, argv[1].alloc, argv[1].off, ty_size(I, argv[1].ty, sp, &ok), &b, sp)) return false;
    u128 r = 0;
    bool of = false;
    MirBinOp op = MBIN_EQ;
    int mode = 0;             /* 0 wrapping, 1 with_overflow, 2 UB on overflow, 3 saturating */
    switch (which) {
    case INTR_ADD_WITH_OVERFLOW: op = MBIN_ADD, mode = 1; break;
    case INTR_SUB_WITH_OVERFLOW: op = MBIN_SUB, mode = 1; break;
    case INTR_MUL_WITH_OVERFLOW: op = MBIN_MUL, mode = 1; break;
    case INTR_WRAPPING_ADD: op = MBIN_ADD; break;
    case INTR_WRAPPING_SUB: op = MBIN_SUB; break;
    case INTR_WRAPPING_MUL: op = MBIN_MUL; break;
    case INTR_UNCHECKED_ADD: op = MBIN_ADD, mode = 2; break;
    case INTR_UNCHECKED_SUB: op = MBIN_SUB, mode = 2; break;
    case INTR_UNCHECKED_MUL: op = MBIN_MUL, mode = 2; break;
    case INTR_UNCHECKED_DIV: case INTR_EXACT_DIV: op = MBIN_DIV, mode = 2; break;
    case INTR_UNCHECKED_REM: op = MBIN_REM, mode = 2; break;
    case INTR_UNCHECKED_SHL: op = MBIN_SHL, mode = 2; break;
    case INTR_UNCHECKED_SHR: op = MBIN_SHR, mode = 2; break;
    case INTR_SATURATING_ADD: op = MBIN_ADD, mode = 3; break;
    case INTR_SATURATING_SUB: op = MBIN_SUB, mode = 3; break;
    default: break;
    }
    if (op != MBIN_EQ) {
        if (which == INTR_EXACT_DIV) {
            u128 rem;
            if (!int_binop(I, sp, MBIN_REM, ii, a.bits, b.bits, argv[1].ty, &rem, &of)) return false;
            if (rem) return fail(I, sp, "exact_div: the dividend cannot be divided by the divisor without remainder");
        }
        if (!int_binop(I, sp, op, ii, a.bits, b.bits, argv[n > 1 ? 1 : 0].ty, &r, &of)) return false;
        if (mode == 1) return write_checked(I, ret, (IVal){r, 0}, of, sz, sp);
        if (mode == 2 && of) return fail(I, sp, "overflow executing `%s`", name);
        if (mode == 3 && of) {
            /* towards the sign of b (add) or of -b (sub); unsigned: MAX or 0 */
            bool up = ii.is_signed ? (sext(b.bits, bits) < 0) == (op == MBIN_SUB) : op == MBIN_ADD;
            u128 umax = trunc_bits(~(u128)0, bits);
            r = ii.is_signed ? (up ? umax >> 1 : trunc_bits((u128)1 << (bits - 1), bits)) : (up ? umax : 0);
        }
        return write_scalar(I, ret->alloc, ret->off, sz, (IVal){r, 0}, sp);
    }
    switch (which) {
    case INTR_CTPOP: r = (u128)(__builtin_popcountll((uint64_t)a.bits) + __builtin_popcountll((uint64_t)(a.bits >> 64))); break;
    case INTR_CTLZ: case INTR_CTLZ_NONZERO:
        r = bits;
        for (uint32_t i = 0; i < bits; i++)
            if (a.bits >> (bits - 1 - i) & 1) { r = i; break; }
        break;
    case INTR_CTTZ: case INTR_CTTZ_NONZERO:
        r = bits;
        for (uint32_t i = 0; i < bits; i++)
            if (a.bits >> i & 1) { r = i; break; }
        break;
    case INTR_BSWAP:
        for (uint32_t i = 0; i < bits / 8; i++) r |= ((a.bits >> (8 * i)) & 0xFF) << (bits - 8 - 8 * i);
        break;
    case INTR_BITREVERSE:
        for (uint32_t i = 0; i < bits; i++)
            if (a.bits >> i & 1) r |= (u128)1 << (bits - 1 - i);
        break;
    case INTR_ROTATE_LEFT: case INTR_ROTATE_RIGHT: {
        uint32_t s = (uint32_t)(b.bits % bits);
        if (which == INTR_ROTATE_RIGHT) s = (bits - s) % bits;
        r = s ? trunc_bits(a.bits << s | a.bits >> (bits - s), bits) : a.bits;
        break;
    }
    default: return fail(I, sp, "calling non-const function `%s`", name);
    }
    uint64_t rsz = ty_size(I, ret->ty, sp, &ok);
    return ok && write_scalar(I, ret->alloc, ret->off, rsz, (IVal){trunc_bits(r, (uint32_t)rsz * 8), 0}, sp);
}

/* A pointer argument (a thin pointer's address). */
static bool ptr_arg(Interp *I, const IPlace *argv, uint32_t n, uint32_t i, IVal *out, Span sp) {
    if (i >= n) return fail(I, sp, "bad intrinsic call");
    return read_scalar(I, argv[i].alloc, argv[i].off, 8, out, sp);
}

static uint64_t pointee_size(Interp *I, const IPlace *p, Span sp, bool *ok) {
    const TyData *d = ty_get(I->tcx, p->ty);
    if (d->kind != TYK_RAW_PTR && d->kind != TYK_REF) return *ok = false, 0;
    return ty_size(I, d->pointee, sp, ok);
}

/* Pointer and memory intrinsics. */
static bool mem_intrinsic(Interp *I, Frame *F, Intrinsic which, const IPlace *argv, uint32_t n, const IPlace *ret) {
    Span sp = F->span;
    bool ok = true;
    IVal p, q, cnt;
    switch (which) {
    case INTR_OFFSET: case INTR_ARITH_OFFSET: {
        uint64_t es = pointee_size(I, &argv[0], sp, &ok);
        if (!ok || !ptr_arg(I, argv, n, 0, &p, sp) || !ptr_arg(I, argv, n, 1, &cnt, sp)) return false;
        p.bits = trunc_bits(p.bits + cnt.bits * es, 64);
        return write_scalar(I, ret->alloc, ret->off, 8, p, sp);
    }
    case INTR_PTR_OFFSET_FROM: case INTR_PTR_OFFSET_FROM_UNSIGNED: {
        uint64_t es = pointee_size(I, &argv[0], sp, &ok);
        if (!ok || !ptr_arg(I, argv, n, 0, &p, sp) || !ptr_arg(I, argv, n, 1, &q, sp)) return false;
        if (p.prov != q.prov) return fail(I, sp, "`%s` called on pointers into different allocations", ty_intrinsic_name(which));
        int64_t d = (int64_t)(uint64_t)p.bits - (int64_t)(uint64_t)q.bits;
        if (which == INTR_PTR_OFFSET_FROM_UNSIGNED && d < 0)
            return fail(I, sp, "`ptr_offset_from_unsigned` called when first pointer has smaller offset than second");
        if (es && d % (int64_t)es) return fail(I, sp, "exact_div: the distance is not a multiple of the type's size");
        return write_scalar(I, ret->alloc, ret->off, 8, (IVal){(u128)(uint64_t)(es ? d / (int64_t)es : 0), 0}, sp);
    }
    case INTR_COPY: case INTR_COPY_NONOVERLAPPING: {
        uint64_t es = pointee_size(I, &argv[0], sp, &ok);
        if (!ok || !ptr_arg(I, argv, n, 0, &p, sp) || !ptr_arg(I, argv, n, 1, &q, sp) || !ptr_arg(I, argv, n, 2, &cnt, sp))
            return false;
        return copy_mem(I, q.prov, (uint64_t)q.bits, p.prov, (uint64_t)p.bits, (uint64_t)cnt.bits * es, sp);
    }
    case INTR_WRITE_BYTES: {
        IVal byte;
        uint64_t es = pointee_size(I, &argv[0], sp, &ok);
        if (!ok || !ptr_arg(I, argv, n, 0, &p, sp) || n < 3 || !read_scalar(I, argv[1].alloc, argv[1].off, 1, &byte, sp) ||
            !ptr_arg(I, argv, n, 2, &cnt, sp))
            return false;
        for (uint64_t i = 0; i < (uint64_t)cnt.bits * es; i++)
            if (!write_scalar(I, p.prov, (uint64_t)p.bits + i, 1, byte, sp)) return false;
        return true;
    }
    case INTR_PTR_GUARANTEED_EQ: case INTR_PTR_GUARANTEED_NE: {
        if (!ptr_arg(I, argv, n, 0, &p, sp) || !ptr_arg(I, argv, n, 1, &q, sp)) return false;
        /* only a comparison within one allocation is certain */
        bool known = p.prov == q.prov, eq = p.bits == q.bits;
        bool r = known && (which == INTR_PTR_GUARANTEED_EQ ? eq : !eq);
        return write_scalar(I, ret->alloc, ret->off, 1, (IVal){r, 0}, sp);
    }
    case INTR_RAW_EQ: {
        uint64_t sz = pointee_size(I, &argv[0], sp, &ok);
        if (!ok || !ptr_arg(I, argv, n, 0, &p, sp) || !ptr_arg(I, argv, n, 1, &q, sp)) return false;
        if (!check_range(I, p.prov, (uint64_t)p.bits, sz, sp) || !check_range(I, q.prov, (uint64_t)q.bits, sz, sp)) return false;
        bool eq = !sz || !memcmp(A(I, p.prov)->bytes + (uint64_t)p.bits, A(I, q.prov)->bytes + (uint64_t)q.bits, sz);
        return write_scalar(I, ret->alloc, ret->off, 1, (IVal){eq, 0}, sp);
    }
    default: return int_intrinsic(I, F, which, argv, n, ret);
    }
}

/* A &'static str of the given bytes, written to ret. */
static bool write_str(Interp *I, const IPlace *ret, const char *s, Span sp) {
    size_t len = strlen(s);
    uint32_t id = new_alloc(I, AK_MEM, len, 1, false);
    if (len) memcpy(A(I, id)->bytes, s, len);
    return write_scalar(I, ret->alloc, ret->off, 8, (IVal){0, id}, sp) &&
           write_scalar(I, ret->alloc, ret->off + 8, 8, (IVal){len, 0}, sp);
}

/* The intrinsics const code calls (switching on intrinsics.def's enum). */
static bool call_intrinsic(Interp *I, Frame *F, const Instance *inst, const IPlace *argv, uint32_t n, const IPlace *ret) {
    Intrinsic which = ty_intrinsic(I->tcx, inst->def);
    Span sp = F->span;
    bool ok = true;
    const TyId *targs = ty_args(I->tcx, inst->args);
    uint32_t ntargs = ty_args_len(I->tcx, inst->args);
    TyId t0 = ntargs ? targs[0] : (TyId){0};
    switch (which) {
    case INTR_SIZE_OF: case INTR_MIN_ALIGN_OF: case INTR_PREF_ALIGN_OF: {
        if (!ntargs) return fail(I, sp, "bad intrinsic");
        const Layout *l = layout(I, t0, sp);
        if (!l) return false;
        return write_scalar(I, ret->alloc, ret->off, 8, (IVal){which == INTR_SIZE_OF ? l->size : l->align, 0}, sp);
    }
    case INTR_NEEDS_DROP: {
        bool nd = ntargs && ty_needs_drop(I->tcx, (ParamEnv){0}, t0);
        return write_scalar(I, ret->alloc, ret->off, 1, (IVal){nd, 0}, sp);
    }
    case INTR_VARIANT_COUNT: {
        const AdtDef *ad = ntargs && ty_kind(I->tcx, t0) == TYK_ADT ? ty_adt_def(I->tcx, ty_get(I->tcx, t0)->adt.def) : NULL;
        return write_scalar(I, ret->alloc, ret->off, 8, (IVal){ad ? ad->nvariants : 0, 0}, sp);
    }
    case INTR_TYPE_ID: {
        /* the same hash codegen gives (cg_intrinsic.c) */
        const char *s = ty_to_string(I->tcx, t0);
        uint64_t h = hash_bytes(s, strlen(s));
        return write_scalar(I, ret->alloc, ret->off, ty_size(I, ret->ty, sp, &ok), (IVal){h, 0}, sp);
    }
    case INTR_TYPE_NAME: return write_str(I, ret, ty_type_name(I->tcx, t0), sp);
    case INTR_CALLER_LOCATION: {
        uint32_t id = import_alloc(I, mir_caller_location(I->tcx, sp));
        return write_scalar(I, ret->alloc, ret->off, 8, (IVal){0, id}, sp);
    }
    case INTR_TRANSMUTE: case INTR_BLACK_BOX: case INTR_LIKELY: case INTR_UNLIKELY: case INTR_RUSTC_PEEK: {
        uint64_t sz = ty_size(I, ret->ty, sp, &ok);
        return ok && n && copy_mem(I, ret->alloc, ret->off, argv[0].alloc, argv[0].off, sz, sp);
    }
    case INTR_ASSUME: case INTR_FORGET: return true;
    case INTR_ASSERT_ZERO_VALID: case INTR_ASSERT_UNINIT_VALID: {
        bool zero = which == INTR_ASSERT_ZERO_VALID;
        if (!ntargs || ty_permits_raw_init(I->tcx, t0, zero)) return true;
        if (zero) return fail(I, sp, "aborted execution: attempted to zero-initialize type `%s`, which is invalid", ty_to_string(I->tcx, t0));
        return fail(I, sp, "aborted execution: attempted to leave type `%s` uninitialized, which is invalid", ty_to_string(I->tcx, t0));
    }
    case INTR_ASSERT_INHABITED: {
        const Layout *l = layout(I, t0, sp);
        if (l && l->abi == LABI_UNINHABITED)
            return fail(I, sp, "aborted execution: attempted to instantiate uninhabited type `%s`", ty_to_string(I->tcx, t0));
        return l != NULL;
    }
    case INTR_SIZE_OF_VAL: case INTR_MIN_ALIGN_OF_VAL: {
        const Layout *l = layout(I, t0, sp);
        if (!l) return false;
        if (l->is_unsized && (ty_kind(I->tcx, t0) == TYK_SLICE || ty_kind(I->tcx, t0) == TYK_STR) && which == INTR_SIZE_OF_VAL) {
            IVal len;
            TyId el = ty_kind(I->tcx, t0) == TYK_STR ? ty_common(I->tcx)->u8 : ty_get(I->tcx, t0)->elem;
            if (!n || !read_scalar(I, argv[0].alloc, argv[0].off + 8, 8, &len, sp)) return false;
            return write_scalar(I, ret->alloc, ret->off, 8, (IVal){len.bits * ty_size(I, el, sp, &ok), 0}, sp);
        }
        if (l->is_unsized && ty_kind(I->tcx, t0) != TYK_SLICE && ty_kind(I->tcx, t0) != TYK_STR)
            return fail(I, sp, "rcc cannot evaluate `%s` of `%s` in constants yet", ty_intrinsic_name(which), ty_to_string(I->tcx, t0));
        return write_scalar(I, ret->alloc, ret->off, 8, (IVal){which == INTR_SIZE_OF_VAL ? l->size : l->align, 0}, sp);
    }
    case INTR_DISCRIMINANT_VALUE: {
        IVal p;
        uint32_t v;
        u128 d = 0;
        if (!ptr_arg(I, argv, n, 0, &p, sp)) return false;
        IPlace pl = {.alloc = p.prov, .off = (uint64_t)p.bits, .ty = ty_get(I->tcx, argv[0].ty)->pointee, .variant = -1};
        if (ty_kind(I->tcx, pl.ty) == TYK_ADT && ty_adt_def(I->tcx, ty_get(I->tcx, pl.ty)->adt.def)->nvariants > 0) {
            if (!read_variant(I, &pl, &v, sp)) return false;
            if (!discr_bits(I, pl.ty, v, &d)) return fail(I, sp, "referenced constant has errors");
        }
        uint64_t sz = ty_size(I, ret->ty, sp, &ok);
        return ok && write_scalar(I, ret->alloc, ret->off, sz, (IVal){trunc_bits(d, (uint32_t)sz * 8), 0}, sp);
    }
    case INTR_CONST_ALLOCATE: {
        /* heap memory of a constant (interned with it if it survives) */
        IVal size, align;
        if (!ptr_arg(I, argv, n, 0, &size, sp) || !ptr_arg(I, argv, n, 1, &align, sp)) return false;
        if (size.bits > (u128)INTERP_MAX_ALLOC && !alloc_size_ok(I, UINT64_MAX, sp)) return false;
        uint32_t id = new_alloc(I, AK_MEM, (uint64_t)size.bits, (uint32_t)align.bits, true);
        return write_scalar(I, ret->alloc, ret->off, 8, (IVal){0, id}, sp);
    }
    case INTR_CONST_DEALLOCATE: return true;
    case INTR_ABORT: return fail(I, sp, "the program aborted execution");
    case INTR_UNREACHABLE: return fail(I, sp, "entering unreachable code");
    default: break;
    }
    if (which == INTR_NONE || ty_intrinsic_atomic(which).op != AOP_NONE)
        return fail(I, sp, "calling non-const function `%s`", def_name(I, inst->def));
    return mem_intrinsic(I, F, which, argv, n, ret);
}

/* The environment argument of a non-capturing closure called through
 * a fn pointer: the body's first parameter (the closure, or a reference
 * to it: a ZST, so any address) made up in argv[0]. */
static bool closure_env_arg(Interp *I, const MirBody *b, ArgsId args, IPlace *out, Span sp) {
    if (b->arg_count < 1 || b->nlocals < 2) return fail(I, sp, "calling a closure without an environment parameter");
    TyId et = args.i ? ty_subst(I->tcx, b->locals[1].ty, args) : b->locals[1].ty;
    const Layout *l = layout(I, et, sp);
    if (!l) return false;
    *out = (IPlace){.alloc = new_alloc(I, AK_MEM, l->size, l->align, true), .ty = et, .variant = -1};
    if (ty_kind(I->tcx, et) != TYK_REF) return true;
    uint32_t env = new_alloc(I, AK_MEM, 0, 1, true);
    return write_scalar(I, out->alloc, 0, 8, (IVal){0, env}, sp);
}

static bool eval_call(Interp *I, Frame *F, const MirTerm *t) {
    Span sp = F->span;
    DefId def;
    ArgsId args;
    TyId closure = {0};   /* called through a closure's fn pointer */
    if (t->func.kind == OP_CONST && ty_kind(I->tcx, fty(I, F, t->func.c.ty)) == TYK_FN_DEF) {
        const TyData *d = ty_get(I->tcx, fty(I, F, t->func.c.ty));
        def = d->adt.def;
        args = d->adt.args;
    } else {
        IVal fp;
        if (!read_operand(I, F, &t->func, &fp, NULL)) return false;
        if (!fp.prov || A(I, fp.prov)->kind != AK_FN) return fail(I, sp, "calling a function pointer that is not one");
        def = A(I, fp.prov)->def;
        args = A(I, fp.prov)->args;
        closure = A(I, fp.prov)->ty;
    }
    Instance inst = {INST_ITEM, def, args, 0};
    if (!closure.i && !ty_resolve_instance(I->tcx, (ParamEnv){0}, def, args, &inst))
        return fail(I, sp, "cannot resolve the called function");
    /* const_eval_select(arg, in_const, at_runtime) is a fn that calls
     * at_runtime; in constants rustc's interpreter calls
     * const_eval_select_ct (which calls in_const) in its place */
    if (inst.kind == INST_ITEM && hir_lang_item_of(ty_hir(I->tcx), inst.def) == LANG_CONST_EVAL_SELECT) {
        DefId ct = hir_lang_item(ty_hir(I->tcx), LANG_CONST_EVAL_SELECT_CT);
        if (ct.i) inst.def = ct;
    }
    /* arguments: each operand copied into a place of its own */
    uint32_t skip = closure.i ? 1 : 0;   /* argv[0]: a closure's environment */
    IPlace *argv = xcalloc(t->nargs + 1, sizeof(IPlace));
    bool ok = true;
    for (uint32_t i = 0; ok && i < t->nargs; i++) {
        IPlace p;
        ok = operand_place(I, F, &t->args[i], &p);
        if (ok) {
            const Layout *l = layout(I, p.ty, sp);
            ok = l != NULL;
            if (ok) {
                argv[skip + i] = (IPlace){.alloc = new_alloc(I, AK_MEM, l->size, l->align, true), .ty = p.ty, .variant = -1};
                ok = copy_mem(I, argv[skip + i].alloc, 0, p.alloc, p.off, l->size, sp);
            }
        }
    }
    IPlace ret;
    if (ok) ok = eval_place(I, F, &t->place, &ret);
    if (ok) {
        switch (inst.kind) {
        case INST_INTRINSIC: ok = call_intrinsic(I, F, &inst, argv, t->nargs, &ret); break;
        case INST_DROP_GLUE: break;   /* const drops are no-ops here */
        case INST_VIRTUAL: ok = fail(I, sp, "calling a trait object method is not supported in constants"); break;
        default: {
            const MirBody *b = inst.kind == INST_ITEM ? mir_body(I->tcx, inst.def) : mir_shim(I->tcx, &inst);
            if (!b) {
                ok = fail(I, sp, "calling non-const function `%s`", ty_to_string(I->tcx, ty_fn_def(I->tcx, def, args)));
                break;
            }
            if (skip) ok = closure_env_arg(I, b, inst.args, &argv[0], sp);
            if (ok) ok = run_body(I, b, inst.args, argv, t->nargs + skip, &ret);
        }
        }
    }
    free(argv);
    if (ok && t->target == MIR_NO_BLOCK) return fail(I, sp, "entering unreachable code");
    return ok;
}

/* ---- asserts ---- */

static bool assert_failed(Interp *I, Frame *F, const MirTerm *t) {
    StrBuf sb = {0};
    IVal v[2] = {{0}, {0}};
    TyId ty[2] = {{0}, {0}};
    for (uint32_t i = 0; i < t->nargs && i < 2; i++)
        if (!read_operand(I, F, &t->args[i], &v[i], &ty[i])) return false;
    switch (t->assert_kind) {
    case ASSERT_BOUNDS_CHECK: {
        char b1[48], b2[48];
        sb_printf(&sb, "index out of bounds: the length is %s but the index is %s", u128_to_str(v[0].bits, b1),
                  u128_to_str(v[1].bits, b2));
        break;
    }
    case ASSERT_OVERFLOW:
        if (t->assert_op == MBIN_SHL || t->assert_op == MBIN_SHR) {
            sb_printf(&sb, "attempt to shift %s by `", t->assert_op == MBIN_SHL ? "left" : "right");
            print_int(I->tcx, &sb, ty[1], v[1].bits);
            sb_puts(&sb, "`, which would overflow");
        } else {
            sb_puts(&sb, "attempt to compute `");
            print_int(I->tcx, &sb, ty[0], v[0].bits);
            sb_printf(&sb, " %s ", interp_binop_sym(t->assert_op));
            print_int(I->tcx, &sb, ty[1], v[1].bits);
            sb_puts(&sb, "`, which would overflow");
        }
        break;
    case ASSERT_OVERFLOW_NEG:
        sb_puts(&sb, "attempt to negate `");
        print_int(I->tcx, &sb, ty[0], v[0].bits);
        sb_puts(&sb, "`, which would overflow");
        break;
    case ASSERT_DIV_BY_ZERO:
        sb_puts(&sb, "attempt to divide `");
        print_int(I->tcx, &sb, ty[0], v[0].bits);
        sb_puts(&sb, "` by zero");
        break;
    case ASSERT_REM_BY_ZERO:
        sb_puts(&sb, "attempt to calculate the remainder of `");
        print_int(I->tcx, &sb, ty[0], v[0].bits);
        sb_puts(&sb, "` with a divisor of zero");
        break;
    case ASSERT_RESUMED_AFTER_RETURN: case ASSERT_RESUMED_AFTER_PANIC:
        sb_puts(&sb, "generator resumed in the wrong state");
        break;
    }
    fail(I, t->span, "%s", sb_cstr(&sb));
    sb_free(&sb);
    return false;
}

/* ---- the machine ---- */

static bool step_block(Interp *I, Frame *F, MirBlock *bb, bool *returned) {
    const MirBasicBlock *blk = &F->body->blocks[*bb];
    for (uint32_t s = 0; s < blk->nstmts; s++) {
        const MirStmt *st = &blk->stmts[s];
        F->span = st->span;
        if (++I->steps > STEP_LIMIT) return fail(I, st->span, "exceeded interpreter step limit (see `#[const_eval_limit]`)");
        switch (st->kind) {
        case MSTMT_ASSIGN: {
            IPlace dst;
            if (!eval_place(I, F, &st->place, &dst)) return false;
            /* evaluate into a temporary: the rvalue may read the destination */
            const Layout *l = layout(I, dst.ty, st->span);
            if (!l) return false;
            IPlace tmp = {.alloc = new_alloc(I, AK_MEM, l->size, l->align, true), .ty = dst.ty, .variant = -1};
            if (!eval_rvalue(I, F, &st->rv, &tmp)) return false;
            if (!copy_mem(I, dst.alloc, dst.off, tmp.alloc, 0, l->size, st->span)) return false;
            /* nothing points into the temporary: drop it when it is the newest
             * allocation, so long-running loops do not grow memory */
            if (tmp.alloc == I->allocs.len - 1) {
                free(A(I, tmp.alloc)->bytes);
                vec_free(&A(I, tmp.alloc)->relocs);
                I->allocs.len--;
            }
            break;
        }
        case MSTMT_SET_DISCRIMINANT: {
            IPlace p;
            if (!eval_place(I, F, &st->place, &p) || !set_discriminant(I, &p, st->variant, st->span)) return false;
            break;
        }
        default: break;
        }
    }
    const MirTerm *t = &blk->term;
    F->span = t->span;
    switch (t->kind) {
    case TERM_GOTO: case TERM_DROP: *bb = t->target; return true;
    case TERM_RETURN: *returned = true; return true;
    case TERM_SWITCH_INT: {
        IVal v;
        TyId ty;
        if (!read_operand(I, F, &t->discr, &v, &ty)) return false;
        if (v.prov) return fail(I, t->span, "unable to turn pointer into raw bytes");
        *bb = t->targets[t->nvalues];
        bool ok = true;
        uint32_t bits = (uint32_t)ty_size(I, ty, t->span, &ok) * 8;
        if (!ok) return false;
        /* case values may be sign-extended to 128 bits: compare in the discriminant's width */
        for (uint32_t i = 0; i < t->nvalues; i++)
            if (trunc_bits(((u128)t->values_hi[i] << 64) | t->values_lo[i], bits) == trunc_bits(v.bits, bits)) {
                *bb = t->targets[i];
                break;
            }
        return true;
    }
    case TERM_CALL:
        if (!eval_call(I, F, t)) return false;
        *bb = t->target;
        return true;
    case TERM_ASSERT: {
        IVal c;
        if (!read_operand(I, F, &t->cond, &c, NULL)) return false;
        if ((c.bits != 0) != t->expected) return assert_failed(I, F, t);
        *bb = t->target;
        return true;
    }
    case TERM_UNREACHABLE: return fail(I, t->span, "entering unreachable code");
    case TERM_ABORT: return fail(I, t->span, "the program aborted execution");
    case TERM_INLINE_ASM: return fail(I, t->span, "inline assembly is not supported");
    case TERM_YIELD: case TERM_GENERATOR_DROP: return fail(I, t->span, "generators are not supported in constants");
    case TERM_RESUME: return fail(I, t->span, "unwinding is not supported");
    }
    return fail(I, t->span, "unsupported terminator");
}

/* Runs a body: arguments are copied into locals 1..; a rust-call
 * callee that takes its last tuple argument spread gets it untupled. */
static bool run_body(Interp *I, const MirBody *b, ArgsId args, const IPlace *argv, uint32_t nargv, const IPlace *ret) {
    if (++I->depth > DEPTH_LIMIT) {
        I->depth--;
        return fail(I, b->span, "reached the configured maximum number of stack frames");
    }
    Frame F = {.body = b, .args = args, .span = b->span};
    F.locals = xcalloc(b->nlocals ? b->nlocals : 1, sizeof(uint32_t));
    bool ok = true;
    /* the return place is the caller's destination */
    if (ret) F.locals[0] = 0;
    uint32_t li = 1;
    for (uint32_t i = 0; ok && i < nargv && li <= b->arg_count; i++) {
        bool spread = i == nargv - 1 && nargv < b->arg_count && ty_kind(I->tcx, argv[i].ty) == TYK_TUPLE;
        if (spread) {
            const Layout *l = layout(I, argv[i].ty, b->span);
            ok = l != NULL;
            for (uint32_t f = 0; ok && f < l->nfields && li <= b->arg_count; f++, li++) {
                IPlace lp;
                ok = local_place(I, &F, li, &lp);
                bool k = true;
                uint64_t sz = ok ? ty_size(I, lp.ty, b->span, &k) : 0;
                ok = ok && k && copy_mem(I, lp.alloc, 0, argv[i].alloc, argv[i].off + l->offsets[f], sz, b->span);
            }
        } else {
            IPlace lp;
            ok = local_place(I, &F, li, &lp);
            bool k = true;
            uint64_t sz = ok ? ty_size(I, lp.ty, b->span, &k) : 0;
            ok = ok && k && copy_mem(I, lp.alloc, 0, argv[i].alloc, argv[i].off, sz, b->span);
            li++;
        }
    }
    MirBlock bb = 0;
    bool returned = false;
    while (ok && !returned) {
        if (bb >= b->nblocks) {
            ok = fail(I, F.span, "entering unreachable code");
            break;
        }
        ok = step_block(I, &F, &bb, &returned);
    }
    if (ok && ret) {
        IPlace rp;
        bool k = true;
        ok = local_place(I, &F, 0, &rp);
        uint64_t sz = ok ? ty_size(I, rp.ty, b->span, &k) : 0;
        ok = ok && k && copy_mem(I, ret->alloc, ret->off, rp.alloc, 0, sz, b->span);
    }
    free(F.locals);
    I->depth--;
    return ok;
}

/* ---- export ---- */

static const MirAlloc *export_alloc(Interp *I, uint32_t id, bool mutbl);

static const MirAlloc *export_alloc(Interp *I, uint32_t id, bool mutbl) {
    IAlloc *a = A(I, id);
    if (a->exported) return a->exported;
    if (a->origin && !a->dirty) return a->exported = a->origin;
    Arena *ar = ty_arena(I->tcx);
    MirAlloc *m = ARENA_NEW(ar, MirAlloc);
    a->exported = m;
    m->size = a->size;
    m->align = a->align;
    m->mutbl = mutbl;
    m->bytes = a->size ? arena_memdup(ar, a->bytes, a->size, 8) : NULL;
    m->nrelocs = a->relocs.len;
    m->relocs = ARENA_ARRAY(ar, MirReloc, a->relocs.len ? a->relocs.len : 1);
    for (uint32_t i = 0; i < a->relocs.len; i++) {
        IReloc r = A(I, id)->relocs.data[i];
        MirReloc *mr = &m->relocs[i];
        mr->offset = r.offset;
        memcpy(&mr->addend, m->bytes + r.offset, 8);
        memset(m->bytes + r.offset, 0, 8);
        IAlloc *t = A(I, r.target);
        switch (t->kind) {
        case AK_STATIC: mr->target = RELOC_STATIC; mr->def = t->def; break;
        case AK_FN: mr->target = RELOC_FN; mr->def = t->def; mr->args = t->args; mr->ty = t->ty; break;
        case AK_VTABLE: mr->target = RELOC_VTABLE; mr->def = t->def; mr->args = t->args; mr->ty = t->ty; break;
        case AK_MEM: {
            /* a `static mut`'s nested allocations are mutable too (rustc's
             * interning); codegen shares read-only ones by content */
            bool inner_mut = t->origin ? t->origin->mutbl : mutbl;
            mr->target = RELOC_ALLOC;
            mr->alloc = export_alloc(I, r.target, inner_mut);
            break;
        }
        }
    }
    return m;
}

/* ---- reporting ---- */

static void report(Interp *I, DefId def, bool is_static) {
    TyCtxt *tcx = I->tcx;
    DiagCtx *dc = ty_diag(tcx);
    const DefData *dd = res_def(ty_resolver(tcx), def);
    const char *msg = I->msg ? I->msg : "evaluation failed";
    Diag *d;
    if (is_static) {
        d = diag_error(dc, DC_E0080, I->span, "could not evaluate static initializer");
        diag_label(d, I->span, true, "%s", msg);
    } else if (dd->kind == DEF_CONST || dd->kind == DEF_ASSOC_CONST) {
        /* rustc 1.63: the deny-by-default `const_err` lint */
        d = diag_error(dc, DC_NONE, I->span, "any use of this value will cause an error");
        diag_label(d, dd->span, false, NULL);
        diag_label(d, I->span, true, "%s", msg);
        EvalCache *c = cache_of(tcx);
        if (!c->const_err_noted) diag_note(d, "`#[deny(const_err)]` on by default");
        c->const_err_noted = true;
        Diag *w = diag_note(d, "this was previously accepted by the compiler but is being phased out; it will become a "
                               "hard error in a future release!");
        w->level = LVL_WARNING;
        diag_note(d, "for more information, see issue #71800 <https://github.com/rust-lang/rust/issues/71800>");
    } else {
        d = diag_error(dc, DC_E0080, I->span, "evaluation of constant value failed");
        diag_label(d, I->span, true, "%s", msg);
    }
    diag_emit(d);
}

static void interp_free(Interp *I) {
    vec_foreach(&I->allocs, a) {
        free(a->bytes);
        vec_free(&a->relocs);
    }
    vec_free(&I->allocs);
    hmap_free(&I->imported);
    hmap_free(&I->statics);
    free(I->msg);
}

/* Evaluates the body of def<args> (a const, static or anon const). */
/* A const generic parameter's value: its argument in args (a TYK_CONST)
 * as the bytes of its type, or NULL while still generic. */
static const MirAlloc *eval_const_param(TyCtxt *tcx, DefId param, ArgsId args) {
    const DefData *pd = res_def(ty_resolver(tcx), param);
    const TyGenerics *g = ty_generics_of(tcx, pd->parent);
    TyId arg = {0};
    for (uint32_t i = 0; i < g->nparams; i++)
        if (def_eq(g->params[i].def, param) && g->params[i].index < ty_args_len(tcx, args))
            arg = ty_args(tcx, args)[g->params[i].index];
    const TyData *d = ty_get(tcx, arg);
    if (d->kind != TYK_CONST) return NULL;
    const Layout *l = ty_layout_of(tcx, d->cnst.ty);
    if (!l) return NULL;
    MirAlloc *m = ARENA_NEW(ty_arena(tcx), MirAlloc);
    m->size = l->size;
    m->align = l->align;
    m->bytes = arena_alloc(ty_arena(tcx), l->size ? l->size : 1, 16);
    memset(m->bytes, 0, l->size);
    for (uint64_t i = 0; i < l->size && i < 16; i++)
        m->bytes[i] = (uint8_t)(i < 8 ? d->cnst.lo >> (8 * i) : d->cnst.hi >> (8 * (i - 8)));
    return m;
}

static const MirAlloc *evaluate(TyCtxt *tcx, DefId def, ArgsId args, bool is_static) {
    if (!is_static && res_def(ty_resolver(tcx), def)->kind == DEF_CONST_PARAM) return eval_const_param(tcx, def, args);
    /* `<T as Tr>::N` with a concrete T: the impl's const (or the trait's
     * default body) (select: instance resolution covers assoc consts) */
    Instance ci;
    if (!is_static && args.i && ty_resolve_instance(tcx, (ParamEnv){0}, def, args, &ci) && ci.kind == INST_ITEM) {
        def = ci.def;
        args = ci.args;
    }
    EvalCache *c = cache_of(tcx);
    uint64_t key = eval_key(def, args, is_static), v;
    if (hmap_get(&c->done, key, &v)) return v == 1 ? NULL : (const MirAlloc *)(uintptr_t)v;
    if (hmap_get(&c->busy, key, &v)) {
        const DefData *dd = res_def(ty_resolver(tcx), def);
        Diag *d = diag_error(ty_diag(tcx), DC_E0391, dd->span, "cycle detected when const-evaluating + checking `%s`",
                             sym_str(dd->name ? dd->name : SYM_NONE));
        diag_emit(d);
        return NULL;
    }
    const MirBody *b = mir_body(tcx, def);
    if (!b) {
        hmap_put(&c->done, key, 1);
        return NULL;   /* typeck or MIR building failed: reported there */
    }
    hmap_put(&c->busy, key, 1);
    Interp I = {.tcx = tcx};
    vec_push(&I.allocs, (IAlloc){0});   /* id 0: no allocation */
    hmap_init(&I.imported);
    hmap_init(&I.statics);
    TyId rt = b->nlocals ? b->locals[0].ty : ty_common(tcx)->unit;
    if (args.i) rt = ty_subst(tcx, rt, args);
    const Layout *l = ty_layout_of(tcx, rt);
    const MirAlloc *result = NULL;
    if (l) {
        uint32_t rid = new_alloc(&I, AK_MEM, l->size, l->align, true);
        IPlace ret = {.alloc = rid, .ty = rt, .variant = -1};
        if (run_body(&I, b, args, NULL, 0, &ret)) {
            bool mutbl = false;
            if (is_static) {
                const HirItem *it = hir_item(ty_hir(tcx), def);
                mutbl = it && it->kind == HITEM_STATIC && it->statik.mutbl;
            }
            result = export_alloc(&I, rid, mutbl);
        } else {
            report(&I, def, is_static);
        }
    }
    hmap_remove(&c->busy, key);
    hmap_put(&c->done, key, result ? (uint64_t)(uintptr_t)result : 1);
    interp_free(&I);
    return result;
}

const MirAlloc *mir_eval_const(TyCtxt *tcx, DefId def, ArgsId args) { return evaluate(tcx, def, args, false); }

const MirAlloc *mir_eval_promoted(TyCtxt *tcx, const MirBody *b, bool mutbl) {
    Interp I = {.tcx = tcx};
    vec_push(&I.allocs, (IAlloc){0});   /* id 0: no allocation */
    hmap_init(&I.imported);
    hmap_init(&I.statics);
    TyId rt = b->nlocals ? b->locals[0].ty : ty_common(tcx)->unit;
    const Layout *l = ty_layout_of(tcx, rt);
    const MirAlloc *result = NULL;
    if (l) {
        uint32_t rid = new_alloc(&I, AK_MEM, l->size, l->align, true);
        IPlace ret = {.alloc = rid, .ty = rt, .variant = -1};
        if (run_body(&I, b, (ArgsId){0}, NULL, 0, &ret)) result = export_alloc(&I, rid, mutbl);
    }
    interp_free(&I);
    return result;
}

const MirAlloc *mir_eval_promoted_const(TyCtxt *tcx, const MirConst *c, ArgsId args) {
    HashMap *done = &cache_of(tcx)->promoted;
    uint64_t key = hash_u64((uint64_t)(uintptr_t)c->promoted * 31 + ((uint64_t)args.i << 1) + (c->lo & 1)), v;
    if (hmap_get(done, key, &v)) return v == 1 ? NULL : (const MirAlloc *)(uintptr_t)v;
    const MirBody *b = c->promoted;
    Interp I = {.tcx = tcx};
    vec_push(&I.allocs, (IAlloc){0});
    hmap_init(&I.imported);
    hmap_init(&I.statics);
    TyId rt = b->nlocals ? ty_subst(tcx, b->locals[0].ty, args) : ty_common(tcx)->unit;
    if (ty_get(tcx, rt)->flags & TYF_HAS_PROJECTION) rt = ty_normalize(tcx, NULL, (ParamEnv){0}, rt);
    const Layout *l = ty_layout_of(tcx, rt);
    const MirAlloc *result = NULL;
    if (l) {
        uint32_t rid = new_alloc(&I, AK_MEM, l->size, l->align, true);
        IPlace ret = {.alloc = rid, .ty = rt, .variant = -1};
        if (run_body(&I, b, args, NULL, 0, &ret)) result = export_alloc(&I, rid, c->lo & 1);
    }
    interp_free(&I);
    hmap_put(done, key, result ? (uint64_t)(uintptr_t)result : 1);
    return result;
}

const MirAlloc *mir_eval_static(TyCtxt *tcx, DefId def) { return evaluate(tcx, def, (ArgsId){0}, true); }

/* ty.h's hook: the integer value of an anon const (array length,
 * discriminant), as the bits of `ty` (zero-extended past its width, as
 * rustc's Discr values are). */
static bool eval_const_hook(TyCtxt *tcx, DefId anon_const, ArgsId args, TyId ty, uint64_t *lo, uint64_t *hi) {
    const MirAlloc *m = mir_eval_const(tcx, anon_const, args);
    if (!m) return false;
    if (m->nrelocs) return false;
    const Layout *l = ty_layout_of(tcx, ty);
    uint64_t size = l ? l->size : m->size;
    if (size > m->size) size = m->size;
    u128 v = 0;
    for (uint64_t i = size > 16 ? 16 : size; i-- > 0;) v = (v << 8) | m->bytes[i];
    *lo = (uint64_t)v;
    *hi = (uint64_t)(v >> 64);
    return true;
}

/* ty.h's hook: a constant's bytes (none when it holds pointers). */
static bool eval_const_bytes_hook(TyCtxt *tcx, DefId konst, ArgsId args, const uint8_t **bytes, uint64_t *size) {
    const MirAlloc *m = mir_eval_const(tcx, konst, args);
    if (!m || m->nrelocs) return false;
    *bytes = m->bytes;
    *size = m->size;
    return true;
}

void mir_install_const_eval(TyCtxt *tcx) {
    (void)cache_of(tcx);
    ty_set_const_evaluator(tcx, eval_const_hook);
    ty_set_const_bytes_evaluator(tcx, eval_const_bytes_hook);
    mir_install_generator_layout(tcx);
}

bool mir_eval_crate_consts(TyCtxt *tcx) {
    Hir *h = ty_hir(tcx);
    uint32_t n = 0;
    const DefId *defs = hir_crate_items(h, LOCAL_CRATE, &n);
    bool ok = true;
    for (uint32_t i = 0; i < n; i++) {
        const HirItem *it = hir_item(h, defs[i]);
        if (!it) continue;
        if (it->kind == HITEM_CONST && it->konst.has_body && ty_generics_count(tcx, defs[i]) == 0) {
            if (!mir_eval_const(tcx, defs[i], (ArgsId){0})) ok = false;
        } else if (it->kind == HITEM_STATIC && !it->statik.is_foreign) {
            if (!mir_eval_static(tcx, defs[i])) ok = false;
        }
    }
    return ok;
}
