/* cfg.c — conditional compilation: the cfg set, the evaluation of cfg
 * predicates, and the processing of #[cfg] and #[cfg_attr] on one node.
 *
 * Takes meta items (meta.c) and the CfgSet the driver filled from the
 * target and --cfg; gives true/false per predicate, and attribute lists
 * with every cfg_attr replaced by what it stands for. The walk over the
 * AST that applies this to every node is strip.c.
 *
 * rustc 1.63 is followed to the letter here, including what a malformed
 * predicate evaluates to (see cfg_eval in expand.h): a node with a broken
 * #[cfg] is kept, which avoids a cascade of "cannot find" errors.
 */
#include "expand_priv.h"

/* ------------------------------------------------------------------ */
/* The cfg set                                                         */
/* ------------------------------------------------------------------ */

static uint64_t cfg_key(Symbol name, Symbol value) { return (uint64_t)name << 32 | value; }

void cfgset_init(CfgSet *cs) { hmap_init(&cs->pairs); }
void cfgset_free(CfgSet *cs) { hmap_free(&cs->pairs); }
void cfgset_add(CfgSet *cs, Symbol name, Symbol value) { hmap_put(&cs->pairs, cfg_key(name, value), 1); }
bool cfgset_has(const CfgSet *cs, Symbol name, Symbol value) {
    uint64_t v;
    return hmap_get(&cs->pairs, cfg_key(name, value), &v);
}

/* ------------------------------------------------------------------ */
/* Evaluation                                                          */
/* ------------------------------------------------------------------ */

/* Names that are not pre-interned (sym.def is shared): interned once. */
static Symbol sym_any, sym_all, sym_not, sym_target, sym_version, sym_crate_type, sym_crate_name;
static void init_syms(void) {
    if (sym_any) return;
    sym_all = sym_cstr("all");
    sym_not = sym_cstr("not");
    sym_target = sym_cstr("target");
    sym_version = sym_cstr("version");
    sym_crate_type = sym_cstr("crate_type");
    sym_crate_name = sym_cstr("crate_name");
    sym_any = sym_cstr("any");
}

/* `a::b` as rustc prints a path (a leading `::` for a root segment). */
static char *path_str(const Path *p) {
    StrBuf sb = {0};
    for (uint32_t i = 0; i < p->nsegs; i++) {
        Symbol s = p->segs[i].ident.name;
        if (i > 0) sb_puts(&sb, "::");
        if (s != SYM_PathRoot) sb_puts(&sb, sym_str(s));
    }
    char *r = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    return r;
}

static bool is_str_lit(const Token *t) {
    return (t->kind == TK_LIT_STR || t->kind == TK_LIT_RAW_STR) && !t->suffix && !(t->flags & TF_ERROR);
}

static void error_at(ParseSess *ps, DiagCode code, Span sp, const char *msg) {
    diag_emit(diag_error(ps->dc, code, sp, "%s", msg));
}

/* rustc's parse_version: `major.minor[.patch]`, each a u16. */
static bool parse_version(const char *s, unsigned v[3]) {
    v[0] = v[1] = v[2] = 0;
    int part = 0;
    const char *c = s;
    for (;;) {
        if (*c < '0' || *c > '9') return false;
        unsigned long x = 0;
        while (*c >= '0' && *c <= '9') {
            x = x * 10 + (unsigned)(*c++ - '0');
            if (x > 65535) return false;
        }
        v[part++] = (unsigned)x;
        if (*c == 0) break;
        if (*c != '.' || part == 3) return false;
        c++;
    }
    return part >= 2;
}

/* cfg(version("1.50")): the unstable cfg_version; rcc is rustc 1.63.0. */
static bool eval_version(ParseSess *ps, const MetaItem *m) {
    if (m->nlist != 1) {
        error_at(ps, DC_NONE, m->span, "expected single version literal");
        return false;
    }
    const NestedMeta *nm = &m->list[0];
    if (!nm->is_lit || !is_str_lit(&nm->lit)) {
        error_at(ps, DC_NONE, nm->span, "expected a version literal");
        return false;
    }
    unsigned v[3];
    if (!parse_version(sym_str(ex_str_lit_value(&nm->lit)), v)) {
        diag_emit(diag_warning(ps->dc, DC_NONE, nm->lit.span,
                               "unknown version literal format, assuming it refers to a future version"));
        return false;
    }
    static const unsigned rustc[3] = {1, 63, 0};
    for (int i = 0; i < 3; i++)
        if (rustc[i] != v[i]) return rustc[i] > v[i];
    return true;
}

