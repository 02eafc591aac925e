/* ty.c — types.
 *
 * Takes tokens; gives Ty nodes. Grammar (rustc's parse_ty_common):
 *   type = `(` types `)` | `!` | `*` (`const`|`mut`) type_no_plus
 *        | `[` type (`;` anon_const)? `]` | `&` lifetime? `mut`? type_no_plus
 *        | `typeof` `(` anon_const `)` | `_` | bare_fn | `for<..>` (bare_fn | poly_trait)
 *        | `impl` bounds | `dyn` bounds | qpath | path (`!` mac_args | `+` bounds)?
 *        | bounds (2015 bare trait object) | `...` (C-variadic params only)
 *
 * Failure: parse_ty never returns NULL; after a syntax error it returns a
 * TY_ERR node (the error has been reported) and callers give up on the
 * construct they were parsing.
 */
#include "parser.h"
#include "expr_priv.h"

Ty *p_new_ty(Parser *p, TyKind kind, Span span) {
    Ty *t = P_NEW(p, Ty);
    t->kind = kind;
    t->id = p_new_id(p);
    t->span = span;
    return t;
}

static Ty *ty_err(Parser *p, Span lo) {
    p->had_error = true;
    return p_new_ty(p, TY_ERR, span_new(lo.lo, p->tok.span.lo > lo.lo ? p->tok.span.lo : lo.hi));
}

/* ---- can this token begin a type? ---- */

static bool ident_can_begin_type(const Parser *p, const Token *t) {
    if (t->flags & TF_RAW) return true;
    if (p_is_path_segment_kw(t)) return true;
    switch (t->sym) {
    case SYM_underscore: case SYM_for: case SYM_impl: case SYM_fn: case SYM_unsafe: case SYM_extern:
    case SYM_typeof: case SYM_dyn:
        return true;
    default:
        return p_is_ident(p, t);
    }
}

static bool tok_can_begin_type(const Parser *p, const Token *t) {
    switch ((TokenKind)t->kind) {
    case TK_IDENT:
        return ident_can_begin_type(p, t);
    case TK_LPAREN: case TK_LBRACKET: case TK_NOT: case TK_STAR: case TK_AND: case TK_ANDAND:
    case TK_QUESTION: case TK_LIFETIME: case TK_LT: case TK_SHL: case TK_PATHSEP:
        return true;
    case TK_OPEN_INVIS: /* rustc: interpolated types and paths */
        return p_is_invis(t, MBE_FRAG_TY) || p_is_invis(t, MBE_FRAG_PATH);
    default:
        return false;
    }
}

bool p_can_begin_type(const Parser *p, uint32_t n) { return tok_can_begin_type(p, p_look(p, n)); }

/* ---- function front matter (shared with items) ---- */

static bool is_fn_qual(const Token *t) {
    return p_is_kw(t, SYM_const) || p_is_kw(t, SYM_async) || p_is_kw(t, SYM_unsafe) || p_is_kw(t, SYM_extern);
}

static bool is_lit_maybe_minus(const Token *t) {
    switch ((TokenKind)t->kind) {
    case TK_LIT_INT: case TK_LIT_FLOAT: case TK_LIT_CHAR: case TK_LIT_BYTE: case TK_LIT_STR:
    case TK_LIT_RAW_STR: case TK_LIT_BYTE_STR: case TK_LIT_RAW_BYTE_STR: case TK_LIT_C_STR:
    case TK_LIT_RAW_C_STR: case TK_MINUS:
        return true;
    default:
        return p_is_kw(t, SYM_true) || p_is_kw(t, SYM_false);
    }
}

/* `unsafe extern "abi"? {` — an unsafe extern block, not an fn. */
bool p_is_unsafe_foreign_mod(const Parser *p) {
    if (!p_is_kw(&p->tok, SYM_unsafe) || !p_is_kw(p_look(p, 1), SYM_extern)) return false;
    uint32_t n = is_lit_maybe_minus(p_look(p, 2)) ? 3 : 2;
    return p_look(p, n)->kind == TK_LBRACE;
}

