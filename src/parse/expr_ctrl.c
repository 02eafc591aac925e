/* expr_ctrl.c — block-like and control-flow expressions: blocks (plain,
 * `unsafe`, labelled, `async`, `try`, `const`), `if`/`else`, `while`,
 * `for`, `loop`, labels, `match` and its arms, `break`.
 *
 * Takes tokens through the cursor; gives Expr nodes. Blocks' statements
 * are parsed by stmt.c. Follows rustc 1.63 (parse_if_expr, parse_match_expr,
 * parse_arm, parse_labeled_expr, ...).
 */
#include "expr_priv.h"

/* `const {` or `const $b` with $b a `block` fragment (rustc's
 * check_inline_const: an interpolated block counts) */
bool px_is_inline_const(const Parser *p, uint32_t n) {
    return p_is_kw(p_look(p, n), SYM_const) &&
           (p_look(p, n + 1)->kind == TK_LBRACE || p_is_invis(p_look(p, n + 1), MBE_FRAG_BLOCK));
}

static Expr *mk_block_expr(Parser *p, Block *b, Label *label, Span span, AttrList inner) {
    Expr *e = px_new(p, EXPR_BLOCK, span);
    e->block.block = b;
    e->block.label = label;
    e->attrs = inner;
    return e;
}

/* ---- blocks ---- */

/* rustc's error_block_no_opening_brace: "expected `{`, found X". */
static void error_no_brace(Parser *p) {
    char buf[300];
    Diag *d = p_error(p, p->tok.span, "expected `{`, found %s", px_descr(&p->tok, buf, sizeof buf));
    if (d) diag_label(d, p->tok.span, true, "expected `{`");
    p_emit(p, d);
}

static void error_forbidden_inner_attr(Parser *p, Span sp) {
    Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "an inner attribute is not permitted in this context");
    diag_note(d, "inner attributes, like `#![no_std]`, annotate the item enclosing them, and are usually found "
                 "at the beginning of source files");
    diag_note(d, "outer attributes, like `#[test]`, annotate the item following them");
    px_emit_recoverable(p, d);
}

Block *px_block_inner(Parser *p, AttrList *attrs) {
    Span lo = p->tok.span;
    if (p_at_invis(p, MBE_FRAG_BLOCK)) {
        /* a `block` macro fragment: the block inside (its inner attributes
         * were not allowed by the fragment) */
        InvisGroup g = p_enter_invis(p);
        Block *b = px_block_inner(p, NULL);
        p_leave_invis(p, g);
        return b;
    }
    if (p_kind(p) == TK_LIFETIME && p_look(p, 1)->kind == TK_COLON && p_look(p, 2)->kind == TK_LBRACE) {
        /* `unsafe 'l: {}`, `loop 'l: {}` (rustc's maybe_recover_unexpected_block_label) */
        Span sp = span_to(p->tok.span, p_look(p, 1)->span);
        Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "block label not supported here");
        diag_label(d, sp, true, "not supported here");
        px_emit_recoverable(p, d);
        p_bump(p);
        p_bump(p);
        lo = p->tok.span;
    }
    if (p_kind(p) != TK_LBRACE) {
        p_check(p, TK_LBRACE);
        error_no_brace(p);
        Block *b = px_new_block(p, lo);
        return b;
    }
    p_bump(p);
    AttrList inner = {0};
    parse_inner_attrs(p, &inner);
    if (attrs) *attrs = px_attrs_concat(p, *attrs, inner);
    else if (inner.len) error_forbidden_inner_attr(p, inner.data[inner.len - 1].span);
    Block *b = px_new_block(p, lo);
    StmtList stmts = {0};
    parse_stmts_until(p, TK_RBRACE, &stmts);
    b->stmts = stmts;
    p_expect(p, TK_RBRACE);
    b->span = p_span_from(p, lo);
    return b;
}

Block *parse_block(Parser *p) { return px_block_inner(p, NULL); }

Block *parse_block_with_inner_attrs(Parser *p, AttrList *inner) {
    AttrList got = {0};
    Block *b = px_block_inner(p, &got);
    if (inner) *inner = px_attrs_concat(p, *inner, got);
    return b;
}

