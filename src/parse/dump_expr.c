/* dump_expr.c — the AST dump (-Zunpretty=ast-tree) of expressions,
 * statements, blocks and patterns, for dump.c's item dumper.
 *
 * Takes AST nodes; gives one line per node (its kind and key fields) with
 * children indented, through dump.c's Dumper. Optional children are
 * introduced by a `name:` line so that a missing one cannot be confused
 * with the next. Nothing that printing may change (spans, ids, how the
 * source was spaced) is dumped unless d->spans.
 */
#include "expr_priv.h"

static const char *const expr_names[] = {
#define EXPR_KIND(name, str) str,
#include "rcc/ast.def"
#undef EXPR_KIND
};

static const char *const pat_names[] = {
#define PAT_KIND(name, str) str,
#include "rcc/ast.def"
#undef PAT_KIND
};

static const char *const stmt_names[] = {
#define STMT_KIND(name, str) str,
#include "rcc/ast.def"
#undef STMT_KIND
};

static void child_expr(Dumper *d, const char *what, const Expr *e) {
    if (!e) return;
    dump_line(d, "%s:", what);
    d->indent++;
    dump_expr(d, e);
    d->indent--;
}

static void child_block(Dumper *d, const char *what, const Block *b) {
    if (!b) return;
    dump_line(d, "%s:", what);
    d->indent++;
    dump_block(d, b);
    d->indent--;
}

static void dump_exprs(Dumper *d, ExprList l) {
    for (uint32_t i = 0; i < l.len; i++) dump_expr(d, l.data[i]);
}

static const char *label_str(const Label *l) { return l ? sym_str(l->ident.name) : "-"; }

static const char *lit_kind_name(const Token *t) {
    switch ((TokenKind)t->kind) {
    case TK_LIT_INT: return "Int";
    case TK_LIT_FLOAT: return "Float";
    case TK_LIT_CHAR: return "Char";
    case TK_LIT_BYTE: return "Byte";
    case TK_LIT_STR: return "Str";
    case TK_LIT_RAW_STR: return "RawStr";
    case TK_LIT_BYTE_STR: return "ByteStr";
    case TK_LIT_RAW_BYTE_STR: return "RawByteStr";
    case TK_LIT_C_STR: return "CStr";
    case TK_LIT_RAW_C_STR: return "RawCStr";
    case TK_IDENT: return "Bool";
    default: return "?";
    }
}

static void dump_closure(Dumper *d, const Expr *e) {
    if (e->closure.binder.len) {
        Generics g;
        memset(&g, 0, sizeof g);
        g.params = e->closure.binder;
        dump_line(d, "binder:");
        d->indent++;
        dump_generics(d, &g);
        d->indent--;
    }
    const FnDecl *decl = &e->closure.decl;
    for (uint32_t i = 0; i < decl->inputs.len; i++) {
        const Param *prm = &decl->inputs.data[i];
        dump_node(d, prm->id, prm->span, "Param");
        d->indent++;
        dump_attrs(d, prm->attrs);
        if (prm->pat) dump_pat(d, prm->pat);
        if (prm->ty) dump_ty(d, prm->ty);
        d->indent--;
    }
    if (decl->output) {
        dump_line(d, "output:");
        d->indent++;
        dump_ty(d, decl->output);
        d->indent--;
    }
    child_expr(d, "body", e->closure.body);
}

static void dump_arm(Dumper *d, const Arm *arm) {
    dump_node(d, arm->id, arm->span, "Arm");
    d->indent++;
    dump_attrs(d, arm->attrs);
    dump_pat(d, arm->pat);
    child_expr(d, "guard", arm->guard);
    child_expr(d, "body", arm->body);
    d->indent--;
}

