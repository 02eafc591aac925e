/* closure.c — closure expressions, capture analysis, Fn-kind inference.
 *
 * Takes: CLOSURE expressions. Gives: the closure type (spine
 * conventions §3: the enclosing item's identity args ++ [kind, sig,
 * upvars]), its signature (from annotations, else from an expected fn
 * pointer, `dyn Fn*` or a pending `F: Fn*` bound, else fresh variables),
 * and at the end of the body (types known): the captured variables with
 * their capture kind from how the body uses them (moved, mutated, read;
 * `move` closures capture by value), the closure kind (FnOnce if it moves
 * a capture out, FnMut if it mutates one, else Fn), and the resolution of
 * calls of closures as Fn*::call* (conventions §4).
 */
#include "tc_priv.h"

#include <string.h>

/* ---- a pre-order HIR walker ---- */

typedef struct Walker {
    void (*on_expr)(void *arg, const HirExpr *e);
    void (*on_pat)(void *arg, const HirPat *p);
    void *arg;
    void (*on_block)(void *arg, const HirBlock *b);
    void (*on_block_exit)(void *arg, const HirBlock *b);
} Walker;

static void walk_expr(const Walker *w, const HirExpr *e);

static void walk_pat(const Walker *w, const HirPat *p) {
    if (!p) return;
    if (w->on_pat) w->on_pat(w->arg, p);
    switch (p->kind) {
    case HPAT_BINDING: walk_pat(w, p->binding.sub); break;
    case HPAT_STRUCT:
        for (uint32_t i = 0; i < p->strukt.nfields; i++) walk_pat(w, p->strukt.fields[i].pat);
        break;
    case HPAT_TUPLE_STRUCT:
        for (uint32_t i = 0; i < p->tuple_struct.npats; i++) walk_pat(w, p->tuple_struct.pats[i]);
        break;
    case HPAT_TUPLE:
        for (uint32_t i = 0; i < p->tuple.npats; i++) walk_pat(w, p->tuple.pats[i]);
        break;
    case HPAT_BOX: walk_pat(w, p->inner); break;
    case HPAT_REF: walk_pat(w, p->ref.pat); break;
    case HPAT_SLICE:
        for (uint32_t i = 0; i < p->slice.nbefore; i++) walk_pat(w, p->slice.before[i]);
        walk_pat(w, p->slice.mid);
        for (uint32_t i = 0; i < p->slice.nafter; i++) walk_pat(w, p->slice.after[i]);
        break;
    case HPAT_OR:
        for (uint32_t i = 0; i < p->alts.nalts; i++) walk_pat(w, p->alts.alts[i]);
        break;
    default: break;
    }
}

static void walk_block(const Walker *w, const HirBlock *b) {
    if (w->on_block) w->on_block(w->arg, b);
    for (uint32_t i = 0; i < b->nstmts; i++) {
        const HirStmt *s = &b->stmts[i];
        if (s->kind == HSTMT_LET) {
            if (s->local->init) walk_expr(w, s->local->init);
            walk_pat(w, s->local->pat);
            if (s->local->els) walk_block(w, s->local->els);
        } else if (s->kind == HSTMT_EXPR || s->kind == HSTMT_SEMI) {
            walk_expr(w, s->expr);
        }
    }
    if (b->expr) walk_expr(w, b->expr);
    if (w->on_block_exit) w->on_block_exit(w->arg, b);
}

static void walk_expr(const Walker *w, const HirExpr *e) {
    if (!e) return;
    if (w->on_expr) w->on_expr(w->arg, e);
    switch (e->kind) {
    case HEXPR_CALL:
        walk_expr(w, e->call.callee);
        for (uint32_t i = 0; i < e->call.nargs; i++) walk_expr(w, e->call.args[i]);
        break;
    case HEXPR_METHOD_CALL:
        walk_expr(w, e->method.receiver);
        for (uint32_t i = 0; i < e->method.nargs; i++) walk_expr(w, e->method.args[i]);
        break;
    case HEXPR_BINARY:
    case HEXPR_ASSIGN_OP:
        walk_expr(w, e->binary.lhs);
        walk_expr(w, e->binary.rhs);
        break;
    case HEXPR_UNARY: walk_expr(w, e->unary.operand); break;
    case HEXPR_CAST:
    case HEXPR_TYPE_ASCRIPTION: walk_expr(w, e->cast.expr); break;
    case HEXPR_ADDR_OF: walk_expr(w, e->addr_of.expr); break;
    case HEXPR_ASSIGN:
        walk_expr(w, e->assign.lhs);
        walk_expr(w, e->assign.rhs);
        break;
    case HEXPR_FIELD: walk_expr(w, e->field.expr); break;
    case HEXPR_INDEX:
        walk_expr(w, e->index.expr);
        walk_expr(w, e->index.index);
        break;
    case HEXPR_BLOCK: walk_block(w, e->block.block); break;
    case HEXPR_IF:
        walk_expr(w, e->if_.cond);
        walk_expr(w, e->if_.then);
        walk_expr(w, e->if_.els);
        break;
    case HEXPR_LOOP: walk_block(w, e->loop.body); break;
    case HEXPR_MATCH:
        walk_expr(w, e->match.scrutinee);
        for (uint32_t i = 0; i < e->match.narms; i++) {
            walk_pat(w, e->match.arms[i].pat);
            walk_expr(w, e->match.arms[i].guard);
            walk_expr(w, e->match.arms[i].body);
        }
        break;
    case HEXPR_LET:
        walk_expr(w, e->let.init);
        walk_pat(w, e->let.pat);
        break;
    case HEXPR_CLOSURE:
        for (uint32_t i = 0; i < e->closure.nparams; i++) walk_pat(w, e->closure.params[i].pat);
        walk_expr(w, e->closure.body);
        break;
    case HEXPR_BREAK: walk_expr(w, e->brk.value); break;
    case HEXPR_RET: walk_expr(w, e->ret); break;
    case HEXPR_TUP:
    case HEXPR_ARRAY:
        for (uint32_t i = 0; i < e->elems.n; i++) walk_expr(w, e->elems.elems[i]);
        break;
    case HEXPR_REPEAT: walk_expr(w, e->repeat.elem); break;
    case HEXPR_STRUCT:
        for (uint32_t i = 0; i < e->strukt.nfields; i++) walk_expr(w, e->strukt.fields[i].expr);
        walk_expr(w, e->strukt.base);
        break;
    case HEXPR_BOX: walk_expr(w, e->inner); break;
    case HEXPR_YIELD: walk_expr(w, e->yld); break;
    case HEXPR_INLINE_ASM:
        for (uint32_t i = 0; i < e->inline_asm->noperands; i++) {
            walk_expr(w, e->inline_asm->operands[i].expr);
            walk_expr(w, e->inline_asm->operands[i].out_expr);
        }
        break;
    default: break;
    }
}

