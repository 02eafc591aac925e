/* lint.c — the lints type-checking reports, and their levels.
 *
 * Takes: a body owner and a lint (its name and group). Gives: the level
 * rustc would apply (the innermost #[allow/warn/deny/forbid/expect] of
 * the owner and its parents naming the lint or its group, the crate
 * root's, then -A/-W/-D/-F on the command line, else warn) and the lint's
 * diagnostic with the notes rustc adds once per source ("the lint level
 * is defined here", "`#[warn(x)]` on by default").
 *
 * The unused_must_use lint (rustc_lint's UnusedResults) lives here too:
 * an expression statement whose value is a closure, a generator, a
 * #[must_use] type or the result of a #[must_use] fn. */
#include "tc_priv.h"

#include <string.h>

LintSrc tc_lint_level_default(TyCtxt *tcx, DefId owner, const char *lint, const char *group, int default_level) {
    LintSrc src = {.level = LINT_LVL_UNSET, .lint = lint, .group = group};
    Resolver *res = ty_resolver(tcx);
    /* another crate's code (a generic instantiated here): its lints were
     * that crate's to report */
    const DefData *od = res_def(res, owner);
    if (od && od->krate != LOCAL_CRATE) return (LintSrc){.level = LINT_LVL_ALLOW, .lint = lint, .group = group};
    Symbol sl = sym_cstr(lint), sg = group ? sym_cstr(group) : 0;
    for (DefId d = owner; d.i;) {
        const DefData *dd = res_def(res, d);
        bool is_item = dd->kind == DEF_FN || dd->kind == DEF_ASSOC_FN || dd->kind == DEF_CONST ||
                       dd->kind == DEF_ASSOC_CONST || dd->kind == DEF_STATIC || dd->kind == DEF_IMPL ||
                       dd->kind == DEF_TRAIT || dd->kind == DEF_STRUCT || dd->kind == DEF_ENUM ||
                       dd->kind == DEF_UNION || (dd->kind == DEF_MOD && dd->parent.i);
        if (is_item && dd->ast && lint_attrs_level(&((const Item *)dd->ast)->attrs, sl, sg, &src) != LINT_LVL_UNSET)
            break;
        if (!dd->parent.i) {
            Crate *k = res_crate_ast(res, dd->krate);
            if (k && lint_attrs_level(&k->attrs, sl, sg, &src) != LINT_LVL_UNSET) break;
        }
        d = dd->parent;
    }
    const TyOptions *o = ty_options(tcx);
    LintCli cli = {o->lint_names, o->lint_levels, o->nlints};
    lint_cli_level(&src, &cli, default_level);
    return src;
}

LintSrc tc_lint_level(TyCtxt *tcx, DefId owner, const char *lint, const char *group) {
    return tc_lint_level_default(tcx, owner, lint, group, LINT_LVL_WARN);
}

Diag *tc_lint_start(TyCtxt *tcx, const LintSrc *l, Span sp, const char *msg) {
    return lint_diag_start(ty_diag(tcx), l, sp, msg);
}

/* ---- unused_must_use ---- */

typedef struct MustUse {
    TyCtxt *tcx;
    const TypeckResults *r;
    DefId owner;
    LintSrc lint;
    bool lint_known;
} MustUse;

static void must_use_warn(MustUse *m, Span sp, const char *msg, const char *note) {
    if (!m->lint_known) {
        m->lint = tc_lint_level(m->tcx, m->owner, "unused_must_use", "unused");
        m->lint_known = true;
    }
    Diag *d = tc_lint_start(m->tcx, &m->lint, sp, msg);
    if (!d) return;
    if (note) diag_note(d, "%s", note);
    diag_emit(d);
}

/* rustc's check_must_use_ty for the kinds rcc has: true when it warned.
 * A tuple expression's elements are checked at their own spans. */
