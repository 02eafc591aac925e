/* op.c — operators: binary, compound assignment, unary, deref, index.
 *
 * Takes: operator expressions. Gives: built-in typing when both sides
 * are primitive numbers / bools of compatible types (rustc's
 * is_builtin_binop), else the operator lang trait's method recorded as
 * the expression's type_dependent def (comparisons take both operands
 * by reference: BORROW adjustments on them); E0369, E0368, E0600, E0614,
 * E0608 with rustc's words.
 */
#include "tc_priv.h"

#include <string.h>

typedef enum OpCat { OPC_MATH, OPC_BIT, OPC_SHIFT, OPC_CMP, OPC_SHORT } OpCat;

static OpCat op_cat(HirBinOp op) {
    switch (op) {
    case HBIN_ADD:
    case HBIN_SUB:
    case HBIN_MUL:
    case HBIN_DIV:
    case HBIN_REM: return OPC_MATH;
    case HBIN_AND:
    case HBIN_OR: return OPC_SHORT;
    case HBIN_BITXOR:
    case HBIN_BITAND:
    case HBIN_BITOR: return OPC_BIT;
    case HBIN_SHL:
    case HBIN_SHR: return OPC_SHIFT;
    default: return OPC_CMP;
    }
}

static const char *op_str(HirBinOp op) {
    static const char *s[] = {"+", "-", "*", "/", "%", "&&", "||", "^", "&", "|", "<<", ">>", "==", "<", "<=", "!=", ">=", ">"};
    return s[op];
}

typedef struct OpTrait {
    LangItem li, assign_li;
    const char *method, *assign_method;
} OpTrait;

static OpTrait op_trait(HirBinOp op) {
    switch (op) {
    case HBIN_ADD: return (OpTrait){LANG_ADD, LANG_ADD_ASSIGN, "add", "add_assign"};
    case HBIN_SUB: return (OpTrait){LANG_SUB, LANG_SUB_ASSIGN, "sub", "sub_assign"};
    case HBIN_MUL: return (OpTrait){LANG_MUL, LANG_MUL_ASSIGN, "mul", "mul_assign"};
    case HBIN_DIV: return (OpTrait){LANG_DIV, LANG_DIV_ASSIGN, "div", "div_assign"};
    case HBIN_REM: return (OpTrait){LANG_REM, LANG_REM_ASSIGN, "rem", "rem_assign"};
    case HBIN_BITXOR: return (OpTrait){LANG_BITXOR, LANG_BITXOR_ASSIGN, "bitxor", "bitxor_assign"};
    case HBIN_BITAND: return (OpTrait){LANG_BITAND, LANG_BITAND_ASSIGN, "bitand", "bitand_assign"};
    case HBIN_BITOR: return (OpTrait){LANG_BITOR, LANG_BITOR_ASSIGN, "bitor", "bitor_assign"};
    case HBIN_SHL: return (OpTrait){LANG_SHL, LANG_SHL_ASSIGN, "shl", "shl_assign"};
    case HBIN_SHR: return (OpTrait){LANG_SHR, LANG_SHR_ASSIGN, "shr", "shr_assign"};
    case HBIN_EQ: return (OpTrait){LANG_EQ, LANG_NONE, "eq", NULL};
    case HBIN_NE: return (OpTrait){LANG_EQ, LANG_NONE, "ne", NULL};
    case HBIN_LT: return (OpTrait){LANG_PARTIAL_ORD, LANG_NONE, "lt", NULL};
    case HBIN_LE: return (OpTrait){LANG_PARTIAL_ORD, LANG_NONE, "le", NULL};
    case HBIN_GT: return (OpTrait){LANG_PARTIAL_ORD, LANG_NONE, "gt", NULL};
    case HBIN_GE: return (OpTrait){LANG_PARTIAL_ORD, LANG_NONE, "ge", NULL};
    default: return (OpTrait){LANG_NONE, LANG_NONE, NULL, NULL};
    }
}

