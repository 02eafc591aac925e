/* parse.h — the AST and the parser.
 *
 * Takes tokens (lex.h); gives the AST of a crate, a module file, or a
 * macro fragment. Every node has a NodeId and a span. Macro calls are kept
 * unexpanded, as token slices; expansion (a later phase) replaces them.
 *
 * Memory: all nodes live in the arena of the ParseSess (the session arena),
 * because expansion and resolution keep using them. Lists are arena arrays
 * with a length (`XxxList`). Token slices point into token arrays that live
 * as long as the session (see ParseSess.keep_tokens).
 */
#ifndef RCC_PARSE_H
#define RCC_PARSE_H

#include "rcc/lex.h"
#include "rcc/support.h"

typedef struct NodeId {
    uint32_t i;
} NodeId;

/* A run of tokens: a macro's input, an attribute's arguments. */
typedef struct TokenSlice {
    const Token *data;
    uint32_t len;
} TokenSlice;

typedef enum Delim { DELIM_NONE, DELIM_PAREN, DELIM_BRACKET, DELIM_BRACE, DELIM_INVISIBLE } Delim;

/* Identifiers carry the hygiene context of the token they came from. */
typedef struct Ident {
    Symbol name;
    uint32_t ctxt;
    Span span;
} Ident;

typedef struct Expr Expr;
typedef struct Pat Pat;
typedef struct Ty Ty;
typedef struct Item Item;
typedef struct Stmt Stmt;
typedef struct Block Block;
typedef struct GenericArgs GenericArgs;

#define AST_LIST(Name, T)    \
    typedef struct Name {    \
        T *data;             \
        uint32_t len;        \
    } Name

AST_LIST(ExprList, Expr *);
AST_LIST(PatList, Pat *);
AST_LIST(TyList, Ty *);
AST_LIST(ItemList, Item *);

/* ---- attributes ---- */

typedef enum AttrStyle { ATTR_OUTER, ATTR_INNER } AttrStyle;
typedef enum AttrArgsKind {
    ATTR_ARGS_EMPTY,      /* #[test] */
    ATTR_ARGS_DELIMITED,  /* #[derive(Clone)]: tokens inside the delimiters */
    ATTR_ARGS_EQ,         /* #[doc = "x"], #[path = concat!(..)]: eq_expr */
} AttrArgsKind;

typedef struct Path Path;
typedef struct PathSegment {
    Ident ident;
    NodeId id;
    GenericArgs *args;    /* NULL when the segment has none */
} PathSegment;

struct Path {
    Span span;
    PathSegment *segs;
    uint32_t nsegs;       /* a leading `::` is a first segment SYM_PathRoot */
};

typedef struct Attr {
    NodeId id;
    AttrStyle style;
    bool is_doc_comment;  /* a doc comment: doc_sym holds its text */
    bool doc_block;       /* a block doc comment (slash-star-star) */
    Symbol doc_sym;
    Path path;            /* empty (nsegs 0) for doc comments */
    AttrArgsKind args_kind;
    Delim delim;
    TokenSlice tokens;    /* DELIMITED: inside the delimiters; EQ: after `=` */
    Expr *eq_expr;        /* EQ: the expression after `=` */
    Span span;
} Attr;
AST_LIST(AttrList, Attr);

/* ---- macro calls and definitions ---- */

typedef struct MacCall {
    Path path;
    Delim delim;
    TokenSlice tokens;    /* the tokens inside the delimiters */
    Span span;            /* the whole call, `path! ( ... )` */
} MacCall;

typedef struct MacroDef {
    bool macro_rules;     /* macro_rules! name { ... } vs `macro name ...` */
    Delim delim;          /* of the body */
    TokenSlice body;      /* macro_rules: the rules; `macro`: the body */
    TokenSlice params;    /* `macro m(params) { body }`: the params; else empty */
    bool has_params;
} MacroDef;

/* ---- generics ---- */

typedef struct Lifetime {
    NodeId id;
    Ident ident;          /* name includes the quote: 'a, 'static, '_ */
} Lifetime;
AST_LIST(LifetimeList, Lifetime);

typedef enum BoundModifier {
    BOUND_NONE,
    BOUND_MAYBE,            /* ?Sized */
    BOUND_MAYBE_CONST,      /* ~const Trait */
    BOUND_MAYBE_CONST_MAYBE,/* ~const ?Trait */
    BOUND_NEGATIVE,         /* !Trait (negative bounds, unstable) */
} BoundModifier;

typedef struct GenericParam GenericParam;
AST_LIST(GenericParamList, GenericParam);

