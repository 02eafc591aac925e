/* pat.c — patterns: `_`, bindings (`ref mut x @ p`), literals and
 * `-1`, ranges (`a..=b`, `a...b`, `a..b`, `a..`, `..=b`), paths, tuple
 * structs, structs, tuples, slices, `..`, `box p`, `&p`, or-patterns at
 * any depth, parentheses, macro calls, `const { }`.
 *
 * Takes tokens through the cursor; gives Pat nodes. Follows rustc 1.63's
 * pat.rs, including its choice between an identifier binding and a path.
 */
#include "expr_priv.h"

Pat *px_new_pat(Parser *p, PatKind kind, Span span) {
    Pat *pat = P_NEW(p, Pat);
    pat->kind = kind;
    pat->id = p_new_id(p);
    pat->span = span;
    return pat;
}

static Pat *pat_err(Parser *p, Span sp) { return px_new_pat(p, PAT_ERR, sp); }

static Pat *parse_pat_with_range(Parser *p, bool allow_range, const char *expected);
static Pat *parse_pat_alt(Parser *p, bool recover_comma, const char *expected);

/* ---- or-patterns ---- */

/* A `|` (or a mistaken `||`) between alternatives, unless it is a trailing
 * one before the end of the pattern (an error). */
static bool eat_or_separator(Parser *p, const Span *or_lo) {
    TokenKind k = p_kind(p);
    if (k != TK_OR && k != TK_OROR) {
        p_check(p, TK_OR);
        return false;
    }
    const Token *n = p_look(p, 1);
    bool end_ahead = n->kind == TK_FATARROW || p_is_kw(n, SYM_if) || n->kind == TK_EQ || n->kind == TK_SEMI ||
                     n->kind == TK_COLON || n->kind == TK_COMMA || n->kind == TK_RBRACKET || n->kind == TK_RPAREN ||
                     n->kind == TK_RBRACE;
    if (end_ahead) {
        Diag *d = diag_error(p->ps->dc, DC_NONE, p->tok.span, "a trailing `|` is not allowed in an or-pattern");
        diag_label(d, p->tok.span, true, "help: remove the `%s`", k == TK_OR ? "|" : "||");
        if (or_lo) diag_label(d, *or_lo, false, "while parsing this or-pattern starting here");
        px_emit_recoverable(p, d);
        p_bump(p);
        return false;
    }
    if (k == TK_OROR) {
        Diag *d = diag_error(p->ps->dc, DC_NONE, p->tok.span, "unexpected token `||` in pattern");
        diag_label(d, p->tok.span, true, "help: use a single `|` to separate multiple alternative patterns: `|`");
        px_emit_recoverable(p, d);
    }
    p_bump(p);
    return true;
}

/* `a, b` at the top of a `let`/`for`/arm pattern is a missing tuple. */
static void recover_unexpected_comma(Parser *p) {
    if (p_kind(p) != TK_COMMA) return;
    Diag *d = p_error(p, p->tok.span, "unexpected `,` in pattern");
    p_emit(p, d);
}

/* `foo:bar` for `foo::bar` in a match arm (rustc's
 * maybe_recover_colon_colon_in_pat_typo): if the rest parses as a
 * pattern, report the `:` and go on with the joined path. */
