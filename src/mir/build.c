/* build.c — building the MIR of one body: locals for the return place,
 * arguments and variables, the outermost scope, blocks and statements.
 *
 * Takes: a DefId with a body (fn, assoc fn, closure, const, static, anon
 * const), its HIR body (hir_body) and TypeckResults (tc_typeck).
 * Gives: the MirBody (via mb_finish in drops.c); NULL when typeck failed.
 * Expressions are lowered by build_expr.c, patterns by build_match.c. */
#include "mir_priv.h"

#include <string.h>

/* ---- variables ---- */

MirLocal mb_var_local(Builder *b, const HirPat *pat) {
    uint64_t v;
    if (hmap_get(&b->vars, pat->id.i, &v)) return (MirLocal)v;
    TyId ty = tc_node_type(b->tr, pat->id);
    MirLocal l = mb_new_local(b, ty, pat->span);
    MirLocalDecl *d = &b->locals.data[l];
    d->is_user_var = true;
    if (pat->kind == HPAT_BINDING) {
        d->name = pat->binding.ident.name;
        d->mutbl = pat->binding.mutbl && !pat->binding.by_ref;
        d->span = pat->binding.ident.span.lo ? pat->binding.ident.span : pat->span;
    }
    b->info.data[l].immutable_var = !d->mutbl;
    b->info.data[l].decl_span = d->span;
    b->info.data[l].var = pat->id;
    hmap_put(&b->vars, pat->id.i, l);
    return l;
}

/* ---- blocks and statements ---- */

void mb_stmt_expr(Builder *b, const HirExpr *e) {
    TyId ty = mb_expr_ty(b, e);
    MirLocal t = mb_new_temp(b, ty, e->span);
    mb_into(b, mb_place(t), e);
    mb_schedule_temp_drop(b, t, e->span);
}

static void lower_stmt_at(Builder *b, const HirStmt *s);

/* (a statement that is a macro call of another crate, `assert_eq!(a, b);`,
 * has its call's span: its code's statements are placed there) */
static void lower_stmt(Builder *b, const HirStmt *s) {
    Span saved = b->user_span;
    if (!mb_span_is_external(b, s->span)) b->user_span = s->span;
    lower_stmt_at(b, s);
    b->user_span = saved;
}

static void lower_stmt_at(Builder *b, const HirStmt *s) {
    switch (s->kind) {
    case HSTMT_ITEM: return;
    case HSTMT_LET:
        mb_let(b, s->local);
        return;
    case HSTMT_EXPR:
    case HSTMT_SEMI: {
        /* temporaries live to the end of the statement */
        int saved = b->temp_scope;
        b->temp_scope = -1;
        mb_push_scope(b);
        mb_stmt_expr(b, s->expr);
        mb_pop_scope(b, s->span);
        b->temp_scope = saved;
        return;
    }
    }
}

/* Lowers the block's statements and its tail into dest (unit when there
 * is no tail and the block does not diverge). */
void mb_block_into(Builder *b, Place dest, const HirBlock *blk, Span span) {
    mb_push_scope(b);
    int saved = b->temp_scope;
    b->temp_scope = -1;
    for (uint32_t i = 0; i < blk->nstmts; i++) lower_stmt(b, &blk->stmts[i]);
    if (blk->expr) {
        /* the tail's temporaries are dropped after the block's locals */
        vec_last(&b->scopes).tail_start = vec_last(&b->scopes).drops.len + 1;
        mb_into(b, dest, blk->expr);
    } else if (ty_is_unit(b->tcx, mb_place_ty(b, dest))) {
        mb_assign_use(b, dest, mb_const_unit(b), blk->span);
    } else {
        /* a block without tail of a type other than () ends in a
         * diverging statement (`{ return 5; }`): this point is dead */
        mb_terminate(b, TERM_UNREACHABLE, blk->span);
        mb_start_dead(b);
    }
    b->temp_scope = saved;
    mb_pop_scope(b, (Span){blk->span.hi > 0 ? blk->span.hi - 1 : 0, blk->span.hi});
    (void)span;
}

/* ---- bodies ---- */

