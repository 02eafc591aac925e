/* print_expr.c — expressions, statements, blocks, patterns and inline
 * assembly as rustc 1.63's pprust prints them, for print.c's printer.
 *
 * Takes AST nodes; gives words, breaks and boxes to the Printer's Oppen
 * engine. The parser keeps parentheses as EXPR_PAREN / PAT_PAREN nodes;
 * where an operand of a tree that macro expansion built binds more
 * loosely than its place needs (`$e * 2` with `$e` = `a + 1`), it gets
 * parentheses by rustc's precedence rules (print_expr_maybe_paren).
 */
#include "expr_priv.h"

/* rustc's precedences (rustc_ast::util::parser): AssocOp's for binary
 * operators (ast.def's plus 3), and fixed ones for the rest. */
enum {
    PREC_CLOSURE = -40, PREC_JUMP = -30, PREC_RANGE = -10, PREC_ASSIGN = 2, PREC_LOR = 5, PREC_LAND = 6,
    PREC_AS = 14, PREC_PREFIX = 50, PREC_POSTFIX = 60, PREC_PAREN = 99, PREC_FORCE_PAREN = 100,
};

static int binop_order(BinOp op) { return binop_prec(op) + 3; }

static int expr_order(const Expr *e) {
    switch (e->kind) {
    case EXPR_CLOSURE: return PREC_CLOSURE;
    case EXPR_BREAK: case EXPR_CONTINUE: case EXPR_RET: case EXPR_YIELD: case EXPR_YEET: return PREC_JUMP;
    case EXPR_RANGE: return PREC_RANGE;
    case EXPR_BINARY: return binop_order(e->binary.op);
    case EXPR_CAST: case EXPR_TYPE_ASCRIPTION: return PREC_AS;
    case EXPR_ASSIGN: case EXPR_ASSIGN_OP: return PREC_ASSIGN;
    case EXPR_BOX: case EXPR_ADDR_OF: case EXPR_LET: case EXPR_UNARY: return PREC_PREFIX;
    case EXPR_AWAIT: case EXPR_CALL: case EXPR_METHOD_CALL: case EXPR_FIELD: case EXPR_INDEX: case EXPR_TRY:
    case EXPR_INLINE_ASM: case EXPR_MAC_CALL:
        return PREC_POSTFIX;
    default: return PREC_PAREN;
    }
}

/* rustc's contains_exterior_struct_lit. */
static bool contains_exterior_struct_lit(const Expr *e) {
    switch (e->kind) {
    case EXPR_STRUCT: return true;
    case EXPR_ASSIGN: return contains_exterior_struct_lit(e->assign.lhs) || contains_exterior_struct_lit(e->assign.rhs);
    case EXPR_ASSIGN_OP:
    case EXPR_BINARY: return contains_exterior_struct_lit(e->binary.lhs) || contains_exterior_struct_lit(e->binary.rhs);
    case EXPR_AWAIT: return contains_exterior_struct_lit(e->inner);
    case EXPR_UNARY: return contains_exterior_struct_lit(e->unary.operand);
    case EXPR_CAST: case EXPR_TYPE_ASCRIPTION: return contains_exterior_struct_lit(e->cast.expr);
    case EXPR_FIELD: return contains_exterior_struct_lit(e->field.expr);
    case EXPR_INDEX: return contains_exterior_struct_lit(e->index.expr);
    case EXPR_METHOD_CALL: return contains_exterior_struct_lit(e->method_call.receiver);
    default: return false;
    }
}

/* `if return {}` would parse as `if (return {})`. */
static bool cond_needs_par(const Expr *e) {
    switch (e->kind) {
    case EXPR_BREAK: case EXPR_CLOSURE: case EXPR_RET: case EXPR_YEET: return true;
    default: return contains_exterior_struct_lit(e);
    }
}

static void print_expr_cond_paren(Printer *p, const Expr *e, bool needs_par) {
    if (needs_par) pp_word(&p->pp, "(");
    pr_expr(p, e);
    if (needs_par) pp_word(&p->pp, ")");
}

static void print_expr_maybe_paren(Printer *p, const Expr *e, int prec) {
    print_expr_cond_paren(p, e, expr_order(e) < prec);
}

static void print_expr_as_cond(Printer *p, const Expr *e) { print_expr_cond_paren(p, e, cond_needs_par(e)); }

/* rustc's commasep_exprs / commasep_cmnt. */
static void commasep_exprs(Printer *p, bool consistent, ExprList l) {
    Pp *pp = &p->pp;
    pp_rbox(pp, 0, consistent);
    for (uint32_t i = 0; i < l.len; i++) {
        pr_maybe_print_comment(p, l.data[i]->span.hi);
        pr_expr(p, l.data[i]);
        if (i + 1 < l.len) {
            pp_word(pp, ",");
            pr_maybe_print_trailing_comment(p, l.data[i]->span, l.data[i + 1]->span.hi, true);
            pp_space_if_not_bol(pp);
        }
    }
    pp_end(pp);
}

