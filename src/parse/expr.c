/* expr.c — expressions: the entry points, binary operators by precedence
 * climbing, casts, ranges, prefix operators (`-x`, `!x`, `*x`, `&x`,
 * `box x`), postfix operators (`.f`, `.m()`, `()`, `[]`, `?`, `.await`)
 * and literals.
 *
 * Takes tokens through the cursor (cursor.c); gives Expr nodes in the
 * session arena. Primary expressions (paths, blocks, closures, ...) are in
 * expr_prim.c, control flow in expr_ctrl.c. The grammar and the error
 * messages follow rustc 1.63's parser (compiler/rustc_parse/src/parser/expr.rs);
 * see expr_priv.h for how errors unwind.
 */
#include "expr_priv.h"

/* ------------------------------------------------------------------ */
/* Error bookkeeping and speculation                                   */
/* ------------------------------------------------------------------ */

uint32_t px_mark(const Parser *p) { return p->ps->dc->nerrors - p->nrecovered; }

void px_recovered(Parser *p, uint32_t mark) {
    uint32_t now = px_mark(p);
    if (now > mark) p->nrecovered += now - mark;
}

void px_emit_recoverable(Parser *p, Diag *d) {
    if (!d) return;
    p->had_error = true;
    DiagCtx *dc = d->dc;
    uint32_t before = dc->nerrors;
    diag_emit(d);
    if (dc == p->ps->dc) p->nrecovered += dc->nerrors - before;
}

void px_error_recoverable(Parser *p, Span span, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *msg = xvasprintf(fmt, ap);
    va_end(ap);
    Diag *d = diag_error(p->ps->dc, DC_NONE, span, "%s", msg);
    free(msg);
    px_emit_recoverable(p, d);
}

/* Speculative diagnostics go nowhere: a shared sink opened once. */
static FILE *null_sink(void) {
    static FILE *sink;
    if (!sink) sink = fopen("/dev/null", "w");
    if (!sink) sink = tmpfile();
    return sink;
}

void px_spec_begin(Parser *p, PxSpec *s) {
    s->saved = *p;
    s->next_node_id = p->ps->next_node_id;
    s->dc = p->ps->dc;
    diag_ctx_init(&s->tmp, p->ps->sm, null_sink());
    p->ps->dc = &s->tmp;
    p->had_error = false;
    p->last_error_pos = UINT32_MAX;
    p->nrecovered = 0;
}

bool px_spec_ok(const Parser *p, const PxSpec *s) { return s->tmp.nerrors == 0 && !p->had_error; }

void px_spec_end(Parser *p, PxSpec *s, bool rewind) {
    p->ps->dc = s->dc;
    diag_ctx_free(&s->tmp);
    if (rewind) {
        *p = s->saved;
        p->ps->next_node_id = s->next_node_id;
    } else {
        p->had_error = s->saved.had_error;
        p->last_error_pos = s->saved.last_error_pos;
        p->nrecovered = s->saved.nrecovered;
    }
}

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */
/* ------------------------------------------------------------------ */

Expr *px_new(Parser *p, ExprKind kind, Span span) {
    Expr *e = P_NEW(p, Expr);
    e->kind = kind;
    e->id = p_new_id(p);
    e->span = span;
    return e;
}

Expr *px_err(Parser *p, Span span) { return px_new(p, EXPR_ERR, span); }

Path px_path_from_ident(Parser *p, Ident id) {
    PathSegment *seg = P_NEW(p, PathSegment);
    seg->ident = id;
    seg->id = p_new_id(p);
    return (Path){.span = id.span, .segs = seg, .nsegs = 1};
}

bool px_requires_semi(const Expr *e) {
    switch (e->kind) {
    case EXPR_IF: case EXPR_MATCH: case EXPR_BLOCK: case EXPR_WHILE:
    case EXPR_LOOP: case EXPR_FOR_LOOP: case EXPR_TRY_BLOCK:
        return false;
    default:
        return true;
    }
}

const char *px_descr(const Token *t, char *buf, size_t n) { return p_token_descr(t, buf, n); }

AttrList px_attrs_concat(Parser *p, AttrList a, AttrList b) {
    if (!b.len) return a;
    if (!a.len) return b;
    Attr *v = ARENA_ARRAY(p->ps->arena, Attr, a.len + b.len);
    memcpy(v, a.data, sizeof(Attr) * a.len);
    memcpy(v + a.len, b.data, sizeof(Attr) * b.len);
    return (AttrList){v, a.len + b.len};
}

bool px_is_weak_kw(const Token *t, Symbol kw) { return t->kind == TK_IDENT && t->sym == kw && !(t->flags & TF_RAW); }

bool px_is_path_segment_kw(const Token *t) {
    if (t->kind != TK_IDENT || (t->flags & TF_RAW)) return false;
    Symbol s = t->sym;
    return s == SYM_self || s == SYM_Self || s == SYM_super || s == SYM_crate || s == SYM_dollar_crate ||
           s == SYM_PathRoot;
}

bool px_is_path_start(const Parser *p, const Token *t) {
    switch ((TokenKind)t->kind) {
    case TK_PATHSEP: case TK_LT: case TK_SHL:
        return true;
    case TK_IDENT:
        return px_is_path_segment_kw(t) || p_is_ident(p, t);
    case TK_OPEN_INVIS:
        return p_is_invis(t, MBE_FRAG_PATH);
    default:
        return false;
    }
}

bool px_is_lit(const Token *t) { return tok_is_lit(t); }

/* rustc's ident_can_begin_expr: any non-reserved identifier, the path
 * keywords, and the keywords that start expressions. */
static bool ident_can_begin_expr(const Parser *p, const Token *t) {
    if (t->flags & TF_RAW) return true;
    if (px_is_path_segment_kw(t)) return true;
    if (t->sym != SYM_underscore && !sym_is_keyword(t->sym, p->ps->edition)) return true;
    switch (t->sym) {
    case SYM_async: case SYM_do: case SYM_box: case SYM_break: case SYM_const: case SYM_continue:
    case SYM_false: case SYM_for: case SYM_if: case SYM_let: case SYM_loop: case SYM_match:
    case SYM_move: case SYM_return: case SYM_true: case SYM_try: case SYM_unsafe: case SYM_while:
    case SYM_yield: case SYM_static:
        return true;
    default:
        return false;
    }
}

bool p_can_begin_expr(const Parser *p, uint32_t n) {
    const Token *t = p_look(p, n);
    switch ((TokenKind)t->kind) {
    case TK_IDENT:
        return ident_can_begin_expr(p, t);
    case TK_LPAREN: case TK_LBRACKET: case TK_LBRACE:
    case TK_LIT_INT: case TK_LIT_FLOAT: case TK_LIT_CHAR: case TK_LIT_BYTE:
    case TK_LIT_STR: case TK_LIT_RAW_STR: case TK_LIT_BYTE_STR: case TK_LIT_RAW_BYTE_STR:
    case TK_LIT_C_STR: case TK_LIT_RAW_C_STR:
    case TK_NOT: case TK_MINUS: case TK_STAR: case TK_OR: case TK_OROR: case TK_AND: case TK_ANDAND:
    case TK_DOTDOT: case TK_DOTDOTDOT: case TK_DOTDOTEQ: case TK_LT: case TK_SHL: case TK_PATHSEP:
    case TK_LIFETIME: case TK_POUND:
        return true;
    case TK_OPEN_INVIS: {
        /* rustc: interpolated expressions, literals, blocks and paths */
        MbeFrag k = tok_invis_frag(t);
        return k == MBE_FRAG_EXPR || k == MBE_FRAG_LITERAL || k == MBE_FRAG_BLOCK || k == MBE_FRAG_PATH;
    }
    default:
        return false;
    }
}

