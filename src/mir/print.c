/* print.c — MIR as text, in rustc's -Zunpretty=mir / --emit=mir style.
 *
 * Takes: MirBodies. Gives: `fn f(_1: i32) -> i32 { debug x => _1; let mut
 * _0: i32; bb0: { _0 = Add(_1, const 1_i32); return; } }` text. rcc
 * prints no source scopes and no span comments (rustc's `// scope 0 at`
 * trailers), and shows string constants inline instead of as allocation
 * dumps. */
#include "mir_priv.h"

#include <string.h>

typedef struct Printer {
    TyCtxt *tcx;
    StrBuf *sb;
    const MirBody *b;
} Printer;

static void put_ty(Printer *p, TyId t) { ty_print(p->tcx, p->sb, t); }

static TyId body_place_ty(Printer *p, Place pl) {
    TyId t = p->b->locals[pl.local].ty;
    for (uint32_t i = 0; i < pl.nproj; i++) {
        const ProjElem *e = &pl.proj[i];
        const TyData *d = ty_get(p->tcx, t);
        switch (e->kind) {
        case PROJ_DEREF:
            if (d->kind == TYK_REF || d->kind == TYK_RAW_PTR) t = d->pointee;
            else if (d->kind == TYK_ADT && ty_args_len(p->tcx, d->adt.args)) t = ty_args(p->tcx, d->adt.args)[0];
            break;
        case PROJ_FIELD: t = e->ty; break;
        case PROJ_INDEX: case PROJ_CONST_INDEX:
            if (d->kind == TYK_ARRAY) t = d->array.elem;
            else if (d->kind == TYK_SLICE) t = d->elem;
            break;
        default: break;
        }
    }
    return t;
}

static const char *variant_name(Printer *p, TyId t, uint32_t v) {
    if (ty_kind(p->tcx, t) != TYK_ADT) return "?";
    const AdtDef *a = ty_adt_def(p->tcx, ty_get(p->tcx, t)->adt.def);
    if (!a || v >= a->nvariants) return "?";
    return sym_str(a->variants[v].name);
}

static void put_place_rec(Printer *p, Place pl, uint32_t n) {
    if (n == 0) {
        sb_printf(p->sb, "_%u", pl.local);
        return;
    }
    const ProjElem *e = &pl.proj[n - 1];
    Place base = pl;
    base.nproj = n - 1;
    switch (e->kind) {
    case PROJ_DEREF:
        sb_puts(p->sb, "(*");
        put_place_rec(p, pl, n - 1);
        sb_putc(p->sb, ')');
        break;
    case PROJ_FIELD:
        sb_putc(p->sb, '(');
        put_place_rec(p, pl, n - 1);
        sb_printf(p->sb, ".%u: ", e->field);
        put_ty(p, e->ty);
        sb_putc(p->sb, ')');
        break;
    case PROJ_INDEX:
        put_place_rec(p, pl, n - 1);
        sb_printf(p->sb, "[_%u]", e->index);
        break;
    case PROJ_CONST_INDEX:
        put_place_rec(p, pl, n - 1);
        sb_printf(p->sb, "[%s%llu of %llu]", e->from_end ? "-" : "", (unsigned long long)e->offset,
                  (unsigned long long)e->min_length);
        break;
    case PROJ_SUBSLICE:
        put_place_rec(p, pl, n - 1);
        sb_printf(p->sb, "[%llu:%s%llu]", (unsigned long long)e->offset, e->from_end ? "-" : "",
                  (unsigned long long)e->min_length);
        break;
    case PROJ_DOWNCAST:
        sb_putc(p->sb, '(');
        put_place_rec(p, pl, n - 1);
        sb_printf(p->sb, " as %s)", variant_name(p, body_place_ty(p, base), e->field));
        break;
    }
}

static void put_place(Printer *p, Place pl) { put_place_rec(p, pl, pl.nproj); }

