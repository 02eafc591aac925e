/* expr.c — checking expressions, blocks and statements.
 *
 * Takes: HIR expressions with an expectation (tc_priv.h Expect). Gives:
 * their types in the working tables, coercions at coercion sites,
 * divergence (`!`), break/return typing, field access with autoderef,
 * struct expressions, tuples, arrays, literals. Paths, calls, methods,
 * operators, casts and closures have files of their own.
 */
#include "tc_priv.h"

#include <string.h>

/* ---- expectations ---- */

static TyId exp_to_option(FnCtxt *fcx, Expect ex) {
    if (ex.kind == EXP_NONE || !ex.ty.i) return (TyId){0};
    return tc_shallow(fcx, ex.ty);
}
static TyId exp_only_has_type(FnCtxt *fcx, Expect ex) {
    return ex.kind == EXP_HAS_TYPE ? tc_shallow(fcx, ex.ty) : (TyId){0};
}

/* ---- coercion sites ---- */

TyId tc_check_expr_coercible(FnCtxt *fcx, const HirExpr *e, TyId target) {
    TyId t = tc_check_expr(fcx, e, expect_has(target));
    if (!tc_coerce(fcx, e, t, target)) {
        tc_err_mismatch(fcx, e->span, target, t, (Span){0, 0});
        return target;
    }
    return target;
}

TyId tc_check_expr_has_type(FnCtxt *fcx, const HirExpr *e, TyId target) {
    TyId t = tc_check_expr(fcx, e, expect_has(target));
    if (tc_is_never(fcx, t)) {
        if (!tc_is_never(fcx, target)) tc_push_adj(fcx, e->id, (Adjustment){ADJ_NEVER_TO_ANY, false, {0}, target});
        return target;
    }
    if (!infer_unify(fcx->icx, t, target)) tc_err_mismatch(fcx, e->span, target, t, (Span){0, 0});
    return target;
}

/* The value of a fn body or `return e`: coerced to the return type; a
 * mismatch says so. */
void tc_check_return_value(FnCtxt *fcx, const HirExpr *e, bool is_body) {
    TyId t = tc_check_expr(fcx, e, expect_has(fcx->ret_ty));
    if (!tc_coerce(fcx, e, t, fcx->ret_ty)) {
        const HirExpr *at = e;
        if (is_body && e->kind == HEXPR_BLOCK && e->block.block->expr) at = e->block.block->expr;
        tc_err_mismatch(fcx, at->span, fcx->ret_ty, t, fcx->ret_span);
    }
}

/* As rustc's resolve_vars_with_obligations: a type with variables
 * anywhere in it (`&?T` from `x.as_ref()`) makes pending obligations be
 * selected first, so a method or field lookup sees what they decide. */
TyId tc_resolve_with_obligations(FnCtxt *fcx, TyId t) {
    TyId r = tc_resolve(fcx, t);
    if (!(ty_get(fcx->tcx, r)->flags & TYF_HAS_INFER)) return r;
    tc_select_where_possible(fcx);
    return tc_resolve(fcx, r);
}

TyId tc_structurally_resolve(FnCtxt *fcx, TyId t, Span span) {
    TyId s = tc_shallow(fcx, tc_resolve_with_obligations(fcx, t));
    InferKind k;
    if (tc_is_var(fcx, s, &k) && k == INFER_TY) {
        if (!fcx->tainted && fcx->dc->nerrors == fcx->errors_at_start) tc_report_var(fcx, s, span);
        tc_taint(fcx);
        infer_unify(fcx->icx, s, fcx->c->error);
        return fcx->c->error;
    }
    return s;
}

/* ---- autoderef ---- */

static DefId assoc_ty_named(FnCtxt *fcx, DefId trait, const char *name) {
    const AssocItems *items = ty_assoc_items(fcx->tcx, trait);
    Symbol s = sym_cstr(name);
    for (uint32_t i = 0; items && i < items->n; i++)
        if (items->items[i].name == s && items->items[i].kind == DEF_ASSOC_TY) return items->items[i].def;
    return (DefId){0};
}

TyId tc_autoderef_step(FnCtxt *fcx, TyId t, DefId *overloaded, bool raw_ptrs) {
    if (overloaded) *overloaded = (DefId){0};
    t = tc_shallow(fcx, t);
    const TyData *d = tc_get(fcx, t);
    switch (d->kind) {
    case TYK_REF: return d->pointee;
    case TYK_RAW_PTR: return raw_ptrs ? d->pointee : (TyId){0};
    case TYK_ADT: {
        const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
        if (ad && ad->lang == LANG_OWNED_BOX && ty_args_len(fcx->tcx, d->adt.args))
            return ty_args(fcx->tcx, d->adt.args)[0];
        break;
    }
    case TYK_INFER:
    case TYK_ERROR:
    case TYK_NEVER: return (TyId){0};
    default: break;
    }
    DefId deref = tc_lang(fcx, LANG_DEREF);
    if (!deref.i) return (TyId){0};
    if (d->kind == TYK_INT || d->kind == TYK_UINT || d->kind == TYK_FLOAT || d->kind == TYK_BOOL ||
        d->kind == TYK_CHAR)
        return (TyId){0};
    if (!ty_implements(fcx->tcx, fcx->icx, fcx->env, t, deref, NULL, 0)) return (TyId){0};
    DefId target = assoc_ty_named(fcx, deref, "Target");
    if (!target.i) return (TyId){0};
    TyId targs[1] = {t};
    TyId proj = ty_projection(fcx->tcx, target, ty_intern_args(fcx->tcx, targs, 1));
    TyId r = tc_normalize(fcx, proj, (Span){0, 0});
    if (overloaded) *overloaded = tc_trait_method(fcx, deref, "deref");
    return r;
}

/* May `self_ty: trait<more>` hold (an impl, maybe ambiguous)? Nothing
 * is unified. */
static bool trait_may_hold(FnCtxt *fcx, DefId trait, TyId self_ty, const TyId *more, uint32_t nmore) {
    if (!trait.i || tc_is_error(fcx, self_ty)) return true;
    TyId tys[4];
    if (nmore + 1 > 4 || ty_generics_count(fcx->tcx, trait) != nmore + 1) return true;
    tys[0] = self_ty;
    for (uint32_t i = 0; i < nmore; i++) tys[i + 1] = more[i];
    uint32_t snap = infer_snapshot(fcx->icx);
    Selection sel = ty_select(fcx->tcx, fcx->icx, fcx->env, (TraitRef){trait, ty_intern_args(fcx->tcx, tys, nmore + 1)});
    infer_rollback(fcx->icx, snap);
    return sel.kind != SEL_NONE;
}

/* E0596/E0594: a place used mutably through an overloaded deref or
 * index whose `_mut` trait does not hold (rustc's borrowck reports it,
 * after inference; its typeck keeps `Deref::deref`/`Index::index`). */
static void not_mut(FnCtxt *fcx, Span use, bool assign, bool index, TyId t) {
    NotMutPlace n = {use, t, assign, index};
    vec_push(&fcx->not_mut, n);
    tc_taint(fcx);
}

