/* hir.h — the high-level IR.
 *
 * Takes: the expanded, resolved AST of every crate of the session (parse.h,
 * resolve.h). Gives: items referring to each other by DefId, with their
 * signatures' types as HirTy (paths carry their Res), and bodies in which
 * the surface sugar is gone:
 *   - `while c { b }`      -> `loop { if c { b } else { break } }`
 *   - `while let p = e`    -> `loop { if let p = e { b } else { break } }` (as
 *                              rustc 1.63: the same as `while`; MATCH_SRC_WHILE_LET
 *                              is not produced)
 *   - `for p in e { b }`   -> `match IntoIterator::into_iter(e) { mut iter =>
 *                              loop { match Iterator::next(&mut iter) {
 *                                None => break, Some(p) => b } } }` (lang items)
 *   - `e?`                 -> `match Try::branch(e) { Continue(v) => v,
 *                              Break(r) => return FromResidual::from_residual(r) }`
 *   - `a..b` etc.          -> struct expressions of the range lang items
 *                              (`a..=b`: a call of range_inclusive_new)
 *   - `if let` / let chains: HIR_EXPR_LET inside an `if` condition (kept,
 *                              as in rustc; MIR lowers them)
 *   - parentheses, `#[cfg]`-stripped nodes, macro calls: gone.
 * Locals are named by HirId (the HirId of their binding pattern).
 *
 * Ownership: every body (fn, const, static, anon const, enum discriminant,
 * array length) has an owner DefId; HirIds are dense per owner, starting
 * at 1 (0 is "none"). A closure's body is part of its enclosing body (it
 * shares the HirId numbering) but has a DefId of its own (DEF_CLOSURE).
 * Anonymous constants (array lengths, `[x; N]`, enum discriminants,
 * const generic arguments) are owners of their own.
 *
 * Memory: the HIR lives in the session arena; lowering is on demand and
 * cached (hir_item, hir_body).
 */
#ifndef RCC_HIR_H
#define RCC_HIR_H

#include "rcc/resolve.h"

typedef struct Hir Hir;

typedef struct HirId {
    uint32_t i;
} HirId;
static inline bool hir_id_eq(HirId a, HirId b) { return a.i == b.i; }

/* ---- lang items ---- */

typedef enum LangItem {
    LANG_NONE,
#define LANG_ITEM(e, s) LANG_##e,
#include "rcc/lang_items.def"
#undef LANG_ITEM
    LANG__COUNT
} LangItem;
const char *lang_item_name(LangItem li);     /* "sized", ... */

/* ---- attributes the later phases need, digested once per DefId ---- */

typedef enum Abi {
    ABI_RUST, ABI_C, ABI_SYSTEM, ABI_RUST_INTRINSIC, ABI_RUST_CALL, ABI_PLATFORM_INTRINSIC,
    ABI_SYSV64, ABI_UNADJUSTED, ABI_OTHER,
} Abi;

typedef enum ReprInt { REPR_INT_NONE, REPR_I8, REPR_I16, REPR_I32, REPR_I64, REPR_I128, REPR_ISIZE,
                       REPR_U8, REPR_U16, REPR_U32, REPR_U64, REPR_U128, REPR_USIZE } ReprInt;

