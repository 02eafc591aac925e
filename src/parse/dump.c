/* dump.c — the AST as an indented tree (-Zunpretty=ast-tree): the dump
 * infrastructure and the dumping of crates, items, types, paths,
 * attributes and generics. Expressions, statements, blocks and patterns
 * are dumped by dump_expr.c.
 *
 * Takes an AST; gives text in a StrBuf: one node per line, its kind then
 * its key fields (names, mutability, literal text, tokens), children
 * indented by two spaces. With `spans`, each node line ends with its
 * NodeId and span (`#12 @100..120`); without, two parses of equivalent
 * source give byte-equal dumps, which is the round-trip check.
 */
#include "parser.h"

/* ---- infrastructure ---- */

void dump_line(Dumper *d, const char *fmt, ...) {
    for (int i = 0; i < d->indent; i++) sb_puts(d->sb, "  ");
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(d->sb, fmt, ap);
    va_end(ap);
    sb_putc(d->sb, '\n');
}

/* A node line: text, then ` #id @lo..hi` when spans are on. */
void dump_node(Dumper *d, NodeId id, Span sp, const char *fmt, ...) {
    for (int i = 0; i < d->indent; i++) sb_puts(d->sb, "  ");
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(d->sb, fmt, ap);
    va_end(ap);
    if (d->spans) {
        if (id.i) sb_printf(d->sb, " #%u", id.i);
        sb_printf(d->sb, " @%u..%u", sp.lo, sp.hi);
    }
    sb_putc(d->sb, '\n');
}

/* A string with quotes and escapes, for names and texts in one line. */
void dump_quoted(StrBuf *sb, const char *s) { dump_quoted_n(sb, s, strlen(s)); }

void dump_quoted_n(StrBuf *sb, const char *s, size_t n) {
    sb_putc(sb, '"');
    for (const char *end = s + n; s < end; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            sb_putc(sb, '\\');
            sb_putc(sb, (char)c);
        } else if (c == '\n') {
            sb_puts(sb, "\\n");
        } else if (c == '\r') {
            sb_puts(sb, "\\r");
        } else if (c == '\t') {
            sb_puts(sb, "\\t");
        } else if (c < 0x20) {
            sb_printf(sb, "\\x%02x", c);
        } else {
            sb_putc(sb, (char)c);
        }
    }
    sb_putc(sb, '"');
}

/* Token texts separated by spaces, quoted as one string. */
void dump_tokens_str(StrBuf *out, TokenSlice ts) {
    StrBuf sb = {0};
    char buf[256];
    bool first = true;
    for (uint32_t i = 0; i < ts.len; i++) {
        const Token *t = &ts.data[i];
        /* invisible delimiters (macro fragments) dump as nothing */
        if (t->kind == TK_OPEN_INVIS || t->kind == TK_CLOSE_INVIS) continue;
        if (!first) sb_putc(&sb, ' ');
        first = false;
        if (t->kind >= TK_LIT_STR && t->kind <= TK_LIT_RAW_C_STR) {
            sb_putn(&sb, sym_str(t->sym), sym_len(t->sym));
            if (t->suffix) sb_puts(&sb, sym_str(t->suffix));
        } else if (t->kind == TK_DOC_COMMENT) {
            sb_puts(&sb, (t->flags & TF_DOC_INNER) ? "//!" : "///");
            sb_puts(&sb, sym_str(t->sym));
        } else {
            sb_puts(&sb, p_token_text(t, buf, sizeof buf));
        }
    }
    dump_quoted_n(out, sb.data ? sb.data : "", sb.len);
    sb_free(&sb);
}

static const char *delim_str(Delim d) {
    switch (d) {
    case DELIM_PAREN: return "()";
    case DELIM_BRACKET: return "[]";
    case DELIM_BRACE: return "{}";
    default: return "none";
    }
}

static const char *sym_or_empty(Symbol s) { return s ? sym_str(s) : ""; }

/* ---- paths ---- */

static void dump_generic_args(Dumper *d, const GenericArgs *ga);
static void dump_bounds(Dumper *d, const char *what, GenericBoundList b);
static void dump_generic_params(Dumper *d, const char *what, GenericParamList params);

static void path_text(StrBuf *sb, const Path *path) {
    for (uint32_t i = 0; i < path->nsegs; i++) {
        if (i) sb_puts(sb, "::");
        sb_puts(sb, sym_str(path->segs[i].ident.name));
    }
}