/* Does an fn start here (`fn`, or qualifiers `const async unsafe extern
 * "abi"` before one)? `check_pub` also accepts a misplaced `pub` among
 * the qualifiers (for the error message). Over-approximates like rustc:
 * two qualifiers in a row are enough. */
bool p_check_fn_front_matter(Parser *p, bool check_pub) {
    if (p_check_kw(p, SYM_fn)) return true;
    bool qual = p_check_kw(p, SYM_const) | p_check_kw(p, SYM_async) | p_check_kw(p, SYM_unsafe) |
                p_check_kw(p, SYM_extern);
    if (check_pub) qual |= p_is_kw(&p->tok, SYM_pub);
    if (qual) {
        const Token *t1 = p_look(p, 1);
        if (p_is_kw(t1, SYM_fn)) return true;
        /* `$qual $qual`, where the second is a reserved keyword (rules out
         * 2015's `const async: T`) and this is not `unsafe extern {`. */
        bool q2 = is_fn_qual(t1) || (check_pub && p_is_kw(t1, SYM_pub));
        if (q2 && sym_is_keyword(t1->sym, p->ps->edition) && !p_is_unsafe_foreign_mod(p)) return true;
    }
    if (p_is_kw(&p->tok, SYM_extern) && p_is_invis(p_look(p, 1), MBE_FRAG_LITERAL)) {
        /* `extern $abi fn` with a `literal` fragment: look past the group */
        uint32_t open = p->pos + 1;
        uint32_t close = open < p->ntoks ? p->match[open] : UINT32_MAX;
        return close != UINT32_MAX && close + 1 < p->ntoks && p_is_kw(&p->toks[close + 1], SYM_fn);
    }
    return p_is_kw(&p->tok, SYM_extern) && is_lit_maybe_minus(p_look(p, 1)) && p_is_kw(p_look(p, 2), SYM_fn);
}

/* The ABI string after `extern` (has_extern and span are the caller's). */
void parse_abi_after_extern(Parser *p, Extern *e) {
    if ((p_at_invis(p, MBE_FRAG_LITERAL) || p_at_invis(p, MBE_FRAG_EXPR)) && p->pos + 2 < p->ntoks &&
        (p_look(p, 1)->kind == TK_LIT_STR || p_look(p, 1)->kind == TK_LIT_RAW_STR) &&
        p_look(p, 2)->kind == TK_CLOSE_INVIS) {
        /* a string literal fragment (rustc's Lit::from_token takes it) */
        InvisGroup g = p_enter_invis(p);
        parse_abi_after_extern(p, e);
        p_leave_invis(p, g);
        return;
    }
    TokenKind k = (TokenKind)p->tok.kind;
    if (k == TK_LIT_STR || k == TK_LIT_RAW_STR) {
        if (p->tok.suffix) {
            Diag *d = p_error(p, p->tok.span, "suffixes on a string literal are invalid");
            if (d) {
                diag_label(d, p->tok.span, true, "invalid suffix `%s`", sym_str(p->tok.suffix));
                px_emit_recoverable(p, d);
            }
        }
        e->abi = p->tok.sym;
        p_bump(p);
    } else if (is_lit_maybe_minus(&p->tok) && k != TK_MINUS && !p_is_kw(&p->tok, SYM_true) &&
               !p_is_kw(&p->tok, SYM_false)) {
        Diag *d = p_error(p, p->tok.span, "non-string ABI literal");
        if (d) {
            diag_help(d, "specify the ABI with a string literal: `\"C\"`");
            px_emit_recoverable(p, d);
        }
        p_bump(p);
    }
}

/* abi = `extern` string literal? */
Extern parse_extern_abi(Parser *p) {
    Extern e = {0};
    if (!p_eat_kw(p, SYM_extern)) return e;
    e.has_extern = true;
    e.span = p->prev.span;
    parse_abi_after_extern(p, &e);
    e.span = p_span_from(p, e.span);
    return e;
}

