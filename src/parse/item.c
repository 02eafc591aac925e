/* item.c — items: the dispatch on what starts an item, visibility, and
 * the simple item kinds (use, extern crate, static, const, fn, mod,
 * extern blocks, type aliases, macro calls and macro definitions), plus
 * item lists with error recovery.
 *
 * Takes tokens; gives Item nodes. Structs, enums, unions, traits and impls
 * are in adt.c. Grammar (rustc's parse_item_common):
 *   item = outer_attrs vis `default`? item_kind
 * where the item kind is chosen by the leading keywords, in rustc's order.
 *
 * Errors: item parsers return false after reporting a syntax error; the
 * item list then skips to where the next item probably starts (see
 * recover_to_next_item), so independent errors in later items are still
 * reported, while one bad item gives one error.
 */
#include "parser.h"
#include "expr_priv.h"
#include "item_priv.h"

/* ---- visibility ---- */

static Path single_kw_path(Parser *p) {
    Ident id = p_ident_of(&p->tok);
    p_bump(p);
    return p_path_from_ident(p, id);
}

/* `pub(foo)`: rustc's E0704, then the item is public. */
static bool recover_incorrect_vis_restriction(Parser *p) {
    p_bump(p); /* `(` */
    Path path = parse_path(p, PATH_MOD);
    if (!path.nsegs || !p_expect(p, TK_RPAREN)) return false;
    StrBuf sb = {0};
    ast_print_path(&sb, &path);
    Diag *d = diag_error(p->ps->dc, DC_E0704, path.span, "incorrect visibility restriction");
    p->had_error = true;
    diag_label(d, path.span, true, "help: make this visible only to module `%s` with `in`: `in %s`", sb_cstr(&sb),
               sb_cstr(&sb));
    diag_help(d, "some possible visibility restrictions are:\n"
                 "`pub(crate)`: visible only on the current crate\n"
                 "`pub(super)`: visible only in the current module's parent\n"
                 "`pub(in path::to::module)`: visible only on the specified path");
    px_emit_recoverable(p, d);
    sb_free(&sb);
    return true;
}

/* vis = `pub` (`(` (`crate` | `self` | `super` | `in` path) `)`)?
 * With followed_by_type (tuple struct fields), `pub (u8, u8)` is `pub`
 * followed by a tuple type. The unstable `crate fn` sugar (VIS_CRATE_SUGAR)
 * was removed in rustc 1.63, which parses `crate` there as a path: so does
 * rcc. */
bool parse_vis_ex(Parser *p, bool followed_by_type, Visibility *v) {
    if (p_at_invis(p, MBE_FRAG_VIS)) {
        /* a `vis` macro fragment (possibly empty) */
        InvisGroup g = p_enter_invis(p);
        bool ok = parse_vis_ex(p, followed_by_type, v);
        return p_leave_invis(p, g) && ok;
    }
    memset(v, 0, sizeof *v);
    v->id = p_new_id(p);
    if (!p_eat_kw(p, SYM_pub)) {
        v->kind = VIS_INHERITED;
        v->span = span_new(p->tok.span.lo, p->tok.span.lo);
        return true;
    }
    Span lo = p->prev.span;
    v->kind = VIS_PUBLIC;
    v->span = lo;
    if (!p_check(p, TK_LPAREN)) return true;
    const Token *t1 = p_look(p, 1);
    if (p_is_kw(t1, SYM_crate) && p_look(p, 2)->kind != TK_PATHSEP) {
        p_bump(p);
        v->path = single_kw_path(p);
        v->shorthand = true;
    } else if (p_is_kw(t1, SYM_in)) {
        p_bump(p);
        p_bump(p);
        v->path = parse_path(p, PATH_MOD);
        if (!v->path.nsegs) return false;
    } else if (p_look(p, 2)->kind == TK_RPAREN && (p_is_kw(t1, SYM_super) || p_is_kw(t1, SYM_self))) {
        p_bump(p);
        v->path = single_kw_path(p);
        v->shorthand = true;
    } else {
        if (!followed_by_type) return recover_incorrect_vis_restriction(p);
        return true;
    }
    if (!p_expect(p, TK_RPAREN)) return false;
    v->kind = VIS_RESTRICTED;
    v->span = p_span_from(p, lo);
    return true;
}

Visibility parse_vis(Parser *p) {
    Visibility v;
    if (!parse_vis_ex(p, false, &v)) p->had_error = true;
    return v;
}

/* ---- small helpers ---- */

/* `;` or the "expected `;`" error. */
bool p_expect_semi(Parser *p) { return p_expect(p, TK_SEMI); }

static bool is_kw_followed_by_ident(Parser *p, Symbol kw) {
    return p_is_kw(&p->tok, kw) && p_is_ident(p, p_look(p, 1));
}

/* ---- use ---- */

static bool parse_use_tree(Parser *p, UseTree *t);
static bool use_tree_elem(Parser *p, void *out) { return parse_use_tree(p, out); }

/* `*` or `{ trees }` after `prefix::` */
static bool parse_use_tree_glob_or_nested(Parser *p, UseTree *t) {
    if (p_eat(p, TK_STAR)) {
        t->kind = USE_GLOB;
        return true;
    }
    t->kind = USE_NESTED;
    if (!p_expect(p, TK_LBRACE)) return false;
    VEC(UseTree) kids = {0};
    bool ok = false;
    for (;;) {
        if (p_check(p, TK_RBRACE)) break;
        if (kids.len) {
            if (!p_check(p, TK_COMMA)) {
                UseTree extra;
                if (!p_seq_missing_comma(p, use_tree_elem, &extra)) goto out;
                vec_push(&kids, extra);
                continue;
            }
            p_bump(p);
            if (p_check(p, TK_RBRACE)) break;
        }
        UseTree k;
        if (!parse_use_tree(p, &k)) goto out;
        vec_push(&kids, k);
    }
    p_bump(p);
    ok = true;
out:
    t->nested.data = P_LIST(p, &kids);
    t->nested.len = kids.len;
    vec_free(&kids);
    return ok;
}

