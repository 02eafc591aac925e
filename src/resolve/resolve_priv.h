/* resolve_priv.h — what the files of src/resolve/ share: the resolver's
 * tables (definitions, modules and their name tables, bindings, imports,
 * macro_rules scopes, crates) and the internal entry points of early
 * resolution. Not part of the public interface (include/rcc/resolve.h).
 *
 * The model is rustc_resolve's:
 *  - a Module holds one NameEntry per (Symbol, ctxt normalized to macros
 *    2.0); each entry has a NameRes per namespace: the Binding that wins,
 *    the glob binding it shadows, and the single imports that may still
 *    define the name (they make lookups undetermined until resolved);
 *  - a Binding is what a name is bound to: a Res (items; modules are Res
 *    of their DefId) or an import of another binding;
 *  - an Import is a `use` tree leaf (single or glob), an `extern crate`,
 *    or a `#[macro_use]` import.
 *
 * Internal pointers are fine (everything lives in the resolver's arena and
 * never moves); the public interface speaks ids.
 */
#ifndef RCC_RESOLVE_PRIV_H
#define RCC_RESOLVE_PRIV_H

#include "rcc/resolve.h"

typedef struct Binding Binding;
typedef struct Import Import;
typedef struct Module Module;

/* ---- visibilities ---- */

/* Public, restricted to a normal module (and its descendants), or
 * invisible (an import while its own module path is resolved). */
typedef uint32_t Vis;
#define VIS_PUB 0u
#define VIS_INVISIBLE UINT32_MAX
/* otherwise: the ModuleId of the (normal) module it is restricted to */

/* ---- bindings ---- */

typedef enum BindingKind { BK_RES, BK_IMPORT } BindingKind;

typedef enum AmbiguityKind {
    AMB_NONE,
    AMB_IMPORT,
    AMB_BUILTIN_ATTR,
    AMB_DERIVE_HELPER,
    AMB_MACRO_RULES_VS_MODULARIZED,
    AMB_GLOB_VS_OUTER,
    AMB_GLOB_VS_GLOB,
    AMB_GLOB_VS_EXPANDED,
    AMB_MORE_EXPANDED_VS_OUTER,
} AmbiguityKind;

struct Binding {
    uint8_t kind;             /* BindingKind */
    uint8_t amb_kind;         /* AmbiguityKind when ambiguity != NULL */
    bool macro_export;        /* #[macro_export] macro_rules at the crate root */
    bool used;
    Res res;                  /* BK_RES */
    Import *import;           /* BK_IMPORT: the import ... */
    Binding *target;          /* ... and the binding it imports */
    Binding *ambiguity;       /* the other candidate of an ambiguous name */
    Span span;
    Vis vis;
    uint32_t expansion;       /* ExpnId that produced the binding */
    ModuleId parent;          /* the module it was defined in (0: none) */
};

/* ---- name tables ---- */

typedef struct NameRes {
    Binding *binding;
    Binding *shadowed_glob;
    VEC(Import *) singles;    /* single imports that may define the name */
} NameRes;

typedef struct NameEntry {
    Ident ident;              /* ctxt normalized; `_` gets a unique ctxt */
    NameRes ns[NS__COUNT];
} NameEntry;

typedef enum ModuleKindTag { MOD_DEF, MOD_BLOCK } ModuleKindTag;

struct Module {
    ModuleId id;
    uint8_t kind;             /* ModuleKindTag */
    uint8_t def_kind;         /* MOD_DEF: DEF_MOD, DEF_ENUM or DEF_TRAIT */
    bool no_implicit_prelude;
    DefId def;                /* MOD_DEF */
    NodeId block;             /* MOD_BLOCK */
    Symbol name;
    ModuleId parent;
    CrateNum krate;
    uint32_t expansion;       /* ExpnId the module was defined in */
    uint32_t ctxt;            /* the ctxt of its name, normalized (resolve_self) */
    Span span;
    HashMap names;            /* (name << 32 | ctxt) -> NameEntry * */
    VecPtr entries;           /* NameEntry *, in definition order */
    VEC(Import *) globs;          /* glob imports in this module */
    VEC(Import *) glob_importers; /* glob imports of this module */
    int32_t unexpanded;       /* pending item-position invocations */
    bool lazy;                /* of a crate read from metadata: names not read yet */
};

