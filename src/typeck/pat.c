/* pat.c — checking patterns, with default binding modes (RFC 2005).
 *
 * Takes: a HIR pattern and the type it matches. Gives: each pattern's
 * type (after the implicit dereferences, which go to pat_adjustments,
 * outermost first), each binding's mode and local type, field indices of
 * struct patterns, and E0308 / E0023 / E0026 / E0027 with rustc's words.
 */
#include "tc_priv.h"

#include <string.h>

typedef struct PatTop {
    Span origin;              /* the scrutinee / initializer, for "this expression has type" */
    bool has_origin;
    TyId top_ty;              /* its type */
} PatTop;

static void check_pat(FnCtxt *fcx, const HirPat *p, TyId expected, BindingMode def_bm, const PatTop *top);

static void pat_mismatch(FnCtxt *fcx, Span span, TyId expected, TyId found, const PatTop *top) {
    if (tc_is_error(fcx, expected) || tc_is_error(fcx, found)) return;
    TyId re = tc_resolve(fcx, expected), rf = tc_resolve(fcx, found);
    Diag *d = diag_error(fcx->dc, DC_E0308, span, "mismatched types");
    if (top->has_origin) diag_label(d, top->origin, false, "this expression has type `%s`", tc_ty_str(fcx, top->top_ty));
    tc_mismatch_label(fcx, d, span, re, rf);
    diag_emit(d);
    tc_taint(fcx);
}

static void demand_eq(FnCtxt *fcx, Span span, TyId expected, TyId found, const PatTop *top) {
    if (!infer_unify(fcx->icx, expected, found)) pat_mismatch(fcx, span, expected, found, top);
}

/* Does the pattern peel references off the expected type? */
static bool pat_peels(FnCtxt *fcx, const HirPat *p) {
    switch (p->kind) {
    case HPAT_STRUCT:
    case HPAT_TUPLE_STRUCT:
    case HPAT_TUPLE:
    case HPAT_BOX:
    case HPAT_RANGE:
    case HPAT_SLICE: return true;
    case HPAT_PATH: {
        /* rustc resolves the path first: a type-relative path to a const
         * (`i32::CONST_REF`, of a reference type maybe) does not peel
         * either (check_path_pat reads the resolution back) */
        Res r = p->qpath.kind == QPATH_RESOLVED      ? p->qpath.path->res
                : p->qpath.kind == QPATH_TYPE_RELATIVE ? tc_qpath_res(fcx, &p->qpath, p->id, p->span, NULL)
                                                       : (Res){0};
        if (r.kind == RES_DEF) {
            DefKind k = (DefKind)res_def(ty_resolver(fcx->tcx), r.def)->kind;
            if (k == DEF_CONST || k == DEF_ASSOC_CONST) return false;
        }
        return true;
    }
    case HPAT_LIT: {
        const HirExpr *l = p->lit;
        if (l->kind == HEXPR_LIT && (l->lit.kind == HLIT_STR || l->lit.kind == HLIT_BYTE_STR)) return false;
        if (l->kind == HEXPR_PATH) return false;
        return true;
    }
    default: return false;
    }
}

static void record_pat_adj(FnCtxt *fcx, HirId id, const Adjustment *a, uint32_t n) {
    if (!n || id.i >= fcx->r->nids) return;
    Adjustments *pa = &fcx->r->pat_adjustments[id.i];
    pa->steps = arena_memdup(fcx->arena, a, n * sizeof *a, _Alignof(Adjustment));
    pa->n = n;
}

/* ---- bindings of or-patterns: alternatives share their bindings' types ---- */

typedef struct BindingList {
    VEC(const HirPat *) pats;
} BindingList;

