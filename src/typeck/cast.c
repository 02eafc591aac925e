/* cast.c — `e as T` with rustc's rules.
 *
 * Takes: CAST expressions (checked when the body is done, as rustc does,
 * so that the operand's type is known). Gives: coercion_casts for casts
 * that are plain coercions (the adjustments then sit on the operand), or
 * accepts a primitive cast: numeric, bool/char/C-like enum to int, u8 to
 * char, pointer to pointer (fat to thin, same metadata), pointer to
 * address and back, fn item / fn pointer to pointer or address,
 * &[T; N] to *const T; else E0604 / E0605 / E0606 / E0607.
 */
#include "tc_priv.h"

TyId tc_check_cast(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    (void)ex;
    TyId to = tc_lower_ty(fcx, e->cast.ty);
    TyId from = tc_check_expr(fcx, e->cast.expr, (Expect){EXP_CASTABLE, to});
    DeferredCast dc = {e, from, to};
    vec_push(&fcx->casts, dc);
    return to;
}

typedef enum CastTyKind { CT_NONE, CT_INT, CT_UINT, CT_BOOL, CT_CHAR, CT_CENUM, CT_FLOAT, CT_FNPTR, CT_PTR } CastTyKind;

static bool is_c_like_enum(FnCtxt *fcx, TyId t) {
    const TyData *d = tc_get(fcx, t);
    if (d->kind != TYK_ADT) return false;
    const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
    if (!ad || ad->kind != ADT_ENUM || !ad->nvariants) return false;
    for (uint32_t i = 0; i < ad->nvariants; i++)
        if (ad->variants[i].nfields) return false;
    return true;
}

static CastTyKind cast_kind(FnCtxt *fcx, TyId t) {
    const TyData *d = tc_get(fcx, t);
    switch (d->kind) {
    case TYK_INT: return CT_INT;
    case TYK_UINT: return CT_UINT;
    case TYK_BOOL: return CT_BOOL;
    case TYK_CHAR: return CT_CHAR;
    case TYK_FLOAT: return CT_FLOAT;
    case TYK_FN_PTR: return CT_FNPTR;
    case TYK_RAW_PTR: return CT_PTR;
    case TYK_ADT: return is_c_like_enum(fcx, t) ? CT_CENUM : CT_NONE;
    default: return CT_NONE;
    }
}

/* The kind of metadata a pointer to a type carries (rustc's PointerKind):
 * thin; a length (slices, str); a vtable of a principal trait; or "the
 * metadata of" a type parameter / projection that may be unsized (two
 * such kinds agree only for the same parameter). A struct has the kind
 * of its last field, a tuple of its last element (unsized tails).
 * PK_UNKNOWN: an inference variable. */
typedef enum PtrKindTag { PK_THIN, PK_LENGTH, PK_VTABLE, PK_OF, PK_UNKNOWN } PtrKindTag;
typedef struct PtrKind {
    PtrKindTag tag;
    DefId principal;          /* PK_VTABLE */
    TyId of;                  /* PK_OF: the parameter or projection */
} PtrKind;

static PtrKind ptr_kind(FnCtxt *fcx, TyId pointee, Span span) {
    TyId t = tc_resolve(fcx, pointee);
    /* the unsized tail is reached through at most one field per level;
     * the depth bound only guards against malformed recursive types */
    for (int depth = 0; depth < 64; depth++) {
        const TyData *d = tc_get(fcx, t);
        switch (d->kind) {
        case TYK_SLICE:
        case TYK_STR: return (PtrKind){PK_LENGTH, {0}, {0}};
        case TYK_DYN: return (PtrKind){PK_VTABLE, d->dyn_.principal, {0}};
        case TYK_INFER: return d->sub == INFER_TY ? (PtrKind){PK_UNKNOWN, {0}, {0}} : (PtrKind){PK_THIN, {0}, {0}};
        case TYK_PARAM:
        case TYK_PROJECTION:
            if (ty_is_sized(fcx->tcx, fcx->env, t)) return (PtrKind){PK_THIN, {0}, {0}};
            return (PtrKind){PK_OF, {0}, t};
        case TYK_ADT: {
            const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
            if (!ad || ad->kind != ADT_STRUCT || !ad->nvariants || !ad->variants[0].nfields)
                return (PtrKind){PK_THIN, {0}, {0}};
            t = tc_normalize(fcx, ty_field_ty(fcx->tcx, t, 0, ad->variants[0].nfields - 1), span);
            t = tc_resolve(fcx, t);
            continue;
        }
        case TYK_TUPLE: {
            uint32_t n = ty_args_len(fcx->tcx, d->tuple);
            if (!n) return (PtrKind){PK_THIN, {0}, {0}};
            t = ty_args(fcx->tcx, d->tuple)[n - 1];
            continue;
        }
        default: return (PtrKind){PK_THIN, {0}, {0}};
        }
    }
    return (PtrKind){PK_THIN, {0}, {0}};
}

