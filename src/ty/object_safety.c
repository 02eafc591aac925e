/* object_safety.c — which traits can be made into objects (`dyn Trait`).
 *
 * Takes: a trait's items, signatures, generics and predicates (collect.c),
 * its supertraits. Gives: its object safety violations (rustc 1.63's
 * object_safety_violations, the Reference's "Object Safety"), cached per
 * trait, and the E0038 error that lists them.
 *
 * A trait is object safe when it and each of its supertraits:
 *   - does not require `Self: Sized` (directly or through a supertrait);
 *   - does not use `Self` as a type argument in its predicates or in the
 *     bounds of its associated types (`trait T: PartialEq<Self>`);
 *   - has no associated consts and no generic associated types;
 *   - has only methods that either say `where Self: Sized` (they are left
 *     out of the vtable) or are dispatchable: they take `self` (by value,
 *     or through a receiver that dispatches: `&Self`, `&mut Self`,
 *     `*const Self`, `Box<Self>`, `Rc<Self>`, `Pin<&mut Self>`, ... any
 *     type with a DispatchFromDyn impl around Self), have no type or
 *     const parameters, and mention `Self` nowhere else in their
 *     signature except as `<Self as Trait>::Assoc` of a supertrait.
 *
 * Where rustc asks (and rcc with it): the well-formedness of a written
 * `dyn Trait` type (typeck's check_item_wf and body types; not with
 * #![feature(object_safe_for_dispatch)]), and every unsizing coercion to
 * `dyn Trait` (typeck's coerce.c). Selection takes no object candidate
 * for a trait that is not object safe (the feature lets a crate implement
 * such a trait for its own object type).
 */
#include "select_priv.h"

typedef enum ViolationKind {
    OV_SIZED_SELF,            /* rustc's order of the help texts */
    OV_SUPERTRAIT_SELF,
    OV_STATIC_METHOD,
    OV_SELF_INPUT,
    OV_SELF_OUTPUT,
    OV_GENERIC,
    OV_UNDISPATCHABLE,
    OV_ASSOC_CONST,
    OV_GAT,
} ViolationKind;

typedef struct Violation {
    ViolationKind kind;
    DefId item;               /* the method, const or type (0 for the trait's own) */
    Symbol name;
    Span span;                /* dummy: none to show */
} Violation;

typedef struct Violations {
    Violation *v;
    uint32_t n;
} Violations;

typedef VEC(Violation) ViolationVec;
typedef VEC(DefId) DefVec;

static const DefData *defdata(TyCtxt *tcx, DefId d) { return res_def(ty_resolver(tcx), d); }

/* The trait and its supertraits, transitively, the trait first. */
static void supertrait_closure(TyCtxt *tcx, DefId trait, DefVec *out) {
    vec_foreach(out, t) if (def_eq(*t, trait)) return;
    vec_push(out, trait);
    TraitRef *sup = NULL;
    uint32_t n = ty_supertraits(tcx, (TraitRef){trait, ty_identity_args(tcx, trait)}, &sup);
    for (uint32_t i = 0; i < n && out->len < 256; i++) supertrait_closure(tcx, sup[i].trait, out);
}

static bool is_self_param(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    return d->kind == TYK_PARAM && d->param.index == 0 && d->sub != PARAM_SUB_CONST;
}

/* Is `Self: Sized` implied by the bound `Self: trait` (Sized itself, or
 * a trait with Sized among its supertraits)? */
static bool implies_sized(TyCtxt *tcx, DefId trait, DefId sized) {
    if (def_eq(trait, sized)) return true;
    DefVec sup = {0};
    supertrait_closure(tcx, trait, &sup);
    bool r = false;
    vec_foreach(&sup, t) r |= def_eq(*t, sized);
    vec_free(&sup);
    return r;
}

/* rustc's generics_require_sized_self: among the predicates of def (its
 * parents' included), elaborated, is there `Self: Sized`? */