/* use_tree = (path `::`)? `*` | (path `::`)? `{` use_trees `}` | path (`as` (IDENT | `_`))? */
static bool parse_use_tree(Parser *p, UseTree *t) {
    memset(t, 0, sizeof *t);
    Span lo = p_span(p);
    t->id = p_new_id(p);
    t->prefix.span = span_new(lo.lo, lo.lo);
    bool coupler = p->tok.kind == TK_PATHSEP &&
                   (p_look(p, 1)->kind == TK_LBRACE || p_look(p, 1)->kind == TK_STAR);
    if (p_check(p, TK_LBRACE) | p_check(p, TK_STAR) || coupler) {
        if (p_eat(p, TK_PATHSEP)) {
            PathSegment *root = P_NEW(p, PathSegment);
            root->ident = (Ident){SYM_PathRoot, p->prev.ctxt, span_new(lo.lo, lo.lo)};
            root->id = p_new_id(p);
            t->prefix.segs = root;
            t->prefix.nsegs = 1;
        }
        if (!parse_use_tree_glob_or_nested(p, t)) return false;
    } else {
        t->prefix = parse_path(p, PATH_MOD);
        if (!t->prefix.nsegs) return false;
        if (p_eat(p, TK_PATHSEP)) {
            if (!parse_use_tree_glob_or_nested(p, t)) return false;
        } else {
            t->kind = USE_SIMPLE;
            if (p_eat_kw(p, SYM_as)) {
                t->has_rename = true;
                t->rename = parse_ident_or_underscore(p);
                if (!t->rename.name) return false;
            }
        }
    }
    t->span = p_span_from(p, lo);
    return true;
}

static bool parse_use(Parser *p, Item *it) {
    it->kind = ITEM_USE;
    if (!parse_use_tree(p, &it->use_tree)) return false;
    return p_expect_semi(p);
}

/* ---- extern crate ---- */

/* `extern crate` (IDENT | `self`) (`as` (IDENT | `_`))? `;` — after `crate`. */
static bool parse_extern_crate(Parser *p, Item *it) {
    it->kind = ITEM_EXTERN_CRATE;
    Ident orig;
    if (p_is_kw(&p->tok, SYM_self)) {
        orig = p_ident_of(&p->tok);
        p_bump(p);
    } else {
        orig = parse_ident(p);
        if (!orig.name) return false;
        if (p->tok.kind == TK_MINUS && p_look(p, 1)->kind == TK_IDENT) {
            /* `extern crate a-b;`: rustc reports it and reads `a_b` */
            StrBuf name = {0};
            sb_puts(&name, sym_str(orig.name));
            Span sp = orig.span;
            while (p->tok.kind == TK_MINUS && p_look(p, 1)->kind == TK_IDENT) {
                p_bump(p);
                sb_putc(&name, '_');
                sb_puts(&name, sym_str(p->tok.sym));
                sp = span_to(sp, p->tok.span);
                p_bump(p);
            }
            Diag *d = p_error(p, sp, "crate name using dashes are not valid in `extern crate` statements");
            if (d) {
                diag_label(d, sp, true, "dash-separated idents are not valid");
                diag_help(d, "if the original crate name uses dashes you need to use underscores in the code");
                px_emit_recoverable(p, d);
            }
            orig = (Ident){sym_cstr(sb_cstr(&name)), orig.ctxt, sp};
            sb_free(&name);
        }
    }
    if (p_eat_kw(p, SYM_as)) {
        it->ident = parse_ident_or_underscore(p);
        if (!it->ident.name) return false;
        it->extern_crate_orig = orig.name;
    } else {
        it->ident = orig;
    }
    return p_expect_semi(p);
}

/* ---- static and const ---- */

/* IDENT `:` type (`=` expr)? `;` — shared by static and const. */
static bool parse_global(Parser *p, Item *it, bool is_const, Ty **ty, Expr **expr) {
    it->ident = is_const ? parse_ident_or_underscore(p) : parse_ident(p);
    if (!it->ident.name) return false;
    if (p_eat(p, TK_COLON)) {
        *ty = parse_ty(p);
        if ((*ty)->kind == TY_ERR) return false;
    } else {
        /* `const X = 1;`: rustc reports and goes on with an unknown type. */
        const char *what = is_const ? "const" : "static";
        Diag *d = p_error(p, it->ident.span, "missing type for `%s` item", what);
        if (d) {
            diag_label(d, it->ident.span, true, "help: provide a type for the item: `%s: <type>`",
                       sym_str(it->ident.name));
            px_emit_recoverable(p, d);
        }
        *ty = p_new_ty(p, TY_INFER, it->ident.span);
    }
    if (p_eat(p, TK_EQ)) {
        uint32_t mark = px_mark(p);
        *expr = parse_expr(p);
        if (!*expr || px_failed(p, mark)) return false;
    }
    return p_expect_semi(p);
}

/* ---- fn ---- */

