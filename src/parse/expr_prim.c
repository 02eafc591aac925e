/* expr_prim.c — primary expressions, the bottom of the precedence climb:
 * literals, `( )` and tuples, arrays, paths, macro calls, struct literals,
 * closures, `_`, `return`/`continue`/`yield`/`do yeet`, and the dispatch to
 * the control-flow forms of expr_ctrl.c.
 *
 * Takes tokens through the cursor; gives Expr nodes. Follows rustc 1.63's
 * parse_bottom_expr and friends.
 */
#include "expr_priv.h"

/* ---- parentheses, tuples, arrays ---- */

/* An element of `( )`: an expression with the restrictions in force
 * (only R_LET_GUARD survives into parentheses). */
static Expr *parse_paren_elem(Parser *p) { return parse_expr_res(p, p->restrictions); }

/* `(e)` is a parenthesized expression, `()`, `(e,)`, `(a, b)` tuples. An
 * error inside is recovered by skipping to the `)`, as rustc does. */
static Expr *parse_paren_or_tuple(Parser *p) {
    Span lo = p->tok.span;
    uint32_t open_ctxt = p->tok.ctxt;
    uint32_t open = p->pos;
    uint32_t mark = px_mark(p);
    p_bump(p);
    VecPtr v = {0};
    bool trailing = false;
    uint32_t saved = p->restrictions;
    /* rustc 1.63 does not check `let`s inside a match guard's parentheses */
    p->restrictions = saved & R_LET_GUARD;
    bool ok = px_expr_seq(p, TK_RPAREN, parse_paren_elem, &v, &trailing) && p_expect(p, TK_RPAREN);
    p->restrictions = saved;
    if (!ok) {
        vec_free(&v);
        px_skip_to_close(p, open);
        px_recovered(p, mark);
        return px_err(p, p_span_from(p, lo));
    }
    Expr *e;
    if (v.len == 1 && !trailing) {
        e = px_new(p, EXPR_PAREN, p_span_from(p, lo));
        e->inner = v.data[0];
        e->paren.from_expansion = open_ctxt != 0 || p->prev.ctxt != 0;
    } else {
        e = px_new(p, EXPR_TUP, p_span_from(p, lo));
        e->elems = (ExprList){P_LIST(p, &v), v.len};
    }
    vec_free(&v);
    return e;
}

/* `[]`, `[a, b, c]`, `[x; N]`; with `close` = `}` the same inside braces
 * (only to recover from `{1, 2}` written for an array). */
Expr *px_array(Parser *p, TokenKind close) {
    Span lo = p->tok.span;
    uint32_t mark = px_mark(p);
    uint32_t saved = p->restrictions;
    p->restrictions = 0;
    p_bump(p);
    Expr *e;
    if (p_eat(p, close)) {
        e = px_new(p, EXPR_ARRAY, p_span_from(p, lo));
        p->restrictions = saved;
        return e;
    }
    Expr *first = parse_expr(p);
    if (px_failed(p, mark)) {
        p->restrictions = saved;
        return px_err(p, p_span_from(p, lo));
    }
    if (p_eat(p, TK_SEMI)) {
        Expr *count = parse_anon_const(p);
        if (!px_failed(p, mark)) p_expect(p, close);
        e = px_new(p, EXPR_REPEAT, p_span_from(p, lo));
        e->repeat.elem = first;
        e->repeat.count = count;
    } else {
        VecPtr v = {0};
        vec_push(&v, first);
        if (p_eat(p, TK_COMMA)) {
            bool trailing;
            if (px_expr_seq(p, close, parse_expr, &v, &trailing)) p_expect(p, close);
        } else {
            p_expect(p, close);
        }
        e = px_new(p, EXPR_ARRAY, p_span_from(p, lo));
        e->elems = (ExprList){P_LIST(p, &v), v.len};
        vec_free(&v);
    }
    p->restrictions = saved;
    return e;
}

/* ---- struct literals ---- */