typedef enum GenericBoundKind { BOUND_TRAIT, BOUND_OUTLIVES, BOUND_USE } GenericBoundKind;
typedef struct GenericBound {
    GenericBoundKind kind;
    Span span;
    /* BOUND_TRAIT: for<'a> Path, with modifier; parenthesized `(Trait)` is
     * recorded so the pretty-printer can keep it. */
    BoundModifier modifier;
    bool parenthesized;
    GenericParamList bound_generic_params;
    Path trait_path;
    NodeId trait_ref_id;
    /* BOUND_OUTLIVES */
    Lifetime lifetime;
    /* BOUND_USE: use<'a, T> precise capturing: lifetimes and type names */
    struct GenericArg *use_args;
    uint32_t nuse_args;
} GenericBound;
AST_LIST(GenericBoundList, GenericBound);

typedef enum GenericParamKind { GP_LIFETIME, GP_TYPE, GP_CONST } GenericParamKind;
struct GenericParam {
    NodeId id;
    Ident ident;
    AttrList attrs;
    GenericBoundList bounds;  /* for lifetimes: BOUND_OUTLIVES only */
    GenericParamKind kind;
    Ty *ty;                   /* GP_CONST: the type */
    Ty *default_ty;           /* GP_TYPE: default, or NULL */
    Expr *default_expr;       /* GP_CONST: default (an anon const), or NULL */
    Span span;
};

typedef enum WherePredKind { WHERE_BOUND, WHERE_REGION, WHERE_EQ } WherePredKind;
typedef struct WherePredicate {
    WherePredKind kind;
    Span span;
    GenericParamList bound_generic_params; /* WHERE_BOUND: for<'a> */
    Ty *bounded_ty;                        /* WHERE_BOUND, WHERE_EQ (lhs) */
    Lifetime lifetime;                     /* WHERE_REGION */
    GenericBoundList bounds;               /* WHERE_BOUND, WHERE_REGION */
    Ty *rhs_ty;                            /* WHERE_EQ */
} WherePredicate;
AST_LIST(WherePredicateList, WherePredicate);

typedef struct Generics {
    GenericParamList params;
    bool has_where_token;
    WherePredicateList where_preds;
    Span span;            /* of the <...> list; dummy when absent */
    Span where_span;
} Generics;

/* Generic arguments of a path segment: `<A, 'b, N, Item = T, Assoc: Bound>`
 * or `(A, B) -> C` (Fn sugar). */
typedef enum GenericArgKind {
    GA_LIFETIME,
    GA_TYPE,
    GA_CONST,             /* a `{ expr }` block, literal, or `-lit` */
    GA_CONSTRAINT,        /* Item = T / Item: Bound / Item<'a> = T */
} GenericArgKind;

typedef struct GenericArg {
    GenericArgKind kind;
    Span span;
    Lifetime lifetime;
    Ty *ty;               /* GA_TYPE; GA_CONSTRAINT with `=` type */
    Expr *expr;           /* GA_CONST; GA_CONSTRAINT with `=` const */
    /* GA_CONSTRAINT */
    NodeId id;
    Ident ident;
    GenericArgs *gen_args;    /* GAT args on the constraint, or NULL */
    bool is_bound;            /* `Assoc: Bounds` rather than `Assoc = T` */
    GenericBoundList bounds;
} GenericArg;

struct GenericArgs {
    bool parenthesized;   /* Fn(A, B) -> C */
    Span span;
    /* angle-bracketed */
    GenericArg *args;
    uint32_t nargs;
    /* parenthesized */
    TyList inputs;
    Ty *output;           /* NULL: no `->` */
};

/* Qualified self: `<Ty as Trait>::rest` has qself {Ty, position = number
 * of path segments belonging to the trait}; `<Ty>::rest` has position 0. */
typedef struct QSelf {
    Ty *ty;
    Span path_span;
    uint32_t position;
} QSelf;

/* ---- visibility ---- */

typedef enum VisKind {
    VIS_INHERITED,
    VIS_PUBLIC,           /* pub */
    VIS_RESTRICTED,       /* pub(crate), pub(self), pub(super), pub(in path) */
    VIS_CRATE_SUGAR,      /* `crate fn` (unstable crate_visibility_modifier) */
} VisKind;
typedef struct Visibility {
    VisKind kind;
    Span span;
    Path path;            /* VIS_RESTRICTED */
    bool shorthand;       /* pub(crate) etc. without `in` */
    NodeId id;
} Visibility;

/* ---- types ---- */

typedef enum TyKind {
#define TY_KIND(name, str) TY_##name,
#include "rcc/ast.def"
#undef TY_KIND
    TY__COUNT
} TyKind;

typedef enum Mutability { MUT_NOT, MUT_MUT } Mutability;
/* UNSAFETY_SAFE: the `safe` qualifier of items in `unsafe extern` blocks. */
typedef enum Unsafety { UNSAFETY_NO, UNSAFETY_YES, UNSAFETY_SAFE } Unsafety;

typedef struct Param {
    NodeId id;
    AttrList attrs;
    Ty *ty;
    Pat *pat;             /* for `fn(u8)` in bare fns / trait methods without names: PAT_IDENT `_`-less: see is_placeholder */
    Span span;
    bool is_placeholder;  /* bare fn type / 2015 trait method param with no pattern */
} Param;
AST_LIST(ParamList, Param);