/* ---- imports ---- */

typedef enum ImportKind { IMP_SINGLE, IMP_GLOB, IMP_EXTERN_CRATE, IMP_MACRO_USE } ImportKind;

typedef struct Segment {
    Ident ident;
    NodeId id;
} Segment;

/* rustc's ModuleOrUniformRoot. */
typedef enum MourKind { MOUR_NONE, MOUR_MODULE, MOUR_CRATE_ROOT_AND_EXTERN_PRELUDE, MOUR_EXTERN_PRELUDE, MOUR_CURRENT_SCOPE } MourKind;
typedef struct Mour {
    uint8_t kind;             /* MourKind */
    ModuleId m;               /* MOUR_MODULE */
} Mour;

/* A lookup result: a binding, or why there is none. */
typedef enum LookupDet { LK_OK, LK_UNDET, LK_DET } LookupDet;
typedef struct Lookup {
    uint8_t det;              /* LookupDet */
    bool weak;                /* undetermined, but outer scopes may be searched */
    Binding *b;
} Lookup;

struct Import {
    uint8_t kind;             /* ImportKind */
    bool type_ns_only;        /* `self` in a list: `use a::{self}` */
    bool nested;
    bool is_prelude;          /* #[prelude_import] glob */
    bool used;
    bool has_attributes;
    bool finalized;
    ParentScope ps;
    Segment *path;            /* the module path (without the last segment of a single import) */
    uint32_t npath;
    Ident source, target;     /* IMP_SINGLE; target also for IMP_EXTERN_CRATE */
    Lookup src[NS__COUNT];    /* IMP_SINGLE: what `source` resolved to (LK_UNDET: not yet) */
    Binding *tgt[NS__COUNT];  /* IMP_SINGLE: the bindings it defined */
    Vis vis;
    Vis max_vis;              /* IMP_GLOB: the greatest re-export (VIS_INVISIBLE: none) */
    Mour imported;
    uint32_t ctxt;            /* the hygiene context of the import (for globs) */
    Span span, root_span, use_span;
    NodeId id, root_id;
    Item *item;
};

/* ---- macro_rules scopes ---- */

typedef enum MacroRulesScopeKind { MRS_EMPTY, MRS_BINDING, MRS_INVOCATION } MacroRulesScopeKind;
typedef struct MacroRulesScope {
    uint8_t kind;
    uint32_t parent;          /* BINDING/INVOCATION: the scope before */
    Binding *binding;         /* BINDING */
    Ident ident;              /* BINDING: the macro's name, ctxt normalized to macros 2.0 */
    uint32_t expn;            /* INVOCATION */
} MacroRulesScope;

/* ---- crates ---- */

typedef struct ExternPreludeEntry {
    Symbol name;
    CrateNum krate;           /* the crate, if known (UINT32_MAX: look up by name) */
    Binding *extern_crate_item;
    bool introduced_by_item;
    Binding *root_binding;    /* cached binding of the crate root */
} ExternPreludeEntry;

typedef struct CrateData {
    Symbol name;
    Crate *ast;
    Edition edition;
    ModuleId root;
    bool no_core, no_std, no_implicit_prelude;
    bool done;
    bool finalized;           /* res_finalize_imports ran: lookups are determinate */
    bool is_extern;           /* read from metadata (externs[extern_index]) */
    uint32_t extern_index;
    HashMap extern_prelude;   /* Symbol -> ExternPreludeEntry * */
    VecPtr extern_prelude_order;
    HashMap macro_use_prelude;/* Symbol -> Binding * */
    HashMap tools;            /* registered tools: Symbol -> 1 */
    ModuleId prelude;         /* the #[prelude_import] glob's module */
    bool linked;              /* its code comes from a library on the link line */
    uint64_t stable_id;       /* its stable crate id (symbol disambiguator) */
} CrateData;

/* ---- errors reported later ---- */

typedef enum AmbMisc { AMISC_NONE, AMISC_SUGGEST_CRATE, AMISC_SUGGEST_SELF, AMISC_FROM_PRELUDE } AmbMisc;
typedef struct AmbiguityError {
    uint8_t kind;
    Ident ident;
    Binding *b1, *b2;
    uint8_t misc1, misc2;
} AmbiguityError;

