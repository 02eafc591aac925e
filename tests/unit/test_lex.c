/* test_lex.c — the lexer: tokens, literal values, and rustc 1.63's lexer
 * errors (messages, spans, labels, fatality).
 *
 * Each test lexes a small text as a file named t.rs and checks the token
 * kinds, texts, symbols, suffixes and flags, and the rendered diagnostics:
 * the message line, the `--> t.rs:LINE:COL` location and the caret/label
 * line. The expected messages and positions are what /usr/bin/rustc (1.63)
 * prints for the same text with `-Z parse-only` (checked by hand when the
 * tests were written; rustc is not needed to run them).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rcc/lex.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

typedef struct Lexed {
    SourceMap sm;
    DiagCtx dc;
    FILE *mem;
    char *diag;         /* everything the lexer reported, rendered */
    size_t diaglen;
    const SourceFile *f;
    TokenVec toks;
    bool ok;
    LexUnmatchedVec unmatched;
} Lexed;

/* Lexes `src` as file t.rs; deferred=true asks for mismatched delimiters
 * in L->unmatched instead of reports. */
static Lexed *lex_ex(const char *src, size_t len, Edition ed, bool deferred) {
    Lexed *L = xcalloc(1, sizeof *L);
    sm_init(&L->sm);
    char *copy = xmalloc(len + 1);
    memcpy(copy, src, len);
    copy[len] = 0;
    L->f = sm_add_file(&L->sm, "t.rs", copy, (uint32_t)len);
    L->mem = open_memstream(&L->diag, &L->diaglen);
    diag_ctx_init(&L->dc, &L->sm, L->mem);
    LexOptions o = {.edition = ed, .keep_docs = true, .unmatched = deferred ? &L->unmatched : NULL};
    L->ok = lex_file(L->f, &o, &L->dc, &L->toks);
    fflush(L->mem);
    return L;
}

static Lexed *lex_ed(const char *src, Edition ed) { return lex_ex(src, strlen(src), ed, false); }
static Lexed *lex(const char *src) { return lex_ed(src, ED_2021); }
static Lexed *lex_deferred(const char *src) { return lex_ex(src, strlen(src), ED_2021, true); }

static void done(Lexed *L) {
    diag_ctx_free(&L->dc);
    fclose(L->mem);
    free(L->diag);
    vec_free(&L->toks);
    vec_free(&L->unmatched);
    sm_free(&L->sm);
    free(L);
}

/* Number of tokens without the final EOF. */
static uint32_t ntoks(const Lexed *L) { return L->toks.len - 1; }
static const Token *tok(const Lexed *L, uint32_t i) {
    assert_true(i < L->toks.len);
    return &L->toks.data[i];
}

/* The source text of token i. */
static char *text(const Lexed *L, uint32_t i) {
    static char buf[512];
    const Token *t = tok(L, i);
    uint32_t lo = t->span.lo - L->f->start, n = t->span.hi - t->span.lo;
    snprintf(buf, sizeof buf, "%.*s", (int)n, L->f->src + lo);
    return buf;
}

/* Checks the kinds of all tokens (the final EOF is implied). */
static void expect_kinds_(const Lexed *L, const int *kinds, size_t n) {
    if (L->toks.len != n + 1) {
        print_error("expected %zu tokens, got %u\n", n, L->toks.len - 1);
        for (uint32_t i = 0; i < L->toks.len; i++) print_error("  %u: %s\n", i, tok_kind_str(tok(L, i)->kind));
        fail();
    }
    for (size_t i = 0; i < n; i++) {
        if (tok(L, (uint32_t)i)->kind != kinds[i]) {
            print_error("token %zu: expected %s, got %s (`%s`)\n", i, tok_kind_str((TokenKind)kinds[i]),
                        tok_kind_str(tok(L, (uint32_t)i)->kind), text(L, (uint32_t)i));
            fail();
        }
    }
    assert_int_equal(vec_last(&L->toks).kind, TK_EOF);
}
#define expect_kinds(L, ...)                                                                       \
    do {                                                                                           \
        const int k_[] = {__VA_ARGS__};                                                            \
        expect_kinds_((L), k_, sizeof k_ / sizeof *k_);                                            \
    } while (0)

static void expect_tok(const Lexed *L, uint32_t i, TokenKind kind, const char *txt, const char *sym,
                       const char *suffix) {
    const Token *t = tok(L, i);
    if (t->kind != kind) {
        print_error("token %u: expected %s, got %s\n", i, tok_kind_str(kind), tok_kind_str(t->kind));
        fail();
    }
    assert_string_equal(text(L, i), txt);
    if (sym) assert_string_equal(sym_str(t->sym), sym);
    if (suffix) {
        assert_true(t->suffix != 0);
        assert_string_equal(sym_str(t->suffix), suffix);
    } else {
        assert_int_equal(t->suffix, 0);
    }
}

/* The rendered diagnostics contain `needle`. */
static void expect_diag(const Lexed *L, const char *needle) {
    if (!L->diag || !strstr(L->diag, needle)) {
        print_error("diagnostics lack `%s`; they are:\n%s\n", needle, L->diag ? L->diag : "(none)");
        fail();
    }
}

static void expect_no_diag(const Lexed *L) {
    if (L->diaglen) {
        print_error("unexpected diagnostics:\n%s\n", L->diag);
        fail();
    }
    assert_true(L->ok);
}

/* How many times `needle` occurs in the diagnostics. */
static int count_diag(const Lexed *L, const char *needle) {
    int n = 0;
    for (const char *p = L->diag; p && (p = strstr(p, needle)); p++) n++;
    return n;
}

static bool fatal(const Lexed *L) { return vec_last(&L->toks).flags & TF_ERROR; }

/* ------------------------------------------------------------------ */
/* Punctuation and spacing                                              */
/* ------------------------------------------------------------------ */

static void test_punctuation(void **state) {
    (void)state;
    Lexed *L = lex("; , . @ # ~ ? : $ = ! < > - & | + * / ^ % "
                   "== != <= >= && || += -= *= /= %= ^= &= |= << >> <<= >>= .. ... ..= :: -> => <-");
    expect_kinds(L, TK_SEMI, TK_COMMA, TK_DOT, TK_AT, TK_POUND, TK_TILDE, TK_QUESTION, TK_COLON, TK_DOLLAR, TK_EQ,
                 TK_NOT, TK_LT, TK_GT, TK_MINUS, TK_AND, TK_OR, TK_PLUS, TK_STAR, TK_SLASH, TK_CARET, TK_PERCENT,
                 TK_EQEQ, TK_NE, TK_LE, TK_GE, TK_ANDAND, TK_OROR, TK_PLUSEQ, TK_MINUSEQ, TK_STAREQ, TK_SLASHEQ,
                 TK_PERCENTEQ, TK_CARETEQ, TK_ANDEQ, TK_OREQ, TK_SHL, TK_SHR, TK_SHLEQ, TK_SHREQ, TK_DOTDOT,
                 TK_DOTDOTDOT, TK_DOTDOTEQ, TK_PATHSEP, TK_RARROW, TK_FATARROW, TK_LARROW);
    for (uint32_t i = 0; i < ntoks(L); i++) assert_false(tok(L, i)->flags & TF_JOINT);
    expect_no_diag(L);
    done(L);
}

/* Longest match, left to right, as rustc's token gluing does. */
static void test_glued_longest_match(void **state) {
    (void)state;
    Lexed *L = lex("....=>>=>=<<-::::&&=||=->>==>!==");
    /* ... . => >= >= << - :: :: && = || = -> >= => != = */
    expect_kinds(L, TK_DOTDOTDOT, TK_DOT, TK_FATARROW, TK_GE, TK_GE, TK_SHL, TK_MINUS, TK_PATHSEP, TK_PATHSEP,
                 TK_ANDAND, TK_EQ, TK_OROR, TK_EQ, TK_RARROW, TK_GE, TK_FATARROW, TK_NE, TK_EQ);
    done(L);
    L = lex("a>>=b<-c");
    expect_kinds(L, TK_IDENT, TK_SHREQ, TK_IDENT, TK_LARROW, TK_IDENT);
    done(L);
}

