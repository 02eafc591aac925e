/* mono_priv.h — what collect.c hands partition.c. */
#ifndef RCC_MONO_PRIV_H
#define RCC_MONO_PRIV_H

#include "rcc/mono.h"

/* A use edge between collected items (indices into MonoItems.items):
 * `from` mentions `to` (calls it, takes its address, refers to it). */
typedef struct MonoEdge {
    uint32_t from, to;
} MonoEdge;

/* Splits items into at most max_units units, deterministically: items
 * are grouped by their home module (the module their definition sits
 * in), the smallest groups are merged until the count fits; an item is
 * external when `exported[i]` or when an item of another unit uses it.
 * unit_cost > 0 (an rlib's default): items are grouped by the home of
 * the root that reached them first (parent[i]: the item that found item
 * i, UINT32_MAX for a root), and a group costing more is first cut
 * into consecutive pieces of about unit_cost, and max_units grows to the
 * crate's cost / unit_cost. */
void mono_partition(TyCtxt *tcx, MonoItems *mi, const MonoEdge *edges, uint32_t nedges, const bool *exported,
                    const uint32_t *parent, uint32_t max_units, uint64_t unit_cost);

/* The crate name used in unit names and paths. */
const char *mono_crate_name(TyCtxt *tcx, CrateNum c);

#endif
