/* meta.c — meta items: the structured form of attribute arguments.
 *
 * Takes an attribute as the parser left it (its path, and the tokens of
 * its arguments or the expression after `=`); gives a MetaItem. Also
 * parses the arguments of #[cfg_attr]. The grammar (rustc's, RFC 1559):
 *
 *   meta_item       = path ( `=` unsuffixed_lit | `(` meta_seq `)` )?
 *   meta_seq        = ( meta_item_inner ( `,` meta_item_inner )* `,`? )?
 *   meta_item_inner = unsuffixed_lit | meta_item
 *   cfg_attr_args   = meta_item `,` ( attr_item ( `,` attr_item )* `,`? )?
 *   attr_item       = path ( delimited token tree | `=` expr )?
 *
 * The grammar is tiny, so it gets its own recursive-descent parser over
 * the attribute's token slice (the parser proper is not involved). What
 * makes it more than a few lines is fidelity to rustc's messages: rustc
 * parses these with its general parser, so its errors list the tokens it
 * tried at the failing position ("expected one of `(`, `,`, `::`, or `=`,
 * found `b`"). This parser records the same expected-token sets, throws
 * away errors where rustc cancels them (a failed meta item inside a list
 * becomes "expected unsuffixed literal or identifier, found ..."), and
 * reports at once the errors rustc recovers from (a keyword used as a
 * name, a missing `,` between list elements).
 */
#include "expand_priv.h"

/* ------------------------------------------------------------------ */
/* Token texts for messages                                            */
/* ------------------------------------------------------------------ */

const char *ex_token_text(const Token *t, char *buf, size_t size) { return tok_text(t, buf, size); }

/* rustc's keyword classes (rustc_span's is_special / is_used_keyword /
 * is_unused_keyword), which decide how a name token is described. */
static bool sym_is_special(Symbol s) {
    return s == SYM_underscore || s == SYM_dollar_crate || s == SYM_PathRoot;
}
static bool sym_is_used_keyword(Symbol s, Edition ed) {
    if (s >= SYM_as && s <= SYM_while) return true;
    return ed >= ED_2018 && (s == SYM_async || s == SYM_await || s == SYM_dyn);
}
static bool sym_is_unused_keyword(Symbol s, Edition ed) {
    if (s >= SYM_abstract && s <= SYM_yield) return true;
    return (ed >= ED_2018 && s == SYM_try) || (ed >= ED_2024 && s == SYM_gen);
}
static bool sym_is_reserved(Symbol s, Edition ed) {
    return sym_is_special(s) || sym_is_used_keyword(s, ed) || sym_is_unused_keyword(s, ed);
}
/* `self`, `super`, `Self`, `crate`, `$crate`, `{{root}}`: names that may
 * start or form a path although they are keywords. */
static bool sym_is_path_segment_keyword(Symbol s) {
    return s == SYM_self || s == SYM_super || s == SYM_Self || s == SYM_crate || s == SYM_dollar_crate ||
           s == SYM_PathRoot;
}

/* rustc's token_descr_opt: the class word before a token in messages. */
static const char *token_descr_prefix(const Token *t, Edition ed) {
    if (t->kind == TK_DOC_COMMENT) return "doc comment";
    if (t->kind != TK_IDENT || (t->flags & TF_RAW)) return NULL;
    if (sym_is_special(t->sym)) return "reserved identifier";
    if (sym_is_used_keyword(t->sym, ed)) return "keyword";
    if (sym_is_unused_keyword(t->sym, ed)) return "reserved keyword";
    return NULL;
}

const char *ex_token_descr(const Token *t, Edition ed, char *buf, size_t size) {
    char text[256];
    ex_token_text(t, text, sizeof text);
    const char *prefix = token_descr_prefix(t, ed);
    if (prefix) snprintf(buf, size, "%s `%s`", prefix, text);
    else snprintf(buf, size, "`%s`", text);
    return buf;
}

/* ------------------------------------------------------------------ */
/* The meta-item parser                                                */
/* ------------------------------------------------------------------ */

/* The tokens this grammar ever "expects", in the order rustc prints
 * them (sorted by their text). */
typedef enum ExpTok { EXP_LPAREN, EXP_RPAREN, EXP_COMMA, EXP_PATHSEP, EXP_EQ, EXP_LBRACKET, EXP_LBRACE, EXP__COUNT } ExpTok;
static const struct {
    TokenKind kind;
    const char *text;
} exp_toks[EXP__COUNT] = {
    {TK_LPAREN, "`(`"}, {TK_RPAREN, "`)`"}, {TK_COMMA, "`,`"}, {TK_PATHSEP, "`::`"},
    {TK_EQ, "`=`"}, {TK_LBRACKET, "`[`"}, {TK_LBRACE, "`{`"},
};

