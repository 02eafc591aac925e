/* literal.c — quoted literals: lifetimes and chars (`'a` vs `'a'`), byte
 * literals, strings, byte and C strings, and their raw forms.
 *
 * Takes the position of a literal's first byte; pushes its token and
 * returns the position after it. Scanning follows rustc_lexer (where an
 * unterminated literal stops, which `#`s end a raw string); validation
 * runs the shared escape decoder (unescape.c) over the content and
 * reports each problem with rustc 1.63's words and spans. Unterminated
 * literals are fatal in rustc: reported, then the lexer goes quiet.
 */
#include "lex_internal.h"

#include <ctype.h>

#define U(p) ((unsigned char)*(p))

/* The character at p, or 0 with length 0 at the end (rustc_lexer's
 * EOF_CHAR). */
static uint32_t peek(const char *p, const char *end, uint32_t *len) {
    if (p >= end) {
        *len = 0;
        return 0;
    }
    return lex_utf8_decode(p, end, len);
}

/* Rust's `{:?}` of a char: quoted, escaping what escape_debug escapes
 * (controls, quotes, backslash, and here zero-width characters). */
static const char *debug_char(uint32_t c, char *buf) {
    char tmp[16];
    if (c == '"') return "'\"'";
    if (c < 0x20 || c == 0x7F || c == '\'' || c == '\\' || (c >= 0x80 && c < 0xA0) || lex_is_zero_width(c)) {
        snprintf(buf, 24, "'%s'", lex_escape_default(c, tmp));
    } else {
        char u[5] = {0};
        lex_utf8_encode(c, u);
        snprintf(buf, 24, "'%s'", u);
    }
    return buf;
}

/* ---- escape errors ---- */

typedef struct EscCtx {
    Lexer *lx;
    const char *lit;        /* the content between the quotes */
    uint32_t len;
    Span with_quotes;       /* the literal from its prefix to its closing quote */
    UnescMode mode;
    bool failed;
} EscCtx;

static bool in_double_quotes(UnescMode m) { return m != MODE_CHAR && m != MODE_BYTE; }

/* Reports one escape error (or warning) over content range [lo, hi),
 * as rustc's unescape_error_reporting does. */
