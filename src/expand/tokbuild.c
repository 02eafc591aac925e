/* tokbuild.c — building token streams for macro output.
 *
 * Takes: pieces of output (punctuation, identifiers, literals, copied
 * token slices, snippets of Rust text). Gives: a token array that the
 * expander parses as a fragment. Tokens made here carry the builder's
 * span and syntax context, so a built-in macro decides the hygiene of
 * its output by choosing the ctxt (see MacInvoc: call_site, def_site,
 * mixed_site).
 */
#include "rcc/expand.h"

void tb_init(TokBuilder *tb, Span span, uint32_t ctxt) {
    memset(tb, 0, sizeof *tb);
    tb->span = span;
    tb->ctxt = ctxt;
}

void tb_free(TokBuilder *tb) { vec_free(&tb->toks); }

static void push(TokBuilder *tb, TokenKind k, uint8_t flags, Symbol sym, Symbol suffix) {
    Token t = {.kind = (uint8_t)k, .flags = flags, .sym = sym, .suffix = suffix, .ctxt = tb->ctxt, .span = tb->span};
    vec_push(&tb->toks, t);
}

void tb_punct(TokBuilder *tb, TokenKind k) { push(tb, k, 0, 0, 0); }
void tb_punct_joint(TokBuilder *tb, TokenKind k) { push(tb, k, TF_JOINT, 0, 0); }
void tb_ident(TokBuilder *tb, Symbol name) { push(tb, TK_IDENT, 0, name, 0); }
void tb_ident_c(TokBuilder *tb, const char *name) { push(tb, TK_IDENT, 0, sym_cstr(name), 0); }

void tb_ident_at(TokBuilder *tb, Symbol name, Span span, uint32_t ctxt) {
    Token t = {.kind = TK_IDENT, .sym = name, .ctxt = ctxt, .span = span};
    vec_push(&tb->toks, t);
}

void tb_lifetime(TokBuilder *tb, Symbol name_with_quote) { push(tb, TK_LIFETIME, 0, name_with_quote, 0); }
void tb_lit(TokBuilder *tb, TokenKind k, Symbol text, Symbol suffix) { push(tb, k, 0, text, suffix); }

void tb_str(TokBuilder *tb, const char *value, size_t len) {
    /* The symbol of a string literal is its text as written, quotes
     * included, escaped as rustc writes the literals its macros make
     * (LitKind::to_lit_token: str::escape_default): printable ASCII as
     * it is, `\t \r \n \\ \' \"`, and every other character `\u{..}`. */
    StrBuf sb = {0};
    sb_putc(&sb, '"');
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)value[i];
        switch (c) {
        case '"': sb_puts(&sb, "\\\""); i++; continue;
        case '\'': sb_puts(&sb, "\\'"); i++; continue;
        case '\\': sb_puts(&sb, "\\\\"); i++; continue;
        case '\n': sb_puts(&sb, "\\n"); i++; continue;
        case '\r': sb_puts(&sb, "\\r"); i++; continue;
        case '\t': sb_puts(&sb, "\\t"); i++; continue;
        default: break;
        }
        if (c >= 0x20 && c < 0x7f) {
            sb_putc(&sb, (char)c);
            i++;
            continue;
        }
        /* a UTF-8 sequence (a stray byte stands for itself) */
        uint32_t cp = c, n = 1;
        if (c >= 0xc0 && c < 0xe0) cp = c & 0x1f, n = 2;
        else if (c >= 0xe0 && c < 0xf0) cp = c & 0x0f, n = 3;
        else if (c >= 0xf0 && c < 0xf8) cp = c & 0x07, n = 4;
        if (i + n > len) n = 1, cp = c;
        for (uint32_t k = 1; k < n; k++) cp = (cp << 6) | ((unsigned char)value[i + k] & 0x3f);
        sb_printf(&sb, "\\u{%x}", cp);
        i += n;
    }
    sb_putc(&sb, '"');
    push(tb, TK_LIT_STR, 0, sym_intern(sb.data, sb.len), 0);
    sb_free(&sb);
}

void tb_str_c(TokBuilder *tb, const char *value) { tb_str(tb, value, strlen(value)); }

void tb_int(TokBuilder *tb, u128 value, Symbol suffix) {
    char buf[64];
    push(tb, TK_LIT_INT, 0, sym_cstr(u128_to_str(value, buf)), suffix);
}

void tb_slice(TokBuilder *tb, TokenSlice ts) {
    for (uint32_t i = 0; i < ts.len; i++) vec_push(&tb->toks, ts.data[i]);
}

void tb_token(TokBuilder *tb, const Token *t) { vec_push(&tb->toks, *t); }

void tb_src(TokBuilder *tb, const char *src) {
    TokenVec v = {0};
    LexOptions opt = {.edition = ED_2021, .keep_docs = true};
    if (!lex_string(src, (uint32_t)strlen(src), 0, &opt, NULL, &v)) rcc_ice("tb_src: cannot lex `%s`", src);
    for (uint32_t i = 0; i < v.len; i++) {
        Token t = v.data[i];
        if (t.kind == TK_EOF) break;
        /* `$crate` is one identifier in macro output. */
        if (t.kind == TK_DOLLAR && i + 1 < v.len && tok_is_kw(&v.data[i + 1], SYM_crate)) {
            t = v.data[++i];
            t.sym = SYM_dollar_crate;
        }
        t.span = tb->span;
        t.ctxt = tb->ctxt;
        vec_push(&tb->toks, t);
    }
    vec_free(&v);
}

TokenSlice tb_finish(TokBuilder *tb, Arena *a) {
    TokenSlice ts = {0};
    if (tb->toks.len) {
        ts.data = arena_memdup(a, tb->toks.data, tb->toks.len * sizeof(Token), _Alignof(Token));
        ts.len = tb->toks.len;
    }
    tb->toks.len = 0;
    return ts;
}

TokenSlice tb_finish_eof(TokBuilder *tb, Arena *a) {
    Span end = tb->toks.len ? span_new(vec_last(&tb->toks).span.hi, vec_last(&tb->toks).span.hi) : tb->span;
    Token eof = {.kind = TK_EOF, .span = end};
    vec_push(&tb->toks, eof);
    TokenSlice ts = tb_finish(tb, a);
    ts.len--;
    return ts;
}
