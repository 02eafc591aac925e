/* mbe.c — macro_rules! and `macro` 2.0 definitions: compiling a
 * definition into rules, checking it as rustc 1.63 does, and expanding an
 * invocation (expand.h: mbe_compile, mbe_expand).
 *
 * Takes a MacroDef (the definition's tokens) and, per invocation, the
 * call's tokens; gives the expansion's output tokens. Following rustc's
 * rustc_expand::mbe: the definition's rules are found by matching its body
 * against `$( $lhs:tt => $rhs:tt );+ $(;)*` with the engine's own matcher
 * (so a malformed definition gets rustc's messages); each side is parsed
 * into MbeTt trees (quoted.rs); the matchers are checked (follow sets,
 * empty repetitions, duplicate bindings) and flattened for the matcher
 * (mbe_match.c); an invocation is matched rule by rule and the first rule
 * that matches is transcribed (mbe_transcribe.c).
 */
#include "mbe_priv.h"

#include <ctype.h>

static const char *const VALID_FRAGMENT_NAMES_MSG =
    "valid fragment specifiers are `ident`, `block`, `stmt`, `expr`, `pat`, `ty`, `lifetime`, `literal`, "
    "`path`, `meta`, `tt`, `item` and `vis`";

typedef struct Compiler {
    ExpandCtx *ex;
    ParseSess *ps;
    Edition edition;
    bool valid;
} Compiler;

static Diag *cerror(Compiler *c, Span sp, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static Diag *cerror(Compiler *c, Span sp, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *msg = xvasprintf(fmt, ap);
    va_end(ap);
    Diag *d = diag_error(c->ps->dc, DC_NONE, sp, "%s", msg);
    free(msg);
    return d;
}

/* ---- parsing one side of a rule (rustc's quoted.rs) ---- */

typedef struct Quoted {
    Compiler *c;
    const Token *t;       /* the side's tokens (a slice of one array) */
    uint32_t *match;      /* their delimiter table */
    bool patterns;        /* a matcher (declarations `$x:frag`) */
} Quoted;

typedef VEC(MbeTt) TtVec;

static uint32_t tree_end(const Quoted *q, uint32_t i, uint32_t hi) {
    if (tok_is_open_delim((TokenKind)q->t[i].kind) && q->match[i] != UINT32_MAX && q->match[i] < hi)
        return q->match[i] + 1;
    return i + 1;
}

static bool is_tree_token(const Quoted *q, uint32_t i) { return !tok_is_open_delim((TokenKind)q->t[i].kind); }

static Span tree_span(const Quoted *q, uint32_t i, uint32_t hi) {
    uint32_t e = tree_end(q, i, hi);
    return span_to(q->t[i].span, q->t[e - 1].span);
}

static MbeTts parse_tts(Quoted *q, uint32_t lo, uint32_t hi);

static MbeTt mk_token(const Token *t) {
    MbeTt tt;
    memset(&tt, 0, sizeof tt);
    tt.kind = TT_TOKEN;
    tt.tok = *t;
    tt.span = t->span;
    tt.binder = -1;
    return tt;
}

/* "meta-variable expressions are unstable" (`${..}`, `$$`), once the
 * crate's features are known. */
static void metavar_expr_gate(Compiler *c, Span sp) {
    ExpandCtx *ex = c->ex;
    if (!ex->features_known || expand_has_feature(ex, "macro_metavar_expr")) return;
    Diag *d = diag_error(c->ps->dc, DC_E0658, sp, "meta-variable expressions are unstable");
    diag_note(d, "see issue #83527 <https://github.com/rust-lang/rust/issues/83527> for more information");
    if (ex->nightly) diag_help(d, "add `#![feature(macro_metavar_expr)]` to the crate attributes to enable");
    diag_emit(d);
}

/* `$$` or `${..}` in a matcher. */
static void dollar_in_lhs_error(Compiler *c, const Token *t, Span sp) {
    char buf[256];
    Diag *d = cerror(c, sp, "unexpected token: %s", tok_text(t, buf, sizeof buf));
    diag_emit(d);
    Diag *n = diag_new(c->ps->dc, LVL_NOTE, DC_NONE, sp,
                       "`$$` and meta-variable expressions are not allowed inside macro parameter definitions");
    diag_emit(n);
}

static bool is_kleene(const Token *t) { return t->kind == TK_STAR || t->kind == TK_PLUS || t->kind == TK_QUESTION; }
static KleeneOp kleene_of(const Token *t) {
    return t->kind == TK_STAR ? KLEENE_STAR : t->kind == TK_PLUS ? KLEENE_PLUS : KLEENE_QUESTION;
}

/* rustc's parse_sep_and_kleene_op: the trees after `$(...)` at *i. */
static void parse_sep_and_kleene(Quoted *q, uint32_t *i, uint32_t hi, Span seq_span, MbeTt *seq) {
    Compiler *c = q->c;
    seq->has_sep = false;
    seq->op = KLEENE_STAR;
    Span err;
    if (*i >= hi) {
        err = seq_span;
    } else if (!is_tree_token(q, *i)) {
        err = tree_span(q, *i, hi);
        *i = tree_end(q, *i, hi);
    } else if (is_kleene(&q->t[*i])) {
        seq->op = (uint8_t)kleene_of(&q->t[(*i)++]);
        return;
    } else {
        const Token *sep = &q->t[(*i)++];
        if (*i >= hi) {
            err = sep->span;
        } else if (!is_tree_token(q, *i)) {
            err = tree_span(q, *i, hi);
            *i = tree_end(q, *i, hi);
        } else if (is_kleene(&q->t[*i])) {
            KleeneOp op = kleene_of(&q->t[(*i)++]);
            if (op == KLEENE_QUESTION) {
                diag_emit(cerror(c, sep->span, "the `?` macro repetition operator does not take a separator"));
                return;
            }
            seq->has_sep = true;
            seq->tok = *sep;
            seq->op = (uint8_t)op;
            return;
        } else {
            err = q->t[(*i)++].span;
        }
    }
    diag_emit(cerror(c, err, "expected one of: `*`, `+`, or `?`"));
}

static uint32_t count_decls(const MbeTts *tts) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < tts->len; i++) {
        const MbeTt *tt = &tts->data[i];
        if (tt->kind == TT_DECL) n++;
        else if (tt->kind == TT_SEQ) n += tt->num_captures;
        else if (tt->kind == TT_DELIM) n += count_decls(&tt->tts);
    }
    return n;
}