static void print_call_post(Printer *p, ExprList args) {
    pp_word(&p->pp, "(");
    commasep_exprs(p, false, args);
    pp_word(&p->pp, ")");
}

static void print_label(Printer *p, const Label *l) {
    if (!l) return;
    pr_ident(p, l->ident);
    pp_word_space(&p->pp, ":");
}

/* ---- control flow ---- */

static void print_else(Printer *p, const Expr *els) {
    Pp *pp = &p->pp;
    if (!els) return;
    if (els->kind == EXPR_IF) {
        pp_cbox(pp, PP_INDENT - 1);
        pp_ibox(pp, 0);
        pp_word(pp, " else if ");
        print_expr_as_cond(p, els->if_.cond);
        pp_space(pp);
        pr_block(p, els->if_.then);
        print_else(p, els->if_.els);
    } else if (els->kind == EXPR_BLOCK) {
        pp_cbox(pp, PP_INDENT - 1);
        pp_ibox(pp, 0);
        pp_word(pp, " else ");
        pr_block(p, els->block.block);
    } else {
        /* not from the parser: rustc would panic; print it as a block */
        pp_cbox(pp, PP_INDENT - 1);
        pp_ibox(pp, 0);
        pp_word(pp, " else ");
        pp_word(pp, "{");
        pp_end(pp);
        pp_space(pp);
        pr_expr(p, els);
        pp_break_offset_if_not_bol(pp, 1, -PP_INDENT);
        pp_word(pp, "}");
        pp_end(pp);
    }
}

static void print_if(Printer *p, const Expr *e) {
    pr_head(p, "if");
    print_expr_as_cond(p, e->if_.cond);
    pp_space(&p->pp);
    pr_block(p, e->if_.then);
    print_else(p, e->if_.els);
}

static void print_let(Printer *p, const Pat *pat, const Expr *e) {
    pp_word(&p->pp, "let ");
    pr_pat(p, pat);
    pp_space(&p->pp);
    pp_word_space(&p->pp, "=");
    print_expr_cond_paren(p, e, cond_needs_par(e) || expr_order(e) <= PREC_LAND);
}

static void print_arm(Printer *p, const Arm *arm) {
    Pp *pp = &p->pp;
    if (!arm->attrs.len) pp_space(pp);
    pp_cbox(pp, PP_INDENT);
    pp_ibox(pp, 0);
    if (arm->pat) pr_maybe_print_comment(p, arm->pat->span.lo);
    pr_outer_attrs(p, arm->attrs);
    pr_pat(p, arm->pat);
    pp_space(pp);
    if (arm->guard) {
        pp_word_space(pp, "if");
        pr_expr(p, arm->guard);
        pp_space(pp);
    }
    pp_word_space(pp, "=>");
    const Expr *body = arm->body;
    if (body->kind == EXPR_BLOCK) {
        print_label(p, body->block.label);
        /* the block closes the pattern's ibox */
        pr_block_maybe_unclosed(p, body->block.block, (AttrList){0}, false);
        if (body->block.block->rules == BLOCK_UNSAFE) pp_word(pp, ",");
    } else {
        pp_end(pp);
        pr_expr(p, body);
        pp_word(pp, ",");
    }
    pp_end(pp);
}

static void print_struct_expr(Printer *p, const Expr *e) {
    Pp *pp = &p->pp;
    if (e->strukt.qself) pr_qpath(p, &e->strukt.path, e->strukt.qself, true);
    else pr_path(p, &e->strukt.path, true, 0);
    pp_nbsp(pp);
    pp_word(pp, "{");
    bool has_rest = e->strukt.rest != STRUCT_REST_NONE;
    ExprFieldList fs = e->strukt.fields;
    if (!fs.len && !has_rest) {
        pp_word(pp, "}");
        return;
    }
    pp_cbox(pp, 0);
    for (uint32_t i = 0; i < fs.len; i++) {
        const ExprField *f = &fs.data[i];
        pr_maybe_print_comment(p, f->span.hi);
        pr_outer_attrs(p, f->attrs);
        if (i == 0) pp_space_if_not_bol(pp);
        if (!f->is_shorthand) {
            pr_ident(p, f->ident);
            pp_word_nbsp(pp, ":");
        }
        pr_expr(p, f->expr);
        if (i + 1 < fs.len || has_rest) pp_word_space(pp, ",");
        else pp_trailing_comma_or_space(pp);
    }
    if (has_rest) {
        if (!fs.len) pp_space(pp);
        pp_word(pp, "..");
        if (e->strukt.rest == STRUCT_REST_BASE) pr_expr(p, e->strukt.base);
        pp_space(pp);
    }
    pp_offset(pp, -PP_INDENT);
    pp_end(pp);
    pp_word(pp, "}");
}

