/* test_diag.c — the diagnostics engine against rustc 1.63's real output.
 *
 * Each case loads a small broken program from data/diag/, rebuilds the
 * diagnostics rustc reports for it (same messages, spans and labels)
 * through the public API, renders them in every format the case has a
 * golden for, and compares byte for byte. The goldens were produced by
 * running /usr/bin/rustc (1.63) on the same programs: see
 * data/diag/regen.sh. A few further tests check properties rustc's output
 * cannot show directly (JSON escaping, deduplication, counts).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rcc/support.h"

#define DATA RCC_TEST_DATA_DIR "/diag/"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

static char *read_file(const char *path, size_t *len) {
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        print_error("cannot open %s\n", path);
        fail();
    }
    StrBuf sb = {0};
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, fp)) > 0) sb_putn(&sb, buf, n);
    fclose(fp);
    if (len) *len = sb.len;
    return (char *)sb_cstr(&sb);
}

/* Adds data/diag/<path> to the map under the name rustc printed. */
static const SourceFile *load(SourceMap *sm, const char *path, const char *name) {
    char full[512];
    snprintf(full, sizeof full, DATA "%s", path);
    size_t len;
    char *src = read_file(full, &len);
    return sm_add_file(sm, name, src, (uint32_t)len);
}

/* The span of the nth (1-based) occurrence of `needle` in the file. */
static Span at(const SourceFile *f, const char *needle, int nth) {
    const char *p = f->src;
    for (;;) {
        p = strstr(p, needle);
        if (!p) {
            print_error("`%s` #%d not found in %s\n", needle, nth, f->name);
            fail();
        }
        if (--nth == 0) break;
        p++;
    }
    uint32_t lo = f->start + (uint32_t)(p - f->src);
    return span_new(lo, lo + (uint32_t)strlen(needle));
}

/* From the start of one occurrence to the end of another. */
static Span from_to(const SourceFile *f, const char *a, int na, const char *b, int nb) {
    return span_to(at(f, a, na), at(f, b, nb));
}

/* `len` bytes of a span, from `off` bytes into it. */
static Span part(Span s, uint32_t off, uint32_t len) { return span_new(s.lo + off, s.lo + off + len); }

static Span eof_span(const SourceFile *f) { return span_new(f->start + f->len, f->start + f->len); }

/* Shows where two texts first differ (the goldens are long). */
static void report_mismatch(const char *what, const char *want, size_t wlen, const char *got, size_t glen) {
    size_t i = 0, line = 1, col = 1;
    while (i < wlen && i < glen && want[i] == got[i]) {
        if (want[i] == '\n') line++, col = 0;
        col++, i++;
    }
    /* (cmocka's print_error truncates long texts.) */
    fprintf(stderr, "%s: output differs from the golden at line %zu, column %zu\n", what, line, col);
    fprintf(stderr, "--- golden (rustc 1.63) ---\n%.*s\n--- rcc ---\n%.*s\n", (int)wlen, want, (int)glen, got);
}

static void expect_golden(const char *golden, const char *got, size_t glen) {
    char path[512];
    snprintf(path, sizeof path, DATA "%s", golden);
    size_t wlen;
    char *want = read_file(path, &wlen);
    if (wlen != glen || memcmp(want, got, glen) != 0) {
        report_mismatch(golden, want, wlen, got, glen);
        free(want);
        fail();
    }
    free(want);
}

/* A strict JSON syntax check (RFC 8259), enough to know rcc's output
 * parses: returns the end of the value starting at p, or NULL. */
static const char *json_ws(const char *p) {
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') p++;
    return p;
}

static const char *json_value(const char *p);

static const char *json_string(const char *p) {
    if (*p++ != '"') return NULL;
    for (;;) {
        unsigned char c = (unsigned char)*p++;
        if (c == '"') return p;
        if (c < 0x20) return NULL; /* raw control characters are invalid (and end at NUL) */
        if (c != '\\') continue;
        c = (unsigned char)*p++;
        if (c == 'u') {
            for (int i = 0; i < 4; i++, p++)
                if (!strchr("0123456789abcdefABCDEF", *p) || !*p) return NULL;
        } else if (!strchr("\"\\/bfnrt", c) || !c) {
            return NULL;
        }
    }
}

static const char *json_number(const char *p) {
    if (*p == '-') p++;
    if (*p == '0') p++;
    else if (*p >= '1' && *p <= '9') while (*p >= '0' && *p <= '9') p++;
    else return NULL;
    if (*p == '.') {
        if (!(*++p >= '0' && *p <= '9')) return NULL;
        while (*p >= '0' && *p <= '9') p++;
    }
    if (*p == 'e' || *p == 'E') {
        p++;
        if (*p == '+' || *p == '-') p++;
        if (!(*p >= '0' && *p <= '9')) return NULL;
        while (*p >= '0' && *p <= '9') p++;
    }
    return p;
}

