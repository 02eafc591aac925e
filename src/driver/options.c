/* options.c — rustc's command line: argv (after @file expansion) in,
 * Options out.
 *
 * It works in rustc 1.63's three steps, so that a bad command line gets
 * the same first error from rcc as from rustc:
 *   1. scan: split argv into options and free arguments the way rustc's
 *      getopts does (`--name=value`, `--name value`, `-xvalue`, `-x value`,
 *      grouped short flags `-vV`, `--` ending the options), reporting
 *      unknown options, missing arguments and repeated single options;
 *   2. early exits: --help, -W all, -Z help, -C help, --version;
 *   3. decode: each option in the order rustc's build_session_options
 *      checks them, then --explain, --cfg, the inputs and the target.
 * Errors go through the DiagCtx: before --error-format is known they are
 * human-readable, after it in the requested format, as in rustc. */
#include "driver_int.h"
#include "rcc/rcc.h"

#include <unistd.h>

/* ------------------------------------------------------------------ */
/* Option-level diagnostics                                            */
/* ------------------------------------------------------------------ */

int early_error(DiagCtx *dc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *msg = xvasprintf(fmt, ap);
    va_end(ap);
    diag_emit(diag_error(dc, DC_NONE, (Span){0, 0}, "%s", msg));
    free(msg);
    return 1;
}

DiagFormatSave diag_format_default(DiagCtx *dc) {
    DiagFormatSave save = {dc->format, dc->color};
    dc->format = DIAG_HUMAN;
    dc->color = isatty(STDERR_FILENO) == 1;
    return save;
}

void diag_format_restore(DiagCtx *dc, DiagFormatSave save) {
    dc->format = save.format;
    dc->color = save.color;
}

int early_error_default(DiagCtx *dc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *msg = xvasprintf(fmt, ap);
    va_end(ap);
    DiagFormatSave save = diag_format_default(dc);
    diag_emit(diag_error(dc, DC_NONE, (Span){0, 0}, "%s", msg));
    diag_format_restore(dc, save);
    free(msg);
    return 1;
}

void early_warn(DiagCtx *dc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *msg = xvasprintf(fmt, ap);
    va_end(ap);
    uint32_t before = dc->nwarnings;
    diag_emit(diag_warning(dc, DC_NONE, (Span){0, 0}, "%s", msg));
    /* rustc's early warnings bypass the session's warning count. */
    dc->nwarnings = before;
    free(msg);
}

/* ------------------------------------------------------------------ */
/* Step 1: scanning, as getopts does                                   */
/* ------------------------------------------------------------------ */

/* rustc 1.63's options in its own order (rustc_optgroups); getopts
 * reports a repeated single option by the first one in this order. */
typedef enum OptId {
    OPT_HELP, OPT_CFG, OPT_CHECK_CFG, OPT_L, OPT_l, OPT_CRATE_TYPE, OPT_CRATE_NAME,
    OPT_EDITION, OPT_EMIT, OPT_PRINT, OPT_g, OPT_O, OPT_o, OPT_OUT_DIR, OPT_EXPLAIN,
    OPT_TEST, OPT_TARGET, OPT_ALLOW, OPT_WARN, OPT_FORCE_WARN, OPT_DENY, OPT_FORBID,
    OPT_CAP_LINTS, OPT_C, OPT_VERSION, OPT_VERBOSE, OPT_EXTERN, OPT_SYSROOT, OPT_Z,
    OPT_ERROR_FORMAT, OPT_JSON, OPT_COLOR, OPT_REMAP, OPT_DIAG_WIDTH, OPT__COUNT
} OptId;

typedef struct OptSpec {
    char short_name;      /* 0 if none */
    const char *long_name;/* NULL if none */
    bool has_arg;
    bool multi;           /* may be repeated */
} OptSpec;

static const OptSpec opt_specs[OPT__COUNT] = {
    [OPT_HELP] = {'h', "help", false, false},
    [OPT_CFG] = {0, "cfg", true, true},
    [OPT_CHECK_CFG] = {0, "check-cfg", true, true},
    [OPT_L] = {'L', NULL, true, true},
    [OPT_l] = {'l', NULL, true, true},
    [OPT_CRATE_TYPE] = {0, "crate-type", true, true},
    [OPT_CRATE_NAME] = {0, "crate-name", true, false},
    [OPT_EDITION] = {0, "edition", true, false},
    [OPT_EMIT] = {0, "emit", true, true},
    [OPT_PRINT] = {0, "print", true, true},
    [OPT_g] = {'g', NULL, false, true},
    [OPT_O] = {'O', NULL, false, true},
    [OPT_o] = {'o', NULL, true, false},
    [OPT_OUT_DIR] = {0, "out-dir", true, false},
    [OPT_EXPLAIN] = {0, "explain", true, false},
    [OPT_TEST] = {0, "test", false, false},
    [OPT_TARGET] = {0, "target", true, false},
    [OPT_ALLOW] = {'A', "allow", true, true},
    [OPT_WARN] = {'W', "warn", true, true},
    [OPT_FORCE_WARN] = {0, "force-warn", true, true},
    [OPT_DENY] = {'D', "deny", true, true},
    [OPT_FORBID] = {'F', "forbid", true, true},
    [OPT_CAP_LINTS] = {0, "cap-lints", true, true},
    [OPT_C] = {'C', "codegen", true, true},
    [OPT_VERSION] = {'V', "version", false, false},
    [OPT_VERBOSE] = {'v', "verbose", false, false},
    [OPT_EXTERN] = {0, "extern", true, true},
    [OPT_SYSROOT] = {0, "sysroot", true, false},
    [OPT_Z] = {'Z', NULL, true, true},
    [OPT_ERROR_FORMAT] = {0, "error-format", true, false},
    [OPT_JSON] = {0, "json", true, true},
    [OPT_COLOR] = {0, "color", true, false},
    [OPT_REMAP] = {0, "remap-path-prefix", true, true},
    /* rcc: from rustc 1.64 on; cargo passes it to newer compilers. */
    [OPT_DIAG_WIDTH] = {0, "diagnostic-width", true, false},
};

typedef struct Match {
    OptId id;
    const char *val;      /* the argument, or NULL for a flag */
    int pos;              /* index in argv, to order -O against -C opt-level */
} Match;

