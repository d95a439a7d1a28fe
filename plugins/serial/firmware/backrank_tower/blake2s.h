// BLAKE2s-256 (RFC 7693) for exactly one 64-byte message: the mixing
// function of the tower's entropy pool.
//
// Why BLAKE2s: it is a standard, well-analysed hash whose arithmetic is
// 32-bit (cheap enough on an 8-bit AVR, unlike SipHash's 64-bit words),
// and a 64-byte message is a single compression (about 2 ms at 16 MHz).
// Every use in the sketch hashes one 64-byte block, so only that case is
// implemented; the result is bit-for-bit hashlib.blake2s(block).digest(),
// which the host test in ../test/ checks.
//
// Header-only and plain C so the same file builds for the AVR (inside the
// sketch) and on a PC (for the known-answer test).

#ifndef BACKRANK_BLAKE2S_H
#define BACKRANK_BLAKE2S_H

#include <stdint.h>
#include <string.h>

#ifdef __AVR__
#include <avr/pgmspace.h>
#define B2S_READ_SIGMA(p) pgm_read_byte(p)
#else
#define B2S_READ_SIGMA(p) (*(p))
#ifndef PROGMEM
#define PROGMEM
#endif
#endif

static const uint32_t B2S_IV[8] = {
  0x6A09E667UL, 0xBB67AE85UL, 0x3C6EF372UL, 0xA54FF53AUL,
  0x510E527FUL, 0x9B05688CUL, 0x1F83D9ABUL, 0x5BE0CD19UL,
};

// The message schedule lives in flash: 160 bytes of SRAM matter on a
// board with 2 KB.
static const uint8_t B2S_SIGMA[10][16] PROGMEM = {
  {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
  {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
  {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
  {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
  {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
  {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
  {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
  {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
  {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
  {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
};

// Clears memory in a way the compiler may not drop as a dead store.
static void b2s_wipe(void *p, size_t n) {
  volatile uint8_t *q = (volatile uint8_t *)p;
  while (n--) {
    *q++ = 0;
  }
}

static inline uint32_t b2s_rotr(uint32_t x, uint8_t n) {
  return (x >> n) | (x << (32 - n));
}

static inline uint32_t b2s_load32(const uint8_t *p) {
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8) |
         ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static void b2s_g(uint32_t *v, uint8_t a, uint8_t b, uint8_t c, uint8_t d,
                  uint32_t x, uint32_t y) {
  v[a] += v[b] + x;
  v[d] = b2s_rotr(v[d] ^ v[a], 16);
  v[c] += v[d];
  v[b] = b2s_rotr(v[b] ^ v[c], 12);
  v[a] += v[b] + y;
  v[d] = b2s_rotr(v[d] ^ v[a], 8);
  v[c] += v[d];
  v[b] = b2s_rotr(v[b] ^ v[c], 7);
}

// out = BLAKE2s-256(block), block exactly 64 bytes. out may alias block.
static void blake2s256_block64(uint8_t out[32], const uint8_t block[64]) {
  uint32_t h[8];
  uint32_t v[16];
  uint32_t m[16];
  uint8_t i;

  for (i = 0; i < 16; i++) {
    m[i] = b2s_load32(block + 4 * i);
  }
  for (i = 0; i < 8; i++) {
    h[i] = B2S_IV[i];
  }
  h[0] ^= 0x01010020UL;  // digest length 32, no key, fanout 1, depth 1

  for (i = 0; i < 8; i++) {
    v[i] = h[i];
    v[i + 8] = B2S_IV[i];
  }
  v[12] ^= 64;           // t = 64 bytes hashed in total
  v[14] = ~v[14];        // this is the last block

  for (i = 0; i < 10; i++) {
    const uint8_t *s = B2S_SIGMA[i];
    b2s_g(v, 0, 4, 8, 12, m[B2S_READ_SIGMA(s + 0)], m[B2S_READ_SIGMA(s + 1)]);
    b2s_g(v, 1, 5, 9, 13, m[B2S_READ_SIGMA(s + 2)], m[B2S_READ_SIGMA(s + 3)]);
    b2s_g(v, 2, 6, 10, 14, m[B2S_READ_SIGMA(s + 4)], m[B2S_READ_SIGMA(s + 5)]);
    b2s_g(v, 3, 7, 11, 15, m[B2S_READ_SIGMA(s + 6)], m[B2S_READ_SIGMA(s + 7)]);
    b2s_g(v, 0, 5, 10, 15, m[B2S_READ_SIGMA(s + 8)], m[B2S_READ_SIGMA(s + 9)]);
    b2s_g(v, 1, 6, 11, 12, m[B2S_READ_SIGMA(s + 10)], m[B2S_READ_SIGMA(s + 11)]);
    b2s_g(v, 2, 7, 8, 13, m[B2S_READ_SIGMA(s + 12)], m[B2S_READ_SIGMA(s + 13)]);
    b2s_g(v, 3, 4, 9, 14, m[B2S_READ_SIGMA(s + 14)], m[B2S_READ_SIGMA(s + 15)]);
  }

  for (i = 0; i < 8; i++) {
    uint32_t w = h[i] ^ v[i] ^ v[i + 8];
    out[4 * i + 0] = (uint8_t)w;
    out[4 * i + 1] = (uint8_t)(w >> 8);
    out[4 * i + 2] = (uint8_t)(w >> 16);
    out[4 * i + 3] = (uint8_t)(w >> 24);
  }

  // The working state held pool material: do not leave it on the stack.
  b2s_wipe(v, sizeof v);
  b2s_wipe(m, sizeof m);
  b2s_wipe(h, sizeof h);
}

#endif  // BACKRANK_BLAKE2S_H
