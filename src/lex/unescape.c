/* unescape.c — the escape decoder, and the literal values built on it.
 *
 * Takes the content of a literal (between its quotes) and a mode (char,
 * byte, string, byte string, C string, and the raw ones); gives, unit by
 * unit, either a value or an error with its byte range, through a
 * callback. The lexer's validation (literal.c) reports the errors; the
 * value functions of lex.h (lex_str_value, lex_char_value) collect the
 * values. Also here: lex_int_value and lex_split_float_field.
 *
 * The rules are rustc's: `\x` is at most 0x7f outside byte and C strings,
 * `\u{...}` has 1 to 6 hex digits (underscores allowed, not first) and
 * names a scalar value and is not allowed in byte literals, a backslash
 * before a newline skips the following ASCII whitespace, CRLF reads as LF.
 */
#include "lex_internal.h"

#include <ctype.h>

static int hex_val(uint32_t c) {
    if (c >= '0' && c <= '9') return (int)(c - '0');
    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') return (int)((c | 0x20) - 'a' + 10);
    return -1;
}

/* Next character at *p (advancing it), or -1 at the end. */
static int64_t next_char(const char **p, const char *end) {
    if (*p >= end) return -1;
    uint32_t len, c = lex_utf8_decode(*p, end, &len);
    *p += len;
    return c;
}

/* An escape at *pp (at the backslash); advances *pp past it. */
static EscErr scan_escape(const char **pp, const char *end, UnescMode m, uint32_t *val, bool *is_byte) {
    const char *p = *pp + 1;
    *is_byte = false;
    EscErr err = ESC_OK;
    int64_t c = next_char(&p, end);
    switch (c) {
    case -1: err = ESC_LONE_SLASH; break;
    case '"': *val = '"'; break;
    case 'n': *val = '\n'; break;
    case 'r': *val = '\r'; break;
    case 't': *val = '\t'; break;
    case '\\': *val = '\\'; break;
    case '\'': *val = '\''; break;
    case '0': *val = 0; break;
    case 'x': {
        int64_t h = next_char(&p, end);
        if (h < 0) { err = ESC_TOO_SHORT_HEX; break; }
        int hi = hex_val((uint32_t)h);
        if (hi < 0) { err = ESC_INVALID_CHAR_IN_HEX; break; }
        int64_t l = next_char(&p, end);
        if (l < 0) { err = ESC_TOO_SHORT_HEX; break; }
        int lo = hex_val((uint32_t)l);
        if (lo < 0) { err = ESC_INVALID_CHAR_IN_HEX; break; }
        *val = (uint32_t)(hi * 16 + lo);
        bool bytes = mode_is_bytes(m) || m == MODE_C_STR;
        if (!bytes && *val > 0x7F) err = ESC_OUT_OF_RANGE_HEX;
        *is_byte = bytes;
        break;
    }
    case 'u': {
        if (next_char(&p, end) != '{') { err = ESC_NO_BRACE_IN_UNICODE; break; }
        int64_t d = next_char(&p, end);
        if (d < 0) { err = ESC_UNCLOSED_UNICODE; break; }
        if (d == '_') { err = ESC_LEADING_UNDERSCORE_UNICODE; break; }
        if (d == '}') { err = ESC_EMPTY_UNICODE; break; }
        if (hex_val((uint32_t)d) < 0) { err = ESC_INVALID_CHAR_IN_UNICODE; break; }
        uint32_t value = (uint32_t)hex_val((uint32_t)d), ndigits = 1;
        for (;;) {
            d = next_char(&p, end);
            if (d < 0) { err = ESC_UNCLOSED_UNICODE; break; }
            if (d == '_') continue;
            if (d == '}') {
                if (ndigits > 6) err = ESC_OVERLONG_UNICODE;
                else if (mode_is_bytes(m)) err = ESC_UNICODE_IN_BYTE;
                else if (value > 0x10FFFF) err = ESC_OUT_OF_RANGE_UNICODE;
                else if (value >= 0xD800 && value <= 0xDFFF) err = ESC_LONE_SURROGATE_UNICODE;
                *val = value;
                break;
            }
            int h = hex_val((uint32_t)d);
            if (h < 0) { err = ESC_INVALID_CHAR_IN_UNICODE; break; }
            if (++ndigits <= 6) value = value * 16 + (uint32_t)h;
        }
        break;
    }
    default: err = ESC_INVALID_ESCAPE; break;
    }
    if (err == ESC_OK && *val == 0 && m == MODE_C_STR) err = ESC_NUL_IN_C_STR;
    *pp = p;
    return err;
}

/* `\` before a newline: skips ASCII whitespace; rustc warns when that
 * skips more than one line, or stops at non-ASCII whitespace. p is at the
 * backslash, nl at the newline (or the CR of a CRLF). */