static void put_escaped(StrBuf *sb, const uint8_t *s, uint64_t n, bool bytes) {
    for (uint64_t i = 0; i < n; i++) {
        uint8_t c = s[i];
        if (c == '"' || c == '\\') sb_printf(sb, "\\%c", c);
        else if (c == '\n') sb_puts(sb, "\\n");
        else if (c == '\t') sb_puts(sb, "\\t");
        else if (c == '\r') sb_puts(sb, "\\r");
        else if (c == 0 && !bytes) sb_puts(sb, "\\0");
        else if (c < 0x20 || c == 0x7f || (bytes && c >= 0x80)) sb_printf(sb, bytes ? "\\x%02x" : "\\u{%x}", c);
        else sb_putc(sb, (char)c);
    }
}

static void put_int_suffixed(Printer *p, TyId t, uint64_t lo, uint64_t hi) {
    char buf[64];
    const TyData *d = ty_get(p->tcx, t);
    uint32_t bits = ty_int_bits(p->tcx, t);
    bool neg = false;
    u128 v = ((u128)hi << 64) | lo;
    if (d->kind == TYK_INT) {
        u128 sign = (u128)1 << (bits - 1);
        if (v & sign) {
            neg = true;
            v = bits == 128 ? (u128)0 - v : (((u128)1 << bits) - v);
        }
    }
    sb_printf(p->sb, "%s%s_", neg ? "-" : "", u128_to_str(v, buf));
    put_ty(p, t);
}

static void put_const(Printer *p, const MirConst *c) {
    TyCtxt *tcx = p->tcx;
    const TyData *d = ty_get(tcx, c->ty);
    switch (c->kind) {
    case CONST_SCALAR:
        switch (d->kind) {
        case TYK_BOOL: sb_puts(p->sb, c->lo ? "true" : "false"); return;
        case TYK_CHAR:
            sb_putc(p->sb, '\'');
            if (c->lo == '\'' || c->lo == '\\') sb_printf(p->sb, "\\%c", (char)c->lo);
            else if (c->lo >= 0x20 && c->lo != 0x7f) sb_put_utf8(p->sb, (uint32_t)c->lo);
            else sb_printf(p->sb, "\\u{%llx}", (unsigned long long)c->lo);
            sb_putc(p->sb, '\'');
            return;
        case TYK_INT: case TYK_UINT: put_int_suffixed(p, c->ty, c->lo, c->hi); return;
        case TYK_FLOAT: {
            double v;
            if (d->sub == FLOAT_F32) {
                float f;
                uint32_t bits = (uint32_t)c->lo;
                memcpy(&f, &bits, 4);
                v = f;
            } else {
                memcpy(&v, &c->lo, 8);
            }
            sb_printf(p->sb, "%g", v);
            put_ty(p, c->ty);
            return;
        }
        default: sb_printf(p->sb, "{0x%llx: ", (unsigned long long)c->lo); put_ty(p, c->ty); sb_putc(p->sb, '}'); return;
        }
    case CONST_ZST:
        if (d->kind == TYK_FN_DEF) ty_print_def_path(tcx, p->sb, d->adt.def, d->adt.args);
        else if (d->kind == TYK_TUPLE) sb_puts(p->sb, "()");
        else {
            sb_puts(p->sb, "ZeroSized: ");
            put_ty(p, c->ty);
        }
        return;
    case CONST_SLICE: {
        bool is_str = d->kind == TYK_REF && ty_kind(tcx, d->pointee) == TYK_STR;
        sb_puts(p->sb, is_str ? "\"" : "b\"");
        if (c->alloc) put_escaped(p->sb, c->alloc->bytes, c->alloc->size, !is_str);
        sb_putc(p->sb, '"');
        return;
    }
    case CONST_REF:
        if (d->kind == TYK_REF && ty_kind(tcx, d->pointee) == TYK_ARRAY && c->alloc) {
            sb_puts(p->sb, "b\"");
            put_escaped(p->sb, c->alloc->bytes, c->alloc->size, true);
            sb_putc(p->sb, '"');
            return;
        }
        sb_puts(p->sb, "{alloc: ");
        put_ty(p, c->ty);
        sb_putc(p->sb, '}');
        return;
    case CONST_UNEVALUATED: ty_print_def_path(tcx, p->sb, c->def, c->args); return;
    case CONST_PROMOTED:
        sb_puts(p->sb, "{promoted: ");
        put_ty(p, c->ty);
        sb_putc(p->sb, '}');
        return;
    case CONST_STATIC_REF:
        sb_puts(p->sb, "{");
        ty_print_def_path(tcx, p->sb, c->def, (ArgsId){0});
        sb_puts(p->sb, ": ");
        put_ty(p, c->ty);
        sb_putc(p->sb, '}');
        return;
    }
}