#define HIR_MAX_LEGACY_CONST_GENERICS 8
typedef struct HirAttrs {
    LangItem lang;            /* #[lang = "..."] (LANG_NONE if absent or unknown) */
    bool no_mangle, track_caller, start, thread_local, cold, naked;
    bool rustc_main;      /* the entry point (the --test harness's main); not in metadata */
    bool inline_hint, inline_always, inline_never;
    bool rustc_paren_sugar;   /* traits: Fn(A) -> B sugar allowed */
    bool used;
    bool std_internal_symbol; /* #[rustc_std_internal_symbol]: the symbol is the plain name */
    bool reservation_impl;    /* #[rustc_reservation_impl]: an impl coherence sees but selection never uses */
    bool non_exhaustive;      /* #[non_exhaustive] (enums, structs, variants) */
    bool rustc_promotable;    /* a const fn whose calls are promoted in fn bodies (`&RawWakerVTable::new(..)`) */
    bool must_use;            /* #[must_use] / #[must_use = "msg"] (msg in must_use_msg, 0 if none) */
    Symbol must_use_msg;
    Symbol link_name;         /* #[link_name = "x"], 0 if absent */
    Symbol export_name;       /* #[export_name = "x"] */
    Symbol link_section;
    Symbol linkage;           /* #[linkage = "extern_weak"] & co., 0 if absent */
    /* #[repr(...)] */
    bool repr_c, repr_transparent, repr_simd;
    ReprInt repr_int;
    uint32_t repr_packed;     /* 0: not packed; else the packing (1 for bare `packed`) */
    uint32_t repr_align;      /* 0: none */
    bool repr_no_niche;       /* #[repr(no_niche)]: the fields' niches are hidden */
    /* #[rustc_layout_scalar_valid_range_start(N)] / _end(N): the valid
     * range of a scalar struct's (first) scalar */
    bool has_valid_range_start, has_valid_range_end;
    u128 valid_range_start, valid_range_end;
    /* #[rustc_legacy_const_generics(i, ...)] (fns): the call arguments at
     * these positions are the const generic arguments (stdarch's
     * `_mm_srli_epi32(a, 7)` is `_mm_srli_epi32::<7>(a)`) */
    uint8_t nlegacy_const_generics;
    uint8_t legacy_const_generics[HIR_MAX_LEGACY_CONST_GENERICS];
} HirAttrs;

/* ---- paths and types ---- */

typedef struct HirTy HirTy;
typedef struct HirExpr HirExpr;
typedef struct HirPat HirPat;
typedef struct HirBlock HirBlock;
typedef struct HirGenericArgs HirGenericArgs;
typedef struct HirGenericBound HirGenericBound;

/* An anonymous constant: its own body owner (a DefId of kind
 * DEF_ANON_CONST), e.g. the `3` of `[u8; 3]`. */
typedef struct HirAnonConst {
    DefId def;
    HirId id;                 /* a HirId of the enclosing body (0 in signatures) */
} HirAnonConst;

typedef enum HirGenericArgKind { HGA_LIFETIME, HGA_TYPE, HGA_CONST, HGA_INFER } HirGenericArgKind;
typedef struct HirGenericArg {
    HirGenericArgKind kind;
    /* HGA_TYPE; `f::<N>` naming a const parameter N stays an HGA_TYPE whose
     * path's res is the DEF_CONST_PARAM (the parser cannot tell them apart) */
    HirTy *ty;
    HirAnonConst ct;          /* HGA_CONST */
    Symbol lifetime;          /* HGA_LIFETIME: its name ('a, 'static, '_) */
    Span span;
} HirGenericArg;

/* `Item = T` (ty set) or `Item: Bounds` (bounds set) in `Trait<Item = T>`. */
typedef struct HirAssocConstraint {
    Ident ident;
    HirGenericArgs *gen_args; /* GAT arguments, or NULL */
    HirTy *ty;
    HirGenericBound *bounds;
    uint32_t nbounds;
    Span span;
} HirAssocConstraint;

struct HirGenericArgs {
    HirGenericArg *args;
    uint32_t nargs;
    HirAssocConstraint *constraints;
    uint32_t nconstraints;
    /* `Fn(A, B) -> C` sugar: args = one tuple type (A, B); constraints =
     * Output = C (unit when there is no `->`), as rustc lowers it. */
    bool parenthesized;
    Span span;
};

typedef struct HirPathSegment {
    Ident ident;
    Res res;                  /* what this segment names, when known */
    HirGenericArgs *args;     /* NULL if none written */
    /* When false, the segment's generic parameters must be given exactly
     * as written (after `::<>`); when true, missing ones are inferred. */
    bool infer_args;
} HirPathSegment;

typedef struct HirPath {
    Res res;                  /* what the whole path names */
    HirId local;              /* res.kind == RES_LOCAL: the binding */
    HirPathSegment *segs;     /* as written, without a leading `::` ({{root}}) */
    uint32_t nsegs;
    Span span;
} HirPath;

typedef enum HirQPathKind {
    QPATH_RESOLVED,           /* `a::b::c` or `<T as Trait>::c` (qself set) */
    QPATH_TYPE_RELATIVE,      /* `<T>::c`, `T::c`, `Vec::<u8>::new`: qself + one segment */
    QPATH_LANG_ITEM,          /* a desugaring's reference to a lang item */
} HirQPathKind;

