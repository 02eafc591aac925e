/* late_diag.c — the diagnostics of late resolution.
 *
 * Takes: a path that did not resolve, or resolved to the wrong kind of
 * thing for where it is (a struct where a value is wanted), and what late
 * resolution knows around it. Gives: rustc 1.63's error for it (its
 * smart_resolve_report_errors): "cannot find value `x` in this scope",
 * "expected value, found struct `S`", with the typo suggestion ("a local
 * variable with a similar name exists"), the context-dependent help
 * (struct literal syntax, enum variants, `self.` for fields, ...), and the
 * fallback label. These errors are queued and emitted after the walk, as
 * rustc does. Also the errors late resolution reports on the spot (E0401,
 * E0434, E0435, ...).
 */
#include "late_priv.h"

/* ---- what things are called ---- */

static uint8_t def_kind(const LateCx *l, DefId d) { return d.i ? res_def(l->r, d)->kind : DEF__COUNT; }

const char *late_res_descr(const LateCx *l, Res res) {
    switch ((ResKind)res.kind) {
    case RES_ERR: return "unresolved item";
    case RES_DEF: {
        if (!res.def.i) return "unresolved item";
        /* rustc: the local crate's root is a "module", others' a "crate". */
        const DefData *d = res_def(l->r, res.def);
        if (d->kind == DEF_MOD && !d->parent.i && d->krate == l->krate) return "module";
        if (d->kind == DEF_CTOR && d->ctor_kind == CTOR_FICTIVE) return "struct variant";
        return res_def_descr(l->r, res.def);
    }
    case RES_PRIM_TY: return "builtin type";
    case RES_SELF_TY_TRAIT: case RES_SELF_TY_IMPL: return "self type";
    case RES_SELF_CTOR: return "self constructor";
    case RES_LOCAL: return "local variable";
    case RES_TOOL_MOD: return "tool module";
    case RES_NON_MACRO_ATTR: return "built-in attribute";
    }
    return "item";
}

const char *late_res_article(const LateCx *l, Res res) {
    if (res.kind == RES_ERR) return "an";
    if (res.kind != RES_DEF) return "a";
    const DefData *d = res_def(l->r, res.def);
    switch ((DefKind)d->kind) {
    case DEF_ASSOC_TY: case DEF_ASSOC_CONST: case DEF_ASSOC_FN: case DEF_ENUM: case DEF_IMPL: case DEF_USE:
    case DEF_EXTERN_CRATE:
        return "an";
    case DEF_MACRO: return d->macro_kind == MACRO_ATTR ? "an" : "a";
    default: return "a";
    }
}

/* ---- path sources (rustc's PathSource) ---- */

Namespace late_source_ns(PathSource src) {
    switch ((PathSourceKind)src.kind) {
    case PS_TYPE: case PS_TRAIT: case PS_STRUCT: return NS_TYPE;
    case PS_EXPR: case PS_PAT: case PS_TUPLE_STRUCT: return NS_VALUE;
    case PS_TRAIT_ITEM: return (Namespace)src.ns;
    }
    return NS_VALUE;
}

bool late_defer_to_typeck(PathSource src) { return src.kind != PS_TRAIT && src.kind != PS_TRAIT_ITEM; }

static bool is_call(PathSource src) { return src.kind == PS_EXPR && src.parent && src.parent->kind == EXPR_CALL; }

bool late_is_expected(const LateCx *l, PathSource src, Res res) {
    uint8_t k = res.kind == RES_DEF ? def_kind(l, res.def) : DEF__COUNT;
    const DefData *d = res.kind == RES_DEF && res.def.i ? res_def(l->r, res.def) : NULL;
    bool self_ty = res.kind == RES_SELF_TY_TRAIT || res.kind == RES_SELF_TY_IMPL;
    switch ((PathSourceKind)src.kind) {
    case PS_TYPE:
        return res.kind == RES_PRIM_TY || self_ty || k == DEF_STRUCT || k == DEF_UNION || k == DEF_ENUM ||
               k == DEF_TRAIT || k == DEF_TRAIT_ALIAS || k == DEF_TY_ALIAS || k == DEF_ASSOC_TY || k == DEF_TY_PARAM ||
               k == DEF_FOREIGN_TY;
    case PS_TRAIT: return k == DEF_TRAIT || (src.alias_ok && k == DEF_TRAIT_ALIAS);
    case PS_EXPR:
        return res.kind == RES_LOCAL || res.kind == RES_SELF_CTOR || (k == DEF_CTOR && d->ctor_kind != CTOR_FICTIVE) ||
               k == DEF_CONST ||
               k == DEF_STATIC || k == DEF_FN || k == DEF_ASSOC_FN || k == DEF_ASSOC_CONST || k == DEF_CONST_PARAM;
    case PS_PAT:
        return res.kind == RES_SELF_CTOR || (k == DEF_CTOR && d->ctor_kind == CTOR_CONST) || k == DEF_CONST ||
               k == DEF_ASSOC_CONST;
    case PS_TUPLE_STRUCT: return res.kind == RES_SELF_CTOR || (k == DEF_CTOR && d->ctor_kind == CTOR_FN);
    case PS_STRUCT:
        return self_ty || k == DEF_STRUCT || k == DEF_UNION || k == DEF_VARIANT || k == DEF_TY_ALIAS || k == DEF_ASSOC_TY;
    case PS_TRAIT_ITEM:
        if (src.ns == NS_VALUE) return k == DEF_ASSOC_CONST || k == DEF_ASSOC_FN;
        return k == DEF_ASSOC_TY;
    }
    return false;
}

static DiagCode source_code(PathSource src, bool found) {
    switch ((PathSourceKind)src.kind) {
    case PS_TRAIT: return found ? DC_E0404 : DC_E0405;
    case PS_TYPE: return found ? DC_E0573 : DC_E0412;
    case PS_STRUCT: return found ? DC_E0574 : DC_E0422;
    case PS_EXPR: return found ? DC_E0423 : DC_E0425;
    case PS_PAT: case PS_TUPLE_STRUCT: return found ? DC_E0532 : DC_E0531;
    case PS_TRAIT_ITEM: return found ? DC_E0575 : DC_E0576;
    }
    return DC_NONE;
}

static bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }

/* rustc's descr_expected. */
static const char *descr_expected(PathSource src) {
    switch ((PathSourceKind)src.kind) {
    case PS_TYPE: return "type";
    case PS_TRAIT: return "trait";
    case PS_PAT: return "unit struct, unit variant or constant";
    case PS_STRUCT: return "struct, variant or union type";
    case PS_TUPLE_STRUCT: return "tuple struct or tuple variant";
    case PS_TRAIT_ITEM: return src.ns == NS_TYPE ? "associated type" : "method or associated constant";
    case PS_EXPR:
        if (src.parent && src.parent->kind == EXPR_CALL) {
            const Expr *callee = src.parent->call.func;
            if (callee->kind != EXPR_PATH) return "function";
            const Path *p = &callee->path.path;
            if (p->nsegs == 2 && p->segs[0].ident.name == SYM_PathRoot) return "external crate";
            if (p->nsegs && is_upper(sym_str(p->segs[p->nsegs - 1].ident.name)[0]))
                return "function, tuple struct or tuple variant";
            return "function";
        }
        return "value";
    }
    return "value";
}

/* ---- text ---- */

static bool is_raw_guess(Symbol s) {
    if (s == SYM_self || s == SYM_Self || s == SYM_super || s == SYM_crate || s == SYM_PathRoot ||
        s == SYM_dollar_crate || s == SYM_underscore)
        return false;
    return (s >= SYM_as && s <= SYM_yield) || (s >= SYM_async && s <= SYM_try);
}

char *late_path_str(Segs p) {
    StrBuf sb = {0};
    bool first = true;
    for (uint32_t i = 0; i < p.n; i++) {
        Symbol n = p.s[i].ident.name;
        if (n == SYM_PathRoot) continue;
        if (!first) sb_puts(&sb, "::");
        first = false;
        if (is_raw_guess(n)) sb_puts(&sb, "r#");
        sb_puts(&sb, sym_str(n));
    }
    char *out = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    return out;
}

/* The source text of a span (NULL if it crosses files). */
static char *snippet(const LateCx *l, Span sp) {
    const SourceFile *f = sm_file_at(l->ps->sm, sp.lo);
    if (!f || sp.hi < sp.lo || sp.hi > f->start + f->len) return NULL;
    return xstrndup(f->src + (sp.lo - f->start), sp.hi - sp.lo);
}

/* ---- typo candidates (rustc's lookup_typo_candidate) ---- */

typedef struct Cand {
    Symbol name;
    Res res;
} Cand;

typedef VEC(Cand) CandVec;
typedef VEC(Symbol) SymVec;

typedef struct CandSet {
    const LateCx *l;
    PathSource src;
    CandVec v;
} CandSet;

static void cand_cb(void *arg, Symbol name, Namespace ns, Res res) {
    CandSet *cs = arg;
    if (ns != late_source_ns(cs->src)) return;
    if (!late_is_expected(cs->l, cs->src, res)) return;
    Cand c = {name, res};
    vec_push(&cs->v, c);
}

static size_t utf8_count(const char *s) {
    size_t n = 0;
    for (; *s; s++)
        if (((unsigned char)*s & 0xC0) != 0x80) n++;
    return n;
}

/* Decodes the next code point of s (advancing it). */
static uint32_t next_cp(const char **s) {
    const unsigned char *p = (const unsigned char *)*s;
    uint32_t c = *p++;
    if (c >= 0xF0) { c &= 7; for (int i = 0; i < 3 && (*p & 0xC0) == 0x80; i++) c = c << 6 | (*p++ & 0x3F); }
    else if (c >= 0xE0) { c &= 15; for (int i = 0; i < 2 && (*p & 0xC0) == 0x80; i++) c = c << 6 | (*p++ & 0x3F); }
    else if (c >= 0xC0) { c &= 31; if ((*p & 0xC0) == 0x80) c = c << 6 | (*p++ & 0x3F); }
    *s = (const char *)p;
    return c;
}

