/* test_parse_item.c — the item, type, path and attribute parser, the
 * parser's entry points, and the item/type printer and dump
 * (src/parse/item.c, adt.c, ty.c, path.c, generics.c, fn.c, attr.c,
 * parse.c, print.c, dump.c).
 *
 * Checks:
 *  - the shape of parsed trees (kinds, names, flags) for the constructs
 *    whose AST is easy to get subtly wrong (self parameters, qualified
 *    paths, the tuple-struct `pub (` ambiguity, where clauses);
 *  - round trips (parse, print, parse, compare dumps without spans);
 *  - trees no parse produces, as macro expansion will: the printer must
 *    add the parentheses a `+` needs after `&`;
 *  - the fragment parsers (parse_ty_tokens, parse_items_tokens, ...),
 *    including the error for leftover tokens;
 *  - error recovery: independent errors in several items are each
 *    reported once, and the good items around them are kept.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rcc/parse.h"

#include "parse_fixture.h"

static void assert_round_trip_ed(const char *src, Edition ed) { free(round_trip_ed(src, ed)); }

static void assert_round_trip(const char *src) { assert_round_trip_ed(src, ED_2021); }

static const Item *only_item(Parsed *P) {
    assert_int_equal(P->dc.nerrors, 0);
    assert_int_equal(P->crate->items.len, 1);
    return P->crate->items.data[0];
}

/* ---- shapes ---- */

static void test_self_params(void **state) {
    (void)state;
    Parsed *P = parse_text("impl S { fn f(&'a mut self, x: u8) {} fn g(mut self: Box<Self>) {} }");
    const Item *impl = only_item(P);
    assert_int_equal(impl->kind, ITEM_IMPL);
    assert_int_equal(impl->impl.items.len, 2);
    const Item *f = impl->impl.items.data[0];
    assert_int_equal(f->kind, ITEM_FN);
    ParamList in = f->fn.decl.inputs;
    assert_int_equal(in.len, 2);
    /* &'a mut self: a reference to the implicit Self, pattern `self` */
    assert_int_equal(in.data[0].ty->kind, TY_REF);
    assert_non_null(in.data[0].ty->ref.lifetime);
    assert_int_equal(in.data[0].ty->ref.mutbl, MUT_MUT);
    assert_int_equal(in.data[0].ty->ref.ty->kind, TY_IMPLICIT_SELF);
    assert_int_equal(in.data[0].pat->kind, PAT_IDENT);
    assert_int_equal(in.data[0].pat->ident.ident.name, SYM_self);
    assert_int_equal(in.data[0].pat->ident.mutbl, MUT_NOT);
    assert_int_equal(in.data[1].pat->ident.ident.name, sym_cstr("x"));
    /* mut self: Box<Self> */
    ParamList g = impl->impl.items.data[1]->fn.decl.inputs;
    assert_int_equal(g.data[0].ty->kind, TY_PATH);
    assert_int_equal(g.data[0].pat->ident.mutbl, MUT_MUT);
    done(P);

    /* `self` not first: reported, and kept */
    P = parse_text("impl S { fn f(x: u8, &self) {} }");
    assert_int_equal(P->dc.nerrors, 1);
    assert_non_null(strstr(P->diag, "unexpected `self` parameter in function"));
    assert_int_equal(P->crate->items.data[0]->impl.items.data[0]->fn.decl.inputs.len, 2);
    done(P);

    P = parse_text("trait T { fn f(self); fn g(&self); }");
    const Item *t = only_item(P);
    assert_int_equal(t->trait.items.data[0]->fn.decl.inputs.data[0].ty->kind, TY_IMPLICIT_SELF);
    assert_int_equal(t->trait.items.data[1]->fn.decl.inputs.data[0].ty->kind, TY_REF);
    assert_null(t->trait.items.data[0]->fn.body);
    done(P);
}