void tc_walk_expr(const HirExpr *e, void (*on_expr)(void *, const HirExpr *), void (*on_pat)(void *, const HirPat *),
                  void (*on_block)(void *, const HirBlock *), void *arg) {
    Walker w = {on_expr, on_pat, arg, on_block, NULL};
    walk_expr(&w, e);
}

void tc_walk_expr_nested(const HirExpr *e, void (*on_expr)(void *, const HirExpr *),
                         void (*on_pat)(void *, const HirPat *), void (*on_block)(void *, const HirBlock *),
                         void (*on_block_exit)(void *, const HirBlock *), void *arg) {
    Walker w = {on_expr, on_pat, arg, on_block, on_block_exit};
    walk_expr(&w, e);
}

/* ---- locals bound inside a closure ---- */

static void collect_binding(void *arg, const HirPat *p) {
    if (p->kind == HPAT_BINDING) hmap_put((HashMap *)arg, p->id.i, 1);
}

static void closure_bindings(const HirExpr *closure, HashMap *out) {
    Walker w = {NULL, collect_binding, out, NULL, NULL};
    walk_expr(&w, closure);
}

typedef struct MentionCtx {
    HashMap *inner;
    bool found;
} MentionCtx;

static void mention_expr(void *arg, const HirExpr *e) {
    MentionCtx *mc = arg;
    if (e->kind == HEXPR_PATH && e->qpath.kind == QPATH_RESOLVED && e->qpath.path->res.kind == RES_LOCAL) {
        uint64_t v;
        if (!hmap_get(mc->inner, e->qpath.path->local.i, &v)) mc->found = true;
    }
}

bool tc_closure_captures_anything(FnCtxt *fcx, const HirExpr *closure) {
    (void)fcx;
    HashMap inner;
    hmap_init(&inner);
    closure_bindings(closure, &inner);
    MentionCtx mc = {&inner, false};
    Walker w = {mention_expr, NULL, &mc, NULL, NULL};
    walk_expr(&w, closure->closure.body);
    hmap_free(&inner);
    return mc.found;
}

/* ---- checking a closure expression ---- */

static bool is_fn_trait(FnCtxt *fcx, DefId t) {
    return t.i && (def_eq(t, tc_lang(fcx, LANG_FN)) || def_eq(t, tc_lang(fcx, LANG_FN_MUT)) ||
                   def_eq(t, tc_lang(fcx, LANG_FN_ONCE)));
}

