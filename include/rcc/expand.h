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
/* One attribute item (`path`, `path(tokens)`, `path = expr`) making up the
 * whole of toks (-Zcrate-attr's text, lexed), as an attribute of `style`
 * spanning `whole`. False after reporting an error. */
bool meta_parse_attr_item(ParseSess *ps, TokenSlice toks, Span whole, AttrStyle style, Attr *out);

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

/* ---- hygiene (hygiene.c) ----
 *
 * rustc's model. Every macro expansion gets an ExpnId (1, 2, ...; 0 is the
 * root, i.e. source text) with its ExpnData. A syntax context (the `ctxt`
 * of a Token or Ident; 0 is the root context) is a list of marks
 * (ExpnId, Transparency) applied by expansions:
 *  - macro_rules! marks the tokens of its body SEMI_TRANSPARENT: locals
 *    and labels they introduce do not capture the caller's (and vice
 *    versa), items are unhygienic;
 *  - `macro` 2.0 and def-site tokens of built-in macros are OPAQUE;
 *  - call-site tokens of built-in macros are TRANSPARENT (no hygiene).
 * Names are compared as (Symbol, normalized ctxt): locals and labels use
 * hyg_normalize_to_macro_rules, items in modules hyg_normalize_to_macros_2_0.
 * Tokens substituted from a macro's arguments keep their own ctxt. */

typedef enum Transparency { TRANSP_TRANSPARENT, TRANSP_SEMI_TRANSPARENT, TRANSP_OPAQUE } Transparency;
typedef enum ExpnKind {
    EXPN_ROOT,
    EXPN_MACRO_BANG,      /* foo!(...) */
    EXPN_MACRO_ATTR,      /* #[foo] item */
    EXPN_MACRO_DERIVE,    /* #[derive(Foo)] */
    EXPN_DESUGARING,      /* compiler desugarings that want their own mark */
} ExpnKind;

typedef struct ExpnData {
    ExpnKind kind;
    Symbol macro_name;    /* `vec`, `derive(Clone)` is `Clone` */
    Symbol macro_path;    /* the path as the invocation wrote it (`mac::fail`),
                             as rustc's backtrace notes name the macro; 0:
                             macro_name (not kept in metadata) */
    Span call_site;       /* the whole invocation */
    uint32_t call_ctxt;   /* the ctxt of the invocation's path */
    Span def_site;        /* the macro definition (dummy for built-ins) */
    uint32_t parent;      /* ExpnId that produced the invocation: the outer
                             expansion of call_ctxt (0: source text) */
    uint32_t def_crate;   /* CrateNum of the macro's definition: `$crate`
                             in its output names that crate's root */
    uint32_t def_module;  /* ModuleId (resolve.h) of the definition, for
                             macro 2.0 def-site names; 0 if unknown */
    uint32_t module;      /* ModuleId the invocation sits in */
    Edition edition;      /* the edition of the macro's definition */
    bool local_inner_macros;
    bool allow_internal_unstable;
    bool is_builtin;
} ExpnData;

typedef struct SyntaxCtxtData {
    uint32_t outer_expn;
    uint32_t parent;              /* this ctxt without its outermost mark */
    uint32_t opaque;              /* the ctxt with only its opaque marks */
    uint32_t opaque_and_semi;     /* ... only its opaque and semi-transparent marks */
    uint8_t outer_transparency;   /* Transparency */
} SyntaxCtxtData;

typedef struct Hygiene {
    VEC(ExpnData) expns;          /* [0] is the root */
    VEC(SyntaxCtxtData) ctxts;    /* [0] is the root */
    HashMap marks;                /* (parent, expn, transparency) -> ctxt */
} Hygiene;

void hyg_init(Hygiene *h);
void hyg_free(Hygiene *h);
/* A new expansion; returns its ExpnId. data->parent is filled in from
 * data->call_ctxt when 0. */
uint32_t hyg_new_expn(Hygiene *h, const ExpnData *data);
const ExpnData *hyg_expn(const Hygiene *h, uint32_t expn);
ExpnData *hyg_expn_mut(Hygiene *h, uint32_t expn);
/* rustc's SyntaxContext::apply_mark (with its call-site adjustment for
 * macro_rules invoked from macro 2.0 bodies). */
