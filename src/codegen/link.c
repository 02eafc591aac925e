/* link.c — linking objects with the system tools.
 *
 * Takes: object files and the linker arguments the command line gave.
 * Gives: an executable or shared object (`cc`), or a static library
 * (`ar`, deterministic mode). Failures are reported as rustc does
 * ("linking with `cc` failed"), with the command and its output. */
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cg_priv.h"

extern char **environ;

/* Runs argv, capturing stdout+stderr into *out. Returns the exit status
 * (-1 if it could not run). */
static int run_tool(char *const *argv, StrBuf *out) {
    char tmpl[] = "/tmp/rcc-linkXXXXXX";
    int fd = mkstemp(tmpl);
    if (fd < 0) return -1;
    unlink(tmpl);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fd, 1);
    posix_spawn_file_actions_adddup2(&fa, fd, 2);
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0) {
        close(fd);
        return -1;
    }
    int st = 0;
    while (waitpid(pid, &st, 0) < 0) {}
    lseek(fd, 0, SEEK_SET);
    char buf[4096];
    ssize_t n;
    while ((n = read(fd, buf, sizeof buf)) > 0) sb_putn(out, buf, (size_t)n);
    close(fd);
    if (WIFEXITED(st)) return WEXITSTATUS(st);
    return 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

static void quote_cmd(StrBuf *sb, char *const *argv) {
    for (uint32_t i = 0; argv[i]; i++) {
        if (i) sb_putc(sb, ' ');
        sb_printf(sb, "\"%s\"", argv[i]);
    }
}

bool cg_link(DiagCtx *dc, LinkKind kind, const char *const *objects, uint32_t nobjects, const char *const *link_args,
             uint32_t nargs, const char *output) {
    VEC(char *) argv = {0};
    const char *tool;
    if (kind == LINK_STATICLIB) {
        tool = "ar";
        remove(output);
        vec_push(&argv, "ar");
        vec_push(&argv, "crsD");   /* D: deterministic (no timestamps, uids) */
        vec_push(&argv, (char *)output);
        for (uint32_t i = 0; i < nobjects; i++) vec_push(&argv, (char *)objects[i]);
    } else {
        tool = "cc";
        vec_push(&argv, "cc");
        if (kind == LINK_SHARED) vec_push(&argv, "-shared");
        vec_push(&argv, "-o");
        vec_push(&argv, (char *)output);
        for (uint32_t i = 0; i < nobjects; i++) vec_push(&argv, (char *)objects[i]);
        for (uint32_t i = 0; i < nargs; i++) vec_push(&argv, (char *)link_args[i]);
        /* float `%` and float intrinsics become libm calls (fmod, ...);
         * Debian's cc links --as-needed, so an unused -lm costs nothing */
        vec_push(&argv, "-lm");
    }
    vec_push(&argv, NULL);
    StrBuf out = {0};
    int st = run_tool(argv.data, &out);
    bool ok = st == 0;
    if (!ok) {
        Diag *d = st < 0 ? diag_error(dc, DC_NONE, (Span){0, 0}, "could not exec the linker `%s`", tool)
                         : diag_error(dc, DC_NONE, (Span){0, 0}, "linking with `%s` failed: exit status: %d", tool, st);
        StrBuf cmd = {0};
        quote_cmd(&cmd, argv.data);
        diag_note(d, "%s", sb_cstr(&cmd));
        if (out.len) diag_note(d, "%s", sb_cstr(&out));
        diag_emit(d);
        sb_free(&cmd);
    }
    sb_free(&out);
    vec_free(&argv);
    return ok;
}