/* The signature the context expects: inputs tuple and output (0 if unknown). */
static void expected_sig(FnCtxt *fcx, Expect ex, TyId *inputs_tuple, TyId *output, const TyId **fp_inputs,
                         uint32_t *nfp) {
    *inputs_tuple = (TyId){0};
    *output = (TyId){0};
    *fp_inputs = NULL;
    *nfp = 0;
    if (ex.kind == EXP_NONE || !ex.ty.i) return;
    TyId t = tc_shallow(fcx, ex.ty);
    const TyData *d = tc_get(fcx, t);
    DefId out_item = tc_lang(fcx, LANG_FN_ONCE_OUTPUT);
    if (d->kind == TYK_FN_PTR) {
        *fp_inputs = ty_args(fcx->tcx, d->sig.inputs_and_output);
        *nfp = sig_ninputs(fcx->tcx, d->sig);
        *output = sig_output(fcx->tcx, d->sig);
        return;
    }
    if (d->kind == TYK_DYN && is_fn_trait(fcx, d->dyn_.principal)) {
        if (ty_args_len(fcx->tcx, d->dyn_.principal_args)) *inputs_tuple = ty_args(fcx->tcx, d->dyn_.principal_args)[0];
        for (uint32_t i = 0; i < d->dyn_.nproj; i++)
            if (def_eq(d->dyn_.proj_items[i], out_item)) *output = ty_args(fcx->tcx, d->dyn_.proj_tys)[i];
        return;
    }
    if (d->kind == TYK_INFER) {
        for (uint32_t i = 0; i < fcx->obligs.len; i++) {
            const Oblig *o = &fcx->obligs.data[i];
            if (o->pred.kind == PRED_TRAIT) {
                const TyId *a = ty_args(fcx->tcx, o->pred.trait_ref.args);
                if (!is_fn_trait(fcx, o->pred.trait_ref.trait) || ty_args_len(fcx->tcx, o->pred.trait_ref.args) < 2) continue;
                if (!ty_eq(tc_shallow(fcx, a[0]), t)) continue;
                *inputs_tuple = a[1];
            } else {
                const TyData *pd = tc_get(fcx, o->proj);
                if (pd->kind != TYK_PROJECTION || !def_eq(pd->proj.item, out_item)) continue;
                const TyId *a = ty_args(fcx->tcx, pd->proj.args);
                if (!a || !ty_eq(tc_shallow(fcx, a[0]), t)) continue;
                *output = o->pred.ty;
                if (!inputs_tuple->i && ty_args_len(fcx->tcx, pd->proj.args) >= 2) *inputs_tuple = a[1];
            }
        }
    }
}

/* The closure kind the context expects (the strictest Fn trait of the
 * expected dyn type or of pending obligations on the expected variable),
 * or -1. */
static int expected_kind(FnCtxt *fcx, Expect ex) {
    if (ex.kind == EXP_NONE || !ex.ty.i) return -1;
    TyId t = tc_shallow(fcx, ex.ty);
    const TyData *d = tc_get(fcx, t);
    static const LangItem lis[3] = {LANG_FN, LANG_FN_MUT, LANG_FN_ONCE};
    int best = -1;
    for (int k = 0; k < 3; k++) {
        DefId tr = tc_lang(fcx, lis[k]);
        if (!tr.i) continue;
        bool hit = false;
        if (d->kind == TYK_DYN) hit = def_eq(d->dyn_.principal, tr);
        else if (d->kind == TYK_INFER)
            for (uint32_t i = 0; i < fcx->obligs.len && !hit; i++) {
                const Oblig *o = &fcx->obligs.data[i];
                if (o->pred.kind != PRED_TRAIT || !def_eq(o->pred.trait_ref.trait, tr)) continue;
                if (!ty_args_len(fcx->tcx, o->pred.trait_ref.args)) continue;
                hit = ty_eq(tc_shallow(fcx, ty_args(fcx->tcx, o->pred.trait_ref.args)[0]), t);
            }
        if (hit && best < 0) best = k;
    }
    return best;
}

/* A generator's expected resume, yield and return types: from pending
 * `G: Generator<R, Yield = Y, Return = T>` obligations on the expected
 * variable (`from_generator`'s bound gives async bodies theirs). */
static void expected_gen_sig(FnCtxt *fcx, Expect ex, TyId *resume, TyId *yield, TyId *ret) {
    *resume = *yield = *ret = (TyId){0};
    if (ex.kind == EXP_NONE || !ex.ty.i) return;
    TyId t = tc_shallow(fcx, ex.ty);
    if (tc_kind(fcx, t) != TYK_INFER) return;
    DefId gen = tc_lang(fcx, LANG_GENERATOR);
    if (!gen.i) return;
    for (uint32_t i = 0; i < fcx->obligs.len; i++) {
        const Oblig *o = &fcx->obligs.data[i];
        if (o->pred.kind == PRED_TRAIT) {
            if (!def_eq(o->pred.trait_ref.trait, gen) || ty_args_len(fcx->tcx, o->pred.trait_ref.args) < 2) continue;
            const TyId *a = ty_args(fcx->tcx, o->pred.trait_ref.args);
            if (ty_eq(tc_shallow(fcx, a[0]), t)) *resume = a[1];
        } else {
            const TyData *pd = tc_get(fcx, o->proj);
            if (pd->kind != TYK_PROJECTION) continue;
            const AssocItem *ai = ty_assoc_item(fcx->tcx, pd->proj.item);
            if (!ai || !def_eq(ai->container, gen)) continue;
            const TyId *a = ty_args(fcx->tcx, pd->proj.args);
            if (!a || !ty_eq(tc_shallow(fcx, a[0]), t)) continue;
            int which = ty_generator_assoc(fcx->tcx, pd->proj.item);
            if (which == GEN_ASSOC_YIELD) *yield = o->pred.ty;
            else if (which == GEN_ASSOC_RETURN) *ret = o->pred.ty;
            if (!resume->i && ty_args_len(fcx->tcx, pd->proj.args) >= 2) *resume = a[1];
        }
    }
}

