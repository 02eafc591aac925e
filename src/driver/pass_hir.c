/* pass_hir.c — the hir pass of the driver (see passes.h): builds the HIR
 * context over every crate of the session, lowers every item and body of
 * the local crate (so that lowering errors are reported here), and with
 * -Zunpretty=hir prints the crate and stops. */
#include "passes.h"
#include "rcc/hir.h"
#include "rcc/metadata.h"

/* Every item and body of the local crate (or of all crates), and the anonymous constants and
 * closures inside them (they were given DefIds by hir_new). */
static void lower_crate(Hir *h, Resolver *r, bool all_crates) {
    uint32_t n = res_def_count(r);
    for (uint32_t i = res_def_skip_extern(r, 1); i <= n; i = res_def_skip_extern(r, i + 1)) {
        DefId d = {i};
        const DefData *dd = res_def(r, d);
        if (!dd || (dd->krate != LOCAL_CRATE && !all_crates)) continue;
        uint8_t k = dd->kind;
        if (k == DEF_CLOSURE || k == DEF_ANON_CONST) {
            hir_body(h, d);
            continue;
        }
        if (hir_item(h, d)) hir_body(h, d);
    }
}

bool pass_hir(PassCtx *pc) {
    Resolver *r = pc->res;
    if (!r) return false;
    uint32_t nc = res_crate_count(r);
    Crate **crates = arena_alloc(pc->ps.arena, sizeof(Crate *) * (nc ? nc : 1), _Alignof(Crate *));
    for (uint32_t c = 0; c < nc; c++) crates[c] = res_crate_ast(r, c);
    const HirCrateProvider **providers = arena_alloc(pc->ps.arena, sizeof *providers * (nc ? nc : 1), _Alignof(void *));
    for (uint32_t c = 0; c < nc; c++) providers[c] = pc->md ? md_hir_provider(pc->md, c) : NULL;
    HirInit init = {.ps = &pc->ps, .res = r, .hyg = &pc->hyg, .crates = crates, .ncrates = nc,
                    .providers = providers};
    pc->hir = hir_new(&init);
    if (pc->md) md_loader_set_hir(pc->md, pc->hir);
    /* RCC_HIR_ALL=1 (a debugging aid): lower the dependencies' bodies too */
    const char *all = getenv("RCC_HIR_ALL");
    lower_crate(pc->hir, r, (all && *all == '1') || pc->s->opts.hir_roundtrip);
    if (pc->s->opts.hir_roundtrip && !md_hir_roundtrip(pc->hir, pc->s->opts.hir_roundtrip == 2, pc->s->opts.time_passes))
        return false;
    if (pc->s->opts.unpretty && strcmp(pc->s->opts.unpretty, "hir") == 0) {
        if (pc->s->dc.nerrors) return false;
        StrBuf sb = {0};
        hir_print_crate(pc->hir, &sb);
        if (sb.len) fwrite(sb.data, 1, sb.len, stdout);
        fflush(stdout);
        sb_free(&sb);
        return false;
    }
    return true;
}
