/* ty_int.h — the inside of TyCtxt, shared by the files of src/ty/.
 *
 * intern.c owns the context and the interner; collect.c the item-fact
 * caches; astconv.c lowers HirTy; layout.c the layout cache; infer.c and
 * select.c (another owner) may keep their state in `select_priv` and the
 * spare maps below. Nothing outside src/ty includes this header.
 */
#ifndef RCC_TY_INT_H
#define RCC_TY_INT_H

#include "rcc/ty.h"

typedef VEC(Predicate) PredVec;
/* Adds to v the super predicates (supertraits and their projection
 * bounds, `trait Int: Add<Output = Self>`) of each trait predicate in it,
 * transitively and without duplicates, while v has fewer than max. */
void ty_elaborate_supers(TyCtxt *tcx, PredVec *v, uint32_t max);

typedef struct TyArgsEntry {
    const TyId *tys;
    uint32_t n;
    uint32_t flags;           /* OR of the elements' TYF_* */
} TyArgsEntry;

/* A list of DefIds (impls of a trait, inherent impls of a key). */
typedef struct DefList {
    VEC(DefId) v;
} DefList;

/* Query kinds for the in-progress (cycle) marks. */
typedef enum TyQuery {
    TQ_GENERICS, TQ_TYPE_OF, TQ_FN_SIG, TQ_PREDICATES, TQ_PARAM_ENV, TQ_ADT_DEF,
    TQ_ASSOC_ITEMS, TQ_IMPL_TRAIT_REF, TQ_TRAIT_DEF, TQ_DISCR, TQ_LAYOUT,
    TQ_SUPER_PREDICATES, TQ_PARAM_BOUNDS,
} TyQuery;

struct TyCtxt {
    Hir *hir;
    Resolver *res;
    DiagCtx *dc;
    Arena arena;
    TyOptions opts;
    TyCommon common;

    /* interner */
    VEC(const TyData *) tys;  /* index = TyId.i */
    HashMap ty_map;           /* hash -> TyId (rehashed on collision) */
    VEC(TyArgsEntry) args;    /* index = ArgsId.i; 0 = empty list */
    HashMap args_map;

    /* item facts (collect.c): DefId -> arena pointer (or value) */
    HashMap generics, type_of, fn_sig, preds, param_env, adt, assoc_items, assoc_item, impl_trait_ref,
        trait_def, discr, identity_args, super_preds;
    HashMap in_progress;      /* (query << 32 | def) -> 1 while computing */
    HashMap cycle_reported;   /* def -> 1 once E0391 was reported (1 << 63 | anon const: its
                                 unsupported const argument was) */
    bool impls_built;
    HashMap trait_impls;      /* trait DefId -> DefList* */
    HashMap inherent_impls;   /* simplified key -> DefList* */
    HashMap impl_self_key;    /* trait impl DefId -> simplified key of its self type + 1 */
    bool lang_reported[LANG__COUNT];
    HashMap name_count;       /* Symbol -> how many nameable type defs have it (printing) */
    bool name_count_built;

    /* layout.c */
    HashMap layouts;          /* TyId -> const Layout* */
    Span layout_span;         /* where a layout is needed (ty_layout_of_at): its errors' span */

    TyEvalConstFn const_eval;
    TyEvalConstBytesFn const_bytes;
    TyRevealOpaqueFn reveal_opaque;
    TyGeneratorSavedFn generator_saved;
    VecU32 uneval_consts;     /* anon consts made TYK_UNEVAL (canonical ones, astconv.c) */

    /* infer.c / select.c */
    void *select_priv;
    HashMap select_maps[4];
    /* specialize.c: [0] (a << 32 | b) -> does impl a specialise impl b
     * (1 no, 2 yes, 3 computing); [1] impl -> its ancestors */
    HashMap spec_maps[2];
    /* object_safety.c: [0] trait -> its violations; [1] spans E0038 was reported at */
    HashMap objsafe_maps[2];
    /* normalize.c: projections without inference variables -> their normal form */
    HashMap proj_cache;

    /* the later phases' state (ty_ext) */
    void *ext[TY_EXT__COUNT];
    TyExtFreeFn ext_free[TY_EXT__COUNT];
};

/* A walk over a type (infer.c's resolution and occurs check, select.c's
 * freshener and variable scan) visits this many types before it keeps a
 * table of the ones it has done: a type that holds the same subtree
 * twice at each level is then walked in linear time, and small types,
 * the common case, never pay for the table. */
#define FOLD_MEMO_AFTER 256

/* intern.c */
uint32_t ty_args_flags(TyCtxt *tcx, ArgsId a);
TyId ty_error(TyCtxt *tcx);

/* collect.c */
/* Marks (q, def) in progress; false (and E0391 reported at `span`) when
 * it already was: a cycle. */
bool ty_query_enter(TyCtxt *tcx, TyQuery q, DefId def);
void ty_query_leave(TyCtxt *tcx, TyQuery q, DefId def);
/* The span of a definition's name (items), else its whole span. */
Span ty_def_ident_span(TyCtxt *tcx, DefId def);
/* The PARAM index of a generic parameter DefId, or UINT32_MAX. */
uint32_t ty_param_index(TyCtxt *tcx, DefId param);
/* The assoc type named `name` in `trait` or its supertraits: the item and
 * the trait ref (Self = self_ty) that declares it, substituted. */
bool ty_find_assoc_ty(TyCtxt *tcx, TraitRef tr, Symbol name, DefId *item, TraitRef *declaring);
/* A trait's bounds on Self (supertraits and their `Trait<X = T>`
 * projections; a trait alias's bounds), in terms of the trait's params. */
const Predicates *ty_super_predicates(TyCtxt *tcx, DefId trait);
/* The supertrait refs of a trait ref (one level, substituted). */
uint32_t ty_supertraits(TyCtxt *tcx, TraitRef tr, TraitRef **out);
/* Lowers a discriminant or array-length anon const by reading its HIR
 * (literals, negated literals, simple arithmetic): the fallback when the
 * const evaluator hook is not installed. */
bool ty_eval_const_literal(TyCtxt *tcx, DefId anon_const, uint64_t *lo, uint64_t *hi);

/* Normalises the projections in a list of predicates (writable) against
 * the list itself as the environment (rustc's normalize_param_env). */
void ty_normalize_env(TyCtxt *tcx, ParamEnv *env);

/* astconv.c: a const generic argument (an anon const: a literal, `{ N }`,
 * a const param, or any constant expression evaluated through the const
 * hook) of type `ty`, in the scope of owner: CONST, const PARAM or ERROR. */

#endif
