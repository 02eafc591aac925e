/* mbe_match.c — the macro_rules matcher: an invocation's tokens against
 * one rule's flattened matcher (rustc 1.63's TtParser, macro_parser.rs).
 *
 * Takes the invocation's input (MbeInput) and a rule's MatcherLocs; gives
 * the bindings of the rule's metavariables (NamedMatch trees), or the
 * token no rule expected, or an error.
 *
 * The algorithm is rustc's: a set of matcher positions advances over the
 * input one token at a time; positions waiting for a fragment (`$e:expr`)
 * are served by the parser when exactly one of them is left, and more than
 * one is a "local ambiguity". Each position's bindings so far are a
 * persistent list of events (a repetition opened, a fragment bound) whose
 * tail is shared between positions, so forking a position costs O(1): the
 * NamedMatch trees are built once, for the position that succeeds.
 */
#include "mbe_priv.h"

/* ---- token text for messages ---- */

void mbe_token_text(StrBuf *sb, const Token *t) {
    char buf[256];
    switch ((TokenKind)t->kind) {
    case TK_EOF:
        sb_puts(sb, "<eof>");
        return;
    case TK_LIT_STR: case TK_LIT_RAW_STR: case TK_LIT_BYTE_STR: case TK_LIT_RAW_BYTE_STR:
    case TK_LIT_C_STR: case TK_LIT_RAW_C_STR:
        sb_putn(sb, sym_str(t->sym), sym_len(t->sym));
        if (t->suffix) sb_puts(sb, sym_str(t->suffix));
        return;
    case TK_OPEN_INVIS: {
        /* an interpolated fragment prints as its tokens */
        int depth = 0;
        bool joint = true;
        for (const Token *u = t + 1;; u++) {
            if (u->kind == TK_EOF) break;
            if (u->kind == TK_OPEN_INVIS) {
                depth++;
                continue;
            }
            if (u->kind == TK_CLOSE_INVIS) {
                if (depth-- == 0) break;
                continue;
            }
            /* spaced as written */
            if (!joint) sb_putc(sb, ' ');
            joint = u->flags & TF_JOINT;
            mbe_token_text(sb, u);
        }
        return;
    }
    default:
        sb_puts(sb, tok_text(t, buf, sizeof buf));
        return;
    }
}

/* ---- the input ---- */

/* rustc's TokenCursor::desugar: `/// text` is `#[doc = r"text"]` (with as
 * many `#` as the text needs), `//! text` is `#![doc = ...]`. */
static void desugar_doc(TokenVec *v, const Token *d) {
    const char *text = sym_str(d->sym);
    uint32_t len = sym_len(d->sym);
    uint32_t hashes = 0, count = 0;
    for (uint32_t i = 0; i < len; i++) {
        if (text[i] == '"') count = 1;
        else if (text[i] == '#' && count > 0) count++;
        else count = 0;
        if (count > hashes) hashes = count;
    }
    StrBuf sb = {0};
    sb_putc(&sb, 'r');
    for (uint32_t i = 0; i < hashes; i++) sb_putc(&sb, '#');
    sb_putc(&sb, '"');
    sb_putn(&sb, text, len);
    sb_putc(&sb, '"');
    for (uint32_t i = 0; i < hashes; i++) sb_putc(&sb, '#');
    Token t = {.ctxt = d->ctxt, .span = d->span};
    t.kind = TK_POUND;
    vec_push(v, t);
    if (d->flags & TF_DOC_INNER) {
        t.kind = TK_NOT;
        vec_push(v, t);
    }
    t.kind = TK_LBRACKET;
    vec_push(v, t);
    t.kind = TK_IDENT;
    t.sym = sym_cstr("doc");
    vec_push(v, t);
    t.kind = TK_EQ;
    t.sym = 0;
    vec_push(v, t);
    t.kind = TK_LIT_RAW_STR;
    t.sym = sym_intern(sb.data, sb.len);
    vec_push(v, t);
    t.kind = TK_RBRACKET;
    t.sym = 0;
    vec_push(v, t);
    sb_free(&sb);
}

