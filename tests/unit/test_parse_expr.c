/* test_parse_expr.c — the expression, statement and pattern parser and
 * their printer and dump (src/parse/expr*.c, stmt.c, pat.c, print_expr.c,
 * dump_expr.c).
 *
 * Three kinds of checks:
 *  - round trips: parse a text, print it, parse the print, and compare
 *    the two AST dumps (without spans), on snippets that stress the
 *    printer (token boundaries like `.. ..`, `1 .0`, `& &x`);
 *  - trees no parse produces (as macro expansion will): a block-like
 *    operand at the start of a statement, a struct literal in a condition,
 *    made by removing the parentheses from a parsed tree; the printer must
 *    add them back;
 *  - errors: how many are reported, that the AST is still complete.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rcc/parse.h"

#include "parse_fixture.h"

static char *round_trip(const char *src) { return round_trip_ed(src, ED_2021); }

/* The first statement of the body of the first item (a fn). */
static Stmt *first_stmt(Crate *c) {
    assert_true(c->items.len > 0);
    Item *it = c->items.data[0];
    assert_int_equal(it->kind, ITEM_FN);
    assert_non_null(it->fn.body);
    assert_true(it->fn.body->stmts.len > 0);
    return &it->fn.body->stmts.data[0];
}

/* ---- round trips ---- */

static void test_round_trip_tokens(void **state) {
    (void)state;
    const char *srcs[] = {
        "fn f() { let _ = ..(..x); let _ = ..=(..x); }",
        "fn f() { let _ = x.0.1; let _ = 1.0.max(2.0); }",
        "fn f() { let _ = & &x; let _ = &&x; let _ = - -x; let _ = a < -b; let _ = a - -1; }",
        "fn f() { let _ = 2.0..3.; let _ = a..; let _ = x..=y; }",
        "fn f() { match x { -1..=-1 => {} 1...2 => {} ..=5 => {} 6.. => {} _ => {} } }",
        "fn f() { let _ = r#type::r#match; let S { r#type } = s; }",
        "fn f() { let _ = |x| |y| x + y; let _ = move || -> u8 { 1 }; }",
        "fn f() { 'a: loop { break 'a (); } let _ = 'b: { break 'b 1 }; }",
        "fn f() { m!{}.f(); m! {} m!(); m![] }",
        "fn f() { if let Some(x) = y && let Ok(z) = x {} while let A | B = c {} }",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) free(round_trip(srcs[i]));
}

/* ---- trees that need parentheses added ---- */

/* `({}) - 1;` with the parentheses removed is Binary(Block, 1) at the start
 * of a statement. rustc 1.63's printer adds no parentheses there (its
 * output then reads as two statements), and rcc prints what rustc does. */
static void test_print_block_like_operand(void **state) {
    (void)state;
    Parsed *P = parse_text("fn f() { ({}) - 1; (match x {})(2); }");
    assert_int_equal(P->dc.nerrors, 0);
    Stmt *s = first_stmt(P->crate);
    assert_int_equal(s->kind, STMT_SEMI);
    Expr *bin = s->expr;
    assert_int_equal(bin->kind, EXPR_BINARY);
    assert_int_equal(bin->binary.lhs->kind, EXPR_PAREN);
    bin->binary.lhs = bin->binary.lhs->inner;          /* Binary(Block, 1) */
    Stmt *s2 = s + 1;
    assert_int_equal(s2->expr->kind, EXPR_CALL);
    s2->expr->call.func = s2->expr->call.func->inner;  /* Call(Match, 2) */
    char *text = print(P->crate);
    assert_string_equal(text, "fn f() { {} - 1; match x {}(2); }\n");
    free(text);
    done(P);
}

/* `if (S {}) == s {}` without the parentheses: a condition holding a
 * struct literal is parenthesized whole (rustc's cond_needs_par). */
static void test_print_struct_in_condition(void **state) {
    (void)state;
    Parsed *P = parse_text("fn f() { if (S { a: 1 }) == s {} }");
    assert_int_equal(P->dc.nerrors, 0);
    Stmt *s = first_stmt(P->crate);
    Expr *cond = s->expr->if_.cond;
    assert_int_equal(cond->kind, EXPR_BINARY);
    assert_int_equal(cond->binary.lhs->kind, EXPR_PAREN);
    cond->binary.lhs = cond->binary.lhs->inner;
    char *text = print(P->crate);
    assert_non_null(strstr(text, "if (S { a: 1 } == s) {}"));
    Parsed *Q = parse_text(text);
    assert_int_equal(Q->dc.nerrors, 0);
    free(text);
    done(Q);
    done(P);
}

/* ---- errors ---- */

static void test_errors_recovered_per_block(void **state) {
    (void)state;
    /* One error per function; the rest of a block after an error is
     * skipped, so `let y = ;` in `a` is not reported. */
    Parsed *P = parse_text("fn a() { let x = ; let y = ; }\n"
                           "fn b() { foo(1 2); bar(3 4); }\n"
                           "fn c() { let z = [1 2]; }\n");
    assert_int_equal(P->dc.nerrors, 4);
    assert_non_null(strstr(P->diag, "expected expression, found `;`"));
    assert_non_null(strstr(P->diag, "help: missing `,`"));
    assert_null(strstr(P->diag, "expected `}`"));
    assert_int_equal(P->crate->items.len, 3);
    done(P);
}

static void test_error_messages(void **state) {
    (void)state;
    struct { const char *src, *msg; } cases[] = {
        {"fn f() { a == b == c }", "comparison operators cannot be chained"},
        {"fn f() { a as usize < b }", "`<` is interpreted as a start of generic arguments for `usize`, not a comparison"},
        {"fn f() { match x { + => 1 } }", "expected pattern, found `+`"},
        {"fn f() { x y }", "expected one of `!`, `.`, `::`, `;`, `?`, `{`, `}`, or an operator, found `y`"},
        {"fn f() { let x = 1\n let y = 2; }", "expected `;`, found keyword `let`"},
        {"fn f() { let x = 1..=; }", "error[E0586]: inclusive range with no end"},
        {"fn f() { if x == S { a: 1 } {} }", "struct literals are not allowed here"},
        {"fn f() { let x = let y = 1; }", "`let` expressions are not supported here"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Parsed *P = parse_text(cases[i].src);
        if (!strstr(P->diag, cases[i].msg)) fprintf(stderr, "for %s got:\n%s\n", cases[i].src, P->diag);
        assert_non_null(strstr(P->diag, cases[i].msg));
        done(P);
    }
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_tokens),
        cmocka_unit_test(test_print_block_like_operand),
        cmocka_unit_test(test_print_struct_in_condition),
        cmocka_unit_test(test_errors_recovered_per_block),
        cmocka_unit_test(test_error_messages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
