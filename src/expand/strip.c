/* strip.c — cfg stripping over the AST, and module loading on the way.
 *
 * Takes a crate (or an item list) as parsed; gives it with every node
 * whose #[cfg] is false removed, every #[cfg_attr] replaced by what it
 * stands for (cfg.c does both for one node's attributes), and every
 * `mod foo;` loaded from its file (modules.c) and stripped in turn.
 *
 * The walk is rustc's InvocationCollector order: depth first, each node
 * configured just before its children are visited, so diagnostics come
 * out in rustc's order. Nodes sit in one of two kinds of positions:
 *  - in a list, where a false cfg removes them: items (of a crate,
 *    module, trait, impl, extern block or block), fields, variants,
 *    parameters (of functions, closures and fn pointer types), generic
 *    parameters, match arms, fields of struct literals and struct
 *    patterns, statements, and expressions that are elements of an
 *    array, tuple, or call/method-call argument list;
 *  - anywhere else (only expressions carry attributes there): a false
 *    cfg is an error, `removing an expression is not supported in this
 *    position`, and any attribute there needs
 *    #![feature(stmt_expr_attributes)].
 * Macro calls are left alone: their output is stripped when it is
 * expanded (expand_cfg_items).
 */
#include "expand_priv.h"

typedef struct Strip {
    ExpandCtx *ex;
    /* inside an item an attribute macro may take: its `mod m;` items are
     * loaded when the expander walks what the macro gives back (rustc
     * loads modules while collecting, after the outer attribute) */
    uint32_t defer_mods;
} Strip;

static void walk_item(Strip *s, Item *it, ModDir *file_child);
static void walk_expr(Strip *s, Expr *e);
static void walk_expr_children(Strip *s, Expr *e);
static void walk_block(Strip *s, Block *b);
static void walk_pat(Strip *s, Pat *p);
static void walk_ty(Strip *s, Ty *t);
static void walk_generics(Strip *s, Generics *g);
static void strip_generic_params(Strip *s, GenericParamList *l);
static void walk_bounds(Strip *s, GenericBoundList *l);
static void walk_generic_args(Strip *s, GenericArgs *ga);

static bool stop(const Strip *s) { return s->ex->fatal; }

/* A removable node's attributes: false means the node goes. */
static bool keep(Strip *s, AttrList *attrs) {
    return attrs->len == 0 || ex_process_attrs(s->ex, attrs, 0, NULL);
}

/* ------------------------------------------------------------------ */
/* Items                                                               */
/* ------------------------------------------------------------------ */

/* A module's inner attributes are the tail of its attributes (the
 * parser and expand_load_mod put them there); after cfg_attr expansion
 * mod.inner_attrs is that tail again. */
static void sync_inner_attrs(Item *it) {
    uint32_t i = it->attrs.len;
    while (i > 0 && it->attrs.data[i - 1].style == ATTR_INNER) i--;
    it->mod.inner_attrs = (AttrList){i < it->attrs.len ? it->attrs.data + i : NULL, it->attrs.len - i};
}

/* rustc configures an item, then (for `mod foo;`) loads the file and
 * configures again with the file's inner attributes added: a
 * #![cfg(FALSE)] in the file removes the module item. `child` receives
 * the ModDir of a file module's children (*has_child set). */
static bool configure_item(Strip *s, Item *it, ModDir *child, bool *has_child) {
    ExpandCtx *ex = s->ex;
    *has_child = false;
    if (!keep(s, &it->attrs)) return false;
    if (it->kind != ITEM_MOD) return true;
    if (!it->mod.inline_ && !it->mod.loaded && s->defer_mods) {
        /* loaded later (see Strip.defer_mods) */
    } else if (!it->mod.inline_ && !it->mod.loaded && ex->mod_dir && !stop(s)) {
        *has_child = true;
        uint32_t before = it->attrs.len;
        expand_load_mod(ex, it, ex->mod_dir, child);
        if (!stop(s) && it->attrs.len > before && !ex_process_attrs(ex, &it->attrs, before, NULL)) return false;
    } else if (!it->mod.inline_ && ex->mod_dir && !stop(s)) {
        *has_child = true;
        expand_mod_dir_of(ex, it, ex->mod_dir, child);
    }
    sync_inner_attrs(it);
    return true;
}

/* May an attribute of the item be an attribute macro (not a doc comment,
 * a built-in or tool attribute, or `derive`)? */