typedef struct MetaParser {
    ParseSess *ps;
    const Token *toks;    /* the attribute's argument tokens */
    uint32_t n;
    uint32_t pos;
    uint32_t expected;    /* ExpTok bits tried at this position */
    Token eof;            /* what lies past the end (see mp_init) */
    Diag *err;            /* the error that stopped the parse, not emitted yet */
    const char *what;     /* what is parsed, for "end of `cfg_attr` input" */
    Span last_unexpected; /* where the last "expected one of" error was */
    bool has_last_unexpected;
} MetaParser;

/* Past the last token the parser sees EOF. rustc gives that EOF the span
 * of the token before it, so "found `<eof>`" points at the last token. */
static void mp_init(MetaParser *m, ParseSess *ps, TokenSlice ts, Span fallback, const char *what) {
    memset(m, 0, sizeof *m);
    m->ps = ps;
    m->what = what;
    m->toks = ts.data;
    m->n = ts.len;
    /* Fragments substituted by macro_rules arrive in invisible groups
     * (`#[cfg(x = $lit)]` with `$lit:literal`, `#[$m]` with `$m:meta`):
     * inside a meta item they group nothing, so they are dropped. */
    for (uint32_t i = 0; i < ts.len; i++) {
        if (ts.data[i].kind != TK_OPEN_INVIS && ts.data[i].kind != TK_CLOSE_INVIS) continue;
        Token *flat = ARENA_ARRAY(ps->arena, Token, ts.len);
        uint32_t n = 0;
        for (uint32_t j = 0; j < ts.len; j++)
            if (ts.data[j].kind != TK_OPEN_INVIS && ts.data[j].kind != TK_CLOSE_INVIS) flat[n++] = ts.data[j];
        m->toks = flat;
        m->n = n;
        break;
    }
    m->eof.kind = TK_EOF;
    m->eof.span = m->n ? m->toks[m->n - 1].span : fallback;
}

static const Token *mp_tok(const MetaParser *m) { return m->pos < m->n ? &m->toks[m->pos] : &m->eof; }
static const Token *mp_look(const MetaParser *m, uint32_t k) {
    return m->pos + k < m->n ? &m->toks[m->pos + k] : &m->eof;
}
static const Token *mp_prev(const MetaParser *m) { return m->pos > 0 ? &m->toks[m->pos - 1] : &m->eof; }
static TokenKind mp_kind(const MetaParser *m) { return (TokenKind)mp_tok(m)->kind; }
/* From `lo` to the end of the previous token. */
static Span mp_span_from(const MetaParser *m, Span lo) {
    uint32_t hi = mp_prev(m)->span.hi;
    return span_new(lo.lo, hi > lo.lo ? hi : lo.hi);
}

static void mp_bump(MetaParser *m) {
    if (m->pos < m->n) m->pos++;
    m->expected = 0;
}
static bool mp_check(MetaParser *m, ExpTok e) {
    m->expected |= 1u << e;
    return mp_kind(m) == exp_toks[e].kind;
}
static bool mp_eat(MetaParser *m, ExpTok e) {
    if (!mp_check(m, e)) return false;
    mp_bump(m);
    return true;
}

/* Records the error that ends the parse (the first one wins). */
static bool mp_fail(MetaParser *m, Diag *d) {
    if (!m->err) m->err = d;
    else if (d) diag_cancel(d);
    return false;
}
/* rustc's `err.cancel()`: a failed alternative leaves no trace. */
static void mp_cancel(MetaParser *m) {
    if (m->err) diag_cancel(m->err);
    m->err = NULL;
}

/* "expected one of `(`, `,`, or `=`, found `x`" for the tokens tried at
 * this position, labelled as rustc labels it. Not emitted. */