static void print_closure(Printer *p, const Expr *e) {
    Pp *pp = &p->pp;
    /* `for<'a>` binders are newer than rustc 1.63 */
    pr_formal_generic_params(p, e->closure.binder);
    if (e->closure.is_static) pp_word_space(pp, "static");
    if (e->closure.is_async) pp_word_nbsp(pp, "async");
    if (e->closure.capture == CAPTURE_VALUE) pp_word_space(pp, "move");
    pr_fn_params_and_ret(p, &e->closure.decl, true);
    pp_space(pp);
    pr_expr(p, e->closure.body);
    /* rustc ends the expression's box here and opens an empty one for the
     * caller's end */
    pp_end(pp);
    pp_ibox(pp, 0);
}

static void print_binary(Printer *p, BinOp op, const Expr *lhs, const Expr *rhs) {
    int prec = binop_order(op);
    int left = prec, right = prec + 1;
    /* `x as i32 < y` would parse `i32 < y` as generic arguments */
    if (lhs->kind == EXPR_CAST && (op == BINOP_LT || op == BINOP_SHL)) left = PREC_FORCE_PAREN;
    /* `(let _ = a) < b` keeps its parentheses */
    if (lhs->kind == EXPR_LET && !(prec <= PREC_LAND)) left = PREC_FORCE_PAREN;
    print_expr_maybe_paren(p, lhs, left);
    pp_space(&p->pp);
    pp_word_space(&p->pp, binop_str(op));
    print_expr_maybe_paren(p, rhs, right);
}

/* A block with its label and head boxes, as an expression. */
static void print_block_expr(Printer *p, const Block *b, AttrList attrs) {
    pp_cbox(&p->pp, 0);   /* closed by the block at `}` */
    pp_ibox(&p->pp, 0);   /* closed by the block after `{` */
    pr_block_with_attrs(p, b, attrs);
}

void pr_expr_anon_const(Printer *p, const Expr *e, AttrList attrs) {
    Pp *pp = &p->pp;
    pp_ibox(pp, PP_INDENT);
    pp_word(pp, "const");
    pp_nbsp(pp);
    if (e->kind == EXPR_BLOCK && !e->block.label) {
        pp_cbox(pp, 0);
        pp_ibox(pp, 0);
        pr_block_with_attrs(p, e->block.block, attrs);
    } else {
        pr_expr(p, e);
    }
    pp_end(pp);
}

