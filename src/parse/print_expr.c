/* print_expr.c — expressions, statements, blocks and patterns as Rust
 * source (-Zunpretty=normal), for print.c's item printer.
 *
 * Takes AST nodes; gives text through the Printer of print.c. The parser
 * keeps parentheses as EXPR_PAREN / PAT_PAREN nodes, so printing the
 * nodes in order gives text that parses back to the same tree. Where the
 * plain text of a tree that did not come from the parser would parse
 * differently (a struct literal in a condition, a block-like expression at
 * the start of a statement followed by an operator), parentheses are
 * added; such trees only come from macro expansion.
 */
#include "expr_priv.h"

/* Context flags for printing an expression. */
enum {
    PF_LEFTMOST = 1 << 0,   /* at the start of a statement or arm body, not its root */
    PF_NO_STRUCT = 1 << 1,  /* in a condition: a struct literal needs parentheses */
};

static void print_expr(Printer *pp, const Expr *e, unsigned flags);
static void print_operand(Printer *pp, const Expr *e, unsigned flags, int min, bool last);
static void print_stmt_expr(Printer *pp, const Expr *e);
static void print_block_attrs(Printer *pp, const Block *b, AttrList attrs);

static void pp_outer_attrs(Printer *pp, AttrList attrs) { pp_attrs(pp, attrs, ATTR_OUTER); }

static bool has_inner(AttrList attrs) {
    for (uint32_t i = 0; i < attrs.len; i++)
        if (attrs.data[i].style == ATTR_INNER) return true;
    return false;
}

static void pp_label(Printer *pp, const Label *l) {
    if (!l) return;
    pp_sym(pp, l->ident.name);
    pp_str(pp, ": ");
}

/* A literal as written. Its text may hold NUL bytes (a raw string can),
 * which C strings would cut short: print it piecewise. */
static void pp_lit_token(Printer *pp, const Token *t) {
    const char *s = sym_str(t->sym);
    uint32_t n = sym_len(t->sym);
    for (uint32_t i = 0; i < n;) {
        size_t k = strlen(s + i);
        pp_str(pp, s + i);
        i += (uint32_t)k;
        if (i < n) {
            sb_putc(pp->sb, '\0');
            i++;
        }
    }
    if (t->suffix) pp_str(pp, sym_str(t->suffix));
}

static void pp_expr_list(Printer *pp, ExprList l) {
    for (uint32_t i = 0; i < l.len; i++) {
        if (i) pp_str(pp, ", ");
        print_expr(pp, l.data[i], 0);
    }
}

/* `1 .0` must not print as the float `1.0`, nor `1. .f()` as `1..f()`. */
static bool needs_space_before_dot(const Expr *recv, const char *field) {
    if (recv->kind != EXPR_LIT || recv->attrs.len) return false;
    const Token *t = &recv->lit;
    if (t->suffix) return false;
    const char *s = sym_str(t->sym);
    size_t n = strlen(s);
    if (t->kind == TK_LIT_FLOAT && n && s[n - 1] == '.') return true;
    if (t->kind == TK_LIT_INT && field && field[0] >= '0' && field[0] <= '9') return true;
    if (t->kind == TK_LIT_INT && field && (field[0] == 'e' || field[0] == 'E')) return true;
    return false;
}

/* The flags for the leftmost operand of `e`: a block-like operand there
 * would end the statement. */
static unsigned left_flags(unsigned flags, bool root_stmt) {
    unsigned f = flags & PF_NO_STRUCT;
    if (root_stmt || (flags & PF_LEFTMOST)) f |= PF_LEFTMOST;
    return f;
}

/* ---- closures ---- */

