/* cfgspec.c — `--cfg SPEC`: a NAME or NAME="VALUE" in Rust syntax.
 *
 * Takes the spec string; gives a (name, value) entry in Options.cfg or
 * rustc's error. rustc parses the spec as a meta item with its real
 * lexer and parser; rcc cannot call its own lexer from the driver (the
 * lexer comes later in the pipeline and may not see the session yet), so
 * this file has the small lexer the spec needs: identifiers (also raw
 * `r#x`), `::`, `=`, string literals with escapes, raw strings, and
 * enough of the other literals and comments to give rustc's errors. */
#include "driver_int.h"

typedef enum CfgTok {
    CT_EOF,
    CT_IDENT,     /* also keywords and `_` */
    CT_COLONS,    /* :: */
    CT_EQ,
    CT_STR,       /* a well-formed "..." or r"..." without suffix */
    CT_BAD_LIT,   /* any other literal: numbers, chars, byte strings, bad escapes, suffixes */
    CT_OTHER,     /* punctuation, lifetimes, ... */
} CfgTok;

typedef struct CfgLexer {
    const char *s;
    size_t i, n;
    const char *spec;     /* for error notes */
    DiagCtx *dc;
    bool failed;          /* a lexer error was reported */
    StrBuf text;          /* the ident's name or the string's value */
} CfgLexer;

