/* fragment.c — the parser's side of macro_rules matching (parse.h): which
 * tokens a fragment specifier may begin with (rustc's
 * nonterminal_may_begin_with) and parsing one fragment from a position in
 * a macro's input (rustc's parse_nonterminal).
 *
 * Takes a macro's input tokens (balanced, possibly holding invisible
 * groups from earlier expansions) and a fragment kind; gives where the
 * fragment ends. The matcher parses many fragments from one input, so a
 * FragParser sets the parser up once (delimiter table, EOF) and each parse
 * just moves it; the AST it builds goes into a scratch arena that is reset
 * after every fragment, and the NodeIds it took are given back: only the
 * extent of the fragment is kept (the expansion re-parses the fragment's
 * tokens in place).
 */
#include "parser.h"
#include "expr_priv.h"
#include "item_priv.h"

static const char *const frag_names[MBE_FRAG__COUNT] = {
    [MBE_FRAG_NONE] = "?",       [MBE_FRAG_ITEM] = "item",      [MBE_FRAG_BLOCK] = "block",
    [MBE_FRAG_STMT] = "stmt",    [MBE_FRAG_PAT] = "pat",        [MBE_FRAG_PAT_PARAM] = "pat_param",
    [MBE_FRAG_EXPR] = "expr",    [MBE_FRAG_TY] = "ty",          [MBE_FRAG_IDENT] = "ident",
    [MBE_FRAG_PATH] = "path",    [MBE_FRAG_TT] = "tt",          [MBE_FRAG_META] = "meta",
    [MBE_FRAG_LIFETIME] = "lifetime", [MBE_FRAG_VIS] = "vis",  [MBE_FRAG_LITERAL] = "literal",
};

const char *mbe_frag_name(MbeFrag k) { return k < MBE_FRAG__COUNT ? frag_names[k] : "?"; }

/* ---- may a fragment begin with this token? ---- */

/* rustc's may_be_ident: could the interpolated fragment be a single
 * identifier? */
static bool may_be_ident(MbeFrag nt) {
    return nt != MBE_FRAG_ITEM && nt != MBE_FRAG_BLOCK && nt != MBE_FRAG_VIS && nt != MBE_FRAG_LIFETIME;
}

static bool is_lit_kind(TokenKind k) { return k >= TK_LIT_INT && k <= TK_LIT_RAW_C_STR; }

/* rustc's can_begin_literal_maybe_minus; an interpolated expression counts
 * when it is a literal or a negated one (here: its tokens are). */
static bool can_begin_literal_maybe_minus(const Token *t) {
    if (tok_is_lit(t) || t->kind == TK_MINUS) return true;
    MbeFrag nt = tok_invis_frag(t);
    if (nt == MBE_FRAG_LITERAL) return true;
    if (nt != MBE_FRAG_EXPR) return false;
    const Token *a = &t[1];
    if (a->kind == TK_MINUS) a++;
    return tok_is_lit(a) && a[1].kind == TK_CLOSE_INVIS;
}

bool parse_frag_may_begin_with(MbeFrag kind, const Token *t, Edition ed) {
    /* The token tests of the parser want a parser: one on the stack, whose
     * current token is `t` (so lookahead 0 is all they may use). */
    ParseSess ps;
    memset(&ps, 0, sizeof ps);
    ps.edition = ed;
    Parser fake;
    memset(&fake, 0, sizeof fake);
    fake.ps = &ps;
    fake.tok = *t;
    TokenKind k = (TokenKind)t->kind;
    MbeFrag nt = tok_invis_frag(t);
    bool interp = k == TK_OPEN_INVIS;
    switch (kind) {
    case MBE_FRAG_EXPR:
        /* `let` and `const` are left out for backwards compatibility */
        if (tok_is_kw(t, SYM_let) || tok_is_kw(t, SYM_const)) return false;
        return p_can_begin_expr(&fake, 0);
    case MBE_FRAG_TY:
        return p_can_begin_type(&fake, 0);
    case MBE_FRAG_IDENT:
        return k == TK_IDENT && !tok_is_kw(t, SYM_underscore);
    case MBE_FRAG_LITERAL:
        return can_begin_literal_maybe_minus(t);
    case MBE_FRAG_VIS:
        /* the follow set of `vis`, `priv`, and any fragment */
        if (k == TK_COMMA || k == TK_IDENT || interp) return true;
        return p_can_begin_type(&fake, 0);
    case MBE_FRAG_BLOCK:
        if (k == TK_LBRACE) return true;
        return interp && nt != MBE_FRAG_ITEM && nt != MBE_FRAG_PAT && nt != MBE_FRAG_PAT_PARAM &&
               nt != MBE_FRAG_TY && nt != MBE_FRAG_IDENT && nt != MBE_FRAG_META && nt != MBE_FRAG_PATH &&
               nt != MBE_FRAG_VIS;
    case MBE_FRAG_PATH:
    case MBE_FRAG_META:
        if (k == TK_PATHSEP || k == TK_IDENT) return true;
        if (!interp) return false;
        return nt == MBE_FRAG_PATH || nt == MBE_FRAG_META || may_be_ident(nt);
    case MBE_FRAG_PAT:
    case MBE_FRAG_PAT_PARAM:
        switch (k) {
        case TK_IDENT: case TK_LPAREN: case TK_LBRACKET: case TK_AND: case TK_MINUS: case TK_ANDAND:
        case TK_DOTDOT: case TK_DOTDOTDOT: case TK_PATHSEP: case TK_LT: case TK_SHL:
            return true;
        case TK_OR:
            /* a leading `|` of an or-pattern */
            return kind == MBE_FRAG_PAT;
        case TK_OPEN_INVIS:
            return may_be_ident(nt);
        default:
            return is_lit_kind(k);
        }
    case MBE_FRAG_LIFETIME:
        return k == TK_LIFETIME;
    case MBE_FRAG_TT:
    case MBE_FRAG_ITEM:
    case MBE_FRAG_STMT:
        return !tok_is_close_delim(k);
    default:
        return false;
    }
}

