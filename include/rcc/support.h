/* support.h — the ground every phase stands on.
 *
 * Takes nothing; gives arenas, typed growable vectors, hash maps, the
 * interner (symbols and any other interned byte strings), the source map,
 * GMP-backed big integers, and the diagnostics engine. Every other phase
 * includes this header.
 */
#ifndef RCC_SUPPORT_H
#define RCC_SUPPORT_H

#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Internal errors                                                     */
/* ------------------------------------------------------------------ */

/* An internal compiler error: a bug in rcc. Prints
 * `error: internal compiler error: FILE:LINE: message` and exits 101, as
 * rustc does. Never returns. */
#define rcc_ice(...) rcc_ice_at(__FILE__, __LINE__, __VA_ARGS__)
_Noreturn void rcc_ice_at(const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
#define rcc_assert(cond)                                                   \
    ((cond) ? (void)0 : rcc_ice_at(__FILE__, __LINE__, "assertion failed: %s", #cond))
/* What rcc_install_crash_handlers replaced: the process's actions for
 * SIGSEGV, SIGBUS, SIGFPE and SIGILL and this thread's signal stack. */
typedef struct RccCrashState {
    struct sigaction old[4];
    stack_t old_stack;
} RccCrashState;
/* Installs handlers so that a crash inside rcc is reported as an internal
 * compiler error (exit 101) rather than a bare segfault, on a signal
 * stack of this thread; what they replace goes to *saved. */
void rcc_install_crash_handlers(RccCrashState *saved);
/* Puts back what rcc_install_crash_handlers replaced (at the end of a
 * session: a program embedding rcc keeps its own handlers, and a thread
 * must not end with rcc's signal stack registered). */
void rcc_restore_crash_handlers(const RccCrashState *saved);

/* Out-of-memory-checked allocation. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
/* printf into a fresh malloc'd string. */
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *xvasprintf(const char *fmt, va_list ap);

/* ------------------------------------------------------------------ */
/* Arenas: memory by lifetime                                          */
/* ------------------------------------------------------------------ */

typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
    ArenaChunk *head;   /* the chunk being filled; older ones behind it */
    size_t total;       /* bytes handed out, for -Ztime-passes style stats */
} Arena;

/* A point to return to: everything allocated after it is released. The
 * per-body arena uses this to drop HIR/MIR scratch after each body. */
typedef struct ArenaMark {
    ArenaChunk *chunk;
    size_t used;
    size_t total;
} ArenaMark;

void arena_init(Arena *a);
void *arena_alloc(Arena *a, size_t size, size_t align);
void *arena_zalloc(Arena *a, size_t size, size_t align);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
char *arena_sprintf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void *arena_memdup(Arena *a, const void *p, size_t n, size_t align);
ArenaMark arena_mark(Arena *a);
void arena_release(Arena *a, ArenaMark m);
/* Releases everything but keeps the first chunk for reuse. */
void arena_reset(Arena *a);
void arena_free(Arena *a);

#define ARENA_NEW(a, T) ((T *)arena_zalloc((a), sizeof(T), _Alignof(T)))
#define ARENA_ARRAY(a, T, n) ((T *)arena_zalloc((a), sizeof(T) * (size_t)(n), _Alignof(T)))

/* ------------------------------------------------------------------ */
/* Typed growable vectors (malloc-backed, for builders and side tables) */
/* ------------------------------------------------------------------ */

/* Declare a vector type: `typedef VEC(Token) TokenVec;` */
#define VEC(T) struct { T *data; uint32_t len, cap; }

void vec_grow_(void **data, uint32_t *cap, uint32_t need, size_t elem);

#define vec_reserve(v, n)                                                  \
    ((v)->len + (uint32_t)(n) > (v)->cap                                   \
         ? vec_grow_((void **)&(v)->data, &(v)->cap, (v)->len + (uint32_t)(n), sizeof *(v)->data) \
         : (void)0)
#define vec_push(v, ...)                                                   \
    (vec_reserve((v), 1), (v)->data[(v)->len++] = (__VA_ARGS__))
#define vec_pop(v) ((v)->data[--(v)->len])
#define vec_last(v) ((v)->data[(v)->len - 1])
#define vec_clear(v) ((v)->len = 0)
#define vec_free(v) (free((v)->data), (v)->data = NULL, (v)->len = (v)->cap = 0)
/* Copies the elements into an arena; returns the arena pointer (NULL if
 * empty). The vector itself is left as it is. */
#define vec_to_arena(a, v)                                                 \
    ((v)->len ? arena_memdup((a), (v)->data, sizeof *(v)->data * (v)->len, _Alignof(__typeof__(*(v)->data))) : NULL)
#define vec_foreach(v, it) for (__typeof__((v)->data) it = (v)->data; it < (v)->data + (v)->len; it++)

typedef VEC(uint32_t) VecU32;
typedef VEC(uint64_t) VecU64;
typedef VEC(char) VecChar;
typedef VEC(void *) VecPtr;

/* A growable byte string (for rendering output). */
typedef struct StrBuf {
    char *data;
    uint32_t len, cap;
} StrBuf;
void sb_putc(StrBuf *sb, char c);
void sb_puts(StrBuf *sb, const char *s);
void sb_putn(StrBuf *sb, const char *s, size_t n);
void sb_printf(StrBuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap);
/* NUL-terminates and returns the buffer (still owned by sb). */
const char *sb_cstr(StrBuf *sb);
void sb_free(StrBuf *sb);
/* Appends the UTF-8 encoding of a code point. */
void sb_put_utf8(StrBuf *sb, uint32_t cp);
/* Is s[0..n) well-formed UTF-8 (no overlongs, surrogates, or code points
 * past U+10FFFF)? rustc's test for source files and included text. */
bool utf8_valid(const void *s, size_t n);

/* ------------------------------------------------------------------ */
/* Hashing and hash maps                                               */
/* ------------------------------------------------------------------ */

uint64_t hash_bytes(const void *p, size_t n);   /* XXH3-64 */
uint64_t hash_u64(uint64_t x);

/* Open-addressing map from u64 keys to u64 values. Keys are arbitrary
 * (including 0). Used for side tables keyed by ids or pairs of ids. */
typedef struct HashMap {
    uint64_t *keys;
    uint64_t *vals;
    uint8_t *ctrl;      /* 0 empty, 1 full, 2 deleted */
    uint32_t cap;       /* power of two or 0 */
    uint32_t len;
    uint32_t used;      /* full + deleted */
} HashMap;

void hmap_init(HashMap *m);
void hmap_free(HashMap *m);
bool hmap_get(const HashMap *m, uint64_t key, uint64_t *val);
/* Inserts or overwrites. Returns true if the key was new. */
bool hmap_put(HashMap *m, uint64_t key, uint64_t val);
/* Returns a pointer to the value slot, inserting `dflt` if missing. The
 * pointer is valid until the next insertion. */
uint64_t *hmap_entry(HashMap *m, uint64_t key, uint64_t dflt, bool *inserted);
bool hmap_remove(HashMap *m, uint64_t key);
/* Iteration: for (uint32_t i = 0; hmap_next(m, &i, &k, &v);) */
bool hmap_next(const HashMap *m, uint32_t *iter, uint64_t *key, uint64_t *val);

/* ------------------------------------------------------------------ */
/* Interning: equal byte strings get equal ids                          */
/* ------------------------------------------------------------------ */

/* Interns arbitrary byte strings (symbols, and later types, generic
 * argument lists, paths serialised to bytes). Ids start at 1; 0 is none.
 * The bytes are copied into the table's arena and NUL-terminated. */
typedef struct InternEntry {
    const char *ptr;
    uint32_t len;
    uint32_t hash32;
} InternEntry;
typedef struct InternTable {
    Arena arena;
    VEC(InternEntry) entries;   /* index = id; entries[0] unused */
    uint64_t *slots;            /* open addressing: hash32 << 32 | id; 0 empty */
    uint32_t cap;
} InternTable;

void intern_init(InternTable *t);
void intern_free(InternTable *t);
uint32_t intern_bytes(InternTable *t, const void *p, size_t n);
/* Returns the id if present, 0 otherwise; does not insert. */
uint32_t intern_lookup(const InternTable *t, const void *p, size_t n);
static inline const char *intern_get(const InternTable *t, uint32_t id, uint32_t *len) {
    if (len) *len = t->entries.data[id].len;
    return t->entries.data[id].ptr;
}
static inline uint32_t intern_count(const InternTable *t) { return t->entries.len - 1; }

/* Symbols: interned strings. Keywords and well-known names are
 * pre-interned in the order of sym.def, so they are compile-time constants
 * (`SYM_fn`, `SYM_Self`, ...) and keyword tests are integer compares. */
typedef uint32_t Symbol;

enum {
    SYM_NONE = 0,
#define SYM(name, str) SYM_##name,
#include "rcc/sym.def"
#undef SYM
    SYM__PREDEFINED_COUNT
};

/* The process-wide symbol table (symbols are shared by every crate of a
 * session, and between sessions of one process). */
void sym_init(void);
Symbol sym_intern(const char *s, size_t n);
Symbol sym_cstr(const char *s);
const char *sym_str(Symbol s);
uint32_t sym_len(Symbol s);

/* ------------------------------------------------------------------ */
/* The source map                                                      */
/* ------------------------------------------------------------------ */

/* A span is a half-open range of global byte offsets. Every loaded file
 * owns a disjoint range of offsets, so a span alone names its file.
 * Lines and columns are computed only when a diagnostic is printed.
 * {0,0} is the dummy span (offset 0 belongs to no file). */
typedef struct Span {
    uint32_t lo, hi;
} Span;

static inline Span span_new(uint32_t lo, uint32_t hi) { return (Span){lo, hi}; }
static inline Span span_to(Span a, Span b) { return (Span){a.lo, b.hi > a.hi ? b.hi : a.hi}; }
static inline bool span_is_dummy(Span s) { return s.lo == 0 && s.hi == 0; }

typedef struct SourceFile {
    char *name;         /* as given on the command line / resolved path;
                           as diagnostics show it (--remap-path-prefix) */
    char *local_path;   /* the path it was read from, before remapping;
                           NULL if not read from a file (stdin, strings) */
    char *src;          /* contents, NUL-terminated */
    uint32_t len;
    uint32_t start;     /* global offset of src[0] */
    uint32_t *lines;    /* byte offset (within src) of each line start; lazily built */
    uint32_t nlines;
    /* A file of a crate read from metadata (sm_add_virtual): its line
     * table and multi-byte characters come with it, its text is read on
     * first need (sm_file_at, sm_file_text) from local_path and checked
     * against src_hash. */
    uint32_t *mbc;      /* position << 2 | (UTF-8 length - 1) of each multi-byte char */
    uint32_t nmbc;
    uint64_t src_hash;  /* hash_bytes of the text the writer compiled */
    bool lazy;          /* text not read yet: src is NULL */
    bool no_text;       /* the text is not available: src is `len` NUL bytes,
                           diagnostics print no location nor snippet (rustc) */
    uint32_t ext_crate; /* CrateNum + 1 of the crate whose metadata named it */
    uint32_t ext_index; /* its index in that crate's file table */
} SourceFile;

typedef struct SourceMap {
    VEC(SourceFile *) files;
    uint32_t next_start;
} SourceMap;

typedef struct SourceLoc {
    const SourceFile *file;
    uint32_t line;      /* 1-based */
    uint32_t col;       /* 1-based, in characters (as rustc counts) */
    uint32_t byte_col;  /* 0-based byte offset within the line */
} SourceLoc;

void sm_init(SourceMap *sm);
void sm_free(SourceMap *sm);
/* Takes ownership of `src` (malloc'd, `len` bytes, NUL-terminated). */
SourceFile *sm_add_file(SourceMap *sm, const char *name, char *src, uint32_t len);
/* Reads a file into the map. On failure returns NULL and sets *err to a
 * rustc-style reason (e.g. "No such file or directory (os error 2)"). */
SourceFile *sm_load_file(SourceMap *sm, const char *path, char **err);
/* A file whose text is read when first needed (from `path`, NULL: never;
 * it must hash to `hash` and be `len` bytes). Takes ownership of `lines`
 * (line starts, lines[0] == 0) and `mbc` (see SourceFile). */
SourceFile *sm_add_virtual(SourceMap *sm, const char *name, const char *path, uint32_t len, uint64_t hash,
                           uint32_t *lines, uint32_t nlines, uint32_t *mbc, uint32_t nmbc);
/* The file's text (read now if it was not yet); NULL if unavailable. */
const char *sm_file_text(const SourceFile *f);
/* The file holding offset, its text read (callers read f->src). */
const SourceFile *sm_file_at(const SourceMap *sm, uint32_t offset);
/* Are both offsets in the same file (or both in none)? Reads no text. */
bool sm_same_file(const SourceMap *sm, uint32_t a, uint32_t b);
/* rustc's guess_head_span: sp up to its first `{`, trailing whitespace
 * trimmed (an item's or block's header); sp itself without text. */
Span sm_head_span(const SourceMap *sm, Span sp);
/* Line and column; does not read a virtual file's text. */
SourceLoc sm_lookup(const SourceMap *sm, uint32_t offset);
/* The multi-byte characters of a text (for the metadata's file table):
 * a malloc'd array as SourceFile.mbc, its length in *n. */
uint32_t *sm_multibyte_chars(const char *src, uint32_t len, uint32_t *n);
/* The text of a 1-based line, without its line terminator. */
const char *sm_line_text(const SourceFile *f, uint32_t line, uint32_t *len);
uint32_t sm_line_count(const SourceFile *f);

/* ------------------------------------------------------------------ */
/* The Oppen pretty-printer (pp.c), as rustc's rustc_ast_pretty::pp    */
/* ------------------------------------------------------------------ */

/* Text goes in as words, breaks and boxes; lines are 78 columns with at
 * least 60 left after indentation. A box whose contents fit on the line
 * prints its breaks as spaces; otherwise a consistent box breaks at every
 * break, an inconsistent one only where the next piece would not fit.
 * The AST printer (-Zunpretty), stringify! and the proc-macro bridge's
 * to_string print through it, so line breaks are rustc's. */
enum { PP_MARGIN = 78, PP_MIN_SPACE = 60, PP_INFINITY = 0xffff, PP_INDENT = 4 };

typedef enum PpKind { PPK_STRING, PPK_BREAK, PPK_BEGIN, PPK_END } PpKind;
typedef struct PpTok {
    uint8_t kind;         /* PpKind */
    bool consistent;      /* PPK_BEGIN */
    bool visual;          /* PPK_BEGIN: indent to the column the box starts at */
    char pre_break;       /* PPK_BREAK: printed before the newline when broken, or 0 */
    uint32_t str, len;    /* PPK_STRING: the text, in Pp.strs */
    long offset;          /* PPK_BREAK: indentation change of a newline; PPK_BEGIN: block indent */
    long blank;           /* PPK_BREAK: spaces when not broken */
} PpTok;
typedef struct PpEntry {
    PpTok tok;
    long size;
} PpEntry;
typedef struct PpFrame {
    bool fits;
    bool consistent;
    long indent;
} PpFrame;

typedef struct Pp {
    StrBuf out;
    StrBuf strs;          /* the text of every word, appended */
    long space;           /* columns left on the line */
    VEC(PpEntry) buf;     /* tokens waiting for their size; [head, len) live */
    uint32_t head;
    long left_total, right_total;
    VEC(uint32_t) scan;   /* indices into buf: a deque, [scan_head, len) */
    uint32_t scan_head;
    VEC(PpFrame) print_stack;
    long indent;
    long pending;         /* indentation not written yet */
    PpTok last;           /* the token printed last */
    bool has_last;
} Pp;

void pp_init(Pp *p);
/* Flushes everything and returns the text (malloc'd); p is freed. */
char *pp_finish(Pp *p);
/* As pp_finish, appending the text to sb. */
void pp_finish_into(Pp *p, StrBuf *sb);
void pp_rbox(Pp *p, long indent, bool consistent);
void pp_ibox(Pp *p, long indent);
void pp_cbox(Pp *p, long indent);
void pp_visual_align(Pp *p);
void pp_end(Pp *p);
void pp_word_n(Pp *p, const char *s, size_t n);
void pp_word(Pp *p, const char *s);
void pp_break_offset(Pp *p, long n, long off);
void pp_space(Pp *p);
void pp_zerobreak(Pp *p);
void pp_hardbreak(Pp *p);
void pp_nbsp(Pp *p);
void pp_word_space(Pp *p, const char *s);
void pp_word_nbsp(Pp *p, const char *s);
void pp_trailing_comma(Pp *p);
void pp_trailing_comma_or_space(Pp *p);
/* Adds to the offset of the last buffered break, if the last token is one. */
void pp_offset(Pp *p, long off);
/* Is the last token (buffered or printed) a hard break, or none yet? */
bool pp_is_bol(const Pp *p);
void pp_hardbreak_if_not_bol(Pp *p);
void pp_space_if_not_bol(Pp *p);
/* rustc's break_offset_if_not_bol (before a closing brace). */
void pp_break_offset_if_not_bol(Pp *p, long n, long off);
/* The last token, buffered or printed (false: none); *text: its string. */
bool pp_last_token(const Pp *p, PpTok *out, const char **text);

/* ------------------------------------------------------------------ */
/* Big integers (GMP) for literal values and const evaluation          */
/* ------------------------------------------------------------------ */

/* Unsigned 128-bit values are what literals need; const evaluation uses
 * GMP directly through these helpers. */
typedef unsigned __int128 u128;
typedef __int128 i128;

/* Parses digits (underscores allowed) in `base` (2, 8, 10, 16). Returns
 * false if the value does not fit in 128 bits. */
bool bigint_parse_u128(const char *digits, size_t n, unsigned base, u128 *out);
/* Formats a u128 in decimal into buf (at least 40 bytes). */
char *u128_to_str(u128 v, char *buf);
/* f32 (f32 = true) or f64 bits as a double, and back (rounding to f32). */
double float_from_bits(u128 bits, bool f32);
u128 float_to_bits(double d, bool f32);
/* Rust's `as` between scalars of which one is a float, on their bits (an
 * integer's two's complement, a float's IEEE bits): int -> float rounds
 * to nearest, float -> float rounds, float -> int gives 0 for NaN, the
 * bound passed for values out of range, else truncates toward zero. The
 * result is truncated to to_bits (const evaluation and soft-float
 * codegen's folded casts). */
u128 float_cast_bits(u128 v, uint32_t from_bits, bool from_float, bool from_signed, uint32_t to_bits, bool to_float,
                     bool to_signed);

/* ------------------------------------------------------------------ */
/* Diagnostics                                                         */
/* ------------------------------------------------------------------ */

/* rustc's error codes, one definition in diag_codes.def. */
typedef enum DiagCode {
    DC_NONE = 0,
#define DIAG_CODE(c) DC_##c,
#include "rcc/diag_codes.def"
#undef DIAG_CODE
    DC__COUNT
} DiagCode;
const char *diag_code_str(DiagCode c);

typedef enum DiagLevel {
    LVL_ERROR,
    LVL_WARNING,
    LVL_NOTE,
    LVL_HELP,
    LVL_FAILURE_NOTE,   /* rustc's "failure-note" (the explain hint) */
} DiagLevel;

typedef enum DiagFormat { DIAG_HUMAN, DIAG_JSON, DIAG_SHORT } DiagFormat;

typedef struct DiagLabel {
    Span span;
    bool primary;
    char *msg;          /* may be NULL: no label text */
} DiagLabel;

/* Suggested edits (rustc's CodeSuggestion). A suggestion has one or more
 * alternative substitutions; each substitution replaces one or more
 * spans by new text. */
typedef enum DiagApplicability {
    APP_MACHINE_APPLICABLE,     /* JSON "MachineApplicable": safe to apply */
    APP_MAYBE_INCORRECT,
    APP_HAS_PLACEHOLDERS,
    APP_UNSPECIFIED,
} DiagApplicability;

/* How a suggestion is shown; rustc's method for each in brackets. A
 * diagnostic's only suggestion, if it is one short single-line edit, is
 * shown as a label on its span; otherwise as a block after the notes. */
typedef enum DiagSuggStyle {
    SUGG_SHOW_CODE,         /* label `help: msg: `code``, or the block
                               [span_suggestion] */
    SUGG_HIDE_CODE_INLINE,  /* label `help: msg`, or the block
                               [span_suggestion_short] */
    SUGG_HIDE_CODE_ALWAYS,  /* `= help: msg` [span_suggestion_hidden] */
    SUGG_TOOL_ONLY,         /* JSON only [tool_only_span_suggestion] */
    SUGG_SHOW_ALWAYS,       /* always the block [span_suggestion_verbose] */
} DiagSuggStyle;

typedef struct DiagSuggPart {
    Span span;
    char *snippet;
} DiagSuggPart;
typedef struct DiagSubst {
    VEC(DiagSuggPart) parts;
} DiagSubst;
typedef struct DiagSuggestion {
    char *msg;
    DiagSuggStyle style;
    DiagApplicability app;
    VEC(DiagSubst) substs;
} DiagSuggestion;

typedef struct Diag Diag;
struct Diag {
    DiagLevel level;
    DiagCode code;
    char *msg;
    VEC(DiagLabel) labels;
    VEC(Diag *) children;   /* notes and helps; with labels they get a snippet */
    VEC(DiagSuggestion *) suggestions;
    struct DiagCtx *dc;
};

typedef struct DiagCtx {
    const SourceMap *sm;
    FILE *out;                  /* stderr normally; a memstream in tests */
    DiagFormat format;
    bool color;
    bool json_rendered_color;   /* --json=diagnostic-rendered-ansi */
    uint32_t nerrors;
    uint32_t nwarnings;
    bool codes_seen[DC__COUNT];
    int cap_lints;              /* -1: none; else the DiagLevel cap for lints */
    bool treat_warnings_as_errors;
    uint32_t treat_err_as_bug;  /* -Z treat-err-as-bug: the error of this
                                   number ends rcc as an internal compiler
                                   error, after it is printed (0: none) */
    uint32_t term_width;        /* columns long source lines are cut to fit
                                   (rustc's -Z terminal-width / tty width);
                                   0: rustc's default for a non-terminal */
    HashMap emitted;            /* hashes of emitted diagnostics: an identical
                                   one is printed (and counted) only once */
    HashMap once;               /* keys of rustc's note_once notes already
                                   given (diag_once) */
} DiagCtx;

void diag_ctx_init(DiagCtx *dc, const SourceMap *sm, FILE *out);
/* Frees what the context holds (not the source map or stream). */
void diag_ctx_free(DiagCtx *dc);
/* rustc's note_once: true the first time `key` is asked in the session. */
bool diag_once(DiagCtx *dc, uint64_t key);

/* Building a diagnostic: create it, add labels and notes, emit it. A
 * non-dummy span given to diag_new becomes the primary label (no text). */
Diag *diag_new(DiagCtx *dc, DiagLevel level, DiagCode code, Span span, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* Shorthands for the common cases. */
Diag *diag_error(DiagCtx *dc, DiagCode code, Span span, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
Diag *diag_warning(DiagCtx *dc, DiagCode code, Span span, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Adds a label; the text may be NULL. A primary label with an existing
 * textless primary label at the same span gives that label its text. */
void diag_label(Diag *d, Span span, bool primary, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* `= note: ...` / `= help: ...` lines (no span). */
Diag *diag_note(Diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
Diag *diag_help(Diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A note/help with its own snippet (`note: ...` followed by ` --> `).
 * Each of these returns the child, to which diag_label can add labels
 * (as rustc's notes do: `^ ------  ------` under a function's signature;
 * a primary label with text at the child's span gives that span text). */
Diag *diag_span_note(Diag *d, Span span, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
Diag *diag_span_help(Diag *d, Span span, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A suggestion to replace `span` by `replacement` (empty: delete it;
 * an empty span: insert), shown as rustc shows `span_suggestion`. */
void diag_suggest(Diag *d, Span span, const char *replacement, DiagApplicability app, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* The general form: a suggestion with no parts yet, to which
 * diag_sugg_part adds edits (all applied together) and
 * diag_sugg_alternative starts another alternative. (rustc sorts the
 * alternatives of a one-span suggestion by their text; callers who want
 * its output do the same.) */
DiagSuggestion *diag_suggestion(Diag *d, DiagSuggStyle style, DiagApplicability app, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void diag_sugg_part(DiagSuggestion *s, Span span, const char *replacement);
void diag_sugg_alternative(DiagSuggestion *s);
/* Renders (human or JSON) and frees the diagnostic. */
void diag_emit(Diag *d);
/* Frees without rendering. */
void diag_cancel(Diag *d);
/* The closing lines: `error: aborting due to N previous errors`, the
 * `--explain` hint, `warning: N warnings emitted`. Returns true if any
 * error was emitted. */
bool diag_finish(DiagCtx *dc);
/* With a JSON format, an artifact notification (`--json=artifacts`:
 * `{"artifact":"PATH","emit":"KIND"}`); nothing in the others. */
void diag_artifact(DiagCtx *dc, const char *path, const char *emit);
/* Renders a diagnostic into a string, exactly as diag_emit would print it
 * in the context's format (for tests). */
char *diag_render(const Diag *d);
/* The same, appended to sb; the text may contain NUL bytes (copied from
 * the source), so use sb->len rather than strlen. */
void diag_render_to(const Diag *d, StrBuf *sb);

#endif