void tc_report_not_mut(FnCtxt *fcx) {
    for (uint32_t i = 0; i < fcx->not_mut.len; i++) {
        NotMutPlace *n = &fcx->not_mut.data[i];
        TyId t = tc_resolve(fcx, n->ty);
        if (tc_is_error(fcx, t)) continue;
        const char *ts = tc_ty_str(fcx, t), *what;
        const TyData *d = tc_get(fcx, t);
        const char *path = d->kind == TYK_ADT ? tc_def_path_untrimmed(fcx, d->adt.def) : "";
        size_t pl = strlen(path);
        if (n->index) what = arena_sprintf(fcx->arena, "an index of `%s`", ts);
        else if (pl >= 6 && !strcmp(path + pl - 6, "rc::Rc")) what = "an `Rc`";
        else if (pl >= 9 && !strcmp(path + pl - 9, "sync::Arc")) what = "an `Arc`";
        else what = arena_sprintf(fcx->arena, "dereference of `%s`", ts);
        Diag *dg = n->assign ? diag_error(fcx->dc, DC_E0594, n->use, "cannot assign to data in %s", what)
                             : diag_error(fcx->dc, DC_E0596, n->use, "cannot borrow data in %s as mutable", what);
        diag_label(dg, n->use, true, n->assign ? "cannot assign" : "cannot borrow as mutable");
        if (n->index)
            diag_help(dg, "trait `IndexMut` is required to modify indexed content, but it is not implemented for `%s`",
                      ts);
        else
            diag_help(dg,
                      "trait `DerefMut` is required to modify through a dereference, but it is not implemented for `%s`",
                      ts);
        diag_emit(dg);
    }
}

/* A place used mutably (`&mut p`, `p = v`, `p += v`, a `&mut self`
 * receiver): overloaded derefs and indexes on the way become their
 * `_mut` versions, as rustc's convert_place_derefs_to_mutable. Where the
 * `_mut` trait does not hold, E0596 (a borrow) or E0594 (an assignment)
 * at `use`, the span of the borrow or assignment. */
void tc_fixup_mut_place(FnCtxt *fcx, const HirExpr *e, Span use, bool assign) {
    TypeckResults *r = fcx->r;
    DefId deref_mut_trait = tc_lang(fcx, LANG_DEREF_MUT);
    DefId deref_mut = tc_trait_method(fcx, deref_mut_trait, "deref_mut");
    for (;;) {
        if (!e || e->id.i >= r->nids) return;
        Adjustments *a = &r->adjustments[e->id.i];
        /* the outermost deref first: rustc reports the place's last projection */
        for (uint32_t i = a->n; i-- > 0;) {
            if (a->steps[i].kind != ADJ_DEREF || !a->steps[i].deref_def.i || !deref_mut.i) continue;
            TyId src = i == 0 ? tc_node_ty(fcx, e->id) : a->steps[i - 1].target;
            if (!trait_may_hold(fcx, deref_mut_trait, src, NULL, 0)) {
                not_mut(fcx, use, assign, false, src);
                return;
            }
        }
        for (uint32_t i = 0; i < a->n; i++) {
            if (a->steps[i].kind == ADJ_DEREF && a->steps[i].deref_def.i && deref_mut.i) {
                a->steps[i].deref_def = deref_mut;
                a->steps[i].mutbl = true;
            }
        }
        switch (e->kind) {
        case HEXPR_FIELD: e = e->field.expr; break;
        case HEXPR_INDEX: {
            TypeDependentDef *td = &r->type_dependent[e->id.i];
            if (td->def.i) {
                DefId imt = tc_lang(fcx, LANG_INDEX_MUT);
                if (imt.i && ty_args_len(fcx->tcx, td->args) == 2) {
                    const TyId *ia = ty_args(fcx->tcx, td->args);
                    if (!trait_may_hold(fcx, imt, ia[0], ia + 1, 1)) {
                        not_mut(fcx, use, assign, true, ia[0]);
                        return;
                    }
                }
                DefId im = tc_trait_method(fcx, imt, "index_mut");
                if (im.i) td->def = im;
                Adjustments *ba = &r->adjustments[e->index.expr->id.i];
                for (uint32_t i = 0; i < ba->n; i++) {
                    if (ba->steps[i].kind == ADJ_BORROW) {
                        ba->steps[i].mutbl = true;
                        const TyData *td2 = ty_get(fcx->tcx, ba->steps[i].target);
                        if (td2->kind == TYK_REF) ba->steps[i].target = ty_ref(fcx->tcx, td2->pointee, true);
                    }
                }
            }
            e = e->index.expr;
            break;
        }
        case HEXPR_UNARY:
            if (e->unary.op != HUN_DEREF) return;
            if (r->type_dependent[e->id.i].def.i) {
                /* the operand's type before the autoref of the deref call */
                TyId src = tc_node_ty(fcx, e->unary.operand->id);
                const Adjustments *oa = &r->adjustments[e->unary.operand->id.i];
                uint32_t on = oa->n;
                if (on && oa->steps[on - 1].kind == ADJ_BORROW) on--;
                if (on) src = oa->steps[on - 1].target;
                if (!trait_may_hold(fcx, deref_mut_trait, src, NULL, 0)) {
                    not_mut(fcx, use, assign, false, src);
                    return;
                }
                if (deref_mut.i) r->type_dependent[e->id.i].def = deref_mut;
                e = e->unary.operand;
                break;
            }
            return;
        default: return;
        }
    }
}

/* ---- literals ---- */

static TyId check_lit(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    const HirLit *l = &e->lit;
    TyCtxt *tcx = fcx->tcx;
    switch (l->kind) {
    case HLIT_INT: {
        if (l->suffix) return ty_prim(tcx, (PrimTy)(l->suffix - 1));
        TyId o = exp_to_option(fcx, ex);
        if (o.i) {
            switch (ty_kind(tcx, o)) {
            case TYK_INT:
            case TYK_UINT: return o;
            case TYK_CHAR: return fcx->c->u8;
            case TYK_RAW_PTR:
            case TYK_FN_DEF:
            case TYK_FN_PTR: return fcx->c->usize;
            default: break;
            }
        }
        return infer_new_var_with_origin(fcx->icx, INFER_INT, e->span);
    }
    case HLIT_FLOAT: {
        if (l->suffix) return ty_prim(tcx, (PrimTy)(l->suffix - 1));
        TyId o = exp_to_option(fcx, ex);
        if (o.i && ty_kind(tcx, o) == TYK_FLOAT) return o;
        return infer_new_var_with_origin(fcx->icx, INFER_FLOAT, e->span);
    }
    case HLIT_BOOL: return fcx->c->bool_;
    case HLIT_CHAR: return fcx->c->char_;
    case HLIT_BYTE: return fcx->c->u8;
    case HLIT_STR: return ty_ref(tcx, fcx->c->str_, false);
    case HLIT_BYTE_STR: return ty_ref(tcx, ty_array(tcx, fcx->c->u8, l->len), false);
    default: tc_taint(fcx); return fcx->c->error;
    }
}

/* ---- blocks and statements ---- */

static BreakCtx *find_break(FnCtxt *fcx, HirId target) {
    for (uint32_t i = fcx->breaks.len; i-- > 0;)
        if (hir_id_eq(fcx->breaks.data[i].id, target)) return &fcx->breaks.data[i];
    return NULL;
}

/* The last statement `expr;` whose value would have matched: rustc's
 * "remove this semicolon" help. */
static void block_tail_mismatch(FnCtxt *fcx, const HirBlock *b, TyId expected) {
    Span sp = b->span;
    if (!span_is_dummy(fcx->ret_span) && fcx->body->value->kind == HEXPR_BLOCK &&
        fcx->body->value->block.block == b && ty_eq(expected, fcx->ret_ty)) {
        /* fn body without a tail: rustc points at the return type */
        Diag *d = diag_error(fcx->dc, DC_E0308, fcx->ret_span, "mismatched types");
        diag_label(d, tc_def_ident_span(fcx, fcx->owner), false,
                   "implicitly returns `()` as its body has no tail or `return` expression");
        diag_label(d, fcx->ret_span, true, "expected `%s`, found `()`", tc_ty_str(fcx, expected));
        if (b->nstmts && b->stmts[b->nstmts - 1].kind == HSTMT_SEMI) {
            const HirExpr *last = b->stmts[b->nstmts - 1].expr;
            TyId lt = tc_resolve(fcx, tc_node_ty(fcx, last->id));
            if (infer_can_unify(fcx->icx, lt, expected)) {
                Span semi = {last->span.hi, b->stmts[b->nstmts - 1].span.hi};
                diag_suggest(d, semi, "", APP_MACHINE_APPLICABLE, "remove this semicolon");
            }
        }
        diag_emit(d);
        tc_taint(fcx);
        return;
    }
    tc_err_mismatch(fcx, sp, expected, fcx->c->unit, (Span){0, 0});
}

