/* generics.c — generic parameters, where clauses and bounds.
 *
 * Takes tokens; gives Generics, GenericParamList, WherePredicateList and
 * GenericBoundList values (parse.h).
 *
 * Failure: internal functions return false after reporting a syntax
 * error; the public ones (parser.h) return what they parsed so far and
 * set p->had_error, so callers that care compare px_mark before and after.
 */
#include "parser.h"
#include "expr_priv.h"

/* ---- bounds ---- */

static bool can_begin_bound_tok(const Parser *p, const Token *t) {
    return p_is_path_start(p, t) || t->kind == TK_LIFETIME || t->kind == TK_NOT || t->kind == TK_QUESTION ||
           t->kind == TK_TILDE || p_is_kw(t, SYM_for) || t->kind == TK_LPAREN || p_is_kw(t, SYM_use);
}

/* rustc's can_begin_bound, recording what it checked. */
bool p_can_begin_bound(Parser *p) {
    bool r = p_check_path(p) | p_check_lifetime(p) | p_check(p, TK_NOT) | p_check(p, TK_QUESTION) |
             p_check(p, TK_TILDE) | p_check_kw(p, SYM_for) | p_check(p, TK_LPAREN);
    return r || can_begin_bound_tok(p, &p->tok);
}

/* `use<'a, T>` (precise capturing): the current token is `use`. */
static bool parse_use_bound(Parser *p, GenericBound *b) {
    b->kind = BOUND_USE;
    p_bump(p);
    if (!p_eat_split(p, TK_LT)) {
        p_unexpected(p);
        return false;
    }
    VEC(GenericArg) args = {0};
    for (;;) {
        if (p_check_split(p, TK_GT)) break;
        GenericArg a = {0};
        a.span = p_span(p);
        if (p_check_lifetime(p)) {
            a.kind = GA_LIFETIME;
            a.lifetime = parse_lifetime(p);
        } else if (p_check_ident(p) || p_is_kw(&p->tok, SYM_Self)) {
            a.kind = GA_TYPE;
            Ident id = p_ident_of(&p->tok);
            p_bump(p);
            Ty *t = P_NEW(p, Ty);
            t->kind = TY_PATH;
            t->id = p_new_id(p);
            t->span = id.span;
            t->path.path = p_path_from_ident(p, id);
            a.ty = t;
        } else {
            p_unexpected(p);
            vec_free(&args);
            return false;
        }
        vec_push(&args, a);
        if (!p_eat(p, TK_COMMA)) break;
    }
    if (!p_eat_split(p, TK_GT)) {
        p_unexpected(p);
        vec_free(&args);
        return false;
    }
    b->use_args = P_LIST(p, &args);
    b->nuse_args = args.len;
    vec_free(&args);
    return true;
}

/* bound = lifetime | `(`? `!`? (`~const`)? `?`? for_lifetimes? type_path `)`?
 *       | `use` `<` ... `>` */
static bool parse_generic_bound(Parser *p, GenericBound *b) {
    memset(b, 0, sizeof *b);
    Span lo = p_span(p);
    if (p_is_kw(&p->tok, SYM_use)) {
        if (!parse_use_bound(p, b)) return false;
        b->span = p_span_from(p, lo);
        return true;
    }
    bool parens = p_eat(p, TK_LPAREN);
    bool negative = p_eat(p, TK_NOT);
    BoundModifier mod = BOUND_NONE;
    if (p->tok.kind == TK_TILDE && p_is_kw(p_look(p, 1), SYM_const)) {
        p_bump(p);
        p_bump(p);
        mod = BOUND_MAYBE_CONST;
    }
    if (p_eat(p, TK_QUESTION)) mod = mod == BOUND_MAYBE_CONST ? BOUND_MAYBE_CONST_MAYBE : BOUND_MAYBE;
    if (p->tok.kind == TK_LIFETIME) {
        /* `!'a` is reported with the other negative bounds, by the caller */
        b->modifier = negative ? BOUND_NEGATIVE : BOUND_NONE;
        if (mod != BOUND_NONE) {
            Diag *d = p_error(p, span_new(lo.lo, p->tok.span.lo), "`?` may only modify trait bounds, not lifetime bounds");
            px_emit_recoverable(p, d);
        }
        b->kind = BOUND_OUTLIVES;
        b->lifetime = parse_lifetime(p);
        if (parens) {
            if (!p_expect(p, TK_RPAREN)) return false;
            Diag *d = p_error(p, p_span_from(p, lo), "parenthesized lifetime bounds are not supported");
            px_emit_recoverable(p, d);
        }
        b->span = p_span_from(p, lo);
        return true;
    }
    if (negative) mod = BOUND_NEGATIVE;
    b->kind = BOUND_TRAIT;
    b->modifier = mod;
    b->parenthesized = parens;
    uint32_t mark = px_mark(p);
    b->bound_generic_params = parse_late_bound_lifetime_defs(p);
    if (px_failed(p, mark)) return false;
    b->trait_path = parse_path(p, PATH_TYPE);
    if (!b->trait_path.nsegs) return false;
    b->trait_ref_id = p_new_id(p);
    if (parens && !p_expect(p, TK_RPAREN)) return false;
    b->span = p_span_from(p, lo);
    return true;
}