static bool may_be_attr_macro_input(const Item *it) {
    for (uint32_t i = 0; i < it->attrs.len; i++) {
        const Attr *a = &it->attrs.data[i];
        if (a->is_doc_comment || a->style == ATTR_INNER || !a->path.nsegs) continue;
        Symbol n = a->path.segs[0].ident.name;
        if (a->path.nsegs == 1 && (attr_is_builtin(n) || n == SYM_derive)) continue;
        if (a->path.nsegs > 1 && attr_is_tool(n)) continue;
        return true;
    }
    return false;
}

static void strip_items(Strip *s, ItemList *l) {
    uint32_t w = 0;
    for (uint32_t r = 0; r < l->len; r++) {
        Item *it = l->data[r];
        if (stop(s)) {
            l->data[w++] = it;
            continue;
        }
        ModDir child;
        bool has_child;
        if (!configure_item(s, it, &child, &has_child)) continue;
        l->data[w++] = it;
        bool defer = may_be_attr_macro_input(it);
        s->defer_mods += defer;
        walk_item(s, it, has_child ? &child : NULL);
        s->defer_mods -= defer;
    }
    l->len = w;
}

static void walk_path(Strip *s, Path *p) {
    for (uint32_t i = 0; i < p->nsegs; i++)
        if (p->segs[i].args) walk_generic_args(s, p->segs[i].args);
}

static void walk_qpath(Strip *s, QSelf *qself, Path *p) {
    if (qself) walk_ty(s, qself->ty);
    walk_path(s, p);
}

static void walk_vis(Strip *s, Visibility *v) {
    if (v->kind == VIS_RESTRICTED) walk_path(s, &v->path);
}

static void strip_fields(Strip *s, FieldDefList *l) {
    uint32_t w = 0;
    for (uint32_t r = 0; r < l->len; r++) {
        FieldDef *f = &l->data[r];
        if (!stop(s)) {
            if (!keep(s, &f->attrs)) continue;
            walk_vis(s, &f->vis);
            walk_ty(s, f->ty);
        }
        l->data[w++] = *f;
    }
    l->len = w;
}

static void strip_variants(Strip *s, VariantList *l) {
    uint32_t w = 0;
    for (uint32_t r = 0; r < l->len; r++) {
        Variant *v = &l->data[r];
        if (!stop(s)) {
            if (!keep(s, &v->attrs)) continue;
            walk_vis(s, &v->vis);
            strip_fields(s, &v->data.fields);
            if (v->disr_expr) walk_expr(s, v->disr_expr);
        }
        l->data[w++] = *v;
    }
    l->len = w;
}

static void strip_params(Strip *s, ParamList *l) {
    uint32_t w = 0;
    for (uint32_t r = 0; r < l->len; r++) {
        Param *p = &l->data[r];
        if (!stop(s)) {
            if (!keep(s, &p->attrs)) continue;
            walk_pat(s, p->pat);
            walk_ty(s, p->ty);
        }
        l->data[w++] = *p;
    }
    l->len = w;
}

static void walk_fn_decl(Strip *s, FnDecl *d) {
    strip_params(s, &d->inputs);
    walk_ty(s, d->output);
}

/* The directory context for a module's children while they are walked:
 * an inline module's is computed here, a file module's came from
 * loading it. */
static void walk_mod(Strip *s, Item *it, ModDir *file_child) {
    ExpandCtx *ex = s->ex;
    ModDir *saved = ex->mod_dir, inline_child;
    if (saved && it->mod.inline_) {
        expand_mod_dir_of(ex, it, saved, &inline_child);
        if (stop(s)) return;
        ex->mod_dir = &inline_child;
    } else if (saved && file_child) {
        ex->mod_dir = file_child;
    }
    strip_items(s, &it->mod.items);
    ex->mod_dir = saved;
}

/* The order of the children is rustc's (its MutVisitor), so that
 * diagnostics come out in the same order: a function's signature before
 * its generics, a struct's fields before its generics. */
