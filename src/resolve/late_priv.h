/* late_priv.h — the state of late resolution, shared by its files:
 * late.c (the walk over items, bodies and patterns), late_scope.c (ribs
 * and lexical lookup) and late_diag.c (rustc's diagnostics for paths that
 * do not resolve, and the other resolution errors).
 *
 * The model is rustc_resolve's LateResolutionVisitor: a stack of ribs per
 * namespace (type, value) holds the names that are not items — generic
 * parameters, `Self`, locals — and marks the boundaries (fn items,
 * closures, constants, modules) that restrict what an inner use may see.
 * Labels and lifetimes have stacks of their own.
 */
#ifndef RCC_RESOLVE_LATE_PRIV_H
#define RCC_RESOLVE_LATE_PRIV_H

#include "rcc/resolve.h"

/* ---- ribs ---- */

typedef enum RibKind {
    RIB_NORMAL,         /* let bindings, match arms, blocks, `Self` */
    RIB_ASSOC_ITEM,     /* generic params of an associated item */
    RIB_CLOSURE,        /* closures and async blocks (labels stop here) */
    RIB_FN_ITEM,        /* a fn item's body: outer locals are invisible (E0434) */
    RIB_ITEM,           /* an item's generic params; `generics` says if it has any */
    RIB_CONST_ITEM,     /* const/static initializers, anonymous constants */
    RIB_MODULE,         /* a `mod` or the anonymous module of a block */
    RIB_MACRO_DEF,      /* follows a `macro_rules!` statement in a block */
    RIB_FWD_BAN,        /* generic params not yet declared (defaults) */
    RIB_CONST_PARAM_TY, /* the type of a const parameter */
    RIB_ASM_SYM,        /* a `sym` operand of asm! */
} RibKind;

typedef enum ConstItemKind { CONST_ITEM_NONE, CONST_ITEM_CONST, CONST_ITEM_STATIC } ConstItemKind;

typedef struct Rib {
    uint8_t kind;       /* RibKind */
    bool generics;      /* ITEM: has generic params; CONST_ITEM: may use them */
    uint8_t const_kind; /* CONST_ITEM: ConstItemKind of the item it belongs to */
    Ident const_ident;  /* CONST_ITEM with an item: its name (E0435) */
    ModuleId module;    /* MODULE */
    bool block_module;  /* MODULE: the anonymous module of a block */
    Span macro_span;    /* MACRO_DEF: the definition's span (ExpnData.def_site) */
} Rib;

/* A name in a rib. Names are keyed by (Symbol, normalized ctxt); every
 * binding of a key links to the one it shadows, so the innermost is one
 * hash lookup away. */
typedef struct RibBinding {
    uint64_t key;
    uint32_t rib;       /* index into RibStack.ribs */
    uint32_t prev;      /* the shadowed binding of the same key, +1 (0: none) */
    Res res;
    Ident ident;        /* as declared (spans for notes) */
} RibBinding;

typedef struct RibStack {
    VEC(Rib) ribs;
    VEC(uint32_t) specials;   /* indices of the ribs that are not RIB_NORMAL */
    VEC(RibBinding) binds;
    HashMap map;              /* key -> binding index + 1 */
} RibStack;

/* ---- labels ---- */

typedef struct LabelRib {
    uint8_t kind;       /* RibKind: NORMAL carries a label; others are barriers */
    bool has_label;
    Symbol name;        /* with the quote: 'a */
    uint32_t ctxt;      /* normalized to macro_rules */
    Span span;
    NodeId target;
    Span macro_span;    /* MACRO_DEF */
} LabelRib;

/* ---- lifetimes ---- */

typedef enum LtRibKind {
    LT_ITEM,            /* a barrier: the lifetimes of an outer item are not visible */
    LT_GENERICS,        /* declares lifetime params */
    LT_CONST_GENERIC,   /* the type/default of a const param: only 'static */
    LT_ANON_CONST,      /* an anonymous constant */
    LT_ANON_CREATE,     /* `'_`/elided: a fresh param (fn params, impl headers) */
    LT_ANON_REPORT,     /* `'_`/`&` are errors (E0637): bounds, where clauses */
    LT_ANON_PASS,       /* `'_`/elided: left to later phases */
} LtRibKind;

typedef enum LtBinderKind { LTB_BARE_FN, LTB_POLY_TRAIT, LTB_WHERE_BOUND, LTB_ITEM, LTB_FUNCTION, LTB_IMPL } LtBinderKind;