void px_expected_expr(Parser *p) {
    char buf[300];
    Diag *d;
    if (p->tok.kind == TK_EOF && p->subparser_name) {
        /* rustc points just past the last token of a macro's input */
        Span sp = span_new(p->prev.span.hi, p->prev.span.hi + 1);
        d = p_error(p, sp, "expected expression, found end of %s", p->subparser_name);
        if (d) diag_label(d, sp, true, "expected expression");
    } else {
        d = p_error(p, p->tok.span, "expected expression, found %s", p_cur_descr(p, buf, sizeof buf));
        if (d) diag_label(d, p->tok.span, true, "expected expression");
    }
    p_emit(p, d);
}

/* "expected identifier, found keyword `fn`" (rustc's expected_ident_found). */
Diag *px_expected_ident_diag(Parser *p) {
    char buf[300];
    const Token *t = &p->tok;
    Diag *d = p_error(p, t->span, "expected identifier, found %s", px_descr(t, buf, sizeof buf));
    if (d) {
        const char *kind = NULL;
        if (t->kind == TK_IDENT && !(t->flags & TF_RAW)) {
            if (t->sym == SYM_underscore || t->sym == SYM_dollar_crate) kind = "reserved identifier";
            else if ((t->sym >= SYM_abstract && t->sym <= SYM_yield) || t->sym == SYM_try) kind = "reserved keyword";
            else if (sym_is_keyword(t->sym, ED_2024)) kind = "keyword";
        } else if (t->kind == TK_DOC_COMMENT) {
            kind = "doc comment";
        }
        if (kind) diag_label(d, t->span, true, "expected identifier, found %s", kind);
        else diag_label(d, t->span, true, "expected identifier");
    }
    return d;
}

bool px_parse_ident(Parser *p, Ident *out) {
    if (p_check_ident(p)) {
        *out = p_ident_of(&p->tok);
        p_bump(p);
        return true;
    }
    p_emit(p, px_expected_ident_diag(p));
    *out = (Ident){0, 0, p->tok.span};
    return false;
}

/* ------------------------------------------------------------------ */
/* Literals                                                            */
/* ------------------------------------------------------------------ */

/* "a string literal", "an integer literal", ... for suffix errors. */
static const char *lit_kind_descr(TokenKind k) {
    switch (k) {
    case TK_LIT_INT: return "an integer literal";
    case TK_LIT_FLOAT: return "a float literal";
    case TK_LIT_CHAR: return "a char literal";
    case TK_LIT_BYTE: return "a byte literal";
    case TK_LIT_STR: case TK_LIT_RAW_STR: return "a string literal";
    case TK_LIT_BYTE_STR: case TK_LIT_RAW_BYTE_STR: return "a byte string literal";
    default: return "a C string literal";
    }
}

static bool is_int_suffix(Symbol s) {
    switch (s) {
    case SYM_i8: case SYM_i16: case SYM_i32: case SYM_i64: case SYM_i128: case SYM_isize:
    case SYM_u8: case SYM_u16: case SYM_u32: case SYM_u64: case SYM_u128: case SYM_usize:
        return true;
    default:
        return false;
    }
}

/* `u7` looks like a width suffix: a letter from `first` then digits. */
static bool looks_like_width(const char *first, const char *s) {
    if (strlen(s) < 2 || !strchr(first, s[0])) return false;
    for (const char *c = s + 1; *c; c++)
        if (*c < '0' || *c > '9') return false;
    return true;
}

/* rustc reports bad literal suffixes and oversized integers while turning
 * the token into a literal (Lit::from_token); so does this. */
static void check_lit(Parser *p, const Token *t) {
    if (t->flags & TF_ERROR) return;
    TokenKind k = (TokenKind)t->kind;
    Span sp = t->span;
    const char *suf = t->suffix ? sym_str(t->suffix) : NULL;
    const char *text = sym_str(t->sym);
    bool nondecimal = k == TK_LIT_INT && text[0] == '0' && (text[1] == 'x' || text[1] == 'o' || text[1] == 'b');
    if (k == TK_LIT_INT) {
        if (suf && (t->suffix == SYM_f32 || t->suffix == SYM_f64)) {
            if (nondecimal) {
                const char *base = text[1] == 'x' ? "hexadecimal" : text[1] == 'o' ? "octal" : "binary";
                Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "%s float literal is not supported", base);
                diag_label(d, sp, true, "not supported");
                px_emit_recoverable(p, d);
            }
            return;
        }
        if (suf && suf[0] == 'f') {
            /* `1f16`, `1foo`: rustc takes an `f` suffix for a float one. */
            Diag *d;
            if (looks_like_width("f", suf)) {
                d = diag_error(p->ps->dc, DC_NONE, sp, "invalid width `%s` for float literal", suf + 1);
                diag_help(d, "valid widths are 32 and 64");
            } else {
                d = diag_error(p->ps->dc, DC_NONE, sp, "invalid suffix `%s` for float literal", suf);
                diag_label(d, sp, true, "invalid suffix `%s`", suf);
                diag_help(d, "valid suffixes are `f32` and `f64`");
            }
            px_emit_recoverable(p, d);
            return;
        }
        if (suf && !is_int_suffix(t->suffix)) {
            Diag *d;
            if (looks_like_width("iu", suf)) {
                d = diag_error(p->ps->dc, DC_NONE, sp, "invalid width `%s` for integer literal", suf + 1);
                diag_help(d, "valid widths are 8, 16, 32, 64 and 128");
            } else if ((suf[0] == 'B' || suf[0] == 'O' || suf[0] == 'X') && strcmp(text, "0") == 0) {
                d = diag_error(p->ps->dc, DC_NONE, sp, "invalid base prefix for number literal");
                diag_note(d, "base prefixes (`0xff`, `0b1010`, `0o755`) are lowercase");
            } else {
                d = diag_error(p->ps->dc, DC_NONE, sp, "invalid suffix `%s` for number literal", suf);
                diag_label(d, sp, true, "invalid suffix `%s`", suf);
                diag_help(d, "the suffix must be one of the numeric types (`u32`, `isize`, `f32`, etc.)");
            }
            px_emit_recoverable(p, d);
            return;
        }
        u128 v;
        if (!lex_int_value(t, &v)) px_error_recoverable(p, sp, "integer literal is too large");
        return;
    }
    if (!suf) return;
    if (strcmp(suf, "_") == 0) {
        /* rustc's lexer warns and drops a `_` suffix. */
        Span ssp = span_new(sp.hi - 1, sp.hi);
        Diag *d = diag_warning(p->ps->dc, DC_NONE, ssp, "underscore literal suffix is not allowed");
        /* a `= warning:` line: the diagnostics API has no helper for it */
        Diag *w = xcalloc(1, sizeof *w);
        w->dc = d->dc;
        w->level = LVL_WARNING;
        w->msg = xstrdup("this was previously accepted by the compiler but is being phased out; it will become a "
                         "hard error in a future release!");
        vec_push(&d->children, w);
        diag_note(d, "see issue #42326 <https://github.com/rust-lang/rust/issues/42326> for more information");
        diag_emit(d);
        return;
    }
    if (k == TK_LIT_FLOAT) {
        if (t->suffix == SYM_f32 || t->suffix == SYM_f64) return;
        Diag *d;
        if (looks_like_width("f", suf)) {
            d = diag_error(p->ps->dc, DC_NONE, sp, "invalid width `%s` for float literal", suf + 1);
            diag_help(d, "valid widths are 32 and 64");
        } else {
            d = diag_error(p->ps->dc, DC_NONE, sp, "invalid suffix `%s` for float literal", suf);
            diag_label(d, sp, true, "invalid suffix `%s`", suf);
            diag_help(d, "valid suffixes are `f32` and `f64`");
        }
        px_emit_recoverable(p, d);
        return;
    }
    if (k == TK_IDENT) return;
    Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "suffixes on %s are invalid", lit_kind_descr(k));
    diag_label(d, sp, true, "invalid suffix `%s`", suf);
    px_emit_recoverable(p, d);
}

