/* derive.c — the built-in derives: Clone, Copy, Debug, Default, Hash,
 * PartialEq, Eq, PartialOrd, Ord, RustcEncodable, RustcDecodable.
 *
 * Takes: a derive invocation (MacInvoc: the struct, enum or union in
 * inv->item, already cfg-stripped; the path written in #[derive(..)]).
 * Gives: the impl items rustc 1.63's derives produce for it, as tokens in
 * out->tb, which the expander parses as items. The item stays in place.
 *
 * The shapes follow rustc_builtin_macros/src/deriving of 1.63: structs
 * are destructured with one `match` per `Self` argument
 * (`match *other { Self { a: ref __self_1_0 } => match *self { .. } }`),
 * enums with a tuple match over `(&*self, &*other)`, guarded by a
 * discriminant comparison when there are several variants and several
 * `Self` arguments; packed structs that derive Copy bind fields by value.
 *
 * Hygiene, as rustc: what the derive makes up (paths to core written
 * `$crate::clone::Clone`, locals such as `__self_0_0`, `other`, `f`,
 * method names) has the def-site ctxt; `self` and a bare `Self` have the
 * root ctxt (rustc builds them from dummy spans); what comes from the item
 * (its name, variant and field names, types, generics, where clauses,
 * lint attributes) is copied token by token from the AST, each identifier
 * with its own ctxt and span. Expressions inside types other than
 * literals and plain paths (array lengths, const arguments) are printed
 * and re-lexed with the call-site ctxt.
 */
#include <stdarg.h>

#include "rcc/expand.h"

/* ------------------------------------------------------------------ */
/* State and plain output                                              */
/* ------------------------------------------------------------------ */

/* A type of a field found to mention a type parameter (`T::Item`): it
 * gets a where-clause bound of its own, under the `for<..>` binders it
 * sits in. */
typedef struct FoundTy {
    const Ty *ty;
    const GenericParamList **binders;
    uint32_t nbinders;
} FoundTy;

typedef struct DG {
    ExpandCtx *ex;
    const MacInvoc *inv;
    TokBuilder *tb;
    const Item *item;
    const Generics *gen;
    Span tsp;            /* rustc's trait span: the derive path's span */
    uint32_t def;        /* the def-site ctxt */
    bool use_temps;      /* packed struct deriving Copy: bind fields by value */
    VEC(FoundTy) found;  /* field types needing a where-clause bound */
} DG;

/* Rust text made up by the derive: lexed with the def-site ctxt at the
 * current span; `self` and `Self` get the root ctxt. */
static void g_src(DG *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void g_src(DG *g, const char *fmt, ...) {
    StrBuf sb = {0};
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&sb, fmt, ap);
    va_end(ap);
    uint32_t from = g->tb->toks.len;
    uint32_t saved = g->tb->ctxt;
    g->tb->ctxt = g->def;
    /* The text is a piece of a larger output, so its delimiters need not
     * balance: they are emitted here, and only the runs between them are
     * lexed (the snippets have no delimiters inside string literals). */
    static const char delims[] = "()[]{}";
    static const TokenKind kinds[] = {TK_LPAREN, TK_RPAREN, TK_LBRACKET, TK_RBRACKET, TK_LBRACE, TK_RBRACE};
    char empty[1] = "";
    char *s = sb.data ? sb.data : empty;
    char *run = s;
    bool in_str = false;
    for (char *c = s;; c++) {
        if (*c == '"' && (c == s || c[-1] != '\\')) in_str = !in_str;
        const char *d = in_str || !*c ? NULL : strchr(delims, *c);
        if (!*c || d) {
            char end = *c;
            *c = 0;
            if (c > run) tb_src(g->tb, run);
            *c = end;
            run = c + 1;
        }
        if (!*c) break;
        if (d) tb_punct(g->tb, kinds[d - delims]);
    }
    g->tb->ctxt = saved;
    sb_free(&sb);
    for (uint32_t i = from; i < g->tb->toks.len; i++) {
        Token *t = &g->tb->toks.data[i];
        if (tok_is_kw(t, SYM_self) || tok_is_kw(t, SYM_Self)) t->ctxt = 0;
    }
}

static Span g_at(DG *g, Span sp) {
    Span old = g->tb->span;
    if (!span_is_dummy(sp)) g->tb->span = sp;
    return old;
}

/* An identifier that must be written raw to stay an identifier. */
static bool needs_raw(Symbol s) {
    return sym_is_keyword(s, ED_2024) && s != SYM_self && s != SYM_Self && s != SYM_super && s != SYM_crate &&
           s != SYM_dollar_crate && s != SYM_underscore && s != SYM_PathRoot;
}

/* An identifier of the item, with its own ctxt and span. */
static void g_ident(DG *g, Ident id) {
    Token t = {.kind = TK_IDENT, .sym = id.name, .ctxt = id.ctxt, .span = id.span};
    if (span_is_dummy(t.span)) t.span = g->tb->span;
    if (needs_raw(id.name)) t.flags |= TF_RAW;
    vec_push(&g->tb->toks, t);
}

/* A keyword at the current span with the given ctxt. */
static void g_kw(DG *g, Symbol kw, uint32_t ctxt) {
    Token t = {.kind = TK_IDENT, .sym = kw, .ctxt = ctxt, .span = g->tb->span};
    vec_push(&g->tb->toks, t);
}

static void g_str(DG *g, Symbol s) { tb_str(g->tb, sym_str(s), sym_len(s)); }

static void g_usize(DG *g, uint32_t v) {
    static Symbol usize_sym;
    if (!usize_sym) usize_sym = sym_cstr("usize");
    uint32_t saved = g->tb->ctxt;
    g->tb->ctxt = g->def;
    tb_int(g->tb, v, usize_sym);
    g->tb->ctxt = saved;
}

/* ------------------------------------------------------------------ */
/* Copying pieces of the item: types, paths, generics, attributes      */
/* ------------------------------------------------------------------ */

/* Punctuation and keywords of copied pieces get the call-site ctxt and
 * the span of the node they belong to. */
typedef struct UScope {
    Span span;
    uint32_t ctxt;
} UScope;

static UScope u_enter(DG *g, Span sp) {
    UScope u = {g->tb->span, g->tb->ctxt};
    if (!span_is_dummy(sp)) g->tb->span = sp;
    g->tb->ctxt = g->inv->call_site;
    return u;
}

static void u_leave(DG *g, UScope u) {
    g->tb->span = u.span;
    g->tb->ctxt = u.ctxt;
}

static void p(DG *g, TokenKind k) { tb_punct(g->tb, k); }
static void kw(DG *g, Symbol s) { tb_ident(g->tb, s); }

static void e_ty(DG *g, const Ty *t);
static void e_expr(DG *g, const Expr *e);
static void e_bounds(DG *g, GenericBoundList b);
static void e_binder(DG *g, GenericParamList params);

static void e_lifetime(DG *g, const Lifetime *lt) {
    Token t = {.kind = TK_LIFETIME, .sym = lt->ident.name, .ctxt = lt->ident.ctxt, .span = lt->ident.span};
    if (span_is_dummy(t.span)) t.span = g->tb->span;
    vec_push(&g->tb->toks, t);
}

static void e_delimited(DG *g, Delim d, TokenSlice ts) {
    static const TokenKind open[] = {TK_LPAREN, TK_LPAREN, TK_LBRACKET, TK_LBRACE, TK_OPEN_INVIS};
    if (d != DELIM_NONE) p(g, open[d]);
    tb_slice(g->tb, ts);
    if (d != DELIM_NONE) p(g, tok_closer_of(open[d]));
}

static void e_attr(DG *g, const Attr *a) {
    UScope u = u_enter(g, a->span);
    if (a->is_doc_comment) {
        Token t = {.kind = TK_DOC_COMMENT, .sym = a->doc_sym, .ctxt = g->tb->ctxt, .span = g->tb->span};
        if (a->style == ATTR_INNER) t.flags |= TF_DOC_INNER;
        if (memchr(sym_str(a->doc_sym), '\n', sym_len(a->doc_sym))) t.flags |= TF_DOC_BLOCK;
        vec_push(&g->tb->toks, t);
        u_leave(g, u);
        return;
    }
    p(g, TK_POUND);
    if (a->style == ATTR_INNER) p(g, TK_NOT);
    p(g, TK_LBRACKET);
    for (uint32_t i = 0; i < a->path.nsegs; i++) {
        if (i) p(g, TK_PATHSEP);
        if (a->path.segs[i].ident.name != SYM_PathRoot) g_ident(g, a->path.segs[i].ident);
    }
    if (a->args_kind == ATTR_ARGS_DELIMITED) {
        e_delimited(g, a->delim, a->tokens);
    } else if (a->args_kind == ATTR_ARGS_EQ) {
        p(g, TK_EQ);
        if (a->tokens.len) tb_slice(g->tb, a->tokens);
        else if (a->eq_expr) e_expr(g, a->eq_expr);
    }
    p(g, TK_RBRACKET);
    u_leave(g, u);
}

static void e_attrs(DG *g, AttrList attrs) {
    for (uint32_t i = 0; i < attrs.len; i++) e_attr(g, &attrs.data[i]);
}

static void e_generic_args(DG *g, const GenericArgs *ga, bool turbofish);