/* fn = fn_front_matter IDENT generics fn_decl where_clause (`;` | block) */
static bool parse_fn(Parser *p, Item *it, ItemCtx ctx) {
    it->kind = ITEM_FN;
    FnItem *fn = &it->fn;
    if (!parse_fn_front_matter(p, &fn->header)) return false;
    it->ident = parse_ident(p);
    if (!it->ident.name) return false;
    if (!parse_generics_ok(p, &fn->generics)) return false;
    unsigned flags = FNDECL_RET_PLUS | FNDECL_RECOVER_RET;
    if (ctx != IC_TRAIT || p->ps->edition >= ED_2018) flags |= FNDECL_REQ_NAME;
    if (!parse_fn_decl_ex(p, flags, &fn->decl, &fn->c_variadic)) return false;
    if (!parse_where_clause_ok(p, &fn->generics)) return false;
    bool req_body = ctx != IC_TRAIT && ctx != IC_FOREIGN;
    if (p->tok.kind == TK_SEMI) {
        p_bump(p);
        return true;
    }
    if (p_check(p, TK_LBRACE) || p_at_invis(p, MBE_FRAG_BLOCK)) {
        AttrList inner = {0};
        uint32_t mark = px_mark(p);
        fn->body = parse_block_with_inner_attrs(p, &inner);
        it->attrs = p_attrs_concat(p, it->attrs, inner);
        return fn->body && !px_failed(p, mark);
    }
    if (p->tok.kind == TK_EQ) {
        /* `fn f() = expr;` */
        Span eq = p->tok.span;
        p_bump(p);
        uint32_t mark = px_mark(p);
        Expr *e = parse_expr(p);
        if (!e || px_failed(p, mark) || !p_expect_semi(p)) return false;
        Diag *d = p_error(p, p_span_from(p, eq), "function body cannot be `= expression;`");
        if (d) {
            diag_help(d, "surround the expression with `{` and `}` instead of `=` and `;`");
            px_emit_recoverable(p, d);
        }
        return true;
    }
    if (!req_body) p_expected(p, "`;`");
    p_unexpected(p);
    return false;
}

/* ---- mod ---- */

/* mod = `unsafe`? `mod` IDENT (`;` | `{` inner_attrs items `}`) */
static bool parse_mod(Parser *p, Item *it) {
    it->kind = ITEM_MOD;
    it->mod.unsafety = p_eat_kw(p, SYM_unsafe) ? UNSAFETY_YES : UNSAFETY_NO;
    if (!p_expect_kw(p, SYM_mod)) return false;
    it->ident = parse_ident(p);
    if (!it->ident.name) return false;
    if (p_eat(p, TK_SEMI)) return true;
    if (!p_expect(p, TK_LBRACE)) return false;
    it->mod.inline_ = true;
    Span lo = p_span(p);
    parse_inner_attrs(p, &it->mod.inner_attrs);
    it->attrs = p_attrs_concat(p, it->attrs, it->mod.inner_attrs);
    parse_item_list(p, IC_MOD, TK_RBRACE, (Span){0, 0}, &it->mod.items);
    it->mod.inner_span = p_span_from(p, lo);
    if (!p_expect(p, TK_RBRACE)) return false;
    return true;
}

/* ---- extern blocks ---- */

/* `{` inner_attrs items `}` of a trait, impl or extern block; inner
 * attributes go to the item's attributes. */
bool parse_braced_item_list(Parser *p, Item *it, ItemCtx ctx, ItemList *out) {
    Span open = p->tok.span;
    if (!p_expect(p, TK_LBRACE)) return false;
    AttrList inner;
    parse_inner_attrs(p, &inner);
    it->attrs = p_attrs_concat(p, it->attrs, inner);
    parse_item_list(p, ctx, TK_RBRACE, open, out);
    return p_expect(p, TK_RBRACE);
}

/* foreign_mod = `unsafe`? `extern` abi? `{` foreign_items `}` — after `extern`. */
static bool parse_foreign_mod(Parser *p, Item *it, Unsafety u) {
    it->kind = ITEM_FOREIGN_MOD;
    it->foreign_mod.unsafety = u;
    Span lo = p->prev.span;
    it->foreign_mod.abi.has_extern = true;
    parse_abi_after_extern(p, &it->foreign_mod.abi);
    it->foreign_mod.abi.span = p_span_from(p, lo);
    return parse_braced_item_list(p, it, IC_FOREIGN, &it->foreign_mod.items);
}

/* ---- type alias ---- */

/* type_alias = `type` IDENT generics (`:` bounds)? where_clause (`=` type)? where_clause `;` */
static bool parse_type_alias(Parser *p, Item *it, Defaultness def) {
    it->kind = ITEM_TY_ALIAS;
    it->ty_alias.defaultness = def;
    it->ident = parse_ident(p);
    if (!it->ident.name) return false;
    Generics *g = &it->ty_alias.generics;
    if (!parse_generics_ok(p, g)) return false;
    if (p_eat(p, TK_COLON) && !parse_bounds_common(p, true, &it->ty_alias.bounds)) return false;
    if (!parse_where_clause_ok(p, g)) return false;
    if (!p_eat(p, TK_EQ)) {
        p_expected(p, "`where`"); /* rustc looks for a second where clause */
    } else {
        it->ty_alias.ty = parse_ty(p);
        if (it->ty_alias.ty->kind == TY_ERR) return false;
        if (p_check_kw(p, SYM_where)) {
            /* `type X = T where ...;`: predicates join the list. */
            bool had_where = g->has_where_token;
            Span before = g->where_span;
            if (!parse_where_clause_ok(p, g)) return false;
            it->ty_alias.where_after_span = g->where_span;
            if (had_where) g->where_span = before;
        }
    }
    return p_expect_semi(p);
}

/* ---- macros ---- */

/* Complains about `pub` on a macro call or macro_rules. */
static void complain_if_pub_macro(Parser *p, const Visibility *vis, bool macro_rules) {
    if (vis->kind == VIS_INHERITED) return;
    StrBuf sb = {0};
    ast_print_vis(&sb, vis);
    while (sb.len && sb.data[sb.len - 1] == ' ') sb.len--;
    Diag *d;
    if (macro_rules) {
        d = diag_error(p->ps->dc, DC_NONE, vis->span, "can't qualify macro_rules invocation with `%s`", sb_cstr(&sb));
        diag_label(d, vis->span, true, "help: try exporting the macro: `#[macro_export]`");
    } else {
        d = diag_error(p->ps->dc, DC_NONE, vis->span, "can't qualify macro invocation with `pub`");
        diag_label(d, vis->span, true, "help: remove the visibility");
        diag_help(d, "try adjusting the macro to put `%s` inside the invocation", sb_cstr(&sb));
    }
    px_emit_recoverable(p, d);
    p->had_error = true;
    sb_free(&sb);
}