/* `{1, 2, 3}` written for an array (rustc's is_array_like_block and
 * maybe_suggest_brackets_instead_of_braces). */
static Expr *recover_array_like_block(Parser *p) {
    const Token *t1 = p_look(p, 1);
    if (!(t1->kind == TK_IDENT || px_is_lit(t1)) || p_look(p, 2)->kind != TK_COMMA || !p_can_begin_expr(p, 3))
        return NULL;
    PxSpec s;
    px_spec_begin(p, &s);
    Expr *arr = px_array(p, TK_RBRACE);
    bool ok = px_spec_ok(p, &s);
    px_spec_end(p, &s, !ok);
    if (!ok) return NULL;
    Diag *d = diag_error(p->ps->dc, DC_NONE, arr->span, "this is a block expression, not an array");
    diag_help(d, "to make an array, use square brackets instead of curly braces");
    px_emit_recoverable(p, d);
    return px_err(p, arr->span);
}

Expr *px_block_expr(Parser *p, Label *label, Span lo, BlockRules rules) {
    if (p_kind(p) == TK_LBRACE) {
        Expr *arr = recover_array_like_block(p);
        if (arr) return arr;
    }
    AttrList inner = {0};
    Block *b = px_block_inner(p, &inner);
    b->rules = rules;
    b->span = p_span_from(p, lo);
    return mk_block_expr(p, b, label, b->span, inner);
}

Expr *px_async_block(Parser *p) {
    Span lo = p->tok.span;
    p_bump(p);
    CaptureBy capture = p_eat_kw(p, SYM_move) ? CAPTURE_VALUE : CAPTURE_REF;
    AttrList inner = {0};
    Block *b = px_block_inner(p, &inner);
    Expr *e = px_new(p, EXPR_ASYNC, p_span_from(p, lo));
    e->async.capture = capture;
    e->async.block = b;
    e->attrs = inner;
    return e;
}

Expr *px_try_block(Parser *p) {
    Span lo = p->tok.span;
    p_bump(p);
    return px_try_block_after(p, lo);
}

Expr *px_try_block_after(Parser *p, Span lo) {
    AttrList inner = {0};
    Block *b = px_block_inner(p, &inner);
    Expr *e = px_new(p, EXPR_TRY_BLOCK, p_span_from(p, lo));
    e->block_only = b;
    e->attrs = inner;
    if (px_is_weak_kw(&p->tok, sym_cstr("catch"))) {
        Diag *d = p_error(p, p->tok.span, "keyword `catch` cannot follow a `try` block");
        if (d) diag_help(d, "try using `match` on the result of the `try` block instead");
        p_emit(p, d);
    }
    return e;
}

Expr *px_const_block(Parser *p, Span lo) {
    p_bump(p);
    Block *b = parse_block(p);
    Expr *e = px_new(p, EXPR_CONST_BLOCK, p_span_from(p, lo));
    e->block_only = b;
    return e;
}

/* ---- conditions, if ---- */

/* The condition of `if`/`while`: no struct literal, `let` allowed. */
static Expr *parse_cond(Parser *p) { return parse_expr_res(p, R_NO_STRUCT_LITERAL | R_ALLOW_LET); }

/* Outer attributes before an `if`/`else` branch are parsed for recovery
 * and reported. */
static void reject_branch_attrs(Parser *p, AttrList attrs, Span ctx, bool is_else, Span branch) {
    if (!attrs.len) return;
    Span last = attrs.data[attrs.len - 1].span;
    Diag *d = diag_error(p->ps->dc, DC_NONE, last, "outer attributes are not allowed on `if` and `else` branches");
    diag_label(d, branch, false, "the attributes are attached to this branch");
    diag_label(d, ctx, false, "the branch belongs to this `%s`", is_else ? "else" : "if");
    px_emit_recoverable(p, d);
}

static Expr *parse_if_after_cond(Parser *p, Span lo, Expr *cond);

