/* test_hir.c — HIR lowering (src/hir/).
 *
 * Each test compiles a small crate through the real front end (parse,
 * expansion, resolution) and lowers it with hir_new / hir_item / hir_body,
 * then checks the HIR: dense HirIds per owner, locals named by their
 * binding's HirId, closures sharing their owner's numbering, anonymous
 * constants as owners of their own, the desugarings (while, for, `?`,
 * ranges), literals, paths (type-relative tails, qualified paths, segment
 * Res), generics, attributes, lang items and their errors, the entry fn.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rcc/hir.h"
#include "expand_fixture.h"

typedef struct T {
    ExpandFixture *fx;
    Resolver *r;
    Hir *h;
    Crate *crates[1];
} T;

#define PRELUDE                                                       \
    "#![feature(no_core, lang_items, start)]\n#![no_core]\n"          \
    "#[lang = \"sized\"] pub trait Sized {}\n"                        \
    "#[lang = \"copy\"] pub trait Copy {}\n"

static T *t_new(const char *src, bool expect_clean) {
    T *t = xcalloc(1, sizeof *t);
    t->fx = fx_new(ED_2021);
    ResolverInit init = {.ps = &t->fx->ps, .hyg = &t->fx->hyg, .nightly = true};
    t->r = res_new(&init);
    fx_parse(t->fx, src);
    assert_int_equal(t->fx->dc.nerrors, 0);
    assert_int_equal(res_add_crate(t->r, sym_cstr("t"), t->fx->crate, ED_2021), LOCAL_CRATE);
    assert_true(expand_cfg_crate(&t->fx->ex, t->fx->crate));
    expand_crate(&t->fx->ex, t->r, LOCAL_CRATE, t->fx->crate);
    expand_flush_lints(&t->fx->ex);
    res_late_resolve_crate(t->r, LOCAL_CRATE, t->fx->crate);
    res_report_errors(t->r);
    if (t->fx->dc.nerrors) fprintf(stderr, "%s\n", fx_diags(t->fx));
    assert_int_equal(t->fx->dc.nerrors, 0);
    t->crates[0] = t->fx->crate;
    HirInit hi = {.ps = &t->fx->ps, .res = t->r, .hyg = &t->fx->hyg, .crates = t->crates, .ncrates = 1};
    t->h = hir_new(&hi);
    if (expect_clean) {
        if (t->fx->dc.nerrors) fprintf(stderr, "%s\n", fx_diags(t->fx));
        assert_int_equal(t->fx->dc.nerrors, 0);
    }
    return t;
}

static void t_free(T *t) {
    hir_free(t->h);
    res_free(t->r);
    fx_free(t->fx);
    free(t);
}

static DefId def_named(T *t, const char *name, int kind) {
    Symbol s = sym_cstr(name);
    for (uint32_t i = 1; i <= res_def_count(t->r); i++) {
        const DefData *d = res_def(t->r, (DefId){i});
        if (d->name == s && (kind < 0 || d->kind == kind)) return (DefId){i};
    }
    fail_msg("no definition named %s", name);
    return (DefId){0};
}

static const HirBody *body_of(T *t, const char *fn) {
    const HirBody *b = hir_body(t->h, def_named(t, fn, DEF_FN));
    assert_non_null(b);
    return b;
}

/* The block of a fn body. */
static const HirBlock *fn_block(const HirBody *b) {
    assert_int_equal(b->value->kind, HEXPR_BLOCK);
    return b->value->block.block;
}

/* ---- a walk that checks HirIds ---- */

typedef struct IdCheck {
    uint32_t nids;
    uint8_t *seen;
    uint32_t nexprs;
} IdCheck;

static void see(IdCheck *c, HirId id) {
    assert_true(id.i >= 1 && id.i < c->nids);
    c->seen[id.i]++;
}

static void ck_expr(IdCheck *c, const HirExpr *e);
static void ck_pat(IdCheck *c, const HirPat *p) {
    see(c, p->id);
    switch (p->kind) {
    case HPAT_BINDING: if (p->binding.sub) ck_pat(c, p->binding.sub); break;
    case HPAT_TUPLE_STRUCT:
        for (uint32_t i = 0; i < p->tuple_struct.npats; i++) ck_pat(c, p->tuple_struct.pats[i]);
        break;
    case HPAT_TUPLE: for (uint32_t i = 0; i < p->tuple.npats; i++) ck_pat(c, p->tuple.pats[i]); break;
    /* the alternatives' bindings share the first one's HirIds */
    case HPAT_OR: ck_pat(c, p->alts.alts[0]); break;
    case HPAT_REF: ck_pat(c, p->ref.pat); break;
    case HPAT_STRUCT:
        for (uint32_t i = 0; i < p->strukt.nfields; i++) {
            see(c, p->strukt.fields[i].id);
            ck_pat(c, p->strukt.fields[i].pat);
        }
        break;
    default: break;
    }
}

