/* mbe_priv.h — what the files of the macro-by-example engine share:
 * the compiled form of a macro (mbe.c), the matcher (mbe_match.c) and the
 * transcriber (mbe_transcribe.c). Follows rustc 1.63's rustc_expand::mbe.
 *
 * A rule's two sides are parsed into trees of MbeTt (rustc's
 * mbe::TokenTree): tokens, delimited groups, repetitions `$(...) sep op`,
 * metavariable uses `$x` (transcribers) and declarations `$x:frag`
 * (matchers). The matcher side is then flattened into MatcherLocs, which
 * the matcher walks with a set of positions (rustc's TtParser).
 */
#ifndef RCC_MBE_PRIV_H
#define RCC_MBE_PRIV_H

#include "expand_priv.h"

typedef enum MbeTtKind {
    TT_TOKEN,     /* one token (`$crate` is one ident token) */
    TT_DELIM,     /* ( ... ), [ ... ], { ... }, or an invisible group */
    TT_SEQ,       /* $( ... ) sep? op */
    TT_VAR,       /* $x in a transcriber */
    TT_DECL,      /* $x:frag in a matcher; frag NONE: missing specifier */
    TT_EXPR,      /* ${count(x)}, ${ignore(x)}, ${index()}, ${length()} in a
                     transcriber (macro_metavar_expr) */
} MbeTtKind;

typedef enum MetaVarExprKind { MVE_COUNT, MVE_IGNORE, MVE_INDEX, MVE_LENGTH } MetaVarExprKind;

typedef enum KleeneOp { KLEENE_STAR, KLEENE_PLUS, KLEENE_QUESTION } KleeneOp;

typedef struct MbeTt MbeTt;
typedef struct MbeTts {
    MbeTt *data;
    uint32_t len;
} MbeTts;

struct MbeTt {
    uint8_t kind;         /* MbeTtKind */
    uint8_t op;           /* TT_SEQ: KleeneOp */
    bool has_sep;         /* TT_SEQ */
    uint8_t frag;         /* TT_DECL: MbeFrag; TT_EXPR: MetaVarExprKind */
    bool has_depth;       /* TT_EXPR: count(x, depth) */
    uint32_t depth;       /* TT_EXPR */
    Span span;            /* the whole tree: the token, `(...)` of a
                             sequence or group, `$x`, `$x:frag` */
    Token tok;            /* TT_TOKEN; TT_DELIM: the opener; TT_SEQ: the separator */
    Token close;          /* TT_DELIM: the closer */
    MbeTts tts;           /* TT_DELIM, TT_SEQ: the trees inside */
    uint32_t num_captures;/* TT_SEQ in a matcher: declarations inside */
    Ident name;           /* TT_VAR, TT_DECL (name 0: `$` before a non-identifier);
                             TT_EXPR count/ignore: the metavariable */
    const char *frag_name;/* TT_DECL: the specifier for messages ("pat" for
                             pat_param inferred from `pat` before 2021) */
    int32_t binder;       /* TT_VAR, TT_EXPR: index of its declaration in the rule's
                             matcher (rustc's interpolation map), -1 if none */
};

/* The flattened matcher (rustc's MatcherLoc). */
typedef enum LocKind {
    LOC_TOKEN,            /* match `tok` */
    LOC_DELIMITED,        /* the start of a group: its opener is the next loc */
    LOC_SEQ,              /* a repetition starts */
    LOC_SEQ_OP_NOSEP,     /* end of a repetition without separator */
    LOC_SEQ_SEP,          /* end of a repetition: its separator `tok` */
    LOC_SEQ_OP_AFTER_SEP, /* after the separator */
    LOC_DECL,             /* a fragment */
    LOC_EOF,              /* the end of the matcher */
} LocKind;

typedef struct MatcherLoc {
    uint8_t kind;         /* LocKind */
    uint8_t op;           /* LOC_SEQ, LOC_SEQ_OP_NOSEP: KleeneOp */
    uint8_t frag;         /* LOC_DECL: MbeFrag */
    Token tok;            /* LOC_TOKEN, LOC_SEQ_SEP */
    uint32_t idx_first;   /* LOC_SEQ_OP_*: the first loc inside the repetition */
    uint32_t idx_first_after; /* LOC_SEQ: the first loc after it */
    uint32_t num_decls;   /* LOC_SEQ: declarations inside */
    uint32_t next_metavar;/* LOC_SEQ: index of the first declaration inside;
                             LOC_DECL: its own index */
    uint32_t seq_depth;   /* LOC_SEQ, LOC_DECL: repetitions around it */
    Span span;            /* LOC_DECL: `$x:frag` */
    Ident bind;           /* LOC_DECL */
    const char *frag_name;/* LOC_DECL */
} MatcherLoc;

