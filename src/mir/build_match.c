/* build_match.c — patterns: `match`, `let`, `if let`, parameters.
 *
 * Takes: HIR patterns with their typeck facts (binding modes, implicit
 * derefs of default binding modes, field indices, constructor paths).
 * Gives: tests and bindings in MIR. A match is lowered as a decision
 * chain: the arms are tried in order, each arm's pattern compiled to a
 * sequence of tests (SWITCH_INT on an enum's RV_DISCRIMINANT, on integer,
 * char and bool values; comparisons for ranges and constants; RV_LEN for
 * slices) that jump to the next arm on failure. Bindings are made once
 * every test of the arm passed (or of the or-pattern alternative), then
 * the guard runs, then the arm's body. */
#include "mir_priv.h"

#include <string.h>

typedef struct Binding {
    const HirPat *pat;
    Place place;
} Binding;
typedef VEC(Binding) BindVec;

static void test_pat(Builder *b, Place p, const HirPat *pat, MirBlock fail, BindVec *binds, bool schedule);

/* The pattern whose top-level test a switch already made (see
 * match_switch): test_pat skips that one test. */
static const HirPat *g_skip_head;

static uint8_t tk(Builder *b, TyId t) { return ty_kind(b->tcx, t); }

static MirBlock fail_block(Builder *b, MirBlock fail) {
    if (fail != MIR_NO_BLOCK) return fail;
    MirBlock u = mb_new_block(b);
    b->blocks.data[u].terminated = true;
    b->blocks.data[u].term = (MirTerm){.kind = TERM_UNREACHABLE, .target = MIR_NO_BLOCK};
    return u;
}

static BindingMode binding_mode(Builder *b, const HirPat *pat) {
    if (!b->tr->binding_modes || pat->id.i >= b->tr->nids) return BM_BY_VALUE;
    return (BindingMode)b->tr->binding_modes[pat->id.i];
}

static uint32_t pat_derefs(Builder *b, const HirPat *pat) {
    if (!b->tr->pat_adjustments || pat->id.i >= b->tr->nids) return 0;
    return b->tr->pat_adjustments[pat->id.i].n;
}

bool mb_pat_is_simple_binding(Builder *b, const HirPat *pat) {
    return pat->kind == HPAT_BINDING && !pat->binding.sub && binding_mode(b, pat) == BM_BY_VALUE && !pat_derefs(b, pat);
}

/* ---- bindings ---- */

/* Assigns a binding's local from its place: a move or copy by value (a
 * copy while binding for a match guard), or a reference. */
static void bind_assign(Builder *b, const Binding *bd, MirLocal l, Span span) {
    BindingMode m = binding_mode(b, bd->pat);
    if (m == BM_BY_VALUE && b->guard_bind) {
        b->info.data[l].guard_copy = true;
        mb_assign_use(b, mb_place(l), mb_copy(bd->place), span);
    } else if (m == BM_BY_VALUE) {
        Operand op = mb_consume(b, bd->place);
        if (op.kind == OP_MOVE) {
            op.span = b->scrut_span.lo ? b->scrut_span : span;
            /* the binding moves where it is, unless it comes from another
             * file (a macro of another crate: `dbg!(a)`'s `tmp`): then
             * the matched expression moves, where the user sees it */
            const SourceMap *sm = ty_diag(b->tcx)->sm;
            op.pat = !b->scrut_span.lo || sm_file_at(sm, span.lo) == sm_file_at(sm, b->scrut_span.lo);
        }
        mb_assign_use(b, mb_place(l), op, span);
    } else {
        Rvalue rv = {.kind = RV_REF, .mutbl = m == BM_BY_REF_MUT, .place = bd->place, .active_field = -1};
        mb_assign(b, mb_place(l), rv, span);
        if (m == BM_BY_REF_MUT && b->guard_bind && b->guard_derefs) {
            /* the guard's `z` is `*g`, g = &z */
            MirLocal g = mb_new_temp(b, ty_ref(b->tcx, b->locals.data[l].ty, false), span);
            b->locals.data[g].name = b->locals.data[l].name;
            b->info.data[g].guard_copy = true;
            mb_assign(b, mb_place(g), (Rvalue){.kind = RV_REF, .place = mb_place(l), .active_field = -1}, span);
            hmap_put(b->guard_derefs, bd->pat->id.i, g);
        }
    }
}

static void bind_one(Builder *b, const Binding *bd, bool schedule) {
    /* a by-reference binding bound for the guard is the arm's own */
    if (b->guard_refs && !b->guard_bind && hmap_get(b->guard_refs, bd->pat->id.i, NULL)) return;
    MirLocal l = mb_var_local(b, bd->pat);
    Span span = bd->pat->span;
    mb_storage(b, MSTMT_STORAGE_LIVE, l, span);
    bind_assign(b, bd, l, span);
    if (schedule) mb_schedule_drop(b, l, span, b->bind_scope);
    mb_note_init(b, l, span);
}

static void bind_all(Builder *b, BindVec *binds, uint32_t from, bool schedule) {
    for (uint32_t i = from; i < binds->len; i++) bind_one(b, &binds->data[i], schedule);
    binds->len = from;
}

static void collect_bindings(const HirPat *p, VecPtr *out) {
    if (!p) return;
    switch (p->kind) {
    case HPAT_BINDING:
        vec_push(out, (void *)p);
        collect_bindings(p->binding.sub, out);
        break;
    case HPAT_STRUCT:
        for (uint32_t i = 0; i < p->strukt.nfields; i++) collect_bindings(p->strukt.fields[i].pat, out);
        break;
    case HPAT_TUPLE_STRUCT:
        for (uint32_t i = 0; i < p->tuple_struct.npats; i++) collect_bindings(p->tuple_struct.pats[i], out);
        break;
    case HPAT_TUPLE:
        for (uint32_t i = 0; i < p->tuple.npats; i++) collect_bindings(p->tuple.pats[i], out);
        break;
    case HPAT_BOX: collect_bindings(p->inner, out); break;
    case HPAT_REF: collect_bindings(p->ref.pat, out); break;
    case HPAT_SLICE:
        for (uint32_t i = 0; i < p->slice.nbefore; i++) collect_bindings(p->slice.before[i], out);
        collect_bindings(p->slice.mid, out);
        for (uint32_t i = 0; i < p->slice.nafter; i++) collect_bindings(p->slice.after[i], out);
        break;
    case HPAT_OR:
        if (p->alts.nalts) collect_bindings(p->alts.alts[0], out);
        break;
    default: break;
    }
}