typedef struct HirQPath {
    HirQPathKind kind;
    HirTy *qself;             /* RESOLVED: NULL or the `T` of `<T as Trait>`; TYPE_RELATIVE: the type */
    HirPath *path;            /* RESOLVED */
    HirPathSegment *seg;      /* TYPE_RELATIVE */
    LangItem lang;            /* LANG_ITEM */
    TraitScope scope;         /* TYPE_RELATIVE: the traits in scope there */
    Span span;
} HirQPath;

typedef enum HirTyKind {
    HTY_PATH,                 /* qpath */
    HTY_REF,                  /* &'a T, &'a mut T: ptr */
    HTY_PTR,                  /* *const T, *mut T: ptr */
    HTY_SLICE,                /* [T]: elem */
    HTY_ARRAY,                /* [T; N]: array */
    HTY_TUP,                  /* (A, B): tup; () is a TUP of 0 */
    HTY_FN_PTR,               /* fn(A) -> B: fn_ptr */
    HTY_NEVER,
    HTY_INFER,                /* _ */
    HTY_DYN,                  /* dyn A + B: bounds */
    HTY_IMPL_TRAIT,           /* impl A + B: bounds (opaque types: later) */
    HTY_ERR,
} HirTyKind;

typedef struct HirFnDecl {
    HirTy **inputs;
    uint32_t ninputs;
    HirTy *output;            /* NULL: `()` (or inferred for closures) */
    bool c_variadic;
    bool has_self;            /* the first input is `self`/`&self`/`self: T` */
} HirFnDecl;

struct HirTy {
    HirTyKind kind;
    Span span;
    union {
        HirQPath qpath;
        struct { HirTy *ty; bool mutbl; Symbol lifetime; } ptr;   /* lifetime: REF's as written ('a, 'static; 0 elided) */
        HirTy *elem;
        struct { HirTy *elem; HirAnonConst len; } array;
        struct { HirTy **elems; uint32_t n; } tup;
        struct { bool is_unsafe; Abi abi; HirFnDecl decl; } fn_ptr;
        struct { HirGenericBound *bounds; uint32_t nbounds; } bounds;
    };
};

/* ---- generics ---- */

typedef enum HirBoundKind { HB_TRAIT, HB_MAYBE_TRAIT, HB_OUTLIVES } HirBoundKind;
struct HirGenericBound {
    HirBoundKind kind;        /* HB_MAYBE_TRAIT: `?Sized` */
    HirPath *trait_path;      /* HB_TRAIT, HB_MAYBE_TRAIT: res is the trait; last segment's args */
    Span span;
};

typedef enum HirGenericParamKind { HGP_LIFETIME, HGP_TYPE, HGP_CONST } HirGenericParamKind;
typedef struct HirGenericParam {
    DefId def;                /* DEF_TY_PARAM / DEF_CONST_PARAM / DEF_LIFETIME_PARAM */
    HirGenericParamKind kind;
    Symbol name;
    HirTy *default_ty;        /* HGP_TYPE */
    HirTy *const_ty;          /* HGP_CONST */
    HirAnonConst default_ct;  /* HGP_CONST: `= value` (def 0 if none) */
    Span span;
} HirGenericParam;

/* One where-clause predicate; the bounds written on parameters (`T: A`)
 * are lowered to predicates here too, in source order. */
typedef struct HirWherePred {
    HirTy *bounded;           /* NULL for lifetime predicates (ignored later) */
    HirGenericBound *bounds;
    uint32_t nbounds;
    Span span;
} HirWherePred;

typedef struct HirGenerics {
    HirGenericParam *params;  /* lifetimes first, then types and consts, as written */
    uint32_t nparams;
    HirWherePred *preds;
    uint32_t npreds;
    Span span;
} HirGenerics;

/* ---- patterns ---- */

typedef enum HirPatKind {
    HPAT_WILD,
    HPAT_BINDING,             /* binding: `ref mut x @ sub`; the pattern's HirId names the local */
    HPAT_STRUCT,              /* strukt */
    HPAT_TUPLE_STRUCT,        /* tuple_struct (dotdot: index of `..` or -1) */
    HPAT_PATH,                /* qpath: unit struct/variant, const */
    HPAT_TUPLE,               /* tuple */
    HPAT_BOX,                 /* inner */
    HPAT_REF,                 /* ref: &p, &mut p */
    HPAT_LIT,                 /* lit: a literal or -literal or const path expression */
    HPAT_RANGE,               /* range */
    HPAT_SLICE,               /* slice: [before.., mid @ .., after..] */
    HPAT_OR,                  /* alts */
    HPAT_ERR,
} HirPatKind;