/* rustc's is_certainly_not_a_block: `{ ident,` or `{ ident: x,` or
 * `{ ident: <not a type>` cannot start a block, so a struct literal is
 * parsed even where they are not allowed (for a better error). */
static bool is_certainly_not_a_block(const Parser *p) {
    if (p_look(p, 1)->kind != TK_IDENT) return false;
    TokenKind k2 = (TokenKind)p_look(p, 2)->kind;
    if (k2 == TK_COMMA) return true;
    if (k2 != TK_COLON) return false;
    return p_look(p, 4)->kind == TK_COMMA || !p_can_begin_type(p, 3);
}

/* `name: expr`, `0: expr`, or the shorthand `name`. */
/* The field name: an identifier, or the error with rustc's "while parsing
 * this struct" label. */
static bool parse_field_ident(Parser *p, Ident *out, Span struct_span) {
    if (p_check_ident(p)) {
        *out = p_ident_of(&p->tok);
        p_bump(p);
        return true;
    }
    Diag *d = px_expected_ident_diag(p);
    if (d) diag_label(d, struct_span, false, "while parsing this struct");
    p_emit(p, d);
    *out = (Ident){0, 0, p->tok.span};
    return false;
}

static bool parse_expr_field(Parser *p, ExprField *f, Span struct_span) {
    uint32_t mark = px_mark(p);
    memset(f, 0, sizeof *f);
    parse_outer_attrs(p, &f->attrs);
    Span lo = p->tok.span;
    f->id = p_new_id(p);
    TokenKind k1 = (TokenKind)p_look(p, 1)->kind;
    if (k1 != TK_COLON && k1 != TK_EQ) {
        if (!parse_field_ident(p, &f->ident, struct_span)) return false;
        f->is_shorthand = true;
        Expr *e = px_new(p, EXPR_PATH, f->ident.span);
        e->path.path = px_path_from_ident(p, f->ident);
        f->expr = e;
    } else {
        if (p_kind(p) == TK_LIT_INT) {
            Token t = p->tok;
            if (t.suffix) {
                Diag *d = diag_error(p->ps->dc, DC_NONE, t.span, "suffixes on a tuple index are invalid");
                diag_label(d, t.span, true, "invalid suffix `%s`", sym_str(t.suffix));
                px_emit_recoverable(p, d);
            }
            p_bump(p);
            f->ident = (Ident){t.sym, t.ctxt, t.span};
        } else if (!parse_field_ident(p, &f->ident, struct_span)) {
            return false;
        }
        if (p_kind(p) == TK_EQ) {
            Diag *d = diag_error(p->ps->dc, DC_NONE, p->tok.span, "expected `:`, found `=`");
            diag_label(d, span_new(p->prev.span.hi, p->tok.span.hi), false,
                       "help: replace equals symbol with a colon: `:`");
            px_emit_recoverable(p, d);
        }
        p_bump(p);
        f->expr = parse_expr(p);
        if (px_failed(p, mark)) return false;
    }
    f->span = p_span_from(p, lo);
    return true;
}

/* After a path, at `{`: `S { a, b: 1, ..base }`, `S { .. }` (the latter
 * only valid as a destructuring assignment target). Errors in a field are
 * recovered at the next `,` or the `}` (rustc's parse_struct_fields). */
