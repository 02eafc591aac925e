/* late_pat.c — patterns in late resolution.
 *
 * Takes: a pattern of a `let`, a match arm, a `for`, an `if let`, or the
 * parameters of a fn or closure. Gives: each identifier pattern resolved
 * to the unit struct/variant/constant it names, or bound as a new local
 * in the innermost value rib (rustc's resolve_pattern, fresh_binding and
 * try_resolve_as_non_binding); the paths of struct and tuple-struct
 * patterns resolved; the or-pattern checks (E0408, E0409) and names bound
 * twice (E0415, E0416); E0530 for bindings that would shadow a static or
 * a constructor.
 */
#include "late_priv.h"

static uint8_t def_kind(const LateCx *l, DefId d) { return d.i ? res_def(l->r, d)->kind : DEF__COUNT; }

/* ---- patterns ---- */

/* The walk that comes before binding (rustc's visit::walk_pat inside
 * resolve_pattern): qualified-self types, generic args, the expressions
 * of literal and range patterns. */
void late_walk_pat(LateCx *l, Pat *p) {
    if (!p) return;
    switch (p->kind) {
    case PAT_IDENT: late_walk_pat(l, p->ident.sub); break;
    case PAT_STRUCT:
        late_visit_qself(l, p->strukt.qself);
        late_visit_path_args(l, &p->strukt.path);
        for (uint32_t i = 0; i < p->strukt.fields.len; i++) late_walk_pat(l, p->strukt.fields.data[i].pat);
        break;
    case PAT_TUPLE_STRUCT:
        late_visit_qself(l, p->tuple_struct.qself);
        late_visit_path_args(l, &p->tuple_struct.path);
        for (uint32_t i = 0; i < p->tuple_struct.elems.len; i++) late_walk_pat(l, p->tuple_struct.elems.data[i]);
        break;
    case PAT_OR: case PAT_TUPLE: case PAT_SLICE:
        for (uint32_t i = 0; i < p->elems.len; i++) late_walk_pat(l, p->elems.data[i]);
        break;
    case PAT_PATH:
        late_visit_qself(l, p->path.qself);
        late_visit_path_args(l, &p->path.path);
        break;
    case PAT_BOX: case PAT_PAREN: late_walk_pat(l, p->inner); break;
    case PAT_REF: late_walk_pat(l, p->ref.pat); break;
    case PAT_LIT: late_visit_expr(l, p->lit); break;
    case PAT_RANGE:
        if (p->range.lo) late_visit_expr(l, p->range.lo);
        if (p->range.hi) late_visit_expr(l, p->range.hi);
        break;
    case PAT_WILD: case PAT_REST: case PAT_MAC_CALL: case PAT_ERR: case PAT__COUNT: break;
    }
}

/* The sets of names bound so far in a pattern, innermost last: a product
 * context (`(a, b)`: a second `a` is an error) or an or-pattern context
 * (`A(a) | B(a)`: the same binding). */
typedef struct BindFrame {
    bool is_or;
    uint32_t start;       /* into PatState.names */
} BindFrame;
typedef struct PatState {
    VEC(BindFrame) frames;
    VEC(uint64_t) names;  /* name << 32 | macro_rules ctxt */
    PatternSource src;
} PatState;

static bool frame_has(const PatState *ps, uint32_t f, uint64_t key) {
    uint32_t end = f + 1 < ps->frames.len ? ps->frames.data[f + 1].start : ps->names.len;
    for (uint32_t i = ps->frames.data[f].start; i < end; i++)
        if (ps->names.data[i] == key) return true;
    return false;
}

static void err_bound_twice(LateCx *l, PatternSource src, Ident id) {
    Diag *d;
    if (src == PSRC_FN_PARAM) {
        d = diag_error(l->dc, DC_E0415, id.span, "identifier `%s` is bound more than once in this parameter list",
                       sym_str(id.name));
        diag_label(d, id.span, true, "used as parameter more than once");
    } else {
        d = diag_error(l->dc, DC_E0416, id.span, "identifier `%s` is bound more than once in the same pattern",
                       sym_str(id.name));
        diag_label(d, id.span, true, "used in a pattern more than once");
    }
    late_macro_backtrace(l, d, id.span, id.ctxt);
    diag_emit(d);
}