static bool is_integral(FnCtxt *fcx, TyId t) {
    InferKind k;
    if (tc_is_var(fcx, t, &k)) return k == INFER_INT;
    uint8_t kd = tc_kind(fcx, t);
    return kd == TYK_INT || kd == TYK_UINT;
}
static bool is_float(FnCtxt *fcx, TyId t) {
    InferKind k;
    if (tc_is_var(fcx, t, &k)) return k == INFER_FLOAT;
    return tc_kind(fcx, t) == TYK_FLOAT;
}
static bool is_scalar(FnCtxt *fcx, TyId t) {
    if (is_integral(fcx, t) || is_float(fcx, t)) return true;
    uint8_t k = tc_kind(fcx, t);
    return k == TYK_BOOL || k == TYK_CHAR || k == TYK_RAW_PTR || k == TYK_FN_PTR;
}

static bool is_builtin_binop(FnCtxt *fcx, TyId l, TyId r, HirBinOp op) {
    if (tc_is_error(fcx, l) || tc_is_error(fcx, r)) return true;
    switch (op_cat(op)) {
    case OPC_SHORT: return true;
    case OPC_SHIFT: return is_integral(fcx, l) && is_integral(fcx, r);
    case OPC_MATH: return (is_integral(fcx, l) && is_integral(fcx, r)) || (is_float(fcx, l) && is_float(fcx, r));
    case OPC_BIT:
        return (is_integral(fcx, l) && is_integral(fcx, r)) || (is_float(fcx, l) && is_float(fcx, r)) ||
               (tc_kind(fcx, l) == TYK_BOOL && tc_kind(fcx, r) == TYK_BOOL);
    case OPC_CMP: return is_scalar(fcx, l) && is_scalar(fcx, r);
    }
    return false;
}

/* rustc types every operator through its trait, built-in operands too:
 * the operator's lang item must exist and `Self: Trait<_>` may hold (an
 * impl, maybe ambiguous while operands are still {integer}). rustc looks
 * the method up with a fresh variable for the right operand's type, then
 * checks the operand against it: a wrong operand type is E0308 there,
 * not E0369, so the right operand is left out here too. The built-in
 * meaning is kept; nothing is unified by the check. */
static bool op_trait_may_hold(FnCtxt *fcx, LangItem li, TyId self_ty, const TyId *rhs) {
    if (tc_is_error(fcx, self_ty) || (rhs && tc_is_error(fcx, *rhs))) return true;
    DefId trait = tc_lang(fcx, li);
    if (!trait.i) return false;
    uint32_t n = ty_generics_count(fcx->tcx, trait);
    TyId tys[8];
    if (n == 0 || n > 8) return false;
    tys[0] = self_ty;
    for (uint32_t i = 1; i < n; i++) tys[i] = i == 1 && rhs ? *rhs : tc_new_var(fcx, (Span){0, 0});
    uint32_t snap = infer_snapshot(fcx->icx);
    Selection sel = ty_select(fcx->tcx, fcx->icx, fcx->env, (TraitRef){trait, ty_intern_args(fcx->tcx, tys, n)});
    infer_rollback(fcx->icx, snap);
    return sel.kind != SEL_NONE;
}