Expr *px_struct_lit(Parser *p, QSelf *qself, Path path, Span lo) {
    uint32_t saved = p->restrictions;
    p->restrictions = 0;
    p_expect(p, TK_LBRACE);
    VEC(ExprField) fields = {0};
    StructRest rest = STRUCT_REST_NONE;
    Expr *base = NULL;
    static const TokenKind stop_comma[] = {TK_COMMA, TK__COUNT};
    while (p_kind(p) != TK_RBRACE && p_kind(p) != TK_EOF) {
        if (p_eat(p, TK_DOTDOT)) {
            Span dots = p->prev.span;
            if (p_check(p, TK_RBRACE)) {
                rest = STRUCT_REST_REST;
                break;
            }
            uint32_t m2 = px_mark(p);
            base = parse_expr(p);
            rest = STRUCT_REST_BASE;
            if (px_failed(p, m2)) {
                static const TokenKind none[] = {TK__COUNT};
                p_recover_until(p, none);
                px_recovered(p, m2);
            }
            if (p_kind(p) == TK_COMMA) {
                Span sp = span_to(dots, p->prev.span);
                Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "cannot use a comma after the base struct");
                diag_label(d, p->tok.span, false, "help: remove this comma");
                diag_note(d, "the base struct must always be the last field");
                px_emit_recoverable(p, d);
                static const TokenKind none[] = {TK__COUNT};
                p_recover_until(p, none);
            }
            break;
        }
        uint32_t m2 = px_mark(p);
        ExprField f;
        bool ok = parse_expr_field(p, &f, path.span);
        if (!ok) {
            if (p_kind(p) != TK_COMMA) {
                p_recover_until(p, stop_comma);
                if (p_kind(p) != TK_COMMA) {
                    px_recovered(p, m2);
                    break;
                }
            }
        }
        if (p_eat(p, TK_COMMA) || p_check(p, TK_RBRACE)) {
            if (ok) vec_push(&fields, f);
        } else if (ok) {
            Diag *d = p_unexpected_diag(p);
            if (d) diag_label(d, path.span, false, "while parsing this struct");
            p_emit(p, d);
            vec_push(&fields, f);
            p_recover_until(p, stop_comma);
            p_eat(p, TK_COMMA);
        }
        px_recovered(p, m2);
    }
    p_expect(p, TK_RBRACE);
    p->restrictions = saved;
    Expr *e = px_new(p, EXPR_STRUCT, p_span_from(p, lo));
    e->strukt.qself = qself;
    e->strukt.path = path;
    e->strukt.fields = (ExprFieldList){P_LIST(p, &fields), fields.len};
    e->strukt.rest = rest;
    e->strukt.base = base;
    vec_free(&fields);
    return e;
}

/* ---- paths, macro calls ---- */

/* An expression starting with a path: `a::b`, `<T as Tr>::f`, `m!(..)`,
 * `S { .. }`. */
static Expr *parse_path_start(Parser *p) {
    Span lo = p->tok.span;
    uint32_t mark = px_mark(p);
    QSelf *qself = NULL;
    Path path = parse_path_or_qpath(p, PATH_EXPR, &qself);
    if (px_failed(p, mark)) return px_err(p, p_span_from(p, lo));
    if (p_eat(p, TK_NOT)) {
        if (qself) px_error_recoverable(p, path.span, "macros cannot use qualified paths");
        MacCall mac = parse_mac_call_args(p, path);
        Expr *e = px_new(p, EXPR_MAC_CALL, p_span_from(p, lo));
        e->mac = mac;
        return e;
    }
    if (p_check(p, TK_LBRACE)) {
        bool allowed = !(p->restrictions & R_NO_STRUCT_LITERAL);
        if (allowed || is_certainly_not_a_block(p)) {
            Expr *e = px_struct_lit(p, qself, path, lo);
            if (!allowed) {
                Diag *d = diag_error(p->ps->dc, DC_NONE, e->span, "struct literals are not allowed here");
                diag_help(d, "surround the struct literal with parentheses");
                px_emit_recoverable(p, d);
            }
            return e;
        }
    }
    Expr *e = px_new(p, EXPR_PATH, p_span_from(p, lo));
    e->path.qself = qself;
    e->path.path = path;
    return e;
}

/* ---- closures ---- */

bool px_generics_not_qpath(const Parser *p, uint32_t start) {
    if (p_look(p, start)->kind != TK_LT) return false;
    const Token *t1 = p_look(p, start + 1);
    if (t1->kind == TK_POUND || t1->kind == TK_GT) return true;
    if (t1->kind == TK_LIFETIME || t1->kind == TK_IDENT) {
        TokenKind k2 = (TokenKind)p_look(p, start + 2)->kind;
        if (k2 == TK_GT || k2 == TK_COMMA || k2 == TK_COLON || k2 == TK_EQ) return true;
    }
    return p_is_kw(t1, SYM_const);
}

