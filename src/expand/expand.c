/* expand.c — the expansion driver: the fixed point of macro expansion and
 * early name resolution.
 *
 * Takes: a crate's configured AST (after expand_cfg_crate) and the
 * session's resolver. Gives: the crate with every macro invocation,
 * attribute macro and derive expanded, every item defined in the resolver
 * and every import resolved (or reported).
 *
 * The loop is rustc's fully_expand_fragment:
 *  1. a fragment (the crate, then each expansion's output) is configured
 *     (#[cfg] stripping), put in place, and walked by the collector, which
 *     defines its items in the resolver (res_define_*), keeps the textual
 *     macro_rules scope, and queues every invocation it finds with its
 *     ParentScope;
 *  2. each round resolves imports as far as they go, then expands every
 *     queued invocation whose macro path resolves; undetermined ones wait;
 *  3. when a round changes nothing, the first waiting invocation is
 *     resolved with `force`, which reports the unresolvable as an error.
 * Output is put where the invocation was (a slot: a place in an item or
 * statement list, or an expression/pattern/type node overwritten in
 * place), then walked in turn.
 */
#include "rcc/resolve.h"
#include "expand_priv.h"

typedef enum InvKind { INV_BANG, INV_ATTR, INV_DERIVE } InvKind;
typedef enum SlotKind { SLOT_ITEMS, SLOT_STMTS, SLOT_EXPR, SLOT_PAT, SLOT_TY } SlotKind;

typedef struct Invoc {
    InvKind ikind;
    FragKind frag;
    SlotKind slot;
    uint32_t expn;
    ParentScope scope;
    MacCall mac;          /* INV_BANG */
    Attr attr;            /* INV_ATTR, INV_DERIVE: the attribute */
    Path derive_path;     /* INV_DERIVE */
    Item *item;           /* INV_ATTR/INV_DERIVE target; list slots: the item */
    Item *owner;          /* assoc items: the trait/impl/extern block */
    ItemList *list;       /* SLOT_ITEMS */
    Block *block;         /* SLOT_STMTS */
    NodeId stmt_id;       /* SLOT_STMTS: the macro statement (0: find item) */
    Stmt stmt;            /* INV_ATTR on a statement (stmt_attr): the statement */
    bool stmt_attr;
    MacStmtStyle style;
    uint8_t outer_semis;  /* SLOT_STMTS: the statement's mac.outer_semis */
    Expr *expr;
    Pat *pat;
    Ty *ty;
    bool after;           /* derives: output goes after the item */
    bool scope_set;       /* res_set_invocation_scope was called */
    const Path *derive_siblings; /* derives: every derive path of the item */
    uint32_t nderive_siblings;
    uint32_t derive_order;/* derives: where the output goes among the
                             item's derives (rustc: later #[derive]
                             attributes first, each in its own order) */
    bool pending;         /* counted in res_note_pending_invocation, and
                             has a macro_rules scope to complete */
    ModDir *mod_dir;      /* where `mod m;` in the output finds its file
                             (rustc's current_expansion.module and
                             dir_ownership at the call); NULL: nowhere */
    Span span;
} Invoc;

typedef enum FrameKind { F_MOD, F_BLOCK, F_TRAIT, F_IMPL, F_FOREIGN, F_OTHER } FrameKind;
typedef struct Frame {
    FrameKind kind;
    ModuleId module;
    uint32_t macro_rules;
    Item *owner;          /* F_TRAIT/F_IMPL/F_FOREIGN */
    ItemList *list;       /* F_MOD, F_TRAIT...: the list items live in */
    Block *block;         /* F_BLOCK */
    bool macro_use;       /* F_MOD: #[macro_use] mod: its macros stay visible */
    bool define_assoc;    /* assoc items from an expansion: define them */
    ModDir *mod_dir;      /* the module directory context here (NULL: none) */
    bool in_block;        /* inside a block: mod_dir is made in_block when used */
} Frame;

typedef struct Expander {
    ExpandCtx *ex;
    Resolver *r;
    Hygiene *hyg;
    CrateNum krate;
    VEC(Invoc) queue;
    VEC(Frame) frames;
    uint32_t cur_expn;    /* the expansion whose output is being walked */
    uint32_t recursion_limit;
    HashMap module_paths; /* ModuleId -> Symbol of its path */
    const Invoc *current; /* the invocation being expanded (eager expansion) */
    bool limit_hit;
    HashMap inert_attrs;  /* spans of attributes that resolved to no macro */
    HashMap repl;         /* Item * -> ItemRepl * (see record_items) */
    HashMap touched;      /* ItemList * with recorded replacements */
    VecPtr touched_lists;
} Expander;

static uint64_t span_key(Span sp) { return (uint64_t)sp.lo << 32 | sp.hi; }

static Frame *top(Expander *x) { return &x->frames.data[x->frames.len - 1]; }

static ParentScope scope_here(Expander *x) {
    Frame *f = top(x);
    return (ParentScope){.module = f->module, .expansion = x->cur_expn, .macro_rules = f->macro_rules, .krate = x->krate};
}

/* A fresh expansion for an invocation; its data is completed when it is
 * expanded and the macro is known. */
static uint32_t new_expn(Expander *x, ExpnKind kind, Span call_site, uint32_t call_ctxt, ModuleId m) {
    ExpnData d = {.kind = kind, .call_site = call_site, .call_ctxt = call_ctxt, .module = m,
                  .edition = x->ex->edition};
    return hyg_new_expn(x->hyg, &d);
}

/* The module directory context of the innermost frame; inside a block it
 * is the enclosing one's marked in_block (rustc's UnownedViaBlock), made
 * once per block that needs it. */
static ModDir *frame_mod_dir(Expander *x) {
    Frame *f = top(x);
    if (f->mod_dir && f->in_block && !f->mod_dir->in_block) {
        ModDir *d = ARENA_NEW(x->ex->ps->arena, ModDir);
        *d = *f->mod_dir;
        d->in_block = true;
        f->mod_dir = d;
    }
    return f->mod_dir;
}

static Invoc *push_invoc(Expander *x, InvKind ik, FragKind fk, SlotKind sk, Span span, uint32_t call_ctxt) {
    Invoc inv = {.ikind = ik, .frag = fk, .slot = sk, .span = span, .scope = scope_here(x), .mod_dir = frame_mod_dir(x)};
    ExpnKind ek = ik == INV_BANG ? EXPN_MACRO_BANG : ik == INV_ATTR ? EXPN_MACRO_ATTR : EXPN_MACRO_DERIVE;
    inv.expn = new_expn(x, ek, span, call_ctxt, inv.scope.module);
    vec_push(&x->queue, inv);
    return &vec_last(&x->queue);
}

/* Item-position invocations may define names in their module (and
 * macro_rules for what follows them). */
static void item_position(Expander *x, Invoc *inv) {
    Frame *f = top(x);
    f->macro_rules = res_invocation_macro_rules_scope(x->r, f->macro_rules, inv->expn);
    res_note_pending_invocation(x->r, inv->scope.module, +1);
    inv->pending = true;
}

static uint32_t path_ctxt(const Path *p) { return p->nsegs ? p->segs[0].ident.ctxt : 0; }

/* ---- attributes on items ---- */

/* Is this attribute inert without asking the resolver: doc comments,
 * built-in attributes, tool attributes? */
static bool attr_is_inert(const Attr *a) {
    if (a->is_doc_comment) return true;
    if (a->path.nsegs == 1) {
        Symbol n = a->path.segs[0].ident.name;
        return n != SYM_derive && attr_is_builtin(n);
    }
    return a->path.nsegs > 1 && attr_is_tool(a->path.segs[0].ident.name);
}

static void remove_attr(AttrList *l, uint32_t i) {
    memmove(&l->data[i], &l->data[i + 1], sizeof(Attr) * (l->len - i - 1));
    l->len--;
}

/* Sets up the slot of an invocation about item `it` (attribute macro or
 * derive) from the frame the item sits in. */