static void ck_block(IdCheck *c, const HirBlock *b) {
    see(c, b->id);
    for (uint32_t i = 0; i < b->nstmts; i++) {
        const HirStmt *s = &b->stmts[i];
        see(c, s->id);
        if (s->kind == HSTMT_LET) {
            see(c, s->local->id);
            ck_pat(c, s->local->pat);
            if (s->local->init) ck_expr(c, s->local->init);
        } else if (s->kind != HSTMT_ITEM) {
            ck_expr(c, s->expr);
        }
    }
    if (b->expr) ck_expr(c, b->expr);
}

static void ck_expr(IdCheck *c, const HirExpr *e) {
    see(c, e->id);
    c->nexprs++;
    switch (e->kind) {
    case HEXPR_CALL:
        ck_expr(c, e->call.callee);
        for (uint32_t i = 0; i < e->call.nargs; i++) ck_expr(c, e->call.args[i]);
        break;
    case HEXPR_BINARY: case HEXPR_ASSIGN_OP: ck_expr(c, e->binary.lhs); ck_expr(c, e->binary.rhs); break;
    case HEXPR_ASSIGN: ck_expr(c, e->assign.lhs); ck_expr(c, e->assign.rhs); break;
    case HEXPR_BLOCK: ck_block(c, e->block.block); break;
    case HEXPR_LOOP: ck_block(c, e->loop.body); break;
    case HEXPR_IF:
        ck_expr(c, e->if_.cond);
        ck_expr(c, e->if_.then);
        if (e->if_.els) ck_expr(c, e->if_.els);
        break;
    case HEXPR_MATCH:
        ck_expr(c, e->match.scrutinee);
        for (uint32_t i = 0; i < e->match.narms; i++) {
            see(c, e->match.arms[i].id);
            ck_pat(c, e->match.arms[i].pat);
            ck_expr(c, e->match.arms[i].body);
        }
        break;
    case HEXPR_CLOSURE:
        for (uint32_t i = 0; i < e->closure.nparams; i++) {
            see(c, e->closure.params[i].id);
            ck_pat(c, e->closure.params[i].pat);
        }
        ck_expr(c, e->closure.body);
        break;
    case HEXPR_ADDR_OF: ck_expr(c, e->addr_of.expr); break;
    case HEXPR_LET: ck_pat(c, e->let.pat); ck_expr(c, e->let.init); break;
    case HEXPR_RET: if (e->ret) ck_expr(c, e->ret); break;
    case HEXPR_BREAK: if (e->brk.value) ck_expr(c, e->brk.value); break;
    case HEXPR_REPEAT: ck_expr(c, e->repeat.elem); see(c, e->repeat.count.id); break;
    case HEXPR_STRUCT:
        for (uint32_t i = 0; i < e->strukt.nfields; i++) {
            see(c, e->strukt.fields[i].id);
            ck_expr(c, e->strukt.fields[i].expr);
        }
        break;
    default: break;
    }
}

/* Every HirId of the body is in range and used at most once (types in
 * the body are not walked: their anon consts' HirIds are not seen). */
static void check_ids(const HirBody *b) {
    IdCheck c = {.nids = b->nids, .seen = xcalloc(b->nids + 1, 1)};
    for (uint32_t i = 0; i < b->nparams; i++) {
        see(&c, b->params[i].id);
        ck_pat(&c, b->params[i].pat);
    }
    ck_expr(&c, b->value);
    for (uint32_t i = 1; i < b->nids; i++) {
        if (c.seen[i] > 1) fprintf(stderr, "HirId %u seen %u times\n", i, c.seen[i]);
        assert_true(c.seen[i] <= 1);
    }
    free(c.seen);
}

/* ---- tests ---- */

static void test_ids_and_locals(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "fn f(a: i32) -> i32 { let b = a; b }\n", true);
    const HirBody *b = body_of(t, "f");
    check_ids(b);
    assert_int_equal(b->nparams, 1);
    HirId a_id = b->params[0].pat->id;
    const HirBlock *blk = fn_block(b);
    assert_int_equal(blk->nstmts, 1);
    const HirLocal *l = blk->stmts[0].local;
    assert_int_equal(l->init->kind, HEXPR_PATH);
    assert_int_equal(l->init->qpath.path->res.kind, RES_LOCAL);
    assert_int_equal(l->init->qpath.path->local.i, a_id.i);
    assert_int_equal(blk->expr->qpath.path->local.i, l->pat->id.i);
    /* cached */
    assert_ptr_equal(hir_body(t->h, def_named(t, "f", DEF_FN)), b);
    t_free(t);
}

