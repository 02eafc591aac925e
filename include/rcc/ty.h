/* ty.h — types, item signatures, traits, layouts.
 *
 * Takes: the HIR items of the session (hir.h). Gives:
 *   - interned types (TyId: equal ids <=> equal types) and interned
 *     generic argument lists (ArgsId), with substitution;
 *   - item facts computed on demand and cached per DefId, with an
 *     in-progress mark that reports a cycle (E0391) instead of recursing:
 *     generics_of, type_of, fn_sig, predicates_of, adt_def, trait_def,
 *     impl_trait_ref, the impls of each trait, inherent impls, associated
 *     items;
 *   - inference contexts (InferCtxt: type/int/float variables with
 *     unification) and trait selection over them (ty_select), projection
 *     normalisation (ty_normalize), instance resolution (ty_resolve_instance);
 *   - layouts (ty_layout_of): sizes, alignments, field offsets, enum tags
 *     and niches, computed by rcc (libgccjit cannot tell).
 *
 * Regions are erased: rcc does no borrow checking yet, so every lifetime
 * is the same "erased" region and does not appear in TyId.
 *
 * Files: src/ty/intern.c (TyCtxt, interning, printing, subst), collect.c
 * (item facts from HIR), layout.c, infer.c (InferCtxt), select.c (trait
 * selection), normalize.c (projections, Copy/Sized/needs_drop),
 * instance.c (instance resolution, vtables).
 */
#ifndef RCC_TY_H
#define RCC_TY_H

#include "rcc/hir.h"

typedef struct TyCtxt TyCtxt;

typedef struct TyId {
    uint32_t i;
} TyId;
static inline bool ty_eq(TyId a, TyId b) { return a.i == b.i; }

/* An interned list of generic arguments (types and consts; lifetimes are
 * erased and take no slot). 0 is the empty list. */
typedef struct ArgsId {
    uint32_t i;
} ArgsId;

typedef enum IntTy { INT_I8, INT_I16, INT_I32, INT_I64, INT_I128, INT_ISIZE } IntTy;
typedef enum UintTy { UINT_U8, UINT_U16, UINT_U32, UINT_U64, UINT_U128, UINT_USIZE } UintTy;
typedef enum FloatTy { FLOAT_F32, FLOAT_F64 } FloatTy;

/* INFER_CONST: a const generic argument still unknown (prints `_`). */
typedef enum InferKind { INFER_TY, INFER_INT, INFER_FLOAT, INFER_CONST } InferKind;

#define TY_KINDS(X)                                                                        \
    X(BOOL) X(CHAR) X(INT) X(UINT) X(FLOAT) X(STR) X(NEVER)                                \
    X(ADT)      /* adt.def (struct/enum/union DefId), args */                              \
    X(FOREIGN)  /* extern type: def */                                                     \
    X(ARRAY)    /* array.elem, array.len (ARRAY_LEN_PARAM: a const param, see len_param) */ \
    X(SLICE)    /* elem */                                                                 \
    X(RAW_PTR)  /* ptr.pointee, ptr.mutbl */                                               \
    X(REF)      /* ptr.pointee, ptr.mutbl */                                               \
    X(FN_DEF)   /* fn_def.def (fn, assoc fn, ctor), args */                                \
    X(FN_PTR)   /* fn_ptr: sig */                                                          \
    X(DYN)      /* dyn_: principal trait + args (Self excluded), projections, auto traits */ \
    X(CLOSURE)  /* closure.def, args (parent's args + kind ty, sig fn ptr, upvar tuple) */ \
    X(TUPLE)    /* tuple: list of element types as an ArgsId */                            \
    X(PARAM)    /* param.index (in generics_of order, parents first), param.name */        \
    X(PROJECTION) /* proj.item (the assoc type DefId), args (trait's args, Self first) */  \
    X(INFER)    /* infer.kind, infer.index: an inference variable (InferCtxt) */           \
    X(ERROR)                                                                               \
    X(CONST)    /* a const generic argument's value: cnst.ty, cnst.lo/hi (128 bits) */        \
    X(GENERATOR) /* adt.def (the generator's closure DefId), args (parent's args + resume ty, \
                    yield ty, return ty, upvar tuple) */                                   \
    X(UNEVAL)   /* a const argument still to evaluate (generic_const_exprs): adt.def (the  \
                   anon const), adt.args (its parent's); ty_subst evaluates it once the     \
                   args are known */

/* Const generic arguments live in the same ArgsId lists as types (as
 * rustc's GenericArg): a known value is TYK_CONST, a const parameter is
 * TYK_PARAM with sub = 1 (PARAM_SUB_CONST), an unknown one in a body is
 * TYK_INFER with sub = INFER_CONST. An array's length is such a TyId
 * (array.len_ct); array.len is its value when known, else
 * ARRAY_LEN_PARAM (len_param: the PARAM index, or UINT32_MAX for an
 * inference variable or error). ty_intern derives len/len_param from
 * len_ct (or len_ct from len when len_ct is 0). */
#define PARAM_SUB_CONST 1

typedef enum TyKind_ {
#define X(k) TYK_##k,
    TY_KINDS(X)
#undef X
    TYK__COUNT
} TyKindTag;

#define ARRAY_LEN_PARAM UINT64_MAX

/* A function signature: inputs then output, as one ArgsId of types
 * (inputs are args[0..n-1], output is the last). */
typedef struct FnSig {
    ArgsId inputs_and_output;
    bool c_variadic;
    bool is_unsafe;
    Abi abi;
} FnSig;

/* The data of an interned type. Compare TyIds, never TyData. */
typedef struct TyData {
    uint8_t kind;             /* TyKindTag */
    uint8_t sub;              /* INT: IntTy; UINT: UintTy; FLOAT: FloatTy; INFER: InferKind */
    bool mutbl;               /* RAW_PTR, REF */
    uint32_t flags;           /* TYF_* : what the type contains */
    union {
        struct { DefId def; ArgsId args; } adt;           /* ADT, FN_DEF, CLOSURE, GENERATOR, FOREIGN(def) */
        struct { TyId elem; uint64_t len; uint32_t len_param; TyId len_ct; } array;   /* len_param: PARAM index if len == ARRAY_LEN_PARAM */
        TyId elem;                                        /* SLICE */
        TyId pointee;                                     /* RAW_PTR, REF */
        FnSig sig;                                        /* FN_PTR */
        struct {
            DefId principal;                              /* 0: only auto traits */
            ArgsId principal_args;                        /* the trait's args without Self */
            /* projection bounds `Trait<Item = T>`: pairs (assoc DefId as
             * index into proj_items, type in proj_tys) */
            const DefId *proj_items;
            ArgsId proj_tys;
            uint32_t nproj;
            const DefId *auto_traits;                     /* sorted by DefId */
            uint32_t nauto;
        } dyn_;
        ArgsId tuple;                                     /* TUPLE */
        struct { uint32_t index; Symbol name; } param;    /* PARAM */
        struct { DefId item; ArgsId args; } proj;         /* PROJECTION */
        struct { uint32_t index; } infer;                 /* INFER */
        struct { TyId ty; uint64_t lo, hi; } cnst;        /* CONST */
    };
} TyData;

