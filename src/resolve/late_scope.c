/* late_scope.c — the ribs of late resolution and lexical lookup.
 *
 * Takes: the rib stacks late.c pushes and pops as it walks, and the
 * module scopes of early resolution (resolve.h). Gives: late_lookup, the
 * answer to "what does this identifier name here": a local, a generic
 * parameter, `Self` (from the ribs), or an item (from the anonymous
 * modules of blocks between the ribs, then the item scope and preludes).
 *
 * Ribs are rustc's: each namespace has a stack, the innermost last. A
 * name is keyed by (Symbol, syntax context normalized as its rib kind
 * wants: macro_rules hygiene for locals, macros 2.0 for generic params);
 * one hash map per namespace gives the innermost binding of a key, and
 * every binding links to the one it shadows, so a lookup is a hash probe
 * plus a walk over the few ribs that are not plain scopes (`specials`:
 * item boundaries, modules, macro definitions). Crossing a boundary is
 * checked here (rustc's validate_res_from_ribs).
 */
#include "late_priv.h"

static uint64_t name_key(Symbol name, uint32_t ctxt) { return ((uint64_t)name << 32) | ctxt; }

bool rib_kind_has_params(RibKind k) {
    return k == RIB_ASSOC_ITEM || k == RIB_ITEM || k == RIB_FWD_BAN;
}

uint32_t late_mr(const LateCx *l, uint32_t ctxt) { return ctxt ? hyg_normalize_to_macro_rules(l->hyg, ctxt) : 0; }
uint32_t late_m2(const LateCx *l, uint32_t ctxt) { return ctxt ? hyg_normalize_to_macros_2_0(l->hyg, ctxt) : 0; }

/* rustc's Resolver::macro_def(ctxt) == the macro at macro_span: the
 * outermost expansion of ctxt ran that macro. (Expansions record the span
 * of the macro's definition as their def_site.) */
bool late_ctxt_from_macro(const LateCx *l, uint32_t ctxt, Span macro_span) {
    if (!ctxt || span_is_dummy(macro_span)) return false;
    uint32_t expn = hyg_outer_expn(l->hyg, ctxt);
    if (!expn) return false;
    Span ds = hyg_expn(l->hyg, expn)->def_site;
    return ds.lo == macro_span.lo && ds.hi == macro_span.hi;
}

void late_ribs_init(LateCx *l) {
    for (int ns = 0; ns < 2; ns++) {
        memset(&l->ribs[ns], 0, sizeof l->ribs[ns]);
        hmap_init(&l->ribs[ns].map);
    }
}

void late_ribs_free(LateCx *l) {
    for (int ns = 0; ns < 2; ns++) {
        RibStack *st = &l->ribs[ns];
        vec_free(&st->ribs);
        vec_free(&st->specials);
        vec_free(&st->binds);
        hmap_free(&st->map);
    }
}

void rib_push(LateCx *l, Namespace ns, Rib rib) {
    RibStack *st = &l->ribs[ns];
    vec_push(&st->ribs, rib);
    if (rib.kind != RIB_NORMAL) vec_push(&st->specials, st->ribs.len - 1);
}

void rib_push_kind(LateCx *l, Namespace ns, RibKind kind) { rib_push(l, ns, (Rib){.kind = (uint8_t)kind}); }

uint32_t rib_top(const LateCx *l, Namespace ns) { return l->ribs[ns].ribs.len - 1; }

void rib_pop(LateCx *l, Namespace ns) {
    RibStack *st = &l->ribs[ns];
    rcc_assert(st->ribs.len > 0);
    uint32_t top = st->ribs.len - 1;
    while (st->binds.len && vec_last(&st->binds).rib == top) {
        RibBinding *b = &st->binds.data[--st->binds.len];
        if (b->prev) hmap_put(&st->map, b->key, b->prev);
        else hmap_remove(&st->map, b->key);
    }
    if (st->specials.len && vec_last(&st->specials) == top) st->specials.len--;
    st->ribs.len--;
}

/* The ctxt a binding of this rib kind is keyed by. `Self` is not hygienic
 * (rustc: FIXME(jseyfried) improve `Self` hygiene). */
static uint32_t bind_ctxt(const LateCx *l, RibKind k, Namespace ns, Ident id) {
    if (id.name == SYM_Self) return 0;
    if (rib_kind_has_params(k) || ns == NS_TYPE) return late_m2(l, id.ctxt);
    return late_mr(l, id.ctxt);
}