static void walk_item(Strip *s, Item *it, ModDir *file_child) {
    if (stop(s)) return;
    switch (it->kind) {
    case ITEM_STATIC:
        walk_ty(s, it->static_.ty);
        if (it->static_.expr) walk_expr(s, it->static_.expr);
        break;
    case ITEM_CONST:
        walk_ty(s, it->const_.ty);
        if (it->const_.expr) walk_expr(s, it->const_.expr);
        break;
    case ITEM_FN:
        walk_fn_decl(s, &it->fn.decl);
        walk_generics(s, &it->fn.generics);
        if (it->fn.body) walk_block(s, it->fn.body);
        break;
    case ITEM_MOD: walk_mod(s, it, file_child); break;
    case ITEM_FOREIGN_MOD: strip_items(s, &it->foreign_mod.items); break;
    case ITEM_TY_ALIAS:
        walk_generics(s, &it->ty_alias.generics);
        walk_bounds(s, &it->ty_alias.bounds);
        walk_ty(s, it->ty_alias.ty);
        break;
    case ITEM_ENUM:
        strip_variants(s, &it->enum_.variants);
        walk_generics(s, &it->enum_.generics);
        break;
    case ITEM_STRUCT: case ITEM_UNION:
        strip_fields(s, &it->struct_.data.fields);
        walk_generics(s, &it->struct_.generics);
        break;
    case ITEM_TRAIT:
        walk_generics(s, &it->trait.generics);
        walk_bounds(s, &it->trait.bounds);
        strip_items(s, &it->trait.items);
        break;
    case ITEM_TRAIT_ALIAS:
        walk_generics(s, &it->trait_alias.generics);
        walk_bounds(s, &it->trait_alias.bounds);
        break;
    case ITEM_IMPL:
        walk_generics(s, &it->impl.generics);
        if (it->impl.of_trait) walk_path(s, it->impl.of_trait);
        walk_ty(s, it->impl.self_ty);
        strip_items(s, &it->impl.items);
        break;
    case ITEM_EXTERN_CRATE: case ITEM_USE: case ITEM_GLOBAL_ASM: case ITEM_MAC_CALL: case ITEM_MACRO_DEF:
    case ITEM__COUNT:
        break;
    }
    walk_vis(s, &it->vis);
}

/* ------------------------------------------------------------------ */
/* Generics, types, patterns                                           */
/* ------------------------------------------------------------------ */

static void strip_generic_params(Strip *s, GenericParamList *l) {
    uint32_t w = 0;
    for (uint32_t r = 0; r < l->len; r++) {
        GenericParam *gp = &l->data[r];
        if (!stop(s)) {
            if (!keep(s, &gp->attrs)) continue;
            walk_bounds(s, &gp->bounds);
            walk_ty(s, gp->ty);
            walk_ty(s, gp->default_ty);
            if (gp->default_expr) walk_expr(s, gp->default_expr);
        }
        l->data[w++] = *gp;
    }
    l->len = w;
}

static void walk_bounds(Strip *s, GenericBoundList *l) {
    for (uint32_t i = 0; i < l->len; i++) {
        GenericBound *b = &l->data[i];
        if (b->kind != BOUND_TRAIT) continue;
        strip_generic_params(s, &b->bound_generic_params);
        walk_path(s, &b->trait_path);
    }
}

static void walk_generics(Strip *s, Generics *g) {
    strip_generic_params(s, &g->params);
    for (uint32_t i = 0; i < g->where_preds.len; i++) {
        WherePredicate *wp = &g->where_preds.data[i];
        strip_generic_params(s, &wp->bound_generic_params);
        walk_ty(s, wp->bounded_ty);
        walk_bounds(s, &wp->bounds);
        walk_ty(s, wp->rhs_ty);
    }
}

static void walk_generic_args(Strip *s, GenericArgs *ga) {
    if (ga->parenthesized) {
        for (uint32_t i = 0; i < ga->inputs.len; i++) walk_ty(s, ga->inputs.data[i]);
        walk_ty(s, ga->output);
        return;
    }
    for (uint32_t i = 0; i < ga->nargs; i++) {
        GenericArg *a = &ga->args[i];
        walk_ty(s, a->ty);
        if (a->expr) walk_expr(s, a->expr);
        if (a->gen_args) walk_generic_args(s, a->gen_args);
        walk_bounds(s, &a->bounds);
    }
}

static void walk_ty(Strip *s, Ty *t) {
    if (!t || stop(s)) return;
    switch (t->kind) {
    case TY_SLICE: case TY_PAREN: walk_ty(s, t->elem); break;
    case TY_ARRAY: walk_ty(s, t->array.elem); walk_expr(s, t->array.len); break;
    case TY_PTR: walk_ty(s, t->ptr.ty); break;
    case TY_REF: walk_ty(s, t->ref.ty); break;
    case TY_BARE_FN:
        strip_generic_params(s, &t->bare_fn.generic_params);
        walk_fn_decl(s, &t->bare_fn.decl);
        break;
    case TY_TUP:
        for (uint32_t i = 0; i < t->tup.len; i++) walk_ty(s, t->tup.data[i]);
        break;
    case TY_PATH: walk_qpath(s, t->path.qself, &t->path.path); break;
    case TY_TRAIT_OBJECT: walk_bounds(s, &t->trait_object.bounds); break;
    case TY_IMPL_TRAIT: walk_bounds(s, &t->impl_trait.bounds); break;
    case TY_TYPEOF: walk_expr(s, t->typeof_expr); break;
    case TY_NEVER: case TY_INFER: case TY_IMPLICIT_SELF: case TY_MAC_CALL: case TY_CVARARGS: case TY_ERR:
    case TY__COUNT:
        break;
    }
}

