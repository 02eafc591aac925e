/* lower_expr.c — expressions, blocks and statements to HIR, with the
 * desugarings of hir.h: `while` and `while let` (a loop around an `if`),
 * `for` (IntoIterator/Iterator lang items), `?` (Try lang items), ranges
 * (range lang item structs and range_inclusive_new), parentheses gone.
 * `if let` and let chains keep HEXPR_LET in the condition.
 *
 * Takes AST expressions and the resolver's results (path Res, label
 * targets); gives HirExpr trees whose HirIds are numbered densely per body
 * owner (closures share their owner's numbering). */
#include "hir_priv.h"

HirExpr *hir_new_expr(LowerCx *cx, HirExprKind k, Span sp) {
    HirExpr *e = ARENA_NEW(cx->a, HirExpr);
    e->kind = k;
    e->span = sp;
    e->id = lcx_next(cx);
    return e;
}

/* ---- literals ---- */

static uint8_t suffix_prim(Symbol s) {
    static const char *const names[] = {"bool", "char", "str", "i8", "i16", "i32", "i64", "i128", "isize",
                                        "u8", "u16", "u32", "u64", "u128", "usize", "f32", "f64"};
    if (!s) return 0;
    const char *n = sym_str(s);
    for (uint32_t i = 0; i < sizeof names / sizeof *names; i++)
        if (strcmp(names[i], n) == 0) return (uint8_t)(i + 1);
    return 0;
}

static void float_digits(LowerCx *cx, const char *s, HirLit *l) {
    size_t n = strlen(s);
    char *d = arena_alloc(cx->a, n + 1, 1);
    uint32_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] != '_') d[k++] = s[i];
    d[k] = 0;
    l->bytes = (const uint8_t *)d;
    l->len = k;
}

HirLit hir_lower_lit(LowerCx *cx, const Token *t, Span sp) {
    (void)sp;
    HirLit l = {.kind = HLIT_ERR};
    l.suffix = suffix_prim(t->suffix);
    switch ((TokenKind)t->kind) {
    case TK_IDENT:
        l.kind = HLIT_BOOL;
        l.lo = t->sym == SYM_true;
        break;
    case TK_LIT_INT: {
        if (l.suffix == PRIM_F32 + 1 || l.suffix == PRIM_F64 + 1) {
            l.kind = HLIT_FLOAT;
            float_digits(cx, sym_str(t->sym), &l);
            break;
        }
        u128 v = 0;
        if (!lex_int_value(t, &v)) break;
        l.kind = HLIT_INT;
        l.lo = (uint64_t)v;
        l.hi = (uint64_t)(v >> 64);
        break;
    }
    case TK_LIT_FLOAT:
        l.kind = HLIT_FLOAT;
        float_digits(cx, sym_str(t->sym), &l);
        break;
    case TK_LIT_CHAR: l.kind = HLIT_CHAR; l.lo = lex_char_value(t); break;
    case TK_LIT_BYTE: l.kind = HLIT_BYTE; l.lo = lex_char_value(t); break;
    case TK_LIT_STR: case TK_LIT_RAW_STR: case TK_LIT_BYTE_STR: case TK_LIT_RAW_BYTE_STR: {
        size_t n;
        char *s = lex_str_value(t, &n);
        l.kind = t->kind == TK_LIT_STR || t->kind == TK_LIT_RAW_STR ? HLIT_STR : HLIT_BYTE_STR;
        l.bytes = arena_memdup(cx->a, s, n + 1, 1);
        l.len = (uint32_t)n;
        free(s);
        break;
    }
    default: break;
    }
    return l;
}

/* ---- helpers for desugarings ---- */

static HirExpr **expr_list(LowerCx *cx, ExprList l, uint32_t *n) {
    HirExpr **out = ARENA_ARRAY(cx->a, HirExpr *, l.len);
    for (uint32_t i = 0; i < l.len; i++) out[i] = hir_lower_expr(cx, l.data[i]);
    *n = l.len;
    return out;
}

/* rustc's legacy_const_generic_args / lower_legacy_const_generics: a
 * call of another crate's fn with #[rustc_legacy_const_generics(i..)]
 * through a plain path (no generic arguments on its last segment) has
 * the arguments at those positions moved into the path's generic
 * arguments as anonymous constants: `_mm_srli_epi32(a, 7)` is
 * `_mm_srli_epi32::<7>(a)`. False when the call is not one. */
static bool lower_legacy_const_generics(LowerCx *cx, Expr *e, HirExpr *x) {
    Expr *f = e->call.func;
    if (f->kind != EXPR_PATH || f->path.qself || !f->path.path.nsegs) return false;
    Path *p = &f->path.path;
    if (p->segs[p->nsegs - 1].args) return false;
    PartialRes pr = res_path_res(cx->h->res, p->segs[p->nsegs - 1].id);
    if (pr.unresolved || pr.base.kind != RES_DEF) return false;
    const DefData *dd = res_def(cx->h->res, pr.base.def);
    if (!dd || dd->kind != DEF_FN || dd->krate == LOCAL_CRATE) return false;
    const HirAttrs *ha = hir_attrs(cx->h, pr.base.def);
    if (!ha->nlegacy_const_generics) return false;
    HirExpr *callee = hir_lower_expr(cx, f);
    if (callee->kind != HEXPR_PATH || callee->qpath.kind != QPATH_RESOLVED || !callee->qpath.path->nsegs) return false;
    HirPathSegment *seg = &callee->qpath.path->segs[callee->qpath.path->nsegs - 1];
    uint32_t n = e->call.args.len;
    HirGenericArgs *ga = ARENA_NEW(cx->a, HirGenericArgs);
    ga->args = ARENA_ARRAY(cx->a, HirGenericArg, n);
    ga->span = f->span;
    x->call.args = ARENA_ARRAY(cx->a, HirExpr *, n);
    for (uint32_t i = 0; i < n; i++) {
        Expr *arg = e->call.args.data[i];
        bool is_const = false;
        for (uint32_t k = 0; k < ha->nlegacy_const_generics; k++) is_const |= ha->legacy_const_generics[k] == i;
        if (is_const) {
            ga->args[ga->nargs++] = (HirGenericArg){.kind = HGA_CONST, .ct = hir_lower_anon_const(cx, arg),
                                                     .span = arg->span};
        } else {
            x->call.args[x->call.nargs++] = hir_lower_expr(cx, arg);
        }
    }
    seg->args = ga;
    seg->infer_args = false;
    x->call.callee = callee;
    return true;
}

static HirQPath lang_qpath(LangItem li, Span sp) {
    return (HirQPath){.kind = QPATH_LANG_ITEM, .lang = li, .span = sp};
}

static HirExpr *lang_path_expr(LowerCx *cx, LangItem li, Span sp) {
    HirExpr *e = hir_new_expr(cx, HEXPR_PATH, sp);
    e->qpath = lang_qpath(li, sp);
    return e;
}

static HirExpr *call1(LowerCx *cx, HirExpr *callee, HirExpr *arg, Span sp) {
    HirExpr *e = hir_new_expr(cx, HEXPR_CALL, sp);
    e->call.callee = callee;
    e->call.args = ARENA_NEW(cx->a, HirExpr *);
    e->call.args[0] = arg;
    e->call.nargs = 1;
    return e;
}

