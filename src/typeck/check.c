/* check.c — the driver of type checking: one FnCtxt per body owner.
 *
 * Takes: a body owner DefId (hir_body) and the item facts of ty.h.
 * Gives: its TypeckResults (cached per owner), written back with every
 * inference variable resolved; tc_check_crate runs every body of the
 * local crate and the item-level checks (E0046). The FnCtxt helpers
 * shared by the other files (fresh variables, normalisation with pending
 * projection obligations, obligation processing) live here too.
 */
#include "tc_priv.h"

#include <string.h>

static TyId reveal_opaque(TyCtxt *tcx, DefId fn, uint32_t index);

static void tc_ctxt_free(void *data) {
    TcCtxt *tc = data;
    hmap_free(&tc->results);
    hmap_free(&tc->in_progress);
    tc_trait_index_free(&tc->trait_index);
    free(tc);
}

TcCtxt *tc_ctxt(TyCtxt *tcx) {
    TcCtxt *tc = ty_ext(tcx, TY_EXT_TYPECK);
    if (tc) return tc;
    tc = xcalloc(1, sizeof *tc);
    tc->tcx = tcx;
    hmap_init(&tc->results);
    hmap_init(&tc->in_progress);
    ty_set_ext(tcx, TY_EXT_TYPECK, tc, tc_ctxt_free);
    ty_set_opaque_revealer(tcx, reveal_opaque);
    return tc;
}

/* ---- small helpers ---- */

TyId tc_new_var(FnCtxt *fcx, Span span) { return infer_new_var_with_origin(fcx->icx, INFER_TY, span); }
/* The name of generic parameter `index` of def (parents included). */
static Symbol param_name(TyCtxt *tcx, DefId def, uint32_t index) {
    for (int depth = 0; def.i && depth < 8; depth++) {
        const TyGenerics *g = ty_generics_of(tcx, def);
        if (!g) return 0;
        if (index >= g->parent_count) {
            uint32_t k = index - g->parent_count;
            return k < g->nparams ? g->params[k].name : 0;
        }
        def = g->parent;
    }
    return 0;
}

/* Remembers which parameter each variable of args stands for. */
void tc_name_vars(FnCtxt *fcx, DefId def, ArgsId args) {
    uint32_t n = ty_args_len(fcx->tcx, args);
    for (uint32_t i = 0; i < n; i++) {
        TyId t = ty_args(fcx->tcx, args)[i];
        if (ty_kind(fcx->tcx, t) != TYK_INFER) continue;
        Symbol s = param_name(fcx->tcx, def, i);
        if (s) hmap_put(&fcx->var_names, t.i, s);
    }
}

ArgsId tc_fresh_args(FnCtxt *fcx, DefId def, Span span) {
    uint32_t n = ty_generics_count(fcx->tcx, def);
    if (!n) return (ArgsId){0};
    TyId *tys = xmalloc(n * sizeof(TyId));
    for (uint32_t i = 0; i < n; i++) tys[i] = (TyId){0};
    /* const params get const variables (which unify with the const
     * variables of an impl's fresh args, unlike type variables) */
    for (DefId d = def; d.i;) {
        const TyGenerics *g = ty_generics_of(fcx->tcx, d);
        for (uint32_t i = 0; i < g->nparams; i++)
            if (g->params[i].kind == GPD_CONST && g->params[i].index < n)
                tys[g->params[i].index] = infer_new_var_with_origin(fcx->icx, INFER_CONST, span);
        d = g->parent;
    }
    for (uint32_t i = 0; i < n; i++) {
        if (!tys[i].i) tys[i] = tc_new_var(fcx, span);
        Symbol s = param_name(fcx->tcx, def, i);
        if (s) hmap_put(&fcx->var_names, tys[i].i, s);
    }
    ArgsId a = ty_intern_args(fcx->tcx, tys, n);
    free(tys);
    return a;
}

TyId tc_infer_cb(void *arg, Span span) { return tc_new_var((FnCtxt *)arg, span); }
TyId tc_resolve(FnCtxt *fcx, TyId t) { return infer_resolve(fcx->icx, t); }
TyId tc_shallow(FnCtxt *fcx, TyId t) { return infer_shallow(fcx->icx, t); }

bool tc_is_error(FnCtxt *fcx, TyId t) {
    if (!t.i) return true;
    return (ty_get(fcx->tcx, tc_resolve(fcx, t))->flags & TYF_HAS_ERROR) != 0;
}

void tc_taint(FnCtxt *fcx) { fcx->tainted = true; }

void tc_write_ty(FnCtxt *fcx, HirId id, TyId t) {
    if (id.i && id.i < fcx->r->nids) fcx->r->node_types[id.i] = t;
}

TyId tc_node_ty(FnCtxt *fcx, HirId id) {
    if (id.i && id.i < fcx->r->nids && fcx->r->node_types[id.i].i) return fcx->r->node_types[id.i];
    return fcx->c->error;
}

void tc_write_adj(FnCtxt *fcx, HirId id, const Adjustment *steps, uint32_t n) {
    if (!id.i || id.i >= fcx->r->nids) return;
    Adjustments *a = &fcx->r->adjustments[id.i];
    a->steps = n ? arena_memdup(fcx->arena, steps, n * sizeof *steps, _Alignof(Adjustment)) : NULL;
    a->n = n;
}

void tc_push_adj(FnCtxt *fcx, HirId id, Adjustment adj) {
    if (!id.i || id.i >= fcx->r->nids) return;
    Adjustments *a = &fcx->r->adjustments[id.i];
    Adjustment *n = ARENA_ARRAY(fcx->arena, Adjustment, a->n + 1);
    if (a->n) memcpy(n, a->steps, a->n * sizeof *n);
    n[a->n] = adj;
    a->steps = n;
    a->n++;
}

FnSig tc_make_sig(TyCtxt *tcx, const TyId *inputs, uint32_t n, TyId output, bool variadic, bool is_unsafe, Abi abi) {
    TyId buf[64];
    TyId *tys = n + 1 <= 64 ? buf : xmalloc((n + 1) * sizeof(TyId));
    for (uint32_t i = 0; i < n; i++) tys[i] = inputs[i];
    tys[n] = output;
    FnSig s = {ty_intern_args(tcx, tys, n + 1), variadic, is_unsafe, abi};
    if (tys != buf) free(tys);
    return s;
}

DefId tc_lang(FnCtxt *fcx, LangItem li) { return hir_lang_item(ty_hir(fcx->tcx), li); }

DefId tc_trait_method(FnCtxt *fcx, DefId trait, const char *name) {
    if (!trait.i) return (DefId){0};
    const AssocItems *items = ty_assoc_items(fcx->tcx, trait);
    Symbol s = sym_cstr(name);
    for (uint32_t i = 0; items && i < items->n; i++)
        if (items->items[i].name == s && items->items[i].kind == DEF_ASSOC_FN) return items->items[i].def;
    return (DefId){0};
}

/* ---- normalisation ---- */

typedef struct NormArg {
    FnCtxt *fcx;
    Span span;
} NormArg;

/* Replaces projections that still mention inference variables by fresh
 * variables with a pending projection obligation (rustc's
 * normalize_associated_types_in with deferred projection predicates). */