/* The fragment kind of a specifier (rustc's NonterminalKind::from_symbol). */
static bool frag_from_name(const char *s, Edition ed, MbeFrag *out, const char **name) {
    static const struct {
        const char *name;
        MbeFrag kind;
    } table[] = {
        {"item", MBE_FRAG_ITEM}, {"block", MBE_FRAG_BLOCK}, {"stmt", MBE_FRAG_STMT},
        {"pat_param", MBE_FRAG_PAT_PARAM}, {"expr", MBE_FRAG_EXPR}, {"ty", MBE_FRAG_TY},
        {"ident", MBE_FRAG_IDENT}, {"lifetime", MBE_FRAG_LIFETIME}, {"literal", MBE_FRAG_LITERAL},
        {"meta", MBE_FRAG_META}, {"path", MBE_FRAG_PATH}, {"vis", MBE_FRAG_VIS}, {"tt", MBE_FRAG_TT},
    };
    if (strcmp(s, "pat") == 0) {
        /* `pat` takes top-level or-patterns from 2021 on */
        *out = ed >= ED_2021 ? MBE_FRAG_PAT : MBE_FRAG_PAT_PARAM;
        *name = "pat";
        return true;
    }
    for (size_t k = 0; k < sizeof table / sizeof table[0]; k++) {
        if (strcmp(s, table[k].name) == 0) {
            *out = table[k].kind;
            *name = table[k].name;
            return true;
        }
    }
    return false;
}

/* ---- meta-variable expressions (rustc's metavar_expr.rs) ---- */

/* An identifier argument; the errors name `span` (the expression's). */
static bool mve_ident(Quoted *q, uint32_t *i, uint32_t hi, Span span, Ident *out) {
    Compiler *c = q->c;
    if (*i < hi && is_tree_token(q, *i)) {
        const Token *t = &q->t[(*i)++];
        if (t->kind == TK_IDENT && !(t->flags & TF_RAW)) {
            *out = (Ident){t->sym, t->ctxt, t->span};
            return true;
        }
        StrBuf sb = {0};
        mbe_token_text(&sb, t);
        Diag *d = cerror(c, span, "expected identifier, found `%s`", sb_cstr(&sb));
        char *msg = xasprintf("try removing `%s`", sb_cstr(&sb));
        diag_suggest(d, t->span, "", APP_MAYBE_INCORRECT, "%s", msg);
        free(msg);
        diag_emit(d);
        sb_free(&sb);
        return false;
    }
    diag_emit(cerror(c, span, "expected identifier"));
    return false;
}

/* A depth argument: an unsuffixed integer literal, 0 when absent. */
static bool mve_depth(Quoted *q, uint32_t *i, uint32_t hi, Span span, uint32_t *out) {
    *out = 0;
    if (*i >= hi) return true;
    uint32_t j = *i;
    *i = tree_end(q, j, hi);
    const Token *t = &q->t[j];
    if (!is_tree_token(q, j) || !(t->kind >= TK_LIT_INT && t->kind <= TK_LIT_RAW_C_STR)) {
        diag_emit(cerror(q->c, span, "meta-variable expression depth must be a literal"));
        return false;
    }
    u128 v;
    if (t->kind != TK_LIT_INT || t->suffix || !lex_int_value(t, &v) || v > UINT32_MAX) {
        diag_emit(cerror(q->c, span, "only unsuffixes integer literals are supported in meta-variable expressions"));
        return false;
    }
    *out = (uint32_t)v;
    return true;
}

/* No tokens may be left in [i, hi). */
static bool mve_trailing(Quoted *q, uint32_t i, uint32_t hi) {
    if (i >= hi) return true;
    Span sp = tree_span(q, i, hi);
    StrBuf sb = {0};
    for (uint32_t k = i; k < tree_end(q, i, hi); k++) {
        if (k > i) sb_putc(&sb, ' ');
        mbe_token_text(&sb, &q->t[k]);
    }
    Diag *d = cerror(q->c, sp, "unexpected token: %s", sb_cstr(&sb));
    diag_span_note(d, sp, "meta-variable expression must not have trailing tokens");
    diag_emit(d);
    sb_free(&sb);
    return false;
}

/* `${ ... }`: the braces' contents are [lo, hi), `span` the braces. */
static bool parse_metavar_expr(Quoted *q, uint32_t lo, uint32_t hi, Span span, MbeTt *out) {
    uint32_t i = lo;
    Ident fn;
    if (!mve_ident(q, &i, hi, span, &fn)) return false;
    if (i >= hi || q->t[i].kind != TK_LPAREN) {
        diag_emit(cerror(q->c, fn.span, "meta-variable expression parameter must be wrapped in parentheses"));
        return false;
    }
    uint32_t args_end = tree_end(q, i, hi);
    uint32_t a = i + 1, ahi = args_end - 1;
    if (!mve_trailing(q, args_end, hi)) return false;
    memset(out, 0, sizeof *out);
    out->kind = TT_EXPR;
    out->binder = -1;
    out->span = span;
    const char *name = sym_str(fn.name);
    if (strcmp(name, "count") == 0) {
        out->frag = MVE_COUNT;
        if (!mve_ident(q, &a, ahi, fn.span, &out->name)) return false;
        if (a < ahi && q->t[a].kind == TK_COMMA) {
            a++;
            out->has_depth = true;
            if (!mve_depth(q, &a, ahi, fn.span, &out->depth)) return false;
        }
    } else if (strcmp(name, "ignore") == 0) {
        out->frag = MVE_IGNORE;
        if (!mve_ident(q, &a, ahi, fn.span, &out->name)) return false;
    } else if (strcmp(name, "index") == 0 || strcmp(name, "length") == 0) {
        out->frag = name[1] == 'n' ? MVE_INDEX : MVE_LENGTH;
        if (!mve_depth(q, &a, ahi, fn.span, &out->depth)) return false;
    } else {
        Diag *d = cerror(q->c, fn.span, "unrecognized meta-variable expression");
        diag_suggest(d, fn.span, "", APP_MACHINE_APPLICABLE, "supported expressions are count, ignore, index and length");
        diag_emit(d);
        return false;
    }
    return mve_trailing(q, a, ahi);
}

/* `$` at index i (rustc's parse_tree for a `$`): a repetition, `$crate`, a
 * metavariable, or a plain `$`. Advances *i past what it used. */
