#ifndef KURIOSA_PICTURE_SHIMS_H
#define KURIOSA_PICTURE_SHIMS_H
/* Picture decoding and JPEG encoding for link previews, through libjpeg(-turbo), libpng,
   giflib and libwebp. libjpeg and libpng report errors by longjmp, which Swift cannot
   catch, so every call into them stays on this side. Each decoder reads the declared size
   first and refuses more than `max_pixels` before it allocates anything (decompression
   bombs). The choice of format, the caps and every later step are taken in Swift. */
#include <stddef.h>
#include <stdint.h>

enum {
    KQ_PICTURE_OK = 0,
    KQ_PICTURE_TOO_MANY_PIXELS = 1, /* declared size above max_pixels: nothing decoded */
    KQ_PICTURE_BAD = 2,             /* not decodable */
    KQ_PICTURE_NO_MEMORY = 3,
    KQ_PICTURE_UNSUPPORTED = 4      /* a variant the decoder does not take */
};

/** Decoded pixels: RGBA, 8 bits each, not premultiplied, rows of width * 4 bytes.
    `declared_width`/`declared_height` are what the file claimed (set also on failures
    after the header was read). Free `pixels` with kq_rgba_free. */
typedef struct {
    uint8_t *pixels;
    int width;
    int height;
    int declared_width;
    int declared_height;
} kq_rgba_image;

void kq_rgba_free(kq_rgba_image *image);

/** JPEG (baseline, progressive, grayscale, CMYK/YCCK as Adobe writes them). Decodes at
    1/2, 1/4 or 1/8 scale while the long side stays at least `min_long_side`. */
int kq_decode_jpeg(const uint8_t *data, size_t length, uint64_t max_pixels, int min_long_side, kq_rgba_image *out);
/** PNG of any bit depth or color type, through libpng's simplified API (APNG: the default image). */
int kq_decode_png(const uint8_t *data, size_t length, uint64_t max_pixels, kq_rgba_image *out);
/** GIF: the first frame, placed on the logical screen; outside it and its transparent index
    are transparent. The screen and the frame are both checked against `max_pixels`. */
int kq_decode_gif(const uint8_t *data, size_t length, uint64_t max_pixels, kq_rgba_image *out);
/** WebP, lossy or lossless, with alpha; animated: the first frame on the canvas. */
int kq_decode_webp(const uint8_t *data, size_t length, uint64_t max_pixels, kq_rgba_image *out);

/** Encodes RGB (3 bytes a pixel, rows of width * 3) as a baseline JPEG with only the JFIF
    header: no EXIF, ICC, XMP or comment. `*out` is malloc'd; free with kq_jpeg_free. */
int kq_encode_jpeg_rgb(const uint8_t *rgb, int width, int height, int quality, uint8_t **out, size_t *out_length);
void kq_jpeg_free(uint8_t *buffer);

#endif
