/* extern.c — crates read from metadata: their DefIds are a range reserved
 * when the crate is added, their definitions, modules' name tables and
 * macros are read from the crate's provider (the metadata phase) on first
 * touch, so a crate pays for what it uses of a dependency.
 *
 * Takes: a ResCrateProvider per crate. Gives: the same tables a crate
 * loaded from source fills (defs, modules with bindings, macro data).
 */
#include "resolve_priv.h"

static const ExternCrate *extern_of_def(const Resolver *r, DefId d) {
    uint32_t lo = 0, hi = r->externs.len;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        const ExternCrate *e = &r->externs.data[mid];
        if (d.i < e->base) hi = mid;
        else if (d.i >= e->base + e->n) lo = mid + 1;
        else return e;
    }
    return NULL;
}

bool res_def_is_extern(const Resolver *r, DefId d) { return r->externs.len && extern_of_def(r, d) != NULL; }

uint32_t res_def_skip_extern(const Resolver *r, uint32_t i) {
    for (const ExternCrate *e; r->externs.len && (e = extern_of_def(r, (DefId){i}));) i = e->base + e->n;
    return i;
}

static const ExternCrate *extern_crate(const Resolver *r, CrateNum c) {
    const CrateData *cd = rs_crate(r, c);
    return cd->is_extern ? &r->externs.data[cd->extern_index] : NULL;
}

bool res_crate_is_extern(const Resolver *r, CrateNum c) { return c < r->crates.len && r->crates.data[c].is_extern; }

DefId res_crate_first_def(const Resolver *r, CrateNum c) {
    const ExternCrate *e = extern_crate(r, c);
    return e ? (DefId){e->base} : (DefId){0};
}

uint32_t res_crate_def_count(const Resolver *r, CrateNum c) {
    const ExternCrate *e = extern_crate(r, c);
    return e ? e->n : 0;
}

/* Reads the reserved definition d (its slot says DEF_KIND_UNREAD). */
void rs_read_extern_def(const Resolver *cr, DefId d) {
    Resolver *r = (Resolver *)cr;   /* a cache fill */
    const ExternCrate *e = extern_of_def(r, d);
    DefData *slot = &r->defs.data[d.i];
    DefData dd = {0};
    if (!e || !e->p.def(e->p.user, d.i - e->base + 1, &dd)) {
        dd = (DefData){.kind = DEF_MOD, .krate = e ? e->krate : 0};
    }
    if (e) dd.krate = e->krate;
    dd.node = (NodeId){0};
    dd.ast = NULL;
    *slot = dd;
}

CrateNum res_add_extern_crate(Resolver *r, Symbol name, Edition edition, uint32_t ndefs, const ResCrateProvider *p) {
    CrateNum c = r->crates.len;
    CrateData cd = {.name = name, .edition = edition, .done = true, .finalized = true, .is_extern = true,
                    .extern_index = r->externs.len, .no_core = true, .no_std = true};
    vec_push(&r->crates, cd);
    if (ndefs == 0) ndefs = 1;
    uint32_t base = r->defs.len;
    vec_reserve(&r->defs, ndefs);
    vec_reserve(&r->def_vis, ndefs);
    DefData unread = {.kind = DEF_KIND_UNREAD, .krate = c};
    for (uint32_t i = 0; i < ndefs; i++) {
        r->defs.data[base + i] = unread;
        r->def_vis.data[base + i] = VIS_PUB;
    }
    r->defs.len += ndefs;
    r->def_vis.len += ndefs;
    ExternCrate ec = {.krate = c, .base = base, .n = ndefs, .p = *p};
    vec_push(&r->externs, ec);
    DefId root = {base};
    Module *m = rs_new_module(r, MOD_DEF, DEF_MOD, root, name, 0, c, 0, (Span){0, 0}, false);
    m->lazy = true;
    r->crates.data[c].root = m->id;
    hmap_init(&r->crates.data[c].extern_prelude);
    hmap_init(&r->crates.data[c].macro_use_prelude);
    hmap_init(&r->crates.data[c].tools);
    return c;
}

bool rs_extern_crate_has(const Resolver *r, CrateNum c, Symbol name, bool feature) {
    const ExternCrate *e = extern_crate(r, c);
    bool (*f)(void *, Symbol) = !e ? NULL : feature ? e->p.has_feature : e->p.has_attr;
    return f && f(e->p.user, name);
}

