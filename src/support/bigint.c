/* bigint.c — exact integers. Literal values are parsed with GMP so that
 * overflow past 128 bits is detected exactly; const evaluation will use
 * GMP through this file too. */
#include "rcc/support.h"

#include <gmp.h>

bool bigint_parse_u128(const char *digits, size_t n, unsigned base, u128 *out) {
    char stackbuf[160];
    char *buf = n < sizeof stackbuf ? stackbuf : xmalloc(n + 1);
    size_t k = 0;
    /* Only digits of the base and underscores: GMP itself would also
     * accept a sign and white space, which are not part of a literal. */
    bool bad = false;
    for (size_t i = 0; i < n; i++) {
        char c = digits[i];
        if (c == '_') continue;
        unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0')
                   : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                   : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10) : 99;
        if (d >= base) bad = true;
        buf[k++] = c;
    }
    buf[k] = 0;
    if (bad) k = 0;
    bool ok = false;
    mpz_t z;
    mpz_init(z);
    if (k > 0 && mpz_set_str(z, buf, (int)base) == 0 && mpz_sizeinbase(z, 2) <= 128) {
        /* Export as two 64-bit limbs, least significant first. */
        uint64_t words[2] = {0, 0};
        size_t count = 0;
        mpz_export(words, &count, -1, sizeof(uint64_t), 0, 0, z);
        *out = ((u128)words[1] << 64) | words[0];
        ok = true;
    }
    mpz_clear(z);
    if (buf != stackbuf) free(buf);
    return ok;
}

char *u128_to_str(u128 v, char *buf) {
    char tmp[48];
    int i = 0;
    do {
        tmp[i++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    int j = 0;
    while (i) buf[j++] = tmp[--i];
    buf[j] = 0;
    return buf;
}

double float_from_bits(u128 bits, bool f32) {
    if (f32) {
        uint32_t u = (uint32_t)bits;
        float f;
        memcpy(&f, &u, 4);
        return f;
    }
    uint64_t u = (uint64_t)bits;
    double d;
    memcpy(&d, &u, 8);
    return d;
}

u128 float_to_bits(double d, bool f32) {
    if (f32) {
        float f = (float)d;
        uint32_t u;
        memcpy(&u, &f, 4);
        return u;
    }
    uint64_t u;
    memcpy(&u, &d, 8);
    return u;
}

static u128 mask_bits(u128 v, uint32_t bits) { return bits < 128 ? v & (((u128)1 << bits) - 1) : v; }

u128 float_cast_bits(u128 v, uint32_t from_bits, bool from_float, bool from_signed, uint32_t to_bits, bool to_float,
                     bool to_signed) {
    double d;
    if (from_float) {
        d = float_from_bits(v, from_bits == 32);
    } else {
        u128 x = mask_bits(v, from_bits);
        bool neg = from_signed && from_bits < 128 ? (x >> (from_bits - 1)) & 1 : from_signed && (i128)x < 0;
        i128 s = neg && from_bits < 128 ? (i128)(x | ~(((u128)1 << from_bits) - 1)) : (i128)x;
        /* straight to f32: through a double would round twice */
        if (to_float && to_bits == 32) {
            float f = from_signed ? (float)s : (float)x;
            return float_to_bits(f, true);
        }
        d = from_signed ? (double)s : (double)x;
    }
    if (to_float) return float_to_bits(d, to_bits == 32);
    u128 r;
    if (d != d) {
        r = 0;
    } else if (to_signed) {
        double max = __builtin_ldexp(1.0, (int)to_bits - 1);
        i128 mx = (i128)(((u128)1 << (to_bits - 1)) - 1);
        r = d >= max ? (u128)mx : d < -max ? (u128)(-mx - 1) : (u128)(i128)d;
    } else {
        double max = __builtin_ldexp(1.0, (int)to_bits);
        r = d >= max ? ~(u128)0 : d <= 0 ? 0 : (u128)d;
    }
    return mask_bits(r, to_bits);
}
