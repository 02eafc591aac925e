/* cursor.c — the parser's token cursor: looking ahead, consuming tokens,
 * splitting glued punctuation, recording what was expected for rustc-style
 * "expected one of ..." errors, and skipping token trees for recovery. */
#include "parser.h"

/* ---- setup ---- */

void parser_init(Parser *p, ParseSess *ps, const Token *toks, uint32_t n) {
    memset(p, 0, sizeof *p);
    rcc_assert(n > 0 && toks[n - 1].kind == TK_EOF);
    p->ps = ps;
    p->toks = toks;
    p->ntoks = n;
    p->last_error_pos = UINT32_MAX;
    /* Match delimiters with a stack. The lexer balanced them, so every
     * opener has a closer; an unmatched one (only possible in a token slice
     * built by hand) matches the EOF position. */
    p->match = xmalloc(sizeof(uint32_t) * n);
    VecU32 stack = {0};
    for (uint32_t i = 0; i < n; i++) {
        p->match[i] = UINT32_MAX;
        switch (toks[i].kind) {
        case TK_LPAREN: case TK_LBRACKET: case TK_LBRACE: case TK_OPEN_INVIS:
            vec_push(&stack, i);
            break;
        case TK_RPAREN: case TK_RBRACKET: case TK_RBRACE: case TK_CLOSE_INVIS:
            if (stack.len) {
                uint32_t o = vec_pop(&stack);
                p->match[o] = i;
                p->match[i] = o;
            }
            break;
        default:
            break;
        }
    }
    while (stack.len) p->match[vec_pop(&stack)] = n - 1;
    vec_free(&stack);
    p->tok = toks[0];
    p->prev = (Token){.kind = TK_EOF, .span = {toks[0].span.lo, toks[0].span.lo}};
}

void parser_free(Parser *p) {
    free(p->match);
    p->match = NULL;
}

/* ---- looking and moving ---- */

const Token *p_look(const Parser *p, uint32_t n) {
    if (n == 0) return &p->tok;
    uint32_t i = p->pos + n;
    return i < p->ntoks ? &p->toks[i] : &p->toks[p->ntoks - 1];
}

void p_bump(Parser *p) {
    p->prev = p->tok;
    if (p->pos + 1 < p->ntoks) p->pos++;
    p->tok = p->toks[p->pos];
    /* rustc gives EOF the span of the token before it, so that errors at
     * the end of the input point at the last token. */
    if (p->tok.kind == TK_EOF) p->tok.span = p->prev.span;
    p_clear_expected(p);
}

static void add_expected(Parser *p, const char *text) {
    /* This runs on every token test, so it compares pointers only: the
     * texts are cached per token kind and keyword, and literal strings
     * are merged by the linker. p_unexpected removes any duplicates that
     * remain. */
    for (uint32_t i = 0; i < p->nexpected; i++)
        if (p->expected[i].text == text) return;
    if (p->nexpected < PARSER_MAX_EXPECTED) p->expected[p->nexpected++] = (Expected){text};
}

void p_expected(Parser *p, const char *text) { add_expected(p, text); }

/* "`::`" for each token kind, built once. */
static const char *quoted_kind(TokenKind k) {
    static char *cache[TK__COUNT];
    if (!cache[k]) {
        if (k <= TK_DOC_COMMENT && k != TK_EOF) cache[k] = xstrdup(tok_kind_str(k));
        else cache[k] = xasprintf("`%s`", tok_kind_str(k));
    }
    return cache[k];
}

_Static_assert(TK__COUNT <= 128, "token kinds fit the expectation bit set");

static inline void expect_kind(Parser *p, TokenKind k) { p->exp_kinds[k >> 6] |= 1ull << (k & 63); }

bool p_check(Parser *p, TokenKind k) {
    expect_kind(p, k);
    return p->tok.kind == k;
}

bool p_eat(Parser *p, TokenKind k) {
    if (!p_check(p, k)) return false;
    p_bump(p);
    return true;
}

bool p_is_kw(const Token *t, Symbol kw) { return tok_is_kw(t, kw); }