static void report_escape(EscCtx *e, uint32_t lo, uint32_t hi, EscErr err) {
    Lexer *lx = e->lx;
    UnescMode m = e->mode;
    const char *lit = e->lit;
    Span span = lx_span(lx, lit + lo, lit + hi);
    /* The last character of the range, and its span. */
    const char *q = lit + hi;
    if (hi > lo)
        do q--;
        while (q > lit + lo && (U(q) & 0xC0) == 0x80);
    uint32_t clen = 0, c = hi > lo ? lex_utf8_decode(q, lit + hi, &clen) : 0;
    Span cspan = lx_span(lx, q, q + clen);
    char b1[24], b2[24];
    Diag *d = NULL;

    switch (err) {
    case ESC_OK:
    case ESC_MORE_THAN_ONE_CHAR: /* reported by check_char, which sees the whole literal */
        return;
    case ESC_ZERO_CHARS:
        d = lx_error(lx, DC_NONE, span, "empty character literal");
        diag_label(d, span, true, "empty character literal");
        break;
    case ESC_LONE_SLASH:
        d = lx_error(lx, DC_NONE, span, "invalid trailing slash in literal");
        diag_label(d, span, true, "invalid trailing slash in literal");
        break;
    case ESC_INVALID_ESCAPE: {
        const char *what = mode_is_bytes(m) ? "unknown byte escape" : "unknown character escape";
        d = lx_error(lx, DC_NONE, cspan, "%s: `%s`", what, lex_escaped_char(c, b1));
        diag_label(d, cspan, true, "%s", what);
        if (c == '{' || (c == '}' && !mode_is_bytes(m))) {
            diag_help(d, "if used in a formatting string, curly braces are escaped with `{{` and `}}`");
        } else if (c == '\r') {
            diag_help(d, "this is an isolated carriage return; consider checking your editor and version control "
                         "settings");
        } else {
            diag_help(d, "for more information, visit "
                         "<https://static.rust-lang.org/doc/master/reference.html#literals>");
            if (m == MODE_STR || m == MODE_CHAR) {
                char *repl = xasprintf("r\"%.*s\"", (int)e->len, lit);
                lx_suggest_verbose(d, e->with_quotes,
                                   "if you meant to write a literal backslash (perhaps escaping in a regular "
                                   "expression), consider a raw string literal",
                                   repl);
                free(repl);
            }
        }
        break;
    }
    case ESC_BARE_CR:
        d = lx_error(lx, DC_NONE, span, "%s",
                     in_double_quotes(m) ? "bare CR not allowed in string, use `\\r` instead"
                                         : "character constant must be escaped: `\\r`");
        lx_suggest_inline(d, span, "escape the character", "\\r");
        break;
    case ESC_BARE_CR_RAW:
        d = lx_error(lx, DC_NONE, span, "bare CR not allowed in raw string");
        break;
    case ESC_ESCAPE_ONLY_CHAR:
        d = lx_error(lx, DC_NONE, span, "%s: `%s`",
                     mode_is_bytes(m) ? "byte constant must be escaped" : "character constant must be escaped",
                     lex_escaped_char(c, b1));
        lx_suggest_inline(d, cspan, "escape the character", lex_escape_default(c, b2));
        break;
    case ESC_TOO_SHORT_HEX:
        d = lx_error(lx, DC_NONE, span, "numeric character escape is too short");
        break;
    case ESC_INVALID_CHAR_IN_HEX:
    case ESC_INVALID_CHAR_IN_UNICODE: {
        const char *what = err == ESC_INVALID_CHAR_IN_HEX ? "invalid character in numeric character escape"
                                                           : "invalid character in unicode escape";
        d = lx_error(lx, DC_NONE, cspan, "%s: `%s`", what, lex_escaped_char(c, b1));
        diag_label(d, cspan, true, "%s", what);
        break;
    }
    case ESC_OUT_OF_RANGE_HEX:
        d = lx_error(lx, DC_NONE, span, "out of range hex escape");
        diag_label(d, span, true, "must be a character in the range [\\x00-\\x7f]");
        break;
    case ESC_LEADING_UNDERSCORE_UNICODE:
        d = lx_error(lx, DC_NONE, cspan, "invalid start of unicode escape: `_`");
        diag_label(d, cspan, true, "invalid start of unicode escape");
        break;
    case ESC_OVERLONG_UNICODE:
        d = lx_error(lx, DC_NONE, span, "overlong unicode escape");
        diag_label(d, span, true, "must have at most 6 hex digits");
        break;
    case ESC_UNCLOSED_UNICODE:
        d = lx_error(lx, DC_NONE, span, "unterminated unicode escape");
        diag_label(d, span, true, "missing a closing `}`");
        lx_suggest_verbose(d, (Span){span.hi, span.hi}, "terminate the unicode escape", "}");
        break;
    case ESC_NO_BRACE_IN_UNICODE: {
        d = lx_error(lx, DC_NONE, span, "incorrect unicode escape sequence");
        /* Suggest braces around the hex digits that follow, from the last
         * character of the range on, at most 6. */
        uint32_t n = 0;
        const char *h = q;
        while (n < 6 && h < lit + e->len && isxdigit(U(h))) h++, n++;
        if (n) {
            char *repl = xasprintf("\\u{%.*s}", (int)n, q);
            lx_suggest_inline(d, (Span){span.lo, cspan.lo + n}, "format of unicode escape sequences uses braces", repl);
            free(repl);
        } else {
            diag_label(d, span, true, "incorrect unicode escape sequence");
            diag_help(d, "format of unicode escape sequences is `\\u{...}`");
        }
        break;
    }
    case ESC_UNICODE_IN_BYTE:
        d = lx_error(lx, DC_NONE, span, "unicode escape in byte string");
        diag_label(d, span, true, "unicode escape in byte string");
        diag_help(d, "unicode escape sequences cannot be used as a byte or in a byte string");
        break;
    case ESC_EMPTY_UNICODE:
        d = lx_error(lx, DC_NONE, span, "empty unicode escape");
        diag_label(d, span, true, "this escape must have at least 1 hex digit");
        break;
    case ESC_OUT_OF_RANGE_UNICODE:
    case ESC_LONE_SURROGATE_UNICODE:
        d = lx_error(lx, DC_NONE, span, "invalid unicode character escape");
        diag_label(d, span, true, "invalid escape");
        diag_help(d, "unicode escape must %s",
                  err == ESC_LONE_SURROGATE_UNICODE ? "not be a surrogate" : "be at most 10FFFF");
        break;
    case ESC_NON_ASCII_IN_BYTE:
    case ESC_NON_ASCII_IN_RAW_BYTE_STR: {
        char postfix[40] = "";
        if (lex_is_zero_width(c)) snprintf(postfix, sizeof postfix, " but is %s", debug_char(c, b1));
        if (err == ESC_NON_ASCII_IN_RAW_BYTE_STR) {
            d = lx_error(lx, DC_NONE, cspan, "raw byte string must be ASCII");
            diag_label(d, cspan, true, "must be ASCII%s", postfix);
            break;
        }
        d = lx_error(lx, DC_NONE, cspan, "non-ASCII character in byte constant");
        diag_label(d, cspan, true, "byte constant must be ASCII%s", postfix);
        if (c <= 0xFF) {
            char msg[96], repl[8];
            snprintf(msg, sizeof msg, "if you meant to use the unicode code point for %s, use a \\xHH escape",
                     debug_char(c, b1));
            snprintf(repl, sizeof repl, "\\x%X", c);
            lx_suggest_verbose(d, cspan, msg, repl);
        } else if (m == MODE_BYTE) {
            diag_label(d, cspan, true, "this multibyte character does not fit into a single byte");
        } else {
            char msg[96], repl[24] = "", u[5];
            uint32_t n = lex_utf8_encode(c, u);
            for (uint32_t i = 0; i < n; i++) snprintf(repl + 4 * i, 5, "\\x%X", (unsigned char)u[i]);
            snprintf(msg, sizeof msg, "if you meant to use the UTF-8 encoding of %s, use \\xHH escapes",
                     debug_char(c, b1));
            lx_suggest_verbose(d, cspan, msg, repl);
        }
        break;
    }
    case ESC_NUL_IN_C_STR:
        d = lx_error(lx, DC_NONE, span, "null characters in C string literals are not supported");
        break;
    case ESC_WARN_UNSKIPPED_WHITESPACE: {
        char u[16];
        snprintf(u, sizeof u, "\\u{%x}", c);
        d = lx_warning(lx, span, "non-ASCII whitespace symbol '%s' is not skipped", u);
        diag_label(d, cspan, true, "non-ASCII whitespace symbol '%s' is not skipped", u);
        break;
    }
    case ESC_WARN_MULTIPLE_SKIPPED_LINES:
        d = lx_warning(lx, span, "multiple lines skipped by escaped newline");
        diag_label(d, span, true, "skipping everything up to and including this point");
        break;
    }
    if (!esc_is_warning(err)) e->failed = true;
    lx_emit(lx, d);
}

