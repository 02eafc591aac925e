/* codegen.h — code generation through libgccjit, and linking.
 *
 * Takes: the codegen units of mono.h. Gives: one object file per unit
 * (one libgccjit context each; with -C codegen-units=N > 1 the units are
 * built by worker processes, since libgccjit compiles one context at a
 * time per process), assembly for --emit=asm, and an executable, static
 * library or object linked with `cc`.
 *
 * The only folder that includes libgccjit.h. Files: src/codegen/cg.c
 * (contexts, options, layouts to gcc types, function declarations, the C
 * main), cg_body.c (MIR statements and terminators), cg_const.c
 * (constants, statics, vtables), cg_intrinsic.c, cg_asm.c, link.c;
 * cg_priv.h describes the value representation.
 *
 * Rust semantics on GCC: -fwrapv, -fno-strict-aliasing,
 * -ffp-contract=off always; -O levels from -C opt-level; -g gives a line
 * table from MIR spans.
 */
#ifndef RCC_CODEGEN_H
#define RCC_CODEGEN_H

#include "rcc/mono.h"

typedef struct CgOptions {
    int opt_level;            /* 0..3 */
    int opt_size;             /* 0, 1 = s, 2 = z */
    int debuginfo;            /* 0..2 */
    bool overflow_checks;     /* (MIR already holds the checks; kept for intrinsics) */
    bool emit_asm;            /* also write .s files */
    bool keep_reproducer;     /* -Zcodegen-reproducer: dump a libgccjit reproducer */
    const char *target_cpu;   /* NULL: x86-64 */
    const char *target_features;  /* the spec's and -C target-feature's: "+avx2,-sse4.1" (NULL if none) */
    bool soft_float;          /* +soft-float: f32/f64 live in integer registers, their
                               * operations are libgcc's soft-fp calls (__addsf3 ...) */
    bool no_redzone;          /* -C no-redzone / the spec's disable-redzone */
    const char *code_model;   /* -C code-model / the spec's code-model (NULL: small) */
    bool function_sections;   /* -Zfunction-sections (default: yes, as rustc on Linux) */
    bool static_reloc;        /* -C relocation-model=static: no PIC */
    bool no_unwind_tables;    /* -C force-unwind-tables=n with -C panic=abort */
    bool frame_pointers;      /* -C force-frame-pointers=y */
} CgOptions;

/* Compiles unit `u` to an object file at obj_path (and asm_path when
 * non-NULL). Returns false after reporting an error. */
bool cg_compile_unit(TyCtxt *tcx, const MonoItems *mi, uint32_t u, const CgOptions *o, const char *obj_path,
                     const char *asm_path);

/* What to link: -C link-arg(s) and -l/-L options in order (`args`, in
 * the C driver's conventions, as rustc gives them to `cc`), the output,
 * and -C linker (NULL: the default). */
typedef enum LinkKind { LINK_EXECUTABLE, LINK_STATICLIB, LINK_SHARED } LinkKind;
typedef struct LinkRequest {
    LinkKind kind;
    const char *const *args;
    uint32_t nargs;
    const char *output;
    const char *linker;
} LinkRequest;

/* Links objects into an executable (crate type bin), a shared object or
 * a static library (ar). Returns false after reporting an error. */
/* Makes the symbols `symbols` of the relocatable object `object` local
 * (objcopy --localize-symbols), in place. */
bool cg_localize_symbols(DiagCtx *dc, const char *object, const char *const *symbols, uint32_t n);
/* Adds a section holding `data` to an ELF file (objcopy --add-section):
 * a proc-macro crate's shared object carries its metadata in `.rmeta`. */
bool cg_add_section(DiagCtx *dc, const char *file, const char *section, const void *data, size_t len);
bool cg_link(DiagCtx *dc, const LinkRequest *rq, const char *const *objects, uint32_t nobjects);

/* A pipelined link of an executable: cg_link_begin starts the linker
 * before the objects exist (with rcc's linker plugin at `plugin`, and a
 * placeholder object written into tmpdir); cg_link_end names the objects
 * (or, when code generation failed, stops the link quietly) and waits for
 * it. cg_link_begin returns NULL when this link cannot be pipelined: link
 * with cg_link after code generation then. */
typedef struct LinkJob LinkJob;
LinkJob *cg_link_begin(DiagCtx *dc, const LinkRequest *rq, const char *tmpdir, const char *plugin);
bool cg_link_end(LinkJob *job, const char *const *objects, uint32_t nobjects, bool codegen_ok);

#endif