enum {
    TYF_HAS_PARAM = 1 << 0,       /* contains TYK_PARAM (or a param array length) */
    TYF_HAS_INFER = 1 << 1,       /* contains TYK_INFER */
    TYF_HAS_PROJECTION = 1 << 2,  /* contains TYK_PROJECTION */
    TYF_HAS_ERROR = 1 << 3,       /* contains TYK_ERROR */
    TYF_HAS_UNEVAL = 1 << 4,      /* contains TYK_UNEVAL (equal when their trees are) */
};

/* ---- the context ---- */

typedef struct TyCommon {
    TyId bool_, char_, str_, never, unit, error;
    TyId i8, i16, i32, i64, i128, isize;
    TyId u8, u16, u32, u64, u128, usize;
    TyId f32, f64;
} TyCommon;

/* Session options the middle phases need (set by the driver). */
typedef struct TyOptions {
    bool overflow_checks;     /* MIR: checked arithmetic + TERM_ASSERT */
    bool debug_assertions;    /* cfg(debug_assertions); also bounds-check messages */
    bool panic_abort;         /* always true in practice (libgccjit 12 cannot unwind) */
    int opt_level;
    bool is_bin;              /* crate type bin: needs an entry function */
    bool rlib_only;           /* the outputs are rlibs only (no bin, staticlib, dylib): the
                                 dependencies' exported items are not roots (their own
                                 libraries, or the final link's compilation, have them) */
    /* The command line's lint flags (-A/-W/-D/-F NAME), in order (the
     * last one for a name wins): names spelled with `_`, levels as
     * driver.h's LintLevel (0 allow, 1 warn, 2 force-warn, 3 deny,
     * 4 forbid). Lints the middle phases emit consult them. */
    const char *const *lint_names;
    const uint8_t *lint_levels;
    uint32_t nlints;
    /* -Z continue-after-type-errors: the later phases go on after errors,
     * skipping what was not lowered (tainted bodies) instead of failing */
    bool keep_going;
    /* -Z chalk: chalk's implied bounds in every item's environment: a
     * trait bound implies the trait's where-clauses (not only its
     * supertraits), and the where-clauses of the ADTs in a fn's input
     * types and an impl's header hold */
    bool implied_bounds;
    /* -Z thir-unsafeck: rustc's THIR unsafety checker decides which
     * `unsafe` blocks are used, with other rules; rcc then reports no
     * unused_unsafe */
    bool thir_unsafeck;
} TyOptions;

TyCtxt *ty_new(Hir *h, const TyOptions *opts);
const TyOptions *ty_options(TyCtxt *tcx);
void ty_free(TyCtxt *tcx);
Hir *ty_hir(TyCtxt *tcx);
Resolver *ty_resolver(TyCtxt *tcx);
DiagCtx *ty_diag(TyCtxt *tcx);
Arena *ty_arena(TyCtxt *tcx);
const TyCommon *ty_common(TyCtxt *tcx);

/* The state the later phases keep per context (their caches, what they
 * have reported), which this layer cannot name: one slot per phase,
 * freed by ty_free with the destructor given (the latest phase's first).
 * Nothing of a session then outlives its context, and two sessions of one
 * process (rcc as a library) never see each other's state. */
typedef enum TyExtSlot {
    TY_EXT_TYPECK,            /* typeck's TcCtxt (check.c) */
    TY_EXT_MIR,               /* mir's caches (mir.c): bodies, generators, locations, shims */
    TY_EXT_CONST_EVAL,        /* the const evaluator's (mir/interp.c): values, promoted consts */
    TY_EXT__COUNT
} TyExtSlot;
typedef void (*TyExtFreeFn)(void *data);
/* NULL until set. */
void *ty_ext(TyCtxt *tcx, TyExtSlot slot);
/* Sets the slot (once: it must be empty). */
void ty_set_ext(TyCtxt *tcx, TyExtSlot slot, void *data, TyExtFreeFn free_fn);

/* ---- interning ---- */

const TyData *ty_get(TyCtxt *tcx, TyId t);
static inline uint8_t ty_kind(TyCtxt *tcx, TyId t);
/* Interns `d` (flags are computed here; callers leave them 0). */
TyId ty_intern(TyCtxt *tcx, const TyData *d);
/* Interns a list of types (the empty list is ArgsId 0). */
ArgsId ty_intern_args(TyCtxt *tcx, const TyId *tys, uint32_t n);
uint32_t ty_args_len(TyCtxt *tcx, ArgsId a);
const TyId *ty_args(TyCtxt *tcx, ArgsId a);   /* NULL when empty */

/* Constructors for the common shapes. */
TyId ty_int(TyCtxt *tcx, IntTy k);
TyId ty_uint(TyCtxt *tcx, UintTy k);
TyId ty_float(TyCtxt *tcx, FloatTy k);
TyId ty_prim(TyCtxt *tcx, PrimTy p);
TyId ty_ref(TyCtxt *tcx, TyId pointee, bool mutbl);
TyId ty_raw_ptr(TyCtxt *tcx, TyId pointee, bool mutbl);
TyId ty_slice(TyCtxt *tcx, TyId elem);
TyId ty_array(TyCtxt *tcx, TyId elem, uint64_t len);
TyId ty_tuple(TyCtxt *tcx, const TyId *elems, uint32_t n);
TyId ty_adt(TyCtxt *tcx, DefId def, ArgsId args);
TyId ty_fn_def(TyCtxt *tcx, DefId def, ArgsId args);
TyId ty_fn_ptr(TyCtxt *tcx, FnSig sig);
TyId ty_closure(TyCtxt *tcx, DefId def, ArgsId args);
TyId ty_generator(TyCtxt *tcx, DefId def, ArgsId args);
TyId ty_uneval_const(TyCtxt *tcx, DefId anon_const, ArgsId args);
/* A const argument's value as a TyId (astconv.c): a literal, a const
 * parameter, an unevaluated one (generic_const_exprs), or the evaluated
 * value; ERROR after an error. */