static void report_binop(FnCtxt *fcx, const HirExpr *e, TyId lt, TyId rt, bool assign) {
    if (tc_is_error(fcx, lt) || tc_is_error(fcx, rt)) return;
    HirBinOp op = e->binary.op;
    const char *l = tc_ty_str(fcx, lt), *r = tc_ty_str(fcx, rt);
    Diag *d;
    if (assign) {
        d = diag_error(fcx->dc, DC_E0368, e->binary.op_span, "binary assignment operation `%s=` cannot be applied to type `%s`",
                       op_str(op), l);
        diag_label(d, e->binary.lhs->span, false, "cannot use `%s=` on type `%s`", op_str(op), l);
    } else {
        switch (op) {
        case HBIN_ADD: d = diag_error(fcx->dc, DC_E0369, e->binary.op_span, "cannot add `%s` to `%s`", r, l); break;
        case HBIN_SUB: d = diag_error(fcx->dc, DC_E0369, e->binary.op_span, "cannot subtract `%s` from `%s`", r, l); break;
        case HBIN_MUL: d = diag_error(fcx->dc, DC_E0369, e->binary.op_span, "cannot multiply `%s` by `%s`", l, r); break;
        case HBIN_DIV: d = diag_error(fcx->dc, DC_E0369, e->binary.op_span, "cannot divide `%s` by `%s`", l, r); break;
        case HBIN_REM: d = diag_error(fcx->dc, DC_E0369, e->binary.op_span, "cannot mod `%s` by `%s`", l, r); break;
        case HBIN_BITXOR:
        case HBIN_BITAND:
        case HBIN_BITOR:
        case HBIN_SHL:
        case HBIN_SHR:
            d = diag_error(fcx->dc, DC_E0369, e->binary.op_span, "no implementation for `%s %s %s`", l, op_str(op), r);
            break;
        default:
            d = diag_error(fcx->dc, DC_E0369, e->binary.op_span, "binary operation `%s` cannot be applied to type `%s`",
                           op_str(op), l);
            break;
        }
        diag_label(d, e->binary.lhs->span, false, "%s", l);
        diag_label(d, e->binary.rhs->span, false, "%s", r);
        TyId rl = tc_resolve(fcx, lt);
        OpTrait ot = op_trait(op);
        DefId trait = tc_lang(fcx, ot.li);
        const TyData *ld = tc_get(fcx, rl);
        if (ld->kind == TYK_ADT && trait.i) {
            const DefData *dd = res_def(ty_resolver(fcx->tcx), ld->adt.def);
            const DefData *td = res_def(ty_resolver(fcx->tcx), trait);
            const char *tn = arena_sprintf(fcx->arena, "%s<_>", sym_str(td->name));
            if (dd->krate == LOCAL_CRATE) {
                Span hs = tc_def_head_span(fcx, ld->adt.def);
                Diag *n = diag_span_note(d, hs, "an implementation of `%s` might be missing for `%s`", tn, l);
                diag_label(n, hs, true, "must implement `%s`", tn);
                if (td->krate == LOCAL_CRATE) diag_span_note(d, td->span, "the following trait must be implemented");
            }
        } else if (ld->kind == TYK_PARAM && trait.i) {
            /* rustc names the trait here with its full path */
            tc_suggest_restrict_param(fcx, d, rl, tc_def_path_untrimmed(fcx, trait), NULL);
        }
    }
    diag_emit(d);
    tc_taint(fcx);
}

/* Overloaded binary operator: `a + b` as `Add::add(a, b)`; comparisons
 * as `PartialEq::eq(&a, &b)`. */
static bool overloaded_binop(FnCtxt *fcx, const HirExpr *e, TyId lt, TyId rt, bool assign, TyId *out) {
    OpTrait ot = op_trait(e->binary.op);
    LangItem li = assign ? ot.assign_li : ot.li;
    const char *name = assign ? ot.assign_method : ot.method;
    if (li == LANG_NONE) return false;
    DefId m;
    ArgsId args;
    FnSig sig;
    if (!tc_lookup_op_method(fcx, li, name, lt, &rt, 1, &m, &args, &sig, e->span)) {
        /* rustc looks the impl up with a fresh variable for the right
         * operand's type and then coerces the operand to it: with one
         * impl (`impl Add<&str> for String`), `s + &string` derefs the
         * operand. (Comparisons borrow their operands: left out.) */
        if (op_cat(e->binary.op) == OPC_CMP) return false;
        uint32_t snap = infer_snapshot(fcx->icx), nobligs = fcx->obligs.len;
        bool ok = tc_lookup_op_method(fcx, li, name, lt, NULL, 0, &m, &args, &sig, e->span);
        TyId want = ok && ty_args_len(fcx->tcx, args) > 1 ? tc_shallow(fcx, ty_args(fcx->tcx, args)[1]) : (TyId){0};
        ok = ok && want.i && !tc_is_var(fcx, want, NULL) && fcx->obligs.len == nobligs &&
             tc_coerce(fcx, e->binary.rhs, rt, want);
        if (!ok) {
            infer_rollback(fcx->icx, snap);
            fcx->obligs.len = nobligs;
            return false;
        }
        infer_commit(fcx->icx, snap);
    }
    fcx->r->type_dependent[e->id.i] = (TypeDependentDef){m, args};
    if (assign) {
        tc_push_adj(fcx, e->binary.lhs->id, (Adjustment){ADJ_BORROW, true, {0}, ty_ref(fcx->tcx, lt, true)});
        tc_fixup_mut_place(fcx, e->binary.lhs, e->binary.lhs->span, false);
    } else if (op_cat(e->binary.op) == OPC_CMP) {
        tc_push_adj(fcx, e->binary.lhs->id, (Adjustment){ADJ_BORROW, false, {0}, ty_ref(fcx->tcx, lt, false)});
        tc_push_adj(fcx, e->binary.rhs->id, (Adjustment){ADJ_BORROW, false, {0}, ty_ref(fcx->tcx, rt, false)});
    }
    *out = sig_output(fcx->tcx, sig);
    return true;
}

