/* buf.c — the byte primitives of the metadata format: a growable writer
 * (MdBuf) and a bounds-checked reader (MdCursor). Integers are
 * little-endian; v32/v64 are unsigned LEB128. A reader never reads
 * outside its range: a short or invalid input sets `bad` and the get
 * returns 0 (NULL for bytes/strings); once bad, every get returns 0. */
#include "rcc/metadata.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void md_buf_free(MdBuf *b) {
    free(b->data);
    *b = (MdBuf){0};
}

/* Room for n more bytes; returns where they go. */
static uint8_t *reserve(MdBuf *b, uint32_t n) {
    if ((uint64_t)b->len + n > UINT32_MAX) {
        fprintf(stderr, "rcc: metadata buffer over 4 GiB\n");
        abort();
    }
    if (b->len + n > b->cap) {
        uint64_t cap = b->cap ? b->cap : 256;
        while (cap < (uint64_t)b->len + n) cap *= 2;
        if (cap > UINT32_MAX) cap = UINT32_MAX;
        uint8_t *d = realloc(b->data, (size_t)cap);
        if (!d) {
            fprintf(stderr, "rcc: out of memory\n");
            abort();
        }
        b->data = d;
        b->cap = (uint32_t)cap;
    }
    uint8_t *p = b->data + b->len;
    b->len += n;
    return p;
}

static void put_le(MdBuf *b, uint64_t v, uint32_t n) {
    uint8_t *p = reserve(b, n);
    for (uint32_t i = 0; i < n; i++) p[i] = (uint8_t)(v >> (8 * i));
}

void md_put_u8(MdBuf *b, uint8_t v) { *reserve(b, 1) = v; }
void md_put_u32(MdBuf *b, uint32_t v) { put_le(b, v, 4); }
void md_put_u64(MdBuf *b, uint64_t v) { put_le(b, v, 8); }

void md_put_v64(MdBuf *b, uint64_t v) {
    uint8_t tmp[10];
    uint32_t n = 0;
    do {
        uint8_t byte = v & 0x7f;
        v >>= 7;
        tmp[n++] = byte | (v ? 0x80 : 0);
    } while (v);
    memcpy(reserve(b, n), tmp, n);
}
void md_put_v32(MdBuf *b, uint32_t v) { md_put_v64(b, v); }

void md_put_bytes(MdBuf *b, const void *p, uint32_t n) {
    if (n) memcpy(reserve(b, n), p, n);
}

void md_put_str(MdBuf *b, const char *s, uint32_t n) {
    md_put_v32(b, n);
    md_put_bytes(b, s, n);
}

void md_patch_u32(MdBuf *b, uint32_t at, uint32_t v) {
    if (at > b->len || b->len - at < 4) rcc_ice("md_patch_u32 outside the buffer");
    md_wr32(b->data + at, v);
}

/* ---- the reader ---- */

static bool fail(MdCursor *c) {
    c->bad = true;
    return false;
}

/* n bytes available (and the cursor still good)? */
static bool have(MdCursor *c, uint32_t n) {
    if (c->bad) return false;
    if ((size_t)(c->end - c->p) < n) return fail(c);
    return true;
}

static uint64_t get_le(MdCursor *c, uint32_t n) {
    if (!have(c, n)) return 0;
    uint64_t v = 0;
    for (uint32_t i = 0; i < n; i++) v |= (uint64_t)c->p[i] << (8 * i);
    c->p += n;
    return v;
}

uint8_t md_get_u8(MdCursor *c) { return (uint8_t)get_le(c, 1); }
uint32_t md_get_u32(MdCursor *c) { return (uint32_t)get_le(c, 4); }
uint64_t md_get_u64(MdCursor *c) { return get_le(c, 8); }

/* LEB128 of at most `bits` significant bits: longer encodings, bits set
 * beyond the width and a missing last byte are bad. */
static uint64_t get_leb(MdCursor *c, unsigned bits) {
    if (c->bad) return 0;
    uint64_t v = 0;
    const uint8_t *p = c->p;
    for (unsigned shift = 0;; shift += 7) {
        if (p >= c->end || shift >= bits) return fail(c), 0;
        uint8_t byte = *p++;
        uint64_t part = byte & 0x7f;
        if (bits - shift < 7 && (part >> (bits - shift))) return fail(c), 0;
        v |= part << shift;
        if (!(byte & 0x80)) break;
    }
    c->p = p;
    return v;
}

uint32_t md_get_v32(MdCursor *c) { return (uint32_t)get_leb(c, 32); }
uint64_t md_get_v64(MdCursor *c) { return get_leb(c, 64); }

const uint8_t *md_get_bytes(MdCursor *c, uint32_t n) {
    if (!have(c, n)) return NULL;
    const uint8_t *p = c->p;
    c->p += n;
    return p;
}

const char *md_get_str(MdCursor *c, uint32_t *n) {
    uint32_t len = md_get_v32(c);
    const uint8_t *p = md_get_bytes(c, len);
    *n = p ? len : 0;
    return (const char *)p;
}
