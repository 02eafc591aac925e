/* expr_postfix.c — postfix operators: `.field`, tuple indices (splitting
 * a float token `0.1` in `x.0.1`), `.method::<T>(args)`, `.await`, calls,
 * indexing and `?`.
 *
 * Takes an already parsed operand and tokens through the cursor; gives the
 * operand wrapped in postfix nodes. Called by expr.c's prefix parser and by
 * statements that parsed a path or macro call themselves (stmt.c).
 */
#include "expr_priv.h"

/* `expr.0` with a tuple index token: a suffix is an error (a warning for
 * the integer suffixes rustc once accepted). */
static Expr *mk_field(Parser *p, Expr *base, Span lo, Symbol name, Span name_span, Symbol suffix) {
    if (suffix) {
        if (suffix == SYM_i32 || suffix == SYM_u32 || suffix == SYM_isize || suffix == SYM_usize) {
            Diag *d = diag_warning(p->ps->dc, DC_NONE, name_span, "suffixes on a tuple index are invalid");
            diag_label(d, name_span, true, "invalid suffix `%s`", sym_str(suffix));
            diag_note(d, "`%s` is *temporarily* accepted on tuple index fields as it was incorrectly accepted on "
                         "stable for a few releases",
                      sym_str(suffix));
            diag_help(d, "on proc macros, you'll want to use `syn::Index::from` or `proc_macro::Literal::*_unsuffixed` "
                         "for code that will desugar to tuple field access");
            diag_note(d, "see issue #60210 <https://github.com/rust-lang/rust/issues/60210> for more information");
            diag_emit(d);
        } else {
            Diag *d = diag_error(p->ps->dc, DC_NONE, name_span, "suffixes on a tuple index are invalid");
            diag_label(d, name_span, true, "invalid suffix `%s`", sym_str(suffix));
            px_emit_recoverable(p, d);
        }
    }
    Expr *e = px_new(p, EXPR_FIELD, span_new(lo.lo, name_span.hi));
    e->field.expr = base;
    e->field.ident = (Ident){name, p->prev.ctxt, name_span};
    return e;
}

static void error_after_dot(Parser *p) {
    char buf[300];
    px_error_recoverable(p, p->tok.span, "unexpected token: `%s`", p_token_text(&p->tok, buf, sizeof buf));
}

/* `x.0.1`: the lexer made `0.1` one float token. Split it by its text into
 * two tuple indices (or an index and a `.` for `x.0.`). */
static Expr *parse_float_field(Parser *p, Expr *base, Span lo) {
    const Token t = p->tok;
    const char *s = sym_str(t.sym);
    size_t n = strlen(s);
    const char *dot = strchr(s, '.');
    bool sign = strchr(s, '+') || strchr(s, '-');
    if (sign || (dot && strchr(dot + 1, '.'))) {
        error_after_dot(p);
        return base;
    }
    /* Split spans only when the token's text is exactly the symbol. */
    bool exact = t.span.hi - t.span.lo == n + (t.suffix ? sym_len(t.suffix) : 0);
    if (!dot) {
        p_bump(p);
        return mk_field(p, base, lo, t.sym, t.span, t.suffix);
    }
    size_t n1 = (size_t)(dot - s);
    Symbol s1 = sym_intern(s, n1);
    Span sp1 = exact ? span_new(t.span.lo, t.span.lo + (uint32_t)n1) : t.span;
    if (dot[1] == 0) {
        /* `1.`: the index, then the `.` stays as the current token. */
        Expr *e = mk_field(p, base, lo, s1, sp1, 0);
        Token d = t;
        d.kind = TK_DOT;
        d.sym = 0;
        d.suffix = 0;
        d.span = exact ? span_new(sp1.hi, t.span.hi) : t.span;
        p->prev = t;
        p->prev.span = sp1;
        p->tok = d;
        p_clear_expected(p);
        return e;
    }
    Symbol s2 = sym_intern(dot + 1, n - n1 - 1);
    Span sp2 = exact ? span_new(t.span.lo + (uint32_t)n1 + 1, t.span.hi) : t.span;
    p_bump(p);
    Expr *e1 = mk_field(p, base, lo, s1, sp1, 0);
    return mk_field(p, e1, lo, s2, sp2, t.suffix);
}

