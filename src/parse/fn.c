/* fn.c — function signatures: parameter lists, `self` parameters and
 * return types, for fn items, associated and foreign fns, and bare fn
 * types.
 *
 * Takes tokens; gives FnDecl values. Grammar:
 *   fn_decl = `(` (param (`,` param)* `,`?)? `)` (`->` type)?
 *   param   = attrs (self_param | pat `:` type | type | `...`)
 *   self_param = (`&` lifetime? `mut`?)? `self` | `mut`? `self` (`:` type)?
 * Whether a parameter needs a name depends on where the signature is:
 * items do, bare fn types do not, and 2015-edition trait methods may leave
 * it out (`fn f(u8);`).
 */
#include "parser.h"
#include "expr_priv.h"
#include "item_priv.h"

static Pat *self_pat(Parser *p, Ident self_ident, Mutability m) {
    Pat *pat = P_NEW(p, Pat);
    pat->kind = PAT_IDENT;
    pat->id = p_new_id(p);
    pat->span = self_ident.span;
    pat->ident.mutbl = m;
    pat->ident.ident = self_ident;
    return pat;
}

static bool is_isolated_self(const Parser *p, uint32_t n) {
    return p_is_kw(p_look(p, n), SYM_self) && p_look(p, n + 1)->kind != TK_PATHSEP;
}

static bool is_isolated_mut_self(const Parser *p, uint32_t n) {
    return p_is_kw(p_look(p, n), SYM_mut) && is_isolated_self(p, n + 1);
}

/* Parses a `self` parameter if one starts here. Returns 1 if parsed, 0 if
 * there is none (nothing consumed), -1 after an error. */
static int parse_self_param(Parser *p, Param *out) {
    Span lo = p_span(p);
    enum { SELF_VALUE, SELF_REGION, SELF_EXPLICIT } kind;
    Mutability m = MUT_NOT;
    Lifetime *lt = NULL;
    Ty *explicit_ty = NULL;
    const Token *t0 = &p->tok;
    if (t0->kind == TK_AND) {
        kind = SELF_REGION;
        if (is_isolated_self(p, 1)) {
            p_bump(p);
        } else if (is_isolated_mut_self(p, 1)) {
            p_bump(p);
            p_bump(p);
            m = MUT_MUT;
        } else if (p_look(p, 1)->kind == TK_LIFETIME && is_isolated_self(p, 2)) {
            p_bump(p);
            lt = P_NEW(p, Lifetime);
            *lt = parse_lifetime(p);
        } else if (p_look(p, 1)->kind == TK_LIFETIME && is_isolated_mut_self(p, 2)) {
            p_bump(p);
            lt = P_NEW(p, Lifetime);
            *lt = parse_lifetime(p);
            p_bump(p);
            m = MUT_MUT;
        } else {
            return 0;
        }
    } else if (t0->kind == TK_STAR &&
               (is_isolated_self(p, 1) ||
                ((p_is_kw(p_look(p, 1), SYM_mut) || p_is_kw(p_look(p, 1), SYM_const)) && is_isolated_self(p, 2)))) {
        p_bump(p);
        if (!p_is_kw(&p->tok, SYM_self)) p_bump(p);
        Diag *d = p_error(p, p->tok.span, "cannot pass `self` by raw pointer");
        if (d) {
            diag_label(d, p->tok.span, true, "cannot pass `self` by raw pointer");
            px_emit_recoverable(p, d);
        }
        kind = SELF_VALUE;
    } else if (is_isolated_self(p, 0)) {
        kind = SELF_VALUE;
    } else if (is_isolated_mut_self(p, 0)) {
        p_bump(p);
        m = MUT_MUT;
        kind = SELF_VALUE;
    } else {
        return 0;
    }
    Ident self_ident = p_ident_of(&p->tok);
    p_bump(p); /* `self` */
    if (kind == SELF_VALUE && p_eat(p, TK_COLON)) {
        explicit_ty = parse_ty(p);
        if (explicit_ty->kind == TY_ERR) return -1;
        kind = SELF_EXPLICIT;
    }
    memset(out, 0, sizeof *out);
    out->id = p_new_id(p);
    Span sp = p_span_from(p, lo);
    out->span = sp;
    switch (kind) {
    case SELF_VALUE:
        out->ty = p_new_ty(p, TY_IMPLICIT_SELF, self_ident.span);
        out->pat = self_pat(p, self_ident, m);
        break;
    case SELF_REGION: {
        Ty *r = p_new_ty(p, TY_REF, sp);
        r->ref.lifetime = lt;
        r->ref.mutbl = m;
        r->ref.ty = p_new_ty(p, TY_IMPLICIT_SELF, self_ident.span);
        out->ty = r;
        out->pat = self_pat(p, self_ident, MUT_NOT);
        break;
    }
    case SELF_EXPLICIT:
        out->ty = explicit_ty;
        out->pat = self_pat(p, self_ident, m);
        break;
    }
    return 1;
}