typedef struct LtBinding {
    Ident ident;        /* ctxt normalized to macros 2.0 */
    NodeId id;
} LtBinding;

typedef struct LtRib {
    uint8_t kind;       /* LtRibKind */
    uint8_t binder;     /* LT_GENERICS: LtBinderKind */
    Span span;          /* LT_GENERICS: the `<...>` list, or an empty span where it would go */
    uint32_t first, n;  /* LT_GENERICS: bindings in LateCx.lt_binds */
} LtRib;

/* ---- paths ---- */

typedef enum PathSourceKind {
    PS_TYPE,            /* a type */
    PS_TRAIT,           /* a bound or an impl's trait */
    PS_EXPR,            /* an expression path, `parent` the expression around it */
    PS_PAT,             /* a path pattern */
    PS_STRUCT,          /* `Path { .. }` expressions and patterns */
    PS_TUPLE_STRUCT,    /* `Path(..)` patterns */
    PS_TRAIT_ITEM,      /* `m::A::B` in `<T as m::A::B>::C` */
} PathSourceKind;

typedef struct PathSource {
    uint8_t kind;       /* PathSourceKind */
    bool alias_ok;      /* TRAIT: trait aliases allowed (bounds, not impls) */
    uint8_t ns;         /* TRAIT_ITEM: the namespace of the item */
    const Expr *parent; /* EXPR: the enclosing expression, or NULL */
    const Pat *pat;     /* TUPLE_STRUCT: the whole pattern */
} PathSource;

/* A path as a run of segments (a prefix of an AST path is one too). */
typedef struct Segs {
    const PathSegment *s;
    uint32_t n;
    Span span;          /* the path's span */
} Segs;

/* ---- pattern bindings (one top-level pattern) ---- */

typedef struct PatBind {
    Symbol name;
    uint32_t ctxt;      /* macro_rules-normalized */
    Span span;
    NodeId id;
    bool by_ref;
    uint8_t mutbl;
} PatBind;

typedef enum PatternSource { PSRC_MATCH, PSRC_LET, PSRC_FOR, PSRC_FN_PARAM } PatternSource;

/* ---- the function being resolved (diagnostics) ---- */

typedef struct FnCtx {
    const Item *item;   /* the fn item (free or associated) */
    bool is_assoc;
    bool has_self;      /* its first param is `self` */
} FnCtx;

/* ---- the visitor ---- */

typedef struct LateCx {
    Resolver *r;
    Hygiene *hyg;
    ParseSess *ps;
    DiagCtx *dc;
    CrateNum krate;
    Crate *ast;               /* the crate being resolved */
    Edition edition;
    bool nightly;             /* feature-gate help texts */
    bool generic_const_exprs; /* #![feature(generic_const_exprs)] */
    ModuleId module;          /* the current item scope */
    RibStack ribs[2];         /* NS_TYPE, NS_VALUE */
    VEC(LabelRib) labels;
    VEC(LtRib) lt_ribs;
    VEC(LtBinding) lt_binds;
    VecPtr deferred;          /* Diag *: smart-resolve errors, emitted at the end */
    /* what diagnostics want to know about where we are */
    const Item *cur_item;     /* the innermost item */
    const Item *cur_self_item;/* struct/enum/union whose generics we are in */
    FnCtx cur_fn;
    const Ty *cur_self_ty;    /* in an impl: its self type */
    const ItemList *cur_trait_items;  /* in a trait: its items */
    const ItemList *cur_impl_items;   /* in an impl: its items */
    DefId cur_trait_ref;      /* in a trait impl: the trait */
    const Path *cur_trait_path;   /* ... as the impl names it */
    const Ty *cur_let_ty;     /* `let p: T = ..`: for "use `=`" hints */
    bool in_generic_args;
    uint32_t use_ctxt;        /* the ctxt of the identifier being looked up (macro backtraces) */
    uint32_t depth;           /* recursion guard */
} LateCx;

/* ---- late_early.c: what late resolution asks of early resolution ----
 *
 * A thin layer over the resolver core (resolve_priv.h), so the rest of
 * late resolution depends on these few calls only. */

/* An item-scope name: what it resolves to and where its binding is. */
typedef struct ItemHit {
    Res res;
    Span span;          /* the item, or the import's use tree */
    bool is_import;
    bool ambiguous;     /* an ambiguity error will be reported for it */
} ItemHit;

