/* call.c — call expressions and argument checking.
 *
 * Takes: a CALL expression. Gives: the callee's signature applied to the
 * arguments (fn items, fn pointers; closures and anything implementing a
 * Fn* trait as an overloaded call per the spine conventions §4, with the
 * closure's Fn-kind decided at the end of the body), E0061 for a wrong
 * argument count, E0618 for a callee that is not callable.
 */
#include "tc_priv.h"

#include <string.h>

static bool is_closure_expr(const HirExpr *e) { return e->kind == HEXPR_CLOSURE; }

/* What E0061 calls the callee, and the note pointing at its definition. */
static const char *callee_descr(FnCtxt *fcx, DefId def) {
    if (!def.i) return "function";
    const DefData *d = res_def(ty_resolver(fcx->tcx), def);
    if (d->kind == DEF_CTOR) return d->ctor_of == CTOR_OF_VARIANT ? "enum variant" : "struct";
    return "function";
}

static void note_defined_here(FnCtxt *fcx, Diag *d, DefId def) {
    if (!def.i) return;
    Resolver *r = ty_resolver(fcx->tcx);
    const DefData *dd = res_def(r, def);
    if (!dd) return;
    if (dd->krate != LOCAL_CRATE) {
        /* a dependency's function: rustc points at its name only (the
         * parameters' spans are not in the metadata) */
        if (dd->kind == DEF_CTOR) {
            const DefData *pd = res_def(r, dd->parent);
            Span sp = pd && pd->kind == DEF_VARIANT && pd->ast ? ((const Variant *)pd->ast)->ident.span
                                                                : tc_def_ident_span(fcx, dd->parent);
            if (pd && !span_is_dummy(sp))
                diag_span_note(d, sp, "tuple %s defined here", pd->kind == DEF_VARIANT ? "variant" : "struct");
            return;
        }
        Span sp = tc_def_ident_span(fcx, def);
        if (!span_is_dummy(sp))
            diag_span_note(d, sp, "%s defined here", dd->kind == DEF_ASSOC_FN ? "associated function" : "function");
        return;
    }
    if (dd->kind == DEF_CTOR) {
        const DefData *pd = res_def(r, dd->parent);
        Span sp = pd->kind == DEF_VARIANT && pd->ast ? ((const Variant *)pd->ast)->ident.span : tc_def_ident_span(fcx, dd->parent);
        diag_span_note(d, sp, "tuple %s defined here", pd->kind == DEF_VARIANT ? "variant" : "struct");
        return;
    }
    Diag *n = diag_span_note(d, tc_def_ident_span(fcx, def), "%s defined here",
                             dd->kind == DEF_ASSOC_FN ? "associated function" : "function");
    const HirBody *b = hir_body(ty_hir(fcx->tcx), def);
    if (b)
        for (uint32_t i = 0; i < b->nparams; i++) diag_label(n, b->params[i].span, false, NULL);
}

static const char *number_word(uint32_t n) {
    static const char *w[] = {"zero", "one", "two", "three"};
    return n < 4 ? w[n] : "many";
}

/* The call with its arguments rewritten, placeholders for missing ones. */
static void suggest_args(FnCtxt *fcx, Diag *d, const HirExpr *call, Span callee_span, bool is_method,
                         HirExpr *const *args, uint32_t nargs, const TyId *formals, uint32_t nformals) {
    StrBuf sb = {0};
    Span whole = {callee_span.lo, call->span.hi};
    sb_puts(&sb, tc_snippet(fcx, callee_span));
    sb_putc(&sb, '(');
    uint32_t n = nargs < nformals ? nformals : nformals;
    for (uint32_t i = 0; i < n; i++) {
        if (i) sb_puts(&sb, ", ");
        if (i < nargs) sb_puts(&sb, tc_snippet(fcx, args[i]->span));
        else sb_printf(&sb, "/* %s */", tc_ty_str(fcx, formals[i]));
    }
    sb_putc(&sb, ')');
    const char *msg;
    if (nargs < nformals) msg = nformals - nargs == 1 ? "provide the argument" : "provide the arguments";
    else msg = nargs - nformals == 1 ? "remove the extra argument" : "remove the extra arguments";
    DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS, "%s", msg);
    diag_sugg_part(s, whole, sb_cstr(&sb));
    sb_free(&sb);
    (void)is_method;
}