TyId tc_check_block(FnCtxt *fcx, const HirBlock *b, Expect ex) {
    for (uint32_t i = 0; i < b->nstmts; i++) tc_check_stmt(fcx, &b->stmts[i]);
    TyId t;
    if (b->expr) {
        TyId want = exp_only_has_type(fcx, ex);
        if (want.i) {
            TyId et = tc_check_expr(fcx, b->expr, ex);
            if (!tc_coerce(fcx, b->expr, et, want))
                tc_err_mismatch(fcx, b->expr->span, want, et, b == fcx->ret_block ? fcx->ret_span : (Span){0, 0});
            t = want;
        } else {
            t = tc_check_expr(fcx, b->expr, ex);
        }
    } else if (fcx->diverges) {
        t = fcx->c->never;
    } else {
        t = fcx->c->unit;
        TyId want = exp_only_has_type(fcx, ex);
        if (want.i && !infer_unify(fcx->icx, want, t)) {
            if (!tc_is_error(fcx, want)) block_tail_mismatch(fcx, b, tc_resolve(fcx, want));
            t = want;
        }
    }
    tc_write_ty(fcx, b->id, t);
    return t;
}

bool tc_unsized_params_allowed(FnCtxt *fcx) {
    Resolver *r = ty_resolver(fcx->tcx);
    CrateNum k = res_def(r, fcx->owner)->krate;
    return res_crate_has_feature(r, k, sym_cstr("unsized_fn_params")) ||
           res_crate_has_feature(r, k, sym_cstr("unsized_locals"));
}

void tc_require_sized(FnCtxt *fcx, TyId t, Span span, Span ty_span, SizedWhy why) {
    SizedCheck c = {span, t, ty_span, why};
    vec_push(&fcx->sized_checks, c);
}

void tc_report_unsized(FnCtxt *fcx) {
    TyCtxt *tcx = fcx->tcx;
    for (uint32_t i = 0; i < fcx->sized_checks.len; i++) {
        const SizedCheck *c = &fcx->sized_checks.data[i];
        TyId t = tc_resolve(fcx, c->ty);
        const TyData *d = tc_get(fcx, t);
        if ((d->flags & (TYF_HAS_INFER | TYF_HAS_ERROR)) || ty_is_sized(tcx, fcx->env, t)) continue;
        /* the unsized tail, through the last fields of structs and tuples */
        TyId chain[16];
        uint32_t n = 0;
        TyId leaf = t;
        for (;;) {
            const TyData *ld = tc_get(fcx, leaf);
            TyId next = {0};
            if (ld->kind == TYK_TUPLE && ty_args_len(tcx, ld->tuple))
                next = ty_args(tcx, ld->tuple)[ty_args_len(tcx, ld->tuple) - 1];
            else if (ld->kind == TYK_ADT) {
                const AdtDef *ad = ty_adt_def(tcx, ld->adt.def);
                if (ad && ad->kind == ADT_STRUCT && ad->nvariants && ad->variants[0].nfields)
                    next = ty_field_ty(tcx, leaf, 0, ad->variants[0].nfields - 1);
            }
            if (!next.i || n >= 16) break;
            next = tc_normalize(fcx, next, c->span);
            if (ty_is_sized(tcx, fcx->env, next)) break;
            chain[n++] = leaf;
            leaf = next;
        }
        const char *ls = tc_ty_str(fcx, leaf);
        if (tc_get(fcx, leaf)->kind == TYK_DYN && strstr(ls, " + ")) ls = arena_sprintf(fcx->arena, "(%s)", ls);
        Diag *dg = diag_error(fcx->dc, DC_E0277, c->span,
                              "the size for values of type `%s` cannot be known at compilation time", ls);
        diag_label(dg, c->span, true, "doesn't have a size known at compile-time");
        if (n) diag_help(dg, "within `%s`, the trait `Sized` is not implemented for `%s`", tc_ty_str(fcx, t), ls);
        else diag_help(dg, "the trait `Sized` is not implemented for `%s`", ls);
        /* rustc notes the outer type too when it is a tuple */
        uint32_t last = tc_get(fcx, t)->kind == TYK_TUPLE ? 0 : 1;
        for (uint32_t k = n; k-- > last;) {
            const TyData *cd = tc_get(fcx, chain[k]);
            if (cd->kind == TYK_ADT)
                diag_label(diag_span_note(dg, tc_def_ident_span(fcx, cd->adt.def),
                                          "required because it appears within the type `%s`", tc_ty_str(fcx, chain[k])),
                           tc_def_ident_span(fcx, cd->adt.def), true, NULL);
            else
                diag_note(dg, "required because it appears within the type `%s`", tc_ty_str(fcx, chain[k]));
        }
        switch (c->why) {
        case SIZED_STRUCT: diag_note(dg, "structs must have a statically known size to be initialized"); break;
        case SIZED_TUPLE: diag_note(dg, "tuples must have a statically known size to be initialized"); break;
        case SIZED_ARG:
            diag_note(dg, "all function arguments must have a statically known size");
            diag_help(dg, "unsized fn params are gated as an unstable feature");
            break;
        case SIZED_PARAM:
            diag_help(dg, "unsized fn params are gated as an unstable feature");
            if (!span_is_dummy(c->ty_span))
                diag_suggest(dg, (Span){c->ty_span.lo, c->ty_span.lo}, "&", APP_MACHINE_APPLICABLE,
                             "function arguments must have a statically known size, borrowed types always have a known size");
            break;
        }
        diag_emit(dg);
        tc_taint(fcx);
    }
}

/* rustc requires every by-value binding's type to be Sized (unsized
 * locals are unstable): E0277 for a binding of a slice, str or dyn. */
static void check_local_sized(FnCtxt *fcx, const HirPat *p, TyId t) {
    if (p->kind != HPAT_BINDING || p->binding.by_ref) return;
    TyId r = tc_resolve(fcx, t);
    uint8_t k = tc_kind(fcx, r);
    if (k != TYK_SLICE && k != TYK_STR && k != TYK_DYN) return;
    DefId sized = tc_lang(fcx, LANG_SIZED);
    if (!sized.i) return;
    const char *tn = tc_def_path_str(fcx, sized), *ts = tc_ty_str(fcx, r);
    Diag *d = diag_error(fcx->dc, DC_E0277, p->span, "the trait bound `%s: %s` is not satisfied", ts, tn);
    diag_label(d, p->span, true, "the trait `%s` is not implemented for `%s`", tn, ts);
    diag_note(d, "all local variables must have a statically known size");
    diag_help(d, "unsized locals are gated as an unstable feature");
    diag_emit(d);
    tc_taint(fcx);
}