void rib_bind(LateCx *l, Namespace ns, uint32_t rib, Ident id, Res res) {
    RibStack *st = &l->ribs[ns];
    rcc_assert(rib == st->ribs.len - 1);
    uint64_t key = name_key(id.name, bind_ctxt(l, (RibKind)st->ribs.data[rib].kind, ns, id));
    uint64_t prev = 0;
    hmap_get(&st->map, key, &prev);
    RibBinding b = {.key = key, .rib = rib, .prev = (uint32_t)prev, .res = res, .ident = id};
    vec_push(&st->binds, b);
    hmap_put(&st->map, key, st->binds.len);
}

const RibBinding *rib_find_in(LateCx *l, Namespace ns, uint32_t rib, Ident id) {
    RibStack *st = &l->ribs[ns];
    uint64_t key = name_key(id.name, bind_ctxt(l, (RibKind)st->ribs.data[rib].kind, ns, id));
    uint64_t v;
    if (!hmap_get(&st->map, key, &v)) return NULL;
    for (uint32_t i = (uint32_t)v; i; i = st->binds.data[i - 1].prev) {
        const RibBinding *b = &st->binds.data[i - 1];
        if (b->rib == rib) return b;
        if (b->rib < rib) break;
    }
    return NULL;
}

/* The innermost binding at or below rib `top` that the lookup of
 * (name, gen) / (name, norm) sees: locals match the macro_rules form,
 * generic params the macros 2.0 form. */
static const RibBinding *chain_find(const RibStack *st, uint64_t key, bool want_params, bool any, int64_t top) {
    uint64_t v;
    if (!hmap_get(&st->map, key, &v)) return NULL;
    for (uint32_t i = (uint32_t)v; i; i = st->binds.data[i - 1].prev) {
        const RibBinding *b = &st->binds.data[i - 1];
        if ((int64_t)b->rib > top) continue;
        if (any || rib_kind_has_params((RibKind)st->ribs.data[b->rib].kind) == want_params) return b;
    }
    return NULL;
}

static const RibBinding *find_binding(const RibStack *st, Symbol name, uint32_t gen, uint32_t norm, int64_t top) {
    if (gen == norm) return chain_find(st, name_key(name, gen), false, true, top);
    const RibBinding *a = chain_find(st, name_key(name, gen), false, false, top);
    const RibBinding *b = chain_find(st, name_key(name, norm), true, false, top);
    if (!a) return b;
    if (!b) return a;
    return a->rib >= b->rib ? a : b;
}

/* The specials above rib index `rib`, outermost first: their first index. */
static uint32_t specials_above(const RibStack *st, uint32_t rib) {
    uint32_t i = st->specials.len;
    while (i > 0 && st->specials.data[i - 1] > rib) i--;
    return i;
}

static Res res_err(void) { return (Res){.kind = RES_ERR}; }

/* A local variable seen across item/constant boundaries. */
static Res validate_local(LateCx *l, const RibStack *st, const RibBinding *b, const Span *fin) {
    bool capture = false;
    for (uint32_t i = specials_above(st, b->rib); i < st->specials.len; i++) {
        const Rib *rib = &st->ribs.data[st->specials.data[i]];
        switch ((RibKind)rib->kind) {
        case RIB_ITEM: case RIB_FN_ITEM: case RIB_ASSOC_ITEM:
            /* Reported after the loop: a constant boundary further in
             * gives the more precise error. */
            capture = true;
            break;
        case RIB_CONST_ITEM:
            if (fin) late_err_non_const(l, *fin, b->ident, rib);
            return res_err();
        case RIB_CONST_PARAM_TY:
            if (fin) late_err_param_in_const_ty(l, *fin, b->ident.name);
            return res_err();
        case RIB_ASM_SYM:
            if (fin) late_err_asm_sym(l, *fin);
            return res_err();
        default:
            break;
        }
    }
    if (capture) {
        if (fin) late_err_capture(l, *fin);
        return res_err();
    }
    return b->res;
}