/* ---- parsing one fragment ---- */

struct FragParser {
    Parser p;
    Token *owned;         /* the copy with an EOF, if one was made */
    Arena scratch;        /* the AST of the fragment being parsed */
};

FragParser *frag_parser_new(ParseSess *ps, TokenSlice ts) {
    FragParser *fp = xcalloc(1, sizeof *fp);
    const Token *toks = ts.data;
    uint32_t n = ts.len;
    if (!n || ts.data[n - 1].kind != TK_EOF) {
        fp->owned = xmalloc(sizeof(Token) * (n + 1));
        if (n) memcpy(fp->owned, ts.data, sizeof(Token) * n);
        Span end = n ? span_new(ts.data[n - 1].span.hi, ts.data[n - 1].span.hi) : span_new(0, 0);
        fp->owned[n] = (Token){.kind = TK_EOF, .span = end};
        toks = fp->owned;
        n++;
    }
    parser_init(&fp->p, ps, toks, n);
    arena_init(&fp->scratch);
    return fp;
}

void frag_parser_free(FragParser *fp) {
    if (!fp) return;
    parser_free(&fp->p);
    arena_free(&fp->scratch);
    free(fp->owned);
    free(fp);
}

/* Errors of quiet parses go nowhere. */
static FILE *frag_null_sink(void) {
    static FILE *sink;
    if (!sink) sink = fopen("/dev/null", "w");
    if (!sink) sink = tmpfile();
    return sink;
}

static void error_at_token(Parser *p, const char *fmt_prefix) {
    char buf[300];
    Diag *d = p_error(p, p->tok.span, "%s%s", fmt_prefix, p_token_descr(&p->tok, buf, sizeof buf));
    p_emit(p, d);
}

/* A literal, maybe negated; an interpolated literal or literal
 * expression is taken whole (rustc's maybe_whole_expr). */
static void parse_frag_literal(Parser *p) {
    if (p_at_invis(p, MBE_FRAG_LITERAL) || p_at_invis(p, MBE_FRAG_EXPR)) {
        InvisGroup g = p_enter_invis(p);
        parse_expr_res(p, 0);
        p_leave_invis(p, g);
        return;
    }
    parse_literal_maybe_minus(p);
}

