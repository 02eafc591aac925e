/* delim.c — delimiter balance, as rustc's token-tree builder checks it.
 *
 * Takes the delimiters as the scanner meets them; gives a token array in
 * which every opener has its closer, and rustc 1.63's errors:
 *  - a closer with nothing open: `unexpected closing delimiter` (fatal in
 *    rustc), with hints from the last closed `{}` block;
 *  - a closer of the wrong kind: `mismatched closing delimiter` (rustc
 *    reports it after parsing: see LexOptions.unmatched). The innermost
 *    opener is closed in its place; the closer itself is kept for an outer
 *    opener of its kind if there is one, as rustc does;
 *  - openers still open at EOF: `this file contains an unclosed
 *    delimiter`, with an indentation hint.
 * Also the public helpers over balanced token arrays: lex_match_delims,
 * lex_find_match.
 */
#include "lex_internal.h"

static unsigned delim_index(TokenKind k) { return (unsigned)(k - TK_LPAREN) / 2; }

/* rustc's span_to_margin: the width of the leading whitespace of the
 * line, counted up to the span's start. */
static uint32_t margin(const Lexer *lx, Span sp) {
    const char *p = lx_ptr(lx, sp.lo), *line = p;
    while (line > lx->src && line[-1] != '\n') line--;
    const char *q = line;
    while (q < p && (*q == ' ' || *q == '\t' || *q == '\r' || *q == '\v' || *q == '\f')) q++;
    return (uint32_t)(q - line);
}

static bool is_multiline(const Lexer *lx, Span sp) {
    return memchr(lx_ptr(lx, sp.lo), '\n', sp.hi - sp.lo) != NULL;
}

void lex_delim_open(Lexer *lx, TokenKind kind, Span sp, uint8_t flags) {
    uint32_t idx = lx->out->len;
    lx_push(lx, kind, flags, 0, 0, sp);
    vec_push(&lx->open, (OpenDelim){(uint8_t)kind, idx, sp});
}

/* The innermost opener is closed by a closer of its kind at sp. */
static void close_matched(Lexer *lx, Span sp, uint8_t flags) {
    OpenDelim o = vec_pop(&lx->open);
    Span whole = span_to(o.span, sp);
    if (lx->out->len == o.tok + 1 && !is_multiline(lx, whole)) lx->empty_group[delim_index(o.kind)] = whole;
    if (o.kind == TK_LBRACE) {
        lx->have_block = true;
        lx->block_open = o.span;
        lx->block_close = sp;
    }
    if (lx->open.len == 0) vec_clear(&lx->pairs);
    else vec_push(&lx->pairs, (DelimPair){o.kind, o.span, sp});
    lx_push(lx, tok_closer_of(o.kind), flags, 0, 0, sp);
}

/* An open delimiter of the found closer's kind at the same indentation as
 * the closer: the one it was probably meant for. */
static Span find_candidate(const Lexer *lx, TokenKind closer, Span sp) {
    Span cand = {0, 0};
    uint32_t m = margin(lx, sp);
    for (uint32_t i = 0; i < lx->open.len; i++) {
        const OpenDelim *o = &lx->open.data[i];
        if (tok_closer_of(o->kind) == closer && margin(lx, o->span) == m) cand = o->span;
    }
    return cand;
}

void lex_report_unmatched(DiagCtx *dc, const LexUnmatched *u) {
    /* rustc sorts the two primary spans; the earlier one heads the error. */
    Span first = u->found_span;
    bool unclosed = !span_is_dummy(u->unclosed_span);
    if (unclosed && u->unclosed_span.lo < first.lo) first = u->unclosed_span;
    Diag *d = diag_error(dc, DC_NONE, first, "mismatched closing delimiter: `%s`", tok_kind_str(u->found));
    if (unclosed) diag_label(d, first.lo == u->found_span.lo ? u->unclosed_span : u->found_span, true, NULL);
    diag_label(d, u->found_span, true, "mismatched closing delimiter");
    if (!span_is_dummy(u->candidate_span))
        diag_label(d, u->candidate_span, false, "closing delimiter possibly meant for this");
    if (unclosed) diag_label(d, u->unclosed_span, true, "unclosed delimiter");
    diag_emit(d);
}

static void report_all_unmatched(Lexer *lx) {
    if (!lx->muted)
        for (uint32_t i = 0; i < lx->unmatched->len; i++) lex_report_unmatched(lx->dc, &lx->unmatched->data[i]);
    vec_clear(lx->unmatched);
}

void lex_delim_report_unmatched(Lexer *lx) { report_all_unmatched(lx); }

/* A closer with nothing open. rustc reports it with the mismatches seen so
 * far and stops; the token is dropped. */