/* The bindings of every alternative name the first alternative's locals. */
static void unify_or_bindings(Builder *b, const HirPat *pat) {
    VecPtr first = {0};
    collect_bindings(pat->alts.alts[0], &first);
    for (uint32_t i = 0; i < first.len; i++) mb_var_local(b, first.data[i]);
    for (uint32_t a = 1; a < pat->alts.nalts; a++) {
        VecPtr other = {0};
        collect_bindings(pat->alts.alts[a], &other);
        for (uint32_t j = 0; j < other.len; j++) {
            const HirPat *o = other.data[j];
            for (uint32_t i = 0; i < first.len; i++) {
                const HirPat *f = first.data[i];
                if (f->binding.ident.name == o->binding.ident.name) {
                    hmap_put(&b->vars, o->id.i, mb_var_local(b, f));
                    break;
                }
            }
        }
        vec_free(&other);
    }
    vec_free(&first);
}

/* ---- tests ---- */

static void switch_value(Builder *b, Operand v, uint64_t lo, uint64_t hi, MirBlock fail, Span span) {
    MirBlock ok = mb_new_block(b);
    mb_switch_int(b, v, &lo, &hi, 1, &ok, fail_block(b, fail), span);
    b->cur = ok;
}

static void test_bool(Builder *b, Rvalue rv, MirBlock fail, Span span) {
    MirLocal t = mb_new_temp(b, ty_common(b->tcx)->bool_, span);
    mb_assign(b, mb_place(t), rv, span);
    MirBlock ok = mb_new_block(b);
    mb_switch_bool(b, mb_move_op(mb_place(t)), ok, fail_block(b, fail), span);
    b->cur = ok;
}

static const AdtDef *adt_of(Builder *b, TyId t) {
    if (tk(b, t) != TYK_ADT) return NULL;
    return ty_adt_def(b->tcx, ty_get(b->tcx, t)->adt.def);
}

static void test_variant(Builder *b, Place p, TyId t, uint32_t variant, MirBlock fail, Span span) {
    if (g_skip_head) {
        g_skip_head = NULL;
        return;
    }
    const AdtDef *adt = adt_of(b, t);
    if (!adt || adt->kind != ADT_ENUM || adt->nvariants <= 1) return;
    TyId dt = ty_discr_ty(b->tcx, adt->def);
    MirLocal d = mb_new_temp(b, dt, span);
    mb_assign(b, mb_place(d), (Rvalue){.kind = RV_DISCRIMINANT, .place = p, .active_field = -1}, span);
    uint64_t lo = variant, hi = 0;
    ty_discriminant(b->tcx, adt->def, variant, &lo, &hi);
    switch_value(b, mb_move_op(mb_place(d)), lo, hi, fail, span);
}

static Res qpath_res(Builder *b, const HirPat *pat, const HirQPath *q) {
    Res r = {0};
    if (q->kind == QPATH_RESOLVED && q->path) r = q->path->res;
    else if (q->kind == QPATH_TYPE_RELATIVE && b->tr->type_relative_res && pat->id.i < b->tr->nids)
        r = b->tr->type_relative_res[pat->id.i];
    else if (q->kind == QPATH_LANG_ITEM) {
        r.kind = RES_DEF;
        r.def = hir_lang_item(b->hir, q->lang);
    }
    return r;
}

static uint32_t res_variant(Builder *b, Res r, const AdtDef *adt) {
    if (!adt || adt->kind != ADT_ENUM || r.kind != RES_DEF) return 0;
    const DefData *dd = res_def(ty_resolver(b->tcx), r.def);
    if (dd && (dd->kind == DEF_VARIANT || dd->kind == DEF_CTOR)) return ty_variant_index(b->tcx, r.def);
    return 0;
}

/* Place of a variant's fields: a downcast for enums. */
static Place variant_place(Builder *b, Place p, const AdtDef *adt, uint32_t variant) {
    if (adt && adt->kind == ADT_ENUM) return mb_downcast(b, p, variant);
    return p;
}

static void test_fields(Builder *b, Place p, TyId t, uint32_t variant, HirPat *const *pats, uint32_t npats,
                        int32_t dotdot, uint32_t arity, MirBlock fail, BindVec *binds, bool schedule) {
    for (uint32_t i = 0; i < npats; i++) {
        uint32_t fi = dotdot >= 0 && i >= (uint32_t)dotdot ? arity - (npats - i) : i;
        Place fp = mb_field(b, p, fi, mb_field_ty(b, t, variant, fi));
        test_pat(b, fp, pats[i], fail, binds, schedule);
    }
}

static uint32_t tuple_arity(Builder *b, TyId t) {
    return tk(b, t) == TYK_TUPLE ? ty_args_len(b->tcx, ty_get(b->tcx, t)->tuple) : 0;
}

/* A constant's value compared field by field, as rustc turns a constant
 * of a tuple, struct or array of scalars into a pattern. */
static bool test_alloc_value(Builder *b, Place p, TyId t, const MirAlloc *al, uint64_t off, MirBlock fail, Span span) {
    const Layout *lay = ty_layout_of(b->tcx, t);
    if (!lay || off + lay->size > al->size) return false;
    const TyData *d = ty_get(b->tcx, t);
    uint8_t k = d->kind;
    if (ty_is_integral(b->tcx, t) || k == TYK_CHAR || k == TYK_BOOL || k == TYK_FLOAT) {
        uint64_t lo = 0, hi = 0;
        for (uint64_t i = 0; i < lay->size && i < 16; i++) {
            uint64_t byte = al->bytes[off + i];
            if (i < 8) lo |= byte << (8 * i);
            else hi |= byte << (8 * (i - 8));
        }
        if (k == TYK_FLOAT) test_bool(b, mb_rv_binary(b, MBIN_EQ, mb_copy(p), mb_const_scalar(t, lo, hi)), fail, span);
        else switch_value(b, mb_copy(p), lo, hi, fail, span);
        return true;
    }
    if (k == TYK_TUPLE || (k == TYK_ADT && adt_of(b, t)->kind == ADT_STRUCT)) {
        for (uint32_t i = 0; i < lay->nfields; i++) {
            TyId ft = mb_field_ty(b, t, 0, i);
            if (!test_alloc_value(b, mb_field(b, p, i, ft), ft, al, off + lay->offsets[i], fail, span)) return false;
        }
        return true;
    }
    if (k == TYK_ARRAY && d->array.len != ARRAY_LEN_PARAM) {
        const Layout *el = ty_layout_of(b->tcx, d->array.elem);
        if (!el) return false;
        for (uint64_t i = 0; i < d->array.len; i++) {
            Place ep = mb_project(b, p, (ProjElem){.kind = PROJ_CONST_INDEX, .offset = i, .min_length = d->array.len});
            if (!test_alloc_value(b, ep, d->array.elem, al, off + i * el->size, fail, span)) return false;
        }
        return true;
    }
    return false;
}

/* The first type in t that cannot be matched structurally (rustc's
 * search_for_structural_match_violation): a union, a `dyn` (its
 * reference in *ref_of), or an ADT without `#[derive(PartialEq)]`'s
 * StructuralPartialEq. 0 when there is none. */