void mb_builder_init(Builder *b, TyCtxt *tcx, DefId def) {
    memset(b, 0, sizeof *b);
    b->tcx = tcx;
    b->hir = ty_hir(tcx);
    b->a = ty_arena(tcx);
    b->dc = ty_diag(tcx);
    b->def = def;
    b->temp_scope = -1;
    b->bind_scope = -1;
    b->return_bb = MIR_NO_BLOCK;
    b->no_unwind = ty_options(tcx)->panic_abort;
    hmap_init(&b->vars);
}

void mb_builder_free(Builder *b) {
    for (uint32_t i = 0; i < b->blocks.len; i++) vec_free(&b->blocks.data[i].stmts);
    vec_free(&b->blocks);
    vec_free(&b->locals);
    vec_free(&b->info);
    for (uint32_t i = 0; i < b->scopes.len; i++) {
        vec_free(&b->scopes.data[i].drops);
        vec_free(&b->scopes.data[i].cleanup);
    }
    vec_free(&b->scopes);
    vec_free(&b->breakables);
    vec_free(&b->flags_to_clear);
    vec_free(&b->fake_reads);
    hmap_free(&b->vars);
}

/* An argument: a named local when its pattern is a plain binding, else
 * an anonymous one destructured after all arguments are declared. */
static MirLocal declare_arg(Builder *b, const HirParam *p, TyId ty) {
    if (p && mb_pat_is_simple_binding(b, p->pat)) {
        MirLocal l = mb_var_local(b, p->pat);
        b->locals.data[l].ty = ty;
        return l;
    }
    MirLocal l = mb_new_local(b, ty, p ? p->span : b->span);
    return l;
}

static TyId location_ref_ty(Builder *b) {
    return ty_ref(b->tcx, mb_lang_adt(b, LANG_PANIC_LOCATION), false);
}

/* Declares _0 and the arguments; returns the body's value expression. */
static const HirExpr *declare_fn(Builder *b, const HirItem *it) {
    FnSig sig = ty_fn_sig(b->tcx, b->def);
    uint32_t n = ty_args_len(b->tcx, sig.inputs_and_output);
    const TyId *io = ty_args(b->tcx, sig.inputs_and_output);
    TyId out = n ? mb_norm(b, io[n - 1]) : ty_common(b->tcx)->unit;
    mb_new_temp(b, out, it->span);
    uint32_t nin = n ? n - 1 : 0;
    for (uint32_t i = 0; i < nin; i++)
        declare_arg(b, i < b->body->nparams ? &b->body->params[i] : NULL, mb_norm(b, io[i]));
    b->arg_count = nin;
    if (mb_is_track_caller(b->tcx, b->def)) {
        b->caller_loc = mb_new_local(b, location_ref_ty(b), it->span);
        b->arg_count++;
    }
    b->spread_last_arg = sig.abi == ABI_RUST_CALL;
    b->c_variadic = sig.c_variadic;
    return b->body->value;
}

/* A generator: _1 = &mut G, _2 = the resume argument (`()` without a
 * parameter); its upvars move into locals of the body. */
static const HirExpr *declare_generator(Builder *b, const HirExpr *ce) {
    const ClosureInfo *ci = b->closure;
    TyId gty = tc_node_type(b->tr, ce->id);
    TyId resume, ret;
    ty_generator_parts(b->tcx, gty, &resume, NULL, &ret, NULL);
    mb_new_temp(b, mb_norm(b, ret), ce->span);
    mb_new_local(b, ty_ref(b->tcx, gty, true), ce->span);
    b->resume_ty = mb_norm(b, resume);
    declare_arg(b, ce->closure.nparams ? &ce->closure.params[0] : NULL, b->resume_ty);
    b->arg_count = 2;
    b->gen_upvars = ci->ncaptures ? ARENA_ARRAY(b->a, MirLocal, ci->ncaptures) : NULL;
    for (uint32_t i = 0; i < ci->ncaptures; i++) {
        TyId t = mb_norm(b, ci->captures[i].ty);
        Place src = mb_field(b, mb_deref(b, mb_place(1)), i, t);
        MirLocal u = mb_new_local(b, t, ce->span);
        mb_assign_use(b, mb_place(u), mb_consume(b, src), ce->span);
        mb_schedule_drop(b, u, ce->span, 0);
        mb_note_init(b, u, ce->span);
        b->gen_upvars[i] = u;
    }
    return ce->closure.body;
}