/* A path expression naming a local bound by a desugaring's pattern. */
HirExpr *hir_local_ref(LowerCx *cx, HirPat *binding, Span sp) {
    HirExpr *e = hir_new_expr(cx, HEXPR_PATH, sp);
    e->qpath = (HirQPath){.kind = QPATH_RESOLVED, .span = sp};
    e->qpath.path = hir_path_single(cx, binding->binding.ident.name, sp, (Res){.kind = RES_LOCAL});
    e->qpath.path->local = binding->id;
    return e;
}

static HirBlock *block_of_expr(LowerCx *cx, HirExpr *tail, Span sp) {
    HirBlock *b = ARENA_NEW(cx->a, HirBlock);
    b->id = lcx_next(cx);
    b->expr = tail;
    b->span = sp;
    return b;
}

static HirBlock *block_of_stmt(LowerCx *cx, HirExpr *e, Span sp) {
    HirBlock *b = ARENA_NEW(cx->a, HirBlock);
    b->id = lcx_next(cx);
    b->span = sp;
    b->stmts = ARENA_NEW(cx->a, HirStmt);
    b->stmts[0] = (HirStmt){.kind = HSTMT_EXPR, .id = lcx_next(cx), .span = sp, .expr = e};
    b->nstmts = 1;
    return b;
}

static HirExpr *block_expr(LowerCx *cx, HirBlock *b, Span sp) {
    HirExpr *e = hir_new_expr(cx, HEXPR_BLOCK, sp);
    e->block.block = b;
    return e;
}

static HirPat *lang_pat(LowerCx *cx, LangItem li, HirPat *field, Span sp) {
    HirPat *p = ARENA_NEW(cx->a, HirPat);
    p->id = lcx_next(cx);
    p->span = sp;
    if (!field) {
        p->kind = HPAT_PATH;
        p->qpath = lang_qpath(li, sp);
        return p;
    }
    p->kind = HPAT_TUPLE_STRUCT;
    p->tuple_struct.qpath = lang_qpath(li, sp);
    p->tuple_struct.pats = ARENA_NEW(cx->a, HirPat *);
    p->tuple_struct.pats[0] = field;
    p->tuple_struct.npats = 1;
    p->tuple_struct.dotdot = -1;
    return p;
}

static Ident label_ident(Label *l) { return l ? l->ident : (Ident){0}; }

/* ---- loops ---- */

/* The loop expression is made first so that `break`s inside find it. */
static HirExpr *begin_loop(LowerCx *cx, Expr *ast, Label *label, HirLoopSource src, Span sp) {
    HirExpr *lp = ARENA_NEW(cx->a, HirExpr);
    lp->kind = HEXPR_LOOP;
    lp->span = sp;
    lp->id = lcx_node_id(cx, ast->id);
    lp->loop.label = label_ident(label);
    lp->loop.source = src;
    vec_push(&cx->loops, lp->id.i);
    return lp;
}

static void end_loop(LowerCx *cx) { cx->loops.len--; }

/* `while cond { body }` -> `loop { if cond { body } else { break } }` */
static HirExpr *lower_while(LowerCx *cx, Expr *e) {
    HirExpr *lp = begin_loop(cx, e, e->while_.label, LOOP_SRC_WHILE, e->span);
    HirExpr *iff = hir_new_expr(cx, HEXPR_IF, e->span);
    iff->if_.cond = hir_lower_expr(cx, e->while_.cond);
    iff->if_.then = block_expr(cx, hir_lower_block(cx, e->while_.body), e->while_.body->span);
    HirExpr *brk = hir_new_expr(cx, HEXPR_BREAK, e->while_.cond->span);
    brk->brk.target = lp->id;
    iff->if_.els = block_expr(cx, block_of_expr(cx, brk, brk->span), brk->span);
    lp->loop.body = block_of_stmt(cx, iff, e->span);
    end_loop(cx);
    return lp;
}

/* `for pat in head { body }` ->
 *   match IntoIterator::into_iter(head) {
 *       mut iter => loop { match Iterator::next(&mut iter) {
 *           None => break, Some(pat) => body } } } */
static HirExpr *lower_for(LowerCx *cx, Expr *e) {
    Span sp = e->span, hsp = e->for_.iter->span;
    HirExpr *m = hir_new_expr(cx, HEXPR_MATCH, sp);
    m->match.source = MATCH_SRC_FOR;
    m->match.scrutinee = call1(cx, lang_path_expr(cx, LANG_INTO_ITER, hsp), hir_lower_expr(cx, e->for_.iter), hsp);
    HirArm *arm = ARENA_NEW(cx->a, HirArm);
    arm->id = lcx_next(cx);
    arm->span = sp;
    HirPat *iter = hir_pat_binding(cx, sym_cstr("iter"), hsp, true);
    arm->pat = iter;
    HirExpr *lp = begin_loop(cx, e, e->for_.label, LOOP_SRC_FOR, sp);
    HirExpr *inner = hir_new_expr(cx, HEXPR_MATCH, hsp);
    inner->match.source = MATCH_SRC_FOR;
    HirExpr *ref = hir_new_expr(cx, HEXPR_ADDR_OF, hsp);
    ref->addr_of.mutbl = true;
    ref->addr_of.expr = hir_local_ref(cx, iter, hsp);
    inner->match.scrutinee = call1(cx, lang_path_expr(cx, LANG_NEXT, hsp), ref, hsp);
    HirArm *arms = ARENA_ARRAY(cx->a, HirArm, 2);
    arms[0].id = lcx_next(cx);
    arms[0].span = e->for_.pat->span;
    arms[0].pat = lang_pat(cx, LANG_OPTION_NONE, NULL, e->for_.pat->span);
    HirExpr *brk = hir_new_expr(cx, HEXPR_BREAK, hsp);
    brk->brk.target = lp->id;
    arms[0].body = brk;
    arms[1].id = lcx_next(cx);
    arms[1].span = e->for_.pat->span;
    HirPat *pat = hir_lower_pat(cx, e->for_.pat);
    arms[1].pat = lang_pat(cx, LANG_OPTION_SOME, pat, e->for_.pat->span);
    arms[1].body = block_expr(cx, hir_lower_block(cx, e->for_.body), e->for_.body->span);
    inner->match.arms = arms;
    inner->match.narms = 2;
    lp->loop.body = block_of_stmt(cx, inner, sp);
    end_loop(cx);
    arm->body = lp;
    m->match.arms = arm;
    m->match.narms = 1;
    return m;
}

/* `?`'s residual and `do yeet`'s value leave with `from`: `return from`,
 * or inside `try { }` a break out of the block, not the function. */
static HirExpr *leave_with(LowerCx *cx, HirExpr *from, Span sp) {
    HirExpr *ret;
    if (cx->catches.len) {
        ret = hir_new_expr(cx, HEXPR_BREAK, sp);
        ret->brk.target = (HirId){vec_last(&cx->catches)};
        ret->brk.value = from;
    } else {
        ret = hir_new_expr(cx, HEXPR_RET, sp);
        ret->ret = from;
    }
    return ret;
}

