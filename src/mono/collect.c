/* collect.c — monomorphisation: which code exists.
 *
 * Takes: the HIR items of the session (roots), MIR bodies (mir_body,
 * mir_shim), instance resolution (ty_resolve_instance) and the const
 * evaluator. Gives: MonoItems, the monomorphic functions, statics,
 * vtables and global asm blocks reachable from the roots, in discovery
 * order (a FIFO worklist: deterministic, no hash order), partitioned
 * into codegen units (partition.c), each with its symbol (mangle.c).
 *
 * Roots: the entry (`#[start] fn` or `fn main` plus the `start` lang
 * item instantiated for `()`), every `#[no_mangle]`/`#[export_name]` fn
 * or static and every `#[used]` static of any crate of the session,
 * every static of the local crate (used or not, as rustc does),
 * global_asm! blocks of every crate (dependencies loaded from source
 * have no object of their own), and for a library crate every
 * non-generic fn without `#[inline]` and every static of the local crate
 * (rustc's roots of a library, whose users instantiate the generic and
 * `#[inline]` items they reach).
 *
 * Walking an instance's MIR with its args substituted, an item uses:
 *   - the callee of each TERM_CALL whose func is of a FN_DEF type,
 *     resolved by ty_resolve_instance (intrinsics and virtual calls are
 *     not items; foreign fns are declared by codegen, not collected);
 *   - fns reified to pointers (CAST_FN_TO_PTR), closure bodies turned
 *     into fn pointers (CAST_CLOSURE_TO_FN_PTR);
 *   - drop glue for TERM_DROP of a type that needs drop;
 *   - on an unsizing cast to `dyn Trait`: the vtable (MONO_VTABLE) with
 *     every method in it and the type's drop glue;
 *   - statics (CONST_STATIC_REF, #[thread_local] refs, relocations of
 *     evaluated constants), fns and vtables in relocations;
 *   - the panic lang items that TERM_ASSERT calls (panic,
 *     panic_bounds_check); a missing one is rustc's "requires ... lang_item".
 * A vtable's drop slot gets drop glue only when the type needs drop
 * (codegen stores a null pointer otherwise, as rustc 1.63 does).
 */
#include "mono_priv.h"

typedef struct Collector {
    TyCtxt *tcx;
    Hir *h;
    Resolver *r;
    Arena *a;
    VEC(MonoItem) items;
    VEC(bool) exported;
    VEC(MonoEdge) edges;
    HashMap index;            /* item key hash -> index + 1 (linear probing on the key) */
    HashMap seen_allocs;      /* MirAlloc pointer -> the item (+ 2) that last walked it */
    uint32_t cur;             /* the item being walked (UINT32_MAX: roots) */
    ArgsId cur_args;          /* its args (substituted into its body's types) */
    Span cur_span;
    bool failed;
    /* per item: the item that found it first (UINT32_MAX: a root), and
     * for a fn how many of its finders' chain are instances of the same
     * def (rustc's recursion_depths along the collection path) */
    VEC(uint32_t) parent;
    VEC(uint32_t) depth;
    bool stop;                /* the recursion limit was reached (fatal) */
} Collector;

/* rustc's default recursion_limit */
#define MONO_RECURSION_LIMIT 128

static const ParamEnv EMPTY_ENV = {0};

/* ---- the item set ---- */

static uint64_t item_key(const MonoItem *it) {
    uint32_t w[7] = {it->kind, it->inst.kind, it->inst.def.i, it->inst.args.i, it->def.i, it->ty.i,
                     it->trait_args.i};
    if (it->kind == MONO_FN) w[4] = it->inst.vtable_index;
    return hash_bytes(w, sizeof w);
}

static bool item_same(const MonoItem *a, const MonoItem *b) {
    if (a->kind != b->kind) return false;
    switch (a->kind) {
    case MONO_FN:
        return a->inst.kind == b->inst.kind && a->inst.def.i == b->inst.def.i && a->inst.args.i == b->inst.args.i &&
               a->inst.vtable_index == b->inst.vtable_index;
    case MONO_STATIC: case MONO_GLOBAL_ASM: case MONO_ALLOC_SHIM: return a->def.i == b->def.i;
    case MONO_VTABLE: return a->ty.i == b->ty.i && a->def.i == b->def.i && a->trait_args.i == b->trait_args.i;
    }
    return false;
}

/* The span of a fn's signature (`fn f(self)`, rustc's def_span): from
 * the item's start to the last token before its body. */
static Span fn_sig_span(Collector *c, DefId def) {
    const HirItem *it = hir_item(c->h, def);
    const HirBody *b = hir_body(c->h, def);
    const DefData *dd = res_def(c->r, def);
    Span sp = it ? it->span : dd ? dd->span : (Span){0};
    if (!b || !b->value || b->value->span.lo <= sp.lo || b->value->span.lo > sp.hi) return sp;
    const SourceMap *sm = ty_diag(c->tcx)->sm;
    const SourceFile *f = sm ? sm_file_at(sm, sp.lo) : NULL;
    uint32_t hi = b->value->span.lo;
    if (f && hi <= f->start + f->len)
        while (hi > sp.lo && (f->src[hi - 1 - f->start] == ' ' || f->src[hi - 1 - f->start] == '\n' ||
                              f->src[hi - 1 - f->start] == '\t' || f->src[hi - 1 - f->start] == '\r'))
            hi--;
    return span_new(sp.lo, hi);
}

/* rustc's check_recursion_limit: a fn instantiated more than the
 * recursion limit of times along one collection path (polymorphic
 * recursion, `W<T>` calling itself on `W<W<T>>`) is a fatal error. */
