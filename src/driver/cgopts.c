/* cgopts.c — the -C (codegen) and -Z (debugging) options.
 *
 * Takes one `KEY[=VALUE]` argument of -C or -Z; gives an entry in
 * Options.cg / Options.z, or rustc's error for it.
 *
 * Every option rustc 1.63 lists in `rustc -C help` / `rustc -Z help` is
 * in a table below with the kind of value it takes, so that a bad value
 * gets rustc's exact message ("incorrect value `x` for codegen option
 * `opt-level` - ... was expected"), and a policy saying what rcc does
 * with it:
 *   IMPL    the driver decodes it into Options (opt-level, panic, ...);
 *   ACCEPT  stored for a later phase, or harmless to ignore (it only
 *           tunes optimisation, statistics or LLVM internals);
 *   NOT     rcc does not implement it: an error naming it, unless the
 *           value is one of `ok` (e.g. `-C instrument-coverage=off`).
 * -Z also holds rcc's own `stop-after` and the later-rustc options that
 * Linux 6.12's Kbuild passes (see the end of the -Z table). */
#include "driver_int.h"

typedef enum ValKind {
    V_NOFLAG,        /* no value allowed */
    V_BOOL,          /* y yes on n no off, or none (= yes) */
    V_STRING,        /* any value, required */
    V_PATH,
    V_LANGID,
    V_LIST,          /* space-separated, required */
    V_COMMA_LIST,
    V_POLARITY_LIST, /* +a,-b */
    V_NUMBER,
    V_PASSES,
    V_ENUM,          /* one of `values`, required */
    V_ENUM_OR_BOOL,  /* a bool, one of `values`, or none */
    V_SANITIZERS,    /* comma list of `values` */
    V_SANITIZER_MTO, /* 0 1 2 or none */
    V_FUEL,          /* crate=N */
    V_UNPRETTY,      /* string or string=string */
    V_TREAT_ERR,     /* none or a number > 0 */
    V_ANY,           /* anything, or none */
    V_GCC_LD,        /* none or lld */
    V_BRANCH_PROT,
    V_LOCATION,
    V_MIR_SPANVIEW,
} ValKind;

typedef enum Policy { P_IMPL, P_ACCEPT, P_NOT } Policy;

typedef struct CgOpt {
    const char *name;    /* spelled with `-` */
    ValKind kind;
    Policy policy;
    const char *values;  /* V_ENUM, V_ENUM_OR_BOOL, V_SANITIZERS: `|`-separated */
    const char *desc;    /* rustc's words for the expected value, if not the kind's */
    const char *ok;      /* P_NOT: values accepted anyway, `|`-separated; an empty item is "no value" */
    const char *help;    /* rcc's line in -C help / -Z help (NULL for P_NOT) */
} CgOpt;

#define IMPL(n, k, h) {n, k, P_IMPL, NULL, NULL, NULL, h}
#define IMPLE(n, k, vals, d, h) {n, k, P_IMPL, vals, d, NULL, h}
#define ACC(n, k, h) {n, k, P_ACCEPT, NULL, NULL, NULL, h}
#define ACCE(n, k, vals, d, h) {n, k, P_ACCEPT, vals, d, NULL, h}
#define NOT(n, k, ok) {n, k, P_NOT, NULL, NULL, ok, NULL}
#define NOTE(n, k, vals, d, ok) {n, k, P_NOT, vals, d, ok, NULL}

#define IGN "accepted and ignored by rcc"
#define OK_FALSE "n|no|off"

/* rustc's descriptions of enumerated values. */
#define D_PANIC "either `unwind` or `abort`"
#define D_STRIP "either `none`, `debuginfo`, or `symbols`"
#define D_LTO "either a boolean (`yes`, `no`, `on`, `off`, etc), `thin`, `fat`, or omitted"
#define D_CFGUARD "either a boolean (`yes`, `no`, `on`, `off`, etc), `checks`, or `nochecks`"
#define D_CFPROT "`none`|`no`|`n` (default), `branch`, `return`, or `full`|`yes`|`y` (equivalent to `branch` and `return`)"
#define D_COVERAGE "`all` (default), `except-unused-generics`, `except-unused-functions`, or `off`"
#define D_RELOC "one of supported relocation models (`rustc --print relocation-models`)"
#define D_CODE_MODEL "one of supported code models (`rustc --print code-models`)"
#define D_TLS "one of supported TLS models (`rustc --print tls-models`)"
#define D_SPLIT_DEBUGINFO "one of supported split-debuginfo modes (`off`, `packed`, or `unpacked`)"
#define D_MANGLING "either `legacy` or `v0` (RFC 2603)"
#define D_FLAVOR "one of: em gcc l4-bender ld msvc ptx-linker bpf-linker wasm-ld ld64.lld ld.lld lld-link "
#define V_COVERAGE "all|except-unused-generics|except_unused_generics|except-unused-functions|except_unused_functions|off|no|n|false|0"
#define OK_COVERAGE "off|no|n|false|0"

