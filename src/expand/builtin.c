/* builtin.c — the small built-in bang macros: concat!, concat_idents!,
 * concat_bytes!, stringify!, line!, column!, file!, module_path!,
 * include!, include_str!, include_bytes!, env!, option_env!, cfg!,
 * compile_error!, assert!, the edition-dispatching panic!/unreachable!
 * (core_panic, std_panic, unreachable), log_syntax! and trace_macros!.
 *
 * Takes a macro invocation (MacInvoc: the call's tokens, its expansion and
 * contexts); gives output tokens in out->tb, which the expander parses as
 * the invocation's fragment kind, or sets out->failed after reporting
 * rustc 1.63's error (rustc_builtin_macros). Arguments that are
 * expressions are parsed with the parser and expanded eagerly through
 * ex->expand_expr_now, so `concat!(stringify!(x), "y")` and
 * `include_str!(concat!(..))` work.
 *
 * Hygiene follows rustc: literals these macros make carry the def-site
 * context; `$crate` paths are def-site (so `$crate` names the crate that
 * defines the macro: core or std); tokens copied from the call keep their
 * own context; identifiers rustc gives the call-site context get
 * inv->call_site.
 *
 * stringify! (and log_syntax!) print tokens as rustc's pprust does: its
 * spacing rules, its line breaking (the Oppen pretty-printing algorithm
 * with rustc's 78-column margin and box structure), and macro_rules
 * fragments printed as their AST, as rustc prints interpolated tokens.
 */
#include "expand_priv.h"

#include <errno.h>
#include <sys/stat.h>

/* ------------------------------------------------------------------ */
/* Helpers: diagnostics, arguments, literal values                     */
/* ------------------------------------------------------------------ */

/* The name of the macro being expanded (for "this error originates in
 * the macro `x`"): the expansion's macro name, else the call's path. */
static const char *macro_name(const ExpandCtx *ex, const MacInvoc *inv) {
    if (ex->hyg && inv->expn) {
        Symbol s = hyg_expn(ex->hyg, inv->expn)->macro_name;
        if (s) return sym_str(s);
    }
    if (inv->mac && inv->mac->path.nsegs) return sym_str(inv->mac->path.segs[inv->mac->path.nsegs - 1].ident.name);
    return "?";
}

/* rustc reports some errors at the invocation span with the macro's
 * def-site context (`cx.with_def_site_ctxt(sp)`); its emitter then adds
 * the macro backtrace note. Spans carry no context in rcc, so the note is
 * added here, last, as rustc's emitter does. */
static void emit_in_macro(const ExpandCtx *ex, const MacInvoc *inv, Diag *d) {
    diag_note(d, "this error originates in the macro `%s` (in Nightly builds, run with -Z macro-backtrace for more info)",
              macro_name(ex, inv));
    diag_emit(d);
}

static bool fail(MacOutput *out) {
    out->failed = true;
    return false;
}

static bool fail_at(ExpandCtx *ex, Span sp, MacOutput *out, const char *msg) {
    diag_emit(diag_error(ex->dc, DC_NONE, sp, "%s", msg));
    return fail(out);
}

static TokenSlice mac_tokens(const MacInvoc *inv) {
    TokenSlice ts = {0};
    if (inv->mac) ts = inv->mac->tokens;
    return ts;
}

static TokenSlice slice_from(TokenSlice ts, uint32_t from) {
    TokenSlice r = {ts.data + from, from < ts.len ? ts.len - from : 0};
    if (from >= ts.len) r.data = NULL;
    return r;
}

/* Eager expansion of a macro call among the arguments (rustc's
 * fully_expand_fragment on each argument). */
static Expr *eager(ExpandCtx *ex, const MacInvoc *inv, Expr *e) {
    if (e && ex->expand_expr_now) e = ex->expand_expr_now(ex, inv, e);
    return e;
}

/* One expression at the start of `ts`; *used is the index of the token
 * after it. What follows is the caller's to judge. NULL after a syntax
 * error (reported). */
static Expr *parse_arg(ParseSess *ps, TokenSlice ts, uint32_t *used) {
    bool bad;
    return parse_expr_prefix_any(ps, ts, NULL, false, used, &bad);
}

typedef VEC(Expr *) ExprVec;

/* rustc's get_exprs_from_tts: comma-separated expressions (a trailing
 * comma allowed), each expanded eagerly. Parse errors are reported by the
 * parser; false means nothing is to be made of the arguments. */
static bool get_exprs(ExpandCtx *ex, const MacInvoc *inv, ExprVec *out) {
    TokenSlice ts = mac_tokens(inv);
    uint32_t pos = 0;
    while (pos < ts.len) {
        uint32_t used = 0;
        Expr *e = parse_arg(ex->ps, slice_from(ts, pos), &used);
        if (!e) return false;
        vec_push(out, eager(ex, inv, e));
        pos += used;
        if (pos < ts.len && ts.data[pos].kind == TK_COMMA) {
            pos++;
            continue;
        }
        if (pos < ts.len) {
            diag_emit(diag_error(ex->dc, DC_NONE, inv->span, "expected token: `,`"));
            return false;
        }
    }
    return true;
}

static bool is_int_suffix(Symbol s) {
    switch (s) {
    case SYM_i8: case SYM_i16: case SYM_i32: case SYM_i64: case SYM_i128: case SYM_isize:
    case SYM_u8: case SYM_u16: case SYM_u32: case SYM_u64: case SYM_u128: case SYM_usize:
        return true;
    default:
        return false;
    }
}

static bool is_float_suffix(Symbol s) { return s == SYM_f32 || s == SYM_f64; }

/* The kinds of literal value rustc's LitKind distinguishes. LIT_ERR is a
 * malformed literal the lexer or parser has reported already. */
typedef enum LitClass { LC_STR, LC_BYTE_STR, LC_CHAR, LC_BYTE, LC_INT, LC_FLOAT, LC_BOOL, LC_ERR } LitClass;

