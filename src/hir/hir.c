/* hir.c — the Hir context: caches of lowered items and bodies, digested
 * attributes, lang items, the crate's item list and its entry point.
 *
 * Takes the resolved AST of every crate (HirInit); gives hir.h's queries.
 * Lowering itself is in lower_*.c; this file decides what is lowered when
 * (on demand, once) and keeps the results. */
#include "hir_priv.h"

/* ---- the lowering context ---- */

void lcx_init(LowerCx *cx, Hir *h, DefId owner, bool in_body) {
    memset(cx, 0, sizeof *cx);
    cx->h = h;
    cx->a = h->arena;
    cx->owner = owner;
    cx->item = owner;
    cx->in_body = in_body;
    cx->next_id = 1;
    cx->impl_trait_pos = "type";
    hmap_init(&cx->node_ids);
    const DefData *dd = res_def(h->res, owner);
    cx->krate = dd ? dd->krate : LOCAL_CRATE;
}

void lcx_free(LowerCx *cx) {
    hmap_free(&cx->node_ids);
    vec_free(&cx->loops);
    vec_free(&cx->lblocks);
    vec_free(&cx->catches);
}

HirId lcx_next(LowerCx *cx) {
    if (!cx->in_body) return (HirId){0};
    return (HirId){cx->next_id++};
}

HirId lcx_node_id(LowerCx *cx, NodeId n) {
    uint64_t v;
    if (hmap_get(&cx->node_ids, n.i, &v)) return (HirId){(uint32_t)v};
    HirId id = lcx_next(cx);
    hmap_put(&cx->node_ids, n.i, id.i);
    return id;
}

void lcx_unsupported(LowerCx *cx, Span sp, const char *what) {
    diag_emit(diag_error(cx->h->dc, DC_NONE, sp, "rcc does not support %s yet", what));
}

/* ---- creation ---- */

Hir *hir_new(const HirInit *init) {
    Hir *h = xcalloc(1, sizeof *h);
    h->ps = init->ps;
    h->res = init->res;
    h->hyg = init->hyg;
    h->crates = init->crates;
    h->ncrates = init->ncrates;
    h->providers = xcalloc(h->ncrates ? h->ncrates : 1, sizeof *h->providers);
    if (init->providers)
        for (uint32_t c = 0; c < h->ncrates; c++) h->providers[c] = init->providers[c];
    h->arena = init->ps->arena;
    h->dc = init->ps->dc;
    hmap_init(&h->items);
    hmap_init(&h->bodies);
    hmap_init(&h->in_progress);
    hmap_init(&h->attrs);
    hmap_init(&h->closure_expr);
    hmap_init(&h->closure_owner);
    hmap_init(&h->lang_of);
    h->crate_items = xcalloc(h->ncrates ? h->ncrates : 1, sizeof *h->crate_items);
    h->crate_items_done = xcalloc(h->ncrates ? h->ncrates : 1, sizeof(bool));
    hir_define_late_defs(h);
    hir_collect_lang_items(h);
    return h;
}

void hir_free(Hir *h) {
    if (!h) return;
    hmap_free(&h->items);
    hmap_free(&h->bodies);
    hmap_free(&h->in_progress);
    hmap_free(&h->attrs);
    hmap_free(&h->closure_expr);
    hmap_free(&h->closure_owner);
    hmap_free(&h->lang_of);
    for (uint32_t i = 0; i < h->ncrates; i++) vec_free(&h->crate_items[i]);
    free(h->crate_items);
    free(h->crate_items_done);
    free(h->providers);
    free(h);
}

Resolver *hir_resolver(const Hir *h) { return h->res; }
Hygiene *hir_hygiene(const Hir *h) { return h->hyg; }
DiagCtx *hir_diag(const Hir *h) { return h->dc; }
Arena *hir_arena(const Hir *h) { return h->arena; }

/* ---- late DefIds: closures and anonymous constants ---- */

typedef struct LateDefWalk {
    AstVisitor v;
    Hir *h;
    VecU32 parents;             /* enclosing item / closure DefIds */
} LateDefWalk;

static DefId ldw_parent(LateDefWalk *w) {
    return w->parents.len ? (DefId){vec_last(&w->parents)} : (DefId){0};
}

static void ldw_anon(LateDefWalk *w, Expr *e) {
    if (!e) return;
    res_define_late_def(w->h->res, DEF_ANON_CONST, ldw_parent(w), e->id, e, 0, e->span);
}

/* `impl Trait` in argument position: a synthetic type parameter of the
 * fn, named `impl Trait` as rustc names it. */
typedef struct ApitWalk {
    AstVisitor v;
    Hir *h;
    DefId fn;
} ApitWalk;

static bool apit_ty(AstVisitor *v, Ty *t) {
    ApitWalk *w = (ApitWalk *)v;
    if (t->kind == TY_BARE_FN) return false;   /* `fn(impl T)`: an error, not a parameter */
    if (t->kind == TY_IMPL_TRAIT) {
        StrBuf sb = {0};
        ast_print_ty(&sb, t);
        Symbol name = sym_intern(sb.data ? sb.data : "impl", sb.len ? sb.len : 4);
        sb_free(&sb);
        res_define_late_def(w->h->res, DEF_TY_PARAM, w->fn, t->impl_trait.id, NULL, name, t->span);
    }
    return true;
}

static void define_apit(Hir *h, Item *it, DefId fn) {
    ApitWalk w = {.h = h, .fn = fn};
    w.v.ty = apit_ty;
    for (uint32_t i = 0; i < it->fn.decl.inputs.len; i++)
        if (it->fn.decl.inputs.data[i].ty) ast_walk_ty(&w.v, it->fn.decl.inputs.data[i].ty);
}

static bool ldw_item(AstVisitor *v, Item *it) {
    LateDefWalk *w = (LateDefWalk *)v;
    DefId d = res_def_of_node(w->h->res, it->id);
    if (it->kind == ITEM_FN && d.i) define_apit(w->h, it, d);
    uint32_t pd = d.i ? d.i : (w->parents.len ? vec_last(&w->parents) : 0);
    vec_push(&w->parents, pd);
    /* an async fn's body is a generator: the closures in it are its children */
    if (it->kind == ITEM_FN && it->fn.header.is_async && it->fn.body && d.i)
        vec_push(&w->parents, res_define_late_def(w->h->res, DEF_CLOSURE, d, it->fn.body->id, NULL, 0,
                                                  it->fn.body->span).i);
    if (it->kind == ITEM_ENUM)
        for (uint32_t i = 0; i < it->enum_.variants.len; i++) {
            Variant *var = &it->enum_.variants.data[i];
            if (!var->disr_expr) continue;
            DefId vd = res_def_of_node(w->h->res, var->id);
            res_define_late_def(w->h->res, DEF_ANON_CONST, vd.i ? vd : d, var->disr_expr->id, var->disr_expr, 0,
                                var->disr_expr->span);
        }
    return true;
}

