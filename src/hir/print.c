/* print.c — -Zunpretty=hir: the local crate's HIR as Rust-like text.
 *
 * Takes the Hir (lowering on demand); gives the text rustc's
 * -Zunpretty=hir gives for the same crate as far as the layout goes
 * (4-space indentation, `self: &Self`, desugared loops and `?`, lang item
 * paths as `#[lang = "name"]`), without reproducing the pretty-printer's
 * line-breaking quirks. */
#include "hir_priv.h"

typedef struct Pr {
    Hir *h;
    StrBuf *sb;
    int indent;
    HashMap labels;     /* HirId of a labelled loop/block -> its label */
} Pr;

static void pr_expr(Pr *p, const HirExpr *e);
static void pr_block(Pr *p, const HirBlock *b);
static void pr_ty(Pr *p, const HirTy *t);
static void pr_pat(Pr *p, const HirPat *pt);
static void pr_item(Pr *p, DefId d);

static void nl(Pr *p) {
    sb_putc(p->sb, '\n');
    for (int i = 0; i < p->indent; i++) sb_puts(p->sb, "    ");
}

static void put(Pr *p, const char *s) { sb_puts(p->sb, s); }
static void put_sym(Pr *p, Symbol s) { sb_puts(p->sb, s ? sym_str(s) : "_"); }

/* ---- paths and types ---- */

static void pr_generic_args(Pr *p, const HirGenericArgs *ga, bool turbofish) {
    if (!ga) return;
    if (ga->parenthesized) {
        put(p, "(");
        const HirTy *tup = ga->nargs ? ga->args[0].ty : NULL;
        if (tup && tup->kind == HTY_TUP)
            for (uint32_t i = 0; i < tup->tup.n; i++) {
                if (i) put(p, ", ");
                pr_ty(p, tup->tup.elems[i]);
            }
        put(p, ")");
        if (ga->nconstraints && ga->constraints[0].ty &&
            !(ga->constraints[0].ty->kind == HTY_TUP && ga->constraints[0].ty->tup.n == 0)) {
            put(p, " -> ");
            pr_ty(p, ga->constraints[0].ty);
        }
        return;
    }
    if (!ga->nargs && !ga->nconstraints) return;
    put(p, turbofish ? "::<" : "<");
    bool first = true;
    for (uint32_t i = 0; i < ga->nargs; i++) {
        const HirGenericArg *a = &ga->args[i];
        if (a->kind == HGA_LIFETIME) continue;
        if (!first) put(p, ", ");
        first = false;
        if (a->kind == HGA_TYPE) pr_ty(p, a->ty);
        else if (a->kind == HGA_INFER) put(p, "_");
        else {
            const HirBody *b = hir_body(p->h, a->ct.def);
            if (b) pr_expr(p, b->value);
            else put(p, "{ }");
        }
    }
    for (uint32_t i = 0; i < ga->nconstraints; i++) {
        const HirAssocConstraint *c = &ga->constraints[i];
        if (!first) put(p, ", ");
        first = false;
        put_sym(p, c->ident.name);
        if (c->ty) {
            put(p, " = ");
            pr_ty(p, c->ty);
        } else {
            put(p, ": ");
            for (uint32_t j = 0; j < c->nbounds; j++) {
                if (j) put(p, " + ");
                if (c->bounds[j].trait_path) {
                    const HirPath *tp = c->bounds[j].trait_path;
                    for (uint32_t k = 0; k < tp->nsegs; k++) {
                        if (k) put(p, "::");
                        put_sym(p, tp->segs[k].ident.name);
                    }
                }
            }
        }
    }
    put(p, ">");
}

static void pr_seg(Pr *p, const HirPathSegment *s, bool turbofish) {
    if (s->ident.name == SYM_dollar_crate) {
        /* `$crate` from a macro: the crate it names, as rustc prints it */
        const DefData *d = s->res.kind == RES_DEF ? res_def(p->h->res, s->res.def) : NULL;
        if (d && d->krate != LOCAL_CRATE) {
            put(p, "::");
            put_sym(p, res_crate_name(p->h->res, d->krate));
        } else {
            put(p, "crate");
        }
        return;
    }
    put_sym(p, s->ident.name);
    pr_generic_args(p, s->args, turbofish);
}

static void pr_path(Pr *p, const HirPath *hp, bool turbofish) {
    for (uint32_t i = 0; i < hp->nsegs; i++) {
        if (i) put(p, "::");
        pr_seg(p, &hp->segs[i], turbofish);
    }
}

static void pr_qpath(Pr *p, const HirQPath *q, bool turbofish) {
    switch (q->kind) {
    case QPATH_RESOLVED:
        if (q->qself) {
            put(p, "<");
            pr_ty(p, q->qself);
            put(p, " as ");
            /* the trait's segments: all but the last */
            for (uint32_t i = 0; i + 1 < q->path->nsegs; i++) {
                if (i) put(p, "::");
                pr_seg(p, &q->path->segs[i], false);
            }
            put(p, ">::");
            if (q->path->nsegs) pr_seg(p, &q->path->segs[q->path->nsegs - 1], turbofish);
        } else {
            pr_path(p, q->path, turbofish);
        }
        break;
    case QPATH_TYPE_RELATIVE:
        put(p, "<");
        pr_ty(p, q->qself);
        put(p, ">::");
        pr_seg(p, q->seg, turbofish);
        break;
    case QPATH_LANG_ITEM: sb_printf(p->sb, "#[lang = \"%s\"]", lang_item_name(q->lang)); break;
    }
}