/* rustc's fresh_binding. */
static Res fresh_binding(LateCx *l, Ident id, NodeId pat_id, PatState *ps) {
    uint64_t key = ((uint64_t)id.name << 32) | late_mr(l, id.ctxt);
    bool in_product = false, in_or = false;
    for (uint32_t f = 0; f < ps->frames.len; f++)
        if (frame_has(ps, f, key)) {
            if (ps->frames.data[f].is_or) in_or = true;
            else in_product = true;
        }
    if (in_product) err_bound_twice(l, ps->src, id);
    bool valid = id.name != 0;
    if (valid) vec_push(&ps->names, key);
    if (in_or) {
        const RibBinding *b = rib_find_in(l, NS_VALUE, rib_top(l, NS_VALUE), id);
        if (b) return b->res;
    }
    Res res = {.kind = RES_LOCAL, .local = pat_id};
    if (valid) rib_bind(l, NS_VALUE, rib_top(l, NS_VALUE), id, res);
    return res;
}

static const char *pattern_source_descr(PatternSource s) {
    switch (s) {
    case PSRC_MATCH: return "match binding";
    case PSRC_LET: return "let binding";
    case PSRC_FOR: return "for binding";
    case PSRC_FN_PARAM: return "function parameter";
    }
    return "binding";
}

static void err_shadows(LateCx *l, PatternSource src, Ident id, Res res, Span def_span, bool imported) {
    const char *what = late_res_descr(l, res);
    Diag *d = diag_error(l->dc, DC_E0530, id.span, "%ss cannot shadow %ss", pattern_source_descr(src), what);
    diag_label(d, id.span, true, "cannot be named the same as %s %s", late_res_article(l, res), what);
    if (!span_is_dummy(def_span))
        diag_label(d, def_span, false, "the %s `%s` is %s here", what, sym_str(id.name), imported ? "imported" : "defined");
    late_macro_backtrace(l, d, id.span, id.ctxt);
    diag_emit(d);
}

/* rustc's try_resolve_as_non_binding: an identifier pattern that names a
 * unit struct/variant or a constant is a path pattern. */
static bool try_non_binding(LateCx *l, PatternSource src, Pat *p, Res *out) {
    bool ambiguous_syntax = !p->ident.sub && !p->ident.by_ref && p->ident.mutbl == MUT_NOT;
    Ident id = p->ident.ident;
    LexResult lx = late_lookup(l, id, NS_VALUE, NULL);
    if (lx.kind == LEX_NONE) return false;
    if (lx.kind == LEX_ITEM && ambiguous_syntax && lx.item.ambiguous) return false;
    Res res = lx.res;
    uint8_t k = res.kind == RES_DEF ? def_kind(l, res.def) : DEF__COUNT;
    bool ctor_const = k == DEF_CTOR && res_def(l->r, res.def)->ctor_kind == CTOR_CONST;
    if (ambiguous_syntax && (res.kind == RES_SELF_CTOR || ctor_const || k == DEF_CONST || k == DEF_CONST_PARAM)) {
        /* Used as a path: again, recording the use of an import. */
        if (lx.kind == LEX_ITEM) late_lookup(l, id, NS_VALUE, &id.span);
        *out = res;
        return true;
    }
    if (k == DEF_CTOR || k == DEF_CONST || k == DEF_STATIC) {
        Span sp = lx.kind == LEX_ITEM ? lx.item.span : late_def_span(l, res.def);
        err_shadows(l, src, id, res, sp, lx.kind == LEX_ITEM && lx.item.is_import);
        return false;
    }
    if (k == DEF_CONST_PARAM) {
        /* rustc's def span of a generic param is its name */
        Span sp = lx.kind == LEX_RIB && lx.binding ? lx.binding->ident.span : late_def_span(l, res.def);
        err_shadows(l, src, id, res, sp, false);
        return false;
    }
    return false;
}

