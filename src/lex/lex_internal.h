/* lex_internal.h — what the lexer's files share; not a public header.
 *
 * The lexer is split by topic: lexer.c (the byte scanner: whitespace,
 * comments, identifiers, numbers, punctuation, entry points), literal.c
 * (quoted literals and their escape errors), unescape.c (the escape
 * decoder shared by validation and by the value functions), delim.c
 * (delimiter balance and its errors), token.c (names, editions, keywords,
 * Unicode look-ups) and unicode_tables.c (generated tables).
 */
#ifndef RCC_LEX_INTERNAL_H
#define RCC_LEX_INTERNAL_H

#include "rcc/lex.h"

/* ---- Unicode ---- */

typedef struct LexRange {
    uint32_t lo, hi;
} LexRange;

typedef struct LexConfusable {
    uint32_t cp;
    char ascii;
    const char *name;
} LexConfusable;

extern const LexRange lex_tab_xid_start[];
extern const uint32_t lex_tab_xid_start_len;
extern const LexRange lex_tab_xid_continue[];
extern const uint32_t lex_tab_xid_continue_len;
extern const LexRange lex_tab_emoji[];
extern const uint32_t lex_tab_emoji_len;
extern const LexRange lex_tab_zero_width[];
extern const uint32_t lex_tab_zero_width_len;
extern const LexRange lex_tab_combining[];
extern const uint32_t lex_tab_combining_len;
extern const LexConfusable lex_tab_confusables[];
extern const uint32_t lex_tab_confusables_len;

bool lex_in_ranges(const LexRange *r, uint32_t n, uint32_t cp);
/* rustc_lexer's is_id_start / is_id_continue (ASCII letters, `_`, digits,
 * and XID_Start / XID_Continue above ASCII). */
bool lex_is_id_start(uint32_t c);
bool lex_is_id_continue(uint32_t c);
/* Non-ASCII characters with the Emoji property. */
bool lex_is_emoji(uint32_t c);
/* Pattern_White_Space: what the lexer skips between tokens. */
bool lex_is_whitespace(uint32_t c);
/* Unicode White_Space (Rust's char::is_whitespace). */
bool lex_is_unicode_whitespace(uint32_t c);
bool lex_is_zero_width(uint32_t c);
bool lex_is_combining_mark(uint32_t c);
/* rustc's look-alike entry for c, or NULL. */
const LexConfusable *lex_confusable(uint32_t c);
/* rustc's name for an ASCII character that a confusable looks like. */
const char *lex_ascii_name(char c);

/* Decodes one UTF-8 character at p (p < end); *len gets its byte length.
 * Malformed input decodes as U+FFFD, length 1 (the driver rejects
 * non-UTF-8 files before lexing; this is only a guard). */
uint32_t lex_utf8_decode(const char *p, const char *end, uint32_t *len);
/* Encodes c as UTF-8 into buf (4 bytes); returns the length. */
uint32_t lex_utf8_encode(uint32_t c, char *buf);
/* Rust's char::escape_default into buf (>= 16 bytes): `\n`, `\'`,
 * `\u{1f600}`, printable ASCII as itself. */
const char *lex_escape_default(uint32_t c, char *buf);
/* rustc's escaped_char for messages: printable ASCII (even `\` and
 * quotes) as itself, everything else as escape_default. */
const char *lex_escaped_char(uint32_t c, char *buf);

/* ---- the lexer state ---- */

typedef struct OpenDelim {
    uint8_t kind;           /* TK_LPAREN, TK_LBRACKET, TK_LBRACE */
    uint32_t tok;           /* its index in the output */
    Span span;
} OpenDelim;

typedef struct DelimPair {
    uint8_t kind;
    Span open, close;
} DelimPair;

typedef struct BadIdent {
    Symbol sym;
    Span span;
} BadIdent;