static const CgOpt cg_table[] = {
    ACC("ar", V_STRING, "deprecated; does nothing"),
    ACCE("code-model", V_ENUM, "tiny|small|kernel|medium|large", D_CODE_MODEL, "code model (stored for code generation)"),
    IMPL("codegen-units", V_NUMBER, "number of codegen units (parallel code generation)"),
    ACCE("control-flow-guard", V_ENUM_OR_BOOL, "checks|nochecks", D_CFGUARD, "Windows only; " IGN),
    IMPL("debug-assertions", V_BOOL, "enable cfg(debug_assertions) (default: on at opt-level 0)"),
    IMPL("debuginfo", V_NUMBER, "debug info level: 0 none, 1 line tables, 2 full (default 0)"),
    ACC("default-linker-libraries", V_BOOL, "let the linker add its default libraries (stored for linking)"),
    ACC("embed-bitcode", V_BOOL, "rcc emits no LLVM bitcode; " IGN),
    IMPL("extra-filename", V_STRING, "extra text appended to output file names"),
    ACC("force-frame-pointers", V_BOOL, "keep frame pointers (=y: GCC's -fno-omit-frame-pointer)"),
    ACC("force-unwind-tables", V_BOOL, "=n with -C panic=abort: no .eh_frame (GCC's -fno-asynchronous-unwind-tables)"),
    ACC("incremental", V_STRING, "rcc does not compile incrementally; " IGN),
    ACC("inline-threshold", V_NUMBER, IGN),
    NOTE("instrument-coverage", V_ENUM_OR_BOOL, V_COVERAGE, D_COVERAGE, OK_COVERAGE),
    ACC("link-arg", V_STRING, "one extra linker argument (repeatable)"),
    ACC("link-args", V_LIST, "extra linker arguments, space separated"),
    ACC("link-dead-code", V_BOOL, "keep dead code when linking (no --gc-sections)"),
    ACC("link-self-contained", V_BOOL, "stored for linking"),
    ACC("linker", V_PATH, "the linker to use"),
    ACCE("linker-flavor", V_ENUM, "em|gcc|l4-bender|ld|msvc|ptx-linker|bpf-linker|wasm-ld|ld64.lld|ld.lld|lld-link",
         D_FLAVOR, "the linker's flavor"),
    NOT("linker-plugin-lto", V_ANY, OK_FALSE),
    NOT("llvm-args", V_LIST, ""),
    ACCE("lto", V_ENUM_OR_BOOL, "thin|fat", D_LTO, "link-time optimisation; " IGN),
    IMPL("metadata", V_LIST, "data mixed into symbol names"),
    ACC("no-prepopulate-passes", V_NOFLAG, IGN),
    ACC("no-redzone", V_BOOL, "disable the red zone (stored for code generation)"),
    ACC("no-stack-check", V_NOFLAG, "deprecated; does nothing"),
    ACC("no-vectorize-loops", V_NOFLAG, IGN),
    ACC("no-vectorize-slp", V_NOFLAG, IGN),
    IMPL("opt-level", V_STRING, "optimization level: 0-3, s or z (default 0)"),
    IMPL("overflow-checks", V_BOOL, "check integer overflow (default: debug-assertions)"),
    IMPLE("panic", V_ENUM, "unwind|abort", D_PANIC, "panic strategy: unwind or abort"),
    ACC("passes", V_LIST, "LLVM passes; " IGN),
    ACC("prefer-dynamic", V_BOOL, "prefer dynamic linking (stored for linking)"),
    NOT("profile-generate", V_ANY, NULL),
    NOT("profile-use", V_PATH, NULL),
    ACCE("relocation-model", V_ENUM, "static|pic|pie|dynamic-no-pic|ropi|rwpi|ropi-rwpi|default", D_RELOC,
         "static: absolute addressing (GCC's -fno-pic); others: PIC"),
    ACC("remark", V_PASSES, IGN),
    ACC("rpath", V_BOOL, "set rpath (stored for linking)"),
    ACC("save-temps", V_BOOL, IGN),
    ACC("soft-float", V_BOOL, "ARM only; " IGN),
    ACCE("split-debuginfo", V_ENUM, "off|packed|unpacked", D_SPLIT_DEBUGINFO, "stored for code generation"),
    ACCE("strip", V_ENUM, "none|debuginfo|symbols", D_STRIP, "what the linker strips (stored for linking)"),
    NOTE("symbol-mangling-version", V_ENUM, "legacy|v0", D_MANGLING, "v0"),
    IMPL("target-cpu", V_STRING, "target CPU: x86-64 (default), x86-64-v2/v3/v4, generic, native"),
    IMPL("target-feature", V_STRING, "target features, e.g. +avx2,-sse3 (repeatable)"),
};