static void on_unit(void *ctx, uint32_t lo, uint32_t hi, EscErr err, uint32_t value, bool is_byte) {
    (void)value;
    (void)is_byte;
    if (err != ESC_OK) report_escape(ctx, lo, hi, err);
}

/* ---- chars and bytes ---- */

/* `'ab'`: rustc's hints for a char literal holding more than one
 * character. */
static void report_more_than_one(EscCtx *e) {
    Lexer *lx = e->lx;
    bool bytes = e->mode == MODE_BYTE;
    Span content = lx_span(lx, e->lit, e->lit + e->len);
    Diag *d = lx_error(lx, DC_NONE, e->with_quotes, "character literal may only contain one codepoint");
    uint32_t first_len, first = lex_utf8_decode(e->lit, e->lit + e->len, &first_len);
    bool all_marks = true;
    uint32_t nprintable = 0, printable = 0;
    for (const char *p = e->lit; p < e->lit + e->len;) {
        uint32_t len, c = lex_utf8_decode(p, e->lit + e->len, &len);
        if (p > e->lit && !lex_is_combining_mark(c)) all_marks = false;
        bool control = c < 0x20 || (c >= 0x7F && c < 0xA0);
        if (!control && !lex_is_zero_width(c) && !lex_is_unicode_whitespace(c)) nprintable++, printable = c;
        p += len;
    }
    bool has_help = false;
    char b[24];
    if (all_marks) {
        /* rustc also suggests the NFC form when it is one character; rcc
         * has no normalisation tables, so it says what it sees. */
        StrBuf marks = {0};
        uint32_t n = 0;
        for (const char *p = e->lit + first_len; p < e->lit + e->len; n++) {
            uint32_t len, c = lex_utf8_decode(p, e->lit + e->len, &len);
            sb_puts(&marks, lex_escape_default(c, b));
            p += len;
        }
        char fc[5] = {0};
        lex_utf8_encode(first, fc);
        diag_span_note(d, content, "this `%s` is followed by the combining mark%s `%s`", fc, n == 1 ? "" : "s",
                       sb_cstr(&marks));
        sb_free(&marks);
    } else if (nprintable == 1) {
        StrBuf full = {0};
        for (const char *p = e->lit; p < e->lit + e->len;) {
            uint32_t len, c = lex_utf8_decode(p, e->lit + e->len, &len);
            sb_puts(&full, lex_escape_default(c, b));
            p += len;
        }
        diag_span_note(d, content, "there are non-printing characters, the full sequence is `%s`", sb_cstr(&full));
        sb_free(&full);
        char pc[5] = {0};
        lex_utf8_encode(printable, pc);
        lx_suggest_verbose(d, content, "consider removing the non-printing characters", pc);
        has_help = true;
    }
    if (!has_help) {
        char *repl = xasprintf("%s\"%.*s\"", bytes ? "b" : "", (int)e->len, e->lit);
        lx_suggest_verbose(d, e->with_quotes,
                           bytes ? "if you meant to write a byte string literal, use double quotes"
                                 : "if you meant to write a `str` literal, use double quotes",
                           repl);
        free(repl);
    }
    lx_emit(lx, d);
}

