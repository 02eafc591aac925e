/* check.c — errors found on the built MIR: E0384 (an immutable variable
 * assigned twice, or an immutable argument assigned).
 *
 * Takes: the builder's blocks (before the final renumbering) and which
 * of them are reachable. Gives: rustc's diagnostics. The analysis is a
 * forward "maybe assigned" dataflow over the immutable user variables:
 * StorageLive (the start of a `let` or a binding) clears a variable, an
 * assignment to the whole variable sets it, and an assignment while it
 * may be set is the error. Arguments start assigned. */
#include "mir_priv.h"

#include <string.h>

typedef struct Check {
    Builder *b;
    uint32_t nvars;
    uint32_t *var_of;         /* local -> var index + 1 (0: not tracked) */
    MirLocal *local_of;       /* var index -> local */
    uint32_t words;
    uint64_t *in;             /* per block: words */
    bool *reported;           /* per var */
    Span *first;              /* per var: span of the first assignment seen */
} Check;

static bool test_bit(const uint64_t *s, uint32_t i) { return s[i / 64] >> (i % 64) & 1; }
static void set_bit(uint64_t *s, uint32_t i) { s[i / 64] |= UINT64_C(1) << (i % 64); }
static void clr_bit(uint64_t *s, uint32_t i) { s[i / 64] &= ~(UINT64_C(1) << (i % 64)); }

static void report(Check *c, uint32_t v, Span at) {
    if (c->reported[v]) return;
    c->reported[v] = true;
    Builder *b = c->b;
    MirLocal l = c->local_of[v];
    const MirLocalDecl *d = &b->locals.data[l];
    const LocalInfo *li = &b->info.data[l];
    const char *name = sym_str(d->name);
    bool is_arg = l >= 1 && l <= b->arg_count;
    Diag *dg;
    if (is_arg) {
        dg = diag_error(b->dc, DC_E0384, at, "cannot assign to immutable argument `%s`", name);
        diag_label(dg, at, true, "cannot assign to immutable argument");
    } else {
        dg = diag_error(b->dc, DC_E0384, at, "cannot assign twice to immutable variable `%s`", name);
        diag_label(dg, at, true, "cannot assign twice to immutable variable");
        Span first = li->maybe_uninit || !c->first[v].lo ? c->first[v] : li->decl_span;
        if (!li->maybe_uninit) first = li->decl_span;
        if (first.lo) diag_label(dg, first, false, "first assignment to `%s`", name);
    }
    char *sugg = arena_sprintf(b->a, "mut %s", name);
    diag_suggest(dg, li->decl_span, sugg, APP_MACHINE_APPLICABLE, "consider making this binding mutable");
    diag_emit(dg);
}

static void assign(Check *c, uint64_t *state, Place p, Span span, bool report_errors) {
    if (p.nproj || p.local >= c->b->locals.len) return;
    uint32_t v = c->var_of[p.local];
    if (!v--) return;
    if (test_bit(state, v)) {
        if (report_errors) report(c, v, span);
    } else if (report_errors && !c->first[v].lo) {
        c->first[v] = span;
    }
    set_bit(state, v);
}

/* Applies a block's effects to state; reports when asked (final pass). */
static void transfer(Check *c, MirBlock bb, uint64_t *state, bool report_errors) {
    BBData *d = &c->b->blocks.data[bb];
    for (uint32_t i = 0; i < d->stmts.len; i++) {
        const MirStmt *s = &d->stmts.data[i];
        if (s->kind == MSTMT_STORAGE_LIVE || s->kind == MSTMT_STORAGE_DEAD) {
            uint32_t v = s->local < c->b->locals.len ? c->var_of[s->local] : 0;
            if (v) clr_bit(state, v - 1);
        } else if (s->kind == MSTMT_ASSIGN) {
            assign(c, state, s->place, s->span, report_errors);
        }
    }
    if (d->term.kind == TERM_CALL) assign(c, state, d->term.place, d->term.span, report_errors);
    if (d->term.kind == TERM_INLINE_ASM)
        for (uint32_t i = 0; i < d->term.nasm_ops; i++)
            if (d->term.asm_ops[i].has_out) assign(c, state, d->term.asm_ops[i].out, d->term.span, report_errors);
}

static uint32_t successors(const MirTerm *t, MirBlock *out) {
    uint32_t n = 0;
    if (t->kind == TERM_SWITCH_INT) {
        for (uint32_t i = 0; i <= t->nvalues; i++) out[n++] = t->targets[i];
    } else if (t->kind != TERM_RETURN && t->kind != TERM_UNREACHABLE && t->kind != TERM_ABORT && t->kind != TERM_RESUME &&
               t->target != MIR_NO_BLOCK) {
        out[n++] = t->target;
    }
    if (t->kind == TERM_YIELD) out[n++] = t->drop;
    return n;
}