static void test_closure_shares_numbering(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "fn f(x: i32) { let c = |y: i32| x; }\n", true);
    DefId f = def_named(t, "f", DEF_FN);
    const HirBody *b = hir_body(t->h, f);
    check_ids(b);
    const HirExpr *clo = fn_block(b)->stmts[0].local->init;
    assert_int_equal(clo->kind, HEXPR_CLOSURE);
    DefId cd = clo->closure.def;
    assert_int_equal(res_def(t->r, cd)->kind, DEF_CLOSURE);
    assert_ptr_equal(hir_closure_expr(t->h, cd), clo);
    assert_int_equal(hir_body_owner(t->h, cd).i, f.i);
    assert_ptr_equal(hir_body(t->h, cd), b);
    assert_int_equal(clo->closure.params[0].ty->kind, HTY_PATH);
    /* the captured x names the fn's parameter */
    assert_int_equal(clo->closure.body->qpath.path->local.i, b->params[0].pat->id.i);
    t_free(t);
}

static void test_anon_consts(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "fn f(a: [u8; 4]) { let x = [0u8; 3]; }\nenum E { A = 5, B }\n", true);
    const HirBody *b = body_of(t, "f");
    check_ids(b);
    const HirExpr *rep = fn_block(b)->stmts[0].local->init;
    assert_int_equal(rep->kind, HEXPR_REPEAT);
    DefId ac = rep->repeat.count.def;
    assert_int_equal(res_def(t->r, ac)->kind, DEF_ANON_CONST);
    const HirBody *cb = hir_body(t->h, ac);
    assert_non_null(cb);
    assert_int_equal(cb->owner.i, ac.i);
    assert_int_equal(cb->value->kind, HEXPR_LIT);
    assert_int_equal(cb->value->lit.lo, 3);
    assert_int_equal(cb->value->id.i, 1);
    assert_int_equal(cb->nids, 2);
    assert_int_equal(hir_body_owner(t->h, ac).i, ac.i);
    /* the array length in the signature */
    const HirItem *fi = hir_item(t->h, def_named(t, "f", DEF_FN));
    const HirTy *at = fi->fn.decl.inputs[0];
    assert_int_equal(at->kind, HTY_ARRAY);
    assert_int_equal(hir_body(t->h, at->array.len.def)->value->lit.lo, 4);
    /* enum discriminants */
    const HirItem *ei = hir_item(t->h, def_named(t, "E", DEF_ENUM));
    assert_int_equal(ei->adt.nvariants, 2);
    assert_int_equal(hir_body(t->h, ei->adt.variants[0].disr.def)->value->lit.lo, 5);
    assert_int_equal(ei->adt.variants[1].disr.def.i, 0);
    assert_int_not_equal(ei->adt.variants[0].ctor.i, 0);
    t_free(t);
}

static void test_while_desugar(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "fn f(c: bool) { 'l: while c { break 'l; } }\n", true);
    const HirBody *b = body_of(t, "f");
    check_ids(b);
    const HirBlock *blk = fn_block(b);
    const HirExpr *lp = blk->expr ? blk->expr : blk->stmts[0].expr;
    assert_int_equal(lp->kind, HEXPR_LOOP);
    assert_int_equal(lp->loop.source, LOOP_SRC_WHILE);
    assert_int_equal(lp->loop.label.name, sym_cstr("'l"));
    const HirExpr *iff = lp->loop.body->stmts[0].expr;
    assert_int_equal(iff->kind, HEXPR_IF);
    const HirExpr *brk = iff->if_.els->block.block->expr;
    assert_int_equal(brk->kind, HEXPR_BREAK);
    assert_int_equal(brk->brk.target.i, lp->id.i);
    /* the labelled break in the body targets the loop too */
    const HirExpr *inner = iff->if_.then->block.block->stmts[0].expr;
    assert_int_equal(inner->kind, HEXPR_BREAK);
    assert_int_equal(inner->brk.target.i, lp->id.i);
    t_free(t);
}