#define V_SAN "address|cfi|hwaddress|leak|memory|memtag|thread|kcfi|shadow-call-stack"
#define D_SAN "comma separated list of sanitizers: `address`, `cfi`, `hwaddress`, `leak`, `memory`, `memtag`, or `thread`"
#define D_STOP "one of: `parse`, `expand`, `resolve`, `hir`, `typeck`, `mir`, `mono`, `codegen`, or `link`"

static const CgOpt z_table[] = {
    IMPL("allow-features", V_COMMA_LIST, "only allow the listed #![feature]s"),
    ACC("always-encode-mir", V_BOOL, "stored for crate metadata"),
    ACC("assume-incomplete-release", V_BOOL, IGN),
    ACC("asm-comments", V_BOOL, IGN),
    NOT("assert-incr-state", V_STRING, NULL),
    ACC("binary-dep-depinfo", V_BOOL, "list the rlib/rmeta files of the crates read in dep-info"),
    ACC("branch-protection", V_BRANCH_PROT, "AArch64 only; " IGN),
    ACCE("cf-protection", V_ENUM_OR_BOOL, "none|branch|return|full", D_CFPROT,
         "control-flow protection (stored for code generation)"),
    ACC("cgu-partitioning-strategy", V_STRING, IGN),
    IMPL("chalk", V_BOOL, "rustc's experimental trait solver: rcc keeps its own, with chalk's implied bounds (the where-clauses of traits and of input types hold in an item's environment)"),
    NOT("codegen-backend", V_STRING, NULL),
    ACC("combine-cgu", V_BOOL, IGN),
    IMPL("crate-attr", V_STRING, "inject an inner attribute into the crate root (repeatable)"),
    ACC("debug-info-for-profiling", V_BOOL, IGN),
    ACC("debug-macros", V_BOOL, IGN),
    ACC("deduplicate-diagnostics", V_BOOL, IGN),
    ACC("dep-info-omit-d-target", V_BOOL, "stored for dep-info output"),
    NOT("dep-tasks", V_BOOL, OK_FALSE),
    ACC("dlltool", V_PATH, "Windows only; " IGN),
    ACC("dont-buffer-diagnostics", V_BOOL, IGN),
    ACC("drop-tracking", V_BOOL, "generators keep every local (no witness types); " IGN),
    NOT("dual-proc-macros", V_BOOL, OK_FALSE),
    NOT("dump-dep-graph", V_BOOL, OK_FALSE),
    IMPL("dump-mir", V_STRING, "dump the MIR of functions matching the filter"),
    ACC("dump-mir-dataflow", V_BOOL, "stored for -Z dump-mir"),
    ACC("dump-mir-dir", V_STRING, "directory for -Z dump-mir"),
    ACC("dump-mir-exclude-pass-number", V_BOOL, "stored for -Z dump-mir"),
    ACC("dump-mir-graphviz", V_BOOL, "stored for -Z dump-mir"),
    ACC("dump-mir-spanview", V_MIR_SPANVIEW, "stored for -Z dump-mir"),
    NOT("emit-stack-sizes", V_BOOL, OK_FALSE),
    ACC("fewer-names", V_BOOL, IGN),
    ACC("force-unstable-if-unmarked", V_BOOL, "treat unmarked items as unstable (stored)"),
    NOT("fuel", V_FUEL, NULL),
    ACC("function-sections", V_BOOL, "a section per function and data object (default y; links drop unused ones)"),
    NOT("future-incompat-test", V_BOOL, OK_FALSE),
    ACC("gcc-ld", V_GCC_LD, "stored for linking"),
    ACC("graphviz-dark-mode", V_BOOL, IGN),
    ACC("graphviz-font", V_STRING, IGN),
    NOT("hir-stats", V_BOOL, OK_FALSE),
    ACC("human-readable-cgu-names", V_BOOL, IGN),
    ACC("identify-regions", V_BOOL, IGN),
    ACC("incremental-ignore-spans", V_BOOL, IGN),
    ACC("incremental-info", V_BOOL, IGN),
    ACC("incremental-relative-spans", V_BOOL, IGN),
    ACC("incremental-verify-ich", V_BOOL, IGN),
    ACC("inline-mir", V_BOOL, IGN),
    ACC("inline-mir-threshold", V_NUMBER, IGN),
    ACC("inline-mir-hint-threshold", V_NUMBER, IGN),
    ACC("inline-in-all-cgus", V_BOOL, IGN),
    NOT("input-stats", V_BOOL, OK_FALSE),
    NOTE("instrument-coverage", V_ENUM_OR_BOOL, V_COVERAGE, D_COVERAGE, OK_COVERAGE),
    NOT("instrument-mcount", V_BOOL, OK_FALSE),
    ACC("keep-hygiene-data", V_BOOL, IGN),
    ACC("link-native-libraries", V_BOOL, "stored for linking"),
    NOT("link-only", V_BOOL, OK_FALSE),
    NOT("llvm-plugins", V_LIST, ""),
    NOT("llvm-time-trace", V_BOOL, OK_FALSE),
    NOT("location-detail", V_LOCATION, NULL),
    NOT("ls", V_BOOL, OK_FALSE),
    ACC("macro-backtrace", V_BOOL, "stored for diagnostics"),
    ACCE("merge-functions", V_ENUM, "disabled|trampolines|aliases", "one of: `disabled`, `trampolines`, or `aliases`", IGN),
    NOT("meta-stats", V_BOOL, OK_FALSE),
    ACC("mir-emit-retag", V_BOOL, IGN),
    ACC("mir-enable-passes", V_POLARITY_LIST, IGN),
    ACC("mir-opt-level", V_NUMBER, IGN),
    NOT("move-size-limit", V_NUMBER, NULL),
    ACC("mutable-noalias", V_BOOL, IGN),
    ACC("new-llvm-pass-manager", V_BOOL, IGN),
    NOT("nll-facts", V_BOOL, OK_FALSE),
    ACC("nll-facts-dir", V_STRING, IGN),
    NOT("no-analysis", V_NOFLAG, NULL),
    NOT("no-codegen", V_NOFLAG, NULL),
    ACC("no-generate-arange-section", V_NOFLAG, "stored for code generation"),
    ACC("no-interleave-lints", V_NOFLAG, IGN),
    NOT("no-leak-check", V_NOFLAG, NULL),
    NOT("no-link", V_NOFLAG, NULL),
    ACC("no-parallel-llvm", V_NOFLAG, IGN),
    ACC("no-unique-section-names", V_BOOL, "stored for code generation"),
    ACC("no-profiler-runtime", V_NOFLAG, IGN),
    ACC("normalize-docs", V_BOOL, IGN),
    NOTE("oom", V_ENUM, "panic|abort", "either `panic` or `abort`", "abort"),
    ACC("osx-rpath-install-name", V_BOOL, "macOS only; " IGN),
    ACC("panic-abort-tests", V_BOOL, "stored for --test"),
    ACCE("panic-in-drop", V_ENUM, "unwind|abort", D_PANIC, "rcc panics abort; " IGN),
    IMPL("parse-only", V_BOOL, "stop after parsing the crate root (as -Z parse-crate-root-only)"),
    NOT("perf-stats", V_BOOL, OK_FALSE),
    ACC("pick-stable-methods-before-any-unstable", V_BOOL, IGN),
    ACC("plt", V_BOOL, "stored for code generation"),
    NOT("polonius", V_BOOL, OK_FALSE),
    ACC("polymorphize", V_BOOL, IGN),
    ACC("pre-link-arg", V_STRING, "a linker argument before the others (repeatable)"),
    ACC("pre-link-args", V_LIST, "linker arguments before the others"),
    ACC("precise-enum-drop-elaboration", V_BOOL, IGN),
    NOT("print-fuel", V_STRING, NULL),
    NOT("print-llvm-passes", V_BOOL, OK_FALSE),
    IMPL("print-mono-items", V_STRING, "print the items monomorphisation collected, one a line (any value)"),
    NOT("print-type-sizes", V_BOOL, OK_FALSE),
    ACC("proc-macro-backtrace", V_BOOL, "stored for diagnostics"),
    NOT("profile", V_BOOL, OK_FALSE),
    NOT("profile-closures", V_NOFLAG, NULL),
    NOT("profile-emit", V_PATH, NULL),
    ACC("profiler-runtime", V_STRING, IGN),
    NOT("profile-sample-use", V_PATH, NULL),
    NOT("query-dep-graph", V_BOOL, OK_FALSE),
    NOT("randomize-layout", V_BOOL, OK_FALSE),
    NOT("layout-seed", V_NUMBER, NULL),
    ACC("relax-elf-relocations", V_BOOL, "stored for code generation"),
    ACCE("relro-level", V_ENUM, "full|partial|off|none", "one of: `full`, `partial`, or `off`", "stored for linking"),
    NOT("remap-cwd-prefix", V_PATH, NULL),
    ACC("simulate-remapped-rust-src-base", V_PATH, IGN),
    ACC("report-delayed-bugs", V_BOOL, IGN),
    ACCE("sanitizer", V_SANITIZERS, V_SAN, D_SAN, "sanitizers (stored for code generation; Kbuild passes kcfi, shadow-call-stack)"),
    NOT("sanitizer-memory-track-origins", V_SANITIZER_MTO, NULL),
    NOTE("sanitizer-recover", V_SANITIZERS, V_SAN, D_SAN, NULL),
    NOT("saturating-float-casts", V_BOOL, "|y|yes|on"),
    NOT("save-analysis", V_BOOL, OK_FALSE),
    NOT("self-profile", V_ANY, NULL),
    NOT("self-profile-events", V_COMMA_LIST, NULL),
    NOT("self-profile-counter", V_STRING, NULL),
    ACC("share-generics", V_BOOL, IGN),
    NOT("show-span", V_STRING, NULL),
    ACC("span-debug", V_BOOL, IGN),
    ACC("span-free-formats", V_BOOL, IGN),
    ACCE("src-hash-algorithm", V_ENUM, "md5|sha1|sha256", "either `md5` or `sha1`", "stored for debug info"),
    NOTE("stack-protector", V_ENUM, "none|basic|strong|all", "one of (`none` (default), `basic`, `strong`, or `all`)", "none"),
    NOT("strict-init-checks", V_BOOL, OK_FALSE),
    ACCE("strip", V_ENUM, "none|debuginfo|symbols", D_STRIP, "as -C strip"),
    ACCE("split-dwarf-kind", V_ENUM, "single|split", "one of supported split dwarf modes (`split` or `single`)",
         "stored for code generation"),
    ACC("split-dwarf-inlining", V_BOOL, IGN),
    NOTE("symbol-mangling-version", V_ENUM, "legacy|v0", D_MANGLING, "v0"),
    NOT("teach", V_BOOL, OK_FALSE),
    ACC("temps-dir", V_STRING, IGN),
    ACC("terminal-width", V_NUMBER, "stored for diagnostics"),
    ACC("translate-lang", V_LANGID, IGN),
    NOT("translate-additional-ftl", V_PATH, NULL),
    ACC("translate-directionality-markers", V_BOOL, IGN),
    ACC("tune-cpu", V_STRING, "CPU to tune for (stored for code generation)"),
    ACC("thinlto", V_BOOL, IGN),
    ACC("thir-unsafeck", V_BOOL, "no unused_unsafe lint (its rules are MIR unsafety checking's)"),
    ACC("threads", V_NUMBER, IGN),
    NOT("time", V_BOOL, OK_FALSE),
    NOT("time-llvm-passes", V_BOOL, OK_FALSE),
    IMPL("time-passes", V_BOOL, "print the time each pass takes"),
    ACCE("tls-model", V_ENUM, "global-dynamic|local-dynamic|initial-exec|local-exec", D_TLS,
         "TLS model (stored for code generation)"),
    NOT("trace-macros", V_BOOL, OK_FALSE),
    ACC("translate-remapped-path-to-local-path", V_BOOL, IGN),
    ACC("trap-unreachable", V_BOOL, "stored for code generation"),
    IMPL("treat-err-as-bug", V_TREAT_ERR, "the Nth error (default 1) ends compilation as an internal compiler error (status 101)"),
    ACC("trim-diagnostic-paths", V_BOOL, IGN),
    NOT("ui-testing", V_BOOL, OK_FALSE),
    ACC("uninit-const-chunk-threshold", V_NUMBER, IGN),
    ACC("unleash-the-miri-inside-of-you", V_BOOL, "rcc does not check const contexts more than it can evaluate; " IGN),
    IMPL("unpretty", V_UNPRETTY, "print the crate instead of compiling it: normal, expanded, ast-tree, hir, mir; rcc's ast-tree-no-ids: the AST without NodeIds and spans"),
    ACC("unsound-mir-opts", V_BOOL, IGN),
    IMPL("unstable-options", V_BOOL, "allow unstable command-line options (rcc needs it only for edition 2024)"),
    ACC("use-ctors-section", V_BOOL, "stored for code generation"),
    ACC("validate-mir", V_BOOL, IGN),
    ACC("verbose", V_BOOL, IGN),
    ACC("verify-llvm-ir", V_BOOL, IGN),
    ACC("virtual-function-elimination", V_BOOL, IGN),
    ACCE("wasi-exec-model", V_ENUM, "command|reactor", "either `command` or `reactor`", "WASI only; " IGN),

    /* rcc's own. */
    IMPLE("stop-after", V_ENUM, "parse|expand|resolve|hir|typeck|mir|mono|codegen|link", D_STOP,
          "rcc: stop after the named pass"),
    IMPLE("hir-roundtrip", V_ENUM_OR_BOOL, "fuzz", "either a boolean or `fuzz`",
          "rcc: encode and decode the HIR of every crate (metadata codec check); fuzz: also corrupted encodings"),
    IMPL("parse-crate-root-only", V_BOOL, "stop after parsing the crate root"),
    IMPL("continue-after-type-errors", V_BOOL,
         "rcc: after type errors, lower the bodies that type-checked through MIR, mono and codegen (exit status stays 1)"),
    IMPL("extern-linked", V_STRING,
         "rcc: the `--extern NAME=path.rs` crate's code comes from a library on the link line (repeatable)"),

    /* Later rustc options that Linux 6.12's Makefiles pass to rustc
     * (rust_common_flags, arch/x86/Makefile, CFI and padding configs). */
    ACC("sanitizer-cfi-normalize-integers", V_BOOL, "Kbuild (kCFI); stored for code generation"),
    ACC("llvm-module-flag", V_STRING, "Kbuild; LLVM only; " IGN),
    ACCE("function-return", V_ENUM, "keep|thunk-extern", "either `keep` or `thunk-extern`",
         "Kbuild (return thunks); stored for code generation"),
    ACC("no-jump-tables", V_NOFLAG, "Kbuild; stored for code generation"),
    ACC("patchable-function-entry", V_STRING, "Kbuild (function padding); stored for code generation"),
};