static TyId structural_violation(Builder *b, TyId t, TyId parent, TyId *ref_of, int depth) {
    const TyData *d = ty_get(b->tcx, t);
    if (depth > 32) return (TyId){0};
    switch (d->kind) {
    case TYK_REF: return structural_violation(b, d->pointee, t, ref_of, depth + 1);
    case TYK_ARRAY: return structural_violation(b, d->array.elem, t, ref_of, depth + 1);
    case TYK_SLICE: return structural_violation(b, d->elem, t, ref_of, depth + 1);
    case TYK_DYN:
        *ref_of = parent;
        return t;
    case TYK_TUPLE:
        for (uint32_t i = 0; i < ty_args_len(b->tcx, d->tuple); i++) {
            TyId v = structural_violation(b, ty_args(b->tcx, d->tuple)[i], t, ref_of, depth + 1);
            if (v.i) return v;
        }
        return (TyId){0};
    case TYK_ADT: {
        const AdtDef *ad = ty_adt_def(b->tcx, d->adt.def);
        if (!ad) return (TyId){0};
        if (ad->kind == ADT_UNION) return t;
        DefId speq = hir_lang_item(ty_hir(b->tcx), LANG_STRUCTURAL_PEQ);
        if (speq.i && !ty_implements(b->tcx, NULL, b->env, t, speq, NULL, 0)) return t;
        for (uint32_t v = 0; v < ad->nvariants; v++)
            for (uint32_t f = 0; f < ad->variants[v].nfields; f++) {
                TyId r = structural_violation(b, ty_field_ty(b->tcx, t, v, f), t, ref_of, depth + 1);
                if (r.i) return r;
            }
        return (TyId){0};
    }
    default: return (TyId){0};
    }
}

/* A constant pattern of a type without `PartialEq` cannot be compared:
 * rustc's errors for what makes it so (its const_to_pat). */
static void report_const_pat_without_eq(Builder *b, TyId self, Span span) {
    TyId ref_of = {0};
    TyId v = structural_violation(b, self, (TyId){0}, &ref_of, 0);
    const TyData *d = v.i ? ty_get(b->tcx, v) : NULL;
    const AdtDef *ad = d && d->kind == TYK_ADT ? ty_adt_def(b->tcx, d->adt.def) : NULL;
    if (ad && ad->kind == ADT_UNION) {
        diag_emit(diag_error(b->dc, DC_NONE, span, "cannot use unions in constant patterns"));
    } else if (d && d->kind == TYK_DYN) {
        diag_emit(diag_error(b->dc, DC_NONE, span, "`%s` cannot be used in patterns",
                             ty_to_string(b->tcx, ref_of.i ? ref_of : v)));
    } else if (v.i) {
        const char *vs = ty_to_string(b->tcx, v);
        diag_emit(diag_error(b->dc, DC_NONE, span,
                             "to use a constant of type `%s` in a pattern, `%s` must be annotated with "
                             "`#[derive(PartialEq, Eq)]`", vs, vs));
    } else {
        diag_emit(diag_error(b->dc, DC_NONE, span, "rcc does not support this constant pattern yet"));
    }
    b->failed = true;
}

/* `<U as PartialEq>::eq(place, const)` for &U constants (`"str"`), or
 * `<T as PartialEq>::eq(&place, &const)`. */
static bool test_partial_eq(Builder *b, Place p, TyId t, Operand c, MirBlock fail, Span span) {
    DefId eq = mb_trait_method(b, LANG_EQ, "eq");
    if (!eq.i) return false;
    Operand args[2];
    TyId self = t;
    TyId eq_self = tk(b, t) == TYK_REF ? ty_get(b->tcx, t)->pointee : t;
    DefId eq_trait = hir_lang_item(ty_hir(b->tcx), LANG_EQ);
    if (eq_trait.i && !(ty_get(b->tcx, eq_self)->flags & (TYF_HAS_INFER | TYF_HAS_ERROR)) &&
        !ty_implements(b->tcx, NULL, b->env, eq_self, eq_trait, &eq_self, 1)) {
        report_const_pat_without_eq(b, t, span);
        return true;
    }
    if (tk(b, t) == TYK_REF) {
        self = ty_get(b->tcx, t)->pointee;
        args[0] = mb_copy(p);
        args[1] = c;
    } else {
        MirLocal r0 = mb_new_temp(b, ty_ref(b->tcx, t, false), span);
        mb_assign(b, mb_place(r0), (Rvalue){.kind = RV_REF, .place = p, .active_field = -1}, span);
        MirLocal v = mb_new_temp(b, t, span);
        mb_assign_use(b, mb_place(v), c, span);
        MirLocal r1 = mb_new_temp(b, ty_ref(b->tcx, t, false), span);
        mb_assign(b, mb_place(r1), (Rvalue){.kind = RV_REF, .place = mb_place(v), .active_field = -1}, span);
        args[0] = mb_move_op(mb_place(r0));
        args[1] = mb_move_op(mb_place(r1));
    }
    TyId pair[2] = {self, self};
    MirLocal res = mb_new_temp(b, ty_common(b->tcx)->bool_, span);
    mb_call_term(b, mb_place(res), mb_const_fn(b, eq, ty_intern_args(b->tcx, pair, 2)), args, 2, span, eq);
    MirBlock ok = mb_new_block(b);
    mb_switch_bool(b, mb_move_op(mb_place(res)), ok, fail_block(b, fail), span);
    b->cur = ok;
    return true;
}

/* A literal or constant pattern: a switch on scalar values, field-wise
 * tests of an evaluated constant, or PartialEq::eq. */
static void test_const_operand(Builder *b, Place p, TyId t, Operand c, MirBlock fail, Span span) {
    uint8_t k = tk(b, t);
    if (c.kind == OP_CONST && c.c.kind == CONST_SCALAR && (ty_is_integral(b->tcx, t) || k == TYK_CHAR || k == TYK_BOOL)) {
        switch_value(b, mb_copy(p), c.c.lo, c.c.hi, fail, span);
        return;
    }
    if (ty_is_scalar(b->tcx, t)) {
        test_bool(b, mb_rv_binary(b, MBIN_EQ, mb_copy(p), c), fail, span);
        return;
    }
    if (c.kind == OP_CONST && c.c.kind == CONST_UNEVALUATED && !(ty_get(b->tcx, t)->flags & TYF_HAS_PARAM) &&
        !ty_args_len(b->tcx, c.c.args)) {
        const MirAlloc *al = mir_eval_const(b->tcx, c.c.def, c.c.args);
        if (al && test_alloc_value(b, p, t, al, 0, fail, span)) return;
    }
    if (test_partial_eq(b, p, t, c, fail, span)) return;
    diag_emit(diag_error(b->dc, DC_NONE, span, "rcc does not support this constant pattern yet"));
    b->failed = true;
}