/* `e?` -> match Try::branch(e) { Continue(val) => val,
 *                                Break(r) => return FromResidual::from_residual(r) } */
static HirExpr *lower_try(LowerCx *cx, Expr *e) {
    Span sp = e->span;
    HirExpr *m = hir_new_expr(cx, HEXPR_MATCH, sp);
    m->match.source = MATCH_SRC_TRY;
    m->match.scrutinee = call1(cx, lang_path_expr(cx, LANG_BRANCH, sp), hir_lower_expr(cx, e->inner), sp);
    HirArm *arms = ARENA_ARRAY(cx->a, HirArm, 2);
    arms[0].id = lcx_next(cx);
    arms[0].span = sp;
    HirPat *val = hir_pat_binding(cx, sym_cstr("val"), sp, false);
    arms[0].pat = lang_pat(cx, LANG_CONTROL_FLOW_CONTINUE, val, sp);
    arms[0].body = hir_local_ref(cx, val, sp);
    arms[1].id = lcx_next(cx);
    arms[1].span = sp;
    HirPat *res = hir_pat_binding(cx, sym_cstr("residual"), sp, false);
    arms[1].pat = lang_pat(cx, LANG_CONTROL_FLOW_BREAK, res, sp);
    HirExpr *from = call1(cx, lang_path_expr(cx, LANG_FROM_RESIDUAL, sp), hir_local_ref(cx, res, sp), sp);
    arms[1].body = leave_with(cx, from, sp);
    m->match.arms = arms;
    m->match.narms = 2;
    return m;
}

/* `do yeet e` -> `return from_yeet(e)` (`e` absent: `()`); inside
 * `try { }` it breaks out of the block instead (rustc's lower_expr_yeet). */
static HirExpr *lower_yeet(LowerCx *cx, Expr *e) {
    Span sp = e->span;
    HirExpr *v = e->opt_expr ? hir_lower_expr(cx, e->opt_expr) : hir_new_expr(cx, HEXPR_TUP, sp);
    return leave_with(cx, call1(cx, lang_path_expr(cx, LANG_FROM_YEET, sp), v, sp), sp);
}

/* `try { stmts; tail }` -> `'catch: { stmts; Try::from_output(tail) }`,
 * the `?`s inside breaking out of the block with the residual. */
static HirExpr *lower_try_block(LowerCx *cx, Expr *e) {
    HirExpr *x = hir_new_expr(cx, HEXPR_BLOCK, e->span);
    x->block.label = (Ident){.name = sym_cstr("'<try>"), .span = e->span};
    vec_push(&cx->catches, x->id.i);
    HirBlock *b = hir_lower_block(cx, e->block_only);
    cx->catches.len--;
    HirExpr *tail = b->expr;
    if (!tail) {
        tail = hir_new_expr(cx, HEXPR_TUP, e->span);
    }
    b->expr = call1(cx, lang_path_expr(cx, LANG_FROM_OUTPUT, tail->span), tail, tail->span);
    x->block.block = b;
    return x;
}

static HirExprField range_field(LowerCx *cx, const char *name, Expr *e) {
    return (HirExprField){.id = lcx_next(cx), .ident = {.name = sym_cstr(name), .span = e->span},
                          .expr = hir_lower_expr(cx, e), .span = e->span};
}

static HirExpr *lower_range(LowerCx *cx, Expr *e) {
    Expr *lo = e->range.lo, *hi = e->range.hi;
    if (e->range.limits == RANGE_CLOSED && lo && hi) {
        HirExpr *c = hir_new_expr(cx, HEXPR_CALL, e->span);
        c->call.callee = lang_path_expr(cx, LANG_RANGE_INCLUSIVE_NEW, e->span);
        c->call.args = ARENA_ARRAY(cx->a, HirExpr *, 2);
        c->call.args[0] = hir_lower_expr(cx, lo);
        c->call.args[1] = hir_lower_expr(cx, hi);
        c->call.nargs = 2;
        return c;
    }
    LangItem li;
    if (e->range.limits == RANGE_CLOSED) li = LANG_RANGE_TO_INCLUSIVE;
    else if (lo && hi) li = LANG_RANGE;
    else if (lo) li = LANG_RANGE_FROM;
    else if (hi) li = LANG_RANGE_TO;
    else li = LANG_RANGE_FULL;
    HirExpr *s = hir_new_expr(cx, HEXPR_STRUCT, e->span);
    s->strukt.qpath = lang_qpath(li, e->span);
    s->strukt.fields = ARENA_ARRAY(cx->a, HirExprField, 2);
    if (lo) s->strukt.fields[s->strukt.nfields++] = range_field(cx, "start", lo);
    if (hi) s->strukt.fields[s->strukt.nfields++] = range_field(cx, "end", hi);
    return s;
}

/* ---- destructuring assignment ---- */

/* `(a, b.f) = e` -> `{ let (lhs, lhs) = e; a = lhs; b.f = lhs; }`: the
 * left-hand side read as a pattern, each place it assigns to replaced by
 * a fresh binding, assigned after the `let` (as rustc lowers it). */
typedef struct DestructCx {
    VecPtr places;              /* Expr * */
    VecPtr binds;               /* HirPat * */
} DestructCx;

static bool is_destructuring_lhs(LowerCx *cx, Expr *e);

static bool path_is_ctor_or_unit(LowerCx *cx, Expr *e) {
    if (e->kind != EXPR_PATH || !e->path.path.nsegs) return false;
    PartialRes pr = res_path_res(cx->h->res, e->path.path.segs[e->path.path.nsegs - 1].id);
    if (pr.unresolved) return true;   /* `Self::V`, `<T>::V`: a variant for typeck */
    if (pr.base.kind == RES_SELF_CTOR) return true;
    if (pr.base.kind != RES_DEF) return false;
    const DefData *d = res_def(cx->h->res, pr.base.def);
    return d && d->kind == DEF_CTOR;
}

static bool is_destructuring_lhs(LowerCx *cx, Expr *e) {
    while (e->kind == EXPR_PAREN) e = e->inner;
    switch (e->kind) {
    case EXPR_TUP: case EXPR_ARRAY: case EXPR_STRUCT: case EXPR_UNDERSCORE: return true;
    case EXPR_CALL: return path_is_ctor_or_unit(cx, e->call.func);
    default: return false;
    }
}

static HirPat *destruct_pat(LowerCx *cx, Expr *e, DestructCx *dc);

static HirPat **destruct_list(LowerCx *cx, ExprList l, DestructCx *dc, uint32_t *n, int32_t *dotdot) {
    HirPat **out = ARENA_ARRAY(cx->a, HirPat *, l.len);
    *n = 0;
    *dotdot = -1;
    for (uint32_t i = 0; i < l.len; i++) {
        Expr *x = l.data[i];
        if (x->kind == EXPR_RANGE && !x->range.lo && !x->range.hi && x->range.limits == RANGE_HALF_OPEN) {
            *dotdot = (int32_t)*n;
            continue;
        }
        out[(*n)++] = destruct_pat(cx, x, dc);
    }
    return out;
}

static HirPat *destruct_new(LowerCx *cx, HirPatKind k, Span sp) {
    HirPat *p = ARENA_NEW(cx->a, HirPat);
    p->kind = k;
    p->span = sp;
    p->id = lcx_next(cx);
    return p;
}