Hygiene *late_hygiene(Resolver *r);
ParseSess *late_parse_sess(Resolver *r);
bool late_nightly(Resolver *r);
Edition late_crate_edition(Resolver *r, CrateNum c);
/* The name in module m alone (the anonymous module of a block). */
bool late_in_module(LateCx *l, ModuleId m, Ident id, Namespace ns, bool finalize, ItemHit *out);
/* The name among a trait's items (rustc's resolve_ident_in_module: the
 * ident adjusted to the trait's expansion, macros 2.0 hygiene). */
bool late_in_trait(LateCx *l, ModuleId m, Ident id, Namespace ns, ItemHit *out);
/* The name in the item scope from named module m: m, then the preludes
 * and built-in types (rustc's early_resolve_ident_in_lexical_scope with
 * ScopeSet::Late). */
bool late_in_scope(LateCx *l, ModuleId m, Ident id, Namespace ns, bool finalize, ItemHit *out);

typedef enum LatePathKind {
    LPATH_OK,           /* *out (a module path gives its module's Res) */
    LPATH_MODULE,       /* the whole path names a module: *out is its Res */
    LPATH_FAILED_LAST,  /* the last segment is not in the module before it */
    LPATH_FAILED,       /* an earlier segment failed (reported when finalizing) */
} LatePathKind;
/* Resolves a path from the current item scope (rustc's resolve_path
 * without ribs). ns < 0: every segment is a module. `fin` (the span to
 * report at) records what the segments resolve to; with `report` too, a
 * failure before the last segment is reported (E0433). */
LatePathKind late_resolve_path(LateCx *l, Segs p, int ns, const Span *fin, bool report, PartialRes *out);
/* The label of a path's failure before its last segment (malloc'd), or NULL. */
char *late_path_failure_label(LateCx *l, Segs p, int ns, const Span *fin);
/* Calls fn for every name module m defines or imports (typo candidates). */
typedef void (*LateNameFn)(void *arg, Symbol name, Namespace ns, Res res);
void late_module_names(LateCx *l, ModuleId m, LateNameFn fn, void *arg);
/* The names the item scope adds after named module m: the extern prelude
 * and the standard library prelude (none under no_implicit_prelude). */
void late_prelude_names(LateCx *l, ModuleId m, LateNameFn fn, void *arg);
/* Items named `lookup` anywhere in the crate graph that `f` accepts, with
 * their paths (rustc's lookup_import_candidates), appended to *out. */
typedef struct ImportCand {
    char *path;         /* malloc'd */
    const char *descr;
    DefId did;          /* the item (a constructor's struct/variant) */
    bool accessible;
} ImportCand;
typedef VEC(ImportCand) ImportCandVec;
typedef bool (*LateResFilter)(LateCx *l, const void *arg, Res res);
void late_import_candidates(LateCx *l, Ident lookup, Namespace ns, LateResFilter f, const void *arg,
                            ImportCandVec *out);
/* Is module m a normal module (crate root or `mod`), not a block/enum/trait? */
bool late_module_is_normal(LateCx *l, ModuleId m);
/* The span of a definition's binding (rustc's opt_span), dummy if none. */
Span late_def_span(LateCx *l, DefId d);
/* rustc's guess_head_span: up to the first `{`, trimmed. */
Span late_head_span(LateCx *l, Span sp);
/* Macro path resolution of a value/type path (rustc's last resort in
 * resolve_qpath_anywhere). */
bool late_as_macro(LateCx *l, const Path *path, Res *out);

/* ---- late_scope.c ---- */

void late_ribs_init(LateCx *l);
void late_ribs_free(LateCx *l);
void rib_push(LateCx *l, Namespace ns, Rib rib);
void rib_push_kind(LateCx *l, Namespace ns, RibKind kind);
void rib_pop(LateCx *l, Namespace ns);
uint32_t rib_top(const LateCx *l, Namespace ns);
/* Adds a binding to rib `rib` (an index) of namespace ns. `params`: the
 * rib holds generic params (macros 2.0 hygiene) rather than locals. */