typedef struct FnDecl {
    ParamList inputs;     /* `self` is a param whose pat is `self` */
    Ty *output;           /* NULL: `-> ()` by default */
    Span output_span;
} FnDecl;

/* An ABI string `extern "C"`: abi_sym 0 and has_extern for bare `extern`. */
typedef struct Extern {
    bool has_extern;
    Symbol abi;           /* the string literal's symbol (with quotes), or 0 */
    Span span;
} Extern;

typedef struct FnHeader {
    Unsafety unsafety;
    bool is_async;
    bool is_const;
    Extern ext;
    Span span;
} FnHeader;

struct Ty {
    TyKind kind;
    NodeId id;
    Span span;
    union {
        Ty *elem;                                      /* SLICE, PAREN */
        /* PAREN: `elem` and whether its parentheses came from a macro's
         * expansion (their token's hygiene context; rustc's from_expansion) */
        struct { Ty *elem_; bool from_expansion; } paren;
        struct { Ty *elem; Expr *len; } array;         /* ARRAY: [T; N] */
        struct { Mutability mutbl; Ty *ty; } ptr;      /* PTR: `*const T` or `*mut T` */
        struct { Lifetime *lifetime; Mutability mutbl; Ty *ty; } ref; /* REF */
        struct {
            Unsafety unsafety;
            Extern ext;
            GenericParamList generic_params;           /* for<'a> */
            FnDecl decl;
            bool c_variadic;
        } bare_fn;
        TyList tup;                                    /* TUP */
        struct { QSelf *qself; Path path; } path;      /* PATH */
        struct { GenericBoundList bounds; bool dyn; } trait_object; /* TRAIT_OBJECT */
        struct { NodeId id; GenericBoundList bounds; } impl_trait;  /* IMPL_TRAIT */
        Expr *typeof_expr;                             /* TYPEOF */
        MacCall mac;                                   /* MAC_CALL */
    };
};

/* ---- patterns ---- */

typedef enum PatKind {
#define PAT_KIND(name, str) PAT_##name,
#include "rcc/ast.def"
#undef PAT_KIND
    PAT__COUNT
} PatKind;

typedef enum RangeEnd { RANGE_INCLUDED_DOTDOTEQ, RANGE_INCLUDED_DOTDOTDOT, RANGE_EXCLUDED } RangeEnd;

typedef struct PatField {
    NodeId id;
    AttrList attrs;
    Ident ident;
    Pat *pat;
    bool is_shorthand;
    Span span;
} PatField;
AST_LIST(PatFieldList, PatField);

struct Pat {
    PatKind kind;
    NodeId id;
    Span span;
    union {
        /* IDENT: `ref mut x @ sub` */
        struct { bool by_ref; Mutability mutbl; Ident ident; Pat *sub; } ident;
        struct { QSelf *qself; Path path; PatFieldList fields; bool rest; } strukt;  /* STRUCT */
        struct { QSelf *qself; Path path; PatList elems; } tuple_struct;           /* TUPLE_STRUCT */
        PatList elems;                                 /* OR, TUPLE, SLICE */
        struct { QSelf *qself; Path path; } path;      /* PATH */
        Pat *inner;                                    /* BOX, PAREN */
        struct { Pat *inner_; bool from_expansion; } paren; /* PAREN: as Ty's */
        struct { Pat *pat; Mutability mutbl; } ref;    /* REF */
        Expr *lit;                                     /* LIT: literal, -literal, path expr kept as PATH */
        struct { Expr *lo; Expr *hi; RangeEnd end; } range; /* RANGE: lo/hi may be NULL */
        MacCall mac;                                   /* MAC_CALL */
    };
};

/* ---- expressions ---- */

typedef enum ExprKind {
#define EXPR_KIND(name, str) EXPR_##name,
#include "rcc/ast.def"
#undef EXPR_KIND
    EXPR__COUNT
} ExprKind;

typedef enum BinOp {
#define BINOP(name, str, prec) BINOP_##name,
#include "rcc/ast.def"
#undef BINOP
    BINOP__COUNT
} BinOp;
const char *binop_str(BinOp op);
int binop_prec(BinOp op);

typedef enum UnOp { UNOP_DEREF, UNOP_NOT, UNOP_NEG } UnOp;
typedef enum RangeLimits { RANGE_HALF_OPEN, RANGE_CLOSED } RangeLimits;
typedef enum BorrowKind { BORROW_REF, BORROW_RAW } BorrowKind;

typedef struct Label {
    Ident ident;          /* includes the quote: 'outer */
} Label;

typedef struct Arm {
    NodeId id;
    AttrList attrs;
    Pat *pat;
    Expr *guard;          /* `if cond` (may be a let chain); NULL if none */
    Expr *body;
    Span span;
} Arm;
AST_LIST(ArmList, Arm);