static HirPat *destruct_pat(LowerCx *cx, Expr *e, DestructCx *dc) {
    while (e->kind == EXPR_PAREN) e = e->inner;
    HirPat *p;
    switch (e->kind) {
    case EXPR_UNDERSCORE: return destruct_new(cx, HPAT_WILD, e->span);
    case EXPR_TUP:
        p = destruct_new(cx, HPAT_TUPLE, e->span);
        p->tuple.pats = destruct_list(cx, e->elems, dc, &p->tuple.npats, &p->tuple.dotdot);
        return p;
    case EXPR_ARRAY: {
        p = destruct_new(cx, HPAT_SLICE, e->span);
        uint32_t n;
        int32_t dd;
        HirPat **ps = destruct_list(cx, e->elems, dc, &n, &dd);
        if (dd < 0) {
            p->slice.before = ps;
            p->slice.nbefore = n;
        } else {
            p->slice.before = ps;
            p->slice.nbefore = (uint32_t)dd;
            p->slice.mid = destruct_new(cx, HPAT_WILD, e->span);
            p->slice.after = ps + dd;
            p->slice.nafter = n - (uint32_t)dd;
        }
        return p;
    }
    case EXPR_STRUCT:
        p = destruct_new(cx, HPAT_STRUCT, e->span);
        hir_lower_qpath(cx, e->strukt.qself, &e->strukt.path, e->strukt.path.span, &p->strukt.qpath);
        p->strukt.rest = e->strukt.rest != STRUCT_REST_NONE;
        p->strukt.fields = ARENA_ARRAY(cx->a, HirPatField, e->strukt.fields.len);
        for (uint32_t i = 0; i < e->strukt.fields.len; i++) {
            ExprField *f = &e->strukt.fields.data[i];
            HirPatField *hf = &p->strukt.fields[p->strukt.nfields++];
            hf->id = lcx_next(cx);
            hf->ident = f->ident;
            hf->span = f->span;
            hf->pat = destruct_pat(cx, f->expr, dc);
        }
        return p;
    case EXPR_CALL:
        if (path_is_ctor_or_unit(cx, e->call.func)) {
            p = destruct_new(cx, HPAT_TUPLE_STRUCT, e->span);
            Expr *f = e->call.func;
            hir_lower_qpath(cx, f->path.qself, &f->path.path, f->span, &p->tuple_struct.qpath);
            p->tuple_struct.pats = destruct_list(cx, e->call.args, dc, &p->tuple_struct.npats, &p->tuple_struct.dotdot);
            return p;
        }
        break;
    case EXPR_PATH:
        if (path_is_ctor_or_unit(cx, e)) {
            p = destruct_new(cx, HPAT_PATH, e->span);
            hir_lower_qpath(cx, e->path.qself, &e->path.path, e->span, &p->qpath);
            return p;
        }
        break;
    default: break;
    }
    /* a place: bound to a fresh local, assigned afterwards */
    p = hir_pat_binding(cx, sym_cstr("lhs"), e->span, false);
    vec_push(&dc->places, e);
    vec_push(&dc->binds, p);
    return p;
}

static HirExpr *lower_destructuring_assign(LowerCx *cx, Expr *e) {
    DestructCx dc = {0};
    HirExpr *blk = hir_new_expr(cx, HEXPR_BLOCK, e->span);
    HirBlock *b = ARENA_NEW(cx->a, HirBlock);
    b->id = lcx_next(cx);
    b->span = e->span;
    HirLocal *l = ARENA_NEW(cx->a, HirLocal);
    l->id = lcx_next(cx);
    l->span = e->span;
    l->init = hir_lower_expr(cx, e->assign.rhs);
    l->pat = destruct_pat(cx, e->assign.lhs, &dc);
    b->stmts = ARENA_ARRAY(cx->a, HirStmt, 1 + dc.places.len);
    b->stmts[b->nstmts++] = (HirStmt){.kind = HSTMT_LET, .id = lcx_next(cx), .span = e->span, .local = l};
    for (uint32_t i = 0; i < dc.places.len; i++) {
        Expr *place = dc.places.data[i];
        HirPat *bind = dc.binds.data[i];
        HirExpr *as = hir_new_expr(cx, HEXPR_ASSIGN, place->span);
        as->assign.lhs = hir_lower_expr(cx, place);
        as->assign.rhs = hir_local_ref(cx, bind, place->span);
        b->stmts[b->nstmts++] = (HirStmt){.kind = HSTMT_SEMI, .id = lcx_next(cx), .span = place->span, .expr = as};
    }
    vec_free(&dc.places);
    vec_free(&dc.binds);
    blk->block.block = b;
    return blk;
}

/* ---- the other expressions ---- */

/* What a closure body resets: `break` does not cross a closure
 * boundary, nor does a `yield` or an `.await` belong to the outer body. */
typedef struct ClosureBodySave {
    VecU32 loops, catches;
    LabelledBlocks lblocks;
    bool in_closure, saw_yield;
    Span closure_span;
    uint8_t gen;
    HirPat *task_context;
} ClosureBodySave;

static void enter_closure_body(LowerCx *cx, ClosureBodySave *s, Span decl_span, uint8_t gen, HirPat *task_context) {
    *s = (ClosureBodySave){cx->loops, cx->catches, cx->lblocks, cx->in_closure, cx->saw_yield,
                           cx->closure_span, cx->gen, cx->task_context};
    cx->loops = (VecU32){0};
    cx->catches = (VecU32){0};
    cx->lblocks = (LabelledBlocks){0};
    cx->in_closure = true;
    cx->saw_yield = false;
    cx->closure_span = decl_span;
    cx->gen = gen;
    cx->task_context = task_context;
}

static void leave_closure_body(LowerCx *cx, const ClosureBodySave *s) {
    vec_free(&cx->loops);
    vec_free(&cx->catches);
    vec_free(&cx->lblocks);
    cx->loops = s->loops;
    cx->catches = s->catches;
    cx->lblocks = s->lblocks;
    cx->in_closure = s->in_closure;
    cx->saw_yield = s->saw_yield;
    cx->closure_span = s->closure_span;
    cx->gen = s->gen;
    cx->task_context = s->task_context;
}

static HirExpr *lower_async_body(LowerCx *cx, NodeId node, Span sp, bool move, HirTy *ret, Block *blk,
                                 HirStmt *prefix, uint32_t nprefix);