static void ldw_item_post(AstVisitor *v, Item *it) {
    LateDefWalk *w = (LateDefWalk *)v;
    w->parents.len--;
    if (it->kind == ITEM_FN && it->fn.header.is_async && it->fn.body && res_def_of_node(w->h->res, it->id).i)
        w->parents.len--;
}

/* An anon const's expression (defined by its parent's callback, before
 * the walk reaches it): closures inside it are its children. */
static bool is_anon_const_expr(LateDefWalk *w, Expr *e) {
    DefId d = res_def_of_node(w->h->res, e->id);
    return d.i && res_def(w->h->res, d)->kind == DEF_ANON_CONST;
}

static bool ldw_expr(AstVisitor *v, Expr *e) {
    LateDefWalk *w = (LateDefWalk *)v;
    if (is_anon_const_expr(w, e)) vec_push(&w->parents, res_def_of_node(w->h->res, e->id).i);
    if (e->kind == EXPR_CLOSURE) {
        DefId d = res_define_late_def(w->h->res, DEF_CLOSURE, ldw_parent(w), e->id, e, 0, e->span);
        vec_push(&w->parents, d.i);
        /* `async |x| body`: the generator of its body */
        if (e->closure.is_async)
            vec_push(&w->parents,
                     res_define_late_def(w->h->res, DEF_CLOSURE, d, e->closure.body->id, NULL, 0, e->closure.body->span).i);
    } else if (e->kind == EXPR_ASYNC) {
        vec_push(&w->parents, res_define_late_def(w->h->res, DEF_CLOSURE, ldw_parent(w), e->id, NULL, 0,
                                                  e->async.block->span).i);
    } else if (e->kind == EXPR_REPEAT) {
        ldw_anon(w, e->repeat.count);
    }
    return true;
}

static void ldw_expr_post(AstVisitor *v, Expr *e) {
    LateDefWalk *w = (LateDefWalk *)v;
    if (e->kind == EXPR_CLOSURE) w->parents.len -= e->closure.is_async ? 2 : 1;
    if (e->kind == EXPR_ASYNC) w->parents.len--;
    if (is_anon_const_expr(w, e)) w->parents.len--;
}

static bool ldw_ty(AstVisitor *v, Ty *t) {
    if (t->kind == TY_ARRAY) ldw_anon((LateDefWalk *)v, t->array.len);
    return true;
}

static void ldw_path(AstVisitor *v, Path *p) {
    for (uint32_t i = 0; i < p->nsegs; i++) {
        GenericArgs *ga = p->segs[i].args;
        if (!ga || ga->parenthesized) continue;
        for (uint32_t j = 0; j < ga->nargs; j++)
            if (ga->args[j].kind == GA_CONST) ldw_anon((LateDefWalk *)v, ga->args[j].expr);
    }
}

void hir_define_late_defs(Hir *h) {
    LateDefWalk w = {.h = h};
    w.v.item = ldw_item;
    w.v.item_post = ldw_item_post;
    w.v.expr = ldw_expr;
    w.v.expr_post = ldw_expr_post;
    w.v.ty = ldw_ty;
    w.v.path = ldw_path;
    for (uint32_t c = 0; c < h->ncrates; c++) {
        if (!h->crates[c]) continue;
        w.parents.len = 0;
        DefId root = res_module_def(h->res, res_crate_root(h->res, c));
        vec_push(&w.parents, root.i);
        ast_walk_crate(&w.v, h->crates[c]);
    }
    vec_free(&w.parents);
}

/* ---- items and bodies ---- */

Item *hir_ast_item(Hir *h, DefId d) {
    const DefData *dd = res_def(h->res, d);
    if (!dd || !dd->ast) return NULL;
    switch (dd->kind) {
    case DEF_MOD:
        /* a crate root's ast is its Crate */
        return dd->parent.i ? (Item *)dd->ast : NULL;
    case DEF_STRUCT: case DEF_UNION: case DEF_ENUM: case DEF_TRAIT: case DEF_TRAIT_ALIAS: case DEF_TY_ALIAS:
    case DEF_FOREIGN_TY: case DEF_FN: case DEF_CONST: case DEF_STATIC: case DEF_ASSOC_FN: case DEF_ASSOC_CONST:
    case DEF_ASSOC_TY: case DEF_MACRO: case DEF_EXTERN_CRATE: case DEF_USE: case DEF_FOREIGN_MOD: case DEF_IMPL:
    case DEF_GLOBAL_ASM:
        return (Item *)dd->ast;
    default: return NULL;
    }
}

/* The provider of an extern def's crate, or NULL. */
static const HirCrateProvider *provider_of(Hir *h, DefId def) {
    if (!res_def_is_extern(h->res, def)) return NULL;
    const DefData *dd = res_def(h->res, def);
    return dd && dd->krate < h->ncrates ? h->providers[dd->krate] : NULL;
}

void hir_note_closure(Hir *h, DefId closure, DefId owner, HirExpr *e) { hir_record_closure(h, closure, owner, e); }

const HirItem *hir_item(Hir *h, DefId def) {
    uint64_t v;
    if (hmap_get(&h->items, def.i, &v)) return (const HirItem *)(uintptr_t)v;
    if (res_def_is_extern(h->res, def)) {
        const HirCrateProvider *p = provider_of(h, def);
        HirItem *it = p ? p->item(p->user, def) : NULL;
        hmap_put(&h->items, def.i, (uint64_t)(uintptr_t)it);
        return it;
    }
    if (!hir_ast_item(h, def)) {
        const DefData *dd = res_def(h->res, def);
        /* a crate root is a module item too */
        if (!dd || dd->kind != DEF_MOD) return NULL;
    }
    HirItem *it = hir_lower_item(h, def);
    hmap_put(&h->items, def.i, (uint64_t)(uintptr_t)it);
    return it;
}

