/* lex.h — the lexer: bytes of a source file to tokens with spans.
 *
 * A file is lexed in one go into a flat token array whose delimiters are
 * balanced (unbalanced delimiters are reported here, as rustc does). A
 * token tree for a macro is simply a slice of such an array: an opening
 * delimiter, everything up to its matching closer, and the closer.
 */
#ifndef RCC_LEX_H
#define RCC_LEX_H

#include "rcc/support.h"

typedef enum Edition { ED_2015, ED_2018, ED_2021, ED_2024 } Edition;
/* "2015" -> ED_2015; returns false for an unknown edition. */
bool edition_parse(const char *s, Edition *out);
const char *edition_str(Edition e);

typedef enum TokenKind {
#define TOK(name, str) TK_##name,
#include "rcc/token.def"
#undef TOK
    TK__COUNT
} TokenKind;

/* Spelling ("::") or description ("identifier") of a token kind. */
const char *tok_kind_str(TokenKind k);

typedef struct Token Token;
/* The text of a token as written: `r#fn`, `'a`, `"x"u8`, `///doc`,
 * `::`. Returns buf. */
const char *tok_text(const Token *t, char *buf, size_t size);

enum TokenFlags {
    TF_JOINT = 1 << 0,       /* the next token follows with no whitespace between */
    TF_RAW = 1 << 1,         /* raw identifier `r#name` (symbol is `name`) */
    TF_DOC_INNER = 1 << 2,   /* an inner doc comment (//! or slash-star-bang) */
    TF_DOC_BLOCK = 1 << 3,   /* a block doc comment (slash-star-star or slash-star-bang) */
    TF_ERROR = 1 << 4,       /* a malformed literal already reported; on a
                                delimiter: inserted or re-kinded by the lexer's
                                recovery from unbalanced delimiters; on the
                                final TK_EOF: the lexer hit an error that rustc
                                treats as fatal (see lex_file) */
};

struct Token {
    uint8_t kind;       /* TokenKind */
    uint8_t flags;      /* TokenFlags */
    uint16_t _pad;
    Symbol sym;         /* identifier, lifetime (with its '), literal text, doc text */
    Symbol suffix;      /* literal suffix (`u8`, `f32`, any identifier), or 0 */
    uint32_t ctxt;      /* hygiene: syntax context, 0 = as written in source */
    Span span;
};

typedef VEC(Token) TokenVec;

/* A literal token, or the keyword `true`/`false`. */
bool tok_is_lit(const Token *t);

/* Is this token the keyword `kw` (and not a raw identifier)? */
static inline bool tok_is_kw(const Token *t, Symbol kw) {
    return t->kind == TK_IDENT && t->sym == kw && !(t->flags & TF_RAW);
}
/* Is `s` a keyword (strict or reserved) in edition `e`? Weak keywords
 * (union, auto, default, macro_rules, ...) are not. */
bool sym_is_keyword(Symbol s, Edition e);

/* A closing delimiter that did not match the innermost open delimiter
 * (`(]`), as rustc records it. The lexer has already repaired the token
 * array (see lex_file); what is left is the error message, which rustc's
 * parser may fold into its own error ("unclosed delimiter" labels) or
 * report after parsing. */
typedef struct LexUnmatched {
    uint8_t expected;       /* TK_RPAREN/TK_RBRACKET/TK_RBRACE the opener wanted */
    uint8_t found;          /* the closing delimiter found */
    Span found_span;
    Span unclosed_span;     /* the innermost open delimiter; dummy if none */
    Span candidate_span;    /* an open delimiter of the found kind at the same
                               indentation: "closing delimiter possibly meant
                               for this"; dummy if none */
} LexUnmatched;
typedef VEC(LexUnmatched) LexUnmatchedVec;

typedef struct LexOptions {
    Edition edition;
    /* Keep doc comments as TK_DOC_COMMENT tokens (always true for the
     * parser; false would drop them). */
    bool keep_docs;
    /* If non-NULL, mismatched closing delimiters are appended here instead
     * of being reported at the end of lexing; the caller reports them with
     * lex_report_unmatched (rustc's parser reports them after parsing,
     * or as labels of its own errors). */
    LexUnmatchedVec *unmatched;
} LexOptions;

