/* lexer.c — the scanner: bytes of a source text to tokens.
 *
 * Takes a NUL-terminated text (a SourceFile, or a string for lex_string);
 * gives tokens appended to a TokenVec. One switch on the first byte of
 * each token; identifiers, whitespace and digits run through byte-class
 * tables, and only non-ASCII bytes take the slower Unicode path. Quoted
 * literals are in literal.c, delimiters in delim.c.
 *
 * The behaviour follows rustc 1.63 (rustc_lexer plus the StringReader that
 * reports its errors): which texts form which tokens, which errors are
 * reported with which words and spans, and which of them are fatal.
 */
#include "lex_internal.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* ---- byte classes ---- */

enum { C_WS = 1, C_ID = 2, C_DIGIT = 4 };

static const uint8_t cls[256] = {
    ['\t'] = C_WS, ['\n'] = C_WS, ['\v'] = C_WS, ['\f'] = C_WS, ['\r'] = C_WS, [' '] = C_WS,
    ['a' ... 'z'] = C_ID, ['A' ... 'Z'] = C_ID, ['_'] = C_ID, ['0' ... '9'] = C_ID | C_DIGIT,
};

#define U(p) ((unsigned char)*(p))

/* ---- diagnostics ---- */

static Diag *lx_vdiag(Lexer *lx, DiagLevel lvl, DiagCode code, Span sp, const char *fmt, va_list ap) {
    char *msg = xvasprintf(fmt, ap);
    Diag *d = diag_new(lx->muted ? &lx->mute_dc : lx->dc, lvl, code, sp, "%s", msg);
    free(msg);
    return d;
}

Diag *lx_error(Lexer *lx, DiagCode code, Span sp, const char *fmt, ...) {
    lx->nerrors++;
    va_list ap;
    va_start(ap, fmt);
    Diag *d = lx_vdiag(lx, LVL_ERROR, code, sp, fmt, ap);
    va_end(ap);
    return d;
}

Diag *lx_warning(Lexer *lx, Span sp, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Diag *d = lx_vdiag(lx, LVL_WARNING, DC_NONE, sp, fmt, ap);
    va_end(ap);
    return d;
}

void lx_emit(Lexer *lx, Diag *d) {
    if (lx->muted || d->dc == &lx->mute_dc) diag_cancel(d);
    else diag_emit(d);
}

void lx_emit_fatal(Lexer *lx, Diag *d) {
    lx_emit(lx, d);
    lx->fatal = true;
    lx->muted = true;
}

void lx_suggest_inline(Diag *d, Span sp, const char *msg, const char *repl) {
    bool on_primary = false;
    for (uint32_t i = 0; i < d->labels.len; i++) {
        DiagLabel *l = &d->labels.data[i];
        if (l->primary && !l->msg && l->span.lo == sp.lo && l->span.hi == sp.hi) on_primary = true;
    }
    diag_label(d, sp, on_primary, "help: %s: `%s`", msg, repl);
}

void lx_suggest_verbose(Diag *d, Span sp, const char *msg, const char *repl) {
    (void)repl; /* the renderer cannot show an edited line yet */
    diag_span_help(d, sp, "%s", msg);
}

/* ---- interning ---- */

/* Most identifiers are short and repeat: a direct-mapped cache of the
 * symbols of texts up to 16 bytes, keyed by the bytes themselves, spares
 * the interner's hashing and probing for them. Symbols live as long as
 * the process, so the cache never goes stale. */
typedef struct SymCacheEntry {
    uint64_t a, b;
    uint32_t len;
    Symbol sym;
} SymCacheEntry;

#define SYMCACHE_BITS 14
static SymCacheEntry symcache[1u << SYMCACHE_BITS];

/* Masks keeping the first n bytes of the two 8-byte words. */
#define M(k) ((k) >= 8 ? ~0ull : (1ull << (8 * (k))) - 1)
#define MASKS(n) {M(n), (n) > 8 ? M((n) - 8) : 0}
static const uint64_t text_masks[17][2] = {
    MASKS(0),  MASKS(1),  MASKS(2),  MASKS(3),  MASKS(4),  MASKS(5),  MASKS(6),  MASKS(7),  MASKS(8),
    MASKS(9),  MASKS(10), MASKS(11), MASKS(12), MASKS(13), MASKS(14), MASKS(15), MASKS(16),
};
#undef MASKS
#undef M

