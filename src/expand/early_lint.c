/* early_lint.c — rustc's early lint passes over the local crate's
 * expanded AST (run after name resolution, as rustc runs them):
 *
 * - unused_parens (rustc_lint's UnusedParens): parentheses around an
 *   `if`/`while` condition, `match` scrutinee, `for` iterator, `return`
 *   value, assigned value (let initializer, assignment, const/static),
 *   block tail, `let` scrutinee, function/method argument, array length;
 *   around sub-patterns and types. Parentheses written by a macro's body
 *   (their token's hygiene context) are left alone, as rustc's
 *   from_expansion.
 * - redundant_semicolons: runs of empty statements.
 *
 * Levels: the #[allow/warn/deny/forbid] attributes of the enclosing
 * items, expressions and statements (a stack kept by the walk), the crate
 * root's, then the command line's (lint_level.c).
 *
 * Also here, as they need the AST only: resolve_lifetime's "unnecessary
 * lifetime parameter" warning (not a lint) for `'a: 'static` bounds, and
 * check_attr's unused_attributes lint for #[must_use] on an `async fn`. */
#include "rcc/expand.h"

#include <string.h>

typedef struct EarlyCx {
    AstVisitor v;
    DiagCtx *dc;
    const LintCli *cli;
    VEC(const AttrList *) scopes;   /* [0] is the crate's */
    Crate *krate;
    int in_body;              /* > 0: inside an expression (a body) */
} EarlyCx;

static LintSrc level_here(EarlyCx *cx, const char *lint, const char *group) {
    LintSrc src = {.level = LINT_LVL_UNSET, .lint = lint, .group = group};
    Symbol sl = sym_cstr(lint), sg = group ? sym_cstr(group) : 0;
    for (uint32_t i = cx->scopes.len; i-- > 0;)
        if (lint_attrs_level(cx->scopes.data[i], sl, sg, &src) != LINT_LVL_UNSET) break;
    lint_cli_level(&src, cx->cli, LINT_LVL_WARN);
    return src;
}

/* ---- unused_parens ---- */

typedef enum DelimCtx {
    CTX_FN_ARG,
    CTX_METHOD_ARG,
    CTX_ASSIGNED,
    CTX_ASSIGNED_LET_ELSE,
    CTX_IF_COND,
    CTX_WHILE_COND,
    CTX_FOR_ITER,
    CTX_MATCH_SCRUTINEE,
    CTX_RETURN,
    CTX_BLOCK_RET,
    CTX_LET_SCRUTINEE,
    CTX_ARRAY_LEN,
} DelimCtx;

static const char *ctx_descr(DelimCtx c) {
    switch (c) {
    case CTX_FN_ARG: return "function argument";
    case CTX_METHOD_ARG: return "method argument";
    case CTX_ASSIGNED: case CTX_ASSIGNED_LET_ELSE: return "assigned value";
    case CTX_IF_COND: return "`if` condition";
    case CTX_WHILE_COND: return "`while` condition";
    case CTX_FOR_ITER: return "`for` iterator expression";
    case CTX_MATCH_SCRUTINEE: return "`match` scrutinee expression";
    case CTX_RETURN: return "`return` value";
    case CTX_BLOCK_RET: return "block return value";
    case CTX_LET_SCRUTINEE: return "`let` scrutinee expression";
    case CTX_ARRAY_LEN: return "const expression";
    }
    return "";
}

static bool lazy_binop(const Expr *e) {
    return e->kind == EXPR_BINARY && (e->binary.op == BINOP_AND || e->binary.op == BINOP_OR);
}

/* rustc's classify::expr_requires_semi_to_be_stmt */
static bool requires_semi(const Expr *e) {
    switch (e->kind) {
    case EXPR_IF: case EXPR_MATCH: case EXPR_BLOCK: case EXPR_WHILE: case EXPR_LOOP: case EXPR_FOR_LOOP:
    case EXPR_TRY_BLOCK:
        return false;
    default: return true;
    }
}

