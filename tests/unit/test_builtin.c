/* test_builtin.c — the small built-in macros (src/expand/builtin.c), the
 * built-in attribute macros (builtin_attr.c) and the built-in attribute
 * table (attr_table.c), called directly.
 *
 * Each case parses a source text, finds its first macro call (or the
 * first item with an attribute), sets up the invocation as the expander
 * would (an expansion with call-site, def-site and mixed-site contexts),
 * runs the built-in and checks its output tokens and diagnostics. A small
 * eager-expansion hook expands built-in calls among the arguments, as the
 * expander's does. Expected values and messages are rustc 1.63's (taken
 * from `rustc -Zunpretty=expanded`, from running programs, and from its
 * diagnostics); several renderings are compared whole.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <sys/stat.h>
#include <unistd.h>

#include "expand_fixture.h"

/* ------------------------------------------------------------------ */
/* Fixture                                                             */
/* ------------------------------------------------------------------ */

typedef ExpandFixture T;

static Expr *test_eager(ExpandCtx *ex, const MacInvoc *inv, Expr *e);

static T *t_new_ed(Edition ed) {
    T *t = fx_new(ed);
    cfgset_add(&t->cs, sym_cstr("unix"), 0);
    cfgset_add(&t->cs, sym_cstr("target_os"), sym_cstr("linux"));
    t->ex.expand_expr_now = test_eager;
    t->ex.driver = t;
    return t;
}

static T *t_new(void) { return t_new_ed(ED_2021); }

/* The first macro call of a crate. */
typedef struct FindMac {
    MacCall *mac;
} FindMac;
static void find_mac_cb(AstVisitor *v, MacCall *m) {
    FindMac *f = v->ctx;
    if (!f->mac) f->mac = m;
}

/* Sets up an invocation of `mac` as the expander would. */
static void make_invoc(T *t, MacInvoc *inv, const MacCall *mac, FragKind kind, uint32_t call_ctxt) {
    memset(inv, 0, sizeof *inv);
    Symbol name = mac->path.segs[mac->path.nsegs - 1].ident.name;
    ExpnData d = {.kind = EXPN_MACRO_BANG,
                  .macro_name = name,
                  .call_site = mac->span,
                  .call_ctxt = call_ctxt,
                  .edition = ED_2021,
                  .is_builtin = true};
    inv->kind = kind;
    inv->mac = mac;
    inv->span = mac->span;
    inv->expn = hyg_new_expn(&t->hyg, &d);
    inv->call_site = hyg_apply_mark(&t->hyg, call_ctxt, inv->expn, TRANSP_TRANSPARENT);
    inv->def_site = hyg_apply_mark(&t->hyg, call_ctxt, inv->expn, TRANSP_OPAQUE);
    inv->mixed_site = hyg_apply_mark(&t->hyg, call_ctxt, inv->expn, TRANSP_SEMI_TRANSPARENT);
    inv->module_path = sym_cstr("t::m");
    inv->edition = t->ps.edition;
}

/* Runs the built-in named by the call's last path segment. */
static bool run_builtin(T *t, const MacInvoc *inv, MacOutput *out) {
    Symbol name = inv->mac->path.segs[inv->mac->path.nsegs - 1].ident.name;
    const BuiltinMacro *bm = builtin_macro_lookup(name);
    assert_non_null(bm);
    assert_int_equal(bm->kind, BUILTIN_BANG);
    memset(out, 0, sizeof *out);
    tb_init(&out->tb, inv->span, inv->call_site);
    return ((BuiltinBangFn)bm->fn)(&t->ex, inv, out);
}

/* The test's eager expansion: built-in calls among the arguments. */
static Expr *test_eager(ExpandCtx *ex, const MacInvoc *inv, Expr *e) {
    (void)inv;
    if (e->kind != EXPR_MAC_CALL) return e;
    T *t = ex->driver;
    MacInvoc sub;
    MacOutput out;
    make_invoc(t, &sub, &e->mac, FRAG_EXPR, 0);
    bool ok = run_builtin(t, &sub, &out) && !out.failed;
    Expr *r = NULL;
    if (ok) r = parse_expr_tokens(ex->ps, tb_finish(&out.tb, ex->ps->arena));
    tb_free(&out.tb);
    if (!r) {
        r = ARENA_NEW(ex->ps->arena, Expr);
        r->kind = EXPR_ERR;
        r->span = e->span;
    }
    return r;
}

/* Parses `src` (file `name`), finds its first macro call and runs it as
 * `kind`. Returns the built-in's result. */
static bool t_run_named(T *t, const char *name, const char *src, FragKind kind) {
    fx_parse_named(t, name, src);
    FindMac f = {0};
    AstVisitor v = {.ctx = &f, .mac = find_mac_cb};
    ast_walk_crate(&v, t->crate);
    assert_non_null(f.mac);
    make_invoc(t, &t->inv, f.mac, kind, 0);
    return run_builtin(t, &t->inv, &t->out);
}

static bool t_run(T *t, const char *src) { return t_run_named(t, "t.rs", src, FRAG_EXPR); }

/* The output tokens as text, one space between tokens; invisible
 * delimiters as ⟦ ⟧. */
static char *out_text(T *t) {
    StrBuf sb = {0};
    char buf[512];
    for (uint32_t i = 0; i < t->out.tb.toks.len; i++) {
        if (i) sb_putc(&sb, ' ');
        const Token *tok = &t->out.tb.toks.data[i];
        if (tok->kind == TK_OPEN_INVIS) sb_puts(&sb, "⟦");
        else if (tok->kind == TK_CLOSE_INVIS) sb_puts(&sb, "⟧");
        else sb_puts(&sb, tok_text(tok, buf, sizeof buf));
    }
    char *s = xstrdup(sb.data ? sb_cstr(&sb) : "");
    sb_free(&sb);
    return s;
}

static void expect_text(T *t, const char *want) {
    char *s = out_text(t);
    if (strcmp(s, want) != 0) fprintf(stderr, "output: %s\nwanted: %s\n", s, want);
    assert_string_equal(s, want);
    free(s);
}

/* The output must be one (byte) string literal: its value (malloc'd). */
static char *out_str(T *t, size_t *len) {
    assert_false(t->out.failed);
    assert_int_equal(t->out.tb.toks.len, 1);
    const Token *tok = &t->out.tb.toks.data[0];
    assert_true(tok->kind == TK_LIT_STR || tok->kind == TK_LIT_BYTE_STR);
    size_t n = 0;
    char *v = lex_str_value(tok, &n);
    if (len) *len = n;
    return v;
}

static void expect_str(T *t, const char *want) {
    char *v = out_str(t, NULL);
    if (strcmp(v, want) != 0) fprintf(stderr, "value: [%s]\nwanted: [%s]\n", v, want);
    assert_string_equal(v, want);
    free(v);
}

/* The whole rendering of the diagnostics so far must equal `want`. */
static void expect_render(T *t, const char *want) {
    const char *d = fx_diags(t);
    if (strcmp(d, want) != 0) fprintf(stderr, "rendered:\n%s\nwanted:\n%s\n", d, want);
    assert_string_equal(d, want);
}

/* ------------------------------------------------------------------ */
/* concat!                                                             */
/* ------------------------------------------------------------------ */