static Diag *mp_unexpected_diag(MetaParser *m) {
    const Token *t = mp_tok(m);
    char found[300];
    ex_token_descr(t, m->ps->edition, found, sizeof found);
    uint32_t n = 0;
    for (int e = 0; e < EXP__COUNT; e++) n += (m->expected >> e) & 1;
    StrBuf list = {0};
    uint32_t i = 0;
    for (int e = 0; e < EXP__COUNT; e++) {
        if (!((m->expected >> e) & 1)) continue;
        if (i > 0) sb_puts(&list, n == 2 ? " or " : i + 1 == n ? ", or " : ", ");
        sb_puts(&list, exp_toks[e].text);
        i++;
    }
    Diag *d;
    if (n == 0) {
        d = diag_error(m->ps->dc, DC_NONE, t->span, "unexpected token: %s", found);
        diag_label(d, mp_prev(m)->span, false, "unexpected token after this");
    } else {
        d = diag_error(m->ps->dc, DC_NONE, t->span, "expected %s%s, found %s", n == 1 ? "" : "one of ",
                       sb_cstr(&list), found);
        /* rustc labels the spot just after the previous token; when that
         * is on another line, the current token is "unexpected token". */
        Span after = t->kind == TK_EOF ? mp_prev(m)->span : span_new(mp_prev(m)->span.hi, mp_prev(m)->span.hi);
        SourceLoc a = sm_lookup(m->ps->sm, after.lo), b = sm_lookup(m->ps->sm, t->span.hi);
        if (m->pos > 0 && a.file && a.file == b.file && a.line != b.line) {
            diag_label(d, after, false, "expected %s%s", n == 1 ? "" : "one of ", sb_cstr(&list));
            diag_label(d, t->span, true, "unexpected token");
        } else {
            diag_label(d, t->span, true, "expected %s%s", n == 1 ? "" : "one of ", sb_cstr(&list));
        }
    }
    sb_free(&list);
    return d;
}

/* A second "expected one of" error at the same token is, in rustc, a
 * fatal error that stops compilation without a message of its own; here
 * it is only dropped. */
static bool mp_fail_unexpected(MetaParser *m) {
    Span sp = mp_tok(m)->span;
    if (m->has_last_unexpected && sp.lo == m->last_unexpected.lo && sp.hi == m->last_unexpected.hi)
        return mp_fail(m, NULL);
    m->last_unexpected = sp;
    m->has_last_unexpected = true;
    return mp_fail(m, mp_unexpected_diag(m));
}

/* rustc's `expect(tok)`. When nothing else was tried at this position
 * (the previous token ended a group or a literal), rustc's message names
 * only `tok`, and the end of the input is "end of <what is parsed>",
 * pointed at just after the last token. */
static bool mp_expect(MetaParser *m, ExpTok e) {
    if (m->expected != 0) {
        if (mp_eat(m, e)) return true;
        return mp_fail_unexpected(m);
    }
    if (mp_kind(m) == exp_toks[e].kind) {
        mp_bump(m);
        return true;
    }
    const Token *t = mp_tok(m);
    char found[300];
    Span sp = t->span;
    if (t->kind == TK_EOF) {
        snprintf(found, sizeof found, "end of %s", m->what);
        sp = span_new(mp_prev(m)->span.hi, mp_prev(m)->span.hi + 1);
    } else {
        ex_token_descr(t, m->ps->edition, found, sizeof found);
    }
    Diag *d = diag_error(m->ps->dc, DC_NONE, sp, "expected %s, found %s", exp_toks[e].text, found);
    Span after = span_new(mp_prev(m)->span.hi, mp_prev(m)->span.hi);
    SourceLoc a = sm_lookup(m->ps->sm, after.lo), b = sm_lookup(m->ps->sm, sp.lo);
    if (t->kind != TK_EOF && a.file && a.file == b.file && a.line != b.line) {
        diag_label(d, after, false, "expected %s", exp_toks[e].text);
        diag_label(d, sp, true, "unexpected token");
    } else {
        diag_label(d, sp, true, "expected %s", exp_toks[e].text);
    }
    return mp_fail(m, d);
}

/* rustc's expected_ident_found: "expected identifier, found ...", with
 * the `r#` suggestion for a keyword that could be a raw identifier, or
 * "remove this comma" for `, name`. */
