/* session.c — the pass list. driver_run loads the crate root and runs
 * each pass in order; -Zstop-after and -Ztime-passes act here and only
 * here, so every pass is listed in exactly one place. */
#include "rcc/driver.h"
#include "rcc/parse.h"
#include "rcc/expand.h"
#include "rcc/resolve.h"
#include "rcc/metadata.h"
#include "driver_int.h"
#include "passes.h"

#include <time.h>
#include <unistd.h>

const char *pass_name(PassId p) {
    static const char *const names[] = {
#define X(id, name) name,
        RCC_PASSES(X)
#undef X
    };
    return p < PASS__COUNT ? names[p] : "?";
}

/* The resident set size now, in MB (-Ztime-passes), from /proc. */
static double rss_mb(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f) return 0;
    unsigned long size = 0, rss = 0;
    int n = fscanf(f, "%lu %lu", &size, &rss);
    fclose(f);
    return n == 2 ? (double)rss * (double)sysconf(_SC_PAGESIZE) / (1024.0 * 1024.0) : 0;
}

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}


/* Loads the crate root named on the command line. */
static SourceFile *load_input(Session *s, bool *stdin_error) {
    char *err = NULL;
    SourceFile *f = sm_load_file(&s->sm, s->opts.input, &err);
    if (!f) {
        Diag *d = diag_error(&s->dc, DC_NONE, (Span){0, 0}, "couldn't read %s: %s", s->opts.input, err);
        diag_emit(d);
        free(err);
        return NULL;
    }
    if (!utf8_valid((const unsigned char *)f->src, f->len)) {
        /* rustc reads stdin before the session exists: that error stops
         * at once, without the "aborting" line. */
        if (strcmp(s->opts.input, "-") == 0) {
            diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0},
                                 "couldn't read from stdin, as it did not contain valid UTF-8"));
            *stdin_error = true;
            return NULL;
        }
        Diag *d = diag_error(&s->dc, DC_NONE, (Span){0, 0}, "couldn't read %s: stream did not contain valid UTF-8",
                             s->opts.input);
        diag_emit(d);
        return NULL;
    }
    /* --remap-path-prefix applies to the names diagnostics show. */
    const char *shown = driver_remap_path(&s->opts, f->name);
    if (shown != f->name) {
        free(f->name);
        f->name = xstrdup(shown);
    }
    return f;
}



/* -Zunpretty modes that print the AST right after parsing, as rustc does
 * (then compilation stops). `ast-tree-no-ids` is rcc's own: the tree
 * without NodeIds and spans, for the print/parse round-trip check. */
typedef enum UnprettyAst { UNPRETTY_NONE, UNPRETTY_NORMAL, UNPRETTY_AST_TREE, UNPRETTY_AST_TREE_NO_IDS } UnprettyAst;

static UnprettyAst unpretty_ast_mode(const Options *o) {
    if (!o->unpretty) return UNPRETTY_NONE;
    if (strcmp(o->unpretty, "normal") == 0) return UNPRETTY_NORMAL;
    if (strcmp(o->unpretty, "ast-tree") == 0) return UNPRETTY_AST_TREE;
    if (strcmp(o->unpretty, "ast-tree-no-ids") == 0) return UNPRETTY_AST_TREE_NO_IDS;
    return UNPRETTY_NONE;
}

/* -Zcrate-attr=ATTR (Kbuild: no_std, feature(...)): ATTR is a file of its
 * own, "<crate attribute>" as rustc names it, parsed as an attribute item
 * and added as an inner attribute after the root's attributes, before
 * anything reads them (so `no_std` decides the prelude injection as the
 * attribute in the source would). */
static void add_cli_crate_attrs(PassCtx *pc) {
    Session *s = pc->s;
    if (!pc->krate || !s->opts.crate_attrs.len) return;
    AttrList *to = &pc->krate->attrs;
    each(&s->opts.crate_attrs, ca) {
        char *src = xstrdup(*ca);
        uint32_t len = (uint32_t)strlen(src);
        SourceFile *f = sm_add_file(&s->sm, "<crate attribute>", src, len);
        TokenVec toks = {0};
        LexOptions lo = {.edition = pc->ps.edition, .keep_docs = true};
        bool lexed = lex_file(f, &lo, &s->dc, &toks);
        uint32_t n = toks.len && vec_last(&toks).kind == TK_EOF ? toks.len - 1 : toks.len;
        Token *kept = arena_memdup(&s->arena, toks.data, sizeof(Token) * (toks.len ? toks.len : 1), _Alignof(Token));
        vec_free(&toks);
        Attr a;
        Span whole = span_new(f->start, f->start + len);
        if (!lexed || !meta_parse_attr_item(&pc->ps, (TokenSlice){kept, n}, whole, ATTR_INNER, &a)) continue;
        Attr *all = ARENA_ARRAY(&s->arena, Attr, to->len + 1);
        if (to->len) memcpy(all, to->data, sizeof(Attr) * to->len);
        all[to->len] = a;
        to->data = all;
        to->len++;
    }
}

/* Parses the crate root. With -Zunpretty=normal / ast-tree it prints the
 * AST to stdout and returns false, which stops the pass list (the exit
 * status then says whether there were errors, as rustc's does). */
static bool pass_parse(PassCtx *pc) {
    Session *s = pc->s;
    parse_sess_init(&pc->ps, &s->arena, &s->dc, &s->sm, s->opts.edition);
    pc->krate = parse_file(&pc->ps, pc->root);
    add_cli_crate_attrs(pc);
    UnprettyAst mode = unpretty_ast_mode(&s->opts);
    if (mode == UNPRETTY_NONE) return true;
    StrBuf sb = {0};
    if (mode == UNPRETTY_NORMAL) ast_print_crate(&sb, pc->krate, &pc->ps);
    else ast_dump_crate(&sb, pc->krate, mode == UNPRETTY_AST_TREE);
    if (sb.len) fwrite(sb.data, 1, sb.len, stdout);
    fflush(stdout);
    sb_free(&sb);
    return false;
}
static const char *remap_for_expand(void *arg, const char *path) {
    return driver_remap_path((Options *)arg, path);
}

/* `$crate` in -Zunpretty=expanded output: the crate it names, as rustc
 * prints it (`crate` for the local crate, `::name` for another). */
static const char *print_dollar_crate(void *arg, uint32_t ctxt) {
    PassCtx *pc = arg;
    uint32_t c = hyg_dollar_crate(&pc->hyg, ctxt);
    if (c == LOCAL_CRATE) return "crate";
    static char buf[256];
    snprintf(buf, sizeof buf, "::%s", sym_str(res_crate_name(pc->res, c)));
    return buf;
}