static void pr_bounds(Pr *p, const HirGenericBound *b, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) {
        if (i) put(p, " + ");
        if (b[i].kind == HB_OUTLIVES) {
            put(p, "'_");
            continue;
        }
        if (b[i].kind == HB_MAYBE_TRAIT) put(p, "?");
        pr_path(p, b[i].trait_path, false);
    }
}

static void pr_anon_const(Pr *p, HirAnonConst ac) {
    const HirBody *b = ac.def.i ? hir_body(p->h, ac.def) : NULL;
    if (b) pr_expr(p, b->value);
    else put(p, "_");
}

static const char *abi_str(Abi a) {
    switch (a) {
    case ABI_RUST: return "Rust";
    case ABI_C: return "C";
    case ABI_SYSTEM: return "system";
    case ABI_RUST_INTRINSIC: return "rust-intrinsic";
    case ABI_RUST_CALL: return "rust-call";
    case ABI_PLATFORM_INTRINSIC: return "platform-intrinsic";
    case ABI_SYSV64: return "sysv64";
    case ABI_UNADJUSTED: return "unadjusted";
    case ABI_OTHER: return "?";
    }
    return "?";
}

static void pr_ty(Pr *p, const HirTy *t) {
    if (!t) {
        put(p, "_");
        return;
    }
    switch (t->kind) {
    case HTY_PATH: pr_qpath(p, &t->qpath, false); break;
    case HTY_REF:
        put(p, t->ptr.mutbl ? "&mut " : "&");
        pr_ty(p, t->ptr.ty);
        break;
    case HTY_PTR:
        put(p, t->ptr.mutbl ? "*mut " : "*const ");
        pr_ty(p, t->ptr.ty);
        break;
    case HTY_SLICE:
        put(p, "[");
        pr_ty(p, t->elem);
        put(p, "]");
        break;
    case HTY_ARRAY:
        put(p, "[");
        pr_ty(p, t->array.elem);
        put(p, "; ");
        pr_anon_const(p, t->array.len);
        put(p, "]");
        break;
    case HTY_TUP:
        put(p, "(");
        for (uint32_t i = 0; i < t->tup.n; i++) {
            if (i) put(p, ", ");
            pr_ty(p, t->tup.elems[i]);
        }
        if (t->tup.n == 1) put(p, ",");
        put(p, ")");
        break;
    case HTY_FN_PTR:
        if (t->fn_ptr.is_unsafe) put(p, "unsafe ");
        if (t->fn_ptr.abi != ABI_RUST) sb_printf(p->sb, "extern \"%s\" ", abi_str(t->fn_ptr.abi));
        put(p, "fn(");
        for (uint32_t i = 0; i < t->fn_ptr.decl.ninputs; i++) {
            if (i) put(p, ", ");
            pr_ty(p, t->fn_ptr.decl.inputs[i]);
        }
        if (t->fn_ptr.decl.c_variadic) put(p, t->fn_ptr.decl.ninputs ? ", ..." : "...");
        put(p, ")");
        if (t->fn_ptr.decl.output) {
            put(p, " -> ");
            pr_ty(p, t->fn_ptr.decl.output);
        }
        break;
    case HTY_NEVER: put(p, "!"); break;
    case HTY_INFER: put(p, "_"); break;
    case HTY_DYN: put(p, "dyn "); pr_bounds(p, t->bounds.bounds, t->bounds.nbounds); break;
    case HTY_IMPL_TRAIT: put(p, "impl "); pr_bounds(p, t->bounds.bounds, t->bounds.nbounds); break;
    case HTY_ERR: put(p, "/*ERROR*/"); break;
    }
}

/* ---- patterns ---- */

static void pr_pat_list(Pr *p, HirPat *const *ps, uint32_t n, int32_t dotdot) {
    for (uint32_t i = 0; i <= n; i++) {
        if ((int32_t)i == dotdot) {
            if (i) put(p, ", ");
            put(p, "..");
            if (i < n) put(p, ", ");
        } else if (i && i < n) {
            put(p, ", ");
        }
        if (i < n) pr_pat(p, ps[i]);
    }
}

