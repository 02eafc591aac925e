/* adt.c — structs, unions, enums, traits, trait aliases and impls.
 *
 * Takes tokens; gives the Item kinds STRUCT, UNION, ENUM, TRAIT,
 * TRAIT_ALIAS and IMPL. Grammar (rustc's):
 *   struct = `struct` IDENT generics (where `;` | where? `{` fields `}`
 *            | `(` tuple_fields `)` where `;` | `;`)
 *   union  = `union` IDENT generics where? `{` fields `}`
 *   enum   = `enum` IDENT generics where `{` variants `}`
 *   trait  = `unsafe`? `auto`? `trait` IDENT generics (`:` bounds)?
 *            (`=` bounds where `;` | where `{` assoc_items `}`)
 *   impl   = `unsafe`? `impl` generics `const`? `!`? type (`for` type)? where `{` assoc_items `}`
 */
#include "parser.h"
#include "expr_priv.h"
#include "item_priv.h"

/* ---- fields ---- */

/* A field or variant name: an identifier (a keyword is an error here, and
 * `fn` gets rustc's "functions are not allowed in struct definitions"). */
static bool parse_field_ident(Parser *p, const char *adt, Span lo, Ident *out) {
    if (p_is_ident(p, &p->tok)) {
        *out = p_ident_of(&p->tok);
        p_bump(p);
        return true;
    }
    if (p->tok.kind == TK_IDENT && p_check_fn_front_matter(p, false)) {
        Diag *d = p_error(p, span_to(lo, p->tok.span), "functions are not allowed in %s definitions", adt);
        if (d) {
            diag_help(d, "unlike in C++, Java, and C#, functions are declared in `impl` blocks");
            diag_help(d, "see https://doc.rust-lang.org/book/ch05-03-method-syntax.html for more information");
            p_emit(p, d);
        }
        return false;
    }
    p_error_expected_ident(p);
    return false;
}

/* named_field = attrs vis IDENT `:` type */
static bool parse_named_field(Parser *p, const char *adt, FieldDef *f) {
    memset(f, 0, sizeof *f);
    parse_outer_attrs(p, &f->attrs);
    Span lo = p_span(p);
    if (!parse_vis_ex(p, false, &f->vis)) return false;
    if (!parse_field_ident(p, adt, lo, &f->ident)) return false;
    f->has_ident = true;
    if (!p_expect(p, TK_COLON)) return false;
    f->ty = parse_ty(p);
    if (f->ty->kind == TY_ERR) return false;
    if (p->tok.kind == TK_EQ) {
        /* `x: u8 = 1`: rustc's span starts right after the type */
        Span eq = span_new(p->prev.span.hi, p->prev.span.hi);
        p_bump(p);
        uint32_t mark = px_mark(p);
        parse_expr(p);
        if (px_failed(p, mark)) return false;
        Diag *d = p_error(p, p_span_from(p, eq), "default values on `struct` fields aren't supported");
        if (d) {
            diag_label(d, p_span_from(p, eq), true, "help: remove this unsupported default value");
            px_emit_recoverable(p, d);
        }
    }
    f->id = p_new_id(p);
    f->span = p_span_from(p, lo);
    return true;
}

/* After a named field: `,`, `}`, or an error. Returns false when the
 * field list cannot go on. */
static bool after_named_field(Parser *p) {
    if (p_eat(p, TK_COMMA)) return true;
    if (p->tok.kind == TK_GT || p->tok.kind == TK_SHR) {
        /* `x: Vec<u8>>,`: rustc reports the extra `>` and skips it */
        Span sp = p->tok.span;
        Diag *d = p_error(p, sp, "unmatched angle bracket%s", p->tok.kind == TK_SHR ? "s" : "");
        if (d) {
            diag_label(d, sp, true, "help: remove extra angle bracket%s", p->tok.kind == TK_SHR ? "s" : "");
            px_emit_recoverable(p, d);
        }
        p_bump(p);
        if (p_eat(p, TK_COMMA)) return true;
        if (p->tok.kind == TK_RBRACE) return true;
    }
    if (p->tok.kind == TK_RBRACE) return true;
    if (p->tok.kind == TK_DOC_COMMENT) {
        p->last_error_pos = p->pos;
        Diag *d = diag_error(p->ps->dc, DC_E0585, p->tok.span,
                             "found a documentation comment that doesn't document anything");
        p->had_error = true;
        diag_help(d, "doc comments must come before what they document, maybe a comment was intended with `//`?");
        p_bump(p);
        bool comma = p_eat(p, TK_COMMA);
        px_emit_recoverable(p, d);
        return comma || p->tok.kind == TK_RBRACE;
    }
    char found[300];
    p_token_descr(&p->tok, found, sizeof found);
    Span sp = span_new(p->prev.span.hi, p->prev.span.hi);
    Diag *d = p_error(p, sp, "expected `,`, or `}`, found %s", found);
    if (d) {
        if (p_is_ident(p, &p->tok)) diag_label(d, sp, true, "help: try adding a comma: `,`");
        else diag_label(d, sp, true, "expected `,`, or `}`");
        if (p_is_ident(p, &p->tok)) px_emit_recoverable(p, d);
        else p_emit(p, d);
    }
    /* Another field probably follows: go on. */
    return p_is_ident(p, &p->tok);
}