static void check_local(FnCtxt *fcx, const HirLocal *l) {
    TyId decl;
    Span due = {0, 0};
    if (l->ty) {
        decl = tc_lower_ty(fcx, l->ty);
        due = l->ty->span;
    } else {
        decl = tc_new_var(fcx, l->pat->span);
        vec_push(&fcx->lets, l);
    }
    tc_write_ty(fcx, l->id, decl);
    fcx->let_init = l->init;
    fcx->let_pat_span = l->pat->span;
    if (l->init) {
        if (l->ty) {
            TyId t = tc_check_expr(fcx, l->init, expect_has(decl));
            if (!tc_coerce(fcx, l->init, t, decl)) tc_err_mismatch(fcx, l->init->span, decl, t, due);
        } else {
            TyId t = tc_check_expr(fcx, l->init, EXPECT_NONE);
            if (tc_is_never(fcx, t)) {
                TyId dv = infer_new_diverging_var(fcx->icx, l->init->span);
                tc_push_adj(fcx, l->init->id, (Adjustment){ADJ_NEVER_TO_ANY, false, {0}, dv});
                t = dv;
            }
            infer_unify(fcx->icx, decl, t);
        }
    }
    bool div = fcx->diverges;
    tc_check_pat_top(fcx, l->pat, decl, l->init ? l->init->span : (Span){0, 0}, l->init != NULL);
    check_local_sized(fcx, l->pat, decl);
    if (l->els) {
        fcx->diverges = false;
        TyId et = tc_check_block(fcx, l->els, expect_has(fcx->c->never));
        if (!fcx->diverges && !tc_is_never(fcx, et) && !tc_is_error(fcx, et)) {
            Diag *d = diag_error(fcx->dc, DC_E0308, l->els->span, "`else` clause of `let...else` does not diverge");
            diag_label(d, l->els->span, true, "expected `!`, found `%s`", tc_ty_str(fcx, et));
            diag_note(d, "expected type `!`\n   found type `%s`", tc_ty_str(fcx, et));
            diag_help(d, "try adding a diverging expression, such as `return` or `panic!(..)`");
            diag_help(d, "...or use `match` instead of `let...else`");
            diag_emit(d);
            tc_taint(fcx);
        }
        fcx->diverges = div;
    }
}

void tc_check_stmt(FnCtxt *fcx, const HirStmt *s) {
    switch (s->kind) {
    case HSTMT_LET: check_local(fcx, s->local); break;
    case HSTMT_EXPR: {
        /* block-like expressions without `;` must be unit */
        TyId t = tc_check_expr(fcx, s->expr, expect_has(fcx->c->unit));
        if (!tc_is_never(fcx, t) && !infer_unify(fcx->icx, t, fcx->c->unit))
            tc_err_mismatch(fcx, s->expr->span, fcx->c->unit, t, (Span){0, 0});
        break;
    }
    case HSTMT_SEMI: tc_check_expr(fcx, s->expr, EXPECT_NONE); break;
    case HSTMT_ITEM: break;
    }
}

/* ---- control flow ---- */

/* Where a branch's type comes from: a block's tail expression (rustc
 * points there), else the branch itself. */
static Span branch_span(const HirExpr *e) {
    if (e->kind == HEXPR_BLOCK && !e->block.label.name && e->block.block->expr) return branch_span(e->block.block->expr);
    return e->span;
}

/* rustc's unreachable_code lint for the one case rcc reports: an `if` or
 * `while` whose condition (or `let` scrutinee) is itself a `return`,
 * `break` or `continue` (whose operand completes), reached by code that
 * had not diverged before. (rustc's other cases of the lint, unreachable
 * statements and expressions, are not reported.) */
static void lint_unreachable_then(FnCtxt *fcx, const HirExpr *e) {
    const HirExpr *c = e->if_.cond;
    if (c->kind == HEXPR_LET) c = c->let.init;
    const HirExpr *operand = c->kind == HEXPR_RET ? c->ret : c->kind == HEXPR_BREAK ? c->brk.value : NULL;
    if (c->kind != HEXPR_RET && c->kind != HEXPR_BREAK && c->kind != HEXPR_CONTINUE) return;
    if (operand && (!tc_node_ty(fcx, operand->id).i || tc_is_never(fcx, tc_node_ty(fcx, operand->id)))) return;
    LintSrc l = tc_lint_level(fcx->tcx, fcx->owner, "unreachable_code", "unused");
    const char *msg = "unreachable block in `if` or `while` expression";
    Diag *d = tc_lint_start(fcx->tcx, &l, e->if_.then->span, msg);
    if (!d) return;
    diag_label(d, e->if_.then->span, true, "%s", msg);
    diag_label(d, c->span, false, "any code following this expression is unreachable");
    diag_emit(d);
}

static TyId check_if(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    bool reachable = !fcx->entry_diverges;
    fcx->diverges = false;
    tc_check_expr_has_type(fcx, e->if_.cond, fcx->c->bool_);
    bool cond_div = fcx->diverges;
    if (cond_div && reachable) lint_unreachable_then(fcx, e);
    TyId want = exp_only_has_type(fcx, ex);
    if (!e->if_.els) {
        /* the missing `else` is a unit branch (rustc's coerce_forced_unit) */
        CoerceMany cm;
        tc_cm_init(&cm, want);
        fcx->diverges = false;
        TyId tt = tc_check_expr(fcx, e->if_.then, ex);
        uint32_t before = fcx->dc->nerrors;
        tc_cm_add(fcx, &cm, e->if_.then, tt, branch_span(e->if_.then));
        TyId m = cm.any ? cm.merged : want;
        if (m.i && fcx->dc->nerrors == before && !tc_is_error(fcx, m) && !infer_unify(fcx->icx, m, fcx->c->unit)) {
            Diag *d = diag_error(fcx->dc, DC_E0317, e->span, "`if` may be missing an `else` clause");
            if (e == fcx->let_init && !span_is_dummy(fcx->let_pat_span))
                diag_label(d, fcx->let_pat_span, false, "expected because of this assignment");
            diag_label(d, e->span, true, "expected %s, found `()`", tc_ty_str_descr(fcx, m));
            diag_note(d, "`if` expressions without `else` evaluate to `()`");
            diag_help(d, "consider adding an `else` block that evaluates to the expected type");
            diag_emit(d);
            tc_taint(fcx);
            vec_free(&cm.exprs);
            fcx->diverges = cond_div;
            return fcx->c->error;
        }
        vec_free(&cm.exprs);
        fcx->diverges = cond_div;
        return fcx->c->unit;
    }
    CoerceMany cm;
    tc_cm_init(&cm, want);
    cm.kind = CM_IF;
    fcx->diverges = false;
    TyId tt = tc_check_expr(fcx, e->if_.then, ex);
    bool then_div = fcx->diverges;
    tc_cm_add(fcx, &cm, e->if_.then, tt, branch_span(e->if_.then));
    fcx->diverges = false;
    Expect eex = ex;
    if (!want.i && cm.merged.i) eex = (Expect){EXP_NONE, {0}};
    TyId et = tc_check_expr(fcx, e->if_.els, eex);
    bool els_div = fcx->diverges;
    tc_cm_add(fcx, &cm, e->if_.els, et, branch_span(e->if_.els));
    fcx->diverges = cond_div || (then_div && els_div);
    return tc_cm_finish(fcx, &cm);
}

static TyId check_match(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    fcx->diverges = false;
    TyId st = tc_check_expr(fcx, e->match.scrutinee, EXPECT_NONE);
    bool scrut_div = fcx->diverges;
    /* rustc's demand_scrutinee_type: with arms, the scrutinee's type is a
     * fresh variable it is checked against, so a diverging scrutinee
     * (`match return 1 { 2 => .. }`) takes the type its patterns give */
    if (e->match.narms && tc_is_never(fcx, st)) {
        TyId dv = infer_new_diverging_var(fcx->icx, e->match.scrutinee->span);
        tc_push_adj(fcx, e->match.scrutinee->id, (Adjustment){ADJ_NEVER_TO_ANY, false, {0}, dv});
        st = dv;
    }
    for (uint32_t i = 0; i < e->match.narms; i++)
        tc_check_pat_top(fcx, e->match.arms[i].pat, st, e->match.scrutinee->span, true);
    TyId want = exp_only_has_type(fcx, ex);
    CoerceMany cm;
    tc_cm_init(&cm, want);
    cm.kind = CM_MATCH;
    cm.whole = e->span;
    bool all_div = true;
    for (uint32_t i = 0; i < e->match.narms; i++) {
        const HirArm *a = &e->match.arms[i];
        fcx->diverges = false;
        if (a->guard) tc_check_expr_has_type(fcx, a->guard, fcx->c->bool_);
        fcx->diverges = false;
        TyId at = tc_check_expr(fcx, a->body, ex);
        all_div &= fcx->diverges;
        tc_cm_add(fcx, &cm, a->body, at, branch_span(a->body));
    }
    fcx->diverges = scrut_div || (e->match.narms == 0 ? true : all_div);
    if (e->match.narms == 0) return fcx->c->never;
    return tc_cm_finish(fcx, &cm);
}

