/* diag_render.c — turns a Diag into the exact text rustc 1.63 prints.
 *
 * Takes a finished Diag (message, code, labelled spans, child notes) and
 * the source map; gives three renderings:
 *   - human: `error[E0425]: ...`, ` --> file:line:col`, the source lines
 *     with `^^^`/`---` underlines, label text, multi-line span connectors
 *     and `= note:` lines, optionally with rustc's ANSI colours;
 *   - short (`--error-format=short`): `file:line:col: error[E0425]: ...`;
 *   - JSON (`--error-format=json`): one object per line with rustc's field
 *     names, carrying the human rendering in `rendered`.
 *
 * How the human layout works (the same model rustc uses, so the output
 * matches it cell for cell): the text is drawn into a grid of character
 * cells, each with a style. Labels are first grouped per file and per
 * line ("annotations"); each source line is drawn, then its underline row
 * and the rows below it where labels hang off `|` connectors. Multi-line
 * spans become a start annotation, an end annotation and "line" markers,
 * drawn as `_`/`|` lines in a gutter left of the code. Finally each grid
 * row is printed as runs of equally styled cells; with colour on, every
 * run is wrapped in the escape sequences rustc's terminal library emits.
 *
 * Units matter: columns in ` --> ` and JSON count characters; underline
 * positions count display cells (tab = 4, CJK = 2, combining marks = 0);
 * a few margin computations count bytes, as rustc does.
 */
#include "rcc/support.h"

/* vec_foreach for vectors inside const structs too (the iterator points
 * to the element type, without the const of the containing struct). */
#define EACH(v, it) for (__typeof__(*(v)->data) *it = (v)->data; it < (v)->data + (v)->len; it++)

/* ------------------------------------------------------------------ */
/* Characters: UTF-8 decoding and display widths                        */
/* ------------------------------------------------------------------ */

/* Decodes the UTF-8 character at s[0..n) and stores its byte length in
 * *len. The session validates sources as UTF-8; a stray invalid byte is
 * taken as a one-byte character so rendering never stalls. */
static uint32_t utf8_next(const char *s, size_t n, size_t *len) {
    const unsigned char *u = (const unsigned char *)s;
    uint32_t c = u[0];
    size_t k = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    if (k > n) k = 1;
    if (k == 1) {
        *len = 1;
        return c;
    }
    c &= 0x3F >> (k - 1);
    for (size_t i = 1; i < k; i++) {
        if ((u[i] & 0xC0) != 0x80) {
            *len = 1;
            return u[0];
        }
        c = (c << 6) | (u[i] & 0x3F);
    }
    *len = k;
    return c;
}


static size_t utf8_len(uint32_t c) { return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4; }

/* Characters from U+00A0 up whose display width is not 1: 0 for
 * combining marks, format characters and Hangul medial jamo; 2 for East
 * Asian Wide and Fullwidth characters (Markus Kuhn's wcwidth rules, the
 * ones rustc's unicode-width crate follows). Generated from Python's
 * unicodedata by tools/gen_char_width.py; rustc 1.63's table is of
 * Unicode 13, so the ~170 characters Unicode 14 added may differ. */
static const struct CharWidthRange {
    uint32_t lo, hi;
    uint8_t width;
} char_width_table[] = {
#include "char_width.inc"
};

/* unicode_width's `width(c)`: -1 (None) for control characters, else the
 * number of terminal cells. */
static int char_width(uint32_t c) {
    if (c == 0) return 0;
    if (c < 0x20) return -1;
    if (c < 0x7F) return 1;
    if (c < 0xA0) return -1;
    size_t lo = 0, hi = sizeof char_width_table / sizeof *char_width_table;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (c < char_width_table[mid].lo) hi = mid;
        else if (c > char_width_table[mid].hi) lo = mid + 1;
        else return char_width_table[mid].width;
    }
    return 1;
}

static size_t char_width_or(uint32_t c, size_t dflt) {
    int w = char_width(c);
    return w < 0 ? dflt : (size_t)w;
}

/* Rust's char::is_whitespace (the Unicode White_Space property). */
static bool is_unicode_ws(uint32_t c) {
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
           c == 0x205F || c == 0x3000;
}

/* Characters the renderer drops from displayed text: the zero-width
 * joiner and the bidirectional controls (which could make the terminal
 * show text other than the bytes on disk). Tabs become four spaces. */
static bool is_dropped_char(uint32_t c) {
    return c == 0x200D || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

/* ------------------------------------------------------------------ */
/* Positions, lines and columns as rustc's source map computes them     */
/* ------------------------------------------------------------------ */

/* rustc's line table has no entry for the empty "line" after a final
 * newline: the end-of-file position belongs to the last line. */
static uint32_t file_nlines(const SourceFile *f) {
    uint32_t n = sm_line_count(f);
    if (n > 0 && f->lines[n - 1] == f->len) n--;
    return n;
}

/* Where a line's text starts: rustc drops a leading byte-order mark when
 * it loads a file, so the first line starts after it. */
static uint32_t line_begin(const SourceFile *f, size_t idx) {
    if (idx == 0 && f->len >= 3 && memcmp(f->src, "\xEF\xBB\xBF", 3) == 0) return 3;
    return f->lines[idx];
}

/* Text of the 0-based line `idx` up to its `\n` (a CR before the LF is
 * dropped: rustc normalises CRLF when it loads a file). NULL if there is
 * no such line. */
static const char *file_line(const SourceFile *f, size_t idx, size_t *len) {
    if (idx >= file_nlines(f) || f->no_text) return NULL;
    uint32_t s = line_begin(f, idx), e = s;
    while (e < f->len && f->src[e] != '\n') e++;
    if (e < f->len && e > s && f->src[e - 1] == '\r') e--;
    *len = e - s;
    return f->src + s;
}

typedef struct Loc {
    const SourceFile *file;
    size_t line;        /* 1-based; 0 if the file has no lines */
    size_t col;         /* 0-based, in characters */
    size_t col_display; /* 0-based, in display cells */
    uint32_t byte;      /* offset within the file */
} Loc;

static Loc loc_lookup(const SourceMap *sm, uint32_t off) {
    Loc l = {0};
    const SourceFile *f = sm_file_at(sm, off);
    if (!f) return l;
    l.file = f;
    l.byte = off - f->start;
    uint32_t n = file_nlines(f);
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (f->lines[mid] <= l.byte) lo = mid + 1;
        else hi = mid;
    }
    l.line = lo;
    if (f->no_text) {
        /* a dependency's file that is gone: the column from its tables */
        l.col = l.col_display = sm_lookup(sm, off).col - 1;
        return l;
    }
    uint32_t from = lo ? line_begin(f, lo - 1) : 0;
    for (uint32_t i = from; i < l.byte;) {
        size_t k;
        uint32_t c = utf8_next(f->src + i, f->len - i, &k);
        bool crlf = c == '\r' && i + 1 < f->len && f->src[i + 1] == '\n';
        if (!crlf) {
            /* Display widths as rustc's source analysis assigns them: a
             * tab 4, other control characters 0, the newline (reached
             * only at the end of a file's last line) 1. */
            l.col++;
            if (c == '\t') l.col_display += 4;
            else if (c == '\n') l.col_display += 1;
            else l.col_display += char_width_or(c, 0);
        }
        i += (uint32_t)k;
    }
    return l;
}

/* The end of a span, kept inside the file its start is in. */
static Loc loc_hi(const SourceMap *sm, Span sp, const Loc *lo) {
    uint32_t hi = sp.hi < sp.lo ? sp.lo : sp.hi;
    if (lo->file && hi > lo->file->start + lo->file->len) hi = lo->file->start + lo->file->len;
    return loc_lookup(sm, hi);
}

/* A source line as displayed: code points with tabs expanded and the
 * dropped characters removed; `nbytes` is its length in UTF-8 bytes
 * (rustc sizes its margins with byte lengths). */
typedef struct DispLine {
    uint32_t *cp;
    size_t n, nbytes;
} DispLine;

static void disp_line_from(DispLine *d, const char *s, size_t len) {
    d->cp = xmalloc((len * 4 + 1) * sizeof *d->cp);
    d->n = d->nbytes = 0;
    for (size_t i = 0; i < len;) {
        size_t k;
        uint32_t c = utf8_next(s + i, len - i, &k);
        i += k;
        if (c == '\t') {
            for (int t = 0; t < 4; t++) d->cp[d->n++] = ' ';
            d->nbytes += 4;
        } else if (!is_dropped_char(c)) {
            d->cp[d->n++] = c;
            d->nbytes += utf8_len(c);
        }
    }
}

/* ------------------------------------------------------------------ */
/* The styled grid                                                      */
/* ------------------------------------------------------------------ */

/* rustc's styles. Distinct styles stay distinct even when they print in
 * the same colour, because the output is split into runs by style. */
typedef enum Style {
    ST_NONE,
    ST_MAIN_HEADER,     /* the top-level message: bold */
    ST_HEADER,          /* a child's message: plain */
    ST_LINE_COL,        /* file:line:col: plain */
    ST_LINE_NUM,        /* line numbers, `|`, `-->`, `=`: bold bright blue */
    ST_QUOTE,           /* source code: plain */
    ST_UL_PRIMARY,      /* ^^^ in the level's colour */
    ST_UL_SECONDARY,    /* --- bold bright blue */
    ST_LABEL_PRIMARY,
    ST_LABEL_SECONDARY,
    ST_LEVEL,           /* `error[E0425]` in the level's colour */
    ST_ADDITION,        /* suggested code: bright green */
    ST_REMOVAL,         /* code a suggestion removes: bright red */
} Style;

typedef struct Cell {
    uint32_t ch;
    uint8_t style;
} Cell;
typedef VEC(Cell) Row;
typedef struct Grid {
    VEC(Row) rows;
} Grid;

static void grid_ensure(Grid *g, size_t row) {
    while (g->rows.len <= row) vec_push(&g->rows, (Row){0});
}

static void grid_putc(Grid *g, size_t row, size_t col, uint32_t ch, Style st) {
    grid_ensure(g, row);
    Row *r = &g->rows.data[row];
    while (r->len <= col) vec_push(r, (Cell){' ', ST_NONE});
    r->data[col] = (Cell){ch, (uint8_t)st};
}

/* Puts a UTF-8 string, one character per cell. */
static void grid_puts(Grid *g, size_t row, size_t col, const char *s, Style st) {
    size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        size_t k;
        uint32_t c = utf8_next(s + i, n - i, &k);
        grid_putc(g, row, col++, c, st);
        i += k;
    }
}

static size_t grid_row_len(Grid *g, size_t row) { return row < g->rows.len ? g->rows.data[row].len : 0; }