/* The fixed-width numeric type `from` converts to `to` without loss
 * (`to: From<from>`): the same kind and wider, or unsigned into a wider
 * signed integer. Pointer-sized integers are left out. */
static bool lossless_from(FnCtxt *fcx, TyId from, TyId to) {
    const TyData *f = tc_get(fcx, from), *t = tc_get(fcx, to);
    if (f->kind == TYK_FLOAT && t->kind == TYK_FLOAT) return f->sub == FLOAT_F32 && t->sub == FLOAT_F64;
    bool fi = f->kind == TYK_INT || f->kind == TYK_UINT, ti = t->kind == TYK_INT || t->kind == TYK_UINT;
    if (!fi || !ti) return false;
    if ((f->kind == TYK_INT && f->sub == INT_ISIZE) || (f->kind == TYK_UINT && f->sub == UINT_USIZE)) return false;
    if ((t->kind == TYK_INT && t->sub == INT_ISIZE) || (t->kind == TYK_UINT && t->sub == UINT_USIZE)) return false;
    if (f->kind == TYK_INT && t->kind == TYK_UINT) return false;
    return ty_int_bits(fcx->tcx, from) < ty_int_bits(fcx->tcx, to);
}

/* E0308 on the rhs of a built-in operator; when the lhs widens losslessly
 * to the rhs's type rustc offers converting it (`i64::from(a) + b`). */
static void report_operand_mismatch(FnCtxt *fcx, const HirExpr *e, TyId lt, TyId rt) {
    if (tc_is_error(fcx, lt) || tc_is_error(fcx, rt)) return;
    TyId l = tc_resolve(fcx, lt), r = tc_resolve(fcx, rt);
    Span rs = e->binary.rhs->span, ls = e->binary.lhs->span;
    Diag *d = diag_error(fcx->dc, DC_E0308, rs, "mismatched types");
    tc_mismatch_label(fcx, d, rs, l, r);
    const char *lsrc = tc_snippet(fcx, ls);
    if (lossless_from(fcx, l, r) && *lsrc && !strchr(lsrc, '\n')) {
        const char *ln = tc_ty_str(fcx, l), *rn = tc_ty_str(fcx, r);
        DiagSuggestion *sg = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MACHINE_APPLICABLE,
                                             "you can convert `%s` from `%s` to `%s`, matching the type of `%s`", lsrc, ln,
                                             rn, tc_snippet(fcx, rs));
        diag_sugg_part(sg, (Span){ls.lo, ls.lo}, arena_sprintf(fcx->arena, "%s::from(", rn));
        diag_sugg_part(sg, (Span){ls.hi, ls.hi}, ")");
    }
    diag_emit(d);
    tc_taint(fcx);
}

/* The right operand of a built-in operator has the left one's type. A
 * raw pointer has a single PartialEq/PartialOrd impl (Rhs = Self), so
 * rustc, which looks the impl up with a fresh variable for the right
 * operand and then coerces the operand to it, accepts `*const T ==
 * *mut T` (mut-to-const); other built-in types have several impls (`u8:
 * Add<u8> + Add<&u8>`) and the operand's type is just unified. */
static bool builtin_rhs_fits(FnCtxt *fcx, const HirExpr *e, HirBinOp op, TyId lt, TyId rt) {
    if (op_cat(op) == OPC_CMP && tc_kind(fcx, lt) == TYK_RAW_PTR) return tc_coerce(fcx, e->binary.rhs, rt, lt);
    return infer_unify(fcx->icx, lt, rt);
}

