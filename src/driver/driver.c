/* driver.c — rcc_main: sets up a session from argv, runs the pass list
 * (or the --print requests), and turns the outcome into rustc's exit
 * statuses. */
#include "rcc/driver.h"
#include "rcc/rcc.h"

#include <pthread.h>

#include <unistd.h>

const char *rcc_version_string(void) {
    return "rcc " RCC_VERSION " (rustc " RCC_RUSTC_COMPAT " compatible)";
}

static int rcc_main_on_this_thread(int argc, char **argv) {
    rcc_install_crash_handlers();
    sym_init();

    Session s;
    memset(&s, 0, sizeof s);
    sm_init(&s.sm);
    arena_init(&s.arena);
    diag_ctx_init(&s.dc, &s.sm, stderr);
    /* Until --color and --error-format are read, errors are rustc's
     * default: human-readable, coloured if stderr is a terminal.
     * options_parse switches the context over when it reads them. */
    s.dc.color = isatty(STDERR_FILENO) == 1;

    int nargc;
    char **nargv = driver_expand_argfiles(argc, argv, &nargc, &s.dc);
    int status;
    if (!nargv) {
        status = 1;
    } else {
        status = options_parse(&s.opts, nargc, nargv, &s.dc);
        if (status < 0) status = s.opts.input ? driver_run(&s) : driver_print(&s, NULL);
        for (int i = 0; i < nargc; i++) free(nargv[i]);
        free(nargv);
    }
    fflush(stdout);
    options_free(&s.opts);
    diag_ctx_free(&s.dc);
    arena_free(&s.arena);
    sm_free(&s.sm);
    return status;
}

/* The compiler recurses over nested source (expressions, types, token
 * trees), so it runs on a thread with a large stack, as rustc does: a
 * 1,000-level nested type must parse. The stack is only reserved address
 * space until it is touched. */
enum { RCC_STACK_SIZE = 512u << 20 };

typedef struct MainArgs {
    int argc;
    char **argv;
    int status;
} MainArgs;

static void *main_thread(void *arg) {
    MainArgs *ma = arg;
    ma->status = rcc_main_on_this_thread(ma->argc, ma->argv);
    return NULL;
}

int rcc_main(int argc, char **argv) {
    MainArgs ma = {argc, argv, 1};
    pthread_attr_t attr;
    pthread_t th;
    if (pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, RCC_STACK_SIZE) == 0 &&
        pthread_create(&th, &attr, main_thread, &ma) == 0) {
        pthread_join(th, NULL);
        pthread_attr_destroy(&attr);
        return ma.status;
    }
    /* No thread (e.g. a tight address-space limit): run on this stack. */
    return rcc_main_on_this_thread(argc, argv);
}
