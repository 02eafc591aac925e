/* resolve.h — name resolution.
 *
 * Takes: the AST of each crate of the session as expansion produces it.
 * Gives: a DefId for every item (and variant, field, associated item,
 * generic parameter, constructor), the module tree with its name tables
 * per namespace, resolved imports, and for every path in the crate what
 * it refers to (a Res, possibly with unresolved type-relative segments
 * left for the type checker).
 *
 * Two halves:
 *  - early resolution runs interleaved with expansion (expand.c drives
 *    the fixed point): the expander walks each new fragment and calls the
 *    res_define_* hooks for what it finds, asks res_resolve_macro_path for
 *    each invocation, and calls res_resolve_imports after each round;
 *  - late resolution (res_late_resolve_crate) walks the expanded crate
 *    and resolves every path in signatures and bodies: locals with their
 *    shadowing and hygiene, generic parameters, `Self`, labels, lifetimes.
 *
 * Names are keyed by (Symbol, syntax context normalized to macros 2.0) in
 * modules, by (Symbol, ctxt normalized to macro_rules) for locals and
 * labels (expand.h, hygiene).
 */
#ifndef RCC_RESOLVE_H
#define RCC_RESOLVE_H

#include "rcc/expand.h"

typedef struct Resolver Resolver;

/* ---- ids ---- */

/* Definitions are numbered across all the crates of the session (a crate
 * loaded from source shares the numbering); 0 is "none". */
typedef struct DefId {
    uint32_t i;
} DefId;
static inline bool def_eq(DefId a, DefId b) { return a.i == b.i; }

typedef uint32_t CrateNum;    /* 0 is the crate being compiled */
#define LOCAL_CRATE 0u

/* Modules: crate roots, `mod`s, and the anonymous modules of blocks that
 * contain items; also enums and traits, whose variants / associated items
 * are reached with `Enum::Variant` / `Trait::item`. 0 is "none". */
typedef uint32_t ModuleId;

typedef enum Namespace { NS_TYPE, NS_VALUE, NS_MACRO, NS__COUNT } Namespace;

#define RES_DEF_KINDS(X)                                  \
    X(MOD, "module")                                      \
    X(STRUCT, "struct")                                   \
    X(UNION, "union")                                     \
    X(ENUM, "enum")                                       \
    X(VARIANT, "variant")                                 \
    X(TRAIT, "trait")                                     \
    X(TRAIT_ALIAS, "trait alias")                         \
    X(TY_ALIAS, "type alias")                             \
    X(FOREIGN_TY, "foreign type")                         \
    X(TY_PARAM, "type parameter")                         \
    X(CONST_PARAM, "const parameter")                     \
    X(LIFETIME_PARAM, "lifetime parameter")               \
    X(FN, "function")                                     \
    X(CONST, "constant")                                  \
    X(STATIC, "static")                                   \
    X(CTOR, "constructor") /* see DefData.ctor_* */       \
    X(ASSOC_FN, "associated function")                    \
    X(ASSOC_CONST, "associated constant")                 \
    X(ASSOC_TY, "associated type")                        \
    X(MACRO, "macro")                                     \
    X(EXTERN_CRATE, "extern crate")                       \
    X(USE, "import")                                      \
    X(FOREIGN_MOD, "foreign module")                      \
    X(IMPL, "implementation")                             \
    X(FIELD, "field")                                     \
    X(GLOBAL_ASM, "global assembly block")                \
    X(ANON_CONST, "constant expression")                  \
    X(CLOSURE, "closure")

typedef enum DefKind {
#define X(name, descr) DEF_##name,
    RES_DEF_KINDS(X)
#undef X
    DEF__COUNT
} DefKind;
/* rustc's descr: "struct", "tuple struct" (a struct's fn constructor),
 * "unit variant", "associated function", ... */
const char *res_def_descr(const Resolver *r, DefId d);