/* Elements separated by commas up to `close`; objects have "key": value. */
static const char *json_seq(const char *p, char close, bool object) {
    p = json_ws(p + 1);
    if (*p == close) return p + 1;
    for (;;) {
        if (object) {
            if (!(p = json_string(p))) return NULL;
            p = json_ws(p);
            if (*p++ != ':') return NULL;
        }
        if (!(p = json_value(p))) return NULL;
        p = json_ws(p);
        if (*p == close) return p + 1;
        if (*p++ != ',') return NULL;
        p = json_ws(p);
    }
}

static const char *json_value(const char *p) {
    p = json_ws(p);
    switch (*p) {
    case '{': return json_seq(p, '}', true);
    case '[': return json_seq(p, ']', false);
    case '"': return json_string(p);
    case 't': return strncmp(p, "true", 4) ? NULL : p + 4;
    case 'f': return strncmp(p, "false", 5) ? NULL : p + 5;
    case 'n': return strncmp(p, "null", 4) ? NULL : p + 4;
    default: return json_number(p);
    }
}

/* rustc's JSON output: one value per line, each line ending in \n. */
static void expect_json_lines(const char *text, size_t len) {
    assert_int_equal(strlen(text), len); /* no raw NUL: it would have been escaped */
    const char *p = text;
    while (*p) {
        const char *e = json_value(p);
        if (!e || *e != '\n') {
            print_error("invalid JSON at offset %td: %.80s\n", (e ? e : p) - text, e ? e : p);
            fail();
        }
        p = e + 1;
    }
}

/* ------------------------------------------------------------------ */
/* Cases: each rebuilds what rustc reports for one program              */
/* ------------------------------------------------------------------ */

typedef struct Case {
    const char *name;
    const char *files[2][2];    /* {path under data/diag, name printed} */
    void (*build)(DiagCtx *dc, const SourceFile **f);
    const char *formats;        /* H human, C colour, S short, J JSON,
                                   A JSON with a coloured "rendered",
                                   W human for a 60-column terminal */
} Case;

/* error[E0425] with one labelled primary span. */
static void build_single_label(DiagCtx *dc, const SourceFile **f) {
    Diag *d = diag_error(dc, DC_E0425, at(f[0], "x", 1), "cannot find value `x` in this scope");
    diag_label(d, at(f[0], "x", 1), true, "not found in this scope");
    diag_emit(d);
}

/* A primary span with no label text, then errors without codes. */
static void build_no_text_label(DiagCtx *dc, const SourceFile **f) {
    diag_emit(diag_error(dc, DC_NONE, at(f[0], "§", 1), "unknown start of token: \\u{a7}"));
    Diag *d = diag_error(dc, DC_NONE, at(f[0], "2", 1),
                         "expected one of `.`, `;`, `?`, `else`, or an operator, found `2`");
    diag_label(d, at(f[0], "2", 1), true, "expected one of `.`, `;`, `?`, `else`, or an operator");
    diag_emit(d);
}

/* A secondary and a primary label on one line. */
static void build_two_labels(DiagCtx *dc, const SourceFile **f) {
    Span s = at(f[0], "\"s\"", 1);
    Diag *d = diag_error(dc, DC_E0308, s, "mismatched types");
    diag_label(d, s, true, "expected `i32`, found `&str`");
    diag_label(d, at(f[0], "i32", 1), false, "expected due to this");
    diag_emit(d);
}

/* Three labels on one line (two hang below), and a note whose snippet
 * has labels without text. */
static void build_three_labels(DiagCtx *dc, const SourceFile **f) {
    Diag *d = diag_error(dc, DC_E0308, part(at(f[0], "f(\"a\"", 1), 0, 1), "arguments to this function are incorrect");
    diag_label(d, at(f[0], "\"a\"", 1), false, "expected `i32`, found `&str`");
    diag_label(d, at(f[0], "\"b\"", 1), false, "expected `i32`, found `&str`");
    Diag *n = diag_span_note(d, part(at(f[0], "fn f", 1), 3, 1), "function defined here");
    diag_label(n, at(f[0], "a: i32", 1), false, NULL);
    diag_label(n, at(f[0], "b: i32", 1), false, NULL);
    diag_emit(d);
}

/* Labels on lines far apart: `...` between them; a `= note:`. */
static void build_far_lines(DiagCtx *dc, const SourceFile **f) {
    Diag *d = diag_error(dc, DC_E0428, at(f[0], "fn foo()", 2), "the name `foo` is defined multiple times");
    diag_label(d, at(f[0], "fn foo()", 2), true, "`foo` redefined here");
    diag_label(d, at(f[0], "fn foo()", 1), false, "previous definition of the value `foo` here");
    diag_note(d, "`foo` must be defined only once in the value namespace of this module");
    diag_emit(d);
}