const HirBody *hir_body(Hir *h, DefId owner) {
    uint64_t v;
    const DefData *dd = res_def(h->res, owner);
    if (!dd) return NULL;
    if (dd->kind == DEF_CLOSURE) {
        owner = hir_body_owner(h, owner);
        dd = res_def(h->res, owner);
        if (!dd) return NULL;
    }
    if (hmap_get(&h->bodies, owner.i, &v)) return (const HirBody *)(uintptr_t)v;
    if (res_def_is_extern(h->res, owner)) {
        const HirCrateProvider *p = provider_of(h, owner);
        HirBody *b = p ? p->body(p->user, owner) : NULL;
        hmap_put(&h->bodies, owner.i, (uint64_t)(uintptr_t)b);
        return b;
    }
    if (hmap_get(&h->in_progress, owner.i, &v)) rcc_ice("hir: body of DefId %u requested while it is lowered", owner.i);
    hmap_put(&h->in_progress, owner.i, 1);
    HirBody *b = hir_lower_body(h, owner);
    hmap_remove(&h->in_progress, owner.i);
    hmap_put(&h->bodies, owner.i, (uint64_t)(uintptr_t)b);
    return b;
}

void hir_record_closure(Hir *h, DefId closure, DefId owner, HirExpr *e) {
    hmap_put(&h->closure_expr, closure.i, (uint64_t)(uintptr_t)e);
    hmap_put(&h->closure_owner, closure.i, owner.i);
}

/* The nearest enclosing DefId that owns a body: closures are inside one. */
DefId hir_body_owner(Hir *h, DefId def) {
    uint64_t v;
    if (hmap_get(&h->closure_owner, def.i, &v)) return (DefId){(uint32_t)v};
    const DefData *dd = res_def(h->res, def);
    while (dd && dd->kind == DEF_CLOSURE) {
        def = dd->parent;
        dd = res_def(h->res, def);
    }
    return def;
}

const HirExpr *hir_closure_expr(Hir *h, DefId closure) {
    uint64_t v;
    if (hmap_get(&h->closure_expr, closure.i, &v)) return (const HirExpr *)(uintptr_t)v;
    /* lowering the enclosing body records it */
    DefId owner = hir_body_owner(h, closure);
    if (owner.i != closure.i) hir_body(h, owner);
    if (hmap_get(&h->closure_expr, closure.i, &v)) return (const HirExpr *)(uintptr_t)v;
    return NULL;
}

/* ---- attributes ---- */

Symbol hir_attr_str(const Attr *a) {
    if (a->args_kind != ATTR_ARGS_EQ || !a->eq_expr || a->eq_expr->kind != EXPR_LIT) return 0;
    const Token *t = &a->eq_expr->lit;
    if (t->kind != TK_LIT_STR && t->kind != TK_LIT_RAW_STR) return 0;
    size_t n;
    char *s = lex_str_value(t, &n);
    Symbol r = sym_intern(s, n);
    free(s);
    return r;
}

bool hir_attr_is(const Attr *a, const char *name) {
    return !a->is_doc_comment && a->path.nsegs == 1 && strcmp(sym_str(a->path.segs[0].ident.name), name) == 0;
}

static bool tok_ident_is(const Token *t, const char *s) {
    return t->kind == TK_IDENT && strcmp(sym_str(t->sym), s) == 0;
}

static ReprInt repr_int_of(const char *s) {
    static const char *const names[] = {"", "i8", "i16", "i32", "i64", "i128", "isize",
                                        "u8", "u16", "u32", "u64", "u128", "usize"};
    for (int i = 1; i < (int)(sizeof names / sizeof *names); i++)
        if (strcmp(names[i], s) == 0) return (ReprInt)i;
    return REPR_INT_NONE;
}

/* The integer inside `packed(N)` / `align(N)` at toks[i] == `(`. */
static uint32_t repr_paren_int(const Token *toks, uint32_t n, uint32_t *i) {
    uint32_t v = 0;
    if (*i < n && toks[*i].kind == TK_LPAREN) {
        (*i)++;
        if (*i < n && toks[*i].kind == TK_LIT_INT) {
            u128 x = 0;
            lex_int_value(&toks[*i], &x);
            v = (uint32_t)x;
            (*i)++;
        }
        while (*i < n && toks[*i].kind != TK_RPAREN) (*i)++;
        if (*i < n) (*i)++;
    }
    return v;
}

static void digest_repr(HirAttrs *ha, const Attr *a) {
    if (a->args_kind != ATTR_ARGS_DELIMITED) return;
    const Token *toks = a->tokens.data;
    uint32_t n = a->tokens.len;
    for (uint32_t i = 0; i < n;) {
        const Token *t = &toks[i++];
        if (t->kind != TK_IDENT) continue;
        const char *s = sym_str(t->sym);
        if (strcmp(s, "C") == 0) ha->repr_c = true;
        else if (strcmp(s, "transparent") == 0) ha->repr_transparent = true;
        else if (strcmp(s, "simd") == 0) ha->repr_simd = true;
        else if (strcmp(s, "no_niche") == 0) ha->repr_no_niche = true;
        else if (strcmp(s, "packed") == 0) {
            uint32_t v = repr_paren_int(toks, n, &i);
            ha->repr_packed = v ? v : 1;
        } else if (strcmp(s, "align") == 0) {
            ha->repr_align = repr_paren_int(toks, n, &i);
        } else {
            ReprInt ri = repr_int_of(s);
            if (ri) ha->repr_int = ri;
        }
    }
}

static void digest_inline(HirAttrs *ha, const Attr *a) {
    ha->inline_hint = true;
    if (a->args_kind != ATTR_ARGS_DELIMITED) return;
    for (uint32_t i = 0; i < a->tokens.len; i++) {
        if (tok_ident_is(&a->tokens.data[i], "always")) ha->inline_always = true;
        if (tok_ident_is(&a->tokens.data[i], "never")) ha->inline_never = true;
    }
}

static LangItem lang_by_name(Symbol s) {
    static Symbol syms[LANG__COUNT];
    if (!syms[1]) {
#define LANG_ITEM(e, str) syms[LANG_##e] = sym_cstr(str);
#include "rcc/lang_items.def"
#undef LANG_ITEM
    }
    for (int i = 1; i < LANG__COUNT; i++)
        if (syms[i] == s) return (LangItem)i;
    return LANG_NONE;
}

const char *lang_item_name(LangItem li) {
    static const char *const names[LANG__COUNT + 1] = {
        "",
#define LANG_ITEM(e, str) str,
#include "rcc/lang_items.def"
#undef LANG_ITEM
    };
    return li < LANG__COUNT ? names[li] : "";
}