void mbe_input_init(MbeInput *in, ExpandCtx *ex, TokenSlice ts, Arena *arena, Span call_span, bool desugar_docs) {
    memset(in, 0, sizeof *in);
    in->ex = ex;
    in->arena = arena;
    in->call_span = call_span;
    TokenVec v = {0};
    vec_reserve(&v, ts.len + 1);
    bool docs = false;
    for (uint32_t i = 0; i < ts.len && desugar_docs && !docs; i++) docs = ts.data[i].kind == TK_DOC_COMMENT;
    VecU32 orig = {0};
    for (uint32_t i = 0; i < ts.len; i++) {
        if (docs && ts.data[i].kind == TK_DOC_COMMENT) {
            uint32_t before = v.len;
            desugar_doc(&v, &ts.data[i]);
            while (orig.len < v.len) vec_push(&orig, UINT32_MAX);
            (void)before;
        } else {
            vec_push(&v, ts.data[i]);
            if (docs) vec_push(&orig, i);
        }
    }
    if (docs) {
        vec_push(&orig, UINT32_MAX); /* the EOF */
        in->orig_idx = orig.data;
        in->orig = ts;
    }
    /* The end: rustc's EOF token has the span of the last token, and the
     * matcher reports the point just after it; none for an empty input. */
    Span end = v.len ? span_new(v.data[v.len - 1].span.hi, v.data[v.len - 1].span.hi) : span_new(0, 0);
    Token eof = {.kind = TK_EOF, .span = end};
    vec_push(&v, eof);
    in->toks = v.data;
    in->ntoks = v.len;
    in->match = xmalloc(sizeof(uint32_t) * v.len);
    lex_match_delims(in->toks, in->ntoks, in->match);
}

void mbe_input_free(MbeInput *in) {
    frag_parser_free(in->fp);
    free(in->orig_idx);
    free(in->toks);
    free(in->match);
    memset(in, 0, sizeof *in);
}

/* ---- bindings as shared event lists ---- */

typedef struct MatchEv MatchEv;
struct MatchEv {
    const MatchEv *prev;
    uint32_t metavar;
    uint32_t depth;
    bool seq;             /* a repetition of `metavar` opens (else: `val` bound) */
    FragVal val;
};

typedef struct MPos {
    uint32_t idx;
    const MatchEv *ev;
} MPos;

typedef VEC(MPos) MPosVec;

static const MatchEv *push_ev(MbeInput *in, const MatchEv *prev, uint32_t metavar, uint32_t depth, bool seq,
                              const FragVal *val) {
    MatchEv *e = ARENA_NEW(in->arena, MatchEv);
    e->prev = prev;
    e->metavar = metavar;
    e->depth = depth;
    e->seq = seq;
    if (val) e->val = *val;
    return e;
}

static NamedMatch *nm_new(MbeInput *in, bool seq, const FragVal *val) {
    NamedMatch *m = ARENA_NEW(in->arena, NamedMatch);
    m->is_seq = seq;
    if (val) m->val = *val;
    return m;
}

static void nm_append(MbeInput *in, NamedMatch *seq, NamedMatch *item) {
    if (seq->len == seq->cap) {
        uint32_t cap = seq->cap ? seq->cap * 2 : 4;
        NamedMatch **items = ARENA_ARRAY(in->arena, NamedMatch *, cap);
        if (seq->len) memcpy(items, seq->items, sizeof(NamedMatch *) * seq->len);
        seq->items = items;
        seq->cap = cap;
    }
    seq->items[seq->len++] = item;
}

/* rustc's push_match replayed in order: the NamedMatch trees of a
 * successful position. */