/* rustc's parser::contains_exterior_struct_lit */
static bool exterior_struct_lit(const Expr *e) {
    switch (e->kind) {
    case EXPR_STRUCT: return true;
    case EXPR_ASSIGN: return exterior_struct_lit(e->assign.lhs) || exterior_struct_lit(e->assign.rhs);
    case EXPR_ASSIGN_OP: case EXPR_BINARY: return exterior_struct_lit(e->binary.lhs) || exterior_struct_lit(e->binary.rhs);
    case EXPR_AWAIT: return exterior_struct_lit(e->inner);
    case EXPR_UNARY: return exterior_struct_lit(e->unary.operand);
    case EXPR_CAST: case EXPR_TYPE_ASCRIPTION: return exterior_struct_lit(e->cast.expr);
    case EXPR_FIELD: return exterior_struct_lit(e->field.expr);
    case EXPR_INDEX: return exterior_struct_lit(e->index.expr);
    case EXPR_METHOD_CALL: return exterior_struct_lit(e->method_call.receiver);
    default: return false;
    }
}

/* rustc's is_expr_delims_necessary */
static bool delims_necessary(const Expr *inner, bool followed_by_block, bool followed_by_else) {
    if (followed_by_else && (lazy_binop(inner) || ast_expr_trailing_brace(inner))) return true;
    /* `({ 0 } + 1)` as a statement would parse differently */
    const Expr *x = inner;
    for (;;) {
        switch (x->kind) {
        case EXPR_BINARY: x = x->binary.lhs; break;
        case EXPR_CALL: x = x->call.func; break;
        case EXPR_CAST: case EXPR_TYPE_ASCRIPTION: x = x->cast.expr; break;
        case EXPR_INDEX: x = x->index.expr; break;
        default: x = NULL; break;
        }
        if (!x) break;
        if (!requires_semi(x)) return true;
    }
    if (!followed_by_block) return false;
    switch (inner->kind) {
    case EXPR_RET: case EXPR_BREAK: case EXPR_YIELD: return true;
    case EXPR_RANGE: return inner->range.hi && inner->range.hi->kind == EXPR_BLOCK;
    default: return exterior_struct_lit(inner);
    }
}

static void emit_unused_delims(EarlyCx *cx, Span open, Span close, const char *what, bool keep_left,
                               bool keep_right) {
    if (span_is_dummy(open) || span_is_dummy(close)) return;
    LintSrc l = level_here(cx, "unused_parens", "unused");
    char msg[128];
    snprintf(msg, sizeof msg, "unnecessary parentheses around %s", what);
    Diag *d = lint_diag_start(cx->dc, &l, open, msg);
    if (!d) return;
    diag_label(d, close, true, NULL);
    DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, APP_MACHINE_APPLICABLE, "remove these parentheses");
    diag_sugg_part(s, open, keep_left ? " " : "");
    diag_sugg_part(s, close, keep_right ? " " : "");
    diag_emit(d);
}

/* The two spans of a parenthesised node: from the `(` to the inner node,
 * and from it to the `)` (just the parentheses when from a macro). */
static void paren_spans(Span outer, Span inner, bool from_expansion, Span *open, Span *close) {
    if (from_expansion) {
        *open = span_new(outer.lo, outer.lo + 1);
        *close = span_new(outer.hi - 1, outer.hi);
    } else {
        *open = span_new(outer.lo, inner.lo);
        *close = span_new(inner.hi, outer.hi);
    }
}

