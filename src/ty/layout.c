/* layout.c — sizes, alignments, field offsets, enum tags and niches.
 *
 * Takes: monomorphic types (ty.h) and the ADT facts (collect.c). Gives:
 * ty_layout_of, cached per TyId, computed as rustc 1.63 computes it on
 * x86_64 (whose data layout has i128/u128 aligned to 8, not 16):
 *   - scalars with their valid ranges (bool 0..=1, char 0..=0x10FFFF,
 *     references and fn pointers non-null), fat pointers as scalar pairs;
 *   - structs, tuples and closures ("univariant"): repr(Rust) places ZST
 *     fields first and then sorts the others by decreasing alignment,
 *     stably (a struct whose last field may be unsized, and every tuple,
 *     keeps its last field last); repr(C), repr(int) and packed(1) keep
 *     source order; packed caps field alignments; repr(align) raises the
 *     struct's; one non-ZST scalar field or two scalar fields make the
 *     struct a SCALAR / SCALAR_PAIR;
 *   - enums: a single present variant is laid out as a struct; otherwise
 *     the smaller of a tagged layout (tag of the smallest integer that
 *     holds the discriminants, at least i32 for repr(C), widened to the
 *     first field's alignment) and, when there is exactly one variant with
 *     non-ZST fields and no explicit discriminants, a niche-filling one
 *     (the other variants encoded in invalid values of that variant's
 *     largest niche: Option<&T> is pointer-sized);
 *   - unions: the largest field, rounded to the alignment.
 *
 * Scalar.valid_lo / valid_hi are the inclusive (wrapping) bounds of the
 * valid range; Layout keeps its largest niche in a private extension
 * (LayoutX) that the enum computation reads.
 */
#include "ty_int.h"

/* ---- scalars and niches (128-bit ranges internally) ---- */

typedef struct Sc {
    ScalarPrim prim;
    uint8_t size;
    bool is_signed;
    bool is_union;            /* maybe uninitialised: no valid-range facts */
    u128 start, end;          /* inclusive, wrapping */
} Sc;

typedef struct Niche {
    bool present;
    uint64_t offset;
    Sc s;
} Niche;

typedef struct LayoutX {
    Layout l;
    Niche niche;
    Sc sc[2];                 /* the scalars of SCALAR / SCALAR_PAIR abis, with 128-bit ranges */
    Sc tag;                   /* enums */
} LayoutX;

static u128 size_max(uint8_t size) { return size >= 16 ? ~(u128)0 : ((u128)1 << (size * 8)) - 1; }

static Sc sc_full(ScalarPrim prim, uint8_t size, bool is_signed) {
    return (Sc){.prim = prim, .size = size, .is_signed = is_signed, .start = 0, .end = size_max(size)};
}

static bool sc_is_full(const Sc *s) {
    return s->is_union || ((s->end - s->start + 1) & size_max(s->size)) == 0;
}

static u128 niche_available(const Niche *n) {
    if (!n->present) return 0;
    return (n->s.start - n->s.end - 1) & size_max(n->s.size);
}

static Niche niche_from_scalar(uint64_t offset, Sc s) {
    Niche n = {.present = !s.is_union, .offset = offset, .s = s};
    if (n.present && niche_available(&n) == 0) n.present = false;
    return n;
}

/* Reserves `count` invalid values of the niche: the first one's value
 * and the widened scalar (rustc's Niche::reserve). */
static bool niche_reserve(const Niche *n, u128 count, u128 *start_out, Sc *out) {
    Sc v = n->s;
    u128 max = size_max(v.size);
    u128 available = (v.start - (v.end + 1)) & max;
    if (count > available) return false;
    bool use_start;
    u128 distance_end_zero = max - v.end;
    if (v.start > v.end) use_start = false;
    else if (v.start <= distance_end_zero) use_start = count <= v.start;
    else {
        u128 end = (v.end + count) & max;
        bool overshot_zero = end >= 1 && end <= v.end;
        use_start = overshot_zero;
    }
    if (use_start) {
        u128 st = (v.start - count) & max;
        *start_out = st;
        *out = v;
        out->start = st;
    } else {
        *start_out = (v.end + 1) & max;
        *out = v;
        out->end = (v.end + count) & max;
    }
    return true;
}

static uint32_t sc_align(const Sc *s) { return s->size > 8 ? 8 : s->size; }

static Scalar sc_public(const Sc *s) {
    return (Scalar){.prim = s->prim, .size = s->size, .is_signed = s->is_signed, .valid_lo = (uint64_t)s->start,
                    .valid_hi = (uint64_t)s->end, .full_range = sc_is_full(s)};
}

static Sc sc_union(Sc s) {
    s.is_union = true;
    s.start = 0;
    s.end = size_max(s.size);
    return s;
}

/* ---- building layouts ---- */

static LayoutX *lx_new(TyCtxt *tcx) { return ARENA_NEW(&tcx->arena, LayoutX); }

static void lx_set_scalar(LayoutX *x, Sc s) {
    x->l.abi = LABI_SCALAR;
    x->sc[0] = s;
    x->l.scalar[0] = sc_public(&s);
}

static void lx_set_pair(LayoutX *x, Sc a, Sc b, uint64_t b_off) {
    x->l.abi = LABI_SCALAR_PAIR;
    x->sc[0] = a;
    x->sc[1] = b;
    x->l.scalar[0] = sc_public(&a);
    x->l.scalar[1] = sc_public(&b);
    x->l.pair_offset = b_off;
}

static uint64_t align_to(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }

static LayoutX *scalar_layout(TyCtxt *tcx, Sc s) {
    LayoutX *x = lx_new(tcx);
    x->l.size = s.size;
    x->l.align = sc_align(&s);
    lx_set_scalar(x, s);
    x->niche = niche_from_scalar(0, s);
    return x;
}

static LayoutX *scalar_pair_layout(TyCtxt *tcx, Sc a, Sc b) {
    LayoutX *x = lx_new(tcx);
    uint32_t ba = sc_align(&b);
    uint32_t al = sc_align(&a) > ba ? sc_align(&a) : ba;
    uint64_t boff = align_to(a.size, ba);
    x->l.size = align_to(boff + b.size, al);
    x->l.align = al;
    x->l.nfields = 2;
    x->l.offsets = ARENA_ARRAY(&tcx->arena, uint64_t, 2);
    x->l.offsets[1] = boff;
    x->l.memory_index = ARENA_ARRAY(&tcx->arena, uint32_t, 2);
    x->l.memory_index[1] = 1;
    lx_set_pair(x, a, b, boff);
    /* the last maximum: b's niche wins ties (it is looked at first) */
    Niche nb = niche_from_scalar(boff, b), na = niche_from_scalar(0, a);
    x->niche = niche_available(&na) >= niche_available(&nb) && na.present ? na : nb;
    if (!nb.present) x->niche = na;
    return x;
}