/* A closure's or generator's type (the enclosing item's identity args ++
 * tail: spine conventions §3, or resume/yield/return/upvars), recorded
 * with its ClosureInfo for capture analysis. */
static TyId register_closure(FnCtxt *fcx, const HirExpr *e, const TyId *tail, uint32_t ntail, bool gen, FnSig sig) {
    TyCtxt *tcx = fcx->tcx;
    ArgsId parent = ty_identity_args(tcx, fcx->owner);
    uint32_t np = ty_args_len(tcx, parent);
    TyId *targs = xmalloc((np + ntail) * sizeof(TyId));
    if (np) memcpy(targs, ty_args(tcx, parent), np * sizeof(TyId));
    memcpy(targs + np, tail, ntail * sizeof(TyId));
    ArgsId args = ty_intern_args(tcx, targs, np + ntail);
    free(targs);
    TyId t = gen ? ty_generator(tcx, e->closure.def, args) : ty_closure(tcx, e->closure.def, args);
    ClosureInfo ci = {0};
    ci.def = e->closure.def;
    ci.expr = e->id;
    ci.kind = gen ? CLOSURE_FN_ONCE : CLOSURE_FN;
    ci.is_generator = gen;
    ci.sig = sig;
    vec_push(&fcx->closures, ci);
    vec_push(&fcx->closure_tys, t);
    return t;
}

/* A closure's or generator's body: its own return (and yield/resume)
 * types, no outer break targets; the enclosing body's state restored. */
static void check_closure_body(FnCtxt *fcx, const HirExpr *e, TyId ret, TyId yield, TyId resume) {
    TyId saved_ret = fcx->ret_ty, saved_yield = fcx->yield_ty, saved_resume = fcx->resume_ty;
    Span saved_span = fcx->ret_span;
    uint32_t saved_breaks = fcx->breaks.len;
    bool saved_div = fcx->diverges;
    fcx->ret_ty = ret;
    fcx->yield_ty = yield;
    fcx->resume_ty = resume;
    fcx->ret_span = e->closure.ret ? e->closure.ret->span : (Span){0, 0};
    BreakCtx *saved = NULL;
    if (saved_breaks) {
        saved = xmalloc(saved_breaks * sizeof *saved);
        memcpy(saved, fcx->breaks.data, saved_breaks * sizeof *saved);
        fcx->breaks.len = 0;
    }
    fcx->diverges = false;
    tc_check_return_value(fcx, e->closure.body, false);
    fcx->ret_ty = saved_ret;
    fcx->yield_ty = saved_yield;
    fcx->resume_ty = saved_resume;
    fcx->ret_span = saved_span;
    fcx->breaks.len = 0;
    for (uint32_t i = 0; i < saved_breaks; i++) vec_push(&fcx->breaks, saved[i]);
    free(saved);
    fcx->diverges = saved_div;
}

/* `|r| { .. yield y; .. }` and async bodies: the generator type. */
static TyId check_generator(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    TyCtxt *tcx = fcx->tcx;
    uint32_t n = e->closure.nparams;
    TyId exp_resume, exp_yield, exp_ret;
    expected_gen_sig(fcx, ex, &exp_resume, &exp_yield, &exp_ret);
    TyId resume = fcx->c->unit;
    if (n) {
        const HirParam *p = &e->closure.params[0];
        if (p->ty) {
            resume = tc_lower_ty(fcx, p->ty);
            if (exp_resume.i) infer_unify(fcx->icx, resume, exp_resume);
        } else {
            resume = exp_resume.i ? exp_resume : tc_new_var(fcx, p->span);
        }
    }
    TyId yield = exp_yield.i ? exp_yield : tc_new_var(fcx, e->span);
    TyId ret;
    if (e->closure.ret) {
        ret = tc_lower_ty(fcx, e->closure.ret);
        if (exp_ret.i) infer_unify(fcx->icx, ret, exp_ret);
    } else {
        ret = exp_ret.i ? exp_ret : tc_new_var(fcx, e->closure.body->span);
    }
    FnSig sig = tc_make_sig(tcx, &resume, n ? 1 : 0, ret, false, false, ABI_RUST);
    TyId tail[4] = {resume, yield, ret, tc_new_var(fcx, e->span)};
    TyId gty = register_closure(fcx, e, tail, 4, true, sig);
    for (uint32_t i = 0; i < n; i++) {
        const HirParam *p = &e->closure.params[i];
        TyId t = i == 0 ? resume : fcx->c->error;
        tc_write_ty(fcx, p->id, t);
        tc_check_pat_top(fcx, p->pat, t, (Span){0, 0}, false);
    }
    check_closure_body(fcx, e, ret, yield, resume);
    return gty;
}

static int closure_index_of(FnCtxt *fcx, DefId def);