static LitClass lit_class(const Token *t) {
    if (t->flags & TF_ERROR) return LC_ERR;
    switch ((TokenKind)t->kind) {
    case TK_LIT_STR: case TK_LIT_RAW_STR:
        return t->suffix ? LC_ERR : LC_STR;
    case TK_LIT_BYTE_STR: case TK_LIT_RAW_BYTE_STR:
        return t->suffix ? LC_ERR : LC_BYTE_STR;
    case TK_LIT_CHAR:
        return t->suffix ? LC_ERR : LC_CHAR;
    case TK_LIT_BYTE:
        return t->suffix ? LC_ERR : LC_BYTE;
    case TK_LIT_INT: {
        if (is_float_suffix(t->suffix)) {
            /* `1f32` is a float; `0x1f32` never gets here (hex digits). */
            const char *s = sym_str(t->sym);
            return s[0] == '0' && (s[1] == 'b' || s[1] == 'o' || s[1] == 'x') ? LC_ERR : LC_FLOAT;
        }
        if (t->suffix && !is_int_suffix(t->suffix)) return LC_ERR;
        u128 v;
        return lex_int_value(t, &v) ? LC_INT : LC_ERR;
    }
    case TK_LIT_FLOAT:
        return !t->suffix || is_float_suffix(t->suffix) ? LC_FLOAT : LC_ERR;
    case TK_IDENT:
        if (!(t->flags & TF_RAW) && (t->sym == SYM_true || t->sym == SYM_false)) return LC_BOOL;
        return LC_ERR;
    default:
        return LC_ERR;
    }
}

/* The unescaped value of a string literal token as a symbol. */
static Symbol str_value(const Token *t) {
    size_t n = 0;
    char *v = lex_str_value(t, &n);
    Symbol s = sym_intern(v ? v : "", v ? n : 0);
    free(v);
    return s;
}

/* The source text of a span (for suggestions), malloc'd; NULL if none. */
static char *snippet(const ExpandCtx *ex, Span sp) {
    if (span_is_dummy(sp)) return NULL;
    const SourceFile *f = sm_file_at(ex->sm, sp.lo);
    if (!f || sp.hi > f->start + f->len || sp.hi < sp.lo) return NULL;
    return xstrndup(f->src + (sp.lo - f->start), sp.hi - sp.lo);
}

/* rustc's expr_to_spanned_string: the value of a string literal argument
 * (after eager expansion), or `err_msg` at the argument. */
static bool expr_to_str(ExpandCtx *ex, const MacInvoc *inv, Expr *e, const char *err_msg, Symbol *val, Span *sp) {
    e = eager(ex, inv, e);
    if (!e || e->kind == EXPR_ERR) return false;
    if (e->kind != EXPR_LIT) {
        diag_emit(diag_error(ex->dc, DC_NONE, e->span, "%s", err_msg));
        return false;
    }
    LitClass c = lit_class(&e->lit);
    if (c == LC_ERR) return false;
    if (c == LC_STR) {
        *val = str_value(&e->lit);
        if (sp) *sp = e->span;
        return true;
    }
    Diag *d = diag_error(ex->dc, DC_NONE, e->lit.span, "%s", err_msg);
    if (c == LC_BYTE_STR)
        diag_suggest(d, span_new(e->span.lo, e->span.lo), "", APP_MAYBE_INCORRECT, "consider removing the leading `b`");
    diag_emit(d);
    return false;
}

/* "name! takes 1 argument": at the invocation, and in the macro when
 * rustc gives the span the def-site context first (the include macros). */
static void takes_one(ExpandCtx *ex, const MacInvoc *inv, const char *name, bool in_macro) {
    Diag *d = diag_error(ex->dc, DC_NONE, inv->span, "%s takes 1 argument", name);
    if (in_macro) emit_in_macro(ex, inv, d);
    else diag_emit(d);
}

/* rustc's get_single_str_from_tts: exactly one string literal argument
 * (a trailing comma allowed). `name` is `include_str!` etc. Too many
 * arguments is an error, but the first one is still used, as in rustc. */
static bool get_single_str(ExpandCtx *ex, const MacInvoc *inv, const char *name, bool in_macro, Symbol *val) {
    TokenSlice ts = mac_tokens(inv);
    if (ts.len == 0) {
        takes_one(ex, inv, name, in_macro);
        return false;
    }
    uint32_t used = 0;
    Expr *e = parse_arg(ex->ps, ts, &used);
    if (!e) return false;
    if (used < ts.len && ts.data[used].kind == TK_COMMA) used++;
    if (used < ts.len) takes_one(ex, inv, name, in_macro);
    return expr_to_str(ex, inv, e, "argument must be a string literal", val, NULL);
}



/* A byte string literal token whose value is `data`. */
static void tb_byte_str(TokBuilder *tb, const unsigned char *data, size_t n) {
    StrBuf sb = {0};
    sb_puts(&sb, "b\"");
    for (size_t i = 0; i < n; i++) {
        unsigned char c = data[i];
        switch (c) {
        case '"': sb_puts(&sb, "\\\""); break;
        case '\\': sb_puts(&sb, "\\\\"); break;
        case '\n': sb_puts(&sb, "\\n"); break;
        case '\r': sb_puts(&sb, "\\r"); break;
        case '\t': sb_puts(&sb, "\\t"); break;
        case '\0': sb_puts(&sb, "\\0"); break;
        default:
            if (c < 0x20 || c >= 0x7f) sb_printf(&sb, "\\x%02x", c);
            else sb_putc(&sb, (char)c);
        }
    }
    sb_putc(&sb, '"');
    tb_lit(tb, TK_LIT_BYTE_STR, sym_intern(sb.data, sb.len), 0);
    sb_free(&sb);
}

/* ------------------------------------------------------------------ */
/* concat!                                                             */
/* ------------------------------------------------------------------ */

/* Appends what concat! makes of a literal (not a byte literal). */
static void concat_lit(StrBuf *acc, const Token *t, LitClass c) {
    switch (c) {
    case LC_STR: {
        size_t n = 0;
        char *v = lex_str_value(t, &n);
        if (v) sb_putn(acc, v, n);
        free(v);
        break;
    }
    case LC_FLOAT:
        /* The literal as written without its suffix and underscores
         * (rustc's float symbol): `1_0.5f32` gives "10.5". */
        for (const char *ch = sym_str(t->sym); *ch; ch++)
            if (*ch != '_') sb_putc(acc, *ch);
        break;
    case LC_CHAR:
        sb_put_utf8(acc, lex_char_value(t));
        break;
    case LC_INT: {
        u128 v = 0;
        char buf[64];
        lex_int_value(t, &v);
        sb_puts(acc, u128_to_str(v, buf));
        break;
    }
    case LC_BOOL:
        sb_puts(acc, t->sym == SYM_true ? "true" : "false");
        break;
    default:
        break;
    }
}