static void put_operand(Printer *p, const Operand *o) {
    switch (o->kind) {
    case OP_COPY: put_place(p, o->place); return;
    case OP_MOVE:
        sb_puts(p->sb, "move ");
        put_place(p, o->place);
        return;
    case OP_CONST:
        sb_puts(p->sb, "const ");
        put_const(p, &o->c);
        return;
    }
}

static void put_ops(Printer *p, const Operand *ops, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) {
        if (i) sb_puts(p->sb, ", ");
        put_operand(p, &ops[i]);
    }
}

static const char *const binop_names[] = {"Add", "Sub", "Mul", "Div", "Rem", "BitXor", "BitAnd", "BitOr", "Shl",
                                          "Shr", "Eq",  "Lt",  "Le",  "Ne",  "Ge",  "Gt",     "Offset"};

static const char *cast_name(CastKind k) {
    switch (k) {
    case CAST_FN_TO_PTR: return "Pointer(ReifyFnPointer)";
    case CAST_CLOSURE_TO_FN_PTR: return "Pointer(ClosureFnPointer(Normal))";
    case CAST_UNSAFE_FN_PTR: return "Pointer(UnsafeFnPointer)";
    case CAST_MUT_TO_CONST: return "Pointer(MutToConstPointer)";
    case CAST_UNSIZE: return "Pointer(Unsize)";
    case CAST_TRANSMUTE: return "Transmute";
    default: return "Misc";
    }
}

static void put_aggregate(Printer *p, const Rvalue *rv) {
    switch (rv->agg) {
    case AGG_ARRAY:
        sb_putc(p->sb, '[');
        put_ops(p, rv->ops, rv->nops);
        sb_putc(p->sb, ']');
        return;
    case AGG_TUPLE:
        sb_putc(p->sb, '(');
        put_ops(p, rv->ops, rv->nops);
        if (rv->nops == 1) sb_putc(p->sb, ',');
        sb_putc(p->sb, ')');
        return;
    case AGG_ADT: {
        const AdtDef *a = ty_adt_def(p->tcx, rv->def);
        const VariantDef *v = a && rv->variant < a->nvariants ? &a->variants[rv->variant] : NULL;
        ty_print_def_path(p->tcx, p->sb, rv->def, rv->args);
        if (a && a->kind == ADT_ENUM && v) sb_printf(p->sb, "::%s", sym_str(v->name));
        if (!v || v->kind == VD_UNIT) return;
        if (v->kind == VD_TUPLE) {
            sb_putc(p->sb, '(');
            put_ops(p, rv->ops, rv->nops);
            sb_putc(p->sb, ')');
            return;
        }
        sb_puts(p->sb, " { ");
        for (uint32_t i = 0; i < rv->nops; i++) {
            uint32_t fi = rv->active_field >= 0 ? (uint32_t)rv->active_field : i;
            if (i) sb_puts(p->sb, ", ");
            if (fi < v->nfields) sb_printf(p->sb, "%s: ", sym_str(v->fields[fi].name));
            put_operand(p, &rv->ops[i]);
        }
        sb_puts(p->sb, " }");
        return;
    }
    case AGG_CLOSURE:
        put_ty(p, rv->ty);
        sb_puts(p->sb, " { ");
        put_ops(p, rv->ops, rv->nops);
        sb_puts(p->sb, " }");
        return;
    }
}

