/* instance.c — what a call actually calls, and vtable layouts.
 *
 * Takes: a callee DefId with (monomorphic, or generic within a ParamEnv)
 * generic args, selection (select.c). Gives: ty_resolve_instance — a
 * trait method on a known Self becomes the impl's method or the trait's
 * default body; Fn* methods of closures become the closure body (or the
 * FnOnce shim of an Fn/FnMut closure); Fn* methods of fn items/pointers
 * a shim; built-in Clone a shim; dyn Self a virtual call; drop_in_place
 * drop glue; rust-intrinsic fns intrinsics — and the vtable layout of
 * ty.h (ty_vtable_methods, ty_vtable_index).
 */
#include "select_priv.h"

static bool is_intrinsic(TyCtxt *tcx, DefId def) {
    const HirItem *it = hir_item(ty_hir(tcx), def);
    return it && it->kind == HITEM_FN && it->fn.is_foreign &&
           (it->fn.abi == ABI_RUST_INTRINSIC || it->fn.abi == ABI_PLATFORM_INTRINSIC);
}

/* A foreign declaration of a "weak" lang item (core's `panic_impl`,
 * alloc's `oom`) when the crate graph defines it (#[panic_handler],
 * #[alloc_error_handler]): the definition. rustc links the two through
 * one symbol (rust_begin_unwind, rust_oom). 0 otherwise. */
static DefId weak_lang_definition(TyCtxt *tcx, DefId def) {
    const HirItem *it = hir_item(ty_hir(tcx), def);
    if (!it || it->kind != HITEM_FN || !it->fn.is_foreign) return (DefId){0};
    const HirAttrs *a = hir_attrs(ty_hir(tcx), def);
    if (!a || (a->lang != LANG_PANIC_IMPL && a->lang != LANG_OOM)) return (DefId){0};
    DefId h = hir_lang_item(ty_hir(tcx), a->lang);
    return h.i && !def_eq(h, def) ? h : (DefId){0};
}

/* The fn named `name` with #[rustc_std_internal_symbol] anywhere in the
 * crate graph (0 if none). */
static DefId std_internal_fn(TyCtxt *tcx, const char *name) {
    Resolver *r = ty_resolver(tcx);
    Symbol s = sym_cstr(name);
    uint32_t n = res_def_count(r);
    for (uint32_t i = res_def_skip_extern(r, 1); i <= n; i = res_def_skip_extern(r, i + 1)) {
        const DefData *dd = res_def(r, (DefId){i});
        if (dd->kind != DEF_FN || dd->name != s) continue;
        const HirAttrs *a = hir_attrs(ty_hir(tcx), (DefId){i});
        if (a && a->std_internal_symbol) return (DefId){i};
    }
    /* crates read from metadata: their items (no bodies are read) */
    for (CrateNum c = 0; c < res_crate_count(r); c++) {
        if (!res_crate_is_extern(r, c)) continue;
        uint32_t ni;
        const DefId *items = hir_crate_items(ty_hir(tcx), c, &ni);
        for (uint32_t i = 0; i < ni; i++) {
            const DefData *dd = res_def(r, items[i]);
            if (dd->kind != DEF_FN || dd->name != s) continue;
            const HirAttrs *a = hir_attrs(ty_hir(tcx), items[i]);
            if (a && a->std_internal_symbol) return items[i];
        }
    }
    return (DefId){0};
}

/* alloc's `extern "Rust" { fn __rust_alloc(..); ... }`: the global
 * allocator's entry points. rustc generates them in an allocator shim
 * that calls the #[global_allocator]'s `__rg_alloc` (made by that
 * attribute's expansion) or else std's default `__rdl_alloc` (System);
 * rcc resolves the declarations to those fns directly. 0 otherwise. */
