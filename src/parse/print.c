/* print.c — the AST as Rust source (-Zunpretty=normal): the printer's
 * infrastructure and the printing of crates, items, types, paths,
 * attributes, generics and token trees. Expressions, statements, blocks
 * and patterns are printed by print_expr.c.
 *
 * Takes an AST; gives text in a StrBuf. The layout follows rustc's
 * pretty-printer loosely (4-space indent, one item per line block); what
 * matters is that the output parses back to the same AST, which the
 * round-trip check (tools/corpus/roundtrip) verifies.
 */
#include "parser.h"

/* ---- infrastructure ---- */

static void pp_indent_if_needed(Printer *pp) {
    if (!pp->at_line_start) return;
    for (int i = 0; i < pp->indent; i++) sb_puts(pp->sb, "    ");
    pp->at_line_start = false;
}

void pp_newline(Printer *pp) {
    sb_putc(pp->sb, '\n');
    pp->at_line_start = true;
}

void pp_str(Printer *pp, const char *s) {
    if (!*s) return;
    pp_indent_if_needed(pp);
    sb_puts(pp->sb, s);
}

void pp_sym(Printer *pp, Symbol s) { pp_str(pp, sym_str(s)); }

/* A symbol that may hold NUL bytes (literal text: `r"\0"` written raw). */
static void pp_sym_bytes(Printer *pp, Symbol s) {
    if (!sym_len(s)) return;
    pp_indent_if_needed(pp);
    sb_putn(pp->sb, sym_str(s), sym_len(s));
}

/* The `$crate` printing hook (parse.h): NULL prints `$crate`. */
PrintDollarCrateFn ast_print_dollar_crate = NULL;
void *ast_print_dollar_crate_arg = NULL;

/* `$crate` with this ctxt, as the hook names it. */
static void pp_dollar_crate(Printer *pp, uint32_t ctxt) {
    const char *s = ast_print_dollar_crate ? ast_print_dollar_crate(ast_print_dollar_crate_arg, ctxt) : NULL;
    pp_str(pp, s ? s : "$crate");
}

/* Identifiers that are keywords in the edition were raw (`r#fn`); the
 * parser only accepts them that way, so print them that way. */
void pp_ident(Printer *pp, Ident id) {
    if (!id.name) return;
    if (id.name == SYM_PathRoot) return;
    if (id.name == SYM_dollar_crate) {
        pp_dollar_crate(pp, id.ctxt);
        return;
    }
    const char *s = sym_str(id.name);
    if (sym_is_keyword(id.name, ED_2024) && id.name != SYM_self && id.name != SYM_Self && id.name != SYM_super &&
        id.name != SYM_crate && id.name != SYM_underscore && id.name != SYM_static_lifetime &&
        id.name != SYM_dollar_crate)
        pp_str(pp, "r#");
    pp_str(pp, s);
}

/* ---- token trees ---- */

static void pp_token(Printer *pp, const Token *t) {
    char buf[256];
    if (t->kind == TK_LIT_STR || t->kind == TK_LIT_RAW_STR || t->kind == TK_LIT_BYTE_STR ||
        t->kind == TK_LIT_RAW_BYTE_STR || t->kind == TK_LIT_C_STR || t->kind == TK_LIT_RAW_C_STR ||
        t->kind == TK_DOC_COMMENT) {
        /* Possibly long: print without the fixed buffer. */
        if (t->kind == TK_DOC_COMMENT) {
            bool inner = t->flags & TF_DOC_INNER;
            const char *text = sym_str(t->sym);
            if ((t->flags & TF_DOC_BLOCK) || strchr(text, '\n')) {
                pp_str(pp, inner ? "/*!" : "/**");
                pp_sym_bytes(pp, t->sym);
                pp_str(pp, "*/");
            } else {
                pp_str(pp, inner ? "//!" : "///");
                pp_sym_bytes(pp, t->sym);
                pp_newline(pp);
            }
            return;
        }
        pp_sym_bytes(pp, t->sym);
        if (t->suffix) pp_str(pp, sym_str(t->suffix));
        return;
    }
    if (t->kind == TK_IDENT && t->sym == SYM_dollar_crate && !(t->flags & TF_RAW)) {
        pp_dollar_crate(pp, t->ctxt);
        return;
    }
    pp_str(pp, p_token_text(t, buf, sizeof buf));
}

void pp_tokens(Printer *pp, TokenSlice ts) {
    bool first = true, joint = false;
    for (uint32_t i = 0; i < ts.len; i++) {
        const Token *t = &ts.data[i];
        /* The delimiters of a macro fragment's invisible group print as
         * nothing. */
        if (t->kind == TK_OPEN_INVIS || t->kind == TK_CLOSE_INVIS) continue;
        /* Tokens that were joined stay joined (`::`, `$x`, `'a`); a line
         * doc comment has ended the line already. */
        if (!first && !joint && !pp->at_line_start) pp_str(pp, " ");
        pp_token(pp, t);
        first = false;
        joint = t->flags & TF_JOINT;
    }
}

