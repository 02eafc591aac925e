/* two_crates.c — rcc as a library: several crates compiled in one
 * process through the public API (include/rcc/rcc.h, nothing else of
 * rcc's), as a build tool embedding rcc would.
 *
 * Usage: two_crates RCC SYSROOT
 *   RCC      the rcc executable (for the same compile in a process of its own)
 *   SYSROOT  the sysroot the build made (lib/rustlib/...); without it the
 *            test is skipped (status 77)
 *
 * In one process: a library (rlib), a program using it, a second program
 * with other contents, a crate with a type error, then the first program
 * again as an object. Checked: each compile's status and diagnostics (a
 * lint's "on by default" note is given once per session, so in each),
 * both programs' output when run, the object byte for byte against the
 * one the rcc command makes in a process of its own, and that the host's
 * SIGSEGV handler is its own again after the compiles. */
#include "rcc/rcc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *g_rcc, *g_sysroot;
static char g_dir[256];
static int g_failures;

#define CHECK(cond, ...)                                                   \
    do {                                                                   \
        if (!(cond)) {                                                     \
            fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                  \
            fputc('\n', stderr);                                           \
            g_failures++;                                                  \
        }                                                                  \
    } while (0)

static char *path_in(const char *name) {
    char *p = malloc(strlen(g_dir) + strlen(name) + 2);
    sprintf(p, "%s/%s", g_dir, name);
    return p;
}

static void write_file(const char *name, const char *text) {
    char *p = path_in(name);
    FILE *f = fopen(p, "w");
    if (!f || fputs(text, f) < 0 || fclose(f) != 0) {
        fprintf(stderr, "cannot write %s\n", p);
        exit(1);
    }
    free(p);
}

static char *read_all(int fd, size_t *len) {
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    ssize_t r;
    while ((r = read(fd, buf + n, cap - n - 1)) > 0 || (r < 0 && errno == EINTR)) {
        if (r < 0) continue;
        n += (size_t)r;
        if (cap - n < 2) buf = realloc(buf, cap *= 2);
    }
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

static char *read_file(const char *path, size_t *len) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) return NULL;
    char *s = read_all(fd, len);
    close(fd);
    return s;
}

/* rcc_main on the arguments (a NULL-terminated list after "rcc"), with the
 * sysroot added; *err gets what it wrote to stderr. Returns its status. */
static int compile(char **err, ...) {
    char *argv[32];
    int argc = 0;
    argv[argc++] = "rcc";
    va_list ap;
    va_start(ap, err);
    for (char *a; (a = va_arg(ap, char *));) argv[argc++] = a;
    va_end(ap);
    char sysroot_arg[512];
    snprintf(sysroot_arg, sizeof sysroot_arg, "--sysroot=%s", g_sysroot);
    argv[argc++] = sysroot_arg;
    argv[argc] = NULL;

    char *log = path_in("stderr.txt");
    int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int saved = dup(2);
    fflush(stderr);
    dup2(fd, 2);
    close(fd);
    int status = rcc_main(argc, argv);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    *err = read_file(log, NULL);
    free(log);
    return status;
}

/* Runs argv[0] with stdout to a pipe: its exit status, *out its output. */
static int run(char *const argv[], char **out) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        close(fds[1]);
        execv(argv[0], argv);
        _exit(127);
    }
    close(fds[1]);
    *out = read_all(fds[0], NULL);
    close(fds[0]);
    int st = 0;
    waitpid(pid, &st, 0);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

static const char LIB_RS[] =
    "pub struct Counter { pub n: u32 }\n"
    "impl Counter {\n"
    "    pub fn bump(&mut self) -> u32 { self.n += 1; self.n }\n"
    "}\n"
    "pub fn pair<T: Clone>(x: T) -> (T, T) { (x.clone(), x) }\n"
    "pub fn greet(name: &str) -> String { format!(\"hello, {}\", name) }\n"
    "pub const SIZE: usize = 3;\n";

static const char APP_RS[] =
    "use mylib::{greet, pair, Counter, SIZE};\n"
    "fn main() {\n"
    "    let mut c = Counter { n: 40 };\n"
    "    c.bump();\n"
    "    let (a, b) = pair(c.bump());\n"
    "    let x = 1;\n"
    "    x;\n"
    "    let v = [7u8; SIZE];\n"
    "    println!(\"{} {} {} {:?}\", greet(\"app\"), a, b, v);\n"
    "}\n";

static const char OTHER_RS[] =
    "#[derive(Debug, Clone, PartialEq)]\n"
    "enum Shape { Square(u32), Rect { w: u32, h: u32 } }\n"
    "const N: usize = 2 + 2;\n"
    "fn area(s: &Shape) -> u32 { match s { Shape::Square(a) => a * a, Shape::Rect { w, h } => w * h } }\n"
    "fn main() {\n"
    "    let shapes = vec![Shape::Square(3), Shape::Rect { w: 2, h: 5 }];\n"
    "    let total: u32 = shapes.iter().map(area).sum();\n"
    "    let y = 2;\n"
    "    y;\n"
    "    let table = [0u16; N];\n"
    "    println!(\"{:?} {} {}\", shapes[1], total, table.len());\n"
    "}\n";