/* rustc's lev_distance with a limit: SIZE_MAX if above it. */
static size_t lev_distance(const char *a, const char *b, size_t limit) {
    size_t n = utf8_count(a), m = utf8_count(b);
    size_t min_dist = n < m ? m - n : n - m;
    if (min_dist > limit) return SIZE_MAX;
    if (n == 0 || m == 0) return min_dist <= limit ? min_dist : SIZE_MAX;
    uint32_t *bc = xmalloc(sizeof(uint32_t) * m);
    const char *q = b;
    for (size_t j = 0; j < m; j++) bc[j] = next_cp(&q);
    size_t *dcol = xmalloc(sizeof(size_t) * (m + 1));
    for (size_t j = 0; j <= m; j++) dcol[j] = j;
    const char *p = a;
    for (size_t i = 0; i < n; i++) {
        uint32_t sc = next_cp(&p);
        size_t current = i;
        dcol[0] = current + 1;
        for (size_t j = 0; j < m; j++) {
            size_t next = dcol[j + 1];
            if (sc == bc[j]) {
                dcol[j + 1] = current;
            } else {
                size_t v = current < next ? current : next;
                dcol[j + 1] = (v < dcol[j] ? v : dcol[j]) + 1;
            }
            current = next;
        }
    }
    size_t d = dcol[m];
    free(dcol);
    free(bc);
    return d <= limit ? d : SIZE_MAX;
}