/* A named parameter follows: `ident :`, `_ :`, `mut ident :`, `& ident :`. */
static bool is_named_param(const Parser *p) {
    /* a `pat` macro fragment followed by `:` (rustc looks past it too) */
    if (p_at_invis(p, MBE_FRAG_PAT) || p_at_invis(p, MBE_FRAG_PAT_PARAM))
        return p_look_past_tree(p)->kind == TK_COLON;
    uint32_t off = 0;
    if (p->tok.kind == TK_AND || p->tok.kind == TK_ANDAND || p_is_kw(&p->tok, SYM_mut)) off = 1;
    return p_look(p, off)->kind == TK_IDENT && p_look(p, off + 1)->kind == TK_COLON;
}

/* A parameter with no name: its pattern is an empty identifier. */
static Pat *placeholder_pat(Parser *p, Span sp) {
    Pat *pat = P_NEW(p, Pat);
    pat->kind = PAT_IDENT;
    pat->id = p_new_id(p);
    pat->span = sp;
    pat->ident.ident = (Ident){0, 0, span_new(sp.hi, sp.hi)};
    return pat;
}

/* `x: /// doc` or `x: #[attr] T`: rustc reports and skips them. */
static void eat_attrs_on_param_type(Parser *p) {
    for (;;) {
        if (p->tok.kind == TK_DOC_COMMENT) {
            Diag *d = p_error(p, p->tok.span, "documentation comments cannot be applied to a function parameter's type");
            if (d) {
                diag_label(d, p->tok.span, true, "doc comments are not allowed here");
                px_emit_recoverable(p, d);
            }
            p_bump(p);
        } else if (p->tok.kind == TK_POUND && p_look(p, 1)->kind == TK_LBRACKET) {
            Span lo = p->tok.span;
            AttrList attrs;
            parse_outer_attrs(p, &attrs);
            Span sp = p_span_from(p, lo);
            Diag *d = p_error(p, sp, "attributes cannot be applied to a function parameter's type");
            if (d) {
                diag_label(d, sp, true, "attributes are not allowed here");
                px_emit_recoverable(p, d);
            }
        } else {
            return;
        }
    }
}

/* `pat : type` */
static bool parse_named_param(Parser *p, Param *out) {
    uint32_t mark = px_mark(p);
    out->pat = parse_pat_no_top_alt(p);
    if (!out->pat || out->pat->kind == PAT_ERR || px_failed(p, mark)) return false;
    if (!p_eat(p, TK_COLON)) {
        p_expected(p, "`|`"); /* rustc's pattern parser looks for an or-pattern too */
        p_unexpected(p);
        return false;
    }
    eat_attrs_on_param_type(p);
    out->ty = parse_ty_for_param(p);
    return out->ty->kind != TY_ERR;
}