typedef struct Scan {
    VEC(Match) m;
    VEC(const char *) free;
    uint32_t count[OPT__COUNT];
} Scan;

static const char *opt_name(OptId id) {
    const OptSpec *s = &opt_specs[id];
    static char buf[OPT__COUNT][2];
    if (s->long_name) return s->long_name;
    buf[id][0] = s->short_name;
    return buf[id];
}

static int find_long(const char *name, size_t n) {
    for (int i = 0; i < OPT__COUNT; i++) {
        const char *l = opt_specs[i].long_name;
        if (l && strlen(l) == n && memcmp(l, name, n) == 0) return i;
    }
    return -1;
}

static int find_short(char c) {
    for (int i = 0; i < OPT__COUNT; i++)
        if (opt_specs[i].short_name == c) return i;
    return -1;
}

/* rustc suggests `-C NAME`/`-Z NAME` for an unknown `--NAME` that is a
 * codegen or debugging option. */
static int unrecognized(DiagCtx *dc, const char *name, size_t n) {
    char *nm = xstrndup(name, n);
    int r;
    if (cgopt_known(CG_CODEGEN, nm))
        r = early_error(dc, "Unrecognized option: '%s'. Did you mean `-C %s`?", nm, nm);
    else if (cgopt_known(CG_DEBUGGING, nm))
        r = early_error(dc, "Unrecognized option: '%s'. Did you mean `-Z %s`?", nm, nm);
    else
        r = early_error(dc, "Unrecognized option: '%s'", nm);
    free(nm);
    return r;
}

static void add_match(Scan *sc, int id, const char *val, int pos) {
    vec_push(&sc->m, (Match){(OptId)id, val, pos});
    sc->count[id]++;
}

/* One `--name[=value]` argument at argv[*i]. */
static int scan_long(Scan *sc, int argc, char **argv, int *i, DiagCtx *dc) {
    const char *tail = argv[*i] + 2;
    const char *eq = strchr(tail, '=');
    size_t n = eq ? (size_t)(eq - tail) : strlen(tail);
    int id = find_long(tail, n);
    if (id < 0) return unrecognized(dc, tail, n);
    const OptSpec *s = &opt_specs[id];
    if (!s->has_arg) {
        if (eq) return early_error(dc, "Option '%s' does not take an argument", s->long_name);
        add_match(sc, id, NULL, *i);
    } else if (eq) {
        add_match(sc, id, eq + 1, *i);
    } else if (*i + 1 >= argc) {
        return early_error(dc, "Argument to option '%s' missing", s->long_name);
    } else {
        add_match(sc, id, argv[*i + 1], *i);
        (*i)++;
    }
    return 0;
}

/* One `-abc` group at argv[*i]: flags, the last of which may take the
 * rest of the group (`-ofile`) or the next argument (`-o file`) as its
 * value. */
static int scan_short(Scan *sc, int argc, char **argv, int *i, DiagCtx *dc) {
    const char *tail = argv[*i] + 1;
    int pos = *i;
    for (size_t j = 0; tail[j]; j++) {
        int id = find_short(tail[j]);
        if (id < 0) {
            /* getopts names the offending character (one UTF-8 char). */
            size_t n = 1;
            while ((tail[j + n] & 0xC0) == 0x80) n++;
            return early_error(dc, "Unrecognized option: '%.*s'", (int)n, tail + j);
        }
        if (!opt_specs[id].has_arg) {
            add_match(sc, id, NULL, pos);
            continue;
        }
        if (tail[j + 1]) {
            add_match(sc, id, tail + j + 1, pos);
        } else if (*i + 1 >= argc) {
            return early_error(dc, "Argument to option '%c' missing", tail[j]);
        } else {
            add_match(sc, id, argv[*i + 1], pos);
            (*i)++;
        }
        break;
    }
    return 0;
}

static int scan_args(Scan *sc, int argc, char **argv, DiagCtx *dc) {
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int r = 0;
        if (strlen(a) < 2 || a[0] != '-') {
            vec_push(&sc->free, a);
        } else if (strcmp(a, "--") == 0) {
            for (i++; i < argc; i++) vec_push(&sc->free, argv[i]);
        } else if (a[1] == '-') {
            r = scan_long(sc, argc, argv, &i, dc);
        } else {
            r = scan_short(sc, argc, argv, &i, dc);
        }
        if (r) return r;
    }
    for (int id = 0; id < OPT__COUNT; id++)
        if (sc->count[id] > 1 && !opt_specs[id].multi)
            return early_error(dc, "Option '%s' given more than once", opt_name((OptId)id));
    return 0;
}

/* The first value of an option (getopts' opt_str), or NULL. */
static const char *first_val(const Scan *sc, OptId id) {
    each(&sc->m, m) if (m->id == id) return m->val;
    return NULL;
}

static bool has_val(const Scan *sc, OptId id, const char *val) {
    each(&sc->m, m) if (m->id == id && m->val && strcmp(m->val, val) == 0) return true;
    return false;
}

static int last_pos(const Scan *sc, OptId id) {
    int p = -1;
    each(&sc->m, m) if (m->id == id) p = m->pos;
    return p;
}

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

static char *ostr(Options *o, const char *s) { return s ? arena_strdup(&o->arena, s) : NULL; }
static char *ostrn(Options *o, const char *s, size_t n) { return arena_strndup(&o->arena, s, n); }

const KeyValue *options_cg(const Options *o, const char *key) {
    for (uint32_t i = o->cg.len; i-- > 0;)
        if (strcmp(o->cg.data[i].key, key) == 0) return &o->cg.data[i];
    return NULL;
}

const KeyValue *options_z(const Options *o, const char *key) {
    for (uint32_t i = o->z.len; i-- > 0;)
        if (strcmp(o->z.data[i].key, key) == 0) return &o->z.data[i];
    return NULL;
}

const char *options_emit_path(const Options *o, EmitKind kind) {
    each(&o->emit, e) if (e->kind == kind) return e->path;
    return NULL;
}