void dump_path(Dumper *d, const Path *path, const QSelf *qself) {
    StrBuf sb = {0};
    path_text(&sb, path);
    if (qself) dump_node(d, (NodeId){0}, path->span, "QPath %s position=%u", sb_cstr(&sb), qself->position);
    else dump_node(d, (NodeId){0}, path->span, "Path %s", sb_cstr(&sb));
    sb_free(&sb);
    d->indent++;
    if (qself) {
        dump_line(d, "qself:");
        d->indent++;
        dump_ty(d, qself->ty);
        d->indent--;
    }
    for (uint32_t i = 0; i < path->nsegs; i++) {
        const PathSegment *seg = &path->segs[i];
        if (d->spans) dump_node(d, seg->id, seg->ident.span, "Segment %s", sym_str(seg->ident.name));
        if (!seg->args) continue;
        if (!d->spans) dump_line(d, "Segment %s", sym_str(seg->ident.name));
        d->indent++;
        dump_generic_args(d, seg->args);
        d->indent--;
    }
    d->indent--;
}

static void dump_lifetime(Dumper *d, const char *what, const Lifetime *lt) {
    dump_node(d, lt->id, lt->ident.span, "%s %s", what, sym_or_empty(lt->ident.name));
}

static void dump_generic_arg(Dumper *d, const GenericArg *a) {
    switch (a->kind) {
    case GA_LIFETIME:
        dump_lifetime(d, "LifetimeArg", &a->lifetime);
        break;
    case GA_TYPE:
        dump_line(d, "TypeArg");
        d->indent++;
        dump_ty(d, a->ty);
        d->indent--;
        break;
    case GA_CONST:
        dump_line(d, "ConstArg");
        d->indent++;
        dump_expr(d, a->expr);
        d->indent--;
        break;
    case GA_CONSTRAINT:
        dump_node(d, a->id, a->span, "Constraint %s %s", sym_str(a->ident.name), a->is_bound ? "bound" : "eq");
        d->indent++;
        if (a->gen_args) dump_generic_args(d, a->gen_args);
        if (a->is_bound) dump_bounds(d, "bounds", a->bounds);
        if (a->ty) dump_ty(d, a->ty);
        if (a->expr) dump_expr(d, a->expr);
        d->indent--;
        break;
    }
}

static void dump_generic_args(Dumper *d, const GenericArgs *ga) {
    if (ga->parenthesized) {
        dump_node(d, (NodeId){0}, ga->span, "ParenArgs%s", ga->output ? "" : " no-output");
        d->indent++;
        for (uint32_t i = 0; i < ga->inputs.len; i++) dump_ty(d, ga->inputs.data[i]);
        if (ga->output) {
            dump_line(d, "output:");
            d->indent++;
            dump_ty(d, ga->output);
            d->indent--;
        }
        d->indent--;
        return;
    }
    dump_node(d, (NodeId){0}, ga->span, "AngleArgs");
    d->indent++;
    for (uint32_t i = 0; i < ga->nargs; i++) dump_generic_arg(d, &ga->args[i]);
    d->indent--;
}

/* ---- attributes ---- */

void dump_attrs(Dumper *d, AttrList attrs) {
    for (uint32_t i = 0; i < attrs.len; i++) {
        const Attr *a = &attrs.data[i];
        const char *style = a->style == ATTR_INNER ? "inner" : "outer";
        StrBuf sb = {0};
        if (a->is_doc_comment) {
            dump_quoted_n(&sb, sym_str(a->doc_sym), sym_len(a->doc_sym));
            dump_node(d, a->id, a->span, "DocComment %s %s", style, sb_cstr(&sb));
            sb_free(&sb);
            continue;
        }
        path_text(&sb, &a->path);
        switch (a->args_kind) {
        case ATTR_ARGS_EMPTY:
            break;
        case ATTR_ARGS_DELIMITED:
            sb_printf(&sb, " %s ", delim_str(a->delim));
            dump_tokens_str(&sb, a->tokens);
            break;
        case ATTR_ARGS_EQ:
            sb_puts(&sb, " =");
            break;
        }
        dump_node(d, a->id, a->span, "Attr %s %s", style, sb_cstr(&sb));
        sb_free(&sb);
        if (a->args_kind == ATTR_ARGS_EQ && a->eq_expr) {
            d->indent++;
            dump_expr(d, a->eq_expr);
            d->indent--;
        }
    }
}