static void strip_pat_fields(Strip *s, PatFieldList *l) {
    uint32_t w = 0;
    for (uint32_t r = 0; r < l->len; r++) {
        PatField *f = &l->data[r];
        if (!stop(s)) {
            if (!keep(s, &f->attrs)) continue;
            walk_pat(s, f->pat);
        }
        l->data[w++] = *f;
    }
    l->len = w;
}

static void walk_pats(Strip *s, PatList l) {
    for (uint32_t i = 0; i < l.len; i++) walk_pat(s, l.data[i]);
}

static void walk_pat(Strip *s, Pat *p) {
    if (!p || stop(s)) return;
    switch (p->kind) {
    case PAT_IDENT: walk_pat(s, p->ident.sub); break;
    case PAT_STRUCT:
        walk_qpath(s, p->strukt.qself, &p->strukt.path);
        strip_pat_fields(s, &p->strukt.fields);
        break;
    case PAT_TUPLE_STRUCT:
        walk_qpath(s, p->tuple_struct.qself, &p->tuple_struct.path);
        walk_pats(s, p->tuple_struct.elems);
        break;
    case PAT_OR: case PAT_TUPLE: case PAT_SLICE: walk_pats(s, p->elems); break;
    case PAT_PATH: walk_qpath(s, p->path.qself, &p->path.path); break;
    case PAT_BOX: case PAT_PAREN: walk_pat(s, p->inner); break;
    case PAT_REF: walk_pat(s, p->ref.pat); break;
    case PAT_LIT: walk_expr(s, p->lit); break;
    case PAT_RANGE:
        if (p->range.lo) walk_expr(s, p->range.lo);
        if (p->range.hi) walk_expr(s, p->range.hi);
        break;
    case PAT_WILD: case PAT_REST: case PAT_MAC_CALL: case PAT_ERR: case PAT__COUNT: break;
    }
}

/* ------------------------------------------------------------------ */
/* Expressions and statements                                          */
/* ------------------------------------------------------------------ */

/* rustc's feature gate for attributes on expressions (not statements,
 * nor elements of expression lists). */
static void gate_expr_attr(Strip *s, const Attr *a) {
    ExpandCtx *ex = s->ex;
    if (!ex->features_known || expand_has_feature(ex, "stmt_expr_attributes")) return;
    Diag *d = diag_error(ex->dc, DC_E0658, a->span, "attributes on expressions are experimental");
    diag_note(d, "see issue #15701 <https://github.com/rust-lang/rust/issues/15701> for more information");
    if (ex->nightly) diag_help(d, "add `#![feature(stmt_expr_attributes)]` to the crate attributes to enable");
    if (a->is_doc_comment) diag_help(d, "`///` is for documentation comments. For a plain comment, use `//`.");
    diag_emit(d);
}

/* An expression where it cannot be removed. */
static void walk_expr(Strip *s, Expr *e) {
    if (!e || stop(s)) return;
    if (e->attrs.len) {
        gate_expr_attr(s, &e->attrs.data[0]);
        ex_process_attrs(s->ex, &e->attrs, 0, "an expression");
    }
    walk_expr_children(s, e);
}

/* Elements of an array, a tuple, call arguments: removable. */
static void strip_exprs(Strip *s, ExprList *l) {
    uint32_t w = 0;
    for (uint32_t r = 0; r < l->len; r++) {
        Expr *e = l->data[r];
        if (!stop(s)) {
            if (!keep(s, &e->attrs)) continue;
            walk_expr_children(s, e);
        }
        l->data[w++] = e;
    }
    l->len = w;
}

static void strip_arms(Strip *s, ArmList *l) {
    uint32_t w = 0;
    for (uint32_t r = 0; r < l->len; r++) {
        Arm *a = &l->data[r];
        if (!stop(s)) {
            if (!keep(s, &a->attrs)) continue;
            walk_pat(s, a->pat);
            if (a->guard) walk_expr(s, a->guard);
            walk_expr(s, a->body);
        }
        l->data[w++] = *a;
    }
    l->len = w;
}

