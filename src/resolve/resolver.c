/* resolver.c — the resolver's tables: crates, definitions (DefIds),
 * modules and their name tables, bindings, visibilities, and the queries
 * later phases ask (res_def, res_def_of_node, res_module_*, the path and
 * label resolutions late resolution records).
 *
 * Takes: crates as the driver adds them, definitions as graph.c creates
 * them. Gives: the id-based public view of resolve.h and the helpers the
 * other files of src/resolve/ build on (resolve_priv.h).
 */
#include "resolve_priv.h"

/* The slot for id in a dense NodeId-indexed table, growing it (zeroed). */
static uint32_t *dense_slot(VecU32 *v, uint32_t id) {
    if (id >= v->len) {
        uint32_t n = id + 1 > v->len * 2 ? id + 1 : v->len * 2;
        vec_reserve(v, n - v->len);
        memset(v->data + v->len, 0, sizeof(uint32_t) * (n - v->len));
        v->len = n;
    }
    return &v->data[id];
}

/* ---- creation ---- */

Resolver *res_new(const ResolverInit *init) {
    Resolver *r = xcalloc(1, sizeof *r);
    r->ps = init->ps;
    r->dc = init->ps->dc;
    r->hyg = init->hyg;
    r->nightly = init->nightly;
    r->load_crate = init->load_crate;
    r->load_ctx = init->load_ctx;
    arena_init(&r->arena);
    DefData none = {0};
    vec_push(&r->defs, none);
    vec_push(&r->def_vis, VIS_PUB);
    vec_push(&r->modules, NULL);
    MacroRulesScope empty = {.kind = MRS_EMPTY};
    vec_push(&r->mr_scopes, empty);
    PartialRes pr0 = {0};
    vec_push(&r->path_res_vals, pr0);
    r->dummy = rs_new_binding(r, rs_res_err(), VIS_PUB, (Span){0, 0}, 0);
    for (int p = 0; p <= PRIM_F64; p++) {
        Res res = {.kind = RES_PRIM_TY, .prim = (uint8_t)p};
        r->prim_bindings[p] = rs_new_binding(r, res, VIS_PUB, (Span){0, 0}, 0);
    }
    r->tool_binding = rs_new_binding(r, (Res){.kind = RES_TOOL_MOD}, VIS_PUB, (Span){0, 0}, 0);
    r->builtin_attr_binding = rs_new_binding(r, (Res){.kind = RES_NON_MACRO_ATTR}, VIS_PUB, (Span){0, 0}, 0);
    return r;
}

static void free_module(Module *m) {
    for (uint32_t i = 0; i < m->entries.len; i++) {
        NameEntry *e = m->entries.data[i];
        for (int ns = 0; ns < NS__COUNT; ns++) vec_free(&e->ns[ns].singles);
    }
    hmap_free(&m->names);
    vec_free(&m->entries);
    vec_free(&m->globs);
    vec_free(&m->glob_importers);
}

void res_free(Resolver *r) {
    if (!r) return;
    for (uint32_t i = 1; i < r->modules.len; i++) free_module(r->modules.data[i]);
    for (uint32_t i = 0; i < r->crates.len; i++) {
        hmap_free(&r->crates.data[i].extern_prelude);
        vec_free(&r->crates.data[i].extern_prelude_order);
        hmap_free(&r->crates.data[i].macro_use_prelude);
        hmap_free(&r->crates.data[i].tools);
    }
    for (uint32_t i = 0; i < r->macro_resolutions.len; i++) free(r->macro_resolutions.data[i].path);
    vec_free(&r->defs);
    vec_free(&r->externs);
    vec_free(&r->child_first);
    vec_free(&r->child_list);
    vec_free(&r->def_vis);
    vec_free(&r->node_defs);
    hmap_free(&r->def_modules);
    hmap_free(&r->block_modules);
    hmap_free(&r->macro_datas);
    hmap_free(&r->macro_rules_scopes);
    hmap_free(&r->def_bindings);
    hmap_free(&r->macro_names);
    vec_free(&r->modules);
    vec_free(&r->crates);
    vec_free(&r->mr_scopes);
    hmap_free(&r->invoc_outputs);
    vec_free(&r->imports);
    vec_free(&r->indeterminate);
    vec_free(&r->determined);
    vec_free(&r->path_res);
    vec_free(&r->path_res_vals);
    hmap_free(&r->label_res);
    hmap_free(&r->trait_scopes);
    hmap_free(&r->scope_traits);
    for (uint32_t i = 0; i < r->scope_trait_lists.len; i++) vec_free(&r->scope_trait_lists.data[i]);
    vec_free(&r->scope_trait_lists);
    vec_free(&r->ambiguity_errors);
    vec_free(&r->privacy_errors);
    vec_free(&r->macro_resolutions);
    hmap_free(&r->name_already_seen);
    hmap_free(&r->glob_used_names);
    hmap_free(&r->reported_privacy);
    arena_free(&r->arena);
    free(r);
}