/* Lexes a whole file (skipping a leading BOM and shebang line) into
 * `out`, appending a final TK_EOF. Errors (bad characters, unterminated
 * literals and comments, invalid escapes, unbalanced delimiters) are
 * reported to dc; lexing always completes. Returns false if any error
 * was reported.
 *
 * What the parser can rely on:
 *  - delimiters are balanced. A closer that matches nothing is dropped; a
 *    closer of the wrong kind closes the open delimiter in its place (it is
 *    re-kinded, or a closer of the right kind is inserted before it when it
 *    matches an outer opener, as rustc's token-tree builder does); openers
 *    still open at EOF get closers (empty span at EOF) before TK_EOF. All
 *    such tokens carry TF_ERROR;
 *  - TF_JOINT is set on a token when the next token starts right where it
 *    ends (no whitespace or comment between); glued punctuation is lexed
 *    longest-match (`>>=`, `..=`, `::`, `<-`...);
 *  - every malformed token was reported and carries TF_ERROR, and has the
 *    kind the author meant (an unterminated string is a TK_LIT_STR);
 *  - errors that are fatal in rustc (unterminated literals, block comments
 *    and raw strings, an unexpected closing delimiter) set TF_ERROR on the
 *    final TK_EOF: rustc stops after lexing then, and so should the
 *    driver. After such an error the lexer reports nothing more.
 *  - CRLF line ends are whitespace; in the symbols of literals and doc
 *    comments `\r\n` reads as `\n`, as rustc normalises sources.
 * dc may be NULL: nothing is reported (the return value still tells). */
bool lex_file(const SourceFile *f, const LexOptions *opt, DiagCtx *dc, TokenVec *out);
/* Lexes a string that is not a file of its own, e.g. the output of
 * `stringify!`/`concat!` re-lexed by a macro; spans are `base` offsets
 * plus positions in `src` (which need not be NUL-terminated). No BOM or
 * shebang handling; otherwise as lex_file. */
bool lex_string(const char *src, uint32_t len, uint32_t base, const LexOptions *opt,
                DiagCtx *dc, TokenVec *out);

/* ---- literal values, decoded on demand from a literal token ---- */

/* Integer literal value (prefix and underscores handled). Returns false
 * if it does not fit in 128 bits (rustc: "integer literal is too large"),
 * or if the token has a digit invalid in its base (a TF_ERROR token). */
bool lex_int_value(const Token *t, u128 *out);
/* Unescapes a (byte/C/raw) string literal into a fresh malloc'd buffer
 * (NUL-terminated for convenience); *len receives its length. In C
 * strings `\xHH` is a byte and everything else UTF-8; the terminating NUL
 * of a C string is not included. CRLF reads as LF. Literal tokens are
 * validated by the lexer, so this does not fail on tokens from lex_file;
 * on a TF_ERROR token the bad escapes are skipped. */
char *lex_str_value(const Token *t, size_t *len);
/* The code point of a char literal, or the byte of a byte literal (0 for
 * a malformed one). */
uint32_t lex_char_value(const Token *t);

/* ---- helpers for the parser and macro expansion ---- */

/* Tuple field access `x.0.1`: the lexer makes `0.1` one float token; the
 * parser, after a `.`, splits it as rustc does. Writes the parts to out
 * (an integer `0`, a `.`, an integer `1`; or for `1.` an integer and a
 * `.`) with their spans and returns how many (2 or 3). The suffix, if any,
 * stays on the last integer part. Returns 0 if the token is not a
 * decimal float without exponent (`1e3`, `0x1.0`): not a field index. */
uint32_t lex_split_float_field(const Token *t, Token out[3]);

/* Characters, for macros that parse text of their own (format strings):
 * UTF-8 decoding (malformed input reads as U+FFFD, length 1), rustc_lexer's
 * is_id_start / is_id_continue, Rust's char::is_whitespace, and
 * char::escape_default into buf (>= 16 bytes). */
uint32_t lex_utf8_decode(const char *p, const char *end, uint32_t *len);
bool lex_is_id_start(uint32_t c);
bool lex_is_id_continue(uint32_t c);
bool lex_is_unicode_whitespace(uint32_t c);
const char *lex_escape_default(uint32_t c, char *buf);

/* Fills match[0..n) for a balanced token array (as lex_file gives): for
 * an opening or closing delimiter, the index of its partner; UINT32_MAX
 * for every other token and for a delimiter without partner. */
void lex_match_delims(const Token *toks, uint32_t n, uint32_t *match);
/* The index of the partner of the delimiter toks[i], scanning forward
 * (opener) or backward (closer); UINT32_MAX if none or toks[i] is not a
 * delimiter. Costs the distance between the two. */
uint32_t lex_find_match(const Token *toks, uint32_t n, uint32_t i);
/* Is k an opening (closing) delimiter; the closer matching an opener. */
static inline bool tok_is_open_delim(TokenKind k) {
    return k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE || k == TK_OPEN_INVIS;
}
static inline bool tok_is_close_delim(TokenKind k) {
    return k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE || k == TK_CLOSE_INVIS;
}
static inline TokenKind tok_closer_of(TokenKind open) { return (TokenKind)(open + 1); }

/* Reports a mismatched closing delimiter recorded through
 * LexOptions.unmatched: `error: mismatched closing delimiter: `]``. */
void lex_report_unmatched(DiagCtx *dc, const LexUnmatched *u);

#endif
