/* test_format.c — format_args!, format_args_nl!, const_format_args!
 * (src/expand/format.c, format_parse.c).
 *
 * Each case is a small program with one `let _ = format_args!(...);`,
 * parsed with the real parser; the built-in is called directly with a
 * fresh expansion (hygiene marks as the expander makes them), and:
 *  - the output tokens are compared with rustc 1.63's
 *    `-Zunpretty=expanded` text for the same program (token by token,
 *    `::core::fmt` being the printed form of `$crate::fmt`; the trailing
 *    commas rustc's printer adds before `}` are ignored), and must parse
 *    as an expression;
 *  - errors are compared with rustc 1.63's stderr for the same program,
 *    byte for byte (the tables below were recorded from rustc itself).
 * A test hook stands in for the expander's eager expansion of `concat!`
 * in the format string position.
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

static T *t_new(void) {
    T *t = fx_new(ED_2021);
    t->ex.expand_expr_now = fx_concat_now;
    return t;
}

/* Parses `src` (which must parse cleanly) and runs the built-in named by
 * the last macro call in it. Returns its result. */
static bool t_run(T *t, const char *src) {
    char *copy = xstrdup(src);
    const SourceFile *f = sm_add_file(&t->sm, "t.rs", copy, (uint32_t)strlen(copy));
    t->crate = parse_file(&t->ps, f);
    if (t->dc.nerrors) fprintf(stderr, "parse errors:\n%s\n", fx_diags(t));
    assert_int_equal(t->dc.nerrors, 0);
    AstVisitor v = {.ctx = &t->mac, .expr = fx_find_mac_expr};
    ast_walk_crate(&v, t->crate);
    assert_non_null(t->mac);
    Symbol name = t->mac->path.segs[t->mac->path.nsegs - 1].ident.name;
    ExpnData d = {.kind = EXPN_MACRO_BANG, .macro_name = name, .call_site = t->mac->span, .is_builtin = true};
    uint32_t expn = hyg_new_expn(&t->hyg, &d);
    t->inv = (MacInvoc){.kind = FRAG_EXPR, .mac = t->mac, .span = t->mac->span, .expn = expn,
                        .call_site = hyg_apply_mark(&t->hyg, 0, expn, TRANSP_TRANSPARENT),
                        .def_site = hyg_apply_mark(&t->hyg, 0, expn, TRANSP_OPAQUE),
                        .mixed_site = hyg_apply_mark(&t->hyg, 0, expn, TRANSP_SEMI_TRANSPARENT),
                        .edition = ED_2021};
    tb_init(&t->out.tb, t->mac->span, t->inv.call_site);
    const char *n = sym_str(name);
    bool ok;
    if (strcmp(n, "format_args_nl") == 0) ok = bi_format_args_nl(&t->ex, &t->inv, &t->out);
    else if (strcmp(n, "const_format_args") == 0) ok = bi_const_format_args(&t->ex, &t->inv, &t->out);
    else ok = bi_format_args(&t->ex, &t->inv, &t->out);
    assert_int_equal(ok, !t->out.failed);
    return ok;
}

/* Tokens as text, one space apart; `$` `crate` is `$crate`, and a `,`
 * before `}` is dropped (rustc's printer adds one after the last field
 * and match arm). */
static char *canon_tokens(const Token *toks, uint32_t n) {
    StrBuf sb = {0};
    char buf[4096];
    for (uint32_t i = 0; i < n; i++) {
        const Token *t = &toks[i];
        if (t->kind == TK_EOF) break;
        if (t->kind == TK_COMMA && i + 1 < n && toks[i + 1].kind == TK_RBRACE) continue;
        const char *s;
        if (t->kind == TK_IDENT && t->sym == SYM_dollar_crate) s = "$crate";
        else if (t->kind == TK_ANDAND) s = "& &"; /* `&&x` is lexed glued */
        else if (t->kind == TK_DOLLAR && i + 1 < n && toks[i + 1].kind == TK_IDENT &&
                 strcmp(sym_str(toks[i + 1].sym), "crate") == 0) {
            s = "$crate";
            i++;
        } else s = tok_text(t, buf, sizeof buf);
        if (sb.len) sb_putc(&sb, ' ');
        sb_puts(&sb, s);
    }
    char *r = xstrdup(sb.data ? sb_cstr(&sb) : "");
    sb_free(&sb);
    return r;
}

/* rustc's printed expansion as canonical tokens (`::core::fmt` is how
 * `$crate::fmt` prints). */
static char *canon_text(const char *text) {
    StrBuf sb = {0};
    for (const char *p = text; *p;) {
        if (strncmp(p, "::core::fmt::", 13) == 0) {
            sb_puts(&sb, "$crate::fmt::");
            p += 13;
        } else {
            sb_putc(&sb, *p++);
        }
    }
    TokenVec v = {0};
    LexOptions lo = {.edition = ED_2021, .keep_docs = true};
    assert_true(lex_string(sb.data, sb.len, 0, &lo, NULL, &v));
    char *r = canon_tokens(v.data, v.len);
    vec_free(&v);
    sb_free(&sb);
    return r;
}