static bool requires_sized_self(TyCtxt *tcx, DefId def, Span *where) {
    DefId sized = hir_lang_item(ty_hir(tcx), LANG_SIZED);
    if (!sized.i) return false;
    const Predicates *ps = ty_predicates_of(tcx, def);
    bool found = false;
    for (uint32_t i = 0; ps && i < ps->n; i++) {
        const Predicate *p = &ps->preds[i];
        if (p->kind != PRED_TRAIT || !ty_args_len(tcx, p->trait_ref.args)) continue;
        if (!is_self_param(tcx, ty_args(tcx, p->trait_ref.args)[0])) continue;
        /* a trait's own `Self: Trait` (Sized's `Self: Sized`) is no bound */
        if (def_eq(p->trait_ref.trait, def)) continue;
        if (!implies_sized(tcx, p->trait_ref.trait, sized)) continue;
        if (!where) return true;
        if (!found || (span_is_dummy(*where) && !span_is_dummy(p->span))) *where = p->span;
        found = true;
    }
    return found;
}

/* Does t mention Self at all (predicates_reference_self's has_self_ty)? */
typedef struct SelfSearch {
    TyCtxt *tcx;
    const DefVec *supers;     /* NULL: every mention counts; else projections of these traits are allowed */
    bool found;
} SelfSearch;

static TyId self_search(void *arg, TyId t) {
    SelfSearch *s = arg;
    const DefVec *supers = s->supers;
    if (s->found) return t;
    const TyData *d = ty_get(s->tcx, t);
    if (!(d->flags & TYF_HAS_PARAM)) return t;
    if (is_self_param(s->tcx, t)) {
        s->found = true;
        return t;
    }
    /* an unevaluated const carries its parent's args (Self among them)
     * whether or not its expression uses them: rustc looks at the
     * expression, rcc takes it as not mentioning Self */
    if (d->kind == TYK_UNEVAL) return t;
    if (d->kind == TYK_PROJECTION && s->supers) {
        /* `<Self as Super>::X`: the object type names X */
        const AssocItem *ai = ty_assoc_item(s->tcx, d->proj.item);
        for (uint32_t k = 0; ai && k < supers->len; k++)
            if (def_eq(supers->data[k], ai->container)) return t;
    }
    return infer_map_components(s->tcx, t, self_search, s);
}

static bool mentions_self(TyCtxt *tcx, TyId t, const DefVec *supers) {
    SelfSearch s = {tcx, supers, false};
    self_search(&s, t);
    return s.found;
}

static bool args_mention_self(TyCtxt *tcx, ArgsId a, uint32_t from) {
    for (uint32_t k = from; k < ty_args_len(tcx, a); k++)
        if (mentions_self(tcx, ty_args(tcx, a)[k], NULL)) return true;
    return false;
}

/* rustc's receiver_is_dispatchable, as a shape: Self behind a reference
 * or raw pointer, or inside a type with a DispatchFromDyn impl (Box, Rc,
 * Arc, Pin, ...), recursively. */
static bool receiver_dispatches(TyCtxt *tcx, TyId t, int depth) {
    const TyData *d = ty_get(tcx, t);
    if (depth > 8) return false;
    if (d->kind == TYK_REF || d->kind == TYK_RAW_PTR) return is_self_param(tcx, d->pointee);
    if (d->kind != TYK_ADT) return false;
    DefId dfd = hir_lang_item(ty_hir(tcx), LANG_DISPATCH_FROM_DYN);
    if (!dfd.i) return true;   /* no_core without the lang item: nothing to check against */
    uint32_t nimpls = 0;
    const DefId *impls = ty_trait_impls(tcx, dfd, &nimpls);
    uint64_t key = ty_simplified_key(tcx, t);
    bool has_impl = false;
    for (uint32_t i = 0; i < nimpls && !has_impl; i++) has_impl = ty_impl_self_key(tcx, impls[i]) == key;
    if (!has_impl) return false;
    for (uint32_t k = 0; k < ty_args_len(tcx, d->adt.args); k++) {
        TyId a = ty_args(tcx, d->adt.args)[k];
        if (is_self_param(tcx, a) || receiver_dispatches(tcx, a, depth + 1)) return true;
    }
    return false;
}