/* After `foo!(...)` or `[...]` in item position a `;` is required. */
static void eat_semi_for_macro(Parser *p, Delim delim, Span mac_span) {
    if (delim == DELIM_BRACE || p_eat(p, TK_SEMI)) return;
    Diag *d = p_error(p, mac_span, "macros that expand to items must be delimited with braces or followed by a "
                                   "semicolon");
    if (d) {
        diag_help(d, "change the delimiters to curly braces, or add a semicolon");
        px_emit_recoverable(p, d);
    }
}

/* mac_item = path `!` delimited_tt `;`? */
static bool parse_item_mac(Parser *p, Item *it, const Visibility *vis) {
    it->kind = ITEM_MAC_CALL;
    Path path = parse_path(p, PATH_MOD);
    if (!path.nsegs) return false;
    if (!p_expect(p, TK_NOT)) return false;
    Span args_lo = p_span(p);
    it->mac = parse_mac_call_args(p, path);
    if (it->mac.delim == DELIM_NONE) return false;
    eat_semi_for_macro(p, it->mac.delim, p_span_from(p, args_lo));
    complain_if_pub_macro(p, vis, false);
    return true;
}

/* `macro_rules` `!` IDENT delimited_tt `;`? */
static bool parse_macro_rules(Parser *p, Item *it, const Visibility *vis, bool has_bang) {
    it->kind = ITEM_MACRO_DEF;
    it->macro_def.macro_rules = true;
    p_bump(p); /* macro_rules */
    if (has_bang && !p_expect(p, TK_NOT)) return false;
    it->ident = parse_ident(p);
    if (!it->ident.name) return false;
    if (p_eat(p, TK_NOT)) {
        Diag *d = p_error(p, p->prev.span, "macro names aren't followed by a `!`");
        if (d) {
            diag_label(d, p->prev.span, true, "help: remove the `!`");
            px_emit_recoverable(p, d);
        }
    }
    Span lo = p_span(p);
    TokenKind k = (TokenKind)p->tok.kind;
    if (k != TK_LPAREN && k != TK_LBRACKET && k != TK_LBRACE) {
        p_expected(p, "`(`");
        p_expected(p, "`[`");
        p_expected(p, "`{`");
        p_unexpected(p);
        return false;
    }
    it->macro_def.body = p_delimited_tokens(p, &it->macro_def.delim);
    eat_semi_for_macro(p, it->macro_def.delim, p_span_from(p, lo));
    complain_if_pub_macro(p, vis, true);
    return true;
}

/* decl_macro = `macro` IDENT (`(` tt* `)`)? `{` tt* `}` — after `macro`. */
static bool parse_decl_macro(Parser *p, Item *it) {
    it->kind = ITEM_MACRO_DEF;
    it->ident = parse_ident(p);
    if (!it->ident.name) return false;
    MacroDef *m = &it->macro_def;
    if (p_check(p, TK_LBRACE)) {
        m->body = p_delimited_tokens(p, &m->delim);
        return true;
    }
    if (p_check(p, TK_LPAREN)) {
        Delim d;
        m->params = p_delimited_tokens(p, &d);
        m->has_params = true;
        if (!p_check(p, TK_LBRACE)) {
            p_unexpected(p);
            return false;
        }
        m->body = p_delimited_tokens(p, &m->delim);
        return true;
    }
    p_unexpected(p);
    return false;
}

/* ---- recovery for a missing keyword: `pub S {}`, `pub f() {}` ---- */

static const char *first_param_kind(Parser *p) {
    /* `method` if the parameter list starts with a self parameter. */
    const Token *t = &p->tok;
    uint32_t n = 0;
    if (t->kind == TK_AND) {
        n = 1;
        if (p_look(p, n)->kind == TK_LIFETIME) n++;
        if (p_is_kw(p_look(p, n), SYM_mut)) n++;
    } else if (p_is_kw(t, SYM_mut)) {
        n = 1;
    }
    return p_is_kw(p_look(p, n), SYM_self) ? "method" : "function";
}

/* After `pub IDENT` that is not a macro call: rustc's guess at the missing
 * keyword. Returns true if it reported an error. */
static bool recover_missing_kw_before_item(Parser *p) {
    Span sp = span_new(p->prev.span.hi, p->tok.span.lo);
    if (sp.hi == sp.lo) sp.hi = sp.lo + 1;
    Ident ident = p_ident_of(&p->tok);
    const Token *t1 = p_look(p, 1);
    const char *kw = NULL, *kw_name = NULL;
    bool ambiguous = false;
    if (t1->kind == TK_LBRACE) {
        kw = "struct";
        kw_name = "struct";
        p_bump(p);
    } else if (t1->kind == TK_LPAREN) {
        p_bump(p);
        p_bump(p);
        kw_name = first_param_kind(p);
        /* skip to the `)` */
        while (!p_at_close(p)) p_skip_tree(p);
        if (p->tok.kind == TK_RPAREN) p_bump(p);
        if (p_check(p, TK_RARROW) || p_check(p, TK_LBRACE)) {
            kw = "fn";
        } else if (p_check(p, TK_COLON)) {
            kw = "struct";
            kw_name = "struct";
        } else {
            kw = "fn` or `struct";
            kw_name = "function or struct";
            ambiguous = true;
        }
    } else if (t1->kind == TK_LT) {
        p_bump(p);
        while (!p_at_close(p) && p->tok.kind != TK_GT) p_skip_tree(p);
        p_eat(p, TK_GT);
        if (p->tok.kind == TK_LPAREN) {
            p_bump(p);
            kw = "fn";
            kw_name = first_param_kind(p);
        } else if (p->tok.kind == TK_LBRACE) {
            kw = "struct";
            kw_name = "struct";
        } else {
            kw = "fn` or `struct";
            kw_name = "function or struct";
            ambiguous = true;
        }
    } else {
        return false;
    }
    Diag *d = diag_error(p->ps->dc, DC_NONE, sp, "missing `%s` for %s definition", kw, kw_name);
    p->had_error = true;
    p->last_error_pos = p->pos;
    if (!ambiguous) {
        const char *what = strcmp(kw_name, "struct") == 0 ? "struct" : kw_name;
        diag_help(d, "add `%s` here to parse `%s` as a public %s", kw, sym_str(ident.name), what);
    } else {
        diag_help(d, "if you meant to call a macro, try: `%s!`", sym_str(ident.name));
    }
    diag_emit(d);
    return true;
}