static void grid_append(Grid *g, size_t row, const char *s, Style st) {
    grid_puts(g, row, grid_row_len(g, row), s, st);
}

/* Inserts a string at the start of a row, shifting its cells right. */
static void grid_prepend(Grid *g, size_t row, const char *s, Style st) {
    grid_ensure(g, row);
    Row *r = &g->rows.data[row];
    size_t n = 0, len = strlen(s);
    for (size_t i = 0, k; i < len; i += k) {
        utf8_next(s + i, len - i, &k);
        n++;
    }
    if (r->len) {
        vec_reserve(r, n);
        memmove(r->data + n, r->data, r->len * sizeof *r->data);
        for (size_t i = 0; i < n; i++) r->data[i] = (Cell){' ', ST_NONE};
        r->len += (uint32_t)n;
    }
    grid_puts(g, row, 0, s, st);
}

/* Restyles existing cells of a row (cells past its end stay absent). */
static void grid_restyle(Grid *g, size_t row, size_t from, size_t to, Style st) {
    if (row >= g->rows.len) return;
    Row *r = &g->rows.data[row];
    for (size_t c = from; c < to && c < r->len; c++) r->data[c].style = (uint8_t)st;
}

static void grid_free(Grid *g) {
    EACH(&g->rows, r) vec_free(r);
    vec_free(&g->rows);
}

/* ------------------------------------------------------------------ */
/* Output: rows of runs, with or without colour                         */
/* ------------------------------------------------------------------ */

typedef struct Out {
    const SourceMap *sm;
    StrBuf sb;
    bool color;
    bool short_msg;
    uint32_t term_width;    /* 0: rustc's default */
} Out;

static const char *level_str(DiagLevel l) {
    switch (l) {
    case LVL_ERROR: return "error";
    case LVL_WARNING: return "warning";
    case LVL_NOTE: return "note";
    case LVL_HELP: return "help";
    case LVL_FAILURE_NOTE: return "failure-note";
    }
    return "error";
}

/* The foreground of a level: bright red errors, (plain) yellow warnings,
 * bright green notes, bright cyan helps; failure notes have none. */
static const char *level_fg(DiagLevel l) {
    switch (l) {
    case LVL_ERROR: return "\x1b[38;5;9m";
    case LVL_WARNING: return "\x1b[33m";
    case LVL_NOTE: return "\x1b[38;5;10m";
    case LVL_HELP: return "\x1b[38;5;14m";
    case LVL_FAILURE_NOTE: return "";
    }
    return "";
}

/* Each run is printed as reset, attributes, text, reset: exactly the
 * bytes rustc's terminal writer produces for a run. */
static void put_run(Out *o, const StrBuf *text, Style st, DiagLevel lvl) {
    if (o->color) {
        sb_puts(&o->sb, "\x1b[0m");
        switch (st) {
        case ST_LINE_NUM:
        case ST_UL_SECONDARY:
        case ST_LABEL_SECONDARY: sb_puts(&o->sb, "\x1b[1m\x1b[38;5;12m"); break;
        case ST_MAIN_HEADER: sb_puts(&o->sb, "\x1b[1m"); break;
        case ST_ADDITION: sb_puts(&o->sb, "\x1b[38;5;10m"); break;
        case ST_REMOVAL: sb_puts(&o->sb, "\x1b[38;5;9m"); break;
        case ST_UL_PRIMARY:
        case ST_LABEL_PRIMARY:
        case ST_LEVEL:
            sb_puts(&o->sb, "\x1b[1m");
            sb_puts(&o->sb, level_fg(lvl));
            break;
        default: break;
        }
    }
    sb_putn(&o->sb, text->data, text->len);
    if (o->color) sb_puts(&o->sb, "\x1b[0m");
}

/* Prints a grid. Every row ends in a newline except in the short format,
 * and except the last row of a failure note (the caller's final newline
 * ends it). */
static void grid_emit(Out *o, Grid *g, DiagLevel lvl) {
    StrBuf text = {0};
    for (uint32_t i = 0; i < g->rows.len; i++) {
        Row *r = &g->rows.data[i];
        Style cur = ST_NONE;
        text.len = 0;
        for (uint32_t j = 0; j < r->len; j++) {
            if (r->data[j].style != cur) {
                if (text.len) put_run(o, &text, cur, lvl);
                text.len = 0;
                cur = r->data[j].style;
            }
            sb_put_utf8(&text, r->data[j].ch);
        }
        if (text.len) put_run(o, &text, cur, lvl);
        if (!o->short_msg && (lvl != LVL_FAILURE_NOTE || i + 1 != g->rows.len)) sb_putc(&o->sb, '\n');
    }
    sb_free(&text);
}

/* ------------------------------------------------------------------ */
/* A diagnostic's spans, as rustc's MultiSpan presents them             */
/* ------------------------------------------------------------------ */

typedef struct SpanLabel {
    Span span;
    bool primary;       /* the span is one of the primary spans */
    const char *label;  /* NULL: no label at all; "" counts as no text */
} SpanLabel;

typedef struct MSpan {
    VEC(Span) primary;      /* primary spans, in order */
    VEC(SpanLabel) labels;  /* labelled spans first, then bare primaries */
    bool has_labels;        /* some labelled span is not the dummy span */
} MSpan;

static bool span_eq(Span a, Span b) { return a.lo == b.lo && a.hi == b.hi; }

/* rustc's dummy span is the empty span at offset 0, which in rustc is
 * also the start of the first file loaded (the crate root). So an empty
 * span there is not shown either (its labels vanish, its JSON has no
 * text): rcc's offsets start at 1, and this mimics that. */
static bool is_dummy(const SourceMap *sm, Span sp) {
    return span_is_dummy(sp) || (sm->files.len && sp.lo == sp.hi && sp.lo == sm->files.data[0]->start);
}

/* `extra` (may be NULL) is a label added after the diagnostic's own: a
 * suggestion shown inline. */
static void mspan_build(const SourceMap *sm, const Diag *d, const SpanLabel *extra, MSpan *m) {
    memset(m, 0, sizeof *m);
    EACH(&d->labels, l) if (l->primary) vec_push(&m->primary, l->span);
    /* A primary label without text is a bare primary span; every other
     * label is a labelled span (a secondary label without text has the
     * empty label). */
    size_t n = d->labels.len + (extra ? 1 : 0);
    for (size_t i = 0; i < n; i++) {
        DiagLabel l = i < d->labels.len ? d->labels.data[i] : (DiagLabel){extra->span, false, (char *)extra->label};
        if (l.primary && !l.msg) continue;
        bool prim = false;
        EACH(&m->primary, p) prim |= span_eq(*p, l.span);
        vec_push(&m->labels, (SpanLabel){l.span, prim, l.msg ? l.msg : ""});
        if (!is_dummy(sm, l.span)) m->has_labels = true;
    }
    EACH(&m->primary, p) {
        bool seen = false;
        EACH(&m->labels, sl) seen |= span_eq(sl->span, *p);
        if (!seen) vec_push(&m->labels, (SpanLabel){*p, true, NULL});
    }
}

static void mspan_free(MSpan *m) {
    vec_free(&m->primary);
    vec_free(&m->labels);
}

/* Is some primary span real (not dummy)? */
static bool mspan_has_primary(const SourceMap *sm, const MSpan *m) {
    EACH(&m->primary, p) if (!is_dummy(sm, *p)) return true;
    return false;
}

/* Will the span be shown with source? (It must name a file.) */
/* Does the span name a file? */
static bool span_in_file(const SourceMap *sm, Span sp) { return !is_dummy(sm, sp) && sm_file_at(sm, sp.lo) != NULL; }

static bool span_shown(const SourceMap *sm, Span sp) {
    if (is_dummy(sm, sp)) return false;
    const SourceFile *f = sm_file_at(sm, sp.lo);
    return f && !f->no_text;   /* a dependency's file that is gone: see emit_message */
}

/* The largest line number any span of the diagnostic ends on; sizes the
 * line-number gutter. */
static size_t mspan_max_line(Out *o, const MSpan *m) {
    size_t max = 0;
    EACH(&m->primary, p) {
        if (!span_shown(o->sm, *p)) continue;
        Loc lo = loc_lookup(o->sm, p->lo), hi = loc_hi(o->sm, *p, &lo);
        if (hi.line > max) max = hi.line;
    }
    if (!o->short_msg) {
        EACH(&m->labels, sl) {
            if (!span_shown(o->sm, sl->span)) continue;
            Loc lo = loc_lookup(o->sm, sl->span.lo), hi = loc_hi(o->sm, sl->span, &lo);
            if (hi.line > max) max = hi.line;
        }
    }
    return max;
}

/* ------------------------------------------------------------------ */
/* Annotations: labels grouped by file and line                         */
/* ------------------------------------------------------------------ */

typedef enum AnnKind { ANN_SINGLE, ANN_ML_START, ANN_ML_END, ANN_ML_LINE } AnnKind;

typedef struct Ann {
    size_t start_col, end_col;  /* display columns, end exclusive */
    bool primary;
    const char *label;
    AnnKind kind;
    size_t depth;               /* multi-line spans: gutter column, from 1 */
} Ann;

typedef struct ALine {
    size_t line;                /* 1-based */
    VEC(Ann) anns;
} ALine;

typedef struct AFile {
    const SourceFile *file;
    VEC(ALine) lines;           /* sorted by line */
    size_t ml_depth;            /* deepest multi-line span of the diagnostic */
} AFile;
typedef VEC(AFile) AFileVec;

/* A span over several lines, before it is split into annotations. */
typedef struct MLAnn {
    const SourceFile *file;
    size_t depth, line_start, line_end, start_col, end_col;
    bool primary;
    const char *label;
    bool overlaps_exactly;
} MLAnn;

static bool has_label(const Ann *a) { return a->label && a->label[0]; }
static bool takes_space(const Ann *a) { return a->kind == ANN_ML_START || a->kind == ANN_ML_END; }
static size_t ann_len(const Ann *a) {
    return a->end_col > a->start_col ? a->end_col - a->start_col : a->start_col - a->end_col;
}

static void add_ann(AFileVec *files, const SourceFile *f, size_t line, Ann ann) {
    EACH(files, af) {
        if (strcmp(af->file->name, f->name) != 0) continue;
        EACH(&af->lines, al) {
            if (al->line == line) {
                vec_push(&al->anns, ann);
                return;
            }
        }
        /* Insert the new line in order. */
        ALine nl = {line, {0}};
        vec_push(&nl.anns, ann);
        vec_push(&af->lines, nl);
        for (uint32_t i = af->lines.len - 1; i > 0 && af->lines.data[i - 1].line > line; i--) {
            ALine t = af->lines.data[i];
            af->lines.data[i] = af->lines.data[i - 1];
            af->lines.data[i - 1] = t;
        }
        return;
    }
    AFile nf = {f, {0}, 0};
    ALine nl = {line, {0}};
    vec_push(&nl.anns, ann);
    vec_push(&nf.lines, nl);
    vec_push(files, nf);
}