/* Segments [from, to) of a path; `lead`: a `::` before the first. */
static void e_segs(DG *g, const Path *path, uint32_t from, uint32_t to, bool lead, bool turbofish) {
    for (uint32_t i = from; i < to; i++) {
        const PathSegment *seg = &path->segs[i];
        if (seg->ident.name == SYM_PathRoot) {
            p(g, TK_PATHSEP);
            continue;
        }
        if (i > from ? path->segs[i - 1].ident.name != SYM_PathRoot : lead) p(g, TK_PATHSEP);
        g_ident(g, seg->ident);
        if (seg->args) e_generic_args(g, seg->args, turbofish);
    }
}

static void e_qpath(DG *g, const QSelf *q, const Path *path, bool turbofish) {
    UScope u = u_enter(g, path->span);
    if (!q) {
        e_segs(g, path, 0, path->nsegs, false, turbofish);
        u_leave(g, u);
        return;
    }
    p(g, TK_LT);
    e_ty(g, q->ty);
    if (q->position > 0) {
        kw(g, SYM_as);
        e_segs(g, path, 0, q->position, false, false);
    }
    p(g, TK_GT);
    e_segs(g, path, q->position, path->nsegs, true, turbofish);
    u_leave(g, u);
}

static void e_generic_arg(DG *g, const GenericArg *a) {
    switch (a->kind) {
    case GA_LIFETIME: e_lifetime(g, &a->lifetime); break;
    case GA_TYPE: e_ty(g, a->ty); break;
    case GA_CONST: e_expr(g, a->expr); break;
    case GA_CONSTRAINT:
        g_ident(g, a->ident);
        if (a->gen_args) e_generic_args(g, a->gen_args, false);
        if (a->is_bound) {
            p(g, TK_COLON);
            e_bounds(g, a->bounds);
        } else {
            p(g, TK_EQ);
            if (a->ty) e_ty(g, a->ty);
            else if (a->expr) e_expr(g, a->expr);
        }
        break;
    }
}

static void e_generic_args(DG *g, const GenericArgs *ga, bool turbofish) {
    UScope u = u_enter(g, ga->span);
    if (turbofish) p(g, TK_PATHSEP);
    if (ga->parenthesized) {
        p(g, TK_LPAREN);
        for (uint32_t i = 0; i < ga->inputs.len; i++) {
            if (i) p(g, TK_COMMA);
            e_ty(g, ga->inputs.data[i]);
        }
        p(g, TK_RPAREN);
        if (ga->output) {
            p(g, TK_RARROW);
            e_ty(g, ga->output);
        }
    } else {
        p(g, TK_LT);
        for (uint32_t i = 0; i < ga->nargs; i++) {
            if (i) p(g, TK_COMMA);
            e_generic_arg(g, &ga->args[i]);
        }
        p(g, TK_GT);
    }
    u_leave(g, u);
}

static void e_bound(DG *g, const GenericBound *b) {
    UScope u = u_enter(g, b->span);
    switch (b->kind) {
    case BOUND_OUTLIVES:
        e_lifetime(g, &b->lifetime);
        break;
    case BOUND_USE:
        kw(g, SYM_use);
        p(g, TK_LT);
        for (uint32_t i = 0; i < b->nuse_args; i++) {
            if (i) p(g, TK_COMMA);
            e_generic_arg(g, &b->use_args[i]);
        }
        p(g, TK_GT);
        break;
    case BOUND_TRAIT:
        if (b->parenthesized) p(g, TK_LPAREN);
        if (b->modifier == BOUND_MAYBE_CONST || b->modifier == BOUND_MAYBE_CONST_MAYBE) {
            p(g, TK_TILDE);
            kw(g, SYM_const);
        }
        if (b->modifier == BOUND_MAYBE || b->modifier == BOUND_MAYBE_CONST_MAYBE) p(g, TK_QUESTION);
        if (b->modifier == BOUND_NEGATIVE) p(g, TK_NOT);
        if (b->bound_generic_params.len) {
            kw(g, SYM_for);
            e_binder(g, b->bound_generic_params);
        }
        e_qpath(g, NULL, &b->trait_path, false);
        if (b->parenthesized) p(g, TK_RPAREN);
        break;
    }
    u_leave(g, u);
}

static void e_bounds(DG *g, GenericBoundList b) {
    for (uint32_t i = 0; i < b.len; i++) {
        if (i) p(g, TK_PLUS);
        e_bound(g, &b.data[i]);
    }
}

/* One generic parameter as written (binders, the structural impls);
 * `with_default`: keep its default. */
static void e_param(DG *g, const GenericParam *gp, bool with_default) {
    UScope u = u_enter(g, gp->span);
    e_attrs(g, gp->attrs);
    switch (gp->kind) {
    case GP_LIFETIME: {
        Lifetime lt = {gp->id, gp->ident};
        e_lifetime(g, &lt);
        if (gp->bounds.len) {
            p(g, TK_COLON);
            e_bounds(g, gp->bounds);
        }
        break;
    }
    case GP_TYPE:
        g_ident(g, gp->ident);
        if (gp->bounds.len) {
            p(g, TK_COLON);
            e_bounds(g, gp->bounds);
        }
        if (with_default && gp->default_ty) {
            p(g, TK_EQ);
            e_ty(g, gp->default_ty);
        }
        break;
    case GP_CONST:
        kw(g, SYM_const);
        g_ident(g, gp->ident);
        p(g, TK_COLON);
        e_ty(g, gp->ty);
        if (with_default && gp->default_expr) {
            p(g, TK_EQ);
            e_expr(g, gp->default_expr);
        }
        break;
    }
    u_leave(g, u);
}

/* `<'a, T>` of `for<..>`. */
static void e_binder(DG *g, GenericParamList params) {
    p(g, TK_LT);
    for (uint32_t i = 0; i < params.len; i++) {
        if (i) p(g, TK_COMMA);
        e_param(g, &params.data[i], true);
    }
    p(g, TK_GT);
}

static void e_where_pred(DG *g, const WherePredicate *wp) {
    UScope u = u_enter(g, wp->span);
    switch (wp->kind) {
    case WHERE_BOUND:
        if (wp->bound_generic_params.len) {
            kw(g, SYM_for);
            e_binder(g, wp->bound_generic_params);
        }
        e_ty(g, wp->bounded_ty);
        p(g, TK_COLON);
        e_bounds(g, wp->bounds);
        break;
    case WHERE_REGION:
        e_lifetime(g, &wp->lifetime);
        p(g, TK_COLON);
        e_bounds(g, wp->bounds);
        break;
    case WHERE_EQ:
        e_ty(g, wp->bounded_ty);
        p(g, TK_EQ);
        e_ty(g, wp->rhs_ty);
        break;
    }
    u_leave(g, u);
}

/* A bare `Trait +` is a trait object where `Trait` alone would be a
 * path type: it keeps its `+`. */
static bool needs_trailing_plus(const Ty *t) {
    if (t->kind != TY_TRAIT_OBJECT || t->trait_object.dyn || t->trait_object.bounds.len != 1) return false;
    const GenericBound *b = &t->trait_object.bounds.data[0];
    return b->kind == BOUND_TRAIT && b->modifier == BOUND_NONE && !b->parenthesized && !b->bound_generic_params.len;
}

/* A type where `+` cannot continue it (after `&`, `*const`, in `-> T` of
 * fn pointers): trait objects with several bounds are parenthesised, as
 * the printer does. */
static void e_ty_no_plus(DG *g, const Ty *t) {
    bool parens = (t->kind == TY_TRAIT_OBJECT && (t->trait_object.bounds.len > 1 || needs_trailing_plus(t))) ||
                  (t->kind == TY_IMPL_TRAIT && t->impl_trait.bounds.len > 1);
    if (parens) p(g, TK_LPAREN);
    e_ty(g, t);
    if (parens) p(g, TK_RPAREN);
}

static void e_fn_params(DG *g, const FnDecl *d) {
    p(g, TK_LPAREN);
    for (uint32_t i = 0; i < d->inputs.len; i++) {
        const Param *prm = &d->inputs.data[i];
        if (i) p(g, TK_COMMA);
        e_attrs(g, prm->attrs);
        if (!prm->is_placeholder && prm->pat && prm->ty->kind != TY_CVARARGS) {
            /* Parameters of fn pointer types are names or `_`. */
            if (prm->pat->kind == PAT_IDENT) g_ident(g, prm->pat->ident.ident);
            else kw(g, SYM_underscore);
            p(g, TK_COLON);
        }
        e_ty(g, prm->ty);
    }
    p(g, TK_RPAREN);
    if (d->output) {
        p(g, TK_RARROW);
        e_ty_no_plus(g, d->output);
    }
}

static void e_abi(DG *g, const Extern *e) {
    if (!e->has_extern) return;
    kw(g, SYM_extern);
    if (e->abi) tb_lit(g->tb, sym_str(e->abi)[0] == 'r' ? TK_LIT_RAW_STR : TK_LIT_STR, e->abi, 0);
}

