/* options.c — PLACEHOLDER: rustc's command line, to be completed. */
#include "rcc/driver.h"
#include "rcc/rcc.h"

char **driver_expand_argfiles(int argc, char **argv, int *out_argc, DiagCtx *dc) {
    (void)dc;
    char **v = xcalloc((size_t)argc + 1, sizeof *v);
    for (int i = 0; i < argc; i++) v[i] = xstrdup(argv[i]);
    *out_argc = argc;
    return v;
}

int options_parse(Options *o, int argc, char **argv, DiagCtx *dc) {
    memset(o, 0, sizeof *o);
    o->stop_after = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--version") == 0 || strcmp(a, "-V") == 0) {
            printf("%s\n", rcc_version_string());
            return 0;
        } else if (strcmp(a, "-Zparse-crate-root-only") == 0) {
            o->parse_crate_root_only = true;
        } else if (strcmp(a, "-Ztime-passes") == 0) {
            o->time_passes = true;
        } else if (a[0] == '-' && a[1]) {
            diag_emit(diag_error(dc, DC_NONE, (Span){0, 0}, "Unrecognized option: '%s'", a + 1));
            return 1;
        } else {
            o->input = xstrdup(a);
        }
    }
    if (!o->input) {
        diag_emit(diag_error(dc, DC_NONE, (Span){0, 0}, "no input filename given"));
        return 1;
    }
    return -1;
}

void options_free(Options *o) { free(o->input); }