static void report_arg_count(FnCtxt *fcx, const HirExpr *call, Span callee_span, const TyId *formals,
                             uint32_t nformals, HirExpr *const *args, uint32_t nargs, bool c_variadic, DefId def,
                             bool is_method) {
    Diag *d = diag_error(fcx->dc, DC_E0061, callee_span, "this %s takes %s%u argument%s but %u argument%s %s supplied",
                         callee_descr(fcx, def), c_variadic ? "at least " : "", nformals, nformals == 1 ? "" : "s", nargs,
                         nargs == 1 ? "" : "s", nargs == 1 ? "was" : "were");
    if (nargs < nformals) {
        Span sp = {callee_span.hi, call->span.hi};
        uint32_t miss = nformals - nargs;
        if (miss == 1) {
            diag_label(d, sp, false, "an argument of type `%s` is missing", tc_ty_str(fcx, formals[nargs]));
        } else if (miss <= 3) {
            StrBuf sb = {0};
            for (uint32_t i = nargs; i < nformals; i++) {
                const char *sep = i == nargs ? "" : (i + 1 == nformals ? (miss == 2 ? " and " : ", and ") : ", ");
                sb_printf(&sb, "%s`%s`", sep, tc_ty_str(fcx, formals[i]));
            }
            diag_label(d, sp, false, "%s arguments of type %s are missing", number_word(miss), sb_cstr(&sb));
            sb_free(&sb);
        } else {
            diag_label(d, sp, false, "multiple arguments are missing");
        }
    } else {
        for (uint32_t i = nformals; i < nargs; i++) diag_label(d, args[i]->span, false, "argument unexpected");
    }
    note_defined_here(fcx, d, def);
    if (!c_variadic) suggest_args(fcx, d, call, callee_span, is_method, args, nargs, formals, nformals);
    diag_emit(d);
    tc_taint(fcx);
}

/* An argument of the wrong type (rustc 1.63's arg-matrix wording). */
static void report_arg_mismatch(FnCtxt *fcx, Span callee_span, const HirExpr *a, TyId formal, TyId t, DefId def) {
    if (tc_is_error(fcx, formal) || tc_is_error(fcx, t)) return;
    TyId re = tc_resolve(fcx, formal), rf = tc_resolve(fcx, t);
    Diag *d = diag_error(fcx->dc, DC_E0308, a->span, "mismatched types");
    diag_label(d, callee_span, false, "arguments to this function are incorrect");
    tc_mismatch_label(fcx, d, a->span, re, rf);
    note_defined_here(fcx, d, def);
    diag_emit(d);
    tc_taint(fcx);
}

void tc_expect_inputs(FnCtxt *fcx, const TyId *formals, uint32_t n, TyId output, Expect ex) {
    fcx->exp_inputs = NULL;
    if (ex.kind != EXP_HAS_TYPE || !ex.ty.i || !n) return;
    TyId want = tc_shallow(fcx, ex.ty);
    if (tc_is_var(fcx, want, NULL) || tc_is_error(fcx, want)) return;
    if (!(ty_get(fcx->tcx, tc_resolve(fcx, output))->flags & TYF_HAS_INFER)) return;
    uint32_t snap = infer_snapshot(fcx->icx);
    if (infer_unify(fcx->icx, output, want)) {
        TyId *ins = ARENA_ARRAY(fcx->arena, TyId, n);
        for (uint32_t i = 0; i < n; i++) ins[i] = tc_resolve(fcx, formals[i]);
        fcx->exp_inputs = ins;
    }
    infer_rollback(fcx->icx, snap);
}

