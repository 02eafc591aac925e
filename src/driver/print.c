/* print.c — `--print`, and the facts it prints that later phases need
 * too: the sysroot, the crate name, output file names, path remapping.
 *
 * Takes the session (options and, when there is one, the loaded crate
 * root); gives rustc 1.63's output on stdout for each request, in order.
 * Output file names are outputs.c's. */
#include "driver_int.h"

#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

/* ------------------------------------------------------------------ */
/* The sysroot                                                         */
/* ------------------------------------------------------------------ */

static bool is_dir(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* See driver.h for the rule. */
char *driver_default_sysroot(Options *o) {
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) return arena_strdup(&o->arena, ".");
    exe[n] = 0;
    char real[PATH_MAX];
    const char *path = realpath(exe, real) ? real : exe;
    const char *slash = strrchr(path, '/');
    char *dir = arena_strndup(&o->arena, path, slash && slash != path ? (size_t)(slash - path) : 1);

    char *probe = xasprintf("%s/lib/rustlib", dir);
    bool has_rustlib = is_dir(probe);
    free(probe);
    if (has_rustlib) return dir;
    const char *base = strrchr(dir, '/');
    if (base && strcmp(base + 1, "bin") == 0)
        return arena_strndup(&o->arena, dir, base == dir ? 1 : (size_t)(base - dir));
    return dir;
}

/* ------------------------------------------------------------------ */
/* Paths                                                               */
/* ------------------------------------------------------------------ */

const char *driver_remap_path(Options *o, const char *path) {
    /* Like rustc, the mapping given last is tried first, and a prefix
     * matches whole path components only. */
    for (uint32_t i = o->remap_prefix.len; i-- > 0;) {
        const KeyValue *m = &o->remap_prefix.data[i];
        size_t n = strlen(m->key);
        if (strncmp(path, m->key, n) != 0) continue;
        const char *rest = path + n;
        if (n && m->key[n - 1] != '/' && *rest && *rest != '/') continue;
        while (*rest == '/') rest++;
        Arena *a = &o->arena;
        if (!*rest) return arena_strdup(a, m->value);
        if (!*m->value) return arena_strdup(a, rest);
        size_t vn = strlen(m->value);
        return arena_sprintf(a, "%s%s%s", m->value, m->value[vn - 1] == '/' ? "" : "/", rest);
    }
    return path;
}

/* ------------------------------------------------------------------ */
/* The crate name                                                      */
/* ------------------------------------------------------------------ */

/* rustc accepts alphanumeric characters (Unicode's) and `_`. Non-ASCII
 * characters are taken as letters. Reports each bad character. */
