/* expr_priv.h — the private interface shared by the expression, statement
 * and pattern parsers (expr.c, expr_prim.c, expr_ctrl.c, stmt.c, pat.c)
 * and their printer and dumper (print_expr.c, dump_expr.c).
 *
 * Error model. rustc's parser returns a Result from every production and
 * unwinds with `?` on a syntax error up to a recovery point (a statement, a
 * match arm, the arguments of a call). Here every production returns a node
 * (an Err node after an error) and callers ask "did a fatal error happen
 * since I started?" with px_mark/px_failed, returning early when so. A
 * recovery point calls px_recovered so that the errors it dealt with stop
 * counting as fatal for the constructs around it. Errors that rustc reports
 * and then simply continues from are emitted with px_emit_recoverable and
 * never count as fatal.
 */
#ifndef RCC_PARSE_EXPR_PRIV_H
#define RCC_PARSE_EXPR_PRIV_H

#include "parser.h"

/* A private restriction bit next to parser.h's: a match guard, where rustc
 * 1.63 accepts `let` in any position (its AST validation does not look at
 * guards other than a plain `if let`). Cleared with R_ALLOW_LET. */
enum { R_LET_GUARD = 1 << 8, R_LET_MASK = R_ALLOW_LET | R_LET_GUARD };

/* ---- error bookkeeping (expr.c) ---- */

/* The number of fatal errors so far (errors reported minus those that were
 * recovered from). */