static void setup_expand_ctx(PassCtx *pc, ExpandCtx *ex, Symbol crate_name, const char *root_file) {
    Session *s = pc->s;
    expand_ctx_init(ex, &pc->ps, &pc->cfg, crate_name);
    ex->root_file = root_file;
    ex->remap_file_name = remap_for_expand;
    ex->remap_arg = &s->opts;
    const char *boot = getenv("RUSTC_BOOTSTRAP");
    ex->nightly = boot && *boot && strcmp(boot, "0") != 0;
    ex->hyg = &pc->hyg;
    ex->edition = pc->ps.edition;
    ex->test_harness = false;   /* the local crate's (pass_expand) */
}

static bool ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* A crate loaded from source into this session: `--extern name=path.rs`
 * (rcc's extension until crate metadata exists) or a sysroot crate. It is
 * parsed, configured, expanded and resolved before the local crate, with
 * `deps` in its extern prelude. Returns its CrateNum, or UINT32_MAX after
 * errors. */
static CrateNum load_source_crate(PassCtx *pc, const char *name_str, const char *path, Edition ed,
                                  const CrateNum *deps, const Symbol *dep_names, uint32_t ndeps, bool std_available) {
    Session *s = pc->s;
    char *err = NULL;
    SourceFile *f = sm_load_file(&s->sm, path, &err);
    if (!f) {
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "extern location for %s does not exist: %s", name_str,
                             path));
        free(err);
        return UINT32_MAX;
    }
    Edition saved = pc->ps.edition;
    pc->ps.edition = ed;
    Crate *c = parse_file(&pc->ps, f);
    if (s->dc.nerrors) {
        pc->ps.edition = saved;
        return UINT32_MAX;
    }
    ExpandCtx ex;
    Symbol name = sym_cstr(name_str);
    setup_expand_ctx(pc, &ex, name, path);
    ex.std_available = std_available;
    ExpandDeps *read = xmalloc(sizeof *read);
    expand_deps_init(read);
    expand_deps_add_file(read, path);
    vec_push(&pc->dep_crate_deps, read);
    ex.deps = read;
    expand_cfg_crate(&ex, c);
    CrateNum cn = res_add_crate(pc->res, name, c, pc->ps.edition);
    res_set_crate_stable_id(pc->res, cn, md_stable_crate_id(name_str, NULL, 0, false));
    res_set_crate_linked(pc->res, cn, options_extern_linked(&s->opts, name_str));
    for (uint32_t i = 0; i < ndeps; i++) res_add_extern_prelude_in(pc->res, cn, dep_names[i], deps[i]);
    if (!ex.fatal) expand_crate(&ex, pc->res, cn, c);
    expand_flush_lints(&ex);
    bool ok = !ex.fatal;
    expand_ctx_free(&ex);
    res_crate_done(pc->res, cn);
    pc->ps.edition = saved;
    return ok && s->dc.nerrors == 0 ? cn : UINT32_MAX;
}

static bool has_crate_attr(const Crate *c, Symbol name) {
    for (uint32_t i = 0; i < c->attrs.len; i++)
        if (meta_attr_name(&c->attrs.data[i]) == name) return true;
    return false;
}

/* Does the crate root say `extern crate NAME;` (alloc is only loaded for
 * a #![no_std] crate that asks for it, as rustc only finds it then)? */
static bool root_has_extern_crate(const Crate *c, const char *name) {
    Symbol n = sym_cstr(name);
    for (uint32_t i = 0; i < c->items.len; i++) {
        const Item *it = c->items.data[i];
        if (it->kind != ITEM_EXTERN_CRATE) continue;
        if ((it->extern_crate_orig ? it->extern_crate_orig : it->ident.name) == n) return true;
    }
    return false;
}

static const ExternOpt *extern_source(const Session *s, const char *name) {
    for (uint32_t i = 0; i < s->opts.externs.len; i++) {
        const ExternOpt *eo = &s->opts.externs.data[i];
        if (strcmp(eo->name, name) == 0 && eo->path && ends_with(eo->path, ".rs")) return eo;
    }
    return NULL;
}

/* Loads a located crate (an `.rlib` or `.rmeta` md_open accepted) after
 * its dependencies (each found by name, stable id and crate hash: among
 * the crates loaded already, else in the search path) and makes it a
 * crate of the session; the same crate found again (named by --extern
 * and needed by another crate) is the crate loaded first. Keeps its file
 * open for the session and, for an rlib, its path for the link. A crate
 * whose dependencies (transitively) need itself is refused. Returns its
 * CrateNum, or UINT32_MAX after reporting an error. */
static CrateNum load_metadata_file(PassCtx *pc, Symbol name, MdFile *f, Span sp) {
    vec_push(&pc->md_files, f);
    if (!pc->md) pc->md = md_loader_new(pc->res, pc->ps.arena, &pc->s->dc, &pc->s->sm);
    CrateNum have = md_find_crate(pc->md, f->stable_id, f->hash);
    if (have != UINT32_MAX) return have;
    if (pc->md_depth > 64) {
        diag_emit(diag_error(&pc->s->dc, DC_NONE, sp, "the dependencies of crate `%s` (%s) form a cycle",
                             sym_str(name), f->path));
        return UINT32_MAX;
    }
    CrateNum *deps = xcalloc(f->ndeps + 1, sizeof *deps);
    bool ok = true;
    /* A proc-macro crate runs in the compiler: its dependencies are not
     * the program's (none is loaded, it is not linked). */
    bool proc_macro = (f->flags & MD_CRATE_PROC_MACRO) != 0;
    for (uint32_t i = 0; i < f->ndeps && proc_macro; i++) deps[i] = UINT32_MAX;
    for (uint32_t i = 0; i < f->ndeps && ok && !proc_macro; i++) {
        const MdDep *d = &f->deps[i];
        deps[i] = md_find_crate(pc->md, d->stable_id, d->hash);
        if (deps[i] != UINT32_MAX) continue;
        MdFile *df;
        if (driver_locate_dependency(pc->s, f, d, sp, &df) != LOCATE_FOUND) {
            ok = false;
            break;
        }
        pc->md_depth++;
        deps[i] = load_metadata_file(pc, d->name, df, sp);
        pc->md_depth--;
        ok = deps[i] != UINT32_MAX;
    }
    CrateNum cn = ok ? md_load_crate(pc->md, f, deps) : UINT32_MAX;
    free(deps);
    if (cn != UINT32_MAX && ends_with(f->path, ".rlib")) vec_push(&pc->dep_rlibs, xstrdup(f->path));
    return cn;
}

/* The `extern crate NAME;` items of the crate (every module the
 * configured AST has; items macros expand to are not seen here). */