static void test_for_desugar(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "pub enum Option<T> { #[lang = \"None\"] None, #[lang = \"Some\"] Some(T) }\n"
                         "fn f(v: i32) { for i in v { continue; } }\n",
                 true);
    const HirBody *b = body_of(t, "f");
    check_ids(b);
    const HirBlock *blk = fn_block(b);
    const HirExpr *m = blk->expr ? blk->expr : blk->stmts[0].expr;
    assert_int_equal(m->kind, HEXPR_MATCH);
    assert_int_equal(m->match.source, MATCH_SRC_FOR);
    assert_int_equal(m->match.scrutinee->kind, HEXPR_CALL);
    assert_int_equal(m->match.scrutinee->call.callee->qpath.kind, QPATH_LANG_ITEM);
    assert_int_equal(m->match.scrutinee->call.callee->qpath.lang, LANG_INTO_ITER);
    const HirPat *iter = m->match.arms[0].pat;
    assert_int_equal(iter->kind, HPAT_BINDING);
    assert_true(iter->binding.mutbl);
    const HirExpr *lp = m->match.arms[0].body;
    assert_int_equal(lp->kind, HEXPR_LOOP);
    assert_int_equal(lp->loop.source, LOOP_SRC_FOR);
    const HirExpr *nm = lp->loop.body->stmts[0].expr;
    assert_int_equal(nm->kind, HEXPR_MATCH);
    const HirExpr *next = nm->match.scrutinee;
    assert_int_equal(next->call.callee->qpath.lang, LANG_NEXT);
    assert_int_equal(next->call.args[0]->kind, HEXPR_ADDR_OF);
    assert_int_equal(next->call.args[0]->addr_of.expr->qpath.path->local.i, iter->id.i);
    assert_int_equal(nm->match.arms[0].pat->qpath.lang, LANG_OPTION_NONE);
    assert_int_equal(nm->match.arms[0].body->brk.target.i, lp->id.i);
    assert_int_equal(nm->match.arms[1].pat->tuple_struct.qpath.lang, LANG_OPTION_SOME);
    const HirExpr *cont = nm->match.arms[1].body->block.block->stmts[0].expr;
    assert_int_equal(cont->kind, HEXPR_CONTINUE);
    assert_int_equal(cont->cont_target.i, lp->id.i);
    t_free(t);
}

static void test_try_and_ranges(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "fn f(x: i32) -> i32 { let a = x?; let r = 1..2; let s = 1..=2; let u = ..; "
                         "let v = x..; a }\n",
                 true);
    const HirBody *b = body_of(t, "f");
    check_ids(b);
    const HirBlock *blk = fn_block(b);
    const HirExpr *m = blk->stmts[0].local->init;
    assert_int_equal(m->kind, HEXPR_MATCH);
    assert_int_equal(m->match.source, MATCH_SRC_TRY);
    assert_int_equal(m->match.scrutinee->call.callee->qpath.lang, LANG_BRANCH);
    assert_int_equal(m->match.arms[0].pat->tuple_struct.qpath.lang, LANG_CONTROL_FLOW_CONTINUE);
    const HirPat *val = m->match.arms[0].pat->tuple_struct.pats[0];
    assert_int_equal(m->match.arms[0].body->qpath.path->local.i, val->id.i);
    assert_int_equal(m->match.arms[1].pat->tuple_struct.qpath.lang, LANG_CONTROL_FLOW_BREAK);
    const HirExpr *ret = m->match.arms[1].body;
    assert_int_equal(ret->kind, HEXPR_RET);
    assert_int_equal(ret->ret->call.callee->qpath.lang, LANG_FROM_RESIDUAL);
    const HirExpr *r = blk->stmts[1].local->init;
    assert_int_equal(r->kind, HEXPR_STRUCT);
    assert_int_equal(r->strukt.qpath.lang, LANG_RANGE);
    assert_int_equal(r->strukt.nfields, 2);
    assert_int_equal(r->strukt.fields[0].ident.name, sym_cstr("start"));
    const HirExpr *s = blk->stmts[2].local->init;
    assert_int_equal(s->kind, HEXPR_CALL);
    assert_int_equal(s->call.callee->qpath.lang, LANG_RANGE_INCLUSIVE_NEW);
    assert_int_equal(blk->stmts[3].local->init->strukt.qpath.lang, LANG_RANGE_FULL);
    assert_int_equal(blk->stmts[4].local->init->strukt.qpath.lang, LANG_RANGE_FROM);
    t_free(t);
}

static void test_if_let_and_ops(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "fn f(mut x: i32, o: (i32,)) -> bool { if let (y,) = o { x += y; } x > 1 && x < 3 }\n",
                 true);
    const HirBody *b = body_of(t, "f");
    check_ids(b);
    const HirBlock *blk = fn_block(b);
    const HirExpr *iff = blk->stmts[0].expr;
    assert_int_equal(iff->kind, HEXPR_IF);
    assert_int_equal(iff->if_.cond->kind, HEXPR_LET);
    assert_int_equal(iff->if_.then->block.block->stmts[0].expr->kind, HEXPR_ASSIGN_OP);
    assert_int_equal(iff->if_.then->block.block->stmts[0].expr->binary.op, HBIN_ADD);
    assert_int_equal(blk->expr->kind, HEXPR_BINARY);
    assert_int_equal(blk->expr->binary.op, HBIN_AND);
    t_free(t);
}

