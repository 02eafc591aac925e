/* mir.c — the MIR bodies cache and the builder's small helpers.
 *
 * Takes: DefIds of bodies (mir_body), spans (mir_caller_location).
 * Gives: cached MirBodies built by build.c, Location allocations for
 * #[track_caller], and the helpers the builder files share: blocks,
 * locals, statements, places, operands (mir_priv.h). */
#include "mir_priv.h"

#include <string.h>

/* ---- the per-context caches (ty.h's slot TY_EXT_MIR) ---- */

typedef struct MirCaches {
    HashMap bodies;           /* def.i -> const MirBody* (0 after a failure), in_progress: 1 */
    HashMap generators;       /* def.i -> const MirGenerator* (1 after a failure / in progress) */
    HashMap locations;        /* span -> const MirAlloc* */
    HashMap shims;            /* shim.c: hash of the instance -> body */
} MirCaches;

static bool generator_saved_hook(TyCtxt *tcx, DefId def, const TyId **tys, uint32_t *n);

static void caches_free(void *data) {
    MirCaches *c = data;
    hmap_free(&c->bodies);
    hmap_free(&c->generators);
    hmap_free(&c->locations);
    hmap_free(&c->shims);
    free(c);
}

static MirCaches *cache_for(TyCtxt *tcx) {
    MirCaches *c = ty_ext(tcx, TY_EXT_MIR);
    if (c) return c;
    c = xcalloc(1, sizeof *c);
    hmap_init(&c->bodies);
    hmap_init(&c->generators);
    hmap_init(&c->locations);
    hmap_init(&c->shims);
    ty_set_ext(tcx, TY_EXT_MIR, c, caches_free);
    ty_set_generator_saved(tcx, generator_saved_hook);
    return c;
}

HashMap *mb_shim_cache(TyCtxt *tcx) { return &cache_for(tcx)->shims; }

const MirBody *mir_build_body(TyCtxt *tcx, DefId def);   /* build.c */
const MirGenerator *mir_generator_build(TyCtxt *tcx, DefId def);   /* generator.c */

static bool is_generator(TyCtxt *tcx, DefId def) {
    const DefData *dd = res_def(ty_resolver(tcx), def);
    if (!dd || dd->kind != DEF_CLOSURE) return false;
    const HirExpr *e = hir_closure_expr(ty_hir(tcx), def);
    return e && e->closure.gen != HGEN_NONE;
}

const MirGenerator *mir_generator(TyCtxt *tcx, DefId def) {
    MirCaches *mc = cache_for(tcx);
    uint64_t v;
    if (hmap_get(&mc->generators, def.i, &v)) return v == 1 ? NULL : (const MirGenerator *)(uintptr_t)v;
    hmap_put(&mc->generators, def.i, 1);
    const MirGenerator *g = is_generator(tcx, def) ? mir_generator_build(tcx, def) : NULL;
    hmap_put(&mc->generators, def.i, g ? (uint64_t)(uintptr_t)g : 1);
    return g;
}

static bool generator_saved_hook(TyCtxt *tcx, DefId def, const TyId **tys, uint32_t *n) {
    const MirGenerator *g = mir_generator(tcx, def);
    if (!g) return false;
    *tys = g->saved;
    *n = g->nsaved;
    return true;
}

void mir_install_generator_layout(TyCtxt *tcx) { (void)cache_for(tcx); }

const MirBody *mir_body(TyCtxt *tcx, DefId def) {
    MirCaches *mc = cache_for(tcx);
    uint64_t v;
    if (hmap_get(&mc->bodies, def.i, &v)) return v == 1 ? NULL : (const MirBody *)(uintptr_t)v;
    hmap_put(&mc->bodies, def.i, 1);
    const MirBody *b;
    if (is_generator(tcx, def)) {
        const MirGenerator *g = mir_generator(tcx, def);
        b = g ? g->resume : NULL;
    } else {
        b = mir_build_body(tcx, def);
    }
    hmap_put(&mc->bodies, def.i, b ? (uint64_t)(uintptr_t)b : 1);
    return b;
}

/* ---- #[track_caller] locations ---- */

static const MirAlloc *bytes_alloc(Arena *a, const uint8_t *p, uint64_t n) {
    MirAlloc *al = ARENA_NEW(a, MirAlloc);
    al->bytes = arena_alloc(a, n ? n : 1, 1);
    if (n) memcpy(al->bytes, p, n);
    al->size = n;
    al->align = 1;
    return al;
}