/* ---- definitions ---- */

DefId rs_new_def(Resolver *r, DefKind kind, CrateNum krate, Symbol name, DefId parent, NodeId node, void *ast,
                 Span span) {
    DefData d = {.kind = (uint8_t)kind, .krate = krate, .name = name, .parent = parent, .node = node,
                 .ast = ast, .span = span};
    vec_push(&r->defs, d);
    vec_push(&r->def_vis, VIS_PUB);
    DefId id = {r->defs.len - 1};
    if (node.i) *dense_slot(&r->node_defs, node.i) = id.i;
    return id;
}

DefId res_define_late_def(Resolver *r, DefKind kind, DefId parent, NodeId node, void *ast, Symbol name, Span span) {
    DefId d = res_def_of_node(r, node);
    if (d.i) return d;
    const DefData *pd = res_def(r, parent);
    return rs_new_def(r, kind, pd ? pd->krate : LOCAL_CRATE, name, parent, node, ast, span);
}

bool res_name_used_via_glob(const Resolver *r, Symbol name) {
    uint64_t v;
    return hmap_get(&r->glob_used_names, name, &v);
}

const DefData *res_def(const Resolver *r, DefId d) {
    if (d.i == 0 || d.i >= r->defs.len) return NULL;
    if (r->defs.data[d.i].kind == DEF_KIND_UNREAD) rs_read_extern_def(r, d);
    return &r->defs.data[d.i];
}

uint32_t res_def_count(const Resolver *r) { return r->defs.len - 1; }

DefId res_def_of_node(const Resolver *r, NodeId n) {
    if (n.i && n.i < r->node_defs.len) return (DefId){r->node_defs.data[n.i]};
    return (DefId){0};
}

static const char *const def_kind_descrs[] = {
#define X(name, descr) descr,
    RES_DEF_KINDS(X)
#undef X
};

const char *res_def_descr(const Resolver *r, DefId d) {
    const DefData *dd = res_def(r, d);
    if (!dd) return "unresolved item";
    switch (dd->kind) {
    /* rustc: "crate" for the root of another crate. */
    case DEF_MOD: return dd->parent.i || dd->krate == LOCAL_CRATE ? "module" : "crate";
    case DEF_CTOR:
        if (dd->ctor_of == CTOR_OF_STRUCT) return dd->ctor_kind == CTOR_FN ? "tuple struct" : "unit struct";
        return dd->ctor_kind == CTOR_FN ? "tuple variant" : "unit variant";
    case DEF_MACRO:
        return dd->macro_kind == MACRO_ATTR ? "attribute macro" : dd->macro_kind == MACRO_DERIVE ? "derive macro"
                                                                                                  : "macro";
    default: return def_kind_descrs[dd->kind];
    }
}

/* ---- crates ---- */

CrateData *rs_crate(const Resolver *r, CrateNum c) {
    if (c >= r->crates.len) rcc_ice("resolve: bad CrateNum %u", c);
    return &r->crates.data[c];
}

static bool attrs_have(const AttrList *attrs, Symbol name) {
    for (uint32_t i = 0; i < attrs->len; i++)
        if (meta_attr_name(&attrs->data[i]) == name) return true;
    return false;
}

