/* print_tts.c — token trees as rustc's pprust prints them: macro calls
 * and macro definitions in the printed AST, attribute arguments,
 * stringify!, and a proc macro's TokenStream::to_string.
 *
 * Takes token slices (balanced delimiters; macro_rules fragments as
 * invisible groups); gives words and breaks to the Printer's Oppen engine.
 * A fragment (rustc's interpolated token) is one word: its tokens parsed
 * as the fragment and printed as an AST by a fresh printer.
 */
#include "parser.h"

/* The text of one token, as pprust's token_to_string. */
static void tt_token_text(const Token *t, bool convert_dollar_crate, StrBuf *sb) {
    switch ((TokenKind)t->kind) {
    case TK_IDENT:
        if (t->flags & TF_RAW) {
            sb_puts(sb, "r#");
        } else if (t->sym == SYM_dollar_crate && convert_dollar_crate && ast_print_dollar_crate) {
            const char *s = ast_print_dollar_crate(ast_print_dollar_crate_arg, t->ctxt);
            if (s) {
                sb_puts(sb, s);
                break;
            }
        }
        sb_putn(sb, sym_str(t->sym), sym_len(t->sym));
        break;
    case TK_LIFETIME:
        sb_putn(sb, sym_str(t->sym), sym_len(t->sym));
        break;
    case TK_LIT_INT: case TK_LIT_FLOAT: case TK_LIT_CHAR: case TK_LIT_BYTE: case TK_LIT_STR:
    case TK_LIT_RAW_STR: case TK_LIT_BYTE_STR: case TK_LIT_RAW_BYTE_STR: case TK_LIT_C_STR: case TK_LIT_RAW_C_STR:
        sb_putn(sb, sym_str(t->sym), sym_len(t->sym));
        if (t->suffix) sb_puts(sb, sym_str(t->suffix));
        break;
    case TK_DOC_COMMENT: {
        bool inner = t->flags & TF_DOC_INNER;
        if (t->flags & TF_DOC_BLOCK) sb_puts(sb, inner ? "/*!" : "/**");
        else sb_puts(sb, inner ? "//!" : "///");
        sb_putn(sb, sym_str(t->sym), sym_len(t->sym));
        if (t->flags & TF_DOC_BLOCK) sb_puts(sb, "*/");
        break;
    }
    case TK_OPEN_INVIS: case TK_CLOSE_INVIS:
        break;
    default:
        sb_puts(sb, tok_kind_str((TokenKind)t->kind));
        break;
    }
}

/* The end (exclusive) of the token tree starting at toks[i]. */
static uint32_t tree_end(TokenSlice ts, uint32_t i) {
    if (!tok_is_open_delim((TokenKind)ts.data[i].kind)) return i + 1;
    uint32_t m = lex_find_match(ts.data, ts.len, i);
    return m == UINT32_MAX ? ts.len : m + 1;
}

/* A macro_rules fragment (an invisible group holding `$e:expr`, `$t:ty`,
 * ...) stands for rustc's interpolated token: one token, printed as its
 * AST. A plain invisible group is a delimited group. */
static bool is_fragment(const Token *t) {
    switch (tok_invis_frag(t)) {
    case MBE_FRAG_NONE: case MBE_FRAG_IDENT: case MBE_FRAG_LIFETIME: case MBE_FRAG_TT:
        return false;
    default:
        return true;
    }
}

/* rustc's tt_prepend_space: is a space printed between the tree `prev`
 * and the tree `cur` (each given by its first token)? */
static bool tt_prepend_space(const Token *cur, const Token *prev) {
    TokenKind pk = (TokenKind)prev->kind, ck = (TokenKind)cur->kind;
    bool prev_is_token = !tok_is_open_delim(pk) || is_fragment(prev);
    if (prev_is_token) {
        if (pk == TK_DOT || pk == TK_DOLLAR) return false;
        if (pk == TK_DOC_COMMENT) return (prev->flags & TF_DOC_BLOCK) != 0;
    }
    if (is_fragment(cur)) return true;
    switch (ck) {
    case TK_LPAREN: return !(prev_is_token && pk == TK_IDENT);
    case TK_LBRACKET: return !(prev_is_token && pk == TK_POUND);
    case TK_LBRACE: case TK_OPEN_INVIS: return true;
    default: return !(ck == TK_COMMA || ck == TK_NOT || ck == TK_DOT);
    }
}

/* The text of a fragment as rustc prints an interpolated token
 * (nonterminal_to_string): the parsed expression, type, path, pattern,
 * statement, block or item printed by a fresh printer; other kinds as
 * their tokens. Malloc'd. */
