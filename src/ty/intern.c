/* intern.c — the type context, the type interner and substitution.
 *
 * Takes: the session's HIR (hir.h). Gives: TyCtxt (ty_new ... ty_free),
 * interned types (TyId: equal ids <=> equal types; TyId 0 is the error
 * type, so a zeroed TyId reads as "error/none") and interned argument
 * lists (ArgsId 0 is the empty list), constructors for the common
 * shapes, the TYF_* flags computed once per type, and substitution of
 * PARAM types (ty_subst*).
 *
 * Interning hashes a canonical serialisation of the type (never the raw
 * struct, whose padding and unused union bytes are undefined) with XXH3
 * (hash_bytes) and keys an open-addressing map by the hash; the rare
 * collision is resolved by rehashing the key until a slot with an equal
 * type or a free one is found.
 */
#include "ty_int.h"

/* ---- canonical keys ---- */

typedef VEC(uint32_t) KeyBuf;

static void key_u64(KeyBuf *k, uint64_t v) {
    vec_push(k, (uint32_t)v);
    vec_push(k, (uint32_t)(v >> 32));
}

static void ty_key(const TyData *d, KeyBuf *k) {
    vec_clear(k);
    vec_push(k, (uint32_t)d->kind | (uint32_t)d->sub << 8 | (uint32_t)d->mutbl << 16);
    switch (d->kind) {
    case TYK_ADT: case TYK_FN_DEF: case TYK_CLOSURE: case TYK_GENERATOR: case TYK_UNEVAL: case TYK_FOREIGN:
        vec_push(k, d->adt.def.i);
        vec_push(k, d->kind == TYK_FOREIGN ? 0 : d->adt.args.i);
        break;
    case TYK_ARRAY:
        /* len/len_param are derived from len_ct (ty_intern) */
        vec_push(k, d->array.elem.i);
        vec_push(k, d->array.len_ct.i);
        break;
    case TYK_CONST:
        vec_push(k, d->cnst.ty.i);
        key_u64(k, d->cnst.lo);
        key_u64(k, d->cnst.hi);
        break;
    case TYK_SLICE: vec_push(k, d->elem.i); break;
    case TYK_RAW_PTR: case TYK_REF: vec_push(k, d->pointee.i); break;
    case TYK_FN_PTR:
        vec_push(k, d->sig.inputs_and_output.i);
        vec_push(k, (uint32_t)d->sig.c_variadic | (uint32_t)d->sig.is_unsafe << 1 | (uint32_t)d->sig.abi << 8);
        break;
    case TYK_DYN:
        vec_push(k, d->dyn_.principal.i);
        vec_push(k, d->dyn_.principal_args.i);
        vec_push(k, d->dyn_.nproj);
        for (uint32_t i = 0; i < d->dyn_.nproj; i++) vec_push(k, d->dyn_.proj_items[i].i);
        vec_push(k, d->dyn_.proj_tys.i);
        vec_push(k, d->dyn_.nauto);
        for (uint32_t i = 0; i < d->dyn_.nauto; i++) vec_push(k, d->dyn_.auto_traits[i].i);
        break;
    case TYK_TUPLE: vec_push(k, d->tuple.i); break;
    case TYK_PARAM: vec_push(k, d->param.index); vec_push(k, d->param.name); break;
    case TYK_PROJECTION: vec_push(k, d->proj.item.i); vec_push(k, d->proj.args.i); break;
    case TYK_INFER: vec_push(k, d->infer.index); break;
    default: break;
    }
}