static void pr_pat(Pr *p, const HirPat *pt) {
    switch (pt->kind) {
    case HPAT_WILD: put(p, "_"); break;
    case HPAT_BINDING:
        if (pt->binding.by_ref) put(p, "ref ");
        if (pt->binding.mutbl) put(p, "mut ");
        put_sym(p, pt->binding.ident.name);
        if (pt->binding.sub) {
            put(p, " @ ");
            pr_pat(p, pt->binding.sub);
        }
        break;
    case HPAT_STRUCT:
        pr_qpath(p, &pt->strukt.qpath, true);
        put(p, " { ");
        for (uint32_t i = 0; i < pt->strukt.nfields; i++) {
            if (i) put(p, ", ");
            put_sym(p, pt->strukt.fields[i].ident.name);
            put(p, ": ");
            pr_pat(p, pt->strukt.fields[i].pat);
        }
        if (pt->strukt.rest) put(p, pt->strukt.nfields ? ", .." : "..");
        put(p, " }");
        break;
    case HPAT_TUPLE_STRUCT:
        pr_qpath(p, &pt->tuple_struct.qpath, true);
        put(p, "(");
        pr_pat_list(p, pt->tuple_struct.pats, pt->tuple_struct.npats, pt->tuple_struct.dotdot);
        put(p, ")");
        break;
    case HPAT_PATH: pr_qpath(p, &pt->qpath, true); break;
    case HPAT_TUPLE:
        put(p, "(");
        pr_pat_list(p, pt->tuple.pats, pt->tuple.npats, pt->tuple.dotdot);
        if (pt->tuple.npats == 1 && pt->tuple.dotdot < 0) put(p, ",");
        put(p, ")");
        break;
    case HPAT_BOX: put(p, "box "); pr_pat(p, pt->inner); break;
    case HPAT_REF:
        put(p, pt->ref.mutbl ? "&mut " : "&");
        pr_pat(p, pt->ref.pat);
        break;
    case HPAT_LIT: pr_expr(p, pt->lit); break;
    case HPAT_RANGE:
        if (pt->range.lo) pr_expr(p, pt->range.lo);
        put(p, pt->range.inclusive ? "..=" : "..");
        if (pt->range.hi) pr_expr(p, pt->range.hi);
        break;
    case HPAT_SLICE:
        put(p, "[");
        for (uint32_t i = 0; i < pt->slice.nbefore; i++) {
            if (i) put(p, ", ");
            pr_pat(p, pt->slice.before[i]);
        }
        if (pt->slice.mid) {
            if (pt->slice.nbefore) put(p, ", ");
            if (pt->slice.mid->kind == HPAT_WILD) put(p, "..");
            else {
                pr_pat(p, pt->slice.mid);
                put(p, " @ ..");
            }
        }
        for (uint32_t i = 0; i < pt->slice.nafter; i++) {
            put(p, ", ");
            pr_pat(p, pt->slice.after[i]);
        }
        put(p, "]");
        break;
    case HPAT_OR:
        for (uint32_t i = 0; i < pt->alts.nalts; i++) {
            if (i) put(p, " | ");
            pr_pat(p, pt->alts.alts[i]);
        }
        break;
    case HPAT_ERR: put(p, "/*ERROR*/"); break;
    }
}

/* ---- expressions ---- */

static void pr_escaped(Pr *p, const uint8_t *s, uint32_t n, bool bytes) {
    for (uint32_t i = 0; i < n; i++) {
        uint8_t c = s[i];
        switch (c) {
        case '\n': put(p, "\\n"); break;
        case '\r': put(p, "\\r"); break;
        case '\t': put(p, "\\t"); break;
        case '\\': put(p, "\\\\"); break;
        case '"': put(p, "\\\""); break;
        case 0: put(p, bytes ? "\\x00" : "\\u{0}"); break;
        default:
            if (c < 0x20 || c == 0x7f || (bytes && c >= 0x80)) sb_printf(p->sb, bytes ? "\\x%02x" : "\\u{%x}", c);
            else sb_putc(p->sb, (char)c);
        }
    }
}

static const char *const prim_names[] = {"bool", "char", "str", "i8", "i16", "i32", "i64", "i128", "isize",
                                         "u8", "u16", "u32", "u64", "u128", "usize", "f32", "f64"};

static void pr_lit(Pr *p, const HirLit *l) {
    switch (l->kind) {
    case HLIT_INT: {
        char buf[48];
        u128 v = ((u128)l->hi << 64) | l->lo;
        put(p, u128_to_str(v, buf));
        break;
    }
    case HLIT_FLOAT: sb_putn(p->sb, (const char *)l->bytes, l->len); break;
    case HLIT_BOOL: put(p, l->lo ? "true" : "false"); break;
    case HLIT_CHAR:
        put(p, "'");
        if (l->lo == '\'') put(p, "\\'");
        else if (l->lo == '\n') put(p, "\\n");
        else if (l->lo == '\\') put(p, "\\\\");
        else if (l->lo < 0x20) sb_printf(p->sb, "\\u{%x}", (unsigned)l->lo);
        else sb_put_utf8(p->sb, (uint32_t)l->lo);
        put(p, "'");
        break;
    case HLIT_BYTE:
        if (l->lo >= 0x20 && l->lo < 0x7f && l->lo != '\'' && l->lo != '\\') sb_printf(p->sb, "b'%c'", (char)l->lo);
        else sb_printf(p->sb, "b'\\x%02x'", (unsigned)l->lo);
        break;
    case HLIT_STR:
        put(p, "\"");
        pr_escaped(p, l->bytes, l->len, false);
        put(p, "\"");
        break;
    case HLIT_BYTE_STR:
        put(p, "b\"");
        pr_escaped(p, l->bytes, l->len, true);
        put(p, "\"");
        break;
    case HLIT_ERR: put(p, "/*ERROR*/"); break;
    }
    if (l->suffix && l->kind != HLIT_ERR) put(p, prim_names[l->suffix - 1]);
}