static char *ascii_upper(const char *s) {
    char *u = xstrdup(s);
    for (char *p = u; *p; p++)
        if (*p >= 'a' && *p <= 'z') *p -= 32;
    return u;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* `a_b_c` with its words sorted (rustc's sort_by_words). */
static char *sort_words(const char *s) {
    VEC(char *) w = {0};
    const char *start = s;
    for (const char *p = s;; p++)
        if (*p == '_' || !*p) {
            vec_push(&w, xstrndup(start, (size_t)(p - start)));
            if (!*p) break;
            start = p + 1;
        }
    if (w.len > 1) qsort(w.data, w.len, sizeof(char *), cmp_str);
    StrBuf sb = {0};
    for (uint32_t i = 0; i < w.len; i++) {
        if (i) sb_putc(&sb, '_');
        sb_puts(&sb, w.data[i]);
        free(w.data[i]);
    }
    vec_free(&w);
    char *out = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    return out;
}

Symbol res_best_match_for_name(const Symbol *cands, uint32_t n, Symbol lookup) {
    return late_best_match(cands, n, lookup);
}

Symbol late_best_match(const Symbol *cands, uint32_t n, Symbol lookup) {
    const char *look = sym_str(lookup);
    char *lu = ascii_upper(look);
    for (uint32_t i = 0; i < n; i++) {
        char *cu = ascii_upper(sym_str(cands[i]));
        bool eq = strcmp(cu, lu) == 0;
        free(cu);
        if (eq) {
            free(lu);
            return cands[i];
        }
    }
    free(lu);
    size_t len = strlen(look);
    size_t dist = (len > 3 ? len : 3) / 3;
    Symbol best = 0;
    for (uint32_t i = 0; i < n; i++) {
        size_t d = lev_distance(look, sym_str(cands[i]), dist);
        if (d == SIZE_MAX) continue;
        if (d == 0) return cands[i];
        dist = d - 1;
        best = cands[i];
    }
    if (best) return best;
    char *sl = sort_words(look);
    for (uint32_t i = 0; i < n; i++) {
        char *sc = sort_words(sym_str(cands[i]));
        if (!strcmp(sc, sl)) best = cands[i];
        free(sc);
    }
    free(sl);
    return best;
}

static int cand_cmp(const void *a, const void *b) {
    const Cand *x = a, *y = b;
    return strcmp(sym_str(x->name), sym_str(y->name));
}

static void sort_cands(CandVec *v) {
    /* stable insertion sort: equal names keep their order */
    for (uint32_t i = 1; i < v->len; i++)
        for (uint32_t j = i; j > 0 && cand_cmp(&v->data[j - 1], &v->data[j]) > 0; j--) {
            Cand t = v->data[j - 1];
            v->data[j - 1] = v->data[j];
            v->data[j] = t;
        }
}

static bool lookup_typo(LateCx *l, Segs path, PathSource src, Cand *out) {
    CandSet cs = {.l = l, .src = src};
    Namespace ns = late_source_ns(src);
    if (path.n == 1) {
        const RibStack *st = &l->ribs[ns];
        uint32_t b = st->binds.len;
        for (uint32_t r = st->ribs.len; r-- > 0;) {
            while (b > 0 && st->binds.data[b - 1].rib >= r) {
                const RibBinding *rb = &st->binds.data[--b];
                if (rb->rib == r && rb->ident.name && rb->res.kind != RES_ERR && late_is_expected(l, src, rb->res)) {
                    Cand c = {rb->ident.name, rb->res};
                    vec_push(&cs.v, c);
                }
            }
            const Rib *rib = &st->ribs.data[r];
            if (rib->kind == RIB_MODULE) {
                late_module_names(l, rib->module, cand_cb, &cs);
                if (!rib->block_module) {
                    late_prelude_names(l, rib->module, cand_cb, &cs);
                    break;
                }
            }
        }
        Res prim = {.kind = RES_PRIM_TY};
        if (late_is_expected(l, src, prim))
            for (Symbol s = SYM_bool; s <= SYM_f64; s++) {
                Cand c = {s, {.kind = RES_PRIM_TY, .prim = (uint8_t)(s - SYM_bool)}};
                vec_push(&cs.v, c);
            }
    } else {
        PartialRes pr;
        Segs mp = path;
        mp.n--;
        LatePathKind k = late_resolve_path(l, mp, NS_TYPE, NULL, false, &pr);
        if ((k == LPATH_MODULE || (k == LPATH_OK && pr.unresolved == 0)) && pr.base.kind == RES_DEF) {
            ModuleId m = res_module_of_def(l->r, pr.base.def);
            if (m) late_module_names(l, m, cand_cb, &cs);
        }
    }
    sort_cands(&cs.v);
    Symbol *names = xmalloc(sizeof(Symbol) * (cs.v.len + 1));
    for (uint32_t i = 0; i < cs.v.len; i++) names[i] = cs.v.data[i].name;
    Symbol name = path.s[path.n - 1].ident.name;
    Symbol found = late_best_match(names, cs.v.len, name);
    free(names);
    bool ok = false;
    if (found && found != name)
        for (uint32_t i = 0; i < cs.v.len; i++)
            if (cs.v.data[i].name == found) {
                *out = cs.v.data[i];
                ok = true;
                break;
            }
    vec_free(&cs.v);
    return ok;
}

static bool spans_overlap(Span a, Span b) { return a.lo < b.hi && b.lo < a.hi; }

/* rustc's add_typo_suggestion. `single`: "maybe you meant this ..." */
static bool add_typo(LateCx *l, Diag *d, const Cand *c, Span span, bool single) {
    if (!c || c->name == SYM_underscore) return false;
    const char *descr = late_res_descr(l, c->res);
    if (c->res.kind == RES_DEF && c->res.def.i && res_def(l->r, c->res.def)->krate == l->krate) {
        Span ds = late_def_span(l, c->res.def);
        if (!span_is_dummy(ds)) {
            if (spans_overlap(span, ds)) return false;
            diag_label(d, late_head_span(l, ds), false, "%s%s `%s` defined here", single ? "" : "similarly named ",
                       descr, sym_str(c->name));
        }
    }
    if (single) diag_suggest(d, span, sym_str(c->name), APP_MAYBE_INCORRECT, "maybe you meant this %s", descr);
    else
        diag_suggest(d, span, sym_str(c->name), APP_MAYBE_INCORRECT, "%s %s with a similar name exists",
                     late_res_article(l, c->res), descr);
    return true;
}

/* ---- what is around ---- */

static bool self_type_available(LateCx *l) {
    Ident self = {.name = SYM_Self};
    LexResult lx = late_lookup(l, self, NS_TYPE, NULL);
    return lx.kind == LEX_RIB && lx.res.kind != RES_ERR;
}

static bool self_value_available(LateCx *l, Span sp, uint32_t ctxt) {
    Ident self = {.name = SYM_self, .ctxt = ctxt, .span = sp};
    LexResult lx = late_lookup(l, self, NS_VALUE, NULL);
    return lx.kind == LEX_RIB && lx.res.kind != RES_ERR;
}

const Item *late_def_item(const LateCx *l, DefId d) {
    if (!d.i) return NULL;
    const DefData *dd = res_def(l->r, d);
    switch ((DefKind)dd->kind) {
    case DEF_MOD: case DEF_STRUCT: case DEF_UNION: case DEF_ENUM: case DEF_TRAIT: case DEF_TRAIT_ALIAS: case DEF_TY_ALIAS:
    case DEF_FOREIGN_TY: case DEF_FN: case DEF_CONST: case DEF_STATIC: case DEF_ASSOC_FN: case DEF_ASSOC_CONST:
    case DEF_ASSOC_TY: case DEF_MACRO: case DEF_IMPL:
        return dd->ast;
    default: return NULL;
    }
}

/* The named fields of a struct/union/variant definition, or NULL. */
static const VariantData *variant_data_of(const LateCx *l, DefId d) {
    if (!d.i) return NULL;
    const DefData *dd = res_def(l->r, d);
    if (dd->kind == DEF_STRUCT || dd->kind == DEF_UNION) {
        const Item *it = dd->ast;
        return it ? &it->struct_.data : NULL;
    }
    if (dd->kind == DEF_VARIANT) {
        const Variant *v = dd->ast;
        return v ? &v->data : NULL;
    }
    if (dd->kind == DEF_CTOR && dd->parent.i) return variant_data_of(l, dd->parent);
    return NULL;
}

static bool fn_item_has_self(const Item *it) {
    if (!it || it->kind != ITEM_FN || !it->fn.decl.inputs.len) return false;
    const Pat *p = it->fn.decl.inputs.data[0].pat;
    return p && p->kind == PAT_IDENT && p->ident.ident.name == SYM_self;
}

typedef enum AssocSugg { AS_NONE, AS_FIELD, AS_METHOD_WITH_SELF, AS_ASSOC_FN, AS_ASSOC_TYPE, AS_ASSOC_CONST } AssocSugg;

static const char *assoc_action(AssocSugg a) {
    switch (a) {
    case AS_FIELD: return "use the available field";
    case AS_METHOD_WITH_SELF: return "call the method with the fully-qualified path";
    case AS_ASSOC_FN: return "call the associated function";
    case AS_ASSOC_CONST: return "use the associated `const`";
    case AS_ASSOC_TYPE: return "use the associated type";
    default: return "";
    }
}

/* rustc's lookup_assoc_candidate: a field of `Self`, an item of the trait. */
static AssocSugg lookup_assoc(LateCx *l, Ident id, PathSource src) {
    Namespace ns = late_source_ns(src);
    Res local = {.kind = RES_LOCAL};
    if (late_is_expected(l, src, local) && l->cur_self_ty) {
        const Ty *t = l->cur_self_ty;
        while (t->kind == TY_REF) t = t->ref.ty;
        if (t->kind == TY_PATH && !t->path.qself && t->path.path.nsegs) {
            PartialRes pr = res_path_res(l->r, t->path.path.segs[t->path.path.nsegs - 1].id);
            if (pr.unresolved == 0 && pr.base.kind == RES_DEF &&
                (def_kind(l, pr.base.def) == DEF_STRUCT || def_kind(l, pr.base.def) == DEF_UNION)) {
                const VariantData *vd = variant_data_of(l, pr.base.def);
                if (vd)
                    for (uint32_t i = 0; i < vd->fields.len; i++)
                        if (vd->fields.data[i].has_ident && vd->fields.data[i].ident.name == id.name) return AS_FIELD;
            }
        }
    }
    if (l->cur_trait_items) {
        for (uint32_t i = 0; i < l->cur_trait_items->len; i++) {
            const Item *it = l->cur_trait_items->data[i];
            if (it->ident.name != id.name) continue;
            switch (it->kind) {
            case ITEM_CONST: return AS_ASSOC_CONST;
            case ITEM_FN: return fn_item_has_self(it) ? AS_METHOD_WITH_SELF : AS_ASSOC_FN;
            case ITEM_TY_ALIAS: return AS_ASSOC_TYPE;
            default: break;
            }
        }
    }
    if (l->cur_trait_ref.i) {
        ModuleId tm = res_module_of_def(l->r, l->cur_trait_ref);
        ItemHit hit;
        if (tm && late_in_trait(l, tm, id, ns, &hit) && late_is_expected(l, src, hit.res) &&
            hit.res.kind == RES_DEF) {
            uint8_t k = def_kind(l, hit.res.def);
            if (k == DEF_ASSOC_FN && fn_item_has_self(late_def_item(l, hit.res.def))) return AS_METHOD_WITH_SELF;
            if (k == DEF_ASSOC_FN) return AS_ASSOC_FN;
            if (k == DEF_ASSOC_CONST) return AS_ASSOC_CONST;
            if (k == DEF_ASSOC_TY) return AS_ASSOC_TYPE;
        }
    }
    return AS_NONE;
}

/* ---- context-dependent help ---- */

/* `a.b` / `a.b()` where `a` is a module or type: `a::b`. */
static bool path_sep(LateCx *l, Diag *d, const char *path_str, const Expr *parent) {
    if (parent->kind == EXPR_FIELD) {
        char *s = xasprintf("%s::%s", path_str, sym_str(parent->field.ident.name));
        diag_suggest(d, parent->span, s, APP_MAYBE_INCORRECT, "use the path separator to refer to an item");
        free(s);
        return true;
    }
    if (parent->kind == EXPR_METHOD_CALL) {
        Span sp = {parent->span.lo, parent->method_call.seg.ident.span.hi};
        char *s = xasprintf("%s::%s", path_str, sym_str(parent->method_call.seg.ident.name));
        diag_suggest(d, sp, s, APP_MAYBE_INCORRECT, "use the path separator to refer to an item");
        free(s);
        return true;
    }
    return false;
}

/* The primary span moves to the whole call or tuple-struct pattern. */
static Span find_span(Diag *d, PathSource src, Span span) {
    Span sp = span;
    if (src.kind == PS_EXPR && src.parent && src.parent->kind == EXPR_CALL) sp = src.parent->span;
    else if (src.kind == PS_TUPLE_STRUCT && src.pat) sp = src.pat->span;
    if (sp.lo != span.lo || sp.hi != span.hi)
        for (uint32_t i = 0; i < d->labels.len; i++)
            if (d->labels.data[i].primary) d->labels.data[i].span = sp;
    return sp;
}

/* Is the span followed (after whitespace) by `{`? */
static bool followed_by_brace(LateCx *l, Span span) {
    const SourceFile *f = sm_file_at(l->ps->sm, span.lo);
    if (!f) return false;
    uint32_t i = span.hi - f->start;
    while (i < f->len && (f->src[i] == ' ' || f->src[i] == '\t' || f->src[i] == '\n' || f->src[i] == '\r')) i++;
    return i < f->len && f->src[i] == '{';
}

static void bad_struct_syntax(LateCx *l, Diag *d, PathSource src, DefId def, Span span, const char *path_str,
                              const char *fallback) {
    if (src.kind == PS_EXPR && src.parent &&
        (src.parent->kind == EXPR_FIELD || src.parent->kind == EXPR_METHOD_CALL) && path_sep(l, d, path_str, src.parent))
        return;
    bool plain_parent = !src.parent || src.parent->kind == EXPR_PATH || src.parent->kind == EXPR_BINARY ||
                        src.parent->kind == EXPR_UNARY || src.parent->kind == EXPR_IF || src.parent->kind == EXPR_WHILE ||
                        src.parent->kind == EXPR_FOR_LOOP || src.parent->kind == EXPR_MATCH;
    if (src.kind == PS_EXPR && plain_parent && followed_by_brace(l, span)) {
        diag_label(d, span, true, "you might want to surround a struct literal with parentheses: `(%s { /* fields */ })`?",
                   path_str);
        return;
    }
    if (src.kind == PS_EXPR || src.kind == PS_TUPLE_STRUCT || src.kind == PS_PAT) {
        Span sp = find_span(d, src, span);
        Span ds = late_def_span(l, def);
        if (!span_is_dummy(ds)) diag_label(d, ds, false, "`%s` defined here", path_str);
        bool pat = src.kind != PS_EXPR;
        const VariantData *vd = variant_data_of(l, def);
        StrBuf sb = {0};
        sb_printf(&sb, "%s {", path_str);
        if (!vd) {
            sb_puts(&sb, " /* fields */ ");
        } else {
            for (uint32_t i = 0; i < vd->fields.len; i++) {
                const FieldDef *f = &vd->fields.data[i];
                sb_printf(&sb, "%s ", i ? "," : "");
                if (f->has_ident) sb_puts(&sb, sym_str(f->ident.name));
                else sb_printf(&sb, "%u", i);
                if (!pat) sb_puts(&sb, ": val");
            }
            if (vd->fields.len) sb_putc(&sb, ' ');
        }
        sb_putc(&sb, '}');
        diag_suggest(d, sp, sb_cstr(&sb), pat && vd ? APP_MACHINE_APPLICABLE : APP_HAS_PLACEHOLDERS,
                     "use struct %s syntax instead", pat ? "pattern" : "literal");
        sb_free(&sb);
        return;
    }
    diag_label(d, span, true, "%s", fallback);
}

/* The type-namespace children of a module (rustc's find_module walks
 * them). */
typedef struct ModChild {
    Symbol name;
    Res res;
} ModChild;
typedef struct ChildList {
    const LateCx *l;
    VEC(ModChild) v;
} ChildList;

static void child_cb(void *arg, Symbol name, Namespace ns, Res res) {
    ChildList *cl = arg;
    if (ns != NS_TYPE || res.kind != RES_DEF) return;
    ModChild c = {name, res};
    vec_push(&cl->v, c);
}

/* rustc's find_module: over the local crate's modules (a stack, as rustc)
 * for the one defined by `target`; its path (names) goes to *out. */
static bool module_path_of(LateCx *l, DefId target, SymVec *out) {
    typedef struct Work {
        ModuleId m;
        uint32_t start, len;  /* into names */
    } Work;
    VEC(Work) work = {0};
    VEC(Symbol) names = {0};
    VEC(uint32_t) seen = {0};
    Work root = {res_crate_root(l->r, l->krate), 0, 0};
    vec_push(&work, root);
    bool found = false;
    while (work.len && !found) {
        Work w = vec_pop(&work);
        ChildList cl = {.l = l};
        late_module_names(l, w.m, child_cb, &cl);
        for (uint32_t i = 0; i < cl.v.len && !found; i++) {
            DefId d = cl.v.data[i].res.def;
            ModuleId cm = res_module_of_def(l->r, d);
            if (!cm) continue;
            if (d.i == target.i) {
                for (uint32_t k = 0; k < w.len; k++) vec_push(out, names.data[w.start + k]);
                vec_push(out, cl.v.data[i].name);
                found = true;
                break;
            }
            bool was = false;
            for (uint32_t k = 0; k < seen.len; k++)
                if (seen.data[k] == d.i) was = true;
            if (was) continue;
            vec_push(&seen, d.i);
            Work nw = {cm, names.len, w.len + 1};
            for (uint32_t k = 0; k < w.len; k++) vec_push(&names, names.data[w.start + k]);
            vec_push(&names, cl.v.data[i].name);
            vec_push(&work, nw);
        }
        vec_free(&cl.v);
    }
    vec_free(&work);
    vec_free(&names);
    vec_free(&seen);
    return found;
}

typedef struct VariantCtor {
    char *path;
    uint8_t ctor_kind;    /* CtorKind; 2: a struct-like variant (rustc's Fictive) */
    bool no_fields;
} VariantCtor;

/* rustc's suggest_using_enum_variant. */
static void suggest_enum_variant(LateCx *l, Diag *d, PathSource src, DefId enum_def, Span span) {
    SymVec ep = {0};
    const Item *en = late_def_item(l, enum_def);
    if (!en || en->kind != ITEM_ENUM || !module_path_of(l, enum_def, &ep)) {
        diag_note(d, "you might have meant to use one of the enum's variants");
        vec_free(&ep);
        return;
    }
    StrBuf pre = {0};
    for (uint32_t i = 0; i < ep.len; i++) sb_printf(&pre, "%s%s", i ? "::" : "", sym_str(ep.data[i]));
    VEC(VariantCtor) vs = {0};
    for (uint32_t i = 0; i < en->enum_.variants.len; i++) {
        const Variant *v = &en->enum_.variants.data[i];
        VariantCtor vc = {.path = xasprintf("%s::%s", sb_cstr(&pre), sym_str(v->ident.name))};
        vc.ctor_kind = v->data.kind == VD_UNIT ? CTOR_CONST : v->data.kind == VD_TUPLE ? CTOR_FN : 2;
        vc.no_fields = v->data.fields.len == 0;
        vec_push(&vs, vc);
    }
    sb_free(&pre);
    vec_free(&ep);
    /* rustc 1.63 collects the constructors of the enum's variants; a
     * struct-like variant has a "fictive" one (ctor_kind 2 here). */
    bool only_tuple = src.kind == PS_TUPLE_STRUCT || is_call(src);
    if (only_tuple) {
        const char *what = is_call(src) ? "to construct" : "to match against";
        VEC(char *) tuple = {0};
        for (uint32_t i = 0; i < vs.len; i++)
            if (vs.data[i].ctor_kind == CTOR_FN) vec_push(&tuple, xstrdup(vs.data[i].path));
        uint32_t nsugg = tuple.len, nonsugg = vs.len - tuple.len;
        if (nsugg) {
            DiagSuggestion *s =
                diag_suggestion(d, SUGG_SHOW_CODE, APP_MAYBE_INCORRECT,
                                nonsugg == 0 && nsugg == 1 ? "try %s the enum's variant" : "try %s one of the enum's variants",
                                what);
            if (tuple.len > 1) qsort(tuple.data, tuple.len, sizeof(char *), cmp_str);
            for (uint32_t i = 0; i < tuple.len; i++) {
                if (i) diag_sugg_alternative(s);
                diag_sugg_part(s, span, tuple.data[i]);
            }
        }
        for (uint32_t i = 0; i < tuple.len; i++) free(tuple.data[i]);
        vec_free(&tuple);
        if (nonsugg == vs.len) diag_help(d, "the enum has no tuple variants %s", what);
        if (nonsugg == 1) diag_help(d, "you might have meant %s the enum's non-tuple variant", what);
        else if (nonsugg >= 1) diag_help(d, "you might have meant %s one of the enum's non-tuple variants", what);
    } else {
        VEC(char *) plain = {0};
        VEC(char *) holes = {0};
        for (uint32_t i = 0; i < vs.len; i++) {
            VariantCtor *v = &vs.data[i];
            bool placeholder = v->ctor_kind != CTOR_CONST && !v->no_fields;
            if (!placeholder)
                vec_push(&plain, v->ctor_kind == CTOR_CONST ? xstrdup(v->path)
                                 : v->ctor_kind == CTOR_FN  ? xasprintf("(%s())", v->path)
                                                            : xasprintf("(%s {})", v->path));
            else
                vec_push(&holes, v->ctor_kind == CTOR_FN ? xasprintf("(%s(/* fields */))", v->path)
                                                         : xasprintf("(%s { /* fields */ })", v->path));
        }
        if (plain.len > 1) qsort(plain.data, plain.len, sizeof(char *), cmp_str);
        if (holes.len > 1) qsort(holes.data, holes.len, sizeof(char *), cmp_str);
        if (plain.len) {
            DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, APP_MAYBE_INCORRECT, "%s",
                                                plain.len == 1 ? "you might have meant to use the following enum variant"
                                                               : "you might have meant to use one of the following enum variants");
            for (uint32_t i = 0; i < plain.len; i++) {
                if (i) diag_sugg_alternative(s);
                diag_sugg_part(s, span, plain.data[i]);
            }
        }
        if (holes.len) {
            /* rustc drains the first list before it looks at it, so it never
             * says "alternatively". */
            const char *msg =
                holes.len == 1 ? "the following enum variant is available" : "the following enum variants are available";
            DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, APP_HAS_PLACEHOLDERS, "%s", msg);
            for (uint32_t i = 0; i < holes.len; i++) {
                if (i) diag_sugg_alternative(s);
                diag_sugg_part(s, span, holes.data[i]);
            }
        }
        for (uint32_t i = 0; i < plain.len; i++) free(plain.data[i]);
        for (uint32_t i = 0; i < holes.len; i++) free(holes.data[i]);
        vec_free(&plain);
        vec_free(&holes);
    }
    for (uint32_t i = 0; i < vs.len; i++) free(vs.data[i].path);
    vec_free(&vs);
    if (res_def(l->r, enum_def)->krate == l->krate) {
        Span ds = late_def_span(l, enum_def);
        if (!span_is_dummy(ds)) diag_span_note(d, ds, "the enum is defined here");
    }
}