static void item_slot(Expander *x, Invoc *inv, Item *it) {
    Frame *f = top(x);
    inv->item = it;
    if (f->kind == F_BLOCK) {
        inv->slot = SLOT_STMTS;
        inv->block = f->block;
        inv->frag = FRAG_STMTS;
    } else {
        inv->slot = SLOT_ITEMS;
        inv->list = f->list;
        inv->owner = f->owner;
        inv->frag = f->kind == F_TRAIT ? FRAG_TRAIT_ITEMS : f->kind == F_IMPL ? FRAG_IMPL_ITEMS
                  : f->kind == F_FOREIGN ? FRAG_FOREIGN_ITEMS : FRAG_ITEMS;
    }
}

/* `#[derive(A, B::C)]`: one derive invocation per path, in order. */
static void collect_derives(Expander *x, Item *it, const Attr *a, uint32_t attr_no) {
    if (it->kind != ITEM_STRUCT && it->kind != ITEM_ENUM && it->kind != ITEM_UNION) {
        Diag *d = diag_error(x->ex->dc, DC_E0774, a->span,
                             "`derive` may only be applied to `struct`s, `enum`s and `union`s");
        diag_label(d, a->span, true, "not applicable here");
        diag_label(d, it->span, false, "not a `struct`, `enum` or `union`");
        diag_emit(d);
        return;
    }
    MetaItem m;
    if (!meta_from_attr(x->ex->ps, a, &m)) return;
    if (m.kind != META_LIST) {
        diag_emit(diag_error(x->ex->dc, DC_NONE, a->span, "malformed `derive` attribute input"));
        return;
    }
    for (uint32_t i = 0; i < m.nlist; i++) {
        const NestedMeta *nm = &m.list[i];
        if (nm->is_lit || nm->meta.kind != META_WORD) {
            diag_emit(diag_error(x->ex->dc, DC_E0777, nm->span,
                                 nm->is_lit ? "expected path to a trait, found literal"
                                            : "traits in `#[derive(...)]` don't accept arguments"));
            continue;
        }
        Invoc *inv = push_invoc(x, INV_DERIVE, FRAG_ITEMS, SLOT_ITEMS, nm->meta.path.span, path_ctxt(&nm->meta.path));
        inv->attr = *a;
        inv->derive_path = nm->meta.path;
        inv->after = true;
        inv->derive_order = (UINT16_MAX - attr_no) << 16 | i;
        item_slot(x, inv, it);
        if (inv->slot == SLOT_ITEMS) item_position(x, inv);
    }
}

/* The attributes of an item: the first attribute that is not inert makes
 * the item an attribute-macro invocation (true: the item is taken, it
 * is defined when the macro gives it back); derives queue their
 * invocations and are removed from the item. */
static bool collect_item_attrs(Expander *x, Item *it) {
    for (uint32_t i = 0; i < it->attrs.len; i++) {
        Attr *a = &it->attrs.data[i];
        if (a->style == ATTR_INNER || attr_is_inert(a)) continue;
        uint64_t seen;
        if (hmap_get(&x->inert_attrs, span_key(a->span), &seen)) continue;
        if (a->path.nsegs == 1 && a->path.segs[0].ident.name == SYM_derive) continue;
        Invoc *inv = push_invoc(x, INV_ATTR, FRAG_ITEMS, SLOT_ITEMS, a->span, path_ctxt(&a->path));
        inv->attr = *a;
        item_slot(x, inv, it);
        remove_attr(&it->attrs, i);
        if (inv->slot == SLOT_ITEMS) item_position(x, inv);
        return true;
    }
    uint32_t attr_no = 0, first = x->queue.len;
    for (uint32_t i = 0; i < it->attrs.len;) {
        Attr *a = &it->attrs.data[i];
        if (!a->is_doc_comment && a->path.nsegs == 1 && a->path.segs[0].ident.name == SYM_derive) {
            Attr copy = *a;
            remove_attr(&it->attrs, i);
            collect_derives(x, it, &copy, attr_no++);
            continue;
        }
        i++;
    }
    /* Each derive sees the item's other derives (has_derive_copy). */
    uint32_t n = x->queue.len - first;
    if (n) {
        Path *paths = ARENA_ARRAY(x->ex->ps->arena, Path, n);
        for (uint32_t k = 0; k < n; k++) paths[k] = x->queue.data[first + k].derive_path;
        for (uint32_t k = 0; k < n; k++) {
            x->queue.data[first + k].derive_siblings = paths;
            x->queue.data[first + k].nderive_siblings = n;
        }
    }
    return false;
}

/* ---- the collector: walks a fragment, defining and queueing ---- */

static bool has_attr(const AttrList *l, Symbol name) {
    for (uint32_t i = 0; i < l->len; i++)
        if (!l->data[i].is_doc_comment && l->data[i].path.nsegs == 1 && l->data[i].path.segs[0].ident.name == name)
            return true;
    return false;
}

static void push_frame(Expander *x, Frame f) { vec_push(&x->frames, f); }

/* rustc's contains_macro_use for a module: the first #[macro_use] or
 * #[macro_escape] (a deprecated synonym, warned about; not a lint). */
static bool mod_macro_use(Expander *x, const AttrList *l) {
    static Symbol s_escape;
    if (!s_escape) s_escape = sym_cstr("macro_escape");
    for (uint32_t i = 0; i < l->len; i++) {
        const Attr *a = &l->data[i];
        if (a->is_doc_comment || a->path.nsegs != 1) continue;
        Symbol n = a->path.segs[0].ident.name;
        if (n == s_escape) {
            Diag *d = diag_warning(x->ex->dc, DC_NONE, a->span, "`#[macro_escape]` is a deprecated synonym for `#[macro_use]`");
            if (a->style == ATTR_INNER) diag_help(d, "try an outer attribute: `#[macro_use]`");
            diag_emit(d);
            return true;
        }
        if (n == SYM_macro_use) return true;
    }
    return false;
}

/* The compiled form of a macro definition, with the hygiene of its
 * #[rustc_macro_transparency = "transparent|semitransparent|opaque"]. */
static MbeMacro *compile_def(Expander *x, MacroData *md) {
    MbeMacro *m = mbe_compile(x->ex, &md->item->macro_def, md->item->ident, md->edition);
    for (uint32_t i = 0; m && i < md->item->attrs.len; i++) {
        const Attr *a = &md->item->attrs.data[i];
        if (meta_attr_name(a) != sym_cstr("rustc_macro_transparency")) continue;
        Symbol v = meta_attr_value_str(a);
        const char *s = v ? sym_str(v) : "";
        if (strcmp(s, "transparent") == 0) mbe_set_transparency(m, TRANSP_TRANSPARENT);
        else if (strcmp(s, "semitransparent") == 0) mbe_set_transparency(m, TRANSP_SEMI_TRANSPARENT);
        else if (strcmp(s, "opaque") == 0) mbe_set_transparency(m, TRANSP_OPAQUE);
    }
    return m;
}

/* A macro definition is checked when it is defined, as rustc does (its
 * errors are reported even if it is never called); the compiled form is
 * kept for its calls. */
static void compile_macro(Expander *x, Item *it) {
    DefId d = res_def_of_node(x->r, it->id);
    MacroData *md = d.i ? res_macro_data(x->r, d) : NULL;
    if (!md || md->builtin || md->mbe || md->compile_failed) return;
    md->mbe = compile_def(x, md);
    md->compile_failed = md->mbe == NULL;
}

