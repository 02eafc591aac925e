/* test_resolve.c — early name resolution (src/resolve/: resolver.c,
 * graph.c, imports.c, scope.c, diag.c).
 *
 * Each test parses one or more small crates with the real parser and
 * drives resolution with a tiny walker standing in for the expander: items
 * are defined in order (res_define_item / res_define_macro_rules, block
 * modules for fn bodies), item-position macro calls are remembered with
 * their ParentScope (they are not expanded), then imports are resolved to
 * a fixed point and finalized. Checks are made three ways:
 *  - what a path resolves to from a module (a description such as
 *    "fn a::b" or "struct S +1" for one unresolved segment);
 *  - what a remembered macro call resolves to;
 *  - the diagnostics, rendered, against rustc 1.63's wording (checked
 *    against /usr/bin/rustc when these tests were written).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "rcc/resolve.h"

/* ------------------------------------------------------------------ */
/* Fixture                                                             */
/* ------------------------------------------------------------------ */

typedef struct Call {
    const MacCall *mac;
    ParentScope ps;
} Call;

typedef struct T {
    SourceMap sm;
    DiagCtx dc;
    Arena arena;
    ParseSess ps;
    FILE *mem;
    char *diag;
    size_t diaglen;
    Hygiene hyg;
    Resolver *r;
    Crate *crates[8];
    VEC(Call) calls;
    bool pending;         /* count item-position calls as pending */
} T;

static T *t_new(void) {
    T *t = xcalloc(1, sizeof *t);
    sm_init(&t->sm);
    arena_init(&t->arena);
    t->mem = open_memstream(&t->diag, &t->diaglen);
    diag_ctx_init(&t->dc, &t->sm, t->mem);
    parse_sess_init(&t->ps, &t->arena, &t->dc, &t->sm, ED_2021);
    hyg_init(&t->hyg);
    ResolverInit init = {.ps = &t->ps, .hyg = &t->hyg};
    t->r = res_new(&init);
    return t;
}

static void t_free(T *t) {
    res_free(t->r);
    hyg_free(&t->hyg);
    vec_free(&t->calls);
    diag_ctx_free(&t->dc);
    fclose(t->mem);
    free(t->diag);
    arena_free(&t->arena);
    sm_free(&t->sm);
    free(t);
}

static const char *t_diags(T *t) {
    fflush(t->mem);
    return t->diag ? t->diag : "";
}

static bool has_diag(T *t, const char *s) {
    const char *d = t_diags(t);
    if (strstr(d, s)) return true;
    fprintf(stderr, "expected diagnostic containing:\n%s\ngot:\n%s\n", s, d);
    return false;
}

static void no_errors(T *t) {
    if (t->dc.nerrors) fprintf(stderr, "unexpected errors:\n%s\n", t_diags(t));
    assert_int_equal(t->dc.nerrors, 0);
}

/* Parses a crate and adds it to the resolver (local crate first). */
static CrateNum t_crate(T *t, const char *name, const char *src, Edition ed) {
    char *copy = xstrdup(src);
    char *fname = xasprintf("%s.rs", name);
    const SourceFile *f = sm_add_file(&t->sm, fname, copy, (uint32_t)strlen(copy));
    free(fname);
    t->ps.edition = ed;
    Crate *c = parse_file(&t->ps, f);
    assert_int_equal(t->dc.nerrors, 0);
    CrateNum n = res_add_crate(t->r, sym_cstr(name), c, ed);
    t->crates[n] = c;
    return n;
}

static bool item_has_attr(const Item *it, const char *name) {
    Symbol s = sym_cstr(name);
    for (uint32_t i = 0; i < it->attrs.len; i++)
        if (meta_attr_name(&it->attrs.data[i]) == s) return true;
    return false;
}

static void walk_item(T *t, ParentScope *ps, Item *it);

static void walk_block(T *t, const ParentScope *ps, Block *b) {
    if (!b) return;
    bool needs = false;
    for (uint32_t i = 0; i < b->stmts.len; i++)
        if (b->stmts.data[i].kind == STMT_ITEM || b->stmts.data[i].kind == STMT_MAC_CALL) needs = true;
    if (!needs) return;
    ParentScope bps = *ps;
    bps.module = res_block_module(t->r, ps->module, b);
    for (uint32_t i = 0; i < b->stmts.len; i++) {
        Stmt *s = &b->stmts.data[i];
        if (s->kind == STMT_ITEM) walk_item(t, &bps, s->item);
        else if (s->kind == STMT_MAC_CALL) vec_push(&t->calls, (Call){&s->mac.mac, bps});
    }
}

static void walk_items(T *t, ParentScope *ps, ItemList *items) {
    for (uint32_t i = 0; i < items->len; i++) walk_item(t, ps, items->data[i]);
}

static void walk_item(T *t, ParentScope *ps, Item *it) {
    if (it->kind == ITEM_MAC_CALL) {
        vec_push(&t->calls, (Call){&it->mac, *ps});
        if (t->pending) {
            ps->macro_rules = res_invocation_macro_rules_scope(t->r, ps->macro_rules, 1000 + t->calls.len);
            res_note_pending_invocation(t->r, ps->module, +1);
        }
        return;
    }
    if (it->kind == ITEM_MACRO_DEF && it->macro_def.macro_rules) {
        ps->macro_rules = res_define_macro_rules(t->r, ps, it);
        return;
    }
    ModuleId child = 0;
    res_define_item(t->r, ps, it, &child);
    switch (it->kind) {
    case ITEM_MOD: {
        ParentScope cps = *ps;
        cps.module = child;
        walk_items(t, &cps, &it->mod.items);
        if (item_has_attr(it, "macro_use")) ps->macro_rules = cps.macro_rules;
        break;
    }
    case ITEM_FN: walk_block(t, ps, it->fn.body); break;
    case ITEM_IMPL:
    case ITEM_TRAIT: {
        ItemList *l = it->kind == ITEM_IMPL ? &it->impl.items : &it->trait.items;
        for (uint32_t i = 0; i < l->len; i++)
            if (l->data[i]->kind == ITEM_FN) walk_block(t, ps, l->data[i]->fn.body);
        break;
    }
    default: break;
    }
}

/* Defines the crate's items (as the expander would), resolves imports to
 * a fixed point and finalizes them. */
static void t_define(T *t, CrateNum c) {
    ParentScope ps = {.module = res_crate_root(t->r, c), .krate = c};
    walk_items(t, &ps, &t->crates[c]->items);
}

static void t_finish(T *t, CrateNum c) {
    for (int i = 0; i < 100 && res_resolve_imports(t->r); i++) {}
    res_finalize_imports(t->r, c);
    res_crate_done(t->r, c);
}

static void t_resolve(T *t, CrateNum c) {
    t_define(t, c);
    t_finish(t, c);
}

/* A path from text: `a::b`, `::a`, `crate::x`, `$crate::y` (ctxt given). */
static Path mk_path(T *t, const char *text, uint32_t ctxt) {
    Path p = {0};
    PathSegment *segs = ARENA_ARRAY(&t->arena, PathSegment, 16);
    const char *s = text;
    if (!strncmp(s, "::", 2)) {
        segs[p.nsegs++].ident = (Ident){.name = SYM_PathRoot, .ctxt = ctxt};
        s += 2;
    }
    while (*s) {
        const char *e = strstr(s, "::");
        size_t n = e ? (size_t)(e - s) : strlen(s);
        segs[p.nsegs].ident = (Ident){.name = sym_intern(s, n), .ctxt = ctxt};
        segs[p.nsegs].id = (NodeId){0};
        p.nsegs++;
        s += n;
        if (e) s += 2;
    }
    p.segs = segs;
    return p;
}

/* The path of a definition: `a::b::f` (the crate root's name left out). */
static void def_path(T *t, DefId d, StrBuf *sb) {
    const DefData *dd = res_def(t->r, d);
    if (!dd || !dd->parent.i) return;
    const DefData *pd = res_def(t->r, dd->parent);
    if (pd && pd->parent.i) {
        def_path(t, dd->parent, sb);
        sb_puts(sb, "::");
    }
    sb_puts(sb, dd->name ? sym_str(dd->name) : "{impl}");
}

static char res_buf[512];

