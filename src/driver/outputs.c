/* outputs.c — the files a compilation writes, named as rustc 1.63 names
 * them, and the two outputs that need no code generation.
 *
 * Naming follows rustc_session's OutputFilenames (`path`, `output_path`),
 * filename_for_input, out_filename and filename_for_metadata, and
 * rustc_interface's build_output_filenames and generated_output_paths,
 * quirks included: the stem is --crate-name, else the input file's stem
 * (not the crate name: `my-prog.rs` gives `my-prog.o` but
 * `libmy_prog.rlib`); `-C extra-filename` is part of the stem, whose last
 * `.`-suffix Rust's set_extension then replaces (`-C
 * extra-filename=-1.2` gives `lib-1.d`); dep-info names the metadata
 * target `<stem>.rmeta` although the file written is `lib<name>.rmeta`.
 *
 * driver_prepare_outputs is rustc's prepare_outputs, run after name
 * resolution: it refuses outputs that would overwrite the input or are
 * directories, writes the dep-info file (--emit=dep-info: one make rule
 * per output listing every file the crate's expansion read, an empty rule
 * per file, `# env-dep:` lines for env!/option_env!) and creates
 * --out-dir. driver_write_metadata writes --emit=metadata's file after
 * analysis. --json=artifacts notifications are printed for both. */
#include "driver_int.h"
#include "rcc/expand.h"
#include "rcc/metadata.h"

#include <errno.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

/* ------------------------------------------------------------------ */
/* Paths, as Rust's std::path does them on Unix                        */
/* ------------------------------------------------------------------ */

/* Path::file_name: the last component, or none (an empty path, one that
 * ends in `..`). Gives its start and length in *start, *len. */
static bool path_file_name(const char *p, size_t *start, size_t *len) {
    size_t n = strlen(p);
    /* trailing separators and `.` components do not count */
    for (;;) {
        while (n > 0 && p[n - 1] == '/') n--;
        if (n >= 2 && p[n - 1] == '.' && p[n - 2] == '/') n -= 2;
        else break;
    }
    size_t b = n;
    while (b > 0 && p[b - 1] != '/') b--;
    if (b == n || (n - b == 2 && p[b] == '.' && p[b + 1] == '.') || (n - b == 1 && p[b] == '.')) return false;
    *start = b;
    *len = n - b;
    return true;
}

/* The length of Path::file_stem within a file name: up to its last `.`,
 * unless that dot starts the name. */
static size_t stem_len(const char *name, size_t n) {
    for (size_t i = n; i-- > 1;)
        if (name[i] == '.') return i;
    return n;
}

/* Path::file_stem ("" when there is no file name). */
char *driver_path_file_stem(Arena *a, const char *path) {
    size_t b, n;
    if (!path_file_name(path, &b, &n)) return arena_strdup(a, "");
    return arena_strndup(a, path + b, stem_len(path + b, n));
}

/* Path::file_name ("" when there is none). */
const char *driver_path_file_name(Arena *a, const char *path) {
    size_t b, n;
    if (!path_file_name(path, &b, &n)) return "";
    return arena_strndup(a, path + b, n);
}

/* Path::parent ("" for a bare name). */
static char *path_parent(Arena *a, const char *path) {
    size_t b, n;
    if (!path_file_name(path, &b, &n)) return arena_strdup(a, "");
    size_t end = b;
    while (end > 0 && path[end - 1] == '/') end--;
    if (end == 0 && b > 0) end = 1;   /* the root */
    return arena_strndup(a, path, end);
}

/* Path::join. */
static char *path_join(Arena *a, const char *dir, const char *name) {
    if (name[0] == '/' || !dir[0]) return arena_strdup(a, name);
    return arena_sprintf(a, "%s%s%s", dir, dir[strlen(dir) - 1] == '/' ? "" : "/", name);
}

/* PathBuf::set_extension: the file name's extension replaced by ext
 * (removed when ext is empty); a path without a file name is kept. */