uint32_t hyg_apply_mark(Hygiene *h, uint32_t ctxt, uint32_t expn, Transparency t);
uint32_t hyg_outer_expn(const Hygiene *h, uint32_t ctxt);
Transparency hyg_outer_transparency(const Hygiene *h, uint32_t ctxt);
uint32_t hyg_parent_ctxt(const Hygiene *h, uint32_t ctxt);
uint32_t hyg_normalize_to_macros_2_0(const Hygiene *h, uint32_t ctxt);
uint32_t hyg_normalize_to_macro_rules(const Hygiene *h, uint32_t ctxt);
/* The expansion whose definition `$crate` with this ctxt refers to (rustc's
 * resolve_crate_root marks walk), 0 if none: the local crate. */
uint32_t hyg_dollar_crate_expn(const Hygiene *h, uint32_t ctxt);
/* The CrateNum `$crate` with this ctxt names (LOCAL_CRATE = 0 for none). */
uint32_t hyg_dollar_crate(const Hygiene *h, uint32_t ctxt);
/* Is expansion `e` (transitively) produced by expansion `ancestor`? */
bool hyg_expn_is_descendant_of(const Hygiene *h, uint32_t e, uint32_t ancestor);
/* What rustc's emitter adds to a diagnostic whose primary span `sp` comes
 * from a macro expansion: "in this macro invocation" at the outermost
 * call, and a note naming the macro. rcc's spans carry no hygiene
 * context, so the caller gives the context of the primary span's
 * identifier (0: not from an expansion, nothing is added). */
void hyg_macro_backtrace(const Hygiene *h, Diag *d, Span sp, uint32_t ctxt);
/* The outermost call site of a span produced by expansions: follows
 * call_site while the ctxt has an outer expansion (file!/line!/column!
 * and diagnostics use it). */
Span hyg_topmost_call_site(const Hygiene *h, Span sp, uint32_t ctxt);
/* For contexts read from crate metadata: a new expansion exactly as given
 * (no parent filled in), and a new context whose data the caller sets
 * (hyg_set_ctxt) once the contexts it refers to exist. Neither is
 * interned: marks are never applied to them. */
uint32_t hyg_import_expn(Hygiene *h, const ExpnData *data);
uint32_t hyg_import_ctxt(Hygiene *h);
void hyg_set_ctxt(Hygiene *h, uint32_t ctxt, const SyntaxCtxtData *d);
/* How many nested expansions produced this ctxt (the recursion depth). */
uint32_t hyg_expn_depth(const Hygiene *h, uint32_t expn);

/* ---- building token streams (tokbuild.c) ----
 *
 * Built-in macros, derives and desugarings write their output as tokens,
 * which the expander parses as the invocation's fragment kind. Every token
 * gets the builder's current span and ctxt unless given its own. */
typedef struct TokBuilder {
    TokenVec toks;
    Span span;
    uint32_t ctxt;
} TokBuilder;

void tb_init(TokBuilder *tb, Span span, uint32_t ctxt);
void tb_free(TokBuilder *tb);
/* Punctuation and delimiters: tb_punct(tb, TK_COLONCOLON). */
void tb_punct(TokBuilder *tb, TokenKind k);
/* Punctuation glued to the next token (TF_JOINT), as `#` in `#!`. */
void tb_punct_joint(TokBuilder *tb, TokenKind k);
void tb_ident(TokBuilder *tb, Symbol name);
void tb_ident_c(TokBuilder *tb, const char *name);
void tb_ident_at(TokBuilder *tb, Symbol name, Span span, uint32_t ctxt);
void tb_lifetime(TokBuilder *tb, Symbol name_with_quote);
/* A literal token of kind k (TK_LIT_INT, TK_LIT_STR, ...) with its text as
 * written (`"a\n"` with quotes, `42`) and suffix (0: none). */