typedef VEC(const Item *) ItemRefs;
static void collect_extern_crates(const ItemList *items, ItemRefs *out) {
    for (uint32_t i = 0; i < items->len; i++) {
        const Item *it = items->data[i];
        if (it->kind == ITEM_EXTERN_CRATE) vec_push(out, it);
        else if (it->kind == ITEM_MOD) collect_extern_crates(&it->mod.items, out);
    }
}

static Symbol extern_crate_name(const Item *it) { return it->extern_crate_orig ? it->extern_crate_orig : it->ident.name; }

/* Where a crate's load errors point: its `extern crate` item, if any. */
static Span extern_crate_span(const ItemRefs *items, Symbol name) {
    each(items, it) if (extern_crate_name(*it) == name) return (*it)->span;
    return (Span){0, 0};
}

static bool has_metadata_extern(const Session *s, const char *name) {
    each(&s->opts.externs, eo) if (!strcmp(eo->name, name) && (!eo->path || !ends_with(eo->path, ".rs"))) return true;
    return false;
}

/* Loads what the local crate depends on, before it is expanded, in
 * dependency order: core, alloc, std — each from `--extern name=path.rs`
 * if given, else as metadata (--extern, -L, the sysroot's rlibs) — then
 * the other `--extern name=path.rs`
 * crates, then the crates `--extern` names as metadata (`--extern name`
 * alone searches; not found, it stays in the extern prelude, so that a
 * use reports E0463 there, as rustc's lazy loading does), then the
 * crates of `extern crate` items found in the search path (not found:
 * the resolver reports E0463 at the item). core unless #![no_core];
 * alloc for std, or for a #![no_std] crate with `extern crate alloc;`;
 * std unless #![no_std] (or with `extern crate std;`). A crate is never
 * loaded under the local crate's own name. Sets *std_available. */
static bool local_is_exe(Session *s) {
    CrateType types[8];
    uint32_t n = driver_crate_types(&s->opts, types);
    for (uint32_t i = 0; i < n; i++)
        if (types[i] == CT_BIN) return true;
    return false;
}

bool driver_is_proc_macro_crate(Session *s) {
    CrateType types[8];
    uint32_t n = driver_crate_types(&s->opts, types);
    for (uint32_t i = 0; i < n; i++)
        if (types[i] == CT_PROC_MACRO) return true;
    return false;
}

char *driver_proc_macro_decls_symbol(uint64_t stable_id) {
    return xasprintf("__rustc_proc_macro_decls_%016llx__", (unsigned long long)stable_id);
}

static bool load_dependencies(PassCtx *pc, Symbol local_name, bool *std_available, bool *builtins_available) {
    Session *s = pc->s;
    bool no_core = has_crate_attr(pc->krate, SYM_no_core), no_std = has_crate_attr(pc->krate, SYM_no_std);
    static const char *const names[3] = {"core", "alloc", "std"};
    bool want[3] = {!no_core, !no_core && (!no_std || root_has_extern_crate(pc->krate, "alloc")),
                    !no_core && (!no_std || root_has_extern_crate(pc->krate, "std"))};
    want[1] = want[1] || want[2];   /* std is built on alloc */
    CrateNum loaded[3];
    Symbol loaded_names[3];
    uint32_t nloaded = 0;
    VEC(Symbol) done = {0};   /* every crate name loaded or left to the resolver */
    ItemRefs ecs = {0};
    collect_extern_crates(&pc->krate->items, &ecs);
    bool ok = true;
    *std_available = false;
    for (int i = 0; i < 3 && ok; i++) {
        const ExternOpt *eo = extern_source(s, names[i]);
        Symbol nm = sym_cstr(names[i]);
        bool meta = !eo && has_metadata_extern(s, names[i]);
        if ((!want[i] && !eo && !meta) || nm == local_name) continue;
        vec_push(&done, nm);
        if (!eo) {
            MdFile *f;
            Span sp = extern_crate_span(&ecs, nm);
            LocateResult lr = driver_locate_crate(s, nm, false, sp, &f);
            if (lr == LOCATE_ERROR) ok = false;
            if (lr == LOCATE_FOUND) {
                CrateNum cn = load_metadata_file(pc, nm, f, sp);
                if (cn == UINT32_MAX) ok = false;
                else if (i != 1 || meta) res_add_extern_prelude(pc->res, nm, cn);
                if (ok && i == 2) *std_available = !no_std;
            }
            if (lr != LOCATE_NOT_FOUND) continue;
        }
        if (!eo) continue;
        CrateNum cn = load_source_crate(pc, names[i], eo->path, pc->ps.edition, loaded, loaded_names, nloaded, false);
        if (cn == UINT32_MAX) {
            ok = false;
            break;
        }
        loaded[nloaded] = cn;
        loaded_names[nloaded++] = nm;
        /* rustc's extern prelude: core and std (and every --extern), alloc
         * only through `extern crate alloc;` (which finds it by name). */
        if (i != 1 || eo) res_add_extern_prelude(pc->res, nm, cn);
        if (i == 2) *std_available = !no_std;
    }
    for (uint32_t i = 0; i < s->opts.externs.len && ok; i++) {
        const ExternOpt *eo = &s->opts.externs.data[i];
        if (!eo->path || !ends_with(eo->path, ".rs")) continue;
        if (!strcmp(eo->name, "core") || !strcmp(eo->name, "alloc") || !strcmp(eo->name, "std")) continue;
        CrateNum cn = load_source_crate(pc, eo->name, eo->path, pc->ps.edition, loaded, loaded_names, nloaded,
                                        *std_available);
        if (cn == UINT32_MAX) {
            ok = false;
            break;
        }
        vec_push(&done, sym_cstr(eo->name));
        res_add_extern_prelude(pc->res, sym_cstr(eo->name), cn);
    }
    /* --extern crates given as metadata, or to be searched for */
    for (uint32_t i = 0; i < s->opts.externs.len && ok; i++) {
        const ExternOpt *eo = &s->opts.externs.data[i];
        Symbol nm = sym_cstr(eo->name);
        bool seen = nm == local_name && !local_is_exe(s);
        each(&done, d) seen |= *d == nm;
        if (seen || (eo->path && ends_with(eo->path, ".rs"))) continue;
        vec_push(&done, nm);
        bool prelude = true;
        each(&s->opts.externs, e2) if (!strcmp(e2->name, eo->name) && e2->noprelude) prelude = false;
        MdFile *f;
        Span sp = extern_crate_span(&ecs, nm);
        LocateResult lr = driver_locate_crate(s, nm, false, sp, &f);
        if (lr == LOCATE_ERROR) {
            ok = false;
        } else if (lr == LOCATE_FOUND) {
            CrateNum cn = load_metadata_file(pc, nm, f, sp);
            if (cn == UINT32_MAX) ok = false;
            else if (prelude) res_add_extern_prelude(pc->res, nm, cn);
        } else if (prelude) {
            res_add_extern_prelude(pc->res, nm, UINT32_MAX);
        }
    }
    /* --test: the harness's `extern crate test;` (found by name in the
     * search path, as rustc finds libtest in the sysroot) */
    if (ok && s->opts.test && *std_available) {
        Symbol nm = sym_cstr("test");
        bool seen = nm == local_name;
        each(&done, d) seen |= *d == nm;
        MdFile *f;
        if (!seen) {
            vec_push(&done, nm);
            LocateResult lr = driver_locate_crate(s, nm, false, (Span){0, 0}, &f);
            if (lr == LOCATE_ERROR) ok = false;
            else if (lr == LOCATE_FOUND && load_metadata_file(pc, nm, f, (Span){0, 0}) == UINT32_MAX) ok = false;
        }
    }
    /* #![no_std] (not #![no_core], not compiler_builtins itself): rustc
     * injects `#[macro_use] extern crate compiler_builtins;`, found by name
     * in the search path. rustc fails without one (E0463); rcc, whose own
     * tests build no_std crates on core's sources alone (then a sysroot's
     * compiler_builtins would bring a second core), injects it only when
     * there is one and core is not loaded from source. */
    *builtins_available = false;
    Symbol cb = sym_cstr("compiler_builtins");
    if (ok && has_crate_attr(pc->krate, SYM_no_std) && !has_crate_attr(pc->krate, SYM_no_core) &&
        !has_crate_attr(pc->krate, cb) && cb != local_name && !extern_source(s, "core")) {
        bool seen = false;
        each(&done, d) seen |= *d == cb;
        MdFile *f;
        if (seen) {
            *builtins_available = true;
        } else {
            vec_push(&done, cb);
            LocateResult lr = driver_locate_crate(s, cb, false, (Span){0, 0}, &f);
            if (lr == LOCATE_ERROR) ok = false;
            else if (lr == LOCATE_FOUND && load_metadata_file(pc, cb, f, (Span){0, 0}) == UINT32_MAX) ok = false;
            else *builtins_available = lr == LOCATE_FOUND;
        }
    }
    /* --crate-type proc-macro: `proc_macro` is in the extern prelude (found
     * by name in the search path, as rustc finds it in the sysroot) */
    if (ok && driver_is_proc_macro_crate(s) && *std_available) {
        Symbol nm = sym_cstr("proc_macro");
        bool seen = nm == local_name;
        each(&done, d) seen |= *d == nm;
        MdFile *f;
        if (!seen) {
            vec_push(&done, nm);
            LocateResult lr = driver_locate_crate(s, nm, false, (Span){0, 0}, &f);
            if (lr == LOCATE_ERROR) ok = false;
            else if (lr == LOCATE_FOUND) {
                CrateNum cn = load_metadata_file(pc, nm, f, (Span){0, 0});
                if (cn == UINT32_MAX) ok = false;
                else res_add_extern_prelude(pc->res, nm, cn);
            }
        }
    }
    /* `extern crate NAME;` for crates no --extern names: the search path */
    each(&ecs, it) {
        if (!ok) break;
        Symbol nm = extern_crate_name(*it);
        /* a program may use a library of its own name (its stable crate
         * id differs: driver_stable_crate_id) */
        bool seen = (nm == local_name && !local_is_exe(s)) || nm == SYM_self;
        each(&done, d) seen |= *d == nm;
        if (seen) continue;
        vec_push(&done, nm);
        MdFile *f;
        LocateResult lr = driver_locate_crate(s, nm, false, (*it)->span, &f);
        if (lr == LOCATE_ERROR) ok = false;
        else if (lr == LOCATE_FOUND && load_metadata_file(pc, nm, f, (*it)->span) == UINT32_MAX) ok = false;
    }
    vec_free(&ecs);
    vec_free(&done);
    return ok;
}

