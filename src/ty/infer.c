/* infer.c — inference contexts: type, integer and float variables and
 * their unification.
 *
 * Takes: types interned by intern.c, possibly containing TYK_INFER
 * variables created here. Gives: unification (structural, with an occurs
 * check; integer variables only take integer types, float variables only
 * float types), shallow and deep resolution, snapshots for probing
 * (method probe, coercion attempts, trait selection) and the fallback of
 * unconstrained numeric and diverging variables.
 *
 * Representation: every variable is bound or not; a bound variable's
 * value is any type, possibly another variable (variable-to-variable
 * unification binds one to the other, so a variable's "root" is found by
 * following values). No path compression: every binding is undoable by
 * the log, and a compressed link could outlive the binding it skipped.
 * Variables made inside a rolled-back snapshot are not removed, only
 * unbound: a type mentioning one stays meaningful.
 */
#include "ty_int.h"

typedef struct InferVar {
    uint8_t kind;             /* InferKind */
    bool bound;
    bool diverging;           /* made for a diverging expression: falls back to () */
    TyId value;               /* when bound */
    Span origin;              /* where it was made (E0282) */
} InferVar;

typedef enum UndoKind { UNDO_BIND, UNDO_DIVERGING } UndoKind;
typedef struct UndoEntry {
    uint8_t kind;             /* UndoKind */
    uint32_t var;
} UndoEntry;

struct InferCtxt {
    TyCtxt *tcx;
    VEC(InferVar) vars;
    VEC(UndoEntry) log;
    uint32_t open_snapshots;
    HashMap memo;             /* infer_memo_get/put */
    /* infer_resolve's results within one outermost call, once it has
     * visited FOLD_MEMO_AFTER types: a type holding the same subtree
     * twice at each level (a revealed `impl Fn` closure that captures
     * the closure it was made from) resolves in linear time */
    HashMap resolved;
    uint32_t resolve_depth, resolve_nodes;
};


InferCtxt *infer_new(TyCtxt *tcx) {
    InferCtxt *icx = xcalloc(1, sizeof *icx);
    icx->tcx = tcx;
    return icx;
}

void infer_free(InferCtxt *icx) {
    if (!icx) return;
    vec_free(&icx->vars);
    vec_free(&icx->log);
    hmap_free(&icx->memo);
    hmap_free(&icx->resolved);
    free(icx);
}

TyCtxt *infer_tcx(InferCtxt *icx) { return icx->tcx; }

bool infer_memo_get(InferCtxt *icx, uint64_t key, uint64_t *val) { return hmap_get(&icx->memo, key, val); }
void infer_memo_put(InferCtxt *icx, uint64_t key, uint64_t val) { hmap_put(&icx->memo, key, val); }
uint32_t infer_var_count(InferCtxt *icx) { return icx->vars.len; }

TyId infer_new_var_with_origin(InferCtxt *icx, InferKind k, Span origin) {
    InferVar v = {.kind = (uint8_t)k, .origin = origin};
    uint32_t index = icx->vars.len;
    vec_push(&icx->vars, v);
    return ty_infer(icx->tcx, k, index);
}

TyId infer_new_var(InferCtxt *icx, InferKind k) { return infer_new_var_with_origin(icx, k, (Span){0, 0}); }

TyId infer_new_diverging_var(InferCtxt *icx, Span origin) {
    TyId t = infer_new_var_with_origin(icx, INFER_TY, origin);
    icx->vars.data[icx->vars.len - 1].diverging = true;
    return t;
}

/* The variable index of an inference type of this context, or UINT32_MAX. */
static uint32_t var_index(InferCtxt *icx, TyId t) {
    const TyData *d = ty_get(icx->tcx, t);
    if (d->kind != TYK_INFER) return UINT32_MAX;
    if (d->infer.index >= icx->vars.len) rcc_ice("inference variable ?%u of another context", d->infer.index);
    return d->infer.index;
}

/* ---- snapshots ---- */

static void log_push(InferCtxt *icx, UndoKind k, uint32_t var) {
    if (icx->open_snapshots) vec_push(&icx->log, ((UndoEntry){.kind = (uint8_t)k, .var = var}));
}

uint32_t infer_snapshot(InferCtxt *icx) {
    icx->open_snapshots++;
    return icx->log.len;
}