/* rustc's smart_resolve_context_dependent_help. */
static bool context_help(LateCx *l, Diag *d, Span span, PathSource src, Res res, const char *path_str,
                         const char *fallback) {
    Namespace ns = late_source_ns(src);
    uint8_t k = res.kind == RES_DEF ? def_kind(l, res.def) : DEF__COUNT;
    const DefData *dd = k != DEF__COUNT ? res_def(l->r, res.def) : NULL;
    if (k == DEF_MACRO && dd->macro_kind == MACRO_BANG) {
        diag_label(d, span, true, "%s", fallback);
        if (src.kind == PS_STRUCT ||
            (src.kind == PS_EXPR && src.parent && (src.parent->kind == EXPR_INDEX || src.parent->kind == EXPR_CALL))) {
            DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MAYBE_INCORRECT, "use `!` to invoke the macro");
            diag_sugg_part(s, (Span){span.hi, span.hi}, "!");
            if (!strcmp(path_str, "try") && l->edition == ED_2015)
                diag_note(d, "if you want the `try` keyword, you need Rust 2018 or later");
        }
        return true;
    }
    if (k == DEF_TY_ALIAS && src.kind == PS_TRAIT) {
        diag_label(d, span, true, "type aliases cannot be used as traits");
        if (l->nightly) {
            const char *msg = "you might have meant to use `#![feature(trait_alias)]` instead of a `type` alias";
            Span ds = late_def_span(l, res.def);
            char *snip = span_is_dummy(ds) ? NULL : snippet(l, ds);
            char *t = snip ? strstr(snip, "type") : NULL;
            if (t) {
                StrBuf sb = {0};
                sb_putn(&sb, snip, (size_t)(t - snip));
                sb_puts(&sb, "trait");
                sb_puts(&sb, t + 4);
                diag_suggest(d, ds, sb_cstr(&sb), APP_MAYBE_INCORRECT, "%s", msg);
                sb_free(&sb);
            } else if (!span_is_dummy(ds)) {
                diag_span_help(d, ds, "%s", msg);
            } else {
                diag_help(d, "%s", msg);
            }
            free(snip);
        }
        return true;
    }
    if (k == DEF_MOD && src.kind == PS_EXPR && src.parent) return path_sep(l, d, path_str, src.parent);
    if (k == DEF_ENUM && (src.kind == PS_TUPLE_STRUCT || src.kind == PS_EXPR)) {
        suggest_enum_variant(l, d, src, res.def, span);
        return true;
    }
    if (k == DEF_STRUCT && ns == NS_VALUE) {
        const VariantData *vd = variant_data_of(l, res.def);
        bool has_ctor = vd && vd->kind != VD_STRUCT;
        if (!has_ctor || (src.kind == PS_EXPR && src.parent &&
                          (src.parent->kind == EXPR_FIELD || src.parent->kind == EXPR_METHOD_CALL))) {
            bad_struct_syntax(l, d, src, res.def, span, path_str, fallback);
            return true;
        }
        /* A tuple/unit struct whose constructor is not visible here. */
        diag_label(d, span, true, "constructor is not visible here due to private fields");
        return true;
    }
    if ((k == DEF_UNION || k == DEF_VARIANT || (k == DEF_CTOR && dd->ctor_kind == CTOR_FICTIVE)) && ns == NS_VALUE) {
        bad_struct_syntax(l, d, src, res.def, span, path_str, fallback);
        return true;
    }
    if (k == DEF_CTOR && dd->ctor_kind == CTOR_CONST && ns == NS_VALUE) {
        if (src.kind != PS_EXPR && src.kind != PS_TUPLE_STRUCT && src.kind != PS_PAT) return false;
        Span sp = find_span(d, src, span);
        Span ds = late_def_span(l, res.def);
        if (!span_is_dummy(ds)) diag_label(d, ds, false, "`%s` defined here", path_str);
        diag_suggest(d, sp, path_str, APP_MAYBE_INCORRECT, "use this syntax instead");
        return true;
    }
    if (k == DEF_CTOR && dd->ctor_kind == CTOR_FN && ns == NS_VALUE) {
        Span ds = late_def_span(l, res.def);
        if (!span_is_dummy(ds)) diag_label(d, ds, false, "`%s` defined here", path_str);
        const VariantData *vd = variant_data_of(l, res.def);
        StrBuf sb = {0};
        sb_printf(&sb, "%s(", path_str);
        if (vd)
            for (uint32_t i = 0; i < vd->fields.len; i++) sb_puts(&sb, i ? ", _" : "_");
        else
            sb_puts(&sb, "/* fields */");
        sb_putc(&sb, ')');
        diag_suggest(d, span, sb_cstr(&sb), APP_HAS_PLACEHOLDERS, "use the tuple variant pattern syntax instead");
        sb_free(&sb);
        return true;
    }
    if ((res.kind == RES_SELF_TY_TRAIT || res.kind == RES_SELF_TY_IMPL) && ns == NS_VALUE) {
        diag_label(d, span, true, "%s", fallback);
        diag_note(d, "can't use `Self` as a constructor, you must use the implemented struct");
        return true;
    }
    if ((k == DEF_TY_ALIAS || k == DEF_ASSOC_TY) && ns == NS_VALUE) {
        diag_note(d, "can't use a type alias as a constructor");
        return true;
    }
    return false;
}