static void dump_struct_expr(Dumper *d, const Expr *e) {
    dump_path(d, &e->strukt.path, e->strukt.qself);
    for (uint32_t i = 0; i < e->strukt.fields.len; i++) {
        const ExprField *f = &e->strukt.fields.data[i];
        dump_node(d, f->id, f->span, "Field %s%s", sym_str(f->ident.name), f->is_shorthand ? " shorthand" : "");
        d->indent++;
        dump_attrs(d, f->attrs);
        dump_expr(d, f->expr);
        d->indent--;
    }
    if (e->strukt.rest == STRUCT_REST_REST) dump_line(d, "rest: ..");
    child_expr(d, "base", e->strukt.base);
}

/* The head line of an expression: its kind and key fields. */
static void expr_head(StrBuf *sb, const Expr *e) {
    sb_puts(sb, e->kind < EXPR__COUNT ? expr_names[e->kind] : "?");
    switch (e->kind) {
    case EXPR_BINARY:
        sb_printf(sb, " %s", binop_str(e->binary.op));
        break;
    case EXPR_ASSIGN_OP:
        sb_printf(sb, " %s=", binop_str(e->binary.op));
        break;
    case EXPR_UNARY:
        sb_puts(sb, e->unary.op == UNOP_NOT ? " !" : e->unary.op == UNOP_NEG ? " -" : " *");
        break;
    case EXPR_LIT: {
        sb_printf(sb, " %s ", lit_kind_name(&e->lit));
        dump_quoted(sb, sym_str(e->lit.sym));
        if (e->lit.suffix) sb_printf(sb, " suffix=%s", sym_str(e->lit.suffix));
        break;
    }
    case EXPR_FIELD:
        sb_printf(sb, " %s", sym_str(e->field.ident.name));
        break;
    case EXPR_METHOD_CALL:
        sb_printf(sb, " %s", sym_str(e->method_call.seg.ident.name));
        break;
    case EXPR_ADDR_OF:
        sb_printf(sb, " %s %s", e->addr_of.kind == BORROW_RAW ? "raw" : "ref", e->addr_of.mutbl == MUT_MUT ? "mut" : "not");
        break;
    case EXPR_RANGE:
        sb_puts(sb, e->range.limits == RANGE_CLOSED ? " Closed" : " HalfOpen");
        break;
    case EXPR_BREAK:
        sb_printf(sb, " %s", label_str(e->brk.label));
        break;
    case EXPR_CONTINUE:
        sb_printf(sb, " %s", label_str(e->cont_label));
        break;
    case EXPR_CLOSURE:
        sb_printf(sb, "%s%s%s", e->closure.capture == CAPTURE_VALUE ? " move" : "",
                  e->closure.is_async ? " async" : "", e->closure.is_static ? " static" : "");
        break;
    case EXPR_BLOCK:
        sb_printf(sb, " %s", label_str(e->block.label));
        break;
    case EXPR_WHILE:
        sb_printf(sb, " %s", label_str(e->while_.label));
        break;
    case EXPR_FOR_LOOP:
        sb_printf(sb, " %s", label_str(e->for_.label));
        break;
    case EXPR_LOOP:
        sb_printf(sb, " %s", label_str(e->loop.label));
        break;
    case EXPR_ASYNC:
        if (e->async.capture == CAPTURE_VALUE) sb_puts(sb, " move");
        break;
    case EXPR_STRUCT:
        sb_puts(sb, e->strukt.rest == STRUCT_REST_REST ? " rest" : e->strukt.rest == STRUCT_REST_BASE ? " base" : "");
        break;
    default:
        break;
    }
}