static void print_closure(Printer *pp, const Expr *e, unsigned flags) {
    if (e->closure.binder.len) {
        Generics g;
        memset(&g, 0, sizeof g);
        g.params = e->closure.binder;
        pp_str(pp, "for");
        pp_generics(pp, &g);
        pp_str(pp, " ");
    }
    if (e->closure.is_static) pp_str(pp, "static ");
    if (e->closure.is_async) pp_str(pp, "async ");
    if (e->closure.capture == CAPTURE_VALUE) pp_str(pp, "move ");
    const FnDecl *d = &e->closure.decl;
    pp_str(pp, "|");
    for (uint32_t i = 0; i < d->inputs.len; i++) {
        const Param *prm = &d->inputs.data[i];
        if (i) pp_str(pp, ", ");
        if (prm->attrs.len) {
            pp_outer_attrs(pp, prm->attrs);
        }
        pp_pat(pp, prm->pat);
        if (prm->ty && prm->ty->kind != TY_INFER) {
            pp_str(pp, ": ");
            pp_ty(pp, prm->ty);
        }
    }
    pp_str(pp, "|");
    if (d->output) {
        pp_str(pp, " -> ");
        pp_ty(pp, d->output);
    }
    pp_str(pp, " ");
    print_expr(pp, e->closure.body, flags & PF_NO_STRUCT);
}

/* ---- control flow ---- */

static void print_if(Printer *pp, const Expr *e) {
    pp_str(pp, "if ");
    print_expr(pp, e->if_.cond, PF_NO_STRUCT);
    pp_str(pp, " ");
    pp_block(pp, e->if_.then);
    const Expr *els = e->if_.els;
    if (!els) return;
    pp_str(pp, " else ");
    if (els->kind == EXPR_IF && !els->attrs.len) {
        print_if(pp, els);
    } else if (els->kind == EXPR_BLOCK && !els->block.label && !els->attrs.len) {
        pp_block(pp, els->block.block);
    } else {
        /* Not from the parser: wrap it in a block. */
        pp_str(pp, "{ ");
        print_expr(pp, els, 0);
        pp_str(pp, " }");
    }
}

static void print_arm(Printer *pp, const Arm *arm) {
    pp_outer_attrs(pp, arm->attrs);
    pp_pat(pp, arm->pat);
    if (arm->guard) {
        pp_str(pp, " if ");
        print_expr(pp, arm->guard, 0);
    }
    pp_str(pp, " => ");
    print_stmt_expr(pp, arm->body);
    pp_str(pp, ",");
    pp_newline(pp);
}

static void print_match(Printer *pp, const Expr *e) {
    pp_str(pp, "match ");
    print_expr(pp, e->match.scrutinee, PF_NO_STRUCT);
    pp_str(pp, " {");
    pp_newline(pp);
    pp->indent++;
    pp_attrs(pp, e->attrs, ATTR_INNER);
    for (uint32_t i = 0; i < e->match.arms.len; i++) print_arm(pp, &e->match.arms.data[i]);
    pp->indent--;
    pp_str(pp, "}");
}

static void print_struct(Printer *pp, const Expr *e) {
    pp_path(pp, &e->strukt.path, e->strukt.qself);
    uint32_t n = e->strukt.fields.len;
    if (!n && e->strukt.rest == STRUCT_REST_NONE) {
        pp_str(pp, " {}");
        return;
    }
    pp_str(pp, " { ");
    for (uint32_t i = 0; i < n; i++) {
        const ExprField *f = &e->strukt.fields.data[i];
        if (i) pp_str(pp, ", ");
        pp_outer_attrs(pp, f->attrs);
        if (f->is_shorthand) {
            print_expr(pp, f->expr, 0);
        } else {
            pp_ident(pp, f->ident);
            pp_str(pp, ": ");
            print_expr(pp, f->expr, 0);
        }
    }
    if (e->strukt.rest != STRUCT_REST_NONE) {
        if (n) pp_str(pp, ", ");
        pp_str(pp, "..");
        if (e->strukt.rest == STRUCT_REST_BASE) print_expr(pp, e->strukt.base, 0);
    }
    pp_str(pp, " }");
}

