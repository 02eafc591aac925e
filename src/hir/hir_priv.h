/* hir_priv.h — what the files of src/hir share: the Hir context and the
 * lowering context of one body or item signature.
 *
 * hir.c owns the Hir (caches, attributes, lang items); lower_item.c lowers
 * items and starts body lowering; lower_ty.c paths, types and generics;
 * lower_expr.c expressions, blocks and the desugarings; lower_pat.c
 * patterns; print.c -Zunpretty=hir. */
#ifndef RCC_HIR_PRIV_H
#define RCC_HIR_PRIV_H

#include "rcc/hir.h"

struct Hir {
    ParseSess *ps;
    Resolver *res;
    Hygiene *hyg;
    Crate **crates;
    uint32_t ncrates;
    const HirCrateProvider **providers;  /* per crate, NULL for source crates */
    Arena *arena;               /* the session arena (ps->arena) */
    DiagCtx *dc;
    HashMap items;              /* DefId -> HirItem* */
    HashMap bodies;             /* owner DefId -> HirBody* */
    HashMap in_progress;        /* owners whose body is being lowered */
    HashMap attrs;              /* DefId -> HirAttrs* */
    HashMap closure_expr;       /* closure DefId -> HirExpr* */
    HashMap closure_owner;      /* closure DefId -> owner DefId */
    DefId lang[LANG__COUNT];
    HashMap lang_of;            /* DefId -> LangItem */
    VEC(DefId) *crate_items;    /* per crate, built on first request */
    bool *crate_items_done;
    bool entry_done, entry_is_start;
    DefId entry;
};

/* A labelled block being lowered: its HirId, how many loops enclosed it,
 * its span (from the label). */
typedef struct LabelledBlock {
    HirId id;
    uint32_t nloops;
    Span span;
} LabelledBlock;
typedef VEC(LabelledBlock) LabelledBlocks;

/* Lowering one body (or, with in_body false, an item's signature). */
typedef struct LowerCx {
    Hir *h;
    Arena *a;
    DefId owner;                /* the body owner (or the item) */
    DefId item;                 /* the item whose generics are in scope */
    bool in_body;
    uint32_t next_id;           /* next HirId of the owner */
    HashMap node_ids;           /* NodeId -> HirId: bindings, loops, labelled blocks */
    VecU32 loops;               /* HirIds of the enclosing loops (unlabelled break) */
    /* the enclosing labelled blocks: E0695 (an unlabelled break or
     * continue whose innermost breakable is one), E0696 (continue to one) */
    LabelledBlocks lblocks;
    VecU32 catches;             /* HirIds of the enclosing `try` blocks (`?` breaks there) */
    bool in_closure;            /* E0267 rather than E0268 for a `break` without a loop */
    Span closure_span;          /* the innermost closure's `|..|` */
    /* the body being lowered is a generator's: `yield` seen (a closure
     * with one is a generator); the `_task_context` binding of the
     * innermost async body (`.await` resumes through it), NULL outside */
    bool saw_yield;
    uint8_t gen;                /* HirGenKind of the innermost closure body (HGEN_NONE in a fn) */
    HirPat *task_context;
    /* where a type being lowered stands, as E0562 names it ("type",
     * "variable binding", ...); NULL where `impl Trait` is allowed: the
     * return type of a free fn or an inherent method */
    const char *impl_trait_pos;
    CrateNum krate;
} LowerCx;

void lcx_init(LowerCx *cx, Hir *h, DefId owner, bool in_body);
void lcx_free(LowerCx *cx);
HirId lcx_next(LowerCx *cx);
/* The HirId of an AST node that later nodes refer to (a binding pattern,
 * a loop, a labelled block), allocated on first request. */
HirId lcx_node_id(LowerCx *cx, NodeId n);
/* An error for a construct rcc does not lower (async, try blocks...). */
void lcx_unsupported(LowerCx *cx, Span sp, const char *what);

/* lower_ty.c */
HirTy *hir_lower_ty(LowerCx *cx, Ty *t);
HirTy *hir_ty_unit(LowerCx *cx, Span sp);
HirTy *hir_ty_err(LowerCx *cx, Span sp);
void hir_lower_qpath(LowerCx *cx, QSelf *qself, Path *path, Span sp, HirQPath *out);
/* A path whose last segment's PartialRes is `pr` (res_path_res unless the
 * caller knows better), no qself. Type-relative tails are not allowed
 * here (trait paths, impl trait refs). */