/* bounds = bound (`+` bound)* `+`? — possibly empty. With !allow_plus only
 * one bound is taken. */
bool parse_bounds_common(Parser *p, bool allow_plus, GenericBoundList *out) {
    VEC(GenericBound) bounds = {0};
    bool ok = true;
    Span neg_lo = {0};
    bool any_negative = false;
    while (p_can_begin_bound(p) || p_is_kw(&p->tok, SYM_dyn)) {
        if (p_is_kw(&p->tok, SYM_dyn)) {
            /* `&dyn A + dyn B` */
            Diag *d = p_error(p, p->tok.span, "invalid `dyn` keyword");
            if (d) {
                diag_help(d, "`dyn` is only needed at the start of a trait `+`-separated list");
                px_emit_recoverable(p, d);
            }
            p_bump(p);
        }
        GenericBound b;
        Span anchor = p->prev.span; /* rustc's span for `: !Tr` starts at the `:` or `+` */
        if (!parse_generic_bound(p, &b)) {
            ok = false;
            break;
        }
        if (b.modifier == BOUND_NEGATIVE) {
            if (!any_negative) neg_lo = span_to(anchor, b.span);
            any_negative = true;
        }
        vec_push(&bounds, b);
        if (!allow_plus || !p_eat_split(p, TK_PLUS)) break;
    }
    if (ok && any_negative) {
        Diag *d = p_error(p, neg_lo, "negative bounds are not supported");
        if (d) {
            diag_label(d, neg_lo, true, "negative bounds are not supported");
            px_emit_recoverable(p, d);
        }
    }
    out->data = P_LIST(p, &bounds);
    out->len = bounds.len;
    vec_free(&bounds);
    return ok;
}

GenericBoundList parse_bounds(Parser *p) {
    GenericBoundList b;
    parse_bounds_common(p, true, &b);
    return b;
}

/* lifetime_bounds = (lifetime `+`)* lifetime? */
static GenericBoundList parse_lt_param_bounds(Parser *p) {
    VEC(GenericBound) bounds = {0};
    while (p_check_lifetime(p)) {
        GenericBound b = {0};
        b.kind = BOUND_OUTLIVES;
        b.span = p_span(p);
        b.lifetime = parse_lifetime(p);
        vec_push(&bounds, b);
        if (!p_eat_split(p, TK_PLUS)) break;
    }
    GenericBoundList r = {P_LIST(p, &bounds), bounds.len};
    vec_free(&bounds);
    return r;
}

/* ---- generic parameters ---- */

static bool parse_ty_where_predicate(Parser *p, WherePredicate *wp);

/* type_param = IDENT (`:` bounds)? (`=` type)? */
static bool parse_ty_param(Parser *p, GenericParam *gp) {
    gp->kind = GP_TYPE;
    gp->ident = parse_ident(p);
    if (!gp->ident.name) return false;
    if (p_eat(p, TK_COLON) && !parse_bounds_common(p, true, &gp->bounds)) return false;
    if (p_eat(p, TK_EQ)) {
        gp->default_ty = parse_ty(p);
        if (gp->default_ty->kind == TY_ERR) return false;
    }
    return true;
}

/* A const parameter's default: a const argument or a path (`= N`), which
 * rustc parses as an expression and accepts when it is a literal, a path
 * or a block. */
static Expr *parse_const_param_default(Parser *p) {
    if (p->tok.kind == TK_LBRACE || !p_is_path_start(p, &p->tok) || p_is_kw(&p->tok, SYM_true) ||
        p_is_kw(&p->tok, SYM_false))
        return parse_const_arg(p);
    Span lo = p_span(p);
    Expr *e = P_NEW(p, Expr);
    e->kind = EXPR_PATH;
    e->id = p_new_id(p);
    if (p_check_split(p, TK_LT)) {
        if (!parse_qpath(p, PATH_EXPR, &e->path.qself, &e->path.path)) return NULL;
    } else {
        e->path.path = parse_path(p, PATH_EXPR);
        if (!e->path.path.nsegs) return NULL;
    }
    e->span = p_span_from(p, lo);
    return e;
}