static HirExpr *lower_closure(LowerCx *cx, Expr *e) {
    HirExpr *c = hir_new_expr(cx, HEXPR_CLOSURE, e->span);
    DefId d = res_def_of_node(cx->h->res, e->id);
    if (!d.i) d = res_define_late_def(cx->h->res, DEF_CLOSURE, cx->owner, e->id, e, 0, e->span);
    c->closure.def = d;
    c->closure.move = e->closure.capture == CAPTURE_VALUE;
    c->closure.decl_span = e->closure.decl_span;
    FnDecl *fd = &e->closure.decl;
    c->closure.params = ARENA_ARRAY(cx->a, HirParam, fd->inputs.len);
    c->closure.nparams = fd->inputs.len;
    for (uint32_t i = 0; i < fd->inputs.len; i++) {
        Param *p = &fd->inputs.data[i];
        HirParam *hp = &c->closure.params[i];
        hp->id = lcx_next(cx);
        hp->span = p->span;
        hp->pat = hir_lower_pat(cx, p->pat);
        hp->ty = p->ty && p->ty->kind != TY_INFER ? hir_lower_ty_at(cx, p->ty, "closure param") : NULL;
    }
    HirTy *ret = fd->output ? hir_lower_ty_at(cx, fd->output, "closure return") : NULL;
    ClosureBodySave save;
    enter_closure_body(cx, &save, e->closure.decl_span, HGEN_NONE, NULL);
    if (e->closure.is_async) {
        /* `async move |x| body` -> `move |x| from_generator(static move |_task_context| -> R { body })` */
        if (fd->inputs.len && e->closure.capture != CAPTURE_VALUE) {
            Diag *dg = diag_error(cx->h->dc, DC_E0708, e->closure.decl_span,
                                  "`async` non-`move` closures with parameters are not currently supported");
            diag_help(dg, "consider using `let` statements to manually capture variables by reference before "
                          "entering an `async move` closure");
            diag_emit(dg);
        }
        Block *blk = NULL;
        if (e->closure.body->kind == EXPR_BLOCK && !e->closure.body->block.label) blk = e->closure.body->block.block;
        if (blk) {
            c->closure.body = lower_async_body(cx, e->closure.body->id, e->closure.body->span, true, ret, blk, NULL, 0);
        } else {
            /* a non-block body: `async |x| expr` as `async |x| { expr }` */
            Block *b = ARENA_NEW(cx->a, Block);
            b->id = e->closure.body->id;
            b->span = e->closure.body->span;
            Stmt *st = ARENA_NEW(cx->a, Stmt);
            st->kind = STMT_EXPR;
            st->expr = e->closure.body;
            st->span = e->closure.body->span;
            b->stmts.data = st;
            b->stmts.len = 1;
            c->closure.body = lower_async_body(cx, e->closure.body->id, e->closure.body->span, true, ret, b, NULL, 0);
        }
    } else {
        c->closure.ret = ret;
        c->closure.body = hir_lower_expr(cx, e->closure.body);
        if (cx->saw_yield) {
            c->closure.gen = HGEN_GEN;
            c->closure.is_static = e->closure.is_static;
            if (fd->inputs.len > 1) {
                Diag *dg = diag_error(cx->h->dc, DC_E0628, e->closure.decl_span, "too many parameters for a generator (expected 0 or 1 parameters)");
                diag_emit(dg);
            }
        }
    }
    leave_closure_body(cx, &save);
    hir_record_closure(cx->h, d, cx->owner, c);
    return c;
}

/* An async block or the body of an async fn / async closure:
 *   from_generator(static move? |mut _task_context| -> ret { prefix; body })
 * (rustc's make_async_expr). The generator's DefId is the one
 * hir_define_late_defs made for `node`. */
static HirExpr *lower_async_body(LowerCx *cx, NodeId node, Span sp, bool move, HirTy *ret, Block *blk,
                                 HirStmt *prefix, uint32_t nprefix) {
    HirExpr *c = hir_new_expr(cx, HEXPR_CLOSURE, sp);
    DefId d = res_def_of_node(cx->h->res, node);
    if (!d.i) d = res_define_late_def(cx->h->res, DEF_CLOSURE, cx->owner, node, NULL, 0, sp);
    c->closure.def = d;
    c->closure.move = move;
    c->closure.decl_span = sp;
    c->closure.gen = HGEN_ASYNC;
    c->closure.is_static = true;
    c->closure.ret = ret;
    c->closure.params = ARENA_NEW(cx->a, HirParam);
    c->closure.nparams = 1;
    HirParam *hp = &c->closure.params[0];
    hp->id = lcx_next(cx);
    hp->span = sp;
    hp->pat = hir_pat_binding(cx, sym_cstr("_task_context"), sp, true);
    ClosureBodySave save;
    enter_closure_body(cx, &save, sp, HGEN_ASYNC, hp->pat);
    HirBlock *b = hir_lower_block(cx, blk);
    leave_closure_body(cx, &save);
    if (nprefix) {
        /* the user's block stays a block of its own: its locals drop
         * before the parameters */
        HirBlock *outer = ARENA_NEW(cx->a, HirBlock);
        outer->id = lcx_next(cx);
        outer->span = b->span;
        outer->stmts = prefix;
        outer->nstmts = nprefix;
        outer->expr = block_expr(cx, b, b->span);
        b = outer;
    }
    c->closure.body = block_expr(cx, b, b->span);
    hir_record_closure(cx->h, d, cx->owner, c);
    return call1(cx, lang_path_expr(cx, LANG_FROM_GENERATOR, sp), c, sp);
}

HirExpr *hir_lower_async_fn_body(LowerCx *cx, NodeId node, Span sp, HirTy *ret, Block *blk, HirStmt *prefix,
                                 uint32_t nprefix) {
    return lower_async_body(cx, node, sp, true, ret, blk, prefix, nprefix);
}

/* `yield e` (`yield` alone yields `()`). */
static HirExpr *lower_yield(LowerCx *cx, Expr *e) {
    HirExpr *x = hir_new_expr(cx, HEXPR_YIELD, e->span);
    x->yld = e->opt_expr ? hir_lower_expr(cx, e->opt_expr) : hir_new_expr(cx, HEXPR_TUP, e->span);
    if (!cx->in_closure) {
        Diag *d = diag_error(cx->h->dc, DC_E0627, e->span, "yield expression outside of generator literal");
        diag_emit(d);
    } else if (cx->gen == HGEN_ASYNC) {
        diag_emit(diag_error(cx->h->dc, DC_E0727, e->span, "`async` generators are not yet supported"));
    }
    cx->saw_yield = true;
    return x;
}

/* `expr.await` ->
 *   match IntoFuture::into_future(expr) {
 *       mut __awaitee => loop {
 *           match unsafe { Future::poll(Pin::new_unchecked(&mut __awaitee), get_context(_task_context)) } {
 *               Poll::Ready(result) => break result,
 *               Poll::Pending => {}
 *           }
 *           _task_context = yield ();
 *       } } */