static void test_concat_values(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run(t, "concat!(\"a\", 'b', 1, 2u8, 1.5, 2e3, true, false, 1.0f32, 1_000, 0x10, \"\\n\", 'é', 1_0.5, 7f64,);"));
    expect_str(t, "ab121.52e3truefalse1.0100016\né10.57");
    /* def-site hygiene on the literal */
    assert_int_equal(t->out.tb.toks.data[0].ctxt, t->inv.def_site);
    fx_expect_no_errors(t);
    fx_free(t);

    t = t_new();
    assert_true(t_run(t, "concat!();"));
    expect_str(t, "");
    fx_free(t);

    /* Eager expansion of the arguments. */
    t = t_new();
    assert_true(t_run(t, "concat!(stringify!(a + b), \"-\", concat!(1, 2), line!());"));
    expect_str(t, "a + b-121");
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_concat_errors(void **state) {
    (void)state;
    T *t = t_new();
    assert_false(t_run_named(t, "e2.rs", "fn main() {\n    let _ = concat!(x, 1 + 1, y);\n}\n", FRAG_EXPR));
    assert_true(t->out.failed);
    expect_render(t, "error: expected a literal\n"
                     " --> e2.rs:2:21\n"
                     "  |\n"
                     "2 |     let _ = concat!(x, 1 + 1, y);\n"
                     "  |                     ^  ^^^^^  ^\n"
                     "  |\n"
                     "  = note: only literals (like `\"foo\"`, `42` and `3.14`) can be passed to `concat!()`\n"
                     "\n");
    fx_free(t);

    /* Byte literals are an error, but the rest still concatenates. */
    t = t_new();
    assert_true(t_run(t, "concat!(b\"a\", \"x\", b'c');"));
    expect_str(t, "x");
    assert_int_equal(t->dc.nerrors, 2);
    fx_expect_diag(t, "error: cannot concatenate a byte string literal");
    fx_free(t);

    t = t_new();
    assert_false(t_run_named(t, "e.rs", "fn main() {\n    let _ = concat!(\"a\" \"b\");\n}\n", FRAG_EXPR));
    expect_render(t, "error: expected token: `,`\n"
                     " --> e.rs:2:13\n"
                     "  |\n"
                     "2 |     let _ = concat!(\"a\" \"b\");\n"
                     "  |             ^^^^^^^^^^^^^^^^\n"
                     "\n");
    fx_free(t);

    /* A negative number is not a literal. */
    t = t_new();
    assert_false(t_run(t, "concat!(-3);"));
    fx_expect_diag(t, "error: expected a literal");
    fx_free(t);

    /* Parse errors in the arguments: the parser's message, no output. */
    t = t_new();
    assert_false(t_run(t, "concat!(,);"));
    fx_expect_diag(t, "error: expected expression, found `,`");
    assert_int_equal(t->dc.nerrors, 1);
    fx_free(t);

    /* An argument whose expansion failed: no second error. */
    t = t_new();
    assert_false(t_run(t, "concat!(\"a\", env!(\"RCC_TEST_SURELY_UNSET_VAR\"));"));
    assert_int_equal(t->dc.nerrors, 1);
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* concat_idents!                                                      */
/* ------------------------------------------------------------------ */

static void test_concat_idents(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run(t, "concat_idents!(foo, _bar, r#baz, fn);"));
    expect_text(t, "foo_barbazfn");
    assert_int_equal(t->out.tb.toks.data[0].ctxt, t->inv.call_site);
    fx_expect_no_errors(t);
    fx_free(t);

    static const struct {
        const char *src, *msg;
    } errs[] = {
        {"concat_idents!();", "error: concat_idents! takes 1 or more arguments"},
        {"concat_idents!(a b);", "error: concat_idents! expecting comma"},
        {"concat_idents!(a, 1);", "error: concat_idents! requires ident args"},
        {"concat_idents!(a, (b));", "error: concat_idents! requires ident args"},
    };
    for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++) {
        t = t_new();
        assert_false(t_run(t, errs[i].src));
        assert_true(t->out.failed);
        fx_expect_diag(t, errs[i].msg);
        fx_free(t);
    }
}

/* ------------------------------------------------------------------ */
/* concat_bytes!                                                       */
/* ------------------------------------------------------------------ */

static void test_concat_bytes(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run(t, "concat_bytes!(b\"a\", b'c', [1, 2], [3; 2], [b'\\n', 255u8], br\"\\x\");"));
    size_t n = 0;
    char *v = out_str(t, &n);
    assert_int_equal(t->out.tb.toks.data[0].kind, TK_LIT_BYTE_STR);
    assert_int_equal(n, 10);
    assert_memory_equal(v, "ac\x01\x02\x03\x03\n\xff\\x", 10);
    free(v);
    fx_expect_no_errors(t);
    fx_free(t);

    static const struct {
        const char *src, *msg;
    } errs[] = {
        {"concat_bytes!('a');", "error: cannot concatenate character literals"},
        {"concat_bytes!('a');", "help: try using a byte character: `b'a'`"},
        {"concat_bytes!(\"ab\");", "help: try using a byte string: `b\"ab\"`"},
        {"concat_bytes!(1.5);", "error: cannot concatenate float literals"},
        {"concat_bytes!(true);", "error: cannot concatenate boolean literals"},
        {"concat_bytes!(42);", "help: try wrapping the number in an array: `[42]`"},
        {"concat_bytes!([256]);", "error: numeric literal is out of bounds"},
        {"concat_bytes!([1i32]);", "error: numeric literal is not a `u8`"},
        {"concat_bytes!([[1]]);", "error: cannot concatenate doubly nested array"},
        {"concat_bytes!([b\"a\"]);", "= note: byte strings are treated as arrays of bytes"},
        {"concat_bytes!([\"a\"]);", "error: cannot concatenate string literals"},
        {"concat_bytes!(x);", "error: expected a byte literal"},
        {"concat_bytes!([x]);",
         "= note: only byte literals (like `b\"foo\"`, `b's'`, and `[3, 4, 5]`) can be passed to `concat_bytes!()`"},
    };
    for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++) {
        t = t_new();
        assert_false(t_run(t, errs[i].src));
        assert_true(t->out.failed);
        fx_expect_diag(t, errs[i].msg);
        assert_int_equal(t->dc.nerrors, 1);
        fx_free(t);
    }

    /* A nested string gets no suggestion (it would nest again). */
    t = t_new();
    assert_false(t_run(t, "concat_bytes!([\"a\"]);"));
    assert_null(strstr(fx_diags(t), "help"));
    fx_free(t);

    /* A repeat count that is not a number: reported, output still made. */
    t = t_new();
    assert_true(t_run(t, "concat_bytes!([1; N], b\"x\");"));
    fx_expect_diag(t, "error: repeat count is not a positive number");
    expect_str(t, "x");
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* stringify!                                                          */
/* ------------------------------------------------------------------ */

/* Each input and what rustc 1.63's stringify! gives for it (printed by
 * a program built with rustc 1.63). */
static void test_stringify(void **state) {
    (void)state;
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"a + b, c::d<e>, &mut x", "a + b, c :: d < e >, & mut x"},
        {"foo!(x) if (x) f(x) a[0] #[attr] #![inner] x.y.0 $x $ crate",
         "foo! (x) if(x) f(x) a [0] #[attr] #! [inner] x.y.0 $x $crate"},
        {"fn f() -> u8 { 1 }", "fn f() -> u8 { 1 }"},
        {"{}", "{}"},
        {"{ a; b }", "{ a ; b }"},
        {"struct S { a: u8, b: Vec<u8> }", "struct S { a : u8, b : Vec < u8 > }"},
        {"/// doc\n fn f() {}", "/// doc\nfn f() {}"},
        {"/** block */ fn f() {}", "/** block */\n fn f() {}"},
        {"'a' \"s\" b\"x\" r#\"raw\"# 1u8 1.5e3f64 'lt r#fn", "'a' \"s\" b\"x\" r#\"raw\"# 1u8 1.5e3f64 'lt r#fn"},
        {"x => y ..= z ... -> <- :: ; : # ~ ? @ !x", "x => y ..= z ... -> <- :: ; : # ~ ? @! x"},
        {"", ""},
        {"a,b,c", "a, b, c"},
        {"aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffffffffff gggggggggg hhhhhhhhhh iiiiiiiiii "
         "jjjjjjjjjj",
         "aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffffffffff gggggggggg\nhhhhhhhhhh iiiiiiiiii "
         "jjjjjjjjjj"},
        {"fn long_function_name(argument_one: u32, argument_two: u32) -> u32 { argument_one + argument_two * 2 }",
         "fn long_function_name(argument_one : u32, argument_two : u32) -> u32\n{ argument_one + argument_two * 2 }"},
        {"impl Foo for Bar { fn a(&self) -> u8 { if self.x { 1 } else { 2 } } fn b(&self) { loop { break; } } }",
         "impl Foo for Bar\n{\n    fn a(& self) -> u8 { if self.x { 1 } else { 2 } } fn b(& self)\n    { loop { break ; "
         "} }\n}"},
        {"/// doc\n/// doc2\nstruct S { /// field doc\n a: u8 }",
         "/// doc\n/// doc2\nstruct S\n{\n    /// field doc\n    a : u8\n}"},
        {"a { /// d\n }", "a\n{\n    /// d\n\n}"},
        {"-1 - -2", "- 1 - - 2"},
        {"a + b, c :: d < e >, & mut x, #[attr] fn f() -> u8 { 1 }, 'a', \"s\", x.0.1, a=>b, $ x",
         "a + b, c :: d < e >, & mut x, #[attr] fn f() -> u8 { 1 }, 'a', \"s\", x.0.1, a\n=> b, $x"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        T *t = t_new();
        char *src = xasprintf("stringify!(%s);", cases[i].in);
        assert_true(t_run(t, src));
        free(src);
        expect_str(t, cases[i].out);
        assert_int_equal(t->out.tb.toks.data[0].ctxt, t->inv.def_site);
        fx_expect_no_errors(t);
        fx_free(t);
    }
}