static const char *binop_text(HirBinOp op) { return binop_str((BinOp)op); }

static void pr_args(Pr *p, HirExpr *const *args, uint32_t n) {
    put(p, "(");
    for (uint32_t i = 0; i < n; i++) {
        if (i) put(p, ", ");
        pr_expr(p, args[i]);
    }
    put(p, ")");
}

static void pr_label(Pr *p, Ident l, HirId target) {
    if (!l.name) return;
    hmap_put(&p->labels, target.i, l.name);
    put_sym(p, l.name);
    put(p, ": ");
}

static void pr_match(Pr *p, const HirExpr *e) {
    put(p, "match ");
    pr_expr(p, e->match.scrutinee);
    put(p, " {");
    p->indent++;
    for (uint32_t i = 0; i < e->match.narms; i++) {
        const HirArm *a = &e->match.arms[i];
        nl(p);
        pr_pat(p, a->pat);
        if (a->guard) {
            put(p, " if ");
            pr_expr(p, a->guard);
        }
        put(p, " => ");
        pr_expr(p, a->body);
        put(p, ",");
    }
    p->indent--;
    nl(p);
    put(p, "}");
}

static void pr_closure(Pr *p, const HirExpr *e) {
    if (e->closure.move) put(p, "move ");
    put(p, "|");
    for (uint32_t i = 0; i < e->closure.nparams; i++) {
        if (i) put(p, ", ");
        pr_pat(p, e->closure.params[i].pat);
        if (e->closure.params[i].ty) {
            put(p, ": ");
            pr_ty(p, e->closure.params[i].ty);
        }
    }
    put(p, "| ");
    if (e->closure.ret) {
        put(p, "-> ");
        pr_ty(p, e->closure.ret);
        put(p, " ");
    }
    pr_expr(p, e->closure.body);
}

static void pr_struct_expr(Pr *p, const HirExpr *e) {
    pr_qpath(p, &e->strukt.qpath, true);
    put(p, " {");
    for (uint32_t i = 0; i < e->strukt.nfields; i++) {
        put(p, i ? ", " : " ");
        put_sym(p, e->strukt.fields[i].ident.name);
        put(p, ": ");
        pr_expr(p, e->strukt.fields[i].expr);
    }
    if (e->strukt.base) {
        put(p, e->strukt.nfields ? ", .." : " ..");
        pr_expr(p, e->strukt.base);
    }
    put(p, " }");
}

/* Binding strength of an expression as printed, to put back the
 * parentheses lowering dropped. */
enum { PREC_JUMP = 0, PREC_ASSIGN = 1, PREC_CAST = 12, PREC_PREFIX = 13, PREC_POSTFIX = 14 };

static int expr_prec(const HirExpr *e) {
    switch (e->kind) {
    case HEXPR_BINARY: return binop_prec((BinOp)e->binary.op);
    case HEXPR_CAST: case HEXPR_TYPE_ASCRIPTION: return PREC_CAST;
    case HEXPR_UNARY: case HEXPR_ADDR_OF: case HEXPR_BOX: return PREC_PREFIX;
    case HEXPR_ASSIGN: case HEXPR_ASSIGN_OP: return PREC_ASSIGN;
    case HEXPR_CLOSURE: case HEXPR_RET: case HEXPR_YIELD: case HEXPR_BREAK: case HEXPR_CONTINUE: case HEXPR_LET: return PREC_JUMP;
    default: return PREC_POSTFIX;
    }
}

static void pr_expr_prec(Pr *p, const HirExpr *e, int min) {
    bool paren = e && expr_prec(e) < min;
    if (paren) put(p, "(");
    pr_expr(p, e);
    if (paren) put(p, ")");
}

