/* link.c — linking objects with the system tools.
 *
 * Takes: object files and the linker arguments the command line gave (in
 * the C driver's conventions, as rustc gives them to `cc`).
 * Gives: an executable or shared object, or a static library (`ar`,
 * deterministic mode). Failures are reported as rustc does ("linking with
 * `cc` failed"), with the command and its output.
 *
 * Executables are linked by running `ld` directly with the command line
 * the C driver would have built (RCC_LD_EXE_TEMPLATE, asked of `cc -###`
 * at configure time: cmake/LinkerProbe.cmake). This skips the cc and
 * collect2 processes and GCC's LTO plugin. It is only done when the
 * template's files still exist, nothing in the environment changes the
 * driver's choices, no -C linker is given, and every argument is one the
 * linker takes as is (-l, -L, -Wl,, -Xlinker); otherwise `cc` links, as
 * with rustc.
 *
 * A pipelined link (cg_link_begin / cg_link_end) starts that `ld` before
 * the objects exist, with rcc's linker plugin (plugin/ld_plugin.c) and a
 * placeholder object where the objects go: the linker reads the C runtime
 * objects and libraries while code is generated, then waits in the plugin
 * until cg_link_end names the objects over a socket.
 *
 * libm is always named, --as-needed: the linker records it only when an
 * object that stays in the program calls into it (float `%`, float
 * intrinsics). (rcc used to read every object's and rlib member's symbol
 * table to decide; that cost grew with the size of the dependencies.) */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cg_priv.h"
#include "rcc_link_template.h"

extern char **environ;

typedef VEC(char *) ArgList;

/* ------------------------------------------------------------------ */
/* Running tools                                                       */
/* ------------------------------------------------------------------ */

/* Starts argv with stdout+stderr into a fresh unlinked temporary file
 * (*out_fd). Returns the pid, or -errno. */
static pid_t spawn_tool(char *const *argv, int *out_fd) {
    char tmpl[] = "/tmp/rcc-linkXXXXXX";
    int fd = mkstemp(tmpl);
    if (fd < 0) return -errno;
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
        return -rc;
    }
    *out_fd = fd;
    return pid;
}

/* Waits for pid, reads its captured output into *out. Exit status, or
 * 128 + signal. */