static void print_range(Printer *pp, const Expr *e, unsigned flags, bool root) {
    const Expr *lo = e->range.lo, *hi = e->range.hi;
    if (lo) {
        print_operand(pp, lo, left_flags(flags, root), 2, false);
        if (needs_space_before_dot(lo, NULL)) pp_str(pp, " ");
    }
    pp_str(pp, e->range.limits == RANGE_CLOSED ? "..=" : "..");
    if (!hi) return;
    /* `.. ..x` must not run together into `....x` */
    if (hi->kind == EXPR_RANGE && !hi->range.lo && !hi->attrs.len) pp_str(pp, " ");
    print_operand(pp, hi, flags & PF_NO_STRUCT, 2, true);
}

/* ---- operator precedence ----
 *
 * Trees from the parser keep their parentheses (EXPR_PAREN). Macro
 * expansion substitutes whole expressions (`$e * 2` with `$e` = `1 + 2`),
 * so an operand may bind more loosely than its place needs: it is printed
 * in parentheses then, as rustc's pretty-printer does. An operand that is
 * open at its end (a closure, `return x`, `..x`) needs none when nothing of
 * its parent follows it, which is how the parser builds such trees. */

enum { PREC_OPEN = -40, PREC_PREFIX_OP = 50, PREC_POSTFIX_OP = 60, PREC_ATOM = 99 };

/* How loosely an expression binds, on the parser's scale (expr.c:
 * assignment 0, ranges 1, binary operators ast.def, casts 12). */
static int expr_prec(const Expr *e) {
    switch (e->kind) {
    case EXPR_BINARY: return binop_prec(e->binary.op);
    case EXPR_CAST: case EXPR_TYPE_ASCRIPTION: return 12;
    case EXPR_ASSIGN: case EXPR_ASSIGN_OP: return 0;
    case EXPR_RANGE: return e->range.lo ? 1 : PREC_OPEN;
    case EXPR_CLOSURE: case EXPR_RET: case EXPR_BREAK: case EXPR_YIELD: case EXPR_YEET: return PREC_OPEN;
    case EXPR_UNARY: case EXPR_ADDR_OF: case EXPR_BOX: case EXPR_LET: return PREC_PREFIX_OP;
    case EXPR_CALL: case EXPR_METHOD_CALL: case EXPR_FIELD: case EXPR_INDEX: case EXPR_TRY: case EXPR_AWAIT:
    case EXPR_MAC_CALL: case EXPR_INLINE_ASM:
        return PREC_POSTFIX_OP;
    default: return PREC_ATOM;
    }
}

/* An operand that must bind at least as tightly as `min`; `last`: nothing
 * of the parent follows it. */
static void print_operand(Printer *pp, const Expr *e, unsigned flags, int min, bool last) {
    int p = expr_prec(e);
    bool paren = p < min && !(last && p == PREC_OPEN);
    if (!paren) {
        print_expr(pp, e, flags);
        return;
    }
    pp_str(pp, "(");
    print_expr(pp, e, 0);
    pp_str(pp, ")");
}

/* ---- the expression printer ---- */

/* Is this a block-like expression that ends a statement? */
static bool ends_stmt(const Expr *e) { return !px_requires_semi(e); }