static void check_delims_expr(EarlyCx *cx, const Expr *value, DelimCtx ctx, bool followed_by_block, int64_t left_pos,
                              int64_t right_pos) {
    if (!value) return;
    if (value->kind == EXPR_LET) {
        check_delims_expr(cx, value->let.scrutinee, CTX_LET_SCRUTINEE, followed_by_block, -1, -1);
        return;
    }
    if (value->kind != EXPR_PAREN) return;
    const Expr *inner = value->inner;
    if (delims_necessary(inner, followed_by_block, ctx == CTX_ASSIGNED_LET_ELSE) || value->attrs.len ||
        value->paren.from_expansion || (ctx == CTX_LET_SCRUTINEE && lazy_binop(inner)))
        return;
    Span open, close;
    paren_spans(value->span, inner->span, false, &open, &close);
    bool keep_left = left_pos >= 0 && (uint32_t)left_pos >= value->span.lo;
    bool keep_right = right_pos >= 0 && (uint32_t)right_pos <= value->span.hi;
    emit_unused_delims(cx, open, close, ctx_descr(ctx), keep_left, keep_right);
}

static void check_parens_pat(EarlyCx *cx, const Pat *value, bool avoid_or, bool avoid_mut) {
    if (!value || value->kind != PAT_PAREN) return;
    const Pat *inner = value->inner;
    if (inner->kind == PAT_RANGE) return;
    if (inner->kind == PAT_OR && avoid_or) return;
    if (inner->kind == PAT_IDENT && !inner->ident.by_ref && inner->ident.mutbl == MUT_MUT && avoid_mut) return;
    Span open, close;
    paren_spans(value->span, inner->span, value->paren.from_expansion, &open, &close);
    emit_unused_delims(cx, open, close, "pattern", false, false);
}

/* rustc's UnusedDelimLint::check_expr (and UnusedParens's `if let`) */
static void check_expr_parens(EarlyCx *cx, Expr *e) {
    switch (e->kind) {
    case EXPR_LET: check_parens_pat(cx, e->let.pat, false, false); break;
    case EXPR_FOR_LOOP: check_parens_pat(cx, e->for_.pat, false, false); break;
    default: break;
    }
    switch (e->kind) {
    case EXPR_IF: {
        const Expr *c = e->if_.cond;
        while (c->kind == EXPR_PAREN) c = c->inner;
        if (c->kind == EXPR_LET) {
            /* rustc checks the `let` here and the then-block's statements
             * once more (a quirk that repeats nothing: diagnostics of the
             * same text and span are given once) */
            check_delims_expr(cx, c, CTX_LET_SCRUTINEE, true, -1, -1);
            return;
        }
        check_delims_expr(cx, e->if_.cond, CTX_IF_COND, true, (int64_t)e->span.lo + 2, e->if_.then->span.lo);
        return;
    }
    case EXPR_WHILE:
        if (e->while_.cond->kind == EXPR_LET) {
            check_delims_expr(cx, e->while_.cond, CTX_WHILE_COND, true, -1, -1);
            return;
        }
        check_delims_expr(cx, e->while_.cond, CTX_WHILE_COND, true, (int64_t)e->span.lo + 5, e->while_.body->span.lo);
        return;
    case EXPR_FOR_LOOP: check_delims_expr(cx, e->for_.iter, CTX_FOR_ITER, true, -1, e->for_.body->span.lo); return;
    case EXPR_MATCH: check_delims_expr(cx, e->match.scrutinee, CTX_MATCH_SCRUTINEE, true, (int64_t)e->span.lo + 5, -1); return;
    case EXPR_RET:
        if (e->opt_expr) check_delims_expr(cx, e->opt_expr, CTX_RETURN, false, (int64_t)e->span.lo + 3, -1);
        return;
    case EXPR_ASSIGN: check_delims_expr(cx, e->assign.rhs, CTX_ASSIGNED, false, -1, -1); return;
    case EXPR_ASSIGN_OP: check_delims_expr(cx, e->binary.rhs, CTX_ASSIGNED, false, -1, -1); return;
    case EXPR_CALL:
        for (uint32_t i = 0; i < e->call.args.len; i++) check_delims_expr(cx, e->call.args.data[i], CTX_FN_ARG, false, -1, -1);
        return;
    case EXPR_METHOD_CALL:
        for (uint32_t i = 0; i < e->method_call.args.len; i++)
            check_delims_expr(cx, e->method_call.args.data[i], CTX_METHOD_ARG, false, -1, -1);
        return;
    default: return;
    }
}