/* The attributes written on a DefId's node (empty list if none). */
AttrList hir_def_ast_attrs(Hir *h, DefId d) {
    const DefData *dd = res_def(h->res, d);
    AttrList none = {0};
    if (!dd || !dd->ast) return none;
    switch (dd->kind) {
    case DEF_VARIANT: return ((Variant *)dd->ast)->attrs;
    case DEF_FIELD: return ((FieldDef *)dd->ast)->attrs;
    case DEF_TY_PARAM: case DEF_CONST_PARAM: case DEF_LIFETIME_PARAM: return ((GenericParam *)dd->ast)->attrs;
    case DEF_CTOR: case DEF_CLOSURE: case DEF_ANON_CONST: return none;
    case DEF_MOD:
        if (!dd->parent.i) return ((Crate *)dd->ast)->attrs;
        return ((Item *)dd->ast)->attrs;
    default: {
        Item *it = hir_ast_item(h, d);
        return it ? it->attrs : none;
    }
    }
}

/* The integer of `#[attr(N)]`; false if the argument is not one. */
static bool attr_paren_int(const Attr *a, u128 *out) {
    if (a->args_kind != ATTR_ARGS_DELIMITED) return false;
    const Token *lit = NULL;
    for (uint32_t i = 0; i < a->tokens.len; i++) {
        const Token *t = &a->tokens.data[i];
        if (t->kind == TK_OPEN_INVIS || t->kind == TK_CLOSE_INVIS) continue;
        if (t->kind != TK_LIT_INT || lit) return false;
        lit = t;
    }
    return lit && lex_int_value(lit, out);
}

/* `#[rustc_legacy_const_generics(1, 2)]`: the argument positions (in
 * ha, at most HIR_MAX_LEGACY_CONST_GENERICS; a malformed list is none). */
static void digest_legacy_const_generics(HirAttrs *ha, const Attr *a) {
    if (a->args_kind != ATTR_ARGS_DELIMITED) return;
    uint8_t n = 0;
    bool want_int = true;
    for (uint32_t i = 0; i < a->tokens.len; i++) {
        const Token *t = &a->tokens.data[i];
        if (t->kind == TK_OPEN_INVIS || t->kind == TK_CLOSE_INVIS) continue;
        u128 v;
        if (want_int && t->kind == TK_LIT_INT && lex_int_value(t, &v) && v < 256 &&
            n < HIR_MAX_LEGACY_CONST_GENERICS) {
            ha->legacy_const_generics[n++] = (uint8_t)v;
            want_int = false;
        } else if (!want_int && t->kind == TK_COMMA) {
            want_int = true;
        } else {
            return;
        }
    }
    ha->nlegacy_const_generics = n;
}

static HirAttrs *digest_attrs(Hir *h, DefId d) {
    HirAttrs *ha = ARENA_NEW(h->arena, HirAttrs);
    AttrList al = hir_def_ast_attrs(h, d);
    for (uint32_t i = 0; i < al.len; i++) {
        const Attr *a = &al.data[i];
        if (a->is_doc_comment || a->path.nsegs != 1) continue;
        const char *n = sym_str(a->path.segs[0].ident.name);
        if (strcmp(n, "lang") == 0) {
            Symbol s = hir_attr_str(a);
            if (s) ha->lang = lang_by_name(s);
        } else if (strcmp(n, "repr") == 0) digest_repr(ha, a);
        else if (strcmp(n, "no_mangle") == 0) ha->no_mangle = true;
        else if (strcmp(n, "rustc_std_internal_symbol") == 0) ha->std_internal_symbol = true;
        else if (strcmp(n, "rustc_reservation_impl") == 0) ha->reservation_impl = true;
        else if (strcmp(n, "rustc_layout_scalar_valid_range_start") == 0)
            ha->has_valid_range_start = attr_paren_int(a, &ha->valid_range_start);
        else if (strcmp(n, "rustc_layout_scalar_valid_range_end") == 0)
            ha->has_valid_range_end = attr_paren_int(a, &ha->valid_range_end);
        else if (strcmp(n, "track_caller") == 0) ha->track_caller = true;
        else if (strcmp(n, "rustc_promotable") == 0) ha->rustc_promotable = true;
        else if (strcmp(n, "must_use") == 0) {
            ha->must_use = true;
            ha->must_use_msg = hir_attr_str(a);
        }
        else if (strcmp(n, "rustc_legacy_const_generics") == 0) digest_legacy_const_generics(ha, a);
        else if (strcmp(n, "non_exhaustive") == 0) ha->non_exhaustive = true;
        else if (strcmp(n, "start") == 0) ha->start = true;
        else if (strcmp(n, "rustc_main") == 0) ha->rustc_main = true;
        else if (strcmp(n, "thread_local") == 0) ha->thread_local = true;
        else if (strcmp(n, "cold") == 0) ha->cold = true;
        else if (strcmp(n, "naked") == 0) ha->naked = true;
        else if (strcmp(n, "inline") == 0) digest_inline(ha, a);
        else if (strcmp(n, "rustc_paren_sugar") == 0) ha->rustc_paren_sugar = true;
        else if (strcmp(n, "used") == 0) ha->used = true;
        else if (strcmp(n, "link_name") == 0) ha->link_name = hir_attr_str(a);
        else if (strcmp(n, "export_name") == 0) ha->export_name = hir_attr_str(a);
        else if (strcmp(n, "link_section") == 0) ha->link_section = hir_attr_str(a);
        else if (strcmp(n, "linkage") == 0) ha->linkage = hir_attr_str(a);
    }
    return ha;
}

const HirAttrs *hir_attrs(Hir *h, DefId def) {
    uint64_t v;
    if (hmap_get(&h->attrs, def.i, &v)) return (const HirAttrs *)(uintptr_t)v;
    if (res_def_is_extern(h->res, def)) {
        const HirCrateProvider *p = provider_of(h, def);
        HirAttrs *ha = p ? p->attrs(p->user, def) : NULL;
        if (!ha) ha = ARENA_NEW(h->arena, HirAttrs);
        if (!ha->lang) ha->lang = hir_lang_item_of(h, def);
        hmap_put(&h->attrs, def.i, (uint64_t)(uintptr_t)ha);
        return ha;
    }
    HirAttrs *ha = digest_attrs(h, def);
    /* #[panic_handler] and the like are lang items without #[lang] */
    if (!ha->lang) ha->lang = hir_lang_item_of(h, def);
    hmap_put(&h->attrs, def.i, (uint64_t)(uintptr_t)ha);
    return ha;
}

/* ---- lang items ---- */

/* What each lang item must be applied to (rustc's Target; E0718). */
typedef enum LangTarget {
    LT_ANY, LT_TRAIT, LT_STRUCT, LT_ENUM, LT_UNION, LT_FN, LT_STATIC, LT_VARIANT, LT_ASSOC_TY,
    LT_METHOD_INHERENT, LT_METHOD_REQUIRED, LT_METHOD_PROVIDED, LT_OTHER,
} LangTarget;

