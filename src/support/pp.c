/* pp.c — the Oppen pretty-printing algorithm, as rustc's
 * rustc_ast_pretty::pp runs it (Derek C. Oppen, "Pretty Printing", 1979).
 *
 * Takes a stream of words, breaks and boxes; gives text broken into lines
 * of PP_MARGIN columns. The input side (SCAN) buffers tokens until the
 * size of each box and break is known: the size of a box is the width of
 * its contents, that of a break the width up to the next break of its
 * box. Once the buffered text is wider than the line, the leftmost open
 * size is taken as infinite. The output side (PRINT) prints the tokens
 * whose sizes are known: a break is a newline when its box does not fit
 * (always in a consistent box, only when the next piece does not fit in an
 * inconsistent one). Every quirk of rustc's version is kept (a word
 * printed at once when nothing is buffered is not remembered as the last
 * token; a hard break is a break of PP_INFINITY blanks), since the output
 * must match rustc's byte for byte.
 */
#include "rcc/support.h"

void pp_init(Pp *p) {
    memset(p, 0, sizeof *p);
    p->space = PP_MARGIN;
}

static bool scan_empty(const Pp *p) { return p->scan_head == p->scan.len; }
static void scan_push(Pp *p, uint32_t i) {
    if (scan_empty(p)) p->scan_head = p->scan.len = 0;
    vec_push(&p->scan, i);
}
static uint32_t scan_front(const Pp *p) { return p->scan.data[p->scan_head]; }
static uint32_t scan_back(const Pp *p) { return p->scan.data[p->scan.len - 1]; }

static bool buf_empty(const Pp *p) { return p->head == p->buf.len; }
static void buf_clear(Pp *p) { p->buf.len = p->head = 0; }
static uint32_t buf_push(Pp *p, PpTok t, long size) {
    vec_push(&p->buf, (PpEntry){t, size});
    return p->buf.len - 1;
}

static void print_string(Pp *p, const char *s, long len) {
    for (long i = 0; i < p->pending; i++) sb_putc(&p->out, ' ');
    p->pending = 0;
    sb_putn(&p->out, s, (size_t)len);
    p->space -= len;
}

static PpFrame print_top(const Pp *p) {
    if (p->print_stack.len) return vec_last(&p->print_stack);
    return (PpFrame){.fits = false, .consistent = false, .indent = 0};
}

static void print_begin(Pp *p, const PpTok *t, long size) {
    if (size > p->space) {
        vec_push(&p->print_stack, (PpFrame){.fits = false, .consistent = t->consistent, .indent = p->indent});
        p->indent = t->visual ? PP_MARGIN - p->space : p->indent + t->offset;
    } else {
        vec_push(&p->print_stack, (PpFrame){.fits = true});
    }
}

static void print_end(Pp *p) {
    if (!p->print_stack.len) return;
    PpFrame f = vec_pop(&p->print_stack);
    if (!f.fits) p->indent = f.indent;
}

static void print_break(Pp *p, const PpTok *t, long size) {
    PpFrame top = print_top(p);
    bool fits = top.fits || (!top.consistent && size <= p->space);
    if (fits) {
        p->pending += t->blank;
        p->space -= t->blank;
    } else {
        if (t->pre_break) sb_putc(&p->out, t->pre_break);
        sb_putc(&p->out, '\n');
        long indent = p->indent + t->offset;
        p->pending = indent;
        p->space = PP_MARGIN - indent > PP_MIN_SPACE ? PP_MARGIN - indent : PP_MIN_SPACE;
    }
}

/* Prints the tokens at the left end whose size is known. */
static void advance_left(Pp *p) {
    while (!buf_empty(p) && p->buf.data[p->head].size >= 0) {
        PpEntry e = p->buf.data[p->head++];
        switch ((PpKind)e.tok.kind) {
        case PPK_STRING:
            p->left_total += e.tok.len;
            print_string(p, p->strs.data + e.tok.str, e.tok.len);
            break;
        case PPK_BREAK:
            p->left_total += e.tok.blank;
            print_break(p, &e.tok, e.size);
            break;
        case PPK_BEGIN:
            print_begin(p, &e.tok, e.size);
            break;
        case PPK_END:
            print_end(p);
            break;
        }
        p->last = e.tok;
        p->has_last = true;
    }
}

/* Fixes the sizes of the boxes and breaks that have just been closed. */
static void check_stack(Pp *p, int depth) {
    while (!scan_empty(p)) {
        uint32_t i = scan_back(p);
        PpEntry *e = &p->buf.data[i];
        if (e->tok.kind == PPK_BEGIN) {
            if (depth == 0) break;
            p->scan.len--;
            e->size += p->right_total;
            depth--;
        } else if (e->tok.kind == PPK_END) {
            p->scan.len--;
            e->size = 1;
            depth++;
        } else {
            p->scan.len--;
            e->size += p->right_total;
            if (depth == 0) break;
        }
    }
}

/* While the pending text is wider than the line, the leftmost open box or
 * break cannot fit: give it infinite size and print what can be. */
static void check_stream(Pp *p) {
    while (p->right_total - p->left_total > p->space) {
        if (!scan_empty(p) && scan_front(p) == p->head) {
            p->scan_head++;
            p->buf.data[p->head].size = PP_INFINITY;
        }
        advance_left(p);
        if (buf_empty(p)) break;
    }
}