/* Parses a Rust `usize`: an optional `+`, then decimal digits. */
static bool parse_usize(const char *s, uint64_t *out) {
    if (*s == '+') s++;
    if (!*s) return false;
    uint64_t v = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return false;
        if (v > (UINT64_MAX - 9) / 10) return false;
        v = v * 10 + (uint64_t)(*s - '0');
    }
    *out = v;
    return true;
}

/* ------------------------------------------------------------------ */
/* Step 3: decoding, in build_session_options' order                   */
/* ------------------------------------------------------------------ */

static bool isatty_stderr(void) { return isatty(STDERR_FILENO) == 1; }

static int decode_color(Options *o, const Scan *sc, DiagCtx *dc) {
    const char *c = first_val(sc, OPT_COLOR);
    if (!c || strcmp(c, "auto") == 0) o->color = COLOR_AUTO;
    else if (strcmp(c, "always") == 0) o->color = COLOR_ALWAYS;
    else if (strcmp(c, "never") == 0) o->color = COLOR_NEVER;
    else return early_error(dc, "argument for `--color` must be auto, always or never (instead was `%s`)", c);
    return 0;
}

static int decode_edition(Options *o, const Scan *sc, DiagCtx *dc) {
    const char *e = first_val(sc, OPT_EDITION);
    o->edition = ED_2015;
    if (!e) return 0;
    static const char *const names[] = {"2015", "2018", "2021", "2024"};
    for (int i = 0; i < 4; i++) {
        if (strcmp(e, names[i]) == 0) {
            o->edition = (Edition)(ED_2015 + i);
            /* 2024 is unstable in rustc 1.63 and not implemented by rcc:
             * like a nightly 1.63 (and with its words), rcc lets
             * -Z unstable-options open it. */
            if (o->edition == ED_2024 && !has_val(sc, OPT_Z, "unstable-options"))
                return early_error(dc, "edition 2024 is unstable and only available with -Z unstable-options");
            return 0;
        }
    }
    return early_error(dc, "argument for `--edition` must be one of: 2015|2018|2021|2024. (instead was `%s`)", e);
}

static int decode_json(Options *o, const Scan *sc, DiagCtx *dc) {
    each(&sc->m, m) {
        if (m->id != OPT_JSON) continue;
        if (first_val(sc, OPT_COLOR)) return early_error(dc, "cannot specify the `--color` option with `--json`");
        const char *p = m->val;
        for (;;) {
            const char *comma = strchr(p, ',');
            size_t n = comma ? (size_t)(comma - p) : strlen(p);
#define IS(s) (n == strlen(s) && memcmp(p, s, n) == 0)
            if (IS("diagnostic-short")) o->json_rendered_short = true;
            else if (IS("diagnostic-rendered-ansi")) o->json_rendered_ansi = true;
            else if (IS("artifacts")) o->json_artifacts = true;
            else if (IS("unused-externs")) o->json_unused_externs = 2;
            else if (IS("unused-externs-silent")) o->json_unused_externs = 1;
            else if (IS("future-incompat")) o->json_future_incompat = true;
            else return early_error(dc, "unknown `--json` option `%.*s`", (int)n, p);
#undef IS
            if (!comma) break;
            p = comma + 1;
        }
    }
    return 0;
}

/* Sets the DiagCtx up for the rest of the session. */
static void apply_diag_format(Options *o, DiagCtx *dc) {
    dc->format = o->error_format;
    if (o->error_format == DIAG_JSON) {
        dc->color = false;
        dc->json_rendered_color = o->json_rendered_ansi;
    } else {
        dc->color = o->color == COLOR_ALWAYS || (o->color == COLOR_AUTO && isatty_stderr());
    }
}

static int decode_error_format(Options *o, const Scan *sc, DiagCtx *dc) {
    const char *f = first_val(sc, OPT_ERROR_FORMAT);
    o->error_format = DIAG_HUMAN;
    if (f) {
        if (strcmp(f, "human") == 0) o->error_format = DIAG_HUMAN;
        else if (strcmp(f, "json") == 0) o->error_format = DIAG_JSON;
        else if (strcmp(f, "short") == 0) o->error_format = DIAG_SHORT;
        else if (strcmp(f, "pretty-json") == 0 || strcmp(f, "human-annotate-rs") == 0)
            return early_error(dc, "rcc does not implement `--error-format=%s` yet", f);
        else
            return early_error(dc, "argument for `--error-format` must be `human`, `json` or `short` (instead was `%s`)", f);
    }
    if (o->error_format != DIAG_JSON && sc->count[OPT_JSON])
        return early_error(dc, "using `--json` requires also using `--error-format=json`");
    apply_diag_format(o, dc);
    return 0;
}

static int decode_crate_types(Options *o, const Scan *sc, DiagCtx *dc) {
    static const struct { const char *name; CrateType ct; } types[] = {
        {"lib", CT_RLIB}, {"rlib", CT_RLIB}, {"staticlib", CT_STATICLIB}, {"dylib", CT_DYLIB},
        {"cdylib", CT_CDYLIB}, {"bin", CT_BIN}, {"proc-macro", CT_PROC_MACRO},
    };
    each(&sc->m, m) {
        if (m->id != OPT_CRATE_TYPE) continue;
        const char *p = m->val;
        for (;;) {
            const char *comma = strchr(p, ',');
            size_t n = comma ? (size_t)(comma - p) : strlen(p);
            int k = -1;
            for (int i = 0; i < (int)(sizeof types / sizeof *types); i++)
                if (strlen(types[i].name) == n && memcmp(types[i].name, p, n) == 0) k = i;
            if (k < 0) return early_error(dc, "unknown crate type: `%.*s`", (int)n, p);
            if (!(o->crate_types & types[k].ct)) {
                o->crate_types |= types[k].ct;
                vec_push(&o->crate_type_list, types[k].ct);
            }
            if (!comma) break;
            p = comma + 1;
        }
    }
    return 0;
}