static Diag *mp_expected_ident_diag(MetaParser *m) {
    const Token *t = mp_tok(m);
    Edition ed = m->ps->edition;
    char found[300];
    ex_token_descr(t, ed, found, sizeof found);
    Diag *d = diag_error(m->ps->dc, DC_NONE, t->span, "expected identifier, found %s", found);
    if (t->kind == TK_IDENT && !(t->flags & TF_RAW) && sym_is_reserved(t->sym, ed) &&
        t->sym != SYM_underscore && !sym_is_path_segment_keyword(t->sym)) {
        static const TokenKind follow[] = {TK_EQ, TK_COLON, TK_COMMA, TK_SEMI, TK_PATHSEP,
                                           TK_LBRACE, TK_LPAREN, TK_RBRACE, TK_RPAREN};
        TokenKind next = (TokenKind)mp_look(m, 1)->kind;
        for (size_t i = 0; i < sizeof follow / sizeof *follow; i++) {
            if (next != follow[i]) continue;
            DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MAYBE_INCORRECT,
                                                "escape `%s` to use it as an identifier", sym_str(t->sym));
            diag_sugg_part(s, span_new(t->span.lo, t->span.lo), "r#");
            break;
        }
    }
    const char *prefix = token_descr_prefix(t, ed);
    if (prefix) {
        diag_label(d, t->span, true, "expected identifier, found %s", prefix);
    } else {
        diag_label(d, t->span, true, "expected identifier");
        if (t->kind == TK_COMMA && mp_look(m, 1)->kind == TK_IDENT)
            diag_suggest(d, t->span, "", APP_MACHINE_APPLICABLE, "remove this comma");
    }
    return d;
}

/* ident: an identifier; a keyword is reported and accepted (rustc
 * recovers), anything else fails. */
static bool mp_ident(MetaParser *m, Ident *out) {
    const Token *t = mp_tok(m);
    if (t->kind != TK_IDENT) return mp_fail(m, mp_expected_ident_diag(m));
    if (!(t->flags & TF_RAW) && sym_is_reserved(t->sym, m->ps->edition)) diag_emit(mp_expected_ident_diag(m));
    *out = (Ident){t->sym, t->ctxt, t->span};
    mp_bump(m);
    return true;
}

/* path = `::`? segment ( `::` segment )*     (rustc's PathStyle::Mod: no
 * generic arguments). A segment is a name or a path keyword. */
static bool mp_path(MetaParser *m, Path *out) {
    Span lo = mp_tok(m)->span;
    VEC(PathSegment) segs = {0};
    if (mp_eat(m, EXP_PATHSEP)) {
        PathSegment root = {.ident = {SYM_PathRoot, 0, span_new(lo.lo, lo.lo)}};
        vec_push(&segs, root);
    }
    for (;;) {
        const Token *t = mp_tok(m);
        PathSegment seg = {0};
        if (t->kind == TK_IDENT && !(t->flags & TF_RAW) && sym_is_path_segment_keyword(t->sym)) {
            seg.ident = (Ident){t->sym, t->ctxt, t->span};
            mp_bump(m);
        } else if (!mp_ident(m, &seg.ident)) {
            vec_free(&segs);
            return false;
        }
        vec_push(&segs, seg);
        if (!mp_eat(m, EXP_PATHSEP)) break;
    }
    out->span = mp_span_from(m, lo);
    out->nsegs = segs.len;
    out->segs = vec_to_arena(m->ps->arena, &segs);
    vec_free(&segs);
    return true;
}

bool meta_is_lit_token(const Token *t) { return tok_is_lit(t); }

static bool is_int_suffix(Symbol s) {
    switch (s) {
    case SYM_i8: case SYM_i16: case SYM_i32: case SYM_i64: case SYM_i128: case SYM_isize:
    case SYM_u8: case SYM_u16: case SYM_u32: case SYM_u64: case SYM_u128: case SYM_usize:
        return true;
    default:
        return false;
    }
}

/* rustc's LitKind::is_suffixed: a number with a valid type suffix. (A
 * bad suffix makes an error literal, which is not "suffixed".) */
static bool lit_is_suffixed(const Token *t) {
    if (!t->suffix || (t->flags & TF_ERROR)) return false;
    bool float_suffix = t->suffix == SYM_f32 || t->suffix == SYM_f64;
    if (t->kind == TK_LIT_INT) return is_int_suffix(t->suffix) || float_suffix;
    if (t->kind == TK_LIT_FLOAT) return float_suffix;
    return false;
}

static void report_suffixed_lit(ParseSess *ps, Span sp) {
    Diag *d = diag_error(ps->dc, DC_NONE, sp, "suffixed literals are not allowed in attributes");
    diag_help(d, "instead of using a suffixed literal (`1u8`, `1.0f32`, etc.), use an unsuffixed version (`1`, "
                 "`1.0`, etc.)");
    diag_emit(d);
}

/* The checks rustc makes when it turns a literal token into a literal
 * (invalid suffixes, integers too large) belong to the parser; running
 * the one-token expression parser on the token gives exactly its
 * messages. Only tokens that can fail are checked. */