TyId ty_lower_const_arg(TyCtxt *tcx, DefId owner, DefId anon_const, TyId ty);
/* Are two unevaluated consts' expressions the same tree (rustc's
 * abstract const equality)? Generic parameters are compared by
 * param_eq(arg, index in a's generics, index in b's). */
bool ty_same_const_tree(TyCtxt *tcx, DefId a, DefId b, bool (*param_eq)(void *arg, uint32_t ia, uint32_t ib), void *arg);
/* A generator type's trailing args: resume, yield, return types and the
 * upvar tuple (any out pointer may be NULL). */
void ty_generator_parts(TyCtxt *tcx, TyId gen, TyId *resume, TyId *yield, TyId *ret, TyId *upvars);
/* Which of Generator's associated types `item` is: GEN_ASSOC_YIELD,
 * GEN_ASSOC_RETURN, or 0 (1.63 gives them no lang items; rustc
 * tells them apart by name too). */
enum { GEN_ASSOC_YIELD = 1, GEN_ASSOC_RETURN = 2 };
int ty_generator_assoc(TyCtxt *tcx, DefId item);
TyId ty_param(TyCtxt *tcx, uint32_t index, Symbol name);
TyId ty_projection(TyCtxt *tcx, DefId assoc_ty, ArgsId trait_args);
TyId ty_infer(TyCtxt *tcx, InferKind k, uint32_t index);
/* Const generic arguments (see TYK_CONST). */
TyId ty_const(TyCtxt *tcx, TyId ty, uint64_t lo, uint64_t hi);
TyId ty_const_param(TyCtxt *tcx, uint32_t index, Symbol name);
/* An array whose length is the const argument len_ct. */
TyId ty_array_ct(TyCtxt *tcx, TyId elem, TyId len_ct);
/* Is t a const generic argument (CONST, const PARAM, INFER_CONST)? */
bool ty_is_const_arg(TyCtxt *tcx, TyId t);
/* The const parameter an anon const names (`N`, `{ N }`) as a const
 * PARAM, or ERROR when it is not just a const parameter. */
TyId ty_anon_const_param(TyCtxt *tcx, DefId anon_const);
/* A written generic argument (`{ 3 }`, `N`, a const item's path) for the
 * const parameter `param`, lowered in `owner`: a CONST, a const PARAM, or
 * ERROR when it cannot be evaluated (or is `_`). */
TyId ty_lower_explicit_const_arg(TyCtxt *tcx, DefId owner, const HirGenericArg *a, DefId param);
/* E0747 "constant provided when a type was expected" at a generic arg. */
void ty_report_const_for_type(TyCtxt *tcx, const HirGenericArg *a);
/* The default of a const generic parameter (a CONST), or ERROR. */
TyId ty_const_param_default(TyCtxt *tcx, DefId param);

/* Substitutes PARAM types by `args` (index i -> args[i]); types without
 * params come back unchanged. */
TyId ty_subst(TyCtxt *tcx, TyId t, ArgsId args);
/* A TYK_UNEVAL const whose args are all known: its value (ERROR if it
 * does not evaluate); any other type as it is. */
TyId ty_eval_known_uneval(TyCtxt *tcx, TyId t);
ArgsId ty_subst_args(TyCtxt *tcx, ArgsId list, ArgsId args);
FnSig ty_subst_sig(TyCtxt *tcx, FnSig sig, ArgsId args);

/* The type as rustc prints it in diagnostics (`&mut [u8]`, `Foo<i32>`,
 * `{integer}`, `[closure@src/main.rs:3:13: 3:20]`, `fn(i32) -> u8 {foo}`). */
void ty_print(TyCtxt *tcx, StrBuf *sb, TyId t);
const char *ty_to_string(TyCtxt *tcx, TyId t);    /* in the arena */
/* Has the ADT a `Drop` impl (lang item `drop`)? Cached. */
bool ty_adt_has_drop_impl(TyCtxt *tcx, DefId adt);
/* The type as core::any::type_name gives it: untrimmed paths starting
 * with the crate name (`main::Foo<core::option::Option<u8>>`,
 * `main::main::{{closure}}`), in the arena. */
const char *ty_type_name(TyCtxt *tcx, TyId t);
/* The path of a definition as rustc prints it (`main::Foo`, `Add::add`). */
void ty_print_def_path(TyCtxt *tcx, StrBuf *sb, DefId def, ArgsId args);

static inline bool ty_is_integral(TyCtxt *tcx, TyId t);
bool ty_is_signed(TyCtxt *tcx, TyId t);
bool ty_is_scalar(TyCtxt *tcx, TyId t);   /* bool, char, ints, floats, raw ptrs, fn ptrs */
bool ty_is_unit(TyCtxt *tcx, TyId t);
/* Integer width in bits (isize/usize: 64 on the only target). */
uint32_t ty_int_bits(TyCtxt *tcx, TyId t);

/* ---- item facts (collect.c) ---- */

typedef enum GenericParamDefKind { GPD_TYPE, GPD_CONST } GenericParamDefKind;
typedef struct GenericParamDef {
    DefId def;
    Symbol name;
    uint32_t index;           /* its PARAM index */
    GenericParamDefKind kind;
    bool has_default;         /* type_of(def) is then the default */
} GenericParamDef;

/* The generic parameters of an item: its parent's (a trait's or impl's,
 * for associated items; the enclosing fn's, for closures) then its own.
 * A trait's Self is its parameter 0. Lifetimes are erased: not listed. */
typedef struct TyGenerics {
    DefId parent;
    uint32_t parent_count;
    GenericParamDef *params;  /* own params */
    uint32_t nparams;
    bool has_self;            /* traits (and their items through the parent) */
} TyGenerics;

const TyGenerics *ty_generics_of(TyCtxt *tcx, DefId def);
uint32_t ty_generics_count(TyCtxt *tcx, DefId def);      /* parents + own */
/* The identity arguments (PARAM 0..n-1) of an item. */
ArgsId ty_identity_args(TyCtxt *tcx, DefId def);

/* The type of an item: fn/ctor -> FN_DEF with identity args; const,
 * static -> declared type; struct/enum/union -> ADT with identity args;
 * type alias -> the aliased type; field -> its type; impl -> self type;
 * generic param -> its default. ERROR after an error. */
TyId ty_type_of(TyCtxt *tcx, DefId def);
/* The signature of a fn, assoc fn, foreign fn or tuple constructor. */
FnSig ty_fn_sig(TyCtxt *tcx, DefId def);