static const uint8_t lang_targets[LANG__COUNT] = {
    [LANG_SIZED] = LT_TRAIT,
    [LANG_UNSIZE] = LT_TRAIT,
    [LANG_STRUCTURAL_PEQ] = LT_TRAIT,
    [LANG_STRUCTURAL_TEQ] = LT_TRAIT,
    [LANG_COPY] = LT_TRAIT,
    [LANG_CLONE] = LT_TRAIT,
    [LANG_SYNC] = LT_TRAIT,
    [LANG_DISCRIMINANT_KIND] = LT_TRAIT,
    [LANG_DISCRIMINANT_TYPE] = LT_ASSOC_TY,
    [LANG_POINTEE_TRAIT] = LT_TRAIT,
    [LANG_METADATA_TYPE] = LT_ASSOC_TY,
    [LANG_DYN_METADATA] = LT_STRUCT,
    [LANG_FREEZE] = LT_TRAIT,
    [LANG_DROP] = LT_TRAIT,
    [LANG_DESTRUCT] = LT_TRAIT,
    [LANG_COERCE_UNSIZED] = LT_TRAIT,
    [LANG_DISPATCH_FROM_DYN] = LT_TRAIT,
    [LANG_ADD] = LT_TRAIT,
    [LANG_SUB] = LT_TRAIT,
    [LANG_MUL] = LT_TRAIT,
    [LANG_DIV] = LT_TRAIT,
    [LANG_REM] = LT_TRAIT,
    [LANG_NEG] = LT_TRAIT,
    [LANG_NOT] = LT_TRAIT,
    [LANG_BITXOR] = LT_TRAIT,
    [LANG_BITAND] = LT_TRAIT,
    [LANG_BITOR] = LT_TRAIT,
    [LANG_SHL] = LT_TRAIT,
    [LANG_SHR] = LT_TRAIT,
    [LANG_ADD_ASSIGN] = LT_TRAIT,
    [LANG_SUB_ASSIGN] = LT_TRAIT,
    [LANG_MUL_ASSIGN] = LT_TRAIT,
    [LANG_DIV_ASSIGN] = LT_TRAIT,
    [LANG_REM_ASSIGN] = LT_TRAIT,
    [LANG_BITXOR_ASSIGN] = LT_TRAIT,
    [LANG_BITAND_ASSIGN] = LT_TRAIT,
    [LANG_BITOR_ASSIGN] = LT_TRAIT,
    [LANG_SHL_ASSIGN] = LT_TRAIT,
    [LANG_SHR_ASSIGN] = LT_TRAIT,
    [LANG_INDEX] = LT_TRAIT,
    [LANG_INDEX_MUT] = LT_TRAIT,
    [LANG_UNSAFE_CELL] = LT_STRUCT,
    [LANG_VA_LIST] = LT_STRUCT,
    [LANG_DEREF] = LT_TRAIT,
    [LANG_DEREF_MUT] = LT_TRAIT,
    [LANG_DEREF_TARGET] = LT_ASSOC_TY,
    [LANG_RECEIVER] = LT_TRAIT,
    [LANG_FN_MUT] = LT_TRAIT,
    [LANG_FN_ONCE] = LT_TRAIT,
    [LANG_FN_ONCE_OUTPUT] = LT_ASSOC_TY,
    [LANG_FUTURE_TRAIT] = LT_TRAIT,
    [LANG_GENERATOR_STATE] = LT_ENUM,
    [LANG_GENERATOR] = LT_TRAIT,
    [LANG_GENERATOR_RETURN] = LT_ASSOC_TY,
    [LANG_UNPIN] = LT_TRAIT,
    [LANG_PIN] = LT_STRUCT,
    [LANG_EQ] = LT_TRAIT,
    [LANG_PARTIAL_ORD] = LT_TRAIT,
    [LANG_PANIC] = LT_FN,
    [LANG_PANIC_FMT] = LT_FN,
    [LANG_PANIC_DISPLAY] = LT_FN,
    [LANG_CONST_PANIC_FMT] = LT_FN,
    [LANG_PANIC_BOUNDS_CHECK] = LT_FN,
    [LANG_PANIC_INFO] = LT_STRUCT,
    [LANG_PANIC_LOCATION] = LT_STRUCT,
    [LANG_PANIC_IMPL] = LT_FN,
    [LANG_PANIC_NO_UNWIND] = LT_FN,
    [LANG_BEGIN_PANIC] = LT_FN,
    [LANG_EXCHANGE_MALLOC] = LT_FN,
    [LANG_BOX_FREE] = LT_FN,
    [LANG_DROP_IN_PLACE] = LT_FN,
    [LANG_OOM] = LT_FN,
    [LANG_ALLOC_LAYOUT] = LT_STRUCT,
    [LANG_CONST_EVAL_SELECT] = LT_FN,
    [LANG_CONST_EVAL_SELECT_CT] = LT_FN,
    [LANG_START] = LT_FN,
    [LANG_EH_PERSONALITY] = LT_FN,
    [LANG_EH_CATCH_TYPEINFO] = LT_STATIC,
    [LANG_OWNED_BOX] = LT_STRUCT,
    [LANG_PHANTOM_DATA] = LT_STRUCT,
    [LANG_MANUALLY_DROP] = LT_STRUCT,
    [LANG_MAYBE_UNINIT] = LT_UNION,
    [LANG_ALIGN_OFFSET] = LT_FN,
    [LANG_TERMINATION] = LT_TRAIT,
    [LANG_TRY] = LT_TRAIT,
    [LANG_SLICE_LEN_FN] = LT_METHOD_INHERENT,
    [LANG_FROM_RESIDUAL] = LT_METHOD_REQUIRED,
    [LANG_FROM_OUTPUT] = LT_METHOD_REQUIRED,
    [LANG_BRANCH] = LT_METHOD_REQUIRED,
    [LANG_FROM_YEET] = LT_FN,
    [LANG_POLL_READY] = LT_VARIANT,
    [LANG_POLL_PENDING] = LT_VARIANT,
    [LANG_FROM_GENERATOR] = LT_FN,
    [LANG_GET_CONTEXT] = LT_FN,
    [LANG_POLL] = LT_METHOD_REQUIRED,
    [LANG_FROM] = LT_METHOD_REQUIRED,
    [LANG_OPTION_SOME] = LT_VARIANT,
    [LANG_OPTION_NONE] = LT_VARIANT,
    [LANG_RESULT_OK] = LT_VARIANT,
    [LANG_RESULT_ERR] = LT_VARIANT,
    [LANG_CONTROL_FLOW_CONTINUE] = LT_VARIANT,
    [LANG_CONTROL_FLOW_BREAK] = LT_VARIANT,
    [LANG_INTO_FUTURE] = LT_METHOD_REQUIRED,
    [LANG_INTO_ITER] = LT_METHOD_REQUIRED,
    [LANG_NEXT] = LT_METHOD_REQUIRED,
    [LANG_PIN_NEW_UNCHECKED] = LT_METHOD_INHERENT,
    [LANG_RANGE_FROM] = LT_STRUCT,
    [LANG_RANGE_FULL] = LT_STRUCT,
    [LANG_RANGE_INCLUSIVE_STRUCT] = LT_STRUCT,
    [LANG_RANGE_INCLUSIVE_NEW] = LT_METHOD_INHERENT,
    [LANG_RANGE] = LT_STRUCT,
    [LANG_RANGE_TO_INCLUSIVE] = LT_STRUCT,
    [LANG_RANGE_TO] = LT_STRUCT,
    [LANG_FN] = LT_TRAIT,
};