static void collect_bindings(const HirPat *p, BindingList *bl) {
    if (!p) return;
    switch (p->kind) {
    case HPAT_BINDING:
        vec_push(&bl->pats, p);
        collect_bindings(p->binding.sub, bl);
        break;
    case HPAT_STRUCT:
        for (uint32_t i = 0; i < p->strukt.nfields; i++) collect_bindings(p->strukt.fields[i].pat, bl);
        break;
    case HPAT_TUPLE_STRUCT:
        for (uint32_t i = 0; i < p->tuple_struct.npats; i++) collect_bindings(p->tuple_struct.pats[i], bl);
        break;
    case HPAT_TUPLE:
        for (uint32_t i = 0; i < p->tuple.npats; i++) collect_bindings(p->tuple.pats[i], bl);
        break;
    case HPAT_BOX: collect_bindings(p->inner, bl); break;
    case HPAT_REF: collect_bindings(p->ref.pat, bl); break;
    case HPAT_SLICE:
        for (uint32_t i = 0; i < p->slice.nbefore; i++) collect_bindings(p->slice.before[i], bl);
        collect_bindings(p->slice.mid, bl);
        for (uint32_t i = 0; i < p->slice.nafter; i++) collect_bindings(p->slice.after[i], bl);
        break;
    case HPAT_OR:
        if (p->alts.nalts) collect_bindings(p->alts.alts[0], bl);
        break;
    default: break;
    }
}

static void unify_or_bindings(FnCtxt *fcx, const HirPat *p, const PatTop *top) {
    BindingList first = {0};
    collect_bindings(p->alts.alts[0], &first);
    for (uint32_t a = 1; a < p->alts.nalts; a++) {
        BindingList bl = {0};
        collect_bindings(p->alts.alts[a], &bl);
        for (uint32_t i = 0; i < bl.pats.len; i++) {
            const HirPat *b = bl.pats.data[i];
            for (uint32_t k = 0; k < first.pats.len; k++) {
                const HirPat *f = first.pats.data[k];
                if (f->binding.ident.name != b->binding.ident.name) continue;
                demand_eq(fcx, b->span, tc_node_ty(fcx, f->id), tc_node_ty(fcx, b->id), top);
                break;
            }
        }
        vec_free(&bl.pats);
    }
    vec_free(&first.pats);
}

/* ---- kinds ---- */

static TyId check_binding(FnCtxt *fcx, const HirPat *p, TyId expected, BindingMode def_bm, const PatTop *top) {
    BindingMode bm;
    if (p->binding.by_ref) bm = p->binding.mutbl ? BM_BY_REF_MUT : BM_BY_REF;
    else if (p->binding.mutbl) bm = BM_BY_VALUE;
    else bm = def_bm;
    fcx->r->binding_modes[p->id.i] = (uint8_t)bm;
    hmap_put(&fcx->binding_spans, p->id.i, (uint64_t)p->binding.ident.span.lo << 32 | p->binding.ident.span.hi);
    TyId local = expected;
    if (bm == BM_BY_REF) local = ty_ref(fcx->tcx, expected, false);
    else if (bm == BM_BY_REF_MUT) local = ty_ref(fcx->tcx, expected, true);
    tc_write_ty(fcx, p->id, local);
    if (p->binding.sub) check_pat(fcx, p->binding.sub, expected, def_bm, top);
    return expected;
}

static TyId check_lit_pat(FnCtxt *fcx, const HirPat *p, TyId expected, const PatTop *top) {
    const HirExpr *l = p->lit;
    TyId t = tc_check_expr(fcx, l, expect_has(expected));
    /* b"..." matches &[u8] too */
    if (l->kind == HEXPR_LIT && l->lit.kind == HLIT_BYTE_STR) {
        TyId ex = tc_shallow(fcx, tc_resolve_with_obligations(fcx, expected));   /* `&buf[0..3]`: a projection's var */
        const TyData *d = tc_get(fcx, ex);
        if (d->kind == TYK_REF && tc_kind(fcx, d->pointee) == TYK_SLICE) t = ty_ref(fcx->tcx, ty_slice(fcx->tcx, fcx->c->u8), false);
    }
    demand_eq(fcx, p->span, expected, t, top);
    return expected;
}

static TyId check_range_pat(FnCtxt *fcx, const HirPat *p, TyId expected, const PatTop *top) {
    const HirExpr *ends[2] = {p->range.lo, p->range.hi};
    for (int i = 0; i < 2; i++) {
        if (!ends[i]) continue;
        TyId t = tc_check_expr(fcx, ends[i], expect_has(expected));
        demand_eq(fcx, ends[i]->span, expected, t, top);
    }
    return expected;
}

