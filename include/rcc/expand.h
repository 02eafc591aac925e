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
 * returns false. The literal of a NAME_VALUE is a literal token (string,
 * integer, ..., or `true`/`false` as a TK_IDENT token). */
bool meta_from_attr(ParseSess *ps, const Attr *a, MetaItem *out);
/* The last segment's name of a single-segment path, or 0. */
Symbol meta_name(const MetaItem *m);
/* For NAME_VALUE string literals: the unescaped value, or 0. */
Symbol meta_value_str(const MetaItem *m);
/* rustc's Attribute::value_str without parsing a meta item (so without
 * errors): for `#[name = "string"]` (no suffix) the unescaped string, for
 * a doc comment its text; otherwise 0. */
Symbol meta_attr_value_str(const Attr *a);
/* The name of an attribute with a single-segment path (`cfg`, `path`),
 * or 0 (doc comments, `a::b`). */
Symbol meta_attr_name(const Attr *a);
/* Is the literal token a literal of a meta item: a literal token, or
 * `true`/`false`? */
bool meta_is_lit_token(const Token *t);

/* `#[cfg_attr(pred, attr1, attr2(..), ...)]`: parses the predicate and
 * the attributes it stands for (fresh Attr nodes with the style of `a`,
 * not yet expanded themselves). Reports rustc's errors (`malformed
 * `cfg_attr` attribute input`, `wrong `cfg_attr` delimiters`, parse
 * errors with the cfg_attr grammar help) and returns false. */
bool meta_parse_cfg_attr(ParseSess *ps, const Attr *a, MetaItem *pred, AttrList *attrs);

/* ---- the cfg set ---- */

/* The configuration predicates in force: `unix`, `target_os = "linux"`,
 * `feature = "std"`, ... (name, value) pairs; value 0 for bare names.
 * The map's key is (name << 32 | value): exact, two symbols fit in it. */
typedef struct CfgSet {
    HashMap pairs;
} CfgSet;

void cfgset_init(CfgSet *cs);
void cfgset_free(CfgSet *cs);
void cfgset_add(CfgSet *cs, Symbol name, Symbol value);
bool cfgset_has(const CfgSet *cs, Symbol name, Symbol value);

/* Evaluates a cfg predicate (`all(..)`, `any(..)`, `not(..)`, `name`,
 * `name = "value"`, and the unstable `target(..)` and `version("1.x")`).
 * Malformed predicates are reported with rustc 1.63's errors; the value
 * they take is rustc's: false for E0536 (`not` needs one predicate),
 * E0537 (invalid predicate) and literals in lists (E0565 `unsupported
 * literal`); true for a non-string value (E0565) and a path key
 * (`cfg` predicate key must be an identifier). `all`/`any` evaluate every
 * operand (so every error is reported). */
bool cfg_eval(ParseSess *ps, const CfgSet *cs, const MetaItem *pred);

struct ExpandCtx;
/* cfg_eval with the feature gates of the unstable cfgs (`cfg(version)`,
 * `target_abi`, compact `target(..)`, ...) once ex->features_known. */
bool cfg_eval_gated(struct ExpandCtx *ex, const MetaItem *pred);

/* `#[cfg(pred)]`: the predicate of a cfg attribute, checking its shape
 * (`cfg` is not followed by parentheses, predicate not specified, multiple
 * predicates, literal key). Returns false after reporting an error. */
bool cfg_attr_predicate(ParseSess *ps, const Attr *a, MetaItem *pred);
/* Is the node carrying this `#[cfg(..)]` attribute kept? As rustc: true
 * when the attribute is malformed (the error is reported). */
bool cfg_attr_true(ParseSess *ps, const CfgSet *cs, const Attr *a);

/* ---- out-of-line modules: where `mod name;` is looked for ---- */

/* The file paths of the modules being loaded, innermost first (for the
 * `circular modules` check). */
typedef struct ModFile {
    const char *path;
    const struct ModFile *up;
} ModFile;

/* rustc's module data and directory ownership: the directory a module's
 * children live in, and how `mod name;` inside it finds its file. */
typedef struct ModDir {
    char *dir;            /* directory for child modules' files (rustc's
                             dir_path; "" is the current directory) */
    bool inline_chain;    /* inside an inline `mod m { }` of a file module */
    Symbol relative;      /* in a non-mod.rs file `foo.rs` (not inside an
                             inline module): `foo`, children are looked
                             for in dir/foo/; 0 otherwise */
    bool in_block;        /* inside a block: `mod m;` needs #[path] */
    const ModFile *files; /* the files being loaded, innermost first */
} ModDir;

/* ---- the expansion context ---- */

