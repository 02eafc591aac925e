/* path.c — paths, generic arguments, qualified paths, lifetimes and
 * identifiers.
 *
 * Takes tokens from the cursor; gives Path, QSelf, GenericArgs and Ident
 * values (parse.h). A path comes in three styles (parser.h PathStyle):
 * in types `<` starts generic arguments directly (`Vec<u8>`, `Fn(u8) -> u8`),
 * in expressions and patterns they need the turbofish (`Vec::<u8>`), and
 * in `use` trees, visibilities, attributes and macro paths there are none.
 *
 * Failure: a path with no segments (nsegs == 0) means a syntax error was
 * reported; callers give up on the construct.
 */
#include "parser.h"
#include "expr_priv.h"

/* ---- identifiers ---- */

/* `super`, `self`, `Self`, `crate`, `$crate` and the path root: keywords
 * that may be path segments. */
bool p_is_path_segment_kw(const Token *t) {
    if (t->kind != TK_IDENT || (t->flags & TF_RAW)) return false;
    switch (t->sym) {
    case SYM_super: case SYM_self: case SYM_Self: case SYM_crate: case SYM_dollar_crate: case SYM_PathRoot:
        return true;
    default:
        return false;
    }
}

bool p_is_path_start(const Parser *p, const Token *t) {
    switch ((TokenKind)t->kind) {
    case TK_PATHSEP: case TK_LT: case TK_SHL:
        return true;
    case TK_IDENT:
        return p_is_path_segment_kw(t) || p_is_ident(p, t);
    case TK_OPEN_INVIS:
        return p_is_invis(t, MBE_FRAG_PATH); /* rustc's is_whole_path */
    default:
        return false;
    }
}

bool p_check_path(Parser *p) {
    if (p_is_path_start(p, &p->tok)) return true;
    p_expected(p, "path");
    return false;
}

/* rustc's "expected identifier, found X" (which does not list the other
 * expected tokens). */
void p_error_expected_ident(Parser *p) {
    char found[300];
    p_token_descr(&p->tok, found, sizeof found);
    Diag *d = p_error(p, p->tok.span, "expected identifier, found %s", found);
    if (!d) return;
    const Token *t = &p->tok;
    bool kw = t->kind == TK_IDENT && !(t->flags & TF_RAW);
    if (kw && (t->sym == SYM_underscore || t->sym == SYM_dollar_crate))
        diag_label(d, t->span, true, "expected identifier, found reserved identifier");
    else if (kw)
        diag_label(d, t->span, true, "expected identifier, found keyword");
    else if (t->kind == TK_DOC_COMMENT)
        diag_label(d, t->span, true, "expected identifier, found doc comment");
    else
        diag_label(d, t->span, true, "expected identifier");
    /* `fn r#type()`: suggest the raw identifier where one would work. */
    if (kw && t->sym != SYM_underscore && t->sym != SYM_dollar_crate && t->sym != SYM_crate &&
        t->sym != SYM_self && t->sym != SYM_Self && t->sym != SYM_super) {
        TokenKind next = (TokenKind)p_look(p, 1)->kind;
        if (next == TK_EQ || next == TK_COLON || next == TK_COMMA || next == TK_SEMI || next == TK_PATHSEP ||
            next == TK_LBRACE || next == TK_LPAREN || next == TK_RBRACE || next == TK_RPAREN)
            diag_help(d, "escape `%s` to use it as an identifier: `r#%s`", sym_str(t->sym), sym_str(t->sym));
    }
    p_emit(p, d);
}

/* An identifier. A reserved keyword is reported and then accepted (as
 * rustc does, so `struct fn {}` gives one error and parsing goes on); any
 * other token is an error: the result has name 0. */