static void pp_delimited(Printer *pp, Delim d, TokenSlice ts) {
    static const char *const open[] = {"", "(", "[", "{"};
    static const char *const close[] = {"", ")", "]", "}"};
    pp_str(pp, open[d]);
    if (d == DELIM_BRACE && ts.len) pp_str(pp, " ");
    pp_tokens(pp, ts);
    if (d == DELIM_BRACE && ts.len) pp_str(pp, " ");
    pp_str(pp, close[d]);
}

void pp_mac_call(Printer *pp, const MacCall *m) {
    pp_path(pp, &m->path, NULL);
    pp_str(pp, "!");
    if (m->delim == DELIM_BRACE) pp_str(pp, " ");
    pp_delimited(pp, m->delim, m->tokens);
}

/* ---- attributes ---- */

static void pp_doc_comment(Printer *pp, const Attr *a) {
    bool inner = a->style == ATTR_INNER;
    const char *text = sym_str(a->doc_sym);
    /* A line comment cannot hold a newline: those were block comments. */
    if (memchr(text, '\n', sym_len(a->doc_sym))) {
        pp_str(pp, inner ? "/*!" : "/**");
        pp_sym_bytes(pp, a->doc_sym);
        pp_str(pp, "*/");
    } else {
        pp_str(pp, inner ? "//!" : "///");
        pp_sym_bytes(pp, a->doc_sym);
    }
    pp_newline(pp);
}

static void pp_attr(Printer *pp, const Attr *a) {
    if (a->is_doc_comment) {
        pp_doc_comment(pp, a);
        return;
    }
    pp_str(pp, a->style == ATTR_INNER ? "#![" : "#[");
    pp_path(pp, &a->path, NULL);
    switch (a->args_kind) {
    case ATTR_ARGS_EMPTY:
        break;
    case ATTR_ARGS_DELIMITED:
        pp_delimited(pp, a->delim, a->tokens);
        break;
    case ATTR_ARGS_EQ:
        pp_str(pp, " = ");
        if (a->tokens.len) pp_tokens(pp, a->tokens);
        else if (a->eq_expr) pp_expr(pp, a->eq_expr);
        break;
    }
    pp_str(pp, "]");
    pp_newline(pp);
}

void pp_attrs(Printer *pp, AttrList attrs, AttrStyle style) {
    for (uint32_t i = 0; i < attrs.len; i++)
        if (attrs.data[i].style == style) pp_attr(pp, &attrs.data[i]);
}

/* Attributes inline (params, generic params, fields in one line): a doc
 * comment still needs its own line. */
static void pp_attrs_inline(Printer *pp, AttrList attrs) {
    for (uint32_t i = 0; i < attrs.len; i++) {
        const Attr *a = &attrs.data[i];
        if (a->is_doc_comment) {
            pp_doc_comment(pp, a);
        } else {
            StrBuf *sb = pp->sb;
            pp_attr(pp, a);
            /* replace the newline pp_attr wrote by a space */
            if (sb->len && sb->data[sb->len - 1] == '\n') {
                sb->len--;
                pp->at_line_start = false;
                pp_str(pp, " ");
            }
        }
    }
}

/* ---- paths ---- */

static void pp_generic_args(Printer *pp, const GenericArgs *ga, bool turbofish);
static void pp_ty_no_plus(Printer *pp, const Ty *t);

static void pp_path_segment(Printer *pp, const PathSegment *seg, bool turbofish) {
    pp_ident(pp, seg->ident);
    if (seg->args) pp_generic_args(pp, seg->args, turbofish);
}

/* `a::b`, `::a::b` (the root segment prints as nothing), `<T as Tr>::x`. */
static void pp_segments(Printer *pp, const Path *path, uint32_t from, uint32_t to, bool turbofish, bool lead) {
    for (uint32_t i = from; i < to; i++) {
        if (i > from || lead) pp_str(pp, "::");
        pp_path_segment(pp, &path->segs[i], turbofish);
    }
}

static void pp_path_style(Printer *pp, const Path *path, QSelf *qself, bool turbofish) {
    if (!qself) {
        pp_segments(pp, path, 0, path->nsegs, turbofish, false);
        return;
    }
    pp_str(pp, "<");
    pp_ty(pp, qself->ty);
    if (qself->position > 0) {
        pp_str(pp, " as ");
        pp_segments(pp, path, 0, qself->position, false, false);
    }
    pp_str(pp, ">");
    pp_segments(pp, path, qself->position, path->nsegs, turbofish, true);
}