static uint32_t ty_compute_flags(TyCtxt *tcx, const TyData *d) {
    switch (d->kind) {
    case TYK_PARAM: return TYF_HAS_PARAM;
    case TYK_INFER: return TYF_HAS_INFER;
    case TYK_ERROR: return TYF_HAS_ERROR;
    case TYK_PROJECTION: return TYF_HAS_PROJECTION | ty_args_flags(tcx, d->proj.args);
    case TYK_ADT: case TYK_FN_DEF: case TYK_CLOSURE: case TYK_GENERATOR: return ty_args_flags(tcx, d->adt.args);
    case TYK_UNEVAL: return TYF_HAS_UNEVAL | ty_args_flags(tcx, d->adt.args);
    case TYK_ARRAY:
        return ty_get(tcx, d->array.elem)->flags | ty_get(tcx, d->array.len_ct)->flags;
    case TYK_SLICE: return ty_get(tcx, d->elem)->flags;
    case TYK_RAW_PTR: case TYK_REF: return ty_get(tcx, d->pointee)->flags;
    case TYK_FN_PTR: return ty_args_flags(tcx, d->sig.inputs_and_output);
    case TYK_TUPLE: return ty_args_flags(tcx, d->tuple);
    case TYK_DYN: return ty_args_flags(tcx, d->dyn_.principal_args) | ty_args_flags(tcx, d->dyn_.proj_tys);
    default: return 0;
    }
}

/* ---- types ---- */

const TyData *ty_get(TyCtxt *tcx, TyId t) {
    if (t.i >= tcx->tys.len) rcc_ice("ty_get: bad TyId %u", t.i);
    return tcx->tys.data[t.i];
}

/* An array's length: len_ct is the truth; len/len_param mirror it for
 * the users that only need a known length (0 len_ct: built from len). */
static void array_normalize(TyCtxt *tcx, TyData *d) {
    if (!d->array.len_ct.i) {
        if (d->array.len != ARRAY_LEN_PARAM) d->array.len_ct = ty_const(tcx, tcx->common.usize, d->array.len, 0);
        else if (d->array.len_param != UINT32_MAX) d->array.len_ct = ty_const_param(tcx, d->array.len_param, 0);
    }
    const TyData *c = ty_get(tcx, d->array.len_ct);
    d->array.len = ARRAY_LEN_PARAM;
    d->array.len_param = UINT32_MAX;
    if (c->kind == TYK_CONST) d->array.len = c->cnst.lo, d->array.len_param = 0;
    else if (c->kind == TYK_PARAM) d->array.len_param = c->param.index;
}

TyId ty_intern(TyCtxt *tcx, const TyData *din) {
    TyData dn;
    const TyData *d = din;
    if (din->kind == TYK_ARRAY) {
        dn = *din;
        array_normalize(tcx, &dn);
        d = &dn;
    }
    KeyBuf k = {0};
    ty_key(d, &k);
    uint64_t h = hash_bytes(k.data, k.len * sizeof(uint32_t));
    KeyBuf k2 = {0};
    for (;;) {
        uint64_t id;
        if (!hmap_get(&tcx->ty_map, h, &id)) break;
        ty_key(tcx->tys.data[id], &k2);
        if (k2.len == k.len && memcmp(k2.data, k.data, k.len * sizeof(uint32_t)) == 0) {
            vec_free(&k);
            vec_free(&k2);
            return (TyId){(uint32_t)id};
        }
        h = hash_u64(h + 1);
    }
    vec_free(&k);
    vec_free(&k2);
    TyData *nd = ARENA_NEW(&tcx->arena, TyData);
    *nd = *d;
    if (d->kind == TYK_DYN) {
        /* the lists belong to the interned copy */
        if (d->dyn_.nproj)
            nd->dyn_.proj_items = arena_memdup(&tcx->arena, d->dyn_.proj_items, d->dyn_.nproj * sizeof(DefId),
                                               _Alignof(DefId));
        if (d->dyn_.nauto)
            nd->dyn_.auto_traits = arena_memdup(&tcx->arena, d->dyn_.auto_traits, d->dyn_.nauto * sizeof(DefId),
                                                _Alignof(DefId));
    }
    nd->flags = ty_compute_flags(tcx, nd);
    TyId id = {tcx->tys.len};
    vec_push(&tcx->tys, nd);
    hmap_put(&tcx->ty_map, h, id.i);
    return id;
}

