/* driver.c — rcc_main: sets up a session from argv, runs the pass list
 * (or the --print requests), and turns the outcome into rustc's exit
 * statuses. */
#include "rcc/driver.h"
#include "rcc/rcc.h"

#include <pthread.h>
#include <sys/ioctl.h>

#include <unistd.h>

const char *rcc_version_string(void) {
    return "rcc " RCC_VERSION " (rustc " RCC_RUSTC_COMPAT " compatible)";
}

/* Long source lines in diagnostics are cut to the width given by
 * --diagnostic-width, else to the terminal's width when stderr is one. */
static void set_term_width(Session *s) {
    if (s->opts.diagnostic_width >= 0) {
        s->dc.term_width = (uint32_t)s->opts.diagnostic_width;
        return;
    }
    struct winsize ws;
    if (isatty(STDERR_FILENO) == 1 && ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
        s->dc.term_width = ws.ws_col;
}

static int rcc_main_on_this_thread(int argc, char **argv) {
    RccCrashState crash;
    rcc_install_crash_handlers(&crash);
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
        set_term_width(&s);
        if (status < 0) status = s.opts.input ? driver_run(&s) : driver_print(&s, NULL);
        for (int i = 0; i < nargc; i++) free(nargv[i]);
        free(nargv);
    }
    fflush(stdout);
    options_free(&s.opts);
    diag_ctx_free(&s.dc);
    arena_free(&s.arena);
    sm_free(&s.sm);
    rcc_restore_crash_handlers(&crash);
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