static bool lx_is_zst(const LayoutX *x) { return x->l.size == 0 && !x->l.is_unsized; }
static bool lx_uninhabited(const LayoutX *x) { return x->l.abi == LABI_UNINHABITED; }

typedef struct Repr {
    bool c, simd, has_int;
    bool hide_niche;          /* repr(no_niche) */
    uint32_t pack;            /* 0: not packed */
    uint32_t align;           /* 0: none */
} Repr;

typedef enum StructKind { SK_ALWAYS_SIZED, SK_MAYBE_UNSIZED, SK_PREFIXED } StructKind;

static bool inhibit_reorder(const Repr *r) { return r->c || r->simd || r->has_int || r->pack == 1; }

static uint32_t field_align(const LayoutX *f, const Repr *r) {
    return r->pack && f->l.align > r->pack ? r->pack : f->l.align;
}

/* rustc's univariant: fields laid out in one struct. */
static LayoutX *univariant(TyCtxt *tcx, LayoutX **fields, uint32_t n, const Repr *repr, StructKind kind,
                           uint64_t prefix_size, uint32_t prefix_align) {
    LayoutX *x = lx_new(tcx);
    uint32_t align = 1;
    uint32_t *inv = ARENA_ARRAY(&tcx->arena, uint32_t, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) inv[i] = i;
    bool optimize = !inhibit_reorder(repr);
    if (optimize && n) {
        uint32_t end = kind == SK_MAYBE_UNSIZED ? n - 1 : n;
        /* stable insertion sort by the key */
        for (uint32_t i = 1; i < end; i++) {
            for (uint32_t j = i; j > 0; j--) {
                const LayoutX *a = fields[inv[j - 1]], *b = fields[inv[j]];
                bool greater;
                if (kind == SK_PREFIXED) {
                    greater = field_align(a, repr) > field_align(b, repr);
                } else {
                    /* key: (!is_zst, Reverse(align)) */
                    int ka = !lx_is_zst(a), kb = !lx_is_zst(b);
                    greater = ka != kb ? ka > kb : field_align(a, repr) < field_align(b, repr);
                }
                if (!greater) break;
                uint32_t t = inv[j];
                inv[j] = inv[j - 1];
                inv[j - 1] = t;
            }
        }
    }
    uint64_t *offsets = ARENA_ARRAY(&tcx->arena, uint64_t, n ? n : 1);
    uint64_t offset = 0;
    bool sized = true;
    Niche best = {0};
    u128 best_avail = 0;
    if (kind == SK_PREFIXED) {
        uint32_t pa = repr->pack && prefix_align > repr->pack ? repr->pack : prefix_align;
        if (pa > align) align = pa;
        offset = align_to(prefix_size, pa);
    }
    for (uint32_t k = 0; k < n; k++) {
        uint32_t i = inv[k];
        const LayoutX *f = fields[i];
        if (f->l.is_unsized) sized = false;
        uint32_t fa = field_align(f, repr);
        offset = align_to(offset, fa);
        if (fa > align) align = fa;
        offsets[i] = offset;
        u128 av = repr->hide_niche ? 0 : niche_available(&f->niche);
        if (av > best_avail) {
            best_avail = av;
            best = f->niche;
            best.offset += offset;
        }
        offset += f->l.size;
    }
    if (repr->align && repr->align > align) align = repr->align;
    /* repr(simd): a vector is aligned to its size rounded up to a power
     * of two (LLVM's vector alignment, which rustc's layouts use) */
    if (repr->simd && sized && offset > 0) {
        uint64_t va = 1;
        while (va < offset) va <<= 1;
        if (va > align) align = (uint32_t)va;
    }
    uint32_t *memory_index = ARENA_ARRAY(&tcx->arena, uint32_t, n ? n : 1);
    for (uint32_t k = 0; k < n; k++) memory_index[inv[k]] = k;
    x->l.size = align_to(offset, align);
    x->l.align = align;
    x->l.offsets = offsets;
    x->l.memory_index = memory_index;
    x->l.nfields = n;
    x->l.is_unsized = !sized;
    x->l.abi = LABI_AGGREGATE;
    x->niche = best;
    if (sized && x->l.size > 0) {
        int nz[3], cnt = 0;
        for (uint32_t i = 0; i < n && cnt < 3; i++)
            if (!lx_is_zst(fields[i])) nz[cnt++] = (int)i;
        if (cnt == 1) {
            const LayoutX *f = fields[nz[0]];
            if (offsets[nz[0]] == 0 && align == f->l.align && x->l.size == f->l.size) {
                if (f->l.abi == LABI_SCALAR && optimize) lx_set_scalar(x, f->sc[0]);
                else if (f->l.abi == LABI_SCALAR_PAIR) lx_set_pair(x, f->sc[0], f->sc[1], f->l.pair_offset);
            }
        } else if (cnt == 2) {
            int i = nz[0], j = nz[1];
            if (fields[i]->l.abi == LABI_SCALAR && fields[j]->l.abi == LABI_SCALAR) {
                if (offsets[j] < offsets[i]) {
                    int t = i;
                    i = j;
                    j = t;
                }
                Sc a = fields[i]->sc[0], b = fields[j]->sc[0];
                uint32_t ba = sc_align(&b);
                uint32_t pal = sc_align(&a) > ba ? sc_align(&a) : ba;
                uint64_t boff = align_to(a.size, ba);
                uint64_t psize = align_to(boff + b.size, pal);
                if (offsets[i] == 0 && offsets[j] == boff && align == pal && x->l.size == psize)
                    lx_set_pair(x, a, b, boff);
            }
        }
    }
    for (uint32_t i = 0; i < n; i++)
        if (lx_uninhabited(fields[i])) x->l.abi = LABI_UNINHABITED;
    return x;
}

/* ---- errors ---- */

static void report_too_big(TyCtxt *tcx, TyId t) {
    if (!tcx->dc) return;
    diag_emit(diag_error(tcx->dc, DC_NONE, tcx->layout_span, "values of the type `%s` are too big for the current architecture",
                         ty_to_string(tcx, t)));
}

#define OBJ_SIZE_BOUND ((uint64_t)1 << 47)

/* ---- sizedness ---- */

static TyId normalized(TyCtxt *tcx, TyId t) {
    if (ty_get(tcx, t)->flags & TYF_HAS_PROJECTION) {
        ParamEnv env = {0};
        t = ty_normalize(tcx, NULL, env, t);
    }
    return t;
}

