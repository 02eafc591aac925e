/* test_expand.c — the first pieces of expansion (src/expand/): meta items
 * (meta.c), cfg evaluation and cfg_attr (cfg.c), cfg stripping on every
 * node position (strip.c), and out-of-line module loading (modules.c).
 *
 * Sources are parsed with the real parser, expanded with a fixed cfg set
 * (unix, target_os = "linux", feature = "std", debug_assertions), and
 * checked three ways:
 *  - structure: the MetaItem of an attribute, the value of a predicate;
 *  - trees: the AST dump of an expanded source equals the dump of the
 *    source written by hand without what cfg removes;
 *  - diagnostics: rustc 1.63's messages (checked against rustc itself
 *    when these tests were written), found in the rendered output.
 * Module loading runs on files written to a fresh temporary directory.
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

static T *t_new(void) {
    T *t = fx_new_bare(ED_2021);
    cfgset_add(&t->cs, sym_cstr("unix"), 0);
    cfgset_add(&t->cs, sym_cstr("debug_assertions"), 0);
    cfgset_add(&t->cs, sym_cstr("target_os"), sym_cstr("linux"));
    cfgset_add(&t->cs, sym_cstr("feature"), sym_cstr("std"));
    return t;
}

static int count_of(const char *hay, const char *needle) {
    int n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle)) n++;
    return n;
}

/* ------------------------------------------------------------------ */
/* Meta items                                                          */
/* ------------------------------------------------------------------ */

/* The meta item of the first attribute of `attr fn f() {}`. */
static bool meta_of(T *t, const char *attr, MetaItem *m) {
    char *src = xasprintf("%s\nfn f() {}\n", attr);
    uint32_t before = t->dc.nerrors;
    Crate *c = fx_parse(t, src);
    free(src);
    assert_int_equal(t->dc.nerrors, before); /* the parser accepts it */
    assert_true(c->items.len == 1 && c->items.data[0]->attrs.len >= 1);
    return meta_from_attr(&t->ps, &c->items.data[0]->attrs.data[0], m);
}

static void test_meta_shapes(void **state) {
    (void)state;
    T *t = t_new();
    MetaItem m;

    assert_true(meta_of(t, "#[inline]", &m));
    assert_int_equal(m.kind, META_WORD);
    assert_int_equal(meta_name(&m), SYM_inline);

    assert_true(meta_of(t, "#[a::b]", &m));
    assert_int_equal(m.kind, META_WORD);
    assert_int_equal(m.path.nsegs, 2);
    assert_int_equal(meta_name(&m), 0); /* not a single segment */

    assert_true(meta_of(t, "#[name(x, y = \"z\", w(v), \"lit\", 1, true, ::p::q)]", &m));
    assert_int_equal(m.kind, META_LIST);
    assert_int_equal(m.nlist, 7);
    assert_false(m.list[0].is_lit);
    assert_int_equal(m.list[0].meta.kind, META_WORD);
    assert_string_equal(sym_str(meta_name(&m.list[0].meta)), "x");
    assert_int_equal(m.list[1].meta.kind, META_NAME_VALUE);
    assert_string_equal(sym_str(meta_value_str(&m.list[1].meta)), "z");
    assert_int_equal(m.list[2].meta.kind, META_LIST);
    assert_int_equal(m.list[2].meta.nlist, 1);
    assert_string_equal(sym_str(meta_name(&m.list[2].meta.list[0].meta)), "v");
    assert_true(m.list[3].is_lit);
    assert_int_equal(m.list[3].lit.kind, TK_LIT_STR);
    assert_true(m.list[4].is_lit);
    assert_int_equal(m.list[4].lit.kind, TK_LIT_INT);
    assert_true(m.list[5].is_lit); /* `true` is a literal */
    assert_int_equal(m.list[6].meta.path.nsegs, 3);
    assert_int_equal(m.list[6].meta.path.segs[0].ident.name, SYM_PathRoot);

    /* Spans: a nested meta item covers its path and arguments. */
    assert_true(meta_of(t, "#[foo(bar(baz))]", &m));
    assert_int_equal(m.list[0].span.hi - m.list[0].span.lo, strlen("bar(baz)"));

    assert_true(meta_of(t, "#[name = \"a\\tb\"]", &m));
    assert_int_equal(m.kind, META_NAME_VALUE);
    assert_string_equal(sym_str(meta_value_str(&m)), "a\tb");

    assert_true(meta_of(t, "#[name = r#\"raw \"x\"\"#]", &m));
    assert_string_equal(sym_str(meta_value_str(&m)), "raw \"x\"");

    assert_true(meta_of(t, "#[name = 1]", &m));
    assert_int_equal(m.kind, META_NAME_VALUE);
    assert_int_equal(meta_value_str(&m), 0); /* not a string */

    assert_true(meta_of(t, "#[list()]", &m));
    assert_int_equal(m.kind, META_LIST);
    assert_int_equal(m.nlist, 0);

    assert_true(meta_of(t, "#[list(a, b,)]", &m)); /* trailing comma */
    assert_int_equal(m.nlist, 2);

    assert_int_equal(t->dc.nerrors, 0);
    fx_free(t);
}

static void test_meta_doc_comment(void **state) {
    (void)state;
    T *t = t_new();
    MetaItem m;
    assert_true(meta_of(t, "/// Some \"quoted\" \\ text", &m));
    assert_int_equal(m.kind, META_NAME_VALUE);
    assert_int_equal(meta_name(&m), SYM_doc);
    assert_string_equal(sym_str(meta_value_str(&m)), " Some \"quoted\" \\ text");
    fx_free(t);
}