static char *path_set_extension(Arena *a, const char *path, const char *ext) {
    size_t b, n;
    if (!path_file_name(path, &b, &n)) return arena_strdup(a, path);
    size_t keep = b + stem_len(path + b, n);
    if (!ext[0]) return arena_strndup(a, path, keep);
    return arena_sprintf(a, "%.*s.%s", (int)keep, path, ext);
}

/* ------------------------------------------------------------------ */
/* Output file names                                                   */
/* ------------------------------------------------------------------ */

typedef VEC(const char *) PathVec;

/* rustc's OutputFilenames, reduced to what file names need. */
struct OutputFiles {
    const char *out_dir;     /* "" for the current directory */
    const char *filestem;    /* the stem with -C extra-filename */
    const char *single_file; /* -o, when it names the single output; else NULL */
};

/* The extension of an output type (OutputType::extension). */
static const char *emit_extension(EmitKind k) {
    switch (k) {
    case EMIT_LLVM_BC: return "bc";
    case EMIT_ASM: return "s";
    case EMIT_LLVM_IR: return "ll";
    case EMIT_MIR: return "mir";
    case EMIT_OBJ: return "o";
    case EMIT_METADATA: return "rmeta";
    case EMIT_DEP_INFO: return "d";
    case EMIT_LINK: return "";
    }
    return "";
}

/* The output types in rustc's order (its BTreeMap of OutputType). */
static const EmitKind emit_order[] = {EMIT_LLVM_BC, EMIT_ASM,  EMIT_LLVM_IR, EMIT_MIR,
                                      EMIT_METADATA, EMIT_OBJ, EMIT_LINK,    EMIT_DEP_INFO};

/* build_output_filenames, once per session: its warnings are reported
 * when it first runs (for --print file-names, or after resolution). */
const OutputFiles *driver_outputs(Session *s) {
    if (s->outputs) return s->outputs;
    Options *o = &s->opts;
    Arena *a = &o->arena;
    OutputFiles *out = arena_alloc(a, sizeof *out, _Alignof(OutputFiles));
    memset(out, 0, sizeof *out);
    const char *stem;
    if (!o->output) {
        out->out_dir = o->out_dir ? o->out_dir : "";
        /* TODO(parse): #![crate_name] comes between these two. */
        stem = o->crate_name ? o->crate_name
               : (!o->input || !strcmp(o->input, "-")) ? "rust_out"
                                                        : driver_path_file_stem(a, o->input);
    } else {
        uint32_t unnamed = 0;
        each(&o->emit, e) unnamed += e->path == NULL;
        if (unnamed > 1) {
            diag_emit(diag_warning(&s->dc, DC_NONE, (Span){0, 0},
                                   "due to multiple output types requested, the explicitly specified output file "
                                   "name will be adapted for each output type"));
        } else {
            if (o->extra_filename[0])
                diag_emit(
                    diag_warning(&s->dc, DC_NONE, (Span){0, 0}, "ignoring -C extra-filename flag due to -o flag"));
            out->single_file = o->output;
        }
        if (o->out_dir)
            diag_emit(diag_warning(&s->dc, DC_NONE, (Span){0, 0}, "ignoring --out-dir flag due to -o flag"));
        out->out_dir = path_parent(a, o->output);
        stem = driver_path_file_stem(a, o->output);
    }
    out->filestem = arena_sprintf(a, "%s%s", stem, o->extra_filename);
    s->outputs = out;
    return out;
}

/* OutputFilenames::output_path: <out-dir>/<filestem> with the type's
 * extension. */
static const char *output_path(Session *s, EmitKind k) {
    const OutputFiles *out = driver_outputs(s);
    Arena *a = &s->opts.arena;
    return path_set_extension(a, path_join(a, out->out_dir, out->filestem), emit_extension(k));
}

const char *driver_output_path(Session *s, EmitKind k) {
    const char *p = options_emit_path(&s->opts, k);
    if (p) return p;
    const OutputFiles *out = driver_outputs(s);
    if (out->single_file) return out->single_file;
    return output_path(s, k);
}