/* rustc's resolve_pattern_inner: binds identifiers, resolves paths. */
static void pattern_inner(LateCx *l, Pat *p, PatState *ps) {
    if (!p) return;
    switch (p->kind) {
    case PAT_IDENT: {
        Res res;
        if (!try_non_binding(l, ps->src, p, &res)) res = fresh_binding(l, p->ident.ident, p->id, ps);
        res_record_path_res(l->r, p->id, (PartialRes){.base = res});
        pattern_inner(l, p->ident.sub, ps);
        break;
    }
    case PAT_TUPLE_STRUCT: {
        PathSource src = {.kind = PS_TUPLE_STRUCT, .pat = p};
        late_smart_resolve_path(l, p->tuple_struct.qself, &p->tuple_struct.path, src);
        for (uint32_t i = 0; i < p->tuple_struct.elems.len; i++) pattern_inner(l, p->tuple_struct.elems.data[i], ps);
        break;
    }
    case PAT_PATH: {
        PathSource src = {.kind = PS_PAT};
        late_smart_resolve_path(l, p->path.qself, &p->path.path, src);
        break;
    }
    case PAT_STRUCT: {
        PathSource src = {.kind = PS_STRUCT};
        late_smart_resolve_path(l, p->strukt.qself, &p->strukt.path, src);
        for (uint32_t i = 0; i < p->strukt.fields.len; i++) pattern_inner(l, p->strukt.fields.data[i].pat, ps);
        break;
    }
    case PAT_OR: {
        BindFrame orf = {.is_or = true, .start = ps->names.len};
        vec_push(&ps->frames, orf);
        for (uint32_t i = 0; i < p->elems.len; i++) {
            BindFrame pf = {.is_or = false, .start = ps->names.len};
            vec_push(&ps->frames, pf);
            pattern_inner(l, p->elems.data[i], ps);
            ps->frames.len--; /* its names now belong to the or-frame */
        }
        ps->frames.len--;     /* ... and then to the frame around it */
        break;
    }
    case PAT_TUPLE: case PAT_SLICE:
        for (uint32_t i = 0; i < p->elems.len; i++) pattern_inner(l, p->elems.data[i], ps);
        break;
    case PAT_BOX: case PAT_PAREN: pattern_inner(l, p->inner, ps); break;
    case PAT_REF: pattern_inner(l, p->ref.pat, ps); break;
    case PAT_LIT: case PAT_RANGE: case PAT_WILD: case PAT_REST: case PAT_MAC_CALL: case PAT_ERR: case PAT__COUNT:
        break;
    }
}

/* ---- or-pattern consistency (E0408, E0409) ---- */

typedef struct BindInfo {
    Symbol name;
    uint32_t ctxt;
    Span span;
    bool by_ref;
    uint8_t mutbl;
} BindInfo;
typedef VEC(BindInfo) BindMap;

static const BindInfo *bmap_get(const BindMap *m, Symbol name, uint32_t ctxt) {
    for (uint32_t i = 0; i < m->len; i++)
        if (m->data[i].name == name && m->data[i].ctxt == ctxt) return &m->data[i];
    return NULL;
}

static void bmap_put(BindMap *m, BindInfo b) {
    for (uint32_t i = 0; i < m->len; i++)
        if (m->data[i].name == b.name && m->data[i].ctxt == b.ctxt) {
            m->data[i] = b;
            return;
        }
    vec_push(m, b);
}

static void check_consistent(LateCx *l, PatList pats, BindMap *merged);

static bool is_local_binding(LateCx *l, Pat *p) {
    return res_path_res(l->r, p->id).base.kind == RES_LOCAL;
}

/* rustc's binding_mode_map. */
static void binding_map(LateCx *l, Pat *p, BindMap *m) {
    if (!p) return;
    switch (p->kind) {
    case PAT_IDENT:
        if (p->ident.sub || is_local_binding(l, p)) {
            BindInfo b = {p->ident.ident.name, late_mr(l, p->ident.ident.ctxt), p->ident.ident.span, p->ident.by_ref,
                          (uint8_t)p->ident.mutbl};
            bmap_put(m, b);
        }
        binding_map(l, p->ident.sub, m);
        break;
    case PAT_OR: check_consistent(l, p->elems, m); break;
    case PAT_STRUCT:
        for (uint32_t i = 0; i < p->strukt.fields.len; i++) binding_map(l, p->strukt.fields.data[i].pat, m);
        break;
    case PAT_TUPLE_STRUCT:
        for (uint32_t i = 0; i < p->tuple_struct.elems.len; i++) binding_map(l, p->tuple_struct.elems.data[i], m);
        break;
    case PAT_TUPLE: case PAT_SLICE:
        for (uint32_t i = 0; i < p->elems.len; i++) binding_map(l, p->elems.data[i], m);
        break;
    case PAT_BOX: case PAT_PAREN: binding_map(l, p->inner, m); break;
    case PAT_REF: binding_map(l, p->ref.pat, m); break;
    default: break;
    }
}