static void check_recursion_limit(Collector *c, uint32_t idx) {
    const MonoItem *it = &c->items.data[idx];
    DefId def = it->inst.def;
    uint32_t depth = 0;
    for (uint32_t p = c->parent.data[idx]; p != UINT32_MAX; p = c->parent.data[p]) {
        const MonoItem *pi = &c->items.data[p];
        if (pi->kind == MONO_FN && pi->inst.def.i == def.i) {
            depth = c->depth.data[p] + 1;
            break;
        }
    }
    c->depth.data[idx] = depth;
    uint32_t adjusted = it->inst.kind == INST_DROP_GLUE ? depth / 4 : depth;   /* rustc's margin for drop_in_place */
    if (adjusted <= MONO_RECURSION_LIMIT || c->stop) return;
    c->stop = c->failed = true;
    TyCtxt *tcx = c->tcx;
    if (!ty_diag(tcx)) return;
    StrBuf full = {0};
    ty_print_def_path(tcx, &full, def, it->inst.args);
    const char *s = sb_cstr(&full);
    /* rustc's shrunk_instance_name: the first and last 32 characters */
    StrBuf shown = {0};
    uint32_t nchars = 0;
    for (const char *q = s; *q; q++) nchars += ((unsigned char)*q & 0xC0) != 0x80;
    if (nchars > 32 + 32 + 1) {
        const char *q = s;
        for (uint32_t k = 0; k < 32; k++) do q++; while (((unsigned char)*q & 0xC0) == 0x80);
        sb_putn(&shown, s, (size_t)(q - s));
        sb_puts(&shown, "...");
        const char *e = s + strlen(s);
        for (uint32_t k = 0; k < 32; k++) do e--; while (((unsigned char)*e & 0xC0) == 0x80);
        sb_puts(&shown, e);
    } else {
        sb_puts(&shown, s);
    }
    Diag *d = diag_error(ty_diag(tcx), DC_NONE, c->cur_span, "reached the recursion limit while instantiating `%s`",
                         sb_cstr(&shown));
    StrBuf path = {0};
    ty_print_def_path(tcx, &path, def, (ArgsId){0});
    diag_span_note(d, fn_sig_span(c, def), "`%s` defined here", sb_cstr(&path));
    diag_emit(d);
    sb_free(&path);
    sb_free(&shown);
    sb_free(&full);
}

/* Adds an item if new (and queues it by being at the end of the list);
 * records the use edge from the item being walked. Returns its index. */
static uint32_t add_item(Collector *c, MonoItem it, bool exported) {
    uint64_t key = item_key(&it), v;
    uint32_t idx = UINT32_MAX;
    for (uint64_t k = key;; k++) {
        if (!hmap_get(&c->index, k, &v)) {
            idx = c->items.len;
            hmap_put(&c->index, k, idx + 1);
            vec_push(&c->items, it);
            vec_push(&c->exported, exported);
            vec_push(&c->parent, c->cur);
            vec_push(&c->depth, 0);
            if (it.kind == MONO_FN) check_recursion_limit(c, idx);
            break;
        }
        if (item_same(&c->items.data[v - 1], &it)) {
            idx = (uint32_t)(v - 1);
            if (exported) c->exported.data[idx] = true;
            break;
        }
    }
    if (c->cur != UINT32_MAX && c->cur != idx) vec_push(&c->edges, (MonoEdge){c->cur, idx});
    return idx;
}

static const DefData *def_data(Collector *c, DefId d) { return res_def(c->r, d); }

static bool is_foreign(Collector *c, DefId d) {
    DefId p = def_data(c, d)->parent;
    return p.i && def_data(c, p)->kind == DEF_FOREIGN_MOD;
}

static void add_static(Collector *c, DefId def) {
    if (!def.i || is_foreign(c, def)) return;
    /* a linked crate's static is in its library: codegen declares it */
    if (res_crate_is_linked(c->r, def_data(c, def)->krate)) return;
    add_item(c, (MonoItem){.kind = MONO_STATIC, .def = def}, false);
}

/* A function instance, unless it is no code of its own. */
static void add_fn_use(Collector *c, DefId def, ArgsId args);

/* The layout of a monomorphic sized type the instance's code needs (a
 * local, `size_of::<T>()`): it fails for a type too big for the
 * architecture, which rustc reports while generating code. The error
 * stops the compilation here, before code generation. */
static void check_layout(Collector *c, TyId t, Span span) {
    const TyData *d = ty_get(c->tcx, t);
    if (d->flags & (TYF_HAS_PARAM | TYF_HAS_INFER | TYF_HAS_ERROR)) return;
    if (d->kind == TYK_STR || d->kind == TYK_SLICE || d->kind == TYK_DYN) return;
    DiagCtx *dc = ty_diag(c->tcx);
    uint32_t before = dc->nerrors;
    if (!ty_layout_of_at(c->tcx, t, span) && dc->nerrors != before) c->failed = c->stop = true;
}

/* The intrinsics whose code calls the `panic` lang item (codegen's
 * assert_inhabited/zero_valid/uninit_valid) need it instantiated; the
 * type arguments of all (`size_of::<T>`) need their layouts. */
static void add_intrinsic(Collector *c, Instance inst) {
    for (uint32_t i = 0; i < ty_args_len(c->tcx, inst.args); i++)
        check_layout(c, ty_args(c->tcx, inst.args)[i], (Span){0, 0});
    Intrinsic w = ty_intrinsic(c->tcx, inst.def);
    if (w != INTR_ASSERT_INHABITED && w != INTR_ASSERT_ZERO_VALID && w != INTR_ASSERT_UNINIT_VALID) return;
    DefId d = hir_lang_item(ty_hir(c->tcx), LANG_PANIC);
    if (d.i) add_fn_use(c, d, (ArgsId){0});
}

/* A fn with a fixed symbol (#[no_mangle], #[export_name],
 * #[rustc_std_internal_symbol], a weak lang item's definition). */
static bool has_kept_symbol(Collector *c, DefId def) {
    const HirAttrs *at = hir_attrs(c->h, def);
    return at && (at->no_mangle || at->export_name || at->std_internal_symbol || mono_weak_lang_symbol(at->lang));
}