static void pr_expr(Pr *p, const HirExpr *e) {
    if (!e) return;
    switch (e->kind) {
    case HEXPR_LIT: pr_lit(p, &e->lit); break;
    case HEXPR_PATH: pr_qpath(p, &e->qpath, true); break;
    case HEXPR_CALL:
        pr_expr_prec(p, e->call.callee, PREC_POSTFIX);
        pr_args(p, e->call.args, e->call.nargs);
        break;
    case HEXPR_METHOD_CALL:
        pr_expr_prec(p, e->method.receiver, PREC_POSTFIX);
        put(p, ".");
        pr_seg(p, &e->method.seg, true);
        pr_args(p, e->method.args, e->method.nargs);
        break;
    case HEXPR_BINARY: {
        int pr = binop_prec((BinOp)e->binary.op);
        pr_expr_prec(p, e->binary.lhs, pr);
        sb_printf(p->sb, " %s ", binop_text(e->binary.op));
        pr_expr_prec(p, e->binary.rhs, pr + 1);
        break;
    }
        break;
    case HEXPR_ASSIGN_OP:
        pr_expr_prec(p, e->binary.lhs, PREC_ASSIGN + 1);
        sb_printf(p->sb, " %s= ", binop_text(e->binary.op));
        pr_expr_prec(p, e->binary.rhs, PREC_ASSIGN);
        break;
    case HEXPR_UNARY:
        put(p, e->unary.op == HUN_DEREF ? "*" : e->unary.op == HUN_NOT ? "!" : "-");
        pr_expr_prec(p, e->unary.operand, PREC_PREFIX);
        break;
    case HEXPR_CAST: case HEXPR_TYPE_ASCRIPTION:
        pr_expr_prec(p, e->cast.expr, PREC_CAST);
        put(p, e->kind == HEXPR_CAST ? " as " : ": ");
        pr_ty(p, e->cast.ty);
        break;
    case HEXPR_ADDR_OF:
        put(p, e->addr_of.raw ? (e->addr_of.mutbl ? "&raw mut " : "&raw const ") : e->addr_of.mutbl ? "&mut " : "&");
        pr_expr_prec(p, e->addr_of.expr, PREC_PREFIX);
        break;
    case HEXPR_ASSIGN:
        pr_expr_prec(p, e->assign.lhs, PREC_ASSIGN + 1);
        put(p, " = ");
        pr_expr_prec(p, e->assign.rhs, PREC_ASSIGN);
        break;
    case HEXPR_FIELD:
        pr_expr_prec(p, e->field.expr, PREC_POSTFIX);
        put(p, ".");
        put_sym(p, e->field.ident.name);
        break;
    case HEXPR_INDEX:
        pr_expr_prec(p, e->index.expr, PREC_POSTFIX);
        put(p, "[");
        pr_expr(p, e->index.index);
        put(p, "]");
        break;
    case HEXPR_BLOCK:
        pr_label(p, e->block.label, e->id);
        pr_block(p, e->block.block);
        break;
    case HEXPR_IF:
        put(p, "if ");
        pr_expr(p, e->if_.cond);
        put(p, " ");
        pr_expr(p, e->if_.then);
        if (e->if_.els) {
            put(p, " else ");
            pr_expr(p, e->if_.els);
        }
        break;
    case HEXPR_LOOP:
        pr_label(p, e->loop.label, e->id);
        put(p, "loop ");
        pr_block(p, e->loop.body);
        break;
    case HEXPR_MATCH: pr_match(p, e); break;
    case HEXPR_LET:
        put(p, "let ");
        pr_pat(p, e->let.pat);
        put(p, " = ");
        pr_expr(p, e->let.init);
        break;
    case HEXPR_CLOSURE: pr_closure(p, e); break;
    case HEXPR_BREAK: {
        uint64_t lbl;
        put(p, "break");
        if (hmap_get(&p->labels, e->brk.target.i, &lbl)) {
            put(p, " ");
            put_sym(p, (Symbol)lbl);
        }
        if (e->brk.value) {
            put(p, " ");
            pr_expr(p, e->brk.value);
        }
        break;
    }
    case HEXPR_CONTINUE: {
        uint64_t lbl;
        put(p, "continue");
        if (hmap_get(&p->labels, e->cont_target.i, &lbl)) {
            put(p, " ");
            put_sym(p, (Symbol)lbl);
        }
        break;
    }
    case HEXPR_RET:
        put(p, "return");
        if (e->ret) {
            put(p, " ");
            pr_expr(p, e->ret);
        }
        break;
    case HEXPR_TUP: case HEXPR_ARRAY:
        put(p, e->kind == HEXPR_TUP ? "(" : "[");
        for (uint32_t i = 0; i < e->elems.n; i++) {
            if (i) put(p, ", ");
            pr_expr(p, e->elems.elems[i]);
        }
        if (e->kind == HEXPR_TUP && e->elems.n == 1) put(p, ",");
        put(p, e->kind == HEXPR_TUP ? ")" : "]");
        break;
    case HEXPR_REPEAT:
        put(p, "[");
        pr_expr(p, e->repeat.elem);
        put(p, "; ");
        pr_anon_const(p, e->repeat.count);
        put(p, "]");
        break;
    case HEXPR_STRUCT: pr_struct_expr(p, e); break;
    case HEXPR_INLINE_ASM: put(p, "asm!(..)"); break;
    case HEXPR_BOX: put(p, "box "); pr_expr_prec(p, e->inner, PREC_PREFIX); break;
    case HEXPR_YIELD: put(p, "yield "); pr_expr_prec(p, e->yld, PREC_JUMP); break;
    case HEXPR_ERR: case HEXPR__COUNT: put(p, "/*ERROR*/"); break;
    }
}

static void pr_local(Pr *p, const HirLocal *l) {
    put(p, "let ");
    pr_pat(p, l->pat);
    if (l->ty) {
        put(p, ": ");
        pr_ty(p, l->ty);
    }
    if (l->init) {
        put(p, " = ");
        pr_expr(p, l->init);
    }
    if (l->els) {
        put(p, " else ");
        pr_block(p, l->els);
    }
    put(p, ";");
}

static void pr_block(Pr *p, const HirBlock *b) {
    if (b->is_unsafe) put(p, "unsafe ");
    if (!b->nstmts && !b->expr) {
        put(p, "{ }");
        return;
    }
    put(p, "{");
    p->indent++;
    for (uint32_t i = 0; i < b->nstmts; i++) {
        const HirStmt *s = &b->stmts[i];
        if (s->kind == HSTMT_ITEM) {
            nl(p);
            pr_item(p, s->item);
            continue;
        }
        nl(p);
        if (s->kind == HSTMT_LET) pr_local(p, s->local);
        else {
            pr_expr(p, s->expr);
            if (s->kind == HSTMT_SEMI) put(p, ";");
        }
    }
    if (b->expr) {
        nl(p);
        pr_expr(p, b->expr);
    }
    p->indent--;
    nl(p);
    put(p, "}");
}