bool bi_concat(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    ExprVec es = {0};
    if (!get_exprs(ex, inv, &es)) {
        vec_free(&es);
        return fail(out);
    }
    StrBuf acc = {0};
    VEC(Span) missing = {0};
    bool has_errors = false;
    for (uint32_t i = 0; i < es.len; i++) {
        Expr *e = es.data[i];
        if (e->kind == EXPR_ERR) {
            has_errors = true;
        } else if (e->kind != EXPR_LIT) {
            vec_push(&missing, e->span);
        } else {
            LitClass c = lit_class(&e->lit);
            if (c == LC_ERR) has_errors = true;
            else if (c == LC_BYTE || c == LC_BYTE_STR)
                diag_emit(diag_error(ex->dc, DC_NONE, e->span, "cannot concatenate a byte string literal"));
            else concat_lit(&acc, &e->lit, c);
        }
    }
    bool ok = !missing.len && !has_errors;
    if (missing.len) {
        Diag *d = diag_error(ex->dc, DC_NONE, missing.data[0], "expected a literal");
        for (uint32_t i = 1; i < missing.len; i++) diag_label(d, missing.data[i], true, NULL);
        diag_note(d, "only literals (like `\"foo\"`, `42` and `3.14`) can be passed to `concat!()`");
        diag_emit(d);
    }
    if (ok) {
        out->tb.ctxt = inv->def_site;
        tb_str(&out->tb, acc.data ? acc.data : "", acc.len);
    }
    sb_free(&acc);
    vec_free(&missing);
    vec_free(&es);
    return ok ? true : fail(out);
}

/* ------------------------------------------------------------------ */
/* concat_idents!                                                      */
/* ------------------------------------------------------------------ */

bool bi_concat_idents(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    TokenSlice ts = mac_tokens(inv);
    if (ts.len == 0) return fail_at(ex, inv->span, out, "concat_idents! takes 1 or more arguments");
    StrBuf name = {0};
    uint32_t i = 0;
    for (uint32_t n = 0; i < ts.len; n++) {
        const Token *t = &ts.data[i];
        /* A delimited group is one token tree. */
        uint32_t next = tok_is_open_delim((TokenKind)t->kind) ? lex_find_match(ts.data, ts.len, i) + 1 : i + 1;
        if (next == 0) next = ts.len;
        if (n & 1) {
            if (t->kind != TK_COMMA) {
                sb_free(&name);
                return fail_at(ex, inv->span, out, "concat_idents! expecting comma");
            }
        } else if (t->kind == TK_IDENT) {
            sb_puts(&name, sym_str(t->sym));
        } else {
            sb_free(&name);
            return fail_at(ex, inv->span, out, "concat_idents! requires ident args");
        }
        i = next;
    }
    /* The new identifier resolves at the call site. */
    tb_ident_at(&out->tb, sym_intern(name.data, name.len), inv->span, inv->call_site);
    sb_free(&name);
    return true;
}

/* ------------------------------------------------------------------ */
/* concat_bytes!                                                       */
/* ------------------------------------------------------------------ */

typedef struct BytesCx {
    ExpandCtx *ex;
    VEC(unsigned char) acc;
    VEC(Span) missing;
    bool has_errors;
} BytesCx;

/* rustc's invalid_type_err: a literal concat_bytes! cannot take. */
static void bytes_invalid(BytesCx *b, const Expr *e, bool nested) {
    ExpandCtx *ex = b->ex;
    LitClass c = lit_class(&e->lit);
    char *snip = snippet(ex, e->span);
    Diag *d = NULL;
    switch (c) {
    case LC_CHAR:
        d = diag_error(ex->dc, DC_NONE, e->span, "cannot concatenate character literals");
        if (snip) {
            char *fix = xasprintf("b%s", snip);
            diag_suggest(d, e->span, fix, APP_MACHINE_APPLICABLE, "try using a byte character");
            free(fix);
        }
        break;
    case LC_STR:
        d = diag_error(ex->dc, DC_NONE, e->span, "cannot concatenate string literals");
        /* Not inside an array: `[b"a"]` would be a nested array again. */
        if (!nested && snip) {
            char *fix = xasprintf("b%s", snip);
            diag_suggest(d, e->span, fix, APP_MACHINE_APPLICABLE, "try using a byte string");
            free(fix);
        }
        break;
    case LC_FLOAT:
        d = diag_error(ex->dc, DC_NONE, e->span, "cannot concatenate float literals");
        break;
    case LC_BOOL:
        d = diag_error(ex->dc, DC_NONE, e->span, "cannot concatenate boolean literals");
        break;
    case LC_INT:
        if (!nested) {
            d = diag_error(ex->dc, DC_NONE, e->span, "cannot concatenate numeric literals");
            if (snip) {
                char *fix = xasprintf("[%s]", snip);
                diag_suggest(d, e->span, fix, APP_MACHINE_APPLICABLE, "try wrapping the number in an array");
                free(fix);
            }
        } else if (!e->lit.suffix || e->lit.suffix == SYM_u8) {
            d = diag_error(ex->dc, DC_NONE, e->span, "numeric literal is out of bounds");
        } else {
            d = diag_error(ex->dc, DC_NONE, e->span, "numeric literal is not a `u8`");
        }
        break;
    default:
        break;
    }
    free(snip);
    if (d) diag_emit(d);
}

