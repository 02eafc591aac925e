/* native_libs.c — the native libraries `#[link(name = "...")]` attributes
 * name, and their place on the link line.
 *
 * Takes: the local crate's foreign modules (`extern "C" { ... }` with
 * `#[link(name = "x", kind = "static", modifiers = "+verbatim",
 * cfg(pred))]`, after cfg_attr expansion), and the NATIVE_LIBS sections
 * of the crates read from metadata.
 * Gives: the local crate's list (written into its metadata, so that a
 * dependent links them: rustc's "native libraries of upstream crates"),
 * and the `-l` arguments of a final link (executables and shared
 * objects): the local crate's libraries, then each upstream crate's, the
 * last loaded first, as the rlibs are ordered (a crate's libraries come
 * after its own code). A library whose `cfg(...)` is false is left out
 * (rustc evaluates it where the library is linked; rcc evaluates it when
 * the attribute's crate is compiled, with that session's cfg set). An
 * upstream `kind = "static"` library is linked from the search paths of
 * the final link (rustc bundles it into the rlib instead).
 *
 * NATIVE_LIBS section: v32 n, then per library: string name, u8 kind
 * (0 dylib, 1 static, 2 framework, 3 raw-dylib), u8 flags (1 verbatim). */
#include <string.h>

#include "driver_int.h"
#include "passes.h"
#include "rcc/expand.h"
#include "rcc/metadata.h"

enum { NL_DYLIB, NL_STATIC, NL_FRAMEWORK, NL_RAW_DYLIB };

static Symbol sym_of(const char *s) { return sym_cstr(s); }

/* One `#[link(...)]` attribute: its library, if it names one whose cfg
 * holds. */
static bool link_attr_lib(PassCtx *pc, const Attr *a, DriverNativeLib *out) {
    MetaItem m;
    if (!meta_from_attr(&pc->ps, a, &m) || m.kind != META_LIST) return false;
    memset(out, 0, sizeof *out);
    for (uint32_t i = 0; i < m.nlist; i++) {
        const NestedMeta *nm = &m.list[i];
        if (nm->is_lit) continue;
        Symbol key = meta_name(&nm->meta);
        if (key == sym_of("name")) {
            Symbol v = meta_value_str(&nm->meta);
            if (v && *sym_str(v)) out->name = sym_str(v);
        } else if (key == sym_of("kind")) {
            Symbol v = meta_value_str(&nm->meta);
            const char *k = v ? sym_str(v) : "";
            out->kind = !strcmp(k, "static") ? NL_STATIC
                        : !strcmp(k, "framework") ? NL_FRAMEWORK
                        : !strcmp(k, "raw-dylib") ? NL_RAW_DYLIB
                                                  : NL_DYLIB;
        } else if (key == sym_of("modifiers")) {
            Symbol v = meta_value_str(&nm->meta);
            if (v && strstr(sym_str(v), "+verbatim")) out->verbatim = true;
        } else if (key == sym_of("cfg")) {
            if (nm->meta.kind != META_LIST || nm->meta.nlist != 1 || nm->meta.list[0].is_lit) return false;
            if (!cfg_eval(&pc->ps, &pc->cfg, &nm->meta.list[0].meta)) return false;
        }
    }
    return out->name != NULL;
}

static bool has_lib(const DriverNativeLibVec *v, const DriverNativeLib *l) {
    each(v, x) if (x->kind == l->kind && x->verbatim == l->verbatim && !strcmp(x->name, l->name)) return true;
    return false;
}

const DriverNativeLibVec *driver_local_native_libs(PassCtx *pc) {
    if (pc->native_libs_done) return &pc->native_libs;
    pc->native_libs_done = true;
    if (!pc->res) return &pc->native_libs;
    Symbol link = sym_of("link");
    uint32_t n = res_def_count(pc->res);
    for (uint32_t i = res_def_skip_extern(pc->res, 1); i <= n; i = res_def_skip_extern(pc->res, i + 1)) {
        const DefData *dd = res_def(pc->res, (DefId){i});
        if (!dd || dd->krate != LOCAL_CRATE || dd->kind != DEF_FOREIGN_MOD || !dd->ast) continue;
        const Item *it = dd->ast;
        for (uint32_t k = 0; k < it->attrs.len; k++) {
            const Attr *a = &it->attrs.data[k];
            if (a->is_doc_comment || meta_attr_name(a) != link) continue;
            DriverNativeLib lib;
            if (link_attr_lib(pc, a, &lib) && !has_lib(&pc->native_libs, &lib)) vec_push(&pc->native_libs, lib);
        }
    }
    return &pc->native_libs;
}

void driver_encode_native_libs(PassCtx *pc, MdBuf *b) {
    const DriverNativeLibVec *v = driver_local_native_libs(pc);
    if (!v->len) return;
    md_put_v32(b, v->len);
    each(v, l) {
        md_put_str(b, l->name, (uint32_t)strlen(l->name));
        md_put_u8(b, l->kind);
        md_put_u8(b, l->verbatim ? 1 : 0);
    }
}

/* `-lname` (`-l:name` verbatim); frameworks and raw-dylib are not for
 * this target. */
static void push_lib(Arena *a, DriverArgVec *out, const char *name, uint8_t kind, bool verbatim) {
    if (kind == NL_FRAMEWORK || kind == NL_RAW_DYLIB) return;
    char *arg = arena_sprintf(a, verbatim ? "-l:%s" : "-l%s", name);
    each(out, x) if (!strcmp(*x, arg)) return;
    vec_push(out, arg);
}

void driver_native_lib_args(PassCtx *pc, DriverArgVec *out) {
    Arena *a = &pc->s->opts.arena;
    /* -Z link-native-libraries=no: the #[link] libraries stay off the line */
    const KeyValue *kv = options_z(&pc->s->opts, "link-native-libraries");
    if (kv && cgopt_parse_bool(kv->value) == 0) return;
    const DriverNativeLibVec *local = driver_local_native_libs(pc);
    each(local, l) push_lib(a, out, l->name, l->kind, l->verbatim);
    for (uint32_t i = pc->md_files.len; i-- > 0;) {
        const MdFile *f = pc->md_files.data[i];
        uint32_t off = f->sections[MDS_NATIVE_LIBS].off, len = f->sections[MDS_NATIVE_LIBS].len;
        if (!len) continue;
        MdCursor c = md_cursor(f->data + off, len);
        uint32_t n = md_get_v32(&c);
        for (uint32_t k = 0; k < n && !c.bad; k++) {
            uint32_t sl;
            const char *s = md_get_str(&c, &sl);
            uint8_t kind = md_get_u8(&c), flags = md_get_u8(&c);
            if (c.bad || !s) break;
            push_lib(a, out, arena_sprintf(a, "%.*s", (int)sl, s), kind, flags & 1);
        }
    }
}