void tc_check_args(FnCtxt *fcx, const HirExpr *call, Span callee_span, const TyId *formals, uint32_t nformals,
                   HirExpr *const *args, uint32_t nargs, bool c_variadic, DefId def, bool is_method) {
    const TyId *exp = fcx->exp_inputs;
    fcx->exp_inputs = NULL;
    bool bad = c_variadic ? nargs < nformals : nargs != nformals;
    if (bad) report_arg_count(fcx, call, callee_span, formals, nformals, args, nargs, c_variadic, def, is_method);
    /* Non-closure arguments first, then closures: their signatures can
     * then come from what the other arguments decided. */
    for (int phase = 0; phase < 2; phase++) {
        for (uint32_t i = 0; i < nargs; i++) {
            const HirExpr *a = args[i];
            if (is_closure_expr(a) != (phase == 1)) continue;
            if (i < nformals) {
                /* coerce to the type the call's expectation implies, then
                 * that type must be the formal one */
                TyId want = formals[i];
                Expect aex = expect_has(want);
                if (exp && !(ty_get(fcx->tcx, exp[i])->flags & TYF_HAS_INFER)) {
                    if (tc_tail_is_unsized(fcx, exp[i])) aex = (Expect){EXP_RVALUE_UNSIZED, exp[i]};
                    else aex = expect_has(want = exp[i]);
                }
                TyId t = tc_check_expr(fcx, a, aex);
                /* the target as the obligations so far decide it (rustc):
                 * `set.contains(&x)` with x: &T and `T: Borrow<?Q>` coerces
                 * to `&T` (the blanket impl fixes ?Q = T), not to `&&T` */
                want = tc_resolve_with_obligations(fcx, want);
                if (!tc_coerce(fcx, a, t, want)) report_arg_mismatch(fcx, callee_span, a, want, t, def);
                else if (!ty_eq(want, formals[i]) && !infer_unify(fcx->icx, formals[i], want))
                    report_arg_mismatch(fcx, callee_span, a, formals[i], want, def);
                else if (!tc_unsized_params_allowed(fcx))
                    tc_require_sized(fcx, formals[i], a->span, (Span){0, 0}, SIZED_ARG);
            } else {
                TyId t = tc_check_expr(fcx, a, EXPECT_NONE);
                if (c_variadic && !bad) tc_check_variadic_arg(fcx, a, t);
            }
        }
    }
}

typedef struct Mentions {
    TyCtxt *tcx;
    TyId target;
    bool found;
} Mentions;

static TyId mentions_fold(void *arg, TyId t) {
    Mentions *m = arg;
    if (m->found) return t;
    if (ty_eq(t, m->target)) {
        m->found = true;
        return t;
    }
    return infer_map_components(m->tcx, t, mentions_fold, arg);
}

static bool ty_mentions(FnCtxt *fcx, TyId t, TyId target) {
    Mentions m = {fcx->tcx, target, ty_eq(t, target)};
    if (!m.found) infer_map_components(fcx->tcx, t, mentions_fold, &m);
    return m.found;
}

/* rustc points an unsatisfied bound of a callee at the one argument
 * whose type mentions the bound's self type (point_at_arg_instead_of_call). */
static void point_obligations_at_args(FnCtxt *fcx, const HirExpr *call, uint32_t first_oblig) {
    Span cs = call->call.callee->span;
    for (uint32_t i = first_oblig; i < fcx->obligs.len; i++) {
        Oblig *o = &fcx->obligs.data[i];
        if (o->pred.kind != PRED_TRAIT || o->span.lo != cs.lo || o->span.hi != cs.hi) continue;
        TyId self = tc_resolve(fcx, ty_args(fcx->tcx, o->pred.trait_ref.args)[0]);
        int found = -1, count = 0;
        for (uint32_t k = 0; k < call->call.nargs; k++) {
            TyId at = tc_resolve(fcx, tc_node_ty(fcx, call->call.args[k]->id));
            if (ty_mentions(fcx, at, self)) {
                found = (int)k;
                count++;
            }
        }
        if (count == 1) o->span = call->call.args[found]->span;
    }
}