static bool check_ty(MustUse *m, TyId t, const HirExpr *e, Span sp, const char *pre, const char *post) {
    TyCtxt *tcx = m->tcx;
    const TyData *d = ty_get(tcx, t);
    char buf[512];
    switch (d->kind) {
    case TYK_CLOSURE:
        snprintf(buf, sizeof buf, "unused %sclosure%s that must be used", pre, post);
        must_use_warn(m, sp, buf, "closures are lazy and do nothing unless called");
        return true;
    case TYK_GENERATOR:
        snprintf(buf, sizeof buf, "unused %sgenerator%s that must be used", pre, post);
        must_use_warn(m, sp, buf, "generators are lazy and do nothing unless resumed");
        return true;
    case TYK_ADT: {
        const HirAttrs *a = hir_attrs(ty_hir(tcx), d->adt.def);
        if (!a || !a->must_use) return false;
        snprintf(buf, sizeof buf, "unused %s`%s`%s that must be used", pre,
                 sym_str(res_def(ty_resolver(tcx), d->adt.def)->name), post);
        must_use_warn(m, sp, buf, a->must_use_msg ? sym_str(a->must_use_msg) : NULL);
        return true;
    }
    case TYK_TUPLE: {
        bool any = false;
        uint32_t n = ty_args_len(tcx, d->tuple);
        bool elems = e && e->kind == HEXPR_TUP && e->elems.n == n;
        for (uint32_t i = 0; i < n; i++) {
            char p2[128];
            snprintf(p2, sizeof p2, "%s in tuple element %u", post, i);
            any |= check_ty(m, ty_args(tcx, d->tuple)[i], elems ? e->elems.elems[i] : NULL,
                            elems ? e->elems.elems[i]->span : sp, pre, p2);
        }
        return any;
    }
    case TYK_ARRAY: {
        if (d->array.len == 0) return false;
        char p2[128];
        snprintf(p2, sizeof p2, "%sarray of ", pre);
        return check_ty(m, d->array.elem, NULL, sp, p2, post);
    }
    default: return false;
    }
}

static void check_stmt(MustUse *m, const HirExpr *e, Span sp) {
    TyCtxt *tcx = m->tcx;
    TyId t = tc_node_type(m->r, e->id);
    if (!t.i) return;
    if (e->kind == HEXPR_PATH) {
        /* rustc's path_statements */
        LintSrc l = tc_lint_level(tcx, m->owner, "path_statements", "unused");
        bool drops = !(ty_get(tcx, t)->flags & (TYF_HAS_ERROR | TYF_HAS_INFER)) &&
                     ty_needs_drop(tcx, ty_param_env(tcx, m->owner), t);
        Diag *d = tc_lint_start(tcx, &l, sp, drops ? "path statement drops value" : "path statement with no effect");
        if (d) {
            const HirPath *hp = e->qpath.kind == QPATH_RESOLVED ? e->qpath.path : NULL;
            if (drops && hp && hp->nsegs == 1) {
                char buf[256];
                snprintf(buf, sizeof buf, "drop(%s);", sym_str(hp->segs[0].ident.name));
                diag_suggest(d, sp, buf, APP_MACHINE_APPLICABLE, "use `drop` to clarify the intent");
            }
            diag_emit(d);
        }
    }
    const TyData *d = ty_get(tcx, t);
    if (d->kind == TYK_NEVER || (d->kind == TYK_TUPLE && !ty_args_len(tcx, d->tuple))) return;
    if (d->flags & (TYF_HAS_ERROR | TYF_HAS_INFER)) return;
    DefId callee = {0};
    if (e->kind == HEXPR_METHOD_CALL) {
        if (e->id.i < m->r->nids) callee = m->r->type_dependent[e->id.i].def;
    } else if (e->kind == HEXPR_CALL && e->call.callee->kind == HEXPR_PATH) {
        const HirExpr *c = e->call.callee;
        if (c->qpath.kind == QPATH_RESOLVED && c->qpath.path->res.kind == RES_DEF) callee = c->qpath.path->res.def;
        else if (c->qpath.kind == QPATH_TYPE_RELATIVE && m->r->type_relative_res && c->id.i < m->r->nids &&
                 m->r->type_relative_res[c->id.i].kind == RES_DEF)
            callee = m->r->type_relative_res[c->id.i].def;
        else if (c->qpath.kind == QPATH_LANG_ITEM) callee = hir_lang_item(ty_hir(tcx), c->qpath.lang);
    }
    /* rcc reveals `impl Trait` results; rustc sees the opaque type, which
     * must be used when one of its traits is #[must_use] (Future) */
    if (callee.i && ty_fn_has_opaque_output(tcx, callee)) {
        const HirItem *it = hir_item(ty_hir(tcx), callee);
        const HirTy *out = it && it->kind == HITEM_FN ? it->fn.decl.output : NULL;
        for (uint32_t i = 0; out && out->kind == HTY_IMPL_TRAIT && i < out->bounds.nbounds; i++) {
            const HirGenericBound *b = &out->bounds.bounds[i];
            if (b->kind != HB_TRAIT || !b->trait_path || b->trait_path->res.kind != RES_DEF) continue;
            const HirAttrs *a = hir_attrs(ty_hir(tcx), b->trait_path->res.def);
            if (!a || !a->must_use) continue;
            char buf[512];
            snprintf(buf, sizeof buf, "unused implementer of `%s` that must be used",
                     sym_str(res_def(ty_resolver(tcx), b->trait_path->res.def)->name));
            must_use_warn(m, sp, buf, a->must_use_msg ? sym_str(a->must_use_msg) : NULL);
            return;
        }
        return;
    }
    if (check_ty(m, t, e, sp, "", "")) return;
    /* a #[must_use] fn or method */
    if (!callee.i) return;
    const DefData *cd = res_def(ty_resolver(tcx), callee);
    if (!cd || (cd->kind != DEF_FN && cd->kind != DEF_ASSOC_FN)) return;
    const HirAttrs *a = hir_attrs(ty_hir(tcx), callee);
    if (!a || !a->must_use) return;
    StrBuf sb = {0};
    ty_print_def_path(tcx, &sb, callee, (ArgsId){0});
    char buf[512];
    snprintf(buf, sizeof buf, "unused return value of `%s` that must be used", sb_cstr(&sb));
    sb_free(&sb);
    must_use_warn(m, sp, buf, a->must_use_msg ? sym_str(a->must_use_msg) : NULL);
}