typedef struct ExprField {
    NodeId id;
    AttrList attrs;
    Ident ident;          /* a name, or a tuple index as a symbol ("0") */
    Expr *expr;
    bool is_shorthand;
    Span span;
} ExprField;
AST_LIST(ExprFieldList, ExprField);

typedef enum StructRest { STRUCT_REST_NONE, STRUCT_REST_BASE, STRUCT_REST_REST } StructRest;
typedef enum CaptureBy { CAPTURE_REF, CAPTURE_VALUE } CaptureBy;

struct Expr {
    ExprKind kind;
    NodeId id;
    Span span;
    AttrList attrs;
    union {
        Expr *inner;                  /* BOX, AWAIT, PAREN, TRY */
        struct { Expr *inner_; bool from_expansion; } paren;  /* PAREN: as Ty's */
        Expr *opt_expr;               /* RET, YIELD, YEET: may be NULL */
        ExprList elems;               /* ARRAY, TUP */
        Block *block_only;            /* CONST_BLOCK, TRY_BLOCK */
        struct { Expr *func; ExprList args; } call;
        struct { PathSegment seg; Expr *receiver; ExprList args; } method_call;
        struct { BinOp op; Expr *lhs; Expr *rhs; Span op_span; } binary;  /* BINARY, ASSIGN_OP */
        struct { UnOp op; Expr *operand; } unary;
        Token lit;                    /* LIT */
        struct { Expr *expr; Ty *ty; } cast;  /* CAST, TYPE_ASCRIPTION */
        struct { Pat *pat; Expr *scrutinee; } let;
        struct { Expr *cond; Block *then; Expr *els; } if_;
        struct { Expr *cond; Block *body; Label *label; } while_;
        struct { Pat *pat; Expr *iter; Block *body; Label *label; } for_;
        struct { Block *body; Label *label; } loop;
        struct { Expr *scrutinee; ArmList arms; } match;
        struct {
            GenericParamList binder;  /* for<'a> |x| ... */
            CaptureBy capture;
            bool is_async;
            bool is_static;           /* static || (generators) */
            FnDecl decl;
            Expr *body;
            Span decl_span;
        } closure;
        struct { Block *block; Label *label; } block;      /* BLOCK */
        struct { CaptureBy capture; Block *block; } async;  /* ASYNC */
        struct { Expr *lhs; Expr *rhs; } assign;
        struct { Expr *expr; Ident ident; } field;  /* ident may be a tuple index symbol */
        struct { Expr *expr; Expr *index; } index;
        struct { Expr *lo; Expr *hi; RangeLimits limits; } range;
        struct { QSelf *qself; Path path; } path;
        struct { BorrowKind kind; Mutability mutbl; Expr *expr; } addr_of;
        struct { Label *label; Expr *expr; } brk;   /* BREAK */
        Label *cont_label;                          /* CONTINUE */
        MacCall mac;                                /* MAC_CALL */
        struct {
            QSelf *qself;
            Path path;
            ExprFieldList fields;
            StructRest rest;
            Expr *base;                             /* STRUCT_REST_BASE */
        } strukt;
        struct { Expr *elem; Expr *count; } repeat;
        struct InlineAsm *inline_asm;               /* filled by expansion */
    };
};

/* ---- inline assembly (asm!, global_asm!), built by expansion ---- */

/* A piece of an asm template: literal text, or a placeholder `{0:e}`
 * naming an operand by index (named and implicit operands are resolved to
 * indices by the macro) with an optional modifier. */
typedef struct InlineAsmPiece {
    bool is_placeholder;
    Symbol text;              /* literal text (`{{`/`}}` already unescaped) */
    uint32_t operand;         /* placeholder: operand index */
    char modifier;            /* placeholder: `e`, `x`, ...; 0 if none */
    Span span;
} InlineAsmPiece;

typedef enum InlineAsmOperandKind {
    ASM_OP_IN, ASM_OP_OUT, ASM_OP_INOUT, ASM_OP_SPLIT_INOUT, ASM_OP_CONST, ASM_OP_SYM,
} InlineAsmOperandKind;

typedef struct InlineAsmOperand {
    InlineAsmOperandKind kind;
    /* The register: a class (`reg`, `xmm_reg`) or an explicit register
     * (`"eax"`, with is_explicit). Not used by CONST and SYM. */
    bool is_explicit_reg;
    Symbol reg;
    bool late;                /* lateout / inlateout */
    Expr *expr;               /* IN, INOUT: input; OUT: place or NULL (`_`);
                                 SPLIT_INOUT: input; CONST: the anon const;
                                 SYM: a path expression */
    Expr *out_expr;           /* SPLIT_INOUT: output place or NULL (`_`) */
    Symbol name;              /* `name = in(reg) x`: the name, else 0 */
    Span span;
} InlineAsmOperand;