/* ---- the dispatch ---- */

/* `default` followed by an identifier other than `as`. */
static bool check_defaultness(Parser *p) {
    if (!p_check_kw(p, SYM_default)) return false;
    const Token *t = p_look(p, 1);
    return t->kind == TK_IDENT && !(t->flags & TF_RAW) && t->sym != SYM_as;
}

static const char *item_kind_article(ItemKind k) {
    switch (k) {
    case ITEM_EXTERN_CRATE: return "an extern crate";
    case ITEM_USE: return "a `use` import";
    case ITEM_STATIC: return "a static item";
    case ITEM_CONST: return "a constant item";
    case ITEM_FN: return "a function";
    case ITEM_MOD: return "a module";
    case ITEM_FOREIGN_MOD: return "an extern block";
    case ITEM_TY_ALIAS: return "a type alias";
    case ITEM_ENUM: return "an enum";
    case ITEM_STRUCT: return "a struct";
    case ITEM_UNION: return "a union";
    case ITEM_TRAIT: return "a trait";
    case ITEM_TRAIT_ALIAS: return "a trait alias";
    case ITEM_IMPL: return "an implementation";
    case ITEM_MAC_CALL: return "an item macro invocation";
    case ITEM_MACRO_DEF: return "a macro definition";
    default: return "an item";
    }
}

const char *item_kind_descr(ItemKind k) {
    const char *art = item_kind_article(k);
    return art + (art[1] == 'n' ? 3 : 2);
}

/* Is `macro_rules! name` (or the misspelt `macro_rules name`) here? */
static int is_macro_rules_item(Parser *p) {
    if (!p_check_kw(p, SYM_macro_rules)) return 0;
    const Token *t1 = p_look(p, 1);
    if (t1->kind == TK_NOT && p_look(p, 2)->kind == TK_IDENT) return 2;
    if (t1->kind == TK_IDENT) {
        Diag *d = p_error(p, p->tok.span, "expected `!` after `macro_rules`");
        if (d) {
            diag_label(d, p->tok.span, true, "help: add a `!`: `macro_rules!`");
            px_emit_recoverable(p, d);
        }
        return 1;
    }
    return 0;
}

/* Chooses and parses the item kind. Returns 1 for an item, 0 if no item
 * starts here, -1 after an error. */