static void afiles_free(AFileVec *files) {
    EACH(files, af) {
        EACH(&af->lines, al) vec_free(&al->anns);
        vec_free(&af->lines);
    }
    vec_free(files);
}

static bool str_eq_opt(const char *a, const char *b) {
    return a == b || (a && b && strcmp(a, b) == 0);
}
static bool ml_same_span(const MLAnn *a, const MLAnn *b) {
    return a->line_start == b->line_start && a->line_end == b->line_end &&
           a->start_col == b->start_col && a->end_col == b->end_col;
}
static bool ml_equal(const MLAnn *a, const MLAnn *b) {
    return ml_same_span(a, b) && a->depth == b->depth && a->primary == b->primary &&
           str_eq_opt(a->label, b->label) && a->overlaps_exactly == b->overlaps_exactly;
}

static bool num_overlap(size_t as, size_t ae, size_t bs, size_t be, bool inclusive) {
    size_t extra = inclusive ? 1 : 0;
    return (bs <= as && as < be + extra) || (as <= bs && bs < ae + extra);
}

/* Groups the labels into files and lines. Multi-line spans that overlap
 * get different depths so their gutter lines do not collide. */
static AFileVec collect_annotations(Out *o, const MSpan *m) {
    AFileVec files = {0};
    VEC(MLAnn) mls = {0};
    EACH(&m->labels, sl) {
        if (!span_shown(o->sm, sl->span)) continue;
        Loc lo = loc_lookup(o->sm, sl->span.lo), hi = loc_hi(o->sm, sl->span, &lo);
        /* An empty span still gets one `^`. */
        if (lo.col_display == hi.col_display && lo.line == hi.line) hi.col_display++;
        if (lo.line != hi.line) {
            vec_push(&mls, (MLAnn){lo.file, 1, lo.line, hi.line, lo.col_display, hi.col_display,
                                   sl->primary, sl->label, false});
        } else {
            add_ann(&files, lo.file, lo.line,
                    (Ann){lo.col_display, hi.col_display, sl->primary, sl->label, ANN_SINGLE, 0});
        }
    }
    /* Stable sort by (line_start, line_end). */
    for (uint32_t i = 1; i < mls.len; i++) {
        for (uint32_t j = i; j > 0; j--) {
            MLAnn *a = &mls.data[j - 1], *b = &mls.data[j];
            if (a->line_start < b->line_start || (a->line_start == b->line_start && a->line_end <= b->line_end))
                break;
            MLAnn t = *a;
            *a = *b;
            *b = t;
        }
    }
    /* Each span pushes the earlier spans it overlaps one column right;
     * an identical span makes the earlier one draw only its end. The
     * comparison uses the span as it was before any of this. */
    MLAnn *orig = mls.len ? xmalloc(mls.len * sizeof *orig) : NULL;
    if (mls.len) memcpy(orig, mls.data, mls.len * sizeof *orig);
    for (uint32_t k = 0; k < mls.len; k++) {
        const MLAnn *ann = &orig[k];
        for (uint32_t i = 0; i < mls.len; i++) {
            MLAnn *a = &mls.data[i];
            if (!ml_same_span(ann, a) && num_overlap(ann->line_start, ann->line_end, a->line_start, a->line_end, true))
                a->depth++;
            else if (ml_same_span(ann, a) && !ml_equal(ann, a))
                a->overlaps_exactly = true;
            else
                break;
        }
    }
    free(orig);
    size_t max_depth = 0;
    EACH(&mls, ml) {
        if (ml->depth > max_depth) max_depth = ml->depth;
        Ann end = {ml->end_col ? ml->end_col - 1 : 0, ml->end_col, ml->primary, ml->label, ANN_ML_END, ml->depth};
        if (!ml->overlaps_exactly) {
            add_ann(&files, ml->file, ml->line_start,
                    (Ann){ml->start_col, ml->start_col + 1, ml->primary, NULL, ANN_ML_START, ml->depth});
            /* Show up to three lines after the start, and the line before
             * the end; rustc elides the rest with `...`. */
            Ann line = {0, 0, ml->primary, NULL, ANN_ML_LINE, ml->depth};
            size_t middle = ml->line_start + 4 < ml->line_end ? ml->line_start + 4 : ml->line_end;
            for (size_t l = ml->line_start + 1; l < middle; l++) add_ann(&files, ml->file, l, line);
            if (middle < ml->line_end - 1) add_ann(&files, ml->file, ml->line_end - 1, line);
        } else {
            end.kind = ANN_SINGLE;
        }
        add_ann(&files, ml->file, ml->line_end, end);
    }
    EACH(&files, af) af->ml_depth = max_depth;
    vec_free(&mls);
    return files;
}

/* ------------------------------------------------------------------ */
/* Horizontal margins for long lines                                    */
/* ------------------------------------------------------------------ */

/* rustc trims source lines wider than the terminal around the spans:
 * the code may take the terminal width minus the gutter, or 140 columns
 * when no width is known (stderr is not a terminal). The arithmetic
 * wraps like rustc's release build where it could underflow. */
enum { DEFAULT_COLUMN_WIDTH = 140 };

typedef struct Margin {
    size_t whitespace_left, span_left, span_right, computed_left, computed_right, column_width, label_right;
} Margin;

static size_t sat_sub(size_t a, size_t b) { return a > b ? a - b : 0; }
static size_t max_sz(size_t a, size_t b) { return a > b ? a : b; }
static size_t min_sz(size_t a, size_t b) { return a < b ? a : b; }

static Margin margin_new(size_t ws_left, size_t span_left, size_t span_right, size_t label_right,
                         size_t column_width, size_t max_line_len) {
    /* The 6 leaves room for `...`. */
    Margin m = {sat_sub(ws_left, 6), sat_sub(span_left, 6), span_right + 6, 0, 0, column_width, label_right + 6};
    /* Trim indentation of more than 20 columns. */
    m.computed_left = m.whitespace_left > 20 ? m.whitespace_left - 16 : 0;
    m.computed_right = max_sz(max_line_len, m.computed_left);
    if (m.computed_right - m.computed_left > m.column_width) {
        if (m.label_right - m.whitespace_left <= m.column_width) {
            m.computed_left = m.whitespace_left;
            m.computed_right = m.computed_left + m.column_width;
        } else if (m.label_right - m.span_left <= m.column_width) {
            size_t pad = (m.column_width - (m.label_right - m.span_left)) / 2;
            m.computed_left = sat_sub(m.span_left, pad);
            m.computed_right = m.computed_left + m.column_width;
        } else if (m.span_right - m.span_left <= m.column_width) {
            size_t pad = (m.column_width - (m.span_right - m.span_left)) / 5 * 2;
            m.computed_left = sat_sub(m.span_left, pad);
            m.computed_right = m.computed_left + m.column_width;
        } else {
            m.computed_left = m.span_left;
            m.computed_right = m.span_right;
        }
    }
    return m;
}

static bool margin_cut_left(const Margin *m) { return m->computed_left > 0; }

static bool margin_cut_right(const Margin *m, size_t line_len) {
    size_t right = m->computed_right == m->span_right || m->computed_right == m->label_right
                       ? m->computed_right - 6
                       : m->computed_right;
    return right < line_len && m->computed_left + m->column_width < line_len;
}

static size_t margin_left(const Margin *m, size_t line_len) { return min_sz(m->computed_left, line_len); }

static size_t margin_right(const Margin *m, size_t line_len) {
    if (sat_sub(line_len, m->computed_left) <= m->column_width) return line_len;
    return min_sz(line_len, m->computed_right);
}

/* ------------------------------------------------------------------ */
/* Drawing source lines and their annotations                           */
/* ------------------------------------------------------------------ */

/* `NN | code` for one source line (trimmed to the margin). */
static void draw_line(Grid *g, const DispLine *src, size_t line_index, size_t row, size_t width_offset,
                      size_t code_offset, const Margin *m) {
    size_t line_len = src->nbytes;
    size_t left = margin_left(m, line_len), right = margin_right(m, line_len);
    size_t taken = 0, col = code_offset;
    for (size_t i = left; i < src->n; i++) {
        size_t w = char_width_or(src->cp[i], 1);
        if (taken + w > right - left) break;
        taken += w;
        grid_putc(g, row, col++, src->cp[i], ST_QUOTE);
    }
    if (margin_cut_left(m)) grid_puts(g, row, code_offset, "...", ST_LINE_NUM);
    if (margin_cut_right(m, line_len)) grid_puts(g, row, code_offset + taken - 3, "...", ST_LINE_NUM);
    char num[24];
    snprintf(num, sizeof num, "%zu", line_index);
    grid_puts(g, row, 0, num, ST_LINE_NUM);
    grid_putc(g, row, width_offset - 2, '|', ST_LINE_NUM);
}

typedef struct DepthStyle {
    size_t depth;
    Style style;
} DepthStyle;

static bool disp_line_of(const SourceFile *f, size_t line, DispLine *d) {
    size_t len;
    const char *s = line ? file_line(f, line - 1, &len) : NULL;
    if (!s) return false;
    disp_line_from(d, s, len);
    return true;
}

/* Draws one annotated source line with its underline row and the rows
 * of hanging labels. Returns (in *out) the multi-line spans that start
 * or end here, whose gutter lines the caller continues. */