/* One parameter (after its attributes). */
static bool parse_param(Parser *p, unsigned flags, bool first, Param *out) {
    Span lo = p_span(p);
    AttrList attrs;
    parse_outer_attrs(p, &attrs);
    if (!(flags & FNDECL_NO_SELF)) {
        int r = parse_self_param(p, out);
        if (r < 0) return false;
        if (r > 0) {
            Span self_span = out->span;
            out->attrs = attrs;
            out->span = p_span_from(p, lo);
            if (!first) {
                Diag *d = p_error(p, self_span, "unexpected `self` parameter in function");
                if (d) {
                    diag_label(d, self_span, true, "must be the first parameter of an associated function");
                    px_emit_recoverable(p, d);
                }
            }
            return true;
        }
    }
    memset(out, 0, sizeof *out);
    out->attrs = attrs;
    bool name_required = (flags & FNDECL_REQ_NAME) && p->tok.kind != TK_DOTDOTDOT;
    if (name_required || is_named_param(p)) {
        if (!parse_named_param(p, out)) return false;
    } else {
        /* A type alone; if it is not followed by `,` or `)` it was really a
         * pattern (2015 trait methods): re-parse it as `pat: type`. */
        PxSpec spec;
        px_spec_begin(p, &spec);
        Ty *t = parse_ty_for_param(p);
        bool ok = px_spec_ok(p, &spec) && t->kind != TY_ERR &&
                  (p->tok.kind == TK_COMMA || p->tok.kind == TK_RPAREN);
        if (!ok && p->tok.kind == TK_DOTDOTDOT) ok = false;
        px_spec_end(p, &spec, !ok);
        if (ok) {
            out->ty = t;
            out->pat = placeholder_pat(p, t->span);
            out->is_placeholder = true;
        } else {
            if (!parse_named_param(p, out)) return false;
            Diag *d = diag_error(p->ps->dc, DC_NONE, out->pat->span,
                                 "patterns aren't allowed in methods without bodies");
            px_emit_recoverable(p, d);
            p->had_error = true;
        }
    }
    out->id = p_new_id(p);
    out->span = p_span_from(p, lo);
    return true;
}

/* `->` type, or nothing. `=>` and `:` are recovered in items. */
static bool parse_ret_ty(Parser *p, unsigned flags, FnDecl *d) {
    bool arrow = p_eat(p, TK_RARROW);
    if (!arrow && (flags & FNDECL_RECOVER_RET) && (p->tok.kind == TK_FATARROW || p->tok.kind == TK_COLON)) {
        p_bump(p);
        Diag *e = p_error(p, p->prev.span, "return types are denoted using `->`");
        if (e) {
            diag_label(e, p->prev.span, true, "help: use `->` instead");
            px_emit_recoverable(p, e);
        }
        arrow = true;
    }
    if (!arrow) return true;
    Span lo = p_span(p);
    d->output = (flags & FNDECL_RET_PLUS) ? parse_ty(p) : parse_ty_no_plus(p);
    d->output_span = p_span_from(p, lo);
    return d->output->kind != TY_ERR;
}

/* For p_seq_missing_comma: a parameter after a missing `,`. */
typedef struct ParamElem {
    unsigned flags;
    Param param;
} ParamElem;

static bool param_elem(Parser *p, void *out) {
    ParamElem *pe = out;
    return parse_param(p, pe->flags, false, &pe->param);
}

bool parse_fn_decl_ex(Parser *p, unsigned flags, FnDecl *out, bool *c_variadic) {
    memset(out, 0, sizeof *out);
    bool variadic = false;
    VEC(Param) params = {0};
    bool ok = false;
    if (!p_expect(p, TK_LPAREN)) goto done;
    for (;;) {
        if (p_check(p, TK_RPAREN)) break;
        if (params.len) {
            if (!p_check(p, TK_COMMA)) {
                ParamElem pe = {.flags = flags};
                if (!p_seq_missing_comma(p, param_elem, &pe)) goto done;
                if (pe.param.ty && pe.param.ty->kind == TY_CVARARGS) variadic = true;
                vec_push(&params, pe.param);
                continue;
            }
            p_bump(p);
            if (p_check(p, TK_RPAREN)) break;
        }
        Param prm;
        if (!parse_param(p, flags, params.len == 0, &prm)) goto done;
        if (prm.ty && prm.ty->kind == TY_CVARARGS) variadic = true;
        vec_push(&params, prm);
    }
    p_bump(p); /* `)` */
    out->inputs.data = P_LIST(p, &params);
    out->inputs.len = params.len;
    ok = parse_ret_ty(p, flags, out);
done:
    vec_free(&params);
    if (c_variadic) *c_variadic = variadic;
    return ok;
}

FnDecl parse_fn_decl(Parser *p, bool allow_self, bool *c_variadic) {
    FnDecl d;
    unsigned flags = FNDECL_REQ_NAME | FNDECL_RET_PLUS | (allow_self ? 0 : FNDECL_NO_SELF);
    if (!parse_fn_decl_ex(p, flags, &d, c_variadic)) p->had_error = true;
    return d;
}