/* -Z options: checked one by one against the table, then decoded. */
static int decode_z(Options *o, const Scan *sc, DiagCtx *dc) {
    each(&sc->m, m) {
        if (m->id == OPT_Z && !cgopt_apply(o, dc, CG_DEBUGGING, m->val)) return 1;
    }
    const KeyValue *kv;
    each(&o->z, z) {
        const char *k = z->key;
        if (strcmp(k, "crate-attr") == 0) vec_push(&o->crate_attrs, z->value);
    }
    o->unstable_options = (kv = options_z(o, "unstable-options")) && cgopt_parse_bool(kv->value) == 1;
    o->time_passes = (kv = options_z(o, "time-passes")) && cgopt_parse_bool(kv->value) == 1;
    o->continue_after_type_errors =
        (kv = options_z(o, "continue-after-type-errors")) && cgopt_parse_bool(kv->value) == 1;
    o->chalk = (kv = options_z(o, "chalk")) && cgopt_parse_bool(kv->value) == 1;
    o->thir_unsafeck = (kv = options_z(o, "thir-unsafeck")) && cgopt_parse_bool(kv->value) == 1;
    bool parse_only = (kv = options_z(o, "parse-only")) && cgopt_parse_bool(kv->value) == 1;
    bool root_only = (kv = options_z(o, "parse-crate-root-only")) && cgopt_parse_bool(kv->value) == 1;
    o->parse_crate_root_only = parse_only || root_only;
    if ((kv = options_z(o, "unpretty"))) o->unpretty = kv->value;
    if ((kv = options_z(o, "hir-roundtrip")))
        o->hir_roundtrip = kv->value && strcmp(kv->value, "fuzz") == 0 ? 2 : cgopt_parse_bool(kv->value) == 1;
    if ((kv = options_z(o, "dump-mir"))) o->dump_mir = kv->value;
    if ((kv = options_z(o, "allow-features"))) o->allow_features = kv->value;
    if ((kv = options_z(o, "treat-err-as-bug"))) {
        unsigned long n = kv->value ? strtoul(kv->value, NULL, 10) : 1;
        dc->treat_err_as_bug = n > UINT32_MAX ? UINT32_MAX : (uint32_t)n;
    }
    o->stop_after = -1;
    if ((kv = options_z(o, "stop-after"))) {
        for (int p = 0; p < PASS__COUNT; p++)
            if (strcmp(kv->value, pass_name((PassId)p)) == 0) o->stop_after = p;
    }
    return 0;
}

static bool lint_level_parse(const char *s, LintLevel *out) {
    if (strcmp(s, "allow") == 0) *out = LINT_ALLOW;
    else if (strcmp(s, "warn") == 0) *out = LINT_WARN;
    else if (strcmp(s, "deny") == 0) *out = LINT_DENY;
    else if (strcmp(s, "forbid") == 0) *out = LINT_FORBID;
    else return false;
    return true;
}

static int decode_lints(Options *o, const Scan *sc, DiagCtx *dc) {
    each(&sc->m, m) {
        LintLevel lvl;
        const char *flag;
        switch (m->id) {
        case OPT_ALLOW: lvl = LINT_ALLOW; flag = "-A"; break;
        case OPT_WARN: lvl = LINT_WARN; flag = "-W"; break;
        case OPT_FORCE_WARN: lvl = LINT_FORCE_WARN; flag = "--force-warn"; break;
        case OPT_DENY: lvl = LINT_DENY; flag = "-D"; break;
        case OPT_FORBID: lvl = LINT_FORBID; flag = "-F"; break;
        default: continue;
        }
        /* `-W help` lists the lints; rcc has no lint list yet. */
        if (strcmp(m->val, "help") == 0) return early_error(dc, "rcc does not implement `%s help` yet", flag);
        char *name = ostr(o, m->val);
        for (char *p = name; *p; p++)
            if (*p == '-') *p = '_';
        vec_push(&o->lints, (LintOpt){lvl, name});
    }
    const char *cap = first_val(sc, OPT_CAP_LINTS);
    if (cap) {
        if (!lint_level_parse(cap, &o->cap_lints)) return early_error(dc, "unknown lint level: `%s`", cap);
        o->has_cap_lints = true;
    }
    return 0;
}

static const struct { const char *name; EmitKind kind; } emit_kinds[] = {
    /* rustc lists them in this order in its error message. */
    {"llvm-bc", EMIT_LLVM_BC}, {"asm", EMIT_ASM}, {"llvm-ir", EMIT_LLVM_IR}, {"mir", EMIT_MIR},
    {"obj", EMIT_OBJ}, {"metadata", EMIT_METADATA}, {"link", EMIT_LINK}, {"dep-info", EMIT_DEP_INFO},
};

static void emit_set(Options *o, EmitKind kind, char *path) {
    each(&o->emit, e) {
        if (e->kind == kind) {
            e->path = path;
            return;
        }
    }
    vec_push(&o->emit, (EmitOpt){kind, path});
    o->emit_kinds |= kind;
}

static int decode_emit(Options *o, const Scan *sc, DiagCtx *dc) {
    /* rustc ignores --emit under -Z parse-only. */
    const KeyValue *po = options_z(o, "parse-only");
    bool parse_only = po && cgopt_parse_bool(po->value) == 1;
    each(&sc->m, m) {
        if (m->id != OPT_EMIT || parse_only) continue;
        const char *p = m->val;
        for (;;) {
            const char *comma = strchr(p, ',');
            size_t n = comma ? (size_t)(comma - p) : strlen(p);
            const char *eq = memchr(p, '=', n);
            size_t kn = eq ? (size_t)(eq - p) : n;
            int k = -1;
            for (int i = 0; i < 8; i++)
                if (strlen(emit_kinds[i].name) == kn && memcmp(emit_kinds[i].name, p, kn) == 0) k = i;
            if (k < 0) {
                StrBuf sb = {0};
                for (int i = 0; i < 8; i++) sb_printf(&sb, "%s`%s`", i ? ", " : "", emit_kinds[i].name);
                int r = early_error(dc, "unknown emission type: `%.*s` - expected one of: %s", (int)kn, p, sb_cstr(&sb));
                sb_free(&sb);
                return r;
            }
            emit_set(o, emit_kinds[k].kind, eq ? ostrn(o, eq + 1, n - kn - 1) : NULL);
            if (!comma) break;
            p = comma + 1;
        }
    }
    if (!o->emit.len) emit_set(o, EMIT_LINK, NULL);
    return 0;
}

/* Output kinds that need a single codegen unit to go to one file. */
#define EMIT_NEEDS_ONE_CGU (EMIT_LLVM_BC | EMIT_ASM | EMIT_LLVM_IR | EMIT_MIR | EMIT_OBJ)