static size_t render_source_line(Grid *g, const SourceFile *f, const ALine *line, size_t width_offset,
                                 size_t code_offset, const Margin *m, DepthStyle *out) {
    DispLine src;
    if (!disp_line_of(f, line->line, &src)) return 0;
    size_t row0 = g->rows.len;
    /* Display cells trimmed off the left. */
    size_t left = 0, left_chars = margin_left(m, src.nbytes);
    for (size_t i = 0; i < left_chars && i < src.n; i++) left += char_width_or(src.cp[i], 1);
    draw_line(g, &src, line->line, row0, width_offset, code_offset, m);

    /* A lone multi-line start with only whitespace before it is drawn as
     * a `/` in the gutter instead of an underscore line. */
    if (line->anns.len == 1 && line->anns.data[0].kind == ANN_ML_START) {
        const Ann *a = &line->anns.data[0];
        bool blank = true;
        for (size_t i = 0; i < a->start_col && i < src.n; i++) blank &= is_unicode_ws(src.cp[i]);
        if (blank) {
            Style st = a->primary ? ST_UL_PRIMARY : ST_UL_SECONDARY;
            grid_putc(g, row0, width_offset + a->depth - 1, '/', st);
            out[0] = (DepthStyle){a->depth, st};
            free(src.cp);
            return 1;
        }
    }
    free(src.cp);

    /* Rightmost annotation first (stable), so connectors of the ones to
     * its left never cross its label. */
    size_t n = line->anns.len;
    Ann *anns = xmalloc(n * sizeof *anns);
    size_t *pos = xmalloc(n * sizeof *pos);
    memcpy(anns, line->anns.data, n * sizeof *anns);
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && anns[j - 1].start_col < anns[j].start_col; j--) {
            Ann t = anns[j - 1];
            anns[j - 1] = anns[j];
            anns[j] = t;
        }

    /* Which row each label goes on: 0 is the underline row itself. */
    size_t p = 0, line_len = 0;
    for (size_t i = 0; i < n; i++) {
        const Ann *a = &anns[i];
        for (size_t j = i + 1; j < n && p == 0; j++) {
            const Ann *nx = &anns[j];
            if (num_overlap(nx->start_col, nx->end_col, a->start_col, a->end_col, false) && has_label(a)) {
                /* An unlabelled annotation with the same span merges. */
                if (nx->start_col == a->start_col && nx->end_col == a->end_col && !has_label(nx)) continue;
                p++;
                break;
            }
        }
        pos[i] = p;
        for (size_t j = i + 1; j < n; j++) {
            const Ann *nx = &anns[j];
            size_t l = nx->label ? strlen(nx->label) + 2 : 0;
            bool ov = num_overlap(nx->start_col, nx->end_col + l, a->start_col, a->end_col, false);
            if ((ov && has_label(a) && has_label(nx)) || (takes_space(a) && has_label(nx)) ||
                (has_label(a) && takes_space(nx)) || (takes_space(a) && takes_space(nx)) ||
                (ov && nx->end_col <= a->end_col && has_label(nx) && p == 0)) {
                p++;
                break;
            }
        }
        if (p > line_len) line_len = p;
    }
    if (line_len) line_len++;

    size_t nout = 0;
    bool only_lines = true;
    for (size_t i = 0; i < n; i++) only_lines &= anns[i].kind == ANN_ML_LINE;
    if (only_lines) goto done;

    /* The gutter of the underline row and the label rows. */
    for (size_t r = 0; r <= line_len; r++) grid_puts(g, row0 + r + 1, width_offset - 2, "| ", ST_LINE_NUM);

    /* Underscore lines from the gutter to where a multi-line span starts
     * or ends. */
    for (size_t i = 0; i < n; i++) {
        const Ann *a = &anns[i];
        if (!takes_space(a)) continue;
        Style st = a->primary ? ST_UL_PRIMARY : ST_UL_SECONDARY;
        size_t to = sat_sub(code_offset + a->start_col, left);
        for (size_t c = width_offset + a->depth; c < to; c++) grid_putc(g, row0 + pos[i] + 1, c, '_', st);
    }

    /* `|` connectors down to labels on later rows, and the gutter lines
     * of multi-line spans around their start and end rows. */
    for (size_t i = 0; i < n; i++) {
        const Ann *a = &anns[i];
        Style st = a->primary ? ST_UL_PRIMARY : ST_UL_SECONDARY;
        size_t pp = pos[i] + 1;
        if (pp > 1 && (has_label(a) || takes_space(a)))
            for (size_t r = row0 + 1; r <= row0 + pp; r++)
                grid_putc(g, r, sat_sub(code_offset + a->start_col, left), '|', st);
        if (a->kind == ANN_ML_START)
            for (size_t r = row0 + pp + 1; r < row0 + line_len + 2; r++)
                grid_putc(g, r, width_offset + a->depth - 1, '|', st);
        else if (a->kind == ANN_ML_END)
            for (size_t r = row0; r <= row0 + pp; r++) grid_putc(g, r, width_offset + a->depth - 1, '|', st);
    }

    /* Label text: after the underline on row 0, under the connector
     * otherwise. */
    for (size_t i = 0; i < n; i++) {
        const Ann *a = &anns[i];
        if (!a->label) continue;
        Style st = a->primary ? ST_LABEL_PRIMARY : ST_LABEL_SECONDARY;
        size_t r = pos[i] == 0 ? 1 : pos[i] + 2;
        size_t c = pos[i] == 0 ? sat_sub(a->end_col + 1, left) : sat_sub(a->start_col, left);
        grid_puts(g, row0 + r, code_offset + c, a->label, st);
    }

    /* Underlines, longest first so shorter ones stay visible; at equal
     * length a primary one wins. (Stable insertion sort.) */
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0; j--) {
            size_t la = ann_len(&anns[j - 1]), lb = ann_len(&anns[j]);
            bool swap = la < lb || (la == lb && anns[j - 1].primary && !anns[j].primary);
            if (!swap) break;
            Ann t = anns[j - 1];
            anns[j - 1] = anns[j];
            anns[j] = t;
        }
    for (size_t i = 0; i < n; i++) {
        const Ann *a = &anns[i];
        uint32_t ch = a->primary ? '^' : '-';
        Style st = a->primary ? ST_UL_PRIMARY : ST_UL_SECONDARY;
        for (size_t c = a->start_col; c < a->end_col; c++) grid_putc(g, row0 + 1, sat_sub(code_offset + c, left), ch, st);
    }
    for (size_t i = 0; i < n; i++)
        if (takes_space(&anns[i]))
            out[nout++] = (DepthStyle){anns[i].depth, anns[i].primary ? ST_LABEL_PRIMARY : ST_LABEL_SECONDARY};
done:
    free(anns);
    free(pos);
    return nout;
}

/* ------------------------------------------------------------------ */
/* One message: header, location and snippet                            */
/* ------------------------------------------------------------------ */

/* Path ordering as Rust's Path compares: component by component, where
 * a component is the root `/`, a leading `.`, `..`, or a name (empty
 * components and inner `.` are skipped), in that rank order. */
typedef struct PathIter {
    const char *s;
    bool first;
} PathIter;

/* Returns the next component's rank (0 at the end) and its text. */
static int path_next(PathIter *it, const char **txt, size_t *len) {
    *txt = "";
    *len = 0;
    if (it->first && *it->s == '/') {
        while (*it->s == '/') it->s++;
        it->first = false;
        return 1;
    }
    for (;;) {
        while (*it->s == '/') it->s++;
        if (!*it->s) return 0;
        const char *e = it->s;
        while (*e && *e != '/') e++;
        bool was_first = it->first;
        it->first = false;
        *txt = it->s;
        *len = (size_t)(e - it->s);
        it->s = e;
        if (*len == 1 && (*txt)[0] == '.') {
            if (was_first) return 2;
            continue;
        }
        if (*len == 2 && (*txt)[0] == '.' && (*txt)[1] == '.') return 3;
        return 4;
    }
}

static int path_cmp(const char *a, const char *b) {
    PathIter ia = {a, true}, ib = {b, true};
    for (;;) {
        const char *ta, *tb;
        size_t la, lb;
        int ka = path_next(&ia, &ta, &la), kb = path_next(&ib, &tb, &lb);
        if (ka != kb) return ka < kb ? -1 : 1;
        if (ka == 0) return 0;
        int c = memcmp(ta, tb, la < lb ? la : lb);
        if (c) return c < 0 ? -1 : 1;
        if (la != lb) return la < lb ? -1 : 1;
    }
}

/* The index of the primary file among the annotated files, found the
 * way rustc finds it: a binary search over a list that is in first-seen
 * order, not sorted. When the search misses, the order stays as it is. */
static long find_primary_file(const AFileVec *files, const char *name) {
    size_t size = files->len, left = 0, right = size;
    while (left < right) {
        size_t mid = left + size / 2;
        int c = path_cmp(files->data[mid].file->name, name);
        if (c < 0) left = mid + 1;
        else if (c > 0) right = mid;
        else return (long)mid;
        size = right - left;
    }
    return -1;
}

/* The header: `error[E0425]: message` (continuation lines of a multi-line
 * message are indented under the first), or `  = note: message` for a
 * child without spans. */
static void draw_header(Grid *g, const Diag *d, bool spanless_child, size_t max_line_num_len, bool is_secondary) {
    if (spanless_child) {
        for (size_t i = 0; i < max_line_num_len; i++) grid_prepend(g, 0, " ", ST_NONE);
        grid_puts(g, 0, max_line_num_len + 1, "= ", ST_LINE_NUM);
        if (d->level != LVL_FAILURE_NOTE) {
            grid_append(g, 0, level_str(d->level), ST_MAIN_HEADER);
            grid_append(g, 0, ": ", ST_NONE);
        }
        /* Continuation lines align under the text after `= note: `
         * (rustc pads for "note" whatever the level). */
        size_t pad = max_line_num_len + strlen("note") + 5, row = 0;
        char *spaces = xmalloc(pad + 1);
        memset(spaces, ' ', pad);
        spaces[pad] = 0;
        const char *s = d->msg;
        for (;;) {
            const char *nl = strchr(s, '\n');
            char *piece = xstrndup(s, nl ? (size_t)(nl - s) : strlen(s));
            grid_append(g, row, piece, ST_NONE);
            free(piece);
            if (!nl) break;
            s = nl + 1;
            grid_append(g, ++row, spaces, ST_NONE);
        }
        free(spaces);
        return;
    }
    size_t label_width = 0;
    if (d->level != LVL_FAILURE_NOTE) {
        grid_append(g, 0, level_str(d->level), ST_LEVEL);
        label_width += strlen(level_str(d->level));
    }
    if (d->code) {
        grid_append(g, 0, "[", ST_LEVEL);
        grid_append(g, 0, diag_code_str(d->code), ST_LEVEL);
        grid_append(g, 0, "]", ST_LEVEL);
        label_width += 2 + strlen(diag_code_str(d->code));
    }
    Style hs = is_secondary ? ST_HEADER : ST_MAIN_HEADER;
    if (d->level != LVL_FAILURE_NOTE) {
        grid_append(g, 0, ": ", hs);
        label_width += 2;
    }
    /* The message with tabs expanded, split into lines as Rust's
     * str::lines() does (no final empty line, CR before LF dropped). */
    DispLine msg;
    disp_line_from(&msg, d->msg, strlen(d->msg));
    StrBuf line = {0};
    size_t row = 0;
    for (size_t i = 0; i < msg.n;) {
        line.len = 0;
        if (row) for (size_t k = 0; k < label_width; k++) sb_putc(&line, ' ');
        size_t j = i;
        while (j < msg.n && msg.cp[j] != '\n') j++;
        size_t end = j;
        if (end > i && msg.cp[end - 1] == '\r' && j < msg.n) end--;
        for (size_t k = i; k < end; k++) sb_put_utf8(&line, msg.cp[k]);
        grid_append(g, row++, sb_cstr(&line), hs);
        i = j + 1;
    }
    sb_free(&line);
    free(msg.cp);
}