static const HirExpr *declare_closure(Builder *b) {
    const HirExpr *ce = hir_closure_expr(b->hir, b->def);
    b->closure = tc_closure_info(b->tcx, b->def);
    if (!ce || !b->closure) return NULL;
    if (b->closure->is_generator) return declare_generator(b, ce);
    const ClosureInfo *ci = b->closure;
    uint32_t n = ty_args_len(b->tcx, ci->sig.inputs_and_output);
    const TyId *io = ty_args(b->tcx, ci->sig.inputs_and_output);
    mb_new_temp(b, n ? mb_norm(b, io[n - 1]) : ty_common(b->tcx)->unit, ce->span);
    TyId cty = tc_node_type(b->tr, ce->id);
    TyId env = ci->kind == CLOSURE_FN ? ty_ref(b->tcx, cty, false)
             : ci->kind == CLOSURE_FN_MUT ? ty_ref(b->tcx, cty, true) : cty;
    MirLocal el = mb_new_local(b, env, ce->span);
    b->locals.data[el].mutbl = ci->kind == CLOSURE_FN_ONCE;
    for (uint32_t i = 0; i + 1 < n; i++)
        declare_arg(b, i < ce->closure.nparams ? &ce->closure.params[i] : NULL, mb_norm(b, io[i]));
    b->arg_count = n ? n : 1;
    return ce->closure.body;
}

/* After the arguments: destructuring patterns, drop schedules. */
static void bind_args(Builder *b, const HirParam *params, uint32_t nparams, MirLocal first) {
    for (uint32_t i = 0; i < nparams && first + i <= b->arg_count; i++) {
        MirLocal l = first + i;
        mb_schedule_drop(b, l, params[i].span, 0);
        mb_note_init(b, l, params[i].span);
        if (!b->locals.data[l].is_user_var || b->locals.data[l].name == 0) mb_param_pat(b, l, params[i].pat);
    }
}

const MirBody *mir_ctor_body(TyCtxt *tcx, DefId ctor);

const MirBody *mir_build_body(TyCtxt *tcx, DefId def) {
    const DefData *dd = res_def(ty_resolver(tcx), def);
    if (!dd) return NULL;
    if (dd->kind == DEF_CTOR) return mir_ctor_body(tcx, def);
    MirBodyKind kind;
    switch (dd->kind) {
    case DEF_FN: case DEF_ASSOC_FN: kind = MIR_FN; break;
    case DEF_CLOSURE: kind = MIR_CLOSURE; break;
    case DEF_CONST: case DEF_ASSOC_CONST: case DEF_ANON_CONST: kind = MIR_CONST; break;
    case DEF_STATIC: kind = MIR_STATIC; break;
    default: return NULL;
    }
    Hir *h = ty_hir(tcx);
    const HirItem *it = kind == MIR_FN || kind == MIR_STATIC || kind == MIR_CONST ? hir_item(h, def) : NULL;
    if (kind == MIR_FN && (!it || it->kind != HITEM_FN || !it->fn.has_body || it->fn.is_foreign)) return NULL;
    if (kind == MIR_STATIC && it && it->kind == HITEM_STATIC && it->statik.is_foreign) return NULL;
    const HirBody *body = hir_body(h, def);
    if (!body || !body->value) return NULL;
    const TypeckResults *tr = tc_typeck(tcx, def);
    if (!tr || tr->tainted) return NULL;

    Builder bs, *b = &bs;
    mb_builder_init(b, tcx, def);
    b->kind = kind;
    b->body = body;
    b->tr = tr;
    b->owner = kind == MIR_CLOSURE ? hir_body_owner(h, def) : def;
    b->env = ty_param_env(tcx, b->owner);
    b->span = dd->span;
    b->cur = mb_new_block(b);
    mb_push_scope(b);

    const HirExpr *value = body->value;
    if (kind == MIR_FN) {
        value = declare_fn(b, it);
        bind_args(b, body->params, body->nparams, 1);
    } else if (kind == MIR_CLOSURE) {
        value = declare_closure(b);
        if (!value) {
            mb_builder_free(b);
            return NULL;
        }
        if (b->closure->kind == CLOSURE_FN_ONCE && !b->closure->is_generator) {
            /* the env is initialised at entry: without it, a partial move
             * out of it (one capture) left the others undropped */
            mb_schedule_drop(b, 1, b->span, 0);
            mb_note_init(b, 1, b->span);
        }
        const HirExpr *ce = hir_closure_expr(h, def);
        bind_args(b, ce->closure.params, ce->closure.nparams, 2);
    } else {
        TyId t = kind == MIR_CONST && dd->kind == DEF_ANON_CONST ? tc_node_type(tr, value->id) : ty_type_of(tcx, def);
        mb_new_temp(b, mb_norm(b, t), dd->span);
    }
    mb_into(b, mb_place(MIR_RETURN_PLACE), value);
    Span end = {b->span.hi > 0 ? b->span.hi - 1 : 0, b->span.hi};
    if (value) end = (Span){value->span.hi > 0 ? value->span.hi - 1 : 0, value->span.hi};
    mb_pop_scope(b, end);
    mb_terminate(b, TERM_RETURN, end);
    const MirBody *out = b->failed ? NULL : mb_finish(b);
    mb_builder_free(b);
    return out;
}