/* The unsized tail of a monomorphic type (itself if not a struct). */
static TyId struct_tail(TyCtxt *tcx, TyId t) {
    for (int guard = 0; guard < 64; guard++) {
        const TyData *d = ty_get(tcx, t);
        if (d->kind == TYK_ADT) {
            const AdtDef *a = ty_adt_def(tcx, d->adt.def);
            if (!a || a->kind != ADT_STRUCT || !a->nvariants || !a->variants[0].nfields) return t;
            t = normalized(tcx, ty_field_ty(tcx, t, 0, a->variants[0].nfields - 1));
        } else if (d->kind == TYK_TUPLE && ty_args_len(tcx, d->tuple)) {
            t = ty_args(tcx, d->tuple)[ty_args_len(tcx, d->tuple) - 1];
        } else {
            return t;
        }
    }
    return t;
}

static bool tail_is_unsized_kind(uint8_t k) { return k == TYK_STR || k == TYK_SLICE || k == TYK_DYN; }

/* Is a field type (in terms of its ADT's params) sized for every
 * instantiation? Params are sized unless declared `?Sized`. */
static bool always_sized(TyCtxt *tcx, DefId adt, TyId t, int depth) {
    const TyData *d = ty_get(tcx, t);
    if (depth > 16) return true;
    switch (d->kind) {
    case TYK_STR: case TYK_SLICE: case TYK_DYN: return false;
    case TYK_PARAM: {
        const Predicates *ps = ty_predicates_of(tcx, adt);
        DefId sized = tcx->hir ? hir_lang_item(tcx->hir, LANG_SIZED) : (DefId){0};
        for (uint32_t i = 0; i < ps->n; i++)
            if (ps->preds[i].kind == PRED_TRAIT && ps->preds[i].trait_ref.trait.i == sized.i &&
                ty_args_len(tcx, ps->preds[i].trait_ref.args) &&
                ty_eq(ty_args(tcx, ps->preds[i].trait_ref.args)[0], t))
                return true;
        return false;
    }
    case TYK_ADT: {
        const AdtDef *a = ty_adt_def(tcx, d->adt.def);
        if (!a || a->kind != ADT_STRUCT || !a->nvariants || !a->variants[0].nfields) return true;
        TyId last = ty_field_ty(tcx, t, 0, a->variants[0].nfields - 1);
        return always_sized(tcx, adt, last, depth + 1);
    }
    case TYK_TUPLE: {
        uint32_t n = ty_args_len(tcx, d->tuple);
        return n == 0 || always_sized(tcx, adt, ty_args(tcx, d->tuple)[n - 1], depth + 1);
    }
    default: return true;
    }
}

/* ---- the cases ---- */

static const LayoutX *layout_x(TyCtxt *tcx, TyId t);

static LayoutX *ptr_layout(TyCtxt *tcx, TyId pointee, bool nonnull) {
    Sc data = sc_full(SCALAR_PTR, 8, false);
    if (nonnull) data.start = 1;
    TyId tail = struct_tail(tcx, normalized(tcx, pointee));
    uint8_t k = ty_kind(tcx, tail);
    if (!tail_is_unsized_kind(k)) return scalar_layout(tcx, data);
    Sc meta = k == TYK_DYN ? sc_full(SCALAR_PTR, 8, false) : sc_full(SCALAR_INT, 8, false);
    if (k == TYK_DYN) meta.start = 1;
    return scalar_pair_layout(tcx, data, meta);
}

static LayoutX *never_layout(TyCtxt *tcx) {
    LayoutX *x = lx_new(tcx);
    x->l.align = 1;
    x->l.abi = LABI_UNINHABITED;
    return x;
}

static LayoutX *unsized_unit(TyCtxt *tcx, uint32_t align) {
    LayoutX *x = lx_new(tcx);
    x->l.align = align;
    x->l.abi = LABI_AGGREGATE;
    x->l.is_unsized = true;
    return x;
}

static LayoutX *tuple_like(TyCtxt *tcx, TyId t, const TyId *elems, uint32_t n, StructKind kind) {
    LayoutX **fs = ARENA_ARRAY(&tcx->arena, LayoutX *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) {
        fs[i] = (LayoutX *)layout_x(tcx, elems[i]);
        if (!fs[i]) return NULL;
    }
    Repr r = {0};
    LayoutX *x = univariant(tcx, fs, n, &r, kind, 0, 1);
    if (x->l.size >= OBJ_SIZE_BOUND) {
        report_too_big(tcx, t);
        return NULL;
    }
    return x;
}

static Repr repr_of(const AdtDef *a) {
    Repr r = {0};
    if (a->repr) {
        r.c = a->repr->repr_c;
        r.simd = a->repr->repr_simd;
        r.has_int = a->repr->repr_int != REPR_INT_NONE;
        r.pack = a->repr->repr_packed;
        r.align = a->repr->repr_align;
        r.hide_niche = a->repr->repr_no_niche;
    }
    return r;
}

static LayoutX *union_layout(TyCtxt *tcx, const Repr *r, LayoutX **fs, uint32_t n) {
    LayoutX *x = lx_new(tcx);
    uint32_t align = 1;
    if (r->align > align) align = r->align;
    uint64_t size = 0;
    bool optimize = !r->c;
    bool have_abi = false, agg = false;
    LayoutX probe = {0};
    for (uint32_t i = 0; i < n; i++) {
        const LayoutX *f = fs[i];
        if (f->l.align > align) align = f->l.align;
        if (optimize && !lx_is_zst(f)) {
            LayoutX fa = {0};
            if (f->l.abi == LABI_SCALAR) {
                fa.l.abi = LABI_SCALAR;
                fa.sc[0] = sc_union(f->sc[0]);
            } else if (f->l.abi == LABI_SCALAR_PAIR) {
                fa.l.abi = LABI_SCALAR_PAIR;
                fa.sc[0] = sc_union(f->sc[0]);
                fa.sc[1] = sc_union(f->sc[1]);
                fa.l.pair_offset = f->l.pair_offset;
            } else {
                fa.l.abi = LABI_AGGREGATE;
            }
            if (size == 0) {
                probe = fa;
                have_abi = true;
            } else if (probe.l.abi != fa.l.abi || memcmp(probe.sc, fa.sc, sizeof fa.sc) != 0) {
                agg = true;
            }
        }
        if (f->l.size > size) size = f->l.size;
    }
    if (r->pack && align > r->pack) align = r->pack;
    x->l.size = align_to(size, align);
    x->l.align = align;
    x->l.abi = LABI_AGGREGATE;
    if (have_abi && !agg) {
        if (probe.l.abi == LABI_SCALAR) lx_set_scalar(x, probe.sc[0]);
        else if (probe.l.abi == LABI_SCALAR_PAIR) lx_set_pair(x, probe.sc[0], probe.sc[1], probe.l.pair_offset);
    }
    x->l.nfields = n;
    x->l.offsets = ARENA_ARRAY(&tcx->arena, uint64_t, n ? n : 1);
    x->l.memory_index = ARENA_ARRAY(&tcx->arena, uint32_t, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) x->l.memory_index[i] = i;
    return x;
}