static void draw_gutter_bar(Grid *g, size_t max_line_num_len) {
    grid_putc(g, g->rows.len, max_line_num_len + 1, '|', ST_LINE_NUM);
}

/* The snippet of one file: its source lines with annotations, `...` for
 * elided lines, and the gutter lines of multi-line spans. */
static void draw_file_snippet(Out *o, Grid *g, const AFile *af, size_t max_line_num_len) {
    const SourceFile *f = af->file;
    /* The margins: least indentation, leftmost and rightmost span columns,
     * rightmost label end, longest line. */
    size_t ws_margin = SIZE_MAX, span_left = SIZE_MAX, span_right = 0, label_right = 0, max_line_len = 0;
    EACH(&af->lines, al) {
        size_t len = 0;
        const char *s = file_line(f, al->line - 1, &len);
        if (s) {
            size_t lead = 0, i = 0, k;
            bool any = false;
            while (i < len) {
                uint32_t c = utf8_next(s + i, len - i, &k);
                if (!is_unicode_ws(c)) break;
                lead += c == '\t' ? 4 : 1;
                i += k;
            }
            for (i = 0; i < len; i += k) any |= !is_unicode_ws(utf8_next(s + i, len - i, &k));
            if (any && lead < ws_margin) ws_margin = lead;
            if (len > max_line_len) max_line_len = len;
        }
        EACH(&al->anns, a) {
            span_left = min_sz(span_left, min_sz(a->start_col, a->end_col));
            span_right = max_sz(span_right, max_sz(a->start_col, a->end_col));
            size_t lr = a->label ? strlen(a->label) + 1 : 0;
            label_right = max_sz(label_right, a->end_col + lr);
        }
    }
    if (ws_margin == SIZE_MAX) ws_margin = 0;
    if (span_left == SIZE_MAX) span_left = 0;

    size_t width_offset = 3 + max_line_num_len;
    size_t code_offset = af->ml_depth == 0 ? width_offset : width_offset + af->ml_depth + 1;
    size_t column_width = o->term_width ? sat_sub(o->term_width, code_offset) : DEFAULT_COLUMN_WIDTH;
    Margin m = margin_new(ws_margin, span_left, span_right, label_right, column_width, max_line_len);

    /* Multi-line spans currently open, by depth. */
    size_t nd = af->ml_depth + 2;
    bool *open = xcalloc(nd, sizeof *open), *to_add = xcalloc(nd, sizeof *to_add);
    Style *open_st = xcalloc(nd, sizeof *open_st), *add_st = xcalloc(nd, sizeof *add_st);
    DepthStyle *ds = NULL;
    for (uint32_t li = 0; li < af->lines.len; li++) {
        const ALine *al = &af->lines.data[li];
        size_t prev_rows = g->rows.len;
        ds = xrealloc(ds, (al->anns.len + 1) * sizeof *ds);
        size_t nds = render_source_line(g, f, al, width_offset, code_offset, &m, ds);
        memset(to_add, 0, nd * sizeof *to_add);
        for (size_t i = 0; i < nds; i++) {
            size_t dp = ds[i].depth < nd ? ds[i].depth : nd - 1;
            if (open[dp]) {
                open[dp] = false;
            } else {
                to_add[dp] = true;
                add_st[dp] = ds[i].style;
            }
        }
        /* Gutter lines of spans passing through this line. */
        for (size_t dp = 1; dp < nd; dp++)
            if (open[dp])
                for (size_t r = prev_rows; r < g->rows.len; r++) grid_putc(g, r, width_offset + dp - 1, '|', open_st[dp]);
        /* Between this line and the next: one skipped line is shown,
         * more become `...`. */
        if (li + 1 < af->lines.len) {
            size_t next = af->lines.data[li + 1].line, delta = next - al->line;
            if (delta > 2) {
                size_t r = g->rows.len;
                grid_puts(g, r, 0, "...", ST_LINE_NUM);
                for (size_t dp = 1; dp < nd; dp++)
                    if (open[dp]) grid_putc(g, r, width_offset + dp - 1, '|', open_st[dp]);
            } else if (delta == 2) {
                size_t r = g->rows.len, len;
                const char *s = file_line(f, al->line, &len);
                DispLine dl;
                disp_line_from(&dl, s ? s : "", s ? len : 0);
                draw_line(g, &dl, next - 1, r, width_offset, code_offset, &m);
                free(dl.cp);
                for (size_t dp = 1; dp < nd; dp++)
                    if (open[dp]) grid_putc(g, r, width_offset + dp - 1, '|', open_st[dp]);
            }
        }
        for (size_t dp = 1; dp < nd; dp++)
            if (to_add[dp]) {
                open[dp] = true;
                open_st[dp] = add_st[dp];
            }
    }
    free(ds);
    free(open);
    free(to_add);
    free(open_st);
    free(add_st);
}

/* Renders one message (the diagnostic itself or one child) into o. */
static void emit_message(Out *o, const Diag *d, const SpanLabel *extra, size_t max_line_num_len, bool is_secondary) {
    Grid g = {0};
    MSpan ms;
    mspan_build(o->sm, d, extra, &ms);
    bool spanless_child = !mspan_has_primary(o->sm, &ms) && !ms.has_labels && is_secondary && !o->short_msg;
    draw_header(&g, d, spanless_child, max_line_num_len, is_secondary);

    AFileVec files = collect_annotations(o, &ms);
    Span primary = ms.primary.len ? ms.primary.data[0] : (Span){0, 0};
    if (span_shown(o->sm, primary)) {
        Loc plo = loc_lookup(o->sm, primary.lo);
        long pi = find_primary_file(&files, plo.file->name);
        if (pi > 0) {
            AFile t = files.data[0];
            files.data[0] = files.data[pi];
            files.data[pi] = t;
        }
        EACH(&files, af) {
            char loc[64];
            /* rustc: "we can't annotate anything if the source is
             * unavailable" (a dependency's file that is gone or changed):
             * neither location nor snippet */
            if (af->file->no_text) continue;
            if (strcmp(plo.file->name, af->file->name) == 0) {
                snprintf(loc, sizeof loc, ":%zu:%zu", plo.line, plo.col + 1);
                if (!o->short_msg) {
                    size_t r = g.rows.len;
                    grid_prepend(&g, r, "--> ", ST_LINE_NUM);
                    grid_append(&g, r, plo.file->name, ST_LINE_COL);
                    grid_append(&g, r, loc, ST_LINE_COL);
                    for (size_t i = 0; i < max_line_num_len; i++) grid_prepend(&g, r, " ", ST_NONE);
                } else {
                    char *s = xasprintf("%s%s: ", plo.file->name, loc);
                    grid_prepend(&g, 0, s, ST_LINE_COL);
                    free(s);
                }
            } else if (!o->short_msg) {
                /* A label in another file: ` ::: file:line:col`, where the
                 * column is the display column of the first annotation on
                 * that file's first annotated line. */
                draw_gutter_bar(&g, max_line_num_len);
                size_t r = g.rows.len;
                grid_prepend(&g, r, "::: ", ST_LINE_NUM);
                const ALine *fl = &af->lines.data[0];
                if (fl->anns.len) snprintf(loc, sizeof loc, ":%zu:%zu", fl->line, fl->anns.data[0].start_col + 1);
                else snprintf(loc, sizeof loc, ":%zu", fl->line);
                grid_append(&g, r, af->file->name, ST_LINE_COL);
                grid_append(&g, r, loc, ST_LINE_COL);
                for (size_t i = 0; i < max_line_num_len; i++) grid_prepend(&g, r, " ", ST_NONE);
            }
            if (!o->short_msg) {
                draw_gutter_bar(&g, max_line_num_len);
                draw_file_snippet(o, &g, af, max_line_num_len);
            }
        }
    }
    grid_emit(o, &g, d->level);
    grid_free(&g);
    afiles_free(&files);
    mspan_free(&ms);
}

/* ------------------------------------------------------------------ */
/* Suggestions                                                          */
/* ------------------------------------------------------------------ */

/* Rust's str::trim (Unicode whitespace) as a [start, end) byte range. */
static void trim_range(const char *s, size_t *start, size_t *end) {
    size_t n = strlen(s), b = 0, e = n, k;
    while (b < n) {
        uint32_t c = utf8_next(s + b, n - b, &k);
        if (!is_unicode_ws(c)) break;
        b += k;
    }
    while (e > b) {
        size_t p = e - 1;
        while (p > b && ((unsigned char)s[p] & 0xC0) == 0x80) p--;
        if (!is_unicode_ws(utf8_next(s + p, e - p, &k))) break;
        e = p;
    }
    *start = b;
    *end = e;
}

static bool is_blank(const char *s, size_t n) {
    for (size_t i = 0, k; i < n; i += k)
        if (!is_unicode_ws(utf8_next(s + i, n - i, &k))) return false;
    return true;
}

/* The source text of a span, or NULL if it is not one piece of a file. */
static const char *span_text(const Out *o, Span sp, size_t *len) {
    const SourceFile *f = sm_file_at(o->sm, sp.lo);
    if (!f || sp.hi < sp.lo || sp.hi > f->start + f->len) return NULL;
    *len = sp.hi - sp.lo;
    return f->src + (sp.lo - f->start);
}

/* Does `suggested` differ from the code at `sp` only in the case of
 * letters that look alike in both cases (c/C, o/O, ...)? rustc then
 * adds "(notice the capitalization)". Lowercasing is ASCII-only here. */
static bool is_case_difference(const Out *o, const char *suggested, size_t slen, Span sp) {
    size_t flen;
    const char *found = span_text(o, sp, &flen);
    if (!found) return false;
    static const char confusable[] = "cfikosuvwxyz";
    bool all_confusable = true;
    size_t i = 0, j = 0, k1, k2;
    while (i < flen && j < slen) {
        uint32_t a = utf8_next(found + i, flen - i, &k1), b = utf8_next(suggested + j, slen - j, &k2);
        if (a != b && !((a < 0x80 && strchr(confusable, (int)a)) || (b < 0x80 && strchr(confusable, (int)b))))
            all_confusable = false;
        i += k1, j += k2;
    }
    if (!all_confusable || flen != slen || memcmp(found, suggested, flen) == 0) return false;
    for (i = 0; i < flen; i++) {
        unsigned char a = (unsigned char)found[i], b = (unsigned char)suggested[i];
        if (a < 0x80 && b < 0x80 ? (a | 0x20 * (a >= 'A' && a <= 'Z')) != (b | 0x20 * (b >= 'A' && b <= 'Z')) : a != b)
            return false;
    }
    return true;
}