static bool validate_crate_name(Session *s, const char *name) {
    bool ok = true;
    if (!*name) {
        early_error(&s->dc, "crate name must not be empty");
        ok = false;
    }
    for (const char *p = name; *p;) {
        unsigned char c = (unsigned char)*p;
        size_t n = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        if (c < 0x80 && !(c == '_' || (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'))) {
            early_error(&s->dc, "invalid character `%.*s` in crate name: `%s`", (int)n, p, name);
            ok = false;
        }
        for (size_t k = 0; k < n && *p; k++) p++;
    }
    return ok;
}

const char *driver_crate_name(Session *s) {
    Options *o = &s->opts;
    if (o->crate_name) return validate_crate_name(s, o->crate_name) ? o->crate_name : NULL;
    /* TODO(parse): a `#![crate_name = "..."]` in the crate root comes
     * next, once the driver parses the root's inner attributes (rustc
     * also checks that it agrees with --crate-name). */
    if (!o->input || strcmp(o->input, "-") == 0) return "rust_out";
    char *stem = driver_path_file_stem(&o->arena, o->input);
    if (stem[0] == '-') {
        early_error(&s->dc, "crate names cannot start with a `-`, but `%s` has a leading hyphen", stem);
        return "rust_out";
    }
    for (char *p = stem; *p; p++)
        if (*p == '-') *p = '_';
    return validate_crate_name(s, stem) ? stem : NULL;
}

/* ------------------------------------------------------------------ */
/* Crate types                                                         */
/* ------------------------------------------------------------------ */

/* The crate types to build, in order. */
static uint32_t crate_types(const Options *o, CrateType *types) {
    if (o->test) {
        types[0] = CT_BIN;
        return 1;
    }
    /* TODO(parse): #![crate_type] attributes, when none is given here
     * (rustc sorts those and drops duplicates). */
    if (!o->crate_type_list.len) {
        types[0] = CT_BIN;
        return 1;
    }
    for (uint32_t i = 0; i < o->crate_type_list.len; i++) types[i] = o->crate_type_list.data[i];
    return o->crate_type_list.len;
}

uint32_t driver_crate_types(const Options *o, CrateType *types) { return crate_types(o, types); }

/* ------------------------------------------------------------------ */
/* --print                                                             */
/* ------------------------------------------------------------------ */

bool driver_prints_stop(const Options *o) {
    each(&o->prints, p) if (*p != PRINT_NATIVE_STATIC_LIBS && *p != PRINT_LINK_ARGS) return true;
    return false;
}

static void print_list(const char *title, const char *const *items) {
    printf("Available %s:\n", title);
    for (; *items; items++) printf("    %s\n", *items);
    printf("\n");
}

static void print_cfg(const Options *o) {
    Arena a;
    arena_init(&a);
    KeyValueVec cfg = {0};
    driver_crate_cfg(o, false, &a, &cfg);
    each(&cfg, c) {
        if (c->value) printf("%s=\"%s\"\n", c->key, c->value);
        else printf("%s\n", c->key);
    }
    vec_free(&cfg);
    arena_free(&a);
}

/* --print crate-name / file-names. Returns false if the crate name is
 * invalid (reported). */
static bool print_names(Session *s, PrintKind k) {
    driver_outputs(s);
    const char *name = driver_crate_name(s);
    if (!name) return false;
    if (k == PRINT_CRATE_NAME) {
        printf("%s\n", name);
        return true;
    }
    CrateType types[8];
    uint32_t n = crate_types(&s->opts, types);
    for (uint32_t i = 0; i < n; i++)
        printf("%s\n", driver_path_file_name(&s->opts.arena, driver_filename_for_input(s, types[i])));
    return true;
}

int driver_print(Session *s, const SourceFile *root) {
    (void)root;   /* TODO(parse): the crate attributes come from here */
    Options *o = &s->opts;
    static const char *const reloc[] = {"static", "pic", "pie", "dynamic-no-pic", "ropi", "rwpi", "ropi-rwpi",
                                        "default", NULL};
    static const char *const code[] = {"tiny", "small", "kernel", "medium", "large", NULL};
    static const char *const tls[] = {"global-dynamic", "local-dynamic", "initial-exec", "local-exec", NULL};
    int status = 0;
    each(&o->prints, p) {
        switch (*p) {
        case PRINT_TARGET_LIST: printf("%s\n", RCC_HOST_TRIPLE); break;
        case PRINT_SYSROOT: printf("%s\n", o->sysroot); break;
        case PRINT_TARGET_LIBDIR: printf("%s/lib/rustlib/%s/lib\n", o->sysroot, target_triple_name(o)); break;
        case PRINT_CFG: print_cfg(o); break;
        case PRINT_CRATE_NAME:
        case PRINT_FILE_NAMES:
            if (!o->input) {
                fflush(stdout);
                return early_error_default(&s->dc, "no input file provided");
            }
            if (!print_names(s, *p)) {
                /* rustc stops at a bad crate name. */
                fflush(stdout);
                diag_finish(&s->dc);
                return 1;
            }
            break;
        case PRINT_RELOCATION_MODELS: print_list("relocation models", reloc); break;
        case PRINT_CODE_MODELS: print_list("code models", code); break;
        case PRINT_TLS_MODELS: print_list("TLS models", tls); break;
        /* options.c refuses the ones rcc cannot print. */
        default: break;
        }
    }
    fflush(stdout);
    if (diag_finish(&s->dc)) status = 1;
    return status;
}