enum InlineAsmOptions {
    ASM_OPT_PURE = 1 << 0, ASM_OPT_NOMEM = 1 << 1, ASM_OPT_READONLY = 1 << 2,
    ASM_OPT_PRESERVES_FLAGS = 1 << 3, ASM_OPT_NORETURN = 1 << 4, ASM_OPT_NOSTACK = 1 << 5,
    ASM_OPT_ATT_SYNTAX = 1 << 6, ASM_OPT_RAW = 1 << 7, ASM_OPT_MAY_UNWIND = 1 << 8,
};

typedef struct InlineAsm {
    InlineAsmPiece *pieces;   /* the template strings, joined with "\n" */
    uint32_t npieces;
    InlineAsmOperand *operands;
    uint32_t noperands;
    uint32_t options;         /* InlineAsmOptions bits */
    Symbol *clobber_abis;     /* clobber_abi("C", ...) */
    uint32_t nclobber_abis;
    Span *template_spans;     /* the span of each template string argument */
    uint32_t ntemplate_spans;
    Span span;
} InlineAsm;

/* ---- statements and blocks ---- */

typedef enum StmtKind {
#define STMT_KIND(name, str) STMT_##name,
#include "rcc/ast.def"
#undef STMT_KIND
    STMT__COUNT
} StmtKind;

typedef enum MacStmtStyle { MAC_STMT_SEMICOLON, MAC_STMT_BRACES, MAC_STMT_NOBRACES } MacStmtStyle;

typedef struct Local {
    NodeId id;
    AttrList attrs;
    Pat *pat;
    Ty *ty;               /* NULL if no annotation */
    Expr *init;           /* NULL if none */
    Block *els;           /* let ... else { }: NULL if none */
    Span span;
} Local;

struct Stmt {
    StmtKind kind;
    NodeId id;
    Span span;
    /* The span the statement was parsed with when expansion replaced it
     * by its macro call's (another crate's macro: see expand.c); dummy
     * otherwise. rustc's printer places comments by it. */
    Span parsed_span;
    /* The tokens it was parsed from, after its outer attributes, with its
     * `;` (what an attribute macro on it is given); empty for statements
     * the compiler built. */
    TokenSlice tokens;
    union {
        Local *local;
        Item *item;
        Expr *expr;           /* EXPR (no semicolon), SEMI */
        /* outer_semis: how many enclosing `m!(..);` expansions this call
         * ends, whose semicolon applies to its statements once expanded
         * (expand.c) */
        struct { MacCall mac; MacStmtStyle style; AttrList attrs; uint8_t outer_semis; } mac;
    };
};
AST_LIST(StmtList, Stmt);

typedef enum BlockRules { BLOCK_DEFAULT, BLOCK_UNSAFE } BlockRules;
struct Block {
    NodeId id;
    StmtList stmts;
    BlockRules rules;
    Span span;
};

/* ---- items ---- */

typedef enum ItemKind {
#define ITEM_KIND(name, str) ITEM_##name,
#include "rcc/ast.def"
#undef ITEM_KIND
    ITEM__COUNT
} ItemKind;

typedef enum Defaultness { DEFAULT_FINAL, DEFAULT_DEFAULT } Defaultness;

typedef struct FieldDef {
    NodeId id;
    AttrList attrs;
    Visibility vis;
    bool has_ident;       /* false in tuple structs */
    Ident ident;
    Ty *ty;
    Span span;
} FieldDef;
AST_LIST(FieldDefList, FieldDef);

typedef enum VariantDataKind { VD_STRUCT, VD_TUPLE, VD_UNIT } VariantDataKind;
typedef struct VariantData {
    VariantDataKind kind;
    FieldDefList fields;
    NodeId ctor_id;       /* TUPLE and UNIT have a constructor */
} VariantData;

typedef struct Variant {
    NodeId id;
    AttrList attrs;
    Visibility vis;
    Ident ident;
    VariantData data;
    Expr *disr_expr;      /* `= expr`, or NULL */
    Span span;
} Variant;
AST_LIST(VariantList, Variant);

typedef enum UseTreeKind { USE_SIMPLE, USE_NESTED, USE_GLOB } UseTreeKind;
typedef struct UseTree UseTree;
AST_LIST(UseTreeList, UseTree);
struct UseTree {
    Path prefix;
    UseTreeKind kind;
    bool has_rename;      /* USE_SIMPLE: `as name` / `as _` */
    Ident rename;
    NodeId id;            /* NESTED children each have their own id */
    UseTreeList nested;
    Span span;
};

typedef enum ImplPolarity { IMPL_POSITIVE, IMPL_NEGATIVE } ImplPolarity;

typedef struct FnItem {
    Defaultness defaultness;
    Generics generics;
    FnHeader header;
    FnDecl decl;
    bool c_variadic;
    Block *body;          /* NULL for `fn f();` */
} FnItem;