/* A diverging operand takes whatever type the operator wants (rustc
 * checks operands against fresh variables). */
static TyId never_operand(FnCtxt *fcx, const HirExpr *x, TyId t) {
    if (!tc_is_never(fcx, t)) return t;
    TyId v = infer_new_diverging_var(fcx->icx, x->span);
    tc_push_adj(fcx, x->id, (Adjustment){ADJ_NEVER_TO_ANY, false, {0}, v});
    return v;
}

/* The right operand type the comparison trait's impls decide for a left
 * operand of type lt (`*const T: PartialEq<?R>` has one impl: ?R = *const
 * T); 0 when they do not decide it. rustc looks the impl up with a fresh
 * variable and coerces the operand to it (`p as *const T == end` with
 * end: *mut T). */
static TyId cmp_rhs_target(FnCtxt *fcx, LangItem li, TyId lt) {
    DefId trait = tc_lang(fcx, li);
    if (!trait.i || ty_generics_count(fcx->tcx, trait) != 2) return (TyId){0};
    uint32_t snap = infer_snapshot(fcx->icx);
    TyId tys[2] = {lt, tc_new_var(fcx, (Span){0, 0})};
    Selection sel = ty_select(fcx->tcx, fcx->icx, fcx->env, (TraitRef){trait, ty_intern_args(fcx->tcx, tys, 2)});
    TyId r = sel.kind == SEL_NONE || sel.kind == SEL_AMBIGUOUS ? (TyId){0} : tc_resolve(fcx, tys[1]);
    infer_rollback(fcx->icx, snap);
    /* variables made by the selection are gone with the rollback; the
     * left operand's own stay (`*const {integer}` == `&x`: Rhs = Self) */
    if (r.i && (ty_get(fcx->tcx, r)->flags & TYF_HAS_INFER) && !ty_eq(r, lt)) return (TyId){0};
    return r;
}

/* rustc's resolve_vars_with_obligations on an operand: a type (variable)
 * that pending obligations decide (`let r = f(x)?;` gives r the variable
 * of `<Option<u32> as Try>::Output`) is resolved before the operator is
 * classified, so `0xD800 <= r` is a built-in comparison of u32. */
static TyId resolve_operand(FnCtxt *fcx, TyId t) {
    InferKind k;
    if (tc_is_var(fcx, t, &k) && k != INFER_TY) return t;
    /* also a type holding variables: `&row[0]` is `&?O` with ?O the
     * element type `<?I as SliceIndex<[u64]>>::Output` until ?I is known */
    if (!(ty_get(fcx->tcx, tc_resolve(fcx, t))->flags & TYF_HAS_INFER)) return t;
    return tc_shallow(fcx, tc_resolve_with_obligations(fcx, t));
}