/* ---- items ---- */

/* An attribute as written: `#[path]`, `#[path(tokens)]`, `#[path = lit]`
 * (doc comments are left out). */
static bool tok_is_open(const Token *t) { return t->kind == TK_LPAREN || t->kind == TK_LBRACKET; }
static bool tok_is_close(const Token *t) {
    return t->kind == TK_RPAREN || t->kind == TK_RBRACKET || t->kind == TK_COMMA;
}

static void pr_ast_attr(Pr *p, const Attr *a) {
    char buf[256];
    put(p, a->style == ATTR_INNER ? "#![" : "#[");
    for (uint32_t i = 0; i < a->path.nsegs; i++) {
        if (i) put(p, "::");
        put_sym(p, a->path.segs[i].ident.name);
    }
    if (a->args_kind == ATTR_ARGS_DELIMITED) {
        put(p, a->delim == DELIM_BRACKET ? "[" : a->delim == DELIM_BRACE ? "{" : "(");
        for (uint32_t i = 0; i < a->tokens.len; i++) {
            const Token *t = &a->tokens.data[i];
            if (i && !tok_is_open(&a->tokens.data[i - 1]) && !tok_is_close(t)) put(p, " ");
            put(p, tok_text(t, buf, sizeof buf));
        }
        put(p, a->delim == DELIM_BRACKET ? "]" : a->delim == DELIM_BRACE ? "}" : ")");
    } else if (a->args_kind == ATTR_ARGS_EQ && a->eq_expr && a->eq_expr->kind == EXPR_LIT) {
        put(p, " = ");
        put(p, tok_text(&a->eq_expr->lit, buf, sizeof buf));
    }
    put(p, "]");
}

static void pr_ast_attrs(Pr *p, AttrList al, AttrStyle style) {
    for (uint32_t i = 0; i < al.len; i++) {
        const Attr *a = &al.data[i];
        if (a->is_doc_comment || a->style != style || !a->path.nsegs) continue;
        pr_ast_attr(p, a);
        nl(p);
    }
}

static void pr_attrs(Pr *p, const HirItem *it) { pr_ast_attrs(p, hir_def_ast_attrs(p->h, it->def), ATTR_OUTER); }

/* `impl Trait` parameters are made by lowering (no AST node): not printed. */
static bool synthetic_param(Pr *p, DefId d) {
    const DefData *dd = res_def(p->h->res, d);
    return dd && dd->kind == DEF_TY_PARAM && !dd->ast;
}

static bool synthetic_ty(Pr *p, const HirTy *t) {
    return t && t->kind == HTY_PATH && t->qpath.kind == QPATH_RESOLVED && t->qpath.path->res.kind == RES_DEF &&
           synthetic_param(p, t->qpath.path->res.def);
}

static void pr_generic_params(Pr *p, const HirGenerics *g) {
    uint32_t shown = 0;
    for (uint32_t i = 0; i < g->nparams; i++) shown += !synthetic_param(p, g->params[i].def);
    if (!shown) return;
    put(p, "<");
    bool first = true;
    for (uint32_t i = 0; i < g->nparams; i++) {
        const HirGenericParam *gp = &g->params[i];
        if (synthetic_param(p, gp->def)) continue;
        if (!first) put(p, ", ");
        first = false;
        if (gp->kind == HGP_CONST) put(p, "const ");
        put_sym(p, gp->name);
        if (gp->kind == HGP_CONST) {
            put(p, ": ");
            pr_ty(p, gp->const_ty);
        }
        if (gp->default_ty) {
            put(p, " = ");
            pr_ty(p, gp->default_ty);
        }
    }
    put(p, ">");
}

static void pr_where(Pr *p, const HirGenerics *g) {
    bool first = true;
    for (uint32_t i = 0; i < g->npreds; i++) {
        const HirWherePred *w = &g->preds[i];
        if (!w->bounded || synthetic_ty(p, w->bounded)) continue;
        put(p, first ? " where " : ", ");
        first = false;
        pr_ty(p, w->bounded);
        put(p, ": ");
        pr_bounds(p, w->bounds, w->nbounds);
    }
}