static TyId check_path_pat(FnCtxt *fcx, const HirPat *p, TyId expected, const PatTop *top) {
    /* a type-relative path was resolved by pat_peels (an error reported
     * there when it did not resolve) */
    Res r = p->qpath.kind != QPATH_TYPE_RELATIVE ? tc_qpath_res(fcx, &p->qpath, p->id, p->span, NULL)
            : p->id.i < fcx->r->nids             ? fcx->r->type_relative_res[p->id.i]
                                                 : (Res){0};
    /* `Self` of a unit struct's impl is a pattern too (derives use it) */
    if (r.kind != RES_DEF && r.kind != RES_SELF_CTOR) {
        tc_taint(fcx);
        return fcx->c->error;
    }
    HirExpr fake = {0};
    fake.kind = HEXPR_PATH;
    fake.id = p->id;
    fake.span = p->span;
    fake.qpath = p->qpath;
    TyId t = tc_check_path_expr(fcx, &fake, EXPECT_NONE);
    if (tc_kind(fcx, t) == TYK_FN_DEF) {
        const char *what = r.kind == RES_SELF_CTOR ? "self constructor" : res_def_descr(ty_resolver(fcx->tcx), r.def);
        Diag *d = diag_error(fcx->dc, DC_E0532, p->span, "expected unit struct, unit variant or constant, found %s", what);
        diag_emit(d);
        tc_taint(fcx);
        return fcx->c->error;
    }
    demand_eq(fcx, p->span, expected, t, top);
    return expected;
}

static uint32_t adt_variant_nfields(FnCtxt *fcx, TyId adt, uint32_t v) {
    const AdtDef *ad = ty_adt_def(fcx->tcx, tc_get(fcx, adt)->adt.def);
    return ad->variants[v].nfields;
}

