/* target.c — the target: --target, target CPUs and features, and the cfg
 * set they give.
 *
 * Takes Options (--target, -C target-cpu, -C target-feature, -C panic,
 * --cfg...); gives the checked target (Options.target_spec for a .json
 * spec) and the crate's cfg set. rcc generates x86-64 Linux code only,
 * so the built-in target is x86_64-unknown-linux-gnu; a .json spec is
 * read for the fields the cfg set and code generation need, and must be
 * an x86_64 one.
 *
 * Target features follow what rustc 1.63 (with LLVM 14) reports in
 * `--print cfg`: the CPU gives a base set, `+f` adds f and what f implies,
 * `-f` removes f and what implies f. Features rustc 1.63 keeps unstable
 * (avx512*, f16c, movbe, ...) are tracked but, like rustc on stable,
 * never printed. */
#include "driver_int.h"

#include <cpuid.h>

/* ------------------------------------------------------------------ */
/* Features                                                            */
/* ------------------------------------------------------------------ */

typedef struct Feature {
    const char *name;
    bool stable;            /* shown by --print cfg on stable rustc 1.63 */
    const char *implies;    /* comma-separated, direct implications */
} Feature;

/* rustc 1.63's x86 features (X86_ALLOWED_FEATURES). The implications are
 * those rustc 1.63 shows; LLVM 14 did not report sse4.2 under avx. */
static const Feature features[] = {
    {"adx", true, ""},
    {"aes", true, "sse2"},
    {"avx", true, "sse4.1"},
    {"avx2", true, "avx"},
    {"avx512bf16", false, "avx512bw"},
    {"avx512bitalg", false, "avx512bw"},
    {"avx512bw", false, "avx512f"},
    {"avx512cd", false, "avx512f"},
    {"avx512dq", false, "avx512f"},
    {"avx512er", false, "avx512f"},
    {"avx512f", false, "avx2,fma,f16c"},
    {"avx512gfni", false, "avx512f"},
    {"avx512ifma", false, "avx512f"},
    {"avx512pf", false, "avx512f"},
    {"avx512vaes", false, "avx512f"},
    {"avx512vbmi", false, "avx512bw"},
    {"avx512vbmi2", false, "avx512bw"},
    {"avx512vl", false, "avx512f"},
    {"avx512vnni", false, "avx512f"},
    {"avx512vp2intersect", false, "avx512f"},
    {"avx512vpclmulqdq", false, "avx512f"},
    {"avx512vpopcntdq", false, "avx512f"},
    {"bmi1", true, ""},
    {"bmi2", true, ""},
    {"cmpxchg16b", false, ""},
    {"ermsb", false, ""},
    {"f16c", false, "avx"},
    {"fma", true, "avx"},
    {"fxsr", true, ""},
    {"lzcnt", true, ""},
    {"movbe", false, ""},
    {"pclmulqdq", true, "sse2"},
    {"popcnt", true, ""},
    {"rdrand", true, ""},
    {"rdseed", true, ""},
    {"rtm", false, ""},
    {"sha", true, "sse2"},
    {"sse", true, ""},
    {"sse2", true, "sse"},
    {"sse3", true, "sse2"},
    {"sse4.1", true, "ssse3"},
    {"sse4.2", true, "sse4.1"},
    {"sse4a", false, "sse3"},
    {"ssse3", true, "sse3"},
    {"tbm", false, ""},
    {"xsave", true, ""},
    {"xsavec", true, "xsave"},
    {"xsaveopt", true, "xsave"},
    {"xsaves", true, "xsave"},
};
#define NFEATURES (sizeof features / sizeof *features)

/* Other x86 features LLVM knows: accepted without a cfg and without
 * LLVM's "not a recognized feature" warning (the kernel uses some). */
static const char *const other_llvm_features[] = {
    "3dnow", "3dnowa", "64bit", "amx-bf16", "amx-int8", "amx-tile", "avxvnni", "clflushopt", "clwb", "clzero",
    "cmov", "crc32", "cx16", "cx8", "enqcmd", "fma4", "fsgsbase", "gfni", "hreset", "ibt", "invpcid", "kl",
    "lvi-cfi", "lvi-load-hardening", "lwp", "mmx", "movdir64b", "movdiri", "mwaitx", "pconfig", "pku",
    "prefetchwt1", "prfchw", "ptwrite", "rdpid", "retpoline", "retpoline-external-thunk",
    "retpoline-indirect-branches", "retpoline-indirect-calls", "sahf", "serialize", "seses", "sgx", "shstk",
    "soft-float", "sse-unaligned-mem", "tsxldtrk", "uintr", "vaes", "vpclmulqdq", "vzeroupper", "waitpkg",
    "wbnoinvd", "widekl", "x87", "xop", "harden-sls-ijmp", "harden-sls-ret",
};