/* Labels two lines apart (the line between is shown), twice. */
static void build_near_lines(DiagCtx *dc, const SourceFile **f) {
    Diag *d = diag_error(dc, DC_E0428, at(f[0], "fn foo()", 2), "the name `foo` is defined multiple times");
    diag_label(d, at(f[0], "fn foo()", 2), true, "`foo` redefined here");
    diag_label(d, at(f[0], "fn foo()", 1), false, "previous definition of the value `foo` here");
    diag_note(d, "`foo` must be defined only once in the value namespace of this module");
    diag_emit(d);
    d = diag_error(dc, DC_E0428, at(f[0], "struct S;", 2), "the name `S` is defined multiple times");
    diag_label(d, at(f[0], "struct S;", 2), true, "`S` redefined here");
    diag_label(d, at(f[0], "struct S;", 1), false, "previous definition of the type `S` here");
    diag_note(d, "`S` must be defined only once in the type namespace of this module");
    diag_emit(d);
}

/* A multi-line span starting after indentation only: drawn with `/`. */
static void build_multiline_slash(DiagCtx *dc, const SourceFile **f) {
    Span s = span_to(at(f[0], "/*", 1), eof_span(f[0]));
    diag_emit(diag_error(dc, DC_E0758, s, "unterminated block comment"));
}

/* A multi-line span starting mid-line: drawn with `_` to its start. */
static void build_multiline_underscore(DiagCtx *dc, const SourceFile **f) {
    Span s = span_to(at(f[0], "\"abc", 1), eof_span(f[0]));
    diag_emit(diag_error(dc, DC_E0765, s, "unterminated double quote string"));
}

/* A labelled multi-line span around single-line labels. */
static void build_multiline_labels(DiagCtx *dc, const SourceFile **f) {
    Span prim = at(f[0], "\"a\"", 1);
    Diag *d = diag_error(dc, DC_E0308, prim, "`if` and `else` have incompatible types");
    diag_label(d, prim, true, "expected integer, found `&str`");
    diag_label(d, at(f[0], "1", 1), false, "expected because of this");
    diag_label(d, from_to(f[0], "if true", 1, "}", 2), false, "`if` and `else` have incompatible types");
    diag_emit(d);
}

/* Two nested multi-line spans, both ending at the same place. */
static void build_multiline_nested(DiagCtx *dc, const SourceFile **f) {
    Span prim = from_to(f[0], "if true", 2, "}", 3);
    Diag *d = diag_error(dc, DC_E0308, prim, "`if` and `else` have incompatible types");
    diag_label(d, prim, true, "expected integer, found `&{integer}`");
    diag_label(d, at(f[0], "*a", 1), false, "expected because of this");
    diag_label(d, from_to(f[0], "if true", 1, "}", 3), false, "`if` and `else` have incompatible types");
    diag_emit(d);
}

/* `= help:` and a span note. */
static void build_notes_helps(DiagCtx *dc, const SourceFile **f) {
    Span f_call = part(at(f[0], "S.f()", 1), 2, 1);
    Diag *d = diag_error(dc, DC_E0599, f_call, "no method named `f` found for struct `S` in the current scope");
    diag_label(d, at(f[0], "struct S;", 1), false, "method `f` not found for this");
    diag_label(d, f_call, true, "method not found in `S`");
    diag_help(d, "items from traits can only be used if the trait is implemented and in scope");
    diag_span_note(d, at(f[0], "trait T", 1), "`T` defines an item `f`, perhaps you need to implement it");
    diag_emit(d);
}

/* A note with its own snippet. */
static void build_span_note(DiagCtx *dc, const SourceFile **f) {
    Span f_use = part(at(f[0], "m::f", 1), 3, 1);
    Diag *d = diag_error(dc, DC_E0603, f_use, "function `f` is private");
    diag_label(d, f_use, true, "private function");
    diag_span_note(d, at(f[0], "fn f()", 1), "the function `f` is defined here");
    diag_emit(d);
}

/* A two-line note: the second line aligns under the first. */
static void build_multi_message(DiagCtx *dc, const SourceFile **f) {
    Span prim = at(f[0], "&\"a\"", 1);
    Diag *d = diag_error(dc, DC_E0308, prim, "mismatched types");
    diag_label(d, prim, true, "expected `i32`, found `&str`");
    diag_label(d, at(f[0], "&i32", 1), false, "expected due to this");
    diag_note(d, "expected reference `&i32`\n   found reference `&&'static str`");
    diag_emit(d);
}

/* Two codes: `Some errors have detailed explanations`. */
static void build_codes(DiagCtx *dc, const SourceFile **f) {
    Diag *d = diag_error(dc, DC_E0433, at(f[0], "Foo", 1), "failed to resolve: use of undeclared type `Foo`");
    diag_label(d, at(f[0], "Foo", 1), true, "use of undeclared type `Foo`");
    diag_emit(d);
    d = diag_error(dc, DC_E0425, at(f[0], "zzz", 1), "cannot find value `zzz` in this scope");
    diag_label(d, at(f[0], "zzz", 1), true, "not found in this scope");
    diag_emit(d);
}

/* An empty span at the end of a file that ends in a newline: rustc puts
 * it at the end of the last line. */
static void build_eof(DiagCtx *dc, const SourceFile **f) {
    Diag *d = diag_error(dc, DC_NONE, eof_span(f[0]), "this file contains an unclosed delimiter");
    diag_label(d, at(f[0], "{", 1), false, "unclosed delimiter");
    diag_emit(d);
}