static void test_joint(void **state) {
    (void)state;
    Lexed *L = lex("a::<b>> c /*x*/ d// e\nf+ =g");
    expect_kinds(L, TK_IDENT, TK_PATHSEP, TK_LT, TK_IDENT, TK_SHR, TK_IDENT, TK_IDENT, TK_IDENT, TK_PLUS, TK_EQ,
                 TK_IDENT);
    const uint8_t joint[] = {1, 1, 1, 1, 0, 0, 0, 1, 0, 1, 0};
    for (uint32_t i = 0; i < ntoks(L); i++) {
        if (!!(tok(L, i)->flags & TF_JOINT) != joint[i]) {
            print_error("token %u `%s`: TF_JOINT should be %d\n", i, text(L, i), joint[i]);
            fail();
        }
    }
    assert_false(tok(L, ntoks(L))->flags & TF_JOINT);
    done(L);
}

/* ------------------------------------------------------------------ */
/* Identifiers and keywords                                             */
/* ------------------------------------------------------------------ */

static void test_identifiers(void **state) {
    (void)state;
    Lexed *L = lex("fn Self _ _x x9 r#fn r#async r#union union");
    expect_kinds(L, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT);
    assert_int_equal(tok(L, 0)->sym, SYM_fn);
    assert_int_equal(tok(L, 1)->sym, SYM_Self);
    assert_int_equal(tok(L, 2)->sym, SYM_underscore);
    assert_true(tok_is_kw(tok(L, 0), SYM_fn));
    expect_tok(L, 5, TK_IDENT, "r#fn", "fn", NULL);
    assert_true(tok(L, 5)->flags & TF_RAW);
    assert_false(tok_is_kw(tok(L, 5), SYM_fn));
    assert_int_equal(tok(L, 6)->sym, SYM_async);
    assert_true(tok(L, 6)->flags & TF_RAW);
    assert_false(tok(L, 8)->flags & TF_RAW);
    expect_no_diag(L);
    done(L);
}

static void test_raw_identifier_errors(void **state) {
    (void)state;
    Lexed *L = lex("r#crate r#_ r#self r#Self r#super r#ok");
    expect_kinds(L, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT);
    expect_diag(L, "error: `crate` cannot be a raw identifier\n --> t.rs:1:1\n");
    expect_diag(L, "^^^^^^^\n");
    expect_diag(L, "error: `_` cannot be a raw identifier\n --> t.rs:1:9\n");
    expect_diag(L, "error: `self` cannot be a raw identifier\n --> t.rs:1:13\n");
    expect_diag(L, "error: `Self` cannot be a raw identifier\n --> t.rs:1:20\n");
    expect_diag(L, "error: `super` cannot be a raw identifier\n --> t.rs:1:27\n");
    for (uint32_t i = 0; i < 5; i++) assert_true(tok(L, i)->flags & TF_ERROR);
    assert_false(tok(L, 5)->flags & TF_ERROR);
    assert_false(L->ok);
    assert_false(fatal(L));
    done(L);
}

static void test_keywords_by_edition(void **state) {
    (void)state;
    assert_true(sym_is_keyword(SYM_fn, ED_2015));
    assert_true(sym_is_keyword(SYM_Self, ED_2015));
    assert_true(sym_is_keyword(SYM_abstract, ED_2015));
    assert_true(sym_is_keyword(SYM_yield, ED_2015));
    assert_false(sym_is_keyword(SYM_async, ED_2015));
    assert_false(sym_is_keyword(SYM_dyn, ED_2015));
    assert_false(sym_is_keyword(SYM_try, ED_2015));
    assert_true(sym_is_keyword(SYM_async, ED_2018));
    assert_true(sym_is_keyword(SYM_await, ED_2018));
    assert_true(sym_is_keyword(SYM_dyn, ED_2021));
    assert_true(sym_is_keyword(SYM_try, ED_2018));
    assert_false(sym_is_keyword(SYM_gen, ED_2021));
    assert_true(sym_is_keyword(SYM_gen, ED_2024));
    assert_false(sym_is_keyword(SYM_union, ED_2024));
    assert_false(sym_is_keyword(SYM_macro_rules, ED_2024));
    assert_false(sym_is_keyword(SYM_default, ED_2024));
    assert_false(sym_is_keyword(SYM_main, ED_2024));
    assert_false(sym_is_keyword(sym_cstr("foo"), ED_2024));
}

static void test_unicode_identifiers(void **state) {
    (void)state;
    /* été, Москва, 日本語, ℘x (Other_ID_Start), a + combining acute. */
    Lexed *L = lex("\xC3\xA9t\xC3\xA9 \xD0\x9C\xD0\xBE\xD1\x81\xD0\xBA\xD0\xB2\xD0\xB0 \xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E "
                   "\xE2\x84\x98x a\xCC\x81 x\xE2\x80\xBFy");
    expect_kinds(L, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT);
    assert_string_equal(sym_str(tok(L, 0)->sym), "\xC3\xA9t\xC3\xA9");
    assert_string_equal(sym_str(tok(L, 4)->sym), "a\xCC\x81");
    assert_string_equal(text(L, 5), "x\xE2\x80\xBFy"); /* undertie is XID_Continue */
    expect_no_diag(L);
    done(L);
    /* A combining mark cannot start an identifier; ∂ is not XID. */
    L = lex("\xCC\x81 \xE2\x88\x82");
    expect_kinds(L);
    expect_diag(L, "error: unknown start of token: \\u{301}\n --> t.rs:1:1\n");
    expect_diag(L, "error: unknown start of token: \\u{2202}\n --> t.rs:1:3\n");
    done(L);
}

static void test_emoji_identifiers(void **state) {
    (void)state;
    Lexed *L = lex("a\xF0\x9F\xA6\x80" "b \xF0\x9F\xA6\x80 x \xF0\x9F\xA6\x80 \xE2\x9C\xA8");
    expect_kinds(L, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT);
    assert_string_equal(sym_str(tok(L, 0)->sym), "a\xF0\x9F\xA6\x80" "b");
    assert_true(tok(L, 0)->flags & TF_ERROR);
    expect_diag(L, "error: identifiers cannot contain emoji: `a\xF0\x9F\xA6\x80" "b`\n --> t.rs:1:1\n");
    /* One error for both crabs, with rustc's suggestion. */
    assert_int_equal(count_diag(L, "Ferris cannot be used as an identifier"), 1);
    expect_diag(L, "help: try using their name instead: `ferris`");
    expect_diag(L, "error: identifiers cannot contain emoji: `\xE2\x9C\xA8`");
    done(L);
    /* A look-alike emoji alone is an unknown token, and becomes `-`. */
    L = lex("1 \xE2\x9E\x96 2");
    expect_kinds(L, TK_LIT_INT, TK_MINUS, TK_LIT_INT);
    expect_diag(L, "error: unknown start of token: \\u{2796}");
    expect_diag(L, "Unicode character '\xE2\x9E\x96' (Heavy Minus Sign) looks like '-' (Minus/Hyphen), but it is not");
    done(L);
}

/* ------------------------------------------------------------------ */
/* Lifetimes and chars                                                  */
/* ------------------------------------------------------------------ */