static const char *quoted_sym(Symbol s) {
    /* Keyword expectations are few: keep one quoted string per symbol,
     * in an array for the pre-interned keywords (the common case). */
    static const char *predefined[SYM__PREDEFINED_COUNT];
    if (s < SYM__PREDEFINED_COUNT) {
        if (!predefined[s]) predefined[s] = xasprintf("`%s`", sym_str(s));
        return predefined[s];
    }
    static HashMap cache;
    uint64_t v;
    if (hmap_get(&cache, s, &v)) return (const char *)(uintptr_t)v;
    char *q = xasprintf("`%s`", sym_str(s));
    hmap_put(&cache, s, (uint64_t)(uintptr_t)q);
    return q;
}

bool p_check_kw(Parser *p, Symbol kw) {
    if (kw < 128) p->exp_kws[kw >> 6] |= 1ull << (kw & 63);
    else add_expected(p, quoted_sym(kw));
    return tok_is_kw(&p->tok, kw);
}

bool p_eat_kw(Parser *p, Symbol kw) {
    if (!p_check_kw(p, kw)) return false;
    p_bump(p);
    return true;
}

bool p_is_ident(const Parser *p, const Token *t) {
    if (t->kind != TK_IDENT) return false;
    if (t->flags & TF_RAW) return true;
    /* `$crate` (macro output) is a reserved identifier, as `_` is. */
    return !sym_is_keyword(t->sym, p->ps->edition) && t->sym != SYM_underscore && t->sym != SYM_dollar_crate;
}

bool p_check_ident(Parser *p) {
    add_expected(p, "identifier");
    return p_is_ident(p, &p->tok);
}

bool p_check_lifetime(Parser *p) {
    add_expected(p, "lifetime");
    return p->tok.kind == TK_LIFETIME;
}

/* What is left of glued token `glued` after taking its first part `first`. */
static TokenKind split_rest(TokenKind glued, TokenKind first) {
    switch (glued) {
    case TK_SHR: return first == TK_GT ? TK_GT : TK__COUNT;
    case TK_GE: return first == TK_GT ? TK_EQ : TK__COUNT;
    case TK_SHREQ: return first == TK_GT ? TK_GE : TK__COUNT;
    case TK_ANDAND: return first == TK_AND ? TK_AND : TK__COUNT;
    case TK_ANDEQ: return first == TK_AND ? TK_EQ : TK__COUNT;
    case TK_OROR: return first == TK_OR ? TK_OR : TK__COUNT;
    case TK_OREQ: return first == TK_OR ? TK_EQ : TK__COUNT;
    case TK_SHL: return first == TK_LT ? TK_LT : TK__COUNT;
    case TK_LE: return first == TK_LT ? TK_EQ : TK__COUNT;
    case TK_SHLEQ: return first == TK_LT ? TK_LE : TK__COUNT;
    case TK_LARROW: return first == TK_LT ? TK_MINUS : TK__COUNT;
    case TK_DOTDOTEQ: return first == TK_DOTDOT ? TK_EQ : TK__COUNT;
    case TK_DOTDOTDOT: return first == TK_DOTDOT ? TK_DOT : first == TK_DOT ? TK_DOTDOT : TK__COUNT;
    case TK_DOTDOT: return first == TK_DOT ? TK_DOT : TK__COUNT;
    case TK_PATHSEP: return first == TK_COLON ? TK_COLON : TK__COUNT;
    case TK_EQEQ: return first == TK_EQ ? TK_EQ : TK__COUNT;
    case TK_FATARROW: return first == TK_EQ ? TK_GT : TK__COUNT;
    case TK_MINUSEQ: return first == TK_MINUS ? TK_EQ : TK__COUNT;
    case TK_RARROW: return first == TK_MINUS ? TK_GT : TK__COUNT;
    case TK_PLUSEQ: return first == TK_PLUS ? TK_EQ : TK__COUNT;
    case TK_STAREQ: return first == TK_STAR ? TK_EQ : TK__COUNT;
    case TK_NE: return first == TK_NOT ? TK_EQ : TK__COUNT;
    default: return TK__COUNT;
    }
}