static int parse_item_kind(Parser *p, Item *it, ItemCtx ctx, Defaultness *def, const Visibility *vis) {
    bool ok;
    int mr;
    Defaultness d = *def;
    *def = DEFAULT_FINAL; /* consumed unless reported below */
    /* `safe fn`, `safe static`, `unsafe static` (items of extern blocks;
     * elsewhere a later pass rejects them, as rustc's AST validation does). */
    Unsafety safety = UNSAFETY_NO;
    const Token *t1 = p_look(p, 1);
    if (p_is_kw(&p->tok, SYM_safe) && (p_is_kw(t1, SYM_fn) || p_is_kw(t1, SYM_static) || p_is_kw(t1, SYM_extern))) {
        p_bump(p);
        safety = UNSAFETY_SAFE;
    } else if (p_is_kw(&p->tok, SYM_unsafe) && p_is_kw(t1, SYM_static)) {
        p_bump(p);
        safety = UNSAFETY_YES;
    }
    if (safety != UNSAFETY_NO && p_is_kw(&p->tok, SYM_static)) {
        p_bump(p);
        it->kind = ITEM_STATIC;
        it->static_.safety = safety;
        it->static_.mutbl = p_eat_kw(p, SYM_mut) ? MUT_MUT : MUT_NOT;
        ok = parse_global(p, it, false, &it->static_.ty, &it->static_.expr);
        *def = d;
        return ok ? 1 : -1;
    }
    if (safety == UNSAFETY_SAFE) {
        it->fn.defaultness = d;
        ok = parse_fn(p, it, ctx);
        it->fn.header.unsafety = UNSAFETY_SAFE;
        return ok ? 1 : -1;
    }
    if (p_eat_kw(p, SYM_use)) {
        ok = parse_use(p, it);
    } else if (p_check_fn_front_matter(p, d == DEFAULT_FINAL)) {
        it->fn.defaultness = d;
        ok = parse_fn(p, it, ctx);
    } else if (p_eat_kw(p, SYM_extern)) {
        if (p_eat_kw(p, SYM_crate)) ok = parse_extern_crate(p, it);
        else ok = parse_foreign_mod(p, it, UNSAFETY_NO);
        *def = d;
    } else if (p_is_unsafe_foreign_mod(p)) {
        p_bump(p);
        p_bump(p);
        ok = parse_foreign_mod(p, it, UNSAFETY_YES);
        *def = d;
    } else if (p_check_kw(p, SYM_static) && p_look(p, 1)->kind != TK_OR && p_look(p, 1)->kind != TK_OROR &&
               !p_is_kw(p_look(p, 1), SYM_move)) {
        p_bump(p);
        it->kind = ITEM_STATIC;
        it->static_.mutbl = p_eat_kw(p, SYM_mut) ? MUT_MUT : MUT_NOT;
        ok = parse_global(p, it, false, &it->static_.ty, &it->static_.expr);
        *def = d;
    } else if (p_look(p, 1)->kind != TK_LBRACE && p_eat_kw(p, SYM_const)) {
        if (p_is_kw(&p->tok, SYM_mut)) {
            /* `const mut X`: reported, then a const */
            Span const_span = p->prev.span;
            Diag *e = p_error(p, p->tok.span, "const globals cannot be mutable");
            if (e) {
                diag_label(e, p->tok.span, true, "cannot be mutable");
                diag_label(e, const_span, false, "help: you might want to declare a static instead: `static`");
                px_emit_recoverable(p, e);
            }
            p_bump(p);
        }
        it->kind = ITEM_CONST;
        it->const_.defaultness = d;
        ok = parse_global(p, it, true, &it->const_.ty, &it->const_.expr);
    } else if (p_check_kw(p, SYM_trait) ||
               (p_check_kw(p, SYM_auto) && p_is_kw(p_look(p, 1), SYM_trait)) ||
               (p_check_kw(p, SYM_unsafe) &&
                (p_is_kw(p_look(p, 1), SYM_trait) || p_is_kw(p_look(p, 1), SYM_auto)))) {
        ok = parse_trait(p, it);
        *def = d;
    } else if (p_check_kw(p, SYM_impl) || (p_check_kw(p, SYM_unsafe) && p_is_kw(p_look(p, 1), SYM_impl))) {
        ok = parse_impl(p, it, d);
    } else if (p_check_kw(p, SYM_mod) || (p_check_kw(p, SYM_unsafe) && p_is_kw(p_look(p, 1), SYM_mod))) {
        ok = parse_mod(p, it);
        *def = d;
    } else if (p_eat_kw(p, SYM_type)) {
        ok = parse_type_alias(p, it, d);
    } else if (p_eat_kw(p, SYM_enum)) {
        ok = parse_enum(p, it);
        *def = d;
    } else if (p_eat_kw(p, SYM_struct)) {
        ok = parse_struct(p, it);
        *def = d;
    } else if (is_kw_followed_by_ident(p, SYM_union)) {
        p_bump(p);
        ok = parse_union(p, it);
        *def = d;
    } else if (p_eat_kw(p, SYM_macro)) {
        ok = parse_decl_macro(p, it);
        *def = d;
    } else if ((mr = is_macro_rules_item(p)) != 0) {
        ok = parse_macro_rules(p, it, vis, mr == 2);
        *def = d;
    } else {
        *def = d;
        bool isnt_mac = p_is_ident(p, &p->tok) && p_look(p, 1)->kind != TK_NOT && p_look(p, 1)->kind != TK_PATHSEP;
        if (isnt_mac && vis->kind == VIS_PUBLIC && recover_missing_kw_before_item(p)) return -1;
        if (ctx != IC_STMT && p_check_path(p)) {
            ok = parse_item_mac(p, it, vis);
        } else {
            return 0;
        }
    }
    return ok ? 1 : -1;
}

int parse_item_common(Parser *p, AttrList attrs, ItemCtx ctx, Item **out) {
    *out = NULL;
    if (p_at_invis(p, MBE_FRAG_ITEM)) {
        /* an `item` macro fragment: the item inside, after the attributes
         * written before it (rustc's NtItem); a macro call in it is an
         * item even in a block */
        InvisGroup g = p_enter_invis(p);
        AttrList inner;
        parse_outer_attrs(p, &inner);
        int r = parse_item_common(p, inner, ctx == IC_STMT ? IC_MOD : ctx, out);
        if (r == 0) {
            char found[300];
            Diag *d = p_error(p, p->tok.span, "expected item, found %s", p_token_descr(&p->tok, found, sizeof found));
            p_emit(p, d);
            r = -1;
        }
        if (!p_leave_invis(p, g) && r > 0) r = -1;
        if (r > 0) (*out)->attrs = p_attrs_concat(p, attrs, (*out)->attrs);
        return r;
    }
    Span lo = p_span(p);
    uint32_t start = p->pos;
    Item *it = P_NEW(p, Item);
    it->attrs = attrs;
    it->id = p_new_id(p);
    if (!parse_vis_ex(p, false, &it->vis)) return -1;
    Defaultness def = DEFAULT_FINAL;
    Span def_span = {0};
    if (check_defaultness(p)) {
        def_span = p->tok.span;
        p_bump(p);
        def = DEFAULT_DEFAULT;
    }
    int r = parse_item_kind(p, it, ctx, &def, &it->vis);
    if (r < 0) return -1;
    if (r > 0) {
        if (def == DEFAULT_DEFAULT) {
            Diag *d = p_error(p, def_span, "%s cannot be `default`", item_kind_article(it->kind));
            if (d) {
                diag_label(d, def_span, true, "`default` because of this");
                diag_note(d, "only associated `fn`, `const`, and `type` items can be `default`");
                px_emit_recoverable(p, d);
            }
        }
        it->span = p_span_from(p, lo);
        if (p->pos > start && p->pos <= p->ntoks) it->tokens = (TokenSlice){p->toks + start, p->pos - start};
        *out = it;
        return 1;
    }
    /* No item: complain about what was consumed. */
    bool reported = false;
    if (it->vis.kind != VIS_INHERITED) {
        Diag *d = p_error(p, it->vis.span, "visibility `%s` is not followed by an item",
                          it->vis.kind == VIS_CRATE_SUGAR ? "crate" : "pub");
        if (d) {
            diag_label(d, it->vis.span, true, "the visibility");
            diag_help(d, "you likely meant to define an item, e.g., `%s fn foo() {}`",
                      it->vis.kind == VIS_CRATE_SUGAR ? "crate" : "pub");
            px_emit_recoverable(p, d);
        }
        reported = true;
    }
    if (def == DEFAULT_DEFAULT) {
        Diag *d = p_error(p, def_span, "`default` is not followed by an item");
        if (d) {
            diag_label(d, def_span, true, "the `default` qualifier");
            diag_note(d, "only `fn`, `const`, `type`, or `impl` items may be prefixed by `default`");
            px_emit_recoverable(p, d);
        }
        reported = true;
    }
    return reported ? -2 : 0;
}

