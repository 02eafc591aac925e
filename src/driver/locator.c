/* locator.c — finding a crate's metadata file, as rustc_metadata's
 * locator does: the paths `--extern name=PATH` gives (only those, when
 * there are any), else the `-L` directories that search for crates, in
 * command-line order, then the sysroot's lib/rustlib/<target>/lib.
 *
 * A directory holds `lib<name>.rlib`, `lib<name>-*.rlib` and the same
 * with `.rmeta`. Files are opened (md_open checks them) and kept when
 * their metadata names the crate asked for; files holding another crate
 * are passed over, as rustc does. Files with the same crate (stable id
 * and crate hash) are one library: the rlib is preferred (it has the
 * objects a link needs). Two different libraries are rustc's E0464.
 * Invalid files in the search path count only when nothing valid is
 * found.
 * Paths are canonicalised, as rustc shows them. */
#include "driver_int.h"
#include "rcc/metadata.h"

#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static bool has_suffix(const char *s, const char *suf) {
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && strcmp(s + n - m, suf) == 0;
}

static char *canonical(const char *p) {
    char buf[PATH_MAX];
    return realpath(p, buf) ? xstrdup(buf) : xstrdup(p);
}

typedef struct Cand {
    MdFile *f;
    bool rlib;
} Cand;
typedef VEC(Cand) CandVec;
typedef VEC(char *) PathList;

/* Adds f to the candidates: with a library of the same crate it merges
 * (the rlib wins), else it is a new library. */
