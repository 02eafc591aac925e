/* parse.c — the parser's entry points (parse.h): a whole file as a crate
 * root or module body, and the fragment parsers that macro expansion uses
 * (one expression, pattern, type, item list or statement list from a
 * token slice).
 *
 * Takes a SourceFile or a TokenSlice; gives AST nodes allocated in the
 * session arena. Token arrays are copied into the arena too, because token
 * slices in the AST (macro calls, attribute arguments) point into them.
 */
#include "parser.h"
#include "item_priv.h"

void parse_sess_init(ParseSess *ps, Arena *arena, DiagCtx *dc, SourceMap *sm, Edition ed) {
    memset(ps, 0, sizeof *ps);
    ps->arena = arena;
    ps->dc = dc;
    ps->sm = sm;
    ps->edition = ed;
    ps->next_node_id = 1;
}

Crate *parse_file(ParseSess *ps, const SourceFile *f) {
    TokenVec toks = {0};
    LexUnmatchedVec unmatched = {0};
    LexOptions lo = {.edition = ps->edition, .keep_docs = true, .unmatched = &unmatched};
    lex_file(f, &lo, ps->dc, &toks);
    if (!toks.len || vec_last(&toks).kind != TK_EOF) {
        Token eof = {.kind = TK_EOF, .span = {f->start + f->len, f->start + f->len}};
        vec_push(&toks, eof);
    }
    Crate *c = ARENA_NEW(ps->arena, Crate);
    c->id = (NodeId){ps->next_node_id++};
    c->span = span_new(f->start, f->start + f->len);
    /* An error rustc treats as fatal in the lexer (an unterminated literal
     * or comment, an unexpected closing delimiter): rustc stops there, and
     * so does rcc (the crate is left empty). */
    if (vec_last(&toks).flags & TF_ERROR) {
        vec_free(&toks);
        vec_free(&unmatched);
        return c;
    }
    Token *kept = arena_memdup(ps->arena, toks.data, sizeof(Token) * toks.len, _Alignof(Token));
    uint32_t n = toks.len;
    vec_free(&toks);

    Parser p;
    parser_init(&p, ps, kept, n);
    parse_inner_attrs(&p, &c->attrs);
    parse_item_list(&p, IC_MOD, TK_EOF, (Span){0, 0}, &c->items);
    /* A stray closer cannot happen (the lexer balances delimiters), but a
     * parse that stops early must still say so. */
    if (p.tok.kind != TK_EOF) {
        p_expected(&p, "item");
        p_unexpected(&p);
    }
    parser_free(&p);
    /* Mismatched closing delimiters, which the lexer repaired: rustc's
     * parser reports them after parsing. */
    for (uint32_t i = 0; i < unmatched.len; i++) lex_report_unmatched(ps->dc, &unmatched.data[i]);
    vec_free(&unmatched);
    return c;
}

/* A parser over a copy of `ts` followed by an EOF token. */
static void fragment_parser(Parser *p, ParseSess *ps, TokenSlice ts) {
    if (ps->slice_has_eof) {
        ps->slice_has_eof = false;
        parser_init(p, ps, ts.data, ts.len + 1);
        return;
    }
    Token *toks = ARENA_ARRAY(ps->arena, Token, ts.len + 1);
    if (ts.len) memcpy(toks, ts.data, sizeof(Token) * ts.len);
    Span end = ts.len ? span_new(ts.data[ts.len - 1].span.hi, ts.data[ts.len - 1].span.hi) : span_new(0, 0);
    toks[ts.len] = (Token){.kind = TK_EOF, .span = end};
    parser_init(p, ps, toks, ts.len + 1);
}

/* Reports tokens left after a fragment. Returns true if there were none. */
static bool expect_eof(Parser *p) {
    if (p->tok.kind == TK_EOF) return true;
    if (!p->had_error) {
        const MacroOutputCtx *mc = p->ps->mac_output;
        if (mc) {
            char text[300];
            Diag *d = p_error(p, p->tok.span, "macro expansion ignores token `%s` and any following",
                              p_token_text(&p->tok, text, sizeof text));
            diag_label(d, mc->call_span, false, "caused by the macro expansion here");
            diag_note(d, "the usage of `%s!` is likely invalid in %s context", sym_str(mc->macro_name),
                      mc->context);
            p_emit(p, d);
            return false;
        }
        char found[300];
        p_token_descr(&p->tok, found, sizeof found);
        Diag *d = p_error(p, p->tok.span, "unexpected token: %s", found);
        p_emit(p, d);
    }
    return false;
}