static Span input_span(TyCtxt *tcx, DefId m, uint32_t i) {
    const HirItem *it = hir_item(ty_hir(tcx), m);
    if (it && it->kind == HITEM_FN && i < it->fn.decl.ninputs && it->fn.decl.inputs[i])
        return it->fn.decl.inputs[i]->span;
    return ty_def_ident_span(tcx, m);
}

static void method_violation(TyCtxt *tcx, const DefVec *supers, const AssocItem *m, ViolationVec *out) {
    if (requires_sized_self(tcx, m->def, NULL)) return;
    Violation v = {.item = m->def, .name = m->name, .span = ty_def_ident_span(tcx, m->def)};
    if (!m->has_self) {
        v.kind = OV_STATIC_METHOD;
        vec_push(out, v);
        return;
    }
    FnSig sig = ty_fn_sig(tcx, m->def);
    uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
    if (!n) return;
    const TyId *io = ty_args(tcx, sig.inputs_and_output);
    for (uint32_t i = 1; i + 1 < n; i++)
        if (mentions_self(tcx, io[i], supers)) {
            v.kind = OV_SELF_INPUT;
            v.span = input_span(tcx, m->def, i);
            vec_push(out, v);
            return;
        }
    if (mentions_self(tcx, io[n - 1], supers)) {
        v.kind = OV_SELF_OUTPUT;
        const HirItem *it = hir_item(ty_hir(tcx), m->def);
        if (it && it->kind == HITEM_FN && it->fn.decl.output) v.span = it->fn.decl.output->span;
        vec_push(out, v);
        return;
    }
    const TyGenerics *g = ty_generics_of(tcx, m->def);
    for (uint32_t i = 0; g && i < g->nparams; i++)
        if (g->params[i].kind == GPD_TYPE || g->params[i].kind == GPD_CONST) {
            v.kind = OV_GENERIC;
            vec_push(out, v);
            return;
        }
    if (n >= 2 && !is_self_param(tcx, io[0]) && !receiver_dispatches(tcx, io[0], 0)) {
        v.kind = OV_UNDISPATCHABLE;
        v.span = input_span(tcx, m->def, 0);
        vec_push(out, v);
    }
}

static void trait_violations(TyCtxt *tcx, DefId trait, ViolationVec *out) {
    DefVec supers = {0};
    supertrait_closure(tcx, trait, &supers);
    const AssocItems *items = ty_assoc_items(tcx, trait);
    for (uint32_t i = 0; items && i < items->n; i++)
        if (items->items[i].kind == DEF_ASSOC_FN) method_violation(tcx, &supers, &items->items[i], out);
    Span sized_span = {0, 0};
    if (requires_sized_self(tcx, trait, &sized_span))
        vec_push(out, ((Violation){.kind = OV_SIZED_SELF, .span = sized_span}));
    /* `Self` as a type argument of the trait's own predicates */
    const Predicates *ps = ty_predicates_of(tcx, trait);
    for (uint32_t i = 0; ps && i < ps->n; i++) {
        const Predicate *p = &ps->preds[i];
        if (p->kind != PRED_TRAIT && p->kind != PRED_PROJECTION) continue;
        if (args_mention_self(tcx, p->trait_ref.args, 1))
            vec_push(out, ((Violation){.kind = OV_SUPERTRAIT_SELF, .span = p->span}));
    }
    for (uint32_t i = 0; items && i < items->n; i++) {
        const AssocItem *ai = &items->items[i];
        if (ai->kind != DEF_ASSOC_TY) continue;
        Predicates b = ty_item_bounds(tcx, ai->def, ty_identity_args(tcx, trait));
        for (uint32_t k = 0; k < b.n; k++)
            if ((b.preds[k].kind == PRED_TRAIT || b.preds[k].kind == PRED_PROJECTION) &&
                args_mention_self(tcx, b.preds[k].trait_ref.args, 1))
                vec_push(out, ((Violation){.kind = OV_SUPERTRAIT_SELF, .span = b.preds[k].span}));
    }
    for (uint32_t i = 0; items && i < items->n; i++) {
        const AssocItem *ai = &items->items[i];
        if (ai->kind == DEF_ASSOC_CONST)
            vec_push(out, ((Violation){.kind = OV_ASSOC_CONST, .item = ai->def, .name = ai->name,
                                       .span = ty_def_ident_span(tcx, ai->def)}));
    }
    if (!res_crate_has_feature(ty_resolver(tcx), LOCAL_CRATE, sym_cstr("generic_associated_types_extended")))
        for (uint32_t i = 0; items && i < items->n; i++) {
            const AssocItem *ai = &items->items[i];
            const HirItem *it = ai->kind == DEF_ASSOC_TY ? hir_item(ty_hir(tcx), ai->def) : NULL;
            const TyGenerics *g = ai->kind == DEF_ASSOC_TY ? ty_generics_of(tcx, ai->def) : NULL;
            if ((it && it->generics.nparams) || (g && g->nparams))
                vec_push(out, ((Violation){.kind = OV_GAT, .item = ai->def, .name = ai->name,
                                           .span = ty_def_ident_span(tcx, ai->def)}));
        }
    vec_free(&supers);
}