static void put_rvalue(Printer *p, const Rvalue *rv) {
    switch (rv->kind) {
    case RV_USE: put_operand(p, &rv->ops[0]); return;
    case RV_REPEAT:
        sb_putc(p->sb, '[');
        put_operand(p, &rv->ops[0]);
        sb_printf(p->sb, "; %llu]", (unsigned long long)rv->count);
        return;
    case RV_REF:
        sb_puts(p->sb, rv->mutbl ? "&mut " : "&");
        put_place(p, rv->place);
        return;
    case RV_ADDRESS_OF:
        sb_puts(p->sb, rv->mutbl ? "&raw mut " : "&raw const ");
        put_place(p, rv->place);
        return;
    case RV_LEN:
        sb_puts(p->sb, "Len(");
        put_place(p, rv->place);
        sb_putc(p->sb, ')');
        return;
    case RV_CAST:
        put_operand(p, &rv->ops[0]);
        sb_puts(p->sb, " as ");
        put_ty(p, rv->ty);
        sb_printf(p->sb, " (%s)", cast_name((CastKind)rv->op));
        return;
    case RV_BINARY:
    case RV_CHECKED_BINARY:
        sb_printf(p->sb, "%s%s(", rv->kind == RV_CHECKED_BINARY ? "Checked" : "",
                  rv->op < sizeof binop_names / sizeof *binop_names ? binop_names[rv->op] : "?");
        put_ops(p, rv->ops, 2);
        sb_putc(p->sb, ')');
        return;
    case RV_UNARY:
        sb_puts(p->sb, rv->op == MUN_NOT ? "Not(" : "Neg(");
        put_operand(p, &rv->ops[0]);
        sb_putc(p->sb, ')');
        return;
    case RV_NULLARY:
        sb_puts(p->sb, rv->op == NULLOP_SIZE_OF ? "SizeOf(" : "AlignOf(");
        put_ty(p, rv->ty);
        sb_putc(p->sb, ')');
        return;
    case RV_DISCRIMINANT:
        sb_puts(p->sb, "discriminant(");
        put_place(p, rv->place);
        sb_putc(p->sb, ')');
        return;
    case RV_AGGREGATE: put_aggregate(p, rv); return;
    case RV_THREAD_LOCAL_REF:
        sb_puts(p->sb, "&/*tls*/ ");
        ty_print_def_path(p->tcx, p->sb, rv->def, (ArgsId){0});
        return;
    }
}

static void put_stmt(Printer *p, const MirStmt *s) {
    sb_puts(p->sb, "        ");
    switch (s->kind) {
    case MSTMT_ASSIGN:
        put_place(p, s->place);
        sb_puts(p->sb, " = ");
        put_rvalue(p, &s->rv);
        break;
    case MSTMT_SET_DISCRIMINANT:
        sb_puts(p->sb, "discriminant(");
        put_place(p, s->place);
        sb_printf(p->sb, ") = %u", s->variant);
        break;
    case MSTMT_STORAGE_LIVE: sb_printf(p->sb, "StorageLive(_%u)", s->local); break;
    case MSTMT_STORAGE_DEAD: sb_printf(p->sb, "StorageDead(_%u)", s->local); break;
    case MSTMT_NOP: sb_puts(p->sb, "nop"); break;
    }
    sb_puts(p->sb, ";\n");
}

static const char *assert_msg(const MirTerm *t) {
    switch (t->assert_kind) {
    case ASSERT_BOUNDS_CHECK: return "\"index out of bounds: the length is {} but the index is {}\"";
    case ASSERT_OVERFLOW_NEG: return "\"attempt to negate `{}`, which would overflow\"";
    case ASSERT_DIV_BY_ZERO: return "\"attempt to divide `{}` by zero\"";
    case ASSERT_REM_BY_ZERO: return "\"attempt to calculate the remainder of `{}` with a divisor of zero\"";
    case ASSERT_RESUMED_AFTER_RETURN: return t->assert_op ? "\"`async fn` resumed after completion\"" : "\"generator resumed after completion\"";
    case ASSERT_RESUMED_AFTER_PANIC: return t->assert_op ? "\"`async fn` resumed after panicking\"" : "\"generator resumed after panicking\"";
    case ASSERT_OVERFLOW: break;
    }
    switch ((MirBinOp)t->assert_op) {
    case MBIN_ADD: return "\"attempt to compute `{} + {}`, which would overflow\"";
    case MBIN_SUB: return "\"attempt to compute `{} - {}`, which would overflow\"";
    case MBIN_MUL: return "\"attempt to compute `{} * {}`, which would overflow\"";
    case MBIN_DIV: return "\"attempt to compute `{} / {}`, which would overflow\"";
    case MBIN_REM: return "\"attempt to compute the remainder of `{} % {}`, which would overflow\"";
    case MBIN_SHL: return "\"attempt to shift left by `{}`, which would overflow\"";
    case MBIN_SHR: return "\"attempt to shift right by `{}`, which would overflow\"";
    default: return "\"attempt to compute `{}`, which would overflow\"";
    }
}