void rib_bind(LateCx *l, Namespace ns, uint32_t rib, Ident id, Res res);
/* The binding of this ident in rib `rib` exactly (or-patterns), or NULL. */
const RibBinding *rib_find_in(LateCx *l, Namespace ns, uint32_t rib, Ident id);
/* Does the rib kind hold generic parameters (compared with macros 2.0
 * hygiene) rather than locals? */
bool rib_kind_has_params(RibKind k);

uint32_t late_mr(const LateCx *l, uint32_t ctxt);     /* normalize_to_macro_rules */
uint32_t late_m2(const LateCx *l, uint32_t ctxt);     /* normalize_to_macros_2_0 */
/* Does the expansion that made ctxt come from the macro defined at span? */
bool late_ctxt_from_macro(const LateCx *l, uint32_t ctxt, Span macro_span);

typedef enum LexKind { LEX_NONE, LEX_RIB, LEX_ITEM } LexKind;
typedef struct LexResult {
    uint8_t kind;       /* LexKind */
    Res res;
    const RibBinding *binding;   /* LEX_RIB */
    ItemHit item;                /* LEX_ITEM */
} LexResult;
/* rustc's resolve_ident_in_lexical_scope: the ribs innermost first, the
 * anonymous modules of blocks among them, then the item scope. With
 * `finalize` (the span of the path), uses that break a boundary are
 * reported (E0401, E0434, E0435, E0128, ...) and give RES_ERR. */
LexResult late_lookup(LateCx *l, Ident id, Namespace ns, const Span *finalize);

/* ---- late.c: the walk, for late_pat.c ---- */

void late_visit_expr(LateCx *l, Expr *e);
void late_visit_ty(LateCx *l, Ty *t);
void late_visit_qself(LateCx *l, QSelf *q);
void late_visit_path_args(LateCx *l, Path *p);
/* rustc's smart_resolve_path: resolves, reports (queued), records. */
PartialRes late_smart_resolve_path(LateCx *l, const QSelf *qself, Path *path, PathSource src);

/* ---- late_pat.c ---- */

/* The walk before binding: qualified-self types, generic args, the
 * expressions of literal and range patterns. */
void late_walk_pat(LateCx *l, Pat *p);
/* A whole pattern (a `let`, an arm, `for`, `if let`), binding into the
 * innermost value rib. */
void late_resolve_pattern_top(LateCx *l, Pat *p, PatternSource src);
/* The parameters of one fn or closure: patterns, then types. */
void late_resolve_params(LateCx *l, ParamList params);

/* ---- late_diag.c ---- */

const char *late_res_descr(const LateCx *l, Res res);
const char *late_res_article(const LateCx *l, Res res);
bool late_is_expected(const LateCx *l, PathSource src, Res res);
bool late_defer_to_typeck(PathSource src);
Namespace late_source_ns(PathSource src);
/* The path's names joined by `::` (rustc's names_to_string). */
char *late_path_str(Segs p);
/* Builds the error for a path that did not resolve (res NULL) or resolved
 * to the wrong kind of thing, and queues it (emitted at the end). */
void late_report_smart(LateCx *l, Segs path, PathSource src, const Res *res);
/* `Foo::new()` that failed at `Foo` (label: the E0433 text): if `Foo`
 * could be imported, queues the error with the import suggestion and
 * returns true; false: report the plain E0433. */
bool late_report_call_failure(LateCx *l, Segs path, const char *label);
/* rustc's find_best_match_for_name. */
Symbol late_best_match(const Symbol *cands, uint32_t n, Symbol lookup);

/* rustc's emitter: "in this macro invocation" and the "this error
 * originates in the macro" note, for a primary span sp whose identifier
 * has hygiene context ctxt. */
void late_macro_backtrace(LateCx *l, Diag *d, Span sp, uint32_t ctxt);
/* Errors reported on the spot (rustc's report_error). */
void late_err_outer_generic(LateCx *l, Span use, Res res, bool has_generics, const RibBinding *b);
void late_err_capture(LateCx *l, Span use);
void late_err_non_const(LateCx *l, Span use, Ident local, const Rib *rib);
void late_err_param_in_const_ty(LateCx *l, Span use, Symbol name);
void late_err_param_in_anon_const(LateCx *l, Span use, Symbol name, bool is_type);
void late_err_forward_param(LateCx *l, Span use, bool self_ty);
void late_err_asm_sym(LateCx *l, Span use);

/* The AST of a definition, when it is an item of this session. */
const Item *late_def_item(const LateCx *l, DefId d);

#endif