/* What an evaluation needs: the set, and for the feature gates of the
 * unstable cfgs the expansion context (NULL: no gating). */
typedef struct EvalCx {
    ParseSess *ps;
    const CfgSet *cs;
    ExpandCtx *gate;
} EvalCx;

/* rustc's feature_err for an unstable cfg. */
static void gate_error(EvalCx *cx, Span sp, const char *feature, int issue, const char *what) {
    ExpandCtx *ex = cx->gate;
    if (!ex || !ex->features_known || expand_has_feature(ex, feature)) return;
    Diag *d = diag_error(ex->dc, DC_E0658, sp, "%s is experimental and subject to change", what);
    diag_note(d, "see issue #%d <https://github.com/rust-lang/rust/issues/%d> for more information", issue, issue);
    if (ex->nightly) diag_help(d, "add `#![feature(%s)]` to the crate attributes to enable", feature);
    diag_emit(d);
}

/* rustc 1.63's GATED_CFGS: cfg names only unstable code may test. */
static void gate_cfg_name(EvalCx *cx, Symbol name, Span sp) {
    static const struct {
        const char *name, *feature;
        int issue;
    } gated[] = {
        {"target_abi", "cfg_target_abi", 80970},
        {"target_thread_local", "cfg_target_thread_local", 29594},
        {"target_has_atomic_equal_alignment", "cfg_target_has_atomic_equal_alignment", 93822},
        {"target_has_atomic_load_store", "cfg_target_has_atomic", 94039},
        {"sanitize", "cfg_sanitize", 39699},
        {"version", "cfg_version", 64796},
    };
    if (!cx->gate) return;
    for (size_t i = 0; i < sizeof gated / sizeof *gated; i++) {
        if (strcmp(sym_str(name), gated[i].name) != 0) continue;
        char *what = xasprintf("`cfg(%s)`", gated[i].name);
        gate_error(cx, sp, gated[i].feature, gated[i].issue, what);
        free(what);
    }
}

static bool eval(EvalCx *cx, const MetaItem *m);

/* all(..), any(..), not(..), target(..) and the invalid rest. */
static bool eval_list(EvalCx *cx, const MetaItem *m) {
    ParseSess *ps = cx->ps;
    Symbol name = meta_name(m);
    if (name == sym_version) {
        gate_cfg_name(cx, name, m->span);
        return eval_version(ps, m);
    }
    for (uint32_t i = 0; i < m->nlist; i++) {
        if (m->list[i].is_lit) {
            error_at(ps, DC_E0565, m->list[i].span, "unsupported literal");
            return false;
        }
    }
    /* Every operand is evaluated, so every error in them is reported. */
    if (name == sym_any) {
        bool r = false;
        for (uint32_t i = 0; i < m->nlist; i++) r |= eval(cx, &m->list[i].meta);
        return r;
    }
    if (name == sym_all) {
        bool r = true;
        for (uint32_t i = 0; i < m->nlist; i++) r &= eval(cx, &m->list[i].meta);
        return r;
    }
    if (name == sym_not) {
        if (m->nlist != 1) {
            error_at(ps, DC_E0536, m->span, "expected 1 cfg-pattern");
            return false;
        }
        return !eval(cx, &m->list[0].meta);
    }
    if (name == sym_target) {
        /* The unstable compact form: target(os = "linux") is
         * target_os = "linux". */
        gate_error(cx, m->span, "cfg_target_compact", 96901, "compact `cfg(target(..))`");
        bool r = true;
        for (uint32_t i = 0; i < m->nlist; i++) {
            MetaItem sub = m->list[i].meta;
            if (sub.path.nsegs) {
                PathSegment *segs = ARENA_ARRAY(ps->arena, PathSegment, sub.path.nsegs);
                memcpy(segs, sub.path.segs, sizeof *segs * sub.path.nsegs);
                char *full = xasprintf("target_%s", sym_str(segs[0].ident.name));
                segs[0].ident.name = sym_cstr(full);
                free(full);
                sub.path.segs = segs;
            }
            r &= eval(cx, &sub);
        }
        return r;
    }
    char *p = path_str(&m->path);
    Diag *d = diag_error(ps->dc, DC_E0537, m->span, "invalid predicate `%s`", p);
    free(p);
    diag_emit(d);
    return false;
}

