/* pass_typeck.c — the typeck pass of the driver (see passes.h): makes the
 * type context (pc->tcx) over the HIR with the session's options, then
 * type checks every body and item of the local crate (tc_check_crate).
 * The context lives until passes_free (pass_codegen.c). */
#include "passes.h"

#include "rcc/mir.h"

bool pass_typeck(PassCtx *pc) {
    if (!pc->hir) return false;
    const Options *o = &pc->s->opts;
    TyOptions opts = {0};
    opts.overflow_checks = o->overflow_checks;
    opts.debug_assertions = o->debug_assertions;
    opts.opt_level = o->opt_level;
    opts.panic_abort = o->panic_abort;
    opts.is_bin = o->crate_types == 0 || (o->crate_types & CT_BIN) != 0;
    opts.rlib_only = options_rlib_only(o);
    opts.nlints = o->lints.len;
    const char **lint_names = ARENA_ARRAY(&pc->s->arena, const char *, o->lints.len + 1);
    uint8_t *lint_levels = ARENA_ARRAY(&pc->s->arena, uint8_t, o->lints.len + 1);
    for (uint32_t i = 0; i < o->lints.len; i++) {
        lint_names[i] = o->lints.data[i].name;
        lint_levels[i] = (uint8_t)o->lints.data[i].level;
    }
    opts.lint_names = lint_names;
    opts.lint_levels = lint_levels;
    opts.keep_going = o->continue_after_type_errors;
    opts.implied_bounds = o->chalk;
    opts.thir_unsafeck = o->thir_unsafeck;
    pc->tcx = ty_new(pc->hir, &opts);
    mir_install_const_eval(pc->tcx);
    tc_install(pc->tcx);

    driver_lint_stable_features(pc->s, pc->krate);
    return tc_check_crate(pc->tcx) || opts.keep_going;
}