/* An element of an array argument: a byte value, or an error. */
static bool bytes_elem(BytesCx *b, const Expr *e, unsigned char *out) {
    ExpandCtx *ex = b->ex;
    if (e->kind == EXPR_ARRAY || e->kind == EXPR_REPEAT) {
        if (!b->has_errors) diag_emit(diag_error(ex->dc, DC_NONE, e->span, "cannot concatenate doubly nested array"));
        b->has_errors = true;
        return false;
    }
    if (e->kind != EXPR_LIT) {
        vec_push(&b->missing, e->span);
        return false;
    }
    LitClass c = lit_class(&e->lit);
    if (c == LC_INT && (!e->lit.suffix || e->lit.suffix == SYM_u8)) {
        u128 v = 0;
        lex_int_value(&e->lit, &v);
        if (v <= 255) {
            *out = (unsigned char)v;
            return true;
        }
    }
    if (c == LC_BYTE) {
        *out = (unsigned char)lex_char_value(&e->lit);
        return true;
    }
    if (c == LC_BYTE_STR) {
        if (!b->has_errors) {
            Diag *d = diag_error(ex->dc, DC_NONE, e->span, "cannot concatenate doubly nested array");
            diag_note(d, "byte strings are treated as arrays of bytes");
            diag_help(d, "try flattening the array");
            diag_emit(d);
        }
        b->has_errors = true;
        return false;
    }
    if (!b->has_errors) bytes_invalid(b, e, true);
    b->has_errors = true;
    return false;
}

static void bytes_arg(BytesCx *b, const Expr *e) {
    unsigned char byte;
    switch (e->kind) {
    case EXPR_ARRAY:
        for (uint32_t i = 0; i < e->elems.len; i++)
            if (bytes_elem(b, e->elems.data[i], &byte)) vec_push(&b->acc, byte);
        break;
    case EXPR_REPEAT: {
        const Expr *count = e->repeat.count;
        u128 n = 0;
        if (count && count->kind == EXPR_LIT && count->lit.kind == TK_LIT_INT && lit_class(&count->lit) == LC_INT) {
            lex_int_value(&count->lit, &n);
            if (bytes_elem(b, e->repeat.elem, &byte))
                for (u128 k = 0; k < n; k++) vec_push(&b->acc, byte);
        } else {
            diag_emit(diag_error(b->ex->dc, DC_NONE, count ? count->span : e->span, "repeat count is not a positive number"));
        }
        break;
    }
    case EXPR_LIT: {
        LitClass c = lit_class(&e->lit);
        if (c == LC_BYTE) {
            vec_push(&b->acc, (unsigned char)lex_char_value(&e->lit));
        } else if (c == LC_BYTE_STR) {
            size_t n = 0;
            char *v = lex_str_value(&e->lit, &n);
            for (size_t k = 0; k < n; k++) vec_push(&b->acc, (unsigned char)v[k]);
            free(v);
        } else {
            if (!b->has_errors) bytes_invalid(b, e, false);
            b->has_errors = true;
        }
        break;
    }
    case EXPR_ERR:
        b->has_errors = true;
        break;
    default:
        vec_push(&b->missing, e->span);
        break;
    }
}

bool bi_concat_bytes(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    ExprVec es = {0};
    if (!get_exprs(ex, inv, &es)) {
        vec_free(&es);
        return fail(out);
    }
    BytesCx b = {.ex = ex};
    for (uint32_t i = 0; i < es.len; i++) bytes_arg(&b, es.data[i]);
    bool ok = !b.missing.len && !b.has_errors;
    if (b.missing.len) {
        Diag *d = diag_error(ex->dc, DC_NONE, b.missing.data[0], "expected a byte literal");
        for (uint32_t i = 1; i < b.missing.len; i++) diag_label(d, b.missing.data[i], true, NULL);
        diag_note(d, "only byte literals (like `b\"foo\"`, `b's'`, and `[3, 4, 5]`) can be passed to `concat_bytes!()`");
        diag_emit(d);
    }
    if (ok) {
        out->tb.ctxt = inv->def_site;
        tb_byte_str(&out->tb, b.acc.data, b.acc.len);
    }
    vec_free(&b.acc);
    vec_free(&b.missing);
    vec_free(&es);
    return ok ? true : fail(out);
}

/* Token streams as rustc's pprust prints them (stringify!, a proc
 * macro's to_string): src/parse/print_tts.c. */
static char *tts_to_string(ParseSess *ps, TokenSlice ts) { return ast_tts_to_string(ps, ts); }

/* The end (exclusive) of the token tree starting at toks[i]. */
static uint32_t tree_end(TokenSlice ts, uint32_t i) {
    if (!tok_is_open_delim((TokenKind)ts.data[i].kind)) return i + 1;
    uint32_t m = lex_find_match(ts.data, ts.len, i);
    return m == UINT32_MAX ? ts.len : m + 1;
}

char *ex_tts_to_string(ParseSess *ps, TokenSlice ts) { return tts_to_string(ps, ts); }

/* ------------------------------------------------------------------ */
/* stringify!, module_path!, line!, column!, file!                     */
/* ------------------------------------------------------------------ */

bool bi_stringify(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    char *s = tts_to_string(ex->ps, mac_tokens(inv));
    out->tb.ctxt = inv->def_site;
    tb_str_c(&out->tb, s);
    free(s);
    return true;
}

/* rustc's check_zero_tts: an error, but the expansion goes on. */
static void check_zero_tts(ExpandCtx *ex, const MacInvoc *inv, const char *name) {
    if (mac_tokens(inv).len) emit_in_macro(ex, inv, diag_error(ex->dc, DC_NONE, inv->span, "%s takes no arguments", name));
}

bool bi_module_path(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    check_zero_tts(ex, inv, "module_path!");
    out->tb.ctxt = inv->def_site;
    tb_str_c(&out->tb, inv->module_path ? sym_str(inv->module_path) : sym_str(ex->crate_name));
    return true;
}

/* rustc's expansion_cause: the call site of the outermost expansion this
 * one comes from, stopping at include! (whose file is where line! and
 * friends are then). The invocation span without expansion data. */
static Span expansion_cause(const ExpandCtx *ex, const MacInvoc *inv) {
    if (!ex->hyg || !inv->expn) return inv->span;
    Span last = inv->span;
    static Symbol s_include;
    if (!s_include) s_include = sym_cstr("include");
    uint32_t e = inv->expn;
    for (uint32_t guard = 0; e != 0 && guard < 100000; guard++) {
        const ExpnData *d = hyg_expn(ex->hyg, e);
        if (d->kind == EXPN_ROOT || (d->kind == EXPN_MACRO_BANG && d->macro_name == s_include)) break;
        last = d->call_site;
        e = d->call_ctxt ? hyg_outer_expn(ex->hyg, d->call_ctxt) : 0;
    }
    return last;
}