static void put_switch_value(Printer *p, TyId t, uint64_t lo, uint64_t hi) {
    uint8_t k = ty_kind(p->tcx, t);
    if (k == TYK_BOOL) sb_puts(p->sb, lo ? "true" : "false");
    else if (k == TYK_CHAR) {
        MirConst c = {.kind = CONST_SCALAR, .ty = t, .lo = lo};
        put_const(p, &c);
    } else if (k == TYK_INT || k == TYK_UINT) put_int_suffixed(p, t, lo, hi);
    else sb_printf(p->sb, "%llu", (unsigned long long)lo);
}

static void put_term(Printer *p, const MirTerm *t) {
    StrBuf *sb = p->sb;
    sb_puts(sb, "        ");
    switch (t->kind) {
    case TERM_GOTO: sb_printf(sb, "goto -> bb%u", t->target); break;
    case TERM_SWITCH_INT: {
        TyId dt = t->discr.kind == OP_CONST ? t->discr.c.ty : body_place_ty(p, t->discr.place);
        sb_puts(sb, "switchInt(");
        put_operand(p, &t->discr);
        sb_puts(sb, ") -> [");
        for (uint32_t i = 0; i < t->nvalues; i++) {
            put_switch_value(p, dt, t->values_lo[i], t->values_hi[i]);
            sb_printf(sb, ": bb%u, ", t->targets[i]);
        }
        sb_printf(sb, "otherwise: bb%u]", t->targets[t->nvalues]);
        break;
    }
    case TERM_RETURN: sb_puts(sb, "return"); break;
    case TERM_UNREACHABLE: sb_puts(sb, "unreachable"); break;
    case TERM_ABORT: sb_puts(sb, "abort"); break;
    case TERM_YIELD:
        put_place(p, t->place);
        sb_puts(sb, " = yield(");
        put_operand(p, &t->value);
        sb_printf(sb, ") -> [resume: bb%u, drop: bb%u]", t->target, t->drop);
        break;
    case TERM_GENERATOR_DROP: sb_puts(sb, "generator_drop"); break;
    case TERM_RESUME: sb_puts(sb, "resume"); break;
    case TERM_DROP:
        sb_puts(sb, "drop(");
        put_place(p, t->place);
        if (t->unwind) sb_printf(sb, ") -> [return: bb%u, unwind: bb%u]", t->target, t->unwind);
        else sb_printf(sb, ") -> bb%u", t->target);
        break;
    case TERM_CALL:
        put_place(p, t->place);
        sb_puts(sb, " = ");
        if (t->func.kind == OP_CONST && ty_kind(p->tcx, t->func.c.ty) == TYK_FN_DEF) put_const(p, &t->func.c);
        else put_operand(p, &t->func);
        sb_putc(sb, '(');
        put_ops(p, t->args, t->nargs);
        sb_putc(sb, ')');
        if (t->unwind && t->target != MIR_NO_BLOCK) sb_printf(sb, " -> [return: bb%u, unwind: bb%u]", t->target, t->unwind);
        else if (t->unwind) sb_printf(sb, " -> bb%u", t->unwind);
        else if (t->target != MIR_NO_BLOCK) sb_printf(sb, " -> bb%u", t->target);
        break;
    case TERM_ASSERT:
        sb_printf(sb, "assert(%s", t->expected ? "" : "!");
        put_operand(p, &t->cond);
        sb_printf(sb, ", %s", assert_msg(t));
        if (t->nargs) sb_puts(sb, ", ");
        put_ops(p, t->args, t->nargs);
        if (t->unwind) sb_printf(sb, ") -> [success: bb%u, unwind: bb%u]", t->target, t->unwind);
        else sb_printf(sb, ") -> bb%u", t->target);
        break;
    case TERM_INLINE_ASM:
        sb_puts(sb, "asm!(");
        for (uint32_t i = 0; i < t->nasm_ops; i++) {
            if (i) sb_puts(sb, ", ");
            const MirAsmOperand *o = &t->asm_ops[i];
            if (o->kind == ASM_OP_IN || o->kind == ASM_OP_INOUT || o->kind == ASM_OP_SPLIT_INOUT) {
                sb_puts(sb, "in ");
                put_operand(p, &o->in);
            }
            if (o->has_out) {
                sb_puts(sb, " out ");
                put_place(p, o->out);
            }
        }
        sb_putc(sb, ')');
        if (t->unwind && t->target != MIR_NO_BLOCK) sb_printf(sb, " -> [return: bb%u, unwind: bb%u]", t->target, t->unwind);
        else if (t->unwind) sb_printf(sb, " -> bb%u", t->unwind);
        else if (t->target != MIR_NO_BLOCK) sb_printf(sb, " -> bb%u", t->target);
        break;
    }
    sb_puts(sb, ";\n");
}

