/* intern.c — the interner: equal byte strings get equal u32 ids. Symbols
 * are one table of it, pre-filled from sym.def so keywords and well-known
 * names have constant ids. */
#include "rcc/support.h"

void intern_init(InternTable *t) {
    memset(t, 0, sizeof *t);
    arena_init(&t->arena);
    vec_push(&t->entries, (InternEntry){"", 0, 0}); /* id 0: none */
}

void intern_free(InternTable *t) {
    arena_free(&t->arena);
    vec_free(&t->entries);
    free(t->slots);
    memset(t, 0, sizeof *t);
}

/* A slot holds the id in its low half and the string's hash in its high
 * half, so a probe rejects most non-matching slots without touching the
 * entry (one cache miss per lookup instead of three). */
static inline uint64_t slot_make(uint32_t id, uint32_t h) { return (uint64_t)h << 32 | id; }

static void grow(InternTable *t) {
    uint32_t cap = t->cap ? t->cap * 2 : 4096;
    uint64_t *slots = xcalloc(cap, sizeof(uint64_t));
    for (uint32_t id = 1; id < t->entries.len; id++) {
        uint32_t h = t->entries.data[id].hash32;
        uint32_t i = h & (cap - 1);
        while (slots[i]) i = (i + 1) & (cap - 1);
        slots[i] = slot_make(id, h);
    }
    free(t->slots);
    t->slots = slots;
    t->cap = cap;
}

/* Returns the slot holding the string, or the empty slot where it goes. */
static uint32_t probe(const InternTable *t, const void *p, size_t n, uint32_t h) {
    uint32_t mask = t->cap - 1;
    uint32_t i = h & mask;
    for (;;) {
        uint64_t slot = t->slots[i];
        if (!slot) return i;
        if ((uint32_t)(slot >> 32) == h) {
            const InternEntry *e = &t->entries.data[(uint32_t)slot];
            if (e->len == n && memcmp(e->ptr, p, n) == 0) return i;
        }
        i = (i + 1) & mask;
    }
}

uint32_t intern_lookup(const InternTable *t, const void *p, size_t n) {
    if (!t->cap) return 0;
    uint32_t h = (uint32_t)hash_bytes(p, n);
    return (uint32_t)t->slots[probe(t, p, n, h)];
}

uint32_t intern_bytes(InternTable *t, const void *p, size_t n) {
    if ((t->entries.len + 1) * 2 > t->cap) grow(t);
    uint32_t h = (uint32_t)hash_bytes(p, n);
    uint32_t s = probe(t, p, n, h);
    if (t->slots[s]) return (uint32_t)t->slots[s];
    if (n > UINT32_MAX - 1) rcc_ice("interned string too long");
    char *copy = arena_alloc(&t->arena, n + 1, 1);
    memcpy(copy, p, n);
    copy[n] = 0;
    uint32_t id = t->entries.len;
    vec_push(&t->entries, (InternEntry){copy, (uint32_t)n, h});
    t->slots[s] = slot_make(id, h);
    return id;
}

/* ---- symbols ---- */

static InternTable symtab;
static bool sym_ready;

static const char *const predefined[] = {
    "",
#define SYM(name, str) str,
#include "rcc/sym.def"
#undef SYM
};

void sym_init(void) {
    if (sym_ready) return;
    intern_init(&symtab);
    for (size_t i = 1; i < sizeof predefined / sizeof *predefined; i++) {
        uint32_t id = intern_bytes(&symtab, predefined[i], strlen(predefined[i]));
        if (id != i) rcc_ice("sym.def lists `%s` twice", predefined[i]);
    }
    sym_ready = true;
}

Symbol sym_intern(const char *s, size_t n) {
    if (!sym_ready) sym_init();
    return intern_bytes(&symtab, s, n);
}

Symbol sym_cstr(const char *s) { return sym_intern(s, strlen(s)); }

const char *sym_str(Symbol s) {
    if (!sym_ready) sym_init();
    return symtab.entries.data[s].ptr;
}

uint32_t sym_len(Symbol s) {
    if (!sym_ready) sym_init();
    return symtab.entries.data[s].len;
}