/* A type/const parameter or `Self` seen across item boundaries. */
static Res validate_param(LateCx *l, const RibStack *st, const RibBinding *b, const Span *fin, bool is_const) {
    uint32_t i = specials_above(st, b->rib);
    /* A const param is declared in the fn's generics, whose rib sits right
     * under the fn's own rib: that one is not a boundary for it. */
    if (is_const && b->rib + 1 < st->ribs.len && st->ribs.data[b->rib + 1].kind == RIB_FN_ITEM && i < st->specials.len &&
        st->specials.data[i] == b->rib + 1)
        i++;
    for (; i < st->specials.len; i++) {
        const Rib *rib = &st->ribs.data[st->specials.data[i]];
        bool has_generics;
        switch ((RibKind)rib->kind) {
        case RIB_CONST_ITEM:
            if (!rib->generics && !l->generic_const_exprs) {
                /* `Self` of an impl/ADT in an anonymous constant is allowed
                 * here (its concreteness is checked later). */
                if (!is_const && b->res.kind == RES_SELF_TY_IMPL) continue;
                if (fin) late_err_param_in_anon_const(l, *fin, b->ident.name, !is_const);
                return res_err();
            }
            continue;
        case RIB_ITEM: has_generics = rib->generics; break;
        case RIB_FN_ITEM: has_generics = true; break;
        case RIB_CONST_PARAM_TY:
            if (fin) late_err_param_in_const_ty(l, *fin, b->ident.name);
            return res_err();
        default:
            continue;
        }
        if (fin) late_err_outer_generic(l, *fin, b->res, has_generics, b);
        return res_err();
    }
    return b->res;
}

static Res validate(LateCx *l, Namespace ns, const RibBinding *b, const Span *fin) {
    const RibStack *st = &l->ribs[ns];
    if (st->ribs.data[b->rib].kind == RIB_FWD_BAN) {
        if (fin) late_err_forward_param(l, *fin, b->ident.name == SYM_Self);
        return res_err();
    }
    const Res *res = &b->res;
    if (res->kind == RES_LOCAL) return validate_local(l, st, b, fin);
    if (res->kind == RES_SELF_TY_TRAIT || res->kind == RES_SELF_TY_IMPL) return validate_param(l, st, b, fin, false);
    if (res->kind == RES_DEF) {
        uint8_t k = res_def(l->r, res->def)->kind;
        if (k == DEF_TY_PARAM) return validate_param(l, st, b, fin, false);
        if (k == DEF_CONST_PARAM) return validate_param(l, st, b, fin, true);
    }
    return *res;
}

LexResult late_lookup(LateCx *l, Ident id, Namespace ns, const Span *fin) {
    LexResult out = {.kind = LEX_NONE};
    if (fin) l->use_ctxt = id.ctxt;
    if (!id.name) {
        out.kind = LEX_RIB;
        out.res = res_err();
        return out;
    }
    uint32_t gen, norm;
    if (id.name == SYM_Self) {
        gen = norm = 0;
    } else if (ns == NS_TYPE) {
        gen = norm = late_m2(l, id.ctxt);
    } else {
        gen = late_mr(l, id.ctxt);
        norm = late_m2(l, id.ctxt);
    }
    const RibStack *st = &l->ribs[ns];
    int64_t top = (int64_t)st->ribs.len - 1;
    uint32_t sp = st->specials.len;
    ModuleId module = 0;
    for (;;) {
        const RibBinding *b = find_binding(st, id.name, gen, norm, top);
        int64_t brib = b ? (int64_t)b->rib : -1;
        while (sp > 0 && (int64_t)st->specials.data[sp - 1] > top) sp--;
        bool restart = false, stop = false;
        while (!stop && sp > 0 && (int64_t)st->specials.data[sp - 1] > brib) {
            uint32_t ri = st->specials.data[--sp];
            const Rib *rib = &st->ribs.data[ri];
            if (rib->kind == RIB_MODULE) {
                module = rib->module;
                if (!rib->block_module) {
                    stop = true;
                    break;
                }
                Ident mid = id;
                mid.ctxt = gen;
                if (late_in_module(l, rib->module, mid, ns, fin != NULL, &out.item)) {
                    out.kind = LEX_ITEM;
                    out.res = out.item.res;
                    return out;
                }
            } else if (rib->kind == RIB_MACRO_DEF && late_ctxt_from_macro(l, gen, rib->macro_span)) {
                /* An invocation of this macro made the name: look for it
                 * where the macro was defined instead. */
                gen = hyg_parent_ctxt(l->hyg, gen);
                top = (int64_t)ri - 1;
                restart = true;
                break;
            }
        }
        if (restart) continue;
        if (!stop && b) {
            out.kind = LEX_RIB;
            out.binding = b;
            out.res = validate(l, ns, b, fin);
            return out;
        }
        break;
    }
    if (late_in_scope(l, module ? module : l->module, id, ns, fin != NULL, &out.item)) {
        out.kind = LEX_ITEM;
        out.res = out.item.res;
    }
    return out;
}