static void unreachable_warning(DiagCtx *dc, const SourceFile *f, Span stmt, Span ret, bool first) {
    Diag *d = diag_warning(dc, DC_NONE, stmt, "unreachable statement");
    diag_label(d, stmt, true, "unreachable statement");
    diag_label(d, ret, false, "any code following this expression is unreachable");
    /* rustc says where a lint's level comes from the first time only. */
    if (first) diag_note(d, "`#[warn(unreachable_code)]` on by default");
    diag_emit(d);
}

/* Three warnings, one with a two-digit line number. */
static void build_warnings(DiagCtx *dc, const SourceFile **f) {
    unreachable_warning(dc, f[0], at(f[0], "foo();", 1), at(f[0], "return", 1), true);
    unreachable_warning(dc, f[0], at(f[0], "foo();", 2), at(f[0], "return 1", 1), false);
    Diag *d = diag_warning(dc, DC_NONE, at(f[0], "bar", 1), "function `bar` is never used");
    diag_note(d, "`#[warn(dead_code)]` on by default");
    diag_emit(d);
}

static void build_warning_one(DiagCtx *dc, const SourceFile **f) {
    unreachable_warning(dc, f[0], at(f[0], "main();", 1), at(f[0], "return", 1), true);
}

/* A warning, then an error: `aborting due to ...; 1 warning emitted`. */
static void build_warning_and_error(DiagCtx *dc, const SourceFile **f) {
    unreachable_warning(dc, f[0], at(f[0], "let x: i32 = 1;", 1), at(f[0], "return", 1), true);
    Span s = at(f[0], "\"s\"", 1);
    Diag *d = diag_error(dc, DC_E0308, s, "mismatched types");
    diag_label(d, s, true, "expected `i32`, found `&str`");
    diag_label(d, at(f[0], "i32", 2), false, "expected due to this");
    diag_emit(d);
}

/* A tab before the span: four display columns, one character. */
static void build_tab(DiagCtx *dc, const SourceFile **f) {
    Diag *d = diag_error(dc, DC_E0425, at(f[0], "x", 1), "cannot find value `x` in this scope");
    diag_label(d, at(f[0], "x", 1), true, "not found in this scope");
    diag_emit(d);
}

/* A combining accent (width 0) and CJK (width 2) before the span. */
static void build_unicode(DiagCtx *dc, const SourceFile **f) {
    Span s = at(f[0], "ζζζ", 1);
    Diag *d = diag_error(dc, DC_E0425, s, "cannot find value `ζζζ` in this scope");
    diag_label(d, s, true, "not found in this scope");
    diag_emit(d);
}

/* Labels in a second file (` ::: other.rs`), and a note in it. rustc's
 * label `help: use struct literal syntax instead: ...` is a suggestion
 * shown inline; here it is an ordinary label with the same text. */
static void build_other_file(DiagCtx *dc, const SourceFile **f) {
    Span prim = at(f[0], "other::Pair", 1);
    Diag *d = diag_error(dc, DC_E0423, prim, "expected value, found struct `other::Pair`");
    diag_label(d, from_to(f[1], "pub struct Pair", 1, "}", 1), false, "`other::Pair` defined here");
    diag_label(d, prim, true, "help: use struct literal syntax instead: `other::Pair { x: val, y: val }`");
    diag_emit(d);
    Span g_use = part(at(f[0], "other::g", 1), 7, 1);
    d = diag_error(dc, DC_E0603, g_use, "function `g` is private");
    diag_label(d, g_use, true, "private function");
    diag_span_note(d, at(f[1], "fn g()", 1), "the function `g` is defined here");
    diag_emit(d);
}

/* A short suggestion becomes a `help:` label on its span. */
static void build_suggest_inline(DiagCtx *dc, const SourceFile **f) {
    Span s = at(f[0], "abd", 1);
    Diag *d = diag_error(dc, DC_E0425, s, "cannot find value `abd` in this scope");
    diag_suggest(d, s, "abc", APP_MAYBE_INCORRECT, "a local variable with a similar name exists");
    diag_emit(d);
}

/* A suggestion always shown as a block (rustc's span_suggestion_verbose),
 * the new code underlined with `~`. */
static void build_suggest_block(DiagCtx *dc, const SourceFile **f) {
    Span call = at(f[0], "f(1, 2)", 1);
    Diag *d = diag_error(dc, DC_E0061, part(call, 0, 1), "this function takes 1 argument but 2 arguments were supplied");
    diag_label(d, part(call, 5, 1), false, "argument unexpected");
    Diag *n = diag_span_note(d, part(at(f[0], "fn f", 1), 3, 1), "function defined here");
    diag_label(n, at(f[0], "x: i32", 1), false, NULL);
    DiagSuggestion *sg = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_HAS_PLACEHOLDERS, "remove the extra argument");
    diag_sugg_part(sg, call, "f(1)");
    diag_emit(d);
}