static void check_lit_token(ParseSess *ps, const Token *t) {
    if ((t->flags & TF_ERROR) || t->kind == TK_IDENT) return;
    if (!t->suffix && t->kind != TK_LIT_INT) return;
    (void)parse_expr_tokens(ps, (TokenSlice){t, 1});
}

/* lit = a literal token or `true`/`false`; rustc: "unexpected token". */
static bool mp_lit(MetaParser *m, Token *out) {
    const Token *t = mp_tok(m);
    if (!meta_is_lit_token(t)) {
        char found[300];
        ex_token_descr(t, m->ps->edition, found, sizeof found);
        return mp_fail(m, diag_error(m->ps->dc, DC_NONE, t->span, "unexpected token: %s", found));
    }
    check_lit_token(m->ps, t);
    *out = *t;
    mp_bump(m);
    return true;
}

/* unsuffixed_lit: a literal; a suffixed one is reported and accepted. */
static bool mp_unsuffixed_lit(MetaParser *m, Token *out) {
    if (!mp_lit(m, out)) return false;
    if (lit_is_suffixed(out)) report_suffixed_lit(m->ps, out->span);
    return true;
}

static bool mp_meta_item(MetaParser *m, MetaItem *out);
static bool mp_meta_item_inner(MetaParser *m, NestedMeta *out);

typedef VEC(NestedMeta) NestedMetaVec;

/* `(` meta_item_inner, ... `)`: rustc's parse_paren_comma_seq, including
 * its recovery from a missing `,` (when the next element parses, the
 * error gets a "missing `,`" suggestion and the list goes on). The
 * current token is `(`. */
static bool mp_paren_seq(MetaParser *m, NestedMetaVec *v) {
    mp_bump(m); /* ( */
    bool first = true;
    while (!mp_check(m, EXP_RPAREN)) {
        TokenKind k = mp_kind(m);
        if (tok_is_close_delim(k) || k == TK_EOF) break;
        if (first) {
            first = false;
        } else if (!mp_eat(m, EXP_COMMA)) {
            Diag *expect_err = mp_unexpected_diag(m);
            m->last_unexpected = mp_tok(m)->span;
            m->has_last_unexpected = true;
            Span sp = span_new(mp_prev(m)->span.hi, mp_prev(m)->span.hi);
            /* A similar separator (`.`, `<`, `;`) is taken for the `,`. */
            k = mp_kind(m);
            if (k == TK_DOT || k == TK_LT || k == TK_SEMI) mp_bump(m);
            NestedMeta nm;
            if (mp_meta_item_inner(m, &nm)) {
                DiagSuggestion *s = diag_suggestion(expect_err, SUGG_HIDE_CODE_INLINE, APP_MAYBE_INCORRECT,
                                                    "missing `,`");
                diag_sugg_part(s, sp, ",");
                diag_emit(expect_err);
                vec_push(v, nm);
                continue;
            }
            diag_emit(expect_err);
            mp_cancel(m);
            break;
        }
        if (mp_check(m, EXP_RPAREN)) break; /* trailing `,` */
        NestedMeta nm;
        if (!mp_meta_item_inner(m, &nm)) return false;
        vec_push(v, nm);
    }
    mp_eat(m, EXP_RPAREN);
    return true;
}

static void nested_to_list(MetaParser *m, NestedMetaVec *v, MetaItem *out) {
    out->nlist = v->len;
    out->list = vec_to_arena(m->ps->arena, v);
    vec_free(v);
}

/* meta_item = path ( `=` unsuffixed_lit | `(` meta_seq `)` )? */
static bool mp_meta_item(MetaParser *m, MetaItem *out) {
    memset(out, 0, sizeof *out);
    Span lo = mp_tok(m)->span;
    if (!mp_path(m, &out->path)) return false;
    if (mp_eat(m, EXP_EQ)) {
        out->kind = META_NAME_VALUE;
        if (!mp_unsuffixed_lit(m, &out->lit)) return false;
    } else if (mp_check(m, EXP_LPAREN)) {
        out->kind = META_LIST;
        NestedMetaVec v = {0};
        bool ok = mp_paren_seq(m, &v);
        nested_to_list(m, &v, out);
        if (!ok) return false;
    } else {
        out->kind = META_WORD;
    }
    out->span = mp_span_from(m, lo);
    return true;
}

/* meta_item_inner = unsuffixed_lit | meta_item. A meta item that fails
 * is reported as rustc does: the parser stays where it failed, and that
 * token is what was "found". */