/* C variadic arguments: rustc's rules (E0617 for types C promotes). */
void tc_check_variadic_arg(FnCtxt *fcx, const HirExpr *a, TyId t) {
    TyId s = tc_shallow(fcx, t);
    const TyData *d = tc_get(fcx, s);
    const char *cast = NULL;
    if (d->kind == TYK_FLOAT && d->sub == FLOAT_F32) cast = "c_double";
    else if (d->kind == TYK_INT && (d->sub == INT_I8 || d->sub == INT_I16)) cast = "c_int";
    else if (d->kind == TYK_UINT && (d->sub == UINT_U8 || d->sub == UINT_U16)) cast = "c_uint";
    else if (d->kind == TYK_BOOL) cast = "c_int";
    else if (d->kind == TYK_FN_DEF) {
        /* fn items are passed as fn pointers */
        Diag *dg = diag_error(fcx->dc, DC_E0617, a->span, "can't pass `%s` to variadic function", tc_ty_str(fcx, s));
        diag_emit(dg);
        tc_taint(fcx);
        return;
    }
    if (cast) {
        Diag *dg = diag_error(fcx->dc, DC_E0617, a->span, "can't pass `%s` to variadic function", tc_ty_str(fcx, s));
        diag_emit(dg);
        tc_taint(fcx);
    }
}

static int closure_index(FnCtxt *fcx, DefId def) {
    for (uint32_t i = 0; i < fcx->closures.len; i++)
        if (def_eq(fcx->closures.data[i].def, def)) return (int)i;
    return -1;
}

/* An overloaded call through the Fn traits (dyn Fn, a type parameter
 * with an Fn bound, ...). */
static bool try_overloaded_call(FnCtxt *fcx, const HirExpr *e, TyId callee_ty, Adjustment *adj, uint32_t nadj,
                                TyId *out) {
    static const LangItem lis[3] = {LANG_FN, LANG_FN_MUT, LANG_FN_ONCE};
    static const char *names[3] = {"call", "call_mut", "call_once"};
    uint32_t n = e->call.nargs;
    TyId *vars = xmalloc((n ? n : 1) * sizeof(TyId));
    for (uint32_t i = 0; i < n; i++) vars[i] = tc_new_var(fcx, e->call.args[i]->span);
    TyId tup = ty_tuple(fcx->tcx, vars, n);
    for (int k = 0; k < 3; k++) {
        DefId method;
        ArgsId args;
        FnSig sig;
        if (!tc_lookup_op_method(fcx, lis[k], names[k], callee_ty, &tup, 1, &method, &args, &sig, e->span)) continue;
        Adjustment all[12];
        memcpy(all, adj, nadj * sizeof *adj);
        uint32_t na = nadj;
        if (k < 2) all[na++] = (Adjustment){ADJ_BORROW, k == 1, {0}, ty_ref(fcx->tcx, callee_ty, k == 1)};
        tc_write_adj(fcx, e->call.callee->id, all, na);
        if (k == 1) tc_fixup_mut_place(fcx, e->call.callee, e->span, false);
        fcx->r->type_dependent[e->id.i] = (TypeDependentDef){method, args};
        tc_check_args(fcx, e, e->call.callee->span, vars, n, e->call.args, n, false, (DefId){0}, false);
        *out = sig_output(fcx->tcx, sig);
        free(vars);
        return true;
    }
    free(vars);
    return false;
}

