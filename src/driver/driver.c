/* driver.c — rcc_main: sets up a session from argv, runs the pass list,
 * and turns the outcome into rustc's exit statuses. */
#include "rcc/driver.h"
#include "rcc/rcc.h"

const char *rcc_version_string(void) {
    return "rcc " RCC_VERSION " (rustc " RCC_RUSTC_COMPAT " compatible)";
}

int rcc_main(int argc, char **argv) {
    rcc_install_crash_handlers();
    sym_init();

    Session s;
    memset(&s, 0, sizeof s);
    sm_init(&s.sm);
    arena_init(&s.arena);
    diag_ctx_init(&s.dc, &s.sm, stderr);

    int nargc;
    char **nargv = driver_expand_argfiles(argc, argv, &nargc, &s.dc);
    int status;
    if (!nargv) {
        status = 1;
    } else {
        status = options_parse(&s.opts, nargc, nargv, &s.dc);
        if (status < 0) status = driver_run(&s);
        for (int i = 0; i < nargc; i++) free(nargv[i]);
        free(nargv);
    }
    options_free(&s.opts);
    arena_free(&s.arena);
    sm_free(&s.sm);
    return status;
}