Expr *px_lit_opt(Parser *p) {
    /* `.5` is recovered as `0.5` (rustc does this wherever a literal may
     * appear). */
    if (p_kind(p) == TK_DOT) {
        const Token *n = p_look(p, 1);
        if (n->kind == TK_LIT_INT && n->span.lo == p->tok.span.hi && !n->suffix) {
            Span sp = span_new(p->tok.span.lo, n->span.hi);
            char *s = xasprintf("0.%s", sym_str(n->sym));
            Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "float literals must have an integer part");
            diag_label(d, sp, true, "help: must have an integer part: `%s`", s);
            px_emit_recoverable(p, d);
            Token t = *n;
            t.kind = TK_LIT_FLOAT;
            t.sym = sym_cstr(s);
            t.span = sp;
            free(s);
            p_bump(p);
            p_bump(p);
            Expr *e = px_new(p, EXPR_LIT, sp);
            e->lit = t;
            return e;
        }
    }
    if (!px_is_lit(&p->tok)) return NULL;
    check_lit(p, &p->tok);
    Expr *e = px_new(p, EXPR_LIT, p->tok.span);
    e->lit = p->tok;
    p_bump(p);
    return e;
}

/* `'-'? literal` for patterns and const generic arguments. */
Expr *parse_literal_maybe_minus(Parser *p) {
    Span lo = p->tok.span;
    bool minus = p_eat(p, TK_MINUS);
    Expr *lit = px_lit_opt(p);
    if (!lit) {
        char buf[300];
        Diag *d = p_error(p, p->tok.span, "unexpected token: %s", px_descr(&p->tok, buf, sizeof buf));
        p_emit(p, d);
        return px_err(p, p->tok.span);
    }
    if (!minus) return lit;
    Expr *e = px_new(p, EXPR_UNARY, p_span_from(p, lo));
    e->unary.op = UNOP_NEG;
    e->unary.operand = lit;
    return e;
}

/* ------------------------------------------------------------------ */
/* Comma-separated sequences with rustc's missing-comma recovery        */
/* ------------------------------------------------------------------ */

/* Parses `elem, elem, ... ,?` until `close` (not consumed). Returns false
 * after an error; the caller recovers (usually by skipping to the closing
 * delimiter). *trailing: the list ended with a comma. */
bool px_expr_seq(Parser *p, TokenKind close, PxExprFn f, VecPtr *out, bool *trailing) {
    bool first = true;
    *trailing = false;
    uint32_t mark = px_mark(p);
    while (!p_check(p, close)) {
        if (p_at_close(p)) break;
        if (!first) {
            if (!p_eat(p, TK_COMMA)) {
                /* A missing comma: report it, and if an element parses
                 * right here, say so and go on as if the comma were there. */
                Diag *d = p_unexpected_diag(p);
                Span after = span_new(p->prev.span.hi, p->prev.span.hi);
                if (p_kind(p) == TK_DOT || p_kind(p) == TK_LT || p_kind(p) == TK_SEMI) {
                    p_emit(p, d);
                    return false;
                }
                PxSpec s;
                px_spec_begin(p, &s);
                Expr *e = f(p);
                bool ok = px_spec_ok(p, &s);
                px_spec_end(p, &s, !ok);
                if (!ok) {
                    p_emit(p, d);
                    return false;
                }
                if (d) diag_label(d, after, false, "help: missing `,`");
                px_emit_recoverable(p, d);
                vec_push(out, e);
                continue;
            }
        }
        first = false;
        if (p_check(p, close)) {
            *trailing = true;
            break;
        }
        Expr *e = f(p);
        vec_push(out, e);
        if (px_failed(p, mark)) return false;
    }
    return true;
}

/* Skips to the closer matching the opener at token index `open` and past it. */
void px_skip_to_close(Parser *p, uint32_t open) {
    uint32_t close = p->match[open];
    if (close == UINT32_MAX || close <= p->pos) {
        /* already at or past the closer */
        if (!p_at_close(p)) return;
        if (p_kind(p) != TK_EOF) p_bump(p);
        return;
    }
    p->pos = close;
    p->tok = p->toks[close];
    if (p->tok.kind != TK_EOF) p_bump(p);
}

ExprList px_paren_args(Parser *p, bool *ok) {
    uint32_t open = p->pos;
    uint32_t mark = px_mark(p);
    p_expect(p, TK_LPAREN);
    VecPtr v = {0};
    bool trailing;
    *ok = px_expr_seq(p, TK_RPAREN, parse_expr, &v, &trailing) && p_expect(p, TK_RPAREN);
    if (!*ok) {
        /* rustc's recover_seq_parse_error: skip the rest of the group. */
        if (px_mark(p) == mark) p_unexpected(p);
        px_skip_to_close(p, open);
    }
    ExprList l = {P_LIST(p, &v), v.len};
    vec_free(&v);
    return l;
}

/* ------------------------------------------------------------------ */
/* Binary operators                                                    */
/* ------------------------------------------------------------------ */

/* Precedences (higher binds tighter): assignment and ranges below the
 * binary operators of ast.def, casts above them. */
enum { PREC_ASSIGN = 0, PREC_RANGE = 1, PREC_CAST = 12 };

typedef enum OpClass { OC_BIN, OC_ASSIGN, OC_ASSIGN_OP, OC_AS, OC_COLON, OC_RANGE, OC_RANGE_EQ } OpClass;

typedef struct AssocOp {
    OpClass cls;
    BinOp bin;
    int prec;
    bool larrow;       /* `<-`, recovered as `<` */
    bool dotdotdot;    /* `...`, recovered as `..=` */
    bool word;         /* `and` / `or` */
} AssocOp;