/* Expression and pattern paths need the turbofish; printing it in types
 * too would be valid but unusual, so pp_ty uses the type style. */
void pp_path(Printer *pp, const Path *path, QSelf *qself) { pp_path_style(pp, path, qself, true); }

static void pp_lifetime(Printer *pp, const Lifetime *lt) { pp_sym(pp, lt->ident.name); }

static void pp_generic_arg(Printer *pp, const GenericArg *a) {
    switch (a->kind) {
    case GA_LIFETIME:
        pp_lifetime(pp, &a->lifetime);
        break;
    case GA_TYPE:
        pp_ty(pp, a->ty);
        break;
    case GA_CONST:
        pp_expr(pp, a->expr);
        break;
    case GA_CONSTRAINT:
        pp_ident(pp, a->ident);
        if (a->gen_args) pp_generic_args(pp, a->gen_args, false);
        if (a->is_bound) {
            pp_str(pp, ": ");
            pp_bounds(pp, a->bounds);
        } else {
            pp_str(pp, " = ");
            if (a->ty) pp_ty(pp, a->ty);
            else if (a->expr) pp_expr(pp, a->expr);
        }
        break;
    }
}

static void pp_generic_args(Printer *pp, const GenericArgs *ga, bool turbofish) {
    if (turbofish) pp_str(pp, "::");
    if (ga->parenthesized) {
        pp_str(pp, "(");
        for (uint32_t i = 0; i < ga->inputs.len; i++) {
            if (i) pp_str(pp, ", ");
            pp_ty(pp, ga->inputs.data[i]);
        }
        pp_str(pp, ")");
        if (ga->output) {
            pp_str(pp, " -> ");
            pp_ty_no_plus(pp, ga->output);
        }
        return;
    }
    pp_str(pp, "<");
    for (uint32_t i = 0; i < ga->nargs; i++) {
        if (i) pp_str(pp, ", ");
        /* `<-1>` would lex as `<-`; `<::a>` is fine, but keep a space for `-`. */
        pp_generic_arg(pp, &ga->args[i]);
    }
    pp_str(pp, ">");
}

/* ---- generics and bounds ---- */

static void pp_generic_params(Printer *pp, GenericParamList params);

static void pp_bound(Printer *pp, const GenericBound *b) {
    switch (b->kind) {
    case BOUND_OUTLIVES:
        pp_lifetime(pp, &b->lifetime);
        return;
    case BOUND_USE:
        pp_str(pp, "use<");
        for (uint32_t i = 0; i < b->nuse_args; i++) {
            if (i) pp_str(pp, ", ");
            pp_generic_arg(pp, &b->use_args[i]);
        }
        pp_str(pp, ">");
        return;
    case BOUND_TRAIT:
        break;
    }
    if (b->parenthesized) pp_str(pp, "(");
    switch (b->modifier) {
    case BOUND_NONE: break;
    case BOUND_MAYBE: pp_str(pp, "?"); break;
    case BOUND_MAYBE_CONST: pp_str(pp, "~const "); break;
    case BOUND_MAYBE_CONST_MAYBE: pp_str(pp, "~const ?"); break;
    case BOUND_NEGATIVE: pp_str(pp, "!"); break;
    }
    if (b->bound_generic_params.len) {
        pp_str(pp, "for");
        pp_generic_params(pp, b->bound_generic_params);
        pp_str(pp, " ");
    }
    pp_path_style(pp, &b->trait_path, NULL, false);
    if (b->parenthesized) pp_str(pp, ")");
}

void pp_bounds(Printer *pp, GenericBoundList b) {
    for (uint32_t i = 0; i < b.len; i++) {
        if (i) pp_str(pp, " + ");
        pp_bound(pp, &b.data[i]);
    }
}

static void pp_generic_params(Printer *pp, GenericParamList params) {
    pp_str(pp, "<");
    for (uint32_t i = 0; i < params.len; i++) {
        const GenericParam *gp = &params.data[i];
        if (i) pp_str(pp, ", ");
        pp_attrs_inline(pp, gp->attrs);
        switch (gp->kind) {
        case GP_LIFETIME:
            pp_sym(pp, gp->ident.name);
            if (gp->bounds.len) {
                pp_str(pp, ": ");
                pp_bounds(pp, gp->bounds);
            }
            break;
        case GP_TYPE:
            pp_ident(pp, gp->ident);
            if (gp->bounds.len) {
                pp_str(pp, ": ");
                pp_bounds(pp, gp->bounds);
            }
            if (gp->default_ty) {
                pp_str(pp, " = ");
                pp_ty(pp, gp->default_ty);
            }
            break;
        case GP_CONST:
            pp_str(pp, "const ");
            pp_ident(pp, gp->ident);
            pp_str(pp, ": ");
            pp_ty(pp, gp->ty);
            if (gp->default_expr) {
                pp_str(pp, " = ");
                pp_expr(pp, gp->default_expr);
            }
            break;
        }
    }
    pp_str(pp, ">");
}

