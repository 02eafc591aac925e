/* cg_priv.h — what the codegen files share (private to src/codegen).
 *
 * The representation of Rust values on libgccjit (chosen for robustness
 * over prettiness; GCC's optimiser removes the indirections):
 *   - bool -> GCC bool; char -> u32; ints/floats -> GCC's sized types
 *     (128-bit: GCC_JIT_TYPE_(U)INT128_T);
 *   - every thin pointer (references, raw pointers, fn pointers) -> u8*;
 *   - everything else (fat pointers, ADTs, tuples, arrays, closures, ZSTs)
 *     -> a "blob": struct { u8 b[size]; } aligned to the layout's
 *     alignment. Blobs are cached by (size, align) because two
 *     gcc_jit_type_get_aligned calls give two incompatible types; the
 *     same cache makes equal-layout types the same GCC type.
 * Fields, elements and variants are reached by pointer arithmetic on the
 * place's address (u8*) with the offsets of ty_layout_of, then a cast to
 * the field's GCC type and a dereference.
 *
 * Machine ABI of Rust functions: one parameter per non-ZST argument
 * (zero-sized arguments are not passed, as rustc's PassMode::Ignore), the
 * return value by value (void for a zero-sized return type); extern
 * "rust-call" callees take their last tuple argument spread.
 */
#ifndef RCC_CG_PRIV_H
#define RCC_CG_PRIV_H

#include <libgccjit.h>

#include "rcc/codegen.h"

/* A declared function and its machine signature. */
typedef struct CgFn {
    gcc_jit_function *fn;
    gcc_jit_type *ret;          /* the GCC return type (void if ret_void) */
    bool ret_void;
    gcc_jit_type **params;
    uint32_t nparams;
    bool variadic;
    bool defined;               /* a body is (to be) emitted in this unit */
} CgFn;

/* A string-keyed map (symbol -> pointer), on top of HashMap. */
typedef struct CgStrMap {
    HashMap m;                  /* hash -> index+1 into keys/vals */
    VEC(const char *) keys;
    VEC(void *) vals;
} CgStrMap;

typedef struct CgCtx {
    TyCtxt *tcx;
    const MonoItems *mi;
    const CgOptions *opt;
    gcc_jit_context *ctxt;
    gcc_jit_context *root_ctxt;   /* ctxt's parent: see compile_to (cg.c) */
    const SourceMap *sm;
    Arena arena;                /* scratch for this unit */
    const CodegenUnit *unit;

    gcc_jit_type *t_void, *t_bool, *t_u8, *t_ptr, *t_usize, *t_isize, *t_int, *t_uint, *t_f32, *t_f64;
    gcc_jit_type *t_u16, *t_u32, *t_u64, *t_u128, *t_i8, *t_i16, *t_i32, *t_i64, *t_i128;
    /* u128/i128 in memory: Rust 1.63 aligns them to 8 on x86_64, GCC's
     * __int128 to 16 (an aligned load of a u128 at an 8-aligned address
     * faults), so memory is read and written through these */
    gcc_jit_type *t_u128_mem, *t_i128_mem;

    HashMap ty_cache;           /* TyId -> gcc_jit_type* */
    HashMap blob_cache;         /* size << 8 | log2 align -> gcc_jit_type* */
    CgStrMap fns;               /* symbol -> CgFn* */
    CgStrMap globals;           /* symbol -> gcc_jit_lvalue* (statics, vtables) */
    HashMap alloc_globals;      /* (uintptr_t)MirAlloc* -> gcc_jit_lvalue* */
    HashMap str_globals;        /* hash of bytes -> gcc_jit_lvalue* (messages, file names) */
    HashMap alloc_contents;     /* content hash of a read-only allocation -> the MirAlloc* first seen */
    HashMap locations;          /* span.lo -> gcc_jit_location* */
    HashMap c_types;            /* TyId -> gcc_jit_type* of #[repr(C)] structs (C ABI) */
    uint32_t nallocs;           /* counter for internal global names */
    uint32_t nstructs;
    gcc_jit_function *resume_fn;  /* cg_unwind.c: RESUME's re-raise (internal, once per unit) */
    bool failed;
} CgCtx;