/* A closure parameter: attributes, a pattern without top-level `|`, and an
 * optional type (`_` when absent). */
static bool parse_closure_param(Parser *p, Param *prm) {
    uint32_t mark = px_mark(p);
    memset(prm, 0, sizeof *prm);
    prm->id = p_new_id(p);
    parse_outer_attrs(p, &prm->attrs);
    Span lo = p->tok.span;
    prm->pat = parse_pat_no_top_alt(p);
    if (px_failed(p, mark)) return false;
    if (p_eat(p, TK_COLON)) {
        prm->ty = parse_ty(p);
    } else {
        Ty *t = P_NEW(p, Ty);
        t->kind = TY_INFER;
        t->id = p_new_id(p);
        t->span = p->prev.span;
        prm->ty = t;
    }
    prm->span = p_span_from(p, lo);
    return !px_failed(p, mark);
}

/* `|a, b: T|` or `||`, then `-> R` if present. */
static bool parse_closure_decl(Parser *p, FnDecl *decl) {
    uint32_t mark = px_mark(p);
    memset(decl, 0, sizeof *decl);
    if (!p_eat(p, TK_OROR)) {
        if (!p_expect(p, TK_OR)) return false;
        VEC(Param) params = {0};
        bool first = true;
        while (p_kind(p) != TK_OR && p_kind(p) != TK_OROR) {
            if (p_at_close(p)) break;
            if (!first) {
                if (!p_expect(p, TK_COMMA)) break;
                if (p_kind(p) == TK_OR || p_kind(p) == TK_OROR) break;
            }
            first = false;
            Param prm;
            bool ok = parse_closure_param(p, &prm);
            vec_push(&params, prm);
            if (!ok) break;
        }
        decl->inputs = (ParamList){P_LIST(p, &params), params.len};
        vec_free(&params);
        if (px_failed(p, mark)) return false;
        if (!p_eat_split(p, TK_OR)) {
            p_unexpected(p);
            return false;
        }
    }
    if (p_eat(p, TK_RARROW)) {
        Span lo = p->tok.span;
        decl->output = parse_ty(p);
        decl->output_span = p_span_from(p, lo);
    }
    return !px_failed(p, mark);
}

Expr *px_closure(Parser *p) {
    Span lo = p->tok.span;
    GenericParamList binder = {0};
    if (p_is_kw(&p->tok, SYM_for)) binder = parse_late_bound_lifetime_defs(p);
    bool is_static = p_eat_kw(p, SYM_static);
    bool is_async = p->ps->edition >= ED_2018 && p_eat_kw(p, SYM_async);
    CaptureBy capture = CAPTURE_REF;
    if (p_eat_kw(p, SYM_move)) {
        capture = CAPTURE_VALUE;
        if (p->ps->edition >= ED_2018 && p_is_kw(&p->tok, SYM_async)) {
            Span sp = span_new(p->prev.span.lo, p->tok.span.hi);
            Diag *d = p_error(p, sp, "the order of `move` and `async` is incorrect");
            if (d) diag_label(d, sp, true, "help: try switching the order: `async move`");
            p_emit(p, d);
            return px_err(p, sp);
        }
    }
    FnDecl decl;
    bool ok = parse_closure_decl(p, &decl);
    Span decl_span = p_span_from(p, lo);
    Expr *body;
    if (!ok) {
        body = px_err(p, p->tok.span);
    } else if (!decl.output) {
        uint32_t saved = p->restrictions;
        body = px_expr_with_attrs(p, saved & R_NO_STRUCT_LITERAL, NULL);
        p->restrictions = saved;
    } else {
        /* With an explicit return type the body must be a block (RFC 968). */
        body = px_block_expr(p, NULL, p->tok.span, BLOCK_DEFAULT);
    }
    Expr *e = px_new(p, EXPR_CLOSURE, span_to(lo, body->span));
    e->closure.binder = binder;
    e->closure.capture = capture;
    e->closure.is_async = is_async;
    e->closure.is_static = is_static;
    e->closure.decl = decl;
    e->closure.body = body;
    e->closure.decl_span = decl_span;
    return e;
}

