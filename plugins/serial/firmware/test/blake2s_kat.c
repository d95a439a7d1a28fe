// Known-answer test: the sketch's BLAKE2s against a hex digest on argv.
// Run by `make test` (the digest comes from Python's hashlib).
#include <stdio.h>
#include <string.h>
#include "../backrank_tower/blake2s.h"

int main(int argc, char **argv) {
  uint8_t block[64], out[32];
  char hex[65];
  int i;
  if (argc != 2) {
    fprintf(stderr, "usage: blake2s_kat EXPECTED_HEX\n");
    return 2;
  }
  for (i = 0; i < 64; i++) block[i] = (uint8_t)(i * 7 + 3);
  blake2s256_block64(out, block);
  for (i = 0; i < 32; i++) sprintf(hex + 2 * i, "%02x", out[i]);
  if (strcmp(hex, argv[1]) != 0) {
    fprintf(stderr, "BLAKE2s mismatch:\n got  %s\n want %s\n", hex, argv[1]);
    return 1;
  }
  printf("blake2s known answer: ok (%s)\n", hex);
  return 0;
}