HirPath *hir_lower_path_res(LowerCx *cx, Path *path, PartialRes pr);
HirPathSegment hir_lower_segment(LowerCx *cx, PathSegment *seg, Res res);
HirGenericBound *hir_lower_bounds(LowerCx *cx, GenericBoundList bl, uint32_t *n);
void hir_lower_generics(LowerCx *cx, Generics *g, HirGenerics *out);
/* param_pos / ret_pos: E0562's names for `impl Trait` in the parameter
 * and return types (NULL: allowed). */
void hir_lower_fn_decl(LowerCx *cx, FnDecl *d, bool c_variadic, HirFnDecl *out, const char *param_pos,
                       const char *ret_pos);
/* The position `Tr<Assoc = impl B>` (not E0562 in rustc; rcc's gap). */
extern const char IMPL_TRAIT_IN_BINDING[];
/* hir_lower_ty with E0562's position name for `impl Trait` in t. */
HirTy *hir_lower_ty_at(LowerCx *cx, Ty *t, const char *pos);
HirAnonConst hir_lower_anon_const(LowerCx *cx, Expr *e);
/* Appends the synthetic type parameters of `impl Trait` arguments (and
 * their bounds as predicates) to a fn's generics, as rustc does. */
void hir_add_apit_params(LowerCx *cx, DefId fn, FnDecl *d, HirGenerics *g);
Abi hir_parse_abi(const Extern *ext);
/* The same, reporting E0703 for an ABI rustc does not know. */
Abi hir_lower_abi(LowerCx *cx, const Extern *ext);
/* A single-segment path naming `res`, as desugarings make them. */
HirPath *hir_path_single(LowerCx *cx, Symbol name, Span sp, Res res);

/* lower_pat.c */
HirPat *hir_lower_pat(LowerCx *cx, Pat *p);
HirPat *hir_pat_binding(LowerCx *cx, Symbol name, Span sp, bool mutbl);
/* A path expression naming a local bound by a desugaring's pattern. */
HirExpr *hir_local_ref(LowerCx *cx, HirPat *binding, Span sp);

/* lower_expr.c */
HirExpr *hir_lower_expr(LowerCx *cx, Expr *e);
HirBlock *hir_lower_block(LowerCx *cx, Block *b);
/* async fns: the body's return type (`T` or `()`), the signature's
 * `impl Future<Output = T>`, and the body as `from_generator(static
 * move |mut _task_context| -> T { prefix; { body } })` */
HirTy *hir_async_ret_ty(LowerCx *cx, FnDecl *d, Span sp);
void hir_lower_async_fn_decl(LowerCx *cx, FnDecl *d, HirFnDecl *out, Span sp);
HirExpr *hir_lower_async_fn_body(LowerCx *cx, NodeId node, Span sp, HirTy *ret, Block *blk, HirStmt *prefix,
                                 uint32_t nprefix);
HirLit hir_lower_lit(LowerCx *cx, const Token *t, Span sp);
HirExpr *hir_new_expr(LowerCx *cx, HirExprKind k, Span sp);

/* lower_item.c */
HirItem *hir_lower_item(Hir *h, DefId def);
HirBody *hir_lower_body(Hir *h, DefId owner);

/* hir.c */
void hir_record_closure(Hir *h, DefId closure, DefId owner, HirExpr *e);
/* The Item of an item-like DefId (items, assoc items, foreign items). */
Item *hir_ast_item(Hir *h, DefId d);
/* Collect every DEF_CLOSURE / DEF_ANON_CONST of the session's crates
 * (res_define_late_def), so res_def_of_node knows them from the start. */
void hir_define_late_defs(Hir *h);
void hir_collect_lang_items(Hir *h);
/* The attributes written on a DefId's AST node (for the printer). */
AttrList hir_def_ast_attrs(Hir *h, DefId d);
/* Whether `a` is `#[name ...]` (a one-segment path). */
bool hir_attr_is(const Attr *a, const char *name);
/* A string attribute value (`#[x = "v"]`), 0 if not a string. */
Symbol hir_attr_str(const Attr *a);

#endif