typedef struct MissingVar {
    Symbol name;
    VEC(Span) origin;     /* where it is bound */
    VEC(Span) target;     /* the alternatives that do not bind it */
    bool could_be_path;
    bool inconsistent;
} MissingVar;

static int span_cmp(const void *a, const void *b) {
    const Span *x = a, *y = b;
    if (x->lo != y->lo) return x->lo < y->lo ? -1 : 1;
    if (x->hi != y->hi) return x->hi < y->hi ? -1 : 1;
    return 0;
}

static void span_set_add(void *vp, Span s) {
    VEC(Span) *v = vp;
    for (uint32_t i = 0; i < v->len; i++)
        if (v->data[i].lo == s.lo && v->data[i].hi == s.hi) return;
    vec_push(v, s);
}

/* rustc sorts by Symbol, i.e. by interning order (source order for names
 * that are not pre-interned). */
static int sym_str_cmp(Symbol a, Symbol b) { return a < b ? -1 : a > b; }

/* rustc's check_consistent_bindings: every alternative binds the same
 * names, in the same mode. The merged map of all alternatives goes to
 * `merged`. */
static void check_consistent(LateCx *l, PatList pats, BindMap *merged) {
    BindMap *maps = xcalloc(pats.len ? pats.len : 1, sizeof *maps);
    for (uint32_t i = 0; i < pats.len; i++) binding_map(l, pats.data[i], &maps[i]);
    VEC(MissingVar) missing = {0};
    typedef struct Incons { Symbol name; Span inner, outer; } Incons;
    VEC(Incons) incons = {0};
    for (uint32_t o = 0; o < pats.len; o++) {
        for (uint32_t i = 0; i < pats.len; i++) {
            if (i == o) continue;
            for (uint32_t k = 0; k < maps[i].len; k++) {
                const BindInfo *inner = &maps[i].data[k];
                const BindInfo *outer = bmap_get(&maps[o], inner->name, inner->ctxt);
                if (!outer) {
                    MissingVar *mv = NULL;
                    for (uint32_t j = 0; j < missing.len; j++)
                        if (missing.data[j].name == inner->name) mv = &missing.data[j];
                    if (!mv) {
                        MissingVar n = {.name = inner->name};
                        const char *s = sym_str(inner->name);
                        n.could_be_path = s[0] >= 'A' && s[0] <= 'Z';
                        vec_push(&missing, n);
                        mv = &vec_last(&missing);
                    }
                    span_set_add(&mv->origin, inner->span);
                    span_set_add(&mv->target, pats.data[o]->span);
                } else if (outer->by_ref != inner->by_ref || outer->mutbl != inner->mutbl) {
                    bool seen = false;
                    for (uint32_t j = 0; j < incons.len; j++)
                        if (incons.data[j].name == inner->name) seen = true;
                    if (!seen) {
                        Incons n = {inner->name, inner->span, outer->span};
                        vec_push(&incons, n);
                    }
                }
            }
        }
    }
    for (uint32_t a = 1; a < missing.len; a++)
        for (uint32_t b = a; b > 0 && sym_str_cmp(missing.data[b - 1].name, missing.data[b].name) > 0; b--) {
            MissingVar t = missing.data[b - 1];
            missing.data[b - 1] = missing.data[b];
            missing.data[b] = t;
        }
    for (uint32_t j = 0; j < missing.len; j++) {
        MissingVar *mv = &missing.data[j];
        for (uint32_t k = 0; k < incons.len; k++)
            if (incons.data[k].name == mv->name) mv->could_be_path = false;
        if (mv->origin.len > 1) qsort(mv->origin.data, mv->origin.len, sizeof(Span), span_cmp);
        if (mv->target.len > 1) qsort(mv->target.data, mv->target.len, sizeof(Span), span_cmp);
        const char *name = sym_str(mv->name);
        Diag *d = diag_error(l->dc, DC_E0408, mv->target.data[0], "variable `%s` is not bound in all patterns", name);
        for (uint32_t k = 0; k < mv->target.len; k++)
            diag_label(d, mv->target.data[k], true, "pattern doesn't bind `%s`", name);
        for (uint32_t k = 0; k < mv->origin.len; k++)
            diag_label(d, mv->origin.data[k], false, "variable not in all patterns");
        if (mv->could_be_path)
            diag_span_help(d, mv->origin.data[0],
                           "if you meant to match on a variant or a `const` item, consider making the path in the "
                           "pattern qualified: `path::to::ModOrType::%s`",
                           name);
        diag_emit(d);
        vec_free(&mv->origin);
        vec_free(&mv->target);
    }
    for (uint32_t a = 1; a < incons.len; a++)
        for (uint32_t b = a; b > 0 && sym_str_cmp(incons.data[b - 1].name, incons.data[b].name) > 0; b--) {
            Incons t = incons.data[b - 1];
            incons.data[b - 1] = incons.data[b];
            incons.data[b] = t;
        }
    for (uint32_t k = 0; k < incons.len; k++) {
        Diag *d = diag_error(l->dc, DC_E0409, incons.data[k].inner,
                             "variable `%s` is bound inconsistently across alternatives separated by `|`",
                             sym_str(incons.data[k].name));
        diag_label(d, incons.data[k].inner, true, "bound in different ways");
        diag_label(d, incons.data[k].outer, false, "first binding");
        diag_emit(d);
    }
    for (uint32_t i = 0; i < pats.len; i++) {
        if (merged)
            for (uint32_t k = 0; k < maps[i].len; k++) bmap_put(merged, maps[i].data[k]);
        vec_free(&maps[i]);
    }
    free(maps);
    vec_free(&missing);
    vec_free(&incons);
}