static void scan_begin(Pp *p, PpTok t) {
    if (scan_empty(p)) {
        p->left_total = p->right_total = 1;
        buf_clear(p);
    }
    scan_push(p, buf_push(p, t, -p->right_total));
}

void pp_rbox(Pp *p, long indent, bool consistent) {
    scan_begin(p, (PpTok){.kind = PPK_BEGIN, .offset = indent, .consistent = consistent});
}
void pp_ibox(Pp *p, long indent) { pp_rbox(p, indent, false); }
void pp_cbox(Pp *p, long indent) { pp_rbox(p, indent, true); }
void pp_visual_align(Pp *p) { scan_begin(p, (PpTok){.kind = PPK_BEGIN, .visual = true, .consistent = true}); }

void pp_end(Pp *p) {
    if (scan_empty(p)) {
        print_end(p);
        return;
    }
    scan_push(p, buf_push(p, (PpTok){.kind = PPK_END}, -1));
}

static void scan_break(Pp *p, PpTok t) {
    if (scan_empty(p)) {
        p->left_total = p->right_total = 1;
        buf_clear(p);
    } else {
        check_stack(p, 0);
    }
    scan_push(p, buf_push(p, t, -p->right_total));
    p->right_total += t.blank;
}

void pp_break_offset(Pp *p, long n, long off) { scan_break(p, (PpTok){.kind = PPK_BREAK, .blank = n, .offset = off}); }
void pp_space(Pp *p) { pp_break_offset(p, 1, 0); }
void pp_zerobreak(Pp *p) { pp_break_offset(p, 0, 0); }
void pp_hardbreak(Pp *p) { pp_break_offset(p, PP_INFINITY, 0); }
void pp_trailing_comma(Pp *p) { scan_break(p, (PpTok){.kind = PPK_BREAK, .pre_break = ','}); }
void pp_trailing_comma_or_space(Pp *p) { scan_break(p, (PpTok){.kind = PPK_BREAK, .blank = 1, .pre_break = ','}); }

void pp_word_n(Pp *p, const char *s, size_t n) {
    if (scan_empty(p)) {
        /* Printed at once; rustc does not count it as the last token. */
        print_string(p, s, (long)n);
        return;
    }
    PpTok t = {.kind = PPK_STRING, .str = p->strs.len, .len = (uint32_t)n};
    sb_putn(&p->strs, s, n);
    buf_push(p, t, (long)n);
    p->right_total += (long)n;
    check_stream(p);
}
void pp_word(Pp *p, const char *s) { pp_word_n(p, s, strlen(s)); }
void pp_nbsp(Pp *p) { pp_word_n(p, " ", 1); }
void pp_word_space(Pp *p, const char *s) {
    pp_word(p, s);
    pp_space(p);
}
void pp_word_nbsp(Pp *p, const char *s) {
    pp_word(p, s);
    pp_nbsp(p);
}

void pp_offset(Pp *p, long off) {
    if (!buf_empty(p) && vec_last(&p->buf).tok.kind == PPK_BREAK) vec_last(&p->buf).tok.offset += off;
}

bool pp_last_token(const Pp *p, PpTok *out, const char **text) {
    const PpTok *t = !buf_empty(p) ? &vec_last(&p->buf).tok : p->has_last ? &p->last : NULL;
    if (!t) return false;
    if (out) *out = *t;
    if (text) *text = t->kind == PPK_STRING ? p->strs.data + t->str : NULL;
    return true;
}

static bool is_hardbreak(const PpTok *t) {
    return t->kind == PPK_BREAK && t->offset == 0 && t->blank == PP_INFINITY && !t->pre_break;
}

bool pp_is_bol(const Pp *p) {
    PpTok t;
    return !pp_last_token(p, &t, NULL) || is_hardbreak(&t);
}
void pp_hardbreak_if_not_bol(Pp *p) {
    if (!pp_is_bol(p)) pp_hardbreak(p);
}
void pp_space_if_not_bol(Pp *p) {
    if (!pp_is_bol(p)) pp_space(p);
}

void pp_break_offset_if_not_bol(Pp *p, long n, long off) {
    if (!pp_is_bol(p)) {
        pp_break_offset(p, n, off);
    } else if (off != 0 && !buf_empty(p) && is_hardbreak(&vec_last(&p->buf).tok)) {
        /* Tuck the offset into the hard break just made. */
        vec_last(&p->buf).tok.offset = off;
    }
}

static void pp_flush(Pp *p) {
    if (!scan_empty(p)) {
        check_stack(p, 0);
        advance_left(p);
    }
    vec_free(&p->buf);
    vec_free(&p->scan);
    vec_free(&p->print_stack);
    sb_free(&p->strs);
}

char *pp_finish(Pp *p) {
    pp_flush(p);
    char *s = xstrndup(p->out.data ? p->out.data : "", p->out.len);
    sb_free(&p->out);
    return s;
}

void pp_finish_into(Pp *p, StrBuf *sb) {
    pp_flush(p);
    if (p->out.len) sb_putn(sb, p->out.data, p->out.len);
    sb_free(&p->out);
}