static const char *lang_target_name(LangTarget t) {
    switch (t) {
    case LT_TRAIT: return "trait";
    case LT_STRUCT: return "struct";
    case LT_ENUM: return "enum";
    case LT_UNION: return "union";
    case LT_FN: return "function";
    case LT_STATIC: return "static item";
    case LT_VARIANT: return "enum variant";
    case LT_ASSOC_TY: return "associated type";
    case LT_METHOD_INHERENT: return "inherent method";
    case LT_METHOD_REQUIRED: return "required trait method";
    case LT_METHOD_PROVIDED: return "provided trait method";
    case LT_ANY: case LT_OTHER: break;
    }
    return "item";
}

/* The target kind of a definition, and its name when it is none of the
 * lang item targets. */
static LangTarget def_target(Hir *h, DefId d, const char **other) {
    const DefData *dd = res_def(h->res, d);
    *other = "item";
    switch (dd->kind) {
    case DEF_TRAIT: return LT_TRAIT;
    case DEF_STRUCT: return LT_STRUCT;
    case DEF_ENUM: return LT_ENUM;
    case DEF_UNION: return LT_UNION;
    case DEF_FN: return LT_FN;
    case DEF_STATIC: return LT_STATIC;
    case DEF_VARIANT: return LT_VARIANT;
    case DEF_ASSOC_TY: return LT_ASSOC_TY;
    case DEF_ASSOC_FN: {
        const DefData *pd = res_def(h->res, dd->parent);
        Item *it = hir_ast_item(h, d);
        if (pd && pd->kind == DEF_TRAIT) return it && it->fn.body ? LT_METHOD_PROVIDED : LT_METHOD_REQUIRED;
        Item *imp = pd ? hir_ast_item(h, dd->parent) : NULL;
        return imp && imp->kind == ITEM_IMPL && imp->impl.of_trait ? LT_METHOD_PROVIDED : LT_METHOD_INHERENT;
    }
    case DEF_CONST: *other = "constant item"; break;
    case DEF_ASSOC_CONST: *other = "associated const"; break;
    case DEF_TY_ALIAS: *other = "type alias"; break;
    case DEF_MOD: *other = "module"; break;
    case DEF_FIELD: *other = "struct field"; break;
    case DEF_MACRO: *other = "macro def"; break;
    case DEF_TRAIT_ALIAS: *other = "trait alias"; break;
    case DEF_FOREIGN_TY: *other = "foreign type"; break;
    case DEF_USE: *other = "use"; break;
    case DEF_EXTERN_CRATE: *other = "extern crate"; break;
    default: break;
    }
    return LT_OTHER;
}

/* How many generic parameters an item must have (rustc's
 * GenericRequirement): GR_EXACT | n, GR_MIN | n, 0 for no requirement. */
enum { GR_EXACT = 0x40, GR_MIN = 0x80 };
static const uint8_t lang_generics[LANG__COUNT] = {
    [LANG_SIZED] = GR_EXACT | 0,
    [LANG_UNSIZE] = GR_MIN | 1,
    [LANG_COPY] = GR_EXACT | 0,
    [LANG_SYNC] = GR_EXACT | 0,
    [LANG_FREEZE] = GR_EXACT | 0,
    [LANG_COERCE_UNSIZED] = GR_MIN | 1,
    [LANG_DISPATCH_FROM_DYN] = GR_MIN | 1,
    [LANG_ADD] = GR_EXACT | 1,
    [LANG_SUB] = GR_EXACT | 1,
    [LANG_MUL] = GR_EXACT | 1,
    [LANG_DIV] = GR_EXACT | 1,
    [LANG_REM] = GR_EXACT | 1,
    [LANG_NEG] = GR_EXACT | 0,
    [LANG_NOT] = GR_EXACT | 0,
    [LANG_BITXOR] = GR_EXACT | 1,
    [LANG_BITAND] = GR_EXACT | 1,
    [LANG_BITOR] = GR_EXACT | 1,
    [LANG_SHL] = GR_EXACT | 1,
    [LANG_SHR] = GR_EXACT | 1,
    [LANG_ADD_ASSIGN] = GR_EXACT | 1,
    [LANG_SUB_ASSIGN] = GR_EXACT | 1,
    [LANG_MUL_ASSIGN] = GR_EXACT | 1,
    [LANG_DIV_ASSIGN] = GR_EXACT | 1,
    [LANG_REM_ASSIGN] = GR_EXACT | 1,
    [LANG_BITXOR_ASSIGN] = GR_EXACT | 1,
    [LANG_BITAND_ASSIGN] = GR_EXACT | 1,
    [LANG_BITOR_ASSIGN] = GR_EXACT | 1,
    [LANG_SHL_ASSIGN] = GR_EXACT | 1,
    [LANG_SHR_ASSIGN] = GR_EXACT | 1,
    [LANG_INDEX] = GR_EXACT | 1,
    [LANG_INDEX_MUT] = GR_EXACT | 1,
    [LANG_DEREF] = GR_EXACT | 0,
    [LANG_DEREF_MUT] = GR_EXACT | 0,
    [LANG_FN_MUT] = GR_EXACT | 1,
    [LANG_FN_ONCE] = GR_EXACT | 1,
    [LANG_FUTURE_TRAIT] = GR_EXACT | 0,
    [LANG_GENERATOR] = GR_MIN | 1,
    [LANG_EQ] = GR_EXACT | 1,
    [LANG_PARTIAL_ORD] = GR_EXACT | 1,
    [LANG_PANIC] = GR_EXACT | 0,
    [LANG_PANIC_BOUNDS_CHECK] = GR_EXACT | 0,
    [LANG_PANIC_NO_UNWIND] = GR_EXACT | 0,
    [LANG_BOX_FREE] = GR_MIN | 1,
    [LANG_DROP_IN_PLACE] = GR_MIN | 1,
    [LANG_CONST_EVAL_SELECT] = GR_EXACT | 4,
    [LANG_CONST_EVAL_SELECT_CT] = GR_EXACT | 4,
    [LANG_START] = GR_EXACT | 1,
    [LANG_OWNED_BOX] = GR_MIN | 1,
    [LANG_PHANTOM_DATA] = GR_EXACT | 1,
    [LANG_FN] = GR_EXACT | 1,
};