typedef struct FeatureSet {
    bool on[NFEATURES];
    bool crt_static;
} FeatureSet;

static int feature_index(const char *name, size_t n) {
    for (size_t i = 0; i < NFEATURES; i++)
        if (strlen(features[i].name) == n && memcmp(features[i].name, name, n) == 0) return (int)i;
    return -1;
}

static bool implies(int f, int g) {
    const char *p = features[f].implies;
    while (*p) {
        size_t n = strcspn(p, ",");
        if (feature_index(p, n) == g) return true;
        p += n + (p[n] == ',');
    }
    return false;
}

static void enable(FeatureSet *fs, int f) {
    if (fs->on[f]) return;
    fs->on[f] = true;
    for (size_t g = 0; g < NFEATURES; g++)
        if (implies(f, (int)g)) enable(fs, (int)g);
}

static void disable(FeatureSet *fs, int f) {
    if (!fs->on[f]) return;
    fs->on[f] = false;
    for (size_t g = 0; g < NFEATURES; g++)
        if (implies((int)g, f)) disable(fs, (int)g);
}

static void enable_list(FeatureSet *fs, const char *list) {
    while (*list) {
        size_t n = strcspn(list, ",");
        int f = feature_index(list, n);
        if (f >= 0) enable(fs, f);
        list += n + (list[n] == ',');
    }
}

/* The features of the machine rcc runs on (-C target-cpu=native). */
static void native_features(FeatureSet *fs) {
    unsigned a, b, c, d;
    static const struct { unsigned leaf, sub; char reg; int bit; const char *name; } bits[] = {
        {1, 0, 'd', 24, "fxsr"}, {1, 0, 'd', 25, "sse"}, {1, 0, 'd', 26, "sse2"},
        {1, 0, 'c', 0, "sse3"}, {1, 0, 'c', 1, "pclmulqdq"}, {1, 0, 'c', 9, "ssse3"},
        {1, 0, 'c', 12, "fma"}, {1, 0, 'c', 13, "cmpxchg16b"}, {1, 0, 'c', 19, "sse4.1"},
        {1, 0, 'c', 20, "sse4.2"}, {1, 0, 'c', 22, "movbe"}, {1, 0, 'c', 23, "popcnt"},
        {1, 0, 'c', 25, "aes"}, {1, 0, 'c', 26, "xsave"}, {1, 0, 'c', 28, "avx"},
        {1, 0, 'c', 29, "f16c"}, {1, 0, 'c', 30, "rdrand"},
        {7, 0, 'b', 3, "bmi1"}, {7, 0, 'b', 5, "avx2"}, {7, 0, 'b', 8, "bmi2"}, {7, 0, 'b', 9, "ermsb"},
        {7, 0, 'b', 11, "rtm"}, {7, 0, 'b', 16, "avx512f"}, {7, 0, 'b', 17, "avx512dq"},
        {7, 0, 'b', 18, "rdseed"}, {7, 0, 'b', 19, "adx"}, {7, 0, 'b', 21, "avx512ifma"},
        {7, 0, 'b', 26, "avx512pf"}, {7, 0, 'b', 27, "avx512er"}, {7, 0, 'b', 28, "avx512cd"},
        {7, 0, 'b', 29, "sha"}, {7, 0, 'b', 30, "avx512bw"}, {7, 0, 'b', 31, "avx512vl"},
        {7, 0, 'c', 1, "avx512vbmi"}, {7, 0, 'c', 6, "avx512vbmi2"}, {7, 0, 'c', 11, "avx512vnni"},
        {7, 0, 'c', 12, "avx512bitalg"}, {7, 0, 'c', 14, "avx512vpopcntdq"},
        {7, 0, 'd', 8, "avx512vp2intersect"},
        {0x80000001, 0, 'c', 5, "lzcnt"}, {0x80000001, 0, 'c', 6, "sse4a"}, {0x80000001, 0, 'c', 21, "tbm"},
        {0xD, 1, 'a', 0, "xsaveopt"}, {0xD, 1, 'a', 1, "xsavec"}, {0xD, 1, 'a', 3, "xsaves"},
    };
    for (size_t i = 0; i < sizeof bits / sizeof *bits; i++) {
        if (!__get_cpuid_count(bits[i].leaf, bits[i].sub, &a, &b, &c, &d)) continue;
        unsigned r = bits[i].reg == 'a' ? a : bits[i].reg == 'b' ? b : bits[i].reg == 'c' ? c : d;
        int f = feature_index(bits[i].name, strlen(bits[i].name));
        if (r >> bits[i].bit & 1) fs->on[f] = true;
    }
}

