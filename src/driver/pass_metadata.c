/* pass_metadata.c — the local crate's metadata blob (see metadata.h),
 * built once after analysis for the files that carry it: the `.rmeta` of
 * --emit=metadata and the `lib.rmeta` member of an rlib.
 *
 * The driver fills the header: the crate name, its stable crate id (the
 * name and the `-C metadata` values, each value split at whitespace as
 * rustc's list options are), the edition, the panic strategy (0 unwind,
 * 1 abort) and the crates loaded from metadata, in load order (a
 * crate after its dependencies); md_encode_crate fills the
 * sections (none when analysis did not run). */
#include "driver_int.h"
#include "passes.h"
#include "rcc/metadata.h"

uint64_t driver_stable_crate_id(Session *s) {
    const char *name = driver_crate_name(s);
    if (!name) name = "rust_out";
    VEC(char *) vals = {0};
    each(&s->opts.cg, kv) {
        if (strcmp(kv->key, "metadata") != 0 || !kv->value) continue;
        char *copy = arena_strdup(&s->opts.arena, kv->value);
        for (char *tok = strtok(copy, " \t\n"); tok; tok = strtok(NULL, " \t\n")) vec_push(&vals, tok);
    }
    CrateType types[8];
    uint32_t nt = driver_crate_types(&s->opts, types);
    bool is_exe = false;
    for (uint32_t i = 0; i < nt; i++) is_exe |= types[i] == CT_BIN;
    uint64_t id = md_stable_crate_id(name, (const char *const *)vals.data, vals.len, is_exe);
    vec_free(&vals);
    return id;
}

const MdBuf *driver_metadata_blob(PassCtx *pc) {
    if (pc->md_blob_built) return &pc->md_blob;
    Session *s = pc->s;
    const char *name = driver_crate_name(s);
    /* the dependencies: every crate read from metadata, in CrateNum order
     * (the encoder's dependency indices) */
    uint32_t ndeps = 0;
    MdDep *deps = xcalloc(res_crate_count(pc->res) + 1, sizeof *deps);
    for (CrateNum c = 0; pc->res && c < res_crate_count(pc->res); c++) {
        const MdFile *f = res_crate_is_extern(pc->res, c) && pc->md ? md_crate_file(pc->md, c) : NULL;
        if (f) deps[ndeps++] = (MdDep){f->crate_name, f->stable_id, f->hash};
    }
    MdHeader h = {
        .crate_name = sym_cstr(name ? name : "rust_out"),
        .stable_id = driver_stable_crate_id(s),
        .edition = (uint8_t)s->opts.edition,
        .panic_strategy = s->opts.panic_abort ? 1 : 0,
        .flags = driver_crate_flags(pc),
        .deps = deps,
        .ndeps = ndeps,
    };
    MdBuf sections[MDS__COUNT];
    memset(sections, 0, sizeof sections);
    if (pc->tcx && pc->proc_macro_crate) {
        char *symbol = driver_proc_macro_decls_symbol(h.stable_id);
        md_encode_proc_macro_crate(pc->tcx, &pc->proc_macros, symbol, sections);
        free(symbol);
    } else if (pc->tcx) {
        md_encode_crate(pc->tcx, sections);
    }
    driver_encode_native_libs(pc, &sections[MDS_NATIVE_LIBS]);
    md_write_blob(&pc->md_blob, &h, sections);
    for (uint32_t i = 0; i < MDS__COUNT; i++) free(sections[i].data);
    free(deps);
    pc->md_blob_built = true;
    return &pc->md_blob;
}