/* Invisible groups (macro_rules fragments) print as their contents. */
static void test_stringify_invisible(void **state) {
    (void)state;
    T *t = t_new();
    fx_parse_named(t, "t.rs", "stringify!(x);");
    FindMac f = {0};
    AstVisitor v = {.ctx = &f, .mac = find_mac_cb};
    ast_walk_crate(&v, t->crate);
    /* stringify!(a * ⟦1 + 1⟧) */
    Token toks[6] = {
        {.kind = TK_IDENT, .sym = sym_cstr("a")}, {.kind = TK_STAR},
        {.kind = TK_OPEN_INVIS},                  {.kind = TK_LIT_INT, .sym = sym_cstr("1")},
        {.kind = TK_PLUS},                        {.kind = TK_LIT_INT, .sym = sym_cstr("1")},
    };
    Token all[7];
    memcpy(all, toks, sizeof toks);
    all[6] = (Token){.kind = TK_CLOSE_INVIS};
    MacCall mac = *f.mac;
    mac.tokens = (TokenSlice){all, 7};
    make_invoc(t, &t->inv, &mac, FRAG_EXPR, 0);
    assert_true(run_builtin(t, &t->inv, &t->out));
    expect_str(t, "a * 1 + 1");
    fx_free(t);
}

/* macro_rules fragments print as rustc prints its interpolated tokens:
 * the parsed fragment through the AST printer (what programs built with
 * rustc 1.63 print for `stringify!($t)` with `$t:ty` = `Vec<u8>`,
 * `stringify!(x $e)` with `$e:expr` = `1+1`, and so on; a path fragment
 * prints without `::` before its generic arguments). */
static void test_stringify_fragments(void **state) {
    (void)state;
    static const struct {
        MbeFrag kind;
        const char *before, *content, *out;
    } cases[] = {
        {MBE_FRAG_TY, "", "Vec<u8>", "Vec<u8>"},
        {MBE_FRAG_EXPR, "x", "1+1", "x 1 + 1"},
        {MBE_FRAG_PATH, "", "a::b::<c>", "a::b<c>"},
        {MBE_FRAG_TY, "&", "[u8; 4]", "& [u8; 4]"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        T *t = t_new();
        char *src = xasprintf("stringify!(%s); x!(%s);", cases[i].before, cases[i].content);
        fx_parse_named(t, "t.rs", src);
        free(src);
        MacCall *strf = &t->crate->items.data[0]->mac, *content = &t->crate->items.data[1]->mac;
        VEC(Token) toks = {0};
        for (uint32_t k = 0; k < strf->tokens.len; k++) vec_push(&toks, strf->tokens.data[k]);
        vec_push(&toks, ((Token){.kind = TK_OPEN_INVIS, .sym = cases[i].kind}));
        for (uint32_t k = 0; k < content->tokens.len; k++) vec_push(&toks, content->tokens.data[k]);
        vec_push(&toks, ((Token){.kind = TK_CLOSE_INVIS, .sym = cases[i].kind}));
        MacCall mac = *strf;
        mac.tokens = (TokenSlice){toks.data, toks.len};
        make_invoc(t, &t->inv, &mac, FRAG_EXPR, 0);
            assert_true(run_builtin(t, &t->inv, &t->out));
        expect_str(t, cases[i].out);
        fx_expect_no_errors(t);
        vec_free(&toks);
        fx_free(t);
    }
}

/* ------------------------------------------------------------------ */
/* line!, column!, file!, module_path!                                 */
/* ------------------------------------------------------------------ */

static void test_location_macros(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run_named(t, "dir/a.rs", "fn main() {\n    let _ = line!();\n}\n", FRAG_EXPR));
    expect_text(t, "2u32");
    fx_free(t);

    t = t_new();
    assert_true(t_run_named(t, "a.rs", "fn main() {\n    let _ = column!();\n}\n", FRAG_EXPR));
    expect_text(t, "13u32");
    fx_free(t);

    /* Columns count characters, not bytes. */
    t = t_new();
    assert_true(t_run_named(t, "a.rs", "fn main() { let _ = \"é\"; let _ = column!(); }\n", FRAG_EXPR));
    expect_text(t, "34u32");
    fx_free(t);

    t = t_new();
    assert_true(t_run_named(t, "dir/a.rs", "fn main() { file!() }", FRAG_EXPR));
    expect_str(t, "dir/a.rs");
    fx_free(t);

    t = t_new();
    assert_true(t_run(t, "module_path!();"));
    expect_str(t, "t::m");
    fx_free(t);

    /* Arguments: reported in the macro; the expansion goes on. */
    t = t_new();
    assert_true(t_run_named(t, "e1.rs", "fn main() {\n    let _ = line!(1);\n}\n", FRAG_EXPR));
    expect_text(t, "2u32");
    expect_render(t, "error: line! takes no arguments\n"
                     " --> e1.rs:2:13\n"
                     "  |\n"
                     "2 |     let _ = line!(1);\n"
                     "  |             ^^^^^^^^\n"
                     "  |\n"
                     "  = note: this error originates in the macro `line` (in Nightly builds, run with -Z "
                     "macro-backtrace for more info)\n"
                     "\n");
    fx_free(t);
}