/* Cached per trait in objsafe_maps[0]: trait -> Violations* (the trait's
 * and its supertraits', in rustc's order). */
static const Violations *violations_of(TyCtxt *tcx, DefId trait) {
    uint64_t v;
    if (hmap_get(&tcx->objsafe_maps[0], trait.i, &v)) return (const Violations *)(uintptr_t)v;
    Violations *r = ARENA_NEW(ty_arena(tcx), Violations);
    memset(r, 0, sizeof *r);
    /* a cycle through the supertraits (an error elsewhere) finds none */
    hmap_put(&tcx->objsafe_maps[0], trait.i, (uint64_t)(uintptr_t)r);
    DefVec supers = {0};
    supertrait_closure(tcx, trait, &supers);
    ViolationVec out = {0};
    vec_foreach(&supers, t) trait_violations(tcx, *t, &out);
    r->n = out.len;
    r->v = out.len ? vec_to_arena(ty_arena(tcx), &out) : NULL;
    vec_free(&out);
    vec_free(&supers);
    return r;
}

bool ty_is_object_safe(TyCtxt *tcx, DefId trait) {
    if (!trait.i || defdata(tcx, trait)->kind != DEF_TRAIT || ty_trait_def(tcx, trait)->is_auto) return true;
    return violations_of(tcx, trait)->n == 0;
}

bool ty_object_safe_for_dispatch(TyCtxt *tcx) {
    return res_crate_has_feature(ty_resolver(tcx), LOCAL_CRATE, sym_cstr("object_safe_for_dispatch"));
}

bool ty_object_implements_principal(TyCtxt *tcx, DefId principal) {
    return !principal.i || !ty_object_safe_for_dispatch(tcx) || ty_is_object_safe(tcx, principal);
}

static const char *violation_msg(TyCtxt *tcx, const Violation *v) {
    const char *name = v->name ? sym_str(v->name) : "";
    Arena *a = ty_arena(tcx);
    switch (v->kind) {
    case OV_SIZED_SELF: return "it requires `Self: Sized`";
    case OV_SUPERTRAIT_SELF: return "it uses `Self` as a type parameter";
    case OV_STATIC_METHOD: return arena_sprintf(a, "associated function `%s` has no `self` parameter", name);
    case OV_SELF_INPUT: return arena_sprintf(a, "method `%s` references the `Self` type in this parameter", name);
    case OV_SELF_OUTPUT: return arena_sprintf(a, "method `%s` references the `Self` type in its return type", name);
    case OV_GENERIC: return arena_sprintf(a, "method `%s` has generic type parameters", name);
    case OV_UNDISPATCHABLE: return arena_sprintf(a, "method `%s`'s `self` parameter cannot be dispatched on", name);
    case OV_ASSOC_CONST: return "it contains this associated `const`";
    case OV_GAT: return arena_sprintf(a, "it contains the generic associated type `%s`", name);
    }
    return "";
}

