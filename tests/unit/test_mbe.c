/* test_mbe.c — the macro_rules / `macro` 2.0 engine (src/expand/mbe*.c)
 * and the parser's side of it (src/parse/fragment.c, invisible groups).
 *
 * Definitions and calls are parsed from source with the real parser; a
 * call is expanded with a fresh expansion (hygiene.c) and its output
 * checked three ways:
 *  - tokens: the output as text, a fragment's invisible group shown as
 *    `<kind: ... :>`;
 *  - trees: the output parsed back as an expression or items (the parser
 *    takes invisible groups wherever the fragment may stand);
 *  - diagnostics: rustc 1.63's messages (checked against rustc itself when
 *    these tests were written), found in the rendered output.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "expand_fixture.h"

/* ------------------------------------------------------------------ */
/* Fixture                                                             */
/* ------------------------------------------------------------------ */

typedef ExpandFixture T;

static Crate *t_parse(T *t, const char *src) {
    /* a file name each, so that a message's snippets are told apart */
    char name[32];
    snprintf(name, sizeof name, "t%u.rs", t->sm.files.len);
    return fx_parse_named(t, name, src);
}

/* The macro defined by the first item of `src`. */
static MbeMacro *def_ed(T *t, const char *src, Edition ed) {
    Crate *c = t_parse(t, src);
    assert_true(c->items.len >= 1);
    Item *it = c->items.data[0];
    assert_int_equal(it->kind, ITEM_MACRO_DEF);
    return mbe_compile(&t->ex, &it->macro_def, it->ident, ed);
}

static MbeMacro *def(T *t, const char *src) { return def_ed(t, src, ED_2021); }

/* One expansion: the call, its expansion id and the output. */
typedef struct Exp {
    MacInvoc inv;
    MacOutput out;
    bool ok;
} Exp;

/* Expands the item-position call `call` (e.g. `m!(1 + 2);`). */
static void expand_tokens(T *t, const MbeMacro *m, const MacCall *mac, Exp *x) {
    memset(x, 0, sizeof *x);
    x->inv.kind = FRAG_EXPR;
    x->inv.mac = mac;
    x->inv.span = mac->span;
    ExpnData d = {.kind = EXPN_MACRO_BANG, .macro_name = sym_cstr("m"), .call_site = mac->span, .edition = ED_2021};
    x->inv.expn = hyg_new_expn(&t->hyg, &d);
    tb_init(&x->out.tb, mac->span, 0);
    x->ok = mbe_expand(&t->ex, m, &x->inv, &x->out);
}

static void expand(T *t, const MbeMacro *m, const char *call, Exp *x) {
    Crate *c = t_parse(t, call);
    assert_true(c->items.len == 1 && c->items.data[0]->kind == ITEM_MAC_CALL);
    expand_tokens(t, m, &c->items.data[0]->mac, x);
}

static void exp_free(Exp *x) { tb_free(&x->out.tb); }

static TokenSlice out_slice(const Exp *x) { return (TokenSlice){x->out.tb.toks.data, x->out.tb.toks.len}; }

/* Tokens as text; an invisible group as `<kind: ... :>`. */
static char *toks_str(TokenSlice ts) {
    StrBuf sb = {0};
    char buf[256];
    for (uint32_t i = 0; i < ts.len; i++) {
        const Token *tk = &ts.data[i];
        if (i) sb_putc(&sb, ' ');
        if (tk->kind == TK_OPEN_INVIS) sb_printf(&sb, "<%s:", mbe_frag_name(tok_invis_frag(tk)));
        else if (tk->kind == TK_CLOSE_INVIS) sb_puts(&sb, ":>");
        else sb_puts(&sb, tok_text(tk, buf, sizeof buf));
    }
    char *s = xstrdup(sb.data ? sb_cstr(&sb) : "");
    sb_free(&sb);
    return s;
}

/* Expands and compares the output text. */
static void expect_expansion(T *t, const MbeMacro *m, const char *call, const char *want) {
    Exp x;
    expand(t, m, call, &x);
    if (!x.ok) fprintf(stderr, "expansion of %s failed:\n%s\n", call, fx_diags(t));
    assert_true(x.ok);
    char *got = toks_str(out_slice(&x));
    if (strcmp(got, want) != 0) fprintf(stderr, "%s\n  got:  %s\n  want: %s\n", call, got, want);
    assert_string_equal(got, want);
    free(got);
    exp_free(&x);
}

/* Expands, expecting failure with the diagnostic `needle`. */
static void expect_failure(T *t, const MbeMacro *m, const char *call, const char *needle) {
    Exp x;
    expand(t, m, call, &x);
    assert_false(x.ok);
    assert_true(x.out.failed);
    fx_expect_diag(t, needle);
    exp_free(&x);
}

/* `s` without its whitespace (malloc'd): the printer breaks long lines
 * where rustc's does, which these checks do not care about. */
static char *squash_ws(const char *s) {
    char *r = xmalloc(strlen(s) + 1), *o = r;
    for (; *s; s++)
        if (*s != ' ' && *s != '\n') *o++ = *s;
    *o = 0;
    return r;
}

static bool contains_ws(const char *hay, const char *needle) {
    char *h = squash_ws(hay), *n = squash_ws(needle);
    bool r = strstr(h, n) != NULL;
    free(h);
    free(n);
    return r;
}