/* Malformed meta items: rustc 1.63's messages. */
static void test_meta_errors(void **state) {
    (void)state;
    static const struct {
        const char *attr, *msg;
    } cases[] = {
        {"#[m(a b)]", "error: expected one of `(`, `,`, `::`, or `=`, found `b`"},
        {"#[m(a = b)]", "error: expected unsuffixed literal or identifier, found `b`"},
        {"#[m(-1)]", "error: expected unsuffixed literal or identifier, found `-`"},
        {"#[m(::)]", "error: expected unsuffixed literal or identifier, found `<eof>`"},
        {"#[m(a(b) c)]", "error: expected `,`, found `c`"},
        {"#[m(a = \"x\" \"y\")]", "error: expected `,`, found `\"y\"`"},
        {"#[m(x::<u8>)]", "error: expected unsuffixed literal or identifier, found `<`"},
        {"#[m(a,,)]", "error: expected unsuffixed literal or identifier, found `,`"},
        {"#[m(a = 1u8)]", "error: suffixed literals are not allowed in attributes"},
        {"#[m = 1u8]", "= help: instead of using a suffixed literal (`1u8`, `1.0f32`, etc.), use an unsuffixed "
                       "version (`1`, `1.0`, etc.)"},
        {"#[m = 1 + 1]", "error: unexpected expression: `1 + 1`"},
        {"#[m(a = \"b\"suf)]", "error: suffixes on a string literal are invalid"},
        {"#[m(fn)]", "error: expected identifier, found keyword `fn`"},
        {"#[m(_)]", "error: expected identifier, found reserved identifier `_`"},
        {"#[m[a]]", "error: wrong meta list delimiters"},
        {"#[m{a}]", "help: the delimiters should be `(` and `)`"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        T *t = t_new();
        char *src = xasprintf("%s\nfn f() {}\n", cases[i].attr);
        Crate *c = fx_parse(t, src);
        free(src);
        assert_int_equal(t->dc.nerrors, 0);
        MetaItem m;
        meta_from_attr(&t->ps, &c->items.data[0]->attrs.data[0], &m);
        fx_expect_diag(t, cases[i].msg);
        fx_free(t);
    }
}

/* Errors rustc recovers from leave a usable meta item. */
static void test_meta_recovery(void **state) {
    (void)state;
    T *t = t_new();
    MetaItem m;
    /* missing `,` between list elements */
    assert_true(meta_of(t, "#[m(a(b c))]", &m));
    assert_int_equal(m.list[0].meta.nlist, 2);
    fx_expect_diag(t, "expected one of `(`, `)`, `,`, `::`, or `=`, found `c`");
    fx_expect_diag(t, "help: missing `,`");
    /* a keyword as a name, with the raw-identifier suggestion */
    assert_true(meta_of(t, "#[m(all(fn, a))]", &m));
    assert_string_equal(sym_str(meta_name(&m.list[0].meta.list[0].meta)), "fn");
    fx_expect_diag(t, "help: escape `fn` to use it as an identifier");
    /* the `wrong delimiters` error still gives the list */
    assert_true(meta_of(t, "#[m[a, b]]", &m));
    assert_int_equal(m.nlist, 2);
    assert_int_equal(t->dc.nerrors, 3);
    fx_free(t);
}

static void test_meta_attr_value_str(void **state) {
    (void)state;
    T *t = t_new();
    Crate *c = fx_parse(t, "#[path = \"a/b.rs\"]\n#[path = 1]\n#[path(x)]\n/// doc\n#[a::b = \"x\"]\nmod m;\n");
    AttrList a = c->items.data[0]->attrs;
    assert_int_equal(a.len, 5);
    assert_string_equal(sym_str(meta_attr_value_str(&a.data[0])), "a/b.rs");
    assert_int_equal(meta_attr_value_str(&a.data[1]), 0);
    assert_int_equal(meta_attr_value_str(&a.data[2]), 0);
    assert_string_equal(sym_str(meta_attr_value_str(&a.data[3])), " doc");
    assert_int_equal(meta_attr_name(&a.data[0]), SYM_path);
    assert_int_equal(meta_attr_name(&a.data[3]), 0); /* doc comment */
    assert_int_equal(meta_attr_name(&a.data[4]), 0); /* two segments */
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* cfg evaluation                                                      */
/* ------------------------------------------------------------------ */

/* Evaluates `#[cfg(<pred>)]`; *errors receives the errors it caused. */
static bool eval_pred(T *t, const char *pred, uint32_t *errors) {
    char *src = xasprintf("#[cfg(%s)]\nfn f() {}\n", pred);
    Crate *c = fx_parse(t, src);
    free(src);
    assert_int_equal(t->dc.nerrors, 0);
    uint32_t before = t->dc.nerrors;
    bool r = cfg_attr_true(&t->ps, &t->cs, &c->items.data[0]->attrs.data[0]);
    *errors = t->dc.nerrors - before;
    return r;
}

static void test_cfg_set(void **state) {
    (void)state;
    CfgSet cs;
    cfgset_init(&cs);
    Symbol a = sym_cstr("a"), b = sym_cstr("b"), v = sym_cstr("v");
    cfgset_add(&cs, a, 0);
    cfgset_add(&cs, b, v);
    assert_true(cfgset_has(&cs, a, 0));
    assert_false(cfgset_has(&cs, a, v));
    assert_true(cfgset_has(&cs, b, v));
    assert_false(cfgset_has(&cs, b, 0)); /* a name with values is not a bare name */
    assert_false(cfgset_has(&cs, v, b)); /* (name, value) is ordered */
    cfgset_free(&cs);
}

static void test_cfg_eval(void **state) {
    (void)state;
    static const struct {
        const char *pred;
        bool value;
    } cases[] = {
        {"unix", true},
        {"windows", false},
        {"target_os = \"linux\"", true},
        {"target_os = \"macos\"", false},
        {"target_os", false},                 /* the name alone was not set */
        {"feature = \"std\"", true},
        {"feature = \"s\\x74d\"", true},      /* the value is unescaped */
        {"feature = r\"std\"", true},
        {"unix = \"x\"", false},
        {"all()", true},
        {"any()", false},
        {"all(unix, target_os = \"linux\")", true},
        {"all(unix, windows)", false},
        {"any(windows, unix)", true},
        {"any(windows, target_os = \"macos\")", false},
        {"not(windows)", true},
        {"not(unix)", false},
        {"not(all(unix, not(any(windows, not(debug_assertions)))))", false},
        {"all(any(not(windows)), unix,)", true},
        {"r#unix", true},
        {"target(os = \"linux\")", true},     /* the unstable compact form */
        {"target(os = \"linux\", arch = \"x86_64\")", false},
        {"version(\"1.63\")", true},
        {"version(\"1.63.1\")", false},
        {"version(\"1.50.0\")", true},
    };
    T *t = t_new();
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        uint32_t errors;
        bool r = eval_pred(t, cases[i].pred, &errors);
        if (r != cases[i].value || errors) fprintf(stderr, "cfg(%s): %d, %u errors\n", cases[i].pred, r, errors);
        assert_int_equal(r, cases[i].value);
        assert_int_equal(errors, 0);
    }
    fx_free(t);
}

/* Malformed predicates: the message, and the value rustc gives them. */
static void test_cfg_errors(void **state) {
    (void)state;
    static const struct {
        const char *attr, *msg;
        bool value;
    } cases[] = {
        {"#[cfg(not(a, b))]", "error[E0536]: expected 1 cfg-pattern", false},
        {"#[cfg(not())]", "error[E0536]: expected 1 cfg-pattern", false},
        {"#[cfg(foo(a))]", "error[E0537]: invalid predicate `foo`", false},
        {"#[cfg(a::b(c))]", "error[E0537]: invalid predicate `a::b`", false},
        {"#[cfg(a = 1)]", "error[E0565]: literal in `cfg` predicate value must be a string", true},
        {"#[cfg(a = b\"x\")]", "help: consider removing the prefix: `\"x\"`", true},
        {"#[cfg(all(\"x\"))]", "error[E0565]: unsupported literal", false},
        {"#[cfg(not(true))]", "error[E0565]: unsupported literal", false},
        {"#[cfg(a::b)]", "error: `cfg` predicate key must be an identifier", true},
        {"#[cfg()]", "error: `cfg` predicate is not specified", true},
        {"#[cfg(a, b)]", "error: multiple `cfg` predicates are specified", true},
        {"#[cfg]", "help: expected syntax is: `cfg(/* predicate */)`", true},
        {"#[cfg = \"x\"]", "error: `cfg` is not followed by parentheses", true},
        {"#[cfg(\"lit\")]", "error: `cfg` predicate key cannot be a literal", true},
        {"#[cfg(a b)]", "error: expected one of `(`, `,`, `::`, or `=`, found `b`", true},
        {"#[cfg(version(1))]", "error: expected a version literal", false},
        {"#[cfg(version(\"1\", \"2\"))]", "error: expected single version literal", false},
        {"#[cfg(version(\"1.x\"))]", "warning: unknown version literal format", false},
        /* any/all evaluate every operand: both errors are reported */
        {"#[cfg(any(unix, foo(a), not()))]", "error[E0536]: expected 1 cfg-pattern", true},
        {"#[cfg(any(unix, foo(a), not()))]", "error[E0537]: invalid predicate `foo`", true},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        T *t = t_new();
        char *src = xasprintf("%s\nfn f() {}\n", cases[i].attr);
        Crate *c = fx_parse(t, src);
        free(src);
        bool r = cfg_attr_true(&t->ps, &t->cs, &c->items.data[0]->attrs.data[0]);
        fx_expect_diag(t, cases[i].msg);
        if (r != cases[i].value) fprintf(stderr, "%s: %d\n", cases[i].attr, r);
        assert_int_equal(r, cases[i].value);
        fx_free(t);
    }
}

/* ------------------------------------------------------------------ */
/* Stripping                                                           */
/* ------------------------------------------------------------------ */

/* Expands `src` and checks that its tree is that of `expected` (parsed
 * without expansion), and that no diagnostic was reported. */
static void check_strip(const char *src, const char *expected) {
    T *t = t_new();
    Crate *c = fx_parse(t, src);
    assert_int_equal(t->dc.nerrors, 0);
    assert_true(expand_cfg_crate(&t->ex, c));
    char *got = dump(c);
    T *u = t_new();
    char *want = dump(fx_parse(u, expected));
    if (strcmp(got, want) != 0 || t->dc.nerrors) fprintf(stderr, "got:\n%s\nwant:\n%s\n%s", got, want, fx_diags(t));
    assert_string_equal(got, want);
    assert_int_equal(t->dc.nerrors, 0);
    free(got);
    free(want);
    fx_free(u);
    fx_free(t);
}

static void test_strip_items(void **state) {
    (void)state;
    check_strip("#[cfg(windows)] fn a() {}\n#[cfg(unix)] fn b() {}\nfn c() {}\n",
                "#[cfg(unix)] fn b() {}\nfn c() {}\n");
    /* every cfg of a node must hold */
    check_strip("#[cfg(unix)] #[cfg(windows)] fn a() {}\nfn b() {}\n", "fn b() {}\n");
    /* in modules, traits, impls, extern blocks and blocks */
    check_strip("mod m { #[cfg(windows)] fn a() {} fn b() {} }\n"
                "trait T { #[cfg(windows)] fn a(); #[cfg(windows)] type X; const C: u8; }\n"
                "impl S { #[cfg(windows)] fn a() {} fn b() {} }\n"
                "extern \"C\" { #[cfg(windows)] fn e(); static S: u8; }\n"
                "fn f() { #[cfg(windows)] fn inner() {} #[cfg(windows)] struct X; }\n",
                "mod m { fn b() {} }\n"
                "trait T { const C: u8; }\n"
                "impl S { fn b() {} }\n"
                "extern \"C\" { static S: u8; }\n"
                "fn f() { }\n");
    /* macro invocations and macro definitions are items too */
    check_strip("#[cfg(windows)] m!();\n#[cfg(windows)] macro_rules! x { () => {} }\nm2!{}\n", "m2!{}\n");
}

static void test_strip_fields_variants(void **state) {
    (void)state;
    check_strip("struct S { #[cfg(windows)] a: u8, b: u16 }\n"
                "struct T(#[cfg(windows)] u8, u16);\n"
                "union U { #[cfg(windows)] a: u8, b: u16 }\n"
                "enum E { #[cfg(windows)] A, B { #[cfg(windows)] x: u8, y: u8 }, C(#[cfg(windows)] u8) }\n",
                "struct S { b: u16 }\n"
                "struct T(u16);\n"
                "union U { b: u16 }\n"
                "enum E { B { y: u8 }, C() }\n");
}

static void test_strip_params_generics(void **state) {
    (void)state;
    check_strip("fn f<#[cfg(windows)] T, #[cfg(windows)] 'a, U>(#[cfg(windows)] x: u8, y: U) {}\n"
                "type F = fn(#[cfg(windows)] u8, u16);\n"
                "type G = for<#[cfg(windows)] 'a> fn(&u8);\n"
                "fn g() { let c = |#[cfg(windows)] x: u8, y: u8| y; }\n"
                "fn h<T>() where for<#[cfg(windows)] 'a> T: Copy {}\n"
                "struct P<#[cfg(windows)] const N: usize, T>(T);\n",
                "fn f<U>(y: U) {}\n"
                "type F = fn(u16);\n"
                "type G = for<> fn(&u8);\n"
                "fn g() { let c = |y: u8| y; }\n"
                "fn h<T>() where for<> T: Copy {}\n"
                "struct P<T>(T);\n");
}

static void test_strip_statements(void **state) {
    (void)state;
    check_strip("fn f() {\n"
                "    #[cfg(windows)] let y = 1;\n"
                "    #[cfg(windows)] g(1, 2);\n"
                "    #[cfg(windows)] println!(\"x\");\n"
                "    #[cfg(windows)] { 1 };\n"
                "    #[cfg(unix)] let z = 2;\n"
                "    let tail = { 1; #[cfg(windows)] 2 };\n"
                "    #[cfg(windows)] x\n"
                "}\n",
                "fn f() {\n"
                "    #[cfg(unix)] let z = 2;\n"
                "    let tail = { 1; };\n"
                "}\n");
}

static void test_strip_expressions(void **state) {
    (void)state;
    check_strip("fn f() {\n"
                "    let t = (1, #[cfg(windows)] 2, 3);\n"
                "    let a = [1, #[cfg(windows)] 2];\n"
                "    let c = g(1, #[cfg(windows)] 2, 3);\n"
                "    let m = x.m(#[cfg(windows)] 1, 2);\n"
                "    let s = S { #[cfg(windows)] a: 1, b: 2 };\n"
                "    let S { #[cfg(windows)] b, c } = s;\n"
                "    let r = match 1 { #[cfg(windows)] 1 => 2, _ => 3 };\n"
                "}\n",
                "fn f() {\n"
                "    let t = (1, 3);\n"
                "    let a = [1];\n"
                "    let c = g(1, 3);\n"
                "    let m = x.m(2);\n"
                "    let s = S { b: 2 };\n"
                "    let S { c } = s;\n"
                "    let r = match 1 { _ => 3 };\n"
                "}\n");
    /* nested positions are reached: an array inside a closure inside a
     * const's type's length... */
    check_strip("const C: [u8; { let a = [1, #[cfg(windows)] 2]; 1 }] = [0];\n",
                "const C: [u8; { let a = [1]; 1 }] = [0];\n");
}

static void test_strip_cfg_attr(void **state) {
    (void)state;
    check_strip("#[cfg_attr(unix, inline, cold)] fn a() {}\n"
                "#[cfg_attr(windows, inline)] fn b() {}\n"
                "#[cfg_attr(unix, cfg_attr(all(), must_use), cfg_attr(windows, cold))] fn c() {}\n"
                "#[cfg_attr(unix, cfg(windows))] fn d() {}\n"
                "#[cfg_attr(unix, path = \"x.rs\")] mod e {}\n"
                "#[cfg_attr(unix, doc = \"text\", deprecated(note = \"n\"))] fn f() {}\n"
                "struct S { #[cfg_attr(unix, cfg(windows))] a: u8 }\n",
                "#[inline] #[cold] fn a() {}\n"
                "fn b() {}\n"
                "#[must_use] fn c() {}\n"
                "#[path = \"x.rs\"] mod e {}\n"
                "#[doc = \"text\"] #[deprecated(note = \"n\")] fn f() {}\n"
                "struct S { }\n");
}

static void test_cfg_attr_errors(void **state) {
    (void)state;
    static const struct {
        const char *attr, *msg;
    } cases[] = {
        {"#[cfg_attr]", "help: missing condition and attribute: `#[cfg_attr(condition, attribute, "
                        "other_attribute, ...)]`"},
        {"#[cfg_attr()]", "error: malformed `cfg_attr` attribute input"},
        {"#[cfg_attr = \"x\"]", "= note: for more information, visit "
                                "<https://doc.rust-lang.org/reference/conditional-compilation.html"
                                "#the-cfg_attr-attribute>"},
        {"#[cfg_attr(a)]", "error: expected one of `(`, `,`, `::`, or `=`, found `<eof>`"},
        {"#[cfg_attr(a b, inline)]", "= help: the valid syntax is `#[cfg_attr(condition, attribute, "
                                     "other_attribute, ...)]`"},
        {"#[cfg_attr(unix, = 1)]", "error: expected identifier, found `=`"},
        {"#[cfg_attr(unix, a b)]", "error: expected one of `(`, `,`, `::`, `=`, `[`, or `{`, found `b`"},
        {"#[cfg_attr[unix, inline]]", "error: wrong `cfg_attr` delimiters"},
        {"#[cfg_attr(foo(x), inline)]", "error[E0537]: invalid predicate `foo`"},
        {"#[cfg_attr(\"x\", inline)]", "error: expected identifier, found `\"x\"`"},
        {"#[cfg_attr(a = b, inline)]", "error: unexpected token: `b`"},
        {"#[cfg_attr(a,, inline)]", "help: remove this comma"},
        {"#[cfg_attr(unix,)]", "warning: `#[cfg_attr]` does not expand to any attributes"},
        /* nothing tried after a group: "end of `cfg_attr` input" */
        {"#[cfg_attr(all())]", "error: expected `,`, found end of `cfg_attr` input"},
        {"#[cfg_attr(unix, doc =)]", "error: expected expression, found end of `cfg_attr` input"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        T *t = t_new();
        char *src = xasprintf("%s\nfn f() {}\n", cases[i].attr);
        Crate *c = fx_parse(t, src);
        free(src);
        assert_int_equal(t->dc.nerrors, 0);
        expand_cfg_crate(&t->ex, c);
        expand_flush_lints(&t->ex);
        fx_expect_diag(t, cases[i].msg);
        assert_int_equal(c->items.len, 1); /* a malformed cfg_attr removes nothing */
        fx_free(t);
    }
}

static void test_cfg_attr_lints(void **state) {
    (void)state;
    T *t = t_new();
    Crate *c = fx_parse(t, "#![cfg_attr(unix, crate_type = \"lib\")]\n"
                          "#[cfg_attr(unix,)] fn a() {}\n"
                          "#[cfg_attr(windows,)] fn b() {}\n");
    expand_cfg_crate(&t->ex, c);
    /* lints wait for expand_flush_lints */
    assert_int_equal(t->dc.nwarnings, 0);
    expand_flush_lints(&t->ex);
    assert_int_equal(t->dc.nwarnings, 3);
    const char *d = fx_diags(t);
    assert_int_equal(count_of(d, "`#[cfg_attr]` does not expand to any attributes"), 2);
    /* the "on by default" note comes once per lint */
    assert_int_equal(count_of(d, "`#[warn(unused_attributes)]` on by default"), 1);
    assert_non_null(strstr(d, "warning: `crate_type` within an `#![cfg_attr] attribute is deprecated`"));
    assert_non_null(strstr(d, "for more information, see issue #91632"));
    fx_free(t);
}

/* Expressions that cannot be removed; the feature gate. */
static void test_strip_expr_positions(void **state) {
    (void)state;
    T *t = t_new();
    Crate *c = fx_parse(t, "fn f() {\n"
                          "    let v = #[cfg(windows)] 2;\n"
                          "    let w = 1 + #[cfg(unix)] 2;\n"
                          "    match 1 { _ => #[cfg(windows)] 2 }\n"
                          "    #[cfg(windows)] a + b;\n"
                          "}\n");
    assert_int_equal(t->dc.nerrors, 0);
    expand_cfg_crate(&t->ex, c);
    const char *d = fx_diags(t);
    assert_int_equal(count_of(d, "error[E0658]: attributes on expressions are experimental"), 4);
    assert_int_equal(count_of(d, "see issue #15701 <https://github.com/rust-lang/rust/issues/15701>"), 4);
    /* false cfgs: the let init, the arm body, the `a` of `a + b` */
    assert_int_equal(count_of(d, "error: removing an expression is not supported in this position"), 3);
    assert_null(strstr(d, "help: add `#![feature"));
    /* the expressions stay: the `let` still has its initializer */
    Block *b = c->items.data[0]->fn.body;
    assert_int_equal(b->stmts.len, 4);
    assert_non_null(b->stmts.data[0].local->init);
    assert_int_equal(b->stmts.data[0].local->init->attrs.len, 0); /* the false cfg is gone */
    fx_free(t);

    /* with the feature: no gate errors; nightly adds the help */
    t = t_new();
    c = fx_parse(t, "#![feature(stmt_expr_attributes)]\nfn f() { let v = #[cfg(windows)] 2; }\n");
    expand_cfg_crate(&t->ex, c);
    d = fx_diags(t);
    assert_null(strstr(d, "E0658"));
    assert_int_equal(count_of(d, "removing an expression is not supported"), 1);
    fx_free(t);

    t = t_new();
    t->ex.nightly = true;
    c = fx_parse(t, "fn f() { let v = #[inline] 2; let w = /// doc\n 3; }\n");
    expand_cfg_crate(&t->ex, c);
    fx_expect_diag(t, "help: add `#![feature(stmt_expr_attributes)]` to the crate attributes to enable");
    fx_expect_diag(t, "help: `///` is for documentation comments. For a plain comment, use `//`.");
    fx_free(t);
}

static void test_crate_cfg(void **state) {
    (void)state;
    T *t = t_new();
    Crate *c = fx_parse(t, "#![cfg(windows)]\n#![cfg_attr(bad)]\nfn main() {}\n");
    assert_false(expand_cfg_crate(&t->ex, c));
    assert_int_equal(c->items.len, 0);
    assert_int_equal(c->attrs.len, 0);
    /* crate attributes: every cfg_attr is expanded before any cfg */
    fx_expect_diag(t, "error: expected one of `(`, `,`, `::`, or `=`, found `<eof>`");
    fx_free(t);

    t = t_new();
    c = fx_parse(t, "#![cfg_attr(unix, cfg(windows))]\nfn main() {}\n");
    assert_false(expand_cfg_crate(&t->ex, c));
    fx_free(t);

    t = t_new();
    c = fx_parse(t, "#![cfg(unix)]\n#![cfg_attr(unix, allow(dead_code))]\nfn main() {}\n");
    assert_true(expand_cfg_crate(&t->ex, c));
    assert_int_equal(c->items.len, 1);
    assert_int_equal(c->attrs.len, 2);
    assert_int_equal(meta_attr_name(&c->attrs.data[1]), SYM_allow);
    assert_int_equal(c->attrs.data[1].style, ATTR_INNER);
    fx_free(t);
}

/* Unstable cfgs are gated once the features are known. */
static void test_cfg_gates(void **state) {
    (void)state;
    T *t = t_new();
    Crate *c = fx_parse(t, "#[cfg(target_abi = \"\")] fn a() {}\n#[cfg(version(\"1.2\"))] fn b() {}\n"
                          "#[cfg(target(os = \"linux\"))] fn c() {}\n");
    expand_cfg_crate(&t->ex, c);
    fx_expect_diag(t, "error[E0658]: `cfg(target_abi)` is experimental and subject to change");
    fx_expect_diag(t, "error[E0658]: `cfg(version)` is experimental and subject to change");
    fx_expect_diag(t, "error[E0658]: compact `cfg(target(..))` is experimental and subject to change");
    fx_expect_diag(t, "see issue #96901 <https://github.com/rust-lang/rust/issues/96901>");
    assert_int_equal(t->dc.nerrors, 3);
    fx_free(t);

    t = t_new();
    c = fx_parse(t, "#![feature(cfg_version, cfg_target_abi)]\n#[cfg(target_abi = \"\")] fn a() {}\n"
                   "#[cfg(version(\"1.2\"))] fn b() {}\n");
    expand_cfg_crate(&t->ex, c);
    assert_int_equal(t->dc.nerrors, 0);
    assert_true(expand_has_feature(&t->ex, "cfg_version"));
    assert_false(expand_has_feature(&t->ex, "stmt_expr_attributes"));
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* Modules                                                             */
/* ------------------------------------------------------------------ */

static char tmp_root[64];

static void write_file(const char *rel, const char *text) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", tmp_root, rel);
    /* create the directories on the way */
    for (char *p = path + strlen(tmp_root) + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        mkdir(path, 0700);
        *p = '/';
    }
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static int rm_tree(const char *dir) {
    char *cmd = xasprintf("rm -rf '%s'", dir);
    int r = system(cmd);
    free(cmd);
    return r;
}

static int setup_tmp(void **state) {
    (void)state;
    snprintf(tmp_root, sizeof tmp_root, "/tmp/rcc-test-expand-XXXXXX");
    return mkdtemp(tmp_root) ? 0 : -1;
}

static int teardown_tmp(void **state) {
    (void)state;
    return rm_tree(tmp_root) == 0 ? 0 : -1;
}

/* Loads and expands tmp_root/<root>. */
static Crate *load_root(T *t, const char *root) {
    char *path = xasprintf("%s/%s", tmp_root, root);
    char *err = NULL;
    SourceFile *f = sm_load_file(&t->sm, path, &err);
    free(path);
    assert_non_null(f);
    Crate *c = parse_file(&t->ps, f);
    expand_cfg_crate(&t->ex, c);
    return c;
}

/* The item `name` of a list, or NULL. */
static Item *item_named(ItemList l, const char *name) {
    for (uint32_t i = 0; i < l.len; i++)
        if (l.data[i]->ident.name && strcmp(sym_str(l.data[i]->ident.name), name) == 0) return l.data[i];
    return NULL;
}

/* The path of items `a::b::c` from the crate root. */
static Item *item_at(Crate *c, const char *path) {
    char *copy = xstrdup(path);
    ItemList l = c->items;
    Item *it = NULL;
    for (char *seg = strtok(copy, ":"); seg; seg = strtok(NULL, ":")) {
        it = item_named(l, seg);
        if (!it) break;
        if (it->kind == ITEM_MOD) l = it->mod.items;
    }
    free(copy);
    return it;
}

static void test_module_paths(void **state) {
    (void)state;
    write_file("m1/lib.rs", "mod a;\nmod b;\nmod inl { mod x; #[path = \"pp.rs\"] mod y; }\n"
                            "#[path = \"other\"] mod pd { mod z; }\n#[path = \"sub/w.rs\"] mod w;\n"
                            "fn f() { #[path = \"blk.rs\"] mod blk; }\n");
    write_file("m1/a.rs", "pub fn in_a() {}\nmod sub;\nmod inner { mod deep; #[path = \"o.rs\"] mod o; }\n");
    write_file("m1/a/sub.rs", "fn in_a_sub() {}\n");
    write_file("m1/a/inner/deep.rs", "fn in_deep() {}\n");
    write_file("m1/a/inner/o.rs", "fn in_o() {}\n");
    write_file("m1/b/mod.rs", "fn in_b() {}\nmod c;\n");
    write_file("m1/b/c.rs", "fn in_c() {}\n");
    write_file("m1/inl/x.rs", "fn in_x() {}\n");
    write_file("m1/inl/pp.rs", "fn in_pp() {}\n");
    write_file("m1/other/z.rs", "fn in_z() {}\n");
    write_file("m1/sub/w.rs", "mod sib;\n");
    write_file("m1/sub/sib.rs", "fn in_sib() {}\n");
    write_file("m1/blk.rs", "fn in_blk() {}\n");

    T *t = t_new();
    Crate *c = load_root(t, "m1/lib.rs");
    if (t->dc.nerrors) fprintf(stderr, "%s", fx_diags(t));
    assert_int_equal(t->dc.nerrors, 0);
    assert_false(t->ex.fatal);
    static const char *const expect[] = {
        "a:in_a", "a:sub:in_a_sub", "a:inner:deep:in_deep", "a:inner:o:in_o", "b:in_b", "b:c:in_c",
        "inl:x:in_x", "inl:y:in_pp", "pd:z:in_z", "w:sib:in_sib",
    };
    for (size_t i = 0; i < sizeof expect / sizeof *expect; i++) {
        if (!item_at(c, expect[i])) fprintf(stderr, "missing %s\n", expect[i]);
        assert_non_null(item_at(c, expect[i]));
    }
    Item *a = item_at(c, "a");
    assert_true(a->mod.loaded);
    assert_false(a->mod.inline_);
    /* the module in the block was loaded too */
    Stmt *st = &item_at(c, "f")->fn.body->stmts.data[0];
    assert_int_equal(st->kind, STMT_ITEM);
    assert_non_null(item_named(st->item->mod.items, "in_blk"));
    fx_free(t);
}

static void test_module_errors(void **state) {
    (void)state;
    write_file("m2/main.rs", "mod missing;\nmod both;\n#[path = \"cyc.rs\"] mod cyc;\n"
                             "#[cfg(windows)] mod nofile;\nfn main() { mod inblock; }\n");
    write_file("m2/both.rs", "");
    write_file("m2/both/mod.rs", "");
    write_file("m2/cyc.rs", "#[path = \"cyc.rs\"] mod again;\n");
    write_file("m2/inblock.rs", "");
    T *t = t_new();
    Crate *c = load_root(t, "m2/main.rs");
    char *m = xasprintf("%s/m2/", tmp_root);
    char *exp[5];
    exp[0] = xasprintf("error[E0583]: file not found for module `missing`");
    exp[1] = xasprintf("= help: to create the module `missing`, create file \"%smissing.rs\" or "
                       "\"%smissing/mod.rs\"", m, m);
    exp[2] = xasprintf("error[E0761]: file for module `both` found at both \"%sboth.rs\" and \"%sboth/mod.rs\"", m, m);
    exp[3] = xasprintf("error: circular modules: %scyc.rs -> %scyc.rs", m, m);
    exp[4] = xasprintf("note: maybe `use` the module `inblock` instead of redeclaring it");
    for (int i = 0; i < 5; i++) {
        fx_expect_diag(t, exp[i]);
        free(exp[i]);
    }
    fx_expect_diag(t, "= help: delete or rename one of them to remove the ambiguity");
    fx_expect_diag(t, "error: cannot declare a non-inline module inside a block unless it has a path attribute");
    assert_int_equal(t->dc.nerrors, 4);
    assert_false(t->ex.fatal);
    /* failed modules are there, empty and loaded */
    Item *missing = item_at(c, "missing");
    assert_non_null(missing);
    assert_true(missing->mod.loaded);
    assert_int_equal(missing->mod.items.len, 0);
    /* a cfg'd-out module never looks for its file */
    assert_null(item_at(c, "nofile"));
    free(m);
    fx_free(t);
}

static void test_module_inner_attrs(void **state) {
    (void)state;
    write_file("m3/lib.rs", "#[allow(unused)] mod off;\nmod on;\nmod attr;\n");
    write_file("m3/off.rs", "#![cfg(windows)]\nfn f() {}\n");
    write_file("m3/on.rs", "#![cfg_attr(unix, cfg(unix))]\nfn g() {}\n");
    write_file("m3/attr.rs", "//! Docs.\n#![cfg_attr(unix, allow(dead_code))]\n#[cfg(windows)] fn h() {}\nfn i() {}\n");
    T *t = t_new();
    Crate *c = load_root(t, "m3/lib.rs");
    assert_int_equal(t->dc.nerrors, 0);
    /* a #![cfg] in the file removes the module item itself (rustc) */
    assert_null(item_at(c, "off"));
    assert_non_null(item_at(c, "on:g"));
    /* inner attributes follow the outer ones, cfg_attr expanded */
    Item *attr = item_at(c, "attr");
    assert_int_equal(attr->attrs.len, 2);
    assert_true(attr->attrs.data[0].is_doc_comment);
    assert_int_equal(attr->attrs.data[0].style, ATTR_INNER);
    assert_int_equal(meta_attr_name(&attr->attrs.data[1]), SYM_allow);
    assert_int_equal(attr->mod.inner_attrs.len, 2);
    assert_null(item_at(c, "attr:h"));
    assert_non_null(item_at(c, "attr:i"));
    fx_free(t);
}

static void test_module_fatal(void **state) {
    (void)state;
    write_file("m4/main.rs", "mod dir;\nmod missing;\n");
    write_file("m4/dir.rs/x", ""); /* a directory named dir.rs */
    T *t = t_new();
    load_root(t, "m4/main.rs");
    assert_true(t->ex.fatal);
    char *msg = xasprintf("error: couldn't read %s/m4/dir.rs: Is a directory (os error 21)", tmp_root);
    fx_expect_diag(t, msg);
    free(msg);
    /* nothing after a fatal error */
    assert_int_equal(t->dc.nerrors, 1);
    fx_free(t);

    write_file("m5/main.rs", "mod bad;\n");
    write_file("m5/bad.rs", "fn f() {}\n\xff\n");
    t = t_new();
    load_root(t, "m5/main.rs");
    assert_true(t->ex.fatal);
    fx_expect_diag(t, "bad.rs: stream did not contain valid UTF-8");
    fx_free(t);

    write_file("m6/main.rs", "#[path = 1]\nmod p;\n");
    t = t_new();
    load_root(t, "m6/main.rs");
    assert_true(t->ex.fatal);
    fx_expect_diag(t, "error: malformed `path` attribute input");
    fx_expect_diag(t, "help: must be of the form: `#[path = \"file\"]`");
    fx_free(t);
}

/* The directory rules on their own (no files needed for inline modules). */
static void test_mod_dirs(void **state) {
    (void)state;
    T *t = t_new();
    ModDir root, a, b, c, d;
    expand_root_mod_dir(&t->ex, "src/lib.rs", &root);
    assert_string_equal(root.dir, "src");
    assert_int_equal(root.relative, 0);
    assert_string_equal(root.files->path, "src/lib.rs");
    expand_root_mod_dir(&t->ex, "main.rs", &d);
    assert_string_equal(d.dir, "");

    Crate *cr = fx_parse(t, "mod a { mod b { } #[path = \"p\"] mod c { } }\n");
    Item *ia = cr->items.data[0];
    expand_mod_dir_of(&t->ex, ia, &root, &a);
    assert_string_equal(a.dir, "src/a");
    Item *ib = ia->mod.items.data[0], *ic = ia->mod.items.data[1];
    expand_mod_dir_of(&t->ex, ib, &a, &b);
    assert_string_equal(b.dir, "src/a/b");
    expand_mod_dir_of(&t->ex, ic, &a, &c);
    assert_string_equal(c.dir, "src/a/p");

    /* in a non-mod.rs file src/x.rs, inline modules go below src/x/ */
    ModDir x = root;
    x.relative = sym_cstr("x");
    expand_mod_dir_of(&t->ex, ia, &x, &a);
    assert_string_equal(a.dir, "src/x/a");
    assert_int_equal(a.relative, 0);
    fx_free(t);
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_meta_shapes),
        cmocka_unit_test(test_meta_doc_comment),
        cmocka_unit_test(test_meta_errors),
        cmocka_unit_test(test_meta_recovery),
        cmocka_unit_test(test_meta_attr_value_str),
        cmocka_unit_test(test_cfg_set),
        cmocka_unit_test(test_cfg_eval),
        cmocka_unit_test(test_cfg_errors),
        cmocka_unit_test(test_strip_items),
        cmocka_unit_test(test_strip_fields_variants),
        cmocka_unit_test(test_strip_params_generics),
        cmocka_unit_test(test_strip_statements),
        cmocka_unit_test(test_strip_expressions),
        cmocka_unit_test(test_strip_cfg_attr),
        cmocka_unit_test(test_cfg_attr_errors),
        cmocka_unit_test(test_cfg_attr_lints),
        cmocka_unit_test(test_strip_expr_positions),
        cmocka_unit_test(test_crate_cfg),
        cmocka_unit_test(test_cfg_gates),
        cmocka_unit_test(test_module_paths),
        cmocka_unit_test(test_module_errors),
        cmocka_unit_test(test_module_inner_attrs),
        cmocka_unit_test(test_module_fatal),
        cmocka_unit_test(test_mod_dirs),
    };
    return cmocka_run_group_tests(tests, setup_tmp, teardown_tmp);
}