static TyId norm_fold(void *arg, TyId t) {
    NormArg *na = arg;
    FnCtxt *fcx = na->fcx;
    const TyData *d = ty_get(fcx->tcx, t);
    if (!(d->flags & TYF_HAS_PROJECTION)) return t;
    if (d->kind == TYK_PROJECTION && (d->flags & TYF_HAS_INFER)) {
        TyId v = tc_new_var(fcx, na->span);
        Oblig o = {0};
        o.pred.kind = PRED_PROJECTION;
        o.pred.item = d->proj.item;
        o.pred.ty = v;
        o.proj = t;
        o.span = na->span;
        vec_push(&fcx->obligs, o);
        return v;
    }
    return infer_map_components(fcx->tcx, t, norm_fold, arg);
}

TyId tc_normalize(FnCtxt *fcx, TyId t, Span span) {
    if (!t.i || !(ty_get(fcx->tcx, t)->flags & TYF_HAS_PROJECTION)) return t;
    t = ty_normalize(fcx->tcx, fcx->icx, fcx->env, tc_resolve(fcx, t));
    NormArg na = {fcx, span};
    return norm_fold(&na, t);
}

FnSig tc_normalize_sig(FnCtxt *fcx, FnSig s, Span span) {
    uint32_t n = ty_args_len(fcx->tcx, s.inputs_and_output);
    TyId buf[64];
    TyId *tys = n <= 64 ? buf : xmalloc(n * sizeof(TyId));
    bool changed = false;
    for (uint32_t i = 0; i < n; i++) {
        TyId t = ty_args(fcx->tcx, s.inputs_and_output)[i];
        tys[i] = tc_normalize(fcx, t, span);
        changed |= !ty_eq(t, tys[i]);
    }
    if (changed) s.inputs_and_output = ty_intern_args(fcx->tcx, tys, n);
    if (tys != buf) free(tys);
    return s;
}

TyId tc_lower_ty(FnCtxt *fcx, const HirTy *t) {
    TyId r = ty_lower_ty(fcx->tcx, fcx->owner, t, tc_infer_cb, fcx);
    /* its well-formedness: the object of a trait that is not object safe
     * (E0038 at the whole type, reported when the body is done) */
    DefId trait = {0};
    if (res_def(ty_resolver(fcx->tcx), fcx->owner)->krate == LOCAL_CRATE && !ty_object_safe_for_dispatch(fcx->tcx) &&
        ty_find_unsafe_dyn(fcx->tcx, t, &trait))
        vec_push(&fcx->unsafe_objects, ((UnsafeObject){trait, t->span}));
    return tc_normalize(fcx, r, t->span);
}

/* rcc reveals a call's `impl Trait` result; rustc sees an opaque type
 * whose only known impls are its bounds, so `foo().into()` on `fn foo()
 * -> impl Into<X>` picks X. The bounds, made for the call's args, join
 * the body's where-clauses (true facts about the hidden type; selection
 * prefers them to the blanket impls that make it ambiguous). */
void tc_note_opaque_bounds(FnCtxt *fcx, DefId fn, ArgsId args) {
    TyCtxt *tcx = fcx->tcx;
    if (!fn.i || !ty_fn_has_opaque_output(tcx, fn)) return;
    const HirItem *it = hir_item(ty_hir(tcx), fn);
    if (!it || it->kind != HITEM_FN || !it->fn.decl.output || it->fn.decl.output->kind != HTY_IMPL_TRAIT) return;
    FnSig sig = ty_fn_sig(tcx, fn);
    Predicates p = {0};
    ty_opaque_bounds(tcx, fn, it->fn.decl.output, sig_output(tcx, sig), &p);
    VEC(Predicate) v = {0};
    for (uint32_t i = 0; i < fcx->env.n; i++) vec_push(&v, fcx->env.preds[i]);
    uint32_t before = v.len;
    /* the trait bounds and their projections (`impl Future<Output = T>`:
     * a trait fact without its Output would make the projection rigid) */
    for (uint32_t i = 0; i < p.n; i++) {
        Predicate q = p.preds[i];
        q.trait_ref.args = infer_resolve_args(fcx->icx, ty_subst_args(tcx, q.trait_ref.args, args));
        uint32_t bad = TYF_HAS_INFER | TYF_HAS_ERROR | TYF_HAS_PARAM;
        bool known = true;
        for (uint32_t k = 0; k < ty_args_len(tcx, q.trait_ref.args) && known; k++)
            known = !(ty_get(tcx, ty_args(tcx, q.trait_ref.args)[k])->flags & bad);
        if (q.kind == PRED_PROJECTION) {
            q.ty = infer_resolve(fcx->icx, ty_subst(tcx, q.ty, args));
            known = known && !(ty_get(tcx, q.ty)->flags & bad);
        } else if (q.kind == PRED_TRAIT) {
            q.item = (DefId){PRED_EXACT_SELF};
        } else {
            known = false;
        }
        if (known) vec_push(&v, q);
    }
    if (v.len > before) {
        fcx->env.preds = vec_to_arena(fcx->arena, &v);
        fcx->env.n = v.len;
    }
    vec_free(&v);
}

TyId tc_lower_qself(FnCtxt *fcx, const HirTy *t) {
    TyId r = ty_lower_qself(fcx->tcx, fcx->owner, t, tc_infer_cb, fcx);
    return tc_normalize(fcx, r, t->span);
}

/* ---- obligations ---- */

void tc_register_bound(FnCtxt *fcx, TraitRef tr, Span span, Span call_span, DefId item) {
    Oblig o = {0};
    o.pred.kind = PRED_TRAIT;
    o.pred.trait_ref = tr;
    o.span = span;
    o.call_span = call_span;
    o.item = item;
    vec_push(&fcx->obligs, o);
}

/* The where-clauses of `def` instantiated with `args` become obligations
 * (a call's callee, a path to a generic item). Sized bounds are not
 * checked here (they cannot fail for well-formed code we accept). */
/* A bound's arguments with their projections normalised, as rustc
 * normalises the predicates it instantiates: `F: FnMut(Self::Item)` of
 * `map` on `Chars` is `F: FnMut<(char,)>` (closure signatures are deduced
 * from it), `FromResidual<<Option<A> as Try>::Residual>` is
 * `FromResidual<Option<Infallible>>`. With make_vars, a projection of a
 * still unknown type becomes a variable (and an obligation); without
 * (while obligations are being processed), it stays. */
static ArgsId normalize_args(FnCtxt *fcx, ArgsId args, Span span, bool make_vars) {
    uint32_t n = ty_args_len(fcx->tcx, args);
    const TyId *a = ty_args(fcx->tcx, args);
    bool any = false;
    for (uint32_t i = 0; i < n; i++)
        if (ty_get(fcx->tcx, a[i])->flags & TYF_HAS_PROJECTION) any = true;
    if (!any || n > 16) return args;
    TyId out[16];
    for (uint32_t i = 0; i < n; i++) {
        out[i] = a[i];
        if (!(ty_get(fcx->tcx, a[i])->flags & TYF_HAS_PROJECTION)) continue;
        out[i] = make_vars ? tc_normalize(fcx, a[i], span) : ty_normalize(fcx->tcx, fcx->icx, fcx->env, a[i]);
    }
    return ty_intern_args(fcx->tcx, out, n);
}