static void print_expr_kind(Printer *p, const Expr *e) {
    Pp *pp = &p->pp;
    AttrList attrs = e->attrs;
    switch (e->kind) {
    case EXPR_BOX:
        pp_word_space(pp, "box");
        print_expr_maybe_paren(p, e->inner, PREC_PREFIX);
        break;
    case EXPR_ARRAY:
        pp_ibox(pp, PP_INDENT);
        pp_word(pp, "[");
        commasep_exprs(p, false, e->elems);
        pp_word(pp, "]");
        pp_end(pp);
        break;
    case EXPR_CONST_BLOCK:
        pp_ibox(pp, PP_INDENT);
        pp_word(pp, "const");
        pp_nbsp(pp);
        pp_cbox(pp, 0);
        pp_ibox(pp, 0);
        pr_block_with_attrs(p, e->block_only, attrs);
        pp_end(pp);
        break;
    case EXPR_REPEAT:
        pp_ibox(pp, PP_INDENT);
        pp_word(pp, "[");
        pr_expr(p, e->repeat.elem);
        pp_word_space(pp, ";");
        pr_expr(p, e->repeat.count);
        pp_word(pp, "]");
        pp_end(pp);
        break;
    case EXPR_STRUCT:
        print_struct_expr(p, e);
        break;
    case EXPR_TUP:
        pp_word(pp, "(");
        commasep_exprs(p, false, e->elems);
        if (e->elems.len == 1) pp_word(pp, ",");
        pp_word(pp, ")");
        break;
    case EXPR_CALL:
        print_expr_maybe_paren(p, e->call.func, e->call.func->kind == EXPR_FIELD ? PREC_FORCE_PAREN : PREC_POSTFIX);
        print_call_post(p, e->call.args);
        break;
    case EXPR_METHOD_CALL:
        print_expr_maybe_paren(p, e->method_call.receiver, PREC_POSTFIX);
        pp_word(pp, ".");
        pr_ident(p, e->method_call.seg.ident);
        if (e->method_call.seg.args) pr_generic_args(p, e->method_call.seg.args, true);
        print_call_post(p, e->method_call.args);
        break;
    case EXPR_BINARY:
        print_binary(p, e->binary.op, e->binary.lhs, e->binary.rhs);
        break;
    case EXPR_UNARY:
        pp_word(pp, e->unary.op == UNOP_NOT ? "!" : e->unary.op == UNOP_NEG ? "-" : "*");
        print_expr_maybe_paren(p, e->unary.operand, PREC_PREFIX);
        break;
    case EXPR_ADDR_OF:
        pp_word(pp, "&");
        if (e->addr_of.kind == BORROW_RAW) {
            pp_word_nbsp(pp, "raw");
            pr_mutability(p, e->addr_of.mutbl, true);
        } else {
            pr_mutability(p, e->addr_of.mutbl, false);
        }
        print_expr_maybe_paren(p, e->addr_of.expr, PREC_PREFIX);
        break;
    case EXPR_LIT:
        pr_literal(p, &e->lit, e->span);
        break;
    case EXPR_CAST:
        print_expr_maybe_paren(p, e->cast.expr, PREC_AS);
        pp_space(pp);
        pp_word_space(pp, "as");
        pr_type(p, e->cast.ty);
        break;
    case EXPR_TYPE_ASCRIPTION:
        print_expr_maybe_paren(p, e->cast.expr, PREC_AS);
        pp_word_space(pp, ":");
        pr_type(p, e->cast.ty);
        break;
    case EXPR_LET:
        print_let(p, e->let.pat, e->let.scrutinee);
        break;
    case EXPR_IF:
        print_if(p, e);
        break;
    case EXPR_WHILE:
        print_label(p, e->while_.label);
        pp_cbox(pp, 0);
        pp_ibox(pp, 0);
        pp_word_nbsp(pp, "while");
        print_expr_as_cond(p, e->while_.cond);
        pp_space(pp);
        pr_block_with_attrs(p, e->while_.body, attrs);
        break;
    case EXPR_FOR_LOOP:
        print_label(p, e->for_.label);
        pp_cbox(pp, 0);
        pp_ibox(pp, 0);
        pp_word_nbsp(pp, "for");
        pr_pat(p, e->for_.pat);
        pp_space(pp);
        pp_word_space(pp, "in");
        print_expr_as_cond(p, e->for_.iter);
        pp_space(pp);
        pr_block_with_attrs(p, e->for_.body, attrs);
        break;
    case EXPR_LOOP:
        print_label(p, e->loop.label);
        pp_cbox(pp, 0);
        pp_ibox(pp, 0);
        pp_word_nbsp(pp, "loop");
        pr_block_with_attrs(p, e->loop.body, attrs);
        break;
    case EXPR_MATCH: {
        const Expr *scrut = e->match.scrutinee;
        pp_cbox(pp, 0);
        pp_ibox(pp, 0);
        pp_word_nbsp(pp, "match");
        print_expr_as_cond(p, scrut);
        pp_space(pp);
        pr_bopen(p);
        pr_inner_attrs_no_trailing_hardbreak(p, attrs);
        for (uint32_t i = 0; i < e->match.arms.len; i++) print_arm(p, &e->match.arms.data[i]);
        /* rustc closes at the end of the scrutinee's span */
        pr_bclose(p, scrut->span, !attrs.len && !e->match.arms.len);
        break;
    }
    case EXPR_CLOSURE:
        print_closure(p, e);
        break;
    case EXPR_BLOCK:
        print_label(p, e->block.label);
        print_block_expr(p, e->block.block, attrs);
        break;
    case EXPR_ASYNC:
        pp_word_nbsp(pp, "async");
        if (e->async.capture == CAPTURE_VALUE) pp_word_space(pp, "move");
        print_block_expr(p, e->async.block, attrs);
        break;
    case EXPR_AWAIT:
        print_expr_maybe_paren(p, e->inner, PREC_POSTFIX);
        pp_word(pp, ".await");
        break;
    case EXPR_ASSIGN:
        print_expr_maybe_paren(p, e->assign.lhs, PREC_ASSIGN + 1);
        pp_space(pp);
        pp_word_space(pp, "=");
        print_expr_maybe_paren(p, e->assign.rhs, PREC_ASSIGN);
        break;
    case EXPR_ASSIGN_OP:
        print_expr_maybe_paren(p, e->binary.lhs, PREC_ASSIGN + 1);
        pp_space(pp);
        pp_word(pp, binop_str(e->binary.op));
        pp_word_space(pp, "=");
        print_expr_maybe_paren(p, e->binary.rhs, PREC_ASSIGN);
        break;
    case EXPR_FIELD:
        print_expr_maybe_paren(p, e->field.expr, PREC_POSTFIX);
        pp_word(pp, ".");
        pr_ident(p, e->field.ident);
        break;
    case EXPR_INDEX:
        print_expr_maybe_paren(p, e->index.expr, PREC_POSTFIX);
        pp_word(pp, "[");
        pr_expr(p, e->index.index);
        pp_word(pp, "]");
        break;
    case EXPR_RANGE:
        /* any operand looser than a binary operator gets parentheses */
        if (e->range.lo) print_expr_maybe_paren(p, e->range.lo, PREC_LOR);
        pp_word(pp, e->range.limits == RANGE_HALF_OPEN ? ".." : "..=");
        if (e->range.hi) print_expr_maybe_paren(p, e->range.hi, PREC_LOR);
        break;
    case EXPR_UNDERSCORE:
        pp_word(pp, "_");
        break;
    case EXPR_PATH:
        if (e->path.qself) pr_qpath(p, &e->path.path, e->path.qself, true);
        else pr_path(p, &e->path.path, true, 0);
        break;
    case EXPR_BREAK:
        pp_word(pp, "break");
        if (e->brk.label) {
            pp_space(pp);
            pr_ident(p, e->brk.label->ident);
        }
        if (e->brk.expr) {
            pp_space(pp);
            print_expr_maybe_paren(p, e->brk.expr, PREC_JUMP);
        }
        break;
    case EXPR_CONTINUE:
        pp_word(pp, "continue");
        if (e->cont_label) {
            pp_space(pp);
            pr_ident(p, e->cont_label->ident);
        }
        break;
    case EXPR_RET:
        pp_word(pp, "return");
        if (e->opt_expr) {
            pp_word(pp, " ");
            print_expr_maybe_paren(p, e->opt_expr, PREC_JUMP);
        }
        break;
    case EXPR_YEET:
        pp_word(pp, "do");
        pp_word(pp, " ");
        pp_word(pp, "yeet");
        if (e->opt_expr) {
            pp_word(pp, " ");
            print_expr_maybe_paren(p, e->opt_expr, PREC_JUMP);
        }
        break;
    case EXPR_YIELD:
        pp_word(pp, "yield");
        if (e->opt_expr) {
            pp_space(pp);
            print_expr_maybe_paren(p, e->opt_expr, PREC_JUMP);
        }
        break;
    case EXPR_INLINE_ASM:
        pp_word(pp, "asm!");
        pr_inline_asm(p, e->inline_asm);
        break;
    case EXPR_MAC_CALL:
        pr_mac(p, &e->mac);
        break;
    case EXPR_PAREN:
        pp_word(pp, "(");
        pr_expr(p, e->inner);
        pp_word(pp, ")");
        break;
    case EXPR_TRY:
        print_expr_maybe_paren(p, e->inner, PREC_POSTFIX);
        pp_word(pp, "?");
        break;
    case EXPR_TRY_BLOCK:
        pp_cbox(pp, 0);
        pp_ibox(pp, 0);
        pp_word_nbsp(pp, "try");
        pr_block_with_attrs(p, e->block_only, attrs);
        break;
    case EXPR_ERR:
    case EXPR__COUNT:
        pp_word(pp, "(");
        pp_word(pp, "/*ERROR*/");
        pp_word(pp, ")");
        break;
    }
}

