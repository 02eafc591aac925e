/* parser.h — the parser's private interface, shared by the files of
 * src/parse/: the token cursor (cursor.c), items/types/paths/attributes
 * (item.c, ty.c, path.c, attr.c), expressions/statements/patterns
 * (expr.c, stmt.c, pat.c), and the pretty-printer and AST dump
 * (print*.c, dump*.c).
 *
 * The parser is recursive descent over a token array whose delimiters are
 * balanced (the lexer guarantees it), so error recovery can always skip a
 * whole delimited group in one step.
 */
#ifndef RCC_PARSER_H
#define RCC_PARSER_H

#include "rcc/parse.h"

/* Expression restrictions (rustc's): what the expression being parsed may
 * not contain or how it ends. */
enum {
    R_NO_STRUCT_LITERAL = 1 << 0,  /* `if x {}`: `x {}` is not a struct literal */
    R_STMT_EXPR = 1 << 1,          /* statement position: a block-like expression ends the statement */
    R_ALLOW_LET = 1 << 2,          /* `let` allowed (conditions of if/while, match guards) */
    R_CONST_EXPR = 1 << 3,         /* an unbraced const generic argument: `>` ends it (expr.c) */
    R_NO_QMARK_RECOVER = 1 << 4,   /* a `ty` macro fragment: `T?` is not recovered (ty.c) */
};

/* One thing the parser would have accepted at the current position, for
 * "expected one of `,`, `:`, or `}`, found `x`". */
typedef struct Expected {
    const char *text;     /* "`,`", "`fn`", "identifier", ... */
} Expected;

enum { PARSER_MAX_EXPECTED = 48, PARSER_MAX_DEPTH = 5000 };

typedef struct Parser {
    ParseSess *ps;
    const Token *toks;    /* balanced token array ending in TK_EOF */
    uint32_t ntoks;
    uint32_t *match;      /* match[i]: index of the delimiter matching toks[i] (for delimiters) */
    uint32_t pos;         /* index of the current token */
    Token tok;            /* the current token (may be the rest of a split glued token) */
    Token prev;           /* the token before it */
    uint32_t restrictions;
    uint32_t depth;       /* nesting depth, for the recursion limit */
    /* What was expected at the current token: token kinds and keywords as
     * bit sets (a test on every token must be cheap), other texts in a
     * list. Turned into text only when an error is reported. */
    uint64_t exp_kinds[2];    /* bit k: TokenKind k */
    uint64_t exp_kws[2];      /* bit s: keyword Symbol s (s < 128) */
    Expected expected[PARSER_MAX_EXPECTED];
    uint32_t nexpected;
    /* Error recovery: the position of the last reported syntax error, so a
     * second error at the same token is not reported (no cascades). */
    uint32_t last_error_pos;
    bool had_error;
    /* Errors already recovered from (expr.c/stmt.c): the reported errors
     * minus these are the ones still unwinding (see expr_priv.h). */
    uint32_t nrecovered;
    /* Parsing a macro_rules fragment (fragment.c): the end of the input is
     * "end of <subparser_name>" in messages, and errors made by p_error get
     * the label "while parsing argument for this `<frag_name>` macro
     * fragment" at frag_decl. NULL when not. */
    const char *subparser_name;
    const char *frag_name;
    Span frag_decl;
} Parser;

/* ---- cursor.c: setup ---- */

/* Sets up a parser over toks[0..n) (n counts the final TK_EOF, which must
 * be present). Computes the delimiter match table. */
void parser_init(Parser *p, ParseSess *ps, const Token *toks, uint32_t n);
void parser_free(Parser *p);

/* ---- cursor.c: looking and moving ---- */

/* The token `n` ahead of the current one (0 = current). Past the end: EOF. */
const Token *p_look(const Parser *p, uint32_t n);
static inline TokenKind p_kind(const Parser *p) { return (TokenKind)p->tok.kind; }
/* Moves to the next token. */
void p_bump(Parser *p);
/* Is the current token `k`? Records `k` as expected (for error messages). */
bool p_check(Parser *p, TokenKind k);
/* p_check + p_bump. */
bool p_eat(Parser *p, TokenKind k);
/* Keyword tests (a keyword is an identifier token with a keyword symbol and
 * no r# prefix). Weak keywords (union, auto, default, macro_rules) too. */