/* The two suggestions for an associated fn without self, when its
 * source is at hand: `&self` as a first parameter, or `where Self: Sized`. */
static void suggest_static_method(TyCtxt *tcx, Diag *d, const Violation *v) {
    const DefData *dd = defdata(tcx, v->item);
    const Item *it = dd ? dd->ast : NULL;
    DiagCtx *dc = ty_diag(tcx);
    const SourceFile *f = it ? sm_file_at(dc->sm, it->ident.span.hi) : NULL;
    const char *name = sym_str(v->name);
    if (!f || it->kind != ITEM_FN) {
        diag_help(d, "consider turning `%s` into a method by giving it a `&self` argument or constraining it so it does not apply to trait objects", name);
        return;
    }
    const FnItem *fn = &it->fn;
    /* the `(` after the name and its generics, and the matching `)` */
    uint32_t pos = span_is_dummy(fn->generics.span) ? it->ident.span.hi : fn->generics.span.hi;
    const char *src = sm_file_text(f);
    uint32_t i = pos - f->start, open = 0, close = 0;
    while (i < f->len && src[i] != '(') i++;
    open = i;
    int depth = 0;
    for (; i < f->len; i++) {
        if (src[i] == '(') depth++;
        else if (src[i] == ')' && --depth == 0) break;
    }
    close = i;
    if (open >= f->len || close >= f->len) {
        diag_help(d, "consider turning `%s` into a method by giving it a `&self` argument or constraining it so it does not apply to trait objects", name);
        return;
    }
    Span self_at;
    const char *self_text;
    if (fn->decl.inputs.len) {
        self_at = (Span){fn->decl.inputs.data[0].span.lo, fn->decl.inputs.data[0].span.lo};
        self_text = "&self, ";
    } else {
        self_at = (Span){f->start + open + 1, f->start + open + 1};
        self_text = "&self";
    }
    diag_suggest(d, self_at, self_text, APP_MAYBE_INCORRECT,
                 "consider turning `%s` into a method by giving it a `&self` argument", name);
    Span where_at;
    const char *where_text;
    if (fn->generics.has_where_token && fn->generics.where_preds.len) {
        uint32_t hi = fn->generics.where_preds.data[fn->generics.where_preds.len - 1].span.hi;
        where_at = (Span){hi, hi};
        where_text = ", Self: Sized";
    } else {
        uint32_t hi = !span_is_dummy(fn->decl.output_span) ? fn->decl.output_span.hi : f->start + close + 1;
        where_at = (Span){hi, hi};
        where_text = " where Self: Sized";
    }
    diag_suggest(d, where_at, where_text, APP_MAYBE_INCORRECT,
                 "alternatively, consider constraining `%s` so it does not apply to trait objects", name);
}

