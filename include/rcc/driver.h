/* driver.h — the session: rustc-compatible options, the crate graph and
 * the pass list. */
#ifndef RCC_DRIVER_H
#define RCC_DRIVER_H

#include "rcc/support.h"
#include "rcc/lex.h"

typedef enum CrateType {
    CT_BIN = 1 << 0,
    CT_LIB = 1 << 1,
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

typedef struct KeyValue {
    char *key;
    char *value;     /* NULL if absent */
} KeyValue;

typedef struct ExternOpt {
    char *name;
    char *path;      /* NULL: `--extern name` alone */
} ExternOpt;

typedef struct LintOpt {
    char level;      /* 'A', 'W', 'D', 'F' */
    char *name;
} LintOpt;

typedef struct EmitOpt {
    EmitKind kind;
    char *path;      /* `--emit=obj=PATH`, else NULL */
} EmitOpt;

typedef struct Options {
    char *input;                 /* FILE, or "-" for stdin; NULL if none */
    Edition edition;
    uint32_t crate_types;        /* CrateType bits; 0 = not given */
    char *crate_name;
    char *output;                /* -o */
    char *out_dir;               /* --out-dir */
    VEC(EmitOpt) emit;
    VEC(KeyValue) cg;            /* -C key=value, in order */
    VEC(KeyValue) z;             /* -Z key[=value], in order */
    VEC(KeyValue) cfg;           /* --cfg name or name="value" */
    VEC(KeyValue) check_cfg;
    VEC(KeyValue) search_paths;  /* -L [kind=]PATH: key = kind or NULL */
    VEC(KeyValue) link_libs;     /* -l [kind=]NAME */
    VEC(ExternOpt) externs;
    VEC(LintOpt) lints;
    VEC(char *) prints;          /* --print requests, in order */
    VEC(KeyValue) remap_prefix;
    char *cap_lints;
    char *target;                /* triple or .json path */
    char *sysroot;
    char *color;                 /* auto | always | never */
    char *error_format;          /* human | json | short */
    char *json;
    bool test;
    bool verbose;

    /* Decoded from -C / -Z (the driver reads these, not the raw lists). */
    int opt_level;               /* 0..3; 's' and 'z' map to 2 with size flag */
    bool opt_size;
    int debuginfo;               /* 0..2 */
    int overflow_checks;         /* -1 default (follows debug_assertions) */
    int debug_assertions;        /* -1 default (on at opt-level 0) */
    bool panic_abort;
    uint32_t codegen_units;
    bool time_passes;
    bool parse_crate_root_only;
    bool unstable_options;
    char *unpretty;              /* -Zunpretty=... */
    int stop_after;              /* PassId, or -1 */
} Options;

/* One compilation. */
typedef struct Session {
    Options opts;
    SourceMap sm;
    DiagCtx dc;
    Arena arena;                 /* session lifetime */
} Session;

/* Parses argv (after @file expansion) into opts. Returns -1 to go on
 * and compile, or an exit status to stop with: 0 after --version,
 * --help or a --print with no input; 1 after an error (reported to dc). */
int options_parse(Options *opts, int argc, char **argv, DiagCtx *dc);
void options_free(Options *opts);

/* Expands @file arguments (rustc's argfile: one argument per line).
 * Returns a fresh argv (malloc'd) or NULL after reporting an error. */
char **driver_expand_argfiles(int argc, char **argv, int *out_argc, DiagCtx *dc);

/* The pass list: runs the session's passes in order. Returns the exit
 * status (0, 1 on errors). */
int driver_run(Session *s);

#endif
