/* partition.c — codegen units.
 *
 * Takes: the collected items (discovery order), their use edges and
 * which are exported. Gives: at most max_units CodegenUnits. Each item
 * has a home: the module its definition sits in (a closure or nested fn
 * goes with its enclosing item's module; a vtable with its trait's, or
 * the local crate root's for auto-trait-only vtables). Homes are groups
 * in order of first appearance; while there are too many, the two
 * smallest (ties: the later ones) merge, as rustc merges its smallest
 * units. Everything is deterministic: no hash order is involved.
 *
 * An item is external when it is exported (entry, #[no_mangle],
 * #[export_name], #[used], a library's roots) or used by an item of
 * another unit; every other item is internal to its unit.
 */
#include "mono_priv.h"

#include "rcc/mir.h"

static DefId home_module(TyCtxt *tcx, const MonoItem *it) {
    Resolver *r = ty_resolver(tcx);
    DefId d = it->kind == MONO_FN ? it->inst.def : it->def;
    if (it->kind == MONO_FN && it->inst.kind == INST_DROP_GLUE && ty_args_len(tcx, it->inst.args)) {
        /* drop glue lives with the type it drops, when it is an ADT */
        const TyData *td = ty_get(tcx, ty_args(tcx, it->inst.args)[0]);
        if (td->kind == TYK_ADT) d = td->adt.def;
    }
    while (d.i) {
        const DefData *dd = res_def(r, d);
        if (dd->kind == DEF_MOD) return d;
        d = dd->parent;
    }
    return d;
}

typedef struct Group {
    DefId home;
    VecU32 items;
    uint64_t cost;            /* what its items cost GCC, roughly */
    bool merged;              /* absorbed into another group */
} Group;

/* What an item costs GCC, roughly: a body's statements and blocks (a
 * body is built by now: the collector walked it); shims, statics and
 * vtables a little. The units are balanced by it, so that they take
 * about as long as one another in parallel. */
static uint64_t item_cost(TyCtxt *tcx, const MonoItem *it) {
    if (it->kind != MONO_FN || it->inst.kind != INST_ITEM) return 4;
    const MirBody *b = mir_body(tcx, it->inst.def);
    if (!b) return 4;
    uint64_t c = b->nblocks;
    for (uint32_t i = 0; i < b->nblocks; i++) c += b->blocks[i].nstmts;
    return c + 4;
}

