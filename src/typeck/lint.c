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

/* ---- unused_unsafe ---- */

/* rustc 1.63's MIR unsafety check decides which `unsafe` blocks are used:
 * an unsafe operation marks the innermost enclosing user `unsafe` block.
 * The operations, on places as MIR sees them: a deref of a raw pointer,
 * a use of a `static mut` or an extern static, a read of a union field
 * (a plain assignment to one is no read), a call of an unsafe fn, inline
 * asm, a value or a field of a type with a restricted scalar range. A
 * `let _ = place;` (no type) builds nothing, so reads nothing. Where rcc
 * cannot tell (no type, no resolution), the operation counts as unsafe:
 * the lint never fires where rustc's would not. */

typedef struct UnsafeBlk {
    const HirBlock *b;
    bool used;
    int parent;               /* index of the enclosing user unsafe block, -1 */
} UnsafeBlk;

typedef struct UU {
    TyCtxt *tcx;
    const TypeckResults *r;
    HashMap quiet;            /* HirId.i of place expressions that are not read */
    VEC(UnsafeBlk) blocks;
    VEC(int) stack;
} UU;

static TyId uu_adjusted(const UU *u, const HirExpr *e) {
    if (u->r->adjustments && e->id.i < u->r->nids) {
        const Adjustments *a = &u->r->adjustments[e->id.i];
        if (a->n) return a->steps[a->n - 1].target;
    }
    return tc_node_type(u->r, e->id);
}

static bool uu_has_adjustments(const UU *u, const HirExpr *e) {
    return u->r->adjustments && e->id.i < u->r->nids && u->r->adjustments[e->id.i].n;
}

static void uu_mark(UU *u) {
    if (u->stack.len) u->blocks.data[u->stack.data[u->stack.len - 1]].used = true;
}

static bool uu_valid_range_adt(UU *u, TyId t) {
    if (!t.i) return false;
    const TyData *d = ty_get(u->tcx, t);
    if (d->kind != TYK_ADT) return false;
    const HirAttrs *a = hir_attrs(ty_hir(u->tcx), d->adt.def);
    return a && (a->has_valid_range_start || a->has_valid_range_end);
}

/* `let _ = place;`: the place's projections read nothing (fields, builtin
 * derefs of references and raw pointers, down to a local or a static). */
static void uu_quiet_place(UU *u, const HirExpr *e) {
    for (;;) {
        if (uu_has_adjustments(u, e)) return;
        if (e->kind == HEXPR_FIELD) {
            hmap_put(&u->quiet, e->id.i, 1);
            e = e->field.expr;
            /* an autoderef of the base through references is a plain deref */
            if (uu_has_adjustments(u, e)) {
                const Adjustments *a = &u->r->adjustments[e->id.i];
                for (uint32_t i = 0; i < a->n; i++)
                    if (a->steps[i].kind != ADJ_DEREF || a->steps[i].deref_def.i) return;
                TyId bt = tc_node_type(u->r, e->id);
                if (!bt.i) return;
                hmap_put(&u->quiet, e->id.i, 2);  /* its own adjustments are builtin derefs */
                if (e->kind == HEXPR_PATH) hmap_put(&u->quiet, e->id.i, 1);
                else return;
                return;
            }
            continue;
        }
        if (e->kind == HEXPR_UNARY && e->unary.op == HUN_DEREF) {
            TyId t = tc_node_type(u->r, e->unary.operand->id);
            if (!t.i) return;
            uint8_t k = ty_get(u->tcx, t)->kind;
            if (k != TYK_RAW_PTR && k != TYK_REF) return;
            hmap_put(&u->quiet, e->id.i, 1);
            e = e->unary.operand;
            if (e->kind == HEXPR_PATH && !uu_has_adjustments(u, e)) hmap_put(&u->quiet, e->id.i, 1);
            return;  /* the pointer itself is an operand (read) */
        }
        if (e->kind == HEXPR_PATH) hmap_put(&u->quiet, e->id.i, 1);
        return;
    }
}

