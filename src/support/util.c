/* util.c — checked allocation, string buffers, and internal-error
 * reporting (rustc's `internal compiler error`, exit status 101). */
#include "rcc/support.h"

#include <signal.h>
#include <unistd.h>

_Noreturn void rcc_ice_at(const char *file, int line, const char *fmt, ...) {
    /* file is relative to rcc's source tree (CMake's -fmacro-prefix-map),
     * or to the build directory when ccache rewrote it (../src/...) */
    while (strncmp(file, "../", 3) == 0 || strncmp(file, "./", 2) == 0) file += file[1] == '/' ? 2 : 3;
    fflush(stdout);
    fprintf(stderr, "error: internal compiler error: %s:%d: ", file, line);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputs("\n\nnote: rcc unexpectedly panicked. this is a bug in rcc.\n", stderr);
    exit(101);
}

/* Async-signal-safe: only write(2) and _exit(2). */
static void crash_handler(int sig) {
    static const char msg[] =
        "error: internal compiler error: rcc crashed with a fatal signal (";
    static const char tail[] = ")\n\nnote: rcc unexpectedly panicked. this is a bug in rcc.\n";
    const char *name = sig == SIGSEGV ? "SIGSEGV" : sig == SIGBUS ? "SIGBUS"
                     : sig == SIGFPE ? "SIGFPE" : sig == SIGILL ? "SIGILL" : "signal";
    ssize_t r = write(2, msg, sizeof msg - 1);
    r = write(2, name, strlen(name));
    r = write(2, tail, sizeof tail - 1);
    (void)r;
    _exit(101);
}

static const int crash_signals[4] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};

void rcc_install_crash_handlers(RccCrashState *saved) {
    /* Deep recursion in the parser must end in a diagnostic, not a crash;
     * the handler runs on its own stack so stack overflow is reported too. */
    static _Thread_local _Alignas(16) char altstack[64 * 1024];   /* (ASan poisons it by 8-byte granules) */
    stack_t ss = {.ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0};
    sigaltstack(&ss, &saved->old_stack);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = crash_handler;
    sa.sa_flags = SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 4; i++) sigaction(crash_signals[i], &sa, &saved->old[i]);
}

void rcc_restore_crash_handlers(const RccCrashState *saved) {
    for (int i = 0; i < 4; i++) sigaction(crash_signals[i], &saved->old[i], NULL);
    /* (AddressSanitizer unmaps a thread's registered signal stack when the
     * thread ends, which fails for one it did not map.) A disabled stack
     * is given back as such. */
    stack_t ss = saved->old_stack;
    if (ss.ss_flags & SS_DISABLE) ss = (stack_t){.ss_sp = NULL, .ss_size = 0, .ss_flags = SS_DISABLE};
    ss.ss_flags &= SS_DISABLE;
    sigaltstack(&ss, NULL);
}

static _Noreturn void oom(size_t n) {
    fprintf(stderr, "error: rcc: out of memory allocating %zu bytes\n", n);
    exit(101);
}

void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) oom(n);
    return p;
}

void *xcalloc(size_t n, size_t size) {
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) oom(n * size);
    return p;
}

void *xrealloc(void *p, size_t n) {
    p = realloc(p, n ? n : 1);
    if (!p) oom(n);
    return p;
}

char *xstrdup(const char *s) { return xstrndup(s, strlen(s)); }

char *xstrndup(const char *s, size_t n) {
    char *p = xmalloc(n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *xvasprintf(const char *fmt, va_list ap) {
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0) rcc_ice("bad format string %s", fmt);
    char *p = xmalloc((size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

char *xasprintf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *p = xvasprintf(fmt, ap);
    va_end(ap);
    return p;
}

/* ---- growable vectors ---- */

void vec_grow_(void **data, uint32_t *cap, uint32_t need, size_t elem) {
    uint32_t c = *cap ? *cap : 4;
    while (c < need) {
        if (c > UINT32_MAX / 2) rcc_ice("vector grew past 2^32 elements");
        c *= 2;
    }
    *data = xrealloc(*data, (size_t)c * elem);
    *cap = c;
}

/* ---- string buffers ---- */

static void sb_reserve(StrBuf *sb, size_t extra) {
    size_t need = (size_t)sb->len + extra + 1;
    if (need <= sb->cap) return;
    size_t c = sb->cap ? sb->cap : 64;
    while (c < need) c *= 2;
    if (c > UINT32_MAX) rcc_ice("string buffer grew past 4 GiB");
    sb->data = xrealloc(sb->data, c);
    sb->cap = (uint32_t)c;
}

void sb_putc(StrBuf *sb, char c) {
    sb_reserve(sb, 1);
    sb->data[sb->len++] = c;
}

void sb_putn(StrBuf *sb, const char *s, size_t n) {
    sb_reserve(sb, n);
    memcpy(sb->data + sb->len, s, n);
    sb->len += (uint32_t)n;
}

void sb_puts(StrBuf *sb, const char *s) { sb_putn(sb, s, strlen(s)); }

void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap) {
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0) rcc_ice("bad format string %s", fmt);
    sb_reserve(sb, (size_t)n);
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
    sb->len += (uint32_t)n;
}

void sb_printf(StrBuf *sb, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(sb, fmt, ap);
    va_end(ap);
}

const char *sb_cstr(StrBuf *sb) {
    sb_reserve(sb, 0);
    sb->data[sb->len] = 0;
    return sb->data;
}

void sb_free(StrBuf *sb) {
    free(sb->data);
    sb->data = NULL;
    sb->len = sb->cap = 0;
}

void sb_put_utf8(StrBuf *sb, uint32_t c) {
    if (c < 0x80) {
        sb_putc(sb, (char)c);
    } else if (c < 0x800) {
        sb_putc(sb, (char)(0xC0 | (c >> 6)));
        sb_putc(sb, (char)(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
        sb_putc(sb, (char)(0xE0 | (c >> 12)));
        sb_putc(sb, (char)(0x80 | ((c >> 6) & 0x3F)));
        sb_putc(sb, (char)(0x80 | (c & 0x3F)));
    } else {
        sb_putc(sb, (char)(0xF0 | (c >> 18)));
        sb_putc(sb, (char)(0x80 | ((c >> 12) & 0x3F)));
        sb_putc(sb, (char)(0x80 | ((c >> 6) & 0x3F)));
        sb_putc(sb, (char)(0x80 | (c & 0x3F)));
    }
}

bool utf8_valid(const void *p, size_t n) {
    const unsigned char *s = p;
    size_t i = 0;
    while (i < n) {
        unsigned c = s[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        size_t len;
        uint32_t cp;
        if ((c & 0xE0) == 0xC0) len = 2, cp = c & 0x1F;
        else if ((c & 0xF0) == 0xE0) len = 3, cp = c & 0x0F;
        else if ((c & 0xF8) == 0xF0) len = 4, cp = c & 0x07;
        else return false;
        if (i + len > n) return false;
        for (size_t k = 1; k < len; k++) {
            if ((s[i + k] & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) || cp > 0x10FFFF ||
            (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += len;
    }
    return true;
}