static NamedMatch **build_matches(MbeInput *in, const MatchEv *ev, uint32_t ndecls) {
    NamedMatch **matches = ARENA_ARRAY(in->arena, NamedMatch *, ndecls ? ndecls : 1);
    uint32_t n = 0;
    for (const MatchEv *e = ev; e; e = e->prev) n++;
    const MatchEv **order = xmalloc(sizeof(*order) * (n ? n : 1));
    uint32_t k = n;
    for (const MatchEv *e = ev; e; e = e->prev) order[--k] = e;
    for (uint32_t i = 0; i < n; i++) {
        const MatchEv *e = order[i];
        if (e->metavar >= ndecls) rcc_ice("mbe: binding of metavariable %u out of %u", e->metavar, ndecls);
        NamedMatch *m = nm_new(in, e->seq, e->seq ? NULL : &e->val);
        if (e->depth == 0) {
            matches[e->metavar] = m;
            continue;
        }
        NamedMatch *cur = matches[e->metavar];
        for (uint32_t d = 1; d < e->depth && cur && cur->is_seq && cur->len; d++) cur = cur->items[cur->len - 1];
        if (!cur || !cur->is_seq) rcc_ice("mbe: repetition structure of metavariable %u", e->metavar);
        nm_append(in, cur, m);
    }
    free(order);
    return matches;
}

/* ---- token comparison ---- */

static bool is_lit_kind(TokenKind k) { return k >= TK_LIT_INT && k <= TK_LIT_RAW_C_STR; }

/* rustc's token_name_eq: identifiers by name and rawness (not context),
 * lifetimes by name, other tokens by kind (literals with their text). */
static bool token_eq(const Token *a, const Token *b) {
    if (a->kind != b->kind) return false;
    switch ((TokenKind)a->kind) {
    case TK_IDENT:
        return a->sym == b->sym && (a->flags & TF_RAW) == (b->flags & TF_RAW);
    case TK_LIFETIME:
        return a->sym == b->sym;
    case TK_DOC_COMMENT:
        return a->sym == b->sym && (a->flags & (TF_DOC_INNER | TF_DOC_BLOCK)) == (b->flags & (TF_DOC_INNER | TF_DOC_BLOCK));
    case TK_OPEN_INVIS: case TK_CLOSE_INVIS:
        return false; /* interpolated fragments never compare equal */
    default:
        if (is_lit_kind((TokenKind)a->kind)) return a->sym == b->sym && a->suffix == b->suffix;
        return true;
    }
}

/* ---- the cursor over the input ---- */

typedef struct Cursor {
    uint32_t i;           /* index of the current token */
    bool has_rest;        /* the current token is what is left of toks[i]
                             after a fragment took its first part */
    Token rest;
} Cursor;

static const Token *cur_tok(const MbeInput *in, const Cursor *c) { return c->has_rest ? &c->rest : &in->toks[c->i]; }

static void bump(MbeInput *in, Cursor *c) {
    if (c->i + 1 < in->ntoks) c->i++;
    c->has_rest = false;
}

/* A copy of tokens into the scratch arena. */
static TokenSlice copy_toks(MbeInput *in, const TokenVec *v) {
    TokenSlice ts = {0};
    if (v->len) {
        Token *d = ARENA_ARRAY(in->arena, Token, v->len);
        memcpy(d, v->data, sizeof(Token) * v->len);
        ts.data = d;
        ts.len = v->len;
    }
    return ts;
}

/* The black-box parser (rustc's parse_nonterminal): one fragment at the
 * cursor. False after a syntax error (reported unless in->quiet). */