static void test_literals(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "fn f() { (0xff_u8, \"a\\n\\u{e9}\", 1_000.5f32, b'x', "
                         "340282366920938463463374607431768211455u128, 'z', b\"q\\x01\", true, 2f64, 1e3); }\n",
                 true);
    const HirBody *b = body_of(t, "f");
    const HirExpr *tup = fn_block(b)->stmts[0].expr;
    assert_int_equal(tup->kind, HEXPR_TUP);
    HirLit *l;
    l = &tup->elems.elems[0]->lit;
    assert_int_equal(l->kind, HLIT_INT);
    assert_int_equal(l->lo, 255);
    assert_int_equal(l->suffix, PRIM_U8 + 1);
    l = &tup->elems.elems[1]->lit;
    assert_int_equal(l->kind, HLIT_STR);
    assert_int_equal(l->len, 4);
    assert_memory_equal(l->bytes, "a\n\xc3\xa9", 4);
    l = &tup->elems.elems[2]->lit;
    assert_int_equal(l->kind, HLIT_FLOAT);
    assert_int_equal(l->suffix, PRIM_F32 + 1);
    assert_string_equal((const char *)l->bytes, "1000.5");
    l = &tup->elems.elems[3]->lit;
    assert_int_equal(l->kind, HLIT_BYTE);
    assert_int_equal(l->lo, 'x');
    l = &tup->elems.elems[4]->lit;
    assert_int_equal(l->kind, HLIT_INT);
    assert_true(l->lo == UINT64_MAX && l->hi == UINT64_MAX);
    assert_int_equal(tup->elems.elems[5]->lit.kind, HLIT_CHAR);
    assert_int_equal(tup->elems.elems[5]->lit.lo, 'z');
    l = &tup->elems.elems[6]->lit;
    assert_int_equal(l->kind, HLIT_BYTE_STR);
    assert_int_equal(l->len, 2);
    assert_int_equal(l->bytes[1], 1);
    assert_int_equal(tup->elems.elems[7]->lit.kind, HLIT_BOOL);
    assert_int_equal(tup->elems.elems[7]->lit.lo, 1);
    l = &tup->elems.elems[8]->lit;
    assert_int_equal(l->kind, HLIT_FLOAT);
    assert_int_equal(l->suffix, PRIM_F64 + 1);
    assert_string_equal((const char *)l->bytes, "2");
    assert_string_equal((const char *)tup->elems.elems[9]->lit.bytes, "1e3");
    t_free(t);
}

static void test_paths(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "pub enum Opt<T> { No, Yes(T) }\n"
                         "pub trait Tr { type A; fn g() -> i32; }\n"
                         "fn f<U: Tr>(x: U::A) { let a = <U as Tr>::g(); let b = Opt::<u8>::No; "
                         "let c = U::g(); }\n",
                 true);
    const HirItem *fi = hir_item(t->h, def_named(t, "f", DEF_FN));
    const HirTy *xt = fi->fn.decl.inputs[0];
    assert_int_equal(xt->kind, HTY_PATH);
    assert_int_equal(xt->qpath.kind, QPATH_TYPE_RELATIVE);
    assert_int_equal(xt->qpath.seg->ident.name, sym_cstr("A"));
    assert_int_equal(xt->qpath.qself->qpath.kind, QPATH_RESOLVED);
    assert_int_equal(xt->qpath.qself->qpath.path->res.def.i, def_named(t, "U", DEF_TY_PARAM).i);
    /* generics: T: Tr is a predicate */
    assert_int_equal(fi->generics.nparams, 1);
    assert_int_equal(fi->generics.npreds, 1);
    assert_int_equal(fi->generics.preds[0].bounds[0].trait_path->res.def.i, def_named(t, "Tr", DEF_TRAIT).i);
    const HirBlock *blk = fn_block(body_of(t, "f"));
    const HirExpr *a = blk->stmts[0].local->init->call.callee;
    assert_int_equal(a->qpath.kind, QPATH_RESOLVED);
    assert_non_null(a->qpath.qself);
    assert_int_equal(a->qpath.path->res.def.i, def_named(t, "g", DEF_ASSOC_FN).i);
    const HirExpr *bx = blk->stmts[1].local->init;
    const HirPath *bp = bx->qpath.path;
    assert_int_equal(bp->nsegs, 2);
    assert_int_equal(res_def(t->r, bp->res.def)->kind, DEF_CTOR);
    assert_int_equal(bp->segs[0].res.def.i, def_named(t, "Opt", DEF_ENUM).i);
    assert_non_null(bp->segs[0].args);
    assert_false(bp->segs[0].infer_args);
    assert_true(bp->segs[1].infer_args);
    const HirExpr *c = blk->stmts[2].local->init->call.callee;
    assert_int_equal(c->qpath.kind, QPATH_TYPE_RELATIVE);
    assert_int_equal(c->qpath.seg->ident.name, sym_cstr("g"));
    t_free(t);
}