static void e_ty(DG *g, const Ty *t) {
    UScope u = u_enter(g, t->span);
    switch (t->kind) {
    case TY_SLICE:
        p(g, TK_LBRACKET);
        e_ty(g, t->elem);
        p(g, TK_RBRACKET);
        break;
    case TY_ARRAY:
        p(g, TK_LBRACKET);
        e_ty(g, t->array.elem);
        p(g, TK_SEMI);
        e_expr(g, t->array.len);
        p(g, TK_RBRACKET);
        break;
    case TY_PTR:
        p(g, TK_STAR);
        kw(g, t->ptr.mutbl == MUT_MUT ? SYM_mut : SYM_const);
        e_ty_no_plus(g, t->ptr.ty);
        break;
    case TY_REF:
        p(g, TK_AND);
        if (t->ref.lifetime) e_lifetime(g, t->ref.lifetime);
        if (t->ref.mutbl == MUT_MUT) kw(g, SYM_mut);
        e_ty_no_plus(g, t->ref.ty);
        break;
    case TY_BARE_FN:
        if (t->bare_fn.generic_params.len) {
            kw(g, SYM_for);
            e_binder(g, t->bare_fn.generic_params);
        }
        if (t->bare_fn.unsafety == UNSAFETY_YES) kw(g, SYM_unsafe);
        e_abi(g, &t->bare_fn.ext);
        kw(g, SYM_fn);
        e_fn_params(g, &t->bare_fn.decl);
        break;
    case TY_NEVER:
        p(g, TK_NOT);
        break;
    case TY_TUP:
        p(g, TK_LPAREN);
        for (uint32_t i = 0; i < t->tup.len; i++) {
            if (i) p(g, TK_COMMA);
            e_ty(g, t->tup.data[i]);
        }
        if (t->tup.len == 1) p(g, TK_COMMA);
        p(g, TK_RPAREN);
        break;
    case TY_PATH:
        e_qpath(g, t->path.qself, &t->path.path, false);
        break;
    case TY_TRAIT_OBJECT:
        if (t->trait_object.dyn) kw(g, SYM_dyn);
        e_bounds(g, t->trait_object.bounds);
        if (needs_trailing_plus(t)) p(g, TK_PLUS);
        break;
    case TY_IMPL_TRAIT:
        kw(g, SYM_impl);
        e_bounds(g, t->impl_trait.bounds);
        break;
    case TY_PAREN:
        p(g, TK_LPAREN);
        e_ty(g, t->elem);
        p(g, TK_RPAREN);
        break;
    case TY_TYPEOF:
        kw(g, SYM_typeof);
        p(g, TK_LPAREN);
        e_expr(g, t->typeof_expr);
        p(g, TK_RPAREN);
        break;
    case TY_IMPLICIT_SELF:
        kw(g, SYM_Self);
        break;
    case TY_MAC_CALL:
        e_qpath(g, NULL, &t->mac.path, false);
        p(g, TK_NOT);
        e_delimited(g, t->mac.delim, t->mac.tokens);
        break;
    case TY_CVARARGS:
        p(g, TK_DOTDOTDOT);
        break;
    case TY_INFER:
    case TY_ERR:
    case TY__COUNT:
        /* (an erroneous type was reported; `_` stands for it) */
        kw(g, SYM_underscore);
        break;
    }
    u_leave(g, u);
}

/* Is the path plain (no generic arguments), so it can be copied as is? */
static bool plain_path(const Path *path) {
    for (uint32_t i = 0; i < path->nsegs; i++)
        if (path->segs[i].args) return false;
    return true;
}

static void e_expr(DG *g, const Expr *e) {
    if (e->attrs.len == 0) {
        switch (e->kind) {
        case EXPR_LIT: {
            Token t = e->lit;
            vec_push(&g->tb->toks, t);
            return;
        }
        case EXPR_PATH:
            if (e->path.qself || !plain_path(&e->path.path)) break;
            e_qpath(g, NULL, &e->path.path, true);
            return;
        case EXPR_UNARY:
            if (e->unary.op != UNOP_NEG || e->unary.operand->kind != EXPR_LIT) break;
            {
                UScope u = u_enter(g, e->span);
                p(g, TK_MINUS);
                u_leave(g, u);
            }
            e_expr(g, e->unary.operand);
            return;
        case EXPR_BLOCK: {
            const Block *b = e->block.block;
            if (e->block.label || b->rules != BLOCK_DEFAULT || b->stmts.len != 1 || b->stmts.data[0].kind != STMT_EXPR)
                break;
            UScope u = u_enter(g, e->span);
            p(g, TK_LBRACE);
            e_expr(g, b->stmts.data[0].expr);
            p(g, TK_RBRACE);
            u_leave(g, u);
            return;
        }
        default:
            break;
        }
    }
    /* Anything else: printed and re-lexed with the call-site ctxt (the
     * `$crate` hook is off: `$crate` must stay `$crate` here). */
    PrintDollarCrateFn hook = ast_print_dollar_crate;
    ast_print_dollar_crate = NULL;
    StrBuf sb = {0};
    ast_print_expr(&sb, e);
    ast_print_dollar_crate = hook;
    UScope u = u_enter(g, e->span);
    tb_src(g->tb, sb_cstr(&sb));
    u_leave(g, u);
    sb_free(&sb);
}

/* ------------------------------------------------------------------ */
/* The item: its parts, and the type parameters its fields mention     */
/* ------------------------------------------------------------------ */

static bool is_enum(const DG *g) { return g->item->kind == ITEM_ENUM; }

static bool has_ty_params(const Generics *gen) {
    for (uint32_t i = 0; i < gen->params.len; i++)
        if (gen->params.data[i].kind == GP_TYPE) return true;
    return false;
}

static bool has_attr(AttrList attrs, Symbol name) {
    for (uint32_t i = 0; i < attrs.len; i++)
        if (meta_attr_name(&attrs.data[i]) == name) return true;
    return false;
}

/* #[repr(packed)] / #[repr(C, packed(2))] on the item (rustc's
 * find_repr_attrs; malformed reprs are reported elsewhere). */
static bool is_packed(const Item *it) {
    static Symbol packed;
    if (!packed) packed = sym_cstr("packed");
    for (uint32_t i = 0; i < it->attrs.len; i++) {
        const Attr *a = &it->attrs.data[i];
        if (meta_attr_name(a) != SYM_repr || a->args_kind != ATTR_ARGS_DELIMITED) continue;
        int depth = 0;
        for (uint32_t k = 0; k < a->tokens.len; k++) {
            const Token *t = &a->tokens.data[k];
            if (tok_is_open_delim(t->kind)) depth++;
            else if (tok_is_close_delim(t->kind)) depth--;
            else if (depth == 0 && t->kind == TK_IDENT && t->sym == packed) return true;
        }
    }
    return false;
}

typedef struct TpFinder {
    DG *g;
    VEC(const GenericParamList *) stack;   /* the for<..> binders we are in */
    AstVisitor v;                          /* for types inside expressions */
} TpFinder;

static void tpf_ty(TpFinder *f, const Ty *t);
static void tpf_expr(TpFinder *f, const Expr *e);

static bool is_ty_param(const Generics *gen, Symbol name) {
    for (uint32_t i = 0; i < gen->params.len; i++)
        if (gen->params.data[i].kind == GP_TYPE && gen->params.data[i].ident.name == name) return true;
    return false;
}

static void tpf_bounds(TpFinder *f, GenericBoundList bounds);

static void tpf_args(TpFinder *f, const GenericArgs *ga) {
    if (ga->parenthesized) {
        for (uint32_t i = 0; i < ga->inputs.len; i++) tpf_ty(f, ga->inputs.data[i]);
        if (ga->output) tpf_ty(f, ga->output);
        return;
    }
    for (uint32_t i = 0; i < ga->nargs; i++) {
        const GenericArg *a = &ga->args[i];
        if (a->gen_args) tpf_args(f, a->gen_args);
        if (a->ty) tpf_ty(f, a->ty);
        if (a->expr) tpf_expr(f, a->expr);
        tpf_bounds(f, a->bounds);
    }
}

static void tpf_path(TpFinder *f, const Path *path) {
    for (uint32_t i = 0; i < path->nsegs; i++)
        if (path->segs[i].args) tpf_args(f, path->segs[i].args);
}

static void tpf_params(TpFinder *f, GenericParamList params) {
    for (uint32_t i = 0; i < params.len; i++) {
        const GenericParam *gp = &params.data[i];
        tpf_bounds(f, gp->bounds);
        if (gp->ty) tpf_ty(f, gp->ty);
        if (gp->default_ty) tpf_ty(f, gp->default_ty);
        if (gp->default_expr) tpf_expr(f, gp->default_expr);
    }
}

/* Trait bounds are rustc's poly trait refs: their `for<..>` params stay
 * on the stack while the bound is walked. */
static void tpf_bounds(TpFinder *f, GenericBoundList bounds) {
    for (uint32_t i = 0; i < bounds.len; i++) {
        const GenericBound *b = &bounds.data[i];
        if (b->kind != BOUND_TRAIT) continue;
        vec_push(&f->stack, &b->bound_generic_params);
        tpf_params(f, b->bound_generic_params);
        tpf_path(f, &b->trait_path);
        f->stack.len--;
    }
}

static void tpf_mac(TpFinder *f, const MacCall *m) {
    diag_emit(diag_error(f->g->ex->ps->dc, DC_NONE, m->span, "`derive` cannot be used on items with type macros"));
}