static bool parse_fragment(MbeInput *in, Cursor *c, const MatcherLoc *loc, Edition ed, FragVal *val) {
    MbeFrag kind = (MbeFrag)loc->frag;
    val->frag = (uint8_t)kind;
    const Token *t = cur_tok(in, c);
    if (kind == MBE_FRAG_TT || kind == MBE_FRAG_IDENT || kind == MBE_FRAG_LIFETIME) {
        /* One token tree: no parser needed (the matcher checked that an
         * ident or lifetime is there). */
        if (c->has_rest) {
            TokenVec v = {0};
            vec_push(&v, c->rest);
            val->ts = copy_toks(in, &v);
            vec_free(&v);
            bump(in, c);
            return true;
        }
        uint32_t end = c->i + 1;
        if (tok_is_open_delim((TokenKind)t->kind) && in->match[c->i] != UINT32_MAX) end = in->match[c->i] + 1;
        val->ts = (TokenSlice){in->toks + c->i, end - c->i};
        if (in->orig_idx && end > c->i + 1) {
            /* a whole group keeps the doc comments it was written with */
            uint32_t o1 = in->orig_idx[c->i], o2 = in->orig_idx[end - 1];
            if (o1 != UINT32_MAX && o2 != UINT32_MAX && o2 >= o1) val->ts = (TokenSlice){in->orig.data + o1, o2 - o1 + 1};
        }
        c->i = end < in->ntoks ? end : in->ntoks - 1;
        return true;
    }
    if (!in->fp) in->fp = frag_parser_new(in->ex->ps, (TokenSlice){in->toks, in->ntoks});
    FragEnd end;
    uint32_t start = c->i;
    bool start_rest = c->has_rest;
    Token rest = c->rest;
    if (!frag_parse_at(in->fp, start, start_rest ? &rest : NULL, kind, ed, loc->span, loc->frag_name, in->quiet,
                       &end))
        return false;
    if (!start_rest && !end.split) {
        val->ts = (TokenSlice){in->toks + start, end.pos - start};
    } else {
        TokenVec v = {0};
        if (start_rest && end.split && end.pos == start) {
            vec_push(&v, end.taken);
        } else {
            uint32_t from = start;
            if (start_rest) {
                vec_push(&v, rest);
                from++;
            }
            for (uint32_t j = from; j < end.pos; j++) vec_push(&v, in->toks[j]);
            if (end.split) vec_push(&v, end.taken);
        }
        val->ts = copy_toks(in, &v);
        vec_free(&v);
    }
    c->i = end.pos;
    c->has_rest = end.split;
    c->rest = end.rest;
    return true;
}

/* ---- the matcher ---- */

/* The positions of one matcher run (reused between the rules of an
 * expansion would save little: they are small). */
typedef struct Sets {
    MPosVec cur, next, bb;
} Sets;