static void add_candidate(CandVec *cs, MdFile *f, bool rlib) {
    each(cs, c) {
        if (c->f->stable_id == f->stable_id && c->f->hash == f->hash) {
            if (rlib && !c->rlib) {
                md_close(c->f);
                c->f = f;
                c->rlib = true;
            } else {
                md_close(f);
            }
            return;
        }
    }
    vec_push(cs, ((Cand){f, rlib}));
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The file names in dir that may hold crate `name`, sorted. */
static void dir_matches(const char *dir, const char *name, PathList *out) {
    DIR *d = opendir(dir);
    if (!d) return;
    size_t n = strlen(name);
    struct dirent *e;
    uint32_t first = out->len;
    while ((e = readdir(d)) != NULL) {
        const char *f = e->d_name;
        if (strncmp(f, "lib", 3) != 0 || strncmp(f + 3, name, n) != 0) continue;
        const char *rest = f + 3 + n;
        const char *ext = has_suffix(f, ".rlib") ? ".rlib" : has_suffix(f, ".rmeta") ? ".rmeta"
                          : has_suffix(f, ".so") ? ".so" : NULL;
        if (!ext) continue;
        if (strcmp(rest, ext) != 0 && rest[0] != '-') continue;
        vec_push(out, xasprintf("%s%s%s", dir, has_suffix(dir, "/") ? "" : "/", f));
    }
    closedir(d);
    if (out->len > first) qsort(out->data + first, out->len - first, sizeof *out->data, cmp_str);
}

/* The libraries of crate `name` in the search directories (crate or
 * dependency kind, and `all`, in command-line order; then the sysroot's
 * lib directory). Files md_open rejects are passed over, as rustc does,
 * and reported (setting *errors) only when no file of the crate was
 * valid: rustc's "found invalid metadata files" (or "incompatible
 * version") comes after no crate was found. */
static void search_dirs(Session *s, Symbol name, bool dependency, Span sp, CandVec *cands, bool *errors) {
    Options *o = &s->opts;
    const char *nm = sym_str(name);
    PathList files = {0}, invalid = {0};
    each(&o->search_paths, p) {
        bool take = p->kind == SEARCH_ALL || (dependency ? p->kind == SEARCH_DEPENDENCY : p->kind == SEARCH_CRATE);
        if (take) dir_matches(p->path, nm, &files);
    }
    if (o->sysroot) {
        char *lib = xasprintf("%s/lib/rustlib/%s/lib", o->sysroot, target_triple_name(o));
        dir_matches(lib, nm, &files);
        free(lib);
    }
    /* md_open reports into a context nobody reads */
    char *quiet_buf = NULL;
    size_t quiet_len = 0;
    FILE *quiet_out = open_memstream(&quiet_buf, &quiet_len);
    DiagCtx quiet;
    if (quiet_out) diag_ctx_init(&quiet, &s->sm, quiet_out);
    each(&files, fp) {
        char *path = canonical(*fp);
        free(*fp);
        bool seen = false;
        each(cands, c) seen |= strcmp(c->f->path, path) == 0;
        each(&invalid, c) seen |= strcmp(*c, path) == 0;
        if (seen) {
            free(path);
            continue;
        }
        MdFile *f = md_open(path, name, quiet_out ? &quiet : &s->dc, sp);
        if (!f) {
            vec_push(&invalid, path);
            continue;
        }
        if (f->crate_name != name) md_close(f);   /* another crate under this file name */
        else add_candidate(cands, f, has_suffix(path, ".rlib"));
        free(path);
    }
    if (quiet_out) {
        diag_ctx_free(&quiet);
        fclose(quiet_out);
        free(quiet_buf);
    }
    if (!cands->len && invalid.len) {
        *errors = true;
        each(&invalid, c) {
            if (quiet_out) md_close(md_open(*c, name, &s->dc, sp));   /* reports again, for real */
        }
    } else if (!quiet_out && invalid.len) {
        *errors = true;
    }
    each(&invalid, c) free(*c);
    vec_free(&invalid);
    vec_free(&files);
}

LocateResult driver_locate_crate(Session *s, Symbol name, bool dependency, Span sp, MdFile **out) {
    *out = NULL;
    const char *nm = sym_str(name);
    Options *o = &s->opts;
    CandVec cands = {0};
    bool errors = false, explicit = false;
    each(&o->externs, eo) {
        if (strcmp(eo->name, nm) != 0 || !eo->path) continue;
        if (has_suffix(eo->path, ".rs")) continue;   /* loaded from source (rcc's extension) */
        explicit = true;
        struct stat st;
        if (stat(eo->path, &st) != 0) {
            diag_emit(diag_error(&s->dc, DC_NONE, sp, "extern location for %s does not exist: %s", nm, eo->path));
            errors = true;
            continue;
        }
        const char *base = strrchr(eo->path, '/');
        base = base ? base + 1 : eo->path;
        bool rlib = has_suffix(base, ".rlib"), rmeta = has_suffix(base, ".rmeta"), so = has_suffix(base, ".so");
        if (strncmp(base, "lib", 3) != 0 || (!rlib && !rmeta && !so)) {
            Diag *d = diag_error(&s->dc, DC_E0463, sp, "can't find crate for `%s`", nm);
            if (sp.lo || sp.hi) diag_label(d, sp, true, "can't find crate");
            diag_note(d, "extern location for %s is of an unknown type: %s", nm, eo->path);
            diag_help(d, "file name should be lib*.rlib or lib*..so");
            diag_emit(d);
            errors = true;
            continue;
        }
        char *path = canonical(eo->path);
        /* an explicit path is taken whatever crate it holds, as rustc */
        MdFile *f = md_open(path, name, &s->dc, sp);
        free(path);
        if (!f) errors = true;
        else add_candidate(&cands, f, rlib);
    }
    if (!explicit) search_dirs(s, name, dependency, sp, &cands, &errors);
    LocateResult r = LOCATE_FOUND;
    if (errors) {
        r = LOCATE_ERROR;
    } else if (cands.len == 0) {
        r = LOCATE_NOT_FOUND;
    } else if (cands.len > 1) {
        Diag *d = diag_error(&s->dc, DC_E0464, sp, "multiple matching crates for `%s`", nm);
        StrBuf sb = {0};
        sb_puts(&sb, "candidates:");
        each(&cands, c) sb_printf(&sb, "\ncrate `%s`: %s", nm, c->f->path);
        diag_note(d, "%s", sb_cstr(&sb));
        sb_free(&sb);
        diag_emit(d);
        r = LOCATE_ERROR;
    }
    if (r == LOCATE_FOUND) {
        *out = cands.data[0].f;
    } else {
        each(&cands, c) md_close(c->f);
    }
    vec_free(&cands);
    return r;
}

LocateResult driver_locate_dependency(Session *s, const MdFile *parent, const MdDep *dep, Span sp, MdFile **out) {
    *out = NULL;
    CandVec cands = {0};
    bool errors = false;
    search_dirs(s, dep->name, true, sp, &cands, &errors);
    const char *nm = sym_str(dep->name);
    LocateResult r = LOCATE_NOT_FOUND;
    each(&cands, c) {
        if (c->f->stable_id == dep->stable_id && c->f->hash == dep->hash) {
            *out = c->f;
            c->f = NULL;
            r = LOCATE_FOUND;
            break;
        }
    }
    if (r != LOCATE_FOUND && errors) {
        r = LOCATE_ERROR;
    } else if (r != LOCATE_FOUND && cands.len) {
        /* the crate is there, in another version than the one parent was built with */
        Diag *d = diag_error(&s->dc, DC_E0460, sp, "found possibly newer version of crate `%s` which `%s` depends on",
                             nm, sym_str(parent->crate_name));
        diag_note(d, "perhaps that crate needs to be recompiled?");
        StrBuf sb = {0};
        sb_puts(&sb, "the following crate versions were found:");
        each(&cands, c) sb_printf(&sb, "\ncrate `%s`: %s", nm, c->f->path);
        sb_printf(&sb, "\ncrate `%s`: %s", sym_str(parent->crate_name), parent->path);
        diag_note(d, "%s", sb_cstr(&sb));
        sb_free(&sb);
        diag_emit(d);
        r = LOCATE_ERROR;
    } else if (r == LOCATE_NOT_FOUND) {
        Diag *d = diag_error(&s->dc, DC_E0463, sp, "can't find crate for `%s` which `%s` depends on", nm,
                             sym_str(parent->crate_name));
        if (sp.lo || sp.hi) diag_label(d, sp, true, "can't find crate");
        diag_emit(d);
        r = LOCATE_ERROR;
    }
    each(&cands, c) if (c->f) md_close(c->f);
    vec_free(&cands);
    return r;
}
