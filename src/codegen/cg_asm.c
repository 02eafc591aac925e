/* cg_asm.c — `asm!` and `global_asm!` on x86-64 through GCC's extended
 * asm (gcc_jit_block_add_extended_asm) and top-level asm.
 *
 * Takes: TERM_INLINE_ASM (template pieces, operands, options) and
 * MONO_GLOBAL_ASM items. Gives: asm statements. Rust's templates are
 * Intel syntax unless `options(att_syntax)`: the template is wrapped in
 * `.intel_syntax noprefix` / `.att_syntax` (GNU as accepts the `%reg`
 * names GCC substitutes in both modes). Placeholders become `%N` with
 * GCC's size modifiers; const operands and symbols are pasted as text. */
#include "cg_priv.h"

/* GCC constraint letter of a register class or explicit register. */
static const char *reg_constraint(const MirAsmOperand *op) {
    const char *r = op->reg ? sym_str(op->reg) : "reg";
    if (!op->is_explicit_reg) {
        if (!strcmp(r, "reg")) return "r";
        if (!strcmp(r, "reg_abcd")) return "Q";
        if (!strcmp(r, "reg_byte")) return "q";
        if (!strcmp(r, "xmm_reg") || !strcmp(r, "ymm_reg") || !strcmp(r, "zmm_reg")) return "x";
        if (!strcmp(r, "kreg")) return "k";
        return "r";
    }
    static const struct { const char *names[5]; const char *c; } regs[] = {
        {{"rax", "eax", "ax", "al", NULL}, "a"}, {{"rbx", "ebx", "bx", "bl", NULL}, "b"},
        {{"rcx", "ecx", "cx", "cl", NULL}, "c"}, {{"rdx", "edx", "dx", "dl", NULL}, "d"},
        {{"rsi", "esi", "si", "sil", NULL}, "S"}, {{"rdi", "edi", "di", "dil", NULL}, "D"},
    };
    for (size_t i = 0; i < sizeof regs / sizeof regs[0]; i++)
        for (int j = 0; regs[i].names[j]; j++)
            if (!strcmp(r, regs[i].names[j])) return regs[i].c;
    return NULL;
}

/* The constraint of a register variable's explicit register. */
static const char *explicit_reg_class(const MirAsmOperand *op) {
    const char *r = op->reg ? sym_str(op->reg) : "";
    return strncmp(r, "xmm", 3) == 0 || strncmp(r, "ymm", 3) == 0 ? "x" : "r";
}

static char gcc_modifier(char m) {
    switch (m) {
    case 'e': return 'k';
    case 'r': return 'q';
    case 'x': return 'w';
    case 'l': return 'b';
    case 'h': return 'h';
    default: return 0;
    }
}

/* An explicit register without a constraint letter (r8..r15, xmm0..15,
 * ...): its GCC register name, for a register variable. NULL if none. */
static const char *explicit_reg_name(CgCtx *cx, const MirAsmOperand *op) {
    if (!op->is_explicit_reg || reg_constraint(op)) return NULL;
    const char *r = sym_str(op->reg);
    size_t n = strlen(r);
    /* r8d / r8w / r8b name parts of r8 */
    if (r[0] == 'r' && n >= 3 && r[1] >= '0' && r[1] <= '9' && (r[n - 1] == 'd' || r[n - 1] == 'w' || r[n - 1] == 'b'))
        return arena_strndup(&cx->arena, r, n - 1);
    return r;
}

/* Text of a SYM operand (a function or static's symbol). */
static const char *sym_text(CgCtx *cx, const MirConst *ct) {
    const DefData *d = res_def(ty_resolver(cx->tcx), ct->def);
    if (d && d->kind == DEF_STATIC) return mono_static_symbol(cx->tcx, ct->def);
    Instance inst;
    if (!ty_resolve_instance(cx->tcx, cg_env(), ct->def, ct->args, &inst)) inst = (Instance){INST_ITEM, ct->def, ct->args, 0};
    cg_get_fn(cx, &inst);
    return mono_symbol_name(cx->tcx, &inst);
}