typedef struct MbeRule {
    MatcherLoc *locs;
    uint32_t nlocs;
    uint32_t ndecls;      /* declarations in the matcher */
    MbeTt lhs;            /* the matcher, a TT_DELIM */
    MbeTt rhs;            /* the transcriber, a TT_DELIM */
} MbeRule;

struct MbeMacro {
    Ident name;
    bool macro_rules;     /* macro_rules! (else `macro`) */
    bool valid;           /* false: invocations expand to nothing, silently
                             (rustc's dummy expander after definition errors) */
    Transparency transparency;
    Edition edition;
    Span head_span;       /* `macro_rules! name`, for "when calling this macro" */
    MbeRule *rules;
    uint32_t nrules;
};

/* ---- matching (mbe_match.c) ---- */

/* A matched fragment: its tokens (a slice of the macro's input, or a
 * copy when it began or ended inside a glued token). */
typedef struct FragVal {
    TokenSlice ts;
    uint8_t frag;         /* MbeFrag */
} FragVal;

/* rustc's NamedMatch: a fragment, or the matches of one repetition. */
typedef struct NamedMatch NamedMatch;
struct NamedMatch {
    bool is_seq;
    FragVal val;
    NamedMatch **items;   /* is_seq */
    uint32_t len, cap;
};

typedef enum MatchResult { MATCH_SUCCESS, MATCH_FAILURE, MATCH_ERROR, MATCH_ERROR_REPORTED } MatchResult;

/* The input of one expansion: the invocation's tokens with doc comments
 * desugared to `#[doc = r"..."]` (rustc's macro-argument token cursor)
 * and an EOF; the delimiter table; and, made when first needed, the
 * fragment parser over them. Scratch memory lives in `arena` until the
 * expansion is done. */
typedef struct MbeInput {
    ExpandCtx *ex;
    Token *toks;
    uint32_t ntoks;       /* including the EOF */
    uint32_t *match;
    /* When doc comments were desugared: the index in `orig` of each token
     * copied from it (UINT32_MAX for made ones). A `tt` that is a whole
     * group is taken from `orig`, keeping its doc comments, as rustc's
     * token cursor does. NULL otherwise. */
    uint32_t *orig_idx;
    TokenSlice orig;
    FragParser *fp;
    Arena *arena;
    Span call_span;       /* for an empty input's end */
    bool quiet;           /* fragment parse errors are not reported */
} MbeInput;

void mbe_input_init(MbeInput *in, ExpandCtx *ex, TokenSlice ts, Arena *arena, Span call_span, bool desugar_docs);
void mbe_input_free(MbeInput *in);

typedef struct MatchOutcome {
    MatchResult result;
    NamedMatch **matches; /* MATCH_SUCCESS: one per declaration */
    Token fail_tok;       /* MATCH_FAILURE: the token no rule expected (EOF:
                             the end of the input) */
    const char *fail_label;
    Span err_span;        /* MATCH_ERROR */
    char *err_msg;        /* MATCH_ERROR (malloc'd) */
} MatchOutcome;

/* Matches the whole input against a flattened matcher (rustc's parse_tt).
 * `macro_name` names the macro in ambiguity errors. */
void mbe_match(MbeInput *in, const MatcherLoc *locs, uint32_t nlocs, uint32_t ndecls, Symbol macro_name,
               Edition ed, MatchOutcome *out);

/* The text of a token as rustc prints it in "no rules expected the token
 * `x`" (a fragment's invisible group prints its tokens). */
void mbe_token_text(StrBuf *sb, const Token *t);

/* Flattens a matcher (rustc's compute_locs); allocated in `a`. */
MatcherLoc *mbe_compute_locs(Arena *a, const MbeTts *tts, uint32_t *nlocs, uint32_t *ndecls);

/* ---- transcription (mbe_transcribe.c) ---- */

/* Transcribes rule `r`'s right-hand side with the matches into out
 * (rustc's transcribe). Reports rustc's errors and returns false. */
bool mbe_transcribe(ExpandCtx *ex, const MbeMacro *m, const MbeRule *r, NamedMatch **matches,
                    const MacInvoc *inv, TokenVec *out);

#endif