static int decode_cg(Options *o, const Scan *sc, DiagCtx *dc) {
    each(&sc->m, m) {
        if (m->id == OPT_C && !cgopt_apply(o, dc, CG_CODEGEN, m->val)) return 1;
    }
    const KeyValue *kv = options_cg(o, "codegen-units");
    uint64_t cgus = 0;
    bool have_cgus = kv && parse_usize(kv->value, &cgus);
    if (o->emit_kinds & EMIT_NEEDS_ONE_CGU) {
        if (have_cgus && cgus > 1 && sc->count[OPT_o]) {
            /* rustc warns in its OutputType order. */
            static const struct { EmitKind k; const char *n; } order[] = {
                {EMIT_LLVM_BC, "llvm-bc"}, {EMIT_ASM, "asm"}, {EMIT_LLVM_IR, "llvm-ir"},
                {EMIT_MIR, "mir"}, {EMIT_OBJ, "obj"},
            };
            for (int i = 0; i < 5; i++)
                if (o->emit_kinds & order[i].k)
                    early_warn(dc, "`--emit=%s` with `-o` incompatible with `-C codegen-units=N` for N > 1",
                               order[i].n);
            early_warn(dc, "resetting to default -C codegen-units=1");
            cgus = 1;
        } else if (!(have_cgus && cgus > 1) && (o->emit_kinds & EMIT_NEEDS_ONE_CGU & ~EMIT_OBJ)) {
            have_cgus = true;
            cgus = 1;
        }
        /* --emit=obj alone keeps rcc's default units: they are compiled in
         * parallel and joined into one object whose symbols are those of a
         * single unit (pass_codegen) */
    }
    if (have_cgus && cgus == 0) return early_error(dc, "value for codegen units must be a positive non-zero integer");
    o->codegen_units = have_cgus ? (uint32_t)(cgus > UINT32_MAX ? UINT32_MAX : cgus) : 0;

    /* -C embed-bitcode=no -C lto: rustc refuses the pair. */
    const KeyValue *eb = options_cg(o, "embed-bitcode");
    const KeyValue *lto = options_cg(o, "lto");
    if (eb && cgopt_parse_bool(eb->value) == 0 && lto && cgopt_parse_bool(lto->value) != 0)
        return early_error(dc, "options `-C embed-bitcode=no` and `-C lto` are incompatible");

    if ((kv = options_cg(o, "panic"))) o->panic_abort = strcmp(kv->value, "abort") == 0;
    /* A proc-macro crate runs in the compiler, whose strategy is unwind:
     * its panics are reported as errors, never abort the compilation. */
    if (o->crate_types & CT_PROC_MACRO) o->panic_abort = false;
    if ((kv = options_cg(o, "target-cpu"))) o->target_cpu = kv->value;
    if ((kv = options_cg(o, "extra-filename"))) o->extra_filename = kv->value;
    /* -C target-feature accumulates, joined by commas. */
    StrBuf tf = {0};
    each(&o->cg, c) {
        if (strcmp(c->key, "target-feature") == 0 && c->value[0])
            sb_printf(&tf, "%s%s", tf.len ? "," : "", c->value);
    }
    if (tf.len) o->target_feature = ostr(o, sb_cstr(&tf));
    sb_free(&tf);
    return 0;
}

static const char *const print_names[PRINT__COUNT] = {
#define X(id, name) name,
    RCC_PRINTS(X)
#undef X
};

static void add_print(Options *o, PrintKind k) { vec_push(&o->prints, k); }

static int decode_prints(Options *o, const Scan *sc, DiagCtx *dc) {
    /* -C target-cpu=help and -C target-feature=help are print requests. */
    const KeyValue *kv;
    if ((kv = options_cg(o, "target-cpu")) && strcmp(kv->value, "help") == 0) {
        add_print(o, PRINT_TARGET_CPUS);
        o->target_cpu = NULL;
    }
    if (o->target_feature && strcmp(o->target_feature, "help") == 0) {
        add_print(o, PRINT_TARGET_FEATURES);
        o->target_feature = NULL;
    }
    each(&sc->m, m) {
        if (m->id != OPT_PRINT) continue;
        int k = -1;
        for (int i = 0; i < PRINT__COUNT; i++)
            if (strcmp(m->val, print_names[i]) == 0) k = i;
        if (k < 0) return early_error(dc, "unknown print request `%s`", m->val);
        if (k == PRINT_TARGET_SPEC_JSON && !o->unstable_options)
            return early_error(dc, "the `-Z unstable-options` flag must also be passed to enable the "
                                   "target-spec-json print option");
        add_print(o, (PrintKind)k);
    }
    each(&o->prints, p) {
        switch (*p) {
        case PRINT_TARGET_CPUS:
        case PRINT_TARGET_FEATURES:
        case PRINT_TARGET_SPEC_JSON:
        case PRINT_STACK_PROTECTOR_STRATEGIES:
            return early_error(dc, "rcc does not implement `--print %s` yet", print_names[*p]);
        default:
            break;
        }
    }
    return 0;
}

/* Formats a path as Rust's `{:?}` does: quoted, with escapes. */
static char *rust_debug_str(const char *s) {
    StrBuf sb = {0};
    sb_putc(&sb, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"': sb_puts(&sb, "\\\""); break;
        case '\\': sb_puts(&sb, "\\\\"); break;
        case '\n': sb_puts(&sb, "\\n"); break;
        case '\r': sb_puts(&sb, "\\r"); break;
        case '\t': sb_puts(&sb, "\\t"); break;
        case '\0': sb_puts(&sb, "\\0"); break;
        default:
            if (*p < 0x20 || *p == 0x7f) sb_printf(&sb, "\\u{%x}", *p);
            else sb_putc(&sb, (char)*p);
        }
    }
    sb_putc(&sb, '"');
    return (char *)sb_cstr(&sb);
}

static int decode_target_opt(Options *o, const Scan *sc, DiagCtx *dc) {
    const char *t = first_val(sc, OPT_TARGET);
    if (!t) return 0;
    o->target = ostr(o, t);
    size_t n = strlen(t);
    if (n >= 5 && strcmp(t + n - 5, ".json") == 0) {
        o->target_is_json = true;
        if (access(t, F_OK) != 0) {
            char *q = rust_debug_str(t);
            int r = early_error(dc, "target file %s does not exist", q);
            free(q);
            return r;
        }
    }
    return 0;
}

