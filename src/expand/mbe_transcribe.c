/* mbe_transcribe.c — macro_rules transcription: a rule's right-hand side
 * filled in with what its metavariables matched (rustc 1.63's
 * mbe/transcribe.rs).
 *
 * Takes the rule's transcriber tree and the matches; gives output tokens.
 * Tokens written in the macro's body get the expansion's hygiene mark
 * (semi-transparent for macro_rules, opaque for `macro`); substituted
 * fragments keep their own tokens and contexts: `tt`, `ident` and
 * `lifetime` as raw tokens, every other fragment wrapped in an invisible
 * group (parse.h) so that it is re-parsed as the fragment it was.
 * Repetitions repeat in lockstep with the matches of the metavariables
 * inside them; shape mismatches are rustc's errors.
 */
#include "mbe_priv.h"

typedef struct Repeat {
    uint32_t idx, len;
} Repeat;

/* A top-level tree of the output, for rustc's span replacement. */
typedef struct TopTree {
    uint32_t start, end;  /* its tokens in the output */
    bool raw_tt;          /* a substituted `tt` */
} TopTree;

typedef struct Tx {
    ExpandCtx *ex;
    const MbeMacro *m;
    NamedMatch **matches;
    const MacInvoc *inv;
    TokenVec *out;
    VEC(Repeat) repeats;
    int depth;            /* groups open in the output */
    VEC(TopTree) top;
    bool mark_on;
    uint32_t cache_in, cache_out;
    bool cache_valid;
} Tx;

/* The expansion's mark on a body token's context (cached: a body's
 * tokens share a few contexts). */
static uint32_t mark(Tx *tx, uint32_t ctxt) {
    if (!tx->mark_on) return ctxt;
    if (tx->cache_valid && tx->cache_in == ctxt) return tx->cache_out;
    uint32_t r = hyg_apply_mark(tx->ex->hyg, ctxt, tx->inv->expn, tx->m->transparency);
    tx->cache_in = ctxt;
    tx->cache_out = r;
    tx->cache_valid = true;
    return r;
}

static void emit_marked(Tx *tx, const Token *t) {
    Token u = *t;
    u.ctxt = mark(tx, t->ctxt);
    vec_push(tx->out, u);
}

static void top_begin(Tx *tx, uint32_t *start) { *start = tx->out->len; }
static void top_end(Tx *tx, uint32_t start, bool raw_tt) {
    if (tx->depth != 0) return;
    vec_push(&tx->top, ((TopTree){start, tx->out->len, raw_tt}));
}

/* rustc's lookup_cur_matched. */
static const NamedMatch *lookup(const Tx *tx, int32_t binder) {
    if (binder < 0) return NULL;
    const NamedMatch *m = tx->matches[binder];
    for (uint32_t i = 0; m && i < tx->repeats.len; i++) {
        if (!m->is_seq) break;
        uint32_t idx = tx->repeats.data[i].idx;
        if (idx >= m->len) return NULL;
        m = m->items[idx];
    }
    return m;
}

/* rustc's LockstepIterSize. */
typedef enum { LS_UNCONSTRAINED, LS_CONSTRAINT, LS_CONTRADICTION } LsKind;
typedef struct Lockstep {
    LsKind kind;
    uint32_t len;
    Symbol name;
    char *msg;
} Lockstep;

static Lockstep ls_with(Lockstep a, Lockstep b) {
    if (a.kind == LS_UNCONSTRAINED) return b;
    if (a.kind == LS_CONTRADICTION) {
        free(b.msg);
        return a;
    }
    if (b.kind == LS_UNCONSTRAINED) return a;
    if (b.kind == LS_CONTRADICTION) return b;
    if (a.len == b.len) return a;
    Lockstep c = {LS_CONTRADICTION, 0, 0, NULL};
    c.msg = xasprintf("meta-variable `%s` repeats %u time%s, but `%s` repeats %u time%s", sym_str(a.name), a.len,
                      a.len == 1 ? "" : "s", sym_str(b.name), b.len, b.len == 1 ? "" : "s");
    return c;
}

static Lockstep lockstep_size(const Tx *tx, const MbeTt *tt) {
    Lockstep r = {LS_UNCONSTRAINED, 0, 0, NULL};
    switch ((MbeTtKind)tt->kind) {
    case TT_DELIM:
    case TT_SEQ:
        for (uint32_t i = 0; i < tt->tts.len; i++) r = ls_with(r, lockstep_size(tx, &tt->tts.data[i]));
        return r;
    case TT_VAR:
    case TT_EXPR: {
        const NamedMatch *m = lookup(tx, tt->binder);
        if (m && m->is_seq) return (Lockstep){LS_CONSTRAINT, m->len, tt->name.name, NULL};
        return r;
    }
    default:
        return r;
    }
}

