/* format_parse.c — format strings and asm templates as rustc reads them.
 *
 * Takes the value of a string literal (and the literal's source text, to
 * place positions in the source). Gives its pieces — literal text and
 * `{...}` arguments with their format specs — and rustc_parse_format's
 * errors with its wording and inner spans, including its quirks (the
 * offsets of escapes are counted as rustc counts them), since error spans
 * must match rustc's.
 *
 * Also here: the printf (`%d`) and shell (`$x`) directive finders that
 * format_args! uses to explain unused arguments (rustc's format_foreign).
 */
#include "format_priv.h"

#include <ctype.h>

/* ------------------------------------------------------------------ */
/* Characters                                                          */
/* ------------------------------------------------------------------ */

static bool fp_peek(const FmtParser *p, uint32_t *c, uint32_t *n) {
    if (p->pos >= p->len) return false;
    *c = lex_utf8_decode(p->input + p->pos, p->input + p->len, n);
    return true;
}

/* The character after the next one (rustc's `cur.clone().nth(1)`). */
static bool fp_peek2(const FmtParser *p, uint32_t *c) {
    uint32_t c1, n1, n2;
    if (!fp_peek(p, &c1, &n1) || p->pos + n1 >= p->len) return false;
    *c = lex_utf8_decode(p->input + p->pos + n1, p->input + p->len, &n2);
    return true;
}

/* Consumes `want` if it is next; gives its offset. */
static bool fp_consume_pos(FmtParser *p, uint32_t want, uint32_t *at) {
    uint32_t c, n;
    if (!fp_peek(p, &c, &n) || c != want) return false;
    if (at) *at = p->pos;
    p->pos += n;
    return true;
}

static bool fp_consume(FmtParser *p, uint32_t want) { return fp_consume_pos(p, want, NULL); }

const char *fmt_char_debug(uint32_t c, char *buf) {
    switch (c) {
    case '\0': return strcpy(buf, "'\\0'");
    case '\t': return strcpy(buf, "'\\t'");
    case '\r': return strcpy(buf, "'\\r'");
    case '\n': return strcpy(buf, "'\\n'");
    case '\\': return strcpy(buf, "'\\\\'");
    case '\'': return strcpy(buf, "'\\''");
    default: break;
    }
    /* Non-printable characters as \u{..}; everything else as itself. */
    if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0xad || (c >= 0xd800 && c < 0xe000)) {
        snprintf(buf, 20, "'\\u{%x}'", c);
        return buf;
    }
    char enc[8];
    int n;
    if (c < 0x80) enc[0] = (char)c, n = 1;
    else if (c < 0x800) enc[0] = (char)(0xc0 | (c >> 6)), enc[1] = (char)(0x80 | (c & 0x3f)), n = 2;
    else if (c < 0x10000)
        enc[0] = (char)(0xe0 | (c >> 12)), enc[1] = (char)(0x80 | ((c >> 6) & 0x3f)), enc[2] = (char)(0x80 | (c & 0x3f)),
        n = 3;
    else
        enc[0] = (char)(0xf0 | (c >> 18)), enc[1] = (char)(0x80 | ((c >> 12) & 0x3f)),
        enc[2] = (char)(0x80 | ((c >> 6) & 0x3f)), enc[3] = (char)(0x80 | (c & 0x3f)), n = 4;
    snprintf(buf, 20, "'%.*s'", n, enc);
    return buf;
}

/* ------------------------------------------------------------------ */
/* Positions: value offsets to offsets in the literal as written        */
/* ------------------------------------------------------------------ */

/* rustc's find_skips: the offsets (in the literal's body) of the source
 * characters that have no character of their own in the value. As in
 * rustc, a `\u{..}` escape counts as one character whatever its UTF-8
 * length, and a backslash in a raw string still makes a skip. */
