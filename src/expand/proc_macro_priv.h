/* proc_macro_priv.h — the ABI of Rust 1.63's `proc_macro` bridge as the
 * server (rcc) sees it (library/proc_macro/src/bridge: buffer.rs,
 * closure.rs, mod.rs, client.rs). Everything crosses as `extern "C"`:
 * the client (the proc-macro crate's own copy of `proc_macro`, in the
 * shared object) and the server exchange requests and replies in byte
 * buffers, and refer to token streams, groups, ... by 32-bit handles.
 *
 * Layouts (x86-64, repr(C)):
 *   Buffer   { u8 *data; usize len, capacity;
 *              Buffer (*reserve)(Buffer, usize); void (*drop)(Buffer); }
 *   Closure  { Buffer (*call)(void *env, Buffer); void *env; }
 *   Bridge   { Buffer cached_buffer; Closure dispatch; bool force_show_panics; }
 *   Client   { const void *(*get_handle_counters)(void); Buffer (*run)(Bridge); }
 *   ProcMacro: a repr(C) enum, u32 tag then the variant's fields at 8:
 *     0 CustomDerive { &str trait_name; &[&str] attributes; Client }
 *     1 Attr { &str name; Client }   2 Bang { &str name; Client }
 * The harness static `__rustc_proc_macro_decls_<id>__` is a
 * `&'static [ProcMacro]`: pointer and length.
 */
#ifndef RCC_PROC_MACRO_PRIV_H
#define RCC_PROC_MACRO_PRIV_H

#include <stddef.h>
#include <stdint.h>

typedef struct PmBuffer PmBuffer;
struct PmBuffer {
    uint8_t *data;
    size_t len, capacity;
    PmBuffer (*reserve)(PmBuffer, size_t);
    void (*drop)(PmBuffer);
};

typedef struct PmClosure {
    PmBuffer (*call)(void *env, PmBuffer);
    void *env;
} PmClosure;

typedef struct PmBridge {
    PmBuffer cached_buffer;
    PmClosure dispatch;
    _Bool force_show_panics;
} PmBridge;

typedef struct PmClient {
    const void *(*get_handle_counters)(void);
    PmBuffer (*run)(PmBridge);
} PmClient;

typedef struct PmStr {
    const char *ptr;
    size_t len;
} PmStr;

typedef struct PmDecl {
    uint32_t tag;   /* PM_DECL_* */
    union {
        struct {
            PmStr trait_name;
            struct {
                const PmStr *ptr;
                size_t len;
            } attributes;
            PmClient client;
        } derive;
        struct {
            PmStr name;
            PmClient client;
        } attr, bang;
    } u;
} PmDecl;

enum { PM_DECL_DERIVE = 0, PM_DECL_ATTR = 1, PM_DECL_BANG = 2 };

typedef struct PmDecls {
    const PmDecl *ptr;
    size_t len;
} PmDecls;

/* The method groups of `with_api!`, in its order (the first byte of a
 * request), and each group's methods (the second byte). */
enum {
    PMG_FREE_FUNCTIONS, PMG_TOKEN_STREAM, PMG_GROUP, PMG_PUNCT, PMG_IDENT, PMG_LITERAL,
    PMG_SOURCE_FILE, PMG_MULTI_SPAN, PMG_DIAGNOSTIC, PMG_SPAN,
};
enum { PM_FF_DROP, PM_FF_TRACK_ENV_VAR, PM_FF_TRACK_PATH };
enum {
    PM_TS_DROP, PM_TS_CLONE, PM_TS_IS_EMPTY, PM_TS_EXPAND_EXPR, PM_TS_FROM_STR, PM_TS_TO_STRING,
    PM_TS_FROM_TOKEN_TREE, PM_TS_CONCAT_TREES, PM_TS_CONCAT_STREAMS, PM_TS_INTO_TREES,
};
enum {
    PM_GR_DROP, PM_GR_CLONE, PM_GR_NEW, PM_GR_DELIMITER, PM_GR_STREAM, PM_GR_SPAN, PM_GR_SPAN_OPEN,
    PM_GR_SPAN_CLOSE, PM_GR_SET_SPAN,
};
enum { PM_PU_NEW, PM_PU_AS_CHAR, PM_PU_SPACING, PM_PU_SPAN, PM_PU_WITH_SPAN };
enum { PM_ID_NEW, PM_ID_SPAN, PM_ID_WITH_SPAN };
enum {
    PM_LI_DROP, PM_LI_CLONE, PM_LI_FROM_STR, PM_LI_TO_STRING, PM_LI_DEBUG_KIND, PM_LI_SYMBOL, PM_LI_SUFFIX,
    PM_LI_INTEGER, PM_LI_TYPED_INTEGER, PM_LI_FLOAT, PM_LI_F32, PM_LI_F64, PM_LI_STRING, PM_LI_CHARACTER,
    PM_LI_BYTE_STRING, PM_LI_SPAN, PM_LI_SET_SPAN, PM_LI_SUBSPAN,
};
enum { PM_SF_DROP, PM_SF_CLONE, PM_SF_EQ, PM_SF_PATH, PM_SF_IS_REAL };
enum { PM_MS_DROP, PM_MS_NEW, PM_MS_PUSH };
enum { PM_DI_DROP, PM_DI_NEW, PM_DI_SUB, PM_DI_EMIT };
enum {
    PM_SP_DEBUG, PM_SP_DEF_SITE, PM_SP_CALL_SITE, PM_SP_MIXED_SITE, PM_SP_SOURCE_FILE, PM_SP_PARENT,
    PM_SP_SOURCE, PM_SP_START, PM_SP_END, PM_SP_BEFORE, PM_SP_AFTER, PM_SP_JOIN, PM_SP_RESOLVED_AT,
    PM_SP_SOURCE_TEXT, PM_SP_SAVE_SPAN, PM_SP_RECOVER_PROC_MACRO_SPAN,
};

/* bridge::TokenTree's variants, Delimiter, Spacing, Level */
enum { PM_TT_GROUP, PM_TT_PUNCT, PM_TT_IDENT, PM_TT_LITERAL };
enum { PM_DELIM_PAREN, PM_DELIM_BRACE, PM_DELIM_BRACKET, PM_DELIM_NONE };
enum { PM_LEVEL_ERROR, PM_LEVEL_WARNING, PM_LEVEL_NOTE, PM_LEVEL_HELP };

#endif