static DefId allocator_definition(TyCtxt *tcx, DefId def) {
    const HirItem *it = hir_item(ty_hir(tcx), def);
    if (!it || it->kind != HITEM_FN || !it->fn.is_foreign || it->fn.abi != ABI_RUST) return (DefId){0};
    const char *name = sym_str(res_def(ty_resolver(tcx), def)->name);
    if (strcmp(name, "__rust_alloc_error_handler") == 0) {
        /* alloc's `__rg_oom` (calls the `oom` lang item) when the crate
         * graph has an #[alloc_error_handler], else its `__rdl_oom` */
        DefId h = hir_lang_item(ty_hir(tcx), LANG_OOM);
        const HirItem *hi = h.i ? hir_item(ty_hir(tcx), h) : NULL;
        bool user = hi && hi->kind == HITEM_FN && !hi->fn.is_foreign;
        return std_internal_fn(tcx, user ? "__rg_oom" : "__rdl_oom");
    }
    static const char *const entries[] = {"alloc", "dealloc", "realloc", "alloc_zeroed"};
    for (size_t i = 0; i < sizeof entries / sizeof *entries; i++) {
        if (strncmp(name, "__rust_", 7) != 0 || strcmp(name + 7, entries[i]) != 0) continue;
        char buf[32];
        snprintf(buf, sizeof buf, "__rg_%s", entries[i]);
        DefId d = std_internal_fn(tcx, buf);
        if (d.i) return d;
        snprintf(buf, sizeof buf, "__rdl_%s", entries[i]);
        return std_internal_fn(tcx, buf);
    }
    return (DefId){0};
}

/* The trait a method belongs to, or 0 when def is not a trait item. */
static DefId trait_of_item(TyCtxt *tcx, DefId def) {
    const DefData *d = res_def(ty_resolver(tcx), def);
    if (d->kind != DEF_ASSOC_FN && d->kind != DEF_ASSOC_CONST) return (DefId){0};
    const AssocItem *ai = ty_assoc_item(tcx, def);
    if (!ai || !ai->container.i) return (DefId){0};
    return res_def(ty_resolver(tcx), ai->container)->kind == DEF_TRAIT ? ai->container : (DefId){0};
}

/* args = trait args ++ own args: the own part. */
static ArgsId args_tail(TyCtxt *tcx, ArgsId args, uint32_t from) {
    uint32_t n = ty_args_len(tcx, args);
    return from >= n ? (ArgsId){0} : ty_intern_args(tcx, ty_args(tcx, args) + from, n - from);
}

static ArgsId args_concat(TyCtxt *tcx, ArgsId a, ArgsId b) {
    uint32_t na = ty_args_len(tcx, a), nb = ty_args_len(tcx, b);
    if (!nb) return a;
    if (!na) return b;
    TyId *buf = xmalloc((na + nb) * sizeof *buf);
    memcpy(buf, ty_args(tcx, a), na * sizeof *buf);
    memcpy(buf + na, ty_args(tcx, b), nb * sizeof *buf);
    ArgsId r = ty_intern_args(tcx, buf, na + nb);
    free(buf);
    return r;
}

static bool resolve_closure_call(TyCtxt *tcx, DefId method, ArgsId call_args, LangItem trait_li, TyId closure,
                                 Instance *out) {
    TyId k, sg, up;
    sel_closure_parts(tcx, closure, &k, &sg, &up);
    int kind = sel_closure_kind(tcx, NULL, k);
    if (kind < 0) return false;
    const TyData *d = ty_get(tcx, closure);
    /* rustc's needs_fn_once_adapter_shim: only FnOnce::call_once on an
     * Fn/FnMut closure needs one (an Fn body serves call_mut as is). */
    if (trait_li == LANG_FN_ONCE && kind != CLOSURE_KIND_FN_ONCE)
        *out = (Instance){.kind = INST_CLOSURE_ONCE_SHIM, .def = method, .args = call_args};
    else
        *out = (Instance){.kind = INST_ITEM, .def = d->adt.def, .args = d->adt.args};
    return true;
}

/* The item of the selected impl — its own, or the one it inherits from
 * the nearest impl it specialises (whose args are translated from the
 * trait ref), else the trait's default body. An overridable (`default`)
 * item is not resolved while the trait ref could still be specialised
 * further (generic), as rustc's resolve_associated_item. */