typedef struct Lexer {
    const char *src;        /* the text; src[end - src] is a NUL sentinel */
    const char *end;
    uint32_t base;          /* global offset of src[0] */
    Edition edition;
    bool keep_docs;
    DiagCtx *dc;            /* the caller's context, or mute_dc if it gave none */
    DiagCtx mute_dc;        /* builds the diagnostics that are not to be shown */
    bool muted;             /* report nothing (no caller context, or after a fatal error) */
    bool fatal;             /* an error rustc treats as fatal was reported */
    uint32_t nerrors;
    TokenVec *out;

    /* Delimiters (delim.c), following rustc's token-tree builder. */
    VEC(OpenDelim) open;
    VEC(DelimPair) pairs;           /* closed pairs since the stack was last empty */
    bool have_block;                /* the last properly closed `{}` pair */
    Span block_open, block_close;
    Span empty_group[3];            /* last single-line empty (), [], {} (dummy: none) */
    uint32_t last_unclosed_found;   /* lo of the last mismatched closer reported, +1 */
    LexUnmatchedVec own_unmatched;
    LexUnmatchedVec *unmatched;     /* where mismatches go (caller's or own_unmatched) */

    VEC(BadIdent) bad_idents;       /* identifiers with emoji, reported at the end */
} Lexer;

static inline Span lx_span(const Lexer *lx, const char *lo, const char *hi) {
    return (Span){lx->base + (uint32_t)(lo - lx->src), lx->base + (uint32_t)(hi - lx->src)};
}
static inline const char *lx_ptr(const Lexer *lx, uint32_t off) { return lx->src + (off - lx->base); }

/* Appends a token; sets TF_JOINT on the previous token if this one starts
 * where it ends. */
static inline Token *lx_push(Lexer *lx, TokenKind kind, uint8_t flags, Symbol sym, Symbol suffix, Span sp) {
    TokenVec *v = lx->out;
    if (v->len == v->cap) vec_grow_((void **)&v->data, &v->cap, v->len + 1, sizeof(Token));
    if (v->len && v->data[v->len - 1].span.hi == sp.lo && sp.lo != sp.hi) v->data[v->len - 1].flags |= TF_JOINT;
    Token *t = &v->data[v->len++];
    *t = (Token){.kind = (uint8_t)kind, .flags = flags, .sym = sym, .suffix = suffix, .span = sp};
    return t;
}

/* Diagnostics: a Diag that is emitted, or cancelled when muted. Every
 * error counts, muted or not. */