static bool v_item(AstVisitor *v, Item *it) {
    Expander *x = v->ctx;
    Frame *f = top(x);
    bool assoc = f->kind == F_TRAIT || f->kind == F_IMPL || f->kind == F_FOREIGN;
    /* an attribute macro on a macro call takes the call (rustc expands the
     * outer attribute first) */
    if (it->kind == ITEM_MAC_CALL && collect_item_attrs(x, it)) return false;
    if (it->kind == ITEM_MAC_CALL) {
        Invoc *inv = push_invoc(x, INV_BANG, FRAG_ITEMS, SLOT_ITEMS, it->mac.span, path_ctxt(&it->mac.path));
        inv->mac = it->mac;
        item_slot(x, inv, it);
        if (inv->slot == SLOT_ITEMS) item_position(x, inv);
        return false;
    }
    if (collect_item_attrs(x, it)) return false;
    ParentScope ps = scope_here(x);
    if (it->kind == ITEM_MACRO_DEF && it->macro_def.macro_rules) {
        top(x)->macro_rules = res_define_macro_rules(x->r, &ps, it);
        compile_macro(x, it);
        return false;
    }
    ModuleId child = 0;
    if (assoc) {
        if (f->define_assoc) res_define_assoc_item(x->r, &ps, f->owner, it);
    } else {
        res_define_item(x->r, &ps, it, &child);
    }
    Frame nf = {.kind = F_OTHER, .module = ps.module, .macro_rules = ps.macro_rules, .mod_dir = f->mod_dir,
                .in_block = f->in_block};
    switch (it->kind) {
    case ITEM_MOD:
        nf.kind = F_MOD;
        if (child) nf.module = child;
        nf.list = &it->mod.items;
        nf.macro_use = mod_macro_use(x, &it->attrs);
        nf.in_block = false;
        if (f->mod_dir) {
            const ModDir *parent = frame_mod_dir(x);
            nf.mod_dir = ARENA_NEW(x->ex->ps->arena, ModDir);
            expand_mod_dir_of(x->ex, it, parent, nf.mod_dir);
        }
        break;
    case ITEM_TRAIT: nf.kind = F_TRAIT; nf.owner = it; nf.list = &it->trait.items; break;
    case ITEM_IMPL: nf.kind = F_IMPL; nf.owner = it; nf.list = &it->impl.items; break;
    case ITEM_FOREIGN_MOD: nf.kind = F_FOREIGN; nf.owner = it; nf.list = &it->foreign_mod.items; break;
    case ITEM_MACRO_DEF:   /* `macro` 2.0: its body is tokens */
        compile_macro(x, it);
        return false;
    default: break;
    }
    push_frame(x, nf);
    return true;
}

static void v_item_post(AstVisitor *v, Item *it) {
    (void)it;
    Expander *x = v->ctx;
    Frame done = vec_pop(&x->frames);
    if (done.kind == F_MOD && done.macro_use) top(x)->macro_rules = done.macro_rules;
}

static bool block_needs_module(const Block *b) {
    for (uint32_t i = 0; i < b->stmts.len; i++)
        if (b->stmts.data[i].kind == STMT_ITEM || b->stmts.data[i].kind == STMT_MAC_CALL) return true;
    return false;
}

static bool v_block(AstVisitor *v, Block *b) {
    Expander *x = v->ctx;
    Frame *f = top(x);
    Frame nf = {.kind = F_BLOCK, .module = f->module, .macro_rules = f->macro_rules, .block = b,
                .mod_dir = f->mod_dir, .in_block = true};
    if (block_needs_module(b)) nf.module = res_block_module(x->r, f->module, b);
    push_frame(x, nf);
    return true;
}

static void v_block_post(AstVisitor *v, Block *b) {
    (void)b;
    Expander *x = v->ctx;
    (void)vec_pop(&x->frames);
}

static AttrList *stmt_attrs(Stmt *s) {
    switch (s->kind) {
    case STMT_LOCAL: return s->local ? &s->local->attrs : NULL;
    case STMT_EXPR: case STMT_SEMI: return s->expr ? &s->expr->attrs : NULL;
    case STMT_MAC_CALL: return &s->mac.attrs;
    default: return NULL;
    }
}

/* The first attribute of a statement that is not inert makes it an
 * attribute-macro invocation, as for items (rustc: `#[attr] let x = 1;`,
 * `#[attr] f();`; stmt_expr_attributes). */
static bool collect_stmt_attr(Expander *x, Stmt *s) {
    AttrList *al = stmt_attrs(s);
    for (uint32_t i = 0; al && i < al->len; i++) {
        Attr *a = &al->data[i];
        if (a->style == ATTR_INNER || attr_is_inert(a)) continue;
        uint64_t seen;
        if (hmap_get(&x->inert_attrs, span_key(a->span), &seen)) continue;
        if (a->path.nsegs == 1 && a->path.segs[0].ident.name == SYM_derive) continue;
        /* `#[attr] expr;` and a trailing `#[attr] expr` are attributes of
         * the expression (rustc's OptExpr: the output is an expression, or
         * nothing, which removes the statement; a `;` stays); `let` and a
         * macro call are statements (the input has the `;`) */
        bool expr = s->kind == STMT_SEMI || s->kind == STMT_EXPR;
        Invoc *inv = push_invoc(x, INV_ATTR, expr ? FRAG_EXPR : FRAG_STMTS, expr ? SLOT_EXPR : SLOT_STMTS, a->span,
                                path_ctxt(&a->path));
        inv->attr = *a;
        remove_attr(al, i);
        inv->stmt = *s;
        inv->stmt_attr = true;
        inv->block = top(x)->block;
        inv->stmt_id = s->id;
        if (expr) {
            inv->expr = s->expr;
            return true;
        }
        inv->style = MAC_STMT_NOBRACES;   /* the output's statements are as given */
        item_position(x, inv);
        return true;
    }
    return false;
}

static bool v_stmt(AstVisitor *v, Stmt *s) {
    Expander *x = v->ctx;
    if (top(x)->kind == F_BLOCK && top(x)->block && collect_stmt_attr(x, s)) return false;
    if (s->kind != STMT_MAC_CALL) return true;
    Invoc *inv = push_invoc(x, INV_BANG, FRAG_STMTS, SLOT_STMTS, s->mac.mac.span, path_ctxt(&s->mac.mac.path));
    inv->mac = s->mac.mac;
    inv->block = top(x)->block;
    inv->stmt_id = s->id;
    inv->style = s->mac.style;
    inv->outer_semis = s->mac.outer_semis;
    item_position(x, inv);
    return false;
}

static bool v_expr(AstVisitor *v, Expr *e) {
    Expander *x = v->ctx;
    if (e->kind != EXPR_MAC_CALL) return true;
    Invoc *inv = push_invoc(x, INV_BANG, FRAG_EXPR, SLOT_EXPR, e->mac.span, path_ctxt(&e->mac.path));
    inv->mac = e->mac;
    inv->expr = e;
    return false;
}

static bool v_pat(AstVisitor *v, Pat *p) {
    Expander *x = v->ctx;
    if (p->kind != PAT_MAC_CALL) return true;
    Invoc *inv = push_invoc(x, INV_BANG, FRAG_PAT, SLOT_PAT, p->mac.span, path_ctxt(&p->mac.path));
    inv->mac = p->mac;
    inv->pat = p;
    return false;
}

static bool v_ty(AstVisitor *v, Ty *t) {
    Expander *x = v->ctx;
    if (t->kind != TY_MAC_CALL) return true;
    Invoc *inv = push_invoc(x, INV_BANG, FRAG_TY, SLOT_TY, t->mac.span, path_ctxt(&t->mac.path));
    inv->mac = t->mac;
    inv->ty = t;
    return false;
}

static AstVisitor collector(Expander *x) {
    return (AstVisitor){.ctx = x, .item = v_item, .item_post = v_item_post, .block = v_block,
                        .block_post = v_block_post, .stmt = v_stmt, .expr = v_expr, .pat = v_pat, .ty = v_ty};
}

/* ---- putting output in place ---- */

static uint32_t find_stmt(const Block *b, NodeId id, const Item *it) {
    for (uint32_t i = 0; i < b->stmts.len; i++) {
        const Stmt *s = &b->stmts.data[i];
        if (id.i ? s->id.i == id.i : (s->kind == STMT_ITEM && s->item == it)) return i;
    }
    return UINT32_MAX;
}