uint8_t driver_crate_flags(const PassCtx *pc) {
    if (!pc->krate) return 0;
    uint8_t f = 0;
    if (has_crate_attr(pc->krate, sym_cstr("needs_panic_runtime"))) f |= MD_CRATE_NEEDS_PANIC_RUNTIME;
    if (has_crate_attr(pc->krate, sym_cstr("panic_runtime"))) f |= MD_CRATE_PANIC_RUNTIME;
    if (has_crate_attr(pc->krate, sym_cstr("compiler_builtins"))) f |= MD_CRATE_COMPILER_BUILTINS;
    if (pc->proc_macro_crate) f |= MD_CRATE_PROC_MACRO;
    return f;
}

static const char *strategy_name(bool abort) { return abort ? "abort" : "unwind"; }

/* The link takes dep_rlibs last to first (a crate before its
 * dependencies). The panic runtime (and what was loaded with it, from
 * dep_rlibs[first_new]) is linked after every crate that needs it: as
 * rustc, which makes it their dependency, it moves before the first of
 * them in dep_rlibs. */
static void link_before_needing_crates(PassCtx *pc, uint32_t first_new) {
    uint32_t at = first_new;
    for (CrateNum c = 1; c < res_crate_count(pc->res); c++) {
        const MdFile *f = md_crate_file(pc->md, c);
        if (!f || !(f->flags & MD_CRATE_NEEDS_PANIC_RUNTIME)) continue;
        for (uint32_t i = 0; i < first_new && i < at; i++)
            if (!strcmp(pc->dep_rlibs.data[i], f->path)) at = i;
    }
    uint32_t n = pc->dep_rlibs.len - first_new;
    if (at == first_new || !n) return;
    char **tail = xmalloc(n * sizeof *tail);
    memcpy(tail, pc->dep_rlibs.data + first_new, n * sizeof *tail);
    memmove(pc->dep_rlibs.data + at + n, pc->dep_rlibs.data + at, (first_new - at) * sizeof *tail);
    memcpy(pc->dep_rlibs.data + at, tail, n * sizeof *tail);
    free(tail);
}

/* rustc's inject_panic_runtime, then dependency_format's checks: a
 * compilation that links a program (any crate type but rlib) whose
 * crates need a panic runtime (std's #![needs_panic_runtime]) and link
 * none loads the one of its panic strategy by name from the search
 * path: panic_unwind, or panic_abort for -C panic=abort. The runtime's
 * strategy must be the program's, and with unwind every linked crate
 * but compiler_builtins must have been compiled for unwind. */