static bool is_ident_start(unsigned char c) { return c == '_' || (unsigned)((c | 0x20) - 'a') < 26u || c >= 0x80; }
static bool is_ident_cont(unsigned char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

/* rustc's lexer errors are fatal, with a note naming the option. */
static CfgTok cfg_lex_fail(CfgLexer *lx, DiagCode code, const char *msg, const char *extra_note) {
    DiagFormatSave save = diag_format_default(lx->dc);
    Diag *d = diag_error(lx->dc, code, (Span){0, 0}, "%s", msg);
    if (extra_note) diag_note(d, "%s", extra_note);
    diag_note(d, "this error occurred on the command line: `--cfg=%s`", lx->spec);
    diag_emit(d);
    diag_format_restore(lx->dc, save);
    lx->failed = true;
    return CT_EOF;
}

/* Skips whitespace and comments. Returns false after an unterminated
 * block comment. */
static bool skip_trivia(CfgLexer *lx) {
    for (;;) {
        while (lx->i < lx->n && strchr(" \t\n\r\v\f", lx->s[lx->i])) lx->i++;
        if (lx->i + 1 < lx->n && lx->s[lx->i] == '/' && lx->s[lx->i + 1] == '/') {
            while (lx->i < lx->n && lx->s[lx->i] != '\n') lx->i++;
        } else if (lx->i + 1 < lx->n && lx->s[lx->i] == '/' && lx->s[lx->i + 1] == '*') {
            int depth = 0;
            do {
                if (lx->i + 1 >= lx->n) {
                    cfg_lex_fail(lx, DC_E0758, "unterminated block comment", NULL);
                    return false;
                }
                if (lx->s[lx->i] == '/' && lx->s[lx->i + 1] == '*') depth++, lx->i += 2;
                else if (lx->s[lx->i] == '*' && lx->s[lx->i + 1] == '/') depth--, lx->i += 2;
                else lx->i++;
            } while (depth > 0);
        } else {
            return true;
        }
    }
}

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    c |= 0x20;
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static void put_utf8(StrBuf *sb, uint32_t cp) {
    if (cp < 0x80) sb_putc(sb, (char)cp);
    else if (cp < 0x800) sb_putc(sb, (char)(0xC0 | cp >> 6)), sb_putc(sb, (char)(0x80 | (cp & 0x3F)));
    else if (cp < 0x10000)
        sb_putc(sb, (char)(0xE0 | cp >> 12)), sb_putc(sb, (char)(0x80 | (cp >> 6 & 0x3F))),
            sb_putc(sb, (char)(0x80 | (cp & 0x3F)));
    else
        sb_putc(sb, (char)(0xF0 | cp >> 18)), sb_putc(sb, (char)(0x80 | (cp >> 12 & 0x3F))),
            sb_putc(sb, (char)(0x80 | (cp >> 6 & 0x3F))), sb_putc(sb, (char)(0x80 | (cp & 0x3F)));
}

/* One escape after `\` at s[*i]; appends its value. Returns false for an
 * invalid escape. */
static bool unescape(const char *s, size_t *i, size_t end, StrBuf *out) {
    char c = s[(*i)++];
    switch (c) {
    case 'n': sb_putc(out, '\n'); return true;
    case 'r': sb_putc(out, '\r'); return true;
    case 't': sb_putc(out, '\t'); return true;
    case '\\': sb_putc(out, '\\'); return true;
    case '0': sb_putc(out, '\0'); return true;
    case '\'': sb_putc(out, '\''); return true;
    case '"': sb_putc(out, '"'); return true;
    case '\n':
        /* A line continuation skips the next line's leading whitespace. */
        while (*i < end && strchr(" \t\n\r", s[*i])) (*i)++;
        return true;
    case 'x': {
        if (*i + 2 > end) return false;
        int h = hexval(s[*i]), l = hexval(s[*i + 1]);
        if (h < 0 || l < 0 || h > 7) return false;
        *i += 2;
        sb_putc(out, (char)(h * 16 + l));
        return true;
    }
    case 'u': {
        if (*i >= end || s[*i] != '{') return false;
        uint32_t cp = 0;
        int digits = 0;
        for ((*i)++; *i < end && s[*i] != '}'; (*i)++) {
            if (s[*i] == '_') continue;
            int h = hexval(s[*i]);
            if (h < 0 || ++digits > 6) return false;
            cp = cp * 16 + (uint32_t)h;
        }
        if (*i >= end || digits == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        (*i)++;
        put_utf8(out, cp);
        return true;
    }
    default: return false;
    }
}

/* A "..." string starting at the quote; `byte` for b"...". */
static CfgTok cfg_lex_string(CfgLexer *lx, bool byte) {
    size_t i = lx->i + 1;
    bool ok = !byte;
    sb_free(&lx->text);
    for (;;) {
        if (i >= lx->n)
            return cfg_lex_fail(lx, byte ? DC_E0766 : DC_E0765,
                            byte ? "unterminated double quote byte string" : "unterminated double quote string", NULL);
        char c = lx->s[i++];
        if (c == '"') break;
        if (c == '\\') {
            if (i >= lx->n) continue;   /* reported as unterminated next round */
            if (lx->s[i] == '"' || lx->s[i] == '\\') {
                /* keep these two simple so a `\"` never ends the string */
                sb_putc(&lx->text, lx->s[i++]);
                continue;
            }
            if (!unescape(lx->s, &i, lx->n, &lx->text)) ok = false;
        } else if (c == '\r') {
            ok = false;   /* a bare CR is an error in a string */
        } else {
            sb_putc(&lx->text, c);
        }
    }
    lx->i = i;
    /* A suffix (`"x"y`) makes it a different literal. */
    if (lx->i < lx->n && is_ident_start((unsigned char)lx->s[lx->i])) {
        while (lx->i < lx->n && is_ident_cont((unsigned char)lx->s[lx->i])) lx->i++;
        ok = false;
    }
    return ok ? CT_STR : CT_BAD_LIT;
}

/* r"..." / r#"..."# (and br...) starting at the `r`. */
static CfgTok cfg_lex_raw_string(CfgLexer *lx, bool byte) {
    size_t i = lx->i + 1, hashes = 0;
    while (i < lx->n && lx->s[i] == '#') hashes++, i++;
    if (i >= lx->n || lx->s[i] != '"') return CT_OTHER;
    i++;
    sb_free(&lx->text);
    for (;;) {
        if (i >= lx->n) {
            char note[300];
            snprintf(note, sizeof note, "this raw string should be terminated with `\"%.*s`", (int)hashes,
                     "################################################################");
            return cfg_lex_fail(lx, DC_E0748, "unterminated raw string", hashes ? note : NULL);
        }
        if (lx->s[i] == '"' && lx->n - i - 1 >= hashes && strspn(lx->s + i + 1, "#") >= hashes) {
            i += 1 + hashes;
            break;
        }
        sb_putc(&lx->text, lx->s[i++]);
    }
    lx->i = i;
    bool ok = !byte;
    if (lx->i < lx->n && is_ident_start((unsigned char)lx->s[lx->i])) {
        while (lx->i < lx->n && is_ident_cont((unsigned char)lx->s[lx->i])) lx->i++;
        ok = false;
    }
    return ok ? CT_STR : CT_BAD_LIT;
}

/* 'c' (a char literal) or 'a (a lifetime). */
static CfgTok cfg_lex_quote(CfgLexer *lx) {
    size_t i = lx->i + 1;
    if (i < lx->n && is_ident_start((unsigned char)lx->s[i])) {
        size_t j = i;
        while (j < lx->n && is_ident_cont((unsigned char)lx->s[j])) j++;
        if (j >= lx->n || lx->s[j] != '\'') {
            lx->i = j;   /* a lifetime */
            return CT_OTHER;
        }
    }
    for (; i < lx->n; i++) {
        if (lx->s[i] == '\\') i++;
        else if (lx->s[i] == '\'') {
            lx->i = i + 1;
            return CT_BAD_LIT;
        }
    }
    return cfg_lex_fail(lx, DC_E0762, "unterminated character literal", NULL);
}

static CfgTok next_token(CfgLexer *lx) {
    if (!skip_trivia(lx)) return CT_EOF;
    if (lx->i >= lx->n) return CT_EOF;
    const char *s = lx->s;
    unsigned char c = (unsigned char)s[lx->i];
    if (c == '"') return cfg_lex_string(lx, false);
    if (c == '\'') return cfg_lex_quote(lx);
    if (c == 'b' && lx->i + 1 < lx->n && s[lx->i + 1] == '"') {
        lx->i++;
        return cfg_lex_string(lx, true);
    }
    if (c == 'b' && lx->i + 1 < lx->n && s[lx->i + 1] == '\'') {
        lx->i++;
        return cfg_lex_quote(lx) == CT_EOF ? CT_EOF : CT_BAD_LIT;
    }
    if (c == 'r' && lx->i + 1 < lx->n && (s[lx->i + 1] == '"' || (s[lx->i + 1] == '#' && lx->i + 2 < lx->n &&
                                                                   (s[lx->i + 2] == '"' || s[lx->i + 2] == '#'))))
        return cfg_lex_raw_string(lx, false);
    if (c == 'b' && lx->i + 2 < lx->n && s[lx->i + 1] == 'r' && (s[lx->i + 2] == '"' || s[lx->i + 2] == '#')) {
        lx->i++;
        return cfg_lex_raw_string(lx, true);
    }
    if (is_ident_start(c)) {
        size_t start = lx->i;
        if (c == 'r' && lx->i + 2 < lx->n && s[lx->i + 1] == '#' && is_ident_start((unsigned char)s[lx->i + 2]))
            start = lx->i += 2;   /* a raw identifier: the name is what follows `r#` */
        while (lx->i < lx->n && is_ident_cont((unsigned char)s[lx->i])) lx->i++;
        sb_free(&lx->text);
        sb_putn(&lx->text, s + start, lx->i - start);
        return CT_IDENT;
    }
    if (c >= '0' && c <= '9') {
        while (lx->i < lx->n && (is_ident_cont((unsigned char)s[lx->i]) || s[lx->i] == '.')) lx->i++;
        return CT_BAD_LIT;
    }
    if (c == ':' && lx->i + 1 < lx->n && s[lx->i + 1] == ':') {
        lx->i += 2;
        return CT_COLONS;
    }
    lx->i++;
    if (c == '=' && lx->i < lx->n && s[lx->i] == '=') {
        lx->i++;   /* `==` is one token */
        return CT_OTHER;
    }
    return c == '=' ? CT_EQ : CT_OTHER;
}

static bool cfg_error(DiagCtx *dc, const char *spec, const char *reason) {
    early_error_default(dc, "invalid `--cfg` argument: `%s` (%s)", spec, reason);
    return false;
}

/* The generic error, with rustc's hint when it looks like key=value
 * without the quotes. */
static bool cfg_generic_error(DiagCtx *dc, const char *spec) {
    size_t n = strlen(spec);
    if (strchr(spec, '=') && !strstr(spec, "=\"") && !(n && spec[n - 1] == '"'))
        return cfg_error(dc, spec, "expected `key` or `key=\"value\"`, ensure escaping is appropriate for your shell, "
                                   "try 'key=\"value\"' or key=\\\"value\\\"");
    return cfg_error(dc, spec, "expected `key` or `key=\"value\"`");
}

bool cfgspec_parse(Options *o, DiagCtx *dc, const char *spec) {
    CfgLexer lx = {.s = spec, .n = strlen(spec), .spec = spec, .dc = dc};
    /* Lex it all first: rustc's lexer errors come before parse errors. */
    VEC(CfgTok) toks = {0};
    VEC(char *) texts = {0};
    for (;;) {
        CfgTok t = next_token(&lx);
        if (lx.failed) break;
        vec_push(&toks, t);
        vec_push(&texts, (t == CT_IDENT || t == CT_STR) ? xstrdup(sb_cstr(&lx.text)) : NULL);
        if (t == CT_EOF) break;
    }
    sb_free(&lx.text);
    bool ok = false;
    if (!lx.failed) {
        /* path ( `=` literal )? EOF */
        uint32_t k = 0, segments = 0;
        bool parsed = toks.data[k] == CT_IDENT;
        if (parsed) {
            segments = 1;
            k++;
            while (toks.data[k] == CT_COLONS) {
                if (toks.data[k + 1] != CT_IDENT) {
                    parsed = false;
                    break;
                }
                segments++;
                k += 2;
            }
        }
        const char *value = NULL;
        bool bad_value = false;
        if (parsed && toks.data[k] == CT_EQ) {
            CfgTok lit = toks.data[k + 1];
            const char *word = texts.data[k + 1];
            if (lit == CT_STR) value = word;
            else if (lit == CT_BAD_LIT || (lit == CT_IDENT && (!strcmp(word, "true") || !strcmp(word, "false"))))
                bad_value = true;
            else parsed = false;
            k += 2;
        }
        if (!parsed || toks.data[k] != CT_EOF) cfg_generic_error(dc, spec);
        else if (segments != 1) cfg_error(dc, spec, "argument key must be an identifier");
        else if (bad_value) cfg_error(dc, spec, "argument value must be a string");
        else {
            vec_push(&o->cfg, (KeyValue){arena_strdup(&o->arena, texts.data[0]),
                                         value ? arena_strdup(&o->arena, value) : NULL});
            ok = true;
        }
    }
    for (uint32_t i = 0; i < texts.len; i++) free(texts.data[i]);
    vec_free(&texts);
    vec_free(&toks);
    return ok;
}