static void test_lifetimes_and_chars(void **state) {
    (void)state;
    Lexed *L = lex("'a 'static '_ 'a' 'outer: '\\'' '\xC3\xA9 '\xC3\xA9' '1' ' ' '\\u{1F600}' 'a'x");
    expect_kinds(L, TK_LIFETIME, TK_LIFETIME, TK_LIFETIME, TK_LIT_CHAR, TK_LIFETIME, TK_COLON, TK_LIT_CHAR,
                 TK_LIFETIME, TK_LIT_CHAR, TK_LIT_CHAR, TK_LIT_CHAR, TK_LIT_CHAR, TK_LIT_CHAR);
    expect_tok(L, 0, TK_LIFETIME, "'a", "'a", NULL);
    assert_int_equal(tok(L, 1)->sym, SYM_static_lifetime);
    assert_int_equal(tok(L, 2)->sym, SYM_underscore_lifetime);
    expect_tok(L, 3, TK_LIT_CHAR, "'a'", "'a'", NULL);
    assert_int_equal(lex_char_value(tok(L, 3)), 'a');
    assert_int_equal(lex_char_value(tok(L, 6)), '\'');
    assert_string_equal(sym_str(tok(L, 7)->sym), "'\xC3\xA9");
    assert_int_equal(lex_char_value(tok(L, 8)), 0xE9);
    assert_int_equal(lex_char_value(tok(L, 9)), '1');
    assert_int_equal(lex_char_value(tok(L, 10)), ' ');
    assert_int_equal(lex_char_value(tok(L, 11)), 0x1F600);
    expect_tok(L, 12, TK_LIT_CHAR, "'a'x", "'a'", "x");
    expect_no_diag(L);
    done(L);
}

static void test_char_literal_errors(void **state) {
    (void)state;
    /* 'ab' is lexed as a char literal (no suffix), then rejected. */
    Lexed *L = lex("x = 'ab';");
    expect_kinds(L, TK_IDENT, TK_EQ, TK_LIT_CHAR, TK_SEMI);
    assert_true(tok(L, 2)->flags & TF_ERROR);
    expect_diag(L, "error: character literal may only contain one codepoint\n --> t.rs:1:5\n");
    expect_diag(L, "^^^^\n");
    expect_diag(L, "help: if you meant to write a `str` literal, use double quotes");
    assert_false(fatal(L));
    done(L);

    L = lex("x = b'ab';");
    expect_diag(L, "error: character literal may only contain one codepoint\n --> t.rs:1:5\n");
    expect_diag(L, "help: if you meant to write a byte string literal, use double quotes");
    done(L);

    L = lex("x = '';");
    expect_diag(L, "error: empty character literal\n --> t.rs:1:6\n");
    expect_diag(L, "^ empty character literal");
    done(L);

    L = lex("x = ''';");
    expect_diag(L, "error: character constant must be escaped: `'`\n --> t.rs:1:6\n");
    expect_diag(L, "^ help: escape the character: `\\'`");
    done(L);

    L = lex("x = '\t';");
    expect_diag(L, "error: character constant must be escaped: `\\t`\n");
    expect_diag(L, "help: escape the character: `\\t`");
    done(L);

    L = lex("x = b'\\u{41}';");
    expect_diag(L, "error: unicode escape in byte string\n --> t.rs:1:7\n");
    expect_diag(L, "^^^^^^ unicode escape in byte string");
    expect_diag(L, "= help: unicode escape sequences cannot be used as a byte or in a byte string");
    done(L);

    L = lex("x = b'\xC3\xA9'; y = b'\xE2\x82\xAC';");
    expect_diag(L, "error: non-ASCII character in byte constant\n --> t.rs:1:7\n");
    expect_diag(L, "^ byte constant must be ASCII");
    expect_diag(L, "help: if you meant to use the unicode code point for '\xC3\xA9', use a \\xHH escape");
    expect_diag(L, "this multibyte character does not fit into a single byte");
    done(L);

    L = lex("x = '0a;");
    expect_kinds(L, TK_IDENT, TK_EQ, TK_LIFETIME, TK_SEMI);
    expect_diag(L, "error: lifetimes cannot start with a number\n --> t.rs:1:5\n");
    expect_diag(L, "^^^\n");
    done(L);

    L = lex("x = 'a\xCC\x81';");
    expect_diag(L, "error: character literal may only contain one codepoint");
    expect_diag(L, "note: this `a` is followed by the combining mark `\\u{301}`");
    done(L);
}

static void test_unterminated_char(void **state) {
    (void)state;
    /* Stops before the newline; E0762 is fatal. */
    Lexed *L = lex("x = '\\n; }\nfn f() { \"\\q\" }");
    expect_diag(L, "error[E0762]: unterminated character literal\n --> t.rs:1:5\n");
    expect_diag(L, "^^^^^^\n");
    assert_true(fatal(L));
    assert_int_equal(count_diag(L, "error"), 1); /* nothing after a fatal error */
    assert_int_equal(tok(L, 2)->kind, TK_LIT_CHAR);
    assert_true(tok(L, 2)->flags & TF_ERROR);
    done(L);

    L = lex("x = b'a; }");
    expect_diag(L, "error[E0763]: unterminated byte constant\n --> t.rs:1:6\n");
    expect_diag(L, "^^^^^\n");
    assert_true(fatal(L));
    done(L);
}

/* ------------------------------------------------------------------ */
/* Numbers                                                              */
/* ------------------------------------------------------------------ */

static void test_integer_literals(void **state) {
    (void)state;
    Lexed *L = lex("0 7 1_000 0x1F 0xff_FFu64 0o777 0b1010_1010 1u8 1f32 0_ 0x_1 12usize 1_i32 1abc");
    expect_kinds(L, TK_LIT_INT, TK_LIT_INT, TK_LIT_INT, TK_LIT_INT, TK_LIT_INT, TK_LIT_INT, TK_LIT_INT, TK_LIT_INT,
                 TK_LIT_INT, TK_LIT_INT, TK_LIT_INT, TK_LIT_INT, TK_LIT_INT, TK_LIT_INT);
    expect_tok(L, 4, TK_LIT_INT, "0xff_FFu64", "0xff_FF", "u64");
    expect_tok(L, 8, TK_LIT_INT, "1f32", "1", "f32"); /* an integer with a float suffix, as in rustc */
    expect_tok(L, 12, TK_LIT_INT, "1_i32", "1_", "i32");
    expect_tok(L, 13, TK_LIT_INT, "1abc", "1", "abc"); /* any suffix; the parser validates */
    const u128 want[] = {0, 7, 1000, 0x1F, 0xFFFF, 0777, 0xAA, 1, 1, 0, 1, 12, 1, 1};
    for (uint32_t i = 0; i < ntoks(L); i++) {
        u128 v = 99;
        assert_true(lex_int_value(tok(L, i), &v));
        assert_true(v == want[i]);
    }
    expect_no_diag(L);
    done(L);
}

static void test_integer_values_u128(void **state) {
    (void)state;
    Lexed *L = lex("340282366920938463463374607431768211455 340282366920938463463374607431768211456 "
                   "0xffff_ffff_ffff_ffff_ffff_ffff_ffff_ffff 0x1_0000_0000_0000_0000_0000_0000_0000_0000 "
                   "0o3777777777777777777777777777777777777777777 "
                   "0b11111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111 "
                   "18446744073709551616");
    u128 v, max = ~(u128)0;
    assert_true(lex_int_value(tok(L, 0), &v));
    assert_true(v == max);
    assert_false(lex_int_value(tok(L, 1), &v)); /* overflow */
    assert_true(lex_int_value(tok(L, 2), &v));
    assert_true(v == max);
    assert_false(lex_int_value(tok(L, 3), &v));
    assert_true(lex_int_value(tok(L, 4), &v));
    assert_true(v == max);
    assert_true(lex_int_value(tok(L, 5), &v));
    assert_true(v == max);
    assert_true(lex_int_value(tok(L, 6), &v));
    assert_true(v == (u128)1 << 64);
    expect_no_diag(L);
    done(L);
}

static void test_float_literals(void **state) {
    (void)state;
    Lexed *L = lex("1.0 1e10 1.5E-3_f64 2.0f32 1. 1e+3 1E_3 0.5e-2 3.14_15");
    expect_kinds(L, TK_LIT_FLOAT, TK_LIT_FLOAT, TK_LIT_FLOAT, TK_LIT_FLOAT, TK_LIT_FLOAT, TK_LIT_FLOAT,
                 TK_LIT_FLOAT, TK_LIT_FLOAT, TK_LIT_FLOAT);
    expect_tok(L, 2, TK_LIT_FLOAT, "1.5E-3_f64", "1.5E-3_", "f64");
    expect_tok(L, 3, TK_LIT_FLOAT, "2.0f32", "2.0", "f32");
    expect_tok(L, 4, TK_LIT_FLOAT, "1.", "1.", NULL);
    expect_no_diag(L);
    done(L);
}