static void tpf_ty(TpFinder *f, const Ty *t) {
    if (!t) return;
    if (t->kind == TY_PATH && t->path.path.nsegs && is_ty_param(f->g->gen, t->path.path.segs[0].ident.name) &&
        !(t->path.path.nsegs == 1)) {
        /* `T::Item`, `T::Assoc<U>`: bounded in the where clause. (A bare
         * `T` is bounded where it is declared.) */
        FoundTy ft = {.ty = t, .nbinders = f->stack.len};
        if (f->stack.len) {
            ft.binders = arena_alloc(f->g->ex->ps->arena, f->stack.len * sizeof *ft.binders, _Alignof(void *));
            memcpy(ft.binders, f->stack.data, f->stack.len * sizeof *ft.binders);
        }
        vec_push(&f->g->found, ft);
    }
    switch (t->kind) {
    case TY_SLICE: case TY_PAREN: tpf_ty(f, t->elem); break;
    case TY_ARRAY: tpf_ty(f, t->array.elem); tpf_expr(f, t->array.len); break;
    case TY_PTR: tpf_ty(f, t->ptr.ty); break;
    case TY_REF: tpf_ty(f, t->ref.ty); break;
    case TY_BARE_FN:
        tpf_params(f, t->bare_fn.generic_params);
        for (uint32_t i = 0; i < t->bare_fn.decl.inputs.len; i++) tpf_ty(f, t->bare_fn.decl.inputs.data[i].ty);
        tpf_ty(f, t->bare_fn.decl.output);
        break;
    case TY_TUP:
        for (uint32_t i = 0; i < t->tup.len; i++) tpf_ty(f, t->tup.data[i]);
        break;
    case TY_PATH:
        if (t->path.qself) tpf_ty(f, t->path.qself->ty);
        tpf_path(f, &t->path.path);
        break;
    case TY_TRAIT_OBJECT: tpf_bounds(f, t->trait_object.bounds); break;
    case TY_IMPL_TRAIT: tpf_bounds(f, t->impl_trait.bounds); break;
    case TY_TYPEOF: tpf_expr(f, t->typeof_expr); break;
    case TY_MAC_CALL: tpf_mac(f, &t->mac); break;
    default: break;
    }
}

static bool tpf_visit_ty(AstVisitor *v, Ty *t) {
    tpf_ty(v->ctx, t);
    return false;
}

static void tpf_visit_mac(AstVisitor *v, MacCall *m) { tpf_mac(v->ctx, m); }

static void tpf_expr(TpFinder *f, const Expr *e) {
    if (e) ast_walk_expr(&f->v, (Expr *)e);
}

static void tpf_fields(TpFinder *f, const VariantData *vd) {
    for (uint32_t i = 0; i < vd->fields.len; i++) tpf_ty(f, vd->fields.data[i].ty);
}

/* rustc's find_type_parameters over every field type (only when the
 * item has type parameters). */
static void find_type_params(DG *g) {
    if (!has_ty_params(g->gen)) return;
    TpFinder f = {.g = g};
    f.v.ctx = &f;
    f.v.ty = tpf_visit_ty;
    f.v.mac = tpf_visit_mac;
    if (is_enum(g)) {
        for (uint32_t i = 0; i < g->item->enum_.variants.len; i++) tpf_fields(&f, &g->item->enum_.variants.data[i].data);
    } else {
        tpf_fields(&f, &g->item->struct_.data);
    }
    vec_free(&f.stack);
}

/* ------------------------------------------------------------------ */
/* The impl                                                            */
/* ------------------------------------------------------------------ */

typedef struct TraitDef {
    const char *path;      /* the trait as the output writes it */
    const char *extra;     /* an additional bound on type parameters, or NULL */
    bool unions;           /* can be derived for unions */
} TraitDef;

/* The item's lint and stability attributes, which rustc copies onto the
 * impls so they are linted as the item is. */
static void g_lint_attrs(DG *g) {
    static Symbol stable, unstable;
    if (!stable) {
        stable = sym_cstr("stable");
        unstable = sym_cstr("unstable");
    }
    for (uint32_t i = 0; i < g->item->attrs.len; i++) {
        const Attr *a = &g->item->attrs.data[i];
        Symbol n = meta_attr_name(a);
        if (a->style == ATTR_OUTER && (n == SYM_allow || n == SYM_warn || n == SYM_deny || n == SYM_forbid ||
                                       n == stable || n == unstable))
            e_attr(g, a);
    }
}

/* `Name<'a, T, N>`: the type the impl is for. */
static void g_self_ty(DG *g) {
    g_ident(g, g->item->ident);
    if (!g->gen->params.len) return;
    UScope u = u_enter(g, g->tsp);
    p(g, TK_LT);
    for (uint32_t i = 0; i < g->gen->params.len; i++) {
        const GenericParam *gp = &g->gen->params.data[i];
        if (i) p(g, TK_COMMA);
        if (gp->kind == GP_LIFETIME) {
            Lifetime lt = {gp->id, gp->ident};
            e_lifetime(g, &lt);
        } else {
            g_ident(g, gp->ident);
        }
    }
    p(g, TK_GT);
    u_leave(g, u);
}

/* `[extra +] Trait` — what the derive requires of a type. */
static void g_trait_bounds(DG *g, const TraitDef *tr) {
    if (tr->extra) g_src(g, "%s +", tr->extra);
    g_src(g, "%s", tr->path);
}

static void g_where(DG *g, const TraitDef *tr) {
    uint32_t n = g->gen->where_preds.len + (tr ? g->found.len : 0);
    if (!n) return;
    UScope u = u_enter(g, g->gen->where_span);
    kw(g, SYM_where);
    u_leave(g, u);
    uint32_t k = 0;
    for (uint32_t i = 0; i < g->gen->where_preds.len; i++, k++) {
        if (k) p(g, TK_COMMA);
        e_where_pred(g, &g->gen->where_preds.data[i]);
    }
    if (!tr) return;
    for (uint32_t i = 0; i < g->found.len; i++, k++) {
        const FoundTy *ft = &g->found.data[i];
        if (k) p(g, TK_COMMA);
        if (ft->nbinders) {
            UScope v = u_enter(g, g->tsp);
            kw(g, SYM_for);
            p(g, TK_LT);
            uint32_t m = 0;
            for (uint32_t b = 0; b < ft->nbinders; b++)
                for (uint32_t j = 0; j < ft->binders[b]->len; j++, m++) {
                    if (m) p(g, TK_COMMA);
                    e_param(g, &ft->binders[b]->data[j], true);
                }
            p(g, TK_GT);
            u_leave(g, v);
        }
        e_ty(g, ft->ty);
        g_src(g, ":");
        g_trait_bounds(g, tr);
    }
}

/* `#[automatically_derived] ... impl<..> Trait for Name<..> where .. {` */
static void g_impl_begin(DG *g, const TraitDef *tr) {
    g_src(g, "#[automatically_derived] #[allow(unused_qualifications)]");
    g_lint_attrs(g);
    g_src(g, "impl");
    if (g->gen->params.len) {
        g_src(g, "<");
        for (uint32_t i = 0; i < g->gen->params.len; i++) {
            const GenericParam *gp = &g->gen->params.data[i];
            if (i) g_src(g, ",");
            if (gp->kind == GP_TYPE) {
                /* T: [extra +] Trait [+ its declared bounds] (no attributes, no default) */
                g_ident(g, gp->ident);
                g_src(g, ":");
                g_trait_bounds(g, tr);
                if (gp->bounds.len) {
                    g_src(g, "+");
                    e_bounds(g, gp->bounds);
                }
            } else {
                e_param(g, gp, false);
            }
        }
        g_src(g, ">");
    }
    g_src(g, "%s for", tr->path);
    g_self_ty(g);
    g_where(g, tr);
    g_src(g, "{");
}

/* rustc's inject_impl_of_structural_trait: `impl<generics without
 * defaults> ::core::marker::StructuralPartialEq for Name<..> where .. {}`
 * with the lint attributes, for structs and enums. */
static void g_structural_impl(DG *g, const char *path) {
    if (g->item->kind == ITEM_UNION) return;
    g_lint_attrs(g);
    g_src(g, "impl");
    if (g->gen->params.len) {
        g_src(g, "<");
        for (uint32_t i = 0; i < g->gen->params.len; i++) {
            if (i) g_src(g, ",");
            e_param(g, &g->gen->params.data[i], false);
        }
        g_src(g, ">");
    }
    g_src(g, "%s for", path);
    g_self_ty(g);
    g_where(g, NULL);
    g_src(g, "{}");
}

/* ------------------------------------------------------------------ */
/* Bodies: destructuring `self` (and `other`), and what is made of it  */
/* ------------------------------------------------------------------ */

/* rustc's FieldInfo: a field of every `Self` argument, bound to locals
 * (`__self_0_1` in structs, `__self_1` / `__arg_1_1` in enum arms). */
typedef struct FieldInfo {
    const FieldDef *fd;
    Span span;
    char self_[32];
    char other[32];   /* the second `Self` argument's, if any */
} FieldInfo;

typedef enum SubKind {
    SUB_STRUCT,         /* a struct's fields */
    SUB_VARIANT,        /* matching variants of an enum (EnumMatching) */
    SUB_NONMATCHING,    /* variants differ: the discriminants are in __self_vi, __arg_1_vi */
    SUB_STATIC,         /* no `Self` argument to destructure (Default, Eq, shallow Clone) */
} SubKind;

typedef struct Sub {
    SubKind kind;
    const VariantData *vdata;     /* STRUCT, VARIANT */
    const Variant *variant;       /* VARIANT */
    uint32_t vidx, nvariants;     /* VARIANT */
    FieldInfo *fields;
    uint32_t nfields;
} Sub;