static const char *crate_name_or_default(Session *s) {
    const char *name = driver_crate_name(s);
    return name ? name : "rust_out";
}

const char *driver_filename_for_input(Session *s, CrateType ct) {
    const OutputFiles *out = driver_outputs(s);
    Arena *a = &s->opts.arena;
    const char *lib = arena_sprintf(a, "%s%s", crate_name_or_default(s), s->opts.extra_filename);
    switch (ct) {
    case CT_RLIB:
    case CT_LIB: return path_join(a, out->out_dir, arena_sprintf(a, "lib%s.rlib", lib));
    case CT_DYLIB:
    case CT_CDYLIB:
    case CT_PROC_MACRO: return path_join(a, out->out_dir, arena_sprintf(a, "lib%s.so", lib));
    case CT_STATICLIB: return path_join(a, out->out_dir, arena_sprintf(a, "lib%s.a", lib));
    case CT_BIN: break;
    }
    /* the target's exe suffix is empty */
    return driver_output_path(s, EMIT_LINK);
}

const char *driver_out_filename(Session *s, CrateType ct) {
    const char *p = options_emit_path(&s->opts, EMIT_LINK);
    if (p) return p;
    const OutputFiles *out = driver_outputs(s);
    if (out->single_file) return out->single_file;
    return driver_filename_for_input(s, ct);
}

const char *driver_metadata_filename(Session *s) {
    const char *p = options_emit_path(&s->opts, EMIT_METADATA);
    if (p) return p;
    const OutputFiles *out = driver_outputs(s);
    if (out->single_file) return out->single_file;
    Arena *a = &s->opts.arena;
    return path_join(a, out->out_dir,
                     arena_sprintf(a, "lib%s%s.rmeta", crate_name_or_default(s), s->opts.extra_filename));
}

/* generated_output_paths: the targets of the dep-info rules, in output
 * type order; the executable-like outputs once per crate type unless -o
 * names them. */
static void generated_output_paths(Session *s, PathVec *paths) {
    Options *o = &s->opts;
    const KeyValue *omit = options_z(o, "dep-info-omit-d-target");
    bool omit_d = omit && cgopt_parse_bool(omit->value) == 1;
    for (size_t i = 0; i < sizeof emit_order / sizeof *emit_order; i++) {
        EmitKind k = emit_order[i];
        if (!(o->emit_kinds & k)) continue;
        if (k == EMIT_LINK && !o->output) {
            CrateType types[8];
            uint32_t n = driver_crate_types(o, types);
            for (uint32_t t = 0; t < n; t++) vec_push(paths, driver_filename_for_input(s, types[t]));
        } else if (!(k == EMIT_DEP_INFO && omit_d)) {
            vec_push(paths, driver_output_path(s, k));
        }
    }
}

/* ------------------------------------------------------------------ */
/* --json=artifacts                                                    */
/* ------------------------------------------------------------------ */

void driver_artifact(Session *s, const char *path, const char *emit) {
    if (s->opts.json_artifacts) diag_artifact(&s->dc, path, emit);
}

/* ------------------------------------------------------------------ */
/* prepare_outputs and dep-info                                        */
/* ------------------------------------------------------------------ */

/* Makefiles need spaces escaped in file names (as clang and gcc do it,
 * nothing else); `# env-dep:` comments need newlines and backslashes. */
static void put_dep_file(StrBuf *sb, const char *name) {
    for (const char *p = name; *p; p++) {
        if (*p == ' ') sb_putc(sb, '\\');
        sb_putc(sb, *p);
    }
}

static void put_dep_env(StrBuf *sb, const char *s) {
    for (const char *p = s; *p; p++) {
        if (*p == '\n') sb_puts(sb, "\\n");
        else if (*p == '\r') sb_puts(sb, "\\r");
        else if (*p == '\\') sb_puts(sb, "\\\\");
        else sb_putc(sb, *p);
    }
}