typedef struct HirPatField {
    HirId id;
    Ident ident;              /* a field name or a tuple index ("0") */
    HirPat *pat;
    Span span;
} HirPatField;

struct HirPat {
    HirPatKind kind;
    HirId id;
    Span span;
    union {
        /* The alternatives of an or-pattern bind the same locals: their
         * binding patterns carry the HirId of the first alternative's. */
        struct { bool by_ref; bool mutbl; Ident ident; HirPat *sub; } binding;
        struct { HirQPath qpath; HirPatField *fields; uint32_t nfields; bool rest; } strukt;
        struct { HirQPath qpath; HirPat **pats; uint32_t npats; int32_t dotdot; } tuple_struct;
        HirQPath qpath;
        struct { HirPat **pats; uint32_t npats; int32_t dotdot; } tuple;
        HirPat *inner;
        struct { HirPat *pat; bool mutbl; } ref;
        HirExpr *lit;
        struct { HirExpr *lo; HirExpr *hi; bool inclusive; } range;   /* lo/hi NULL when open */
        struct { HirPat **before; uint32_t nbefore; HirPat *mid; HirPat **after; uint32_t nafter; } slice;
        struct { HirPat **alts; uint32_t nalts; } alts;
    };
};

/* ---- expressions ---- */

typedef enum HirLitKind {
    HLIT_INT, HLIT_FLOAT, HLIT_BOOL, HLIT_CHAR, HLIT_BYTE, HLIT_STR, HLIT_BYTE_STR, HLIT_ERR,
} HirLitKind;

typedef struct HirLit {
    HirLitKind kind;
    /* The suffix, as a PrimTy + 1 (0: no suffix): `1u8`, `2.0f32`. */
    uint8_t suffix;
    /* INT: the value (128 bits); BOOL/CHAR/BYTE: the value in lo. */
    uint64_t lo, hi;
    /* FLOAT: the literal's digits without suffix or `_` (parsed by
     * whoever knows the type); STR/BYTE_STR: the unescaped bytes. */
    const uint8_t *bytes;
    uint32_t len;
} HirLit;

typedef enum HirBinOp {
    HBIN_ADD, HBIN_SUB, HBIN_MUL, HBIN_DIV, HBIN_REM,
    HBIN_AND, HBIN_OR,        /* && || (short-circuit) */
    HBIN_BITXOR, HBIN_BITAND, HBIN_BITOR, HBIN_SHL, HBIN_SHR,
    HBIN_EQ, HBIN_LT, HBIN_LE, HBIN_NE, HBIN_GE, HBIN_GT,
} HirBinOp;
typedef enum HirUnOp { HUN_DEREF, HUN_NOT, HUN_NEG } HirUnOp;

typedef enum HirLoopSource { LOOP_SRC_LOOP, LOOP_SRC_WHILE, LOOP_SRC_FOR } HirLoopSource;
typedef enum HirMatchSource { MATCH_SRC_NORMAL, MATCH_SRC_FOR, MATCH_SRC_TRY, MATCH_SRC_WHILE_LET, MATCH_SRC_AWAIT } HirMatchSource;

typedef struct HirArm {
    HirId id;
    HirPat *pat;
    HirExpr *guard;           /* NULL if none */
    HirExpr *body;
    Span span;
} HirArm;

typedef struct HirExprField {
    HirId id;
    Ident ident;              /* a field name or a tuple index ("0") */
    HirExpr *expr;
    Span span;
} HirExprField;

typedef struct HirParam {
    HirId id;
    HirPat *pat;
    HirTy *ty;                /* closures: NULL when not written */
    Span span;
} HirParam;

typedef struct HirInlineAsm HirInlineAsm;

#define HIR_EXPR_KINDS(X) \
    X(LIT) X(PATH) X(CALL) X(METHOD_CALL) X(BINARY) X(UNARY) X(CAST) X(TYPE_ASCRIPTION) \
    X(ADDR_OF) X(ASSIGN) X(ASSIGN_OP) X(FIELD) X(INDEX) X(BLOCK) X(IF) X(LOOP) X(MATCH) \
    X(LET) X(CLOSURE) X(BREAK) X(CONTINUE) X(RET) X(TUP) X(ARRAY) X(REPEAT) X(STRUCT) \
    X(INLINE_ASM) X(BOX) X(YIELD) X(ERR)