static const char *skip_continuation(const char *s, const char *p, const char *nl, const char *end, UnescFn fn,
                                     void *ctx) {
    const char *q = nl;
    bool more_lines = false;
    if (*q == '\r') q++;
    q++; /* the newline */
    while (q < end && (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r')) {
        if (*q == '\n') more_lines = true;
        q++;
    }
    uint32_t lo = (uint32_t)(p - s);
    if (more_lines) fn(ctx, lo, (uint32_t)(q - s), ESC_WARN_MULTIPLE_SKIPPED_LINES, 0, false);
    if (q < end) {
        uint32_t len, c = lex_utf8_decode(q, end, &len);
        if (lex_is_unicode_whitespace(c)) fn(ctx, lo, (uint32_t)(q + len - s), ESC_WARN_UNSKIPPED_WHITESPACE, 0, false);
    }
    return q;
}

void lex_unescape_str(const char *s, uint32_t n, UnescMode m, UnescFn fn, void *ctx) {
    const char *p = s, *end = s + n;
    bool raw = mode_is_raw(m);
    while (p < end) {
        uint32_t lo = (uint32_t)(p - s);
        unsigned char c = (unsigned char)*p;
        if (c == '\r') {
            if (p + 1 < end && p[1] == '\n') {
                fn(ctx, lo, lo + 2, ESC_OK, '\n', false);
                p += 2;
            } else {
                fn(ctx, lo, lo + 1, raw ? ESC_BARE_CR_RAW : ESC_BARE_CR, 0, false);
                p++;
            }
            continue;
        }
        if (c == '\\' && !raw) {
            if (p + 1 < end && (p[1] == '\n' || (p[1] == '\r' && p + 2 < end && p[2] == '\n'))) {
                p = skip_continuation(s, p, p + 1, end, fn, ctx);
                continue;
            }
            uint32_t val = 0;
            bool is_byte;
            EscErr err = scan_escape(&p, end, m, &val, &is_byte);
            fn(ctx, lo, (uint32_t)(p - s), err, val, is_byte);
            continue;
        }
        uint32_t len, cp = lex_utf8_decode(p, end, &len);
        p += len;
        EscErr err = ESC_OK;
        if (cp >= 0x80 && m == MODE_BYTE_STR) err = ESC_NON_ASCII_IN_BYTE;
        else if (cp >= 0x80 && m == MODE_RAW_BYTE_STR) err = ESC_NON_ASCII_IN_RAW_BYTE_STR;
        else if (cp == 0 && (m == MODE_C_STR || m == MODE_RAW_C_STR)) err = ESC_NUL_IN_C_STR;
        fn(ctx, lo, lo + len, err, cp, mode_is_bytes(m));
    }
}

EscErr lex_unescape_char(const char *s, uint32_t n, UnescMode m, uint32_t *out, UnescFn fn, void *ctx) {
    const char *p = s, *end = s + n;
    EscErr err = ESC_OK;
    uint32_t val = 0;
    bool is_byte = false;
    *out = 0;
    if (n == 0) {
        err = ESC_ZERO_CHARS;
    } else if (*p == '\\') {
        err = scan_escape(&p, end, m, &val, &is_byte);
    } else {
        uint32_t len;
        val = lex_utf8_decode(p, end, &len);
        p += len;
        if (val == '\n' || val == '\t' || val == '\'') err = ESC_ESCAPE_ONLY_CHAR;
        else if (val == '\r') err = ESC_BARE_CR;
        else if (m == MODE_BYTE && val >= 0x80) err = ESC_NON_ASCII_IN_BYTE;
    }
    if (err == ESC_OK && p < end) {
        uint32_t len;
        lex_utf8_decode(p, end, &len);
        p += len;
        err = ESC_MORE_THAN_ONE_CHAR;
    }
    if (fn) fn(ctx, 0, (uint32_t)(p - s), err, val, is_byte);
    if (err == ESC_OK) *out = val;
    return err;
}

/* ---- values ---- */

/* Where the content of a quoted literal token lies in its text. */
static bool content_of(const Token *t, const char **lo, const char **hi, UnescMode *m) {
    const char *s = sym_str(t->sym);
    uint32_t n = sym_len(t->sym);
    uint32_t pre, hashes = 0;
    switch ((TokenKind)t->kind) {
    case TK_LIT_CHAR: pre = 1, *m = MODE_CHAR; break;
    case TK_LIT_BYTE: pre = 2, *m = MODE_BYTE; break;
    case TK_LIT_STR: pre = 1, *m = MODE_STR; break;
    case TK_LIT_BYTE_STR: pre = 2, *m = MODE_BYTE_STR; break;
    case TK_LIT_C_STR: pre = 2, *m = MODE_C_STR; break;
    case TK_LIT_RAW_STR: pre = 1, *m = MODE_RAW_STR; break;
    case TK_LIT_RAW_BYTE_STR: pre = 2, *m = MODE_RAW_BYTE_STR; break;
    case TK_LIT_RAW_C_STR: pre = 2, *m = MODE_RAW_C_STR; break;
    default: return false;
    }
    if (mode_is_raw(*m)) {
        while (pre < n && s[pre] == '#') pre++, hashes++;
        pre++; /* the quote */
    }
    if (pre > n) pre = n;
    uint32_t post = 0;
    /* A well-formed literal ends with its quote (and hashes); a malformed
     * one may not, and then its content runs to its end. */
    if (n >= pre + 1 + hashes && s[n - 1 - hashes] == (*m == MODE_CHAR || *m == MODE_BYTE ? '\'' : '"')) {
        post = 1 + hashes;
        for (uint32_t i = 0; i < hashes; i++)
            if (s[n - 1 - i] != '#') post = 0;
    }
    *lo = s + pre;
    *hi = s + n - post;
    return true;
}

typedef struct ValBuf {
    StrBuf sb;
} ValBuf;

static void collect(void *ctx, uint32_t lo, uint32_t hi, EscErr err, uint32_t value, bool is_byte) {
    (void)lo;
    (void)hi;
    ValBuf *v = ctx;
    if (err != ESC_OK) return; /* errors are skipped; warnings are not units */
    if (is_byte) {
        sb_putc(&v->sb, (char)value);
    } else {
        char u[4];
        sb_putn(&v->sb, u, lex_utf8_encode(value, u));
    }
}

char *lex_str_value(const Token *t, size_t *len) {
    const char *lo, *hi;
    UnescMode m;
    ValBuf v = {{0}};
    if (content_of(t, &lo, &hi, &m)) lex_unescape_str(lo, (uint32_t)(hi - lo), m, collect, &v);
    *len = v.sb.len;
    sb_putc(&v.sb, 0);
    return v.sb.data;
}

uint32_t lex_char_value(const Token *t) {
    const char *lo, *hi;
    UnescMode m;
    uint32_t val = 0;
    if (content_of(t, &lo, &hi, &m)) lex_unescape_char(lo, (uint32_t)(hi - lo), m, &val, NULL, NULL);
    return val;
}

bool lex_int_value(const Token *t, u128 *out) {
    const char *s = sym_str(t->sym);
    uint32_t n = sym_len(t->sym), i = 0;
    unsigned base = 10;
    if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'o' || s[1] == 'b')) {
        base = s[1] == 'x' ? 16 : s[1] == 'o' ? 8 : 2;
        i = 2;
    }
    u128 v = 0, max = ~(u128)0;
    bool any = false;
    *out = 0;
    for (; i < n; i++) {
        if (s[i] == '_') continue;
        int d = hex_val((unsigned char)s[i]);
        if (d < 0 || (unsigned)d >= base) return false;
        if (v > (max - (u128)d) / base) return false; /* overflow */
        v = v * base + (u128)d;
        any = true;
    }
    *out = v;
    return any;
}

