/* mir_priv.h — the MIR builder's state, shared by the files of src/mir
 * (except interp.c, which only reads finished bodies through mir.h).
 *
 * A Builder turns one HIR body (a fn, closure, const, static or anon
 * const) with its TypeckResults into a MirBody. Blocks are built in
 * growable vectors and copied into the arena at the end; `cur` is the
 * block statements are appended to. Code after a diverging expression
 * goes into a fresh block without predecessors, removed by mb_finish.
 *
 * Drops: every local whose drop is scheduled gets a drop flag (a bool
 * local) that is set when the local is initialised and cleared when it is
 * moved out. mb_finish turns the flag-guarded drops of locals that are
 * never moved and always initialised into plain drops and deletes their
 * flags (see drops.c). */
#ifndef RCC_MIR_PRIV_H
#define RCC_MIR_PRIV_H

#include "rcc/mir.h"

/* mir.c: the shims' cache of tcx (shim.c), with the other MIR caches in
 * tcx's slot TY_EXT_MIR. */
HashMap *mb_shim_cache(TyCtxt *tcx);

typedef struct BBData {
    VEC(MirStmt) stmts;
    MirTerm term;
    bool terminated;
    MirLocal drop_flag;       /* TERM_DROP guarded by this flag (0: none) */
    bool is_cleanup;          /* a cleanup block (reached by unwinding only) */
    /* movecheck only, 0 if none: rustc's FalseEdge, a successor that is
     * never taken (a match arm's start leads to the next arm's, so that
     * the checks do not depend on which patterns overlap) */
    MirBlock false_edge;      /* (its block + 1) */
} BBData;

typedef struct DropEntry {
    MirLocal local;
    Span span;
} DropEntry;

typedef struct MbScope {
    VEC(DropEntry) drops;     /* in scheduling order; dropped in reverse */
    /* cleanup[i]: the cleanup block that drops drops[i], then drops[i-1]
     * ... and the enclosing scopes' values (0: not built yet) */
    VEC(MirBlock) cleanup;
    /* a block's scope: 1 + where its tail's temporaries start; they are
     * dropped after the locals scheduled before them (0: no tail) */
    uint32_t tail_start;
} MbScope;

/* A loop or labelled block `break` / `continue` can target. */
typedef struct Breakable {
    HirId target;
    bool is_loop;
    Place dest;               /* the break value's destination */
    MirBlock break_bb;        /* where `break` goes (made on entry) */
    MirBlock continue_bb;     /* loops: the head */
    uint32_t depth;           /* scopes open when it was entered */
} Breakable;

/* Per-local facts the drop elaboration needs. */
typedef struct LocalInfo {
    MirLocal flag;            /* drop flag, 0: none */
    bool moved;               /* moved out somewhere (whole or partly) */
    bool maybe_uninit;        /* declared without an initialiser */
    bool immutable_var;       /* a user variable without `mut` (E0384) */
    Span decl_span;           /* binding span (for E0384's labels) */
    HirId var;                /* user variable: its binding's HirId */
    /* partial moves out of a struct or tuple local: a flag per field
     * (0: that field is never moved out), dropped field by field */
    bool partial;
    MirLocal *field_flags;
    MirLocal *box_flags;      /* per field that is a Box: its allocation is still owned */
    uint32_t nfields;
    /* a Box local whose contents are moved out (`*b`): whether they are
     * still there (0: never moved); its drop then only frees the box */
    MirLocal box_flag;
    /* panic=unwind: its flag is cleared where the MIR moves it (inserted
     * by mb_elaborate_drops), not where the operand is made, so that a
     * panic in an operand evaluated after it still drops it (operands'
     * temporaries, locals moved as a whole) */
    bool clear_at_move;
    /* a match guard's copy of a by-value binding (movecheck: moving out
     * of it is E0507) */
    bool guard_copy;
} LocalInfo;

typedef struct FakeRead {
    MirBlock bb;
    uint32_t at;
    Place place;
    Span span;
} FakeRead;