/* Item lists are not spliced as each expansion lands (that copies a long
 * list once per macro call in it): an expansion records what replaces its
 * item (or what follows it, for derives), and expand_crate rebuilds each
 * touched list once at the end (flatten_lists). */
typedef struct AfterItems {
    uint32_t order;       /* Invoc.derive_order */
    ItemList items;
} AfterItems;

typedef struct ItemRepl {
    bool replaced;
    ItemList with;        /* replaced: the items in its place (maybe itself) */
    VecPtr after;         /* AfterItems *, kept sorted by order */
} ItemRepl;

static ItemRepl *repl_of(Expander *x, Item *it) {
    uint64_t v;
    if (hmap_get(&x->repl, (uint64_t)(uintptr_t)it, &v)) return (ItemRepl *)(uintptr_t)v;
    ItemRepl *r = ARENA_NEW(x->ex->ps->arena, ItemRepl);
    hmap_put(&x->repl, (uint64_t)(uintptr_t)it, (uint64_t)(uintptr_t)r);
    return r;
}

static void record_items(Expander *x, ItemList *list, Item *it, bool after, uint32_t order, ItemList with) {
    ItemRepl *r = repl_of(x, it);
    if (after) {
        AfterItems *a = ARENA_NEW(x->ex->ps->arena, AfterItems);
        a->order = order;
        a->items = with;
        vec_push(&r->after, a);
        for (uint32_t k = r->after.len - 1; k > 0; k--) {
            AfterItems *p = r->after.data[k - 1];
            if (p->order <= order) break;
            r->after.data[k - 1] = a;
            r->after.data[k] = p;
        }
    } else {
        r->replaced = true;
        r->with = with;
    }
    bool inserted;
    hmap_entry(&x->touched, (uint64_t)(uintptr_t)list, 0, &inserted);
    if (inserted) vec_push(&x->touched_lists, list);
}

static void emit_item(Expander *x, VecPtr *out, Item *it, uint32_t depth) {
    uint64_t v;
    if (depth > 100000 || !hmap_get(&x->repl, (uint64_t)(uintptr_t)it, &v)) {
        vec_push(out, it);
        return;
    }
    ItemRepl *r = (ItemRepl *)(uintptr_t)v;
    if (!r->replaced) vec_push(out, it);
    else
        for (uint32_t i = 0; i < r->with.len; i++) {
            /* An attribute that gave its item back: the item itself. */
            if (r->with.data[i] == it) vec_push(out, it);
            else emit_item(x, out, r->with.data[i], depth + 1);
        }
    for (uint32_t k = 0; k < r->after.len; k++) {
        const ItemList *l = &((AfterItems *)r->after.data[k])->items;
        for (uint32_t i = 0; i < l->len; i++) emit_item(x, out, l->data[i], depth + 1);
    }
}

static void flatten_lists(Expander *x) {
    VecPtr out = {0};
    for (uint32_t i = 0; i < x->touched_lists.len; i++) {
        ItemList *l = x->touched_lists.data[i];
        out.len = 0;
        for (uint32_t k = 0; k < l->len; k++) emit_item(x, &out, l->data[k], 0);
        Item **data = ARENA_ARRAY(x->ex->ps->arena, Item *, out.len ? out.len : 1);
        if (out.len) memcpy(data, out.data, sizeof(Item *) * out.len);
        l->data = data;
        l->len = out.len;
    }
    vec_free(&out);
    /* Done: the lists hold the replacements now (so that a later round,
     * the --test harness's, does not apply them again). */
    uint32_t iter = 0;
    uint64_t key, val;
    while (hmap_next(&x->repl, &iter, &key, &val)) vec_free(&((ItemRepl *)(uintptr_t)val)->after);
    hmap_free(&x->repl);
    hmap_init(&x->repl);
    hmap_free(&x->touched);
    hmap_init(&x->touched);
    x->touched_lists.len = 0;
}

/* memcpy that accepts an empty (possibly NULL) source. */
static void copy_n(void *dst, const void *src, size_t n) {
    if (n) memcpy(dst, src, n);
}

static void splice_stmts(Arena *a, Block *b, uint32_t at, bool after, StmtList with) {
    StmtList *l = &b->stmts;
    uint32_t keep_to = after ? at + 1 : at, resume = at + 1;
    uint32_t n = keep_to + with.len + (l->len - resume);
    Stmt *data = ARENA_ARRAY(a, Stmt, n ? n : 1);
    copy_n(data, l->data, sizeof(Stmt) * keep_to);
    copy_n(data + keep_to, with.data, sizeof(Stmt) * with.len);
    copy_n(data + keep_to + with.len, l->data + resume, sizeof(Stmt) * (l->len - resume));
    l->data = data;
    l->len = n;
}

static StmtList items_as_stmts(ParseSess *ps, ItemList items) {
    StmtList out = {ARENA_ARRAY(ps->arena, Stmt, items.len ? items.len : 1), items.len};
    for (uint32_t i = 0; i < items.len; i++)
        out.data[i] = (Stmt){.kind = STMT_ITEM, .id = {ps->next_node_id++}, .span = items.data[i]->span,
                             .item = items.data[i]};
    return out;
}

/* The frame an invocation's output is walked in: its ParentScope, and the
 * list or block it lands in. */
static void push_output_frame(Expander *x, const Invoc *inv, ModDir *mod_dir) {
    Frame f = {.kind = F_OTHER, .module = inv->scope.module, .macro_rules = inv->scope.macro_rules,
               .mod_dir = mod_dir};
    if (inv->slot == SLOT_ITEMS) {
        f.list = inv->list;
        f.owner = inv->owner;
        switch (inv->frag) {
        case FRAG_TRAIT_ITEMS: f.kind = F_TRAIT; f.define_assoc = true; break;
        case FRAG_IMPL_ITEMS: f.kind = F_IMPL; f.define_assoc = true; break;
        case FRAG_FOREIGN_ITEMS: f.kind = F_FOREIGN; f.define_assoc = true; break;
        default: f.kind = F_MOD; break;
        }
    } else if (inv->slot == SLOT_STMTS) {
        f.kind = F_BLOCK;
        f.block = inv->block;
    }
    push_frame(x, f);
}

/* ---- expanding one invocation ---- */

static Symbol module_path_of(Expander *x, ModuleId m);

static void fail_slot(Expander *x, Invoc *inv) {
    ParseSess *ps = x->ex->ps;
    switch (inv->slot) {
    case SLOT_EXPR: {
        NodeId id = inv->expr->id;
        Span sp = inv->expr->span;
        memset(inv->expr, 0, sizeof *inv->expr);
        inv->expr->kind = EXPR_ERR;
        inv->expr->id = id;
        inv->expr->span = sp;
        break;
    }
    case SLOT_PAT: inv->pat->kind = PAT_ERR; break;
    case SLOT_TY: inv->ty->kind = TY_ERR; break;
    case SLOT_ITEMS:
        if (!inv->after) {
            record_items(x, inv->list, inv->item, false, 0, (ItemList){0});
        }
        break;
    case SLOT_STMTS:
        if (!inv->after) {
            uint32_t at = find_stmt(inv->block, inv->stmt_id, inv->item);
            if (at != UINT32_MAX) splice_stmts(ps->arena, inv->block, at, false, (StmtList){0});
        }
        break;
    }
}

/* The slice made by tb_finish_eof is parsed where it lies. */
static TokenSlice in_place(ParseSess *ps, TokenSlice ts) {
    ps->slice_has_eof = true;
    return ts;
}

static const char *frag_context(FragKind k) {
    switch (k) {
    case FRAG_EXPR: return "expression";
    case FRAG_STMTS: return "statement";
    case FRAG_ITEMS: return "item";
    case FRAG_TRAIT_ITEMS: return "trait item";
    case FRAG_IMPL_ITEMS: return "impl item";
    case FRAG_FOREIGN_ITEMS: return "foreign item";
    case FRAG_PAT: return "pattern";
    case FRAG_TY: return "type";
    }
    return "item";
}