Expr *parse_expr_tokens(ParseSess *ps, TokenSlice ts) {
    Parser p;
    fragment_parser(&p, ps, ts);
    Expr *e = parse_expr(&p);
    bool ok = expect_eof(&p) && !p.had_error && e;
    parser_free(&p);
    return ok ? e : NULL;
}

Pat *parse_pat_tokens(ParseSess *ps, TokenSlice ts) {
    Parser p;
    fragment_parser(&p, ps, ts);
    Pat *pat = parse_pat(&p);
    bool ok = expect_eof(&p) && !p.had_error && pat;
    parser_free(&p);
    return ok ? pat : NULL;
}

Ty *parse_ty_tokens(ParseSess *ps, TokenSlice ts) {
    Parser p;
    fragment_parser(&p, ps, ts);
    Ty *t = parse_ty(&p);
    bool ok = expect_eof(&p) && !p.had_error && t->kind != TY_ERR;
    parser_free(&p);
    return ok ? t : NULL;
}

bool parse_items_tokens(ParseSess *ps, TokenSlice ts, ItemList *out) {
    Parser p;
    fragment_parser(&p, ps, ts);
    parse_item_list(&p, IC_MOD, TK_EOF, (Span){0, 0}, out);
    bool ok = expect_eof(&p) && !p.had_error;
    parser_free(&p);
    return ok;
}

bool parse_stmts_tokens(ParseSess *ps, TokenSlice ts, StmtList *out) {
    Parser p;
    fragment_parser(&p, ps, ts);
    parse_stmts_until(&p, TK_EOF, out);
    bool ok = expect_eof(&p) && !p.had_error;
    parser_free(&p);
    return ok;
}

/* Items of a trait (`in_trait`), impl or extern block, for macro calls
 * among them: `ctx` is 0 trait, 1 impl, 2 foreign. */
bool parse_assoc_items_tokens(ParseSess *ps, TokenSlice ts, int ctx, ItemList *out) {
    Parser p;
    fragment_parser(&p, ps, ts);
    parse_item_list(&p, ctx == 0 ? IC_TRAIT : ctx == 1 ? IC_IMPL : IC_FOREIGN, TK_EOF, (Span){0, 0}, out);
    bool ok = expect_eof(&p) && !p.had_error;
    parser_free(&p);
    return ok;
}

Expr *parse_expr_prefix_any(ParseSess *ps, TokenSlice ts, const TokenKind *follow, bool only_follow, uint32_t *used,
                            bool *bad_follow) {
    Parser p;
    fragment_parser(&p, ps, ts);
    p.subparser_name = "macro arguments";
    Expr *e = parse_expr(&p);
    bool ok = e && !p.had_error;
    *used = p.pos;
    *bad_follow = false;
    /* A glued token half consumed (`>>` of which one `>` closed generics)
     * is not a place to stop. */
    bool split = p.pos < p.ntoks && p.tok.kind != p.toks[p.pos].kind;
    bool fine = !split && p.tok.kind == TK_EOF;
    for (const TokenKind *k = follow; k && *k != TK__COUNT && !fine && !split; k++)
        if (p.tok.kind == *k) fine = true;
    if (ok && follow && !fine) {
        if (only_follow) p_clear_expected(&p);
        for (const TokenKind *k = follow; *k != TK__COUNT; k++) p_check(&p, *k);
        p_unexpected(&p);
        *bad_follow = true;
    }
    parser_free(&p);
    return ok ? e : NULL;
}

Expr *parse_expr_prefix(ParseSess *ps, TokenSlice ts, TokenKind follow, bool only_follow, uint32_t *used,
                        bool *bad_follow) {
    TokenKind list[2] = {follow, TK__COUNT};
    return parse_expr_prefix_any(ps, ts, list, only_follow, used, bad_follow);
}