static bool mp_meta_item_inner(MetaParser *m, NestedMeta *out) {
    memset(out, 0, sizeof *out);
    const Token *t = mp_tok(m);
    if (meta_is_lit_token(t)) {
        mp_unsuffixed_lit(m, &out->lit);
        out->is_lit = true;
        out->span = out->lit.span;
        return true;
    }
    if (mp_meta_item(m, &out->meta)) {
        out->span = out->meta.span;
        return true;
    }
    mp_cancel(m);
    char found[256];
    t = mp_tok(m);
    ex_token_text(t, found, sizeof found);
    return mp_fail(m, diag_error(m->ps->dc, DC_NONE, t->span,
                                 "expected unsuffixed literal or identifier, found `%s`", found));
}

/* meta_seq at the top of an attribute: elements until the end. */
static bool mp_meta_seq_top(MetaParser *m, NestedMetaVec *v) {
    while (mp_kind(m) != TK_EOF) {
        NestedMeta nm;
        if (!mp_meta_item_inner(m, &nm)) return false;
        vec_push(v, nm);
        if (!mp_eat(m, EXP_COMMA)) break;
    }
    return true;
}

/* rustc's parse_in: whatever was parsed must have used every token. */
static bool mp_expect_eof(MetaParser *m) {
    if (mp_kind(m) == TK_EOF) return true;
    return mp_fail_unexpected(m);
}

/* ------------------------------------------------------------------ */
/* Meta items of attributes                                            */
/* ------------------------------------------------------------------ */

/* A string literal token whose unescaped value is `text`: how a doc
 * comment reads as `doc = "text"`. */
static Token doc_lit_token(const char *text, Span span) {
    StrBuf sb = {0};
    sb_putc(&sb, '"');
    for (const char *c = text; *c; c++) {
        switch (*c) {
        case '"': sb_puts(&sb, "\\\""); break;
        case '\\': sb_puts(&sb, "\\\\"); break;
        case '\n': sb_puts(&sb, "\\n"); break;
        case '\r': sb_puts(&sb, "\\r"); break;
        case '\t': sb_puts(&sb, "\\t"); break;
        default: sb_putc(&sb, *c); break;
        }
    }
    sb_putc(&sb, '"');
    Token t = {.kind = TK_LIT_STR, .span = span};
    t.sym = sym_intern(sb.data, sb.len);
    sb_free(&sb);
    return t;
}

static Path single_path(ParseSess *ps, Symbol name, Span span) {
    Path p = {.span = span, .nsegs = 1};
    p.segs = ARENA_NEW(ps->arena, PathSegment);
    p.segs[0].ident = (Ident){name, 0, span};
    return p;
}

/* The source text of a span (for "unexpected expression: `...`"; rustc
 * pretty-prints the expression, which for what people write in
 * attributes is mostly the same text). Returns a malloc'd string. */
static char *span_snippet(const SourceMap *sm, Span sp) {
    const SourceFile *f = sm_file_at(sm, sp.lo);
    if (!f || sp.hi < sp.lo || sp.hi > f->start + f->len) return xstrdup("");
    return xstrndup(f->src + (sp.lo - f->start), sp.hi - sp.lo);
}

/* `#[name = expr]`: the expression must be an unsuffixed literal. */
static bool meta_from_eq_attr(ParseSess *ps, const Attr *a, MetaItem *out) {
    const Expr *e = a->eq_expr;
    if (!e) return false;
    if (e->kind == EXPR_LIT) {
        if (lit_is_suffixed(&e->lit)) {
            report_suffixed_lit(ps, e->lit.span);
            return false;
        }
        out->kind = META_NAME_VALUE;
        out->lit = e->lit;
        return true;
    }
    /* An error expression was reported by the parser already. */
    if (e->kind == EXPR_ERR) return false;
    char *text = span_snippet(ps->sm, e->span);
    diag_emit(diag_error(ps->dc, DC_NONE, e->span, "unexpected expression: `%s`", text));
    free(text);
    return false;
}

/* rustc's check_meta_bad_delim: `#[name[..]]` and `#[name{..}]` are meta
 * lists with the wrong delimiters (reported; parsing goes on). The
 * attribute's argument tokens sit between the two delimiters. */
