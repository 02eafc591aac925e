/* visit.c — a walker over the whole AST. Takes an AstVisitor with optional
 * callbacks per node family; calls each on every node of that family in
 * source order, descending into children unless a pre-order callback
 * returns false. Later phases (cfg stripping, node-id checks, resolution
 * passes that only look) build on it instead of writing their own
 * traversal of every node kind. */
#include "parser.h"

#define CALL_PRE(v, fn, node) ((v)->fn ? (v)->fn((v), (node)) : true)
#define CALL_POST(v, fn, node) ((v)->fn ? (v)->fn((v), (node)) : (void)0)

static void walk_attrs(AstVisitor *v, AttrList attrs) {
    for (uint32_t i = 0; i < attrs.len; i++) {
        Attr *a = &attrs.data[i];
        if (v->attr) v->attr(v, a);
        if (a->eq_expr) ast_walk_expr(v, a->eq_expr);
    }
}

static void walk_generic_args(AstVisitor *v, GenericArgs *ga);

static void walk_path(AstVisitor *v, Path *path) {
    if (v->path) v->path(v, path);
    for (uint32_t i = 0; i < path->nsegs; i++)
        if (path->segs[i].args) walk_generic_args(v, path->segs[i].args);
}

static void walk_qpath(AstVisitor *v, QSelf *qself, Path *path) {
    if (qself && qself->ty) ast_walk_ty(v, qself->ty);
    walk_path(v, path);
}

static void walk_bounds(AstVisitor *v, GenericBoundList bounds);

static void walk_generic_params(AstVisitor *v, GenericParamList params) {
    for (uint32_t i = 0; i < params.len; i++) {
        GenericParam *gp = &params.data[i];
        walk_attrs(v, gp->attrs);
        walk_bounds(v, gp->bounds);
        if (gp->ty) ast_walk_ty(v, gp->ty);
        if (gp->default_ty) ast_walk_ty(v, gp->default_ty);
        if (gp->default_expr) ast_walk_expr(v, gp->default_expr);
    }
}

static void walk_bounds(AstVisitor *v, GenericBoundList bounds) {
    for (uint32_t i = 0; i < bounds.len; i++) {
        GenericBound *b = &bounds.data[i];
        if (b->kind != BOUND_TRAIT) continue;
        walk_generic_params(v, b->bound_generic_params);
        walk_path(v, &b->trait_path);
    }
}

static void walk_generic_args(AstVisitor *v, GenericArgs *ga) {
    if (ga->parenthesized) {
        for (uint32_t i = 0; i < ga->inputs.len; i++) ast_walk_ty(v, ga->inputs.data[i]);
        if (ga->output) ast_walk_ty(v, ga->output);
        return;
    }
    for (uint32_t i = 0; i < ga->nargs; i++) {
        GenericArg *a = &ga->args[i];
        if (a->ty) ast_walk_ty(v, a->ty);
        if (a->expr) ast_walk_expr(v, a->expr);
        if (a->gen_args) walk_generic_args(v, a->gen_args);
        walk_bounds(v, a->bounds);
    }
}

void ast_walk_generics(AstVisitor *v, Generics *g) {
    walk_generic_params(v, g->params);
    for (uint32_t i = 0; i < g->where_preds.len; i++) {
        WherePredicate *wp = &g->where_preds.data[i];
        walk_generic_params(v, wp->bound_generic_params);
        if (wp->bounded_ty) ast_walk_ty(v, wp->bounded_ty);
        walk_bounds(v, wp->bounds);
        if (wp->rhs_ty) ast_walk_ty(v, wp->rhs_ty);
    }
}

static void walk_fn_decl(AstVisitor *v, FnDecl *d) {
    for (uint32_t i = 0; i < d->inputs.len; i++) {
        Param *prm = &d->inputs.data[i];
        if (v->param) v->param(v, prm);
        walk_attrs(v, prm->attrs);
        if (prm->pat) ast_walk_pat(v, prm->pat);
        if (prm->ty) ast_walk_ty(v, prm->ty);
    }
    if (d->output) ast_walk_ty(v, d->output);
}

static void walk_mac(AstVisitor *v, MacCall *m) {
    if (v->mac) v->mac(v, m);
    walk_path(v, &m->path);
}

static void walk_vis(AstVisitor *v, Visibility *vis) {
    if (vis->kind == VIS_RESTRICTED) walk_path(v, &vis->path);
}

