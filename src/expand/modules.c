/* modules.c — out-of-line modules: where `mod name;` finds its file, and
 * loading it.
 *
 * Takes a module item and the ModDir of the module it is declared in;
 * gives the item's items and inner attributes (parsed from the file with
 * the session's parser) and the ModDir of its children.
 *
 * rustc's rules (2018 rules; 2015 is the same for these cases):
 *  - in a crate root or a `mod.rs` (or a #[path] file), `mod foo;` is
 *    `dir/foo.rs` or `dir/foo/mod.rs`, dir being the file's directory;
 *  - in a non-mod.rs file `dir/bar.rs` it is `dir/bar/foo.rs` or
 *    `dir/bar/foo/mod.rs` (ModDir.relative = bar);
 *  - an inline `mod a { }` adds `a/` (after `bar/` in bar.rs) to the
 *    directory of its children; with #[path = "p"] the directory is p;
 *  - #[path = "p"] on `mod foo;` is the file dir/p, dir being the
 *    directory of the inline-module chain it is declared in; such a file
 *    is treated as a mod.rs;
 *  - both candidate files existing is E0761, neither E0583, a file
 *    already being loaded `circular modules`, and `mod foo;` in a block
 *    without #[path] an error; an unreadable file and a #[path] that is
 *    not a string are fatal.
 * Paths are joined and compared as Rust's std::path does (so messages
 * print them as rustc does: "missing.rs", "src/a/b.rs").
 */
#include "expand_priv.h"

#include <sys/stat.h>

/* ------------------------------------------------------------------ */
/* Paths, as std::path::Path does them on Unix                         */
/* ------------------------------------------------------------------ */

/* Path::join: an absolute `p` replaces the base. */
static char *path_join(Arena *a, const char *base, const char *p) {
    size_t n = strlen(base);
    if (p[0] == '/' || n == 0) return arena_strdup(a, p);
    return arena_sprintf(a, "%s%s%s", base, base[n - 1] == '/' ? "" : "/", p);
}

/* Path::parent (unwrap_or the path itself): "a/b.rs" -> "a", "b.rs" -> "",
 * "/b.rs" -> "/". Trailing and repeated separators do not count. */
static char *path_parent(Arena *a, const char *p) {
    size_t n = strlen(p);
    while (n > 1 && p[n - 1] == '/') n--;
    if (n == 1 && p[0] == '/') return arena_strdup(a, "/");
    while (n > 0 && p[n - 1] != '/') n--;  /* drop the last component */
    if (n == 0) return arena_strdup(a, "");
    while (n > 1 && p[n - 1] == '/') n--;  /* and the separators before it */
    return arena_strndup(a, p, n);
}

/* std::path::Components on Unix: a leading `/` is a root component,
 * separators repeat freely, and `.` counts only as the first component
 * of a relative path. */
typedef struct PathComp {
    const char *p;
    size_t n;
} PathComp;
typedef VEC(PathComp) PathCompVec;

static void path_components(const char *s, PathCompVec *out) {
    if (*s == '/') vec_push(out, (PathComp){s, 1});
    bool first = *s != '/';
    while (*s) {
        while (*s == '/') s++;
        if (!*s) break;
        size_t n = strcspn(s, "/");
        if (!(n == 1 && s[0] == '.' && !first)) vec_push(out, (PathComp){s, n});
        first = false;
        s += n;
    }
}

/* Path equality (component-wise): "a//b.rs" == "a/./b.rs" == "a/b.rs". */
static bool path_eq(const char *x, const char *y) {
    PathCompVec a = {0}, b = {0};
    path_components(x, &a);
    path_components(y, &b);
    bool eq = a.len == b.len;
    for (uint32_t i = 0; eq && i < a.len; i++)
        eq = a.data[i].n == b.data[i].n && memcmp(a.data[i].p, b.data[i].p, a.data[i].n) == 0;
    vec_free(&a);
    vec_free(&b);
    return eq;
}

