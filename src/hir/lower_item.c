/* lower_item.c — items (free, associated, foreign) and bodies to HIR.
 *
 * Takes a DefId and the AST node the resolver recorded for it
 * (DefData.ast); gives the HirItem (signature, generics, children as
 * DefIds) or the HirBody (parameters and value) of a body owner: fns with
 * a body, consts, statics, anonymous constants. */
#include "hir_priv.h"

static HirVariant lower_variant_data(LowerCx *cx, VariantData *vd, DefId def, Symbol name, Span sp) {
    HirVariant v = {.def = def, .name = name, .kind = vd->kind, .span = sp};
    Resolver *r = cx->h->res;
    if (vd->kind != VD_STRUCT) v.ctor = res_def_of_node(r, vd->ctor_id);
    v.fields = ARENA_ARRAY(cx->a, HirFieldDef, vd->fields.len);
    v.nfields = vd->fields.len;
    for (uint32_t i = 0; i < vd->fields.len; i++) {
        FieldDef *f = &vd->fields.data[i];
        HirFieldDef *o = &v.fields[i];
        o->def = res_def_of_node(r, f->id);
        if (f->has_ident) {
            o->name = f->ident.name;
        } else {
            char buf[16];
            snprintf(buf, sizeof buf, "%u", i);
            o->name = sym_cstr(buf);
        }
        o->ty = hir_lower_ty(cx, f->ty);
        o->is_pub = f->vis.kind != VIS_INHERITED;
        o->span = f->span;
    }
    return v;
}

static void push_child_defs(LowerCx *cx, ItemList items, VecU32 *out) {
    for (uint32_t i = 0; i < items.len; i++) {
        Item *it = items.data[i];
        if (it->kind == ITEM_MAC_CALL) continue;
        /* a foreign block's items are the module's items */
        if (it->kind == ITEM_FOREIGN_MOD) {
            push_child_defs(cx, it->foreign_mod.items, out);
            continue;
        }
        DefId d = res_def_of_node(cx->h->res, it->id);
        if (d.i) vec_push(out, d.i);
    }
}

static DefId *child_defs(LowerCx *cx, ItemList items, uint32_t *n) {
    VecU32 v = {0};
    push_child_defs(cx, items, &v);
    DefId *out = ARENA_ARRAY(cx->a, DefId, v.len);
    for (uint32_t i = 0; i < v.len; i++) out[i] = (DefId){v.data[i]};
    *n = v.len;
    vec_free(&v);
    return out;
}

static void lower_fn_item(LowerCx *cx, HirItem *hi, Item *it, const DefData *parent) {
    FnItem *f = &it->fn;
    hi->kind = HITEM_FN;
    hir_lower_generics(cx, &f->generics, &hi->generics);
    hir_add_apit_params(cx, hi->def, &f->decl, &hi->generics);
    /* return-position `impl Trait`: free fns and inherent methods only */
    const char *ret_pos = NULL, *param_pos = "type";
    if (parent && parent->kind == DEF_FOREIGN_MOD) {
        ret_pos = "`extern fn` return";
        param_pos = "`extern fn` param";
    } else if (parent && parent->kind == DEF_TRAIT) {
        ret_pos = "trait method return";
    } else if (parent && parent->kind == DEF_IMPL && parent->ast && ((Item *)parent->ast)->impl.of_trait) {
        ret_pos = "`impl` method return";
    }
    hir_lower_fn_decl(cx, &f->decl, f->c_variadic, &hi->fn.decl, param_pos, ret_pos);
    if (f->header.is_async && f->body) {
        if (ret_pos) {
            Diag *d = diag_error(cx->h->dc, DC_E0706, f->header.span, "functions in traits cannot be declared `async`");
            diag_label(d, f->header.span, true, "`async` because of this");
            diag_note(d, "`async` trait functions are not currently supported");
            diag_emit(d);
        } else {
            hir_lower_async_fn_decl(cx, &f->decl, &hi->fn.decl, f->header.span);
        }
    }
    hi->is_default = f->defaultness == DEFAULT_DEFAULT;
    hi->fn.is_unsafe = f->header.unsafety == UNSAFETY_YES;
    hi->fn.is_const = f->header.is_const;
    hi->fn.has_body = f->body != NULL;
    hi->fn.abi = hir_lower_abi(cx, &f->header.ext);
    if (parent && parent->kind == DEF_FOREIGN_MOD) {
        Item *fm = (Item *)parent->ast;
        hi->fn.is_foreign = true;
        Extern ext = fm->foreign_mod.abi;
        ext.has_extern = true;
        hi->fn.abi = hir_parse_abi(&ext);
        /* items of an extern block are unsafe to call unless marked `safe` */
        hi->fn.is_unsafe = f->header.unsafety != UNSAFETY_SAFE;
    }
}

