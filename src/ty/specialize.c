/* specialize.c — the specialization graph (#![feature(min_specialization)]).
 *
 * Takes: the impls of a trait (collect.c), selection (select.c). Gives:
 * whether one impl specialises another, an impl's ancestors (the impls it
 * specialises, most specific first), the item an impl inherits for a
 * trait item it does not define, and the args of an ancestor impl for a
 * trait ref (so instance resolution and projection can use its items).
 *
 * rustc's rule (specialization_graph, `specializes`): impl A specialises
 * impl B when every trait ref A applies to, B applies to as well — A's
 * params are taken as rigid (placeholders), B's header is matched with
 * fresh variables against A's, and B's where-clauses must hold (without
 * ambiguity) in A's ParamEnv. Selection uses this to pick the most
 * specific of several matching impls; the E0046 check, projection and
 * instance resolution use the ancestors to find inherited items.
 */
#include "select_priv.h"

enum { SPEC_NO = 1, SPEC_YES = 2, SPEC_COMPUTING = 3 };

static uint64_t pair_key(DefId a, DefId b) { return (uint64_t)a.i << 32 | b.i; }

/* Does b apply wherever a does? Selection in s (A's env), probed. */
static bool specializes_in(SelCx *s, DefId a, TraitRef ta, DefId b) {
    TyCtxt *tcx = s->tcx;
    if (sel_impl_is_negative(tcx, a) != sel_impl_is_negative(tcx, b)) return false;
    TyId self = ty_args(tcx, ta.args)[0];
    if (!sel_impl_header_matches(s, b, ta, self)) return false;
    uint32_t snap = infer_snapshot(s->icx);
    Selection sel;
    Eval e = sel_confirm_impl(s, ta, b, &sel);
    infer_rollback(s->icx, snap);
    return e == EV_OK;
}

static SelCx *selcx_for_impl(TyCtxt *tcx, DefId impl) {
    SelCx *s = xcalloc(1, sizeof *s);
    s->tcx = tcx;
    s->env = ty_param_env(tcx, impl);
    s->icx = infer_new(tcx);
    return s;
}

static void selcx_free(SelCx *s) {
    infer_free(s->icx);
    free(s);
}

/* The cached answer for (a, b), computed in s when not known yet. A pair
 * being computed (a cycle through B's where-clauses) counts as no. */
static bool specializes_cached(SelCx *s, DefId a, TraitRef ta, DefId b) {
    TyCtxt *tcx = s->tcx;
    uint64_t v;
    if (hmap_get(&tcx->spec_maps[0], pair_key(a, b), &v)) return v == SPEC_YES;
    hmap_put(&tcx->spec_maps[0], pair_key(a, b), SPEC_COMPUTING);
    bool yes = specializes_in(s, a, ta, b);
    hmap_put(&tcx->spec_maps[0], pair_key(a, b), yes ? SPEC_YES : SPEC_NO);
    return yes;
}

/* Can two types of impl headers (each in its own params) never be
 * equal? Only their outermost constructors are compared: a cheap test
 * before selection is set up (winnowing asks about many pairs). */
static bool surely_distinct(TyCtxt *tcx, TyId x, TyId y) {
    const TyData *a = ty_get(tcx, x), *b = ty_get(tcx, y);
    if (a->kind == TYK_PARAM || a->kind == TYK_PROJECTION || a->kind == TYK_ERROR || a->kind == TYK_INFER) return false;
    if (b->kind == TYK_PARAM || b->kind == TYK_PROJECTION || b->kind == TYK_ERROR || b->kind == TYK_INFER) return false;
    if (a->kind != b->kind) return true;
    switch (a->kind) {
    case TYK_INT: case TYK_UINT: case TYK_FLOAT: return a->sub != b->sub;
    case TYK_ADT: case TYK_FOREIGN: case TYK_FN_DEF: case TYK_CLOSURE: case TYK_GENERATOR: case TYK_UNEVAL: return !def_eq(a->adt.def, b->adt.def);
    case TYK_REF: case TYK_RAW_PTR: return a->mutbl != b->mutbl;
    default: return false;
    }
}