/* ---- argument lists ---- */

ArgsId ty_intern_args(TyCtxt *tcx, const TyId *tys, uint32_t n) {
    if (n == 0) return (ArgsId){0};
    uint64_t h = hash_bytes(tys, n * sizeof(TyId));
    for (;;) {
        uint64_t id;
        if (!hmap_get(&tcx->args_map, h, &id)) break;
        const TyArgsEntry *e = &tcx->args.data[id];
        if (e->n == n && memcmp(e->tys, tys, n * sizeof(TyId)) == 0) return (ArgsId){(uint32_t)id};
        h = hash_u64(h + 1);
    }
    TyArgsEntry e = {.tys = arena_memdup(&tcx->arena, tys, n * sizeof(TyId), _Alignof(TyId)), .n = n};
    for (uint32_t i = 0; i < n; i++) e.flags |= ty_get(tcx, tys[i])->flags;
    ArgsId id = {tcx->args.len};
    vec_push(&tcx->args, e);
    hmap_put(&tcx->args_map, h, id.i);
    return id;
}

uint32_t ty_args_len(TyCtxt *tcx, ArgsId a) {
    if (a.i >= tcx->args.len) rcc_ice("ty_args_len: bad ArgsId %u", a.i);
    return tcx->args.data[a.i].n;
}

const TyId *ty_args(TyCtxt *tcx, ArgsId a) {
    if (a.i >= tcx->args.len) rcc_ice("ty_args: bad ArgsId %u", a.i);
    return tcx->args.data[a.i].tys;
}

uint32_t ty_args_flags(TyCtxt *tcx, ArgsId a) { return tcx->args.data[a.i].flags; }

/* ---- constructors ---- */

static TyId mk(TyCtxt *tcx, uint8_t kind, uint8_t sub) {
    TyData d;
    memset(&d, 0, sizeof d);
    d.kind = kind;
    d.sub = sub;
    return ty_intern(tcx, &d);
}

TyId ty_error(TyCtxt *tcx) { return tcx->common.error; }
TyId ty_int(TyCtxt *tcx, IntTy k) { return mk(tcx, TYK_INT, (uint8_t)k); }
TyId ty_uint(TyCtxt *tcx, UintTy k) { return mk(tcx, TYK_UINT, (uint8_t)k); }
TyId ty_float(TyCtxt *tcx, FloatTy k) { return mk(tcx, TYK_FLOAT, (uint8_t)k); }

TyId ty_prim(TyCtxt *tcx, PrimTy p) {
    const TyCommon *c = &tcx->common;
    switch (p) {
    case PRIM_BOOL: return c->bool_;
    case PRIM_CHAR: return c->char_;
    case PRIM_STR: return c->str_;
    case PRIM_I8: return c->i8;
    case PRIM_I16: return c->i16;
    case PRIM_I32: return c->i32;
    case PRIM_I64: return c->i64;
    case PRIM_I128: return c->i128;
    case PRIM_ISIZE: return c->isize;
    case PRIM_U8: return c->u8;
    case PRIM_U16: return c->u16;
    case PRIM_U32: return c->u32;
    case PRIM_U64: return c->u64;
    case PRIM_U128: return c->u128;
    case PRIM_USIZE: return c->usize;
    case PRIM_F32: return c->f32;
    case PRIM_F64: return c->f64;
    }
    return c->error;
}

static TyId mk_ptr(TyCtxt *tcx, uint8_t kind, TyId pointee, bool mutbl) {
    TyData d;
    memset(&d, 0, sizeof d);
    d.kind = kind;
    d.mutbl = mutbl;
    d.pointee = pointee;
    return ty_intern(tcx, &d);
}

TyId ty_ref(TyCtxt *tcx, TyId pointee, bool mutbl) { return mk_ptr(tcx, TYK_REF, pointee, mutbl); }
TyId ty_raw_ptr(TyCtxt *tcx, TyId pointee, bool mutbl) { return mk_ptr(tcx, TYK_RAW_PTR, pointee, mutbl); }