bool p_check_split(Parser *p, TokenKind k) {
    expect_kind(p, k);
    return p->tok.kind == k || split_rest((TokenKind)p->tok.kind, k) != TK__COUNT;
}

bool p_eat_split(Parser *p, TokenKind k) {
    if (!p_check_split(p, k)) return false;
    if (p->tok.kind == k) {
        p_bump(p);
        return true;
    }
    /* Take the first part; the rest stays the current token, one byte (or
     * two for `..`) further on. */
    TokenKind rest = split_rest((TokenKind)p->tok.kind, k);
    uint32_t first_len = (uint32_t)strlen(tok_kind_str(k));
    Token first = p->tok;
    first.kind = (uint8_t)k;
    first.flags |= TF_JOINT;
    first.span.hi = first.span.lo + first_len;
    p->prev = first;
    p->tok.kind = (uint8_t)rest;
    p->tok.span.lo += first_len;
    p_clear_expected(p);
    return true;
}

/* ---- token descriptions ---- */

const char *p_token_text(const Token *t, char *buf, size_t size) { return tok_text(t, buf, size); }

const char *p_token_descr(const Token *t, char *buf, size_t size) {
    char text[256];
    p_token_text(t, text, sizeof text);
    if (t->kind == TK_IDENT && !(t->flags & TF_RAW)) {
        if (t->sym == SYM_underscore || t->sym == SYM_dollar_crate) {
            snprintf(buf, size, "reserved identifier `%s`", text);
            return buf;
        }
        /* rustc calls every keyword of any edition a keyword here, except
         * that edition-2018 keywords in 2015 are plain identifiers; the
         * caller passes no edition, so use the strictest list. */
        if (sym_is_keyword(t->sym, ED_2015) || t->sym == SYM_async || t->sym == SYM_await ||
            t->sym == SYM_dyn || t->sym == SYM_try) {
            if (sym_is_keyword(t->sym, ED_2024)) {
                /* rustc's unused keywords (abstract..yield, try) are
                 * "reserved keyword"s. */
                bool reserved = (t->sym >= SYM_abstract && t->sym <= SYM_yield) || t->sym == SYM_try;
                snprintf(buf, size, "%skeyword `%s`", reserved ? "reserved " : "", text);
                return buf;
            }
        }
    }
    if (t->kind == TK_DOC_COMMENT) {
        snprintf(buf, size, "doc comment `%s`", text);
        return buf;
    }
    snprintf(buf, size, "`%s`", text);
    return buf;
}

/* ---- errors ---- */

Diag *p_error(Parser *p, Span span, const char *fmt, ...) {
    p->had_error = true;
    if (p->last_error_pos == p->pos) return NULL;
    p->last_error_pos = p->pos;
    va_list ap;
    va_start(ap, fmt);
    char *msg = xvasprintf(fmt, ap);
    va_end(ap);
    Diag *d = diag_error(p->ps->dc, DC_NONE, span, "%s", msg);
    free(msg);
    if (p->frag_name && !span_is_dummy(p->frag_decl))
        diag_label(d, p->frag_decl, false, "while parsing argument for this `%s` macro fragment", p->frag_name);
    return d;
}

void p_emit(Parser *p, Diag *d) {
    (void)p;
    if (d) diag_emit(d);
}

static int cmp_expected(const void *a, const void *b) {
    return strcmp(((const Expected *)a)->text, ((const Expected *)b)->text);
}

