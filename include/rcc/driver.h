/* driver.h — the session: rustc-compatible options, the crate graph and
 * the pass list.
 *
 * The command line is rustc 1.63's (see src/driver/options.c for the
 * order in which options are checked, which follows rustc's so that the
 * same bad command line gives the same first error). Every option rustc
 * 1.63 accepts is recognised; options whose effect rcc does not implement
 * yet are errors that name them, except those that are harmless to
 * ignore (lints, -C embed-bitcode, -C incremental, ...), which are
 * accepted and stored here for the phases that will use them.
 *
 * Differences from rustc 1.63, on purpose:
 *  - `-Z` options are accepted without RUSTC_BOOTSTRAP: rcc is a
 *    development compiler. Likewise `--check-cfg` and `--extern` options
 *    (`priv:`...) do not need `-Z unstable-options`. Edition 2024 does
 *    (as on a nightly 1.63), because rcc does not implement it yet.
 *  - rcc adds `-Z stop-after=PASS` (a pass of RCC_PASSES), and accepts
 *    some later rustc spellings: `-Z parse-crate-root-only`,
 *    `--diagnostic-width`, and the -Z flags Linux 6.12's Kbuild passes
 *    (see cgopts.c).
 *
 * The sysroot. `--sysroot DIR` names it; otherwise it is found from the
 * rcc executable's directory D (realpath of /proc/self/exe):
 *   1. D itself if D/lib/rustlib exists, which is the case in the build
 *      tree once the runtime is built (the build directory doubles as the
 *      sysroot: BUILD/rcc next to BUILD/lib/rustlib/...);
 *   2. else D's parent if D is named `bin` (an installed PREFIX/bin/rcc
 *      gives PREFIX, like rustc's /usr/bin/rustc gives /usr);
 *   3. else D (a fresh build tree).
 * Compiled sysroot crates live in SYSROOT/lib/rustlib/<triple>/lib, which
 * is what `--print target-libdir` prints. */
#ifndef RCC_DRIVER_H
#define RCC_DRIVER_H

#include "rcc/support.h"
#include "rcc/lex.h"

/* The only target rcc generates code for, for now. */
#define RCC_HOST_TRIPLE "x86_64-unknown-linux-gnu"

typedef enum CrateType {
    CT_BIN = 1 << 0,
    CT_LIB = 1 << 1,      /* never stored: `lib` means rlib, as in rustc */
    CT_RLIB = 1 << 2,
    CT_DYLIB = 1 << 3,
    CT_CDYLIB = 1 << 4,
    CT_STATICLIB = 1 << 5,
    CT_PROC_MACRO = 1 << 6,
} CrateType;

typedef enum EmitKind {
    EMIT_ASM = 1 << 0,
    EMIT_LLVM_BC = 1 << 1,
    EMIT_LLVM_IR = 1 << 2,
    EMIT_OBJ = 1 << 3,
    EMIT_METADATA = 1 << 4,
    EMIT_LINK = 1 << 5,
    EMIT_DEP_INFO = 1 << 6,
    EMIT_MIR = 1 << 7,
} EmitKind;

/* The passes, in order. -Zstop-after=NAME stops after the named one. */
#define RCC_PASSES(X)   \
    X(PARSE, "parse")   \
    X(EXPAND, "expand") \
    X(RESOLVE, "resolve") \
    X(HIR, "hir")       \
    X(TYPECK, "typeck") \
    X(MIR, "mir")       \
    X(MONO, "mono")     \
    X(CODEGEN, "codegen") \
    X(LINK, "link")

typedef enum PassId {
#define X(id, name) PASS_##id,
    RCC_PASSES(X)
#undef X
    PASS__COUNT
} PassId;
const char *pass_name(PassId p);

/* rustc 1.63's --print requests, in its order. */
#define RCC_PRINTS(X)                                   \
    X(CRATE_NAME, "crate-name")                         \
    X(FILE_NAMES, "file-names")                         \
    X(SYSROOT, "sysroot")                               \
    X(TARGET_LIBDIR, "target-libdir")                   \
    X(CFG, "cfg")                                       \
    X(TARGET_LIST, "target-list")                       \
    X(TARGET_CPUS, "target-cpus")                       \
    X(TARGET_FEATURES, "target-features")               \
    X(RELOCATION_MODELS, "relocation-models")           \
    X(CODE_MODELS, "code-models")                       \
    X(TLS_MODELS, "tls-models")                         \
    X(TARGET_SPEC_JSON, "target-spec-json")             \
    X(NATIVE_STATIC_LIBS, "native-static-libs")         \
    X(STACK_PROTECTOR_STRATEGIES, "stack-protector-strategies") \
    X(LINK_ARGS, "link-args")

