/* diag.c — typeck's diagnostics in rustc 1.63's words.
 *
 * Takes: the types (resolved as far as inference got) and spans of a
 * failure. Gives: E0308 (with rustc's "sort strings": `u8`, struct `Foo`,
 * `&str`, and the expected/found note for types that are not simple
 * text), E0277, E0282, E0599.
 */
#include "tc_priv.h"

#include <string.h>

const char *tc_ty_str(FnCtxt *fcx, TyId t) { return ty_to_string(fcx->tcx, tc_resolve(fcx, t)); }

const char *tc_def_path_str(FnCtxt *fcx, DefId def) {
    StrBuf sb = {0};
    ty_print_def_path(fcx->tcx, &sb, def, (ArgsId){0});
    const char *r = arena_strdup(fcx->arena, sb_cstr(&sb));
    sb_free(&sb);
    return r;
}

static bool is_simple_ty(FnCtxt *fcx, TyId t) {
    const TyData *d = tc_get(fcx, t);
    switch (d->kind) {
    case TYK_BOOL:
    case TYK_CHAR:
    case TYK_STR:
    case TYK_INT:
    case TYK_UINT:
    case TYK_FLOAT: return true;
    case TYK_INFER: return d->sub != INFER_TY;
    case TYK_REF: return is_simple_ty(fcx, d->pointee);
    case TYK_TUPLE: return ty_args_len(fcx->tcx, d->tuple) == 0;
    default: return false;
    }
}

static bool is_simple_text(FnCtxt *fcx, TyId t) {
    const TyData *d = tc_get(fcx, t);
    switch (d->kind) {
    case TYK_ADT: return ty_args_len(fcx->tcx, d->adt.args) == 0;
    case TYK_REF: return is_simple_text(fcx, d->pointee);
    case TYK_ARRAY: return is_simple_ty(fcx, d->array.elem);
    case TYK_SLICE: return is_simple_ty(fcx, d->elem);
    default: return is_simple_ty(fcx, t);
    }
}

static const char *adt_descr(FnCtxt *fcx, DefId def) {
    const AdtDef *ad = ty_adt_def(fcx->tcx, def);
    if (!ad) return "struct";
    return ad->kind == ADT_ENUM ? "enum" : ad->kind == ADT_UNION ? "union" : "struct";
}

/* rustc's Ty::sort_string */
const char *tc_ty_str_descr(FnCtxt *fcx, TyId t) {
    t = tc_resolve(fcx, t);
    const TyData *d = tc_get(fcx, t);
    Arena *a = fcx->arena;
    switch (d->kind) {
    case TYK_BOOL:
    case TYK_CHAR:
    case TYK_INT:
    case TYK_UINT:
    case TYK_FLOAT:
    case TYK_STR:
    case TYK_NEVER: return arena_sprintf(a, "`%s`", tc_ty_str(fcx, t));
    case TYK_TUPLE:
        if (!ty_args_len(fcx->tcx, d->tuple)) return "`()`";
        return "tuple";
    case TYK_ADT: return arena_sprintf(a, "%s `%s`", adt_descr(fcx, d->adt.def), tc_def_path_str(fcx, d->adt.def));
    case TYK_FOREIGN: return arena_sprintf(a, "extern type `%s`", tc_def_path_str(fcx, d->adt.def));
    case TYK_ARRAY:
        if (is_simple_ty(fcx, d->array.elem)) return arena_sprintf(a, "array `%s`", tc_ty_str(fcx, t));
        return "array";
    case TYK_SLICE:
        if (is_simple_ty(fcx, d->elem)) return arena_sprintf(a, "slice `%s`", tc_ty_str(fcx, t));
        return "slice";
    case TYK_RAW_PTR: return "raw pointer";
    case TYK_REF: {
        const char *s = tc_ty_str(fcx, t);
        size_t inner = strlen(s) - 1;
        if (is_simple_text(fcx, d->pointee) || inner < strlen("mutable reference")) return arena_sprintf(a, "`%s`", s);
        return d->mutbl ? "mutable reference" : "reference";
    }
    case TYK_FN_DEF: return "fn item";
    case TYK_FN_PTR: return "fn pointer";
    case TYK_DYN:
        if (d->dyn_.principal.i) return arena_sprintf(a, "trait object `dyn %s`", tc_def_path_str(fcx, d->dyn_.principal));
        return "trait object";
    case TYK_CLOSURE: return "closure";
    case TYK_GENERATOR: return "generator";
    case TYK_PARAM: return arena_sprintf(a, "type parameter `%s`", tc_ty_str(fcx, t));
    case TYK_PROJECTION: return "associated type";
    case TYK_INFER:
        if (d->sub == INFER_INT) return "integer";
        if (d->sub == INFER_FLOAT) return "floating-point number";
        return "_";
    default: return arena_sprintf(a, "`%s`", tc_ty_str(fcx, t));
    }
}

static const char *prefix_string(FnCtxt *fcx, TyId t) {
    const TyData *d = tc_get(fcx, t);
    switch (d->kind) {
    case TYK_TUPLE: return ty_args_len(fcx->tcx, d->tuple) ? "tuple" : "unit type";
    case TYK_ADT: return adt_descr(fcx, d->adt.def);
    case TYK_FOREIGN: return "extern type";
    case TYK_ARRAY: return "array";
    case TYK_SLICE: return "slice";
    case TYK_RAW_PTR: return "raw pointer";
    case TYK_REF: return d->mutbl ? "mutable reference" : "reference";
    case TYK_FN_DEF: return "fn item";
    case TYK_FN_PTR: return "fn pointer";
    case TYK_DYN: return "trait object";
    case TYK_CLOSURE: return "closure";
    case TYK_GENERATOR: return "generator";
    case TYK_PROJECTION: return "associated type";
    case TYK_PARAM: return "type parameter";
    default: return "type";
    }
}

static bool differ_in_mutability(FnCtxt *fcx, TyId a, TyId b) {
    const TyData *da = tc_get(fcx, a), *db = tc_get(fcx, b);
    return da->kind == db->kind && (da->kind == TYK_REF || da->kind == TYK_RAW_PTR) && da->mutbl != db->mutbl &&
           ty_eq(da->pointee, db->pointee);
}

/* rustc's FixedArraySize and ConstMismatch: when the first difference
 * met walking both types in the order rustc relates them is a const
 * argument (or a known array length), the label names it. Writes the
 * label to *out and returns true then. */