/* rustc's Integer: 0..4 = I8..I128 */
static uint8_t int_size(int ity) { return (uint8_t)(1u << ity); }
static uint32_t int_align(int ity) { return ity >= 3 ? 8 : 1u << ity; }

static int fit_unsigned(u128 v) {
    if (v <= 0xff) return 0;
    if (v <= 0xffff) return 1;
    if (v <= 0xffffffffu) return 2;
    if (v <= UINT64_MAX) return 3;
    return 4;
}

static int fit_signed(i128 v) {
    if (v >= -128 && v <= 127) return 0;
    if (v >= -32768 && v <= 32767) return 1;
    if (v >= INT32_MIN && v <= INT32_MAX) return 2;
    if (v >= INT64_MIN && v <= INT64_MAX) return 3;
    return 4;
}

static int repr_int_ity(ReprInt r, bool *is_signed) {
    *is_signed = r >= REPR_I8 && r <= REPR_ISIZE;
    switch (r) {
    case REPR_I8: case REPR_U8: return 0;
    case REPR_I16: case REPR_U16: return 1;
    case REPR_I32: case REPR_U32: return 2;
    case REPR_I64: case REPR_U64: case REPR_ISIZE: case REPR_USIZE: return 3;
    default: return 4;
    }
}

/* What rustc does to every struct (and enum with one present variant)
 * whose layout is a scalar or a scalar pair: the first scalar's valid
 * range takes #[rustc_layout_scalar_valid_range_start/end] (NonNull,
 * NonZeroU32), then that scalar's niche becomes the largest one unless
 * another is strictly larger or the type hides its niches (so Cell<&T>
 * has the niche its UnsafeCell field hides). */
static void struct_scalar_range(LayoutX *x, const AdtDef *a, const Repr *repr) {
    if (x->l.abi != LABI_SCALAR && x->l.abi != LABI_SCALAR_PAIR) return;
    Sc *s = &x->sc[0];
    if (a->repr && a->repr->has_valid_range_start) s->start = a->repr->valid_range_start & size_max(s->size);
    if (a->repr && a->repr->has_valid_range_end) s->end = a->repr->valid_range_end & size_max(s->size);
    if (repr->hide_niche) return;
    Niche n = niche_from_scalar(0, *s);
    if (n.present && niche_available(&x->niche) <= niche_available(&n)) x->niche = n;
}

static void set_variants(TyCtxt *tcx, LayoutX *x, LayoutX **vs, uint32_t n) {
    const Layout **arr = ARENA_ARRAY(&tcx->arena, const Layout *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) arr[i] = &vs[i]->l;
    x->l.variants = arr;
    x->l.nvariants = n;
}

static bool variant_absent(LayoutX **fs, uint32_t n) {
    bool uninhabited = false, zst = true;
    for (uint32_t i = 0; i < n; i++) {
        uninhabited |= lx_uninhabited(fs[i]);
        zst &= lx_is_zst(fs[i]);
    }
    return uninhabited && zst;
}