/* fn_front_matter = `const`? `async`? `unsafe`? (`extern` abi?)? `fn` */
bool parse_fn_front_matter(Parser *p, FnHeader *h) {
    memset(h, 0, sizeof *h);
    Span lo = p_span(p);
    h->is_const = p_eat_kw(p, SYM_const);
    h->is_async = p_eat_kw(p, SYM_async);
    if (h->is_async && p->ps->edition == ED_2015) {
        /* rustc reports this and goes on. */
        Diag *d = diag_error(p->ps->dc, DC_E0670, p->prev.span, "`async fn` is not permitted in Rust 2015");
        diag_label(d, p->prev.span, true, "to use `async fn`, switch to Rust 2018 or later");
        diag_help(d, "pass `--edition 2021` to `rustc`");
        diag_note(d, "for more on editions, read https://doc.rust-lang.org/edition-guide");
        px_emit_recoverable(p, d);
        p->had_error = true;
    }
    h->unsafety = p_eat_kw(p, SYM_unsafe) ? UNSAFETY_YES : UNSAFETY_NO;
    h->ext = parse_extern_abi(p);
    if (!p_eat_kw(p, SYM_fn)) {
        p_unexpected(p);
        return false;
    }
    h->span = p_span_from(p, lo);
    return true;
}

/* ---- types ---- */

static Ty *parse_ty_common(Parser *p, bool allow_plus, bool allow_cvariadic);

/* The bounds after a first trait path: `Path + Bound + ...`. */
static Ty *remaining_bounds(Parser *p, Span lo, GenericBound first, bool parse_plus) {
    VEC(GenericBound) bounds = {0};
    vec_push(&bounds, first);
    bool ok = true;
    if (parse_plus) {
        p_eat_split(p, TK_PLUS);
        GenericBoundList more;
        ok = parse_bounds_common(p, true, &more);
        for (uint32_t i = 0; i < more.len; i++) vec_push(&bounds, more.data[i]);
    }
    Ty *t = p_new_ty(p, TY_TRAIT_OBJECT, p_span_from(p, lo));
    t->trait_object.bounds.data = P_LIST(p, &bounds);
    t->trait_object.bounds.len = bounds.len;
    vec_free(&bounds);
    return ok ? t : ty_err(p, lo);
}

static GenericBound bound_from_path(Parser *p, GenericParamList binder, Path path, Span lo) {
    GenericBound b = {0};
    b.kind = BOUND_TRAIT;
    b.bound_generic_params = binder;
    b.trait_path = path;
    b.trait_ref_id = p_new_id(p);
    b.span = p_span_from(p, lo);
    return b;
}

/* `(` ... `)`: the unit type, a tuple, or a parenthesised type. */
static Ty *parse_tuple_or_parens(Parser *p, Span lo, bool allow_plus) {
    VEC(Ty *) tys = {0};
    bool trailing = false, trailing_plus = false;
    uint32_t open_ctxt = p->tok.ctxt;
    p_bump(p); /* `(` */
    for (;;) {
        if (p_check(p, TK_RPAREN)) break;
        if (tys.len) {
            if (!p_expect(p, TK_COMMA)) goto fail;
            trailing = true;
            if (p_check(p, TK_RPAREN)) break;
        }
        Ty *t = parse_ty(p);
        if (t->kind == TY_ERR) goto fail;
        trailing_plus = p->prev.kind == TK_PLUS;
        vec_push(&tys, t);
        trailing = false;
    }
    p_bump(p); /* `)` */
    if (tys.len == 1 && !trailing) {
        Ty *inner = tys.data[0];
        vec_free(&tys);
        bool maybe_bounds = allow_plus && (p->tok.kind == TK_PLUS || p->tok.kind == TK_PLUSEQ);
        if (maybe_bounds && inner->kind == TY_PATH && !inner->path.qself) {
            GenericParamList none = {0};
            return remaining_bounds(p, lo, bound_from_path(p, none, inner->path.path, lo), true);
        }
        if (maybe_bounds && inner->kind == TY_TRAIT_OBJECT && !inner->trait_object.dyn &&
            inner->trait_object.bounds.len == 1 && !trailing_plus)
            return remaining_bounds(p, lo, inner->trait_object.bounds.data[0], true);
        Ty *t = p_new_ty(p, TY_PAREN, p_span_from(p, lo));
        t->elem = inner;
        t->paren.from_expansion = open_ctxt != 0 || p->prev.ctxt != 0;
        return t;
    }
    Ty *t = p_new_ty(p, TY_TUP, p_span_from(p, lo));
    t->tup.data = P_LIST(p, &tys);
    t->tup.len = tys.len;
    vec_free(&tys);
    return t;
fail:
    vec_free(&tys);
    return ty_err(p, lo);
}