static const char *describe(T *t, Res res, uint32_t unresolved) {
    StrBuf sb = {0};
    switch (res.kind) {
    case RES_ERR: sb_puts(&sb, "ERR"); break;
    case RES_PRIM_TY: sb_printf(&sb, "prim %d", res.prim); break;
    case RES_TOOL_MOD: sb_puts(&sb, "tool module"); break;
    case RES_NON_MACRO_ATTR: sb_puts(&sb, "builtin attr"); break;
    case RES_DEF: {
        const DefData *d = res_def(t->r, res.def);
        sb_printf(&sb, "%s ", res_def_descr(t->r, res.def));
        if (!d->parent.i) {
            sb_puts(&sb, sym_str(d->name));
        } else {
            if (d->krate != LOCAL_CRATE) sb_printf(&sb, "%s::", sym_str(res_crate_name(t->r, d->krate)));
            def_path(t, res.def, &sb);
        }
        break;
    }
    default: sb_printf(&sb, "res%d", res.kind); break;
    }
    if (unresolved) sb_printf(&sb, " +%u", unresolved);
    snprintf(res_buf, sizeof res_buf, "%s", sb_cstr(&sb));
    sb_free(&sb);
    return res_buf;
}

/* The module named by a path from the crate root ("" for the root). */
static ModuleId t_module(T *t, CrateNum c, const char *mod) {
    ModuleId root = res_crate_root(t->r, c);
    if (!*mod) return root;
    Path p = mk_path(t, mod, 0);
    PartialRes pr;
    Determinacy d = res_resolve_path(t->r, root, &p, NS_TYPE, false, &pr);
    assert_int_equal(d, DET_OK);
    ModuleId m = res_module_of_def(t->r, pr.base.def);
    assert_true(m != 0);
    return m;
}

static const char *t_path_in(T *t, CrateNum c, const char *mod, const char *path, Namespace ns) {
    Path p = mk_path(t, path, 0);
    PartialRes pr;
    Determinacy d = res_resolve_path(t->r, t_module(t, c, mod), &p, ns, false, &pr);
    if (d != DET_OK) return "ERR";
    return describe(t, pr.base, pr.unresolved);
}

static const char *t_path(T *t, const char *mod, const char *path, Namespace ns) {
    return t_path_in(t, LOCAL_CRATE, mod, path, ns);
}

static const char *t_ident(T *t, const char *mod, const char *name, Namespace ns) {
    Res res;
    Determinacy d = res_resolve_ident_in_lexical_scope(t->r, t_module(t, LOCAL_CRATE, mod),
                                                       (Ident){.name = sym_cstr(name)}, ns, &res);
    if (d != DET_OK) return "ERR";
    return describe(t, res, 0);
}

/* The i-th remembered macro call, resolved as a bang macro. */
static const char *t_call(T *t, uint32_t i, bool force) {
    assert_true(i < t->calls.len);
    Res res;
    Determinacy d = res_resolve_macro_path(t->r, &t->calls.data[i].ps, &t->calls.data[i].mac->path, MACRO_BANG, force,
                                           &res);
    if (d == DET_UNDETERMINED) return "UNDET";
    if (d != DET_OK) return "ERR";
    return describe(t, res, 0);
}

/* ------------------------------------------------------------------ */
/* Definitions                                                         */
/* ------------------------------------------------------------------ */

static void test_items(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "mod a { pub fn f() {} pub mod b { pub const C: u8 = 0; pub static S: u8 = 0; } }\n"
            "struct U; struct Tup(u8); struct Named { x: u8 }\n"
            "type Alias = u8; union Un { a: u8 } trait Tr {} fn main() {}\n",
            ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "a::f", NS_VALUE), "function a::f");
    assert_string_equal(t_path(t, "", "a::b::C", NS_VALUE), "constant a::b::C");
    assert_string_equal(t_path(t, "", "a::b::S", NS_VALUE), "static a::b::S");
    assert_string_equal(t_path(t, "", "a::b", NS_TYPE), "module a::b");
    assert_string_equal(t_path(t, "", "U", NS_TYPE), "struct U");
    assert_string_equal(t_path(t, "", "U", NS_VALUE), "unit struct U::U");
    assert_string_equal(t_path(t, "", "Tup", NS_VALUE), "tuple struct Tup::Tup");
    assert_string_equal(t_path(t, "", "Named", NS_VALUE), "ERR");
    assert_string_equal(t_path(t, "", "Alias", NS_TYPE), "type alias Alias");
    assert_string_equal(t_path(t, "", "Un", NS_TYPE), "union Un");
    assert_string_equal(t_path(t, "", "Tr", NS_TYPE), "trait Tr");
    assert_string_equal(t_path(t, "", "main", NS_VALUE), "function main");
    t_free(t);
}

static void test_def_of_node(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "struct S<'a, T, const N: usize> { f: &'a T }\nenum E { A(u8), B { x: u8 }, C }\n"
                    "impl S<'static, u8, 1> { fn m<U>(&self) {} type X = u8; }\n", ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    Item *s = t->crates[0]->items.data[0];
    DefId sd = res_def_of_node(t->r, s->id);
    assert_int_equal(res_def(t->r, sd)->kind, DEF_STRUCT);
    GenericParamList *gp = &s->struct_.generics.params;
    assert_int_equal(res_def(t->r, res_def_of_node(t->r, gp->data[0].id))->kind, DEF_LIFETIME_PARAM);
    assert_int_equal(res_def(t->r, res_def_of_node(t->r, gp->data[1].id))->kind, DEF_TY_PARAM);
    assert_int_equal(res_def(t->r, res_def_of_node(t->r, gp->data[2].id))->kind, DEF_CONST_PARAM);
    assert_int_equal(res_def(t->r, res_def_of_node(t->r, gp->data[1].id))->parent.i, sd.i);
    FieldDef *f = &s->struct_.data.fields.data[0];
    assert_int_equal(res_def(t->r, res_def_of_node(t->r, f->id))->kind, DEF_FIELD);
    Item *e = t->crates[0]->items.data[1];
    Variant *va = &e->enum_.variants.data[0];
    DefId ctor = res_def_of_node(t->r, va->data.ctor_id);
    assert_int_equal(res_def(t->r, ctor)->kind, DEF_CTOR);
    assert_int_equal(res_def(t->r, ctor)->ctor_of, CTOR_OF_VARIANT);
    assert_int_equal(res_def(t->r, ctor)->ctor_kind, CTOR_FN);
    assert_string_equal(res_def_descr(t->r, ctor), "tuple variant");
    Item *im = t->crates[0]->items.data[2];
    DefId imd = res_def_of_node(t->r, im->id);
    assert_int_equal(res_def(t->r, imd)->kind, DEF_IMPL);
    Item *m = im->impl.items.data[0];
    assert_int_equal(res_def(t->r, res_def_of_node(t->r, m->id))->kind, DEF_ASSOC_FN);
    assert_int_equal(res_def(t->r, res_def_of_node(t->r, m->fn.generics.params.data[0].id))->kind, DEF_TY_PARAM);
    assert_int_equal(res_def(t->r, res_def_of_node(t->r, im->impl.items.data[1]->id))->kind, DEF_ASSOC_TY);
    /* the crate root */
    assert_int_equal(res_module_def(t->r, res_crate_root(t->r, 0)).i, res_def_of_node(t->r, t->crates[0]->id).i);
    t_free(t);
}

static void test_enum_variants(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "enum E { A, B(u8), C { x: u8 } }\n", ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "E::A", NS_VALUE), "unit variant E::A::A");
    assert_string_equal(t_path(t, "", "E::B", NS_VALUE), "tuple variant E::B::B");
    assert_string_equal(t_path(t, "", "E::C", NS_TYPE), "variant E::C");
    assert_string_equal(t_path(t, "", "E::C", NS_VALUE), "variant E::C");
    /* Not a variant: type-relative (an inherent associated item). */
    assert_string_equal(t_path(t, "", "E::new", NS_VALUE), "enum E +1");
    t_free(t);
}

static void test_trait_items(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "trait Tr { type X; const K: u8; fn f(&self); }\n", ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "Tr::f", NS_VALUE), "associated function Tr::f");
    assert_string_equal(t_path(t, "", "Tr::K", NS_VALUE), "associated constant Tr::K");
    assert_string_equal(t_path(t, "", "Tr::X", NS_TYPE), "associated type Tr::X");
    t_free(t);
}