Symbol lex_intern_short(const Lexer *lx, const char *p, uint32_t n) {
    if (n > 16 || p + 16 > lx->end) return sym_intern(p, n);
    uint64_t a, b;
    memcpy(&a, p, 8);
    memcpy(&b, p + 8, 8);
    a &= text_masks[n][0];
    b &= text_masks[n][1];
    uint64_t h = (a ^ (b * 0x9E3779B97F4A7C15ull) ^ n) * 0xFF51AFD7ED558CCDull;
    SymCacheEntry *e = &symcache[h >> (64 - SYMCACHE_BITS)];
    if (e->a == a && e->b == b && e->len == n && e->sym) return e->sym;
    Symbol s = sym_intern(p, n);
    *e = (SymCacheEntry){a, b, n, s};
    return s;
}

/* ---- identifiers ---- */

/* Eats identifier-continue characters from p. */
static const char *eat_ident_rest(const char *p, const char *end) {
    for (;;) {
        while (cls[U(p)] & C_ID) p++;
        if (U(p) < 0x80) return p;
        uint32_t len, c = lex_utf8_decode(p, end, &len);
        if (!lex_is_id_continue(c)) return p;
        p += len;
    }
}

/* Is there a non-ASCII emoji character at p? */
static bool emoji_at(const char *p, const char *end, uint32_t *len) {
    if (U(p) < 0x80 || p >= end) return false;
    return lex_is_emoji(lex_utf8_decode(p, end, len));
}

const char *lex_suffix_end(const char *p, const char *end) {
    uint32_t len = 1, c = U(p);
    if (c >= 0x80) c = lex_utf8_decode(p, end, &len);
    if (p >= end || !lex_is_id_start(c)) return p;
    return eat_ident_rest(p + len, end);
}

/* Edition 2021 reserves `prefix#`, `prefix"..."` and `prefix'...'`. */
static void report_unknown_prefix(Lexer *lx, const char *start, const char *p) {
    int n = (int)(p - start);
    Span sp = lx_span(lx, start, p);
    Diag *d = lx_error(lx, DC_NONE, sp, "prefix `%.*s` is unknown", n, start);
    diag_label(d, sp, true, "unknown prefix");
    diag_note(d, "prefixed identifiers and literals are reserved since Rust 2021");
    if (n == 2 && memcmp(start, "rb", 2) == 0)
        lx_suggest_verbose(d, sp, "use `br` for a raw byte string", "br");
    else if (n == 2 && memcmp(start, "rc", 2) == 0)
        lx_suggest_verbose(d, sp, "use `cr` for a raw C string", "cr");
    else
        lx_suggest_verbose(d, lx_span(lx, p, p), "consider inserting whitespace here", " ");
    lx_emit(lx, d);
}

/* rustc lexes an identifier that contains emoji (or starts with one) as an
 * identifier, and reports it after parsing. */
static const char *eat_fake_ident(const char *p, const char *end) {
    for (;;) {
        p = eat_ident_rest(p, end);
        uint32_t len;
        if (emoji_at(p, end, &len)) p += len;
        else if (U(p) == 0xE2 && U(p + 1) == 0x80 && U(p + 2) == 0x8D) p += 3; /* ZWJ */
        else return p;
    }
}

/* The end of a run of ASCII identifier characters [A-Za-z0-9_] at p.
 * With SSE2, 16 bytes at a time: most identifiers end within the first
 * 16, without the mispredicted exit of a byte loop. */
static inline const char *eat_ascii_ident(const char *p, const char *end) {
#ifdef __SSE2__
    while (p + 16 <= end) {
        __m128i c = _mm_loadu_si128((const __m128i *)p);
        __m128i lower = _mm_or_si128(c, _mm_set1_epi8(0x20));
        __m128i alpha = _mm_and_si128(_mm_cmpgt_epi8(lower, _mm_set1_epi8('a' - 1)),
                                      _mm_cmplt_epi8(lower, _mm_set1_epi8('z' + 1)));
        __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(c, _mm_set1_epi8('0' - 1)),
                                      _mm_cmplt_epi8(c, _mm_set1_epi8('9' + 1)));
        __m128i under = _mm_cmpeq_epi8(c, _mm_set1_epi8('_'));
        unsigned m = (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(alpha, digit), under));
        if (m != 0xFFFF) return p + __builtin_ctz(~m);
        p += 16;
    }
#endif
    while (cls[U(p)] & C_ID) p++;
    return p;
}