static const char *item_kind_descr(const Item *it) {
    switch (it->kind) {
    case ITEM_EXTERN_CRATE: return "extern crate";
    case ITEM_USE: return "`use` import";
    case ITEM_STATIC: return "static item";
    case ITEM_CONST: return "constant item";
    case ITEM_FN: return "function";
    case ITEM_MOD: return "module";
    case ITEM_FOREIGN_MOD: return "extern block";
    case ITEM_GLOBAL_ASM: return "global asm item";
    case ITEM_TY_ALIAS: return "type alias";
    case ITEM_ENUM: return "enum";
    case ITEM_STRUCT: return "struct";
    case ITEM_UNION: return "union";
    case ITEM_TRAIT: return "trait";
    case ITEM_TRAIT_ALIAS: return "trait alias";
    case ITEM_MAC_CALL: return "item macro invocation";
    case ITEM_MACRO_DEF: return "macro definition";
    case ITEM_IMPL: return "implementation";
    default: return "item";
    }
}

static const char *item_kind_article(const Item *it) {
    switch (it->kind) {
    case ITEM_EXTERN_CRATE: case ITEM_ENUM: case ITEM_IMPL: case ITEM_FOREIGN_MOD: case ITEM_MAC_CALL: return "an";
    default: return "a";
    }
}

/* The position just after the first `(` at or after pos (rustc's
 * span_through_char(.., '(').shrink_to_hi()). */
static Span after_paren(LateCx *l, uint32_t pos, uint32_t limit) {
    const SourceFile *f = sm_file_at(l->ps->sm, pos);
    if (!f) return (Span){pos, pos};
    for (uint32_t i = pos - f->start; i < f->len && f->start + i < limit; i++)
        if (f->src[i] == '(') return (Span){f->start + i + 1, f->start + i + 1};
    return (Span){pos, pos};
}

/* E0411 (`Self` outside impls/traits/ADTs) and E0424 (`self` outside a
 * method): returns true if the path is one of them. */
static bool report_self_errors(LateCx *l, Diag *d, Segs path, PathSource src, Span span) {
    Namespace ns = late_source_ns(src);
    if (path.n != 1) return false;
    Symbol n = path.s[0].ident.name;
    if (ns == NS_TYPE && n == SYM_Self) {
        d->code = DC_E0411;
        diag_label(d, span, true, "`Self` is only available in impls, traits, and type definitions");
        if (l->cur_item && l->cur_item->ident.name)
            diag_label(d, l->cur_item->ident.span, false, "`Self` not allowed in %s %s", item_kind_article(l->cur_item),
                       item_kind_descr(l->cur_item));
        return true;
    }
    if (!(ns == NS_VALUE && n == SYM_self)) return false;
    d->code = DC_E0424;
    diag_label(d, span, true, "%s",
               src.kind == PS_PAT ? "`self` value is a keyword and may not be bound to variables or shadowed"
                                  : "`self` value is a keyword only available in methods with a `self` parameter");
    if (l->cur_fn.item) {
        const Item *fn = l->cur_fn.item;
        if (l->cur_fn.has_self) {
            diag_label(d, fn->span, false,
                       "this function has a `self` parameter, but a macro invocation can only access identifiers it "
                       "receives from parameters");
        } else {
            const char *doesnt = "can't";
            if (self_type_available(l)) {
                Span sp;
                const char *sugg;
                if (fn->fn.decl.inputs.len) {
                    Span ps = fn->fn.decl.inputs.data[0].span;
                    sp = (Span){ps.lo, ps.lo};
                    sugg = "&self, ";
                } else {
                    sp = after_paren(l, fn->ident.span.hi, fn->span.hi);
                    sugg = "&self";
                }
                DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MAYBE_INCORRECT,
                                                    "add a `self` receiver parameter to make the associated `fn` a method");
                diag_sugg_part(s, sp, sugg);
                doesnt = "doesn't";
            }
            diag_label(d, fn->ident.span, false, "this function %s have a `self` parameter", doesnt);
        }
    } else if (l->cur_item && l->cur_item->ident.name) {
        diag_label(d, l->cur_item->ident.span, false, "`self` not allowed in %s %s", item_kind_article(l->cur_item),
                   item_kind_descr(l->cur_item));
    }
    return true;
}

/* `Foo(self, a)` in a method: `self.Foo(a)`. */
static bool call_has_self_arg(LateCx *l, PathSource src, Span *call_span, char **rest) {
    if (src.kind != PS_EXPR || !src.parent || src.parent->kind != EXPR_CALL) return false;
    const Expr *call = src.parent;
    if (!call->call.args.len) return false;
    const Expr *a = call->call.args.data[0];
    while (a->kind == EXPR_ADDR_OF) a = a->addr_of.expr;
    if (a->kind != EXPR_PATH || a->path.path.nsegs != 1 || a->path.path.segs[0].ident.name != SYM_self) return false;
    *call_span = call->span;
    *rest = NULL;
    if (call->call.args.len > 1)
        *rest = snippet(l, (Span){call->call.args.data[1]->span.lo, call->call.args.data[call->call.args.len - 1]->span.hi});
    return true;
}

/* rustc's likely_rust_type: Java-style names. */
static const char *likely_rust_type(Symbol name) {
    static const char *const map[][2] = {{"byte", "u8"},     {"short", "i16"}, {"boolean", "bool"}, {"int", "i32"},
                                         {"long", "i64"},    {"float", "f32"}, {"double", "f64"}};
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (!strcmp(sym_str(name), map[i][0])) return map[i][1];
    return NULL;
}

/* `fn f() {}` in an impl, called as `f()` from a method of it. */
static bool assoc_fn_sugg(LateCx *l, Ident id, char **out) {
    if (!l->cur_impl_items || !l->cur_fn.item || !l->cur_fn.is_assoc || l->cur_trait_ref.i) return false;
    for (uint32_t i = 0; i < l->cur_impl_items->len; i++) {
        const Item *it = l->cur_impl_items->data[i];
        if (it->kind == ITEM_FN && !fn_item_has_self(it) && it->ident.name == id.name) {
            *out = xasprintf("Self::%s", sym_str(it->ident.name));
            return true;
        }
    }
    return false;
}

/* ---- import suggestions (rustc's show_candidates) ---- */

static bool filter_expected(LateCx *l, const void *arg, Res res) { return late_is_expected(l, *(const PathSource *)arg, res); }

static bool filter_variant(LateCx *l, const void *arg, Res res) {
    return res.kind == RES_DEF && res_def(l->r, res.def)->kind == DEF_VARIANT;
}

static void cands_free(ImportCandVec *v) {
    for (uint32_t i = 0; i < v->len; i++) free(v->data[i].path);
    vec_free(v);
}