static void test_type_relative(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "struct S; type A = S; mod m { pub struct V; }\n", ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "S::new", NS_VALUE), "struct S +1");
    assert_string_equal(t_path(t, "", "A::new::x", NS_VALUE), "type alias A +2");
    assert_string_equal(t_path(t, "", "m::V::C", NS_VALUE), "struct m::V +1");
    assert_string_equal(t_path(t, "", "u8::MAX", NS_VALUE), "prim 9 +1");
    t_free(t);
}

static void test_duplicate_definitions(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "struct D; struct D;\nfn f() {}\nfn f() {}\nmod m {}\nenum m {}\n", ED_2021);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0428]: the name `D` is defined multiple times\n"
                            " --> t.rs:1:11\n"
                            "  |\n"
                            "1 | struct D; struct D;\n"
                            "  | --------- ^^^^^^^^^ `D` redefined here\n"
                            "  | |\n"
                            "  | previous definition of the type `D` here\n"
                            "  |\n"
                            "  = note: `D` must be defined only once in the type namespace of this module\n"));
    assert_true(has_diag(t, "previous definition of the value `f` here"));
    assert_true(has_diag(t, "previous definition of the module `m` here"));
    /* a unit struct's constructor conflicts too, but is reported once */
    assert_int_equal(t->dc.nerrors, 3);
    t_free(t);
}

static void test_underscore_consts(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "const _: () = (); const _: () = ();\nmod a { pub trait Tr {} }\nuse a::Tr as _; use a::Tr as _;\n",
            ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "Tr", NS_TYPE), "ERR");
    t_free(t);
}

static void test_block_items(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "fn outer() { struct Inner; fn helper() {} }\nstruct Top;\n", ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    Item *f = t->crates[0]->items.data[0];
    ModuleId bm = res_module_of_block(t->r, f->fn.body->id);
    assert_true(bm != 0);
    assert_int_equal(res_module_def(t->r, bm).i, 0);
    Res res;
    assert_int_equal(res_resolve_ident_in_lexical_scope(t->r, bm, (Ident){.name = sym_cstr("Inner")}, NS_TYPE, &res),
                     DET_OK);
    assert_string_equal(describe(t, res, 0), "struct outer::Inner");
    /* outer items are visible from the block */
    assert_int_equal(res_resolve_ident_in_lexical_scope(t->r, bm, (Ident){.name = sym_cstr("Top")}, NS_TYPE, &res),
                     DET_OK);
    /* and the block's are not from outside */
    assert_string_equal(t_ident(t, "", "Inner", NS_TYPE), "ERR");
    /* items in bodies get their owning item as parent */
    Item *inner = f->fn.body->stmts.data[0].item;
    assert_int_equal(res_def(t->r, res_def_of_node(t->r, inner->id))->parent.i, res_def_of_node(t->r, f->id).i);
    t_free(t);
}

/* ------------------------------------------------------------------ */
/* Imports                                                             */
/* ------------------------------------------------------------------ */

static void test_single_imports(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "mod a { pub fn f() {} pub struct S; pub mod b { pub fn g() {} } }\n"
            "use a::f; use a::S as T; use a::b::{self, g as h};\n",
            ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "f", NS_VALUE), "function a::f");
    assert_string_equal(t_path(t, "", "T", NS_TYPE), "struct a::S");
    assert_string_equal(t_path(t, "", "T", NS_VALUE), "unit struct a::S::S");
    assert_string_equal(t_path(t, "", "S", NS_TYPE), "ERR");
    assert_string_equal(t_path(t, "", "b::g", NS_VALUE), "function a::b::g");
    assert_string_equal(t_path(t, "", "h", NS_VALUE), "function a::b::g");
    /* `self` in a list imports the type namespace only */
    assert_string_equal(t_ident(t, "", "b", NS_VALUE), "ERR");
    t_free(t);
}

static void test_nested_trees(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "mod a { pub mod b { pub fn c() {} pub fn d() {} } pub fn e() {} }\n"
            "use a::{b::{c, d}, e};\nuse a::b::{};\n",
            ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "c", NS_VALUE), "function a::b::c");
    assert_string_equal(t_path(t, "", "d", NS_VALUE), "function a::b::d");
    assert_string_equal(t_path(t, "", "e", NS_VALUE), "function a::e");
    t_free(t);
}

static void test_import_order_independent(void **state) {
    (void)state;
    T *t = t_new();
    /* Imports that depend on imports defined later in the file. */
    t_crate(t, "t",
            "use c::X;\nmod c { pub use super::b::X; }\nmod b { pub use crate::a::X; }\nmod a { pub struct X; }\n",
            ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "X", NS_TYPE), "struct a::X");
    assert_string_equal(t_path(t, "", "c::X", NS_TYPE), "struct a::X");
    t_free(t);
}

static void test_glob_imports(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "mod a { pub fn f() {} pub struct S; fn private() {} pub(crate) fn pc() {} }\nuse a::*;\n"
            "enum E { V1, V2(u8) }\nuse E::*;\n",
            ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "f", NS_VALUE), "function a::f");
    assert_string_equal(t_path(t, "", "S", NS_TYPE), "struct a::S");
    assert_string_equal(t_path(t, "", "pc", NS_VALUE), "function a::pc");
    assert_string_equal(t_path(t, "", "private", NS_VALUE), "ERR");
    assert_string_equal(t_path(t, "", "V1", NS_VALUE), "unit variant E::V1::V1");
    assert_string_equal(t_path(t, "", "V2", NS_VALUE), "tuple variant E::V2::V2");
    t_free(t);
}

static void test_glob_shadowed_by_items_and_singles(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "mod a { pub fn f() {} pub fn g() {} }\nmod b { pub fn g() {} }\n"
            "use a::*;\nfn f() {}\nuse b::g;\n",
            ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "f", NS_VALUE), "function f");
    assert_string_equal(t_path(t, "", "g", NS_VALUE), "function b::g");
    t_free(t);
}

static void test_glob_vs_glob_ambiguity(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "mod a { pub struct X; pub struct Same; pub fn only_a() {} }\nmod b { pub struct X; pub use super::a::Same; }\n"
            "mod c { pub use crate::a::*; pub use crate::b::*; }\n"
            "use c::Same; use c::only_a;\n",
            ED_2021);
    t_resolve(t, 0);
    res_report_errors(t->r);
    /* Unused, an ambiguous name is not an error; the same item twice is
     * no ambiguity. */
    no_errors(t);
    assert_string_equal(t_path(t, "", "Same", NS_TYPE), "struct a::Same");
    /* Used: E0659. */
    Path p = mk_path(t, "c::X", 0);
    PartialRes pr;
    res_resolve_path(t->r, res_crate_root(t->r, 0), &p, NS_TYPE, true, &pr);
    res_report_errors(t->r);
    assert_true(has_diag(t, "error[E0659]: `X` is ambiguous"));
    assert_true(has_diag(t, "= note: ambiguous because of multiple glob imports of a name in the same module\n"));
    assert_true(has_diag(t, "note: `X` could refer to the struct imported here\n"));
    assert_true(has_diag(t, "note: `X` could also refer to the struct imported here\n"));
    assert_true(has_diag(t, "= help: consider adding an explicit import of `X` to disambiguate"));
    t_free(t);
}

static void test_glob_ambiguity_in_import(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "mod a { pub struct X; }\nmod b { pub struct X; }\n"
            "mod c { pub use crate::a::*; pub use crate::b::*; }\nuse c::X;\n",
            ED_2018);
    t_resolve(t, 0);
    res_report_errors(t->r);
    /* rustc reports it for both namespaces of the unit struct */
    assert_true(has_diag(t, "error[E0659]: `X` is ambiguous\n"
                            " --> t.rs:4:8\n"
                            "  |\n"
                            "4 | use c::X;\n"
                            "  |        ^ ambiguous name\n"));
    assert_true(has_diag(t, "note: `X` could refer to the unit struct imported here\n"
                            " --> t.rs:3:17\n"));
    assert_int_equal(t->dc.nerrors, 2);
    t_free(t);
}

