/* passes.h — the pass context shared by the driver's pass files.
 *
 * session.c runs the passes in order (driver_run) and holds the front
 * half (parse, expand, resolve); each later pass has a file of its own:
 * pass_hir.c, pass_typeck.c, pass_mir.c, pass_mono.c, pass_codegen.c
 * (codegen and link). */
#ifndef RCC_DRIVER_PASSES_H
#define RCC_DRIVER_PASSES_H

#include "rcc/driver.h"
#include "rcc/parse.h"
#include "rcc/expand.h"
#include "rcc/resolve.h"
#include "rcc/metadata.h"

struct Hir;
struct TyCtxt;
struct MonoItems;
struct LinkJob;
struct MdFile;

/* A native library named by a `#[link(name = ...)]` attribute
 * (native_libs.c). kind: 0 dylib, 1 static, 2 framework, 3 raw-dylib. */
typedef struct DriverNativeLib {
    const char *name;
    uint8_t kind;
    bool verbatim;
} DriverNativeLib;
typedef VEC(DriverNativeLib) DriverNativeLibVec;
/* Linker arguments. */
typedef VEC(char *) DriverArgVec;

typedef struct PassCtx {
    Session *s;
    SourceFile *root;
    ParseSess ps;                /* the parser's session (edition, node ids) */
    Crate *krate;                /* the AST, after the parse pass */
    CfgSet cfg;                  /* the crate's cfg set (expansion, later cfg!) */
    Hygiene hyg;                 /* expansions and syntax contexts of the session */
    Resolver *res;               /* the session's resolver (all crates) */
    struct Hir *hir;             /* pass_hir */
    struct TyCtxt *tcx;          /* pass_typeck */
    const struct MonoItems *mono;/* pass_mono */
    VEC(char *) objects;         /* pass_codegen: object files written (malloc'd paths) */
    VEC(char *) temps;           /* files to delete at the end (malloc'd paths) */
    struct LinkJob *link_job;    /* pass_codegen: the executable's link, started early */
    /* What each crate's expansion read (--emit=dep-info): the local
     * crate's, and the crates loaded from source, in load order. */
    ExpandDeps local_deps;
    VEC(ExpandDeps *) dep_crate_deps;
    /* Crates loaded from metadata: their files (open for the session) and
     * the rlibs among them, which a link of this crate takes (malloc'd). */
    VEC(struct MdFile *) md_files;
    uint32_t md_depth;           /* load_metadata_file's recursion */
    VEC(char *) dep_rlibs;
    struct MdLoader *md;         /* the crates read from metadata (NULL: none) */
    MdBuf md_blob;               /* the local crate's metadata (driver_metadata_blob) */
    bool md_blob_built;
    /* --crate-type proc-macro: the crate's procedural macros (the
     * harness's order; the metadata lists them for dependents). */
    bool proc_macro_crate;
    ProcMacroDecls proc_macros;
    DriverNativeLibVec native_libs; /* the local crate's (driver_local_native_libs) */
    bool native_libs_done;
} PassCtx;

/* Each pass returns false if it reported errors that stop compilation. */
typedef bool (*PassFn)(PassCtx *pc);

bool pass_hir(PassCtx *pc);
bool pass_typeck(PassCtx *pc);
bool pass_mir(PassCtx *pc);
bool pass_mono(PassCtx *pc);
bool pass_codegen(PassCtx *pc);
bool pass_link(PassCtx *pc);
/* The local crate's metadata blob, built on first use (pass_metadata.c). */
const MdBuf *driver_metadata_blob(PassCtx *pc);
/* The local crate's stable crate id (its name and -C metadata). */
uint64_t driver_stable_crate_id(Session *s);
/* Is the local crate a proc-macro crate (--crate-type or #![crate_type])? */
bool driver_is_proc_macro_crate(Session *s);
/* The symbol of a proc-macro crate's harness static (malloc'd). */
char *driver_proc_macro_decls_symbol(uint64_t stable_id);
/* The local crate's MD_CRATE_* flags (its root's attributes). */
uint8_t driver_crate_flags(const PassCtx *pc);
/* The local crate's `#[link]` libraries, collected on first use. */
const DriverNativeLibVec *driver_local_native_libs(PassCtx *pc);
/* Writes them as the NATIVE_LIBS section of the crate's metadata. */
void driver_encode_native_libs(PassCtx *pc, MdBuf *b);
/* Appends the `-l` arguments of a final link: the local crate's
 * libraries and those of every crate read from metadata. */
void driver_native_lib_args(PassCtx *pc, DriverArgVec *out);
/* session.c: the stable_features lint on the crate root's #![feature]s
 * (run before type checking, as rustc's misc_checking_1). */
void driver_lint_stable_features(Session *s, const Crate *k);
/* Frees what the back-half passes made (called by driver_run). */
void passes_free(PassCtx *pc);

#endif
