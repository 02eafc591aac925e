/* pass_codegen.c — code generation and linking (see passes.h).
 *
 * pass_codegen compiles each codegen unit of pc->mono to an object file
 * in a temporary directory (forked workers when there are several units:
 * libgccjit compiles one context at a time per process), and writes the
 * --emit=obj / --emit=asm outputs. pass_link links the objects for each
 * crate type: bin -> executable (`ld` as `cc` would run it, or `cc`),
 * staticlib -> an `ar` archive of the crate's objects and those of the
 * rlibs it links, dylib / cdylib -> `cc -shared`, rlib -> an `ar` archive
 * of the objects and a `lib.rmeta` member with the crate's metadata (an
 * ELF object, as rustc's; archive.c writes both, with a symbol index). A link takes the rlibs of
 * the crates loaded from metadata after the objects. Each file goes where
 * rustc puts it (outputs.c). When the only output is an executable, its link starts
 * before code generation (cg_link_begin: the linker reads the C runtime
 * and libraries meanwhile) and pass_link finishes it. */
#include <errno.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver_int.h"
#include "passes.h"
#include "rcc/codegen.h"

static bool copy_file(DiagCtx *dc, const char *from, const char *to) {
    FILE *in = fopen(from, "rb");
    FILE *out = in ? fopen(to, "wb") : NULL;
    bool ok = in && out;
    if (ok) {
        char buf[65536];
        size_t n;
        while ((n = fread(buf, 1, sizeof buf, in)) > 0)
            if (fwrite(buf, 1, n, out) != n) ok = false;
    }
    if (in) fclose(in);
    if (out && fclose(out) != 0) ok = false;
    if (!ok) diag_emit(diag_error(dc, DC_NONE, (Span){0, 0}, "failed to write `%s`", to));
    return ok;
}

static CgOptions cg_options(Session *s) {
    CgOptions o = {0};
    o.opt_level = s->opts.opt_level;
    o.opt_size = s->opts.opt_size;
    o.debuginfo = s->opts.debuginfo;
    o.overflow_checks = s->opts.overflow_checks;
    o.emit_asm = (s->opts.emit_kinds & EMIT_ASM) != 0;
    o.keep_reproducer = options_z(&s->opts, "codegen-reproducer") != NULL;
    o.target_cpu = s->opts.target_cpu;
    TargetCodegen tc = target_codegen(&s->opts);
    o.target_features = tc.features;
    o.soft_float = tc.soft_float;
    o.no_redzone = tc.no_redzone;
    o.code_model = tc.code_model;
    /* rustc's defaults on x86_64-unknown-linux-gnu: a section per
     * function (the link drops the unreached ones), PIC, and unwind
     * tables only where panics unwind (rcc's panics abort, but C code
     * and debuggers read .eh_frame: kept unless asked) */
    const KeyValue *kv = options_z(&s->opts, "function-sections");
    o.function_sections = !kv || cgopt_parse_bool(kv->value) == 1;
    kv = options_cg(&s->opts, "relocation-model");
    o.static_reloc = kv && kv->value && strcmp(kv->value, "static") == 0;
    kv = options_cg(&s->opts, "force-unwind-tables");
    o.no_unwind_tables = kv && cgopt_parse_bool(kv->value) == 0 && s->opts.panic_abort;
    kv = options_cg(&s->opts, "force-frame-pointers");
    o.frame_pointers = kv && cgopt_parse_bool(kv->value) == 1;
    return o;
}

/* -L, -l (the command line's, then the crates' #[link] libraries) and
 * -C link-arg(s), in the order rustc gives them to cc. */
typedef DriverArgVec ArgVec;

