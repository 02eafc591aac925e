/* metadata.h — crate metadata: what a compiled crate tells the crates that
 * depend on it, the files that carry it (`.rlib`, `.rmeta`), writing it and
 * reading it lazily.
 *
 * Takes: a crate the session compiled (its resolver, HIR and ty tables);
 * later, the bytes of a dependency's metadata. Gives: the metadata blob,
 * and for a dependency a crate of the session whose definitions, module
 * tables, HIR items and bodies are decoded on first touch (the resolver
 * and the HIR call back into this phase through their provider hooks, so
 * nothing earlier knows a crate came from metadata).
 *
 * The blob (all integers little-endian; "uN" fixed width, "vN" LEB128):
 *
 *   header   magic "rcc-meta" (8 bytes), u32 format version
 *            (MD_FORMAT_VERSION), u32 header length, then the header
 *            fields: build id (16 bytes: which rcc wrote it), crate name,
 *            stable crate id (u64: XXH3 of the name and the `-C metadata`
 *            values; it enters symbol names), crate hash (u64: XXH3 of
 *            the section table and everything after the header: what
 *            dependents rely on),
 *            edition, panic strategy, crate flags (MD_CRATE_*), then the dependencies (name, stable
 *            crate id, crate hash) in the order "dependency index" uses,
 *            then the section table (tag, offset, length), offsets from
 *            the start of the blob.
 *   sections see MdSection (layouts: src/metadata/crate_format.h).
 *            Each is a self-contained region: string table, definitions
 *            (one fixed-size record per DefIndex), module name tables, HIR
 *            items and bodies, lang items, macros, trait scopes, crate
 *            attributes, the source files spans point into (line tables;
 *            a dependent reads the text only to show it) and the hygiene
 *            contexts identifiers carry. A reader checks every offset and length against
 *            its region and reports a corrupt file rather than reading
 *            outside it.
 *
 * Within a crate's metadata a definition is a DefIndex (its DefId minus
 * the crate's first DefId, plus 1; 0 is none); a definition of another
 * crate is (dependency index + 1, DefIndex), 0 being "this crate".
 */
#ifndef RCC_METADATA_H
#define RCC_METADATA_H

#include "rcc/ty.h"

#define MD_MAGIC "rcc-meta"
#define MD_FORMAT_VERSION 6u

/* ---- byte buffers: the encoding primitives ---- */

typedef struct MdBuf {
    uint8_t *data;
    uint32_t len, cap;
} MdBuf;
void md_buf_free(MdBuf *b);
void md_put_u8(MdBuf *b, uint8_t v);
void md_put_u32(MdBuf *b, uint32_t v);      /* fixed 4 bytes */
void md_put_u64(MdBuf *b, uint64_t v);      /* fixed 8 bytes */
void md_put_v32(MdBuf *b, uint32_t v);      /* LEB128 */
void md_put_v64(MdBuf *b, uint64_t v);
void md_put_bytes(MdBuf *b, const void *p, uint32_t n);
void md_put_str(MdBuf *b, const char *s, uint32_t n);   /* v32 length + bytes */
/* Overwrites 4 bytes at `at` (a length or offset written after the fact). */
void md_patch_u32(MdBuf *b, uint32_t at, uint32_t v);

/* Little-endian fixed-width values at a known place (the caller checked
 * the bounds). */
static inline uint32_t md_rd32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline uint64_t md_rd64(const uint8_t *p) { return (uint64_t)md_rd32(p) | (uint64_t)md_rd32(p + 4) << 32; }
static inline void md_wr32(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}
static inline void md_wr64(uint8_t *p, uint64_t v) {
    md_wr32(p, (uint32_t)v);
    md_wr32(p + 4, (uint32_t)(v >> 32));
}

/* A bounds-checked reader over [p, end). Every get on a short or bad input
 * sets `bad` and returns 0/NULL; callers check `bad` once at the end of a
 * record. Never reads outside its range. */
typedef struct MdCursor {
    const uint8_t *p, *end;
    bool bad;
} MdCursor;
static inline MdCursor md_cursor(const void *p, uint32_t len) {
    return (MdCursor){(const uint8_t *)p, (const uint8_t *)p + len, false};
}
uint8_t md_get_u8(MdCursor *c);
uint32_t md_get_u32(MdCursor *c);
uint64_t md_get_u64(MdCursor *c);
uint32_t md_get_v32(MdCursor *c);
uint64_t md_get_v64(MdCursor *c);
const uint8_t *md_get_bytes(MdCursor *c, uint32_t n);
const char *md_get_str(MdCursor *c, uint32_t *n);   /* not NUL-terminated */