static HirExpr *lower_await(LowerCx *cx, Expr *e) {
    Span sp = e->span;
    HirExpr *inner = hir_lower_expr(cx, e->inner);
    if (!cx->task_context) {
        Diag *d = diag_error(cx->h->dc, DC_E0728, sp, "`await` is only allowed inside `async` functions and blocks");
        diag_label(d, sp, true, "only allowed inside `async` functions and blocks");
        diag_emit(d);
        return hir_new_expr(cx, HEXPR_ERR, sp);
    }
    HirExpr *m = hir_new_expr(cx, HEXPR_MATCH, sp);
    m->match.source = MATCH_SRC_AWAIT;
    m->match.scrutinee = call1(cx, lang_path_expr(cx, LANG_INTO_FUTURE, sp), inner, sp);
    HirArm *arm = ARENA_NEW(cx->a, HirArm);
    arm->id = lcx_next(cx);
    arm->span = sp;
    HirPat *awaitee = hir_pat_binding(cx, sym_cstr("__awaitee"), sp, true);
    arm->pat = awaitee;
    HirExpr *lp = hir_new_expr(cx, HEXPR_LOOP, sp);
    lp->loop.source = LOOP_SRC_LOOP;
    /* poll */
    HirExpr *ref = hir_new_expr(cx, HEXPR_ADDR_OF, sp);
    ref->addr_of.mutbl = true;
    ref->addr_of.expr = hir_local_ref(cx, awaitee, sp);
    HirExpr *pinned = call1(cx, lang_path_expr(cx, LANG_PIN_NEW_UNCHECKED, sp), ref, sp);
    HirExpr *ctx = call1(cx, lang_path_expr(cx, LANG_GET_CONTEXT, sp), hir_local_ref(cx, cx->task_context, sp), sp);
    HirExpr *poll = call1(cx, lang_path_expr(cx, LANG_POLL, sp), pinned, sp);
    HirExpr **pargs = ARENA_ARRAY(cx->a, HirExpr *, 2);
    pargs[0] = pinned;
    pargs[1] = ctx;
    poll->call.args = pargs;
    poll->call.nargs = 2;
    HirBlock *ub = block_of_expr(cx, poll, sp);
    ub->is_unsafe = true;
    HirExpr *pm = hir_new_expr(cx, HEXPR_MATCH, sp);
    pm->match.source = MATCH_SRC_AWAIT;
    pm->match.scrutinee = block_expr(cx, ub, sp);
    HirArm *arms = ARENA_ARRAY(cx->a, HirArm, 2);
    arms[0].id = lcx_next(cx);
    arms[0].span = sp;
    HirPat *result = hir_pat_binding(cx, sym_cstr("result"), sp, false);
    arms[0].pat = lang_pat(cx, LANG_POLL_READY, result, sp);
    HirExpr *brk = hir_new_expr(cx, HEXPR_BREAK, sp);
    brk->brk.target = lp->id;
    brk->brk.value = hir_local_ref(cx, result, sp);
    arms[0].body = brk;
    arms[1].id = lcx_next(cx);
    arms[1].span = sp;
    arms[1].pat = lang_pat(cx, LANG_POLL_PENDING, NULL, sp);
    arms[1].body = block_expr(cx, block_of_expr(cx, NULL, sp), sp);
    pm->match.arms = arms;
    pm->match.narms = 2;
    /* _task_context = yield () */
    HirExpr *y = hir_new_expr(cx, HEXPR_YIELD, sp);
    y->yld = hir_new_expr(cx, HEXPR_TUP, sp);
    cx->saw_yield = true;
    HirExpr *asg = hir_new_expr(cx, HEXPR_ASSIGN, sp);
    asg->assign.lhs = hir_local_ref(cx, cx->task_context, sp);
    asg->assign.rhs = y;
    HirBlock *body = ARENA_NEW(cx->a, HirBlock);
    body->id = lcx_next(cx);
    body->span = sp;
    body->stmts = ARENA_ARRAY(cx->a, HirStmt, 2);
    body->stmts[0] = (HirStmt){.kind = HSTMT_EXPR, .id = lcx_next(cx), .span = sp, .expr = pm};
    body->stmts[1] = (HirStmt){.kind = HSTMT_SEMI, .id = lcx_next(cx), .span = sp, .expr = asg};
    body->nstmts = 2;
    lp->loop.body = body;
    arm->body = lp;
    m->match.arms = arm;
    m->match.narms = 1;
    return m;
}

/* The loop (or labelled block) a `break`/`continue` leaves; without one,
 * rustc's E0268 / E0267 (its loops pass, which works on the HIR). */
static HirId break_target(LowerCx *cx, Expr *e, Label *label, const char *kw) {
    bool cont = kw[0] == 'c';
    /* rustc's loops pass: inside a labelled block (no loop or closure
     * nearer), `break` and `continue` must name their target */
    if (!label && cx->lblocks.len && vec_last(&cx->lblocks).nloops == cx->loops.len) {
        Diag *d = diag_error(cx->h->dc, DC_E0695, e->span, "unlabeled `%s` inside of a labeled block", kw);
        diag_label(d, e->span, true, "`%s` statements that would diverge to or through a labeled block need to bear a label",
                   kw);
        diag_emit(d);
        if (!cont) return (HirId){0};
    }
    if (label) {
        NodeId t = res_label_res(cx->h->res, e->id);
        if (!t.i) return (HirId){0};   /* the resolver reported it */
        HirId id = lcx_node_id(cx, t);
        for (uint32_t i = 0; cont && i < cx->lblocks.len; i++) {
            if (!hir_id_eq(cx->lblocks.data[i].id, id)) continue;
            Diag *d = diag_error(cx->h->dc, DC_E0696, e->span, "`continue` pointing to a labeled block");
            diag_label(d, e->span, true, "labeled blocks cannot be `continue`'d");
            diag_label(d, cx->lblocks.data[i].span, false, "labeled block the `continue` points to");
            diag_emit(d);
            return (HirId){0};
        }
        return id;
    }
    if (cx->loops.len) return (HirId){vec_last(&cx->loops)};
    Diag *d;
    if (cx->in_closure) {
        d = diag_error(cx->h->dc, DC_E0267, e->span, "`%s` inside of a closure", kw);
        diag_label(d, e->span, true, "cannot `%s` inside of a closure", kw);
        diag_label(d, cx->closure_span, false, "enclosing closure");
    } else {
        d = diag_error(cx->h->dc, DC_E0268, e->span, "`%s` outside of a loop", kw);
        diag_label(d, e->span, true, "cannot `%s` outside of a loop", kw);
    }
    diag_emit(d);
    return (HirId){0};
}

static HirExpr *lower_struct(LowerCx *cx, Expr *e) {
    HirExpr *s = hir_new_expr(cx, HEXPR_STRUCT, e->span);
    hir_lower_qpath(cx, e->strukt.qself, &e->strukt.path, e->strukt.path.span, &s->strukt.qpath);
    ExprFieldList fl = e->strukt.fields;
    s->strukt.fields = ARENA_ARRAY(cx->a, HirExprField, fl.len);
    s->strukt.nfields = fl.len;
    for (uint32_t i = 0; i < fl.len; i++) {
        ExprField *f = &fl.data[i];
        s->strukt.fields[i] = (HirExprField){.id = lcx_next(cx), .ident = f->ident,
                                             .expr = hir_lower_expr(cx, f->expr), .span = f->span};
    }
    if (e->strukt.rest == STRUCT_REST_BASE && e->strukt.base) s->strukt.base = hir_lower_expr(cx, e->strukt.base);
    return s;
}