static bool const_mismatch_label(FnCtxt *fcx, TyId a, TyId b, const char **out, int depth) {
    TyCtxt *tcx = fcx->tcx;
    a = tc_resolve(fcx, a);
    b = tc_resolve(fcx, b);
    if (ty_eq(a, b) || depth > 16 || infer_can_unify(fcx->icx, a, b)) return false;
    const TyData *x = ty_get(tcx, a), *y = ty_get(tcx, b);
    Arena *ar = ty_arena(tcx);
    /* rustc's Sorts error met inside the types (&S<[u8]> vs &S<[u8; 2]>
     * at `[u8]`): the label names the inner types */
    bool scalar = x->kind == TYK_INT || x->kind == TYK_UINT || x->kind == TYK_FLOAT || x->kind == TYK_BOOL || x->kind == TYK_CHAR;
    if (depth > 0 && (x->kind != y->kind || (x->kind == TYK_ADT && !def_eq(x->adt.def, y->adt.def)) || scalar) &&
        x->kind != TYK_INFER && y->kind != TYK_INFER && x->kind != TYK_CONST && y->kind != TYK_CONST) {
        *out = arena_sprintf(ar, "expected %s, found %s", tc_ty_str_descr(fcx, a), tc_ty_str_descr(fcx, b));
        return true;
    }
    if (x->kind != y->kind) return false;
    const TyId *xa = NULL, *ya = NULL;
    uint32_t n = 0;
    switch (x->kind) {
    case TYK_CONST:
        *out = arena_sprintf(ar, "expected `%s`, found `%s`", ty_to_string(tcx, a), ty_to_string(tcx, b));
        return true;
    case TYK_ARRAY:
        if (!infer_can_unify(fcx->icx, x->array.elem, y->array.elem))
            return const_mismatch_label(fcx, x->array.elem, y->array.elem, out, depth + 1);
        if (x->array.len != ARRAY_LEN_PARAM && y->array.len != ARRAY_LEN_PARAM) {
            *out = arena_sprintf(ar, "expected an array with a fixed size of %llu element%s, found one with %llu element%s",
                                 (unsigned long long)x->array.len, x->array.len == 1 ? "" : "s",
                                 (unsigned long long)y->array.len, y->array.len == 1 ? "" : "s");
            return true;
        }
        return false;
    case TYK_ADT:
        if (!def_eq(x->adt.def, y->adt.def)) return false;
        xa = ty_args(tcx, x->adt.args), ya = ty_args(tcx, y->adt.args), n = ty_args_len(tcx, x->adt.args);
        break;
    case TYK_TUPLE:
        xa = ty_args(tcx, x->tuple), ya = ty_args(tcx, y->tuple), n = ty_args_len(tcx, x->tuple);
        if (n != ty_args_len(tcx, y->tuple)) return false;
        break;
    case TYK_REF: case TYK_RAW_PTR:
        if (x->mutbl != y->mutbl) return false;
        return const_mismatch_label(fcx, x->pointee, y->pointee, out, depth + 1);
    case TYK_SLICE: return const_mismatch_label(fcx, x->elem, y->elem, out, depth + 1);
    default: return false;
    }
    for (uint32_t i = 0; i < n; i++)
        if (!infer_can_unify(fcx->icx, xa[i], ya[i])) return const_mismatch_label(fcx, xa[i], ya[i], out, depth + 1);
    return false;
}

/* Part of rustc's suggest_deref_or_ref: `5` where `&i32` is wanted ->
 * "consider borrowing here: `&5`"; `&x` where x's type is wanted ->
 * "consider removing the borrow". Judged on the expression's text. */