static void put_uint(uint8_t *at, uint64_t v, unsigned size) {
    for (unsigned i = 0; i < size; i++) at[i] = (uint8_t)(v >> (8 * i));   /* little endian */
}

const MirAlloc *mir_caller_location(TyCtxt *tcx, Span span) {
    MirCaches *mc = cache_for(tcx);
    uint64_t key = ((uint64_t)span.lo << 32) | span.hi, v;
    if (hmap_get(&mc->locations, key, &v)) return (const MirAlloc *)(uintptr_t)v;
    DefId loc = hir_lang_item(ty_hir(tcx), LANG_PANIC_LOCATION);
    if (!loc.i) return NULL;
    const Layout *lay = ty_layout_of(tcx, ty_adt(tcx, loc, (ArgsId){0}));
    if (!lay || lay->nfields < 3) return NULL;
    Arena *a = ty_arena(tcx);
    const char *file = "<unknown>";
    uint32_t line = 0, col = 0;
    const SourceMap *sm = ty_diag(tcx)->sm;
    if (sm && !span_is_dummy(span)) {
        SourceLoc sl = sm_lookup(sm, span.lo);
        if (sl.file) file = sl.file->name;
        line = sl.line;
        col = sl.col;
    }
    const MirAlloc *name = bytes_alloc(a, (const uint8_t *)file, strlen(file));
    MirAlloc *al = ARENA_NEW(a, MirAlloc);
    al->size = lay->size;
    al->align = lay->align;
    al->bytes = arena_zalloc(a, lay->size ? lay->size : 1, 8);
    put_uint(al->bytes + lay->offsets[0] + 8, strlen(file), 8);
    put_uint(al->bytes + lay->offsets[1], line, 4);
    put_uint(al->bytes + lay->offsets[2], col, 4);
    al->relocs = ARENA_NEW(a, MirReloc);
    al->relocs[0] = (MirReloc){.offset = lay->offsets[0], .target = RELOC_ALLOC, .alloc = name};
    al->nrelocs = 1;
    hmap_put(&mc->locations, key, (uint64_t)(uintptr_t)al);
    return al;
}

/* ---- blocks and statements ---- */

MirBlock mb_new_block(Builder *b) {
    vec_push(&b->blocks, (BBData){.is_cleanup = b->in_cleanup});
    return b->blocks.len - 1;
}

MirLocal mb_new_local(Builder *b, TyId ty, Span span) {
    vec_push(&b->locals, (MirLocalDecl){.ty = ty, .span = span});
    vec_push(&b->info, (LocalInfo){0});
    return b->locals.len - 1;
}

MirLocal mb_new_temp(Builder *b, TyId ty, Span span) {
    MirLocal l = mb_new_local(b, ty, span);
    b->locals.data[l].mutbl = true;
    return l;
}

bool mb_span_is_external(Builder *b, Span sp) {
    if (!sp.lo) return false;
    if (sp.lo < b->ext_lo || sp.lo >= b->ext_hi) {
        const SourceFile *f = sm_file_at(ty_diag(b->tcx)->sm, sp.lo);
        if (!f) return false;
        b->ext_lo = f->start;
        b->ext_hi = f->start + f->len + 1;
        b->ext_is = f->ext_crate != 0;
    }
    return b->ext_is;
}

Span mb_user_span(Builder *b, Span sp) {
    return b->user_span.lo && mb_span_is_external(b, sp) ? b->user_span : sp;
}

void mb_push_stmt(Builder *b, MirStmt s) {
    BBData *bb = &b->blocks.data[b->cur];
    if (bb->terminated) return;   /* unreachable code after a terminator */
    s.span = mb_user_span(b, s.span);
    vec_push(&bb->stmts, s);
}

void mb_assign(Builder *b, Place p, Rvalue rv, Span span) {
    mb_push_stmt(b, (MirStmt){.kind = MSTMT_ASSIGN, .span = span, .place = p, .rv = rv});
}

void mb_assign_use(Builder *b, Place p, Operand op, Span span) { mb_assign(b, p, mb_rv_use(b, op), span); }

void mb_storage(Builder *b, MirStmtKind k, MirLocal l, Span span) {
    mb_push_stmt(b, (MirStmt){.kind = k, .span = span, .local = l});
}