void pp_generics(Printer *pp, const Generics *g) {
    if (g->params.len) pp_generic_params(pp, g->params);
}

static void pp_where_pred(Printer *pp, const WherePredicate *wp) {
    switch (wp->kind) {
    case WHERE_BOUND:
        if (wp->bound_generic_params.len) {
            pp_str(pp, "for");
            pp_generic_params(pp, wp->bound_generic_params);
            pp_str(pp, " ");
        }
        pp_ty(pp, wp->bounded_ty);
        pp_str(pp, ":");
        if (wp->bounds.len) {
            pp_str(pp, " ");
            pp_bounds(pp, wp->bounds);
        }
        break;
    case WHERE_REGION:
        pp_lifetime(pp, &wp->lifetime);
        pp_str(pp, ":");
        if (wp->bounds.len) {
            pp_str(pp, " ");
            pp_bounds(pp, wp->bounds);
        }
        break;
    case WHERE_EQ:
        pp_ty(pp, wp->bounded_ty);
        pp_str(pp, " = ");
        pp_ty(pp, wp->rhs_ty);
        break;
    }
}

/* ` where A: B, C: D` (nothing without a `where`). */
void pp_where(Printer *pp, const Generics *g) {
    if (!g->has_where_token && !g->where_preds.len) return;
    pp_str(pp, " where");
    for (uint32_t i = 0; i < g->where_preds.len; i++) {
        pp_str(pp, i ? ", " : " ");
        pp_where_pred(pp, &g->where_preds.data[i]);
    }
}

/* ---- visibility ---- */

void pp_vis(Printer *pp, const Visibility *v) {
    switch (v->kind) {
    case VIS_INHERITED:
        break;
    case VIS_PUBLIC:
        pp_str(pp, "pub ");
        break;
    case VIS_CRATE_SUGAR:
        pp_str(pp, "crate ");
        break;
    case VIS_RESTRICTED:
        pp_str(pp, v->shorthand ? "pub(" : "pub(in ");
        pp_path(pp, &v->path, NULL);
        pp_str(pp, ") ");
        break;
    }
}

/* ---- types ---- */

/* A type where `+` cannot continue it (after `&`, `*const`, in `-> T` of
 * fn pointers and Fn sugar). The parser never builds a multi-bound trait
 * object there without parentheses, but macro expansion may: add them. */
/* A bare `Trait +` (trailing plus) is a trait object where plain `Trait`
 * would be a path type: such a trait object prints with its `+`. */
static bool needs_trailing_plus(const Ty *t) {
    if (t->kind != TY_TRAIT_OBJECT || t->trait_object.dyn || t->trait_object.bounds.len != 1) return false;
    const GenericBound *b = &t->trait_object.bounds.data[0];
    return b->kind == BOUND_TRAIT && b->modifier == BOUND_NONE && !b->parenthesized && !b->bound_generic_params.len;
}

static void pp_ty_no_plus(Printer *pp, const Ty *t) {
    bool parens = (t->kind == TY_TRAIT_OBJECT && (t->trait_object.bounds.len > 1 || needs_trailing_plus(t))) ||
                  (t->kind == TY_IMPL_TRAIT && t->impl_trait.bounds.len > 1);
    if (parens) pp_str(pp, "(");
    pp_ty(pp, t);
    if (parens) pp_str(pp, ")");
}

static void pp_extern(Printer *pp, const Extern *e) {
    if (!e->has_extern) return;
    pp_str(pp, "extern ");
    if (e->abi) {
        pp_sym(pp, e->abi);
        pp_str(pp, " ");
    }
}

static void pp_param(Printer *pp, const Param *prm) {
    pp_attrs_inline(pp, prm->attrs);
    const Pat *pat = prm->pat;
    /* self parameters */
    if (pat && pat->kind == PAT_IDENT && pat->ident.ident.name == SYM_self && !pat->ident.by_ref &&
        !pat->ident.sub) {
        const Ty *t = prm->ty;
        if (t->kind == TY_IMPLICIT_SELF) {
            pp_str(pp, pat->ident.mutbl == MUT_MUT ? "mut self" : "self");
            return;
        }
        if (t->kind == TY_REF && t->ref.ty->kind == TY_IMPLICIT_SELF) {
            pp_str(pp, "&");
            if (t->ref.lifetime) {
                pp_lifetime(pp, t->ref.lifetime);
                pp_str(pp, " ");
            }
            pp_str(pp, t->ref.mutbl == MUT_MUT ? "mut self" : "self");
            return;
        }
    }
    if (!prm->is_placeholder && pat) {
        pp_pat(pp, pat);
        pp_str(pp, ": ");
    }
    pp_ty(pp, prm->ty);
}