typedef struct Builder {
    TyCtxt *tcx;
    Hir *hir;
    Arena *a;
    DiagCtx *dc;
    DefId def;                /* the body being built */
    DefId owner;              /* the item whose typeck results these are */
    const HirBody *body;
    const TypeckResults *tr;
    ParamEnv env;
    const ClosureInfo *closure;   /* building a closure body */
    /* a generator body: its upvars are moved into these locals at entry
     * (dropped with the body's own, as rustc's generators do) */
    MirLocal *gen_upvars;
    TyId resume_ty;
    MirBodyKind kind;
    VEC(MirLocalDecl) locals;
    VEC(LocalInfo) info;
    VEC(BBData) blocks;
    MirBlock cur;
    HashMap vars;             /* binding HirId.i -> local */
    VEC(MbScope) scopes;
    VEC(Breakable) breakables;
    MirBlock return_bb;
    int temp_scope;           /* >= 0: scope temporaries are scheduled in (let extension) */
    int bind_scope;           /* >= 0: scope pattern bindings are scheduled in (let); else the top */
    MirLocal caller_loc;      /* #[track_caller]: the hidden Location argument */
    VEC(MirLocal) flags_to_clear; /* flags set false at entry */
    uint32_t arg_count;
    bool spread_last_arg, c_variadic;
    Span span;
    Span scrut_span;          /* the expression a pattern being bound matches (move errors) */
    /* The innermost expression being lowered whose span is in this
     * crate's sources: statements made for code of another crate's macro
     * (`assert_eq!`'s `&$left`) take it, as rustc points diagnostics and
     * debug lines at the macro call. ext_lo..ext_hi: the last source
     * file looked up, ext_is: whether another crate's. */
    Span user_span;
    uint32_t ext_lo, ext_hi;
    bool ext_is;
    /* a method call's receiver: its autoref's span is the call's */
    HirId adj_span_id;
    Span adj_span;
    bool guard_bind;          /* binding for a match guard: by-value bindings are copies */
    HashMap *guard_derefs;    /* in a guard: binding HirId.i of a `ref mut` -> a local g = &binding (uses are *g) */
    HashMap *guard_refs;      /* binding HirId.i of by-ref bindings bound before a guard: not bound again */
    /* `&CONST[i].f`: the temporary at the root of the borrowed place is
     * promoted, its projections stay in the body (rustc promotes the
     * borrowed local, whatever the projections) */
    const struct HirExpr *promote_root;
    /* rustc's FakeRead(ForMatchedPlace): `match p` reads all of p before
     * any arm (movecheck: a partly moved scrutinee is E0382). Not MIR
     * statements: positions (block, before statement `at`) */
    VEC(struct FakeRead) fake_reads;
    bool failed;
    /* unwinding (drops.c): no cleanups under panic=abort; in_cleanup:
     * new blocks are cleanup blocks; resume_bb: the shared RESUME block
     * (0: none yet); while drops are elaborated, the unwind edge of the
     * drop being expanded (calls it needs, box_free, take it) */
    bool no_unwind, in_cleanup, elaborating;
    MirBlock resume_bb, elab_unwind;
} Builder;

/* ---- mir.c: blocks, locals, statements ---- */
MirBlock mb_new_block(Builder *b);
MirLocal mb_new_local(Builder *b, TyId ty, Span span);
MirLocal mb_new_temp(Builder *b, TyId ty, Span span);
void mb_push_stmt(Builder *b, MirStmt s);
/* sp, or the span of the user's code around it when sp is in another
 * crate's source (see Builder.user_span) */