typedef struct PrivacyError {
    Ident ident;
    Binding *binding;
    Span dedup_span;
} PrivacyError;

/* A macro path resolved during expansion, checked again (and reported)
 * when expansion is over. */
typedef struct MacroResolution {
    Segment *path;
    uint32_t npath;
    Span path_span;
    uint8_t kind;             /* MacroKind */
    bool has_initial;
    Res initial;
    ParentScope ps;
} MacroResolution;

/* What a failed lookup gets reported with (rustc's Finalize). */
typedef struct Finalize {
    NodeId node;
    Span path_span;
    Span root_span;
    bool report_private;
} Finalize;

/* rustc's PathResult. */
typedef enum PathResultKind { PR_MODULE, PR_NON_MODULE, PR_INDETERMINATE, PR_FAILED } PathResultKind;
typedef struct PathResult {
    uint8_t kind;
    Mour module;              /* PR_MODULE */
    PartialRes pres;          /* PR_NON_MODULE */
    /* PR_FAILED */
    Span span;
    bool from_last_segment;
    char *label;              /* malloc'd (NULL when not finalizing) */
    char *sugg_msg;           /* a suggestion or a help (malloc'd, or NULL) */
    char *sugg_text;          /* the replacement at sugg_span; NULL: a help */
    Span sugg_span;
} PathResult;

/* ---- the resolver ---- */

typedef struct SingleSeg {
    NodeId seg;
    PartialRes pr;
} SingleSeg;

typedef VEC(DefId) DefIdList;

/* A crate read from metadata: its DefIds are [base, base + n). */
typedef struct ExternCrate {
    CrateNum krate;
    uint32_t base, n;
    ResCrateProvider p;
} ExternCrate;

/* A reserved definition not read yet has this kind. */
#define DEF_KIND_UNREAD 0xffu

struct Resolver {
    ParseSess *ps;
    DiagCtx *dc;
    Hygiene *hyg;
    bool nightly;
    CrateNum (*load_crate)(void *ctx, Symbol name, Span sp, bool *reported);
    void *load_ctx;
    /* Expansion of the local crate is over: paths resolved from now on are
     * late resolution's (their first segment is looked up without the
     * early ambiguity checks, as rustc's resolve_path with ribs). */
    bool late_phase;
    Arena arena;

    VEC(DefData) defs;        /* [0] unused */
    VEC(ExternCrate) externs; /* by increasing base */
    VEC(Vis) def_vis;         /* visibility of each def (items, fields, variants) */
    VecU32 node_defs;         /* NodeId -> DefId (dense: NodeIds are) */
    HashMap def_modules;      /* DefId -> ModuleId */
    HashMap block_modules;    /* block NodeId -> ModuleId */
    HashMap macro_datas;      /* DefId -> MacroData * */
    HashMap macro_rules_scopes;/* macro DefId -> the scope its definition starts */
    HashMap def_bindings;     /* DefId of a macro_rules -> its Binding * */
    HashMap macro_names;      /* macro_rules names (name << 32 | ctxt) -> 1 */
    VEC(Module *) modules;    /* [0] NULL */
    VEC(CrateData) crates;
    VEC(MacroRulesScope) mr_scopes; /* [0] is the empty scope */
    HashMap invoc_outputs;    /* ExpnId -> the scope after its output */

    VEC(Import *) imports;    /* every import, in definition order */
    VEC(Import *) indeterminate;
    VEC(Import *) determined;   /* in the order they were determined */

    VecU32 path_res;          /* segment NodeId -> index into path_res_vals (0: none) */
    VEC(PartialRes) path_res_vals;
    HashMap label_res;        /* expr NodeId -> target NodeId */
    HashMap trait_scopes;     /* NodeId -> ModuleId | cur_trait << 32 */
    HashMap scope_traits;     /* ModuleId -> 1 + index into scope_trait_lists */
    VEC(DefIdList) scope_trait_lists;

    Binding *dummy;           /* Res::Err, for failed imports */
    Binding *prim_bindings[PRIM_F64 + 1];
    Binding *tool_binding;
    Binding *builtin_attr_binding;
    uint32_t underscore_counter;

