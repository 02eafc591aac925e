/* tc_priv.h — what the files of src/typeck share.
 *
 * FnCtxt is the state of one body being checked: the inference context,
 * the working tables (types still holding inference variables), the
 * return type and break targets, divergence, pending obligations and the
 * work deferred to the end of the body (casts, closure calls, capture
 * analysis). check.c owns its life cycle and the write-back.
 */
#ifndef RCC_TYPECK_PRIV_H
#define RCC_TYPECK_PRIV_H

#include "rcc/typeck.h"

/* What the context of an expression expects of its type. */
typedef enum ExpectKind {
    EXP_NONE,
    EXP_HAS_TYPE,             /* a coercion site: the type (coercible) */
    EXP_CASTABLE,             /* `e as T`: a hint for literals */
    EXP_RVALUE_UNSIZED,       /* `&e` where `&[T]`/`&str` is expected: a hint */
} ExpectKind;
typedef struct Expect {
    ExpectKind kind;
    TyId ty;
} Expect;
#define EXPECT_NONE ((Expect){EXP_NONE, {0}})
static inline Expect expect_has(TyId t) { return (Expect){EXP_HAS_TYPE, t}; }

/* A pending obligation: a trait bound or a projection equality that
 * must hold once inference is done. */
typedef struct Oblig {
    Predicate pred;           /* PRED_PROJECTION: ty is a variable to unify with the normalised projection */
    TyId proj;                /* PRED_PROJECTION: the projection type */
    Span span;                /* where it arose (an argument, a call) */
    Span call_span;           /* the callee, for "required by a bound introduced by this call" */
    DefId item;               /* the item whose bound it is (note: required by a bound in `f`) */
    bool opaque;              /* a bound of a return-position `impl Trait` */
    /* rustc's stalled_on: an attempt left it pending with these resolved
     * args (trait) or this resolved projection (PRED_PROJECTION); while
     * they resolve the same (no variable in them was unified since),
     * another attempt cannot decide it and is skipped */
    bool stalled;
    uint32_t stalled_key;
} Oblig;

/* A break target: a loop or a labelled block. */
typedef struct BreakCtx {
    HirId id;
    TyId ty;                  /* the type breaks with a value coerce to (0: not yet known) */
    bool is_loop;             /* `loop` (a break value allowed, type `!` without breaks) */
    bool may_break;
    bool value_allowed;       /* false for while/for loops */
    Span header;              /* `while cond` (E0571's label) */
    struct CoerceMany *cm;    /* the values breaks carry (and a labelled block's tail) */
} BreakCtx;

typedef struct DeferredCast {
    const HirExpr *e;         /* the CAST expression */
    TyId from, to;
} DeferredCast;

typedef struct DeferredCall {
    const HirExpr *call;      /* the CALL expression */
    uint32_t closure;         /* index into closures */
    TyId callee_ty;
    TyId args_tuple;
} DeferredCall;

/* Every trait item by name (path.c, tc_trait_items_named), built on
 * first use. */
typedef struct TraitItemIndex {
    bool built;
    HashMap by_name;          /* Symbol -> index+1 into lists */
    VEC(VecU32) lists;        /* DefIds of trait items */
} TraitItemIndex;

/* typeck's state of one TyCtxt (its slot TY_EXT_TYPECK, freed with it). */
struct TcCtxt {
    TyCtxt *tcx;
    HashMap results;          /* owner DefId -> TypeckResults* */
    HashMap in_progress;      /* owner DefId -> 1 */
    TraitItemIndex trait_index;
};

/* tcx's TcCtxt, made on first use. */
TcCtxt *tc_ctxt(TyCtxt *tcx);

/* A place used mutably where the `_mut` trait does not hold (E0596/E0594). */
typedef struct NotMutPlace {
    Span use;
    TyId ty;
    bool assign, index;
} NotMutPlace;

/* A type that must be Sized (rustc's require_type_is_sized), checked
 * once inference is done. */
typedef enum SizedWhy { SIZED_PARAM, SIZED_ARG, SIZED_STRUCT, SIZED_TUPLE } SizedWhy;
typedef struct SizedCheck {
    Span span;
    TyId ty;
    Span ty_span;             /* SIZED_PARAM: the written type (the `&` suggestion) */
    SizedWhy why;
} SizedCheck;

typedef struct UnsafeObject {
    DefId trait;
    Span span;
} UnsafeObject;