/* An inline suggestion among stacked labels, then a deletion always
 * shown as a block, here a `-`/`+` diff. */
static void build_suggest_diff(DiagCtx *dc, const SourceFile **f) {
    Span x = part(at(f[0], "= x;", 1), 2, 1);
    Diag *d = diag_error(dc, DC_E0308, x, "mismatched types");
    diag_label(d, x, true, "expected `&i32`, found integer");
    diag_label(d, at(f[0], "&i32", 1), false, "expected due to this");
    diag_suggest(d, x, "&x", APP_MACHINE_APPLICABLE, "consider borrowing here");
    diag_emit(d);
    Span rx = at(f[0], "&x", 1);
    d = diag_error(dc, DC_E0308, rx, "mismatched types");
    diag_label(d, rx, true, "expected `i32`, found `&{integer}`");
    diag_label(d, at(f[0], "i32", 2), false, "expected due to this");
    DiagSuggestion *sg = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MACHINE_APPLICABLE, "consider removing the borrow");
    diag_sugg_part(sg, part(rx, 0, 1), "");
    diag_emit(d);
}

/* Suggested new lines (imports), and two alternatives. */
static void build_suggest_lines(DiagCtx *dc, const SourceFile **f) {
    Span start = span_new(f[0]->start, f[0]->start);
    Diag *d = diag_error(dc, DC_E0433, at(f[0], "Ordering", 2), "failed to resolve: use of undeclared type `Ordering`");
    diag_label(d, at(f[0], "Ordering", 2), true, "use of undeclared type `Ordering`");
    diag_emit(d);
    d = diag_error(dc, DC_E0433, at(f[0], "HashMap", 1), "failed to resolve: use of undeclared type `HashMap`");
    diag_label(d, at(f[0], "HashMap", 1), true, "not found in this scope");
    diag_suggest(d, start, "use std::collections::HashMap;\n\n", APP_MAYBE_INCORRECT, "consider importing this struct");
    diag_emit(d);
    d = diag_error(dc, DC_E0412, at(f[0], "Ordering", 1), "cannot find type `Ordering` in this scope");
    diag_label(d, at(f[0], "Ordering", 1), true, "not found in this scope");
    DiagSuggestion *sg = diag_suggestion(d, SUGG_SHOW_CODE, APP_MAYBE_INCORRECT, "consider importing one of these items");
    diag_sugg_part(sg, start, "use std::cmp::Ordering;\n\n");
    diag_sugg_alternative(sg);
    diag_sugg_part(sg, start, "use std::sync::atomic::Ordering;\n\n");
    diag_emit(d);
}

/* Two primary spans without text, and a two-part deletion. */
static void build_suggest_parens(DiagCtx *dc, const SourceFile **f) {
    Span x = at(f[0], "x", 1);
    Diag *d = diag_error(dc, DC_E0425, x, "cannot find value `x` in this scope");
    diag_suggest(d, x, "a", APP_MAYBE_INCORRECT, "a local variable with a similar name exists");
    diag_emit(d);
    Span parens = at(f[0], "(1)", 1);
    Span open = part(parens, 0, 1), close = part(parens, 2, 1);
    d = diag_warning(dc, DC_NONE, open, "unnecessary parentheses around assigned value");
    diag_label(d, close, true, NULL);
    diag_note(d, "`#[warn(unused_parens)]` on by default");
    DiagSuggestion *sg = diag_suggestion(d, SUGG_SHOW_CODE, APP_MACHINE_APPLICABLE, "remove these parentheses");
    diag_sugg_part(sg, open, "");
    diag_sugg_part(sg, close, "");
    diag_emit(d);
}

/* Lines too wide for the terminal are cut around the span; deep
 * indentation is cut too. */
static void build_long_lines(DiagCtx *dc, const SourceFile **f) {
    Span zz = at(f[0], "zz", 1), qq = at(f[0], "qq", 1);
    Diag *d = diag_error(dc, DC_E0425, zz, "cannot find value `zz` in this scope");
    diag_label(d, zz, true, "not found in this scope");
    diag_emit(d);
    d = diag_error(dc, DC_E0425, qq, "cannot find value `qq` in this scope");
    diag_label(d, qq, true, "not found in this scope");
    diag_emit(d);
}

/* A byte-order mark and CRLF line ends: neither is shown nor counted in
 * columns; JSON byte offsets still count them. */
static void build_bom_crlf(DiagCtx *dc, const SourceFile **f) {
    Diag *d = diag_error(dc, DC_E0425, at(f[0], "x", 1), "cannot find value `x` in this scope");
    diag_label(d, at(f[0], "x", 1), true, "not found in this scope");
    diag_emit(d);
}