static bool starts_with(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

static int cand_path_cmp(const void *a, const void *b) {
    return strcmp(((const ImportCand *)a)->path, ((const ImportCand *)b)->path);
}

/* Sorted by path, `core::` ones last, duplicates dropped. */
static void order_cands(ImportCand *v, uint32_t *n) {
    if (*n > 1) qsort(v, *n, sizeof *v, cand_path_cmp);
    ImportCand *tmp = xmalloc(sizeof *v * (*n ? *n : 1));
    uint32_t k = 0;
    for (int pass = 0; pass < 2; pass++)
        for (uint32_t i = 0; i < *n; i++)
            if (starts_with(v[i].path, "core::") == (pass == 1)) tmp[k++] = v[i];
    uint32_t j = 0;
    for (uint32_t i = 0; i < k; i++) {
        if (j && !strcmp(tmp[j - 1].path, tmp[i].path)) {
            free(tmp[i].path);
            continue;
        }
        tmp[j++] = tmp[i];
    }
    memcpy(v, tmp, sizeof *v * j);
    *n = j;
    free(tmp);
}

/* The start of an item including its outer attributes. */
static uint32_t item_lo(const Item *it) {
    uint32_t lo = it->span.lo;
    for (uint32_t i = 0; i < it->attrs.len; i++)
        if (it->attrs.data[i].style == ATTR_OUTER && !span_is_dummy(it->attrs.data[i].span) &&
            it->attrs.data[i].span.lo < lo)
            lo = it->attrs.data[i].span.lo;
    return lo;
}

static bool from_expansion_item(const Item *it) {
    if (span_is_dummy(it->span) || it->span.lo == it->span.hi) return true;
    for (uint32_t i = 0; i < it->attrs.len; i++)
        if (it->attrs.data[i].path.nsegs == 1 && it->attrs.data[i].path.segs[0].ident.name == sym_cstr("prelude_import"))
            return true;
    return false;
}

/* rustc's UsePlacementFinder: before the first `use` of the module the
 * path is in, or else where its first item starts. */
static bool use_placement(LateCx *l, Span *out, bool *found_use) {
    ModuleId m = l->module;
    while (m && !late_module_is_normal(l, m)) m = res_module_parent(l->r, m);
    if (!m) return false;
    const ItemList *items;
    Span end;
    if (m == res_crate_root(l->r, l->krate)) {
        items = &l->ast->items;
        end = (Span){l->ast->span.hi, l->ast->span.hi};
    } else {
        const Item *mi = late_def_item(l, res_module_def(l->r, m));
        if (!mi || mi->kind != ITEM_MOD) return false;
        items = &mi->mod.items;
        end = (Span){mi->span.hi ? mi->span.hi - 1 : 0, mi->span.hi ? mi->span.hi - 1 : 0};
    }
    for (uint32_t i = 0; i < items->len; i++) {
        const Item *it = items->data[i];
        if (it->kind == ITEM_USE && !from_expansion_item(it)) {
            *out = (Span){it->span.lo, it->span.lo};
            *found_use = true;
            return true;
        }
    }
    *found_use = false;
    for (uint32_t i = 0; i < items->len; i++) {
        const Item *it = items->data[i];
        if (from_expansion_item(it)) continue;
        uint32_t lo = item_lo(it);
        *out = (Span){lo, lo};
        return true;
    }
    *out = end;
    return !span_is_dummy(end);
}

static void show_candidates(LateCx *l, Diag *d, ImportCandVec *cands, bool instead, Segs path) {
    ImportCand *acc = xmalloc(sizeof(ImportCand) * (cands->len ? cands->len : 1));
    ImportCand *inacc = xmalloc(sizeof(ImportCand) * (cands->len ? cands->len : 1));
    uint32_t na = 0, ni = 0;
    for (uint32_t i = 0; i < cands->len; i++) {
        ImportCand c = cands->data[i];
        c.path = xstrdup(c.path);
        if (c.accessible) acc[na++] = c;
        else inacc[ni++] = c;
    }
    order_cands(acc, &na);
    order_cands(inacc, &ni);
    if (na) {
        char *msg = na == 1 ? xasprintf("consider importing this %s%s", acc[0].descr, instead ? " instead" : "")
                            : xasprintf("consider importing one of these items%s", instead ? " instead" : "");
        Span at;
        bool found_use;
        if (use_placement(l, &at, &found_use)) {
            DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, APP_MAYBE_INCORRECT, "%s", msg);
            for (uint32_t i = 0; i < na; i++) {
                if (i) diag_sugg_alternative(s);
                char *t = xasprintf("use %s;\n%s", acc[i].path, found_use ? "" : "\n");
                diag_sugg_part(s, at, t);
                free(t);
            }
            if (path.n >= 2) {
                DiagSuggestion *r = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_UNSPECIFIED,
                                                    "if you import `%s`, refer to it directly",
                                                    sym_str(path.s[path.n - 1].ident.name));
                diag_sugg_part(r, (Span){path.s[0].ident.span.lo, path.s[path.n - 1].ident.span.lo}, "");
            }
        } else {
            StrBuf sb = {0};
            sb_printf(&sb, "%s:", msg);
            for (uint32_t i = 0; i < na; i++) sb_printf(&sb, "\n%s", acc[i].path);
            diag_note(d, "%s", sb_cstr(&sb));
            sb_free(&sb);
        }
        free(msg);
    } else if (ni == 1) {
        Span ds = inacc[0].did.i && res_def(l->r, inacc[0].did)->krate == l->krate ? late_def_span(l, inacc[0].did)
                                                                                       : (Span){0, 0};
        if (!span_is_dummy(ds)) {
            Span hs = late_head_span(l, ds);
            Diag *n = diag_span_note(d, hs, "%s `%s` exists but is inaccessible", inacc[0].descr, inacc[0].path);
            diag_label(n, hs, true, "not accessible");
        } else {
            diag_note(d, "%s `%s` exists but is inaccessible", inacc[0].descr, inacc[0].path);
        }
    } else if (ni > 1) {
        const char *descr = inacc[0].descr;
        for (uint32_t i = 1; i < ni; i++)
            if (strcmp(inacc[i].descr, descr)) descr = "item";
        StrBuf sb = {0};
        sb_printf(&sb, "these %ss exist but are inaccessible", descr);
        for (uint32_t i = 0; i < ni; i++) sb_printf(&sb, "\n%s", inacc[i].path);
        diag_note(d, "%s", sb_cstr(&sb));
        sb_free(&sb);
    }
    for (uint32_t i = 0; i < na; i++) free(acc[i].path);
    for (uint32_t i = 0; i < ni; i++) free(inacc[i].path);
    free(acc);
    free(inacc);
}

/* rustc's report_missing_type_error: `T` in `fn f(x: T)`: "you might be
 * missing a type parameter". */
static bool missing_type_param(LateCx *l, Diag *d, Segs path) {
    if (path.n != 1 || path.s[0].args || path.s[0].ident.name == SYM_Self) return false;
    const char *name = sym_str(path.s[0].ident.name);
    bool single_upper = is_upper(name[0]) && name[1] == 0;
    if (!l->in_generic_args && !single_upper) return false;
    const Item *it = l->cur_item;
    if (!it) return false;
    const Generics *g = NULL;
    switch (it->kind) {
    case ITEM_FN:
        if (it->ident.name == SYM_main) return false;
        g = &it->fn.generics;
        break;
    case ITEM_ENUM: g = &it->enum_.generics; break;
    case ITEM_STRUCT: case ITEM_UNION: g = &it->struct_.generics; break;
    case ITEM_IMPL: g = single_upper && l->in_generic_args ? &it->impl.generics : NULL; break;
    default:
        if (single_upper) return false;
        switch (it->kind) {
        case ITEM_TY_ALIAS: g = &it->ty_alias.generics; break;
        case ITEM_TRAIT: g = &it->trait.generics; break;
        case ITEM_TRAIT_ALIAS: g = &it->trait_alias.generics; break;
        default: return false;
        }
    }
    if (!g) return false;
    if (it->kind != ITEM_FN && it->kind != ITEM_ENUM && it->kind != ITEM_STRUCT && it->kind != ITEM_UNION &&
        it->kind != ITEM_IMPL && single_upper)
        return false;
    Span gs = g->span;
    if (span_is_dummy(gs)) gs = (Span){it->ident.span.hi, it->ident.span.hi};
    Span use = path.s[0].ident.span;
    if (use.lo < gs.hi && gs.lo < use.hi) return false;
    Span at;
    char *sugg;
    if (g->params.len) {
        const GenericParam *p = &g->params.data[g->params.len - 1];
        Span ps = p->ident.span;
        if (p->bounds.len) ps = p->bounds.data[p->bounds.len - 1].span;
        else if (p->kind == GP_CONST) ps = p->default_expr ? p->default_expr->span : p->ty->span;
        at = (Span){ps.hi, ps.hi};
        sugg = xasprintf(", %s", name);
    } else {
        at = (Span){gs.hi, gs.hi};
        sugg = xasprintf("<%s>", name);
    }
    diag_suggest(d, at, sugg, APP_MAYBE_INCORRECT, "you might be missing a type parameter");
    free(sugg);
    return true;
}

/* rustc's get_single_associated_item: `<T as Tr>::X` where the trait has
 * exactly one item of the kind wanted. */
static bool single_assoc_item(LateCx *l, Segs path, PathSource src, Cand *out) {
    if (src.kind != PS_TRAIT_ITEM || path.n < 2) return false;
    Segs mp = path;
    mp.n--;
    PartialRes pr;
    if (late_resolve_path(l, mp, -1, NULL, false, &pr) != LPATH_MODULE || pr.base.kind != RES_DEF) return false;
    ModuleId m = res_module_of_def(l->r, pr.base.def);
    CandSet cs = {.l = l, .src = src};
    /* every namespace: rustc filters on the Res alone */
    PathSource any = src;
    for (int ns = 0; ns < 2; ns++) {
        any.ns = (uint8_t)ns;
        CandSet one = {.l = l, .src = any};
        late_module_names(l, m, cand_cb, &one);
        for (uint32_t i = 0; i < one.v.len; i++)
            if (late_is_expected(l, src, one.v.data[i].res)) vec_push(&cs.v, one.v.data[i]);
        vec_free(&one.v);
    }
    bool ok = cs.v.len == 1;
    if (ok) *out = cs.v.data[0];
    vec_free(&cs.v);
    return ok;
}

/* rustc's smart_resolve_report_errors: the error and the import
 * candidates (to *cands) for a path. */