#define NTABLE(t) (sizeof(t) / sizeof *(t))

static const CgOpt *table_of(CgTable t, size_t *n) {
    if (t == CG_CODEGEN) {
        *n = NTABLE(cg_table);
        return cg_table;
    }
    *n = NTABLE(z_table);
    return z_table;
}

/* Looks NAME up, with `_` and `-` treated alike (rustc turns `-` into `_`
 * before looking; the tables spell names with `-`). */
static const CgOpt *lookup(CgTable t, const char *name, size_t len) {
    size_t n;
    const CgOpt *tab = table_of(t, &n);
    for (size_t i = 0; i < n; i++) {
        const char *a = tab[i].name;
        size_t k = 0;
        for (; k < len && a[k]; k++) {
            char c = name[k] == '_' ? '-' : name[k];
            if (c != a[k]) break;
        }
        if (k == len && !a[k]) return &tab[i];
    }
    return NULL;
}

bool cgopt_known(CgTable t, const char *name) { return lookup(t, name, strlen(name)) != NULL; }

int cgopt_parse_bool(const char *v) {
    if (!v || !strcmp(v, "y") || !strcmp(v, "yes") || !strcmp(v, "on")) return 1;
    if (!strcmp(v, "n") || !strcmp(v, "no") || !strcmp(v, "off")) return 0;
    return -1;
}