void ast_walk_ty(AstVisitor *v, Ty *t) {
    if (!t || !CALL_PRE(v, ty, t)) return;
    switch (t->kind) {
    case TY_SLICE: case TY_PAREN: ast_walk_ty(v, t->elem); break;
    case TY_ARRAY: ast_walk_ty(v, t->array.elem); ast_walk_expr(v, t->array.len); break;
    case TY_PTR: ast_walk_ty(v, t->ptr.ty); break;
    case TY_REF: ast_walk_ty(v, t->ref.ty); break;
    case TY_BARE_FN:
        walk_generic_params(v, t->bare_fn.generic_params);
        walk_fn_decl(v, &t->bare_fn.decl);
        break;
    case TY_TUP:
        for (uint32_t i = 0; i < t->tup.len; i++) ast_walk_ty(v, t->tup.data[i]);
        break;
    case TY_PATH: walk_qpath(v, t->path.qself, &t->path.path); break;
    case TY_TRAIT_OBJECT: walk_bounds(v, t->trait_object.bounds); break;
    case TY_IMPL_TRAIT: walk_bounds(v, t->impl_trait.bounds); break;
    case TY_TYPEOF: ast_walk_expr(v, t->typeof_expr); break;
    case TY_MAC_CALL: walk_mac(v, &t->mac); break;
    case TY_NEVER: case TY_INFER: case TY_IMPLICIT_SELF: case TY_CVARARGS: case TY_ERR: case TY__COUNT:
        break;
    }
    CALL_POST(v, ty_post, t);
}

void ast_walk_pat(AstVisitor *v, Pat *p) {
    if (!p || !CALL_PRE(v, pat, p)) return;
    switch (p->kind) {
    case PAT_IDENT: ast_walk_pat(v, p->ident.sub); break;
    case PAT_STRUCT:
        walk_qpath(v, p->strukt.qself, &p->strukt.path);
        for (uint32_t i = 0; i < p->strukt.fields.len; i++) {
            walk_attrs(v, p->strukt.fields.data[i].attrs);
            ast_walk_pat(v, p->strukt.fields.data[i].pat);
        }
        break;
    case PAT_TUPLE_STRUCT:
        walk_qpath(v, p->tuple_struct.qself, &p->tuple_struct.path);
        for (uint32_t i = 0; i < p->tuple_struct.elems.len; i++) ast_walk_pat(v, p->tuple_struct.elems.data[i]);
        break;
    case PAT_OR: case PAT_TUPLE: case PAT_SLICE:
        for (uint32_t i = 0; i < p->elems.len; i++) ast_walk_pat(v, p->elems.data[i]);
        break;
    case PAT_PATH: walk_qpath(v, p->path.qself, &p->path.path); break;
    case PAT_BOX: case PAT_PAREN: ast_walk_pat(v, p->inner); break;
    case PAT_REF: ast_walk_pat(v, p->ref.pat); break;
    case PAT_LIT: ast_walk_expr(v, p->lit); break;
    case PAT_RANGE:
        if (p->range.lo) ast_walk_expr(v, p->range.lo);
        if (p->range.hi) ast_walk_expr(v, p->range.hi);
        break;
    case PAT_MAC_CALL: walk_mac(v, &p->mac); break;
    case PAT_WILD: case PAT_REST: case PAT_ERR: case PAT__COUNT: break;
    }
    CALL_POST(v, pat_post, p);
}

static void walk_exprs(AstVisitor *v, ExprList l) {
    for (uint32_t i = 0; i < l.len; i++) ast_walk_expr(v, l.data[i]);
}

/* The operand expressions of asm!/global_asm! (inputs, outputs, consts,
 * and the paths of `sym` operands). */
static void walk_inline_asm(AstVisitor *v, InlineAsm *a) {
    if (!a) return;
    for (uint32_t i = 0; i < a->noperands; i++) {
        if (a->operands[i].expr) ast_walk_expr(v, a->operands[i].expr);
        if (a->operands[i].out_expr) ast_walk_expr(v, a->operands[i].out_expr);
    }
}