/* an assignment `u.f = v` (no deref after the union field) is no read */
static void uu_quiet_store(UU *u, const HirExpr *e) {
    while (e->kind == HEXPR_FIELD && !uu_has_adjustments(u, e)) {
        const HirExpr *base = e->field.expr;
        if (uu_has_adjustments(u, base)) return;
        TyId bt = tc_node_type(u->r, base->id);
        if (!bt.i) return;
        const TyData *d = ty_get(u->tcx, bt);
        if (d->kind == TYK_ADT && res_def(ty_resolver(u->tcx), d->adt.def)->kind == DEF_UNION)
            hmap_put(&u->quiet, e->id.i, 3);
        e = base;
    }
}

static bool uu_quiet(const UU *u, const HirExpr *e, uint64_t want) {
    uint64_t v;
    return hmap_get(&u->quiet, e->id.i, &v) && v == want;
}

static bool uu_fn_unsafe(UU *u, DefId def) {
    const DefData *dd = res_def(ty_resolver(u->tcx), def);
    if (!dd) return true;
    if (dd->kind == DEF_CTOR || dd->kind == DEF_VARIANT || dd->kind == DEF_STRUCT) return false;
    if (dd->kind != DEF_FN && dd->kind != DEF_ASSOC_FN) return true;
    /* the header as written (a fn's signature may still be inferred:
     * `impl Trait` results) */
    const HirItem *it = hir_item(ty_hir(u->tcx), def);
    if (it && it->kind == HITEM_FN && !it->fn.is_foreign) return it->fn.is_unsafe;
    return ty_fn_sig(u->tcx, def).is_unsafe;
}

static void uu_expr(void *arg, const HirExpr *e) {
    UU *u = arg;
    TyCtxt *tcx = u->tcx;
    switch (e->kind) {
    case HEXPR_UNARY:
        if (e->unary.op == HUN_DEREF && !uu_quiet(u, e, 1)) {
            TyId t = uu_adjusted(u, e->unary.operand);
            if (!t.i || ty_get(tcx, t)->kind == TYK_RAW_PTR || ty_get(tcx, t)->kind == TYK_ERROR) uu_mark(u);
        }
        break;
    case HEXPR_PATH: {
        if (uu_quiet(u, e, 1)) break;
        Res res = {0};
        if (e->qpath.kind == QPATH_RESOLVED) res = e->qpath.path->res;
        else if (u->r->type_relative_res && e->id.i < u->r->nids) res = u->r->type_relative_res[e->id.i];
        if (res.kind != RES_DEF) break;
        const DefData *dd = res_def(ty_resolver(tcx), res.def);
        if (!dd || dd->kind != DEF_STATIC) break;
        const HirItem *it = hir_item(ty_hir(tcx), res.def);
        if (!it || it->kind != HITEM_STATIC || it->statik.mutbl || it->statik.is_foreign) uu_mark(u);
        break;
    }
    case HEXPR_FIELD: {
        if (uu_quiet(u, e, 1) || uu_quiet(u, e, 3)) break;
        TyId bt = uu_adjusted(u, e->field.expr);
        if (!bt.i) {
            uu_mark(u);
            break;
        }
        const TyData *d = ty_get(tcx, bt);
        if (d->kind == TYK_ERROR || (d->kind == TYK_ADT && res_def(ty_resolver(tcx), d->adt.def)->kind == DEF_UNION) ||
            uu_valid_range_adt(u, bt))
            uu_mark(u);
        break;
    }
    case HEXPR_CALL: {
        TyId ct = uu_adjusted(u, e->call.callee);
        const TyData *d = ct.i ? ty_get(tcx, ct) : NULL;
        if (!d) uu_mark(u);
        else if (d->kind == TYK_FN_DEF) {
            if (uu_fn_unsafe(u, d->adt.def)) uu_mark(u);
        } else if (d->kind == TYK_FN_PTR) {
            if (d->sig.is_unsafe) uu_mark(u);
        } else if (d->kind != TYK_CLOSURE && d->kind != TYK_REF && d->kind != TYK_ADT && d->kind != TYK_DYN &&
                   d->kind != TYK_PARAM) {
            uu_mark(u);
        }
        if (uu_valid_range_adt(u, tc_node_type(u->r, e->id))) uu_mark(u);
        break;
    }
    case HEXPR_METHOD_CALL: {
        DefId m = e->id.i < u->r->nids ? u->r->type_dependent[e->id.i].def : (DefId){0};
        if (!m.i || uu_fn_unsafe(u, m)) uu_mark(u);
        break;
    }
    case HEXPR_INLINE_ASM:
    case HEXPR_ERR: uu_mark(u); break;
    case HEXPR_STRUCT:
        if (uu_valid_range_adt(u, tc_node_type(u->r, e->id))) uu_mark(u);
        break;
    case HEXPR_ASSIGN: uu_quiet_store(u, e->assign.lhs); break;
    default: break;
    }
}