static bool binop_of_token(TokenKind k, BinOp *op) {
    switch (k) {
    case TK_PLUS: *op = BINOP_ADD; return true;
    case TK_MINUS: *op = BINOP_SUB; return true;
    case TK_STAR: *op = BINOP_MUL; return true;
    case TK_SLASH: *op = BINOP_DIV; return true;
    case TK_PERCENT: *op = BINOP_REM; return true;
    case TK_CARET: *op = BINOP_BITXOR; return true;
    case TK_AND: *op = BINOP_BITAND; return true;
    case TK_OR: *op = BINOP_BITOR; return true;
    case TK_SHL: *op = BINOP_SHL; return true;
    case TK_SHR: *op = BINOP_SHR; return true;
    case TK_EQEQ: *op = BINOP_EQ; return true;
    case TK_NE: *op = BINOP_NE; return true;
    case TK_LT: *op = BINOP_LT; return true;
    case TK_LE: *op = BINOP_LE; return true;
    case TK_GT: *op = BINOP_GT; return true;
    case TK_GE: *op = BINOP_GE; return true;
    case TK_ANDAND: *op = BINOP_AND; return true;
    case TK_OROR: *op = BINOP_OR; return true;
    default: return false;
    }
}

static bool assign_op_of_token(TokenKind k, BinOp *op) {
    switch (k) {
    case TK_PLUSEQ: *op = BINOP_ADD; return true;
    case TK_MINUSEQ: *op = BINOP_SUB; return true;
    case TK_STAREQ: *op = BINOP_MUL; return true;
    case TK_SLASHEQ: *op = BINOP_DIV; return true;
    case TK_PERCENTEQ: *op = BINOP_REM; return true;
    case TK_CARETEQ: *op = BINOP_BITXOR; return true;
    case TK_ANDEQ: *op = BINOP_BITAND; return true;
    case TK_OREQ: *op = BINOP_BITOR; return true;
    case TK_SHLEQ: *op = BINOP_SHL; return true;
    case TK_SHREQ: *op = BINOP_SHR; return true;
    default: return false;
    }
}

/* The operator at the current token, if any (rustc's AssocOp::from_token
 * plus the `and`/`or` recovery). Does not consume or report. */
static bool peek_assoc_op(const Parser *p, AssocOp *op, bool words) {
    memset(op, 0, sizeof *op);
    TokenKind k = p_kind(p);
    /* In a const generic argument `>` closes the argument list. */
    if ((p->restrictions & R_CONST_EXPR) && (k == TK_GT || k == TK_SHR || k == TK_GE || k == TK_SHREQ)) return false;
    if (binop_of_token(k, &op->bin)) {
        op->cls = OC_BIN;
        op->prec = binop_prec(op->bin);
        return true;
    }
    if (assign_op_of_token(k, &op->bin)) {
        op->cls = OC_ASSIGN_OP;
        op->prec = PREC_ASSIGN;
        return true;
    }
    switch (k) {
    case TK_EQ: op->cls = OC_ASSIGN; op->prec = PREC_ASSIGN; return true;
    case TK_LARROW: op->cls = OC_BIN; op->bin = BINOP_LT; op->prec = binop_prec(BINOP_LT); op->larrow = true; return true;
    case TK_DOTDOT: op->cls = OC_RANGE; op->prec = PREC_RANGE; return true;
    case TK_DOTDOTEQ: op->cls = OC_RANGE_EQ; op->prec = PREC_RANGE; return true;
    case TK_DOTDOTDOT: op->cls = OC_RANGE_EQ; op->prec = PREC_RANGE; op->dotdotdot = true; return true;
    case TK_COLON: op->cls = OC_COLON; op->prec = PREC_CAST; return true;
    case TK_IDENT:
        if (p_is_kw(&p->tok, SYM_as)) {
            op->cls = OC_AS;
            op->prec = PREC_CAST;
            return true;
        }
        if (words && !(p->tok.flags & TF_RAW)) {
            const char *s = sym_str(p->tok.sym);
            if (strcmp(s, "and") == 0 || strcmp(s, "or") == 0) {
                op->cls = OC_BIN;
                op->bin = s[0] == 'a' ? BINOP_AND : BINOP_OR;
                op->prec = binop_prec(op->bin);
                op->word = true;
                return true;
            }
        }
        return false;
    default:
        return false;
    }
}

static bool is_comparison(BinOp op) {
    return op == BINOP_EQ || op == BINOP_NE || op == BINOP_LT || op == BINOP_LE || op == BINOP_GT ||
           op == BINOP_GE;
}

bool px_expr_is_complete(const Parser *p, const Expr *e) {
    return (p->restrictions & R_STMT_EXPR) && !px_requires_semi(e);
}

/* rustc's AssocOp::can_continue_expr_unambiguously: after a complete
 * block-like statement these operators can only mean the statement was
 * meant as an operand. */
static bool continues_unambiguously(const AssocOp *op) {
    switch (op->cls) {
    case OC_ASSIGN: case OC_ASSIGN_OP: case OC_AS: case OC_COLON:
        return true;
    case OC_BIN:
        return !op->larrow && (op->bin == BINOP_BITXOR || op->bin == BINOP_DIV || op->bin == BINOP_REM ||
                               op->bin == BINOP_SHR || op->bin == BINOP_LE || op->bin == BINOP_GT ||
                               op->bin == BINOP_GE);
    default:
        return false;
    }
}

/* A block-like expression in statement position ends the statement,
 * except before an operator that cannot start an expression. */
static bool should_continue_as_assoc(Parser *p, const Expr *lhs) {
    if (!px_expr_is_complete(p, lhs)) return true;
    AssocOp op;
    if (!peek_assoc_op(p, &op, false)) return false;
    if (!continues_unambiguously(&op)) return false;
    char buf[300];
    Diag *d = diag_error(p->ps->dc, DC_NONE, p->tok.span, "expected expression, found %s",
                         px_descr(&p->tok, buf, sizeof buf));
    diag_label(d, p->tok.span, true, "expected expression");
    diag_help(d, "parentheses are required to parse this as an expression");
    px_emit_recoverable(p, d);
    return true;
}

/* ---- `let` placement ---- */

static const char *const LET_NOTE = "only supported directly in conditions of `if` and `while` expressions";

static void ban_let(Parser *p, const Expr *let, Span or_span) {
    Diag *d = diag_error(p->ps->dc, DC_NONE, let->span, "`let` expressions are not supported here");
    diag_note(d, "%s", LET_NOTE);
    if (!span_is_dummy(or_span)) diag_span_note(d, or_span, "`||` operators are not supported in let chain expressions");
    px_emit_recoverable(p, d);
}

/* Reports the `let`s of a `&&`/`||` chain that ended up in a position where
 * they are not allowed (the lhs of `||`, of a range or an assignment). */
static void ban_chain_lets(Parser *p, const Expr *e, Span or_span) {
    if (p->restrictions & R_LET_GUARD) return;
    if (e->kind == EXPR_LET) {
        ban_let(p, e, or_span);
    } else if (e->kind == EXPR_BINARY && (e->binary.op == BINOP_AND || e->binary.op == BINOP_OR)) {
        ban_chain_lets(p, e->binary.lhs, or_span);
        ban_chain_lets(p, e->binary.rhs, or_span);
    }
}

/* ---- chained comparisons ---- */

static const char *const TURBOFISH =
    "use `::<...>` instead of `<...>` to specify lifetime, type, or const arguments";