void ty_report_object_unsafe(TyCtxt *tcx, DefId trait, Span span, TyId coerce_from, TyId coerce_to) {
    if (!trait.i || !tcx->dc) return;
    uint64_t key = (uint64_t)span.lo << 32 | span.hi;
    if (coerce_to.i) key ^= 1ull << 63;
    uint64_t dummy;
    if (hmap_get(&tcx->objsafe_maps[1], key, &dummy)) return;
    hmap_put(&tcx->objsafe_maps[1], key, 1);
    const Violations *vs = violations_of(tcx, trait);
    StrBuf path = {0};
    ty_print_def_path(tcx, &path, trait, (ArgsId){0});
    Diag *d = diag_error(tcx->dc, DC_E0038, span, "the trait `%s` cannot be made into an object", sb_cstr(&path));
    diag_label(d, span, true, "`%s` cannot be made into an object", sb_cstr(&path));
    const DefData *td = defdata(tcx, trait);
    bool local = td->krate == LOCAL_CRATE;
    /* one label per violation span (rustc dedups equal violations) */
    Span first = {0, 0};
    for (uint32_t i = 0; i < vs->n; i++)
        if (!span_is_dummy(vs->v[i].span)) {
            first = vs->v[i].span;
            break;
        }
    const char *why = "for a trait to be \"object safe\" it needs to allow building a vtable to allow the call to be "
                      "resolvable dynamically; for more information visit "
                      "<https://doc.rust-lang.org/reference/items/traits.html#object-safety>";
    if (!span_is_dummy(first)) {
        Diag *nt = diag_span_note(d, first, "%s", why);
        if (local) diag_label(nt, ty_def_ident_span(tcx, trait), false, "this trait cannot be made into an object...");
        for (uint32_t i = 0; i < vs->n; i++) {
            const Violation *v = &vs->v[i];
            bool dup = false;
            for (uint32_t k = 0; k < i && !dup; k++)
                dup = vs->v[k].kind == v->kind && vs->v[k].span.lo == v->span.lo && vs->v[k].span.hi == v->span.hi;
            if (dup || span_is_dummy(v->span)) continue;
            diag_label(nt, v->span, true, "%s%s", local ? "...because " : "the trait cannot be made into an object because ",
                       violation_msg(tcx, v));
        }
    }
    for (uint32_t i = 0; i < vs->n; i++)
        if (span_is_dummy(vs->v[i].span))
            diag_note(d, "the trait cannot be made into an object because %s", violation_msg(tcx, &vs->v[i]));
    if (coerce_to.i) {
        const char *from = ty_to_string(tcx, coerce_from), *to = ty_to_string(tcx, coerce_to);
        diag_note(d, "required because of the requirements on the impl of `CoerceUnsized<%s>` for `%s`", to, from);
        diag_note(d, "required by cast to type `%s`", to);
    }
    /* the helps, for a local trait, in rustc's order of violation kinds */
    if (local)
        for (int kind = OV_SIZED_SELF; kind <= OV_GAT; kind++)
            for (uint32_t i = 0; i < vs->n; i++) {
                const Violation *v = &vs->v[i];
                if ((int)v->kind != kind) continue;
                bool dup = false;
                for (uint32_t k = 0; k < i && !dup; k++) dup = vs->v[k].kind == v->kind && def_eq(vs->v[k].item, v->item);
                if (dup) continue;
                switch (v->kind) {
                case OV_SIZED_SELF: case OV_SUPERTRAIT_SELF: break;
                case OV_STATIC_METHOD: suggest_static_method(tcx, d, v); break;
                case OV_UNDISPATCHABLE:
                    diag_suggest(d, v->span, "&Self", APP_MACHINE_APPLICABLE,
                                 "consider changing method `%s`'s `self` parameter to be `&self`", sym_str(v->name));
                    break;
                default: diag_help(d, "consider moving `%s` to another trait", sym_str(v->name)); break;
                }
            }
    diag_emit(d);
    sb_free(&path);
}

/* ---- written types ---- */

static const HirTy *find_in_args(TyCtxt *tcx, const HirGenericArgs *ga, DefId *trait);

const HirTy *ty_find_unsafe_dyn_in_path(TyCtxt *tcx, const HirPath *p, DefId *trait) {
    for (uint32_t i = 0; p && i < p->nsegs; i++) {
        const HirTy *r = find_in_args(tcx, p->segs[i].args, trait);
        if (r) return r;
    }
    return NULL;
}

static const HirTy *find_in_args(TyCtxt *tcx, const HirGenericArgs *ga, DefId *trait) {
    if (!ga) return NULL;
    for (uint32_t i = 0; i < ga->nargs; i++)
        if (ga->args[i].kind == HGA_TYPE && ga->args[i].ty) {
            const HirTy *r = ty_find_unsafe_dyn(tcx, ga->args[i].ty, trait);
            if (r) return r;
        }
    for (uint32_t i = 0; i < ga->nconstraints; i++)
        if (ga->constraints[i].ty) {
            const HirTy *r = ty_find_unsafe_dyn(tcx, ga->constraints[i].ty, trait);
            if (r) return r;
        }
    return NULL;
}

/* The first trait (not an auto trait) among a trait alias's bounds,
 * through nested aliases. */