static void add_prelude_entry(CrateData *cd, Symbol name, CrateNum c, Arena *a) {
    uint64_t v;
    ExternPreludeEntry *e;
    if (hmap_get(&cd->extern_prelude, name, &v)) {
        e = (ExternPreludeEntry *)(uintptr_t)v;
    } else {
        e = ARENA_NEW(a, ExternPreludeEntry);
        e->name = name;
        e->krate = UINT32_MAX;
        hmap_put(&cd->extern_prelude, name, (uint64_t)(uintptr_t)e);
        vec_push(&cd->extern_prelude_order, e);
    }
    if (c != UINT32_MAX) {
        e->krate = c;
        e->root_binding = NULL;
    }
}

/* #![register_tool(a, b)]: tool modules besides rustfmt and clippy. */
static void register_tools(Resolver *r, CrateData *cd, const AttrList *attrs) {
    hmap_put(&cd->tools, sym_cstr("rustfmt"), 1);
    hmap_put(&cd->tools, sym_cstr("clippy"), 1);
    Symbol reg = sym_cstr("register_tool");
    for (uint32_t i = 0; i < attrs->len; i++) {
        const Attr *a = &attrs->data[i];
        if (meta_attr_name(a) != reg) continue;
        MetaItem m;
        if (!meta_from_attr(r->ps, a, &m) || m.kind != META_LIST) continue;
        for (uint32_t j = 0; j < m.nlist; j++) {
            Symbol n = m.list[j].is_lit ? 0 : meta_name(&m.list[j].meta);
            if (n) hmap_put(&cd->tools, n, 1);
        }
    }
}

CrateNum res_add_crate(Resolver *r, Symbol name, Crate *krate, Edition edition) {
    CrateNum c = r->crates.len;
    CrateData cd = {.name = name, .ast = krate, .edition = edition};
    vec_push(&r->crates, cd);
    CrateData *p = &r->crates.data[c];
    static Symbol no_implicit_prelude;
    if (!no_implicit_prelude) no_implicit_prelude = sym_cstr("no_implicit_prelude");
    AttrList none = {0};
    const AttrList *attrs = krate ? &krate->attrs : &none;
    p->no_core = attrs_have(attrs, SYM_no_core);
    p->no_std = p->no_core || attrs_have(attrs, SYM_no_std);
    p->no_implicit_prelude = attrs_have(attrs, no_implicit_prelude);
    register_tools(r, p, attrs);
    Span sp = krate ? krate->span : (Span){0, 0};
    DefId root = rs_new_def(r, DEF_MOD, c, name, (DefId){0}, krate ? krate->id : (NodeId){0}, krate, sp);
    Module *m = rs_new_module(r, MOD_DEF, DEF_MOD, root, name, 0, c, 0, sp, p->no_implicit_prelude);
    p = &r->crates.data[c];
    p->root = m->id;
    /* rustc puts `core` (and `std` without #![no_std]) in the extern
     * prelude of every crate that does not opt out. */
    if (!p->no_core) {
        add_prelude_entry(p, sym_cstr("core"), UINT32_MAX, &r->arena);
        if (!p->no_std) add_prelude_entry(p, sym_cstr("std"), UINT32_MAX, &r->arena);
    }
    return c;
}

ModuleId res_crate_root(const Resolver *r, CrateNum c) { return rs_crate(r, c)->root; }
Symbol res_crate_name(const Resolver *r, CrateNum c) { return rs_crate(r, c)->name; }

void res_add_extern_prelude(Resolver *r, Symbol name, CrateNum c) {
    res_add_extern_prelude_in(r, LOCAL_CRATE, name, c);
}

void res_add_extern_prelude_in(Resolver *r, CrateNum into, Symbol name, CrateNum c) {
    add_prelude_entry(rs_crate(r, into), name, c, &r->arena);
}

void res_crate_done(Resolver *r, CrateNum c) { rs_crate(r, c)->done = true; }

uint32_t res_crate_count(const Resolver *r) { return r->crates.len; }
Crate *res_crate_ast(const Resolver *r, CrateNum c) { return c < r->crates.len ? r->crates.data[c].ast : NULL; }
Edition res_crate_edition(const Resolver *r, CrateNum c) { return r->crates.data[c].edition; }

/* Reads the crate root's attributes as they are after expansion
 * (cfg_attr applied), so a feature named through cfg_attr counts. */