static void test_const(Builder *b, Place p, TyId t, const HirExpr *lit, MirBlock fail, Span span) {
    if (g_skip_head) {
        g_skip_head = NULL;
        return;
    }
    Operand c = mb_as_operand(b, lit);
    /* a byte string pattern matched against `&[u8]` is a slice constant
     * (rustc types the literal `&[u8]` there; the expression is `&[u8; N]`) */
    if (c.kind == OP_CONST && c.c.kind == CONST_REF && tk(b, t) == TYK_REF &&
        tk(b, ty_get(b->tcx, t)->pointee) == TYK_SLICE && tk(b, c.c.ty) == TYK_REF) {
        const TyData *arr = ty_get(b->tcx, ty_get(b->tcx, c.c.ty)->pointee);
        if (arr->kind == TYK_ARRAY) {
            c.c.kind = CONST_SLICE;
            c.c.lo = arr->array.len;
            c.c.ty = t;
        }
    }
    test_const_operand(b, p, t, c, fail, span);
}

static void test_range(Builder *b, Place p, const HirPat *pat, MirBlock fail) {
    if (pat->range.lo) {
        Operand lo = mb_as_operand(b, pat->range.lo);
        test_bool(b, mb_rv_binary(b, MBIN_LE, lo, mb_copy(p)), fail, pat->span);
    }
    if (pat->range.hi) {
        Operand hi = mb_as_operand(b, pat->range.hi);
        test_bool(b, mb_rv_binary(b, pat->range.inclusive ? MBIN_LE : MBIN_LT, mb_copy(p), hi), fail, pat->span);
    }
}

static void test_slice(Builder *b, Place p, TyId t, const HirPat *pat, MirBlock fail, BindVec *binds, bool schedule) {
    uint32_t nb = pat->slice.nbefore, na = pat->slice.nafter, min = nb + na;
    bool is_array = tk(b, t) == TYK_ARRAY;
    if (!is_array) {
        TyId usize = ty_common(b->tcx)->usize;
        MirLocal len = mb_new_temp(b, usize, pat->span);
        mb_assign(b, mb_place(len), (Rvalue){.kind = RV_LEN, .place = p, .active_field = -1}, pat->span);
        MirBinOp op = pat->slice.mid ? MBIN_GE : MBIN_EQ;
        test_bool(b, mb_rv_binary(b, op, mb_move_op(mb_place(len)), mb_const_usize(b, min)), fail, pat->span);
    }
    for (uint32_t i = 0; i < nb; i++) {
        Place ep = mb_project(b, p, (ProjElem){.kind = PROJ_CONST_INDEX, .offset = i, .min_length = min});
        test_pat(b, ep, pat->slice.before[i], fail, binds, schedule);
    }
    for (uint32_t j = 0; j < na; j++) {
        Place ep = mb_project(b, p, (ProjElem){.kind = PROJ_CONST_INDEX, .offset = na - j, .min_length = min, .from_end = true});
        test_pat(b, ep, pat->slice.after[j], fail, binds, schedule);
    }
    if (pat->slice.mid) {
        ProjElem e = {.kind = PROJ_SUBSLICE, .offset = nb, .min_length = na, .from_end = !is_array};
        if (is_array) e.min_length = ty_get(b->tcx, t)->array.len - na;
        test_pat(b, mb_project(b, p, e), pat->slice.mid, fail, binds, schedule);
    }
}

static void test_or(Builder *b, Place p, const HirPat *pat, MirBlock fail, BindVec *binds, bool schedule) {
    unify_or_bindings(b, pat);
    MirBlock join = mb_new_block(b);
    for (uint32_t a = 0; a < pat->alts.nalts; a++) {
        bool last = a + 1 == pat->alts.nalts;
        MirBlock next = last ? fail_block(b, fail) : mb_new_block(b);
        uint32_t mark = binds->len;
        test_pat(b, p, pat->alts.alts[a], next, binds, schedule);
        /* bind this alternative's variables now: the others bind the same locals */
        for (uint32_t i = mark; i < binds->len; i++) {
            const Binding *bd = &binds->data[i];
            MirLocal l = mb_var_local(b, bd->pat);
            mb_storage(b, MSTMT_STORAGE_LIVE, l, bd->pat->span);
            bind_assign(b, bd, l, bd->pat->span);
        }
        binds->len = mark;
        mb_goto(b, join, pat->span);
        b->cur = next;
        if (last) break;
    }
    b->cur = join;
    /* the variables' drops, once */
    VecPtr first = {0};
    collect_bindings(pat->alts.alts[0], &first);
    for (uint32_t i = 0; i < first.len; i++) {
        MirLocal l = mb_var_local(b, first.data[i]);
        if (schedule) mb_schedule_drop(b, l, pat->span, b->bind_scope);
        mb_note_init(b, l, pat->span);
    }
    vec_free(&first);
}

static void test_pat(Builder *b, Place p, const HirPat *pat, MirBlock fail, BindVec *binds, bool schedule) {
    for (uint32_t i = pat_derefs(b, pat); i > 0; i--) p = mb_deref(b, p);
    TyId t = mb_place_ty(b, p);
    switch (pat->kind) {
    case HPAT_WILD: return;
    case HPAT_BINDING:
        /* `x @ sub`: sub's bindings first (as rustc: `x @ S { c, .. }`
         * copies c out before x moves the whole) */
        if (pat->binding.sub) test_pat(b, p, pat->binding.sub, fail, binds, schedule);
        vec_push(binds, (Binding){pat, p});
        return;
    case HPAT_TUPLE:
        test_fields(b, p, t, 0, pat->tuple.pats, pat->tuple.npats, pat->tuple.dotdot, tuple_arity(b, t), fail, binds,
                    schedule);
        return;
    case HPAT_TUPLE_STRUCT: {
        const AdtDef *adt = adt_of(b, t);
        uint32_t v = res_variant(b, qpath_res(b, pat, &pat->tuple_struct.qpath), adt);
        test_variant(b, p, t, v, fail, pat->span);
        uint32_t arity = adt && v < adt->nvariants ? adt->variants[v].nfields : pat->tuple_struct.npats;
        test_fields(b, variant_place(b, p, adt, v), t, v, pat->tuple_struct.pats, pat->tuple_struct.npats,
                    pat->tuple_struct.dotdot, arity, fail, binds, schedule);
        return;
    }
    case HPAT_STRUCT: {
        const AdtDef *adt = adt_of(b, t);
        uint32_t v = res_variant(b, qpath_res(b, pat, &pat->strukt.qpath), adt);
        test_variant(b, p, t, v, fail, pat->span);
        Place vp = variant_place(b, p, adt, v);
        for (uint32_t i = 0; i < pat->strukt.nfields; i++) {
            const HirPatField *f = &pat->strukt.fields[i];
            uint32_t fi = b->tr->field_indices && f->id.i < b->tr->nids ? b->tr->field_indices[f->id.i] : i;
            test_pat(b, mb_field(b, vp, fi, mb_field_ty(b, t, v, fi)), f->pat, fail, binds, schedule);
        }
        return;
    }
    case HPAT_PATH: {
        Res r = qpath_res(b, pat, &pat->qpath);
        const DefData *dd = r.kind == RES_DEF ? res_def(ty_resolver(b->tcx), r.def) : NULL;
        if (dd && (dd->kind == DEF_CONST || dd->kind == DEF_ASSOC_CONST)) {
            Operand c = {.kind = OP_CONST, .c = {.kind = CONST_UNEVALUATED, .ty = t, .def = r.def,
                                                 .args = b->tr->node_args && pat->id.i < b->tr->nids ? b->tr->node_args[pat->id.i] : (ArgsId){0}}};
            test_const_operand(b, p, t, c, fail, pat->span);
            return;
        }
        test_variant(b, p, t, res_variant(b, r, adt_of(b, t)), fail, pat->span);
        return;
    }
    case HPAT_LIT: test_const(b, p, t, pat->lit, fail, pat->span); return;
    case HPAT_RANGE: test_range(b, p, pat, fail); return;
    case HPAT_REF: test_pat(b, mb_deref(b, p), pat->ref.pat, fail, binds, schedule); return;
    case HPAT_BOX: test_pat(b, mb_deref(b, p), pat->inner, fail, binds, schedule); return;
    case HPAT_SLICE: test_slice(b, p, t, pat, fail, binds, schedule); return;
    case HPAT_OR: test_or(b, p, pat, fail, binds, schedule); return;
    case HPAT_ERR: b->failed = true; return;
    }
}