static Pat *recover_colon_colon(Parser *p, Pat *first, const char *expected) {
    if (p_kind(p) != TK_COLON) return first;
    bool simple = (first->kind == PAT_IDENT && !first->ident.sub && !first->ident.by_ref &&
                   first->ident.mutbl == MUT_NOT) ||
                  (first->kind == PAT_PATH && !first->path.qself);
    if (!simple || !p_is_ident(p, p_look(p, 1))) return first;
    Span colon = p->tok.span;
    Diag *d = p_unexpected_diag(p);
    PxSpec s;
    px_spec_begin(p, &s);
    p_bump(p);
    Pat *rest = parse_pat_with_range(p, true, expected);
    bool ok = px_spec_ok(p, &s);
    px_spec_end(p, &s, !ok);
    if (!ok) {
        diag_cancel(d);
        p->last_error_pos = UINT32_MAX;
        return first;
    }
    Path *path = rest->kind == PAT_STRUCT ? &rest->strukt.path
                 : rest->kind == PAT_TUPLE_STRUCT ? &rest->tuple_struct.path
                 : rest->kind == PAT_PATH ? &rest->path.path : NULL;
    QSelf *qs = rest->kind == PAT_STRUCT ? rest->strukt.qself
                : rest->kind == PAT_TUPLE_STRUCT ? rest->tuple_struct.qself
                : rest->kind == PAT_PATH ? rest->path.qself : NULL;
    Pat *out = rest;
    if (path && !qs) {
        /* prepend the segments before the `:` */
        uint32_t nfirst = first->kind == PAT_IDENT ? 1 : first->path.path.nsegs;
        PathSegment *segs = ARENA_ARRAY(p->ps->arena, PathSegment, nfirst + path->nsegs);
        if (first->kind == PAT_IDENT) {
            segs[0].ident = first->ident.ident;
            segs[0].id = p_new_id(p);
        } else {
            memcpy(segs, first->path.path.segs, sizeof(PathSegment) * nfirst);
        }
        memcpy(segs + nfirst, path->segs, sizeof(PathSegment) * path->nsegs);
        path->segs = segs;
        path->nsegs += nfirst;
        path->span = span_to(first->span, path->span);
    } else if (rest->kind == PAT_IDENT && !rest->ident.sub) {
        out = px_new_pat(p, PAT_PATH, span_to(first->span, rest->span));
        uint32_t nfirst = first->kind == PAT_IDENT ? 1 : first->path.path.nsegs;
        PathSegment *segs = ARENA_ARRAY(p->ps->arena, PathSegment, nfirst + 1);
        if (first->kind == PAT_IDENT) {
            segs[0].ident = first->ident.ident;
            segs[0].id = p_new_id(p);
        } else {
            memcpy(segs, first->path.path.segs, sizeof(PathSegment) * nfirst);
        }
        segs[nfirst].ident = rest->ident.ident;
        segs[nfirst].id = p_new_id(p);
        out->path.path = (Path){out->span, segs, nfirst + 1};
    }
    out->span = span_to(first->span, rest->span);
    if (d) diag_label(d, colon, false, "help: maybe write a path separator here: `::`");
    px_emit_recoverable(p, d);
    return out;
}

/* Alternatives `p | q | r` with an optional leading `|`. */
static Pat *parse_pat_alt_ex(Parser *p, bool recover_comma, bool recover_colon, const char *expected) {
    uint32_t mark = px_mark(p);
    Span lo = p->tok.span;
    bool leading = false;
    if (p_kind(p) == TK_OR || p_kind(p) == TK_OROR) leading = eat_or_separator(p, NULL);
    Pat *first = parse_pat_with_range(p, true, expected);
    if (px_failed(p, mark)) return first;
    if (recover_comma) recover_unexpected_comma(p);
    if (px_failed(p, mark)) return first;
    if (!p_check(p, TK_OR) && p_kind(p) != TK_OROR) {
        if (recover_colon) first = recover_colon_colon(p, first, expected);
        if (!leading) return first;
        Pat *o = px_new_pat(p, PAT_OR, p_span_from(p, lo));
        Pat **v = ARENA_ARRAY(p->ps->arena, Pat *, 1);
        v[0] = first;
        o->elems = (PatList){v, 1};
        return o;
    }
    Span or_lo = leading ? lo : first->span;
    if (!leading) lo = first->span;
    VecPtr pats = {0};
    vec_push(&pats, first);
    while (eat_or_separator(p, &or_lo)) {
        Pat *q = parse_pat_with_range(p, true, expected);
        vec_push(&pats, q);
        if (px_failed(p, mark)) break;
        if (recover_comma) recover_unexpected_comma(p);
        if (px_failed(p, mark)) break;
    }
    Pat *o = px_new_pat(p, PAT_OR, p_span_from(p, lo));
    o->elems = (PatList){P_LIST(p, &pats), pats.len};
    vec_free(&pats);
    return o;
}

static Pat *parse_pat_alt(Parser *p, bool recover_comma, const char *expected) {
    return parse_pat_alt_ex(p, recover_comma, false, expected);
}

Pat *px_pat_top(Parser *p, const char *expected) { return parse_pat_alt_ex(p, true, true, expected); }

Pat *parse_pat_before_ty(Parser *p, const char *expected, bool recover_comma, const char *where) {
    uint32_t mark = px_mark(p);
    Pat *pat = parse_pat_alt_ex(p, recover_comma, false, expected);
    if (!px_failed(p, mark) && pat->kind == PAT_OR) {
        Diag *d = diag_error(p->ps->dc, DC_NONE, pat->span, "top-level or-patterns are not allowed in %s", where);
        if (pat->elems.len == 1) {
            char *fix = px_pat_to_string(pat->elems.data[0]);
            diag_label(d, pat->span, true, "help: remove the `|`: `%s`", fix);
            free(fix);
        } else {
            char *fix = px_pat_to_string(pat);
            diag_label(d, pat->span, true, "help: wrap the pattern in parentheses: `(%s)`", fix);
            free(fix);
        }
        px_emit_recoverable(p, d);
    }
    return pat;
}
Pat *parse_pat(Parser *p) { return parse_pat_alt(p, false, NULL); }
Pat *parse_pat_no_top_alt(Parser *p) { return parse_pat_with_range(p, true, NULL); }

