/* expand.h — macro expansion: takes the parsed crate root and gives the
 * fully expanded AST. This header holds the pieces the expander is built
 * from: meta items (the structured form of attribute arguments), the cfg
 * set and cfg evaluation, cfg stripping, and out-of-line module loading.
 *
 * The expansion <-> early-resolution fixed point (macro_rules, built-in
 * macros, derives) builds on these; see NOTES.md for the plan.
 */
#ifndef RCC_EXPAND_H
#define RCC_EXPAND_H

#include "rcc/parse.h"

/* ---- meta items: `#[name]`, `#[name(list, ...)]`, `#[name = lit]` ---- */

typedef enum MetaKind { META_WORD, META_LIST, META_NAME_VALUE } MetaKind;

typedef struct NestedMeta NestedMeta;
typedef struct MetaItem {
    MetaKind kind;
    Path path;
    Span span;
    NestedMeta *list;     /* META_LIST */
    uint32_t nlist;
    Token lit;            /* META_NAME_VALUE: the literal token */
} MetaItem;

struct NestedMeta {
    bool is_lit;          /* a bare literal in a list: #[foo("x")] */
    Token lit;
    MetaItem meta;
    Span span;
};

/* Parses an attribute's arguments as a meta item. Doc comments give a
 * NAME_VALUE `doc = "text"`. Reports rustc's errors for malformed input
 * (e.g. `expected unsuffixed literal or identifier, found ...`) and
 * returns false. */
bool meta_from_attr(ParseSess *ps, const Attr *a, MetaItem *out);
/* The last segment's name of a single-segment path, or 0. */
Symbol meta_name(const MetaItem *m);
/* For NAME_VALUE string literals: the unescaped value, or 0. */
Symbol meta_value_str(const MetaItem *m);

/* ---- the cfg set ---- */

/* The configuration predicates in force: `unix`, `target_os = "linux"`,
 * `feature = "std"`, ... (name, value) pairs; value 0 for bare names. */
typedef struct CfgSet {
    HashMap pairs;
} CfgSet;

void cfgset_init(CfgSet *cs);
void cfgset_free(CfgSet *cs);
void cfgset_add(CfgSet *cs, Symbol name, Symbol value);
bool cfgset_has(const CfgSet *cs, Symbol name, Symbol value);

/* Evaluates a cfg predicate (`all(..)`, `any(..)`, `not(..)`, `name`,
 * `name = "value"`). Malformed predicates are reported (rustc's wording,
 * e.g. E0537 `invalid predicate`) and evaluate to false... see cfg.c. */
bool cfg_eval(ParseSess *ps, const CfgSet *cs, const MetaItem *pred);

/* ---- the expansion context ---- */

typedef struct ExpandCtx {
    ParseSess *ps;
    const CfgSet *cfg;
    DiagCtx *dc;
    SourceMap *sm;
    Symbol crate_name;
} ExpandCtx;

/* cfg stripping and cfg_attr expansion for a fragment: removes every node
 * whose #[cfg] is false (items, fields, variants, params, statements,
 * expressions, match arms, generic params, struct-literal and pattern
 * fields, foreign items) and replaces each #[cfg_attr(pred, attrs...)]
 * by its attributes when pred holds (recursively). Returns false when the
 * crate itself is cfg'd out by an inner #![cfg(false-pred)]. */
bool expand_cfg_crate(ExpandCtx *ex, Crate *c);
void expand_cfg_items(ExpandCtx *ex, ItemList *items);
/* Processes the attributes of one node: expands cfg_attr in place; returns
 * false if a #[cfg] on it is false (the node must be removed). */
bool expand_cfg_attrs(ExpandCtx *ex, AttrList *attrs);

/* ---- out-of-line modules ---- */

/* Where `mod name;` is looked for: the directory a module's children live
 * in, and whether the module file was a `mod.rs` (rustc's rules). */
typedef struct ModDir {
    char *dir;            /* directory for child modules' files */
    bool inline_chain;    /* inside an inline `mod m { }` of a file module */
} ModDir;

/* Loads the file of `mod name;` (honouring #[path]), parses it, and fills
 * the item's `mod.items` and inner attributes; sets `mod.loaded`. Gives the
 * ModDir for the loaded module's own children. Errors: E0583 (file not
 * found for module), circular modules, #[path] to a missing file. */
bool expand_load_mod(ExpandCtx *ex, Item *mod_item, const ModDir *parent, ModDir *child);

#endif