static int finish_tool(pid_t pid, int fd, StrBuf *out) {
    int st = 0;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {}
    lseek(fd, 0, SEEK_SET);
    char buf[4096];
    ssize_t n;
    while ((n = read(fd, buf, sizeof buf)) > 0) sb_putn(out, buf, (size_t)n);
    close(fd);
    if (WIFEXITED(st)) return WEXITSTATUS(st);
    return 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

/* Runs argv to completion. Returns the exit status, or -errno when it
 * could not be started. */
static int run_tool(char *const *argv, StrBuf *out) {
    int fd;
    pid_t pid = spawn_tool(argv, &fd);
    if (pid < 0) return (int)pid;
    return finish_tool(pid, fd, out);
}

static void quote_cmd(StrBuf *sb, char *const *argv) {
    for (uint32_t i = 0; argv[i]; i++) {
        if (i) sb_putc(sb, ' ');
        sb_printf(sb, "\"%s\"", argv[i]);
    }
}

/* rustc's report of a failed link: the command and what it printed; or,
 * when the tool could not be started (st = -errno), why. */
static void report_failure(DiagCtx *dc, const char *tool, int st, char *const *argv, const StrBuf *out) {
    if (st < 0) {
        Diag *d = diag_error(dc, DC_NONE, (Span){0, 0}, "%s `%s` not found", strcmp(tool, "ar") ? "linker" : "archiver",
                             tool);
        diag_note(d, "%s (os error %d)", strerror(-st), -st);
        diag_emit(d);
        return;
    }
    Diag *d = diag_error(dc, DC_NONE, (Span){0, 0}, "linking with `%s` failed: exit status: %d", tool, st);
    StrBuf cmd = {0};
    quote_cmd(&cmd, argv);
    diag_note(d, "%s", sb_cstr(&cmd));
    if (out->len) diag_note(d, "%s", sb_cstr((StrBuf *)out));
    diag_emit(d);
    sb_free(&cmd);
}

/* ------------------------------------------------------------------ */
/* The direct `ld` command                                             */
/* ------------------------------------------------------------------ */

/* Is prog (a path, or a name looked up in PATH) an executable? */
static bool program_exists(const char *prog) {
    if (strchr(prog, '/')) return access(prog, X_OK) == 0;
    const char *path = getenv("PATH");
    while (path && *path) {
        const char *c = strchr(path, ':');
        size_t n = c ? (size_t)(c - path) : strlen(path);
        char *full = xasprintf("%.*s/%s", (int)n, n ? path : ".", prog);
        bool ok = access(full, X_OK) == 0;
        free(full);
        if (ok) return true;
        path = c ? c + 1 : NULL;
    }
    return false;
}

/* The template split into arguments (quotes as `cc -###` writes them);
 * NULL when there is none or its linker or files are gone. Parsed once. */
static char **template_args(void) {
    static char **args;
    static bool done;
    if (done) return args;
    done = true;
    const char *t = RCC_LD_EXE_TEMPLATE;
    if (!*t || !program_exists(RCC_LD_PROG)) return NULL;
    ArgList v = {0};
    bool files_ok = true;
    while (*t) {
        while (*t == ' ') t++;
        if (!*t) break;
        StrBuf a = {0};
        if (*t == '"') {
            for (t++; *t && *t != '"'; t++) {
                if (*t == '\\' && t[1]) t++;
                sb_putc(&a, *t);
            }
            if (*t == '"') t++;
        } else {
            while (*t && *t != ' ') sb_putc(&a, *t++);
        }
        char *arg = xstrdup(sb_cstr(&a));
        sb_free(&a);
        size_t n = strlen(arg);
        if (arg[0] == '/' && v.len > 0 && n > 2 && strcmp(arg + n - 2, ".o") == 0 && access(arg, R_OK) != 0)
            files_ok = false;
        vec_push(&v, arg);
    }
    if (!files_ok || v.len < 3) {
        for (uint32_t i = 0; i < v.len; i++) free(v.data[i]);
        vec_free(&v);
        return NULL;
    }
    vec_push(&v, NULL);
    args = v.data;
    return args;
}

/* Appends the linker's form of one cc-convention argument; false if it
 * has none (the link then goes through cc). */
static bool translate_arg(ArgList *out, const char *a, const char *next, bool *skip_next) {
    *skip_next = false;
    if ((a[0] == '-' && (a[1] == 'l' || a[1] == 'L') && a[2])) {
        vec_push(out, xstrdup(a));
        return true;
    }
    if (strncmp(a, "-Wl,", 4) == 0) {
        const char *p = a + 4;
        while (*p) {
            const char *c = strchr(p, ',');
            size_t n = c ? (size_t)(c - p) : strlen(p);
            vec_push(out, xstrndup(p, n));
            p += n;
            if (*p == ',') p++;
        }
        return true;
    }
    if (strcmp(a, "-Xlinker") == 0 && next) {
        vec_push(out, xstrdup(next));
        *skip_next = true;
        return true;
    }
    return false;
}

/* The environment variables that change what cc would pass to ld, other
 * than LIBRARY_PATH (which the template places). */
static bool environment_changes_driver(void) {
    static const char *const vars[] = {"GCC_EXEC_PREFIX", "COMPILER_PATH"};
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) return true;
    }
    return false;
}

/* -L for each existing directory of LIBRARY_PATH, as the C driver adds
 * them (it drops missing ones and trailing slashes). */
static void library_path_args(ArgList *out) {
    const char *lp = getenv("LIBRARY_PATH");
    while (lp && *lp) {
        const char *c = strchr(lp, ':');
        size_t n = c ? (size_t)(c - lp) : strlen(lp);
        while (n > 1 && lp[n - 1] == '/') n--;
        if (n) {
            char *dir = xstrndup(lp, n);
            struct stat st;
            if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) vec_push(out, xasprintf("-L%s", dir));
            free(dir);
        }
        lp = c ? c + 1 : NULL;
    }
}