/* `{` named_fields `}`. On an error inside, the rest of the braces is
 * skipped and what was parsed is kept (the item itself is fine). */
static bool parse_record_body(Parser *p, const char *adt, bool parsed_where, FieldDefList *out) {
    if (p->tok.kind != TK_LBRACE) {
        char found[300];
        p_token_descr(&p->tok, found, sizeof found);
        const char *w = parsed_where ? "" : "`where`, or ";
        Diag *d = p_error(p, p->tok.span, "expected %s`{` after struct name, found %s", w, found);
        if (d) {
            diag_label(d, p->tok.span, true, "expected %s`{` after struct name", w);
            p_emit(p, d);
        }
        return false;
    }
    uint32_t close = p->match[p->pos];
    uint32_t mark = px_mark(p);
    p_bump(p);
    VEC(FieldDef) fields = {0};
    while (p->tok.kind != TK_RBRACE && p->tok.kind != TK_EOF) {
        if (p->tok.kind == TK_DOC_COMMENT && p_look(p, 1)->kind == TK_RBRACE) {
            /* `/// doc` just before the `}` */
            Diag *d = diag_error(p->ps->dc, DC_E0585, p->tok.span,
                                 "found a documentation comment that doesn't document anything");
            diag_help(d, "doc comments must come before what they document, maybe a comment was intended with "
                         "`//`?");
            px_emit_recoverable(p, d);
            p_bump(p);
            break;
        }
        FieldDef f;
        if (!parse_named_field(p, adt, &f) || (vec_push(&fields, f), !after_named_field(p))) {
            if (close < p->ntoks) {
                p->pos = close;
                p->tok = p->toks[close];
            }
            /* rustc skips the rest of the fields and keeps the item */
            px_recovered(p, mark);
            break;
        }
    }
    p_expect(p, TK_RBRACE);
    out->data = P_LIST(p, &fields);
    out->len = fields.len;
    vec_free(&fields);
    return true;
}

/* tuple_field = attrs vis type */
static bool parse_tuple_field(Parser *p, void *out) {
    FieldDef *f = out;
    memset(f, 0, sizeof *f);
    parse_outer_attrs(p, &f->attrs);
    Span lo = p_span(p);
    if (!parse_vis_ex(p, true, &f->vis)) return false;
    f->ty = parse_ty(p);
    if (f->ty->kind == TY_ERR) return false;
    f->id = p_new_id(p);
    f->span = p_span_from(p, lo);
    return true;
}

/* `(` tuple_fields `)` */
static bool parse_tuple_body(Parser *p, FieldDefList *out) {
    VEC(FieldDef) fields = {0};
    bool ok = false;
    p_bump(p); /* `(` */
    for (;;) {
        if (p_check(p, TK_RPAREN)) break;
        if (fields.len) {
            if (!p_check(p, TK_COMMA)) {
                FieldDef f;
                if (!p_seq_missing_comma(p, parse_tuple_field, &f)) goto out;
                vec_push(&fields, f);
                continue;
            }
            p_bump(p);
            if (p_check(p, TK_RPAREN)) break;
        }
        FieldDef f;
        if (!parse_tuple_field(p, &f)) goto out;
        vec_push(&fields, f);
    }
    p_bump(p);
    ok = true;
out:
    out->data = P_LIST(p, &fields);
    out->len = fields.len;
    vec_free(&fields);
    return ok;
}

/* ---- struct, union ---- */