void tc_register_predicates(FnCtxt *fcx, DefId def, ArgsId args, Span span, Span call_span) {
    const Predicates *ps = ty_predicates_of(fcx->tcx, def);
    if (!ps) return;
    DefId sized = tc_lang(fcx, LANG_SIZED);
    for (uint32_t i = 0; i < ps->n; i++) {
        const Predicate *p = &ps->preds[i];
        if (p->kind == PRED_TRAIT) {
            if (def_eq(p->trait_ref.trait, sized)) continue;
            TraitRef tr = {p->trait_ref.trait, normalize_args(fcx, ty_subst_args(fcx->tcx, p->trait_ref.args, args), span, true)};
            tc_register_bound(fcx, tr, span, call_span, def);
            fcx->obligs.data[fcx->obligs.len - 1].pred.span = p->span;
        } else {
            TyId proj = ty_projection(fcx->tcx, p->item, ty_subst_args(fcx->tcx, p->trait_ref.args, args));
            TyId want = tc_normalize(fcx, ty_subst(fcx->tcx, p->ty, args), span);
            Oblig o = {0};
            o.pred.kind = PRED_PROJECTION;
            o.pred.item = p->item;
            o.pred.ty = want;
            o.proj = proj;
            o.span = span;
            vec_push(&fcx->obligs, o);
        }
    }
}

/* Does the trait of projection p (`<X as Tr<..>>::Out`) fail to hold?
 * Then the trait's own obligation reports it, and a mismatch of the
 * projection is not an error of its own (rustc suppresses errors that a
 * reported one implies). */
static bool projection_trait_fails(FnCtxt *fcx, TyId p) {
    const TyData *pd = ty_get(fcx->tcx, p);
    if (pd->kind != TYK_PROJECTION) return false;
    const DefData *item = res_def(ty_resolver(fcx->tcx), pd->proj.item);
    if (!item || !item->parent.i) return false;
    uint32_t snap = infer_snapshot(fcx->icx);
    Selection s = ty_select(fcx->tcx, fcx->icx, fcx->env, (TraitRef){item->parent, pd->proj.args});
    infer_rollback(fcx->icx, snap);
    return s.kind == SEL_NONE;
}

/* Tries to make progress on pending obligations: projections whose
 * self type became known are normalised and unified; trait bounds on
 * known types are selected (SEL_NONE is reported). Returns after a pass
 * that changed nothing. */
static bool process_obligs(FnCtxt *fcx, bool final) {
    bool progress = false;
    for (uint32_t i = 0; i < fcx->obligs.len;) {
        Oblig o = fcx->obligs.data[i];
        bool done = false;
        uint32_t key;
        if (o.pred.kind == PRED_PROJECTION) {
            TyId p = tc_resolve(fcx, o.proj);
            key = p.i;
            if (o.stalled && o.stalled_key == key && !final) {
                i++;
                continue;
            }
            TyId n = ty_normalize(fcx->tcx, fcx->icx, fcx->env, p);
            const TyData *nd = ty_get(fcx->tcx, n);
            if (nd->kind == TYK_PROJECTION && !(nd->flags & TYF_HAS_INFER) && !(nd->flags & TYF_HAS_PARAM) && final) {
                done = true;   /* its trait does not hold: E0277 says so */
            } else if (!(nd->kind == TYK_PROJECTION && (nd->flags & TYF_HAS_INFER))) {
                if (nd->kind != TYK_PROJECTION || !ty_eq(n, p) || !(nd->flags & TYF_HAS_INFER)) {
                    NormArg na = {fcx, o.span};
                    n = norm_fold(&na, n);
                    if (!infer_unify(fcx->icx, o.pred.ty, n)) {
                        if (!tc_is_error(fcx, n) && !tc_is_error(fcx, o.pred.ty) && !projection_trait_fails(fcx, p)) {
                            Diag *d = diag_error(fcx->dc, DC_E0271, o.span, "type mismatch resolving `%s == %s`",
                                                 tc_ty_str(fcx, p), tc_ty_str(fcx, o.pred.ty));
                            diag_emit(d);
                        }
                        tc_taint(fcx);
                    }
                    done = true;
                }
            }
        } else {
            TraitRef tr = o.pred.trait_ref;
            ArgsId resolved = infer_resolve_args(fcx->icx, tr.args);
            key = resolved.i;
            if (o.stalled && o.stalled_key == key && !final) {
                i++;
                continue;
            }
            tr.args = normalize_args(fcx, resolved, o.span, false);
            const TyId *a = ty_args(fcx->tcx, tr.args);
            bool self_known = a && !infer_is_unresolved(fcx->icx, a[0]);
            /* an {integer}/{float} self type is selected as it is (rustc
             * finds only a type variable's obligations ambiguous): it can
             * already fail (no impl for any type of its kind), and a
             * single candidate decides the other arguments
             * (`{integer}: SampleBorrow<?X>` with `impl<B> SampleBorrow<B>
             * for B` makes ?X the integer's variable) */
            if (a && !self_known) {
                InferKind k;
                if (tc_is_var(fcx, a[0], &k) && k != INFER_TY) self_known = true;
            }
            bool has_err = false;
            for (uint32_t k = 0; k < ty_args_len(fcx->tcx, tr.args); k++)
                if (ty_get(fcx->tcx, a[k])->flags & TYF_HAS_ERROR) has_err = true;
            if (has_err) {
                done = true;
            } else if (self_known || final) {
                Selection s = ty_select(fcx->tcx, fcx->icx, fcx->env, tr);
                if (s.kind == SEL_NONE) {
                    tc_err_unsatisfied(fcx, &o, tr);
                    done = true;
                } else if (s.kind != SEL_AMBIGUOUS && (!s.nested_ambiguous || final)) {
                    /* a candidate confirmed with nested obligations still
                     * ambiguous (`Uq<?U>: Into<?X>` needs `?X: From<Uq<?U>>`)
                     * stays pending: what they decide later is not lost */
                    done = true;
                } else if (final) {
                    done = true;   /* ambiguity: E0282/E0283 come from unresolved types */
                }
            }
        }
        if (done) {
            fcx->obligs.data[i] = fcx->obligs.data[fcx->obligs.len - 1];
            fcx->obligs.len--;
            progress = true;
        } else {
            fcx->obligs.data[i].stalled = true;
            fcx->obligs.data[i].stalled_key = key;
            i++;
        }
    }
    return progress;
}

void tc_select_where_possible(FnCtxt *fcx) {
    for (int round = 0; round < 16 && process_obligs(fcx, false); round++) {
    }
}

/* ---- the write-back ---- */

typedef struct Writeback {
    FnCtxt *fcx;
    bool reported;
} Writeback;

static TyId wb_ty(Writeback *wb, TyId t, Span span) {
    FnCtxt *fcx = wb->fcx;
    if (!t.i) return t;
    TyId r = tc_resolve(fcx, t);
    if (ty_get(fcx->tcx, r)->flags & TYF_HAS_INFER) {
        if (!wb->reported && !fcx->tainted && fcx->dc->nerrors == fcx->errors_at_start) {
            Span sp = span;
            if (span_is_dummy(sp)) sp = infer_var_origin(fcx->icx, r);
            if (span_is_dummy(sp)) sp = fcx->body->value->span;
            tc_err_annotations_needed(fcx, sp, r);
        }
        wb->reported = true;
        fcx->tainted = true;
        return fcx->c->error;
    }
    return r;
}