void pr_expr_outer_attr_style(Printer *p, const Expr *e, bool is_inline) {
    pr_maybe_print_comment(p, e->span.lo);
    if (is_inline) pr_outer_attrs_inline(p, e->attrs);
    else pr_outer_attrs(p, e->attrs);
    pp_ibox(&p->pp, PP_INDENT);
    print_expr_kind(p, e);
    pp_end(&p->pp);
}

void pr_expr(Printer *p, const Expr *e) { pr_expr_outer_attr_style(p, e, true); }

void ast_print_expr(StrBuf *sb, const Expr *e) {
    Printer p;
    pr_init(&p, NULL);
    pr_expr(&p, e);
    pp_finish_into(&p.pp, sb);
}

/* ---- inline assembly ---- */

/* A string as a cooked literal: rustc's `"{}"` of str::escape_debug. */
void pr_string_cooked(Printer *p, const char *s, size_t n) {
    StrBuf q = {0};
    sb_putc(&q, '"');
    for (size_t k = 0; k < n; k++) {
        unsigned char c = (unsigned char)s[k];
        switch (c) {
        case '\t': sb_puts(&q, "\\t"); break;
        case '\r': sb_puts(&q, "\\r"); break;
        case '\n': sb_puts(&q, "\\n"); break;
        case '\\': sb_puts(&q, "\\\\"); break;
        case '"': sb_puts(&q, "\\\""); break;
        case '\'': sb_puts(&q, "\\'"); break;
        case '\0': sb_puts(&q, "\\0"); break;
        default:
            if (c < 0x20 || c == 0x7f) sb_printf(&q, "\\u{%x}", c);
            else sb_putc(&q, (char)c);
        }
    }
    sb_putc(&q, '"');
    pp_word_n(&p->pp, q.data, q.len);
    sb_free(&q);
}