static bool eval(EvalCx *cx, const MetaItem *m) {
    ParseSess *ps = cx->ps;
    if (m->kind == META_LIST) return eval_list(cx, m);
    if (m->path.nsegs != 1) {
        error_at(ps, DC_NONE, m->path.span, "`cfg` predicate key must be an identifier");
        return true;
    }
    Symbol value = 0;
    if (m->kind == META_NAME_VALUE) {
        if (!is_str_lit(&m->lit)) {
            Diag *d = diag_error(ps->dc, DC_E0565, m->lit.span, "literal in `cfg` predicate value must be a string");
            bool bytestr = (m->lit.kind == TK_LIT_BYTE_STR || m->lit.kind == TK_LIT_RAW_BYTE_STR) && !m->lit.suffix &&
                           !(m->lit.flags & TF_ERROR);
            if (bytestr) diag_suggest(d, m->lit.span, sym_str(m->lit.sym) + 1, APP_MAYBE_INCORRECT,
                                      "consider removing the prefix");
            diag_emit(d);
            return true;
        }
        value = meta_value_str(m);
    }
    gate_cfg_name(cx, meta_name(m), m->span);
    return cfgset_has(cx->cs, meta_name(m), value);
}

bool cfg_eval(ParseSess *ps, const CfgSet *cs, const MetaItem *pred) {
    init_syms();
    EvalCx cx = {ps, cs, NULL};
    return eval(&cx, pred);
}

bool cfg_eval_gated(ExpandCtx *ex, const MetaItem *pred) {
    init_syms();
    EvalCx cx = {ex->ps, ex->cfg, ex};
    return eval(&cx, pred);
}

/* Whether the attribute was written by a macro allowed unstable features
 * (rustc's Span::allows_unstable: the attribute's outer expansion has
 * #[allow_internal_unstable], as std's thread_local! testing
 * `cfg(target_thread_local)` in the caller's crate). rcc's ExpnData
 * records that a macro has the attribute, not its feature list. */
static bool attr_allows_unstable(const ExpandCtx *ex, const Attr *a) {
    if (!ex->hyg || !a->path.nsegs) return false;
    uint32_t ctxt = a->path.segs[0].ident.ctxt;
    uint32_t e = ctxt ? hyg_outer_expn(ex->hyg, ctxt) : 0;
    return e && hyg_expn(ex->hyg, e)->allow_internal_unstable;
}

/* A #[cfg] attribute in expansion: gated evaluation, kept when malformed. */
static bool cfg_attr_true_gated(ExpandCtx *ex, const Attr *a) {
    MetaItem pred;
    if (!cfg_attr_predicate(ex->ps, a, &pred)) return true;
    if (attr_allows_unstable(ex, a)) return cfg_eval(ex->ps, ex->cfg, &pred);
    return cfg_eval_gated(ex, &pred);
}

bool cfg_attr_predicate(ParseSess *ps, const Attr *a, MetaItem *pred) {
    MetaItem m;
    if (!meta_from_attr(ps, a, &m)) return false;
    if (m.kind != META_LIST) {
        Diag *d = diag_error(ps->dc, DC_NONE, m.span, "`cfg` is not followed by parentheses");
        diag_suggest(d, m.span, "cfg(/* predicate */)", APP_HAS_PLACEHOLDERS, "expected syntax is");
        diag_emit(d);
        return false;
    }
    if (m.nlist == 0) {
        error_at(ps, DC_NONE, m.span, "`cfg` predicate is not specified");
        return false;
    }
    if (m.nlist > 1) {
        error_at(ps, DC_NONE, m.list[m.nlist - 1].span, "multiple `cfg` predicates are specified");
        return false;
    }
    if (m.list[0].is_lit) {
        error_at(ps, DC_NONE, m.list[0].span, "`cfg` predicate key cannot be a literal");
        return false;
    }
    *pred = m.list[0].meta;
    return true;
}

bool cfg_attr_true(ParseSess *ps, const CfgSet *cs, const Attr *a) {
    MetaItem pred;
    if (!cfg_attr_predicate(ps, a, &pred)) return true;
    return cfg_eval(ps, cs, &pred);
}

/* ------------------------------------------------------------------ */
/* cfg_attr and the attributes of one node                             */
/* ------------------------------------------------------------------ */