static ArgsId wb_args(Writeback *wb, ArgsId a) {
    uint32_t n = ty_args_len(wb->fcx->tcx, a);
    if (!n) return a;
    TyId *tys = xmalloc(n * sizeof(TyId));
    for (uint32_t i = 0; i < n; i++) tys[i] = wb_ty(wb, ty_args(wb->fcx->tcx, a)[i], (Span){0, 0});
    ArgsId r = ty_intern_args(wb->fcx->tcx, tys, n);
    free(tys);
    return r;
}

static void wb_adjs(Writeback *wb, Adjustments *a) {
    for (uint32_t k = 0; k < a->n; k++) a->steps[k].target = wb_ty(wb, a->steps[k].target, (Span){0, 0});
}

static void writeback(FnCtxt *fcx) {
    Writeback wb = {fcx, false};
    if (!fcx->tainted && fcx->dc->nerrors == fcx->errors_at_start && tc_report_unresolved(fcx)) {
        wb.reported = true;
        fcx->tainted = true;
    }
    TypeckResults *r = fcx->r;
    /* Locals and patterns first: E0282 then points at the binding, as rustc. */
    for (uint32_t i = 1; i < r->nids; i++) {
        if (r->node_types[i].i) r->node_types[i] = wb_ty(&wb, r->node_types[i], (Span){0, 0});
        if (r->node_args[i].i) r->node_args[i] = wb_args(&wb, r->node_args[i]);
        wb_adjs(&wb, &r->adjustments[i]);
        wb_adjs(&wb, &r->pat_adjustments[i]);
        if (r->type_dependent[i].def.i) r->type_dependent[i].args = wb_args(&wb, r->type_dependent[i].args);
    }
    for (uint32_t i = 0; i < fcx->closures.len; i++) {
        ClosureInfo *ci = &fcx->closures.data[i];
        ci->sig.inputs_and_output = wb_args(&wb, ci->sig.inputs_and_output);
        for (uint32_t k = 0; k < ci->ncaptures; k++) ci->captures[k].ty = wb_ty(&wb, ci->captures[k].ty, (Span){0, 0});
    }
    if (fcx->opaques.len) {
        r->opaques = ARENA_ARRAY(fcx->arena, TyId, fcx->opaques.len);
        for (uint32_t i = 0; i < fcx->opaques.len; i++) r->opaques[i] = wb_ty(&wb, fcx->opaques.data[i], fcx->body->value->span);
        r->nopaques = fcx->opaques.len;
    }
    r->closures = fcx->closures.len ? ARENA_ARRAY(fcx->arena, ClosureInfo, fcx->closures.len) : NULL;
    if (fcx->closures.len) memcpy(r->closures, fcx->closures.data, fcx->closures.len * sizeof(ClosureInfo));
    r->nclosures = fcx->closures.len;
}

/* ---- bodies ---- */

/* Exhaustiveness checking (exhaust.c, written by `mono`): called for
 * every untainted body once it exists. */
static void tc_run_exhaustiveness(TyCtxt *tcx, const HirBody *body, const TypeckResults *r) {
    (void)tc_check_exhaustiveness(tcx, body, r);
    tc_lint_unused_results(tcx, body, r);
    tc_lint_unused_unsafe(tcx, body, r);
}

static TypeckResults *new_results(TyCtxt *tcx, DefId owner, uint32_t nids) {
    Arena *a = ty_arena(tcx);
    TypeckResults *r = ARENA_NEW(a, TypeckResults);
    r->owner = owner;
    r->nids = nids;
    uint32_t n = nids ? nids : 1;
    r->node_types = ARENA_ARRAY(a, TyId, n);
    r->node_args = ARENA_ARRAY(a, ArgsId, n);
    r->adjustments = ARENA_ARRAY(a, Adjustments, n);
    r->type_dependent = ARENA_ARRAY(a, TypeDependentDef, n);
    r->binding_modes = ARENA_ARRAY(a, uint8_t, n);
    r->pat_adjustments = ARENA_ARRAY(a, Adjustments, n);
    r->field_indices = ARENA_ARRAY(a, uint32_t, n);
    r->type_relative_res = ARENA_ARRAY(a, Res, n);
    r->coercion_casts = ARENA_ARRAY(a, bool, n);
    return r;
}

/* The type an anonymous constant's value has: usize for array lengths
 * and repeat counts, the discriminant type for enum discriminants. */
static TyId anon_const_ty(FnCtxt *fcx) {
    Resolver *res = ty_resolver(fcx->tcx);
    const DefData *dd = res_def(res, fcx->owner);
    if (dd && dd->parent.i) {
        const DefData *pd = res_def(res, dd->parent);
        if (pd && pd->kind == DEF_VARIANT && pd->parent.i) return ty_discr_ty(fcx->tcx, pd->parent);
        if (pd && pd->kind == DEF_CONST_PARAM) return ty_type_of(fcx->tcx, dd->parent);
    }
    /* a const generic argument: its parameter's type (ty records it when
     * lowering the argument); else usize */
    return ty_type_of(fcx->tcx, fcx->owner);
}

static Span fn_ret_span(FnCtxt *fcx) {
    const HirItem *it = hir_item(ty_hir(fcx->tcx), fcx->owner);
    if (it && it->kind == HITEM_FN && it->fn.decl.output) return it->fn.decl.output->span;
    return (Span){0, 0};
}

/* A return-position `impl Trait` while its fn is checked: a variable
 * whose value becomes the hidden type, with the bounds as obligations. */
static TyId opaque_var(void *arg, uint32_t index, const HirTy *impl_trait) {
    FnCtxt *fcx = arg;
    TyId v = tc_new_var(fcx, impl_trait->span);
    while (fcx->opaques.len <= index) vec_push(&fcx->opaques, v);
    fcx->opaques.data[index] = v;
    Predicates ps;
    ty_opaque_bounds(fcx->tcx, fcx->owner, impl_trait, v, &ps);
    for (uint32_t i = 0; i < ps.n; i++) {
        const Predicate *p = &ps.preds[i];
        if (p->kind == PRED_TRAIT) {
            tc_register_bound(fcx, p->trait_ref, impl_trait->span, (Span){0, 0}, (DefId){0});
            fcx->obligs.data[fcx->obligs.len - 1].opaque = true;
        } else {
            Oblig o = {0};
            o.pred.kind = PRED_PROJECTION;
            o.pred.item = p->item;
            o.pred.ty = p->ty;
            o.proj = ty_projection(fcx->tcx, p->item, p->trait_ref.args);
            o.span = impl_trait->span;
            vec_push(&fcx->obligs, o);
        }
    }
    return v;
}

/* The hook behind ty_fn_sig for a fn returning `impl Trait`: the type
 * its check inferred (an error type after errors or in a cycle). */
static TyId reveal_opaque(TyCtxt *tcx, DefId fn, uint32_t index) {
    const TypeckResults *r = tc_typeck(tcx, fn);
    if (!r || index >= r->nopaques || !r->opaques[index].i) return ty_common(tcx)->error;
    return r->opaques[index];
}

void tc_install(TyCtxt *tcx) { (void)tc_ctxt(tcx); }

/* The program's `main` must return a type implementing `Termination`
 * (rustc registers the bound when it checks the entry fn). */