/* The template as rustc's InlineAsmTemplatePiece::to_string: braces of
 * text doubled, placeholders `{index}` / `{index:modifier}`. */
static void print_asm_template(Printer *p, const InlineAsm *a) {
    StrBuf t = {0};
    for (uint32_t i = 0; i < a->npieces; i++) {
        const InlineAsmPiece *pc = &a->pieces[i];
        if (pc->is_placeholder) {
            sb_printf(&t, "{%u", pc->operand);
            if (pc->modifier) sb_printf(&t, ":%c", pc->modifier);
            sb_putc(&t, '}');
            continue;
        }
        const char *s = sym_str(pc->text);
        for (uint32_t k = 0, n = sym_len(pc->text); k < n; k++) {
            if (s[k] == '{' || s[k] == '}') sb_putc(&t, s[k]);
            sb_putc(&t, s[k]);
        }
    }
    pr_string_cooked(p, t.data ? t.data : "", t.len);
    sb_free(&t);
}

static void print_asm_reg(Printer *p, const InlineAsmOperand *op) {
    pp_word(&p->pp, "(");
    if (op->is_explicit_reg) pr_string_cooked(p, sym_str(op->reg), sym_len(op->reg));
    else pr_name(p, op->reg);
    pp_word(&p->pp, ")");
    pp_space(&p->pp);
}

static void print_asm_operand(Printer *p, const InlineAsmOperand *op) {
    Pp *pp = &p->pp;
    switch (op->kind) {
    case ASM_OP_IN:
        pp_word(pp, "in");
        print_asm_reg(p, op);
        pr_expr(p, op->expr);
        break;
    case ASM_OP_OUT:
        pp_word(pp, op->late ? "lateout" : "out");
        print_asm_reg(p, op);
        if (op->expr) pr_expr(p, op->expr);
        else pp_word(pp, "_");
        break;
    case ASM_OP_INOUT:
        pp_word(pp, op->late ? "inlateout" : "inout");
        print_asm_reg(p, op);
        pr_expr(p, op->expr);
        break;
    case ASM_OP_SPLIT_INOUT:
        pp_word(pp, op->late ? "inlateout" : "inout");
        print_asm_reg(p, op);
        pr_expr(p, op->expr);
        pp_space(pp);
        pp_word_space(pp, "=>");
        if (op->out_expr) pr_expr(p, op->out_expr);
        else pp_word(pp, "_");
        break;
    case ASM_OP_CONST:
        pp_word(pp, "const");
        pp_space(pp);
        pr_expr(p, op->expr);
        break;
    case ASM_OP_SYM:
        pp_word(pp, "sym");
        pp_space(pp);
        if (op->expr->kind == EXPR_PATH && op->expr->path.qself)
            pr_qpath(p, &op->expr->path.path, op->expr->path.qself, true);
        else if (op->expr->kind == EXPR_PATH)
            pr_path(p, &op->expr->path.path, true, 0);
        else
            pr_expr(p, op->expr);
        break;
    }
}

void pr_inline_asm(Printer *p, const InlineAsm *a) {
    static const struct {
        uint32_t bit;
        const char *name;
    } opts[] = {
        {ASM_OPT_PURE, "pure"},         {ASM_OPT_NOMEM, "nomem"},     {ASM_OPT_READONLY, "readonly"},
        {ASM_OPT_PRESERVES_FLAGS, "preserves_flags"}, {ASM_OPT_NORETURN, "noreturn"}, {ASM_OPT_NOSTACK, "nostack"},
        {ASM_OPT_ATT_SYNTAX, "att_syntax"}, {ASM_OPT_RAW, "raw"}, {ASM_OPT_MAY_UNWIND, "may_unwind"},
    };
    Pp *pp = &p->pp;
    pp_word(pp, "(");
    pp_cbox(pp, 0);
    print_asm_template(p, a);
    for (uint32_t i = 0; i < a->noperands; i++) {
        pp_word_space(pp, ",");
        print_asm_operand(p, &a->operands[i]);
    }
    for (uint32_t i = 0; i < a->nclobber_abis; i++) {
        pp_word_space(pp, ",");
        pp_word(pp, "clobber_abi");
        pp_word(pp, "(");
        pr_string_cooked(p, sym_str(a->clobber_abis[i]), sym_len(a->clobber_abis[i]));
        pp_word(pp, ")");
    }
    if (a->options) {
        pp_word_space(pp, ",");
        pp_word(pp, "options");
        pp_word(pp, "(");
        pp_ibox(pp, 0);
        bool first = true;
        for (uint32_t k = 0; k < sizeof opts / sizeof opts[0]; k++) {
            if (!(a->options & opts[k].bit)) continue;
            if (!first) pp_word_space(pp, ",");
            pp_word(pp, opts[k].name);
            first = false;
        }
        pp_end(pp);
        pp_word(pp, ")");
    }
    pp_end(pp);
    pp_word(pp, ")");
}