static void suggest_ref_or_deref(FnCtxt *fcx, Diag *d, Span span, TyId expected, TyId found) {
    if (span_is_dummy(span)) return;
    const TyData *de = tc_get(fcx, tc_resolve(fcx, expected));
    const TyData *df = tc_get(fcx, tc_resolve(fcx, found));
    const char *src = tc_snippet(fcx, span);
    if (!*src || strchr(src, '\n')) return;
    if (de->kind == TYK_REF && df->kind != TYK_REF && infer_can_unify(fcx->icx, de->pointee, found)) {
        /* a compound expression would need parentheses: leave those */
        for (const char *p = src; *p; p++)
            if (!(*p == '_' || *p == '.' || (*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
                return;
        diag_suggest(d, span, arena_sprintf(fcx->arena, "%s%s", de->mutbl ? "&mut " : "&", src), APP_MACHINE_APPLICABLE,
                     de->mutbl ? "consider mutably borrowing here" : "consider borrowing here");
    } else if (df->kind == TYK_REF && de->kind != TYK_REF && src[0] == '&' && !df->mutbl &&
               infer_can_unify(fcx->icx, expected, df->pointee)) {
        DiagSuggestion *sg = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MACHINE_APPLICABLE, "consider removing the borrow");
        diag_sugg_part(sg, (Span){span.lo, span.lo + 1}, "");
    }
}

/* The primary label of E0308 and its note. */
void tc_mismatch_label(FnCtxt *fcx, Diag *d, Span span, TyId expected, TyId found) {
    const char *cm = NULL;
    if (differ_in_mutability(fcx, expected, found)) {
        diag_label(d, span, true, "types differ in mutability");
    } else if (const_mismatch_label(fcx, expected, found, &cm, 0)) {
        diag_label(d, span, true, "%s", cm);
    } else {
        diag_label(d, span, true, "expected %s, found %s", tc_ty_str_descr(fcx, expected), tc_ty_str_descr(fcx, found));
    }
    tc_mismatch_notes(fcx, d, expected, found);
    suggest_ref_or_deref(fcx, d, span, expected, found);
}

void tc_mismatch_notes(FnCtxt *fcx, Diag *d, TyId expected, TyId found) {
    if (is_simple_text(fcx, expected) && is_simple_text(fcx, found) && !differ_in_mutability(fcx, expected, found)) return;
    const char *pe = prefix_string(fcx, expected), *pf = prefix_string(fcx, found);
    const char *se = tc_ty_str(fcx, expected), *sf = tc_ty_str(fcx, found);
    /* rustc aligns the two lines on the type: "expected X `..`" / "   found Y `..`" */
    size_t le = strlen("expected ") + strlen(pe), lf = strlen("found ") + strlen(pf);
    size_t w = le > lf ? le : lf;
    diag_note(d, "%*sexpected %s `%s`\n%*sfound %s `%s`", (int)(w - le), "", pe, se, (int)(w - lf), "", pf, sf);
}

void tc_err_mismatch_msg(FnCtxt *fcx, Span span, TyId expected, TyId found, const char *label) {
    if (tc_is_error(fcx, expected) || tc_is_error(fcx, found)) return;
    TyId re = tc_resolve(fcx, expected), rf = tc_resolve(fcx, found);
    Diag *d = diag_error(fcx->dc, DC_E0308, span, "mismatched types");
    if (label) diag_label(d, span, true, "%s", label);
    else {
        const char *cm = NULL;
        if (const_mismatch_label(fcx, re, rf, &cm, 0)) diag_label(d, span, true, "%s", cm);
        else diag_label(d, span, true, "expected %s, found %s", tc_ty_str_descr(fcx, re), tc_ty_str_descr(fcx, rf));
        tc_mismatch_notes(fcx, d, re, rf);
    }
    diag_emit(d);
    tc_taint(fcx);
}

static void tc_similar_impls_help(FnCtxt *fcx, Diag *d, TraitRef failed);
static const char *trait_ref_str(FnCtxt *fcx, TraitRef tr, bool with_self);

/* The pointee of a reference, raw pointer or Box (0 otherwise). */
static TyId pointer_pointee(FnCtxt *fcx, TyId t, int *kind) {
    const TyData *d = tc_get(fcx, t);
    if (d->kind == TYK_REF || d->kind == TYK_RAW_PTR) {
        *kind = d->kind * 2 + d->mutbl;
        return d->pointee;
    }
    if (d->kind == TYK_ADT) {
        const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
        if (ad && ad->lang == LANG_OWNED_BOX && ty_args_len(fcx->tcx, d->adt.args)) {
            *kind = -1;
            return ty_args(fcx->tcx, d->adt.args)[0];
        }
    }
    return (TyId){0};
}

/* A coercion of a pointer to a sized type into a pointer to `dyn Trait`
 * that fails only because the type does not implement the trait: rustc
 * accepts the coercion and reports the object-cast obligation (E0277). */
static bool report_object_cast(FnCtxt *fcx, Span span, TyId expected, TyId found) {
    int ke = 0, kf = 0;
    TyId pe = pointer_pointee(fcx, expected, &ke), pf = pointer_pointee(fcx, found, &kf);
    /* the same kind of pointer; `&mut T` may become `&dyn Trait` */
    if (!pe.i || !pf.i || (ke != kf && !(ke >= 0 && kf == ke + 1 && ke % 2 == 0))) return false;
    pe = tc_resolve(fcx, pe);
    pf = tc_resolve(fcx, pf);
    const TyData *de = tc_get(fcx, pe), *df = tc_get(fcx, pf);
    if (de->kind != TYK_DYN || !de->dyn_.principal.i || tc_is_var(fcx, pf, NULL)) return false;
    if (df->kind == TYK_DYN || df->kind == TYK_SLICE || df->kind == TYK_STR || df->kind == TYK_PARAM) return false;
    uint32_t nmore = ty_args_len(fcx->tcx, de->dyn_.principal_args);
    const TyId *more = ty_args(fcx->tcx, de->dyn_.principal_args);
    if (ty_implements(fcx->tcx, fcx->icx, fcx->env, pf, de->dyn_.principal, more, nmore)) return false;
    TyId all[8];
    if (nmore + 1 > 8) return false;
    all[0] = pf;
    for (uint32_t i = 0; i < nmore; i++) all[i + 1] = more[i];
    TraitRef tr = {de->dyn_.principal, ty_intern_args(fcx->tcx, all, nmore + 1)};
    Diag *d = diag_error(fcx->dc, DC_E0277, span, "the trait bound `%s` is not satisfied", trait_ref_str(fcx, tr, true));
    diag_label(d, span, true, "the trait `%s` is not implemented for `%s`", trait_ref_str(fcx, tr, false),
               tc_ty_str(fcx, pf));
    tc_similar_impls_help(fcx, d, tr);
    diag_note(d, "required for the cast to the object type `%s`", tc_ty_str(fcx, pe));
    diag_emit(d);
    tc_taint(fcx);
    return true;
}

void tc_err_mismatch(FnCtxt *fcx, Span span, TyId expected, TyId found, Span due_to) {
    if (tc_is_error(fcx, expected) || tc_is_error(fcx, found)) return;
    TyId re = tc_resolve(fcx, expected), rf = tc_resolve(fcx, found);
    if (report_object_cast(fcx, span, re, rf)) return;
    Diag *d = diag_error(fcx->dc, DC_E0308, span, "mismatched types");
    if (!span_is_dummy(due_to)) {
        if (!span_is_dummy(fcx->ret_span) && due_to.lo == fcx->ret_span.lo && due_to.hi == fcx->ret_span.hi)
            diag_label(d, due_to, false, "expected `%s` because of return type", tc_ty_str(fcx, re));
        else
            diag_label(d, due_to, false, "expected due to this");
    }
    tc_mismatch_label(fcx, d, span, re, rf);
    diag_emit(d);
    tc_taint(fcx);
}

void tc_err_mismatch_branches(FnCtxt *fcx, CoerceMany *cm, Span span, TyId expected, TyId found) {
    if (cm->kind == CM_OTHER) {
        tc_err_mismatch(fcx, span, expected, found, (Span){0, 0});
        return;
    }
    if (tc_is_error(fcx, expected) || tc_is_error(fcx, found)) return;
    TyId re = tc_resolve(fcx, expected), rf = tc_resolve(fcx, found);
    Diag *d = diag_error(fcx->dc, DC_E0308, span, cm->kind == CM_IF ? "`if` and `else` have incompatible types"
                                                                     : "`match` arms have incompatible types");
    if (cm->kind == CM_IF) {
        diag_label(d, cm->first_span, false, "expected because of this");
    } else {
        diag_label(d, cm->first_span, false, "this is found to be of type `%s`", tc_ty_str(fcx, re));
        if (!span_is_dummy(cm->whole)) diag_label(d, cm->whole, false, "`match` arms have incompatible types");
    }
    tc_mismatch_label(fcx, d, span, re, rf);
    diag_emit(d);
    tc_taint(fcx);
}

static const char *trait_ref_str(FnCtxt *fcx, TraitRef tr, bool with_self) {
    StrBuf sb = {0};
    const TyId *a = ty_args(fcx->tcx, tr.args);
    uint32_t n = ty_args_len(fcx->tcx, tr.args);
    if (with_self && n) sb_printf(&sb, "%s: ", ty_to_string(fcx->tcx, a[0]));
    sb_puts(&sb, tc_def_path_str(fcx, tr.trait));
    if (n > 1) {
        sb_putc(&sb, '<');
        for (uint32_t i = 1; i < n; i++) sb_printf(&sb, "%s%s", i > 1 ? ", " : "", ty_to_string(fcx->tcx, a[i]));
        sb_putc(&sb, '>');
    }
    const char *r = arena_strdup(fcx->arena, sb_cstr(&sb));
    sb_free(&sb);
    return r;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* rustc's type categories for "similar" impls (fuzzy_match_tys): the
 * same category, the same ADT, pointers compared by pointee; inference
 * variables and errors match everything (-1: no category). */
static int fuzzy_category(FnCtxt *fcx, TyId t) {
    InferKind k;
    if (tc_is_var(fcx, t, &k)) return k == INFER_TY ? -1 : 4;
    switch (tc_kind(fcx, t)) {
    case TYK_BOOL: return 0;
    case TYK_CHAR: return 1;
    case TYK_STR: return 2;
    case TYK_INT:
    case TYK_UINT:
    case TYK_FLOAT: return 4;
    case TYK_REF:
    case TYK_RAW_PTR: return 5;
    case TYK_ARRAY:
    case TYK_SLICE: return 6;
    case TYK_FN_DEF:
    case TYK_FN_PTR: return 7;
    case TYK_DYN: return 8;
    case TYK_CLOSURE: return 9;
    case TYK_TUPLE: return 10;
    case TYK_PARAM: return 11;
    case TYK_PROJECTION: return 12;
    case TYK_NEVER: return 14;
    case TYK_ADT: return 15;
    case TYK_FOREIGN: return 17;
    default: return -1;
    }
}

static bool fuzzy_match(FnCtxt *fcx, TyId a, TyId b) {
    a = tc_resolve(fcx, a);
    b = tc_resolve(fcx, b);
    int ca = fuzzy_category(fcx, a), cb = fuzzy_category(fcx, b);
    if (ca < 0 || cb < 0) return true;
    const TyData *da = tc_get(fcx, a), *db = tc_get(fcx, b);
    if (da->kind == TYK_ADT && db->kind == TYK_ADT) return def_eq(da->adt.def, db->adt.def);
    if (ca == 5 && cb == 5) return fuzzy_match(fcx, da->pointee, db->pointee);
    return ca == cb;
}

/* `= help: the trait `T` is implemented for `X`` / the other types that
 * do. As rustc: the impls whose self type is similar to the failed
 * obligation's (same category), else every impl of the trait (not for
 * lang and auto traits, nor blanket impls over a parameter). One: its
 * trait and self type; several: their self types when they all
 * implement the same trait path, else whole `<X as Trait<..>>`; sorted. */
static void tc_similar_impls_help(FnCtxt *fcx, Diag *d, TraitRef failed) {
    DefId trait = failed.trait;
    uint32_t n = 0;
    const DefId *impls = ty_trait_impls(fcx->tcx, trait, &n);
    if (!n) return;
    TraitRef *cands = xmalloc(n * sizeof *cands);
    uint32_t k = 0;
    TyId want = ty_args(fcx->tcx, failed.args)[0];
    for (int pass = 0; pass < 2 && k == 0; pass++) {
        if (pass == 1) {
            /* listing the implementers of `Copy` and friends says nothing */
            if (hir_lang_item_of(ty_hir(fcx->tcx), trait) != LANG_NONE) break;
            const TraitDef *td = ty_trait_def(fcx->tcx, trait);
            if (td && td->is_auto) break;
        }
        for (uint32_t i = 0; i < n; i++) {
            const HirItem *it = hir_item(ty_hir(fcx->tcx), impls[i]);
            if (it && it->kind == HITEM_IMPL && it->impl.negative) continue;
            TraitRef tr = ty_impl_trait_ref(fcx->tcx, impls[i]);
            if (!ty_args_len(fcx->tcx, tr.args)) continue;
            TyId self = ty_args(fcx->tcx, tr.args)[0];
            if (pass == 0 ? !fuzzy_match(fcx, want, self) : tc_kind(fcx, self) == TYK_PARAM) continue;
            cands[k++] = tr;
        }
    }
    if (k == 1) {
        diag_help(d, "the trait `%s` is implemented for `%s`", trait_ref_str(fcx, cands[0], false),
                  ty_to_string(fcx->tcx, ty_args(fcx->tcx, cands[0].args)[0]));
    } else if (k > 1) {
        bool same_path = true;
        const char *first = trait_ref_str(fcx, cands[0], false);
        for (uint32_t i = 1; i < k && same_path; i++) same_path = strcmp(first, trait_ref_str(fcx, cands[i], false)) == 0;
        const char **names = xmalloc(k * sizeof *names);
        for (uint32_t i = 0; i < k; i++) {
            const char *self = ty_to_string(fcx->tcx, ty_args(fcx->tcx, cands[i].args)[0]);
            names[i] = same_path ? self
                                 : arena_sprintf(fcx->arena, "<%s as %s>", self, trait_ref_str(fcx, cands[i], false));
        }
        qsort(names, k, sizeof *names, cmp_str);
        uint32_t u = 0;
        for (uint32_t i = 0; i < k; i++)
            if (!u || strcmp(names[u - 1], names[i])) names[u++] = names[i];
        TraitRef ident = {trait, ty_identity_args(fcx->tcx, trait)};
        StrBuf sb = {0};
        sb_printf(&sb, "the following other types implement trait `%s`:", trait_ref_str(fcx, ident, false));
        uint32_t lim = u > 9 ? 8 : u;
        for (uint32_t i = 0; i < lim; i++) sb_printf(&sb, "\n  %s", names[i]);
        if (u > lim) sb_printf(&sb, "\nand %u others", u - lim);
        diag_help(d, "%s", sb_cstr(&sb));
        sb_free(&sb);
        free(names);
    }
    free(cands);
}

/* A trait alias fails on one of its bounds (its "impl"): rustc reports
 * that bound, noting the alias. */
static bool failing_alias_bound(FnCtxt *fcx, TraitRef tr, DefId *impl_out, TraitRef *clause) {
    const Predicates *ps = ty_super_predicates(fcx->tcx, tr.trait);
    for (uint32_t i = 0; i < ps->n; i++) {
        const Predicate *p = &ps->preds[i];
        if (p->kind != PRED_TRAIT) continue;
        TraitRef c = {p->trait_ref.trait, ty_subst_args(fcx->tcx, p->trait_ref.args, tr.args)};
        uint32_t snap = infer_snapshot(fcx->icx);
        Selection s = ty_select(fcx->tcx, fcx->icx, fcx->env, c);
        infer_rollback(fcx->icx, snap);
        if (s.kind == SEL_NONE) {
            *impl_out = tr.trait;
            *clause = c;
            return true;
        }
    }
    return false;
}

/* When the one impl that could apply fails on one of its where-clauses,
 * rustc reports that clause, with a note on the impl. */
static bool failing_impl_clause(FnCtxt *fcx, TraitRef tr, DefId *impl_out, TraitRef *clause) {
    const TraitDef *td = ty_trait_def(fcx->tcx, tr.trait);
    if (td && td->is_alias) return failing_alias_bound(fcx, tr, impl_out, clause);
    uint32_t n = 0;
    const DefId *impls = ty_trait_impls(fcx->tcx, tr.trait, &n);
    DefId found = {0};
    ArgsId found_args = {0};
    for (uint32_t i = 0; i < n; i++) {
        uint32_t snap = infer_snapshot(fcx->icx);
        ArgsId a = tc_fresh_args(fcx, impls[i], (Span){0, 0});
        TraitRef itr = ty_impl_trait_ref(fcx->tcx, impls[i]);
        bool ok = infer_unify_args(fcx->icx, ty_subst_args(fcx->tcx, itr.args, a), tr.args);
        if (ok) {
            if (found.i) {
                infer_rollback(fcx->icx, snap);
                return false;
            }
            found = impls[i];
            found_args = infer_resolve_args(fcx->icx, a);
        }
        infer_rollback(fcx->icx, snap);
    }
    if (!found.i) return false;
    const Predicates *ps = ty_predicates_of(fcx->tcx, found);
    DefId sized = tc_lang(fcx, LANG_SIZED);
    for (uint32_t i = 0; ps && i < ps->n; i++) {
        const Predicate *p = &ps->preds[i];
        if (p->kind != PRED_TRAIT || def_eq(p->trait_ref.trait, sized)) continue;
        TraitRef c = {p->trait_ref.trait, ty_subst_args(fcx->tcx, p->trait_ref.args, found_args)};
        if (ty_get(fcx->tcx, ty_args(fcx->tcx, c.args)[0])->flags & TYF_HAS_INFER) continue;
        uint32_t snap = infer_snapshot(fcx->icx);
        Selection s = ty_select(fcx->tcx, fcx->icx, fcx->env, c);
        infer_rollback(fcx->icx, snap);
        if (s.kind == SEL_NONE) {
            *impl_out = found;
            *clause = c;
            return true;
        }
    }
    return false;
}

/* For a bound of a return-position `impl Trait`: where the hidden type
 * came from (the body's tail expression), as rustc labels it. */
static void opaque_origin_label(FnCtxt *fcx, Diag *d, TyId hidden) {
    const HirExpr *v = fcx->body->value;
    if (v->kind == HEXPR_BLOCK && v->block.block->expr) v = v->block.block->expr;
    diag_label(d, v->span, false, "return type was inferred to be `%s` here", tc_ty_str(fcx, hidden));
}

void tc_err_unsatisfied(FnCtxt *fcx, const Oblig *o, TraitRef tr) {
    tr.args = infer_resolve_args(fcx->icx, tr.args);
    DefId impl = {0};
    TraitRef clause;
    if (failing_impl_clause(fcx, tr, &impl, &clause)) {
        const TyId *ca = ty_args(fcx->tcx, clause.args);
        Span sp = span_is_dummy(o->span) ? fcx->body->value->span : o->span;
        Diag *d = diag_error(fcx->dc, DC_E0277, sp, "the trait bound `%s` is not satisfied", trait_ref_str(fcx, clause, true));
        diag_label(d, sp, true, "the trait `%s` is not implemented for `%s`", trait_ref_str(fcx, clause, false),
                   ty_to_string(fcx->tcx, ca[0]));
        if (!span_is_dummy(o->call_span) && (o->call_span.lo != sp.lo || o->call_span.hi != sp.hi))
            diag_label(d, o->call_span, false, "required by a bound introduced by this call");
        tc_similar_impls_help(fcx, d, tr);
        const HirItem *it = hir_item(ty_hir(fcx->tcx), impl);
        if (it && it->kind == HITEM_TRAIT)
            diag_note(d, "required because of the requirements on the impl of `%s` for `%s`", trait_ref_str(fcx, tr, false),
                      ty_to_string(fcx->tcx, ty_args(fcx->tcx, tr.args)[0]));
        if (it && it->kind == HITEM_IMPL && it->impl.of_trait && it->impl.self_ty) {
            Diag *n = diag_span_note(d, it->impl.of_trait->span, "required because of the requirements on the impl of `%s` for `%s`",
                                     trait_ref_str(fcx, tr, false), ty_to_string(fcx->tcx, ty_args(fcx->tcx, tr.args)[0]));
            diag_label(n, it->impl.self_ty->span, true, NULL);
        }
        if (o->item.i && !span_is_dummy(o->pred.span)) {
            const char *path = tc_def_path_str(fcx, o->item);
            Diag *n = diag_span_note(d, o->pred.span, "required by a bound in `%s`", path);
            diag_label(n, o->pred.span, true, "required by this bound in `%s`", path);
        }
        diag_emit(d);
        tc_taint(fcx);
        return;
    }
    const TyId *a = ty_args(fcx->tcx, tr.args);
    Span sp = span_is_dummy(o->span) ? fcx->body->value->span : o->span;
    Diag *d = diag_error(fcx->dc, DC_E0277, sp, "the trait bound `%s` is not satisfied", trait_ref_str(fcx, tr, true));
    diag_label(d, sp, true, "the trait `%s` is not implemented for `%s`", trait_ref_str(fcx, tr, false),
               ty_to_string(fcx->tcx, a[0]));
    if (!span_is_dummy(o->call_span) && (o->call_span.lo != sp.lo || o->call_span.hi != sp.hi))
        diag_label(d, o->call_span, false, "required by a bound introduced by this call");
    if (o->opaque) opaque_origin_label(fcx, d, a[0]);
    tc_similar_impls_help(fcx, d, tr);
    if (o->item.i && !span_is_dummy(o->pred.span)) {
        const char *path = tc_def_path_str(fcx, o->item);
        Diag *n = diag_span_note(d, o->pred.span, "required by a bound in `%s`", path);
        diag_label(n, o->pred.span, true, "required by this bound in `%s`", path);
    }
    diag_emit(d);
    tc_taint(fcx);
}

void tc_err_annotations_needed(FnCtxt *fcx, Span span, TyId t) {
    (void)t;
    Diag *d = diag_error(fcx->dc, DC_E0282, span, "type annotations needed");
    for (uint32_t i = 0; i < fcx->lets.len; i++) {
        const HirPat *p = fcx->lets.data[i]->pat;
        if (p->span.lo != span.lo || p->span.hi != span.hi || p->kind != HPAT_BINDING || p->binding.sub) continue;
        DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS, "consider giving `%s` an explicit type",
                                            sym_str(p->binding.ident.name));
        diag_sugg_part(s, (Span){p->span.hi, p->span.hi}, ": _");
        break;
    }
    diag_emit(d);
    tc_taint(fcx);
}

/* rustc's type_derefs_to_local: a local ADT or a type parameter, behind
 * any references. */
static bool ty_is_local_for_traits(FnCtxt *fcx, TyId t) {
    for (int guard = 0; guard < 16; guard++) {
        const TyData *d = tc_get(fcx, tc_resolve(fcx, t));
        if (d->kind == TYK_REF) { t = d->pointee; continue; }
        if (d->kind == TYK_PARAM) return true;
        if (d->kind == TYK_ADT) {
            const DefData *dd = res_def(ty_resolver(fcx->tcx), d->adt.def);
            return dd && dd->krate == LOCAL_CRATE;
        }
        return false;
    }
    return false;
}

/* Whether trait defines an item named `name` rustc would suggest: a fn
 * of a local trait only when it takes self. */
static bool trait_defines(FnCtxt *fcx, DefId trait, const DefData *td, Symbol name) {
    const AssocItems *ai = ty_assoc_items(fcx->tcx, trait);
    for (uint32_t i = 0; ai && i < ai->n; i++) {
        const AssocItem *it = &ai->items[i];
        if (it->name != name) continue;
        if (it->kind == DEF_ASSOC_FN && td->krate == LOCAL_CRATE && !it->has_self) return false;
        return true;
    }
    return false;
}

/* rustc's suggest_traits_to_import, for traits not implemented: the traits
 * that define an item of that name, as a bound to add to a type parameter
 * or as a trait to implement. */
static void suggest_traits_defining(FnCtxt *fcx, Diag *dg, TyId recv, Symbol name) {
    const Resolver *res = ty_resolver(fcx->tcx);
    bool local_ty = ty_is_local_for_traits(fcx, recv);
    VEC(DefId) cands = {0};
    uint32_t n = res_def_count(res);
    for (uint32_t i = 1; i <= n; i++) {
        const DefData *td = res_def(res, (DefId){i});
        if (!td || td->kind != DEF_TRAIT) continue;
        if (!local_ty && td->krate != LOCAL_CRATE) continue;
        if (trait_defines(fcx, (DefId){i}, td, name)) vec_push(&cands, ((DefId){i}));
    }
    const TyData *rd = tc_get(fcx, recv);
    const char *nm = sym_str(name);
    if (cands.len == 0) {
        vec_free(&cands);
        return;
    }
    if (rd->kind == TYK_PARAM) {
        diag_help(dg, "items from traits can only be used if the type parameter is bounded by the trait");
        const char *msg = cands.len == 1
            ? arena_sprintf(fcx->arena, "the following trait defines an item `%s`, perhaps you need to restrict type parameter `%s` with it:", nm, sym_str(rd->param.name))
            : arena_sprintf(fcx->arena, "the following traits define an item `%s`, perhaps you need to restrict type parameter `%s` with one of them:", nm, sym_str(rd->param.name));
        tc_suggest_restrict_param(fcx, dg, recv, tc_def_path_str(fcx, cands.data[0]), msg);
    } else {
        diag_help(dg, "items from traits can only be used if the trait is implemented and in scope");
        if (cands.len == 1) {
            diag_span_note(dg, tc_def_head_span(fcx, cands.data[0]), "`%s` defines an item `%s`, perhaps you need to implement it",
                           tc_def_path_str(fcx, cands.data[0]), nm);
        } else {
            StrBuf sb = {0};
            sb_printf(&sb, "the following traits define an item `%s`, perhaps you need to implement one of them:", nm);
            for (uint32_t i = 0; i < cands.len; i++)
                sb_printf(&sb, "\ncandidate #%u: `%s`", i + 1, tc_def_path_str(fcx, cands.data[i]));
            diag_note(dg, "%s", sb_cstr(&sb));
            sb_free(&sb);
        }
    }
    vec_free(&cands);
}

/* The path a `use` of def takes: `crate::m::Tr` in the local crate
 * (`m::Tr` in edition 2015), `krate::m::Tr` in another. */
static const char *use_path_str(FnCtxt *fcx, DefId def) {
    const Resolver *r = ty_resolver(fcx->tcx);
    DefId chain[64];
    uint32_t n = 0;
    for (DefId d = def; d.i && n < 64; d = res_def(r, d)->parent) chain[n++] = d;
    StrBuf sb = {0};
    const DefData *dd = res_def(r, def);
    if (dd->krate != LOCAL_CRATE) sb_printf(&sb, "%s", sym_str(res_crate_name(r, dd->krate)));
    else if (res_crate_edition(r, LOCAL_CRATE) >= ED_2018) sb_printf(&sb, "crate");
    bool first = sb.len == 0;
    for (uint32_t i = n; i-- > 0;) {
        Symbol nm = res_def(r, chain[i])->name;
        if (!nm || !res_def(r, chain[i])->parent.i) continue;   /* the crate root */
        sb_printf(&sb, first ? "%s" : "::%s", sym_str(nm));
        first = false;
    }
    const char *s = arena_strdup(fcx->arena, sb_cstr(&sb));
    sb_free(&sb);
    return s;
}

void tc_err_no_method(FnCtxt *fcx, Span span, TyId recv, Symbol name, bool is_assoc_fn, DefId out_of_scope) {
    TyId r = tc_resolve(fcx, recv);
    const TyData *d = tc_get(fcx, r);
    const char *kind_descr;
    switch (d->kind) {
    case TYK_ADT: kind_descr = adt_descr(fcx, d->adt.def); break;
    case TYK_REF: kind_descr = d->mutbl ? "mutable reference" : "reference"; break;
    case TYK_PARAM: kind_descr = "type parameter"; break;
    case TYK_TUPLE: kind_descr = ty_args_len(fcx->tcx, d->tuple) ? "tuple" : "unit type"; break;
    case TYK_ARRAY: kind_descr = "array"; break;
    case TYK_SLICE: kind_descr = "slice"; break;
    case TYK_RAW_PTR: kind_descr = "raw pointer"; break;
    case TYK_FN_DEF: kind_descr = "fn item"; break;
    case TYK_FN_PTR: kind_descr = "fn pointer"; break;
    case TYK_CLOSURE: kind_descr = "closure"; break;
    case TYK_DYN: kind_descr = "trait object"; break;
    default: kind_descr = "type"; break;
    }
    const char *ts = tc_ty_str(fcx, r);
    /* rustc names what was looked for by the receiver and the name's case */
    bool is_enum = d->kind == TYK_ADT && ty_adt_def(fcx->tcx, d->adt.def) &&
                   ty_adt_def(fcx->tcx, d->adt.def)->kind == ADT_ENUM;
    const char *nm = sym_str(name);
    const char *item = !is_assoc_fn ? "method"
                       : is_enum    ? "variant or associated item"
                       : (nm[0] >= 'a' && nm[0] <= 'z') || nm[0] == '_' ? "function or associated item"
                                                                        : "associated item";
    Diag *dg = diag_error(fcx->dc, DC_E0599, span, "no %s named `%s` found for %s `%s` in the current scope", item,
                          nm, kind_descr, ts);
    if (d->kind == TYK_ADT) {
        const DefData *dd = res_def(ty_resolver(fcx->tcx), d->adt.def);
        if (dd && dd->krate == LOCAL_CRATE)
            diag_label(dg, tc_def_head_span(fcx, d->adt.def), false, "%s `%s` not found %s", item, nm,
                       is_enum && is_assoc_fn ? "here" : "for this");
    }
    diag_label(dg, span, true, "%s not found in `%s`", item, ts);
    if (out_of_scope.i) {
        diag_help(dg, "items from traits can only be used if the trait is in scope");
        diag_help(dg, "the following trait is implemented but not in scope; perhaps add a `use` for it: `use %s;`",
                  use_path_str(fcx, out_of_scope));
    } else {
        suggest_traits_defining(fcx, dg, r, name);
    }
    if (is_enum && is_assoc_fn) {
        const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
        Symbol *names = arena_alloc(fcx->arena, sizeof(Symbol) * (ad->nvariants + 1), _Alignof(Symbol));
        for (uint32_t i = 0; i < ad->nvariants; i++) names[i] = ad->variants[i].name;
        Symbol best = res_best_match_for_name(names, ad->nvariants, name);
        if (best) diag_suggest(dg, span, sym_str(best), APP_MAYBE_INCORRECT, "there is a variant with a similar name");
    }
    diag_emit(dg);
    tc_taint(fcx);
}

/* ---- helpers for labels and suggestions ---- */

const char *tc_snippet(FnCtxt *fcx, Span span) {
    const SourceFile *f = sm_file_at(fcx->dc->sm, span.lo);
    if (!f || span.hi < span.lo || span.hi - f->start > f->len) return "";
    return arena_strndup(fcx->arena, f->src + (span.lo - f->start), span.hi - span.lo);
}

Span tc_binding_span(FnCtxt *fcx, HirId binding) {
    uint64_t v;
    if (!hmap_get(&fcx->binding_spans, binding.i, &v)) return (Span){0, 0};
    return (Span){(uint32_t)(v >> 32), (uint32_t)v};
}

/* A definition's path as rustc prints it with trimming off: the module
 * path, from the crate name for extern crates, from nothing for the
 * local crate (`spine_core::PartialEq`). */
const char *tc_def_path_untrimmed(FnCtxt *fcx, DefId def) {
    const Resolver *r = ty_resolver(fcx->tcx);
    const DefData *d = res_def(r, def);
    if (!d) return "";
    const char *out = sym_str(d->name);
    for (DefId p = d->parent; p.i;) {
        const DefData *pd = res_def(r, p);
        if (!pd) break;
        if (!pd->parent.i) {
            if (pd->krate != LOCAL_CRATE)
                out = arena_sprintf(fcx->arena, "%s::%s", sym_str(res_crate_name(r, pd->krate)), out);
            break;
        }
        if (pd->name) out = arena_sprintf(fcx->arena, "%s::%s", sym_str(pd->name), out);
        p = pd->parent;
    }
    return out;
}

/* The declaration of the generic parameter a TYK_PARAM type names, as seen
 * from the body owner, or NULL (e.g. `impl Trait` in argument position). */
static const GenericParam *param_decl(FnCtxt *fcx, TyId param) {
    const TyData *pd = tc_get(fcx, tc_resolve(fcx, param));
    if (pd->kind != TYK_PARAM) return NULL;
    DefId def = fcx->owner;
    for (int guard = 0; def.i && guard < 64; guard++) {
        const TyGenerics *g = ty_generics_of(fcx->tcx, def);
        if (!g) return NULL;
        if (pd->param.index >= g->parent_count) {
            for (uint32_t i = 0; i < g->nparams; i++) {
                if (g->params[i].index != pd->param.index) continue;
                const DefData *dd = res_def(ty_resolver(fcx->tcx), g->params[i].def);
                return dd && dd->kind == DEF_TY_PARAM ? dd->ast : NULL;
            }
            return NULL;
        }
        def = g->parent;
    }
    return NULL;
}

/* rustc's suggest_constraining_type_param for a parameter declared in a
 * generic list: `T` -> `T: Bound` under `msg` (NULL: "consider restricting
 * type parameter `T`"), `T: A` -> `T: A + Bound` ("consider further
 * restricting this bound"). Returns false when it has nothing to say. */
bool tc_suggest_restrict_param(FnCtxt *fcx, Diag *dg, TyId param, const char *bound, const char *msg) {
    const GenericParam *gp = param_decl(fcx, param);
    if (!gp || gp->kind != GP_TYPE) return false;
    DiagSuggestion *sg;
    if (gp->bounds.len == 0) {
        sg = diag_suggestion(dg, SUGG_SHOW_ALWAYS, APP_MAYBE_INCORRECT, "%s",
                             msg ? msg : arena_sprintf(fcx->arena, "consider restricting type parameter `%s`",
                                                       sym_str(gp->ident.name)));
        uint32_t at = gp->ident.span.hi;
        diag_sugg_part(sg, (Span){at, at}, arena_sprintf(fcx->arena, ": %s", bound));
    } else {
        sg = diag_suggestion(dg, SUGG_SHOW_ALWAYS, APP_MAYBE_INCORRECT, "%s",
                             msg ? msg : "consider further restricting this bound");
        uint32_t at = gp->bounds.data[gp->bounds.len - 1].span.hi;
        diag_sugg_part(sg, (Span){at, at}, arena_sprintf(fcx->arena, " + %s", bound));
    }
    return true;
}

/* rustc's guess_head_span of a definition: its span up to the first `{`
 * (`struct P`, `enum E<T>`), trailing whitespace dropped; the whole span
 * when there is no brace (`struct P;`). */
Span tc_def_head_span(FnCtxt *fcx, DefId def) {
    const DefData *d = res_def(ty_resolver(fcx->tcx), def);
    if (!d) return (Span){0, 0};
    const char *src = tc_snippet(fcx, d->span);
    const char *brace = strchr(src, '{');
    if (!brace) return d->span;
    uint32_t n = (uint32_t)(brace - src);
    while (n > 0 && (src[n - 1] == ' ' || src[n - 1] == '\t' || src[n - 1] == '\n' || src[n - 1] == '\r')) n--;
    return (Span){d->span.lo, d->span.lo + n};
}

Span tc_def_ident_span(FnCtxt *fcx, DefId def) {
    const DefData *d = res_def(ty_resolver(fcx->tcx), def);
    if (!d) return (Span){0, 0};
    switch (d->kind) {
    case DEF_FN:
    case DEF_ASSOC_FN:
    case DEF_STRUCT:
    case DEF_ENUM:
    case DEF_UNION:
    case DEF_TRAIT:
    case DEF_CONST:
    case DEF_STATIC:
        if (d->ast && ((const Item *)d->ast)->ident.name) return ((const Item *)d->ast)->ident.span;
        break;
    default: break;
    }
    if (!d->ast && !span_is_dummy(d->ident_span)) return d->ident_span;   /* read from metadata */
    return d->span;
}

/* Levenshtein distance, for "a field with a similar name exists". */
static uint32_t lev(const char *a, const char *b) {
    size_t la = strlen(a), lb = strlen(b);
    if (la > 64 || lb > 64) return UINT32_MAX;
    uint32_t row[65];
    for (size_t j = 0; j <= lb; j++) row[j] = (uint32_t)j;
    for (size_t i = 1; i <= la; i++) {
        uint32_t prev = row[0];
        row[0] = (uint32_t)i;
        for (size_t j = 1; j <= lb; j++) {
            uint32_t cur = row[j];
            uint32_t sub = prev + (a[i - 1] != b[j - 1]);
            uint32_t m = row[j] + 1 < row[j - 1] + 1 ? row[j] + 1 : row[j - 1] + 1;
            row[j] = m < sub ? m : sub;
            prev = cur;
        }
    }
    return row[lb];
}

/* rustc's find_best_match_for_name: the candidate within distance
 * max(len/3, 1), the closest first. */
Symbol tc_best_match(Symbol name, const Symbol *cands, uint32_t n) {
    const char *s = sym_str(name);
    size_t len = strlen(s);
    uint32_t maxd = len / 3 > 1 ? (uint32_t)(len / 3) : 1;
    Symbol best = 0;
    uint32_t bestd = UINT32_MAX;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t d = lev(s, sym_str(cands[i]));
        if (d <= maxd && d < bestd) {
            best = cands[i];
            bestd = d;
        }
    }
    return best;
}

/* ---- E0282 in rustc's forms ---- */

typedef struct NameVars {
    FnCtxt *fcx;
    uint32_t nnamed;          /* distinct named variables met */
    Symbol first;
    uint32_t nanon;
} NameVars;

static TyId name_vars_fold(void *arg, TyId t) {
    NameVars *nv = arg;
    FnCtxt *fcx = nv->fcx;
    const TyData *d = ty_get(fcx->tcx, t);
    if (!(d->flags & TYF_HAS_INFER)) return t;
    if (d->kind == TYK_INFER) {
        uint64_t s;
        if (d->sub == INFER_TY && hmap_get(&fcx->var_names, t.i, &s)) {
            if (!nv->nnamed++) nv->first = (Symbol)s;
            return ty_param(fcx->tcx, 0, (Symbol)s);
        }
        nv->nanon++;
        return d->sub == INFER_TY ? ty_param(fcx->tcx, 0, sym_cstr("_")) : t;
    }
    return infer_map_components(fcx->tcx, t, name_vars_fold, arg);
}

static bool report_let(FnCtxt *fcx, const HirLocal *l, bool must_be_known) {
    const HirPat *p = l->pat;
    TyId t = tc_resolve(fcx, tc_node_ty(fcx, p->id));
    if (!(ty_get(fcx->tcx, t)->flags & TYF_HAS_INFER)) return false;
    bool bare = ty_kind(fcx->tcx, t) == TYK_INFER;
    NameVars nv = {fcx, 0, 0, 0};
    TyId shown = bare ? t : name_vars_fold(&nv, t);
    Diag *d;
    if (bare) d = diag_error(fcx->dc, DC_E0282, p->span, "type annotations needed");
    else d = diag_error(fcx->dc, DC_E0282, p->span, "type annotations needed for `%s`", ty_to_string(fcx->tcx, shown));
    if (must_be_known) diag_note(d, "type must be known at this point");
    if (p->kind == HPAT_BINDING && !p->binding.sub) {
        const char *name = sym_str(p->binding.ident.name);
        DiagSuggestion *s;
        if (bare)
            s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS, "consider giving `%s` an explicit type", name);
        else if (nv.nnamed == 1 && !nv.nanon)
            s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS,
                                "consider giving `%s` an explicit type, where the type for type parameter `%s` is specified",
                                name, sym_str(nv.first));
        else
            s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS,
                                "consider giving `%s` an explicit type, where the placeholders `_` are specified", name);
        diag_sugg_part(s, (Span){p->span.hi, p->span.hi},
                       arena_sprintf(fcx->arena, ": %s", bare ? "_" : ty_to_string(fcx->tcx, shown)));
    }
    diag_emit(d);
    return true;
}