/* Is V one of the `|`-separated LIST? An empty item matches V == NULL. */
static bool in_list(const char *list, const char *v, size_t vlen) {
    if (!list) return false;
    const char *p = list;
    for (;;) {
        const char *bar = strchr(p, '|');
        size_t n = bar ? (size_t)(bar - p) : strlen(p);
        if (v ? (n == vlen && memcmp(p, v, n) == 0) : n == 0) return true;
        if (!bar) return false;
        p = bar + 1;
    }
}

static bool is_number(const char *v) {
    if (!v) return false;
    if (*v == '+') v++;
    if (!*v) return false;
    for (; *v; v++)
        if (*v < '0' || *v > '9') return false;
    return true;
}

/* Each item of a comma-separated V satisfies ITEM_OK. */
static bool each_item(const char *v, bool (*item_ok)(const char *, size_t, const char *), const char *extra) {
    if (!v) return false;
    for (;;) {
        const char *comma = strchr(v, ',');
        size_t n = comma ? (size_t)(comma - v) : strlen(v);
        if (!item_ok(v, n, extra)) return false;
        if (!comma) return true;
        v = comma + 1;
    }
}

static bool item_in(const char *s, size_t n, const char *list) { return in_list(list, s, n); }
static bool item_polarity(const char *s, size_t n, const char *unused) {
    (void)unused;
    return n > 0 && (s[0] == '+' || s[0] == '-');
}

