/* parsebench.c — lexer+parser throughput on a source tree, in one process.
 *
 * Takes directories or files (every .rs under them), or `-l LIST`, a file
 * of `path<TAB>edition` lines as printed by tools/corpus/list-files. Reads
 * every file first, then lexes and parses each once (parse_file) and
 * prints files, lines, bytes, CPU seconds, wall seconds, lines/s and MB/s
 * (rates use CPU time, so other jobs on a shared machine skew them less),
 * and the number of files with syntax errors (listed with -v). The AST
 * arena is reset after each file, as a compile of many crates would free
 * each crate's scratch.
 *
 * Usage: parsebench [-v] [-e EDITION] [-n REPEAT] (-l LIST | DIR...)
 * Built by CMake as the non-installed target `parsebench`.
 */
#include "rcc/parse.h"

#include <dirent.h>
#include <sys/stat.h>
#include <time.h>

typedef struct Input {
    char *path;
    Edition edition;
} Input;
typedef VEC(Input) InputVec;

static void collect(const char *path, Edition ed, InputVec *out) {
    struct stat st;
    if (stat(path, &st) != 0) return;
    if (S_ISREG(st.st_mode)) {
        size_t n = strlen(path);
        if (n > 3 && strcmp(path + n - 3, ".rs") == 0) vec_push(out, (Input){xstrdup(path), ed});
        return;
    }
    if (!S_ISDIR(st.st_mode)) return;
    DIR *d = opendir(path);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char *sub = xasprintf("%s/%s", path, e->d_name);
        collect(sub, ed, out);
        free(sub);
    }
    closedir(d);
}

static void read_list(const char *list, InputVec *out) {
    FILE *f = fopen(list, "r");
    if (!f) {
        fprintf(stderr, "parsebench: cannot read %s\n", list);
        exit(2);
    }
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        char *tab = strchr(line, '\t');
        if (!tab) continue;
        *tab = 0;
        Edition ed = ED_2015;
        char *e = tab + 1;
        e[strcspn(e, "\r\n")] = 0;
        if (!edition_parse(e, &ed)) continue;
        vec_push(out, (Input){xstrdup(line), ed});
    }
    fclose(f);
}

static double clock_secs(clockid_t id) {
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    bool verbose = false;
    Edition ed = ED_2021;
    int repeat = 1;
    InputVec inputs = {0};
    const char *list = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0) verbose = true;
        else if (strcmp(argv[i], "-e") == 0 && i + 1 < argc) {
            if (!edition_parse(argv[++i], &ed)) {
                fprintf(stderr, "parsebench: bad edition %s\n", argv[i]);
                return 2;
            }
        } else if (strcmp(argv[i], "-n") == 0 && i + 1 < argc) repeat = atoi(argv[++i]);
        else if (strcmp(argv[i], "-l") == 0 && i + 1 < argc) list = argv[++i];
        else collect(argv[i], ed, &inputs);
    }
    if (list) read_list(list, &inputs);
    if (inputs.len == 0 || repeat < 1) {
        fprintf(stderr, "usage: parsebench [-v] [-e EDITION] [-n REPEAT] (-l LIST | DIR...)\n");
        return 2;
    }
    sym_init();
    SourceMap sm;
    sm_init(&sm);
    FILE *devnull = fopen("/dev/null", "w");
    DiagCtx dc;
    diag_ctx_init(&dc, &sm, verbose ? stderr : devnull);

    /* Read everything first: only lexing and parsing are timed. */
    VEC(SourceFile *) files = {0};
    uint64_t bytes = 0, lines = 0;
    for (uint32_t i = 0; i < inputs.len; i++) {
        char *err = NULL;
        SourceFile *f = sm_load_file(&sm, inputs.data[i].path, &err);
        if (!f) {
            fprintf(stderr, "parsebench: %s: %s\n", inputs.data[i].path, err);
            free(err);
            vec_push(&files, NULL);
            continue;
        }
        vec_push(&files, f);
        bytes += f->len;
        lines += sm_line_count(f);
    }

    Arena arena;
    arena_init(&arena);
    uint32_t failed = 0;
    double c0 = clock_secs(CLOCK_PROCESS_CPUTIME_ID), w0 = clock_secs(CLOCK_MONOTONIC);
    for (int r = 0; r < repeat; r++) {
        for (uint32_t i = 0; i < files.len; i++) {
            if (!files.data[i]) continue;
            uint32_t before = dc.nerrors;
            ParseSess ps;
            parse_sess_init(&ps, &arena, &dc, &sm, inputs.data[i].edition);
            parse_file(&ps, files.data[i]);
            if (r == 0 && dc.nerrors != before) {
                failed++;
                if (verbose) fprintf(stderr, "syntax errors: %s\n", inputs.data[i].path);
            }
            arena_reset(&arena);
        }
    }
    double cpu = (clock_secs(CLOCK_PROCESS_CPUTIME_ID) - c0) / repeat;
    double wall = (clock_secs(CLOCK_MONOTONIC) - w0) / repeat;
    printf("files %u  lines %llu  bytes %llu  cpu-seconds %.4f  wall-seconds %.4f  lines/s %.0f  MB/s %.1f  "
           "files-with-errors %u\n",
           inputs.len, (unsigned long long)lines, (unsigned long long)bytes, cpu, wall,
           cpu > 0 ? (double)lines / cpu : 0.0, cpu > 0 ? (double)bytes / cpu / 1e6 : 0.0, failed);
    arena_free(&arena);
    fclose(devnull);
    return 0;
}