/* Builds the direct ld command for an executable: the template with the
 * output, then `inputs` and the translated arguments where the driver
 * puts its input object, then `extra` (NULL-terminated) appended. False
 * when the link has to go through cc. */
static bool direct_ld_command(const LinkRequest *rq, const char *const *inputs, uint32_t ninputs,
                              const char *const *extra, ArgList *out) {
    if (rq->kind != LINK_EXECUTABLE || rq->linker || environment_changes_driver()) return false;
    char **t = template_args();
    if (!t) return false;
    ArgList user = {0};
    bool ok = true;
    for (uint32_t i = 0; i < rq->nargs && ok; i++) {
        bool skip;
        ok = translate_arg(&user, rq->args[i], i + 1 < rq->nargs ? rq->args[i + 1] : NULL, &skip);
        if (skip) i++;
    }
    bool placed = false;
    if (ok) {
        vec_push(out, xstrdup(RCC_LD_PROG));
        for (uint32_t i = 1; t[i]; i++) {
            if (strcmp(t[i], "@RCC_OUTPUT@") == 0) {
                vec_push(out, xstrdup(rq->output));
            } else if (strcmp(t[i], "-L@RCC_LIBRARY_PATH@") == 0) {
                library_path_args(out);
            } else if (strcmp(t[i], "@RCC_OBJECT@.o") == 0) {
                for (uint32_t k = 0; k < ninputs; k++) vec_push(out, xstrdup(inputs[k]));
                for (uint32_t k = 0; k < user.len; k++) vec_push(out, user.data[k]);
                user.len = 0;
                placed = true;
            } else {
                vec_push(out, xstrdup(t[i]));
            }
        }
        for (uint32_t k = 0; extra && extra[k]; k++) vec_push(out, xstrdup(extra[k]));
    }
    for (uint32_t k = 0; k < user.len; k++) free(user.data[k]);
    vec_free(&user);
    if (!ok || !placed) {
        for (uint32_t k = 0; k < out->len; k++) free(out->data[k]);
        out->len = 0;
        return false;
    }
    vec_push(out, NULL);
    return true;
}

static void free_args(ArgList *a) {
    for (uint32_t i = 0; i < a->len; i++) free(a->data[i]);
    vec_free(a);
}

/* ------------------------------------------------------------------ */
/* Serial links                                                        */
/* ------------------------------------------------------------------ */

bool cg_link(DiagCtx *dc, const LinkRequest *rq, const char *const *objects, uint32_t nobjects) {
    ArgList argv = {0};
    const char *tool;
    if (rq->kind == LINK_STATICLIB) {
        tool = "ar";
        remove(rq->output);
        vec_push(&argv, xstrdup("ar"));
        vec_push(&argv, xstrdup("crsD"));   /* D: deterministic (no timestamps, uids) */
        vec_push(&argv, xstrdup(rq->output));
        for (uint32_t i = 0; i < nobjects; i++) vec_push(&argv, xstrdup(objects[i]));
        vec_push(&argv, NULL);
    } else {
        const char *const extra[] = {"--push-state", "--as-needed", "-lm", "--pop-state", NULL};
        if (direct_ld_command(rq, objects, nobjects, extra, &argv)) {
            tool = RCC_LD_PROG;
        } else {
            tool = rq->linker ? rq->linker : "cc";
            vec_push(&argv, xstrdup(tool));
            if (rq->kind == LINK_SHARED) vec_push(&argv, xstrdup("-shared"));
            vec_push(&argv, xstrdup("-o"));
            vec_push(&argv, xstrdup(rq->output));
            for (uint32_t i = 0; i < nobjects; i++) vec_push(&argv, xstrdup(objects[i]));
            for (uint32_t i = 0; i < rq->nargs; i++) vec_push(&argv, xstrdup(rq->args[i]));
            vec_push(&argv, xstrdup("-Wl,--push-state,--as-needed"));
            vec_push(&argv, xstrdup("-lm"));
            vec_push(&argv, xstrdup("-Wl,--pop-state"));
            vec_push(&argv, NULL);
        }
    }
    StrBuf out = {0};
    int st = run_tool(argv.data, &out);
    bool ok = st == 0;
    if (!ok) report_failure(dc, tool, st, argv.data, &out);
    sb_free(&out);
    free_args(&argv);
    return ok;
}

