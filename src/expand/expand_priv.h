/* expand_priv.h — what the files of src/expand/ share: token texts for
 * messages, and the helpers for rustc's lint and feature-gate messages.
 * Not part of the expander's public interface (include/rcc/expand.h).
 */
#ifndef RCC_EXPAND_PRIV_H
#define RCC_EXPAND_PRIV_H

#include "rcc/expand.h"

/* ---- meta.c: tokens in messages ---- */

/* The text of a token as rustc prints it in messages (pprust's
 * token_to_string): `r#fn`, `"x"u8`, `::`, `<eof>`. Returns buf. */
const char *ex_token_text(const Token *t, char *buf, size_t size);
/* rustc's token_descr: "keyword `fn`", "reserved identifier `_`",
 * "doc comment `/// x`", or "`x`". Keywords depend on the edition. */
const char *ex_token_descr(const Token *t, Edition ed, char *buf, size_t size);

/* The unescaped value of a string literal token (cooked or raw, without
 * suffix, not malformed), or 0. */
Symbol ex_str_lit_value(const Token *t);

/* ---- builtin.c ---- */

/* rustc's pprust::tts_to_string (stringify!, a proc macro's
 * TokenStream::to_string), malloc'd. */
char *ex_tts_to_string(ParseSess *ps, TokenSlice ts);

/* ---- cfg.c: lints ---- */

/* Adds "`#[warn(<lint>)]` on by default" to a lint warning the first time
 * the lint fires (rustc prints it once per lint). */
void ex_lint_note(ExpandCtx *ex, Diag *d, uint32_t noted_bit, const char *lint);

/* Processes the attributes of a node from index `start` on (cfg_attr
 * expanded in place, left to right; cfg evaluated). With `descr` NULL a
 * false cfg makes it return false at once (the node goes away); with a
 * description ("an expression") the node stays and rustc's `removing
 * <descr> is not supported in this position` is reported instead. */
bool ex_process_attrs(ExpandCtx *ex, AttrList *attrs, uint32_t start, const char *descr);

/* The crate's own attributes, as rustc configures them before anything
 * else: every cfg_attr expanded (recursively), then every cfg evaluated.
 * False: the crate is configured out. */
bool ex_configure_crate_attrs(ExpandCtx *ex, AttrList *attrs);

/* ---- modules.c ---- */

/* The first #[path] attribute of a list, or NULL. */
const Attr *ex_find_path_attr(AttrList attrs);

/* ---- proc_macro.c ---- */

/* Closes the proc-macro libraries ex opened (expand_ctx_free). */
void pm_close_libs(ExpandCtx *ex);

/* ---- harness.c ---- */

struct Resolver;
/* --test, after the crate's expansion: neutralises the crate's entry
 * points and returns the harness's `main` (not yet collected). */
Item *expand_test_harness(ExpandCtx *ex, struct Resolver *r, uint32_t krate, Crate *c);

#endif