/* ---- keywords with an optional operand ---- */

static Expr *parse_opt_operand(Parser *p, ExprKind kind, Span lo) {
    Expr *operand = p_can_begin_expr(p, 0) ? parse_expr(p) : NULL;
    Expr *e = px_new(p, kind, p_span_from(p, lo));
    e->opt_expr = operand;
    return e;
}

static Label *eat_label(Parser *p) {
    if (p_kind(p) != TK_LIFETIME) return NULL;
    Label *l = P_NEW(p, Label);
    l->ident = p_ident_of(&p->tok);
    p_bump(p);
    return l;
}

/* `async {` or `async move {`. */
static bool is_async_block(const Parser *p) {
    if (!p_is_kw(&p->tok, SYM_async)) return false;
    if (p_look(p, 1)->kind == TK_LBRACE) return true;
    return p_is_kw(p_look(p, 1), SYM_move) && p_look(p, 2)->kind == TK_LBRACE;
}

/* A macro fragment at the bottom of an expression (rustc's
 * maybe_whole_expr): an expression or a literal is the whole operand; a
 * block is a block expression; a path is a path expression (not a struct
 * literal or macro call, as in rustc 1.63). A type followed by `::` is
 * recovered as `<$t>::`. NULL if the group is none of these. */
static Expr *parse_invis_expr(Parser *p) {
    Span lo = p->tok.span;
    QSelf *qself = NULL;
    Path qpath;
    if (p_invis_ty_qpath(p, &qself, &qpath)) {
        if (!qpath.nsegs) return px_err(p, p_span_from(p, lo));
        Expr *e = px_new(p, EXPR_PATH, qpath.span);
        e->path.qself = qself;
        e->path.path = qpath;
        return e;
    }
    MbeFrag k = tok_invis_frag(&p->tok);
    if (k == MBE_FRAG_EXPR || k == MBE_FRAG_LITERAL) {
        InvisGroup g = p_enter_invis(p);
        Expr *e = parse_expr_res(p, 0);
        p_leave_invis(p, g);
        return e;
    }
    if (k == MBE_FRAG_BLOCK) {
        InvisGroup g = p_enter_invis(p);
        Block *b = parse_block(p);
        p_leave_invis(p, g);
        Expr *e = px_new(p, EXPR_BLOCK, b->span);
        e->block.block = b;
        return e;
    }
    if (k == MBE_FRAG_PATH) {
        Path path = parse_path(p, PATH_EXPR);
        if (!path.nsegs) return px_err(p, p_span_from(p, lo));
        Expr *e = px_new(p, EXPR_PATH, path.span);
        e->path.path = path;
        return e;
    }
    return NULL;
}

