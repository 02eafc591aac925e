/* cg_llvm.c — LLVM intrinsics that Rust code declares as foreign
 * functions: stdarch's `extern "C" { #[link_name = "llvm.x86.sse2.pause"]
 * fn pause(); }`, reached from core (hint::spin_loop calls _mm_pause).
 *
 * A name with dots is not a symbol GCC can define or call, and libgccjit
 * 12 has no target builtins (gcc_jit_context_get_builtin_function knows
 * only the generic ones of GCC's builtins.def, not __builtin_ia32_*),
 * so each intrinsic is emitted inline as its instruction (extended asm),
 * with the LLVM intrinsic's meaning.
 *
 * Takes: the call terminator of a foreign fn whose link name starts with
 * `llvm.`. Gives: the instruction, the result stored to the call's
 * destination and a jump to the target; an intrinsic not in the table is
 * an error naming it (never an undefined or invalid symbol). */
#include <stdio.h>
#include <string.h>

#include "cg_priv.h"

typedef enum LlvmKind {
    LL_ASM,         /* asm volatile(tmpl ::: "memory"), no operands */
    LL_ASM_PTR,     /* asm volatile(tmpl :: "r"(arg0) : "memory") */
    LL_RDTSC,       /* u64 from edx:eax */
    LL_RDTSCP,      /* u64 from edx:eax, IA32_TSC_AUX (ecx) stored to *arg0 */
    LL_XGETBV,      /* u64 from edx:eax, the register number arg0 in ecx */
    LL_MOVMSK,      /* i32 from a 128-bit vector arg0 (spilled; read with movdqu) */
    /* vector operations: arg0 in xmm14 (ymm14 for 256 bits), the second
     * operand in xmm15 / ymm15 (a vector, or a shift count from an i32),
     * the result xmm14 / ymm14; vectors go through memory (movdqu) */
    LL_V128_VV, LL_V128_VI, LL_V256_VV, LL_V256_VI,
    LL_STOREU,      /* an unaligned store of vector arg1 at pointer arg0 (tmpl: the move) */
    LL_NOP,         /* a hint with no effect on the program's meaning */
} LlvmKind;

typedef struct LlvmIntrinsic {
    const char *name;
    LlvmKind kind;
    const char *tmpl;
} LlvmIntrinsic;