/* After `.`: `.await`, `.field`, `.0`, `.method::<T>(args)`. */
static Expr *parse_dot_suffix(Parser *p, Expr *base, Span lo) {
    const Token *t = &p->tok;
    if (t->kind == TK_LIT_INT) {
        Token tt = *t;
        p_bump(p);
        return mk_field(p, base, lo, tt.sym, tt.span, tt.suffix);
    }
    if (t->kind == TK_LIT_FLOAT) return parse_float_field(p, base, lo);
    if (t->kind != TK_IDENT) {
        error_after_dot(p);
        return base;
    }
    if (p->ps->edition >= ED_2018 && p_eat_kw(p, SYM_await)) {
        Expr *e = px_new(p, EXPR_AWAIT, p_span_from(p, lo));
        e->inner = base;
        return e;
    }
    PathSegment seg = {0};
    const Token *n1 = p_look(p, 1), *n2 = p_look(p, 2);
    if (n1->kind == TK_PATHSEP && (n2->kind == TK_LT || n2->kind == TK_SHL)) {
        /* `x.f::<T>()`: a path segment with generic arguments. */
        Path path = parse_path(p, PATH_EXPR);
        if (path.nsegs == 0) return px_err(p, p_span_from(p, lo));
        seg = path.segs[path.nsegs - 1];
    } else if (p_is_ident(p, t) || px_is_path_segment_kw(t)) {
        seg.ident = p_ident_of(t);
        seg.id = p_new_id(p);
        p_bump(p);
    } else {
        Ident id;
        px_parse_ident(p, &id);
        return px_err(p, p_span_from(p, lo));
    }
    if (p_check(p, TK_LPAREN)) {
        bool ok;
        ExprList args = px_paren_args(p, &ok);
        Expr *e = px_new(p, EXPR_METHOD_CALL, p_span_from(p, lo));
        e->method_call.seg = seg;
        e->method_call.receiver = base;
        e->method_call.args = args;
        return e;
    }
    if (seg.args)
        px_error_recoverable(p, seg.args->span, "field expressions cannot have generic arguments");
    Expr *e = px_new(p, EXPR_FIELD, p_span_from(p, lo));
    e->field.expr = base;
    e->field.ident = seg.ident;
    return e;
}

/* After `return`, rustc looks for `?` and `.` without listing them as
 * expected (they are unlikely there). */
static bool eat_postfix(Parser *p, TokenKind k) {
    if (p_is_kw(&p->prev, SYM_return)) {
        if (p_kind(p) != k) return false;
        p_bump(p);
        return true;
    }
    return p_eat(p, k);
}

Expr *px_continue_postfix(Parser *p, Expr *e, Span lo, AttrList *attrs) {
    uint32_t mark = px_mark(p);
    for (;;) {
        if (eat_postfix(p, TK_QUESTION)) {
            Expr *t = px_new(p, EXPR_TRY, p_span_from(p, lo));
            t->inner = e;
            e = t;
            continue;
        }
        if (eat_postfix(p, TK_DOT)) {
            e = parse_dot_suffix(p, e, lo);
            if (px_failed(p, mark)) break;
            continue;
        }
        if (px_expr_is_complete(p, e)) break;
        if (p_kind(p) == TK_LPAREN) {
            bool ok;
            ExprList args = px_paren_args(p, &ok);
            if (!ok) {
                px_recovered(p, mark);
                e = px_err(p, p_span_from(p, lo));
                continue;
            }
            Expr *c = px_new(p, EXPR_CALL, p_span_from(p, lo));
            c->call.func = e;
            c->call.args = args;
            e = c;
        } else if (p_kind(p) == TK_LBRACKET) {
            p_bump(p);
            uint32_t saved = p->restrictions;
            p->restrictions = 0;
            Expr *idx = parse_expr(p);
            p->restrictions = saved;
            Expr *x = px_new(p, EXPR_INDEX, span_to(lo, idx->span));
            x->index.expr = e;
            x->index.index = idx;
            e = x;
            if (px_failed(p, mark)) break;
            p_expect(p, TK_RBRACKET);
            e->span = p_span_from(p, lo);
            if (px_failed(p, mark)) break;
        } else {
            break;
        }
    }
    if (attrs && attrs->len) e->attrs = px_attrs_concat(p, *attrs, e->attrs);
    return e;
}