typedef enum CtorOf { CTOR_OF_STRUCT, CTOR_OF_VARIANT } CtorOf;
typedef enum CtorKind { CTOR_FN, CTOR_CONST, CTOR_FICTIVE } CtorKind;   /* tuple-like / unit-like /
    struct-like: rustc 1.63 gives a struct-like variant a value-namespace
    "constructor" of its own, so `E::V` as a value is "struct variant" */
typedef enum MacroKind { MACRO_BANG, MACRO_ATTR, MACRO_DERIVE } MacroKind;

typedef struct DefData {
    uint8_t kind;         /* DefKind */
    uint8_t ctor_of;      /* CTOR: CtorOf */
    uint8_t ctor_kind;    /* CTOR: CtorKind */
    uint8_t macro_kind;   /* MACRO: MacroKind */
    CrateNum krate;
    Symbol name;          /* 0 for impls, uses, foreign mods, anon consts, closures */
    DefId parent;         /* the enclosing definition (0 for crate roots) */
    NodeId node;          /* the defining AST node */
    uint32_t rank;        /* crates read from metadata: the symbol-name
                             disambiguator among siblings + 1 (0: computed
                             from the definition order) */
    void *ast;            /* Item* (items, assoc items, foreign items),
                             Variant*, FieldDef*, GenericParam*, Expr* */
    Span span;
    Span ident_span;      /* crates read from metadata: the name's span
                             (local definitions: see `ast`) */
} DefData;

/* What a name refers to. */
typedef enum ResKind {
    RES_ERR,              /* unresolved (an error was reported) */
    RES_DEF,              /* def */
    RES_PRIM_TY,          /* prim: a PrimTy */
    RES_SELF_TY_TRAIT,    /* `Self` in a trait: def = the trait */
    RES_SELF_TY_IMPL,     /* `Self` in an impl: def = the impl (in a struct/enum/
                             union's own definition: def = the ADT) */
    RES_SELF_CTOR,        /* `Self(..)`/`Self` as a value in an impl: def = the impl */
    RES_LOCAL,            /* local: the NodeId of the binding (the PAT_IDENT) */
    RES_TOOL_MOD,         /* `rustfmt` in `#[rustfmt::skip]` */
    RES_NON_MACRO_ATTR,   /* a built-in inert attribute */
} ResKind;

typedef enum PrimTy {
    PRIM_BOOL, PRIM_CHAR, PRIM_STR,
    PRIM_I8, PRIM_I16, PRIM_I32, PRIM_I64, PRIM_I128, PRIM_ISIZE,
    PRIM_U8, PRIM_U16, PRIM_U32, PRIM_U64, PRIM_U128, PRIM_USIZE,
    PRIM_F32, PRIM_F64,
} PrimTy;

typedef struct Res {
    uint8_t kind;         /* ResKind */
    uint8_t prim;         /* RES_PRIM_TY: PrimTy */
    DefId def;
    NodeId local;         /* RES_LOCAL */
} Res;

/* A path resolved as far as resolution can: `base` is what the first
 * (nsegs - unresolved) segments name; the remaining segments are
 * type-relative (`T::Assoc`, `Vec::<u8>::new`, `<T as Tr>::X`), left for
 * the type checker. */
typedef struct PartialRes {
    Res base;
    uint32_t unresolved;
} PartialRes;

/* ---- the resolver ---- */

typedef struct ResolverInit {
    ParseSess *ps;        /* arena, diagnostics, source map, node ids */
    Hygiene *hyg;
    bool nightly;         /* feature-gate help texts */
    /* rustc's CrateLoader::process_extern_crate: an `extern crate NAME;`
     * the driver did not load beforehand (one a macro expanded to, or one
     * in a module a macro named) is located and loaded through this when
     * the resolver defines it. Returns the crate, or UINT32_MAX with
     * *reported set when the locator already reported why not. */
    CrateNum (*load_crate)(void *ctx, Symbol name, Span sp, bool *reported);
    void *load_ctx;
} ResolverInit;