/* A trait reference `<Self as Trait<A..>>`: args[0] is Self. */
typedef struct TraitRef {
    DefId trait;
    ArgsId args;
} TraitRef;
/* A trait bound as diagnostics name it: `Self: path::Trait<A, B>`. */
void ty_print_trait_bound(TyCtxt *tcx, StrBuf *sb, TraitRef tr);

typedef enum PredicateKind {
    PRED_TRAIT,               /* trait_ref holds */
    PRED_PROJECTION,          /* <trait_ref>::item == ty */
} PredicateKind;
typedef struct Predicate {
    PredicateKind kind;
    TraitRef trait_ref;
    DefId item;               /* PRED_PROJECTION: the assoc type; PRED_TRAIT: PRED_EXACT_SELF or 0 */
    TyId ty;                  /* PRED_PROJECTION */
    Span span;
} Predicate;

/* The where-clauses of an item, its parents' included, with `T: Sized`
 * added for every type parameter without `?Sized` (as rustc does) and
 * `Self: Trait` for trait items. Supertraits are predicates of the trait
 * on Self. */
typedef struct Predicates {
    Predicate *preds;
    uint32_t n;
} Predicates;
const Predicates *ty_predicates_of(TyCtxt *tcx, DefId def);
/* A trait's (or trait alias's) `Self: ...` predicates, Self = PARAM 0:
 * its supertraits with their projection bounds and its where-clauses on
 * Self (for an alias: its bounds). */
const Predicates *ty_super_predicates(TyCtxt *tcx, DefId trait);

/* A "parameter environment": the predicates that hold inside an item's
 * body (its predicates_of, elaborated with supertraits). */
/* A where-clause fact about exactly its self type (an `impl Trait`
 * result's bound, typeck's tc_note_opaque_bounds): it is a candidate
 * only for that type, never unified into another. */
#define PRED_EXACT_SELF UINT32_MAX

typedef struct ParamEnv {
    const Predicate *preds;
    uint32_t n;
} ParamEnv;
ParamEnv ty_param_env(TyCtxt *tcx, DefId def);

/* ADTs */
typedef enum AdtKind { ADT_STRUCT, ADT_ENUM, ADT_UNION } AdtKind;
typedef struct FieldDefTy {
    DefId def;
    Symbol name;
    bool is_pub;
    /* type: ty_type_of(def), in terms of the ADT's params */
} FieldDefTy;
typedef struct VariantDef {
    DefId def;
    DefId ctor;               /* 0 for struct-like variants */
    Symbol name;
    VariantDataKind kind;
    FieldDefTy *fields;
    uint32_t nfields;
    /* the discriminant: explicit (evaluated by the MIR interpreter,
     * see mir.h mir_eval_discriminant) or previous + 1 */
    bool has_explicit_disr;
    DefId disr_def;           /* the anon const, 0 if none */
} VariantDef;
typedef struct AdtDef {
    DefId def;
    AdtKind kind;
    VariantDef *variants;     /* structs and unions: exactly one */
    uint32_t nvariants;
    const HirAttrs *repr;     /* repr attributes */
    LangItem lang;            /* owned_box, phantom_data, manually_drop, unsafe_cell, ... */
} AdtDef;
const AdtDef *ty_adt_def(TyCtxt *tcx, DefId def);
/* The variant index of a variant or ctor DefId in its enum (0 for structs). */
uint32_t ty_variant_index(TyCtxt *tcx, DefId variant_or_ctor);
/* The type of field i of variant v of an ADT type (substituted). */
TyId ty_field_ty(TyCtxt *tcx, TyId adt, uint32_t variant, uint32_t field);
/* rustc's struct unsizing rule, `S<..T..>: Unsize<S<..U..>>`: a and b are
 * the same struct whose last field alone mentions some type params. Gives
 * the tails (last field's type with a's and with b's args) and a with
 * those params taken from b: the caller unifies that with b and requires
 * `tail_a: Unsize<tail_b>`. False when the rule does not apply. */
bool ty_struct_unsize(TyCtxt *tcx, TyId a, TyId b, TyId *tail_a, TyId *tail_b, TyId *a_retargeted);
/* The pointee types an unsizing cast from `from` to `to` changes: through
 * references, raw pointers and Box, and through the one field that changes
 * in a CoerceUnsized wrapper (Pin<&T>, NonNull<T>, Unique<T>, Rc<T>: its
 * first generic argument need not be the pointee). *ptr is the pointer
 * type found (the wrapper's only non-ZST field, so at offset 0). False if
 * the pair is not such a cast. */
bool ty_unsize_pointees(TyCtxt *tcx, TyId from, TyId to, TyId *sp, TyId *dp, TyId *ptr);
/* rustc's check_representable: E0072 (recursive type has infinite size)
 * for a local struct, enum or union that contains itself without
 * indirection. False if it does. */
bool ty_check_representable(TyCtxt *tcx, DefId adt);
/* The discriminant value of each variant (bits of the tag type),
 * evaluating explicit discriminants through the const evaluator hook. */
bool ty_discriminant(TyCtxt *tcx, DefId adt, uint32_t variant, uint64_t *lo, uint64_t *hi);
/* The type of an enum's discriminant (repr(int) or isize). */
TyId ty_discr_ty(TyCtxt *tcx, DefId adt);

/* Lowering written types ("astconv"): a HirTy in the scope of item
 * `owner` (whose generics give PARAM indices; `Self` in a trait is
 * PARAM 0, in an impl the impl's self type). `infer` is called for each
 * `_` (and elided args in bodies) when not NULL; NULL makes `_` an error
 * (E0121) as in signatures. Reports E0412-like errors already reported by
 * resolution silently (ERROR type), E0107 (wrong number of generic args),
 * E0220 (assoc type not found), E0223 (ambiguous associated type). */
typedef TyId (*TyInferFn)(void *arg, Span span);
TyId ty_lower_ty(TyCtxt *tcx, DefId owner, const HirTy *t, TyInferFn infer, void *arg);
/* The self type of a value path (`Vec::new`, `<Box<_>>::into_raw`):
 * missing args are inferred even where the type has defaults. */
TyId ty_lower_qself(TyCtxt *tcx, DefId owner, const HirTy *t, TyInferFn infer, void *arg);
/* The generic args of a value path (an expression's or pattern's) to
 * `def` (a fn, ADT, ctor, alias, trait): parent args then own, from the
 * segments' written args; missing ones come from `infer` (bodies; type
 * paths in bodies take their defaults instead, as rustc). `self_ty` is
 * args[0] for trait refs (0 otherwise). */