/* line! in a macro's output names the line of the outermost call. */
static void test_line_outermost(void **state) {
    (void)state;
    T *t = t_new();
    fx_parse_named(t, "t.rs", "fn main() {\n    outer!();\n    line!();\n}\n");
    /* The calls in source order: outer!() then line!(). */
    MacCall *calls[2];
    uint32_t n = 0;
    Item *f = t->crate->items.data[0];
    for (uint32_t i = 0; i < f->fn.body->stmts.len && n < 2; i++) {
        Stmt *s = &f->fn.body->stmts.data[i];
        if (s->kind == STMT_MAC_CALL) calls[n++] = &s->mac.mac;
    }
    assert_int_equal(n, 2);
    MacInvoc outer;
    make_invoc(t, &outer, calls[0], FRAG_STMTS, 0);
    /* line!() as if outer!'s output, in its mixed-site context. */
    make_invoc(t, &t->inv, calls[1], FRAG_EXPR, outer.mixed_site);
    assert_true(run_builtin(t, &t->inv, &t->out));
    expect_text(t, "2u32");
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* include!, include_str!, include_bytes!                              */
/* ------------------------------------------------------------------ */

static char tmp_dir[] = "/tmp/rcc-test-builtin-XXXXXX";

static void write_file(const char *name, const char *data, size_t n) {
    char *path = xasprintf("%s/%s", tmp_dir, name);
    FILE *fp = fopen(path, "wb");
    assert_non_null(fp);
    fwrite(data, 1, n, fp);
    fclose(fp);
    free(path);
}

static int setup_tmp(void **state) {
    (void)state;
    if (!mkdtemp(tmp_dir)) return -1;
    write_file("text.txt", "hello \"world\"\n\\", 15);
    write_file("bytes.bin", "\x00\x01\xff\"", 4);
    write_file("bad.txt", "\xff\xfe", 2);
    write_file("expr.rs", "1 + 2\n", 6);
    write_file("two.rs", "1 2\n", 4);
    write_file("items.rs", "fn a() {}\nstruct S;\n", 20);
    write_file("name.txt", "text.txt", 8);
    char *d = xasprintf("%s/sub", tmp_dir);
    mkdir(d, 0700);
    free(d);
    write_file("sub/inner.txt", "inner", 5);
    return 0;
}

static int teardown_tmp(void **state) {
    (void)state;
    static const char *files[] = {"text.txt", "bytes.bin", "bad.txt", "expr.rs", "two.rs",
                                  "items.rs", "name.txt",  "sub/inner.txt"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char *p = xasprintf("%s/%s", tmp_dir, files[i]);
        unlink(p);
        free(p);
    }
    char *d = xasprintf("%s/sub", tmp_dir);
    rmdir(d);
    free(d);
    return rmdir(tmp_dir);
}

/* Runs `src` as if it were the file main.rs of the temporary directory. */
static bool t_run_in_tmp(T *t, const char *src, FragKind kind) {
    char *name = xasprintf("%s/main.rs", tmp_dir);
    bool r = t_run_named(t, name, src, kind);
    free(name);
    return r;
}

static void test_include_str_bytes(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run_in_tmp(t, "include_str!(\"text.txt\");", FRAG_EXPR));
    expect_str(t, "hello \"world\"\n\\");
    fx_expect_no_errors(t);
    fx_free(t);

    t = t_new();
    assert_true(t_run_in_tmp(t, "include_str!(\"sub/inner.txt\",);", FRAG_EXPR));
    expect_str(t, "inner");
    fx_free(t);

    /* The path may come from a macro. */
    t = t_new();
    assert_true(t_run_in_tmp(t, "include_str!(concat!(\"sub/\", \"inner\", \".txt\"));", FRAG_EXPR));
    expect_str(t, "inner");
    fx_free(t);

    t = t_new();
    assert_true(t_run_in_tmp(t, "include_bytes!(\"bytes.bin\");", FRAG_EXPR));
    size_t n = 0;
    char *v = out_str(t, &n);
    assert_int_equal(t->out.tb.toks.data[0].kind, TK_LIT_BYTE_STR);
    assert_int_equal(n, 4);
    assert_memory_equal(v, "\x00\x01\xff\"", 4);
    free(v);
    fx_free(t);

    /* Relative paths are relative to the calling file's directory. */
    t = t_new();
    assert_false(t_run_named(t, "e1.rs", "fn main() {\n    let _ = include_str!(\"nope.txt\");\n}\n", FRAG_EXPR));
    expect_render(t, "error: couldn't read nope.txt: No such file or directory (os error 2)\n"
                     " --> e1.rs:2:13\n"
                     "  |\n"
                     "2 |     let _ = include_str!(\"nope.txt\");\n"
                     "  |             ^^^^^^^^^^^^^^^^^^^^^^^^\n"
                     "  |\n"
                     "  = note: this error originates in the macro `include_str` (in Nightly builds, run with -Z "
                     "macro-backtrace for more info)\n"
                     "\n");
    fx_free(t);

    t = t_new();
    assert_false(t_run_in_tmp(t, "include_bytes!(\"nope.bin\");", FRAG_EXPR));
    char *msg = xasprintf("error: couldn't read %s/nope.bin: No such file or directory (os error 2)", tmp_dir);
    fx_expect_diag(t, msg);
    free(msg);
    fx_free(t);

    t = t_new();
    assert_false(t_run_in_tmp(t, "include_str!(\"bad.txt\");", FRAG_EXPR));
    msg = xasprintf("error: %s/bad.txt wasn't a utf-8 file", tmp_dir);
    fx_expect_diag(t, msg);
    free(msg);
    fx_free(t);

    t = t_new();
    assert_false(t_run_in_tmp(t, "include_str!(\"sub\");", FRAG_EXPR));
    fx_expect_diag(t, "Is a directory (os error 21)");
    fx_free(t);
}

static void test_include_str_args(void **state) {
    (void)state;
    T *t = t_new();
    assert_false(t_run_named(t, "e3.rs", "fn main() {\n    let _ = include_str!(b\"x\");\n}\n", FRAG_EXPR));
    expect_render(t, "error: argument must be a string literal\n"
                     " --> e3.rs:2:26\n"
                     "  |\n"
                     "2 |     let _ = include_str!(b\"x\");\n"
                     "  |                          -^^^\n"
                     "  |                          |\n"
                     "  |                          help: consider removing the leading `b`\n"
                     "\n");
    fx_free(t);

    t = t_new();
    assert_false(t_run(t, "include_str!();"));
    fx_expect_diag(t, "error: include_str! takes 1 argument");
    fx_expect_diag(t, "= note: this error originates in the macro `include_str`");
    fx_free(t);

    /* option_env! reports it before taking the def-site span: no note. */
    t = t_new();
    assert_false(t_run(t, "option_env!();"));
    fx_expect_diag(t, "error: option_env! takes 1 argument");
    assert_null(strstr(fx_diags(t), "originates"));
    fx_free(t);

    t = t_new();
    assert_false(t_run(t, "include_str!(1);"));
    fx_expect_diag(t, "error: argument must be a string literal");
    fx_free(t);

    /* Two arguments: an error, and the first is still read. */
    t = t_new();
    assert_true(t_run_in_tmp(t, "include_str!(\"text.txt\", \"b\");", FRAG_EXPR));
    fx_expect_diag(t, "error: include_str! takes 1 argument");
    assert_int_equal(t->dc.nerrors, 1);
    fx_free(t);
}

static void test_include(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run_in_tmp(t, "include!(\"expr.rs\");", FRAG_EXPR));
    expect_text(t, "1 + 2");
    /* the included tokens keep their file's spans and the root context */
    const SourceFile *f = sm_file_at(&t->sm, t->out.tb.toks.data[0].span.lo);
    assert_non_null(strstr(f->name, "expr.rs"));
    assert_int_equal(t->out.tb.toks.data[0].ctxt, 0);
    fx_expect_no_errors(t);
    fx_free(t);

    t = t_new();
    assert_true(t_run_in_tmp(t, "include!(\"items.rs\");", FRAG_ITEMS));
    expect_text(t, "fn a ( ) { } struct S ;");
    ItemList items;
    assert_true(parse_items_tokens(&t->ps, tb_finish(&t->out.tb, &t->arena), &items));
    assert_int_equal(items.len, 2);
    fx_free(t);

    /* More than one expression: the rest is cut off, with rustc's lint. */
    t = t_new();
    assert_true(t_run_in_tmp(t, "include!(\"two.rs\");", FRAG_EXPR));
    expect_text(t, "1");
    fx_expect_diag(t, "error: include macro expected single expression in source");
    fx_expect_diag(t, "two.rs:1:3");
    fx_free(t);

    /* An unreadable file stops compilation. */
    t = t_new();
    assert_false(t_run_in_tmp(t, "include!(\"nope.rs\");", FRAG_ITEMS));
    fx_expect_diag(t, "nope.rs: No such file or directory (os error 2)");
    fx_expect_diag(t, "originates in the macro `include`");
    assert_true(t->ex.fatal);
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* env!, option_env!                                                   */
/* ------------------------------------------------------------------ */

static void test_env(void **state) {
    (void)state;
    setenv("RCC_TEST_ENV_VAR", "val\"ue", 1);
    unsetenv("RCC_TEST_ENV_UNSET");
    T *t = t_new();
    assert_true(t_run(t, "env!(\"RCC_TEST_ENV_VAR\");"));
    expect_str(t, "val\"ue");
    fx_free(t);

    t = t_new();
    assert_true(t_run(t, "env!(concat!(\"RCC_TEST_\", \"ENV_VAR\"), \"msg\",);"));
    expect_str(t, "val\"ue");
    fx_free(t);

    t = t_new();
    assert_false(t_run_named(t, "e1.rs", "fn main() {\n    let _ = env!(\"RCC_TEST_ENV_UNSET\");\n}\n", FRAG_EXPR));
    expect_render(t, "error: environment variable `RCC_TEST_ENV_UNSET` not defined\n"
                     " --> e1.rs:2:13\n"
                     "  |\n"
                     "2 |     let _ = env!(\"RCC_TEST_ENV_UNSET\");\n"
                     "  |             ^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
                     "  |\n"
                     "  = note: this error originates in the macro `env` (in Nightly builds, run with -Z "
                     "macro-backtrace for more info)\n"
                     "\n");
    fx_free(t);

    static const struct {
        const char *src, *msg;
    } errs[] = {
        {"env!(\"RCC_TEST_ENV_UNSET\", \"custom msg\");", "error: custom msg"},
        {"env!();", "error: env! takes 1 or 2 arguments"},
        {"env!(\"A\", \"b\", \"c\");", "error: env! takes 1 or 2 arguments"},
        {"env!(1);", "error: expected string literal"},
        {"env!(\"A\", x);", "error: expected string literal"},
        {"option_env!();", "error: option_env! takes 1 argument"},
        {"option_env!(\"A\", \"B\");", "error: option_env! takes 1 argument"},
    };
    for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++) {
        t = t_new();
        t_run(t, errs[i].src);
        fx_expect_diag(t, errs[i].msg);
        fx_free(t);
    }
}