static void const_text(CgCtx *cx, StrBuf *sb, const MirConst *in) {
    MirConst v = *in;
    const MirConst *ct = &v;
    if (in->kind == CONST_UNEVALUATED) {
        /* an anon const: its value's bytes, sign-extended for signed types */
        const MirAlloc *a = mir_eval_const(cx->tcx, in->def, in->args);
        uint64_t w[2] = {0, 0};
        if (a) memcpy(w, a->bytes, a->size < 16 ? a->size : 16);
        if (a && a->size < 8 && ty_is_signed(cx->tcx, in->ty)) {
            unsigned sh = (unsigned)(64 - 8 * a->size);
            w[0] = (uint64_t)((int64_t)(w[0] << sh) >> sh);
        }
        if (a && a->size <= 8 && ty_is_signed(cx->tcx, in->ty) && (int64_t)w[0] < 0) w[1] = ~0ull;
        v.lo = w[0];
        v.hi = w[1];
    }
    if (ct->hi && (int64_t)ct->hi != -1) {
        char buf[48];
        sb_puts(sb, u128_to_str((u128)ct->hi << 64 | ct->lo, buf));
    } else if ((int64_t)ct->hi == -1) {
        sb_printf(sb, "%lld", (long long)ct->lo);
    } else {
        sb_printf(sb, "%llu", (unsigned long long)ct->lo);
    }
}


/* Template text as GNU as reads it: LLVM's assembler takes `//` line
 * comments (compiler_builtins' probestack has them), GNU as on x86 does
 * not (`'r` in "we're" is even a character constant there): they become
 * `#` comments. `%` is doubled for an extended asm template. */
typedef struct AsmText {
    bool in_string, in_comment;
} AsmText;

static void put_asm_text(StrBuf *sb, AsmText *st, const char *s, bool escape_percent) {
    for (; *s; s++) {
        char c = *s;
        if (c == '\n') {
            st->in_string = st->in_comment = false;
        } else if (!st->in_comment && c == '"') {
            st->in_string = !st->in_string;
        } else if (!st->in_comment && !st->in_string && c == '/' && s[1] == '/') {
            st->in_comment = true;
            sb_putc(sb, '#');
            s++;
            continue;
        }
        if (escape_percent && c == '%') sb_putc(sb, '%');
        sb_putc(sb, c);
    }
}