TyId tc_check_binary(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    (void)ex;
    HirBinOp op = e->binary.op;
    if (op_cat(op) == OPC_SHORT) {
        tc_check_expr_has_type(fcx, e->binary.lhs, fcx->c->bool_);
        bool div = fcx->diverges;
        tc_check_expr_has_type(fcx, e->binary.rhs, fcx->c->bool_);
        fcx->diverges = div;   /* the rhs may not run */
        return fcx->c->bool_;
    }
    TyId lt = tc_check_expr(fcx, e->binary.lhs, EXPECT_NONE);
    lt = resolve_operand(fcx, tc_shallow(fcx, lt));
    Expect rex = EXPECT_NONE;
    /* `x == 1` / `x + 1` with x: u8: the literal takes x's type (rustc gets
     * the same through the impl's Rhs = Self) */
    /* the trait is looked up before the right operand is checked (rustc):
     * without it, the operand keeps its own type ({integer}) */
    lt = never_operand(fcx, e->binary.lhs, lt);
    bool trait_ok = op_trait_may_hold(fcx, op_trait(op).li, lt, NULL);
    if (trait_ok && op_cat(op) != OPC_SHIFT && (is_integral(fcx, lt) || is_float(fcx, lt)) && !tc_is_var(fcx, lt, NULL))
        rex = (Expect){EXP_CASTABLE, lt};
    /* a comparison whose impl decides the right operand's type gives it
     * as the operand's expectation (rustc checks the operand against the
     * impl's Rhs): `before == Some(b"")` with before: Option<&[u8]>
     * coerces the literal inside the `Some` */
    TyId want = {0};
    if (op_cat(op) == OPC_CMP && !tc_is_var(fcx, lt, NULL) && rex.kind == EXP_NONE) {
        want = cmp_rhs_target(fcx, op_trait(op).li, tc_resolve(fcx, lt));
        if (want.i) rex = expect_has(want);
    }
    TyId rt = tc_check_expr(fcx, e->binary.rhs, rex);
    rt = never_operand(fcx, e->binary.rhs, resolve_operand(fcx, tc_shallow(fcx, rt)));
    if (op_cat(op) == OPC_CMP && !tc_is_var(fcx, lt, NULL) && !tc_is_var(fcx, rt, NULL)) {
        if (!want.i) want = cmp_rhs_target(fcx, op_trait(op).li, tc_resolve(fcx, lt));
        if (want.i && !ty_eq(tc_resolve(fcx, rt), want) && tc_can_coerce(fcx, rt, want) &&
            tc_coerce(fcx, e->binary.rhs, rt, want))
            rt = want;
    }
    if (!tc_is_var(fcx, lt, NULL) || !tc_is_var(fcx, rt, NULL) || is_builtin_binop(fcx, lt, rt, op)) {
        if (is_builtin_binop(fcx, lt, rt, op)) {
            if (!trait_ok) {
                report_binop(fcx, e, lt, rt, false);
                return fcx->c->error;
            }
            if (op_cat(op) != OPC_SHIFT && !builtin_rhs_fits(fcx, e, op, lt, rt)) report_operand_mismatch(fcx, e, lt, rt);
            if (op_cat(op) == OPC_CMP) return fcx->c->bool_;
            return lt;
        }
    }
    /* an unknown left operand is no error (rustc): the obligation
     * `?L: PartialOrd<usize>` waits, as in a closure `|n| n < LIMIT`
     * whose calls decide n later */
    TyId out;
    if (overloaded_binop(fcx, e, lt, rt, false, &out)) return out;
    report_binop(fcx, e, lt, rt, false);
    return fcx->c->error;
}

TyId tc_check_assign_op(FnCtxt *fcx, const HirExpr *e) {
    HirBinOp op = e->binary.op;
    TyId lt = resolve_operand(fcx, tc_shallow(fcx, tc_check_expr(fcx, e->binary.lhs, EXPECT_NONE)));
    Expect rex = EXPECT_NONE;
    if (op_cat(op) != OPC_SHIFT && (is_integral(fcx, lt) || is_float(fcx, lt)) && !tc_is_var(fcx, lt, NULL))
        rex = (Expect){EXP_CASTABLE, lt};
    /* the right operand too (`s += v` with v the item variable of a
     * `for` loop: `&u64` once the loop's obligations are processed), so
     * the operator is classified on its real type */
    TyId rt = resolve_operand(fcx, tc_shallow(fcx, tc_check_expr(fcx, e->binary.rhs, rex)));
    if (is_builtin_binop(fcx, lt, rt, op)) {
        if (!op_trait_may_hold(fcx, op_trait(op).assign_li, lt, NULL)) {
            report_binop(fcx, e, lt, rt, true);
            return fcx->c->unit;
        }
        if (op_cat(op) != OPC_SHIFT && !infer_unify(fcx->icx, lt, rt))
            tc_err_mismatch(fcx, e->binary.rhs->span, lt, rt, (Span){0, 0});
        tc_fixup_mut_place(fcx, e->binary.lhs, e->span, true);
        return fcx->c->unit;
    }
    TyId out;
    if (overloaded_binop(fcx, e, lt, rt, true, &out)) return fcx->c->unit;
    report_binop(fcx, e, lt, rt, true);
    return fcx->c->unit;
}