static void pp_fn_decl_ex(Printer *pp, const FnDecl *d, bool ret_no_plus) {
    pp_str(pp, "(");
    for (uint32_t i = 0; i < d->inputs.len; i++) {
        if (i) pp_str(pp, ", ");
        pp_param(pp, &d->inputs.data[i]);
    }
    pp_str(pp, ")");
    if (d->output) {
        pp_str(pp, " -> ");
        if (ret_no_plus) pp_ty_no_plus(pp, d->output);
        else pp_ty(pp, d->output);
    }
}

/* (a `...` parameter is in the list, with a CVARARGS type) */
void pp_fn_decl(Printer *pp, const FnDecl *d, bool c_variadic) {
    (void)c_variadic;
    pp_fn_decl_ex(pp, d, false);
}

void pp_ty(Printer *pp, const Ty *t) {
    switch (t->kind) {
    case TY_SLICE:
        pp_str(pp, "[");
        pp_ty(pp, t->elem);
        pp_str(pp, "]");
        break;
    case TY_ARRAY:
        pp_str(pp, "[");
        pp_ty(pp, t->array.elem);
        pp_str(pp, "; ");
        pp_expr(pp, t->array.len);
        pp_str(pp, "]");
        break;
    case TY_PTR:
        pp_str(pp, t->ptr.mutbl == MUT_MUT ? "*mut " : "*const ");
        pp_ty_no_plus(pp, t->ptr.ty);
        break;
    case TY_REF:
        pp_str(pp, "&");
        if (t->ref.lifetime) {
            pp_lifetime(pp, t->ref.lifetime);
            pp_str(pp, " ");
        }
        if (t->ref.mutbl == MUT_MUT) pp_str(pp, "mut ");
        pp_ty_no_plus(pp, t->ref.ty);
        break;
    case TY_BARE_FN:
        if (t->bare_fn.generic_params.len) {
            pp_str(pp, "for");
            pp_generic_params(pp, t->bare_fn.generic_params);
            pp_str(pp, " ");
        }
        if (t->bare_fn.unsafety == UNSAFETY_YES) pp_str(pp, "unsafe ");
        pp_extern(pp, &t->bare_fn.ext);
        pp_str(pp, "fn");
        pp_fn_decl_ex(pp, &t->bare_fn.decl, true);
        break;
    case TY_NEVER:
        pp_str(pp, "!");
        break;
    case TY_TUP:
        pp_str(pp, "(");
        for (uint32_t i = 0; i < t->tup.len; i++) {
            if (i) pp_str(pp, ", ");
            pp_ty(pp, t->tup.data[i]);
        }
        if (t->tup.len == 1) pp_str(pp, ",");
        pp_str(pp, ")");
        break;
    case TY_PATH:
        pp_path_style(pp, &t->path.path, t->path.qself, false);
        break;
    case TY_TRAIT_OBJECT: {
        if (t->trait_object.dyn) pp_str(pp, "dyn ");
        pp_bounds(pp, t->trait_object.bounds);
        if (needs_trailing_plus(t)) pp_str(pp, " +");
        break;
    }
    case TY_IMPL_TRAIT:
        pp_str(pp, "impl ");
        pp_bounds(pp, t->impl_trait.bounds);
        break;
    case TY_PAREN:
        pp_str(pp, "(");
        pp_ty(pp, t->elem);
        pp_str(pp, ")");
        break;
    case TY_TYPEOF:
        pp_str(pp, "typeof(");
        pp_expr(pp, t->typeof_expr);
        pp_str(pp, ")");
        break;
    case TY_INFER:
        pp_str(pp, "_");
        break;
    case TY_IMPLICIT_SELF:
        pp_str(pp, "Self");
        break;
    case TY_MAC_CALL:
        pp_mac_call(pp, &t->mac);
        break;
    case TY_CVARARGS:
        pp_str(pp, "...");
        break;
    case TY_ERR:
    case TY__COUNT:
        pp_str(pp, "(/*ERROR*/)");
        break;
    }
}

/* ---- items ---- */

static void pp_use_tree(Printer *pp, const UseTree *t) {
    bool has_prefix = t->prefix.nsegs > 0;
    if (has_prefix) pp_path(pp, &t->prefix, NULL);
    switch (t->kind) {
    case USE_SIMPLE:
        if (t->has_rename) {
            pp_str(pp, " as ");
            pp_ident(pp, t->rename);
        }
        break;
    case USE_GLOB:
        if (has_prefix) pp_str(pp, "::");
        pp_str(pp, "*");
        break;
    case USE_NESTED:
        if (has_prefix) pp_str(pp, "::");
        pp_str(pp, "{");
        for (uint32_t i = 0; i < t->nested.len; i++) {
            if (i) pp_str(pp, ", ");
            pp_use_tree(pp, &t->nested.data[i]);
        }
        pp_str(pp, "}");
        break;
    }
}