/* Base feature sets of the CPUs rcc knows. Returns false for others. */
static bool cpu_features(const char *cpu, FeatureSet *fs) {
    static const char *const v2 = "fxsr,sse,sse2,popcnt,sse3,ssse3,sse4.1,sse4.2,cmpxchg16b";
    static const char *const v3 = "avx,avx2,bmi1,bmi2,fma,lzcnt,xsave,movbe,f16c";
    static const char *const v4 = "avx512f,avx512bw,avx512cd,avx512dq,avx512vl";
    if (!strcmp(cpu, "x86-64")) enable_list(fs, "fxsr,sse,sse2");
    else if (!strcmp(cpu, "generic")) enable_list(fs, "sse,sse2");
    else if (!strcmp(cpu, "x86-64-v2")) enable_list(fs, v2);
    else if (!strcmp(cpu, "x86-64-v3")) enable_list(fs, v2), enable_list(fs, v3);
    else if (!strcmp(cpu, "x86-64-v4")) enable_list(fs, v2), enable_list(fs, v3), enable_list(fs, v4);
    else if (!strcmp(cpu, "native")) native_features(fs);
    else return false;
    return true;
}

static bool other_feature(const char *name, size_t n) {
    for (size_t i = 0; i < sizeof other_llvm_features / sizeof *other_llvm_features; i++)
        if (strlen(other_llvm_features[i]) == n && !memcmp(other_llvm_features[i], name, n)) return true;
    return false;
}

/* Applies a `+a,-b` list. With `warn`, reports names LLVM would not know
 * the way LLVM does (a bare line on stderr). */
static void apply_feature_list(FeatureSet *fs, const char *list, bool warn) {
    while (list && *list) {
        size_t n = strcspn(list, ",");
        if (n > 1 && (list[0] == '+' || list[0] == '-')) {
            bool on = list[0] == '+';
            int f = feature_index(list + 1, n - 1);
            if (f >= 0) (on ? enable : disable)(fs, f);
            else if (n - 1 == 10 && !memcmp(list + 1, "crt-static", 10)) fs->crt_static = on;
            else if (warn && !other_feature(list + 1, n - 1))
                fprintf(stderr, "'%.*s' is not a recognized feature for this target (ignoring feature)\n", (int)n, list);
        }
        list += n + (list[n] == ',');
    }
}

static const char *spec_field(const Options *o, const char *key) {
    each(&o->target_spec, kv) if (!strcmp(kv->key, key)) return kv->value;
    return NULL;
}

static void compute_features(const Options *o, FeatureSet *fs, bool warn) {
    memset(fs, 0, sizeof *fs);
    /* A .json target's CPU defaults to `generic`, the built-in one's to x86-64. */
    const char *cpu = o->target_cpu;
    if (!cpu) cpu = o->target_is_json ? (spec_field(o, "cpu") ? spec_field(o, "cpu") : "generic") : "x86-64";
    if (!cpu_features(cpu, fs)) {
        if (warn) fprintf(stderr, "'%s' is not a recognized processor for this target (ignoring processor)\n", cpu);
        cpu_features("x86-64", fs);
    }
    if (o->target_is_json) {
        apply_feature_list(fs, spec_field(o, "features"), warn);
        const char *crt = spec_field(o, "crt-static-default");
        if (crt && !strcmp(crt, "true")) fs->crt_static = true;
    }
    apply_feature_list(fs, o->target_feature, warn);
}