static void put_header(Printer *p) {
    const MirBody *b = p->b;
    TyCtxt *tcx = p->tcx;
    StrBuf *sb = p->sb;
    ArgsId id = ty_identity_args(tcx, b->def);
    if (b->kind == MIR_CONST || b->kind == MIR_STATIC) {
        const HirItem *it = b->kind == MIR_STATIC ? hir_item(ty_hir(tcx), b->def) : NULL;
        sb_puts(sb, b->kind == MIR_STATIC ? (it && it->statik.mutbl ? "static mut " : "static ") : "const ");
        ty_print_def_path(tcx, sb, b->def, id);
        sb_puts(sb, ": ");
        put_ty(p, b->locals[0].ty);
        sb_puts(sb, " = {\n");
        return;
    }
    sb_puts(sb, "fn ");
    ty_print_def_path(tcx, sb, b->def, id);
    sb_putc(sb, '(');
    for (uint32_t i = 1; i <= b->arg_count && i < b->nlocals; i++) {
        if (i > 1) sb_puts(sb, ", ");
        sb_printf(sb, "_%u: ", i);
        put_ty(p, b->locals[i].ty);
    }
    if (b->c_variadic) sb_puts(sb, b->arg_count ? ", ..." : "...");
    sb_puts(sb, ") -> ");
    put_ty(p, b->locals[0].ty);
    sb_puts(sb, " {\n");
}

void mir_print_body(TyCtxt *tcx, StrBuf *sb, const MirBody *b) {
    Printer p = {tcx, sb, b};
    put_header(&p);
    for (uint32_t i = 0; i < b->nlocals; i++)
        if (b->locals[i].is_user_var && b->locals[i].name) sb_printf(sb, "    debug %s => _%u;\n", sym_str(b->locals[i].name), i);
    for (uint32_t i = 0; i < b->nlocals; i++) {
        if (i >= 1 && i <= b->arg_count) continue;
        sb_printf(sb, "    let %s_%u: ", b->locals[i].mutbl || i == 0 ? "mut " : "", i);
        put_ty(&p, b->locals[i].ty);
        sb_puts(sb, ";\n");
    }
    for (uint32_t i = 0; i < b->nblocks; i++) {
        sb_printf(sb, b->blocks[i].is_cleanup ? "\n    bb%u (cleanup): {\n" : "\n    bb%u: {\n", i);
        for (uint32_t j = 0; j < b->blocks[i].nstmts; j++) put_stmt(&p, &b->blocks[i].stmts[j]);
        put_term(&p, &b->blocks[i].term);
        sb_puts(sb, "    }\n");
    }
    sb_puts(sb, "}\n");
}

typedef struct CratePrint {
    StrBuf *sb;
    bool first;
} CratePrint;

static void print_one(TyCtxt *tcx, DefId def, void *arg) {
    CratePrint *cp = arg;
    const MirBody *b = mir_body(tcx, def);
    if (!b) return;
    if (!cp->first) sb_putc(cp->sb, '\n');
    cp->first = false;
    mir_print_body(tcx, cp->sb, b);
}

void mir_print_crate(TyCtxt *tcx, StrBuf *sb) {
    CratePrint cp = {sb, true};
    sb_puts(sb, "// WARNING: This output format is intended for human consumers only\n"
                "// and is subject to change without notice. Knock yourself out.\n");
    mir_visit_crate_bodies(tcx, print_one, &cp);
}