static void test_glob_ambiguity_lexical_use(void **state) {
    (void)state;
    T *t = t_new();
    /* rustc's rfc-1560-warning-cycle: two globs bring different `Foo`s
     * into `baz`; a use of `Foo` there is E0659 */
    t_crate(t, "t", "pub struct Foo;\nmod bar {\n    struct Foo;\n    pub mod baz {\n        use *;\n        use bar::*;\n    }\n}\n",
            ED_2015);
    t_resolve(t, 0);
    no_errors(t);
    Res res;
    assert_int_equal(res_resolve_ident_in_lexical_scope(t->r, t_module(t, 0, "bar::baz"),
                                                        (Ident){.name = sym_cstr("Foo")}, NS_TYPE, &res),
                     DET_OK);
    res_report_errors(t->r);
    assert_true(has_diag(t, "error[E0659]: `Foo` is ambiguous\n"));
    assert_true(has_diag(t, "note: `Foo` could refer to the struct imported here\n"
                            " --> t.rs:5:13\n"
                            "  |\n"
                            "5 |         use *;\n"
                            "  |             ^\n"
                            "  = help: consider adding an explicit import of `Foo` to disambiguate\n"
                            "note: `Foo` could also refer to the struct imported here\n"
                            " --> t.rs:6:13\n"));
    t_free(t);
}

static void test_glob_cycle(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "mod a { pub use super::b::*; pub struct X; }\nmod b { pub use super::a::*; pub struct Y; }\n"
            "mod c { pub use self::c2::*; pub mod c2 { pub use super::*; pub fn z() {} } }\n",
            ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "a::Y", NS_TYPE), "struct b::Y");
    assert_string_equal(t_path(t, "", "b::X", NS_TYPE), "struct a::X");
    assert_string_equal(t_path(t, "", "a::a::Nope", NS_TYPE), "ERR");
    assert_string_equal(t_path(t, "", "a::Nope", NS_TYPE), "ERR");
    assert_string_equal(t_path(t, "", "c::c2::c2::z", NS_VALUE), "function c::c2::z");
    t_free(t);
}

static void test_reexports(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "mod outer { pub use self::inner::Thing; pub use self::inner::*; mod inner { pub struct Thing; pub fn other() {} } }\n"
            "use outer::Thing;\nuse outer::other;\n",
            ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "Thing", NS_TYPE), "struct outer::inner::Thing");
    assert_string_equal(t_path(t, "", "other", NS_VALUE), "function outer::inner::other");
    /* the private module itself is not reachable */
    assert_string_equal(t_path(t, "", "outer::inner::Thing", NS_TYPE), "ERR");
    t_free(t);
}

static void test_private_reexport(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod d { fn g() {} pub use self::g as g2; struct H; pub use self::H as HH; mod m {} pub use self::m as mm; }\n",
            ED_2018);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0364]: `g` is private, and cannot be re-exported\n"));
    assert_true(has_diag(t, "note: consider marking `g` as `pub` in the imported module\n"));
    assert_true(has_diag(t, "error[E0364]: `H` is private, and cannot be re-exported\n"));
    assert_true(has_diag(t, "error[E0365]: `m` is private, and cannot be re-exported\n"));
    assert_true(has_diag(t, "re-export of private `m`"));
    assert_true(has_diag(t, "= note: consider declaring type or module `m` with `pub`"));
    t_free(t);
}

static void test_privacy_error(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub fn b() {} struct P; }\nuse a::P;\n", ED_2018);
    t_resolve(t, 0);
    res_report_errors(t->r);
    assert_true(has_diag(t, "error[E0603]: struct `P` is private\n"
                            " --> t.rs:2:8\n"
                            "  |\n"
                            "2 | use a::P;\n"
                            "  |        ^ private struct\n"
                            "  |\n"
                            "note: the struct `P` is defined here\n"
                            " --> t.rs:1:23\n"));
    assert_int_equal(t->dc.nerrors, 1);
    t_free(t);
}

static void test_privacy_through_import(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { use self::b::S; mod b { pub struct S; } }\nfn f() {}\n", ED_2018);
    t_resolve(t, 0);
    no_errors(t);
    Path p = mk_path(t, "a::S", 0);
    PartialRes pr;
    res_resolve_path(t->r, res_crate_root(t->r, 0), &p, NS_TYPE, true, &pr);
    res_report_errors(t->r);
    assert_true(has_diag(t, "error[E0603]: struct import `S` is private"));
    assert_true(has_diag(t, "note: the struct import `S` is defined here..."));
    assert_true(has_diag(t, "note: ...and refers to the struct `S` which is defined here"));
    t_free(t);
}

static void test_visibilities(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "mod a { pub(crate) fn pc() {} pub(super) fn ps() {} pub(self) fn pself() {}\n"
            "  pub mod b { pub(in crate::a) fn pin() {} pub(super) fn up() {} } fn use_it() { } }\n"
            "use a::pc; use a::ps;\n",
            ED_2018);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "pc", NS_VALUE), "function a::pc");
    assert_string_equal(t_path(t, "", "a::pself", NS_VALUE), "ERR");
    assert_string_equal(t_path(t, "a", "b::pin", NS_VALUE), "function a::b::pin");
    assert_string_equal(t_path(t, "a", "b::up", NS_VALUE), "function a::b::up");
    assert_string_equal(t_path(t, "", "a::b::pin", NS_VALUE), "ERR");
    assert_string_equal(t_path(t, "", "a::b::up", NS_VALUE), "ERR");
    t_free(t);
}

static void test_visibility_errors(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a {}\nmod e { pub(in crate::a) fn z() {} }\nmod f { pub(in a) fn y() {} }\nstruct S;\nmod g { pub(in crate::S) fn w() {} }\n",
            ED_2018);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0742]: visibilities can only be restricted to ancestor modules\n"
                            " --> t.rs:2:16\n"));
    assert_true(has_diag(t, "error: relative paths are not supported in visibilities in 2018 edition or later\n"));
    assert_true(has_diag(t, "error[E0577]: expected module, found struct `crate::S`"));
    t_free(t);
}

static void test_self_import_errors(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub mod b {} }\nuse a::{self, self};\nuse self;\nuse a::b::self;\nuse {self};\n", ED_2018);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0430]: `self` import can only appear once in an import list\n"
                            " --> t.rs:2:9\n"
                            "  |\n"
                            "2 | use a::{self, self};\n"
                            "  |         ^^^^  ---- another `self` import appears here\n"
                            "  |         |\n"
                            "  |         can only appear once in an import list\n"));
    assert_true(has_diag(t, "error[E0429]: `self` imports are only allowed within a { } list\n"
                            " --> t.rs:3:5\n"));
    assert_true(has_diag(t, "error[E0429]: `self` imports are only allowed within a { } list\n"
                            " --> t.rs:4:9\n"
                            "  |\n"
                            "4 | use a::b::self;\n"
                            "  |         ^^^^^^\n"
                            "  |\n"
                            "help: consider importing the module directly\n"));
    assert_true(has_diag(t, "help: alternatively, use the multi-path `use` syntax to import `self`\n"));
    assert_true(has_diag(t, "error[E0431]: `self` import can only appear in an import list with a non-empty prefix\n"));
    t_free(t);
}

static void test_import_conflicts(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub fn b() {} pub struct S; }\nuse a::S; use a::S;\nfn b() {}\nuse a::b;\n", ED_2018);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0252]: the name `S` is defined multiple times\n"
                            " --> t.rs:2:15\n"
                            "  |\n"
                            "2 | use a::S; use a::S;\n"
                            "  |     ----      ^^^^ `S` reimported here\n"
                            "  |     |\n"
                            "  |     previous import of the type `S` here\n"));
    assert_true(has_diag(t, "error[E0255]: the name `b` is defined multiple times\n"
                            " --> t.rs:4:5\n"));
    assert_true(has_diag(t, "previous definition of the value `b` here"));
    assert_true(has_diag(t, "help: you can use `as` to change the binding name of the import\n"));
    assert_true(has_diag(t, "4 | use a::b as other_b;\n"));
    t_free(t);
}

static void test_unresolved_imports(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub fn b() {} }\nuse a::c;\nuse nonexist::x;\nuse a::{d, e};\n", ED_2018);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0432]: unresolved import `a::c`\n"
                            " --> t.rs:2:5\n"
                            "  |\n"
                            "2 | use a::c;\n"
                            "  |     ^^^-\n"
                            "  |     |  |\n"
                            "  |     |  help: a similar name exists in the module: `b`\n"
                            "  |     no `c` in `a`\n"));
    assert_true(has_diag(t, "error[E0432]: unresolved import `nonexist`\n"
                            " --> t.rs:3:5\n"
                            "  |\n"
                            "3 | use nonexist::x;\n"
                            "  |     ^^^^^^^^ use of undeclared crate or module `nonexist`\n"));
    assert_true(has_diag(t, "error[E0432]: unresolved imports `a::d`, `a::e`\n"));
    assert_int_equal(t->dc.nerrors, 3);
    t_free(t);
}