/* ---- lists ---- */

/* `p, q, ...` up to `close` (consumed). Elements may be or-patterns. */
static bool parse_pat_seq(Parser *p, TokenKind close, PatList *out, bool *trailing) {
    uint32_t mark = px_mark(p);
    VecPtr v = {0};
    bool first = true;
    *trailing = false;
    while (!p_check(p, close)) {
        if (p_at_close(p)) break;
        if (!first) {
            if (!p_expect(p, TK_COMMA)) break;
            if (p_check(p, close)) {
                *trailing = true;
                break;
            }
        }
        first = false;
        Pat *q = parse_pat_alt(p, false, NULL);
        vec_push(&v, q);
        if (px_failed(p, mark)) break;
    }
    *out = (PatList){P_LIST(p, &v), v.len};
    vec_free(&v);
    if (px_failed(p, mark)) return false;
    return p_expect(p, close);
}

/* ---- ranges ---- */

/* Can a range pattern's end start `n` tokens ahead? */
static bool is_range_end_start(const Parser *p, uint32_t n) {
    if (px_is_inline_const(p, n)) return true;
    const Token *t = p_look(p, n);
    if (p_is_invis(t, MBE_FRAG_EXPR) || p_is_invis(t, MBE_FRAG_LITERAL)) return true;
    return px_is_path_start(p, t) || t->kind == TK_DOT || px_is_lit(t) || t->kind == TK_MINUS;
}

/* `..=`, `...`, `..` after a range start; false if none. */
static bool eat_range_end(Parser *p, RangeEnd *end, Span *sp) {
    *sp = p->tok.span;
    if (p_eat(p, TK_DOTDOTDOT)) *end = RANGE_INCLUDED_DOTDOTDOT;
    else if (p_eat(p, TK_DOTDOTEQ)) *end = RANGE_INCLUDED_DOTDOTEQ;
    else if (p_eat(p, TK_DOTDOT)) *end = RANGE_EXCLUDED;
    else return false;
    return true;
}

static Expr *parse_const_block_expr(Parser *p) { return px_const_block(p, p->tok.span); }

/* The end of a range pattern: a literal (maybe negative), a path, or an
 * inline const. */
static Expr *invis_lit(Parser *p);

static Expr *parse_range_end(Parser *p) {
    if (px_is_inline_const(p, 0)) return parse_const_block_expr(p);
    if (p_at_invis(p, MBE_FRAG_EXPR) || p_at_invis(p, MBE_FRAG_LITERAL)) return invis_lit(p);
    if (px_is_path_start(p, &p->tok)) {
        Span lo = p->tok.span;
        QSelf *qself = NULL;
        Path path = parse_path_or_qpath(p, PATH_EXPR, &qself);
        Expr *e = px_new(p, EXPR_PATH, p_span_from(p, lo));
        e->path.qself = qself;
        e->path.path = path;
        return e;
    }
    return parse_literal_maybe_minus(p);
}

/* `begin..=end`, `begin..end`, `begin..` (the range operator consumed). */
static Pat *range_begin_with(Parser *p, Span lo, Expr *begin, RangeEnd end, Span end_span) {
    Expr *hi = NULL;
    if (is_range_end_start(p, 0)) {
        hi = parse_range_end(p);
    } else if (end != RANGE_EXCLUDED) {
        if (p_kind(p) == TK_EQ && p->tok.span.lo == end_span.hi) {
            Span sp = span_to(end_span, p->tok.span);
            p_bump(p);
            if (is_range_end_start(p, 0)) {
                PxSpec s;
                px_spec_begin(p, &s);
                parse_range_end(p);
                bool ok = px_spec_ok(p, &s);
                px_spec_end(p, &s, !ok);
            }
            Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "unexpected `=` after inclusive range");
            diag_label(d, sp, true, "help: use `..=` instead");
            diag_note(d, "inclusive ranges end with a single equals sign (`..=`)");
            px_emit_recoverable(p, d);
        } else {
            Diag *d = diag_error(p->ps->dc, DC_E0586, end_span, "inclusive range with no end");
            diag_label(d, end_span, true, "help: use `..` instead");
            diag_note(d, "inclusive ranges must be bounded at the end (`..=b` or `a..=b`)");
            px_emit_recoverable(p, d);
        }
    }
    Pat *pat = px_new_pat(p, PAT_RANGE, p_span_from(p, lo));
    pat->range.lo = begin;
    pat->range.hi = hi;
    pat->range.end = end;
    return pat;
}