static bool file_exists(const char *p) {
    struct stat st;
    return stat(p, &st) == 0;
}


/* ------------------------------------------------------------------ */
/* Where a module's file is                                            */
/* ------------------------------------------------------------------ */

const Attr *ex_find_path_attr(AttrList attrs) {
    for (uint32_t i = 0; i < attrs.len; i++)
        if (meta_attr_name(&attrs.data[i]) == SYM_path) return &attrs.data[i];
    return NULL;
}

/* A #[path] that is not `= "string"`: rustc's fatal malformed-attribute
 * error (a macro in it cannot be expanded this early). */
static void fatal_malformed_path(ExpandCtx *ex, const Attr *a) {
    const char *form = a->style == ATTR_INNER ? "#![path = \"file\"]" : "#[path = \"file\"]";
    Diag *d = diag_error(ex->dc, DC_NONE, a->span, "malformed `path` attribute input");
    diag_suggest(d, a->span, form, APP_HAS_PLACEHOLDERS, "must be of the form");
    diag_emit(d);
    ex->fatal = true;
}

/* The #[path] of a module as a path relative to `dir`: NULL without
 * one (or after the fatal error for a malformed one: check ex->fatal). */
static char *path_from_attr(ExpandCtx *ex, AttrList attrs, const char *dir) {
    const Attr *a = ex_find_path_attr(attrs);
    if (!a) return NULL;
    Symbol v = meta_attr_value_str(a);
    if (!v || a->is_doc_comment) {
        fatal_malformed_path(ex, a);
        return NULL;
    }
    return path_join(ex->ps->arena, dir, sym_str(v));
}

typedef enum ModPathResult { MP_OK, MP_NOT_FOUND, MP_BOTH, MP_IN_BLOCK, MP_FATAL } ModPathResult;

typedef struct ModPath {
    char *file;           /* MP_OK: the module's file */
    Symbol relative;      /* MP_OK: the ModDir.relative of its children */
    char *default_path;   /* dir/foo.rs (for messages) */
    char *secondary_path; /* dir/foo/mod.rs */
    bool in_block_has_file; /* MP_IN_BLOCK: a file would have been found */
} ModPath;

/* rustc's mod_file_path: the file of `mod name;` declared in `parent`. */
static ModPathResult mod_file_path(ExpandCtx *ex, const Item *it, const ModDir *parent, ModPath *mp) {
    Arena *a = ex->ps->arena;
    memset(mp, 0, sizeof *mp);
    mp->file = path_from_attr(ex, it->attrs, parent->dir);
    if (ex->fatal) return MP_FATAL;
    if (mp->file) return MP_OK; /* a #[path] file is like a mod.rs */

    const char *name = sym_str(it->ident.name);
    Symbol rel = parent->in_block ? 0 : parent->relative;
    const char *prefix = rel ? sym_str(rel) : "";
    const char *sep = rel ? "/" : "";
    mp->default_path = path_join(a, parent->dir, arena_sprintf(a, "%s%s%s.rs", prefix, sep, name));
    mp->secondary_path = path_join(a, parent->dir, arena_sprintf(a, "%s%s%s/mod.rs", prefix, sep, name));
    bool d = file_exists(mp->default_path), s = file_exists(mp->secondary_path);
    if (parent->in_block) {
        mp->in_block_has_file = d || s;
        return MP_IN_BLOCK;
    }
    if (d && s) return MP_BOTH;
    if (!d && !s) return MP_NOT_FOUND;
    mp->file = d ? mp->default_path : mp->secondary_path;
    mp->relative = d ? it->ident.name : 0;
    return MP_OK;
}

/* Emits an error about a module item. One a macro's body produced (its
 * span lies in the macro's definition) gets rustc's backtrace to the
 * call; one from source text or an include!d file does not. */