void infer_rollback(InferCtxt *icx, uint32_t snap) {
    if (!icx->open_snapshots || snap > icx->log.len) rcc_ice("infer_rollback without a matching snapshot");
    while (icx->log.len > snap) {
        UndoEntry e = vec_pop(&icx->log);
        InferVar *v = &icx->vars.data[e.var];
        if (e.kind == UNDO_BIND) {
            v->bound = false;
            v->value = (TyId){0};
        } else {
            v->diverging = false;
        }
    }
    icx->open_snapshots--;
}

void infer_commit(InferCtxt *icx, uint32_t snap) {
    if (!icx->open_snapshots || snap > icx->log.len) rcc_ice("infer_commit without a matching snapshot");
    /* An enclosing snapshot may still roll these bindings back: keep the
     * log until the outermost one is committed. */
    if (--icx->open_snapshots == 0) vec_clear(&icx->log);
}

/* ---- resolution ---- */

TyId infer_shallow(InferCtxt *icx, TyId t) {
    for (;;) {
        uint32_t i = var_index(icx, t);
        if (i == UINT32_MAX || !icx->vars.data[i].bound) return t;
        t = icx->vars.data[i].value;
    }
}

bool infer_is_unresolved(InferCtxt *icx, TyId t) {
    return ty_kind(icx->tcx, infer_shallow(icx, t)) == TYK_INFER;
}

Span infer_var_origin(InferCtxt *icx, TyId var) {
    uint32_t i = var_index(icx, var);
    return i == UINT32_MAX ? (Span){0, 0} : icx->vars.data[i].origin;
}

/* A type rebuilt with `f` applied to each component type (one level). */
typedef TyId (*TyMapFn)(void *arg, TyId t);

ArgsId infer_map_args(TyCtxt *tcx, ArgsId a, TyMapFn f, void *arg) {
    uint32_t n = ty_args_len(tcx, a);
    if (!n) return a;
    const TyId *src = ty_args(tcx, a);
    TyId buf[16];
    TyId *tys = n <= 16 ? buf : xmalloc(n * sizeof *tys);
    bool changed = false;
    for (uint32_t i = 0; i < n; i++) {
        tys[i] = f(arg, src[i]);
        changed |= !ty_eq(tys[i], src[i]);
    }
    ArgsId r = changed ? ty_intern_args(tcx, tys, n) : a;
    if (tys != buf) free(tys);
    return r;
}

/* Applies `f` to the component types of t and re-interns it; used by
 * deep resolution (ty.h exposes the same shape as ty_map_components). */
TyId infer_map_components(TyCtxt *tcx, TyId t, TyMapFn f, void *arg) {
    TyData d = *ty_get(tcx, t);
    d.flags = 0;
    switch ((TyKindTag)d.kind) {
    case TYK_ADT: case TYK_FN_DEF: case TYK_CLOSURE: case TYK_GENERATOR: case TYK_UNEVAL: d.adt.args = infer_map_args(tcx, d.adt.args, f, arg); break;
    case TYK_ARRAY:
        d.array.elem = f(arg, d.array.elem);
        d.array.len_ct = f(arg, d.array.len_ct);
        break;
    case TYK_SLICE: d.elem = f(arg, d.elem); break;
    case TYK_RAW_PTR: case TYK_REF: d.pointee = f(arg, d.pointee); break;
    case TYK_FN_PTR: d.sig.inputs_and_output = infer_map_args(tcx, d.sig.inputs_and_output, f, arg); break;
    case TYK_DYN:
        d.dyn_.principal_args = infer_map_args(tcx, d.dyn_.principal_args, f, arg);
        d.dyn_.proj_tys = infer_map_args(tcx, d.dyn_.proj_tys, f, arg);
        break;
    case TYK_TUPLE: d.tuple = infer_map_args(tcx, d.tuple, f, arg); break;
    case TYK_PROJECTION: d.proj.args = infer_map_args(tcx, d.proj.args, f, arg); break;
    default: return t;
    }
    return ty_intern(tcx, &d);
}

static TyId resolve_fn(void *arg, TyId t) { return infer_resolve((InferCtxt *)arg, t); }