/* Validates char/byte literal content [lo, hi); the literal with its
 * prefix and quotes is [start, hi + 1). */
static bool check_char(Lexer *lx, const char *start, const char *lo, const char *hi, UnescMode m) {
    EscCtx e = {lx, lo, (uint32_t)(hi - lo), lx_span(lx, start, hi + 1), m, false};
    uint32_t value;
    EscErr err = lex_unescape_char(lo, (uint32_t)(hi - lo), m, &value, on_unit, &e);
    if (err == ESC_MORE_THAN_ONE_CHAR) {
        report_more_than_one(&e);
        return false;
    }
    return err == ESC_OK;
}

/* rustc_lexer's single_quoted_string: from after the opening quote to
 * after the closing one. Stops (unterminated) at a `/`, at a newline not
 * followed by a quote, or at EOF. */
static const char *scan_single_quoted(const char *p, const char *end, bool *terminated) {
    uint32_t l1, l2;
    uint32_t c1 = peek(p, end, &l1);
    if (l1 && peek(p + l1, end, &l2) == '\'' && l2 && c1 != '\\') {
        *terminated = true;
        return p + l1 + 1;
    }
    *terminated = false;
    while (p < end) {
        char c = *p;
        if (c == '\'') {
            *terminated = true;
            return p + 1;
        }
        if (c == '/' || (c == '\n' && p[1] != '\'')) return p;
        if (c == '\\') {
            p++;
            if (p < end) p++;
            continue;
        }
        p++;
    }
    return p;
}

/* A char or byte literal whose content starts at p (after the quote);
 * start is the literal's first byte. */
static const char *finish_char(Lexer *lx, const char *start, const char *p, UnescMode m) {
    bool terminated;
    const char *q = scan_single_quoted(p, lx->end, &terminated);
    TokenKind kind = m == MODE_BYTE ? TK_LIT_BYTE : TK_LIT_CHAR;
    if (!terminated) {
        Span sp = lx_span(lx, m == MODE_BYTE ? start + 1 : start, q);
        Diag *d = m == MODE_BYTE ? lx_error(lx, DC_E0763, sp, "unterminated byte constant")
                                 : lx_error(lx, DC_E0762, sp, "unterminated character literal");
        lx_emit_fatal(lx, d);
        lx_push(lx, kind, TF_ERROR, lex_intern_text(lx, start, q), 0, lx_span(lx, start, q));
        return q;
    }
    bool ok = check_char(lx, start, p, q - 1, m);
    const char *s = lex_suffix_end(q, lx->end);
    lx_push(lx, kind, ok ? 0 : TF_ERROR, lex_intern_text(lx, start, q), s > q ? lex_intern_short(lx, q, (uint32_t)(s - q)) : 0,
            lx_span(lx, start, s));
    return s;
}

