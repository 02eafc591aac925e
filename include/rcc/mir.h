/* mir.h — the mid-level IR, its builder and the const evaluator.
 *
 * Takes: a type-checked HIR body (typeck.h). Gives: a control-flow graph
 * of basic blocks over locals and places, as in rustc's MIR:
 *   - local 0 is the return place, locals 1..=arg_count the arguments, then
 *     user variables and temporaries;
 *   - every statement and terminator has a span (→ libgccjit locations);
 *   - drops are explicit (TERM_DROP), already elaborated: a drop of a
 *     place that may be moved-out is guarded by a drop flag (a bool local
 *     tested with SWITCH_INT), drops of types that need none are absent;
 *   - overflow and bounds checks are TERM_ASSERT (only when enabled);
 *   - with panic=unwind, calls, drops and asserts whose frame has values
 *     to drop have an `unwind` edge to cleanup blocks (is_cleanup): the
 *     same drops, elaborated with the same flags, ending in TERM_RESUME;
 *   - generic bodies keep PARAM types: mono substitutes them.
 * A closure is a body of its own (DefId of the closure; local 1 is the
 * closure environment: `self` by value, & or &mut per its kind; its
 * upvars are fields of the closure type).
 *
 * Const evaluation interprets MIR over bytes: MirAlloc is the memory
 * image of a const or static, with relocations for pointers into other
 * allocations, statics and functions (vtables, &'static data).
 *
 * Files: src/mir/build.c (bodies, statements), build_expr.c (expressions
 * into places/operands/rvalues), build_match.c (decision trees),
 * drops.c (scopes, drop elaboration, drop flags), print.c (--emit=mir,
 * -Zdump-mir), interp.c (const evaluation), mir.c (bodies cache).
 */
#ifndef RCC_MIR_H
#define RCC_MIR_H

#include "rcc/typeck.h"

typedef uint32_t MirLocal;
typedef uint32_t MirBlock;
#define MIR_RETURN_PLACE 0u
#define MIR_NO_BLOCK UINT32_MAX

/* ---- places ---- */

typedef enum ProjKind {
    PROJ_DEREF,
    PROJ_FIELD,               /* field, ty: the field's type */
    PROJ_INDEX,               /* index: a local holding the usize index */
    PROJ_CONST_INDEX,         /* offset (from the end when from_end), min_length */
    PROJ_SUBSLICE,            /* from .. (len - to) when from_end, else from .. to */
    PROJ_DOWNCAST,            /* variant: view an enum as that variant (then PROJ_FIELD) */
} ProjKind;

typedef struct ProjElem {
    ProjKind kind;
    bool from_end;
    uint32_t field;           /* FIELD: index; DOWNCAST: variant index */
    MirLocal index;           /* INDEX */
    uint64_t offset, min_length;  /* CONST_INDEX; SUBSLICE: offset = from, min_length = to */
    TyId ty;                  /* FIELD: field type */
} ProjElem;

typedef struct Place {
    MirLocal local;
    ProjElem *proj;           /* arena array */
    uint32_t nproj;
} Place;

/* ---- constants ---- */

typedef struct MirAlloc MirAlloc;

typedef enum ConstKind {
    CONST_SCALAR,             /* bits (lo/hi): ints, bool, char, floats (IEEE bits), null/addr ptrs */
    CONST_ZST,                /* unit, fn items, unit structs, closures without captures */
    CONST_SLICE,              /* &str / &[u8] literal: alloc + len (a fat pointer) */
    CONST_REF,                /* a thin pointer to alloc (byte string literals `b"..."`: &[u8; N]) */
    CONST_UNEVALUATED,        /* a const item / assoc const / anon const: def + args, evaluated at mono time */
    CONST_STATIC_REF,         /* &STATIC / &mut STATIC / raw address of a static: def */
    /* a promoted `&expr` whose value depends on the body's generic
     * parameters (`&RawWakerVTable::new(f::<T>, ..)`): the promoted body
     * evaluated per instance (args: the body's, substituted by mono);
     * lo: 1 for `&mut` */
    CONST_PROMOTED,
} ConstKind;

typedef struct MirConst {
    ConstKind kind;
    TyId ty;
    uint64_t lo, hi;          /* SCALAR bits; SLICE: lo = length */
    const MirAlloc *alloc;    /* SLICE, REF */
    DefId def;                /* UNEVALUATED, STATIC_REF */
    ArgsId args;              /* UNEVALUATED, PROMOTED */
    const struct MirBody *promoted;   /* PROMOTED */
} MirConst;