static const char BAD_RS[] = "fn main() { let s: u32 = \"text\"; }\n";

static const char NOTE[] = "`#[warn(path_statements)]` on by default";

static void on_segv(int sig) { (void)sig; }

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: two_crates RCC SYSROOT\n");
        return 2;
    }
    g_rcc = argv[1];
    g_sysroot = argv[2];
    char probe[512];
    snprintf(probe, sizeof probe, "%s/lib/rustlib", g_sysroot);
    struct stat st;
    if (stat(probe, &st) != 0) {
        fprintf(stderr, "no sysroot at %s: skipped\n", g_sysroot);
        return 77;
    }
    snprintf(g_dir, sizeof g_dir, "/tmp/rcc-embed-XXXXXX");
    if (!mkdtemp(g_dir)) return 1;
    if (chdir(g_dir) != 0) return 1;

    /* the host's own SIGSEGV handler: rcc replaces it only while it runs */
    struct sigaction mine = {0}, now;
    mine.sa_handler = on_segv;
    sigemptyset(&mine.sa_mask);
    sigaction(SIGSEGV, &mine, NULL);

    write_file("mylib.rs", LIB_RS);
    write_file("app.rs", APP_RS);
    write_file("other.rs", OTHER_RS);
    write_file("bad.rs", BAD_RS);
    char *err;
    int s;

    s = compile(&err, "--edition", "2021", "--crate-type", "rlib", "--crate-name", "mylib", "mylib.rs", NULL);
    CHECK(s == 0, "library: status %d\n%s", s, err);
    free(err);

    s = compile(&err, "--edition", "2021", "--extern", "mylib=libmylib.rlib", "app.rs", "-o", "app", NULL);
    CHECK(s == 0, "app: status %d\n%s", s, err);
    CHECK(strstr(err, NOTE) != NULL, "app: no note `%s`:\n%s", NOTE, err);
    free(err);

    s = compile(&err, "--edition", "2021", "other.rs", "-o", "other", NULL);
    CHECK(s == 0, "other: status %d\n%s", s, err);
    CHECK(strstr(err, NOTE) != NULL, "other: the note is once per session, not per process:\n%s", err);
    free(err);

    s = compile(&err, "bad.rs", "-o", "bad", NULL);
    CHECK(s == 1, "bad: status %d\n%s", s, err);
    CHECK(strstr(err, "error[E0308]: mismatched types") != NULL, "bad: no E0308:\n%s", err);
    free(err);

    s = compile(&err, "--edition", "2021", "-g", "--extern", "mylib=libmylib.rlib", "--emit=obj", "app.rs", "-o",
                "app-lib.o", NULL);
    CHECK(s == 0, "app (object): status %d\n%s", s, err);
    free(err);

    sigaction(SIGSEGV, NULL, &now);
    CHECK(now.sa_handler == on_segv, "the host's SIGSEGV handler was not put back");

    /* the programs run */
    char *out;
    char *app[] = {"./app", NULL};
    s = run(app, &out);
    CHECK(s == 0 && strcmp(out, "hello, app 42 42 [7, 7, 7]\n") == 0, "app: status %d, output `%s`", s, out);
    free(out);
    char *other[] = {"./other", NULL};
    s = run(other, &out);
    CHECK(s == 0 && strcmp(out, "Rect { w: 2, h: 5 } 19 4\n") == 0, "other: status %d, output `%s`", s, out);
    free(out);

    /* the same object from the rcc command, in a process of its own */
    char sysroot_arg[512];
    snprintf(sysroot_arg, sizeof sysroot_arg, "--sysroot=%s", g_sysroot);
    char *cmd[] = {(char *)g_rcc, "--edition", "2021", "-g", "--extern", "mylib=libmylib.rlib", "--emit=obj",
                   "app.rs", "-o", "app-cmd.o", sysroot_arg, NULL};
    s = run(cmd, &out);
    CHECK(s == 0, "rcc command: status %d", s);
    free(out);
    size_t n1 = 0, n2 = 0;
    char *o1 = read_file("app-lib.o", &n1), *o2 = read_file("app-cmd.o", &n2);
    CHECK(o1 && o2 && n1 == n2 && memcmp(o1, o2, n1) == 0,
          "the object made in this process (%zu bytes) differs from the rcc command's (%zu bytes)", n1, n2);
    free(o1);
    free(o2);

    if (g_failures == 0) {
        const char *files[] = {"mylib.rs", "app.rs", "other.rs", "bad.rs", "libmylib.rlib", "app", "other",
                               "app-lib.o", "app-cmd.o", "stderr.txt"};
        for (size_t i = 0; i < sizeof files / sizeof *files; i++) unlink(files[i]);
        if (chdir("/") == 0) rmdir(g_dir);
        printf("two_crates: 5 compiles in one process, all as expected\n");
        return 0;
    }
    fprintf(stderr, "two_crates: %d failures (files kept in %s)\n", g_failures, g_dir);
    return 1;
}