/* "attrs:" followed by the attributes, when there are any. */
static void dump_attr_block(Dumper *d, AttrList attrs) {
    if (!attrs.len) return;
    dump_attrs(d, attrs);
}

/* ---- generics ---- */

static const char *modifier_str(BoundModifier m) {
    switch (m) {
    case BOUND_NONE: return "";
    case BOUND_MAYBE: return " ?";
    case BOUND_MAYBE_CONST: return " ~const";
    case BOUND_MAYBE_CONST_MAYBE: return " ~const?";
    case BOUND_NEGATIVE: return " !";
    }
    return "";
}

static void dump_bound(Dumper *d, const GenericBound *b) {
    switch (b->kind) {
    case BOUND_OUTLIVES:
        dump_lifetime(d, "Outlives", &b->lifetime);
        return;
    case BOUND_USE:
        dump_node(d, (NodeId){0}, b->span, "Use");
        d->indent++;
        for (uint32_t i = 0; i < b->nuse_args; i++) dump_generic_arg(d, &b->use_args[i]);
        d->indent--;
        return;
    case BOUND_TRAIT:
        break;
    }
    dump_node(d, b->trait_ref_id, b->span, "TraitBound%s%s", modifier_str(b->modifier),
              b->parenthesized ? " parenthesized" : "");
    d->indent++;
    if (b->bound_generic_params.len) dump_generic_params(d, "for", b->bound_generic_params);
    dump_path(d, &b->trait_path, NULL);
    d->indent--;
}

static void dump_bounds(Dumper *d, const char *what, GenericBoundList b) {
    if (!b.len) return;
    dump_line(d, "%s:", what);
    d->indent++;
    for (uint32_t i = 0; i < b.len; i++) dump_bound(d, &b.data[i]);
    d->indent--;
}

static void dump_generic_params(Dumper *d, const char *what, GenericParamList params) {
    dump_line(d, "%s:", what);
    d->indent++;
    for (uint32_t i = 0; i < params.len; i++) {
        const GenericParam *gp = &params.data[i];
        static const char *const kinds[] = {"Lifetime", "Type", "Const"};
        dump_node(d, gp->id, gp->span, "GenericParam %s %s", kinds[gp->kind], sym_or_empty(gp->ident.name));
        d->indent++;
        dump_attr_block(d, gp->attrs);
        dump_bounds(d, "bounds", gp->bounds);
        if (gp->ty) dump_ty(d, gp->ty);
        if (gp->default_ty) {
            dump_line(d, "default:");
            d->indent++;
            dump_ty(d, gp->default_ty);
            d->indent--;
        }
        if (gp->default_expr) {
            dump_line(d, "default:");
            d->indent++;
            dump_expr(d, gp->default_expr);
            d->indent--;
        }
        d->indent--;
    }
    d->indent--;
}

void dump_generics(Dumper *d, const Generics *g) {
    if (g->params.len) dump_generic_params(d, "generics", g->params);
    if (!g->has_where_token) return;
    dump_node(d, (NodeId){0}, g->where_span, "where:");
    d->indent++;
    for (uint32_t i = 0; i < g->where_preds.len; i++) {
        const WherePredicate *wp = &g->where_preds.data[i];
        switch (wp->kind) {
        case WHERE_BOUND:
            dump_node(d, (NodeId){0}, wp->span, "BoundPredicate");
            d->indent++;
            if (wp->bound_generic_params.len) dump_generic_params(d, "for", wp->bound_generic_params);
            dump_ty(d, wp->bounded_ty);
            dump_bounds(d, "bounds", wp->bounds);
            d->indent--;
            break;
        case WHERE_REGION:
            dump_node(d, (NodeId){0}, wp->span, "RegionPredicate %s", sym_or_empty(wp->lifetime.ident.name));
            d->indent++;
            dump_bounds(d, "bounds", wp->bounds);
            d->indent--;
            break;
        case WHERE_EQ:
            dump_node(d, (NodeId){0}, wp->span, "EqPredicate");
            d->indent++;
            dump_ty(d, wp->bounded_ty);
            dump_ty(d, wp->rhs_ty);
            d->indent--;
            break;
        }
    }
    d->indent--;
}

/* ---- visibility, fn signatures ---- */