typedef enum HirExprKind {
#define X(k) HEXPR_##k,
    HIR_EXPR_KINDS(X)
#undef X
    HEXPR__COUNT
} HirExprKind;

struct HirExpr {
    HirExprKind kind;
    HirId id;
    Span span;
    union {
        HirLit lit;                                             /* LIT */
        HirQPath qpath;                                         /* PATH */
        struct { HirExpr *callee; HirExpr **args; uint32_t nargs; } call;
        struct { HirPathSegment seg; HirExpr *receiver; HirExpr **args; uint32_t nargs; TraitScope scope; } method;
        struct { HirBinOp op; HirExpr *lhs; HirExpr *rhs; Span op_span; } binary;  /* BINARY, ASSIGN_OP */
        struct { HirUnOp op; HirExpr *operand; } unary;
        struct { HirExpr *expr; HirTy *ty; } cast;              /* CAST, TYPE_ASCRIPTION */
        struct { bool raw; bool mutbl; HirExpr *expr; } addr_of;
        struct { HirExpr *lhs; HirExpr *rhs; } assign;
        struct { HirExpr *expr; Ident ident; } field;           /* ident may be "0", "1" */
        struct { HirExpr *expr; HirExpr *index; } index;
        struct { HirBlock *block; Ident label; } block;         /* label.name 0 if none */
        struct { HirExpr *cond; HirExpr *then; HirExpr *els; } if_;  /* then: a BLOCK; els NULL if none */
        struct { HirBlock *body; Ident label; HirLoopSource source; } loop;
        struct { HirExpr *scrutinee; HirArm *arms; uint32_t narms; HirMatchSource source; } match;
        struct { HirPat *pat; HirExpr *init; HirTy *ty; } let;  /* only in `if`/`while` conditions and let chains */
        struct {
            DefId def;                                          /* the closure's DefId */
            bool move;
            HirParam *params;
            uint32_t nparams;
            HirTy *ret;                                         /* NULL if not written */
            HirExpr *body;
            Span decl_span;
            /* a generator: `yield` in a closure's body (HGEN_GEN), or an
             * async block / async fn body (HGEN_ASYNC: `from_generator(
             * static move |mut _task_context| body)`, one resume param) */
            uint8_t gen;                                        /* HirGenKind */
            bool is_static;                                     /* `static ||`: not Unpin */
        } closure;
        struct { HirId target; HirExpr *value; } brk;           /* BREAK: target = the loop/labelled block */
        HirId cont_target;                                      /* CONTINUE */
        HirExpr *ret;                                           /* RET: NULL for `return;` */
        struct { HirExpr **elems; uint32_t n; } elems;          /* TUP, ARRAY */
        struct { HirExpr *elem; HirAnonConst count; } repeat;
        struct {
            HirQPath qpath;
            HirExprField *fields;
            uint32_t nfields;
            HirExpr *base;                                      /* `..base`, or NULL */
        } strukt;
        HirInlineAsm *inline_asm;
        HirExpr *inner;                                         /* BOX */
        HirExpr *yld;                                           /* YIELD: the value (`()` when none) */
    };
};

typedef enum HirGenKind { HGEN_NONE, HGEN_GEN, HGEN_ASYNC } HirGenKind;

/* asm!: the template as in the AST; operands' expressions lowered. */
typedef struct HirAsmOperand {
    InlineAsmOperandKind kind;
    bool is_explicit_reg;
    Symbol reg;
    bool late;
    HirExpr *expr;            /* IN, INOUT, SPLIT_INOUT input, OUT place (NULL for `_`), SYM path */
    HirExpr *out_expr;        /* SPLIT_INOUT output (NULL for `_`) */
    HirAnonConst ct;          /* CONST */
    Span span;
} HirAsmOperand;

struct HirInlineAsm {
    const InlineAsm *ast;     /* template pieces, options, clobber_abis */
    HirAsmOperand *operands;
    uint32_t noperands;
};

typedef enum HirStmtKind { HSTMT_LET, HSTMT_EXPR, HSTMT_SEMI, HSTMT_ITEM } HirStmtKind;