/* Parses macro output as the invocation's fragment kind, configures it,
 * puts it in place and walks it. */
static void place_output(Expander *x, Invoc *inv, MacOutput *out) {
    ExpandCtx *ex = x->ex;
    ParseSess *ps = ex->ps;
    TokenSlice ts = tb_finish_eof(&out->tb, ps->arena);
    AstVisitor v = collector(x);
    uint32_t saved_expn = x->cur_expn;
    x->cur_expn = inv->expn;
    /* `mod m;` in the output is loaded where the call is (include!: next
     * to the file it read), as rustc loads it while collecting */
    ModDir *saved_dir = ex->mod_dir, *mod_dir = inv->mod_dir;
    if (mod_dir && out->include_file) {
        mod_dir = ARENA_NEW(ps->arena, ModDir);
        expand_include_mod_dir(ex, inv->mod_dir, out->include_file, mod_dir);
    }
    ex->mod_dir = mod_dir;
    uint32_t saved_output_expn = ex->output_expn;
    ex->output_expn = inv->expn;
    push_output_frame(x, inv, mod_dir);
    MacroOutputCtx mc = {.macro_name = hyg_expn(x->hyg, inv->expn)->macro_name, .call_span = inv->span,
                         .context = frag_context(inv->frag)};
    const MacroOutputCtx *saved_mc = ps->mac_output;
    if (inv->ikind == INV_BANG || inv->stmt_attr) ps->mac_output = &mc;
    switch (inv->frag) {
    case FRAG_EXPR: {
        if (inv->stmt_attr && !out->expr && !ts.len) {
            /* an attribute macro on an expression statement gave nothing:
             * the statement goes */
            uint32_t at = find_stmt(inv->block, inv->stmt_id, NULL);
            if (at != UINT32_MAX) splice_stmts(ps->arena, inv->block, at, false, (StmtList){0});
            break;
        }
        Expr *e = out->expr ? out->expr : parse_expr_tokens(ps, in_place(ps, ts));
        if (!e) { fail_slot(x, inv); break; }
        expand_cfg_expr(ex, e);
        AttrList attrs = inv->expr->attrs;
        *inv->expr = *e;
        if (attrs.len && !inv->expr->attrs.len) inv->expr->attrs = attrs;
        ast_walk_expr(&v, inv->expr);
        break;
    }
    case FRAG_PAT: {
        Pat *p = parse_pat_tokens(ps, in_place(ps, ts));
        if (!p) { fail_slot(x, inv); break; }
        expand_cfg_pat(ex, p);
        *inv->pat = *p;
        ast_walk_pat(&v, inv->pat);
        break;
    }
    case FRAG_TY: {
        Ty *t = parse_ty_tokens(ps, in_place(ps, ts));
        if (!t) { fail_slot(x, inv); break; }
        expand_cfg_ty(ex, t);
        *inv->ty = *t;
        ast_walk_ty(&v, inv->ty);
        break;
    }
    case FRAG_STMTS: {
        StmtList stmts = {0};
        bool ok;
        if (out->is_stmts) {
            stmts = out->stmts;
            ok = true;
        } else if (out->is_items) {
            stmts = items_as_stmts(ps, out->items);
            ok = true;
        } else if (out->expr) {
            /* A built-in that made its expression itself (asm!). */
            stmts.data = ARENA_NEW(ps->arena, Stmt);
            stmts.len = 1;
            stmts.data[0] = (Stmt){.kind = STMT_EXPR, .id = {ps->next_node_id++}, .span = out->expr->span,
                                   .expr = out->expr};
            ok = true;
        } else if (inv->ikind == INV_BANG || inv->stmt_attr) {
            ok = parse_stmts_tokens(ps, in_place(ps, ts), &stmts);
        } else {
            ItemList items = {0};
            ok = parse_items_tokens(ps, in_place(ps, ts), &items);
            stmts = items_as_stmts(ps, items);
        }
        if (!ok) { fail_slot(x, inv); break; }
        expand_cfg_stmts(ex, &stmts);
        /* `m!(..);`: the semicolon belongs to the last statement of the
         * expansion if that is an expression; after one that has a
         * semicolon (or when there is none) it is an empty statement of
         * its own, with no span (rustc's PlaceholderExpander, which does
         * this on fully expanded statements: a macro call there passes
         * the semicolon on to its own statements). The printer shows the
         * empty statements. */
        uint32_t semis = (inv->style == MAC_STMT_SEMICOLON) + inv->outer_semis;
        for (uint32_t k = 0; k < semis; k++) {
            Stmt *last = stmts.len ? &stmts.data[stmts.len - 1] : NULL;
            if (last && last->kind == STMT_MAC_CALL) {
                uint32_t n = last->mac.outer_semis + (semis - k);
                last->mac.outer_semis = (uint8_t)(n > 255 ? 255 : n);
                break;
            }
            if (last && last->kind == STMT_EXPR) {
                last->kind = STMT_SEMI;
            } else if (!last || last->kind == STMT_SEMI) {
                Stmt *grown = ARENA_ARRAY(ps->arena, Stmt, stmts.len + 1);
                if (stmts.len) memcpy(grown, stmts.data, sizeof(Stmt) * stmts.len);
                grown[stmts.len] = (Stmt){.kind = STMT_EMPTY, .id = {ps->next_node_id++}};
                stmts.data = grown;
                stmts.len++;
            }
        }
        /* the statements of another crate's macro are the call's
         * statements: they take its span (MIR places their code there,
         * as rustc points diagnostics at such a call) */
        if (inv->ikind == INV_BANG) {
            const ExpnData *ed = hyg_expn(x->hyg, inv->expn);
            const SourceFile *df = ed && ed->def_site.lo ? sm_file_at(ex->sm, ed->def_site.lo) : NULL;
            /* A call a built-in made (panic! -> panic_2021!) is, in rustc,
             * an expression macro in the built-in's statement, which keeps
             * its span: the printer then places comments by the call. */
            const ExpnData *pd = ed && ed->parent ? hyg_expn(x->hyg, ed->parent) : NULL;
            bool from_builtin = pd && pd->is_builtin;
            if (df && df->ext_crate)
                for (uint32_t i = 0; i < stmts.len; i++) {
                    if (stmts.data[i].kind == STMT_EMPTY && span_is_dummy(stmts.data[i].span)) continue;
                    if (!from_builtin) stmts.data[i].parsed_span = stmts.data[i].span;
                    stmts.data[i].span = inv->span;
                }
        }
        uint32_t at = find_stmt(inv->block, inv->stmt_id, inv->item);
        if (at == UINT32_MAX) rcc_ice("expand: statement slot vanished");
        splice_stmts(ps->arena, inv->block, at, inv->after, stmts);
        uint32_t first = inv->after ? at + 1 : at;
        for (uint32_t i = 0; i < stmts.len; i++) ast_walk_stmt(&v, &inv->block->stmts.data[first + i]);
        break;
    }
    default: {
        ItemList items = {0};
        bool ok;
        if (out->is_items) {
            items = out->items;
            ok = true;
        } else if (inv->frag == FRAG_ITEMS) {
            ok = parse_items_tokens(ps, in_place(ps, ts), &items);
        } else {
            int ctx = inv->frag == FRAG_TRAIT_ITEMS ? 0 : inv->frag == FRAG_IMPL_ITEMS ? 1 : 2;
            ok = parse_assoc_items_tokens(ps, in_place(ps, ts), ctx, &items);
        }
        if (!ok) { fail_slot(x, inv); break; }
        expand_cfg_items(ex, &items);
        record_items(x, inv->list, inv->item, inv->after, inv->derive_order, items);
        for (uint32_t i = 0; i < items.len; i++) ast_walk_item(&v, items.data[i]);
        break;
    }
    }
    ps->mac_output = saved_mc;
    ex->mod_dir = saved_dir;
    ex->output_expn = saved_output_expn;
    Frame done = vec_pop(&x->frames);
    if (inv->pending) {
        res_set_invocation_scope(x->r, inv->expn, done.macro_rules);
        inv->scope_set = true;
    }
    x->cur_expn = saved_expn;
}