typedef struct FnCtxt {
    TcCtxt *tc;
    TyCtxt *tcx;
    const TyCommon *c;
    InferCtxt *icx;
    ParamEnv env;
    DefId owner;              /* the body owner */
    const HirBody *body;
    TypeckResults *r;         /* working tables */
    Arena *arena;
    DiagCtx *dc;

    TyId ret_ty;              /* the current fn's / closure's return type (0 in consts: `return` is an error) */
    TyId yield_ty, resume_ty; /* in a generator's body: what `yield` takes and gives (0 elsewhere) */
    Span ret_span;            /* the return type as written (E0308's "expected due to this") */
    const HirBlock *ret_block;/* the fn body's block: its tail's mismatch names the return type */
    VEC(const HirLocal *) lets; /* `let` statements without a type (E0282's suggestion) */
    VEC(const HirParam *) closure_params; /* closure params without a type (E0282) */
    /* places used mutably through a Deref/Index whose `_mut` trait does
     * not hold: E0596/E0594, reported once inference is done */
    VEC(NotMutPlace) not_mut;
    VEC(SizedCheck) sized_checks;
    DefId unsize_unsafe;      /* the last unsizing to dyn found a trait that is not object safe */
    VEC(UnsafeObject) unsafe_objects; /* written types that are objects of traits not object safe (finish_body) */
    HashMap binding_spans;    /* binding HirId -> span (lo << 32 | hi), for labels */
    HashMap var_names;        /* inference variable TyId -> the generic parameter it stands for (E0282) */
    VEC(const HirExpr *) value_paths;   /* paths to generic items (E0282 names their parameters) */
    bool ret_coerce_seen;
    VEC(BreakCtx) breaks;
    bool diverges;            /* the expression just checked cannot complete */
    bool entry_diverges;      /* code had diverged before the expression being checked began */
    Span cur_span;            /* the expression being checked (origin of the variables it makes) */
    const HirExpr *let_init;  /* the initializer of the `let` being checked, and its pattern's span */
    Span let_pat_span;
    const TyId *exp_inputs;   /* for the next tc_check_args: expected argument types (from the call's expectation) */

    VEC(Oblig) obligs;
    VEC(DeferredCast) casts;
    VEC(DeferredCall) calls;
    VEC(ClosureInfo) closures;
    VEC(TyId) closure_tys;    /* per closure: its TYK_CLOSURE type (with variables) */
    VEC(TyId) opaques;        /* the variables standing for the return type's `impl Trait`s */
    VEC(uint32_t) closure_depth_stack;
    bool tainted;
    uint32_t errors_at_start;
} FnCtxt;

/* lint.c: lint levels (rustc's), their diagnostics, and the lints of
 * type-checked bodies */
/* (tc_lint_level and tc_lint_start are in typeck.h: MIR's lints use them) */
void tc_lint_unused_results(TyCtxt *tcx, const HirBody *body, const TypeckResults *r);
/* The late lints of items, once every body is checked (variant_size_differences). */
void tc_lint_crate_items(TyCtxt *tcx, const DefId *items, uint32_t n);
/* closure.c: a pre-order walk of an expression (blocks before their statements) */
void tc_walk_expr(const HirExpr *e, void (*on_expr)(void *, const HirExpr *), void (*on_pat)(void *, const HirPat *),
                  void (*on_block)(void *, const HirBlock *), void *arg);
/* The same, also called when a block's walk ends. */
void tc_walk_expr_nested(const HirExpr *e, void (*on_expr)(void *, const HirExpr *),
                         void (*on_pat)(void *, const HirPat *), void (*on_block)(void *, const HirBlock *),
                         void (*on_block_exit)(void *, const HirBlock *), void *arg);
/* late_bound_lifetime_arguments: explicit lifetime arguments of a method
 * or path segment naming fn def when it has late-bound lifetimes (lint.c). */
void tc_lint_late_bound_args(TyCtxt *tcx, DefId owner, DefId def, const HirPathSegment *seg);
/* The unused_unsafe lint of a type-checked body (lint.c). */
void tc_lint_unused_unsafe(TyCtxt *tcx, const HirBody *body, const TypeckResults *r);

