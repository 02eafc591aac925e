/* attr.c — attributes and doc comments.
 *
 * Takes tokens; gives Attr lists. Grammar:
 *   outer_attr = `#` `[` attr_item `]` | outer doc comment
 *   inner_attr = `#` `!` `[` attr_item `]` | inner doc comment
 *   attr_item  = path ( delimited token tree | `=` expr )?
 *
 * An attribute is a bracketed token group, so after a syntax error inside
 * it the parser simply jumps past the closing `]` and goes on: a broken
 * attribute costs one error and never derails the item it is on.
 */
#include "parser.h"
#include "expr_priv.h"
#include "item_priv.h"

static const char *const INNER_NOT_PERMITTED = "an inner attribute is not permitted in this context";

static Attr doc_comment_attr(Parser *p, AttrStyle style) {
    Attr a = {0};
    a.id = p_new_id(p);
    a.style = style;
    a.is_doc_comment = true;
    a.doc_sym = p->tok.sym;
    a.doc_block = (p->tok.flags & TF_DOC_BLOCK) != 0;
    a.span = p->tok.span;
    p_bump(p);
    return a;
}

/* Moves to just past the token at index `close` (the `]` of an attribute). */
static void jump_past(Parser *p, uint32_t close) {
    p->pos = close;
    p->tok = p->toks[close];
    p_bump(p);
}

/* The path and arguments of an attribute (rustc's parse_attr_item), up
 * to whatever follows them. Also the `meta` macro fragment. */
bool parse_attr_path_args(Parser *p, Attr *a) {
    a->path = parse_path(p, PATH_MOD);
    if (!a->path.nsegs) return false;
    TokenKind k = (TokenKind)p->tok.kind;
    p_expected(p, "`(`");
    p_expected(p, "`[`");
    p_expected(p, "`{`");
    if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) {
        a->args_kind = ATTR_ARGS_DELIMITED;
        a->tokens = p_delimited_tokens(p, &a->delim);
    } else if (p_eat(p, TK_EQ)) {
        a->args_kind = ATTR_ARGS_EQ;
        uint32_t start = p->pos;
        uint32_t mark = px_mark(p);
        a->eq_expr = parse_expr(p);
        if (!a->eq_expr || px_failed(p, mark)) return false;
        a->tokens = (TokenSlice){p->toks + start, p->pos > start ? p->pos - start : 0};
    } else {
        a->args_kind = ATTR_ARGS_EMPTY;
    }
    return true;
}

/* attr_item after `#[` (or `#![`): the current token is the first one
 * inside the brackets, and `close` is the index of the `]`. A `meta`
 * macro fragment there (`#[$m]`) is the attribute item. */
static bool parse_attr_item(Parser *p, Attr *a, uint32_t close) {
    if (p_at_invis(p, MBE_FRAG_META)) {
        InvisGroup g = p_enter_invis(p);
        if (!parse_attr_path_args(p, a)) return false;
        if (!p_leave_invis(p, g)) return false;
    } else if (!parse_attr_path_args(p, a)) {
        return false;
    }
    if (p->pos != close || p->tok.kind != TK_RBRACKET) {
        p_expected(p, "`]`");
        p_unexpected(p);
        return false;
    }
    return true;
}

/* attribute = `#` `!`? `[` attr_item `]`. The current token is `#`.
 * Returns false if the attribute was malformed (already reported and
 * skipped). */
static bool parse_attribute(Parser *p, Attr *a) {
    memset(a, 0, sizeof *a);
    Span lo = p_span(p);
    p_bump(p); /* `#` */
    a->style = p_eat(p, TK_NOT) ? ATTR_INNER : ATTR_OUTER;
    if (p->tok.kind != TK_LBRACKET) {
        p_expected(p, "`[`");
        p_unexpected(p);
        return false;
    }
    uint32_t close = p->match[p->pos];
    uint32_t mark = px_mark(p);
    p_bump(p);
    bool ok = parse_attr_item(p, a, close);
    if (close != UINT32_MAX && close < p->ntoks) jump_past(p, close);
    if (!ok) {
        /* skipped whole: the construct the attribute is on goes on */
        px_recovered(p, mark);
        return false;
    }
    a->id = p_new_id(p);
    a->span = p_span_from(p, lo);
    return true;
}

/* rustc's annotate_following_item_if_applicable: if an item follows the
 * misplaced inner attribute or doc comment, label it and suggest the outer
 * style. Returns whether one did. Looks ahead without consuming. */