static TyId check_loop(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    BreakCtx bc = {0};
    bc.id = e->id;
    bc.is_loop = true;
    bc.value_allowed = e->loop.source == LOOP_SRC_LOOP;
    if (e->loop.source == LOOP_SRC_WHILE) {
        const HirBlock *lb = e->loop.body;
        const HirExpr *first = lb->expr ? lb->expr : (lb->nstmts ? lb->stmts[0].expr : NULL);
        if (first && first->kind == HEXPR_IF) bc.header = (Span){e->span.lo, first->if_.cond->span.hi};
        else if (first && first->kind == HEXPR_MATCH) bc.header = (Span){e->span.lo, first->match.scrutinee->span.hi};
    }
    CoerceMany *cm = ARENA_NEW(fcx->arena, CoerceMany);
    tc_cm_init(cm, bc.value_allowed ? exp_only_has_type(fcx, ex) : fcx->c->unit);
    bc.cm = cm;
    vec_push(&fcx->breaks, bc);
    fcx->diverges = false;
    tc_check_block(fcx, e->loop.body, expect_has(fcx->c->unit));
    BreakCtx done = vec_pop(&fcx->breaks);
    if (!done.may_break) {
        fcx->diverges = true;
        vec_free(&cm->exprs);
        return fcx->c->never;
    }
    fcx->diverges = false;
    if (!bc.value_allowed) {
        vec_free(&cm->exprs);
        return fcx->c->unit;
    }
    return tc_cm_finish(fcx, cm);
}

static TyId check_labelled_block(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    BreakCtx bc = {0};
    bc.id = e->id;
    bc.value_allowed = true;
    CoerceMany *cm = ARENA_NEW(fcx->arena, CoerceMany);
    tc_cm_init(cm, exp_only_has_type(fcx, ex));
    bc.cm = cm;
    vec_push(&fcx->breaks, bc);
    fcx->diverges = false;
    TyId t = tc_check_block(fcx, e->block.block, ex);
    bool div = fcx->diverges;
    BreakCtx done = vec_pop(&fcx->breaks);
    const HirExpr *tail = e->block.block->expr;
    if (tail) {
        tc_cm_add(fcx, cm, tail, t, tail->span);
    } else if (!div) {
        tc_cm_add(fcx, cm, NULL, fcx->c->unit, e->span);
    }
    fcx->diverges = div && !done.may_break;
    return tc_cm_finish(fcx, cm);
}

static TyId check_break(FnCtxt *fcx, const HirExpr *e) {
    BreakCtx *bc = find_break(fcx, e->brk.target);
    CoerceMany *cm = bc ? bc->cm : NULL;
    if (bc) bc->may_break = true;
    if (e->brk.value) {
        if (bc && !bc->value_allowed) {
            tc_check_expr(fcx, e->brk.value, EXPECT_NONE);
            Diag *d = diag_error(fcx->dc, DC_E0571, e->span, "`break` with value from a `while` loop");
            if (!span_is_dummy(bc->header))
                diag_label(d, bc->header, false, "you can't `break` with a value in a `while` loop");
            diag_label(d, e->span, true, "can only break with a value inside `loop` or breakable block");
            DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MAYBE_INCORRECT,
                                                "use `break` on its own without a value inside this `while` loop");
            diag_sugg_part(s, e->span, "break");
            diag_emit(d);
            tc_taint(fcx);
        } else {
            TyId want = cm && cm->expected.i ? cm->expected : (cm && cm->merged.i ? cm->merged : (TyId){0});
            TyId t = tc_check_expr(fcx, e->brk.value, want.i ? expect_has(want) : EXPECT_NONE);
            if (cm) tc_cm_add(fcx, cm, e->brk.value, t, e->brk.value->span);
        }
    } else if (cm && bc->value_allowed) {
        tc_cm_add(fcx, cm, NULL, fcx->c->unit, e->span);
    }
    return fcx->c->never;
}

/* `yield v` in a generator: v coerces to the yield type; the value is
 * the next resume argument. */
static TyId check_yield(FnCtxt *fcx, const HirExpr *e) {
    if (!fcx->yield_ty.i) {
        /* outside a generator: HIR lowering reported E0627 */
        tc_check_expr(fcx, e->yld, EXPECT_NONE);
        tc_taint(fcx);
        return fcx->c->error;
    }
    tc_check_expr_coercible(fcx, e->yld, fcx->yield_ty);
    return fcx->resume_ty;
}

static TyId check_return(FnCtxt *fcx, const HirExpr *e) {
    if (!fcx->ret_ty.i) {
        Diag *d = diag_error(fcx->dc, DC_E0572, e->span, "return statement outside of function body");
        diag_emit(d);
        tc_taint(fcx);
        if (e->ret) tc_check_expr(fcx, e->ret, EXPECT_NONE);
        return fcx->c->never;
    }
    if (e->ret) {
        tc_check_return_value(fcx, e->ret, false);
    } else if (!infer_unify(fcx->icx, fcx->ret_ty, fcx->c->unit) && !tc_is_error(fcx, fcx->ret_ty)) {
        Diag *d = diag_error(fcx->dc, DC_E0069, e->span, "`return;` in a function whose return type is not `()`");
        if (!span_is_dummy(fcx->ret_span))
            diag_label(d, fcx->ret_span, false, "expected `%s` because of this return type", tc_ty_str(fcx, fcx->ret_ty));
        diag_label(d, e->span, true, "return type is not `()`");
        diag_emit(d);
        tc_taint(fcx);
    }
    return fcx->c->never;
}

/* ---- places ---- */

static bool is_place_expr(FnCtxt *fcx, const HirExpr *e) {
    switch (e->kind) {
    case HEXPR_PATH:
        if (e->qpath.kind != QPATH_RESOLVED) return false;
        return e->qpath.path->res.kind == RES_LOCAL ||
               (e->qpath.path->res.kind == RES_DEF &&
                res_def(ty_resolver(fcx->tcx), e->qpath.path->res.def)->kind == DEF_STATIC);
    case HEXPR_FIELD:
    case HEXPR_INDEX: return true;
    case HEXPR_UNARY: return e->unary.op == HUN_DEREF;
    case HEXPR_ERR: return true;
    default: return false;
    }
}

/* Where rustc's borrowck points for an assignment: the statement (the
 * whole `p = v`), or only the place when the old value is dropped first
 * (its MIR is a drop-and-replace at the place). */
static Span assign_span(FnCtxt *fcx, const HirExpr *e) {
    TyId t = tc_resolve(fcx, tc_node_ty(fcx, e->assign.lhs->id));
    const TyData *d = tc_get(fcx, t);
    if (!(d->flags & (TYF_HAS_INFER | TYF_HAS_ERROR)) && ty_needs_drop(fcx->tcx, fcx->env, t))
        return e->assign.lhs->span;
    return e->span;
}

static TyId check_assign(FnCtxt *fcx, const HirExpr *e) {
    TyId lt = tc_check_expr(fcx, e->assign.lhs, EXPECT_NONE);
    TyId rt = tc_check_expr(fcx, e->assign.rhs, expect_has(lt));
    if (!tc_coerce(fcx, e->assign.rhs, rt, lt)) tc_err_mismatch(fcx, e->assign.rhs->span, lt, rt, (Span){0, 0});
    if (!is_place_expr(fcx, e->assign.lhs)) {
        Span op = e->span;
        Span gap = {e->assign.lhs->span.hi, e->assign.rhs->span.lo};
        const char *g = tc_snippet(fcx, gap);
        const char *eq = strchr(g, '=');
        if (eq) op = (Span){gap.lo + (uint32_t)(eq - g), gap.lo + (uint32_t)(eq - g) + 1};
        Diag *d = diag_error(fcx->dc, DC_E0070, op, "invalid left-hand side of assignment");
        diag_label(d, e->assign.lhs->span, false, "cannot assign to this expression");
        diag_emit(d);
        tc_taint(fcx);
    } else {
        tc_fixup_mut_place(fcx, e->assign.lhs, assign_span(fcx, e), true);
    }
    return fcx->c->unit;
}