/* `1..2`, `1.foo`, `1.e3` and tuple fields `x.0.1`. */
static void test_number_dot_forms(void **state) {
    (void)state;
    Lexed *L = lex("1..2 1.foo() 1.e3 x.0.1 0x1.foo 1._x 1.");
    expect_kinds(L, TK_LIT_INT, TK_DOTDOT, TK_LIT_INT, TK_LIT_INT, TK_DOT, TK_IDENT, TK_LPAREN, TK_RPAREN,
                 TK_LIT_INT, TK_DOT, TK_IDENT, TK_IDENT, TK_DOT, TK_LIT_FLOAT, TK_LIT_INT, TK_DOT, TK_IDENT,
                 TK_LIT_INT, TK_DOT, TK_IDENT, TK_LIT_FLOAT);
    expect_tok(L, 13, TK_LIT_FLOAT, "0.1", "0.1", NULL);
    expect_tok(L, 10, TK_IDENT, "e3", "e3", NULL);
    expect_no_diag(L);
    done(L);
}

static void test_split_float_field(void **state) {
    (void)state;
    Lexed *L = lex("x.0.1 x.2. x.1e3 x.3.4u8 x.0x1.0");
    Token parts[3];
    assert_int_equal(lex_split_float_field(tok(L, 2), parts), 3);
    assert_int_equal(parts[0].kind, TK_LIT_INT);
    assert_string_equal(sym_str(parts[0].sym), "0");
    assert_int_equal(parts[0].span.lo, tok(L, 2)->span.lo);
    assert_int_equal(parts[0].span.hi, tok(L, 2)->span.lo + 1);
    assert_true(parts[0].flags & TF_JOINT);
    assert_int_equal(parts[1].kind, TK_DOT);
    assert_int_equal(parts[2].kind, TK_LIT_INT);
    assert_string_equal(sym_str(parts[2].sym), "1");
    assert_int_equal(parts[2].span.hi, tok(L, 2)->span.hi);
    /* x.2. */
    assert_int_equal(lex_split_float_field(tok(L, 5), parts), 2);
    assert_string_equal(sym_str(parts[0].sym), "2");
    assert_int_equal(parts[1].kind, TK_DOT);
    /* 1e3 is not a field */
    assert_int_equal(lex_split_float_field(tok(L, 8), parts), 0);
    /* 3.4u8: the suffix stays on the last part */
    assert_int_equal(lex_split_float_field(tok(L, 11), parts), 3);
    assert_string_equal(sym_str(parts[2].suffix), "u8");
    /* non-decimal */
    assert_int_equal(lex_split_float_field(tok(L, 14), parts), 0);
    /* not a float */
    assert_int_equal(lex_split_float_field(tok(L, 0), parts), 0);
    done(L);
}

static void test_number_errors(void **state) {
    (void)state;
    Lexed *L = lex("a = 0x; b = 0b12; c = 1e; d = 1e+; e = 0x1.0; f = 0b1e3; g = 0o8; h = 0b;");
    expect_diag(L, "error[E0768]: no valid digits found for number\n --> t.rs:1:5\n");
    expect_diag(L, "error: invalid digit for a base 2 literal\n --> t.rs:1:16\n");
    expect_diag(L, "error: expected at least one digit in exponent\n --> t.rs:1:23\n");
    expect_diag(L, "error: expected at least one digit in exponent\n --> t.rs:1:31\n");
    expect_diag(L, "error: hexadecimal float literal is not supported\n --> t.rs:1:40\n");
    expect_diag(L, "^^^^^\n");
    expect_diag(L, "error: binary float literal is not supported\n --> t.rs:1:51\n");
    expect_diag(L, "error: invalid digit for a base 8 literal\n --> t.rs:1:64\n");
    expect_diag(L, "error[E0768]: no valid digits found for number\n --> t.rs:1:71\n");
    assert_int_equal(count_diag(L, "\nerror"), 7);
    for (uint32_t i = 0; i < ntoks(L); i++)
        if (tok(L, i)->kind == TK_LIT_INT || tok(L, i)->kind == TK_LIT_FLOAT) assert_true(tok(L, i)->flags & TF_ERROR);
    assert_false(fatal(L));
    done(L);
    /* every bad digit is reported */
    L = lex("0b23");
    assert_int_equal(count_diag(L, "invalid digit for a base 2 literal"), 2);
    done(L);
}

/* ------------------------------------------------------------------ */
/* Strings and escapes                                                  */
/* ------------------------------------------------------------------ */

static void expect_str_value(const Token *t, const char *want, size_t wlen) {
    size_t len;
    char *v = lex_str_value(t, &len);
    if (len != wlen || memcmp(v, want, len) != 0) {
        print_error("value of %s: got %zu bytes `%.*s`\n", sym_str(t->sym), len, (int)len, v);
        free(v);
        fail();
    }
    free(v);
}

static void test_char_escapes(void **state) {
    (void)state;
    Lexed *L = lex("'\\n' '\\r' '\\t' '\\\\' '\\0' '\\'' '\\\"' '\\x7f' '\\x41' '\\u{1F600}' '\\u{10_FFFF}' '\\u{0}' "
                   "b'\\xff' b'a' b'\\n' b'\\''");
    const uint32_t want[] = {'\n', '\r', '\t', '\\', 0, '\'', '"', 0x7F, 'A', 0x1F600, 0x10FFFF, 0, 0xFF, 'a', '\n',
                             '\''};
    assert_int_equal(ntoks(L), sizeof want / sizeof *want);
    for (uint32_t i = 0; i < ntoks(L); i++) assert_int_equal(lex_char_value(tok(L, i)), want[i]);
    assert_int_equal(tok(L, 12)->kind, TK_LIT_BYTE);
    expect_no_diag(L);
    done(L);
}

static void test_string_values(void **state) {
    (void)state;
    Lexed *L = lex("\"a\\nb\\t\\\\\\\"\\x41\\u{e9}\" \"x\\\n    y\" \"\\u{1F600}\" b\"\\xff\\x00a\" r\"\\n\" r#\"a\"b\"# "
                   "br##\"x\"#y\"## c\"\\xff\\u{e9}\" cr\"z\" \"s\"suf \"\"");
    expect_kinds(L, TK_LIT_STR, TK_LIT_STR, TK_LIT_STR, TK_LIT_BYTE_STR, TK_LIT_RAW_STR, TK_LIT_RAW_STR,
                 TK_LIT_RAW_BYTE_STR, TK_LIT_C_STR, TK_LIT_RAW_C_STR, TK_LIT_STR, TK_LIT_STR);
    expect_str_value(tok(L, 0), "a\nb\t\\\"A\xC3\xA9", 9);
    expect_str_value(tok(L, 1), "xy", 2); /* line continuation skips the indentation */
    expect_str_value(tok(L, 2), "\xF0\x9F\x98\x80", 4);
    expect_str_value(tok(L, 3), "\xFF\0a", 3);
    expect_str_value(tok(L, 4), "\\n", 2);
    expect_str_value(tok(L, 5), "a\"b", 3);
    expect_str_value(tok(L, 6), "x\"#y", 4);
    expect_str_value(tok(L, 7), "\xFF\xC3\xA9", 3); /* \x is a byte in C strings */
    expect_str_value(tok(L, 8), "z", 1);
    expect_tok(L, 9, TK_LIT_STR, "\"s\"suf", "\"s\"", "suf");
    expect_str_value(tok(L, 10), "", 0);
    expect_tok(L, 5, TK_LIT_RAW_STR, "r#\"a\"b\"#", "r#\"a\"b\"#", NULL);
    expect_no_diag(L);
    done(L);
}