void tb_lit(TokBuilder *tb, TokenKind k, Symbol text, Symbol suffix);
/* A string literal whose value is the given bytes (escaped as needed). */
void tb_str(TokBuilder *tb, const char *value, size_t len);
void tb_str_c(TokBuilder *tb, const char *value);
/* An unsuffixed (suffix 0) or suffixed integer literal. */
void tb_int(TokBuilder *tb, u128 value, Symbol suffix);
/* Appends a copy of tokens (keeping their own spans and ctxts). */
void tb_slice(TokBuilder *tb, TokenSlice ts);
void tb_token(TokBuilder *tb, const Token *t);
/* Lexes Rust source text (edition 2021 rules) and appends its tokens with
 * the builder's span and ctxt: tb_src(tb, "$crate::fmt::Arguments::new_v1")
 * is the easy way to write a path (`$crate` is lexed as the ident
 * SYM_dollar_crate). Aborts (rcc_ice) on text that does not lex. */
void tb_src(TokBuilder *tb, const char *src);
/* Copies the tokens into `a` and returns them (the builder is reset). */
TokenSlice tb_finish(TokBuilder *tb, Arena *a);
/* The same, with a TK_EOF token stored after the slice's end (not counted
 * in its length), so the parser can use it in place (ParseSess.slice_has_eof). */
TokenSlice tb_finish_eof(TokBuilder *tb, Arena *a);

/* ---- macro invocations and their results ---- */

/* Where an invocation sits: what its output must parse as. */
typedef enum FragKind {
    FRAG_EXPR, FRAG_STMTS, FRAG_ITEMS, FRAG_TRAIT_ITEMS, FRAG_IMPL_ITEMS,
    FRAG_FOREIGN_ITEMS, FRAG_PAT, FRAG_TY,
} FragKind;

typedef struct MacInvoc {
    FragKind kind;
    const MacCall *mac;   /* bang macros: the call (path, delim, tokens) */
    const Attr *attr;     /* attribute macros and derives: the attribute */
    Item *item;           /* attribute macros and derives: the item
                             (struct/enum/union for derives) */
    Path derive_path;     /* derives: the path in #[derive(...)] */
    /* attribute macros on a statement: the statement (its attributes
     * without the invoking one); NULL otherwise */
    const Stmt *stmt;
    /* derives: this #[derive(..)] or one before it on the item derives the
     * built-in Copy (rustc's has_derive_copy: the resolved paths, by the
     * expander). Clone then copies (`*self`) and packed structs copy
     * their fields out instead of borrowing them. */
    bool has_derive_copy;
    Span span;            /* the whole invocation (call, or attribute) */
    uint32_t expn;        /* this expansion */
    /* The contexts of this expansion's output: call_site (transparent
     * mark: no hygiene, names resolve at the call site), def_site (opaque
     * mark: names resolve where the macro is defined, `$crate` works),
     * mixed_site (semi-transparent: macro_rules-like). */
    uint32_t call_site, def_site, mixed_site;
    Symbol module_path;   /* `core::fmt::builders` (module_path!) */
    Edition edition;      /* the edition of the invocation's crate/span */
} MacInvoc;

/* What an expansion gives back. Usually tokens, which the expander parses
 * as inv->kind; a built-in may instead build the node itself (asm!). */
typedef struct MacOutput {
    TokBuilder tb;        /* output tokens (tb_init'ed by the expander with
                             the invocation's span and call_site ctxt) */
    Expr *expr;           /* a ready expression (FRAG_EXPR), or NULL */
    ItemList items;       /* ready items (FRAG_ITEMS), when is_items */
    bool is_items;
    StmtList stmts;       /* ready statements (FRAG_STMTS), when is_stmts */
    bool is_stmts;
    /* Errors were reported: the expander puts an error node in place of
     * the invocation (rustc's DummyResult) and does not parse tb. */
    bool failed;
    /* include!: the file read (in the parser's arena); `mod m;` in the
     * output looks for its file next to it. */
    const char *include_file;
} MacOutput;

/* ---- built-in macros (builtin_macros.def) ---- */

typedef bool (*BuiltinBangFn)(struct ExpandCtx *ex, const MacInvoc *inv, MacOutput *out);
/* Attribute macros (#[test], #[global_allocator], ...) get the item in
 * inv->item and write the items that replace it (the item itself
 * included, if it stays) to out. */