/* Memory produced by const evaluation. */
typedef enum RelocTarget { RELOC_ALLOC, RELOC_STATIC, RELOC_FN, RELOC_VTABLE } RelocTarget;
typedef struct MirReloc {
    uint64_t offset;          /* where the pointer is stored in the bytes */
    RelocTarget target;
    const MirAlloc *alloc;    /* RELOC_ALLOC */
    DefId def;                /* RELOC_STATIC; RELOC_FN with args */
    ArgsId args;
    TyId ty;                  /* RELOC_VTABLE: the concrete type; trait in def */
    uint64_t addend;          /* pointer = target + addend (the bytes hold 0) */
} MirReloc;
struct MirAlloc {
    uint8_t *bytes;
    uint64_t size;
    uint32_t align;
    MirReloc *relocs;
    uint32_t nrelocs;
    bool mutbl;
};

/* ---- operands and rvalues ---- */

typedef enum OperandKind { OP_COPY, OP_MOVE, OP_CONST } OperandKind;
typedef struct Operand {
    OperandKind kind;
    Place place;              /* COPY, MOVE */
    MirConst c;               /* CONST */
    /* for move errors: the expression read (0: the statement's span); a
     * pattern binding's move (pat): the matched expression, the binding
     * being the statement's span */
    Span span;
    bool pat;
} Operand;

typedef enum MirBinOp {
    MBIN_ADD, MBIN_SUB, MBIN_MUL, MBIN_DIV, MBIN_REM,
    MBIN_BITXOR, MBIN_BITAND, MBIN_BITOR, MBIN_SHL, MBIN_SHR,
    MBIN_EQ, MBIN_LT, MBIN_LE, MBIN_NE, MBIN_GE, MBIN_GT,
    MBIN_OFFSET,              /* ptr.offset(n) */
} MirBinOp;
typedef enum MirUnOp { MUN_NOT, MUN_NEG } MirUnOp;

typedef enum CastKind {
    CAST_INT_TO_INT, CAST_INT_TO_FLOAT, CAST_FLOAT_TO_INT, CAST_FLOAT_TO_FLOAT,
    CAST_PTR_TO_PTR,          /* thin/fat pointer casts (fat -> thin drops the metadata) */
    CAST_PTR_TO_ADDR, CAST_ADDR_TO_PTR,
    CAST_FN_TO_PTR,           /* ReifyFnPointer */
    CAST_CLOSURE_TO_FN_PTR,
    CAST_UNSAFE_FN_PTR,
    CAST_MUT_TO_CONST,
    CAST_UNSIZE,              /* pointer unsizing: adds a length or a vtable */
    CAST_TRANSMUTE,           /* same size, reinterpret */
} CastKind;

typedef enum NullOp { NULLOP_SIZE_OF, NULLOP_ALIGN_OF } NullOp;

typedef enum AggregateKind {
    AGG_ARRAY,                /* ty: element type */
    AGG_TUPLE,
    AGG_ADT,                  /* def (the ADT), variant, args; union: active_field */
    AGG_CLOSURE,              /* def (the closure), args: upvar values in capture order */
} AggregateKind;

typedef enum RvalueKind {
    RV_USE,                   /* ops[0] */
    RV_REPEAT,                /* [ops[0]; count] */
    RV_REF,                   /* &place / &mut place (mutbl) */
    RV_ADDRESS_OF,            /* &raw const/mut place */
    RV_LEN,                   /* the length of an array/slice place */
    RV_CAST,                  /* cast_kind ops[0] as ty */
    RV_BINARY,                /* ops[0] op ops[1] */
    RV_CHECKED_BINARY,        /* (ops[0] op ops[1], overflowed: bool) */
    RV_UNARY,                 /* op ops[0] */
    RV_NULLARY,               /* size_of/align_of ty */
    RV_DISCRIMINANT,          /* the discriminant of an enum place (its discr type) */
    RV_AGGREGATE,             /* aggregate of ops[0..nops] */
    RV_THREAD_LOCAL_REF,      /* address of a #[thread_local] static: def */
} RvalueKind;

typedef struct Rvalue {
    RvalueKind kind;
    uint8_t op;               /* MirBinOp / MirUnOp / CastKind / NullOp */
    bool mutbl;               /* REF, ADDRESS_OF */
    Place place;              /* REF, ADDRESS_OF, LEN, DISCRIMINANT */
    Operand *ops;
    uint32_t nops;
    TyId ty;                  /* CAST target; NULLARY's type; AGGREGATE: array element / the aggregate's type */
    uint64_t count;           /* REPEAT */
    AggregateKind agg;
    DefId def;                /* AGGREGATE ADT/CLOSURE; THREAD_LOCAL_REF */
    uint32_t variant;         /* AGGREGATE ADT */
    ArgsId args;              /* AGGREGATE ADT/CLOSURE */
    int32_t active_field;     /* AGGREGATE union: the field; else -1 */
} Rvalue;

/* ---- statements and terminators ---- */