static MbeTt parse_dollar(Quoted *q, uint32_t *i, uint32_t hi) {
    Compiler *c = q->c;
    const Token *dollar = &q->t[*i];
    (*i)++;
    if (*i >= hi) return mk_token(dollar);
    uint32_t j = *i;
    const Token *next = &q->t[j];
    if (!is_tree_token(q, j)) {
        /* `$( ... ) sep? op` */
        uint32_t end = tree_end(q, j, hi);
        Span seq_span = span_to(next->span, q->t[end - 1].span);
        *i = end;
        if (q->patterns) {
            if (next->kind != TK_LPAREN) dollar_in_lhs_error(c, next, seq_span);
        } else if (next->kind == TK_LBRACE) {
            MbeTt e;
            if (!parse_metavar_expr(q, j + 1, end - 1, seq_span, &e)) return mk_token(dollar);
            e.tok = *dollar;
            metavar_expr_gate(c, seq_span);
            return e;
        } else if (next->kind != TK_LPAREN) {
            char buf[64];
            diag_emit(cerror(c, seq_span, "expected `(` or `{`, found `%s`", tok_text(next, buf, sizeof buf)));
        }
        MbeTt seq;
        memset(&seq, 0, sizeof seq);
        seq.kind = TT_SEQ;
        seq.binder = -1;
        seq.span = seq_span;
        seq.tts = parse_tts(q, j + 1, end - 1);
        parse_sep_and_kleene(q, i, hi, seq_span, &seq);
        seq.num_captures = q->patterns ? count_decls(&seq.tts) : 0;
        return seq;
    }
    (*i)++;
    if (next->kind == TK_IDENT) {
        Span sp = span_new(dollar->span.lo, next->span.hi);
        if (next->sym == SYM_crate && !(next->flags & TF_RAW)) {
            /* `$crate`: one identifier token */
            Token t = *next;
            t.sym = SYM_dollar_crate;
            t.span = sp;
            return mk_token(&t);
        }
        MbeTt v;
        memset(&v, 0, sizeof v);
        v.kind = TT_VAR;
        v.binder = -1;
        v.span = sp;
        v.tok = *next;
        v.name = (Ident){next->sym, next->ctxt, next->span};
        return v;
    }
    if (next->kind == TK_DOLLAR) {
        if (q->patterns) dollar_in_lhs_error(c, next, next->span);
        else metavar_expr_gate(c, next->span);
        return mk_token(next);
    }
    char buf[256];
    diag_emit(cerror(c, next->span, "expected identifier, found `%s`", tok_text(next, buf, sizeof buf)));
    MbeTt v;
    memset(&v, 0, sizeof v);
    v.kind = TT_VAR;
    v.binder = -1;
    v.span = next->span;
    v.tok = *next;
    v.name = (Ident){0, next->ctxt, next->span};
    return v;
}

/* In a matcher, `$x` takes a specifier: `:` and the fragment's name
 * (rustc's parse: the tree after `$x` is taken even when it is no `:`). */
static MbeTt make_decl(Quoted *q, MbeTt var, uint32_t *i, uint32_t hi) {
    Compiler *c = q->c;
    MbeTt d = var;
    d.kind = TT_DECL;
    d.frag = MBE_FRAG_NONE;
    d.frag_name = NULL;
    Span sp = var.span;
    if (*i < hi) {
        uint32_t j = *i;
        *i = tree_end(q, j, hi);
        if (is_tree_token(q, j) && q->t[j].kind == TK_COLON) {
            Span colon = q->t[j].span;
            sp = colon;
            if (*i < hi) {
                uint32_t k = *i;
                *i = tree_end(q, k, hi);
                if (is_tree_token(q, k) && q->t[k].kind == TK_IDENT) {
                    const Token *f = &q->t[k];
                    d.span = span_new(var.span.lo, f->span.hi);
                    MbeFrag kind;
                    const char *name;
                    if (!frag_from_name(sym_str(f->sym), c->edition, &kind, &name)) {
                        Diag *e = cerror(c, d.span, "invalid fragment specifier `%s`", sym_str(f->sym));
                        diag_help(e, "%s", VALID_FRAGMENT_NAMES_MSG);
                        diag_emit(e);
                        kind = MBE_FRAG_IDENT;
                        name = "ident";
                    }
                    d.frag = (uint8_t)kind;
                    d.frag_name = name;
                    return d;
                }
                sp = tree_span(q, k, hi);
            }
        } else {
            sp = tree_span(q, j, hi);
        }
    }
    d.span = sp;
    return d;
}

static MbeTts parse_tts(Quoted *q, uint32_t lo, uint32_t hi) {
    TtVec v = {0};
    uint32_t i = lo;
    while (i < hi) {
        const Token *t = &q->t[i];
        if (t->kind == TK_DOLLAR) {
            MbeTt tt = parse_dollar(q, &i, hi);
            if (tt.kind == TT_VAR && q->patterns) tt = make_decl(q, tt, &i, hi);
            vec_push(&v, tt);
            continue;
        }
        if (!is_tree_token(q, i)) {
            uint32_t end = tree_end(q, i, hi);
            MbeTt g;
            memset(&g, 0, sizeof g);
            g.kind = TT_DELIM;
            g.binder = -1;
            g.tok = *t;
            g.close = q->t[end - 1];
            g.span = span_to(t->span, g.close.span);
            g.tts = parse_tts(q, i + 1, end - 1);
            vec_push(&v, g);
            i = end;
            continue;
        }
        vec_push(&v, mk_token(t));
        i++;
    }
    MbeTts out = {0};
    if (v.len) {
        out.data = ARENA_ARRAY(q->c->ps->arena, MbeTt, v.len);
        memcpy(out.data, v.data, sizeof(MbeTt) * v.len);
        out.len = v.len;
    }
    vec_free(&v);
    return out;
}

/* One side of a rule, given as its whole token tree. */
static MbeTt parse_side(Compiler *c, TokenSlice ts, bool patterns) {
    uint32_t *match = xmalloc(sizeof(uint32_t) * (ts.len ? ts.len : 1));
    lex_match_delims(ts.data, ts.len, match);
    Quoted q = {c, ts.data, match, patterns};
    MbeTts tts = parse_tts(&q, 0, ts.len);
    free(match);
    if (tts.len == 1) return tts.data[0];
    /* not one tree (cannot happen for a `tt`): an empty token */
    MbeTt none;
    memset(&none, 0, sizeof none);
    none.kind = TT_TOKEN;
    none.binder = -1;
    none.tok.kind = TK_EOF;
    return none;
}

/* ---- follow-set checks (rustc's check_matcher) ---- */

/* An element of a FIRST/LAST set: a tree of the matcher, or a token made
 * for the check (a group's delimiter, a separator). */
typedef struct TtHandle {
    const MbeTt *tt;      /* NULL: `tok` */
    Token tok;
} TtHandle;

typedef struct TokenSet {
    VEC(TtHandle) tokens;
    bool maybe_empty;
} TokenSet;

static Span handle_span(const TtHandle *h) { return h->tt ? h->tt->span : h->tok.span; }
static const Token *handle_token(const TtHandle *h) {
    if (!h->tt) return &h->tok;
    return h->tt->kind == TT_TOKEN ? &h->tt->tok : NULL;
}

static bool handle_eq(const TtHandle *a, const TtHandle *b) {
    if (a->tt && b->tt) return a->tt == b->tt;
    const Token *x = handle_token(a), *y = handle_token(b);
    if (!x || !y) return false;
    return x->kind == y->kind && x->sym == y->sym && x->span.lo == y->span.lo && x->span.hi == y->span.hi;
}