static const Case cases[] = {
    {"single_label", {{"single_label.rs", "single_label.rs"}}, build_single_label, "HCSJA"},
    {"no_text_label", {{"no_text_label.rs", "no_text_label.rs"}}, build_no_text_label, "HJ"},
    {"two_labels", {{"two_labels.rs", "two_labels.rs"}}, build_two_labels, "HCJ"},
    {"three_labels", {{"three_labels.rs", "three_labels.rs"}}, build_three_labels, "HCJ"},
    {"far_lines", {{"far_lines.rs", "far_lines.rs"}}, build_far_lines, "HJ"},
    {"near_lines", {{"near_lines.rs", "near_lines.rs"}}, build_near_lines, "HSJ"},
    {"multiline_slash", {{"multiline_slash.rs", "multiline_slash.rs"}}, build_multiline_slash, "HCJ"},
    {"multiline_underscore", {{"multiline_underscore.rs", "multiline_underscore.rs"}}, build_multiline_underscore, "HJ"},
    {"multiline_labels", {{"multiline_labels.rs", "multiline_labels.rs"}}, build_multiline_labels, "HCJA"},
    {"multiline_nested", {{"multiline_nested.rs", "multiline_nested.rs"}}, build_multiline_nested, "HCJ"},
    {"notes_helps", {{"notes_helps.rs", "notes_helps.rs"}}, build_notes_helps, "HCJ"},
    {"span_note", {{"span_note.rs", "span_note.rs"}}, build_span_note, "HCJ"},
    {"multi_message", {{"multi_message.rs", "multi_message.rs"}}, build_multi_message, "HJ"},
    {"codes", {{"codes.rs", "codes.rs"}}, build_codes, "HSJ"},
    {"eof", {{"eof.rs", "eof.rs"}}, build_eof, "HJ"},
    {"warnings", {{"warnings.rs", "warnings.rs"}}, build_warnings, "HCS"},
    {"warning_one", {{"warning_one.rs", "warning_one.rs"}}, build_warning_one, "H"},
    {"warning_and_error", {{"warning_and_error.rs", "warning_and_error.rs"}}, build_warning_and_error, "HCS"},
    {"tab", {{"tab.rs", "tab.rs"}}, build_tab, "HJ"},
    {"unicode", {{"unicode.rs", "unicode.rs"}}, build_unicode, "HCJ"},
    {"other_file", {{"other_file/main.rs", "main.rs"}, {"other_file/other.rs", "other.rs"}}, build_other_file, "H"},
    {"suggest_inline", {{"suggest_inline.rs", "suggest_inline.rs"}}, build_suggest_inline, "HCJ"},
    {"suggest_block", {{"suggest_block.rs", "suggest_block.rs"}}, build_suggest_block, "HCJ"},
    {"suggest_diff", {{"suggest_diff.rs", "suggest_diff.rs"}}, build_suggest_diff, "HCJ"},
    {"suggest_lines", {{"suggest_lines.rs", "suggest_lines.rs"}}, build_suggest_lines, "HJ"},
    {"suggest_parens", {{"suggest_parens.rs", "suggest_parens.rs"}}, build_suggest_parens, "HCS"},
    {"long_lines", {{"long_lines.rs", "long_lines.rs"}}, build_long_lines, "HWJ"},
    {"bom_crlf", {{"bom_crlf.rs", "bom_crlf.rs"}}, build_bom_crlf, "HJ"},
};

/* Renders one case in one format, as a whole compilation would print it
 * (the diagnostics, then diag_finish's closing lines). */
static char *render_case(const Case *c, char format, size_t *len) {
    SourceMap sm;
    sm_init(&sm);
    const SourceFile *files[2] = {0};
    for (int i = 0; i < 2 && c->files[i][0]; i++) files[i] = load(&sm, c->files[i][0], c->files[i][1]);
    char *buf = NULL;
    FILE *out = open_memstream(&buf, len);
    DiagCtx dc;
    diag_ctx_init(&dc, &sm, out);
    dc.format = format == 'S' ? DIAG_SHORT : format == 'J' || format == 'A' ? DIAG_JSON : DIAG_HUMAN;
    dc.color = format == 'C';
    dc.json_rendered_color = format == 'A';
    dc.term_width = format == 'W' ? 60 : 0;
    c->build(&dc, files);
    diag_finish(&dc);
    diag_ctx_free(&dc);
    fclose(out);
    sm_free(&sm);
    return buf;
}

static void run_case(void **state) {
    const Case *c = *state;
    for (const char *fmt = c->formats; *fmt; fmt++) {
        static const char *const ext[] = {['H'] = ".stderr", ['C'] = ".color.stderr", ['S'] = ".short.stderr",
                                          ['J'] = ".json", ['A'] = ".ansi.json", ['W'] = ".w60.stderr"};
        size_t len;
        char *got = render_case(c, *fmt, &len);
        char golden[256];
        snprintf(golden, sizeof golden, "%s%s", c->name, ext[(int)*fmt]);
        expect_golden(golden, got, len);
        if (*fmt == 'J' || *fmt == 'A') expect_json_lines(got, len);
        free(got);
    }
}

/* ------------------------------------------------------------------ */
/* Properties                                                           */
/* ------------------------------------------------------------------ */

typedef struct Env {
    SourceMap sm;
    DiagCtx dc;
    char *buf;
    size_t len;
    FILE *out;
    const SourceFile *f;
} Env;