bool res_crate_has_feature(const Resolver *r, CrateNum c, Symbol feature) {
    if (res_crate_is_extern(r, c)) return rs_extern_crate_has(r, c, feature, true);
    const Crate *k = res_crate_ast(r, c);
    if (!k) return false;
    for (uint32_t i = 0; i < k->attrs.len; i++) {
        const Attr *a = &k->attrs.data[i];
        if (meta_attr_name(a) != SYM_feature || a->args_kind != ATTR_ARGS_DELIMITED) continue;
        const Token *t = a->tokens.data;
        uint32_t n = a->tokens.len;
        for (uint32_t j = 0; j < n; j++)
            if (t[j].kind == TK_IDENT && t[j].sym == feature && (j == 0 || t[j - 1].kind == TK_COMMA) &&
                (j + 1 == n || t[j + 1].kind == TK_COMMA))
                return true;
    }
    return false;
}

bool res_crate_has_attr(const Resolver *r, CrateNum c, Symbol name) {
    if (res_crate_is_extern(r, c)) return rs_extern_crate_has(r, c, name, false);
    const Crate *k = res_crate_ast(r, c);
    if (!k) return false;
    for (uint32_t i = 0; i < k->attrs.len; i++)
        if (meta_attr_name(&k->attrs.data[i]) == name) return true;
    return false;
}

/* ---- modules ---- */

Module *rs_module(const Resolver *r, ModuleId m) {
    if (m == 0 || m >= r->modules.len) rcc_ice("resolve: bad ModuleId %u", m);
    Module *mod = r->modules.data[m];
    if (mod->lazy) rs_populate_extern_module(r, mod);
    return mod;
}

Module *rs_new_module(Resolver *r, ModuleKindTag kind, uint8_t def_kind, DefId def, Symbol name, ModuleId parent,
                      CrateNum krate, uint32_t expansion, Span span, bool no_implicit_prelude) {
    Module *m = ARENA_NEW(&r->arena, Module);
    m->id = r->modules.len;
    m->kind = (uint8_t)kind;
    m->def_kind = def_kind;
    m->def = def;
    m->name = name;
    m->parent = parent;
    m->krate = krate;
    m->expansion = expansion;
    m->span = span;
    m->no_implicit_prelude = no_implicit_prelude;
    hmap_init(&m->names);
    vec_push(&r->modules, m);
    if (kind == MOD_DEF && def.i) hmap_put(&r->def_modules, def.i, m->id);
    return m;
}

ModuleId res_module_of_def(const Resolver *r, DefId d) {
    uint64_t v;
    if (d.i && hmap_get(&r->def_modules, d.i, &v)) return (ModuleId)v;
    return r->externs.len ? rs_extern_module_of_def(r, d) : 0;
}

DefId res_module_def(const Resolver *r, ModuleId m) {
    const Module *mod = rs_module(r, m);
    return mod->kind == MOD_DEF ? mod->def : (DefId){0};
}

ModuleId res_module_parent(const Resolver *r, ModuleId m) { return rs_module(r, m)->parent; }

ModuleId res_module_of_block(const Resolver *r, NodeId block) {
    uint64_t v;
    if (hmap_get(&r->block_modules, block.i, &v)) return (ModuleId)v;
    return 0;
}

bool rs_module_is_normal(const Module *m) { return m->kind == MOD_DEF && m->def_kind == DEF_MOD; }
bool rs_module_is_trait(const Module *m) { return m->kind == MOD_DEF && m->def_kind == DEF_TRAIT; }

Module *rs_nearest_item_scope(const Resolver *r, Module *m) {
    if (m->kind == MOD_DEF && (m->def_kind == DEF_ENUM || m->def_kind == DEF_TRAIT) && m->parent)
        return rs_module(r, m->parent);
    return m;
}

ModuleId rs_nearest_parent_mod(const Resolver *r, ModuleId m) {
    while (m) {
        const Module *mod = rs_module(r, m);
        if (rs_module_is_normal(mod) || !mod->parent) return m;
        m = mod->parent;
    }
    return 0;
}

bool rs_is_ancestor_of(const Resolver *r, ModuleId anc, ModuleId m) {
    while (m) {
        if (m == anc) return true;
        m = rs_module(r, m)->parent;
    }
    return false;
}