static const char *item_kind_descr(ItemKind k) {
    switch (k) {
    case ITEM_FN: return "function";
    case ITEM_STATIC: return "static item";
    case ITEM_CONST: return "constant item";
    case ITEM_STRUCT: return "struct";
    case ITEM_ENUM: return "enum";
    case ITEM_UNION: return "union";
    case ITEM_TRAIT: return "trait";
    case ITEM_TY_ALIAS: return "type alias";
    default: return "item";
    }
}

static const Generics *item_generics(Item *it) {
    switch (it->kind) {
    case ITEM_FN: return &it->fn.generics;
    case ITEM_STRUCT: case ITEM_UNION: return &it->struct_.generics;
    case ITEM_ENUM: return &it->enum_.generics;
    case ITEM_TRAIT: return &it->trait.generics;
    case ITEM_TY_ALIAS: return &it->ty_alias.generics;
    case ITEM_IMPL: return &it->impl.generics;
    default: return NULL;
    }
}

/* E0718 for a free item with the wrong number of generic parameters. */
static bool check_lang_generics(Hir *h, LangItem li, DefId d, const Attr *a) {
    uint8_t req = lang_generics[li];
    const DefData *dd = res_def(h->res, d);
    const DefData *pd = res_def(h->res, dd->parent);
    if (!req || !pd || pd->kind != DEF_MOD) return true;   /* only items of modules */
    Item *it = hir_ast_item(h, d);
    if (!it) return true;
    const Generics *g = item_generics(it);
    uint32_t n = g ? g->params.len : 0, want = req & 0x3f;
    bool exact = req & GR_EXACT;
    if (exact ? n == want : n >= want) return true;
    Span gsp = !g ? it->span : g->params.len ? g->span : (Span){it->ident.span.hi, it->ident.span.hi};
    const char *kd = item_kind_descr(it->kind);
    Diag *dg = diag_error(h->dc, DC_E0718, a->span, "`%s` language item must be applied to a %s with %s%u generic argument%s",
                          lang_item_name(li), kd, exact ? "" : "at least ", want, want == 1 ? "" : "s");
    diag_label(dg, gsp, false, "this %s has %u generic argument%s", kd, n, n == 1 ? "" : "s");
    diag_emit(dg);
    return false;
}

/* E0718: false if the lang item is on the wrong kind of definition. */
static bool check_lang_target(Hir *h, LangItem li, DefId d, const Attr *a) {
    LangTarget want = (LangTarget)lang_targets[li];
    const char *other;
    LangTarget got = def_target(h, d, &other);
    if (want == LT_ANY || want == got) return true;
    const char *wn = lang_target_name(want);
    Diag *dg = diag_error(h->dc, DC_E0718, a->span, "`%s` language item must be applied to a %s", lang_item_name(li), wn);
    diag_label(dg, a->span, true, "attribute should be applied to a %s, not a %s", wn,
               got == LT_OTHER ? other : lang_target_name(got));
    diag_emit(dg);
    return false;
}

static const Attr *find_attr(Hir *h, DefId d, const char *name) {
    AttrList al = hir_def_ast_attrs(h, d);
    for (uint32_t i = 0; i < al.len; i++)
        if (hir_attr_is(&al.data[i], name)) return &al.data[i];
    return NULL;
}

static const Attr *find_lang_attr(Hir *h, DefId d) { return find_attr(h, d, "lang"); }

/* Where a fn's signature ends: after its return type, else at the `)`
 * before the where clause / body / `;` (rustc's spans of fns are their
 * signatures). */
static uint32_t fn_sig_end(Hir *h, Item *it) {
    FnItem *f = &it->fn;
    if (f->decl.output) return f->decl.output->span.hi;
    uint32_t pos = !span_is_dummy(f->generics.where_span) ? f->generics.where_span.lo
                   : f->body                              ? f->body->span.lo
                                                          : it->span.hi - 1;
    const SourceFile *sf = sm_file_at(h->ps->sm, pos);
    if (!sf) return it->span.hi;
    while (pos > it->span.lo && pos - 1 >= sf->start) {
        char c = sf->src[pos - 1 - sf->start];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
        pos--;
    }
    return pos;
}

static Span def_item_span(Hir *h, DefId d) {
    const DefData *dd = res_def(h->res, d);
    if (!dd) return (Span){0, 0};
    Item *it = hir_ast_item(h, d);
    if (it && it->kind == ITEM_FN) return (Span){it->span.lo, fn_sig_end(h, it)};
    return dd->span;
}

/* "first definition in `core` loaded from PATH" (rcc loads crates from
 * source: the path is the crate root's file). */
static void note_lang_def(Hir *h, Diag *dg, const char *which, DefId d) {
    CrateNum c = res_def(h->res, d)->krate;
    const char *name = sym_str(res_crate_name(h->res, c));
    if (c == LOCAL_CRATE) {
        diag_note(dg, "%s definition in the local crate (`%s`)", which, name);
        return;
    }
    Crate *k = c < h->ncrates ? h->crates[c] : NULL;
    const SourceFile *f = k ? sm_file_at(h->ps->sm, k->span.lo) : NULL;
    diag_note(dg, "%s definition in `%s` loaded from %s", which, name, f ? f->name : "?");
}

static void report_duplicate_lang(Hir *h, LangItem li, DefId first, DefId dup) {
    const DefData *f = res_def(h->res, first), *s = res_def(h->res, dup);
    CrateNum fk = f->krate, sk = s->krate;
    const char *local = sym_str(res_crate_name(h->res, LOCAL_CRATE));
    Diag *dg;
    if (sk == LOCAL_CRATE)
        dg = diag_error(h->dc, DC_E0152, def_item_span(h, dup), "found duplicate lang item `%s`", lang_item_name(li));
    else
        dg = diag_error(h->dc, DC_E0152, (Span){0, 0}, "duplicate lang item in crate `%s` (which `%s` depends on): `%s`.",
                        sym_str(res_crate_name(h->res, sk)), local, lang_item_name(li));
    if (fk == LOCAL_CRATE) {
        diag_span_note(dg, def_item_span(h, first), "the lang item is first defined here");
    } else {
        diag_note(dg, "the lang item is first defined in crate `%s` (which `%s` depends on)",
                  sym_str(res_crate_name(h->res, fk)), local);
        note_lang_def(h, dg, "first", first);
        note_lang_def(h, dg, "second", dup);
    }
    diag_emit(dg);
}