static bool resolve_impl_item(TyCtxt *tcx, ParamEnv env, DefId def, TraitRef tr, const Selection *sel, ArgsId args,
                              Instance *out) {
    ArgsId own = args_tail(tcx, args, ty_args_len(tcx, tr.args));
    const AssocItem *leaf = ty_impl_leaf_item(tcx, sel->impl_def, def);
    if (!leaf) {
        /* the trait's default body, for these trait args (conventions §2) */
        *out = (Instance){.kind = INST_ITEM, .def = def, .args = args};
        return true;
    }
    if (leaf->is_default && (ty_args_flags(tcx, tr.args) & (TYF_HAS_PARAM | TYF_HAS_INFER | TYF_HAS_PROJECTION)))
        return false;
    ArgsId impl_args = sel->impl_args;
    if (!def_eq(leaf->container, sel->impl_def)) {
        SelCx *s = xcalloc(1, sizeof *s);
        s->tcx = tcx;
        s->env = env;
        s->icx = infer_new(tcx);
        s->reveal_all = true;
        impl_args = sel_translate_impl_args(s, tr, leaf->container);
        infer_free(s->icx);
        free(s);
    }
    *out = (Instance){.kind = INST_ITEM, .def = leaf->def, .args = args_concat(tcx, impl_args, own)};
    return true;
}

static bool resolve_trait_item(TyCtxt *tcx, ParamEnv env, DefId def, DefId trait, ArgsId args, Instance *out) {
    uint32_t nt = ty_generics_count(tcx, trait);
    if (ty_args_len(tcx, args) < nt || !nt) return false;
    ArgsId targs = ty_intern_args(tcx, ty_args(tcx, args), nt);
    TyId self = ty_args(tcx, args)[0];
    if (ty_kind(tcx, self) == TYK_DYN) {
        /* a method of the principal or a supertrait: through the vtable;
         * another trait's (`impl Describe for dyn Visitor`): selected */
        const TyData *d = ty_get(tcx, self);
        uint32_t idx = d->dyn_.principal.i && ty_object_implements_principal(tcx, d->dyn_.principal)
                           ? ty_vtable_index(tcx, d->dyn_.principal, def)
                           : UINT32_MAX;
        if (idx != UINT32_MAX) {
            *out = (Instance){.kind = INST_VIRTUAL, .def = def, .args = args, .vtable_index = idx};
            return true;
        }
    }
    Selection sel = ty_select(tcx, NULL, env, (TraitRef){trait, targs});
    LangItem li = sel_trait_lang(tcx, trait);
    switch (sel.kind) {
    case SEL_IMPL: return resolve_impl_item(tcx, env, def, (TraitRef){trait, targs}, &sel, args, out);
    case SEL_CLOSURE: return resolve_closure_call(tcx, def, args, li, self, out);
    case SEL_GENERATOR: {
        /* Generator::resume: the generator's own (transformed) body */
        const TyData *d = ty_get(tcx, self);
        *out = (Instance){.kind = INST_ITEM, .def = d->adt.def, .args = d->adt.args};
        return true;
    }
    case SEL_FN_POINTER: *out = (Instance){.kind = INST_FN_PTR_SHIM, .def = def, .args = args}; return true;
    case SEL_BUILTIN:
        if (li == LANG_CLONE) {
            *out = (Instance){.kind = INST_CLONE_SHIM, .def = def, .args = args};
            return true;
        }
        return false;
    case SEL_OBJECT: {
        const TyData *d = ty_get(tcx, self);
        uint32_t idx = d->kind == TYK_DYN ? ty_vtable_index(tcx, d->dyn_.principal, def) : UINT32_MAX;
        if (idx == UINT32_MAX) return false;
        *out = (Instance){.kind = INST_VIRTUAL, .def = def, .args = args, .vtable_index = idx};
        return true;
    }
    default: return false;   /* a where-clause (still generic), none, ambiguous */
    }
}