TyId ty_slice(TyCtxt *tcx, TyId elem) {
    return ty_intern(tcx, &(TyData){.kind = TYK_SLICE, .elem = elem});
}

TyId ty_array(TyCtxt *tcx, TyId elem, uint64_t len) {
    /* through len_ct: a length of usize::MAX is ARRAY_LEN_PARAM in len */
    TyId ct = ty_const(tcx, tcx->common.usize, len, 0);
    return ty_intern(tcx, &(TyData){.kind = TYK_ARRAY, .array = {.elem = elem, .len = len, .len_param = UINT32_MAX, .len_ct = ct}});
}

TyId ty_array_ct(TyCtxt *tcx, TyId elem, TyId len_ct) {
    return ty_intern(tcx, &(TyData){.kind = TYK_ARRAY, .array = {.elem = elem, .len_ct = len_ct}});
}

TyId ty_const(TyCtxt *tcx, TyId ty, uint64_t lo, uint64_t hi) {
    return ty_intern(tcx, &(TyData){.kind = TYK_CONST, .cnst = {.ty = ty, .lo = lo, .hi = hi}});
}

TyId ty_const_param(TyCtxt *tcx, uint32_t index, Symbol name) {
    TyData d;
    memset(&d, 0, sizeof d);
    d.kind = TYK_PARAM;
    d.sub = PARAM_SUB_CONST;
    d.param.index = index;
    d.param.name = name;
    return ty_intern(tcx, &d);
}

bool ty_is_const_arg(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    return d->kind == TYK_CONST || d->kind == TYK_UNEVAL || (d->kind == TYK_PARAM && d->sub == PARAM_SUB_CONST) ||
           (d->kind == TYK_INFER && d->sub == INFER_CONST);
}

TyId ty_tuple(TyCtxt *tcx, const TyId *elems, uint32_t n) {
    if (n == 0 && tcx->common.unit.i) return tcx->common.unit;
    TyData d;
    memset(&d, 0, sizeof d);
    d.kind = TYK_TUPLE;
    d.tuple = ty_intern_args(tcx, elems, n);
    return ty_intern(tcx, &d);
}

static TyId mk_def(TyCtxt *tcx, uint8_t kind, DefId def, ArgsId args) {
    TyData d;
    memset(&d, 0, sizeof d);
    d.kind = kind;
    d.adt.def = def;
    d.adt.args = args;
    return ty_intern(tcx, &d);
}

TyId ty_adt(TyCtxt *tcx, DefId def, ArgsId args) { return mk_def(tcx, TYK_ADT, def, args); }
TyId ty_fn_def(TyCtxt *tcx, DefId def, ArgsId args) { return mk_def(tcx, TYK_FN_DEF, def, args); }
TyId ty_closure(TyCtxt *tcx, DefId def, ArgsId args) { return mk_def(tcx, TYK_CLOSURE, def, args); }
TyId ty_generator(TyCtxt *tcx, DefId def, ArgsId args) { return mk_def(tcx, TYK_GENERATOR, def, args); }
TyId ty_uneval_const(TyCtxt *tcx, DefId anon_const, ArgsId args) { return mk_def(tcx, TYK_UNEVAL, anon_const, args); }

int ty_generator_assoc(TyCtxt *tcx, DefId item) {
    const DefData *dd = tcx->res ? res_def(tcx->res, item) : NULL;
    if (!dd) return 0;
    if (!strcmp(sym_str(dd->name), "Yield")) return GEN_ASSOC_YIELD;
    if (!strcmp(sym_str(dd->name), "Return")) return GEN_ASSOC_RETURN;
    return 0;
}