bool parse_struct(Parser *p, Item *it) {
    it->kind = ITEM_STRUCT;
    it->ident = parse_ident(p);
    if (!it->ident.name) return false;
    Generics *g = &it->struct_.generics;
    VariantData *vd = &it->struct_.data;
    if (!parse_generics_ok(p, g)) return false;
    if (p_is_kw(&p->tok, SYM_where)) {
        if (!parse_where_clause_ok(p, g)) return false;
        if (p_eat(p, TK_SEMI)) {
            vd->kind = VD_UNIT;
        } else {
            vd->kind = VD_STRUCT;
            if (!parse_record_body(p, "struct", g->has_where_token, &vd->fields)) return false;
        }
    } else if (p_eat(p, TK_SEMI)) {
        vd->kind = VD_UNIT;
    } else if (p->tok.kind == TK_LBRACE) {
        vd->kind = VD_STRUCT;
        if (!parse_record_body(p, "struct", false, &vd->fields)) return false;
    } else if (p->tok.kind == TK_LPAREN) {
        vd->kind = VD_TUPLE;
        if (!parse_tuple_body(p, &vd->fields)) return false;
        if (!parse_where_clause_ok(p, g)) return false;
        if (!p_expect_semi(p)) return false;
    } else {
        char found[300];
        p_token_descr(&p->tok, found, sizeof found);
        Diag *d = p_error(p, p->tok.span, "expected `where`, `{`, `(`, or `;` after struct name, found %s", found);
        if (d) {
            diag_label(d, p->tok.span, true, "expected `where`, `{`, `(`, or `;` after struct name");
            p_emit(p, d);
        }
        return false;
    }
    if (vd->kind != VD_STRUCT) vd->ctor_id = p_new_id(p);
    return true;
}

bool parse_union(Parser *p, Item *it) {
    it->kind = ITEM_UNION;
    it->ident = parse_ident(p);
    if (!it->ident.name) return false;
    Generics *g = &it->struct_.generics;
    it->struct_.data.kind = VD_STRUCT;
    if (!parse_generics_ok(p, g)) return false;
    if (p_is_kw(&p->tok, SYM_where)) {
        if (!parse_where_clause_ok(p, g)) return false;
    } else if (p->tok.kind != TK_LBRACE) {
        char found[300];
        p_token_descr(&p->tok, found, sizeof found);
        Diag *d = p_error(p, p->tok.span, "expected `where` or `{` after union name, found %s", found);
        if (d) {
            diag_label(d, p->tok.span, true, "expected `where` or `{` after union name");
            p_emit(p, d);
        }
        return false;
    }
    return parse_record_body(p, "union", true, &it->struct_.data.fields);
}

/* ---- enum ---- */

/* variant = attrs vis IDENT (`{` fields `}` | `(` tuple_fields `)`)? (`=` anon_const)? */
static bool parse_variant(Parser *p, void *out) {
    Variant *v = out;
    memset(v, 0, sizeof *v);
    parse_outer_attrs(p, &v->attrs);
    Span lo = p_span(p);
    if (!parse_vis_ex(p, false, &v->vis)) return false;
    if (!parse_field_ident(p, "enum", lo, &v->ident)) return false;
    if (p_check(p, TK_LBRACE)) {
        v->data.kind = VD_STRUCT;
        if (!parse_record_body(p, "struct", false, &v->data.fields)) return false;
    } else if (p_check(p, TK_LPAREN)) {
        v->data.kind = VD_TUPLE;
        if (!parse_tuple_body(p, &v->data.fields)) return false;
    } else {
        v->data.kind = VD_UNIT;
    }
    if (v->data.kind != VD_STRUCT) v->data.ctor_id = p_new_id(p);
    if (p_eat(p, TK_EQ)) {
        uint32_t mark = px_mark(p);
        v->disr_expr = parse_anon_const(p);
        if (!v->disr_expr || px_failed(p, mark)) return false;
    }
    v->id = p_new_id(p);
    v->span = p_span_from(p, lo);
    return true;
}

bool parse_enum(Parser *p, Item *it) {
    it->kind = ITEM_ENUM;
    it->ident = parse_ident(p);
    if (!it->ident.name) return false;
    Generics *g = &it->enum_.generics;
    if (!parse_generics_ok(p, g) || !parse_where_clause_ok(p, g)) return false;
    if (!p_expect(p, TK_LBRACE)) return false;
    VEC(Variant) vs = {0};
    bool ok = false;
    for (;;) {
        if (p_check(p, TK_RBRACE)) break;
        if (vs.len) {
            if (!p_check(p, TK_COMMA)) {
                Variant v;
                if (!p_seq_missing_comma(p, parse_variant, &v)) goto out;
                vec_push(&vs, v);
                continue;
            }
            p_bump(p);
            if (p_check(p, TK_RBRACE)) break;
        }
        Variant v;
        if (!parse_variant(p, &v)) goto out;
        vec_push(&vs, v);
    }
    p_bump(p);
    ok = true;
out:
    it->enum_.variants.data = P_LIST(p, &vs);
    it->enum_.variants.len = vs.len;
    vec_free(&vs);
    return ok;
}

/* ---- trait ---- */