static void print_expr_inner(Printer *pp, const Expr *e, unsigned flags, bool root) {
    unsigned lf = left_flags(flags, root);
    unsigned nf = flags & PF_NO_STRUCT;
    switch (e->kind) {
    case EXPR_BOX:
        pp_str(pp, "box ");
        print_operand(pp, e->inner, nf, PREC_PREFIX_OP, true);
        break;
    case EXPR_ARRAY:
        pp_str(pp, "[");
        pp_expr_list(pp, e->elems);
        pp_str(pp, "]");
        break;
    case EXPR_CONST_BLOCK:
        pp_str(pp, "const ");
        pp_block(pp, e->block_only);
        break;
    case EXPR_CALL:
        print_operand(pp, e->call.func, lf, PREC_POSTFIX_OP, false);
        pp_str(pp, "(");
        pp_expr_list(pp, e->call.args);
        pp_str(pp, ")");
        break;
    case EXPR_METHOD_CALL: {
        const Expr *recv = e->method_call.receiver;
        print_operand(pp, recv, nf, PREC_POSTFIX_OP, false);
        if (needs_space_before_dot(recv, sym_str(e->method_call.seg.ident.name))) pp_str(pp, " ");
        pp_str(pp, ".");
        if (e->method_call.seg.args) {
            /* a one-segment path prints `name::<args>` */
            Path path = {.span = e->span, .segs = (PathSegment *)&e->method_call.seg, .nsegs = 1};
            pp_path(pp, &path, NULL);
        } else {
            pp_ident(pp, e->method_call.seg.ident);
        }
        pp_str(pp, "(");
        pp_expr_list(pp, e->method_call.args);
        pp_str(pp, ")");
        break;
    }
    case EXPR_TUP:
        pp_str(pp, "(");
        pp_expr_list(pp, e->elems);
        if (e->elems.len == 1) pp_str(pp, ",");
        pp_str(pp, ")");
        break;
    case EXPR_BINARY: {
        /* left-associative; comparisons do not chain */
        int prec = binop_prec(e->binary.op);
        bool cmp = prec == binop_prec(BINOP_EQ);
        print_operand(pp, e->binary.lhs, lf, cmp ? prec + 1 : prec, false);
        pp_str(pp, " ");
        pp_str(pp, binop_str(e->binary.op));
        pp_str(pp, " ");
        print_operand(pp, e->binary.rhs, nf, prec + 1, true);
        break;
    }
    case EXPR_UNARY:
        pp_str(pp, e->unary.op == UNOP_NOT ? "!" : e->unary.op == UNOP_NEG ? "-" : "*");
        print_operand(pp, e->unary.operand, nf, PREC_PREFIX_OP, true);
        break;
    case EXPR_LIT:
        pp_lit_token(pp, &e->lit);
        break;
    case EXPR_CAST:
    case EXPR_TYPE_ASCRIPTION:
        print_operand(pp, e->cast.expr, lf, 12, false);
        pp_str(pp, e->kind == EXPR_CAST ? " as " : ": ");
        pp_ty(pp, e->cast.ty);
        break;
    case EXPR_LET:
        pp_str(pp, "let ");
        pp_pat(pp, e->let.pat);
        pp_str(pp, " = ");
        print_operand(pp, e->let.scrutinee, nf, binop_prec(BINOP_AND) + 1, true);
        break;
    case EXPR_IF:
        print_if(pp, e);
        break;
    case EXPR_WHILE:
        pp_label(pp, e->while_.label);
        pp_str(pp, "while ");
        print_expr(pp, e->while_.cond, PF_NO_STRUCT);
        pp_str(pp, " ");
        print_block_attrs(pp, e->while_.body, e->attrs);
        break;
    case EXPR_FOR_LOOP:
        pp_label(pp, e->for_.label);
        pp_str(pp, "for ");
        pp_pat(pp, e->for_.pat);
        pp_str(pp, " in ");
        print_expr(pp, e->for_.iter, PF_NO_STRUCT);
        pp_str(pp, " ");
        print_block_attrs(pp, e->for_.body, e->attrs);
        break;
    case EXPR_LOOP:
        pp_label(pp, e->loop.label);
        pp_str(pp, "loop ");
        print_block_attrs(pp, e->loop.body, e->attrs);
        break;
    case EXPR_MATCH:
        print_match(pp, e);
        break;
    case EXPR_CLOSURE:
        print_closure(pp, e, flags);
        break;
    case EXPR_BLOCK:
        pp_label(pp, e->block.label);
        print_block_attrs(pp, e->block.block, e->attrs);
        break;
    case EXPR_ASYNC:
        pp_str(pp, e->async.capture == CAPTURE_VALUE ? "async move " : "async ");
        print_block_attrs(pp, e->async.block, e->attrs);
        break;
    case EXPR_AWAIT:
        print_operand(pp, e->inner, nf, PREC_POSTFIX_OP, false);
        pp_str(pp, ".await");
        break;
    case EXPR_TRY_BLOCK:
        pp_str(pp, "try ");
        print_block_attrs(pp, e->block_only, e->attrs);
        break;
    case EXPR_ASSIGN:
        print_operand(pp, e->assign.lhs, lf, 1, false);
        pp_str(pp, " = ");
        print_operand(pp, e->assign.rhs, nf, 0, true);
        break;
    case EXPR_ASSIGN_OP:
        print_operand(pp, e->binary.lhs, lf, 1, false);
        pp_str(pp, " ");
        pp_str(pp, binop_str(e->binary.op));
        pp_str(pp, "= ");
        print_operand(pp, e->binary.rhs, nf, 0, true);
        break;
    case EXPR_FIELD: {
        const Expr *base = e->field.expr;
        print_operand(pp, base, nf, PREC_POSTFIX_OP, false);
        if (needs_space_before_dot(base, sym_str(e->field.ident.name))) pp_str(pp, " ");
        pp_str(pp, ".");
        pp_ident(pp, e->field.ident);
        break;
    }
    case EXPR_INDEX:
        print_operand(pp, e->index.expr, lf, PREC_POSTFIX_OP, false);
        pp_str(pp, "[");
        print_expr(pp, e->index.index, 0);
        pp_str(pp, "]");
        break;
    case EXPR_RANGE:
        print_range(pp, e, flags, root);
        break;
    case EXPR_UNDERSCORE:
        pp_str(pp, "_");
        break;
    case EXPR_PATH:
        pp_path(pp, &e->path.path, e->path.qself);
        break;
    case EXPR_ADDR_OF:
        pp_str(pp, "&");
        if (e->addr_of.kind == BORROW_RAW) pp_str(pp, e->addr_of.mutbl == MUT_MUT ? "raw mut " : "raw const ");
        else if (e->addr_of.mutbl == MUT_MUT) pp_str(pp, "mut ");
        print_operand(pp, e->addr_of.expr, nf, PREC_PREFIX_OP, true);
        break;
    case EXPR_BREAK:
        pp_str(pp, "break");
        if (e->brk.label) {
            pp_str(pp, " ");
            pp_sym(pp, e->brk.label->ident.name);
        }
        if (e->brk.expr) {
            pp_str(pp, " ");
            print_expr(pp, e->brk.expr, nf);
        }
        break;
    case EXPR_CONTINUE:
        pp_str(pp, "continue");
        if (e->cont_label) {
            pp_str(pp, " ");
            pp_sym(pp, e->cont_label->ident.name);
        }
        break;
    case EXPR_RET:
    case EXPR_YIELD:
    case EXPR_YEET:
        pp_str(pp, e->kind == EXPR_RET ? "return" : e->kind == EXPR_YIELD ? "yield" : "do yeet");
        if (e->opt_expr) {
            pp_str(pp, " ");
            print_expr(pp, e->opt_expr, nf);
        }
        break;
    case EXPR_INLINE_ASM:
        pp_str(pp, "asm!");
        pp_inline_asm(pp, e->inline_asm);
        break;
    case EXPR_MAC_CALL:
        pp_mac_call(pp, &e->mac);
        break;
    case EXPR_STRUCT:
        print_struct(pp, e);
        break;
    case EXPR_REPEAT:
        pp_str(pp, "[");
        print_expr(pp, e->repeat.elem, 0);
        pp_str(pp, "; ");
        print_expr(pp, e->repeat.count, 0);
        pp_str(pp, "]");
        break;
    case EXPR_PAREN:
        pp_str(pp, "(");
        print_expr(pp, e->inner, 0);
        pp_str(pp, ")");
        break;
    case EXPR_TRY:
        print_operand(pp, e->inner, nf, PREC_POSTFIX_OP, false);
        pp_str(pp, "?");
        break;
    case EXPR_ERR:
    case EXPR__COUNT:
        pp_str(pp, "(/*ERROR*/)");
        break;
    }
}