static bool ptr_kind_eq(PtrKind a, PtrKind b) {
    return a.tag == b.tag && a.principal.i == b.principal.i && ty_eq(a.of, b.of);
}

static void err_invalid(FnCtxt *fcx, const HirExpr *e, TyId from, TyId to, const char *help) {
    Diag *d = diag_error(fcx->dc, DC_E0606, e->span, "casting `%s` as `%s` is invalid", tc_ty_str(fcx, from),
                         tc_ty_str(fcx, to));
    if (help) diag_help(d, "%s", help);
    diag_emit(d);
    tc_taint(fcx);
}

static void err_non_primitive(FnCtxt *fcx, const HirExpr *e, TyId from, TyId to) {
    Diag *d = diag_error(fcx->dc, DC_E0605, e->span, "non-primitive cast: `%s` as `%s`", tc_ty_str(fcx, from),
                         tc_ty_str(fcx, to));
    diag_label(d, e->span, true, "an `as` expression can only be used to convert between primitive types or to coerce to a specific trait object");
    diag_emit(d);
    tc_taint(fcx);
}

static void check_one(FnCtxt *fcx, const DeferredCast *c) {
    const HirExpr *e = c->e;
    TyId from = tc_resolve(fcx, c->from), to = tc_resolve(fcx, c->to);
    if (tc_is_error(fcx, from) || tc_is_error(fcx, to)) return;
    /* A cast that is a coercion (`&x as *const T`, `f as fn()`, `x as u8` with x: u8). */
    const TyData *df = tc_get(fcx, from), *dt = tc_get(fcx, to);
    bool try_coercion = !(df->kind == TYK_FN_DEF && (dt->kind == TYK_RAW_PTR || dt->kind == TYK_INT || dt->kind == TYK_UINT));
    if (try_coercion && tc_coerce(fcx, e->cast.expr, from, to)) {
        fcx->r->coercion_casts[e->id.i] = true;
        return;
    }
    if (df->kind == TYK_FN_DEF) {
        /* reified first, then a fn pointer cast */
        from = tc_fn_item_ptr_ty(fcx, from);
        df = tc_get(fcx, from);
    }
    if (df->kind == TYK_REF) {
        /* &[T; N] as *const T (array-ptr-cast), &T as *const U via *const T */
        const TyData *pd = tc_get(fcx, tc_shallow(fcx, df->pointee));
        if (dt->kind == TYK_RAW_PTR && pd->kind == TYK_ARRAY && (!dt->mutbl || df->mutbl) &&
            infer_unify(fcx->icx, pd->array.elem, dt->pointee))
            return;
        CastTyKind pk = cast_kind(fcx, tc_shallow(fcx, df->pointee));
        if ((dt->kind == TYK_INT || dt->kind == TYK_UINT || dt->kind == TYK_FLOAT) &&
            (pk == CT_INT || pk == CT_UINT || pk == CT_FLOAT || pk == CT_BOOL || pk == CT_CHAR)) {
            Diag *d = diag_error(fcx->dc, DC_E0606, e->span, "casting `%s` as `%s` is invalid", tc_ty_str(fcx, from),
                                 tc_ty_str(fcx, to));
            Span ex = e->cast.expr->span;
            diag_label(d, ex, false, "cannot cast `%s` as `%s`", tc_ty_str(fcx, from), tc_ty_str(fcx, to));
            diag_suggest(d, ex, arena_sprintf(fcx->arena, "*%s", tc_snippet(fcx, ex)), APP_MACHINE_APPLICABLE,
                         "dereference the expression");
            diag_emit(d);
            tc_taint(fcx);
            return;
        }
        if (dt->kind == TYK_RAW_PTR || dt->kind == TYK_INT || dt->kind == TYK_UINT) {
            err_invalid(fcx, e, from, to, dt->kind == TYK_RAW_PTR ? NULL : "cast through a raw pointer first");
            return;
        }
        err_non_primitive(fcx, e, from, to);
        return;
    }
    CastTyKind fk = cast_kind(fcx, from), tk = cast_kind(fcx, to);
    if (fk == CT_NONE || tk == CT_NONE || tk == CT_CENUM) {
        if (tk == CT_BOOL || fk == CT_NONE || tk == CT_NONE || tk == CT_CENUM) {
            err_non_primitive(fcx, e, from, to);
            return;
        }
    }
    switch (tk) {
    case CT_CHAR:
        if (fk == CT_UINT && df->sub == UINT_U8) return;
        if (fk == CT_CHAR) return;
        {
            Diag *d = diag_error(fcx->dc, DC_E0604, e->span, "only `u8` can be cast as `char`, not `%s`", tc_ty_str(fcx, from));
            diag_label(d, e->span, true, "invalid cast");
            if (fk == CT_UINT && df->sub == UINT_U32)
                diag_suggest(d, e->span, arena_sprintf(fcx->arena, "char::from_u32(%s)", tc_snippet(fcx, e->cast.expr->span)),
                             APP_MACHINE_APPLICABLE, "try `char::from_u32` instead");
            diag_emit(d);
            tc_taint(fcx);
        }
        return;
    case CT_BOOL:
        if (fk == CT_BOOL) return;
        {
            Diag *d = diag_error(fcx->dc, DC_E0054, e->span, "cannot cast `%s` as `bool`", tc_ty_str(fcx, from));
            diag_label(d, e->span, true, "help: compare with zero instead: `%s != 0`", "x");
            diag_emit(d);
            tc_taint(fcx);
        }
        return;
    case CT_INT:
    case CT_UINT:
        if (fk == CT_PTR) {
            if (ptr_kind(fcx, df->pointee, e->span).tag != PK_THIN) err_invalid(fcx, e, from, to, "cast through a thin pointer first");
            return;
        }
        if (fk == CT_FNPTR || fk == CT_INT || fk == CT_UINT || fk == CT_BOOL || fk == CT_CHAR || fk == CT_CENUM ||
            fk == CT_FLOAT)
            return;
        break;
    case CT_FLOAT:
        if (fk == CT_INT || fk == CT_UINT || fk == CT_FLOAT) return;
        break;
    case CT_PTR: {
        PtrKind kt = ptr_kind(fcx, dt->pointee, e->span);
        if (fk == CT_PTR) {
            /* rustc's order: to thin is always fine; from thin to fat is
             * E0607; otherwise the kinds must agree */
            if (kt.tag == PK_THIN) return;
            PtrKind kf = ptr_kind(fcx, df->pointee, e->span);
            if (kf.tag == PK_THIN) {
                Diag *d = diag_error(fcx->dc, DC_E0607, e->span, "cannot cast thin pointer `%s` to fat pointer `%s`",
                                     tc_ty_str(fcx, from), tc_ty_str(fcx, to));
                diag_emit(d);
                tc_taint(fcx);
                return;
            }
            if (ptr_kind_eq(kt, kf)) return;
            Diag *d = diag_error(fcx->dc, DC_E0606, e->span, "casting `%s` as `%s` is invalid", tc_ty_str(fcx, from),
                                 tc_ty_str(fcx, to));
            diag_note(d, "vtable kinds may not match");
            diag_emit(d);
            tc_taint(fcx);
            return;
        }
        bool mt0 = kt.tag == PK_THIN;
        if (fk == CT_FNPTR && mt0) return;
        if ((fk == CT_INT || fk == CT_UINT) && mt0) return;
        break;
    }
    case CT_FNPTR:
        break;
    default: break;
    }
    err_invalid(fcx, e, from, to, NULL);
}

void tc_check_casts(FnCtxt *fcx) {
    for (uint32_t i = 0; i < fcx->casts.len; i++) check_one(fcx, &fcx->casts.data[i]);
    fcx->casts.len = 0;
}