/* -Z branch-protection: bti, pac-ret, and leaf / b-key after pac-ret. */
static bool branch_prot_ok(const char *v) {
    if (!v) return false;
    bool pac = false;
    for (;;) {
        const char *comma = strchr(v, ',');
        size_t n = comma ? (size_t)(comma - v) : strlen(v);
        if (n == 3 && !memcmp(v, "bti", 3)) {
        } else if (n == 7 && !memcmp(v, "pac-ret", 7) && !pac) {
            pac = true;
        } else if (((n == 4 && !memcmp(v, "leaf", 4)) || (n == 5 && !memcmp(v, "b-key", 5))) && pac) {
        } else {
            return false;
        }
        if (!comma) return true;
        v = comma + 1;
    }
}

/* Does V suit the option's kind? */
static bool value_ok(const CgOpt *opt, const char *v) {
    switch (opt->kind) {
    case V_NOFLAG: return v == NULL;
    case V_BOOL: return cgopt_parse_bool(v) >= 0;
    case V_STRING:
    case V_PATH:
    case V_LANGID:
    case V_LIST:
    case V_COMMA_LIST:
    case V_PASSES: return v != NULL;
    case V_POLARITY_LIST: return each_item(v, item_polarity, NULL);
    case V_NUMBER: return is_number(v);
    case V_ENUM: return v && in_list(opt->values, v, strlen(v));
    case V_ENUM_OR_BOOL: return !v || cgopt_parse_bool(v) >= 0 || in_list(opt->values, v, strlen(v));
    case V_SANITIZERS: return each_item(v, item_in, opt->values);
    case V_SANITIZER_MTO: return !v || !strcmp(v, "0") || !strcmp(v, "1") || !strcmp(v, "2");
    case V_FUEL: {
        const char *eq = v ? strchr(v, '=') : NULL;
        return eq && !strchr(eq + 1, '=') && is_number(eq + 1);
    }
    case V_UNPRETTY: {
        if (!v) return false;
        const char *eq = strchr(v, '=');
        return !eq || !strchr(eq + 1, '=');
    }
    case V_TREAT_ERR: return !v || (is_number(v) && strspn(v[0] == '+' ? v + 1 : v, "0") < strlen(v[0] == '+' ? v + 1 : v));
    case V_ANY: return true;
    case V_GCC_LD: return !v || !strcmp(v, "lld");
    case V_BRANCH_PROT: return branch_prot_ok(v);
    case V_LOCATION: return each_item(v, item_in, "file|line|column");
    case V_MIR_SPANVIEW: {
        if (!v || cgopt_parse_bool(v) >= 0) return true;
        size_t n = strlen(v);
        while (n && v[n - 1] == 's') n--;   /* rustc accepts plurals */
        return in_list("statement|stmt|terminator|term|block|basicblock", v, n);
    }
    }
    return false;
}