static void add_instance(Collector *c, Instance inst) {
    if (mono_is_upstream(c->tcx, &inst)) return;   /* in its crate's library: declared by codegen */
    /* an rlib leaves a source dependency's fixed-symbol fns (std's
     * `__rdl_alloc`) to the program's compilation, which roots them:
     * two objects of the program must not both define one */
    if (inst.kind == INST_ITEM && ty_options(c->tcx)->rlib_only && def_data(c, inst.def)->krate != LOCAL_CRATE &&
        has_kept_symbol(c, inst.def))
        return;
    switch (inst.kind) {
    case INST_INTRINSIC: add_intrinsic(c, inst); return;
    case INST_VIRTUAL: return;
    case INST_DROP_GLUE: {
        uint32_t n = ty_args_len(c->tcx, inst.args);
        if (!n || !ty_needs_drop(c->tcx, EMPTY_ENV, ty_args(c->tcx, inst.args)[0])) return;
        break;
    }
    case INST_ITEM:
        if (is_foreign(c, inst.def)) return;
        break;
    default: break;
    }
    add_item(c, (MonoItem){.kind = MONO_FN, .inst = inst}, false);
}

/* A trait method used with a concrete Self that has no impl of the trait:
 * a program whose where-clauses cannot hold (`where Option<str>: Clone`,
 * a bound `T: Tr` rustc proves impossible only when it normalises them)
 * gets here, as rustc does, to the unsatisfied bound. Reports it (E0277
 * at the use) and gives true; false when the trait bound holds (then it
 * is rcc's own bug). */
static bool unsatisfied_trait_bound(Collector *c, DefId def, ArgsId args) {
    TyCtxt *tcx = c->tcx;
    const AssocItem *ai = ty_assoc_item(tcx, def);
    if (!ai || !ai->container.i || def_data(c, ai->container)->kind != DEF_TRAIT) return false;
    uint32_t n = ty_generics_count(tcx, ai->container);
    if (!n || n > ty_args_len(tcx, args)) return false;
    const TyId *a = ty_args(tcx, args);
    for (uint32_t k = 0; k < n; k++)
        if (ty_get(tcx, a[k])->flags & (TYF_HAS_ERROR | TYF_HAS_PARAM | TYF_HAS_INFER)) return false;
    TraitRef tr = {ai->container, ty_intern_args(tcx, a, n)};
    if (ty_select(tcx, NULL, EMPTY_ENV, tr).kind != SEL_NONE) return false;
    StrBuf full = {0}, path = {0};
    ty_print_def_path(tcx, &path, tr.trait, (ArgsId){0});
    ty_print_trait_bound(tcx, &full, tr);
    Diag *d = diag_error(ty_diag(tcx), DC_E0277, c->cur_span, "the trait bound `%s` is not satisfied", sb_cstr(&full));
    diag_label(d, c->cur_span, true, "the trait `%s` is not implemented for `%s`", sb_cstr(&path),
               ty_to_string(tcx, a[0]));
    diag_emit(d);
    sb_free(&full);
    sb_free(&path);
    return true;
}

/* Resolves def<args> and adds what it calls. */
static void add_fn_use(Collector *c, DefId def, ArgsId args) {
    Instance inst;
    if (!def.i) {
        /* an upstream bug (e.g. a shim calling a missing lang item): name
         * the body it is in rather than crash in resolution */
        const MonoItem *cur = c->cur < c->items.len ? &c->items.data[c->cur] : NULL;
        rcc_ice("mono: a call of a fn item without a definition in %s (instance kind %d)",
                cur && cur->kind == MONO_FN ? ty_to_string(c->tcx, ty_fn_def(c->tcx, cur->inst.def, cur->inst.args))
                                            : "a root",
                cur ? (int)cur->inst.kind : -1);
    }
    if (!ty_resolve_instance(c->tcx, EMPTY_ENV, def, args, &inst)) {
        if (unsatisfied_trait_bound(c, def, args)) return;
        /* still generic: a bug upstream (mono only sees concrete args);
         * -Zcontinue-after-type-errors reports it and goes on */
        const char *what = ty_to_string(c->tcx, ty_fn_def(c->tcx, def, args));
        if (!ty_options(c->tcx)->keep_going) rcc_ice("mono: cannot resolve instance of %s", what);
        diag_emit(diag_error(ty_diag(c->tcx), DC_NONE, c->cur_span, "rcc: mono cannot resolve the instance %s", what));
        return;
    }
    add_instance(c, inst);
}

/* A fn whose address is taken: a virtual method (`<dyn Tr as
 * Tr>::m as fn(&dyn Tr)`) becomes a real fn, the shim that calls
 * through the vtable (calls of it are made in place by codegen). */
static void add_reified(Collector *c, DefId def, ArgsId args) {
    Instance inst;
    if (def.i && ty_resolve_instance(c->tcx, EMPTY_ENV, def, args, &inst) && inst.kind == INST_VIRTUAL) {
        add_item(c, (MonoItem){.kind = MONO_FN, .inst = inst}, false);
        return;
    }
    add_fn_use(c, def, args);
}

static DefId drop_in_place_def(Collector *c) {
    return ty_require_lang_item(c->tcx, LANG_DROP_IN_PLACE, c->cur_span);
}

static void add_drop_glue(Collector *c, TyId ty, bool always) {
    if (!always && !ty_needs_drop(c->tcx, EMPTY_ENV, ty)) return;
    DefId dip = drop_in_place_def(c);
    if (!dip.i) {
        c->failed = true;
        return;
    }
    Instance inst = {.kind = INST_DROP_GLUE, .def = dip, .args = ty_intern_args(c->tcx, &ty, 1)};
    add_item(c, (MonoItem){.kind = MONO_FN, .inst = inst}, false);
}

/* ---- substitution ---- */

static TyId mono_ty(Collector *c, TyId t) {
    t = ty_subst(c->tcx, t, c->cur_args);
    if (ty_get(c->tcx, t)->flags & TYF_HAS_PROJECTION) t = ty_normalize(c->tcx, NULL, EMPTY_ENV, t);
    return t;
}