static const LlvmIntrinsic llvm_table[] = {
    {"llvm.x86.sse2.pause", LL_ASM, "pause"},
    {"llvm.x86.sse2.lfence", LL_ASM, "lfence"},
    {"llvm.x86.sse2.mfence", LL_ASM, "mfence"},
    {"llvm.x86.sse.sfence", LL_ASM, "sfence"},
    {"llvm.x86.sse2.clflush", LL_ASM_PTR, "clflush (%0)"},
    {"llvm.x86.rdtsc", LL_RDTSC, "rdtsc\n\tshlq $32, %%rdx\n\torq %%rdx, %0"},
    {"llvm.x86.rdtscp", LL_RDTSCP, "rdtscp\n\tshlq $32, %%rdx\n\torq %%rdx, %0\n\tmovl %%ecx, (%1)"},
    /* std_detect reads XCR0 to see whether the OS saves AVX state */
    {"llvm.x86.xgetbv", LL_XGETBV, "xgetbv\n\tshlq $32, %%rdx\n\torq %%rdx, %0"},
    /* hashbrown's SSE2 group (_mm_movemask_epi8): the top bit of each byte */
    {"llvm.x86.sse2.pmovmskb.128", LL_MOVMSK, "movdqu (%1), %%xmm15\n\tpmovmskb %%xmm15, %0"},
    /* ppv-lite86's SSSE3 rotations (_mm_shuffle_epi8); the AVX paths end
     * with _mm256_zeroupper (both behind runtime feature detection) */
    {"llvm.x86.ssse3.pshuf.b.128", LL_V128_VV, "pshufb %%xmm15, %%xmm14"},
    {"llvm.x86.avx.vzeroupper", LL_ASM, "vzeroupper"},
    /* shifts by an immediate (_mm_srli_epi32 & co.): the count in a
     * register has the same meaning (>= the lane width gives 0, or the
     * sign for psra) */
    {"llvm.x86.sse2.psrli.w", LL_V128_VI, "psrlw %%xmm15, %%xmm14"},
    {"llvm.x86.sse2.psrli.d", LL_V128_VI, "psrld %%xmm15, %%xmm14"},
    {"llvm.x86.sse2.psrli.q", LL_V128_VI, "psrlq %%xmm15, %%xmm14"},
    {"llvm.x86.sse2.pslli.w", LL_V128_VI, "psllw %%xmm15, %%xmm14"},
    {"llvm.x86.sse2.pslli.d", LL_V128_VI, "pslld %%xmm15, %%xmm14"},
    {"llvm.x86.sse2.pslli.q", LL_V128_VI, "psllq %%xmm15, %%xmm14"},
    {"llvm.x86.sse2.psrai.w", LL_V128_VI, "psraw %%xmm15, %%xmm14"},
    {"llvm.x86.sse2.psrai.d", LL_V128_VI, "psrad %%xmm15, %%xmm14"},
    {"llvm.x86.sse2.packuswb.128", LL_V128_VV, "packuswb %%xmm15, %%xmm14"},
    {"llvm.x86.sse2.packsswb.128", LL_V128_VV, "packsswb %%xmm15, %%xmm14"},
    {"llvm.x86.sse2.packssdw.128", LL_V128_VV, "packssdw %%xmm15, %%xmm14"},
    {"llvm.x86.sse41.packusdw", LL_V128_VV, "packusdw %%xmm15, %%xmm14"},
    {"llvm.x86.avx2.psrli.w", LL_V256_VI, "vpsrlw %%xmm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.psrli.d", LL_V256_VI, "vpsrld %%xmm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.psrli.q", LL_V256_VI, "vpsrlq %%xmm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.pslli.w", LL_V256_VI, "vpsllw %%xmm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.pslli.d", LL_V256_VI, "vpslld %%xmm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.pslli.q", LL_V256_VI, "vpsllq %%xmm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.psrai.w", LL_V256_VI, "vpsraw %%xmm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.psrai.d", LL_V256_VI, "vpsrad %%xmm15, %%ymm14, %%ymm14"},
    {"llvm.x86.sse2.storeu.dq", LL_STOREU, "movdqu (%1), %%xmm14\n\tmovdqu %%xmm14, (%0)"},
    {"llvm.x86.sse2.storeu.pd", LL_STOREU, "movdqu (%1), %%xmm14\n\tmovdqu %%xmm14, (%0)"},
    {"llvm.x86.sse.storeu.ps", LL_STOREU, "movdqu (%1), %%xmm14\n\tmovdqu %%xmm14, (%0)"},
    {"llvm.x86.avx.storeu.dq.256", LL_STOREU, "vmovdqu (%1), %%ymm14\n\tvmovdqu %%ymm14, (%0)"},
    {"llvm.x86.avx2.pshuf.b", LL_V256_VV, "vpshufb %%ymm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.packuswb", LL_V256_VV, "vpackuswb %%ymm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.packsswb", LL_V256_VV, "vpacksswb %%ymm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.packssdw", LL_V256_VV, "vpackssdw %%ymm15, %%ymm14, %%ymm14"},
    {"llvm.x86.avx2.packusdw", LL_V256_VV, "vpackusdw %%ymm15, %%ymm14, %%ymm14"},
    /* prefetch(p, rw, locality, cache type): GCC's __builtin_prefetch
     * needs literal constants, which const-generic arguments are not at
     * -O0; a prefetch never changes what a program computes */
    {"llvm.prefetch", LL_NOP, NULL},
};

bool cg_is_llvm_intrinsic(const char *sym) { return !strncmp(sym, "llvm.", 5); }

static const LlvmIntrinsic *lookup(const char *name) {
    for (size_t i = 0; i < sizeof llvm_table / sizeof *llvm_table; i++)
        if (!strcmp(llvm_table[i].name, name)) return &llvm_table[i];
    return NULL;
}

static gcc_jit_extended_asm *volatile_asm(CgFx *fx, const char *tmpl) {
    gcc_jit_extended_asm *ea = gcc_jit_block_add_extended_asm(fx->cur, fx->loc, tmpl);
    gcc_jit_extended_asm_set_volatile_flag(ea, 1);
    gcc_jit_extended_asm_add_clobber(ea, "memory");
    return ea;
}