/* ---- the HIR codec ---- */

/* What the HIR codec cannot encode by itself: references to definitions,
 * symbols, spans, and the traits in scope at a method call or
 * type-relative path. The crate encoder/decoder supplies them. Each
 * encoder hook writes at least one byte (the decoder bounds list lengths
 * by the bytes left); a decoder hook sets c->bad on what it cannot accept. */
typedef struct MdHirEncHooks {
    void *user;
    void (*def)(void *user, MdBuf *b, DefId d);
    void (*sym)(void *user, MdBuf *b, Symbol s);
    void (*span)(void *user, MdBuf *b, Span s);
    void (*scope)(void *user, MdBuf *b, TraitScope s);
    void (*ctxt)(void *user, MdBuf *b, uint32_t ctxt);   /* optional: NULL writes 0 */
} MdHirEncHooks;
typedef struct MdHirDecHooks {
    void *user;
    DefId (*def)(void *user, MdCursor *c);
    Symbol (*sym)(void *user, MdCursor *c);
    Span (*span)(void *user, MdCursor *c);
    TraitScope (*scope)(void *user, MdCursor *c);
    Arena *arena;     /* where decoded HIR lives (the session arena) */
    uint32_t (*ctxt)(void *user, MdCursor *c);           /* optional: NULL reads a v32, gives 0 */
} MdHirDecHooks;

/* An item's HIR (its generics, signature, fields, variants, the lists of
 * associated items, its attributes). RES_LOCAL paths never occur in items;
 * identifiers' hygiene contexts go through the ctxt hooks. */
void md_encode_hir_item(const MdHirEncHooks *h, MdBuf *b, const HirItem *it);
/* NULL (and c->bad set) on a malformed record. */
HirItem *md_decode_hir_item(const MdHirDecHooks *h, MdCursor *c);
void md_encode_hir_attrs(const MdHirEncHooks *h, MdBuf *b, const HirAttrs *a);
HirAttrs *md_decode_hir_attrs(const MdHirDecHooks *h, MdCursor *c);
/* A body with everything in it, closures' bodies included (a closure's
 * HirExpr carries its DefId; the closure's body is part of its owner's). */
void md_encode_hir_body(const MdHirEncHooks *h, MdBuf *b, const HirBody *body);
HirBody *md_decode_hir_body(const MdHirDecHooks *h, MdCursor *c);

/* -Zhir-roundtrip (a test of the codec, src/metadata/hir_roundtrip.c):
 * encodes and decodes every item, attribute set and body of every crate
 * of h, checks the copies (node by node, and by their HIR print) and
 * reports the first difference as an error; with `corrupt`, also decodes
 * truncated and bit-flipped encodings of a sample of them. Prints sizes
 * and times to stderr when `stats`. False if a check failed. */
bool md_hir_roundtrip(Hir *h, bool corrupt, bool stats);

/* ---- the files: `.rmeta` and `.rlib` ---- */

/* The sections of the blob. */
typedef enum MdSection {
    MDS_STRINGS = 1,  /* the string table (symbols: v32 index into it) */
    MDS_FILES,        /* the source files spans point into, with line tables */
    MDS_DEFS,         /* one record per DefIndex (see src/metadata) */
    MDS_MODULES,      /* per-module name tables, re-exports resolved */
    MDS_HIR,          /* items, attributes and bodies, at offsets the defs give */
    MDS_LANG,         /* lang items this crate defines */
    MDS_IMPLS,        /* every impl: its trait / the simplified key of its self type */
    MDS_MACROS,       /* exported macros' token trees */
    MDS_SCOPES,       /* trait lists of the scopes bodies were resolved in */
    MDS_CRATE,        /* the crate root's features and attribute names */
    MDS_HYGIENE,      /* syntax contexts and expansions identifiers refer to */
    MDS_NATIVE_LIBS,  /* the crate's #[link] libraries (src/driver/native_libs.c) */
    MDS_PROC_MACROS,  /* a proc-macro crate's macros (the harness's order) */
    MDS__COUNT
} MdSection;

typedef struct MdDep {
    Symbol name;
    uint64_t stable_id, hash;
} MdDep;

