/* main.c — the `rcc` command: a thin wrapper around the library entry. */
#include "rcc/rcc.h"

int main(int argc, char **argv) { return rcc_main(argc, argv); }
