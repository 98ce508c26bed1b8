/* Writes the fake-itunes test covers with TurboJPEG (libturbojpeg0-dev):
 *   cc generate_covers.c -lturbojpeg -lm -o /tmp/generate_covers && /tmp/generate_covers
 * Three RGB designs at 300x300 and 100x100, one CMYK cover, and one broken file. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <turbojpeg.h>

static void pixel(int design, double x, double y, unsigned char *rgb) {
  double dx = x - 0.5, dy = y - 0.5, r = sqrt(dx * dx + dy * dy);
  switch (design) {
  case 0: /* a sun over a sea */
    rgb[0] = (unsigned char)(40 + 200 * (1 - y)); rgb[1] = (unsigned char)(60 + 120 * y);
    rgb[2] = (unsigned char)(90 + 150 * y);
    if (r < 0.22) { rgb[0] = 250; rgb[1] = 190; rgb[2] = 40; }
    if (y > 0.68) { rgb[0] = 20; rgb[1] = 70; rgb[2] = 140; }
    break;
  case 1: /* red and black stripes */
    if (((int)((x + y) * 8)) % 2) { rgb[0] = 200; rgb[1] = 30; rgb[2] = 40; }
    else { rgb[0] = 20; rgb[1] = 20; rgb[2] = 25; }
    break;
  default: /* green rings */
    rgb[0] = 30; rgb[1] = (unsigned char)(120 + 120 * cos(r * 40)); rgb[2] = 90;
    break;
  }
}

static void write_file(const char *name, unsigned char *jpeg, unsigned long size) {
  FILE *f = fopen(name, "wb");
  fwrite(jpeg, 1, size, f);
  fclose(f);
}

static void cover(int design, int side, const char *name) {
  unsigned char *rgb = malloc((size_t)side * side * 3), *jpeg = NULL;
  unsigned long size = 0;
  for (int y = 0; y < side; y++)
    for (int x = 0; x < side; x++)
      pixel(design, (double)x / side, (double)y / side, rgb + ((size_t)y * side + x) * 3);
  tjhandle h = tjInitCompress();
  tjCompress2(h, rgb, side, 0, side, TJPF_RGB, &jpeg, &size, TJSAMP_420, 70, 0);
  write_file(name, jpeg, size);
  tjFree(jpeg); tjDestroy(h); free(rgb);
}

static void cmyk_cover(int side, const char *name) {
  unsigned char *cmyk = malloc((size_t)side * side * 4), *jpeg = NULL;
  unsigned long size = 0;
  for (int i = 0; i < side * side; i++) {
    cmyk[i * 4] = (unsigned char)(i % side); cmyk[i * 4 + 1] = 80;
    cmyk[i * 4 + 2] = (unsigned char)(i / side); cmyk[i * 4 + 3] = 20;
  }
  tjhandle h = tjInitCompress();
  tjCompress2(h, cmyk, side, 0, side, TJPF_CMYK, &jpeg, &size, TJSAMP_420, 70, 0);
  write_file(name, jpeg, size);
  tjFree(jpeg); tjDestroy(h); free(cmyk);
}

int main(void) {
  const char *names[] = {"sun", "stripes", "rings"};
  char name[64];
  for (int d = 0; d < 3; d++) {
    snprintf(name, sizeof name, "cover-%s-300.jpg", names[d]); cover(d, 300, name);
    snprintf(name, sizeof name, "cover-%s-100.jpg", names[d]); cover(d, 100, name);
  }
  cmyk_cover(100, "cmyk.jpg");
  const char broken[] = "\xFF\xD8\xFF\xE0 this is not really a JPEG file";
  write_file("broken.jpg", (unsigned char *)broken, sizeof broken - 1);
  return 0;
}