/* In statement position: macro calls are statements, not items. */
Item *parse_item(Parser *p, AttrList attrs) {
    Item *it;
    int r = parse_item_common(p, attrs, IC_STMT, &it);
    return r > 0 ? it : NULL;
}

/* ---- item lists ---- */

static bool is_item_start_kw(const Token *t) {
    if (t->kind == TK_POUND || t->kind == TK_DOC_COMMENT) return true;
    if (t->kind != TK_IDENT || (t->flags & TF_RAW)) return false;
    switch (t->sym) {
    case SYM_fn: case SYM_struct: case SYM_enum: case SYM_union: case SYM_trait: case SYM_impl: case SYM_mod:
    case SYM_use: case SYM_static: case SYM_const: case SYM_type: case SYM_extern: case SYM_unsafe: case SYM_pub:
    case SYM_macro_rules: case SYM_macro: case SYM_async: case SYM_default: case SYM_auto:
        return true;
    default:
        return false;
    }
}

static bool starts_line(const Parser *p) {
    if (p->prev.kind == TK_EOF) return true;
    SourceLoc a = sm_lookup(p->ps->sm, p->prev.span.hi);
    SourceLoc b = sm_lookup(p->ps->sm, p->tok.span.lo);
    return a.file != b.file || a.line != b.line;
}

/* After a syntax error in the item that began at token `start`: skips, at
 * the item's nesting level, past the point of the error and then on to the
 * likely start of the next item: just after a `;` or a `{...}` group, or
 * at an item keyword that begins a line, or at the enclosing closer. */
void recover_to_next_item(Parser *p, uint32_t start) {
    uint32_t err_pos = p->pos;
    if (start > err_pos) start = err_pos;
    p->pos = start;
    p->tok = p->toks[start];
    p_clear_expected(p);
    bool after_brace = false;
    for (;;) {
        if (p_at_close(p)) return;
        if (p->pos > err_pos) {
            if (after_brace) return;
            if (is_item_start_kw(&p->tok) && starts_line(p)) return;
        }
        TokenKind k = (TokenKind)p->tok.kind;
        after_brace = k == TK_LBRACE;
        p_skip_tree(p);
        if (k == TK_SEMI && p->pos > err_pos) return;
    }
}

/* `struct S {};`: rustc's error for the stray `;`. */
static void maybe_consume_incorrect_semicolon(Parser *p, const Item *prev) {
    if (p->tok.kind != TK_SEMI) return;
    p_bump(p);
    Diag *d = diag_error(p->ps->dc, DC_NONE, p->prev.span, "expected item, found `;`");
    p->had_error = true;
    diag_label(d, p->prev.span, true, "help: remove this semicolon");
    const char *name = NULL;
    if (prev) {
        switch (prev->kind) {
        case ITEM_STRUCT: name = "braced struct"; break;
        case ITEM_ENUM: name = "enum"; break;
        case ITEM_TRAIT: name = "trait"; break;
        case ITEM_UNION: name = "union"; break;
        default: break;
        }
    }
    if (name) diag_help(d, "%s declarations are not followed by a semicolon", name);
    px_emit_recoverable(p, d);
}

/* rustc's errors when no item starts where one should: after attributes,
 * in a module ("expected item"), or in a trait/impl/extern block ("non-item
 * in item list", whose rest is then skipped; `open` is its `{`). */
static void error_no_item(Parser *p, ItemCtx ctx, AttrList attrs, Span open) {
    if (attrs.len) {
        const Attr *last = &attrs.data[attrs.len - 1];
        Diag *d = p_error(p, last->span, "%s",
                          last->is_doc_comment ? "expected item after doc comment" : "expected item after attributes");
        if (d) {
            if (last->is_doc_comment) diag_label(d, last->span, true, "this doc comment doesn't document anything");
            p_emit(p, d);
        }
        return;
    }
    if (ctx == IC_MOD) {
        char found[300];
        p_token_descr(&p->tok, found, sizeof found);
        Diag *d = p_error(p, p->tok.span, "expected item, found %s", found);
        if (d) {
            diag_label(d, p->tok.span, true, "expected item");
            p_emit(p, d);
        }
        return;
    }
    Span here = p->tok.span;
    while (!p_at_close(p)) p_skip_tree(p);
    Diag *d = p_error(p, here, "non-item in item list");
    if (d) {
        if (!span_is_dummy(open)) diag_label(d, open, false, "item list starts here");
        diag_label(d, here, true, "non-item starts here");
        diag_label(d, p->tok.span, false, "item list ends here");
        p_emit(p, d);
    }
}

/* The span of the `const` keyword of a const item (searched in the
 * item's tokens); dummy if not found. */
static Span const_span_of(const Parser *p, const Item *it) {
    /* the item ended just before the current token: walk back to it */
    for (uint32_t i = p->pos; i-- > 0;) {
        const Token *t = &p->toks[i];
        if (t->span.lo < it->span.lo) break;
        if (t->span.lo < it->ident.span.lo && tok_is_kw(t, SYM_const)) return t->span;
    }
    return (Span){0, 0};
}