static void link_args(PassCtx *pc, ArgVec *out) {
    Session *s = pc->s;
    Options *o = &s->opts;
    Arena *a = &o->arena;
    /* as rustc: the sections nothing reaches are dropped (each function
     * has its own, -Zfunction-sections), unless -C link-dead-code */
    const KeyValue *dead = options_cg(o, "link-dead-code");
    if (!dead || cgopt_parse_bool(dead->value) != 1) vec_push(out, "-Wl,--gc-sections");
    /* as rustc on Linux: a non-executable stack, and full RELRO (-C
     * relro-level, default full: symbols bound at load time, so std's
     * stack-overflow handler does not run the lazy binder on its 8 KB
     * signal stack) */
    vec_push(out, "-Wl,-znoexecstack");
    const KeyValue *relro = options_cg(o, "relro-level");
    const char *rl = relro && relro->value ? relro->value : "full";
    if (!strcmp(rl, "full")) vec_push(out, "-Wl,-zrelro,-znow");
    else if (!strcmp(rl, "partial")) vec_push(out, "-Wl,-zrelro");
    each(&o->search_paths, sp) {
        if (sp->kind == SEARCH_CRATE || sp->kind == SEARCH_DEPENDENCY || sp->kind == SEARCH_FRAMEWORK) continue;
        vec_push(out, arena_sprintf(a, "-L%s", sp->path));
    }
    each(&o->link_libs, l) {
        const char *nm = l->rename ? l->rename : l->name;
        if (l->verbatim == 1) vec_push(out, arena_sprintf(a, "-l:%s", nm));
        else vec_push(out, arena_sprintf(a, "-l%s", nm));
    }
    driver_native_lib_args(pc, out);
    each(&o->cg, kv) {
        if (!kv->value) continue;
        if (!strcmp(kv->key, "link-arg")) {
            vec_push(out, kv->value);
        } else if (!strcmp(kv->key, "link-args")) {
            char *copy = arena_strdup(a, kv->value);
            for (char *tok = strtok(copy, " \t"); tok; tok = strtok(NULL, " \t")) vec_push(out, tok);
        }
    }
}

static LinkRequest link_request(Session *s, LinkKind kind, const ArgVec *args, const char *out) {
    const KeyValue *linker = options_cg(&s->opts, "linker");
    return (LinkRequest){kind, (const char *const *)args->data, args->len, out, linker ? linker->value : NULL};
}

/* -C relocation-model=static (or dynamic-no-pic): the code is not
 * position independent, so an executable is linked without -pie, as
 * rustc links it (through cc: the direct `ld` command is the PIE one). */
static bool links_no_pie(Session *s) {
    const KeyValue *kv = options_cg(&s->opts, "relocation-model");
    return kv && kv->value && (!strcmp(kv->value, "static") || !strcmp(kv->value, "dynamic-no-pic"));
}

/* Starts the executable's link before code generation when it is the
 * only thing to link (see cg_link_begin). */
static void begin_link(PassCtx *pc, const char *tmpdir) {
    Session *s = pc->s;
    if (!(s->opts.emit_kinds & EMIT_LINK) || links_no_pie(s)) return;
    CrateType types[8];
    uint32_t n = driver_crate_types(&s->opts, types);
    if (n != 1 || types[0] != CT_BIN) return;
    char *plugin = xasprintf("%s/lib/rustlib/%s/bin/rcc-ld-plugin.so", s->opts.sysroot, target_triple_name(&s->opts));
    ArgVec args = {0};
    link_args(pc, &args);
    LinkRequest rq = link_request(s, LINK_EXECUTABLE, &args, driver_out_filename(s, CT_BIN));
    pc->link_job = cg_link_begin(&s->dc, &rq, tmpdir, plugin);
    vec_push(&pc->temps, xasprintf("%s/rcc-objects.o", tmpdir));   /* its placeholder */
    vec_free(&args);
    free(plugin);
}

/* Compiles the units: in this process when there is one, else in up to
 * `jobs` forked workers at a time. */