/* A sub-pattern of a union field reads it unless it is only wildcards
 * (through structs and tuples). */
static bool uu_pat_reads(UU *u, const HirPat *p) {
    switch (p->kind) {
    case HPAT_WILD: return false;
    case HPAT_TUPLE:
        for (uint32_t i = 0; i < p->tuple.npats; i++)
            if (uu_pat_reads(u, p->tuple.pats[i])) return true;
        return false;
    case HPAT_STRUCT:
    case HPAT_TUPLE_STRUCT: {
        TyId t = tc_node_type(u->r, p->id);
        if (!t.i || (u->r->pat_adjustments && p->id.i < u->r->nids && u->r->pat_adjustments[p->id.i].n)) return true;
        const TyData *d = ty_get(u->tcx, t);
        if (d->kind != TYK_ADT || res_def(ty_resolver(u->tcx), d->adt.def)->kind != DEF_STRUCT) return true;
        if (p->kind == HPAT_STRUCT) {
            for (uint32_t i = 0; i < p->strukt.nfields; i++)
                if (uu_pat_reads(u, p->strukt.fields[i].pat)) return true;
        } else {
            for (uint32_t i = 0; i < p->tuple_struct.npats; i++)
                if (uu_pat_reads(u, p->tuple_struct.pats[i])) return true;
        }
        return false;
    }
    default: return true;
    }
}

static void uu_pat(void *arg, const HirPat *p) {
    UU *u = arg;
    if (p->kind != HPAT_STRUCT && p->kind != HPAT_TUPLE_STRUCT) return;
    TyId t = tc_node_type(u->r, p->id);
    if (!t.i) {
        uu_mark(u);
        return;
    }
    const TyData *d = ty_get(u->tcx, t);
    if (d->kind != TYK_ADT || res_def(ty_resolver(u->tcx), d->adt.def)->kind != DEF_UNION) return;
    if (p->kind == HPAT_STRUCT) {
        for (uint32_t i = 0; i < p->strukt.nfields; i++)
            if (uu_pat_reads(u, p->strukt.fields[i].pat)) uu_mark(u);
    } else {
        uu_mark(u);
    }
}

static void uu_block(void *arg, const HirBlock *b) {
    UU *u = arg;
    for (uint32_t i = 0; i < b->nstmts; i++) {
        const HirStmt *s = &b->stmts[i];
        if (s->kind == HSTMT_LET && s->local->pat->kind == HPAT_WILD && !s->local->ty && s->local->init &&
            !s->local->els)
            uu_quiet_place(u, s->local->init);
    }
    if (!b->is_unsafe) return;
    UnsafeBlk ub = {.b = b, .parent = u->stack.len ? u->stack.data[u->stack.len - 1] : -1};
    vec_push(&u->blocks, ub);
    vec_push(&u->stack, (int)u->blocks.len - 1);
}