/* The state of one function being emitted. */
typedef struct CgFx {
    CgCtx *cx;
    Instance inst;
    const MirBody *body;
    CgFn *f;
    gcc_jit_function *fn;
    gcc_jit_lvalue **locals;    /* per MIR local */
    TyId *local_tys;            /* monomorphic types of the locals */
    gcc_jit_block **blocks;     /* per MIR block */
    gcc_jit_block *cur;         /* where code goes now */
    gcc_jit_location *loc;      /* of the statement being emitted */
    Span span;
    uint32_t ntemps;
    HashMap zst_locals;         /* gcc type ptr -> lvalue, a value of each ZST type */
    /* unwinding (cg_unwind.c): a fn whose calls unwind to cleanup blocks
     * links a frame at entry; uw_site holds the cleanup block (+1, 0:
     * none) of the call running now */
    bool uw_frame;
    bool uw_in_cleanup;         /* emitting a cleanup block */
    bool *uw_live;              /* per block: a cleanup block that drops or calls something */
    gcc_jit_rvalue *uw_frame_addr;
    gcc_jit_lvalue *uw_site, *uw_payload;
} CgFx;

/* A place: an lvalue (a whole local) or an address, with the metadata of
 * an unsized place (a length or a vtable) and the variant after a
 * downcast. */
typedef struct CgPlace {
    gcc_jit_lvalue *lv;         /* a whole local, or NULL */
    gcc_jit_rvalue *addr;       /* u8* when lv is NULL */
    gcc_jit_rvalue *meta;       /* unsized places: usize length or u8* vtable */
    TyId ty;
    int32_t variant;            /* after PROJ_DOWNCAST, else -1 */
} CgPlace;

/* ---- cg_softfloat.c (cx->opt->soft_float: floats as their bits) ---- */
bool cg_is_f64(CgCtx *cx, TyId t);
gcc_jit_rvalue *cg_sf_const(CgCtx *cx, bool f64, uint64_t bits);
gcc_jit_rvalue *cg_sf_binop(CgFx *fx, MirBinOp op, bool f64, gcc_jit_rvalue *a, gcc_jit_rvalue *b);
gcc_jit_rvalue *cg_sf_neg(CgFx *fx, bool f64, gcc_jit_rvalue *a);
gcc_jit_rvalue *cg_sf_is_nan(CgFx *fx, bool f64, gcc_jit_rvalue *a);
gcc_jit_rvalue *cg_sf_from_int(CgFx *fx, gcc_jit_rvalue *v, TyId from, bool f64);
gcc_jit_rvalue *cg_sf_to_int(CgFx *fx, gcc_jit_rvalue *v, bool f64, TyId to);
gcc_jit_rvalue *cg_sf_resize(CgFx *fx, gcc_jit_rvalue *v, bool from64, bool to64);
bool cg_sf_fold_cast(CgFx *fx, CastKind ck, const Operand *op, TyId from, TyId to, gcc_jit_rvalue **out);
gcc_jit_rvalue *cg_sf_libm(CgFx *fx, const char *name, bool f64, uint32_t n, gcc_jit_rvalue **args);

/* ---- cg.c ---- */
void cg_strmap_put(CgStrMap *m, const char *key, void *val);
void *cg_strmap_get(const CgStrMap *m, const char *key);
gcc_jit_type *cg_blob(CgCtx *cx, uint64_t size, uint32_t align);
gcc_jit_type *cg_type(CgCtx *cx, TyId t);
const Layout *cg_layout(CgCtx *cx, TyId t);
bool cg_is_zst(CgCtx *cx, TyId t);
bool cg_is_fat_ptr(CgCtx *cx, TyId t);
bool cg_is_gcc_scalar(CgCtx *cx, TyId t);
gcc_jit_type *cg_int_type(CgCtx *cx, uint32_t bytes, bool is_signed);
gcc_jit_location *cg_loc(CgCtx *cx, Span sp);
TyId cg_mono(CgCtx *cx, ArgsId args, TyId t);
const MirBody *cg_instance_body(CgCtx *cx, const Instance *inst);
CgFn *cg_get_fn(CgCtx *cx, const Instance *inst);
CgFn *cg_get_fn_symbol(CgCtx *cx, const char *sym, gcc_jit_type *ret, bool ret_void, gcc_jit_type **params,
                       uint32_t nparams, bool variadic, enum gcc_jit_function_kind kind);
