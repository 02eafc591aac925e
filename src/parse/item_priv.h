/* item_priv.h — the private interface of the item parser (item.c, adt.c)
 * and its helpers shared with the printer of items.
 *
 * An item is parsed in a context: a module (or the crate root), a block
 * (statement position: macro calls there are statements, not items), a
 * trait, an impl, or an extern block. The context decides whether fns need
 * bodies and parameter names, and which item kinds are allowed.
 */
#ifndef RCC_PARSE_ITEM_PRIV_H
#define RCC_PARSE_ITEM_PRIV_H

#include "parser.h"

typedef enum ItemCtx { IC_MOD, IC_STMT, IC_TRAIT, IC_IMPL, IC_FOREIGN } ItemCtx;

/* Parses one item after its outer attributes. Returns 1 with *out set, 0
 * if no item starts here (nothing consumed), -1 after a syntax error, -2
 * after an error for a visibility or `default` not followed by an item. */
int parse_item_common(Parser *p, AttrList attrs, ItemCtx ctx, Item **out);
/* Items until `close` (not consumed), recovering from errors. `open` is
 * the `{` of a trait/impl/extern block (dummy for modules), for messages. */
void parse_item_list(Parser *p, ItemCtx ctx, TokenKind close, Span open, ItemList *out);
/* `{` inner_attrs items `}` of a trait, impl or extern block. */
bool parse_braced_item_list(Parser *p, Item *it, ItemCtx ctx, ItemList *out);
/* After an error in the item that started at token index `start`. */
void recover_to_next_item(Parser *p, uint32_t start);

bool parse_vis_ex(Parser *p, bool followed_by_type, Visibility *v);
/* "function", "struct", "`use` import"... (rustc's ItemKind::descr). */
const char *item_kind_descr(ItemKind k);
bool p_expect_semi(Parser *p);

/* adt.c: after `struct` / `union` / `enum`, and trait / impl items. */
bool parse_struct(Parser *p, Item *it);
bool parse_union(Parser *p, Item *it);
bool parse_enum(Parser *p, Item *it);
bool parse_trait(Parser *p, Item *it);
bool parse_impl(Parser *p, Item *it, Defaultness def);

/* Comma lists. When a list element is followed by neither `,` nor the
 * closer, rustc reports "expected one of ..." and then tries to parse
 * another element: if that works, the error gets a "missing `,`" hint and
 * parsing goes on. `f` parses one element into `out`. */
typedef bool (*SeqElemFn)(Parser *p, void *out);
bool p_seq_missing_comma(Parser *p, SeqElemFn f, void *out);

#endif
