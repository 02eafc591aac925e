/* stmt.c — statements and the statement lists of blocks: `let`
 * (with `else`), items in blocks, expression statements (block-like ones
 * need no `;`), macro statements, empty `;` statements.
 *
 * Takes tokens through the cursor; gives Stmt lists. Follows rustc 1.63's
 * stmt.rs: a syntax error inside a statement is reported once and the
 * rest of the enclosing block is skipped (parse_block_tail's recovery).
 */
#include "expr_priv.h"

Block *px_new_block(Parser *p, Span span) {
    Block *b = P_NEW(p, Block);
    b->id = p_new_id(p);
    b->span = span;
    return b;
}

static Stmt mk_stmt(Parser *p, StmtKind kind, Span span) {
    Stmt s;
    memset(&s, 0, sizeof s);
    s.kind = kind;
    s.id = p_new_id(p);
    s.span = span;
    return s;
}

/* `{ ident` (after `kw`) — rustc's is_kw_followed_by_ident. */
static bool kw_followed_by_ident(const Parser *p, Symbol kw) {
    if (!px_is_weak_kw(&p->tok, kw)) return false;
    const Token *n = p_look(p, 1);
    return n->kind == TK_IDENT && (p_is_ident(p, n));
}

/* Things that look like a path but begin an item (rustc's
 * is_path_start_item): `crate fn`, `union U`, `auto trait`, `async fn`,
 * `macro_rules! m`. */
static bool is_path_start_item(const Parser *p) {
    const Token *t = &p->tok, *n = p_look(p, 1);
    if (p_is_kw(t, SYM_crate) && n->kind != TK_PATHSEP) return true;
    if (kw_followed_by_ident(p, SYM_union)) return true;
    if (px_is_weak_kw(t, SYM_auto) && p_is_kw(n, SYM_trait)) return true;
    if (px_is_weak_kw(t, SYM_async) && p_is_kw(n, SYM_fn)) return true;
    if (px_is_weak_kw(t, SYM_macro_rules) && n->kind == TK_NOT && p_look(p, 2)->kind == TK_IDENT) return true;
    return false;
}

/* Keywords that begin an item but, followed by these tokens, begin an
 * expression: `unsafe {`, `const {`, `async {`, `async move {`,
 * `static |x|`, `static move ||`. */
static bool is_expr_not_item(const Parser *p) {
    const Token *t = &p->tok, *n = p_look(p, 1);
    if (p_is_kw(t, SYM_unsafe) && n->kind == TK_LBRACE) return true;
    if (p_is_kw(t, SYM_const) && n->kind == TK_LBRACE) return true;
    if (p->ps->edition >= ED_2018 && p_is_kw(t, SYM_async) &&
        (n->kind == TK_LBRACE || (p_is_kw(n, SYM_move) && p_look(p, 2)->kind == TK_LBRACE) || n->kind == TK_OR ||
         n->kind == TK_OROR || p_is_kw(n, SYM_move)))
        return true;
    if (p_is_kw(t, SYM_static) &&
        (n->kind == TK_OR || n->kind == TK_OROR || p_is_kw(n, SYM_move) || px_is_weak_kw(n, SYM_async)))
        return true;
    return false;
}

/* Outer attributes with nothing to attach to. */
static void error_outer_attrs(Parser *p, AttrList attrs) {
    if (!attrs.len) return;
    const Attr *last = &attrs.data[attrs.len - 1];
    if (last->is_doc_comment) {
        Diag *d = diag_error(p->ps->dc, DC_E0585, last->span, "found a documentation comment that doesn't document anything");
        diag_help(d, "doc comments must come before what they document, maybe a comment was intended with `//`?");
        px_emit_recoverable(p, d);
        return;
    }
    for (uint32_t i = 0; i < attrs.len; i++) {
        if (attrs.data[i].style == ATTR_OUTER) {
            px_error_recoverable(p, last->span, "expected statement after outer attribute");
            return;
        }
    }
}

/* ---- let ---- */

static bool is_assign_op_token(TokenKind k) {
    switch (k) {
    case TK_PLUSEQ: case TK_MINUSEQ: case TK_STAREQ: case TK_SLASHEQ: case TK_PERCENTEQ:
    case TK_CARETEQ: case TK_ANDEQ: case TK_OREQ: case TK_SHLEQ: case TK_SHREQ:
        return true;
    default:
        return false;
    }
}