static TokenSet ts_empty(void) { return (TokenSet){.maybe_empty = true}; }
static void ts_free(TokenSet *s) { vec_free(&s->tokens); }
static TokenSet ts_clone(const TokenSet *s) {
    TokenSet r = {.maybe_empty = s->maybe_empty};
    for (uint32_t i = 0; i < s->tokens.len; i++) vec_push(&r.tokens, s->tokens.data[i]);
    return r;
}
static void ts_replace_with(TokenSet *s, TtHandle h) {
    s->tokens.len = 0;
    vec_push(&s->tokens, h);
    s->maybe_empty = false;
}
static void ts_replace_irrelevant(TokenSet *s) {
    s->tokens.len = 0;
    s->maybe_empty = false;
}
static void ts_add_one_maybe(TokenSet *s, TtHandle h) {
    for (uint32_t i = 0; i < s->tokens.len; i++)
        if (handle_eq(&s->tokens.data[i], &h)) return;
    vec_push(&s->tokens, h);
}
static void ts_add_one(TokenSet *s, TtHandle h) {
    ts_add_one_maybe(s, h);
    s->maybe_empty = false;
}
static void ts_add_all(TokenSet *s, const TokenSet *o) {
    for (uint32_t i = 0; i < o->tokens.len; i++) ts_add_one_maybe(s, o->tokens.data[i]);
    if (!o->maybe_empty) s->maybe_empty = false;
}

static TtHandle h_tt(const MbeTt *tt) { return (TtHandle){tt, {0}}; }
static TtHandle h_tok(Token t) { return (TtHandle){NULL, t}; }

/* The FIRST sets of the repetitions of a matcher, by tree (rustc's
 * FirstSets, keyed by the sequence's node). */
typedef struct FirstSets {
    HashMap by_seq;       /* MbeTt* -> index in sets */
    VEC(TokenSet) sets;
} FirstSets;

static TokenSet build_recur(FirstSets *fs, const MbeTts *tts) {
    TokenSet first = ts_empty();
    for (uint32_t k = tts->len; k-- > 0;) {
        const MbeTt *tt = &tts->data[k];
        switch ((MbeTtKind)tt->kind) {
        case TT_TOKEN: case TT_VAR: case TT_DECL: case TT_EXPR:
            ts_replace_with(&first, h_tt(tt));
            break;
        case TT_DELIM: {
            TokenSet inner = build_recur(fs, &tt->tts);
            ts_free(&inner);
            ts_replace_with(&first, h_tok(tt->tok));
            break;
        }
        case TT_SEQ: {
            TokenSet sub = build_recur(fs, &tt->tts);
            hmap_put(&fs->by_seq, (uint64_t)(uintptr_t)tt, fs->sets.len);
            vec_push(&fs->sets, ts_clone(&sub));
            if (tt->has_sep && sub.maybe_empty) ts_add_one_maybe(&first, h_tok(tt->tok));
            if (sub.maybe_empty || tt->op == KLEENE_STAR || tt->op == KLEENE_QUESTION) {
                sub.maybe_empty = true;
                ts_add_all(&first, &sub);
                ts_free(&sub);
            } else {
                ts_free(&first);
                first = sub;
            }
            break;
        }
        }
    }
    return first;
}

static TokenSet first_of(const FirstSets *fs, const MbeTt *tts, uint32_t n) {
    TokenSet first = ts_empty();
    for (uint32_t k = 0; k < n; k++) {
        const MbeTt *tt = &tts[k];
        switch ((MbeTtKind)tt->kind) {
        case TT_TOKEN: case TT_VAR: case TT_DECL: case TT_EXPR:
            ts_add_one(&first, h_tt(tt));
            return first;
        case TT_DELIM:
            ts_add_one(&first, h_tok(tt->tok));
            return first;
        case TT_SEQ: {
            uint64_t idx;
            if (!hmap_get(&fs->by_seq, (uint64_t)(uintptr_t)tt, &idx)) rcc_ice("mbe: a sequence missed by FirstSets");
            const TokenSet *sub = &fs->sets.data[idx];
            if (tt->has_sep && sub->maybe_empty) ts_add_one_maybe(&first, h_tok(tt->tok));
            ts_add_all(&first, sub);
            if (sub->maybe_empty || tt->op == KLEENE_STAR || tt->op == KLEENE_QUESTION) {
                first.maybe_empty = true;
                continue;
            }
            return first;
        }
        }
    }
    return first;
}

static bool frag_followed_by_any(MbeFrag k) {
    return k == MBE_FRAG_ITEM || k == MBE_FRAG_BLOCK || k == MBE_FRAG_IDENT || k == MBE_FRAG_LITERAL ||
           k == MBE_FRAG_META || k == MBE_FRAG_LIFETIME || k == MBE_FRAG_TT;
}

static bool tt_followed_by_any(const MbeTt *tt) {
    if (tt->kind == TT_DECL && tt->frag != MBE_FRAG_NONE) return frag_followed_by_any((MbeFrag)tt->frag);
    return true;
}

/* rustc's is_in_follow: NULL if `next` may follow a `kind` fragment,
 * otherwise the list of what may ("`=>`", ...), terminated by NULL. */
static const char *const *not_in_follow(const TtHandle *next, MbeFrag kind, Edition ed) {
    static const char *const expr_ok[] = {"`=>`", "`,`", "`;`", NULL};
    static const char *const pat_param_ok[] = {"`=>`", "`,`", "`=`", "`|`", "`if`", "`in`", NULL};
    static const char *const pat_ok[] = {"`=>`", "`,`", "`=`", "`if`", "`in`", NULL};
    static const char *const ty_ok[] = {"`{`", "`[`", "`=>`", "`,`", "`>`", "`=`", "`:`", "`;`", "`|`", "`as`",
                                        "`where`", NULL};
    static const char *const vis_ok[] = {"`,`", "an ident", "a type", NULL};
    const Token *t = handle_token(next);
    if (t && tok_is_close_delim((TokenKind)t->kind)) return NULL;
    bool raw = t && (t->flags & TF_RAW);
    switch (kind) {
    case MBE_FRAG_ITEM: case MBE_FRAG_BLOCK:
        return NULL;
    case MBE_FRAG_STMT: case MBE_FRAG_EXPR:
        if (t && (t->kind == TK_FATARROW || t->kind == TK_COMMA || t->kind == TK_SEMI)) return NULL;
        return expr_ok;
    case MBE_FRAG_PAT_PARAM:
        if (t && (t->kind == TK_FATARROW || t->kind == TK_COMMA || t->kind == TK_EQ || t->kind == TK_OR)) return NULL;
        if (t && t->kind == TK_IDENT && !raw && (t->sym == SYM_if || t->sym == SYM_in)) return NULL;
        return pat_param_ok;
    case MBE_FRAG_PAT:
        if (t && (t->kind == TK_FATARROW || t->kind == TK_COMMA || t->kind == TK_EQ)) return NULL;
        if (t && t->kind == TK_IDENT && !raw && (t->sym == SYM_if || t->sym == SYM_in)) return NULL;
        return pat_ok;
    case MBE_FRAG_PATH: case MBE_FRAG_TY:
        if (t) {
            switch ((TokenKind)t->kind) {
            case TK_LBRACE: case TK_LBRACKET: case TK_COMMA: case TK_FATARROW: case TK_COLON: case TK_EQ:
            case TK_GT: case TK_SHR: case TK_SEMI: case TK_OR:
                return NULL;
            case TK_IDENT:
                if (!raw && (t->sym == SYM_as || t->sym == SYM_where)) return NULL;
                return ty_ok;
            default:
                return ty_ok;
            }
        }
        if (next->tt && next->tt->kind == TT_DECL && next->tt->frag == MBE_FRAG_BLOCK) return NULL;
        return ty_ok;
    case MBE_FRAG_IDENT: case MBE_FRAG_LIFETIME: case MBE_FRAG_LITERAL: case MBE_FRAG_META: case MBE_FRAG_TT:
        return NULL;
    case MBE_FRAG_VIS:
        if (t) {
            if (t->kind == TK_COMMA) return NULL;
            if (t->kind == TK_IDENT && (raw || t->sym != SYM_priv)) return NULL;
            return parse_frag_may_begin_with(MBE_FRAG_TY, t, ed) ? NULL : vis_ok;
        }
        if (next->tt && next->tt->kind == TT_DECL &&
            (next->tt->frag == MBE_FRAG_IDENT || next->tt->frag == MBE_FRAG_TY || next->tt->frag == MBE_FRAG_PATH))
            return NULL;
        return vis_ok;
    default:
        return NULL;
    }
}