/* `*` (`const` | `mut`) type_no_plus — after `*`. */
static Ty *parse_ptr(Parser *p, Span lo) {
    Mutability m = MUT_NOT;
    if (p_eat_kw(p, SYM_mut)) {
        m = MUT_MUT;
    } else if (!p_eat_kw(p, SYM_const)) {
        Span sp = p->prev.span;
        Diag *d = p_error(p, sp, "expected mut or const in raw pointer type");
        if (d) {
            diag_label(d, sp, true, "expected mut or const in raw pointer type");
            diag_help(d, "use `*mut T` or `*const T` as appropriate");
            px_emit_recoverable(p, d);
        }
    }
    Ty *inner = parse_ty_no_plus(p);
    if (inner->kind == TY_ERR) return inner;
    Ty *t = p_new_ty(p, TY_PTR, p_span_from(p, lo));
    t->ptr.mutbl = m;
    t->ptr.ty = inner;
    return t;
}

/* `[` type (`;` anon_const)? `]` — after `[`. */
static Ty *parse_array_or_slice(Parser *p, Span lo) {
    Ty *elem = parse_ty(p);
    if (elem->kind == TY_ERR) return elem;
    Ty *t;
    if (p_eat(p, TK_SEMI)) {
        uint32_t mark = px_mark(p);
        Expr *len = parse_anon_const(p);
        if (!len || px_failed(p, mark)) return ty_err(p, lo);
        if (!p_expect(p, TK_RBRACKET)) return ty_err(p, lo);
        t = p_new_ty(p, TY_ARRAY, p_span_from(p, lo));
        t->array.elem = elem;
        t->array.len = len;
    } else {
        if (!p_expect(p, TK_RBRACKET)) return ty_err(p, lo);
        t = p_new_ty(p, TY_SLICE, p_span_from(p, lo));
        t->elem = elem;
    }
    return t;
}

/* `&` lifetime? `mut`? type_no_plus — after `&` (or the first `&` of `&&`). */
static Ty *parse_borrowed(Parser *p, Span lo) {
    Lifetime *lt = NULL;
    if (p_check_lifetime(p)) {
        lt = P_NEW(p, Lifetime);
        *lt = parse_lifetime(p);
    }
    Mutability m = p_eat_kw(p, SYM_mut) ? MUT_MUT : MUT_NOT;
    if (p->tok.kind == TK_LIFETIME && m == MUT_MUT && !lt && p_look(p, 1)->kind != TK_PLUS) {
        /* `&mut 'a T` (with a `+` after the lifetime, E0178 says more) */
        Span sp = span_to(lo, p->tok.span);
        Diag *d = p_error(p, sp, "lifetime must precede `mut`");
        if (d) {
            diag_label(d, sp, true, "help: place the lifetime before `mut`: `&%s mut`", sym_str(p->tok.sym));
            px_emit_recoverable(p, d);
        }
        lt = P_NEW(p, Lifetime);
        *lt = parse_lifetime(p);
    }
    if (m == MUT_NOT && p_is_kw(&p->tok, SYM_dyn) && p_is_kw(p_look(p, 1), SYM_mut)) {
        /* `&dyn mut T` for `&mut dyn T`: reported, then read as meant. */
        Span sp = span_to(lo, p_look(p, 1)->span);
        Diag *d = p_error(p, sp, "`mut` must precede `dyn`");
        if (d) {
            diag_label(d, sp, true, "help: place `mut` before `dyn`: `&mut dyn`");
            px_emit_recoverable(p, d);
        }
        m = MUT_MUT;
        p_bump(p);
        p->tok.sym = SYM_dyn; /* the `mut` token stands for the `dyn` */
    }
    Ty *inner = parse_ty_no_plus(p);
    if (inner->kind == TY_ERR) return inner;
    Ty *t = p_new_ty(p, TY_REF, p_span_from(p, lo));
    t->ref.lifetime = lt;
    t->ref.mutbl = m;
    t->ref.ty = inner;
    return t;
}