Diag *p_unexpected_diag(Parser *p) {
    char found[300];
    p_cur_descr(p, found, sizeof found);
    /* rustc lists the expected tokens sorted, with "or" before the last. */
    Expected exp[PARSER_MAX_EXPECTED];
    uint32_t n = 0;
    /* Like rustc, leave out the found token itself (`=` in "expected one
     * of `,` or `>`, found `=`") and a keyword that is the found word. */
    for (uint32_t k = 0; k < 128; k++)
        if ((p->exp_kinds[k >> 6] >> (k & 63) & 1) && n < PARSER_MAX_EXPECTED &&
            !(k >= TK_LPAREN && k == p->tok.kind))
            exp[n++] = (Expected){quoted_kind((TokenKind)k)};
    for (uint32_t k = 0; k < 128; k++)
        if ((p->exp_kws[k >> 6] >> (k & 63) & 1) && n < PARSER_MAX_EXPECTED &&
            !(p->tok.kind == TK_IDENT && p->tok.sym == k))
            exp[n++] = (Expected){quoted_sym(k)};
    for (uint32_t i = 0; i < p->nexpected && n < PARSER_MAX_EXPECTED; i++) exp[n++] = p->expected[i];
    qsort(exp, n, sizeof *exp, cmp_expected);
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++)
        if (m == 0 || strcmp(exp[m - 1].text, exp[i].text) != 0) exp[m++] = exp[i];
    n = m;
    StrBuf list = {0};
    for (uint32_t i = 0; i < n; i++) {
        if (i > 0) sb_puts(&list, n == 2 ? " or " : i + 1 == n ? ", or " : ", ");
        sb_puts(&list, exp[i].text);
    }
    Span here = p->tok.span;
    Diag *d;
    if (n == 0)
        d = p_error(p, here, "unexpected token: %s", found);
    else if (n == 1)
        d = p_error(p, here, "expected %s, found %s", sb_cstr(&list), found);
    else
        d = p_error(p, here, "expected one of %s, found %s", sb_cstr(&list), found);
    if (d) {
        char label[600];
        if (n == 1) snprintf(label, sizeof label, "expected %s", sb_cstr(&list));
        else if (n > 6) snprintf(label, sizeof label, "expected one of %u possible tokens", n);
        else if (n > 1) snprintf(label, sizeof label, "expected one of %s", sb_cstr(&list));
        else snprintf(label, sizeof label, "unexpected token after this");
        /* rustc puts the label just after the previous token (on it, at
         * EOF, whose span is the previous token's); when that is on an
         * earlier line it also marks the current token "unexpected token". */
        bool at_eof = p->tok.kind == TK_EOF;
        Span sp = n == 0 || at_eof ? p->prev.span : span_new(p->prev.span.hi, p->prev.span.hi);
        SourceLoc a = sm_lookup(p->ps->sm, sp.lo);
        SourceLoc b = sm_lookup(p->ps->sm, here.hi);
        bool other_line = p->prev.kind != TK_EOF && a.file && a.file == b.file && a.line != b.line;
        if (p->prev.kind == TK_EOF && p->pos == 0) other_line = false;
        if (other_line) {
            /* The error stays at the current token (rustc's primary span). */
            diag_label(d, sp, false, "%s", label);
            diag_label(d, here, true, "unexpected token");
        } else {
            diag_label(d, here, true, "%s", label);
        }
    }
    sb_free(&list);
    return d;
}

void p_unexpected(Parser *p) { p_emit(p, p_unexpected_diag(p)); }

bool p_expect(Parser *p, TokenKind k) {
    if (p_eat(p, k)) return true;
    p_unexpected(p);
    return false;
}

bool p_expect_kw(Parser *p, Symbol kw) {
    if (p_eat_kw(p, kw)) return true;
    p_unexpected(p);
    return false;
}

Ident p_expect_ident(Parser *p) {
    if (p_check_ident(p)) {
        Ident id = p_ident_of(&p->tok);
        p_bump(p);
        return id;
    }
    p_unexpected(p);
    return (Ident){0, 0, p->tok.span};
}

/* ---- recovery ---- */

bool p_at_close(const Parser *p) {
    TokenKind k = (TokenKind)p->tok.kind;
    return k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE || k == TK_CLOSE_INVIS || k == TK_EOF;
}

void p_skip_tree(Parser *p) {
    TokenKind k = (TokenKind)p->tok.kind;
    if ((k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE || k == TK_OPEN_INVIS) && p->match[p->pos] != UINT32_MAX &&
        p->tok.span.lo == p->toks[p->pos].span.lo) {
        uint32_t close = p->match[p->pos];
        p->pos = close;
        p->tok = p->toks[close];
        p_bump(p);
        return;
    }
    if (k != TK_EOF) p_bump(p);
}