struct Item {
    ItemKind kind;
    NodeId id;
    Span span;
    AttrList attrs;
    Visibility vis;
    Ident ident;          /* empty (name 0) for impls, uses, foreign mods, mac calls */
    /* The tokens the item was parsed from, after its outer attributes
     * (what a procedural macro is given, src/expand/proc_macro.c); empty
     * for items the compiler built. */
    TokenSlice tokens;
    union {
        Symbol extern_crate_orig;   /* `extern crate foo as bar`: orig foo; 0 if no rename */
        UseTree use_tree;
        struct { Ty *ty; Mutability mutbl; Expr *expr; Unsafety safety; } static_;   /* STATIC (safety: `safe`/`unsafe` in extern blocks) */
        struct { Defaultness defaultness; Ty *ty; Expr *expr; } const_; /* CONST */
        FnItem fn;
        struct {
            Unsafety unsafety;
            bool inline_;           /* `mod m { }` vs `mod m;` */
            bool loaded;            /* out-of-line module: items were loaded by expansion */
            ItemList items;
            AttrList inner_attrs;   /* inner attributes of an inline module are in `attrs` too */
            Span inner_span;
        } mod;
        struct { Unsafety unsafety; Extern abi; ItemList items; } foreign_mod;
        struct {
            Defaultness defaultness;
            Generics generics;
            GenericBoundList bounds;
            Ty *ty;                 /* NULL in traits without default */
            Span where_after_span;  /* `type X = T where ...;` */
        } ty_alias;
        struct { Generics generics; VariantList variants; } enum_;
        struct { Generics generics; VariantData data; } struct_;   /* STRUCT, UNION */
        struct {
            bool is_auto;
            Unsafety unsafety;
            Generics generics;
            GenericBoundList bounds;
            ItemList items;
        } trait;
        struct { Generics generics; GenericBoundList bounds; } trait_alias;
        struct {
            Defaultness defaultness;
            Unsafety unsafety;
            bool is_const;
            ImplPolarity polarity;
            Generics generics;
            Path *of_trait;         /* NULL for inherent impls */
            Ty *self_ty;
            ItemList items;
        } impl;
        MacCall mac;                /* MAC_CALL */
        MacroDef macro_def;         /* MACRO_DEF */
        struct InlineAsm *global_asm;
    };
};

typedef struct Crate {
    NodeId id;
    AttrList attrs;       /* inner attributes of the crate root */
    ItemList items;
    Span span;
    /* early_lint.c: span.lo of the `unsafe` blocks where an attribute of
     * an enclosing statement or expression (or item) allows unused_unsafe
     * (HIR keeps no statement attributes; typeck's lint asks here) */
    HashMap unused_unsafe_allowed;
    /* and the positions of statement/expression/arm attributes naming
     * unsafe_op_in_unsafe_fn (levels typeck cannot see; malloc'd) */
    uint32_t *unsafe_op_attr_pos;
    uint32_t n_unsafe_op_attr_pos;
} Crate;

/* ---- the parser ---- */

typedef struct ParseSess {
    Arena *arena;         /* where AST nodes live */
    DiagCtx *dc;
    SourceMap *sm;
    Edition edition;
    uint32_t next_node_id;    /* NodeIds are handed out from here (1, 2, ...) */
    /* Set by a caller of the parse_*_tokens functions whose slice lives as
     * long as the session and is followed by a TK_EOF token (macro output
     * made by tb_finish_eof): the parser then uses it in place instead of
     * copying it. Cleared by the parse. */
    bool slice_has_eof;
    /* Set by the expander while it parses a macro's output: tokens left
     * after the fragment are then reported as rustc does ("macro expansion
     * ignores token `x` and any following", with the call and a note
     * naming the macro and the context). */
    const struct MacroOutputCtx *mac_output;
} ParseSess;

typedef struct MacroOutputCtx {
    Symbol macro_name;
    Span call_span;
    const char *context;  /* "expression", "pattern", "type", "item", ... */
} MacroOutputCtx;

void parse_sess_init(ParseSess *ps, Arena *arena, DiagCtx *dc, SourceMap *sm, Edition ed);

/* Lexes and parses a whole file as a crate root or module body (inner
 * attributes then items). Always returns a crate (with error nodes where
 * parsing failed); errors go to ps->dc. The token array is kept alive in
 * ps->arena, since token slices in the AST point into it. */
Crate *parse_file(ParseSess *ps, const SourceFile *f);

/* Fragment parsers for macro expansion: each parses exactly one fragment
 * from `ts` (tokens whose spans/contexts come from a macro expansion) and
 * reports trailing tokens as an error. Return NULL after an error. */
Expr *parse_expr_tokens(ParseSess *ps, TokenSlice ts);
Pat *parse_pat_tokens(ParseSess *ps, TokenSlice ts);
Ty *parse_ty_tokens(ParseSess *ps, TokenSlice ts);
bool parse_items_tokens(ParseSess *ps, TokenSlice ts, ItemList *out);
bool parse_stmts_tokens(ParseSess *ps, TokenSlice ts, StmtList *out);
/* The innermost expression ending in `}` at the end of `e`, if any
 * (rustc's classify::expr_trailing_brace): `let x = e else {}` cannot
 * end in one. */
