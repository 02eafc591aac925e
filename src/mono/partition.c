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
 *
 * Local copies (code that other crates of the program may compile too:
 * see mono.h) have no home: each unit gets an internal copy of every
 * local copy its items use, directly or through other local copies
 * (rustc's place_inlined_mono_items); one that no unit uses (a root
 * reached without a use edge) goes to the first unit.
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
                    const bool *local_copy, uint32_t max_units) {
    Arena *a = ty_arena(tcx);
    VEC(Group) groups = {0};
    /* one group per home module, in order of first appearance */
    for (uint32_t i = 0; i < mi->nitems; i++) {
        if (local_copy[i]) continue;
        DefId home = home_module(tcx, &mi->items[i]);
        uint32_t g = 0;
        while (g < groups.len && groups.data[g].home.i != home.i) g++;
        if (g == groups.len) vec_push(&groups, (Group){.home = home});
        vec_push(&groups.data[g].items, i);
        groups.data[g].cost += item_cost(tcx, &mi->items[i]);
    }
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
    /* the units' own items */
    uint32_t nu = live ? live : 1, n = mi->nitems;
    mi->units = ARENA_ARRAY(a, CodegenUnit, nu);
    mi->nunits = nu;
    const char *crate = mono_crate_name(tcx, LOCAL_CRATE);
    VecU32 *members = xcalloc(nu, sizeof(VecU32));
    uint8_t *in = xcalloc((size_t)nu * (n ? n : 1), 1);   /* in[u * n + i]: unit u has item i */
    uint32_t u = 0;
    for (uint32_t g = 0; g < groups.len; g++) {
        Group *gr = &groups.data[g];
        if (gr->merged) continue;
        vec_foreach(&gr->items, it) {
            in[(size_t)u * n + *it] = 1;
            vec_push(&members[u], *it);
        }
        u++;
    }
    /* the use edges by user (counting sort) */
    uint32_t *first = xcalloc(n + 1, sizeof(uint32_t)), *to = xcalloc(nedges ? nedges : 1, sizeof(uint32_t));
    for (uint32_t e = 0; e < nedges; e++) first[edges[e].from + 1]++;
    for (uint32_t i = 0; i < n; i++) first[i + 1] += first[i];
    uint32_t *pos = xcalloc(n + 1, sizeof(uint32_t));
    for (uint32_t e = 0; e < nedges; e++) to[first[edges[e].from] + pos[edges[e].from]++] = edges[e].to;
    free(pos);
    /* external: exported or used from another unit; local copies follow
     * their users into every unit */
    for (uint32_t i = 0; i < n; i++) mi->items[i].external = mi->items[i].exported = exported[i];
    if (mi->entry_item >= 0) mi->items[mi->entry_item].external = mi->items[mi->entry_item].exported = true;
    for (uint32_t pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            /* local copies no unit reached (no use edge leads to them) */
            for (uint32_t i = 0; i < n; i++) {
                if (!local_copy[i]) continue;
                bool placed = false;
                for (uint32_t k = 0; k < nu && !placed; k++) placed = in[(size_t)k * n + i];
                if (!placed) {
                    in[i] = 1;
                    vec_push(&members[0], i);
                }
            }
        }
        for (u = 0; u < nu; u++) {
            for (uint32_t m = 0; m < members[u].len; m++) {
                uint32_t from = members[u].data[m];
                for (uint32_t e = first[from]; e < first[from + 1]; e++) {
                    uint32_t t = to[e];
                    if (in[(size_t)u * n + t]) continue;
                    if (local_copy[t]) {
                        in[(size_t)u * n + t] = 1;
                        vec_push(&members[u], t);
                    } else {
                        mi->items[t].external = true;
                    }
                }
            }
        }
    }
    /* the units, items in discovery order (after `external` is final) */
    for (u = 0; u < nu; u++) {
        CodegenUnit *cu = &mi->units[u];
        cu->name = arena_sprintf(a, "%s-cgu.%u", crate, u);
        cu->items = ARENA_ARRAY(a, MonoItem, members[u].len ? members[u].len : 1);
        cu->nitems = 0;
        for (uint32_t i = 0; i < n; i++)
            if (in[(size_t)u * n + i]) cu->items[cu->nitems++] = mi->items[i];
        vec_free(&members[u]);
    }
    free(members);
    free(in);
    free(first);
    free(to);
    vec_foreach(&groups, g) vec_free(&g->items);
    vec_free(&groups);
}