TyId infer_resolve(InferCtxt *icx, TyId t) {
    t = infer_shallow(icx, t);
    if (!(ty_get(icx->tcx, t)->flags & TYF_HAS_INFER)) return t;
    if (ty_kind(icx->tcx, t) == TYK_INFER) return t;   /* an unbound root */
    if (icx->resolve_depth == 0) icx->resolve_nodes = 0;
    uint64_t v;
    bool memo = ++icx->resolve_nodes > FOLD_MEMO_AFTER;
    if (memo && hmap_get(&icx->resolved, t.i, &v)) return (TyId){(uint32_t)v};
    icx->resolve_depth++;
    TyId r = infer_map_components(icx->tcx, t, resolve_fn, icx);
    /* a const expression whose args inference found (`[f32; A + B]` of
     * a call): its value */
    if (ty_kind(icx->tcx, r) == TYK_UNEVAL) r = ty_eval_known_uneval(icx->tcx, r);
    icx->resolve_depth--;
    if (memo) hmap_put(&icx->resolved, t.i, r.i);
    if (icx->resolve_depth == 0 && icx->resolved.len) hmap_free(&icx->resolved);
    return r;
}

ArgsId infer_resolve_args(InferCtxt *icx, ArgsId a) { return infer_map_args(icx->tcx, a, resolve_fn, icx); }

bool infer_has_unresolved(InferCtxt *icx, TyId t) {
    return (ty_get(icx->tcx, infer_resolve(icx, t))->flags & TYF_HAS_INFER) != 0;
}

/* ---- unification ---- */

static bool unify(InferCtxt *icx, TyId a, TyId b);

static void bind(InferCtxt *icx, uint32_t var, TyId value) {
    InferVar *v = &icx->vars.data[var];
    v->bound = true;
    v->value = value;
    log_push(icx, UNDO_BIND, var);
}

/* Does variable `var` (an unbound root) occur in t? */
/* The occurs check's walk: the types it has seen not to hold the
 * variable (after FOLD_MEMO_AFTER of them), so shared subtrees are
 * walked once. */
typedef struct OccursWalk {
    InferCtxt *icx;
    uint32_t var, nodes;
    HashMap seen;
} OccursWalk;

static bool occurs_in(OccursWalk *w, TyId t);

static bool occurs_args(OccursWalk *w, ArgsId a) {
    uint32_t n = ty_args_len(w->icx->tcx, a);
    const TyId *tys = ty_args(w->icx->tcx, a);
    for (uint32_t i = 0; i < n; i++)
        if (occurs_in(w, tys[i])) return true;
    return false;
}

static bool occurs_in(OccursWalk *w, TyId t) {
    t = infer_shallow(w->icx, t);
    const TyData *d = ty_get(w->icx->tcx, t);
    if (!(d->flags & TYF_HAS_INFER)) return false;
    uint64_t v;
    bool memo = ++w->nodes > FOLD_MEMO_AFTER;
    if (memo && hmap_get(&w->seen, t.i, &v)) return false;
    bool r;
    switch ((TyKindTag)d->kind) {
    case TYK_INFER: return d->infer.index == w->var;
    case TYK_ADT: case TYK_FN_DEF: case TYK_CLOSURE: case TYK_GENERATOR: case TYK_UNEVAL: r = occurs_args(w, d->adt.args); break;
    case TYK_ARRAY: r = occurs_in(w, d->array.elem) || occurs_in(w, d->array.len_ct); break;
    case TYK_SLICE: r = occurs_in(w, d->elem); break;
    case TYK_RAW_PTR: case TYK_REF: r = occurs_in(w, d->pointee); break;
    case TYK_FN_PTR: r = occurs_args(w, d->sig.inputs_and_output); break;
    case TYK_DYN: r = occurs_args(w, d->dyn_.principal_args) || occurs_args(w, d->dyn_.proj_tys); break;
    case TYK_TUPLE: r = occurs_args(w, d->tuple); break;
    case TYK_PROJECTION: r = occurs_args(w, d->proj.args); break;
    default: r = false; break;
    }
    if (!r && memo) hmap_put(&w->seen, t.i, 1);
    return r;
}

static bool occurs(InferCtxt *icx, uint32_t var, TyId t) {
    OccursWalk w = {.icx = icx, .var = var};
    bool r = occurs_in(&w, t);
    hmap_free(&w.seen);
    return r;
}