void ex_lint_note(ExpandCtx *ex, Diag *d, uint32_t noted_bit, const char *lint) {
    if (ex->lint_noted & noted_bit) return;
    ex->lint_noted |= noted_bit;
    diag_note(d, "`#[warn(%s)]` on by default", lint);
}

void expand_flush_lints(ExpandCtx *ex) {
    for (uint32_t i = 0; i < ex->lints.len; i++) diag_emit(ex->lints.data[i]);
    vec_free(&ex->lints);
}

/* Holds a lint warning back until expand_flush_lints. */
static void buffer_lint(ExpandCtx *ex, Diag *d, uint32_t noted_bit, const char *lint) {
    if (ex->quiet_lints) {
        diag_cancel(d);
        return;
    }
    /* The note goes right after the message, before other notes. */
    VecPtr later = {0};
    for (uint32_t i = 0; i < d->children.len; i++) vec_push(&later, d->children.data[i]);
    d->children.len = 0;
    ex_lint_note(ex, d, noted_bit, lint);
    for (uint32_t i = 0; i < later.len; i++) vec_push(&d->children, (Diag *)later.data[i]);
    vec_free(&later);
    vec_push(&ex->lints, d);
}

/* The future-incompatibility lines rustc adds to such lints. */
static void future_incompat(Diag *d, const char *issue_url_num) {
    /* A `= warning:` child: the diagnostics API has no helper for it. */
    Diag *w = xcalloc(1, sizeof *w);
    w->dc = d->dc;
    w->level = LVL_WARNING;
    w->msg = xstrdup("this was previously accepted by the compiler but is being phased out; it will become a "
                     "hard error in a future release!");
    vec_push(&d->children, w);
    diag_note(d, "for more information, see issue #%s <https://github.com/rust-lang/rust/issues/%s>",
              issue_url_num, issue_url_num);
}

/* One level of #[cfg_attr(pred, attrs...)]: the attributes it stands for
 * (empty when pred is false or the attribute is malformed). */
static AttrList expand_cfg_attr(ExpandCtx *ex, const Attr *a) {
    init_syms();
    MetaItem pred;
    AttrList items;
    AttrList none = {0};
    if (!meta_parse_cfg_attr(ex->ps, a, &pred, &items)) return none;
    if (items.len == 0) {
        Diag *d = diag_warning(ex->dc, DC_NONE, a->span, "`#[cfg_attr]` does not expand to any attributes");
        buffer_lint(ex, d, LINT_NOTED_UNUSED_ATTRIBUTES, "unused_attributes");
    }
    if (!cfg_eval_gated(ex, &pred)) return none;
    for (uint32_t i = 0; i < items.len; i++) {
        Symbol n = meta_attr_name(&items.data[i]);
        if (n != sym_crate_type && n != sym_crate_name) continue;
        Diag *d = diag_warning(ex->dc, DC_NONE, items.data[i].span,
                               "`%s` within an `#![cfg_attr] attribute is deprecated`", sym_str(n));
        future_incompat(d, "91632");
        buffer_lint(ex, d, LINT_NOTED_DEPRECATED_CFG_ATTR_CRATE_TYPE_NAME, "deprecated_cfg_attr_crate_type_name");
    }
    return items;
}

/* attrs[at] replaced by `with` (a fresh arena array). */
static void splice_attrs(ExpandCtx *ex, AttrList *attrs, uint32_t at, AttrList with) {
    uint32_t n = attrs->len - 1 + with.len;
    Attr *data = n ? ARENA_ARRAY(ex->ps->arena, Attr, n) : NULL;
    if (at) memcpy(data, attrs->data, sizeof(Attr) * at);
    if (with.len) memcpy(data + at, with.data, sizeof(Attr) * with.len);
    if (attrs->len - at - 1) memcpy(data + at + with.len, attrs->data + at + 1, sizeof(Attr) * (attrs->len - at - 1));
    attrs->data = data;
    attrs->len = n;
}

/* rustc takes the first cfg or cfg_attr of a node at a time: a cfg_attr
 * is replaced by its attributes where it stood (which are looked at next,
 * so a nested cfg_attr expands in turn), a true cfg stays in place and
 * the scan moves past it. That is a left-to-right scan. */