static void pr_fn(Pr *p, const HirItem *it) {
    if (it->fn.is_const) put(p, "const ");
    if (it->fn.is_unsafe && !it->fn.is_foreign) put(p, "unsafe ");
    if (it->fn.abi != ABI_RUST && !it->fn.is_foreign) sb_printf(p->sb, "extern \"%s\" ", abi_str(it->fn.abi));
    put(p, "fn ");
    put_sym(p, it->name);
    pr_generic_params(p, &it->generics);
    put(p, "(");
    const HirBody *b = it->fn.has_body ? hir_body(p->h, it->def) : NULL;
    Item *ast = b ? NULL : hir_ast_item(p->h, it->def);
    if (ast && ast->kind != ITEM_FN) ast = NULL;
    for (uint32_t i = 0; i < it->fn.decl.ninputs; i++) {
        if (i) put(p, ", ");
        if (b && i < b->nparams) {
            pr_pat(p, b->params[i].pat);
            put(p, ": ");
        } else if (i == 0 && it->fn.decl.has_self) {
            put(p, "self: ");
        } else if (ast && i < ast->fn.decl.inputs.len) {
            /* no body: the names as written (rustc's fn_arg_names) */
            const Pat *ap = ast->fn.decl.inputs.data[i].pat;
            if (ap && ap->kind == PAT_IDENT && !ast->fn.decl.inputs.data[i].is_placeholder) {
                put_sym(p, ap->ident.ident.name);
                put(p, ": ");
            }
        }
        pr_ty(p, it->fn.decl.inputs[i]);
    }
    if (it->fn.decl.c_variadic) put(p, it->fn.decl.ninputs ? ", ..." : "...");
    put(p, ")");
    if (it->fn.decl.output) {
        put(p, " -> ");
        pr_ty(p, it->fn.decl.output);
    }
    pr_where(p, &it->generics);
    if (b) {
        put(p, " ");
        HashMap saved = p->labels;
        hmap_init(&p->labels);
        pr_expr(p, b->value);
        hmap_free(&p->labels);
        p->labels = saved;
    } else {
        put(p, ";");
    }
}

static void pr_variant_fields(Pr *p, const HirVariant *v) {
    if (v->kind == VD_UNIT) return;
    if (v->kind == VD_TUPLE) {
        put(p, "(");
        for (uint32_t i = 0; i < v->nfields; i++) {
            if (i) put(p, ", ");
            pr_ty(p, v->fields[i].ty);
        }
        put(p, ")");
        return;
    }
    put(p, " {");
    p->indent++;
    for (uint32_t i = 0; i < v->nfields; i++) {
        nl(p);
        put_sym(p, v->fields[i].name);
        put(p, ": ");
        pr_ty(p, v->fields[i].ty);
        put(p, ",");
    }
    p->indent--;
    nl(p);
    put(p, "}");
}

/* The extern block a foreign item is in (0 for other items). */
static DefId foreign_block_of(Pr *p, DefId d) {
    const DefData *dd = res_def(p->h->res, d);
    const DefData *pd = dd ? res_def(p->h->res, dd->parent) : NULL;
    return pd && pd->kind == DEF_FOREIGN_MOD ? dd->parent : (DefId){0};
}

/* Items, one per line; foreign items grouped back into their extern
 * blocks (the HIR lists them among the module's items). `first_nl`: a
 * line break before the first item too. */
static void pr_item_list(Pr *p, const DefId *items, uint32_t n, bool first_nl) {
    DefId open = {0};
    bool any = false;
    for (uint32_t i = 0; i < n; i++) {
        const HirItem *it = hir_item(p->h, items[i]);
        if (!it || it->kind == HITEM_OTHER) continue;
        DefId fb = foreign_block_of(p, items[i]);
        if (open.i && fb.i != open.i) {
            p->indent--;
            nl(p);
            put(p, "}");
            open.i = 0;
        }
        if (any || first_nl) nl(p);
        any = true;
        if (fb.i && !open.i) {
            Item *fm = hir_ast_item(p->h, fb);
            Extern ext = fm->foreign_mod.abi;
            ext.has_extern = true;
            sb_printf(p->sb, "extern \"%s\" {", abi_str(hir_parse_abi(&ext)));
            p->indent++;
            nl(p);
            open = fb;
        }
        pr_item(p, items[i]);
    }
    if (open.i) {
        p->indent--;
        nl(p);
        put(p, "}");
    }
}

static void pr_items(Pr *p, const DefId *items, uint32_t n) { pr_item_list(p, items, n, true); }

static void pr_adt(Pr *p, const HirItem *it) {
    put(p, it->kind == HITEM_STRUCT ? "struct " : it->kind == HITEM_UNION ? "union " : "enum ");
    put_sym(p, it->name);
    pr_generic_params(p, &it->generics);
    pr_where(p, &it->generics);
    if (it->kind != HITEM_ENUM) {
        const HirVariant *v = &it->adt.variants[0];
        pr_variant_fields(p, v);
        if (v->kind != VD_STRUCT) put(p, ";");
        return;
    }
    put(p, " {");
    p->indent++;
    for (uint32_t i = 0; i < it->adt.nvariants; i++) {
        const HirVariant *v = &it->adt.variants[i];
        nl(p);
        put_sym(p, v->name);
        pr_variant_fields(p, v);
        if (v->disr.def.i) {
            put(p, " = ");
            pr_anon_const(p, v->disr);
        }
        put(p, ",");
    }
    p->indent--;
    nl(p);
    put(p, "}");
}