/* check.c */
TyId tc_infer_cb(void *fcx, Span span);                 /* TyInferFn: a fresh variable */
TyId tc_new_var(FnCtxt *fcx, Span span);
/* Fresh variables for every generic parameter of def (parents too), made at span. */
ArgsId tc_fresh_args(FnCtxt *fcx, DefId def, Span span);
void tc_name_vars(FnCtxt *fcx, DefId def, ArgsId args);
TyId tc_resolve(FnCtxt *fcx, TyId t);                    /* deep */
TyId tc_shallow(FnCtxt *fcx, TyId t);
void tc_write_ty(FnCtxt *fcx, HirId id, TyId t);
TyId tc_node_ty(FnCtxt *fcx, HirId id);
void tc_write_adj(FnCtxt *fcx, HirId id, const Adjustment *steps, uint32_t n);
void tc_push_adj(FnCtxt *fcx, HirId id, Adjustment a);
TyId tc_normalize(FnCtxt *fcx, TyId t, Span span);
void tc_register_bound(FnCtxt *fcx, TraitRef tr, Span span, Span call_span, DefId item);
void tc_register_predicates(FnCtxt *fcx, DefId def, ArgsId args, Span span, Span call_span);
void tc_select_where_possible(FnCtxt *fcx);
bool tc_is_error(FnCtxt *fcx, TyId t);                    /* contains ERROR */
void tc_taint(FnCtxt *fcx);
TyId tc_lower_ty(FnCtxt *fcx, const HirTy *t);
TyId tc_lower_qself(FnCtxt *fcx, const HirTy *t);
void tc_note_opaque_bounds(FnCtxt *fcx, DefId fn, ArgsId args);   /* a value path's self type: args inferred */           /* `_` -> fresh variable; normalised */
DefId tc_lang(FnCtxt *fcx, LangItem li);
DefId tc_trait_method(FnCtxt *fcx, DefId trait, const char *name);

/* expr.c */
TyId tc_check_expr(FnCtxt *fcx, const HirExpr *e, Expect ex);
/* Is t, or its struct/tuple tail, a slice, str or dyn? Such an expected
 * type is only a hint for an rvalue (rustc's rvalue_hint): the value is
 * sized and coerced to it afterwards. */
bool tc_tail_is_unsized(FnCtxt *fcx, TyId t);
TyId tc_check_expr_coercible(FnCtxt *fcx, const HirExpr *e, TyId target);
TyId tc_check_expr_has_type(FnCtxt *fcx, const HirExpr *e, TyId target);   /* unify, no coercion */
TyId tc_check_block(FnCtxt *fcx, const HirBlock *b, Expect ex);
void tc_check_return_value(FnCtxt *fcx, const HirExpr *e, bool is_body);
void tc_check_stmt(FnCtxt *fcx, const HirStmt *s);
TyId tc_structurally_resolve(FnCtxt *fcx, TyId t, Span span);  /* E0282 when still a var */
/* t resolved after selecting pending obligations if it holds variables. */
TyId tc_resolve_with_obligations(FnCtxt *fcx, TyId t);
/* Autoderef: the next step of t (built-in deref of &, &mut, Box; else
 * Deref). Sets *overloaded to the deref method when it is one. 0 at the end. */
TyId tc_autoderef_step(FnCtxt *fcx, TyId t, DefId *overloaded, bool raw_ptrs);
/* `e` is used mutably at `use` (a borrow, or an assignment when
 * `assign`): overloaded derefs and indexes in it become `_mut`; E0596 /
 * E0594 where the `_mut` trait does not hold. */
void tc_fixup_mut_place(FnCtxt *fcx, const HirExpr *e, Span use, bool assign);
/* Reports the E0596/E0594 tc_fixup_mut_place found (after fallback). */
void tc_report_not_mut(FnCtxt *fcx);
/* `t` must be Sized at `span` (E0277 after fallback when it is not). */
void tc_require_sized(FnCtxt *fcx, TyId t, Span span, Span ty_span, SizedWhy why);
void tc_report_unsized(FnCtxt *fcx);
/* #![feature(unsized_fn_params)] (or unsized_locals) in the body's crate. */
bool tc_unsized_params_allowed(FnCtxt *fcx);

/* path.c */
TyId tc_check_path_expr(FnCtxt *fcx, const HirExpr *e, Expect ex);
/* The variant and ADT type a struct expression/pattern path names. */
bool tc_resolve_struct_path(FnCtxt *fcx, const HirQPath *qp, HirId id, Span span, TyId *adt_ty, uint32_t *variant);
/* Type-relative value path resolution (`T::f`, `Enum::V` via alias). */
bool tc_resolve_type_relative(FnCtxt *fcx, TyId self_ty, Ident name, Span span, const TraitScope *scope, DefId *out,
                              ArgsId *args);
/* Explicit generic args of a segment (`::<_, T>`) unified with def's own params in args. */
void tc_apply_explicit_args(FnCtxt *fcx, DefId def, ArgsId args, const HirPathSegment *seg);
/* The Res a pattern/expression path names (resolving type-relative ones). */
Res tc_qpath_res(FnCtxt *fcx, const HirQPath *qp, HirId id, Span span, TyId *self_ty);

/* pat.c */
void tc_check_pat_top(FnCtxt *fcx, const HirPat *p, TyId expected, Span origin_expr_span, bool has_origin);