/* Argument i as type ty (a cast), in a local: libgccjit 12 crashes on an
 * asm input that is directly the address of a local or a constant. */
static gcc_jit_lvalue *arg_local(CgFx *fx, const MirTerm *t, uint32_t i, gcc_jit_type *ty) {
    gcc_jit_lvalue *l = cg_temp(fx, ty);
    gcc_jit_rvalue *v = cg_operand(fx, &t->args[i]);
    if (gcc_jit_rvalue_get_type(v) != ty) v = gcc_jit_context_new_cast(fx->cx->ctxt, NULL, v, ty);
    gcc_jit_block_add_assignment(fx->cur, fx->loc, l, v);
    return l;
}

static gcc_jit_rvalue *ptr_arg(CgFx *fx, const MirTerm *t, uint32_t i) {
    return gcc_jit_lvalue_as_rvalue(arg_local(fx, t, i, fx->cx->t_ptr));
}

void cg_llvm_intrinsic(CgFx *fx, const char *name, const MirTerm *t) {
    CgCtx *cx = fx->cx;
    const LlvmIntrinsic *li = lookup(name);
    if (!li) {
        cg_error(cx, t->span, "rcc does not implement the LLVM intrinsic `%s`", name);
        cg_unreachable(fx);
        return;
    }
    gcc_jit_rvalue *result = NULL;
    switch (li->kind) {
    case LL_ASM: volatile_asm(fx, li->tmpl); break;
    case LL_ASM_PTR: {
        gcc_jit_rvalue *p = ptr_arg(fx, t, 0);
        gcc_jit_extended_asm_add_input_operand(volatile_asm(fx, li->tmpl), NULL, "r", p);
        break;
    }
    case LL_RDTSC: case LL_RDTSCP: {
        gcc_jit_rvalue *aux = li->kind == LL_RDTSCP ? ptr_arg(fx, t, 0) : NULL;
        gcc_jit_lvalue *v = cg_temp(fx, cx->t_u64);
        gcc_jit_extended_asm *ea = volatile_asm(fx, li->tmpl);
        /* early-clobber: rdtscp writes rax before it reads the aux pointer */
        gcc_jit_extended_asm_add_output_operand(ea, NULL, aux ? "=&a" : "=a", v);
        gcc_jit_extended_asm_add_clobber(ea, "rdx");
        if (aux) {
            gcc_jit_extended_asm_add_input_operand(ea, NULL, "r", aux);
            gcc_jit_extended_asm_add_clobber(ea, "rcx");
        }
        result = gcc_jit_lvalue_as_rvalue(v);
        break;
    }
    case LL_XGETBV: {
        gcc_jit_lvalue *reg = arg_local(fx, t, 0, cx->t_uint);
        gcc_jit_lvalue *v = cg_temp(fx, cx->t_u64);
        gcc_jit_extended_asm *ea = volatile_asm(fx, li->tmpl);
        gcc_jit_extended_asm_add_output_operand(ea, NULL, "=a", v);
        gcc_jit_extended_asm_add_input_operand(ea, NULL, "c", gcc_jit_lvalue_as_rvalue(reg));
        gcc_jit_extended_asm_add_clobber(ea, "rdx");
        result = gcc_jit_lvalue_as_rvalue(v);
        break;
    }
    case LL_MOVMSK: {
        /* the vector is a #[repr(simd)] struct in memory: its address in a
         * register (an xmm operand would need a GCC vector type) */
        gcc_jit_lvalue *vec = arg_local(fx, t, 0, cg_type(cx, cg_operand_ty(fx, &t->args[0])));
        gcc_jit_lvalue *p = cg_temp(fx, cx->t_ptr);
        gcc_jit_block_add_assignment(fx->cur, fx->loc, p,
                                     gcc_jit_context_new_cast(cx->ctxt, NULL, gcc_jit_lvalue_get_address(vec, NULL), cx->t_ptr));
        gcc_jit_lvalue *v = cg_temp(fx, cx->t_int);
        gcc_jit_extended_asm *ea = volatile_asm(fx, li->tmpl);
        gcc_jit_extended_asm_add_output_operand(ea, NULL, "=r", v);
        gcc_jit_extended_asm_add_input_operand(ea, NULL, "r", gcc_jit_lvalue_as_rvalue(p));
        gcc_jit_extended_asm_add_clobber(ea, "xmm15");
        result = gcc_jit_lvalue_as_rvalue(v);
        break;
    }
    case LL_V128_VV: case LL_V128_VI: case LL_V256_VV: case LL_V256_VI: {
        /* the vectors are #[repr(simd)] structs in memory: their addresses
         * in registers, the result stored through the destination's; a
         * count is an i32 in a register */
        bool wide = li->kind == LL_V256_VV || li->kind == LL_V256_VI;
        bool count = li->kind == LL_V128_VI || li->kind == LL_V256_VI;
        gcc_jit_rvalue *ins[3];
        CgPlace d = cg_place(fx, &t->place);
        ins[0] = gcc_jit_context_new_cast(cx->ctxt, NULL, gcc_jit_lvalue_get_address(cg_place_lv(fx, &d), NULL),
                                          cx->t_ptr);
        for (uint32_t i = 0; i < 2; i++) {
            if (i == 1 && count) {
                ins[2] = gcc_jit_lvalue_as_rvalue(arg_local(fx, t, 1, cx->t_int));
                continue;
            }
            gcc_jit_lvalue *vec = arg_local(fx, t, i, cg_type(cx, cg_operand_ty(fx, &t->args[i])));
            ins[i + 1] = gcc_jit_context_new_cast(cx->ctxt, NULL, gcc_jit_lvalue_get_address(vec, NULL), cx->t_ptr);
        }
        /* libgccjit 12 crashes on an asm input that is an address
         * expression: each input in a local first */
        gcc_jit_lvalue *regs[3];
        for (uint32_t i = 0; i < 3; i++) {
            regs[i] = cg_temp(fx, gcc_jit_rvalue_get_type(ins[i]));
            gcc_jit_block_add_assignment(fx->cur, fx->loc, regs[i], ins[i]);
        }
        const char *mov = wide ? "vmovdqu" : "movdqu", *reg = wide ? "ymm" : "xmm";
        char tmpl[256];
        if (count)
            snprintf(tmpl, sizeof tmpl, "%s (%%1), %%%%%s14\n\t%s %%2, %%%%xmm15\n\t%s\n\t%s %%%%%s14, (%%0)", mov,
                     reg, wide ? "vmovd" : "movd", li->tmpl, mov, reg);
        else
            snprintf(tmpl, sizeof tmpl, "%s (%%1), %%%%%s14\n\t%s (%%2), %%%%%s15\n\t%s\n\t%s %%%%%s14, (%%0)", mov,
                     reg, mov, reg, li->tmpl, mov, reg);
        gcc_jit_extended_asm *ea = volatile_asm(fx, tmpl);
        for (uint32_t i = 0; i < 3; i++)
            gcc_jit_extended_asm_add_input_operand(ea, NULL, "r", gcc_jit_lvalue_as_rvalue(regs[i]));
        gcc_jit_extended_asm_add_clobber(ea, "xmm14");
        gcc_jit_extended_asm_add_clobber(ea, "xmm15");
        break;
    }
    case LL_STOREU: {
        gcc_jit_lvalue *vec = arg_local(fx, t, 1, cg_type(cx, cg_operand_ty(fx, &t->args[1])));
        gcc_jit_lvalue *regs[2] = {arg_local(fx, t, 0, cx->t_ptr), cg_temp(fx, cx->t_ptr)};
        gcc_jit_block_add_assignment(
            fx->cur, fx->loc, regs[1],
            gcc_jit_context_new_cast(cx->ctxt, NULL, gcc_jit_lvalue_get_address(vec, NULL), cx->t_ptr));
        gcc_jit_extended_asm *ea = volatile_asm(fx, li->tmpl);
        for (uint32_t i = 0; i < 2; i++)
            gcc_jit_extended_asm_add_input_operand(ea, NULL, "r", gcc_jit_lvalue_as_rvalue(regs[i]));
        gcc_jit_extended_asm_add_clobber(ea, "xmm14");
        break;
    }
    case LL_NOP: break;
    }
    CgPlace dest = cg_place(fx, &t->place);
    if (result && !cg_is_zst(cx, dest.ty))
        cg_assign(fx, cg_place_lv(fx, &dest), gcc_jit_context_new_cast(cx->ctxt, NULL, result, cg_type(cx, dest.ty)));
    cg_goto(fx, t->target);
}