/* The output parsed as items, printed back. */
static char *items_of(T *t, const Exp *x) {
    ItemList items;
    uint32_t before = t->dc.nerrors;
    bool ok = parse_items_tokens(&t->ps, out_slice(x), &items);
    if (!ok || t->dc.nerrors != before) fprintf(stderr, "output does not parse:\n%s\n", fx_diags(t));
    assert_true(ok);
    StrBuf sb = {0};
    for (uint32_t i = 0; i < items.len; i++) ast_print_item(&sb, items.data[i]);
    char *s = xstrdup(sb.data ? sb_cstr(&sb) : "");
    sb_free(&sb);
    return s;
}

static void expect_items(T *t, const MbeMacro *m, const char *call, const char *want) {
    Exp x;
    expand(t, m, call, &x);
    if (!x.ok) fprintf(stderr, "expansion of %s failed:\n%s\n", call, fx_diags(t));
    assert_true(x.ok);
    char *got = items_of(t, &x);
    if (!contains_ws(got, want)) fprintf(stderr, "%s\n  got:  %s\n  want: %s\n", call, got, want);
    assert_true(contains_ws(got, want));
    free(got);
    exp_free(&x);
}

static Expr *expr_of(T *t, const Exp *x) {
    uint32_t before = t->dc.nerrors;
    Expr *e = parse_expr_tokens(&t->ps, out_slice(x));
    if (!e || t->dc.nerrors != before) fprintf(stderr, "output does not parse:\n%s\n", fx_diags(t));
    assert_non_null(e);
    return e;
}

/* ------------------------------------------------------------------ */
/* Fragments                                                           */
/* ------------------------------------------------------------------ */

static void test_plain_tokens(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { () => { 1 + 1 }; (x) => { two } }");
    assert_non_null(m);
    fx_expect_no_errors(t);
    expect_expansion(t, m, "m!();", "1 + 1");
    expect_expansion(t, m, "m![x];", "two");
    expect_expansion(t, m, "m! { x }", "two");
    fx_free(t);
}

static void test_frag_expr_keeps_grouping(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($e:expr) => { $e * 2 } }");
    expect_expansion(t, m, "m!(1 + 2);", "<expr: 1 + 2 :> * 2");
    Exp x;
    expand(t, m, "m!(1 + 2);", &x);
    Expr *e = expr_of(t, &x);
    /* (1 + 2) * 2, not 1 + 2 * 2 */
    assert_int_equal(e->kind, EXPR_BINARY);
    assert_int_equal(e->binary.op, BINOP_MUL);
    assert_int_equal(e->binary.lhs->kind, EXPR_BINARY);
    assert_int_equal(e->binary.lhs->binary.op, BINOP_ADD);
    exp_free(&x);
    /* a method call and a cast on a fragment */
    MbeMacro *m2 = def(t, "macro_rules! m2 { ($e:expr) => { -$e.len() as u8 } }");
    expand(t, m2, "m2!(a + b);", &x);
    e = expr_of(t, &x);
    assert_int_equal(e->kind, EXPR_CAST);
    assert_int_equal(e->cast.expr->kind, EXPR_UNARY);
    assert_int_equal(e->cast.expr->unary.operand->kind, EXPR_METHOD_CALL);
    assert_int_equal(e->cast.expr->unary.operand->method_call.receiver->kind, EXPR_BINARY);
    exp_free(&x);
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_frag_ident_lifetime_tt_raw(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($i:ident $l:lifetime $t:tt) => { fn $i<$l>() $t } }");
    expect_expansion(t, m, "m!(f 'a {});", "fn f < 'a > ( ) { }");
    /* keywords are identifiers to `ident`, `_` is not */
    MbeMacro *k = def(t, "macro_rules! k { ($i:ident) => { $i } }");
    expect_expansion(t, k, "k!(self);", "self");
    expect_expansion(t, k, "k!(r#fn);", "r#fn");
    expect_failure(t, k, "k!(_);", "no rules expected the token `_`");
    fx_free(t);
}