Res rs_res_def(DefId d) { return (Res){.kind = RES_DEF, .def = d}; }
Res rs_res_err(void) { return (Res){.kind = RES_ERR}; }

bool rs_res_eq(Res a, Res b) {
    return a.kind == b.kind && a.prim == b.prim && a.def.i == b.def.i && a.local.i == b.local.i;
}

Res rs_module_res(const Resolver *r, const Module *m) {
    (void)r;
    return m->kind == MOD_DEF ? rs_res_def(m->def) : rs_res_err();
}

ModuleId rs_res_module(const Resolver *r, Res res) {
    if (res.kind != RES_DEF) return 0;
    const DefData *d = res_def(r, res.def);
    if (!d || (d->kind != DEF_MOD && d->kind != DEF_ENUM && d->kind != DEF_TRAIT)) return 0;
    return res_module_of_def(r, res.def);
}

Ident rs_key_ident(Resolver *r, Ident ident) {
    ident.ctxt = hyg_normalize_to_macros_2_0(r->hyg, ident.ctxt);
    if (ident.name == SYM_underscore) ident.ctxt = 0x80000000u | ++r->underscore_counter;
    return ident;
}

NameEntry *rs_entry(Resolver *r, Module *m, Ident ident, bool create) {
    uint64_t key = ((uint64_t)ident.name << 32) | ident.ctxt, v;
    if (hmap_get(&m->names, key, &v)) return (NameEntry *)(uintptr_t)v;
    if (!create) return NULL;
    NameEntry *e = ARENA_NEW(&r->arena, NameEntry);
    e->ident = ident;
    hmap_put(&m->names, key, (uint64_t)(uintptr_t)e);
    vec_push(&m->entries, e);
    return e;
}

/* ---- visibilities ---- */

Vis rs_vis_crate(const Resolver *r, CrateNum c) { return rs_crate(r, c)->root; }

bool rs_is_accessible_from(const Resolver *r, Vis vis, ModuleId m) {
    if (vis == VIS_PUB) return true;
    if (vis == VIS_INVISIBLE) return false;
    return rs_is_ancestor_of(r, vis, rs_nearest_parent_mod(r, m));
}

/* Is `a` at least as visible as `b`? */
bool rs_vis_is_at_least(const Resolver *r, Vis a, Vis b) {
    if (a == VIS_PUB) return true;
    if (b == VIS_PUB) return false;
    if (b == VIS_INVISIBLE) return true;
    if (a == VIS_INVISIBLE) return false;
    return rs_is_ancestor_of(r, a, b);
}

/* ---- bindings ---- */

Binding *rs_new_binding(Resolver *r, Res res, Vis vis, Span span, uint32_t expansion) {
    Binding *b = ARENA_NEW(&r->arena, Binding);
    b->kind = BK_RES;
    b->res = res;
    b->vis = vis;
    b->span = span;
    b->expansion = expansion;
    return b;
}

Res rs_binding_res(const Binding *b) {
    while (b->kind == BK_IMPORT) b = b->target;
    return b->res;
}

ModuleId rs_binding_module(const Resolver *r, const Binding *b) { return rs_res_module(r, rs_binding_res(b)); }

bool rs_binding_is_import(const Binding *b) { return b->kind == BK_IMPORT; }

bool rs_binding_is_glob_import(const Binding *b) { return b->kind == BK_IMPORT && b->import->kind == IMP_GLOB; }

bool rs_binding_is_extern_crate(const Resolver *r, const Binding *b) {
    if (b->kind == BK_IMPORT) return b->import->kind == IMP_EXTERN_CRATE;
    if (b->res.kind != RES_DEF) return false;
    const DefData *d = res_def(r, b->res.def);
    return d && d->kind == DEF_MOD && d->parent.i == 0;
}

bool rs_binding_is_ambiguity(const Binding *b) {
    for (; b; b = b->kind == BK_IMPORT ? b->target : NULL)
        if (b->ambiguity) return true;
    return false;
}

bool rs_binding_is_importable(const Resolver *r, const Binding *b) {
    Res res = rs_binding_res(b);
    if (res.kind != RES_DEF) return true;
    const DefData *d = res_def(r, res.def);
    return !(d && (d->kind == DEF_ASSOC_CONST || d->kind == DEF_ASSOC_FN || d->kind == DEF_ASSOC_TY));
}