static void test_option_env(void **state) {
    (void)state;
    setenv("RCC_TEST_ENV_VAR", "v", 1);
    unsetenv("RCC_TEST_ENV_UNSET");
    T *t = t_new();
    assert_true(t_run(t, "option_env!(\"RCC_TEST_ENV_VAR\");"));
    expect_text(t, "$crate :: option :: Option :: Some ( \"v\" )");
    /* `$crate` is def-site: it names the crate defining the macro. */
    assert_int_equal(t->out.tb.toks.data[0].sym, SYM_dollar_crate);
    assert_int_equal(t->out.tb.toks.data[0].ctxt, t->inv.def_site);
    assert_int_equal(hyg_dollar_crate_expn(&t->hyg, t->out.tb.toks.data[0].ctxt), t->inv.expn);
    assert_non_null(parse_expr_tokens(&t->ps, tb_finish(&t->out.tb, &t->arena)));
    fx_expect_no_errors(t);
    fx_free(t);

    t = t_new();
    assert_true(t_run(t, "option_env!(\"RCC_TEST_ENV_UNSET\");"));
    expect_text(t, "$crate :: option :: Option :: None :: < & 'static str >");
    assert_non_null(parse_expr_tokens(&t->ps, tb_finish(&t->out.tb, &t->arena)));
    fx_expect_no_errors(t);
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* cfg!, compile_error!                                                */
/* ------------------------------------------------------------------ */

static void test_cfg(void **state) {
    (void)state;
    static const struct {
        const char *src, *out;
    } cases[] = {
        {"cfg!(unix);", "true"},
        {"cfg!(windows,);", "false"},
        {"cfg!(target_os = \"linux\");", "true"},
        {"cfg!(all(unix, not(target_os = \"macos\")));", "true"},
        {"cfg!(any());", "false"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        T *t = t_new();
        assert_true(t_run(t, cases[i].src));
        expect_text(t, cases[i].out);
        assert_int_equal(t->out.tb.toks.data[0].ctxt, t->inv.def_site);
        fx_expect_no_errors(t);
        fx_free(t);
    }

    T *t = t_new();
    assert_false(t_run_named(t, "e2.rs", "fn main() {\n    let _ = cfg!();\n}\n", FRAG_EXPR));
    expect_render(t, "error: macro requires a cfg-pattern as an argument\n"
                     " --> e2.rs:2:13\n"
                     "  |\n"
                     "2 |     let _ = cfg!();\n"
                     "  |             ^^^^^^ cfg-pattern required\n"
                     "  |\n"
                     "  = note: this error originates in the macro `cfg` (in Nightly builds, run with -Z "
                     "macro-backtrace for more info)\n"
                     "\n");
    fx_free(t);

    static const struct {
        const char *src, *msg;
    } errs[] = {
        {"cfg!(a, b);", "error: expected 1 cfg-pattern"},
        {"cfg!(a b);", "error: expected 1 cfg-pattern"},
        {"cfg!(\"x\");", "error: expected identifier, found `\"x\"`"},
        {"cfg!(fn);", "error: expected identifier, found keyword `fn`"},
        {"cfg!(foo(a));", "error[E0537]: invalid predicate `foo`"},
        {"cfg!(a = 1);", "literal in `cfg` predicate value must be a string"},
    };
    for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++) {
        t = t_new();
        t_run(t, errs[i].src);
        fx_expect_diag(t, errs[i].msg);
        fx_free(t);
    }
}

static void test_compile_error(void **state) {
    (void)state;
    T *t = t_new();
    assert_false(t_run_named(t, "e1.rs", "fn main() {\n    compile_error!(concat!(\"bo\", \"om\"));\n}\n", FRAG_STMTS));
    assert_true(t->out.failed);
    expect_render(t, "error: boom\n"
                     " --> e1.rs:2:5\n"
                     "  |\n"
                     "2 |     compile_error!(concat!(\"bo\", \"om\"));\n"
                     "  |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
                     "\n");
    fx_free(t);

    t = t_new();
    assert_false(t_run(t, "compile_error!(x);"));
    fx_expect_diag(t, "error: argument must be a string literal");
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* assert!, panic!, unreachable!                                       */
/* ------------------------------------------------------------------ */

static void test_assert(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run(t, "assert!(a.b(c) && !d);"));
    expect_text(t, "if ! ⟦ a . b ( c ) && ! d ⟧ { $crate :: panicking :: panic ( \"assertion failed: a.b(c) && !d\" ) }");
    assert_int_equal(t->out.tb.toks.data[2].kind, TK_OPEN_INVIS);
    assert_non_null(parse_expr_tokens(&t->ps, tb_finish(&t->out.tb, &t->arena)));
    fx_expect_no_errors(t);
    fx_free(t);

    /* The message is the printed condition, escaped as escape_debug does
     * (so the panic message shows the backslashes). */
    t = t_new();
    assert_true(t_run(t, "assert!(x == \"a\" || y == 'b',);"));
    Token *msg = &t->out.tb.toks.data[t->out.tb.toks.len - 3];
    size_t n = 0;
    char *v = lex_str_value(msg, &n);
    assert_string_equal(v, "assertion failed: x == \\\"a\\\" || y == \\'b\\'");
    free(v);
    fx_free(t);

    /* With a message: the edition's panic macro. */
    t = t_new_ed(ED_2021);
    assert_true(t_run(t, "assert!(x, \"msg {}\", 1);"));
    expect_text(t, "if ! ⟦ x ⟧ { $crate :: panic :: panic_2021 ! ( \"msg {}\" , 1 ) }");
    assert_int_equal(t->out.tb.toks.data[6].sym, SYM_dollar_crate);
    assert_int_equal(t->out.tb.toks.data[6].ctxt, t->inv.def_site);
    fx_free(t);

    t = t_new_ed(ED_2015);
    assert_true(t_run(t, "assert!(x, \"msg {}\", 1);"));
    expect_text(t, "if ! ⟦ x ⟧ { panic ! ( \"msg {}\" , 1 ) }");
    assert_int_equal(t->out.tb.toks.data[6].ctxt, t->inv.call_site);
    fx_free(t);
}

/* The printed condition: rustc 1.63's panic messages for these (from a
 * program built with it). */
static void test_assert_messages(void **state) {
    (void)state;
    static const char *conds[] = {
        "v.len() > 0 && v[0] == 1",
        "matches!(x, Some(_))",
        "a as u8 == b",
        "!v.is_empty()",
        "f(|x| x + 1)",
        "S { a: 1 }.ok()",
        "if a == 1 { false } else { true }",
        "&v[..] == &[1, 2][..]",
        "-(a as i32) > 0 || a << 2 == 0",
        "x.map(|y| y * 2).unwrap_or(0) != 0",
        "v.iter().all(|&x| { x > 0 }) && false",
    };
    for (size_t i = 0; i < sizeof conds / sizeof conds[0]; i++) {
        T *t = t_new();
        char *src = xasprintf("assert!(%s);", conds[i]);
        assert_true(t_run(t, src));
        free(src);
        Token *msg = &t->out.tb.toks.data[t->out.tb.toks.len - 3];
        assert_int_equal(msg->kind, TK_LIT_STR);
        size_t n = 0;
        char *v = lex_str_value(msg, &n);
        char *want = xasprintf("assertion failed: %s", conds[i]);
        if (strcmp(v, want) != 0) fprintf(stderr, "message: %s\nwanted:  %s\n", v, want);
        assert_string_equal(v, want);
        free(want);
        free(v);
        fx_expect_no_errors(t);
        fx_free(t);
    }
}

static void test_assert_errors(void **state) {
    (void)state;
    T *t = t_new();
    assert_false(t_run_named(t, "e1.rs", "fn main() {\n    assert!();\n}\n", FRAG_STMTS));
    expect_render(t, "error: macro requires a boolean expression as an argument\n"
                     " --> e1.rs:2:5\n"
                     "  |\n"
                     "2 |     assert!();\n"
                     "  |     ^^^^^^^^^ boolean expression required\n"
                     "\n");
    fx_free(t);

    t = t_new();
    assert_true(t_run_named(t, "e1.rs", "fn main() {\n    assert!(true \"msg\");\n}\n", FRAG_STMTS));
    expect_render(t, "error: unexpected string literal\n"
                     " --> e1.rs:2:18\n"
                     "  |\n"
                     "2 |     assert!(true \"msg\");\n"
                     "  |                 -^^^^^\n"
                     "  |                 |\n"
                     "  |                 help: try adding a comma\n"
                     "\n");
    /* and the literal is taken as the message */
    expect_text(t, "if ! ⟦ true ⟧ { $crate :: panic :: panic_2021 ! ( \"msg\" ) }");
    fx_free(t);

    t = t_new();
    assert_true(t_run_named(t, "e1.rs", "fn main() {\n    assert!(x;);\n}\n", FRAG_STMTS));
    expect_render(t, "error: macro requires an expression as an argument\n"
                     " --> e1.rs:2:5\n"
                     "  |\n"
                     "2 |     assert!(x;);\n"
                     "  |     ^^^^^^^^^-^\n"
                     "  |              |\n"
                     "  |              help: try removing semicolon\n"
                     "\n");
    fx_free(t);

    t = t_new();
    assert_false(t_run(t, "assert!(a b);"));
    fx_expect_diag(t, "error: expected one of");
    fx_expect_diag(t, "found `b`");
    fx_free(t);
}

static void test_panic_dispatch(void **state) {
    (void)state;
    static const struct {
        Edition ed;
        const char *src, *out;
    } cases[] = {
        {ED_2015, "core_panic!(\"x {}\", 1);", "$crate :: panic :: panic_2015 ! ( \"x {}\" , 1 )"},
        {ED_2018, "std_panic!();", "$crate :: panic :: panic_2015 ! ( )"},
        {ED_2021, "core_panic!(\"x\");", "$crate :: panic :: panic_2021 ! ( \"x\" )"},
        {ED_2021, "std_panic![a];", "$crate :: panic :: panic_2021 ! ( a )"},
        {ED_2015, "unreachable!(\"y {}\", 1);", "$crate :: panic :: unreachable_2015 ! ( \"y {}\" , 1 )"},
        {ED_2021, "unreachable!();", "$crate :: panic :: unreachable_2021 ! ( )"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        T *t = t_new_ed(cases[i].ed);
        assert_true(t_run(t, cases[i].src));
        expect_text(t, cases[i].out);
        assert_int_equal(t->out.tb.toks.data[0].ctxt, t->inv.def_site);
        assert_non_null(parse_expr_tokens(&t->ps, tb_finish(&t->out.tb, &t->arena)));
        fx_free(t);
    }
}

/* Through a macro allowed `edition_panic` (debug_assert! in a 2021 core),
 * the edition is the caller's. */
static void test_panic_edition_through_macro(void **state) {
    (void)state;
    T *t = t_new_ed(ED_2015);
    fx_parse_named(t, "t.rs", "fn main() {\n    debug_assert!(x);\n    core_panic!(\"m\");\n}\n");
    Item *f = t->crate->items.data[0];
    MacCall *outer = &f->fn.body->stmts.data[0].mac.mac, *inner = &f->fn.body->stmts.data[1].mac.mac;
    MacInvoc da;
    make_invoc(t, &da, outer, FRAG_STMTS, 0);
    ExpnData *d = hyg_expn_mut(&t->hyg, da.expn);
    d->edition = ED_2021;
    d->allow_internal_unstable = true;
    make_invoc(t, &t->inv, inner, FRAG_EXPR, da.mixed_site);
    t->inv.edition = ED_2021;
    assert_true(run_builtin(t, &t->inv, &t->out));
    expect_text(t, "$crate :: panic :: panic_2015 ! ( \"m\" )");
    fx_free(t);

    /* A macro without the allowance: its own edition counts. */
    t = t_new_ed(ED_2015);
    fx_parse_named(t, "t.rs", "fn main() {\n    mymac!(x);\n    core_panic!(\"m\");\n}\n");
    f = t->crate->items.data[0];
    outer = &f->fn.body->stmts.data[0].mac.mac;
    inner = &f->fn.body->stmts.data[1].mac.mac;
    make_invoc(t, &da, outer, FRAG_STMTS, 0);
    hyg_expn_mut(&t->hyg, da.expn)->edition = ED_2021;
    make_invoc(t, &t->inv, inner, FRAG_EXPR, da.mixed_site);
    t->inv.edition = ED_2021;
    assert_true(run_builtin(t, &t->inv, &t->out));
    expect_text(t, "$crate :: panic :: panic_2021 ! ( \"m\" )");
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* log_syntax!, trace_macros!                                          */
/* ------------------------------------------------------------------ */

static void test_log_trace(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run_named(t, "t.rs", "trace_macros!(true);", FRAG_ITEMS));
    assert_int_equal(t->out.tb.toks.len, 0);
    fx_expect_no_errors(t);
    fx_free(t);

    t = t_new();
    assert_true(t_run(t, "trace_macros!(1);"));
    expect_text(t, "( )");
    fx_expect_diag(t, "error: trace_macros! accepts only `true` or `false`");
    fx_free(t);

    t = t_new();
    assert_true(t_run(t, "trace_macros!(true false);"));
    fx_expect_diag(t, "error: trace_macros! accepts only `true` or `false`");
    fx_free(t);

    t = t_new();
    assert_true(t_run_named(t, "t.rs", "fn f() { let log_syntax!(a) = 1; }", FRAG_PAT));
    expect_text(t, "_");
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* Built-in attribute macros                                           */
/* ------------------------------------------------------------------ */

/* Parses `src`, takes its first item carrying an attribute named
 * `attr_name`, removes that attribute from the item (as the expander
 * does) and runs the attribute macro. */
static bool t_run_attr(T *t, const char *name, const char *src, const char *attr_name, FragKind kind) {
    fx_parse_named(t, name, src);
    Symbol want = sym_cstr(attr_name);
    Item *it = NULL;
    uint32_t ai = 0;
    for (uint32_t i = 0; i < t->crate->items.len && !it; i++)
        for (uint32_t j = 0; j < t->crate->items.data[i]->attrs.len; j++)
            if (meta_attr_name(&t->crate->items.data[i]->attrs.data[j]) == want) {
                it = t->crate->items.data[i];
                ai = j;
                break;
            }
    assert_non_null(it);
    Attr *a = ARENA_NEW(&t->arena, Attr);
    *a = it->attrs.data[ai];
    Attr *rest = ARENA_ARRAY(&t->arena, Attr, it->attrs.len);
    uint32_t n = 0;
    for (uint32_t j = 0; j < it->attrs.len; j++)
        if (j != ai) rest[n++] = it->attrs.data[j];
    it->attrs.data = rest;
    it->attrs.len = n;

    MacInvoc *inv = &t->inv;
    memset(inv, 0, sizeof *inv);
    ExpnData d = {.kind = EXPN_MACRO_ATTR, .macro_name = want, .call_site = a->span, .edition = ED_2021, .is_builtin = true};
    inv->kind = kind;
    inv->attr = a;
    inv->item = it;
    inv->span = a->span;
    inv->expn = hyg_new_expn(&t->hyg, &d);
    inv->call_site = hyg_apply_mark(&t->hyg, 0, inv->expn, TRANSP_TRANSPARENT);
    inv->def_site = hyg_apply_mark(&t->hyg, 0, inv->expn, TRANSP_OPAQUE);
    inv->mixed_site = hyg_apply_mark(&t->hyg, 0, inv->expn, TRANSP_SEMI_TRANSPARENT);
    inv->module_path = sym_cstr("t");
    inv->edition = t->ps.edition;
    const BuiltinMacro *bm = builtin_macro_lookup(want);
    assert_non_null(bm);
    assert_int_equal(bm->kind, BUILTIN_ATTR);
    memset(&t->out, 0, sizeof t->out);
    tb_init(&t->out.tb, inv->span, inv->call_site);
    return ((BuiltinAttrFn)bm->fn)(&t->ex, inv, &t->out);
}

static void test_attr_test(void **state) {
    (void)state;
    /* Without --test the item goes away. */
    T *t = t_new();
    assert_true(t_run_attr(t, "t.rs", "#[test]\nfn t() {}\n", "test", FRAG_ITEMS));
    assert_true(t->out.is_items);
    assert_int_equal(t->out.items.len, 0);
    fx_expect_no_errors(t);
    fx_free(t);

    t = t_new();
    assert_true(t_run_attr(t, "t.rs", "#[bench]\nfn b() {}\n", "bench", FRAG_ITEMS));
    assert_int_equal(t->out.items.len, 0);
    fx_free(t);

    t = t_new();
    assert_true(t_run_attr(t, "t.rs", "#[test_case]\nstatic X: u8 = 0;\n", "test_case", FRAG_ITEMS));
    assert_int_equal(t->out.items.len, 0);
    fx_free(t);

    /* With --test it stays, after `extern crate test;` and its
     * descriptor (a `test::TestDescAndFn` const marked for the harness). */
    t = t_new();
    t->ex.test_harness = true;
    assert_true(t_run_attr(t, "t.rs", "#[test]\nfn t() {}\n", "test", FRAG_ITEMS));
    assert_true(t->out.is_items);
    assert_int_equal(t->out.items.len, 3);
    assert_int_equal(t->out.items.data[0]->kind, ITEM_EXTERN_CRATE);
    assert_int_equal(t->out.items.data[1]->kind, ITEM_CONST);
    assert_string_equal(sym_str(t->out.items.data[1]->ident.name), "t");
    assert_ptr_equal(t->out.items.data[2], t->inv.item);
    fx_expect_no_errors(t);
    fx_free(t);

    /* A malformed #[test] is rustc's deny-by-default lint, held back with
     * the other early lints. */
    t = t_new();
    assert_true(t_run_attr(t, "t1.rs", "#[test(foo)]\nfn a() {}\n", "test", FRAG_ITEMS));
    assert_int_equal(t->ex.lints.len, 1);
    expand_flush_lints(&t->ex);
    expect_render(t, "error: attribute must be of the form `#[test]`\n"
                     " --> t1.rs:1:1\n"
                     "  |\n"
                     "1 | #[test(foo)]\n"
                     "  | ^^^^^^^^^^^^\n"
                     "  |\n"
                     "  = note: `#[deny(ill_formed_attribute_input)]` on by default\n"
                     "  = warning: this was previously accepted by the compiler but is being phased out; it will "
                     "become a hard error in a future release!\n"
                     "  = note: for more information, see issue #57571 "
                     "<https://github.com/rust-lang/rust/issues/57571>\n"
                     "\n");
    fx_free(t);

    /* A second #[test]: rustc's duplicated-attribute warning. */
    t = t_new();
    assert_true(t_run_attr(t, "t1.rs", "#[test]\n#[test]\nfn b() {}\n", "test", FRAG_ITEMS));
    expand_flush_lints(&t->ex);
    expect_render(t, "warning: duplicated attribute\n"
                     " --> t1.rs:2:1\n"
                     "  |\n"
                     "2 | #[test]\n"
                     "  | ^^^^^^^\n"
                     "  |\n"
                     "  = note: `#[warn(duplicate_macro_attributes)]` on by default\n"
                     "\n");
    fx_free(t);
}

static void test_attr_test_harness_checks(void **state) {
    (void)state;
    T *t = t_new();
    t->ex.test_harness = true;
    assert_true(t_run_attr(t, "t1.rs", "#[test]\nstruct S;\n", "test", FRAG_ITEMS));
    assert_int_equal(t->out.items.len, 1);
    expect_render(t, "error: the `#[test]` attribute may only be used on a non-associated function\n"
                     " --> t1.rs:1:1\n"
                     "  |\n"
                     "1 | #[test]\n"
                     "  | ^^^^^^^ the `#[test]` macro causes a a function to be run on a test and has no effect on "
                     "non-functions\n"
                     "2 | struct S;\n"
                     "  | --------- expected a non-associated function, found a struct\n"
                     "  |\n"
                     "help: replace with conditional compilation to make the item only exist when tests are being run\n"
                     "  |\n"
                     "1 | #[cfg(test)]\n"
                     "  |\n"
                     "\n");
    fx_free(t);

    static const struct {
        const char *src, *attr, *msg;
    } errs[] = {
        {"#[test]\nfn f(x: u8) {}\n", "test", "error: functions used as tests can not have any arguments"},
        {"#[test]\nunsafe fn f() {}\n", "test", "error: unsafe functions cannot be used for tests"},
        {"#[test]\nasync fn f() {}\n", "test", "error: async functions cannot be used for tests"},
        {"#[test]\n#[should_panic]\nfn f() -> u8 { 1 }\n", "test",
         "error: functions using `#[should_panic]` must return `()`"},
        {"#[test]\nfn f<T>() -> u8 { 1 }\n", "test", "error: functions used as tests must have signature fn() -> ()"},
        {"#[bench]\nfn c() {}\n", "bench",
         "error: functions used as benches must have signature `fn(&mut Bencher) -> impl Termination`"},
    };
    for (size_t i = 0; i < sizeof errs / sizeof errs[0]; i++) {
        t = t_new();
        t->ex.test_harness = true;
        assert_true(t_run_attr(t, "t.rs", errs[i].src, errs[i].attr, FRAG_ITEMS));
        fx_expect_diag(t, errs[i].msg);
        assert_int_equal(t->out.items.len, 1);
        fx_free(t);
    }

    /* Fine signatures. */
    static const char *fine[] = {"#[test]\nfn f() -> () {}\n", "#[test]\nfn f() -> Result<(), String> { Ok(()) }\n"};
    for (size_t i = 0; i < sizeof fine / sizeof fine[0]; i++) {
        t = t_new();
        t->ex.test_harness = true;
        assert_true(t_run_attr(t, "t.rs", fine[i], "test", FRAG_ITEMS));
        fx_expect_no_errors(t);
        fx_free(t);
    }
}

/* `s` without its whitespace (malloc'd). */
static char *squash_ws(const char *s) {
    char *r = xmalloc(strlen(s) + 1), *o = r;
    for (; *s; s++)
        if (*s != ' ' && *s != '\n') *o++ = *s;
    *o = 0;
    return r;
}

static void test_attr_global_allocator(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run_attr(t, "t.rs", "#[global_allocator]\nstatic GLOBAL: A = A;\n", "global_allocator", FRAG_ITEMS));
    fx_expect_no_errors(t);
    assert_true(t->out.is_items);
    assert_int_equal(t->out.items.len, 2);
    assert_ptr_equal(t->out.items.data[0], t->inv.item);
    Item *c = t->out.items.data[1];
    assert_int_equal(c->kind, ITEM_CONST);
    assert_int_equal(c->ident.name, SYM_underscore);
    StrBuf sb = {0};
    ast_print_item(&sb, c);
    const char *s = sb_cstr(&sb);
    static const char *const want[] = {
        "#[rustc_std_internal_symbol]",
        "unsafe fn __rg_alloc(arg0: usize, arg1: usize) -> *mut u8",
        "$crate::alloc::GlobalAlloc::alloc(&GLOBAL, $crate::alloc::Layout::from_size_align_unchecked(arg0, arg1)) as *mut u8",
        "unsafe fn __rg_dealloc(arg0: *mut u8, arg1: usize, arg2: usize) -> ()",
        "$crate::alloc::GlobalAlloc::dealloc(&GLOBAL, arg0 as *mut u8, $crate::alloc::Layout::from_size_align_unchecked(arg1, arg2))",
        "unsafe fn __rg_realloc(arg0: *mut u8, arg1: usize, arg2: usize, arg3: usize) -> *mut u8",
        "$crate::alloc::GlobalAlloc::realloc(&GLOBAL, arg0 as *mut u8, $crate::alloc::Layout::from_size_align_unchecked(arg1, arg2), arg3) as *mut u8",
        "unsafe fn __rg_alloc_zeroed(arg0: usize, arg1: usize) -> *mut u8",
        "$crate::alloc::GlobalAlloc::alloc_zeroed(&GLOBAL,",
    };
    /* compared without whitespace: the printer breaks long lines */
    char *flat = squash_ws(s);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        char *w = squash_ws(want[i]);
        if (!strstr(flat, w)) fprintf(stderr, "missing: %s\nin:\n%s\n", want[i], s);
        assert_non_null(strstr(flat, w));
        free(w);
    }
    free(flat);
    sb_free(&sb);
    fx_free(t);

    t = t_new();
    assert_true(t_run_attr(t, "t1.rs", "#[global_allocator]\nfn notstatic() {}\n", "global_allocator", FRAG_ITEMS));
    assert_int_equal(t->out.items.len, 1);
    expect_render(t, "error: allocators must be statics\n"
                     " --> t1.rs:2:1\n"
                     "  |\n"
                     "2 | fn notstatic() {}\n"
                     "  | ^^^^^^^^^^^^^^^^^\n"
                     "\n");
    fx_free(t);

    t = t_new();
    assert_true(t_run_attr(t, "t1.rs", "#[global_allocator(x)]\nstatic G: u8 = 0;\n", "global_allocator", FRAG_ITEMS));
    expect_render(t, "error: malformed `global_allocator` attribute input\n"
                     " --> t1.rs:1:1\n"
                     "  |\n"
                     "1 | #[global_allocator(x)]\n"
                     "  | ^^^^^^^^^^^^^^^^^^^^^^ help: must be of the form: `#[global_allocator]`\n"
                     "\n");
    assert_int_equal(t->out.items.len, 2);
    fx_free(t);
}

static void test_attr_cfg_eval(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run_attr(t, "t.rs", "#[cfg_eval]\nstruct S { #[cfg(windows)] a: u8, #[cfg_attr(unix, allow(x))] b: u8 }\n",
                           "cfg_eval", FRAG_ITEMS));
    fx_expect_no_errors(t);
    assert_int_equal(t->out.items.len, 1);
    Item *s = t->out.items.data[0];
    assert_int_equal(s->struct_.data.fields.len, 1);
    FieldDef *fd = &s->struct_.data.fields.data[0];
    assert_string_equal(sym_str(fd->ident.name), "b");
    assert_int_equal(fd->attrs.len, 1);
    assert_int_equal(meta_attr_name(&fd->attrs.data[0]), SYM_allow);
    fx_free(t);

    t = t_new();
    assert_true(t_run_attr(t, "t1.rs", "#[cfg_eval(x)]\nstruct T;\n", "cfg_eval", FRAG_ITEMS));
    fx_expect_diag(t, "error: malformed `cfg_eval` attribute input");
    fx_expect_diag(t, "help: must be of the form: `#[cfg_eval]`");
    assert_int_equal(t->out.items.len, 1);
    fx_free(t);
}

