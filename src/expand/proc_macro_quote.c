/* proc_macro_quote.c — proc_macro's `quote!` (a built-in macro: rustc
 * runs proc_macro's own `quote` function, library/proc_macro/src/
 * quote.rs, as a procedural macro inside the compiler; rcc writes the
 * same expression in C).
 *
 * `quote!(a + $x)` becomes
 *     [$crate::TokenStream::from($crate::TokenTree::Ident($crate::Ident::new("a", SPAN))),
 *      $crate::TokenStream::from($crate::TokenTree::Punct($crate::Punct::new('+', $crate::Spacing::Alone))),
 *      Into::<$crate::TokenStream>::into(Clone::clone(&x)),
 *     ].iter().cloned().collect::<$crate::TokenStream>()
 * where `$crate` is proc_macro (the macro's crate, by its def-site
 * context), groups quote their contents recursively, literals are parsed
 * from their text, `$$` is a `$`, and SPAN is `$crate::Span::call_site()`
 * (rustc recovers the quoted token's own span from the proc-macro crate's
 * metadata, a span with no marks, which resolves where the output lands
 * as the call site does).
 */
#include "expand_priv.h"

static bool is_punct(TokenKind k) { return k >= TK_SEMI && k <= TK_LARROW; }

static uint32_t tree_end(TokenSlice ts, uint32_t i) {
    if (!tok_is_open_delim((TokenKind)ts.data[i].kind)) return i + 1;
    uint32_t depth = 0;
    for (uint32_t j = i; j < ts.len; j++) {
        if (tok_is_open_delim((TokenKind)ts.data[j].kind)) depth++;
        else if (tok_is_close_delim((TokenKind)ts.data[j].kind) && --depth == 0) return j + 1;
    }
    return ts.len;
}

/* `path(`: a call's path and its opening parenthesis (tb_src lexes
 * balanced text only). */
static void call_open(TokBuilder *tb, const char *path) {
    tb_src(tb, path);
    tb_punct(tb, TK_LPAREN);
}

static void close_n(TokBuilder *tb, int n) {
    while (n-- > 0) tb_punct(tb, TK_RPAREN);
}

/* `$crate::TokenStream::from($crate::TokenTree::KIND(` */
static void tree_open(TokBuilder *tb, const char *kind) {
    call_open(tb, "$crate::TokenStream::from");
    tb_src(tb, "$crate::TokenTree::");
    call_open(tb, kind);
}

static void char_lit(TokBuilder *tb, uint32_t c) {
    char buf[16];
    if (c == '\'' || c == '\\') snprintf(buf, sizeof buf, "'\\%c'", (char)c);
    else snprintf(buf, sizeof buf, "'%c'", (char)c);
    tb_lit(tb, TK_LIT_CHAR, sym_cstr(buf), 0);
}

static void punct_tree(TokBuilder *tb, uint32_t c, bool joint) {
    tree_open(tb, "Punct");
    call_open(tb, "$crate::Punct::new");
    char_lit(tb, c);
    tb_src(tb, joint ? ", $crate::Spacing::Joint" : ", $crate::Spacing::Alone");
    close_n(tb, 3);
    tb_punct(tb, TK_COMMA);
}

static void ident_tree(TokBuilder *tb, const char *name, bool raw) {
    tree_open(tb, "Ident");
    call_open(tb, raw ? "$crate::Ident::new_raw" : "$crate::Ident::new");
    tb_str_c(tb, name);
    tb_src(tb, ", $crate::Span::call_site()");
    close_n(tb, 3);
    tb_punct(tb, TK_COMMA);
}

static void quote_stream(ExpandCtx *ex, TokBuilder *tb, TokenSlice ts, bool *ok);

static void quote_expr(ExpandCtx *ex, TokBuilder *tb, TokenSlice ts, bool *ok) {
    if (!ts.len) {
        tb_src(tb, "$crate::TokenStream::new()");
        return;
    }
    tb_punct(tb, TK_LBRACKET);
    quote_stream(ex, tb, ts, ok);
    tb_punct(tb, TK_RBRACKET);
    tb_src(tb, ".iter().cloned().collect::<$crate::TokenStream>()");
}

