/* asm.c — asm! and global_asm!.
 *
 * Takes the macro's argument tokens: template strings, operands (`in(reg)
 * x`, `out("eax") y`, `lateout`, `inout(reg) x => y`, `inlateout`, `const
 * EXPR`, `sym PATH`, each optionally `name = ...`), `options(...)` and
 * `clobber_abi("C", ...)`. Gives the InlineAsm node (parse.h): the
 * templates joined with newlines and cut into literal text and
 * placeholders resolved to operand indices, the operands with their
 * expressions parsed, the options and ABIs — as an EXPR_INLINE_ASM
 * expression (asm!) or an ITEM_GLOBAL_ASM item (global_asm!).
 *
 * The argument grammar and every check and message are rustc 1.63's
 * (rustc_builtin_macros/src/asm.rs); the templates go through the same
 * format-string parser as format_args!, in its asm mode.
 */
#include "format_priv.h"

typedef struct AsmArgs {
    ExpandCtx *ex;
    const MacInvoc *inv;
    bool global;
    const Token *t;           /* the argument tokens */
    uint32_t n;
    uint32_t i;               /* the current token */
    VEC(Expr *) templates;
    VEC(InlineAsmOperand) operands;
    HashMap named_args;       /* Symbol -> operand index */
    VecU32 reg_args;          /* operands with an explicit register, in order */
    VEC(Symbol) clobber_abis;
    VEC(Span) clobber_spans;
    uint32_t options;
    VEC(Span) options_spans;
    bool failed;              /* an error was reported */
} AsmArgs;

static void asm_args_free(AsmArgs *A) {
    vec_free(&A->templates);
    vec_free(&A->operands);
    hmap_free(&A->named_args);
    vec_free(&A->reg_args);
    vec_free(&A->clobber_abis);
    vec_free(&A->clobber_spans);
    vec_free(&A->options_spans);
}

static void report(AsmArgs *A, Diag *d) {
    A->failed = true;
    diag_emit(d);
}

static Diag *err_spans(AsmArgs *A, const Span *sp, uint32_t n, const char *msg) {
    Diag *d = diag_error(A->ex->dc, DC_NONE, sp[0], "%s", msg);
    for (uint32_t k = 1; k < n; k++) diag_label(d, sp[k], true, NULL);
    return d;
}

/* A label, drawn as primary when on one of the primary spans. */
static void label(Diag *d, Span sp, const char *msg) {
    bool primary = false;
    for (const DiagLabel *l = d->labels.data; l < d->labels.data + d->labels.len; l++) if (l->primary && l->span.lo == sp.lo && l->span.hi == sp.hi) primary = true;
    diag_label(d, sp, primary, "%s", msg);
}

/* ---- the token cursor ---- */

static bool at_end(const AsmArgs *A) { return A->i >= A->n; }
static bool at(const AsmArgs *A, TokenKind k) { return !at_end(A) && A->t[A->i].kind == k; }

/* The keyword (or contextual keyword) `name`: an identifier, not r#. */
static bool at_kw(const AsmArgs *A, const char *name) {
    if (at_end(A)) return false;
    const Token *t = &A->t[A->i];
    return t->kind == TK_IDENT && !(t->flags & TF_RAW) && strcmp(sym_str(t->sym), name) == 0;
}

static bool eat_kw(AsmArgs *A, const char *name) {
    if (!at_kw(A, name)) return false;
    A->i++;
    return true;
}

static bool eat(AsmArgs *A, TokenKind k) {
    if (!at(A, k)) return false;
    A->i++;
    return true;
}

static Span prev_span(const AsmArgs *A) { return A->i ? A->t[A->i - 1].span : A->inv->span; }

/* rustc gives the end of the arguments the span of the last token. */
static Span cur_span(const AsmArgs *A) { return at_end(A) ? prev_span(A) : A->t[A->i].span; }

static bool same_line(const AsmArgs *A, Span a, Span b) {
    SourceLoc x = sm_lookup(A->ex->sm, a.hi), y = sm_lookup(A->ex->sm, b.lo);
    return !x.file || x.file != y.file || x.line == y.line;
}

/* rustc's `expect` of one token right after a bump (its
 * unexpected_try_recover): "expected `(`, found ...", and at the end of
 * the arguments "found end of macro arguments" just after the last token. */