void ty_generator_parts(TyCtxt *tcx, TyId gen, TyId *resume, TyId *yield, TyId *ret, TyId *upvars) {
    const TyData *d = ty_get(tcx, gen);
    uint32_t n = ty_args_len(tcx, d->adt.args);
    const TyId *a = ty_args(tcx, d->adt.args);
    if (d->kind != TYK_GENERATOR || n < 4) rcc_ice("generator type without its resume, yield, return and upvar args");
    if (resume) *resume = a[n - 4];
    if (yield) *yield = a[n - 3];
    if (ret) *ret = a[n - 2];
    if (upvars) *upvars = a[n - 1];
}

TyId ty_fn_ptr(TyCtxt *tcx, FnSig sig) {
    return ty_intern(tcx, &(TyData){.kind = TYK_FN_PTR, .sig = sig});
}

TyId ty_param(TyCtxt *tcx, uint32_t index, Symbol name) {
    return ty_intern(tcx, &(TyData){.kind = TYK_PARAM, .param = {.index = index, .name = name}});
}

TyId ty_projection(TyCtxt *tcx, DefId assoc_ty, ArgsId trait_args) {
    return ty_intern(tcx, &(TyData){.kind = TYK_PROJECTION, .proj = {.item = assoc_ty, .args = trait_args}});
}

TyId ty_infer(TyCtxt *tcx, InferKind k, uint32_t index) {
    TyData d;
    memset(&d, 0, sizeof d);
    d.kind = TYK_INFER;
    d.sub = (uint8_t)k;
    d.infer.index = index;
    return ty_intern(tcx, &d);
}

/* ---- substitution ---- */

ArgsId ty_subst_args(TyCtxt *tcx, ArgsId list, ArgsId args) {
    if (!(ty_args_flags(tcx, list) & TYF_HAS_PARAM)) return list;
    uint32_t n = ty_args_len(tcx, list);
    TyId buf[16] = {{0}};
    TyId *tys = n <= 16 ? buf : xmalloc(n * sizeof(TyId));
    const TyId *src = ty_args(tcx, list);
    for (uint32_t i = 0; i < n; i++) tys[i] = ty_subst(tcx, src[i], args);
    ArgsId r = ty_intern_args(tcx, tys, n);
    if (tys != buf) free(tys);
    return r;
}

FnSig ty_subst_sig(TyCtxt *tcx, FnSig sig, ArgsId args) {
    sig.inputs_and_output = ty_subst_args(tcx, sig.inputs_and_output, args);
    return sig;
}

TyId ty_eval_known_uneval(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    if (d->kind != TYK_UNEVAL) return t;
    ArgsId a = d->adt.args;
    uint32_t na = ty_args_len(tcx, a);
    for (uint32_t i = 0; i < na; i++)
        if (ty_get(tcx, ty_args(tcx, a)[i])->flags & (TYF_HAS_PARAM | TYF_HAS_INFER | TYF_HAS_ERROR)) return t;
    uint64_t v, lo = 0, hi = 0;
    TyId ct = hmap_get(&tcx->type_of, d->adt.def.i, &v) ? (TyId){(uint32_t)v} : tcx->common.usize;
    if (!ty_eval_const_u128(tcx, d->adt.def, a, ct, &lo, &hi)) return tcx->common.error;
    return ty_const(tcx, ct, lo, hi);
}