static void test_qualified_path(void **state) {
    (void)state;
    Parsed *P = parse_text("type X = <Vec<T> as a::Tr<u8>>::Assoc::Deeper;");
    const Item *it = only_item(P);
    const Ty *t = it->ty_alias.ty;
    assert_int_equal(t->kind, TY_PATH);
    assert_non_null(t->path.qself);
    /* the trait's two segments, then the two after `>::` */
    assert_int_equal(t->path.qself->position, 2);
    assert_int_equal(t->path.path.nsegs, 4);
    assert_string_equal(sym_str(t->path.path.segs[3].ident.name), "Deeper");
    assert_int_equal(t->path.qself->ty->kind, TY_PATH);
    done(P);

    P = parse_text("type Y = <T>::X;");
    it = only_item(P);
    assert_int_equal(it->ty_alias.ty->path.qself->position, 0);
    assert_int_equal(it->ty_alias.ty->path.path.nsegs, 1);
    done(P);
}

static void test_tuple_struct_pub_paren(void **state) {
    (void)state;
    /* `pub (u8, u8)` in a tuple struct is `pub` + a tuple type, while
     * `pub(crate)` is a restricted visibility. */
    Parsed *P = parse_text("struct S(pub (u8, u8), pub(crate) u8, pub(in a::b) u16);");
    const Item *it = only_item(P);
    FieldDefList f = it->struct_.data.fields;
    assert_int_equal(it->struct_.data.kind, VD_TUPLE);
    assert_int_equal(f.len, 3);
    assert_int_equal(f.data[0].vis.kind, VIS_PUBLIC);
    assert_int_equal(f.data[0].ty->kind, TY_TUP);
    assert_int_equal(f.data[1].vis.kind, VIS_RESTRICTED);
    assert_true(f.data[1].vis.shorthand);
    assert_int_equal(f.data[2].vis.kind, VIS_RESTRICTED);
    assert_false(f.data[2].vis.shorthand);
    assert_int_equal(f.data[2].vis.path.nsegs, 2);
    done(P);
}

static void test_where_clauses(void **state) {
    (void)state;
    Parsed *P = parse_text("fn f<T>() where T: A + ?Sized + 'a, 'a: 'b, for<'c> F: Fn(&'c u8), T = u8 {}");
    const Item *it = only_item(P);
    const Generics *g = &it->fn.generics;
    assert_true(g->has_where_token);
    assert_int_equal(g->where_preds.len, 4);
    const WherePredicate *w = g->where_preds.data;
    assert_int_equal(w[0].kind, WHERE_BOUND);
    assert_int_equal(w[0].bounds.len, 3);
    assert_int_equal(w[0].bounds.data[1].modifier, BOUND_MAYBE);
    assert_int_equal(w[0].bounds.data[2].kind, BOUND_OUTLIVES);
    assert_int_equal(w[1].kind, WHERE_REGION);
    assert_int_equal(w[2].bound_generic_params.len, 1);
    assert_true(w[2].bounds.data[0].trait_path.segs[0].args->parenthesized);
    assert_int_equal(w[3].kind, WHERE_EQ);
    done(P);
}

static void test_split_tokens(void **state) {
    (void)state;
    /* `>>` closes two lists, `&&` is two borrows, `<<` opens two qpaths. */
    Parsed *P = parse_text("type A = (Vec<Vec<u8>>, &&u8, <<T as X>::Y as Z>::W);");
    const Item *it = only_item(P);
    const Ty *t = it->ty_alias.ty;
    assert_int_equal(t->kind, TY_TUP);
    assert_int_equal(t->tup.len, 3);
    assert_int_equal(t->tup.data[1]->kind, TY_REF);
    assert_int_equal(t->tup.data[1]->ref.ty->kind, TY_REF);
    assert_non_null(t->tup.data[2]->path.qself);
    assert_non_null(t->tup.data[2]->path.qself->ty->path.qself);
    done(P);
}