typedef struct ExpandCtx {
    ParseSess *ps;
    const CfgSet *cfg;
    DiagCtx *dc;
    SourceMap *sm;
    Symbol crate_name;
    /* The crate root's path as given (before --remap-path-prefix): module
     * files are looked for next to it. NULL: the name of the crate root's
     * SourceFile. */
    const char *root_file;
    /* The name diagnostics show for a loaded module file
     * (--remap-path-prefix): returns `path` itself or a string that lives
     * as long as the session. NULL: the path as it is. */
    const char *(*remap_file_name)(void *arg, const char *path);
    void *remap_arg;
    /* The current module's directory context (modules.c); NULL: `mod m;`
     * items are left unloaded. expand_cfg_crate sets it up for the root
     * and restores it; the stripper moves it as it enters modules and
     * blocks. */
    ModDir *mod_dir;
    /* The features the crate enables with #![feature(..)] (symbol -> 1),
     * for the feature gates of expansion (attributes on expressions,
     * unstable cfgs). expand_cfg_crate reads them from the crate's
     * attributes once they are configured; until features_known, nothing
     * is gated (as rustc, which configures the crate attributes before it
     * knows the features). */
    HashMap features;
    bool features_known;
    /* Feature-gate errors add `help: add `#![feature(..)]` to the crate
     * attributes to enable`, as a nightly (or RUSTC_BOOTSTRAP=1) rustc. */
    bool nightly;
    /* A fatal error was reported (rustc stops at once: an unreadable
     * module file, a malformed #[path]): the caller must stop. */
    bool fatal;
    /* Lints whose "`#[warn(lint)]` on by default" note was shown (rustc
     * shows it on the first occurrence only); bits of ExpandLintNote. */
    uint32_t lint_noted;
    /* Lint warnings (Diag *), held back as rustc buffers early lints and
     * emits them after expansion and name resolution: see
     * expand_flush_lints. */
    VecPtr lints;
    bool quiet_lints;     /* internal: a second configuration pass (cfg.c) */
} ExpandCtx;

enum ExpandLintNote {
    LINT_NOTED_UNUSED_ATTRIBUTES = 1 << 0,
    LINT_NOTED_DEPRECATED_CFG_ATTR_CRATE_TYPE_NAME = 1 << 1,
};

/* Initialises a context with the given session pieces, zeroing the rest;
 * expand_ctx_free frees what it holds (buffered lints are dropped). */
void expand_ctx_init(ExpandCtx *ex, ParseSess *ps, const CfgSet *cfg, Symbol crate_name);
void expand_ctx_free(ExpandCtx *ex);
/* Has the crate enabled the feature `name` (with #![feature(name)])? */
bool expand_has_feature(const ExpandCtx *ex, const char *name);

/* Emits the buffered lint warnings (rustc emits them after resolution,
 * before type checking) and frees the buffer. */
void expand_flush_lints(ExpandCtx *ex);

/* cfg stripping and cfg_attr expansion for a fragment: removes every node
 * whose #[cfg] is false (items, fields, variants, params, statements,
 * expressions, match arms, generic params, struct-literal and pattern
 * fields, foreign items) and replaces each #[cfg_attr(pred, attrs...)]
 * by its attributes when pred holds (recursively). Out-of-line modules
 * are loaded as they are met (after their own #[cfg] is known, as rustc
 * does: `#[cfg(FALSE)] mod m;` never looks for a file), and stripped in
 * turn. Returns false when the crate itself is cfg'd out by an inner
 * #![cfg(false-pred)] (its attributes and items are then empty).
 * Check ex->fatal afterwards. */
bool expand_cfg_crate(ExpandCtx *ex, Crate *c);
void expand_cfg_items(ExpandCtx *ex, ItemList *items);
/* Processes the attributes of one node: expands cfg_attr in place; returns
 * false if a #[cfg] on it is false (the node must be removed). True cfg
 * attributes stay (as in rustc, for -Zunpretty=expanded). */
bool expand_cfg_attrs(ExpandCtx *ex, AttrList *attrs);

/* ---- out-of-line modules ---- */

/* The context of the crate root: its children live next to it, whatever
 * the root file is called. Strings are allocated in ex->ps->arena. */
void expand_root_mod_dir(ExpandCtx *ex, const char *root_file, ModDir *out);

/* Loads the file of `mod name;` (honouring #[path]), parses it, and fills
 * the item's `mod.items` and inner attributes (which are also appended to
 * its `attrs`, as rustc merges them); sets `mod.loaded`. Gives the
 * ModDir for the loaded module's own children. Errors: E0583 (file not
 * found for module), E0761 (found at both), circular modules, `mod m;`
 * in a block without #[path]; fatal (ex->fatal): the file cannot be read
 * or is not UTF-8, a malformed #[path]. After an error the module is
 * loaded empty and false is returned. */
bool expand_load_mod(ExpandCtx *ex, Item *mod_item, const ModDir *parent, ModDir *child);

/* The ModDir for the children of a module item that needs no loading: an
 * inline `mod m { }` (its name, or its #[path] as a directory, is added
 * to the parent's), or an out-of-line module loaded earlier. */
void expand_mod_dir_of(ExpandCtx *ex, const Item *mod_item, const ModDir *parent, ModDir *child);

#endif
