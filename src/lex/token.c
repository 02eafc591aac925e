/* token.c — small facts about tokens: kind names, editions, which symbols
 * are keywords in which edition, and the Unicode look-ups the lexer needs
 * (over the generated tables of unicode_tables.c), plus UTF-8 and Rust's
 * character escaping for messages. */
#include "lex_internal.h"

static const char *const kind_names[] = {
#define TOK(name, str) str,
#include "rcc/token.def"
#undef TOK
};

/* tok_closer_of and the delimiter code rely on each closer following its
 * opener, and the three pairs following each other, in token.def. */
_Static_assert(TK_RPAREN == TK_LPAREN + 1 && TK_LBRACKET == TK_LPAREN + 2 && TK_RBRACKET == TK_LPAREN + 3 &&
                   TK_LBRACE == TK_LPAREN + 4 && TK_RBRACE == TK_LPAREN + 5 &&
                   TK_OPEN_INVIS == TK_LPAREN + 6 && TK_CLOSE_INVIS == TK_LPAREN + 7,
               "delimiter kinds out of order in token.def");

const char *tok_kind_str(TokenKind k) { return k < TK__COUNT ? kind_names[k] : "?"; }

bool edition_parse(const char *s, Edition *out) {
    static const char *const names[] = {"2015", "2018", "2021", "2024"};
    for (int i = 0; i < 4; i++) {
        if (strcmp(s, names[i]) == 0) {
            *out = (Edition)i;
            return true;
        }
    }
    return false;
}

const char *edition_str(Edition e) {
    switch (e) {
    case ED_2015: return "2015";
    case ED_2018: return "2018";
    case ED_2021: return "2021";
    case ED_2024: return "2024";
    }
    return "?";
}

/* sym.def lists strict and reserved keywords first (as .. yield), then the
 * 2018 ones (async .. try), then gen, so each test is a range compare. */
bool sym_is_keyword(Symbol s, Edition e) {
    if (s >= SYM_as && s <= SYM_yield) return true;
    if (s >= SYM_async && s <= SYM_try) return e >= ED_2018;
    if (s == SYM_gen) return e >= ED_2024;
    return false;
}

/* ---- Unicode ---- */

bool lex_in_ranges(const LexRange *r, uint32_t n, uint32_t cp) {
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (cp < r[mid].lo) hi = mid;
        else if (cp > r[mid].hi) lo = mid + 1;
        else return true;
    }
    return false;
}

bool lex_is_id_start(uint32_t c) {
    if (c < 0x80) return (c | 0x20) - 'a' < 26 || c == '_';
    return lex_in_ranges(lex_tab_xid_start, lex_tab_xid_start_len, c);
}

bool lex_is_id_continue(uint32_t c) {
    if (c < 0x80) return (c | 0x20) - 'a' < 26 || c == '_' || c - '0' < 10;
    return lex_in_ranges(lex_tab_xid_continue, lex_tab_xid_continue_len, c);
}

bool lex_is_emoji(uint32_t c) { return c >= 0x80 && lex_in_ranges(lex_tab_emoji, lex_tab_emoji_len, c); }

bool lex_is_whitespace(uint32_t c) {
    return (c >= 0x09 && c <= 0x0D) || c == ' ' || c == 0x85 || c == 0x200E || c == 0x200F || c == 0x2028 ||
           c == 0x2029;
}

bool lex_is_unicode_whitespace(uint32_t c) {
    return (c >= 0x09 && c <= 0x0D) || c == ' ' || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
           c == 0x3000;
}

bool lex_is_zero_width(uint32_t c) { return lex_in_ranges(lex_tab_zero_width, lex_tab_zero_width_len, c); }

bool lex_is_combining_mark(uint32_t c) { return lex_in_ranges(lex_tab_combining, lex_tab_combining_len, c); }

const LexConfusable *lex_confusable(uint32_t c) {
    uint32_t lo = 0, hi = lex_tab_confusables_len;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (c < lex_tab_confusables[mid].cp) hi = mid;
        else if (c > lex_tab_confusables[mid].cp) lo = mid + 1;
        else return &lex_tab_confusables[mid];
    }
    return NULL;
}

const char *lex_ascii_name(char c) {
    switch (c) {
    case ' ': return "Space";
    case '_': return "Underscore";
    case '-': return "Minus/Hyphen";
    case ',': return "Comma";
    case ';': return "Semicolon";
    case ':': return "Colon";
    case '!': return "Exclamation Mark";
    case '?': return "Question Mark";
    case '.': return "Period";
    case '(': return "Left Parenthesis";
    case ')': return "Right Parenthesis";
    case '[': return "Left Square Bracket";
    case ']': return "Right Square Bracket";
    case '{': return "Left Curly Brace";
    case '}': return "Right Curly Brace";
    case '*': return "Asterisk";
    case '/': return "Slash";
    case '\\': return "Backslash";
    case '&': return "Ampersand";
    case '+': return "Plus Sign";
    case '<': return "Less-Than Sign";
    case '=': return "Equals Sign";
    case '>': return "Greater-Than Sign";
    case '"': return "Quotation Mark";
    case '\'': return "Single Quote";
    }
    return "?";
}