/* bare_fn = for_lifetimes? fn_front_matter `(` params `)` (`->` type_no_plus)? */
static Ty *parse_bare_fn(Parser *p, Span lo, GenericParamList binder) {
    FnHeader h;
    if (!parse_fn_front_matter(p, &h)) return ty_err(p, lo);
    FnDecl decl;
    bool variadic = false;
    if (!parse_fn_decl_ex(p, FNDECL_BARE, &decl, &variadic)) return ty_err(p, lo);
    Span whole = p_span_from(p, lo);
    if (h.is_const || h.is_async) {
        const char *q = h.is_const ? "const" : "async";
        Diag *d = p_error(p, whole, "an `fn` pointer type cannot be `%s`", q);
        if (d) {
            diag_label(d, whole, true, "`%s` because of this", q);
            px_emit_recoverable(p, d);
        }
    }
    Ty *t = p_new_ty(p, TY_BARE_FN, whole);
    t->bare_fn.unsafety = h.unsafety;
    t->bare_fn.ext = h.ext;
    t->bare_fn.generic_params = binder;
    t->bare_fn.decl = decl;
    t->bare_fn.c_variadic = variadic;
    return t;
}

/* `dyn` is a keyword from 2018; in 2015 it starts a trait object only if a
 * bound follows (and not a path continuation like `dyn::x`). */
static bool is_explicit_dyn_type(Parser *p) {
    if (!p_check_kw(p, SYM_dyn)) return false;
    if (p->ps->edition >= ED_2018) return true;
    const Token *t = p_look(p, 1);
    if (t->kind == TK_PATHSEP || t->kind == TK_LT || t->kind == TK_SHL) return false;
    return p_is_path_start(p, t) || t->kind == TK_LIFETIME || t->kind == TK_QUESTION || p_is_kw(t, SYM_for) ||
           t->kind == TK_LPAREN || t->kind == TK_STAR;
}

/* A type starting with a path: `Path`, `Path!(..)`, `Path + Bounds`. */
static Ty *parse_path_start_ty(Parser *p, Span lo, bool allow_plus) {
    Path path = parse_path(p, PATH_TYPE);
    if (!path.nsegs) return ty_err(p, lo);
    if (p_eat(p, TK_NOT)) {
        MacCall m = parse_mac_call_args(p, path);
        if (m.delim == DELIM_NONE) return ty_err(p, lo);
        Ty *t = p_new_ty(p, TY_MAC_CALL, p_span_from(p, lo));
        t->mac = m;
        return t;
    }
    if (allow_plus && p_check_split(p, TK_PLUS)) {
        GenericParamList none = {0};
        return remaining_bounds(p, lo, bound_from_path(p, none, path, lo), true);
    }
    Ty *t = p_new_ty(p, TY_PATH, p_span_from(p, lo));
    t->path.path = path;
    return t;
}