MirTerm *mb_terminate(Builder *b, TermKind k, Span span) {
    BBData *bb = &b->blocks.data[b->cur];
    if (bb->terminated) {
        /* already ended (dead code): build the terminator in a scratch block */
        b->cur = mb_new_block(b);
        bb = &b->blocks.data[b->cur];
    }
    bb->terminated = true;
    bb->term = (MirTerm){.kind = k, .span = mb_user_span(b, span), .target = MIR_NO_BLOCK};
    return &bb->term;
}

void mb_goto(Builder *b, MirBlock target, Span span) { mb_terminate(b, TERM_GOTO, span)->target = target; }

void mb_start_dead(Builder *b) { b->cur = mb_new_block(b); }

void mb_switch_int(Builder *b, Operand discr, const uint64_t *lo, const uint64_t *hi, uint32_t n,
                   const MirBlock *targets, MirBlock otherwise, Span span) {
    MirTerm *t = mb_terminate(b, TERM_SWITCH_INT, span);
    t->discr = discr;
    t->nvalues = n;
    t->values_lo = ARENA_ARRAY(b->a, uint64_t, n ? n : 1);
    t->values_hi = ARENA_ARRAY(b->a, uint64_t, n ? n : 1);
    t->targets = ARENA_ARRAY(b->a, MirBlock, n + 1);
    for (uint32_t i = 0; i < n; i++) {
        t->values_lo[i] = lo[i];
        t->values_hi[i] = hi ? hi[i] : 0;
        t->targets[i] = targets[i];
    }
    t->targets[n] = otherwise;
}

void mb_switch_bool(Builder *b, Operand cond, MirBlock t, MirBlock f, Span span) {
    uint64_t zero = 0;
    mb_switch_int(b, cond, &zero, NULL, 1, &f, t, span);
}

/* ---- places ---- */

Place mb_place(MirLocal l) { return (Place){.local = l}; }

Place mb_project(Builder *b, Place p, ProjElem e) {
    ProjElem *np = ARENA_ARRAY(b->a, ProjElem, p.nproj + 1);
    if (p.nproj) memcpy(np, p.proj, sizeof *np * p.nproj);
    np[p.nproj] = e;
    return (Place){.local = p.local, .proj = np, .nproj = p.nproj + 1};
}

Place mb_field(Builder *b, Place p, uint32_t field, TyId ty) {
    return mb_project(b, p, (ProjElem){.kind = PROJ_FIELD, .field = field, .ty = ty});
}

Place mb_deref(Builder *b, Place p) { return mb_project(b, p, (ProjElem){.kind = PROJ_DEREF}); }

Place mb_downcast(Builder *b, Place p, uint32_t variant) {
    return mb_project(b, p, (ProjElem){.kind = PROJ_DOWNCAST, .field = variant});
}

TyId mb_norm(Builder *b, TyId t) {
    if (!t.i) return t;
    if (ty_get(b->tcx, t)->flags & TYF_HAS_PROJECTION) return ty_normalize(b->tcx, NULL, b->env, t);
    return t;
}

TyId mb_deref_ty(Builder *b, TyId t) {
    const TyData *d = ty_get(b->tcx, t);
    if (d->kind == TYK_REF || d->kind == TYK_RAW_PTR) return d->pointee;
    if (d->kind == TYK_ADT) {
        const AdtDef *adt = ty_adt_def(b->tcx, d->adt.def);
        if (adt && adt->lang == LANG_OWNED_BOX && ty_args_len(b->tcx, d->adt.args))
            return ty_args(b->tcx, d->adt.args)[0];
    }
    return ty_common(b->tcx)->error;
}

TyId mb_field_ty(Builder *b, TyId t, uint32_t variant, uint32_t field) {
    const TyData *d = ty_get(b->tcx, t);
    switch (d->kind) {
    case TYK_TUPLE:
        if (field < ty_args_len(b->tcx, d->tuple)) return ty_args(b->tcx, d->tuple)[field];
        break;
    case TYK_ADT: return mb_norm(b, ty_field_ty(b->tcx, t, variant, field));
    case TYK_CLOSURE: {
        uint32_t n = ty_args_len(b->tcx, d->adt.args);
        if (n) {
            TyId up = ty_args(b->tcx, d->adt.args)[n - 1];
            return mb_field_ty(b, up, 0, field);
        }
        break;
    }
    default: break;
    }
    return ty_common(b->tcx)->error;
}