static void test_frag_ty_and_path(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($t:ty, $p:path) => { fn f(x: $t) -> $p { <$t>::g(); $p::h() } } }");
    expect_expansion(t, m, "m!(Vec<u8>, a::B<C>);",
                     "fn f ( x : <ty: Vec < u8 > :> ) -> <path: a :: B < C > :> { < <ty: Vec < u8 > :> > :: g ( ) ; "
                     "<path: a :: B < C > :> :: h ( ) }");
    /* types and paths parse in type position, a path in a bound */
    MbeMacro *b = def(t, "macro_rules! b { ($t:ty, $p:path) => { impl<T: $p> X for $t {} struct S(Box<dyn $p + Send>); } }");
    expect_items(t, b, "b!(&'static str, core::fmt::Debug);", "impl<T: core::fmt::Debug> X for &'static str {");
    expect_items(t, b, "b!(&'static str, core::fmt::Debug);", "struct S(Box<dyn core::fmt::Debug + Send>);");
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_frag_ty_stops_before_gt(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    /* `Vec<u8>>`: the type ends inside the glued `>>` */
    MbeMacro *m = def(t, "macro_rules! m { ($t:ty >) => { $t } }");
    expect_expansion(t, m, "m!(Vec<u8>>);", "<ty: Vec < u8 > :>");
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_frag_pat_editions(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    /* 2021 `pat` takes a top-level or-pattern */
    MbeMacro *m = def(t, "macro_rules! m { ($p:pat) => { match x { $p => 1, _ => 2 } } }");
    expect_expansion(t, m, "m!(1 | 2);", "match x { <pat: 1 | 2 :> => 1 , _ => 2 }");
    Exp x;
    expand(t, m, "m!(Some(1 | 2) | None);", &x);
    Expr *e = expr_of(t, &x);
    assert_int_equal(e->kind, EXPR_MATCH);
    assert_int_equal(e->match.arms.data[0].pat->kind, PAT_OR);
    exp_free(&x);
    /* `pat_param` (and 2018 `pat`) stops at `|`, which may follow it */
    MbeMacro *p = def(t, "macro_rules! p { ($a:pat_param | $b:pat_param) => { ($a, $b) } }");
    expect_expansion(t, p, "p!(x | y);", "( <pat_param: x :> , <pat_param: y :> )");
    MbeMacro *q = def_ed(t, "macro_rules! q { ($a:pat | $b:pat) => { ($a, $b) } }", ED_2018);
    expect_expansion(t, q, "q!(x | y);", "( <pat_param: x :> , <pat_param: y :> )");
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_frag_block_stmt_item(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *b = def(t, "macro_rules! b { ($b:block) => { fn f() $b fn g() { unsafe $b; if c $b else $b } } }");
    expect_items(t, b, "b!({ x(); 1 });", "fn f() {\n    x();\n    1\n}");
    expect_items(t, b, "b!({ x(); 1 });", "    unsafe {\n        x();");
    expect_items(t, b, "b!({ x(); 1 });", "    } else {\n        x();");
    MbeMacro *s = def(t, "macro_rules! s { ($($s:stmt);*) => { fn f() { $($s;)* } } }");
    expect_expansion(t, s, "s!(let x = 1; x + 1);", "fn f ( ) { <stmt: let x = 1 :> ; <stmt: x + 1 :> ; }");
    expect_items(t, s, "s!(let x = 1; x + 1);", "let x = 1;");
    MbeMacro *i = def(t, "macro_rules! i { ($($i:item)*) => { $($i)* mod m { $($i)* } } }");
    expect_items(t, i, "i!(#[inline] fn f() {} struct S;);", "mod m {");
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_frag_meta_vis_literal(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($(#[$m:meta])* $v:vis struct $n:ident;) => { $(#[$m])* $v struct $n; } }");
    expect_expansion(t, m, "m!(#[derive(Clone)] pub(crate) struct S;);",
                     "# [ <meta: derive ( Clone ) :> ] <vis: pub ( crate ) :> struct S ;");
    expect_items(t, m, "m!(#[derive(Clone)] #[doc = \"x\"] pub(crate) struct S;);", "pub(crate) struct S;");
    /* `vis` may match nothing */
    expect_expansion(t, m, "m!(struct S;);", "<vis: :> struct S ;");
    expect_items(t, m, "m!(struct S;);", "struct S;");
    /* doc comments of the input are `#[doc = r"..."]` to the matcher */
    expect_expansion(t, m, "m!(/// hi\nstruct S;);", "# [ <meta: doc = r\" hi\" :> ] <vis: :> struct S ;");
    MbeMacro *l = def(t, "macro_rules! l { ($l:literal) => { match x { $l => $l, _ => -$l } } }");
    expect_expansion(t, l, "l!(-1);", "match x { <literal: - 1 :> => <literal: - 1 :> , _ => - <literal: - 1 :> }");
    Exp x;
    expand(t, l, "l!(\"s\");", &x);
    Expr *e = expr_of(t, &x);
    assert_int_equal(e->match.arms.data[0].pat->kind, PAT_LIT);
    exp_free(&x);
    expect_failure(t, l, "l!(x);", "no rules expected the token `x`");
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* Repetitions                                                         */
/* ------------------------------------------------------------------ */

static void test_rep_separators(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($($x:expr),* $(,)?) => { [$($x),*] } }");
    expect_expansion(t, m, "m!();", "[ ]");
    expect_expansion(t, m, "m!(1);", "[ <expr: 1 :> ]");
    expect_expansion(t, m, "m!(1, 2 + 3,);", "[ <expr: 1 :> , <expr: 2 + 3 :> ]");
    Exp x;
    expand(t, m, "m!(1, 2, 3);", &x);
    Expr *e = expr_of(t, &x);
    assert_int_equal(e->kind, EXPR_ARRAY);
    assert_int_equal(e->elems.len, 3);
    exp_free(&x);
    /* a separator that is not a comma */
    MbeMacro *s = def(t, "macro_rules! s { ($($a:ident)=>+) => { $($a)-+ } }");
    expect_expansion(t, s, "s!(a => b => c);", "a - b - c");
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_rep_plus_question(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($($x:ident)+) => { $($x;)+ } }");
    expect_expansion(t, m, "m!(a b c);", "a ; b ; c ;");
    expect_failure(t, m, "m!();", "unexpected end of macro invocation");
    MbeMacro *q = def(t, "macro_rules! q { ($(# $y:ident)? $x:ident) => { $(1 $y)? 2 $x } }");
    expect_expansion(t, q, "q!(a);", "2 a");
    expect_expansion(t, q, "q!(# b a);", "1 b 2 a");
    expect_failure(t, q, "q!(# b # a);", "no rules expected the token `#`");
    fx_free(t);
}

static void test_rep_nested(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($($k:ident: [$($v:literal),*]);*) => { $($(($k, $v))*)* } }");
    expect_expansion(t, m, "m!(a: [1, 2]; b: []; c: [3]);",
                     "( a , <literal: 1 :> ) ( a , <literal: 2 :> ) ( c , <literal: 3 :> )");
    /* a variable of an outer repetition used inside an inner one */
    MbeMacro *n = def(t, "macro_rules! n { ($($k:ident $($v:ident)*),*) => { $($($v.$k)*)* } }");
    expect_expansion(t, n, "n!(a x y, b z);", "x . a y . a z . b");
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_rep_tt_muncher(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($($t:tt)*) => { f($($t)*) } }");
    expect_expansion(t, m, "m!(a + [b, (c)] {d} 'e \"f\");", "f ( a + [ b , ( c ) ] { d } 'e \"f\" )");
    fx_expect_no_errors(t);
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* Matching                                                            */
/* ------------------------------------------------------------------ */

static void test_rules_in_order(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { (a) => { 1 }; ($i:ident) => { 2 }; ($e:expr) => { 3 }; }");
    expect_expansion(t, m, "m!(a);", "1");
    expect_expansion(t, m, "m!(b);", "2");
    expect_expansion(t, m, "m!(b + 1);", "3");
    /* a raw identifier is not the plain one */
    MbeMacro *r = def(t, "macro_rules! r { (r#a) => { 1 }; (a) => { 2 } }");
    expect_expansion(t, r, "r!(a);", "2");
    expect_expansion(t, r, "r!(r#a);", "1");
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_glued_tokens_as_lexed(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { (> >) => { 1 }; (>>) => { 2 } }");
    expect_expansion(t, m, "m!(> >);", "1");
    expect_expansion(t, m, "m!(>>);", "2");
    fx_free(t);
}

static void test_expr_not_let(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! e { ($e:expr) => {} }");
    expect_failure(t, m, "e!(let x = 1);", "no rules expected the token `let`");
    fx_free(t);
}

static void test_fragment_passed_on(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    /* outer!(1 + 2) gives inner!(<expr: 1 + 2 :>): the group is one
     * expression to `$e:expr` (not wrapped again) and one tree to `tt` */
    MbeMacro *outer = def(t, "macro_rules! outer { ($e:expr) => { inner!($e) } }");
    MbeMacro *inner = def(t, "macro_rules! inner { (1 + 2) => { no }; ($e:expr) => { $e * 3 } }");
    MbeMacro *tt = def(t, "macro_rules! tt { ($t:tt) => { [$t] } }");
    Exp x;
    expand(t, outer, "outer!(1 + 2);", &x);
    TokenSlice o = out_slice(&x);
    assert_int_equal(o.data[2].kind, TK_LPAREN);
    MacCall mac = {.delim = DELIM_PAREN, .tokens = {o.data + 3, o.len - 4}, .span = x.inv.span};
    Exp y;
    expand_tokens(t, inner, &mac, &y);
    assert_true(y.ok);
    char *s = toks_str(out_slice(&y));
    assert_string_equal(s, "<expr: 1 + 2 :> * 3");
    free(s);
    Expr *e = expr_of(t, &y);
    assert_int_equal(e->binary.op, BINOP_MUL);
    exp_free(&y);
    expand_tokens(t, tt, &mac, &y);
    s = toks_str(out_slice(&y));
    assert_string_equal(s, "[ <expr: 1 + 2 :> ]");
    free(s);
    exp_free(&y);
    exp_free(&x);
    fx_expect_no_errors(t);
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* Hygiene and $crate                                                  */
/* ------------------------------------------------------------------ */

static void test_hygiene_marks(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($e:expr, $i:ident) => { let x = $e + $i; } }");
    Exp x;
    expand(t, m, "m!(y, z);", &x);
    TokenSlice o = out_slice(&x);
    /* let x = <expr: y :> + z ; */
    const Token *let = &o.data[0], *y = &o.data[4], *z = &o.data[7];
    assert_true(tok_is_kw(let, SYM_let));
    assert_string_equal(sym_str(y->sym), "y");
    assert_string_equal(sym_str(z->sym), "z");
    /* the body's tokens carry the expansion's semi-transparent mark */
    assert_int_not_equal(let->ctxt, 0);
    assert_int_equal(hyg_outer_expn(&t->hyg, let->ctxt), x.inv.expn);
    assert_int_equal(hyg_outer_transparency(&t->hyg, let->ctxt), TRANSP_SEMI_TRANSPARENT);
    assert_int_equal(o.data[1].ctxt, let->ctxt);
    /* the invisible group is the body's, its content the caller's */
    assert_int_equal(o.data[3].ctxt, let->ctxt);
    assert_int_equal(y->ctxt, 0);
    assert_int_equal(z->ctxt, 0);
    exp_free(&x);
    fx_free(t);
}

static void test_macro_2_0(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro m($e:expr) { $e + x }");
    Exp x;
    expand(t, m, "m!(1);", &x);
    char *s = toks_str(out_slice(&x));
    assert_string_equal(s, "<expr: 1 :> + x");
    free(s);
    const Token *plus = &out_slice(&x).data[3];
    assert_int_equal(hyg_outer_transparency(&t->hyg, plus->ctxt), TRANSP_OPAQUE);
    exp_free(&x);
    /* several rules, separated by `,` */
    MbeMacro *r = def(t, "macro r { () => { 0 }, ($x:ident) => { $x } }");
    expect_expansion(t, r, "r!();", "0");
    expect_expansion(t, r, "r!(a);", "a");
    /* the transparency can be overridden (#[rustc_macro_transparency]) */
    mbe_set_transparency(r, TRANSP_SEMI_TRANSPARENT);
    expand(t, r, "r!();", &x);
    assert_int_equal(hyg_outer_transparency(&t->hyg, out_slice(&x).data[0].ctxt), TRANSP_SEMI_TRANSPARENT);
    exp_free(&x);
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_dollar_crate(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { () => { $crate::f() } }");
    Exp x;
    expand(t, m, "m!();", &x);
    const Token *c = &out_slice(&x).data[0];
    assert_int_equal(c->kind, TK_IDENT);
    assert_int_equal(c->sym, SYM_dollar_crate);
    assert_int_equal(hyg_outer_expn(&t->hyg, c->ctxt), x.inv.expn);
    /* `$crate` is a path's first segment to the parser */
    Expr *e = expr_of(t, &x);
    assert_int_equal(e->kind, EXPR_CALL);
    assert_int_equal(e->call.func->path.path.segs[0].ident.name, SYM_dollar_crate);
    exp_free(&x);
    MbeMacro *u = def(t, "macro_rules! u { () => { use $crate::a; pub(in $crate::b) fn f() {} } }");
    expect_items(t, u, "u!();", "use $crate::a;");
    fx_expect_no_errors(t);
    fx_free(t);
}

static void test_metavar_exprs(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    /* core's tuple.rs uses `${ignore(T)}` and `${index()}` */
    MbeMacro *m = def(t, "macro_rules! m { ($($t:ident)*) => { [$( ${ignore(t)} ${index()} / ${length()} ),*] "
                         "${count(t)} } }");
    fx_expect_no_errors(t);
    expect_expansion(t, m, "m!(a b c);", "[ 0 / 3 , 1 / 3 , 2 / 3 ] 3");
    MbeMacro *n = def(t, "macro_rules! n { ($([$($x:ident)*])*) => { $(${count(x)})* ${count(x)} ${count(x, 0)} } }");
    expect_expansion(t, n, "n!([a b] [] [c]);", "2 0 1 3 3");
    /* errors */
    def(t, "macro_rules! e1 { () => { ${foo()} } }");
    fx_expect_diag(t, "error: unrecognized meta-variable expression");
    def(t, "macro_rules! e2 { () => { ${count} } }");
    fx_expect_diag(t, "error: meta-variable expression parameter must be wrapped in parentheses");
    MbeMacro *e3 = def(t, "macro_rules! e3 { () => { ${count(y)} } }");
    expect_failure(t, e3, "e3!();", "error: variable `y` is not recognized in meta-variable expression");
    MbeMacro *e4 = def(t, "macro_rules! e4 { () => { ${index()} } }");
    expect_failure(t, e4, "e4!();", "error: index depth must be less than 0");
    /* unstable once the crate's features are known */
    t->ex.features_known = true;
    def(t, "macro_rules! e5 { ($($t:ident)*) => { $(${ignore(t)})* } }");
    fx_expect_diag(t, "error[E0658]: meta-variable expressions are unstable");
    fx_free(t);
}

static void test_unbound_metavar_kept(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    /* `$b` is not a metavariable of this rule: `$ b` goes out as it is
     * (an inner macro definition's) */
    MbeMacro *m = def(t, "macro_rules! m { ($a:ident) => { macro_rules! $a { ($b:tt) => { $b } } } }");
    expect_expansion(t, m, "m!(g);", "macro_rules ! g { ( $ b : tt ) => { $ b } }");
    fx_expect_no_errors(t);
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* Definition errors                                                   */
/* ------------------------------------------------------------------ */

static void test_err_missing_fragment(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($e) => {} }");
    assert_non_null(m);
    /* a deny-by-default lint, emitted with the others after expansion */
    assert_int_equal(t->ex.lints.len, 1);
    expand_flush_lints(&t->ex);
    fx_expect_diag(t, "error: missing fragment specifier");
    fx_expect_diag(t, "= note: `#[deny(missing_fragment_specifier)]` on by default");
    fx_expect_diag(t, "issue #40107");
    /* and a hard error when a call reaches it */
    expect_failure(t, m, "m!(x);", "error: missing fragment specifier");
    fx_free(t);
}

static void test_err_invalid_fragment(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($e:foo) => {} }");
    fx_expect_diag(t, "error: invalid fragment specifier `foo`");
    fx_expect_diag(t, "= help: valid fragment specifiers are `ident`, `block`, `stmt`, `expr`, `pat`, `ty`, `lifetime`, "
                   "`literal`, `path`, `meta`, `tt`, `item` and `vis`");
    /* rustc goes on with an `ident` */
    expect_expansion(t, m, "m!(x);", "");
    fx_free(t);
}

static void test_err_follow_set(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($e:expr $f:expr) => {} }");
    fx_expect_diag(t, "error: `$e:expr` is followed by `$f:expr`, which is not allowed for `expr` fragments");
    fx_expect_diag(t, "not allowed after `expr` fragments");
    fx_expect_diag(t, "= note: allowed there are: `=>`, `,` or `;`");
    /* an invalid macro expands to nothing, silently */
    uint32_t before = t->dc.nerrors;
    Exp x;
    expand(t, m, "m!(1 2);", &x);
    assert_true(x.out.failed);
    assert_int_equal(t->dc.nerrors, before);
    exp_free(&x);
    def(t, "macro_rules! n { ($($t:ty)* ; $($e:expr)+ $($p:path)?) => {} }");
    fx_expect_diag(t, "`$e:expr` is followed by `$p:path`, which is not allowed for `expr` fragments");
    def(t, "macro_rules! n2 { ($($e:expr)? $(; $t:ty)* $x:ident) => {} }");
    fx_expect_diag(t, "`$e:expr` may be followed by `$x:ident`, which is not allowed for `expr` fragments");
    /* `pat` in 2021 may not be followed by `|` */
    def(t, "macro_rules! p { ($p:pat | $q:pat) => {} }");
    fx_expect_diag(t, "`$p:pat` is followed by `|`, which is not allowed for `pat` fragments");
    fx_expect_diag(t, "help: try a `pat_param` fragment specifier instead: `$p:pat_param`");
    /* what may follow */
    size_t n = t->dc.nerrors;
    def(t, "macro_rules! ok { ($e:expr => $t:ty as $p:pat_param | $v:vis $i:ident $b:block $x:tt $y:item) => {} }");
    assert_int_equal(t->dc.nerrors, n);
    def(t, "macro_rules! v { ($v:vis priv) => {} }");
    fx_expect_diag(t, "= note: allowed there are: `,`, an ident or a type");
    fx_free(t);
}

static void test_err_empty_repetition(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    def(t, "macro_rules! m { ($($a:vis)*) => {} }");
    fx_expect_diag(t, "error: repetition matches empty token tree");
    def(t, "macro_rules! n { ($($($a:ident)*)+) => {} }");
    assert_int_equal(t->dc.nerrors, 2);
    fx_free(t);
}

static void test_err_duplicate_binding(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    def(t, "macro_rules! m { ($a:ident $a:ident) => {} }");
    fx_expect_diag(t, "error: duplicate matcher binding");
    fx_expect_diag(t, "duplicate binding");
    fx_expect_diag(t, "previous binding");
    fx_free(t);
}

static void test_err_definition_shape(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    def(t, "macro_rules! a { () => {} () => {} }");
    fx_expect_diag(t, "error: no rules expected the token `(`");
    def(t, "macro_rules! b { () }");
    fx_expect_diag(t, "error: unexpected end of macro invocation");
    fx_expect_diag(t, "missing tokens in macro arguments");
    def(t, "macro_rules! c { () => x; }");
    fx_expect_diag(t, "error: macro rhs must be delimited");
    def(t, "macro_rules! d { x => {} }");
    fx_expect_diag(t, "error: invalid macro matcher; matchers must be contained in balanced delimiters");
    def(t, "macro_rules! e { ($(a),?) => {} }");
    fx_expect_diag(t, "error: the `?` macro repetition operator does not take a separator");
    def(t, "macro_rules! f { ($(a)) => {} }");
    fx_expect_diag(t, "error: expected one of: `*`, `+`, or `?`");
    def(t, "macro_rules! g { ($ 1) => {} }");
    fx_expect_diag(t, "error: expected identifier, found `1`");
    def(t, "macro_rules! h { () => {};; }");
    fx_expect_diag(t, "error: local ambiguity when calling macro `macro_rules`: multiple parsing options: built-in NTs "
                   "tt ('lhs') or 1 other option.");
    def(t, "macro i { () => {}; }");
    fx_expect_diag(t, "error: no rules expected the token `;`");
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* Transcription errors                                                */
/* ------------------------------------------------------------------ */

static void test_err_still_repeating(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($($a:ident)*) => { $a } }");
    expect_failure(t, m, "m!(a b);", "error: variable 'a' is still repeating at this depth");
    fx_free(t);
}

static void test_err_no_repeating_vars(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($a:ident) => { $($a)* } }");
    expect_failure(t, m, "m!(a);",
                   "error: attempted to repeat an expression containing no syntax variables matched as repeating "
                   "at this depth");
    fx_free(t);
}

static void test_err_lockstep(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { ($($a:ident)* ; $($b:ident)*) => { $($a $b)* } }");
    expect_failure(t, m, "m!(a b ; c);", "error: meta-variable `a` repeats 2 times, but `b` repeats 1 time");
    expect_expansion(t, m, "m!(a b ; c d);", "a c b d");
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* Call errors                                                         */
/* ------------------------------------------------------------------ */

static void test_err_no_rules_expected(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! a10 { ($x:expr) => {}; }");
    expect_failure(t, m, "a10!(1 2);", "error: no rules expected the token `2`");
    fx_expect_diag(t, "no rules expected this token in macro call");
    fx_expect_diag(t, "macro_rules! a10 { ($x:expr) => {}; }\n  | ---------------- when calling this macro");
    fx_free(t);
}

static void test_err_unexpected_end(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! m { (a b) => {}; (a c d) => {} }");
    /* the rule that got furthest is reported */
    expect_failure(t, m, "m!(a c);", "error: unexpected end of macro invocation");
    fx_expect_diag(t, "missing tokens in macro arguments");
    expect_failure(t, m, "m!();", "error: unexpected end of macro invocation");
    fx_free(t);
}

static void test_err_local_ambiguity(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! amb { ($($i:ident)* $j:ident) => {} }");
    expect_failure(t, m, "amb!(a b);",
                   "error: local ambiguity when calling macro `amb`: multiple parsing options: built-in NTs ident "
                   "('i') or ident ('j').");
    fx_free(t);
}

static void test_err_fragment_parse(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! e { ($e:expr) => {} }");
    expect_failure(t, m, "e!(1 +);", "error: expected expression, found end of macro arguments");
    fx_expect_diag(t, "while parsing argument for this `expr` macro fragment");
    fx_free(t);
}

static void test_err_missing_comma(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! p { ($f:literal $(, $a:expr)*) => {} }");
    expect_failure(t, m, "p!(\"{}\" a);", "error: no rules expected the token `a`");
    fx_expect_diag(t, "help: missing comma here");
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* The parser's side                                                   */
/* ------------------------------------------------------------------ */

static TokenVec lex_text(const char *src) {
    TokenVec v = {0};
    LexOptions lo = {.edition = ED_2021, .keep_docs = true};
    assert_true(lex_string(src, (uint32_t)strlen(src), 0, &lo, NULL, &v));
    v.len--; /* no EOF */
    return v;
}

static uint32_t prefix(T *t, const char *src, MbeFrag k, bool *ok) {
    TokenVec v = lex_text(src);
    uint32_t n = 0;
    *ok = parse_fragment_prefix(&t->ps, (TokenSlice){v.data, v.len}, k, ED_2021, &n, true);
    vec_free(&v);
    return n;
}

static void test_fragment_prefix(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    bool ok;
    static const struct {
        const char *src;
        MbeFrag kind;
        uint32_t consumed;
    } cases[] = {
        {"a + b * c, d", MBE_FRAG_EXPR, 5},
        {"if a { b } else { c } + 1 ;", MBE_FRAG_EXPR, 11},
        {"Vec<u8> , x", MBE_FRAG_TY, 4},
        {"&'a mut [u8; 4] =>", MBE_FRAG_TY, 8},
        {"Some(x) | None => 1", MBE_FRAG_PAT, 6},
        {"Some(x) | None => 1", MBE_FRAG_PAT_PARAM, 4},
        {"a::b::<C>::d {}", MBE_FRAG_PATH, 9},
        {"{ a; b } c", MBE_FRAG_BLOCK, 5},
        {"let x = 1; y", MBE_FRAG_STMT, 4},
        {"fn f() {} fn g() {}", MBE_FRAG_ITEM, 6},
        {"#[a] struct S; x", MBE_FRAG_ITEM, 7},
        {"derive(Clone), x", MBE_FRAG_META, 4},
        {"doc = \"x\", y", MBE_FRAG_META, 3},
        {"pub(crate) fn", MBE_FRAG_VIS, 4},
        {"fn", MBE_FRAG_VIS, 0},
        {"-1 x", MBE_FRAG_LITERAL, 2},
        {"x y", MBE_FRAG_IDENT, 1},
        {"'a b", MBE_FRAG_LIFETIME, 1},
        {"(a b) c", MBE_FRAG_TT, 4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint32_t n = prefix(t, cases[i].src, cases[i].kind, &ok);
        if (!ok || n != cases[i].consumed)
            fprintf(stderr, "%s as %s: ok %d, consumed %u\n", cases[i].src, mbe_frag_name(cases[i].kind), ok, n);
        assert_true(ok);
        assert_int_equal(n, cases[i].consumed);
    }
    /* a glued `>>` the type ends inside of counts as not taken */
    assert_int_equal(prefix(t, "Vec<u8>>", MBE_FRAG_TY, &ok), 3);
    assert_true(ok);
    /* errors: quiet here */
    prefix(t, "1 +", MBE_FRAG_EXPR, &ok);
    assert_false(ok);
    prefix(t, "x", MBE_FRAG_ITEM, &ok);
    assert_false(ok);
    assert_int_equal(t->dc.nerrors, 0);
    /* and reported when not quiet */
    TokenVec v = lex_text("1 +");
    uint32_t n;
    assert_false(parse_fragment_prefix(&t->ps, (TokenSlice){v.data, v.len}, MBE_FRAG_EXPR, ED_2021, &n, false));
    vec_free(&v);
    fx_expect_diag(t, "expected expression, found end of macro arguments");
    fx_free(t);
}

/* Can a `k` fragment begin with the token at index `at` of `src`? */
static bool may_begin_at(const char *src, uint32_t at, MbeFrag k) {
    TokenVec v = lex_text(src);
    Token eof = {.kind = TK_EOF};
    vec_push(&v, eof);
    bool r = parse_frag_may_begin_with(k, &v.data[at], ED_2021);
    vec_free(&v);
    return r;
}

static bool may_begin(const char *src, MbeFrag k) { return may_begin_at(src, 0, k); }

static void test_may_begin_with(void **state) {
    (void)state;
    assert_true(may_begin("x", MBE_FRAG_EXPR));
    assert_false(may_begin("let", MBE_FRAG_EXPR));
    assert_false(may_begin("const", MBE_FRAG_EXPR));
    assert_false(may_begin("=>", MBE_FRAG_EXPR));
    assert_true(may_begin("&", MBE_FRAG_TY));
    assert_false(may_begin("1", MBE_FRAG_TY));
    assert_false(may_begin("_", MBE_FRAG_IDENT));
    assert_true(may_begin("fn", MBE_FRAG_IDENT));
    assert_true(may_begin("|", MBE_FRAG_PAT));
    assert_false(may_begin("|", MBE_FRAG_PAT_PARAM));
    assert_true(may_begin("-", MBE_FRAG_LITERAL));
    assert_true(may_begin("true", MBE_FRAG_LITERAL));
    assert_false(may_begin("x", MBE_FRAG_LITERAL));
    assert_true(may_begin("{}", MBE_FRAG_BLOCK));
    assert_false(may_begin("()", MBE_FRAG_BLOCK));
    assert_true(may_begin("::", MBE_FRAG_PATH));
    assert_false(may_begin("<", MBE_FRAG_PATH));
    assert_true(may_begin(",", MBE_FRAG_VIS));
    assert_true(may_begin("'a", MBE_FRAG_LIFETIME));
    assert_false(may_begin("x", MBE_FRAG_LIFETIME));
    assert_true(may_begin("()", MBE_FRAG_TT));
    assert_false(may_begin_at("()", 1, MBE_FRAG_TT));
    assert_false(may_begin_at("()", 1, MBE_FRAG_ITEM));
}

/* Every fragment in the places it may stand, parsed back. */
static void test_invisible_positions(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    MbeMacro *m = def(t, "macro_rules! all {\n"
                         "  ($e:expr, $t:ty, $p:pat, $b:block, $l:literal, $pa:path, $v:vis, $m:meta, $i:item,\n"
                         "   $s:stmt, $lt:lifetime, $id:ident) => {\n"
                         "    #[$m] $v fn $id<$lt>(x: $t, $p: $t) -> $t $b\n"
                         "    $i\n"
                         "    impl $pa for $t {\n"
                         "        fn f() {\n"
                         "            $s;\n"
                         "            let $p = $e;\n"
                         "            match $e { $l => {}, $l..=9 => {}, $pa(..) => {}, $p => {} }\n"
                         "            let _: [u8; $e] = [$l; 3];\n"
                         "            if $e $b else $b;\n"
                         "            loop $b\n"
                         "            unsafe $b;\n"
                         "            $pa { x: 1 };\n"
                         "            <$t>::g($e, -$l, &$e, $e as u8, $e.0, $e[1], $e?, ..$e, $e..);\n"
                         "        }\n"
                         "    }\n"
                         "    const C: Foo<$l, $t> = $e;\n"
                         "    $v struct W($v $t);\n"
                         "  }\n"
                         "}");
    Exp x;
    expand(t, m, "all!(a + b, Vec<u8>, (u, _), { 0 }, 3, a::B, pub(crate), inline, struct S;, let y = 2, 'q, foo);",
           &x);
    assert_true(x.ok);
    char *s = items_of(t, &x);
    static const char *const want[] = {
        "#[inline]\npub(crate) fn foo<'q>(x: Vec<u8>, (u, _): Vec<u8>) -> Vec<u8> {",
        "struct S;",
        "impl a::B for Vec<u8> {",
        "let y = 2;",
        "let (u, _) = a + b;",
        "3..=9 => {}",
        "a::B(..) => {}",
        "let _: [u8; a + b] = [3; 3];",
        "a::B { x: 1 };",
        "<Vec<u8>>::g(a + b, -3, &(a + b), (a + b) as u8, (a + b).0, (a + b)[1], (a + b)?, ..a + b, a + b..)",
        "const C: Foo<3, Vec<u8>> = a + b;",
        "pub(crate) struct W(pub(crate) Vec<u8>);",
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        if (!contains_ws(s, want[i])) fprintf(stderr, "missing: %s\nin:\n%s\n", want[i], s);
        assert_true(contains_ws(s, want[i]));
    }
    free(s);
    exp_free(&x);
    fx_expect_no_errors(t);
    /* `extern $abi`: a string literal fragment */
    MbeMacro *abi = def(t, "macro_rules! abi { ($a:literal) => { extern $a fn f() {} extern $a { fn g(); } } }");
    expect_items(t, abi, "abi!(\"C\");", "extern \"C\" fn f()");
    expect_items(t, abi, "abi!(\"C\");", "extern \"C\" {");
    fx_expect_no_errors(t);
    /* a fragment where it may not stand: rustc prints its tokens */
    MbeMacro *ty = def(t, "macro_rules! ty { ($t:ty) => { $t } }");
    expand(t, ty, "ty!(S);", &x);
    assert_null(parse_expr_tokens(&t->ps, out_slice(&x)));
    fx_expect_diag(t, "error: expected expression, found `S`");
    exp_free(&x);
    fx_free(t);
}

static void test_invisible_groups_print_as_nothing(void **state) {
    (void)state;
    T *t = fx_new(ED_2021);
    /* a macro call whose arguments hold a fragment prints without it */
    MbeMacro *m = def(t, "macro_rules! m { ($e:expr) => { fn f() { g!($e, 1); } } }");
    Exp x;
    expand(t, m, "m!(a + b);", &x);
    char *s = items_of(t, &x);
    if (!strstr(s, "g!(a + b, 1)")) fprintf(stderr, "%s\n", s);
    assert_non_null(strstr(s, "g!(a + b, 1)"));
    free(s);
    exp_free(&x);
    fx_free(t);
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_tokens),
        cmocka_unit_test(test_frag_expr_keeps_grouping),
        cmocka_unit_test(test_frag_ident_lifetime_tt_raw),
        cmocka_unit_test(test_frag_ty_and_path),
        cmocka_unit_test(test_frag_ty_stops_before_gt),
        cmocka_unit_test(test_frag_pat_editions),
        cmocka_unit_test(test_frag_block_stmt_item),
        cmocka_unit_test(test_frag_meta_vis_literal),
        cmocka_unit_test(test_rep_separators),
        cmocka_unit_test(test_rep_plus_question),
        cmocka_unit_test(test_rep_nested),
        cmocka_unit_test(test_rep_tt_muncher),
        cmocka_unit_test(test_rules_in_order),
        cmocka_unit_test(test_glued_tokens_as_lexed),
        cmocka_unit_test(test_expr_not_let),
        cmocka_unit_test(test_fragment_passed_on),
        cmocka_unit_test(test_hygiene_marks),
        cmocka_unit_test(test_macro_2_0),
        cmocka_unit_test(test_dollar_crate),
        cmocka_unit_test(test_metavar_exprs),
        cmocka_unit_test(test_unbound_metavar_kept),
        cmocka_unit_test(test_err_missing_fragment),
        cmocka_unit_test(test_err_invalid_fragment),
        cmocka_unit_test(test_err_follow_set),
        cmocka_unit_test(test_err_empty_repetition),
        cmocka_unit_test(test_err_duplicate_binding),
        cmocka_unit_test(test_err_definition_shape),
        cmocka_unit_test(test_err_still_repeating),
        cmocka_unit_test(test_err_no_repeating_vars),
        cmocka_unit_test(test_err_lockstep),
        cmocka_unit_test(test_err_no_rules_expected),
        cmocka_unit_test(test_err_unexpected_end),
        cmocka_unit_test(test_err_local_ambiguity),
        cmocka_unit_test(test_err_fragment_parse),
        cmocka_unit_test(test_err_missing_comma),
        cmocka_unit_test(test_fragment_prefix),
        cmocka_unit_test(test_may_begin_with),
        cmocka_unit_test(test_invisible_positions),
        cmocka_unit_test(test_invisible_groups_print_as_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