void mb_match_pat(Builder *b, Place place, const HirPat *pat, MirBlock fail, bool schedule_drops) {
    BindVec binds = {0};
    test_pat(b, place, pat, fail, &binds, schedule_drops);
    bind_all(b, &binds, 0, schedule_drops);
    vec_free(&binds);
}

void mb_param_pat(Builder *b, MirLocal arg, const HirPat *pat) { mb_match_pat(b, mb_place(arg), pat, MIR_NO_BLOCK, true); }

/* ---- match ---- */

/* A copy of p (same HirIds: its types, binding modes and adjustments are
 * p's) with its child arrays copied, and the addresses of its children. */
static HirPat *copy_pat(Builder *b, const HirPat *p, HirPat ***slots, uint32_t *n) {
    HirPat *q = ARENA_NEW(b->a, HirPat);
    *q = *p;
    *n = 0;
#define COPY_ARR(arr, cnt)                                                   \
    do {                                                                     \
        HirPat **na = ARENA_ARRAY(b->a, HirPat *, (cnt) ? (cnt) : 1);        \
        for (uint32_t i_ = 0; i_ < (cnt); i_++) na[i_] = (arr)[i_];          \
        (arr) = na;                                                          \
        for (uint32_t i_ = 0; i_ < (cnt); i_++) slots[(*n)++] = &(arr)[i_]; \
    } while (0)
    switch (q->kind) {
    case HPAT_BINDING:
        if (q->binding.sub) slots[(*n)++] = &q->binding.sub;
        break;
    case HPAT_STRUCT: {
        HirPatField *nf = ARENA_ARRAY(b->a, HirPatField, q->strukt.nfields ? q->strukt.nfields : 1);
        for (uint32_t i = 0; i < q->strukt.nfields; i++) {
            nf[i] = q->strukt.fields[i];
            slots[(*n)++] = &nf[i].pat;
        }
        q->strukt.fields = nf;
        break;
    }
    case HPAT_TUPLE_STRUCT: COPY_ARR(q->tuple_struct.pats, q->tuple_struct.npats); break;
    case HPAT_TUPLE: COPY_ARR(q->tuple.pats, q->tuple.npats); break;
    case HPAT_BOX: slots[(*n)++] = &q->inner; break;
    case HPAT_REF: slots[(*n)++] = &q->ref.pat; break;
    case HPAT_SLICE:
        COPY_ARR(q->slice.before, q->slice.nbefore);
        if (q->slice.mid) slots[(*n)++] = &q->slice.mid;
        COPY_ARR(q->slice.after, q->slice.nafter);
        break;
    default: break;
    }
#undef COPY_ARR
    return q;
}

static uint32_t npat_children(const HirPat *p) {
    switch (p->kind) {
    case HPAT_BINDING: return p->binding.sub ? 1 : 0;
    case HPAT_STRUCT: return p->strukt.nfields;
    case HPAT_TUPLE_STRUCT: return p->tuple_struct.npats;
    case HPAT_TUPLE: return p->tuple.npats;
    case HPAT_BOX: case HPAT_REF: return 1;
    case HPAT_SLICE: return p->slice.nbefore + (p->slice.mid ? 1 : 0) + p->slice.nafter;
    default: return 0;
    }
}

/* The or-free patterns p stands for, left to right (rustc's candidates
 * of an arm with or-patterns): out gets them; the count, or 0 when over
 * `cap` or when an or-pattern has adjustments of its own. */
static uint32_t expand_or(Builder *b, const HirPat *p, VecPtr *out, uint32_t cap) {
    if (p->kind == HPAT_OR) {
        if (pat_derefs(b, p)) return 0;
        uint32_t start = out->len;
        for (uint32_t a = 0; a < p->alts.nalts; a++)
            if (!expand_or(b, p->alts.alts[a], out, cap) || out->len - start > cap) return 0;
        return out->len - start;
    }
    uint32_t nc = npat_children(p);
    if (!nc) {
        vec_push(out, (void *)p);
        return 1;
    }
    /* the children's expansions */
    HirPat **orig_slots[256];
    uint32_t n;
    if (nc > 256) return 0;
    HirPat *probe = copy_pat(b, p, orig_slots, &n);
    VecPtr *ex = calloc(n, sizeof *ex);
    uint64_t total = 1;
    bool ok = true;
    for (uint32_t i = 0; i < n && ok; i++) {
        ok = expand_or(b, *orig_slots[i], &ex[i], cap) > 0;
        total *= ex[i].len;
        ok = ok && total <= cap;
    }
    uint32_t count = 0;
    if (ok && total == 1) {
        vec_push(out, (void *)p);
        count = 1;
    } else if (ok) {
        uint32_t *idx = calloc(n, sizeof *idx);
        for (uint64_t k = 0; k < total; k++) {
            HirPat **slots[256];
            uint32_t m;
            HirPat *q = copy_pat(b, p, slots, &m);
            for (uint32_t i = 0; i < m; i++) *slots[i] = ex[i].data[idx[i]];
            vec_push(out, q);
            /* the next combination: the last child varies fastest (left
             * to right, as rustc's candidates) */
            for (uint32_t i = n; i-- > 0;) {
                if (++idx[i] < ex[i].len) break;
                idx[i] = 0;
            }
        }
        free(idx);
        count = (uint32_t)total;
    }
    for (uint32_t i = 0; i < n; i++) vec_free(&ex[i]);
    free(ex);
    (void)probe;
    return count;
}