void ast_walk_expr(AstVisitor *v, Expr *e) {
    if (!e || !CALL_PRE(v, expr, e)) return;
    walk_attrs(v, e->attrs);
    switch (e->kind) {
    case EXPR_BOX: case EXPR_AWAIT: case EXPR_PAREN: case EXPR_TRY: ast_walk_expr(v, e->inner); break;
    case EXPR_RET: case EXPR_YIELD: case EXPR_YEET: if (e->opt_expr) ast_walk_expr(v, e->opt_expr); break;
    case EXPR_ARRAY: case EXPR_TUP: walk_exprs(v, e->elems); break;
    case EXPR_CONST_BLOCK: case EXPR_TRY_BLOCK: ast_walk_block(v, e->block_only); break;
    case EXPR_CALL: ast_walk_expr(v, e->call.func); walk_exprs(v, e->call.args); break;
    case EXPR_METHOD_CALL:
        ast_walk_expr(v, e->method_call.receiver);
        if (e->method_call.seg.args) walk_generic_args(v, e->method_call.seg.args);
        walk_exprs(v, e->method_call.args);
        break;
    case EXPR_BINARY: case EXPR_ASSIGN_OP:
        ast_walk_expr(v, e->binary.lhs);
        ast_walk_expr(v, e->binary.rhs);
        break;
    case EXPR_UNARY: ast_walk_expr(v, e->unary.operand); break;
    case EXPR_CAST: case EXPR_TYPE_ASCRIPTION: ast_walk_expr(v, e->cast.expr); ast_walk_ty(v, e->cast.ty); break;
    case EXPR_LET: ast_walk_pat(v, e->let.pat); ast_walk_expr(v, e->let.scrutinee); break;
    case EXPR_IF:
        ast_walk_expr(v, e->if_.cond);
        ast_walk_block(v, e->if_.then);
        if (e->if_.els) ast_walk_expr(v, e->if_.els);
        break;
    case EXPR_WHILE: ast_walk_expr(v, e->while_.cond); ast_walk_block(v, e->while_.body); break;
    case EXPR_FOR_LOOP:
        ast_walk_pat(v, e->for_.pat);
        ast_walk_expr(v, e->for_.iter);
        ast_walk_block(v, e->for_.body);
        break;
    case EXPR_LOOP: ast_walk_block(v, e->loop.body); break;
    case EXPR_MATCH:
        ast_walk_expr(v, e->match.scrutinee);
        for (uint32_t i = 0; i < e->match.arms.len; i++) {
            Arm *a = &e->match.arms.data[i];
            if (v->arm) v->arm(v, a);
            walk_attrs(v, a->attrs);
            ast_walk_pat(v, a->pat);
            if (a->guard) ast_walk_expr(v, a->guard);
            ast_walk_expr(v, a->body);
        }
        break;
    case EXPR_CLOSURE:
        walk_generic_params(v, e->closure.binder);
        walk_fn_decl(v, &e->closure.decl);
        ast_walk_expr(v, e->closure.body);
        break;
    case EXPR_BLOCK: ast_walk_block(v, e->block.block); break;
    case EXPR_ASYNC: ast_walk_block(v, e->async.block); break;
    case EXPR_ASSIGN: ast_walk_expr(v, e->assign.lhs); ast_walk_expr(v, e->assign.rhs); break;
    case EXPR_FIELD: ast_walk_expr(v, e->field.expr); break;
    case EXPR_INDEX: ast_walk_expr(v, e->index.expr); ast_walk_expr(v, e->index.index); break;
    case EXPR_RANGE:
        if (e->range.lo) ast_walk_expr(v, e->range.lo);
        if (e->range.hi) ast_walk_expr(v, e->range.hi);
        break;
    case EXPR_PATH: walk_qpath(v, e->path.qself, &e->path.path); break;
    case EXPR_ADDR_OF: ast_walk_expr(v, e->addr_of.expr); break;
    case EXPR_BREAK: if (e->brk.expr) ast_walk_expr(v, e->brk.expr); break;
    case EXPR_MAC_CALL: walk_mac(v, &e->mac); break;
    case EXPR_STRUCT:
        walk_qpath(v, e->strukt.qself, &e->strukt.path);
        for (uint32_t i = 0; i < e->strukt.fields.len; i++) {
            walk_attrs(v, e->strukt.fields.data[i].attrs);
            ast_walk_expr(v, e->strukt.fields.data[i].expr);
        }
        if (e->strukt.base) ast_walk_expr(v, e->strukt.base);
        break;
    case EXPR_REPEAT: ast_walk_expr(v, e->repeat.elem); ast_walk_expr(v, e->repeat.count); break;
    case EXPR_INLINE_ASM: walk_inline_asm(v, e->inline_asm); break;
    case EXPR_LIT: case EXPR_UNDERSCORE: case EXPR_CONTINUE: case EXPR_ERR:
    case EXPR__COUNT:
        break;
    }
    CALL_POST(v, expr_post, e);
}