typedef bool (*BuiltinAttrFn)(struct ExpandCtx *ex, const MacInvoc *inv, MacOutput *out);
/* Derives read inv->item and write the impls (FRAG_ITEMS tokens) to out;
 * the item itself stays where it is. */
typedef bool (*BuiltinDeriveFn)(struct ExpandCtx *ex, const MacInvoc *inv, MacOutput *out);

typedef enum BuiltinMacroKind { BUILTIN_BANG, BUILTIN_ATTR, BUILTIN_DERIVE } BuiltinMacroKind;
typedef struct BuiltinMacro {
    const char *name;     /* the name in #[rustc_builtin_macro] / the macro's name */
    BuiltinMacroKind kind;
    void *fn;             /* BuiltinBangFn / BuiltinAttrFn / BuiltinDeriveFn */
} BuiltinMacro;

/* The built-in macro bound to `#[rustc_builtin_macro]` (or
 * `#[rustc_builtin_macro(name)]`) on a macro definition of this name;
 * NULL if rcc has none by that name. */
const BuiltinMacro *builtin_macro_lookup(Symbol name);

#define BUILTIN_BANG(name, fn) bool fn(struct ExpandCtx *ex, const MacInvoc *inv, MacOutput *out);
#define BUILTIN_ATTR(name, fn) bool fn(struct ExpandCtx *ex, const MacInvoc *inv, MacOutput *out);
#define BUILTIN_DERIVE(name, fn) bool fn(struct ExpandCtx *ex, const MacInvoc *inv, MacOutput *out);
#include "rcc/builtin_macros.def"
#undef BUILTIN_BANG
#undef BUILTIN_ATTR
#undef BUILTIN_DERIVE

/* ---- procedural macros (proc_macro.c, proc_macro_harness.c) ---- */

/* A procedural macro of a proc-macro crate (a shared object rcc built,
 * `lib<name>.so`): the bridge runs it (proc_macro.c implements the server
 * side of Rust 1.63's `proc_macro` bridge). */
typedef enum ProcMacroKind { PROC_MACRO_DERIVE, PROC_MACRO_ATTR, PROC_MACRO_BANG } ProcMacroKind;
typedef struct ProcMacroRef {
    const char *lib;      /* the shared object */
    const char *symbol;   /* its `__rustc_proc_macro_decls_<id>__` static */
    uint32_t index;       /* the macro's entry in that array */
    ProcMacroKind kind;
    Symbol name;          /* the macro's name (a derive's trait name) */
    const Symbol *helpers;/* a derive's helper attributes */
    uint32_t nhelpers;
} ProcMacroRef;

/* Runs a procedural macro on the invocation: a bang macro on its tokens,
 * an attribute macro on the attribute's arguments and the item (without
 * that attribute), a derive on the item (without its #[derive]s); the
 * output tokens go to out->tb. A panic of the macro is rustc's "proc
 * macro panicked" (and the derive and attribute forms) with the message
 * as help; false after an error. */
bool proc_macro_expand(struct ExpandCtx *ex, const ProcMacroRef *pm, const MacInvoc *inv, MacOutput *out);

/* A proc-macro crate's macros, found by the harness: each function with
 * #[proc_macro], #[proc_macro_attribute] or #[proc_macro_derive(Name,
 * attributes(..))] at the crate root, in order. */
typedef struct ProcMacroDecl {
    ProcMacroKind kind;
    Symbol name;          /* the macro's name (a derive's trait name) */
    NodeId fn;            /* the function's item */
    Span span;            /* the function's name */
    Symbol *helpers;
    uint32_t nhelpers;
} ProcMacroDecl;
typedef VEC(ProcMacroDecl) ProcMacroDecls;
struct Resolver;

/* --crate-type proc-macro, after expansion: checks the crate's
 * procedural macro functions (pub, at the root), collects them into
 * *out and returns the harness's item (rustc's proc_macro_harness):
 *     const _: () = { extern crate proc_macro;
 *         #[rustc_proc_macro_decls] #[used] #[export_name = "SYMBOL"]
 *         static _DECLS: &[proc_macro::bridge::client::ProcMacro] = &[...]; };
 * which the expander then collects and expands like an item of the root. */