/* An arm's pattern and guard: the guard sees copies of the by-value
 * bindings, in locals of their own (rustc gives it references): the
 * values move into the arm's bindings once the guard holds, so a guard
 * that fails leaves the scrutinee whole for the next arms. A by-reference
 * binding is bound once, before the guard, and the arm keeps it (the same
 * variable and referent, a borrow made in the guard lives on: rustc's
 * value_for_arm); the guard reaches a `ref mut` one through a shared
 * reference (rustc's RefWithinGuard: moving it there is E0507). */
static void guarded_pat(Builder *b, Place p, const HirPat *pat, const HirExpr *guard, MirBlock next, bool schedule) {
    VecPtr vars = {0};
    collect_bindings(pat, &vars);
    uint64_t *old = calloc(vars.len + 1, sizeof *old);
    bool *had = calloc(vars.len + 1, 1);
    for (uint32_t k = 0; k < vars.len; k++) {
        const HirPat *vp = vars.data[k];
        had[k] = hmap_get(&b->vars, vp->id.i, &old[k]);
        /* (a by-reference binding keeps its local: the alternatives of an
         * or-pattern bind the same one) */
        if (binding_mode(b, vp) == BM_BY_VALUE) hmap_remove(&b->vars, vp->id.i);
    }
    HashMap derefs;
    hmap_init(&derefs);
    HashMap *saved_derefs = b->guard_derefs;
    b->guard_derefs = &derefs;
    bool saved = b->guard_bind;
    b->guard_bind = true;
    mb_match_pat(b, p, pat, next, false);
    b->guard_bind = saved;
    mb_cond(b, guard, fail_block(b, next));
    b->guard_derefs = saved_derefs;
    hmap_free(&derefs);
    HashMap refs;
    hmap_init(&refs);
    for (uint32_t k = 0; k < vars.len; k++) {
        const HirPat *vp = vars.data[k];
        if (binding_mode(b, vp) != BM_BY_VALUE && hmap_get(&b->vars, vp->id.i, NULL)) {
            hmap_put(&refs, vp->id.i, 1);
            continue;
        }
        hmap_remove(&b->vars, vp->id.i);
        if (had[k]) hmap_put(&b->vars, vp->id.i, old[k]);
    }
    free(old);
    free(had);
    vec_free(&vars);
    HashMap *saved_refs = b->guard_refs;
    b->guard_refs = &refs;
    mb_match_pat(b, p, pat, MIR_NO_BLOCK, schedule);
    b->guard_refs = saved_refs;
    hmap_free(&refs);
}


/* What an arm's pattern tests first: nothing (a wildcard or a plain
 * binding), one value of the scrutinee (an enum variant's discriminant,
 * an integer, char or bool literal), or something else. */
typedef enum HeadKind { HEAD_NONE, HEAD_VALUE, HEAD_COMPLEX } HeadKind;
typedef struct Head {
    HeadKind kind;
    bool is_variant;
    uint32_t nderef;
    uint64_t lo, hi;
    /* `A | B | 3`: more values, each a whole pattern (no other test) */
    uint64_t *more_lo, *more_hi;
    uint32_t nmore;
} Head;

static Head pat_head(Builder *b, Place scrut, const HirPat *pat);

/* `1 | 2 | 3`, `E::A | E::B`: one head with several values. */
static Head or_head(Builder *b, Place scrut, const HirPat *pat) {
    Head h = {HEAD_COMPLEX, false, 0, 0, 0, NULL, NULL, 0};
    uint32_t n = pat->alts.nalts;
    if (n < 2) return h;
    Head first = pat_head(b, scrut, pat->alts.alts[0]);
    if (first.kind != HEAD_VALUE || first.nmore) return h;
    h = first;
    h.more_lo = ARENA_ARRAY(b->a, uint64_t, n);
    h.more_hi = ARENA_ARRAY(b->a, uint64_t, n);
    for (uint32_t i = 0; i < n; i++) {
        const HirPat *a = pat->alts.alts[i];
        if (a->kind != HPAT_LIT && a->kind != HPAT_PATH) return (Head){HEAD_COMPLEX, false, 0, 0, 0, NULL, NULL, 0};
        Head ah = pat_head(b, scrut, a);
        if (ah.kind != HEAD_VALUE || ah.is_variant != first.is_variant || ah.nderef != first.nderef || ah.nmore)
            return (Head){HEAD_COMPLEX, false, 0, 0, 0, NULL, NULL, 0};
        h.more_lo[i] = ah.lo;
        h.more_hi[i] = ah.hi;
    }
    h.nmore = n;
    return h;
}

static bool head_has(const Head *h, uint64_t lo, uint64_t hi) {
    if (h->nmore) {
        for (uint32_t i = 0; i < h->nmore; i++)
            if (h->more_lo[i] == lo && h->more_hi[i] == hi) return true;
        return false;
    }
    return h->lo == lo && h->hi == hi;
}

static Head arm_head(Builder *b, Place scrut, const HirArm *arm) {
    if (arm->guard) return (Head){HEAD_COMPLEX, false, 0, 0, 0, NULL, NULL, 0};
    return pat_head(b, scrut, arm->pat);
}

static Head pat_head(Builder *b, Place scrut, const HirPat *pat) {
    Head h = {HEAD_COMPLEX, false, 0, 0, 0, NULL, NULL, 0};
    if (pat->kind == HPAT_OR) return pat_derefs(b, pat) ? h : or_head(b, scrut, pat);
    if (pat->kind == HPAT_WILD || (pat->kind == HPAT_BINDING && !pat->binding.sub)) {
        h.kind = pat_derefs(b, pat) ? HEAD_COMPLEX : HEAD_NONE;
        return h;
    }
    h.nderef = pat_derefs(b, pat);
    Place p = scrut;
    for (uint32_t i = 0; i < h.nderef; i++) p = mb_deref(b, p);
    TyId t = mb_place_ty(b, p);
    const HirQPath *q = pat->kind == HPAT_TUPLE_STRUCT ? &pat->tuple_struct.qpath
                      : pat->kind == HPAT_STRUCT ? &pat->strukt.qpath : pat->kind == HPAT_PATH ? &pat->qpath : NULL;
    if (q) {
        const AdtDef *adt = adt_of(b, t);
        Res r = qpath_res(b, pat, q);
        const DefData *dd = r.kind == RES_DEF ? res_def(ty_resolver(b->tcx), r.def) : NULL;
        if (!adt || adt->kind != ADT_ENUM || adt->nvariants < 2 || !dd || (dd->kind != DEF_VARIANT && dd->kind != DEF_CTOR))
            return h;
        uint32_t v = ty_variant_index(b->tcx, r.def);
        h.lo = v;
        ty_discriminant(b->tcx, adt->def, v, &h.lo, &h.hi);
        h.kind = HEAD_VALUE;
        h.is_variant = true;
        return h;
    }
    if (pat->kind == HPAT_LIT) {
        uint8_t k = tk(b, t);
        if (!ty_is_integral(b->tcx, t) && k != TYK_CHAR && k != TYK_BOOL) return h;
        const HirExpr *lit = pat->lit;
        bool neg = lit->kind == HEXPR_UNARY && lit->unary.op == HUN_NEG;
        if (neg) lit = lit->unary.operand;
        if (lit->kind != HEXPR_LIT) return h;
        Operand c = mb_as_operand(b, pat->lit);
        if (c.kind != OP_CONST || c.c.kind != CONST_SCALAR) return h;
        h.lo = c.c.lo;
        h.hi = c.c.hi;
        h.kind = HEAD_VALUE;
    }
    return h;
}