/* -O and -C opt-level set the same thing: the one given last wins. */
static int decode_opt_level(Options *o, const Scan *sc, DiagCtx *dc) {
    int max_o = last_pos(sc, OPT_O), max_c = -1;
    each(&sc->m, m) {
        if (m->id != OPT_C) continue;
        size_t n = strcspn(m->val, "=");
        if (n == 9 && memcmp(m->val, "opt-level", 9) == 0) max_c = m->pos;
    }
    const KeyValue *kv = options_cg(o, "opt-level");
    const char *v = kv ? kv->value : "0";
    o->opt_level = 0;
    o->opt_size = 0;
    if (max_o > max_c) o->opt_level = 2;
    else if (strcmp(v, "0") == 0 || strcmp(v, "1") == 0 || strcmp(v, "2") == 0 || strcmp(v, "3") == 0)
        o->opt_level = v[0] - '0';
    else if (strcmp(v, "s") == 0) o->opt_level = 2, o->opt_size = 1;
    else if (strcmp(v, "z") == 0) o->opt_level = 2, o->opt_size = 2;
    else return early_error(dc, "optimization level needs to be between 0-3, s or z (instead was `%s`)", v);

    kv = options_cg(o, "debug-assertions");
    int da = kv ? cgopt_parse_bool(kv->value) : -1;
    o->debug_assertions = da >= 0 ? da : (o->opt_level == 0 && o->opt_size == 0);
    kv = options_cg(o, "overflow-checks");
    int oc = kv ? cgopt_parse_bool(kv->value) : -1;
    o->overflow_checks = oc >= 0 ? oc : o->debug_assertions;
    return 0;
}

/* -g and -C debuginfo likewise. */
static int decode_debuginfo(Options *o, const Scan *sc, DiagCtx *dc) {
    int max_g = last_pos(sc, OPT_g), max_c = -1;
    each(&sc->m, m) {
        if (m->id != OPT_C) continue;
        size_t n = strcspn(m->val, "=");
        if (n == 9 && memcmp(m->val, "debuginfo", 9) == 0) max_c = m->pos;
    }
    if (max_g > max_c) {
        o->debuginfo = 2;
        return 0;
    }
    const KeyValue *kv = options_cg(o, "debuginfo");
    uint64_t d = 0;
    if (kv) parse_usize(kv->value, &d);   /* cgopt_apply checked it is a number */
    if (d > 2) return early_error(dc, "debug info level needs to be between 0-2 (instead was `%llu`)", (unsigned long long)d);
    o->debuginfo = (int)d;
    return 0;
}

static int decode_search_paths(Options *o, const Scan *sc, DiagCtx *dc) {
    static const struct { const char *prefix; SearchKind kind; } kinds[] = {
        {"native=", SEARCH_NATIVE}, {"crate=", SEARCH_CRATE}, {"dependency=", SEARCH_DEPENDENCY},
        {"framework=", SEARCH_FRAMEWORK}, {"all=", SEARCH_ALL},
    };
    each(&sc->m, m) {
        if (m->id != OPT_L) continue;
        const char *path = m->val;
        SearchKind kind = SEARCH_ALL;
        for (int i = 0; i < 5; i++) {
            size_t n = strlen(kinds[i].prefix);
            if (strncmp(path, kinds[i].prefix, n) == 0) {
                kind = kinds[i].kind;
                path += n;
                break;
            }
        }
        if (!*path) return early_error(dc, "empty search path given via `-L`");
        vec_push(&o->search_paths, (SearchPathOpt){kind, ostr(o, path)});
    }
    return 0;
}

/* `-l KIND:MODIFIERS=NAME`: the modifiers, checked as rustc does. */
static int decode_lib_modifiers(NativeLibOpt *lib, const char *mods, size_t n, DiagCtx *dc) {
    const char *p = mods, *end = mods + n;
    for (;;) {
        const char *comma = memchr(p, ',', (size_t)(end - p));
        size_t len = comma ? (size_t)(comma - p) : (size_t)(end - p);
        if (len == 0 || (p[0] != '+' && p[0] != '-'))
            return early_error(dc, "invalid linking modifier syntax, expected '+' or '-' prefix before one of: "
                                   "bundle, verbatim, whole-archive, as-needed");
        int8_t value = p[0] == '+';
        const char *m = p + 1;
        size_t mlen = len - 1;
        int8_t *slot = NULL;
        const char *name = NULL;
#define IS(s) (mlen == strlen(s) && memcmp(m, s, mlen) == 0)
        if (IS("bundle")) {
            name = "bundle";
            if (lib->kind != NLK_STATIC)
                return early_error(dc, "linking modifier `bundle` is only compatible with `static` linking kind");
            slot = &lib->bundle;
        } else if (IS("verbatim")) {
            name = "verbatim";
            slot = &lib->verbatim;
        } else if (IS("whole-archive")) {
            name = "whole-archive";
            if (lib->kind != NLK_STATIC)
                return early_error(dc, "linking modifier `whole-archive` is only compatible with `static` linking kind");
            slot = &lib->whole_archive;
        } else if (IS("as-needed")) {
            name = "as-needed";
            if (lib->kind != NLK_DYLIB && lib->kind != NLK_FRAMEWORK)
                return early_error(dc, "linking modifier `as-needed` is only compatible with `dylib` and "
                                       "`framework` linking kinds");
            slot = &lib->as_needed;
        } else {
            return early_error(dc, "unknown linking modifier `%.*s`, expected one of: bundle, verbatim, "
                                   "whole-archive, as-needed", (int)mlen, m);
        }
#undef IS
        if (*slot != -1) return early_error(dc, "multiple `%s` modifiers in a single `-l` option", name);
        *slot = value;
        if (!comma) break;
        p = comma + 1;
    }
    return 0;
}