static void uu_block_exit(void *arg, const HirBlock *b) {
    UU *u = arg;
    if (b->is_unsafe && u->stack.len) u->stack.len--;
}

/* lint_level.c's note_once: rustc's notes once per text and span */
static bool uu_note_once(TyCtxt *tcx, const char *text, Span sp) {
    uint64_t k = hash_bytes(text, strlen(text));
    return diag_once(ty_diag(tcx), hash_u64(k ^ ((uint64_t)sp.lo << 32 | sp.hi)));
}

void tc_lint_unused_unsafe(TyCtxt *tcx, const HirBody *body, const TypeckResults *r) {
    if (!body || !r || r->tainted || !body->value || ty_options(tcx)->thir_unsafeck) return;
    UU u = {.tcx = tcx, .r = r};
    hmap_init(&u.quiet);
    tc_walk_expr_nested(body->value, uu_expr, uu_pat, uu_block, uu_block_exit, &u);
    if (u.blocks.len) {
        /* rustc's UnusedUnsafeVisitor: a used block inside a used block
         * (or in an unsafe fn, whose operations it allows) is nested */
        DefId owner = r->owner;
        const DefData *od = res_def(ty_resolver(tcx), owner);
        const HirItem *oi = od && (od->kind == DEF_FN || od->kind == DEF_ASSOC_FN) ? hir_item(ty_hir(tcx), owner) : NULL;
        bool in_unsafe_fn = oi && oi->kind == HITEM_FN && oi->fn.is_unsafe;
        /* unsafe_op_in_unsafe_fn set by an attribute inside the fn: its
         * levels per operation are not known here, say nothing */
        Crate *kr = res_crate_ast(ty_resolver(tcx), LOCAL_CRATE);
        for (uint32_t i = 0; in_unsafe_fn && kr && i < kr->n_unsafe_op_attr_pos; i++)
            if (kr->unsafe_op_attr_pos[i] >= oi->span.lo && kr->unsafe_op_attr_pos[i] < oi->span.hi) u.blocks.len = 0;
        LintSrc l = tc_lint_level(tcx, owner, "unused_unsafe", "unused");
        LintSrc opl = {0};
        if (in_unsafe_fn) opl = tc_lint_level_default(tcx, owner, "unsafe_op_in_unsafe_fn", NULL, LINT_LVL_ALLOW);
        /* context per block: -1 safe, else the used block it is in */
        int *ctx = malloc(sizeof *ctx * u.blocks.len);
        for (uint32_t i = 0; i < u.blocks.len; i++) {
            UnsafeBlk *ub = &u.blocks.data[i];
            /* the context: the nearest enclosing block that was entered as used */
            int c = ub->parent;
            while (c >= 0 && ctx[c] != -2) c = u.blocks.data[c].parent;
            const SourceFile *f = sm_file_at(ty_diag(tcx)->sm, ub->b->span.lo);
            bool external = !f || f->ext_crate;
            ctx[i] = -1;
            /* allowed by a statement's or expression's attribute: rustc
             * takes it as used */
            Crate *k = res_crate_ast(ty_resolver(tcx), LOCAL_CRATE);
            if (k && hmap_get(&k->unused_unsafe_allowed, ub->b->span.lo, NULL)) {
                if (c < 0) ctx[i] = -2;
                continue;
            }
            bool fn_ctx = false;
            if (ub->used && c < 0) {
                if (!in_unsafe_fn || opl.level != LINT_LVL_ALLOW) {
                    ctx[i] = -2;  /* entered: the context of the blocks inside */
                    continue;
                }
                fn_ctx = true;
            }
            if (external || l.level == LINT_LVL_ALLOW) continue;
            Span hs = sm_head_span(ty_diag(tcx)->sm, ub->b->span);
            Diag *d = tc_lint_start(tcx, &l, hs, "unnecessary `unsafe` block");
            if (!d) continue;
            diag_label(d, hs, true, "unnecessary `unsafe` block");
            if (ub->used && c >= 0) {
                diag_label(d, sm_head_span(ty_diag(tcx)->sm, u.blocks.data[c].b->span), false,
                           "because it's nested under this `unsafe` block");
            } else if (ub->used && fn_ctx) {
                const HirItem *it = hir_item(ty_hir(tcx), owner);
                if (it) diag_label(d, sm_head_span(ty_diag(tcx)->sm, it->span), false, "because it's nested under this `unsafe` fn");
                diag_note(d, "this `unsafe` block does contain unsafe operations, but those are already allowed in an "
                             "`unsafe fn`");
                /* rustc's explain_lint_level_source: notes once (as lint_level.c's) */
                if (opl.from_attr) {
                    if (uu_note_once(tcx, "the lint level is defined here", opl.span))
                        diag_span_note(d, opl.span, "the lint level is defined here");
                } else if (!opl.from_cli) {
                    const char *n = "`#[allow(unsafe_op_in_unsafe_fn)]` on by default";
                    if (uu_note_once(tcx, n, (Span){0, 0})) diag_note(d, "%s", n);
                }
            }
            diag_emit(d);
        }
        free(ctx);
    }
    hmap_free(&u.quiet);
    vec_free(&u.blocks);
    vec_free(&u.stack);
}