/* rustc shows a diagnostic's only suggestion as a label on its span when
 * it is a single short edit. Returns that label (malloc'd) or NULL. */
static char *inline_suggestion(const Out *o, const Diag *d, Span *span) {
    if (d->suggestions.len != 1) return NULL;
    const DiagSuggestion *s = d->suggestions.data[0];
    if (s->substs.len != 1 || s->substs.data[0].parts.len != 1) return NULL;
    if (s->style == SUGG_HIDE_CODE_ALWAYS || s->style == SUGG_TOOL_ONLY || s->style == SUGG_SHOW_ALWAYS) return NULL;
    const DiagSuggPart *part = &s->substs.data[0].parts.data[0];
    if (strchr(part->snippet, '\n')) return NULL;
    size_t words = 0, n = strlen(s->msg), k;
    bool in_word = false;
    for (size_t i = 0; i < n; i += k) {
        bool ws = is_unicode_ws(utf8_next(s->msg + i, n - i, &k));
        if (!ws && !in_word) words++;
        in_word = !ws;
    }
    if (words >= 10) return NULL;
    *span = part->span;
    size_t b, e;
    trim_range(part->snippet, &b, &e);
    if (b == e || s->style == SUGG_HIDE_CODE_INLINE) return xasprintf("help: %s", s->msg);
    return xasprintf("help: %s%s: `%.*s`", s->msg,
                     is_case_difference(o, part->snippet + b, e - b, part->span) ? " (notice the capitalization)" : "",
                     (int)(e - b), part->snippet + b);
}

typedef struct Highlight {
    size_t start, end;  /* characters within a line of the new code */
} Highlight;
typedef VEC(Highlight) HighlightVec;

/* One alternative applied to the lines it touches (rustc's
 * splice_lines): the new text of those lines, its parts in source order,
 * and per line the ranges of new code. */
typedef struct Spliced {
    StrBuf text;
    DiagSuggPart *parts;
    size_t nparts;
    VEC(HighlightVec) hl;
    bool only_capitalization;
} Spliced;

static void spliced_free(Spliced *sp) {
    sb_free(&sp->text);
    free(sp->parts);
    EACH(&sp->hl, h) vec_free(h);
    vec_free(&sp->hl);
}

/* Byte offset of the nth character of s[0..len), or -1 if there is none. */
static long nth_char(const char *s, size_t len, size_t n) {
    size_t i = 0, k;
    for (; i < len && n > 0; n--) {
        utf8_next(s + i, len - i, &k);
        i += k;
    }
    return i < len ? (long)i : -1;
}

/* Appends the characters [lo, hi) of a line (to its end without hi, and
 * then a newline). */
static void push_trailing(StrBuf *buf, const char *line, size_t len, size_t lo, bool has_hi, size_t hi) {
    if (!line) return;
    long l = nth_char(line, len, lo);
    if (l >= 0) {
        long h = has_hi ? nth_char(line, len, hi) : -1;
        if (h < 0) sb_putn(buf, line + l, len - (size_t)l);
        else if (h > l) sb_putn(buf, line + l, (size_t)(h - l));
    }
    if (!has_hi) sb_putc(buf, '\n');
}

/* Display width of a snippet's first line, counting a tab as 4. */
static size_t snippet_cols(const char *s, size_t n) {
    size_t w = 0;
    for (size_t i = 0, k; i < n && s[i] != '\n'; i += k) {
        uint32_t c = utf8_next(s + i, n - i, &k);
        w += c == '\t' ? 4 : 1;
    }
    return w;
}

static bool splice_lines(const Out *o, const DiagSubst *sub, Spliced *out) {
    memset(out, 0, sizeof *out);
    if (!sub->parts.len) return false;
    EACH(&sub->parts, p) {
        const SourceFile *f = sm_file_at(o->sm, p->span.lo);
        if (!f || p->span.hi < p->span.lo || sm_file_at(o->sm, p->span.hi) != f) return false;
    }
    out->nparts = sub->parts.len;
    out->parts = xmalloc(out->nparts * sizeof *out->parts);
    memcpy(out->parts, sub->parts.data, out->nparts * sizeof *out->parts);
    for (size_t i = 1; i < out->nparts; i++)
        for (size_t j = i; j > 0 && out->parts[j - 1].span.lo > out->parts[j].span.lo; j--) {
            DiagSuggPart t = out->parts[j - 1];
            out->parts[j - 1] = out->parts[j];
            out->parts[j] = t;
        }
    Span bound = out->parts[0].span;
    for (size_t i = 0; i < out->nparts; i++) bound.hi = max_sz(bound.hi, out->parts[i].span.hi);

    Loc prev_hi = loc_lookup(o->sm, bound.lo);
    const SourceFile *f = prev_hi.file;
    prev_hi.col = 0;
    size_t plen = 0, clen;
    const char *prev_line = prev_hi.line ? file_line(f, prev_hi.line - 1, &plen) : NULL;
    HighlightVec cur = {0};
    long acc = 0;
    StrBuf *buf = &out->text;
    for (size_t i = 0; i < out->nparts; i++) {
        const DiagSuggPart *part = &out->parts[i];
        Loc lo = loc_lookup(o->sm, part->span.lo);
        if (prev_hi.line == lo.line) {
            push_trailing(buf, prev_line, plen, prev_hi.col, true, lo.col);
        } else {
            acc = 0;
            vec_push(&out->hl, cur);
            cur = (HighlightVec){0};
            push_trailing(buf, prev_line, plen, prev_hi.col, false, 0);
            for (size_t idx = prev_hi.line; idx + 1 < lo.line; idx++) {
                const char *l = file_line(f, idx, &clen);
                if (!l) continue;
                sb_putn(buf, l, clen);
                sb_putc(buf, '\n');
                vec_push(&out->hl, cur);
                cur = (HighlightVec){0};
            }
            const char *cl = lo.line ? file_line(f, lo.line - 1, &clen) : NULL;
            if (cl) {
                long e = nth_char(cl, clen, lo.col);
                sb_putn(buf, cl, e < 0 ? clen : (size_t)e);
            }
        }
        size_t slen = strlen(part->snippet);
        long len = (long)snippet_cols(part->snippet, slen);
        vec_push(&cur, (Highlight){(size_t)((long)lo.col + acc), (size_t)((long)lo.col + acc + len)});
        sb_puts(buf, part->snippet);
        Loc hi = loc_hi(o->sm, part->span, &lo);
        if (prev_hi.line == lo.line && hi.line == lo.line) acc += len - (long)(hi.col - lo.col);
        prev_hi = hi;
        prev_line = prev_hi.line ? file_line(f, prev_hi.line - 1, &plen) : NULL;
        /* Each further line of the snippet is new code from its start. */
        for (const char *nl = strchr(part->snippet, '\n'); nl; nl = strchr(nl + 1, '\n')) {
            acc = 0;
            vec_push(&out->hl, cur);
            cur = (HighlightVec){0};
            const char *e = strchr(nl + 1, '\n');
            size_t n = e ? (size_t)(e - nl - 1) : strlen(nl + 1);
            size_t w = 0;
            for (size_t k = 0, kk; k < n; k += kk) w += utf8_next(nl + 1 + k, n - k, &kk) == '\t' ? 4 : 1;
            vec_push(&cur, (Highlight){0, w});
        }
    }
    vec_push(&out->hl, cur);
    out->only_capitalization = is_case_difference(o, buf->data ? buf->data : "", buf->len, bound);
    if (!buf->len || buf->data[buf->len - 1] != '\n') push_trailing(buf, prev_line, plen, prev_hi.col, false, 0);
    while (buf->len && buf->data[buf->len - 1] == '\n') buf->len--;
    sb_cstr(buf);
    return true;
}

typedef enum ShowChange { SHOW_UNDERLINE, SHOW_DIFF, SHOW_NONE } ShowChange;

static void put_num(Grid *g, size_t row, size_t num) {
    char b[24];
    snprintf(b, sizeof b, "%zu", num);
    grid_puts(g, row, 0, b, ST_LINE_NUM);
}

/* Puts the displayed form (tabs expanded) of s[0..n) at a row's end, or
 * at `col` if col != SIZE_MAX. */
static void put_disp(Grid *g, size_t row, size_t col, const char *s, size_t n, Style st) {
    DispLine dl;
    disp_line_from(&dl, s, n);
    if (col == SIZE_MAX) col = grid_row_len(g, row);
    for (size_t i = 0; i < dl.n; i++) grid_putc(g, row, col + i, dl.cp[i], st);
    if (!dl.n) grid_ensure(g, row);
    free(dl.cp);
}

/* One line of suggested code: `NN | code` (or `NN + code` under
 * `NN - old` in the diff form), new code in green. */
static void draw_code_line(Grid *g, size_t *row, const HighlightVec *hl, size_t line_pos, const char *line,
                           size_t len, size_t line_start, ShowChange show, size_t mlnl, const SourceFile *f,
                           size_t first_line_idx, bool multiline) {
    put_num(g, *row, line_start + line_pos);
    if (show == SHOW_DIFF) {
        put_num(g, *row - 1, line_start + line_pos);
        grid_puts(g, *row - 1, mlnl + 1, "- ", ST_REMOVAL);
        size_t olen;
        const char *old = file_line(f, first_line_idx + line_pos, &olen);
        put_disp(g, *row - 1, mlnl + 3, old ? old : "", old ? olen : 0, ST_NONE);
        grid_puts(g, *row, mlnl + 1, "+ ", ST_ADDITION);
    } else if (multiline) {
        if (hl->len == 1 && hl->data[0].start == 0 && hl->data[0].end == len) grid_puts(g, *row, mlnl + 1, "+ ", ST_ADDITION);
        else if (hl->len == 0) grid_puts(g, *row, mlnl + 1, "| ", ST_LINE_NUM);
        else grid_puts(g, *row, mlnl + 1, "~ ", ST_ADDITION);
    } else {
        grid_puts(g, *row, mlnl + 1, "| ", ST_LINE_NUM);
    }
    put_disp(g, *row, SIZE_MAX, line, len, ST_NONE);
    EACH(hl, h) {
        /* A tab before the highlight shows as four cells. */
        size_t tabs = 0, i = 0, k, c = 0;
        for (; i < len && c < h->start; i += k, c++)
            if (utf8_next(line + i, len - i, &k) == '\t') tabs += 3;
        grid_restyle(g, *row, mlnl + 3 + h->start + tabs, mlnl + 3 + h->end + tabs, ST_ADDITION);
    }
    (*row)++;
}