static void unexpected_closer(Lexer *lx, TokenKind kind, Span sp) {
    Diag *d = lx_error(lx, DC_NONE, sp, "unexpected closing delimiter: `%s`", tok_kind_str(kind));
    if (lx->have_block) {
        Span *empty = &lx->empty_group[delim_index(kind)];
        Span e = *empty;
        *empty = (Span){0, 0};
        if (!span_is_dummy(e) && e.lo >= lx->block_open.lo && e.hi <= lx->block_close.hi) {
            diag_label(d, e, false, "block is empty, you might have not meant to close it");
        } else {
            diag_label(d, lx->block_open, false, "this opening brace...");
            diag_label(d, lx->block_close, false, "...matches this closing brace");
        }
    }
    diag_label(d, sp, true, "unexpected closing delimiter");
    lx_emit(lx, d);
    report_all_unmatched(lx);
    lx->fatal = lx->muted = true;
}

void lex_delim_close(Lexer *lx, TokenKind kind, Span sp, uint8_t flags) {
    if (lx->open.len == 0) {
        unexpected_closer(lx, kind, sp);
        return;
    }
    for (;;) {
        OpenDelim *top = &vec_last(&lx->open);
        if (tok_closer_of(top->kind) == kind) {
            close_matched(lx, sp, flags);
            return;
        }
        /* Report a closer once, against the innermost opener, even when it
         * closes several. */
        if (lx->last_unclosed_found != sp.lo + 1) {
            lx->last_unclosed_found = sp.lo + 1;
            vec_push(lx->unmatched, (LexUnmatched){.expected = (uint8_t)tok_closer_of(top->kind),
                                                   .found = (uint8_t)kind,
                                                   .found_span = sp,
                                                   .unclosed_span = top->span,
                                                   .candidate_span = find_candidate(lx, kind, sp)});
            lx->nerrors++;
        }
        OpenDelim o = vec_pop(&lx->open);
        bool outer = false;
        for (uint32_t i = 0; i < lx->open.len && !outer; i++) outer = tok_closer_of(lx->open.data[i].kind) == kind;
        /* The closer closes o in its place (re-kinded) when no outer opener
         * wants it; otherwise o gets a closer of its own and the closer
         * goes on to the next opener. */
        lx_push(lx, tok_closer_of(o.kind), (outer ? 0 : flags) | TF_ERROR, 0, 0, sp);
        if (!outer) return;
    }
}

void lex_delim_finish(Lexer *lx, Span eof) {
    if (lx->open.len == 0) return;
    if (!lx->fatal) {
        Diag *d = lx_error(lx, DC_NONE, eof, "this file contains an unclosed delimiter");
        for (uint32_t i = 0; i < lx->open.len; i++) diag_label(d, lx->open.data[i].span, false, "unclosed delimiter");
        TokenKind last = vec_last(&lx->open).kind;
        for (uint32_t i = 0; i < lx->pairs.len; i++) {
            DelimPair *p = &lx->pairs.data[i];
            if (p->kind == last && margin(lx, p->open) != margin(lx, p->close)) {
                diag_label(d, p->open, false, "this delimiter might not be properly closed...");
                diag_label(d, p->close, false, "...as it matches this but it has different indentation");
                break;
            }
        }
        lx_emit(lx, d);
    }
    while (lx->open.len) {
        OpenDelim o = vec_pop(&lx->open);
        lx_push(lx, tok_closer_of(o.kind), TF_ERROR, 0, 0, eof);
    }
}

void lex_delim_free(Lexer *lx) {
    vec_free(&lx->open);
    vec_free(&lx->pairs);
    vec_free(&lx->own_unmatched);
}

/* ---- over finished token arrays ---- */

void lex_match_delims(const Token *toks, uint32_t n, uint32_t *match) {
    VecU32 stack = {0};
    for (uint32_t i = 0; i < n; i++) {
        match[i] = UINT32_MAX;
        TokenKind k = (TokenKind)toks[i].kind;
        if (tok_is_open_delim(k)) {
            vec_push(&stack, i);
        } else if (tok_is_close_delim(k) && stack.len) {
            uint32_t o = vec_pop(&stack);
            match[o] = i;
            match[i] = o;
        }
    }
    vec_free(&stack);
}

uint32_t lex_find_match(const Token *toks, uint32_t n, uint32_t i) {
    if (i >= n) return UINT32_MAX;
    TokenKind k = (TokenKind)toks[i].kind;
    int depth = 0;
    if (tok_is_open_delim(k)) {
        for (uint32_t j = i; j < n; j++) {
            TokenKind kj = (TokenKind)toks[j].kind;
            if (tok_is_open_delim(kj)) depth++;
            else if (tok_is_close_delim(kj) && --depth == 0) return j;
        }
    } else if (tok_is_close_delim(k)) {
        for (uint32_t j = i + 1; j-- > 0;) {
            TokenKind kj = (TokenKind)toks[j].kind;
            if (tok_is_close_delim(kj)) depth++;
            else if (tok_is_open_delim(kj) && --depth == 0) return j;
        }
    }
    return UINT32_MAX;
}