/* Skips `a > b >> c` style tokens for the turbofish heuristic: bumps
 * until the count of open `<` reaches zero. */
static void consume_angles(Parser *p, int acc) {
    while (acc > 0) {
        TokenKind k = p_kind(p);
        if (k == TK_LT) acc++;
        else if (k == TK_GT) acc--;
        else if (k == TK_SHR) acc -= 2;
        if (k == TK_EOF) break;
        p_bump(p);
    }
}

/* rustc's attempt_chained_comparison_suggestion. Returns true if it
 * consumed the rest of the comparison (the caller then gives an Err node). */
static bool chained_cmp_suggestion(Parser *p, Diag *d, const Expr *inner, BinOp outer) {
    BinOp in = inner->binary.op;
    const Expr *l1 = inner->binary.lhs, *r1 = inner->binary.rhs;
    if (l1->kind == EXPR_FIELD) {
        const char *name = sym_str(l1->field.ident.name);
        bool numeric = name[0] >= '0' && name[0] <= '9';
        if (!numeric && r1->kind != EXPR_LIT) return false;
    }
    bool same_dir = (in == BINOP_EQ && outer == BINOP_EQ) ||
                    ((in == BINOP_LT || in == BINOP_LE) && (outer == BINOP_LT || outer == BINOP_LE)) ||
                    ((in == BINOP_GT || in == BINOP_GE) && (outer == BINOP_GT || outer == BINOP_GE));
    if (same_dir) {
        if (d) diag_help(d, "split the comparison into two");
        return false;
    }
    bool rel_in = in == BINOP_LT || in == BINOP_LE || in == BINOP_GT || in == BINOP_GE;
    bool rel_out = outer == BINOP_LT || outer == BINOP_LE || outer == BINOP_GT || outer == BINOP_GE;
    if ((in == BINOP_EQ && rel_out) || (rel_in && outer == BINOP_EQ)) {
        PxSpec s;
        px_spec_begin(p, &s);
        parse_expr(p);
        bool ok = px_spec_ok(p, &s);
        px_spec_end(p, &s, !ok);
        if (ok && d) diag_help(d, "parenthesize the comparison");
        return ok;
    }
    return false;
}

typedef enum { CHAIN_NONE, CHAIN_CONTINUE, CHAIN_RECOVERED, CHAIN_FATAL } ChainResult;

/* rustc's check_no_chained_comparison: `a < b < c`, `a == b == c`, and
 * the misplaced turbofish `foo<Bar>(x)`. The outer operator was just
 * consumed. */
static ChainResult check_chained_comparison(Parser *p, const Expr *lhs, BinOp outer, Span outer_span) {
    if (lhs->kind != EXPR_BINARY || !is_comparison(lhs->binary.op)) return CHAIN_NONE;
    Diag *d = diag_error(p->ps->dc, DC_NONE, lhs->binary.op_span, "comparison operators cannot be chained");
    diag_label(d, outer_span, true, NULL);
    const Expr *l1 = lhs->binary.lhs, *r1 = lhs->binary.rhs;
    if ((lhs->binary.op == BINOP_LT && outer == BINOP_LT) || outer == BINOP_GT) {
        if (outer == BINOP_LT) {
            PxSpec s;
            px_spec_begin(p, &s);
            p_bump(p);
            consume_angles(p, 1);
            bool keep = p_kind(p) == TK_LPAREN || p_kind(p) == TK_PATHSEP;
            px_spec_end(p, &s, !keep);
        }
        if (p_kind(p) == TK_PATHSEP) {
            diag_help(d, "%s", TURBOFISH);
            PxSpec s;
            px_spec_begin(p, &s);
            p_bump(p);
            parse_expr(p);
            bool ok = px_spec_ok(p, &s);
            px_spec_end(p, &s, !ok);
            if (ok) {
                px_emit_recoverable(p, d);
                return CHAIN_RECOVERED;
            }
            p_emit(p, d);
            return CHAIN_FATAL;
        }
        if (p_kind(p) == TK_LPAREN) {
            diag_help(d, "%s", TURBOFISH);
            px_skip_to_close(p, p->pos);
            px_emit_recoverable(p, d);
            return CHAIN_RECOVERED;
        }
        if (l1->kind != EXPR_LIT && r1->kind != EXPR_LIT) {
            diag_help(d, "%s", TURBOFISH);
            diag_help(d, "or use `(...)` if you meant to specify fn arguments");
        }
        if (chained_cmp_suggestion(p, d, lhs, outer)) {
            px_emit_recoverable(p, d);
            return CHAIN_RECOVERED;
        }
        p_emit(p, d);
        p->had_error = true;
        return CHAIN_FATAL;
    }
    bool recover = chained_cmp_suggestion(p, d, lhs, outer);
    px_emit_recoverable(p, d);
    return recover ? CHAIN_RECOVERED : CHAIN_CONTINUE;
}

/* ---- casts ---- */

/* Would a type parsed here be a path followed by `<` (so that `x as usize
 * < y` might mean a comparison)? Only then is the type parsed
 * speculatively. */
static bool cast_type_may_take_lt(const Parser *p) {
    uint32_t i = 0;
    if (p_look(p, 0)->kind == TK_PATHSEP) i++;
    for (;;) {
        const Token *t = p_look(p, i);
        if (t->kind != TK_IDENT) return false;
        i++;
        if (p_look(p, i)->kind != TK_PATHSEP) break;
        i++;
    }
    TokenKind k = (TokenKind)p_look(p, i)->kind;
    return k == TK_LT || k == TK_SHL;
}

static void path_text(StrBuf *sb, const Path *path) {
    for (uint32_t i = 0; i < path->nsegs; i++) {
        Symbol s = path->segs[i].ident.name;
        if (s == SYM_PathRoot) {
            sb_puts(sb, "::");
            continue;
        }
        if (i > 0 && path->segs[i - 1].ident.name != SYM_PathRoot) sb_puts(sb, "::");
        sb_puts(sb, sym_str(s));
    }
}

/* The type after `as` / `:`, with rustc's recovery for `x as usize < y`:
 * the `<` is taken as the start of generic arguments, which fails; the cast
 * is then kept as `x as usize` and the error explains. */
static Ty *parse_cast_ty(Parser *p) {
    if (!cast_type_may_take_lt(p)) return parse_ty_no_plus(p);
    PxSpec s;
    px_spec_begin(p, &s);
    Ty *ty = parse_ty_no_plus(p);
    bool ok = px_spec_ok(p, &s);
    Span after_type = p->tok.span;
    px_spec_end(p, &s, !ok);
    if (ok) return ty;
    Path path = parse_path(p, PATH_EXPR);
    const char *noun = p_kind(p) == TK_LT ? "comparison" : p_kind(p) == TK_SHL ? "shift" : NULL;
    if (!noun) {
        /* Not the comparison case after all: report the type's own error. */
        return parse_ty_no_plus(p);
    }
    StrBuf sb = {0};
    path_text(&sb, &path);
    Diag *d = diag_error(p->ps->dc, DC_NONE, p->tok.span,
                         "`<` is interpreted as a start of generic arguments for `%s`, not a %s", sb_cstr(&sb), noun);
    sb_free(&sb);
    Span gen = span_new(p_look(p, 1)->span.lo, after_type.hi);
    if (gen.hi < gen.lo) gen.hi = gen.lo;
    diag_label(d, gen, false, "interpreted as generic arguments");
    diag_label(d, p->tok.span, true, "not interpreted as %s", noun);
    diag_help(d, "try %s the cast value", noun[0] == 'c' ? "comparing" : "shifting");
    px_emit_recoverable(p, d);
    ty = P_NEW(p, Ty);
    ty->kind = TY_PATH;
    ty->id = p_new_id(p);
    ty->span = path.span;
    ty->path.path = path;
    return ty;
}