static void strip_expr_fields(Strip *s, ExprFieldList *l) {
    uint32_t w = 0;
    for (uint32_t r = 0; r < l->len; r++) {
        ExprField *f = &l->data[r];
        if (!stop(s)) {
            if (!keep(s, &f->attrs)) continue;
            walk_expr(s, f->expr);
        }
        l->data[w++] = *f;
    }
    l->len = w;
}

static void walk_expr_children(Strip *s, Expr *e) {
    if (stop(s)) return;
    switch (e->kind) {
    case EXPR_BOX: case EXPR_AWAIT: case EXPR_PAREN: case EXPR_TRY: walk_expr(s, e->inner); break;
    case EXPR_RET: case EXPR_YIELD: case EXPR_YEET: walk_expr(s, e->opt_expr); break;
    case EXPR_ARRAY: case EXPR_TUP: strip_exprs(s, &e->elems); break;
    case EXPR_CONST_BLOCK: case EXPR_TRY_BLOCK: walk_block(s, e->block_only); break;
    case EXPR_CALL:
        walk_expr(s, e->call.func);
        strip_exprs(s, &e->call.args);
        break;
    case EXPR_METHOD_CALL:
        walk_expr(s, e->method_call.receiver);
        if (e->method_call.seg.args) walk_generic_args(s, e->method_call.seg.args);
        strip_exprs(s, &e->method_call.args);
        break;
    case EXPR_BINARY: case EXPR_ASSIGN_OP:
        walk_expr(s, e->binary.lhs);
        walk_expr(s, e->binary.rhs);
        break;
    case EXPR_UNARY: walk_expr(s, e->unary.operand); break;
    case EXPR_CAST: case EXPR_TYPE_ASCRIPTION:
        walk_expr(s, e->cast.expr);
        walk_ty(s, e->cast.ty);
        break;
    case EXPR_LET:
        walk_pat(s, e->let.pat);
        walk_expr(s, e->let.scrutinee);
        break;
    case EXPR_IF:
        walk_expr(s, e->if_.cond);
        walk_block(s, e->if_.then);
        walk_expr(s, e->if_.els);
        break;
    case EXPR_WHILE:
        walk_expr(s, e->while_.cond);
        walk_block(s, e->while_.body);
        break;
    case EXPR_FOR_LOOP:
        walk_pat(s, e->for_.pat);
        walk_expr(s, e->for_.iter);
        walk_block(s, e->for_.body);
        break;
    case EXPR_LOOP: walk_block(s, e->loop.body); break;
    case EXPR_MATCH:
        walk_expr(s, e->match.scrutinee);
        strip_arms(s, &e->match.arms);
        break;
    case EXPR_CLOSURE:
        strip_generic_params(s, &e->closure.binder);
        walk_fn_decl(s, &e->closure.decl);
        walk_expr(s, e->closure.body);
        break;
    case EXPR_BLOCK: walk_block(s, e->block.block); break;
    case EXPR_ASYNC: walk_block(s, e->async.block); break;
    case EXPR_ASSIGN:
        walk_expr(s, e->assign.lhs);
        walk_expr(s, e->assign.rhs);
        break;
    case EXPR_FIELD: walk_expr(s, e->field.expr); break;
    case EXPR_INDEX:
        walk_expr(s, e->index.expr);
        walk_expr(s, e->index.index);
        break;
    case EXPR_RANGE:
        walk_expr(s, e->range.lo);
        walk_expr(s, e->range.hi);
        break;
    case EXPR_PATH: walk_qpath(s, e->path.qself, &e->path.path); break;
    case EXPR_ADDR_OF: walk_expr(s, e->addr_of.expr); break;
    case EXPR_BREAK: walk_expr(s, e->brk.expr); break;
    case EXPR_STRUCT:
        walk_qpath(s, e->strukt.qself, &e->strukt.path);
        strip_expr_fields(s, &e->strukt.fields);
        walk_expr(s, e->strukt.base);
        break;
    case EXPR_REPEAT:
        walk_expr(s, e->repeat.elem);
        walk_expr(s, e->repeat.count);
        break;
    case EXPR_LIT: case EXPR_UNDERSCORE: case EXPR_CONTINUE: case EXPR_INLINE_ASM: case EXPR_MAC_CALL: case EXPR_ERR:
    case EXPR__COUNT:
        break;
    }
}