gcc_jit_rvalue *cg_fn_addr(CgCtx *cx, const Instance *inst);
void cg_error(CgCtx *cx, Span sp, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool cg_body_abi(CgCtx *cx, const MirBody *b, ArgsId args, bool subst, TyId **tys, uint32_t *n, TyId *ret);
void cg_sig_machine(CgCtx *cx, const TyId *inputs, uint32_t n, TyId ret, bool spread_last, gcc_jit_type ***params,
                    uint32_t *nparams, gcc_jit_type **gret, bool *ret_void);
/* The same for the C ABI: #[repr(C)] structs as real GCC structs, so
 * that GCC classifies them as C does (floats in SSE registers...). */
void cg_sig_machine_c(CgCtx *cx, const TyId *inputs, uint32_t n, TyId ret, gcc_jit_type ***params, uint32_t *nparams,
                      gcc_jit_type **gret, bool *ret_void);
gcc_jit_type *cg_type_c(CgCtx *cx, TyId t);
bool cg_abi_is_c(Abi abi);
ParamEnv cg_env(void);

/* ---- cg_body.c ---- */
void cg_define_fn(CgCtx *cx, const MonoItem *it);
gcc_jit_rvalue *cg_const_int(CgCtx *cx, gcc_jit_type *t, uint64_t lo, uint64_t hi, bool wide);
gcc_jit_rvalue *cg_usize(CgCtx *cx, uint64_t v);
gcc_jit_lvalue *cg_temp(CgFx *fx, gcc_jit_type *t);
gcc_jit_rvalue *cg_addr_add(CgFx *fx, gcc_jit_rvalue *addr, gcc_jit_rvalue *off);
gcc_jit_rvalue *cg_addr_off(CgFx *fx, gcc_jit_rvalue *addr, uint64_t off);
gcc_jit_lvalue *cg_mem(CgFx *fx, gcc_jit_rvalue *addr, gcc_jit_type *t);
gcc_jit_rvalue *cg_place_addr(CgFx *fx, const CgPlace *p);
gcc_jit_lvalue *cg_place_lv(CgFx *fx, const CgPlace *p);
CgPlace cg_place(CgFx *fx, const Place *pl);
gcc_jit_rvalue *cg_operand(CgFx *fx, const Operand *op);
TyId cg_operand_ty(CgFx *fx, const Operand *op);
void cg_assign(CgFx *fx, gcc_jit_lvalue *lv, gcc_jit_rvalue *rv);
gcc_jit_rvalue *cg_pair(CgFx *fx, TyId ty, gcc_jit_rvalue *a, gcc_jit_rvalue *b);
gcc_jit_rvalue *cg_pair_part(CgFx *fx, gcc_jit_rvalue *pair, uint32_t idx, gcc_jit_type *t);
gcc_jit_rvalue *cg_zst_value(CgFx *fx, gcc_jit_type *t);
gcc_jit_rvalue *cg_transmute(CgFx *fx, gcc_jit_rvalue *v, gcc_jit_type *to);
gcc_jit_rvalue *cg_call_builtin(CgFx *fx, const char *name, uint32_t n, gcc_jit_rvalue **args);
/* size_of_val and align_of_val of a t with metadata meta (cg_intrinsic.c) */
void cg_size_align_of_val(CgFx *fx, TyId t, gcc_jit_rvalue *meta, gcc_jit_rvalue **size, gcc_jit_rvalue **align);
gcc_jit_rvalue *cg_select(CgFx *fx, gcc_jit_rvalue *cond, gcc_jit_rvalue *a, gcc_jit_rvalue *b, gcc_jit_type *t);
void cg_unreachable(CgFx *fx);
void cg_goto(CgFx *fx, MirBlock target);
gcc_jit_rvalue *cg_binop(CgFx *fx, MirBinOp op, TyId lt, gcc_jit_rvalue *a, gcc_jit_rvalue *b);
void cg_store_at(CgFx *fx, gcc_jit_rvalue *addr, uint64_t off, TyId ty, gcc_jit_rvalue *v);
gcc_jit_rvalue *cg_bool_not(CgFx *fx, gcc_jit_rvalue *v);
void cg_checked_binop(CgFx *fx, MirBinOp op, TyId lt, gcc_jit_rvalue *a, gcc_jit_rvalue *b, gcc_jit_rvalue **res,
                      gcc_jit_rvalue **of);
gcc_jit_rvalue *cg_read_discriminant(CgFx *fx, const CgPlace *p, TyId dest_ty);
/* `v as to` for a float v: saturating, NaN gives 0 (Rust's `as`). */
gcc_jit_rvalue *cg_float_to_int(CgFx *fx, gcc_jit_rvalue *v, TyId to);
/* Calls the `panic` lang item with msg (a location from sp, or the
 * #[track_caller] caller's) and ends the block. */
void cg_panic_str(CgFx *fx, const char *msg, Span sp);

/* ---- cg_const.c ---- */
gcc_jit_rvalue *cg_const(CgFx *fx, const MirConst *c, TyId ty);
gcc_jit_lvalue *cg_alloc_global(CgCtx *cx, const MirAlloc *a);
gcc_jit_rvalue *cg_str_global(CgCtx *cx, const char *bytes, size_t n);
gcc_jit_lvalue *cg_static_global(CgCtx *cx, DefId def);
gcc_jit_rvalue *cg_vtable_addr(CgCtx *cx, TyId ty, DefId trait, ArgsId trait_args);
void cg_define_static(CgCtx *cx, const MonoItem *it);
void cg_define_vtable(CgCtx *cx, const MonoItem *it);
gcc_jit_rvalue *cg_caller_location(CgFx *fx, Span sp);

/* ---- cg_intrinsic.c ---- */
/* Emits intrinsic `name` into fx->cur; dest gets the result. Returns
 * false if the intrinsic is unknown (an error is reported). */
bool cg_intrinsic(CgFx *fx, const Instance *inst, const MirTerm *t, const CgPlace *dest);

/* saturating_add / saturating_sub of two integers of type ty */
gcc_jit_rvalue *cg_saturating(CgFx *fx, bool add, TyId ty, gcc_jit_rvalue *a, gcc_jit_rvalue *b);

/* ---- cg_simd.c ---- */
/* Emits the SIMD (platform) intrinsic `which`, lane by lane; false if
 * `which` is not one. */
bool cg_simd(CgFx *fx, Intrinsic which, const MirTerm *t, const CgPlace *dest);

/* ---- cg_unwind.c (catch frames and the unwinder) ---- */
gcc_jit_rvalue *cg_try(CgFx *fx, gcc_jit_rvalue *try_fn, gcc_jit_rvalue *data, gcc_jit_rvalue *catch_fn);
/* Defines the unwinder entry point `sym`; false if this unit already
 * declared it as imported. */
bool cg_define_unwinder(CgCtx *cx, const char *sym);
/* Cleanup blocks. cg_unwind_prepare decides whether fx's fn needs a
 * frame (a call that may unwind to a cleanup block that does something)
 * and returns which blocks are reached (the others are not emitted:
 * cleanup blocks nobody unwinds to). cg_unwind_enter ends the entry
 * block: the frame is linked, __builtin_setjmp, then body (or the
 * landing pad that switches on the call site). */
bool *cg_unwind_prepare(CgFx *fx);
void cg_unwind_enter(CgFx *fx, gcc_jit_block *entry, gcc_jit_block *body);
/* Before a call, drop or panic that may unwind: the call site's cleanup. */
void cg_unwind_site(CgFx *fx, const MirTerm *t);
/* Before a return: the frame is unlinked. */
void cg_unwind_return(CgFx *fx);
/* TERM_RESUME: the panic goes on to the next frame. */
void cg_unwind_resume(CgFx *fx);
/* (cg_body.c) Can the call, drop or assert t unwind (a real call of a
 * Rust-ABI fn, a drop glue, a panic)? */
bool cg_term_may_unwind(CgFx *fx, const MirTerm *t);

/* ---- cg_atomic.c ---- */
/* Calls builtin `name` with its arguments cast to its parameter types. */
gcc_jit_rvalue *cg_call_builtin_conv(CgFx *fx, const char *name, int n, gcc_jit_rvalue **args);
/* Emits the atomic intrinsic `at` on T = targ; dest gets the result. */
bool cg_atomic(CgFx *fx, IntrinsicAtomic at, const MirTerm *t, const CgPlace *dest, TyId targ);

/* ---- cg_llvm.c ---- */
/* Whether sym (a foreign fn's link name) names an LLVM intrinsic. */
bool cg_is_llvm_intrinsic(const char *sym);
/* Emits the call t of the LLVM intrinsic `name` inline. */
void cg_llvm_intrinsic(CgFx *fx, const char *name, const MirTerm *t);

/* ---- cg_asm.c ---- */
void cg_inline_asm(CgFx *fx, const MirTerm *t);
void cg_global_asm(CgCtx *cx, const MonoItem *it);

#endif