static void test_raw_string_hashes(void **state) {
    (void)state;
    /* 255 hashes are allowed; extra closing hashes are tokens. */
    StrBuf sb = {0};
    sb_putc(&sb, 'r');
    for (int i = 0; i < 255; i++) sb_putc(&sb, '#');
    sb_puts(&sb, "\"x\"");
    for (int i = 0; i < 255; i++) sb_putc(&sb, '#');
    sb_puts(&sb, " r#\"y\"## ");
    Lexed *L = lex(sb_cstr(&sb));
    expect_kinds(L, TK_LIT_RAW_STR, TK_LIT_RAW_STR, TK_POUND);
    expect_str_value(tok(L, 0), "x", 1);
    expect_no_diag(L);
    done(L);
    sb.len = 0;
    sb_putc(&sb, 'r');
    for (int i = 0; i < 256; i++) sb_putc(&sb, '#');
    sb_puts(&sb, "\"x\";");
    L = lex(sb_cstr(&sb));
    expect_diag(L, "error: too many `#` symbols: raw strings may be delimited by up to 255 `#` symbols, but found 256\n"
                   " --> t.rs:1:1\n");
    assert_true(fatal(L));
    done(L);
    sb_free(&sb);
}

static void test_crlf(void **state) {
    (void)state;
    Lexed *L = lex("a\r\nb \"x\r\ny\" r\"p\r\nq\" \"c\\\r\n   d\"\r\n/// doc\r\n");
    expect_kinds(L, TK_IDENT, TK_IDENT, TK_LIT_STR, TK_LIT_RAW_STR, TK_LIT_STR, TK_DOC_COMMENT);
    expect_str_value(tok(L, 2), "x\ny", 3);
    expect_str_value(tok(L, 3), "p\nq", 3);
    expect_str_value(tok(L, 4), "cd", 2);
    assert_string_equal(sym_str(tok(L, 2)->sym), "\"x\ny\"");
    assert_string_equal(sym_str(tok(L, 5)->sym), " doc");
    expect_no_diag(L);
    done(L);
    /* A bare CR in a string is an error; in a raw string too. */
    L = lex("x = \"a\rb\"; y = r\"a\rb\";");
    expect_diag(L, "error: bare CR not allowed in string, use `\\r` instead\n --> t.rs:1:7\n");
    expect_diag(L, "^ help: escape the character: `\\r`");
    expect_diag(L, "error: bare CR not allowed in raw string\n --> t.rs:1:19\n");
    done(L);
}

static void test_escape_errors(void **state) {
    (void)state;
    Lexed *L = lex("a = \"\\q\";");
    expect_diag(L, "error: unknown character escape: `q`\n --> t.rs:1:7\n");
    expect_diag(L, "^ unknown character escape");
    expect_diag(L, "= help: for more information, visit <https://static.rust-lang.org/doc/master/reference.html#literals>");
    expect_diag(L, "help: if you meant to write a literal backslash (perhaps escaping in a regular expression), consider a "
                   "raw string literal");
    assert_true(tok(L, 2)->flags & TF_ERROR);
    assert_false(fatal(L));
    done(L);

    L = lex("a = b\"\\q\"; b = \"\\{\";");
    expect_diag(L, "error: unknown byte escape: `q`\n --> t.rs:1:8\n");
    expect_diag(L, "error: unknown character escape: `{`\n --> t.rs:1:18\n");
    expect_diag(L, "= help: if used in a formatting string, curly braces are escaped with `{{` and `}}`");
    assert_int_equal(count_diag(L, "raw string literal"), 0);
    done(L);

    L = lex("a = \"\\x80\"; b = \"\\x1\"; c = \"\\xZZ\"; d = b\"\\u{41}\";");
    expect_diag(L, "error: out of range hex escape\n --> t.rs:1:6\n");
    expect_diag(L, "^^^^ must be a character in the range [\\x00-\\x7f]");
    expect_diag(L, "error: numeric character escape is too short\n --> t.rs:1:18\n");
    expect_diag(L, "error: invalid character in numeric character escape: `Z`\n --> t.rs:1:31\n");
    expect_diag(L, "^ invalid character in numeric character escape");
    expect_diag(L, "error: unicode escape in byte string\n --> t.rs:1:42\n");
    done(L);

    L = lex("a = \"\\u{}\"; b = \"\\u{110000}\"; c = \"\\u{D800}\"; d = \"\\u{1234567}\";");
    expect_diag(L, "error: empty unicode escape\n --> t.rs:1:6\n");
    expect_diag(L, "^^^^ this escape must have at least 1 hex digit");
    expect_diag(L, "error: invalid unicode character escape\n --> t.rs:1:18\n");
    expect_diag(L, "^^^^^^^^^^ invalid escape");
    expect_diag(L, "= help: unicode escape must be at most 10FFFF");
    expect_diag(L, "error: invalid unicode character escape\n --> t.rs:1:36\n");
    expect_diag(L, "= help: unicode escape must not be a surrogate");
    expect_diag(L, "error: overlong unicode escape\n --> t.rs:1:52\n");
    expect_diag(L, "^^^^^^^^^^^ must have at most 6 hex digits");
    done(L);

    L = lex("a = \"\\u41\"; b = \"\\u{12\"; c = \"\\u{_1}\"; d = \"\\u{xyz}\"; e = \"\\u\";");
    expect_diag(L, "error: incorrect unicode escape sequence\n --> t.rs:1:6\n");
    expect_diag(L, "help: format of unicode escape sequences uses braces: `\\u{41}`");
    expect_diag(L, "error: unterminated unicode escape\n --> t.rs:1:18\n");
    expect_diag(L, "^^^^^ missing a closing `}`");
    expect_diag(L, "help: terminate the unicode escape");
    expect_diag(L, "error: invalid start of unicode escape: `_`\n --> t.rs:1:34\n");
    expect_diag(L, "error: invalid character in unicode escape: `x`\n --> t.rs:1:48\n");
    expect_diag(L, "^^ incorrect unicode escape sequence");
    expect_diag(L, "= help: format of unicode escape sequences is `\\u{...}`");
    done(L);

    L = lex("a = '\\x80'; b = b\"\\xff\"; c = b\"\xC3\xA9\"; d = br\"\xC3\xA9\"; e = c\"a\\0\"; f = cr\"\\0\";");
    expect_diag(L, "error: out of range hex escape\n --> t.rs:1:6\n");
    expect_diag(L, "error: non-ASCII character in byte constant\n --> t.rs:1:32\n");
    expect_diag(L, "error: raw byte string must be ASCII\n --> t.rs:1:43\n");
    expect_diag(L, "^ must be ASCII");
    expect_diag(L, "error: null characters in C string literals are not supported\n --> t.rs:1:54\n");
    assert_int_equal(count_diag(L, "\nerror"), 3); /* \xff in a byte string and \0 in a raw C string are fine */
    done(L);
}

static void test_escape_warnings(void **state) {
    (void)state;
    Lexed *L = lex("a = \"x\\\n   \xC2\xA0y\"; b = \"x\\\n\n  y\";");
    expect_diag(L, "warning: non-ASCII whitespace symbol '\\u{a0}' is not skipped\n --> t.rs:1:7\n");
    expect_diag(L, "warning: multiple lines skipped by escaped newline\n --> t.rs:2:15\n");
    expect_diag(L, "skipping everything up to and including this point");
    assert_true(L->ok); /* warnings only */
    assert_int_equal(L->dc.nwarnings, 2);
    expect_str_value(tok(L, 2), "x\xC2\xA0y", 4);
    done(L);
}