typedef enum StmtKind_ {
    MSTMT_ASSIGN,             /* place = rv */
    MSTMT_SET_DISCRIMINANT,   /* place's tag = variant */
    MSTMT_STORAGE_LIVE,       /* local */
    MSTMT_STORAGE_DEAD,       /* local */
    MSTMT_NOP,
} MirStmtKind;

typedef struct MirStmt {
    MirStmtKind kind;
    Span span;
    Place place;
    Rvalue rv;
    uint32_t variant;         /* SET_DISCRIMINANT */
    MirLocal local;           /* STORAGE_* */
} MirStmt;

typedef enum AssertKind {
    ASSERT_BOUNDS_CHECK,      /* ops: len, index -> panic_bounds_check(index, len) */
    ASSERT_OVERFLOW,          /* binop overflow: "attempt to add with overflow" */
    ASSERT_OVERFLOW_NEG,      /* "attempt to negate with overflow" */
    ASSERT_DIV_BY_ZERO,       /* "attempt to divide by zero" */
    ASSERT_REM_BY_ZERO,       /* "attempt to calculate the remainder with a divisor of zero" */
    /* a generator resumed in its returned / poisoned state (assert_op 1:
     * an async body: "`async fn` resumed after completion") */
    ASSERT_RESUMED_AFTER_RETURN,
    ASSERT_RESUMED_AFTER_PANIC,
} AssertKind;

typedef enum TermKind {
    TERM_GOTO,                /* target */
    TERM_SWITCH_INT,          /* discr; values[i] -> targets[i], otherwise targets[nvalues] */
    TERM_RETURN,
    TERM_UNREACHABLE,
    TERM_DROP,                /* drop place, then target */
    TERM_CALL,                /* dest = func(args); then target (MIR_NO_BLOCK: diverges) */
    TERM_ASSERT,              /* if cond != expected: panic (assert_kind, msg ops); else target */
    TERM_INLINE_ASM,          /* asm: see HirInlineAsm; then target (MIR_NO_BLOCK if noreturn) */
    TERM_ABORT,
    /* generator bodies before their transform (mir/generator.c): */
    TERM_YIELD,               /* suspend with `value`; resumed: place = the resume arg, then target;
                                 dropped while suspended here: drop */
    TERM_GENERATOR_DROP,      /* the end of a drop path: the suspended generator is dropped */
    TERM_RESUME,              /* cleanup blocks' end: the panic goes on unwinding to the caller */
} TermKind;

typedef struct MirAsmOperand {
    InlineAsmOperandKind kind;
    bool is_explicit_reg;
    Symbol reg;
    bool late;
    Operand in;               /* IN, INOUT, SPLIT_INOUT */
    bool has_out;
    Place out;                /* OUT, INOUT, SPLIT_INOUT (has_out false for `_`) */
    MirConst ct;              /* CONST (evaluated), SYM (fn/static def) */
} MirAsmOperand;

typedef struct MirTerm {
    TermKind kind;
    Span span;
    Operand discr;            /* SWITCH_INT */
    uint64_t *values_lo, *values_hi;  /* SWITCH_INT: the 128-bit case values */
    uint32_t nvalues;
    MirBlock *targets;        /* SWITCH_INT: nvalues + 1 (otherwise last) */
    MirBlock target;          /* GOTO, DROP, CALL, ASSERT, INLINE_ASM */
    /* CALL, DROP, ASSERT: the cleanup block a panic unwinding out of it
     * goes to (the drops of the values live there, then RESUME); 0: none,
     * the panic leaves the fn as it is (block 0 is the entry, never a
     * cleanup block, so a zeroed terminator has no unwind edge) */
    MirBlock unwind;
    Place place;              /* DROP: the place; CALL: destination */
    Operand func;             /* CALL: a CONST of FN_DEF type, or a fn pointer / closure operand */
    Operand *args;            /* CALL; ASSERT: message operands */
    uint32_t nargs;
    Span fn_span;             /* CALL: the call's span (for #[track_caller] Locations) */
    Operand cond;             /* ASSERT */
    bool expected;            /* ASSERT */
    AssertKind assert_kind;   /* ASSERT */
    uint8_t assert_op;        /* ASSERT_OVERFLOW: the MirBinOp */
    Operand value;            /* YIELD: the yielded value */
    MirBlock drop;            /* YIELD */
    const InlineAsm *asm_ast; /* INLINE_ASM: template, options */
    MirAsmOperand *asm_ops;
    uint32_t nasm_ops;
} MirTerm;

typedef struct MirBasicBlock {
    MirStmt *stmts;
    uint32_t nstmts;
    MirTerm term;
    bool is_cleanup;          /* reached only by unwinding (panic=unwind): drops, then RESUME */
} MirBasicBlock;