/* rustc's parse_nonterminal: one fragment at the current token. */
static void parse_frag(Parser *p, MbeFrag kind, Edition ed) {
    switch (kind) {
    case MBE_FRAG_ITEM: {
        AttrList attrs;
        parse_outer_attrs(p, &attrs);
        Item *it;
        int r = parse_item_common(p, attrs, IC_MOD, &it);
        if (r == 0) {
            Diag *d = p_error(p, p->tok.span, "expected an item keyword");
            p_emit(p, d);
        }
        break;
    }
    case MBE_FRAG_BLOCK:
        px_block_inner(p, NULL);
        break;
    case MBE_FRAG_STMT: {
        Stmt s;
        if (!px_stmt_without_recovery(p, &s)) {
            Diag *d = p_error(p, p->tok.span, "expected a statement");
            p_emit(p, d);
        }
        break;
    }
    case MBE_FRAG_PAT:
        if (ed >= ED_2021) parse_pat(p);
        else parse_pat_no_top_alt(p);
        break;
    case MBE_FRAG_PAT_PARAM:
        parse_pat_no_top_alt(p);
        break;
    case MBE_FRAG_EXPR:
        parse_expr_res(p, 0);
        break;
    case MBE_FRAG_TY:
        p->restrictions = R_NO_QMARK_RECOVER;
        parse_ty(p);
        p->restrictions = 0;
        break;
    case MBE_FRAG_IDENT:
        if (p->tok.kind == TK_IDENT && !tok_is_kw(&p->tok, SYM_underscore)) p_bump(p);
        else error_at_token(p, "expected ident, found ");
        break;
    case MBE_FRAG_PATH:
        parse_path(p, PATH_TYPE);
        break;
    case MBE_FRAG_META: {
        Attr a;
        memset(&a, 0, sizeof a);
        /* A `meta` fragment passed on to another macro (`#[$m]` matched by
         * `#[$m2:meta]`) is the whole invisible group. */
        if (p_at_invis(p, MBE_FRAG_META)) {
            InvisGroup g = p_enter_invis(p);
            if (parse_attr_path_args(p, &a)) p_leave_invis(p, g);
        } else {
            parse_attr_path_args(p, &a);
        }
        break;
    }
    case MBE_FRAG_VIS: {
        Visibility v;
        if (!parse_vis_ex(p, true, &v)) p->had_error = true;
        break;
    }
    case MBE_FRAG_LIFETIME:
        if (p->tok.kind == TK_LIFETIME) {
            p_bump(p);
        } else {
            char buf[256];
            Diag *d = p_error(p, p->tok.span, "expected a lifetime, found `%s`", p_token_text(&p->tok, buf, sizeof buf));
            p_emit(p, d);
        }
        break;
    case MBE_FRAG_LITERAL:
        parse_frag_literal(p);
        break;
    case MBE_FRAG_TT:
        p_skip_tree(p);
        break;
    default:
        rcc_ice("parse_frag: bad fragment kind %d", (int)kind);
    }
}

bool frag_parse_at(FragParser *fp, uint32_t pos, const Token *first, MbeFrag kind, Edition ed, Span decl,
                   const char *frag_name, bool quiet, FragEnd *end) {
    Parser *p = &fp->p;
    ParseSess *ps = p->ps;
    if (pos >= p->ntoks) pos = p->ntoks - 1;
    /* Put the parser at the fragment's start, as fresh. */
    p->pos = pos;
    p->prev = pos > 0 ? p->toks[pos - 1] : (Token){.kind = TK_EOF, .span = {p->toks[0].span.lo, p->toks[0].span.lo}};
    p->tok = first ? *first : p->toks[pos];
    if (p->tok.kind == TK_EOF) p->tok.span = p->prev.span;
    p->restrictions = 0;
    p->depth = 0;
    p_clear_expected(p);
    p->last_error_pos = UINT32_MAX;
    p->had_error = false;
    p->nrecovered = 0;
    p->subparser_name = "macro arguments";
    p->frag_name = frag_name ? frag_name : mbe_frag_name(kind);
    p->frag_decl = decl;
    /* The AST goes to the scratch arena, the NodeIds are given back. */
    Arena *saved_arena = ps->arena;
    uint32_t saved_ids = ps->next_node_id;
    DiagCtx *saved_dc = ps->dc;
    DiagCtx tmp;
    if (quiet) {
        diag_ctx_init(&tmp, ps->sm, frag_null_sink());
        ps->dc = &tmp;
    }
    ps->arena = &fp->scratch;
    uint32_t mark = px_mark(p);
    parse_frag(p, kind, ed);
    /* Errors the parser recovered from were reported but do not fail the
     * fragment (rustc goes on after them too). */
    bool ok = !px_failed(p, mark);
    end->pos = p->pos;
    end->split = p->tok.kind != p->toks[p->pos].kind || p->tok.span.lo != p->toks[p->pos].span.lo;
    if (p->tok.kind == TK_EOF) end->split = false;
    end->taken = p->prev;
    end->rest = p->tok;
    ps->arena = saved_arena;
    ps->next_node_id = saved_ids;
    if (quiet) {
        ps->dc = saved_dc;
        diag_ctx_free(&tmp);
    }
    arena_reset(&fp->scratch);
    p->subparser_name = NULL;
    p->frag_name = NULL;
    return ok;
}

bool parse_fragment_prefix(ParseSess *ps, TokenSlice ts, MbeFrag kind, Edition ed, uint32_t *consumed, bool quiet) {
    FragParser *fp = frag_parser_new(ps, ts);
    FragEnd end;
    bool ok = frag_parse_at(fp, 0, NULL, kind, ed, (Span){0, 0}, NULL, quiet, &end);
    *consumed = end.pos < ts.len ? end.pos : ts.len;
    frag_parser_free(fp);
    return ok;
}