/* One statement: false if a cfg removes it. A statement's attributes are
 * those of its `let`, item, expression or macro call. */
static bool strip_stmt(Strip *s, Stmt *st) {
    switch (st->kind) {
    case STMT_LOCAL: {
        Local *l = st->local;
        if (!keep(s, &l->attrs)) return false;
        walk_pat(s, l->pat);
        walk_ty(s, l->ty);
        walk_expr(s, l->init);
        walk_block(s, l->els);
        return true;
    }
    case STMT_ITEM: {
        ModDir child;
        bool has_child;
        if (!configure_item(s, st->item, &child, &has_child)) return false;
        walk_item(s, st->item, has_child ? &child : NULL);
        return true;
    }
    case STMT_EXPR: case STMT_SEMI:
        if (!keep(s, &st->expr->attrs)) return false;
        walk_expr_children(s, st->expr);
        return true;
    case STMT_MAC_CALL: return keep(s, &st->mac.attrs);
    case STMT_EMPTY: case STMT__COUNT: return true;
    }
    return true;
}

/* Inside a block `mod foo;` needs a #[path] (rustc's UnownedViaBlock). */
static void walk_block(Strip *s, Block *b) {
    if (!b || stop(s)) return;
    ExpandCtx *ex = s->ex;
    ModDir *saved = ex->mod_dir, in_block;
    if (saved) {
        in_block = *saved;
        in_block.in_block = true;
        ex->mod_dir = &in_block;
    }
    uint32_t w = 0;
    for (uint32_t r = 0; r < b->stmts.len; r++) {
        Stmt st = b->stmts.data[r];
        if (stop(s) || strip_stmt(s, &st)) b->stmts.data[w++] = st;
    }
    b->stmts.len = w;
    ex->mod_dir = saved;
}

/* ------------------------------------------------------------------ */
/* Entry points                                                        */
/* ------------------------------------------------------------------ */

void expand_ctx_init(ExpandCtx *ex, ParseSess *ps, const CfgSet *cfg, Symbol crate_name) {
    memset(ex, 0, sizeof *ex);
    ex->ps = ps;
    ex->cfg = cfg;
    ex->dc = ps->dc;
    ex->sm = ps->sm;
    ex->crate_name = crate_name;
    hmap_init(&ex->features);
    arena_init(&ex->mbe_scratch);
}

void expand_ctx_free(ExpandCtx *ex) {
    arena_free(&ex->mbe_scratch);
    pm_close_libs(ex);
    for (uint32_t i = 0; i < ex->lints.len; i++) diag_cancel(ex->lints.data[i]);
    vec_free(&ex->lints);
    hmap_free(&ex->features);
}

bool expand_cfg_crate(ExpandCtx *ex, Crate *c) {
    if (!ex_configure_crate_attrs(ex, &c->attrs)) {
        c->attrs = (AttrList){0};
        c->items = (ItemList){0};
        return false;
    }
    ModDir *saved = ex->mod_dir, root;
    if (!saved) {
        const char *file = ex->root_file;
        if (!file) {
            const SourceFile *f = sm_file_at(ex->sm, c->span.lo);
            file = f ? f->name : "";
        }
        expand_root_mod_dir(ex, file, &root);
        ex->mod_dir = &root;
    }
    Strip s = {.ex = ex};
    strip_items(&s, &c->items);
    ex->mod_dir = saved;
    return true;
}

void expand_cfg_items(ExpandCtx *ex, ItemList *items) {
    Strip s = {.ex = ex};
    strip_items(&s, items);
}

/* Entry points for the fragments macro expansion produces: each is
 * configured before the expander walks it (rustc configures a fragment
 * as its InvocationCollector visits it). */
void expand_cfg_stmts(ExpandCtx *ex, StmtList *stmts) {
    Strip s = {.ex = ex};
    uint32_t w = 0;
    for (uint32_t r = 0; r < stmts->len; r++) {
        Stmt st = stmts->data[r];
        if (stop(&s) || strip_stmt(&s, &st)) stmts->data[w++] = st;
    }
    stmts->len = w;
}

void expand_cfg_expr(ExpandCtx *ex, Expr *e) {
    Strip s = {.ex = ex};
    walk_expr(&s, e);
}

void expand_cfg_pat(ExpandCtx *ex, Pat *p) {
    Strip s = {.ex = ex};
    walk_pat(&s, p);
}

void expand_cfg_ty(ExpandCtx *ex, Ty *t) {
    Strip s = {.ex = ex};
    walk_ty(&s, t);
}