static Diag *build_smart(LateCx *l, Segs path, PathSource src, const Res *res, ImportCandVec *out_cands) {
    Namespace ns = late_source_ns(src);
    const char *expected = descr_expected(src);
    char *path_str = late_path_str(path);
    ImportCandVec cands = {0};
    Ident item = path.s[path.n - 1].ident;
    Span ident_span = item.span;
    char *msg, *fallback;
    Span span;
    char *sugg_text = NULL;
    if (res) {
        msg = xasprintf("expected %s, found %s `%s`", expected, late_res_descr(l, *res), path_str);
        fallback = xasprintf("not a %s", expected);
        span = path.span;
    } else {
        char *mod_prefix = xstrdup(""), *mod_str;
        if (path.n == 1) {
            mod_str = xstrdup("this scope");
            assoc_fn_sugg(l, item, &sugg_text);
        } else if (path.n == 2 && path.s[0].ident.name == SYM_PathRoot) {
            if (l->edition > ED_2015) {
                expected = "crate";
                mod_str = xstrdup("the list of imported crates");
            } else {
                mod_str = xstrdup("the crate root");
            }
        } else if (path.n == 2 && path.s[0].ident.name == SYM_crate) {
            mod_str = xstrdup("the crate root");
        } else {
            Segs mp = path;
            mp.n--;
            PartialRes pr;
            LatePathKind k = late_resolve_path(l, mp, NS_TYPE, NULL, false, &pr);
            if (k == LPATH_MODULE || (k == LPATH_OK && pr.unresolved == 0 && pr.base.kind == RES_DEF &&
                                      res_module_of_def(l->r, pr.base.def))) {
                free(mod_prefix);
                mod_prefix = xasprintf("%s ", late_res_descr(l, pr.base));
            }
            char *ms = late_path_str(mp);
            mod_str = xasprintf("`%s`", ms);
            free(ms);
        }
        msg = xasprintf("cannot find %s `%s%s` in %s%s", expected, is_raw_guess(item.name) ? "r#" : "",
                        sym_str(item.name), mod_prefix, mod_str);
        if (!strcmp(path_str, "async") && !strncmp(expected, "struct", 6))
            fallback = xstrdup("`async` blocks are only allowed in Rust 2018 or later");
        else
            fallback = xasprintf("not found in %s", mod_str);
        span = item.span;
        free(mod_prefix);
        free(mod_str);
    }
    DiagCode code = source_code(src, res != NULL);
    Diag *d = diag_error(l->dc, code, span, "%s", msg);
    free(msg);
    if (sugg_text) {
        DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MAYBE_INCORRECT, "consider using the associated function");
        diag_sugg_part(s, ident_span, sugg_text);
        free(sugg_text);
    }
    bool is_assoc_fn = self_type_available(l);
    const char *is = sym_str(item.name);
    if ((!strcmp(is, "this") || !strcmp(is, "my")) && is_assoc_fn) {
        DiagSuggestion *s =
            diag_suggestion(d, SUGG_HIDE_CODE_INLINE, APP_MAYBE_INCORRECT, "you might have meant to use `self` here instead");
        diag_sugg_part(s, span, "self");
        if (!self_value_available(l, path.s[0].ident.span, path.s[0].ident.ctxt) && l->cur_fn.item) {
            const Item *fn = l->cur_fn.item;
            Span sp;
            const char *sugg;
            if (fn->fn.decl.inputs.len) {
                Span ps = fn->fn.decl.inputs.data[0].span;
                sp = (Span){ps.lo, ps.lo};
                sugg = "&self, ";
            } else {
                sp = after_paren(l, fn->span.lo, fn->span.hi);
                sugg = "&self";
            }
            DiagSuggestion *s2 = diag_suggestion(d, SUGG_SHOW_ALWAYS, APP_MAYBE_INCORRECT,
                                                 "if you meant to use `self`, you are also missing a `self` receiver argument");
            diag_sugg_part(s2, sp, sugg);
        }
    }
    if (report_self_errors(l, d, path, src, path.span)) goto done;

    /* Items of that name elsewhere: "consider importing". */
    Ident last = path.s[path.n - 1].ident;
    late_import_candidates(l, last, ns, filter_expected, &src, &cands);
    if (res && res->kind == RES_DEF) {
        uint32_t j = 0;
        for (uint32_t i = 0; i < cands.len; i++) {
            if (cands.data[i].did.i == res->def.i) free(cands.data[i].path);
            else cands.data[j++] = cands.data[i];
        }
        cands.len = j;
    }
    {
        /* intrinsics only if there is nothing else */
        uint32_t nonintr = 0;
        for (uint32_t i = 0; i < cands.len; i++)
            if (!starts_with(cands.data[i].path, "core::intrinsics::") && !starts_with(cands.data[i].path, "std::intrinsics::"))
                nonintr++;
        if (nonintr && nonintr < cands.len) {
            uint32_t j = 0;
            for (uint32_t i = 0; i < cands.len; i++) {
                if (starts_with(cands.data[i].path, "core::intrinsics::") ||
                    starts_with(cands.data[i].path, "std::intrinsics::"))
                    free(cands.data[i].path);
                else
                    cands.data[j++] = cands.data[i];
            }
            cands.len = j;
        }
    }
    {
        /* A variant where a type is wanted: its enum. */
        if (!cands.len && src.kind == PS_TYPE) {
            ImportCandVec ev = {0};
            late_import_candidates(l, last, ns, filter_variant, NULL, &ev);
            VEC(char *) enums = {0};
            for (uint32_t i = 0; i < ev.len; i++) {
                char *p = ev.data[i].path;
                char *cut = strrchr(p, ':');
                char *ep = cut && cut > p ? xstrndup(p, (size_t)(cut - 1 - p)) : xstrdup("");
                if (starts_with(ep, "std::prelude::")) {
                    free(ep);
                    continue;
                }
                vec_push(&enums, ep);
            }
            if (enums.len) {
                /* sorted by (variant path, enum path): the enum path decides */
                if (enums.len > 1) qsort(enums.data, enums.len, sizeof(char *), cmp_str);
                DiagSuggestion *sg;
                if (!res) {
                    const char *others = enums.len == 1 ? "" : enums.len == 2 ? " and 1 other" : NULL;
                    char *o = others ? xstrdup(others) : xasprintf(" and %u others", enums.len - 1);
                    sg = diag_suggestion(d, SUGG_SHOW_CODE, APP_MACHINE_APPLICABLE,
                                         "there is an enum variant `%s::%s`%s; try using the variant's enum",
                                         enums.data[0], sym_str(last.name), o);
                    free(o);
                } else {
                    sg = diag_suggestion(d, SUGG_SHOW_CODE, APP_MACHINE_APPLICABLE, "try using the variant's enum");
                }
                for (uint32_t i = 0; i < enums.len; i++) {
                    if (i) diag_sugg_alternative(sg);
                    diag_sugg_part(sg, path.span, enums.data[i]);
                }
            }
            for (uint32_t i = 0; i < enums.len; i++) free(enums.data[i]);
            vec_free(&enums);
            cands_free(&ev);
        }
    }

    Cand typo;
    bool have_typo = lookup_typo(l, path, src, &typo);
    if (path.n == 1 && is_assoc_fn) {
        AssocSugg as = lookup_assoc(l, item, src);
        if (as != AS_NONE) {
            bool self_ok = self_value_available(l, path.s[0].ident.span, path.s[0].ident.ctxt);
            if (as == AS_FIELD) {
                if (self_ok) {
                    char *t = xasprintf("self.%s", path_str);
                    diag_suggest(d, path.span, t, APP_MACHINE_APPLICABLE, "you might have meant to use the available field");
                    free(t);
                } else {
                    diag_label(d, path.span, true, "a field by this name exists in `Self`");
                }
            } else if (as == AS_METHOD_WITH_SELF && self_ok) {
                char *t = xasprintf("self.%s", path_str);
                diag_suggest(d, path.span, t, APP_MACHINE_APPLICABLE, "you might have meant to call the method");
                free(t);
            } else {
                char *t = xasprintf("Self::%s", path_str);
                diag_suggest(d, path.span, t, APP_MACHINE_APPLICABLE, "you might have meant to %s", assoc_action(as));
                free(t);
            }
            add_typo(l, d, have_typo ? &typo : NULL, ident_span, false);
            goto done;
        }
        Span call_span;
        char *rest;
        if (call_has_self_arg(l, src, &call_span, &rest)) {
            char *t = xasprintf("self.%s(%s)", path_str, rest ? rest : "");
            diag_suggest(d, call_span, t, APP_MACHINE_APPLICABLE, "try calling `%s` as a method", sym_str(item.name));
            free(t);
            free(rest);
            goto done;
        }
    }
    if (res && context_help(l, d, span, src, *res, path_str, fallback)) {
        add_typo(l, d, have_typo ? &typo : NULL, ident_span, false);
        goto done;
    }
    {
        bool use_fallback = false;
        if (!add_typo(l, d, have_typo ? &typo : NULL, ident_span, false)) {
            use_fallback = true;
            Cand single;
            if (single_assoc_item(l, path, src, &single)) add_typo(l, d, &single, ident_span, true);
        }
        if (use_fallback) diag_label(d, span, true, "%s", fallback);
    }
    if (code == DC_E0425) {
        /* `break x` where `'x` is a label */
        for (uint32_t i = 0; i < l->labels.len; i++) {
            const LabelRib *lr = &l->labels.data[i];
            if (!lr->has_label) continue;
            const char *ln = sym_str(lr->name);
            if (ln[0] == '\'' && !strcmp(ln + 1, sym_str(item.name))) {
                diag_label(d, lr->span, false, "a label with a similar name exists");
                if (src.kind == PS_EXPR && src.parent && src.parent->kind == EXPR_BREAK && !src.parent->brk.label)
                    diag_suggest(d, span, ln, APP_MAYBE_INCORRECT, "use the similarly named label");
            }
        }
    } else if (code == DC_E0412) {
        const char *t = likely_rust_type(item.name);
        if (t) diag_suggest(d, span, t, APP_MAYBE_INCORRECT, "perhaps you intended to use this type");
    }
done:
    free(path_str);
    free(fallback);
    *out_cands = cands;
    return d;
}

void late_report_smart(LateCx *l, Segs path, PathSource src, const Res *res) {
    ImportCandVec cands = {0};
    Diag *d = build_smart(l, path, src, res, &cands);
    /* rustc adds these when it emits the error, after the walk. */
    if (cands.len) show_candidates(l, d, &cands, res != NULL, path);
    else if (!res) missing_type_param(l, d, path);
    cands_free(&cands);
    Ident last = path.s[path.n - 1].ident;
    late_macro_backtrace(l, d, res ? path.span : last.span, last.ctxt);
    vec_push(&l->deferred, d);
}

/* rustc's report_errors_for_call: `Foo::new()` where `Foo` is not in
 * scope but could be imported: E0433's message with E0412's hints,
 * queued like the others. Returns false if there is nothing to import. */