static void pp_items_block(Printer *pp, AttrList attrs, ItemList items) {
    pp_str(pp, "{");
    pp_newline(pp);
    pp->indent++;
    pp_attrs(pp, attrs, ATTR_INNER);
    for (uint32_t i = 0; i < items.len; i++) pp_item(pp, items.data[i]);
    pp->indent--;
    pp_str(pp, "}");
}

static void pp_fields(Printer *pp, const VariantData *vd) {
    switch (vd->kind) {
    case VD_UNIT:
        break;
    case VD_TUPLE:
        pp_str(pp, "(");
        for (uint32_t i = 0; i < vd->fields.len; i++) {
            const FieldDef *f = &vd->fields.data[i];
            if (i) pp_str(pp, ", ");
            pp_attrs_inline(pp, f->attrs);
            pp_vis(pp, &f->vis);
            pp_ty(pp, f->ty);
        }
        pp_str(pp, ")");
        break;
    case VD_STRUCT:
        pp_str(pp, "{");
        pp_newline(pp);
        pp->indent++;
        for (uint32_t i = 0; i < vd->fields.len; i++) {
            const FieldDef *f = &vd->fields.data[i];
            pp_attrs(pp, f->attrs, ATTR_OUTER);
            pp_vis(pp, &f->vis);
            pp_ident(pp, f->ident);
            pp_str(pp, ": ");
            pp_ty(pp, f->ty);
            pp_str(pp, ",");
            pp_newline(pp);
        }
        pp->indent--;
        pp_str(pp, "}");
        break;
    }
}

/* A function body with the function's inner attributes inside it. */
static void pp_fn_body(Printer *pp, const Block *b, AttrList attrs) {
    bool inner = false;
    for (uint32_t i = 0; i < attrs.len; i++)
        if (attrs.data[i].style == ATTR_INNER) inner = true;
    if (!inner) {
        pp_block(pp, b);
        return;
    }
    if (b->rules == BLOCK_UNSAFE) pp_str(pp, "unsafe ");
    pp_str(pp, "{");
    pp_newline(pp);
    pp->indent++;
    pp_attrs(pp, attrs, ATTR_INNER);
    for (uint32_t i = 0; i < b->stmts.len; i++) {
        pp_stmt(pp, &b->stmts.data[i]);
        if (!pp->at_line_start) pp_newline(pp);
    }
    pp->indent--;
    pp_str(pp, "}");
}

static void pp_fn(Printer *pp, const Item *it) {
    const FnItem *fn = &it->fn;
    if (fn->defaultness == DEFAULT_DEFAULT) pp_str(pp, "default ");
    if (fn->header.is_const) pp_str(pp, "const ");
    if (fn->header.is_async) pp_str(pp, "async ");
    if (fn->header.unsafety == UNSAFETY_YES) pp_str(pp, "unsafe ");
    if (fn->header.unsafety == UNSAFETY_SAFE) pp_str(pp, "safe ");
    pp_extern(pp, &fn->header.ext);
    pp_str(pp, "fn ");
    pp_ident(pp, it->ident);
    pp_generics(pp, &fn->generics);
    pp_fn_decl(pp, &fn->decl, fn->c_variadic);
    pp_where(pp, &fn->generics);
    if (fn->body) {
        pp_str(pp, " ");
        pp_fn_body(pp, fn->body, it->attrs);
    } else {
        pp_str(pp, ";");
    }
}

static void pp_variant(Printer *pp, const Variant *v) {
    pp_attrs(pp, v->attrs, ATTR_OUTER);
    pp_vis(pp, &v->vis);
    pp_ident(pp, v->ident);
    if (v->data.kind == VD_STRUCT) pp_str(pp, " ");
    pp_fields(pp, &v->data);
    if (v->disr_expr) {
        pp_str(pp, " = ");
        pp_expr(pp, v->disr_expr);
    }
    pp_str(pp, ",");
    pp_newline(pp);
}

static void pp_ty_alias(Printer *pp, const Item *it) {
    if (it->ty_alias.defaultness == DEFAULT_DEFAULT) pp_str(pp, "default ");
    pp_str(pp, "type ");
    pp_ident(pp, it->ident);
    pp_generics(pp, &it->ty_alias.generics);
    if (it->ty_alias.bounds.len) {
        pp_str(pp, ": ");
        pp_bounds(pp, it->ty_alias.bounds);
    }
    /* The predicates of both where clauses are in one list; print them
     * after the type when there was a clause there. */
    bool after = !span_is_dummy(it->ty_alias.where_after_span) && it->ty_alias.ty;
    if (!after) pp_where(pp, &it->ty_alias.generics);
    if (it->ty_alias.ty) {
        pp_str(pp, " = ");
        pp_ty(pp, it->ty_alias.ty);
    }
    if (after) pp_where(pp, &it->ty_alias.generics);
    pp_str(pp, ";");
}