static void test_unresolved_import_2015(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "use nonexist::x;\nmod m { use super::nothere::y; }\n", ED_2015);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0432]: unresolved import `nonexist`\n"));
    assert_true(has_diag(t, "maybe a missing crate `nonexist`?"));
    assert_true(has_diag(t, "= help: consider adding `extern crate nonexist` to use the `nonexist` crate"));
    assert_true(has_diag(t, "error[E0432]: unresolved import `super::nothere`\n"));
    assert_true(has_diag(t, "^^^^^^^ maybe a missing crate `nothere`?"));
    t_free(t);
}

static void test_failed_to_resolve(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub fn f() {} }\nuse a::f::g;\nuse a::zz::g2;\n", ED_2018);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0432]: unresolved import `a::f`\n"));
    assert_true(has_diag(t, "^ expected type, found function `f` in `a`"));
    assert_true(has_diag(t, "error[E0432]: unresolved import `a::zz`\n"));
    assert_true(has_diag(t, "could not find `zz` in `a`"));
    /* failures in a module segment of a non-import path: E0433 */
    Path p = mk_path(t, "super::super::x", 0);
    PartialRes pr;
    assert_int_equal(res_resolve_path(t->r, res_crate_root(t->r, 0), &p, NS_VALUE, true, &pr), DET_ERROR);
    assert_true(has_diag(t, "error[E0433]: failed to resolve: there are too many leading `super` keywords\n"));
    Path q = mk_path(t, "nope::x", 0);
    assert_int_equal(res_resolve_path(t->r, res_crate_root(t->r, 0), &q, NS_VALUE, true, &pr), DET_ERROR);
    assert_true(has_diag(t, "error[E0433]: failed to resolve: use of undeclared crate or module `nope`\n"));
    Path q2 = mk_path(t, "Nope::x", 0);
    res_resolve_path(t->r, res_crate_root(t->r, 0), &q2, NS_VALUE, true, &pr);
    assert_true(has_diag(t, "error[E0433]: failed to resolve: use of undeclared type `Nope`\n"));
    /* the last segment failing is late resolution's to report */
    unsigned before = t->dc.nerrors;
    Path q3 = mk_path(t, "a::nothere", 0);
    assert_int_equal(res_resolve_path(t->r, res_crate_root(t->r, 0), &q3, NS_VALUE, true, &pr), DET_ERROR);
    assert_int_equal(t->dc.nerrors, before);
    t_free(t);
}

static void test_similar_module_suggestion(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod module_a { pub fn f() {} }\nfn g() {}\n", ED_2018);
    t_resolve(t, 0);
    Path p = mk_path(t, "module_b::f", 0);
    PartialRes pr;
    res_resolve_path(t->r, res_crate_root(t->r, 0), &p, NS_VALUE, true, &pr);
    /* (the test's path has no spans, so the suggestion shows no code) */
    assert_true(has_diag(t, "help: there is a crate or module with a similar name"));
    t_free(t);
}

/* ------------------------------------------------------------------ */
/* Paths: editions and special segments                                */
/* ------------------------------------------------------------------ */

static void test_2015_crate_relative(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub fn f() {} }\nmod m { use a::f; mod a {} pub fn g() { } }\n", ED_2015);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "m", "f", NS_VALUE), "function a::f");
    /* `::a` is the crate root in 2015 */
    assert_string_equal(t_path(t, "m", "::a::f", NS_VALUE), "function a::f");
    t_free(t);
}

static void test_2018_uniform_paths(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub fn f() {} }\nmod m { use a::f; mod a { pub fn f() {} } }\n", ED_2018);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "m", "f", NS_VALUE), "function m::a::f");
    t_free(t);
}

static void test_self_super_crate(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "fn top() {}\nmod a { fn here() {} pub mod b { pub fn deep() {} } }\n", ED_2018);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "a::b", "super::here", NS_VALUE), "function a::here");
    assert_string_equal(t_path(t, "a::b", "super::super::top", NS_VALUE), "function top");
    assert_string_equal(t_path(t, "a::b", "crate::top", NS_VALUE), "function top");
    assert_string_equal(t_path(t, "a", "self::b::deep", NS_VALUE), "function a::b::deep");
    assert_string_equal(t_path(t, "a", "self", NS_TYPE), "module a");
    assert_string_equal(t_path(t, "a", "crate", NS_TYPE), "module t");
    assert_string_equal(t_path(t, "a", "b::super::here", NS_VALUE), "ERR");
    t_free(t);
}

static void test_extern_crates(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t",
                             "extern crate dep;\nextern crate dep as renamed;\nextern crate self as me;\n"
                             "use dep::Thing;\nfn f() {}\n",
                             ED_2018);
    CrateNum dep = t_crate(t, "dep", "pub struct Thing; pub mod inner { pub fn g() {} }\n", ED_2018);
    t_resolve(t, dep);
    t_resolve(t, local);
    no_errors(t);
    assert_string_equal(t_path(t, "", "Thing", NS_TYPE), "struct dep::Thing");
    assert_string_equal(t_path(t, "", "renamed::inner::g", NS_VALUE), "function dep::inner::g");
    assert_string_equal(t_path(t, "", "me::f", NS_VALUE), "function f");
    /* `extern crate` at the root adds to the extern prelude: `::dep` */
    assert_string_equal(t_path(t, "", "::dep::inner::g", NS_VALUE), "function dep::inner::g");
    assert_string_equal(t_path(t, "", "::renamed::Thing", NS_TYPE), "struct dep::Thing");
    t_free(t);
}

static void test_extern_crate_errors(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "extern crate nothere;\nextern crate self;\n", ED_2018);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0463]: can't find crate for `nothere`\n"
                            " --> t.rs:1:1\n"
                            "  |\n"
                            "1 | extern crate nothere;\n"
                            "  | ^^^^^^^^^^^^^^^^^^^^^ can't find crate\n"));
    assert_true(has_diag(t, "error: `extern crate self;` requires renaming\n"));
    assert_true(has_diag(t, "help: rename the `self` crate to be able to import it\n"));
    t_free(t);
}

static void test_extern_crate_conflict(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t", "extern crate dep;\nmod dep {}\nmod x { pub struct dep; }\n", ED_2018);
    CrateNum dep = t_crate(t, "dep", "pub struct S;\n", ED_2018);
    t_resolve(t, dep);
    t_resolve(t, local);
    assert_true(has_diag(t, "error[E0260]: the name `dep` is defined multiple times\n"));
    assert_true(has_diag(t, "previous import of the extern crate `dep` here"));
    t_free(t);
}

static void test_extern_prelude(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t", "use dep::S;\nmod m { pub fn f() { } }\n", ED_2018);
    CrateNum dep = t_crate(t, "dep", "pub struct S;\npub mod deep { pub fn g() {} }\n", ED_2018);
    t_resolve(t, dep);
    res_add_extern_prelude(t->r, sym_cstr("dep"), dep);
    t_resolve(t, local);
    no_errors(t);
    assert_string_equal(t_path(t, "", "S", NS_TYPE), "struct dep::S");
    assert_string_equal(t_path(t, "m", "dep::deep::g", NS_VALUE), "function dep::deep::g");
    assert_string_equal(t_path(t, "m", "::dep::deep::g", NS_VALUE), "function dep::deep::g");
    assert_string_equal(t_ident(t, "m", "dep", NS_TYPE), "crate dep");
    t_free(t);
}

static void test_implicit_core_prelude_entry(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t", "#![no_std]\nuse core::marker::Copy;\n", ED_2018);
    CrateNum core = t_crate(t, "core", "#![no_core]\npub mod marker { pub trait Copy {} }\n", ED_2018);
    t_resolve(t, core);
    t_resolve(t, local);
    no_errors(t);
    assert_string_equal(t_path(t, "", "Copy", NS_TYPE), "trait core::marker::Copy");
    t_free(t);
}

