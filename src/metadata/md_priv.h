/* md_priv.h — internals of the metadata phase shared between its files:
 * the HIR codec's node log (what the roundtrip check compares). */
#ifndef RCC_METADATA_PRIV_H
#define RCC_METADATA_PRIV_H

#include "rcc/metadata.h"

/* What a HIR record holds. */
typedef enum MdHirWhat { MDH_ITEM, MDH_ATTRS, MDH_BODY } MdHirWhat;

/* The node log of one encode or decode (the roundtrip check): every
 * struct (or array of structs, or byte string) the codec walked, in walk
 * order, and the bytes of them that are not the encoding's business:
 * pointers (compared as NULL / not NULL; the nodes they point to are
 * logged themselves), identifiers' hygiene contexts, Res.local NodeIds
 * and the AST expressions of asm! operands. The encoder's log of the
 * original and the decoder's log of the copy must have the same nodes
 * with the same bytes outside the masks: a field the codec drops shows up
 * as a difference (the decoder's nodes start zeroed). */
typedef struct MdHirLogNode {
    const void *p;
    uint32_t size;
    const char *what;
} MdHirLogNode;
typedef struct MdHirLogMask {
    uint32_t node, off, len;
    bool ptr;             /* compare NULL-ness only; else ignore the bytes */
} MdHirLogMask;
typedef struct MdHirLog {
    VEC(MdHirLogNode) nodes;
    VEC(MdHirLogMask) masks;
    VecU32 open;          /* the nodes being walked, innermost last */
    bool broken;          /* a mask outside every open node (a codec bug) */
} MdHirLog;

void md_hir_log_reset(MdHirLog *l);
void md_hir_log_free(MdHirLog *l);
/* True if the two logs agree; else false with the first difference in why. */
bool md_hir_log_compare(const MdHirLog *a, const MdHirLog *b, StrBuf *why);

/* md_encode_hir_* / md_decode_hir_* with a log (NULL: none). */
void md_hir_encode(const MdHirEncHooks *h, MdBuf *b, MdHirWhat w, const void *node, MdHirLog *log);
void *md_hir_decode(const MdHirDecHooks *h, MdCursor *c, MdHirWhat w, MdHirLog *log);

#endif