static void emit_mod_error(ExpandCtx *ex, Diag *d, Span sp) {
    if (ex->hyg && ex->output_expn) {
        const ExpnData *ed = hyg_expn(ex->hyg, ex->output_expn);
        if (!span_is_dummy(ed->def_site) && ed->def_site.lo <= sp.lo && sp.hi <= ed->def_site.hi)
            hyg_macro_backtrace(ex->hyg, d, sp, hyg_apply_mark(ex->hyg, 0, ex->output_expn, TRANSP_SEMI_TRANSPARENT));
    }
    diag_emit(d);
}

static void report_mod_path_error(ExpandCtx *ex, const Item *it, ModPathResult r, const ModPath *mp) {
    const char *name = sym_str(it->ident.name);
    Diag *d = NULL;
    switch (r) {
    case MP_NOT_FOUND:
        d = diag_error(ex->dc, DC_E0583, it->span, "file not found for module `%s`", name);
        diag_help(d, "to create the module `%s`, create file \"%s\" or \"%s\"", name, mp->default_path,
                  mp->secondary_path);
        break;
    case MP_BOTH:
        d = diag_error(ex->dc, DC_E0761, it->span, "file for module `%s` found at both \"%s\" and \"%s\"", name,
                       mp->default_path, mp->secondary_path);
        diag_help(d, "delete or rename one of them to remove the ambiguity");
        break;
    case MP_IN_BLOCK:
        d = diag_error(ex->dc, DC_NONE, it->span,
                       "cannot declare a non-inline module inside a block unless it has a path attribute");
        if (mp->in_block_has_file)
            diag_span_note(d, it->span, "maybe `use` the module `%s` instead of redeclaring it", name);
        break;
    case MP_OK: case MP_FATAL:
        return;
    }
    emit_mod_error(ex, d, it->span);
}

/* ------------------------------------------------------------------ */
/* Module directories                                                  */
/* ------------------------------------------------------------------ */

void expand_root_mod_dir(ExpandCtx *ex, const char *root_file, ModDir *out) {
    memset(out, 0, sizeof *out);
    out->dir = path_parent(ex->ps->arena, root_file);
    ModFile *f = ARENA_NEW(ex->ps->arena, ModFile);
    f->path = arena_strdup(ex->ps->arena, root_file);
    out->files = f;
}

void expand_include_mod_dir(ExpandCtx *ex, const ModDir *at, const char *file, ModDir *out) {
    *out = *at;
    out->dir = path_parent(ex->ps->arena, file);
    out->relative = 0;
    out->in_block = false;
    out->inline_chain = false;
}

void expand_mod_dir_of(ExpandCtx *ex, const Item *it, const ModDir *parent, ModDir *child) {
    Arena *a = ex->ps->arena;
    *child = *parent;
    if (it->mod.inline_) {
        /* rustc: for an inline module the #[path] is its directory. */
        char *p = path_from_attr(ex, it->attrs, parent->dir);
        child->inline_chain = true;
        if (p) {
            child->dir = p;
            child->relative = 0;
            child->in_block = false;
            return;
        }
        if (ex->fatal) return;
        const char *dir = parent->dir;
        if (!parent->in_block && parent->relative) dir = path_join(a, dir, sym_str(parent->relative));
        child->dir = path_join(a, dir, sym_str(it->ident.name));
        child->relative = 0;
        return;
    }
    /* A file module loaded earlier: where its file is, without loading. */
    ModPath mp;
    if (mod_file_path(ex, it, parent, &mp) == MP_OK) {
        child->dir = path_parent(a, mp.file);
        child->relative = mp.relative;
        child->in_block = false;
    } else {
        child->dir = arena_strdup(a, "");
    }
    child->inline_chain = false;
}

/* ------------------------------------------------------------------ */
/* Loading                                                             */
/* ------------------------------------------------------------------ */

/* "circular modules: a.rs -> b.rs -> a.rs" when `file` is being loaded
 * already; the chain runs from its first (outermost) occurrence. */