Span mb_user_span(Builder *b, Span sp);
bool mb_span_is_external(Builder *b, Span sp);
void mb_assign(Builder *b, Place p, Rvalue rv, Span span);
void mb_assign_use(Builder *b, Place p, Operand op, Span span);
void mb_storage(Builder *b, MirStmtKind k, MirLocal l, Span span);
MirTerm *mb_terminate(Builder *b, TermKind k, Span span);
void mb_goto(Builder *b, MirBlock target, Span span);
/* Ends cur with a switch on a bool operand: false -> f, otherwise -> t. */
void mb_switch_bool(Builder *b, Operand cond, MirBlock t, MirBlock f, Span span);
void mb_switch_int(Builder *b, Operand discr, const uint64_t *lo, const uint64_t *hi, uint32_t n,
                   const MirBlock *targets, MirBlock otherwise, Span span);
/* After a diverging terminator: continue in an unreachable block. */
void mb_start_dead(Builder *b);

Place mb_place(MirLocal l);
Place mb_project(Builder *b, Place p, ProjElem e);
Place mb_field(Builder *b, Place p, uint32_t field, TyId ty);
Place mb_deref(Builder *b, Place p);
Place mb_downcast(Builder *b, Place p, uint32_t variant);
TyId mb_place_ty(Builder *b, Place p);
TyId mb_deref_ty(Builder *b, TyId t);   /* pointee of &, *, Box; ERROR otherwise */
TyId mb_field_ty(Builder *b, TyId t, uint32_t variant, uint32_t field);
TyId mb_norm(Builder *b, TyId t);

Operand mb_copy(Place p);
Operand mb_move_op(Place p);
/* Copy if the place's type is Copy, else a move (recorded for drops). */
Operand mb_consume(Builder *b, Place p);
Operand mb_const_scalar(TyId ty, uint64_t lo, uint64_t hi);
Operand mb_const_zst(TyId ty);
Operand mb_const_unit(Builder *b);
Operand mb_const_bool(Builder *b, bool v);
Operand mb_const_usize(Builder *b, uint64_t v);
Operand mb_const_fn(Builder *b, DefId def, ArgsId args);
Rvalue mb_rv_use(Builder *b, Operand op);
Rvalue mb_rv_binary(Builder *b, MirBinOp op, Operand l, Operand r);
Operand *mb_ops(Builder *b, const Operand *ops, uint32_t n);
bool mb_is_copy(Builder *b, TyId t);
bool mb_needs_drop(Builder *b, TyId t);
TyId mb_lang_adt(Builder *b, LangItem li);
DefId mb_trait_method(Builder *b, LangItem trait, const char *name);
bool mb_is_track_caller(TyCtxt *tcx, DefId def);

/* ---- drops.c ---- */
void mb_push_scope(Builder *b);
void mb_pop_scope(Builder *b, Span span);
/* The unwind edge for a call, assert or drop emitted now: the cleanup
 * chain of every value scheduled in the open scopes (0: nothing to
 * drop, or panic=abort, or already in a cleanup block). */
MirBlock mb_unwind_here(Builder *b);
/* A cleanup block that drops p, then goes to next (0: RESUME). */
MirBlock mb_cleanup_drop(Builder *b, Place p, MirBlock next, Span span);
/* The body's RESUME block (made on first use). */
MirBlock mb_resume_block(Builder *b);
/* Emits the drops of scopes [depth, top) without closing them (break,
 * continue, return). */
void mb_exit_scopes(Builder *b, uint32_t depth, Span span);
void mb_schedule_drop(Builder *b, MirLocal l, Span span, int scope);
void mb_schedule_temp_drop(Builder *b, MirLocal l, Span span);
/* An operand's temporary t, just initialised: dropped by a panic before
 * the operand is used (panic=unwind). */
void mb_schedule_operand_drop(Builder *b, MirLocal t, Span span);
/* A local (re)initialised as a whole: set its flag. */
void mb_note_init(Builder *b, MirLocal l, Span span);
/* A move out of a place: clear the flag of its local. */
void mb_note_move(Builder *b, Place p, Span span);
/* Frees a Box's allocation (its contents already dropped or moved). */
void mb_box_free(Builder *b, Place box, TyId box_ty);
/* Drops the old value of an initialised place before an assignment of
 * value (a panic in that drop leaves value there: NULL, nothing). */