static void test_unterminated_strings(void **state) {
    (void)state;
    Lexed *L = lex("x = \"abc; }\n");
    expect_diag(L, "error[E0765]: unterminated double quote string\n --> t.rs:1:5\n");
    expect_diag(L, "^^^^^^^^\n");
    assert_true(fatal(L));
    expect_kinds(L, TK_IDENT, TK_EQ, TK_LIT_STR);
    assert_true(tok(L, 2)->flags & TF_ERROR);
    done(L);

    L = lex("{ x = b\"abc; }");
    expect_diag(L, "error[E0766]: unterminated double quote byte string\n --> t.rs:1:8\n");
    assert_int_equal(count_diag(L, "error"), 1); /* no unclosed-delimiter error after a fatal one */
    expect_kinds(L, TK_LBRACE, TK_IDENT, TK_EQ, TK_LIT_BYTE_STR, TK_RBRACE);
    done(L);

    L = lex("x = c\"abc;");
    expect_diag(L, "error[E0767]: unterminated C string\n --> t.rs:1:6\n");
    done(L);

    L = lex("a = r##\"abc\"# ;");
    expect_diag(L, "error[E0748]: unterminated raw string\n --> t.rs:1:5\n");
    expect_diag(L, "^       - help: consider terminating the string here: `##`");
    expect_diag(L, "unterminated raw string");
    expect_diag(L, "= note: this raw string should be terminated with `\"##`");
    assert_true(fatal(L));
    done(L);

    L = lex("a = r#~;");
    expect_diag(L, "error: found invalid character; only `#` is allowed in raw string delimitation: ~\n --> t.rs:1:5\n");
    expect_diag(L, "^^^\n");
    done(L);
}

/* ------------------------------------------------------------------ */
/* Comments                                                             */
/* ------------------------------------------------------------------ */

static void test_comments_and_docs(void **state) {
    (void)state;
    Lexed *L = lex("// plain\n/// outer\n//// plain\n//! inner\n/* a /* nested */ b */ x\n/** block */ /*! iblock */ "
                   "/***/ /**/ /*** plain */ /*!*/ ///\n");
    expect_kinds(L, TK_DOC_COMMENT, TK_DOC_COMMENT, TK_IDENT, TK_DOC_COMMENT, TK_DOC_COMMENT, TK_DOC_COMMENT,
                 TK_DOC_COMMENT);
    expect_tok(L, 0, TK_DOC_COMMENT, "/// outer", " outer", NULL);
    assert_int_equal(tok(L, 0)->flags & (TF_DOC_INNER | TF_DOC_BLOCK), 0);
    expect_tok(L, 1, TK_DOC_COMMENT, "//! inner", " inner", NULL);
    assert_int_equal(tok(L, 1)->flags & (TF_DOC_INNER | TF_DOC_BLOCK), TF_DOC_INNER);
    expect_tok(L, 3, TK_DOC_COMMENT, "/** block */", " block ", NULL);
    assert_int_equal(tok(L, 3)->flags & (TF_DOC_INNER | TF_DOC_BLOCK), TF_DOC_BLOCK);
    expect_tok(L, 4, TK_DOC_COMMENT, "/*! iblock */", " iblock ", NULL);
    assert_int_equal(tok(L, 4)->flags & (TF_DOC_INNER | TF_DOC_BLOCK), TF_DOC_INNER | TF_DOC_BLOCK);
    expect_tok(L, 5, TK_DOC_COMMENT, "/*!*/", "", NULL);
    expect_tok(L, 6, TK_DOC_COMMENT, "///", "", NULL);
    expect_no_diag(L);
    done(L);

    /* keep_docs = false drops them */
    SourceMap sm;
    sm_init(&sm);
    SourceFile *f = sm_add_file(&sm, "t.rs", xstrdup("/// d\nx /** e */"), 16);
    TokenVec v = {0};
    LexOptions o = {.edition = ED_2021, .keep_docs = false};
    assert_true(lex_file(f, &o, NULL, &v));
    assert_int_equal(v.len, 2);
    assert_int_equal(v.data[0].kind, TK_IDENT);
    vec_free(&v);
    sm_free(&sm);
}

static void test_doc_bare_cr(void **state) {
    (void)state;
    Lexed *L = lex("/// a\rb\nfn f() {}\n/** c\r */\n");
    expect_diag(L, "error: bare CR not allowed in doc-comment\n --> t.rs:1:6\n");
    expect_diag(L, "error: bare CR not allowed in block doc-comment\n --> t.rs:3:6\n");
    assert_true(tok(L, 0)->flags & TF_ERROR);
    assert_false(fatal(L));
    done(L);
}

static void test_unterminated_block_comment(void **state) {
    (void)state;
    Lexed *L = lex("fn f() { /* a /* b */ \n");
    expect_diag(L, "error[E0758]: unterminated block comment\n --> t.rs:1:10\n");
    expect_diag(L, "unterminated block comment");
    expect_diag(L, "...as last nested comment starts here, maybe you want to close this instead?");
    expect_diag(L, "...and last nested comment terminates here.");
    assert_true(fatal(L));
    assert_int_equal(count_diag(L, "unclosed delimiter"), 0);
    done(L);
    L = lex("/** doc");
    expect_diag(L, "error[E0758]: unterminated block doc-comment\n --> t.rs:1:1\n");
    expect_kinds(L, TK_DOC_COMMENT);
    done(L);
}

/* ------------------------------------------------------------------ */
/* Start of file                                                        */
/* ------------------------------------------------------------------ */

static void test_shebang_and_bom(void **state) {
    (void)state;
    Lexed *L = lex("#!/usr/bin/env run-cargo-script\nfn");
    expect_kinds(L, TK_IDENT);
    done(L);
    L = lex("#![allow(x)]");
    expect_kinds(L, TK_POUND, TK_NOT, TK_LBRACKET, TK_IDENT, TK_LPAREN, TK_IDENT, TK_RPAREN, TK_RBRACKET);
    done(L);
    L = lex("#! /* c */ // d\n [x]");
    expect_kinds(L, TK_POUND, TK_NOT, TK_LBRACKET, TK_IDENT, TK_RBRACKET);
    done(L);
    L = lex("#! ///doc\n[x]"); /* a doc comment is a token: shebang */
    expect_kinds(L, TK_LBRACKET, TK_IDENT, TK_RBRACKET);
    done(L);
    L = lex("\xEF\xBB\xBF#!shebang\nx");
    expect_kinds(L, TK_IDENT);
    assert_int_equal(tok(L, 0)->span.lo - L->f->start, 13);
    expect_no_diag(L);
    done(L);
    L = lex("\n#!x"); /* only at the very start */
    expect_kinds(L, TK_POUND, TK_NOT, TK_IDENT);
    done(L);
}

static void test_lex_string(void **state) {
    (void)state;
    TokenVec v = {0};
    LexOptions o = {.edition = ED_2021, .keep_docs = true};
    /* no BOM/shebang handling, spans from base, a slice not NUL-terminated */
    const char src[] = "#!x + 1.0e";
    assert_false(lex_string(src, 10, 1000, &o, NULL, &v)); /* `1.0e`: an error, not reported (no dc) */
    vec_clear(&v);
    assert_true(lex_string(src, 9, 1000, &o, NULL, &v)); /* `1.0` */
    assert_int_equal(v.len, 6);
    assert_int_equal(v.data[0].kind, TK_POUND);
    assert_int_equal(v.data[0].span.lo, 1000);
    assert_int_equal(v.data[4].kind, TK_LIT_FLOAT);
    assert_int_equal(v.data[4].span.lo, 1006);
    assert_int_equal(v.data[4].span.hi, 1009);
    assert_int_equal(v.data[5].kind, TK_EOF);
    vec_free(&v);
}

/* ------------------------------------------------------------------ */
/* Editions and reserved prefixes                                       */
/* ------------------------------------------------------------------ */