/* coerce.c */
bool tc_coerce(FnCtxt *fcx, const HirExpr *e, TyId source, TyId target);
bool tc_can_coerce(FnCtxt *fcx, TyId source, TyId target);
/* CoerceMany: branches of if/match, break values, array elements. */
struct CoerceMany {
    TyId expected;            /* 0: not yet known (the first branch decides) */
    TyId merged;
    bool any;                 /* a non-diverging branch was seen */
    int kind;                 /* CM_OTHER, CM_IF, CM_MATCH: how a mismatch is worded */
    Span first_span;          /* the first branch ("expected because of this") */
    Span whole;               /* the match expression (its label) */
    bool hard_expected;       /* the expectation came from the context (a mismatch says "mismatched types") */
    VEC(const HirExpr *) exprs;
};
typedef struct CoerceMany CoerceMany;
enum { CM_OTHER, CM_IF, CM_MATCH };
void tc_cm_init(CoerceMany *cm, TyId expected);
/* Returns false after reporting a mismatch. */
bool tc_cm_add(FnCtxt *fcx, CoerceMany *cm, const HirExpr *e, TyId t, Span span);
TyId tc_cm_finish(FnCtxt *fcx, CoerceMany *cm);

/* method.c */
typedef struct MethodPick {
    DefId method;
    ArgsId args;              /* all of the method's args */
    FnSig sig;                /* instantiated, normalised */
    Adjustment adj[8];
    uint32_t nadj;
    bool is_trait;
} MethodPick;
/* Probes with the traits in scope at `scope` (a zeroed scope: every
 * trait; NULL: every trait, and nothing is reported). */
bool tc_probe_method(FnCtxt *fcx, TyId recv_ty, Ident name, Span span, const TraitScope *scope, MethodPick *out);
typedef VEC(DefId) DefIdList;
typedef DefIdList ImplList;
typedef DefIdList TraitList;
bool tc_def_list_has(const DefIdList *l, DefId d);
/* The traits whose items a type parameter (its bounds) or a trait object
 * (its principal) has without an import, with their supertraits. */
void tc_env_traits_of(FnCtxt *fcx, TyId t, TraitList *out);
/* E0034 for the trait items `items` that all fit self_ty (method: as
 * the receiver of a method call). */
void tc_err_ambiguous(FnCtxt *fcx, Ident name, const DefId *items, uint32_t n, TyId self_ty, bool method);
/* Whether a trait's items can be named where `sc` is. */
bool tc_trait_in_scope(FnCtxt *fcx, const TraitScope *sc, DefId trait);
TyId tc_check_method_call(FnCtxt *fcx, const HirExpr *e, Expect ex);
/* Looks up `trait_ref`'s method `name` for an operator; fills the
 * instantiated sig. An obligation left ambiguous is registered at `span`
 * (the operator expression). */
bool tc_lookup_op_method(FnCtxt *fcx, LangItem li, const char *name, TyId self_ty, const TyId *other, uint32_t nother,
                         DefId *method, ArgsId *args, FnSig *sig, Span span);

/* op.c */
TyId tc_check_binary(FnCtxt *fcx, const HirExpr *e, Expect ex);
TyId tc_check_assign_op(FnCtxt *fcx, const HirExpr *e);
TyId tc_check_unary(FnCtxt *fcx, const HirExpr *e, Expect ex);
TyId tc_check_index(FnCtxt *fcx, const HirExpr *e);

/* closure.c */
TyId tc_check_closure(FnCtxt *fcx, const HirExpr *e, Expect ex);
void tc_closure_analyze(FnCtxt *fcx);
void tc_resolve_deferred_calls(FnCtxt *fcx);
/* Syntactic: does the closure mention locals of the enclosing body? */
bool tc_closure_captures_anything(FnCtxt *fcx, const HirExpr *closure);

/* call.c */
TyId tc_check_call(FnCtxt *fcx, const HirExpr *e, Expect ex);
/* Checks arguments against formal input types (E0061, variadics). */
void tc_check_args(FnCtxt *fcx, const HirExpr *call, Span callee_span, const TyId *formals, uint32_t nformals,
                   HirExpr *const *args, uint32_t nargs, bool c_variadic, DefId def, bool is_method);

TyId tc_fn_item_ptr_ty(FnCtxt *fcx, TyId fn_def);
TyId tc_closure_sig_ty(FnCtxt *fcx, TyId closure);
const uint32_t *tc_trait_items_named(FnCtxt *fcx, Symbol name, uint32_t *n);
void tc_trait_index_free(TraitItemIndex *ix);