static ArgsId mono_args(Collector *c, ArgsId a) {
    uint32_t n = ty_args_len(c->tcx, a);
    if (!n) return a;
    TyId buf[32];
    TyId *tys = n <= 32 ? buf : xmalloc(sizeof(TyId) * n);
    for (uint32_t i = 0; i < n; i++) tys[i] = mono_ty(c, ty_args(c->tcx, a)[i]);
    ArgsId r = ty_intern_args(c->tcx, tys, n);
    if (tys != buf) free(tys);
    return r;
}

/* The type of a place (body types substituted). */
static TyId place_ty(Collector *c, const MirBody *b, const Place *p) {
    TyId t = mono_ty(c, b->locals[p->local].ty);
    for (uint32_t i = 0; i < p->nproj; i++) {
        const ProjElem *e = &p->proj[i];
        const TyData *d = ty_get(c->tcx, t);
        switch (e->kind) {
        case PROJ_DEREF:
            if (d->kind == TYK_REF || d->kind == TYK_RAW_PTR) t = d->pointee;
            else if (d->kind == TYK_ADT && ty_args_len(c->tcx, d->adt.args)) t = ty_args(c->tcx, d->adt.args)[0];  /* Box<T> */
            break;
        case PROJ_FIELD: t = mono_ty(c, e->ty); break;
        case PROJ_INDEX: case PROJ_CONST_INDEX:
            if (d->kind == TYK_ARRAY || d->kind == TYK_SLICE) t = d->kind == TYK_ARRAY ? d->array.elem : d->elem;
            break;
        case PROJ_SUBSLICE:
            if (d->kind == TYK_ARRAY && !e->from_end) t = ty_array(c->tcx, d->array.elem, e->min_length - e->offset);
            else if (d->kind == TYK_ARRAY) t = ty_array(c->tcx, d->array.elem, d->array.len - e->offset - e->min_length);
            break;
        case PROJ_DOWNCAST: break;
        }
    }
    return t;
}

static TyId operand_ty(Collector *c, const MirBody *b, const Operand *op) {
    return op->kind == OP_CONST ? mono_ty(c, op->c.ty) : place_ty(c, b, &op->place);
}

/* ---- constants and allocations ---- */

static void walk_vtable(Collector *c, TyId ty, DefId trait, ArgsId trait_args);

static void walk_alloc(Collector *c, const MirAlloc *al) {
    if (!al) return;
    /* once per item that uses it: every user needs its use edges (an fn
     * whose address a shared constant holds is used from each unit that
     * uses the constant; with the edge of the first user only, it could
     * stay local to another unit) */
    uint64_t by = (uint64_t)c->cur + 2, v;
    if (hmap_get(&c->seen_allocs, (uint64_t)(uintptr_t)al, &v) && v == by) return;
    hmap_put(&c->seen_allocs, (uint64_t)(uintptr_t)al, by);
    for (uint32_t i = 0; i < al->nrelocs; i++) {
        const MirReloc *rl = &al->relocs[i];
        switch (rl->target) {
        case RELOC_ALLOC: walk_alloc(c, rl->alloc); break;
        case RELOC_STATIC: add_static(c, rl->def); break;
        case RELOC_FN: {
            Instance ci;   /* a closure coerced to a fn pointer: its ClosureFnPointer entry */
            if (rl->ty.i && ty_resolve_closure_as_fn_ptr(c->tcx, rl->ty, &ci)) add_instance(c, ci);
            else add_reified(c, rl->def, rl->args);
            break;
        }
        case RELOC_VTABLE: walk_vtable(c, rl->ty, rl->def, rl->args); break;
        }
    }
}

static void walk_const(Collector *c, const MirConst *k) {
    switch (k->kind) {
    case CONST_SCALAR: case CONST_ZST: break;
    case CONST_SLICE: case CONST_REF: walk_alloc(c, k->alloc); break;
    case CONST_STATIC_REF: add_static(c, k->def); break;
    case CONST_UNEVALUATED: {
        const MirAlloc *al = mir_eval_const(c->tcx, k->def, mono_args(c, k->args));
        if (!al) c->failed = true;
        walk_alloc(c, al);
        break;
    }
    case CONST_PROMOTED: {
        const MirAlloc *al = mir_eval_promoted_const(c->tcx, k, k->args.i ? mono_args(c, k->args) : c->cur_args);
        if (!al) c->failed = true;
        walk_alloc(c, al);
        break;
    }
    }
}

static void walk_operand(Collector *c, const Operand *op) {
    if (op->kind == OP_CONST) walk_const(c, &op->c);
}

/* ---- unsizing ---- */

/* The (source, target) pointee pair of an unsizing cast: through
 * references and raw pointers, and through the field that changes in a
 * CoerceUnsized struct (Box<T> -> Box<dyn Tr>, Rc-like wrappers). */
static bool unsize_pair(Collector *c, TyId src, TyId dst, TyId *out_src, TyId *out_dst) {
    for (int depth = 0; depth < 16; depth++) {
        const TyData *s = ty_get(c->tcx, src), *d = ty_get(c->tcx, dst);
        if ((s->kind == TYK_REF || s->kind == TYK_RAW_PTR) && (d->kind == TYK_REF || d->kind == TYK_RAW_PTR)) {
            *out_src = s->pointee;
            *out_dst = d->pointee;
            return true;
        }
        if (s->kind == TYK_ADT && d->kind == TYK_ADT && def_eq(s->adt.def, d->adt.def)) {
            const AdtDef *ad = ty_adt_def(c->tcx, s->adt.def);
            if (!ad || !ad->nvariants) return false;
            if (ad->lang == LANG_OWNED_BOX && ty_args_len(c->tcx, s->adt.args) && ty_args_len(c->tcx, d->adt.args)) {
                *out_src = ty_args(c->tcx, s->adt.args)[0];
                *out_dst = ty_args(c->tcx, d->adt.args)[0];
                return true;
            }
            bool found = false;
            for (uint32_t f = 0; f < ad->variants[0].nfields; f++) {
                TyId fs = ty_field_ty(c->tcx, src, 0, f), fd = ty_field_ty(c->tcx, dst, 0, f);
                if (!ty_eq(fs, fd)) {
                    src = fs;
                    dst = fd;
                    found = true;
                    break;
                }
            }
            if (!found) return false;
            continue;
        }
        return false;
    }
    return false;
}