Item *expand_proc_macro_harness(struct ExpandCtx *ex, struct Resolver *r, Crate *c, const char *symbol,
                                ProcMacroDecls *out);

/* ---- macro_rules! and `macro` 2.0 (mbe.c) ---- */

typedef struct MbeMacro MbeMacro;
/* Compiles a definition (its rules: matchers and transcribers), checking
 * it as rustc does (`$x:unknown` fragment specifiers, follow-set
 * restrictions, repetition that matches empty, missing fragment
 * specifiers, unbalanced `$(...)`), with the edition the fragment
 * specifiers follow (`pat` in 2021 takes or-patterns). Allocated in
 * ex->ps->arena. After errors that make rustc reject the definition the
 * macro is still returned, marked invalid: mbe_expand then sets
 * out->failed without a further error (rustc's dummy expander); errors
 * rustc reports but goes on after (an unknown fragment specifier, taken as
 * `ident`) leave it valid. "missing fragment specifier" is a deny-by-default
 * lint: it goes to ex->lints. NULL only for a NULL def. */
MbeMacro *mbe_compile(struct ExpandCtx *ex, const MacroDef *def, Ident name, Edition edition);
/* The hygiene of the macro's output when `#[rustc_macro_transparency]`
 * overrides the default (semi-transparent for macro_rules, opaque for
 * `macro`). */
void mbe_set_transparency(MbeMacro *m, Transparency t);
/* Matches inv->mac->tokens against the rules in order and transcribes the
 * first rule that matches into out->tb: tokens of the rule's body get
 * hyg_apply_mark(their ctxt, inv->expn, SEMI_TRANSPARENT for macro_rules,
 * OPAQUE for `macro`), fragments are substituted with their own tokens
 * (wrapped in TK_OPEN_INVIS/TK_CLOSE_INVIS except ident, lifetime, tt).
 * On no match, reports rustc 1.63's error (`no rules expected the token
 * `x``, `unexpected end of macro invocation`, with its "when calling this
 * macro" label and "missing comma here" help) and sets out->failed. */
bool mbe_expand(struct ExpandCtx *ex, const MbeMacro *m, const MacInvoc *inv, MacOutput *out);

/* ---- built-in attributes (attr_table.c) ---- */

/* Is `name` a built-in inert attribute of rustc 1.63 (`inline`, `doc`,
 * `rustc_*`, ...: rustc's is_builtin_attr_name)? The built-in attribute
 * macros (`derive`, `test`, `bench`, `global_allocator`, ...) are not:
 * they are macros, resolved like any other. */
bool attr_is_builtin(Symbol name);

/* An inert built-in attribute as rustc 1.63's BUILTIN_ATTRIBUTES lists
 * it: where it may go, the forms it takes (rustc's template: `#[name]`,
 * `#[name(list)]`, `#[name = "value"]`, with the placeholder texts of
 * rustc's "must be of the form" suggestions), what a second copy on the
 * same node is, and the feature that gates it. */
typedef enum AttrDuplicates {
    ATTR_DUP_OK,                       /* any number */
    ATTR_DUP_WARN_FOLLOWING,           /* unused_attributes on the later ones */
    ATTR_DUP_WARN_FOLLOWING_WORD_ONLY, /* the same, for word forms only */
    ATTR_DUP_ERROR_FOLLOWING,          /* error on the later ones */
    ATTR_DUP_ERROR_PRECEDING,          /* error on the earlier ones */
    ATTR_DUP_FUTURE_WARN_FOLLOWING,    /* future-incompatible warning, later ones */
    ATTR_DUP_FUTURE_WARN_PRECEDING,    /* ... earlier ones */
} AttrDuplicates;
typedef struct BuiltinAttr {
    const char *name;
    bool crate_level;          /* rustc's AttributeType::CrateLevel */
    bool tpl_word;             /* `#[name]` */
    const char *tpl_list;      /* `#[name(...)]`'s placeholder, or NULL */
    const char *tpl_name_value;/* `#[name = "..."]`'s placeholder, or NULL */
    AttrDuplicates duplicates;
    const char *gate;          /* the feature gating it (`rustc_attrs` for the
                                  rustc_* ones), NULL if stable */
} BuiltinAttr;
/* The entry of an inert built-in attribute, or NULL (attribute macros
 * such as `derive` and `test` have none). */