/* ---- blocks and statements ---- */

/* The statement's span as rustc's AST has it. */
static Span stmt_span(const Stmt *s) { return span_is_dummy(s->parsed_span) ? s->span : s->parsed_span; }

void pr_block_maybe_unclosed(Printer *p, const Block *b, AttrList attrs, bool close_box) {
    Pp *pp = &p->pp;
    if (b->rules == BLOCK_UNSAFE) pp_word_space(pp, "unsafe");
    pr_maybe_print_comment(p, b->span.lo);
    pr_bopen(p);
    bool has_attrs = pr_inner_attrs(p, attrs);
    for (uint32_t i = 0; i < b->stmts.len; i++) {
        const Stmt *st = &b->stmts.data[i];
        if (st->kind == STMT_EXPR && i + 1 == b->stmts.len) {
            pr_maybe_print_comment(p, stmt_span(st).lo);
            pp_space_if_not_bol(pp);
            pr_expr_outer_attr_style(p, st->expr, false);
            pr_maybe_print_trailing_comment(p, st->expr->span, b->span.hi, true);
        } else {
            pr_stmt(p, st);
        }
    }
    bool empty = !has_attrs && !b->stmts.len;
    pr_bclose_maybe_open(p, b->span, empty, close_box);
}

void pr_block_with_attrs(Printer *p, const Block *b, AttrList attrs) { pr_block_maybe_unclosed(p, b, attrs, true); }

void pr_block(Printer *p, const Block *b) { pr_block_with_attrs(p, b, (AttrList){0}); }

static void print_local(Printer *p, const Local *l) {
    Pp *pp = &p->pp;
    pr_outer_attrs(p, l->attrs);
    pp_space_if_not_bol(pp);
    pp_ibox(pp, PP_INDENT);
    pp_word_nbsp(pp, "let");
    pp_ibox(pp, PP_INDENT);
    pr_pat(p, l->pat);
    if (l->ty) {
        pp_word_space(pp, ":");
        pr_type(p, l->ty);
    }
    pp_end(pp);
    if (l->init) {
        pp_nbsp(pp);
        pp_word_space(pp, "=");
        pr_expr(p, l->init);
        if (l->els) {
            pp_cbox(pp, PP_INDENT);
            pp_ibox(pp, PP_INDENT);
            pp_word(pp, " else ");
            pr_block(p, l->els);
        }
    }
    pp_word(pp, ";");
    pp_end(pp);   /* the `let` box */
}

void pr_stmt(Printer *p, const Stmt *s) {
    Pp *pp = &p->pp;
    pr_maybe_print_comment(p, stmt_span(s).lo);
    switch (s->kind) {
    case STMT_LOCAL:
        print_local(p, s->local);
        break;
    case STMT_ITEM:
        pr_item(p, s->item);
        break;
    case STMT_EXPR:
        pp_space_if_not_bol(pp);
        pr_expr_outer_attr_style(p, s->expr, false);
        if (px_requires_semi(s->expr)) pp_word(pp, ";");
        break;
    case STMT_SEMI:
        pp_space_if_not_bol(pp);
        pr_expr_outer_attr_style(p, s->expr, false);
        pp_word(pp, ";");
        break;
    case STMT_EMPTY:
        pp_space_if_not_bol(pp);
        pp_word(pp, ";");
        break;
    case STMT_MAC_CALL:
        pp_space_if_not_bol(pp);
        pr_outer_attrs(p, s->mac.attrs);
        pr_mac(p, &s->mac.mac);
        if (s->mac.style == MAC_STMT_SEMICOLON) pp_word(pp, ";");
        break;
    case STMT__COUNT:
        break;
    }
    pr_maybe_print_trailing_comment(p, stmt_span(s), 0, false);
}

/* ---- patterns ---- */

static void commasep_pats(Printer *p, PatList l) {
    pp_ibox(&p->pp, 0);
    for (uint32_t i = 0; i < l.len; i++) {
        if (i) pp_word_space(&p->pp, ",");
        pr_pat(p, l.data[i]);
    }
    pp_end(&p->pp);
}

static void print_pat_path(Printer *p, const Path *path, const QSelf *qself) {
    if (qself) pr_qpath(p, path, qself, true);
    else pr_path(p, path, true, 0);
}