typedef enum PrintKind {
#define X(id, name) PRINT_##id,
    RCC_PRINTS(X)
#undef X
    PRINT__COUNT
} PrintKind;

typedef struct KeyValue {
    char *key;
    char *value;     /* NULL if absent */
} KeyValue;
typedef VEC(KeyValue) KeyValueVec;

typedef struct ExternOpt {
    char *name;
    char *path;      /* NULL: `--extern name` alone */
    bool is_private; /* `--extern priv:name=...` */
    bool noprelude;
    bool nounused;
} ExternOpt;

typedef enum LintLevel { LINT_ALLOW, LINT_WARN, LINT_FORCE_WARN, LINT_DENY, LINT_FORBID } LintLevel;

typedef struct LintOpt {
    LintLevel level;
    char *name;      /* `-` replaced by `_`, as rustc does */
} LintOpt;

typedef struct EmitOpt {
    EmitKind kind;
    char *path;      /* `--emit=obj=PATH`, else NULL */
} EmitOpt;

typedef enum SearchKind { SEARCH_ALL, SEARCH_DEPENDENCY, SEARCH_CRATE, SEARCH_NATIVE, SEARCH_FRAMEWORK } SearchKind;

typedef struct SearchPathOpt {
    SearchKind kind;
    char *path;
} SearchPathOpt;

typedef enum NativeLibKind { NLK_UNSPECIFIED, NLK_STATIC, NLK_DYLIB, NLK_FRAMEWORK } NativeLibKind;

/* `-l [KIND[:MODIFIERS]=]NAME[:RENAME]`. Modifiers: -1 not given, 0 `-`, 1 `+`. */
typedef struct NativeLibOpt {
    NativeLibKind kind;
    int8_t bundle, whole_archive, as_needed, verbatim;
    char *name;
    char *rename;    /* NULL if none */
} NativeLibOpt;

typedef enum ColorChoice { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER } ColorChoice;

typedef struct Options {
    Arena arena;                 /* every string below lives here */

    char *input;                 /* FILE, or "-" for stdin; NULL if none */
    Edition edition;
    uint32_t crate_types;        /* CrateType bits; 0 = not given */
    VEC(CrateType) crate_type_list; /* the same, in command-line order */
    char *crate_name;            /* --crate-name, unvalidated (see driver_crate_name) */
    char *output;                /* -o */
    char *out_dir;               /* --out-dir */
    VEC(EmitOpt) emit;           /* one entry per kind (the last path wins); never empty: link by default */
    uint32_t emit_kinds;         /* EmitKind bits of `emit` */
    KeyValueVec cg;              /* -C key=value, in order; keys spelled with `-` */
    KeyValueVec z;               /* -Z key[=value], in order; keys spelled with `-` */
    KeyValueVec cfg;             /* --cfg name or name="value" (value unquoted) */
    VEC(char *) check_cfg;       /* --check-cfg specs, unparsed */
    VEC(SearchPathOpt) search_paths;
    VEC(NativeLibOpt) link_libs;
    VEC(ExternOpt) externs;
    VEC(LintOpt) lints;          /* in command-line order */
    bool has_cap_lints;
    LintLevel cap_lints;
    VEC(PrintKind) prints;       /* --print requests, in order */
    KeyValueVec remap_prefix;    /* --remap-path-prefix FROM=TO: key FROM, value TO */
    char *target;                /* --target as given; NULL: the host */
    bool target_is_json;
    KeyValueVec target_spec;     /* a .json target's top-level fields (strings as written, unquoted) */
    char *sysroot;               /* --sysroot, or the default (see above) */
    bool sysroot_given;
    ColorChoice color;
    DiagFormat error_format;
    bool json_rendered_short;    /* --json=diagnostic-short */
    bool json_rendered_ansi;     /* --json=diagnostic-rendered-ansi */
    bool json_artifacts;         /* --json=artifacts */
    bool json_future_incompat;   /* --json=future-incompat */
    int json_unused_externs;     /* 0 no, 1 silent, 2 loud */
    int diagnostic_width;        /* --diagnostic-width; -1 if not given */
    bool test;
    bool verbose;

    /* Decoded from -C / -Z (the driver reads these, not the raw lists). */
    int opt_level;               /* 0..3; 's' and 'z' give 2 with opt_size */
    int opt_size;                /* 0, 1 = `s`, 2 = `z` */
    int debuginfo;               /* 0..2 */
    bool overflow_checks;        /* -C overflow-checks, else debug_assertions */
    bool debug_assertions;       /* -C debug-assertions, else opt-level 0 */
    bool panic_abort;            /* -C panic=abort (default unwind, as rustc) */
    uint32_t codegen_units;      /* 0: not given */
    char *target_cpu;            /* -C target-cpu; NULL: x86-64 */
    char *target_feature;        /* -C target-feature, joined with `,`; NULL if none */
    char *extra_filename;        /* -C extra-filename; "" if none */
    bool time_passes;            /* -Z time-passes */
    bool parse_crate_root_only;  /* -Z parse-crate-root-only or -Z parse-only */
    bool unstable_options;       /* -Z unstable-options */
    char *unpretty;              /* -Z unpretty=MODE, NULL if not given */
    char *dump_mir;              /* -Z dump-mir=FILTER, NULL if not given */
    int hir_roundtrip;           /* -Z hir-roundtrip: 1 check the HIR codec, 2 also corrupted input */
    VEC(char *) crate_attrs;     /* -Z crate-attr=ATTR, in order (inner attributes for the root) */
    char *allow_features;        /* -Z allow-features=a,b; NULL: no restriction */
    int stop_after;              /* PassId, or -1 */
    /* -Z continue-after-type-errors (rcc's own, for working on a crate
     * that still has type errors): the passes after typeck run on the
     * bodies that type-checked; the others are not lowered */
    bool continue_after_type_errors;
    bool chalk;               /* -Z chalk: implied bounds (see ty.h TyOptions.implied_bounds) */
    bool thir_unsafeck;       /* -Z thir-unsafeck: rustc's THIR unsafety check (no unused_unsafe here) */
} Options;