/* ---- bindings ---- */

/* `ident (@ subpattern)?` after `ref`/`mut` if any. */
static Pat *parse_pat_ident(Parser *p, Span lo, bool by_ref, Mutability mutbl) {
    uint32_t mark = px_mark(p);
    Pat *pat = px_new_pat(p, PAT_IDENT, lo);
    pat->ident.by_ref = by_ref;
    pat->ident.mutbl = mutbl;
    if (!px_parse_ident(p, &pat->ident.ident)) return pat;
    if (p_eat(p, TK_AT)) pat->ident.sub = parse_pat_with_range(p, true, "binding pattern");
    if (!px_failed(p, mark) && p_kind(p) == TK_LPAREN) {
        Diag *d = p_error(p, p->prev.span, "expected identifier, found enum pattern");
        p_emit(p, d);
    }
    pat->span = p_span_from(p, lo);
    return pat;
}

/* Sets every by-value binding in `pat` mutable; true if any was found. */
static bool make_bindings_mut(Pat *pat) {
    bool any = false;
    if (!pat) return false;   /* a sub-pattern lost to error recovery */
    switch (pat->kind) {
    case PAT_IDENT:
        if (!pat->ident.by_ref && pat->ident.mutbl == MUT_NOT) {
            pat->ident.mutbl = MUT_MUT;
            any = true;
        }
        if (pat->ident.sub) any |= make_bindings_mut(pat->ident.sub);
        break;
    case PAT_STRUCT:
        for (uint32_t i = 0; i < pat->strukt.fields.len; i++) any |= make_bindings_mut(pat->strukt.fields.data[i].pat);
        break;
    case PAT_TUPLE_STRUCT:
        for (uint32_t i = 0; i < pat->tuple_struct.elems.len; i++) any |= make_bindings_mut(pat->tuple_struct.elems.data[i]);
        break;
    case PAT_OR: case PAT_TUPLE: case PAT_SLICE:
        for (uint32_t i = 0; i < pat->elems.len; i++) any |= make_bindings_mut(pat->elems.data[i]);
        break;
    case PAT_BOX: case PAT_PAREN:
        any |= make_bindings_mut(pat->inner);
        break;
    case PAT_REF:
        any |= make_bindings_mut(pat->ref.pat);
        break;
    default:
        break;
    }
    return any;
}

/* After `mut`: `mut x`, with rustc's recoveries for `mut ref x`,
 * `mut mut x` and `mut (a, b)`. */
static Pat *parse_pat_ident_mut(Parser *p, Span lo) {
    Span mut_span = p->prev.span;
    if (p_eat_kw(p, SYM_ref)) {
        Span sp = span_to(mut_span, p->prev.span);
        Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "the order of `mut` and `ref` is incorrect");
        diag_label(d, sp, true, "help: try switching the order: `ref mut`");
        px_emit_recoverable(p, d);
        return parse_pat_ident(p, lo, true, MUT_MUT);
    }
    Span extra = p->tok.span;
    bool more = false;
    while (p_eat_kw(p, SYM_mut)) more = true;
    if (more) {
        Span sp = span_new(extra.lo, p->prev.span.hi);
        Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "`mut` on a binding may not be repeated");
        diag_label(d, sp, true, "help: remove the additional `mut`s");
        px_emit_recoverable(p, d);
    }
    uint32_t mark = px_mark(p);
    Pat *pat = parse_pat_with_range(p, true, "identifier");
    if (px_failed(p, mark)) return pat;
    if (pat->kind == PAT_IDENT && !pat->ident.by_ref && pat->ident.mutbl == MUT_NOT) {
        pat->ident.mutbl = MUT_MUT;
    } else {
        bool changed = make_bindings_mut(pat);
        Span sp = span_to(mut_span, pat->span);
        Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "%s",
                             changed ? "`mut` must be attached to each individual binding"
                                     : "`mut` must be followed by a named binding");
        char *fix = px_pat_to_string(pat);
        diag_label(d, sp, true, "help: %s: `%s`", changed ? "add `mut` to each binding" : "remove the `mut` prefix", fix);
        free(fix);
        diag_note(d, "`mut` may be followed by `variable` and `variable @ pattern`");
        px_emit_recoverable(p, d);
    }
    pat->span = p_span_from(p, lo);
    return pat;
}