bool cg_add_section(DiagCtx *dc, const char *file, const char *section, const void *data, size_t len) {
    char tmpl[] = "/tmp/rcc-sectionXXXXXX";
    int fd = mkstemp(tmpl);
    if (fd < 0) {
        diag_emit(diag_error(dc, DC_NONE, (Span){0, 0}, "could not create a temporary file: %s", strerror(errno)));
        return false;
    }
    FILE *f = fdopen(fd, "w");
    bool wrote = f && fwrite(data, 1, len, f) == len;
    wrote = f && fclose(f) == 0 && wrote;
    if (!f) close(fd);
    char *add = xasprintf("--add-section=%s=%s", section, tmpl);
    char *flags = xasprintf("--set-section-flags=%s=readonly", section);
    char *argv[] = {"objcopy", add, flags, (char *)file, NULL};
    StrBuf out = {0};
    int st = wrote ? run_tool(argv, &out) : -EIO;
    bool ok = st == 0;
    if (!ok) report_failure(dc, "objcopy", st, argv, &out);
    sb_free(&out);
    free(add);
    free(flags);
    unlink(tmpl);
    return ok;
}

bool cg_localize_symbols(DiagCtx *dc, const char *object, const char *const *symbols, uint32_t n) {
    if (!n) return true;
    char tmpl[] = "/tmp/rcc-localXXXXXX";
    int fd = mkstemp(tmpl);
    if (fd < 0) {
        diag_emit(diag_error(dc, DC_NONE, (Span){0, 0}, "could not create a temporary file: %s", strerror(errno)));
        return false;
    }
    FILE *f = fdopen(fd, "w");
    for (uint32_t i = 0; f && i < n; i++) fprintf(f, "%s\n", symbols[i]);
    bool wrote = f && fclose(f) == 0;
    if (!f) close(fd);
    char *opt = xasprintf("--localize-symbols=%s", tmpl);
    char *argv[] = {"objcopy", opt, (char *)object, NULL};
    StrBuf out = {0};
    int st = wrote ? run_tool(argv, &out) : -EIO;
    bool ok = st == 0;
    if (!ok) report_failure(dc, "objcopy", st, argv, &out);
    sb_free(&out);
    free(opt);
    unlink(tmpl);
    return ok;
}

/* ------------------------------------------------------------------ */
/* Pipelined links                                                     */
/* ------------------------------------------------------------------ */

struct LinkJob {
    DiagCtx *dc;
    pid_t pid;
    int out_fd;      /* the linker's captured output */
    int sock;        /* rcc's end of the socket the plugin reads */
    ArgList argv;    /* for the failure report */
};

/* A relocatable ELF64 x86-64 object with no contents: the placeholder
 * the plugin claims. Header, then the section header table: the null
 * section and .shstrtab. */