enum { MAX_SUGGESTIONS = 4 };

/* The lines of a text as Rust's str::lines() splits it (no final empty
 * line; a CR before each LF dropped). */
typedef struct TextLines {
    VEC(const char *) ptr;
    VecU32 len;
} TextLines;

static void text_lines(const char *text, TextLines *tl) {
    memset(tl, 0, sizeof *tl);
    for (const char *p = text; p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        vec_push(&tl->ptr, p);
        vec_push(&tl->len, (uint32_t)(nl && n && p[n - 1] == '\r' ? n - 1 : n));
        p = nl ? nl + 1 : p + n;
    }
}

static void text_lines_free(TextLines *tl) {
    vec_free(&tl->ptr);
    vec_free(&tl->len);
}

/* Where the code of one alternative is drawn, and how. */
typedef struct SuggView {
    Grid *g;
    size_t row;             /* next row to draw */
    size_t mlnl;            /* width of the line-number gutter */
    ShowChange show;
    bool multiline;
    const SourceFile *file;
    size_t line_start;      /* line number of the first line shown */
} SuggView;

static void view_code_line(SuggView *v, const HighlightVec *hl, size_t lp, const TextLines *tl) {
    draw_code_line(v->g, &v->row, hl, lp, tl->ptr.data[lp], tl->len.data[lp], v->line_start, v->show, v->mlnl,
                   v->file, v->line_start ? v->line_start - 1 : 0, v->multiline);
}

/* The new code's lines. Lines without new code between changed ones
 * are shown when there are at most three, else as first, `...`, last.
 * Returns how many lines were consumed (rustc's zip takes one line too
 * many when the highlights run out first). */
static size_t draw_sugg_code(SuggView *v, const Spliced *sp, const TextLines *tl) {
    static const HighlightVec none = {0};
    VecU32 plain = {0};
    size_t consumed = 0;
    for (size_t lp = 0; lp < tl->ptr.len; lp++) {
        consumed = lp + 1;
        if (lp >= sp->hl.len) break;
        const HighlightVec *hl = &sp->hl.data[lp];
        if (!hl->len) {
            vec_push(&plain, (uint32_t)lp);
            continue;
        }
        if (plain.len && plain.len <= 3) {
            EACH(&plain, q) view_code_line(v, &none, *q, tl);
        } else if (plain.len > 3) {
            view_code_line(v, &none, plain.data[0], tl);
            grid_puts(v->g, v->row++, v->mlnl - 1, "...", ST_LINE_NUM);
            view_code_line(v, &none, vec_last(&plain), tl);
        }
        vec_clear(&plain);
        view_code_line(v, hl, lp, tl);
    }
    vec_free(&plain);
    return consumed;
}

/* `~~~` under replaced code and `+++` under inserted code; in the diff
 * form the removed code on the `-` line turns red instead. Later parts
 * shift by how much earlier ones on the line grew or shrank. */
static void draw_sugg_underlines(const Out *o, SuggView *v, const Spliced *sp) {
    Grid *g = v->g;
    grid_putc(g, v->row, v->mlnl + 1, '|', ST_LINE_NUM);
    VEC(long) off_at = {0};
    VEC(long) off_by = {0};
    for (size_t i = 0; i < sp->nparts; i++) {
        const DiagSuggPart *part = &sp->parts[i];
        Loc lo = loc_lookup(o->sm, part->span.lo), hi = loc_lookup(o->sm, part->span.hi);
        size_t n = strlen(part->snippet), b, e, k;
        trim_range(part->snippet, &b, &e);
        /* The underline skips leading whitespace (counted in bytes, as
         * rustc does) and trailing whitespace. */
        size_t sub_len = 0, full = 0;
        for (size_t j = b; j < e; j += k) sub_len += char_width_or(utf8_next(part->snippet + j, e - j, &k), 1);
        for (size_t j = 0; j < n; j += k) full += char_width_or(utf8_next(part->snippet + j, n - j, &k), 1);
        long offset = 0;
        for (uint32_t j = 0; j < off_at.len; j++)
            if ((long)lo.col_display > off_at.data[j]) offset += off_by.data[j];
        long us = (long)(lo.col_display + b) + offset, ue = us + (long)sub_len;
        size_t padding = v->mlnl + 3;
        if (v->show == SHOW_UNDERLINE) {
            size_t tlen;
            const char *t = span_text(o, part->span, &tlen);
            bool addition = n > 0 && (t ? is_blank(t, tlen) : part->span.lo == part->span.hi);
            for (long q = us; q < ue; q++) grid_putc(g, v->row, padding + (size_t)q, addition ? '+' : '~', ST_ADDITION);
        } else {
            grid_restyle(g, v->row - 2, padding + lo.col_display, padding + hi.col_display, ST_REMOVAL);
        }
        vec_push(&off_at, (long)hi.col_display);
        vec_push(&off_by, (long)full - ((long)hi.col_display - (long)lo.col_display));
    }
    vec_free(&off_at);
    vec_free(&off_by);
    v->row++;
}

/* Lines a suggestion deletes entirely, shown in red. */
static void draw_sugg_removed_lines(SuggView *v, const Loc *first, const Loc *last) {
    for (size_t l = v->line_start; l <= last->line; l++) {
        size_t r = v->row - 1 + l - v->line_start, len;
        put_num(v->g, r, l);
        grid_puts(v->g, r, v->mlnl + 1, "- ", ST_REMOVAL);
        const char *t = file_line(first->file, l - 1, &len);
        put_disp(v->g, r, v->mlnl + 3, t ? t : "", t ? len : 0, ST_REMOVAL);
    }
    v->row += last->line - v->line_start;
}

/* One alternative of a suggestion block. Returns whether rustc would
 * add "notice the capitalization difference". */
static bool draw_alternative(Out *o, const MSpan *ms, SuggView *v, Spliced *sp) {
    Grid *g = v->g;
    bool has_deletion = false;
    for (size_t i = 0; i < sp->nparts; i++) {
        size_t b, e;
        trim_range(sp->parts[i].snippet, &b, &e);
        has_deletion |= b == e;
    }
    TextLines tl;
    text_lines(sp->text.data, &tl);
    v->multiline = tl.ptr.len > 1;
    /* A suggestion in another file than the error says where. (A dummy
     * primary span counts as being in the first file, as in rustc.) */
    Loc first = loc_lookup(o->sm, sp->parts[0].span.lo);
    if (ms->primary.len) {
        Span p = ms->primary.data[0];
        const SourceFile *pf = !is_dummy(o->sm, p) ? sm_file_at(o->sm, p.lo) : o->sm->files.len ? o->sm->files.data[0] : NULL;
        if (pf && strcmp(pf->name, first.file->name) != 0) {
            grid_puts(g, v->row - 1, 0, "--> ", ST_LINE_NUM);
            char *loc = xasprintf("%s:%zu:%zu", first.file->name, first.line, first.col + 1);
            grid_append(g, v->row - 1, loc, ST_LINE_COL);
            free(loc);
            for (size_t i = 0; i < v->mlnl; i++) grid_prepend(g, v->row - 1, " ", ST_NONE);
            v->row++;
        }
    }
    /* Deletions on one line show as a diff; other single-line edits are
     * underlined, unless the new code is all there is to see. */
    size_t tb, te, cb, ce;
    const char *p0 = sp->parts[0].snippet;
    trim_range(p0, &tb, &te);
    trim_range(sp->text.data, &cb, &ce);
    bool whole = sp->nparts == 1 && te - tb == ce - cb && memcmp(p0 + tb, sp->text.data + cb, te - tb) == 0;
    v->show = has_deletion && !v->multiline ? SHOW_DIFF : !whole && !v->multiline ? SHOW_UNDERLINE : SHOW_NONE;
    if (v->show == SHOW_DIFF) v->row++;
    v->file = first.file;
    v->line_start = first.line;
    grid_putc(g, v->row - 1, v->mlnl + 1, '|', ST_LINE_NUM);
    if (!tl.ptr.len) {
        Loc last = loc_hi(o->sm, sp->parts[0].span, &first);
        draw_sugg_removed_lines(v, &first, &last);
    }
    size_t consumed = draw_sugg_code(v, sp, &tl);
    if (v->show != SHOW_NONE) draw_sugg_underlines(o, v, sp);
    if (consumed + 1 <= tl.ptr.len && tl.ptr.len > sp->hl.len) {
        grid_puts(g, v->row, v->mlnl - 1, "...", ST_LINE_NUM);
    } else if (v->show == SHOW_NONE) {
        grid_putc(g, v->row, v->mlnl + 1, '|', ST_LINE_NUM);
        v->row++;
    }
    text_lines_free(&tl);
    return sp->only_capitalization;
}

/* A `help:` block showing the code as each alternative (up to four)
 * would make it. */
static void emit_suggestion(Out *o, const MSpan *ms, const DiagSuggestion *s, size_t mlnl) {
    Grid g = {0};
    grid_append(&g, 0, level_str(LVL_HELP), ST_LEVEL);
    grid_append(&g, 0, ": ", ST_HEADER);
    /* Continuation lines of the message align after `help: ` (rustc
     * pads as if the label were "suggestion"). */
    size_t pad = mlnl + strlen("suggestion") + 5, mrow = 0;
    for (const char *p = s->msg;;) {
        const char *nl = strchr(p, '\n');
        char *piece = xstrndup(p, nl ? (size_t)(nl - p) : strlen(p));
        grid_append(&g, mrow, piece, ST_HEADER);
        free(piece);
        if (!nl) break;
        p = nl + 1;
        mrow++;
        for (size_t i = 0; i < pad; i++) grid_putc(&g, mrow, i, ' ', ST_NONE);
    }
    grid_putc(&g, 1, mlnl + 1, '|', ST_LINE_NUM);
    SuggView v = {&g, 2, mlnl, SHOW_NONE, false, NULL, 0};
    bool notice_cap = false;
    size_t nsugg = 0;
    EACH(&s->substs, sub) {
        Spliced sp;
        if (!splice_lines(o, sub, &sp)) continue;
        if (nsugg++ < MAX_SUGGESTIONS) notice_cap |= draw_alternative(o, ms, &v, &sp);
        spliced_free(&sp);
    }
    if (nsugg > MAX_SUGGESTIONS) {
        size_t others = nsugg - MAX_SUGGESTIONS;
        char *m = xasprintf("and %zu other candidate%s", others, others == 1 ? "" : "s");
        grid_puts(&g, v.row, mlnl + 3, m, ST_NONE);
        free(m);
    } else if (notice_cap) {
        grid_puts(&g, v.row, mlnl + 3, "notice the capitalization difference", ST_NONE);
    }
    grid_emit(o, &g, LVL_HELP);
    grid_free(&g);
}