static char *fragment_text(ParseSess *ps, MbeFrag kind, TokenSlice content) {
    uint32_t used = 0;
    bool parses = ps && content.len &&
                  parse_fragment_prefix(ps, content, kind, ps->edition, &used, true) && used == content.len;
    Printer p;
    pr_init(&p, ps);
    bool done = false;
    if (parses) {
        switch (kind) {
        case MBE_FRAG_EXPR: case MBE_FRAG_LITERAL: {
            Expr *e = parse_expr_tokens(ps, content);
            if (e) pr_expr(&p, e), done = true;
            break;
        }
        case MBE_FRAG_TY: case MBE_FRAG_PATH: {
            Ty *t = parse_ty_tokens(ps, content);
            if (t && kind == MBE_FRAG_TY) pr_type(&p, t), done = true;
            else if (t && t->kind == TY_PATH && !t->path.qself) pr_path(&p, &t->path.path, false, 0), done = true;
            break;
        }
        case MBE_FRAG_PAT: case MBE_FRAG_PAT_PARAM: {
            Pat *pat = parse_pat_tokens(ps, content);
            if (pat) pr_pat(&p, pat), done = true;
            break;
        }
        case MBE_FRAG_ITEM: {
            ItemList items = {0};
            if (parse_items_tokens(ps, content, &items) && items.len == 1) pr_item(&p, items.data[0]), done = true;
            break;
        }
        case MBE_FRAG_BLOCK: {
            Expr *e = parse_expr_tokens(ps, content);
            if (e && e->kind == EXPR_BLOCK && !e->block.label) {
                pp_cbox(&p.pp, PP_INDENT);
                pp_ibox(&p.pp, 0);
                pr_block(&p, e->block.block);
                done = true;
            }
            break;
        }
        default:
            break;
        }
    }
    char *s = pp_finish(&p.pp);
    if (done) return s;
    free(s);
    return ast_tts_to_string(ps, content);
}

static Span tree_span(TokenSlice group) {
    return span_new(group.data[0].span.lo, group.data[group.len - 1].span.hi);
}

void pr_tts(Printer *p, TokenSlice ts, bool convert_dollar_crate) {
    uint32_t i = 0;
    while (i < ts.len) {
        uint32_t end = tree_end(ts, i);
        const Token *t = &ts.data[i];
        if (is_fragment(t)) {
            TokenSlice content = {ts.data + i + 1, end - i >= 2 ? end - i - 2 : 0};
            char *text = fragment_text(p->ps, tok_invis_frag(t), content);
            pp_word(&p->pp, text);
            free(text);
        } else if (tok_is_open_delim((TokenKind)t->kind)) {
            TokenSlice g = {ts.data + i, end - i};
            TokenKind open = (TokenKind)t->kind;
            PrMac m = {.header = MAC_HEADER_NONE,
                       .delim = open == TK_LPAREN ? DELIM_PAREN : open == TK_LBRACKET ? DELIM_BRACKET
                                : open == TK_LBRACE ? DELIM_BRACE : DELIM_INVISIBLE,
                       .tokens = {g.data + 1, g.len >= 2 ? g.len - 2 : 0},
                       .convert_dollar_crate = convert_dollar_crate,
                       .span = tree_span(g)};
            pr_mac_common(p, &m);
        } else {
            StrBuf sb = {0};
            tt_token_text(t, convert_dollar_crate, &sb);
            pp_word_n(&p->pp, sb.data ? sb.data : "", sb.len);
            sb_free(&sb);
            if (t->kind == TK_DOC_COMMENT) pp_hardbreak(&p->pp);
        }
        if (end < ts.len && tt_prepend_space(&ts.data[end], t)) pp_space(&p->pp);
        i = end;
    }
}

/* rustc's print_mac_common: `path! (tokens)`, `macro_rules! name { .. }`,
 * a delimited group inside tokens (no header). */
void pr_mac_common(Printer *p, const PrMac *m) {
    Pp *pp = &p->pp;
    if (m->delim == DELIM_BRACE) pp_cbox(pp, PP_INDENT);
    if (m->header == MAC_HEADER_PATH) pr_path(p, m->path, false, 0);
    else if (m->header == MAC_HEADER_KEYWORD) pp_word(pp, m->kw);
    if (m->has_bang) pp_word(pp, "!");
    if (m->ident) {
        pp_nbsp(pp);
        pr_ident(p, *m->ident);
    }
    static const char *const open[] = {"", "(", "[", "{", ""};
    static const char *const close[] = {"", ")", "]", "}", ""};
    bool empty = m->tokens.len == 0;
    if (m->delim == DELIM_BRACE) {
        if (m->header != MAC_HEADER_NONE || m->has_bang || m->ident) pp_nbsp(pp);
        pp_word(pp, "{");
        if (!empty) pp_space(pp);
        pp_ibox(pp, 0);
        pr_tts(p, m->tokens, m->convert_dollar_crate);
        pp_end(pp);
        pr_bclose(p, m->span, empty);
        return;
    }
    if (m->delim != DELIM_NONE) pp_word(pp, open[m->delim]);
    pp_ibox(pp, 0);
    pr_tts(p, m->tokens, m->convert_dollar_crate);
    pp_end(pp);
    if (m->delim != DELIM_NONE) pp_word(pp, close[m->delim]);
}

/* rustc's pprust::tts_to_string, malloc'd. */
char *ast_tts_to_string(ParseSess *ps, TokenSlice ts) {
    Printer p;
    pr_init(&p, ps);
    pr_tts(&p, ts, false);
    return pp_finish(&p.pp);
}