static const char *postfix_name(ExprKind k) {
    switch (k) {
    case EXPR_INDEX: return "indexing";
    case EXPR_TRY: return "`?`";
    case EXPR_FIELD: return "a field access";
    case EXPR_METHOD_CALL: return "a method call";
    case EXPR_CALL: return "a function call";
    case EXPR_AWAIT: return "`.await`";
    default: return NULL;
    }
}

/* `lhs as T` / `lhs: T` (the operator was consumed). A postfix operator
 * right after the type is parsed but is an error. */
static Expr *parse_cast(Parser *p, Expr *lhs, ExprKind kind) {
    uint32_t mark = px_mark(p);
    Ty *ty = parse_cast_ty(p);
    Expr *e = px_new(p, kind, span_to(lhs->span, ty->span));
    e->cast.expr = lhs;
    e->cast.ty = ty;
    if (px_failed(p, mark)) return e;
    Expr *post = px_continue_postfix(p, e, e->span, NULL);
    if (post != e) {
        const char *what = postfix_name(post->kind);
        if (what) {
            Diag *d = diag_error(p->ps->dc, DC_NONE, e->span, "casts cannot be followed by %s", what);
            diag_help(d, "try surrounding the expression in parentheses");
            px_emit_recoverable(p, d);
        }
    }
    return post;
}

/* ---- ranges ---- */

static bool at_range_rhs_start(const Parser *p) {
    if (!p_can_begin_expr(p, 0)) return false;
    if (p_kind(p) == TK_LBRACE) return !(p->restrictions & R_NO_STRUCT_LITERAL);
    return true;
}

/* rustc's mk_range: `a..=` without an end is E0586. */
static Expr *mk_range(Parser *p, Span span, Expr *lo, Expr *hi, RangeLimits limits, Span op_span) {
    if (!hi && limits == RANGE_CLOSED) {
        Diag *d = diag_error(p->ps->dc, DC_E0586, op_span, "inclusive range with no end");
        diag_label(d, op_span, true, "help: use `..` instead");
        diag_note(d, "inclusive ranges must be bounded at the end (`..=b` or `a..=b`)");
        px_emit_recoverable(p, d);
        return px_err(p, span);
    }
    Expr *e = px_new(p, EXPR_RANGE, span);
    e->range.lo = lo;
    e->range.hi = hi;
    e->range.limits = limits;
    return e;
}

static void err_dotdotdot(Parser *p, Span sp) {
    Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "unexpected token: `...`");
    diag_help(d, "use `..` for an exclusive range");
    diag_help(d, "or `..=` for an inclusive range");
    px_emit_recoverable(p, d);
}

static Expr *parse_assoc_with(Parser *p, int min_prec, Expr *lhs, AttrList *attrs);

/* `..b`, `..=b`, `..` at the start of an expression. */
static Expr *parse_prefix_range(Parser *p, AttrList *attrs_in) {
    AttrList attrs = {0};
    if (attrs_in) attrs = *attrs_in;
    else parse_outer_attrs(p, &attrs);
    Span lo = p->tok.span;
    if (p_kind(p) == TK_DOTDOTDOT) err_dotdotdot(p, lo);
    RangeLimits limits = p_kind(p) == TK_DOTDOT ? RANGE_HALF_OPEN : RANGE_CLOSED;
    p_bump(p);
    Expr *hi = NULL;
    if (at_range_rhs_start(p)) {
        uint32_t saved = p->restrictions;
        p->restrictions &= ~(uint32_t)R_LET_MASK;
        hi = parse_assoc_with(p, PREC_RANGE + 1, NULL, NULL);
        p->restrictions = saved;
    }
    Span sp = hi ? span_to(lo, hi->span) : lo;
    Expr *e = mk_range(p, sp, NULL, hi, limits, lo);
    e->attrs = px_attrs_concat(p, attrs, e->attrs);
    return e;
}

static Expr *parse_prefix(Parser *p, AttrList *attrs);

/* The precedence climb (rustc's parse_assoc_expr_with): operators of
 * precedence >= min_prec, starting from `lhs` if already parsed. */