static void test_attr_cfg_accessible(void **state) {
    (void)state;
    static const struct {
        const char *src, *msg;
        uint32_t items;
    } cases[] = {
        {"#[cfg_accessible]\nstruct S;\n", "error: malformed `cfg_accessible` attribute input", 0},
        {"#[cfg_accessible()]\nstruct S;\n", "error: `cfg_accessible` path is not specified", 0},
        {"#[cfg_accessible(a, b)]\nstruct S;\n", "error: multiple `cfg_accessible` paths are specified", 0},
        {"#[cfg_accessible(\"a\")]\nstruct S;\n", "error: `cfg_accessible` path cannot be a literal", 0},
        {"#[cfg_accessible(a(b))]\nstruct S;\n", "error: `cfg_accessible` path cannot accept arguments", 1},
        {"#[cfg_accessible(std::vec::Vec)]\nstruct S;\n", "not supported", 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        T *t = t_new();
        t_run_attr(t, "t.rs", cases[i].src, "cfg_accessible", FRAG_ITEMS);
        fx_expect_diag(t, cases[i].msg);
        assert_true(t->out.is_items);
        assert_int_equal(t->out.items.len, cases[i].items);
        fx_free(t);
    }
}

/* ------------------------------------------------------------------ */
/* The built-in attribute table                                        */
/* ------------------------------------------------------------------ */

static void test_attr_table(void **state) {
    (void)state;
    static const char *builtin[] = {"cfg",        "cfg_attr",       "inline",        "repr",
                                    "derive_no",  "doc",            "allow",         "must_use",
                                    "rustc_main", "rustc_builtin_macro", "lang",     "rustc_diagnostic_item",
                                    "plugin",     "no_core",        "omit_gdb_pretty_printer_section", "ignore"};
    for (size_t i = 0; i < sizeof builtin / sizeof builtin[0]; i++) {
        bool want = strcmp(builtin[i], "derive_no") != 0;
        assert_int_equal(attr_is_builtin(sym_cstr(builtin[i])), want);
    }
    /* Attribute macros are macros, not built-in attributes. */
    assert_false(attr_is_builtin(sym_cstr("test")));
    assert_false(attr_is_builtin(sym_cstr("derive")));
    assert_false(attr_is_builtin(sym_cstr("global_allocator")));
    assert_false(attr_is_builtin(sym_cstr("rustc_nonexistent")));

    const BuiltinAttr *a = attr_builtin(sym_cstr("inline"));
    assert_non_null(a);
    assert_true(a->tpl_word);
    assert_string_equal(a->tpl_list, "always|never");
    assert_null(a->tpl_name_value);
    assert_int_equal(a->duplicates, ATTR_DUP_FUTURE_WARN_FOLLOWING);
    assert_null(a->gate);
    assert_false(a->crate_level);

    a = attr_builtin(sym_cstr("crate_type"));
    assert_true(a->crate_level);
    assert_string_equal(a->tpl_name_value, "bin|lib|...");

    a = attr_builtin(sym_cstr("rustc_layout_scalar_valid_range_start"));
    assert_string_equal(a->gate, "rustc_attrs");
    a = attr_builtin(sym_cstr("thread_local"));
    assert_string_equal(a->gate, "thread_local");
    a = attr_builtin(sym_cstr("should_panic"));
    assert_string_equal(a->tpl_list, "expected = \"reason");
    assert_int_equal(attr_builtin_count(), 148);

    assert_true(attr_is_tool(sym_cstr("rustfmt")));
    assert_true(attr_is_tool(sym_cstr("clippy")));
    assert_false(attr_is_tool(sym_cstr("rustdoc")));
    assert_true(lint_is_tool(sym_cstr("rustdoc")));
    assert_true(lint_is_tool(sym_cstr("rustc")));
    assert_true(lint_is_tool(sym_cstr("clippy")));
    assert_false(lint_is_tool(sym_cstr("foo")));
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_concat_values),
        cmocka_unit_test(test_concat_errors),
        cmocka_unit_test(test_concat_idents),
        cmocka_unit_test(test_concat_bytes),
        cmocka_unit_test(test_stringify),
        cmocka_unit_test(test_stringify_invisible),
        cmocka_unit_test(test_stringify_fragments),
        cmocka_unit_test(test_location_macros),
        cmocka_unit_test(test_line_outermost),
        cmocka_unit_test(test_include_str_bytes),
        cmocka_unit_test(test_include_str_args),
        cmocka_unit_test(test_include),
        cmocka_unit_test(test_env),
        cmocka_unit_test(test_option_env),
        cmocka_unit_test(test_cfg),
        cmocka_unit_test(test_compile_error),
        cmocka_unit_test(test_assert),
        cmocka_unit_test(test_assert_messages),
        cmocka_unit_test(test_assert_errors),
        cmocka_unit_test(test_panic_dispatch),
        cmocka_unit_test(test_panic_edition_through_macro),
        cmocka_unit_test(test_log_trace),
        cmocka_unit_test(test_attr_test),
        cmocka_unit_test(test_attr_test_harness_checks),
        cmocka_unit_test(test_attr_global_allocator),
        cmocka_unit_test(test_attr_cfg_eval),
        cmocka_unit_test(test_attr_cfg_accessible),
        cmocka_unit_test(test_attr_table),
    };
    return cmocka_run_group_tests(tests, setup_tmp, teardown_tmp);
}