static void pp_macro_def(Printer *pp, const Item *it) {
    const MacroDef *m = &it->macro_def;
    if (m->macro_rules) {
        pp_str(pp, "macro_rules! ");
        pp_ident(pp, it->ident);
        pp_str(pp, " ");
        pp_delimited(pp, m->delim, m->body);
        if (m->delim != DELIM_BRACE) pp_str(pp, ";");
        return;
    }
    pp_str(pp, "macro ");
    pp_ident(pp, it->ident);
    if (m->has_params) pp_delimited(pp, DELIM_PAREN, m->params);
    pp_str(pp, " ");
    pp_delimited(pp, m->delim, m->body);
}

void pp_item(Printer *pp, const Item *it) {
    pp_attrs(pp, it->attrs, ATTR_OUTER);
    pp_vis(pp, &it->vis);
    switch (it->kind) {
    case ITEM_EXTERN_CRATE:
        pp_str(pp, "extern crate ");
        if (it->extern_crate_orig) {
            pp_ident(pp, (Ident){it->extern_crate_orig, 0, {0, 0}});
            pp_str(pp, " as ");
        }
        pp_ident(pp, it->ident);
        pp_str(pp, ";");
        break;
    case ITEM_USE:
        pp_str(pp, "use ");
        pp_use_tree(pp, &it->use_tree);
        pp_str(pp, ";");
        break;
    case ITEM_STATIC:
        if (it->static_.safety == UNSAFETY_SAFE) pp_str(pp, "safe ");
        if (it->static_.safety == UNSAFETY_YES) pp_str(pp, "unsafe ");
        pp_str(pp, it->static_.mutbl == MUT_MUT ? "static mut " : "static ");
        pp_ident(pp, it->ident);
        pp_str(pp, ": ");
        pp_ty(pp, it->static_.ty);
        if (it->static_.expr) {
            pp_str(pp, " = ");
            pp_expr(pp, it->static_.expr);
        }
        pp_str(pp, ";");
        break;
    case ITEM_CONST:
        if (it->const_.defaultness == DEFAULT_DEFAULT) pp_str(pp, "default ");
        pp_str(pp, "const ");
        pp_ident(pp, it->ident);
        pp_str(pp, ": ");
        pp_ty(pp, it->const_.ty);
        if (it->const_.expr) {
            pp_str(pp, " = ");
            pp_expr(pp, it->const_.expr);
        }
        pp_str(pp, ";");
        break;
    case ITEM_FN:
        pp_fn(pp, it);
        break;
    case ITEM_MOD:
        if (it->mod.unsafety == UNSAFETY_YES) pp_str(pp, "unsafe ");
        pp_str(pp, "mod ");
        pp_ident(pp, it->ident);
        if (it->mod.inline_ || it->mod.loaded) {
            pp_str(pp, " ");
            pp_items_block(pp, it->attrs, it->mod.items);
        } else {
            pp_str(pp, ";");
        }
        break;
    case ITEM_FOREIGN_MOD:
        if (it->foreign_mod.unsafety == UNSAFETY_YES) pp_str(pp, "unsafe ");
        pp_extern(pp, &it->foreign_mod.abi);
        pp_items_block(pp, it->attrs, it->foreign_mod.items);
        break;
    case ITEM_GLOBAL_ASM:
        /* rustc 1.63 prints `global_asm! (...)`, with no `;`. */
        pp_str(pp, "global_asm! ");
        pp_inline_asm(pp, it->global_asm);
        break;
    case ITEM_TY_ALIAS:
        pp_ty_alias(pp, it);
        break;
    case ITEM_ENUM:
        pp_str(pp, "enum ");
        pp_ident(pp, it->ident);
        pp_generics(pp, &it->enum_.generics);
        pp_where(pp, &it->enum_.generics);
        pp_str(pp, " {");
        pp_newline(pp);
        pp->indent++;
        for (uint32_t i = 0; i < it->enum_.variants.len; i++) pp_variant(pp, &it->enum_.variants.data[i]);
        pp->indent--;
        pp_str(pp, "}");
        break;
    case ITEM_STRUCT:
    case ITEM_UNION:
        pp_str(pp, it->kind == ITEM_STRUCT ? "struct " : "union ");
        pp_ident(pp, it->ident);
        pp_generics(pp, &it->struct_.generics);
        if (it->struct_.data.kind == VD_TUPLE) {
            pp_fields(pp, &it->struct_.data);
            pp_where(pp, &it->struct_.generics);
            pp_str(pp, ";");
        } else {
            pp_where(pp, &it->struct_.generics);
            if (it->struct_.data.kind == VD_UNIT) {
                pp_str(pp, ";");
            } else {
                pp_str(pp, " ");
                pp_fields(pp, &it->struct_.data);
            }
        }
        break;
    case ITEM_TRAIT:
        if (it->trait.unsafety == UNSAFETY_YES) pp_str(pp, "unsafe ");
        if (it->trait.is_auto) pp_str(pp, "auto ");
        pp_str(pp, "trait ");
        pp_ident(pp, it->ident);
        pp_generics(pp, &it->trait.generics);
        if (it->trait.bounds.len) {
            pp_str(pp, ": ");
            pp_bounds(pp, it->trait.bounds);
        }
        pp_where(pp, &it->trait.generics);
        pp_str(pp, " ");
        pp_items_block(pp, it->attrs, it->trait.items);
        break;
    case ITEM_TRAIT_ALIAS:
        pp_str(pp, "trait ");
        pp_ident(pp, it->ident);
        pp_generics(pp, &it->trait_alias.generics);
        pp_str(pp, " = ");
        pp_bounds(pp, it->trait_alias.bounds);
        pp_where(pp, &it->trait_alias.generics);
        pp_str(pp, ";");
        break;
    case ITEM_IMPL:
        if (it->impl.defaultness == DEFAULT_DEFAULT) pp_str(pp, "default ");
        if (it->impl.unsafety == UNSAFETY_YES) pp_str(pp, "unsafe ");
        pp_str(pp, "impl");
        if (it->impl.generics.params.len) pp_generics(pp, &it->impl.generics);
        pp_str(pp, " ");
        if (it->impl.is_const) pp_str(pp, "const ");
        if (it->impl.polarity == IMPL_NEGATIVE) pp_str(pp, "!");
        if (it->impl.of_trait) {
            pp_path_style(pp, it->impl.of_trait, NULL, false);
            pp_str(pp, " for ");
        }
        /* `impl Trait for ..` (obsolete syntax, an error later) */
        if (it->impl.self_ty->kind == TY_ERR) pp_str(pp, "..");
        else pp_ty(pp, it->impl.self_ty);
        pp_where(pp, &it->impl.generics);
        pp_str(pp, " ");
        pp_items_block(pp, it->attrs, it->impl.items);
        break;
    case ITEM_MAC_CALL:
        pp_mac_call(pp, &it->mac);
        if (it->mac.delim != DELIM_BRACE) pp_str(pp, ";");
        break;
    case ITEM_MACRO_DEF:
        pp_macro_def(pp, it);
        break;
    case ITEM__COUNT:
        break;
    }
    pp_newline(pp);
}