static void lower_item_kind(LowerCx *cx, HirItem *hi, Item *it, const DefData *parent) {
    switch (it->kind) {
    case ITEM_FN: lower_fn_item(cx, hi, it, parent); break;
    case ITEM_CONST:
        hi->kind = HITEM_CONST;
        hi->konst.ty = hir_lower_ty(cx, it->const_.ty);
        hi->konst.has_body = it->const_.expr != NULL;
        hi->is_default = it->const_.defaultness == DEFAULT_DEFAULT;
        break;
    case ITEM_STATIC:
        hi->kind = HITEM_STATIC;
        hi->statik.ty = hir_lower_ty(cx, it->static_.ty);
        hi->statik.mutbl = it->static_.mutbl == MUT_MUT;
        hi->statik.is_foreign = parent && parent->kind == DEF_FOREIGN_MOD;
        break;
    case ITEM_STRUCT: case ITEM_UNION:
        hi->kind = it->kind == ITEM_STRUCT ? HITEM_STRUCT : HITEM_UNION;
        hir_lower_generics(cx, &it->struct_.generics, &hi->generics);
        hi->adt.variants = ARENA_NEW(cx->a, HirVariant);
        hi->adt.nvariants = 1;
        hi->adt.variants[0] = lower_variant_data(cx, &it->struct_.data, hi->def, it->ident.name, it->span);
        break;
    case ITEM_ENUM: {
        hi->kind = HITEM_ENUM;
        hir_lower_generics(cx, &it->enum_.generics, &hi->generics);
        VariantList vl = it->enum_.variants;
        hi->adt.variants = ARENA_ARRAY(cx->a, HirVariant, vl.len);
        hi->adt.nvariants = vl.len;
        for (uint32_t i = 0; i < vl.len; i++) {
            Variant *v = &vl.data[i];
            DefId vd = res_def_of_node(cx->h->res, v->id);
            hi->adt.variants[i] = lower_variant_data(cx, &v->data, vd, v->ident.name, v->span);
            if (v->disr_expr) hi->adt.variants[i].disr = hir_lower_anon_const(cx, v->disr_expr);
        }
        break;
    }
    case ITEM_TRAIT:
        hi->kind = HITEM_TRAIT;
        hir_lower_generics(cx, &it->trait.generics, &hi->generics);
        hi->trait.is_auto = it->trait.is_auto;
        hi->trait.is_unsafe = it->trait.unsafety == UNSAFETY_YES;
        hi->trait.supertraits = hir_lower_bounds(cx, it->trait.bounds, &hi->trait.nsupertraits);
        hi->trait.items = child_defs(cx, it->trait.items, &hi->trait.nitems);
        break;
    case ITEM_TRAIT_ALIAS:
        /* a trait whose supertraits are the alias's bounds: `X: Alias`
         * holds when they do, and a bound `T: Alias` elaborates to them */
        hi->kind = HITEM_TRAIT;
        hi->trait.is_alias = true;
        hir_lower_generics(cx, &it->trait_alias.generics, &hi->generics);
        hi->trait.supertraits = hir_lower_bounds(cx, it->trait_alias.bounds, &hi->trait.nsupertraits);
        break;
    case ITEM_IMPL:
        hi->kind = HITEM_IMPL;
        hir_lower_generics(cx, &it->impl.generics, &hi->generics);
        hi->impl.is_unsafe = it->impl.unsafety == UNSAFETY_YES;
        hi->impl.negative = it->impl.polarity == IMPL_NEGATIVE;
        hi->is_default = it->impl.defaultness == DEFAULT_DEFAULT;
        if (it->impl.of_trait) {
            Path *p = it->impl.of_trait;
            PartialRes pr = p->nsegs ? res_path_res(cx->h->res, p->segs[p->nsegs - 1].id) : (PartialRes){0};
            hi->impl.of_trait = hir_lower_path_res(cx, p, pr);
        }
        hi->impl.self_ty = hir_lower_ty(cx, it->impl.self_ty);
        hi->impl.items = child_defs(cx, it->impl.items, &hi->impl.nitems);
        break;
    case ITEM_TY_ALIAS:
        hi->kind = parent && parent->kind == DEF_FOREIGN_MOD ? HITEM_FOREIGN_TY : HITEM_TY_ALIAS;
        hir_lower_generics(cx, &it->ty_alias.generics, &hi->generics);
        hi->ty_alias.ty = it->ty_alias.ty ? hir_lower_ty(cx, it->ty_alias.ty) : NULL;
        hi->is_default = it->ty_alias.defaultness == DEFAULT_DEFAULT;
        hi->ty_alias.bounds = hir_lower_bounds(cx, it->ty_alias.bounds, &hi->ty_alias.nbounds);
        break;
    case ITEM_MOD:
        hi->kind = HITEM_MOD;
        hi->mod.items = child_defs(cx, it->mod.items, &hi->mod.nitems);
        break;
    case ITEM_FOREIGN_MOD: {
        /* its items are items of the module; only the ABI is checked here */
        Extern ext = it->foreign_mod.abi;
        ext.has_extern = true;
        hir_lower_abi(cx, &ext);
        hi->kind = HITEM_OTHER;
        break;
    }
    case ITEM_GLOBAL_ASM:
        hi->kind = HITEM_GLOBAL_ASM;
        hi->global_asm = it->global_asm;
        break;
    default: hi->kind = HITEM_OTHER; break;
    }
}