static bool report_path(FnCtxt *fcx, const HirExpr *e) {
    ArgsId a = infer_resolve_args(fcx->icx, fcx->r->node_args[e->id.i]);
    uint32_t n = ty_args_len(fcx->tcx, a);
    int first = -1;
    for (uint32_t i = 0; i < n; i++)
        if (ty_kind(fcx->tcx, ty_args(fcx->tcx, a)[i]) == TYK_INFER && first < 0) first = (int)i;
    if (first < 0) return false;
    const TyData *td = ty_get(fcx->tcx, tc_resolve(fcx, tc_node_ty(fcx, e->id)));
    DefId def = td->kind == TYK_FN_DEF ? td->adt.def : (DefId){0};
    if (!def.i) return false;
    uint64_t s = 0;
    hmap_get(&fcx->var_names, ty_args(fcx->tcx, fcx->r->node_args[e->id.i])[first].i, &s);
    const DefData *dd = res_def(ty_resolver(fcx->tcx), def);
    Diag *d = diag_error(fcx->dc, DC_E0282, e->span, "type annotations needed");
    diag_label(d, e->span, true, "cannot infer type of the type parameter `%s` declared on the %s `%s`",
               s ? sym_str((Symbol)s) : "_", dd->kind == DEF_ASSOC_FN ? "associated function" : "function", sym_str(dd->name));
    /* `id::<T>()`: the function's own parameters, named */
    const TyGenerics *g = ty_generics_of(fcx->tcx, def);
    if (g && g->nparams && e->qpath.kind == QPATH_RESOLVED) {
        StrBuf sb = {0};
        sb_puts(&sb, "::<");
        for (uint32_t i = 0; i < g->nparams; i++) sb_printf(&sb, "%s%s", i ? ", " : "", sym_str(g->params[i].name));
        sb_puts(&sb, ">");
        DiagSuggestion *sg = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS, "consider specifying the generic argument%s",
                                             g->nparams == 1 ? "" : "s");
        diag_sugg_part(sg, (Span){e->span.hi, e->span.hi}, sb_cstr(&sb));
        sb_free(&sb);
    }
    diag_emit(d);
    return true;
}