TyId tc_check_closure(FnCtxt *fcx, const HirExpr *e, Expect ex) {
    if (e->closure.gen) return check_generator(fcx, e, ex);
    TyCtxt *tcx = fcx->tcx;
    uint32_t n = e->closure.nparams;
    TyId exp_tuple, exp_out;
    const TyId *fp_inputs;
    uint32_t nfp;
    expected_sig(fcx, ex, &exp_tuple, &exp_out, &fp_inputs, &nfp);
    const TyId *exp_inputs = NULL;
    uint32_t nexp = 0;
    if (fp_inputs) {
        exp_inputs = fp_inputs;
        nexp = nfp;
    } else if (exp_tuple.i) {
        TyId tt = tc_shallow(fcx, exp_tuple);
        if (tc_kind(fcx, tt) == TYK_TUPLE) {
            exp_inputs = ty_args(tcx, tc_get(fcx, tt)->tuple);
            nexp = ty_args_len(tcx, tc_get(fcx, tt)->tuple);
        }
    }
    if (nexp != n) exp_inputs = NULL;
    TyId *ins = xmalloc((n ? n : 1) * sizeof(TyId));
    for (uint32_t i = 0; i < n; i++) {
        const HirParam *p = &e->closure.params[i];
        if (p->ty) {
            ins[i] = tc_lower_ty(fcx, p->ty);
            if (exp_inputs) infer_unify(fcx->icx, ins[i], exp_inputs[i]);
        } else {
            ins[i] = exp_inputs ? exp_inputs[i] : tc_new_var(fcx, p->span);
            vec_push(&fcx->closure_params, p);
        }
    }
    TyId ret;
    if (e->closure.ret) {
        ret = tc_lower_ty(fcx, e->closure.ret);
        if (exp_out.i) infer_unify(fcx->icx, ret, exp_out);
    } else {
        ret = exp_out.i ? exp_out : tc_new_var(fcx, e->closure.body->span);
    }
    FnSig sig = tc_make_sig(tcx, ins, n, ret, false, false, ABI_RUST);
    free(ins);

    /* the closure type */
    TyId tail[3] = {tc_new_var(fcx, e->span), ty_fn_ptr(tcx, sig), tc_new_var(fcx, e->span)};
    TyId cty = register_closure(fcx, e, tail, 3, false, sig);
    int ek = expected_kind(fcx, ex);
    if (ek >= 0) {
        int ci = closure_index_of(fcx, e->closure.def);
        if (ci >= 0) fcx->closures.data[ci].expected_kind = (uint8_t)(ek + 1);
    }

    for (uint32_t i = 0; i < n; i++) {
        const HirParam *p = &e->closure.params[i];
        TyId t = sig_input(tcx, sig, i);
        tc_write_ty(fcx, p->id, t);
        tc_check_pat_top(fcx, p->pat, t, (Span){0, 0}, false);
    }
    check_closure_body(fcx, e, ret, (TyId){0}, (TyId){0});
    return cty;
}

/* ---- capture analysis ---- */

typedef enum UseMode { USE_REF = 1, USE_MUT = 2, USE_MOVE = 3 } UseMode;

typedef struct CapVar {
    HirId var;
    Symbol name;
    UseMode mode;             /* strongest use */
    bool moved;               /* a non-Copy by-value use */
} CapVar;

typedef struct CapCtx {
    FnCtxt *fcx;
    uint32_t idx;             /* the closure being analysed */
    HashMap inner;            /* bindings declared inside it */
    VEC(CapVar) vars;
    bool is_move;
} CapCtx;

static uint8_t *g_state;      /* per closure: 0 todo, 1 in progress, 2 done (valid during tc_closure_analyze) */

static void analyze_closure(FnCtxt *fcx, uint32_t idx);

static int closure_index_of(FnCtxt *fcx, DefId def);

static bool is_copy(FnCtxt *fcx, TyId t) {
    TyId r = tc_resolve(fcx, t);
    /* a closure of this body: whether it is Copy depends on its captures,
     * known once it is analysed (an outer closure is analysed first) */
    const TyData *rd = tc_get(fcx, r);
    if ((rd->kind == TYK_CLOSURE || rd->kind == TYK_GENERATOR) && g_state) {
        int ci = closure_index_of(fcx, rd->adt.def);
        if (ci >= 0 && !g_state[ci]) {
            analyze_closure(fcx, (uint32_t)ci);
            r = tc_resolve(fcx, t);
        }
    }
    if (ty_get(fcx->tcx, r)->flags & (TYF_HAS_ERROR | TYF_HAS_INFER)) return true;
    return ty_is_copy(fcx->tcx, fcx->env, r);
}

static void record_use(CapCtx *cc, HirId var, Symbol name, UseMode mode) {
    uint64_t v;
    if (hmap_get(&cc->inner, var.i, &v)) return;
    FnCtxt *fcx = cc->fcx;
    bool moved = false;
    if (mode == USE_MOVE) {
        if (is_copy(fcx, tc_node_ty(fcx, var))) mode = USE_REF;
        else moved = true;
    }
    for (uint32_t i = 0; i < cc->vars.len; i++) {
        if (!hir_id_eq(cc->vars.data[i].var, var)) continue;
        if (mode > cc->vars.data[i].mode) cc->vars.data[i].mode = mode;
        cc->vars.data[i].moved |= moved;
        return;
    }
    CapVar cv = {var, name, mode, moved};
    vec_push(&cc->vars, cv);
}

static void cap_expr(CapCtx *cc, const HirExpr *e, UseMode mode);