/* rustc's UnusedParens::check_pat: the sub-patterns of a pattern */
static void check_subpats(EarlyCx *cx, Pat *p) {
    switch (p->kind) {
    case PAT_TUPLE_STRUCT:
        for (uint32_t i = 0; i < p->tuple_struct.elems.len; i++) check_parens_pat(cx, p->tuple_struct.elems.data[i], false, false);
        break;
    case PAT_TUPLE: case PAT_SLICE: case PAT_OR:
        for (uint32_t i = 0; i < p->elems.len; i++) check_parens_pat(cx, p->elems.data[i], false, false);
        break;
    case PAT_STRUCT:
        for (uint32_t i = 0; i < p->strukt.fields.len; i++) check_parens_pat(cx, p->strukt.fields.data[i].pat, false, false);
        break;
    case PAT_IDENT: if (p->ident.sub) check_parens_pat(cx, p->ident.sub, true, false); break;
    case PAT_BOX: check_parens_pat(cx, p->inner, true, false); break;
    case PAT_REF: check_parens_pat(cx, p->ref.pat, true, p->ref.mutbl == MUT_NOT); break;
    default: break;
    }
}

static void check_ty_parens(EarlyCx *cx, Ty *t) {
    if (t->kind != TY_PAREN) return;
    const Ty *r = t->elem;
    if (r->kind == TY_TRAIT_OBJECT) return;
    if (r->kind == TY_IMPL_TRAIT && r->impl_trait.bounds.len > 1) return;
    if (r->kind == TY_ARRAY) {
        check_delims_expr(cx, r->array.len, CTX_ARRAY_LEN, false, -1, -1);
        return;
    }
    Span open, close;
    paren_spans(t->span, r->span, t->paren.from_expansion, &open, &close);
    emit_unused_delims(cx, open, close, "type", false, false);
}

/* ---- redundant_semicolons ---- */

static void lint_semis(EarlyCx *cx, Span sp, bool multiple) {
    if (span_is_dummy(sp)) return;
    LintSrc l = level_here(cx, "redundant_semicolons", "unused");
    Diag *d = lint_diag_start(cx->dc, &l, sp, multiple ? "unnecessary trailing semicolons" : "unnecessary trailing semicolon");
    if (!d) return;
    diag_suggest(d, sp, "", APP_MAYBE_INCORRECT, "%s", multiple ? "remove these semicolons" : "remove this semicolon");
    diag_emit(d);
}

static void check_block_semis(EarlyCx *cx, Block *b) {
    bool in_seq = false, multiple = false;
    Span seq = {0, 0};
    for (uint32_t i = 0; i < b->stmts.len; i++) {
        const Stmt *s = &b->stmts.data[i];
        if (s->kind == STMT_EMPTY) {
            if (!in_seq) {
                in_seq = true;
                multiple = false;
                seq = s->span;
            } else {
                seq = span_to(seq, s->span);
                multiple = true;
            }
            continue;
        }
        if (in_seq) lint_semis(cx, seq, multiple);
        in_seq = false;
    }
    if (in_seq) lint_semis(cx, seq, multiple);
}

/* ---- the walk ---- */

static void push_scope(EarlyCx *cx, const AttrList *a) {
    vec_push(&cx->scopes, a);
    /* unsafe_op_in_unsafe_fn set inside a body: typeck's unused_unsafe
     * stays quiet in that fn (its levels are per item there) */
    static Symbol s_uoiuf;
    if (!s_uoiuf) s_uoiuf = sym_cstr("unsafe_op_in_unsafe_fn");
    if (cx->in_body <= 0 || !a) return;
    for (uint32_t i = 0; i < a->len; i++)
        for (uint32_t k = 0; k < a->data[i].tokens.len; k++)
            if (a->data[i].tokens.data[k].sym == s_uoiuf) {
                Crate *c = cx->krate;
                c->unsafe_op_attr_pos = realloc(c->unsafe_op_attr_pos, sizeof(uint32_t) * (c->n_unsafe_op_attr_pos + 1));
                c->unsafe_op_attr_pos[c->n_unsafe_op_attr_pos++] = a->data[i].span.lo;
            }
}
static void pop_scope(EarlyCx *cx) { cx->scopes.len--; }