bool ty_resolve_instance(TyCtxt *tcx, ParamEnv env, DefId def, ArgsId args, Instance *out) {
    *out = (Instance){.kind = INST_ITEM, .def = def, .args = args};
    if (hir_lang_item_of(ty_hir(tcx), def) == LANG_DROP_IN_PLACE) {
        /* drop_in_place::<dyn Tr> calls the vtable's drop slot (rustc
         * makes the same virtual call when it drops a dyn place) */
        if (ty_args_len(tcx, args) && ty_kind(tcx, ty_args(tcx, args)[0]) == TYK_DYN) {
            out->kind = INST_VIRTUAL;
            out->vtable_index = 0;
            return true;
        }
        out->kind = INST_DROP_GLUE;
        return true;
    }
    if (is_intrinsic(tcx, def)) {
        out->kind = INST_INTRINSIC;
        return true;
    }
    DefId target = weak_lang_definition(tcx, def);
    if (!target.i) target = allocator_definition(tcx, def);
    if (target.i) {
        out->def = target;
        out->args = ty_intern_args(tcx, NULL, 0);
        return true;
    }
    DefId trait = trait_of_item(tcx, def);
    if (!trait.i) return true;
    return resolve_trait_item(tcx, env, def, trait, args, out);
}

bool ty_is_track_caller(TyCtxt *tcx, DefId def) {
    const HirAttrs *at = hir_attrs(ty_hir(tcx), def);
    if (at && at->track_caller) return true;
    const DefData *dd = res_def(ty_resolver(tcx), def);
    if (!dd || dd->kind != DEF_ASSOC_FN) return false;
    const AssocItem *ai = ty_assoc_item(tcx, def);
    if (!ai || !ai->trait_item.i) return false;
    at = hir_attrs(ty_hir(tcx), ai->trait_item);
    return at && at->track_caller;
}

bool ty_resolve_closure_as_fn_ptr(TyCtxt *tcx, TyId closure, Instance *out) {
    const TyData *d = ty_get(tcx, closure);
    if (d->kind != TYK_CLOSURE) return false;
    TyId k, sg, up;
    sel_closure_parts(tcx, closure, &k, &sg, &up);
    *out = (Instance){.kind = INST_ITEM, .def = d->adt.def, .args = d->adt.args};
    if (sel_closure_kind(tcx, NULL, k) == CLOSURE_KIND_FN_ONCE) return true;
    /* an Fn/FnMut body takes its environment by reference: the FnOnce
     * shim takes it by value (a ZST here), as rustc's ClosureFnPointer */
    DefId once = hir_lang_item(ty_hir(tcx), LANG_FN_ONCE);
    const AssocItems *items = once.i ? ty_assoc_items(tcx, once) : NULL;
    DefId call_once = {0};
    for (uint32_t i = 0; items && i < items->n; i++)
        if (items->items[i].kind == DEF_ASSOC_FN) call_once = items->items[i].def;
    const TyData *sd = ty_get(tcx, sg);
    if (!call_once.i || sd->kind != TYK_FN_PTR) return true;
    uint32_t ni = ty_args_len(tcx, sd->sig.inputs_and_output) - 1;
    TyId ca[2] = {closure, ty_tuple(tcx, ty_args(tcx, sd->sig.inputs_and_output), ni)};
    *out = (Instance){.kind = INST_CLOSURE_ONCE_SHIM, .def = call_once, .args = ty_intern_args(tcx, ca, 2)};
    return true;
}

/* Does the method take `self` by value (its first input is Self)? */
static bool takes_self_by_value(TyCtxt *tcx, DefId method) {
    const AssocItem *ai = ty_assoc_item(tcx, method);
    if (!ai || !ai->has_self) return false;
    FnSig sig = ty_fn_sig(tcx, method);
    if (ty_args_len(tcx, sig.inputs_and_output) < 2) return false;
    const TyData *d = ty_get(tcx, ty_args(tcx, sig.inputs_and_output)[0]);
    return d->kind == TYK_PARAM && d->param.index == 0;
}