static void check_main_return(FnCtxt *fcx, TyId ret) {
    TyCtxt *tcx = fcx->tcx;
    Hir *h = ty_hir(tcx);
    bool is_start = false;
    if (!ty_options(tcx)->is_bin || res_crate_has_attr(ty_resolver(tcx), LOCAL_CRATE, SYM_no_main)) return;
    if (!def_eq(hir_entry_fn(h, &is_start), fcx->owner) || is_start) return;
    Span sp = fn_ret_span(fcx);
    const Item *ai = res_def(ty_resolver(tcx), fcx->owner)->ast;
    if (ai && ai->kind == ITEM_FN && ai->fn.header.is_async) {
        /* the signature: from the qualifiers to the return type */
        Span sig = {ai->fn.header.span.lo, ai->fn.decl.output ? ai->fn.decl.output->span.hi : ai->ident.span.hi};
        Diag *dg = diag_error(fcx->dc, DC_E0752, sig, "`main` function is not allowed to be `async`");
        diag_label(dg, sig, true, "`main` function is not allowed to be `async`");
        diag_emit(dg);
        tc_taint(fcx);
        return;
    }
    DefId term = tc_lang(fcx, LANG_TERMINATION);
    const TyData *d = ty_get(tcx, ret);
    if (span_is_dummy(sp) || !term.i || (d->flags & (TYF_HAS_ERROR | TYF_HAS_INFER))) return;
    if (ty_implements(tcx, NULL, fcx->env, ret, term, NULL, 0)) return;
    Diag *dg = diag_error(fcx->dc, DC_E0277, sp, "`main` has invalid return type `%s`", tc_ty_str(fcx, ret));
    diag_label(dg, sp, true, "`main` can only return types that implement `Termination`");
    diag_help(dg, "consider using `()`, or a `Result`");
    diag_emit(dg);
    tc_taint(fcx);
}

static void check_fn_body(FnCtxt *fcx) {
    TyCtxt *tcx = fcx->tcx;
    FnSig declared = ty_fn_has_opaque_output(tcx, fcx->owner) ? ty_fn_sig_with_opaques(tcx, fcx->owner, opaque_var, fcx)
                                                              : ty_fn_sig(tcx, fcx->owner);
    FnSig sig = tc_normalize_sig(fcx, declared, fcx->body->value->span);
    uint32_t nin = sig_ninputs(tcx, sig);
    for (uint32_t i = 0; i <= nin; i++)
        if (ty_get(tcx, ty_args(tcx, sig.inputs_and_output)[i])->flags & TYF_HAS_ERROR) tc_taint(fcx);   /* reported with the signature */
    const HirBody *b = fcx->body;
    const HirItem *it = hir_item(ty_hir(tcx), fcx->owner);
    const HirFnDecl *decl = it && it->kind == HITEM_FN ? &it->fn.decl : NULL;
    bool unsized_ok = tc_unsized_params_allowed(fcx);
    for (uint32_t i = 0; i < b->nparams; i++) {
        TyId t = i < nin ? sig_input(tcx, sig, i) : fcx->c->error;
        tc_write_ty(fcx, b->params[i].id, t);
        tc_check_pat_top(fcx, b->params[i].pat, t, (Span){0, 0}, false);
        /* every parameter must be Sized (rustc: at the pattern) */
        if (!unsized_ok && i < nin) {
            Span ts = decl && i < decl->ninputs && decl->inputs[i] ? decl->inputs[i]->span : (Span){0, 0};
            tc_require_sized(fcx, t, b->params[i].pat->span, ts, SIZED_PARAM);
        }
    }
    fcx->ret_ty = sig_output(tcx, sig);
    fcx->ret_span = fn_ret_span(fcx);
    check_main_return(fcx, fcx->ret_ty);
    if (b->value->kind == HEXPR_BLOCK) fcx->ret_block = b->value->block.block;
    tc_check_return_value(fcx, b->value, true);
}

static void check_const_body(FnCtxt *fcx, TyId ty) {
    fcx->ret_ty = (TyId){0};
    tc_check_expr_coercible(fcx, fcx->body->value, ty);
}

static void finish_body(FnCtxt *fcx) {
    tc_select_where_possible(fcx);
    infer_fallback(fcx->icx);
    tc_select_where_possible(fcx);
    tc_report_not_mut(fcx);
    tc_report_unsized(fcx);
    tc_check_casts(fcx);
    tc_closure_analyze(fcx);
    tc_resolve_deferred_calls(fcx);
    tc_select_where_possible(fcx);
    for (int round = 0; round < 16 && process_obligs(fcx, true); round++) {
    }
    vec_foreach(&fcx->unsafe_objects, u) {
        ty_report_object_unsafe(fcx->tcx, u->trait, u->span, (TyId){0}, (TyId){0});
        tc_taint(fcx);
    }
    writeback(fcx);
}

static TypeckResults *typeck_body(TcCtxt *tc, DefId owner, const HirBody *body) {
    TyCtxt *tcx = tc->tcx;
    FnCtxt fcx_ = {0}, *fcx = &fcx_;
    fcx->tc = tc;
    fcx->tcx = tcx;
    fcx->c = ty_common(tcx);
    fcx->icx = infer_new(tcx);
    fcx->env = ty_param_env(tcx, owner);
    fcx->owner = owner;
    fcx->body = body;
    fcx->arena = ty_arena(tcx);
    fcx->dc = ty_diag(tcx);
    fcx->errors_at_start = fcx->dc->nerrors;
    fcx->r = new_results(tcx, owner, body->nids);
    hmap_init(&fcx->binding_spans);
    hmap_init(&fcx->var_names);

    const DefData *dd = res_def(ty_resolver(tcx), owner);
    switch (dd ? dd->kind : DEF_FN) {
    case DEF_FN:
    case DEF_ASSOC_FN: check_fn_body(fcx); break;
    case DEF_CONST:
    case DEF_ASSOC_CONST:
    case DEF_STATIC: check_const_body(fcx, tc_normalize(fcx, ty_type_of(tcx, owner), body->value->span)); break;
    default: check_const_body(fcx, anon_const_ty(fcx)); break;
    }
    finish_body(fcx);

    TypeckResults *r = fcx->r;
    r->tainted = fcx->tainted || fcx->dc->nerrors != fcx->errors_at_start;
    vec_free(&fcx->breaks);
    vec_free(&fcx->obligs);
    vec_free(&fcx->casts);
    vec_free(&fcx->calls);
    vec_free(&fcx->closures);
    vec_free(&fcx->closure_tys);
    vec_free(&fcx->opaques);
    vec_free(&fcx->closure_depth_stack);
    vec_free(&fcx->lets);
    vec_free(&fcx->closure_params);
    vec_free(&fcx->not_mut);
    vec_free(&fcx->sized_checks);
    vec_free(&fcx->unsafe_objects);
    hmap_free(&fcx->binding_spans);
    hmap_free(&fcx->var_names);
    vec_free(&fcx->value_paths);
    infer_free(fcx->icx);
    return r;
}