/* rustc's quoted_tt_to_string. */
static void handle_text(StrBuf *sb, const TtHandle *h) {
    const MbeTt *tt = h->tt;
    if (!tt || tt->kind == TT_TOKEN) {
        mbe_token_text(sb, tt ? &tt->tok : &h->tok);
    } else if (tt->kind == TT_VAR) {
        sb_printf(sb, "$%s", tt->name.name ? sym_str(tt->name.name) : "");
    } else if (tt->kind == TT_DECL) {
        sb_printf(sb, "$%s:%s", tt->name.name ? sym_str(tt->name.name) : "", tt->frag_name ? tt->frag_name : "");
    }
}

static void follow_error(Compiler *c, const MbeTt *decl, const TtHandle *next, const char *may_be,
                         const char *const *possible) {
    StrBuf nt = {0};
    handle_text(&nt, next);
    const char *frag = decl->frag_name;
    Span sp = handle_span(next);
    Diag *d = cerror(c, sp, "`$%s:%s` %s followed by `%s`, which is not allowed for `%s` fragments",
                     sym_str(decl->name.name), frag, may_be, sb_cstr(&nt), frag);
    diag_label(d, sp, true, "not allowed after `%s` fragments", frag);
    const Token *t = handle_token(next);
    if (decl->frag == MBE_FRAG_PAT && c->ex->edition >= ED_2021 && t && t->kind == TK_OR) {
        char *s = xasprintf("$%s:pat_param", sym_str(decl->name.name));
        diag_suggest(d, decl->span, s, APP_MAYBE_INCORRECT, "try a `pat_param` fragment specifier instead");
        free(s);
    }
    uint32_t n = 0;
    while (possible[n]) n++;
    if (n == 1) {
        diag_note(d, "only %s is allowed after `%s` fragments", possible[0], frag);
    } else if (n > 1) {
        StrBuf l = {0};
        for (uint32_t i = 0; i + 1 < n; i++) {
            if (i) sb_puts(&l, ", ");
            sb_puts(&l, possible[i]);
        }
        diag_note(d, "allowed there are: %s or %s", sb_cstr(&l), possible[n - 1]);
        sb_free(&l);
    }
    diag_emit(d);
    sb_free(&nt);
}

/* rustc's check_matcher_core: checks that every fragment in `tts` can be
 * followed by what comes after it (then `follow`); returns the set of
 * fragments that may end `tts`. */
static TokenSet check_matcher_core(Compiler *c, const FirstSets *fs, const MbeTts *tts, const TokenSet *follow) {
    TokenSet last = ts_empty();
    for (uint32_t i = 0; i < tts->len; i++) {
        const MbeTt *tt = &tts->data[i];
        const MbeTt *suffix = tts->data + i + 1;
        uint32_t nsuffix = tts->len - i - 1;
        TokenSet suffix_first;
        switch ((MbeTtKind)tt->kind) {
        case TT_TOKEN: case TT_VAR: case TT_DECL: case TT_EXPR:
            if (tt_followed_by_any(tt)) {
                ts_replace_irrelevant(&last);
                continue;
            }
            ts_replace_with(&last, h_tt(tt));
            suffix_first = first_of(fs, suffix, nsuffix);
            if (suffix_first.maybe_empty) ts_add_all(&suffix_first, follow);
            break;
        case TT_DELIM: {
            TokenSet my = ts_empty();
            ts_replace_with(&my, h_tok(tt->close));
            TokenSet inner = check_matcher_core(c, fs, &tt->tts, &my);
            ts_free(&inner);
            ts_free(&my);
            ts_replace_irrelevant(&last);
            continue;
        }
        case TT_SEQ: {
            suffix_first = first_of(fs, suffix, nsuffix);
            if (suffix_first.maybe_empty) ts_add_all(&suffix_first, follow);
            TokenSet my = ts_clone(&suffix_first);
            if (tt->has_sep) ts_add_one_maybe(&my, h_tok(tt->tok));
            TokenSet next = check_matcher_core(c, fs, &tt->tts, &my);
            ts_free(&my);
            ts_free(&suffix_first);
            if (next.maybe_empty) {
                ts_add_all(&last, &next);
                ts_free(&next);
            } else {
                ts_free(&last);
                last = next;
            }
            continue;
        }
        default:
            continue;
        }
        for (uint32_t a = 0; a < last.tokens.len; a++) {
            const TtHandle *h = &last.tokens.data[a];
            if (!h->tt || h->tt->kind != TT_DECL || h->tt->frag == MBE_FRAG_NONE) continue;
            for (uint32_t b = 0; b < suffix_first.tokens.len; b++) {
                const TtHandle *next = &suffix_first.tokens.data[b];
                const char *const *possible = not_in_follow(next, (MbeFrag)h->tt->frag, c->ps->edition);
                if (!possible) continue;
                const char *may_be = last.tokens.len == 1 && suffix_first.tokens.len == 1 ? "is" : "may be";
                follow_error(c, h->tt, next, may_be, possible);
            }
        }
        ts_free(&suffix_first);
    }
    return last;
}

