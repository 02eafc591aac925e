/* hashmap.c — an open-addressing u64 -> u64 map (linear probing,
 * tombstones for removal) and the XXH3 hashing every table uses. */
#include "rcc/support.h"

#define XXH_INLINE_ALL
#include <xxhash.h>

uint64_t hash_bytes(const void *p, size_t n) { return XXH3_64bits(p, n); }

uint64_t hash_u64(uint64_t x) { return XXH3_64bits(&x, sizeof x); }

enum { CTRL_EMPTY = 0, CTRL_FULL = 1, CTRL_DELETED = 2 };

void hmap_init(HashMap *m) { memset(m, 0, sizeof *m); }

void hmap_free(HashMap *m) {
    free(m->keys);
    free(m->vals);
    free(m->ctrl);
    memset(m, 0, sizeof *m);
}

/* Finds the slot of key, or the slot where it would be inserted. */
static uint32_t find_slot(const HashMap *m, uint64_t key, bool *found) {
    uint32_t mask = m->cap - 1;
    uint32_t i = (uint32_t)hash_u64(key) & mask;
    uint32_t first_deleted = UINT32_MAX;
    for (;;) {
        uint8_t c = m->ctrl[i];
        if (c == CTRL_EMPTY) {
            *found = false;
            return first_deleted != UINT32_MAX ? first_deleted : i;
        }
        if (c == CTRL_FULL && m->keys[i] == key) {
            *found = true;
            return i;
        }
        if (c == CTRL_DELETED && first_deleted == UINT32_MAX) first_deleted = i;
        i = (i + 1) & mask;
    }
}

static void rehash(HashMap *m, uint32_t newcap) {
    HashMap n = {0};
    n.cap = newcap;
    n.keys = xmalloc(sizeof(uint64_t) * newcap);
    n.vals = xmalloc(sizeof(uint64_t) * newcap);
    n.ctrl = xcalloc(newcap, 1);
    for (uint32_t i = 0; i < m->cap; i++) {
        if (m->ctrl[i] != CTRL_FULL) continue;
        bool found;
        uint32_t s = find_slot(&n, m->keys[i], &found);
        n.ctrl[s] = CTRL_FULL;
        n.keys[s] = m->keys[i];
        n.vals[s] = m->vals[i];
        n.len++;
    }
    n.used = n.len;
    hmap_free(m);
    *m = n;
}

bool hmap_get(const HashMap *m, uint64_t key, uint64_t *val) {
    if (!m->cap) return false;
    bool found;
    uint32_t s = find_slot(m, key, &found);
    if (found && val) *val = m->vals[s];
    return found;
}

uint64_t *hmap_entry(HashMap *m, uint64_t key, uint64_t dflt, bool *inserted) {
    /* Keep the load (including tombstones) under 3/4. */
    if ((m->used + 1) * 4 > m->cap * 3) {
        uint32_t c = m->cap ? m->cap : 8;
        while ((m->len + 1) * 4 > c * 3 / 2) c *= 2;
        rehash(m, c);
    }
    bool found;
    uint32_t s = find_slot(m, key, &found);
    if (!found) {
        if (m->ctrl[s] == CTRL_EMPTY) m->used++;
        m->ctrl[s] = CTRL_FULL;
        m->keys[s] = key;
        m->vals[s] = dflt;
        m->len++;
    }
    if (inserted) *inserted = !found;
    return &m->vals[s];
}

bool hmap_put(HashMap *m, uint64_t key, uint64_t val) {
    bool inserted;
    *hmap_entry(m, key, val, &inserted) = val;
    return inserted;
}

bool hmap_remove(HashMap *m, uint64_t key) {
    if (!m->cap) return false;
    bool found;
    uint32_t s = find_slot(m, key, &found);
    if (!found) return false;
    m->ctrl[s] = CTRL_DELETED;
    m->len--;
    return true;
}

bool hmap_next(const HashMap *m, uint32_t *iter, uint64_t *key, uint64_t *val) {
    for (uint32_t i = *iter; i < m->cap; i++) {
        if (m->ctrl[i] == CTRL_FULL) {
            if (key) *key = m->keys[i];
            if (val) *val = m->vals[i];
            *iter = i + 1;
            return true;
        }
    }
    *iter = m->cap;
    return false;
}