/* ---- late_bound_lifetime_arguments ---- */

/* Where lifetime `lt` appears in a type: 0 nowhere, 1 only where it
 * constrains the signature (a reference, an argument of a resolved
 * path), 2 somewhere rcc does not judge (impl/dyn Trait, projections,
 * assoc bindings, aliases): such a lifetime is taken as early-bound, so
 * the lint never fires where rustc's would not. */
static int lt_in_ty(const HirTy *t, Symbol lt);

static int lt_in_args(const HirGenericArgs *ga, Symbol lt) {
    if (!ga) return 0;
    if (ga->parenthesized || ga->nconstraints) return 2;
    int m = 0, k;
    for (uint32_t i = 0; i < ga->nargs; i++) {
        const HirGenericArg *a = &ga->args[i];
        if (a->kind == HGA_LIFETIME) k = a->lifetime == lt ? 1 : 0;
        else if (a->kind == HGA_TYPE) k = lt_in_ty(a->ty, lt);
        else k = 0;
        if (k > m) m = k;
    }
    return m;
}

static int lt_in_path(const HirPath *p, Symbol lt) {
    int m = 0;
    for (uint32_t i = 0; i < p->nsegs; i++) {
        int k = lt_in_args(p->segs[i].args, lt);
        if (k > m) m = k;
    }
    return m;
}

static int lt_in_ty(const HirTy *t, Symbol lt) {
    if (!t) return 0;
    int m = 0, k;
    switch (t->kind) {
    case HTY_PATH:
        if (t->qpath.kind != QPATH_RESOLVED || t->qpath.qself) return 2;
        /* rustc's ConstrainedCollector: the last segment's arguments */
        for (uint32_t i = 0; i + 1 < t->qpath.path->nsegs; i++)
            if (lt_in_args(t->qpath.path->segs[i].args, lt)) return 2;
        return t->qpath.path->nsegs ? lt_in_args(t->qpath.path->segs[t->qpath.path->nsegs - 1].args, lt) : 0;
    case HTY_REF:
        m = t->ptr.lifetime == lt ? 1 : 0;
        k = lt_in_ty(t->ptr.ty, lt);
        return k > m ? k : m;
    case HTY_PTR: return lt_in_ty(t->ptr.ty, lt);
    case HTY_SLICE: return lt_in_ty(t->elem, lt);
    case HTY_ARRAY: return lt_in_ty(t->array.elem, lt);
    case HTY_TUP:
        for (uint32_t i = 0; i < t->tup.n; i++)
            if ((k = lt_in_ty(t->tup.elems[i], lt)) > m) m = k;
        return m;
    case HTY_FN_PTR:
        for (uint32_t i = 0; i < t->fn_ptr.decl.ninputs; i++)
            if ((k = lt_in_ty(t->fn_ptr.decl.inputs[i], lt)) > m) m = k;
        if ((k = lt_in_ty(t->fn_ptr.decl.output, lt)) > m) m = k;
        return m;
    case HTY_NEVER: return 0;
    default: return 2;
    }
}