bool p_check_kw(Parser *p, Symbol kw);
bool p_eat_kw(Parser *p, Symbol kw);
/* Is token `t` the keyword `kw`? (no expectation recorded) */
bool p_is_kw(const Token *t, Symbol kw);
/* Identifier that is not a reserved keyword in this edition (raw
 * identifiers always qualify). Records "identifier" as expected. */
bool p_check_ident(Parser *p);
bool p_is_ident(const Parser *p, const Token *t);
/* Lifetime tokens. */
bool p_check_lifetime(Parser *p);
/* Glued tokens: `>>` is two `>` when the grammar closes two generic lists;
 * `&&` two borrows; `||` an empty closure parameter list; `<<` in
 * `<<T as A>::B as C>`; `>=`/`>>=` after generics; `<-` is `<` then `-`.
 * If the current token is `k` or starts with `k`, consume `k` (leaving the
 * rest as the current token) and return true. */
bool p_check_split(Parser *p, TokenKind k);
bool p_eat_split(Parser *p, TokenKind k);

/* Forgets what was expected (done by every move to another token). */
static inline void p_clear_expected(Parser *p) {
    p->nexpected = 0;
    p->exp_kinds[0] = p->exp_kinds[1] = 0;
    p->exp_kws[0] = p->exp_kws[1] = 0;
}
/* Records an expectation without a token test (e.g. "expression"). */
void p_expected(Parser *p, const char *text);

/* ---- cursor.c: errors and recovery ---- */

/* Consumes `k` or reports "expected one of ..., found ..." (with
 * everything recorded as expected at this position) and returns false. */
bool p_expect(Parser *p, TokenKind k);
bool p_expect_kw(Parser *p, Symbol kw);
/* Identifier or error; returns the ident (name 0 after an error). */
Ident p_expect_ident(Parser *p);
/* Reports "expected one of <expected set>, found <current token>". */
void p_unexpected(Parser *p);
/* The same diagnostic, not yet emitted (to add labels or notes). May be
 * NULL when suppressed. */
Diag *p_unexpected_diag(Parser *p);
/* Reports a syntax error at `span` unless one was already reported at the
 * current token. Returns the diagnostic to add notes to (or NULL when it
 * was suppressed: callers must accept NULL). */