static void check_bad_delim(ParseSess *ps, const Attr *a, const char *msg) {
    if (a->delim == DELIM_PAREN) return;
    /* The delimiters are the tokens just outside the slice (the parser
     * keeps the whole token array; slices point into it). */
    Span open, close;
    const Token *t = a->tokens.data;
    if (t && tok_is_open_delim((TokenKind)t[-1].kind) && tok_is_close_delim((TokenKind)t[a->tokens.len].kind)) {
        open = t[-1].span;
        close = t[a->tokens.len].span;
    } else {
        /* No token array around: the group ends just before the
         * attribute's `]`. */
        close = span_new(a->span.hi - 2, a->span.hi - 1);
        open = span_new(close.lo - 1, close.lo);
    }
    Diag *d = diag_error(ps->dc, DC_NONE, span_new(open.lo, close.hi), "%s", msg);
    DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, APP_MACHINE_APPLICABLE, "the delimiters should be `(` and `)`");
    diag_sugg_part(s, open, "(");
    diag_sugg_part(s, close, ")");
    diag_emit(d);
}

bool meta_from_attr(ParseSess *ps, const Attr *a, MetaItem *out) {
    memset(out, 0, sizeof *out);
    out->span = a->span;
    if (a->is_doc_comment) {
        out->kind = META_NAME_VALUE;
        out->path = single_path(ps, SYM_doc, a->span);
        out->lit = doc_lit_token(sym_str(a->doc_sym), a->span);
        return true;
    }
    out->path = a->path;
    switch (a->args_kind) {
    case ATTR_ARGS_EMPTY:
        out->kind = META_WORD;
        return true;
    case ATTR_ARGS_EQ:
        return meta_from_eq_attr(ps, a, out);
    case ATTR_ARGS_DELIMITED: {
        check_bad_delim(ps, a, "wrong meta list delimiters");
        out->kind = META_LIST;
        MetaParser m;
        mp_init(&m, ps, a->tokens, a->span, "meta list");
        NestedMetaVec v = {0};
        bool ok = mp_meta_seq_top(&m, &v) && mp_expect_eof(&m);
        nested_to_list(&m, &v, out);
        if (!ok && m.err) diag_emit(m.err);
        return ok;
    }
    }
    return false;
}

Symbol meta_name(const MetaItem *m) { return m->path.nsegs == 1 ? m->path.segs[0].ident.name : 0; }

/* The unescaped value of a string literal token (cooked or raw, without
 * suffix), or 0. */
Symbol ex_str_lit_value(const Token *t) {
    if ((t->kind != TK_LIT_STR && t->kind != TK_LIT_RAW_STR) || t->suffix || (t->flags & TF_ERROR)) return 0;
    size_t len;
    char *s = lex_str_value(t, &len);
    Symbol v = sym_intern(s, len);
    free(s);
    return v;
}

Symbol meta_value_str(const MetaItem *m) { return m->kind == META_NAME_VALUE ? ex_str_lit_value(&m->lit) : 0; }

Symbol meta_attr_value_str(const Attr *a) {
    if (a->is_doc_comment) return a->doc_sym;
    if (a->args_kind != ATTR_ARGS_EQ || !a->eq_expr || a->eq_expr->kind != EXPR_LIT) return 0;
    return ex_str_lit_value(&a->eq_expr->lit);
}

Symbol meta_attr_name(const Attr *a) {
    if (a->is_doc_comment || a->path.nsegs != 1) return 0;
    return a->path.segs[0].ident.name;
}

/* ------------------------------------------------------------------ */
/* #[cfg_attr(pred, attr, ...)]                                        */
/* ------------------------------------------------------------------ */

static const char CFG_ATTR_GRAMMAR[] = "#[cfg_attr(condition, attribute, other_attribute, ...)]";
static const char CFG_ATTR_NOTE[] = "for more information, visit "
                                    "<https://doc.rust-lang.org/reference/conditional-compilation.html"
                                    "#the-cfg_attr-attribute>";

/* The index of the first `,` at nesting depth 0 in toks[from..n), or n. */
static uint32_t next_top_comma(const Token *toks, uint32_t n, uint32_t from) {
    int depth = 0;
    for (uint32_t i = from; i < n; i++) {
        TokenKind k = (TokenKind)toks[i].kind;
        if (tok_is_open_delim(k)) depth++;
        else if (tok_is_close_delim(k)) depth--;
        else if (k == TK_COMMA && depth == 0) return i;
    }
    return n;
}

/* attr_item = path ( delimited token tree | `=` expr )?  A new Attr. The
 * expression after `=` runs to the next `,` and is parsed by the
 * expression parser (whose errors are its own). */
