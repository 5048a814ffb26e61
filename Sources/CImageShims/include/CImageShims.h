#ifndef KURIOSA_CIMAGESHIMS_H
#define KURIOSA_CIMAGESHIMS_H
/* libjpeg reports errors by calling error_exit, which must not return: the only safe way
   out is longjmp, which Swift cannot do. These two functions keep setjmp on the C side and
   give Swift plain return codes. Only standard C types cross this line. */
#include <stddef.h>
#include <stdint.h>

/** Decodes a JPEG into 8-bit RGB, 3 bytes per pixel, rows packed. Returns 0 on success and
    sets *out (free with kq_image_free), *width, *height; otherwise returns -1 and writes
    libjpeg's message into `message`. Images over `max_pixels` are refused. */
int kq_jpeg_decode_rgb(const uint8_t *data, size_t size, uint64_t max_pixels,
                       uint8_t **out, int *width, int *height, char *message, size_t message_size);

/** Encodes packed 8-bit RGB as a baseline JPEG with a JFIF header and no other markers.
    Returns 0 and sets *out (free with kq_image_free) and *out_size, or -1 with a message. */
int kq_jpeg_encode_rgb(const uint8_t *rgb, int width, int height, int quality,
                       uint8_t **out, size_t *out_size, char *message, size_t message_size);

/** Decodes a JPEG straight into cairo's CAIRO_FORMAT_RGB24 layout (one native-endian
    uint32 0x00RRGGBB per pixel, `*stride` bytes a row), for drawing with cairo without a
    pixel loop. With `min_long_side` > 0, libjpeg scales while decoding by the smallest
    factor n/8 that keeps the long side at least that long (a 6000 px photo wanted at
    1600 px is decoded at 2250 px: faster, and a quarter of the memory). Returns 0 and sets
    *out (free with kq_image_free), or -1 with a message. */
int kq_jpeg_decode_xrgb(const uint8_t *data, size_t size, uint64_t max_pixels, int min_long_side,
                        uint8_t **out, int *width, int *height, int *stride, char *message, size_t message_size);

/** Encodes pixels in cairo's RGB24 layout (see kq_jpeg_decode_xrgb) as a baseline JPEG with
    a JFIF header and no other markers. Returns 0 and sets *out and *out_size, or -1. */
int kq_jpeg_encode_xrgb(const uint8_t *pixels, int width, int height, int stride, int quality,
                        uint8_t **out, size_t *out_size, char *message, size_t message_size);

void kq_image_free(void *pointer);

#endif