static LayoutX *enum_layout(TyCtxt *tcx, TyId t, const AdtDef *a, LayoutX ***vf, const uint32_t *nf) {
    Repr repr = repr_of(a);
    uint32_t nv = a->nvariants;
    int present_first = -1, present_second = -1;
    for (uint32_t v = 0; v < nv; v++) {
        if (variant_absent(vf[v], nf[v])) continue;
        if (present_first < 0) present_first = (int)v;
        else if (present_second < 0) present_second = (int)v;
    }
    LayoutX **single = ARENA_ARRAY(&tcx->arena, LayoutX *, nv ? nv : 1);
    if (present_first < 0) {
        LayoutX *x = never_layout(tcx);
        for (uint32_t v = 0; v < nv; v++) single[v] = univariant(tcx, vf[v], nf[v], &repr, SK_ALWAYS_SIZED, 0, 1);
        set_variants(tcx, x, single, nv);
        return x;
    }
    bool inhibit_enum = repr.c || repr.has_int;
    if (present_second < 0 && !inhibit_enum) {
        LayoutX *st = univariant(tcx, vf[present_first], nf[present_first], &repr, SK_ALWAYS_SIZED, 0, 1);
        for (uint32_t v = 0; v < nv; v++)
            single[v] = (int)v == present_first ? st : univariant(tcx, vf[v], nf[v], &repr, SK_ALWAYS_SIZED, 0, 1);
        LayoutX *x = lx_new(tcx);
        *x = *st;
        x->l.tag_encoding = TAG_NONE;
        x->l.niche_variant = (uint32_t)present_first;   /* the one variant a value can be */
        set_variants(tcx, x, single, nv);
        struct_scalar_range(x, a, &repr);
        return x;
    }

    bool no_explicit = true;
    for (uint32_t v = 0; v < nv; v++) no_explicit &= !a->variants[v].has_explicit_disr;

    /* niche filling */
    LayoutX *niche_layout = NULL;
    if (!inhibit_enum && no_explicit) {
        int dataful = -1;
        uint32_t nstart = UINT32_MAX, nend = 0;
        bool abort = false;
        for (uint32_t v = 0; v < nv && !abort; v++) {
            if (variant_absent(vf[v], nf[v])) continue;
            bool has_data = false;
            for (uint32_t f = 0; f < nf[v]; f++)
                if (!lx_is_zst(vf[v][f])) has_data = true;
            if (has_data) {
                if (dataful < 0) {
                    dataful = (int)v;
                    continue;
                }
                dataful = -1;
                abort = true;
                break;
            }
            if (v < nstart) nstart = v;
            nend = v;
        }
        if (nstart > nend) dataful = -1;
        if (dataful >= 0) {
            u128 count = (u128)(nend - nstart) + 1;
            int best_f = -1;
            u128 best_av = 0;
            for (uint32_t f = 0; f < nf[dataful]; f++) {
                const Niche *n = &vf[dataful][f]->niche;
                if (!n->present) continue;
                u128 av = niche_available(n);
                if (best_f < 0 || av >= best_av) {
                    best_f = (int)f;
                    best_av = av;
                }
            }
            u128 nst;
            Sc nsc;
            if (best_f >= 0 && niche_reserve(&vf[dataful][best_f]->niche, count, &nst, &nsc)) {
                uint32_t align = 1;
                LayoutX **st = ARENA_ARRAY(&tcx->arena, LayoutX *, nv);
                bool all_uninhabited = true;
                for (uint32_t v = 0; v < nv; v++) {
                    st[v] = univariant(tcx, vf[v], nf[v], &repr, SK_ALWAYS_SIZED, 0, 1);
                    if (st[v]->l.align > align) align = st[v]->l.align;
                    all_uninhabited &= lx_uninhabited(st[v]);
                }
                uint64_t offset = st[dataful]->l.offsets[best_f] + vf[dataful][best_f]->niche.offset;
                LayoutX *x = lx_new(tcx);
                x->l.size = st[dataful]->l.size;
                x->l.align = align;
                x->l.abi = LABI_AGGREGATE;
                if (all_uninhabited) {
                    x->l.abi = LABI_UNINHABITED;
                } else if (st[dataful]->l.abi == LABI_SCALAR) {
                    lx_set_scalar(x, nsc);
                } else if (st[dataful]->l.abi == LABI_SCALAR_PAIR) {
                    if (offset == 0) lx_set_pair(x, nsc, sc_union(st[dataful]->sc[1]), st[dataful]->l.pair_offset);
                    else lx_set_pair(x, sc_union(st[dataful]->sc[0]), nsc, st[dataful]->l.pair_offset);
                }
                x->niche = niche_from_scalar(offset, nsc);
                x->l.tag_encoding = TAG_NICHE;
                x->l.tag_field = 0;
                x->tag = nsc;
                x->l.tag = sc_public(&nsc);
                x->l.niche_variant = (uint32_t)dataful;
                x->l.niche_start_variant = nstart;
                x->l.niche_end_variant = nend;
                x->l.niche_start = (uint64_t)nst;
                x->l.nfields = 1;
                x->l.offsets = ARENA_NEW(&tcx->arena, uint64_t);
                x->l.offsets[0] = offset;
                x->l.memory_index = ARENA_NEW(&tcx->arena, uint32_t);
                set_variants(tcx, x, st, nv);
                niche_layout = x;
            }
        }
    }

    /* the tagged layout */
    TyId dty = ty_discr_ty(tcx, a->def);
    uint32_t dbits = ty_int_bits(tcx, dty);
    bool dsigned = ty_is_signed(tcx, dty);
    i128 min = 0, max = 0;
    bool any = false;
    for (uint32_t v = 0; v < nv; v++) {
        bool uninh = false;
        for (uint32_t f = 0; f < nf[v]; f++) uninh |= lx_uninhabited(vf[v][f]);
        if (uninh) continue;
        uint64_t lo, hi;
        ty_discriminant(tcx, a->def, v, &lo, &hi);
        u128 raw = (u128)hi << 64 | lo;
        i128 xv = (i128)raw;
        if (dsigned && dbits < 128) xv = (i128)(raw << (128 - dbits)) >> (128 - dbits);
        if (!any || xv < min) min = xv;
        if (!any || xv > max) max = xv;
        any = true;
    }
    int min_ity;
    bool is_signed;
    if (repr.has_int) {
        min_ity = repr_int_ity(a->repr->repr_int, &is_signed);
    } else {
        int at_least = repr.c ? 2 : 0;
        int uf = fit_unsigned((u128)min > (u128)max ? (u128)min : (u128)max);
        int sf = fit_signed(min) > fit_signed(max) ? fit_signed(min) : fit_signed(max);
        if (min >= 0) {
            min_ity = uf > at_least ? uf : at_least;
            is_signed = false;
        } else {
            min_ity = sf > at_least ? sf : at_least;
            is_signed = true;
        }
    }
    uint32_t align = 1;
    uint64_t size = 0;
    uint32_t start_align = 256;
    uint32_t prefix_align = int_align(min_ity);
    if (repr.c)
        for (uint32_t v = 0; v < nv; v++)
            for (uint32_t f = 0; f < nf[v]; f++)
                if (vf[v][f]->l.align > prefix_align) prefix_align = vf[v][f]->l.align;
    LayoutX **lv = ARENA_ARRAY(&tcx->arena, LayoutX *, nv);
    for (uint32_t v = 0; v < nv; v++) {
        lv[v] = univariant(tcx, vf[v], nf[v], &repr, SK_PREFIXED, int_size(min_ity), prefix_align);
        /* the first field (by offset) that is not a 1-aligned ZST */
        for (uint32_t k = 0; k < nf[v]; k++) {
            uint32_t j = 0;
            for (uint32_t q = 0; q < nf[v]; q++)
                if (lv[v]->l.memory_index[q] == k) j = q;
            const LayoutX *f = vf[v][j];
            if (!lx_is_zst(f) || f->l.align != 1) {
                if (f->l.align < start_align) start_align = f->l.align;
                break;
            }
        }
        if (lv[v]->l.size > size) size = lv[v]->l.size;
        if (lv[v]->l.align > align) align = lv[v]->l.align;
    }
    size = align_to(size, align);
    if (size >= OBJ_SIZE_BOUND) {
        report_too_big(tcx, t);
        return NULL;
    }
    int ity = min_ity;
    if (!repr.c && !repr.has_int) {
        int fa = -1;
        for (int c = 0; c < 4; c++)
            if ((uint32_t)int_align(c) == start_align && int_size(c) == start_align) fa = c;
        if (fa >= 0) ity = fa;
    }
    if (ity <= min_ity) {
        ity = min_ity;
    } else {
        uint64_t old = int_size(min_ity), nw = int_size(ity);
        for (uint32_t v = 0; v < nv; v++) {
            for (uint32_t f = 0; f < lv[v]->l.nfields; f++)
                if (lv[v]->l.offsets[f] <= old) lv[v]->l.offsets[f] = nw;
            if (lv[v]->l.size <= old) lv[v]->l.size = nw;
        }
    }
    Sc tag = sc_full(SCALAR_INT, int_size(ity), is_signed);
    u128 mask = size_max(tag.size);
    tag.start = (u128)min & mask;
    tag.end = (u128)max & mask;
    LayoutX *x = lx_new(tcx);
    x->l.size = size;
    x->l.align = align;
    x->l.abi = LABI_AGGREGATE;
    bool all_uninh = true, all_empty = true;
    for (uint32_t v = 0; v < nv; v++) {
        all_uninh &= lx_uninhabited(lv[v]);
        all_empty &= nf[v] == 0;
    }
    if (all_uninh) {
        x->l.abi = LABI_UNINHABITED;
    } else if (tag.size == size || all_empty) {
        lx_set_scalar(x, tag);
    } else {
        /* a common scalar at one offset in every variant: ScalarPair */
        bool have = false, ok = true, init_all = true;
        ScalarPrim prim = 0;
        uint8_t psize = 0;
        uint64_t poff = 0;
        for (uint32_t v = 0; v < nv && ok; v++) {
            int found = -1, cnt = 0;
            for (uint32_t f = 0; f < nf[v]; f++)
                if (!lx_is_zst(vf[v][f])) {
                    if (!cnt) found = (int)f;
                    cnt++;
                }
            if (cnt == 0) {
                init_all = false;
                continue;
            }
            if (cnt > 1 || vf[v][found]->l.abi != LABI_SCALAR) {
                ok = false;
                break;
            }
            const Sc *s = &vf[v][found]->sc[0];
            init_all &= !s->is_union;
            uint64_t off = lv[v]->l.offsets[found];
            if (!have) {
                have = true;
                prim = s->prim;
                psize = s->size;
                poff = off;
            } else if (prim != s->prim || psize != s->size || poff != off) {
                ok = false;
            }
        }
        if (ok && have) {
            Sc ps = sc_full(prim, psize, false);
            if (!init_all) ps = sc_union(ps);
            uint32_t ba = sc_align(&ps);
            uint32_t pal = sc_align(&tag) > ba ? sc_align(&tag) : ba;
            uint64_t boff = align_to(tag.size, ba);
            uint64_t ps_size = align_to(boff + ps.size, pal);
            if (boff == poff && align == pal && size == ps_size) lx_set_pair(x, tag, ps, boff);
        }
    }
    if (x->l.abi == LABI_SCALAR || x->l.abi == LABI_SCALAR_PAIR) {
        for (uint32_t v = 0; v < nv; v++) {
            if (lv[v]->l.nfields > 0 && lv[v]->l.abi == LABI_AGGREGATE) {
                lv[v]->l.abi = x->l.abi;
                lv[v]->l.scalar[0] = x->l.scalar[0];
                lv[v]->l.scalar[1] = x->l.scalar[1];
                lv[v]->l.pair_offset = x->l.pair_offset;
                lv[v]->sc[0] = x->sc[0];
                lv[v]->sc[1] = x->sc[1];
                if (lv[v]->l.size < size) lv[v]->l.size = size;
                if (lv[v]->l.align < align) lv[v]->l.align = align;
            }
        }
    }
    x->niche = niche_from_scalar(0, tag);
    x->l.tag_encoding = TAG_DIRECT;
    x->l.tag_field = 0;
    x->tag = tag;
    x->l.tag = sc_public(&tag);
    x->l.nfields = 1;
    x->l.offsets = ARENA_NEW(&tcx->arena, uint64_t);
    x->l.memory_index = ARENA_NEW(&tcx->arena, uint32_t);
    set_variants(tcx, x, lv, nv);
    if (niche_layout) {
        /* the smaller; then the larger niche; the tagged one on ties */
        u128 tn = niche_available(&x->niche), nn = niche_available(&niche_layout->niche);
        if (niche_layout->l.size < x->l.size || (niche_layout->l.size == x->l.size && nn > tn)) return niche_layout;
    }
    return x;
}