Diag *lx_error(Lexer *lx, DiagCode code, Span sp, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
Diag *lx_warning(Lexer *lx, Span sp, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void lx_emit(Lexer *lx, Diag *d);
/* An error rustc raises as fatal: emitted, then the lexer is muted. */
void lx_emit_fatal(Lexer *lx, Diag *d);
/* A rustc suggestion. Inline ones render as rustc does when it puts the
 * suggestion on the line (`help: msg: `repl`` as the label of span);
 * verbose ones, which rustc shows as an edited copy of the line, become
 * a help note pointing at span. */
void lx_suggest_inline(Diag *d, Span sp, const char *msg, const char *repl);
void lx_suggest_verbose(Diag *d, Span sp, const char *msg, const char *repl);

/* ---- literal.c ---- */

/* Each lexes the literal starting at `start` (p points after the prefix
 * and, for quoted ones, at the opening quote), pushes its token and
 * returns the position after it (and after its suffix). */
const char *lex_quote(Lexer *lx, const char *start);                 /* ' : lifetime or char */
const char *lex_byte_char(Lexer *lx, const char *start);             /* b' */
const char *lex_dquote(Lexer *lx, const char *start, const char *p, TokenKind kind); /* "", b"", c"" */
const char *lex_raw(Lexer *lx, const char *start, const char *p, TokenKind kind);    /* r"", br"", cr"" at the first # or " */
/* An identifier suffix at p, if one starts there; returns its end. */
const char *lex_suffix_end(const char *p, const char *end);

/* Interns source text, reading CRLF as LF (rustc normalises line ends
 * before lexing, so literal and doc comment text never holds CRLF). */
Symbol lex_intern_text(const Lexer *lx, const char *lo, const char *hi);
/* Interns source text [p, p + n), through a cache for short texts. */
Symbol lex_intern_short(const Lexer *lx, const char *p, uint32_t n);

/* ---- unescape.c ---- */

typedef enum UnescMode {
    MODE_CHAR,
    MODE_BYTE,
    MODE_STR,
    MODE_BYTE_STR,
    MODE_C_STR,
    MODE_RAW_STR,
    MODE_RAW_BYTE_STR,
    MODE_RAW_C_STR,
} UnescMode;

static inline bool mode_is_bytes(UnescMode m) {
    return m == MODE_BYTE || m == MODE_BYTE_STR || m == MODE_RAW_BYTE_STR;
}
static inline bool mode_is_raw(UnescMode m) { return m >= MODE_RAW_STR; }

typedef enum EscErr {
    ESC_OK,
    /* errors */
    ESC_ZERO_CHARS,
    ESC_MORE_THAN_ONE_CHAR,
    ESC_LONE_SLASH,
    ESC_INVALID_ESCAPE,
    ESC_BARE_CR,
    ESC_BARE_CR_RAW,
    ESC_ESCAPE_ONLY_CHAR,
    ESC_TOO_SHORT_HEX,
    ESC_INVALID_CHAR_IN_HEX,
    ESC_OUT_OF_RANGE_HEX,
    ESC_NO_BRACE_IN_UNICODE,
    ESC_INVALID_CHAR_IN_UNICODE,
    ESC_EMPTY_UNICODE,
    ESC_UNCLOSED_UNICODE,
    ESC_LEADING_UNDERSCORE_UNICODE,
    ESC_OVERLONG_UNICODE,
    ESC_LONE_SURROGATE_UNICODE,
    ESC_OUT_OF_RANGE_UNICODE,
    ESC_UNICODE_IN_BYTE,
    ESC_NON_ASCII_IN_BYTE,
    ESC_NON_ASCII_IN_RAW_BYTE_STR,
    ESC_NUL_IN_C_STR,
    /* warnings: the value is still produced */
    ESC_WARN_UNSKIPPED_WHITESPACE,
    ESC_WARN_MULTIPLE_SKIPPED_LINES,
} EscErr;

static inline bool esc_is_warning(EscErr e) { return e >= ESC_WARN_UNSKIPPED_WHITESPACE; }

/* Called for each unit of literal content: [lo, hi) is its byte range in
 * the content; on success `err` is ESC_OK and `value` is the code point
 * (or the byte, for byte modes and `\x` escapes in C strings, with
 * `is_byte` set). */
typedef void (*UnescFn)(void *ctx, uint32_t lo, uint32_t hi, EscErr err, uint32_t value, bool is_byte);

/* Walks string content (between the quotes) in mode m. */
void lex_unescape_str(const char *s, uint32_t n, UnescMode m, UnescFn fn, void *ctx);
/* Decodes char/byte literal content: one unit; errors through fn (its
 * range), the value through *out. Returns the first error or ESC_OK. */
EscErr lex_unescape_char(const char *s, uint32_t n, UnescMode m, uint32_t *out, UnescFn fn, void *ctx);

/* ---- delim.c ---- */

void lex_delim_open(Lexer *lx, TokenKind kind, Span sp, uint8_t flags);
void lex_delim_close(Lexer *lx, TokenKind kind, Span sp, uint8_t flags);
/* At EOF: reports open delimiters and closes them. */
void lex_delim_finish(Lexer *lx, Span eof);
/* Reports the recorded mismatches (when the caller did not ask for them). */
void lex_delim_report_unmatched(Lexer *lx);
void lex_delim_free(Lexer *lx);

#endif