static bool on_item(AstVisitor *v, Item *it) {
    EarlyCx *cx = v->ctx;
    push_scope(cx, &it->attrs);
    if (it->kind == ITEM_CONST && it->const_.expr) check_delims_expr(cx, it->const_.expr, CTX_ASSIGNED, false, -1, -1);
    if (it->kind == ITEM_STATIC && it->static_.expr) check_delims_expr(cx, it->static_.expr, CTX_ASSIGNED, false, -1, -1);
    return true;
}

static void on_item_post(AstVisitor *v, Item *it) {
    (void)it;
    pop_scope(v->ctx);
}

static bool on_expr(AstVisitor *v, Expr *e) {
    EarlyCx *cx = v->ctx;
    cx->in_body++;
    push_scope(cx, &e->attrs);
    check_expr_parens(cx, e);
    return true;
}

static void on_expr_post(AstVisitor *v, Expr *e) {
    (void)e;
    EarlyCx *cx = v->ctx;
    cx->in_body--;
    pop_scope(cx);
}

static bool on_stmt(AstVisitor *v, Stmt *s) {
    EarlyCx *cx = v->ctx;
    if (s->kind == STMT_LOCAL) {
        Local *l = s->local;
        cx->in_body++;
        push_scope(cx, &l->attrs);
        check_parens_pat(cx, l->pat, true, false);
        if (l->init) check_delims_expr(cx, l->init, l->els ? CTX_ASSIGNED_LET_ELSE : CTX_ASSIGNED, false, -1, -1);
        /* the statement's attributes set the levels inside it too */
        ast_walk_pat(v, l->pat);
        if (l->ty) ast_walk_ty(v, l->ty);
        if (l->init) ast_walk_expr(v, l->init);
        if (l->els) ast_walk_block(v, l->els);
        pop_scope(cx);
        cx->in_body--;
        return false;
    } else if (s->kind == STMT_EXPR) {
        cx->in_body++;
        push_scope(cx, &s->expr->attrs);
        check_delims_expr(cx, s->expr, CTX_BLOCK_RET, false, -1, -1);
        pop_scope(cx);
        cx->in_body--;
    }
    return true;
}

static void on_arm(AstVisitor *v, Arm *a) {
    EarlyCx *cx = v->ctx;
    cx->in_body++;
    push_scope(cx, &a->attrs);
    check_parens_pat(cx, a->pat, false, false);
    pop_scope(cx);
    cx->in_body--;
}

static void on_param(AstVisitor *v, Param *p) {
    EarlyCx *cx = v->ctx;
    if (p->is_placeholder) return;
    push_scope(cx, &p->attrs);
    check_parens_pat(cx, p->pat, true, false);
    pop_scope(cx);
}

static bool on_block(AstVisitor *v, Block *b) {
    check_block_semis(v->ctx, b);
    if (b->rules == BLOCK_UNSAFE) {
        EarlyCx *cx = v->ctx;
        LintSrc l = level_here(cx, "unused_unsafe", "unused");
        if (l.level == LINT_LVL_ALLOW && l.from_attr) hmap_put(&cx->krate->unused_unsafe_allowed, b->span.lo, 1);
    }
    return true;
}

static bool on_pat(AstVisitor *v, Pat *p) {
    check_subpats(v->ctx, p);
    return true;
}

static bool on_ty(AstVisitor *v, Ty *t) {
    check_ty_parens(v->ctx, t);
    return true;
}

/* ---- "unnecessary lifetime parameter" ---- */