static void test_doc_comments(void **state) {
    (void)state;
    Parsed *P = parse_text("//! crate\n/// outer\n/** block */\n#[doc = \"x\"]\nfn f() {}");
    assert_int_equal(P->dc.nerrors, 0);
    assert_int_equal(P->crate->attrs.len, 1);
    assert_true(P->crate->attrs.data[0].is_doc_comment);
    assert_int_equal(P->crate->attrs.data[0].style, ATTR_INNER);
    const Item *f = P->crate->items.data[0];
    assert_int_equal(f->attrs.len, 3);
    assert_true(f->attrs.data[0].is_doc_comment);
    assert_string_equal(sym_str(f->attrs.data[0].doc_sym), " outer");
    assert_true(f->attrs.data[1].is_doc_comment);
    assert_false(f->attrs.data[2].is_doc_comment);
    assert_int_equal(f->attrs.data[2].args_kind, ATTR_ARGS_EQ);
    assert_non_null(f->attrs.data[2].eq_expr);
    done(P);
}

/* NodeIds are unique and every node has a real span. */
static void test_ids_and_spans(void **state) {
    (void)state;
    Parsed *P = parse_text("struct S<T>(T); fn f(x: u8) -> u8 { x }");
    assert_int_equal(P->crate->items.len, 2);
    const Item *s = P->crate->items.data[0], *f = P->crate->items.data[1];
    assert_true(s->id.i != f->id.i);
    assert_true(s->id.i != 0 && f->id.i != 0);
    assert_false(span_is_dummy(s->span));
    uint32_t base = P->file->start;
    assert_int_equal(s->span.lo, base);
    assert_int_equal(s->span.hi, base + 15);
    const Ty *ret = f->fn.decl.output;
    assert_int_equal(ret->span.lo, base + 31);
    assert_int_equal(ret->span.hi, base + 33);
    done(P);
}

/* ---- round trips ---- */

static void test_round_trip_items(void **state) {
    (void)state;
    assert_round_trip("extern crate a as b; use a::{b, c::*, d as _, self}; use ::{x, y}; use ::*;");
    assert_round_trip("pub(crate) static mut X: u8 = 1; const _: () = (); pub(in a::b) const C: u8 = 2;");
    assert_round_trip("const unsafe extern \"C\" fn f<'a, T: 'a + ?Sized, const N: usize = 3>(x: &'a T) -> impl A + B "
                      "where T: Clone, for<'b> F: Fn(&'b u8) -> u8 {}");
    assert_round_trip("mod m { #![allow(x)] //! doc\n fn g() {} } mod n;");
    assert_round_trip("unsafe extern \"C\" { safe fn f(); pub unsafe static X: u8; fn v(x: i32, ...); type T; }");
    assert_round_trip("type A<T> where T: Copy = Vec<T>; type B<T> = Vec<T> where T: Copy;");
    assert_round_trip("enum E<T> where T: Copy { A, B(u8, pub T), #[attr] C { x: u8 } = 3 }");
    assert_round_trip("struct U; struct T<T>(T) where T: Copy; struct N<T> where T: Copy { a: T } union X { a: u8 }");
    assert_round_trip("unsafe auto trait Tr<T>: Sized + 'static where Self: Copy { type Item<'a>: Clone where Self: "
                      "'a; const C: u8 = 1; fn f(&self) -> u8; }");
    assert_round_trip("trait Al<T> = A + B where T: Copy;");
    assert_round_trip("impl<T> !Send for X<T> {} default unsafe impl<T> const Tr for [T] where T: Copy { default "
                      "fn f(&self) {} default type X = u8; }");
    assert_round_trip("macro_rules! m { ($x:expr) => { $x + 1 }; } macro_rules! n ( () => () ); m!(a b c); "
                      "a::b::m! { x } n![1, 2];");
    assert_round_trip("macro m { ($x:ident) => { $x } } pub macro n { () => {} }");
    assert_round_trip("fn f() { #![inline] /* c */ let x = 1; }");
}