const TypeckResults *tc_typeck(TyCtxt *tcx, DefId owner) {
    TcCtxt *tc = tc_ctxt(tcx);
    Hir *h = ty_hir(tcx);
    const DefData *dd = res_def(ty_resolver(tcx), owner);
    if (dd && dd->kind == DEF_CLOSURE) owner = hir_body_owner(h, owner);
    uint64_t v;
    if (hmap_get(&tc->results, owner.i, &v)) return (const TypeckResults *)(uintptr_t)v;
    if (hmap_get(&tc->in_progress, owner.i, &v)) {
        /* A cycle (a const used in its own type): an empty, tainted result. */
        TypeckResults *r = new_results(tcx, owner, 0);
        r->tainted = true;
        return r;
    }
    const HirBody *body = hir_body(h, owner);
    TypeckResults *r;
    if (!body) {
        r = new_results(tcx, owner, 0);
    } else {
        hmap_put(&tc->in_progress, owner.i, 1);
        r = typeck_body(tc, owner, body);
        hmap_remove(&tc->in_progress, owner.i);
        if (!r->tainted) {
            uint32_t before = ty_diag(tcx)->nerrors;
            tc_run_exhaustiveness(tcx, body, r);
            if (ty_diag(tcx)->nerrors != before) r->tainted = true;
        }
    }
    hmap_put(&tc->results, owner.i, (uint64_t)(uintptr_t)r);
    return r;
}

const ClosureInfo *tc_closure_info(TyCtxt *tcx, DefId closure) {
    const TypeckResults *r = tc_typeck(tcx, closure);
    for (uint32_t i = 0; i < r->nclosures; i++)
        if (def_eq(r->closures[i].def, closure)) return &r->closures[i];
    return NULL;
}

/* ---- the crate ---- */

/* E0046: an impl of a trait must define every trait item without a
 * default, or inherit it from an impl it specialises; a `default impl`
 * may leave items out (its specialising impls give them). */
static void check_impl_items(TyCtxt *tcx, const HirItem *it) {
    if (!it->impl.of_trait || it->impl.negative || it->is_default) return;
    TraitRef tr = ty_impl_trait_ref(tcx, it->def);
    if (!tr.trait.i) return;
    const AssocItems *ti = ty_assoc_items(tcx, tr.trait);
    const AssocItems *ii = ty_assoc_items(tcx, it->def);
    if (!ti) return;
    StrBuf names = {0}, labels = {0};
    uint32_t nmissing = 0;
    Span first_missing[16];
    Symbol missing_names[16];
    for (uint32_t i = 0; i < ti->n; i++) {
        const AssocItem *t = &ti->items[i];
        if (t->has_default) continue;
        bool found = false;
        for (uint32_t k = 0; ii && k < ii->n && !found; k++)
            found = def_eq(ii->items[k].trait_item, t->def) || ii->items[k].name == t->name;
        if (found || ty_impl_leaf_item(tcx, it->def, t->def)) continue;
        if (nmissing < 16) {
            first_missing[nmissing] = res_def(ty_resolver(tcx), t->def)->span;
            missing_names[nmissing] = t->name;
        }
        sb_printf(&names, "%s`%s`", nmissing ? ", " : "", sym_str(t->name));
        nmissing++;
    }
    if (nmissing) {
        for (uint32_t i = 0; i < nmissing && i < 3; i++)
            sb_printf(&labels, "%s`%s`", i ? ", " : "", sym_str(missing_names[i]));
        if (nmissing > 3) sb_printf(&labels, ", and %u other%s", nmissing - 3, nmissing - 3 == 1 ? "" : "s");
        Span hdr = it->span;
        if (it->impl.self_ty) hdr.hi = it->impl.self_ty->span.hi;
        Diag *d = diag_error(ty_diag(tcx), DC_E0046, hdr, "not all trait items implemented, missing: %s", sb_cstr(&names));
        for (uint32_t i = 0; i < nmissing && i < 16; i++)
            diag_label(d, first_missing[i], false, "`%s` from trait", sym_str(missing_names[i]));
        diag_label(d, hdr, true, "missing %s in implementation", sb_cstr(&labels));
        diag_emit(d);
    }
    sb_free(&names);
    sb_free(&labels);
}

/* The type of a const or static must be Sized (rustc's well-formedness
 * check of the item's type; a foreign static may be an extern type). */
static void check_item_type_sized(TyCtxt *tcx, const HirItem *it, const HirTy *hty, bool foreign) {
    if (!hty) return;
    TyId t = ty_type_of(tcx, it->def);
    const TyData *d = ty_get(tcx, t);
    if (d->flags & TYF_HAS_ERROR) return;
    if (foreign) {
        /* an extern static may be of an extern type, or of a struct
         * whose tail is one (rustc's allow_foreign_ty) */
        TyId tail = t;
        for (int depth = 0; depth < 32; depth++) {
            const TyData *td = ty_get(tcx, tail);
            const AdtDef *ad = td->kind == TYK_ADT ? ty_adt_def(tcx, td->adt.def) : NULL;
            if (!ad || ad->kind != ADT_STRUCT || !ad->nvariants || !ad->variants[0].nfields) break;
            tail = ty_field_ty(tcx, tail, 0, ad->variants[0].nfields - 1);
        }
        if (ty_get(tcx, tail)->kind == TYK_FOREIGN) return;
    }
    if (ty_is_sized(tcx, ty_param_env(tcx, it->def), t)) return;
    const char *ts = ty_to_string(tcx, t);
    if (d->kind == TYK_DYN && strstr(ts, " + ")) ts = arena_sprintf(ty_arena(tcx), "(%s)", ts);
    Diag *dg = diag_error(ty_diag(tcx), DC_E0277, hty->span,
                          "the size for values of type `%s` cannot be known at compilation time", ts);
    diag_label(dg, hty->span, true, "doesn't have a size known at compile-time");
    diag_help(dg, "the trait `Sized` is not implemented for `%s`", ts);
    diag_emit(dg);
}

/* E0380: an auto trait has no associated items (rustc's AST validation;
 * a call of one through `T: AutoTrait` has no impl to resolve to). */
static void check_auto_trait_items(TyCtxt *tcx, DefId trait) {
    const HirItem *it = hir_item(ty_hir(tcx), trait);
    if (!it || it->kind != HITEM_TRAIT || !it->trait.nitems || !ty_trait_def(tcx, trait)->is_auto) return;
    Resolver *r = ty_resolver(tcx);
    const Item *ti = res_def(r, trait)->ast;
    const Item *first = res_def(r, it->trait.items[0])->ast;
    Span sp = first ? first->ident.span : res_def(r, it->trait.items[0])->span;
    Diag *d = diag_error(ty_diag(tcx), DC_E0380, sp, "auto traits cannot have associated items");
    if (ti) diag_label(d, ti->ident.span, false, "auto trait cannot have associated items");
    diag_emit(d);
}

/* rustc's well-formedness checks of item signatures that rcc does, run
 * over the whole crate before any body (rustc stops after them). Only
 * free consts and statics must be Sized, not associated consts. */
/* The first part of a const parameter's type that #![feature(
 * adt_const_params)] still refuses (E0741): a `dyn`, or an ADT without
 * `#[derive(PartialEq, Eq)]`. */
static TyId const_param_violation(TyCtxt *tcx, TyId t, int depth) {
    const TyData *d = ty_get(tcx, t);
    if (depth > 16) return (TyId){0};
    switch (d->kind) {
    case TYK_DYN: return t;
    case TYK_REF: return const_param_violation(tcx, d->pointee, depth + 1);
    case TYK_ARRAY: return const_param_violation(tcx, d->array.elem, depth + 1);
    case TYK_SLICE: return const_param_violation(tcx, d->elem, depth + 1);
    case TYK_TUPLE:
        for (uint32_t i = 0; i < ty_args_len(tcx, d->tuple); i++) {
            TyId v = const_param_violation(tcx, ty_args(tcx, d->tuple)[i], depth + 1);
            if (v.i) return v;
        }
        return (TyId){0};
    case TYK_ADT: {
        DefId speq = hir_lang_item(ty_hir(tcx), LANG_STRUCTURAL_PEQ);
        if (speq.i && !ty_implements(tcx, NULL, (ParamEnv){0}, t, speq, NULL, 0)) return t;
        return (TyId){0};
    }
    default: return (TyId){0};
    }
}