/* ---- modules ---- */

typedef struct AddCtx {
    Resolver *r;
    Module *m;
    CrateNum krate;
} AddCtx;

static void add_name(void *ctx, const ResExternName *n) {
    AddCtx *a = ctx;
    Resolver *r = a->r;
    if (n->ns >= NS__COUNT || !n->name) return;
    Vis vis = n->is_pub ? VIS_PUB : rs_vis_crate(r, a->krate);
    Binding *b = rs_new_binding(r, n->res, vis, n->span, 0);
    b->parent = a->m->id;
    b->macro_export = n->macro_export;
    Ident key = rs_key_ident(r, (Ident){.name = n->name, .ctxt = 0, .span = n->span});
    rs_try_define(r, a->m, key, (Namespace)n->ns, b);
}

void rs_populate_extern_module(const Resolver *cr, Module *m) {
    Resolver *r = (Resolver *)cr;
    m->lazy = false;
    const ExternCrate *e = extern_of_def(r, m->def);
    if (!e || !e->p.module_names) return;
    AddCtx a = {.r = r, .m = m, .krate = e->krate};
    e->p.module_names(e->p.user, m->def.i - e->base + 1, add_name, &a);
}

/* The module of an extern module/enum/trait definition, made on first
 * request. */
ModuleId rs_extern_module_of_def(const Resolver *cr, DefId d) {
    Resolver *r = (Resolver *)cr;
    const ExternCrate *e = extern_of_def(r, d);
    if (!e) return 0;
    const DefData *dd = res_def(r, d);
    if (!dd || (dd->kind != DEF_MOD && dd->kind != DEF_ENUM && dd->kind != DEF_TRAIT)) return 0;
    ModuleId parent = 0;
    for (DefId p = dd->parent; p.i && !parent; p = res_def(r, p)->parent) parent = res_module_of_def(r, p);
    dd = res_def(r, d);
    Module *m = rs_new_module(r, MOD_DEF, dd->kind, d, dd->name, parent, e->krate, 0, dd->span, false);
    m->lazy = true;
    return m->id;
}

void res_module_names(Resolver *r, ModuleId mid, void (*add)(void *ctx, const ResExternName *n), void *ctx) {
    Module *m = rs_module(r, mid);
    for (uint32_t i = 0; i < m->entries.len; i++) {
        const NameEntry *e = m->entries.data[i];
        if (e->ident.name == SYM_underscore) continue;
        for (int ns = 0; ns < NS__COUNT; ns++) {
            const Binding *b = e->ns[ns].binding;
            if (!b) continue;
            Res res = rs_binding_res(b);
            if (res.kind == RES_ERR) continue;
            ResExternName n = {.ns = (uint8_t)ns, .is_pub = b->vis == VIS_PUB, .macro_export = b->macro_export,
                               .name = e->ident.name, .res = res, .span = b->span};
            add(ctx, &n);
        }
    }
}

/* ---- macros ---- */

MacroData *rs_extern_macro_data(Resolver *r, DefId d) {
    const ExternCrate *e = extern_of_def(r, d);
    if (!e || !e->p.macro) return NULL;
    MacroData md = {0};
    if (!e->p.macro(e->p.user, d.i - e->base + 1, &md)) return NULL;
    md.krate = e->krate;
    MacroData *p = ARENA_NEW(&r->arena, MacroData);
    *p = md;
    hmap_put(&r->macro_datas, d.i, (uint64_t)(uintptr_t)p);
    return p;
}

/* ---- scopes ---- */

ModuleId res_new_trait_scope(Resolver *r, CrateNum c, const DefId *traits, uint32_t n) {
    Module *m = rs_new_module(r, MOD_BLOCK, 0, (DefId){0}, 0, rs_crate(r, c)->root, c, 0, (Span){0, 0}, true);
    DefIdList l = {0};
    for (uint32_t i = 0; i < n; i++) vec_push(&l, traits[i]);
    for (uint32_t i = 1; i < l.len; i++)   /* sorted, as res_traits_in_scope's lists */
        for (uint32_t j = i; j > 0 && l.data[j - 1].i > l.data[j].i; j--) {
            DefId t = l.data[j];
            l.data[j] = l.data[j - 1];
            l.data[j - 1] = t;
        }
    vec_push(&r->scope_trait_lists, l);
    hmap_put(&r->scope_traits, m->id, r->scope_trait_lists.len);
    return m->id;
}