void mb_drop_place_before_assign(Builder *b, Place p, const Operand *value, Span span);
/* After an assignment to p: p's local, or a Box's contents, is initialised. */
void mb_note_assigned(Builder *b, Place p, Span span);
/* Expands flag-guarded drops, removes dead blocks, NOPs and unused flags. */
void mb_elaborate_drops(Builder *b);

/* ---- build.c ---- */
void mb_builder_init(Builder *b, TyCtxt *tcx, DefId def);
void mb_builder_free(Builder *b);
MirLocal mb_var_local(Builder *b, const HirPat *binding);
void mb_block_into(Builder *b, Place dest, const HirBlock *blk, Span span);
void mb_stmt_expr(Builder *b, const HirExpr *e);
const MirBody *mb_finish(Builder *b);

/* ---- build_expr.c ---- */
Place mb_as_place(Builder *b, const HirExpr *e, bool mut_ctx);
Operand mb_as_operand(Builder *b, const HirExpr *e);
void mb_into(Builder *b, Place dest, const HirExpr *e);
/* A place held in a local (for PROJ_INDEX): the local itself or a copy. */
MirLocal mb_operand_to_local(Builder *b, Operand op, TyId ty, Span span);
TyId mb_expr_ty(Builder *b, const HirExpr *e);      /* after adjustments */
/* Lowers a condition `c` (with `let`s and `&&` chains): continues in cur
 * when it holds, jumps to `else_bb` otherwise. */
void mb_cond(Builder *b, const HirExpr *c, MirBlock else_bb);
void mb_call_term(Builder *b, Place dest, Operand func, Operand *args, uint32_t nargs, Span span, DefId callee);
/* The same with the terminator's span (the whole call expression, as
 * rustc's source_info) apart from fn_span (caller locations). */
void mb_call_term_at(Builder *b, Place dest, Operand func, Operand *args, uint32_t nargs, Span span, Span fn_span,
                     DefId callee);

/* ---- build_match.c ---- */
/* Tests `pat` against `place`: on failure jumps to fail (MIR_NO_BLOCK:
 * unreachable), on success continues in cur with bindings bound. */
void mb_match_pat(Builder *b, Place place, const HirPat *pat, MirBlock fail, bool schedule_drops);
void mb_match_expr(Builder *b, Place dest, const HirExpr *e);
/* `let pat = init else { els }` and plain `let`. */
void mb_let(Builder *b, const HirLocal *l);
/* Binds a parameter pattern to its argument local. */
void mb_param_pat(Builder *b, MirLocal arg, const HirPat *pat);
bool mb_pat_is_simple_binding(Builder *b, const HirPat *pat);

void mir_visit_crate_bodies(TyCtxt *tcx, void (*fn)(TyCtxt *tcx, DefId def, void *arg), void *arg);
const MirBody *mir_build_body(TyCtxt *tcx, DefId def);
/* A copy of b with its generic parameters substituted by args
 * (generator.c: a generator's drop fn as G's drop glue). */
const MirBody *mir_subst_body(TyCtxt *tcx, const MirBody *b, ArgsId args);

/* ---- check.c ---- */
void mb_check_reassign(Builder *b, const bool *reach);
/* The unaligned_references lint (deny by default): a borrow of a field of a packed struct
 * whose alignment exceeds the packing (rustc's CheckPackedRef). */
void mb_lint_packed_refs(Builder *b);
/* ---- movecheck.c: E0381, E0382, E0505, E0507, E0508, E0509 (before drop elaboration) ---- */
void mb_check_moves(Builder *b);
/* Records that the matched place p is read here (a match's fake read). */
void mb_fake_read(Builder *b, Place p, Span span);

/* ---- shim.c ---- */
const MirBody *mir_ctor_body(TyCtxt *tcx, DefId ctor);

#endif