ArgsId ty_lower_path_args(TyCtxt *tcx, DefId owner, DefId def, const HirPath *path, TyId self_ty, TyInferFn infer,
                          void *arg);
/* `T: Trait<A, Item = X>` as a trait ref with Self = self_ty, plus the
 * projection predicates of its constraints appended to *out (may be NULL). */
TraitRef ty_lower_trait_ref(TyCtxt *tcx, DefId owner, const HirPath *trait_path, TyId self_ty, Predicates *out);

/* Traits and impls */
typedef struct AssocItem {
    DefId def;
    DefKind kind;             /* DEF_ASSOC_FN, DEF_ASSOC_CONST, DEF_ASSOC_TY */
    Symbol name;
    DefId container;          /* the trait or impl */
    DefId trait_item;         /* impl items: the trait item they implement, else 0 */
    bool has_self;            /* fns: takes self (a method) */
    bool has_default;         /* trait items: has a body / default */
    bool is_default;          /* impl items: `default` or in a `default impl`
                                 (a specialising impl may override it) */
} AssocItem;
typedef struct AssocItems {
    AssocItem *items;
    uint32_t n;
} AssocItems;
const AssocItems *ty_assoc_items(TyCtxt *tcx, DefId trait_or_impl);
const AssocItem *ty_assoc_item(TyCtxt *tcx, DefId item);
/* An impl's trait ref (in terms of the impl's params), or trait 0 for an
 * inherent impl. */
TraitRef ty_impl_trait_ref(TyCtxt *tcx, DefId impl);
/* All impls of a trait (every crate), in definition order. */
const DefId *ty_trait_impls(TyCtxt *tcx, DefId trait, uint32_t *n);
/* The inherent impls whose self type has this "simplified" key: an ADT
 * DefId, or for primitives/slices/refs etc. see ty_inherent_impls_of_ty. */
const DefId *ty_inherent_impls_of_ty(TyCtxt *tcx, TyId self_ty, uint32_t *n);
/* The simplified-type key of the inherent impl tables (0: none): the
 * class in bits 40.., then an ADT's or foreign type's DefId (class 1), a
 * dyn's principal (class 7), or the kind's data (crate metadata stores
 * it: src/metadata/crate_format.h). */
uint64_t ty_simplified_key(TyCtxt *tcx, TyId t);
/* The simplified key of a trait impl's self type (0: a blanket impl, or
 * none): rustc's fast reject. When it and an obligation's self type's key
 * are both non-zero and differ, the impl cannot apply. A crate read from
 * metadata has them in its impl table (no impl decoded). */
uint64_t ty_impl_self_key(TyCtxt *tcx, DefId impl);
/* Specialization (specialize.c), as rustc's specialization graph: impl
 * A specialises impl B (of the same trait) when A's header is an
 * instance of B's: B's trait ref unifies with A's (A's params rigid) and
 * B's where-clauses hold in A's ParamEnv. */
bool ty_impl_specializes(TyCtxt *tcx, DefId a, DefId b);
/* The impls `impl` specialises, most specific first. */
const DefId *ty_impl_ancestors(TyCtxt *tcx, DefId impl, uint32_t *n);
/* The item that defines trait_item for impl: the impl's own, else the
 * nearest ancestor's (rustc's leaf_def); NULL when none does (the
 * trait's default applies). */
const AssocItem *ty_impl_leaf_item(TyCtxt *tcx, DefId impl, DefId trait_item);
/* Trait facts: auto, marker, paren sugar, is_object_safe... */
typedef struct TraitDef {
    DefId def;
    bool is_auto, is_unsafe, paren_sugar;
    bool is_alias;            /* a trait alias: holds when its bounds (super predicates) do */
    LangItem lang;
} TraitDef;
const TraitDef *ty_trait_def(TyCtxt *tcx, DefId trait);

/* Object safety (object_safety.c, rustc's object_safety_violations): can
 * `dyn trait` exist? Auto traits and non-traits are always safe. */
bool ty_is_object_safe(TyCtxt *tcx, DefId trait);
/* #![feature(object_safe_for_dispatch)] in the local crate: a written
 * `dyn Trait` need not be object safe (only making one is checked). */
bool ty_object_safe_for_dispatch(TyCtxt *tcx);
/* Does `dyn principal` implement principal by itself (the object
 * candidate)? Always, but with #![feature(object_safe_for_dispatch)]
 * only for an object safe trait (the crate may implement it for the
 * object type instead). */
bool ty_object_implements_principal(TyCtxt *tcx, DefId principal);
/* E0038 "the trait `X` cannot be made into an object" at span, listing
 * the violations (once per span). For an unsizing coercion, from and to
 * are its types (notes on CoerceUnsized); 0 for a written type. */
void ty_report_object_unsafe(TyCtxt *tcx, DefId trait, Span span, TyId coerce_from, TyId coerce_to);
/* The innermost written `dyn Trait` (or bare trait object) in t whose
 * principal is not object safe, and that trait; NULL if none. */
const HirTy *ty_find_unsafe_dyn(TyCtxt *tcx, const HirTy *t, DefId *trait);
/* The same among the generic args of a written path (a bound's). */
const HirTy *ty_find_unsafe_dyn_in_path(TyCtxt *tcx, const HirPath *p, DefId *trait);

/* The lang item, or reports rustc's "requires `X` lang_item" error at
 * `span` (once per item) and returns 0. */
DefId ty_require_lang_item(TyCtxt *tcx, LangItem li, Span span);

/* ---- inference (infer.c) ---- */

typedef struct InferCtxt InferCtxt;
InferCtxt *infer_new(TyCtxt *tcx);
void infer_free(InferCtxt *icx);
TyId infer_new_var(InferCtxt *icx, InferKind k);
/* Unifies two types (after resolving variables). Returns false on a
 * mismatch and leaves no partial bindings behind. */
bool infer_unify(InferCtxt *icx, TyId a, TyId b);
/* Replaces every bound variable by its value, recursively. */
TyId infer_resolve(InferCtxt *icx, TyId t);
/* Shallow: the value of a variable, or t itself. */
TyId infer_shallow(InferCtxt *icx, TyId t);
/* Snapshots for probing (method probe, coercion attempts). */
uint32_t infer_snapshot(InferCtxt *icx);
void infer_rollback(InferCtxt *icx, uint32_t snap);
void infer_commit(InferCtxt *icx, uint32_t snap);
/* Integer variables left unresolved become i32, float ones f64. */
void infer_fallback(InferCtxt *icx);
/* Additions (select): */
TyCtxt *infer_tcx(InferCtxt *icx);
/* A table that lives as long as the context (selection's caches of
 * results that hold whatever is rolled back: see normalize.c). */
