/* typeck.h — type checking of bodies.
 *
 * Takes: a HIR body (hir.h) and the item facts of ty.h. Gives: the
 * TypeckResults of the body: a type for every expression, pattern and
 * local; the adjustments (auto-deref, auto-ref, coercions) applied to each
 * expression; what every method call, overloaded operator, index and
 * type-relative path resolved to; binding modes; closure kinds and
 * captures. Reports E0308, E0599, E0061, E0277, E0282, E0369, E0614,
 * E0004/E0005 (exhaustiveness), E0384, ... with rustc's wording.
 *
 * Files: src/typeck/check.c (the driver and bodies), expr.c, pat.c,
 * coerce.c, method.c (probing), op.c (operators), closure.c, cast.c,
 * exhaust.c (usefulness and exhaustiveness), diag.c.
 *
 * All types in the results are fully resolved (no inference variables);
 * they may contain PARAM types of the owner's generics. A body that had
 * errors is marked tainted: later phases skip it.
 */
#ifndef RCC_TYPECK_H
#define RCC_TYPECK_H

#include "rcc/ty.h"

/* How an expression's value is adjusted before use, applied in order. */
typedef enum AdjustKind {
    ADJ_NEVER_TO_ANY,         /* `!` to any type */
    ADJ_DEREF,                /* built-in deref of & / &mut / Box (overloaded: deref_def set) */
    ADJ_BORROW,               /* autoref: & or &mut of the place (mutbl) */
    ADJ_RAW_BORROW,           /* &mut T -> *mut T, &T -> *const T coercions take the address */
    ADJ_REIFY_FN_PTR,         /* fn item -> fn pointer */
    ADJ_CLOSURE_FN_PTR,       /* non-capturing closure -> fn pointer */
    ADJ_UNSAFE_FN_PTR,        /* fn -> unsafe fn */
    ADJ_MUT_TO_CONST,         /* *mut T -> *const T */
    ADJ_UNSIZE,               /* &[T; N] -> &[T], &T -> &dyn Tr, Box<T> -> Box<dyn Tr>, ... */
} AdjustKind;

typedef struct Adjustment {
    AdjustKind kind;
    bool mutbl;               /* BORROW, RAW_BORROW; DEREF: overloaded deref_mut */
    DefId deref_def;          /* DEREF: the Deref::deref / DerefMut::deref_mut method (overloaded), else 0 */
    TyId target;              /* the type after this step */
} Adjustment;

typedef struct Adjustments {
    Adjustment *steps;
    uint32_t n;
} Adjustments;

/* What a type-dependent expression resolved to: method calls, overloaded
 * operators (`a + b` on non-primitive types calls Add::add), overloaded
 * index/deref, type-relative paths (`T::new`, `<T as Tr>::f`). */
typedef struct TypeDependentDef {
    DefId def;                /* the method / assoc item (trait item for trait methods) */
    ArgsId args;              /* its generic args (trait's Self + params first, then the method's) */
} TypeDependentDef;

typedef enum BindingMode { BM_BY_VALUE, BM_BY_REF, BM_BY_REF_MUT } BindingMode;

typedef enum ClosureKind { CLOSURE_FN, CLOSURE_FN_MUT, CLOSURE_FN_ONCE } ClosureKind;
typedef enum CaptureKind { CAPTURE_BY_VALUE, CAPTURE_BY_REF, CAPTURE_BY_MUT_REF } CaptureKind;

typedef struct ClosureCapture {
    HirId var;                /* the captured local (binding HirId of the enclosing body) */
    CaptureKind kind;
    TyId ty;                  /* the type of the upvar field (T, &T or &mut T) */
    Symbol name;              /* the variable's name (diagnostics) */
} ClosureCapture;

