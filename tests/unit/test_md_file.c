/* test_md_file.c — the metadata blob's container (src/metadata/file.c):
 * md_write_blob's header and section table read back by md_open, and
 * every truncation and every flipped byte of a blob with sections either
 * rejected with an error naming the file or (a header field no check can
 * see) accepted with sections still inside the blob. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <unistd.h>

#include "rcc/metadata.h"

typedef struct Env {
    SourceMap sm;
    DiagCtx dc;
    char *buf;
    size_t len;
    FILE *out;
    char path[64];
} Env;

static void env_init(Env *e) {
    sym_init();
    sm_init(&e->sm);
    e->out = open_memstream(&e->buf, &e->len);
    diag_ctx_init(&e->dc, &e->sm, e->out);
    strcpy(e->path, "/tmp/rcc-mdtestXXXXXX");
    int fd = mkstemp(e->path);
    assert_true(fd >= 0);
    close(fd);
}

static void env_free(Env *e) {
    diag_ctx_free(&e->dc);
    fclose(e->out);
    free(e->buf);
    unlink(e->path);
}

static void write_file(const char *path, const uint8_t *p, size_t n) {
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(p, 1, n, f), n);
    fclose(f);
}

static MdBuf make_blob(void) {
    MdBuf sec[MDS__COUNT];
    memset(sec, 0, sizeof sec);
    static const char *const fill[MDS__COUNT] = {[MDS_STRINGS] = "strings", [MDS_DEFS] = "definitions, many of them",
                                       [MDS_HIR] = "h"};
    for (int t = 0; t < MDS__COUNT; t++) {
        if (!fill[t]) continue;
        sec[t].len = (uint32_t)strlen(fill[t]);
        sec[t].cap = sec[t].len;
        sec[t].data = xmalloc(sec[t].len);
        memcpy(sec[t].data, fill[t], sec[t].len);
    }
    MdDep deps[2] = {{sym_cstr("core"), 1, 2}, {sym_cstr("alloc"), 3, 4}};
    const char *cm[] = {"b", "a", "b"};
    MdHeader h = {sym_cstr("mycrate"), md_stable_crate_id("mycrate", cm, 3, false), 2, 1,
                  MD_CRATE_NEEDS_PANIC_RUNTIME | MD_CRATE_COMPILER_BUILTINS, deps, 2};
    MdBuf blob = {0};
    md_write_blob(&blob, &h, sec);
    for (int t = 0; t < MDS__COUNT; t++) free(sec[t].data);
    return blob;
}

static void test_roundtrip(void **state) {
    (void)state;
    Env e;
    env_init(&e);
    MdBuf blob = make_blob();
    write_file(e.path, blob.data, blob.len);
    MdFile *f = md_open(e.path, 0, &e.dc, (Span){0, 0});
    assert_non_null(f);
    assert_string_equal(sym_str(f->crate_name), "mycrate");
    const char *cm[] = {"a", "b"};
    assert_true(f->stable_id == md_stable_crate_id("mycrate", cm, 2, false));   /* sorted, deduplicated */
    assert_int_equal(f->edition, 2);
    assert_int_equal(f->panic_strategy, 1);
    assert_int_equal(f->flags, MD_CRATE_NEEDS_PANIC_RUNTIME | MD_CRATE_COMPILER_BUILTINS);
    assert_int_equal(f->ndeps, 2);
    assert_string_equal(sym_str(f->deps[1].name), "alloc");
    assert_true(f->deps[1].stable_id == 3 && f->deps[1].hash == 4);
    assert_int_equal(f->sections[MDS_DEFS].len, strlen("definitions, many of them"));
    assert_memory_equal(f->data + f->sections[MDS_DEFS].off, "definitions, many of them", 25);
    assert_int_equal(f->sections[MDS_HIR].off % 8, 0);
    assert_int_equal(f->sections[MDS_LANG].len, 0);
    md_close(f);
    const char *other[] = {"c"};
    assert_true(md_stable_crate_id("mycrate", other, 1, false) != md_stable_crate_id("mycrate", cm, 2, false));
    free(blob.data);
    env_free(&e);
}

/* Every region: each accepted file keeps its sections inside the blob;
 * each rejected one reports an error naming the file. */
static void check_variant(Env *e, const uint8_t *p, size_t n) {
    write_file(e->path, p, n);
    /* a fresh context: identical diagnostics are reported once */
    diag_ctx_free(&e->dc);
    fclose(e->out);
    free(e->buf);
    e->buf = NULL;
    e->out = open_memstream(&e->buf, &e->len);
    diag_ctx_init(&e->dc, &e->sm, e->out);
    uint32_t before = e->dc.nerrors;
    MdFile *f = md_open(e->path, sym_cstr("mycrate"), &e->dc, (Span){0, 0});
    fflush(e->out);
    if (f) {
        assert_int_equal(e->dc.nerrors, before);
        for (int t = 0; t < MDS__COUNT; t++)
            assert_true((uint64_t)f->sections[t].off + f->sections[t].len <= f->len);
        md_close(f);
    } else {
        assert_int_equal(e->dc.nerrors, before + 1);
        assert_non_null(strstr(e->buf, e->path));
    }
}

static void test_corruption(void **state) {
    (void)state;
    Env e;
    env_init(&e);
    MdBuf blob = make_blob();
    for (uint32_t n = 0; n < blob.len; n++) check_variant(&e, blob.data, n);
    uint8_t *copy = xmalloc(blob.len);
    uint32_t header_len = blob.data[12] | blob.data[13] << 8;
    uint32_t accepted = 0;
    for (uint32_t i = 0; i < blob.len; i++) {
        for (int bit = 0; bit < 8; bit++) {
            memcpy(copy, blob.data, blob.len);
            copy[i] ^= (uint8_t)(1u << bit);
            write_file(e.path, copy, blob.len);
            MdFile *f = md_open(e.path, sym_cstr("mycrate"), &e.dc, (Span){0, 0});
            if (f) {
                accepted++;
                /* only header fields no check can see */
                assert_true(i < header_len && i >= 32);
                md_close(f);
            }
            check_variant(&e, copy, blob.len);
        }
    }
    assert_true(accepted > 0 && accepted < blob.len * 8);
    free(copy);
    free(blob.data);
    env_free(&e);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_roundtrip),
        cmocka_unit_test(test_corruption),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
