/* select_priv.h — shared by select.c (trait selection), normalize.c
 * (projections, Copy/Sized/needs_drop) and instance.c (instance
 * resolution, vtables). Nothing outside these files includes it.
 */
#ifndef RCC_SELECT_PRIV_H
#define RCC_SELECT_PRIV_H

#include "ty_int.h"

/* How far an obligation is known to hold. */
typedef enum Eval { EV_OK, EV_AMBIG, EV_ERR } Eval;

/* Nested obligations deeper than this are an overflow: above rustc's
 * default recursion_limit of 128, so that mono reaches its own check of
 * that limit (polymorphic recursion `W<W<..>>: Tr` nests one obligation
 * per level) before selection gives up. */
#define SEL_MAX_DEPTH 160

typedef struct SelCx {
    TyCtxt *tcx;
    InferCtxt *icx;
    ParamEnv env;
    uint32_t depth;
    bool reveal_all;          /* no caller's InferCtxt: after type-checking (see normalize.c) */
    TraitRef stack[SEL_MAX_DEPTH]; /* the obligations being selected (resolved), for cycles */
    /* stack[i]'s args freshened when pushed (each unresolved inference
     * variable replaced by a placeholder numbered in order of appearance,
     * rustc's TypeFreshener): a cycle through fresh variables is found */
    ArgsId fresh[SEL_MAX_DEPTH];
    /* how many times an obligation met itself on the stack (a result
     * found meanwhile may rest on the cycle's assumption: not memoised) */
    uint32_t cycles;
} SelCx;

/* Memoised results in s->icx (infer_memo_*): may a result computed from
 * args `before` (resolved; nvars variables then) be kept? Only when the
 * computation bound none of their variables, met no cycle, and left no
 * variable of its own in `result`. */
bool sel_memo_ok(SelCx *s, ArgsId before, uint32_t nvars, uint32_t cycles, ArgsId result);

/* Closure kinds as kind_ty encodes them (conventions §3), in the order
 * of typeck.h's ClosureKind: a kind satisfies every trait at or after it. */
enum { CLOSURE_KIND_FN, CLOSURE_KIND_FN_MUT, CLOSURE_KIND_FN_ONCE };

/* select.c */
/* Selects tr in s->icx; a unique candidate is confirmed and its bindings
 * kept. EV_OK: holds (out filled); EV_AMBIG: out->kind is SEL_AMBIGUOUS,
 * or a confirmed candidate with nested_ambiguous; EV_ERR: does not hold. */
Eval sel_trait(SelCx *s, TraitRef tr, Selection *out);
/* The lang item a trait is (LANG_NONE if none). */
LangItem sel_trait_lang(TyCtxt *tcx, DefId trait);
/* A closure type's trailing args (conventions §3). */
void sel_closure_parts(TyCtxt *tcx, TyId closure, TyId *kind, TyId *sig, TyId *upvars);
/* The closure kind of a kind_ty (i8/i16/i32), -1 while unknown. */
int sel_closure_kind(TyCtxt *tcx, InferCtxt *icx, TyId kind_ty);
/* The callable signature of a closure / fn def / fn pointer (false for
 * other types); for Fn* traits. */
bool sel_callable_sig(SelCx *s, TyId self, FnSig *sig);
/* Unifies a Fn* trait's Args (a tuple) with sig's inputs; EV_AMBIG when
 * an input is a projection of a type still unknown (the rest unified). */
Eval sel_unify_callable_inputs(SelCx *s, TyId args_ty, FnSig sig);

bool sel_impl_is_negative(TyCtxt *tcx, DefId impl);
/* Could the impl's header match tr (self its shallow-resolved Self)? A
 * probe: leaves no binding. */
bool sel_impl_header_matches(SelCx *s, DefId impl, TraitRef tr, TyId self);
/* Confirms `impl` for tr: fresh args unified with the header, the impl's
 * where-clauses selected in turn; out->impl_args the (resolved) args.
 * Bindings are kept (callers probe with a snapshot). */
Eval sel_confirm_impl(SelCx *s, TraitRef tr, DefId impl, Selection *out);

/* specialize.c */
/* The args of (ancestor) impl `impl` for the trait ref tr, which an impl
 * it specialises matched: its header unified with tr and its where-
 * clauses' projections applied (rustc's translate_substs). Within s->icx:
 * the bindings are kept. */
ArgsId sel_translate_impl_args(SelCx *s, TraitRef tr, DefId impl);

/* normalize.c */
/* <args as Trait>::item: EV_OK with *out (the projection itself when it
 * is rigid: a param's), EV_AMBIG (self unknown), EV_ERR (no impl). */
Eval sel_project(SelCx *s, DefId item, ArgsId args, TyId *out);
TyId sel_normalize(SelCx *s, TyId t);

#endif