/* After `else`: `if ...` or a block. */
static Expr *parse_else(Parser *p) {
    Span else_span = p->prev.span;
    AttrList attrs = {0};
    parse_outer_attrs(p, &attrs);
    Expr *e;
    if (p_eat_kw(p, SYM_if)) {
        e = px_if(p);
    } else if (p_check(p, TK_LBRACE)) {
        Span lo = p->tok.span;
        Block *b = parse_block(p);
        e = mk_block_expr(p, b, NULL, p_span_from(p, lo), (AttrList){0});
    } else {
        Span lo = p->tok.span;
        Block *b = parse_block(p);
        e = mk_block_expr(p, b, NULL, p_span_from(p, lo), (AttrList){0});
    }
    reject_branch_attrs(p, attrs, else_span, true, e->span);
    return e;
}

/* A missing `then` block may have been swallowed by the condition:
 * `if x == { .. }` or `if { .. }` (rustc's recover_block_from_condition). */
static Block *recover_block_from_cond(Parser *p, Span if_span, Expr **cond) {
    Expr *c = *cond;
    if (c->kind == EXPR_BINARY && c->binary.rhs->kind == EXPR_BLOCK && !c->binary.rhs->block.label) {
        Diag *d = diag_error(p->ps->dc, DC_NONE, if_span, "this `if` expression is missing a block after the condition");
        diag_span_help(d, span_new(c->span.lo, c->binary.op_span.hi), "this binary operation is possibly unfinished");
        px_emit_recoverable(p, d);
        Block *b = c->binary.rhs->block.block;
        c->binary.rhs = px_err(p, span_new(c->binary.op_span.hi, c->binary.op_span.hi));
        return b;
    }
    if (c->kind == EXPR_BLOCK && !c->block.label) {
        Span next = span_new(if_span.hi, if_span.hi + 1);
        Diag *d = diag_error(p->ps->dc, DC_NONE, next, "missing condition for `if` expression");
        diag_label(d, next, true, "expected condition here");
        diag_label(d, span_new(c->span.lo, c->span.lo + 1), false,
                   "if this block is the condition of the `if` expression, then it must be followed by another block");
        px_emit_recoverable(p, d);
        Block *b = c->block.block;
        *cond = px_err(p, span_new(c->span.hi, c->span.hi));
        return b;
    }
    return NULL;
}

static Expr *parse_if_after_cond(Parser *p, Span lo, Expr *cond) {
    uint32_t mark = px_mark(p);
    Block *then;
    if (p_is_kw(&p->tok, SYM_else)) {
        then = recover_block_from_cond(p, lo, &cond);
        if (!then) {
            Diag *d = diag_error(p->ps->dc, DC_NONE, lo, "this `if` expression is missing a block after the condition");
            diag_span_help(d, span_new(cond->span.hi, cond->span.hi), "add a block here");
            px_emit_recoverable(p, d);
            then = px_new_block(p, span_new(cond->span.hi, cond->span.hi));
        }
    } else {
        AttrList attrs = {0};
        parse_outer_attrs(p, &attrs);
        if (p_check(p, TK_LBRACE) || p_at_invis(p, MBE_FRAG_BLOCK)) {
            then = parse_block(p);
        } else {
            then = recover_block_from_cond(p, lo, &cond);
            if (!then) {
                char buf[300];
                Diag *d = p_error(p, p->tok.span, "expected `{`, found %s", px_descr(&p->tok, buf, sizeof buf));
                if (d) {
                    diag_label(d, p->tok.span, true, "expected `{`");
                    diag_span_note(d, cond->span, "the `if` expression is missing a block after this condition");
                }
                p_emit(p, d);
                then = px_new_block(p, p->tok.span);
            }
        }
        reject_branch_attrs(p, attrs, lo, false, then->span);
    }
    Expr *els = NULL;
    if (!px_failed(p, mark) && p_eat_kw(p, SYM_else)) els = parse_else(p);
    Expr *e = px_new(p, EXPR_IF, p_span_from(p, lo));
    e->if_.cond = cond;
    e->if_.then = then;
    e->if_.els = els;
    return e;
}