static void env_init(Env *e, const char *src) {
    sm_init(&e->sm);
    e->f = sm_add_file(&e->sm, "t.rs", xstrdup(src), (uint32_t)strlen(src));
    e->buf = NULL;
    e->out = open_memstream(&e->buf, &e->len);
    diag_ctx_init(&e->dc, &e->sm, e->out);
}

/* Closes the stream and returns everything printed so far. */
static const char *env_output(Env *e) {
    fflush(e->out);
    return e->buf;
}

static void env_free(Env *e) {
    diag_ctx_free(&e->dc);
    fclose(e->out);
    free(e->buf);
    sm_free(&e->sm);
}

/* serde_json's escaping: quotes, backslashes, the short escapes, \u00XX
 * for other control characters; non-ASCII passes through. */
static void test_json_escaping(void **state) {
    (void)state;
    Env e;
    env_init(&e, "fn main() {}\n");
    e.dc.format = DIAG_JSON;
    Diag *d = diag_error(&e.dc, DC_NONE, (Span){0, 0}, "q\" b\\ t\t n\n r\r e\x1b f\f bs\b z\x7f é");
    char *text = diag_render(d);
    const char *want = "{\"message\":\"q\\\" b\\\\ t\\t n\\n r\\r e\\u001b f\\f bs\\b z\x7f é\",\"code\":null,"
                       "\"level\":\"error\",\"spans\":[],\"children\":[],\"rendered\":\"error: q\\\" b\\\\ t";
    assert_true(strncmp(text, want, strlen(want)) == 0);
    /* One line: the only raw newline is the last byte. */
    assert_true(strchr(text, '\n') == text + strlen(text) - 1);
    expect_json_lines(text, strlen(text));
    free(text);
    diag_cancel(d);
    env_free(&e);
}

/* The JSON checker used above accepts JSON and rejects what is not. */
static void test_json_checker(void **state) {
    (void)state;
    static const char *const good[] = {
        "{}\n", "[]\n", "{\"a\":[1,-2.5e+3,true,false,null,\"\\u00e9\\n\"]}\n", "\"x\"\n{\"b\":{}}\n",
    };
    static const char *const bad[] = {
        "{\n", "{\"a\"}\n", "[1,]\n", "\"a\tb\"\n", "\"\\x\"\n", "01\n", "{} {}\n", "nul\n", "[1]",
    };
    for (size_t i = 0; i < sizeof good / sizeof *good; i++) expect_json_lines(good[i], strlen(good[i]));
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        const char *p = bad[i], *ok = p;
        while (ok && *ok) {
            const char *e = json_value(ok);
            ok = e && *e == '\n' ? e + 1 : NULL;
        }
        if (ok) {
            print_error("accepted invalid JSON: %s\n", bad[i]);
            fail();
        }
    }
}

/* An identical diagnostic is printed and counted once (rustc
 * deduplicates); a different one is not swallowed. */
static void test_dedup(void **state) {
    (void)state;
    Env e;
    env_init(&e, "fn main() { x; y; }\n");
    for (int i = 0; i < 3; i++) {
        Diag *d = diag_error(&e.dc, DC_E0425, at(e.f, "x", 1), "cannot find value `x` in this scope");
        diag_label(d, at(e.f, "x", 1), true, "not found in this scope");
        diag_emit(d);
    }
    Diag *d = diag_error(&e.dc, DC_E0425, at(e.f, "y", 1), "cannot find value `y` in this scope");
    diag_label(d, at(e.f, "y", 1), true, "not found in this scope");
    diag_emit(d);
    assert_int_equal(e.dc.nerrors, 2);
    const char *out = env_output(&e);
    const char *first = strstr(out, "cannot find value `x`");
    assert_non_null(first);
    assert_null(strstr(first + 1, "cannot find value `x`"));
    assert_non_null(strstr(out, "cannot find value `y`"));
    assert_true(diag_finish(&e.dc));
    assert_non_null(strstr(env_output(&e), "error: aborting due to 2 previous errors\n\n"
                                            "For more information about this error, try `rustc --explain E0425`.\n"));
    env_free(&e);
}

/* More than nine codes: the first nine, then `...`. */
static void test_many_codes(void **state) {
    (void)state;
    Env e;
    env_init(&e, "fn main() {}\n");
    DiagCode codes[] = {DC_E0766, DC_E0765, DC_E0763, DC_E0762, DC_E0758, DC_E0753,
                        DC_E0748, DC_E0670, DC_E0659, DC_E0614, DC_E0004};
    for (size_t i = 0; i < sizeof codes / sizeof *codes; i++)
        diag_emit(diag_error(&e.dc, codes[i], (Span){0, 0}, "error %zu", i));
    diag_finish(&e.dc);
    assert_non_null(strstr(env_output(&e),
                           "error: aborting due to 11 previous errors\n\n"
                           "Some errors have detailed explanations: E0004, E0614, E0659, E0670, E0748, "
                           "E0753, E0758, E0762, E0763...\n"
                           "For more information about an error, try `rustc --explain E0004`.\n"));
    env_free(&e);
}