/* `'`: a lifetime or label (`'a`, `'static`), or a char literal. As in
 * rustc_lexer: if the quote is followed by an identifier start or a digit,
 * and not by one character and a quote, it is a lifetime, unless the
 * identifier is followed by a quote (`'ab'`, a char literal with two
 * characters, which is an error). */
const char *lex_quote(Lexer *lx, const char *start) {
    const char *p = start + 1, *end = lx->end;
    uint32_t l1, l2;
    uint32_t c1 = peek(p, end, &l1);
    uint32_t c2 = l1 ? peek(p + l1, end, &l2) : 0;
    bool can_be_lifetime = c2 != '\'' && l1 && (lex_is_id_start(c1) || (c1 >= '0' && c1 <= '9'));
    if (!can_be_lifetime) return finish_char(lx, start, p, MODE_CHAR);

    const char *q = p + l1;
    for (;;) {
        uint32_t len, c = peek(q, end, &len);
        if (!len || !lex_is_id_continue(c)) break;
        q += len;
    }
    if (*q == '\'' && q < end) {
        /* `'ab'`: a char literal, no suffix. */
        bool ok = check_char(lx, start, p, q, MODE_CHAR);
        lx_push(lx, TK_LIT_CHAR, ok ? 0 : TF_ERROR, lex_intern_text(lx, start, q + 1), 0, lx_span(lx, start, q + 1));
        return q + 1;
    }
    uint8_t flags = 0;
    if (c1 >= '0' && c1 <= '9') {
        lx_emit(lx, lx_error(lx, DC_NONE, lx_span(lx, start, q), "lifetimes cannot start with a number"));
        flags = TF_ERROR;
    }
    lx_push(lx, TK_LIFETIME, flags, lex_intern_short(lx, start, (uint32_t)(q - start)), 0, lx_span(lx, start, q));
    return q;
}

const char *lex_byte_char(Lexer *lx, const char *start) { return finish_char(lx, start, start + 2, MODE_BYTE); }

/* ---- strings ---- */

static UnescMode mode_of(TokenKind k) {
    switch (k) {
    case TK_LIT_BYTE_STR: return MODE_BYTE_STR;
    case TK_LIT_C_STR: return MODE_C_STR;
    case TK_LIT_RAW_STR: return MODE_RAW_STR;
    case TK_LIT_RAW_BYTE_STR: return MODE_RAW_BYTE_STR;
    case TK_LIT_RAW_C_STR: return MODE_RAW_C_STR;
    default: return MODE_STR;
    }
}

/* Does the content need the escape decoder? Only if it has a backslash
 * (cooked), a CR, a NUL (C strings) or a non-ASCII byte (byte strings). */
static bool needs_check(const char *lo, const char *hi, UnescMode m) {
    bool nonascii = m == MODE_BYTE_STR || m == MODE_RAW_BYTE_STR;
    bool nul = m == MODE_C_STR || m == MODE_RAW_C_STR;
    bool escapes = !mode_is_raw(m);
    for (const char *p = lo; p < hi; p++) {
        unsigned c = U(p);
        if (c == '\r' || (escapes && c == '\\') || (nonascii && c >= 0x80) || (nul && c == 0)) return true;
    }
    return false;
}

static bool check_str(Lexer *lx, const char *start, const char *lo, const char *hi, const char *close_end,
                      UnescMode m) {
    if (!needs_check(lo, hi, m)) return true;
    EscCtx e = {lx, lo, (uint32_t)(hi - lo), lx_span(lx, start, close_end), m, false};
    lex_unescape_str(lo, (uint32_t)(hi - lo), m, on_unit, &e);
    return !e.failed;
}

/* Pushes a finished string token with its suffix; returns its end. */
static const char *push_str(Lexer *lx, TokenKind kind, bool ok, const char *start, const char *close_end) {
    const char *s = lex_suffix_end(close_end, lx->end);
    lx_push(lx, kind, ok ? 0 : TF_ERROR, lex_intern_text(lx, start, close_end),
            s > close_end ? lex_intern_short(lx, close_end, (uint32_t)(s - close_end)) : 0, lx_span(lx, start, s));
    return s;
}

