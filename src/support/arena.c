/* arena.c — bump allocation by lifetime. A session arena holds symbols,
 * types and item signatures for the whole run; a per-body arena is marked
 * and released around each function body. Nothing in an arena is freed
 * individually. */
#include "rcc/support.h"

struct ArenaChunk {
    ArenaChunk *next;   /* the previous (older) chunk */
    size_t size;        /* bytes in data[] */
    size_t used;
    _Alignas(16) unsigned char data[];
};

enum { ARENA_MIN_CHUNK = 64 * 1024 };

void arena_init(Arena *a) {
    a->head = NULL;
    a->total = 0;
}

static ArenaChunk *new_chunk(size_t want, ArenaChunk *next) {
    size_t size = want < ARENA_MIN_CHUNK ? ARENA_MIN_CHUNK : want;
    ArenaChunk *c = xmalloc(sizeof(ArenaChunk) + size);
    c->next = next;
    c->size = size;
    c->used = 0;
    return c;
}

void *arena_alloc(Arena *a, size_t size, size_t align) {
    if (align == 0) align = 1;
    rcc_assert((align & (align - 1)) == 0 && align <= 16);
    ArenaChunk *c = a->head;
    if (c) {
        size_t off = (c->used + align - 1) & ~(align - 1);
        if (off + size <= c->size) {
            c->used = off + size;
            a->total += size;
            return c->data + off;
        }
    }
    /* Grow geometrically so a large arena has few chunks. */
    size_t want = size;
    if (c && c->size * 2 > want && c->size < 64 * 1024 * 1024) want = c->size * 2;
    c = new_chunk(want, a->head);
    a->head = c;
    c->used = size;
    a->total += size;
    return c->data;
}

void *arena_zalloc(Arena *a, size_t size, size_t align) {
    void *p = arena_alloc(a, size, align);
    memset(p, 0, size);
    return p;
}

void *arena_memdup(Arena *a, const void *p, size_t n, size_t align) {
    void *q = arena_alloc(a, n, align);
    memcpy(q, p, n);
    return q;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
    char *p = arena_alloc(a, n + 1, 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_sprintf(Arena *a, const char *fmt, ...) {
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *p = arena_alloc(a, (size_t)n + 1, 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    return p;
}

ArenaMark arena_mark(Arena *a) {
    return (ArenaMark){a->head, a->head ? a->head->used : 0, a->total};
}

void arena_release(Arena *a, ArenaMark m) {
    while (a->head != m.chunk) {
        ArenaChunk *c = a->head;
        a->head = c->next;
        free(c);
    }
    if (a->head) a->head->used = m.used;
    a->total = m.total;
}

void arena_reset(Arena *a) {
    ArenaChunk *c = a->head;
    if (!c) return;
    /* Keep the newest chunk: chunks grow geometrically, so it is the
     * largest, and the next body or file of similar size fits in it
     * without touching fresh pages again. */
    ArenaChunk *old = c->next;
    while (old) {
        ArenaChunk *n = old->next;
        free(old);
        old = n;
    }
    c->next = NULL;
    c->used = 0;
    a->total = 0;
}

void arena_free(Arena *a) {
    ArenaChunk *c = a->head;
    while (c) {
        ArenaChunk *n = c->next;
        free(c);
        c = n;
    }
    a->head = NULL;
    a->total = 0;
}