/* Checks an item's kind against where it is (trait, impl, extern block). */
static void check_assoc_item(Parser *p, Item *it, ItemCtx ctx) {
    const char *where = ctx == IC_FOREIGN ? "extern blocks" : "`trait`s or `impl`s";
    bool ok;
    if (ctx == IC_FOREIGN)
        ok = it->kind == ITEM_FN || it->kind == ITEM_STATIC || it->kind == ITEM_TY_ALIAS || it->kind == ITEM_MAC_CALL;
    else
        ok = it->kind == ITEM_FN || it->kind == ITEM_CONST || it->kind == ITEM_TY_ALIAS || it->kind == ITEM_MAC_CALL;
    if (ok) return;
    if (ctx == IC_FOREIGN && it->kind == ITEM_CONST) {
        /* rustc points at the name, and at `const` with its suggestion */
        Diag *d = diag_error(p->ps->dc, DC_NONE, it->ident.span, "extern items cannot be `const`");
        Span const_kw = const_span_of(p, it);
        if (!span_is_dummy(const_kw))
            diag_label(d, span_new(const_kw.lo, it->ident.span.lo), false, "help: try using a static value: `static`");
        diag_note(d, "for more information, visit https://doc.rust-lang.org/std/keyword.extern.html");
        px_emit_recoverable(p, d);
        return;
    }
    if (ctx != IC_FOREIGN && it->kind == ITEM_STATIC) {
        Diag *d = diag_error(p->ps->dc, DC_NONE, it->span, "associated `static` items are not allowed");
        px_emit_recoverable(p, d);
        return;
    }
    const char *art = item_kind_article(it->kind);
    const char *kind = art + (art[1] == 'n' ? 3 : 2); /* without the article */
    Diag *d = diag_error(p->ps->dc, DC_NONE, it->span, "%s is not supported in %s", kind, where);
    p->had_error = true;
    diag_help(d, "consider moving the %s out to a nearby module scope", kind);
    px_emit_recoverable(p, d);
}

void parse_item_list(Parser *p, ItemCtx ctx, TokenKind close, Span open, ItemList *out) {
    VEC(Item *) items = {0};
    while (p->tok.kind != close && !p_at_close(p)) {
        uint32_t start = p->pos;
        uint32_t nerrors = p->ps->dc->nerrors;
        uint32_t mark = px_mark(p);
        if (ctx != IC_MOD && p->tok.kind == TK_DOC_COMMENT && p_look(p, 1)->kind == close) {
            /* `/// doc` just before the `}` of a trait, impl or extern block */
            Diag *d = diag_error(p->ps->dc, DC_E0584, p->tok.span,
                                 "found a documentation comment that doesn't document anything");
            diag_label(d, p->tok.span, true, "this doc comment doesn't document anything");
            diag_help(d, "doc comments must come before what they document, maybe a comment was intended with "
                         "`//`?");
            px_emit_recoverable(p, d);
            p_bump(p);
            continue;
        }
        AttrList attrs;
        parse_outer_attrs(p, &attrs);
        Item *it;
        int r = parse_item_common(p, attrs, ctx, &it);
        if (r > 0) {
            if (ctx == IC_TRAIT || ctx == IC_IMPL || ctx == IC_FOREIGN) check_assoc_item(p, it, ctx);
            vec_push(&items, it);
            if (ctx == IC_MOD) maybe_consume_incorrect_semicolon(p, it);
            continue;
        }
        if (r == 0 || r == -2) {
            /* No item here (r == -2: a `pub` or `default` was reported). */
            if (r == 0 && ctx == IC_MOD && p->tok.kind == TK_SEMI && !attrs.len) {
                maybe_consume_incorrect_semicolon(p, items.len ? vec_last(&items) : NULL);
                continue;
            }
            if (p->tok.kind == close || p_at_close(p)) {
                if (r == 0 && attrs.len) error_no_item(p, ctx, attrs, open);
                px_recovered(p, mark);
                break;
            }
            AttrList none = {0};
            error_no_item(p, ctx, r == 0 ? attrs : none, open);
            px_recovered(p, mark);
            if (ctx != IC_MOD && (r == -2 || !attrs.len)) break;
        }
        /* Every failed item must have said why (a parser bug otherwise:
         * the item would vanish silently). */
        if (p->ps->dc->nerrors == nerrors) p_unexpected(p);
        recover_to_next_item(p, start);
        /* The list went on: the errors of the bad item are dealt with. */
        px_recovered(p, mark);
    }
    out->data = P_LIST(p, &items);
    out->len = items.len;
    vec_free(&items);
}

void parse_items_until(Parser *p, TokenKind close, ItemList *out) { parse_item_list(p, IC_MOD, close, (Span){0, 0}, out); }

/* ---- comma lists ---- */

bool p_seq_missing_comma(Parser *p, SeqElemFn f, void *out) {
    Span sp = span_new(p->prev.span.hi, p->prev.span.hi);
    uint32_t mark = px_mark(p);
    Diag *d = p_unexpected_diag(p);
    if (!d) return false;
    /* A token like the separator (`;` `.` `<` for `,`) is taken as one. */
    TokenKind k = (TokenKind)p->tok.kind;
    bool similar = k == TK_SEMI || k == TK_DOT || k == TK_LT;
    PxSpec spec;
    px_spec_begin(p, &spec);
    if (similar) p_bump(p);
    bool ok = f(p, out) && px_spec_ok(p, &spec);
    px_spec_end(p, &spec, !ok);
    if (ok && !similar) diag_label(d, sp, false, "help: missing `,`");
    p_emit(p, d);
    if (ok) px_recovered(p, mark);
    return ok;
}