int rs_binding_macro_kind(const Resolver *r, const Binding *b) {
    Res res = rs_binding_res(b);
    if (res.kind == RES_NON_MACRO_ATTR) return MACRO_ATTR;
    if (res.kind != RES_DEF) return -1;
    const DefData *d = res_def(r, res.def);
    return d && d->kind == DEF_MACRO ? d->macro_kind : -1;
}

/* ---- hygiene helpers ---- */

Edition rs_ctxt_edition(const Resolver *r, uint32_t ctxt, CrateNum krate) {
    uint32_t e = hyg_outer_expn(r->hyg, ctxt);
    if (e) return hyg_expn(r->hyg, e)->edition;
    return rs_crate(r, krate)->edition;
}

uint32_t rs_remove_mark(const Resolver *r, uint32_t *ctxt) {
    uint32_t e = hyg_outer_expn(r->hyg, *ctxt);
    *ctxt = hyg_parent_ctxt(r->hyg, *ctxt);
    return e;
}

/* rustc's SyntaxContext::adjust: removes the marks of expansions that
 * `expn` is not a descendant of; returns the last one removed (0: none). */
uint32_t rs_adjust(const Resolver *r, uint32_t *ctxt, uint32_t expn) {
    uint32_t scope = 0;
    for (uint32_t guard = 0; guard < 100000; guard++) {
        uint32_t outer = hyg_outer_expn(r->hyg, *ctxt);
        if (hyg_expn_is_descendant_of(r->hyg, expn, outer)) break;
        scope = rs_remove_mark(r, ctxt);
    }
    return scope;
}

/* The module a macro's definition sits in: where its def-site names
 * resolve. */
ModuleId rs_expn_def_scope(const Resolver *r, uint32_t expn) {
    const ExpnData *d = hyg_expn(r->hyg, expn);
    if (d->def_module && d->def_module < r->modules.len) return d->def_module;
    CrateNum c = d->def_crate < r->crates.len ? d->def_crate : LOCAL_CRATE;
    return rs_crate(r, c)->root;
}

bool rs_is_path_segment_keyword(Symbol s) {
    return s == SYM_super || s == SYM_self || s == SYM_Self || s == SYM_crate || s == SYM_PathRoot ||
           s == SYM_dollar_crate;
}

/* ---- recorded resolutions ---- */

PartialRes res_path_res(const Resolver *r, NodeId last_segment) {
    if (last_segment.i && last_segment.i < r->path_res.len && r->path_res.data[last_segment.i])
        return r->path_res_vals.data[r->path_res.data[last_segment.i]];
    return (PartialRes){0};
}

void res_record_path_res(Resolver *r, NodeId last_segment, PartialRes pr) {
    if (!last_segment.i) return;
    uint32_t *slot = dense_slot(&r->path_res, last_segment.i);
    if (*slot) {
        r->path_res_vals.data[*slot] = pr;
        return;
    }
    vec_push(&r->path_res_vals, pr);
    *slot = r->path_res_vals.len - 1;
}

NodeId res_label_res(const Resolver *r, NodeId expr) {
    uint64_t v;
    if (hmap_get(&r->label_res, expr.i, &v)) return (NodeId){(uint32_t)v};
    return (NodeId){0};
}

void res_record_label_res(Resolver *r, NodeId expr, NodeId target) { hmap_put(&r->label_res, expr.i, target.i); }

/* ---- traits in scope (rustc's trait_map) ---- */

void res_record_trait_scope(Resolver *r, NodeId node, TraitScope s) {
    if (!node.i || !s.module) return;
    hmap_put(&r->trait_scopes, node.i, (uint64_t)s.module | (uint64_t)s.cur_trait.i << 32);
}

TraitScope res_trait_scope(const Resolver *r, NodeId node) {
    uint64_t v;
    if (!node.i || !hmap_get(&r->trait_scopes, node.i, &v)) return (TraitScope){0};
    return (TraitScope){(ModuleId)(uint32_t)v, {(uint32_t)(v >> 32)}};
}