/* `flags & PF_LEFTMOST` without being the root: a block-like expression
 * here would end the statement early, so it gets parentheses. The root of
 * a statement is printed by print_stmt_expr. */
static void print_expr(Printer *pp, const Expr *e, unsigned flags) {
    bool paren = ((flags & PF_LEFTMOST) && ends_stmt(e)) || ((flags & PF_NO_STRUCT) && e->kind == EXPR_STRUCT);
    if (paren) pp_str(pp, "(");
    pp_outer_attrs(pp, e->attrs);
    print_expr_inner(pp, e, paren ? 0 : flags, false);
    if (paren) pp_str(pp, ")");
}

/* The root expression of a statement or match arm body. */
static void print_stmt_expr(Printer *pp, const Expr *e) {
    pp_outer_attrs(pp, e->attrs);
    print_expr_inner(pp, e, 0, true);
}

void pp_expr(Printer *pp, const Expr *e) { print_expr(pp, e, 0); }

/* ---- inline assembly ---- */

/* The template as one cooked string literal: rustc's
 * InlineAsmTemplatePiece::to_string (braces of text doubled,
 * placeholders `{index}` / `{index:modifier}`), printed through
 * str::escape_debug. */
static void pp_asm_template(Printer *pp, const InlineAsm *a) {
    StrBuf t = {0};
    for (uint32_t i = 0; i < a->npieces; i++) {
        const InlineAsmPiece *p = &a->pieces[i];
        if (p->is_placeholder) {
            sb_printf(&t, "{%u", p->operand);
            if (p->modifier) sb_printf(&t, ":%c", p->modifier);
            sb_putc(&t, '}');
            continue;
        }
        const char *s = sym_str(p->text);
        for (uint32_t k = 0, n = sym_len(p->text); k < n; k++) {
            if (s[k] == '{' || s[k] == '}') sb_putc(&t, s[k]);
            sb_putc(&t, s[k]);
        }
    }
    StrBuf q = {0};
    sb_putc(&q, '"');
    for (uint32_t k = 0; k < t.len; k++) {
        unsigned char c = (unsigned char)t.data[k];
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
    pp_str(pp, sb_cstr(&q));
    sb_free(&q);
    sb_free(&t);
}

static void pp_asm_reg(Printer *pp, const InlineAsmOperand *op) {
    pp_str(pp, "(");
    if (op->is_explicit_reg) pp_str(pp, "\"");
    pp_sym(pp, op->reg);
    if (op->is_explicit_reg) pp_str(pp, "\"");
    pp_str(pp, ") ");
}

static void pp_asm_operand(Printer *pp, const InlineAsmOperand *op) {
    switch (op->kind) {
    case ASM_OP_IN:
        pp_str(pp, "in");
        pp_asm_reg(pp, op);
        pp_expr(pp, op->expr);
        break;
    case ASM_OP_OUT:
        pp_str(pp, op->late ? "lateout" : "out");
        pp_asm_reg(pp, op);
        if (op->expr) pp_expr(pp, op->expr);
        else pp_str(pp, "_");
        break;
    case ASM_OP_INOUT:
        pp_str(pp, op->late ? "inlateout" : "inout");
        pp_asm_reg(pp, op);
        pp_expr(pp, op->expr);
        break;
    case ASM_OP_SPLIT_INOUT:
        pp_str(pp, op->late ? "inlateout" : "inout");
        pp_asm_reg(pp, op);
        pp_expr(pp, op->expr);
        pp_str(pp, " => ");
        if (op->out_expr) pp_expr(pp, op->out_expr);
        else pp_str(pp, "_");
        break;
    case ASM_OP_CONST:
        pp_str(pp, "const ");
        pp_expr(pp, op->expr);
        break;
    case ASM_OP_SYM:
        pp_str(pp, "sym ");
        pp_expr(pp, op->expr);
        break;
    }
}

void pp_inline_asm(Printer *pp, const InlineAsm *a) {
    static const struct {
        uint32_t bit;
        const char *name;
    } opts[] = {
        {ASM_OPT_PURE, "pure"},         {ASM_OPT_NOMEM, "nomem"},     {ASM_OPT_READONLY, "readonly"},
        {ASM_OPT_PRESERVES_FLAGS, "preserves_flags"}, {ASM_OPT_NORETURN, "noreturn"}, {ASM_OPT_NOSTACK, "nostack"},
        {ASM_OPT_ATT_SYNTAX, "att_syntax"}, {ASM_OPT_RAW, "raw"}, {ASM_OPT_MAY_UNWIND, "may_unwind"},
    };
    pp_str(pp, "(");
    pp_asm_template(pp, a);
    for (uint32_t i = 0; i < a->noperands; i++) {
        pp_str(pp, ", ");
        pp_asm_operand(pp, &a->operands[i]);
    }
    for (uint32_t i = 0; i < a->nclobber_abis; i++) {
        pp_str(pp, ", clobber_abi(\"");
        pp_sym(pp, a->clobber_abis[i]);
        pp_str(pp, "\")");
    }
    if (a->options) {
        pp_str(pp, ", options(");
        bool first = true;
        for (uint32_t k = 0; k < sizeof opts / sizeof opts[0]; k++) {
            if (!(a->options & opts[k].bit)) continue;
            if (!first) pp_str(pp, ", ");
            pp_str(pp, opts[k].name);
            first = false;
        }
        pp_str(pp, ")");
    }
    pp_str(pp, ")");
}

void ast_print_expr(StrBuf *sb, const Expr *e) {
    Printer pp = {.sb = sb, .indent = 0, .at_line_start = true};
    pp_expr(&pp, e);
}

/* ---- blocks and statements ---- */

static void print_block_attrs(Printer *pp, const Block *b, AttrList attrs) {
    if (b->rules == BLOCK_UNSAFE) pp_str(pp, "unsafe ");
    bool inner = has_inner(attrs);
    if (!b->stmts.len && !inner) {
        pp_str(pp, "{}");
        return;
    }
    pp_str(pp, "{");
    pp_newline(pp);
    pp->indent++;
    if (inner) pp_attrs(pp, attrs, ATTR_INNER);
    for (uint32_t i = 0; i < b->stmts.len; i++) {
        pp_stmt(pp, &b->stmts.data[i]);
        if (!pp->at_line_start) pp_newline(pp);
    }
    pp->indent--;
    pp_str(pp, "}");
}

void pp_block(Printer *pp, const Block *b) { print_block_attrs(pp, b, (AttrList){0}); }

static void print_local(Printer *pp, const Local *l) {
    pp_outer_attrs(pp, l->attrs);
    pp_str(pp, "let ");
    pp_pat(pp, l->pat);
    if (l->ty) {
        pp_str(pp, ": ");
        pp_ty(pp, l->ty);
    }
    if (l->init) {
        pp_str(pp, " = ");
        print_expr(pp, l->init, 0);
    }
    if (l->els) {
        pp_str(pp, " else ");
        pp_block(pp, l->els);
    }
    pp_str(pp, ";");
}

void pp_stmt(Printer *pp, const Stmt *s) {
    switch (s->kind) {
    case STMT_LOCAL:
        print_local(pp, s->local);
        break;
    case STMT_ITEM:
        pp_item(pp, s->item);
        break;
    case STMT_EXPR:
        print_stmt_expr(pp, s->expr);
        break;
    case STMT_SEMI:
        print_stmt_expr(pp, s->expr);
        pp_str(pp, ";");
        break;
    case STMT_EMPTY:
        pp_str(pp, ";");
        break;
    case STMT_MAC_CALL:
        pp_outer_attrs(pp, s->mac.attrs);
        pp_mac_call(pp, &s->mac.mac);
        if (s->mac.style == MAC_STMT_SEMICOLON) pp_str(pp, ";");
        break;
    case STMT__COUNT:
        break;
    }
}

/* ---- patterns ---- */

static void pp_pat_list(Printer *pp, PatList l, const char *sep) {
    for (uint32_t i = 0; i < l.len; i++) {
        if (i) pp_str(pp, sep);
        pp_pat(pp, l.data[i]);
    }
}

static void print_range_bound(Printer *pp, const Expr *e) {
    if (e->kind == EXPR_PATH) pp_path(pp, &e->path.path, e->path.qself);
    else pp_expr(pp, e);
}

void pp_pat(Printer *pp, const Pat *p) {
    if (!p) return;   /* a sub-pattern lost to error recovery (printed in a diagnostic) */
    switch (p->kind) {
    case PAT_WILD:
        pp_str(pp, "_");
        break;
    case PAT_IDENT:
        if (p->ident.by_ref) pp_str(pp, "ref ");
        if (p->ident.mutbl == MUT_MUT) pp_str(pp, "mut ");
        pp_ident(pp, p->ident.ident);
        if (p->ident.sub) {
            pp_str(pp, " @ ");
            pp_pat(pp, p->ident.sub);
        }
        break;
    case PAT_STRUCT: {
        pp_path(pp, &p->strukt.path, p->strukt.qself);
        uint32_t n = p->strukt.fields.len;
        if (!n && !p->strukt.rest) {
            pp_str(pp, " {}");
            break;
        }
        pp_str(pp, " { ");
        for (uint32_t i = 0; i < n; i++) {
            const PatField *f = &p->strukt.fields.data[i];
            if (i) pp_str(pp, ", ");
            pp_outer_attrs(pp, f->attrs);
            if (f->is_shorthand) {
                pp_pat(pp, f->pat);
            } else {
                pp_ident(pp, f->ident);
                pp_str(pp, ": ");
                pp_pat(pp, f->pat);
            }
        }
        if (p->strukt.rest) pp_str(pp, n ? ", .." : "..");
        pp_str(pp, " }");
        break;
    }
    case PAT_TUPLE_STRUCT:
        pp_path(pp, &p->tuple_struct.path, p->tuple_struct.qself);
        pp_str(pp, "(");
        pp_pat_list(pp, p->tuple_struct.elems, ", ");
        pp_str(pp, ")");
        break;
    case PAT_OR:
        if (p->elems.len == 1) pp_str(pp, "| ");
        pp_pat_list(pp, p->elems, " | ");
        break;
    case PAT_PATH:
        pp_path(pp, &p->path.path, p->path.qself);
        break;
    case PAT_TUPLE:
        pp_str(pp, "(");
        pp_pat_list(pp, p->elems, ", ");
        if (p->elems.len == 1 && p->elems.data[0]->kind != PAT_REST) pp_str(pp, ",");
        pp_str(pp, ")");
        break;
    case PAT_BOX:
        pp_str(pp, "box ");
        pp_pat(pp, p->inner);
        break;
    case PAT_REF:
        pp_str(pp, p->ref.mutbl == MUT_MUT ? "&mut " : "&");
        pp_pat(pp, p->ref.pat);
        break;
    case PAT_LIT:
        pp_expr(pp, p->lit);
        break;
    case PAT_RANGE:
        if (p->range.lo) {
            print_range_bound(pp, p->range.lo);
            if (needs_space_before_dot(p->range.lo, NULL)) pp_str(pp, " ");
        }
        pp_str(pp, p->range.end == RANGE_INCLUDED_DOTDOTEQ ? "..=" : p->range.end == RANGE_INCLUDED_DOTDOTDOT ? "..." : "..");
        if (p->range.hi) print_range_bound(pp, p->range.hi);
        break;
    case PAT_SLICE:
        pp_str(pp, "[");
        pp_pat_list(pp, p->elems, ", ");
        pp_str(pp, "]");
        break;
    case PAT_REST:
        pp_str(pp, "..");
        break;
    case PAT_PAREN:
        pp_str(pp, "(");
        pp_pat(pp, p->inner);
        pp_str(pp, ")");
        break;
    case PAT_MAC_CALL:
        pp_mac_call(pp, &p->mac);
        break;
    case PAT_ERR:
    case PAT__COUNT:
        pp_str(pp, "_ /*ERROR*/");
        break;
    }
}

/* A pattern as text, for suggestions in messages (malloc'd). */
char *px_pat_to_string(const Pat *pat) {
    StrBuf sb = {0};
    Printer pp = {.sb = &sb, .indent = 0, .at_line_start = false};
    pp_pat(&pp, pat);
    char *s = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    return s;
}