/* After `box`: `box pat`, or `box` used as an identifier (an error). */
static Pat *parse_pat_box(Parser *p, Span lo) {
    Span box_span = p->prev.span;
    TokenKind k = p_kind(p);
    if (k == TK_EQ || k == TK_COLON || k == TK_COMMA || k == TK_SEMI || k == TK_AT || k == TK_LBRACE ||
        k == TK_RBRACE || k == TK_RPAREN) {
        char buf[300];
        Diag *d = diag_error(p->ps->dc, DC_NONE, p->tok.span, "expected pattern, found %s", px_descr(&p->tok, buf, sizeof buf));
        diag_span_note(d, box_span, "`box` is a reserved keyword");
        px_emit_recoverable(p, d);
        Pat *pat = px_new_pat(p, PAT_IDENT, box_span);
        pat->ident.ident = (Ident){SYM_box, p->prev.ctxt, box_span};
        if (p_eat(p, TK_AT)) pat->ident.sub = parse_pat_with_range(p, true, "binding pattern");
        pat->span = p_span_from(p, lo);
        return pat;
    }
    Pat *inner = parse_pat_with_range(p, false, NULL);
    Pat *pat = px_new_pat(p, PAT_BOX, p_span_from(p, lo));
    pat->inner = inner;
    return pat;
}

/* ---- structs ---- */

/* `name: pat`, `0: pat`, or shorthand `box? ref? mut? name`. */
static bool parse_pat_field(Parser *p, PatField *f) {
    uint32_t mark = px_mark(p);
    Span lo = p->tok.span;
    if (p_look(p, 1)->kind == TK_COLON) {
        if (p_kind(p) == TK_LIT_INT) {
            f->ident = p_ident_of(&p->tok);
            p_bump(p);
        } else if (!px_parse_ident(p, &f->ident)) {
            return false;
        }
        p_bump(p);
        f->pat = parse_pat_alt(p, false, NULL);
        f->is_shorthand = false;
    } else {
        bool is_box = p_eat_kw(p, SYM_box);
        Span boxed = p->tok.span;
        bool is_ref = p_eat_kw(p, SYM_ref);
        bool is_mut = p_eat_kw(p, SYM_mut);
        if (p_kind(p) == TK_LIT_INT) {
            f->ident = p_ident_of(&p->tok);
            p_bump(p);
        } else if (!px_parse_ident(p, &f->ident)) {
            return false;
        }
        Pat *b = px_new_pat(p, PAT_IDENT, span_new(boxed.lo, p->prev.span.hi));
        b->ident.by_ref = is_ref;
        b->ident.mutbl = is_mut ? MUT_MUT : MUT_NOT;
        b->ident.ident = f->ident;
        if (is_box) {
            Pat *bx = px_new_pat(p, PAT_BOX, p_span_from(p, lo));
            bx->inner = b;
            b = bx;
        }
        f->pat = b;
        f->is_shorthand = true;
    }
    f->span = p_span_from(p, lo);
    return !px_failed(p, mark);
}

/* After a path, at `{`: `S { a, b: p, ref c, .. }`. */
static Pat *parse_pat_struct(Parser *p, Span lo, QSelf *qself, Path path) {
    uint32_t mark = px_mark(p);
    p_bump(p);
    VEC(PatField) fields = {0};
    bool rest = false, ate_comma = true;
    while (p_kind(p) != TK_RBRACE && !p_at_close(p)) {
        AttrList attrs = {0};
        parse_outer_attrs(p, &attrs);
        if (!ate_comma) {
            Diag *d = p_error(p, p->tok.span, "expected `,`");
            p_emit(p, d);
            break;
        }
        ate_comma = false;
        if (p_check(p, TK_DOTDOT) || p_kind(p) == TK_DOTDOTDOT) {
            Span dots = p->tok.span;
            rest = true;
            if (p_kind(p) == TK_DOTDOTDOT) {
                Diag *d = diag_error(p->ps->dc, DC_NONE, p->tok.span, "expected field pattern, found `...`");
                diag_label(d, p->tok.span, true, "help: to omit remaining fields, use one fewer `.`: `..`");
                px_emit_recoverable(p, d);
            }
            p_bump(p);
            if (p_kind(p) == TK_RBRACE) break;
            char buf[300];
            Diag *d = p_error(p, p->tok.span, "expected `}`, found %s", px_descr(&p->tok, buf, sizeof buf));
            if (d) {
                diag_label(d, p->tok.span, true, "expected `}`");
                if (p_kind(p) == TK_COMMA) {
                    diag_label(d, p->tok.span, false, "help: remove this comma");
                    diag_label(d, dots, false, "`..` must be at the end and cannot have a trailing comma");
                }
            }
            p_emit(p, d);
            break;
        }
        PatField f;
        memset(&f, 0, sizeof f);
        f.id = p_new_id(p);
        f.attrs = attrs;
        bool ok = parse_pat_field(p, &f);
        vec_push(&fields, f);
        if (!ok) break;
        ate_comma = p_eat(p, TK_COMMA);
    }
    if (px_failed(p, mark)) {
        /* rustc: report, skip to the `}`, and treat the pattern as `..`. */
        static const TokenKind none[] = {TK__COUNT};
        p_recover_until(p, none);
        px_recovered(p, mark);
        rest = true;
    }
    p_expect(p, TK_RBRACE);
    Pat *pat = px_new_pat(p, PAT_STRUCT, p_span_from(p, lo));
    pat->strukt.qself = qself;
    pat->strukt.path = path;
    pat->strukt.fields = (PatFieldList){P_LIST(p, &fields), fields.len};
    pat->strukt.rest = rest;
    vec_free(&fields);
    return pat;
}