static bool inject_panic_runtime(PassCtx *pc) {
    Session *s = pc->s;
    const Options *o = &s->opts;
    if (options_rlib_only(o) || !pc->md) return true;
    bool needs = driver_crate_flags(pc) & MD_CRATE_NEEDS_PANIC_RUNTIME;
    const MdFile *runtime = NULL;
    uint32_t before = s->dc.nerrors;
    for (CrateNum c = 1; c < res_crate_count(pc->res); c++) {
        const MdFile *f = md_crate_file(pc->md, c);
        if (!f) continue;
        needs |= (f->flags & MD_CRATE_NEEDS_PANIC_RUNTIME) != 0;
        if (!(f->flags & MD_CRATE_PANIC_RUNTIME)) continue;
        if (runtime)
            diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "cannot link together two panic runtimes: %s and %s",
                                 sym_str(runtime->crate_name), sym_str(f->crate_name)));
        runtime = f;
    }
    if (!runtime && needs) {
        const char *name = o->panic_abort ? "panic_abort" : "panic_unwind";
        Symbol nm = sym_cstr(name);
        MdFile *f;
        LocateResult lr = driver_locate_crate(s, nm, false, (Span){0, 0}, &f);
        if (lr == LOCATE_NOT_FOUND)
            diag_emit(diag_error(&s->dc, DC_E0463, (Span){0, 0}, "can't find crate for `%s`", name));
        if (lr != LOCATE_FOUND) return false;
        uint32_t first_new = pc->dep_rlibs.len;
        CrateNum cn = load_metadata_file(pc, nm, f, (Span){0, 0});
        if (cn == UINT32_MAX) return false;
        link_before_needing_crates(pc, first_new);
        runtime = md_crate_file(pc->md, cn);
        if (!(runtime->flags & MD_CRATE_PANIC_RUNTIME)) {
            diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "the crate `%s` is not a panic runtime", name));
            return false;
        }
        if (runtime->panic_strategy != o->panic_abort) {
            diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "the crate `%s` does not have the panic strategy `%s`",
                                 name, strategy_name(o->panic_abort)));
            return false;
        }
    }
    if (!runtime) return true;
    if (runtime->panic_strategy != o->panic_abort)
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0},
                             "the linked panic runtime `%s` is not compiled with this crate's panic strategy `%s`",
                             sym_str(runtime->crate_name), strategy_name(o->panic_abort)));
    for (CrateNum c = 1; c < res_crate_count(pc->res) && !o->panic_abort; c++) {
        const MdFile *f = md_crate_file(pc->md, c);
        if (!f || (f->flags & MD_CRATE_COMPILER_BUILTINS) || !f->panic_strategy) continue;
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0},
                             "the crate `%s` is compiled with the panic strategy `abort` which is incompatible with this "
                             "crate's strategy of `unwind`",
                             sym_str(f->crate_name)));
    }
    return s->dc.nerrors == before;
}

/* The resolver's lazy crate loading (ResolverInit.load_crate): an
 * `extern crate NAME;` load_dependencies did not see (macro output) is
 * searched for and loaded as metadata when the resolver defines it. */
static CrateNum load_crate_late(void *ctx, Symbol name, Span sp, bool *reported) {
    PassCtx *pc = ctx;
    if (name == SYM_self) return UINT32_MAX;
    MdFile *f;
    LocateResult lr = driver_locate_crate(pc->s, name, false, sp, &f);
    if (lr == LOCATE_ERROR) *reported = true;
    if (lr != LOCATE_FOUND) return UINT32_MAX;
    unsigned before = pc->s->dc.nerrors;
    CrateNum cn = load_metadata_file(pc, name, f, sp);
    if (cn == UINT32_MAX && pc->s->dc.nerrors != before) *reported = true;
    return cn;
}

/* `#![crate_type = "lib"]` on the crate root counts when --crate-type
 * was not given (rustc: the command line wins over the attributes). */
static void apply_crate_type_attrs(Session *s, const Crate *c) {
    static const struct { const char *name; CrateType ct; } types[] = {
        {"lib", CT_RLIB}, {"rlib", CT_RLIB}, {"staticlib", CT_STATICLIB}, {"dylib", CT_DYLIB},
        {"cdylib", CT_CDYLIB}, {"bin", CT_BIN}, {"proc-macro", CT_PROC_MACRO},
    };
    /* --test builds the test executable whatever the crate says (rustc) */
    if (s->opts.crate_types || s->opts.test) return;
    static Symbol crate_type;
    if (!crate_type) crate_type = sym_cstr("crate_type");
    for (uint32_t i = 0; i < c->attrs.len; i++) {
        const Attr *a = &c->attrs.data[i];
        if (a->style != ATTR_INNER || meta_attr_name(a) != crate_type) continue;
        Symbol v = meta_attr_value_str(a);
        if (!v) continue;
        for (size_t k = 0; k < sizeof types / sizeof *types; k++)
            if (strcmp(sym_str(v), types[k].name) == 0 && !(s->opts.crate_types & types[k].ct)) {
                s->opts.crate_types |= types[k].ct;
                vec_push(&s->opts.crate_type_list, types[k].ct);
            }
    }
}

/* `#![crate_name = "x"]` on the crate root names the crate (and the
 * outputs' file stem) when --crate-name was not given; given both, they
 * must agree (rustc_session::output::find_crate_name). */
static void apply_crate_name_attr(Session *s, const Crate *c) {
    static Symbol crate_name;
    if (!crate_name) crate_name = sym_cstr("crate_name");
    for (uint32_t i = 0; i < c->attrs.len; i++) {
        const Attr *a = &c->attrs.data[i];
        if (a->style != ATTR_INNER || meta_attr_name(a) != crate_name) continue;
        Symbol v = meta_attr_value_str(a);
        if (!v) continue;
        if (!s->opts.crate_name) {
            s->opts.crate_name = arena_strdup(&s->opts.arena, sym_str(v));
        } else if (strcmp(s->opts.crate_name, sym_str(v)) != 0) {
            diag_emit(diag_error(&s->dc, DC_NONE, a->span,
                                 "`--crate-name` and `#[crate_name]` are required to match, but `%s` != `%s`",
                                 s->opts.crate_name, sym_str(v)));
        }
        return;
    }
}

/* ---- the incomplete_features lint (rustc_lint's IncompleteFeatures) ---- */

/* 1.63's features marked `incomplete` (rustc_feature/src/active.rs) and
 * their tracking issues (0: none). */
static const struct { const char *name; unsigned issue; } incomplete_features[] = {
    {"unsafe_pin_internals", 0},    {"adt_const_params", 95174},
    {"capture_disjoint_fields", 53488}, {"generic_associated_types_extended", 95451},
    {"generic_const_exprs", 76560}, {"inherent_associated_types", 8995},
    {"inline_const_pat", 76001},    {"raw_dylib", 58713},
    {"repr128", 56071},             {"specialization", 31844},
    {"trait_upcasting", 65991},     {"unsized_locals", 48055},
};