TargetCodegen target_codegen(Options *o) {
    TargetCodegen t = {0};
    const char *spec = o->target_is_json ? spec_field(o, "features") : NULL;
    const char *cmd = o->target_feature;
    if (spec && *spec && cmd && *cmd) t.features = arena_sprintf(&o->arena, "%s,%s", spec, cmd);
    else t.features = spec && *spec ? spec : cmd;
    /* the last mention of soft-float wins, as for every feature */
    for (const char *f = t.features; f && *f;) {
        size_t n = strcspn(f, ",");
        if (n == 11 && !strncmp(f + 1, "soft-float", 10)) t.soft_float = f[0] == '+';
        f += n;
        if (*f) f++;
    }
    const KeyValue *kv = options_cg(o, "no-redzone");
    if (kv) t.no_redzone = cgopt_parse_bool(kv->value) == 1;
    else if (o->target_is_json) t.no_redzone = spec_field(o, "disable-redzone") && !strcmp(spec_field(o, "disable-redzone"), "true");
    kv = options_cg(o, "code-model");
    t.code_model = kv && kv->value ? kv->value : o->target_is_json ? spec_field(o, "code-model") : NULL;
    return t;
}

void target_check_features(const Options *o, DiagCtx *dc) {
    (void)dc;
    FeatureSet fs;
    compute_features(o, &fs, true);
}

/* ------------------------------------------------------------------ */
/* .json target specs                                                  */
/* ------------------------------------------------------------------ */

/* A small JSON reader: enough to pull a spec's top-level fields out.
 * Strings become their text, numbers and booleans their spelling, arrays
 * of strings a comma-separated list; nested objects are skipped. */
typedef struct Json {
    const char *s;
    size_t i, n;
    bool bad;
} Json;

static void json_ws(Json *j) {
    while (j->i < j->n && strchr(" \t\r\n", j->s[j->i])) j->i++;
}

static bool json_lit(Json *j, char c) {
    json_ws(j);
    if (j->i < j->n && j->s[j->i] == c) {
        j->i++;
        return true;
    }
    return false;
}

static char *json_string(Json *j, Arena *a) {
    json_ws(j);
    if (j->i >= j->n || j->s[j->i] != '"') return j->bad = true, NULL;
    StrBuf sb = {0};
    for (j->i++; j->i < j->n && j->s[j->i] != '"'; j->i++) {
        char c = j->s[j->i];
        if (c != '\\') {
            sb_putc(&sb, c);
            continue;
        }
        if (++j->i >= j->n) break;
        c = j->s[j->i];
        switch (c) {
        case 'n': sb_putc(&sb, '\n'); break;
        case 't': sb_putc(&sb, '\t'); break;
        case 'r': sb_putc(&sb, '\r'); break;
        case 'b': sb_putc(&sb, '\b'); break;
        case 'f': sb_putc(&sb, '\f'); break;
        case 'u':
            /* \uXXXX: kept as `?` (spec fields are ASCII). */
            j->i += 4;
            sb_putc(&sb, '?');
            break;
        default: sb_putc(&sb, c);
        }
    }
    if (j->i >= j->n) {
        sb_free(&sb);
        return j->bad = true, NULL;
    }
    j->i++;
    char *r = arena_strdup(a, sb_cstr(&sb));
    sb_free(&sb);
    return r;
}

/* Any value; returns its text as described above (NULL for objects). */
static char *json_value(Json *j, Arena *a) {
    json_ws(j);
    if (j->i >= j->n) return j->bad = true, NULL;
    char c = j->s[j->i];
    if (c == '"') return json_string(j, a);
    if (c == '{' || c == '[') {
        bool arr = c == '[';
        StrBuf sb = {0};
        j->i++;
        if (!json_lit(j, arr ? ']' : '}')) {
            do {
                if (!arr) {
                    json_string(j, a);
                    if (!json_lit(j, ':')) j->bad = true;
                }
                char *v = json_value(j, a);
                if (arr && v) sb_printf(&sb, "%s%s", sb.len ? "," : "", v);
            } while (!j->bad && json_lit(j, ','));
            if (!json_lit(j, arr ? ']' : '}')) j->bad = true;
        }
        char *r = arr ? arena_strdup(a, sb_cstr(&sb)) : NULL;
        sb_free(&sb);
        return r;
    }
    size_t start = j->i;
    while (j->i < j->n && !strchr(",}] \t\r\n", j->s[j->i])) j->i++;
    if (j->i == start) return j->bad = true, NULL;
    return arena_strndup(a, j->s + start, j->i - start);
}