/* rustc sorts the escaped (name, value) pairs, an unset value first. */
static int cmp_env(const void *x, const void *y) {
    const EnvDep *a = x, *b = y;
    StrBuf sa = {0}, sb = {0};
    put_dep_env(&sa, sym_str(a->name));
    put_dep_env(&sb, sym_str(b->name));
    int r = strcmp(sb_cstr(&sa), sb_cstr(&sb));
    if (!r && a->set != b->set) r = a->set ? 1 : -1;
    if (!r && a->set) {
        sa.len = sb.len = 0;
        put_dep_env(&sa, sym_str(a->value));
        put_dep_env(&sb, sym_str(b->value));
        r = strcmp(sb_cstr(&sa), sb_cstr(&sb));
    }
    sb_free(&sa);
    sb_free(&sb);
    return r;
}

/* write_out_deps. Returns false after reporting rustc's fatal error. */
static bool write_dep_info(Session *s, const DepInfoCrates *dc, const PathVec *targets) {
    const char *path = driver_output_path(s, EMIT_DEP_INFO);
    StrBuf files = {0};
    VEC(Symbol) all = {0};
    if (dc->local) each(&dc->local->files, f) vec_push(&all, *f);
    /* -Z binary-dep-depinfo: the files of the crates depended on: the
     * rlib/rmeta of each crate read from metadata (as rustc lists its
     * rlibs), and every file the expansion of a crate loaded from source
     * read, in crate order. */
    const KeyValue *bin = options_z(&s->opts, "binary-dep-depinfo");
    if (bin && cgopt_parse_bool(bin->value) == 1) {
        for (uint32_t c = 0; c < dc->ndeps; c++) each(&dc->deps[c]->files, f) vec_push(&all, *f);
        for (uint32_t i = 0; i < dc->ndep_files; i++) vec_push(&all, sym_cstr(dc->dep_files[i]));
    }
    for (uint32_t i = 0; i < all.len; i++) {
        if (i) sb_putc(&files, ' ');
        put_dep_file(&files, sym_str(all.data[i]));
    }
    StrBuf out = {0};
    each(targets, t) sb_printf(&out, "%s: %s\n\n", *t, sb_cstr(&files));
    each(&all, f) {
        put_dep_file(&out, sym_str(*f));
        sb_puts(&out, ":\n");
    }
    if (dc->local && dc->local->envs.len) {
        uint32_t n = dc->local->envs.len;
        EnvDep *envs = xmalloc(n * sizeof *envs);
        memcpy(envs, dc->local->envs.data, n * sizeof *envs);
        qsort(envs, n, sizeof *envs, cmp_env);
        sb_putc(&out, '\n');
        for (uint32_t i = 0; i < n; i++) {
            sb_puts(&out, "# env-dep:");
            put_dep_env(&out, sym_str(envs[i].name));
            if (envs[i].set) {
                sb_putc(&out, '=');
                put_dep_env(&out, sym_str(envs[i].value));
            }
            sb_putc(&out, '\n');
        }
        free(envs);
    }
    vec_free(&all);
    sb_free(&files);
    FILE *f = fopen(path, "wb");
    int err = f ? 0 : errno;
    if (f) {
        if (out.len && fwrite(out.data, 1, out.len, f) != out.len) err = errno;
        if (fclose(f) != 0 && !err) err = errno;
    }
    sb_free(&out);
    if (err) {
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "error writing dependencies to `%s`: %s", path,
                             driver_os_error(&s->opts.arena, err)));
        return false;
    }
    driver_artifact(s, path, "dep-info");
    return true;
}

/* rustc's io::Error text: `No such file or directory (os error 2)`. */
const char *driver_os_error(Arena *a, int err) { return arena_sprintf(a, "%s (os error %d)", strerror(err), err); }

static bool same_file(const char *a, const char *b) {
    char ra[PATH_MAX], rb[PATH_MAX];
    return realpath(a, ra) && realpath(b, rb) && strcmp(ra, rb) == 0;
}