/* A vtable: the item, every method in it, the type's drop glue. */
static void walk_vtable(Collector *c, TyId ty, DefId trait, ArgsId trait_args) {
    MonoItem vt = {.kind = MONO_VTABLE, .def = trait, .ty = ty, .trait_args = trait_args};
    uint32_t before = c->items.len;
    uint32_t idx = add_item(c, vt, false);
    if (idx < before) return;   /* already there: its entries were added then */
    uint32_t saved = c->cur;
    c->cur = idx;
    add_drop_glue(c, ty, false);
    if (trait.i) {
        uint32_t n = 0;
        const DefId *methods = ty_vtable_methods(c->tcx, trait, &n);
        uint32_t nta = ty_args_len(c->tcx, trait_args);
        TyId buf[33];
        buf[0] = ty;
        for (uint32_t i = 0; i < nta && i < 32; i++) buf[i + 1] = ty_args(c->tcx, trait_args)[i];
        ArgsId full = ty_intern_args(c->tcx, buf, nta + 1 > 33 ? 33 : nta + 1);
        for (uint32_t i = 0; i < n; i++) {
            if (!methods[i].i) continue;
            DefId owner = ty_assoc_item(c->tcx, methods[i]) ? ty_assoc_item(c->tcx, methods[i])->container
                                                            : def_data(c, methods[i])->parent;
            ArgsId margs;
            if (!ty_supertrait_args(c->tcx, trait, full, owner, &margs)) continue;
            Instance inst;
            if (!ty_resolve_instance_for_vtable(c->tcx, EMPTY_ENV, methods[i], margs, &inst)) continue;
            add_instance(c, inst);
        }
        /* the supertraits' vtables (trait upcasting) */
        uint32_t ns = 0;
        const DefId *supers = ty_vtable_supers(c->tcx, trait, &ns);
        for (uint32_t i = 0; i < ns; i++) {
            ArgsId sargs;
            if (!ty_supertrait_args(c->tcx, trait, full, supers[i], &sargs) || !ty_args_len(c->tcx, sargs)) continue;
            walk_vtable(c, ty, supers[i], ty_intern_args(c->tcx, ty_args(c->tcx, sargs) + 1, ty_args_len(c->tcx, sargs) - 1));
        }
    }
    c->cur = saved;
}

static void walk_unsize(Collector *c, TyId src, TyId dst) {
    TyId ps, pd;
    if (!unsize_pair(c, src, dst, &ps, &pd)) return;
    /* S<A1> -> S<dyn Tr>: the vtable is the tails' (rustc's lockstep tails) */
    for (int depth = 0; depth < 32; depth++) {
        TyId ta, tb, re;
        if (!ty_struct_unsize(c->tcx, ps, pd, &ta, &tb, &re)) break;
        ps = ta;
        pd = tb;
    }
    const TyData *d = ty_get(c->tcx, pd);
    if (d->kind != TYK_DYN || ty_get(c->tcx, ps)->kind == TYK_DYN) return;   /* slices; dyn upcasts reuse vtables */
    walk_vtable(c, ps, d->dyn_.principal, d->dyn_.principal_args);
}

/* ---- bodies ---- */

static void walk_rvalue(Collector *c, const MirBody *b, const Rvalue *rv) {
    for (uint32_t i = 0; i < rv->nops; i++) walk_operand(c, &rv->ops[i]);
    switch (rv->kind) {
    case RV_NULLARY: check_layout(c, mono_ty(c, rv->ty), (Span){0, 0}); break;
    case RV_CAST:
        if (!rv->nops) break;
        if (rv->op == CAST_FN_TO_PTR) {
            TyId t = operand_ty(c, b, &rv->ops[0]);
            const TyData *d = ty_get(c->tcx, t);
            Instance inst;
            /* `drop_in_place::<T> as unsafe fn(*mut T)` (hashbrown's
             * rehash keeps one): the glue is made even for a T without
             * drop, as an empty fn, since its address is taken */
            if (d->kind == TYK_FN_DEF && ty_resolve_instance(c->tcx, EMPTY_ENV, d->adt.def, d->adt.args, &inst) &&
                inst.kind == INST_DROP_GLUE && ty_args_len(c->tcx, inst.args))
                add_drop_glue(c, ty_args(c->tcx, inst.args)[0], true);
            else if (d->kind == TYK_FN_DEF)
                add_reified(c, d->adt.def, d->adt.args);
        } else if (rv->op == CAST_CLOSURE_TO_FN_PTR) {
            TyId t = operand_ty(c, b, &rv->ops[0]);
            const TyData *d = ty_get(c->tcx, t);
            Instance ci;
            if (d->kind == TYK_CLOSURE && ty_resolve_closure_as_fn_ptr(c->tcx, t, &ci)) add_instance(c, ci);
        } else if (rv->op == CAST_UNSIZE) {
            walk_unsize(c, operand_ty(c, b, &rv->ops[0]), mono_ty(c, rv->ty));
        }
        break;
    case RV_THREAD_LOCAL_REF: add_static(c, rv->def); break;
    default: break;
    }
}

static void walk_assert(Collector *c, const MirTerm *t) {
    LangItem li = t->assert_kind == ASSERT_BOUNDS_CHECK ? LANG_PANIC_BOUNDS_CHECK : LANG_PANIC;
    DefId d = ty_require_lang_item(c->tcx, li, t->span);
    if (!d.i) {
        c->failed = true;
        return;
    }
    add_fn_use(c, d, (ArgsId){0});
}