/* ---- the main dispatch ---- */

/* rustc's can_be_ident_pat: an identifier not followed by what would make
 * it a path (`(`, `{`, `::`, `!`, a range). */
static bool can_be_ident_pat(Parser *p) {
    if (!p_check_ident(p) && p->tok.kind != TK_IDENT) return false;
    const Token *t = &p->tok;
    if (p_is_kw(t, SYM_true) || p_is_kw(t, SYM_false) || p_is_kw(t, SYM_in)) return false;
    if (!(t->flags & TF_RAW) && (t->sym == SYM_self || t->sym == SYM_Self || t->sym == SYM_super ||
                                 t->sym == SYM_crate || t->sym == SYM_dollar_crate || t->sym == SYM_PathRoot))
        return false;
    switch ((TokenKind)p_look(p, 1)->kind) {
    case TK_LPAREN: case TK_LBRACE: case TK_DOTDOTDOT: case TK_DOTDOTEQ: case TK_DOTDOT: case TK_PATHSEP: case TK_NOT:
        return false;
    default:
        return true;
    }
}

/* A pattern starting with a path: a macro call, a range, a struct, a tuple
 * struct, or the path itself. */
static Pat *parse_pat_path_start(Parser *p, Span lo) {
    uint32_t mark = px_mark(p);
    QSelf *qself = NULL;
    Path path = parse_path_or_qpath(p, PATH_EXPR, &qself);
    if (px_failed(p, mark)) return pat_err(p, p_span_from(p, lo));
    if (!qself && p_check(p, TK_NOT)) {
        p_bump(p);
        MacCall mac = parse_mac_call_args(p, path);
        Pat *pat = px_new_pat(p, PAT_MAC_CALL, p_span_from(p, lo));
        pat->mac = mac;
        return pat;
    }
    RangeEnd end;
    Span end_span;
    if (eat_range_end(p, &end, &end_span)) {
        Expr *begin = px_new(p, EXPR_PATH, path.span);
        begin->path.qself = qself;
        begin->path.path = path;
        return range_begin_with(p, lo, begin, end, end_span);
    }
    if (p_check(p, TK_LBRACE)) return parse_pat_struct(p, lo, qself, path);
    if (p_check(p, TK_LPAREN)) {
        p_bump(p);
        PatList elems;
        bool trailing;
        parse_pat_seq(p, TK_RPAREN, &elems, &trailing);
        Pat *pat = px_new_pat(p, PAT_TUPLE_STRUCT, p_span_from(p, lo));
        pat->tuple_struct.qself = qself;
        pat->tuple_struct.path = path;
        pat->tuple_struct.elems = elems;
        return pat;
    }
    Pat *pat = px_new_pat(p, PAT_PATH, p_span_from(p, lo));
    pat->path.qself = qself;
    pat->path.path = path;
    return pat;
}

/* `x @ pat` written the wrong way round: `pat @ x` (rustc's
 * recover_intersection_pat). */
static Pat *recover_intersection(Parser *p, Pat *lhs) {
    if (p_kind(p) != TK_AT) return lhs;
    p_bump(p);
    Pat *rhs = parse_pat_with_range(p, true, NULL);
    Span sp = span_to(lhs->span, rhs->span);
    if (rhs->kind == PAT_IDENT && !rhs->ident.sub) {
        rhs->ident.sub = lhs;
        Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "pattern on wrong side of `@`");
        diag_label(d, lhs->span, false, "pattern on the left, should be on the right");
        diag_label(d, rhs->span, false, "binding on the right, should be on the left");
        char *fix = px_pat_to_string(rhs);
        diag_label(d, sp, true, "help: switch the order: `%s`", fix);
        free(fix);
        px_emit_recoverable(p, d);
    } else {
        Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "left-hand side of `@` must be a binding");
        diag_label(d, lhs->span, false, "interpreted as a pattern, not a binding");
        diag_label(d, rhs->span, false, "also a pattern");
        diag_note(d, "bindings are `x`, `mut x`, `ref x`, and `ref mut x`");
        px_emit_recoverable(p, d);
        rhs->kind = PAT_WILD;
    }
    rhs->span = sp;
    return rhs;
}