static void dump_vis(Dumper *d, const Visibility *v) {
    switch (v->kind) {
    case VIS_INHERITED:
        return;
    case VIS_PUBLIC:
        dump_node(d, (NodeId){0}, v->span, "vis: pub");
        return;
    case VIS_CRATE_SUGAR:
        dump_node(d, (NodeId){0}, v->span, "vis: crate");
        return;
    case VIS_RESTRICTED: {
        StrBuf sb = {0};
        path_text(&sb, &v->path);
        dump_node(d, v->id, v->span, "vis: pub(%s%s)", v->shorthand ? "" : "in ", sb_cstr(&sb));
        sb_free(&sb);
        return;
    }
    }
}

static void dump_extern(Dumper *d, const Extern *e) {
    if (!e->has_extern) return;
    dump_line(d, "extern %s", e->abi ? sym_str(e->abi) : "(default)");
}

void dump_fn_decl(Dumper *d, const FnDecl *decl, bool c_variadic) {
    dump_line(d, "FnDecl%s", c_variadic ? " c_variadic" : "");
    d->indent++;
    for (uint32_t i = 0; i < decl->inputs.len; i++) {
        const Param *prm = &decl->inputs.data[i];
        dump_node(d, prm->id, prm->span, "Param%s", prm->is_placeholder ? " unnamed" : "");
        d->indent++;
        dump_attr_block(d, prm->attrs);
        if (prm->pat && !prm->is_placeholder) dump_pat(d, prm->pat);
        dump_ty(d, prm->ty);
        d->indent--;
    }
    if (decl->output) {
        dump_line(d, "output:");
        d->indent++;
        dump_ty(d, decl->output);
        d->indent--;
    }
    d->indent--;
}

/* ---- types ---- */

static const char *const ty_kind_names[] = {
#define TY_KIND(name, str) str,
#include "rcc/ast.def"
#undef TY_KIND
};

void dump_ty(Dumper *d, const Ty *t) {
    const char *k = t->kind < TY__COUNT ? ty_kind_names[t->kind] : "?";
    switch (t->kind) {
    case TY_SLICE:
    case TY_PAREN:
        dump_node(d, t->id, t->span, "Ty %s", k);
        d->indent++;
        dump_ty(d, t->elem);
        d->indent--;
        break;
    case TY_ARRAY:
        dump_node(d, t->id, t->span, "Ty %s", k);
        d->indent++;
        dump_ty(d, t->array.elem);
        dump_expr(d, t->array.len);
        d->indent--;
        break;
    case TY_PTR:
        dump_node(d, t->id, t->span, "Ty %s %s", k, t->ptr.mutbl == MUT_MUT ? "mut" : "const");
        d->indent++;
        dump_ty(d, t->ptr.ty);
        d->indent--;
        break;
    case TY_REF:
        dump_node(d, t->id, t->span, "Ty %s %s%s", k, t->ref.lifetime ? sym_str(t->ref.lifetime->ident.name) : "",
                  t->ref.mutbl == MUT_MUT ? " mut" : "");
        d->indent++;
        dump_ty(d, t->ref.ty);
        d->indent--;
        break;
    case TY_BARE_FN:
        dump_node(d, t->id, t->span, "Ty %s%s", k, t->bare_fn.unsafety == UNSAFETY_YES ? " unsafe" : "");
        d->indent++;
        if (t->bare_fn.generic_params.len) dump_generic_params(d, "for", t->bare_fn.generic_params);
        dump_extern(d, &t->bare_fn.ext);
        dump_fn_decl(d, &t->bare_fn.decl, t->bare_fn.c_variadic);
        d->indent--;
        break;
    case TY_TUP:
        dump_node(d, t->id, t->span, "Ty %s", k);
        d->indent++;
        for (uint32_t i = 0; i < t->tup.len; i++) dump_ty(d, t->tup.data[i]);
        d->indent--;
        break;
    case TY_PATH:
        dump_node(d, t->id, t->span, "Ty %s", k);
        d->indent++;
        dump_path(d, &t->path.path, t->path.qself);
        d->indent--;
        break;
    case TY_TRAIT_OBJECT:
        dump_node(d, t->id, t->span, "Ty %s%s", k, t->trait_object.dyn ? " dyn" : "");
        d->indent++;
        for (uint32_t i = 0; i < t->trait_object.bounds.len; i++) dump_bound(d, &t->trait_object.bounds.data[i]);
        d->indent--;
        break;
    case TY_IMPL_TRAIT:
        dump_node(d, t->id, t->span, "Ty %s", k);
        d->indent++;
        for (uint32_t i = 0; i < t->impl_trait.bounds.len; i++) dump_bound(d, &t->impl_trait.bounds.data[i]);
        d->indent--;
        break;
    case TY_TYPEOF:
        dump_node(d, t->id, t->span, "Ty %s", k);
        d->indent++;
        dump_expr(d, t->typeof_expr);
        d->indent--;
        break;
    case TY_MAC_CALL:
        dump_node(d, t->id, t->span, "Ty %s", k);
        d->indent++;
        dump_mac_call(d, &t->mac);
        d->indent--;
        break;
    default:
        dump_node(d, t->id, t->span, "Ty %s", k);
        break;
    }
}