/* ---- tuple fields ---- */

uint32_t lex_split_float_field(const Token *t, Token out[3]) {
    if (t->kind != TK_LIT_FLOAT) return 0;
    const char *s = sym_str(t->sym);
    uint32_t n = sym_len(t->sym), dot = 0;
    if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'o' || s[1] == 'b')) return 0;
    for (uint32_t i = 0; i < n; i++) {
        if (s[i] == '.') {
            if (dot) return 0;
            dot = i;
        } else if (!isdigit((unsigned char)s[i]) && s[i] != '_') {
            return 0; /* exponent */
        }
    }
    if (!dot) return 0;
    uint32_t lo = t->span.lo;
    out[0] = (Token){.kind = TK_LIT_INT, .flags = TF_JOINT, .sym = sym_intern(s, dot), .ctxt = t->ctxt,
                     .span = {lo, lo + dot}};
    out[1] = (Token){.kind = TK_DOT, .flags = TF_JOINT, .ctxt = t->ctxt, .span = {lo + dot, lo + dot + 1}};
    if (dot + 1 == n) {
        out[1].flags = t->flags;
        return 2;
    }
    out[2] = (Token){.kind = TK_LIT_INT, .flags = t->flags, .sym = sym_intern(s + dot + 1, n - dot - 1),
                     .suffix = t->suffix, .ctxt = t->ctxt, .span = {lo + dot + 1, t->span.hi}};
    return 3;
}