static TyId check_tuple_struct_pat(FnCtxt *fcx, const HirPat *p, TyId expected, BindingMode def_bm,
                                   const PatTop *top) {
    TyId self_ty = {0};
    Res r = tc_qpath_res(fcx, &p->tuple_struct.qpath, p->id, p->span, &self_ty);
    TyId adt_ty = {0};
    uint32_t vi = 0;
    bool ok = false;
    DefId vdef = r.kind == RES_DEF ? r.def : (DefId){0};
    if (vdef.i && res_def(ty_resolver(fcx->tcx), vdef)->kind == DEF_CTOR) vdef = res_def(ty_resolver(fcx->tcx), vdef)->parent;
    if (vdef.i && p->tuple_struct.qpath.kind == QPATH_TYPE_RELATIVE && self_ty.i &&
        res_def(ty_resolver(fcx->tcx), vdef)->kind == DEF_VARIANT && tc_kind(fcx, tc_shallow(fcx, self_ty)) == TYK_ADT) {
        /* `Alias::Variant(..)`: the self type lowered once (its inferred
         * args are the ones the path's resolution recorded) */
        adt_ty = tc_shallow(fcx, self_ty);
        vi = ty_variant_index(fcx->tcx, vdef);
        ok = true;
    } else if (r.kind == RES_DEF) {
        ok = tc_resolve_struct_path(fcx, &p->tuple_struct.qpath, p->id, p->span, &adt_ty, &vi);
        if (ok && p->tuple_struct.qpath.kind == QPATH_TYPE_RELATIVE) ok = true;
    } else if (r.kind == RES_SELF_CTOR) {
        ok = true;
        adt_ty = ty_type_of(fcx->tcx, r.def);
        ok = tc_kind(fcx, adt_ty) == TYK_ADT;
    }
    if (!ok) {
        for (uint32_t i = 0; i < p->tuple_struct.npats; i++) check_pat(fcx, p->tuple_struct.pats[i], fcx->c->error, def_bm, top);
        tc_taint(fcx);
        return fcx->c->error;
    }
    demand_eq(fcx, p->span, expected, adt_ty, top);
    uint32_t nf = adt_variant_nfields(fcx, adt_ty, vi);
    uint32_t np = p->tuple_struct.npats;
    int32_t dd = p->tuple_struct.dotdot;
    if ((dd < 0 && np != nf) || (dd >= 0 && np > nf)) {
        const AdtDef *ad = ty_adt_def(fcx->tcx, tc_get(fcx, adt_ty)->adt.def);
        const char *what = ad->kind == ADT_ENUM ? "variant" : "struct";
        Span sp = np ? (Span){p->tuple_struct.pats[0]->span.lo, p->tuple_struct.pats[np - 1]->span.hi} : p->span;
        Diag *d = diag_error(fcx->dc, DC_E0023, sp, "this pattern has %u field%s, but the corresponding tuple %s has %u field%s",
                             np, np == 1 ? "" : "s", what, nf, nf == 1 ? "" : "s");
        const HirItem *it = hir_item(ty_hir(fcx->tcx), ad->def);
        if (it && (it->kind == HITEM_STRUCT || it->kind == HITEM_ENUM) && vi < it->adt.nvariants) {
            const HirVariant *hv = &it->adt.variants[vi];
            for (uint32_t i = 0; i < hv->nfields; i++) {
                if (i + 1 == hv->nfields)
                    diag_label(d, hv->fields[i].span, false, "tuple %s has %u field%s", what, nf, nf == 1 ? "" : "s");
                else
                    diag_label(d, hv->fields[i].span, false, NULL);
            }
        }
        diag_label(d, sp, true, "expected %u field%s, found %u", nf, nf == 1 ? "" : "s", np);
        if (np && np < nf && dd < 0) {
            DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MAYBE_INCORRECT,
                                                "use `_` to explicitly ignore each field");
            StrBuf sb = {0};
            for (uint32_t i = np; i < nf; i++) sb_puts(&sb, ", _");
            diag_sugg_part(s, (Span){sp.hi, sp.hi}, sb_cstr(&sb));
            sb_free(&sb);
        }
        diag_emit(d);
        tc_taint(fcx);
        for (uint32_t i = 0; i < np; i++) check_pat(fcx, p->tuple_struct.pats[i], fcx->c->error, def_bm, top);
        return adt_ty;
    }
    for (uint32_t i = 0; i < np; i++) {
        uint32_t fi = (dd >= 0 && i >= (uint32_t)dd) ? i + (nf - np) : i;
        TyId ft = tc_normalize(fcx, ty_field_ty(fcx->tcx, tc_resolve(fcx, adt_ty), vi, fi), p->span);
        check_pat(fcx, p->tuple_struct.pats[i], ft, def_bm, top);
    }
    return adt_ty;
}