static bool is_dir(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static void mkdir_all(const char *dir) {
    char *p = xstrdup(dir);
    for (char *q = p + 1; *q; q++)
        if (*q == '/') {
            *q = 0;
            mkdir(p, 0777);
            *q = '/';
        }
    mkdir(p, 0777);
    free(p);
}

bool driver_prepare_outputs(Session *s, const DepInfoCrates *deps) {
    Options *o = &s->opts;
    driver_outputs(s);
    PathVec targets = {0};
    generated_output_paths(s, &targets);
    bool ok = true;
    /* the source file is never overwritten by an output */
    if (o->input && strcmp(o->input, "-") != 0) {
        each(&targets, t) {
            if (same_file(*t, o->input)) {
                diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0},
                                     "the input file \"%s\" would be overwritten by the generated executable",
                                     o->input));
                ok = false;
                break;
            }
        }
        if (ok) {
            each(&targets, t) {
                if (is_dir(*t)) {
                    diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0},
                                         "the generated executable for the input file \"%s\" conflicts with the "
                                         "existing directory \"%s\"",
                                         o->input, *t));
                    ok = false;
                    break;
                }
            }
        }
    }
    if (ok && (o->emit_kinds & EMIT_DEP_INFO)) ok = write_dep_info(s, deps, &targets);
    vec_free(&targets);
    if (!ok) return false;
    /* --out-dir is created unless dep-info is the only output (after the
     * dep-info file is written: that one is not put in a new directory) */
    if (o->out_dir && o->emit_kinds != EMIT_DEP_INFO) {
        mkdir_all(o->out_dir);
        if (!is_dir(o->out_dir)) {
            diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0},
                                 "failed to find or create the directory specified by `--out-dir`"));
            return false;
        }
    }
    return true;
}

/* ------------------------------------------------------------------ */
/* --emit=metadata                                                     */
/* ------------------------------------------------------------------ */

/* The `.rmeta` --emit=metadata asks for (`cargo check`, Kbuild's
 * `--emit=metadata=PATH`): the crate's metadata blob (metadata.h), the
 * same bytes as an rlib's `lib.rmeta` member. For crate types that carry
 * no metadata (bin, staticlib, cdylib alone) the file is empty, as
 * rustc's is. It is written where rustc writes it (filename_for_metadata),
 * through a temporary directory next to it and a rename, as rustc does. */
bool driver_write_metadata(Session *s, const MdBuf *blob) {
    Options *o = &s->opts;
    if (!(o->emit_kinds & EMIT_METADATA)) return true;
    const char *out = driver_metadata_filename(s);
    Arena *a = &o->arena;
    CrateType types[8];
    uint32_t n = driver_crate_types(o, types);
    bool has_meta = false;
    for (uint32_t i = 0; i < n; i++)
        has_meta |= types[i] == CT_RLIB || types[i] == CT_LIB || types[i] == CT_DYLIB || types[i] == CT_PROC_MACRO;
    const char *dir = path_parent(a, out);
    char *tmpl = arena_sprintf(a, "%s%srmetaXXXXXX", dir, dir[0] ? "/" : "");
    if (!mkdtemp(tmpl)) {
        int err = errno;
        const char *shown = tmpl;
        char cwd[PATH_MAX];
        if (tmpl[0] != '/' && getcwd(cwd, sizeof cwd)) shown = arena_sprintf(a, "%s/%s", cwd, tmpl);
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "couldn't create a temp dir: %s at path \"%s\"",
                             driver_os_error(a, err), shown));
        return false;
    }
    char *tmp = arena_sprintf(a, "%s/lib.rmeta", tmpl);
    FILE *f = fopen(tmp, "wb");
    bool ok = f != NULL;
    if (f) {
        if (has_meta && blob && blob->len) ok = fwrite(blob->data, 1, blob->len, f) == blob->len;
        ok = fclose(f) == 0 && ok;
    }
    int err = ok ? 0 : errno;
    if (ok && rename(tmp, out) != 0) {
        ok = false;
        err = errno;
    }
    remove(tmp);
    rmdir(tmpl);
    if (!ok) {
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "failed to write %s: %s", out, driver_os_error(a, err)));
        return false;
    }
    driver_artifact(s, out, "metadata");
    return true;
}