/* rustc's words for what the kind expects. */
static const char *kind_desc(const CgOpt *opt) {
    if (opt->desc) return opt->desc;
    switch (opt->kind) {
    case V_NOFLAG: return "no value";
    case V_BOOL: return "one of: `y`, `yes`, `on`, `n`, `no`, or `off`";
    case V_STRING: return "a string";
    case V_PATH: return "a path";
    case V_LANGID: return "a language identifier";
    case V_LIST: return "a space-separated list of strings";
    case V_COMMA_LIST: return "a comma-separated list of strings";
    case V_POLARITY_LIST: return "a comma-separated list of strings, with elements beginning with + or -";
    case V_NUMBER: return "a number";
    case V_PASSES: return "a space-separated list of passes, or `all`";
    case V_SANITIZER_MTO: return "0, 1, or 2";
    case V_FUEL: return "crate=integer";
    case V_UNPRETTY: return "`string` or `string=string`";
    case V_TREAT_ERR: return "either no value or a number bigger than 0";
    case V_ANY: return "an optional path to the profiling data output directory";
    case V_GCC_LD: return "one of: no value, `lld`";
    case V_BRANCH_PROT: return "a `,` separated combination of `bti`, `b-key`, `pac-ret`, or `leaf`";
    case V_LOCATION: return "comma separated list of location details to track: `file`, `line`, or `column`";
    case V_MIR_SPANVIEW: return "`statement` (default), `terminator`, or `block`";
    default: return "a value";
    }
}