void dump_mac_call(Dumper *d, const MacCall *m) {
    StrBuf sb = {0};
    path_text(&sb, &m->path);
    sb_printf(&sb, "! %s ", delim_str(m->delim));
    dump_tokens_str(&sb, m->tokens);
    dump_node(d, (NodeId){0}, m->span, "MacCall %s", sb_cstr(&sb));
    sb_free(&sb);
}

/* ---- items ---- */

static const char *const item_kind_names[] = {
#define ITEM_KIND(name, str) str,
#include "rcc/ast.def"
#undef ITEM_KIND
};

static void dump_use_tree(Dumper *d, const UseTree *t) {
    StrBuf sb = {0};
    path_text(&sb, &t->prefix);
    switch (t->kind) {
    case USE_SIMPLE:
        if (t->has_rename) dump_node(d, t->id, t->span, "UseTree %s as %s", sb_cstr(&sb), sym_str(t->rename.name));
        else dump_node(d, t->id, t->span, "UseTree %s", sb_cstr(&sb));
        break;
    case USE_GLOB:
        dump_node(d, t->id, t->span, "UseTree %s::*", sb_cstr(&sb));
        break;
    case USE_NESTED:
        dump_node(d, t->id, t->span, "UseTree %s::{}", sb_cstr(&sb));
        d->indent++;
        for (uint32_t i = 0; i < t->nested.len; i++) dump_use_tree(d, &t->nested.data[i]);
        d->indent--;
        break;
    }
    sb_free(&sb);
}

static void dump_fields(Dumper *d, const VariantData *vd) {
    static const char *const kinds[] = {"struct", "tuple", "unit"};
    dump_line(d, "data: %s", kinds[vd->kind]);
    d->indent++;
    for (uint32_t i = 0; i < vd->fields.len; i++) {
        const FieldDef *f = &vd->fields.data[i];
        dump_node(d, f->id, f->span, "Field %s", f->has_ident ? sym_str(f->ident.name) : "_");
        d->indent++;
        dump_attr_block(d, f->attrs);
        dump_vis(d, &f->vis);
        dump_ty(d, f->ty);
        d->indent--;
    }
    d->indent--;
}

static void dump_items(Dumper *d, ItemList items) {
    for (uint32_t i = 0; i < items.len; i++) dump_item(d, items.data[i]);
}

static const char *def_str(Defaultness def) { return def == DEFAULT_DEFAULT ? " default" : ""; }