void dump_inline_asm(Dumper *d, const InlineAsm *a) {
    static const char *const kinds[] = {"in", "out", "inout", "split_inout", "const", "sym"};
    static const char *const opts[] = {"pure",    "nomem",      "readonly", "preserves_flags", "noreturn",
                                       "nostack", "att_syntax", "raw",      "may_unwind"};
    StrBuf sb = {0};
    for (uint32_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
        if (a->options & (1u << i)) sb_printf(&sb, " %s", opts[i]);
    dump_line(d, "asm options:%s", sb.len ? sb_cstr(&sb) : " -");
    sb_free(&sb);
    for (uint32_t i = 0; i < a->nclobber_abis; i++) {
        StrBuf q = {0};
        dump_quoted(&q, sym_str(a->clobber_abis[i]));
        dump_line(d, "clobber_abi %s", sb_cstr(&q));
        sb_free(&q);
    }
    for (uint32_t i = 0; i < a->npieces; i++) {
        const InlineAsmPiece *p = &a->pieces[i];
        if (p->is_placeholder) {
            if (p->modifier) dump_line(d, "placeholder %u:%c", p->operand, p->modifier);
            else dump_line(d, "placeholder %u", p->operand);
        } else {
            StrBuf q = {0};
            dump_quoted_n(&q, sym_str(p->text), sym_len(p->text));
            dump_line(d, "text %s", sb_cstr(&q));
            sb_free(&q);
        }
    }
    for (uint32_t i = 0; i < a->noperands; i++) {
        const InlineAsmOperand *op = &a->operands[i];
        StrBuf h = {0};
        sb_printf(&h, "operand %s", kinds[op->kind]);
        if (op->late) sb_puts(&h, " late");
        if (op->kind != ASM_OP_CONST && op->kind != ASM_OP_SYM) {
            if (op->is_explicit_reg) sb_printf(&h, " reg \"%s\"", sym_str(op->reg));
            else sb_printf(&h, " class %s", sym_str(op->reg));
        }
        if (op->name) sb_printf(&h, " name %s", sym_str(op->name));
        dump_node(d, (NodeId){0}, op->span, "%s", sb_cstr(&h));
        sb_free(&h);
        d->indent++;
        if (op->expr) dump_expr(d, op->expr);
        else if (op->kind == ASM_OP_OUT) dump_line(d, "_");
        if (op->kind == ASM_OP_SPLIT_INOUT) {
            dump_line(d, "=>");
            if (op->out_expr) dump_expr(d, op->out_expr);
            else dump_line(d, "_");
        }
        d->indent--;
    }
}

void dump_expr(Dumper *d, const Expr *e) {
    StrBuf head = {0};
    expr_head(&head, e);
    dump_node(d, e->id, e->span, "Expr %s", sb_cstr(&head));
    sb_free(&head);
    d->indent++;
    dump_attrs(d, e->attrs);
    switch (e->kind) {
    case EXPR_BOX: case EXPR_AWAIT: case EXPR_PAREN: case EXPR_TRY:
        dump_expr(d, e->inner);
        break;
    case EXPR_RET: case EXPR_YIELD: case EXPR_YEET:
        if (e->opt_expr) dump_expr(d, e->opt_expr);
        break;
    case EXPR_ARRAY: case EXPR_TUP:
        dump_exprs(d, e->elems);
        break;
    case EXPR_CONST_BLOCK: case EXPR_TRY_BLOCK:
        dump_block(d, e->block_only);
        break;
    case EXPR_CALL:
        dump_expr(d, e->call.func);
        dump_exprs(d, e->call.args);
        break;
    case EXPR_METHOD_CALL:
        if (e->method_call.seg.args) {
            Path path = {.span = e->span, .segs = (PathSegment *)&e->method_call.seg, .nsegs = 1};
            dump_path(d, &path, NULL);
        }
        dump_expr(d, e->method_call.receiver);
        dump_exprs(d, e->method_call.args);
        break;
    case EXPR_BINARY: case EXPR_ASSIGN_OP:
        dump_expr(d, e->binary.lhs);
        dump_expr(d, e->binary.rhs);
        break;
    case EXPR_UNARY:
        dump_expr(d, e->unary.operand);
        break;
    case EXPR_LIT: case EXPR_UNDERSCORE: case EXPR_CONTINUE: case EXPR_ERR:
        break;
    case EXPR_INLINE_ASM:
        dump_inline_asm(d, e->inline_asm);
        break;
    case EXPR_CAST: case EXPR_TYPE_ASCRIPTION:
        dump_expr(d, e->cast.expr);
        dump_ty(d, e->cast.ty);
        break;
    case EXPR_LET:
        dump_pat(d, e->let.pat);
        dump_expr(d, e->let.scrutinee);
        break;
    case EXPR_IF:
        child_expr(d, "cond", e->if_.cond);
        child_block(d, "then", e->if_.then);
        child_expr(d, "else", e->if_.els);
        break;
    case EXPR_WHILE:
        child_expr(d, "cond", e->while_.cond);
        dump_block(d, e->while_.body);
        break;
    case EXPR_FOR_LOOP:
        dump_pat(d, e->for_.pat);
        dump_expr(d, e->for_.iter);
        dump_block(d, e->for_.body);
        break;
    case EXPR_LOOP:
        dump_block(d, e->loop.body);
        break;
    case EXPR_MATCH:
        dump_expr(d, e->match.scrutinee);
        for (uint32_t i = 0; i < e->match.arms.len; i++) dump_arm(d, &e->match.arms.data[i]);
        break;
    case EXPR_CLOSURE:
        dump_closure(d, e);
        break;
    case EXPR_BLOCK:
        dump_block(d, e->block.block);
        break;
    case EXPR_ASYNC:
        dump_block(d, e->async.block);
        break;
    case EXPR_ASSIGN:
        dump_expr(d, e->assign.lhs);
        dump_expr(d, e->assign.rhs);
        break;
    case EXPR_FIELD:
        dump_expr(d, e->field.expr);
        break;
    case EXPR_INDEX:
        dump_expr(d, e->index.expr);
        dump_expr(d, e->index.index);
        break;
    case EXPR_RANGE:
        child_expr(d, "lo", e->range.lo);
        child_expr(d, "hi", e->range.hi);
        break;
    case EXPR_PATH:
        dump_path(d, &e->path.path, e->path.qself);
        break;
    case EXPR_ADDR_OF:
        dump_expr(d, e->addr_of.expr);
        break;
    case EXPR_BREAK:
        if (e->brk.expr) dump_expr(d, e->brk.expr);
        break;
    case EXPR_MAC_CALL:
        dump_mac_call(d, &e->mac);
        break;
    case EXPR_STRUCT:
        dump_struct_expr(d, e);
        break;
    case EXPR_REPEAT:
        dump_expr(d, e->repeat.elem);
        dump_expr(d, e->repeat.count);
        break;
    case EXPR__COUNT:
        break;
    }
    d->indent--;
}

/* ---- blocks and statements ---- */

void dump_block(Dumper *d, const Block *b) {
    dump_node(d, b->id, b->span, "Block%s", b->rules == BLOCK_UNSAFE ? " unsafe" : "");
    d->indent++;
    for (uint32_t i = 0; i < b->stmts.len; i++) dump_stmt(d, &b->stmts.data[i]);
    d->indent--;
}

static const char *mac_style_str(MacStmtStyle s) {
    switch (s) {
    case MAC_STMT_SEMICOLON: return "semicolon";
    case MAC_STMT_BRACES: return "braces";
    default: return "nobraces";
    }
}

void dump_stmt(Dumper *d, const Stmt *s) {
    const char *k = s->kind < STMT__COUNT ? stmt_names[s->kind] : "?";
    if (s->kind == STMT_MAC_CALL) dump_node(d, s->id, s->span, "Stmt %s %s", k, mac_style_str(s->mac.style));
    else dump_node(d, s->id, s->span, "Stmt %s", k);
    d->indent++;
    switch (s->kind) {
    case STMT_LOCAL: {
        const Local *l = s->local;
        dump_node(d, l->id, l->span, "Local");
        d->indent++;
        dump_attrs(d, l->attrs);
        dump_pat(d, l->pat);
        if (l->ty) {
            dump_line(d, "ty:");
            d->indent++;
            dump_ty(d, l->ty);
            d->indent--;
        }
        child_expr(d, "init", l->init);
        child_block(d, "else", l->els);
        d->indent--;
        break;
    }
    case STMT_ITEM:
        dump_item(d, s->item);
        break;
    case STMT_EXPR: case STMT_SEMI:
        dump_expr(d, s->expr);
        break;
    case STMT_MAC_CALL:
        dump_attrs(d, s->mac.attrs);
        dump_mac_call(d, &s->mac.mac);
        break;
    case STMT_EMPTY: case STMT__COUNT:
        break;
    }
    d->indent--;
}

/* ---- patterns ---- */

static void dump_pats(Dumper *d, PatList l) {
    for (uint32_t i = 0; i < l.len; i++) dump_pat(d, l.data[i]);
}

static const char *range_end_str(RangeEnd e) {
    switch (e) {
    case RANGE_INCLUDED_DOTDOTEQ: return "..=";
    case RANGE_INCLUDED_DOTDOTDOT: return "...";
    default: return "..";
    }
}

void dump_pat(Dumper *d, const Pat *p) {
    const char *k = p->kind < PAT__COUNT ? pat_names[p->kind] : "?";
    switch (p->kind) {
    case PAT_IDENT:
        dump_node(d, p->id, p->span, "Pat %s %s%s%s", k, p->ident.by_ref ? "ref " : "",
                  p->ident.mutbl == MUT_MUT ? "mut " : "", sym_str(p->ident.ident.name));
        break;
    case PAT_REF:
        dump_node(d, p->id, p->span, "Pat %s%s", k, p->ref.mutbl == MUT_MUT ? " mut" : "");
        break;
    case PAT_RANGE:
        dump_node(d, p->id, p->span, "Pat %s %s", k, range_end_str(p->range.end));
        break;
    case PAT_STRUCT:
        dump_node(d, p->id, p->span, "Pat %s%s", k, p->strukt.rest ? " rest" : "");
        break;
    default:
        dump_node(d, p->id, p->span, "Pat %s", k);
        break;
    }
    d->indent++;
    switch (p->kind) {
    case PAT_IDENT:
        if (p->ident.sub) dump_pat(d, p->ident.sub);
        break;
    case PAT_STRUCT:
        dump_path(d, &p->strukt.path, p->strukt.qself);
        for (uint32_t i = 0; i < p->strukt.fields.len; i++) {
            const PatField *f = &p->strukt.fields.data[i];
            dump_node(d, f->id, f->span, "Field %s%s", sym_str(f->ident.name), f->is_shorthand ? " shorthand" : "");
            d->indent++;
            dump_attrs(d, f->attrs);
            dump_pat(d, f->pat);
            d->indent--;
        }
        break;
    case PAT_TUPLE_STRUCT:
        dump_path(d, &p->tuple_struct.path, p->tuple_struct.qself);
        dump_pats(d, p->tuple_struct.elems);
        break;
    case PAT_OR: case PAT_TUPLE: case PAT_SLICE:
        dump_pats(d, p->elems);
        break;
    case PAT_PATH:
        dump_path(d, &p->path.path, p->path.qself);
        break;
    case PAT_BOX: case PAT_PAREN:
        dump_pat(d, p->inner);
        break;
    case PAT_REF:
        dump_pat(d, p->ref.pat);
        break;
    case PAT_LIT:
        dump_expr(d, p->lit);
        break;
    case PAT_RANGE:
        child_expr(d, "lo", p->range.lo);
        child_expr(d, "hi", p->range.hi);
        break;
    case PAT_MAC_CALL:
        dump_mac_call(d, &p->mac);
        break;
    case PAT_WILD: case PAT_REST: case PAT_ERR: case PAT__COUNT:
        break;
    }
    d->indent--;
}