/* A metadata blob that passed the header checks, memory-mapped (or held),
 * with its header decoded. Sections are located, not decoded. */
typedef struct MdFile {
    const char *path;           /* the file it came from (an rlib or an rmeta) */
    const uint8_t *data;        /* the blob */
    uint32_t len;
    Symbol crate_name;
    uint64_t stable_id, hash;
    uint8_t edition, panic_strategy;
    uint8_t flags;              /* MD_CRATE_* (below) */
    MdDep *deps;
    uint32_t ndeps;
    struct { uint32_t off, len; } sections[MDS__COUNT];
    void *map_base;             /* what to munmap (the whole file) */
    size_t map_len;
} MdFile;

/* MdFile.flags: the crate attributes that decide a program's panic
 * runtime (driver/session.c, rustc's inject_panic_runtime). */
#define MD_CRATE_NEEDS_PANIC_RUNTIME 1u   /* #![needs_panic_runtime] (std) */
#define MD_CRATE_PANIC_RUNTIME 2u         /* #![panic_runtime] */
#define MD_CRATE_COMPILER_BUILTINS 4u     /* #![compiler_builtins] */
#define MD_CRATE_PROC_MACRO 8u            /* a proc-macro crate (a shared object; PROC_MACROS lists its macros) */

/* Writes the header and sections into one blob. */
typedef struct MdHeader {
    Symbol crate_name;
    uint64_t stable_id;
    uint8_t edition, panic_strategy, flags;
    const MdDep *deps;
    uint32_t ndeps;
} MdHeader;
void md_write_blob(MdBuf *out, const MdHeader *h, const MdBuf sections[MDS__COUNT]);

/* Opens a `.rmeta` or the metadata member of an `.rlib` (an `ar`
 * archive: member `lib.rmeta`), checks the magic, version, build id,
 * lengths and the crate hash. On failure returns NULL and reports a
 * rustc-style error naming the file (E0786 "found invalid metadata files
 * for crate `name`", or "...compiled by an incompatible version of rcc",
 * E0514) into dc. `want_name` (0: any) is the crate name the user asked
 * for. */
MdFile *md_open(const char *path, Symbol want_name, DiagCtx *dc, Span sp);
void md_close(MdFile *f);

/* ---- the crate encoder (src/metadata/encode.c) ---- */

/* Fills the sections of the local crate's metadata (header fields other
 * than those the driver knows). */
void md_encode_crate(TyCtxt *tcx, MdBuf sections[MDS__COUNT]);
/* The same for a proc-macro crate, with its PROC_MACROS section: v32
 * the harness static's symbol (string index), v32 n, then per macro u8
 * kind (ProcMacroKind), v32 name, v32 the function's DefIndex, v32 lo,
 * v32 hi (its span), v32 nhelpers and the helper attributes' names. */
void md_encode_proc_macro_crate(TyCtxt *tcx, const ProcMacroDecls *pms, const char *symbol,
                                MdBuf sections[MDS__COUNT]);

/* ---- the crate loader (src/metadata/decode.c) ---- */

/* One per session: the crates read from metadata. */
typedef struct MdLoader MdLoader;
/* sm: the session's source map (a dependency's files are added to it as
 * its spans are decoded). */
MdLoader *md_loader_new(Resolver *r, Arena *arena, DiagCtx *dc, SourceMap *sm);
void md_loader_free(MdLoader *l);    /* the files stay open (the driver closes them) */
/* Adds the crate of f to the resolver; deps[i] is
 * the CrateNum of f->deps[i], loaded before. */
CrateNum md_load_crate(MdLoader *l, MdFile *f, const CrateNum *deps);
/* The HIR context, once it exists (items and bodies decode into it). */
void md_loader_set_hir(MdLoader *l, Hir *h);
const HirCrateProvider *md_hir_provider(const MdLoader *l, CrateNum c);
MdFile *md_crate_file(const MdLoader *l, CrateNum c);
/* The crate loaded with that stable id and crate hash, or UINT32_MAX. */
CrateNum md_find_crate(const MdLoader *l, uint64_t stable_id, uint64_t hash);

/* The stable crate id of a crate: XXH3 of its name, its sorted,
 * deduplicated `-C metadata` values and, for an executable, a marker
 * (rustc's StableCrateId: a program `foo` may use a library `foo`). */
uint64_t md_stable_crate_id(const char *name, const char *const *cmetadata, uint32_t n, bool is_exe);

#endif