void p_recover_until(Parser *p, const TokenKind *stop) {
    for (;;) {
        if (p_at_close(p)) return;
        for (const TokenKind *s = stop; *s != TK__COUNT; s++)
            if (p->tok.kind == *s) return;
        p_skip_tree(p);
    }
}

/* ---- invisible groups ---- */

InvisGroup p_enter_invis(Parser *p) {
    InvisGroup g = {p->pos, p->ps->dc->nerrors};
    p_bump(p);
    return g;
}

bool p_leave_invis(Parser *p, InvisGroup g) {
    uint32_t close = p->match[g.open];
    if (p->tok.kind == TK_CLOSE_INVIS && p->pos == close) {
        p_bump(p);
        return true;
    }
    /* Something of the fragment was left: report it, unless the content
     * already failed to parse, and skip to the closer. */
    if (p->ps->dc->nerrors == g.nerrors) p_unexpected(p);
    p->had_error = true;
    if (close != UINT32_MAX && close > p->pos && close < p->ntoks) {
        p->pos = close;
        p->tok = p->toks[close];
        p_bump(p);
    }
    return false;
}

const char *p_cur_descr(const Parser *p, char *buf, size_t size) {
    uint32_t close = p->tok.kind == TK_OPEN_INVIS ? p->match[p->pos] : UINT32_MAX;
    if (close == UINT32_MAX || close <= p->pos || close >= p->ntoks) return p_token_descr(&p->tok, buf, size);
    StrBuf sb = {0};
    char text[256];
    bool joint = true;
    for (uint32_t i = p->pos + 1; i < close; i++) {
        const Token *t = &p->toks[i];
        if (t->kind == TK_OPEN_INVIS || t->kind == TK_CLOSE_INVIS) continue;
        if (!joint) sb_putc(&sb, ' ');
        sb_puts(&sb, p_token_text(t, text, sizeof text));
        joint = t->flags & TF_JOINT;
    }
    snprintf(buf, size, "`%s`", sb.data ? sb_cstr(&sb) : "");
    sb_free(&sb);
    return buf;
}

const Token *p_look_past_tree(const Parser *p) {
    TokenKind k = (TokenKind)p->tok.kind;
    uint32_t i = p->pos + 1;
    if (tok_is_open_delim(k) && p->match[p->pos] != UINT32_MAX && p->tok.span.lo == p->toks[p->pos].span.lo)
        i = p->match[p->pos] + 1;
    return i < p->ntoks ? &p->toks[i] : &p->toks[p->ntoks - 1];
}

bool p_enter(Parser *p) {
    if (++p->depth > PARSER_MAX_DEPTH) {
        if (p->depth == PARSER_MAX_DEPTH + 1) {
            Diag *d = p_error(p, p->tok.span, "the source is nested too deeply to parse");
            if (d) diag_note(d, "rcc's parser allows %d levels of nesting", PARSER_MAX_DEPTH);
            p_emit(p, d);
        }
        p->depth--;
        p->had_error = true;
        return false;
    }
    return true;
}

TokenSlice p_delimited_tokens(Parser *p, Delim *delim) {
    TokenKind k = (TokenKind)p->tok.kind;
    rcc_assert(k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE);
    if (delim) *delim = k == TK_LPAREN ? DELIM_PAREN : k == TK_LBRACKET ? DELIM_BRACKET : DELIM_BRACE;
    uint32_t open = p->pos;
    uint32_t close = p->match[open];
    TokenSlice ts = {p->toks + open + 1, close - open - 1};
    p->pos = close;
    p->tok = p->toks[close];
    if (p->tok.kind == TK_EOF) return ts; /* unbalanced slice: stop at EOF */
    p_bump(p);
    return ts;
}

Span p_span_from_mixed(const Parser *p, Span lo) {
    Span whole = span_new(lo.lo, p->prev.span.hi > lo.lo ? p->prev.span.hi : lo.hi);
    const SourceMap *sm = p->ps->sm;
    if (!sm || span_is_dummy(lo) || span_is_dummy(p->prev.span)) return whole;
    return sm_same_file(sm, lo.lo, p->prev.span.lo) ? whole : p->prev.span;
}