static bool write_stub_object(const char *path) {
    unsigned char obj[64 + 16 + 3 * 64];
    memset(obj, 0, sizeof obj);
    static const unsigned char ident[16] = {0x7f, 'E', 'L', 'F', 2, 1, 1, 0};
    memcpy(obj, ident, sizeof ident);
    uint16_t type = 1 /* ET_REL */, machine = 62 /* x86-64 */, ehsize = 64, shentsize = 64, shnum = 2,
             shstrndx = 1;
    uint32_t version = 1;
    uint64_t shoff = 64 + 16;
    memcpy(obj + 0x10, &type, 2);
    memcpy(obj + 0x12, &machine, 2);
    memcpy(obj + 0x14, &version, 4);
    memcpy(obj + 0x28, &shoff, 8);
    memcpy(obj + 0x34, &ehsize, 2);
    memcpy(obj + 0x3a, &shentsize, 2);
    memcpy(obj + 0x3c, &shnum, 2);
    memcpy(obj + 0x3e, &shstrndx, 2);
    static const char strtab[16] = "\0.shstrtab";
    memcpy(obj + 64, strtab, sizeof strtab);
    unsigned char *sh = obj + shoff + 64;   /* section 1: .shstrtab */
    uint32_t name = 1, shtype = 3 /* SHT_STRTAB */;
    uint64_t off = 64, size = 11, align = 1;
    memcpy(sh, &name, 4);
    memcpy(sh + 4, &shtype, 4);
    memcpy(sh + 0x18, &off, 8);
    memcpy(sh + 0x20, &size, 8);
    memcpy(sh + 0x30, &align, 8);
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    size_t len = shoff + 2 * 64;
    bool ok = fwrite(obj, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

LinkJob *cg_link_begin(DiagCtx *dc, const LinkRequest *rq, const char *tmpdir, const char *plugin) {
    if (!plugin || access(plugin, R_OK) != 0) return NULL;
    char *stub = xasprintf("%s/rcc-objects.o", tmpdir);
    int sv[2] = {-1, -1};
    ArgList argv = {0};
    LinkJob *job = NULL;
    if (!write_stub_object(stub)) goto fail;
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) goto fail;
    /* the linker's end is inherited; rcc's end stays close-on-exec, so
     * that the plugin sees end of file if rcc dies */
    int fl = fcntl(sv[1], F_GETFD);
    if (fl < 0 || fcntl(sv[1], F_SETFD, fl & ~FD_CLOEXEC) != 0) goto fail;
    char *opt_fd = xasprintf("-plugin-opt=fd=%d", sv[1]);
    char *opt_stub = xasprintf("-plugin-opt=stub=%s", stub);
    /* --as-needed last: the state in which the plugin adds libm */
    const char *const extra[] = {"-plugin", plugin, opt_fd, opt_stub, "--as-needed", NULL};
    const char *const inputs[] = {stub};
    bool direct = direct_ld_command(rq, inputs, 1, extra, &argv);
    free(opt_fd);
    free(opt_stub);
    if (!direct) goto fail;
    int out_fd;
    pid_t pid = spawn_tool(argv.data, &out_fd);
    if (pid < 0) goto fail;
    close(sv[1]);
    job = xcalloc(1, sizeof *job);
    job->dc = dc;
    job->pid = pid;
    job->out_fd = out_fd;
    job->sock = sv[0];
    job->argv = argv;
    free(stub);   /* the file stays in tmpdir, removed with it */
    return job;
fail:
    if (sv[0] >= 0) close(sv[0]);
    if (sv[1] >= 0) close(sv[1]);
    free_args(&argv);
    free(stub);
    return NULL;
}

static void send_all(int sock, const char *data, size_t n) {
    while (n) {
        ssize_t w = send(sock, data, n, MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return;   /* the linker is gone: its status says why */
        data += w;
        n -= (size_t)w;
    }
}

bool cg_link_end(LinkJob *job, const char *const *objects, uint32_t nobjects, bool codegen_ok) {
    StrBuf msg = {0};
    if (codegen_ok) {
        for (uint32_t i = 0; i < nobjects; i++) sb_printf(&msg, "obj %s\n", objects[i]);
        sb_puts(&msg, "lib m\n");   /* --as-needed: see the command */
        sb_puts(&msg, "end\n");
    } else {
        sb_puts(&msg, "abort\n");
    }
    send_all(job->sock, msg.data, msg.len);
    sb_free(&msg);
    close(job->sock);
    StrBuf out = {0};
    int st = finish_tool(job->pid, job->out_fd, &out);
    bool ok = st == 0;
    if (!ok && codegen_ok) report_failure(job->dc, RCC_LD_PROG, st, job->argv.data, &out);
    sb_free(&out);
    free_args(&job->argv);
    free(job);
    return ok;
}