static bool compile_units(PassCtx *pc, const CgOptions *o, char **objs, char **asms) {
    const MonoItems *mi = pc->mono;
    if (mi->nunits == 1) return cg_compile_unit(pc->tcx, mi, 0, o, objs[0], asms ? asms[0] : NULL);
    fflush(stdout);
    fflush(stderr);
    uint32_t jobs = pc->s->opts.codegen_units ? pc->s->opts.codegen_units : mi->nunits;
    if (jobs > 16) jobs = 16;
    /* more workers than processors only cost memory (an rlib has many
     * small units) */
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    if (ncpu >= 1 && jobs > (uint32_t)ncpu) jobs = (uint32_t)ncpu;
    uint32_t next = 0, running = 0;
    bool ok = true, ice = false;
    while (next < mi->nunits || running) {
        while (next < mi->nunits && running < jobs) {
            pid_t pid = fork();
            if (pid == 0) {
                struct timespec t0, t1;
                clock_gettime(CLOCK_MONOTONIC, &t0);
                bool r = cg_compile_unit(pc->tcx, mi, next, o, objs[next], asms ? asms[next] : NULL);
                clock_gettime(CLOCK_MONOTONIC, &t1);
                if (pc->s->opts.time_passes)
                    fprintf(stderr, "time: %.3f; codegen unit %u (%u items)\n",
                            (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9, next,
                            mi->units[next].nitems);
                fflush(stderr);
                _exit(r ? 0 : 1);
            }
            if (pid < 0) {
                /* no process left: compile here */
                ok &= cg_compile_unit(pc->tcx, mi, next, o, objs[next], asms ? asms[next] : NULL);
            } else {
                running++;
            }
            next++;
        }
        if (!running) continue;
        int st;
        if (wait(&st) > 0) {
            running--;
            if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) ok = false;
            /* a worker's internal error (it printed it) is the compiler's */
            if (WIFSIGNALED(st) || (WIFEXITED(st) && WEXITSTATUS(st) == 101)) ice = true;
        }
    }
    if (ice) {
        fflush(stderr);
        exit(101);
    }
    return ok;
}

bool pass_codegen(PassCtx *pc) {
    Session *s = pc->s;
    uint32_t code = EMIT_LINK | EMIT_OBJ | EMIT_ASM | EMIT_LLVM_IR | EMIT_LLVM_BC;
    if (!(s->opts.emit_kinds & code)) return true;
    if (!pc->tcx || !pc->mono) {
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "rcc found nothing to generate code from"));
        return false;
    }
    const MonoItems *mi = pc->mono;
    CgOptions o = cg_options(s);
    char dir[] = "/tmp/rcc-cgXXXXXX";
    if (!mkdtemp(dir)) {
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "could not create a temporary directory"));
        return false;
    }
    const char *name = driver_crate_name(s);
    if (!name) name = "rust_out";
    char **objs = xcalloc(mi->nunits + 1, sizeof(char *));
    char **asms = NULL;
    bool want_asm = (s->opts.emit_kinds & EMIT_ASM) != 0;
    if (want_asm) asms = xcalloc(mi->nunits + 1, sizeof(char *));
    const char *asm_out = want_asm ? driver_output_path(s, EMIT_ASM) : NULL;
    for (uint32_t u = 0; u < mi->nunits; u++) {
        objs[u] = xasprintf("%s/%s.%u.o", dir, name, u);
        if (want_asm)
            asms[u] = mi->nunits == 1 ? xstrdup(asm_out) : xasprintf("%s.%u.s", asm_out, u);
    }
    begin_link(pc, dir);
    bool ok = compile_units(pc, &o, objs, asms);
    if (!ok && s->dc.nerrors == 0)
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "code generation failed"));
    /* -Zcontinue-after-type-errors: units whose failing functions were
     * reported (a unit compiled in a child process reports its own) still
     * make the output when every object was written */
    if (!ok && s->opts.continue_after_type_errors) {
        ok = true;
        for (uint32_t u = 0; u < mi->nunits; u++) ok &= access(objs[u], R_OK) == 0;
    }
    for (uint32_t u = 0; u < mi->nunits; u++) {
        vec_push(&pc->objects, xstrdup(objs[u]));
        vec_push(&pc->temps, objs[u]);
        if (asms) free(asms[u]);
    }
    vec_push(&pc->temps, xstrdup(dir));   /* removed after the files in it */
    free(objs);
    free(asms);
    if (!ok) {
        if (pc->link_job) cg_link_end(pc->link_job, NULL, 0, false);
        pc->link_job = NULL;
        return false;
    }
    if (s->opts.emit_kinds & EMIT_OBJ) {
        const char *out = driver_output_path(s, EMIT_OBJ);
        if (pc->objects.len == 1) return copy_file(&s->dc, pc->objects.data[0], out);
        /* several units: one relocatable object, where what only the
         * units shared is local again, as in a single unit */
        const char *args[2] = {"-r", "-nostdlib"};
        LinkRequest rq = {LINK_EXECUTABLE, args, 2, out, NULL};
        if (!cg_link(&s->dc, &rq, (const char *const *)pc->objects.data, pc->objects.len)) return false;
        VEC(const char *) local = {0};
        for (uint32_t i = 0; i < mi->nitems; i++)
            if (mi->items[i].external && !mi->items[i].exported && mi->items[i].symbol) vec_push(&local, mi->items[i].symbol);
        bool lok = cg_localize_symbols(&s->dc, out, local.data, local.len);
        vec_free(&local);
        return lok;
    }
    return true;
}