/* ---- UTF-8 ---- */

uint32_t lex_utf8_decode(const char *p, const char *end, uint32_t *len) {
    const unsigned char *s = (const unsigned char *)p;
    size_t avail = (size_t)(end - p);
    unsigned c = s[0];
    if (c < 0x80) {
        *len = 1;
        return c;
    }
    uint32_t n, cp;
    if ((c & 0xE0) == 0xC0) n = 2, cp = c & 0x1F;
    else if ((c & 0xF0) == 0xE0) n = 3, cp = c & 0x0F;
    else if ((c & 0xF8) == 0xF0) n = 4, cp = c & 0x07;
    else goto bad;
    if (n > avail) goto bad;
    for (uint32_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) goto bad;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    *len = n;
    return cp;
bad:
    *len = 1;
    return 0xFFFD;
}

uint32_t lex_utf8_encode(uint32_t c, char *buf) {
    unsigned char *b = (unsigned char *)buf;
    if (c < 0x80) {
        b[0] = (unsigned char)c;
        return 1;
    }
    if (c < 0x800) {
        b[0] = (unsigned char)(0xC0 | (c >> 6));
        b[1] = (unsigned char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        b[0] = (unsigned char)(0xE0 | (c >> 12));
        b[1] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
        b[2] = (unsigned char)(0x80 | (c & 0x3F));
        return 3;
    }
    b[0] = (unsigned char)(0xF0 | (c >> 18));
    b[1] = (unsigned char)(0x80 | ((c >> 12) & 0x3F));
    b[2] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
    b[3] = (unsigned char)(0x80 | (c & 0x3F));
    return 4;
}

const char *lex_escape_default(uint32_t c, char *buf) {
    switch (c) {
    case '\t': return "\\t";
    case '\r': return "\\r";
    case '\n': return "\\n";
    case '\'': return "\\'";
    case '"': return "\\\"";
    case '\\': return "\\\\";
    }
    if (c >= 0x20 && c <= 0x7E) {
        buf[0] = (char)c;
        buf[1] = 0;
    } else {
        snprintf(buf, 16, "\\u{%x}", c);
    }
    return buf;
}

const char *lex_escaped_char(uint32_t c, char *buf) {
    if (c >= 0x20 && c <= 0x7E) {
        buf[0] = (char)c;
        buf[1] = 0;
        return buf;
    }
    return lex_escape_default(c, buf);
}

/* The text of a token as written (for messages and for printing token
 * trees): `r#fn`, `'a`, `"x"u8`, `///doc`, `::`. */
const char *tok_text(const Token *t, char *buf, size_t size) {
    switch ((TokenKind)t->kind) {
    case TK_IDENT:
        snprintf(buf, size, "%s%s", (t->flags & TF_RAW) ? "r#" : "", sym_str(t->sym));
        break;
    case TK_LIFETIME:
        snprintf(buf, size, "%s", sym_str(t->sym));
        break;
    case TK_LIT_INT: case TK_LIT_FLOAT: case TK_LIT_CHAR: case TK_LIT_BYTE:
    case TK_LIT_STR: case TK_LIT_RAW_STR: case TK_LIT_BYTE_STR: case TK_LIT_RAW_BYTE_STR:
    case TK_LIT_C_STR: case TK_LIT_RAW_C_STR:
        snprintf(buf, size, "%s%s", sym_str(t->sym), t->suffix ? sym_str(t->suffix) : "");
        break;
    case TK_DOC_COMMENT:
        if (t->flags & TF_DOC_BLOCK)
            snprintf(buf, size, "/*%c%s*/", (t->flags & TF_DOC_INNER) ? '!' : '*', sym_str(t->sym));
        else
            snprintf(buf, size, "//%c%s", (t->flags & TF_DOC_INNER) ? '!' : '/', sym_str(t->sym));
        break;
    default:
        snprintf(buf, size, "%s", tok_kind_str((TokenKind)t->kind));
        break;
    }
    return buf;
}

/* A literal token, or `true`/`false` (literals in the grammar). */
bool tok_is_lit(const Token *t) {
    switch ((TokenKind)t->kind) {
    case TK_LIT_INT: case TK_LIT_FLOAT: case TK_LIT_CHAR: case TK_LIT_BYTE:
    case TK_LIT_STR: case TK_LIT_RAW_STR: case TK_LIT_BYTE_STR: case TK_LIT_RAW_BYTE_STR:
    case TK_LIT_C_STR: case TK_LIT_RAW_C_STR:
        return true;
    case TK_IDENT:
        return !(t->flags & TF_RAW) && (t->sym == SYM_true || t->sym == SYM_false);
    default:
        return false;
    }
}