Expr *px_if(Parser *p) {
    Span lo = p->prev.span;
    uint32_t mark = px_mark(p);
    Expr *cond = parse_cond(p);
    if (px_failed(p, mark)) {
        Expr *e = px_new(p, EXPR_IF, p_span_from(p, lo));
        e->if_.cond = cond;
        e->if_.then = px_new_block(p, p->tok.span);
        return e;
    }
    return parse_if_after_cond(p, lo, cond);
}

/* ---- loops ---- */

Expr *px_while(Parser *p, Label *label, Span lo) {
    uint32_t mark = px_mark(p);
    Expr *cond = parse_cond(p);
    AttrList inner = {0};
    Block *body = px_failed(p, mark) ? px_new_block(p, p->tok.span) : px_block_inner(p, &inner);
    Expr *e = px_new(p, EXPR_WHILE, p_span_from(p, lo));
    e->while_.cond = cond;
    e->while_.body = body;
    e->while_.label = label;
    e->attrs = inner;
    return e;
}

Expr *px_for(Parser *p, Label *label, Span lo) {
    uint32_t mark = px_mark(p);
    Expr *e = px_new(p, EXPR_FOR_LOOP, lo);
    e->for_.label = label;
    e->for_.pat = px_pat_top(p, NULL);
    if (px_failed(p, mark)) {
        e->for_.iter = px_err(p, p->tok.span);
        e->for_.body = px_new_block(p, p->tok.span);
        return e;
    }
    if (!p_eat_kw(p, SYM_in)) {
        Span sp;
        const char *help;
        if (px_is_weak_kw(&p->tok, sym_cstr("of"))) {
            sp = p->tok.span;
            help = "try using `in` here instead";
            p_bump(p);
        } else {
            sp = span_new(p->prev.span.hi, p->tok.span.lo);
            help = "try adding `in` here";
        }
        Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "missing `in` in `for` loop");
        diag_label(d, sp, true, "help: %s", help);
        px_emit_recoverable(p, d);
    }
    if (p_is_kw(&p->tok, SYM_in) && p_is_kw(&p->prev, SYM_in)) {
        /* `for x in in y` */
        Span sp = span_to(p->prev.span, p->tok.span);
        Diag *d = diag_error(p->ps->dc, DC_NONE, p->tok.span, "expected iterable, found keyword `in`");
        diag_label(d, sp, false, "help: remove the duplicated `in`");
        px_emit_recoverable(p, d);
        p_bump(p);
    }
    e->for_.iter = parse_expr_res(p, R_NO_STRUCT_LITERAL);
    AttrList inner = {0};
    e->for_.body = px_failed(p, mark) ? px_new_block(p, p->tok.span) : px_block_inner(p, &inner);
    e->attrs = inner;
    e->span = p_span_from(p, lo);
    return e;
}

Expr *px_loop(Parser *p, Label *label, Span lo) {
    AttrList inner = {0};
    Block *body = px_block_inner(p, &inner);
    Expr *e = px_new(p, EXPR_LOOP, p_span_from(p, lo));
    e->loop.body = body;
    e->loop.label = label;
    e->attrs = inner;
    return e;
}

static Expr *parse_labeled_rest(Parser *p, Label *label, Span lo);

/* `'label: while/for/loop/{`. */
Expr *px_labeled(Parser *p) {
    Label *label = P_NEW(p, Label);
    label->ident = p_ident_of(&p->tok);
    Span lo = p->tok.span;
    p_bump(p);
    return parse_labeled_rest(p, label, lo);
}