void tc_check_variadic_arg(FnCtxt *fcx, const HirExpr *a, TyId t);

/* rustc's expected_inputs_for_expected_output: the formal inputs as they
 * would be if the output were the expected type (a probe; no binding
 * stays). Sets fcx->exp_inputs (arena) or NULL. */
void tc_expect_inputs(FnCtxt *fcx, const TyId *formals, uint32_t n, TyId output, Expect ex);

/* cast.c */
TyId tc_check_cast(FnCtxt *fcx, const HirExpr *e, Expect ex);
void tc_check_casts(FnCtxt *fcx);

/* diag.c */
void tc_err_mismatch(FnCtxt *fcx, Span span, TyId expected, TyId found, Span expected_due_to);
void tc_err_mismatch_branches(FnCtxt *fcx, CoerceMany *cm, Span span, TyId expected, TyId found);
void tc_err_mismatch_msg(FnCtxt *fcx, Span span, TyId expected, TyId found, const char *label);
const char *tc_ty_str(FnCtxt *fcx, TyId t);              /* resolved, as rustc prints it */
/* `u8` in backticks, or rustc's descriptions (`struct `Foo``, `&-ptr`...) as E0308 labels use them */
const char *tc_ty_str_descr(FnCtxt *fcx, TyId t);
/* E0308's `= note: expected type ... found type ...` when the label alone is not enough */
void tc_mismatch_notes(FnCtxt *fcx, Diag *d, TyId expected, TyId found);
void tc_mismatch_label(FnCtxt *fcx, Diag *d, Span span, TyId expected, TyId found);
void tc_err_unsatisfied(FnCtxt *fcx, const Oblig *o, TraitRef tr);
void tc_err_annotations_needed(FnCtxt *fcx, Span span, TyId t);
/* E0282 in rustc's forms (a `let` without a type, a generic fn whose
 * parameters nothing decides); true if one was reported. */
bool tc_report_unresolved(FnCtxt *fcx);
void tc_report_var(FnCtxt *fcx, TyId var, Span span);
const char *tc_def_path_str(FnCtxt *fcx, DefId def);
/* E0599; out_of_scope: a trait whose method would fit, not in scope (or 0). */
void tc_err_no_method(FnCtxt *fcx, Span span, TyId recv, Symbol name, bool is_assoc_fn, DefId out_of_scope);

const char *tc_snippet(FnCtxt *fcx, Span span);
Span tc_def_ident_span(FnCtxt *fcx, DefId def);
Span tc_def_head_span(FnCtxt *fcx, DefId def);
const char *tc_def_path_untrimmed(FnCtxt *fcx, DefId def);
bool tc_suggest_restrict_param(FnCtxt *fcx, Diag *dg, TyId param, const char *bound, const char *msg);
Span tc_binding_span(FnCtxt *fcx, HirId binding);
Symbol tc_best_match(Symbol name, const Symbol *cands, uint32_t n);

void tc_field_help(FnCtxt *fcx, Diag *d, TyId adt, Ident name, const char *label, const HirExprField *given,
                   uint32_t ngiven);

/* Small helpers */
static inline const TyData *tc_get(FnCtxt *fcx, TyId t) { return ty_get(fcx->tcx, t); }
static inline uint8_t tc_kind(FnCtxt *fcx, TyId t) { return ty_kind(fcx->tcx, tc_shallow(fcx, t)); }
static inline bool tc_is_never(FnCtxt *fcx, TyId t) { return ty_eq(tc_shallow(fcx, t), fcx->c->never); }
static inline bool tc_is_var(FnCtxt *fcx, TyId t, InferKind *k) {
    const TyData *d = ty_get(fcx->tcx, tc_shallow(fcx, t));
    if (d->kind != TYK_INFER) return false;
    if (k) *k = (InferKind)d->sub;
    return true;
}
/* FnSig accessors */
static inline uint32_t sig_ninputs(TyCtxt *tcx, FnSig s) { return ty_args_len(tcx, s.inputs_and_output) - 1; }
static inline TyId sig_input(TyCtxt *tcx, FnSig s, uint32_t i) { return ty_args(tcx, s.inputs_and_output)[i]; }
static inline TyId sig_output(TyCtxt *tcx, FnSig s) {
    return ty_args(tcx, s.inputs_and_output)[ty_args_len(tcx, s.inputs_and_output) - 1];
}
FnSig tc_make_sig(TyCtxt *tcx, const TyId *inputs, uint32_t n, TyId output, bool variadic, bool is_unsafe, Abi abi);
FnSig tc_normalize_sig(FnCtxt *fcx, FnSig s, Span span);

#endif