/* rustc's check_consistent_bindings_top: the outermost or-patterns. */
static void check_consistent_top(LateCx *l, Pat *p) {
    if (!p) return;
    switch (p->kind) {
    case PAT_OR: check_consistent(l, p->elems, NULL); break;
    case PAT_IDENT: check_consistent_top(l, p->ident.sub); break;
    case PAT_STRUCT:
        for (uint32_t i = 0; i < p->strukt.fields.len; i++) check_consistent_top(l, p->strukt.fields.data[i].pat);
        break;
    case PAT_TUPLE_STRUCT:
        for (uint32_t i = 0; i < p->tuple_struct.elems.len; i++) check_consistent_top(l, p->tuple_struct.elems.data[i]);
        break;
    case PAT_TUPLE: case PAT_SLICE:
        for (uint32_t i = 0; i < p->elems.len; i++) check_consistent_top(l, p->elems.data[i]);
        break;
    case PAT_BOX: case PAT_PAREN: check_consistent_top(l, p->inner); break;
    case PAT_REF: check_consistent_top(l, p->ref.pat); break;
    default: break;
    }
}

/* rustc's resolve_pattern: walk first (so a pattern's exprs do not see its
 * own bindings), then bind, then check or-patterns. */
static void resolve_pattern(LateCx *l, Pat *p, PatState *ps) {
    late_walk_pat(l, p);
    pattern_inner(l, p, ps);
    check_consistent_top(l, p);
}

void late_resolve_pattern_top(LateCx *l, Pat *p, PatternSource src) {
    PatState ps = {.src = src};
    BindFrame f = {.is_or = false, .start = 0};
    vec_push(&ps.frames, f);
    resolve_pattern(l, p, &ps);
    vec_free(&ps.frames);
    vec_free(&ps.names);
}

/* Every parameter of one fn/closure shares a product context (E0415). */
void late_resolve_params(LateCx *l, ParamList params) {
    PatState ps = {.src = PSRC_FN_PARAM};
    BindFrame f = {.is_or = false, .start = 0};
    vec_push(&ps.frames, f);
    for (uint32_t i = 0; i < params.len; i++) {
        resolve_pattern(l, params.data[i].pat, &ps);
        late_visit_ty(l, params.data[i].ty);
    }
    vec_free(&ps.frames);
    vec_free(&ps.names);
}

