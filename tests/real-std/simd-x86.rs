// run-pass
// check-run-results
// edition:2021
// x86 SIMD through core::arch on the real std, the intrinsics ppv-lite86
// (rand's ChaCha) uses: runtime feature detection, SSE2 / SSSE3 / SSE4.1 /
// AVX2 operations, some of them LLVM intrinsics in stdarch (the shifts,
// pshufb, packus, vzeroupper), the legacy const-generic argument form
// (`_mm_srli_epi32(a, 7)`), and the simd_* platform intrinsics.
use std::arch::x86_64::*;

fn b16(v: __m128i) -> [u8; 16] {
    unsafe { std::mem::transmute(v) }
}
fn d4(v: __m128i) -> [u32; 4] {
    unsafe { std::mem::transmute(v) }
}
fn q2(v: __m128i) -> [u64; 2] {
    unsafe { std::mem::transmute(v) }
}
fn d8(v: __m256i) -> [u32; 8] {
    unsafe { std::mem::transmute(v) }
}

unsafe fn sse2(a: __m128i, x: __m128i) {
    println!("sse2");
    // ppv-lite86's rotr_32!: (x >> 7) | (x << 25)
    println!("{:08x?}", d4(_mm_or_si128(_mm_srli_epi32(x, 7), _mm_slli_epi32(x, 32 - 7))));
    println!("{:016x?}", q2(_mm_or_si128(_mm_srli_epi64(x, 12), _mm_slli_epi64(x, 52))));
    println!("{:?}", b16(_mm_or_si128(_mm_srli_epi16(a, 3), _mm_slli_epi16(a, 13))));
    println!("{:?}", b16(_mm_srli_si128(a, 3)));
    println!("{:?}", b16(_mm_slli_si128(a, 5)));
    println!("{:08x?}", d4(_mm_shuffle_epi32(x, 0b00_01_10_11)));
    println!("{:?}", b16(_mm_shufflelo_epi16(a, 0b00_01_10_11)));
    println!("{:?}", b16(_mm_shufflehi_epi16(a, 0b01_00_11_10)));
    println!("{:?}", b16(_mm_unpacklo_epi8(a, _mm_set1_epi8(-1))));
    println!("{:?}", b16(_mm_unpackhi_epi8(a, _mm_setzero_si128())));
    println!("{:?}", b16(_mm_packus_epi16(_mm_setr_epi16(-5, 0, 100, 255, 256, 1000, 7, -1), a)));
    println!("{:016x?}", q2(_mm_move_epi64(x)));
    println!("{:08x?}", d4(_mm_cmpeq_epi32(x, _mm_setr_epi32(1, 0, 0, -1))));
    println!("{:08x?}", d4(_mm_add_epi32(x, x)));
    println!("{:016x?}", q2(_mm_add_epi64(x, _mm_set_epi64x(5, 7))));
    println!("{:08x?}", d4(_mm_andnot_si128(x, _mm_set1_epi64x(-1))));
    println!("{:08x?}", d4(_mm_and_si128(_mm_xor_si128(x, a), _mm_set_epi32(-1, 0, -1, 0))));
    println!("{:x} {:?}", _mm_cvtsi128_si64(x), d4(_mm_cvtsi64_si128(-2)));
    println!("{:?}", d4(_mm_cvtsi32_si128(9)));
    let mut out = [0u8; 16];
    _mm_storeu_si128(out.as_mut_ptr() as *mut __m128i, _mm_loadu_si128([3u8; 16].as_ptr() as *const __m128i));
    println!("{:?}", out);
}

#[target_feature(enable = "ssse3")]
unsafe fn ssse3(a: __m128i, b: __m128i) {
    println!("ssse3");
    println!("{:?}", b16(_mm_shuffle_epi8(a, b)));
    println!("{:?}", b16(_mm_alignr_epi8(a, b, 4)));
}

#[target_feature(enable = "sse4.1")]
unsafe fn sse41(x: __m128i) {
    println!("sse4.1");
    println!("{:08x?}", d4(_mm_insert_epi32(x, 77, 2)));
    println!("{:016x?}", q2(_mm_insert_epi64(x, -3, 1)));
    println!("{:x}", _mm_extract_epi64(x, 1));
    println!("{:016x?}", q2(_mm_cmpeq_epi64(x, _mm_set_epi64x(0x1234_5678_ffff_ffff, 9))));
}

#[target_feature(enable = "avx2")]
unsafe fn avx2(a: __m128i, x: __m128i) {
    println!("avx2");
    let w = _mm256_setr_m128i(x, a);
    println!("{:08x?}", d8(_mm256_or_si256(_mm256_srli_epi32(w, 8), _mm256_slli_epi32(w, 24))));
    println!("{:08x?}", d8(_mm256_shuffle_epi32(w, 0b10_11_00_01)));
    let idx = _mm256_setr_m128i(_mm_setr_epi8(1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14), _mm_set1_epi8(2));
    println!("{:08x?}", d8(_mm256_shuffle_epi8(w, idx)));
    println!("{:08x?}", d4(_mm256_extracti128_si256(w, 1)));
    println!("{:08x?}", d8(_mm256_inserti128_si256(w, x, 1)));
    println!("{:08x?}", d8(_mm256_add_epi32(w, _mm256_set_epi64x(1, 2, 3, 4))));
    println!("{:08x?}", d8(_mm256_and_si256(_mm256_xor_si256(w, _mm256_set1_epi8(0x0f)), _mm256_andnot_si256(w, w))));
    _mm256_zeroupper();
}

fn main() {
    unsafe {
        let a = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        let b = _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, -1, 0, 0, 1, 1, 2, 2, 3);
        let x = _mm_setr_epi32(1, 0x8000_0000u32 as i32, -1, 0x1234_5678);
        sse2(a, x);
        // the machines this runs on have them all (as rustc's CI); else the
        // output differs and says so
        if is_x86_feature_detected!("ssse3") { ssse3(a, b) } else { println!("no ssse3") }
        if is_x86_feature_detected!("sse4.1") { sse41(x) } else { println!("no sse4.1") }
        if is_x86_feature_detected!("avx2") { avx2(a, x) } else { println!("no avx2") }
    }
}