bool tc_tail_is_unsized(FnCtxt *fcx, TyId t) {
    for (int depth = 0; depth < 64; depth++) {
        t = tc_shallow(fcx, t);
        const TyData *d = tc_get(fcx, t);
        if (d->kind == TYK_SLICE || d->kind == TYK_STR || d->kind == TYK_DYN) return true;
        if (d->kind == TYK_TUPLE) {
            uint32_t n = ty_args_len(fcx->tcx, d->tuple);
            if (!n) return false;
            t = ty_args(fcx->tcx, d->tuple)[n - 1];
            continue;
        }
        if (d->kind != TYK_ADT) return false;
        const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
        if (!ad || ad->kind != ADT_STRUCT || ad->nvariants != 1 || !ad->variants[0].nfields) return false;
        t = ty_field_ty(fcx->tcx, t, 0, ad->variants[0].nfields - 1);
    }
    return false;
}

static TyId check_addr_of(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    Expect inner = EXPECT_NONE;
    TyId want = exp_only_has_type(fcx, ex);
    if (want.i) {
        const TyData *d = tc_get(fcx, want);
        if (d->kind == TYK_REF || d->kind == TYK_RAW_PTR) {
            TyId p = tc_shallow(fcx, d->pointee);
            bool unsized = tc_tail_is_unsized(fcx, p);
            if (is_place_expr(fcx, e->addr_of.expr) || !unsized) inner = expect_has(p);
            else inner = (Expect){EXP_RVALUE_UNSIZED, p};
        }
    }
    TyId t = tc_check_expr(fcx, e->addr_of.expr, inner);
    if (e->addr_of.mutbl) tc_fixup_mut_place(fcx, e->addr_of.expr, e->span, false);
    if (tc_is_error(fcx, t) && !t.i) return fcx->c->error;
    return e->addr_of.raw ? ty_raw_ptr(fcx->tcx, t, e->addr_of.mutbl) : ty_ref(fcx->tcx, t, e->addr_of.mutbl);
}

/* ---- fields ---- */

static bool ident_index(Symbol s, uint32_t *out) {
    const char *p = sym_str(s);
    if (!*p) return false;
    uint32_t v = 0;
    for (; *p; p++) {
        if (*p < '0' || *p > '9') return false;
        v = v * 10 + (uint32_t)(*p - '0');
    }
    *out = v;
    return true;
}

/* A private field is visible in the module that defines its type and
 * the modules inside it. */
static bool field_visible(FnCtxt *fcx, DefId adt) {
    Resolver *r = ty_resolver(fcx->tcx);
    DefId m = res_def(r, adt)->parent;
    while (m.i && res_def(r, m)->kind != DEF_MOD) m = res_def(r, m)->parent;
    for (DefId a = fcx->owner; a.i; a = res_def(r, a)->parent)
        if (def_eq(a, m)) return true;
    return !m.i;
}

static TyId check_field(FnCtxt *fcx, const HirExpr *e) {
    TyId bt = tc_check_expr(fcx, e->field.expr, EXPECT_NONE);
    bt = tc_structurally_resolve(fcx, bt, e->field.expr->span);
    if (tc_is_error(fcx, bt)) return fcx->c->error;
    Adjustment adj[16];
    uint32_t nadj = 0;
    TyId cur = bt;
    Symbol name = e->field.ident.name;
    /* a field that is not accessible here is remembered and autoderef goes
     * on (rustc): `b.0` on a `Box<Name>` is Name's field, not Box's
     * private one; E0616 only when no step has an accessible field */
    struct {
        Adjustment adj[16];
        uint32_t nadj, index;
        TyId ty;
        const AdtDef *ad;
    } priv = {0};
    for (uint32_t step = 0; step < 16; step++) {
        cur = tc_shallow(fcx, cur);
        const TyData *d = tc_get(fcx, cur);
        if (d->kind == TYK_ADT) {
            const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
            if (ad && ad->kind != ADT_ENUM && ad->nvariants) {
                const VariantDef *v = &ad->variants[0];
                for (uint32_t i = 0; i < v->nfields; i++) {
                    if (v->fields[i].name != name) continue;
                    if (!v->fields[i].is_pub && !field_visible(fcx, ad->def)) {
                        memcpy(priv.adj, adj, nadj * sizeof *adj);
                        priv.nadj = nadj;
                        priv.index = i;
                        priv.ty = ty_field_ty(fcx->tcx, cur, 0, i);
                        priv.ad = ad;
                        break;
                    }
                    fcx->r->field_indices[e->id.i] = i;
                    tc_write_adj(fcx, e->field.expr->id, adj, nadj);
                    return tc_normalize(fcx, ty_field_ty(fcx->tcx, cur, 0, i), e->span);
                }
            }
        } else if (d->kind == TYK_TUPLE) {
            uint32_t idx;
            if (ident_index(name, &idx) && idx < ty_args_len(fcx->tcx, d->tuple)) {
                fcx->r->field_indices[e->id.i] = idx;
                tc_write_adj(fcx, e->field.expr->id, adj, nadj);
                return ty_args(fcx->tcx, d->tuple)[idx];
            }
        }
        DefId ov;
        TyId next = tc_autoderef_step(fcx, cur, &ov, false);
        if (!next.i) break;
        adj[nadj++] = (Adjustment){ADJ_DEREF, false, ov, next};
        cur = next;
    }
    if (priv.ad) {
        const AdtDef *ad = priv.ad;
        Diag *dg = diag_error(fcx->dc, DC_E0616, e->field.ident.span, "field `%s` of %s `%s` is private", sym_str(name),
                              ad->kind == ADT_UNION ? "union" : "struct",
                              sym_str(res_def(ty_resolver(fcx->tcx), ad->def)->name));
        diag_label(dg, e->field.ident.span, true, "private field");
        diag_emit(dg);
        tc_taint(fcx);
        fcx->r->field_indices[e->id.i] = priv.index;
        tc_write_adj(fcx, e->field.expr->id, priv.adj, priv.nadj);
        return tc_normalize(fcx, priv.ty, e->span);
    }
    InferKind k;
    TyId rb = tc_resolve(fcx, bt);
    uint8_t bk = ty_kind(fcx->tcx, rb);
    if ((tc_is_var(fcx, rb, &k) && k != INFER_TY) || bk == TYK_INT || bk == TYK_UINT || bk == TYK_FLOAT ||
        bk == TYK_BOOL || bk == TYK_CHAR) {
        Diag *d = diag_error(fcx->dc, DC_E0610, e->field.ident.span,
                             "`%s` is a primitive type and therefore doesn't have fields", tc_ty_str(fcx, rb));
        diag_emit(d);
    } else {
        Diag *d = diag_error(fcx->dc, DC_E0609, e->field.ident.span, "no field `%s` on type `%s`", sym_str(name),
                             tc_ty_str(fcx, rb));
        tc_field_help(fcx, d, rb, e->field.ident, "unknown field", NULL, 0);
        diag_emit(d);
    }
    tc_taint(fcx);
    return fcx->c->error;
}

/* "a field with a similar name exists" or the list of fields (E0609,
 * E0560). */
