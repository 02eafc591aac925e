/* attr_table.c — the attributes rustc 1.63 knows by name
 * (rustc_feature's BUILTIN_ATTRIBUTES), and the tool namespaces of
 * attributes (`#[rustfmt::skip]`) and lints (`#[allow(clippy::x)]`).
 *
 * Takes a name; gives whether it is a built-in attribute and, if so, its
 * entry: crate-level or not, the forms it accepts (rustc's template, for
 * "malformed `x` attribute input" and its suggestions), what rustc does
 * with a second copy of it, and the feature that gates it. The built-in
 * attribute *macros* (#[test], #[derive], #[global_allocator], ...) are
 * macros (builtin_macros.def), not entries here, as in rustc.
 *
 * The table follows rustc 1.63's list entry by entry, in its order.
 */
#include "rcc/expand.h"

/* name, crate_level, word, list, name_value, duplicates, gate */
static const BuiltinAttr table[] = {
    {"cfg", false, false, "predicate", NULL, ATTR_DUP_OK, NULL},
    {"cfg_attr", false, false, "predicate, attr1, attr2, ...", NULL, ATTR_DUP_OK, NULL},
    {"ignore", false, true, NULL, "reason", ATTR_DUP_WARN_FOLLOWING, NULL},
    {"should_panic", false, true, "expected = \"reason", "reason", ATTR_DUP_FUTURE_WARN_FOLLOWING, NULL},
    {"reexport_test_harness_main", true, false, NULL, "name", ATTR_DUP_ERROR_FOLLOWING, NULL},
    {"automatically_derived", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"macro_use", false, true, "name1, name2, ...", NULL, ATTR_DUP_WARN_FOLLOWING_WORD_ONLY, NULL},
    {"macro_escape", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"macro_export", false, true, "local_inner_macros", NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"proc_macro", false, true, NULL, NULL, ATTR_DUP_ERROR_FOLLOWING, NULL},
    {"proc_macro_derive", false, false, "TraitName, /*opt*/ attributes(name1, name2, ...)", NULL, ATTR_DUP_ERROR_FOLLOWING, NULL},
    {"proc_macro_attribute", false, true, NULL, NULL, ATTR_DUP_ERROR_FOLLOWING, NULL},
    {"warn", false, false, "lint1, lint2, ..., /*opt*/ reason = \"...\"", NULL, ATTR_DUP_OK, NULL},
    {"allow", false, false, "lint1, lint2, ..., /*opt*/ reason = \"...\"", NULL, ATTR_DUP_OK, NULL},
    {"expect", false, false, "lint1, lint2, ..., /*opt*/ reason = \"...\"", NULL, ATTR_DUP_OK, "lint_reasons"},
    {"forbid", false, false, "lint1, lint2, ..., /*opt*/ reason = \"...\"", NULL, ATTR_DUP_OK, NULL},
    {"deny", false, false, "lint1, lint2, ..., /*opt*/ reason = \"...\"", NULL, ATTR_DUP_OK, NULL},
    {"must_use", false, true, NULL, "reason", ATTR_DUP_FUTURE_WARN_FOLLOWING, NULL},
    {"must_not_suspend", false, true, NULL, "reason", ATTR_DUP_WARN_FOLLOWING, "must_not_suspend"},
    {"deprecated", false, true, "/*opt*/ since = \"version\", /*opt*/ note = \"reason\"", "reason", ATTR_DUP_ERROR_FOLLOWING, NULL},
    {"crate_name", true, false, NULL, "name", ATTR_DUP_FUTURE_WARN_FOLLOWING, NULL},
    {"crate_type", true, false, NULL, "bin|lib|...", ATTR_DUP_OK, NULL},
    {"crate_id", true, false, NULL, "ignored", ATTR_DUP_FUTURE_WARN_FOLLOWING, NULL},
    {"link", false, false, "name = \"...\", /*opt*/ kind = \"dylib|static|...\", /*opt*/ wasm_import_module = \"...\"", NULL, ATTR_DUP_OK, NULL},
    {"link_name", false, false, NULL, "name", ATTR_DUP_FUTURE_WARN_PRECEDING, NULL},
    {"no_link", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"repr", false, false, "C", NULL, ATTR_DUP_OK, NULL},
    {"export_name", false, false, NULL, "name", ATTR_DUP_FUTURE_WARN_PRECEDING, NULL},
    {"link_section", false, false, NULL, "name", ATTR_DUP_FUTURE_WARN_PRECEDING, NULL},
    {"no_mangle", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"used", false, true, "compiler|linker", NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"recursion_limit", true, false, NULL, "N", ATTR_DUP_FUTURE_WARN_FOLLOWING, NULL},
    {"type_length_limit", true, false, NULL, "N", ATTR_DUP_FUTURE_WARN_FOLLOWING, NULL},
    {"const_eval_limit", true, false, NULL, "N", ATTR_DUP_ERROR_FOLLOWING, "const_eval_limit"},
    {"move_size_limit", true, false, NULL, "N", ATTR_DUP_ERROR_FOLLOWING, "large_assignments"},
    {"start", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"no_start", true, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"no_main", true, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"path", false, false, NULL, "file", ATTR_DUP_FUTURE_WARN_FOLLOWING, NULL},
    {"no_std", true, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"no_implicit_prelude", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"non_exhaustive", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"windows_subsystem", true, false, NULL, "windows|console", ATTR_DUP_FUTURE_WARN_FOLLOWING, NULL},
    {"panic_handler", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"inline", false, true, "always|never", NULL, ATTR_DUP_FUTURE_WARN_FOLLOWING, NULL},
    {"cold", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"no_builtins", true, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"target_feature", false, false, "enable = \"name\"", NULL, ATTR_DUP_OK, NULL},
    {"track_caller", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, NULL},
    {"no_sanitize", false, false, "address, memory, thread", NULL, ATTR_DUP_OK, "no_sanitize"},
    {"no_coverage", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "no_coverage"},
    {"doc", false, false, "hidden|inline|...", "string", ATTR_DUP_OK, NULL},
    {"debugger_visualizer", false, false, "natvis_file = \"...\", gdb_script_file = \"...\"", NULL, ATTR_DUP_OK, "debugger_visualizer"},
    {"naked", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "naked_functions"},
    {"link_ordinal", false, false, "ordinal", NULL, ATTR_DUP_ERROR_PRECEDING, "raw_dylib"},
    {"plugin", true, false, "name", NULL, ATTR_DUP_OK, "plugin"},
    {"test_runner", true, false, "path", NULL, ATTR_DUP_ERROR_FOLLOWING, "custom_test_frameworks"},
    {"marker", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "marker_trait_attr"},
    {"thread_local", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "thread_local"},
    {"no_core", true, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "no_core"},
    {"optimize", false, false, "size|speed", NULL, ATTR_DUP_ERROR_PRECEDING, "optimize_attribute"},
    {"instruction_set", false, false, "set", NULL, ATTR_DUP_ERROR_PRECEDING, "isa_attribute"},
    {"ffi_returns_twice", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "ffi_returns_twice"},
    {"ffi_pure", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "ffi_pure"},
    {"ffi_const", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "ffi_const"},
    {"register_attr", true, false, "attr1, attr2, ...", NULL, ATTR_DUP_OK, "register_attr"},
    {"register_tool", true, false, "tool1, tool2, ...", NULL, ATTR_DUP_OK, "register_tool"},
    {"cmse_nonsecure_entry", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "cmse_nonsecure_entry"},
    {"const_trait", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "const_trait_impl"},
    {"deprecated_safe", false, false, "since = \"version\", note = \"...\"", NULL, ATTR_DUP_ERROR_FOLLOWING, "deprecated_safe"},
    {"feature", true, false, "name1, name2, ...", NULL, ATTR_DUP_OK, NULL},
    {"stable", false, false, "feature = \"name\", since = \"version\"", NULL, ATTR_DUP_OK, NULL},
    {"unstable", false, false, "feature = \"name\", reason = \"...\", issue = \"N\"", NULL, ATTR_DUP_OK, NULL},
    {"rustc_const_unstable", false, false, "feature = \"name\"", NULL, ATTR_DUP_OK, NULL},
    {"rustc_const_stable", false, false, "feature = \"name\"", NULL, ATTR_DUP_OK, NULL},
    {"allow_internal_unstable", false, true, "feat1, feat2, ...", NULL, ATTR_DUP_OK, "allow_internal_unstable"},
    {"rustc_allow_const_fn_unstable", false, true, "feat1, feat2, ...", NULL, ATTR_DUP_OK, "rustc_allow_const_fn_unstable"},
    {"allow_internal_unsafe", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "allow_internal_unsafe"},
    {"fundamental", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "fundamental"},
    {"may_dangle", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "dropck_eyepatch"},
    {"rustc_allocator", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_allocator_nounwind", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"alloc_error_handler", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "alloc_error_handler"},
    {"default_lib_allocator", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "allocator_internals"},
    {"needs_allocator", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "allocator_internals"},
    {"panic_runtime", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "panic_runtime"},
    {"needs_panic_runtime", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "needs_panic_runtime"},
    {"compiler_builtins", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "compiler_builtins"},
    {"profiler_runtime", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "profiler_runtime"},
    {"linkage", false, false, NULL, "external|internal|...", ATTR_DUP_ERROR_PRECEDING, "linkage"},
    {"rustc_std_internal_symbol", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_builtin_macro", false, true, "name, /*opt*/ attributes(name1, name2, ...)", NULL, ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_proc_macro_decls", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_macro_transparency", false, false, NULL, "transparent|semitransparent|opaque", ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_on_unimplemented", false, false, "/*opt*/ message = \"...\", /*opt*/ label = \"...\", /*opt*/ note = \"...\"", "message", ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_conversion_suggestion", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_trivial_field_reads", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_lint_query_instability", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_lint_diagnostics", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_promotable", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_legacy_const_generics", false, false, "N", NULL, ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_do_not_const_check", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_layout_scalar_valid_range_start", false, false, "value", NULL, ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_layout_scalar_valid_range_end", false, false, "value", NULL, ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_nonnull_optimization_guaranteed", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"lang", false, false, NULL, "name", ATTR_DUP_OK, "lang_items"},
    {"rustc_pass_by_value", false, true, NULL, NULL, ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_coherence_is_core", true, true, NULL, NULL, ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_allow_incoherent_impl", false, true, NULL, NULL, ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_has_incoherent_inherent_impls", false, true, NULL, NULL, ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_box", false, true, NULL, NULL, ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_diagnostic_item", false, false, NULL, "name", ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"prelude_import", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "prelude_import"},
    {"rustc_paren_sugar", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "unboxed_closures"},
    {"rustc_inherit_overflow_checks", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_reservation_impl", false, false, NULL, "reservation message", ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_test_marker", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_unsafe_specialization_marker", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_specialization_trait", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_main", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_skip_array_during_method_dispatch", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_must_implement_one_of", false, false, "function1, function2, ...", NULL, ATTR_DUP_ERROR_FOLLOWING, "rustc_attrs"},
    {"rustc_outlives", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_capture_analysis", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_insignificant_dtor", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_strict_coherence", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_variance", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_layout", false, false, "field1, field2, ...", NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_regions", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_error", false, true, "delay_span_bug_from_inside_query", NULL, ATTR_DUP_WARN_FOLLOWING_WORD_ONLY, "rustc_attrs"},
    {"rustc_dump_user_substs", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_evaluate_where_clauses", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_if_this_changed", false, true, "DepNode", NULL, ATTR_DUP_OK, "rustc_attrs"},
    {"rustc_then_this_would_need", false, false, "DepNode", NULL, ATTR_DUP_OK, "rustc_attrs"},
    {"rustc_clean", false, false, "cfg = \"...\", /*opt*/ label = \"...\", /*opt*/ except = \"...\"", NULL, ATTR_DUP_OK, "rustc_attrs"},
    {"rustc_partition_reused", false, false, "cfg = \"...\", module = \"...\"", NULL, ATTR_DUP_OK, "rustc_attrs"},
    {"rustc_partition_codegened", false, false, "cfg = \"...\", module = \"...\"", NULL, ATTR_DUP_OK, "rustc_attrs"},
    {"rustc_expected_cgu_reuse", false, false, "cfg = \"...\", module = \"...\", kind = \"...\"", NULL, ATTR_DUP_OK, "rustc_attrs"},
    {"rustc_symbol_name", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_polymorphize_error", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_def_path", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_mir", false, false, "arg1, arg2, ...", NULL, ATTR_DUP_OK, "rustc_attrs"},
    {"rustc_dump_program_clauses", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_dump_env_program_clauses", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_object_lifetime_default", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_dump_vtable", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "rustc_attrs"},
    {"rustc_dummy", false, false, NULL, NULL, ATTR_DUP_OK, "rustc_attrs"},
    {"omit_gdb_pretty_printer_section", false, true, NULL, NULL, ATTR_DUP_WARN_FOLLOWING, "omit_gdb_pretty_printer_section"},
};

uint32_t attr_builtin_count(void) { return (uint32_t)(sizeof table / sizeof table[0]); }

const BuiltinAttr *attr_builtin(Symbol name) {
    static HashMap by_name;
    static bool ready;
    if (!ready) {
        hmap_init(&by_name);
        for (uint32_t i = 0; i < attr_builtin_count(); i++) hmap_put(&by_name, sym_cstr(table[i].name), i);
        ready = true;
    }
    uint64_t i;
    return hmap_get(&by_name, name, &i) ? &table[i] : NULL;
}

bool attr_is_builtin(Symbol name) { return attr_builtin(name) != NULL; }

/* rustc's predefined tools: the attribute namespaces that need no
 * #![register_tool]. */
bool attr_is_tool(Symbol name) {
    const char *s = sym_str(name);
    return strcmp(s, "rustfmt") == 0 || strcmp(s, "clippy") == 0;
}

/* Lint tools: the attribute tools, and rustc and rustdoc, whose lints
 * (`rustdoc::broken_intra_doc_links`) are tool lints but which are not
 * attribute namespaces. */
bool lint_is_tool(Symbol name) {
    const char *s = sym_str(name);
    return attr_is_tool(name) || strcmp(s, "rustc") == 0 || strcmp(s, "rustdoc") == 0;
}