void mb_check_reassign(Builder *b, const bool *reach) {
    Check c = {.b = b};
    uint32_t nl = b->locals.len, nb = b->blocks.len;
    c.var_of = calloc(nl, sizeof *c.var_of);
    c.local_of = calloc(nl, sizeof *c.local_of);
    for (MirLocal l = 0; l < nl; l++)
        if (b->locals.data[l].is_user_var && b->info.data[l].immutable_var && b->locals.data[l].name) {
            c.local_of[c.nvars] = l;
            c.var_of[l] = ++c.nvars;
        }
    if (!c.nvars) {
        free(c.var_of);
        free(c.local_of);
        return;
    }
    c.words = (c.nvars + 63) / 64;
    c.in = calloc((size_t)nb * c.words, sizeof *c.in);
    c.reported = calloc(c.nvars, 1);
    c.first = calloc(c.nvars, sizeof *c.first);
    bool *seen = calloc(nb, 1);
    for (MirLocal l = 1; l <= b->arg_count && l < nl; l++)
        if (c.var_of[l]) set_bit(c.in, c.var_of[l] - 1);
    seen[0] = true;
    uint64_t *state = malloc(sizeof *state * c.words);
    MirBlock *work = malloc(sizeof *work * (nb + 1) * 4), *succ = NULL;
    uint32_t nwork = 0, cap = (nb + 1) * 4;
    bool *queued = calloc(nb, 1);
    work[nwork++] = 0;
    queued[0] = true;
    while (nwork) {
        MirBlock bb = work[--nwork];
        queued[bb] = false;
        memcpy(state, c.in + (size_t)bb * c.words, sizeof *state * c.words);
        transfer(&c, bb, state, false);
        const MirTerm *t = &b->blocks.data[bb].term;
        succ = realloc(succ, sizeof *succ * (t->kind == TERM_SWITCH_INT ? t->nvalues + 2 : 2));
        uint32_t ns = successors(t, succ);
        for (uint32_t i = 0; i < ns; i++) {
            MirBlock s = succ[i];
            uint64_t *in = c.in + (size_t)s * c.words;
            bool changed = !seen[s];
            seen[s] = true;
            for (uint32_t w = 0; w < c.words; w++) {
                uint64_t nv = in[w] | state[w];
                if (nv != in[w]) changed = true;
                in[w] = nv;
            }
            if (changed && !queued[s]) {
                if (nwork == cap) work = realloc(work, sizeof *work * (cap *= 2));
                work[nwork++] = s;
                queued[s] = true;
            }
        }
    }
    for (MirBlock bb = 0; bb < nb; bb++) {
        if (!reach[bb] || !seen[bb]) continue;
        memcpy(state, c.in + (size_t)bb * c.words, sizeof *state * c.words);
        transfer(&c, bb, state, true);
    }
    free(succ);
    free(work);
    free(queued);
    free(state);
    free(seen);
    free(c.in);
    free(c.reported);
    free(c.first);
    free(c.var_of);
    free(c.local_of);
}

/* ---- unaligned_references ---- */

/* rustc's is_disaligned: the smallest packing of the packed ADTs the
 * place goes through after its last deref, when the place's type is
 * aligned more than that. A type whose layout is not known here (still
 * generic) is left alone (rustc would lint it; never a false positive). */
static bool place_disaligned(Builder *b, Place p) {
    TyCtxt *tcx = b->tcx;
    uint32_t start = 0;
    for (uint32_t i = 0; i < p.nproj; i++)
        if (p.proj[i].kind == PROJ_DEREF) start = i + 1;
    uint32_t pack = 0;
    Place base = {.local = p.local, .proj = p.proj, .nproj = start};
    for (uint32_t i = start; i < p.nproj; i++) {
        base.nproj = i;
        const TyData *d = ty_get(tcx, mb_place_ty(b, base));
        if (d->kind != TYK_ADT) continue;
        const HirAttrs *a = hir_attrs(b->hir, d->adt.def);
        if (a && a->repr_packed && (!pack || a->repr_packed < pack)) pack = a->repr_packed;
    }
    if (!pack) return false;
    TyId t = mb_place_ty(b, p);
    if (ty_get(tcx, t)->flags & (TYF_HAS_PARAM | TYF_HAS_ERROR | TYF_HAS_INFER | TYF_HAS_PROJECTION)) return false;
    const Layout *l = ty_layout_of(tcx, t);
    return l && l->align > pack;
}

void mb_lint_packed_refs(Builder *b) {
    LintSrc lint = {0};
    bool known = false;
    for (MirBlock i = 0; i < b->blocks.len; i++) {
        const BBData *d = &b->blocks.data[i];
        for (uint32_t j = 0; j < d->stmts.len; j++) {
            const MirStmt *s = &d->stmts.data[j];
            if (s->kind != MSTMT_ASSIGN || s->rv.kind != RV_REF || !s->rv.place.nproj) continue;
            if (!place_disaligned(b, s->rv.place)) continue;
            if (!known) {
                lint = tc_lint_level_default(b->tcx, b->def, "unaligned_references", NULL, LINT_LVL_DENY);
                known = true;
            }
            if (lint.level == LINT_LVL_ALLOW) return;
            /* once per borrow (a body's MIR may be built again) */
            if (!diag_once(b->dc, hash_u64(UINT64_C(0x9ac4ed) ^ ((uint64_t)s->span.lo << 32 | s->span.hi)))) continue;
            Diag *dg = tc_lint_start(b->tcx, &lint, s->span, "reference to packed field is unaligned");
            if (!dg) return;
            Diag *w = diag_note(dg, "this was previously accepted by the compiler but is being phased out; it will "
                                    "become a hard error in a future release!");
            w->level = LVL_WARNING;
            diag_note(dg, "for more information, see issue #82523 <https://github.com/rust-lang/rust/issues/82523>");
            diag_note(dg, "fields of packed structs are not properly aligned, and creating a misaligned reference is "
                          "undefined behavior (even if that reference is never dereferenced)");
            diag_help(dg, "copy the field contents to a local variable, or replace the reference with a raw pointer "
                          "and use `read_unaligned`/`write_unaligned` (loads and stores via `*p` must be properly "
                          "aligned even when using raw pointers)");
            diag_emit(dg);
        }
    }
}