/* The types a const generic parameter may have: integers, bool and char
 * (min_const_generics), more with #![feature(adt_const_params)]. rcc
 * used to lower the others to an error type without a word. */
static void check_const_param_types(TyCtxt *tcx, const HirItem *it) {
    Resolver *r = ty_resolver(tcx);
    bool adt = res_crate_has_feature(r, LOCAL_CRATE, sym_cstr("adt_const_params"));
    for (uint32_t i = 0; i < it->generics.nparams; i++) {
        const HirGenericParam *p = &it->generics.params[i];
        if (p->kind != HGP_CONST || !p->const_ty) continue;
        TyId t = ty_type_of(tcx, p->def);
        const TyData *d = ty_get(tcx, t);
        if (d->flags & (TYF_HAS_ERROR | TYF_HAS_PARAM)) continue;
        if (d->kind == TYK_INT || d->kind == TYK_UINT || d->kind == TYK_BOOL || d->kind == TYK_CHAR) continue;
        Span sp = p->const_ty->span;
        if (!adt) {
            const char *ts = ty_to_string(tcx, t);
            Diag *dg = diag_error(ty_diag(tcx), DC_NONE, sp, "`%s` is forbidden as the type of a const generic parameter", ts);
            diag_label(dg, sp, true, NULL);
            diag_note(dg, "the only supported types are integers, `bool` and `char`");
            diag_help(dg, "more complex types are supported with `#![feature(adt_const_params)]`");
            diag_emit(dg);
            continue;
        }
        TyId v = const_param_violation(tcx, t, 0);
        if (!v.i) continue;
        const char *vs = ty_to_string(tcx, v);
        if (ty_get(tcx, v)->kind == TYK_DYN && strstr(vs, " + ")) vs = arena_sprintf(ty_arena(tcx), "(%s)", vs);
        Diag *dg = diag_error(ty_diag(tcx), DC_E0741, sp,
                              "`%s` must be annotated with `#[derive(PartialEq, Eq)]` to be used as the type of a const parameter",
                              vs);
        diag_label(dg, sp, true, NULL);
        diag_emit(dg);
    }
}

/* E0038 for a `dyn Trait` of a trait that is not object safe in a
 * written type of a signature (rustc's wfcheck, whose error points at the
 * innermost offending type, or with `whole` at the whole type: a fn's
 * return type). Not with #![feature(object_safe_for_dispatch)], which
 * leaves the check to the coercions that make such objects. */
static void check_ty_object_safe(TyCtxt *tcx, const HirTy *t, bool whole) {
    DefId trait = {0};
    const HirTy *bad = t ? ty_find_unsafe_dyn(tcx, t, &trait) : NULL;
    if (bad) ty_report_object_unsafe(tcx, trait, whole ? t->span : bad->span, (TyId){0}, (TyId){0});
}

static void check_bounds_object_safe(TyCtxt *tcx, const HirGenericBound *b, uint32_t n) {
    for (uint32_t k = 0; k < n; k++) {
        DefId trait = {0};
        const HirTy *bad = b[k].kind == HB_TRAIT ? ty_find_unsafe_dyn_in_path(tcx, b[k].trait_path, &trait) : NULL;
        if (bad) ty_report_object_unsafe(tcx, trait, bad->span, (TyId){0}, (TyId){0});
    }
}

static void check_item_object_safe(TyCtxt *tcx, const HirItem *it) {
    /* where-clauses: the bounded type whole, a bound's args innermost */
    for (uint32_t i = 0; i < it->generics.npreds; i++) {
        const HirWherePred *p = &it->generics.preds[i];
        check_ty_object_safe(tcx, p->bounded, true);
        check_bounds_object_safe(tcx, p->bounds, p->nbounds);
    }
    /* (associated items are crate items of their own) */
    switch (it->kind) {
    case HITEM_FN:
        for (uint32_t i = 0; i < it->fn.decl.ninputs; i++) check_ty_object_safe(tcx, it->fn.decl.inputs[i], false);
        check_ty_object_safe(tcx, it->fn.decl.output, true);
        break;
    case HITEM_CONST: check_ty_object_safe(tcx, it->konst.ty, false); break;
    case HITEM_STATIC: check_ty_object_safe(tcx, it->statik.ty, false); break;
    case HITEM_STRUCT: case HITEM_UNION: case HITEM_ENUM:
        for (uint32_t v = 0; v < it->adt.nvariants; v++)
            for (uint32_t f = 0; f < it->adt.variants[v].nfields; f++)
                check_ty_object_safe(tcx, it->adt.variants[v].fields[f].ty, false);
        break;
    case HITEM_IMPL:
        check_ty_object_safe(tcx, it->impl.self_ty, false);
        break;
    case HITEM_TRAIT: check_bounds_object_safe(tcx, it->trait.supertraits, it->trait.nsupertraits); break;
    default: break;
    }
}

static void check_item_wf(TyCtxt *tcx, DefId def) {
    const DefData *dd = res_def(ty_resolver(tcx), def);
    const HirItem *git = hir_item(ty_hir(tcx), def);
    if (git && git->generics.nparams) check_const_param_types(tcx, git);
    if (git && !ty_object_safe_for_dispatch(tcx))
        check_item_object_safe(tcx, git);
    if (dd && dd->kind == DEF_TRAIT) {
        check_auto_trait_items(tcx, def);
        return;
    }
    if (!dd || (dd->kind != DEF_CONST && dd->kind != DEF_STATIC)) return;
    const HirItem *it = hir_item(ty_hir(tcx), def);
    if (!it) return;
    if (it->kind == HITEM_CONST) check_item_type_sized(tcx, it, it->konst.ty, false);
    if (it->kind == HITEM_STATIC) check_item_type_sized(tcx, it, it->statik.ty, it->statik.is_foreign);
}

/* ---- associated type values against the trait's bounds ---- */

typedef struct ProjSubst {
    TyCtxt *tcx;
    TyId proj, with;
} ProjSubst;

static TyId proj_subst_fold(void *arg, TyId t) {
    ProjSubst *ps = arg;
    if (ty_eq(t, ps->proj)) return ps->with;
    if (!(ty_get(ps->tcx, t)->flags & TYF_HAS_PROJECTION)) return t;
    return infer_map_components(ps->tcx, t, proj_subst_fold, arg);
}

/* rustc's check_type_bounds: the value an impl gives an associated type
 * (or the trait's default) must satisfy the bounds the trait declares
 * on it (`type U: Clone;` with `type U = str;` is E0277), else code
 * using the bound on a projection reaches an impl that does not exist. */