/* An `expr` or `literal` fragment where a pattern's literal goes: rustc
 * takes it when it is a literal or a negated one. */
static Expr *invis_lit(Parser *p) {
    Span sp = p->tok.span;
    InvisGroup g = p_enter_invis(p);
    Expr *e = parse_expr_res(p, 0);
    p_leave_invis(p, g);
    if (e->kind == EXPR_ERR) return e;
    const Expr *l = e->kind == EXPR_UNARY && e->unary.op == UNOP_NEG ? e->unary.operand : e;
    if (l->kind != EXPR_LIT) {
        Diag *d = p_error(p, sp, "arbitrary expressions aren't allowed in patterns");
        p_emit(p, d);
        return px_err(p, e->span);
    }
    return e;
}

/* A macro fragment where a pattern goes: a `pat` fragment is the whole
 * pattern (rustc's maybe_whole NtPat); an expression or literal one a
 * literal pattern or the start of a range; `$t::X` for a type `$t` a path
 * pattern. NULL (nothing consumed) for other fragments. */
static Pat *parse_invis_pat(Parser *p, Span lo) {
    QSelf *qself = NULL;
    Path path;
    if (p_invis_ty_qpath(p, &qself, &path)) {
        if (!path.nsegs) return pat_err(p, p_span_from(p, lo));
        Pat *pat = px_new_pat(p, PAT_PATH, path.span);
        pat->path.qself = qself;
        pat->path.path = path;
        return pat;
    }
    if (p_at_invis(p, MBE_FRAG_PAT) || p_at_invis(p, MBE_FRAG_PAT_PARAM)) {
        InvisGroup g = p_enter_invis(p);
        Pat *pat = parse_pat(p);
        if (!p_leave_invis(p, g) && pat->kind != PAT_ERR) return pat_err(p, p_span_from(p, lo));
        return pat;
    }
    if (p_at_invis(p, MBE_FRAG_EXPR) || p_at_invis(p, MBE_FRAG_LITERAL)) {
        uint32_t mark = px_mark(p);
        Expr *begin = invis_lit(p);
        if (px_failed(p, mark)) return pat_err(p, p_span_from(p, lo));
        RangeEnd end;
        Span end_span;
        if (eat_range_end(p, &end, &end_span)) return range_begin_with(p, lo, begin, end, end_span);
        Pat *pat = px_new_pat(p, PAT_LIT, begin->span);
        pat->lit = begin;
        return pat;
    }
    return NULL;
}