void ast_walk_stmt(AstVisitor *v, Stmt *s) {
    if (!CALL_PRE(v, stmt, s)) return;
    switch (s->kind) {
    case STMT_LOCAL:
        walk_attrs(v, s->local->attrs);
        ast_walk_pat(v, s->local->pat);
        if (s->local->ty) ast_walk_ty(v, s->local->ty);
        if (s->local->init) ast_walk_expr(v, s->local->init);
        if (s->local->els) ast_walk_block(v, s->local->els);
        break;
    case STMT_ITEM: ast_walk_item(v, s->item); break;
    case STMT_EXPR: case STMT_SEMI: ast_walk_expr(v, s->expr); break;
    case STMT_MAC_CALL: walk_attrs(v, s->mac.attrs); walk_mac(v, &s->mac.mac); break;
    case STMT_EMPTY: case STMT__COUNT: break;
    }
}

void ast_walk_block(AstVisitor *v, Block *b) {
    if (!b || !CALL_PRE(v, block, b)) return;
    for (uint32_t i = 0; i < b->stmts.len; i++) ast_walk_stmt(v, &b->stmts.data[i]);
    CALL_POST(v, block_post, b);
}

static void walk_items(AstVisitor *v, ItemList items) {
    for (uint32_t i = 0; i < items.len; i++) ast_walk_item(v, items.data[i]);
}

static void walk_variant_data(AstVisitor *v, VariantData *vd) {
    for (uint32_t i = 0; i < vd->fields.len; i++) {
        FieldDef *f = &vd->fields.data[i];
        walk_attrs(v, f->attrs);
        walk_vis(v, &f->vis);
        ast_walk_ty(v, f->ty);
    }
}

static void walk_use_tree(AstVisitor *v, UseTree *ut) {
    walk_path(v, &ut->prefix);
    for (uint32_t i = 0; i < ut->nested.len; i++) walk_use_tree(v, &ut->nested.data[i]);
}

void ast_walk_item(AstVisitor *v, Item *it) {
    if (!it || !CALL_PRE(v, item, it)) return;
    walk_attrs(v, it->attrs);
    walk_vis(v, &it->vis);
    switch (it->kind) {
    case ITEM_USE: walk_use_tree(v, &it->use_tree); break;
    case ITEM_STATIC: ast_walk_ty(v, it->static_.ty); if (it->static_.expr) ast_walk_expr(v, it->static_.expr); break;
    case ITEM_CONST: ast_walk_ty(v, it->const_.ty); if (it->const_.expr) ast_walk_expr(v, it->const_.expr); break;
    case ITEM_FN:
        ast_walk_generics(v, &it->fn.generics);
        walk_fn_decl(v, &it->fn.decl);
        if (it->fn.body) ast_walk_block(v, it->fn.body);
        break;
    case ITEM_MOD: walk_items(v, it->mod.items); break;
    case ITEM_FOREIGN_MOD: walk_items(v, it->foreign_mod.items); break;
    case ITEM_TY_ALIAS:
        ast_walk_generics(v, &it->ty_alias.generics);
        walk_bounds(v, it->ty_alias.bounds);
        if (it->ty_alias.ty) ast_walk_ty(v, it->ty_alias.ty);
        break;
    case ITEM_ENUM:
        ast_walk_generics(v, &it->enum_.generics);
        for (uint32_t i = 0; i < it->enum_.variants.len; i++) {
            Variant *var = &it->enum_.variants.data[i];
            walk_attrs(v, var->attrs);
            walk_variant_data(v, &var->data);
            if (var->disr_expr) ast_walk_expr(v, var->disr_expr);
        }
        break;
    case ITEM_STRUCT: case ITEM_UNION:
        ast_walk_generics(v, &it->struct_.generics);
        walk_variant_data(v, &it->struct_.data);
        break;
    case ITEM_TRAIT:
        ast_walk_generics(v, &it->trait.generics);
        walk_bounds(v, it->trait.bounds);
        walk_items(v, it->trait.items);
        break;
    case ITEM_TRAIT_ALIAS:
        ast_walk_generics(v, &it->trait_alias.generics);
        walk_bounds(v, it->trait_alias.bounds);
        break;
    case ITEM_IMPL:
        ast_walk_generics(v, &it->impl.generics);
        if (it->impl.of_trait) walk_path(v, it->impl.of_trait);
        ast_walk_ty(v, it->impl.self_ty);
        walk_items(v, it->impl.items);
        break;
    case ITEM_MAC_CALL: walk_mac(v, &it->mac); break;
    case ITEM_GLOBAL_ASM: walk_inline_asm(v, it->global_asm); break;
    case ITEM_EXTERN_CRATE: case ITEM_MACRO_DEF: case ITEM__COUNT: break;
    }
    CALL_POST(v, item_post, it);
}

void ast_walk_crate(AstVisitor *v, Crate *c) {
    walk_attrs(v, c->attrs);
    walk_items(v, c->items);
}