static UseMode mode_after_adjustments(CapCtx *cc, const HirExpr *e, UseMode mode) {
    const Adjustments *a = &cc->fcx->r->adjustments[e->id.i];
    for (uint32_t i = 0; i < a->n; i++) {
        if (a->steps[i].kind == ADJ_BORROW) return a->steps[i].mutbl ? USE_MUT : USE_REF;
        if (a->steps[i].kind == ADJ_DEREF) {
            /* a place read through a pointer: find a later borrow */
            for (uint32_t k = i + 1; k < a->n; k++)
                if (a->steps[k].kind == ADJ_BORROW || a->steps[k].kind == ADJ_RAW_BORROW)
                    return a->steps[k].mutbl ? USE_MUT : USE_REF;
            return a->steps[i].mutbl ? USE_MUT : USE_REF;
        }
    }
    return mode;
}

/* How a pattern uses the place it matches: moves for by-value
 * bindings of non-Copy types, mutable borrows for `ref mut`. */
typedef struct PatUse {
    CapCtx *cc;
    UseMode mode;
} PatUse;

static void pat_use(void *arg, const HirPat *p) {
    PatUse *pu = arg;
    FnCtxt *fcx = pu->cc->fcx;
    if (p->kind != HPAT_BINDING) return;
    uint8_t bm = fcx->r->binding_modes[p->id.i];
    UseMode m = USE_REF;
    if (bm == BM_BY_REF_MUT) m = USE_MUT;
    else if (bm == BM_BY_VALUE && !is_copy(fcx, tc_node_ty(fcx, p->id))) m = USE_MOVE;
    if (m > pu->mode) pu->mode = m;
}

static UseMode pat_mode(CapCtx *cc, const HirPat *p) {
    PatUse pu = {cc, USE_REF};
    Walker w = {NULL, pat_use, &pu, NULL, NULL};
    walk_pat(&w, p);
    return pu.mode;
}

static void cap_block(CapCtx *cc, const HirBlock *b, UseMode tail_mode) {
    for (uint32_t i = 0; i < b->nstmts; i++) {
        const HirStmt *s = &b->stmts[i];
        if (s->kind == HSTMT_LET) {
            if (s->local->init) cap_expr(cc, s->local->init, pat_mode(cc, s->local->pat));
            if (s->local->els) cap_block(cc, s->local->els, USE_MOVE);
        } else if (s->kind == HSTMT_EXPR || s->kind == HSTMT_SEMI) {
            cap_expr(cc, s->expr, USE_MOVE);
        }
    }
    if (b->expr) cap_expr(cc, b->expr, tail_mode);
}

static int closure_index_of(FnCtxt *fcx, DefId def) {
    for (uint32_t i = 0; i < fcx->closures.len; i++)
        if (def_eq(fcx->closures.data[i].def, def)) return (int)i;
    return -1;
}