static TyId check_struct_pat(FnCtxt *fcx, const HirPat *p, TyId expected, BindingMode def_bm, const PatTop *top) {
    TyId adt_ty;
    uint32_t vi;
    if (!tc_resolve_struct_path(fcx, &p->strukt.qpath, p->id, p->span, &adt_ty, &vi)) {
        for (uint32_t i = 0; i < p->strukt.nfields; i++) check_pat(fcx, p->strukt.fields[i].pat, fcx->c->error, def_bm, top);
        tc_taint(fcx);
        return fcx->c->error;
    }
    demand_eq(fcx, p->span, expected, adt_ty, top);
    const AdtDef *ad = ty_adt_def(fcx->tcx, tc_get(fcx, adt_ty)->adt.def);
    const VariantDef *v = &ad->variants[vi];
    bool *seen = ARENA_ARRAY(fcx->arena, bool, v->nfields + 1);
    for (uint32_t i = 0; i < p->strukt.nfields; i++) {
        const HirPatField *f = &p->strukt.fields[i];
        uint32_t idx = UINT32_MAX;
        for (uint32_t k = 0; k < v->nfields; k++)
            if (v->fields[k].name == f->ident.name) idx = k;
        if (idx == UINT32_MAX) {
            const char *vn = sym_str(ad->kind == ADT_ENUM ? v->name : res_def(ty_resolver(fcx->tcx), ad->def)->name);
            Diag *d = diag_error(fcx->dc, DC_E0026, f->ident.span, "%s `%s` does not have a field named `%s`",
                                 ad->kind == ADT_ENUM ? "variant" : "struct", vn, sym_str(f->ident.name));
            diag_label(d, f->ident.span, true, "%s `%s` does not have this field",
                       ad->kind == ADT_ENUM ? "variant" : "struct", vn);
            diag_emit(d);
            tc_taint(fcx);
            check_pat(fcx, f->pat, fcx->c->error, def_bm, top);
            continue;
        }
        seen[idx] = true;
        fcx->r->field_indices[f->id.i] = idx;
        TyId ft = tc_normalize(fcx, ty_field_ty(fcx->tcx, tc_resolve(fcx, adt_ty), vi, idx), f->span);
        tc_write_ty(fcx, f->id, ft);
        check_pat(fcx, f->pat, ft, def_bm, top);
    }
    if (!p->strukt.rest && ad->kind != ADT_UNION) {
        StrBuf sb = {0};
        uint32_t n = 0, total = 0;
        for (uint32_t k = 0; k < v->nfields; k++) total += !seen[k];
        for (uint32_t k = 0; k < v->nfields; k++) {
            if (seen[k]) continue;
            const char *sep = n == 0 ? "" : (n + 1 == total ? " and " : ", ");
            sb_printf(&sb, "%s`%s`", sep, sym_str(v->fields[k].name));
            n++;
        }
        if (n) {
            Diag *d = diag_error(fcx->dc, DC_E0027, p->span, "pattern does not mention field%s %s", n == 1 ? "" : "s",
                                 sb_cstr(&sb));
            diag_label(d, p->span, true, "missing field%s %s", n == 1 ? "" : "s", sb_cstr(&sb));
            if (p->strukt.nfields) {
                Span tail = {p->strukt.fields[p->strukt.nfields - 1].span.hi, p->span.hi};
                StrBuf names = {0};
                sb_puts(&names, ", ");
                uint32_t k2 = 0;
                for (uint32_t k = 0; k < v->nfields; k++)
                    if (!seen[k]) sb_printf(&names, "%s%s", k2++ ? ", " : "", sym_str(v->fields[k].name));
                sb_puts(&names, " }");
                DiagSuggestion *s1 = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS, "include the missing field%s in the pattern",
                                                     n == 1 ? "" : "s");
                diag_sugg_part(s1, tail, sb_cstr(&names));
                DiagSuggestion *s2 = diag_suggestion(
                    d, SUGG_SHOW_ALWAYS, APP_MACHINE_APPLICABLE, "%s",
                    n == 1 ? "if you don't care about this missing field, you can explicitly ignore it"
                           : "if you don't care about these missing fields, you can explicitly ignore them");
                diag_sugg_part(s2, tail, ", .. }");
                sb_free(&names);
            }
            diag_emit(d);
            tc_taint(fcx);
        }
        sb_free(&sb);
    }
    return adt_ty;
}

static TyId check_tuple_pat(FnCtxt *fcx, const HirPat *p, TyId expected, BindingMode def_bm, const PatTop *top) {
    uint32_t np = p->tuple.npats;
    int32_t dd = p->tuple.dotdot;
    TyId ex = tc_shallow(fcx, expected);
    const TyData *d = tc_get(fcx, ex);
    uint32_t n = np;
    if (d->kind == TYK_TUPLE && dd >= 0) n = ty_args_len(fcx->tcx, d->tuple);
    if (n < np) n = np;
    TyId *tys = xmalloc((n ? n : 1) * sizeof(TyId));
    for (uint32_t i = 0; i < n; i++) tys[i] = tc_new_var(fcx, p->span);
    TyId tup = ty_tuple(fcx->tcx, tys, n);
    free(tys);
    if (!infer_unify(fcx->icx, ex, tup)) {
        pat_mismatch(fcx, p->span, ex, tup, top);
        for (uint32_t i = 0; i < np; i++) check_pat(fcx, p->tuple.pats[i], fcx->c->error, def_bm, top);
        return fcx->c->error;
    }
    const TyId *el = ty_args(fcx->tcx, tc_get(fcx, tup)->tuple);
    for (uint32_t i = 0; i < np; i++) {
        uint32_t fi = (dd >= 0 && i >= (uint32_t)dd) ? i + (n - np) : i;
        check_pat(fcx, p->tuple.pats[i], el[fi], def_bm, top);
    }
    return tup;
}