static LayoutX *adt_layout(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    const AdtDef *a = ty_adt_def(tcx, d->adt.def);
    if (!a) return NULL;
    uint32_t nv = a->nvariants;
    LayoutX ***vf = ARENA_ARRAY(&tcx->arena, LayoutX **, nv ? nv : 1);
    uint32_t *nf = ARENA_ARRAY(&tcx->arena, uint32_t, nv ? nv : 1);
    for (uint32_t v = 0; v < nv; v++) {
        nf[v] = a->variants[v].nfields;
        vf[v] = ARENA_ARRAY(&tcx->arena, LayoutX *, nf[v] ? nf[v] : 1);
        for (uint32_t f = 0; f < nf[v]; f++) {
            TyId ft = normalized(tcx, ty_field_ty(tcx, t, v, f));
            vf[v][f] = (LayoutX *)layout_x(tcx, ft);
            if (!vf[v][f]) return NULL;
        }
    }
    Repr repr = repr_of(a);
    if (a->kind == ADT_UNION) return union_layout(tcx, &repr, vf[0], nf[0]);
    if (a->kind == ADT_ENUM) return enum_layout(tcx, t, a, vf, nf);
    StructKind kind = SK_ALWAYS_SIZED;
    if (nv && nf[0]) {
        TyId last = ty_type_of(tcx, a->variants[0].fields[nf[0] - 1].def);
        if (!always_sized(tcx, a->def, last, 0)) kind = SK_MAYBE_UNSIZED;
    }
    LayoutX *x = univariant(tcx, nv ? vf[0] : NULL, nv ? nf[0] : 0, &repr, kind, 0, 1);
    if (x->l.size >= OBJ_SIZE_BOUND) {
        report_too_big(tcx, t);
        return NULL;
    }
    struct_scalar_range(x, a, &repr);
    return x;
}

static void report_recursive(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    if (d->kind != TYK_ADT || !tcx->dc) return;
    if (!hmap_put(&tcx->cycle_reported, d->adt.def.i, 1)) return;
    const DefData *dd = res_def(tcx->res, d->adt.def);
    StrBuf sb = {0};
    ty_print_def_path(tcx, &sb, d->adt.def, (ArgsId){0});
    Diag *dg = diag_error(tcx->dc, DC_E0072, dd ? dd->span : (Span){0}, "recursive type `%s` has infinite size",
                          sb_cstr(&sb));
    diag_label(dg, dd ? dd->span : (Span){0}, true, "recursive type has infinite size");
    diag_emit(dg);
    sb_free(&sb);
}

/* ---- representability (E0072, rustc's check_representable) ----
 * An ADT is not representable when it contains itself without
 * indirection: through its fields, tuples, arrays and other ADTs' fields
 * (not through pointers, references or fn pointers). As rustc, the first
 * ADT of the stack is compared by definition (`struct B<T> { x: B<u8> }`
 * is recursive), the others by type (nested `Option`s are fine). */
typedef enum Repr3 { REP_OK, REP_CONTAINS, REP_SELF } Repr3;

/* The walk of one ADT's representability: the stack of ADTs entered,
 * and the types whose walk found no recursion (the same answer every
 * time: nested enums of enums are not walked exponentially often). */
typedef struct RepCx {
    VEC(TyId) seen;
    HashMap ok;
} RepCx;

static Repr3 rep_ty(TyCtxt *tcx, TyId t, RepCx *rc);

static Repr3 rep_join(Repr3 a, Repr3 b) { return a > b ? a : b; }