uint32_t px_mark(const Parser *p);
static inline bool px_failed(const Parser *p, uint32_t mark) { return px_mark(p) > mark; }
/* After local recovery: errors since `mark` no longer count as fatal. */
void px_recovered(Parser *p, uint32_t mark);
/* Emits a diagnostic for an error the parser recovers from in place. */
void px_emit_recoverable(Parser *p, Diag *d);
/* A recoverable error: made, emitted and counted in one call. */
void px_error_recoverable(Parser *p, Span span, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Speculative parsing: parse something, then either keep the result or
 * rewind as if nothing happened. Diagnostics reported while speculating are
 * swallowed; px_spec_ok says whether there were any. */
typedef struct PxSpec {
    Parser saved;
    uint32_t next_node_id;
    DiagCtx *dc;
    DiagCtx tmp;
} PxSpec;
void px_spec_begin(Parser *p, PxSpec *s);
bool px_spec_ok(const Parser *p, const PxSpec *s);
/* Ends speculation; with `rewind` the parser goes back to where it began. */
void px_spec_end(Parser *p, PxSpec *s, bool rewind);

/* ---- nodes (expr.c) ---- */

Expr *px_new(Parser *p, ExprKind kind, Span span);
Expr *px_err(Parser *p, Span span);
/* A one-segment path from an identifier (struct field shorthand). */
Path px_path_from_ident(Parser *p, Ident id);
/* Does this expression need a `;` to be a statement (rustc's
 * classify::expr_requires_semi_to_be_stmt)? Block-like expressions don't. */
bool px_requires_semi(const Expr *e);
/* In statement position (R_STMT_EXPR), is `e` a complete statement (a
 * block-like expression)? Then no binary operator, call or index follows. */
bool px_expr_is_complete(const Parser *p, const Expr *e);
/* The text of a token for messages, as rustc's token_descr. */
const char *px_descr(const Token *t, char *buf, size_t n);
/* Is the token `t` the start of a path (`::`, `<`, `<<`, an identifier or
 * a path keyword)? */
bool px_is_path_start(const Parser *p, const Token *t);
/* rustc's parse_ident: an identifier (not a keyword) or the error
 * "expected identifier, found keyword `fn`". */
bool px_parse_ident(Parser *p, Ident *out);
Diag *px_expected_ident_diag(Parser *p);
/* `self`, `Self`, `super`, `crate`, `$crate` (path segments that are keywords). */
bool px_is_path_segment_kw(const Token *t);
/* Is the token a literal (including `true`/`false`)? */
bool px_is_lit(const Token *t);
/* Is `t` an identifier that is not a keyword at all (used for `raw`,
 * `union` checks)? */
bool px_is_weak_kw(const Token *t, Symbol kw);

/* ---- expressions (expr.c) ---- */

/* Expression with restrictions and optional already-parsed outer
 * attributes (statements parse the attributes first). */
Expr *px_expr_with_attrs(Parser *p, uint32_t restrictions, AttrList *attrs);
/* Continues after an already parsed operand: postfix operators (`.f`,
 * `()`, `[]`, `?`) then binary operators. Used by statements that parsed a
 * path or macro call themselves. `attrs` go on the postfix result. */
Expr *px_continue_postfix(Parser *p, Expr *e, Span lo, AttrList *attrs);
Expr *px_continue_binary(Parser *p, Expr *lhs);
/* `( a, b, ... )` as call arguments; the current token is `(`. On error
 * the arguments are skipped to the `)` and *ok is false. */
ExprList px_paren_args(Parser *p, bool *ok);
/* Parses `elem, elem, ... ,?` until `close` (not consumed) with rustc's
 * missing-comma recovery. Returns false after an error. */
typedef Expr *(*PxExprFn)(Parser *p);
bool px_expr_seq(Parser *p, TokenKind close, PxExprFn f, VecPtr *out, bool *trailing);
/* Skips to the delimiter matching the opener at token index `open` and
 * past it (error recovery inside a delimited group). */
void px_skip_to_close(Parser *p, uint32_t open);
/* A literal expression, or NULL (nothing consumed) if the current token is
 * not a literal. */
Expr *px_lit_opt(Parser *p);
/* `expected expression, found X`. */
void px_expected_expr(Parser *p);

/* ---- primary expressions (expr_prim.c) ---- */

/* The bottom of the precedence climb: literals, paths, blocks, control
 * flow, closures... Outer attributes were parsed by the caller. */
Expr *px_bottom(Parser *p);
/* After `path {`: the fields of a struct literal (current token `{`). */
Expr *px_struct_lit(Parser *p, QSelf *qself, Path path, Span lo);
/* `[a, b]`, `[x; n]` up to `close` (`]`, or `}` for error recovery). */
Expr *px_array(Parser *p, TokenKind close);
/* A closure: `for<'a>`? `static`? `async`? `move`? `|params| body`. */
Expr *px_closure(Parser *p);
/* rustc's choose_generics_over_qpath: does `<` at lookahead `start` open
 * generic parameters (`for<'a>`) rather than a qualified path? */
bool px_generics_not_qpath(const Parser *p, uint32_t start);

/* ---- control flow and blocks (expr_ctrl.c) ---- */

Expr *px_if(Parser *p);              /* after `if` */
Expr *px_match(Parser *p);           /* after `match` */
Expr *px_labeled(Parser *p);         /* current token is a lifetime */
Expr *px_while(Parser *p, Label *label, Span lo);
Expr *px_for(Parser *p, Label *label, Span lo);
Expr *px_loop(Parser *p, Label *label, Span lo);
/* `{ ... }` as an expression (optional label, `unsafe`), inner attributes
 * appended to the expression's attributes. */
Expr *px_block_expr(Parser *p, Label *label, Span lo, BlockRules rules);
Expr *px_async_block(Parser *p);
Expr *px_try_block(Parser *p);        /* at `try` */
Expr *px_try_block_after(Parser *p, Span lo);  /* after `try` */
Expr *px_const_block(Parser *p, Span lo);
Expr *px_let(Parser *p);             /* after `let` */
Expr *px_break(Parser *p);           /* after `break` */
/* A block whose inner attributes are appended to *attrs (may be NULL:
 * then inner attributes are an error, as in `if` blocks). */
Block *px_block_inner(Parser *p, AttrList *attrs);
/* Is the current token `const {` (an inline const)? */
bool px_is_inline_const(const Parser *p, uint32_t n);

/* ---- statements (stmt.c) ---- */

/* A statement without its trailing `;` (rustc's
 * parse_stmt_without_recovery); false if none starts here (at `}`). */
bool px_stmt_without_recovery(Parser *p, Stmt *out);

Block *px_new_block(Parser *p, Span span);

/* ---- patterns (pat.c) ---- */

/* Or-pattern with leading `|` allowed (top level of let/match/for). */
Pat *px_pat_top(Parser *p, const char *expected);
Pat *px_new_pat(Parser *p, PatKind kind, Span span);

/* ---- printing helpers (print_expr.c) ---- */

/* A pattern printed as Rust, for suggestions in messages (malloc'd). */
char *px_pat_to_string(const Pat *pat);

/* ---- attribute list helpers ---- */

/* Appends b to a (arena copies). */
AttrList px_attrs_concat(Parser *p, AttrList a, AttrList b);

#endif