/* After the label of a labelled expression. */
static Expr *parse_labeled_rest(Parser *p, Label *label, Span lo) {
    bool ate_colon = p_eat(p, TK_COLON);
    Expr *e;
    if (p_eat_kw(p, SYM_while)) {
        e = px_while(p, label, lo);
    } else if (p_eat_kw(p, SYM_for)) {
        e = px_for(p, label, lo);
    } else if (p_eat_kw(p, SYM_loop)) {
        e = px_loop(p, label, lo);
    } else if (p_kind(p) == TK_LBRACE || p_at_invis(p, MBE_FRAG_BLOCK)) {
        e = px_block_expr(p, label, lo, BLOCK_DEFAULT);
    } else {
        const char *msg = "expected `while`, `for`, `loop` or `{` after a label";
        Diag *d = diag_error(p->ps->dc, DC_NONE, p->tok.span, "%s", msg);
        diag_label(d, p->tok.span, true, "%s", msg);
        if (!ate_colon && (p_kind(p) == TK_COMMA || p_kind(p) == TK_GT)) {
            px_emit_recoverable(p, d);
            return px_err(p, lo);
        }
        diag_help(d, "consider removing the label");
        px_emit_recoverable(p, d);
        e = parse_expr(p);
        ate_colon = true;
    }
    if (!ate_colon) {
        Diag *d = diag_error(p->ps->dc, DC_NONE, e->span, "labeled expression must be followed by `:`");
        diag_label(d, lo, false, "the label");
        diag_label(d, span_new(lo.hi, lo.hi), false, "help: add `:` after the label");
        diag_note(d, "labels are used before loops and blocks, allowing e.g., `break 'label` to them");
        px_emit_recoverable(p, d);
    }
    return e;
}

/* After `break`: `break`, `break 'l`, `break value`, `break 'l value`. */
Expr *px_break(Parser *p) {
    Span lo = p->prev.span;
    Label *label = NULL;
    if (p_kind(p) == TK_LIFETIME) {
        label = P_NEW(p, Label);
        label->ident = p_ident_of(&p->tok);
        p_bump(p);
    }
    Expr *value = NULL;
    if (label && p_kind(p) == TK_COLON) {
        /* `break 'l: loop {}` — a labelled value needs parentheses. */
        value = parse_labeled_rest(p, label, label->ident.span);
        label = NULL;
        Diag *d = diag_error(p->ps->dc, DC_NONE, value->span,
                             "parentheses are required around this expression to avoid confusion with a labeled "
                             "break expression");
        diag_help(d, "wrap the expression in parentheses");
        px_emit_recoverable(p, d);
    } else if (p_kind(p) != TK_LBRACE || !(p->restrictions & R_NO_STRUCT_LITERAL)) {
        if (p_can_begin_expr(p, 0)) value = parse_expr(p);
    }
    Expr *e = px_new(p, EXPR_BREAK, p_span_from(p, lo));
    e->brk.label = label;
    e->brk.expr = value;
    return e;
}

/* ---- match ---- */

/* `a => x; y; b => ...`: statements after an arm body that forgot its
 * braces (rustc's parse_arm_body_missing_braces). Returns an Err body
 * after reporting, or NULL (nothing consumed) if that is not the case. */
static Expr *arm_body_missing_braces(Parser *p, Expr *first, Span arrow) {
    if (p_kind(p) != TK_SEMI) return NULL;
    PxSpec start;
    px_spec_begin(p, &start);
    Span semi = p->tok.span;
    p_bump(p);
    uint32_t nstmts = 1;
    Span last = first->span;
    bool found = false;
    for (;;) {
        if (p_kind(p) == TK_RBRACE) {
            found = true;
            break;
        }
        if (p_kind(p) == TK_COMMA) break;
        PxSpec pat;
        px_spec_begin(p, &pat);
        parse_pat_no_top_alt(p);
        bool arm_next = px_spec_ok(p, &pat) && p_kind(p) == TK_FATARROW;
        px_spec_end(p, &pat, true);
        if (arm_next) {
            found = true;
            break;
        }
        Stmt st;
        if (!px_stmt_without_recovery(p, &st) || !px_spec_ok(p, &start)) break;
        nstmts++;
        last = st.span;
    }
    if (!found || !px_spec_ok(p, &start)) {
        px_spec_end(p, &start, true);
        return NULL;
    }
    px_spec_end(p, &start, false);
    Span sp = span_to(first->span, last);
    Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "`match` arm body without braces");
    diag_label(d, sp, true, "%s not surrounded by a body",
               nstmts > 1 ? "these statements are" : "this statement is");
    diag_label(d, arrow, false, "while parsing the `match` arm starting here");
    if (nstmts > 1) diag_help(d, "surround the statements with a body");
    else diag_label(d, semi, false, "help: use a comma to end a `match` arm expression: `,`");
    px_emit_recoverable(p, d);
    return px_err(p, sp);
}