/* P_NOT options are fine with a value that asks for nothing. */
static bool harmless_value(const CgOpt *opt, const char *v) {
    if (!opt->ok) return false;
    if (opt->kind == V_LIST && (!v || v[strspn(v, " \t\n")] == '\0')) return true;  /* an empty list */
    return in_list(opt->ok, v, v ? strlen(v) : 0);
}

bool cgopt_apply(Options *o, DiagCtx *dc, CgTable t, const char *arg) {
    const char *outputname = t == CG_CODEGEN ? "codegen" : "debugging";
    const char *prefix = t == CG_CODEGEN ? "C" : "Z";
    const char *eq = strchr(arg, '=');
    size_t klen = eq ? (size_t)(eq - arg) : strlen(arg);
    const char *v = eq ? eq + 1 : NULL;
    const CgOpt *opt = lookup(t, arg, klen);
    if (!opt) return !early_error(dc, "unknown %s option: `%.*s`", outputname, (int)klen, arg);
    if (!value_ok(opt, v)) {
        if (!v)
            return !early_error(dc, "%s option `%.*s` requires %s (%s %.*s=<value>)", outputname, (int)klen, arg,
                                kind_desc(opt), prefix, (int)klen, arg);
        return !early_error(dc, "incorrect value `%s` for %s option `%.*s` - %s was expected", v, outputname,
                            (int)klen, arg, kind_desc(opt));
    }
    if (opt->policy == P_NOT && !harmless_value(opt, v)) {
        if (opt->ok && v)
            return !early_error(dc, "rcc does not implement `-%s %s=%s` yet", prefix, opt->name, v);
        return !early_error(dc, "rcc does not implement `-%s %s` yet", prefix, opt->name);
    }
    KeyValue kv = {arena_strdup(&o->arena, opt->name), v ? arena_strdup(&o->arena, v) : NULL};
    vec_push(t == CG_CODEGEN ? &o->cg : &o->z, kv);
    return true;
}

void cgopt_print_help(CgTable t) {
    size_t n;
    const CgOpt *tab = table_of(t, &n);
    size_t width = 0;
    for (size_t i = 0; i < n; i++)
        if (strlen(tab[i].name) > width) width = strlen(tab[i].name);
    printf("\nAvailable %soptions:\n\n", t == CG_CODEGEN ? "codegen " : "");
    for (size_t i = 0; i < n; i++)
        printf("    -%s %*s=val -- %s\n", t == CG_CODEGEN ? "C" : "Z", (int)width, tab[i].name,
               tab[i].help ? tab[i].help : "not implemented by rcc (an error)");
}