/* See parse.h. */
const Expr *ast_expr_trailing_brace(const Expr *e) {
    for (;;) {
        switch (e->kind) {
        case EXPR_ADDR_OF: e = e->addr_of.expr; break;
        case EXPR_ASSIGN: e = e->assign.rhs; break;
        case EXPR_ASSIGN_OP: case EXPR_BINARY: e = e->binary.rhs; break;
        case EXPR_BOX: e = e->inner; break;
        case EXPR_BREAK: if (!e->brk.expr) return NULL; e = e->brk.expr; break;
        case EXPR_CLOSURE: e = e->closure.body; break;
        case EXPR_LET: e = e->let.scrutinee; break;
        case EXPR_RANGE: if (!e->range.hi) return NULL; e = e->range.hi; break;
        case EXPR_RET: case EXPR_YIELD: case EXPR_YEET: if (!e->opt_expr) return NULL; e = e->opt_expr; break;
        case EXPR_UNARY: e = e->unary.operand; break;
        case EXPR_IF: case EXPR_MATCH: case EXPR_BLOCK: case EXPR_WHILE: case EXPR_LOOP: case EXPR_FOR_LOOP:
        case EXPR_TRY_BLOCK: case EXPR_ASYNC: case EXPR_CONST_BLOCK: case EXPR_STRUCT:
            return e;
        case EXPR_MAC_CALL:
            return e->mac.delim == DELIM_BRACE ? e : NULL;
        default:
            return NULL;
        }
    }
}

/* After `let` (or its recovery): `pat (: ty)? (= init (else block)?)?`.
 * The `;` is left to the caller. */
static Local *parse_local(Parser *p, AttrList attrs, Span lo) {
    uint32_t mark = px_mark(p);
    Local *l = P_NEW(p, Local);
    l->id = p_new_id(p);
    l->attrs = attrs;
    l->pat = parse_pat_before_ty(p, NULL, true, "`let` bindings");
    if (!px_failed(p, mark) && p_eat(p, TK_COLON)) l->ty = parse_ty(p);
    if (!px_failed(p, mark)) {
        bool has_init = false;
        if (is_assign_op_token(p_kind(p))) {
            Diag *d = diag_error(p->ps->dc, DC_NONE, p->tok.span, "can't reassign to an uninitialized variable");
            diag_label(d, p->tok.span, true, "help: initialize the variable");
            diag_help(d, "if you meant to overwrite, remove the `let` binding");
            px_emit_recoverable(p, d);
            p_bump(p);
            has_init = true;
        } else {
            has_init = p_eat(p, TK_EQ);
        }
        if (has_init) l->init = parse_expr(p);
    }
    if (l->init && !px_failed(p, mark) && p_eat_kw(p, SYM_else)) {
        if (p_is_kw(&p->tok, SYM_if)) {
            Diag *d = p_error(p, p->tok.span, "conditional `else if` is not supported for `let...else`");
            if (d) diag_label(d, p->tok.span, true, "expected `{`");
            p_emit(p, d);
        } else {
            l->els = parse_block(p);
            const Expr *init = l->init;
            if (init->kind == EXPR_BINARY && (init->binary.op == BINOP_AND || init->binary.op == BINOP_OR)) {
                Diag *d = diag_error(p->ps->dc, DC_NONE, init->span,
                                     "a `%s` expression cannot be directly assigned in `let...else`",
                                     init->binary.op == BINOP_AND ? "&&" : "||");
                diag_help(d, "wrap the expression in parentheses");
                px_emit_recoverable(p, d);
            }
            const Expr *tb = ast_expr_trailing_brace(init);
            if (tb) {
                Span sp = span_new(tb->span.hi - 1, tb->span.hi);
                Diag *d = diag_error(p->ps->dc, DC_NONE, sp,
                                     "right curly brace `}` before `else` in a `let...else` statement not allowed");
                diag_help(d, "try wrapping the expression in parentheses");
                px_emit_recoverable(p, d);
            }
        }
    }
    l->span = p_kind(p) == TK_SEMI ? span_to(lo, p->tok.span) : p_span_from(p, lo);
    return l;
}

/* ---- statements starting with a path ---- */

/* `m!(...)`/`m!{...}` in statement position: a macro statement when a `;`
 * or nothing follows (or always for braces unless `.`/`?` follows),
 * otherwise the start of an expression. */