static void walk_term(Collector *c, const MirBody *b, const MirTerm *t) {
    c->cur_span = t->span;
    switch (t->kind) {
    case TERM_SWITCH_INT: walk_operand(c, &t->discr); break;
    case TERM_DROP: add_drop_glue(c, place_ty(c, b, &t->place), false); break;
    case TERM_CALL: {
        for (uint32_t i = 0; i < t->nargs; i++) walk_operand(c, &t->args[i]);
        if (t->func.kind == OP_CONST) {
            TyId ft = mono_ty(c, t->func.c.ty);
            const TyData *d = ty_get(c->tcx, ft);
            if (d->kind == TYK_FN_DEF) add_fn_use(c, d->adt.def, d->adt.args);
            else walk_const(c, &t->func.c);
        } else {
            /* a call through a local of a fn item's type (`let f = id::<T>;
             * f(x)`): the callee is in the type, as rustc's collector
             * takes it from the callee operand's type */
            const TyData *d = ty_get(c->tcx, operand_ty(c, b, &t->func));
            if (d->kind == TYK_FN_DEF) add_fn_use(c, d->adt.def, d->adt.args);
        }
        break;
    }
    case TERM_ASSERT:
        walk_operand(c, &t->cond);
        for (uint32_t i = 0; i < t->nargs; i++) walk_operand(c, &t->args[i]);
        walk_assert(c, t);
        break;
    case TERM_INLINE_ASM:
        for (uint32_t i = 0; i < t->nasm_ops; i++) {
            const MirAsmOperand *op = &t->asm_ops[i];
            walk_operand(c, &op->in);
            if (op->kind == ASM_OP_SYM) {
                TyId kt = mono_ty(c, op->ct.ty);
                const TyData *d = ty_get(c->tcx, kt);
                if (op->ct.kind == CONST_STATIC_REF) add_static(c, op->ct.def);
                else if (d->kind == TYK_FN_DEF) add_fn_use(c, d->adt.def, d->adt.args);
            } else {
                walk_const(c, &op->ct);
            }
        }
        break;
    default: break;
    }
}

static void walk_body(Collector *c, const MirBody *b) {
    for (uint32_t i = 0; i < b->nblocks; i++) {
        const MirBasicBlock *bb = &b->blocks[i];
        for (uint32_t s = 0; s < bb->nstmts; s++) {
            c->cur_span = bb->stmts[s].span;
            if (bb->stmts[s].kind == MSTMT_ASSIGN) walk_rvalue(c, b, &bb->stmts[s].rv);
        }
        walk_term(c, b, &bb->term);
    }
}

/* Every local of an instance needs a layout. */
static void check_local_layouts(Collector *c, const MirBody *b) {
    for (uint32_t i = 0; i < b->nlocals && !c->stop; i++) check_layout(c, mono_ty(c, b->locals[i].ty), b->locals[i].span);
}

static void walk_item(Collector *c, uint32_t idx) {
    MonoItem it = c->items.data[idx];
    c->cur = idx;
    c->cur_args = (ArgsId){0};
    switch (it.kind) {
    case MONO_FN: {
        const MirBody *b = it.inst.kind == INST_ITEM ? mir_body(c->tcx, it.inst.def) : NULL;
        if (!b) b = mir_shim(c->tcx, &it.inst);
        if (!b) return;   /* typeck failed (reported), or nothing to build */
        c->cur_args = it.inst.args;
        walk_body(c, b);
        check_local_layouts(c, b);
        break;
    }
    case MONO_STATIC: {
        const MirAlloc *al = mir_eval_static(c->tcx, it.def);
        if (!al) c->failed = true;
        walk_alloc(c, al);
        break;
    }
    case MONO_VTABLE: case MONO_GLOBAL_ASM: case MONO_ALLOC_SHIM: break;   /* entries were added with it */
    }
}

/* ---- roots ---- */

static bool is_generic(Collector *c, DefId def) { return ty_generics_count(c->tcx, def) > 0; }

/* rustc's rule for an upstream item: a crate's fn is compiled by its
 * users only when it is generic or #[inline]; otherwise its code is in
 * the crate's own library and users call its symbol. Closures, shims,
 * drop glue and constructors are always compiled where they are used. */
bool mono_is_upstream(TyCtxt *tcx, const Instance *inst) {
    if (inst->kind != INST_ITEM) return false;
    Resolver *r = ty_resolver(tcx);
    const DefData *dd = res_def(r, inst->def);
    if (!res_crate_is_linked(r, dd->krate)) return false;
    if (dd->kind != DEF_FN && dd->kind != DEF_ASSOC_FN) return false;
    if (ty_generics_count(tcx, inst->def) > 0) return false;
    const HirAttrs *at = hir_attrs(ty_hir(tcx), inst->def);
    if (at && (at->inline_hint || at->inline_always)) return false;
    const HirItem *it = hir_item(ty_hir(tcx), inst->def);
    if (it && it->kind == HITEM_FN && (!it->fn.has_body || it->fn.is_foreign)) return false;
    return true;
}

static void root_fn(Collector *c, DefId def, bool local_lib) {
    const HirItem *it = hir_item(c->h, def);
    if (!it || it->kind != HITEM_FN || !it->fn.has_body || it->fn.is_foreign) return;
    const DefData *dd = def_data(c, def);
    if (dd->parent.i && def_data(c, dd->parent)->kind == DEF_TRAIT) return;
    if (is_generic(c, def)) return;
    /* a weak lang item's definition serves other crates' declarations;
     * std's `__rdl_alloc` & co. serve the libraries that call them */
    bool exported = it->attrs->no_mangle || it->attrs->export_name || mono_weak_lang_symbol(it->attrs->lang) ||
                    it->attrs->std_internal_symbol;
    if (!exported && !local_lib) return;
    /* `#[inline]` fns are instantiated by the crates that use them, as
     * rustc does (they are not among a library's reachable non-generics) */
    if (!exported && (it->attrs->inline_hint || it->attrs->inline_always)) return;
    uint32_t i = add_item(c, (MonoItem){.kind = MONO_FN, .inst = {.kind = INST_ITEM, .def = def}}, true);
    (void)i;
}