void tc_field_help(FnCtxt *fcx, Diag *d, TyId adt, Ident name, const char *label, const HirExprField *given,
                   uint32_t ngiven) {
    const TyData *td = tc_get(fcx, adt);
    const AdtDef *ad = td->kind == TYK_ADT ? ty_adt_def(fcx->tcx, td->adt.def) : NULL;
    if (!ad || ad->kind == ADT_ENUM) {
        if (label) diag_label(d, name.span, true, "%s", label);
        return;
    }
    const VariantDef *v = &ad->variants[0];
    Symbol *cands = ARENA_ARRAY(fcx->arena, Symbol, v->nfields + 1);
    uint32_t nc = 0;
    for (uint32_t i = 0; i < v->nfields; i++) {
        bool used = false;
        for (uint32_t k = 0; k < ngiven; k++) used |= given[k].ident.name == v->fields[i].name;
        if (!used) cands[nc++] = v->fields[i].name;
    }
    Symbol best = tc_best_match(name.name, cands, nc);
    if (best) {
        diag_suggest(d, name.span, sym_str(best), APP_MAYBE_INCORRECT, "a field with a similar name exists");
        return;
    }
    if (label) diag_label(d, name.span, true, "%s", label);
    if (!v->nfields) return;
    StrBuf sb = {0};
    for (uint32_t i = 0; i < v->nfields; i++) sb_printf(&sb, "%s`%s`", i ? ", " : "", sym_str(v->fields[i].name));
    diag_note(d, "available fields are: %s", sb_cstr(&sb));
    sb_free(&sb);
}

/* ---- aggregates ---- */

static TyId check_tuple(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    TyId o = exp_to_option(fcx, ex);
    const TyId *want = NULL;
    if (o.i && ty_kind(fcx->tcx, o) == TYK_TUPLE && ty_args_len(fcx->tcx, tc_get(fcx, o)->tuple) == e->elems.n)
        want = ty_args(fcx->tcx, tc_get(fcx, o)->tuple);
    TyId buf[32];
    TyId *tys = e->elems.n <= 32 ? buf : xmalloc(e->elems.n * sizeof(TyId));
    for (uint32_t i = 0; i < e->elems.n; i++) {
        if (want && ex.kind == EXP_HAS_TYPE) tys[i] = tc_check_expr_coercible(fcx, e->elems.elems[i], want[i]);
        else tys[i] = tc_check_expr(fcx, e->elems.elems[i], want ? (Expect){ex.kind, want[i]} : EXPECT_NONE);
    }
    TyId t = ty_tuple(fcx->tcx, tys, e->elems.n);
    if (tys != buf) free(tys);
    if (e->elems.n) tc_require_sized(fcx, t, e->span, (Span){0, 0}, SIZED_TUPLE);
    return t;
}

static TyId array_elem_expectation(FnCtxt *fcx, Expect ex) {
    TyId o = exp_to_option(fcx, ex);
    if (!o.i) return (TyId){0};
    const TyData *d = tc_get(fcx, o);
    if (d->kind == TYK_ARRAY) return d->array.elem;
    if (d->kind == TYK_SLICE) return d->elem;
    return (TyId){0};
}

static TyId check_array(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    TyId ew = array_elem_expectation(fcx, ex);
    CoerceMany cm;
    tc_cm_init(&cm, ew.i ? ew : tc_new_var(fcx, e->span));
    for (uint32_t i = 0; i < e->elems.n; i++) {
        const HirExpr *x = e->elems.elems[i];
        TyId t = tc_check_expr(fcx, x, expect_has(cm.expected));
        tc_cm_add(fcx, &cm, x, t, x->span);
    }
    TyId elem = e->elems.n ? tc_cm_finish(fcx, &cm) : cm.expected;
    if (!e->elems.n) vec_free(&cm.exprs);
    return ty_array(fcx->tcx, elem, e->elems.n);
}

/* The value of an array length / repeat count. */
static bool eval_usize(FnCtxt *fcx, HirAnonConst ac, uint64_t *out) {
    const HirBody *b = hir_body(ty_hir(fcx->tcx), ac.def);
    if (b && b->value->kind == HEXPR_LIT && b->value->lit.kind == HLIT_INT) {
        *out = b->value->lit.lo;
        return true;
    }
    uint64_t lo = 0, hi = 0;
    if (!ty_eval_const_u128(fcx->tcx, ac.def, ty_identity_args(fcx->tcx, fcx->owner), fcx->c->usize, &lo, &hi))
        return false;
    *out = lo;
    return true;
}

static TyId check_repeat(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    TyId ew = array_elem_expectation(fcx, ex);
    TyId t = ew.i ? tc_check_expr_coercible(fcx, e->repeat.elem, ew) : tc_check_expr(fcx, e->repeat.elem, EXPECT_NONE);
    /* `[x; N]` with N a const parameter: a param length */
    TyId len = ty_anon_const_param(fcx->tcx, e->repeat.count.def);
    if (ty_kind(fcx->tcx, len) != TYK_ERROR) return ty_array_ct(fcx->tcx, t, len);
    /* generic_const_exprs: `[0; N / 2]` is evaluated per instance */
    if (res_crate_has_feature(ty_resolver(fcx->tcx), res_def(ty_resolver(fcx->tcx), fcx->owner)->krate,
                              sym_cstr("generic_const_exprs"))) {
        len = ty_lower_const_arg(fcx->tcx, fcx->owner, e->repeat.count.def, fcx->c->usize);
        if (ty_kind(fcx->tcx, len) == TYK_UNEVAL) return ty_array_ct(fcx->tcx, t, len);
    }
    uint64_t n;
    if (!eval_usize(fcx, e->repeat.count, &n)) {
        tc_taint(fcx);
        return fcx->c->error;
    }
    return ty_array(fcx->tcx, t, n);
}

static const char *variant_descr(FnCtxt *fcx, TyId adt_ty, uint32_t variant) {
    const TyData *d = tc_get(fcx, adt_ty);
    const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
    if (ad->kind == ADT_ENUM) {
        return arena_sprintf(fcx->arena, "variant `%s::%s`", sym_str(res_def(ty_resolver(fcx->tcx), ad->def)->name),
                             sym_str(ad->variants[variant].name));
    }
    return arena_sprintf(fcx->arena, "%s `%s`", ad->kind == ADT_UNION ? "union" : "struct",
                         sym_str(res_def(ty_resolver(fcx->tcx), ad->def)->name));
}