static void find_skips(const char *s, uint32_t n, bool is_raw, VecU32 *skips) {
    uint32_t i = 0;
#define NEXT_CHAR(at, c) (at < n ? (c = lex_utf8_decode(s + at, s + n, &clen), true) : false)
    uint32_t clen, c, c2;
    while (i < n) {
        uint32_t pos = i;
        c = lex_utf8_decode(s + i, s + n, &clen);
        i += clen;
        if (c != '\\' || !NEXT_CHAR(i, c2)) continue;
        uint32_t next_pos = i;
        if (c2 == '\n' && !is_raw) {
            vec_push(skips, pos);
            vec_push(skips, next_pos);
            i += clen;
            while (i < n && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t')) vec_push(skips, i), i++;
        } else if (c2 == 'n' || c2 == 't' || c2 == 'r' || c2 == '0' || c2 == '\\' || c2 == '\'' || c2 == '"') {
            vec_push(skips, next_pos);
            i += clen;
        } else if (c2 == 'x' && !is_raw) {
            for (int k = 0; k < 3 && i < n; k++) {
                vec_push(skips, i);
                lex_utf8_decode(s + i, s + n, &clen);
                i += clen;
            }
        } else if (c2 == 'u' && !is_raw) {
            vec_push(skips, i); /* the `u` */
            i += clen;
            uint32_t c3;
            if (!NEXT_CHAR(i, c3)) continue;
            uint32_t at3 = i;
            i += clen;
            if (c3 == '{') {
                vec_push(skips, at3);
                for (int k = 0;; k++) {
                    uint32_t c4;
                    if (!NEXT_CHAR(i, c4)) break;
                    uint32_t at4 = i;
                    i += clen;
                    if (k >= 7) break;
                    if (c4 < 0x80 && isxdigit((int)c4)) vec_push(skips, at4);
                    else {
                        if (c4 == '}') vec_push(skips, at4);
                        break;
                    }
                }
            } else if (c3 < 0x80 && isxdigit((int)c3)) {
                vec_push(skips, at3);
                for (;;) {
                    uint32_t c4;
                    if (!NEXT_CHAR(i, c4)) break;
                    uint32_t at4 = i;
                    i += clen;
                    if (c4 < 0x80 && isxdigit((int)c4)) vec_push(skips, at4);
                    else break;
                }
            }
        }
    }
#undef NEXT_CHAR
}

void fmtp_init(FmtParser *p, const char *s, uint32_t len, int style, const char *snippet, uint32_t snippet_len,
               bool append_newline, FmtMode mode) {
    memset(p, 0, sizeof *p);
    p->mode = mode;
    p->input = s;
    p->len = len;
    p->style = style;
    p->append_newline = append_newline;
    bool lit = snippet && snippet_len >= 1 &&
               (snippet[0] == '"' || (snippet_len >= 2 && snippet[0] == 'r' && (snippet[1] == '"' || snippet[1] == '#')));
    if (!lit) return;
    uint32_t r_start = style >= 0 ? (uint32_t)style + 1 : 0;
    uint32_t r_end = style >= 0 ? (uint32_t)style : 0;
    if (snippet_len < r_start + 1 + r_end + 1) return;
    p->is_literal = true;
    find_skips(snippet + r_start + 1, snippet_len - r_end - 1 - (r_start + 1), style >= 0, &p->skips);
}

void fmtp_free(FmtParser *p) {
    vec_foreach(&p->errors, e) {
        free(e->description);
        free(e->note);
        free(e->label);
        free(e->secondary_label);
    }
    vec_free(&p->errors);
    vec_free(&p->skips);
    vec_free(&p->arg_places);
}

/* rustc's to_span_index. */
static uint32_t span_index(const FmtParser *p, uint32_t pos) {
    uint32_t raw = p->style >= 0 ? (uint32_t)p->style + 1 : 0;
    for (uint32_t i = 0; i < p->skips.len; i++) {
        uint32_t skip = p->skips.data[i];
        if (pos > skip) pos++;
        else if (pos == skip && raw == 0) pos++;
        else break;
    }
    return raw + pos + 1;
}

static FmtInner inner(uint32_t a, uint32_t b) { return (FmtInner){a, b}; }

static FmtError *fp_err(FmtParser *p, const char *description, const char *label, FmtInner span) {
    FmtError e = {.description = xstrdup(description), .label = xstrdup(label), .span = span};
    vec_push(&p->errors, e);
    return &vec_last(&p->errors);
}

/* ------------------------------------------------------------------ */
/* The grammar                                                         */
/* ------------------------------------------------------------------ */

static void fp_ws(FmtParser *p) {
    uint32_t c, n;
    while (fp_peek(p, &c, &n) && lex_is_unicode_whitespace(c)) p->pos += n;
}

/* Literal text from `start` up to the next brace. */
static void fp_string(FmtParser *p, uint32_t start, FmtPiece *out) {
    while (p->pos < p->len && p->input[p->pos] != '{' && p->input[p->pos] != '}') p->pos++;
    out->is_arg = false;
    out->str = p->input + start;
    out->len = p->pos - start;
}

/* An identifier-like word (not starting with a digit); "" if none. */
static const char *fp_word(FmtParser *p, uint32_t *wlen) {
    uint32_t c, n;
    *wlen = 0;
    if (!fp_peek(p, &c, &n) || !lex_is_id_start(c)) return p->input + p->pos;
    uint32_t start = p->pos;
    p->pos += n;
    while (fp_peek(p, &c, &n) && lex_is_id_continue(c)) p->pos += n;
    *wlen = p->pos - start;
    if (*wlen == 1 && p->input[start] == '_') {
        FmtError *e = fp_err(p, "invalid argument name `_`", "invalid argument name",
                             inner(span_index(p, start), span_index(p, p->pos)));
        e->note = xstrdup("argument name cannot be a single underscore");
    }
    return p->input + start;
}

/* Decimal digits, wrapping as rustc's (unchecked) usize arithmetic does. */
static bool fp_integer(FmtParser *p, size_t *out) {
    size_t v = 0;
    bool found = false;
    while (p->pos < p->len && p->input[p->pos] >= '0' && p->input[p->pos] <= '9') {
        v = v * 10 + (size_t)(p->input[p->pos] - '0');
        found = true;
        p->pos++;
    }
    *out = v;
    return found;
}

/* A width or precision count; *has_span says whether `span` was set
 * (rustc keeps a span only for `N$`). */
static FmtCount fp_count(FmtParser *p, uint32_t start, bool *has_span, FmtInner *span) {
    FmtCount cnt = {.kind = FMT_COUNT_IMPLIED};
    *has_span = false;
    size_t i;
    uint32_t end;
    if (fp_integer(p, &i)) {
        if (fp_consume_pos(p, '$', &end)) {
            cnt.kind = FMT_COUNT_PARAM;
            cnt.n = i;
            *has_span = true;
            *span = inner(span_index(p, start), span_index(p, end + 1));
        } else {
            cnt.kind = FMT_COUNT_IS;
            cnt.n = i;
        }
        return cnt;
    }
    uint32_t save = p->pos, wlen;
    const char *w = fp_word(p, &wlen);
    if (wlen && fp_consume_pos(p, '$', &end)) {
        cnt.kind = FMT_COUNT_NAME;
        cnt.name = sym_intern(w, wlen);
        /* rustc's span of a named count starts one character late for
         * widths (`start` is the word's own start there). */
        cnt.name_span = inner(span_index(p, start + 1), span_index(p, end));
        return cnt;
    }
    p->pos = save;
    return cnt;
}

static void spec_default(FmtSpec *s, const char *input) {
    memset(s, 0, sizeof *s);
    s->align = FMT_ALIGN_UNKNOWN;
    s->precision.kind = FMT_COUNT_IMPLIED;
    s->width.kind = FMT_COUNT_IMPLIED;
    s->ty = input;
}

/* The type word after the count(s), with its span when it runs up to a
 * following character (as rustc: none when the string ends there). */
static void fp_ty_word(FmtParser *p, FmtSpec *spec) {
    bool has_start = p->pos < p->len;
    uint32_t start = p->pos;
    spec->ty = fp_word(p, &spec->ty_len);
    bool has_end = p->pos < p->len;
    if (spec->ty_len && has_start && has_end) {
        spec->has_ty_span = true;
        spec->ty_span = inner(span_index(p, start), span_index(p, p->pos));
    }
}

static void fp_format(FmtParser *p, FmtSpec *spec) {
    spec_default(spec, p->input);
    if (!fp_consume(p, ':')) return;
    uint32_t c, n, c2;
    if (fp_peek(p, &c, &n) && fp_peek2(p, &c2) && (c2 == '>' || c2 == '<' || c2 == '^')) {
        spec->has_fill = true;
        spec->fill = c;
        p->pos += n;
    }
    if (fp_consume(p, '<')) spec->align = FMT_ALIGN_LEFT;
    else if (fp_consume(p, '>')) spec->align = FMT_ALIGN_RIGHT;
    else if (fp_consume(p, '^')) spec->align = FMT_ALIGN_CENTER;
    if (fp_consume(p, '+')) spec->flags |= FMT_FLAG_SIGN_PLUS;
    else if (fp_consume(p, '-')) spec->flags |= FMT_FLAG_SIGN_MINUS;
    if (fp_consume(p, '#')) spec->flags |= FMT_FLAG_ALTERNATE;
    bool havewidth = false;
    if (fp_consume(p, '0')) {
        /* `0$` is the width argument 0, not the `0` flag. */
        if (fp_consume(p, '$')) {
            spec->width.kind = FMT_COUNT_PARAM;
            spec->width.n = 0;
            havewidth = true;
        } else {
            spec->flags |= FMT_FLAG_ZERO_PAD;
        }
    }
    if (!havewidth) {
        uint32_t start = p->pos < p->len ? p->pos : 0;
        spec->width = fp_count(p, start, &spec->has_width_span, &spec->width_span);
    }
    uint32_t dot, star;
    if (fp_consume_pos(p, '.', &dot)) {
        if (fp_consume_pos(p, '*', &star)) {
            /* `.*` takes the next implicit argument now, before the
             * position (resolved after the spec). */
            spec->precision.kind = FMT_COUNT_PARAM;
            spec->precision.n = p->curarg++;
            spec->has_precision_span = true;
            spec->precision_span = inner(span_index(p, dot), span_index(p, star + 1));
        } else {
            spec->precision = fp_count(p, dot, &spec->has_precision_span, &spec->precision_span);
        }
    }
    if (fp_consume(p, 'x')) {
        if (fp_consume(p, '?')) spec->flags |= FMT_FLAG_DEBUG_LOWER_HEX, spec->ty = "?", spec->ty_len = 1;
        else spec->ty = "x", spec->ty_len = 1;
    } else if (fp_consume(p, 'X')) {
        if (fp_consume(p, '?')) spec->flags |= FMT_FLAG_DEBUG_UPPER_HEX, spec->ty = "?", spec->ty_len = 1;
        else spec->ty = "X", spec->ty_len = 1;
    } else if (fp_consume(p, '?')) {
        spec->ty = "?";
        spec->ty_len = 1;
    } else {
        fp_ty_word(p, spec);
    }
}

/* asm templates: `{0:e}`, only a modifier word after the colon. */
static void fp_inline_asm(FmtParser *p, FmtSpec *spec) {
    spec_default(spec, p->input);
    if (!fp_consume(p, ':')) return;
    fp_ty_word(p, spec);
}

static void fp_argument(FmtParser *p, FmtPiece *out) {
    out->is_arg = true;
    size_t i;
    uint32_t c, n;
    bool have_pos = true;
    if (fp_integer(p, &i)) {
        out->pos = FMT_POS_IS;
        out->index = i;
    } else if (fp_peek(p, &c, &n) && lex_is_id_start(c)) {
        uint32_t start = p->pos, wlen;
        const char *w = fp_word(p, &wlen);
        out->pos = FMT_POS_NAMED;
        out->name = sym_intern(w, wlen);
        out->name_span = inner(span_index(p, start), span_index(p, start + wlen));
    } else {
        have_pos = false;
    }
    if (p->mode == FMT_MODE_FORMAT) fp_format(p, &out->spec);
    else fp_inline_asm(p, &out->spec);
    if (!have_pos) {
        out->pos = FMT_POS_IMPLICIT;
        out->index = p->curarg++;
    }
}

static void brace_note(FmtParser *p, FmtError *e) {
    e->note = xstrdup("if you intended to print `{`, you can escape it using `{{`");
    if (p->has_last_brace) {
        e->secondary_label = xstrdup("because of this opening brace");
        e->secondary_span = p->last_opening_brace;
    }
}

/* Expects `}` after optional whitespace; gives its offset. */
static bool fp_must_close(FmtParser *p, uint32_t *at) {
    fp_ws(p);
    uint32_t c, n;
    if (fp_peek(p, &c, &n)) {
        if (c == '}') {
            *at = p->pos;
            p->pos += n;
            return true;
        }
        uint32_t pos = span_index(p, p->pos);
        char dbg[24];
        char *desc = xasprintf("expected `'}'`, found `%s`", fmt_char_debug(c, dbg));
        FmtError *e = fp_err(p, desc, "expected `}`", inner(pos, pos));
        free(desc);
        brace_note(p, e);
        return false;
    }
    uint32_t pos = span_index(p, p->len - (p->append_newline ? 1 : 0));
    FmtError *e = fp_err(p, "expected `'}'` but string was terminated", "expected `'}'`", inner(pos, pos));
    brace_note(p, e);
    return false;
}

bool fmtp_next(FmtParser *p, FmtPiece *out) {
    memset(out, 0, sizeof *out);
    uint32_t c, n;
    if (!fp_peek(p, &c, &n)) return false;
    uint32_t pos = p->pos;
    if (c == '{') {
        bool had = p->has_last_brace;
        FmtInner prev = p->last_opening_brace;
        uint32_t b = span_index(p, pos);
        p->has_last_brace = true;
        p->last_opening_brace = inner(b, b + 1);
        p->pos++;
        if (fp_consume(p, '{')) {
            p->has_last_brace = had;
            p->last_opening_brace = prev;
            fp_string(p, pos + 1, out);
            return true;
        }
        fp_argument(p, out);
        uint32_t rb;
        if (fp_must_close(p, &rb) && p->is_literal)
            vec_push(&p->arg_places, inner(span_index(p, pos), span_index(p, rb) + 1));
        return true;
    }
    if (c == '}') {
        p->pos++;
        if (fp_consume(p, '}')) {
            fp_string(p, pos + 1, out);
            return true;
        }
        uint32_t at = span_index(p, pos);
        FmtError *e = fp_err(p, "unmatched `}` found", "unmatched `}`", inner(at, at));
        e->note = xstrdup("if you intended to print `}`, you can escape it using `}}`");
        return false;
    }
    fp_string(p, pos, out);
    return true;
}

/* ------------------------------------------------------------------ */
/* printf and shell directives (rustc's format_foreign)                 */
/* ------------------------------------------------------------------ */

typedef enum NumKind { NUM_NONE, NUM_NUM, NUM_ARG, NUM_NEXT } NumKind;
typedef struct Num {
    NumKind kind;
    unsigned v;
} Num;

typedef struct Printf {
    bool escape;
    uint32_t start, end;      /* in the string being scanned */
    bool has_param;
    unsigned param;
    const char *flags;
    uint32_t nflags;
    Num width, precision;
    const char *type;
    uint32_t ntype;
} Printf;

static unsigned parse_u16(const char *s, uint32_t n) {
    /* rustc parses a u16 (and panics past it); saturate instead. */
    unsigned v = 0;
    for (uint32_t i = 0; i < n; i++) {
        v = v * 10 + (unsigned)(s[i] - '0');
        if (v > 65535) v = 65535;
    }
    return v;
}

/* The index after the code point at `at`, or n. */
static uint32_t cp_next(const char *s, uint32_t n, uint32_t at) {
    uint32_t len;
    lex_utf8_decode(s + at, s + n, &len);
    return at + len;
}

static uint32_t digits_from(const char *s, uint32_t n, uint32_t at) {
    while (at < n && s[at] >= '0' && s[at] <= '9') at++;
    return at;
}

static bool is_printf_flag(char c) { return c == '0' || c == '-' || c == '+' || c == ' ' || c == '#' || c == '\''; }

/* rustc's printf::parse_next_substitution: false when no directive is
 * left (including rustc's early ends: a trailing `%`, input running out
 * inside a directive). */
static bool printf_next(const char *s, uint32_t n, Printf *f) {
    memset(f, 0, sizeof *f);
    const char *pct = memchr(s, '%', n);
    if (!pct) return false;
    uint32_t start = (uint32_t)(pct - s);
    if (start + 1 >= n) return false;
    if (s[start + 1] == '%') {
        f->escape = true;
        f->start = start;
        f->end = start + 2;
        return true;
    }
    uint32_t at = start + 1;
    if (at >= n) return false;
    uint32_t next = cp_next(s, n, at);
    char c = s[at];
    /* The fallback uses the cursors as they were here. */
    uint32_t at0 = at, next0 = next;
#define MOVE_TO(cur)                                                                                               \
    do {                                                                                                           \
        at = (cur);                                                                                                \
        if (at >= n) return false;                                                                                 \
        next = cp_next(s, n, at);                                                                                  \
        c = s[at];                                                                                                 \
    } while (0)
#define FALLBACK()                                                                                                 \
    do {                                                                                                           \
        memset(f, 0, sizeof *f);                                                                                   \
        f->start = start;                                                                                          \
        f->end = next0;                                                                                            \
        f->type = s + at0;                                                                                         \
        f->ntype = next0 - at0;                                                                                    \
        return true;                                                                                               \
    } while (0)
    enum { ST_FLAGS, ST_WIDTH, ST_PREC, ST_LENGTH } state;
    if (c >= '1' && c <= '9') {
        uint32_t end = digits_from(s, n, next);
        if (end >= n) FALLBACK();
        if (s[end] == '$') {
            f->has_param = true;
            f->param = parse_u16(s + at, end - at);
            state = ST_FLAGS;
            MOVE_TO(end + 1);
        } else {
            f->width = (Num){NUM_NUM, parse_u16(s + at, end - at)};
            state = ST_PREC;
            MOVE_TO(end);
        }
    } else {
        state = ST_FLAGS;
    }
    if (state == ST_FLAGS) {
        uint32_t end = at;
        while (end < n && is_printf_flag(s[end])) end++;
        f->flags = s + at;
        f->nflags = end - at;
        MOVE_TO(end);
        if (c == '*') {
            MOVE_TO(next);
            uint32_t end2 = digits_from(s, n, at);
            if (end2 < n && s[end2] == '$') {
                f->width = (Num){NUM_ARG, parse_u16(s + at, end2 - at)};
                MOVE_TO(end2 + 1);
            } else {
                f->width = (Num){NUM_NEXT, 0};
                MOVE_TO(end2);
            }
        } else if (c >= '1' && c <= '9') {
            uint32_t end2 = digits_from(s, n, next);
            f->width = (Num){NUM_NUM, parse_u16(s + at, end2 - at)};
            MOVE_TO(end2);
        }
        state = ST_PREC;
    }
    if (state == ST_PREC) {
        if (c == '.') {
            MOVE_TO(next);
            if (c == '*') {
                uint32_t end = digits_from(s, n, next);
                if (end < n && s[end] == '$') {
                    f->precision = (Num){NUM_ARG, parse_u16(s + next, end - next)};
                    MOVE_TO(end + 1);
                } else {
                    f->precision = (Num){NUM_NEXT, 0};
                    MOVE_TO(end);
                }
            } else if (c >= '0' && c <= '9') {
                uint32_t end = digits_from(s, n, next);
                f->precision = (Num){NUM_NUM, parse_u16(s + at, end - at)};
                MOVE_TO(end);
            } else {
                FALLBACK();
            }
        }
        state = ST_LENGTH;
    }
    /* Length modifiers: hh h ll l L z j t q I I32 I64. */
    if ((c == 'h' || c == 'l') && next < n && s[next] == c) {
        MOVE_TO(next + 1);
    } else if (c == 'h' || c == 'l' || c == 'L' || c == 'z' || c == 'j' || c == 't' || c == 'q') {
        MOVE_TO(next);
    } else if (c == 'I') {
        uint32_t end = next;
        if (next + 2 <= n && (memcmp(s + next, "32", 2) == 0 || memcmp(s + next, "64", 2) == 0)) end = next + 2;
        MOVE_TO(end);
    }
    f->type = s + at;
    f->ntype = next - at;
    f->start = start;
    f->end = next;
    return true;
#undef MOVE_TO
#undef FALLBACK
}

static void num_translate(StrBuf *sb, Num n, bool *fail) {
    switch (n.kind) {
    case NUM_NUM: sb_printf(sb, "%u", n.v); break;
    case NUM_ARG:
        if (n.v == 0) *fail = true;
        else sb_printf(sb, "%u$", n.v - 1);
        break;
    case NUM_NEXT: sb_putc(sb, '*'); break;
    case NUM_NONE: break;
    }
}

static bool ty_is(const Printf *f, const char *t) { return f->ntype == strlen(t) && memcmp(f->type, t, f->ntype) == 0; }

/* rustc's Format::translate: the Rust directive (*ok), an explanation of
 * why there is none (!*ok), or NULL (nothing worth saying). */
static char *printf_translate(const Printf *f, bool *ok) {
    *ok = false;
    bool c_alt = false, c_zero = false, c_left = false, c_plus = false;
    for (uint32_t i = 0; i < f->nflags; i++) {
        switch (f->flags[i]) {
        case '#': c_alt = true; break;
        case '0': c_zero = true; break;
        case '-': c_left = true; break;
        case '+': c_plus = true; break;
        default: return xasprintf("the flag `%c` is unknown or unsupported", f->flags[i]);
        }
    }
    const char *fill = c_zero ? "0" : NULL, *align = c_left ? "<" : NULL, *sign = c_plus ? "+" : NULL;
    Num width = f->width, precision = f->precision;
    if (width.kind == NUM_NEXT) return xstrdup("you have to use a positional or named parameter for the width");
    const char *type = NULL;
    bool use_zero_fill, is_int;
    if (ty_is(f, "d") || ty_is(f, "i") || ty_is(f, "u")) use_zero_fill = true, is_int = true;
    else if (ty_is(f, "f") || ty_is(f, "F") || ty_is(f, "s") || ty_is(f, "c")) use_zero_fill = false, is_int = false;
    else if (ty_is(f, "e") || ty_is(f, "E")) type = ty_is(f, "e") ? "e" : "E", use_zero_fill = true, is_int = false;
    else if (ty_is(f, "x") || ty_is(f, "X") || ty_is(f, "o"))
        type = ty_is(f, "x") ? "x" : ty_is(f, "X") ? "X" : "o", use_zero_fill = true, is_int = true;
    else if (ty_is(f, "p")) type = "p", use_zero_fill = false, is_int = true;
    else if (ty_is(f, "g")) type = "e", use_zero_fill = true, is_int = false;
    else if (ty_is(f, "G")) type = "E", use_zero_fill = true, is_int = false;
    else return xasprintf("the conversion specifier `%.*s` is unknown or unsupported", (int)f->ntype, f->type);
    if (is_int) {
        if (width.kind != NUM_NONE && precision.kind != NUM_NONE)
            return xstrdup("width and precision cannot both be specified for integer conversions");
        if (precision.kind != NUM_NONE) {
            fill = "0";
            width = precision;
        }
        precision = (Num){NUM_NONE, 0};
    }
    if (ty_is(f, "s") && width.kind != NUM_NONE && !align) align = ">";
    bool zero_fill = false;
    if (fill && strcmp(fill, "0") == 0 && use_zero_fill) fill = NULL, zero_fill = true;
    bool alt = type && (strcmp(type, "x") == 0 || strcmp(type, "X") == 0) ? c_alt : false;
    bool has_options = fill || align || sign || alt || zero_fill || width.kind != NUM_NONE ||
                       precision.kind != NUM_NONE || type;
    StrBuf sb = {0};
    sb_putc(&sb, '{');
    bool fail = false;
    if (f->has_param) {
        if (f->param == 0) fail = true;
        else sb_printf(&sb, "%u", f->param - 1);
    }
    if (has_options) {
        sb_putc(&sb, ':');
        if (fill) {
            sb_puts(&sb, fill);
            if (!align) align = ">";
        }
        if (align) sb_puts(&sb, align);
        if (sign) sb_puts(&sb, sign);
        if (alt) sb_putc(&sb, '#');
        if (zero_fill) sb_putc(&sb, '0');
        if (width.kind != NUM_NONE) num_translate(&sb, width, &fail);
        if (precision.kind != NUM_NONE) {
            sb_putc(&sb, '.');
            num_translate(&sb, precision, &fail);
        }
        if (type) sb_puts(&sb, type);
    }
    sb_putc(&sb, '}');
    if (fail) {
        sb_free(&sb);
        return NULL;
    }
    *ok = true;
    char *r = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    return r;
}

static bool shell_head(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool shell_tail(char c) { return shell_head(c) || (c >= '0' && c <= '9'); }

/* rustc's shell::parse_next_substitution. *kind: 0 escape, 1 ordinal,
 * 2 name; [*start, *end) the directive, *tail where scanning goes on. */
static bool shell_next(const char *s, uint32_t n, int *kind, uint32_t *start, uint32_t *end, uint32_t *tail) {
    const char *d = memchr(s, '$', n);
    if (!d) return false;
    uint32_t st = (uint32_t)(d - s);
    if (st + 1 >= n) return false;
    char c = s[st + 1];
    if (c == '$' || (c >= '0' && c <= '9')) {
        *kind = c == '$' ? 0 : 1;
        *start = st;
        *end = *tail = st + 2;
        return true;
    }
    if (!shell_head(c)) return false;
    uint32_t e = st + 2;
    while (e < n && shell_tail(s[e])) e++;
    *kind = 2;
    *start = st;
    *end = *tail = e;
    return true;
}

void fmt_foreign_subs(const char *s, uint32_t len, bool shell, uint32_t padding, FmtForeignVec *out) {
    uint32_t base = 0, pos = padding;
    while (base < len) {
        const char *t = s + base;
        uint32_t n = len - base, start, end, tail;
        FmtForeign ff = {0};
        if (shell) {
            int kind;
            if (!shell_next(t, n, &kind, &start, &end, &tail)) break;
            if (kind != 0) {
                ff.ok = true;
                ff.translation = xasprintf("{%.*s}", (int)(end - start - 1), t + start + 1);
            }
        } else {
            Printf f;
            if (!printf_next(t, n, &f)) break;
            start = f.start;
            end = tail = f.end;
            if (!f.escape) ff.translation = printf_translate(&f, &ff.ok);
        }
        ff.text = t + start;
        ff.text_len = end - start;
        ff.pos = (FmtInner){start + pos, end + pos};
        pos += end;
        vec_push(out, ff);
        base += tail;
    }
}