static int decode_libs(Options *o, const Scan *sc, DiagCtx *dc) {
    each(&sc->m, m) {
        if (m->id != OPT_l) continue;
        NativeLibOpt lib = {NLK_UNSPECIFIED, -1, -1, -1, -1, NULL, NULL};
        const char *name = m->val;
        const char *eq = strchr(m->val, '=');
        if (eq) {
            const char *colon = memchr(m->val, ':', (size_t)(eq - m->val));
            size_t kn = colon ? (size_t)(colon - m->val) : (size_t)(eq - m->val);
            if (kn == 6 && memcmp(m->val, "static", 6) == 0) lib.kind = NLK_STATIC;
            else if (kn == 5 && memcmp(m->val, "dylib", 5) == 0) lib.kind = NLK_DYLIB;
            else if (kn == 9 && memcmp(m->val, "framework", 9) == 0) lib.kind = NLK_FRAMEWORK;
            else
                return early_error(dc, "unknown library kind `%.*s`, expected one of: static, dylib, framework",
                                   (int)kn, m->val);
            if (colon && decode_lib_modifiers(&lib, colon + 1, (size_t)(eq - colon - 1), dc)) return 1;
            name = eq + 1;
        }
        const char *colon = strchr(name, ':');
        if (colon) {
            lib.name = ostrn(o, name, (size_t)(colon - name));
            lib.rename = ostr(o, colon + 1);
        } else {
            lib.name = ostr(o, name);
        }
        if (!lib.name[0]) return early_error(dc, "library name must not be empty");
        vec_push(&o->link_libs, lib);
    }
    return 0;
}

static int decode_externs(Options *o, const Scan *sc, DiagCtx *dc) {
    each(&sc->m, m) {
        if (m->id != OPT_EXTERN) continue;
        ExternOpt e = {0};
        const char *eq = strchr(m->val, '=');
        size_t n = eq ? (size_t)(eq - m->val) : strlen(m->val);
        e.path = eq ? ostr(o, eq + 1) : NULL;
        const char *colon = memchr(m->val, ':', n);
        const char *name = m->val;
        if (colon) {
            /* `--extern OPTS:NAME=PATH`. rustc wants -Z unstable-options
             * for these; rcc does not (see driver.h). */
            const char *p = m->val;
            for (;;) {
                const char *comma = memchr(p, ',', (size_t)(colon - p));
                size_t len = comma ? (size_t)(comma - p) : (size_t)(colon - p);
                if (len == 4 && memcmp(p, "priv", 4) == 0) e.is_private = true;
                else if (len == 9 && memcmp(p, "noprelude", 9) == 0) {
                    if (!e.path) return early_error(dc, "the `noprelude` --extern option requires a file path");
                    e.noprelude = true;
                } else if (len == 8 && memcmp(p, "nounused", 8) == 0) e.nounused = true;
                /* `force`: load the crate even if unused; rcc loads
                 * every --extern crate at the start anyway */
                else if (len == 5 && memcmp(p, "force", 5) == 0) {}
                else return early_error(dc, "unknown --extern option `%.*s`", (int)len, p);
                if (!comma) break;
                p = comma + 1;
            }
            name = colon + 1;
            n -= (size_t)(name - m->val);
        }
        e.name = ostrn(o, name, n);
        vec_push(&o->externs, e);
    }
    return 0;
}

static int decode_remap(Options *o, const Scan *sc, DiagCtx *dc) {
    each(&sc->m, m) {
        if (m->id != OPT_REMAP) continue;
        const char *eq = strrchr(m->val, '=');
        if (!eq) return early_error(dc, "--remap-path-prefix must contain '=' between FROM and TO");
        vec_push(&o->remap_prefix, (KeyValue){ostrn(o, m->val, (size_t)(eq - m->val)), ostr(o, eq + 1)});
    }
    return 0;
}

static int decode_unpretty(Options *o, DiagCtx *dc) {
    if (!o->unpretty) return 0;
    static const char *const rustc_modes[] = {
        "normal", "identified", "expanded", "expanded,identified", "expanded,hygiene", "ast-tree",
        "ast-tree,expanded", "hir", "hir,identified", "hir,typed", "hir-tree", "thir-tree", "mir", "mir-cfg",
    };
    /* The ones DESIGN.md promises, and rcc's own `ast-tree-no-ids` (the
     * tree without ids and spans, for the parser's round-trip tests);
     * the phases that print them read o->unpretty. */
    static const char *const rcc_modes[] = {"normal", "expanded", "ast-tree", "hir", "mir", "ast-tree-no-ids"};
    for (size_t i = 0; i < sizeof rcc_modes / sizeof *rcc_modes; i++)
        if (strcmp(o->unpretty, rcc_modes[i]) == 0) return 0;
    bool known = false;
    for (size_t i = 0; i < sizeof rustc_modes / sizeof *rustc_modes; i++)
        if (strcmp(o->unpretty, rustc_modes[i]) == 0) known = true;
    if (!known)
        return early_error(dc, "argument to `unpretty` must be one of `normal`, `identified`, `expanded`, "
                               "`expanded,identified`, `expanded,hygiene`, `ast-tree`, `ast-tree,expanded`, "
                               "`hir`, `hir,identified`, `hir,typed`, `hir-tree`, `thir-tree`, `mir` or "
                               "`mir-cfg`; got %s", o->unpretty);
    return early_error(dc, "rcc does not implement `-Z unpretty=%s` yet", o->unpretty);
}

static int decode_diag_width(Options *o, const Scan *sc, DiagCtx *dc) {
    const char *w = first_val(sc, OPT_DIAG_WIDTH);
    o->diagnostic_width = -1;
    if (!w) return 0;
    uint64_t v;
    if (!parse_usize(w, &v) || v > INT32_MAX) return early_error(dc, "`--diagnostic-width` must be an positive integer");
    o->diagnostic_width = (int)v;
    return 0;
}

/* --explain CODE. rcc does not carry rustc's long explanations, so it
 * says where to find them. A bare number is padded like rustc does
 * (`308` is E0308); rustc's codes run from E0001 to E0790. */