/* Binds the unbound root `var` to t (shallow-resolved, t != var). */
static bool bind_var(InferCtxt *icx, uint32_t var, TyId t) {
    InferVar *v = &icx->vars.data[var];
    const TyData *d = ty_get(icx->tcx, t);
    if (d->kind == TYK_INFER) {
        uint32_t other = d->infer.index;
        InferVar *o = &icx->vars.data[other];
        if (v->kind != INFER_TY && o->kind != INFER_TY && v->kind != o->kind) return false;
        /* The more specific kind stays the root: a type variable binds to
         * an integer variable, not the other way round. */
        uint32_t from = var, to = other;
        /* of two of a kind, the newer binds to the older: a variable of
         * an obligation stays unbound when selecting it unifies it with
         * a variable the selection made (an impl's parameter), so the
         * result can be memoised (select.c, sel_memo_ok) */
        if (v->kind == o->kind && var < other) from = other, to = var;
        else if (v->kind == INFER_TY && o->kind != INFER_TY) from = var, to = other;
        else if (o->kind == INFER_TY && v->kind != INFER_TY) from = other, to = var;
        InferVar *fv = &icx->vars.data[from], *tv = &icx->vars.data[to];
        if (fv->diverging && !tv->diverging) {
            tv->diverging = true;
            log_push(icx, UNDO_DIVERGING, to);
        }
        bind(icx, from, ty_infer(icx->tcx, (InferKind)icx->vars.data[to].kind, to));
        return true;
    }
    if (d->kind == TYK_ERROR) {
        bind(icx, var, t);
        return true;
    }
    if (v->kind == INFER_INT && d->kind != TYK_INT && d->kind != TYK_UINT) return false;
    if (v->kind == INFER_FLOAT && d->kind != TYK_FLOAT) return false;
    /* const variables take only const arguments */
    if (v->kind == INFER_CONST && !ty_is_const_arg(icx->tcx, t)) return false;
    if (occurs(icx, var, t)) return false;
    bind(icx, var, t);
    return true;
}

static bool unify_args(InferCtxt *icx, ArgsId a, ArgsId b) {
    if (a.i == b.i) return true;
    uint32_t n = ty_args_len(icx->tcx, a);
    if (n != ty_args_len(icx->tcx, b)) return false;
    const TyId *x = ty_args(icx->tcx, a), *y = ty_args(icx->tcx, b);
    for (uint32_t i = 0; i < n; i++)
        if (!unify(icx, x[i], y[i])) return false;
    return true;
}

static bool unify_dyn(InferCtxt *icx, const TyData *x, const TyData *y) {
    if (!def_eq(x->dyn_.principal, y->dyn_.principal) || x->dyn_.nproj != y->dyn_.nproj ||
        x->dyn_.nauto != y->dyn_.nauto)
        return false;
    for (uint32_t i = 0; i < x->dyn_.nproj; i++)
        if (!def_eq(x->dyn_.proj_items[i], y->dyn_.proj_items[i])) return false;
    for (uint32_t i = 0; i < x->dyn_.nauto; i++)
        if (!def_eq(x->dyn_.auto_traits[i], y->dyn_.auto_traits[i])) return false;
    return unify_args(icx, x->dyn_.principal_args, y->dyn_.principal_args) &&
           unify_args(icx, x->dyn_.proj_tys, y->dyn_.proj_tys);
}

typedef struct UnevalEq {
    InferCtxt *icx;
    ArgsId a, b;
} UnevalEq;

static bool unify(InferCtxt *icx, TyId a, TyId b);

static bool uneval_param_eq(void *arg, uint32_t ia, uint32_t ib) {
    UnevalEq *u = arg;
    TyCtxt *tcx = u->icx->tcx;
    if (ia >= ty_args_len(tcx, u->a) || ib >= ty_args_len(tcx, u->b)) return false;
    return unify(u->icx, ty_args(tcx, u->a)[ia], ty_args(tcx, u->b)[ib]);
}

static bool unify_structural(InferCtxt *icx, TyId a, TyId b) {
    const TyData *x = ty_get(icx->tcx, a), *y = ty_get(icx->tcx, b);
    if (x->kind == TYK_ERROR || y->kind == TYK_ERROR) return true;
    if (x->kind != y->kind) return false;
    switch ((TyKindTag)x->kind) {
    case TYK_ADT: case TYK_FN_DEF: case TYK_CLOSURE: case TYK_GENERATOR:
        return def_eq(x->adt.def, y->adt.def) && unify_args(icx, x->adt.args, y->adt.args);
    case TYK_UNEVAL: {
        if (def_eq(x->adt.def, y->adt.def)) return unify_args(icx, x->adt.args, y->adt.args);
        /* two anon consts with the same tree: equal when the parameters
         * they use are (rustc's abstract const unification) */
        UnevalEq ue = {icx, x->adt.args, y->adt.args};
        return ty_same_const_tree(icx->tcx, x->adt.def, y->adt.def, uneval_param_eq, &ue);
    }
    case TYK_FOREIGN: return def_eq(x->adt.def, y->adt.def);
    case TYK_ARRAY:
        return unify(icx, x->array.len_ct, y->array.len_ct) && unify(icx, x->array.elem, y->array.elem);
    case TYK_SLICE: return unify(icx, x->elem, y->elem);
    case TYK_RAW_PTR: case TYK_REF: return x->mutbl == y->mutbl && unify(icx, x->pointee, y->pointee);
    case TYK_FN_PTR:
        return x->sig.abi == y->sig.abi && x->sig.is_unsafe == y->sig.is_unsafe &&
               x->sig.c_variadic == y->sig.c_variadic &&
               unify_args(icx, x->sig.inputs_and_output, y->sig.inputs_and_output);
    case TYK_DYN: return unify_dyn(icx, x, y);
    case TYK_TUPLE: return unify_args(icx, x->tuple, y->tuple);
    case TYK_PROJECTION: return def_eq(x->proj.item, y->proj.item) && unify_args(icx, x->proj.args, y->proj.args);
    default: return false; /* equal leaves were caught by the id comparison */
    }
}