/* const_param = `const` IDENT `:` type (`=` const_arg)? */
static bool parse_const_param(Parser *p, GenericParam *gp) {
    gp->kind = GP_CONST;
    p_bump(p); /* `const` */
    gp->ident = parse_ident(p);
    if (!gp->ident.name) return false;
    if (!p_expect(p, TK_COLON)) return false;
    gp->ty = parse_ty(p);
    if (gp->ty->kind == TY_ERR) return false;
    if (p_eat(p, TK_EQ)) {
        gp->default_expr = parse_const_param_default(p);
        if (!gp->default_expr) return false;
    }
    return true;
}

/* generic_params = (attrs generic_param `,`)* (attrs generic_param)?
 * Stops (without error) at anything that cannot start a parameter. */
static bool parse_generic_params(Parser *p, GenericParamList *out) {
    VEC(GenericParam) params = {0};
    bool ok = true;
    for (;;) {
        AttrList attrs;
        parse_outer_attrs(p, &attrs);
        GenericParam gp = {0};
        Span lo = p_span(p);
        if (p_is_kw(&p->tok, SYM_Self)) {
            Diag *d = p_error(p, p->tok.span, "unexpected keyword `Self` in generic parameters");
            if (d) {
                diag_note(d, "you cannot use `Self` as a generic parameter because it is reserved for associated "
                             "items");
                px_emit_recoverable(p, d);
            }
            p_bump(p);
            p_eat(p, TK_COMMA);
            lo = p_span(p);
        }
        if (p_check_lifetime(p)) {
            gp.kind = GP_LIFETIME;
            Lifetime lt = parse_lifetime(p);
            gp.ident = lt.ident;
            gp.id = lt.id;
            if (p_eat(p, TK_COLON)) gp.bounds = parse_lt_param_bounds(p);
        } else if (p_check_kw(p, SYM_const)) {
            if (!parse_const_param(p, &gp)) {
                ok = false;
                break;
            }
        } else if (p_check_ident(p)) {
            if (!parse_ty_param(p, &gp)) {
                ok = false;
                break;
            }
        } else if (p_can_begin_type(p, 0)) {
            /* `<T, <T as Tr>::X: Copy>`: rustc tries it as a where predicate
             * to say where it belongs. */
            PxSpec spec;
            px_spec_begin(p, &spec);
            WherePredicate wp = {0};
            bool is_pred = parse_ty_where_predicate(p, &wp) && px_spec_ok(p, &spec);
            px_spec_end(p, &spec, !is_pred);
            if (is_pred) {
                Diag *d = p_error(p, wp.span, "bounds on associated types do not belong here");
                if (d) {
                    diag_label(d, wp.span, true, "belongs in `where` clause");
                    px_emit_recoverable(p, d);
                }
            }
            break;
        } else {
            if (attrs.len) {
                const char *msg = params.len ? "trailing attribute after generic parameter"
                                             : "attribute without generic parameters";
                Diag *d = p_error(p, attrs.data[0].span, "%s", msg);
                if (d) {
                    diag_label(d, attrs.data[0].span, true, "%s",
                               params.len ? "attributes must go before parameters"
                                          : "attributes are only permitted when preceding parameters");
                    px_emit_recoverable(p, d);
                }
            }
            break;
        }
        if (!gp.id.i) gp.id = p_new_id(p);
        gp.attrs = attrs;
        gp.span = p_span_from(p, lo);
        vec_push(&params, gp);
        if (!p_eat(p, TK_COMMA)) break;
    }
    out->data = P_LIST(p, &params);
    out->len = params.len;
    vec_free(&params);
    return ok;
}

/* generics = (`<` generic_params `>`)? */
static bool parse_generics_into(Parser *p, Generics *g) {
    memset(g, 0, sizeof *g);
    Span lo = p_span(p);
    if (!p_eat_split(p, TK_LT)) return true;
    if (!parse_generic_params(p, &g->params)) return false;
    if (!p_eat_split(p, TK_GT)) {
        p_unexpected(p);
        return false;
    }
    g->span = p_span_from(p, lo);
    return true;
}

Generics parse_generics(Parser *p) {
    Generics g;
    if (!parse_generics_into(p, &g)) p->had_error = true;
    return g;
}

bool parse_generics_ok(Parser *p, Generics *g) { return parse_generics_into(p, g); }

/* for_lifetimes = (`for` `<` generic_params `>`)? */
GenericParamList parse_late_bound_lifetime_defs(Parser *p) {
    GenericParamList r = {0};
    if (!p_eat_kw(p, SYM_for)) return r;
    if (!p_eat_split(p, TK_LT)) {
        p_unexpected(p);
        return r;
    }
    if (!parse_generic_params(p, &r)) return r;
    if (!p_eat_split(p, TK_GT)) p_unexpected(p);
    return r;
}