static bool tx_error(Tx *tx, Span sp, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool tx_error(Tx *tx, Span sp, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *msg = xvasprintf(fmt, ap);
    va_end(ap);
    diag_emit(diag_error(tx->ex->ps->dc, DC_NONE, sp, "%s", msg));
    free(msg);
    return false;
}

/* Is `ts` exactly one invisible group holding a fragment of kind k? Then
 * it is substituted as it is, not wrapped again. */
static bool is_one_group(TokenSlice ts, MbeFrag k) {
    if (ts.len < 2 || !(ts.data[0].kind == TK_OPEN_INVIS && ts.data[0].sym == (Symbol)k)) return false;
    int depth = 0;
    for (uint32_t i = 0; i < ts.len; i++) {
        if (ts.data[i].kind == TK_OPEN_INVIS) depth++;
        else if (ts.data[i].kind == TK_CLOSE_INVIS && --depth == 0) return i == ts.len - 1;
    }
    return false;
}

static bool tx_tts(Tx *tx, const MbeTts *tts);

/* `$x`: what it matched, or `$ x` itself when it matched nothing. */
static bool tx_var(Tx *tx, const MbeTt *tt) {
    uint32_t start;
    top_begin(tx, &start);
    if (tt->binder < 0) {
        /* Not a metavariable of this rule: kept for an inner macro. */
        Token d = {.kind = TK_DOLLAR, .ctxt = tt->tok.ctxt, .span = tt->span};
        emit_marked(tx, &d);
        top_end(tx, start, false);
        top_begin(tx, &start);
        Token id = tt->tok;
        id.flags &= (uint8_t)~TF_JOINT;
        emit_marked(tx, &id);
        top_end(tx, start, false);
        return true;
    }
    const NamedMatch *m = lookup(tx, tt->binder);
    if (!m) return true;
    if (m->is_seq)
        return tx_error(tx, tt->span, "variable '%s' is still repeating at this depth", sym_str(tt->name.name));
    MbeFrag k = (MbeFrag)m->val.frag;
    TokenSlice ts = m->val.ts;
    if (k == MBE_FRAG_TT || k == MBE_FRAG_IDENT || k == MBE_FRAG_LIFETIME || is_one_group(ts, k)) {
        for (uint32_t i = 0; i < ts.len; i++) vec_push(tx->out, ts.data[i]);
        top_end(tx, start, k == MBE_FRAG_TT);
        return true;
    }
    /* The group's delimiters stand where `$x` was written. */
    Token open = {.kind = TK_OPEN_INVIS, .sym = (Symbol)k, .ctxt = mark(tx, tt->tok.ctxt), .span = tt->span};
    Token close = open;
    close.kind = TK_CLOSE_INVIS;
    vec_push(tx->out, open);
    for (uint32_t i = 0; i < ts.len; i++) vec_push(tx->out, ts.data[i]);
    vec_push(tx->out, close);
    top_end(tx, start, false);
    return true;
}

/* rustc's count_repetitions: the matches of `m` at `depth` below it
 * (all of its innermost ones with no depth). */
static bool count_reps(Tx *tx, const MbeTt *tt, const NamedMatch *m, uint32_t declared, bool has_depth,
                       uint32_t depth, uint64_t *out) {
    if (!m->is_seq) {
        if (declared == 0) return tx_error(tx, tt->span, "`count` can not be placed inside the inner-most repetition");
        if (has_depth) return tx_error(tx, tt->span, "count depth must be less than %u", declared);
        *out = 1;
        return true;
    }
    if (has_depth && depth == 0) {
        *out = m->len;
        return true;
    }
    uint64_t sum = 0;
    for (uint32_t i = 0; i < m->len; i++) {
        uint64_t n = 0;
        if (!count_reps(tx, tt, m->items[i], declared + 1, has_depth, has_depth ? depth - 1 : 0, &n)) return false;
        sum += n;
    }
    *out = sum;
    return true;
}

/* ${count(x)}, ${ignore(x)}, ${index()}, ${length()} (rustc's
 * transcribe_metavar_expr): an integer literal, or nothing. */
static bool tx_metavar_expr(Tx *tx, const MbeTt *tt) {
    if ((tt->frag == MVE_COUNT || tt->frag == MVE_IGNORE) && tt->binder < 0)
        return tx_error(tx, tt->name.span, "variable `%s` is not recognized in meta-variable expression",
                        sym_str(tt->name.name));
    uint64_t value = 0;
    switch ((MetaVarExprKind)tt->frag) {
    case MVE_IGNORE:
        return true;
    case MVE_COUNT: {
        const NamedMatch *m = tx->matches[tt->binder];
        for (uint32_t i = 0; m && i < tx->repeats.len; i++)
            if (m->is_seq && tx->repeats.data[i].idx < m->len) m = m->items[tx->repeats.data[i].idx];
        if (!m) return true;
        if (!count_reps(tx, tt, m, 0, tt->has_depth, tt->depth, &value)) return false;
        break;
    }
    case MVE_INDEX:
    case MVE_LENGTH:
        if (tt->depth >= tx->repeats.len)
            return tx_error(tx, tt->span, "%s depth must be less than %u", tt->frag == MVE_INDEX ? "index" : "length",
                            tx->repeats.len);
        {
            const Repeat *r = &tx->repeats.data[tx->repeats.len - 1 - tt->depth];
            value = tt->frag == MVE_INDEX ? r->idx : r->len;
        }
        break;
    default:
        return true;
    }
    char buf[32];
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)value);
    uint32_t start;
    top_begin(tx, &start);
    Token lit = {.kind = TK_LIT_INT, .sym = sym_cstr(buf), .ctxt = mark(tx, tt->tok.ctxt), .span = tt->span};
    vec_push(tx->out, lit);
    top_end(tx, start, false);
    return true;
}