/* Nothing emitted: nothing printed, no failure. */
static void test_finish_quiet(void **state) {
    (void)state;
    Env e;
    env_init(&e, "fn main() {}\n");
    assert_false(diag_finish(&e.dc));
    const char *out = env_output(&e);
    assert_int_equal(e.len, 0);
    assert_true(out == NULL || out[0] == 0);
    env_free(&e);
}

/* A spanless error with a note: rustc still draws the `  |` spacer. */
static void test_spanless_with_note(void **state) {
    (void)state;
    Env e;
    env_init(&e, "fn main() {}\n");
    Diag *d = diag_error(&e.dc, DC_NONE, (Span){0, 0}, "couldn't read x.rs");
    diag_note(d, "first\nsecond");
    diag_help(d, "do something");
    diag_emit(d);
    assert_string_equal(env_output(&e), "error: couldn't read x.rs\n"
                                        "  |\n"
                                        "  = note: first\n"
                                        "          second\n"
                                        "  = help: do something\n"
                                        "\n");
    env_free(&e);
}

/* Warnings count, and -D warnings turns them into errors. */
static void test_warning_counts(void **state) {
    (void)state;
    Env e;
    env_init(&e, "fn main() {}\n");
    diag_emit(diag_warning(&e.dc, DC_NONE, (Span){0, 0}, "w1"));
    diag_emit(diag_warning(&e.dc, DC_NONE, (Span){0, 0}, "w2"));
    assert_int_equal(e.dc.nwarnings, 2);
    assert_int_equal(e.dc.nerrors, 0);
    assert_false(diag_finish(&e.dc));
    assert_non_null(strstr(env_output(&e), "warning: 2 warnings emitted\n\n"));
    env_free(&e);

    env_init(&e, "fn main() {}\n");
    e.dc.treat_warnings_as_errors = true;
    diag_emit(diag_warning(&e.dc, DC_NONE, (Span){0, 0}, "w1"));
    assert_int_equal(e.dc.nerrors, 1);
    assert_true(diag_finish(&e.dc));
    assert_string_equal(env_output(&e), "error: w1\n\nerror: aborting due to previous error\n\n");
    env_free(&e);
}

/* diag_render is what diag_emit prints, and does not count. */
static void test_render_matches_emit(void **state) {
    (void)state;
    Env e;
    env_init(&e, "fn main() {\n    let y = x + 1;\n}\n");
    Diag *d = diag_error(&e.dc, DC_E0425, at(e.f, "x", 1), "cannot find value `x` in this scope");
    diag_label(d, at(e.f, "x", 1), true, "not found in this scope");
    char *text = diag_render(d);
    assert_int_equal(e.dc.nerrors, 0);
    diag_emit(d);
    assert_string_equal(env_output(&e), text);
    free(text);
    env_free(&e);
}

/* A source line with a NUL byte: the output keeps it (rustc prints the
 * line as it is), so diag_render_to reports the length. Like other
 * control characters it has no display width, so the `^` under `x`
 * lands one cell left (as in rustc). */
static void test_nul_in_source(void **state) {
    (void)state;
    SourceMap sm;
    sm_init(&sm);
    static const char src[] = "let a = \0 x;\n";
    char *copy = xmalloc(sizeof src);
    memcpy(copy, src, sizeof src);
    const SourceFile *f = sm_add_file(&sm, "n.rs", copy, sizeof src - 1);
    DiagCtx dc;
    diag_ctx_init(&dc, &sm, stderr);
    Diag *d = diag_error(&dc, DC_NONE, span_new(f->start + 10, f->start + 11), "e");
    StrBuf sb = {0};
    diag_render_to(d, &sb);
    static const char want[] = "error: e\n --> n.rs:1:11\n  |\n1 | let a = \0 x;\n  |          ^\n\n";
    assert_int_equal(sb.len, sizeof want - 1);
    assert_memory_equal(sb.data, want, sizeof want - 1);
    sb_free(&sb);
    /* In JSON the NUL is escaped, in the span's text as in `rendered`. */
    dc.format = DIAG_JSON;
    char *json = diag_render(d);
    assert_non_null(strstr(json, "\"text\":[{\"text\":\"let a = \\u0000 x;\",\"highlight_start\":11"));
    assert_non_null(strstr(json, "1 | let a = \\u0000 x;\\n"));
    expect_json_lines(json, strlen(json));
    free(json);
    diag_cancel(d);
    diag_ctx_free(&dc);
    sm_free(&sm);
}

int main(void) {
    struct CMUnitTest tests[sizeof cases / sizeof *cases + 16];
    size_t n = 0;
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        tests[n++] = (struct CMUnitTest){cases[i].name, run_case, NULL, NULL, (void *)&cases[i]};
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_json_checker);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_json_escaping);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_dedup);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_many_codes);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_finish_quiet);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_spanless_with_note);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_warning_counts);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_render_matches_emit);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_nul_in_source);
    return _cmocka_run_group_tests("diag", tests, n, NULL, NULL);
}