/* The identifier (or keyword) whose first character starts at start. */
static const char *lex_ident(Lexer *lx, const char *start, const char *p) {
    p = eat_ascii_ident(p, lx->end);
    bool bad = false;
    if (U(p) >= 0x80) {
        uint32_t len;
        p = eat_ident_rest(p, lx->end);
        if (emoji_at(p, lx->end, &len)) {
            p = eat_fake_ident(p, lx->end);
            bad = true;
        }
    }
    Span sp = lx_span(lx, start, p);
    Symbol s = lex_intern_short(lx, start, (uint32_t)(p - start));
    lx_push(lx, TK_IDENT, bad ? TF_ERROR : 0, s, 0, sp);
    if (bad) vec_push(&lx->bad_idents, (BadIdent){s, sp});
    if (lx->edition >= ED_2021 && (*p == '#' || *p == '"' || *p == '\'')) report_unknown_prefix(lx, start, p);
    return p;
}

/* `r#name`: start at `r`, p at the first character of the name. */
static const char *lex_raw_ident(Lexer *lx, const char *start, const char *p) {
    uint32_t len;
    lex_utf8_decode(p, lx->end, &len);
    const char *name = p;
    p = eat_ident_rest(p + len, lx->end);
    Symbol s = sym_intern(name, (size_t)(p - name));
    Span sp = lx_span(lx, start, p);
    uint8_t flags = TF_RAW;
    /* rustc: only path-segment keywords and `_` cannot be raw. */
    if (s == SYM_crate || s == SYM_self || s == SYM_super || s == SYM_Self || s == SYM_underscore) {
        Diag *d = lx_error(lx, DC_NONE, sp, "`%s` cannot be a raw identifier", sym_str(s));
        lx_emit(lx, d);
        flags |= TF_ERROR;
    }
    lx_push(lx, TK_IDENT, flags, s, 0, sp);
    return p;
}

/* Does an identifier start at p (ASCII or Unicode)? */
static bool id_start_at(const char *p, const char *end) {
    if (U(p) < 0x80) return cls[U(p)] & C_ID && !(cls[U(p)] & C_DIGIT);
    if (p >= end) return false;
    uint32_t len;
    return lex_is_id_start(lex_utf8_decode(p, end, &len));
}

/* ---- numbers ---- */

static const char *eat_dec_digits(const char *p, bool *any) {
    for (;; p++) {
        if (*p == '_') continue;
        if (*p >= '0' && *p <= '9') *any = true;
        else return p;
    }
}