static Pat *parse_pat_with_range_inner(Parser *p, bool allow_range, const char *expected) {
    Span lo = p->tok.span;
    uint32_t mark = px_mark(p);
    Pat *pat;
    RangeEnd end;
    Span end_span;
    if (p_kind(p) == TK_OPEN_INVIS) {
        Pat *ip = parse_invis_pat(p, lo);
        if (ip) return ip;
    }
    if (p_check(p, TK_AND) || p_kind(p) == TK_ANDAND) {
        p_eat_split(p, TK_AND);
        if (p_kind(p) == TK_LIFETIME) {
            Span sp = p->tok.span;
            Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "unexpected lifetime `%s` in pattern", sym_str(p->tok.sym));
            diag_label(d, sp, true, "help: remove the lifetime");
            px_emit_recoverable(p, d);
            p_bump(p);
        }
        Mutability m = p_eat_kw(p, SYM_mut) ? MUT_MUT : MUT_NOT;
        Pat *sub = parse_pat_with_range(p, false, expected);
        pat = px_new_pat(p, PAT_REF, p_span_from(p, lo));
        pat->ref.pat = sub;
        pat->ref.mutbl = m;
    } else if (p_check(p, TK_LPAREN)) {
        uint32_t open_ctxt = p->tok.ctxt;
        p_bump(p);
        PatList elems;
        bool trailing;
        parse_pat_seq(p, TK_RPAREN, &elems, &trailing);
        if (elems.len == 1 && !trailing && elems.data[0]->kind != PAT_REST) {
            pat = px_new_pat(p, PAT_PAREN, p_span_from(p, lo));
            pat->inner = elems.data[0];
            pat->paren.from_expansion = open_ctxt != 0 || p->prev.ctxt != 0;
        } else {
            pat = px_new_pat(p, PAT_TUPLE, p_span_from(p, lo));
            pat->elems = elems;
        }
    } else if (p_check(p, TK_LBRACKET)) {
        p_bump(p);
        PatList elems;
        bool trailing;
        parse_pat_seq(p, TK_RBRACKET, &elems, &trailing);
        pat = px_new_pat(p, PAT_SLICE, p_span_from(p, lo));
        pat->elems = elems;
    } else if (p_check(p, TK_DOTDOT) && !is_range_end_start(p, 1)) {
        p_bump(p);
        pat = px_new_pat(p, PAT_REST, lo);
    } else if (p_kind(p) == TK_DOTDOTDOT && !is_range_end_start(p, 1)) {
        p_bump(p);
        Diag *d = diag_error(p->ps->dc, DC_NONE, lo, "unexpected `...`");
        diag_label(d, lo, true, "not a valid pattern");
        diag_help(d, "for a rest pattern, use `..` instead of `...`");
        px_emit_recoverable(p, d);
        pat = px_new_pat(p, PAT_REST, lo);
    } else if (eat_range_end(p, &end, &end_span)) {
        /* `..=X`, `...X`, `..X` */
        Expr *hi = parse_range_end(p);
        if (end == RANGE_INCLUDED_DOTDOTDOT) {
            end = RANGE_INCLUDED_DOTDOTEQ;
            Diag *d = diag_error(p->ps->dc, DC_NONE, end_span, "range-to patterns with `...` are not allowed");
            diag_label(d, end_span, true, "help: use `..=` instead");
            px_emit_recoverable(p, d);
        }
        pat = px_new_pat(p, PAT_RANGE, p_span_from(p, lo));
        pat->range.hi = hi;
        pat->range.end = end;
    } else if (p_eat_kw(p, SYM_underscore)) {
        pat = px_new_pat(p, PAT_WILD, lo);
    } else if (p_eat_kw(p, SYM_mut)) {
        pat = parse_pat_ident_mut(p, lo);
    } else if (p_eat_kw(p, SYM_ref)) {
        Mutability m = p_eat_kw(p, SYM_mut) ? MUT_MUT : MUT_NOT;
        pat = parse_pat_ident(p, lo, true, m);
    } else if (p_eat_kw(p, SYM_box)) {
        pat = parse_pat_box(p, lo);
    } else if (px_is_inline_const(p, 0)) {
        Expr *c = parse_const_block_expr(p);
        if (eat_range_end(p, &end, &end_span)) {
            pat = range_begin_with(p, lo, c, end, end_span);
        } else {
            pat = px_new_pat(p, PAT_LIT, p_span_from(p, lo));
            pat->lit = c;
        }
    } else if (can_be_ident_pat(p)) {
        pat = parse_pat_ident(p, lo, false, MUT_NOT);
    } else if (px_is_path_start(p, &p->tok) ||
               (p->tok.kind == TK_IDENT && !p_is_kw(&p->tok, SYM_true) && !p_is_kw(&p->tok, SYM_false) &&
                !p_is_kw(&p->tok, SYM_in))) {
        pat = parse_pat_path_start(p, lo);
    } else if (px_is_lit(&p->tok) || p_kind(p) == TK_MINUS ||
               (p_kind(p) == TK_DOT && p_look(p, 1)->kind == TK_LIT_INT)) {
        Expr *begin = parse_literal_maybe_minus(p);
        if (px_failed(p, mark)) return pat_err(p, lo);
        if (eat_range_end(p, &end, &end_span)) {
            pat = range_begin_with(p, lo, begin, end, end_span);
        } else {
            pat = px_new_pat(p, PAT_LIT, p_span_from(p, lo));
            pat->lit = begin;
        }
    } else {
        char buf[300];
        const char *exp = expected ? expected : "pattern";
        Diag *d = p_error(p, p->tok.span, "expected %s, found %s", exp, p_cur_descr(p, buf, sizeof buf));
        if (d) diag_label(d, p->tok.span, true, "expected %s", exp);
        p_emit(p, d);
        return pat_err(p, lo);
    }
    if (px_failed(p, mark)) return pat;
    pat->span = p_span_from(p, lo);
    pat = recover_intersection(p, pat);
    if (!allow_range && pat->kind == PAT_RANGE && pat->range.end != RANGE_INCLUDED_DOTDOTDOT) {
        Diag *d = diag_error(p->ps->dc, DC_NONE, pat->span, "the range pattern here has ambiguous interpretation");
        char *fix = px_pat_to_string(pat);
        diag_label(d, pat->span, true, "help: add parentheses to clarify the precedence: `(%s)`", fix);
        free(fix);
        px_emit_recoverable(p, d);
    }
    return pat;
}

static Pat *parse_pat_with_range(Parser *p, bool allow_range, const char *expected) {
    if (!p_enter(p)) return pat_err(p, p->tok.span);
    Pat *pat = parse_pat_with_range_inner(p, allow_range, expected);
    p_leave(p);
    return pat;
}