bool infer_memo_get(InferCtxt *icx, uint64_t key, uint64_t *val);
void infer_memo_put(InferCtxt *icx, uint64_t key, uint64_t val);
uint32_t infer_var_count(InferCtxt *icx);
/* A variable remembering where it was made (E0282's span). */
TyId infer_new_var_with_origin(InferCtxt *icx, InferKind k, Span origin);
/* A type variable for a diverging expression (`!` flowing into an unknown
 * type): if nothing constrains it (or the variables unified with it),
 * infer_fallback makes it `()`, as rustc 1.63. */
TyId infer_new_diverging_var(InferCtxt *icx, Span origin);
Span infer_var_origin(InferCtxt *icx, TyId var);   /* dummy if none / not a var */
/* Is t (shallow-resolved) still an inference variable (of any kind)? */
bool infer_is_unresolved(InferCtxt *icx, TyId t);
/* Does t, resolved deeply, still contain a variable? */
bool infer_has_unresolved(InferCtxt *icx, TyId t);
ArgsId infer_resolve_args(InferCtxt *icx, ArgsId a);
/* Unifies two lists of equal length (all or nothing). */
bool infer_unify_args(InferCtxt *icx, ArgsId a, ArgsId b);
/* Would a and b unify? Leaves no binding. */
bool infer_can_unify(InferCtxt *icx, TyId a, TyId b);
bool infer_can_unify_args(InferCtxt *icx, ArgsId a, ArgsId b);
/* Fresh type variables for every generic parameter of def (parents too). */
ArgsId infer_fresh_args(InferCtxt *icx, DefId def);
/* t with f applied to each of its direct component types, re-interned
 * (a one-level type folder: ADT/fn def/closure args, elements, pointees,
 * signatures, dyn args, tuple fields, projection args). */
TyId infer_map_components(TyCtxt *tcx, TyId t, TyId (*f)(void *arg, TyId t), void *arg);
/* The args with f applied to each, re-interned (a unchanged if f changed none). */
ArgsId infer_map_args(TyCtxt *tcx, ArgsId a, TyId (*f)(void *arg, TyId t), void *arg);

/* ---- trait selection (select.c) ---- */

typedef enum SelectKind {
    SEL_NONE,                 /* no impl: the bound is not satisfied */
    SEL_AMBIGUOUS,            /* not enough is known yet (inference variables) */
    SEL_IMPL,                 /* impl_def with impl_args */
    SEL_PARAM,                /* a where-clause of the ParamEnv */
    SEL_BUILTIN,              /* Sized/Copy/Clone for built-in types, Unsize, ... */
    SEL_CLOSURE,              /* a Fn* trait for a closure type */
    SEL_GENERATOR,            /* Generator<R> for a generator type */
    SEL_FN_POINTER,           /* a Fn* trait for a fn item or fn pointer */
    SEL_OBJECT,               /* the principal trait of a dyn type (or a supertrait) */
    SEL_AUTO,                 /* an auto trait, structurally */
    SEL_PROJECTION,           /* a bound on an associated type (`type T: Show`) for a rigid projection */
} SelectKind;
typedef struct Selection {
    SelectKind kind;
    DefId impl_def;           /* SEL_IMPL */
    ArgsId impl_args;         /* SEL_IMPL: the impl's params */
    uint32_t param_index;     /* SEL_PARAM: which predicate of the env */
    /* A candidate was chosen (its bindings are kept in icx) but some of
     * its nested obligations could not be decided yet (inference
     * variables, an unknown closure kind): select again later to be sure. */
    bool nested_ambiguous;
} Selection;

/* Selects how trait_ref holds (its types may contain inference variables
 * of icx; icx may be NULL for fully known types). On SEL_IMPL the impl's
 * nested obligations (its where-clauses) are checked recursively. */
Selection ty_select(TyCtxt *tcx, InferCtxt *icx, ParamEnv env, TraitRef tr);
/* Why a trait ref that ty_select found SEL_NONE fails, as rustc reports
 * it: when exactly one impl's header matches and one of its where-clauses
 * fails, the error is about that where-clause (`u8: Tag`, explained in
 * turn), with a note per impl it was required through ("required because
 * of the requirements on the impl of `Show` for `W<u8>`": via[i] is the
 * obligation that impl via_impls[i] was selected for), innermost first.
 * Returns false (leaf = tr, nvia 0) when no such chain exists. Leaves no
 * binding in icx. */
#define UNSAT_MAX_VIA 8
typedef struct UnsatisfiedChain {
    TraitRef leaf;
    TraitRef via[UNSAT_MAX_VIA];
    DefId via_impls[UNSAT_MAX_VIA];
    uint32_t nvia;
} UnsatisfiedChain;
bool ty_explain_unsatisfied(TyCtxt *tcx, InferCtxt *icx, ParamEnv env, TraitRef tr, UnsatisfiedChain *out);
/* Does `ty: Trait` hold (for a lang-item trait or any trait)? */
bool ty_implements(TyCtxt *tcx, InferCtxt *icx, ParamEnv env, TyId ty, DefId trait, const TyId *more_args,
                   uint32_t nmore);
/* Normalises projections in t (`<T as Tr>::Out` with a known impl to its
 * type; inside a generic body where-clauses `Tr<Out = X>` are used). With
 * icx, unresolvable projections of inference variables stay. */
TyId ty_normalize(TyCtxt *tcx, InferCtxt *icx, ParamEnv env, TyId t);
/* Copy / Sized / Freeze / needs drop, for monomorphic types (and generic
 * ones within env). */
bool ty_is_copy(TyCtxt *tcx, ParamEnv env, TyId t);
bool ty_is_sized(TyCtxt *tcx, ParamEnv env, TyId t);
bool ty_needs_drop(TyCtxt *tcx, ParamEnv env, TyId t);
/* The bounds declared on an associated type (`type T: Show + Iterator<Item
 * = u8>;`), elaborated with supertraits, for the projection <args>::item
 * (args = the trait's args, Self first): predicates whose self type is
 * that projection. Selection uses them for rigid projections; method
 * probing can look for methods in them. */
Predicates ty_item_bounds(TyCtxt *tcx, DefId assoc_ty, ArgsId args);

/* What a call of `def` with `args` actually calls once the args are
 * concrete (monomorphisation): a trait method resolves to the impl's
 * method (or the trait's default), a closure's Fn* method to the
 * closure body, `drop_in_place` to drop glue, a dyn call to a virtual
 * call. */