typedef struct HirLocal {
    HirId id;
    HirPat *pat;
    HirTy *ty;                /* NULL if not written */
    HirExpr *init;            /* NULL if none */
    HirBlock *els;            /* let-else, or NULL */
    Span span;
} HirLocal;

typedef struct HirStmt {
    HirStmtKind kind;
    HirId id;
    Span span;
    union {
        HirLocal *local;
        HirExpr *expr;        /* EXPR (block-like expressions without `;`), SEMI */
        DefId item;           /* ITEM: nested items are items of their own */
    };
} HirStmt;

struct HirBlock {
    HirId id;
    HirStmt *stmts;
    uint32_t nstmts;
    HirExpr *expr;            /* the tail expression, or NULL */
    bool is_unsafe;
    Span span;
};

/* A body: a function's parameters and block, a const's or static's
 * initializer, an anonymous constant's expression. */
typedef struct HirBody {
    DefId owner;
    HirParam *params;
    uint32_t nparams;
    HirExpr *value;
    uint32_t nids;            /* HirIds of this body are 1 .. nids-1 */
} HirBody;

/* ---- items ---- */

typedef enum HirItemKind {
    HITEM_FN,                 /* free fn, assoc fn (in trait or impl), foreign fn */
    HITEM_CONST,              /* free or associated const */
    HITEM_STATIC,             /* static (also in extern blocks) */
    HITEM_STRUCT, HITEM_UNION, HITEM_ENUM,
    HITEM_TRAIT,
    HITEM_IMPL,
    HITEM_TY_ALIAS,           /* `type X = T;` and associated types (ty NULL: no default) */
    HITEM_MOD,
    HITEM_FOREIGN_TY,
    HITEM_GLOBAL_ASM,
    HITEM_OTHER,              /* use, extern crate, macro definitions: nothing to lower */
} HirItemKind;

typedef struct HirFieldDef {
    DefId def;
    Symbol name;              /* tuple fields: "0", "1", ... */
    HirTy *ty;
    bool is_pub;
    Span span;
} HirFieldDef;

typedef struct HirVariant {
    DefId def;                /* the variant (structs: the struct itself) */
    DefId ctor;               /* tuple/unit: the constructor's DefId; else 0 */
    Symbol name;
    VariantDataKind kind;     /* VD_STRUCT, VD_TUPLE, VD_UNIT */
    HirFieldDef *fields;
    uint32_t nfields;
    HirAnonConst disr;        /* `= expr`: def 0 if none */
    Span span;
} HirVariant;

typedef struct HirItem {
    HirItemKind kind;
    DefId def;
    Symbol name;
    Span span;
    const HirAttrs *attrs;
    bool is_pub;
    /* `default impl`, and `default fn` / `default type` / `default const`
     * items of impls (specialization: they may be overridden) */
    bool is_default;
    HirGenerics generics;     /* own parameters only (parents: DefData.parent) */
    union {
        struct {
            HirFnDecl decl;
            bool is_unsafe, is_const, has_body;
            Abi abi;          /* foreign fns: the block's ABI */
            bool is_foreign;
        } fn;
        struct { HirTy *ty; bool has_body; } konst;             /* CONST (has_body false: trait const without default) */
        struct { HirTy *ty; bool mutbl; bool is_foreign; } statik;
        struct { HirVariant *variants; uint32_t nvariants; } adt;   /* STRUCT/UNION: one variant */
        struct {
            bool is_auto, is_unsafe;
            bool is_alias;                  /* `trait A = B + C;`: supertraits are its bounds, no items */
            HirGenericBound *supertraits;   /* also lowered to predicates on Self by ty */
            uint32_t nsupertraits;
            DefId *items;                   /* associated items, in order */
            uint32_t nitems;
        } trait;
        struct {
            bool is_unsafe, negative;
            HirPath *of_trait;              /* NULL for inherent impls */
            HirTy *self_ty;
            DefId *items;
            uint32_t nitems;
        } impl;
        struct { HirTy *ty; HirGenericBound *bounds; uint32_t nbounds; } ty_alias;
        struct { DefId *items; uint32_t nitems; } mod;
        const InlineAsm *global_asm;
    };
} HirItem;

/* ---- the crate graph as HIR ---- */

/* What the HIR asks of a crate read from metadata (res_crate_is_extern):
 * its items, bodies and attributes are decoded, not lowered. */