static size_t num_digits(size_t n) {
    size_t d = 1;
    while (n >= 10) n /= 10, d++;
    return d;
}

/* The human (or short) rendering of a whole diagnostic: the message, a
 * `|` spacer if children or suggestion blocks follow, each child, each
 * suggestion, and a blank line. */
static void render_human(Out *o, const Diag *d) {
    Span ispan = {0, 0};
    char *ilabel = inline_suggestion(o, d, &ispan);
    SpanLabel extra = {ispan, false, ilabel};
    const SpanLabel *ex = ilabel ? &extra : NULL;
    MSpan ms;
    mspan_build(o->sm, d, ex, &ms);
    size_t max_line = mspan_max_line(o, &ms);
    EACH(&d->children, c) {
        MSpan cms;
        mspan_build(o->sm, *c, NULL, &cms);
        size_t l = mspan_max_line(o, &cms);
        if (l > max_line) max_line = l;
        mspan_free(&cms);
    }
    size_t width = num_digits(max_line);
    emit_message(o, d, ex, width, false);
    /* An inlined suggestion is not shown again. */
    bool visible_sugg = false;
    if (!ilabel) EACH(&d->suggestions, sg) visible_sugg |= (*sg)->style != SUGG_TOOL_ONLY;
    if (d->children.len || visible_sugg) {
        Grid g = {0};
        if (!o->short_msg) draw_gutter_bar(&g, width);
        grid_emit(o, &g, d->level);
        grid_free(&g);
    }
    if (!o->short_msg) {
        EACH(&d->children, c) emit_message(o, *c, NULL, width, true);
        if (!ilabel) {
            EACH(&d->suggestions, sg) {
                const DiagSuggestion *s = *sg;
                if (s->style == SUGG_TOOL_ONLY) continue;
                if (s->style == SUGG_HIDE_CODE_ALWAYS) {
                    Diag help = {.level = LVL_HELP, .msg = s->msg, .dc = d->dc};
                    emit_message(o, &help, NULL, width, true);
                } else {
                    emit_suggestion(o, &ms, s, width);
                }
            }
        }
    }
    sb_putc(&o->sb, '\n');
    mspan_free(&ms);
    free(ilabel);
}

/* ------------------------------------------------------------------ */
/* JSON                                                                 */
/* ------------------------------------------------------------------ */

/* A JSON string as serde_json writes it: short escapes for the usual
 * control characters, \u00XX for the others, UTF-8 passed through. */
static void json_strn(StrBuf *sb, const char *s, size_t n) {
    sb_putc(sb, '"');
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '"': sb_puts(sb, "\\\""); break;
        case '\\': sb_puts(sb, "\\\\"); break;
        case '\b': sb_puts(sb, "\\b"); break;
        case '\f': sb_puts(sb, "\\f"); break;
        case '\n': sb_puts(sb, "\\n"); break;
        case '\r': sb_puts(sb, "\\r"); break;
        case '\t': sb_puts(sb, "\\t"); break;
        default:
            if (c < 0x20) sb_printf(sb, "\\u%04x", c);
            else sb_putc(sb, (char)c);
        }
    }
    sb_putc(sb, '"');
}

/* A string or null. */
static void json_str(StrBuf *sb, const char *s) {
    if (s) json_strn(sb, s, strlen(s));
    else sb_puts(sb, "null");
}

static const char *const applicability_str[] = {
    [APP_MACHINE_APPLICABLE] = "MachineApplicable",
    [APP_MAYBE_INCORRECT] = "MaybeIncorrect",
    [APP_HAS_PLACEHOLDERS] = "HasPlaceholders",
    [APP_UNSPECIFIED] = "Unspecified",
};

/* One span; `sugg` is the suggestion it belongs to (with `replacement`
 * its new text), or NULL. */
static void json_span(StrBuf *sb, const SourceMap *sm, const SpanLabel *sl, const DiagSuggestion *sugg,
                      const char *replacement) {
    Loc lo = loc_lookup(sm, sl->span.lo), hi = loc_hi(sm, sl->span, &lo);
    bool dummy = is_dummy(sm, sl->span);
    if (dummy) {
        /* rustc reports its dummy span as offset 0 of the first file,
         * with no text. */
        lo = hi = (Loc){sm->files.data[0], 1, 0, 0, 0};
    }
    sb_puts(sb, "{\"file_name\":");
    json_str(sb, lo.file->name);
    sb_printf(sb, ",\"byte_start\":%u,\"byte_end\":%u", lo.byte, hi.byte);
    sb_printf(sb, ",\"line_start\":%zu,\"line_end\":%zu", lo.line, hi.line);
    sb_printf(sb, ",\"column_start\":%zu,\"column_end\":%zu", lo.col + 1, hi.col + 1);
    sb_printf(sb, ",\"is_primary\":%s,\"text\":[", sl->primary ? "true" : "false");
    /* Every line the span touches, with the highlighted part: from the
     * start column on the first line, to the end column on the last. */
    size_t start_col = lo.col;
    for (size_t l = lo.line; !dummy && !lo.file->no_text && l >= 1 && l <= hi.line; l++) {
        size_t len = 0;
        const char *s = file_line(lo.file, l - 1, &len);
        size_t end_col = hi.col;
        if (l < hi.line) {
            end_col = 0;
            for (size_t i = 0, k; s && i < len; i += k) {
                utf8_next(s + i, len - i, &k);
                end_col++;
            }
        }
        if (l > lo.line) sb_putc(sb, ',');
        sb_puts(sb, "{\"text\":");
        json_strn(sb, s ? s : "", s ? len : 0); /* the line may hold NULs */
        sb_printf(sb, ",\"highlight_start\":%zu,\"highlight_end\":%zu}", start_col + 1, end_col + 1);
        start_col = 0;
    }
    sb_puts(sb, "],\"label\":");
    json_str(sb, sl->label);
    sb_puts(sb, ",\"suggested_replacement\":");
    json_str(sb, sugg ? replacement : NULL);
    sb_puts(sb, ",\"suggestion_applicability\":");
    json_str(sb, sugg ? applicability_str[sugg->app] : NULL);
    sb_puts(sb, ",\"expansion\":null}");
}

static void json_diag(StrBuf *sb, const SourceMap *sm, const Diag *d, const StrBuf *rendered) {
    sb_puts(sb, "{\"message\":");
    json_str(sb, d->msg);
    sb_puts(sb, ",\"code\":");
    if (d->code) {
        /* rustc ships the long explanation here; rcc has none. */
        sb_puts(sb, "{\"code\":");
        json_str(sb, diag_code_str(d->code));
        sb_puts(sb, ",\"explanation\":null}");
    } else {
        sb_puts(sb, "null");
    }
    sb_puts(sb, ",\"level\":");
    json_str(sb, level_str(d->level));
    sb_puts(sb, ",\"spans\":[");
    MSpan ms;
    mspan_build(sm, d, NULL, &ms);
    bool first = true;
    EACH(&ms.labels, sl) {
        if (!span_in_file(sm, sl->span) && !(is_dummy(sm, sl->span) && sm->files.len)) continue;
        if (!first) sb_putc(sb, ',');
        first = false;
        json_span(sb, sm, sl, NULL, NULL);
    }
    mspan_free(&ms);
    sb_puts(sb, "],\"children\":[");
    for (uint32_t i = 0; i < d->children.len; i++) {
        if (i) sb_putc(sb, ',');
        json_diag(sb, sm, d->children.data[i], NULL);
    }
    /* Suggestions follow the children, as `help` children whose spans
     * carry the replacement text: every part of every alternative. */
    for (uint32_t i = 0; i < d->suggestions.len; i++) {
        const DiagSuggestion *s = d->suggestions.data[i];
        if (i || d->children.len) sb_putc(sb, ',');
        sb_puts(sb, "{\"message\":");
        json_str(sb, s->msg);
        sb_puts(sb, ",\"code\":null,\"level\":\"help\",\"spans\":[");
        bool firstp = true;
        EACH(&s->substs, sub) EACH(&sub->parts, part) {
            if (!span_in_file(sm, part->span) && !(is_dummy(sm, part->span) && sm->files.len)) continue;
            if (!firstp) sb_putc(sb, ',');
            firstp = false;
            SpanLabel sl = {part->span, true, NULL};
            json_span(sb, sm, &sl, s, part->snippet);
        }
        sb_puts(sb, "],\"children\":[],\"rendered\":null}");
    }
    sb_puts(sb, "],\"rendered\":");
    if (rendered) json_strn(sb, rendered->data, rendered->len);
    else sb_puts(sb, "null");
    sb_putc(sb, '}');
}

/* ------------------------------------------------------------------ */
/* Entry point                                                          */
/* ------------------------------------------------------------------ */

void diag_render_to(const Diag *d, StrBuf *sb) {
    const DiagCtx *dc = d->dc;
    Out o = {dc->sm, {0}, dc->color, dc->format == DIAG_SHORT, dc->term_width};
    if (dc->format == DIAG_JSON) o.color = dc->json_rendered_color;
    render_human(&o, d);
    if (dc->format != DIAG_JSON) {
        sb_putn(sb, o.sb.data, o.sb.len);
    } else {
        json_diag(sb, dc->sm, d, &o.sb);
        sb_putc(sb, '\n');
    }
    sb_free(&o.sb);
}

char *diag_render(const Diag *d) {
    StrBuf sb = {0};
    diag_render_to(d, &sb);
    return (char *)sb_cstr(&sb);
}

/* rustc's JSON emitter tells of each file it writes when asked
 * (--json=artifacts): `{"artifact":"PATH","emit":"KIND"}` on a line of
 * its own; the human formats say nothing. */
void diag_artifact(DiagCtx *dc, const char *path, const char *emit) {
    if (dc->format != DIAG_JSON) return;
    StrBuf sb = {0};
    sb_puts(&sb, "{\"artifact\":");
    json_str(&sb, path);
    sb_puts(&sb, ",\"emit\":");
    json_str(&sb, emit);
    sb_puts(&sb, "}\n");
    fwrite(sb.data, 1, sb.len, dc->out);
    fflush(dc->out);
    sb_free(&sb);
}