static void pr_item_body(Pr *p, const HirItem *it) {
    switch (it->kind) {
    case HITEM_FN: pr_fn(p, it); break;
    case HITEM_CONST: case HITEM_STATIC: {
        bool st = it->kind == HITEM_STATIC;
        put(p, st ? (it->statik.mutbl ? "static mut " : "static ") : "const ");
        put_sym(p, it->name);
        put(p, ": ");
        pr_ty(p, st ? it->statik.ty : it->konst.ty);
        const HirBody *b = hir_body(p->h, it->def);
        if (b) {
            put(p, " = ");
            pr_expr(p, b->value);
        }
        put(p, ";");
        break;
    }
    case HITEM_STRUCT: case HITEM_UNION: case HITEM_ENUM: pr_adt(p, it); break;
    case HITEM_TRAIT:
        if (it->trait.is_alias) {
            put(p, "trait ");
            put_sym(p, it->name);
            pr_generic_params(p, &it->generics);
            put(p, " = ");
            pr_bounds(p, it->trait.supertraits, it->trait.nsupertraits);
            pr_where(p, &it->generics);
            put(p, ";");
            break;
        }
        if (it->trait.is_unsafe) put(p, "unsafe ");
        if (it->trait.is_auto) put(p, "auto ");
        put(p, "trait ");
        put_sym(p, it->name);
        pr_generic_params(p, &it->generics);
        if (it->trait.is_alias) {
            put(p, " = ");
            pr_bounds(p, it->trait.supertraits, it->trait.nsupertraits);
            pr_where(p, &it->generics);
            put(p, ";");
            break;
        }
        if (it->trait.nsupertraits) {
            put(p, ": ");
            pr_bounds(p, it->trait.supertraits, it->trait.nsupertraits);
        }
        pr_where(p, &it->generics);
        put(p, " {");
        p->indent++;
        pr_items(p, it->trait.items, it->trait.nitems);
        p->indent--;
        if (it->trait.nitems) nl(p);
        else put(p, " ");
        put(p, "}");
        break;
    case HITEM_IMPL:
        if (it->impl.is_unsafe) put(p, "unsafe ");
        put(p, "impl");
        pr_generic_params(p, &it->generics);
        put(p, " ");
        if (it->impl.of_trait) {
            if (it->impl.negative) put(p, "!");
            pr_path(p, it->impl.of_trait, false);
            put(p, " for ");
        }
        pr_ty(p, it->impl.self_ty);
        pr_where(p, &it->generics);
        put(p, " {");
        p->indent++;
        pr_items(p, it->impl.items, it->impl.nitems);
        p->indent--;
        if (it->impl.nitems) nl(p);
        else put(p, " ");
        put(p, "}");
        break;
    case HITEM_TY_ALIAS:
        put(p, "type ");
        put_sym(p, it->name);
        pr_generic_params(p, &it->generics);
        if (it->ty_alias.nbounds) {
            put(p, ": ");
            pr_bounds(p, it->ty_alias.bounds, it->ty_alias.nbounds);
        }
        if (it->ty_alias.ty) {
            put(p, " = ");
            pr_ty(p, it->ty_alias.ty);
        }
        put(p, ";");
        break;
    case HITEM_MOD:
        put(p, "mod ");
        put_sym(p, it->name);
        put(p, " {");
        p->indent++;
        pr_items(p, it->mod.items, it->mod.nitems);
        p->indent--;
        nl(p);
        put(p, "}");
        break;
    case HITEM_FOREIGN_TY:
        put(p, "type ");
        put_sym(p, it->name);
        put(p, ";");
        break;
    case HITEM_GLOBAL_ASM: put(p, "global_asm!(..);"); break;
    case HITEM_OTHER: break;
    }
}

static void pr_item(Pr *p, DefId d) {
    const HirItem *it = hir_item(p->h, d);
    if (!it || it->kind == HITEM_OTHER) return;
    pr_attrs(p, it);
    pr_item_body(p, it);
}

void hir_print_crate(Hir *h, StrBuf *sb) {
    Pr p = {.h = h, .sb = sb};
    hmap_init(&p.labels);
    DefId root = res_module_def(h->res, res_crate_root(h->res, LOCAL_CRATE));
    const HirItem *it = hir_item(h, root);
    if (!it) return;
    pr_ast_attrs(&p, hir_def_ast_attrs(h, root), ATTR_INNER);
    pr_item_list(&p, it->mod.items, it->mod.nitems, false);
    if (it->mod.nitems) sb_putc(sb, '\n');
    hmap_free(&p.labels);
}

/* One item or one body as given (the roundtrip check of the metadata
 * codec prints decoded copies): what -Zunpretty=hir prints for them;
 * nested items, and an item's own body, come from the Hir. */
void hir_print_item_node(Hir *h, const HirItem *it, StrBuf *sb) {
    Pr p = {.h = h, .sb = sb};
    hmap_init(&p.labels);
    pr_item_body(&p, it);
    hmap_free(&p.labels);
}

void hir_print_body_node(Hir *h, const HirBody *b, StrBuf *sb) {
    Pr p = {.h = h, .sb = sb};
    hmap_init(&p.labels);
    put(&p, "|");
    for (uint32_t i = 0; i < b->nparams; i++) {
        if (i) put(&p, ", ");
        pr_pat(&p, b->params[i].pat);
        if (b->params[i].ty) {
            put(&p, ": ");
            pr_ty(&p, b->params[i].ty);
        }
    }
    put(&p, "| ");
    pr_expr(&p, b->value);
    hmap_free(&p.labels);
}