const BuiltinAttr *attr_builtin(Symbol name);
uint32_t attr_builtin_count(void);
/* Tool namespaces of attributes (`#[rustfmt::skip]`): rustfmt and clippy
 * (rustc's predefined tools). */
bool attr_is_tool(Symbol name);
/* Tool namespaces of lint names (`#[allow(rustdoc::x)]`): the attribute
 * tools, rustc and rustdoc. */
bool lint_is_tool(Symbol name);

/* ---- what an expansion read (for --emit=dep-info) ---- */

/* One env!/option_env! lookup: the variable and the value it had (as
 * rustc's env::var saw it: set and valid UTF-8), or unset. */
typedef struct EnvDep {
    Symbol name;
    Symbol value;   /* meaningful when `set` */
    bool set;
} EnvDep;

/* The files and environment variables a crate's expansion read, as
 * rustc's source map and env_depinfo record them: every file once, under
 * the path it was opened by, in the order first read (`mod` files,
 * include!, include_str!, include_bytes!; the crate root is the caller's
 * to add first); every (variable, value) pair once. */
typedef struct ExpandDeps {
    VEC(Symbol) files;
    HashMap seen;          /* Symbol of a path in `files` -> 1 */
    VEC(EnvDep) envs;
} ExpandDeps;

void expand_deps_init(ExpandDeps *d);
void expand_deps_free(ExpandDeps *d);
void expand_deps_add_file(ExpandDeps *d, const char *path);
/* value NULL: the variable is unset (or not UTF-8). */
void expand_deps_add_env(ExpandDeps *d, const char *name, const char *value);

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
    /* The expansion whose output is being configured (0: source text):
     * errors about its `mod m;` items get rustc's macro backtrace. */
    uint32_t output_expn;
    /* Where the files and environment variables the expansion reads are
     * recorded (--emit=dep-info); NULL: nowhere. */
    ExpandDeps *deps;
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
    /* -Zallow-features=a,b for the crate compiled (NULL: any feature): a
     * #![feature] outside the list is E0725. */
    const char *allow_features;
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

    /* ---- macro expansion (set up by the expansion driver) ---- */
    Hygiene *hyg;
    uint32_t crate_num;   /* the crate being expanded (0: the local crate) */
    Edition edition;      /* the crate's edition */
    bool test_harness;    /* --test: #[test] functions get descriptors and
                             the crate a test harness (harness.c) */
    bool panic_abort_tests; /* --test -C panic=abort -Zpanic-abort-tests:
                             the harness calls test_main_static_abort */
    bool std_available;   /* a `std` crate is loaded: std's prelude is injected */
    bool builtins_available;  /* #![no_std]: `compiler_builtins` is loaded, and injected as rustc does */
    /* --crate-type proc-macro: the symbol of the harness's static (NULL:
     * not a proc-macro crate); the macros found go to proc_macros. */
    const char *proc_macro_symbol;
    ProcMacroDecls proc_macros;
    /* Eagerly expands the macro calls in an expression that a built-in
     * macro needs the value of (`concat!(stringify!(x), "y")`,
     * `include_str!(concat!(..))`, `format_args!(concat!(..), ..)`), in
     * the context of the invocation `inv`. Returns the expanded expression
     * (possibly `e` itself). NULL hook: no eager expansion. */
    Expr *(*expand_expr_now)(struct ExpandCtx *ex, const MacInvoc *inv, Expr *e);
    void *driver;         /* the expansion driver's state */
    Arena mbe_scratch;    /* macro_rules matching's scratch memory (mbe.c): rewound after each use */
    /* the proc-macro libraries this context dlopened (proc_macro.c);
     * expand_ctx_free closes them, so a library rebuilt at the same path
     * is loaded anew by the next session of a process */
    VEC(struct ExpandPmLib { char *path; void *handle; }) pm_libs;
} ExpandCtx;