TyId ty_subst(TyCtxt *tcx, TyId t, ArgsId args) {
    const TyData *d = ty_get(tcx, t);
    if (!(d->flags & TYF_HAS_PARAM)) return t;
    TyData n = *d;
    n.flags = 0;
    switch (d->kind) {
    case TYK_PARAM: {
        uint32_t len = ty_args_len(tcx, args);
        /* out-of-range params stay (a partial substitution, e.g. of the
         * parent's params only) */
        if (d->param.index < len) return ty_args(tcx, args)[d->param.index];
        return t;
    }
    case TYK_ADT: case TYK_FN_DEF: case TYK_CLOSURE: case TYK_GENERATOR: n.adt.args = ty_subst_args(tcx, d->adt.args, args); break;
    case TYK_UNEVAL: {
        /* known args: the value */
        n.adt.args = ty_subst_args(tcx, d->adt.args, args);
        TyId r = ty_intern(tcx, &n);
        return ty_eval_known_uneval(tcx, r);
    }
    case TYK_PROJECTION: n.proj.args = ty_subst_args(tcx, d->proj.args, args); break;
    case TYK_ARRAY:
        n.array.elem = ty_subst(tcx, d->array.elem, args);
        n.array.len_ct = ty_subst(tcx, d->array.len_ct, args);
        break;
    case TYK_SLICE: n.elem = ty_subst(tcx, d->elem, args); break;
    case TYK_RAW_PTR: case TYK_REF: n.pointee = ty_subst(tcx, d->pointee, args); break;
    case TYK_FN_PTR: n.sig = ty_subst_sig(tcx, d->sig, args); break;
    case TYK_TUPLE: n.tuple = ty_subst_args(tcx, d->tuple, args); break;
    case TYK_DYN:
        n.dyn_.principal_args = ty_subst_args(tcx, d->dyn_.principal_args, args);
        n.dyn_.proj_tys = ty_subst_args(tcx, d->dyn_.proj_tys, args);
        break;
    default: return t;
    }
    return ty_intern(tcx, &n);
}

/* ---- predicates on types ---- */

bool ty_is_signed(TyCtxt *tcx, TyId t) {
    uint8_t k = ty_kind(tcx, t);
    return k == TYK_INT || k == TYK_FLOAT;
}

bool ty_is_scalar(TyCtxt *tcx, TyId t) {
    switch (ty_kind(tcx, t)) {
    case TYK_BOOL: case TYK_CHAR: case TYK_INT: case TYK_UINT: case TYK_FLOAT: case TYK_RAW_PTR: case TYK_FN_PTR:
        return true;
    default: return false;
    }
}

bool ty_is_unit(TyCtxt *tcx, TyId t) { return ty_eq(t, tcx->common.unit); }

uint32_t ty_int_bits(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    if (d->kind != TYK_INT && d->kind != TYK_UINT) return 0;
    static const uint32_t bits[] = {8, 16, 32, 64, 128, 64};
    return bits[d->sub];
}

/* ---- the context ---- */

TyCtxt *ty_new(Hir *h, const TyOptions *opts) {
    TyCtxt *tcx = xcalloc(1, sizeof *tcx);
    tcx->hir = h;
    tcx->res = h ? hir_resolver(h) : NULL;
    tcx->dc = h ? hir_diag(h) : NULL;
    arena_init(&tcx->arena);
    if (opts) tcx->opts = *opts;
    vec_push(&tcx->args, (TyArgsEntry){0});
    TyCommon *c = &tcx->common;
    c->error = mk(tcx, TYK_ERROR, 0);
    rcc_assert(c->error.i == 0);
    c->bool_ = mk(tcx, TYK_BOOL, 0);
    c->char_ = mk(tcx, TYK_CHAR, 0);
    c->str_ = mk(tcx, TYK_STR, 0);
    c->never = mk(tcx, TYK_NEVER, 0);
    c->unit = ty_tuple(tcx, NULL, 0);
    c->i8 = ty_int(tcx, INT_I8);
    c->i16 = ty_int(tcx, INT_I16);
    c->i32 = ty_int(tcx, INT_I32);
    c->i64 = ty_int(tcx, INT_I64);
    c->i128 = ty_int(tcx, INT_I128);
    c->isize = ty_int(tcx, INT_ISIZE);
    c->u8 = ty_uint(tcx, UINT_U8);
    c->u16 = ty_uint(tcx, UINT_U16);
    c->u32 = ty_uint(tcx, UINT_U32);
    c->u64 = ty_uint(tcx, UINT_U64);
    c->u128 = ty_uint(tcx, UINT_U128);
    c->usize = ty_uint(tcx, UINT_USIZE);
    c->f32 = ty_float(tcx, FLOAT_F32);
    c->f64 = ty_float(tcx, FLOAT_F64);
    return tcx;
}