void mono_partition(TyCtxt *tcx, MonoItems *mi, const MonoEdge *edges, uint32_t nedges, const bool *exported,
                    const uint32_t *parent, uint32_t max_units, uint64_t unit_cost) {
    Arena *a = ty_arena(tcx);
    VEC(Group) groups = {0};
    uint32_t *unit_of = xcalloc(mi->nitems ? mi->nitems : 1, sizeof(uint32_t));
    /* one group per home module, in order of first appearance. An rlib's
     * items (unit_cost > 0) go with the root that first reached them (its
     * callees, closures, instantiations), so that a root and what it
     * needs sit in one archive member whatever module they come from */
    uint32_t *owner = NULL;
    if (unit_cost) {
        owner = xcalloc(mi->nitems ? mi->nitems : 1, sizeof(uint32_t));
        for (uint32_t i = 0; i < mi->nitems; i++)
            owner[i] = parent[i] < i ? owner[parent[i]] : i;   /* a parent is found before its children */
    }
    for (uint32_t i = 0; i < mi->nitems; i++) {
        DefId home = home_module(tcx, &mi->items[owner ? owner[i] : i]);
        uint32_t g = 0;
        while (g < groups.len && groups.data[g].home.i != home.i) g++;
        if (g == groups.len) vec_push(&groups, (Group){.home = home});
        vec_push(&groups.data[g].items, i);
        groups.data[g].cost += item_cost(tcx, &mi->items[i]);
    }
    /* an rlib's groups are cut into pieces of about unit_cost: each root's
     * items together, the roots in discovery order */
    if (unit_cost) {
        uint64_t total = 0;
        uint32_t ngroups = groups.len;
        for (uint32_t g = 0; g < ngroups; g++) {
            total += groups.data[g].cost;
            if (groups.data[g].cost <= unit_cost + unit_cost / 2) continue;
            VecU32 all = groups.data[g].items;
            DefId home = groups.data[g].home;
            /* the items of each root, in discovery order: bucket by root */
            uint32_t *start = xcalloc(mi->nitems + 1, sizeof(uint32_t));
            for (uint32_t k = 0; k < all.len; k++) start[owner[all.data[k]] + 1]++;
            for (uint32_t k = 0; k < mi->nitems; k++) start[k + 1] += start[k];
            uint32_t *pos = xcalloc(all.len, sizeof(uint32_t));
            for (uint32_t k = 0; k < all.len; k++) pos[start[owner[all.data[k]]]++] = all.data[k];
            free(start);
            groups.data[g].items = (VecU32){0};
            groups.data[g].cost = 0;
            uint32_t cur = g;
            for (uint32_t k = 0; k < all.len; k++) {
                uint64_t c = item_cost(tcx, &mi->items[pos[k]]);
                if (groups.data[cur].cost && groups.data[cur].cost + c > unit_cost &&
                    owner[pos[k]] != owner[pos[k - 1]]) {
                    vec_push(&groups, (Group){.home = home});
                    cur = groups.len - 1;
                }
                vec_push(&groups.data[cur].items, pos[k]);
                groups.data[cur].cost += c;
            }
            free(pos);
            vec_free(&all);
        }
        uint64_t want = (total + unit_cost - 1) / unit_cost;
        if (want > MONO_MAX_UNITS) want = MONO_MAX_UNITS;
        if (want > max_units) max_units = (uint32_t)want;
    }
    free(owner);
    /* merge the two cheapest live groups until they fit */
    uint32_t live = groups.len;
    while (live > max_units) {
        uint32_t s1 = UINT32_MAX, s2 = UINT32_MAX;
        for (uint32_t g = 0; g < groups.len; g++) {
            if (groups.data[g].merged) continue;
            uint64_t n = groups.data[g].cost;
            if (s1 == UINT32_MAX || n <= groups.data[s1].cost) {
                s2 = s1;
                s1 = g;
            } else if (s2 == UINT32_MAX || n <= groups.data[s2].cost) {
                s2 = g;
            }
        }
        /* fold the later of the two into the earlier, keeping item order */
        uint32_t keep = s1 < s2 ? s1 : s2, gone = s1 < s2 ? s2 : s1;
        vec_foreach(&groups.data[gone].items, it) vec_push(&groups.data[keep].items, *it);
        groups.data[keep].cost += groups.data[gone].cost;
        groups.data[gone].merged = true;
        live--;
    }
    /* the units, items sorted back into discovery order */
    mi->units = ARENA_ARRAY(a, CodegenUnit, live ? live : 1);
    mi->nunits = 0;
    const char *crate = mono_crate_name(tcx, LOCAL_CRATE);
    for (uint32_t g = 0; g < groups.len; g++) {
        Group *gr = &groups.data[g];
        if (gr->merged) continue;
        uint32_t u = mi->nunits++;
        VecU32 *v = &gr->items;
        for (uint32_t i = 1; i < v->len; i++)   /* insertion sort: merged lists are nearly sorted */
            for (uint32_t j = i; j > 0 && v->data[j - 1] > v->data[j]; j--) {
                uint32_t t = v->data[j];
                v->data[j] = v->data[j - 1];
                v->data[j - 1] = t;
            }
        CodegenUnit *cu = &mi->units[u];
        cu->name = arena_sprintf(a, "%s-cgu.%u", crate, u);
        cu->nitems = v->len;
        cu->items = ARENA_ARRAY(a, MonoItem, v->len ? v->len : 1);
        for (uint32_t i = 0; i < v->len; i++) unit_of[v->data[i]] = u;
    }
    if (!mi->nunits) {
        mi->units[0] = (CodegenUnit){.name = arena_sprintf(a, "%s-cgu.0", crate)};
        mi->nunits = 1;
    }
    /* external: exported or used from another unit */
    for (uint32_t i = 0; i < mi->nitems; i++) mi->items[i].external = mi->items[i].exported = exported[i];
    if (mi->entry_item >= 0) mi->items[mi->entry_item].external = mi->items[mi->entry_item].exported = true;
    for (uint32_t e = 0; e < nedges; e++)
        if (unit_of[edges[e].from] != unit_of[edges[e].to]) mi->items[edges[e].to].external = true;
    /* copy the items into their units (after `external` is final) */
    uint32_t *fill = xcalloc(mi->nunits, sizeof(uint32_t));
    for (uint32_t i = 0; i < mi->nitems; i++) {
        uint32_t u = unit_of[i];
        mi->units[u].items[fill[u]++] = mi->items[i];
    }
    free(fill);
    free(unit_of);
    vec_foreach(&groups, g) vec_free(&g->items);
    vec_free(&groups);
}
