/* crate_format.h — what the crate encoder (encode.c) and the crate loader
 * (decode.c) share: the layout of the fixed-size records of the DEFS
 * section and the encodings of references.
 *
 * DEFS: u32 count, then `count` records of MD_DEF_RECORD bytes, record i
 * for DefIndex i + 1:
 *   u8 kind, u8 ctor_of, u8 ctor_kind, u8 macro_kind,
 *   u32 name (string index + 1; 0: none),
 *   u32 parent (DefIndex; 0: none),
 *   u32 span lo, u32 span hi,
 *   u32 item, u32 attrs, u32 body (offset + 1 into HIR; 0: none),
 *   u32 module (offset + 1 into MODULES; 0: not a module),
 *   u32 macro (offset + 1 into MACROS; 0: not a macro),
 *   u32 sibling rank (the mangling disambiguator of items in bodies),
 *   u32 name span lo, u32 name span hi (items and variants: the span of
 *   the identifier, E0061's "function defined here").
 *
 * Spans everywhere (records, the HIR codec's v32 lo + v32 length,
 * HYGIENE) are offsets in the writing session's source map; FILES says
 * which file holds each offset, and the reader maps a span into the file
 * it made for that entry (decode.c map_span). {0, 0} is the dummy span.
 *
 * A definition reference: v32 crate (0: this crate; k: dependency k - 1
 * of the header), v32 DefIndex (0: none, and then no crate).
 * A Res: u8 kind, then for RES_DEF and the SELF kinds a definition, for
 * RES_PRIM_TY u8 prim.
 * STRINGS: u32 count, u32 offsets[count + 1] (from the end of the offset
 * table), then the bytes.
 * SCOPES: u32 count, u32 offsets[count], then per scope v32 n and n
 * definitions (the traits in scope).
 * MODULES: per module v32 n, then n entries: u8 ns, u8 flags (1 pub,
 * 2 macro_export), v32 name (string index), Res, v32 lo, v32 hi.
 * MACROS: per macro u8 flags (1 macro_rules, 2 local_inner_macros,
 * 4 has_params), u8 delim, u8 kind, v32 builtin name (string index + 1),
 * v32 ident, then the body's and the params' tokens: v32 n, then per token
 * u8 kind, u8 flags, v32 sym, v32 suffix (string index + 1), v32 lo, v32 hi.
 * LANG: v32 n, then n times v32 lang item, definition.
 * FILES: v32 n, then n headers (in the order of their start offsets):
 *   u8 kind, v32 start, v32 len (the file's range in the writer's source
 *   map), then kind 0 (a file the writer read): v32 offset of its detail
 *   (from the end of the headers); kind 1 (a file the writer had from a
 *   dependency's metadata): v32 dependency (header index + 1), v32 index
 *   of the file in that crate's FILES.
 *   After the headers the details of kind 0: string name (as diagnostics
 *   show it: after --remap-path-prefix, a relative path made absolute
 *   against the working directory), string path (where a dependent reads
 *   the text: the name when it was not remapped, else empty), u64 hash
 *   (hash_bytes of the text), v32 nlines, nlines - 1 line-start deltas,
 *   v32 nmbc, then per multi-byte character v32 position delta, u8 its
 *   UTF-8 length - 1 (columns without the text).
 *   The reader adds a file to its source map (sm_add_virtual) on the
 *   first span that needs it; the text is read when a diagnostic shows a
 *   line, and only if it still hashes the same (else rustc's rendering
 *   without location or snippet).
 * HYGIENE (identifiers' syntax contexts, through the HIR codec's ctxt
 * hook: v32 context index + 1, 0 the root): u32 ncontexts, u32
 * nexpansions, then MD_CTXT_RECORD-byte contexts: u32 outer expansion
 * (index + 1), u32 parent, u32 opaque, u32 opaque-and-semi-transparent
 * (context index + 1), u8 transparency; then MD_EXPN_RECORD-byte
 * expansions: u8 kind, u8 flags (1 local_inner_macros, 2
 * allow_internal_unstable, 4 builtin), u8 edition, u8 0, u32 macro name
 * (string index + 1), u32 call site lo, hi, u32 def site lo, hi, u32 call
 * context, u32 parent expansion, u32 defining crate (0: this crate, k:
 * dependency k - 1). The contexts are those of the identifiers written
 * and everything they refer to (a dependency's contexts are copied). The
 * reader makes a context of its own hygiene tables on first use
 * (hyg_import_ctxt): later phases read the expansions' call sites
 * (#[track_caller] locations of calls made by macros, mir/build_expr.c).
 * IMPLS: v32 n, then per impl (in DefIndex order) v32 DefIndex, then
 * for a trait impl u8 0, its trait's definition and the key of its self
 * type; for an inherent impl the key of its self type (never 0). A key
 * (ty_simplified_key) is u8 class (key >> 40; 0: none, nothing follows),
 * then for MD_IMPL_KEY_ADT and MD_IMPL_KEY_DYN its definition, for the
 * other classes v64 its low 40 bits.
 */
#ifndef RCC_MD_CRATE_FORMAT_H
#define RCC_MD_CRATE_FORMAT_H

#include "rcc/metadata.h"

#define MD_DEF_RECORD 52u

/* ty_simplified_key's classes whose low bits are a DefId (an ADT or
 * foreign type; a dyn's principal trait) */
#define MD_IMPL_KEY_ADT 1u
#define MD_IMPL_KEY_DYN 7u
#define MD_IMPL_KEY_LOW ((1ull << 40) - 1)

enum {
    MDR_KIND = 0, MDR_NAME = 4, MDR_PARENT = 8, MDR_LO = 12, MDR_HI = 16, MDR_ITEM = 20, MDR_ATTRS = 24,
    MDR_BODY = 28, MDR_MODULE = 32, MDR_MACRO = 36, MDR_RANK = 40, MDR_ILO = 44, MDR_IHI = 48,
};

/* HYGIENE records (see above). */
#define MD_CTXT_RECORD 20u
#define MD_EXPN_RECORD 36u

#endif
