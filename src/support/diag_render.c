/* diag_render.c — PLACEHOLDER renderer, to be replaced by the rustc-exact
 * human and JSON renderer. */
#include "rcc/support.h"

static const char *level_name(DiagLevel l) {
    switch (l) {
    case LVL_ERROR: return "error";
    case LVL_WARNING: return "warning";
    case LVL_NOTE: return "note";
    case LVL_HELP: return "help";
    case LVL_FAILURE_NOTE: return "failure-note";
    }
    return "error";
}

char *diag_render(const Diag *d) {
    StrBuf sb = {0};
    sb_puts(&sb, level_name(d->level));
    if (d->code) sb_printf(&sb, "[%s]", diag_code_str(d->code));
    sb_printf(&sb, ": %s\n", d->msg);
    if (d->labels.len) {
        SourceLoc l = sm_lookup(d->dc->sm, d->labels.data[0].span.lo);
        if (l.file) sb_printf(&sb, " --> %s:%u:%u\n", l.file->name, l.line, l.col);
    }
    sb_putc(&sb, '\n');
    return (char *)sb_cstr(&sb);
}

bool diag_finish(DiagCtx *dc) {
    if (dc->nerrors == 1) fputs("error: aborting due to previous error\n\n", dc->out);
    else if (dc->nerrors > 1) fprintf(dc->out, "error: aborting due to %u previous errors\n\n", dc->nerrors);
    return dc->nerrors > 0;
}