Resolver *res_new(const ResolverInit *init);
void res_free(Resolver *r);

/* ---- crates ---- */

/* Adds a crate of the session: the local crate first (it gets LOCAL_CRATE),
 * then each crate loaded from source (`--extern name=path.rs`), before its
 * expansion starts. Creates its root module. The crate root's inner
 * attributes decide no_core/no_std/no_implicit_prelude. */
CrateNum res_add_crate(Resolver *r, Symbol name, Crate *krate, Edition edition);
ModuleId res_crate_root(const Resolver *r, CrateNum c);
Symbol res_crate_name(const Resolver *r, CrateNum c);
/* The crates of the session (the local crate is 0) and their ASTs. */
uint32_t res_crate_count(const Resolver *r);
Crate *res_crate_ast(const Resolver *r, CrateNum c);
Edition res_crate_edition(const Resolver *r, CrateNum c);
/* Does crate c enable `#![feature(<feature>)]` (read from its root's
 * attributes after expansion)? */
bool res_crate_has_feature(const Resolver *r, CrateNum c, Symbol feature);
/* Has crate c's root the inner attribute `#![name]` (after expansion)? */
bool res_crate_has_attr(const Resolver *r, CrateNum c, Symbol name);
/* `--extern name=...` (and crates named by `extern crate`): name in the
 * extern prelude of the local crate. */
void res_add_extern_prelude(Resolver *r, Symbol name, CrateNum c);
/* The same for the extern prelude of crate `into` (a crate loaded from
 * source that depends on another one). Crates without #![no_core] also
 * see `core` (and without #![no_std] `std`) by name, as in rustc. */
void res_add_extern_prelude_in(Resolver *r, CrateNum into, Symbol name, CrateNum c);
/* Marks a crate as completely expanded and resolved (a dependency):
 * lookups into it are always determinate. */
void res_crate_done(Resolver *r, CrateNum c);
/* Crate c is linked: its code comes from a library on the link line (an
 * rlib, or with -Zextern-linked a source crate's library), so mono
 * declares its non-generic, non-#[inline] fns and its statics instead of
 * compiling them. Default false. */
void res_set_crate_linked(Resolver *r, CrateNum c, bool linked);
bool res_crate_is_linked(const Resolver *r, CrateNum c);
/* The crate's stable id (rustc's StableCrateId: md_stable_crate_id of its
 * name and -C metadata values), the disambiguator of its symbols' crate
 * root. The driver sets it for every crate; 0 until then. */
void res_set_crate_stable_id(Resolver *r, CrateNum c, uint64_t id);
uint64_t res_crate_stable_id(const Resolver *r, CrateNum c);
/* The definitions whose parent is `parent`, in DefId order (an index
 * built on first use, rebuilt when definitions were added since). */
const DefId *res_def_children(Resolver *r, DefId parent, uint32_t *n);

/* ---- crates read from metadata ---- */

typedef struct MacroData MacroData;

/* A name of a module of a crate read from metadata, as its provider
 * gives it: imports are already resolved (a re-export names what it
 * imports). */
typedef struct ResExternName {
    uint8_t ns;           /* Namespace */
    bool is_pub;
    bool macro_export;    /* a #[macro_export] macro_rules at the crate root */
    Symbol name;
    Res res;
    Span span;
} ResExternName;

/* What the resolver asks of a crate read from metadata (the metadata
 * phase implements it). Definitions are numbered by DefIndex from 1 (the
 * crate root); DefId = res_crate_first_def + index - 1. */
