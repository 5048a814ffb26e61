#ifndef KURIOSA_ROW_WRITER_INTERNAL_H
#define KURIOSA_ROW_WRITER_INTERNAL_H
/* What the two encoders that write a JPEG row by row share (PNGToJPEG.c: a PNG streamed;
   JPEGOriented.c: decoded pixels turned as they are written): libjpeg's errors as a
   longjmp with the message kept, straight alpha onto white, and a copy shrunk by a whole
   factor while the rows go by, for the thumbnail. */
#include "CImageShims.h"
#include <setjmp.h>
#include <stdio.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} kq_write_error;

/* The error manager for one call: errors keep their message and longjmp to `jump` (the
   setjmp stays in the caller's frame); warnings are not printed. */
struct jpeg_error_mgr *kq_write_errors(kq_write_error *error);

/* One row of straight-alpha RGBA onto white as packed RGB (as kq_rgba_onto_white). */
void kq_rgba_row_onto_white(const uint8_t *rgba, uint8_t *rgb, size_t width);

/* A copy of a picture shrunk by a whole factor while its rows go by. */

typedef struct {
    uint32_t width;
    uint32_t height;
    uint32_t factor;
    size_t small_width;
    size_t small_height;
    /* 64 bits: a cell of a very long, thin picture sums up to factor² × 255. */
    uint64_t *sums;
    /* cairo RGB24, small_width × small_height. */
    uint8_t *small;
    uint32_t band;
    uint32_t row;
} kq_shrink;

/* The largest whole factor that keeps the long side at least `min_long_side` (1 when it is
   0 or the picture is smaller). Returns 0, or -1 when memory is short (then free it). */
int kq_shrink_init(kq_shrink *shrink, uint32_t width, uint32_t height, int min_long_side);
/* The next row, packed RGB, `width` pixels. */
void kq_shrink_row(kq_shrink *shrink, const uint8_t *rgb);
/* Hands the small copy to `out` (cairo RGB24), or frees it. */
void kq_shrink_take(kq_shrink *shrink, kq_image *out);
void kq_shrink_free(kq_shrink *shrink);

/* A baseline JPEG of RGB rows written into memory, with the shrunk copy made as the rows go
   by: what all three row encoders share. The caller's frame holds the setjmp of
   `error.jump` (libjpeg's errors longjmp there) before kq_row_writer_start. */
typedef struct {
    kq_write_error error;
    struct jpeg_compress_struct jpeg;
    int created;
    unsigned char *buffer;
    unsigned long length;
    kq_shrink shrink;
} kq_row_writer;

/* Starts the JPEG (quality, width × height RGB) and the shrunk copy; -1 when memory is short. */
int kq_row_writer_start(kq_row_writer *writer, uint32_t width, uint32_t height, int quality, int min_long_side);
/* The next row, packed RGB: written and shrunk. */
void kq_row_writer_row(kq_row_writer *writer, const uint8_t *rgb);
/* Finishes the JPEG and hands it (free with kq_image_free) and the small copy over. */
void kq_row_writer_finish(kq_row_writer *writer, uint8_t **jpeg, size_t *jpeg_size, kq_image *small);
void kq_row_writer_free(kq_row_writer *writer);

#endif