static void test_round_trip_types(void **state) {
    (void)state;
    assert_round_trip("type A = ([u8], [u8; 4], *const u8, *mut *const u8, &'a mut &u8, &&u8, !, _, (), (u8,), "
                      "(u8));");
    assert_round_trip("type B = (for<'a> unsafe extern \"C\" fn(&'a u8, _: u16, x: u32, ...) -> u8, fn() -> !);");
    assert_round_trip("type C = (Box<dyn A + Send + 'a>, &'a (dyn A + 'a), impl Fn(u8) -> u8 + Send, "
                      "dyn for<'a> Fn(&'a u8));");
    assert_round_trip("type D = (<T as Tr>::X, <T>::X, <<T as A>::B as C>::D, Vec<Vec<u8>>, ::std::a::B);");
    assert_round_trip("type E = Foo<'a, N, { N + 1 }, -1, Item = T, Item: Copy + Send, Assoc<'a> = u8>;");
    assert_round_trip("type F = (mac!(u8), a::mac![x], typeof(1 + 1), Box<dyn ?Sized + Tr>);");
    assert_round_trip_ed("type G = (Box<Trait + Send>, &'a (Trait + 'a)); trait T { fn f(u8, "
                         "&Self); }",
                         ED_2015);
    assert_round_trip("fn r#fn(r#type: u8) -> r#struct {}");
}

/* A tree macro expansion could build: `&` over a two-bound trait object
 * without the parentheses the parser requires. rustc 1.63's printer adds
 * none, and rcc prints what rustc does. Single nested imports and
 * parenthesized bounds also print in rustc's form. */
static void test_print_adds_parens(void **state) {
    (void)state;
    Parsed *P = parse_text("type A = &(dyn X + Y);");
    Item *it = (Item *)only_item(P);
    Ty *ref = it->ty_alias.ty;
    assert_int_equal(ref->kind, TY_REF);
    assert_int_equal(ref->ref.ty->kind, TY_PAREN);
    ref->ref.ty = ref->ref.ty->elem; /* drop the PAREN node */
    char *printed = print(P->crate);
    assert_string_equal(printed, "type A = &dyn X + Y;\n");
    free(printed);
    done(P);
    P = parse_text("use ::{x}; use a::{b::{c}}; type B = Box<dyn (Tr) + (?Sized)>;");
    printed = print(P->crate);
    /* rustc prints no line break between items that open no box */
    assert_string_equal(printed, "use ::x;use a::b::c;type B = Box<dyn Tr + ?Sized>;\n");
    free(printed);
    done(P);
}

/* ---- fragment parsers ---- */

/* Lexes `src` into an arena copy and returns it as a slice (no EOF). */
static TokenSlice lex_slice(Parsed *P, const char *src) {
    char *copy = xstrdup(src);
    const SourceFile *f = sm_add_file(&P->sm, "frag.rs", copy, (uint32_t)strlen(copy));
    TokenVec toks = {0};
    LexOptions lo = {.edition = ED_2021, .keep_docs = true};
    lex_file(f, &lo, &P->dc, &toks);
    Token *kept = arena_memdup(&P->arena, toks.data, sizeof(Token) * toks.len, _Alignof(Token));
    TokenSlice ts = {kept, toks.len - 1}; /* without the EOF */
    vec_free(&toks);
    return ts;
}

static void test_fragments(void **state) {
    (void)state;
    Parsed *P = parse_text("");
    Ty *t = parse_ty_tokens(&P->ps, lex_slice(P, "HashMap<K, Vec<V>>"));
    assert_non_null(t);
    assert_int_equal(t->kind, TY_PATH);
    assert_int_equal(t->path.path.segs[0].args->nargs, 2);

    ItemList items;
    assert_true(parse_items_tokens(&P->ps, lex_slice(P, "fn a() {} struct B;"), &items));
    assert_int_equal(items.len, 2);
    assert_int_equal(items.data[1]->kind, ITEM_STRUCT);

    assert_non_null(parse_expr_tokens(&P->ps, lex_slice(P, "1 + 2")));
    assert_non_null(parse_pat_tokens(&P->ps, lex_slice(P, "Some(x) | None")));
    StmtList stmts;
    assert_true(parse_stmts_tokens(&P->ps, lex_slice(P, "let x = 1; x"), &stmts));
    assert_int_equal(stmts.len, 2);
    assert_int_equal(P->dc.nerrors, 0);

    /* leftover tokens are an error */
    assert_null(parse_ty_tokens(&P->ps, lex_slice(P, "u8 u16")));
    fflush(P->mem);
    assert_int_equal(P->dc.nerrors, 1);
    assert_non_null(strstr(P->diag, "u16"));
    done(P);
}