static void test_dollar_crate(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t", "fn local_fn() {}\n", ED_2018);
    CrateNum dep = t_crate(t, "dep", "pub mod rt { pub fn helper() {} }\n", ED_2018);
    t_resolve(t, dep);
    t_resolve(t, local);
    /* tokens from a macro defined in `dep` */
    ExpnData ed = {.kind = EXPN_MACRO_BANG, .def_crate = dep, .edition = ED_2018};
    uint32_t e = hyg_new_expn(&t->hyg, &ed);
    uint32_t ctxt = hyg_apply_mark(&t->hyg, 0, e, TRANSP_SEMI_TRANSPARENT);
    Path p = mk_path(t, "$crate::rt::helper", ctxt);
    PartialRes pr;
    assert_int_equal(res_resolve_path(t->r, res_crate_root(t->r, local), &p, NS_VALUE, false, &pr), DET_OK);
    assert_string_equal(describe(t, pr.base, 0), "function dep::rt::helper");
    /* without a mark, `$crate` is the current crate */
    Path q = mk_path(t, "$crate::local_fn", 0);
    assert_int_equal(res_resolve_path(t->r, res_crate_root(t->r, local), &q, NS_VALUE, false, &pr), DET_OK);
    assert_string_equal(describe(t, pr.base, 0), "function local_fn");
    t_free(t);
}

static void test_macro2_def_site_hygiene(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "fn helper() {}\nfn only_root() {}\nmod a { fn helper() {} pub fn call() {} }\n", ED_2021);
    t_resolve(t, 0);
    no_errors(t);
    /* names from the body of a `macro` defined in `a`, expanded at the
     * root: opaque marks make them resolve at the definition site */
    ExpnData ed = {.kind = EXPN_MACRO_BANG, .def_crate = 0, .def_module = t_module(t, 0, "a"), .edition = ED_2021};
    uint32_t e = hyg_new_expn(&t->hyg, &ed);
    uint32_t ctxt = hyg_apply_mark(&t->hyg, 0, e, TRANSP_OPAQUE);
    ModuleId root = res_crate_root(t->r, 0);
    Res res;
    assert_int_equal(res_resolve_ident_in_lexical_scope(t->r, root, (Ident){.name = sym_cstr("helper"), .ctxt = ctxt},
                                                        NS_VALUE, &res), DET_OK);
    assert_string_equal(describe(t, res, 0), "function a::helper");
    /* an item of the call site is not in scope for def-site names */
    assert_int_equal(res_resolve_ident_in_lexical_scope(t->r, root,
                                                        (Ident){.name = sym_cstr("only_root"), .ctxt = ctxt}, NS_VALUE,
                                                        &res), DET_ERROR);
    /* semi-transparent (macro_rules) marks do not hide items */
    uint32_t semi = hyg_apply_mark(&t->hyg, 0, e, TRANSP_SEMI_TRANSPARENT);
    assert_int_equal(res_resolve_ident_in_lexical_scope(t->r, root,
                                                        (Ident){.name = sym_cstr("only_root"), .ctxt = semi}, NS_VALUE,
                                                        &res), DET_OK);
    /* (`a` itself is not in scope inside `a`:) `crate::a` is; a lookup in
     * a module strips the marks the module cannot see */
    Path p = mk_path(t, "crate::a::call", ctxt);
    PartialRes pr;
    assert_int_equal(res_resolve_path(t->r, root, &p, NS_VALUE, false, &pr), DET_OK);
    assert_string_equal(describe(t, pr.base, 0), "function a::call");
    t_free(t);
}

/* ------------------------------------------------------------------ */
/* Lexical scope: preludes and builtin types                           */
/* ------------------------------------------------------------------ */

static void test_builtin_types(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod shadow { pub struct u8; }\nmod m { use crate::shadow::u8; }\n", ED_2018);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_ident(t, "", "u8", NS_TYPE), "prim 9");
    assert_string_equal(t_ident(t, "", "str", NS_TYPE), "prim 2");
    assert_string_equal(t_ident(t, "", "f64", NS_TYPE), "prim 16");
    assert_string_equal(t_ident(t, "", "u8", NS_VALUE), "ERR");
    /* an item named like a builtin type shadows it */
    assert_string_equal(t_ident(t, "m", "u8", NS_TYPE), "struct shadow::u8");
    /* `u8::max` as a module path fails: a primitive type is not a module */
    assert_string_equal(t_path(t, "", "u8::max", NS_VALUE), "prim 9 +1");
    t_free(t);
}

static void test_std_prelude(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t",
                             "#![no_std]\n#[prelude_import] use core::prelude::v1::*;\n"
                             "mod m { pub fn f() {} }\nmod shadowing { pub struct Option; }\n",
                             ED_2018);
    CrateNum core = t_crate(t, "core",
                            "#![no_core]\npub mod option { pub enum Option { None, Some(u8) } }\n"
                            "pub mod prelude { pub mod v1 { pub use crate::option::Option; pub use crate::option::Option::*; } }\n",
                            ED_2018);
    t_resolve(t, core);
    t_resolve(t, local);
    no_errors(t);
    assert_string_equal(t_ident(t, "m", "Option", NS_TYPE), "enum core::option::Option");
    assert_string_equal(t_ident(t, "m", "Some", NS_VALUE), "tuple variant core::option::Option::Some::Some");
    assert_string_equal(t_ident(t, "shadowing", "Option", NS_TYPE), "struct shadowing::Option");
    /* the prelude is not a module you can name through the crate */
    assert_string_equal(t_path(t, "m", "self::Option", NS_TYPE), "ERR");
    t_free(t);
}

static void test_no_implicit_prelude(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t",
                             "#![no_std]\n#[prelude_import] use core::prelude::v1::*;\n"
                             "#[no_implicit_prelude] mod bare { pub mod inner {} }\nmod normal {}\n",
                             ED_2018);
    CrateNum core = t_crate(t, "core", "#![no_core]\npub mod prelude { pub mod v1 { pub struct Vec; } }\n", ED_2018);
    t_resolve(t, core);
    res_add_extern_prelude(t->r, sym_cstr("core"), core);
    t_resolve(t, local);
    no_errors(t);
    assert_string_equal(t_ident(t, "normal", "Vec", NS_TYPE), "struct core::prelude::v1::Vec");
    assert_string_equal(t_ident(t, "bare", "Vec", NS_TYPE), "ERR");
    assert_string_equal(t_ident(t, "bare::inner", "Vec", NS_TYPE), "ERR");
    /* builtin types stay, the extern prelude goes */
    assert_string_equal(t_ident(t, "bare", "bool", NS_TYPE), "prim 0");
    assert_string_equal(t_ident(t, "bare", "core", NS_TYPE), "ERR");
    assert_string_equal(t_path(t, "bare", "::core::prelude::v1::Vec", NS_TYPE), "struct core::prelude::v1::Vec");
    t_free(t);
}

/* ------------------------------------------------------------------ */
/* Macros                                                              */
/* ------------------------------------------------------------------ */

static void test_macro_rules_textual_scope(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "early!();\nmacro_rules! m { () => {} }\nm!();\nmacro_rules! m { (x) => {} }\nm!();\n"
            "mod inner { m!(); }\n",
            ED_2018);
    t_resolve(t, 0);
    no_errors(t);
    assert_int_equal(t->calls.len, 4);
    assert_string_equal(t_call(t, 0, false), "ERR");
    const char *first = t_call(t, 1, false);
    assert_string_equal(first, "macro m");
    /* the later definition shadows the earlier one */
    Res r1, r2;
    res_resolve_macro_path(t->r, &t->calls.data[1].ps, &t->calls.data[1].mac->path, MACRO_BANG, false, &r1);
    res_resolve_macro_path(t->r, &t->calls.data[2].ps, &t->calls.data[2].mac->path, MACRO_BANG, false, &r2);
    assert_true(r1.def.i != r2.def.i);
    assert_int_equal(res_def(t->r, r2.def)->node.i, t->crates[0]->items.data[3]->id.i);
    /* textual scope reaches into later modules */
    assert_int_equal(res_resolve_macro_path(t->r, &t->calls.data[3].ps, &t->calls.data[3].mac->path, MACRO_BANG, false, &r1),
                     DET_OK);
    assert_int_equal(r1.def.i, r2.def.i);
    t_free(t);
}