static void on_block(void *arg, const HirBlock *b) {
    MustUse *m = arg;
    for (uint32_t i = 0; i < b->nstmts; i++)
        if (b->stmts[i].kind == HSTMT_SEMI) check_stmt(m, b->stmts[i].expr, b->stmts[i].span);
}

void tc_lint_unused_results(TyCtxt *tcx, const HirBody *body, const TypeckResults *r) {
    if (!body || !r || r->tainted || !body->value) return;
    MustUse m = {.tcx = tcx, .r = r, .owner = r->owner};
    tc_walk_expr(body->value, NULL, NULL, on_block, &m);
}

/* ---- variant_size_differences (allow by default) ---- */

/* rustc's VariantSizeDifferences: an enum with a directly tagged layout
 * whose largest variant (without the tag) is more than three times the
 * next largest. Generic enums have no layout here and are skipped. */
static void lint_variant_sizes(TyCtxt *tcx, DefId def) {
    const HirItem *it = hir_item(ty_hir(tcx), def);
    if (!it || it->kind != HITEM_ENUM) return;
    LintSrc l = tc_lint_level_default(tcx, def, "variant_size_differences", NULL, LINT_LVL_ALLOW);
    if (l.level == LINT_LVL_ALLOW) return;
    TyId t = ty_type_of(tcx, def);
    if (!t.i || ty_get(tcx, t)->flags & (TYF_HAS_PARAM | TYF_HAS_ERROR | TYF_HAS_PROJECTION)) return;
    const Layout *lay = ty_layout_of(tcx, t);
    if (!lay || lay->tag_encoding != TAG_DIRECT || !lay->variants || lay->nvariants != it->adt.nvariants) return;
    uint64_t largest = 0, slargest = 0;
    uint32_t li = 0;
    for (uint32_t i = 0; i < lay->nvariants; i++) {
        uint64_t sz = lay->variants[i]->size > lay->tag.size ? lay->variants[i]->size - lay->tag.size : 0;
        if (sz > largest) {
            slargest = largest;
            largest = sz;
            li = i;
        } else if (sz > slargest) {
            slargest = sz;
        }
    }
    if (!(largest > slargest * 3 && slargest > 0)) return;
    char msg[160];
    snprintf(msg, sizeof msg, "enum variant is more than three times larger (%llu bytes) than the next largest",
             (unsigned long long)largest);
    Diag *d = tc_lint_start(tcx, &l, it->adt.variants[li].span, msg);
    if (d) diag_emit(d);
}

void tc_lint_crate_items(TyCtxt *tcx, const DefId *items, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) lint_variant_sizes(tcx, items[i]);
}