static void add_extern_lang(void *ctx, LangItem li, DefId d) {
    Hir *h = ctx;
    if (li <= LANG_NONE || li >= LANG__COUNT) return;
    if (h->lang[li].i) {
        report_duplicate_lang(h, li, h->lang[li], d);
        return;
    }
    h->lang[li] = d;
    hmap_put(&h->lang_of, d.i, li);
}

/* The lang items of the crates read from metadata, in crate order. */
static void add_extern_lang_items(Hir *h) {
    for (uint32_t c = 0; c < h->ncrates; c++)
        if (h->providers[c] && h->providers[c]->lang_items) h->providers[c]->lang_items(h->providers[c]->user, add_extern_lang, h);
}

void hir_collect_lang_items(Hir *h) {
    uint32_t n = res_def_count(h->res);
    /* Dependencies first (they were defined after the local crate's root
     * but are "first" in rustc's crate order), then the local crate. */
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 0) add_extern_lang_items(h);
        for (uint32_t i = res_def_skip_extern(h->res, 1); i <= n; i = res_def_skip_extern(h->res, i + 1)) {
            DefId d = {i};
            const DefData *dd = res_def(h->res, d);
            if (!dd || (pass == 0) == (dd->krate == LOCAL_CRATE)) continue;
            if (dd->kind == DEF_CTOR || dd->kind == DEF_CLOSURE || dd->kind == DEF_ANON_CONST) continue;
            /* `extern { #[lang = "panic_impl"] fn f(); }` declares a weak
             * lang item that another crate defines: not a definition */
            const DefData *pd = res_def(h->res, dd->parent);
            if (pd && pd->kind == DEF_FOREIGN_MOD) continue;
            LangItem li;
            const Attr *a = find_lang_attr(h, d);
            Symbol s = a ? hir_attr_str(a) : 0;
            if (s) {
                li = lang_by_name(s);
            } else if ((a = find_attr(h, d, "panic_handler"))) {
                li = LANG_PANIC_IMPL;
                s = sym_cstr("panic_impl");
            } else if ((a = find_attr(h, d, "alloc_error_handler"))) {
                li = LANG_OOM;
                s = sym_cstr("oom");
            } else {
                continue;
            }
            if (!li) {
                Diag *dg = diag_error(h->dc, DC_E0522, a->span, "definition of an unknown language item: `%s`",
                                      sym_str(s));
                diag_label(dg, a->span, true, "definition of unknown language item `%s`", sym_str(s));
                diag_emit(dg);
                continue;
            }
            if (a && (!check_lang_target(h, li, d, a) || !check_lang_generics(h, li, d, a))) continue;
            if (h->lang[li].i) {
                report_duplicate_lang(h, li, h->lang[li], d);
                continue;
            }
            h->lang[li] = d;
            hmap_put(&h->lang_of, d.i, li);
        }
    }
}

DefId hir_lang_item(Hir *h, LangItem li) { return li < LANG__COUNT ? h->lang[li] : (DefId){0}; }

LangItem hir_lang_item_of(Hir *h, DefId def) {
    uint64_t v;
    return hmap_get(&h->lang_of, def.i, &v) ? (LangItem)v : LANG_NONE;
}

/* ---- the crate's items and entry point ---- */

bool hir_is_crate_item_kind(uint8_t k) {
    switch (k) {
    case DEF_FN: case DEF_CONST: case DEF_STATIC: case DEF_STRUCT: case DEF_UNION: case DEF_ENUM:
    case DEF_TRAIT: case DEF_IMPL: case DEF_ASSOC_FN: case DEF_ASSOC_CONST: case DEF_ASSOC_TY:
    case DEF_TY_ALIAS: case DEF_FOREIGN_TY: case DEF_GLOBAL_ASM:
        return true;
    default: return false;
    }
}

static void add_crate_item(void *ctx, DefId d) {
    VEC(DefId) *v = ctx;
    vec_push(v, d);
}

const DefId *hir_crate_items(Hir *h, CrateNum c, uint32_t *n) {
    if (c >= h->ncrates) {
        *n = 0;
        return NULL;
    }
    if (!h->crate_items_done[c]) {
        h->crate_items_done[c] = true;
        if (h->providers[c]) {
            if (h->providers[c]->items) h->providers[c]->items(h->providers[c]->user, add_crate_item, &h->crate_items[c]);
            *n = h->crate_items[c].len;
            return h->crate_items[c].data;
        }
        uint32_t cnt = res_def_count(h->res);
        for (uint32_t i = 1; i <= cnt; i++) {
            const DefData *dd = res_def(h->res, (DefId){i});
            if (dd->krate == c && hir_is_crate_item_kind(dd->kind)) vec_push(&h->crate_items[c], (DefId){i});
        }
    }
    *n = h->crate_items[c].len;
    return h->crate_items[c].data;
}

bool hir_crate_impls(Hir *h, CrateNum c, void (*add)(void *ctx, DefId impl, DefId trait, uint64_t key), void *ctx) {
    if (c >= h->ncrates || !h->providers[c] || !h->providers[c]->impls) return false;
    return h->providers[c]->impls(h->providers[c]->user, add, ctx);
}

DefId hir_entry_fn(Hir *h, bool *is_start) {
    if (!h->entry_done) {
        h->entry_done = true;
        uint32_t n;
        const DefId *items = hir_crate_items(h, LOCAL_CRATE, &n);
        DefId root = res_module_def(h->res, res_crate_root(h->res, LOCAL_CRATE));
        DefId main_fn = {0}, rustc_main = {0};
        for (uint32_t i = 0; i < n; i++) {
            const DefData *dd = res_def(h->res, items[i]);
            if (dd->kind != DEF_FN) continue;
            const HirAttrs *ha = hir_attrs(h, items[i]);
            if (ha->start) {
                h->entry = items[i];
                h->entry_is_start = true;
                break;
            }
            /* rustc's entry: #[start], then #[rustc_main], then `fn main` */
            if (ha->rustc_main && !rustc_main.i) rustc_main = items[i];
            if (dd->name == sym_cstr("main") && def_eq(dd->parent, root) && !main_fn.i) main_fn = items[i];
        }
        if (!h->entry.i) h->entry = rustc_main.i ? rustc_main : main_fn;
    }
    if (is_start) *is_start = h->entry_is_start;
    return h->entry;
}