typedef enum InstanceKind {
    INST_ITEM,                /* a fn body: def with args */
    INST_INTRINSIC,           /* extern "rust-intrinsic": implemented by codegen */
    INST_VIRTUAL,             /* call through a vtable: def = the trait method, vtable_index */
    INST_DROP_GLUE,           /* drop_in_place::<ty> (ty = args[0]); no-op if !needs_drop
                                 (drop_in_place::<dyn Tr> is INST_VIRTUAL, vtable_index 0) */
    INST_FN_PTR_SHIM,         /* <fn item or fn ptr as Fn*>::call*: calls args[0] */
    INST_CLOSURE_ONCE_SHIM,   /* FnOnce::call_once on a closure whose body is Fn/FnMut:
                                 def = call_once, args = [closure type, args tuple] */
    INST_CLONE_SHIM,          /* built-in Clone for tuples/arrays/closures/prims */
    INST_VTABLE_SHIM,         /* by-value self methods called through a vtable */
} InstanceKind;
typedef struct Instance {
    InstanceKind kind;
    DefId def;
    ArgsId args;
    uint32_t vtable_index;
} Instance;
/* Resolves a call of def<args> (args fully monomorphic, or generic within
 * env). Returns false when it cannot be resolved yet (still generic). */
bool ty_resolve_instance(TyCtxt *tcx, ParamEnv env, DefId def, ArgsId args, Instance *out);
/* The instance a vtable slot holds for method def<args> (args[0] the
 * concrete Self): as ty_resolve_instance, except that a method taking
 * `self` by value becomes INST_VTABLE_SHIM {def, args} (its vtable entry
 * receives self behind a pointer), as rustc's resolve_for_vtable. */
bool ty_resolve_instance_for_vtable(TyCtxt *tcx, ParamEnv env, DefId def, ArgsId args, Instance *out);
/* Do the trait where-clauses of `def`, substituted with `args`, possibly
 * hold? False only for a clause that is fully known and fails (rustc's
 * impossible_predicates). */
bool ty_predicates_may_hold(TyCtxt *tcx, ParamEnv env, DefId def, ArgsId args);
/* Does fn def take the hidden `&Location` of #[track_caller]: its own
 * attribute, or, for an impl's method, the attribute on the trait's
 * declaration of it (rustc's should_inherit_track_caller: SliceIndex::index,
 * Index::index). Every phase asks this one. */
bool ty_is_track_caller(TyCtxt *tcx, DefId def);
/* What a non-capturing closure cast to a fn pointer points to: its body
 * for an FnOnce closure, else the FnOnce::call_once shim (INST_CLOSURE_
 * ONCE_SHIM, args [closure, inputs tuple]), as rustc's ClosureFnPointer. */
bool ty_resolve_closure_as_fn_ptr(TyCtxt *tcx, TyId closure, Instance *out);

/* Intrinsics (intrinsic.c): the names of include/rcc/intrinsics.def as
 * an enum. A call of an INST_INTRINSIC instance is implemented by codegen
 * (and the const evaluator) by switching on ty_intrinsic(def). */
typedef enum Intrinsic {
    INTR_NONE,
#define INTRINSIC(e, name, safety, constness) INTR_##e,
#define ATOMIC(e, name, op, ord, fail) INTR_##e,
#define PLATFORM(e, name) INTR_##e,
#include "rcc/intrinsics.def"
#undef INTRINSIC
#undef ATOMIC
#undef PLATFORM
    INTR__COUNT
} Intrinsic;
/* The operation and orderings of an ATOMIC row. */
typedef enum AtomicOp {
    AOP_NONE, AOP_LOAD, AOP_STORE, AOP_XCHG, AOP_CXCHG, AOP_CXCHGWEAK, AOP_XADD, AOP_XSUB, AOP_AND, AOP_NAND,
    AOP_OR, AOP_XOR, AOP_MAX, AOP_MIN, AOP_UMAX, AOP_UMIN, AOP_FENCE, AOP_SINGLETHREADFENCE,
} AtomicOp;
typedef enum AtomicOrdering {
    AORD_NONE, AORD_UNORDERED, AORD_RELAXED, AORD_ACQUIRE, AORD_RELEASE, AORD_ACQREL, AORD_SEQCST,
} AtomicOrdering;
typedef struct IntrinsicAtomic {
    AtomicOp op;
    AtomicOrdering order, fail_order;
} IntrinsicAtomic;
/* The intrinsic `def` names: INTR_NONE unless def is a fn of an extern
 * "rust-intrinsic"/"platform-intrinsic" block with a name rustc knows. */
Intrinsic ty_intrinsic(TyCtxt *tcx, DefId def);
Intrinsic ty_intrinsic_by_name(Symbol name);
const char *ty_intrinsic_name(Intrinsic i);
bool ty_intrinsic_is_safe(Intrinsic i);     /* callable outside `unsafe` (rustc 1.63's list) */
bool ty_intrinsic_is_const(Intrinsic i);    /* core lets const fns call it */
bool ty_intrinsic_is_platform(Intrinsic i); /* a PLATFORM (simd_*) row */
IntrinsicAtomic ty_intrinsic_atomic(Intrinsic i);   /* op AOP_NONE if not atomic */
/* Whether all-zero (zero) or uninitialized memory may be a value of t,
 * as rustc 1.63's might_permit_raw_init (assert_zero_valid/uninit_valid). */
bool ty_permits_raw_init(TyCtxt *tcx, TyId t, bool zero);

/* Vtables (instance.c): a vtable is [drop_in_place, size, align, then one
 * entry per method of the principal trait and its supertraits: the
 * supertraits' methods first (depth first, in declaration order), then
 * the trait's own, in declaration order]. Methods that cannot be called
 * through a vtable (generic, `where Self: Sized`) keep their slot empty. */
#define VTABLE_FIRST_METHOD 3u
uint32_t ty_vtable_index(TyCtxt *tcx, DefId trait, DefId method);
/* The methods in vtable order (from slot VTABLE_FIRST_METHOD); an entry
 * is 0 for an empty slot. */
const DefId *ty_vtable_methods(TyCtxt *tcx, DefId trait, uint32_t *n);
/* Trait upcasting: after the methods, a vtable holds a pointer to the
 * same type's vtable for each supertrait (transitively, depth first, in
 * declaration order); `dyn Sub` -> `dyn Super` loads it. The slot of
 * `super` in trait's vtables, or UINT32_MAX. */