/* The bottom of the climb (rustc's parse_bottom_expr), in rustc's order. */
Expr *px_bottom(Parser *p) {
    Span lo = p->tok.span;
    TokenKind k = p_kind(p);
    if (k == TK_OPEN_INVIS) {
        Expr *e = parse_invis_expr(p);
        if (e) return e;
    }
    if (k != TK_IDENT && px_is_lit(&p->tok)) return px_lit_opt(p);
    if (p_check(p, TK_LPAREN)) return parse_paren_or_tuple(p);
    if (p_check(p, TK_LBRACE)) return px_block_expr(p, NULL, lo, BLOCK_DEFAULT);
    if (p_check(p, TK_OR) | p_check(p, TK_OROR)) return px_closure(p);
    if (p_check(p, TK_LBRACKET)) return px_array(p, TK_RBRACKET);
    if (px_is_path_start(p, &p->tok)) return parse_path_start(p);
    p_expected(p, "path");
    if (p_check_kw(p, SYM_move) | p_check_kw(p, SYM_static)) return px_closure(p);
    if (p_eat_kw(p, SYM_if)) return px_if(p);
    if (p_check_kw(p, SYM_for)) {
        if (px_generics_not_qpath(p, 1)) return px_closure(p);
        p_bump(p);
        return px_for(p, NULL, p->prev.span);
    }
    if (p_eat_kw(p, SYM_while)) return px_while(p, NULL, p->prev.span);
    if (k == TK_LIFETIME) return px_labeled(p);
    if (p_eat_kw(p, SYM_loop)) return px_loop(p, NULL, p->prev.span);
    if (p_eat_kw(p, SYM_continue)) {
        Label *l = eat_label(p);
        Expr *e = px_new(p, EXPR_CONTINUE, p_span_from(p, lo));
        e->cont_label = l;
        return e;
    }
    if (p_eat_kw(p, SYM_match)) return px_match(p);
    if (p_eat_kw(p, SYM_unsafe)) return px_block_expr(p, NULL, lo, BLOCK_UNSAFE);
    if (px_is_inline_const(p, 0)) return px_const_block(p, lo);
    if (p_is_kw(&p->tok, SYM_try) && p_look(p, 1)->kind == TK_LBRACE && p->ps->edition >= ED_2018)
        return px_try_block(p);
    if (p_eat_kw(p, SYM_return)) return parse_opt_operand(p, EXPR_RET, lo);
    if (p_eat_kw(p, SYM_break)) return px_break(p);
    if (p_eat_kw(p, SYM_yield)) return parse_opt_operand(p, EXPR_YIELD, lo);
    if (p_is_kw(&p->tok, SYM_do) && px_is_weak_kw(p_look(p, 1), sym_cstr("yeet"))) {
        p_bump(p);
        p_bump(p);
        return parse_opt_operand(p, EXPR_YEET, lo);
    }
    if (p_eat_kw(p, SYM_let)) return px_let(p);
    if (p_eat_kw(p, SYM_underscore)) return px_new(p, EXPR_UNDERSCORE, p->prev.span);
    if (p->ps->edition >= ED_2018) {
        if (p_check_kw(p, SYM_async)) {
            if (is_async_block(p)) return px_async_block(p);
            return px_closure(p);
        }
        if (p_is_kw(&p->tok, SYM_await)) {
            Diag *d = p_error(p, p->tok.span, "incorrect use of `await`");
            p_emit(p, d);
            return px_err(p, lo);
        }
    }
    if (p_is_kw(&p->tok, SYM_do) && px_is_weak_kw(p_look(p, 1), sym_cstr("catch"))) {
        p_bump(p);
        p_bump(p);
        Span sp = span_to(lo, p->prev.span);
        Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "found removed `do catch` syntax");
        diag_label(d, sp, true, "help: replace with the new syntax: `try`");
        diag_note(d, "following RFC #2388, the new non-placeholder syntax is `try`");
        px_emit_recoverable(p, d);
        return px_try_block_after(p, lo);
    }
    Expr *lit = px_lit_opt(p);
    if (lit) return lit;
    if (p_is_kw(&p->tok, SYM_try) && p_look(p, 1)->kind == TK_NOT && p_look(p, 2)->kind == TK_LPAREN) {
        /* `try!(x)` in 2018+, where `try` is a keyword. */
        p_bump(p);
        p_bump(p);
        uint32_t open = p->pos;
        px_skip_to_close(p, open);
        Span sp = span_to(lo, p->prev.span);
        Diag *d = p_error(p, sp, "use of deprecated `try` macro");
        if (d) {
            diag_note(d, "in the 2018 edition `try` is a reserved keyword, and the `try!()` macro is deprecated");
            diag_help(d, "you can still access the deprecated `try!()` macro using the \"raw identifier\" syntax");
        }
        px_emit_recoverable(p, d);
        return px_err(p, sp);
    }
    px_expected_expr(p);
    return px_err(p, lo);
}