HirItem *hir_lower_item(Hir *h, DefId def) {
    LowerCx cx;
    lcx_init(&cx, h, def, false);
    const DefData *dd = res_def(h->res, def);
    DefData d = *dd;              /* lowering may define closures: keep a copy */
    HirItem *hi = ARENA_NEW(h->arena, HirItem);
    hi->def = def;
    hi->name = d.name;
    hi->span = d.span;
    hi->attrs = hir_attrs(h, def);
    if (d.kind == DEF_MOD && !d.parent.i) {
        /* a crate root */
        hi->kind = HITEM_MOD;
        hi->is_pub = true;
        hi->mod.items = child_defs(&cx, ((Crate *)d.ast)->items, &hi->mod.nitems);
        lcx_free(&cx);
        return hi;
    }
    Item *it = hir_ast_item(h, def);
    hi->is_pub = it->vis.kind != VIS_INHERITED;
    const DefData *pd = res_def(h->res, d.parent);
    DefData parent = pd ? *pd : (DefData){0};
    lower_item_kind(&cx, hi, it, pd ? &parent : NULL);
    lcx_free(&cx);
    return hi;
}

/* ---- bodies ---- */

/* The next parameter of b for p (its pattern left to the caller); NULL
 * for a C-variadic `...`. */
static HirParam *new_param(LowerCx *cx, HirBody *b, Param *p) {
    if (p->ty && p->ty->kind == TY_CVARARGS) return NULL;
    HirParam *hp = &b->params[b->nparams++];
    hp->id = lcx_next(cx);
    hp->span = p->span;
    hp->ty = p->ty ? hir_lower_ty(cx, p->ty) : NULL;
    return hp;
}

static void lower_params(LowerCx *cx, HirBody *b, FnDecl *d) {
    b->params = ARENA_ARRAY(cx->a, HirParam, d->inputs.len);
    for (uint32_t i = 0; i < d->inputs.len; i++) {
        Param *p = &d->inputs.data[i];
        HirParam *hp = new_param(cx, b, p);
        if (hp) hp->pat = p->pat ? hir_lower_pat(cx, p->pat) : hir_pat_binding(cx, SYM_underscore, p->span, false);
    }
}

/* An async fn's body (rustc's lower_maybe_async_body): each parameter
 * is moved into the generator. A plain binding `x` / `mut x` becomes
 * `let x = x;` inside; any other pattern `p` becomes the parameter
 * `__argN` and `let mut __argN = __argN; let p = __argN;` inside. */