static void test_prefixes_and_c_strings(void **state) {
    (void)state;
    Lexed *L = lex_ed("c\"x\" cr\"y\" foo#bar k'a' rb\"z\"", ED_2018);
    expect_kinds(L, TK_IDENT, TK_LIT_STR, TK_IDENT, TK_LIT_STR, TK_IDENT, TK_POUND, TK_IDENT, TK_IDENT, TK_LIT_CHAR,
                 TK_IDENT, TK_LIT_STR);
    expect_no_diag(L);
    done(L);

    L = lex_ed("c\"x\" cr\"y\" foo#bar k'a' rb\"z\"", ED_2021);
    expect_kinds(L, TK_LIT_C_STR, TK_LIT_RAW_C_STR, TK_IDENT, TK_POUND, TK_IDENT, TK_IDENT, TK_LIT_CHAR, TK_IDENT,
                 TK_LIT_STR);
    expect_diag(L, "error: prefix `foo` is unknown\n --> t.rs:1:12\n");
    expect_diag(L, "^^^ unknown prefix");
    expect_diag(L, "= note: prefixed identifiers and literals are reserved since Rust 2021");
    expect_diag(L, "help: consider inserting whitespace here");
    expect_diag(L, "error: prefix `k` is unknown\n --> t.rs:1:20\n");
    expect_diag(L, "error: prefix `rb` is unknown\n --> t.rs:1:25\n");
    expect_diag(L, "help: use `br` for a raw byte string");
    assert_false(fatal(L));
    done(L);

    /* r#ident and b'x' are not prefixes */
    L = lex_ed("r#x\"s\" b'x' br\"y\" _\"z\"", ED_2021);
    expect_kinds(L, TK_IDENT, TK_LIT_STR, TK_LIT_BYTE, TK_LIT_RAW_BYTE_STR, TK_IDENT, TK_LIT_STR);
    expect_diag(L, "error: prefix `_` is unknown");
    assert_int_equal(count_diag(L, "is unknown"), 1);
    done(L);
}

static void test_edition_names(void **state) {
    (void)state;
    Edition e;
    assert_true(edition_parse("2015", &e) && e == ED_2015);
    assert_true(edition_parse("2018", &e) && e == ED_2018);
    assert_true(edition_parse("2021", &e) && e == ED_2021);
    assert_true(edition_parse("2024", &e) && e == ED_2024);
    assert_false(edition_parse("2019", &e));
    assert_false(edition_parse("", &e));
    assert_string_equal(edition_str(ED_2018), "2018");
    assert_string_equal(tok_kind_str(TK_SHREQ), ">>=");
    assert_string_equal(tok_kind_str(TK_IDENT), "identifier");
    assert_string_equal(tok_kind_str(TK_LIT_RAW_BYTE_STR), "raw byte string literal");
}

/* ------------------------------------------------------------------ */
/* Unknown characters                                                   */
/* ------------------------------------------------------------------ */

static void test_unknown_characters(void **state) {
    (void)state;
    Lexed *L = lex("a \xE2\x82\xAC b \\ c \x01 d `");
    expect_kinds(L, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT);
    expect_diag(L, "error: unknown start of token: \\u{20ac}\n --> t.rs:1:3\n");
    expect_diag(L, "error: unknown start of token: \\\n --> t.rs:1:7\n");
    expect_diag(L, "error: unknown start of token: \\u{1}\n --> t.rs:1:11\n");
    expect_diag(L, "error: unknown start of token: `\n --> t.rs:1:15\n");
    assert_int_equal(count_diag(L, "looks like"), 0);
    assert_false(fatal(L));
    done(L);
}

static void test_confusables(void **state) {
    (void)state;
    /* ’ has no token; − becomes `-`; （） become delimiters; ＿ becomes `_`. */
    Lexed *L = lex("a \xE2\x80\x99 1 \xE2\x88\x92 2 f\xEF\xBC\x88\xEF\xBC\x89 \xEF\xBC\xBF");
    expect_kinds(L, TK_IDENT, TK_LIT_INT, TK_MINUS, TK_LIT_INT, TK_IDENT, TK_LPAREN, TK_RPAREN, TK_IDENT);
    assert_true(tok(L, 2)->flags & TF_ERROR);
    assert_int_equal(tok(L, 7)->sym, SYM_underscore);
    expect_diag(L, "error: unknown start of token: \\u{2019}\n --> t.rs:1:3\n");
    expect_diag(L, "help: Unicode character '\xE2\x80\x99' (Right Single Quotation Mark) looks like ''' (Single Quote), "
                   "but it is not");
    expect_diag(L, "help: Unicode character '\xE2\x88\x92' (Minus Sign) looks like '-' (Minus/Hyphen), but it is not");
    expect_diag(L, "(Fullwidth Left Parenthesis) looks like '(' (Left Parenthesis)");
    expect_diag(L, "(Fullwidth Low Line) looks like '_' (Underscore)");
    done(L);

    L = lex("x = \xE2\x80\x9Cs\xE2\x80\x9D;");
    expect_diag(L, "help: Unicode characters '\xE2\x80\x9C' (Left Double Quotation Mark) and '\xE2\x80\x9D' (Right "
                   "Double Quotation Mark) look like '\"' (Quotation Mark), but are not");
    expect_diag(L, "help: Unicode character '\xE2\x80\x9D' (Right Double Quotation Mark) looks like '\"' (Quotation Mark)");
    expect_kinds(L, TK_IDENT, TK_EQ, TK_IDENT, TK_SEMI);
    done(L);

    L = lex("1\xC2\xA0" "2"); /* no-break space */
    expect_diag(L, "help: Unicode character '\xC2\xA0' (No-Break Space) looks like ' ' (Space), but it is not");
    done(L);

    /* Pattern_White_Space beyond ASCII is whitespace. */
    L = lex("a\xC2\x85" "b\xE2\x80\x8E" "c\xE2\x80\xA8" "d");
    expect_kinds(L, TK_IDENT, TK_IDENT, TK_IDENT, TK_IDENT);
    expect_no_diag(L);
    done(L);
}

/* ------------------------------------------------------------------ */
/* Delimiters                                                           */
/* ------------------------------------------------------------------ */

static void check_balanced(const Lexed *L) {
    uint32_t n = L->toks.len;
    uint32_t *m = xmalloc(n * sizeof *m);
    lex_match_delims(L->toks.data, n, m);
    for (uint32_t i = 0; i < n; i++) {
        TokenKind k = tok(L, i)->kind;
        if (tok_is_open_delim(k) || tok_is_close_delim(k)) {
            assert_true(m[i] != UINT32_MAX);
            assert_int_equal(m[m[i]], i);
            assert_int_equal(lex_find_match(L->toks.data, n, i), m[i]);
            TokenKind o = tok_is_open_delim(k) ? k : tok(L, m[i])->kind;
            TokenKind c = tok_is_open_delim(k) ? tok(L, m[i])->kind : k;
            assert_int_equal(tok_closer_of(o), c);
        } else {
            assert_int_equal(m[i], UINT32_MAX);
            assert_int_equal(lex_find_match(L->toks.data, n, i), UINT32_MAX);
        }
    }
    free(m);
}

static void test_delimiters_balanced(void **state) {
    (void)state;
    Lexed *L = lex("f(a[1], {b}) ()");
    check_balanced(L);
    uint32_t m[16];
    lex_match_delims(L->toks.data, L->toks.len, m);
    assert_int_equal(m[1], 10);
    assert_int_equal(m[3], 5);
    assert_int_equal(m[7], 9);
    assert_int_equal(m[11], 12);
    expect_no_diag(L);
    done(L);
}

static void test_unclosed_delimiter(void **state) {
    (void)state;
    Lexed *L = lex("fn f() {\n    if x {\n    let y = (1;\n}\n");
    expect_diag(L, "error: this file contains an unclosed delimiter\n --> t.rs:4:3\n");
    expect_diag(L, "- unclosed delimiter");
    expect_diag(L, "- this delimiter might not be properly closed...");
    expect_diag(L, "...as it matches this but it has different indentation");
    /* The `}` closes `(` in rustc's place (inserted `)`), then `if x {`;
     * the fn body gets a closer at EOF. */
    check_balanced(L);
    uint32_t n = ntoks(L);
    assert_int_equal(tok(L, n - 1)->kind, TK_RBRACE);
    assert_true(tok(L, n - 1)->flags & TF_ERROR);
    assert_int_equal(tok(L, n - 1)->span.lo, tok(L, n)->span.lo); /* at EOF */
    assert_false(fatal(L));
    /* the mismatch is reported after the unclosed error */
    expect_diag(L, "error: mismatched closing delimiter: `}`\n --> t.rs:3:13\n");
    assert_true(strstr(L->diag, "unclosed delimiter\n") < strstr(L->diag, "mismatched closing"));
    done(L);

    L = lex("fn f() { if x { (");
    expect_diag(L, "error: this file contains an unclosed delimiter\n --> t.rs:1:18\n");
    assert_int_equal(count_diag(L, "unclosed delimiter"), 4); /* the message and three labels */
    check_balanced(L);
    expect_kinds(L, TK_IDENT, TK_IDENT, TK_LPAREN, TK_RPAREN, TK_LBRACE, TK_IDENT, TK_IDENT, TK_LBRACE, TK_LPAREN,
                 TK_RPAREN, TK_RBRACE, TK_RBRACE);
    done(L);
}