typedef struct ArmState {
    MirBlock bind_bb;         /* bindings + body, made on the first path that reaches the arm */
    BindVec binds;
} ArmState;

static void lower_arm_body(Builder *b, Place dest, const HirArm *arm, BindVec *binds, MirBlock join) {
    mb_push_scope(b);
    bind_all(b, binds, 0, true);
    mb_into(b, dest, arm->body);
    mb_pop_scope(b, arm->span);
    mb_goto(b, join, arm->span);
}

/* Tries the arms [from, narms) one after the other (the general case). */
static void match_chain(Builder *b, Place dest, const HirExpr *e, Place p, uint32_t from, MirBlock join) {
    for (uint32_t i = from; i < e->match.narms; i++) {
        const HirArm *arm = &e->match.arms[i];
        bool last = i + 1 == e->match.narms;
        MirBlock next = last ? MIR_NO_BLOCK : mb_new_block(b);
        if (!last && arm->guard) {
            /* the next arm is reachable without this guard running */
            MirBlock pre = b->cur, armb = mb_new_block(b);
            mb_goto(b, armb, arm->span);
            b->blocks.data[pre].false_edge = next + 1;
            b->cur = armb;
        }
        mb_push_scope(b);
        VecPtr alts = {0};
        if (arm->guard && expand_or(b, arm->pat, &alts, 64) > 1) {
            /* `A | B if g`: each alternative that matches gets the guard
             * in turn (rustc expands nested or-patterns into candidates,
             * left to right), with its own bindings; the body once */
            MirBlock body = mb_new_block(b);
            for (uint32_t a = 0; a < alts.len; a++) {
                bool alast = a + 1 == alts.len;
                MirBlock anext = alast ? next : mb_new_block(b);
                guarded_pat(b, p, alts.data[a], arm->guard, anext, false);
                mb_goto(b, body, arm->span);
                b->cur = anext;
                if (alast) break;
            }
            b->cur = body;
            /* the variables' drops, once */
            VecPtr vars = {0};
            collect_bindings(arm->pat, &vars);
            for (uint32_t k = 0; k < vars.len; k++)
                mb_schedule_drop(b, mb_var_local(b, vars.data[k]), arm->pat->span, b->bind_scope);
            vec_free(&vars);
        } else if (arm->guard) {
            guarded_pat(b, p, arm->pat, arm->guard, next, true);
        } else {
            mb_match_pat(b, p, arm->pat, next, true);
        }
        vec_free(&alts);
        mb_into(b, dest, arm->body);
        mb_pop_scope(b, arm->span);
        mb_goto(b, join, arm->span);
        if (last) return;
        b->cur = next;
    }
    mb_terminate(b, TERM_UNREACHABLE, e->span);   /* no arms: an uninhabited scrutinee */
}

/* Leading arms whose patterns start by testing one value of the same
 * place share one SWITCH_INT: each value's target tries only the arms
 * that can match it (with that test skipped), then the wildcards, then
 * the arms after the first complex one. Returns false when the match
 * does not have that shape. */
static bool match_switch(Builder *b, Place dest, const HirExpr *e, Place p, MirBlock join) {
    uint32_t n = e->match.narms, k = 0, nval = 0;
    Head *heads = calloc(n ? n : 1, sizeof *heads);
    int32_t first_val = -1;
    for (; k < n; k++) {
        heads[k] = arm_head(b, p, &e->match.arms[k]);
        if (heads[k].kind == HEAD_COMPLEX) break;
        if (heads[k].kind == HEAD_VALUE) {
            if (first_val >= 0 && heads[k].nderef != heads[first_val].nderef) break;
            if (first_val < 0) first_val = (int32_t)k;
            nval++;
        }
    }
    if (nval < 2) {
        free(heads);
        return false;
    }
    Place hp = p;
    for (uint32_t i = 0; i < heads[first_val].nderef; i++) hp = mb_deref(b, hp);
    Operand discr;
    if (heads[first_val].is_variant) {
        TyId t = mb_place_ty(b, hp);
        MirLocal d = mb_new_temp(b, ty_discr_ty(b->tcx, ty_get(b->tcx, t)->adt.def), e->span);
        mb_assign(b, mb_place(d), (Rvalue){.kind = RV_DISCRIMINANT, .place = hp, .active_field = -1}, e->span);
        discr = mb_move_op(mb_place(d));
    } else {
        discr = mb_copy(hp);
    }
    /* the distinct values, in order of first appearance */
    uint32_t cap = nval + 4;
    uint64_t *lo = calloc(cap, sizeof *lo), *hi = calloc(cap, sizeof *hi);
    MirBlock *targets = calloc(cap, sizeof *targets);
    uint32_t nv = 0;
    for (uint32_t i = 0; i < k; i++) {
        if (heads[i].kind != HEAD_VALUE) continue;
        uint32_t nvals = heads[i].nmore ? heads[i].nmore : 1;
        for (uint32_t m = 0; m < nvals; m++) {
            uint64_t vlo = heads[i].nmore ? heads[i].more_lo[m] : heads[i].lo;
            uint64_t vhi = heads[i].nmore ? heads[i].more_hi[m] : heads[i].hi;
            bool dup = false;
            for (uint32_t j = 0; j < nv; j++) dup |= lo[j] == vlo && hi[j] == vhi;
            if (dup) continue;
            if (nv == cap) {
                cap *= 2;
                lo = realloc(lo, sizeof *lo * cap);
                hi = realloc(hi, sizeof *hi * cap);
                targets = realloc(targets, sizeof *targets * cap);
            }
            lo[nv] = vlo;
            hi[nv] = vhi;
            targets[nv++] = mb_new_block(b);
        }
    }
    MirBlock otherwise = mb_new_block(b), rest = k < n ? mb_new_block(b) : MIR_NO_BLOCK;
    mb_switch_int(b, discr, lo, hi, nv, targets, otherwise, e->span);
    ArmState *st = calloc(k ? k : 1, sizeof *st);
    for (uint32_t i = 0; i < k; i++) st[i].bind_bb = MIR_NO_BLOCK;
    for (uint32_t path = 0; path <= nv; path++) {
        b->cur = path < nv ? targets[path] : otherwise;
        for (uint32_t i = 0; i < k; i++) {
            const Head *h = &heads[i];
            if (h->kind == HEAD_VALUE && (path == nv || !head_has(h, lo[path], hi[path]))) continue;
            if (h->nmore) {
                /* an or-pattern of values: the switch was the whole test */
                if (st[i].bind_bb == MIR_NO_BLOCK) st[i].bind_bb = mb_new_block(b);
                mb_goto(b, st[i].bind_bb, e->match.arms[i].span);
                b->cur = mb_new_block(b);
                continue;
            }
            MirBlock next = mb_new_block(b);
            BindVec binds = {0};
            g_skip_head = h->kind == HEAD_VALUE ? e->match.arms[i].pat : NULL;
            test_pat(b, p, e->match.arms[i].pat, next, &binds, true);
            g_skip_head = NULL;
            if (st[i].bind_bb == MIR_NO_BLOCK) {
                st[i].bind_bb = mb_new_block(b);
                st[i].binds = binds;
            } else {
                vec_free(&binds);
            }
            mb_goto(b, st[i].bind_bb, e->match.arms[i].span);
            b->cur = next;
        }
        if (rest != MIR_NO_BLOCK) mb_goto(b, rest, e->span);
        else mb_terminate(b, TERM_UNREACHABLE, e->span);
    }
    for (uint32_t i = 0; i < k; i++) {
        if (st[i].bind_bb == MIR_NO_BLOCK) continue;
        b->cur = st[i].bind_bb;
        lower_arm_body(b, dest, &e->match.arms[i], &st[i].binds, join);
        vec_free(&st[i].binds);
    }
    if (rest != MIR_NO_BLOCK) {
        b->cur = rest;
        match_chain(b, dest, e, p, k, join);
    }
    free(st);
    free(lo);
    free(hi);
    free(targets);
    free(heads);
    return true;
}

