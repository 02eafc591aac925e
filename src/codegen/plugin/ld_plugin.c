/* ld_plugin.c — rcc's linker plugin: the link starts before the objects exist.
 *
 * Takes: from rcc, through the linker's plugin options,
 *   -plugin-opt=fd=N       a pipe (inherited) on which rcc later says what
 *                          to link,
 *   -plugin-opt=stub=PATH  the placeholder object on the command line where
 *                          rcc's objects belong.
 * Gives: the linker reads its other inputs (C runtime objects, libc, ...)
 * while rcc still generates code; once all symbols are read it waits for
 * rcc's message and adds the real objects where the placeholder stood.
 *
 * The message is a sequence of lines: "obj PATH" per object, "lib NAME"
 * per library to add after them (as -lNAME), then "end"; or "abort" (code
 * generation failed: the link fails quietly). End of file without "end"
 * (rcc died) fails the link too, so the linker never hangs.
 *
 * The linker plugin interface (the one GCC's LTO plugin uses; GNU ld, gold,
 * lld and mold offer it) is a stable C ABI: onload() receives a list of
 * tagged values, and the entry points below are registered through it.
 * The declarations are this file's own, from the interface's documented
 * tag numbers and signatures. Built as a shared object of its own, with no
 * dependency on the rest of rcc. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

enum {
    TAG_NULL = 0,
    TAG_OPTION = 4,
    TAG_REGISTER_CLAIM_FILE_HOOK = 5,
    TAG_REGISTER_ALL_SYMBOLS_READ_HOOK = 6,
    TAG_ADD_SYMBOLS = 8,
    TAG_ADD_INPUT_FILE = 10,
    TAG_MESSAGE = 11,
    TAG_ADD_INPUT_LIBRARY = 14,
};
enum { STATUS_OK = 0, STATUS_ERR = 3 };
enum { LEVEL_INFO = 0, LEVEL_WARNING = 1, LEVEL_ERROR = 2, LEVEL_FATAL = 3 };

struct input_file {   /* what the linker passes to the claim hook */
    const char *name;
    int fd;
    off_t offset;
    off_t filesize;
    void *handle;
};

typedef int (*claim_file_fn)(const struct input_file *file, int *claimed);
typedef int (*all_symbols_read_fn)(void);
typedef int (*register_claim_file_fn)(claim_file_fn);
typedef int (*register_all_symbols_read_fn)(all_symbols_read_fn);
typedef int (*add_symbols_fn)(void *handle, int nsyms, const void *syms);
typedef int (*add_input_file_fn)(const char *path);
typedef int (*add_input_library_fn)(const char *name);
typedef int (*message_fn)(int level, const char *format, ...);

struct tagged {
    int tag;
    union {
        int val;
        const char *string;
        void *fn;
    } u;
};

static add_symbols_fn add_symbols;
static add_input_file_fn add_input_file;
static add_input_library_fn add_input_library;
static message_fn message;
static int pipe_fd = -1;
static char *stub_path;

static void report(const char *what) {
    if (message) message(LEVEL_ERROR, "rcc-ld-plugin: %s", what);
    else fprintf(stderr, "rcc-ld-plugin: %s\n", what);
}

static void take_option(const char *opt) {
    if (strncmp(opt, "fd=", 3) == 0) {
        pipe_fd = atoi(opt + 3);
    } else if (strncmp(opt, "stub=", 5) == 0) {
        free(stub_path);
        stub_path = strdup(opt + 5);
    }
}

/* The placeholder is claimed (it holds no symbols of its own): the
 * linker then puts the files added later where it stood. */
static int claim_file(const struct input_file *file, int *claimed) {
    *claimed = 0;
    if (stub_path && file->name && strcmp(file->name, stub_path) == 0) {
        *claimed = 1;
        if (add_symbols && add_symbols(file->handle, 0, NULL) != STATUS_OK) return STATUS_ERR;
    }
    return STATUS_OK;
}

/* Reads rcc's whole message (until "end", "abort" or end of file). */
static char *read_message(void) {
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    if (!buf) return NULL;
    for (;;) {
        if (len + 1 >= cap) {
            char *n = realloc(buf, cap *= 2);
            if (!n) break;
            buf = n;
        }
        ssize_t r = read(pipe_fd, buf + len, cap - len - 1);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) break;
        len += (size_t)r;
        buf[len] = 0;
        if (strstr(buf, "end\n") || strstr(buf, "abort\n")) break;
    }
    buf[len] = 0;
    return buf;
}

static int all_symbols_read(void) {
    if (pipe_fd < 0) {
        report("no pipe to read the objects from (-plugin-opt=fd=N)");
        return STATUS_ERR;
    }
    char *msg = read_message();
    close(pipe_fd);
    pipe_fd = -1;
    if (!msg) return STATUS_ERR;
    int status = STATUS_ERR, ended = 0;
    for (char *line = msg, *next; *line; line = next) {
        next = strchr(line, '\n');
        if (!next) break;   /* a partial last line: rcc stopped mid-message */
        *next++ = 0;
        if (strncmp(line, "obj ", 4) == 0) {
            if (add_input_file(line + 4) != STATUS_OK) break;
        } else if (strncmp(line, "lib ", 4) == 0) {
            if (!add_input_library || add_input_library(line + 4) != STATUS_OK) break;
        } else if (strcmp(line, "end") == 0) {
            ended = 1;
            break;
        } else {
            break;   /* "abort", or anything unexpected */
        }
    }
    free(msg);
    if (ended) status = STATUS_OK;
    return status;
}

int onload(struct tagged *tv);

int onload(struct tagged *tv) {
    register_claim_file_fn reg_claim = NULL;
    register_all_symbols_read_fn reg_read = NULL;
    for (; tv->tag != TAG_NULL; tv++) {
        switch (tv->tag) {
        case TAG_OPTION: take_option(tv->u.string); break;
        case TAG_REGISTER_CLAIM_FILE_HOOK: reg_claim = (register_claim_file_fn)tv->u.fn; break;
        case TAG_REGISTER_ALL_SYMBOLS_READ_HOOK: reg_read = (register_all_symbols_read_fn)tv->u.fn; break;
        case TAG_ADD_SYMBOLS: add_symbols = (add_symbols_fn)tv->u.fn; break;
        case TAG_ADD_INPUT_FILE: add_input_file = (add_input_file_fn)tv->u.fn; break;
        case TAG_ADD_INPUT_LIBRARY: add_input_library = (add_input_library_fn)tv->u.fn; break;
        case TAG_MESSAGE: message = (message_fn)tv->u.fn; break;
        default: break;
        }
    }
    if (!reg_claim || !reg_read || !add_input_file) {
        report("the linker lacks the plugin entry points rcc needs");
        return STATUS_ERR;
    }
    if (reg_claim(claim_file) != STATUS_OK || reg_read(all_symbols_read) != STATUS_OK) return STATUS_ERR;
    return STATUS_OK;
}