/* ---- the crate ---- */

typedef void (*BodyFn)(TyCtxt *tcx, DefId def, void *arg);

typedef struct BodyVisit {
    TyCtxt *tcx;
    BodyFn fn;
    void *arg;
    HashMap seen;             /* DefIds visited */
} BodyVisit;

static void visit_with_closures(BodyVisit *v, DefId def) {
    if (!hmap_put(&v->seen, def.i, 1)) return;   /* hir_crate_items lists associated items too */
    v->fn(v->tcx, def, v->arg);
    const TypeckResults *tr = tc_typeck(v->tcx, def);
    if (!tr || tr->tainted) return;
    for (uint32_t i = 0; i < tr->nclosures; i++) v->fn(v->tcx, tr->closures[i].def, v->arg);
}

static void visit_item(BodyVisit *v, DefId def) {
    const HirItem *it = hir_item(ty_hir(v->tcx), def);
    if (!it) return;
    switch (it->kind) {
    case HITEM_FN:
        if (it->fn.has_body && !it->fn.is_foreign) visit_with_closures(v, def);
        break;
    case HITEM_CONST:
        if (it->konst.has_body) visit_with_closures(v, def);
        break;
    case HITEM_STATIC:
        if (!it->statik.is_foreign) visit_with_closures(v, def);
        break;
    case HITEM_IMPL:
        for (uint32_t i = 0; i < it->impl.nitems; i++) visit_item(v, it->impl.items[i]);
        break;
    case HITEM_TRAIT:
        for (uint32_t i = 0; i < it->trait.nitems; i++) visit_item(v, it->trait.items[i]);
        break;
    default: break;
    }
}

/* Calls fn on every body of the local crate in definition order (items,
 * the associated items of impls and traits), each followed by its
 * closures. Generic bodies are included (their MIR keeps PARAM types). */
void mir_visit_crate_bodies(TyCtxt *tcx, void (*fn)(TyCtxt *tcx, DefId def, void *arg), void *arg) {
    uint32_t n = 0;
    const DefId *items = hir_crate_items(ty_hir(tcx), LOCAL_CRATE, &n);
    BodyVisit v = {.tcx = tcx, .fn = fn, .arg = arg};
    hmap_init(&v.seen);
    for (uint32_t i = 0; i < n; i++) visit_item(&v, items[i]);
    hmap_free(&v.seen);
}

static void build_one(TyCtxt *tcx, DefId def, void *arg) {
    (void)arg;
    mir_body(tcx, def);
}

bool mir_build_crate(TyCtxt *tcx) {
    DiagCtx *dc = ty_diag(tcx);
    uint32_t before = dc->nerrors;
    mir_visit_crate_bodies(tcx, build_one, NULL);
    return dc->nerrors == before;
}