static bool tx_seq(Tx *tx, const MbeTt *tt) {
    Lockstep ls = lockstep_size(tx, tt);
    if (ls.kind == LS_UNCONSTRAINED)
        return tx_error(tx, tt->span,
                        "attempted to repeat an expression containing no syntax variables matched as repeating at "
                        "this depth");
    if (ls.kind == LS_CONTRADICTION) {
        tx_error(tx, tt->span, "%s", ls.msg);
        free(ls.msg);
        return false;
    }
    if (ls.len == 0) {
        if (tt->op == KLEENE_PLUS) return tx_error(tx, tt->span, "this must repeat at least once");
        return true;
    }
    vec_push(&tx->repeats, ((Repeat){0, ls.len}));
    bool ok = true;
    for (uint32_t k = 0; k < ls.len && ok; k++) {
        tx->repeats.data[tx->repeats.len - 1].idx = k;
        if (k > 0 && tt->has_sep) {
            /* rustc copies the separator without the expansion's mark */
            uint32_t start;
            top_begin(tx, &start);
            vec_push(tx->out, tt->tok);
            top_end(tx, start, false);
        }
        ok = tx_tts(tx, &tt->tts);
    }
    tx->repeats.len--;
    return ok;
}

static bool tx_tt(Tx *tx, const MbeTt *tt) {
    uint32_t start;
    switch ((MbeTtKind)tt->kind) {
    case TT_TOKEN:
        top_begin(tx, &start);
        emit_marked(tx, &tt->tok);
        top_end(tx, start, false);
        return true;
    case TT_DELIM: {
        top_begin(tx, &start);
        emit_marked(tx, &tt->tok);
        tx->depth++;
        bool ok = tx_tts(tx, &tt->tts);
        tx->depth--;
        emit_marked(tx, &tt->close);
        top_end(tx, start, false);
        return ok;
    }
    case TT_SEQ:
        return tx_seq(tx, tt);
    case TT_VAR:
        return tx_var(tx, tt);
    case TT_EXPR:
        return tx_metavar_expr(tx, tt);
    case TT_DECL:
        /* a declaration cannot be in a transcriber */
        return true;
    }
    return true;
}

static bool tx_tts(Tx *tx, const MbeTts *tts) {
    for (uint32_t i = 0; i < tts->len; i++)
        if (!tx_tt(tx, &tts->data[i])) return false;
    return true;
}

bool mbe_transcribe(ExpandCtx *ex, const MbeMacro *m, const MbeRule *r, NamedMatch **matches,
                    const MacInvoc *inv, TokenVec *out) {
    Tx tx;
    memset(&tx, 0, sizeof tx);
    tx.ex = ex;
    tx.m = m;
    tx.matches = matches;
    tx.inv = inv;
    tx.out = out;
    tx.mark_on = ex->hyg && inv->expn != 0;
    uint32_t base = out->len;
    bool ok = tx_tts(&tx, &r->rhs.tts);
    /* rustc: when the output has as many top-level trees as the body, each
     * takes the span of the body's tree in its place; only a substituted
     * `tt` changes by it (it then points at `$x` in the macro). */
    if (ok && tx.top.len == r->rhs.tts.len) {
        for (uint32_t i = 0; i < tx.top.len; i++) {
            const TopTree *t = &tx.top.data[i];
            if (!t->raw_tt || t->end <= t->start) continue;
            Span sp = r->rhs.tts.data[i].span;
            out->data[t->start].span = sp;
            if (t->end - t->start > 1) out->data[t->end - 1].span = sp;
        }
    }
    if (!ok) out->len = base;
    vec_free(&tx.repeats);
    vec_free(&tx.top);
    return ok;
}