typedef struct ResCrateProvider {
    void *user;
    /* The definition `index`; false if the metadata is corrupt (the
     * provider reports it; the definition becomes an error). ast and node
     * stay 0. */
    bool (*def)(void *user, uint32_t index, DefData *out);
    /* The names of the module, enum or trait `index`: add(ctx, name) for
     * each. */
    void (*module_names)(void *user, uint32_t index, void (*add)(void *ctx, const ResExternName *n), void *ctx);
    /* The macro `index` (a MACRO_DEF item built from metadata); false if
     * none. */
    bool (*macro)(void *user, uint32_t index, MacroData *out);
    /* The crate root's #![feature(name)] / #![name] attributes. */
    bool (*has_feature)(void *user, Symbol name);
    bool (*has_attr)(void *user, Symbol name);
} ResCrateProvider;

/* Adds a crate read from metadata with `ndefs` definitions. Its
 * definitions, modules and macros are read on first touch; it is done
 * (lookups in it are determinate). */
CrateNum res_add_extern_crate(Resolver *r, Symbol name, Edition edition, uint32_t ndefs, const ResCrateProvider *p);
bool res_crate_is_extern(const Resolver *r, CrateNum c);
DefId res_crate_first_def(const Resolver *r, CrateNum c);
uint32_t res_crate_def_count(const Resolver *r, CrateNum c);
/* Whether d is a definition of a crate read from metadata (cheap; does
 * not read it). */
bool res_def_is_extern(const Resolver *r, DefId d);
/* The first DefId index >= i that is not in the range of a crate read
 * from metadata: loops over the session's definitions step with it, to
 * skip a dependency's range at once instead of reading it. */
uint32_t res_def_skip_extern(const Resolver *r, uint32_t i);
/* A scope whose traits in scope are the given list (the scopes the
 * bodies of a crate read from metadata were resolved in). */
ModuleId res_new_trait_scope(Resolver *r, CrateNum c, const DefId *traits, uint32_t n);
/* For the encoder: the names of module m with their visibility (public or
 * not), imports resolved. */
void res_module_names(Resolver *r, ModuleId m, void (*add)(void *ctx, const ResExternName *n), void *ctx);

/* ---- early resolution: hooks the expander calls ---- */

/* Where an invocation (or a fragment) sits: its module, the expansion
 * that produced it, and the textual macro_rules scope in force there. */
typedef struct ParentScope {
    ModuleId module;
    uint32_t expansion;   /* ExpnId (0: source text) */
    uint32_t macro_rules; /* a MacroRulesScope id (0: empty) */
    CrateNum krate;
} ParentScope;

/* Defines an item of a fragment in parent->module (all namespaces it
 * lives in), with its children: variants and their constructors, struct
 * constructors, fields, associated items of traits and impls, foreign
 * items, generic parameters. Records `use` and `extern crate` items as
 * imports. For `mod` items (inline or loaded) gives the new module in
 * *child (its items are defined by further calls, the expander walking
 * into it); *child is 0 otherwise. Reports E0428 (defined multiple
 * times) and the like. The ParentScope's expansion is the item's. */
void res_define_item(Resolver *r, const ParentScope *parent, Item *it, ModuleId *child);
/* Items in trait/impl/foreign blocks that arrive later from expansion of
 * macro calls among them: defined in the trait/impl/foreign block of
 * `owner` (the container Item). */
void res_define_assoc_item(Resolver *r, const ParentScope *parent, Item *owner, Item *it);
/* A `macro_rules!` definition: returns the textual scope that follows it
 * (later items and invocations see it). With #[macro_export] it is also
 * defined at the crate root in the macro namespace. */
uint32_t res_define_macro_rules(Resolver *r, const ParentScope *parent, Item *it);
/* An unexpanded invocation that may define macro_rules macros: returns
 * the textual scope that follows it, which stays undetermined until
 * res_set_invocation_scope gives what the expansion produced. */
uint32_t res_invocation_macro_rules_scope(Resolver *r, uint32_t parent_scope, uint32_t expn);
void res_set_invocation_scope(Resolver *r, uint32_t expn, uint32_t output_scope);
/* Counts unexpanded item-position invocations per module (they may still
 * define names there, so lookups of unknown names are undetermined). */