static const char *eat_hex_digits(const char *p, bool *any) {
    for (;; p++) {
        unsigned c = U(p);
        if (c == '_') continue;
        if ((c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')) *any = true;
        else return p;
    }
}

static const char *eat_exponent(const char *p, bool *any) {
    if (*p == '-' || *p == '+') p++;
    return eat_dec_digits(p, any);
}

static const char *base_name(unsigned base) {
    return base == 16 ? "hexadecimal" : base == 8 ? "octal" : "binary";
}

/* Reports what rustc's lexer checks in a number: digits after a base
 * prefix, digits valid in the base, exponent digits, and float bases. */
static bool check_number(Lexer *lx, const char *start, const char *sfx, unsigned base, bool is_float,
                         bool empty_int, bool empty_exp) {
    bool ok = true;
    Span sp = lx_span(lx, start, sfx);
    if (empty_int) {
        lx_emit(lx, lx_error(lx, DC_E0768, sp, "no valid digits found for number"));
        return false;
    }
    if (is_float) {
        if (empty_exp) {
            lx_emit(lx, lx_error(lx, DC_NONE, sp, "expected at least one digit in exponent"));
            ok = false;
        }
        if (base != 10) {
            lx_emit(lx, lx_error(lx, DC_NONE, sp, "%s float literal is not supported", base_name(base)));
            ok = false;
        }
        return ok;
    }
    if (base == 2 || base == 8) {
        for (const char *q = start + 2; q < sfx; q++) {
            if (*q == '_' || (unsigned)(*q - '0') < base) continue;
            lx_emit(lx, lx_error(lx, DC_NONE, lx_span(lx, q, q + 1), "invalid digit for a base %u literal", base));
            ok = false;
        }
    }
    return ok;
}

/* A number starting with a digit at start (rustc_lexer's rules: `1.` is a
 * float but `1..2` and `1.foo` are an integer and more; `1f32` is an
 * integer with suffix `f32`; any identifier after it is its suffix). */
static const char *lex_number(Lexer *lx, const char *start) {
    const char *p = start;
    unsigned base = 10;
    bool any = false, empty_int = false, empty_exp = false, is_float = false;
    if (*p == '0') {
        char c1 = p[1];
        if (c1 == 'b' || c1 == 'o') {
            base = c1 == 'b' ? 2 : 8;
            p = eat_dec_digits(p + 2, &any);
        } else if (c1 == 'x') {
            base = 16;
            p = eat_hex_digits(p + 2, &any);
        } else if ((c1 >= '0' && c1 <= '9') || c1 == '_' || c1 == '.' || c1 == 'e' || c1 == 'E') {
            p = eat_dec_digits(p + 1, &any);
            any = true;
        } else {
            p++;
            any = true;
            goto suffix;
        }
        if (!any) {
            empty_int = true;
            goto suffix;
        }
    } else {
        p = eat_dec_digits(p, &any);
    }
    if (*p == '.' && p[1] != '.' && !id_start_at(p + 1, lx->end)) {
        is_float = true;
        p++;
        if (*p >= '0' && *p <= '9') {
            bool d = false;
            p = eat_dec_digits(p, &d);
            if (*p == 'e' || *p == 'E') {
                bool e = false;
                p = eat_exponent(p + 1, &e);
                empty_exp = !e;
            }
        }
    } else if (*p == 'e' || *p == 'E') {
        bool e = false;
        is_float = true;
        p = eat_exponent(p + 1, &e);
        empty_exp = !e;
    }
suffix:;
    const char *sfx = p;
    p = lex_suffix_end(p, lx->end);
    bool ok = check_number(lx, start, sfx, base, is_float, empty_int, empty_exp);
    Symbol s = lex_intern_short(lx, start, (uint32_t)(sfx - start));
    Symbol suffix = p > sfx ? lex_intern_short(lx, sfx, (uint32_t)(p - sfx)) : 0;
    lx_push(lx, is_float ? TK_LIT_FLOAT : TK_LIT_INT, ok ? 0 : TF_ERROR, s, suffix, lx_span(lx, start, p));
    return p;
}

/* ---- comments ---- */

/* Bare CRs (not before LF) in doc comment text are errors. */
static bool check_doc_cr(Lexer *lx, const char *lo, const char *hi, bool block) {
    bool ok = true;
    for (const char *q = memchr(lo, '\r', (size_t)(hi - lo)); q; q = memchr(q + 1, '\r', (size_t)(hi - q - 1))) {
        if (q + 1 < hi && q[1] == '\n') continue;
        Diag *d = lx_error(lx, DC_NONE, lx_span(lx, q, q + 1), "bare CR not allowed in %sdoc-comment",
                           block ? "block " : "");
        lx_emit(lx, d);
        ok = false;
        if (q + 1 >= hi) break;
    }
    return ok;
}

/* Interns doc text, reading CRLF as LF as rustc's normalised source does. */
Symbol lex_intern_text(const Lexer *lx, const char *lo, const char *hi) {
    size_t n = (size_t)(hi - lo);
    if (!memchr(lo, '\r', n)) return lex_intern_short(lx, lo, (uint32_t)n);
    char *buf = xmalloc(n);
    size_t k = 0;
    for (const char *q = lo; q < hi; q++)
        if (!(*q == '\r' && q + 1 < hi && q[1] == '\n')) buf[k++] = *q;
    Symbol s = sym_intern(buf, k);
    free(buf);
    return s;
}

static const char *lex_line_comment(Lexer *lx, const char *p) {
    const char *end = lx->end;
    const char *nl = memchr(p + 2, '\n', (size_t)(end - p - 2));
    if (!nl) nl = end;
    bool inner = p[2] == '!';
    bool outer = p[2] == '/' && p[3] != '/';
    if ((inner || outer) && lx->keep_docs) {
        const char *hi = nl;
        if (hi > p + 3 && hi < end && hi[-1] == '\r') hi--; /* CRLF */
        bool ok = !memchr(p + 3, '\r', (size_t)(hi - p - 3)) || check_doc_cr(lx, p + 3, hi, false);
        lx_push(lx, TK_DOC_COMMENT, (inner ? TF_DOC_INNER : 0) | (ok ? 0 : TF_ERROR), lex_intern_text(lx, p + 3, hi), 0,
                lx_span(lx, p, hi));
    }
    return nl;
}

/* rustc's hint for an unterminated nested comment: where the last nested
 * comment started and ended. */
static void label_nested_comments(Lexer *lx, Diag *d, const char *p, const char *end, const char *msg) {
    VEC(const char *) stack = {0};
    const char *open = NULL, *close = NULL;
    for (const char *q = p + 2; q + 1 < end;) {
        if (q[0] == '/' && q[1] == '*') {
            vec_push(&stack, q);
            q += 2;
        } else if (q[0] == '*' && q[1] == '/') {
            if (stack.len) {
                open = vec_pop(&stack);
                close = q;
            }
            q += 2;
        } else {
            q++;
        }
    }
    vec_free(&stack);
    if (!open) return;
    diag_label(d, lx_span(lx, p, p + 2), false, "%s", msg);
    diag_label(d, lx_span(lx, open, open + 2), false,
               "...as last nested comment starts here, maybe you want to close this instead?");
    diag_label(d, lx_span(lx, close, close + 2), false, "...and last nested comment terminates here.");
}

static const char *lex_block_comment(Lexer *lx, const char *p) {
    const char *end = lx->end;
    bool inner = p[2] == '!';
    bool outer = p[2] == '*' && p[3] != '*' && p[3] != '/';
    const char *q = p + 2;
    unsigned depth = 1;
    while (q < end) {
        char c = *q++;
        if (c == '/' && *q == '*') {
            q++;
            depth++;
        } else if (c == '*' && *q == '/') {
            q++;
            if (--depth == 0) break;
        }
    }
    bool doc = inner || outer;
    if (depth) {
        const char *msg = doc ? "unterminated block doc-comment" : "unterminated block comment";
        Diag *d = lx_error(lx, DC_E0758, lx_span(lx, p, end), "%s", msg);
        label_nested_comments(lx, d, p, end, msg);
        lx_emit_fatal(lx, d);
        if (doc && lx->keep_docs)
            lx_push(lx, TK_DOC_COMMENT, TF_DOC_BLOCK | (inner ? TF_DOC_INNER : 0) | TF_ERROR, lex_intern_text(lx, p + 3, end), 0,
                    lx_span(lx, p, end));
        return end;
    }
    if (doc && lx->keep_docs) {
        bool ok = check_doc_cr(lx, p + 3, q - 2, true);
        lx_push(lx, TK_DOC_COMMENT, TF_DOC_BLOCK | (inner ? TF_DOC_INNER : 0) | (ok ? 0 : TF_ERROR),
                lex_intern_text(lx, p + 3, q - 2), 0, lx_span(lx, p, q));
    }
    return q;
}

/* ---- unknown characters ---- */

/* The token rustc substitutes for a look-alike of an ASCII character, or
 * TK__COUNT (quotes, backslash and space have none). */
static TokenKind ascii_token(char c) {
    switch (c) {
    case '_': return TK_IDENT;
    case '-': return TK_MINUS;
    case ',': return TK_COMMA;
    case ';': return TK_SEMI;
    case ':': return TK_COLON;
    case '!': return TK_NOT;
    case '?': return TK_QUESTION;
    case '.': return TK_DOT;
    case '(': return TK_LPAREN;
    case ')': return TK_RPAREN;
    case '[': return TK_LBRACKET;
    case ']': return TK_RBRACKET;
    case '{': return TK_LBRACE;
    case '}': return TK_RBRACE;
    case '*': return TK_STAR;
    case '/': return TK_SLASH;
    case '&': return TK_AND;
    case '+': return TK_PLUS;
    case '<': return TK_LT;
    case '=': return TK_EQ;
    case '>': return TK_GT;
    }
    return TK__COUNT;
}

static void push_punct(Lexer *lx, TokenKind k, uint8_t flags, Span sp) {
    if (tok_is_open_delim(k)) lex_delim_open(lx, k, sp, flags);
    else if (tok_is_close_delim(k)) lex_delim_close(lx, k, sp, flags);
    else lx_push(lx, k, flags, k == TK_IDENT ? SYM_underscore : 0, 0, sp);
}

/* `unknown start of token`, with rustc's hint for look-alike characters;
 * a look-alike of a punctuation character becomes that token. */
static const char *lex_unknown(Lexer *lx, const char *p) {
    uint32_t len, c = lex_utf8_decode(p, lx->end, &len);
    Span sp = lx_span(lx, p, p + len);
    char buf[16];
    Diag *d = lx_error(lx, DC_NONE, sp, "unknown start of token: %s", lex_escaped_char(c, buf));
    const LexConfusable *cf = c >= 0x80 ? lex_confusable(c) : NULL;
    if (cf) {
        const char *close = NULL;
        if (c == 0x201C) /* “...” : both quotes in one hint */
            for (const char *q = p + len; !close && (q = memchr(q, 0xE2, (size_t)(lx->end - q))); q++)
                if (q + 2 < lx->end && U(q + 1) == 0x80 && U(q + 2) == 0x9D) close = q;
        if (close) {
            char *repl = xasprintf("\"%.*s\"", (int)(close - p - len), p + len);
            lx_suggest_verbose(d, lx_span(lx, p, close + 3),
                               "Unicode characters '“' (Left Double Quotation Mark) and '”' (Right Double "
                               "Quotation Mark) look like '\"' (Quotation Mark), but are not",
                               repl);
            free(repl);
        } else {
            char *msg = xasprintf("Unicode character '%.*s' (%s) looks like '%c' (%s), but it is not", (int)len, p,
                                  cf->name, cf->ascii, lex_ascii_name(cf->ascii));
            char repl[2] = {cf->ascii, 0};
            lx_suggest_verbose(d, sp, msg, repl);
            free(msg);
        }
    }
    lx_emit(lx, d);
    if (cf && ascii_token(cf->ascii) != TK__COUNT) push_punct(lx, ascii_token(cf->ascii), TF_ERROR, sp);
    return p + len;
}

/* ---- the main loop ---- */

#define PUNCT(kind, n)                                                       \
    do {                                                                     \
        lx_push(lx, (kind), 0, 0, 0, lx_span(lx, p, p + (n)));               \
        p += (n);                                                            \
    } while (0)
/* One character, or two if the second is c2. */
#define PUNCT2(k1, c2, k2)                                                   \
    do {                                                                     \
        if (p[1] == (c2)) PUNCT(k2, 2);                                      \
        else PUNCT(k1, 1);                                                   \
    } while (0)

static void lex_tokens(Lexer *lx, const char *p) {
    const char *end = lx->end;
    for (;;) {
        /* Whitespace first, outside the switch: a conditional branch is
         * cheaper than a second dispatch per token. Indentation comes in
         * runs of spaces: skip 8 at a time. */
        if (cls[U(p)] & C_WS) {
            p++;
            for (uint64_t w; p + 8 <= end && (memcpy(&w, p, 8), w == 0x2020202020202020ull);) p += 8;
            while (cls[U(p)] & C_WS) p++;
        }
        switch (U(p)) {
        case 0:
            if (p >= end) return;
            p = lex_unknown(lx, p);
            break;
        case 'r':
            if (p[1] == '#' && id_start_at(p + 2, end)) p = lex_raw_ident(lx, p, p + 2);
            else if (p[1] == '#' || p[1] == '"') p = lex_raw(lx, p, p + 1, TK_LIT_RAW_STR);
            else p = lex_ident(lx, p, p + 1);
            break;
        case 'b':
            if (p[1] == '\'') p = lex_byte_char(lx, p);
            else if (p[1] == '"') p = lex_dquote(lx, p, p + 1, TK_LIT_BYTE_STR);
            else if (p[1] == 'r' && (p[2] == '"' || p[2] == '#')) p = lex_raw(lx, p, p + 2, TK_LIT_RAW_BYTE_STR);
            else p = lex_ident(lx, p, p + 1);
            break;
        case 'c':
            /* C strings are edition 2021+ (in 2015/2018 `c"x"` is `c` "x"). */
            if (lx->edition >= ED_2021 && p[1] == '"') p = lex_dquote(lx, p, p + 1, TK_LIT_C_STR);
            else if (lx->edition >= ED_2021 && p[1] == 'r' && (p[2] == '"' || p[2] == '#'))
                p = lex_raw(lx, p, p + 2, TK_LIT_RAW_C_STR);
            else p = lex_ident(lx, p, p + 1);
            break;
        case 'a': case 'd' ... 'q': case 's' ... 'z': case 'A' ... 'Z': case '_':
            p = lex_ident(lx, p, p + 1);
            break;
        case '0' ... '9':
            p = lex_number(lx, p);
            break;
        case '\'':
            p = lex_quote(lx, p);
            break;
        case '"':
            p = lex_dquote(lx, p, p, TK_LIT_STR);
            break;
        case '/':
            if (p[1] == '/') p = lex_line_comment(lx, p);
            else if (p[1] == '*') p = lex_block_comment(lx, p);
            else PUNCT2(TK_SLASH, '=', TK_SLASHEQ);
            break;
        case '(': case ')': case '[': case ']': case '{': case '}': {
            static const uint8_t kinds[128] = {['('] = TK_LPAREN, [')'] = TK_RPAREN, ['['] = TK_LBRACKET,
                                               [']'] = TK_RBRACKET, ['{'] = TK_LBRACE, ['}'] = TK_RBRACE};
            push_punct(lx, (TokenKind)kinds[U(p)], 0, lx_span(lx, p, p + 1));
            p++;
            break;
        }
        case ';': PUNCT(TK_SEMI, 1); break;
        case ',': PUNCT(TK_COMMA, 1); break;
        case '@': PUNCT(TK_AT, 1); break;
        case '#': PUNCT(TK_POUND, 1); break;
        case '~': PUNCT(TK_TILDE, 1); break;
        case '?': PUNCT(TK_QUESTION, 1); break;
        case '$': PUNCT(TK_DOLLAR, 1); break;
        case ':': PUNCT2(TK_COLON, ':', TK_PATHSEP); break;
        case '.':
            if (p[1] != '.') PUNCT(TK_DOT, 1);
            else if (p[2] == '.') PUNCT(TK_DOTDOTDOT, 3);
            else if (p[2] == '=') PUNCT(TK_DOTDOTEQ, 3);
            else PUNCT(TK_DOTDOT, 2);
            break;
        case '=':
            if (p[1] == '=') PUNCT(TK_EQEQ, 2);
            else if (p[1] == '>') PUNCT(TK_FATARROW, 2);
            else PUNCT(TK_EQ, 1);
            break;
        case '!': PUNCT2(TK_NOT, '=', TK_NE); break;
        case '<':
            if (p[1] == '=') PUNCT(TK_LE, 2);
            else if (p[1] == '-') PUNCT(TK_LARROW, 2);
            else if (p[1] != '<') PUNCT(TK_LT, 1);
            else if (p[2] == '=') PUNCT(TK_SHLEQ, 3);
            else PUNCT(TK_SHL, 2);
            break;
        case '>':
            if (p[1] == '=') PUNCT(TK_GE, 2);
            else if (p[1] != '>') PUNCT(TK_GT, 1);
            else if (p[2] == '=') PUNCT(TK_SHREQ, 3);
            else PUNCT(TK_SHR, 2);
            break;
        case '-':
            if (p[1] == '=') PUNCT(TK_MINUSEQ, 2);
            else if (p[1] == '>') PUNCT(TK_RARROW, 2);
            else PUNCT(TK_MINUS, 1);
            break;
        case '&':
            if (p[1] == '&') PUNCT(TK_ANDAND, 2);
            else PUNCT2(TK_AND, '=', TK_ANDEQ);
            break;
        case '|':
            if (p[1] == '|') PUNCT(TK_OROR, 2);
            else PUNCT2(TK_OR, '=', TK_OREQ);
            break;
        case '+': PUNCT2(TK_PLUS, '=', TK_PLUSEQ); break;
        case '*': PUNCT2(TK_STAR, '=', TK_STAREQ); break;
        case '^': PUNCT2(TK_CARET, '=', TK_CARETEQ); break;
        case '%': PUNCT2(TK_PERCENT, '=', TK_PERCENTEQ); break;
        default:
            if (U(p) >= 0x80) {
                uint32_t len, c = lex_utf8_decode(p, end, &len);
                if (lex_is_whitespace(c)) {
                    p += len;
                    break;
                }
                if (lex_is_id_start(c)) {
                    p = lex_ident(lx, p, p + len);
                    break;
                }
                /* An emoji starts an (invalid) identifier, unless it is a
                 * look-alike standing alone (`➖`). */
                if (lex_is_emoji(c) && !(lex_confusable(c) && eat_fake_ident(p, end) == p + len)) {
                    p = lex_ident(lx, p, p); /* eat_ident_rest stops at once; the emoji path takes it */
                    break;
                }
            }
            p = lex_unknown(lx, p);
            break;
        }
    }
}

/* ---- the start of a file ---- */

static const char *skip_ws_and_comments(const char *q, const char *end) {
    for (;;) {
        uint32_t len = 1, c = U(q);
        if (q >= end) return q;
        if (c >= 0x80) c = lex_utf8_decode(q, end, &len);
        if (lex_is_whitespace(c)) {
            q += len;
        } else if (q[0] == '/' && q[1] == '/') {
            if (q[2] == '!' || (q[2] == '/' && q[3] != '/')) return q; /* doc comment: a token */
            const char *nl = memchr(q, '\n', (size_t)(end - q));
            q = nl ? nl : end;
        } else if (q[0] == '/' && q[1] == '*') {
            if (q[2] == '!' || (q[2] == '*' && q[3] != '*' && q[3] != '/')) return q;
            unsigned depth = 1;
            q += 2;
            while (q < end && depth) {
                char ch = *q++;
                if (ch == '/' && *q == '*') q++, depth++;
                else if (ch == '*' && *q == '/') q++, depth--;
            }
        } else {
            return q;
        }
    }
}

/* A first line starting `#!` is a shebang, unless the first token after
 * the `#!` (skipping whitespace and plain comments) is `[`: then it is an
 * inner attribute `#![...]`. */
static const char *skip_shebang(const char *p, const char *end) {
    if (!(p[0] == '#' && p[1] == '!')) return p;
    const char *q = skip_ws_and_comments(p + 2, end);
    if (q < end && *q == '[') return p;
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    return nl ? nl : end;
}

/* ---- entry points ---- */

/* rustc reports identifiers with emoji after parsing, one error per
 * distinct identifier listing all its places. */
static void report_bad_idents(Lexer *lx) {
    for (uint32_t i = 0; i < lx->bad_idents.len; i++) {
        BadIdent *b = &lx->bad_idents.data[i];
        bool seen = false;
        for (uint32_t j = 0; j < i && !seen; j++) seen = lx->bad_idents.data[j].sym == b->sym;
        if (seen) continue;
        bool ferris = strcmp(sym_str(b->sym), "\xF0\x9F\xA6\x80") == 0;
        Diag *d = ferris ? lx_error(lx, DC_NONE, b->span, "Ferris cannot be used as an identifier")
                         : lx_error(lx, DC_NONE, b->span, "identifiers cannot contain emoji: `%s`", sym_str(b->sym));
        for (uint32_t j = i + 1; j < lx->bad_idents.len; j++)
            if (lx->bad_idents.data[j].sym == b->sym) diag_label(d, lx->bad_idents.data[j].span, true, NULL);
        if (ferris) lx_suggest_inline(d, b->span, "try using their name instead", "ferris");
        lx_emit(lx, d);
    }
}

static bool lex_run(const char *src, uint32_t len, uint32_t base, bool is_file, const LexOptions *opt, DiagCtx *dc,
                    TokenVec *out) {
    Lexer lx = {.src = src, .end = src + len, .base = base, .out = out};
    lx.edition = opt ? opt->edition : ED_2021;
    lx.keep_docs = opt ? opt->keep_docs : true;
    lx.unmatched = opt && opt->unmatched ? opt->unmatched : &lx.own_unmatched;
    diag_ctx_init(&lx.mute_dc, dc ? dc->sm : NULL, NULL);
    lx.dc = dc ? dc : &lx.mute_dc;
    lx.muted = dc == NULL;
    vec_reserve(out, len / 6 + 16);

    const char *p = src;
    if (is_file) {
        if (len >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0) p += 3; /* BOM */
        p = skip_shebang(p, lx.end);
    }
    lex_tokens(&lx, p);
    Span eof = {base + len, base + len};
    lex_delim_finish(&lx, eof);
    if (lx.unmatched == &lx.own_unmatched) lex_delim_report_unmatched(&lx);
    report_bad_idents(&lx);
    lx_push(&lx, TK_EOF, lx.fatal ? TF_ERROR : 0, 0, 0, eof);
    lex_delim_free(&lx);
    vec_free(&lx.bad_idents);
    return lx.nerrors == 0;
}

bool lex_file(const SourceFile *f, const LexOptions *opt, DiagCtx *dc, TokenVec *out) {
    return lex_run(f->src, f->len, f->start, true, opt, dc, out);
}

bool lex_string(const char *src, uint32_t len, uint32_t base, const LexOptions *opt, DiagCtx *dc, TokenVec *out) {
    /* The scanner reads up to 3 bytes ahead and relies on a NUL after the
     * text: lex a padded copy. */
    char *copy = xmalloc((size_t)len + 4);
    memcpy(copy, src, len);
    memset(copy + len, 0, 4);
    bool ok = lex_run(copy, len, base, false, opt, dc, out);
    free(copy);
    return ok;
}