const DefId *ty_vtable_supers(TyCtxt *tcx, DefId trait, uint32_t *n);
uint32_t ty_vtable_super_index(TyCtxt *tcx, DefId trait, DefId super);
/* The args (Self first) of supertrait `target` of `trait` with `args`
 * (Self first), through the supertrait predicates; false if it is none. */
bool ty_supertrait_args(TyCtxt *tcx, DefId trait, ArgsId args, DefId target, ArgsId *out);

/* ---- layout (layout.c) ---- */

typedef enum LayoutAbi {
    LABI_UNINHABITED,
    LABI_SCALAR,              /* one scalar in a register */
    LABI_SCALAR_PAIR,         /* two scalars (fat pointers, (u8, u32)...) */
    LABI_AGGREGATE,           /* memory */
} LayoutAbi;

typedef enum ScalarPrim { SCALAR_INT, SCALAR_FLOAT, SCALAR_PTR } ScalarPrim;
typedef struct Scalar {
    ScalarPrim prim;
    uint8_t size;             /* bytes: 1, 2, 4, 8, 16 */
    bool is_signed;
    /* The valid range (wrapping, in the scalar's bits): bool 0..=1, char
     * 0..=0x10FFFF, references 1..=max, enum tags their values. */
    uint64_t valid_lo, valid_hi;      /* lo/hi 64 bits of the 128-bit bounds (ints up to 64 bits) */
    bool full_range;
} Scalar;

typedef enum TagEncoding { TAG_NONE, TAG_DIRECT, TAG_NICHE } TagEncoding;

typedef struct Layout Layout;
struct Layout {
    uint64_t size;
    uint32_t align;           /* bytes */
    LayoutAbi abi;
    Scalar scalar[2];         /* SCALAR: [0]; SCALAR_PAIR: [0], [1] (offset of [1] in pair_offset) */
    uint64_t pair_offset;
    /* fields of the (single) variant or of a struct/tuple/closure */
    uint64_t *offsets;
    uint32_t nfields;
    /* memory order of fields (repr(Rust) reorders): memory_index[i] is the
     * position of field i in memory order */
    uint32_t *memory_index;
    /* enums */
    TagEncoding tag_encoding;
    uint32_t tag_field;       /* the tag is field tag_field of the enum's layout: offsets[tag_field] */
    Scalar tag;
    uint32_t niche_variant;   /* TAG_NICHE: the untagged variant; TAG_NONE (enums): the
                                 only inhabited variant (`Result<Infallible, E>` is
                                 always Err: its discriminant is 1) */
    uint32_t niche_start_variant, niche_end_variant;  /* variants encoded in the niche */
    uint64_t niche_start;     /* tag value of niche_start_variant */
    const Layout **variants;  /* per variant (enums), NULL otherwise */
    uint32_t nvariants;
    bool is_unsized;          /* str, [T], dyn Trait (size/align are those of the sized part) */
};

/* The layout of a monomorphic type (params substituted). Reports an
 * error and returns NULL for types whose size cannot be known
 * (E0072-like recursion, too big). */
const Layout *ty_layout_of(TyCtxt *tcx, TyId t);
/* The same, with `span` for the errors (where the value is: a local). */
const Layout *ty_layout_of_at(TyCtxt *tcx, TyId t, Span span);

/* Hook: the const evaluator (src/mir) evaluates anon consts (array
 * lengths, discriminants) for the type layer, which comes earlier in the
 * pipeline. Set by the mir layer at start-up; returns false after an
 * error. */
typedef bool (*TyEvalConstFn)(TyCtxt *tcx, DefId anon_const, ArgsId args, TyId ty, uint64_t *lo, uint64_t *hi);
void ty_set_const_evaluator(TyCtxt *tcx, TyEvalConstFn fn);
/* Hook: the bytes of a constant's value (a const item with its args),
 * for exhaustiveness (rustc's const_to_pat); false after an error or
 * when the value holds pointers. */
typedef bool (*TyEvalConstBytesFn)(TyCtxt *tcx, DefId konst, ArgsId args, const uint8_t **bytes, uint64_t *size);
void ty_set_const_bytes_evaluator(TyCtxt *tcx, TyEvalConstBytesFn fn);
bool ty_eval_const_bytes(TyCtxt *tcx, DefId konst, ArgsId args, const uint8_t **bytes, uint64_t *size);

/* Hook: a generator's fields after its upvars and its u32 state (the
 * locals its MIR keeps across yields, generic in the generator's
 * identity args), from src/mir; false when its MIR cannot be built. */
typedef bool (*TyGeneratorSavedFn)(TyCtxt *tcx, DefId generator, const TyId **tys, uint32_t *n);
void ty_set_generator_saved(TyCtxt *tcx, TyGeneratorSavedFn fn);

/* Return-position `impl Trait` (`fn f() -> impl Fn(i32) -> i32`). rcc
 * reveals it: a fn's signature (ty_fn_sig) has the hidden type, in the
 * fn's own generic parameters, which the fn's type-check infers (the
 * i-th `impl Trait` of the return type, in written order). The hook
 * asks the type checker for it (set by src/typeck); the fn's own
 * type-check lowers its declared signature with ty_fn_sig_with_opaques,
 * which gets a type (an inference variable) for each `impl Trait` from
 * `f`, and the bounds with ty_opaque_bounds. */
typedef TyId (*TyRevealOpaqueFn)(TyCtxt *tcx, DefId fn, uint32_t index);
void ty_set_opaque_revealer(TyCtxt *tcx, TyRevealOpaqueFn fn);
typedef TyId (*TyOpaqueTyFn)(void *arg, uint32_t index, const struct HirTy *impl_trait);
FnSig ty_fn_sig_with_opaques(TyCtxt *tcx, DefId fn, TyOpaqueTyFn f, void *arg);
bool ty_fn_has_opaque_output(TyCtxt *tcx, DefId fn);
/* The bounds of `impl B1 + B2` (an HTY_IMPL_TRAIT) with Self = self_ty,
 * as predicates (projection constraints included) into *out. */
void ty_opaque_bounds(TyCtxt *tcx, DefId owner, const struct HirTy *impl_trait, TyId self_ty, Predicates *out);
bool ty_eval_const_u128(TyCtxt *tcx, DefId anon_const, ArgsId args, TyId ty, uint64_t *lo, uint64_t *hi);

static inline uint8_t ty_kind(TyCtxt *tcx, TyId t) { return ty_get(tcx, t)->kind; }
static inline bool ty_is_integral(TyCtxt *tcx, TyId t) {
    uint8_t k = ty_kind(tcx, t);
    return k == TYK_INT || k == TYK_UINT;
}

#endif