void res_note_pending_invocation(Resolver *r, ModuleId m, int delta);
/* The anonymous module of a block with items (or macro calls among its
 * statements), created on first request; parent is the module around. */
ModuleId res_block_module(Resolver *r, ModuleId parent, Block *b);

typedef enum Determinacy { DET_OK, DET_UNDETERMINED, DET_ERROR } Determinacy;

/* Resolves the path of a macro invocation: macro_rules textual scope,
 * then module-relative/`$crate`/absolute paths in the macro namespace,
 * `#[macro_use]` prelude, the standard library prelude's macros, built-in
 * attributes (RES_NON_MACRO_ATTR) and tool modules for attributes.
 * DET_UNDETERMINED: try again after more expansion. With `force`
 * (the fixed point stalled), undetermined becomes an error: "cannot find
 * macro `x` in this scope" (or attribute/derive macro) is reported and
 * DET_ERROR returned. */
Determinacy res_resolve_macro_path(Resolver *r, const ParentScope *ps, const Path *path, MacroKind kind,
                                   bool force, Res *out);

/* What the expander needs to expand a resolved macro. */
typedef struct MacroData {
    Item *item;           /* the MACRO_DEF item (macro_rules! or `macro`) */
    CrateNum krate;
    Edition edition;      /* of the defining crate */
    MacroKind kind;
    const BuiltinMacro *builtin;  /* #[rustc_builtin_macro], else NULL */
    const ProcMacroRef *proc_macro;   /* a procedural macro of a proc-macro crate, else NULL */
    MbeMacro *mbe;        /* compiled on first use by the expander */
    bool compile_failed;
    bool local_inner_macros;
    bool allow_internal_unstable;   /* #[allow_internal_unstable(..)] (the list is not kept) */
    bool macro_rules;
    ModuleId module;      /* where it is defined */
} MacroData;
MacroData *res_macro_data(Resolver *r, DefId macro_def);

/* One round of import resolution over the imports still undetermined.
 * Returns true if anything changed (the expander loops until neither
 * expansion nor imports move). */
bool res_resolve_imports(Resolver *r);
/* After the fixed point: reports every import that did not resolve
 * (E0432, E0433), ambiguities (E0659), private imports (E0603), ... */
void res_finalize_imports(Resolver *r, CrateNum c);
/* Reports the ambiguity (E0659) and privacy (E0603) errors found by
 * res_finalize_imports and late resolution. rustc reports them after
 * late resolution (after its E0425-style errors): call it then. */
void res_report_errors(Resolver *r);

/* ---- queries (used by late resolution and later phases) ---- */

const DefData *res_def(const Resolver *r, DefId d);
uint32_t res_def_count(const Resolver *r);
/* The DefId defined by an AST node (item, variant, field, generic param,
 * ...), or 0. */
DefId res_def_of_node(const Resolver *r, NodeId n);
/* A definition made after resolution: HIR lowering (hir_new) gives
 * closures (DEF_CLOSURE) and anonymous constants (DEF_ANON_CONST, ast: the
 * Expr) their DefIds, and `impl Trait` in argument position its synthetic
 * type parameter (DEF_TY_PARAM, ast NULL, named `impl Trait`), keyed by
 * the node's NodeId (an existing one is returned as it is). The crate is
 * the parent's. */
DefId res_define_late_def(Resolver *r, DefKind kind, DefId parent, NodeId node, void *ast, Symbol name, Span span);
/* rustc's find_best_match_for_name: the candidate most like `lookup`
 * (case-insensitive equal, then edit distance <= len/3), or 0. */
Symbol res_best_match_for_name(const Symbol *cands, uint32_t n, Symbol lookup);
/* Whether a path of the local crate named `name` through a glob import
 * (`use m::*`): rustc's diagnostics then never trim a path to that name. */