static Expr *parse_assoc_with(Parser *p, int min_prec, Expr *lhs, AttrList *attrs) {
    uint32_t mark = px_mark(p);
    if (!lhs) {
        TokenKind k = p_kind(p);
        if (k == TK_DOTDOT || k == TK_DOTDOTDOT || k == TK_DOTDOTEQ) return parse_prefix_range(p, attrs);
        lhs = parse_prefix(p, attrs);
        if (px_failed(p, mark)) return lhs;
    }
    if (!should_continue_as_assoc(p, lhs)) return lhs;
    p_expected(p, "an operator");
    for (;;) {
        AssocOp op;
        if (!peek_assoc_op(p, &op, true)) break;
        if (op.prec < min_prec) break;
        Span op_span = p->tok.span;
        uint32_t rhs_res = p->restrictions;
        if (op.cls == OC_ASSIGN || op.cls == OC_ASSIGN_OP) rhs_res &= R_NO_STRUCT_LITERAL;
        rhs_res &= ~(uint32_t)R_STMT_EXPR;
        if (!(op.cls == OC_BIN && (op.bin == BINOP_AND || op.bin == BINOP_OR))) rhs_res &= ~(uint32_t)R_LET_MASK;
        if (op.dotdotdot) err_dotdotdot(p, op_span);
        if (op.larrow) {
            Diag *d = diag_error(p->ps->dc, DC_NONE, op_span, "unexpected token: `<-`");
            diag_help(d, "if you meant to write a comparison against a negative value, add a space in between `<` and `-`");
            px_emit_recoverable(p, d);
        }
        if (op.word) {
            const char *bad = op.bin == BINOP_AND ? "and" : "or";
            Diag *d = diag_error(p->ps->dc, DC_NONE, op_span, "`%s` is not a logical operator", bad);
            diag_label(d, op_span, true, "help: use `%s` to perform logical %s", op.bin == BINOP_AND ? "&&" : "||",
                       op.bin == BINOP_AND ? "conjunction" : "disjunction");
            diag_note(d, "unlike in e.g., python and PHP, `&&` and `||` are used for logical operators");
            px_emit_recoverable(p, d);
        }
        p_bump(p);
        if (op.cls == OC_BIN && op.bin == BINOP_ADD && !op.word && p_kind(p) == TK_PLUS &&
            p->prev.span.hi == p->tok.span.lo) {
            /* `x++` */
            Span sp = span_to(op_span, p->tok.span);
            p_bump(p);
            Diag *d = p_error(p, sp, "Rust has no postfix increment operator");
            if (d) {
                diag_label(d, sp, true, "not a valid postfix operator");
                diag_help(d, "use `+= 1` instead");
            }
            p_emit(p, d);
            return lhs;
        }
        if (op.cls == OC_BIN && is_comparison(op.bin)) {
            ChainResult r = check_chained_comparison(p, lhs, op.bin, op_span);
            if (r == CHAIN_RECOVERED) return px_err(p, p_span_from(p, lhs->span));
            if (r == CHAIN_FATAL) return px_err(p, p_span_from(p, lhs->span));
        }
        /* JavaScript's `===`/`!==`, PHP's `<>`, C++'s `<=>`. */
        if (op.cls == OC_BIN && p_kind(p) == TK_EQ && p->prev.span.hi == p->tok.span.lo &&
            (op.bin == BINOP_EQ || op.bin == BINOP_NE)) {
            const char *s = op.bin == BINOP_EQ ? "==" : "!=";
            Diag *d = diag_error(p->ps->dc, DC_NONE, span_to(op_span, p->tok.span), "invalid comparison operator `%s=`", s);
            diag_label(d, span_to(op_span, p->tok.span), true, "help: `%s=` is not a valid comparison operator, use `%s`", s, s);
            px_emit_recoverable(p, d);
            p_bump(p);
        } else if (op.cls == OC_BIN && !op.larrow && p_kind(p) == TK_GT && p->prev.span.hi == p->tok.span.lo &&
                   (op.bin == BINOP_LT || op.bin == BINOP_LE)) {
            Span sp = span_to(op_span, p->tok.span);
            Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "invalid comparison operator `%s`", op.bin == BINOP_LT ? "<>" : "<=>");
            if (op.bin == BINOP_LT) diag_label(d, sp, true, "help: `<>` is not a valid comparison operator, use `!=`");
            else diag_label(d, sp, true, "`<=>` is not a valid comparison operator, use `std::cmp::Ordering`");
            px_emit_recoverable(p, d);
            p_bump(p);
        }
        if (op.cls == OC_COLON && lhs->kind == EXPR_PATH && !lhs->path.qself && lhs->path.path.nsegs == 1 &&
            (p_is_kw(&p->tok, SYM_for) || p_is_kw(&p->tok, SYM_loop) || p_is_kw(&p->tok, SYM_while))) {
            /* `a: loop {}` meant `'a: loop {}` */
            Ident id = lhs->path.path.segs[0].ident;
            char *name = xasprintf("'%s", sym_str(id.name));
            Label *label = P_NEW(p, Label);
            label->ident = (Ident){sym_cstr(name), id.ctxt, id.span};
            Diag *d = diag_error(p->ps->dc, DC_NONE, id.span, "malformed loop label");
            diag_label(d, id.span, true, "help: use the correct loop label format: `%s`", name);
            free(name);
            px_emit_recoverable(p, d);
            Span lo = id.span;
            if (p_eat_kw(p, SYM_while)) lhs = px_while(p, label, lo);
            else if (p_eat_kw(p, SYM_for)) lhs = px_for(p, label, lo);
            else if (p_eat_kw(p, SYM_loop)) lhs = px_loop(p, label, lo);
            if (px_failed(p, mark)) return lhs;
            continue;
        }
        if (op.cls == OC_AS || op.cls == OC_COLON) {
            lhs = parse_cast(p, lhs, op.cls == OC_AS ? EXPR_CAST : EXPR_TYPE_ASCRIPTION);
            if (px_failed(p, mark)) return lhs;
            continue;
        }
        if (op.cls == OC_RANGE || op.cls == OC_RANGE_EQ) {
            Expr *hi = NULL;
            if (at_range_rhs_start(p)) {
                uint32_t saved = p->restrictions;
                p->restrictions &= ~(uint32_t)R_LET_MASK;
                hi = parse_assoc_with(p, op.prec + 1, NULL, NULL);
                p->restrictions = saved;
            }
            ban_chain_lets(p, lhs, (Span){0, 0});
            Span sp = span_to(lhs->span, hi ? hi->span : op_span);
            return mk_range(p, sp, lhs, hi, op.cls == OC_RANGE ? RANGE_HALF_OPEN : RANGE_CLOSED, op_span);
        }
        bool right = op.cls == OC_ASSIGN || op.cls == OC_ASSIGN_OP;
        uint32_t saved = p->restrictions;
        p->restrictions = rhs_res;
        Expr *rhs = parse_assoc_with(p, op.prec + (right ? 0 : 1), NULL, NULL);
        p->restrictions = saved;
        Span sp = span_to(lhs->span, rhs->span);
        Expr *e;
        if (op.cls == OC_ASSIGN) {
            ban_chain_lets(p, lhs, (Span){0, 0});
            e = px_new(p, EXPR_ASSIGN, sp);
            e->assign.lhs = lhs;
            e->assign.rhs = rhs;
        } else {
            if (op.cls == OC_ASSIGN_OP) ban_chain_lets(p, lhs, (Span){0, 0});
            if (op.cls == OC_BIN && op.bin == BINOP_OR) {
                ban_chain_lets(p, lhs, op_span);
                ban_chain_lets(p, rhs, op_span);
            }
            e = px_new(p, op.cls == OC_ASSIGN_OP ? EXPR_ASSIGN_OP : EXPR_BINARY, sp);
            e->binary.op = op.bin;
            e->binary.lhs = lhs;
            e->binary.rhs = rhs;
            e->binary.op_span = op_span;
        }
        lhs = e;
        if (px_failed(p, mark)) return lhs;
    }
    return lhs;
}

/* ------------------------------------------------------------------ */
/* Prefix operators                                                    */
/* ------------------------------------------------------------------ */

static Expr *parse_dot_or_call(Parser *p, AttrList attrs);

/* The operand of a prefix operator: `let` is not allowed in it. */
static Expr *parse_operand(Parser *p) {
    uint32_t saved = p->restrictions;
    p->restrictions &= ~(uint32_t)R_LET_MASK;
    Expr *e = parse_prefix(p, NULL);
    p->restrictions = saved;
    return e;
}

static Expr *mk_unary(Parser *p, Span lo, UnOp op, Expr *operand) {
    Expr *e = px_new(p, EXPR_UNARY, span_to(lo, operand->span));
    e->unary.op = op;
    e->unary.operand = operand;
    return e;
}

/* `&x`, `&mut x`, `&raw const x`, `&raw mut x` (`&&x` is two borrows). */
static Expr *parse_borrow(Parser *p, Span lo) {
    p_eat_split(p, TK_AND);
    Span lt_span = {0, 0};
    if (p_kind(p) == TK_LIFETIME && p_look(p, 1)->kind != TK_COLON) {
        lt_span = p->tok.span;
        p_bump(p);
    }
    BorrowKind kind = BORROW_REF;
    Mutability mutbl = MUT_NOT;
    const Token *n = p_look(p, 1);
    if (px_is_weak_kw(&p->tok, SYM_raw) && (p_is_kw(n, SYM_const) || p_is_kw(n, SYM_mut))) {
        p_bump(p);
        kind = BORROW_RAW;
        mutbl = p_is_kw(&p->tok, SYM_mut) ? MUT_MUT : MUT_NOT;
        p_bump(p);
    } else if (p_eat_kw(p, SYM_mut)) {
        mutbl = MUT_MUT;
    }
    Expr *operand = parse_operand(p);
    Expr *e = px_new(p, EXPR_ADDR_OF, span_to(lo, operand->span));
    e->addr_of.kind = kind;
    e->addr_of.mutbl = mutbl;
    e->addr_of.expr = operand;
    if (!span_is_dummy(lt_span)) {
        Diag *d = diag_error(p->ps->dc, DC_NONE, e->span, "borrow expressions cannot be annotated with lifetimes");
        diag_label(d, lt_span, false, "annotated with lifetime here");
        diag_label(d, lt_span, false, "help: remove the lifetime annotation");
        px_emit_recoverable(p, d);
    }
    return e;
}