static bool annotate_following_item(Parser *p, Diag *d, const char *what) {
    PxSpec spec;
    px_spec_begin(p, &spec);
    AttrList attrs;
    parse_outer_attrs(p, &attrs);
    AttrList none = {0};
    Item *it = NULL;
    int r = parse_item_common(p, none, IC_MOD, &it);
    Span sp = r > 0 ? it->span : (Span){0, 0};
    ItemKind kind = r > 0 ? it->kind : ITEM_FN;
    px_spec_end(p, &spec, true);
    if (r <= 0) return false;
    const char *descr = item_kind_descr(kind);
    diag_label(d, sp, false, "the inner %s doesn't annotate this %s", what, descr);
    diag_help(d, "to annotate the %s, change the %s from inner to outer style", descr, what);
    return true;
}

/* The error for an inner attribute where only outer ones may be. */
static void error_inner_not_permitted(Parser *p, const Attr *a, bool after_doc, const Attr *prev) {
    const char *reason = after_doc ? "an inner attribute is not permitted following an outer doc comment"
                         : prev    ? "an inner attribute is not permitted following an outer attribute"
                                   : INNER_NOT_PERMITTED;
    Diag *d = diag_error(p->ps->dc, DC_NONE, a->span, "%s", reason);
    p->had_error = true;
    if (prev) {
        diag_label(d, a->span, true, "not permitted following an outer attribute");
        diag_label(d, prev->span, false, "%s", after_doc ? "previous doc comment" : "previous outer attribute");
    }
    diag_note(d, "inner attributes, like `#![no_std]`, annotate the item enclosing them, and are usually "
                 "found at the beginning of source files");
    if (!annotate_following_item(p, d, "attribute"))
        diag_note(d, "outer attributes, like `#[test]`, annotate the item following them");
    px_emit_recoverable(p, d);
}

void parse_outer_attrs(Parser *p, AttrList *out) {
    VEC(Attr) attrs = {0};
    bool just_doc = false;
    for (;;) {
        if (p_check(p, TK_POUND)) {
            Attr a;
            bool was_doc = just_doc;
            just_doc = false;
            if (!parse_attribute(p, &a)) continue;
            if (a.style == ATTR_INNER) {
                error_inner_not_permitted(p, &a, was_doc, attrs.len ? &vec_last(&attrs) : NULL);
                continue;
            }
            vec_push(&attrs, a);
        } else if (p->tok.kind == TK_DOC_COMMENT) {
            if (p->tok.flags & TF_DOC_INNER) {
                Diag *d = diag_error(p->ps->dc, DC_E0753, p->tok.span, "expected outer doc comment");
                p->had_error = true;
                /* look for the item after the comment, then come back */
                uint32_t pos = p->pos;
                Token tok = p->tok, prev = p->prev;
                p_bump(p);
                bool item = annotate_following_item(p, d, "doc comment");
                p->pos = pos;
                p->tok = tok;
                p->prev = prev;
                if (!item) {
                    diag_note(d, "inner doc comments like this (starting with `//!` or `/*!`) can only appear "
                                 "before items");
                    diag_help(d, "you might have meant to write a regular comment");
                }
                px_emit_recoverable(p, d);
            }
            /* Always an outer attribute: recovers from a misplaced inner one. */
            vec_push(&attrs, doc_comment_attr(p, ATTR_OUTER));
            just_doc = true;
        } else {
            break;
        }
    }
    out->data = P_LIST(p, &attrs);
    out->len = attrs.len;
    vec_free(&attrs);
}

void parse_inner_attrs(Parser *p, AttrList *out) {
    VEC(Attr) attrs = {0};
    for (;;) {
        if (p_check(p, TK_POUND) && p_look(p, 1)->kind == TK_NOT) {
            Attr a;
            if (parse_attribute(p, &a)) vec_push(&attrs, a);
        } else if (p->tok.kind == TK_DOC_COMMENT && (p->tok.flags & TF_DOC_INNER)) {
            vec_push(&attrs, doc_comment_attr(p, ATTR_INNER));
        } else {
            break;
        }
    }
    out->data = P_LIST(p, &attrs);
    out->len = attrs.len;
    vec_free(&attrs);
}

/* Concatenation of two attribute lists (arena copy). */
AttrList p_attrs_concat(Parser *p, AttrList a, AttrList b) {
    if (!b.len) return a;
    if (!a.len) return b;
    AttrList r;
    r.len = a.len + b.len;
    r.data = ARENA_ARRAY(p->ps->arena, Attr, r.len);
    memcpy(r.data, a.data, sizeof(Attr) * a.len);
    memcpy(r.data + a.len, b.data, sizeof(Attr) * b.len);
    return r;
}