static void test_items_and_generics(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "pub trait Tr<A>: Copy where A: Copy { fn m(&self, a: A); }\n"
                         "pub struct S<T: ?Sized> { a: i32, b: *const T }\n"
                         "impl<T> Tr<u8> for S<T> { fn m(&self, a: u8) {} }\n"
                         "extern \"C\" { fn puts(s: *const u8) -> i32; fn printf(f: *const u8, ...) -> i32; }\n"
                         "extern \"rust-intrinsic\" { fn abort() -> !; }\n",
                 true);
    const HirItem *tr = hir_item(t->h, def_named(t, "Tr", DEF_TRAIT));
    assert_int_equal(tr->kind, HITEM_TRAIT);
    assert_int_equal(tr->trait.nsupertraits, 1);
    assert_int_equal(tr->trait.nitems, 1);
    assert_int_equal(tr->generics.npreds, 1);
    const HirItem *m = hir_item(t->h, tr->trait.items[0]);
    assert_int_equal(m->kind, HITEM_FN);
    assert_true(m->fn.decl.has_self);
    assert_false(m->fn.has_body);
    assert_int_equal(m->fn.decl.inputs[0]->kind, HTY_REF);
    assert_int_equal(m->fn.decl.inputs[0]->ptr.ty->qpath.path->res.kind, RES_SELF_TY_TRAIT);
    const HirItem *s = hir_item(t->h, def_named(t, "S", DEF_STRUCT));
    assert_int_equal(s->adt.nvariants, 1);
    assert_int_equal(s->adt.variants[0].nfields, 2);
    assert_int_equal(s->generics.preds[0].bounds[0].kind, HB_MAYBE_TRAIT);
    uint32_t n;
    const DefId *items = hir_crate_items(t->h, LOCAL_CRATE, &n);
    DefId impl = {0};
    for (uint32_t i = 0; i < n; i++)
        if (res_def(t->r, items[i])->kind == DEF_IMPL) impl = items[i];
    const HirItem *im = hir_item(t->h, impl);
    assert_int_equal(im->kind, HITEM_IMPL);
    assert_int_equal(im->impl.of_trait->res.def.i, tr->def.i);
    assert_int_equal(im->impl.nitems, 1);
    const HirItem *puts = hir_item(t->h, def_named(t, "puts", DEF_FN));
    assert_true(puts->fn.is_foreign);
    assert_int_equal(puts->fn.abi, ABI_C);
    assert_true(hir_item(t->h, def_named(t, "printf", DEF_FN))->fn.decl.c_variadic);
    assert_int_equal(hir_item(t->h, def_named(t, "abort", DEF_FN))->fn.abi, ABI_RUST_INTRINSIC);
    assert_null(hir_body(t->h, def_named(t, "puts", DEF_FN)));
    t_free(t);
}

static void test_attrs(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "#[repr(C, packed(2))] struct A { x: u8 }\n#[repr(align(8), u16)] enum B { X }\n"
                         "#[repr(packed)] struct C;\n#[inline(always)] #[no_mangle] #[track_caller] fn f() {}\n"
                         "extern \"C\" { #[link_name = \"bar\"] fn foo(); }\n",
                 true);
    const HirAttrs *a = hir_attrs(t->h, def_named(t, "A", DEF_STRUCT));
    assert_true(a->repr_c);
    assert_int_equal(a->repr_packed, 2);
    const HirAttrs *b = hir_attrs(t->h, def_named(t, "B", DEF_ENUM));
    assert_int_equal(b->repr_align, 8);
    assert_int_equal(b->repr_int, REPR_U16);
    assert_int_equal(hir_attrs(t->h, def_named(t, "C", DEF_STRUCT))->repr_packed, 1);
    const HirAttrs *f = hir_attrs(t->h, def_named(t, "f", DEF_FN));
    assert_true(f->inline_hint && f->inline_always && f->no_mangle && f->track_caller);
    assert_int_equal(hir_attrs(t->h, def_named(t, "foo", DEF_FN))->link_name, sym_cstr("bar"));
    t_free(t);
}

