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

enum TokenFlags {
    TF_JOINT = 1 << 0,       /* the next token follows with no whitespace between */
    TF_RAW = 1 << 1,         /* raw identifier `r#name` (symbol is `name`) */
    TF_DOC_INNER = 1 << 2,   /* an inner doc comment (//! or slash-star-bang) */
    TF_DOC_BLOCK = 1 << 3,   /* a block doc comment (slash-star-star or slash-star-bang) */
    TF_ERROR = 1 << 4,       /* a malformed literal already reported */
};

typedef struct Token {
    uint8_t kind;       /* TokenKind */
    uint8_t flags;      /* TokenFlags */
    uint16_t _pad;
    Symbol sym;         /* identifier, lifetime (with its '), literal text, doc text */
    Symbol suffix;      /* literal suffix (`u8`, `f32`, any identifier), or 0 */
    uint32_t ctxt;      /* hygiene: syntax context, 0 = as written in source */
    Span span;
} Token;

typedef VEC(Token) TokenVec;

/* Is this token the keyword `kw` (and not a raw identifier)? */
static inline bool tok_is_kw(const Token *t, Symbol kw) {
    return t->kind == TK_IDENT && t->sym == kw && !(t->flags & TF_RAW);
}
/* Is `s` a keyword (strict or reserved) in edition `e`? Weak keywords
 * (union, auto, default, macro_rules, ...) are not. */
bool sym_is_keyword(Symbol s, Edition e);

typedef struct LexOptions {
    Edition edition;
    /* Keep doc comments as TK_DOC_COMMENT tokens (always true for the
     * parser; false would drop them). */
    bool keep_docs;
} LexOptions;

/* Lexes a whole file (skipping a leading BOM and shebang line) into
 * `out`, appending a final TK_EOF. Errors (bad characters, unterminated
 * literals and comments, invalid escapes, unbalanced delimiters) are
 * reported to dc; lexing always completes. Returns false if any error
 * was reported. */
bool lex_file(const SourceFile *f, const LexOptions *opt, DiagCtx *dc, TokenVec *out);
/* Lexes a string that is not a file of its own, e.g. the output of
 * `stringify!`/`concat!` re-lexed by a macro; spans are `base` offsets
 * plus positions in `src`. */
bool lex_string(const char *src, uint32_t len, uint32_t base, const LexOptions *opt,
                DiagCtx *dc, TokenVec *out);

/* ---- literal values, decoded on demand from a literal token ---- */

/* Integer literal value (prefix and underscores handled). Returns false
 * if it does not fit in 128 bits. */
bool lex_int_value(const Token *t, u128 *out);
/* Unescapes a (byte/C/raw) string literal into a fresh malloc'd buffer;
 * *len receives its length. Literal tokens are validated by the lexer, so
 * this does not fail on tokens from lex_file. */
char *lex_str_value(const Token *t, size_t *len);
/* The code point of a char literal, or the byte of a byte literal. */
uint32_t lex_char_value(const Token *t);

#endif