static void cap_expr(CapCtx *cc, const HirExpr *e, UseMode mode) {
    if (!e) return;
    FnCtxt *fcx = cc->fcx;
    mode = mode_after_adjustments(cc, e, mode);
    switch (e->kind) {
    case HEXPR_PATH:
        if (e->qpath.kind == QPATH_RESOLVED && e->qpath.path->res.kind == RES_LOCAL)
            record_use(cc, e->qpath.path->local,
                       e->qpath.path->nsegs ? e->qpath.path->segs[e->qpath.path->nsegs - 1].ident.name : 0, mode);
        break;
    case HEXPR_FIELD: {
        UseMode m = mode;
        if (m == USE_MOVE && is_copy(fcx, tc_node_ty(fcx, e->id))) m = USE_REF;
        cap_expr(cc, e->field.expr, m);
        break;
    }
    case HEXPR_INDEX:
        cap_expr(cc, e->index.expr, mode == USE_MUT ? USE_MUT : USE_REF);
        cap_expr(cc, e->index.index, USE_MOVE);
        break;
    case HEXPR_UNARY:
        if (e->unary.op == HUN_DEREF) {
            TyId ot = tc_shallow(fcx, tc_node_ty(fcx, e->unary.operand->id));
            const TyData *d = tc_get(fcx, ot);
            UseMode m = USE_REF;
            if (d->kind == TYK_REF && d->mutbl && mode == USE_MUT) m = USE_MUT;
            else if (d->kind == TYK_ADT)   /* a Box: reading a Copy pointee moves nothing */
                m = mode == USE_MOVE && is_copy(fcx, tc_node_ty(fcx, e->id)) ? USE_REF : mode;
            cap_expr(cc, e->unary.operand, m);
        } else {
            cap_expr(cc, e->unary.operand, USE_MOVE);
        }
        break;
    case HEXPR_ADDR_OF: cap_expr(cc, e->addr_of.expr, e->addr_of.mutbl ? USE_MUT : USE_REF); break;
    case HEXPR_ASSIGN:
        cap_expr(cc, e->assign.lhs, USE_MUT);
        cap_expr(cc, e->assign.rhs, USE_MOVE);
        break;
    case HEXPR_ASSIGN_OP:
        cap_expr(cc, e->binary.lhs, USE_MUT);
        cap_expr(cc, e->binary.rhs, USE_MOVE);
        break;
    case HEXPR_BINARY:
        cap_expr(cc, e->binary.lhs, USE_MOVE);
        cap_expr(cc, e->binary.rhs, USE_MOVE);
        break;
    case HEXPR_CALL: {
        UseMode cm = USE_MOVE;
        TyId ct = tc_shallow(fcx, tc_node_ty(fcx, e->call.callee->id));
        if (tc_kind(fcx, ct) == TYK_CLOSURE) {
            int ci = closure_index_of(fcx, tc_get(fcx, ct)->adt.def);
            if (ci >= 0) {
                analyze_closure(fcx, (uint32_t)ci);
                ClosureKind k = fcx->closures.data[ci].kind;
                cm = k == CLOSURE_FN ? USE_REF : k == CLOSURE_FN_MUT ? USE_MUT : USE_MOVE;
            }
        }
        cap_expr(cc, e->call.callee, cm);
        for (uint32_t i = 0; i < e->call.nargs; i++) cap_expr(cc, e->call.args[i], USE_MOVE);
        break;
    }
    case HEXPR_METHOD_CALL:
        cap_expr(cc, e->method.receiver, USE_MOVE);
        for (uint32_t i = 0; i < e->method.nargs; i++) cap_expr(cc, e->method.args[i], USE_MOVE);
        break;
    case HEXPR_CAST:
    case HEXPR_TYPE_ASCRIPTION: cap_expr(cc, e->cast.expr, USE_MOVE); break;
    case HEXPR_BLOCK: cap_block(cc, e->block.block, mode); break;
    case HEXPR_IF:
        cap_expr(cc, e->if_.cond, USE_MOVE);
        cap_expr(cc, e->if_.then, mode);
        cap_expr(cc, e->if_.els, mode);
        break;
    case HEXPR_LOOP: cap_block(cc, e->loop.body, USE_MOVE); break;
    case HEXPR_MATCH: {
        UseMode sm = USE_REF;
        for (uint32_t i = 0; i < e->match.narms; i++) {
            UseMode m = pat_mode(cc, e->match.arms[i].pat);
            if (m > sm) sm = m;
        }
        cap_expr(cc, e->match.scrutinee, sm);
        for (uint32_t i = 0; i < e->match.narms; i++) {
            cap_expr(cc, e->match.arms[i].guard, USE_MOVE);
            cap_expr(cc, e->match.arms[i].body, mode);
        }
        break;
    }
    case HEXPR_LET: cap_expr(cc, e->let.init, pat_mode(cc, e->let.pat)); break;
    case HEXPR_CLOSURE: {
        int ci = closure_index_of(fcx, e->closure.def);
        if (ci < 0) break;
        analyze_closure(fcx, (uint32_t)ci);
        const ClosureInfo *inner = &fcx->closures.data[ci];
        for (uint32_t i = 0; i < inner->ncaptures; i++) {
            const ClosureCapture *c = &inner->captures[i];
            UseMode m = c->kind == CAPTURE_BY_VALUE ? USE_MOVE : c->kind == CAPTURE_BY_MUT_REF ? USE_MUT : USE_REF;
            record_use(cc, c->var, c->name, m);
        }
        break;
    }
    case HEXPR_BREAK: cap_expr(cc, e->brk.value, USE_MOVE); break;
    case HEXPR_RET: cap_expr(cc, e->ret, USE_MOVE); break;
    case HEXPR_TUP:
    case HEXPR_ARRAY:
        for (uint32_t i = 0; i < e->elems.n; i++) cap_expr(cc, e->elems.elems[i], USE_MOVE);
        break;
    case HEXPR_REPEAT: cap_expr(cc, e->repeat.elem, USE_MOVE); break;
    case HEXPR_STRUCT:
        for (uint32_t i = 0; i < e->strukt.nfields; i++) cap_expr(cc, e->strukt.fields[i].expr, USE_MOVE);
        cap_expr(cc, e->strukt.base, USE_MOVE);
        break;
    case HEXPR_BOX: cap_expr(cc, e->inner, USE_MOVE); break;
    case HEXPR_YIELD: cap_expr(cc, e->yld, USE_MOVE); break;
    case HEXPR_INLINE_ASM:
        for (uint32_t i = 0; i < e->inline_asm->noperands; i++) {
            const HirAsmOperand *op = &e->inline_asm->operands[i];
            bool out = op->kind == ASM_OP_OUT || op->kind == ASM_OP_INOUT;
            cap_expr(cc, op->expr, out ? USE_MUT : USE_MOVE);
            cap_expr(cc, op->out_expr, USE_MUT);
        }
        break;
    default: break;
    }
}