/* An rlib (the objects and lib.rmeta, first as in rustc's) or a
 * staticlib (the objects and every linked rlib's objects). */
static bool write_archive(PassCtx *pc, const char *out, bool rlib) {
    Session *s = pc->s;
    ArchiveMemberVec ms = {0};
    bool ok = true;
    if (rlib) {
        const MdBuf *blob = driver_metadata_blob(pc);
        ArchiveMember m;
        driver_rmeta_object(blob->data, blob->len, &m);
        vec_push(&ms, m);
    }
    for (uint32_t i = 0; i < pc->objects.len && ok; i++) {
        ArchiveMember m = {xstrdup(driver_path_file_name(&s->opts.arena, pc->objects.data[i])), NULL, 0};
        if (!driver_read_file(pc->objects.data[i], &m.data, &m.len)) {
            diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "failed to read object file `%s`",
                                 pc->objects.data[i]));
            free(m.name);
            ok = false;
            break;
        }
        vec_push(&ms, m);
    }
    for (uint32_t i = 0; i < pc->dep_rlibs.len && ok && !rlib; i++) {
        if (!driver_archive_objects(pc->dep_rlibs.data[i], &ms)) {
            diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "failed to add native library %s: not an archive",
                                 pc->dep_rlibs.data[i]));
            ok = false;
        }
    }
    if (ok) {
        remove(out);
        ok = driver_write_archive(&s->dc, out, ms.data, ms.len);
    }
    driver_archive_members_free(&ms);
    return ok;
}

/* A crate type that links its dependencies (not an rlib) needs each
 * crate loaded from metadata as an rlib: rustc's error otherwise. */
static bool deps_available_as_rlibs(PassCtx *pc, const CrateType *types, uint32_t n) {
    bool links = false;
    for (uint32_t i = 0; i < n; i++) links |= types[i] != CT_RLIB && types[i] != CT_LIB;
    if (!links) return true;
    bool ok = true;
    for (CrateNum c = 0; pc->md && c < res_crate_count(pc->res); c++) {
        const MdFile *f = res_crate_is_extern(pc->res, c) ? md_crate_file(pc->md, c) : NULL;
        size_t len = f ? strlen(f->path) : 0;
        if (!f || (len > 5 && strcmp(f->path + len - 5, ".rlib") == 0) || (f->flags & MD_CRATE_PROC_MACRO)) continue;
        diag_emit(diag_error(&pc->s->dc, DC_NONE, (Span){0, 0},
                             "crate `%s` required to be available in rlib format, but was not found in this form",
                             sym_str(f->crate_name)));
        ok = false;
    }
    return ok;
}

/* A proc-macro crate: a shared object that exports only its harness
 * static, with the crate's metadata in a `.rmeta` section (as rustc's
 * `.rustc`), which the locator reads and the expander dlopens. */
static bool link_proc_macro(PassCtx *pc, const ArgVec *args, const char *const *objs, uint32_t nobjs,
                            const char *out) {
    Session *s = pc->s;
    char *symbol = driver_proc_macro_decls_symbol(driver_stable_crate_id(s));
    char tmpl[] = "/tmp/rcc-versionXXXXXX";
    int fd = mkstemp(tmpl);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        if (fd >= 0) close(fd);
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "could not create a temporary file: %s", strerror(errno)));
        free(symbol);
        return false;
    }
    fprintf(f, "{\n  global: %s;\n  local: *;\n};\n", symbol);
    fclose(f);
    free(symbol);
    ArgVec so = {0};
    each(args, a) vec_push(&so, *a);
    char *vs = xasprintf("-Wl,--version-script=%s", tmpl);
    vec_push(&so, vs);
    LinkRequest rq = link_request(s, LINK_SHARED, &so, out);
    bool ok = cg_link(&s->dc, &rq, objs, nobjs);
    vec_free(&so);
    free(vs);
    unlink(tmpl);
    if (ok) {
        const MdBuf *blob = driver_metadata_blob(pc);
        ok = cg_add_section(&s->dc, out, ".rmeta", blob->data, blob->len);
    }
    return ok;
}