/* "...", b"...", c"...": q is the opening quote. In rustc_lexer a
 * backslash skips a following backslash or quote; anything else ends only
 * at the closing quote or EOF. */
const char *lex_dquote(Lexer *lx, const char *start, const char *q, TokenKind kind) {
    const char *p = q + 1, *end = lx->end;
    for (;;) {
        const char *hit = p;
        while (hit < end && *hit != '"' && *hit != '\\') hit++;
        p = hit;
        if (p >= end) break;
        if (*p == '"') {
            bool ok = check_str(lx, start, q + 1, p, p + 1, mode_of(kind));
            return push_str(lx, kind, ok, start, p + 1);
        }
        p++; /* backslash */
        if (*p == '\\' || *p == '"') p++;
    }
    /* Unterminated: the literal runs to EOF. */
    Diag *d;
    if (kind == TK_LIT_STR)
        d = lx_error(lx, DC_E0765, lx_span(lx, start, end), "unterminated double quote string");
    else if (kind == TK_LIT_BYTE_STR)
        d = lx_error(lx, DC_E0766, lx_span(lx, start + 1, end), "unterminated double quote byte string");
    else
        d = lx_error(lx, DC_E0767, lx_span(lx, start + 1, end), "unterminated C string");
    lx_emit_fatal(lx, d);
    lx_push(lx, kind, TF_ERROR, lex_intern_text(lx, start, end), 0, lx_span(lx, start, end));
    return end;
}

/* r"...", r#"..."#, br..., cr...: p is at the first `#` or the quote.
 * The string ends at the first quote followed by as many `#`s as opened
 * it (extra `#`s after that are tokens of their own). */
const char *lex_raw(Lexer *lx, const char *start, const char *p, TokenKind kind) {
    const char *end = lx->end;
    const char *q = p;
    while (*q == '#') q++;
    uint32_t nhashes = (uint32_t)(q - p);
    if (*q != '"' || q >= end) {
        uint32_t len, c = peek(q, end, &len);
        const char *after = q + len;
        char b[16];
        Diag *d = lx_error(lx, DC_NONE, lx_span(lx, start, after),
                           "found invalid character; only `#` is allowed in raw string delimitation: %s",
                           lex_escaped_char(c, b));
        lx_emit_fatal(lx, d);
        lx_push(lx, kind, TF_ERROR, lex_intern_text(lx, start, after), 0, lx_span(lx, start, after));
        return after;
    }
    const char *lo = q + 1, *hi = NULL, *possible = NULL;
    uint32_t max_found = 0;
    for (q = lo;;) {
        const char *dq = memchr(q, '"', (size_t)(end - q));
        if (!dq) break;
        q = dq + 1;
        uint32_t m = 0;
        while (m < nhashes && *q == '#') q++, m++;
        if (m == nhashes) {
            hi = dq;
            break;
        }
        if (m > max_found) max_found = m, possible = q - m;
    }
    const char *stop = hi ? q : end;
    if (nhashes > 255) {
        Diag *d = lx_error(lx, DC_NONE, lx_span(lx, start, stop),
                           "too many `#` symbols: raw strings may be delimited by up to 255 `#` symbols, but "
                           "found %u",
                           nhashes);
        lx_emit_fatal(lx, d);
        lx_push(lx, kind, TF_ERROR, lex_intern_text(lx, start, stop), 0, lx_span(lx, start, stop));
        return stop;
    }
    if (!hi) {
        Span at = lx_span(lx, start, start);
        Diag *d = lx_error(lx, DC_E0748, at, "unterminated raw string");
        diag_label(d, at, true, "unterminated raw string");
        char *hashes = xmalloc(nhashes + 1);
        memset(hashes, '#', nhashes);
        hashes[nhashes] = 0;
        if (nhashes) diag_note(d, "this raw string should be terminated with `\"%s`", hashes);
        if (possible)
            lx_suggest_inline(d, lx_span(lx, possible, possible + max_found), "consider terminating the string here",
                              hashes);
        free(hashes);
        lx_emit_fatal(lx, d);
        lx_push(lx, kind, TF_ERROR, lex_intern_text(lx, start, end), 0, lx_span(lx, start, end));
        return end;
    }
    bool ok = check_str(lx, start, lo, hi, q, mode_of(kind));
    return push_str(lx, kind, ok, start, q);
}