static bool check_circular(ExpandCtx *ex, const Item *it, const ModDir *parent, const char *file) {
    VEC(const char *) stack = {0};
    for (const ModFile *f = parent->files; f; f = f->up) vec_push(&stack, f->path);
    /* stack is innermost first; rustc searches from the root */
    int64_t pos = -1;
    for (int64_t i = (int64_t)stack.len - 1; i >= 0; i--) {
        if (path_eq(stack.data[i], file)) {
            pos = i;
            break;
        }
    }
    if (pos < 0) {
        vec_free(&stack);
        return false;
    }
    StrBuf msg = {0};
    sb_puts(&msg, "circular modules: ");
    for (int64_t i = pos; i >= 0; i--) {
        sb_puts(&msg, stack.data[i]);
        sb_puts(&msg, " -> ");
    }
    sb_puts(&msg, stack.data[pos]);
    emit_mod_error(ex, diag_error(ex->dc, DC_NONE, it->span, "%s", sb_cstr(&msg)), it->span);
    sb_free(&msg);
    vec_free(&stack);
    return true;
}

/* Reads and parses the file; NULL after a (fatal) error. */
static Crate *load_and_parse(ExpandCtx *ex, const Item *it, const char *file) {
    char *err = NULL;
    /* "-" would be stdin for sm_load_file; a module file named `-` is a
     * file like any other. */
    SourceFile *f = sm_load_file(ex->sm, strcmp(file, "-") == 0 ? "./-" : file, &err);
    if (!f) {
        emit_mod_error(ex, diag_error(ex->dc, DC_NONE, it->span, "couldn't read %s: %s", file, err), it->span);
        free(err);
        ex->fatal = true;
        return NULL;
    }
    if (ex->remap_file_name) {
        const char *shown = ex->remap_file_name(ex->remap_arg, f->name);
        if (shown != f->name) {
            free(f->name);
            f->name = xstrdup(shown);
        }
    }
    if (!utf8_valid((const unsigned char *)f->src, f->len)) {
        emit_mod_error(ex, diag_error(ex->dc, DC_NONE, it->span, "couldn't read %s: stream did not contain valid UTF-8", file),
                       it->span);
        ex->fatal = true;
        return NULL;
    }
    if (ex->deps) expand_deps_add_file(ex->deps, file);
    return parse_file(ex->ps, f);
}

/* The module's inner attributes come after its outer ones (rustc appends
 * them to the item's attributes). */
static void merge_inner_attrs(ExpandCtx *ex, Item *it, AttrList inner) {
    it->mod.inner_attrs = inner;
    if (!inner.len) return;
    AttrList all;
    all.len = it->attrs.len + inner.len;
    all.data = ARENA_ARRAY(ex->ps->arena, Attr, all.len);
    if (it->attrs.len) memcpy(all.data, it->attrs.data, sizeof(Attr) * it->attrs.len);
    memcpy(all.data + it->attrs.len, inner.data, sizeof(Attr) * inner.len);
    it->attrs = all;
}

bool expand_load_mod(ExpandCtx *ex, Item *it, const ModDir *parent, ModDir *child) {
    rcc_assert(it->kind == ITEM_MOD && !it->mod.inline_);
    Arena *a = ex->ps->arena;
    /* After an error: an empty module, its children (none) nowhere. */
    *child = *parent;
    child->dir = arena_strdup(a, "");
    child->inline_chain = false;
    it->mod.loaded = true;
    it->mod.items = (ItemList){0};

    ModPath mp;
    ModPathResult r = mod_file_path(ex, it, parent, &mp);
    if (r != MP_OK) {
        report_mod_path_error(ex, it, r, &mp);
        return false;
    }
    if (check_circular(ex, it, parent, mp.file)) return false;
    Crate *c = load_and_parse(ex, it, mp.file);
    if (!c) return false;
    it->mod.items = c->items;
    it->mod.inner_span = c->span;
    merge_inner_attrs(ex, it, c->attrs);

    child->dir = path_parent(a, mp.file);
    child->relative = mp.relative;
    child->in_block = false;
    ModFile *f = ARENA_NEW(a, ModFile);
    f->path = mp.file;
    f->up = parent->files;
    child->files = f;
    return true;
}