static void test_macro_use_module(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "#[macro_use] mod with { macro_rules! a { () => {} } }\nmod without { macro_rules! b { () => {} } }\n"
            "a!();\nb!();\n",
            ED_2018);
    t_resolve(t, 0);
    assert_string_equal(t_call(t, 0, false), "macro with::a");
    assert_string_equal(t_call(t, 1, false), "ERR");
    t_free(t);
}

static void test_macro_export(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t", "use dep::exported;\nfn f() { exported!(); dep::exported!(); crate::exported!(); }\n",
                             ED_2018);
    CrateNum dep = t_crate(t, "dep", "mod deep { #[macro_export] macro_rules! exported { () => {} } }\n", ED_2018);
    t_resolve(t, dep);
    res_add_extern_prelude(t->r, sym_cstr("dep"), dep);
    t_resolve(t, local);
    no_errors(t);
    assert_string_equal(t_call(t, 0, false), "macro dep::deep::exported");
    assert_string_equal(t_call(t, 1, false), "macro dep::deep::exported");
    assert_string_equal(t_call(t, 2, false), "macro dep::deep::exported");
    assert_string_equal(t_path_in(t, dep, "", "exported", NS_MACRO), "macro dep::deep::exported");
    t_free(t);
}

static void test_macro_use_extern_crate(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t", "#[macro_use] extern crate dep;\nfn f() { from_dep!(); }\nmod m { fn g() { from_dep!(); } }\n",
                             ED_2018);
    CrateNum dep = t_crate(t, "dep", "#[macro_export] macro_rules! from_dep { () => {} }\n", ED_2018);
    t_resolve(t, dep);
    t_resolve(t, local);
    no_errors(t);
    assert_string_equal(t_call(t, 0, false), "macro dep::from_dep");
    assert_string_equal(t_call(t, 1, false), "macro dep::from_dep");
    t_free(t);
}

static void test_macro_use_single(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t", "#[macro_use(one, missing)] extern crate dep;\nfn f() { one!(); two!(); }\n", ED_2018);
    CrateNum dep = t_crate(t, "dep", "#[macro_export] macro_rules! one { () => {} }\n#[macro_export] macro_rules! two { () => {} }\n",
                           ED_2018);
    t_resolve(t, dep);
    t_resolve(t, local);
    assert_true(has_diag(t, "error[E0469]: imported macro not found\n"));
    assert_string_equal(t_call(t, 0, false), "macro dep::one");
    assert_string_equal(t_call(t, 1, false), "ERR");
    t_free(t);
}

static void test_macro2(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub macro m2() {} macro private() {} }\nfn f() { a::m2!(); a::private!(); }\nuse a::m2;\nfn g() { m2!(); }\n",
            ED_2018);
    t_resolve(t, 0);
    assert_string_equal(t_call(t, 0, false), "macro a::m2");
    assert_string_equal(t_call(t, 1, false), "ERR");
    assert_string_equal(t_call(t, 2, false), "macro a::m2");
    t_free(t);
}

static void test_macro_not_found(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "macro_rules! helper { () => {} }\nfn f() { helpr!(); bar::baz!(); }\n", ED_2018);
    t_define(t, 0);
    for (uint32_t i = 0; i < t->calls.len; i++) t_call(t, i, true);
    t_finish(t, 0);
    assert_true(has_diag(t, "error[E0433]: failed to resolve: use of undeclared crate or module `bar`\n"));
    assert_true(has_diag(t, "error: cannot find macro `helpr` in this scope\n"
                            " --> t.rs:2:10\n"));
    assert_true(has_diag(t, "help: a macro with a similar name exists: `helper`"));
    assert_true(has_diag(t, "similarly named macro `helper` defined here"));
    /* multi-segment failures come first, as in rustc */
    const char *d = t_diags(t);
    assert_true(strstr(d, "E0433") < strstr(d, "cannot find macro"));
    t_free(t);
}

static void test_attribute_resolution(void **state) {
    (void)state;
    T *t = t_new();
    CrateNum local = t_crate(t, "t", "fn f() {}\n", ED_2018);
    t_resolve(t, local);
    ParentScope ps = {.module = res_crate_root(t->r, local)};
    Res res;
    Path inl = mk_path(t, "inline", 0);
    assert_int_equal(res_resolve_macro_path(t->r, &ps, &inl, MACRO_ATTR, false, &res), DET_OK);
    assert_int_equal(res.kind, RES_NON_MACRO_ATTR);
    Path tool = mk_path(t, "rustfmt::skip", 0);
    assert_int_equal(res_resolve_macro_path(t->r, &ps, &tool, MACRO_ATTR, false, &res), DET_OK);
    assert_int_equal(res.kind, RES_NON_MACRO_ATTR);
    Path bad = mk_path(t, "attrx", 0);
    assert_int_equal(res_resolve_macro_path(t->r, &ps, &bad, MACRO_ATTR, true, &res), DET_ERROR);
    /* a builtin attribute is not a bang macro */
    assert_int_equal(res_resolve_macro_path(t->r, &ps, &inl, MACRO_BANG, true, &res), DET_ERROR);
    res_finalize_imports(t->r, local);
    assert_true(has_diag(t, "error: cannot find attribute `attrx` in this scope\n"));
    assert_true(has_diag(t, "error: cannot find macro `inline` in this scope\n"));
    t_free(t);
}

static void test_builtin_macros(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t",
            "#![no_core]\n#[rustc_builtin_macro] #[macro_export] macro_rules! concat { () => {} }\n"
            "pub mod derives { #[rustc_builtin_macro] pub macro Clone($i:item) {} #[rustc_builtin_macro(Default, attributes(default))] pub macro Default($i:item) {} }\n"
            "#[rustc_builtin_macro] pub macro test($i:item) {}\n"
            "#[rustc_builtin_macro] pub macro no_such_builtin() {}\n"
            "#[macro_export(local_inner_macros)] macro_rules! lim { () => {} }\n",
            ED_2021);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error: cannot find a built-in macro with name `no_such_builtin`\n"));
    ModuleId root = res_crate_root(t->r, 0);
    ParentScope ps = {.module = root};
    Res res;
    Path c = mk_path(t, "concat", 0);
    assert_int_equal(res_resolve_macro_path(t->r, &ps, &c, MACRO_BANG, false, &res), DET_OK);
    MacroData *md = res_macro_data(t->r, res.def);
    assert_non_null(md);
    assert_non_null(md->builtin);
    assert_string_equal(md->builtin->name, "concat");
    assert_true(md->macro_rules);
    Path cl = mk_path(t, "derives::Clone", 0);
    assert_int_equal(res_resolve_macro_path(t->r, &ps, &cl, MACRO_DERIVE, false, &res), DET_OK);
    md = res_macro_data(t->r, res.def);
    assert_int_equal(md->kind, MACRO_DERIVE);
    assert_string_equal(res_def_descr(t->r, res.def), "derive macro");
    Path df = mk_path(t, "derives::Default", 0);
    assert_int_equal(res_resolve_macro_path(t->r, &ps, &df, MACRO_DERIVE, false, &res), DET_OK);
    assert_string_equal(res_macro_data(t->r, res.def)->builtin->name, "Default");
    Path te = mk_path(t, "test", 0);
    assert_int_equal(res_resolve_macro_path(t->r, &ps, &te, MACRO_ATTR, false, &res), DET_OK);
    assert_int_equal(res_macro_data(t->r, res.def)->kind, MACRO_ATTR);
    /* a derive where an attribute is expected */
    assert_int_equal(res_resolve_macro_path(t->r, &ps, &cl, MACRO_ATTR, false, &res), DET_ERROR);
    assert_true(has_diag(t, "error: expected attribute, found derive macro `derives::Clone`"));
    Path l = mk_path(t, "lim", 0);
    assert_int_equal(res_resolve_macro_path(t->r, &ps, &l, MACRO_BANG, false, &res), DET_OK);
    assert_true(res_macro_data(t->r, res.def)->local_inner_macros);
    t_free(t);
}

/* ------------------------------------------------------------------ */
/* Determinacy: the fixed point                                        */
/* ------------------------------------------------------------------ */