static Repr3 rep_inner(TyCtxt *tcx, TyId t, RepCx *rc) {
    const TyData *d = ty_get(tcx, t);
    switch (d->kind) {
    case TYK_TUPLE: {
        Repr3 r = REP_OK;
        uint32_t n = ty_args_len(tcx, d->tuple);
        for (uint32_t i = 0; i < n && r != REP_SELF; i++) r = rep_join(r, rep_ty(tcx, ty_args(tcx, d->tuple)[i], rc));
        return r;
    }
    case TYK_ARRAY: return rep_ty(tcx, d->array.elem, rc);
    case TYK_ADT: {
        const AdtDef *a = ty_adt_def(tcx, d->adt.def);
        Repr3 r = REP_OK;
        for (uint32_t v = 0; a && v < a->nvariants && r != REP_SELF; v++)
            for (uint32_t f = 0; f < a->variants[v].nfields && r != REP_SELF; f++)
                r = rep_join(r, rep_ty(tcx, normalized(tcx, ty_field_ty(tcx, t, v, f)), rc));
        return r;
    }
    default: return REP_OK;
    }
}

static Repr3 rep_ty(TyCtxt *tcx, TyId t, RepCx *rc) {
    const TyData *d = ty_get(tcx, t);
    if (d->kind != TYK_ADT) return rep_inner(tcx, t, rc);
    if (rc->seen.len && ty_get(tcx, rc->seen.data[0])->adt.def.i == d->adt.def.i) return REP_SELF;
    for (uint32_t i = 1; i < rc->seen.len; i++)
        if (rc->seen.data[i].i == t.i) return REP_CONTAINS;
    uint64_t v;
    if (hmap_get(&rc->ok, t.i, &v)) return REP_OK;
    /* a chain of ever-growing generic types that never comes back to the
     * first: not this ADT's recursion (rustc would hit its own limit) */
    if (rc->seen.len > 64) return REP_CONTAINS;
    vec_push(&rc->seen, t);
    Repr3 r = rep_inner(tcx, t, rc);
    rc->seen.len--;
    if (r == REP_OK) hmap_put(&rc->ok, t.i, 1);
    return r;
}

/* `Option<T>` written as a field's type: the span of its `T` (rustc boxes
 * the generic argument, keeping the niche), else an empty span. */
static Span option_generic_span(TyCtxt *tcx, const HirTy *ty) {
    if (!ty || ty->kind != HTY_PATH || ty->qpath.kind != QPATH_RESOLVED || !ty->qpath.path) return (Span){0};
    const HirPath *path = ty->qpath.path;
    if (path->res.kind != RES_DEF || !path->nsegs) return (Span){0};
    const AdtDef *a = res_def(tcx->res, path->res.def) && res_def(tcx->res, path->res.def)->kind == DEF_ENUM
                          ? ty_adt_def(tcx, path->res.def)
                          : NULL;
    bool is_option = false;
    for (uint32_t v = 0; a && v < a->nvariants; v++) {
        const HirAttrs *at = hir_attrs(tcx->hir, a->variants[v].def);
        if (at && at->lang == LANG_OPTION_SOME) is_option = true;
    }
    const HirGenericArgs *ga = path->segs[path->nsegs - 1].args;
    if (!is_option || !ga || ga->nargs != 1 || ga->args[0].kind != HGA_TYPE) return (Span){0};
    return ga->args[0].span;
}

bool ty_check_representable(TyCtxt *tcx, DefId adt) {
    const HirItem *it = tcx->hir ? hir_item(tcx->hir, adt) : NULL;
    if (!it || (it->kind != HITEM_STRUCT && it->kind != HITEM_ENUM && it->kind != HITEM_UNION)) return true;
    const AdtDef *a = ty_adt_def(tcx, adt);
    if (!a) return true;
    TyId self = ty_type_of(tcx, adt);
    RepCx rc = {0};
    hmap_init(&rc.ok);
    vec_push(&rc.seen, self);
    VEC(const HirFieldDef *) bad = {0};
    for (uint32_t v = 0; v < a->nvariants && v < it->adt.nvariants; v++) {
        const HirVariant *hv = &it->adt.variants[v];
        for (uint32_t f = 0; f < a->variants[v].nfields && f < hv->nfields; f++) {
            TyId ft = normalized(tcx, ty_field_ty(tcx, self, v, f));
            if (rep_ty(tcx, ft, &rc) == REP_SELF) vec_push(&bad, &hv->fields[f]);
        }
    }
    vec_free(&rc.seen);
    hmap_free(&rc.ok);
    bool ok = bad.len == 0;
    if (!ok && tcx->dc && hmap_put(&tcx->cycle_reported, adt.i, 1)) {
        Span ident = ty_def_ident_span(tcx, adt);
        Span sp = span_new(it->span.lo, ident.hi > it->span.lo ? ident.hi : it->span.hi);
        const HirGenerics *g = &it->generics;
        if (g->span.hi > sp.hi && g->span.lo >= it->span.lo && g->span.hi <= it->span.hi) sp.hi = g->span.hi;
        /* a tuple struct's generics end with its where clause, after the
         * fields: rustc's span is the whole item */
        if (it->kind == HITEM_STRUCT && it->adt.nvariants && it->adt.variants[0].kind == VD_TUPLE) sp.hi = it->span.hi;
        StrBuf path = {0};
        ty_print_def_path(tcx, &path, adt, (ArgsId){0});
        Diag *dg = diag_error(tcx->dc, DC_E0072, sp, "recursive type `%s` has infinite size", sb_cstr(&path));
        diag_label(dg, sp, true, "recursive type has infinite size");
        for (uint32_t i = 0; i < bad.len; i++)
            diag_label(dg, bad.data[i]->ty ? bad.data[i]->ty->span : bad.data[i]->span, false,
                       "recursive without indirection");
        if (bad.len <= 4) {
            DiagSuggestion *s = diag_suggestion(dg, SUGG_SHOW_CODE, APP_HAS_PLACEHOLDERS,
                                                "insert some indirection (e.g., a `Box`, `Rc`, or `&`) to make `%s` "
                                                "representable",
                                                sb_cstr(&path));
            for (uint32_t i = 0; i < bad.len; i++) {
                const HirFieldDef *fd = bad.data[i];
                Span fs = fd->ty ? fd->ty->span : fd->span;
                Span os = option_generic_span(tcx, fd->ty);
                if (os.hi > os.lo) fs = os;
                diag_sugg_part(s, span_new(fs.lo, fs.lo), "Box<");
                diag_sugg_part(s, span_new(fs.hi, fs.hi), ">");
            }
        } else {
            diag_help(dg, "insert some indirection (e.g., a `Box`, `Rc`, or `&`) to make `%s` representable",
                      sb_cstr(&path));
        }
        diag_emit(dg);
        sb_free(&path);
    }
    vec_free(&bad);
    return ok;
}