bool ex_process_attrs(ExpandCtx *ex, AttrList *attrs, uint32_t start, const char *descr) {
    uint32_t i = start;
    while (i < attrs->len && !ex->fatal) {
        const Attr *a = &attrs->data[i];
        Symbol name = meta_attr_name(a);
        if (name == SYM_cfg_attr) {
            splice_attrs(ex, attrs, i, expand_cfg_attr(ex, a));
            continue;
        }
        if (name == SYM_cfg && !cfg_attr_true_gated(ex, a)) {
            if (!descr) return false;
            diag_emit(diag_error(ex->dc, DC_NONE, a->span, "removing %s is not supported in this position", descr));
            splice_attrs(ex, attrs, i, (AttrList){0});
            continue;
        }
        i++;
    }
    return true;
}

bool expand_cfg_attrs(ExpandCtx *ex, AttrList *attrs) { return ex_process_attrs(ex, attrs, 0, NULL); }

/* Every cfg_attr, recursively and in order, then the cfgs (rustc's
 * configure_krate_attrs): the crate's attributes are configured before
 * the crate is walked, so an error in a cfg_attr is reported even when
 * a #![cfg] turns the crate off. */
static void expand_all_cfg_attrs(ExpandCtx *ex, AttrList *attrs) {
    uint32_t i = 0;
    while (i < attrs->len) {
        if (meta_attr_name(&attrs->data[i]) == SYM_cfg_attr) {
            AttrList items = expand_cfg_attr(ex, &attrs->data[i]);
            expand_all_cfg_attrs(ex, &items);
            splice_attrs(ex, attrs, i, items);
            i += items.len;
            continue;
        }
        i++;
    }
}

/* One pass over the crate attributes: false if a cfg is false. */
static bool configure_crate_attrs_once(ExpandCtx *ex, AttrList *attrs) {
    expand_all_cfg_attrs(ex, attrs);
    for (uint32_t i = 0; i < attrs->len; i++)
        if (meta_attr_name(&attrs->data[i]) == SYM_cfg && !cfg_attr_true_gated(ex, &attrs->data[i])) return false;
    return true;
}

static bool in_comma_list(const char *list, const char *word) {
    size_t n = strlen(word);
    for (const char *p = list; *p;) {
        const char *c = strchr(p, ',');
        size_t len = c ? (size_t)(c - p) : strlen(p);
        if (len == n && memcmp(p, word, n) == 0) return true;
        if (!c) break;
        p = c + 1;
    }
    return false;
}

/* The words of the #![feature(..)] attributes (rustc's meta_item_list;
 * malformed ones are another pass's to report). */
static void collect_features(ExpandCtx *ex, AttrList attrs) {
    for (uint32_t i = 0; i < attrs.len; i++) {
        const Attr *a = &attrs.data[i];
        if (meta_attr_name(a) != SYM_feature || a->args_kind != ATTR_ARGS_DELIMITED) continue;
        const Token *t = a->tokens.data;
        uint32_t n = a->tokens.len;
        for (uint32_t k = 0; k < n; k++) {
            bool word = t[k].kind == TK_IDENT && (k == 0 || t[k - 1].kind == TK_COMMA) &&
                        (k + 1 == n || t[k + 1].kind == TK_COMMA);
            if (!word) continue;
            hmap_put(&ex->features, t[k].sym, 1);
            if (ex->allow_features && !in_comma_list(ex->allow_features, sym_str(t[k].sym)))
                diag_emit(diag_error(ex->dc, DC_E0725, t[k].span,
                                     "the feature `%s` is not in the list of allowed features", sym_str(t[k].sym)));
        }
    }
}

bool expand_has_feature(const ExpandCtx *ex, const char *name) {
    uint64_t v;
    return hmap_get(&ex->features, sym_cstr(name), &v);
}

/* rustc configures the crate attributes without features, reads the
 * features from the result, and (when that gave no error) configures
 * them again with the features known, for the gates of unstable cfgs. */
bool ex_configure_crate_attrs(ExpandCtx *ex, AttrList *attrs) {
    if (ex->features_known) return configure_crate_attrs_once(ex, attrs);
    AttrList orig = *attrs; /* cfg_attr expansion copies, never edits in place */
    uint32_t errors = ex->dc->nerrors;
    bool kept = configure_crate_attrs_once(ex, attrs);
    if (!kept) return false;
    collect_features(ex, *attrs);
    ex->features_known = true;
    if (ex->dc->nerrors == errors) {
        ex->quiet_lints = true;
        configure_crate_attrs_once(ex, &orig);
        ex->quiet_lints = false;
    }
    return true;
}