TyId tc_check_call(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    const HirExpr *callee = e->call.callee;
    TyId ct = tc_check_expr(fcx, callee, EXPECT_NONE);
    ct = tc_structurally_resolve(fcx, ct, callee->span);
    if (tc_is_error(fcx, ct)) {
        for (uint32_t i = 0; i < e->call.nargs; i++) tc_check_expr(fcx, e->call.args[i], EXPECT_NONE);
        return fcx->c->error;
    }
    Adjustment adj[10];
    uint32_t nadj = 0;
    TyId cur = ct;
    for (int step = 0; step < 8; step++) {
        cur = tc_shallow(fcx, cur);
        const TyData *d = tc_get(fcx, cur);
        if (d->kind == TYK_FN_DEF || d->kind == TYK_FN_PTR) {
            FnSig sig;
            DefId def = {0};
            if (d->kind == TYK_FN_DEF) {
                def = d->adt.def;
                sig = ty_subst_sig(fcx->tcx, ty_fn_sig(fcx->tcx, def), d->adt.args);
                sig = tc_normalize_sig(fcx, sig, e->span);
            } else {
                sig = d->sig;
            }
            tc_write_adj(fcx, callee->id, adj, nadj);
            uint32_t nin = sig_ninputs(fcx->tcx, sig);
            tc_expect_inputs(fcx, ty_args(fcx->tcx, sig.inputs_and_output), nin, sig_output(fcx->tcx, sig), ex);
            tc_check_args(fcx, e, callee->span, ty_args(fcx->tcx, sig.inputs_and_output), nin, e->call.args,
                          e->call.nargs, sig.c_variadic, def, false);
            point_obligations_at_args(fcx, e, 0);
            if (def.i) tc_note_opaque_bounds(fcx, def, d->adt.args);
            return sig_output(fcx->tcx, sig);
        }
        if (d->kind == TYK_CLOSURE) {
            int ci = closure_index(fcx, d->adt.def);
            TyId sigt = tc_shallow(fcx, tc_closure_sig_ty(fcx, cur));
            if (ci >= 0 && tc_kind(fcx, sigt) == TYK_FN_PTR) {
                FnSig sig = tc_get(fcx, sigt)->sig;
                tc_write_adj(fcx, callee->id, adj, nadj);
                uint32_t nin = sig_ninputs(fcx->tcx, sig);
                tc_check_args(fcx, e, callee->span, ty_args(fcx->tcx, sig.inputs_and_output), nin, e->call.args,
                              e->call.nargs, false, (DefId){0}, false);
                DeferredCall dc = {e, (uint32_t)ci, cur, ty_tuple(fcx->tcx, ty_args(fcx->tcx, sig.inputs_and_output), nin)};
                vec_push(&fcx->calls, dc);
                return sig_output(fcx->tcx, sig);
            }
        }
        if (d->kind != TYK_REF && d->kind != TYK_INFER) {
            TyId out;
            if (try_overloaded_call(fcx, e, cur, adj, nadj, &out)) return out;
        }
        DefId ov;
        TyId next = tc_autoderef_step(fcx, cur, &ov, false);
        if (!next.i) break;
        adj[nadj++] = (Adjustment){ADJ_DEREF, false, ov, next};
        cur = next;
    }
    Diag *d = diag_error(fcx->dc, DC_E0618, callee->span, "expected function, found `%s`", tc_ty_str(fcx, ct));
    if (callee->kind == HEXPR_PATH && callee->qpath.kind == QPATH_RESOLVED && callee->qpath.path->res.kind == RES_LOCAL) {
        HirId local = callee->qpath.path->local;
        Span bsp = tc_binding_span(fcx, local);
        if (!span_is_dummy(bsp))
            diag_label(d, bsp, false, "`%s` has type `%s`", tc_snippet(fcx, callee->span), tc_ty_str(fcx, ct));
    }
    diag_label(d, e->span, false, "call expression requires function");
    diag_emit(d);
    tc_taint(fcx);
    for (uint32_t i = 0; i < e->call.nargs; i++) tc_check_expr(fcx, e->call.args[i], EXPECT_NONE);
    return fcx->c->error;
}