typedef struct MirLocalDecl {
    TyId ty;
    bool mutbl;
    bool is_user_var;         /* a named binding (debug info) */
    Symbol name;              /* user variables: the name */
    Span span;
} MirLocalDecl;

typedef enum MirBodyKind { MIR_FN, MIR_CONST, MIR_STATIC, MIR_CLOSURE, MIR_SHIM } MirBodyKind;

typedef struct MirBody MirBody;
struct MirBody {
    DefId def;
    MirBodyKind kind;
    MirLocalDecl *locals;
    uint32_t nlocals;
    uint32_t arg_count;
    MirBasicBlock *blocks;    /* block 0 is the entry */
    uint32_t nblocks;
    /* extern "rust-call" (closures' and Fn* impls' bodies): the last
     * argument is a tuple spread over the ABI's parameters */
    bool spread_last_arg;
    bool c_variadic;
    Span span;
};

/* A generator (mir/generator.c): its body before the state-machine
 * transform, the resume fn `fn(Pin<&mut G>, R) -> GeneratorState<Y, T>`
 * (what mir_body gives for the generator's DefId), the drop fn
 * `fn(Pin<&mut G>)` that drop glue calls, and the layout of G's fields:
 * the upvars, a u32 state (0 unresumed, 1 returned, 2 poisoned, 3 + k
 * suspended at yield k), then every local kept across resumptions. */
typedef struct MirGenerator {
    const MirBody *resume, *drop;
    const TyId *saved;        /* the saved locals' types (generic: the generator's identity args) */
    uint32_t nsaved;
    uint32_t nupvars;
    bool is_async;
} MirGenerator;
const MirGenerator *mir_generator(TyCtxt *tcx, DefId def);
/* Installs the generator layout hook (ty_set_generator_saved) for tcx
 * (mir_install_const_eval does it). */
void mir_install_generator_layout(TyCtxt *tcx);

/* The (generic) MIR of a fn, closure, const, static or anon const, built
 * on first request. NULL when typeck failed or `def` has no body. */
const MirBody *mir_body(TyCtxt *tcx, DefId def);
/* Drop glue and shims (mono asks for these). */
const MirBody *mir_shim(TyCtxt *tcx, const Instance *inst);

/* #[track_caller]: the `&'static Location` image for a call or assert at
 * `span` (the panic_location lang struct {file: &str, line: u32, col:
 * u32}: file as given on the command line, 1-based line, 1-based column
 * in characters), with a RELOC_ALLOC to the file name's bytes. Cached
 * per span; NULL without the lang item. */
const MirAlloc *mir_caller_location(TyCtxt *tcx, Span span);

/* Builds every body of the local crate (for errors that MIR building
 * reports, E0384 and friends, and -Zdump-mir). False after errors. */
bool mir_build_crate(TyCtxt *tcx);

/* --emit=mir / -Zunpretty=mir: the bodies in rustc's textual style. */
void mir_print_body(TyCtxt *tcx, StrBuf *sb, const MirBody *b);
void mir_print_crate(TyCtxt *tcx, StrBuf *sb);

/* ---- const evaluation (interp.c) ---- */

/* Evaluates a const item, assoc const or anon const with args (fully
 * monomorphic) to a memory image of its type. Reports E0080 (evaluation
 * of constant value failed) and returns NULL on failure. Cached. */
const MirAlloc *mir_eval_const(TyCtxt *tcx, DefId def, ArgsId args);
/* A promoted body (`&expr` of a constant expression in a fn: mir/
 * build_expr.c builds it as a body of its own): its value as a static
 * memory image (mutable for `&mut []`), or NULL when it cannot be
 * evaluated (an overflow): nothing is reported, the borrow then stays a
 * temp. Not cached: the builder asks once per borrow. */
const MirAlloc *mir_eval_promoted(TyCtxt *tcx, const MirBody *body, bool mutbl);
/* A CONST_PROMOTED's value for fully monomorphic args (cached; NULL and
 * E0080 reported when it fails). */
const MirAlloc *mir_eval_promoted_const(TyCtxt *tcx, const MirConst *c, ArgsId args);
/* The initial memory image of a static (relocations to other statics and
 * functions allowed). */
const MirAlloc *mir_eval_static(TyCtxt *tcx, DefId def);
/* Installs the evaluator as ty.h's const hook (array lengths, enum
 * discriminants); call once per new TyCtxt (its cache lives in the
 * context's slot TY_EXT_CONST_EVAL). */
void mir_install_const_eval(TyCtxt *tcx);
/* Evaluates every non-generic const and every static of the local crate,
 * used or not, reporting their errors as rustc's analysis does (also
 * when only checking). False after errors. Called by pass_mir. */
bool mir_eval_crate_consts(TyCtxt *tcx);

#endif