bool res_name_used_via_glob(const Resolver *r, Symbol name);
/* The module a `mod` item (or crate root, enum, trait def) defines. */
ModuleId res_module_of_def(const Resolver *r, DefId d);
DefId res_module_def(const Resolver *r, ModuleId m);    /* 0 for blocks */
ModuleId res_module_parent(const Resolver *r, ModuleId m);
/* The anonymous module of a block, if expansion made one (0 if none). */
ModuleId res_module_of_block(const Resolver *r, NodeId block);

/* Resolves a single identifier as the lexical item scope sees it from
 * module m: m and the anonymous modules around it up to the nearest
 * named module, then the extern prelude, the tool modules, the standard
 * library prelude, built-in types. (Locals and generic params are late
 * resolution's ribs and are not looked at here.) */
Determinacy res_resolve_ident_in_lexical_scope(Resolver *r, ModuleId m, Ident id, Namespace ns, Res *out);
/* Resolves a path (`a::b::c`, `::a`, `crate::`, `self::`, `super::`,
 * `$crate::`) from module m, the last segment in namespace ns. Reports
 * E0433 (failed to resolve) / E0412 / E0425 ... when `report` and it fails
 * in a module segment; type-relative tails are left in out->unresolved. */
Determinacy res_resolve_path(Resolver *r, ModuleId m, const Path *path, Namespace ns, bool report, PartialRes *out);

/* ---- late resolution ---- */

/* Resolves every path in the crate's signatures and bodies and records the
 * result for it (res_path_res). Reports E0425, E0412, E0433, E0405,
 * E0422, E0423, E0424, E0426, E0408/E0416 (patterns), E0401, ... */
void res_late_resolve_crate(Resolver *r, CrateNum c, Crate *krate);
/* What a path resolved to, keyed by the NodeId of the path's LAST
 * segment (PathSegment.id). RES_ERR if it was not resolved. Identifier
 * patterns (PAT_IDENT) are keyed by the pattern's NodeId: RES_LOCAL for a
 * binding (an or-pattern's alternatives all name the first one), or the
 * unit struct/variant/constant the identifier names; `self` types
 * (TY_IMPLICIT_SELF) by the type's NodeId. */
PartialRes res_path_res(const Resolver *r, NodeId last_segment);
void res_record_path_res(Resolver *r, NodeId last_segment, PartialRes pr);
/* The traits in scope where a method call or a type-relative path is
 * (rustc's trait_map, kept as the scope rather than its traits): the
 * innermost item scope (a block's anonymous module or a module) and, in
 * the items of a trait impl, the trait. Recorded by late resolution for
 * method calls (keyed by the call's NodeId) and for paths with a
 * type-relative tail (keyed by their last segment's NodeId). */
typedef struct TraitScope {
    ModuleId module;          /* 0: not recorded */
    DefId cur_trait;          /* 0 outside trait impls */
} TraitScope;
void res_record_trait_scope(Resolver *r, NodeId node, TraitScope s);
TraitScope res_trait_scope(const Resolver *r, NodeId node);
/* The traits (and trait aliases) a scope names: the items and imports
 * (single, glob, `use Tr as _`) of the module and of every block module
 * up to the nearest module, then the standard library prelude's unless
 * the module is #![no_implicit_prelude] (rustc's traits_in_scope, less
 * the current trait). Sorted by DefId, without duplicates; cached. */
const DefId *res_traits_in_scope(Resolver *r, ModuleId module, uint32_t *n);
/* Whether `trait` is among res_traits_in_scope(module) (a binary search). */
bool res_trait_is_in_scope(Resolver *r, ModuleId module, DefId trait);
/* Labels: the NodeId of the labelled loop/block a `break 'a` names. */
NodeId res_label_res(const Resolver *r, NodeId break_or_continue_expr);
void res_record_label_res(Resolver *r, NodeId expr, NodeId target);

#endif