static bool recursion_limit_reached(Expander *x, Invoc *inv, Symbol name) {
    if (hyg_expn_depth(x->hyg, inv->expn) <= x->recursion_limit) return false;
    if (!x->limit_hit) {
        Diag *d = diag_error(x->ex->dc, DC_NONE, inv->span, "recursion limit reached while expanding `%s!`",
                             sym_str(name));
        diag_help(d, "consider increasing the recursion limit by adding a `#![recursion_limit = \"%u\"]` "
                     "attribute to your crate (`%s`)",
                  x->recursion_limit * 2, sym_str(x->ex->crate_name));
        diag_emit(d);
        x->limit_hit = true;
        x->ex->fatal = true;
    }
    return true;
}

/* rustc's has_derive_copy: does a derive of the same item resolve to the
 * built-in `Copy` (Clone then copies with `*self`, packed structs bind
 * fields by value)? Decided by resolution, not by the name written. */
static bool derives_builtin_copy(Expander *x, const Invoc *inv) {
    for (uint32_t i = 0; i < inv->nderive_siblings; i++) {
        Res res;
        if (res_resolve_macro_path(x->r, &inv->scope, &inv->derive_siblings[i], MACRO_DERIVE, false, &res) != DET_OK ||
            res.kind != RES_DEF)
            continue;
        const MacroData *md = res_macro_data(x->r, res.def);
        if (md && md->builtin && md->builtin->fn == (void *)bi_derive_copy) return true;
    }
    return false;
}

/* Runs the macro of a resolved invocation into `out`. */
static bool run_macro(Expander *x, Invoc *inv, MacroData *md, MacOutput *out) {
    MacInvoc mi = {.kind = inv->frag, .span = inv->span, .expn = inv->expn, .edition = x->ex->edition};
    if (inv->ikind == INV_BANG) mi.mac = &inv->mac;
    else {
        mi.attr = &inv->attr;
        mi.item = inv->item;
        mi.derive_path = inv->derive_path;
        if (inv->stmt_attr) mi.stmt = &inv->stmt;
    }
    mi.call_site = hyg_apply_mark(x->hyg, 0, inv->expn, TRANSP_TRANSPARENT);
    mi.def_site = hyg_apply_mark(x->hyg, 0, inv->expn, TRANSP_OPAQUE);
    mi.mixed_site = hyg_apply_mark(x->hyg, 0, inv->expn, TRANSP_SEMI_TRANSPARENT);
    mi.module_path = module_path_of(x, inv->scope.module);
    mi.has_derive_copy = derives_builtin_copy(x, inv);
    tb_init(&out->tb, inv->span, mi.call_site);
    const Invoc *saved = x->current;
    x->current = inv;
    bool ok;
    if (md->builtin) {
        ok = ((BuiltinBangFn)md->builtin->fn)(x->ex, &mi, out);
    } else if (md->proc_macro) {
        ok = proc_macro_expand(x->ex, md->proc_macro, &mi, out);
    } else {
        if (!md->mbe && !md->compile_failed) {
            md->mbe = compile_def(x, md);
            md->compile_failed = md->mbe == NULL;
        }
        ok = md->mbe && mbe_expand(x->ex, md->mbe, &mi, out);
    }
    x->current = saved;
    return ok && !out->failed;
}

static const Path *invoc_path(const Invoc *inv);

/* rustc's fast_print_path: the segments joined by `::` (`$crate` as
 * written; a leading `::` kept). */
static Symbol path_text(const Path *p) {
    if (p->nsegs == 1) return p->segs[0].ident.name;
    StrBuf sb = {0};
    for (uint32_t i = 0; i < p->nsegs; i++) {
        Symbol n = p->segs[i].ident.name;
        if (n == SYM_PathRoot) continue;
        if (i) sb_puts(&sb, "::");
        sb_puts(&sb, sym_str(n));
    }
    Symbol s = sym_intern(sb.data ? sb.data : "", sb.len);
    sb_free(&sb);
    return s;
}

/* Completes the expansion's data once its macro is known. */
static void fill_expn(Expander *x, Invoc *inv, DefId def, MacroData *md) {
    ExpnData *d = hyg_expn_mut(x->hyg, inv->expn);
    const DefData *dd = res_def(x->r, def);
    d->macro_name = dd->name;
    d->macro_path = path_text(invoc_path(inv));
    d->def_site = dd->span;
    d->def_crate = md->krate;
    d->def_module = md->module;
    d->edition = md->edition;
    d->local_inner_macros = md->local_inner_macros;
    d->allow_internal_unstable = md->allow_internal_unstable;
    d->is_builtin = md->builtin != NULL;
}

/* An attribute on a statement that is not a procedural macro (inert,
 * unresolved: reported, or a built-in attribute macro, which takes items
 * only): the statement stays, with the attribute unless it was
 * unresolved, and is walked as this "expansion"'s output. */
static void keep_stmt(Expander *x, Invoc *inv, bool keep_attr) {
    AttrList *al = stmt_attrs(&inv->stmt);
    if (keep_attr && al) {
        Attr *na = ARENA_ARRAY(x->ex->ps->arena, Attr, al->len + 1);
        na[0] = inv->attr;
        copy_n(na + 1, al->data, sizeof(Attr) * al->len);
        *al = (AttrList){na, al->len + 1};
        hmap_put(&x->inert_attrs, span_key(inv->attr.span), 1);
    }
    MacOutput out = {0};
    if (inv->slot == SLOT_EXPR) {
        out.expr = inv->stmt.expr;
    } else {
        out.stmts.data = ARENA_NEW(x->ex->ps->arena, Stmt);
        out.stmts.data[0] = inv->stmt;
        out.stmts.len = 1;
        out.is_stmts = true;
    }
    place_output(x, inv, &out);
}

static void expand_invoc(Expander *x, Invoc *inv, Res *res) {
    if (inv->stmt_attr && res->kind == RES_DEF) {
        MacroData *md = res_macro_data(x->r, res->def);
        if (!md || !md->proc_macro) {
            keep_stmt(x, inv, true);
            return;
        }
    }
    if (inv->stmt_attr && res->kind != RES_DEF) {
        keep_stmt(x, inv, res->kind != RES_ERR);
        return;
    }
    if (res->kind != RES_DEF) {
        /* An inert attribute through a path (#[rustfmt::skip] is caught
         * earlier): the item stays. */
        if (inv->ikind == INV_ATTR) {
            Item *it = inv->item;
            /* An unresolved attribute (reported) is dropped; an inert one
             * goes back on the item. Either way the item is kept and
             * walked (its attributes no longer make it an invocation:
             * inv->attr was the first non-inert one). */
            if (res->kind != RES_ERR) {
                AttrList l = it->attrs;
                Attr *na = ARENA_ARRAY(x->ex->ps->arena, Attr, l.len + 1);
                na[0] = inv->attr;
                copy_n(na + 1, l.data, sizeof(Attr) * l.len);
                it->attrs = (AttrList){na, l.len + 1};
                hmap_put(&x->inert_attrs, span_key(inv->attr.span), 1);
            }
            MacOutput out = {0};
            Item **one = ARENA_ARRAY(x->ex->ps->arena, Item *, 1);
            one[0] = it;
            out.items = (ItemList){one, 1};
            out.is_items = true;
            /* The item was never defined: walk it as output of this
             * "expansion" (its own expansion id is harmless). */
            place_output(x, inv, &out);
            return;
        }
        fail_slot(x, inv);
        return;
    }
    MacroData *md = res_macro_data(x->r, res->def);
    if (!md) rcc_ice("expand: resolved macro without data");
    fill_expn(x, inv, res->def, md);
    if (recursion_limit_reached(x, inv, res_def(x->r, res->def)->name)) {
        fail_slot(x, inv);
        return;
    }
    MacOutput out = {0};
    if (!run_macro(x, inv, md, &out)) {
        tb_free(&out.tb);
        fail_slot(x, inv);
        return;
    }
    place_output(x, inv, &out);
    tb_free(&out.tb);
}