static void quote_stream(ExpandCtx *ex, TokBuilder *tb, TokenSlice ts, bool *ok) {
    for (uint32_t i = 0; i < ts.len && *ok;) {
        const Token *t = &ts.data[i];
        TokenKind k = (TokenKind)t->kind;
        uint32_t end = tree_end(ts, i);
        if (k == TK_DOLLAR) {
            const Token *n = i + 1 < ts.len ? &ts.data[i + 1] : NULL;
            if (n && n->kind == TK_IDENT) {
                /* $var: the variable's tokens */
                call_open(tb, "Into::<$crate::TokenStream>::into");
                call_open(tb, "Clone::clone");
                tb_punct(tb, TK_AND);
                tb_token(tb, n);
                close_n(tb, 2);
                tb_punct(tb, TK_COMMA);
                i += 2;
                continue;
            }
            if (n && n->kind == TK_DOLLAR) {
                punct_tree(tb, '$', false);
                i += 2;
                continue;
            }
            diag_emit(diag_error(ex->dc, DC_NONE, t->span,
                                 n ? "`$` must be followed by an ident or `$` in `quote!`"
                                   : "unexpected trailing `$` in `quote!`"));
            *ok = false;
            return;
        }
        if (t->kind == TK_IDENT && t->sym == SYM_dollar_crate) {
            /* `$crate` lexed as one identifier: `$` then `crate` */
            punct_tree(tb, '$', true);
            ident_tree(tb, "crate", false);
        } else if (tok_is_open_delim(k)) {
            const char *d = k == TK_LPAREN ? "Parenthesis" : k == TK_LBRACE ? "Brace" : k == TK_LBRACKET ? "Bracket" : "None";
            tree_open(tb, "Group");
            call_open(tb, "$crate::Group::new");
            tb_src(tb, "$crate::Delimiter::");
            tb_ident_c(tb, d);
            tb_punct(tb, TK_COMMA);
            TokenSlice inner = {ts.data + i + 1, end - i >= 2 ? end - i - 2 : 0};
            quote_expr(ex, tb, inner, ok);
            close_n(tb, 3);
            tb_punct(tb, TK_COMMA);
        } else if (k == TK_IDENT) {
            ident_tree(tb, sym_str(t->sym), (t->flags & TF_RAW) != 0);
        } else if (k == TK_LIFETIME) {
            const char *name = sym_str(t->sym);
            punct_tree(tb, '\'', true);
            ident_tree(tb, name[0] == '\'' ? name + 1 : name, false);
        } else if (k >= TK_LIT_INT && k <= TK_LIT_RAW_C_STR) {
            char *text = xasprintf("%s%s", sym_str(t->sym), t->suffix ? sym_str(t->suffix) : "");
            tree_open(tb, "Literal");
            tb_punct(tb, TK_LBRACE);
            tb_src(tb, "let mut l =");
            tb_str_c(tb, text);
            tb_src(tb, ".parse::<$crate::Literal>().unwrap(); l.set_span($crate::Span::call_site()); l");
            tb_punct(tb, TK_RBRACE);
            close_n(tb, 2);
            tb_punct(tb, TK_COMMA);
            free(text);
        } else if (k == TK_DOC_COMMENT) {
            punct_tree(tb, '#', false);
            if (t->flags & TF_DOC_INNER) punct_tree(tb, '!', false);
            tree_open(tb, "Group");
            call_open(tb, "$crate::Group::new");
            tb_src(tb, "$crate::Delimiter::Bracket,");
            tb_punct(tb, TK_LBRACKET);
            ident_tree(tb, "doc", false);
            punct_tree(tb, '=', false);
            tree_open(tb, "Literal");
            call_open(tb, "$crate::Literal::string");
            tb_str_c(tb, sym_str(t->sym));
            close_n(tb, 3);
            tb_punct(tb, TK_COMMA);
            tb_punct(tb, TK_RBRACKET);
            tb_src(tb, ".iter().cloned().collect::<$crate::TokenStream>()");
            close_n(tb, 3);
            tb_punct(tb, TK_COMMA);
        } else if (is_punct(k)) {
            const char *s = tok_kind_str(k);
            size_t n = strlen(s);
            bool next_punct = end < ts.len && is_punct((TokenKind)ts.data[end].kind);
            for (size_t c = 0; c < n; c++)
                punct_tree(tb, (uint8_t)s[c], c + 1 < n || ((t->flags & TF_JOINT) && next_punct));
        }
        i = end;
    }
}

bool bi_quote(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    TokenSlice ts = inv->mac ? inv->mac->tokens : (TokenSlice){0};
    /* the output's names are the macro's (def-site): `$crate` is proc_macro */
    uint32_t saved = out->tb.ctxt;
    out->tb.ctxt = inv->def_site;
    bool ok = true;
    quote_expr(ex, &out->tb, ts, &ok);
    out->tb.ctxt = saved;
    if (!ok) out->failed = true;
    return ok;
}