static TyId check_ref_pat(FnCtxt *fcx, const HirPat *p, TyId expected, const PatTop *top) {
    TyId ex = tc_shallow(fcx, expected);
    const TyData *d = tc_get(fcx, ex);
    TyId inner;
    if (d->kind == TYK_REF && d->mutbl == p->ref.mutbl) {
        inner = d->pointee;
    } else {
        inner = tc_new_var(fcx, p->span);
        TyId r = ty_ref(fcx->tcx, inner, p->ref.mutbl);
        if (!infer_unify(fcx->icx, ex, r)) {
            pat_mismatch(fcx, p->span, ex, r, top);
            inner = fcx->c->error;
        }
    }
    check_pat(fcx, p->ref.pat, inner, BM_BY_VALUE, top);
    return expected;
}

static TyId check_box_pat(FnCtxt *fcx, const HirPat *p, TyId expected, BindingMode def_bm, const PatTop *top) {
    TyId ex = tc_shallow(fcx, expected);
    const TyData *d = tc_get(fcx, ex);
    DefId box = tc_lang(fcx, LANG_OWNED_BOX);
    TyId inner = fcx->c->error;
    if (d->kind == TYK_ADT && def_eq(d->adt.def, box)) inner = ty_args(fcx->tcx, d->adt.args)[0];
    else if (!tc_is_error(fcx, ex)) pat_mismatch(fcx, p->span, ex, ex, top);
    check_pat(fcx, p->inner, inner, def_bm, top);
    return expected;
}

static TyId check_slice_pat(FnCtxt *fcx, const HirPat *p, TyId expected, BindingMode def_bm, const PatTop *top) {
    TyId ex = tc_structurally_resolve(fcx, expected, p->span);
    const TyData *d = tc_get(fcx, ex);
    TyId elem = fcx->c->error, mid_ty = fcx->c->error;
    uint32_t fixed = p->slice.nbefore + p->slice.nafter;
    /* rustc's check_array_pat_len: an array of unknown length (an
     * inference variable: `for &[a, b, c] in v.array_chunks()`) takes the
     * length of a pattern without `..` */
    if (d->kind == TYK_ARRAY && d->array.len == ARRAY_LEN_PARAM && d->array.len_param == UINT32_MAX && !p->slice.mid) {
        TyId fixed_ty = ty_array(fcx->tcx, d->array.elem, fixed);
        if (infer_unify(fcx->icx, ex, fixed_ty)) {
            ex = fixed_ty;
            d = tc_get(fcx, ex);
        }
    }
    if (d->kind == TYK_ARRAY && d->array.len == ARRAY_LEN_PARAM) {
        /* a length that is not known here (a const parameter): a pattern
         * without `..` must have the array's type, one with `..` is E0730 */
        elem = d->array.elem;
        if (p->slice.mid) {
            diag_emit(diag_error(fcx->dc, DC_E0730, p->span, "cannot pattern-match on an array without a fixed length"));
            tc_taint(fcx);
        } else {
            tc_err_mismatch(fcx, p->span, ty_array(fcx->tcx, elem, fixed), ex, (Span){0, 0});
            tc_taint(fcx);
        }
    } else if (d->kind == TYK_ARRAY) {
        elem = d->array.elem;
        if (!p->slice.mid && d->array.len != fixed) {
            Diag *dg = diag_error(fcx->dc, DC_E0527, p->span, "pattern requires %u element%s but array has %llu", fixed,
                                  fixed == 1 ? "" : "s", (unsigned long long)d->array.len);
            diag_label(dg, p->span, true, "expected %llu element%s", (unsigned long long)d->array.len,
                       d->array.len == 1 ? "" : "s");
            diag_emit(dg);
            tc_taint(fcx);
        }
        mid_ty = ty_array(fcx->tcx, elem, d->array.len >= fixed ? d->array.len - fixed : 0);
    } else if (d->kind == TYK_SLICE) {
        elem = d->elem;
        mid_ty = ex;
    } else if (!tc_is_error(fcx, ex)) {
        Diag *dg = diag_error(fcx->dc, DC_E0529, p->span, "expected an array or slice, found `%s`", tc_ty_str(fcx, ex));
        diag_label(dg, p->span, true, "pattern cannot match with input type `%s`", tc_ty_str(fcx, ex));
        diag_emit(dg);
        tc_taint(fcx);
    }
    for (uint32_t i = 0; i < p->slice.nbefore; i++) check_pat(fcx, p->slice.before[i], elem, def_bm, top);
    if (p->slice.mid) check_pat(fcx, p->slice.mid, mid_ty, def_bm, top);
    for (uint32_t i = 0; i < p->slice.nafter; i++) check_pat(fcx, p->slice.after[i], elem, def_bm, top);
    return ex;
}