typedef struct ClosureInfo {
    DefId def;
    HirId expr;               /* the closure expression */
    ClosureKind kind;
    bool is_generator;        /* a TYK_GENERATOR (kind is meaningless) */
    /* the kind an Fn-trait bound of the expected type asks for (+1; 0:
     * none); kind_forced: it is stricter than the body needs, and the
     * closure has it anyway, as in rustc (moving a captured variable out
     * is then E0507) */
    uint8_t expected_kind;
    bool kind_forced;
    FnSig sig;                /* inputs as written (not tupled), output */
    ClosureCapture *captures; /* in order of first mention; upvar field i = captures[i] */
    uint32_t ncaptures;
} ClosureInfo;

typedef struct TypeckResults {
    DefId owner;
    uint32_t nids;            /* tables below are indexed by HirId.i < nids */
    TyId *node_types;         /* every expression, pattern, local, block: its type (before adjustments) */
    ArgsId *node_args;        /* path expressions to fns/ctors/consts/statics: their generic args */
    Adjustments *adjustments; /* per expression (n 0: none) */
    TypeDependentDef *type_dependent; /* per METHOD_CALL / overloaded op / index / type-relative path expr */
    uint8_t *binding_modes;   /* per HPAT_BINDING: BindingMode */
    /* Default binding modes: the reference types a pattern was implicitly
     * dereferenced through (outermost first), per pattern. */
    Adjustments *pat_adjustments;
    uint32_t *field_indices;  /* per FIELD expr, struct expr field, struct pattern field: the field index */
    Res *type_relative_res;   /* per type-relative (and lang item) PATH expr/pattern, struct expr/pattern: the item it resolved to */
    ClosureInfo *closures;    /* the closures of this body */
    uint32_t nclosures;
    /* the hidden types of the fn's return-position `impl Trait`s, in
     * written order (in the fn's own generic parameters) */
    TyId *opaques;
    uint32_t nopaques;
    /* `as` casts that are plain coercions (no cast op needed), per CAST expr */
    bool *coercion_casts;
    bool tainted;             /* errors were reported: do not lower to MIR */
} TypeckResults;

typedef struct TcCtxt TcCtxt;

/* Type checks the body of `owner` (once; cached). Closures' DefIds give
 * the results of their enclosing body. Never returns NULL. */
const TypeckResults *tc_typeck(TyCtxt *tcx, DefId owner);
/* Installs the type checker's hooks into tcx (the hidden types of
 * return-position `impl Trait`: ty_set_opaque_revealer). */
void tc_install(TyCtxt *tcx);
/* Checks every body and item signature of the local crate (well-formed
 * impls: E0046 missing items, E0407, E0117/E0119 coherence later...).
 * Returns false if errors were reported. */
bool tc_check_crate(TyCtxt *tcx);
/* The ClosureInfo of a closure DefId (typechecks the enclosing body). */
const ClosureInfo *tc_closure_info(TyCtxt *tcx, DefId closure);

/* Match exhaustiveness and usefulness (exhaust.c): E0004 for matches
 * with missing patterns (with rustc's witnesses), E0005 for refutable
 * patterns in `let` and parameters, unreachable-pattern warnings. Called
 * by tc_typeck for each untainted body. False after errors. */
bool tc_check_exhaustiveness(TyCtxt *tcx, const HirBody *body, const TypeckResults *r);

/* The type of a HirId in results (ERROR if none). */
static inline TyId tc_node_type(const TypeckResults *r, HirId id) {
    return id.i < r->nids ? r->node_types[id.i] : (TyId){0};
}

/* ---- lint levels (typeck/lint.c; also MIR's lints) ---- */
/* (LintSrc and the level lookup's pieces are expand.h's, shared with
 * the early lints.) The level at owner of a warn-by-default lint, and of
 * one with another default. */
LintSrc tc_lint_level(TyCtxt *tcx, DefId owner, const char *lint, const char *group);
LintSrc tc_lint_level_default(TyCtxt *tcx, DefId owner, const char *lint, const char *group, int default_level);
/* The lint's warning (or error when denied) with its source notes, NULL
 * when allowed; the caller adds labels and emits it. */
Diag *tc_lint_start(TyCtxt *tcx, const LintSrc *l, Span sp, const char *msg);

#endif