static void test_lang_items_and_entry(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "#[start] fn st(argc: isize, argv: *const *const u8) -> isize { 0 }\nfn main() {}\n", true);
    DefId sized = def_named(t, "Sized", DEF_TRAIT);
    assert_int_equal(hir_lang_item(t->h, LANG_SIZED).i, sized.i);
    assert_int_equal(hir_lang_item_of(t->h, sized), LANG_SIZED);
    assert_int_equal(hir_lang_item(t->h, LANG_DROP).i, 0);
    assert_string_equal(lang_item_name(LANG_SIZED), "sized");
    assert_int_equal(hir_attrs(t->h, sized)->lang, LANG_SIZED);
    bool is_start = false;
    assert_int_equal(hir_entry_fn(t->h, &is_start).i, def_named(t, "st", DEF_FN).i);
    assert_true(is_start);
    t_free(t);
    t = t_new(PRELUDE "mod m { fn main() {} }\nfn main() {}\n", true);
    DefId e = hir_entry_fn(t->h, &is_start);
    assert_false(is_start);
    assert_int_equal(res_def(t->r, res_def(t->r, e)->parent)->parent.i, 0);
    t_free(t);
}

static void test_lang_item_errors(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "#[lang = \"sized\"] trait Sized2 {}\n#[lang = \"foo_bar\"] fn f() {}\n", false);
    assert_int_equal(t->fx->dc.nerrors, 2);
    fx_expect_diag(t->fx, "error[E0152]: found duplicate lang item `sized`");
    fx_expect_diag(t->fx, "note: the lang item is first defined here");
    fx_expect_diag(t->fx, "error[E0522]: definition of an unknown language item: `foo_bar`");
    /* the first definition stays the lang item */
    assert_int_equal(hir_lang_item(t->h, LANG_SIZED).i, def_named(t, "Sized", DEF_TRAIT).i);
    t_free(t);
}

static void test_patterns(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "pub enum E { A(i32), B(i32), C }\npub struct P { x: i32, y: i32 }\n"
                         "fn f(e: E, p: P, s: &[i32]) -> i32 { let P { x, .. } = p; "
                         "match e { E::A(v) | E::B(v) => v, E::C => x } }\n"
                         "fn g(s: &[i32]) { match s { [a, rest @ .., b] => {} [..] => {} } }\n",
                 true);
    const HirBody *b = body_of(t, "f");
    check_ids(b);
    const HirBlock *blk = fn_block(b);
    const HirPat *sp = blk->stmts[0].local->pat;
    assert_int_equal(sp->kind, HPAT_STRUCT);
    assert_true(sp->strukt.rest);
    assert_int_equal(sp->strukt.nfields, 1);
    const HirExpr *m = blk->expr;
    const HirPat *orp = m->match.arms[0].pat;
    assert_int_equal(orp->kind, HPAT_OR);
    HirId v1 = orp->alts.alts[0]->tuple_struct.pats[0]->id;
    HirId v2 = orp->alts.alts[1]->tuple_struct.pats[0]->id;
    /* the alternatives bind the same local */
    assert_int_equal(v1.i, v2.i);
    assert_int_equal(m->match.arms[0].body->qpath.path->local.i, v1.i);
    assert_int_equal(m->match.arms[1].pat->kind, HPAT_PATH);
    const HirExpr *gm = fn_block(body_of(t, "g"))->expr;
    const HirPat *sl = gm->match.arms[0].pat;
    assert_int_equal(sl->kind, HPAT_SLICE);
    assert_int_equal(sl->slice.nbefore, 1);
    assert_int_equal(sl->slice.nafter, 1);
    assert_int_equal(sl->slice.mid->kind, HPAT_BINDING);
    assert_int_equal(gm->match.arms[1].pat->slice.mid->kind, HPAT_WILD);
    t_free(t);
}


static void test_self_and_shorthand(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "pub struct P { x: i32 }\nimpl P { fn m(&self) -> P { let x = self.x; P { x } } "
                         "fn n(self) -> Self { Self { x: 1 } } }\n",
                 true);
    const HirBody *b = hir_body(t->h, def_named(t, "m", DEF_ASSOC_FN));
    check_ids(b);
    HirId self_id = b->params[0].pat->id;
    assert_int_equal(b->params[0].pat->kind, HPAT_BINDING);
    assert_int_equal(b->params[0].ty->kind, HTY_REF);
    assert_int_equal(b->params[0].ty->ptr.ty->qpath.path->res.kind, RES_SELF_TY_IMPL);
    const HirBlock *blk = fn_block(b);
    const HirExpr *fx = blk->stmts[0].local->init;
    assert_int_equal(fx->kind, HEXPR_FIELD);
    assert_int_equal(fx->field.expr->qpath.path->res.kind, RES_LOCAL);
    assert_int_equal(fx->field.expr->qpath.path->local.i, self_id.i);
    const HirExpr *se = blk->expr;
    assert_int_equal(se->kind, HEXPR_STRUCT);
    assert_int_equal(se->strukt.qpath.path->res.def.i, def_named(t, "P", DEF_STRUCT).i);
    /* the shorthand field names the local */
    assert_int_equal(se->strukt.fields[0].expr->qpath.path->local.i, blk->stmts[0].local->pat->id.i);
    const HirBody *nb = hir_body(t->h, def_named(t, "n", DEF_ASSOC_FN));
    assert_int_equal(fn_block(nb)->expr->strukt.qpath.path->res.kind, RES_SELF_TY_IMPL);
    assert_true(hir_item(t->h, def_named(t, "n", DEF_ASSOC_FN))->fn.decl.has_self);
    t_free(t);
}

