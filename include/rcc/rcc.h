/* rcc.h — the library API for embedding rcc in build tools.
 *
 * One call compiles one crate with rustc's command line, exactly as the
 * `rcc` command does, and returns its exit status (0 success, 1 errors,
 * 101 internal error). Diagnostics go to stderr. */
#ifndef RCC_RCC_H
#define RCC_RCC_H

#ifdef __cplusplus
extern "C" {
#endif

#define RCC_VERSION "0.1.0"
#define RCC_RUSTC_COMPAT "1.63.0"

/* argv[0] is the program name, as for main(). */
int rcc_main(int argc, char **argv);

/* "rcc 0.1.0 (rustc 1.63.0 compatible)" */
const char *rcc_version_string(void);

#ifdef __cplusplus
}
#endif

#endif