/* Every static of the local crate is a root, used or not (as in rustc);
 * a dependency's only when it is exported. */
static void root_static(Collector *c, DefId def, bool local, bool local_lib) {
    const HirItem *it = hir_item(c->h, def);
    if (!it || it->statik.is_foreign) return;
    bool exported = it->attrs->no_mangle || it->attrs->export_name || it->attrs->used;
    if (!exported && !local) return;
    add_item(c, (MonoItem){.kind = MONO_STATIC, .def = def}, exported || local_lib);
}

static void collect_roots_of(Collector *c, CrateNum krate, bool is_bin) {
    /* a linked crate's roots are in its library; an rlib has only its
     * own (the dependencies' exported items are their libraries', or are
     * compiled by the final artifact's compilation that loads them) */
    if (krate != LOCAL_CRATE && (res_crate_is_linked(c->r, krate) || ty_options(c->tcx)->rlib_only)) return;
    uint32_t n = 0;
    const DefId *defs = hir_crate_items(c->h, krate, &n);
    bool local_lib = krate == LOCAL_CRATE && !is_bin;
    for (uint32_t i = 0; i < n; i++) {
        const HirItem *it = hir_item(c->h, defs[i]);
        if (!it) continue;
        switch (it->kind) {
        case HITEM_FN: root_fn(c, defs[i], local_lib); break;
        case HITEM_STATIC: root_static(c, defs[i], krate == LOCAL_CRATE, local_lib); break;
        case HITEM_GLOBAL_ASM:
            add_item(c, (MonoItem){.kind = MONO_GLOBAL_ASM, .def = defs[i]}, true);
            break;
        case HITEM_IMPL:
            for (uint32_t k = 0; k < it->impl.nitems; k++) root_fn(c, it->impl.items[k], local_lib);
            break;
        default: break;
        }
    }
}

/* rustc's allocator shim, in the compilation that makes the program
 * (not an rlib) when a linked crate's code calls the global allocator's
 * entry points by name (alloc's `extern "Rust" { fn __rust_alloc(..); }`;
 * crates compiled here have their calls resolved to the allocator fns
 * directly): each entry point is defined to forward to its fn. The
 * unwinder's entry point (`miri_start_panic`) is defined there too. */
static void collect_alloc_shims(Collector *c) {
    static const char *const names[] = {"__rust_alloc", "__rust_dealloc", "__rust_realloc", "__rust_alloc_zeroed",
                                        "__rust_alloc_error_handler"};
    uint32_t ncrates = res_crate_count(c->r);
    for (CrateNum k = 1; k < ncrates; k++) {
        if (!res_crate_is_linked(c->r, k)) continue;
        uint32_t n = 0;
        const DefId *defs = hir_crate_items(c->h, k, &n);
        for (uint32_t i = 0; i < n; i++) {
            /* the name first: decoding every item of a large dependency
             * costs more than the rest of a small program's compile */
            const DefData *dd = def_data(c, defs[i]);
            const char *nm = dd->name ? sym_str(dd->name) : "";
            if (!strcmp(nm, "miri_start_panic")) {
                /* panic_unwind's unwinder entry point (built with
                 * --cfg miri): the program's compilation defines it
                 * (codegen/cg_unwind.c) */
                const HirItem *fn = hir_item(c->h, defs[i]);
                if (fn && fn->kind == HITEM_FN && fn->fn.is_foreign && fn->fn.abi == ABI_RUST)
                    add_item(c, (MonoItem){.kind = MONO_ALLOC_SHIM, .def = defs[i]}, true);
                continue;
            }
            if (strncmp(nm, "__rust_", 7) != 0) continue;
            if (!strcmp(nm, "__rust_alloc_error_handler_should_panic")) {
                const HirItem *st = hir_item(c->h, defs[i]);
                if (st && st->kind == HITEM_STATIC && st->statik.is_foreign) {
                    /* std's default_alloc_error_hook reads it: rustc emits
                     * it next to the shim with -Zoom's value (abort: 0) */
                    add_item(c, (MonoItem){.kind = MONO_ALLOC_SHIM, .def = defs[i]}, true);
                }
                continue;
            }
            bool entry = false;
            for (size_t e = 0; e < sizeof names / sizeof *names && !entry; e++) entry = !strcmp(nm, names[e]);
            if (!entry) continue;
            const HirItem *it = hir_item(c->h, defs[i]);
            if (!it || it->kind != HITEM_FN || !it->fn.is_foreign || it->fn.abi != ABI_RUST) continue;
            Instance target;
            if (!ty_resolve_instance(c->tcx, EMPTY_ENV, defs[i], (ArgsId){0}, &target) ||
                target.kind != INST_ITEM || def_eq(target.def, defs[i]))
                continue;
            uint32_t idx = add_item(c, (MonoItem){.kind = MONO_ALLOC_SHIM, .def = defs[i], .inst = target}, true);
            c->cur = idx;
            add_instance(c, target);
            c->cur = UINT32_MAX;
        }
    }
}

/* The end of the crate root's text (rustc points E0601 there). */
static Span crate_end_span(Collector *c) {
    DefId root = res_module_def(c->r, res_crate_root(c->r, LOCAL_CRATE));
    if (root.i) {
        const DefData *dd = res_def(c->r, root);
        uint32_t hi = dd->span.hi;
        const SourceFile *f = hi ? sm_file_at(ty_diag(c->tcx)->sm, hi - 1) : NULL;
        if (f)
            while (hi > f->start && (f->src[hi - 1 - f->start] == '\n' || f->src[hi - 1 - f->start] == ' ' ||
                                     f->src[hi - 1 - f->start] == '\r' || f->src[hi - 1 - f->start] == '\t'))
                hi--;
        return (Span){hi, hi};
    }
    return (Span){0, 0};
}