typedef void (*CombineFn)(DG *g, const Sub *s);

static FieldInfo *field_infos(const VariantData *vd, const char *self_prefix, const char *other_prefix) {
    FieldInfo *fi = xcalloc(vd->fields.len ? vd->fields.len : 1, sizeof *fi);
    for (uint32_t k = 0; k < vd->fields.len; k++) {
        fi[k].fd = &vd->fields.data[k];
        fi[k].span = vd->fields.data[k].span;
        snprintf(fi[k].self_, sizeof fi[k].self_, "%s_%u", self_prefix, k);
        if (other_prefix) snprintf(fi[k].other, sizeof fi[k].other, "%s_%u", other_prefix, k);
    }
    return fi;
}

/* The value of a field: `(*__self_0_0)` (borrowed), `(__self_0_0)`
 * (copied out of a packed struct). */
static void g_field(DG *g, const char *name) { g_src(g, g->use_temps ? "(%s)" : "(*%s)", name); }

/* `Self { a: ref x_0, b: ref x_1 }`, `E::V(ref x_0)`, `Self`: the
 * pattern of a struct or variant binding its fields to prefix_N. */
static void g_pattern(DG *g, const VariantData *vd, const char *prefix, bool by_value) {
    const char *bind = by_value ? "" : "ref ";
    switch (vd->kind) {
    case VD_UNIT:
        return;
    case VD_TUPLE:
        g_src(g, "(");
        for (uint32_t k = 0; k < vd->fields.len; k++) {
            Span old = g_at(g, vd->fields.data[k].span);
            g_src(g, "%s%s_%u,", bind, prefix, k);
            g_at(g, old);
        }
        g_src(g, ")");
        return;
    case VD_STRUCT:
        g_src(g, "{");
        for (uint32_t k = 0; k < vd->fields.len; k++) {
            Span old = g_at(g, vd->fields.data[k].span);
            g_ident(g, vd->fields.data[k].ident);
            g_src(g, ": %s%s_%u,", bind, prefix, k);
            g_at(g, old);
        }
        g_src(g, "}");
        return;
    }
}

/* `E::V` with the item's identifiers. */
static void g_variant_path(DG *g, const Variant *v) {
    g_ident(g, g->item->ident);
    g_src(g, "::");
    g_ident(g, v->ident);
}

/* A struct method: one nested `match` per `Self` argument (outermost the
 * last), then the combined fields. */
static void g_struct_body(DG *g, uint32_t nself, CombineFn f) {
    static const char *const args[] = {"*self", "*other"};
    const VariantData *vd = &g->item->struct_.data;
    FieldInfo *fi = field_infos(vd, "__self_0", nself > 1 ? "__self_1" : NULL);
    for (uint32_t i = nself; i-- > 0;) {
        char prefix[16];
        snprintf(prefix, sizeof prefix, "__self_%u", i);
        g_src(g, "match %s {", args[i]);
        g_kw(g, SYM_Self, g->item->ident.ctxt);
        g_pattern(g, vd, prefix, g->use_temps);
        g_src(g, "=>");
    }
    Sub s = {.kind = SUB_STRUCT, .vdata = vd, .fields = fi, .nfields = vd->fields.len};
    f(g, &s);
    for (uint32_t i = 0; i < nself; i++) g_src(g, ", }");
    free(fi);
}

static bool fieldless(const Variant *v) { return v->data.fields.len == 0; }

/* An enum method (rustc's build_enum_match_tuple): a match over the
 * tuple of `Self` arguments, one arm per variant (fieldless ones unified
 * into `_` when `unify`), behind a discriminant test when variants can
 * differ. */
static void g_enum_body(DG *g, uint32_t nself, bool unify, CombineFn f) {
    const VariantList *vs = &g->item->enum_.variants;
    uint32_t nv = vs->len;
    if (nv == 0) {
        /* matching on a value of an empty enum: unreachable */
        g_src(g, "unsafe { $crate::intrinsics::unreachable() }");
        return;
    }
    bool disc = nv > 1 && nself > 1;
    if (disc) {
        g_src(g, "{ let __self_vi = $crate::intrinsics::discriminant_value(&*self);");
        g_src(g, "let __arg_1_vi = $crate::intrinsics::discriminant_value(&*other);");
        g_src(g, "if true && __self_vi == __arg_1_vi {");
    }
    g_src(g, nself > 1 ? "match (&*self, &*other) {" : "match (&*self,) {");
    const Variant *first_fieldless = NULL;
    for (uint32_t i = 0; i < nv; i++) {
        const Variant *v = &vs->data[i];
        if (fieldless(v) && !first_fieldless) first_fieldless = v;
        if (unify && fieldless(v)) continue;
        g_src(g, "(");
        for (uint32_t a = 0; a < nself; a++) {
            g_src(g, "&");
            g_variant_path(g, v);
            g_pattern(g, &v->data, a ? "__arg_1" : "__self", false);
            g_src(g, ",");
        }
        g_src(g, ") =>");
        FieldInfo *fi = field_infos(&v->data, "__self", nself > 1 ? "__arg_1" : NULL);
        Sub s = {.kind = SUB_VARIANT, .vdata = &v->data, .variant = v, .vidx = i, .nvariants = nv, .fields = fi,
                 .nfields = v->data.fields.len};
        f(g, &s);
        free(fi);
        g_src(g, ",");
    }
    if (unify && first_fieldless) {
        g_src(g, "_ =>");
        Sub s = {.kind = SUB_VARIANT, .vdata = &first_fieldless->data, .variant = first_fieldless, .vidx = 0,
                 .nvariants = nv};
        f(g, &s);
        g_src(g, ",");
    } else if (disc) {
        g_src(g, "_ => unsafe { $crate::intrinsics::unreachable() },");
    }
    g_src(g, "}");
    if (disc) {
        g_src(g, "} else {");
        Sub s = {.kind = SUB_NONMATCHING};
        f(g, &s);
        g_src(g, "} }");
    }
}

/* The body of a method with `nself` `Self` arguments. */
static void g_body(DG *g, uint32_t nself, bool unify, CombineFn f) {
    g_src(g, "{");
    if (is_enum(g)) g_enum_body(g, nself, unify, f);
    else g_struct_body(g, nself, f);
    g_src(g, "}");
}

static void g_static_body(DG *g, CombineFn f) {
    g_src(g, "{");
    Sub s = {.kind = SUB_STATIC};
    f(g, &s);
    g_src(g, "}");
}

/* `let _: $crate::<helper><FieldTy>;` for every field (Eq, shallow Clone). */
static void g_assert_fields(DG *g, const VariantData *vd, const char *helper) {
    for (uint32_t k = 0; k < vd->fields.len; k++) {
        Span old = g_at(g, vd->fields.data[k].span);
        g_src(g, "let _: %s<", helper);
        e_ty(g, vd->fields.data[k].ty);
        g_src(g, ">;");
        g_at(g, old);
    }
}

static void g_assert_all_fields(DG *g, const char *helper) {
    if (is_enum(g)) {
        for (uint32_t i = 0; i < g->item->enum_.variants.len; i++)
            g_assert_fields(g, &g->item->enum_.variants.data[i].data, helper);
    } else {
        g_assert_fields(g, &g->item->struct_.data, helper);
    }
}

/* ------------------------------------------------------------------ */
/* Setting up a derive                                                 */
/* ------------------------------------------------------------------ */

/* rustc's "originates in" note for errors at the derive's own span. */
static void note_origin(Diag *d, const char *name) {
    diag_note(d, "this error originates in the derive macro `%s` (in Nightly builds, run with -Z macro-backtrace for more info)",
              name);
}

static bool dg_init(DG *g, ExpandCtx *ex, const MacInvoc *inv, MacOutput *out, const TraitDef *tr) {
    memset(g, 0, sizeof *g);
    g->ex = ex;
    g->inv = inv;
    g->tb = &out->tb;
    g->item = inv->item;
    g->tsp = inv->derive_path.span;
    g->def = inv->def_site;
    const Item *it = inv->item;
    if (!it || (it->kind != ITEM_STRUCT && it->kind != ITEM_ENUM && it->kind != ITEM_UNION)) {
        /* (the expander only derives on these; be safe) */
        diag_emit(diag_error(ex->ps->dc, DC_NONE, inv->span,
                             "`derive` may only be applied to `struct`s, `enum`s and `union`s"));
        out->failed = true;
        return false;
    }
    if (it->kind == ITEM_UNION && !tr->unions) {
        diag_emit(diag_error(ex->ps->dc, DC_NONE, inv->derive_path.span, "this trait cannot be derived for unions"));
        out->failed = true;
        return false;
    }
    g->gen = it->kind == ITEM_ENUM ? &it->enum_.generics : &it->struct_.generics;
    g->tb->span = g->tsp;
    g->use_temps = it->kind == ITEM_STRUCT && is_packed(it) && !has_ty_params(g->gen) && inv->has_derive_copy;
    find_type_params(g);
    return true;
}

static void dg_free(DG *g) { vec_free(&g->found); }

/* ------------------------------------------------------------------ */
/* Clone and Copy                                                      */
/* ------------------------------------------------------------------ */

/* `Name` / `E::V` followed by a struct, tuple or nothing, each field
 * given by `field(g, &fields[k], k)`. */