Ident parse_ident(Parser *p) {
    if (p_is_ident(p, &p->tok)) {
        Ident id = p_ident_of(&p->tok);
        p_bump(p);
        return id;
    }
    if (p->tok.kind == TK_IDENT) {
        /* reported, then taken as the identifier: not a fatal error */
        uint32_t mark = px_mark(p);
        p_error_expected_ident(p);
        px_recovered(p, mark);
        Ident id = p_ident_of(&p->tok);
        p_bump(p);
        return id;
    }
    p_expected(p, "identifier");
    p_error_expected_ident(p);
    return (Ident){0, 0, p->tok.span};
}

/* An identifier or `_` (const items, `as _` renames). */
Ident parse_ident_or_underscore(Parser *p) {
    if (p->tok.kind == TK_IDENT && p->tok.sym == SYM_underscore && !(p->tok.flags & TF_RAW)) {
        Ident id = p_ident_of(&p->tok);
        p_bump(p);
        return id;
    }
    return parse_ident(p);
}

/* ---- lifetimes ---- */

Lifetime parse_lifetime(Parser *p) {
    Lifetime lt = {0};
    if (p->tok.kind != TK_LIFETIME) {
        p_expected(p, "lifetime");
        p_unexpected(p);
        return lt;
    }
    lt.id = p_new_id(p);
    lt.ident = p_ident_of(&p->tok);
    p_bump(p);
    return lt;
}

/* ---- generic arguments ---- */

static bool is_bool_lit(const Token *t) {
    return t->kind == TK_IDENT && !(t->flags & TF_RAW) && (t->sym == SYM_true || t->sym == SYM_false);
}

static bool is_lit_token(const Token *t) {
    switch ((TokenKind)t->kind) {
    case TK_LIT_INT: case TK_LIT_FLOAT: case TK_LIT_CHAR: case TK_LIT_BYTE: case TK_LIT_STR:
    case TK_LIT_RAW_STR: case TK_LIT_BYTE_STR: case TK_LIT_RAW_BYTE_STR: case TK_LIT_C_STR:
    case TK_LIT_RAW_C_STR:
        return true;
    default:
        return is_bool_lit(t);
    }
}

/* rustc's can_begin_const_arg: `{`, a literal, or `-` (or a macro
 * fragment that is an expression, a literal or a block). */
static bool can_begin_const_arg(const Token *t) {
    MbeFrag k = tok_invis_frag(t);
    if (k == MBE_FRAG_EXPR || k == MBE_FRAG_LITERAL || k == MBE_FRAG_BLOCK) return true;
    return t->kind == TK_LBRACE || t->kind == TK_MINUS || is_lit_token(t);
}

/* A block `{ ... }` as an expression (a braced const argument). */
Expr *parse_block_as_expr(Parser *p) {
    Span lo = p_span(p);
    Block *b = parse_block(p);
    if (!b) return NULL;
    Expr *e = P_NEW(p, Expr);
    e->kind = EXPR_BLOCK;
    e->id = p_new_id(p);
    e->span = p_span_from(p, lo);
    e->block.block = b;
    return e;
}

/* const_arg = block | literal | `-` literal. Returns NULL after an error. */
Expr *parse_const_arg(Parser *p) {
    uint32_t mark = px_mark(p);
    Expr *e = p->tok.kind == TK_LBRACE      ? parse_block_as_expr(p)
              : p->tok.kind == TK_OPEN_INVIS ? parse_expr_res(p, R_CONST_EXPR)
                                             : parse_literal_maybe_minus(p);
    if (!e || px_failed(p, mark)) return NULL;
    return e;
}