static bool check_matcher(Compiler *c, const MbeTts *tts) {
    FirstSets fs = {0};
    TokenSet all = build_recur(&fs, tts);
    ts_free(&all);
    uint32_t before = c->ps->dc->nerrors;
    TokenSet follow = ts_empty();
    TokenSet last = check_matcher_core(c, &fs, tts, &follow);
    ts_free(&last);
    ts_free(&follow);
    for (uint32_t i = 0; i < fs.sets.len; i++) ts_free(&fs.sets.data[i]);
    vec_free(&fs.sets);
    hmap_free(&fs.by_seq);
    return c->ps->dc->nerrors == before;
}

/* rustc's check_lhs_no_empty_seq: a repetition that can match nothing
 * would loop forever. */
static bool check_no_empty_seq(Compiler *c, const MbeTt *tts, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) {
        const MbeTt *tt = &tts[i];
        if (tt->kind == TT_DELIM) {
            if (!check_no_empty_seq(c, tt->tts.data, tt->tts.len)) return false;
        } else if (tt->kind == TT_SEQ) {
            bool empty = !tt->has_sep;
            for (uint32_t k = 0; k < tt->tts.len && empty; k++) {
                const MbeTt *s = &tt->tts.data[k];
                empty = (s->kind == TT_DECL && s->frag == MBE_FRAG_VIS) ||
                        (s->kind == TT_SEQ && (s->op == KLEENE_STAR || s->op == KLEENE_QUESTION));
            }
            if (empty) {
                diag_emit(cerror(c, tt->span, "repetition matches empty token tree"));
                return false;
            }
            if (!check_no_empty_seq(c, tt->tts.data, tt->tts.len)) return false;
        }
    }
    return true;
}

/* ---- bindings (rustc's check_binders) and metavariable uses ---- */

/* A metavariable's name compared as rustc's MacroRulesNormalizedIdent. */
static uint64_t binder_key(const Compiler *c, Ident id) {
    uint32_t ctxt = c->ex->hyg ? hyg_normalize_to_macro_rules(c->ex->hyg, id.ctxt) : 0;
    return (uint64_t)id.name << 32 | ctxt;
}

static void missing_fragment_lint(Compiler *c, Span sp) {
    ExpandCtx *ex = c->ex;
    Diag *d = diag_new(c->ps->dc, LVL_ERROR, DC_NONE, sp, "missing fragment specifier");
    if (!(ex->lint_noted & LINT_NOTED_MISSING_FRAGMENT_SPECIFIER)) {
        ex->lint_noted |= LINT_NOTED_MISSING_FRAGMENT_SPECIFIER;
        diag_note(d, "`#[deny(missing_fragment_specifier)]` on by default");
    }
    /* a `= warning:` child: the diagnostics API has no helper for it */
    Diag *w = xcalloc(1, sizeof *w);
    w->dc = d->dc;
    w->level = LVL_WARNING;
    w->msg = xstrdup("this was previously accepted by the compiler but is being phased out; it will become a hard "
                     "error in a future release!");
    vec_push(&d->children, w);
    diag_note(d, "for more information, see issue #40107 <https://github.com/rust-lang/rust/issues/40107>");
    vec_push(&ex->lints, d);
}

/* Declarations of a matcher in order (their index is the metavariable's
 * number), with the duplicate-binding check. */
static void check_binders(Compiler *c, const MbeTts *tts, HashMap *binders, VecPtr *decls) {
    for (uint32_t i = 0; i < tts->len; i++) {
        const MbeTt *tt = &tts->data[i];
        if (tt->kind == TT_DELIM || tt->kind == TT_SEQ) {
            check_binders(c, &tt->tts, binders, decls);
        } else if (tt->kind == TT_DECL) {
            if (tt->frag == MBE_FRAG_NONE) missing_fragment_lint(c, tt->span);
            uint64_t key = binder_key(c, tt->name), prev;
            if (hmap_get(binders, key, &prev)) {
                const MbeTt *p = decls->data[prev];
                Diag *d = cerror(c, tt->span, "duplicate matcher binding");
                diag_label(d, tt->span, true, "duplicate binding");
                diag_label(d, p->span, false, "previous binding");
                diag_emit(d);
                c->valid = false;
            } else {
                hmap_put(binders, key, decls->len);
            }
            vec_push(decls, (void *)tt);
        }
    }
}

/* Points each `$x` of a transcriber at its declaration. */
static void resolve_vars(Compiler *c, MbeTts *tts, const HashMap *binders) {
    for (uint32_t i = 0; i < tts->len; i++) {
        MbeTt *tt = &tts->data[i];
        if (tt->kind == TT_DELIM || tt->kind == TT_SEQ) {
            resolve_vars(c, &tt->tts, binders);
        } else if ((tt->kind == TT_VAR || tt->kind == TT_EXPR) && tt->name.name) {
            uint64_t idx;
            tt->binder = hmap_get(binders, binder_key(c, tt->name), &idx) ? (int32_t)idx : -1;
        }
    }
}

/* ---- the definition's rules ---- */

/* rustc's guess_head_span of the definition: from `macro_rules` (or
 * `macro`) up to the first `{`, for "when calling this macro". `def_hi` is
 * the end of the definition. */
static Span guess_head_span(Compiler *c, const MacroDef *def, Ident name, uint32_t def_hi, Span *def_span) {
    Span none = {0, 0};
    *def_span = name.span;
    if (span_is_dummy(name.span)) return none;
    const SourceFile *f = sm_file_at(c->ps->sm, name.span.lo);
    if (!f || name.span.hi > f->start + f->len) return none;
    const char *src = f->src;
    uint32_t j = name.span.lo - f->start;
    while (j > 0 && isspace((unsigned char)src[j - 1])) j--;
    if (def->macro_rules) {
        if (j > 0 && src[j - 1] == '!') j--;
        while (j > 0 && isspace((unsigned char)src[j - 1])) j--;
    }
    const char *kw = def->macro_rules ? "macro_rules" : "macro";
    size_t kl = strlen(kw);
    if (j < kl || memcmp(src + j - kl, kw, kl) != 0) return none;
    uint32_t lo = f->start + j - (uint32_t)kl;
    uint32_t hi_limit = def_hi > name.span.hi && def_hi <= f->start + f->len ? def_hi : f->start + f->len;
    *def_span = span_new(lo, hi_limit);
    uint32_t k = name.span.hi - f->start;
    while (f->start + k < hi_limit && src[k] != '{') k++;
    while (k > name.span.hi - f->start && isspace((unsigned char)src[k - 1])) k--;
    return span_new(lo, f->start + k);
}

/* The whole token tree of a MacroDef slice: the parser makes the body and
 * params slices strictly inside their delimiters, which sit just outside. */
static TokenSlice with_delims(TokenSlice ts) {
    if (!ts.data) return ts;
    const Token *open = ts.data - 1, *close = ts.data + ts.len;
    if (!tok_is_open_delim((TokenKind)open->kind) || close->kind != tok_closer_of((TokenKind)open->kind)) return ts;
    return (TokenSlice){open, ts.len + 2};
}