static void g_ctor(DG *g, const Sub *s, void (*field)(DG *g, const FieldInfo *fi, uint32_t k)) {
    if (s->kind == SUB_VARIANT) g_variant_path(g, s->variant);
    else g_ident(g, g->item->ident);
    switch (s->vdata->kind) {
    case VD_UNIT:
        break;
    case VD_TUPLE:
        g_src(g, "(");
        for (uint32_t k = 0; k < s->nfields; k++) {
            field(g, &s->fields[k], k);
            g_src(g, ",");
        }
        g_src(g, ")");
        break;
    case VD_STRUCT:
        g_src(g, "{");
        for (uint32_t k = 0; k < s->nfields; k++) {
            g_ident(g, s->fields[k].fd->ident);
            g_src(g, ":");
            field(g, &s->fields[k], k);
            g_src(g, ",");
        }
        g_src(g, "}");
        break;
    }
}

static void clone_field(DG *g, const FieldInfo *fi, uint32_t k) {
    (void)k;
    Span old = g_at(g, fi->span);
    g_src(g, "$crate::clone::Clone::clone(&");
    g_field(g, fi->self_);
    g_src(g, ")");
    g_at(g, old);
}

static void cs_clone(DG *g, const Sub *s) { g_ctor(g, s, clone_field); }

/* The copying clone of a type that also derives Copy: asserts its fields
 * are Clone (a union: that it is Copy) and copies `*self`. */
static void cs_clone_shallow(DG *g, const Sub *s) {
    (void)s;
    g_src(g, "{");
    if (g->item->kind == ITEM_UNION) g_src(g, "let _: $crate::clone::AssertParamIsCopy<Self>;");
    else g_assert_all_fields(g, "$crate::clone::AssertParamIsClone");
    g_src(g, "*self }");
}

static const TraitDef TR_CLONE = {"$crate::clone::Clone", NULL, true};
static const TraitDef TR_CLONE_UNION = {"$crate::clone::Clone", "$crate::marker::Copy", true};

bool bi_derive_clone(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    const Item *it = inv->item;
    bool is_union = it && it->kind == ITEM_UNION;
    DG g;
    if (!dg_init(&g, ex, inv, out, is_union ? &TR_CLONE_UNION : &TR_CLONE)) return false;
    /* The `*self` form needs Copy, which only a derived Copy promises, and
     * no type parameters (a `T: Clone` that is not Copy would have no
     * Clone at all); unions always need it. */
    bool shallow = is_union || (inv->has_derive_copy && !has_ty_params(g.gen));
    g_impl_begin(&g, is_union ? &TR_CLONE_UNION : &TR_CLONE);
    g_src(&g, "#[inline] fn clone(&self) ->");
    g_self_ty(&g);
    if (shallow) g_static_body(&g, cs_clone_shallow);
    else g_body(&g, 1, false, cs_clone);
    g_src(&g, "}");
    dg_free(&g);
    return true;
}

static const TraitDef TR_COPY = {"$crate::marker::Copy", NULL, true};

bool bi_derive_copy(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    DG g;
    if (!dg_init(&g, ex, inv, out, &TR_COPY)) return false;
    g_impl_begin(&g, &TR_COPY);
    g_src(&g, "}");
    dg_free(&g);
    return true;
}

/* ------------------------------------------------------------------ */
/* Debug                                                               */
/* ------------------------------------------------------------------ */

/* fmt.debug_struct(name).field(..)...finish() spelled as calls: */
static void cs_debug(DG *g, const Sub *s) {
    Ident name = s->kind == SUB_VARIANT ? s->variant->ident : g->item->ident;
    if (s->vdata->kind == VD_UNIT) {
        /* unit variants: one write_str (a C-like enum becomes a table) */
        g_src(g, "{ $crate::fmt::Formatter::write_str(f,");
        g_str(g, name.name);
        g_src(g, ") }");
        return;
    }
    bool tuple = s->vdata->kind == VD_TUPLE;
    const char *builder = tuple ? "DebugTuple" : "DebugStruct";
    g_src(g, "{ let debug_trait_builder = &mut $crate::fmt::Formatter::%s(f,", tuple ? "debug_tuple" : "debug_struct");
    g_str(g, name.name);
    g_src(g, ");");
    for (uint32_t k = 0; k < s->nfields; k++) {
        g_src(g, "let _ = $crate::fmt::%s::field(debug_trait_builder,", builder);
        Span old = g_at(g, s->fields[k].span);
        if (!tuple) {
            g_str(g, s->fields[k].fd->ident.name);
            g_src(g, ",");
        }
        /* double indirection: works for unsized fields too */
        g_src(g, "& &");
        g_field(g, s->fields[k].self_);
        g_at(g, old);
        g_src(g, ");");
    }
    g_src(g, "$crate::fmt::%s::finish(debug_trait_builder) }", builder);
}

static const TraitDef TR_DEBUG = {"$crate::fmt::Debug", NULL, false};

bool bi_derive_debug(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    DG g;
    if (!dg_init(&g, ex, inv, out, &TR_DEBUG)) return false;
    g_impl_begin(&g, &TR_DEBUG);
    g_src(&g, "fn fmt(&self, f: &mut $crate::fmt::Formatter) -> $crate::fmt::Result");
    g_body(&g, 1, false, cs_debug);
    g_src(&g, "}");
    dg_free(&g);
    return true;
}

/* ------------------------------------------------------------------ */
/* Default                                                             */
/* ------------------------------------------------------------------ */

static void default_field(DG *g, const FieldInfo *fi, uint32_t k) {
    (void)k;
    Span old = g_at(g, fi->span);
    g_src(g, "$crate::default::Default::default()");
    g_at(g, old);
}

/* The variant chosen by #[default], or NULL after reporting rustc's
 * errors (none, several, on a variant with fields, on a
 * #[non_exhaustive] variant, repeated, with a value). */
static const Variant *default_variant(DG *g) {
    static Symbol non_exhaustive;
    if (!non_exhaustive) non_exhaustive = sym_cstr("non_exhaustive");
    DiagCtx *dc = g->ex->ps->dc;
    const VariantList *vs = &g->item->enum_.variants;
    const Variant *first = NULL;
    uint32_t ndefaults = 0;
    for (uint32_t i = 0; i < vs->len; i++)
        if (has_attr(vs->data[i].attrs, SYM_default)) {
            if (!first) first = &vs->data[i];
            ndefaults++;
        }
    if (ndefaults == 0) {
        Diag *d = diag_error(dc, DC_NONE, g->tsp, "no default declared");
        diag_help(d, "make a unit variant default by placing `#[default]` above it");
        note_origin(d, "Default");
        for (uint32_t i = 0; i < vs->len; i++) {
            const Variant *v = &vs->data[i];
            if (v->data.kind != VD_UNIT || has_attr(v->attrs, non_exhaustive)) continue;
            char msg[300], repl[300];
            snprintf(msg, sizeof msg, "make `%s` default", sym_str(v->ident.name));
            snprintf(repl, sizeof repl, "#[default] %s", sym_str(v->ident.name));
            DiagSuggestion *s = diag_suggestion(d, SUGG_TOOL_ONLY, APP_MAYBE_INCORRECT, "%s", msg);
            diag_sugg_part(s, v->span, repl);
        }
        diag_emit(d);
        return NULL;
    }
    if (ndefaults > 1) {
        Diag *d = diag_error(dc, DC_NONE, g->tsp, "multiple declared defaults");
        diag_label(d, first->span, false, "first default");
        for (uint32_t i = 0; i < vs->len; i++)
            if (&vs->data[i] != first && has_attr(vs->data[i].attrs, SYM_default))
                diag_label(d, vs->data[i].span, false, "additional default");
        diag_note(d, "only one variant can be default");
        note_origin(d, "Default");
        for (uint32_t i = 0; i < vs->len; i++) {
            const Variant *v = &vs->data[i];
            if (!has_attr(v->attrs, SYM_default)) continue;
            DiagSuggestion *s =
                diag_suggestion(d, SUGG_TOOL_ONLY, APP_MAYBE_INCORRECT, "make `%s` default", sym_str(v->ident.name));
            for (uint32_t j = 0; j < vs->len; j++) {
                const Variant *o = &vs->data[j];
                if (o == v || o->ident.name == v->ident.name) continue;
                for (uint32_t a = 0; a < o->attrs.len; a++)
                    if (meta_attr_name(&o->attrs.data[a]) == SYM_default) {
                        diag_sugg_part(s, o->attrs.data[a].span, "");
                        break;
                    }
            }
        }
        diag_emit(d);
        return NULL;
    }
    const Variant *v = first;
    if (v->data.kind != VD_UNIT) {
        Diag *d = diag_error(dc, DC_NONE, v->ident.span, "the `#[default]` attribute may only be used on unit enum variants");
        diag_help(d, "consider a manual implementation of `Default`");
        diag_emit(d);
        return NULL;
    }
    for (uint32_t a = 0; a < v->attrs.len; a++)
        if (meta_attr_name(&v->attrs.data[a]) == non_exhaustive) {
            Diag *d = diag_error(dc, DC_NONE, v->ident.span, "default variant must be exhaustive");
            diag_label(d, v->attrs.data[a].span, false, "declared `#[non_exhaustive]` here");
            diag_help(d, "consider a manual implementation of `Default`");
            diag_emit(d);
            return NULL;
        }
    /* rustc's validate_default_attribute */
    const Attr *attrs[64];
    uint32_t n = 0;
    for (uint32_t a = 0; a < v->attrs.len && n < 64; a++)
        if (meta_attr_name(&v->attrs.data[a]) == SYM_default) attrs[n++] = &v->attrs.data[a];
    if (n > 1) {
        const char *text = n == 2 ? "try removing this" : "try removing these";
        Diag *d = diag_error(dc, DC_NONE, v->ident.span, "multiple `#[default]` attributes");
        diag_note(d, "only one `#[default]` attribute is needed");
        diag_label(d, attrs[0]->span, false, "`#[default]` used here");
        diag_label(d, attrs[1]->span, false, "`#[default]` used again here");
        Diag *h = diag_span_help(d, attrs[1]->span, "%s", text);
        for (uint32_t a = 2; a < n; a++) diag_label(h, attrs[a]->span, true, NULL);
        DiagSuggestion *s = diag_suggestion(d, SUGG_TOOL_ONLY, APP_MACHINE_APPLICABLE, "%s", text);
        for (uint32_t a = 1; a < n; a++) diag_sugg_part(s, attrs[a]->span, "");
        diag_emit(d);
        return NULL;
    }
    if (attrs[0]->args_kind != ATTR_ARGS_EMPTY) {
        Diag *d = diag_error(dc, DC_NONE, attrs[0]->span, "`#[default]` attribute does not accept a value");
        DiagSuggestion *s = diag_suggestion(d, SUGG_HIDE_CODE_ALWAYS, APP_MAYBE_INCORRECT, "try using `#[default]`");
        diag_sugg_part(s, attrs[0]->span, "#[default]");
        diag_emit(d);
        return NULL;
    }
    return v;
}