bool bi_line(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    check_zero_tts(ex, inv, "line!");
    Span top = expansion_cause(ex, inv);
    SourceLoc loc = sm_lookup(ex->sm, top.lo);
    out->tb.span = top;
    out->tb.ctxt = inv->def_site;
    tb_int(&out->tb, loc.line, SYM_u32);
    return true;
}

bool bi_column(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    check_zero_tts(ex, inv, "column!");
    Span top = expansion_cause(ex, inv);
    /* rustc: the 0-based character column plus one. */
    SourceLoc loc = sm_lookup(ex->sm, top.lo);
    out->tb.span = top;
    out->tb.ctxt = inv->def_site;
    tb_int(&out->tb, loc.col, SYM_u32);
    return true;
}

bool bi_file(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    check_zero_tts(ex, inv, "file!");
    Span top = expansion_cause(ex, inv);
    const SourceFile *f = sm_file_at(ex->sm, top.lo);
    out->tb.span = top;
    out->tb.ctxt = inv->def_site;
    tb_str_c(&out->tb, f ? f->name : "");
    return true;
}

/* ------------------------------------------------------------------ */
/* include!, include_str!, include_bytes!                              */
/* ------------------------------------------------------------------ */

/* rustc's resolve_path: a relative path is relative to the directory of
 * the file the (outermost) call site is in. Malloc'd. */
static char *resolve_path(ExpandCtx *ex, const MacInvoc *inv, const char *path) {
    if (path[0] == '/') return xstrdup(path);
    Span sp = inv->span;
    if (ex->hyg && inv->expn) sp = hyg_topmost_call_site(ex->hyg, inv->span, hyg_expn(ex->hyg, inv->expn)->call_ctxt);
    /* relative to the file's real path, not the name --remap-path-prefix
     * gives it in diagnostics */
    const SourceFile *f = sm_file_at(ex->sm, sp.lo);
    const char *name = !f ? "" : f->local_path ? f->local_path : f->name;
    const char *slash = strrchr(name, '/');
    if (!slash) return xstrdup(path);
    /* Path::pop then push: the parent of `/a.rs` is `/`. */
    size_t dirlen = slash == name ? 1 : (size_t)(slash - name);
    return xasprintf("%.*s%s%s", (int)dirlen, name, dirlen == 1 && name[0] == '/' ? "" : "/", path);
}