static Stmt parse_stmt_mac(Parser *p, Path path, AttrList attrs, Span lo) {
    MacCall mac = parse_mac_call_args(p, path);
    Span sp = p_span_from(p, lo);
    MacStmtStyle style = mac.delim == DELIM_BRACE ? MAC_STMT_BRACES : MAC_STMT_NOBRACES;
    TokenKind k = p_kind(p);
    if ((style == MAC_STMT_BRACES && k != TK_DOT && k != TK_QUESTION) || k == TK_SEMI || k == TK_EOF ||
        k == TK_CLOSE_INVIS) {
        Stmt s = mk_stmt(p, STMT_MAC_CALL, sp);
        s.mac.mac = mac;
        s.mac.style = style;
        s.mac.attrs = attrs;
        return s;
    }
    Expr *e = px_new(p, EXPR_MAC_CALL, sp);
    e->mac = mac;
    uint32_t saved = p->restrictions;
    p->restrictions &= ~(uint32_t)R_LET_MASK;
    e = px_continue_postfix(p, e, lo, &attrs);
    e = px_continue_binary(p, e);
    p->restrictions = saved;
    Stmt s = mk_stmt(p, STMT_EXPR, p_span_from(p, lo));
    s.expr = e;
    return s;
}

/* rustc's parse_stmt_path_start: a path, then a macro call, a struct
 * literal, or the rest of an expression. */
static Stmt parse_stmt_path_start(Parser *p, AttrList attrs, Span lo) {
    uint32_t mark = px_mark(p);
    Path path = parse_path(p, PATH_EXPR);
    if (px_failed(p, mark)) {
        Stmt s = mk_stmt(p, STMT_EXPR, p_span_from(p, lo));
        s.expr = px_err(p, s.span);
        return s;
    }
    if (p_eat(p, TK_NOT)) return parse_stmt_mac(p, path, attrs, lo);
    uint32_t saved = p->restrictions;
    p->restrictions = R_STMT_EXPR;
    Expr *e;
    if (p_check(p, TK_LBRACE)) {
        e = px_struct_lit(p, NULL, path, lo);
    } else {
        e = px_new(p, EXPR_PATH, p_span_from(p, lo));
        e->path.path = path;
    }
    if (!px_failed(p, mark)) e = px_continue_postfix(p, e, lo, &attrs);
    else e->attrs = px_attrs_concat(p, attrs, e->attrs);
    if (!px_failed(p, mark)) e = px_continue_binary(p, e);
    p->restrictions = saved;
    Stmt s = mk_stmt(p, STMT_EXPR, p_span_from(p, lo));
    s.expr = e;
    return s;
}

/* ---- one statement ---- */

/* rustc's parse_stmt_without_recovery: a statement without its trailing
 * `;`. Returns false if there is none here (at `}`). */