static Ty *parse_ty_kind(Parser *p, bool allow_plus, bool allow_cvariadic, bool *impl_dyn_multi) {
    Span lo = p_span(p);
    if (p_check(p, TK_LPAREN)) return parse_tuple_or_parens(p, lo, allow_plus);
    if (p_eat(p, TK_NOT)) return p_new_ty(p, TY_NEVER, lo);
    if (p_eat(p, TK_STAR)) return parse_ptr(p, lo);
    if (p_eat(p, TK_LBRACKET)) return parse_array_or_slice(p, lo);
    if (p_check(p, TK_AND) || p_check(p, TK_ANDAND)) {
        p_eat_split(p, TK_AND);
        return parse_borrowed(p, lo);
    }
    if (p_is_kw(&p->tok, SYM_typeof)) {
        p_bump(p);
        if (!p_expect(p, TK_LPAREN)) return ty_err(p, lo);
        uint32_t mark = px_mark(p);
        Expr *e = parse_anon_const(p);
        if (!e || px_failed(p, mark) || !p_expect(p, TK_RPAREN)) return ty_err(p, lo);
        Ty *t = p_new_ty(p, TY_TYPEOF, p_span_from(p, lo));
        t->typeof_expr = e;
        return t;
    }
    if (p_eat_kw(p, SYM_underscore)) return p_new_ty(p, TY_INFER, lo);
    if (p_check_fn_front_matter(p, false)) {
        GenericParamList none = {0};
        return parse_bare_fn(p, lo, none);
    }
    if (p_check_kw(p, SYM_for)) {
        /* `for<'a> fn(&'a u8)` or `for<'a> Trait<'a> + Other` */
        uint32_t mark = px_mark(p);
        GenericParamList binder = parse_late_bound_lifetime_defs(p);
        if (px_failed(p, mark)) return ty_err(p, lo);
        if (p_check_fn_front_matter(p, false)) return parse_bare_fn(p, lo, binder);
        Path path = parse_path(p, PATH_TYPE);
        if (!path.nsegs) return ty_err(p, lo);
        bool plus = allow_plus && p_check_split(p, TK_PLUS);
        return remaining_bounds(p, lo, bound_from_path(p, binder, path, lo), plus);
    }
    if (p_eat_kw(p, SYM_impl)) {
        Ty *t = p_new_ty(p, TY_IMPL_TRAIT, lo);
        t->impl_trait.id = p_new_id(p);
        if (!parse_bounds_common(p, true, &t->impl_trait.bounds)) return ty_err(p, lo);
        *impl_dyn_multi = t->impl_trait.bounds.len > 1 || p->prev.kind == TK_PLUS;
        t->span = p_span_from(p, lo);
        return t;
    }
    if (is_explicit_dyn_type(p)) {
        p_bump(p);
        Ty *t = p_new_ty(p, TY_TRAIT_OBJECT, lo);
        t->trait_object.dyn = true;
        if (!parse_bounds_common(p, true, &t->trait_object.bounds)) return ty_err(p, lo);
        *impl_dyn_multi = t->trait_object.bounds.len > 1 || p->prev.kind == TK_PLUS;
        t->span = p_span_from(p, lo);
        return t;
    }
    if (p_check_split(p, TK_LT)) {
        Ty *t = p_new_ty(p, TY_PATH, lo);
        if (!parse_qpath(p, PATH_TYPE, &t->path.qself, &t->path.path)) return ty_err(p, lo);
        t->span = p_span_from(p, lo);
        return t;
    }
    if (p_check_path(p)) return parse_path_start_ty(p, lo, allow_plus);
    if (p_can_begin_bound(p)) {
        /* A 2015 bare trait object: `Trait + Send`, `?Sized`, `'a + Trait`. */
        bool lt_no_plus = p->tok.kind == TK_LIFETIME && p_look(p, 1)->kind != TK_PLUS;
        Ty *t = p_new_ty(p, TY_TRAIT_OBJECT, lo);
        if (!parse_bounds_common(p, allow_plus, &t->trait_object.bounds)) return ty_err(p, lo);
        t->span = p_span_from(p, lo);
        if (lt_no_plus) {
            Diag *d = p_error(p, lo, "lifetime in trait object type must be followed by `+`");
            px_emit_recoverable(p, d);
        }
        return t;
    }
    if (p_eat(p, TK_DOTDOTDOT)) {
        if (allow_cvariadic) return p_new_ty(p, TY_CVARARGS, lo);
        Diag *d = p_error(p, lo, "C-variadic type `...` may not be nested inside another type");
        if (d) d->code = DC_E0743;
        px_emit_recoverable(p, d);
        return p_new_ty(p, TY_ERR, lo);
    }
    char found[300];
    p_cur_descr(p, found, sizeof found);
    Diag *d = p_error(p, p->tok.span, "expected type, found %s", found);
    if (d) {
        diag_label(d, p->tok.span, true, "expected type");
        p_emit(p, d);
    }
    return ty_err(p, lo);
}

/* `&A + B` where `+` is not allowed: rustc's E0178 and "ambiguous `+`";
 * and `T?`, which is not a type. */