/* `not x` written for `!x`: the token after `not` must be one that could
 * not continue an expression after an identifier. */
static bool is_mistaken_not(const Parser *p) {
    if (p->tok.kind != TK_IDENT || (p->tok.flags & TF_RAW) || strcmp(sym_str(p->tok.sym), "not") != 0) return false;
    const Token *n = p_look(p, 1);
    if (n->kind == TK_IDENT) return ident_can_begin_expr(p, n);
    return px_is_lit(n) || n->kind == TK_POUND;
}

/* Prefix operators, then postfix ones (rustc's parse_prefix_expr). Outer
 * attributes are parsed here unless the caller already did. */
static Expr *parse_prefix(Parser *p, AttrList *attrs_in) {
    if (!p_enter(p)) return px_err(p, p->tok.span);
    AttrList attrs = {0};
    if (attrs_in) attrs = *attrs_in;
    else parse_outer_attrs(p, &attrs);
    Span lo = p->tok.span;
    Expr *e = NULL;
    switch (p_kind(p)) {
    case TK_NOT:
        p_bump(p);
        e = mk_unary(p, lo, UNOP_NOT, parse_operand(p));
        break;
    case TK_TILDE: {
        Diag *d = diag_error(p->ps->dc, DC_NONE, lo, "`~` cannot be used as a unary operator");
        diag_label(d, lo, true, "help: use `!` to perform bitwise not");
        px_emit_recoverable(p, d);
        p_bump(p);
        e = mk_unary(p, lo, UNOP_NOT, parse_operand(p));
        break;
    }
    case TK_MINUS:
        p_bump(p);
        e = mk_unary(p, lo, UNOP_NEG, parse_operand(p));
        break;
    case TK_STAR:
        p_bump(p);
        e = mk_unary(p, lo, UNOP_DEREF, parse_operand(p));
        break;
    case TK_AND: case TK_ANDAND:
        e = parse_borrow(p, lo);
        break;
    case TK_PLUS:
        if (p_look(p, 1)->kind == TK_PLUS) {
            /* `++x`: rustc parses the operand, then reports. */
            Span op = span_new(lo.lo, p_look(p, 1)->span.hi);
            p_bump(p);
            p_bump(p);
            uint32_t mark = px_mark(p);
            e = parse_dot_or_call(p, (AttrList){0});
            if (!px_failed(p, mark)) {
                Diag *d = p_error(p, op, "Rust has no prefix increment operator");
                if (d) {
                    diag_label(d, op, true, "not a valid prefix operator");
                    diag_help(d, "use `+= 1` instead");
                }
                p_emit(p, d);
                p->had_error = true;
            }
            p_leave(p);
            return e;
        }
        if (p_look(p, 1)->kind == TK_LIT_INT || p_look(p, 1)->kind == TK_LIT_FLOAT) {
            Diag *d = diag_error(p->ps->dc, DC_NONE, lo, "leading `+` is not supported");
            diag_label(d, lo, true, "unexpected `+`");
            diag_help(d, "try removing the `+`");
            px_emit_recoverable(p, d);
            p_bump(p);
            e = parse_prefix(p, NULL);
            p_leave(p);
            return e;
        }
        break;
    case TK_IDENT:
        if (p_is_kw(&p->tok, SYM_box)) {
            p_bump(p);
            Expr *inner = parse_operand(p);
            e = px_new(p, EXPR_BOX, span_to(lo, inner->span));
            e->inner = inner;
        } else if (is_mistaken_not(p)) {
            char buf[300];
            const Token *n = p_look(p, 1);
            Diag *d = diag_error(p->ps->dc, DC_NONE, n->span, "unexpected %s after identifier",
                                 px_descr(n, buf, sizeof buf));
            diag_label(d, span_new(lo.lo, n->span.lo), false, "help: use `!` to perform logical negation");
            px_emit_recoverable(p, d);
            p_bump(p);
            e = mk_unary(p, lo, UNOP_NOT, parse_operand(p));
        }
        break;
    default:
        break;
    }
    if (e) {
        e->attrs = px_attrs_concat(p, attrs, e->attrs);
    } else {
        e = parse_dot_or_call(p, attrs);
    }
    p_leave(p);
    return e;
}

static Expr *parse_dot_or_call(Parser *p, AttrList attrs) {
    uint32_t mark = px_mark(p);
    Expr *base = px_bottom(p);
    if (px_failed(p, mark)) {
        base->attrs = px_attrs_concat(p, attrs, base->attrs);
        return base;
    }
    return px_continue_postfix(p, base, base->span, &attrs);
}

Expr *px_continue_binary(Parser *p, Expr *lhs) { return parse_assoc_with(p, 0, lhs, NULL); }

/* ------------------------------------------------------------------ */
/* Entry points                                                        */
/* ------------------------------------------------------------------ */

Expr *px_expr_with_attrs(Parser *p, uint32_t restrictions, AttrList *attrs) {
    uint32_t saved = p->restrictions;
    p->restrictions = restrictions;
    Expr *e = parse_assoc_with(p, 0, NULL, attrs);
    p->restrictions = saved;
    return e;
}

Expr *parse_expr_res(Parser *p, uint32_t restrictions) { return px_expr_with_attrs(p, restrictions, NULL); }

Expr *parse_expr(Parser *p) { return parse_expr_res(p, 0); }

Expr *parse_anon_const(Parser *p) { return parse_expr(p); }

/* The `let` scrutinee binds tighter than `&&` (rustc's
 * prec_let_scrutinee_needs_par). */
Expr *px_let(Parser *p) {
    Span lo = p->prev.span;
    bool allowed = (p->restrictions & R_LET_MASK) != 0;
    uint32_t mark = px_mark(p);
    Pat *pat = px_pat_top(p, NULL);
    Expr *scrut;
    if (px_failed(p, mark) || !p_expect(p, TK_EQ)) {
        scrut = px_err(p, p->tok.span);
    } else {
        uint32_t saved = p->restrictions;
        p->restrictions = (saved | R_NO_STRUCT_LITERAL) & ~(uint32_t)R_LET_MASK;
        scrut = parse_assoc_with(p, binop_prec(BINOP_AND) + 1, NULL, NULL);
        p->restrictions = saved;
    }
    Expr *e = px_new(p, EXPR_LET, span_to(lo, scrut->span));
    e->let.pat = pat;
    e->let.scrutinee = scrut;
    if (!allowed) ban_let(p, e, (Span){0, 0});
    return e;
}