bool pass_link(PassCtx *pc) {
    Session *s = pc->s;
    if (!(s->opts.emit_kinds & EMIT_LINK) || !pc->objects.len) return true;
    CrateType types[8];
    uint32_t n = driver_crate_types(&s->opts, types);
    if (!deps_available_as_rlibs(pc, types, n)) {
        if (pc->link_job) cg_link_end(pc->link_job, NULL, 0, false);
        pc->link_job = NULL;
        return false;
    }
    /* the objects, then the rlibs of the crates loaded from metadata, the
     * last loaded first (a crate is loaded after its dependencies, and a
     * linker wants an archive before the archives it uses) */
    VEC(const char *) inputs = {0};
    each(&pc->objects, o) vec_push(&inputs, *o);
    for (uint32_t i = pc->dep_rlibs.len; i-- > 0;) vec_push(&inputs, pc->dep_rlibs.data[i]);
    const char *const *objs = inputs.data;
    uint32_t nobjs = inputs.len;
    if (pc->link_job) {
        bool ok = cg_link_end(pc->link_job, objs, nobjs, true);
        vec_free(&inputs);
        pc->link_job = NULL;
        if (ok) driver_artifact(s, driver_out_filename(s, CT_BIN), "link");
        return ok;
    }
    ArgVec args = {0};
    link_args(pc, &args);
    bool ok = true;
    for (uint32_t i = 0; i < n && ok; i++) {
        const char *out = driver_out_filename(s, types[i]);
        LinkRequest rq;
        switch (types[i]) {
        case CT_BIN: {
            ArgVec exe = {0};
            each(&args, a) vec_push(&exe, *a);
            if (links_no_pie(s)) vec_push(&exe, "-no-pie");
            rq = link_request(s, LINK_EXECUTABLE, &exe, out);
            ok = cg_link(&s->dc, &rq, objs, nobjs);
            vec_free(&exe);
            break;
        }
        case CT_STATICLIB: ok = write_archive(pc, out, false); break;
        case CT_RLIB:
        case CT_LIB: ok = write_archive(pc, out, true); break;
        case CT_DYLIB:
        case CT_CDYLIB:
            rq = link_request(s, LINK_SHARED, &args, out);
            ok = cg_link(&s->dc, &rq, objs, nobjs);
            break;
        case CT_PROC_MACRO: ok = link_proc_macro(pc, &args, objs, nobjs, out); break;
        }
        if (ok) driver_artifact(s, out, "link");
    }
    vec_free(&args);
    vec_free(&inputs);
    return ok;
}

void passes_free(PassCtx *pc) {
    if (pc->link_job) cg_link_end(pc->link_job, NULL, 0, false);
    pc->link_job = NULL;
    if (pc->tcx) {
        ty_free(pc->tcx);   /* with typeck's and mir's state (ty_ext) */
        pc->tcx = NULL;
    }
    for (uint32_t i = 0; i < pc->temps.len; i++) {
        remove(pc->temps.data[i]);
        free(pc->temps.data[i]);
    }
    vec_free(&pc->temps);
    for (uint32_t i = 0; i < pc->objects.len; i++) free(pc->objects.data[i]);
    vec_free(&pc->objects);
    hir_free(pc->hir);   /* after the TyCtxt, which refers to it */
    pc->hir = NULL;
    if (pc->krate) {
        /* the early lints' tables for typeck (the crate is in an arena) */
        hmap_free(&pc->krate->unused_unsafe_allowed);
        free(pc->krate->unsafe_op_attr_pos);
        pc->krate->unsafe_op_attr_pos = NULL;
        pc->krate->n_unsafe_op_attr_pos = 0;
    }
    vec_free(&pc->native_libs);
}