static void unop_error(FnCtxt *fcx, const HirExpr *e, const char *op, TyId t, const char *note) {
    if (tc_is_error(fcx, t)) return;
    Diag *d = diag_error(fcx->dc, DC_E0600, e->span, "cannot apply unary operator `%s` to type `%s`", op, tc_ty_str(fcx, t));
    diag_label(d, e->span, true, "cannot apply unary operator `%s`", op);
    if (note) diag_note(d, "%s", note);
    diag_emit(d);
    tc_taint(fcx);
}

static TyId overloaded_unop(FnCtxt *fcx, const HirExpr *e, LangItem li, const char *name, TyId t, bool *ok) {
    DefId m;
    ArgsId args;
    FnSig sig;
    *ok = tc_lookup_op_method(fcx, li, name, t, NULL, 0, &m, &args, &sig, e->span);
    if (!*ok) return fcx->c->error;
    fcx->r->type_dependent[e->id.i] = (TypeDependentDef){m, args};
    return sig_output(fcx->tcx, sig);
}

static TyId check_deref(FnCtxt *fcx, const HirExpr *e) {
    TyId t = tc_check_expr(fcx, e->unary.operand, EXPECT_NONE);
    t = tc_structurally_resolve(fcx, t, e->unary.operand->span);
    if (tc_is_error(fcx, t)) return fcx->c->error;
    const TyData *d = tc_get(fcx, t);
    if (d->kind == TYK_REF || d->kind == TYK_RAW_PTR) return d->pointee;
    if (d->kind == TYK_ADT) {
        const AdtDef *ad = ty_adt_def(fcx->tcx, d->adt.def);
        if (ad && ad->lang == LANG_OWNED_BOX) return ty_args(fcx->tcx, d->adt.args)[0];
    }
    bool ok;
    TyId out = overloaded_unop(fcx, e, LANG_DEREF, "deref", t, &ok);
    if (ok) {
        tc_push_adj(fcx, e->unary.operand->id, (Adjustment){ADJ_BORROW, false, {0}, ty_ref(fcx->tcx, t, false)});
        TyId o = tc_shallow(fcx, out);
        if (tc_kind(fcx, o) == TYK_REF) return tc_get(fcx, o)->pointee;
        return fcx->c->error;
    }
    Diag *dg = diag_error(fcx->dc, DC_E0614, e->span, "type `%s` cannot be dereferenced", tc_ty_str(fcx, t));
    diag_emit(dg);
    tc_taint(fcx);
    return fcx->c->error;
}

TyId tc_check_unary(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    if (e->unary.op == HUN_DEREF) return check_deref(fcx, e);
    Expect inner = ex.kind == EXP_HAS_TYPE || ex.kind == EXP_CASTABLE ? (Expect){EXP_CASTABLE, ex.ty} : EXPECT_NONE;
    TyId t = tc_check_expr(fcx, e->unary.operand, inner);
    t = tc_shallow(fcx, t);
    if (tc_is_error(fcx, t)) return t;
    InferKind k;
    bool var = tc_is_var(fcx, t, &k);
    /* built-in operands still need the operator's trait (rustc) */
    if (e->unary.op == HUN_NEG) {
        if ((var && k != INFER_TY) || tc_kind(fcx, t) == TYK_INT || tc_kind(fcx, t) == TYK_FLOAT) {
            if (op_trait_may_hold(fcx, LANG_NEG, t, NULL)) return t;
            unop_error(fcx, e, "-", t, NULL);
            return fcx->c->error;
        }
        if (tc_kind(fcx, t) == TYK_UINT) {
            unop_error(fcx, e, "-", t, "unsigned values cannot be negated");
            return fcx->c->error;
        }
        if (var) t = tc_structurally_resolve(fcx, t, e->unary.operand->span);
        bool ok;
        TyId out = overloaded_unop(fcx, e, LANG_NEG, "neg", t, &ok);
        if (!ok) unop_error(fcx, e, "-", t, NULL);
        return out;
    }
    if ((var && k == INFER_INT) || is_integral(fcx, t) || tc_kind(fcx, t) == TYK_BOOL) {
        if (op_trait_may_hold(fcx, LANG_NOT, t, NULL)) return t;
        unop_error(fcx, e, "!", t, NULL);
        return fcx->c->error;
    }
    if (var) t = tc_structurally_resolve(fcx, t, e->unary.operand->span);
    bool ok;
    TyId out = overloaded_unop(fcx, e, LANG_NOT, "not", t, &ok);
    if (!ok) unop_error(fcx, e, "!", t, NULL);
    return out;
}