static void check_pat(FnCtxt *fcx, const HirPat *p, TyId expected, BindingMode def_bm, const PatTop *top) {
    if (!p) return;
    Adjustment adj[8];
    uint32_t nadj = 0;
    if (pat_peels(fcx, p)) {
        /* an unknown expected type may be known once pending obligations
         * are processed (`for (a, b) in &v`: the item projection): rustc
         * resolves with obligations before peeling references */
        InferKind k;
        if (tc_is_var(fcx, tc_shallow(fcx, expected), &k) && k == INFER_TY) tc_select_where_possible(fcx);
        for (;;) {
            TyId ex = tc_shallow(fcx, expected);
            const TyData *d = tc_get(fcx, ex);
            if (d->kind != TYK_REF || nadj == 8) break;
            adj[nadj++] = (Adjustment){ADJ_DEREF, d->mutbl, {0}, ex};
            if (def_bm != BM_BY_REF) def_bm = d->mutbl ? BM_BY_REF_MUT : BM_BY_REF;
            expected = d->pointee;
        }
        record_pat_adj(fcx, p->id, adj, nadj);
    }
    TyId t = expected;
    switch (p->kind) {
    case HPAT_WILD: break;
    case HPAT_BINDING: check_binding(fcx, p, expected, def_bm, top); return;
    case HPAT_STRUCT: t = check_struct_pat(fcx, p, expected, def_bm, top); break;
    case HPAT_TUPLE_STRUCT: t = check_tuple_struct_pat(fcx, p, expected, def_bm, top); break;
    case HPAT_PATH: t = check_path_pat(fcx, p, expected, top); break;
    case HPAT_TUPLE: t = check_tuple_pat(fcx, p, expected, def_bm, top); break;
    case HPAT_BOX: t = check_box_pat(fcx, p, expected, def_bm, top); break;
    case HPAT_REF: t = check_ref_pat(fcx, p, expected, top); break;
    case HPAT_LIT: t = check_lit_pat(fcx, p, expected, top); break;
    case HPAT_RANGE: t = check_range_pat(fcx, p, expected, top); break;
    case HPAT_SLICE: t = check_slice_pat(fcx, p, expected, def_bm, top); break;
    case HPAT_OR:
        for (uint32_t i = 0; i < p->alts.nalts; i++) check_pat(fcx, p->alts.alts[i], expected, def_bm, top);
        if (p->alts.nalts > 1) unify_or_bindings(fcx, p, top);
        break;
    case HPAT_ERR:
    default: tc_taint(fcx); t = fcx->c->error; break;
    }
    tc_write_ty(fcx, p->id, t.i ? expected : fcx->c->error);
}

void tc_check_pat_top(FnCtxt *fcx, const HirPat *p, TyId expected, Span origin, bool has_origin) {
    PatTop top = {origin, has_origin, expected};
    check_pat(fcx, p, expected, BM_BY_VALUE, &top);
}
