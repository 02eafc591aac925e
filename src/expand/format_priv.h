/* format_priv.h — what format.c, format_parse.c and asm.c share: rustc's
 * format-string parser (rustc_parse_format) in its two modes (format
 * strings and asm templates), the string-literal helpers both macros
 * need, and the printf/shell directive finder behind format_args!'s
 * "format specifiers use curly braces" help.
 *
 * Positions inside a string are InnerSpans: byte offsets from the start of
 * the literal as written (its opening quote, or the `r` of a raw string),
 * so `fmt_inner_span(lit_span, inner)` is a span in the source.
 */
#ifndef RCC_FORMAT_PRIV_H
#define RCC_FORMAT_PRIV_H

#include "expand_priv.h"

typedef struct FmtInner {
    uint32_t start, end;
} FmtInner;

static inline Span fmt_inner_span(Span lit, FmtInner in) { return span_new(lit.lo + in.start, lit.lo + in.end); }

typedef enum FmtMode { FMT_MODE_FORMAT, FMT_MODE_ASM } FmtMode;
typedef enum FmtAlign { FMT_ALIGN_LEFT, FMT_ALIGN_RIGHT, FMT_ALIGN_CENTER, FMT_ALIGN_UNKNOWN } FmtAlign;
/* Bits of FmtSpec.flags (rustc_parse_format's Flag, which core::fmt's
 * runtime reads as the same bits). */
enum {
    FMT_FLAG_SIGN_PLUS = 1 << 0,
    FMT_FLAG_SIGN_MINUS = 1 << 1,
    FMT_FLAG_ALTERNATE = 1 << 2,
    FMT_FLAG_ZERO_PAD = 1 << 3,
    FMT_FLAG_DEBUG_LOWER_HEX = 1 << 4,
    FMT_FLAG_DEBUG_UPPER_HEX = 1 << 5,
};

typedef enum FmtCountKind { FMT_COUNT_IS, FMT_COUNT_NAME, FMT_COUNT_PARAM, FMT_COUNT_IMPLIED } FmtCountKind;
typedef struct FmtCount {
    FmtCountKind kind;
    size_t n;                 /* IS: the count; PARAM: the argument index */
    Symbol name;              /* NAME */
    FmtInner name_span;       /* NAME */
} FmtCount;

typedef struct FmtSpec {
    bool has_fill;
    uint32_t fill;
    FmtAlign align;
    uint32_t flags;
    FmtCount precision, width;
    bool has_precision_span, has_width_span, has_ty_span;
    FmtInner precision_span, width_span, ty_span;
    const char *ty;           /* the trait letters (`?`, `x`, a word, or ""); in asm, the modifier */
    uint32_t ty_len;
} FmtSpec;

typedef enum FmtPosKind { FMT_POS_IMPLICIT, FMT_POS_IS, FMT_POS_NAMED } FmtPosKind;

typedef struct FmtPiece {
    bool is_arg;
    /* literal text (not arg): a slice of the input */
    const char *str;
    uint32_t len;
    /* argument */
    FmtPosKind pos;
    size_t index;             /* IMPLICIT, IS */
    Symbol name;              /* NAMED */
    FmtInner name_span;       /* NAMED */
    FmtSpec spec;
} FmtPiece;

typedef struct FmtError {
    char *description;
    char *note;               /* or NULL */
    char *label;
    FmtInner span;
    char *secondary_label;    /* or NULL */
    FmtInner secondary_span;
} FmtError;

typedef struct FmtParser {
    FmtMode mode;
    const char *input;
    uint32_t len;
    uint32_t pos;             /* byte offset of the next character */
    VEC(FmtError) errors;
    size_t curarg;            /* the next implicit argument */
    int style;                /* -1: a cooked string; n: a raw string with n `#` */
    VecU32 skips;             /* offsets in the literal's body where source and value differ */
    VEC(FmtInner) arg_places; /* `{...}` of each argument, for literals */
    bool has_last_brace;
    FmtInner last_opening_brace;
    bool append_newline;
    bool is_literal;          /* the string is a literal in the source (not from concat!) */
} FmtParser;

/* `snippet` is the source text of the string's expression (NULL if not
 * known); it decides is_literal and maps value offsets to source offsets. */
void fmtp_init(FmtParser *p, const char *s, uint32_t len, int style, const char *snippet, uint32_t snippet_len,
               bool append_newline, FmtMode mode);
void fmtp_free(FmtParser *p);
/* The next piece; false at the end or after an error (see p->errors, as
 * rustc's callers check errors after each piece too). */
bool fmtp_next(FmtParser *p, FmtPiece *out);

/* rustc's `{:?}` of a char: `'a'`, `'\n'`, `'\''` (into buf, >= 20 bytes). */
const char *fmt_char_debug(uint32_t c, char *buf);

/* ---- string literals ---- */

/* A string literal (cooked or raw) usable as a format string or template:
 * its value, raw style and span. */
typedef struct FmtLit {
    char *value;              /* malloc'd, NUL-terminated */
    uint32_t len;
    int style;                /* -1 cooked, else the number of `#` */
    Span span;
} FmtLit;

/* The source text of a span, if it lies within one file (else NULL). */
const char *fmt_span_snippet(const SourceMap *sm, Span sp, uint32_t *len);

/* Looks at an (eagerly expanded) expression that must be a string
 * literal. On success fills *lit and returns 1. Returns 0 after
 * reporting `msg` (with a `consider removing the leading `b`` suggestion
 * for byte strings; *suggested tells whether one was given), and -1 when
 * the expression is an error already reported (nothing more to say). */
int fmt_expr_to_string(ExpandCtx *ex, const Expr *e, const char *msg, FmtLit *lit, Diag **err, bool *suggested);

/* "expected expression, found end of macro arguments", just after the
 * token `prev` (an argument list that ends where an expression must come). */
void fmt_expected_expr_at_end(ExpandCtx *ex, Span prev);

/* The note rustc adds to errors whose span comes from a macro expansion. */
void fmt_note_macro_origin(Diag *d, const MacCall *mac);

/* ---- printf / shell directives (format_parse.c) ---- */

typedef struct FmtForeign {
    const char *text;         /* the directive as written (`%5d`, `$HOME`) */
    uint32_t text_len;
    FmtInner pos;             /* byte offsets in the string, plus the padding given */
    bool ok;                  /* `translation` is the Rust directive; else an explanation, or NULL */
    char *translation;
} FmtForeign;

/* The directives of `s` in order, as rustc's format_foreign iterators give
 * them (escapes `%%`/`$$` included, with ok false and no translation).
 * `shell` selects the shell syntax; `padding` is added to positions. The
 * caller frees each translation and the vector. */
typedef VEC(FmtForeign) FmtForeignVec;
void fmt_foreign_subs(const char *s, uint32_t len, bool shell, uint32_t padding, FmtForeignVec *out);

#endif