const Expr *ast_expr_trailing_brace(const Expr *e);
/* Items of a trait (ctx 0), impl (1) or extern block (2). */
bool parse_assoc_items_tokens(ParseSess *ps, TokenSlice ts, int ctx, ItemList *out);
/* For built-in macros that split their own argument lists (format_args!,
 * asm!): parses one expression at the start of `ts` and sets *used to the
 * number of tokens it took. If a token other than `follow` comes next,
 * reports rustc's `expected one of `follow`, ..., found ...` (with what
 * the expression could have continued with, or only `follow` when
 * `only_follow`) and sets *bad_follow. Returns NULL after a syntax error
 * in the expression itself. */
Expr *parse_expr_prefix(ParseSess *ps, TokenSlice ts, TokenKind follow, bool only_follow, uint32_t *used,
                        bool *bad_follow);
/* The same with several tokens that may follow (a TK__COUNT-terminated
 * list), or none checked (NULL). */
Expr *parse_expr_prefix_any(ParseSess *ps, TokenSlice ts, const TokenKind *follow, bool only_follow, uint32_t *used,
                            bool *bad_follow);

/* ---- macro_rules fragments (fragment.c) ----
 *
 * The fragment specifiers of macro_rules matchers (`$e:expr`). A matched
 * fragment other than ident, lifetime and tt is substituted into a macro's
 * output as an invisible group: a TK_OPEN_INVIS token whose `sym` holds the
 * MbeFrag, the fragment's own tokens, and a TK_CLOSE_INVIS token (same
 * `sym`). The parser takes such a group wherever that fragment may stand
 * and parses its content as the fragment, so `$e * 2` keeps the grouping of
 * `$e` (rustc 1.63's interpolated nonterminals): expressions and literals
 * in expressions, patterns (literals, ranges) and const arguments; types;
 * patterns; items (item lists, statements); statements; blocks (`fn f()
 * $b`, `unsafe $b`, `if c $b`); paths (types, patterns, bounds, statement
 * paths, attribute paths; in an expression a path group is a plain path
 * expression, as in rustc); visibilities; `#[$m]` attribute contents.
 * Printers print the delimiters as nothing. */
typedef enum MbeFrag {
    MBE_FRAG_NONE,
    MBE_FRAG_ITEM,
    MBE_FRAG_BLOCK,
    MBE_FRAG_STMT,
    MBE_FRAG_PAT,         /* `pat` of edition 2021: top-level or-patterns */
    MBE_FRAG_PAT_PARAM,   /* `pat_param`, and `pat` before 2021 */
    MBE_FRAG_EXPR,
    MBE_FRAG_TY,
    MBE_FRAG_IDENT,
    MBE_FRAG_PATH,
    MBE_FRAG_TT,
    MBE_FRAG_META,
    MBE_FRAG_LIFETIME,
    MBE_FRAG_VIS,
    MBE_FRAG_LITERAL,
    MBE_FRAG__COUNT
} MbeFrag;

/* "expr", "pat_param", ... (rustc's names). */
const char *mbe_frag_name(MbeFrag k);
/* The fragment kind of an invisible group's opener; MBE_FRAG_NONE for any
 * other token. */
static inline MbeFrag tok_invis_frag(const Token *t) {
    return t->kind == TK_OPEN_INVIS && t->sym < MBE_FRAG__COUNT ? (MbeFrag)t->sym : MBE_FRAG_NONE;
}

/* rustc's nonterminal_may_begin_with: false when a fragment of this kind
 * can never start with token `t` (an invisible group's opener counts as
 * the fragment it holds, a closing delimiter or EOF as the end). Keywords
 * are those of edition `ed` (the invocation's). */
bool parse_frag_may_begin_with(MbeFrag kind, const Token *t, Edition ed);

/* Parses one fragment of `kind` from the start of `ts` and sets *consumed
 * to the number of tokens it took (a glued token the fragment ended inside
 * of, `>>` after `Vec<u8>`, counts as not taken). `ed` is the edition of
 * the macro definition. Parse errors are reported (rustc reports them as
 * hard errors once the matcher has committed to the fragment) unless
 * `quiet`. Returns false after a syntax error. */
bool parse_fragment_prefix(ParseSess *ps, TokenSlice ts, MbeFrag kind, Edition ed, uint32_t *consumed, bool quiet);

/* The matcher's form of the same: a parser set up once over a macro's
 * whole input, which then parses fragments at any position (so matching
 * `$($e:expr),*` costs no copy per fragment). If the last token of `ts` is
 * a TK_EOF, the array is used in place and must outlive the FragParser;
 * otherwise a copy with an EOF is made. The AST built while matching is
 * thrown away (it lives in a scratch arena). */
typedef struct FragParser FragParser;
FragParser *frag_parser_new(ParseSess *ps, TokenSlice ts);
void frag_parser_free(FragParser *fp);
/* Where a fragment ended: before the token at index `pos`, or inside the
 * glued token at `pos` (`split`): the fragment took `taken`, its first part
 * (`>` of `>>`), and `rest` is what is left. */