    VEC(AmbiguityError) ambiguity_errors;
    VEC(PrivacyError) privacy_errors;
    VEC(MacroResolution) macro_resolutions;
    HashMap name_already_seen;/* Symbol -> span (lo << 32 | hi) of a reported conflict */
    HashMap reported_privacy; /* dedup span -> 1 */
    /* Names the local crate used through a glob import (rustc's glob_map):
     * Symbol -> 1. Diagnostics do not trim paths to these names. */
    HashMap glob_used_names;
    /* res_def_children's index (CSR by parent), built for child_ndefs
     * definitions: child_first[p]..child_first[p + 1] in child_list */
    VecU32 child_first;
    VEC(DefId) child_list;
    uint32_t child_ndefs;
};

/* ---- resolver.c: tables ---- */

DefId rs_new_def(Resolver *r, DefKind kind, CrateNum krate, Symbol name, DefId parent, NodeId node, void *ast,
                 Span span);
Module *rs_module(const Resolver *r, ModuleId m);
/* extern.c: crates read from metadata */
void rs_read_extern_def(const Resolver *r, DefId d);
void rs_populate_extern_module(const Resolver *r, Module *m);
ModuleId rs_extern_module_of_def(const Resolver *r, DefId d);
MacroData *rs_extern_macro_data(Resolver *r, DefId d);
bool rs_extern_crate_has(const Resolver *r, CrateNum c, Symbol name, bool feature);
Module *rs_new_module(Resolver *r, ModuleKindTag kind, uint8_t def_kind, DefId def, Symbol name, ModuleId parent,
                      CrateNum krate, uint32_t expansion, Span span, bool no_implicit_prelude);
CrateData *rs_crate(const Resolver *r, CrateNum c);
Binding *rs_new_binding(Resolver *r, Res res, Vis vis, Span span, uint32_t expansion);
Res rs_res_def(DefId d);
Res rs_res_err(void);
bool rs_res_eq(Res a, Res b);
/* The module a Res names (mod, crate root, enum, trait), or 0. */
ModuleId rs_res_module(const Resolver *r, Res res);
/* The NameEntry of an ident (ctxt already normalized) in a module,
 * created when `create`. */
NameEntry *rs_entry(Resolver *r, Module *m, Ident ident, bool create);
/* A key for an ident that is unique when the name is `_`. */
Ident rs_key_ident(Resolver *r, Ident ident);

/* Module facts. */
bool rs_module_is_normal(const Module *m);      /* a `mod` or crate root */
bool rs_module_is_trait(const Module *m);
Module *rs_nearest_item_scope(const Resolver *r, Module *m);
ModuleId rs_nearest_parent_mod(const Resolver *r, ModuleId m);
bool rs_is_ancestor_of(const Resolver *r, ModuleId anc, ModuleId m);
Res rs_module_res(const Resolver *r, const Module *m);

/* Visibilities. */
bool rs_is_accessible_from(const Resolver *r, Vis vis, ModuleId m);
bool rs_vis_is_at_least(const Resolver *r, Vis a, Vis b);
Vis rs_vis_crate(const Resolver *r, CrateNum c);

/* Bindings. */
Res rs_binding_res(const Binding *b);
ModuleId rs_binding_module(const Resolver *r, const Binding *b);
bool rs_binding_is_import(const Binding *b);
bool rs_binding_is_glob_import(const Binding *b);
bool rs_binding_is_extern_crate(const Resolver *r, const Binding *b);
bool rs_binding_is_ambiguity(const Binding *b);
bool rs_binding_is_importable(const Resolver *r, const Binding *b);
/* The MacroKind of a binding's Res, or -1 (not a macro). */
int rs_binding_macro_kind(const Resolver *r, const Binding *b);

/* Hygiene helpers (rustc's SyntaxContext::adjust and friends). */
Edition rs_ctxt_edition(const Resolver *r, uint32_t ctxt, CrateNum krate);
uint32_t rs_remove_mark(const Resolver *r, uint32_t *ctxt);
uint32_t rs_adjust(const Resolver *r, uint32_t *ctxt, uint32_t expn);
ModuleId rs_expn_def_scope(const Resolver *r, uint32_t expn);
bool rs_is_path_segment_keyword(Symbol s);

/* ---- graph.c: definitions ---- */

/* rustc's `define`: defines and reports a conflict. */
void rs_define(Resolver *r, Module *parent, Ident ident, Namespace ns, Binding *b);
/* rustc's `try_define`: returns the old binding on a conflict. */
Binding *rs_try_define(Resolver *r, Module *parent, Ident key, Namespace ns, Binding *b);
Vis rs_resolve_visibility(Resolver *r, const ParentScope *ps, const Visibility *v, bool report);