static void lower_async_fn_body(LowerCx *cx, HirBody *b, Item *it) {
    FnDecl *d = &it->fn.decl;
    b->params = ARENA_ARRAY(cx->a, HirParam, d->inputs.len);
    HirStmt *st = ARENA_ARRAY(cx->a, HirStmt, 2 * d->inputs.len + 1);
    uint32_t nst = 0;
    for (uint32_t i = 0; i < d->inputs.len; i++) {
        Param *p = &d->inputs.data[i];
        HirParam *hp = new_param(cx, b, p);
        if (!hp) continue;
        Pat *ap = p->pat;
        bool simple = ap && ap->kind == PAT_IDENT && !ap->ident.sub && !ap->ident.by_ref;
        Symbol name;
        if (simple) {
            name = ap->ident.ident.name;
        } else {
            char buf[32];
            snprintf(buf, sizeof buf, "__arg%u", i);
            name = sym_cstr(buf);
        }
        Span sp = p->span;
        hp->pat = hir_pat_binding(cx, name, sp, false);
        HirPat *src = hp->pat;
        if (!simple) {
            HirLocal *mv = ARENA_NEW(cx->a, HirLocal);
            mv->id = lcx_next(cx);
            mv->span = sp;
            mv->pat = hir_pat_binding(cx, name, sp, true);
            mv->init = hir_local_ref(cx, src, sp);
            st[nst++] = (HirStmt){.kind = HSTMT_LET, .id = lcx_next(cx), .span = sp, .local = mv};
            src = mv->pat;
        }
        HirLocal *l = ARENA_NEW(cx->a, HirLocal);
        l->id = lcx_next(cx);
        l->span = sp;
        l->pat = ap ? hir_lower_pat(cx, ap) : hir_pat_binding(cx, SYM_underscore, sp, false);
        l->init = hir_local_ref(cx, src, sp);
        st[nst++] = (HirStmt){.kind = HSTMT_LET, .id = lcx_next(cx), .span = sp, .local = l};
    }
    Span bsp = it->fn.body->span;
    b->value = hir_lower_async_fn_body(cx, it->fn.body->id, bsp, hir_async_ret_ty(cx, d, bsp), it->fn.body, st, nst);
}

/* The block of a fn body as an expression. */
static HirExpr *fn_body_expr(LowerCx *cx, Block *blk) {
    HirExpr *e = hir_new_expr(cx, HEXPR_BLOCK, blk->span);
    e->block.block = hir_lower_block(cx, blk);
    return e;
}

HirBody *hir_lower_body(Hir *h, DefId owner) {
    const DefData *dd = res_def(h->res, owner);
    DefData d = *dd;
    Expr *value = NULL;
    Item *it = NULL;
    switch (d.kind) {
    case DEF_FN: case DEF_ASSOC_FN:
        it = hir_ast_item(h, owner);
        if (!it || it->kind != ITEM_FN || !it->fn.body) return NULL;
        break;
    case DEF_CONST: case DEF_ASSOC_CONST:
        it = hir_ast_item(h, owner);
        if (!it || it->kind != ITEM_CONST || !(value = it->const_.expr)) return NULL;
        break;
    case DEF_STATIC:
        it = hir_ast_item(h, owner);
        if (!it || it->kind != ITEM_STATIC || !(value = it->static_.expr)) return NULL;
        break;
    case DEF_ANON_CONST:
        value = (Expr *)d.ast;
        if (!value) return NULL;
        break;
    default: return NULL;
    }
    LowerCx cx;
    lcx_init(&cx, h, owner, true);
    /* an anon const sees the generics of the item it is in */
    if (d.kind == DEF_ANON_CONST) cx.item = d.parent;
    HirBody *b = ARENA_NEW(h->arena, HirBody);
    b->owner = owner;
    if (!value && it->fn.header.is_async) {
        lower_async_fn_body(&cx, b, it);
    } else if (!value) {
        lower_params(&cx, b, &it->fn.decl);
        b->value = fn_body_expr(&cx, it->fn.body);
    } else {
        b->value = hir_lower_expr(&cx, value);
    }
    b->nids = cx.next_id;
    lcx_free(&cx);
    return b;
}