static void test_mismatched_delimiter(void **state) {
    (void)state;
    /* `]` matches no open delimiter: it closes `(` in its place. */
    Lexed *L = lex_deferred("fn f() { let x = (1];\n}");
    check_balanced(L);
    expect_kinds(L, TK_IDENT, TK_IDENT, TK_LPAREN, TK_RPAREN, TK_LBRACE, TK_IDENT, TK_IDENT, TK_EQ, TK_LPAREN,
                 TK_LIT_INT, TK_RPAREN, TK_SEMI, TK_RBRACE);
    assert_true(tok(L, 10)->flags & TF_ERROR);
    assert_string_equal(text(L, 10), "]");
    assert_int_equal(L->diaglen, 0); /* deferred */
    assert_false(L->ok);
    assert_int_equal(L->unmatched.len, 1);
    LexUnmatched u = L->unmatched.data[0];
    assert_int_equal(u.found, TK_RBRACKET);
    assert_int_equal(u.expected, TK_RPAREN);
    lex_report_unmatched(&L->dc, &u);
    fflush(L->mem);
    expect_diag(L, "error: mismatched closing delimiter: `]`\n --> t.rs:1:18\n");
    expect_diag(L, "^ ^ mismatched closing delimiter");
    expect_diag(L, "unclosed delimiter");
    done(L);

    /* `}` matches the outer `{`: `[` gets a closer of its own, `}` stays. */
    L = lex("fn f() { let x = [1; }\n");
    check_balanced(L);
    expect_kinds(L, TK_IDENT, TK_IDENT, TK_LPAREN, TK_RPAREN, TK_LBRACE, TK_IDENT, TK_IDENT, TK_EQ, TK_LBRACKET,
                 TK_LIT_INT, TK_SEMI, TK_RBRACKET, TK_RBRACE);
    assert_true(tok(L, 11)->flags & TF_ERROR);
    assert_false(tok(L, 12)->flags & TF_ERROR);
    assert_int_equal(tok(L, 11)->span.lo, tok(L, 12)->span.lo);
    expect_diag(L, "error: mismatched closing delimiter: `}`\n --> t.rs:1:18\n");
    expect_diag(L, "closing delimiter possibly meant for this");
    assert_int_equal(count_diag(L, "this file contains"), 0);
    done(L);
}

static void test_unexpected_closing_delimiter(void **state) {
    (void)state;
    Lexed *L = lex("fn f() {} }\nfn g() { \"\\q\" }");
    expect_diag(L, "error: unexpected closing delimiter: `}`\n --> t.rs:1:11\n");
    expect_diag(L, "-- ^ unexpected closing delimiter");
    expect_diag(L, "block is empty, you might have not meant to close it");
    assert_true(fatal(L));
    assert_int_equal(count_diag(L, "\nerror"), 0); /* one error; nothing after it */
    check_balanced(L);
    done(L);

    L = lex("fn f() {\n    if x {\n    }\n    }\n}\n");
    expect_diag(L, "error: unexpected closing delimiter: `}`\n --> t.rs:5:1\n");
    expect_diag(L, "- this opening brace...");
    expect_diag(L, "- ...matches this closing brace");
    done(L);

    /* Mismatches seen before come with it, even when deferred. */
    L = lex_deferred("fn f() {\n    let a = [1, (2, 3];\n    }\n}\n");
    expect_diag(L, "error: unexpected closing delimiter: `}`\n --> t.rs:4:1\n");
    expect_diag(L, "error: mismatched closing delimiter: `]`\n --> t.rs:2:17\n");
    assert_int_equal(L->unmatched.len, 0);
    done(L);
}

/* ------------------------------------------------------------------ */
/* A larger text: every token kind once, no errors                      */
/* ------------------------------------------------------------------ */

static void test_all_kinds(void **state) {
    (void)state;
    Lexed *L = lex("//! crate doc\n#![no_std]\n/// item doc\npub fn f<'a>(x: &'a [u8]) -> Option<u32> {\n"
                   "    let s = \"s\"; let r = r#\"r\"#; let b = b\"b\"; let rb = br\"rb\"; let c = c\"c\";\n"
                   "    let rc = cr\"rc\"; let ch = 'c'; let by = b'b'; let f = 1.5; let i = 0x10u32;\n"
                   "    $crate::m!(@x ~ ? % ^); x?.0 .. 1 ..= 2; a <- b; a && b || !c; None\n}\n");
    bool seen[TK__COUNT] = {0};
    for (uint32_t i = 0; i < L->toks.len; i++) seen[tok(L, i)->kind] = true;
    const TokenKind need[] = {TK_EOF, TK_IDENT, TK_LIFETIME, TK_LIT_INT, TK_LIT_FLOAT, TK_LIT_CHAR, TK_LIT_BYTE,
                              TK_LIT_STR, TK_LIT_RAW_STR, TK_LIT_BYTE_STR, TK_LIT_RAW_BYTE_STR, TK_LIT_C_STR,
                              TK_LIT_RAW_C_STR, TK_DOC_COMMENT, TK_LARROW, TK_DOTDOTEQ, TK_DOLLAR};
    for (size_t i = 0; i < sizeof need / sizeof *need; i++) {
        if (!seen[need[i]]) {
            print_error("no %s token\n", tok_kind_str(need[i]));
            fail();
        }
    }
    check_balanced(L);
    expect_no_diag(L);
    done(L);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_punctuation),
        cmocka_unit_test(test_glued_longest_match),
        cmocka_unit_test(test_joint),
        cmocka_unit_test(test_identifiers),
        cmocka_unit_test(test_raw_identifier_errors),
        cmocka_unit_test(test_keywords_by_edition),
        cmocka_unit_test(test_unicode_identifiers),
        cmocka_unit_test(test_emoji_identifiers),
        cmocka_unit_test(test_lifetimes_and_chars),
        cmocka_unit_test(test_char_literal_errors),
        cmocka_unit_test(test_unterminated_char),
        cmocka_unit_test(test_integer_literals),
        cmocka_unit_test(test_integer_values_u128),
        cmocka_unit_test(test_float_literals),
        cmocka_unit_test(test_number_dot_forms),
        cmocka_unit_test(test_split_float_field),
        cmocka_unit_test(test_number_errors),
        cmocka_unit_test(test_char_escapes),
        cmocka_unit_test(test_string_values),
        cmocka_unit_test(test_raw_string_hashes),
        cmocka_unit_test(test_crlf),
        cmocka_unit_test(test_escape_errors),
        cmocka_unit_test(test_escape_warnings),
        cmocka_unit_test(test_unterminated_strings),
        cmocka_unit_test(test_comments_and_docs),
        cmocka_unit_test(test_doc_bare_cr),
        cmocka_unit_test(test_unterminated_block_comment),
        cmocka_unit_test(test_shebang_and_bom),
        cmocka_unit_test(test_lex_string),
        cmocka_unit_test(test_prefixes_and_c_strings),
        cmocka_unit_test(test_edition_names),
        cmocka_unit_test(test_unknown_characters),
        cmocka_unit_test(test_confusables),
        cmocka_unit_test(test_delimiters_balanced),
        cmocka_unit_test(test_unclosed_delimiter),
        cmocka_unit_test(test_mismatched_delimiter),
        cmocka_unit_test(test_unexpected_closing_delimiter),
        cmocka_unit_test(test_all_kinds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