TyId mb_place_ty(Builder *b, Place p) {
    TyId t = b->locals.data[p.local].ty;
    for (uint32_t i = 0; i < p.nproj; i++) {
        const ProjElem *e = &p.proj[i];
        const TyData *d = ty_get(b->tcx, t);
        switch (e->kind) {
        case PROJ_DEREF: t = mb_deref_ty(b, t); break;
        case PROJ_FIELD: t = e->ty; break;
        case PROJ_INDEX:
        case PROJ_CONST_INDEX:
            if (d->kind == TYK_ARRAY || d->kind == TYK_SLICE) t = d->kind == TYK_ARRAY ? d->array.elem : d->elem;
            break;
        case PROJ_SUBSLICE:
            if (d->kind == TYK_ARRAY)
                t = ty_array(b->tcx, d->array.elem, d->array.len - e->offset - e->min_length);
            break;
        case PROJ_DOWNCAST: break;
        }
    }
    return t;
}

/* ---- operands and rvalues ---- */

Operand mb_copy(Place p) { return (Operand){.kind = OP_COPY, .place = p}; }
Operand mb_move_op(Place p) { return (Operand){.kind = OP_MOVE, .place = p}; }

bool mb_is_copy(Builder *b, TyId t) {
    uint8_t k = ty_kind(b->tcx, t);
    if (k == TYK_ERROR || k == TYK_NEVER) return true;
    return ty_is_copy(b->tcx, b->env, t);
}

bool mb_needs_drop(Builder *b, TyId t) {
    uint8_t k = ty_kind(b->tcx, t);
    if (k == TYK_ERROR || k == TYK_NEVER || ty_is_scalar(b->tcx, t) || k == TYK_REF) return false;
    return ty_needs_drop(b->tcx, b->env, t);
}

Operand mb_consume(Builder *b, Place p) {
    if (mb_is_copy(b, mb_place_ty(b, p))) return mb_copy(p);
    mb_note_move(b, p, (Span){0});
    return mb_move_op(p);
}

Operand mb_const_scalar(TyId ty, uint64_t lo, uint64_t hi) {
    return (Operand){.kind = OP_CONST, .c = {.kind = CONST_SCALAR, .ty = ty, .lo = lo, .hi = hi}};
}

Operand mb_const_zst(TyId ty) { return (Operand){.kind = OP_CONST, .c = {.kind = CONST_ZST, .ty = ty}}; }
Operand mb_const_unit(Builder *b) { return mb_const_zst(ty_common(b->tcx)->unit); }
Operand mb_const_bool(Builder *b, bool v) { return mb_const_scalar(ty_common(b->tcx)->bool_, v, 0); }
Operand mb_const_usize(Builder *b, uint64_t v) { return mb_const_scalar(ty_common(b->tcx)->usize, v, 0); }

Operand mb_const_fn(Builder *b, DefId def, ArgsId args) { return mb_const_zst(ty_fn_def(b->tcx, def, args)); }

Rvalue mb_rv_use(Builder *b, Operand op) {
    return (Rvalue){.kind = RV_USE, .ops = mb_ops(b, &op, 1), .nops = 1, .active_field = -1};
}

Operand *mb_ops(Builder *b, const Operand *ops, uint32_t n) {
    Operand *o = ARENA_ARRAY(b->a, Operand, n ? n : 1);
    if (n) memcpy(o, ops, sizeof *o * n);
    return o;
}

Rvalue mb_rv_binary(Builder *b, MirBinOp op, Operand l, Operand r) {
    Operand ops[2] = {l, r};
    return (Rvalue){.kind = RV_BINARY, .op = (uint8_t)op, .ops = mb_ops(b, ops, 2), .nops = 2, .active_field = -1};
}

TyId mb_lang_adt(Builder *b, LangItem li) {
    DefId d = hir_lang_item(b->hir, li);
    if (!d.i) return ty_common(b->tcx)->error;
    return ty_adt(b->tcx, d, (ArgsId){0});
}

/* A method of a lang-item trait by name (IndexMut::index_mut...). */
DefId mb_trait_method(Builder *b, LangItem trait, const char *name) {
    DefId t = hir_lang_item(b->hir, trait);
    if (!t.i) return (DefId){0};
    const AssocItems *items = ty_assoc_items(b->tcx, t);
    Symbol s = sym_cstr(name);
    for (uint32_t i = 0; items && i < items->n; i++)
        if (items->items[i].name == s && items->items[i].kind == DEF_ASSOC_FN) return items->items[i].def;
    return (DefId){0};
}

/* #[track_caller], also inherited by an impl's method from the trait's
 * declaration of it (as rustc does). */
bool mb_is_track_caller(TyCtxt *tcx, DefId def) { return ty_is_track_caller(tcx, def); }