/* Reads a whole file; on failure *err gets rustc's io::Error text. */
static char *read_file(const char *path, size_t *len, char **err) {
    *err = NULL;
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        int e = errno;
        *err = xasprintf("%s (os error %d)", strerror(e), e);
        return NULL;
    }
    struct stat st;
    if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(fp);
        *err = xasprintf("%s (os error %d)", strerror(EISDIR), EISDIR);
        return NULL;
    }
    size_t cap = 1 << 12, n = 0;
    char *buf = xmalloc(cap);
    for (;;) {
        if (n + 1 >= cap) buf = xrealloc(buf, cap *= 2);
        size_t k = fread(buf + n, 1, cap - n - 1, fp);
        n += k;
        if (k == 0) break;
    }
    int e = ferror(fp) ? errno : 0;
    fclose(fp);
    if (e) {
        free(buf);
        *err = xasprintf("%s (os error %d)", strerror(e), e);
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

/* include_str!/include_bytes!: the file's bytes, or an error reported. */
static char *include_read(ExpandCtx *ex, const MacInvoc *inv, const char *name, size_t *len, char **file) {
    Symbol arg;
    if (!get_single_str(ex, inv, name, true, &arg)) return NULL;
    *file = resolve_path(ex, inv, sym_str(arg));
    char *err = NULL;
    char *data = read_file(*file, len, &err);
    /* rustc's load_binary_file puts the file in the source map (so in
     * dep-info) once it is read, whatever its contents */
    if (data && ex->deps) expand_deps_add_file(ex->deps, *file);
    if (!data) {
        char *msg = xasprintf("couldn't read %s: %s", *file, err);
        emit_in_macro(ex, inv, diag_error(ex->dc, DC_NONE, inv->span, "%s", msg));
        free(msg);
        free(err);
    }
    return data;
}

bool bi_include_str(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    size_t len = 0;
    char *file = NULL;
    char *data = include_read(ex, inv, "include_str!", &len, &file);
    bool ok = data != NULL;
    if (ok && !utf8_valid((const unsigned char *)data, len)) {
        char *msg = xasprintf("%s wasn't a utf-8 file", file);
        emit_in_macro(ex, inv, diag_error(ex->dc, DC_NONE, inv->span, "%s", msg));
        free(msg);
        ok = false;
    }
    if (ok) {
        out->tb.ctxt = inv->def_site;
        tb_str(&out->tb, data, len);
    }
    free(data);
    free(file);
    return ok ? true : fail(out);
}

bool bi_include_bytes(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    size_t len = 0;
    char *file = NULL;
    char *data = include_read(ex, inv, "include_bytes!", &len, &file);
    bool ok = data != NULL;
    if (ok) {
        out->tb.ctxt = inv->def_site;
        tb_byte_str(&out->tb, (const unsigned char *)data, len);
    }
    free(data);
    free(file);
    return ok ? true : fail(out);
}

/* include!: the file's tokens, parsed by the expander as the fragment the
 * call stands for. They keep their own spans (in the included file) and
 * the root context: rustc parses the file as source text, unhygienically.
 * An unreadable or non-UTF-8 file, or a lexer error rustc treats as
 * fatal, stops compilation (ex->fatal), as rustc's parser does. In
 * expression and statement position the file is one expression; more
 * tokens are rustc's deny-by-default `incomplete_include` lint. */
bool bi_include(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    Symbol arg;
    if (!get_single_str(ex, inv, "include!", true, &arg)) return fail(out);
    char *path = resolve_path(ex, inv, sym_str(arg));
    char *err = NULL;
    SourceFile *f = sm_load_file(ex->sm, strcmp(path, "-") == 0 ? "./-" : path, &err);
    if (f && !utf8_valid((const unsigned char *)f->src, f->len)) err = xstrdup("stream did not contain valid UTF-8");
    if (err) {
        char *msg = xasprintf("couldn't read %s: %s", path, err);
        emit_in_macro(ex, inv, diag_error(ex->dc, DC_NONE, inv->span, "%s", msg));
        free(msg);
        free(err);
        free(path);
        ex->fatal = true;
        return fail(out);
    }
    if (ex->deps) expand_deps_add_file(ex->deps, path);
    out->include_file = arena_strdup(ex->ps->arena, path);
    free(path);
    if (ex->remap_file_name) {
        const char *shown = ex->remap_file_name(ex->remap_arg, f->name);
        if (shown != f->name) {
            free(f->name);
            f->name = xstrdup(shown);
        }
    }
    TokenVec toks = {0};
    LexOptions lo = {.edition = ex->ps->edition, .keep_docs = true};
    lex_file(f, &lo, ex->dc, &toks);
    if (toks.len && (vec_last(&toks).flags & TF_ERROR)) {
        vec_free(&toks);
        ex->fatal = true;
        return fail(out);
    }
    uint32_t n = toks.len && vec_last(&toks).kind == TK_EOF ? toks.len - 1 : toks.len;
    /* Statement position too: rustc makes the statements of an include!
     * from one expression. */
    if ((inv->kind == FRAG_EXPR || inv->kind == FRAG_STMTS) && n) {
        TokenSlice all = {toks.data, n};
        uint32_t used = 0;
        Expr *e = parse_arg(ex->ps, all, &used);
        if (!e) {
            vec_free(&toks);
            return fail(out);
        }
        if (used < n) {
            Diag *d = diag_error(ex->dc, DC_NONE, toks.data[used].span, "include macro expected single expression in source");
            diag_note(d, "`#[deny(incomplete_include)]` on by default");
            diag_emit(d);
            n = used;
        }
    }
    for (uint32_t i = 0; i < n; i++) tb_token(&out->tb, &toks.data[i]);
    vec_free(&toks);
    return true;
}

/* ------------------------------------------------------------------ */
/* env!, option_env!                                                   */
/* ------------------------------------------------------------------ */

/* The value of an environment variable as rustc's env::var sees it: set
 * and valid UTF-8. */
static const char *env_value(Symbol var) {
    const char *v = getenv(sym_str(var));
    if (!v || !utf8_valid((const unsigned char *)v, strlen(v))) return NULL;
    return v;
}

bool bi_env(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    ExprVec es = {0};
    bool ok = get_exprs(ex, inv, &es);
    if (ok && es.len == 0) {
        diag_emit(diag_error(ex->dc, DC_NONE, inv->span, "env! takes 1 or 2 arguments"));
        ok = false;
    }
    Symbol var = 0, msg = 0;
    if (ok) ok = expr_to_str(ex, inv, es.data[0], "expected string literal", &var, NULL);
    if (ok && es.len > 1) ok = expr_to_str(ex, inv, es.data[1], "expected string literal", &msg, NULL);
    if (ok && es.len > 2) {
        diag_emit(diag_error(ex->dc, DC_NONE, inv->span, "env! takes 1 or 2 arguments"));
        ok = false;
    }
    vec_free(&es);
    if (!ok) return fail(out);
    const char *v = env_value(var);
    if (ex->deps) expand_deps_add_env(ex->deps, sym_str(var), v);
    if (!v) {
        Diag *d = msg ? diag_error(ex->dc, DC_NONE, inv->span, "%s", sym_str(msg))
                      : diag_error(ex->dc, DC_NONE, inv->span, "environment variable `%s` not defined", sym_str(var));
        emit_in_macro(ex, inv, d);
        return fail(out);
    }
    out->tb.ctxt = inv->def_site;
    tb_str_c(&out->tb, v);
    return true;
}

/* `$crate` as rustc's std_path makes it: def-site, so it names the crate
 * that defines the macro. */
static void tb_dollar_crate(TokBuilder *tb, const MacInvoc *inv) {
    uint32_t saved = tb->ctxt;
    tb->ctxt = inv->def_site;
    tb_ident(tb, SYM_dollar_crate);
    tb->ctxt = saved;
}

bool bi_option_env(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    Symbol var;
    if (!get_single_str(ex, inv, "option_env!", false, &var)) return fail(out);
    const char *v = env_value(var);
    if (ex->deps) expand_deps_add_env(ex->deps, sym_str(var), v);
    tb_dollar_crate(&out->tb, inv);
    if (v) {
        tb_src(&out->tb, "::option::Option::Some");
        tb_punct(&out->tb, TK_LPAREN);
        out->tb.ctxt = inv->def_site;
        tb_str_c(&out->tb, v);
        out->tb.ctxt = inv->call_site;
        tb_punct(&out->tb, TK_RPAREN);
    } else {
        tb_src(&out->tb, "::option::Option::None::<&'static str>");
    }
    return true;
}

/* ------------------------------------------------------------------ */
/* cfg!                                                                */
/* ------------------------------------------------------------------ */

/* How many tokens one meta item takes at the start of ts: a path, then
 * `= token` or a delimited group (what the meta-item parser will look
 * at; what it cannot take it reports). */
static uint32_t meta_extent(TokenSlice ts) {
    uint32_t i = 0;
    if (i < ts.len && ts.data[i].kind == TK_PATHSEP) i++;
    if (i < ts.len && ts.data[i].kind == TK_IDENT) i++;
    while (i < ts.len && ts.data[i].kind == TK_PATHSEP) {
        i++;
        if (i < ts.len && ts.data[i].kind == TK_IDENT) i++;
    }
    if (i == 0) return ts.len ? 1 : 0;
    if (i < ts.len && ts.data[i].kind == TK_EQ) return i + 1 < ts.len ? i + 2 : i + 1;
    if (i < ts.len && tok_is_open_delim((TokenKind)ts.data[i].kind)) return tree_end(ts, i);
    return i;
}

bool bi_cfg(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    TokenSlice ts = mac_tokens(inv);
    if (ts.len == 0) {
        Diag *d = diag_error(ex->dc, DC_NONE, inv->span, "macro requires a cfg-pattern as an argument");
        diag_label(d, inv->span, true, "cfg-pattern required");
        emit_in_macro(ex, inv, d);
        return fail(out);
    }
    const Token *first = &ts.data[0];
    if (!(first->kind == TK_IDENT || first->kind == TK_PATHSEP) ||
        (first->kind == TK_IDENT && !(first->flags & TF_RAW) && sym_is_keyword(first->sym, ex->ps->edition) &&
         first->sym != SYM_self && first->sym != SYM_super && first->sym != SYM_crate && first->sym != SYM_Self)) {
        /* rustc's parse_meta_item starts with a path. */
        char descr[300];
        ex_token_descr(first, ex->ps->edition, descr, sizeof descr);
        Diag *d = diag_error(ex->dc, DC_NONE, first->span, "expected identifier, found %s", descr);
        diag_label(d, first->span, true, "expected identifier");
        diag_emit(d);
        return fail(out);
    }
    uint32_t n = meta_extent(ts);
    TokenSlice item = {ts.data, n};
    uint32_t rest = n;
    if (rest < ts.len && ts.data[rest].kind == TK_COMMA) rest++;
    /* The predicate as the single element of a `cfg(...)` meta list. */
    PathSegment seg = {.ident = {.name = SYM_cfg, .span = inv->span}};
    Attr a = {.path = {.span = inv->span, .segs = &seg, .nsegs = 1},
              .args_kind = ATTR_ARGS_DELIMITED,
              .delim = DELIM_PAREN,
              .tokens = item,
              .span = inv->span};
    MetaItem m;
    if (!meta_from_attr(ex->ps, &a, &m)) return fail(out);
    if (rest < ts.len || m.nlist != 1) {
        emit_in_macro(ex, inv, diag_error(ex->dc, DC_NONE, inv->span, "expected 1 cfg-pattern"));
        return fail(out);
    }
    bool v = cfg_eval_gated(ex, &m.list[0].meta);
    out->tb.ctxt = inv->def_site;
    tb_ident(&out->tb, v ? SYM_true : SYM_false);
    return true;
}

/* ------------------------------------------------------------------ */
/* compile_error!                                                      */
/* ------------------------------------------------------------------ */

bool bi_compile_error(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    Symbol msg;
    if (get_single_str(ex, inv, "compile_error!", false, &msg)) {
        Diag *d = diag_error(ex->dc, DC_NONE, inv->span, "%s", sym_str(msg));
        /* a call in a macro's output: rustc's macro backtrace */
        if (ex->hyg && inv->expn) hyg_macro_backtrace(ex->hyg, d, inv->span, hyg_expn(ex->hyg, inv->expn)->call_ctxt);
        diag_emit(d);
    }
    return fail(out);
}

/* ------------------------------------------------------------------ */
/* assert!, panic!, unreachable!                                       */
/* ------------------------------------------------------------------ */

/* rustc's use_panic_2021: the edition of the code the call is written
 * in, looking through the expansions of macros that are allowed the
 * unstable `edition_panic` (core's and std's panic!, assert!,
 * debug_assert!, unreachable!), so `debug_assert!(x, "{}")` panics with
 * the caller's edition's rules. ExpnData says only whether a macro has
 * allow_internal_unstable, not for what: those four are recognised by
 * name. */
static bool use_panic_2021(const ExpandCtx *ex, const MacInvoc *inv) {
    if (!ex->hyg || !inv->expn) return inv->edition >= ED_2021;
    static Symbol names[4];
    if (!names[0]) {
        names[0] = sym_cstr("panic");
        names[1] = sym_cstr("assert");
        names[2] = sym_cstr("debug_assert");
        names[3] = sym_cstr("unreachable");
    }
    uint32_t ctxt = hyg_expn(ex->hyg, inv->expn)->call_ctxt;
    for (uint32_t guard = 0; guard < 100000; guard++) {
        uint32_t e = hyg_outer_expn(ex->hyg, ctxt);
        if (e == 0) return (guard == 0 ? inv->edition : ex->edition) >= ED_2021;
        const ExpnData *d = hyg_expn(ex->hyg, e);
        bool skip = false;
        for (int i = 0; i < 4 && d->allow_internal_unstable; i++) skip |= d->macro_name == names[i];
        if (!skip) return d->edition >= ED_2021;
        ctxt = d->call_ctxt;
    }
    return inv->edition >= ED_2021;
}

/* `$crate::panic::NAME!(tokens)`, with call-site hygiene but for `$crate`. */
static void tb_edition_macro(TokBuilder *tb, const MacInvoc *inv, const char *name, TokenSlice args) {
    tb_dollar_crate(tb, inv);
    tb_src(tb, "::panic::");
    tb_ident_c(tb, name);
    tb_punct(tb, TK_NOT);
    tb_punct(tb, TK_LPAREN);
    tb_slice(tb, args);
    tb_punct(tb, TK_RPAREN);
}

bool bi_core_panic(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    tb_edition_macro(&out->tb, inv, use_panic_2021(ex, inv) ? "panic_2021" : "panic_2015", mac_tokens(inv));
    return true;
}

bool bi_std_panic(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return bi_core_panic(ex, inv, out); }

bool bi_unreachable(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    tb_edition_macro(&out->tb, inv, use_panic_2021(ex, inv) ? "unreachable_2021" : "unreachable_2015",
                     mac_tokens(inv));
    return true;
}

/* Rust's str::escape_debug (what assert! applies to the printed
 * condition): quotes, backslashes and control characters escaped;
 * non-ASCII characters are kept except the C1 controls (rustc escapes
 * every non-printable code point; rcc has no Unicode printability table,
 * and conditions rarely hold such characters). */
static void escape_debug(StrBuf *sb, const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '\t': sb_puts(sb, "\\t"); break;
        case '\r': sb_puts(sb, "\\r"); break;
        case '\n': sb_puts(sb, "\\n"); break;
        case '\\': sb_puts(sb, "\\\\"); break;
        case '"': sb_puts(sb, "\\\""); break;
        case '\'': sb_puts(sb, "\\'"); break;
        default:
            if (c < 0x20 || c == 0x7f) {
                sb_printf(sb, "\\u{%x}", c);
            } else if (c == 0xC2 && i + 1 < n && (unsigned char)s[i + 1] >= 0x80 && (unsigned char)s[i + 1] <= 0x9F) {
                sb_printf(sb, "\\u{%x}", (unsigned char)s[i + 1]);
                i++;
            } else {
                sb_putc(sb, (char)c);
            }
        }
    }
}