static TyId check_struct(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    TyId adt_ty;
    uint32_t vi;
    if (!tc_resolve_struct_path(fcx, &e->strukt.qpath, e->id, e->span, &adt_ty, &vi)) {
        for (uint32_t i = 0; i < e->strukt.nfields; i++) tc_check_expr(fcx, e->strukt.fields[i].expr, EXPECT_NONE);
        if (e->strukt.base) tc_check_expr(fcx, e->strukt.base, EXPECT_NONE);
        tc_taint(fcx);
        return fcx->c->error;
    }
    TyId want = exp_only_has_type(fcx, ex);
    if (want.i) infer_unify(fcx->icx, adt_ty, want);   /* drives inference of the ADT's args, as rustc */
    tc_require_sized(fcx, adt_ty, e->span, (Span){0, 0}, SIZED_STRUCT);
    const TyData *d = tc_get(fcx, adt_ty);
    const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
    const VariantDef *v = &ad->variants[vi];
    bool *seen = ARENA_ARRAY(fcx->arena, bool, v->nfields + 1);
    bool bad = false;
    for (uint32_t i = 0; i < e->strukt.nfields; i++) {
        const HirExprField *f = &e->strukt.fields[i];
        uint32_t idx = UINT32_MAX;
        for (uint32_t k = 0; k < v->nfields; k++)
            if (v->fields[k].name == f->ident.name) idx = k;
        if (idx == UINT32_MAX) {
            tc_check_expr(fcx, f->expr, EXPECT_NONE);
            Diag *dg = diag_error(fcx->dc, ad->kind == ADT_ENUM ? DC_E0559 : DC_E0560, f->ident.span,
                                  "%s has no field named `%s`", variant_descr(fcx, adt_ty, vi), sym_str(f->ident.name));
            if (ad->kind == ADT_ENUM) {
                diag_label(dg, f->ident.span, true, "`%s::%s` does not have this field",
                           sym_str(res_def(ty_resolver(fcx->tcx), ad->def)->name), sym_str(v->name));
            } else {
                tc_field_help(fcx, dg, adt_ty, f->ident,
                              arena_sprintf(fcx->arena, "`%s` does not have this field", tc_ty_str(fcx, adt_ty)),
                              e->strukt.fields, e->strukt.nfields);
            }
            diag_emit(dg);
            bad = true;
            continue;
        }
        seen[idx] = true;
        fcx->r->field_indices[f->id.i] = idx;
        TyId ft = tc_normalize(fcx, ty_field_ty(fcx->tcx, adt_ty, vi, idx), f->span);
        tc_write_ty(fcx, f->id, ft);
        tc_check_expr_coercible(fcx, f->expr, ft);
    }
    if (e->strukt.base) {
        tc_check_expr_coercible(fcx, e->strukt.base, adt_ty);
    } else if (ad->kind != ADT_UNION && !bad) {
        StrBuf sb = {0};
        uint32_t nmiss = 0, total = 0;
        for (uint32_t k = 0; k < v->nfields; k++) total += !seen[k];
        for (uint32_t k = 0; k < v->nfields; k++) {
            if (seen[k]) continue;
            if (nmiss < 3) {
                const char *sep = nmiss == 0 ? "" : (nmiss + 1 == total && total <= 3 ? " and " : ", ");
                sb_printf(&sb, "%s`%s`", sep, sym_str(v->fields[k].name));
            }
            nmiss++;
        }
        if (nmiss > 3) sb_printf(&sb, " and %u other field%s", nmiss - 3, nmiss - 3 == 1 ? "" : "s");
        if (nmiss) {
            Span sp = e->strukt.qpath.span;
            const char *name = sym_str(res_def(ty_resolver(fcx->tcx), ad->kind == ADT_ENUM ? v->def : ad->def)->name);
            Diag *dg = diag_error(fcx->dc, DC_E0063, sp, "missing field%s %s in initializer of `%s`",
                                  nmiss == 1 ? "" : "s", sb_cstr(&sb), ad->kind == ADT_ENUM ?
                                  arena_sprintf(fcx->arena, "%s::%s", sym_str(res_def(ty_resolver(fcx->tcx), ad->def)->name), name) : name);
            diag_label(dg, sp, true, "missing %s", sb_cstr(&sb));
            diag_emit(dg);
            bad = true;
        }
        sb_free(&sb);
    }
    if (bad) tc_taint(fcx);
    return adt_ty;
}

static TyId check_box(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    DefId box = tc_lang(fcx, LANG_OWNED_BOX);
    TyId o = exp_to_option(fcx, ex);
    Expect inner = EXPECT_NONE;
    if (o.i && ty_kind(fcx->tcx, o) == TYK_ADT && def_eq(tc_get(fcx, o)->adt.def, box))
        inner = expect_has(ty_args(fcx->tcx, tc_get(fcx, o)->adt.args)[0]);
    TyId t = tc_check_expr(fcx, e->inner, inner);
    if (!box.i) {
        ty_require_lang_item(fcx->tcx, LANG_OWNED_BOX, e->span);
        tc_taint(fcx);
        return fcx->c->error;
    }
    uint32_t n = ty_generics_count(fcx->tcx, box);
    TyId args[4] = {t};
    for (uint32_t i = 1; i < n && i < 4; i++) args[i] = ty_type_of(fcx->tcx, ty_generics_of(fcx->tcx, box)->params[i].def);
    return ty_adt(fcx->tcx, box, ty_intern_args(fcx->tcx, args, n < 4 ? n : 4));
}

static TyId check_inline_asm(FnCtxt *fcx, const HirExpr *e) {
    const HirInlineAsm *a = e->inline_asm;
    for (uint32_t i = 0; i < a->noperands; i++) {
        const HirAsmOperand *op = &a->operands[i];
        if (op->kind == ASM_OP_CONST || op->kind == ASM_OP_SYM) continue;
        if (op->expr) tc_check_expr(fcx, op->expr, EXPECT_NONE);
        if (op->out_expr) tc_check_expr(fcx, op->out_expr, EXPECT_NONE);
    }
    return (a->ast->options & ASM_OPT_NORETURN) ? fcx->c->never : fcx->c->unit;
}

static TyId check_let(FnCtxt *fcx, const HirExpr *e) {
    TyId t;
    if (e->let.ty) {
        t = tc_lower_ty(fcx, e->let.ty);
        tc_check_expr_coercible(fcx, e->let.init, t);
    } else {
        t = tc_check_expr(fcx, e->let.init, EXPECT_NONE);
    }
    tc_check_pat_top(fcx, e->let.pat, t, e->let.init->span, true);
    return fcx->c->bool_;
}

static TyId check_kind(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    switch (e->kind) {
    case HEXPR_LIT: return check_lit(fcx, e, ex);
    case HEXPR_PATH: return tc_check_path_expr(fcx, e, ex);
    case HEXPR_CALL: return tc_check_call(fcx, e, ex);
    case HEXPR_METHOD_CALL: return tc_check_method_call(fcx, e, ex);
    case HEXPR_BINARY: return tc_check_binary(fcx, e, ex);
    case HEXPR_UNARY: return tc_check_unary(fcx, e, ex);
    case HEXPR_CAST: return tc_check_cast(fcx, e, ex);
    case HEXPR_TYPE_ASCRIPTION: {
        TyId t = tc_lower_ty(fcx, e->cast.ty);
        return tc_check_expr_coercible(fcx, e->cast.expr, t);
    }
    case HEXPR_ADDR_OF: return check_addr_of(fcx, e, ex);
    case HEXPR_ASSIGN: return check_assign(fcx, e);
    case HEXPR_ASSIGN_OP: return tc_check_assign_op(fcx, e);
    case HEXPR_FIELD: return check_field(fcx, e);
    case HEXPR_INDEX: return tc_check_index(fcx, e);
    case HEXPR_BLOCK:
        if (e->block.label.name) return check_labelled_block(fcx, e, ex);
        return tc_check_block(fcx, e->block.block, ex);
    case HEXPR_IF: return check_if(fcx, e, ex);
    case HEXPR_LOOP: return check_loop(fcx, e, ex);
    case HEXPR_MATCH: return check_match(fcx, e, ex);
    case HEXPR_LET: return check_let(fcx, e);
    case HEXPR_CLOSURE: return tc_check_closure(fcx, e, ex);
    case HEXPR_BREAK: return check_break(fcx, e);
    case HEXPR_CONTINUE: return fcx->c->never;
    case HEXPR_RET: return check_return(fcx, e);
    case HEXPR_YIELD: return check_yield(fcx, e);
    case HEXPR_TUP: return check_tuple(fcx, e, ex);
    case HEXPR_ARRAY: return check_array(fcx, e, ex);
    case HEXPR_REPEAT: return check_repeat(fcx, e, ex);
    case HEXPR_STRUCT: return check_struct(fcx, e, ex);
    case HEXPR_INLINE_ASM: return check_inline_asm(fcx, e);
    case HEXPR_BOX: return check_box(fcx, e, ex);
    case HEXPR_ERR:
    default: tc_taint(fcx); return fcx->c->error;
    }
}

TyId tc_check_expr(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    bool old = fcx->diverges;
    Span old_span = fcx->cur_span;
    fcx->diverges = false;
    fcx->entry_diverges = old;
    fcx->cur_span = e->span;
    TyId t = check_kind(fcx, e, ex);
    fcx->cur_span = old_span;
    if (!t.i) t = fcx->c->error;
    tc_write_ty(fcx, e->id, t);
    if (tc_is_never(fcx, t)) fcx->diverges = true;
    fcx->diverges |= old;
    return t;
}