/* ---- cases recorded from rustc 1.63 ---- */
struct ExpCase { const char *mac, *args, *expanded; };
struct ErrCase { const char *stmt, *stderr; };
static const struct ExpCase exp_cases[] = {
    {"format_args", "\"hello\"",
     "::core::fmt::Arguments::new_v1(&[\"hello\"], &[])"},
    {"format_args", "\"{}\", x",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)])"},
    {"format_args", "\"{} {}\", x, y",
     "::core::fmt::Arguments::new_v1(&[\"\", \" \"], &[::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::new_display(&y)])"},
    {"format_args", "\"{0} {0}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{1} {0}\", x, y",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &[::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::new_display(&y)], &[::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{x}\"",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)])"},
    {"format_args", "\"{:?}\", x",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_debug(&x)])"},
    {"format_args", "\"{:5}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Is(5usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:>5.2}\", y",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&y)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Right, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Is(2usize), width: ::core::fmt::rt::v1::Count::Is(5usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:w$}\", x, w = 3",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::from_usize(&3)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Param(1usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:.*}\", 2, y",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &match (&2, &y) { args => [::core::fmt::ArgumentV1::new_display(args.1), ::core::fmt::ArgumentV1::from_usize(args.0)], }, &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Param(1usize), width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{a} {b:#x}\", a = x, b = 3",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &[::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::new_lower_hex(&3)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 4u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{{}} {}\", x",
     "::core::fmt::Arguments::new_v1(&[\"{} \"], &[::core::fmt::ArgumentV1::new_display(&x)])"},
    {"format_args", "\"{}\", x + 1",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&(x + 1))])"},
    {"format_args", "\"{x} {}\", y",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &[::core::fmt::ArgumentV1::new_display(&y), ::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:p}\", &x",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_pointer(&&x)])"},
    {"format_args", "\"{:08.3e} {:+} {:#?}\", y, x, name",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \", \" \"], &[::core::fmt::ArgumentV1::new_lower_exp(&y), ::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::new_debug(&name)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 8u32, precision: ::core::fmt::rt::v1::Count::Is(3usize), width: ::core::fmt::rt::v1::Count::Is(8usize), }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 1u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 2usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 4u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:x?} {:X?}\", x, x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &[::core::fmt::ArgumentV1::new_debug(&x), ::core::fmt::ArgumentV1::new_debug(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 16u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 32u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"a{}b{}c\", x, y",
     "::core::fmt::Arguments::new_v1(&[\"a\", \"b\", \"c\"], &[::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::new_display(&y)])"},
    {"format_args", "\"{}\", \"lit\"",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&\"lit\")])"},
    {"format_args", "\"{:1$}\", x, 4",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::from_usize(&4)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Param(1usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:.1$}\", y, 4",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&y), ::core::fmt::ArgumentV1::from_usize(&4)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Param(1usize), width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:*^10}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: '*', align: ::core::fmt::rt::v1::Alignment::Center, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Is(10usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:<}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Left, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{name}{name}\"",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \"\"], &[::core::fmt::ArgumentV1::new_display(&name)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{0} {0:?}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &match (&x,) { args => [::core::fmt::ArgumentV1::new_display(args.0), ::core::fmt::ArgumentV1::new_debug(args.0)], }, &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"it\\'s \\u{e9}\\t\\\"\\\\{}\\u{1F600}\\0\\r\", x",
     "::core::fmt::Arguments::new_v1(&[\"it\\'s \\u{e9}\\t\\\"\\\\\", \"\\u{1f600}\\u{0}\\r\"], &[::core::fmt::ArgumentV1::new_display(&x)])"},
    {"format_args", "\"{:'^5}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: '\\'', align: ::core::fmt::rt::v1::Alignment::Center, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Is(5usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:.*} {:.*}\", 2, y, 3, y",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &match (&2, &y, &3, &y) { args => [::core::fmt::ArgumentV1::new_display(args.1), ::core::fmt::ArgumentV1::new_display(args.3), ::core::fmt::ArgumentV1::from_usize(args.0), ::core::fmt::ArgumentV1::from_usize(args.2)], }, &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Param(2usize), width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Param(3usize), width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{x:?} {x}\"",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &match (&x,) { args => [::core::fmt::ArgumentV1::new_debug(args.0), ::core::fmt::ArgumentV1::new_display(args.0)], }, &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:#<+#010.5x?}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_debug(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: '#', align: ::core::fmt::rt::v1::Alignment::Left, flags: 29u32, precision: ::core::fmt::rt::v1::Count::Is(5usize), width: ::core::fmt::rt::v1::Count::Is(10usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:-}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 2u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{0:1$.2$} {3}\", x, 5, 6, 7",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &match (&x, &5, &6, &7) { args => [::core::fmt::ArgumentV1::new_display(args.0), ::core::fmt::ArgumentV1::new_display(args.3), ::core::fmt::ArgumentV1::from_usize(args.1), ::core::fmt::ArgumentV1::from_usize(args.2)], }, &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Param(3usize), width: ::core::fmt::rt::v1::Count::Param(2usize), }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:a$.b$}\", y, a = 1, b = 2",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&y), ::core::fmt::ArgumentV1::from_usize(&1), ::core::fmt::ArgumentV1::from_usize(&2)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Param(2usize), width: ::core::fmt::rt::v1::Count::Param(1usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "r#\"{}\"{{\"#, x",
     "::core::fmt::Arguments::new_v1(&[\"\", \"\\\"{\"], &[::core::fmt::ArgumentV1::new_display(&x)])"},
    {"format_args", "\"{:0$}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &match (&x,) { args => [::core::fmt::ArgumentV1::new_display(args.0), ::core::fmt::ArgumentV1::from_usize(args.0)], }, &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Param(1usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:?}\", (x, y),",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_debug(&(x, y))])"},
    {"format_args", "\"{}\", if true { 1 } else { 2 }",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&if true { 1 } else { 2 })])"},
    {"format_args", "\"{}\", x as u8",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&(x as u8))])"},
    {"format_args", "\"{}\", -x",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&-x)])"},
    {"format_args", "\"{}\", |a: i32| a",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&(|a: i32| a))])"},
    {"format_args", "\"{}\", x..",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&(x..))])"},
    {"format_args", "\"\"",
     "::core::fmt::Arguments::new_v1(&[], &[])"},
    {"format_args", "\"{} {}\", x, y.await",
     "::core::fmt::Arguments::new_v1(&[\"\", \" \"], &match (&x, &y.await) { args => [::core::fmt::ArgumentV1::new_display(args.0), ::core::fmt::ArgumentV1::new_display(args.1)], })"},
    {"format_args", "\"{} {}\", x.await, y",
     "::core::fmt::Arguments::new_v1(&[\"\", \" \"], &[::core::fmt::ArgumentV1::new_display(&x.await), ::core::fmt::ArgumentV1::new_display(&y)])"},
    {"format_args_nl", "\"a{}\", x",
     "::core::fmt::Arguments::new_v1(&[\"a\", \"\\n\"], &[::core::fmt::ArgumentV1::new_display(&x)])"},
    {"const_format_args", "\"a{}\", x",
     "::core::fmt::Arguments::new_v1(&[\"a\"], &[::core::fmt::ArgumentV1::new_display(&x)])"},
    {"format_args", "\"{:e} {:E} {:o} {:b} {:X}\", y, y, x, x, x",
     "::core::fmt::Arguments::new_v1(&[\"\", \" \", \" \", \" \", \" \"], &[::core::fmt::ArgumentV1::new_lower_exp(&y), ::core::fmt::ArgumentV1::new_upper_exp(&y), ::core::fmt::ArgumentV1::new_octal(&x), ::core::fmt::ArgumentV1::new_binary(&x), ::core::fmt::ArgumentV1::new_upper_hex(&x)])"},
    {"format_args", "\"{0:?} {0:?}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &[::core::fmt::ArgumentV1::new_debug(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:1$} {:.*}\", x, 5, y",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &match (&x, &5, &y) { args => [::core::fmt::ArgumentV1::new_display(args.0), ::core::fmt::ArgumentV1::new_display(args.2), ::core::fmt::ArgumentV1::from_usize(args.1)], }, &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Param(2usize), }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Param(2usize), width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:#}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 4u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:^}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Center, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{0 }\", x",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)])"},
    {"format_args", "\"{:>width$}\", x, width = 5",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::from_usize(&5)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Right, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Param(1usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:é>5}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: '\\u{e9}', align: ::core::fmt::rt::v1::Alignment::Right, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Is(5usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{}\", x = 5",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&5)])"},
    {"format_args", "\"{x}\", x = y",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&y)])"},
    {"format_args", "\"{} {x} {}\", y, w",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \", \" \"], &[::core::fmt::ArgumentV1::new_display(&y), ::core::fmt::ArgumentV1::new_display(&w), ::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 2usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{}{}\", x.f(), y[0]",
     "::core::fmt::Arguments::new_v1(&[\"\", \"\"], &[::core::fmt::ArgumentV1::new_display(&x.f()), ::core::fmt::ArgumentV1::new_display(&y[0])])"},
    {"format_args", "\"{}\", { x }",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&{ x })])"},
    {"format_args", "\"{}\", #[allow(unused)] x",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&#[allow(unused)] x)])"},
    {"format_args", "\"{}\" , x ,",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)])"},
    {"format_args", "\"{:+.3}\", y",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&y)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 1u32, precision: ::core::fmt::rt::v1::Count::Is(3usize), width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:.0}\", y",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&y)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Is(0usize), width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"\\n{}\\n\", x",
     "::core::fmt::Arguments::new_v1(&[\"\\n\", \"\\n\"], &[::core::fmt::ArgumentV1::new_display(&x)])"},
    {"format_args", "\"{:?}\", Vec::<(u8, u8)>::new()",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_debug(&Vec::<(u8, u8)>::new())])"},
    {"format_args", "\"{}\", |a, b| a",
     "::core::fmt::Arguments::new_v1(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&(|a, b| a))])"},
    {"format_args", "\"{:?} {:?}\", [x, w], (x, y)",
     "::core::fmt::Arguments::new_v1(&[\"\", \" \"], &[::core::fmt::ArgumentV1::new_debug(&[x, w]), ::core::fmt::ArgumentV1::new_debug(&(x, y))])"},
    {"format_args", "\"{}{}{}\", x, y, name",
     "::core::fmt::Arguments::new_v1(&[\"\", \"\", \"\"], &[::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::new_display(&y), ::core::fmt::ArgumentV1::new_display(&name)])"},
    {"format_args", "\"{2}{1}{0}\", x, y, name",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \"\", \"\"], &[::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::new_display(&y), ::core::fmt::ArgumentV1::new_display(&name)], &[::core::fmt::rt::v1::Argument { position: 2usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{0:>1$} {0:<1$} {0:^1$}\", x, 7",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \", \" \"], &[::core::fmt::ArgumentV1::new_display(&x), ::core::fmt::ArgumentV1::from_usize(&7)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Right, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Param(1usize), }, }, ::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Left, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Param(1usize), }, }, ::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Center, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Param(1usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:1$} {0:1$?}\", x, 7",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \"], &match (&x, &7) { args => [::core::fmt::ArgumentV1::new_display(args.0), ::core::fmt::ArgumentV1::new_debug(args.0), ::core::fmt::ArgumentV1::from_usize(args.1)], }, &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Param(2usize), }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Param(2usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{x:?} {y:5} {name:.2}\"",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\", \" \", \" \"], &[::core::fmt::ArgumentV1::new_debug(&x), ::core::fmt::ArgumentV1::new_display(&y), ::core::fmt::ArgumentV1::new_display(&name)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }, ::core::fmt::rt::v1::Argument { position: 1usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Is(5usize), }, }, ::core::fmt::rt::v1::Argument { position: 2usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 0u32, precision: ::core::fmt::rt::v1::Count::Is(2usize), width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:+#?}\", (x, y)",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_debug(&(x, y))], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 5u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{0:0}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 8u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Implied, }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
    {"format_args", "\"{:00}\", x",
     "::core::fmt::Arguments::new_v1_formatted(&[\"\"], &[::core::fmt::ArgumentV1::new_display(&x)], &[::core::fmt::rt::v1::Argument { position: 0usize, format: ::core::fmt::rt::v1::FormatSpec { fill: ' ', align: ::core::fmt::rt::v1::Alignment::Unknown, flags: 8u32, precision: ::core::fmt::rt::v1::Count::Implied, width: ::core::fmt::rt::v1::Count::Is(0usize), }, }], unsafe { ::core::fmt::UnsafeArg::new() })"},
};
static const struct ErrCase err_cases[] = {
    {"let _ = format_args!();",
     "error: requires at least a format string argument\n"
        " --> t.rs:4:13\n"
        "  |\n"
        "4 |     let _ = format_args!();\n"
        "  |             ^^^^^^^^^^^^^^\n"
        "  |\n"
        "  = note: this error originates in the macro `format_args` (in Nightly builds, run with -Z macro-backtrace for more info)\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\" x);",
     "error: expected `,`, found `x`\n"
        " --> t.rs:4:31\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\" x);\n"
        "  |                               ^ expected `,`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\"; x);",
     "error: expected `,`, found `;`\n"
        " --> t.rs:4:30\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\"; x);\n"
        "  |                              ^ expected `,`\n"
        "\n"
        ""},
    {"let _ = format_args!(x);",
     "error: format argument must be a string literal\n"
        " --> t.rs:4:26\n"
        "  |\n"
        "4 |     let _ = format_args!(x);\n"
        "  |                          ^\n"
        "  |\n"
        "help: you might be missing a string literal to format with\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\", x);\n"
        "  |                          +++++\n"
        "\n"
        ""},
    {"let _ = format_args!(x, 1);",
     "error: format argument must be a string literal\n"
        " --> t.rs:4:26\n"
        "  |\n"
        "4 |     let _ = format_args!(x, 1);\n"
        "  |                          ^\n"
        "  |\n"
        "help: you might be missing a string literal to format with\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{} {}\", x, 1);\n"
        "  |                          ++++++++\n"
        "\n"
        ""},
    {"let _ = format_args!(1);",
     "error: format argument must be a string literal\n"
        " --> t.rs:4:26\n"
        "  |\n"
        "4 |     let _ = format_args!(1);\n"
        "  |                          ^\n"
        "  |\n"
        "help: you might be missing a string literal to format with\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\", 1);\n"
        "  |                          +++++\n"
        "\n"
        ""},
    {"let _ = format_args!(b\"{}\", 1);",
     "error: format argument must be a string literal\n"
        " --> t.rs:4:26\n"
        "  |\n"
        "4 |     let _ = format_args!(b\"{}\", 1);\n"
        "  |                          -^^^^\n"
        "  |                          |\n"
        "  |                          help: consider removing the leading `b`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\");",
     "error: 1 positional argument in format string, but no arguments were given\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\");\n"
        "  |                           ^^\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{} {}\", 1);",
     "error: 2 positional arguments in format string, but there is 1 argument\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{} {}\", 1);\n"
        "  |                           ^^ ^^   -\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{1}\", 1);",
     "error: invalid reference to positional argument 1 (there is 1 argument)\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{1}\", 1);\n"
        "  |                           ^^^\n"
        "  |\n"
        "  = note: positional arguments are zero-based\n"
        "\n"
        "error: argument never used\n"
        " --> t.rs:4:33\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{1}\", 1);\n"
        "  |                          -----  ^ argument never used\n"
        "  |                          |\n"
        "  |                          formatting specifier missing\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\", 1, 2);",
     "error: argument never used\n"
        " --> t.rs:4:35\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\", 1, 2);\n"
        "  |                          ----     ^ argument never used\n"
        "  |                          |\n"
        "  |                          formatting specifier missing\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{:?}\", 1, 2, x = 3);",
     "error: multiple unused formatting arguments\n"
        " --> t.rs:4:37\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:?}\", 1, 2, x = 3);\n"
        "  |                          ------     ^      ^ named argument never used\n"
        "  |                          |          |\n"
        "  |                          |          argument never used\n"
        "  |                          multiple missing formatting specifiers\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\", a = 1, 2);",
     "error: positional arguments cannot follow named arguments\n"
        " --> t.rs:4:39\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\", a = 1, 2);\n"
        "  |                                    -  ^ positional arguments must be before named arguments\n"
        "  |                                    |\n"
        "  |                                    named argument\n"
        "\n"
        "error: argument never used\n"
        " --> t.rs:4:39\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\", a = 1, 2);\n"
        "  |                          ----         ^ argument never used\n"
        "  |                          |\n"
        "  |                          formatting specifier missing\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{a}\", a = 1, a = 2);",
     "error: duplicate argument named `a`\n"
        " --> t.rs:4:44\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{a}\", a = 1, a = 2);\n"
        "  |                                     -      ^ duplicate argument\n"
        "  |                                     |\n"
        "  |                                     previously here\n"
        "\n"
        ""},
    {"let _ = format_args!(\"%d %s\", 1, 2);",
     "error: multiple unused formatting arguments\n"
        " --> t.rs:4:35\n"
        "  |\n"
        "4 |     let _ = format_args!(\"%d %s\", 1, 2);\n"
        "  |                          -------  ^  ^ argument never used\n"
        "  |                          |        |\n"
        "  |                          |        argument never used\n"
        "  |                          multiple missing formatting specifiers\n"
        "  |\n"
        "  = note: printf formatting not supported; see the documentation for `std::fmt`\n"
        "help: format specifiers use curly braces\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{} {}\", 1, 2);\n"
        "  |                           ~~ ~~\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{} %5.2f %-10s $HOME\", 1, 2, 3, 4);",
     "error: multiple unused formatting arguments\n"
        " --> t.rs:4:53\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{} %5.2f %-10s $HOME\", 1, 2, 3, 4);\n"
        "  |                          ----------------------     ^  ^  ^ argument never used\n"
        "  |                          |                          |  |\n"
        "  |                          |                          |  argument never used\n"
        "  |                          |                          argument never used\n"
        "  |                          multiple missing formatting specifiers\n"
        "  |\n"
        "  = note: printf formatting not supported; see the documentation for `std::fmt`\n"
        "help: format specifiers use curly braces\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{} {:5.2} {:<10} $HOME\", 1, 2, 3, 4);\n"
        "  |                              ~~~~~~ ~~~~~~\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{:y}\", 1);",
     "error: unknown format trait `y`\n"
        " --> t.rs:4:29\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:y}\", 1);\n"
        "  |                             ^\n"
        "  |\n"
        "  = note: the only appropriate formatting traits are:\n"
        "          - ``, which uses the `Display` trait\n"
        "          - `?`, which uses the `Debug` trait\n"
        "          - `e`, which uses the `LowerExp` trait\n"
        "          - `E`, which uses the `UpperExp` trait\n"
        "          - `o`, which uses the `Octal` trait\n"
        "          - `p`, which uses the `Pointer` trait\n"
        "          - `b`, which uses the `Binary` trait\n"
        "          - `x`, which uses the `LowerHex` trait\n"
        "          - `X`, which uses the `UpperHex` trait\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{_}\", 1);",
     "error: invalid format string: invalid argument name `_`\n"
        " --> t.rs:4:28\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{_}\", 1);\n"
        "  |                            ^ invalid argument name in format string\n"
        "  |\n"
        "  = note: argument name cannot be a single underscore\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{\");",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:4:28\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{\");\n"
        "  |                           -^ expected `'}'` in format string\n"
        "  |                           |\n"
        "  |                           because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"}\");",
     "error: invalid format string: unmatched `}` found\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"}\");\n"
        "  |                           ^ unmatched `}` in format string\n"
        "  |\n"
        "  = note: if you intended to print `}`, you can escape it using `}}`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{0\", 1);",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:4:29\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{0\", 1);\n"
        "  |                           - ^ expected `'}'` in format string\n"
        "  |                           |\n"
        "  |                           because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{:.*}\", 1);",
     "error: 2 positional arguments in format string, but there is 1 argument\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:.*}\", 1);\n"
        "  |                           ^^--^   -\n"
        "  |                             |     |\n"
        "  |                             |     this parameter corresponds to the precision flag\n"
        "  |                             this precision flag adds an extra required argument at position 0, which is why there are 2 arguments expected\n"
        "  |\n"
        "  = note: positional arguments are zero-based\n"
        "  = note: for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{:1$}\", 1);",
     "error: invalid reference to positional argument 1 (there is 1 argument)\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:1$}\", 1);\n"
        "  |                           ^^^^^\n"
        "  |\n"
        "  = note: positional arguments are zero-based\n"
        "  = note: for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{} {}\", 1, 2, 3);",
     "error: argument never used\n"
        " --> t.rs:4:41\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{} {}\", 1, 2, 3);\n"
        "  |                          -------        ^ argument never used\n"
        "  |                          |\n"
        "  |                          formatting specifier missing\n"
        "\n"
        ""},
    {"let _ = format_args!(\"$1 $name\", 1, 2);",
     "error: multiple unused formatting arguments\n"
        " --> t.rs:4:38\n"
        "  |\n"
        "4 |     let _ = format_args!(\"$1 $name\", 1, 2);\n"
        "  |                          ----------  ^  ^ argument never used\n"
        "  |                          |           |\n"
        "  |                          |           argument never used\n"
        "  |                          multiple missing formatting specifiers\n"
        "  |\n"
        "  = note: shell formatting not supported; see the documentation for `std::fmt`\n"
        "help: format specifiers use curly braces\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{1} {name}\", 1, 2);\n"
        "  |                           ~~~ ~~~~~~\n"
        "\n"
        ""},
    {"let _ = format_args!(\"\\u{1F600}{\", 1);",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:4:40\n"
        "  |\n"
        "4 |     let _ = format_args!(\"\\u{1F600}{\", 1);\n"
        "  |                                       -^ expected `'}'` in format string\n"
        "  |                                       |\n"
        "  |                                       because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"a\\n\\t{x\", 1);",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:4:34\n"
        "  |\n"
        "4 |     let _ = format_args!(\"a\\n\\t{x\", 1);\n"
        "  |                                - ^ expected `'}'` in format string\n"
        "  |                                |\n"
        "  |                                because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{7:7$}\", 1);",
     "error: invalid reference to positional argument 7 (there is 1 argument)\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{7:7$}\", 1);\n"
        "  |                           ^^^--^\n"
        "  |                              |\n"
        "  |                              this width flag expects an `usize` argument at position 7, but there is 1 argument\n"
        "  |\n"
        "  = note: positional arguments are zero-based\n"
        "  = note: for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html\n"
        "\n"
        "error: argument never used\n"
        " --> t.rs:4:36\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{7:7$}\", 1);\n"
        "  |                          --------  ^ argument never used\n"
        "  |                          |\n"
        "  |                          formatting specifier missing\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{} {} {}\", 1);",
     "error: 3 positional arguments in format string, but there is 1 argument\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{} {} {}\", 1);\n"
        "  |                           ^^ ^^ ^^   -\n"
        "\n"
        ""},
    {"let _ = format_args!(r#\"a{x\"#);",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:4:32\n"
        "  |\n"
        "4 |     let _ = format_args!(r#\"a{x\"#);\n"
        "  |                              - ^ expected `'}'` in format string\n"
        "  |                              |\n"
        "  |                              because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{:1$.2$}\", 1);",
     "error: 2 positional arguments in format string, but there is 1 argument\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:1$.2$}\", 1);\n"
        "  |                           ^^^^---^   -\n"
        "  |                               |\n"
        "  |                               this precision flag expects an `usize` argument at position 2, but there is 1 argument\n"
        "  |\n"
        "  = note: positional arguments are zero-based\n"
        "  = note: for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\" + x);",
     "error: expected `,`, found `+`\n"
        " --> t.rs:4:31\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\" + x);\n"
        "  |                               ^ expected `,`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\"suf, 1);",
     "error: suffixes on a string literal are invalid\n"
        " --> t.rs:4:26\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\"suf, 1);\n"
        "  |                          ^^^^^^^ invalid suffix `suf`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{0:x} {:?} {2}\", 1);",
     "error: invalid reference to positional argument 2 (there is 1 argument)\n"
        " --> t.rs:4:38\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{0:x} {:?} {2}\", 1);\n"
        "  |                                      ^^^\n"
        "  |\n"
        "  = note: positional arguments are zero-based\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{a:.*}\", 1, a = 2);",
     ""},
    {"let _ = format_args!(\"{:.3$}\", 1, 2);",
     "error: invalid reference to positional argument 3 (there are 2 arguments)\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:.3$}\", 1, 2);\n"
        "  |                           ^^---^\n"
        "  |                             |\n"
        "  |                             this precision flag expects an `usize` argument at position 3, but there are 2 arguments\n"
        "  |\n"
        "  = note: positional arguments are zero-based\n"
        "  = note: for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html\n"
        "\n"
        "error: argument never used\n"
        " --> t.rs:4:39\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:.3$}\", 1, 2);\n"
        "  |                          --------     ^ argument never used\n"
        "  |                          |\n"
        "  |                          formatting specifier missing\n"
        "\n"
        ""},
    {"let _ = format_args!(\"%5d %-3s %#x %%\", 1, 2, 3);",
     "error: multiple unused formatting arguments\n"
        " --> t.rs:4:45\n"
        "  |\n"
        "4 |     let _ = format_args!(\"%5d %-3s %#x %%\", 1, 2, 3);\n"
        "  |                          -----------------  ^  ^  ^ argument never used\n"
        "  |                          |                  |  |\n"
        "  |                          |                  |  argument never used\n"
        "  |                          |                  argument never used\n"
        "  |                          multiple missing formatting specifiers\n"
        "  |\n"
        "  = note: printf formatting not supported; see the documentation for `std::fmt`\n"
        "help: format specifiers use curly braces\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:5} {:<3} {:#x} %%\", 1, 2, 3);\n"
        "  |                           ~~~~ ~~~~~ ~~~~~\n"
        "\n"
        ""},
    {"let _ = format_args!(\"%*d %0.2d %q %1$s\", 1, 2, 3);",
     "error: multiple unused formatting arguments\n"
        " --> t.rs:4:47\n"
        "  |\n"
        "4 |     let _ = format_args!(\"%*d %0.2d %q %1$s\", 1, 2, 3);\n"
        "  |                          -------------------  ^  ^  ^ argument never used\n"
        "  |                          |                    |  |\n"
        "  |                          |                    |  argument never used\n"
        "  |                          |                    argument never used\n"
        "  |                          multiple missing formatting specifiers\n"
        "  |\n"
        "note: format specifiers use curly braces, and you have to use a positional or named parameter for the width\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"%*d %0.2d %q %1$s\", 1, 2, 3);\n"
        "  |                           ^^^\n"
        "note: format specifiers use curly braces, and the conversion specifier ` ` is unknown or unsupported\n"
        " --> t.rs:4:37\n"
        "  |\n"
        "4 |     let _ = format_args!(\"%*d %0.2d %q %1$s\", 1, 2, 3);\n"
        "  |                                     ^^^\n"
        "  = note: printf formatting not supported; see the documentation for `std::fmt`\n"
        "help: format specifiers use curly braces\n"
        "  |\n"
        "4 |     let _ = format_args!(\"%*d {:02} %q {0}\", 1, 2, 3);\n"
        "  |                               ~~~~~    ~~~\n"
        "\n"
        ""},
    {"let _ = format_args!(\"x}y\", 1);",
     "error: invalid format string: unmatched `}` found\n"
        " --> t.rs:4:28\n"
        "  |\n"
        "4 |     let _ = format_args!(\"x}y\", 1);\n"
        "  |                            ^ unmatched `}` in format string\n"
        "  |\n"
        "  = note: if you intended to print `}`, you can escape it using `}}`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{:a\", 1);",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:4:30\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:a\", 1);\n"
        "  |                           -  ^ expected `'}'` in format string\n"
        "  |                           |\n"
        "  |                           because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{ x}\", 1);",
     "error: invalid format string: expected `'}'`, found `'x'`\n"
        " --> t.rs:4:29\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{ x}\", 1);\n"
        "  |                           - ^ expected `}` in format string\n"
        "  |                           |\n"
        "  |                           because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{0} {1} {2}\", 1);",
     "error: invalid reference to positional arguments 1 and 2 (there is 1 argument)\n"
        " --> t.rs:4:31\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{0} {1} {2}\", 1);\n"
        "  |                               ^^^ ^^^\n"
        "  |\n"
        "  = note: positional arguments are zero-based\n"
        "\n"
        ""},
    {"let _ = format_args!(\"a\\\n"
        "    {\", 1);",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:5:6\n"
        "  |\n"
        "5 |     {\", 1);\n"
        "  |     -^ expected `'}'` in format string\n"
        "  |     |\n"
        "  |     because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(concat!(\"{}\", \"a\"));",
     "error: 1 positional argument in format string, but no arguments were given\n"
        " --> t.rs:4:26\n"
        "  |\n"
        "4 |     let _ = format_args!(concat!(\"{}\", \"a\"));\n"
        "  |                          ^^^^^^^^^^^^^^^^^^\n"
        "  |\n"
        "  = note: this error originates in the macro `concat` (in Nightly builds, run with -Z macro-backtrace for more info)\n"
        "\n"
        ""},
    {"let _ = format_args!(concat!(\"{\", \"a\"));",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:4:26\n"
        "  |\n"
        "4 |     let _ = format_args!(concat!(\"{\", \"a\"));\n"
        "  |                          ^^^^^^^^^^^^^^^^^ expected `'}'` in format string\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "  = note: this error originates in the macro `concat` (in Nightly builds, run with -Z macro-backtrace for more info)\n"
        "\n"
        ""},
    {"let _ = format_args!(concat!(\"{x}\"));",
     "error: there is no argument named `x`\n"
        " --> t.rs:4:26\n"
        "  |\n"
        "4 |     let _ = format_args!(concat!(\"{x}\"));\n"
        "  |                          ^^^^^^^^^^^^^^\n"
        "  |\n"
        "  = note: did you intend to capture a variable `x` from the surrounding scope?\n"
        "  = note: to avoid ambiguity, `format_args!` cannot capture variables when the format string is expanded from a macro\n"
        "  = note: this error originates in the macro `concat` (in Nightly builds, run with -Z macro-backtrace for more info)\n"
        "\n"
        ""},
    {"let _ = format_args!(concat!(\"{}\"), 1, 2);",
     "error: argument never used\n"
        " --> t.rs:4:44\n"
        "  |\n"
        "4 |     let _ = format_args!(concat!(\"{}\"), 1, 2);\n"
        "  |                          -------------     ^ argument never used\n"
        "  |                          |\n"
        "  |                          formatting specifier missing\n"
        "\n"
        ""},
    {"let _ = format_args_nl!(\"{\");",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:4:31\n"
        "  |\n"
        "4 |     let _ = format_args_nl!(\"{\");\n"
        "  |                              -^ expected `'}'` in format string\n"
        "  |                              |\n"
        "  |                              because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\", 1,, 2);",
     "error: expected expression, found `,`\n"
        " --> t.rs:4:34\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\", 1,, 2);\n"
        "  |                                  ^ expected expression\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\", 1 +);",
     "error: expected expression, found end of macro arguments\n"
        " --> t.rs:4:35\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\", 1 +);\n"
        "  |                                   ^ expected expression\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{a}\", a =);",
     "error: expected expression, found end of macro arguments\n"
        " --> t.rs:4:36\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{a}\", a =);\n"
        "  |                                    ^ expected expression\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{} {}\", 1; 2);",
     "error: expected one of `,`, `.`, `?`, or an operator, found `;`\n"
        " --> t.rs:4:36\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{} {}\", 1; 2);\n"
        "  |                                    ^ expected one of `,`, `.`, `?`, or an operator\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{} {}\", 1 2);",
     "error: expected one of `,`, `.`, `?`, or an operator, found `2`\n"
        " --> t.rs:4:37\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{} {}\", 1 2);\n"
        "  |                                     ^ expected one of `,`, `.`, `?`, or an operator\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{:.*}\", 1);",
     "error: 2 positional arguments in format string, but there is 1 argument\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:.*}\", 1);\n"
        "  |                           ^^--^   -\n"
        "  |                             |     |\n"
        "  |                             |     this parameter corresponds to the precision flag\n"
        "  |                             this precision flag adds an extra required argument at position 0, which is why there are 2 arguments expected\n"
        "  |\n"
        "  = note: positional arguments are zero-based\n"
        "  = note: for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{:?}\", [1, 2], 3);",
     "error: argument never used\n"
        " --> t.rs:4:42\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:?}\", [1, 2], 3);\n"
        "  |                          ------          ^ argument never used\n"
        "  |                          |\n"
        "  |                          formatting specifier missing\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{x} {}\", x = 1);",
     ""},
    {"let _ = format_args!(\"{0:?}\", a = 1);",
     ""},
    {"let _ = format_args!(x y);",
     "error: expected `,`, found `y`\n"
        " --> t.rs:4:28\n"
        "  |\n"
        "4 |     let _ = format_args!(x y);\n"
        "  |                            ^ expected `,`\n"
        "\n"
        ""},
    {"let _ = format_args!(x; 1);",
     "error: expected `,`, found `;`\n"
        " --> t.rs:4:27\n"
        "  |\n"
        "4 |     let _ = format_args!(x; 1);\n"
        "  |                           ^ expected `,`\n"
        "\n"
        "error: format argument must be a string literal\n"
        " --> t.rs:4:26\n"
        "  |\n"
        "4 |     let _ = format_args!(x; 1);\n"
        "  |                          ^\n"
        "  |\n"
        "help: you might be missing a string literal to format with\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{} {}\", x; 1);\n"
        "  |                          ++++++++\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\"\n"
        "        x);",
     "error: expected `,`, found `x`\n"
        " --> t.rs:5:9\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\"\n"
        "  |                              - expected `,`\n"
        "5 |         x);\n"
        "  |         ^ unexpected token\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{}\".x, 1);",
     "error: expected `,`, found `.`\n"
        " --> t.rs:4:30\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\".x, 1);\n"
        "  |                              ^ expected `,`\n"
        "\n"
        "error: argument never used\n"
        " --> t.rs:4:34\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{}\".x, 1);\n"
        "  |                          ----    ^ argument never used\n"
        "  |                          |\n"
        "  |                          formatting specifier missing\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{:é<5} {:é^3\", 1, 2);",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:4:39\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{:é<5} {:é^3\", 1, 2);\n"
        "  |                                  -    ^ expected `'}'` in format string\n"
        "  |                                  |\n"
        "  |                                  because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"A{\", 1);",
     "error: invalid format string: expected `'}'` but string was terminated\n"
        " --> t.rs:4:29\n"
        "  |\n"
        "4 |     let _ = format_args!(\"A{\", 1);\n"
        "  |                            -^ expected `'}'` in format string\n"
        "  |                            |\n"
        "  |                            because of this opening brace\n"
        "  |\n"
        "  = note: if you intended to print `{`, you can escape it using `{{`\n"
        "\n"
        ""},
    {"let _ = format_args!(\"{0:.0$} {:.*}\", 1);",
     "error: invalid reference to positional argument 1 (there is 1 argument)\n"
        " --> t.rs:4:35\n"
        "  |\n"
        "4 |     let _ = format_args!(\"{0:.0$} {:.*}\", 1);\n"
        "  |                              ---  ^^--^   -\n"
        "  |                              |      |     |\n"
        "  |                              |      |     this parameter corresponds to the precision flag\n"
        "  |                              |      |     this parameter corresponds to the precision flag\n"
        "  |                              |      this precision flag adds an extra required argument at position 0, which is why there are 4 arguments expected\n"
        "  |                              this precision flag adds an extra required argument at position 0, which is why there are 4 arguments expected\n"
        "  |\n"
        "  = note: positional arguments are zero-based\n"
        "  = note: for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html\n"
        "\n"
        ""},
};

/* ------------------------------------------------------------------ */
/* Expansions                                                          */
/* ------------------------------------------------------------------ */

static const char EXP_PRE[] = "#![feature(format_args_nl, const_format_args)]\nfn main() {\n"
                              "    let x = 1; let y = 2.0; let name = \"n\"; let w = 3;\n";

static void test_expansions(void **state) {
    (void)state;
    int failed = 0;
    for (size_t i = 0; i < sizeof exp_cases / sizeof exp_cases[0]; i++) {
        T *t = t_new();
        char *src = xasprintf("%s    let _ = %s!(%s);\n}\n", EXP_PRE, exp_cases[i].mac, exp_cases[i].args);
        bool ok = t_run(t, src);
        char *got = canon_tokens(t->out.tb.toks.data, t->out.tb.toks.len);
        char *want = canon_text(exp_cases[i].expanded);
        if (!ok || t->dc.nerrors || strcmp(got, want) != 0) {
            fprintf(stderr, "case %s!(%s)\n  want: %s\n  got:  %s\n%s\n", exp_cases[i].mac, exp_cases[i].args, want, got,
                    fx_diags(t));
            failed++;
        } else {
            /* The output is an expression the parser takes. */
            TokenSlice ts = {t->out.tb.toks.data, t->out.tb.toks.len};
            Expr *e = parse_expr_tokens(&t->ps, ts);
            if (!e || t->dc.nerrors) {
                fprintf(stderr, "case %s: output does not parse\n%s\n", exp_cases[i].args, fx_diags(t));
                failed++;
            }
        }
        free(got);
        free(want);
        free(src);
        fx_free(t);
    }
    assert_int_equal(failed, 0);
}

/* Paths and `args` are def-site names; user tokens keep their context;
 * captured names take the string literal's. */
static void test_hygiene(void **state) {
    (void)state;
    T *t = t_new();
    assert_true(t_run(t, "fn main() { let a = 1; let _ = format_args!(\"{} {a} {0:?}\", a); }"));
    uint32_t ndollar = 0, nargs = 0, nuser = 0, ncap = 0;
    for (uint32_t i = 0; i < t->out.tb.toks.len; i++) {
        const Token *k = &t->out.tb.toks.data[i];
        if (k->kind != TK_IDENT) continue;
        const char *s = sym_str(k->sym);
        if (k->sym == SYM_dollar_crate) {
            assert_int_equal(k->ctxt, t->inv.def_site);
            ndollar++;
        } else if (strcmp(s, "args") == 0) {
            assert_int_equal(k->ctxt, t->inv.def_site);
            nargs++;
        } else if (strcmp(s, "a") == 0) {
            /* the argument `a` (tokens of the call) and the captured `a`
             * (an identifier made from the string, spanning `a` in it) */
            assert_int_equal(k->ctxt, 0);
            const char *src = t->sm.files.data[0]->src;
            uint32_t off = k->span.lo - t->sm.files.data[0]->start;
            assert_int_equal(k->span.hi - k->span.lo, 1);
            assert_int_equal(src[off], 'a');
            if (src[off - 1] == '{') ncap++;
            else nuser++;
        }
    }
    assert_true(ndollar > 0);
    assert_int_equal(nargs, 4); /* `args =>`, then args.0 (Display), args.0 (Debug), args.1 */
    assert_int_equal(nuser, 1);
    assert_int_equal(ncap, 1);
    fx_free(t);
}

/* ------------------------------------------------------------------ */
/* Errors                                                              */
/* ------------------------------------------------------------------ */

static const char ERR_PRE[] = "#![feature(format_args_nl)]\nfn main() {\n    let x = 1;\n    ";

static void test_errors(void **state) {
    (void)state;
    int failed = 0;
    for (size_t i = 0; i < sizeof err_cases / sizeof err_cases[0]; i++) {
        T *t = t_new();
        char *src = xasprintf("%s%s\n}\n", ERR_PRE, err_cases[i].stmt);
        bool ok = t_run(t, src);
        const char *got = fx_diags(t);
        bool want_error = strstr(err_cases[i].stderr, "error") != NULL;
        if (ok == want_error || strcmp(got, err_cases[i].stderr) != 0) {
            fprintf(stderr, "case %s\n--- want:\n%s--- got:\n%s---\n", err_cases[i].stmt, err_cases[i].stderr, got);
            failed++;
        }
        free(src);
        fx_free(t);
    }
    assert_int_equal(failed, 0);
}

/* librcc is a static archive in which builtin_stubs.c holds weak
 * placeholders: the linker takes the first member defining a symbol, so
 * format.c's object is only linked (and its definitions used) when a
 * symbol only it defines is referenced. */
const char *fmt_span_snippet(const SourceMap *sm, Span sp, uint32_t *len);
__attribute__((used)) static const void *const link_format_c = (const void *)fmt_span_snippet;

int main(void) {
    sym_init();
    (void)link_format_c;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_expansions),
        cmocka_unit_test(test_hygiene),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