/* ---- module paths (module_path!) ---- */

static Symbol module_path_of(Expander *x, ModuleId m) {
    uint64_t v;
    if (hmap_get(&x->module_paths, m, &v)) return (Symbol)v;
    ModuleId named = m;
    while (named && !res_module_def(x->r, named).i) named = res_module_parent(x->r, named);
    Symbol s;
    ModuleId parent = named ? res_module_parent(x->r, named) : 0;
    if (!named || !parent) {
        s = x->ex->crate_name;
    } else {
        Symbol up = module_path_of(x, parent);
        const DefData *d = res_def(x->r, res_module_def(x->r, named));
        char *str = xasprintf("%s::%s", sym_str(up), sym_str(d->name));
        s = sym_cstr(str);
        free(str);
    }
    hmap_put(&x->module_paths, m, s);
    return s;
}

/* ---- eager expansion for built-ins ---- */

static Expr *expand_expr_now(ExpandCtx *ex, const MacInvoc *mi, Expr *e) {
    (void)mi;
    Expander *x = ex->driver;
    for (int guard = 0; e && e->kind == EXPR_MAC_CALL && guard < 1000 && !ex->fatal; guard++) {
        const Invoc *outer = x->current;
        Invoc inv = {.ikind = INV_BANG, .frag = FRAG_EXPR, .slot = SLOT_EXPR, .span = e->mac.span,
                     .mac = e->mac, .expr = e};
        inv.scope = outer ? outer->scope : (ParentScope){.krate = x->krate};
        inv.scope.expansion = outer ? outer->expn : 0;
        inv.expn = new_expn(x, EXPN_MACRO_BANG, e->mac.span, path_ctxt(&e->mac.path), inv.scope.module);
        Res res;
        if (res_resolve_macro_path(x->r, &inv.scope, &e->mac.path, MACRO_BANG, true, &res) != DET_OK ||
            res.kind != RES_DEF)
            return e;
        MacroData *md = res_macro_data(x->r, res.def);
        fill_expn(x, &inv, res.def, md);
        if (recursion_limit_reached(x, &inv, res_def(x->r, res.def)->name)) return e;
        MacOutput out = {0};
        if (!run_macro(x, &inv, md, &out)) {
            tb_free(&out.tb);
            return e;
        }
        Expr *ne = out.expr ? out.expr : parse_expr_tokens(ex->ps, in_place(ex->ps, tb_finish_eof(&out.tb, ex->ps->arena)));
        tb_free(&out.tb);
        if (!ne) return e;
        expand_cfg_expr(ex, ne);
        e = ne;
    }
    return e;
}

/* ---- the fixed point ---- */

/* An invocation is finished (expanded, or failed): its module has one
 * pending invocation less, and a failed one defines no macro_rules. */
static void done_with(Expander *x, Invoc *inv) {
    if (!inv->pending) return;
    if (!inv->scope_set) res_set_invocation_scope(x->r, inv->expn, inv->scope.macro_rules);
    res_note_pending_invocation(x->r, inv->scope.module, -1);
}

static MacroKind macro_kind_of(const Invoc *inv) {
    return inv->ikind == INV_BANG ? MACRO_BANG : inv->ikind == INV_ATTR ? MACRO_ATTR : MACRO_DERIVE;
}

static const Path *invoc_path(const Invoc *inv) {
    return inv->ikind == INV_BANG ? &inv->mac.path : inv->ikind == INV_ATTR ? &inv->attr.path : &inv->derive_path;
}

static void reverse_invocs(Invoc *v, uint32_t n) {
    for (uint32_t i = 0; i < n / 2; i++) {
        Invoc t = v[i];
        v[i] = v[n - 1 - i];
        v[n - 1 - i] = t;
    }
}

/* Invocations are taken depth first, as rustc takes them: the queue is a
 * stack holding them in reverse source order, and the invocations an
 * expansion produces are expanded before the ones after it (so runaway
 * recursion hits the recursion limit instead of growing breadth first).
 * Those whose macro is undetermined wait for the next round. */
/* Is an attribute invocation a helper attribute of a derive of its item
 * (`#[derive(Foo)] #[foo_helper] struct S;`, the proc-macro derive
 * declaring `attributes(foo_helper)`)? 1 yes, 0 no, -1 not known yet (a
 * derive's path is undetermined). Such an attribute is inert. */
static int derive_helper(Expander *x, const Invoc *inv) {
    if (inv->ikind != INV_ATTR || inv->attr.path.nsegs != 1 || !inv->item) return 0;
    Symbol name = inv->attr.path.segs[0].ident.name;
    int r = 0;
    const AttrList *l = &inv->item->attrs;
    for (uint32_t i = 0; i < l->len && r <= 0; i++) {
        const Attr *a = &l->data[i];
        if (a->is_doc_comment || a->path.nsegs != 1 || a->path.segs[0].ident.name != SYM_derive) continue;
        /* the derive's paths, read from its tokens (collect_derives
         * reports malformed ones) */
        TokenSlice ts = a->args_kind == ATTR_ARGS_DELIMITED ? a->tokens : (TokenSlice){0};
        for (uint32_t k = 0; k < ts.len && r <= 0;) {
            uint32_t end = k;
            while (end < ts.len && ts.data[end].kind != TK_COMMA) end++;
            uint32_t nsegs = 0;
            bool ok = end > k;
            for (uint32_t j = k; j < end && ok; j++) {
                bool want_ident = (j - k) % 2 == (ts.data[k].kind == TK_PATHSEP ? 1u : 0u);
                if (want_ident) ok = ts.data[j].kind == TK_IDENT, nsegs++;
                else ok = ts.data[j].kind == TK_PATHSEP;
            }
            ok = ok && ts.data[end - 1].kind == TK_IDENT;
            Path path = {0};
            if (ok) {
                bool global = ts.data[k].kind == TK_PATHSEP;
                path.span = span_new(ts.data[k].span.lo, ts.data[end - 1].span.hi);
                path.segs = ARENA_ARRAY(x->ex->ps->arena, PathSegment, nsegs + 1);
                memset(path.segs, 0, sizeof(PathSegment) * (nsegs + 1));
                if (global) path.segs[path.nsegs++].ident = (Ident){.name = SYM_PathRoot, .span = ts.data[k].span};
                for (uint32_t j = k; j < end; j++)
                    if (ts.data[j].kind == TK_IDENT)
                        path.segs[path.nsegs++].ident =
                            (Ident){.name = ts.data[j].sym, .span = ts.data[j].span, .ctxt = ts.data[j].ctxt};
            }
            k = end + 1;
            if (!ok) continue;
            Res res;
            Determinacy d = res_resolve_macro_path(x->r, &inv->scope, &path, MACRO_DERIVE, false, &res);
            if (d == DET_UNDETERMINED) {
                r = -1;
                continue;
            }
            if (d != DET_OK || res.kind != RES_DEF) continue;
            const MacroData *md = res_macro_data(x->r, res.def);
            const ProcMacroRef *pm = md ? md->proc_macro : NULL;
            for (uint32_t h = 0; pm && h < pm->nhelpers; h++)
                if (pm->helpers[h] == name) r = 1;
        }
    }
    return r;
}