static bool read_target_json(Options *o, DiagCtx *dc) {
    char *err = NULL;
    SourceMap tmp;
    sm_init(&tmp);
    SourceFile *f = sm_load_file(&tmp, o->target, &err);
    bool ok = false;
    if (!f) {
        early_error(dc, "Error loading target specification: %s: %s. Run `rcc --print target-list` for a list of "
                        "built-in targets", o->target, err);
        free(err);
        goto out;
    }
    Json j = {f->src, 0, f->len, false};
    if (json_lit(&j, '{') && !json_lit(&j, '}')) {
        do {
            char *key = json_string(&j, &o->arena);
            if (j.bad || !json_lit(&j, ':')) {
                j.bad = true;
                break;
            }
            char *val = json_value(&j, &o->arena);
            if (!j.bad && val) vec_push(&o->target_spec, (KeyValue){key, val});
        } while (!j.bad && json_lit(&j, ','));
        if (!json_lit(&j, '}')) j.bad = true;
    } else if (j.i == 0) {
        j.bad = true;
    }
    if (j.bad) {
        early_error(dc, "Error loading target specification: `%s` is not valid JSON (at byte %zu). Run `rcc --print "
                        "target-list` for a list of built-in targets", o->target, j.i);
        goto out;
    }
    static const char *const required[] = {"llvm-target", "target-pointer-width", "data-layout", "arch"};
    for (int i = 0; i < 4; i++) {
        if (!spec_field(o, required[i])) {
            early_error(dc, "Error loading target specification: Field %s in target specification is required. Run "
                            "`rcc --print target-list` for a list of built-in targets", required[i]);
            goto out;
        }
    }
    const char *arch = spec_field(o, "arch");
    if (strcmp(arch, "x86_64") != 0) {
        early_error(dc, "rcc does not support target `%s` yet: its arch is `%s`, and rcc generates x86_64 code only",
                    o->target, arch);
        goto out;
    }
    /* The spec's panic strategy holds unless -C panic overrides it. */
    const char *panic = spec_field(o, "panic-strategy");
    if (panic && !options_cg(o, "panic")) o->panic_abort = strcmp(panic, "abort") == 0;
    ok = true;
out:
    sm_free(&tmp);
    return ok;
}

bool target_check(Options *o, DiagCtx *dc) {
    if (!o->target) return true;
    if (o->target_is_json) return read_target_json(o, dc);
    if (strcmp(o->target, RCC_HOST_TRIPLE) == 0) return true;
    early_error(dc, "Error loading target specification: Could not find specification for target \"%s\". Run `rcc "
                    "--print target-list` for a list of built-in targets", o->target);
    return false;
}

const char *target_triple_name(const Options *o) {
    if (!o->target) return RCC_HOST_TRIPLE;
    if (!o->target_is_json) return o->target;
    /* rustc names a .json target by its file stem. */
    const char *base = strrchr(o->target, '/');
    base = base ? base + 1 : o->target;
    static char stem[256];
    snprintf(stem, sizeof stem, "%.*s", (int)(strlen(base) - 5), base);
    return stem;
}

/* ------------------------------------------------------------------ */
/* The cfg set                                                         */
/* ------------------------------------------------------------------ */

typedef struct CfgBuilder {
    Arena *arena;
    KeyValueVec *out;
    bool include_gated;
} CfgBuilder;

static void cfg_add(CfgBuilder *b, const char *name, const char *value, bool gated) {
    if (gated && !b->include_gated) return;
    vec_push(b->out, (KeyValue){arena_strdup(b->arena, name), value ? arena_strdup(b->arena, value) : NULL});
}

/* rustc 1.63's cfgs that only nightly code may look at. */
static bool gated_name(const char *name) {
    static const char *const gated[] = {"target_abi", "target_thread_local", "target_has_atomic_equal_alignment",
                                        "target_has_atomic_load_store", "sanitize", "version"};
    for (size_t i = 0; i < sizeof gated / sizeof *gated; i++)
        if (!strcmp(name, gated[i])) return true;
    return false;
}