/* generic_arg = lifetime | const_arg | type */
static bool parse_generic_arg(Parser *p, GenericArg *out, bool *none) {
    *none = false;
    memset(out, 0, sizeof *out);
    Span lo = p_span(p);
    if (p_check_lifetime(p) && !(p_look(p, 1)->kind == TK_PLUS)) {
        out->kind = GA_LIFETIME;
        out->lifetime = parse_lifetime(p);
    } else if (can_begin_const_arg(&p->tok)) {
        out->kind = GA_CONST;
        out->expr = parse_const_arg(p);
        if (!out->expr) return false;
    } else if (p_is_kw(&p->tok, SYM_const) && p_is_ident(p, p_look(p, 1)) && p_look(p, 2)->kind == TK_COLON) {
        /* `Foo<const N: usize>`: a parameter declaration where an argument
         * goes. rustc reports it and takes `N` as the argument. */
        p_bump(p);
        Ident name = p_ident_of(&p->tok);
        p_bump(p);
        p_bump(p);
        Ty *ty = parse_ty(p);
        if (ty->kind == TY_ERR) return false;
        Span sp = p_span_from(p, lo);
        Diag *d = p_error(p, sp, "unexpected `const` parameter declaration");
        if (d) {
            diag_label(d, sp, true, "expected a `const` expression, not a parameter declaration");
            px_emit_recoverable(p, d);
        }
        out->kind = GA_TYPE;
        out->ty = p_new_ty(p, TY_PATH, name.span);
        out->ty->path.path = p_path_from_ident(p, name);
    } else {
        p_expected(p, "a const expression");
        p_expected(p, "type");
        if (!p_can_begin_type(p, 0)) {
            *none = true;
            return true;
        }
        out->kind = GA_TYPE;
        out->ty = parse_ty(p);
        if (out->ty->kind == TY_ERR) return false;
    }
    out->span = p_span_from(p, lo);
    return true;
}

/* angle_arg = generic_arg | IDENT generic_args? (`=` (type | const_arg) | `:` bounds) */
static bool parse_angle_arg(Parser *p, GenericArg *out, bool *none) {
    Span lo = p_span(p);
    if (!parse_generic_arg(p, out, none)) return false;
    if (*none) return true;
    if (out->kind == GA_LIFETIME) return true;
    TokenKind k = (TokenKind)p->tok.kind;
    p_check(p, TK_COLON);
    p_check(p, TK_EQ);
    if (k != TK_COLON && k != TK_EQ) return true;
    /* An associated item constraint: the argument must have been a plain
     * one-segment type path, `Item` or `Item<'a>`. */
    if (out->kind != GA_TYPE || out->ty->kind != TY_PATH || out->ty->path.qself || out->ty->path.path.nsegs != 1)
        return true;
    PathSegment seg = out->ty->path.path.segs[0];
    GenericArg c = {0};
    c.kind = GA_CONSTRAINT;
    c.id = p_new_id(p);
    c.ident = seg.ident;
    c.gen_args = seg.args;
    if (p_eat(p, TK_COLON)) {
        c.is_bound = true;
        if (!parse_bounds_common(p, true, &c.bounds)) return false;
    } else {
        Span eq = p->tok.span;
        p_bump(p); /* `=` */
        GenericArg rhs;
        bool rnone;
        if (!parse_generic_arg(p, &rhs, &rnone)) return false;
        if (rnone && (p->tok.kind == TK_GT || p->tok.kind == TK_COMMA || p->tok.kind == TK_SHR)) {
            /* `Item = >`: rustc reports it and keeps `Item` as a type argument */
            Diag *d = p_error(p, span_new(eq.hi, p->tok.span.lo), "missing type to the right of `=`");
            if (d) {
                diag_help(d, "to constrain the associated type, add a type after `=`");
                diag_help(d, "remove the `=` if `%s` is a type", sym_str(seg.ident.name));
                px_emit_recoverable(p, d);
            }
            return true;
        }
        if (rnone) {
            p_unexpected(p);
            return false;
        }
        if (rhs.kind == GA_LIFETIME) {
            /* `Item = 'a`: rustc reports it and drops the constraint. */
            Span sp = p_span_from(p, lo);
            Diag *d = p_error(p, sp, "associated lifetimes are not supported");
            if (d) {
                diag_label(d, rhs.span, false, "the lifetime is given here");
                diag_help(d, "if you meant to specify a trait object, write `dyn Trait + 'lifetime`");
                px_emit_recoverable(p, d);
            }
        }
        c.ty = rhs.ty;
        c.expr = rhs.expr;
        /* Keep the node well-formed: an error type for the lifetime. */
        if (rhs.kind == GA_LIFETIME) c.ty = p_new_ty(p, TY_ERR, rhs.span);
    }
    c.span = p_span_from(p, lo);
    *out = c;
    return true;
}

