/* crate_format.h — what the crate encoder (encode.c) and the crate loader
 * (decode.c) share: the layout of the fixed-size records of the DEFS
 * section and the encodings of references.
 *
 * DEFS: u32 count, then `count` records of MD_DEF_RECORD bytes, record i
 * for DefIndex i + 1:
 *   u8 kind, u8 ctor_of, u8 ctor_kind, u8 macro_kind,
 *   u32 name (string index + 1; 0: none),
 *   u32 parent (DefIndex; 0: none),
 *   u32 span lo, u32 span hi (offsets in the writing session's source map),
 *   u32 item, u32 attrs, u32 body (offset + 1 into HIR; 0: none),
 *   u32 module (offset + 1 into MODULES; 0: not a module),
 *   u32 macro (offset + 1 into MACROS; 0: not a macro),
 *   u32 sibling rank (the mangling disambiguator of items in bodies).
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
 * FILES (planned, not written yet): v32 total (the writing session's
 * source map size), v32 n, then per file: string name, string path,
 * v32 start, v32 len.
 */
#ifndef RCC_MD_CRATE_FORMAT_H
#define RCC_MD_CRATE_FORMAT_H

#include "rcc/metadata.h"

#define MD_DEF_RECORD 52u

enum {
    MDR_KIND = 0, MDR_NAME = 4, MDR_PARENT = 8, MDR_LO = 12, MDR_HI = 16, MDR_ITEM = 20, MDR_ATTRS = 24,
    MDR_BODY = 28, MDR_MODULE = 32, MDR_MACRO = 36, MDR_RANK = 40, MDR_ILO = 44, MDR_IHI = 48,
};

/* HYGIENE records (see above). */
#define MD_CTXT_RECORD 20u
#define MD_EXPN_RECORD 36u

#endif