static void test_undetermined_macro_behind_invocation(void **state) {
    (void)state;
    T *t = t_new();
    t->pending = true;
    t_crate(t, "t", "maybe_defines!();\nm!();\n", ED_2018);
    t_define(t, 0);
    /* `m!` waits: the invocation before it may define `m` */
    assert_string_equal(t_call(t, 1, false), "UNDET");
    /* once that expansion is known to produce nothing, `m!` still waits
     * for itself (an unexpanded invocation in its module) until forced */
    res_set_invocation_scope(t->r, 1001, 0);
    res_note_pending_invocation(t->r, res_crate_root(t->r, 0), -1);
    assert_string_equal(t_call(t, 1, false), "UNDET");
    assert_string_equal(t_call(t, 1, true), "ERR");
    t_free(t);
}

static void test_undetermined_import_pending_invocation(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub fn f() {} }\nmod b { pub use crate::a::*; }\nuse b::g;\n", ED_2018);
    t_define(t, 0);
    ModuleId b = t_module(t, 0, "b");
    /* a macro in `a` is not expanded yet: `b::g` may still come from the glob */
    ModuleId a = t_module(t, 0, "a");
    res_note_pending_invocation(t->r, a, +1);
    res_resolve_imports(t->r);
    Path p = mk_path(t, "g", 0);
    PartialRes pr;
    assert_int_equal(res_resolve_path(t->r, b, &p, NS_VALUE, false, &pr), DET_UNDETERMINED);
    /* the expansion defines `g` in `a` */
    Crate *more = NULL;
    {
        char *src = xstrdup("pub fn g() {}\n");
        const SourceFile *f = sm_add_file(&t->sm, "more.rs", src, (uint32_t)strlen(src));
        more = parse_file(&t->ps, f);
    }
    ParentScope ps = {.module = a, .expansion = 0};
    res_define_item(t->r, &ps, more->items.data[0], NULL);
    res_note_pending_invocation(t->r, a, -1);
    assert_true(res_resolve_imports(t->r));
    t_finish(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "g", NS_VALUE), "function a::g");
    t_free(t);
}

static void test_undetermined_single_import(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub use crate::b::x; }\nmod b { pub use crate::a::x; }\nuse a::x;\n", ED_2018);
    t_resolve(t, 0);
    /* an import cycle with no item: each is an error, and nothing hangs */
    assert_true(has_diag(t, "error[E0432]: unresolved import"));
    t_free(t);
}

static void test_resolve_imports_progress(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod a { pub fn f() {} }\nuse a::f;\n", ED_2018);
    t_define(t, 0);
    assert_true(res_resolve_imports(t->r));
    assert_false(res_resolve_imports(t->r));
    t_finish(t, 0);
    no_errors(t);
    t_free(t);
}

static void test_shadowing_outer_by_glob_lexical(void **state) {
    (void)state;
    T *t = t_new();
    /* A glob import in an inner module does shadow outer items for
     * ordinary (late) lookups. */
    t_crate(t, "t", "struct X;\nmod a { pub struct X; }\nmod m { use crate::a::*; pub fn f() {} }\n", ED_2018);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_ident(t, "m", "X", NS_TYPE), "struct a::X");
    assert_string_equal(t_ident(t, "", "X", NS_TYPE), "struct X");
    t_free(t);
}

static void test_import_of_assoc_item(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "trait Tr { fn m(); }\nuse Tr::m;\n", ED_2018);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0253]: `m` is not directly importable\n"));
    assert_true(has_diag(t, "cannot be imported directly"));
    t_free(t);
}

static void test_glob_into_itself(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "mod m { use self::*; pub fn f() {} }\n", ED_2018);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error[E0432]: unresolved import `self::*`"));
    assert_true(has_diag(t, "cannot glob-import a module into itself"));
    t_free(t);
}

static void test_crate_import_needs_name(void **state) {
    (void)state;
    T *t = t_new();
    t_crate(t, "t", "use crate;\nuse crate as root;\nfn f() {}\n", ED_2018);
    t_resolve(t, 0);
    assert_true(has_diag(t, "error: crate root imports need to be explicitly named: `use crate as name;`"));
    assert_string_equal(t_path(t, "", "root::f", NS_VALUE), "function f");
    t_free(t);
}

static void test_performance_many_items(void **state) {
    (void)state;
    T *t = t_new();
    StrBuf sb = {0};
    /* 200 modules x 50 items, each module glob-importing the previous. */
    for (int m = 0; m < 200; m++) {
        sb_printf(&sb, "pub mod m%d {", m);
        if (m) sb_printf(&sb, " pub use super::m%d::*;", m - 1);
        for (int i = 0; i < 50; i++) sb_printf(&sb, " pub fn f%d_%d() {}", m, i);
        sb_puts(&sb, " }\n");
    }
    sb_puts(&sb, "use m199::f0_0;\n");
    t_crate(t, "t", sb_cstr(&sb), ED_2018);
    sb_free(&sb);
    t_resolve(t, 0);
    no_errors(t);
    assert_string_equal(t_path(t, "", "f0_0", NS_VALUE), "function m0::f0_0");
    assert_string_equal(t_path(t, "", "m150::f3_7", NS_VALUE), "function m3::f3_7");
    t_free(t);
}

int main(void) {
    sym_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_items),
        cmocka_unit_test(test_def_of_node),
        cmocka_unit_test(test_enum_variants),
        cmocka_unit_test(test_trait_items),
        cmocka_unit_test(test_type_relative),
        cmocka_unit_test(test_duplicate_definitions),
        cmocka_unit_test(test_underscore_consts),
        cmocka_unit_test(test_block_items),
        cmocka_unit_test(test_single_imports),
        cmocka_unit_test(test_nested_trees),
        cmocka_unit_test(test_import_order_independent),
        cmocka_unit_test(test_glob_imports),
        cmocka_unit_test(test_glob_shadowed_by_items_and_singles),
        cmocka_unit_test(test_glob_vs_glob_ambiguity),
        cmocka_unit_test(test_glob_ambiguity_in_import),
        cmocka_unit_test(test_glob_ambiguity_lexical_use),
        cmocka_unit_test(test_glob_cycle),
        cmocka_unit_test(test_reexports),
        cmocka_unit_test(test_private_reexport),
        cmocka_unit_test(test_privacy_error),
        cmocka_unit_test(test_privacy_through_import),
        cmocka_unit_test(test_visibilities),
        cmocka_unit_test(test_visibility_errors),
        cmocka_unit_test(test_self_import_errors),
        cmocka_unit_test(test_import_conflicts),
        cmocka_unit_test(test_unresolved_imports),
        cmocka_unit_test(test_unresolved_import_2015),
        cmocka_unit_test(test_failed_to_resolve),
        cmocka_unit_test(test_similar_module_suggestion),
        cmocka_unit_test(test_2015_crate_relative),
        cmocka_unit_test(test_2018_uniform_paths),
        cmocka_unit_test(test_self_super_crate),
        cmocka_unit_test(test_extern_crates),
        cmocka_unit_test(test_extern_crate_errors),
        cmocka_unit_test(test_extern_crate_conflict),
        cmocka_unit_test(test_extern_prelude),
        cmocka_unit_test(test_implicit_core_prelude_entry),
        cmocka_unit_test(test_dollar_crate),
        cmocka_unit_test(test_macro2_def_site_hygiene),
        cmocka_unit_test(test_builtin_types),
        cmocka_unit_test(test_std_prelude),
        cmocka_unit_test(test_no_implicit_prelude),
        cmocka_unit_test(test_macro_rules_textual_scope),
        cmocka_unit_test(test_macro_use_module),
        cmocka_unit_test(test_macro_export),
        cmocka_unit_test(test_macro_use_extern_crate),
        cmocka_unit_test(test_macro_use_single),
        cmocka_unit_test(test_macro2),
        cmocka_unit_test(test_macro_not_found),
        cmocka_unit_test(test_attribute_resolution),
        cmocka_unit_test(test_builtin_macros),
        cmocka_unit_test(test_undetermined_macro_behind_invocation),
        cmocka_unit_test(test_undetermined_import_pending_invocation),
        cmocka_unit_test(test_undetermined_single_import),
        cmocka_unit_test(test_resolve_imports_progress),
        cmocka_unit_test(test_shadowing_outer_by_glob_lexical),
        cmocka_unit_test(test_import_of_assoc_item),
        cmocka_unit_test(test_glob_into_itself),
        cmocka_unit_test(test_crate_import_needs_name),
        cmocka_unit_test(test_performance_many_items),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