bool tc_report_unresolved(FnCtxt *fcx) {
    for (uint32_t i = 0; i < fcx->lets.len; i++)
        if (report_let(fcx, fcx->lets.data[i], false)) return true;
    for (uint32_t i = 0; i < fcx->value_paths.len; i++)
        if (report_path(fcx, fcx->value_paths.data[i])) return true;
    return false;
}

typedef struct VarSeek {
    TyCtxt *tcx;
    TyId var;
    bool found;
} VarSeek;

static TyId var_seek(void *arg, TyId t) {
    VarSeek *vs = arg;
    if (vs->found || ty_eq(t, vs->var)) {
        vs->found = true;
        return t;
    }
    return infer_map_components(vs->tcx, t, var_seek, arg);
}

/* E0282 for a variable whose type must be known here (a method call's
 * receiver, a field access): at the `let` that holds it when there is one. */
void tc_report_var(FnCtxt *fcx, TyId var, Span span) {
    for (uint32_t i = 0; i < fcx->lets.len; i++) {
        TyId t = tc_resolve(fcx, tc_node_ty(fcx, fcx->lets.data[i]->pat->id));
        VarSeek vs = {fcx->tcx, var, ty_eq(t, var)};
        if (!vs.found) infer_map_components(fcx->tcx, t, var_seek, &vs);
        if (vs.found && report_let(fcx, fcx->lets.data[i], true)) return;
    }
    /* a closure parameter whose type is the unknown one */
    for (uint32_t i = 0; i < fcx->closure_params.len; i++) {
        const HirParam *cp = fcx->closure_params.data[i];
        TyId t = tc_resolve(fcx, tc_node_ty(fcx, cp->pat->id));
        if (!ty_eq(t, tc_resolve(fcx, var))) continue;
        Diag *d = diag_error(fcx->dc, DC_E0282, cp->pat->span, "type annotations needed");
        diag_note(d, "type must be known at this point");
        DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS,
                                            "consider giving this closure parameter an explicit type");
        diag_sugg_part(s, (Span){cp->pat->span.hi, cp->pat->span.hi}, ": _");
        diag_emit(d);
        tc_taint(fcx);
        return;
    }
    Diag *d = diag_error(fcx->dc, DC_E0282, span, "type annotations needed");
    diag_note(d, "type must be known at this point");
    diag_emit(d);
    tc_taint(fcx);
}