void pr_pat(Printer *p, const Pat *pat) {
    if (!pat) return;   /* a sub-pattern lost to error recovery (printed in a diagnostic) */
    Pp *pp = &p->pp;
    pr_maybe_print_comment(p, pat->span.lo);
    switch (pat->kind) {
    case PAT_WILD:
        pp_word(pp, "_");
        break;
    case PAT_IDENT:
        if (pat->ident.by_ref) {
            pp_word_nbsp(pp, "ref");
            pr_mutability(p, pat->ident.mutbl, false);
        } else if (pat->ident.mutbl == MUT_MUT) {
            pp_word_nbsp(pp, "mut");
        }
        pr_ident(p, pat->ident.ident);
        if (pat->ident.sub) {
            pp_space(pp);
            pp_word_space(pp, "@");
            pr_pat(p, pat->ident.sub);
        }
        break;
    case PAT_TUPLE_STRUCT:
        print_pat_path(p, &pat->tuple_struct.path, pat->tuple_struct.qself);
        pp_word(pp, "(");
        commasep_pats(p, pat->tuple_struct.elems);
        pp_word(pp, ")");
        break;
    case PAT_OR:
        pp_ibox(pp, 0);
        for (uint32_t i = 0; i < pat->elems.len; i++) {
            if (i) {
                pp_space(pp);
                pp_word_space(pp, "|");
            }
            pr_pat(p, pat->elems.data[i]);
        }
        pp_end(pp);
        break;
    case PAT_PATH:
        if (pat->path.qself) pr_qpath(p, &pat->path.path, pat->path.qself, false);
        else pr_path(p, &pat->path.path, true, 0);
        break;
    case PAT_STRUCT: {
        print_pat_path(p, &pat->strukt.path, pat->strukt.qself);
        pp_nbsp(pp);
        pp_word(pp, "{");
        PatFieldList fs = pat->strukt.fields;
        bool etc = pat->strukt.rest;
        bool empty = !fs.len && !etc;
        if (!empty) pp_space(pp);
        pp_cbox(pp, 0);
        for (uint32_t i = 0; i < fs.len; i++) {
            const PatField *f = &fs.data[i];
            if (f->pat) pr_maybe_print_comment(p, f->pat->span.hi);
            pp_cbox(pp, PP_INDENT);
            if (!f->is_shorthand) {
                pr_ident(p, f->ident);
                pp_word_nbsp(pp, ":");
            }
            pr_pat(p, f->pat);
            pp_end(pp);
            if (i + 1 < fs.len) {
                pp_word(pp, ",");
                if (f->pat && fs.data[i + 1].pat)
                    pr_maybe_print_trailing_comment(p, f->pat->span, fs.data[i + 1].pat->span.hi, true);
                pp_space_if_not_bol(pp);
            }
        }
        pp_end(pp);
        if (etc) {
            if (fs.len) pp_word_space(pp, ",");
            pp_word(pp, "..");
        }
        if (!empty) pp_space(pp);
        pp_word(pp, "}");
        break;
    }
    case PAT_TUPLE:
        pp_word(pp, "(");
        commasep_pats(p, pat->elems);
        if (pat->elems.len == 1) pp_word(pp, ",");
        pp_word(pp, ")");
        break;
    case PAT_BOX:
        pp_word(pp, "box ");
        pr_pat(p, pat->inner);
        break;
    case PAT_REF: {
        pp_word(pp, "&");
        if (pat->ref.mutbl == MUT_MUT) pp_word(pp, "mut ");
        const Pat *in = pat->ref.pat;
        bool paren = in && in->kind == PAT_IDENT && !in->ident.by_ref && in->ident.mutbl == MUT_MUT;
        if (paren) pp_word(pp, "(");
        pr_pat(p, in);
        if (paren) pp_word(pp, ")");
        break;
    }
    case PAT_LIT:
        pr_expr(p, pat->lit);
        break;
    case PAT_RANGE:
        if (pat->range.lo) pr_expr(p, pat->range.lo);
        pp_word(pp, pat->range.end == RANGE_INCLUDED_DOTDOTEQ    ? "..="
                    : pat->range.end == RANGE_INCLUDED_DOTDOTDOT ? "..."
                                                                 : "..");
        if (pat->range.hi) pr_expr(p, pat->range.hi);
        break;
    case PAT_SLICE:
        pp_word(pp, "[");
        commasep_pats(p, pat->elems);
        pp_word(pp, "]");
        break;
    case PAT_REST:
        pp_word(pp, "..");
        break;
    case PAT_PAREN:
        pp_word(pp, "(");
        pr_pat(p, pat->inner);
        pp_word(pp, ")");
        break;
    case PAT_MAC_CALL:
        pr_mac(p, &pat->mac);
        break;
    case PAT_ERR:
    case PAT__COUNT:
        pp_word(pp, "_ /*ERROR*/");
        break;
    }
}

/* A pattern as text, for suggestions in messages (malloc'd). */
char *px_pat_to_string(const Pat *pat) {
    Printer p;
    pr_init(&p, NULL);
    pr_pat(&p, pat);
    return pp_finish(&p.pp);
}