static bool unify(InferCtxt *icx, TyId a, TyId b) {
    a = infer_shallow(icx, a);
    b = infer_shallow(icx, b);
    if (ty_eq(a, b)) return true;
    uint32_t va = var_index(icx, a), vb = var_index(icx, b);
    if (va != UINT32_MAX) return bind_var(icx, va, b);
    if (vb != UINT32_MAX) return bind_var(icx, vb, a);
    const TyData *x = ty_get(icx->tcx, a), *y = ty_get(icx->tcx, b);
    /* Two types without variables are equal only if their ids are (an
     * ERROR inside silences the mismatch, as in rustc). */
    if (!((x->flags | y->flags) & (TYF_HAS_INFER | TYF_HAS_ERROR | TYF_HAS_UNEVAL))) return false;
    return unify_structural(icx, a, b);
}

bool infer_unify(InferCtxt *icx, TyId a, TyId b) {
    uint32_t snap = infer_snapshot(icx);
    bool ok = unify(icx, a, b);
    if (ok) infer_commit(icx, snap);
    else infer_rollback(icx, snap);
    return ok;
}

bool infer_unify_args(InferCtxt *icx, ArgsId a, ArgsId b) {
    uint32_t snap = infer_snapshot(icx);
    bool ok = unify_args(icx, a, b);
    if (ok) infer_commit(icx, snap);
    else infer_rollback(icx, snap);
    return ok;
}

bool infer_can_unify(InferCtxt *icx, TyId a, TyId b) {
    uint32_t snap = infer_snapshot(icx);
    bool ok = unify(icx, a, b);
    infer_rollback(icx, snap);
    return ok;
}

bool infer_can_unify_args(InferCtxt *icx, ArgsId a, ArgsId b) {
    uint32_t snap = infer_snapshot(icx);
    bool ok = unify_args(icx, a, b);
    infer_rollback(icx, snap);
    return ok;
}

ArgsId infer_fresh_args(InferCtxt *icx, DefId def) {
    uint32_t n = ty_generics_count(icx->tcx, def);
    if (!n) return (ArgsId){0};
    TyId buf[16];
    TyId *tys = n <= 16 ? buf : xmalloc(n * sizeof *tys);
    for (uint32_t i = 0; i < n; i++) tys[i] = infer_new_var(icx, INFER_TY);
    /* const params get const variables */
    for (DefId d = def; d.i;) {
        const TyGenerics *g = ty_generics_of(icx->tcx, d);
        for (uint32_t i = 0; i < g->nparams; i++)
            if (g->params[i].kind == GPD_CONST && g->params[i].index < n)
                tys[g->params[i].index] = infer_new_var(icx, INFER_CONST);
        d = g->parent;
    }
    ArgsId r = ty_intern_args(icx->tcx, tys, n);
    if (tys != buf) free(tys);
    return r;
}

/* ---- fallback ---- */

void infer_fallback(InferCtxt *icx) {
    const TyCommon *c = ty_common(icx->tcx);
    for (uint32_t i = 0; i < icx->vars.len; i++) {
        InferVar *v = &icx->vars.data[i];
        if (v->bound) continue;
        if (v->kind == INFER_INT) bind(icx, i, c->i32);
        else if (v->kind == INFER_FLOAT) bind(icx, i, c->f64);
    }
    /* rustc 1.63: a diverging variable nothing constrained becomes `()`. */
    for (uint32_t i = 0; i < icx->vars.len; i++) {
        InferVar *v = &icx->vars.data[i];
        if (!v->bound && v->diverging) bind(icx, i, c->unit);
    }
}