/* `<` args `>` — the `<` has been eaten. */
static GenericArgs *parse_angle_args(Parser *p, Span lo) {
    VEC(GenericArg) args = {0};
    GenericArgs *ga = NULL;
    for (;;) {
        GenericArg a;
        bool none;
        if (!parse_angle_arg(p, &a, &none)) goto out;
        if (none) break;
        vec_push(&args, a);
        if (!p_eat(p, TK_COMMA)) break;
    }
    if (!p_eat_split(p, TK_GT)) {
        p_unexpected(p);
        goto out;
    }
    ga = P_NEW(p, GenericArgs);
    ga->span = p_span_from(p, lo);
    ga->args = P_LIST(p, &args);
    ga->nargs = args.len;
out:
    vec_free(&args);
    return ga;
}

/* Parses `(T, U)` (a parenthesised list of types, trailing comma allowed)
 * into *out; *trailing says whether the last type was followed by a comma.
 * The current token is `(`. Returns false after an error. */
bool parse_paren_ty_list(Parser *p, TyList *out, bool *trailing) {
    VEC(Ty *) tys = {0};
    bool ok = false;
    bool tr = false;
    p_expect(p, TK_LPAREN);
    for (;;) {
        if (p_check(p, TK_RPAREN)) break;
        if (tys.len && !p_expect(p, TK_COMMA)) goto out;
        tr = tys.len > 0;
        if (p_check(p, TK_RPAREN)) break;
        Ty *t = parse_ty(p);
        if (t->kind == TY_ERR) goto out;
        vec_push(&tys, t);
        tr = false;
    }
    p_bump(p);
    ok = true;
out:
    out->data = P_LIST(p, &tys);
    out->len = tys.len;
    if (trailing) *trailing = tr;
    vec_free(&tys);
    return ok;
}

/* `(A, B) -> C` — Fn sugar; the current token is `(`. */
static GenericArgs *parse_paren_args(Parser *p) {
    Span lo = p_span(p);
    GenericArgs *ga = P_NEW(p, GenericArgs);
    ga->parenthesized = true;
    if (!parse_paren_ty_list(p, &ga->inputs, NULL)) return NULL;
    if (p_eat(p, TK_RARROW)) {
        ga->output = parse_ty_no_plus(p);
        if (ga->output->kind == TY_ERR) return NULL;
    }
    ga->span = p_span_from(p, lo);
    return ga;
}

/* ---- paths ---- */

static bool is_args_start(const Token *t) {
    return t->kind == TK_LT || t->kind == TK_SHL || t->kind == TK_LPAREN || t->kind == TK_LARROW;
}

/* segment = ident (`::`? generic_args)? */
static bool parse_path_segment(Parser *p, PathStyle style, PathSegment *seg) {
    memset(seg, 0, sizeof *seg);
    if (p_is_path_segment_kw(&p->tok)) {
        seg->ident = p_ident_of(&p->tok);
        p_bump(p);
    } else {
        seg->ident = parse_ident(p);
        if (!seg->ident.name) return false;
    }
    seg->id = p_new_id(p);
    bool args = false;
    if (style == PATH_TYPE) {
        p_expected(p, "`<`");
        p_expected(p, "`(`");
        args = is_args_start(&p->tok);
    }
    if (!args && style != PATH_MOD && p_check(p, TK_PATHSEP) && is_args_start(p_look(p, 1))) args = true;
    if (!args) return true;
    p_eat(p, TK_PATHSEP);
    Span lo = p_span(p);
    if (p_eat_split(p, TK_LT))
        seg->args = parse_angle_args(p, lo);
    else if (p->tok.kind == TK_LPAREN)
        seg->args = parse_paren_args(p);
    else {
        p_unexpected(p);
        return false;
    }
    return seg->args != NULL;
}