static HirExpr *lower_inline_asm(LowerCx *cx, Expr *e) {
    HirExpr *x = hir_new_expr(cx, HEXPR_INLINE_ASM, e->span);
    InlineAsm *ia = e->inline_asm;
    HirInlineAsm *h = ARENA_NEW(cx->a, HirInlineAsm);
    h->ast = ia;
    if (ia) {
        h->operands = ARENA_ARRAY(cx->a, HirAsmOperand, ia->noperands);
        h->noperands = ia->noperands;
        for (uint32_t i = 0; i < ia->noperands; i++) {
            InlineAsmOperand *op = &ia->operands[i];
            HirAsmOperand *o = &h->operands[i];
            o->kind = op->kind;
            o->is_explicit_reg = op->is_explicit_reg;
            o->reg = op->reg;
            o->late = op->late;
            o->span = op->span;
            if (op->kind == ASM_OP_CONST) o->ct = hir_lower_anon_const(cx, op->expr);
            else if (op->expr) o->expr = hir_lower_expr(cx, op->expr);
            if (op->out_expr) o->out_expr = hir_lower_expr(cx, op->out_expr);
        }
    }
    x->inline_asm = h;
    return x;
}

static HirExpr *lower_if(LowerCx *cx, Expr *e) {
    HirExpr *x = hir_new_expr(cx, HEXPR_IF, e->span);
    x->if_.cond = hir_lower_expr(cx, e->if_.cond);
    x->if_.then = block_expr(cx, hir_lower_block(cx, e->if_.then), e->if_.then->span);
    x->if_.els = e->if_.els ? hir_lower_expr(cx, e->if_.els) : NULL;
    return x;
}

static HirExpr *lower_match(LowerCx *cx, Expr *e) {
    HirExpr *x = hir_new_expr(cx, HEXPR_MATCH, e->span);
    x->match.scrutinee = hir_lower_expr(cx, e->match.scrutinee);
    ArmList al = e->match.arms;
    x->match.arms = ARENA_ARRAY(cx->a, HirArm, al.len);
    x->match.narms = al.len;
    for (uint32_t i = 0; i < al.len; i++) {
        Arm *a = &al.data[i];
        HirArm *h = &x->match.arms[i];
        h->id = lcx_next(cx);
        h->span = a->span;
        h->pat = hir_lower_pat(cx, a->pat);
        h->guard = a->guard ? hir_lower_expr(cx, a->guard) : NULL;
        h->body = a->body ? hir_lower_expr(cx, a->body) : hir_new_expr(cx, HEXPR_ERR, a->span);
    }
    return x;
}

static HirExpr *lower_block_expr(LowerCx *cx, Expr *e) {
    HirExpr *x = ARENA_NEW(cx->a, HirExpr);
    x->kind = HEXPR_BLOCK;
    x->span = e->span;
    /* a labelled block is a `break 'label` target */
    x->id = e->block.label ? lcx_node_id(cx, e->id) : lcx_next(cx);
    x->block.label = label_ident(e->block.label);
    if (e->block.label) {
        /* rustc's span of the labelled block starts at its label */
        LabelledBlock lb = {x->id, cx->loops.len, {e->block.label->ident.span.lo, e->block.block->span.hi}};
        vec_push(&cx->lblocks, lb);
    }
    x->block.block = hir_lower_block(cx, e->block.block);
    if (e->block.label) cx->lblocks.len--;
    return x;
}

static HirExpr *lower_unary_like(LowerCx *cx, Expr *e, HirExpr *x) {
    switch (e->kind) {
    case EXPR_UNARY:
        x->unary.op = (HirUnOp)e->unary.op;
        x->unary.operand = hir_lower_expr(cx, e->unary.operand);
        break;
    case EXPR_CAST: case EXPR_TYPE_ASCRIPTION:
        x->cast.expr = hir_lower_expr(cx, e->cast.expr);
        x->cast.ty = hir_lower_ty(cx, e->cast.ty);
        break;
    case EXPR_ADDR_OF:
        x->addr_of.raw = e->addr_of.kind == BORROW_RAW;
        x->addr_of.mutbl = e->addr_of.mutbl == MUT_MUT;
        x->addr_of.expr = hir_lower_expr(cx, e->addr_of.expr);
        break;
    case EXPR_FIELD:
        x->field.expr = hir_lower_expr(cx, e->field.expr);
        x->field.ident = e->field.ident;
        break;
    case EXPR_INDEX:
        x->index.expr = hir_lower_expr(cx, e->index.expr);
        x->index.index = hir_lower_expr(cx, e->index.index);
        break;
    case EXPR_BOX: x->inner = hir_lower_expr(cx, e->inner); break;
    case EXPR_RET: x->ret = e->opt_expr ? hir_lower_expr(cx, e->opt_expr) : NULL; break;
    default: break;
    }
    return x;
}

static bool expr_has_attr(const Expr *e, const char *name) {
    for (uint32_t i = 0; i < e->attrs.len; i++)
        if (hir_attr_is(&e->attrs.data[i], name)) return true;
    return false;
}

static HirExprKind simple_kind(ExprKind k) {
    switch (k) {
    case EXPR_UNARY: return HEXPR_UNARY;
    case EXPR_CAST: return HEXPR_CAST;
    case EXPR_TYPE_ASCRIPTION: return HEXPR_TYPE_ASCRIPTION;
    case EXPR_ADDR_OF: return HEXPR_ADDR_OF;
    case EXPR_FIELD: return HEXPR_FIELD;
    case EXPR_INDEX: return HEXPR_INDEX;
    case EXPR_BOX: return HEXPR_BOX;
    case EXPR_RET: return HEXPR_RET;
    default: return HEXPR__COUNT;
    }
}