/* rustc's OutputFilenames (the driver's outputs.c). */
typedef struct OutputFiles OutputFiles;

/* One compilation. */
typedef struct Session {
    Options opts;
    SourceMap sm;
    DiagCtx dc;
    Arena arena;                 /* session lifetime */
    OutputFiles *outputs;        /* built on first use (outputs.c) */
} Session;

/* Parses argv (after @file expansion) into opts. Returns -1 to go on
 * (compile opts.input, or without an input run the --print requests with
 * driver_print), or an exit status to stop with: 0 after --version or
 * --help; 1 after an error (reported to dc).
 * Sets dc's format and colour from --error-format/--color/--json as soon
 * as they are known, so later errors come out in the requested format. */
int options_parse(Options *opts, int argc, char **argv, DiagCtx *dc);
void options_free(Options *opts);

/* The last value of -C KEY / -Z KEY (KEY spelled with `-`): the entry,
 * or NULL if the option was not given. entry->value is NULL for a bare
 * `-C KEY`. */
const KeyValue *options_cg(const Options *o, const char *key);
const KeyValue *options_z(const Options *o, const char *key);
/* -Zextern-linked=NAME (rcc's, repeatable): the `--extern NAME=path.rs`
 * source crate's code comes from a library on the link line (mono
 * declares its non-generic items instead of compiling them). */
bool options_extern_linked(const Options *o, const char *name);
/* Every crate type asked for is a library for other Rust crates (rlib,
 * lib): nothing is linked into a program, no panic runtime or allocator
 * shim is chosen. */
bool options_rlib_only(const Options *o);
/* The path given with --emit=KIND=PATH, or NULL. */
const char *options_emit_path(const Options *o, EmitKind kind);

/* Expands @file arguments (rustc's argfile: one argument per line).
 * Returns a fresh argv (malloc'd) or NULL after reporting an error. */
char **driver_expand_argfiles(int argc, char **argv, int *out_argc, DiagCtx *dc);

/* The cfg set the crate is compiled with: the target's cfgs, the ones the
 * options imply (debug_assertions, panic, target_feature, test,
 * proc_macro) and --cfg ones. With include_gated, also those rustc 1.63
 * only shows to nightly code (target_thread_local, target_abi,
 * target_has_atomic_load_store...), which `core` needs; --print cfg
 * leaves them out. Sorted, deduplicated; strings live in `arena`. */
void driver_crate_cfg(const Options *o, bool include_gated, Arena *arena, KeyValueVec *out);

/* The crate's name: --crate-name, else (TODO: #![crate_name]) the input
 * file's stem with `-` turned into `_`, else `rust_out`. Invalid names are
 * reported to s->dc as rustc does; the name is returned anyway. */
const char *driver_crate_name(Session *s);

/* PATH with the first matching --remap-path-prefix applied (the last
 * given mapping is tried first, as rustc does). Returns PATH itself if no
 * mapping applies, else a string in the options arena. */
const char *driver_remap_path(Options *o, const char *path);

/* Do the --print requests stop compilation (all but native-static-libs
 * and link-args, which print while linking)? */
bool driver_prints_stop(const Options *o);

/* Runs the --print requests in order (root: the loaded crate root, or
 * NULL without an input). Returns the exit status. */
int driver_print(Session *s, const SourceFile *root);

/* The pass list: runs the session's passes in order. Returns the exit
 * status (0, 1 on errors). */
int driver_run(Session *s);

#endif