static int cfg_cmp(const void *a, const void *b) {
    const KeyValue *x = a, *y = b;
    /* rustc sorts the printed `name="value"` strings. */
    char *sx = x->value ? xasprintf("%s=\"%s\"", x->key, x->value) : xstrdup(x->key);
    char *sy = y->value ? xasprintf("%s=\"%s\"", y->key, y->value) : xstrdup(y->key);
    int r = strcmp(sx, sy);
    free(sx);
    free(sy);
    return r;
}

static const char *field_or(const Options *o, const char *key, const char *dflt) {
    const char *v = o->target_is_json ? spec_field(o, key) : NULL;
    return v ? v : dflt;
}

static void target_cfgs(const Options *o, CfgBuilder *b) {
    bool json = o->target_is_json;
    cfg_add(b, "target_os", field_or(o, "os", json ? "none" : "linux"), false);
    const char *fams = field_or(o, "target-family", json ? "" : "unix");
    while (*fams) {
        size_t n = strcspn(fams, ",");
        char *fam = arena_strndup(b->arena, fams, n);
        cfg_add(b, "target_family", fam, false);
        if (!strcmp(fam, "unix") || !strcmp(fam, "windows")) cfg_add(b, fam, NULL, false);
        fams += n + (fams[n] == ',');
    }
    cfg_add(b, "target_arch", "x86_64", false);
    cfg_add(b, "target_endian", field_or(o, "target-endian", "little"), false);
    const char *width = field_or(o, "target-pointer-width", "64");
    cfg_add(b, "target_pointer_width", width, false);
    cfg_add(b, "target_env", field_or(o, "env", json ? "" : "gnu"), false);
    cfg_add(b, "target_abi", field_or(o, "abi", ""), true);
    cfg_add(b, "target_vendor", field_or(o, "vendor", "unknown"), false);
    if (!json || !strcmp(field_or(o, "has-thread-local", "false"), "true")) cfg_add(b, "target_thread_local", NULL, true);

    int maxw = atoi(field_or(o, "max-atomic-width", width));
    int minw = atoi(field_or(o, "min-atomic-width", "8"));
    bool cas = strcmp(field_or(o, "atomic-cas", "true"), "false") != 0;
    for (int w = 8; w <= 128; w *= 2) {
        if (w < minw || w > maxw) continue;
        char s[8];
        snprintf(s, sizeof s, "%d", w);
        /* x86-64 aligns every integer up to 64 bits to its size. */
        for (int ptr = 0; ptr < 2; ptr++) {
            const char *v = ptr ? "ptr" : s;
            if (ptr && strcmp(s, width) != 0) continue;
            cfg_add(b, "target_has_atomic_load_store", v, true);
            if (cas) cfg_add(b, "target_has_atomic", v, false);
            if (w <= 64) cfg_add(b, "target_has_atomic_equal_alignment", v, true);
        }
    }
}

void driver_crate_cfg(const Options *o, bool include_gated, Arena *arena, KeyValueVec *out) {
    CfgBuilder b = {arena, out, include_gated};
    out->len = 0;
    target_cfgs(o, &b);

    cfg_add(&b, "panic", o->panic_abort ? "abort" : "unwind", false);
    each(&o->z, z) {
        if (strcmp(z->key, "sanitizer") != 0) continue;
        const char *p = z->value;
        while (*p) {
            size_t n = strcspn(p, ",");
            cfg_add(&b, "sanitize", arena_strndup(arena, p, n), true);
            p += n + (p[n] == ',');
        }
    }
    if (o->debug_assertions) cfg_add(&b, "debug_assertions", NULL, false);
    if (o->crate_types & CT_PROC_MACRO) cfg_add(&b, "proc_macro", NULL, false);

    FeatureSet fs;
    compute_features(o, &fs, false);
    for (size_t i = 0; i < NFEATURES; i++)
        if (fs.on[i]) cfg_add(&b, "target_feature", features[i].name, !features[i].stable);
    if (fs.crt_static) cfg_add(&b, "target_feature", "crt-static", false);

    /* --cfg (and --test's `test`); gated names are hidden like rustc's. */
    each(&o->cfg, c) cfg_add(&b, c->key, c->value, gated_name(c->key));

    if (out->len > 1) qsort(out->data, out->len, sizeof *out->data, cfg_cmp);
    uint32_t w = 0;
    for (uint32_t r = 0; r < out->len; r++)
        if (w == 0 || cfg_cmp(&out->data[w - 1], &out->data[r]) != 0) out->data[w++] = out->data[r];
    out->len = w;
}