bool px_stmt_without_recovery(Parser *p, Stmt *out) {
    uint32_t mark = px_mark(p);
    AttrList attrs = {0};
    parse_outer_attrs(p, &attrs);
    Span lo = p->tok.span;
    if (px_failed(p, mark)) {
        *out = mk_stmt(p, STMT_EXPR, lo);
        out->expr = px_err(p, lo);
        return true;
    }
    if (p_at_invis(p, MBE_FRAG_STMT)) {
        /* a `stmt` macro fragment: the statement inside, without its `;`
         * (rustc's NtStmt), after the attributes written before it */
        InvisGroup g = p_enter_invis(p);
        bool got = px_stmt_without_recovery(p, out);
        p_leave_invis(p, g);
        if (!got) {
            /* an empty group: reported by p_leave_invis or before */
            p->had_error = true;
            *out = mk_stmt(p, STMT_EXPR, p_span_from(p, lo));
            out->expr = px_err(p, out->span);
            return true;
        }
        if (attrs.len) {
            switch (out->kind) {
            case STMT_LOCAL: out->local->attrs = p_attrs_concat(p, attrs, out->local->attrs); break;
            case STMT_ITEM: out->item->attrs = p_attrs_concat(p, attrs, out->item->attrs); break;
            case STMT_EXPR: case STMT_SEMI: out->expr->attrs = p_attrs_concat(p, attrs, out->expr->attrs); break;
            case STMT_MAC_CALL: out->mac.attrs = p_attrs_concat(p, attrs, out->mac.attrs); break;
            default: break;
            }
        }
        return true;
    }
    if (p_is_kw(&p->tok, SYM_let)) {
        p_bump(p);
        Local *l = parse_local(p, attrs, lo);
        *out = mk_stmt(p, STMT_LOCAL, p_span_from(p, lo));
        out->local = l;
        return true;
    }
    const char *bad_let = NULL, *sugg = NULL;
    if (p_is_kw(&p->tok, SYM_mut) && p_is_ident(p, p_look(p, 1))) {
        bad_let = "missing keyword";
        sugg = "let mut";
    } else if (kw_followed_by_ident(p, SYM_auto)) {
        bad_let = "write `let` instead of `auto` to introduce a new variable";
        sugg = "let";
        p_bump(p);
    } else if (kw_followed_by_ident(p, sym_cstr("var"))) {
        bad_let = "write `let` instead of `var` to introduce a new variable";
        sugg = "let";
        p_bump(p);
    }
    if (bad_let) {
        Local *l = parse_local(p, attrs, lo);
        Diag *d = diag_error(p->ps->dc, DC_NONE, lo, "invalid variable declaration");
        diag_label(d, lo, true, "help: %s: `%s`", bad_let, sugg);
        px_emit_recoverable(p, d);
        *out = mk_stmt(p, STMT_LOCAL, p_span_from(p, lo));
        out->local = l;
        return true;
    }
    TokenKind k = p_kind(p);
    if (px_is_path_start(p, &p->tok) && k != TK_LT && k != TK_SHL && !is_path_start_item(p)) {
        *out = parse_stmt_path_start(p, attrs, lo);
        return true;
    }
    if (!is_expr_not_item(p)) {
        Item *it = parse_item(p, attrs);
        if (it) {
            *out = mk_stmt(p, STMT_ITEM, span_to(lo, it->span));
            out->item = it;
            return true;
        }
        if (px_failed(p, mark)) {
            *out = mk_stmt(p, STMT_EXPR, p_span_from(p, lo));
            out->expr = px_err(p, out->span);
            return true;
        }
    }
    if (p_eat(p, TK_SEMI)) {
        error_outer_attrs(p, attrs);
        *out = mk_stmt(p, STMT_EMPTY, lo);
        return true;
    }
    if (k != TK_RBRACE) {
        Expr *e = px_expr_with_attrs(p, R_STMT_EXPR, &attrs);
        if (e->kind == EXPR_ASSIGN && !px_failed(p, mark) && p_eat_kw(p, SYM_else)) {
            Block *b = parse_block(p);
            px_error_recoverable(p, span_to(e->span, b->span), "<assignment> ... else { ... } is not allowed");
        }
        *out = mk_stmt(p, STMT_EXPR, p_span_from(p, lo));
        out->expr = e;
        return true;
    }
    error_outer_attrs(p, attrs);
    return false;
}

static bool on_other_lines(Parser *p, Span a, Span b) {
    SourceLoc la = sm_lookup(p->ps->sm, a.hi);
    SourceLoc lb = sm_lookup(p->ps->sm, b.lo);
    return la.file && la.file == lb.file && la.line != lb.line;
}

/* Expects `;` (or also `}` when `or_brace`, without consuming it), with
 * rustc's recovery for a forgotten `;` at the end of a line (report, go on
 * as if it were there) and for `,`/`:` typed for `;`. Returns false after
 * an unrecovered error. */
static bool expect_semi(Parser *p, bool or_brace) {
    bool ok = or_brace ? (p_check(p, TK_SEMI) | p_check(p, TK_RBRACE)) : p_eat(p, TK_SEMI);
    if (ok) return true;
    if (!span_is_dummy(p->prev.span) && p->prev.kind != TK_EOF && on_other_lines(p, p->prev.span, p->tok.span)) {
        char buf[300];
        TokenKind k = p_kind(p);
        bool comma_colon = k == TK_COMMA || k == TK_COLON;
        if (comma_colon && p->prev.kind == TK_RPAREN) {
            /* a `.method()` chain continued with a `,` typo: no guess */
        } else if (comma_colon && (p_look(p, 1)->kind == TK_RBRACE ||
                                   (p_can_begin_expr(p, 1) && p_look(p, 1)->kind != TK_COLON))) {
            p_bump(p);
            Span sp = p->prev.span;
            Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "expected `;`, found %s", px_descr(&p->prev, buf, sizeof buf));
            diag_label(d, sp, true, "help: change this to `;`");
            px_emit_recoverable(p, d);
            return true;
        } else if (k == TK_RBRACE || (p_can_begin_expr(p, 0) && k != TK_POUND) || k == TK_POUND) {
            Span sp = span_new(p->prev.span.hi, p->prev.span.hi);
            Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "expected `;`, found %s", px_descr(&p->tok, buf, sizeof buf));
            diag_label(d, sp, true, "help: add `;` here");
            diag_label(d, p->tok.span, false, "unexpected token");
            px_emit_recoverable(p, d);
            return true;
        }
    }
    p_unexpected(p);
    return false;
}