/* The first late-bound lifetime of fn `def` (rustc's
 * has_late_bound_regions): a named parameter, else an input `&T` whose
 * lifetime is elided (its `&`); false if none. */
static bool first_late_bound(TyCtxt *tcx, DefId def, Span *at) {
    const HirItem *it = hir_item(ty_hir(tcx), def);
    if (!it || it->kind != HITEM_FN) return false;
    const HirGenerics *g = &it->generics;
    /* outlives bounds keep no names here: every lifetime may be bounded */
    bool named = true;
    for (uint32_t i = 0; i < g->npreds; i++) {
        if (!g->preds[i].bounded) named = false;
        for (uint32_t j = 0; j < g->preds[i].nbounds; j++)
            if (g->preds[i].bounds[j].kind == HB_OUTLIVES) named = false;
    }
    for (uint32_t p = 0; named && p < g->nparams; p++) {
        const HirGenericParam *gp = &g->params[p];
        if (gp->kind != HGP_LIFETIME) continue;
        Symbol lt = gp->name;
        bool early = false;
        for (uint32_t i = 0; i < g->npreds && !early; i++) {
            if (lt_in_ty(g->preds[i].bounded, lt)) early = true;
            for (uint32_t j = 0; j < g->preds[i].nbounds && !early; j++)
                if (g->preds[i].bounds[j].trait_path && lt_in_path(g->preds[i].bounds[j].trait_path, lt)) early = true;
        }
        if (early || lt_in_ty(it->fn.decl.output, lt) == 2) continue;
        int m = 0, k;
        for (uint32_t i = 0; i < it->fn.decl.ninputs; i++)
            if ((k = lt_in_ty(it->fn.decl.inputs[i], lt)) > m) m = k;
        if (m == 1) {
            *at = gp->span;
            return true;
        }
    }
    for (uint32_t i = 0; i < it->fn.decl.ninputs; i++) {
        const HirTy *t = it->fn.decl.inputs[i];
        if (t->kind == HTY_REF && !t->ptr.lifetime) {
            *at = (Span){t->span.lo, t->span.lo + 1};
            return true;
        }
    }
    return false;
}

void tc_lint_late_bound_args(TyCtxt *tcx, DefId owner, DefId def, const HirPathSegment *seg) {
    const HirGenericArgs *ga = seg->args;
    if (!ga || !ga->nargs) return;
    uint32_t nlt = 0;
    for (uint32_t i = 0; i < ga->nargs; i++) nlt += ga->args[i].kind == HGA_LIFETIME;
    if (!nlt) return;
    const HirItem *it = hir_item(ty_hir(tcx), def);
    if (!it || it->kind != HITEM_FN) return;
    uint32_t nparams = 0;
    for (uint32_t p = 0; p < it->generics.nparams; p++) nparams += it->generics.params[p].kind == HGP_LIFETIME;
    /* a different count is rustc's error, not the lint */
    if (nparams != nlt) return;
    Span late;
    if (!first_late_bound(tcx, def, &late)) return;
    LintSrc l = tc_lint_level(tcx, owner, "late_bound_lifetime_arguments", NULL);
    Diag *d = tc_lint_start(tcx, &l, ga->args[0].span,
                            "cannot specify lifetime arguments explicitly if late bound lifetime parameters are present");
    if (!d) return;
    diag_label(d, late, false, "the late bound lifetime parameter is introduced here");
    Diag *w = diag_note(d, "this was previously accepted by the compiler but is being phased out; it will become a "
                           "hard error in a future release!");
    w->level = LVL_WARNING;
    diag_note(d, "for more information, see issue #42868 <https://github.com/rust-lang/rust/issues/42868>");
    diag_emit(d);
}