/* #[default] anywhere but on a variant (rustc's
 * DetectNonVariantDefaultAttr): on the item, its generic parameters, its
 * fields. Reported; the impl is still made. */
static void default_attr_misplaced(DG *g, AttrList attrs) {
    for (uint32_t i = 0; i < attrs.len; i++)
        if (meta_attr_name(&attrs.data[i]) == SYM_default)
            diag_emit(diag_error(g->ex->ps->dc, DC_NONE, attrs.data[i].span,
                                 "the `#[default]` attribute may only be used on unit enum variants"));
}

static void default_attrs_check(DG *g) {
    const Item *it = g->item;
    default_attr_misplaced(g, it->attrs);
    for (uint32_t i = 0; i < g->gen->params.len; i++) default_attr_misplaced(g, g->gen->params.data[i].attrs);
    if (is_enum(g)) {
        for (uint32_t i = 0; i < it->enum_.variants.len; i++) {
            const VariantData *vd = &it->enum_.variants.data[i].data;
            for (uint32_t k = 0; k < vd->fields.len; k++) default_attr_misplaced(g, vd->fields.data[k].attrs);
        }
    } else {
        for (uint32_t k = 0; k < it->struct_.data.fields.len; k++)
            default_attr_misplaced(g, it->struct_.data.fields.data[k].attrs);
    }
}

static const TraitDef TR_DEFAULT = {"$crate::default::Default", NULL, false};

bool bi_derive_default(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    DG g;
    if (!dg_init(&g, ex, inv, out, &TR_DEFAULT)) return false;
    default_attrs_check(&g);
    const Variant *dv = NULL;
    if (is_enum(&g)) {
        dv = default_variant(&g);
        if (!dv) {
            /* rustc puts an error expression in the body; nothing follows from it */
            out->failed = true;
            dg_free(&g);
            return false;
        }
    }
    g_impl_begin(&g, &TR_DEFAULT);
    g_src(&g, "#[inline] fn default() ->");
    g_self_ty(&g);
    g_src(&g, "{");
    if (dv) {
        Span old = g_at(&g, dv->span);
        g_kw(&g, SYM_Self, dv->ident.ctxt);
        g_src(&g, "::");
        g_ident(&g, dv->ident);
        g_at(&g, old);
    } else {
        const VariantData *vd = &g.item->struct_.data;
        FieldInfo *fi = field_infos(vd, "_", NULL);
        /* rustc summarises a struct without fields as named: `Name {}` */
        VariantData named = {.kind = VD_STRUCT};
        Sub s = {.kind = SUB_STRUCT, .vdata = vd->fields.len ? vd : &named, .fields = fi, .nfields = vd->fields.len};
        g_ctor(&g, &s, default_field);
        free(fi);
    }
    g_src(&g, "} }");
    dg_free(&g);
    return true;
}

/* ------------------------------------------------------------------ */
/* Hash                                                                */
/* ------------------------------------------------------------------ */

static void cs_hash(DG *g, const Sub *s) {
    g_src(g, "{");
    bool sep = false;
    if (s->kind == SUB_VARIANT && s->nvariants != 1) {
        g_src(g, "$crate::hash::Hash::hash(&$crate::intrinsics::discriminant_value(self), state)");
        sep = true;
    }
    for (uint32_t k = 0; k < s->nfields; k++) {
        if (sep) g_src(g, ";");
        Span old = g_at(g, s->fields[k].span);
        g_src(g, "$crate::hash::Hash::hash(&");
        g_field(g, s->fields[k].self_);
        g_src(g, ", state)");
        g_at(g, old);
        sep = true;
    }
    g_src(g, "}");
}

static const TraitDef TR_HASH = {"$crate::hash::Hash", NULL, false};

bool bi_derive_hash(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    DG g;
    if (!dg_init(&g, ex, inv, out, &TR_HASH)) return false;
    g_impl_begin(&g, &TR_HASH);
    g_src(&g, "fn hash<__H: $crate::hash::Hasher>(&self, state: &mut __H) -> ()");
    g_body(&g, 1, true, cs_hash);
    g_src(&g, "}");
    dg_free(&g);
    return true;
}

/* ------------------------------------------------------------------ */
/* PartialEq and Eq                                                    */
/* ------------------------------------------------------------------ */

/* `a == b && c == d` (eq) or `a != b || c != d` (ne); `true`/`false`
 * without fields; differing variants give the opposite. */
static void cs_op(DG *g, const Sub *s, bool eq) {
    if (s->kind == SUB_NONMATCHING || s->nfields == 0) {
        bool base = s->kind == SUB_NONMATCHING ? !eq : eq;
        g_src(g, base ? "true" : "false");
        return;
    }
    for (uint32_t k = 0; k < s->nfields; k++) {
        Span old = g_at(g, s->fields[k].span);
        if (k) g_src(g, eq ? "&&" : "||");
        g_field(g, s->fields[k].self_);
        g_src(g, eq ? "==" : "!=");
        g_field(g, s->fields[k].other);
        g_at(g, old);
    }
}

static void cs_eq(DG *g, const Sub *s) { cs_op(g, s, true); }
static void cs_ne(DG *g, const Sub *s) { cs_op(g, s, false); }

/* rustc's is_type_without_fields: `ne` is left to its default then. */
static bool without_fields(const DG *g) {
    if (!is_enum(g)) return g->item->struct_.data.fields.len == 0;
    for (uint32_t i = 0; i < g->item->enum_.variants.len; i++)
        if (!fieldless(&g->item->enum_.variants.data[i])) return false;
    return true;
}

static const TraitDef TR_PARTIAL_EQ = {"$crate::cmp::PartialEq", NULL, false};

bool bi_derive_partial_eq(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    DG g;
    if (!dg_init(&g, ex, inv, out, &TR_PARTIAL_EQ)) return false;
    g_structural_impl(&g, "$crate::marker::StructuralPartialEq");
    g_impl_begin(&g, &TR_PARTIAL_EQ);
    g_src(&g, "#[inline] fn eq(&self, other: &");
    g_self_ty(&g);
    g_src(&g, ") -> bool");
    g_body(&g, 2, true, cs_eq);
    if (!without_fields(&g)) {
        g_src(&g, "#[inline] fn ne(&self, other: &");
        g_self_ty(&g);
        g_src(&g, ") -> bool");
        g_body(&g, 2, true, cs_ne);
    }
    g_src(&g, "}");
    dg_free(&g);
    return true;
}

static void cs_total_eq_assert(DG *g, const Sub *s) {
    (void)s;
    g_src(g, "{");
    g_assert_all_fields(g, "$crate::cmp::AssertParamIsEq");
    g_src(g, "}");
}

static const TraitDef TR_EQ = {"$crate::cmp::Eq", NULL, true};

bool bi_derive_eq(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    DG g;
    if (!dg_init(&g, ex, inv, out, &TR_EQ)) return false;
    g_structural_impl(&g, "$crate::marker::StructuralEq");
    g_impl_begin(&g, &TR_EQ);
    g_src(&g, "#[inline] #[doc(hidden)] #[no_coverage] fn assert_receiver_is_total_eq(&self) -> ()");
    g_static_body(&g, cs_total_eq_assert);
    g_src(&g, "}");
    dg_free(&g);
    return true;
}

/* ------------------------------------------------------------------ */
/* PartialOrd and Ord                                                  */
/* ------------------------------------------------------------------ */

/* The first field decides unless equal, then the next...:
 *   match cmp(&a0, &b0) { EQUAL => match cmp(&a1, &b1) { EQUAL => BASE, cmp => cmp, }, cmp => cmp, }
 * differing variants compare their discriminants. */