void cg_inline_asm(CgFx *fx, const MirTerm *t) {
    CgCtx *cx = fx->cx;
    const InlineAsm *ia = t->asm_ast;
    uint32_t n = t->nasm_ops;
    /* GCC numbering: outputs first, then inputs */
    int32_t *gnum = ARENA_ARRAY(&cx->arena, int32_t, n + 1);
    gcc_jit_lvalue **outs = ARENA_ARRAY(&cx->arena, gcc_jit_lvalue *, n + 1);
    uint32_t nout = 0;
    for (uint32_t i = 0; i < n; i++) {
        const MirAsmOperand *op = &t->asm_ops[i];
        gnum[i] = -1;
        if (op->kind == ASM_OP_OUT || op->kind == ASM_OP_INOUT || op->kind == ASM_OP_SPLIT_INOUT) gnum[i] = (int32_t)nout++;
    }
    uint32_t nin = 0;
    for (uint32_t i = 0; i < n; i++)
        if (t->asm_ops[i].kind == ASM_OP_IN) gnum[i] = (int32_t)(nout + nin++);
    /* the template */
    StrBuf sb = {0};
    bool att = ia && (ia->options & ASM_OPT_ATT_SYNTAX);
    if (!att) sb_puts(&sb, ".intel_syntax noprefix\n\t");
    AsmText st = {0};
    for (uint32_t i = 0; ia && i < ia->npieces; i++) {
        const InlineAsmPiece *p = &ia->pieces[i];
        if (!p->is_placeholder) {
            put_asm_text(&sb, &st, sym_str(p->text), true);
            continue;
        }
        if (p->operand >= n) continue;
        const MirAsmOperand *op = &t->asm_ops[p->operand];
        if (op->kind == ASM_OP_CONST) {
            const_text(cx, &sb, &op->ct);
        } else if (op->kind == ASM_OP_SYM) {
            sb_puts(&sb, sym_text(cx, &op->ct));
        } else {
            char m = gcc_modifier(p->modifier);
            sb_putc(&sb, '%');
            if (m) sb_putc(&sb, m);
            sb_printf(&sb, "%d", gnum[p->operand]);
        }
    }
    if (!att) sb_puts(&sb, "\n\t.att_syntax");
    const char *tmpl = arena_strdup(&cx->arena, sb_cstr(&sb));
    sb_free(&sb);

    /* inputs are evaluated before the asm; in-outs go through temps */
    gcc_jit_rvalue **ins = ARENA_ARRAY(&cx->arena, gcc_jit_rvalue *, n + 1);
    for (uint32_t i = 0; i < n; i++) {
        const MirAsmOperand *op = &t->asm_ops[i];
        ins[i] = NULL;
        outs[i] = NULL;
        if (op->kind == ASM_OP_IN || op->kind == ASM_OP_INOUT || op->kind == ASM_OP_SPLIT_INOUT) {
            /* through a local: libgccjit 12 crashes on an input that is
             * the address of a local itself */
            gcc_jit_rvalue *v = cg_operand(fx, &op->in);
            gcc_jit_lvalue *tv = cg_temp(fx, gcc_jit_rvalue_get_type(v));
            gcc_jit_block_add_assignment(fx->cur, fx->loc, tv, v);
            ins[i] = gcc_jit_lvalue_as_rvalue(tv);
        }
        const char *regname = explicit_reg_name(cx, op);
        if (op->kind == ASM_OP_OUT || op->kind == ASM_OP_INOUT || op->kind == ASM_OP_SPLIT_INOUT) {
            gcc_jit_type *ot;
            if (ins[i]) {
                ot = gcc_jit_rvalue_get_type(ins[i]);
            } else if (op->has_out) {
                CgPlace p = cg_place(fx, &op->out);
                ot = cg_type(cx, p.ty);
            } else {
                ot = cx->t_u64;
            }
            outs[i] = cg_temp(fx, ot);
            if (regname) gcc_jit_lvalue_set_register_name(outs[i], regname);
            /* a split in-out is an in-out of one register, copied out after */
            if (ins[i]) cg_assign(fx, outs[i], ins[i]);
        } else if (regname && ins[i]) {
            /* an input in an explicit register: a register variable */
            gcc_jit_lvalue *rv = cg_temp(fx, gcc_jit_rvalue_get_type(ins[i]));
            gcc_jit_lvalue_set_register_name(rv, regname);
            cg_assign(fx, rv, ins[i]);
            ins[i] = gcc_jit_lvalue_as_rvalue(rv);
        }
    }
    gcc_jit_extended_asm *ea = gcc_jit_block_add_extended_asm(fx->cur, fx->loc, tmpl);
    bool pure = ia && (ia->options & ASM_OPT_PURE);
    gcc_jit_extended_asm_set_volatile_flag(ea, !pure);
    for (uint32_t i = 0; i < n; i++) {
        const MirAsmOperand *op = &t->asm_ops[i];
        if (!outs[i]) continue;
        const char *rc = reg_constraint(op);
        if (!rc) rc = explicit_reg_class(op);
        char *c;
        if (op->kind == ASM_OP_INOUT || op->kind == ASM_OP_SPLIT_INOUT) c = arena_sprintf(&cx->arena, "+%s", rc);
        else c = arena_sprintf(&cx->arena, "=%s%s", op->late ? "" : "&", rc);
        gcc_jit_extended_asm_add_output_operand(ea, NULL, c, outs[i]);
    }
    for (uint32_t i = 0; i < n; i++) {
        const MirAsmOperand *op = &t->asm_ops[i];
        if (op->kind == ASM_OP_IN) {
            const char *rc = reg_constraint(op);
            if (!rc) rc = explicit_reg_class(op);
            gcc_jit_extended_asm_add_input_operand(ea, NULL, rc, ins[i]);
        }
    }
    if (!ia || !(ia->options & (ASM_OPT_NOMEM | ASM_OPT_READONLY))) gcc_jit_extended_asm_add_clobber(ea, "memory");
    if (!ia || !(ia->options & ASM_OPT_PRESERVES_FLAGS)) gcc_jit_extended_asm_add_clobber(ea, "cc");
    /* results to their places */
    for (uint32_t i = 0; i < n; i++) {
        const MirAsmOperand *op = &t->asm_ops[i];
        if (!outs[i] || !op->has_out) continue;
        CgPlace p = cg_place(fx, &op->out);
        cg_assign(fx, cg_place_lv(fx, &p), gcc_jit_lvalue_as_rvalue(outs[i]));
    }
    if (t->target == MIR_NO_BLOCK || (ia && (ia->options & ASM_OPT_NORETURN))) cg_unreachable(fx);
    else cg_goto(fx, t->target);
}

void cg_global_asm(CgCtx *cx, const MonoItem *it) {
    const HirItem *hi = hir_item(ty_hir(cx->tcx), it->def);
    if (!hi || hi->kind != HITEM_GLOBAL_ASM || !hi->global_asm) return;
    const InlineAsm *ia = hi->global_asm;
    StrBuf sb = {0};
    bool att = ia->options & ASM_OPT_ATT_SYNTAX;
    if (!att) sb_puts(&sb, ".intel_syntax noprefix\n");
    AsmText st = {0};
    for (uint32_t i = 0; i < ia->npieces; i++) {
        const InlineAsmPiece *p = &ia->pieces[i];
        if (!p->is_placeholder) put_asm_text(&sb, &st, sym_str(p->text), false);
        else cg_error(cx, p->span, "rcc does not support operands in `global_asm!` yet");
    }
    if (!att) sb_puts(&sb, "\n.att_syntax\n");
    gcc_jit_context_add_top_level_asm(cx->ctxt, NULL, sb_cstr(&sb));
    sb_free(&sb);
}