static void free_deflists(HashMap *m) {
    uint64_t k, v;
    for (uint32_t it = 0; hmap_next(m, &it, &k, &v);) {
        DefList *l = (DefList *)(uintptr_t)v;
        vec_free(&l->v);
        free(l);
    }
    hmap_free(m);
}

void ty_free(TyCtxt *tcx) {
    if (!tcx) return;
    for (int i = TY_EXT__COUNT; i-- > 0;)
        if (tcx->ext[i] && tcx->ext_free[i]) tcx->ext_free[i](tcx->ext[i]);
    vec_free(&tcx->tys);
    vec_free(&tcx->uneval_consts);
    vec_free(&tcx->args);
    HashMap *maps[] = {&tcx->ty_map, &tcx->args_map, &tcx->generics, &tcx->type_of, &tcx->fn_sig, &tcx->preds,
                       &tcx->param_env, &tcx->adt, &tcx->assoc_items, &tcx->assoc_item, &tcx->impl_trait_ref,
                       &tcx->trait_def, &tcx->discr, &tcx->identity_args, &tcx->super_preds, &tcx->in_progress,
                       &tcx->cycle_reported, &tcx->name_count, &tcx->layouts, &tcx->select_maps[0],
                       &tcx->select_maps[1], &tcx->select_maps[2], &tcx->select_maps[3], &tcx->spec_maps[0],
                       &tcx->spec_maps[1], &tcx->impl_self_key, &tcx->objsafe_maps[0], &tcx->objsafe_maps[1],
                       &tcx->proj_cache};
    for (size_t i = 0; i < sizeof maps / sizeof *maps; i++) hmap_free(maps[i]);
    free_deflists(&tcx->trait_impls);
    free_deflists(&tcx->inherent_impls);
    arena_free(&tcx->arena);
    free(tcx);
}

void *ty_ext(TyCtxt *tcx, TyExtSlot slot) { return tcx->ext[slot]; }

void ty_set_ext(TyCtxt *tcx, TyExtSlot slot, void *data, TyExtFreeFn free_fn) {
    rcc_assert(!tcx->ext[slot]);
    tcx->ext[slot] = data;
    tcx->ext_free[slot] = free_fn;
}

const TyOptions *ty_options(TyCtxt *tcx) { return &tcx->opts; }
Hir *ty_hir(TyCtxt *tcx) { return tcx->hir; }
Resolver *ty_resolver(TyCtxt *tcx) { return tcx->res; }
DiagCtx *ty_diag(TyCtxt *tcx) { return tcx->dc; }
Arena *ty_arena(TyCtxt *tcx) { return &tcx->arena; }
const TyCommon *ty_common(TyCtxt *tcx) { return &tcx->common; }

void ty_set_const_evaluator(TyCtxt *tcx, TyEvalConstFn fn) { tcx->const_eval = fn; }
void ty_set_const_bytes_evaluator(TyCtxt *tcx, TyEvalConstBytesFn fn) { tcx->const_bytes = fn; }

bool ty_eval_const_bytes(TyCtxt *tcx, DefId konst, ArgsId args, const uint8_t **bytes, uint64_t *size) {
    return tcx->const_bytes && tcx->const_bytes(tcx, konst, args, bytes, size);
}
void ty_set_generator_saved(TyCtxt *tcx, TyGeneratorSavedFn fn) { tcx->generator_saved = fn; }
void ty_set_opaque_revealer(TyCtxt *tcx, TyRevealOpaqueFn fn) { tcx->reveal_opaque = fn; }

bool ty_eval_const_u128(TyCtxt *tcx, DefId anon_const, ArgsId args, TyId ty, uint64_t *lo, uint64_t *hi) {
    if (tcx->const_eval) return tcx->const_eval(tcx, anon_const, args, ty, lo, hi);
    return ty_eval_const_literal(tcx, anon_const, lo, hi);
}