static void cs_ordering(DG *g, const Sub *s, const char *call, const char *equal) {
    if (s->kind == SUB_NONMATCHING) {
        g_src(g, "%s(&__self_vi, &__arg_1_vi)", call);
        return;
    }
    for (uint32_t k = 0; k < s->nfields; k++) {
        Span old = g_at(g, s->fields[k].span);
        g_src(g, "match %s(&", call);
        g_field(g, s->fields[k].self_);
        g_src(g, ", &");
        g_field(g, s->fields[k].other);
        g_src(g, ") { %s =>", equal);
        g_at(g, old);
    }
    g_src(g, "%s", equal);
    for (uint32_t k = s->nfields; k-- > 0;) {
        Span old = g_at(g, s->fields[k].span);
        g_src(g, ", cmp => cmp, }");
        g_at(g, old);
    }
}

static void cs_partial_cmp(DG *g, const Sub *s) {
    cs_ordering(g, s, "$crate::cmp::PartialOrd::partial_cmp",
                "$crate::option::Option::Some($crate::cmp::Ordering::Equal)");
}

static void cs_cmp(DG *g, const Sub *s) { cs_ordering(g, s, "$crate::cmp::Ord::cmp", "$crate::cmp::Ordering::Equal"); }

static const TraitDef TR_PARTIAL_ORD = {"$crate::cmp::PartialOrd", NULL, false};

bool bi_derive_partial_ord(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    DG g;
    if (!dg_init(&g, ex, inv, out, &TR_PARTIAL_ORD)) return false;
    g_impl_begin(&g, &TR_PARTIAL_ORD);
    g_src(&g, "#[inline] fn partial_cmp(&self, other: &");
    g_self_ty(&g);
    g_src(&g, ") -> $crate::option::Option<$crate::cmp::Ordering>");
    g_body(&g, 2, true, cs_partial_cmp);
    g_src(&g, "}");
    dg_free(&g);
    return true;
}

static const TraitDef TR_ORD = {"$crate::cmp::Ord", NULL, false};

bool bi_derive_ord(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    DG g;
    if (!dg_init(&g, ex, inv, out, &TR_ORD)) return false;
    g_impl_begin(&g, &TR_ORD);
    g_src(&g, "#[inline] fn cmp(&self, other: &");
    g_self_ty(&g);
    g_src(&g, ") -> $crate::cmp::Ordering");
    g_body(&g, 2, true, cs_cmp);
    g_src(&g, "}");
    dg_free(&g);
    return true;
}

/* ------------------------------------------------------------------ */
/* RustcEncodable and RustcDecodable (deprecated; they name the         */
/* external crate `rustc_serialize`, as rustc's do)                    */
/* ------------------------------------------------------------------ */

/* rustc's expr_try: the `?` of old, spelled out as a match. */
static void g_try_begin(DG *g) { g_src(g, "match"); }
static void g_try_end(DG *g) {
    g_src(g, "{ $crate::result::Result::Ok(__try_var) => __try_var, $crate::result::Result::Err(__try_var) => "
             "return $crate::result::Result::Err(__try_var), }");
}

/* A field's name in the serialized form: its own, or `_fieldN`. */
static void g_field_name_str(DG *g, const FieldDef *fd, uint32_t k) {
    if (fd->has_ident) {
        g_str(g, fd->ident.name);
    } else {
        char buf[32];
        snprintf(buf, sizeof buf, "_field%u", k);
        tb_str_c(g->tb, buf);
    }
}

/* Statements of an encoding closure: each field through `emit`, all but
 * the last with the try-match, the last returned. */
static void g_encode_fields(DG *g, const Sub *s, bool variant) {
    for (uint32_t k = 0; k < s->nfields; k++) {
        bool last = k + 1 == s->nfields;
        Span old = g_at(g, s->fields[k].span);
        if (last) g_src(g, "return");
        else g_try_begin(g);
        if (variant) {
            g_src(g, "::rustc_serialize::Encoder::emit_enum_variant_arg(_e,");
        } else {
            g_src(g, "::rustc_serialize::Encoder::emit_struct_field(_e,");
            g_field_name_str(g, s->fields[k].fd, k);
            g_src(g, ",");
        }
        g_usize(g, k);
        g_src(g, ", |_e| ::rustc_serialize::Encodable::encode(&");
        g_field(g, s->fields[k].self_);
        g_src(g, ", _e))");
        if (!last) g_try_end(g);
        g_at(g, old);
    }
}

static void cs_encode(DG *g, const Sub *s) {
    if (s->kind == SUB_STRUCT) {
        g_src(g, "::rustc_serialize::Encoder::emit_struct(s,");
        g_str(g, g->item->ident.name);
        g_src(g, ",");
        g_usize(g, s->nfields);
        g_src(g, ",");
        if (!s->nfields) {
            g_src(g, "|_e| $crate::result::Result::Ok(()))");
            return;
        }
        g_src(g, "|_e| {");
        g_encode_fields(g, s, false);
        g_src(g, "})");
        return;
    }
    g_src(g, "{ let _e = s; ::rustc_serialize::Encoder::emit_enum(_e,");
    g_str(g, g->item->ident.name);
    g_src(g, ", |_e| ::rustc_serialize::Encoder::emit_enum_variant(_e,");
    g_str(g, s->variant->ident.name);
    g_src(g, ",");
    g_usize(g, s->vidx);
    g_src(g, ",");
    g_usize(g, s->nfields);
    g_src(g, ", |_e| {");
    if (s->nfields) g_encode_fields(g, s, true);
    else g_src(g, "return $crate::result::Result::Ok(())");
    g_src(g, "})) }");
}

static const TraitDef TR_ENCODABLE = {"::rustc_serialize::Encodable", NULL, false};

bool bi_derive_rustc_encodable(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    DG g;
    if (!dg_init(&g, ex, inv, out, &TR_ENCODABLE)) return false;
    g_impl_begin(&g, &TR_ENCODABLE);
    g_src(&g, "fn encode<__S: ::rustc_serialize::Encoder>(&self, s: &mut __S) -> "
              "$crate::result::Result<(), __S::Error>");
    g_body(&g, 1, false, cs_encode);
    g_src(&g, "}");
    dg_free(&g);
    return true;
}

/* `Path { a: TRY(read(..)), }` / `Path(TRY(read(..)), )` / `Path {}`. */
static void g_decode_fields(DG *g, const VariantData *vd, bool variant) {
    bool tuple = vd->kind == VD_TUPLE && vd->fields.len;
    g_src(g, tuple ? "(" : "{");
    for (uint32_t k = 0; k < vd->fields.len; k++) {
        const FieldDef *fd = &vd->fields.data[k];
        Span old = g_at(g, fd->span);
        if (!tuple) {
            g_ident(g, fd->ident);
            g_src(g, ":");
        }
        g_try_begin(g);
        if (variant) {
            g_src(g, "::rustc_serialize::Decoder::read_enum_variant_arg(_d,");
        } else {
            g_src(g, "::rustc_serialize::Decoder::read_struct_field(_d,");
            g_field_name_str(g, fd, k);
            g_src(g, ",");
        }
        g_usize(g, k);
        g_src(g, ", ::rustc_serialize::Decodable::decode)");
        g_try_end(g);
        g_src(g, ",");
        g_at(g, old);
    }
    g_src(g, tuple ? ")" : "}");
}

static void cs_decode(DG *g, const Sub *s) {
    (void)s;
    if (!is_enum(g)) {
        const VariantData *vd = &g->item->struct_.data;
        g_src(g, "::rustc_serialize::Decoder::read_struct(d,");
        g_str(g, g->item->ident.name);
        g_src(g, ",");
        g_usize(g, vd->fields.len);
        g_src(g, ", |_d| $crate::result::Result::Ok(");
        g_ident(g, g->item->ident);
        g_decode_fields(g, vd, false);
        g_src(g, "))");
        return;
    }
    const VariantList *vs = &g->item->enum_.variants;
    g_src(g, "::rustc_serialize::Decoder::read_enum(d,");
    g_str(g, g->item->ident.name);
    g_src(g, ", |_d| ::rustc_serialize::Decoder::read_enum_variant(_d, &[");
    for (uint32_t i = 0; i < vs->len; i++) {
        Span old = g_at(g, vs->data[i].span);
        g_str(g, vs->data[i].ident.name);
        g_src(g, ",");
        g_at(g, old);
    }
    g_src(g, "], |_d, i| $crate::result::Result::Ok(match i {");
    for (uint32_t i = 0; i < vs->len; i++) {
        Span old = g_at(g, vs->data[i].span);
        g_usize(g, i);
        g_src(g, "=>");
        g_variant_path(g, &vs->data[i]);
        g_decode_fields(g, &vs->data[i].data, true);
        g_src(g, ",");
        g_at(g, old);
    }
    g_src(g, "_ => ::std::rt::begin_panic(\"internal error: entered unreachable code\"), })))");
}

static const TraitDef TR_DECODABLE = {"::rustc_serialize::Decodable", NULL, false};

bool bi_derive_rustc_decodable(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    DG g;
    if (!dg_init(&g, ex, inv, out, &TR_DECODABLE)) return false;
    g_impl_begin(&g, &TR_DECODABLE);
    g_src(&g, "fn decode<__D: ::rustc_serialize::Decoder>(d: &mut __D) -> $crate::result::Result<");
    g_self_ty(&g);
    g_src(&g, ", __D::Error>");
    g_static_body(&g, cs_decode);
    g_src(&g, "}");
    dg_free(&g);
    return true;
}