HirExpr *hir_lower_expr(LowerCx *cx, Expr *e) {
    if (e->kind == EXPR_PAREN) {
        /* as rustc: the parentheses' span, when it contains the inner one */
        HirExpr *x = hir_lower_expr(cx, e->inner);
        if (x && e->span.lo <= x->span.lo && x->span.hi <= e->span.hi) x->span = e->span;
        return x;
    }
    HirExprKind sk = simple_kind(e->kind);
    if (sk != HEXPR__COUNT) return lower_unary_like(cx, e, hir_new_expr(cx, sk, e->span));
    HirExpr *x;
    switch (e->kind) {
    case EXPR_LIT:
        x = hir_new_expr(cx, HEXPR_LIT, e->span);
        x->lit = hir_lower_lit(cx, &e->lit, e->span);
        return x;
    case EXPR_PATH:
        x = hir_new_expr(cx, HEXPR_PATH, e->span);
        hir_lower_qpath(cx, e->path.qself, &e->path.path, e->span, &x->qpath);
        return x;
    case EXPR_CALL:
        if (e->call.args.len == 1 && expr_has_attr(e, "rustc_box")) {
            /* `#[rustc_box] Box::new(v)` is `box v` (rustc's AST lowering) */
            x = hir_new_expr(cx, HEXPR_BOX, e->span);
            x->inner = hir_lower_expr(cx, e->call.args.data[0]);
            return x;
        }
        x = hir_new_expr(cx, HEXPR_CALL, e->span);
        if (lower_legacy_const_generics(cx, e, x)) return x;
        x->call.callee = hir_lower_expr(cx, e->call.func);
        x->call.args = expr_list(cx, e->call.args, &x->call.nargs);
        return x;
    case EXPR_METHOD_CALL:
        x = hir_new_expr(cx, HEXPR_METHOD_CALL, e->span);
        x->method.seg = hir_lower_segment(cx, &e->method_call.seg, (Res){.kind = RES_ERR});
        x->method.receiver = hir_lower_expr(cx, e->method_call.receiver);
        x->method.args = expr_list(cx, e->method_call.args, &x->method.nargs);
        x->method.scope = res_trait_scope(cx->h->res, e->id);
        return x;
    case EXPR_BINARY: case EXPR_ASSIGN_OP:
        x = hir_new_expr(cx, e->kind == EXPR_BINARY ? HEXPR_BINARY : HEXPR_ASSIGN_OP, e->span);
        x->binary.op = (HirBinOp)e->binary.op;
        x->binary.op_span = e->binary.op_span;
        x->binary.lhs = hir_lower_expr(cx, e->binary.lhs);
        x->binary.rhs = hir_lower_expr(cx, e->binary.rhs);
        return x;
    case EXPR_ASSIGN:
        if (is_destructuring_lhs(cx, e->assign.lhs)) return lower_destructuring_assign(cx, e);
        x = hir_new_expr(cx, HEXPR_ASSIGN, e->span);
        x->assign.lhs = hir_lower_expr(cx, e->assign.lhs);
        x->assign.rhs = hir_lower_expr(cx, e->assign.rhs);
        return x;
    case EXPR_LET:
        x = hir_new_expr(cx, HEXPR_LET, e->span);
        x->let.init = hir_lower_expr(cx, e->let.scrutinee);
        x->let.pat = hir_lower_pat(cx, e->let.pat);
        return x;
    case EXPR_IF: return lower_if(cx, e);
    case EXPR_WHILE: return lower_while(cx, e);
    case EXPR_FOR_LOOP: return lower_for(cx, e);
    case EXPR_LOOP: {
        HirExpr *lp = begin_loop(cx, e, e->loop.label, LOOP_SRC_LOOP, e->span);
        lp->loop.body = hir_lower_block(cx, e->loop.body);
        end_loop(cx);
        return lp;
    }
    case EXPR_MATCH: return lower_match(cx, e);
    case EXPR_CLOSURE: return lower_closure(cx, e);
    case EXPR_BLOCK: return lower_block_expr(cx, e);
    case EXPR_RANGE: return lower_range(cx, e);
    case EXPR_TRY: return lower_try(cx, e);
    case EXPR_BREAK:
        x = hir_new_expr(cx, HEXPR_BREAK, e->span);
        x->brk.target = break_target(cx, e, e->brk.label, "break");
        x->brk.value = e->brk.expr ? hir_lower_expr(cx, e->brk.expr) : NULL;
        return x;
    case EXPR_CONTINUE:
        x = hir_new_expr(cx, HEXPR_CONTINUE, e->span);
        x->cont_target = break_target(cx, e, e->cont_label, "continue");
        return x;
    case EXPR_TUP: case EXPR_ARRAY:
        x = hir_new_expr(cx, e->kind == EXPR_TUP ? HEXPR_TUP : HEXPR_ARRAY, e->span);
        x->elems.elems = expr_list(cx, e->elems, &x->elems.n);
        return x;
    case EXPR_REPEAT:
        x = hir_new_expr(cx, HEXPR_REPEAT, e->span);
        x->repeat.elem = hir_lower_expr(cx, e->repeat.elem);
        x->repeat.count = hir_lower_anon_const(cx, e->repeat.count);
        return x;
    case EXPR_STRUCT: return lower_struct(cx, e);
    case EXPR_INLINE_ASM: return lower_inline_asm(cx, e);
    case EXPR_ASYNC:
        /* the generator's span is its block's, as rustc's */
        return lower_async_body(cx, e->id, e->async.block->span, e->async.capture == CAPTURE_VALUE, NULL, e->async.block,
                                NULL, 0);
    case EXPR_AWAIT: return lower_await(cx, e);
    case EXPR_TRY_BLOCK: return lower_try_block(cx, e);
    case EXPR_CONST_BLOCK:
        /* `const { .. }` (inline_const): lowered as the block it holds,
         * evaluated where it stands. What a const block can compute has
         * no side effects, so the value is the one rustc's compile-time
         * evaluation gives; what differs: a const block that panics is a
         * run-time panic here, not rustc's compile-time error (E0080),
         * and it is not checked as a const context. */
        x = hir_new_expr(cx, HEXPR_BLOCK, e->span);
        x->block.block = hir_lower_block(cx, e->block_only);
        return x;
    case EXPR_YIELD: return lower_yield(cx, e);
    case EXPR_YEET: return lower_yeet(cx, e);
    case EXPR_UNDERSCORE: lcx_unsupported(cx, e->span, "destructuring assignment"); break;
    default: break;
    }
    return hir_new_expr(cx, HEXPR_ERR, e->span);
}

/* ---- blocks and statements ---- */

static HirLocal *lower_local(LowerCx *cx, Local *l) {
    HirLocal *hl = ARENA_NEW(cx->a, HirLocal);
    hl->id = lcx_next(cx);
    hl->span = l->span;
    /* the initializer cannot see the new bindings: lower it first */
    hl->init = l->init ? hir_lower_expr(cx, l->init) : NULL;
    hl->els = l->els ? hir_lower_block(cx, l->els) : NULL;
    hl->pat = hir_lower_pat(cx, l->pat);
    hl->ty = l->ty ? hir_lower_ty_at(cx, l->ty, "variable binding") : NULL;
    return hl;
}

HirBlock *hir_lower_block(LowerCx *cx, Block *b) {
    HirBlock *hb = ARENA_NEW(cx->a, HirBlock);
    hb->id = lcx_next(cx);
    hb->span = b->span;
    hb->is_unsafe = b->rules == BLOCK_UNSAFE;
    hb->stmts = ARENA_ARRAY(cx->a, HirStmt, b->stmts.len);
    /* the last expression statement without `;` is the tail */
    int32_t tail = -1;
    for (int32_t i = (int32_t)b->stmts.len - 1; i >= 0; i--) {
        StmtKind k = b->stmts.data[i].kind;
        /* `if c {} ;` ends with an empty statement: no tail */
        if (k == STMT_MAC_CALL) continue;
        if (k == STMT_EXPR) tail = i;
        break;
    }
    for (uint32_t i = 0; i < b->stmts.len; i++) {
        Stmt *s = &b->stmts.data[i];
        if ((int32_t)i == tail) {
            hb->expr = hir_lower_expr(cx, s->expr);
            continue;
        }
        HirStmt hs = {.span = s->span};
        switch (s->kind) {
        case STMT_LOCAL:
            hs.kind = HSTMT_LET;
            hs.id = lcx_next(cx);
            hs.local = lower_local(cx, s->local);
            break;
        case STMT_ITEM: {
            DefId d = res_def_of_node(cx->h->res, s->item->id);
            if (!d.i) continue;
            hs.kind = HSTMT_ITEM;
            hs.id = lcx_next(cx);
            hs.item = d;
            break;
        }
        case STMT_EXPR: case STMT_SEMI:
            hs.kind = s->kind == STMT_EXPR ? HSTMT_EXPR : HSTMT_SEMI;
            hs.id = lcx_next(cx);
            hs.expr = hir_lower_expr(cx, s->expr);
            break;
        default: continue;
        }
        hb->stmts[hb->nstmts++] = hs;
    }
    return hb;
}