/* `pat (if guard)? => body ,?` */
static bool parse_arm(Parser *p, Arm *arm) {
    uint32_t mark = px_mark(p);
    memset(arm, 0, sizeof *arm);
    arm->id = p_new_id(p);
    parse_outer_attrs(p, &arm->attrs);
    Span lo = p->tok.span;
    arm->pat = px_pat_top(p, NULL);
    if (px_failed(p, mark)) return false;
    if (p_eat_kw(p, SYM_if)) {
        arm->guard = parse_expr_res(p, R_ALLOW_LET | R_LET_GUARD);
        if (px_failed(p, mark)) return false;
    }
    Span arrow = p->tok.span;
    if (!p_eat(p, TK_FATARROW)) {
        if (p_kind(p) == TK_EQ || p_kind(p) == TK_RARROW) {
            Diag *d = p_unexpected_diag(p);
            if (d) diag_label(d, p->tok.span, false, "help: try using a fat arrow here: `=>`");
            px_emit_recoverable(p, d);
            p_bump(p);
        } else {
            p_unexpected(p);
            return false;
        }
    }
    arm->body = parse_expr_res(p, R_STMT_EXPR);
    if (px_failed(p, mark)) return false;
    Span hi = p->prev.span;
    bool require_comma = px_requires_semi(arm->body) && !p_check(p, TK_RBRACE);
    if (require_comma) {
        Expr *body = arm_body_missing_braces(p, arm->body, arrow);
        if (body) {
            arm->body = body;
            arm->span = span_new(lo.lo, body->span.hi);
            return true;
        }
        if (!p_eat(p, TK_COMMA)) {
            /* `a => x  b => y`: a missing comma between two arms. */
            Diag *d = p_unexpected_diag(p);
            PxSpec s;
            px_spec_begin(p, &s);
            px_pat_top(p, NULL);
            bool follows = px_spec_ok(p, &s) && p_kind(p) == TK_FATARROW;
            px_spec_end(p, &s, true);
            if (follows) {
                diag_cancel(d);
                Span at = span_new(hi.hi, hi.hi);
                Diag *d2 = diag_error(p->ps->dc, DC_NONE, at, "expected `,` following `match` arm");
                diag_label(d2, at, true, "help: missing a comma here to end this `match` arm: `,`");
                px_emit_recoverable(p, d2);
            } else {
                if (d) diag_label(d, arrow, false, "while parsing the `match` arm starting here");
                p_emit(p, d);
                return false;
            }
        }
    } else {
        p_eat(p, TK_COMMA);
    }
    arm->span = span_new(lo.lo, hi.hi);
    return true;
}

Expr *px_match(Parser *p) {
    Span lo = p->prev.span;
    uint32_t mark = px_mark(p);
    Expr *e = px_new(p, EXPR_MATCH, lo);
    e->match.scrutinee = parse_expr_res(p, R_NO_STRUCT_LITERAL);
    if (px_failed(p, mark)) return e;
    if (!p_expect(p, TK_LBRACE)) return e;
    parse_inner_attrs(p, &e->attrs);
    VEC(Arm) arms = {0};
    while (p_kind(p) != TK_RBRACE && p_kind(p) != TK_EOF) {
        uint32_t m2 = px_mark(p);
        Arm arm;
        if (!parse_arm(p, &arm)) {
            /* Recover by skipping to the end of the match. */
            static const TokenKind none[] = {TK__COUNT};
            p_recover_until(p, none);
            px_recovered(p, m2);
            break;
        }
        vec_push(&arms, arm);
    }
    p_expect(p, TK_RBRACE);
    e->match.arms = (ArmList){P_LIST(p, &arms), arms.len};
    vec_free(&arms);
    e->span = p_span_from(p, lo);
    return e;
}