void mb_match_expr(Builder *b, Place dest, const HirExpr *e) {
    Place p = mb_as_place(b, e->match.scrutinee, false);
    mb_fake_read(b, p, e->match.scrutinee->span);
    MirBlock join = mb_new_block(b);
    Span saved = b->scrut_span;
    b->scrut_span = e->match.scrutinee->span;
    if (!match_switch(b, dest, e, p, join)) match_chain(b, dest, e, p, 0, join);
    b->scrut_span = saved;
    b->cur = join;
}

/* ---- let ---- */

/* `let x = &temp();` and `let x = S { r: &temp() }`: the temporary lives
 * as long as the block (rustc's lifetime extension, for the common
 * shapes). */
static bool extends_temps(const HirExpr *init) {
    switch (init->kind) {
    case HEXPR_ADDR_OF: return true;
    case HEXPR_TUP: case HEXPR_ARRAY:
        for (uint32_t i = 0; i < init->elems.n; i++)
            if (extends_temps(init->elems.elems[i])) return true;
        return false;
    case HEXPR_STRUCT:
        for (uint32_t i = 0; i < init->strukt.nfields; i++)
            if (extends_temps(init->strukt.fields[i].expr)) return true;
        return false;
    case HEXPR_CAST: case HEXPR_TYPE_ASCRIPTION: return extends_temps(init->cast.expr);
    default: return false;
    }
}

static bool has_ref_binding(Builder *b, const HirPat *pat) {
    VecPtr vars = {0};
    collect_bindings(pat, &vars);
    bool r = false;
    for (uint32_t i = 0; i < vars.len; i++) r |= binding_mode(b, vars.data[i]) != BM_BY_VALUE;
    vec_free(&vars);
    return r;
}

void mb_let(Builder *b, const HirLocal *l) {
    const HirPat *pat = l->pat;
    int block_scope = (int)b->scopes.len - 1;
    if (mb_pat_is_simple_binding(b, pat) && !l->els) {
        MirLocal v = mb_var_local(b, pat);
        mb_storage(b, MSTMT_STORAGE_LIVE, v, l->span);
        if (l->init) {
            int saved = b->temp_scope;
            b->temp_scope = extends_temps(l->init) ? block_scope : -1;
            mb_push_scope(b);
            mb_into(b, mb_place(v), l->init);
            mb_pop_scope(b, l->span);
            b->temp_scope = saved;
            mb_schedule_drop(b, v, l->span, block_scope);
            mb_note_init(b, v, l->span);
        } else {
            b->info.data[v].maybe_uninit = true;
            mb_schedule_drop(b, v, l->span, block_scope);
            MirLocal f = b->info.data[v].flag;
            if (f) mb_assign_use(b, mb_place(f), mb_const_bool(b, false), l->span);
        }
        return;
    }
    if (!l->init) {
        /* `let (a, b);`: declares the variables, uninitialised */
        VecPtr vars = {0};
        collect_bindings(pat, &vars);
        for (uint32_t i = 0; i < vars.len; i++) {
            MirLocal v = mb_var_local(b, vars.data[i]);
            mb_storage(b, MSTMT_STORAGE_LIVE, v, l->span);
            b->info.data[v].maybe_uninit = true;
            mb_schedule_drop(b, v, l->span, block_scope);
            MirLocal f = b->info.data[v].flag;
            if (f) mb_assign_use(b, mb_place(f), mb_const_bool(b, false), l->span);
        }
        vec_free(&vars);
        return;
    }
    /* the initialiser's temporary lives as long as the block when a
     * binding borrows from it (`let (ref a, _) = f();`), else to the end
     * of the statement (`let _ = f();` drops at once) */
    int saved = b->temp_scope, saved_bind = b->bind_scope;
    bool extend = has_ref_binding(b, pat);
    mb_push_scope(b);
    b->temp_scope = extend ? block_scope : -1;
    b->bind_scope = block_scope;
    Place p = mb_as_place(b, l->init, false);
    b->temp_scope = saved;
    MirBlock fail = l->els ? mb_new_block(b) : MIR_NO_BLOCK;
    BindVec binds = {0};
    Span saved_scrut = b->scrut_span;
    b->scrut_span = l->init->span;
    test_pat(b, p, pat, fail, &binds, true);
    if (l->els) {
        MirBlock ok = b->cur;
        b->cur = fail;
        MirLocal never = mb_new_temp(b, ty_common(b->tcx)->never, l->els->span);
        mb_block_into(b, mb_place(never), l->els, l->els->span);
        mb_terminate(b, TERM_UNREACHABLE, l->els->span);
        b->cur = ok;
    }
    b->scrut_span = l->init->span;
    bind_all(b, &binds, 0, true);
    b->scrut_span = saved_scrut;
    b->bind_scope = saved_bind;
    mb_pop_scope(b, l->span);
    vec_free(&binds);
}