static MbeMacro *dummy_macro(MbeMacro *m) {
    m->valid = false;
    m->nrules = 0;
    return m;
}

/* rustc's argument grammar `$( $lhs:tt => $rhs:tt );+ $(;)*` (`,` for
 * `macro`), as a matcher. */
static MatcherLoc *def_grammar(Compiler *c, bool macro_rules, Span sp, uint32_t *nlocs, uint32_t *ndecls) {
    Arena *a = c->ps->arena;
    MbeTt *inner = ARENA_ARRAY(a, MbeTt, 3);
    for (int i = 0; i < 3; i++) inner[i].binder = -1;
    inner[0].kind = TT_DECL;
    inner[0].span = sp;
    inner[0].name = (Ident){sym_cstr("lhs"), 0, sp};
    inner[0].frag = MBE_FRAG_TT;
    inner[0].frag_name = "tt";
    inner[1].kind = TT_TOKEN;
    inner[1].tok = (Token){.kind = TK_FATARROW, .span = sp};
    inner[2] = inner[0];
    inner[2].name.name = sym_cstr("rhs");
    Token sep = {.kind = (uint8_t)(macro_rules ? TK_SEMI : TK_COMMA), .span = sp};
    MbeTt *semi = ARENA_ARRAY(a, MbeTt, 1);
    semi[0].kind = TT_TOKEN;
    semi[0].tok = sep;
    semi[0].binder = -1;
    MbeTt *top = ARENA_ARRAY(a, MbeTt, 2);
    top[0].kind = TT_SEQ;
    top[0].tts = (MbeTts){inner, 3};
    top[0].has_sep = true;
    top[0].tok = sep;
    top[0].op = KLEENE_PLUS;
    top[0].num_captures = 2;
    top[0].binder = -1;
    top[1].kind = TT_SEQ;
    top[1].tts = (MbeTts){semi, 1};
    top[1].op = KLEENE_STAR;
    top[1].binder = -1;
    MbeTts tts = {top, 2};
    return mbe_compute_locs(a, &tts, nlocs, ndecls);
}

static const char *parse_failure_msg(const Token *t) {
    return t->kind == TK_EOF ? "unexpected end of macro invocation" : NULL;
}

/* Reports a failed match: "no rules expected the token `x`" or
 * "unexpected end of macro invocation"; returns the diagnostic. */
static Diag *failure_diag(DiagCtx *dc, const MatchOutcome *mo, Span fallback) {
    Span sp = span_is_dummy(mo->fail_tok.span) ? fallback : mo->fail_tok.span;
    Diag *d;
    if (parse_failure_msg(&mo->fail_tok)) {
        d = diag_error(dc, DC_NONE, sp, "%s", parse_failure_msg(&mo->fail_tok));
    } else {
        StrBuf sb = {0};
        mbe_token_text(&sb, &mo->fail_tok);
        d = diag_error(dc, DC_NONE, sp, "no rules expected the token `%s`", sb_cstr(&sb));
        sb_free(&sb);
    }
    diag_label(d, sp, true, "%s", mo->fail_label);
    return d;
}

/* Scratch memory of matching: the expansion context's arena, rewound
 * after each use (the engine is not re-entered while it runs). */
static Arena *scratch_arena(ExpandCtx *ex) { return &ex->mbe_scratch; }

MbeMacro *mbe_compile(ExpandCtx *ex, const MacroDef *def, Ident name, Edition edition) {
    if (!def) return NULL;
    Compiler c = {ex, ex->ps, edition, true};
    ParseSess *ps = ex->ps;
    MbeMacro *m = ARENA_NEW(ps->arena, MbeMacro);
    m->name = name;
    m->macro_rules = def->macro_rules;
    m->transparency = def->macro_rules ? TRANSP_SEMI_TRANSPARENT : TRANSP_OPAQUE;
    m->edition = edition;
    TokenSlice body = with_delims(def->body);
    uint32_t def_hi = body.len ? body.data[body.len - 1].span.hi : name.span.hi;
    Span def_span;
    m->head_span = guess_head_span(&c, def, name, def_hi, &def_span);

    /* The rules' sides, as token trees. */
    VEC(TokenSlice) lhs_ts = {0}, rhs_ts = {0};
    Arena *sa = scratch_arena(ex);
    ArenaMark mark = arena_mark(sa);
    MbeInput in = {0};
    bool have_input = false;
    if (!def->macro_rules && def->has_params) {
        vec_push(&lhs_ts, with_delims(def->params));
        vec_push(&rhs_ts, body);
    } else {
        uint32_t nlocs, ndecls;
        MatcherLoc *locs = def_grammar(&c, def->macro_rules, def_span, &nlocs, &ndecls);
        /* The rules are `tt`s taken whole: doc comments inside them stay. */
        mbe_input_init(&in, ex, def->body, sa, def_span, false);
        have_input = true;
        MatchOutcome mo;
        mbe_match(&in, locs, nlocs, ndecls, def->macro_rules ? SYM_macro_rules : SYM_macro, edition, &mo);
        if (mo.result != MATCH_SUCCESS) {
            if (mo.result == MATCH_FAILURE) {
                diag_emit(failure_diag(ps->dc, &mo, def_span));
            } else if (mo.result == MATCH_ERROR) {
                diag_emit(diag_error(ps->dc, DC_NONE, span_is_dummy(mo.err_span) ? def_span : mo.err_span, "%s",
                                     mo.err_msg));
                free(mo.err_msg);
            }
            mbe_input_free(&in);
            arena_release(sa, mark);
            return dummy_macro(m);
        }
        NamedMatch *l = mo.matches[0], *r = mo.matches[1];
        for (uint32_t i = 0; i < l->len; i++) vec_push(&lhs_ts, l->items[i]->val.ts);
        for (uint32_t i = 0; i < r->len; i++) vec_push(&rhs_ts, r->items[i]->val.ts);
    }

    /* rustc's order of checks: each matcher parsed and follow-checked,
     * then the transcribers parsed and checked, then empty repetitions,
     * then the bindings. */
    uint32_t n = lhs_ts.len;
    MbeTt *lhs = ARENA_ARRAY(ps->arena, MbeTt, n ? n : 1);
    MbeTt *rhs = ARENA_ARRAY(ps->arena, MbeTt, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) {
        lhs[i] = parse_side(&c, lhs_ts.data[i], true);
        if (lhs[i].kind == TT_DELIM) {
            if (!check_matcher(&c, &lhs[i].tts)) c.valid = false;
        } else {
            diag_emit(cerror(&c, lhs[i].span,
                             "invalid macro matcher; matchers must be contained in balanced delimiters"));
            c.valid = false;
        }
    }
    for (uint32_t i = 0; i < n; i++) rhs[i] = parse_side(&c, rhs_ts.data[i], false);
    for (uint32_t i = 0; i < n; i++) {
        if (rhs[i].kind != TT_DELIM) {
            diag_emit(cerror(&c, rhs[i].span, "macro rhs must be delimited"));
            c.valid = false;
        }
    }
    for (uint32_t i = 0; i < n; i++)
        if (!check_no_empty_seq(&c, &lhs[i], 1)) c.valid = false;
    m->rules = ARENA_ARRAY(ps->arena, MbeRule, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) {
        HashMap binders;
        hmap_init(&binders);
        VecPtr decls = {0};
        MbeTts one = {&lhs[i], 1};
        check_binders(&c, &one, &binders, &decls);
        MbeRule *rule = &m->rules[i];
        rule->lhs = lhs[i];
        rule->rhs = rhs[i];
        if (rhs[i].kind == TT_DELIM) resolve_vars(&c, &rule->rhs.tts, &binders);
        hmap_free(&binders);
        vec_free(&decls);
    }
    if (c.valid) {
        for (uint32_t i = 0; i < n; i++) {
            MbeRule *rule = &m->rules[i];
            rule->locs = mbe_compute_locs(ps->arena, &rule->lhs.tts, &rule->nlocs, &rule->ndecls);
        }
        m->nrules = n;
    }
    m->valid = c.valid;
    vec_free(&lhs_ts);
    vec_free(&rhs_ts);
    if (have_input) mbe_input_free(&in);
    arena_release(sa, mark);
    return m;
}