bool late_report_call_failure(LateCx *l, Segs path, const char *label) {
    if (path.n < 2 || !label) return false;
    Segs prefix = path;
    prefix.n--;
    PathSource ts = {.kind = PS_TYPE};
    ImportCandVec cands = {0};
    Diag *d = build_smart(l, prefix, ts, NULL, &cands);
    if (!cands.len) {
        diag_cancel(d);
        return false;
    }
    free(d->msg);
    d->msg = xasprintf("failed to resolve: %s", label);
    d->code = DC_E0433;
    show_candidates(l, d, &cands, false, prefix);
    cands_free(&cands);
    late_macro_backtrace(l, d, prefix.s[prefix.n - 1].ident.span, prefix.s[prefix.n - 1].ident.ctxt);
    vec_push(&l->deferred, d);
    return true;
}

/* ---- macro backtraces ---- */

void late_macro_backtrace(LateCx *l, Diag *d, Span sp, uint32_t ctxt) {
    if (l->hyg) hyg_macro_backtrace(l->hyg, d, sp, ctxt);
}

/* ---- errors reported on the spot ---- */

/* The span of `impl` in an impl item's span (rustc's
 * reduce_impl_span_to_impl_keyword). */
static Span impl_keyword_span(LateCx *l, Span sp) {
    const SourceFile *f = sm_file_at(l->ps->sm, sp.lo);
    if (!f) return sp;
    uint32_t i = sp.lo - f->start, end = sp.hi - f->start;
    while (i < end && f->src[i] != '<' && f->src[i] != ' ' && f->src[i] != '\t' && f->src[i] != '\n') i++;
    return (Span){sp.lo, f->start + i};
}

/* rustc's span_extend_to_prev_str(sp, pat, accept_newlines, include_ws):
 * the span from just after the last `pat` followed by whitespace before
 * sp, to sp's end. */
static bool extend_to_prev_str(LateCx *l, Span sp, const char *pat, bool accept_newlines, bool include_ws, Span *out) {
    const SourceFile *f = sm_file_at(l->ps->sm, sp.lo);
    if (!f) return false;
    size_t prev_len = sp.lo - f->start;
    const char *prev = f->src;
    static const char ws[] = {' ', '\t', '\n'};
    size_t plen = strlen(pat);
    for (int w = 0; w < 3; w++) {
        /* rfind of pat + ws[w] in prev[0..prev_len] */
        size_t found = SIZE_MAX;
        for (size_t i = prev_len >= plen + 1 ? prev_len - plen - 1 + 1 : 0; i-- > 0;) {
            if (!memcmp(prev + i, pat, plen) && prev[i + plen] == ws[w]) {
                found = i;
                break;
            }
        }
        if (found == SIZE_MAX) continue;
        size_t after = found + plen;
        if (include_ws)
            while (after < prev_len && (prev[after] == ' ' || prev[after] == '\t' || prev[after] == '\n' || prev[after] == '\r'))
                after++;
        bool nl = false;
        size_t k = after;
        while (k < prev_len && (prev[k] == ' ' || prev[k] == '\t' || prev[k] == '\n' || prev[k] == '\r')) k++;
        for (; k < prev_len; k++)
            if (prev[k] == '\n') nl = true;
        if (accept_newlines || !nl) {
            *out = (Span){f->start + (uint32_t)after, sp.hi};
            return true;
        }
    }
    return false;
}

static bool is_ident_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || (unsigned char)c >= 0x80;
}

void late_err_outer_generic(LateCx *l, Span use, Res res, bool has_generics, const RibBinding *b) {
    Diag *d = diag_error(l->dc, DC_E0401, use, "can't use generic parameters from outer function");
    diag_label(d, use, true, "use of generic parameter from outer function");
    if (res.kind == RES_SELF_TY_TRAIT || res.kind == RES_SELF_TY_IMPL) {
        if (res.kind == RES_SELF_TY_IMPL && res.def.i) {
            Span ds = late_def_span(l, res.def);
            if (!span_is_dummy(ds))
                diag_label(d, impl_keyword_span(l, ds), false, "`Self` type implicitly declared here, by this `impl`");
        }
        diag_label(d, use, true, "%s", res.kind == RES_SELF_TY_TRAIT ? "can't use `Self` here" : "use a type here instead");
        late_macro_backtrace(l, d, use, l->use_ctxt);
        diag_emit(d);
        return;
    }
    bool is_const = res.kind == RES_DEF && def_kind(l, res.def) == DEF_CONST_PARAM;
    diag_label(d, b->ident.span, false, "%s parameter from outer function", is_const ? "const" : "type");
    if (has_generics) {
        Span ext;
        char *snip = NULL;
        if (extend_to_prev_str(l, use, "fn", false, true, &ext) && (snip = snippet(l, ext)) != NULL) {
            size_t off = 0;
            while (snip[off] && is_ident_char(snip[off])) off++;
            int depth = 0;
            char last = 0;
            for (size_t i = off; snip[i]; i++) {
                char c = snip[i];
                if (c == '<') depth++;
                else if (c == '>') depth--;
                else if (c == '(' && depth == 0) break;
                off = i + 1;
                last = c;
            }
            char *use_text = snippet(l, use);
            StrBuf sb = {0};
            if (last == '>') {
                sb_putn(&sb, snip, off - 1);
                sb_puts(&sb, ", ");
            } else {
                sb_putn(&sb, snip, off);
                sb_putc(&sb, '<');
            }
            sb_puts(&sb, use_text ? use_text : "T");
            sb_putc(&sb, '>');
            diag_suggest(d, (Span){ext.lo, ext.lo + (uint32_t)off}, sb_cstr(&sb), APP_MACHINE_APPLICABLE,
                         "try using a local generic parameter instead");
            sb_free(&sb);
            free(use_text);
            free(snip);
        } else if (extend_to_prev_str(l, use, "fn", true, true, &ext) && (snip = snippet(l, ext)) != NULL && snip[0]) {
            size_t len = 0;
            while (snip[len] && is_ident_char(snip[len])) len++;
            diag_label(d, (Span){ext.lo, ext.lo + (uint32_t)len}, false,
                       "try adding a local generic parameter in this method instead");
            free(snip);
        } else {
            free(snip);
            diag_help(d, "try using a local generic parameter instead");
        }
    }
    late_macro_backtrace(l, d, use, l->use_ctxt);
    diag_emit(d);
}

void late_err_capture(LateCx *l, Span use) {
    Diag *d = diag_error(l->dc, DC_E0434, use, "can't capture dynamic environment in a fn item");
    diag_help(d, "use the `|| { ... }` closure form instead");
    late_macro_backtrace(l, d, use, l->use_ctxt);
    diag_emit(d);
}

void late_err_non_const(LateCx *l, Span use, Ident local, const Rib *rib) {
    Ident ident;
    const char *sugg, *current;
    Span span;
    if (rib->const_kind != CONST_ITEM_NONE) {
        ident = rib->const_ident;
        sugg = "let";
        current = rib->const_kind == CONST_ITEM_STATIC ? "static" : "const";
        span = use;
    } else {
        ident = local;
        sugg = "const";
        current = "let";
        span = use;
    }
    Diag *d = diag_error(l->dc, DC_E0435, span, "attempt to use a non-constant value in a constant");
    Span sp;
    bool ok = extend_to_prev_str(l, ident.span, current, true, false, &sp);
    if (ok) {
        sp.hi = ident.span.hi;
        char *text = snippet(l, sp);
        ok = text && !strchr(text, '\n');
        free(text);
    }
    if (ok) {
        sp.lo -= (uint32_t)strlen(current);
        char *rep = xasprintf("%s %s", sugg, sym_str(ident.name));
        diag_suggest(d, sp, rep, APP_MAYBE_INCORRECT, "consider using `%s` instead of `%s`", sugg, current);
        free(rep);
        diag_label(d, span, true, "non-constant value");
    } else {
        diag_label(d, ident.span, false, "this would need to be a `%s`", sugg);
    }
    late_macro_backtrace(l, d, span, l->use_ctxt);
    diag_emit(d);
}

void late_err_param_in_const_ty(LateCx *l, Span use, Symbol name) {
    Diag *d = diag_error(l->dc, DC_E0770, use, "the type of const parameters must not depend on other generic parameters");
    diag_label(d, use, true, "the type must not depend on the parameter `%s`", sym_str(name));
    late_macro_backtrace(l, d, use, l->use_ctxt);
    diag_emit(d);
}

void late_err_param_in_anon_const(LateCx *l, Span use, Symbol name, bool is_type) {
    Diag *d = diag_error(l->dc, DC_NONE, use, "generic parameters may not be used in const operations");
    diag_label(d, use, true, "cannot perform const operation using `%s`", sym_str(name));
    if (is_type) diag_note(d, "type parameters may not be used in const expressions");
    else diag_help(d, "const parameters may only be used as standalone arguments, i.e. `%s`", sym_str(name));
    if (l->nightly) diag_help(d, "use `#![feature(generic_const_exprs)]` to allow generic const expressions");
    late_macro_backtrace(l, d, use, l->use_ctxt);
    diag_emit(d);
}

void late_err_forward_param(LateCx *l, Span use, bool self_ty) {
    Diag *d;
    if (self_ty) {
        d = diag_error(l->dc, DC_E0735, use, "generic parameters cannot use `Self` in their defaults");
        diag_label(d, use, true, "`Self` in generic parameter default");
    } else {
        d = diag_error(l->dc, DC_E0128, use, "generic parameters with a default cannot use forward declared identifiers");
        diag_label(d, use, true, "defaulted generic parameters cannot be forward declared");
    }
    late_macro_backtrace(l, d, use, l->use_ctxt);
    diag_emit(d);
}

void late_err_asm_sym(LateCx *l, Span use) {
    Diag *d = diag_error(l->dc, DC_NONE, use, "invalid `sym` operand");
    diag_label(d, use, true, "is a local variable");
    diag_help(d, "`sym` operands must refer to either a function or a static");
    diag_emit(d);
}