bool parse_trait(Parser *p, Item *it) {
    Span lo = p_span(p);
    Unsafety u = p_eat_kw(p, SYM_unsafe) ? UNSAFETY_YES : UNSAFETY_NO;
    bool is_auto = p_eat_kw(p, SYM_auto);
    if (!p_expect_kw(p, SYM_trait)) return false;
    it->ident = parse_ident(p);
    if (!it->ident.name) return false;
    Generics g;
    if (!parse_generics_ok(p, &g)) return false;
    bool had_colon = p_eat(p, TK_COLON);
    Span colon_span = p->prev.span;
    GenericBoundList bounds = {0};
    if (had_colon && !parse_bounds_common(p, true, &bounds)) return false;
    if (p_eat(p, TK_EQ)) {
        /* trait alias: `trait A = B + C;` */
        if (had_colon) {
            Diag *d = p_error(p, span_to(colon_span, p->prev.span), "bounds are not allowed on trait aliases");
            px_emit_recoverable(p, d);
        }
        it->kind = ITEM_TRAIT_ALIAS;
        if (!parse_bounds_common(p, true, &it->trait_alias.bounds)) return false;
        if (!parse_where_clause_ok(p, &g)) return false;
        if (!p_expect_semi(p)) return false;
        it->trait_alias.generics = g;
        Span whole = p_span_from(p, lo);
        if (is_auto || u == UNSAFETY_YES) {
            Diag *d = p_error(p, whole, "trait aliases cannot be `%s`", is_auto ? "auto" : "unsafe");
            if (d) {
                diag_label(d, whole, true, "trait aliases cannot be `%s`", is_auto ? "auto" : "unsafe");
                px_emit_recoverable(p, d);
            }
        }
        return true;
    }
    it->kind = ITEM_TRAIT;
    it->trait.is_auto = is_auto;
    it->trait.unsafety = u;
    it->trait.bounds = bounds;
    if (!parse_where_clause_ok(p, &g)) return false;
    it->trait.generics = g;
    return parse_braced_item_list(p, it, IC_TRAIT, &it->trait.items);
}

/* ---- impl ---- */

bool parse_impl(Parser *p, Item *it, Defaultness def) {
    it->kind = ITEM_IMPL;
    it->impl.defaultness = def;
    it->impl.unsafety = p_eat_kw(p, SYM_unsafe) ? UNSAFETY_YES : UNSAFETY_NO;
    if (!p_expect_kw(p, SYM_impl)) return false;
    Generics g = {0};
    if (p_choose_generics_over_qpath(p, 0)) {
        if (!parse_generics_ok(p, &g)) return false;
    }
    if (p_look(p, 1)->kind != TK_LBRACE && p_eat_kw(p, SYM_const)) it->impl.is_const = true;
    if (p_check(p, TK_NOT) && p_can_begin_type(p, 1)) {
        p_bump(p);
        it->impl.polarity = IMPL_NEGATIVE;
    }
    Ty *first;
    if (p_is_kw(&p->tok, SYM_for) && p_look(p, 1)->kind != TK_LT) {
        Span sp = span_new(p->prev.span.hi, p->tok.span.lo);
        Diag *d = p_error(p, sp, "missing trait in a trait impl");
        px_emit_recoverable(p, d);
        first = p_new_ty(p, TY_ERR, sp);
    } else {
        first = parse_ty(p);
        if (first->kind == TY_ERR) return false;
    }
    bool has_for = p_eat_kw(p, SYM_for);
    Span missing_for = span_new(p->prev.span.hi, p->tok.span.lo);
    Ty *second = NULL;
    if (p->tok.kind == TK_DOTDOT) {
        p_bump(p);
        second = p_new_ty(p, TY_ERR, p->prev.span);
    } else if (has_for || p_can_begin_type(p, 0)) {
        second = parse_ty(p);
        if (second->kind == TY_ERR) return false;
    }
    if (!parse_where_clause_ok(p, &g)) return false;
    it->impl.generics = g;
    if (second) {
        if (!has_for) {
            Diag *d = p_error(p, missing_for, "missing `for` in a trait impl");
            if (d) {
                diag_label(d, missing_for, true, "help: add `for` here");
                px_emit_recoverable(p, d);
            }
        }
        Path *tp = P_NEW(p, Path);
        if (first->kind == TY_PATH && !first->path.qself) {
            *tp = first->path.path;
        } else if (first->kind != TY_ERR) {
            Diag *d = p_error(p, first->span, "expected a trait, found type");
            px_emit_recoverable(p, d);
        }
        it->impl.of_trait = tp;
        it->impl.self_ty = second;
    } else {
        it->impl.self_ty = first;
    }
    return parse_braced_item_list(p, it, IC_IMPL, &it->impl.items);
}