static Ty *check_plus(Parser *p, Ty *t, bool allow_plus, bool impl_dyn_multi) {
    if (t->kind == TY_ERR) return t;
    if (!allow_plus && impl_dyn_multi) {
        const char *what = t->kind == TY_IMPL_TRAIT ? "impl" : "dyn";
        Diag *d = p_error(p, t->span, "ambiguous `+` in a type");
        if (d) {
            diag_help(d, "use parentheses to disambiguate: `(%s ...)`", what);
            px_emit_recoverable(p, d);
        }
        return t;
    }
    if (allow_plus && (p->tok.kind == TK_PLUS || p->tok.kind == TK_PLUSEQ)) {
        StrBuf sb = {0};
        ast_print_ty(&sb, t);
        Span lo = t->span;
        p_eat_split(p, TK_PLUS);
        GenericBoundList extra;
        parse_bounds_common(p, true, &extra);
        Span whole = p_span_from(p, lo);
        Diag *d = diag_error(p->ps->dc, DC_E0178, whole, "expected a path on the left-hand side of `+`, not `%s`",
                             sb_cstr(&sb));
        if (t->kind == TY_REF) {
            /* rustc's suggestion: `&'a mut (Pointee + Bounds)` */
            StrBuf s2 = {0};
            sb_puts(&s2, "&");
            if (t->ref.lifetime) {
                sb_puts(&s2, sym_str(t->ref.lifetime->ident.name));
                sb_puts(&s2, " ");
            }
            if (t->ref.mutbl == MUT_MUT) sb_puts(&s2, "mut ");
            sb_puts(&s2, "(");
            ast_print_ty(&s2, t->ref.ty);
            sb_puts(&s2, " + ");
            ast_print_bounds(&s2, extra);
            sb_puts(&s2, ")");
            diag_label(d, whole, true, "help: try adding parentheses: `%s`", sb_cstr(&s2));
            sb_free(&s2);
        } else {
            diag_label(d, whole, true, "perhaps you forgot parentheses?");
        }
        px_emit_recoverable(p, d);
        sb_free(&sb);
    } else if (allow_plus && p->tok.kind == TK_QUESTION && !(p->restrictions & R_NO_QMARK_RECOVER)) {
        /* `Option<u8>?`: rustc reports it and drops the `?`. (In bound
         * lists `?Sized` is taken by the bound parser before this.) */
        Span q = p->tok.span;
        Diag *d = p_error(p, q, "invalid `?` in type");
        p_bump(p);
        if (d) {
            diag_label(d, q, true, "`?` is only allowed on expressions, not types");
            diag_help(d, "if you meant to express that the type might not contain a value, use the `Option` "
                         "wrapper type");
            px_emit_recoverable(p, d);
        }
    }
    return t;
}

/* A `ty` macro fragment: the type inside, taken whole (rustc's maybe_whole
 * NtTy: no `+ Bounds` after it), or `$t::Assoc` recovered. */
static Ty *parse_invis_ty(Parser *p) {
    Span lo = p_span(p);
    QSelf *qself = NULL;
    Path path;
    if (p_invis_ty_qpath(p, &qself, &path)) {
        if (!path.nsegs) return ty_err(p, lo);
        Ty *t = p_new_ty(p, TY_PATH, path.span);
        t->path.qself = qself;
        t->path.path = path;
        return t;
    }
    InvisGroup g = p_enter_invis(p);
    Ty *t = parse_ty(p);
    if (!p_leave_invis(p, g) && t->kind != TY_ERR) return ty_err(p, lo);
    return t;
}

static Ty *parse_ty_common(Parser *p, bool allow_plus, bool allow_cvariadic) {
    if (p_at_invis(p, MBE_FRAG_TY)) return parse_invis_ty(p);
    if (!p_enter(p)) return ty_err(p, p_span(p));
    bool multi = false;
    Ty *t = parse_ty_kind(p, allow_plus, allow_cvariadic, &multi);
    t = check_plus(p, t, allow_plus, multi);
    p_leave(p);
    return t;
}

Ty *parse_ty(Parser *p) { return parse_ty_common(p, true, false); }
Ty *parse_ty_no_plus(Parser *p) { return parse_ty_common(p, false, false); }
Ty *parse_ty_for_param(Parser *p) { return parse_ty_common(p, true, true); }