static int do_explain(const char *code, DiagCtx *dc) {
    char norm[32];
    size_t n = strlen(code);
    if (n && (code[0] == 'E' || code[0] == 'e')) {
        snprintf(norm, sizeof norm, "E%.30s", code + 1);
    } else {
        size_t pad = n < 4 ? 4 - n : 0;
        snprintf(norm, sizeof norm, "E%.*s%.26s", (int)pad, "0000", code);
    }
    bool ok = strlen(norm) == 5;
    for (size_t i = 1; ok && norm[i]; i++) ok = norm[i] >= '0' && norm[i] <= '9';
    int num = ok ? atoi(norm + 1) : 0;
    if (!ok || num < 1 || num > 790) return early_error(dc, "%s is not a valid error code", code);
    return early_error(dc, "no extended information for %s: rcc does not include rustc's error explanations "
                           "(see https://doc.rust-lang.org/error_codes/%s.html)", norm, norm);
}

static int decode_cfgs(Options *o, const Scan *sc, DiagCtx *dc) {
    each(&sc->m, m) {
        if (m->id == OPT_CFG && !cfgspec_parse(o, dc, m->val)) return 1;
        if (m->id == OPT_CHECK_CFG) vec_push(&o->check_cfg, ostr(o, m->val));
    }
    if (o->test) vec_push(&o->cfg, (KeyValue){ostr(o, "test"), NULL});
    return 0;
}

/* The decoding steps in rustc's order; each returns 0 or an exit status. */
static int decode_all(Options *o, const Scan *sc, DiagCtx *dc) {
    int r;
    if ((r = decode_color(o, sc, dc)) || (r = decode_edition(o, sc, dc)) || (r = decode_json(o, sc, dc)) ||
        (r = decode_error_format(o, sc, dc)) || (r = decode_crate_types(o, sc, dc)) || (r = decode_z(o, sc, dc)) ||
        (r = decode_lints(o, sc, dc)) || (r = decode_emit(o, sc, dc)) || (r = decode_cg(o, sc, dc)) ||
        (r = decode_prints(o, sc, dc)) || (r = decode_target_opt(o, sc, dc)) ||
        (r = decode_opt_level(o, sc, dc)) || (r = decode_debuginfo(o, sc, dc)) ||
        (r = decode_search_paths(o, sc, dc)) || (r = decode_libs(o, sc, dc)) ||
        (r = decode_externs(o, sc, dc)) || (r = decode_remap(o, sc, dc)) || (r = decode_unpretty(o, dc)) ||
        (r = decode_diag_width(o, sc, dc)))
        return r;
    o->crate_name = ostr(o, first_val(sc, OPT_CRATE_NAME));
    o->output = ostr(o, first_val(sc, OPT_o));
    o->out_dir = ostr(o, first_val(sc, OPT_OUT_DIR));
    const char *sysroot = first_val(sc, OPT_SYSROOT);
    o->sysroot_given = sysroot != NULL;
    o->sysroot = sysroot ? ostr(o, sysroot) : driver_default_sysroot(o);
    const char *explain = first_val(sc, OPT_EXPLAIN);
    if (explain) return do_explain(explain, dc);
    return decode_cfgs(o, sc, dc);
}

/* ------------------------------------------------------------------ */
/* The entry point                                                     */
/* ------------------------------------------------------------------ */

static void options_init(Options *o) {
    memset(o, 0, sizeof *o);
    arena_init(&o->arena);
    o->stop_after = -1;
    o->diagnostic_width = -1;
    o->extra_filename = "";
}

int options_parse(Options *o, int argc, char **argv, DiagCtx *dc) {
    options_init(o);
    /* rustc with no arguments at all prints its usage and succeeds. */
    if (argc <= 1) {
        help_usage(false);
        return 0;
    }
    Scan sc = {0};
    int r = scan_args(&sc, argc, argv, dc);
    if (r) goto out;

    /* Step 2: the early exits, in rustc's order. */
    r = 0;
    if (sc.count[OPT_HELP]) {
        help_usage(sc.count[OPT_VERBOSE] > 0);
        goto out;
    }
    if (has_val(&sc, OPT_WARN, "all")) {
        help_wall();
        r = 1;
        goto out;
    }
    if (has_val(&sc, OPT_Z, "help")) {
        cgopt_print_help(CG_DEBUGGING);
        goto out;
    }
    if (has_val(&sc, OPT_C, "help")) {
        cgopt_print_help(CG_CODEGEN);
        goto out;
    }
    if (has_val(&sc, OPT_C, "no-stack-check"))
        early_warn(dc, "the --no-stack-check flag is deprecated and does nothing");
    if (sc.count[OPT_VERSION]) {
        help_version(sc.count[OPT_VERBOSE] > 0);
        goto out;
    }
    o->test = sc.count[OPT_TEST] > 0;
    o->verbose = sc.count[OPT_VERBOSE] > 0;

    /* Step 3. */
    if ((r = decode_all(o, &sc, dc))) goto out;

    if (sc.free.len > 1) {
        r = early_error(dc, "multiple input filenames provided (first two filenames are `%s` and `%s`)",
                        sc.free.data[0], sc.free.data[1]);
        goto out;
    }
    if (sc.free.len == 1) o->input = ostr(o, sc.free.data[0]);
    if (!target_check(o, dc)) {
        r = 1;
        goto out;
    }
    target_check_features(o, dc);
    /* Without an input, rcc_main runs the --print requests. */
    if (o->input || (o->prints.len && driver_prints_stop(o))) r = -1;
    else r = early_error(dc, "no input filename given");
out:
    vec_free(&sc.m);
    vec_free(&sc.free);
    return r;
}

void options_free(Options *o) {
    vec_free(&o->crate_type_list);
    vec_free(&o->emit);
    vec_free(&o->cg);
    vec_free(&o->z);
    vec_free(&o->cfg);
    vec_free(&o->check_cfg);
    vec_free(&o->search_paths);
    vec_free(&o->link_libs);
    vec_free(&o->externs);
    vec_free(&o->lints);
    vec_free(&o->prints);
    vec_free(&o->remap_prefix);
    vec_free(&o->target_spec);
    vec_free(&o->crate_attrs);
    arena_free(&o->arena);
}

bool options_rlib_only(const Options *o) { return o->crate_types && !(o->crate_types & ~(CT_RLIB | CT_LIB)); }

bool options_extern_linked(const Options *o, const char *name) {
    each(&o->z, z) if (!strcmp(z->key, "extern-linked") && z->value && !strcmp(z->value, name)) return true;
    return false;
}