/* Can `def` be instantiated with `args` at all? Its where-clauses may
 * not hold for these types (`fn bar(&self) where Option<T>: Ord` in
 * `impl Foo<X> for ()`): rustc leaves such vtable entries vacant
 * (impossible_predicates), they can never be called. */
bool ty_predicates_may_hold(TyCtxt *tcx, ParamEnv env, DefId def, ArgsId args) {
    const Predicates *ps = ty_predicates_of(tcx, def);
    for (uint32_t i = 0; ps && i < ps->n; i++) {
        const Predicate *p = &ps->preds[i];
        if (p->kind != PRED_TRAIT) continue;
        ArgsId a = ty_subst_args(tcx, p->trait_ref.args, args);
        uint32_t n = ty_args_len(tcx, a);
        TyId buf[16];
        if (n > 16) continue;
        bool generic = false;
        for (uint32_t k = 0; k < n; k++) {
            buf[k] = ty_normalize(tcx, NULL, env, ty_args(tcx, a)[k]);
            if (ty_get(tcx, buf[k])->flags & (TYF_HAS_PARAM | TYF_HAS_INFER | TYF_HAS_ERROR)) generic = true;
        }
        if (generic) continue;
        TraitRef tr = {p->trait_ref.trait, ty_intern_args(tcx, buf, n)};
        if (ty_select(tcx, NULL, env, tr).kind == SEL_NONE) return false;
    }
    return true;
}

bool ty_resolve_instance_for_vtable(TyCtxt *tcx, ParamEnv env, DefId def, ArgsId args, Instance *out) {
    if (!ty_predicates_may_hold(tcx, env, def, args)) return false;
    if (takes_self_by_value(tcx, def)) {
        /* a vtable passes self behind a pointer: a shim moves it out */
        *out = (Instance){.kind = INST_VTABLE_SHIM, .def = def, .args = args};
        return true;
    }
    return ty_resolve_instance(tcx, env, def, args, out);
}

/* ---- vtables ---- */

typedef struct VtableEntry {
    const DefId *methods;
    uint32_t n;
    const DefId *supers;
    uint32_t nsupers;
} VtableEntry;

/* Can this method be called through a vtable? Not when it has type
 * params of its own, has no self, or says `where Self: Sized`. */
static bool vtable_safe(TyCtxt *tcx, DefId trait, const AssocItem *m) {
    if (!m->has_self) return false;
    const TyGenerics *g = ty_generics_of(tcx, m->def);
    for (uint32_t i = 0; g && i < g->nparams; i++)
        if (g->params[i].kind == GPD_TYPE) return false;
    DefId sized = hir_lang_item(ty_hir(tcx), LANG_SIZED);
    if (!sized.i) return true;
    const Predicates *own = ty_predicates_of(tcx, m->def), *parent = ty_predicates_of(tcx, trait);
    for (uint32_t i = 0; own && i < own->n; i++) {
        const Predicate *p = &own->preds[i];
        if (p->kind != PRED_TRAIT || !def_eq(p->trait_ref.trait, sized)) continue;
        const TyData *self = ty_get(tcx, ty_args(tcx, p->trait_ref.args)[0]);
        if (self->kind != TYK_PARAM || self->param.index != 0) continue;
        bool inherited = false;
        for (uint32_t j = 0; parent && j < parent->n && !inherited; j++)
            inherited = parent->preds[j].kind == PRED_TRAIT && def_eq(parent->preds[j].trait_ref.trait, sized) &&
                        parent->preds[j].trait_ref.args.i == p->trait_ref.args.i;
        if (!inherited) return false;
    }
    return true;
}

typedef VEC(DefId) DefVec;

