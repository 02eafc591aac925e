/* lexbench.c — lexer throughput on a source tree.
 *
 * Takes directories (or files); lexes every .rs file under them, each
 * once, and prints files, lines, bytes, tokens, seconds, lines/s, MB/s and
 * the number of files with lex errors. Only the lexing is timed (files are
 * read first); seconds are CPU time of the process (the rates use them, so
 * that other jobs on a shared machine do not skew them), wall time beside. Diagnostics go to /dev/null unless -v is given, which also
 * lists the files with errors. Editions: -e 2015|2018|2021 (default 2021).
 * -D drops doc comments (LexOptions.keep_docs = false); -n lexes each file
 * REPEAT times and reports the average.
 *
 * Usage: lexbench [-v] [-D] [-e EDITION] [-n REPEAT] DIR...
 * Built by CMake as the non-installed target `lexbench`.
 */
#include "rcc/lex.h"

#include <dirent.h>
#include <sys/stat.h>
#include <time.h>

typedef VEC(char *) PathVec;

static void collect(const char *path, PathVec *out) {
    struct stat st;
    if (stat(path, &st) != 0) return;
    if (S_ISREG(st.st_mode)) {
        size_t n = strlen(path);
        if (n > 3 && strcmp(path + n - 3, ".rs") == 0) vec_push(out, xstrdup(path));
        return;
    }
    if (!S_ISDIR(st.st_mode)) return;
    DIR *d = opendir(path);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char *sub = xasprintf("%s/%s", path, e->d_name);
        collect(sub, out);
        free(sub);
    }
    closedir(d);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static double clock_secs(clockid_t id) {
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    bool verbose = false, docs = true;
    Edition ed = ED_2021;
    int repeat = 1;
    PathVec paths = {0};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0) verbose = true;
        else if (strcmp(argv[i], "-D") == 0) docs = false;
        else if (strcmp(argv[i], "-e") == 0 && i + 1 < argc) {
            if (!edition_parse(argv[++i], &ed)) {
                fprintf(stderr, "lexbench: unknown edition %s\n", argv[i]);
                return 2;
            }
        } else if (strcmp(argv[i], "-n") == 0 && i + 1 < argc) repeat = atoi(argv[++i]);
        else collect(argv[i], &paths);
    }
    if (!paths.len) {
        fprintf(stderr, "usage: lexbench [-v] [-D] [-e EDITION] [-n REPEAT] DIR...\n");
        return 2;
    }
    qsort(paths.data, paths.len, sizeof *paths.data, cmp_str);

    SourceMap sm;
    sm_init(&sm);
    uint64_t lines = 0, bytes = 0;
    VEC(SourceFile *) files = {0};
    for (uint32_t i = 0; i < paths.len; i++) {
        char *err = NULL;
        SourceFile *f = sm_load_file(&sm, paths.data[i], &err);
        if (!f) {
            fprintf(stderr, "lexbench: %s: %s\n", paths.data[i], err);
            free(err);
            continue;
        }
        vec_push(&files, f);
        bytes += f->len;
        for (uint32_t k = 0; k < f->len; k++) lines += f->src[k] == '\n';
        if (f->len && f->src[f->len - 1] != '\n') lines++;
    }

    FILE *sink = fopen("/dev/null", "w");
    DiagCtx dc;
    diag_ctx_init(&dc, &sm, verbose ? stderr : sink);
    LexOptions opt = {.edition = ed, .keep_docs = docs};
    TokenVec toks = {0};
    uint64_t ntoks = 0;
    uint32_t bad = 0;
    double t0 = clock_secs(CLOCK_MONOTONIC), c0 = clock_secs(CLOCK_PROCESS_CPUTIME_ID);
    for (int r = 0; r < repeat; r++) {
        for (uint32_t i = 0; i < files.len; i++) {
            vec_clear(&toks);
            bool ok = lex_file(files.data[i], &opt, &dc, &toks);
            ntoks += toks.len;
            if (!ok && r == 0) {
                bad++;
                if (verbose) printf("lex errors: %s\n", files.data[i]->name);
            }
        }
    }
    double wall = (clock_secs(CLOCK_MONOTONIC) - t0) / repeat;
    double secs = (clock_secs(CLOCK_PROCESS_CPUTIME_ID) - c0) / repeat;
    ntoks /= (uint64_t)repeat;
    printf("files %u  lines %llu  bytes %llu  tokens %llu  seconds %.4f (wall %.4f)  lines/s %.0f  MB/s %.1f  "
           "files-with-errors %u\n",
           files.len, (unsigned long long)lines, (unsigned long long)bytes, (unsigned long long)ntoks, secs, wall,
           (double)lines / secs, (double)bytes / secs / 1e6, bad);
    vec_free(&toks);
    diag_ctx_free(&dc);
    fclose(sink);
    vec_free(&files);
    sm_free(&sm);
    for (uint32_t i = 0; i < paths.len; i++) free(paths.data[i]);
    vec_free(&paths);
    return 0;
}