/* A statement with its `;` (rustc's parse_full_stmt). */
static bool parse_full_stmt(Parser *p, Stmt *s) {
    uint32_t mark = px_mark(p);
    uint32_t start = p->pos;
    if (!px_stmt_without_recovery(p, s)) return false;
    if (px_failed(p, mark)) return true;
    bool eat_semi = true;
    switch (s->kind) {
    case STMT_EXPR:
        if (p_kind(p) != TK_EOF && px_requires_semi(s->expr)) {
            if (!expect_semi(p, true)) return true;
        }
        break;
    case STMT_LOCAL:
        if (!expect_semi(p, false)) return true;
        eat_semi = false;
        break;
    case STMT_MAC_CALL:
        break;
    default:
        eat_semi = false;
        break;
    }
    if (eat_semi && p_eat(p, TK_SEMI)) {
        if (s->kind == STMT_EXPR) s->kind = STMT_SEMI;
        else if (s->kind == STMT_MAC_CALL) s->mac.style = MAC_STMT_SEMICOLON;
    }
    s->span = span_to(s->span, p->prev.span);
    /* its tokens, after the outer attributes */
    uint32_t i = start;
    while (i < p->pos && i < p->ntoks) {
        const Token *t = &p->toks[i];
        if (t->kind == TK_DOC_COMMENT && !(t->flags & TF_DOC_INNER)) {
            i++;
        } else if (t->kind == TK_POUND && i + 1 < p->pos && p->toks[i + 1].kind == TK_LBRACKET &&
                   p->match[i + 1] != UINT32_MAX && p->match[i + 1] > i + 1) {
            i = p->match[i + 1] + 1;
        } else {
            break;
        }
    }
    if (p->pos > i && p->pos <= p->ntoks) s->tokens = (TokenSlice){p->toks + i, p->pos - i};
    return true;
}

/* rustc's recover_stmt_(SemiColonMode::Ignore): after an error in the
 * statement that began at token `start`, skip to the `}` that closes the
 * block (found from the statement's start, so that the `)` or `]` of a
 * group the error was inside does not stop the skipping). */
static void skip_to_block_end(Parser *p, uint32_t start) {
    uint32_t i = start;
    while (i < p->ntoks) {
        TokenKind k = (TokenKind)p->toks[i].kind;
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE || k == TK_OPEN_INVIS) {
            uint32_t m = p->match[i];
            if (m == UINT32_MAX || m <= i) break;
            i = m + 1;
            continue;
        }
        if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE || k == TK_CLOSE_INVIS || k == TK_EOF) break;
        i++;
    }
    if (i >= p->ntoks) i = p->ntoks - 1;
    if (i < p->pos) {
        static const TokenKind none[] = {TK__COUNT};
        p_recover_until(p, none);
        return;
    }
    p->pos = i;
    p->tok = p->toks[i];
    p_clear_expected(p);
}

void parse_stmts_until(Parser *p, TokenKind close, StmtList *out) {
    VEC(Stmt) v = {0};
    uint32_t saved = p->restrictions;
    p->restrictions &= ~(uint32_t)R_LET_MASK;
    while (p_kind(p) != close && !p_at_close(p)) {
        uint32_t mark = px_mark(p);
        uint32_t start = p->pos;
        Stmt s;
        bool got = parse_full_stmt(p, &s);
        if (px_failed(p, mark)) {
            /* rustc's recover_stmt_(SemiColonMode::Ignore): skip to the end
             * of the block; the statement becomes an error. */
            skip_to_block_end(p, start);
            px_recovered(p, mark);
            Stmt e = mk_stmt(p, STMT_EXPR, p->tok.span);
            e.expr = px_err(p, p->tok.span);
            vec_push(&v, e);
            continue;
        }
        if (got) vec_push(&v, s);
        /* no progress (a statement that recovered without consuming a
         * token, `const X , y` in a block): skip a token tree, or the
         * loop would never end */
        if (p->pos == start && !p_at_close(p) && p_kind(p) != close) p_skip_tree(p);
    }
    p->restrictions = saved;
    *out = (StmtList){P_LIST(p, &v), v.len};
    vec_free(&v);
}
