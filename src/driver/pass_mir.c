/* pass_mir.c — the mir pass of the driver (see passes.h).
 *
 * Builds the MIR of every body of the local crate (mir_build_crate),
 * which reports the errors found on MIR (E0384). Then:
 *   -Zunpretty=mir      prints the crate's MIR to stdout and stops;
 *   --emit=mir[=PATH]   writes it where rustc would (outputs.c: PATH, or
 *                       -o's when it names the single output, or
 *                       <stem>.mir in --out-dir); `-` is stdout (rcc's:
 *                       rustc 1.63 writes a file named `-`); compilation
 *                       stops after this pass when nothing else needs
 *                       code (session.c);
 *   -Zdump-mir=FILTER   prints the MIR of the bodies whose path contains
 *                       FILTER (`all` for every body) to stderr (rcc's
 *                       choice: rustc writes one file per pass into
 *                       mir_dump/; rcc has one MIR per body). */
#include "driver_int.h"
#include "passes.h"

#include "rcc/mir.h"

#include <string.h>

static bool write_file(const char *path, const StrBuf *sb) {
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    if (sb->len) fwrite(sb->data, 1, sb->len, f);
    return fclose(f) == 0;
}

typedef struct DumpCtx {
    TyCtxt *tcx;
    const char *filter;
} DumpCtx;

void mir_visit_crate_bodies(TyCtxt *tcx, void (*fn)(TyCtxt *tcx, DefId def, void *arg), void *arg);

static void dump_one(TyCtxt *tcx, DefId def, void *arg) {
    DumpCtx *dc = arg;
    const MirBody *b = mir_body(tcx, def);
    if (!b) return;
    StrBuf name = {0};
    ty_print_def_path(tcx, &name, def, (ArgsId){0});
    bool match = strcmp(dc->filter, "all") == 0 || strstr(sb_cstr(&name), dc->filter);
    sb_free(&name);
    if (!match) return;
    StrBuf sb = {0};
    mir_print_body(tcx, &sb, b);
    fwrite(sb.data, 1, sb.len, stderr);
    sb_free(&sb);
}

bool pass_mir(PassCtx *pc) {
    if (!pc->tcx) return true;   /* no typeck yet (earlier passes are stubs) */
    Options *o = &pc->s->opts;
    /* -Zcontinue-after-type-errors: errors found here do not stop the
     * later passes either (they skip what has no MIR or no value) */
    bool keep_going = o->continue_after_type_errors;
    bool ok = mir_build_crate(pc->tcx) || keep_going;
    if (!ok) return false;
    /* const_err / E0080, also when checking */
    if (!mir_eval_crate_consts(pc->tcx) && !keep_going) return false;
    if (o->unpretty && strcmp(o->unpretty, "mir") == 0) {
        StrBuf sb = {0};
        mir_print_crate(pc->tcx, &sb);
        fwrite(sb.data, 1, sb.len, stdout);
        fflush(stdout);
        sb_free(&sb);
        return false;
    }
    if (o->dump_mir) {
        DumpCtx dc = {pc->tcx, o->dump_mir};
        mir_visit_crate_bodies(pc->tcx, dump_one, &dc);
    }
    if (o->emit_kinds & EMIT_MIR) {
        const char *path = driver_output_path(pc->s, EMIT_MIR);
        StrBuf sb = {0};
        mir_print_crate(pc->tcx, &sb);
        bool wrote = strcmp(path, "-") == 0 ? (fwrite(sb.data, 1, sb.len, stdout), true) : write_file(path, &sb);
        if (!wrote) {
            diag_emit(diag_error(&pc->s->dc, DC_NONE, (Span){0}, "failed to write `%s`", path));
            ok = false;
        }
        sb_free(&sb);
    }
    return ok;
}