/* rcc's AST printer puts a block's statements on lines of their own;
 * rustc's pretty-printer keeps the whole expression on one line when it
 * fits in its 78 columns (`if a { b } else { c }`). Joins the lines in
 * that case; longer expressions keep rcc's layout (rustc's own breaks
 * are not reproduced). */
static void flatten_if_fits(StrBuf *sb) {
    if (!sb->len || !memchr(sb->data, '\n', sb->len)) return;
    StrBuf flat = {0};
    for (uint32_t i = 0; i < sb->len; i++) {
        if (sb->data[i] != '\n') {
            sb_putc(&flat, sb->data[i]);
            continue;
        }
        while (i + 1 < sb->len && sb->data[i + 1] == ' ') i++;
        sb_putc(&flat, ' ');
    }
    if (flat.len <= 78) {
        sb_free(sb);
        *sb = flat;
    } else {
        sb_free(&flat);
    }
}

bool bi_assert(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    TokenSlice ts = mac_tokens(inv);
    if (ts.len == 0) {
        Diag *d = diag_error(ex->dc, DC_NONE, inv->span, "macro requires a boolean expression as an argument");
        diag_label(d, inv->span, true, "boolean expression required");
        diag_emit(d);
        return fail(out);
    }
    uint32_t pos = 0;
    Expr *cond = parse_arg(ex->ps, ts, &pos);
    if (!cond) return fail(out);
    TokenSlice cond_toks = {ts.data, pos};
    /* `assert!(f(););`: reported, then the semicolon is skipped. */
    if (pos < ts.len && ts.data[pos].kind == TK_SEMI) {
        Diag *d = diag_error(ex->dc, DC_NONE, inv->span, "macro requires an expression as an argument");
        diag_suggest(d, ts.data[pos].span, "", APP_MAYBE_INCORRECT, "try removing semicolon");
        diag_emit(d);
        pos++;
    }
    bool has_msg = false;
    TokenSlice msg = {0};
    if (pos < ts.len && ts.data[pos].kind == TK_LIT_STR) {
        /* `assert!(cond "msg")`: a missing comma. */
        Diag *d = diag_error(ex->dc, DC_NONE, ts.data[pos].span, "unexpected string literal");
        Span after = span_new(ts.data[pos - 1].span.hi, ts.data[pos - 1].span.hi);
        DiagSuggestion *s = diag_suggestion(d, SUGG_HIDE_CODE_INLINE, APP_MAYBE_INCORRECT, "try adding a comma");
        diag_sugg_part(s, after, ", ");
        diag_emit(d);
        msg = slice_from(ts, pos);
        has_msg = true;
    } else if (pos < ts.len && ts.data[pos].kind == TK_COMMA) {
        msg = slice_from(ts, pos + 1);
        has_msg = msg.len > 0;
    } else if (pos < ts.len) {
        /* rustc's parser.unexpected(): what the condition could have
         * continued with, or `,`. */
        uint32_t used;
        bool bad;
        parse_expr_prefix(ex->ps, ts, TK_COMMA, false, &used, &bad);
        return fail(out);
    }
    /* `if !cond { ... }`, the condition one expression operand of `!`
     * whatever its precedence (an invisible expression group, as rustc
     * builds Unary(Not, cond) without parentheses). */
    TokBuilder *tb = &out->tb;
    tb_src(tb, "if !");
    Token open = {.kind = TK_OPEN_INVIS, .sym = MBE_FRAG_EXPR, .ctxt = tb->ctxt, .span = inv->span};
    Token close = open;
    close.kind = TK_CLOSE_INVIS;
    tb_token(tb, &open);
    tb_slice(tb, cond_toks);
    tb_token(tb, &close);
    tb_punct(tb, TK_LBRACE);
    if (has_msg) {
        if (use_panic_2021(ex, inv)) {
            tb_edition_macro(tb, inv, "panic_2021", msg);
        } else {
            /* Before 2021 the `panic!` in scope at the call site: std's
             * or core's. */
            tb_ident(tb, sym_cstr("panic"));
            tb_punct(tb, TK_NOT);
            tb_punct(tb, TK_LPAREN);
            tb_slice(tb, msg);
            tb_punct(tb, TK_RPAREN);
        }
    } else {
        /* The message is passed to panicking::panic directly, so braces
         * in it are not format placeholders. */
        StrBuf printed = {0}, text = {0};
        ast_print_expr(&printed, cond);
        flatten_if_fits(&printed);
        sb_puts(&text, "assertion failed: ");
        escape_debug(&text, printed.data ? printed.data : "", printed.len);
        tb_dollar_crate(tb, inv);
        tb_src(tb, "::panicking::panic");
        tb_punct(tb, TK_LPAREN);
        tb_str(tb, text.data, text.len);
        tb_punct(tb, TK_RPAREN);
        sb_free(&printed);
        sb_free(&text);
    }
    tb_punct(tb, TK_RBRACE);
    return true;
}