/* A crate-level lint's level: warn by default, then the command line's -A/-W/-D/-F
 * for it or for `warnings` (an allow of `warnings` silences a warn), then
 * the crate root's #![allow/expect/warn/deny/forbid(...)] (a forbid on the
 * command line stays). *attr_span: the lint name in the attribute that
 * set it (0 if none); *cli: the flag that set it. */
static int crate_lint_level(Session *s, const Crate *k, const char *lint, Span *attr_span, const LintOpt **cli) {
    int lvl = LINT_WARN;
    bool warnings_allowed = false, forbidden = false;
    *attr_span = (Span){0, 0};
    *cli = NULL;
    each(&s->opts.lints, l) {
        if (!strcmp(l->name, lint)) {
            lvl = l->level == LINT_FORCE_WARN ? LINT_WARN : (int)l->level;
            forbidden = l->level == LINT_FORBID;
            *cli = l;
        } else if (!strcmp(l->name, "warnings")) {
            warnings_allowed = l->level == LINT_ALLOW;
        }
    }
    Symbol s_forbid = sym_cstr("forbid"), s_expect = sym_cstr("expect");
    Symbol s_lint = sym_cstr(lint), s_warnings = sym_cstr("warnings");
    for (uint32_t i = 0; k && i < k->attrs.len && !forbidden; i++) {
        const Attr *a = &k->attrs.data[i];
        if (a->is_doc_comment || a->style != ATTR_INNER || a->args_kind != ATTR_ARGS_DELIMITED) continue;
        Symbol n = meta_attr_name(a);
        int l = n == SYM_allow || n == s_expect ? LINT_ALLOW
                : n == SYM_warn                 ? LINT_WARN
                : n == SYM_deny                 ? LINT_DENY
                : n == s_forbid                 ? LINT_FORBID
                                                : -1;
        if (l < 0) continue;
        for (uint32_t t = 0; t < a->tokens.len; t++) {
            const Token *tok = &a->tokens.data[t];
            if (tok->kind != TK_IDENT) continue;
            if (tok->sym == s_lint) {
                lvl = l;
                *attr_span = tok->span;
                *cli = NULL;
            } else if (tok->sym == s_warnings) {
                warnings_allowed = l == LINT_ALLOW;
            }
        }
    }
    if (lvl == LINT_WARN && warnings_allowed) return LINT_ALLOW;
    return lvl;
}

/* A crate-level lint's diagnostic at `sp`: a warning, an error when
 * denied, with the note of where its level comes from (once: *noted). */
static Diag *crate_lint_diag(Session *s, const char *lint, int lvl, Span sp, const char *msg, Span attr_span,
                             const LintOpt *cli, bool *noted) {
    Diag *d = lvl >= LINT_DENY ? diag_error(&s->dc, DC_NONE, sp, "%s", msg) : diag_warning(&s->dc, DC_NONE, sp, "%s", msg);
    if (!*noted) {
        *noted = true;
        if (attr_span.lo || attr_span.hi) {
            diag_span_note(d, attr_span, "the lint level is defined here");
        } else if (cli) {
            const char *flag = cli->level == LINT_FORBID ? "-F" : cli->level == LINT_DENY ? "-D" : "-W";
            char dashed[64];
            snprintf(dashed, sizeof dashed, "%s", lint);
            for (char *p = dashed; *p; p++)
                if (*p == '_') *p = '-';
            diag_note(d, "requested on the command line with `%s %s`", flag, dashed);
        } else {
            diag_note(d, "`#[warn(%s)]` on by default", lint);
        }
    }
    return d;
}

/* The names the crate root's #![feature(...)] attributes list, in order
 * (`it` starts zeroed; NULL at the end). */
typedef struct FeatureIter {
    uint32_t attr, tok;
} FeatureIter;

static const Token *next_feature(const Crate *k, FeatureIter *it) {
    for (; k && it->attr < k->attrs.len; it->attr++, it->tok = 0) {
        const Attr *a = &k->attrs.data[it->attr];
        if (a->style != ATTR_INNER || meta_attr_name(a) != SYM_feature || a->args_kind != ATTR_ARGS_DELIMITED) continue;
        while (it->tok < a->tokens.len) {
            const Token *tok = &a->tokens.data[it->tok++];
            if (tok->kind == TK_IDENT) return tok;
        }
    }
    return NULL;
}

/* ---- the stable_features lint (rustc_passes::stability) ---- */

static const struct { const char *name, *since; } accepted_features[] = {
#include "accepted_features.inc"
};

/* A warning (an error when denied) for each language feature the crate
 * root's #![feature(...)] names that is stable, in order. rustc reports
 * it before type checking; so does the typeck pass. Library features
 * (#[stable] in a crate's source) are not checked. */
void driver_lint_stable_features(Session *s, const Crate *k) {
    Span attr_span;
    const LintOpt *cli;
    int lvl = -1;
    bool noted = false;
    FeatureIter it = {0};
    for (const Token *tok; (tok = next_feature(k, &it));) {
        const char *name = sym_str(tok->sym), *since = NULL;
        for (size_t f = 0; f < sizeof accepted_features / sizeof *accepted_features && !since; f++)
            if (!strcmp(accepted_features[f].name, name)) since = accepted_features[f].since;
        if (!since) continue;
        if (lvl < 0) lvl = crate_lint_level(s, k, "stable_features", &attr_span, &cli);
        if (lvl == LINT_ALLOW) return;
        char msg[256];
        snprintf(msg, sizeof msg, "the feature `%s` has been stable since %s and no longer requires an attribute to enable",
                 name, since);
        diag_emit(crate_lint_diag(s, "stable_features", lvl, tok->span, msg, attr_span, cli, &noted));
    }
}

/* A warning (an error when denied) for each incomplete feature the crate
 * root's #![feature(...)] names, in order. */
static void lint_incomplete_features(Session *s, const Crate *k) {
    Span attr_span;
    const LintOpt *cli;
    int lvl = -1;
    bool noted = false;
    FeatureIter it = {0};
    for (const Token *tok; (tok = next_feature(k, &it));) {
        const char *name = sym_str(tok->sym);
        unsigned issue = 0;
        bool found = false;
        for (size_t f = 0; f < sizeof incomplete_features / sizeof *incomplete_features && !found; f++)
            if (!strcmp(incomplete_features[f].name, name)) {
                found = true;
                issue = incomplete_features[f].issue;
            }
        if (!found) continue;
        if (lvl < 0) lvl = crate_lint_level(s, k, "incomplete_features", &attr_span, &cli);
        if (lvl == LINT_ALLOW) return;
        char msg[256];
        snprintf(msg, sizeof msg,
                 "the feature `%s` is incomplete and may not be safe to use and/or cause compiler crashes", name);
        Diag *d = crate_lint_diag(s, "incomplete_features", lvl, tok->span, msg, attr_span, cli, &noted);
        if (issue)
            diag_note(d, "see issue #%u <https://github.com/rust-lang/rust/issues/%u> for more information", issue,
                      issue);
        if (!strcmp(name, "specialization"))
            diag_help(d, "consider using `min_specialization` instead, which is more stable and complete");
        diag_emit(d);
    }
}