static bool headers_distinct(TyCtxt *tcx, TraitRef ta, DefId b) {
    TraitRef tb = ty_impl_trait_ref(tcx, b);
    uint32_t n = ty_args_len(tcx, ta.args);
    if (!def_eq(ta.trait, tb.trait) || n != ty_args_len(tcx, tb.args)) return true;
    for (uint32_t i = 0; i < n; i++)
        if (surely_distinct(tcx, ty_args(tcx, ta.args)[i], ty_args(tcx, tb.args)[i])) return true;
    return false;
}

bool ty_impl_specializes(TyCtxt *tcx, DefId a, DefId b) {
    if (def_eq(a, b)) return false;
    uint64_t v;
    if (hmap_get(&tcx->spec_maps[0], pair_key(a, b), &v)) return v == SPEC_YES;
    TraitRef ta = ty_impl_trait_ref(tcx, a), tb = ty_impl_trait_ref(tcx, b);
    if (!ta.trait.i || !def_eq(ta.trait, tb.trait) || !ty_args_len(tcx, ta.args)) return false;
    if (headers_distinct(tcx, ta, b)) {
        hmap_put(&tcx->spec_maps[0], pair_key(a, b), SPEC_NO);
        return false;
    }
    SelCx *s = selcx_for_impl(tcx, a);
    bool yes = specializes_cached(s, a, ta, b);
    selcx_free(s);
    return yes;
}

typedef struct Ancestors {
    DefId *impls;
    uint32_t n;
} Ancestors;

/* Most specific first: an impl goes before every impl it specialises
 * (the ancestors of one impl form a chain in valid programs). */
static void sort_ancestors(TyCtxt *tcx, DefId *v, uint32_t n) {
    for (uint32_t i = 1; i < n; i++) {
        DefId x = v[i];
        uint32_t j = i;
        while (j > 0 && ty_impl_specializes(tcx, x, v[j - 1])) {
            v[j] = v[j - 1];
            j--;
        }
        v[j] = x;
    }
}

const DefId *ty_impl_ancestors(TyCtxt *tcx, DefId impl, uint32_t *n) {
    uint64_t v;
    if (hmap_get(&tcx->spec_maps[1], impl.i, &v)) {
        const Ancestors *a = (const Ancestors *)(uintptr_t)v;
        *n = a->n;
        return a->impls;
    }
    Ancestors *out = ARENA_NEW(ty_arena(tcx), Ancestors);
    hmap_put(&tcx->spec_maps[1], impl.i, (uint64_t)(uintptr_t)out);   /* empty while computing */
    *n = 0;
    TraitRef ta = ty_impl_trait_ref(tcx, impl);
    if (!ta.trait.i || !ty_args_len(tcx, ta.args)) return NULL;
    uint32_t nimpls = 0;
    const DefId *impls = ty_trait_impls(tcx, ta.trait, &nimpls);
    VEC(DefId) found = {0};
    SelCx *s = selcx_for_impl(tcx, impl);
    for (uint32_t i = 0; i < nimpls; i++)
        if (!def_eq(impls[i], impl) && !headers_distinct(tcx, ta, impls[i]) && specializes_cached(s, impl, ta, impls[i]))
            vec_push(&found, impls[i]);
    selcx_free(s);
    sort_ancestors(tcx, found.data, found.len);
    out->impls = vec_to_arena(ty_arena(tcx), &found);
    out->n = found.len;
    vec_free(&found);
    *n = out->n;
    return out->impls;
}

static const AssocItem *own_item(TyCtxt *tcx, DefId impl, DefId trait_item) {
    const AssocItems *items = ty_assoc_items(tcx, impl);
    for (uint32_t i = 0; items && i < items->n; i++)
        if (def_eq(items->items[i].trait_item, trait_item)) return &items->items[i];
    return NULL;
}

const AssocItem *ty_impl_leaf_item(TyCtxt *tcx, DefId impl, DefId trait_item) {
    const AssocItem *it = own_item(tcx, impl, trait_item);
    if (it) return it;
    uint32_t n = 0;
    const DefId *anc = ty_impl_ancestors(tcx, impl, &n);
    for (uint32_t i = 0; i < n; i++)
        if ((it = own_item(tcx, anc[i], trait_item))) return it;
    return NULL;
}

ArgsId sel_translate_impl_args(SelCx *s, TraitRef tr, DefId impl) {
    Selection sel = {0};
    sel_confirm_impl(s, tr, impl, &sel);
    return infer_resolve_args(s->icx, sel.impl_args);
}