static void err_expected(AsmArgs *A, const char *what) {
    char found[300];
    Span prev = prev_span(A), sp;
    Diag *d;
    if (at_end(A)) {
        sp = span_new(prev.hi, prev.hi + 1);
        d = diag_error(A->ex->dc, DC_NONE, sp, "expected %s, found end of macro arguments", what);
        diag_label(d, sp, true, "expected %s", what);
    } else {
        sp = A->t[A->i].span;
        ex_token_descr(&A->t[A->i], A->ex->ps->edition, found, sizeof found);
        d = diag_error(A->ex->dc, DC_NONE, sp, "expected %s, found %s", what, found);
        if (same_line(A, prev, sp)) {
            diag_label(d, sp, true, "expected %s", what);
        } else {
            diag_label(d, span_new(prev.hi, prev.hi), false, "expected %s", what);
            diag_label(d, sp, true, "unexpected token");
        }
    }
    report(A, d);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* rustc's expected_one_of_not_found, for the lists asm! tries: sorted,
 * "expected one of N possible tokens" past six. */
static void err_expected_one_of(AsmArgs *A, const char **exp, uint32_t n) {
    qsort(exp, n, sizeof *exp, cmp_str);
    StrBuf list = {0};
    for (uint32_t k = 0; k < n; k++) {
        if (k) sb_puts(&list, n == 2 ? " or " : k + 1 == n ? ", or " : ", ");
        sb_puts(&list, exp[k]);
    }
    char found[300];
    if (at_end(A)) snprintf(found, sizeof found, "`<eof>`");
    else ex_token_descr(&A->t[A->i], A->ex->ps->edition, found, sizeof found);
    Span here = cur_span(A), prev = prev_span(A);
    Diag *d = n == 1 ? diag_error(A->ex->dc, DC_NONE, here, "expected %s, found %s", sb_cstr(&list), found)
                     : diag_error(A->ex->dc, DC_NONE, here, "expected one of %s, found %s", sb_cstr(&list), found);
    char lab[600];
    if (n == 1) snprintf(lab, sizeof lab, "expected %s", sb_cstr(&list));
    else if (n > 6) snprintf(lab, sizeof lab, "expected one of %u possible tokens", n);
    else snprintf(lab, sizeof lab, "expected one of %s", sb_cstr(&list));
    if (at_end(A) || same_line(A, prev, here)) {
        diag_label(d, here, true, "%s", lab);
    } else {
        diag_label(d, span_new(prev.hi, prev.hi), false, "%s", lab);
        diag_label(d, here, true, "unexpected token");
    }
    sb_free(&list);
    report(A, d);
}

/* An expression from the current token, which `follow` (as for
 * parse_expr_prefix_any) must come after. NULL after an error (reported). */
static Expr *parse_expr_here(AsmArgs *A, const TokenKind *follow) {
    if (at_end(A)) {
        fmt_expected_expr_at_end(A->ex, prev_span(A));
        A->failed = true;
        return NULL;
    }
    TokenSlice rest = {A->t + A->i, A->n - A->i};
    uint32_t used;
    bool bad = false;
    Expr *e = parse_expr_prefix_any(A->ex->ps, rest, follow, false, &used, &bad);
    if (!e) {
        A->failed = true;
        return NULL;
    }
    A->i += used;
    if (bad) {
        /* rustc's `expect(,)` failed: the parse stops. */
        A->failed = true;
        return NULL;
    }
    return e;
}

/* ---- options(...) and clobber_abi(...) ---- */

static const struct {
    const char *name;
    uint32_t bit;
    bool global_ok;
} asm_options[] = {
    {"pure", ASM_OPT_PURE, false},
    {"nomem", ASM_OPT_NOMEM, false},
    {"readonly", ASM_OPT_READONLY, false},
    {"preserves_flags", ASM_OPT_PRESERVES_FLAGS, false},
    {"noreturn", ASM_OPT_NORETURN, false},
    {"nostack", ASM_OPT_NOSTACK, false},
    {"att_syntax", ASM_OPT_ATT_SYNTAX, true},
    {"raw", ASM_OPT_RAW, true},
    {"may_unwind", ASM_OPT_MAY_UNWIND, true},
};

static bool parse_options(AsmArgs *A) {
    Span start = prev_span(A);
    if (!eat(A, TK_LPAREN)) {
        err_expected(A, "`(`");
        return false;
    }
    while (!eat(A, TK_RPAREN)) {
        int which = -1;
        for (int k = 0; k < (int)(sizeof asm_options / sizeof asm_options[0]); k++)
            if ((!A->global || asm_options[k].global_ok) && at_kw(A, asm_options[k].name)) which = k;
        if (which < 0) {
            const char *exp[12];
            uint32_t ne = 0;
            exp[ne++] = "`)`";
            static char quoted[9][24];
            for (int k = 0; k < 9; k++) {
                if (A->global && !asm_options[k].global_ok) continue;
                snprintf(quoted[k], sizeof quoted[k], "`%s`", asm_options[k].name);
                exp[ne++] = quoted[k];
            }
            err_expected_one_of(A, exp, ne);
            return false;
        }
        A->i++;
        uint32_t bit = asm_options[which].bit;
        if (A->options & bit) {
            /* rustc names `may_unwind` `raw` here. */
            const char *name = bit == ASM_OPT_MAY_UNWIND ? "raw" : asm_options[which].name;
            Span sp = prev_span(A);
            Diag *d = diag_error(A->ex->dc, DC_NONE, sp, "the `%s` option was already provided", name);
            diag_label(d, sp, true, "this option was already provided");
            Span full = at(A, TK_COMMA) ? span_to(sp, A->t[A->i].span) : sp;
            DiagSuggestion *s = diag_suggestion(d, SUGG_TOOL_ONLY, APP_MACHINE_APPLICABLE, "remove this option");
            diag_sugg_part(s, full, "");
            report(A, d);
        } else {
            A->options |= bit;
        }
        if (eat(A, TK_RPAREN)) break;
        if (!eat(A, TK_COMMA)) {
            const char *exp[] = {"`)`", "`,`"};
            err_expected_one_of(A, exp, 2);
            return false;
        }
    }
    vec_push(&A->options_spans, span_to(start, prev_span(A)));
    return true;
}

static bool parse_clobber_abi(AsmArgs *A) {
    Span start = prev_span(A);
    if (!eat(A, TK_LPAREN)) {
        err_expected(A, "`(`");
        return false;
    }
    if (eat(A, TK_RPAREN)) {
        report(A, diag_error(A->ex->dc, DC_NONE, cur_span(A),
                             "at least one abi must be provided as an argument to `clobber_abi`"));
        return false;
    }
    VEC(Symbol) abis = {0};
    VEC(Span) spans = {0};
    bool ok = true;
    for (;;) {
        const Token *t = at_end(A) ? NULL : &A->t[A->i];
        if (t && (t->kind == TK_LIT_STR || t->kind == TK_LIT_RAW_STR) && !t->suffix) {
            size_t len;
            char *v = lex_str_value(t, &len);
            vec_push(&abis, sym_intern(v, len));
            vec_push(&spans, t->span);
            free(v);
            A->i++;
        } else {
            /* rustc takes any other literal, then stops quietly at `)`. */
            bool is_lit = t && tok_is_lit(t);
            Span sp = cur_span(A);
            if (is_lit) A->i++;
            if (abis.len && eat(A, TK_RPAREN)) break;
            Diag *d = diag_error(A->ex->dc, DC_NONE, sp, "expected string literal");
            diag_label(d, sp, true, "not a string literal");
            report(A, d);
            ok = false;
            break;
        }
        if (eat(A, TK_RPAREN)) break;
        if (!eat(A, TK_COMMA)) {
            const char *exp[] = {"`)`", "`,`"};
            err_expected_one_of(A, exp, 2);
            ok = false;
            break;
        }
    }
    if (ok) {
        Span full = span_to(start, prev_span(A));
        if (A->options_spans.len) {
            Diag *d = diag_error(A->ex->dc, DC_NONE, full, "clobber_abi is not allowed after options");
            vec_foreach(&A->options_spans, o) label(d, *o, "options");
            report(A, d);
            ok = false;
        } else if (abis.len == 1) {
            vec_push(&A->clobber_abis, abis.data[0]);
            vec_push(&A->clobber_spans, full);
        } else {
            for (uint32_t k = 0; k < abis.len; k++) {
                vec_push(&A->clobber_abis, abis.data[k]);
                vec_push(&A->clobber_spans, spans.data[k]);
            }
        }
    }
    vec_free(&abis);
    vec_free(&spans);
    return ok;
}

/* `(reg)` or `("eax")` after in/out/...: a register class or an explicit
 * register. */
static bool parse_reg(AsmArgs *A, InlineAsmOperand *op) {
    if (!eat(A, TK_LPAREN)) {
        err_expected(A, "`(`");
        return false;
    }
    const Token *t = at_end(A) ? NULL : &A->t[A->i];
    if (t && t->kind == TK_IDENT && !(t->flags & TF_RAW)) {
        op->reg = t->sym;
    } else if (t && t->kind == TK_LIT_STR) {
        /* rustc keeps the literal's symbol as written (unescaped only by
         * later stages). */
        const char *s = sym_str(t->sym);
        op->reg = sym_intern(s + 1, strlen(s) - 2);
        op->is_explicit_reg = true;
    } else {
        report(A, diag_error(A->ex->dc, DC_NONE, cur_span(A), "expected register class or explicit register"));
        return false;
    }
    A->i++;
    if (!eat(A, TK_RPAREN)) {
        err_expected(A, "`)`");
        return false;
    }
    return true;
}

/* After `in(reg)`: `_` is no input. */
static bool no_underscore_input(AsmArgs *A) {
    if (!at_kw(A, "_")) return true;
    A->i++;
    report(A, diag_error(A->ex->dc, DC_NONE, cur_span(A), "_ cannot be used for input operands"));
    return false;
}

static const TokenKind follow_comma[] = {TK_COMMA, TK__COUNT};
static const TokenKind follow_comma_arrow[] = {TK_COMMA, TK_FATARROW, TK__COUNT};

/* An output place, or `_`. */
static bool parse_out_expr(AsmArgs *A, Expr **out) {
    if (eat_kw(A, "_")) {
        *out = NULL;
        return true;
    }
    *out = parse_expr_here(A, follow_comma);
    return *out != NULL;
}

/* One operand after its optional name; false after an error that stops
 * the parse (reported). *is_op false: it was not an operand. */
static bool parse_operand(AsmArgs *A, InlineAsmOperand *op, bool *is_op) {
    *is_op = true;
    bool g = A->global;
    if (!g && (at_kw(A, "in"))) {
        A->i++;
        op->kind = ASM_OP_IN;
        if (!parse_reg(A, op) || !no_underscore_input(A)) return false;
        return (op->expr = parse_expr_here(A, follow_comma)) != NULL;
    }
    if (!g && (at_kw(A, "out") || at_kw(A, "lateout"))) {
        op->late = at_kw(A, "lateout");
        A->i++;
        op->kind = ASM_OP_OUT;
        return parse_reg(A, op) && parse_out_expr(A, &op->expr);
    }
    if (!g && (at_kw(A, "inout") || at_kw(A, "inlateout"))) {
        op->late = at_kw(A, "inlateout");
        A->i++;
        op->kind = ASM_OP_INOUT;
        if (!parse_reg(A, op) || !no_underscore_input(A)) return false;
        if (!(op->expr = parse_expr_here(A, follow_comma_arrow))) return false;
        if (eat(A, TK_FATARROW)) {
            op->kind = ASM_OP_SPLIT_INOUT;
            return parse_out_expr(A, &op->out_expr);
        }
        return true;
    }
    if (at_kw(A, "const")) {
        A->i++;
        op->kind = ASM_OP_CONST;
        return (op->expr = parse_expr_here(A, follow_comma)) != NULL;
    }
    if (at_kw(A, "sym")) {
        A->i++;
        op->kind = ASM_OP_SYM;
        if (!(op->expr = parse_expr_here(A, follow_comma))) return false;
        if (op->expr->kind != EXPR_PATH) {
            report(A, diag_error(A->ex->dc, DC_NONE, op->expr->span, "expected a path for argument to `sym`"));
            return false;
        }
        return true;
    }
    *is_op = false;
    return true;
}

static const char *expected_operand_kws[] = {"`const`", "`in`", "`inlateout`", "`inout`", "`lateout`",
                                              "`out`", "`sym`"};

/* rustc's parse_asm_args. */
static bool parse_asm_args(AsmArgs *A) {
    if (A->n == 0) {
        report(A, diag_error(A->ex->dc, DC_NONE, A->inv->span, "requires at least a template string argument"));
        return false;
    }
    Expr *first = parse_expr_here(A, NULL);
    if (!first) return false;
    vec_push(&A->templates, first);
    bool allow_templates = true;
    while (!at_end(A)) {
        if (!eat(A, TK_COMMA)) {
            if (allow_templates) {
                /* After a template string, only a comma. */
                Span sp = cur_span(A);
                Diag *d = diag_error(A->ex->dc, DC_NONE, sp, "expected token: `,`");
                diag_label(d, sp, true, "expected `,`");
                report(A, d);
            } else {
                const char *exp[] = {"`,`"};
                err_expected_one_of(A, exp, 1);
            }
            return false;
        }
        if (at_end(A)) break; /* a trailing comma */
        if (eat_kw(A, "clobber_abi")) {
            if (!parse_clobber_abi(A)) return false;
            allow_templates = false;
            continue;
        }
        if (eat_kw(A, "options")) {
            if (!parse_options(A)) return false;
            allow_templates = false;
            continue;
        }
        Span span_start = cur_span(A);
        Symbol name = 0;
        if (A->t[A->i].kind == TK_IDENT && A->i + 1 < A->n && A->t[A->i + 1].kind == TK_EQ) {
            name = A->t[A->i].sym;
            A->i += 2;
            allow_templates = false;
        }
        InlineAsmOperand op = {.name = name};
        bool is_op;
        if (!parse_operand(A, &op, &is_op)) return false;
        if (!is_op) {
            if (allow_templates) {
                Expr *tpl = parse_expr_here(A, NULL);
                if (!tpl) return false;
                bool ok = tpl->kind == EXPR_MAC_CALL ||
                          (tpl->kind == EXPR_LIT && (tpl->lit.kind == TK_LIT_STR || tpl->lit.kind == TK_LIT_RAW_STR));
                if (!ok) {
                    const char *msg = A->global ? "expected operand, options, or additional template string"
                                                : "expected operand, clobber_abi, options, or additional template string";
                    Diag *d = diag_error(A->ex->dc, DC_NONE, tpl->span, "%s", msg);
                    diag_label(d, tpl->span, true, "%s", msg);
                    report(A, d);
                    return false;
                }
                vec_push(&A->templates, tpl);
                continue;
            }
            /* What rustc tried at this token. */
            const char *exp[10];
            uint32_t ne = 0;
            if (!name) exp[ne++] = "`clobber_abi`", exp[ne++] = "`options`";
            for (uint32_t k = 0; k < 7; k++) {
                const char *kw = expected_operand_kws[k];
                if (A->global && strcmp(kw, "`const`") != 0 && strcmp(kw, "`sym`") != 0) continue;
                exp[ne++] = kw;
            }
            err_expected_one_of(A, exp, ne);
            return false;
        }
        allow_templates = false;
        Span span = span_to(span_start, prev_span(A));
        op.span = span;
        uint32_t slot = A->operands.len;
        vec_push(&A->operands, op);
        if (A->options_spans.len) {
            Diag *d = diag_error(A->ex->dc, DC_NONE, span, "arguments are not allowed after options");
            vec_foreach(&A->options_spans, o) label(d, *o, "previous options");
            label(d, span, "argument");
            report(A, d);
        } else if (A->clobber_spans.len) {
            Diag *d = diag_error(A->ex->dc, DC_NONE, span, "arguments are not allowed after clobber_abi");
            label(d, vec_last(&A->clobber_spans), "clobber_abi");
            label(d, span, "argument");
            report(A, d);
        }
        if (op.is_explicit_reg) {
            if (name) report(A, diag_error(A->ex->dc, DC_NONE, span, "explicit register arguments cannot have names"));
            vec_push(&A->reg_args, slot);
        } else if (name) {
            uint64_t prev;
            if (hmap_get(&A->named_args, name, &prev)) {
                Diag *d = diag_error(A->ex->dc, DC_NONE, span, "duplicate argument named `%s`", sym_str(name));
                label(d, A->operands.data[prev].span, "previously here");
                label(d, span, "duplicate argument");
                report(A, d);
                continue;
            }
            if (A->reg_args.len) {
                Diag *d = diag_error(A->ex->dc, DC_NONE, span, "named arguments cannot follow explicit register arguments");
                label(d, span, "named argument");
                vec_foreach(&A->reg_args, r) label(d, A->operands.data[*r].span, "explicit register argument");
                report(A, d);
            }
            hmap_put(&A->named_args, name, slot);
        } else if (A->named_args.len || A->reg_args.len) {
            Diag *d = diag_error(A->ex->dc, DC_NONE, span,
                                 "positional arguments cannot follow named arguments or explicit register arguments");
            label(d, span, "positional argument");
            uint64_t k, v;
            for (uint32_t it = 0; hmap_next(&A->named_args, &it, &k, &v);)
                label(d, A->operands.data[v].span, "named argument");
            vec_foreach(&A->reg_args, r) label(d, A->operands.data[*r].span, "explicit register argument");
            report(A, d);
        }
    }
    const Span *os = A->options_spans.data;
    uint32_t nos = A->options_spans.len;
    if ((A->options & ASM_OPT_NOMEM) && (A->options & ASM_OPT_READONLY))
        report(A, err_spans(A, os, nos, "the `nomem` and `readonly` options are mutually exclusive"));
    if ((A->options & ASM_OPT_PURE) && (A->options & ASM_OPT_NORETURN))
        report(A, err_spans(A, os, nos, "the `pure` and `noreturn` options are mutually exclusive"));
    if ((A->options & ASM_OPT_PURE) && !(A->options & (ASM_OPT_NOMEM | ASM_OPT_READONLY)))
        report(A, err_spans(A, os, nos, "the `pure` option must be combined with either `nomem` or `readonly`"));
    bool have_real_output = false;
    VEC(Span) outputs = {0};
    VEC(Span) regclass_outputs = {0};
    vec_foreach(&A->operands, o) {
        if (o->kind == ASM_OP_OUT || o->kind == ASM_OP_SPLIT_INOUT || o->kind == ASM_OP_INOUT) {
            vec_push(&outputs, o->span);
            if (o->kind == ASM_OP_INOUT) have_real_output = true;
            else if (o->kind == ASM_OP_OUT ? o->expr != NULL : o->out_expr != NULL) have_real_output = true;
            if (!o->is_explicit_reg) vec_push(&regclass_outputs, o->span);
        }
    }
    bool ok = true;
    if ((A->options & ASM_OPT_PURE) && !have_real_output)
        report(A, err_spans(A, os, nos, "asm with the `pure` option must have at least one output"));
    if ((A->options & ASM_OPT_NORETURN) && outputs.len) {
        report(A, err_spans(A, outputs.data, outputs.len, "asm outputs are not allowed with the `noreturn` option"));
        ok = false;
    }
    if (ok && A->clobber_abis.len) {
        if (A->global) {
            report(A, err_spans(A, A->clobber_spans.data, A->clobber_spans.len,
                                "`clobber_abi` cannot be used with `global_asm!`"));
            ok = false;
        } else if (regclass_outputs.len) {
            Diag *d = err_spans(A, regclass_outputs.data, regclass_outputs.len,
                                "asm with `clobber_abi` must specify explicit registers for outputs");
            vec_foreach(&A->clobber_spans, c) label(d, *c, "clobber_abi");
            vec_foreach(&regclass_outputs, r) label(d, *r, "generic outputs");
            report(A, d);
        }
    }
    vec_free(&outputs);
    vec_free(&regclass_outputs);
    return ok;
}

/* ------------------------------------------------------------------ */
/* Templates (rustc's expand_preparsed_asm)                             */
/* ------------------------------------------------------------------ */

typedef VEC(InlineAsmPiece) PieceVec;

static void push_text(PieceVec *v, const char *s, uint32_t n, Span sp) {
    InlineAsmPiece p = {.text = sym_intern(s, n), .span = sp};
    vec_push(v, p);
}

static bool reg_arg(const AsmArgs *A, size_t idx) {
    for (uint32_t k = 0; k < A->reg_args.len; k++)
        if (A->reg_args.data[k] == idx) return true;
    return false;
}

static Symbol named_at(const AsmArgs *A, size_t idx) {
    uint64_t k, v;
    for (uint32_t it = 0; hmap_next(&A->named_args, &it, &k, &v);)
        if (v == idx) return (Symbol)k;
    return 0;
}

static const char *find_bytes(const char *hay, uint32_t n, const char *needle) {
    size_t m = strlen(needle);
    for (uint32_t k = 0; k + m <= n; k++)
        if (memcmp(hay + k, needle, m) == 0) return hay + k;
    return NULL;
}

/* x86's bad_asm_style lint for `.intel_syntax` / `.att_syntax` in a
 * template, at the directive in the literal as written. */
static void lint_syntax_directive(AsmArgs *A, const FmtLit *lit, Span template_sp, const char *needle,
                                  const char *msg) {
    if (!find_bytes(lit->value, lit->len, needle)) return;
    Span sp = template_sp;
    uint32_t slen = 0;
    const char *snip = fmt_span_snippet(A->ex->sm, template_sp, &slen);
    if (snip) {
        const char *p = find_bytes(snip, slen, needle);
        if (p) {
            uint32_t pos = (uint32_t)(p - snip), end = pos;
            while (end < slen && !strchr("\n;\\\"", snip[end])) end++;
            if (end >= slen) end = slen - 1;
            sp = span_new(template_sp.lo + pos, template_sp.lo + end);
        }
    }
    Diag *d = diag_warning(A->ex->dc, DC_NONE, sp, "%s", msg);
    if (A->ex->quiet_lints) {
        diag_cancel(d);
        return;
    }
    ex_lint_note(A->ex, d, LINT_NOTED_BAD_ASM_STYLE, "bad_asm_style");
    vec_push(&A->ex->lints, d);
}

static bool target_is_x86(const ExpandCtx *ex) {
    if (!ex->cfg) return false;
    Symbol arch = sym_cstr("target_arch");
    return cfgset_has(ex->cfg, arch, sym_cstr("x86_64")) || cfgset_has(ex->cfg, arch, sym_cstr("x86"));
}

static void err_invalid_index(AsmArgs *A, size_t idx, Span span) {
    Diag *d = diag_error(A->ex->dc, DC_NONE, span, "invalid reference to argument at index %zu", idx);
    diag_label(d, span, true, "from here");
    uint32_t nnamed = A->named_args.len, nreg = A->reg_args.len, nops = A->operands.len;
    uint32_t positional_args = nops - nnamed - nreg;
    const char *positional = positional_args != nops ? "positional " : "";
    if (positional_args == 0) diag_note(d, "no %sarguments were given", positional);
    else if (positional_args == 1) diag_note(d, "there is 1 %sargument", positional);
    else diag_note(d, "there are %u %sarguments", positional_args, positional);
    if (idx < nops && named_at(A, idx)) {
        Span os = A->operands.data[idx].span;
        label(d, os, "named argument");
        diag_span_note(d, os, "named arguments cannot be referenced by position");
    } else if (idx < nops && reg_arg(A, idx)) {
        Span os = A->operands.data[idx].span;
        label(d, os, "explicit register argument");
        diag_span_note(d, os, "explicit register arguments cannot be used in the asm template");
    }
    report(A, d);
}

/* One template string into pieces; false when the expansion stops. */
static bool expand_template(AsmArgs *A, Expr *texpr, PieceVec *pieces, bool *used, size_t *curarg, Span *tspan) {
    ExpandCtx *ex = A->ex;
    Span template_sp = texpr->span;
    *tspan = template_sp;
    Expr *e = texpr;
    if (e->kind != EXPR_LIT && ex->expand_expr_now) e = ex->expand_expr_now(ex, A->inv, texpr);
    FmtLit lit = {0};
    Diag *err;
    bool suggested;
    int r = fmt_expr_to_string(ex, e, "asm template must be a string literal", &lit, &err, &suggested);
    if (r <= 0) {
        if (err) report(A, err);
        else A->failed = true;
        return false;
    }
    Span template_span = lit.span;
    if (target_is_x86(ex)) {
        lint_syntax_directive(A, &lit, template_sp, ".intel_syntax", "avoid using `.intel_syntax`, Intel syntax is the default");
        lint_syntax_directive(A, &lit, template_sp, ".att_syntax",
                              "avoid using `.att_syntax`, prefer using `options(att_syntax)` instead");
    }
    if (A->options & ASM_OPT_RAW) {
        /* A raw template is not a format string. */
        push_text(pieces, lit.value, lit.len, template_sp);
        free(lit.value);
        return true;
    }
    uint32_t slen = 0;
    const char *snip = fmt_span_snippet(ex->sm, template_sp, &slen);
    FmtParser p;
    fmtp_init(&p, lit.value, lit.len, lit.style, snip, slen, false, FMT_MODE_ASM);
    p.curarg = *curarg;
    VEC(FmtPiece) unverified = {0};
    FmtPiece pc;
    while (fmtp_next(&p, &pc) && p.errors.len == 0) vec_push(&unverified, pc);
    bool ok = true;
    if (p.errors.len) {
        const FmtError *pe = &p.errors.data[0];
        Span sp = fmt_inner_span(template_span, pe->span);
        Diag *d = diag_error(ex->dc, DC_NONE, sp, "invalid asm template string: %s", pe->description);
        diag_label(d, sp, true, "%s in asm template string", pe->label);
        if (pe->note) diag_note(d, "%s", pe->note);
        if (pe->secondary_label) diag_label(d, fmt_inner_span(template_span, pe->secondary_span), false, "%s", pe->secondary_label);
        report(A, d);
        ok = false;
    }
    if (ok) {
        *curarg = p.curarg;
        uint32_t next_place = 0;
        vec_foreach(&unverified, u) {
            if (!u->is_arg) {
                push_text(pieces, u->str, u->len, template_sp);
                continue;
            }
            Span span = next_place < p.arg_places.len ? fmt_inner_span(template_span, p.arg_places.data[next_place++])
                                                      : template_sp;
            bool have = false;
            size_t idx = 0;
            if (u->pos == FMT_POS_NAMED) {
                uint64_t v;
                if (hmap_get(&A->named_args, u->name, &v)) {
                    have = true;
                    idx = v;
                } else {
                    report(A, diag_error(ex->dc, DC_NONE, fmt_inner_span(template_span, u->name_span),
                                         "there is no argument named `%s`", sym_str(u->name)));
                }
            } else if (u->index >= A->operands.len || named_at(A, u->index) || reg_arg(A, u->index)) {
                err_invalid_index(A, u->index, span);
            } else {
                have = true;
                idx = u->index;
            }
            /* The modifier: one character. */
            char modifier = 0;
            if (u->spec.ty_len) {
                uint32_t clen;
                uint32_t c = lex_utf8_decode(u->spec.ty, u->spec.ty + u->spec.ty_len, &clen);
                if (clen < u->spec.ty_len) {
                    Span sp = u->spec.has_ty_span ? fmt_inner_span(template_sp, u->spec.ty_span) : template_sp;
                    report(A, diag_error(ex->dc, DC_NONE, sp, "asm template modifier must be a single character"));
                } else {
                    modifier = c < 0x80 ? (char)c : '?';
                }
            }
            if (have) {
                used[idx] = true;
                InlineAsmPiece ph = {.is_placeholder = true, .operand = (uint32_t)idx, .modifier = modifier, .span = span};
                vec_push(pieces, ph);
            }
        }
    }
    vec_free(&unverified);
    fmtp_free(&p);
    free(lit.value);
    return ok;
}

static void report_unused(AsmArgs *A, const bool *used) {
    VEC(Span) spans = {0};
    VEC(const char *) msgs = {0};
    StrBuf help = {0};
    for (uint32_t k = 0; k < A->operands.len; k++) {
        if (used[k]) continue;
        Symbol name = named_at(A, k);
        if (name) sb_printf(&help, " {%s}", sym_str(name));
        else sb_printf(&help, " {%u}", k);
        vec_push(&spans, A->operands.data[k].span);
        vec_push(&msgs, name ? "named argument never used" : "argument never used");
    }
    if (spans.len == 1) {
        Diag *d = diag_error(A->ex->dc, DC_NONE, spans.data[0], "%s", msgs.data[0]);
        label(d, spans.data[0], msgs.data[0]);
        diag_help(d, "if this argument is intentionally unused, consider using it in an asm comment: `\"/*%s */\"`",
                  sb_cstr(&help));
        report(A, d);
    } else if (spans.len > 1) {
        Diag *d = err_spans(A, spans.data, spans.len, "multiple unused asm arguments");
        for (uint32_t k = 0; k < spans.len; k++) label(d, spans.data[k], msgs.data[k]);
        diag_help(d, "if these arguments are intentionally unused, consider using them in an asm comment: `\"/*%s */\"`",
                  sb_cstr(&help));
        report(A, d);
    }
    vec_free(&spans);
    vec_free(&msgs);
    sb_free(&help);
}

static InlineAsm *expand_preparsed_asm(AsmArgs *A) {
    Arena *arena = A->ex->ps->arena;
    PieceVec pieces = {0};
    VEC(Span) tspans = {0};
    bool *used = xcalloc(A->operands.len + 1, sizeof *used);
    vec_foreach(&A->reg_args, r) used[*r] = true;
    size_t curarg = 0;
    bool ok = true;
    for (uint32_t k = 0; k < A->templates.len && ok; k++) {
        if (pieces.len) push_text(&pieces, "\n", 1, A->templates.data[k]->span);
        Span ts;
        ok = expand_template(A, A->templates.data[k], &pieces, used, &curarg, &ts);
        vec_push(&tspans, ts);
    }
    InlineAsm *a = NULL;
    if (ok) {
        report_unused(A, used);
        a = ARENA_NEW(arena, InlineAsm);
        a->pieces = vec_to_arena(arena, &pieces);
        a->npieces = pieces.len;
        a->operands = vec_to_arena(arena, &A->operands);
        a->noperands = A->operands.len;
        a->options = A->options;
        a->clobber_abis = vec_to_arena(arena, &A->clobber_abis);
        a->nclobber_abis = A->clobber_abis.len;
        a->template_spans = vec_to_arena(arena, &tspans);
        a->ntemplate_spans = tspans.len;
        a->span = A->inv->span;
    }
    free(used);
    vec_free(&pieces);
    vec_free(&tspans);
    return a;
}

static InlineAsm *expand_asm_args(ExpandCtx *ex, const MacInvoc *inv, bool global, bool *failed) {
    AsmArgs A = {.ex = ex, .inv = inv, .global = global, .t = inv->mac->tokens.data, .n = inv->mac->tokens.len};
    hmap_init(&A.named_args);
    InlineAsm *a = parse_asm_args(&A) ? expand_preparsed_asm(&A) : NULL;
    *failed = A.failed || !a;
    asm_args_free(&A);
    return a;
}

bool bi_asm(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    bool failed;
    InlineAsm *a = expand_asm_args(ex, inv, false, &failed);
    if (failed) {
        out->failed = true;
        return false;
    }
    Expr *e = ARENA_NEW(ex->ps->arena, Expr);
    e->kind = EXPR_INLINE_ASM;
    e->id = (NodeId){ex->ps->next_node_id++};
    e->span = inv->span;
    e->inline_asm = a;
    out->expr = e;
    return true;
}

bool bi_global_asm(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    bool failed;
    InlineAsm *a = expand_asm_args(ex, inv, true, &failed);
    if (failed) {
        out->failed = true;
        return false;
    }
    Item *it = ARENA_NEW(ex->ps->arena, Item);
    it->kind = ITEM_GLOBAL_ASM;
    it->id = (NodeId){ex->ps->next_node_id++};
    it->span = inv->span;
    it->vis.kind = VIS_INHERITED;
    it->vis.span = span_new(inv->span.lo, inv->span.lo);
    it->global_asm = a;
    Item **items = ARENA_ARRAY(ex->ps->arena, Item *, 1);
    items[0] = it;
    out->items = (ItemList){items, 1};
    out->is_items = true;
    return true;
}