static void lifetime_bounds(EarlyCx *cx, const Lifetime *lt, const GenericBoundList *bounds) {
    if (lt->ident.name == SYM_static_lifetime) return;
    for (uint32_t i = 0; i < bounds->len; i++) {
        const GenericBound *b = &bounds->data[i];
        if (b->kind != BOUND_OUTLIVES || b->lifetime.ident.name != SYM_static_lifetime) continue;
        const char *n = sym_str(lt->ident.name);
        Diag *d = diag_warning(cx->dc, DC_NONE, lt->ident.span, "unnecessary lifetime parameter `%s`", n);
        diag_help(d, "you can use the `'static` lifetime directly, in place of `%s`", n);
        diag_emit(d);
    }
}

static void check_generics(EarlyCx *cx, const Generics *g) {
    for (uint32_t i = 0; i < g->params.len; i++) {
        const GenericParam *gp = &g->params.data[i];
        if (gp->kind != GP_LIFETIME) continue;
        Lifetime lt = {.id = gp->id, .ident = gp->ident};
        lifetime_bounds(cx, &lt, &gp->bounds);
    }
    for (uint32_t i = 0; i < g->where_preds.len; i++) {
        const WherePredicate *wp = &g->where_preds.data[i];
        if (wp->kind == WHERE_REGION) lifetime_bounds(cx, &wp->lifetime, &wp->bounds);
    }
}

static const Generics *item_generics(const Item *it) {
    switch (it->kind) {
    case ITEM_FN: return &it->fn.generics;
    case ITEM_TY_ALIAS: return &it->ty_alias.generics;
    case ITEM_ENUM: return &it->enum_.generics;
    case ITEM_STRUCT: case ITEM_UNION: return &it->struct_.generics;
    case ITEM_TRAIT: return &it->trait.generics;
    case ITEM_TRAIT_ALIAS: return &it->trait_alias.generics;
    case ITEM_IMPL: return &it->impl.generics;
    default: return NULL;
    }
}

/* rustc's check_attr: #[must_use] on an `async fn` (unused_attributes) */
static void check_must_use_async(EarlyCx *cx, Item *it) {
    static Symbol s_must_use;
    if (!s_must_use) s_must_use = sym_cstr("must_use");
    if (it->kind != ITEM_FN || !it->fn.header.is_async) return;
    for (uint32_t i = 0; i < it->attrs.len; i++) {
        const Attr *a = &it->attrs.data[i];
        if (a->is_doc_comment || meta_attr_name(a) != s_must_use) continue;
        LintSrc l = level_here(cx, "unused_attributes", "unused");
        Diag *d = lint_diag_start(cx->dc, &l, a->span,
                                  "`must_use` attribute on `async` functions applies to the anonymous `Future` "
                                  "returned by the function, not the value within");
        if (!d) continue;
        diag_label(d, it->span, false,
                   "this attribute does nothing, the `Future`s returned by async functions are already `must_use`");
        diag_emit(d);
    }
}

static bool on_item_checks(AstVisitor *v, Item *it) {
    EarlyCx *cx = v->ctx;
    push_scope(cx, &it->attrs);
    const Generics *g = item_generics(it);
    if (g) check_generics(cx, g);
    check_must_use_async(cx, it);
    return true;
}

void early_lint_crate(DiagCtx *dc, Crate *c, const LintCli *cli) {
    EarlyCx cx = {.dc = dc, .cli = cli, .krate = c};
    cx.v = (AstVisitor){.ctx = &cx, .item = on_item, .item_post = on_item_post, .expr = on_expr,
                        .expr_post = on_expr_post, .stmt = on_stmt, .block = on_block, .pat = on_pat, .ty = on_ty,
                        .arm = on_arm, .param = on_param};
    push_scope(&cx, &c->attrs);
    ast_walk_crate(&cx.v, c);
    /* rustc reports these when it resolves lifetimes and checks
     * attributes, after the early lints */
    cx.v = (AstVisitor){.ctx = &cx, .item = on_item_checks, .item_post = on_item_post};
    ast_walk_crate(&cx.v, c);
    vec_free(&cx.scopes);
}