/* rustc's configure_and_expand refuses some mixes of crate types. */
static void check_crate_type_mix(Session *s) {
    CrateType types[8];
    uint32_t n = driver_crate_types(&s->opts, types);
    if (n < 2) return;
    bool bin = false, proc_macro = false;
    for (uint32_t i = 0; i < n; i++) {
        bin |= types[i] == CT_BIN;
        proc_macro |= types[i] == CT_PROC_MACRO;
    }
    if (bin) diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "cannot mix `bin` crate type with others"));
    if (proc_macro)
        diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0}, "cannot mix `proc-macro` crate type with others"));
}

/* Expansion: the cfg set, cfg stripping with cfg_attr and out-of-line
 * modules, then the expansion <-> early resolution fixed point
 * (expand_crate). Crates named by `--extern name=path.rs` are loaded from
 * source and expanded first. -Zunpretty=expanded prints the result and
 * stops. */
static bool pass_expand(PassCtx *pc) {
    Session *s = pc->s;
    KeyValueVec kv = {0};
    /* rustc's session config holds the gated cfgs too (core needs them). */
    driver_crate_cfg(&s->opts, true, &s->arena, &kv);
    cfgset_init(&pc->cfg);
    for (uint32_t i = 0; i < kv.len; i++)
        cfgset_add(&pc->cfg, sym_cstr(kv.data[i].key), kv.data[i].value ? sym_cstr(kv.data[i].value) : 0);
    vec_free(&kv);
    hyg_init(&pc->hyg);
    ResolverInit ri = {.ps = &pc->ps, .hyg = &pc->hyg, .load_crate = load_crate_late, .load_ctx = pc};
    const char *boot = getenv("RUSTC_BOOTSTRAP");
    ri.nightly = boot && *boot && strcmp(boot, "0") != 0;
    pc->res = res_new(&ri);

    apply_crate_name_attr(s, pc->krate);
    /* driver_run validated the name before the passes: this cannot fail. */
    const char *crate_name = driver_crate_name(s);
    Symbol name = sym_cstr(crate_name ? crate_name : "rust_out");
    ExpandCtx ex;
    setup_expand_ctx(pc, &ex, name, s->opts.input);
    ex.test_harness = s->opts.test;
    if (s->opts.test && s->opts.panic_abort) {
        /* rustc's test_harness::inject: the platform's strategy is unwind */
        const KeyValue *pat = options_z(&s->opts, "panic-abort-tests");
        if (pat && cgopt_parse_bool(pat->value) == 1) ex.panic_abort_tests = true;
        else
            diag_emit(diag_error(&s->dc, DC_NONE, (Span){0, 0},
                                 "building tests with panic=abort is not supported without `-Zpanic_abort_tests`"));
    }
    ex.allow_features = s->opts.allow_features;
    /* the crate root is the first file of dep-info (not stdin) */
    if (strcmp(s->opts.input, "-") != 0) expand_deps_add_file(&pc->local_deps, s->opts.input);
    ex.deps = &pc->local_deps;
    /* A false #![cfg] on the crate root leaves it empty: not an error.
     * The root is configured first: its #![no_std]/#![no_core] decide
     * what is loaded. */
    expand_cfg_crate(&ex, pc->krate);
    apply_crate_type_attrs(s, pc->krate);
    if (res_add_crate(pc->res, name, pc->krate, pc->ps.edition) != LOCAL_CRATE) rcc_ice("local crate numbering");
    res_set_crate_stable_id(pc->res, LOCAL_CRATE, driver_stable_crate_id(s));
    pc->proc_macro_crate = driver_is_proc_macro_crate(s);
    char *decls_symbol = NULL;
    if (pc->proc_macro_crate) {
        s->opts.panic_abort = false;   /* as options.c: it runs in the compiler */
        decls_symbol = driver_proc_macro_decls_symbol(driver_stable_crate_id(s));
        ex.proc_macro_symbol = decls_symbol;
    }
    if (!ex.fatal && (!load_dependencies(pc, name, &ex.std_available, &ex.builtins_available) || !inject_panic_runtime(pc))) {
        free(decls_symbol);
        expand_ctx_free(&ex);
        return false;
    }
    if (!ex.fatal) expand_crate(&ex, pc->res, LOCAL_CRATE, pc->krate);
    if (!ex.fatal) check_crate_type_mix(s);
    expand_flush_lints(&ex);
    if (!ex.fatal) lint_incomplete_features(s, pc->krate);
    bool ok = !ex.fatal;
    pc->proc_macros = ex.proc_macros;
    ex.proc_macros = (ProcMacroDecls){0};
    free(decls_symbol);
    expand_ctx_free(&ex);
    if (ok && s->opts.unpretty && strcmp(s->opts.unpretty, "expanded") == 0) {
        StrBuf sb = {0};
        ast_print_dollar_crate = print_dollar_crate;
        ast_print_dollar_crate_arg = pc;
        ast_print_crate_expanded(&sb, pc->krate, &pc->ps);
        ast_print_dollar_crate = NULL;
        if (sb.len) fwrite(sb.data, 1, sb.len, stdout);
        fflush(stdout);
        sb_free(&sb);
        return false;
    }
    return ok;
}
static bool pass_resolve(PassCtx *pc) {
    /* Crates loaded from source are lowered to HIR too (their generic
     * and used items are instantiated in this crate): their bodies need
     * late resolution when compilation goes on past this pass. */
    if (pc->s->opts.stop_after < 0 || pc->s->opts.stop_after > PASS_RESOLVE)
        for (CrateNum c = 1; c < res_crate_count(pc->res); c++)
            if (res_crate_ast(pc->res, c)) res_late_resolve_crate(pc->res, c, res_crate_ast(pc->res, c));
    res_late_resolve_crate(pc->res, LOCAL_CRATE, pc->krate);
    /* Errors found by lookups of both halves (ambiguities, privacy) are
     * reported after late resolution, as rustc does. */
    res_report_errors(pc->res);
    /* rustc's early lint passes come after resolution */
    const Options *o = &pc->s->opts;
    const char **names = ARENA_ARRAY(&pc->s->arena, const char *, o->lints.len + 1);
    uint8_t *levels = ARENA_ARRAY(&pc->s->arena, uint8_t, o->lints.len + 1);
    for (uint32_t i = 0; i < o->lints.len; i++) {
        names[i] = o->lints.data[i].name;
        levels[i] = (uint8_t)o->lints.data[i].level;
    }
    LintCli cli = {names, levels, o->lints.len};
    early_lint_crate(&pc->s->dc, pc->krate, &cli);
    return true;
}

