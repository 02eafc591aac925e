/* builtin_stubs.c — TEMPORARY weak placeholders so the tree links while
 * the built-in macros are written in parallel; each real definition
 * overrides its stub. Deleted once every built-in exists. */
#include "rcc/expand.h"

static bool not_yet(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out, const char *name) {
    diag_emit(diag_error(ex->ps->dc, DC_NONE, inv->span, "rcc does not implement the built-in macro `%s` yet", name));
    out->failed = true;
    return false;
}

__attribute__((weak)) bool bi_concat(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "concat"); }
__attribute__((weak)) bool bi_concat_idents(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "concat_idents"); }
__attribute__((weak)) bool bi_concat_bytes(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "concat_bytes"); }
__attribute__((weak)) bool bi_stringify(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "stringify"); }
__attribute__((weak)) bool bi_line(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "line"); }
__attribute__((weak)) bool bi_column(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "column"); }
__attribute__((weak)) bool bi_file(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "file"); }
__attribute__((weak)) bool bi_module_path(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "module_path"); }
__attribute__((weak)) bool bi_include(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "include"); }
__attribute__((weak)) bool bi_include_str(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "include_str"); }
__attribute__((weak)) bool bi_include_bytes(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "include_bytes"); }
__attribute__((weak)) bool bi_env(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "env"); }
__attribute__((weak)) bool bi_option_env(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "option_env"); }
__attribute__((weak)) bool bi_cfg(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "cfg"); }
__attribute__((weak)) bool bi_compile_error(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "compile_error"); }
__attribute__((weak)) bool bi_assert(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "assert"); }
__attribute__((weak)) bool bi_core_panic(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "core_panic"); }
__attribute__((weak)) bool bi_std_panic(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "std_panic"); }
__attribute__((weak)) bool bi_unreachable(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "unreachable"); }
__attribute__((weak)) bool bi_log_syntax(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "log_syntax"); }
__attribute__((weak)) bool bi_trace_macros(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "trace_macros"); }
__attribute__((weak)) bool bi_format_args(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "format_args"); }
__attribute__((weak)) bool bi_format_args_nl(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "format_args_nl"); }
__attribute__((weak)) bool bi_const_format_args(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "const_format_args"); }
__attribute__((weak)) bool bi_asm(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "asm"); }
__attribute__((weak)) bool bi_global_asm(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "global_asm"); }
__attribute__((weak)) bool bi_attr_test(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "attr_test"); }
__attribute__((weak)) bool bi_attr_bench(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "attr_bench"); }
__attribute__((weak)) bool bi_attr_test_case(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "attr_test_case"); }
__attribute__((weak)) bool bi_attr_global_allocator(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "attr_global_allocator"); }
__attribute__((weak)) bool bi_attr_cfg_accessible(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "attr_cfg_accessible"); }
__attribute__((weak)) bool bi_attr_cfg_eval(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "attr_cfg_eval"); }
__attribute__((weak)) bool bi_attr_derive(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "attr_derive"); }
__attribute__((weak)) bool bi_derive_clone(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_clone"); }
__attribute__((weak)) bool bi_derive_copy(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_copy"); }
__attribute__((weak)) bool bi_derive_debug(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_debug"); }
__attribute__((weak)) bool bi_derive_default(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_default"); }
__attribute__((weak)) bool bi_derive_hash(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_hash"); }
__attribute__((weak)) bool bi_derive_partial_eq(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_partial_eq"); }
__attribute__((weak)) bool bi_derive_eq(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_eq"); }
__attribute__((weak)) bool bi_derive_partial_ord(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_partial_ord"); }
__attribute__((weak)) bool bi_derive_ord(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_ord"); }
__attribute__((weak)) bool bi_derive_rustc_encodable(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_rustc_encodable"); }
__attribute__((weak)) bool bi_derive_rustc_decodable(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) { return not_yet(ex, inv, out, "derive_rustc_decodable"); }
__attribute__((weak)) MbeMacro *mbe_compile(ExpandCtx *ex, const MacroDef *def, Ident name, Edition edition) { (void)ex; (void)def; (void)name; (void)edition; return NULL; }
__attribute__((weak)) bool mbe_expand(ExpandCtx *ex, const MbeMacro *m, const MacInvoc *inv, MacOutput *out) { (void)m; return not_yet(ex, inv, out, "macro_rules"); }