typedef struct HirCrateProvider {
    void *user;
    HirItem *(*item)(void *user, DefId d);       /* NULL: none */
    HirBody *(*body)(void *user, DefId owner);   /* NULL: not in the metadata */
    HirAttrs *(*attrs)(void *user, DefId d);     /* NULL: none (all defaults) */
    /* The lang items the crate defines: add(ctx, li, def) for each. */
    void (*lang_items)(void *user, void (*add)(void *ctx, LangItem li, DefId d), void *ctx);
    /* The crate's items of the kinds hir_crate_items lists, in order. */
    void (*items)(void *user, void (*add)(void *ctx, DefId d), void *ctx);
    /* The crate's impls without decoding them: add(ctx, impl, trait, key)
     * for a trait impl (key: ty_simplified_key of its self type, 0 for
     * none), add(ctx, impl, {0}, key) for an inherent impl, in definition
     * order. False when the crate has no such table (NULL hook: the same). */
    bool (*impls)(void *user, void (*add)(void *ctx, DefId impl, DefId trait, uint64_t key), void *ctx);
} HirCrateProvider;

typedef struct HirInit {
    ParseSess *ps;            /* arena, diagnostics, source map */
    Resolver *res;
    Hygiene *hyg;
    Crate **crates;           /* the AST of crate c is crates[c] (NULL: read from metadata) */
    uint32_t ncrates;
    /* providers[c] for the crates read from metadata (NULL: none) */
    const HirCrateProvider *const *providers;
} HirInit;

Hir *hir_new(const HirInit *init);
/* A metadata crate's impl table (HirCrateProvider.impls); false when
 * crate c has none (a crate compiled here: decode its items). */
bool hir_crate_impls(Hir *h, CrateNum c, void (*add)(void *ctx, DefId impl, DefId trait, uint64_t key), void *ctx);
void hir_free(Hir *h);

Resolver *hir_resolver(const Hir *h);
/* The session's hygiene data (may be NULL): macro call sites of spans. */
Hygiene *hir_hygiene(const Hir *h);
DiagCtx *hir_diag(const Hir *h);
Arena *hir_arena(const Hir *h);

/* The item (or associated item, foreign item) with this DefId, lowered
 * on first request. NULL for DefIds that are not items (fields, params,
 * closures...). */
const HirItem *hir_item(Hir *h, DefId def);
/* Records a closure of a body a provider decoded (hir_closure_expr). */
void hir_note_closure(Hir *h, DefId closure, DefId owner, HirExpr *e);
/* The body owned by `owner` (fn with a body, const, static, anon const),
 * lowered on first request; NULL if it has none. A closure's DefId gives
 * the body of the enclosing owner. */
const HirBody *hir_body(Hir *h, DefId owner);
/* The owner of the body a closure or anon const is nested in (itself for
 * items). */
DefId hir_body_owner(Hir *h, DefId def);
/* The closure expression of a DEF_CLOSURE. */
const HirExpr *hir_closure_expr(Hir *h, DefId closure);
/* Digested attributes of any DefId (all-zero when it has none). */
const HirAttrs *hir_attrs(Hir *h, DefId def);

/* Lang items declared by any crate of the session (0 if none). Reports
 * E0152 (duplicate lang item) when collected. */
DefId hir_lang_item(Hir *h, LangItem li);
/* The lang item `def` is, LANG_NONE if none. */
LangItem hir_lang_item_of(Hir *h, DefId def);

/* Every item DefId of crate c with a body or a signature the later phases
 * visit (fns, consts, statics, impls, traits, ADTs), in definition order. */
const DefId *hir_crate_items(Hir *h, CrateNum c, uint32_t *n);
/* The kinds of definitions hir_crate_items lists (a DefKind). */
bool hir_is_crate_item_kind(uint8_t kind);
/* The `#[start]` fn / `fn main` of the local crate (0 if none). */
DefId hir_entry_fn(Hir *h, bool *is_start);

/* -Zunpretty=hir: the local crate as HIR, in a Rust-like syntax. */
void hir_print_crate(Hir *h, StrBuf *sb);
/* One item (its own text: nested items and its body come from h) or one
 * body, given by pointer (e.g. a copy decoded from metadata). */
void hir_print_item_node(Hir *h, const HirItem *it, StrBuf *sb);
void hir_print_body_node(Hir *h, const HirBody *b, StrBuf *sb);

#endif