static const PassFn pass_fns[PASS__COUNT] = {
    [PASS_PARSE] = pass_parse,
    [PASS_EXPAND] = pass_expand,
    [PASS_RESOLVE] = pass_resolve,
    [PASS_HIR] = pass_hir,
    [PASS_TYPECK] = pass_typeck,
    [PASS_MIR] = pass_mir,
    [PASS_MONO] = pass_mono,
    [PASS_CODEGEN] = pass_codegen,
    [PASS_LINK] = pass_link,
};

/* rustc's prepare_outputs comes after expansion and name resolution
 * (whatever errors they reported), except under -Zunpretty, which
 * prints and stops before. */
static bool prepare_outputs(PassCtx *pc) {
    if (pc->s->opts.unpretty) return true;
    VEC(char *) files = {0};
    for (CrateNum c = 0; pc->md && c < res_crate_count(pc->res); c++) {
        const MdFile *f = res_crate_is_extern(pc->res, c) ? md_crate_file(pc->md, c) : NULL;
        if (!f) continue;
        char *abs = realpath(f->path, NULL);
        vec_push(&files, abs ? abs : xstrdup(f->path));
    }
    DepInfoCrates dc = {&pc->local_deps, (const ExpandDeps *const *)pc->dep_crate_deps.data,
                        pc->dep_crate_deps.len, (const char *const *)files.data, files.len};
    bool ok = driver_prepare_outputs(pc->s, &dc);
    for (uint32_t i = 0; i < files.len; i++) free(files.data[i]);
    vec_free(&files);
    return ok;
}

static void free_deps(PassCtx *pc) {
    expand_deps_free(&pc->local_deps);
    for (uint32_t i = 0; i < pc->dep_crate_deps.len; i++) {
        expand_deps_free(pc->dep_crate_deps.data[i]);
        free(pc->dep_crate_deps.data[i]);
    }
    vec_free(&pc->dep_crate_deps);
    for (uint32_t i = 0; i < pc->md_files.len; i++) md_close(pc->md_files.data[i]);
    vec_free(&pc->md_files);
    for (uint32_t i = 0; i < pc->dep_rlibs.len; i++) free(pc->dep_rlibs.data[i]);
    vec_free(&pc->dep_rlibs);
    md_loader_free(pc->md);
    pc->md = NULL;
    free(pc->md_blob.data);
    pc->md_blob = (MdBuf){0};
    vec_free(&pc->proc_macros);   /* helpers live in the parser's arena */
}

int driver_run(Session *s) {
    PassCtx pc = {.s = s};
    expand_deps_init(&pc.local_deps);
    double t0 = now_seconds();
    bool stdin_error = false;
    pc.root = load_input(s, &stdin_error);
    if (!pc.root) {
        if (!stdin_error) diag_finish(&s->dc);
        free_deps(&pc);
        return 1;
    }
    /* --print requests (those that do not wait for the linker) stop
     * here, after reading the input, as in rustc. */
    if (driver_prints_stop(&s->opts)) {
        free_deps(&pc);
        return driver_print(s, pc.root);
    }
    /* An invalid crate name stops compilation. TODO: move after parsing
     * once #![crate_name] is read from the root (rustc checks it there).
     * A parse-only run never needs the name, and rustc does not check it
     * then (files like `enum.expanded.rs` parse fine). */
    if (!s->opts.parse_crate_root_only && !driver_crate_name(s)) {
        diag_finish(&s->dc);
        free_deps(&pc);
        return 1;
    }
    if (s->opts.time_passes)
        fprintf(stderr, "time: %.3f; load_source\n", now_seconds() - t0);

    int last = s->opts.stop_after >= 0 ? s->opts.stop_after : PASS__COUNT - 1;
    if (s->opts.parse_crate_root_only) last = PASS_PARSE;
    /* Checking (--emit=metadata alone, as `cargo check` does) analyses
     * every body but generates no code: like rustc, it does not
     * monomorphise, so lang items only code needs are not required. */
    uint32_t code = EMIT_LINK | EMIT_OBJ | EMIT_ASM | EMIT_LLVM_IR | EMIT_LLVM_BC;
    if (!(s->opts.emit_kinds & code) && last > PASS_MIR) last = PASS_MIR;
    /* dep-info alone is written after name resolution: rustc stops there */
    if (s->opts.emit_kinds == EMIT_DEP_INFO && last > PASS_RESOLVE) last = PASS_RESOLVE;
    bool ok = true;
    bool keep_going = s->opts.continue_after_type_errors;
    for (int p = 0; p <= last && ok; p++) {
        double t = now_seconds();
        /* Errors stop the pass list, except that name resolution still
         * runs after expansion errors (as in rustc, which reports both);
         * a fatal expansion error (pass_expand returns false) stops. */
        /* -Zcontinue-after-type-errors: from typeck on, reported errors
         * (the exit status stays 1) stop nothing; the passes skip what
         * was not lowered, and return false only to stop the list. */
        bool ran = pass_fns[p](&pc);
        /* the outputs that need no code: dep-info after resolution (also
         * after its errors, as rustc), metadata after analysis */
        if (ran && p == PASS_RESOLVE) ran = prepare_outputs(&pc);
        if (ran && p == PASS_MIR && s->dc.nerrors == 0 && (s->opts.emit_kinds & EMIT_METADATA))
            ran = driver_write_metadata(s, driver_metadata_blob(&pc));
        ok = ran && (s->dc.nerrors == 0 || p == PASS_EXPAND || (keep_going && p >= PASS_TYPECK));
        if (s->opts.time_passes)
            fprintf(stderr, "time: %.3f; rss: %.0fMB; %s\n", now_seconds() - t, rss_mb(), pass_name((PassId)p));
    }
    if (s->opts.time_passes)
        fprintf(stderr, "time: %.3f; total\n", now_seconds() - t0);
    passes_free(&pc);
    free_deps(&pc);
    cfgset_free(&pc.cfg);
    if (pc.res) {
        res_free(pc.res);
        hyg_free(&pc.hyg);
    }
    return diag_finish(&s->dc) ? 1 : 0;
}