static bool is_import_coupler(const Parser *p) {
    if (p->tok.kind != TK_PATHSEP) return false;
    TokenKind k = (TokenKind)p_look(p, 1)->kind;
    return k == TK_LBRACE || k == TK_STAR;
}

typedef VEC(PathSegment) SegVec;

/* segments = segment (`::` segment)*, stopping before `::{` and `::*`. */
static bool parse_path_segments(Parser *p, PathStyle style, SegVec *segs) {
    for (;;) {
        PathSegment seg;
        if (!parse_path_segment(p, style, &seg)) return false;
        vec_push(segs, seg);
        if (is_import_coupler(p) || !p_eat(p, TK_PATHSEP)) return true;
    }
}

static Path finish_path(Parser *p, SegVec *segs, Span lo, bool ok) {
    Path path = {0};
    if (ok) {
        path.span = p_span_from(p, lo);
        path.segs = P_LIST(p, segs);
        path.nsegs = segs->len;
    }
    vec_free(segs);
    return path;
}

static PathSegment path_root_segment(Parser *p, Span at) {
    PathSegment s = {0};
    s.ident = (Ident){SYM_PathRoot, p->tok.ctxt, span_new(at.lo, at.lo)};
    s.id = p_new_id(p);
    return s;
}

/* A macro fragment where a path goes (rustc's maybe_whole NtPath, and
 * NtTy when the type is a plain path): the path inside. */
static Path parse_invis_path(Parser *p) {
    bool is_ty = p_at_invis(p, MBE_FRAG_TY);
    InvisGroup g = p_enter_invis(p);
    Path path = {0};
    if (is_ty) {
        Span lo = p_span(p);
        Ty *t = parse_ty(p);
        if (t->kind == TY_PATH && !t->path.qself) {
            path = t->path.path;
        } else if (t->kind != TY_ERR) {
            Diag *d = p_error(p, p_span_from(p, lo), "expected a path, found a type");
            p_emit(p, d);
        }
    } else {
        /* The `path` fragment was matched with type-style generics. */
        path = parse_path(p, PATH_TYPE);
    }
    if (!p_leave_invis(p, g)) path.nsegs = 0;
    return path;
}

bool p_invis_ty_qpath(Parser *p, QSelf **qself, Path *path) {
    if (!p_at_invis(p, MBE_FRAG_TY) || p_look_past_tree(p)->kind != TK_PATHSEP) return false;
    Span ty_span = p->tok.span;
    InvisGroup g = p_enter_invis(p);
    Ty *ty = parse_ty(p);
    bool ok = p_leave_invis(p, g) && ty->kind != TY_ERR;
    memset(path, 0, sizeof *path);
    *qself = NULL;
    if (!ok) return true;
    p_bump(p); /* `::` */
    Path rest = parse_path(p, PATH_EXPR);
    if (!rest.nsegs) return true;
    rest.span = span_to(ty_span, rest.span);
    /* rustc's maybe_recover_from_bad_qpath_stage_2 */
    Diag *d = p_error(p, rest.span, "missing angle brackets in associated item path");
    if (d) {
        StrBuf sb = {0};
        const SourceFile *f = sm_file_at(p->ps->sm, ty_span.lo);
        if (f && ty_span.hi >= ty_span.lo && ty_span.hi <= f->start + f->len)
            sb_putn(&sb, f->src + (ty_span.lo - f->start), ty_span.hi - ty_span.lo);
        else
            ast_print_ty(&sb, ty);
        StrBuf ps = {0};
        ast_print_path(&ps, &rest);
        diag_label(d, rest.span, true, "help: try: `<%s>::%s`", sb_cstr(&sb), sb_cstr(&ps));
        sb_free(&sb);
        sb_free(&ps);
        px_emit_recoverable(p, d);
    }
    QSelf *q = P_NEW(p, QSelf);
    q->ty = ty;
    q->path_span = span_new(ty_span.hi, ty_span.hi);
    q->position = 0;
    *qself = q;
    *path = rest;
    return true;
}