void mbe_set_transparency(MbeMacro *m, Transparency t) {
    if (m) m->transparency = t;
}

/* ---- expansion ---- */

static bool is_plain_ident(const Token *t, Edition ed) {
    return t->kind == TK_IDENT && ((t->flags & TF_RAW) || (!sym_is_keyword(t->sym, ed) && t->sym != SYM_underscore &&
                                                          t->sym != SYM_dollar_crate && t->sym != SYM_PathRoot));
}

/* rustc's TokenStream::add_comma: the last place between two top-level
 * trees where a comma looks missing (`a b`, `"x" y`, `(..) z`). Returns
 * the index after which to insert it, or UINT32_MAX. */
static uint32_t missing_comma_at(const MbeInput *in, Span *sp) {
    uint32_t found = UINT32_MAX;
    uint32_t n = in->ntoks - 1;
    for (uint32_t i = 0; i < n;) {
        const Token *t = &in->toks[i];
        uint32_t end = i + 1;
        if (tok_is_open_delim((TokenKind)t->kind) && in->match[i] != UINT32_MAX) end = in->match[i] + 1;
        if (end >= n) break;
        const Token *next = &in->toks[end];
        const Token *last = &in->toks[end - 1];
        bool group = end > i + 1;
        /* a group is never joint to what follows it */
        if (next->kind != TK_COMMA && (group || !(last->flags & TF_JOINT))) {
            Edition ed = in->ex->ps->edition;
            bool l_ok = !group && (is_plain_ident(t, ed) || (t->kind >= TK_LIT_INT && t->kind <= TK_LIT_RAW_C_STR));
            bool r_ok = is_plain_ident(next, ed) || (next->kind >= TK_LIT_INT && next->kind <= TK_LIT_RAW_C_STR);
            if ((l_ok && r_ok) || group) {
                found = end - 1;
                *sp = span_new(last->span.hi, last->span.hi);
            }
        }
        i = end;
    }
    return found;
}

/* Would the input with a comma inserted match a rule? */
static bool comma_would_match(ExpandCtx *ex, const MbeMacro *m, const MbeInput *in, uint32_t at, Span sp) {
    TokenVec v = {0};
    for (uint32_t i = 0; i + 1 < in->ntoks; i++) {
        vec_push(&v, in->toks[i]);
        if (i == at) {
            Token comma = {.kind = TK_COMMA, .span = sp};
            vec_push(&v, comma);
        }
    }
    Arena *sa = scratch_arena(ex);
    MbeInput in2;
    mbe_input_init(&in2, ex, (TokenSlice){v.data, v.len}, sa, in->call_span, false);
    in2.quiet = true;
    bool ok = false;
    for (uint32_t r = 0; r < m->nrules && !ok; r++) {
        MatchOutcome mo;
        mbe_match(&in2, m->rules[r].locs, m->rules[r].nlocs, m->rules[r].ndecls, m->name.name, m->edition, &mo);
        ok = mo.result == MATCH_SUCCESS;
        if (mo.result == MATCH_ERROR) free(mo.err_msg);
    }
    mbe_input_free(&in2);
    vec_free(&v);
    return ok;
}

bool mbe_expand(ExpandCtx *ex, const MbeMacro *m, const MacInvoc *inv, MacOutput *out) {
    if (!m || !m->valid || !inv->mac) {
        out->failed = true;
        return false;
    }
    DiagCtx *dc = ex->ps->dc;
    Arena *sa = scratch_arena(ex);
    ArenaMark mark = arena_mark(sa);
    MbeInput in;
    mbe_input_init(&in, ex, inv->mac->tokens, sa, inv->span, true);
    bool have_best = false, ok = false;
    MatchOutcome best;
    memset(&best, 0, sizeof best);
    for (uint32_t r = 0; r < m->nrules; r++) {
        const MbeRule *rule = &m->rules[r];
        MatchOutcome mo;
        mbe_match(&in, rule->locs, rule->nlocs, rule->ndecls, m->name.name, m->edition, &mo);
        if (mo.result == MATCH_SUCCESS) {
            ok = mbe_transcribe(ex, m, rule, mo.matches, inv, &out->tb.toks);
            if (!ok) out->failed = true;
            goto done;
        }
        if (mo.result == MATCH_FAILURE) {
            /* the failure that got furthest is reported */
            if (!have_best || best.fail_tok.span.lo < mo.fail_tok.span.lo) best = mo;
            have_best = true;
            continue;
        }
        if (mo.result == MATCH_ERROR) {
            Span sp = span_is_dummy(mo.err_span) ? inv->span : mo.err_span;
            diag_emit(diag_error(dc, DC_NONE, sp, "%s", mo.err_msg));
            free(mo.err_msg);
        }
        out->failed = true;
        goto done;
    }
    out->failed = true;
    if (have_best) {
        Diag *d = failure_diag(dc, &best, inv->span);
        if (!span_is_dummy(m->head_span)) diag_label(d, m->head_span, false, "when calling this macro");
        Span csp;
        uint32_t at = missing_comma_at(&in, &csp);
        if (at != UINT32_MAX && comma_would_match(ex, m, &in, at, csp)) {
            DiagSuggestion *s = diag_suggestion(d, SUGG_HIDE_CODE_INLINE, APP_MACHINE_APPLICABLE, "missing comma here");
            diag_sugg_part(s, csp, ", ");
        }
        diag_emit(d);
    }
done:
    mbe_input_free(&in);
    arena_release(sa, mark);
    return ok;
}