/* In `impl <` and `where <`: generics rather than a qualified path? */
bool p_choose_generics_over_qpath(const Parser *p, uint32_t start) {
    const Token *t0 = p_look(p, start);
    if (t0->kind != TK_LT) return false;
    const Token *t1 = p_look(p, start + 1);
    if (t1->kind == TK_POUND || t1->kind == TK_GT) return true;
    if (t1->kind == TK_LIFETIME || t1->kind == TK_IDENT) {
        TokenKind k2 = (TokenKind)p_look(p, start + 2)->kind;
        if (k2 == TK_GT || k2 == TK_COMMA || k2 == TK_COLON || k2 == TK_EQ) return true;
    }
    return p_is_kw(t1, SYM_const);
}

/* ---- where clauses ---- */

/* where_pred = for_lifetimes? type (`:` bounds | (`=` | `==`) type) */
static bool parse_ty_where_predicate(Parser *p, WherePredicate *wp) {
    Span lo = p_span(p);
    uint32_t mark = px_mark(p);
    GenericParamList binder = parse_late_bound_lifetime_defs(p);
    if (px_failed(p, mark)) return false;
    Ty *ty = parse_ty(p);
    if (ty->kind == TY_ERR) return false;
    if (p_eat(p, TK_COLON)) {
        wp->kind = WHERE_BOUND;
        wp->bound_generic_params = binder;
        wp->bounded_ty = ty;
        if (!parse_bounds_common(p, true, &wp->bounds)) return false;
    } else if (p_eat(p, TK_EQ) || p_eat(p, TK_EQEQ)) {
        wp->kind = WHERE_EQ;
        wp->bounded_ty = ty;
        wp->rhs_ty = parse_ty(p);
        if (wp->rhs_ty->kind == TY_ERR) return false;
    } else {
        p_unexpected(p);
        return false;
    }
    wp->span = p_span_from(p, lo);
    return true;
}

static bool parse_where_clause_into(Parser *p, Generics *g) {
    if (!p_eat_kw(p, SYM_where)) return true;
    Span lo = p->prev.span;
    Span first_pred = p->tok.span; /* rustc's "previous `where` clause starts here" */
    g->has_where_token = true;
    if (p_choose_generics_over_qpath(p, 0)) {
        Generics wg;
        if (!parse_generics_into(p, &wg)) return false;
        Diag *d = p_error(p, wg.span, "generic parameters on `where` clauses are reserved for future use");
        if (d) {
            diag_label(d, wg.span, true, "currently unsupported");
            px_emit_recoverable(p, d);
        }
    }
    VEC(WherePredicate) preds = {0};
    for (uint32_t i = 0; i < g->where_preds.len; i++) vec_push(&preds, g->where_preds.data[i]);
    bool ok = true;
    for (;;) {
        WherePredicate wp = {0};
        Span plo = p_span(p);
        if (p_check_lifetime(p) && p_look(p, 1)->kind != TK_PLUS) {
            wp.kind = WHERE_REGION;
            wp.lifetime = parse_lifetime(p);
            if (!p_expect(p, TK_COLON)) {
                ok = false;
                break;
            }
            wp.bounds = parse_lt_param_bounds(p);
            wp.span = p_span_from(p, plo);
        } else {
            p_expected(p, "type");
            if (!p_can_begin_type(p, 0)) break;
            if (!parse_ty_where_predicate(p, &wp)) {
                ok = false;
                break;
            }
        }
        vec_push(&preds, wp);
        bool comma = p_eat(p, TK_COMMA);
        if (p_is_kw(&p->tok, SYM_where)) {
            p_bump(p);
            /* rustc points at what follows the second `where` */
            Diag *d = p_error(p, p->tok.span, "cannot define duplicate `where` clauses on an item");
            if (d) {
                diag_label(d, first_pred, false, "previous `where` clause starts here");
                diag_help(d, "consider joining the two `where` clauses into one");
                px_emit_recoverable(p, d);
            }
        } else if (!comma) {
            break;
        }
    }
    g->where_preds.data = P_LIST(p, &preds);
    g->where_preds.len = preds.len;
    vec_free(&preds);
    g->where_span = p_span_from(p, lo);
    return ok;
}

void parse_where_clause(Parser *p, Generics *g) {
    if (!parse_where_clause_into(p, g)) p->had_error = true;
}

bool parse_where_clause_ok(Parser *p, Generics *g) { return parse_where_clause_into(p, g); }