void dump_item(Dumper *d, const Item *it) {
    const char *k = it->kind < ITEM__COUNT ? item_kind_names[it->kind] : "?";
    dump_node(d, it->id, it->span, "Item %s %s", k, sym_or_empty(it->ident.name));
    d->indent++;
    dump_attr_block(d, it->attrs);
    dump_vis(d, &it->vis);
    switch (it->kind) {
    case ITEM_EXTERN_CRATE:
        if (it->extern_crate_orig) dump_line(d, "orig: %s", sym_str(it->extern_crate_orig));
        break;
    case ITEM_USE:
        dump_use_tree(d, &it->use_tree);
        break;
    case ITEM_STATIC:
        dump_line(d, "static%s%s", it->static_.mutbl == MUT_MUT ? " mut" : "",
                  it->static_.safety == UNSAFETY_SAFE ? " safe" : it->static_.safety == UNSAFETY_YES ? " unsafe" : "");
        dump_ty(d, it->static_.ty);
        if (it->static_.expr) dump_expr(d, it->static_.expr);
        break;
    case ITEM_CONST:
        dump_line(d, "const%s", def_str(it->const_.defaultness));
        dump_ty(d, it->const_.ty);
        if (it->const_.expr) dump_expr(d, it->const_.expr);
        break;
    case ITEM_FN: {
        const FnItem *fn = &it->fn;
        dump_line(d, "header:%s%s%s%s", def_str(fn->defaultness), fn->header.is_const ? " const" : "",
                  fn->header.is_async ? " async" : "", fn->header.unsafety == UNSAFETY_YES    ? " unsafe"
                  : fn->header.unsafety == UNSAFETY_SAFE ? " safe"
                                                         : "");
        dump_extern(d, &fn->header.ext);
        dump_generics(d, &fn->generics);
        dump_fn_decl(d, &fn->decl, fn->c_variadic);
        if (fn->body) dump_block(d, fn->body);
        break;
    }
    case ITEM_MOD:
        dump_line(d, "mod%s%s", it->mod.unsafety == UNSAFETY_YES ? " unsafe" : "", it->mod.inline_ ? " inline" : "");
        dump_items(d, it->mod.items);
        break;
    case ITEM_FOREIGN_MOD:
        dump_line(d, "foreign%s", it->foreign_mod.unsafety == UNSAFETY_YES ? " unsafe" : "");
        dump_extern(d, &it->foreign_mod.abi);
        dump_items(d, it->foreign_mod.items);
        break;
    case ITEM_GLOBAL_ASM:
        dump_inline_asm(d, it->global_asm);
        break;
    case ITEM_TY_ALIAS:
        dump_line(d, "type%s%s", def_str(it->ty_alias.defaultness),
                  span_is_dummy(it->ty_alias.where_after_span) ? "" : " where-after");
        dump_generics(d, &it->ty_alias.generics);
        dump_bounds(d, "bounds", it->ty_alias.bounds);
        if (it->ty_alias.ty) dump_ty(d, it->ty_alias.ty);
        break;
    case ITEM_ENUM:
        dump_generics(d, &it->enum_.generics);
        for (uint32_t i = 0; i < it->enum_.variants.len; i++) {
            const Variant *v = &it->enum_.variants.data[i];
            dump_node(d, v->id, v->span, "Variant %s", sym_str(v->ident.name));
            d->indent++;
            dump_attr_block(d, v->attrs);
            dump_vis(d, &v->vis);
            dump_fields(d, &v->data);
            if (v->disr_expr) dump_expr(d, v->disr_expr);
            d->indent--;
        }
        break;
    case ITEM_STRUCT:
    case ITEM_UNION:
        dump_generics(d, &it->struct_.generics);
        dump_fields(d, &it->struct_.data);
        break;
    case ITEM_TRAIT:
        dump_line(d, "trait%s%s", it->trait.unsafety == UNSAFETY_YES ? " unsafe" : "", it->trait.is_auto ? " auto" : "");
        dump_generics(d, &it->trait.generics);
        dump_bounds(d, "supertraits", it->trait.bounds);
        dump_items(d, it->trait.items);
        break;
    case ITEM_TRAIT_ALIAS:
        dump_generics(d, &it->trait_alias.generics);
        dump_bounds(d, "bounds", it->trait_alias.bounds);
        break;
    case ITEM_IMPL:
        dump_line(d, "impl%s%s%s%s", def_str(it->impl.defaultness), it->impl.unsafety == UNSAFETY_YES ? " unsafe" : "",
                  it->impl.is_const ? " const" : "", it->impl.polarity == IMPL_NEGATIVE ? " negative" : "");
        dump_generics(d, &it->impl.generics);
        if (it->impl.of_trait) {
            dump_line(d, "trait:");
            d->indent++;
            dump_path(d, it->impl.of_trait, NULL);
            d->indent--;
        }
        dump_ty(d, it->impl.self_ty);
        dump_items(d, it->impl.items);
        break;
    case ITEM_MAC_CALL:
        dump_mac_call(d, &it->mac);
        break;
    case ITEM_MACRO_DEF: {
        const MacroDef *m = &it->macro_def;
        StrBuf sb = {0};
        if (m->has_params) {
            sb_puts(&sb, "params ");
            dump_tokens_str(&sb, m->params);
            sb_puts(&sb, " ");
        }
        sb_printf(&sb, "body %s ", delim_str(m->delim));
        dump_tokens_str(&sb, m->body);
        dump_line(d, "%s %s", m->macro_rules ? "macro_rules" : "macro", sb_cstr(&sb));
        sb_free(&sb);
        break;
    }
    case ITEM__COUNT:
        break;
    }
    d->indent--;
}

void ast_dump_crate(StrBuf *sb, const Crate *c, bool spans) {
    Dumper d = {.sb = sb, .indent = 0, .spans = spans};
    dump_node(&d, c->id, c->span, "Crate");
    d.indent++;
    dump_attr_block(&d, c->attrs);
    dump_items(&d, c->items);
}