typedef struct FragEnd {
    uint32_t pos;
    bool split;
    Token taken;
    Token rest;
} FragEnd;
/* Parses a fragment starting at token index `pos` (or, when `first` is not
 * NULL, at `first`: the rest of the glued token at `pos` that the previous
 * fragment ended inside). `decl` is the span of the matcher's `$e:expr`,
 * labelled in errors ("while parsing argument for this `expr` macro
 * fragment"), and `frag_name` the specifier as written there. Returns false
 * after a syntax error (reported unless `quiet`). */
bool frag_parse_at(FragParser *fp, uint32_t pos, const Token *first, MbeFrag kind, Edition ed, Span decl,
                   const char *frag_name, bool quiet, FragEnd *end);

/* -Zunpretty=normal: the AST as Rust source, as rustc 1.63's pretty-
 * printer prints it (its line breaking, and the comments and blank lines
 * of the crate root's source file, which `ps` gives). */
void ast_print_crate(StrBuf *sb, const Crate *c, ParseSess *ps);
/* -Zunpretty=expanded: the same, preceded by what rustc adds so that the
 * output compiles again (`#![feature(prelude_import)]`, and `#![no_std]`
 * in edition 2015). */
void ast_print_crate_expanded(StrBuf *sb, const Crate *c, ParseSess *ps);
/* Pieces of the AST as source, as rustc's ty_to_string, ... (derives
 * re-lex them into their output; diagnostics quote them). */
void ast_print_ty(StrBuf *sb, const Ty *t);
void ast_print_expr(StrBuf *sb, const Expr *e);
void ast_print_path(StrBuf *sb, const Path *p);
void ast_print_item(StrBuf *sb, const Item *it);
void ast_print_vis(StrBuf *sb, const Visibility *v);    /* `pub(crate) ` */
void ast_print_bounds(StrBuf *sb, GenericBoundList b);
/* Tokens as rustc's tts_to_string prints them (stringify!, a proc
 * macro's TokenStream::to_string); ps parses macro fragments (may be
 * NULL). Malloc'd. */
char *ast_tts_to_string(ParseSess *ps, TokenSlice ts);
/* How the printer writes the identifier `$crate` (only macro output has
 * it): NULL prints `$crate`; the expander installs a function giving the
 * crate that `$crate` with this ctxt names (`crate`, `::core`), as rustc's
 * pretty-printer does for -Zunpretty=expanded. */
typedef const char *(*PrintDollarCrateFn)(void *arg, uint32_t ctxt);
extern PrintDollarCrateFn ast_print_dollar_crate;
extern void *ast_print_dollar_crate_arg;
/* -Zunpretty=ast-tree: an indented dump of the AST. With `spans` false,
 * NodeIds and spans are left out, so two parses of equivalent text give
 * byte-equal dumps (the round-trip check). */
void ast_dump_crate(StrBuf *sb, const Crate *c, bool spans);

/* ---- walking the AST (visit.c) ---- */

/* Callbacks are optional. A pre-order callback returning false skips the
 * node's children (and its post-order callback). `ctx` is the caller's. */
typedef struct AstVisitor AstVisitor;
struct AstVisitor {
    void *ctx;
    bool (*item)(AstVisitor *v, Item *it);
    void (*item_post)(AstVisitor *v, Item *it);
    bool (*expr)(AstVisitor *v, Expr *e);
    void (*expr_post)(AstVisitor *v, Expr *e);
    bool (*pat)(AstVisitor *v, Pat *p);
    void (*pat_post)(AstVisitor *v, Pat *p);
    bool (*ty)(AstVisitor *v, Ty *t);
    void (*ty_post)(AstVisitor *v, Ty *t);
    bool (*stmt)(AstVisitor *v, Stmt *s);
    bool (*block)(AstVisitor *v, Block *b);
    void (*block_post)(AstVisitor *v, Block *b);
    void (*attr)(AstVisitor *v, Attr *a);
    void (*path)(AstVisitor *v, Path *p);
    void (*mac)(AstVisitor *v, MacCall *m);
    void (*arm)(AstVisitor *v, Arm *a);        /* before the arm's attributes and pattern */
    void (*param)(AstVisitor *v, Param *p);    /* before the parameter's attributes and pattern */
};

void ast_walk_crate(AstVisitor *v, Crate *c);
void ast_walk_item(AstVisitor *v, Item *it);
void ast_walk_expr(AstVisitor *v, Expr *e);
void ast_walk_pat(AstVisitor *v, Pat *p);
void ast_walk_ty(AstVisitor *v, Ty *t);
void ast_walk_stmt(AstVisitor *v, Stmt *s);
void ast_walk_block(AstVisitor *v, Block *b);
void ast_walk_generics(AstVisitor *v, Generics *g);

#endif