static DefId alias_principal(TyCtxt *tcx, DefId alias, int depth) {
    const Predicates *sp = depth < 16 ? ty_super_predicates(tcx, alias) : NULL;
    for (uint32_t i = 0; sp && i < sp->n; i++) {
        const Predicate *p = &sp->preds[i];
        if (p->kind != PRED_TRAIT) continue;
        DefId t = p->trait_ref.trait;
        if (defdata(tcx, t)->kind == DEF_TRAIT_ALIAS) {
            DefId r = alias_principal(tcx, t, depth + 1);
            if (r.i) return r;
        } else if (defdata(tcx, t)->kind == DEF_TRAIT && !ty_trait_def(tcx, t)->is_auto) {
            return t;
        }
    }
    return (DefId){0};
}

/* The principal trait a bound list names (not an auto trait; through
 * trait aliases). */
static DefId principal_of(TyCtxt *tcx, const HirGenericBound *b, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) {
        if (b[i].kind != HB_TRAIT || !b[i].trait_path || b[i].trait_path->res.kind != RES_DEF) continue;
        DefId def = b[i].trait_path->res.def;
        if (defdata(tcx, def)->kind == DEF_TRAIT_ALIAS) {
            DefId p = alias_principal(tcx, def, 0);
            if (p.i) return p;
        }
        if (defdata(tcx, def)->kind == DEF_TRAIT && !ty_trait_def(tcx, def)->is_auto) return def;
    }
    return (DefId){0};
}

const HirTy *ty_find_unsafe_dyn(TyCtxt *tcx, const HirTy *t, DefId *trait) {
    if (!t) return NULL;
    switch (t->kind) {
    case HTY_REF: case HTY_PTR: return ty_find_unsafe_dyn(tcx, t->ptr.ty, trait);
    case HTY_SLICE: return ty_find_unsafe_dyn(tcx, t->elem, trait);
    case HTY_ARRAY: return ty_find_unsafe_dyn(tcx, t->array.elem, trait);
    case HTY_TUP:
        for (uint32_t i = 0; i < t->tup.n; i++) {
            const HirTy *r = ty_find_unsafe_dyn(tcx, t->tup.elems[i], trait);
            if (r) return r;
        }
        return NULL;
    case HTY_FN_PTR:
        for (uint32_t i = 0; i < t->fn_ptr.decl.ninputs; i++) {
            const HirTy *r = ty_find_unsafe_dyn(tcx, t->fn_ptr.decl.inputs[i], trait);
            if (r) return r;
        }
        return ty_find_unsafe_dyn(tcx, t->fn_ptr.decl.output, trait);
    case HTY_DYN: {
        DefId p = principal_of(tcx, t->bounds.bounds, t->bounds.nbounds);
        if (p.i && !ty_is_object_safe(tcx, p)) {
            *trait = p;
            return t;
        }
        for (uint32_t i = 0; i < t->bounds.nbounds; i++) {
            const HirGenericBound *b = &t->bounds.bounds[i];
            const HirTy *r = b->kind == HB_TRAIT ? ty_find_unsafe_dyn_in_path(tcx, b->trait_path, trait) : NULL;
            if (r) return r;
        }
        return NULL;
    }
    case HTY_PATH: {
        const HirQPath *q = &t->qpath;
        if (q->kind == QPATH_RESOLVED && q->path && q->path->res.kind == RES_DEF &&
            defdata(tcx, q->path->res.def)->kind == DEF_TRAIT && !q->qself) {
            /* a bare trait object (edition 2015) */
            DefId p = q->path->res.def;
            if (!ty_is_object_safe(tcx, p)) {
                *trait = p;
                return t;
            }
        }
        const HirTy *r = ty_find_unsafe_dyn(tcx, q->qself, trait);
        if (r) return r;
        if (q->kind == QPATH_RESOLVED) return ty_find_unsafe_dyn_in_path(tcx, q->path, trait);
        if (q->kind == QPATH_TYPE_RELATIVE && q->seg) return find_in_args(tcx, q->seg->args, trait);
        return NULL;
    }
    default: return NULL;
    }
}