enum ExpandLintNote {
    LINT_NOTED_UNUSED_ATTRIBUTES = 1 << 0,
    LINT_NOTED_DEPRECATED_CFG_ATTR_CRATE_TYPE_NAME = 1 << 1,
    LINT_NOTED_ILL_FORMED_ATTRIBUTE_INPUT = 1 << 2,
    LINT_NOTED_DUPLICATE_MACRO_ATTRIBUTES = 1 << 3,
    LINT_NOTED_MISSING_FRAGMENT_SPECIFIER = 1 << 16, /* mbe.c (deny-by-default) */
    LINT_NOTED_BAD_ASM_STYLE = 1 << 20,              /* asm.c */
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
/* The same for the other fragments macro expansion produces. */
void expand_cfg_stmts(ExpandCtx *ex, StmtList *stmts);
void expand_cfg_expr(ExpandCtx *ex, Expr *e);
void expand_cfg_pat(ExpandCtx *ex, Pat *p);
void expand_cfg_ty(ExpandCtx *ex, Ty *t);
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

/* The ModDir for the items include! reads from `file`, called where `at`
 * is the caller's (rustc: the file's directory, owned, not relative). */
void expand_include_mod_dir(ExpandCtx *ex, const ModDir *at, const char *file, ModDir *out);

/* The ModDir for the children of a module item that needs no loading: an
 * inline `mod m { }` (its name, or its #[path] as a directory, is added
 * to the parent's), or an out-of-line module loaded earlier. */
void expand_mod_dir_of(ExpandCtx *ex, const Item *mod_item, const ModDir *parent, ModDir *child);

/* ---- the expansion driver (expand.c) ---- */

struct Resolver;
/* Expands crate `krate` (its configured AST `c`) to the fixed point with
 * early resolution in `r` (resolve.h): every invocation, attribute macro
 * and derive expanded, items defined, imports resolved or reported.
 * Needs ex->hyg; check ex->fatal afterwards. */
void expand_crate(ExpandCtx *ex, struct Resolver *r, uint32_t krate, Crate *c);

/* ---- lint levels (lint_level.c), shared by every pass that lints ----
 *
 * rustc's level of a lint at a node: the innermost #[allow/warn/deny/
 * forbid/expect(...)] naming the lint or its group on the node and its
 * parents, then the crate root's, then -A/-W/-D/-F on the command line,
 * else the lint's default. The passes walk their own parents and call
 * lint_attrs_level on each attribute list, then lint_cli_level. */
enum { LINT_LVL_UNSET = -1, LINT_LVL_ALLOW = 0, LINT_LVL_WARN = 1, LINT_LVL_DENY = 3, LINT_LVL_FORBID = 4 };
typedef struct LintSrc {
    int level;
    bool from_attr, from_cli, via_group;
    Span span;                /* from_attr: the lint name in the attribute */
    const char *attr;         /* from_attr: allow/warn/deny/forbid */
    const char *lint, *group;
} LintSrc;
/* The command line's lint options (driver's LintOpt: names with `_`,
 * levels as LintLevel: 0 allow, 1 warn, 2 force-warn, 3 deny, 4 forbid). */
typedef struct LintCli {
    const char *const *names;
    const uint8_t *levels;
    uint32_t n;
} LintCli;
/* The level the last lint attribute of attrs naming lint or group gives
 * (LINT_LVL_UNSET if none; *src filled when set). */
int lint_attrs_level(const AttrList *attrs, Symbol lint, Symbol group, LintSrc *src);
/* src->level when unset: the command line's, else default_level. */
void lint_cli_level(LintSrc *src, const LintCli *cli, int default_level);
/* The lint's warning (or error when denied) with the notes rustc gives
 * once per session ("the lint level is defined here", "`#[warn(x)]` on
 * by default", ...); NULL when allowed. The caller adds labels and emits. */
Diag *lint_diag_start(DiagCtx *dc, const LintSrc *l, Span sp, const char *msg);

/* ---- early lints (early_lint.c): rustc's early lint passes over the
 * expanded, resolved AST of the local crate: unused_parens,
 * redundant_semicolons; and resolve_lifetime's "unnecessary lifetime
 * parameter" warning. ---- */
void early_lint_crate(DiagCtx *dc, Crate *c, const LintCli *cli);

#endif