/* ---- index ---- */

TyId tc_check_index(FnCtxt *fcx, const HirExpr *e) {
    TyId bt = tc_check_expr(fcx, e->index.expr, EXPECT_NONE);
    TyId it = tc_check_expr(fcx, e->index.index, EXPECT_NONE);
    bt = tc_structurally_resolve(fcx, bt, e->index.expr->span);
    if (tc_is_error(fcx, bt) || tc_is_error(fcx, it)) return fcx->c->error;
    Adjustment adj[12];
    uint32_t nadj = 0;
    TyId cur = bt;
    for (int step = 0; step < 9; step++) {
        cur = tc_shallow(fcx, cur);
        const TyData *d = tc_get(fcx, cur);
        TyId its = tc_shallow(fcx, it);
        InferKind k;
        bool idx_usize = ty_eq(its, fcx->c->usize) || (tc_is_var(fcx, its, &k) && k == INFER_INT);
        /* built-in indexing needs no impl, but (rustc 1.63) the `index`
         * lang item must exist: without it, E0608 below */
        if ((d->kind == TYK_ARRAY || d->kind == TYK_SLICE) && idx_usize && tc_lang(fcx, LANG_INDEX).i) {
            infer_unify(fcx->icx, its, fcx->c->usize);
            tc_write_adj(fcx, e->index.expr->id, adj, nadj);
            return d->kind == TYK_ARRAY ? d->array.elem : d->elem;
        }
        if (d->kind != TYK_REF && d->kind != TYK_INFER) {
            TyId targets[2] = {cur, (TyId){0}};
            uint32_t ntargets = 1;
            if (d->kind == TYK_ARRAY) targets[ntargets++] = ty_slice(fcx->tcx, d->array.elem);
            for (uint32_t ti = 0; ti < ntargets; ti++) {
                DefId m;
                ArgsId args;
                FnSig sig;
                /* rustc looks the impl up with a fresh variable for the
                 * index type, then coerces the index to it as the pending
                 * obligations decide it: `m[b]` with `b: &&u8` on a
                 * HashMap<u8, _> (`Index<&Q>` where `u8: Borrow<Q>`: Q is
                 * u8) derefs the index. An index type no impl takes is
                 * E0277 on `Self: Index<I>` (registered here, reported by
                 * fulfillment). */
                if (!tc_lookup_op_method(fcx, LANG_INDEX, "index", targets[ti], NULL, 0, &m, &args, &sig, e->span))
                    continue;
                const TyId *ia = ty_args(fcx->tcx, args);
                if (ty_args_len(fcx->tcx, args) > 1 && !tc_coerce(fcx, e->index.index, it, ia[1]))
                    tc_err_mismatch(fcx, e->index.index->span, ia[1], it, (Span){0, 0});
                adj[nadj++] = (Adjustment){ADJ_BORROW, false, {0}, ty_ref(fcx->tcx, cur, false)};
                if (ti == 1) adj[nadj++] = (Adjustment){ADJ_UNSIZE, false, {0}, ty_ref(fcx->tcx, targets[1], false)};
                tc_write_adj(fcx, e->index.expr->id, adj, nadj);
                fcx->r->type_dependent[e->id.i] = (TypeDependentDef){m, args};
                TyId o = tc_shallow(fcx, sig_output(fcx->tcx, sig));
                if (tc_kind(fcx, o) == TYK_REF) return tc_get(fcx, o)->pointee;
                return fcx->c->error;
            }
        }
        DefId ov;
        TyId next = tc_autoderef_step(fcx, cur, &ov, false);
        if (!next.i || nadj >= 9) break;
        adj[nadj++] = (Adjustment){ADJ_DEREF, false, ov, next};
        cur = next;
    }
    Diag *d = diag_error(fcx->dc, DC_E0608, e->span, "cannot index into a value of type `%s`", tc_ty_str(fcx, bt));
    diag_emit(d);
    tc_taint(fcx);
    return fcx->c->error;
}