Diag *p_error(Parser *p, Span span, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Emits a diagnostic made by p_error (no-op on NULL). */
void p_emit(Parser *p, Diag *d);
/* The description of a token in messages: "`x`", "keyword `fn`",
 * "`<eof>`", "doc comment", ... (rustc's wording). Returns `buf`. */
const char *p_token_descr(const Token *t, char *buf, size_t size);
/* The text of a token as written (for printing token trees). */
const char *p_token_text(const Token *t, char *buf, size_t size);
/* Skips one token tree: a whole delimited group, or one token. */
void p_skip_tree(Parser *p);
/* Error recovery: skips token trees until the current token is one of
 * `stop` (a TK__COUNT-terminated list) or a closing delimiter or EOF. */
void p_recover_until(Parser *p, const TokenKind *stop);
/* Is the current token a closing delimiter (of any kind) or EOF? */
bool p_at_close(const Parser *p);

/* ---- cursor.c: invisible groups (macro_rules fragments, parse.h) ---- */

/* Is `t` the opener of an invisible group holding a fragment of kind k? */
static inline bool p_is_invis(const Token *t, MbeFrag k) { return t->kind == TK_OPEN_INVIS && t->sym == (Symbol)k; }
static inline bool p_at_invis(const Parser *p, MbeFrag k) { return p_is_invis(&p->tok, k); }
typedef struct InvisGroup {
    uint32_t open;        /* index of the opener */
    uint32_t nerrors;     /* errors reported before entering */
} InvisGroup;
/* Moves into the invisible group at the current token. */
InvisGroup p_enter_invis(Parser *p);
/* Expects the group's closer and moves past it. Anything else left in the
 * group is reported (unless an error was reported inside it already) and
 * skipped; returns false then. */
bool p_leave_invis(Parser *p, InvisGroup g);
/* The token after the token tree at the current token (after the whole
 * group when it is an opener). */
const Token *p_look_past_tree(const Parser *p);
/* p_token_descr of the current token, except that a macro fragment's
 * invisible group is described by its tokens ("`a + b`"), as rustc
 * prints an interpolated fragment. */
const char *p_cur_descr(const Parser *p, char *buf, size_t size);
/* A `ty` fragment followed by `::` (`$t::new` for `<$t>::new`): rustc's
 * maybe_recover_from_interpolated_ty_qpath, which reports "missing angle
 * brackets in associated item path" and goes on with the qualified path.
 * Returns false (nothing consumed) when the current token is not that;
 * *path has no segments after an error (path.c). */
bool p_invis_ty_qpath(Parser *p, QSelf **qself, Path *path);

/* Current depth guard: call on entry of recursive productions; returns
 * false (after reporting once) if nesting is too deep. */
bool p_enter(Parser *p);
static inline void p_leave(Parser *p) { p->depth--; }

/* ---- cursor.c: spans, ids, allocation ---- */

static inline Span p_span(const Parser *p) { return p->tok.span; }
/* From `lo` to the end of the previous token. When that token came from
 * a macro and lies in another file than `lo` (a node starting with a
 * fragment of the call site and ending in a macro's own tokens, as
 * `$dst.write_fmt(..)` of core's write!), the span is the last token's,
 * as rustc's Span::to gives for spans of different contexts (the
 * pretty-printer places comments by it). */
Span p_span_from_mixed(const Parser *p, Span lo);
static inline Span p_span_from(const Parser *p, Span lo) {
    if (p->prev.ctxt) return p_span_from_mixed(p, lo);
    return span_new(lo.lo, p->prev.span.hi > lo.lo ? p->prev.span.hi : lo.hi);
}
static inline NodeId p_new_id(Parser *p) { return (NodeId){p->ps->next_node_id++}; }
#define P_NEW(p, T) ARENA_NEW((p)->ps->arena, T)
/* Token tree capture: the current token must be an opening delimiter;
 * returns the slice strictly inside it and moves past the closer. */
TokenSlice p_delimited_tokens(Parser *p, Delim *delim);
static inline Ident p_ident_of(const Token *t) { return (Ident){t->sym, t->ctxt, t->span}; }

/* Lists built in a temporary vector then copied to the arena. */
#define P_LIST(p, vec) ((void *)vec_to_arena((p)->ps->arena, (vec)))

/* ---- attr.c / item.c / ty.c / path.c (items, types, paths, generics) ---- */

typedef enum PathStyle {
    PATH_EXPR,    /* in expressions and patterns: generic args need `::<` */
    PATH_TYPE,    /* in types: `<` starts generic args; Fn(A) -> B sugar */
    PATH_MOD,     /* in `use`, visibility, attributes, macro paths: no generic args */
} PathStyle;

void parse_outer_attrs(Parser *p, AttrList *out);
/* An attribute's path and arguments (`path`, `path(tokens)`, `path = expr`)
 * into a->path, args_kind, delim, tokens, eq_expr; stops after them. False
 * after an error. Also the `meta` macro fragment (attr.c). */
bool parse_attr_path_args(Parser *p, Attr *a);
void parse_inner_attrs(Parser *p, AttrList *out);
/* Parses an item with its already-parsed outer attributes; returns NULL
 * (consuming nothing) if no item starts here. This is the statement-position
 * item parser: macro calls are not items here (the statement parser takes
 * them), and a `pub` or `default` followed by no item is reported and
 * consumed (NULL is returned, as rustc does). */
Item *parse_item(Parser *p, AttrList attrs);
/* Items until `close` (TK_RBRACE or TK_EOF). */
void parse_items_until(Parser *p, TokenKind close, ItemList *out);
Visibility parse_vis(Parser *p);
Ty *parse_ty(Parser *p);
/* A type where `+` does not continue it (e.g. after `as`, `&`, `*const`). */
Ty *parse_ty_no_plus(Parser *p);
/* Paths: `a::b::<T>` (EXPR), `a::b<T>` (TYPE), `a::b` (MOD). */
Path parse_path(Parser *p, PathStyle style);
/* `<T as Trait>::rest` — the current token is `<` (or `<<`). */
bool parse_qpath(Parser *p, PathStyle style, QSelf **qself, Path *path);
/* A path, or a qualified path when the current token is `<` / `<<`
 * (then *qself is set; otherwise it is left NULL). */
Path parse_path_or_qpath(Parser *p, PathStyle style, QSelf **qself);
/* After `path !`: the delimited token tree of a macro call. */
MacCall parse_mac_call_args(Parser *p, Path path);
Generics parse_generics(Parser *p);
void parse_where_clause(Parser *p, Generics *g);
GenericBoundList parse_bounds(Parser *p);
/* `for<'a, 'b>` if present. */
GenericParamList parse_late_bound_lifetime_defs(Parser *p);
Lifetime parse_lifetime(Parser *p);
/* Function parameters `(a: T, ...)` and `-> R`. */
FnDecl parse_fn_decl(Parser *p, bool allow_self, bool *c_variadic);
/* Is the token `t` (lookahead n) something that can begin a type? */
bool p_can_begin_type(const Parser *p, uint32_t n);

/* More of attr.c / item.c / ty.c / path.c / generics.c / fn.c (H5). */

/* Identifiers: a keyword is reported ("expected identifier, found keyword
 * `fn`") and accepted; any other token gives name 0 after an error. */
Ident parse_ident(Parser *p);
Ident parse_ident_or_underscore(Parser *p);
void p_error_expected_ident(Parser *p);
/* `::`, `<`, `<<`, a non-reserved identifier or a path keyword. */
bool p_is_path_start(const Parser *p, const Token *t);
/* p_is_path_start on the current token, recording "path" if not. */
bool p_check_path(Parser *p);
/* `self`, `super`, `Self`, `crate`, `$crate`. */
bool p_is_path_segment_kw(const Token *t);
/* A path of one segment. */
Path p_path_from_ident(Parser *p, Ident id);
/* A const generic argument: `{ block }`, a literal or `-literal`. NULL
 * after an error. */
Expr *parse_const_arg(Parser *p);
/* `{ ... }` as an EXPR_BLOCK (current token `{`); NULL after an error. */
Expr *parse_block_as_expr(Parser *p);
/* `(T, U,)`: the current token is `(`. False after an error. */
bool parse_paren_ty_list(Parser *p, TyList *out, bool *trailing);
Ty *p_new_ty(Parser *p, TyKind kind, Span span);
/* A parameter's type: `...` allowed. */
Ty *parse_ty_for_param(Parser *p);
/* Bounds; with !allow_plus a single bound. False after an error. */
bool parse_bounds_common(Parser *p, bool allow_plus, GenericBoundList *out);
bool p_can_begin_bound(Parser *p);
/* parse_generics / parse_where_clause returning false after an error. */
bool parse_generics_ok(Parser *p, Generics *g);
bool parse_where_clause_ok(Parser *p, Generics *g);
bool p_choose_generics_over_qpath(const Parser *p, uint32_t start);
/* Function qualifiers: does an fn (or fn pointer type) start here? */
bool p_check_fn_front_matter(Parser *p, bool check_pub);
bool p_is_unsafe_foreign_mod(const Parser *p);
/* `const`? `async`? `unsafe`? (`extern` abi?)? `fn`. False after an error. */
bool parse_fn_front_matter(Parser *p, FnHeader *h);
Extern parse_extern_abi(Parser *p);
/* The optional ABI string after an `extern` already eaten. */
void parse_abi_after_extern(Parser *p, Extern *e);
/* Signatures with options: names required or optional, `self` allowed,
 * `+` in the return type. False after an error. */
enum {
    FNDECL_REQ_NAME = 1 << 0,     /* `fn f(x: T)`: parameters need patterns */
    FNDECL_RET_PLUS = 1 << 1,     /* `-> impl A + B` */
    FNDECL_NO_SELF = 1 << 2,      /* no `self` parameter */
    FNDECL_RECOVER_RET = 1 << 3,  /* recover `=>` for `->` */
};
#define FNDECL_BARE 0
bool parse_fn_decl_ex(Parser *p, unsigned flags, FnDecl *out, bool *c_variadic);
/* Appends b to a (arena copies). */
AttrList p_attrs_concat(Parser *p, AttrList a, AttrList b);

/* ---- expr.c / stmt.c / pat.c (expressions, statements, patterns) ---- */

Expr *parse_expr(Parser *p);
Expr *parse_expr_res(Parser *p, uint32_t restrictions);
/* An anonymous constant: array length, const generic default, enum
 * discriminant (an ordinary expression). */
Expr *parse_anon_const(Parser *p);
/* A literal, possibly negated (`-1`), for patterns and const args. */
Expr *parse_literal_maybe_minus(Parser *p);
Block *parse_block(Parser *p);
/* `{ #![inner] stmts }` for function bodies. */
Block *parse_block_with_inner_attrs(Parser *p, AttrList *inner);
/* Statements until `}`; used by blocks and by parse_stmts_tokens. */
void parse_stmts_until(Parser *p, TokenKind close, StmtList *out);
Pat *parse_pat(Parser *p);             /* top level: or-patterns allowed */
Pat *parse_pat_no_top_alt(Parser *p);  /* closure params */
/* The pattern of a `let` or a fn parameter, before an optional `: Type`:
 * an or-pattern is parsed and reported ("top-level or-patterns are not
 * allowed in <where>", e.g. "function parameters"). `expected` names the
 * pattern in errors ("parameter name"; NULL: "pattern"); recover_comma:
 * report `a, b` as an unexpected `,` (let). */
Pat *parse_pat_before_ty(Parser *p, const char *expected, bool recover_comma, const char *where);
/* Can the token `n` ahead begin an expression? */
bool p_can_begin_expr(const Parser *p, uint32_t n);

/* ---- printing (print.c, print_expr.c, print_tts.c) ----
 *
 * rustc's pprust: the AST printed through the Oppen engine of support.h
 * (pp.c) with rustc's boxes and breaks for each node, and the comments
 * of the crate root's source interleaved where rustc puts them. */

typedef enum PrCommentStyle { CMNT_ISOLATED, CMNT_TRAILING, CMNT_MIXED, CMNT_BLANK_LINE } PrCommentStyle;
typedef struct PrComment {
    PrCommentStyle style;
    uint32_t pos;         /* global offset */
    uint32_t nlines;
    char **lines;         /* malloc'd */
} PrComment;

typedef struct Printer {
    Pp pp;
    ParseSess *ps;        /* to parse macro fragments in token trees; may be NULL */
    Edition edition;      /* which identifiers print as raw (`r#fn`) */
    const SourceMap *sm;  /* for the lines of trailing comments */
    PrComment *cmnts;     /* the comments still to print, [cur, ncmnts) */
    uint32_t ncmnts, cur;
} Printer;

void pr_init(Printer *p, ParseSess *ps);
void pr_ident(Printer *p, Ident id);
void pr_name(Printer *p, Symbol s);
void pr_path(Printer *p, const Path *path, bool colons_before_params, uint32_t depth);
void pr_qpath(Printer *p, const Path *path, const QSelf *qself, bool colons_before_params);
void pr_generic_args(Printer *p, const GenericArgs *ga, bool colons_before_params);
void pr_type(Printer *p, const Ty *t);
void pr_type_bounds(Printer *p, GenericBoundList b);
void pr_generic_params(Printer *p, GenericParamList params);
void pr_formal_generic_params(Printer *p, GenericParamList params);
void pr_fn_params_and_ret(Printer *p, const FnDecl *d, bool is_closure);
void pr_mutability(Printer *p, Mutability m, bool print_const);
void pr_lifetime(Printer *p, const Lifetime *lt);
void pr_vis(Printer *p, const Visibility *v);
bool pr_outer_attrs(Printer *p, AttrList attrs);
bool pr_outer_attrs_inline(Printer *p, AttrList attrs);
bool pr_inner_attrs(Printer *p, AttrList attrs);
bool pr_inner_attrs_no_trailing_hardbreak(Printer *p, AttrList attrs);
void pr_item(Printer *p, const Item *it);
void pr_mac(Printer *p, const MacCall *m);
void pr_literal(Printer *p, const Token *t, Span sp);
bool pr_maybe_print_comment(Printer *p, uint32_t pos);
void pr_maybe_print_trailing_comment(Printer *p, Span sp, uint32_t next_pos, bool has_next);
void pr_head(Printer *p, const char *w);
void pr_bopen(Printer *p);
void pr_bclose_maybe_open(Printer *p, Span sp, bool empty, bool close_box);
void pr_bclose(Printer *p, Span sp, bool empty);
/* print_expr.c */
void pr_expr(Printer *p, const Expr *e);
void pr_expr_outer_attr_style(Printer *p, const Expr *e, bool is_inline);
void pr_expr_anon_const(Printer *p, const Expr *e, AttrList attrs);
void pr_block_maybe_unclosed(Printer *p, const Block *b, AttrList attrs, bool close_box);
void pr_block_with_attrs(Printer *p, const Block *b, AttrList attrs);
void pr_block(Printer *p, const Block *b);
void pr_stmt(Printer *p, const Stmt *s);
void pr_pat(Printer *p, const Pat *pat);
void pr_inline_asm(Printer *p, const InlineAsm *a);
void pr_string_cooked(Printer *p, const char *s, size_t n);
/* print_tts.c: token trees as rustc's print_tts / print_mac_common */
typedef enum PrMacHeaderKind { MAC_HEADER_NONE, MAC_HEADER_PATH, MAC_HEADER_KEYWORD } PrMacHeaderKind;
void pr_tts(Printer *p, TokenSlice ts, bool convert_dollar_crate);
typedef struct PrMac {
    PrMacHeaderKind header;
    const Path *path;     /* MAC_HEADER_PATH */
    const char *kw;       /* MAC_HEADER_KEYWORD */
    bool has_bang;
    const Ident *ident;   /* macro_rules! NAME; NULL if none */
    Delim delim;
    TokenSlice tokens;    /* inside the delimiters */
    bool convert_dollar_crate;
    Span span;            /* its closing brace ends where comments before it print */
} PrMac;
void pr_mac_common(Printer *p, const PrMac *m);

/* ---- the AST dump (dump.c, dump_expr.c) ---- */

typedef struct Dumper {
    StrBuf *sb;
    int indent;
    bool spans;           /* print NodeIds and spans */
} Dumper;

void dump_line(Dumper *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void dump_item(Dumper *d, const Item *it);
void dump_ty(Dumper *d, const Ty *t);
void dump_path(Dumper *d, const Path *path, const QSelf *qself);
void dump_attrs(Dumper *d, AttrList attrs);
void dump_generics(Dumper *d, const Generics *g);
void dump_expr(Dumper *d, const Expr *e);
void dump_block(Dumper *d, const Block *b);
void dump_stmt(Dumper *d, const Stmt *s);
void dump_pat(Dumper *d, const Pat *p);
/* A node line ending with ` #id @lo..hi` when d->spans (id 0: no id). */
void dump_node(Dumper *d, NodeId id, Span sp, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Appends `s` quoted, with escapes, to sb. */
void dump_quoted(StrBuf *sb, const char *s);
void dump_quoted_n(StrBuf *sb, const char *s, size_t n);
/* Appends token texts, space separated, as one quoted string. */
void dump_tokens_str(StrBuf *sb, TokenSlice ts);
void dump_mac_call(Dumper *d, const MacCall *m);
void dump_fn_decl(Dumper *d, const FnDecl *decl, bool c_variadic);
/* The pieces, operands, options and ABIs of asm!/global_asm! (dump_expr.c). */
void dump_inline_asm(Dumper *d, const InlineAsm *a);

#endif