void ast_print_crate(StrBuf *sb, const Crate *c) {
    Printer pp = {.sb = sb, .indent = 0, .at_line_start = true};
    pp_attrs(&pp, c->attrs, ATTR_INNER);
    for (uint32_t i = 0; i < c->items.len; i++) pp_item(&pp, c->items.data[i]);
}

void ast_print_crate_expanded(StrBuf *sb, const Crate *c) {
    /* As rustc: unless the crate is #![no_core], the standard library was
     * injected, and the output says #![no_std] (with the feature its
     * prelude import needs) so that compiling it does not inject again. */
    bool no_core = false;
    for (uint32_t i = 0; i < c->attrs.len; i++) {
        const Attr *a = &c->attrs.data[i];
        if (!a->is_doc_comment && a->path.nsegs == 1 && a->path.segs[0].ident.name == SYM_no_core) no_core = true;
    }
    if (!no_core) sb_puts(sb, "#![feature(prelude_import)]\n#![no_std]\n");
    ast_print_crate(sb, c);
}

/* Pieces of the AST (parse.h), each from the start of a line. */
void ast_print_ty(StrBuf *sb, const Ty *t) {
    Printer pp = {.sb = sb, .indent = 0, .at_line_start = true};
    pp_ty(&pp, t);
}

void ast_print_path(StrBuf *sb, const Path *p) {
    Printer pp = {.sb = sb, .indent = 0, .at_line_start = true};
    pp_path(&pp, p, NULL);
}

void ast_print_item(StrBuf *sb, const Item *it) {
    Printer pp = {.sb = sb, .indent = 0, .at_line_start = true};
    pp_item(&pp, it);
}

/* ---- binary operators (shared by the expression printer and parser) ---- */

const char *binop_str(BinOp op) {
    static const char *const s[] = {
#define BINOP(name, str, prec) str,
#include "rcc/ast.def"
#undef BINOP
    };
    return op < BINOP__COUNT ? s[op] : "?";
}

int binop_prec(BinOp op) {
    static const int prec[] = {
#define BINOP(name, str, prec) prec,
#include "rcc/ast.def"
#undef BINOP
    };
    return op < BINOP__COUNT ? prec[op] : 0;
}