static void set_error(MatchOutcome *out, Span sp, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void set_error(MatchOutcome *out, Span sp, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    out->result = MATCH_ERROR;
    out->err_span = sp;
    out->err_msg = xvasprintf(fmt, ap);
    va_end(ap);
}

/* rustc's parse_tt_inner: processes every current position against the
 * token; returns true when the match is decided (at the end of input, or
 * on an error). */
static bool match_step(MbeInput *in, Sets *s, const MatcherLoc *locs, uint32_t nlocs, uint32_t ndecls,
                       const Token *tok, Edition ed, MatchOutcome *out) {
    bool at_eof = tok->kind == TK_EOF;
    uint32_t neof = 0;
    MPos eof_mp = {0, NULL};
    while (s->cur.len) {
        MPos mp = vec_pop(&s->cur);
        const MatcherLoc *loc = &locs[mp.idx];
        switch ((LocKind)loc->kind) {
        case LOC_TOKEN:
            /* A doc comment in a matcher is skipped (rustc keeps this bug
             * for compatibility). */
            if (loc->tok.kind == TK_DOC_COMMENT) {
                mp.idx++;
                vec_push(&s->cur, mp);
            } else if (token_eq(&loc->tok, tok)) {
                mp.idx++;
                vec_push(&s->next, mp);
            }
            break;
        case LOC_DELIMITED:
            mp.idx++;
            vec_push(&s->cur, mp);
            break;
        case LOC_SEQ:
            /* An empty repetition of each metavariable inside. */
            for (uint32_t m = loc->next_metavar; m < loc->next_metavar + loc->num_decls; m++)
                mp.ev = push_ev(in, mp.ev, m, loc->seq_depth, true, NULL);
            if (loc->op == KLEENE_STAR || loc->op == KLEENE_QUESTION)
                vec_push(&s->cur, ((MPos){loc->idx_first_after, mp.ev}));
            mp.idx++;
            vec_push(&s->cur, mp);
            break;
        case LOC_SEQ_OP_NOSEP:
            vec_push(&s->cur, ((MPos){mp.idx + 1, mp.ev}));
            if (loc->op != KLEENE_QUESTION) {
                mp.idx = loc->idx_first;
                vec_push(&s->cur, mp);
            }
            break;
        case LOC_SEQ_SEP:
            vec_push(&s->cur, ((MPos){mp.idx + 2, mp.ev}));
            if (token_eq(tok, &loc->tok)) {
                mp.idx++;
                vec_push(&s->next, mp);
            }
            break;
        case LOC_SEQ_OP_AFTER_SEP:
            mp.idx = loc->idx_first;
            vec_push(&s->cur, mp);
            break;
        case LOC_DECL:
            if (loc->frag == MBE_FRAG_NONE) {
                set_error(out, loc->span, "missing fragment specifier");
                return true;
            }
            if (!at_eof && parse_frag_may_begin_with((MbeFrag)loc->frag, tok, in->ex->ps->edition))
                vec_push(&s->bb, mp);
            break;
        case LOC_EOF:
            if (at_eof) {
                neof++;
                eof_mp = mp;
            }
            break;
        }
    }
    if (!at_eof) return false;
    if (neof == 1) {
        /* rustc's nameize: every declaration needs a specifier. */
        for (uint32_t i = 0; i < nlocs; i++) {
            if (locs[i].kind == LOC_DECL && locs[i].frag == MBE_FRAG_NONE) {
                set_error(out, locs[i].span, "missing fragment specifier");
                return true;
            }
        }
        out->result = MATCH_SUCCESS;
        out->matches = build_matches(in, eof_mp.ev, ndecls);
    } else if (neof > 1) {
        set_error(out, tok->span, "ambiguity: multiple successful parses");
    } else {
        out->result = MATCH_FAILURE;
        out->fail_tok = *tok;
        out->fail_label = "missing tokens in macro arguments";
    }
    return true;
}

static void ambiguity_error(Sets *s, const MatcherLoc *locs, Symbol macro_name, const Token *tok,
                            MatchOutcome *out) {
    StrBuf nts = {0};
    for (uint32_t i = 0; i < s->bb.len; i++) {
        const MatcherLoc *l = &locs[s->bb.data[i].idx];
        if (i) sb_puts(&nts, " or ");
        sb_printf(&nts, "%s ('%s')", l->frag_name, l->bind.name ? sym_str(l->bind.name) : "");
    }
    uint32_t n = s->next.len;
    if (n == 0)
        set_error(out, tok->span, "local ambiguity when calling macro `%s`: multiple parsing options: built-in NTs %s.",
                  sym_str(macro_name), sb_cstr(&nts));
    else
        set_error(out, tok->span,
                  "local ambiguity when calling macro `%s`: multiple parsing options: built-in NTs %s or %u other "
                  "option%s.",
                  sym_str(macro_name), sb_cstr(&nts), n, n == 1 ? "" : "s");
    sb_free(&nts);
}

void mbe_match(MbeInput *in, const MatcherLoc *locs, uint32_t nlocs, uint32_t ndecls, Symbol macro_name,
               Edition ed, MatchOutcome *out) {
    memset(out, 0, sizeof *out);
    Sets s = {0};
    Cursor c = {0};
    vec_push(&s.cur, ((MPos){0, NULL}));
    for (;;) {
        s.next.len = 0;
        s.bb.len = 0;
        const Token *tok = cur_tok(in, &c);
        if (match_step(in, &s, locs, nlocs, ndecls, tok, ed, out)) break;
        if (s.next.len == 0 && s.bb.len == 0) {
            out->result = MATCH_FAILURE;
            out->fail_tok = *tok;
            out->fail_label = "no rules expected this token in macro call";
            break;
        }
        if (s.bb.len == 0) {
            /* every position took the token: on to the next one */
            MPosVec t = s.cur;
            s.cur = s.next;
            s.next = t;
            bump(in, &c);
            continue;
        }
        if (s.next.len == 0 && s.bb.len == 1) {
            MPos mp = s.bb.data[0];
            const MatcherLoc *loc = &locs[mp.idx];
            FragVal val;
            if (!parse_fragment(in, &c, loc, ed, &val)) {
                out->result = MATCH_ERROR_REPORTED;
                break;
            }
            mp.ev = push_ev(in, mp.ev, loc->next_metavar, loc->seq_depth, false, &val);
            mp.idx++;
            vec_push(&s.cur, mp);
            continue;
        }
        ambiguity_error(&s, locs, macro_name, tok, out);
        break;
    }
    vec_free(&s.cur);
    vec_free(&s.next);
    vec_free(&s.bb);
}

/* ---- flattening a matcher (rustc's compute_locs) ---- */

typedef VEC(MatcherLoc) LocVec;

static void locs_inner(LocVec *v, const MbeTts *tts, uint32_t *next_metavar, uint32_t seq_depth) {
    for (uint32_t i = 0; i < tts->len; i++) {
        const MbeTt *tt = &tts->data[i];
        MatcherLoc l;
        memset(&l, 0, sizeof l);
        switch ((MbeTtKind)tt->kind) {
        case TT_TOKEN:
        case TT_VAR:  /* not in matchers; kept as its tokens would be */
        case TT_EXPR:
            l.kind = LOC_TOKEN;
            l.tok = tt->tok;
            vec_push(v, l);
            break;
        case TT_DELIM:
            l.kind = LOC_DELIMITED;
            vec_push(v, l);
            l.kind = LOC_TOKEN;
            l.tok = tt->tok;
            vec_push(v, l);
            locs_inner(v, &tt->tts, next_metavar, seq_depth);
            l.tok = tt->close;
            vec_push(v, l);
            break;
        case TT_SEQ: {
            uint32_t idx_seq = v->len;
            vec_push(v, l); /* filled in below */
            uint32_t first_metavar = *next_metavar;
            uint32_t idx_first = v->len;
            locs_inner(v, &tt->tts, next_metavar, seq_depth + 1);
            MatcherLoc e;
            memset(&e, 0, sizeof e);
            if (tt->has_sep) {
                e.kind = LOC_SEQ_SEP;
                e.tok = tt->tok;
                vec_push(v, e);
                memset(&e, 0, sizeof e);
                e.kind = LOC_SEQ_OP_AFTER_SEP;
                e.idx_first = idx_first;
                vec_push(v, e);
            } else {
                e.kind = LOC_SEQ_OP_NOSEP;
                e.op = tt->op;
                e.idx_first = idx_first;
                vec_push(v, e);
            }
            MatcherLoc *s = &v->data[idx_seq];
            s->kind = LOC_SEQ;
            s->op = tt->op;
            s->num_decls = *next_metavar - first_metavar;
            s->idx_first_after = v->len;
            s->next_metavar = first_metavar;
            s->seq_depth = seq_depth;
            break;
        }
        case TT_DECL:
            l.kind = LOC_DECL;
            l.span = tt->span;
            l.bind = tt->name;
            l.frag = tt->frag;
            l.frag_name = tt->frag_name;
            l.next_metavar = (*next_metavar)++;
            l.seq_depth = seq_depth;
            vec_push(v, l);
            break;
        }
    }
}

MatcherLoc *mbe_compute_locs(Arena *a, const MbeTts *tts, uint32_t *nlocs, uint32_t *ndecls) {
    LocVec v = {0};
    uint32_t next = 0;
    locs_inner(&v, tts, &next, 0);
    MatcherLoc eof;
    memset(&eof, 0, sizeof eof);
    eof.kind = LOC_EOF;
    vec_push(&v, eof);
    MatcherLoc *locs = ARENA_ARRAY(a, MatcherLoc, v.len);
    memcpy(locs, v.data, sizeof(MatcherLoc) * v.len);
    *nlocs = v.len;
    *ndecls = next;
    vec_free(&v);
    return locs;
}