/* path = `::`? segments */
Path parse_path(Parser *p, PathStyle style) {
    if (p_at_invis(p, MBE_FRAG_PATH) || p_at_invis(p, MBE_FRAG_TY)) return parse_invis_path(p);
    Span lo = p_span(p);
    SegVec segs = {0};
    if (p_eat(p, TK_PATHSEP)) vec_push(&segs, path_root_segment(p, lo));
    bool ok = parse_path_segments(p, style, &segs);
    return finish_path(p, &segs, lo, ok);
}

/* A path from a single identifier (e.g. `Self` in a self parameter). */
Path p_path_from_ident(Parser *p, Ident id) {
    Path path = {0};
    PathSegment *seg = P_NEW(p, PathSegment);
    seg->ident = id;
    seg->id = p_new_id(p);
    path.segs = seg;
    path.nsegs = 1;
    path.span = id.span;
    return path;
}

/* qpath = `<` type (`as` type_path)? `>` `::` segments — the current
 * token is `<` or starts with it (`<<`). */
bool parse_qpath(Parser *p, PathStyle style, QSelf **qself, Path *path) {
    Span lo = p_span(p);
    memset(path, 0, sizeof *path);
    *qself = NULL;
    if (!p_eat_split(p, TK_LT)) {
        p_unexpected(p);
        return false;
    }
    Ty *ty = parse_ty(p);
    if (ty->kind == TY_ERR) return false;
    SegVec segs = {0};
    Span path_span = span_new(p_span(p).lo, p_span(p).lo);
    if (p_eat_kw(p, SYM_as)) {
        Span plo = p_span(p);
        Path tp = parse_path(p, PATH_TYPE);
        if (!tp.nsegs) return false;
        for (uint32_t i = 0; i < tp.nsegs; i++) vec_push(&segs, tp.segs[i]);
        path_span = p_span_from(p, plo);
    }
    uint32_t position = segs.len;
    if (!p_eat_split(p, TK_GT) || !p_expect(p, TK_PATHSEP)) {
        if (p->last_error_pos != p->pos) p_unexpected(p);
        vec_free(&segs);
        return false;
    }
    bool ok = parse_path_segments(p, style, &segs);
    *path = finish_path(p, &segs, lo, ok);
    if (!ok) return false;
    QSelf *q = P_NEW(p, QSelf);
    q->ty = ty;
    q->path_span = path_span;
    q->position = position;
    *qself = q;
    return true;
}

/* After `path !`: the delimited token tree of a macro call. */
MacCall parse_mac_call_args(Parser *p, Path path) {
    MacCall m = {0};
    m.path = path;
    TokenKind k = (TokenKind)p->tok.kind;
    p_expected(p, "`(`");
    p_expected(p, "`[`");
    p_expected(p, "`{`");
    if (k != TK_LPAREN && k != TK_LBRACKET && k != TK_LBRACE) {
        p_unexpected(p);
        m.delim = DELIM_NONE;
        return m;
    }
    m.tokens = p_delimited_tokens(p, &m.delim);
    m.span = p_span_from(p, path.span);
    return m;
}

Path parse_path_or_qpath(Parser *p, PathStyle style, QSelf **qself) {
    if (p_kind(p) != TK_LT && p_kind(p) != TK_SHL) return parse_path(p, style);
    Path path;
    memset(&path, 0, sizeof path);
    parse_qpath(p, style, qself, &path);
    return path;
}