static void traits_of_module(const Resolver *r, const Module *m, DefIdList *out) {
    for (uint32_t i = 0; i < m->entries.len; i++) {
        const NameEntry *e = m->entries.data[i];
        const Binding *b = e->ns[NS_TYPE].binding;
        if (!b) continue;
        Res res = rs_binding_res(b);
        if (res.kind != RES_DEF || !res.def.i) continue;
        uint8_t k = r->defs.data[res.def.i].kind;
        if (k == DEF_TRAIT || k == DEF_TRAIT_ALIAS) vec_push(out, res.def);
    }
}

static int cmp_def(const void *a, const void *b) {
    uint32_t x = ((const DefId *)a)->i, y = ((const DefId *)b)->i;
    return x < y ? -1 : x > y;
}

const DefId *res_traits_in_scope(Resolver *r, ModuleId module, uint32_t *n) {
    *n = 0;
    if (!module) return NULL;
    uint64_t v;
    if (!hmap_get(&r->scope_traits, module, &v)) {
        DefIdList l = {0};
        const Module *m = rs_module(r, module);
        bool use_prelude = !m->no_implicit_prelude;
        for (;;) {
            traits_of_module(r, m, &l);
            if (m->kind != MOD_BLOCK || !m->parent) break;
            m = rs_module(r, m->parent);
        }
        const CrateData *cd = rs_crate(r, m->krate);
        if (use_prelude && cd->prelude) traits_of_module(r, rs_module(r, cd->prelude), &l);
        if (l.len) qsort(l.data, l.len, sizeof *l.data, cmp_def);
        uint32_t w = 0;
        for (uint32_t i = 0; i < l.len; i++)
            if (!w || l.data[w - 1].i != l.data[i].i) l.data[w++] = l.data[i];
        l.len = w;
        vec_push(&r->scope_trait_lists, l);
        v = r->scope_trait_lists.len;
        hmap_put(&r->scope_traits, module, v);
    }
    const DefIdList *l = &r->scope_trait_lists.data[v - 1];
    *n = l->len;
    return l->data;
}

bool res_trait_is_in_scope(Resolver *r, ModuleId module, DefId trait) {
    uint32_t n = 0;
    const DefId *ts = res_traits_in_scope(r, module, &n);
    return n && bsearch(&trait, ts, n, sizeof *ts, cmp_def) != NULL;
}

/* ---- crate facts the back end needs ---- */

void res_set_crate_linked(Resolver *r, CrateNum c, bool linked) { rs_crate(r, c)->linked = linked; }
bool res_crate_is_linked(const Resolver *r, CrateNum c) { return c < r->crates.len && r->crates.data[c].linked; }
void res_set_crate_stable_id(Resolver *r, CrateNum c, uint64_t id) { rs_crate(r, c)->stable_id = id; }
uint64_t res_crate_stable_id(const Resolver *r, CrateNum c) { return c < r->crates.len ? r->crates.data[c].stable_id : 0; }

/* One pass over the definitions, on first use and again when some were
 * added since (closures and other late definitions). */
const DefId *res_def_children(Resolver *r, DefId parent, uint32_t *n) {
    uint32_t nd = r->defs.len;
    if (r->child_ndefs != nd) {
        r->child_ndefs = nd;
        r->child_first.len = 0;
        for (uint32_t i = 0; i <= nd; i++) vec_push(&r->child_first, 0);
        for (uint32_t i = 1; i < nd; i++) r->child_first.data[r->defs.data[i].parent.i + 1]++;
        for (uint32_t i = 0; i < nd; i++) r->child_first.data[i + 1] += r->child_first.data[i];
        r->child_list.len = 0;
        for (uint32_t i = 1; i < nd; i++) vec_push(&r->child_list, (DefId){0});
        VecU32 fill = {0};
        for (uint32_t i = 0; i < nd; i++) vec_push(&fill, r->child_first.data[i]);
        for (uint32_t i = 1; i < nd; i++) {
            uint32_t p = r->defs.data[i].parent.i;
            r->child_list.data[fill.data[p]++] = (DefId){i};
        }
        vec_free(&fill);
    }
    if (!parent.i || parent.i >= nd) {
        *n = 0;
        return NULL;
    }
    *n = r->child_first.data[parent.i + 1] - r->child_first.data[parent.i];
    return r->child_list.data + r->child_first.data[parent.i];
}