static LayoutX *compute(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    switch (d->kind) {
    case TYK_BOOL: {
        Sc s = sc_full(SCALAR_INT, 1, false);
        s.end = 1;
        return scalar_layout(tcx, s);
    }
    case TYK_CHAR: {
        Sc s = sc_full(SCALAR_INT, 4, false);
        s.end = 0x10FFFF;
        return scalar_layout(tcx, s);
    }
    case TYK_INT: case TYK_UINT:
        return scalar_layout(tcx, sc_full(SCALAR_INT, (uint8_t)(ty_int_bits(tcx, t) / 8), d->kind == TYK_INT));
    case TYK_FLOAT: return scalar_layout(tcx, sc_full(SCALAR_FLOAT, d->sub == FLOAT_F32 ? 4 : 8, true));
    case TYK_FN_PTR: {
        Sc s = sc_full(SCALAR_PTR, 8, false);
        s.start = 1;
        return scalar_layout(tcx, s);
    }
    case TYK_NEVER: return never_layout(tcx);
    case TYK_REF: return ptr_layout(tcx, d->pointee, true);
    case TYK_RAW_PTR: return ptr_layout(tcx, d->pointee, false);
    case TYK_ARRAY: {
        /* a known length of usize::MAX reads as ARRAY_LEN_PARAM in len
         * (`[(); usize::MAX]`): len_ct tells */
        if (d->array.len == ARRAY_LEN_PARAM && ty_get(tcx, d->array.len_ct)->kind != TYK_CONST) return NULL;
        const LayoutX *e = layout_x(tcx, d->array.elem);
        if (!e) return NULL;
        if (e->l.size && d->array.len > OBJ_SIZE_BOUND / e->l.size) {
            report_too_big(tcx, t);
            return NULL;
        }
        LayoutX *x = lx_new(tcx);
        x->l.size = e->l.size * d->array.len;
        x->l.align = e->l.align;
        x->l.abi = d->array.len && lx_uninhabited(e) ? LABI_UNINHABITED : LABI_AGGREGATE;
        if (d->array.len) x->niche = e->niche;
        return x;
    }
    case TYK_SLICE: {
        const LayoutX *e = layout_x(tcx, d->elem);
        return e ? unsized_unit(tcx, e->l.align) : NULL;
    }
    case TYK_STR: return unsized_unit(tcx, 1);
    case TYK_DYN: case TYK_FOREIGN: return unsized_unit(tcx, 1);
    case TYK_FN_DEF: {
        Repr r = {0};
        return univariant(tcx, NULL, 0, &r, SK_ALWAYS_SIZED, 0, 1);
    }
    case TYK_TUPLE: {
        uint32_t n = ty_args_len(tcx, d->tuple);
        return tuple_like(tcx, t, ty_args(tcx, d->tuple), n, n ? SK_MAYBE_UNSIZED : SK_ALWAYS_SIZED);
    }
    case TYK_CLOSURE: {
        uint32_t n = ty_args_len(tcx, d->adt.args);
        if (n < 3) return NULL;
        TyId up = ty_args(tcx, d->adt.args)[n - 1];
        const TyData *ud = ty_get(tcx, up);
        if (ud->kind != TYK_TUPLE) return NULL;
        return tuple_like(tcx, t, ty_args(tcx, ud->tuple), ty_args_len(tcx, ud->tuple), SK_ALWAYS_SIZED);
    }
    case TYK_GENERATOR: {
        /* the upvars, the state, the saved locals (mir/generator.c) */
        TyId up;
        ty_generator_parts(tcx, t, NULL, NULL, NULL, &up);
        const TyData *ud = ty_get(tcx, up);
        const TyId *saved = NULL;
        uint32_t nsaved = 0;
        if (ud->kind != TYK_TUPLE || !tcx->generator_saved || !tcx->generator_saved(tcx, d->adt.def, &saved, &nsaved))
            return NULL;
        uint32_t nup = ty_args_len(tcx, ud->tuple), n = nup + 1 + nsaved;
        TyId *f = xmalloc(sizeof *f * n);
        if (nup) memcpy(f, ty_args(tcx, ud->tuple), sizeof *f * nup);
        f[nup] = ty_common(tcx)->u32;
        for (uint32_t i = 0; i < nsaved; i++) f[nup + 1 + i] = ty_subst(tcx, saved[i], d->adt.args);
        LayoutX *x = tuple_like(tcx, t, f, n, SK_ALWAYS_SIZED);
        free(f);
        return x;
    }
    case TYK_ADT: return adt_layout(tcx, t);
    case TYK_PROJECTION: {
        TyId n = normalized(tcx, t);
        return ty_eq(n, t) ? NULL : (LayoutX *)layout_x(tcx, n);
    }
    default: return NULL;
    }
}

static const LayoutX *layout_x(TyCtxt *tcx, TyId t) {
    uint64_t v;
    if (hmap_get(&tcx->layouts, t.i, &v)) return (const LayoutX *)(uintptr_t)v;
    const TyData *d = ty_get(tcx, t);
    if (d->flags & (TYF_HAS_PARAM | TYF_HAS_INFER | TYF_HAS_ERROR)) return NULL;
    /* the in-progress mark: a type containing itself by value */
    uint64_t key = (uint64_t)TQ_LAYOUT << 32 | t.i;
    if (!hmap_put(&tcx->in_progress, key, 1)) {
        report_recursive(tcx, t);
        return NULL;
    }
    LayoutX *x = compute(tcx, t);
    hmap_remove(&tcx->in_progress, key);
    if (x) {
        for (uint32_t i = 0; i < 2; i++)
            if (x->l.abi == LABI_SCALAR || x->l.abi == LABI_SCALAR_PAIR) x->l.scalar[i] = sc_public(&x->sc[i]);
        if (x->l.tag_encoding != TAG_NONE) x->l.tag = sc_public(&x->tag);
        hmap_put(&tcx->layouts, t.i, (uint64_t)(uintptr_t)x);
    }
    return x;
}

const Layout *ty_layout_of(TyCtxt *tcx, TyId t) {
    const LayoutX *x = layout_x(tcx, t);
    return x ? &x->l : NULL;
}

const Layout *ty_layout_of_at(TyCtxt *tcx, TyId t, Span span) {
    Span saved = tcx->layout_span;
    tcx->layout_span = span;
    const LayoutX *x = layout_x(tcx, t);
    tcx->layout_span = saved;
    return x ? &x->l : NULL;
}