static void check_assoc_ty_value(TyCtxt *tcx, DefId value_item, DefId trait_item, ArgsId trait_args) {
    const TyGenerics *g = ty_generics_of(tcx, trait_item);
    if (g && g->nparams) return;   /* generic associated types: not checked */
    const HirItem *vi = hir_item(ty_hir(tcx), value_item);
    if (!vi || vi->kind != HITEM_TY_ALIAS || !vi->ty_alias.ty) return;
    Predicates b = ty_item_bounds(tcx, trait_item, trait_args);
    if (!b.n) return;
    TyId val = ty_type_of(tcx, value_item);
    const TyData *vd = ty_get(tcx, val);
    if (vd->flags & (TYF_HAS_ERROR | TYF_HAS_INFER)) return;
    /* a value with a projection that is not rigid (`<GetNext<T::Next> as
     * Next>::Next`) would need normalising, which can recurse without end
     * in rcc's selection (rustc reports the overflow): only rigid
     * `<T as Trait>::X` projections of a parameter are checked */
    if ((vd->flags & TYF_HAS_PROJECTION) &&
        (vd->kind != TYK_PROJECTION || !ty_args_len(tcx, vd->proj.args) ||
         ty_get(tcx, ty_args(tcx, vd->proj.args)[0])->kind != TYK_PARAM))
        return;
    ParamEnv env = ty_param_env(tcx, value_item);
    ProjSubst ps = {tcx, ty_projection(tcx, trait_item, trait_args), val};
    Span sp = vi->ty_alias.ty->span;
    Span reported[8];
    uint32_t nreported = 0;
    for (uint32_t i = 0; i < b.n; i++) {
        const Predicate *p = &b.preds[i];
        if (p->kind != PRED_TRAIT) continue;
        /* a bound's supertraits share its span: one error per bound */
        bool seen = false;
        for (uint32_t k = 0; k < nreported; k++)
            seen |= reported[k].lo == p->span.lo && reported[k].hi == p->span.hi;
        if (seen) continue;
        uint32_t n = ty_args_len(tcx, p->trait_ref.args);
        TyId buf[16];
        if (n == 0 || n > 16) continue;
        bool skip = false;
        for (uint32_t k = 0; k < n; k++) {
            buf[k] = proj_subst_fold(&ps, ty_args(tcx, p->trait_ref.args)[k]);
            if (ty_get(tcx, buf[k])->flags & (TYF_HAS_ERROR | TYF_HAS_INFER)) skip = true;
        }
        /* a projection inside the types (`ChildWrapper<<T as Parent>::Assoc>`)
         * needs reasoning rcc's selection does not always finish (item
         * bounds normalised through the environment): no error there;
         * a rigid projection as the self type is looked up directly */
        for (uint32_t k = 0; k < n && !skip; k++)
            if ((ty_get(tcx, buf[k])->flags & TYF_HAS_PROJECTION) && ty_get(tcx, buf[k])->kind != TYK_PROJECTION)
                skip = true;
        if (skip) continue;
        TraitRef tr = {p->trait_ref.trait, ty_intern_args(tcx, buf, n)};
        if (ty_select(tcx, NULL, env, tr).kind != SEL_NONE) continue;
        StrBuf full = {0}, path = {0}, item = {0};
        ty_print_def_path(tcx, &path, tr.trait, (ArgsId){0});
        ty_print_trait_bound(tcx, &full, tr);
        ty_print_def_path(tcx, &item, trait_item, (ArgsId){0});
        Diag *d = diag_error(ty_diag(tcx), DC_E0277, sp, "the trait bound `%s` is not satisfied", sb_cstr(&full));
        diag_label(d, sp, true, "the trait `%s` is not implemented for `%s`", sb_cstr(&path), ty_to_string(tcx, buf[0]));
        if (!span_is_dummy(p->span)) {
            Diag *nt = diag_span_note(d, p->span, "required by a bound in `%s`", sb_cstr(&item));
            diag_label(nt, p->span, true, "required by this bound in `%s`", sb_cstr(&item));
        }
        diag_emit(d);
        sb_free(&full);
        sb_free(&path);
        sb_free(&item);
        if (nreported == 8) return;
        reported[nreported++] = p->span;
    }
}

static void check_assoc_ty_values(TyCtxt *tcx, const HirItem *it) {
    if (it->kind == HITEM_IMPL) {
        if (!it->impl.of_trait || it->impl.negative) return;
        TraitRef tr = ty_impl_trait_ref(tcx, it->def);
        if (!tr.trait.i) return;
        const AssocItems *ii = ty_assoc_items(tcx, it->def);
        for (uint32_t i = 0; ii && i < ii->n; i++)
            if (ii->items[i].kind == DEF_ASSOC_TY && ii->items[i].trait_item.i)
                check_assoc_ty_value(tcx, ii->items[i].def, ii->items[i].trait_item, tr.args);
    } else if (it->kind == HITEM_TRAIT) {
        const AssocItems *ti = ty_assoc_items(tcx, it->def);
        ArgsId id = ty_identity_args(tcx, it->def);
        for (uint32_t i = 0; ti && i < ti->n; i++)
            if (ti->items[i].kind == DEF_ASSOC_TY && ti->items[i].has_default)
                check_assoc_ty_value(tcx, ti->items[i].def, ti->items[i].def, id);
    }
}

static void check_item_bodies(TyCtxt *tcx, DefId def) {
    Hir *h = ty_hir(tcx);
    const HirItem *it = hir_item(h, def);
    if (!it) return;
    switch (it->kind) {
    case HITEM_FN:
        if (it->fn.has_body) tc_typeck(tcx, def);
        break;
    case HITEM_CONST:
        if (it->konst.has_body) tc_typeck(tcx, def);
        break;
    case HITEM_STATIC:
        if (!it->statik.is_foreign) tc_typeck(tcx, def);
        break;
    case HITEM_IMPL:
        check_impl_items(tcx, it);
        check_assoc_ty_values(tcx, it);
        for (uint32_t i = 0; i < it->impl.nitems; i++) check_item_bodies(tcx, it->impl.items[i]);
        break;
    case HITEM_TRAIT:
        check_assoc_ty_values(tcx, it);
        for (uint32_t i = 0; i < it->trait.nitems; i++) check_item_bodies(tcx, it->trait.items[i]);
        break;
    case HITEM_STRUCT: case HITEM_ENUM: case HITEM_UNION:
        ty_check_representable(tcx, def);
        break;
    default: break;
    }
}

bool tc_check_crate(TyCtxt *tcx) {
    uint32_t before = ty_diag(tcx)->nerrors;
    uint32_t n = 0;
    const DefId *items = hir_crate_items(ty_hir(tcx), LOCAL_CRATE, &n);
    /* every fn's signature must be Sized: rustc stops at once (a fatal,
     * spanless error) when the crate has no `sized` lang item */
    if (n > 0 && !ty_require_lang_item(tcx, LANG_SIZED, (Span){0, 0}).i) return false;
    for (uint32_t i = 0; i < n; i++) check_item_wf(tcx, items[i]);
    if (ty_diag(tcx)->nerrors != before) return false;
    for (uint32_t i = 0; i < n; i++) check_item_bodies(tcx, items[i]);
    /* anonymous constants (array lengths, discriminants) of the local crate */
    Resolver *r = ty_resolver(tcx);
    uint32_t ndefs = res_def_count(r);
    for (uint32_t i = res_def_skip_extern(r, 1); i <= ndefs; i = res_def_skip_extern(r, i + 1)) {
        const DefData *dd = res_def(r, (DefId){i});
        if (dd && dd->krate == LOCAL_CRATE && dd->kind == DEF_ANON_CONST) tc_typeck(tcx, (DefId){i});
    }
    if (ty_diag(tcx)->nerrors == before) tc_lint_crate_items(tcx, items, n);
    return ty_diag(tcx)->nerrors == before;
}