static void analyze_closure(FnCtxt *fcx, uint32_t idx) {
    if (g_state[idx]) return;
    g_state[idx] = 1;
    ClosureInfo *ci = &fcx->closures.data[idx];
    const HirExpr *e = hir_closure_expr(ty_hir(fcx->tcx), ci->def);
    if (!e) e = NULL;
    CapCtx cc = {0};
    cc.fcx = fcx;
    cc.idx = idx;
    hmap_init(&cc.inner);
    if (e) {
        cc.is_move = e->closure.move;
        closure_bindings(e, &cc.inner);
        cap_expr(&cc, e->closure.body, USE_MOVE);
    }
    ClosureKind kind = CLOSURE_FN;
    ClosureCapture *caps = cc.vars.len ? ARENA_ARRAY(fcx->arena, ClosureCapture, cc.vars.len) : NULL;
    TyId *tys = xmalloc((cc.vars.len ? cc.vars.len : 1) * sizeof(TyId));
    for (uint32_t i = 0; i < cc.vars.len; i++) {
        CapVar *v = &cc.vars.data[i];
        TyId vt = tc_resolve(fcx, tc_node_ty(fcx, v->var));
        if (v->moved) kind = CLOSURE_FN_ONCE;
        else if (v->mode == USE_MUT && kind == CLOSURE_FN) kind = CLOSURE_FN_MUT;
        CaptureKind ck;
        if (cc.is_move || v->mode == USE_MOVE) ck = CAPTURE_BY_VALUE;
        else if (v->mode == USE_MUT) ck = CAPTURE_BY_MUT_REF;
        else ck = CAPTURE_BY_REF;
        TyId ut = ck == CAPTURE_BY_VALUE ? vt : ty_ref(fcx->tcx, vt, ck == CAPTURE_BY_MUT_REF);
        caps[i] = (ClosureCapture){v->var, ck, ut, v->name};
        tys[i] = ut;
    }
    /* An expected kind wins, as in rustc: a closure passed where FnOnce is
     * expected is FnOnce (calling it moves it) even when its body would
     * allow Fn; one passed where Fn/FnMut is expected keeps that kind
     * even when its body needs more (kind_forced: its moves are E0507). */
    if (ci->expected_kind && !ci->is_generator) {
        ClosureKind ek = (ClosureKind)(ci->expected_kind - 1);
        if (ek < kind) ci->kind_forced = true;
        kind = ek;
    }
    ci->captures = caps;
    ci->ncaptures = cc.vars.len;
    ci->kind = kind;
    ci->sig.inputs_and_output = infer_resolve_args(fcx->icx, ci->sig.inputs_and_output);
    /* the closure type's kind and upvar args */
    TyId cty = fcx->closure_tys.data[idx];
    const TyData *d = tc_get(fcx, cty);
    uint32_t n = ty_args_len(fcx->tcx, d->adt.args);
    const TyId *a = ty_args(fcx->tcx, d->adt.args);
    TyId kty = kind == CLOSURE_FN ? fcx->c->i8 : kind == CLOSURE_FN_MUT ? fcx->c->i16 : fcx->c->i32;
    if (ci->is_generator) ci->kind = CLOSURE_FN_ONCE;
    else infer_unify(fcx->icx, a[n - 3], kty);
    infer_unify(fcx->icx, a[n - 1], ty_tuple(fcx->tcx, tys, cc.vars.len));
    free(tys);
    vec_free(&cc.vars);
    hmap_free(&cc.inner);
    g_state[idx] = 2;
}

void tc_closure_analyze(FnCtxt *fcx) {
    if (!fcx->closures.len) return;
    uint8_t *saved = g_state;
    g_state = xcalloc(fcx->closures.len, 1);
    for (uint32_t i = fcx->closures.len; i-- > 0;) analyze_closure(fcx, i);
    free(g_state);
    g_state = saved;
}

/* Calls of closures: `c(a, b)` as <C as Fn*<(A, B)>>::call*(&c, (a, b)),
 * the trait from the closure's kind (a missing Fn lang item falls back
 * to FnMut, then FnOnce, as rustc's lookup does). */
void tc_resolve_deferred_calls(FnCtxt *fcx) {
    static const LangItem lis[3] = {LANG_FN, LANG_FN_MUT, LANG_FN_ONCE};
    static const char *names[3] = {"call", "call_mut", "call_once"};
    for (uint32_t i = 0; i < fcx->calls.len; i++) {
        DeferredCall *dc = &fcx->calls.data[i];
        ClosureKind k = fcx->closures.data[dc->closure].kind;
        int t = (int)k;
        while (t < 3 && !tc_lang(fcx, lis[t]).i) t++;
        if (t == 3) {
            ty_require_lang_item(fcx->tcx, lis[k], dc->call->span);
            tc_taint(fcx);
            continue;
        }
        DefId trait = tc_lang(fcx, lis[t]);
        DefId m = tc_trait_method(fcx, trait, names[t]);
        TyId args[2] = {dc->callee_ty, dc->args_tuple};
        fcx->r->type_dependent[dc->call->id.i] = (TypeDependentDef){m, ty_intern_args(fcx->tcx, args, 2)};
        if (t < 2) {
            const HirExpr *callee = dc->call->call.callee;
            tc_push_adj(fcx, callee->id, (Adjustment){ADJ_BORROW, t == 1, {0}, ty_ref(fcx->tcx, dc->callee_ty, t == 1)});
            if (t == 1) tc_fixup_mut_place(fcx, callee, dc->call->span, false);
        }
    }
    fcx->calls.len = 0;
}