static void run_fixed_point(Expander *x) {
    bool force = false;
    VEC(Invoc) waiting = {0};
    reverse_invocs(x->queue.data, x->queue.len);
    while (x->queue.len && !x->ex->fatal) {
        while (res_resolve_imports(x->r)) {}
        bool progress = false;
        waiting.len = 0;
        while (x->queue.len && !x->ex->fatal) {
            Invoc inv = vec_pop(&x->queue);
            Res res;
            int helper = derive_helper(x, &inv);
            if (helper < 0 && !force) {
                vec_push(&waiting, inv);
                continue;
            }
            Determinacy d = helper > 0 ? DET_OK
                                       : res_resolve_macro_path(x->r, &inv.scope, invoc_path(&inv),
                                                                macro_kind_of(&inv), force, &res);
            if (helper > 0) res = (Res){.kind = RES_NON_MACRO_ATTR};
            if (d == DET_UNDETERMINED) {
                vec_push(&waiting, inv);
                continue;
            }
            progress = true;
            force = false;
            if (d == DET_ERROR) res.kind = RES_ERR;
            uint32_t before = x->queue.len;
            expand_invoc(x, &inv, &res);
            done_with(x, &inv);
            reverse_invocs(x->queue.data + before, x->queue.len - before);
        }
        /* The waiting ones, back in source order on the stack. */
        for (uint32_t i = waiting.len; i-- > 0;) vec_push(&x->queue, waiting.data[i]);
        if (x->ex->fatal) break;
        if (!progress) {
            if (res_resolve_imports(x->r)) continue;
            if (force) {
                /* Forcing resolved nothing: every waiting invocation is an
                 * error the resolver reported. */
                for (uint32_t i = 0; i < x->queue.len; i++) {
                    fail_slot(x, &x->queue.data[i]);
                    done_with(x, &x->queue.data[i]);
                }
                x->queue.len = 0;
                break;
            }
            force = true;
        }
    }
    vec_free(&waiting);
    while (res_resolve_imports(x->r)) {}
}

/* ---- crate-level set-up ---- */

static uint32_t crate_recursion_limit(const Crate *c) {
    for (uint32_t i = 0; i < c->attrs.len; i++) {
        const Attr *a = &c->attrs.data[i];
        if (meta_attr_name(a) != sym_cstr("recursion_limit")) continue;
        Symbol v = meta_attr_value_str(a);
        if (!v) continue;
        char *end;
        unsigned long n = strtoul(sym_str(v), &end, 10);
        if (*end == 0 && n > 0) return (uint32_t)n;
    }
    return 128;
}

/* rustc's standard library injection: a `#![no_std]` crate gets
 * `#[macro_use] extern crate core;` and the core prelude of its edition
 * (and `#[macro_use] extern crate compiler_builtins;` when the driver
 * found one: builtins_available);
 * a crate with std gets `#[macro_use] extern crate std;` and std's
 * prelude (when a std is loaded: std_available); a `#![no_core]` crate
 * gets nothing. */
static void inject_prelude(Expander *x, Crate *c) {
    ParseSess *ps = x->ex->ps;
    bool no_core = has_attr(&c->attrs, SYM_no_core), no_std = has_attr(&c->attrs, SYM_no_std);
    if (no_core) return;
    const char *krate = no_std ? "core" : "std";
    /* Without a std (`--sysroot` without one, or std itself) nothing is
     * injected; paths into std then fail to resolve where they are used. */
    if (!no_std && !x->ex->std_available) return;
    static const char *const eds[] = {"rust_2015", "rust_2018", "rust_2021", "rust_2024"};
    /* rustc's order and spelling (its expanded output shows them). */
    char *src = xasprintf("#[prelude_import] use ::%s::prelude::%s::*; #[macro_use] extern crate %s;%s", krate,
                          eds[x->ex->edition], krate,
                          no_std && x->ex->builtins_available ? " #[macro_use] extern crate compiler_builtins;" : "");
    TokBuilder tb;
    tb_init(&tb, (Span){c->span.lo, c->span.lo}, 0);
    tb_src(&tb, src);
    free(src);
    ItemList items = {0};
    if (!parse_items_tokens(ps, tb_finish(&tb, ps->arena), &items)) rcc_ice("expand: prelude injection");
    tb_free(&tb);
    ItemList *l = &c->items;
    Item **data = ARENA_ARRAY(ps->arena, Item *, l->len + items.len);
    copy_n(data, items.data, sizeof(Item *) * items.len);
    copy_n(data + items.len, l->data, sizeof(Item *) * l->len);
    l->data = data;
    l->len += items.len;
}

void expand_crate(ExpandCtx *ex, Resolver *r, uint32_t krate, Crate *c) {
    Expander x = {.ex = ex, .r = r, .hyg = ex->hyg, .krate = krate};
    hmap_init(&x.module_paths);
    hmap_init(&x.inert_attrs);
    hmap_init(&x.repl);
    hmap_init(&x.touched);
    ex->driver = &x;
    ex->expand_expr_now = expand_expr_now;
    x.recursion_limit = crate_recursion_limit(c);
    inject_prelude(&x, c);
    Frame root = {.kind = F_MOD, .module = res_crate_root(r, krate), .list = &c->items};
    /* the root's module directory, as expand_cfg_crate found it */
    const char *root_file = ex->root_file;
    if (!root_file) {
        const SourceFile *f = sm_file_at(ex->sm, c->span.lo);
        root_file = f ? f->name : "";
    }
    root.mod_dir = ARENA_NEW(ex->ps->arena, ModDir);
    expand_root_mod_dir(ex, root_file, root.mod_dir);
    push_frame(&x, root);
    AstVisitor v = collector(&x);
    for (uint32_t i = 0; i < c->items.len; i++) ast_walk_item(&v, c->items.data[i]);
    run_fixed_point(&x);
    flatten_lists(&x);
    if (ex->test_harness && krate == LOCAL_CRATE && !ex->fatal) {
        /* rustc's test_harness::inject, after expansion: the harness's
         * main is collected and expanded like an item of the root */
        Item *main = expand_test_harness(ex, r, krate, c);
        ItemList *l = &c->items;
        Item **data = ARENA_ARRAY(ex->ps->arena, Item *, l->len + 1);
        copy_n(data, l->data, sizeof(Item *) * l->len);
        data[l->len] = main;
        l->data = data;
        l->len++;
        x.frames.len = 1;
        x.cur_expn = 0;
        ast_walk_item(&v, main);
        run_fixed_point(&x);
        flatten_lists(&x);
    }
    if (ex->proc_macro_symbol && krate == LOCAL_CRATE && !ex->fatal) {
        /* rustc's proc_macro_harness::inject, after expansion */
        Item *decls = expand_proc_macro_harness(ex, r, c, ex->proc_macro_symbol, &ex->proc_macros);
        ItemList *l = &c->items;
        Item **data = ARENA_ARRAY(ex->ps->arena, Item *, l->len + 1);
        copy_n(data, l->data, sizeof(Item *) * l->len);
        data[l->len] = decls;
        l->data = data;
        l->len++;
        x.frames.len = 1;
        x.cur_expn = 0;
        ast_walk_item(&v, decls);
        run_fixed_point(&x);
        flatten_lists(&x);
    }
    res_finalize_imports(r, krate);
    vec_free(&x.queue);
    vec_free(&x.frames);
    hmap_free(&x.module_paths);
    hmap_free(&x.inert_attrs);
    uint32_t iter = 0;
    uint64_t key, val;
    while (hmap_next(&x.repl, &iter, &key, &val)) vec_free(&((ItemRepl *)(uintptr_t)val)->after);
    hmap_free(&x.repl);
    hmap_free(&x.touched);
    vec_free(&x.touched_lists);
    ex->driver = NULL;
    ex->expand_expr_now = NULL;
}

/* `derive` is handled when items are collected (collect_derives); the
 * built-in is only reached through an unusual path to it. */
bool bi_attr_derive(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    diag_emit(diag_error(ex->dc, DC_NONE, inv->span, "rcc supports `derive` only under its own name"));
    out->failed = true;
    return false;
}