/* ------------------------------------------------------------------ */
/* log_syntax!, trace_macros!                                          */
/* ------------------------------------------------------------------ */

/* rustc's DummyResult::any_valid: nothing, in any position (`()` where
 * something is needed). */
static bool dummy_valid(MacOutput *out, FragKind kind) {
    switch (kind) {
    case FRAG_EXPR: case FRAG_STMTS: case FRAG_TY:
        tb_punct(&out->tb, TK_LPAREN);
        tb_punct(&out->tb, TK_RPAREN);
        break;
    case FRAG_PAT:
        tb_ident(&out->tb, SYM_underscore);
        break;
    default:
        break;
    }
    return true;
}

bool bi_log_syntax(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    char *s = tts_to_string(ex->ps, mac_tokens(inv));
    fprintf(stdout, "%s\n", s);
    fflush(stdout);
    free(s);
    return dummy_valid(out, inv->kind);
}

/* proc_macro's `quote!`: proc_macro_quote.c. */

bool bi_trace_macros(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    TokenSlice ts = mac_tokens(inv);
    bool ok = ts.len == 1 && ts.data[0].kind == TK_IDENT && !(ts.data[0].flags & TF_RAW) &&
              (ts.data[0].sym == SYM_true || ts.data[0].sym == SYM_false);
    /* rcc does not trace macro expansions: the switch is accepted and
     * has no effect. */
    if (!ok) diag_emit(diag_error(ex->dc, DC_NONE, inv->span, "trace_macros! accepts only `true` or `false`"));
    return dummy_valid(out, inv->kind);
}