static bool mp_attr_item(MetaParser *m, AttrStyle style, Attr *out) {
    memset(out, 0, sizeof *out);
    out->style = style;
    Span lo = mp_tok(m)->span;
    if (!mp_path(m, &out->path)) return false;
    bool paren = mp_check(m, EXP_LPAREN);
    bool bracket = !paren && mp_check(m, EXP_LBRACKET);
    bool brace = !paren && !bracket && mp_check(m, EXP_LBRACE);
    if (paren || bracket || brace) {
        uint32_t open = m->pos;
        uint32_t close = lex_find_match(m->toks, m->n, open);
        if (close == UINT32_MAX) close = m->n; /* cannot happen: slices are balanced */
        out->args_kind = ATTR_ARGS_DELIMITED;
        out->delim = paren ? DELIM_PAREN : bracket ? DELIM_BRACKET : DELIM_BRACE;
        out->tokens = (TokenSlice){m->toks + open + 1, close - open - 1};
        m->pos = close < m->n ? close : m->n - 1;
        mp_bump(m);
    } else if (mp_eat(m, EXP_EQ)) {
        uint32_t end = next_top_comma(m->toks, m->n, m->pos);
        out->args_kind = ATTR_ARGS_EQ;
        out->tokens = (TokenSlice){m->toks + m->pos, end - m->pos};
        if (end == m->pos) {
            /* `name =` and no expression: rustc's expression parser
             * says so (at the end: just after the `=`). */
            const Token *t = mp_tok(m);
            char found[300];
            Span sp = t->span;
            if (t->kind == TK_EOF) {
                snprintf(found, sizeof found, "end of %s", m->what);
                sp = span_new(mp_prev(m)->span.hi, mp_prev(m)->span.hi + 1);
            } else {
                ex_token_descr(t, m->ps->edition, found, sizeof found);
            }
            Diag *d = diag_error(m->ps->dc, DC_NONE, sp, "expected expression, found %s", found);
            diag_label(d, sp, true, "expected expression");
            return mp_fail(m, d);
        }
        out->eq_expr = parse_expr_tokens(m->ps, out->tokens);
        if (!out->eq_expr) return false;
        m->pos = end - 1;
        mp_bump(m);
    } else {
        out->args_kind = ATTR_ARGS_EMPTY;
    }
    out->span = mp_span_from(m, lo);
    out->id = (NodeId){m->ps->next_node_id++};
    return true;
}

static void error_malformed_cfg_attr(ParseSess *ps, Span span) {
    Diag *d = diag_error(ps->dc, DC_NONE, span, "malformed `cfg_attr` attribute input");
    diag_suggest(d, span, CFG_ATTR_GRAMMAR, APP_HAS_PLACEHOLDERS, "missing condition and attribute");
    diag_note(d, "%s", CFG_ATTR_NOTE);
    diag_emit(d);
}

bool meta_parse_attr_item(ParseSess *ps, TokenSlice toks, Span whole, AttrStyle style, Attr *out) {
    MetaParser m;
    mp_init(&m, ps, toks, whole, "attribute");
    bool ok = mp_attr_item(&m, style, out) && mp_expect_eof(&m);
    if (!ok && m.err) diag_emit(m.err);
    return ok;
}

bool meta_parse_cfg_attr(ParseSess *ps, const Attr *a, MetaItem *pred, AttrList *attrs) {
    memset(pred, 0, sizeof *pred);
    attrs->data = NULL;
    attrs->len = 0;
    if (a->is_doc_comment || a->args_kind != ATTR_ARGS_DELIMITED || a->tokens.len == 0) {
        error_malformed_cfg_attr(ps, a->span);
        return false;
    }
    check_bad_delim(ps, a, "wrong `cfg_attr` delimiters");
    MetaParser m;
    mp_init(&m, ps, a->tokens, a->span, "`cfg_attr` input");
    VEC(Attr) items = {0};
    bool ok = mp_meta_item(&m, pred) && mp_expect(&m, EXP_COMMA);
    while (ok && mp_kind(&m) != TK_EOF) {
        Attr item;
        if (!mp_attr_item(&m, a->style, &item)) {
            ok = false;
            break;
        }
        vec_push(&items, item);
        if (!mp_eat(&m, EXP_COMMA)) break;
    }
    ok = ok && mp_expect_eof(&m);
    if (!ok) {
        if (m.err) {
            diag_help(m.err, "the valid syntax is `%s`", CFG_ATTR_GRAMMAR);
            diag_note(m.err, "%s", CFG_ATTR_NOTE);
            diag_emit(m.err);
        }
        vec_free(&items);
        return false;
    }
    attrs->len = items.len;
    attrs->data = vec_to_arena(ps->arena, &items);
    vec_free(&items);
    return true;
}