static void test_destructuring_assign(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "pub struct P(i32, i32);\nfn f(mut a: i32, mut b: i32) { (a, b) = (b, a); P(a, _) = P(1, 2); }\n",
                 true);
    const HirBody *b = body_of(t, "f");
    check_ids(b);
    const HirBlock *blk = fn_block(b);
    const HirExpr *d = blk->stmts[0].expr;
    assert_int_equal(d->kind, HEXPR_BLOCK);
    const HirBlock *db = d->block.block;
    assert_int_equal(db->nstmts, 3);
    const HirLocal *l = db->stmts[0].local;
    assert_int_equal(l->pat->kind, HPAT_TUPLE);
    assert_int_equal(l->init->kind, HEXPR_TUP);
    const HirExpr *as0 = db->stmts[1].expr;
    assert_int_equal(as0->kind, HEXPR_ASSIGN);
    assert_int_equal(as0->assign.lhs->qpath.path->local.i, b->params[0].pat->id.i);
    assert_int_equal(as0->assign.rhs->qpath.path->local.i, l->pat->tuple.pats[0]->id.i);
    const HirBlock *db2 = blk->stmts[1].expr->block.block;
    assert_int_equal(db2->stmts[0].local->pat->kind, HPAT_TUPLE_STRUCT);
    assert_int_equal(db2->stmts[0].local->pat->tuple_struct.pats[1]->kind, HPAT_WILD);
    assert_int_equal(db2->nstmts, 2);
    t_free(t);
}

static void test_impl_trait_arg(void **state) {
    (void)state;
    T *t = t_new(PRELUDE "pub trait Tr {}\nfn f<A>(a: A, x: impl Tr, y: &impl Copy) -> impl Tr { x }\n", true);
    DefId f = def_named(t, "f", DEF_FN);
    const HirItem *fi = hir_item(t->h, f);
    assert_int_equal(fi->generics.nparams, 3);
    DefId p1 = fi->generics.params[1].def;
    const DefData *pd = res_def(t->r, p1);
    assert_int_equal(pd->kind, DEF_TY_PARAM);
    assert_int_equal(pd->parent.i, f.i);
    assert_string_equal(sym_str(pd->name), "impl Tr");
    assert_int_equal(fi->generics.npreds, 2);
    assert_int_equal(fi->generics.preds[0].bounded->qpath.path->res.def.i, p1.i);
    assert_int_equal(fi->generics.preds[0].bounds[0].trait_path->res.def.i, def_named(t, "Tr", DEF_TRAIT).i);
    /* the argument's type names the parameter, in the signature and the body */
    assert_int_equal(fi->fn.decl.inputs[1]->qpath.path->res.def.i, p1.i);
    assert_int_equal(fi->fn.decl.inputs[2]->ptr.ty->qpath.path->res.def.i, fi->generics.params[2].def.i);
    assert_int_equal(body_of(t, "f")->params[1].ty->qpath.path->res.def.i, p1.i);
    /* in return position it stays an impl type */
    assert_int_equal(fi->fn.decl.output->kind, HTY_IMPL_TRAIT);
    t_free(t);
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ids_and_locals),
        cmocka_unit_test(test_closure_shares_numbering),
        cmocka_unit_test(test_anon_consts),
        cmocka_unit_test(test_while_desugar),
        cmocka_unit_test(test_for_desugar),
        cmocka_unit_test(test_try_and_ranges),
        cmocka_unit_test(test_if_let_and_ops),
        cmocka_unit_test(test_literals),
        cmocka_unit_test(test_paths),
        cmocka_unit_test(test_items_and_generics),
        cmocka_unit_test(test_attrs),
        cmocka_unit_test(test_lang_items_and_entry),
        cmocka_unit_test(test_lang_item_errors),
        cmocka_unit_test(test_patterns),
        cmocka_unit_test(test_self_and_shorthand),
        cmocka_unit_test(test_destructuring_assign),
        cmocka_unit_test(test_impl_trait_arg),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