void rs_fix_block_item_parents(Resolver *r, Crate *krate);

/* ---- imports.c ---- */

/* rustc's `import`: the binding an import gives for what it imports. */
Binding *rs_import_binding(Resolver *r, Binding *b, Import *imp);
void rs_add_import(Resolver *r, Import *imp);
/* A name resolution changed: update it and propagate to glob importers. */
void rs_record_use(Resolver *r, Ident ident, Binding *b, bool is_lexical_scope);

/* ---- scope.c: lookups ---- */

typedef enum ScopeSetKind { SS_ALL, SS_ABSOLUTE, SS_MACRO, SS_LATE } ScopeSetKind;
typedef struct ScopeSet {
    uint8_t kind;
    uint8_t ns;               /* SS_ALL, SS_ABSOLUTE, SS_LATE */
    bool is_import;           /* SS_ALL */
    uint8_t macro_kind;       /* SS_MACRO */
    ModuleId module;          /* SS_LATE */
} ScopeSet;

void rs_finalize_macro_resolutions(Resolver *r, CrateNum c);
void rs_unresolved_macro_suggestions(Resolver *r, Diag *d, MacroKind kind, const ParentScope *ps, Ident ident);
Lookup rs_resolve_ident_in_module(Resolver *r, Mour module, Ident ident, Namespace ns, const ParentScope *ps,
                                  const Finalize *fin, Binding *ignore);
Lookup rs_resolve_ident_in_module_unadjusted(Resolver *r, Mour module, Ident ident, Namespace ns,
                                             const ParentScope *ps, bool restricted_shadowing, const Finalize *fin,
                                             Binding *ignore);
Lookup rs_early_resolve_ident(Resolver *r, Ident ident, ScopeSet ss, const ParentScope *ps, const Finalize *fin,
                              bool force, Binding *ignore);
/* opt_ns < 0: a module path of an import. */
PathResult rs_resolve_path(Resolver *r, const Segment *path, uint32_t n, int opt_ns, const ParentScope *ps,
                           const Finalize *fin, Binding *ignore);
void rs_path_result_free(PathResult *pr);
Module *rs_resolve_crate_root(Resolver *r, Ident ident, CrateNum cur);
Module *rs_resolve_self(Resolver *r, uint32_t *ctxt, ModuleId m);
Binding *rs_extern_prelude_get(Resolver *r, CrateNum c, Ident ident, bool finalize);
CrateNum rs_find_crate(Resolver *r, CrateNum from, Symbol name);
Segment *rs_path_segments(Resolver *r, const Path *p, uint32_t *n);

/* ---- diag.c ---- */

void rs_report_conflict(Resolver *r, Module *parent, Ident ident, Namespace ns, Binding *new_b, Binding *old_b);
void rs_report_failed_to_resolve(Resolver *r, Span span, const PathResult *pr);
/* The label of a path that failed at segment i (rustc's
 * report_path_resolution_error); sets the suggestion fields of pr. */
void rs_path_failure_label(Resolver *r, const Segment *path, uint32_t n, int opt_ns, const ParentScope *ps,
                           Mour module, uint32_t i, PathResult *pr);
void rs_report_ambiguity(Resolver *r, const AmbiguityError *e);
void rs_report_privacy(Resolver *r, const PrivacyError *e);
const char *rs_res_descr(const Resolver *r, Res res);
const char *rs_res_article(const Resolver *r, Res res);
const char *rs_ns_descr(Namespace ns);
/* rustc's guess_head_span: the span up to the first `{`. */
Span rs_head_span(const Resolver *r, Span sp);
/* The best match for `name` among `cands` (rustc's find_best_match_for_name), or 0. */
Symbol rs_best_match(const Symbol *cands, uint32_t n, Symbol name);
/* `a::b::c` (names; `{{root}}` segments skipped), into sb. */
void rs_print_segments(StrBuf *sb, const Segment *path, uint32_t n);
/* rustc's module_to_string: `a::b` for a module below the root; NULL for
 * a crate root (malloc'd). */
char *rs_module_to_string(const Resolver *r, const Module *m);

#endif