static void report_no_main(Collector *c) {
    const char *crate = mono_crate_name(c->tcx, LOCAL_CRATE);
    Span sp = crate_end_span(c);
    DiagCtx *dc = ty_diag(c->tcx);
    Diag *d = diag_error(dc, DC_E0601, (Span){0, 0}, "`main` function not found in crate `%s`", crate);
    const SourceFile *f = sp.hi ? sm_file_at(dc->sm, sp.hi ? sp.hi - 1 : 0) : NULL;
    if (f) {
        const char *base = strrchr(f->name, '/');
        diag_label(d, sp, true, "consider adding a `main` function to `%s`", base ? base + 1 : f->name);
    }
    diag_emit(d);
    c->failed = true;
}

/* The entry: `#[start] fn` (called by the C main codegen emits), or
 * `fn main` with the `start` lang item instantiated for `()`. */
static int32_t collect_entry(Collector *c, bool *is_start) {
    DefId main = hir_entry_fn(c->h, is_start);
    if (!main.i) {
        report_no_main(c);
        return -1;
    }
    uint32_t idx = add_item(c, (MonoItem){.kind = MONO_FN, .inst = {.kind = INST_ITEM, .def = main}}, true);
    if (!*is_start) {
        DefId start = ty_require_lang_item(c->tcx, LANG_START, (Span){0, 0});
        if (!start.i) {
            c->failed = true;
            return (int32_t)idx;
        }
        /* start::<T> with T = main's return type (codegen's C main calls that one) */
        FnSig ms = ty_fn_sig(c->tcx, main);
        uint32_t nio = ty_args_len(c->tcx, ms.inputs_and_output);
        TyId ret = nio ? ty_args(c->tcx, ms.inputs_and_output)[nio - 1] : ty_common(c->tcx)->unit;
        ArgsId args = ty_intern_args(c->tcx, &ret, 1);
        Instance inst;
        if (ty_resolve_instance(c->tcx, EMPTY_ENV, start, args, &inst))
            add_item(c, (MonoItem){.kind = MONO_FN, .inst = inst}, true);
    }
    return (int32_t)idx;
}

/* ---- the pass ---- */

const char *mono_crate_name(TyCtxt *tcx, CrateNum c) { return sym_str(res_crate_name(ty_resolver(tcx), c)); }

static void assign_symbols(TyCtxt *tcx, MonoItem *items, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) {
        MonoItem *it = &items[i];
        switch (it->kind) {
        case MONO_FN: it->symbol = mono_symbol_name(tcx, &it->inst); break;
        case MONO_STATIC: it->symbol = mono_static_symbol(tcx, it->def); break;
        case MONO_VTABLE: it->symbol = mono_vtable_symbol(tcx, it->ty, it->def, it->trait_args); break;
        case MONO_GLOBAL_ASM: it->symbol = NULL; break;
        case MONO_ALLOC_SHIM:
            it->symbol = mono_symbol_name(tcx, &(Instance){.kind = INST_ITEM, .def = it->def});
            break;
        }
    }
}

const MonoItems *mono_collect(TyCtxt *tcx, uint32_t max_units, bool is_bin) {
    Collector c = {.tcx = tcx, .h = ty_hir(tcx), .r = ty_resolver(tcx), .a = ty_arena(tcx), .cur = UINT32_MAX};
    hmap_init(&c.index);
    hmap_init(&c.seen_allocs);
    MonoItems *mi = ARENA_NEW(c.a, MonoItems);
    mi->entry_item = -1;
    if (!mir_eval_crate_consts(tcx)) c.failed = true;   /* cached: a no-op after pass_mir */
    /* #![no_main]: no entry point is looked for and no C main is made (the
     * crate defines its own `main` symbol, or is linked into a program) */
    if (is_bin && !res_crate_has_attr(c.r, LOCAL_CRATE, SYM_no_main))
        mi->entry_item = collect_entry(&c, &mi->entry_is_start);
    uint32_t ncrates = res_crate_count(c.r);
    for (CrateNum k = 0; k < ncrates; k++) collect_roots_of(&c, k, is_bin);
    if (!ty_options(tcx)->rlib_only) collect_alloc_shims(&c);
    for (uint32_t i = 0; i < c.items.len && !c.stop; i++) walk_item(&c, i);
    /* -Zcontinue-after-type-errors: a set with holes (bodies that were
     * not lowered, constants that did not evaluate) is still generated */
    /* a failure nobody reported would end the compilation with status 0
     * and no output */
    if (c.failed && ty_diag(tcx)->nerrors == 0)
        diag_emit(diag_error(ty_diag(tcx), DC_NONE, c.cur_span,
                             "internal compiler error: rcc's monomorphization failed without a diagnostic"));
    bool failed = (c.failed || ty_diag(tcx)->nerrors > 0) && !ty_options(tcx)->keep_going;
    if (!failed) {
        mi->nitems = c.items.len;
        mi->items = vec_to_arena(c.a, &c.items);
        assign_symbols(tcx, mi->items, mi->nitems);
        /* a crate with many items (std's reached code, for one) builds in
         * two processes at once by default: at -O0 GCC's time grows with
         * the number of functions, and its start-up is paid per unit */
        uint64_t unit_cost = 0;
        if (!max_units) {
            max_units = mi->nitems > MONO_AUTO_MIN_ITEMS ? MONO_AUTO_UNITS : 1;
            if (ty_options(tcx)->rlib_only) unit_cost = MONO_RLIB_UNIT_COST;
        }
        mono_partition(tcx, mi, c.edges.data, c.edges.len, c.exported.data, c.parent.data, max_units, unit_cost);
    }
    vec_free(&c.items);
    vec_free(&c.exported);
    vec_free(&c.edges);
    vec_free(&c.parent);
    vec_free(&c.depth);
    hmap_free(&c.index);
    hmap_free(&c.seen_allocs);
    return failed ? NULL : mi;
}