/* ---- errors ---- */

static int count(const char *hay, const char *needle) {
    int n = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p++) n++;
    return n;
}

static void test_recovery(void **state) {
    (void)state;
    Parsed *P = parse_text("struct A x\n"
                           "fn good1() {}\n"
                           "fn b() -> u8 y\n"
                           "type C = *u8;\n"
                           "struct D { a: u8 b: u8 }\n"
                           "fn good2() {}\n");
    /* one error per bad item, no cascades */
    assert_int_equal(P->dc.nerrors, 4);
    assert_int_equal(count(P->diag, "error: expected `where`, `{`, `(`, or `;` after struct name"), 1);
    assert_int_equal(count(P->diag, "found `y`"), 1);
    assert_int_equal(count(P->diag, "error: expected mut or const in raw pointer type"), 1);
    assert_int_equal(count(P->diag, "expected `,`, or `}`, found `b`"), 1);
    /* the good items and the recovered ones are all there */
    bool good1 = false, good2 = false, c = false, d = false;
    for (uint32_t i = 0; i < P->crate->items.len; i++) {
        const Item *it = P->crate->items.data[i];
        const char *n = it->ident.name ? sym_str(it->ident.name) : "";
        if (!strcmp(n, "good1")) good1 = true;
        if (!strcmp(n, "good2")) good2 = true;
        if (!strcmp(n, "C")) c = it->ty_alias.ty->kind == TY_PTR;
        if (!strcmp(n, "D")) d = it->struct_.data.fields.len == 2;
    }
    assert_true(good1 && good2 && c && d);
    done(P);
}

static void test_unexpected_messages(void **state) {
    (void)state;
    Parsed *P = parse_text("foo bar");
    assert_non_null(strstr(P->diag, "error: expected one of `!` or `::`, found `bar`"));
    assert_non_null(strstr(P->diag, "expected one of `!` or `::`\n"));
    done(P);
    P = parse_text("fn f() -> u8 x");
    assert_non_null(strstr(P->diag, "expected one of `!`, `(`, `+`, `::`, `<`, `where`, or `{`, found `x`"));
    assert_non_null(strstr(P->diag, "expected one of 7 possible tokens"));
    done(P);
    P = parse_text("pub foo(x: u8) {}");
    assert_non_null(strstr(P->diag, "error: missing `fn` for function definition"));
    done(P);
    P = parse_text("struct fn {}");
    assert_int_equal(P->dc.nerrors, 1);
    assert_non_null(strstr(P->diag, "expected identifier, found keyword `fn`"));
    assert_int_equal(P->crate->items.len, 1);
    done(P);
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_self_params),
        cmocka_unit_test(test_qualified_path),
        cmocka_unit_test(test_tuple_struct_pub_paren),
        cmocka_unit_test(test_where_clauses),
        cmocka_unit_test(test_split_tokens),
        cmocka_unit_test(test_doc_comments),
        cmocka_unit_test(test_ids_and_spans),
        cmocka_unit_test(test_round_trip_items),
        cmocka_unit_test(test_round_trip_types),
        cmocka_unit_test(test_print_adds_parens),
        cmocka_unit_test(test_fragments),
        cmocka_unit_test(test_recovery),
        cmocka_unit_test(test_unexpected_messages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