static void vtable_collect(TyCtxt *tcx, DefId trait, DefVec *seen, DefVec *out) {
    vec_foreach(seen, t) if (def_eq(*t, trait)) return;
    vec_push(seen, trait);
    TraitRef *sup = NULL;
    uint32_t n = ty_supertraits(tcx, (TraitRef){trait, ty_identity_args(tcx, trait)}, &sup);
    for (uint32_t i = 0; i < n; i++) vtable_collect(tcx, sup[i].trait, seen, out);
    const AssocItems *items = ty_assoc_items(tcx, trait);
    for (uint32_t i = 0; items && i < items->n; i++) {
        const AssocItem *m = &items->items[i];
        if (m->kind != DEF_ASSOC_FN) continue;
        vec_push(out, vtable_safe(tcx, trait, m) ? m->def : (DefId){0});
    }
}

/* Cached per trait in select_maps[2]: trait -> VtableEntry*. */
static const VtableEntry *vtable_entry(TyCtxt *tcx, DefId trait) {
    uint64_t v;
    if (hmap_get(&tcx->select_maps[2], trait.i, &v)) return (const VtableEntry *)(uintptr_t)v;
    DefVec seen = {0}, out = {0};
    vtable_collect(tcx, trait, &seen, &out);
    VtableEntry *e = ARENA_NEW(ty_arena(tcx), VtableEntry);
    e->n = out.len;
    e->methods = out.len ? vec_to_arena(ty_arena(tcx), &out) : NULL;
    /* seen[0] is the trait itself */
    e->nsupers = seen.len ? seen.len - 1 : 0;
    if (e->nsupers) {
        DefId *s = ARENA_ARRAY(ty_arena(tcx), DefId, e->nsupers);
        memcpy(s, seen.data + 1, sizeof *s * e->nsupers);
        e->supers = s;
    }
    vec_free(&seen);
    vec_free(&out);
    hmap_put(&tcx->select_maps[2], trait.i, (uint64_t)(uintptr_t)e);
    return e;
}

const DefId *ty_vtable_methods(TyCtxt *tcx, DefId trait, uint32_t *n) {
    const VtableEntry *e = vtable_entry(tcx, trait);
    *n = e->n;
    return e->methods;
}

const DefId *ty_vtable_supers(TyCtxt *tcx, DefId trait, uint32_t *n) {
    const VtableEntry *e = vtable_entry(tcx, trait);
    *n = e->nsupers;
    return e->supers;
}

uint32_t ty_vtable_super_index(TyCtxt *tcx, DefId trait, DefId super) {
    const VtableEntry *e = vtable_entry(tcx, trait);
    for (uint32_t i = 0; i < e->nsupers; i++)
        if (def_eq(e->supers[i], super)) return VTABLE_FIRST_METHOD + e->n + i;
    return UINT32_MAX;
}

static bool supertrait_args_rec(TyCtxt *tcx, DefId trait, ArgsId args, DefId target, ArgsId *out, int depth) {
    if (def_eq(trait, target)) {
        *out = args;
        return true;
    }
    if (depth > 32) return false;
    const Predicates *ps = ty_predicates_of(tcx, trait);
    for (uint32_t i = 0; ps && i < ps->n; i++) {
        const Predicate *p = &ps->preds[i];
        if (p->kind != PRED_TRAIT || def_eq(p->trait_ref.trait, trait) || !ty_args_len(tcx, p->trait_ref.args)) continue;
        const TyData *self = ty_get(tcx, ty_args(tcx, p->trait_ref.args)[0]);
        if (self->kind != TYK_PARAM || self->param.index != 0) continue;
        ArgsId sub = ty_subst_args(tcx, p->trait_ref.args, args);
        if (supertrait_args_rec(tcx, p->trait_ref.trait, sub, target, out, depth + 1)) return true;
    }
    return false;
}

bool ty_supertrait_args(TyCtxt *tcx, DefId trait, ArgsId args, DefId target, ArgsId *out) {
    return supertrait_args_rec(tcx, trait, args, target, out, 0);
}

uint32_t ty_vtable_index(TyCtxt *tcx, DefId trait, DefId method) {
    uint32_t n = 0;
    const DefId *m = ty_vtable_methods(tcx, trait, &n);
    for (uint32_t i = 0; i < n; i++)
        if (def_eq(m[i], method)) return VTABLE_FIRST_METHOD + i;
    return UINT32_MAX;
}
