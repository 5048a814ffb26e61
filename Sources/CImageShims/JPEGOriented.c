#include "RowWriterInternal.h"
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* Decoded pixels written as a JPEG turned upright, row by row: each output row is gathered
   from the source as the EXIF orientation maps it, so no upright copy of the picture is
   made (a turned picture decoded whole, then turned, cost twice its pixels). The rows feed
   the shrunk copy for the thumbnail as they go. */

/* The source pixel of output pixel (x, y) for EXIF orientation 1–8, in a source of
   width × height. */
static size_t oriented_index(int orientation, size_t x, size_t y, size_t width, size_t height) {
    switch (orientation) {
    case 2: return y * width + (width - 1 - x);
    case 3: return (height - 1 - y) * width + (width - 1 - x);
    case 4: return (height - 1 - y) * width + x;
    case 5: return x * width + y;
    case 6: return (height - 1 - x) * width + y;
    case 7: return (height - 1 - x) * width + (width - 1 - y);
    case 8: return x * width + (width - 1 - y);
    default: return y * width + x;
    }
}

typedef struct {
    kq_row_writer writer;
    uint8_t *row;
    uint8_t *gathered;
} oriented_state;

static void oriented_free(oriented_state *state) {
    kq_row_writer_free(&state->writer);
    free(state->row);
    free(state->gathered);
    free(state);
}

int kq_encode_oriented(const uint8_t *pixels, int width, int height, int channels, int orientation,
                       const kq_picture_bounds *bounds, int quality, int min_long_side,
                       uint8_t **jpeg, size_t *jpeg_size, kq_image *small, char *message, size_t message_size) {
    *jpeg = NULL;
    *jpeg_size = 0;
    memset(small, 0, sizeof *small);
    if (width <= 0 || height <= 0 || (channels != 3 && channels != 4)) return KQ_IMAGE_BAD;
    int swaps = orientation >= 5 && orientation <= 8;
    size_t out_width = (size_t)(swaps ? height : width), out_height = (size_t)(swaps ? width : height);
    small->declared_width = (int)out_width;
    small->declared_height = (int)out_height;
    oriented_state *const state = calloc(1, sizeof *state);
    if (state == NULL) return KQ_IMAGE_NO_MEMORY;
    if (setjmp(state->writer.error.jump)) {
        if (message != NULL && message_size > 0) snprintf(message, message_size, "%s", state->writer.error.message);
        oriented_free(state);
        return KQ_IMAGE_BAD;
    }
    state->row = malloc(out_width * 3);
    state->gathered = channels == 4 ? malloc(out_width * 4) : NULL;
    if (state->row == NULL || (channels == 4 && state->gathered == NULL)
        || kq_row_writer_start(&state->writer, (uint32_t)out_width, (uint32_t)out_height, quality, min_long_side) != 0) {
        oriented_free(state);
        return KQ_IMAGE_NO_MEMORY;
    }
    for (size_t y = 0; y < out_height; y++) {
        int stopped = kq_bounds_poll(bounds);
        if (stopped != KQ_IMAGE_OK) {
            oriented_free(state);
            return stopped;
        }
        uint8_t *target = channels == 4 ? state->gathered : state->row;
        for (size_t x = 0; x < out_width; x++) {
            const uint8_t *p = pixels + oriented_index(orientation, x, y, (size_t)width, (size_t)height) * (size_t)channels;
            memcpy(target + x * (size_t)channels, p, (size_t)channels);
        }
        if (channels == 4) kq_rgba_row_onto_white(state->gathered, state->row, out_width);
        kq_row_writer_row(&state->writer, state->row);
    }
    kq_row_writer_finish(&state->writer, jpeg, jpeg_size, small);
    oriented_free(state);
    return KQ_IMAGE_OK;
}

/* MARK: An upright (or mirrored, EXIF orientation 2) JPEG decoded and encoded again row by row. */

typedef struct {
    kq_write_error error;
    struct jpeg_decompress_struct source;
    int source_created;
    oriented_state *target;
} upright_state;

static int upright_fail(upright_state *up, oriented_state *state, int result, char *message, size_t message_size) {
    const char *text = up->error.message[0] != 0 ? up->error.message : state->writer.error.message;
    if (message != NULL && message_size > 0) snprintf(message, message_size, "%s", text);
    if (up->source_created) jpeg_destroy_decompress(&up->source);
    free(up);
    oriented_free(state);
    return result;
}

int kq_jpeg_reencode_rows(const uint8_t *data, size_t size, int mirror, const kq_picture_bounds *bounds, int quality, int min_long_side,
                          uint8_t **jpeg, size_t *jpeg_size, kq_image *small, char *message, size_t message_size) {
    *jpeg = NULL;
    *jpeg_size = 0;
    memset(small, 0, sizeof *small);
    upright_state *const up = calloc(1, sizeof *up);
    oriented_state *const state = calloc(1, sizeof *state);
    if (up == NULL || state == NULL) {
        free(up);
        free(state);
        return KQ_IMAGE_NO_MEMORY;
    }
    /* volatile: read after a longjmp back into this frame. */
    volatile int result = KQ_IMAGE_BAD;
    if (setjmp(up->error.jump)) return upright_fail(up, state, result, message, message_size);
    if (setjmp(state->writer.error.jump)) return upright_fail(up, state, result, message, message_size);
    up->source.err = kq_write_errors(&up->error);
    jpeg_create_decompress(&up->source);
    up->source_created = 1;
    jpeg_mem_src(&up->source, data, (unsigned long)size);
    jpeg_read_header(&up->source, TRUE);
    small->declared_width = (int)up->source.image_width;
    small->declared_height = (int)up->source.image_height;
    /* CMYK is converted by kq_jpeg_decode's own rows, and a progressive file is decoded whole
       by libjpeg before its first row (with kq_jpeg_decode's progress monitor for the
       deadline): the caller decodes such files whole. */
    if (up->source.jpeg_color_space == JCS_CMYK || up->source.jpeg_color_space == JCS_YCCK || up->source.progressive_mode) {
        result = KQ_IMAGE_UNSUPPORTED;
        longjmp(up->error.jump, 1);
    }
    up->source.out_color_space = JCS_RGB;
    jpeg_start_decompress(&up->source);
    uint32_t width = up->source.output_width, height = up->source.output_height;
    state->row = malloc((size_t)width * 3);
    if (state->row == NULL || kq_row_writer_start(&state->writer, width, height, quality, min_long_side) != 0) {
        result = KQ_IMAGE_NO_MEMORY;
        longjmp(up->error.jump, 1);
    }
    while (up->source.output_scanline < height) {
        int stopped = kq_bounds_poll(bounds);
        if (stopped != KQ_IMAGE_OK) {
            result = stopped;
            longjmp(up->error.jump, 1);
        }
        JSAMPROW row = state->row;
        if (jpeg_read_scanlines(&up->source, &row, 1) != 1) break;
        if (mirror) {
            for (uint32_t x = 0; x < width / 2; x++) {
                uint8_t *a = state->row + (size_t)x * 3, *b = state->row + (size_t)(width - 1 - x) * 3, t[3];
                memcpy(t, a, 3);
                memcpy(a, b, 3);
                memcpy(b, t, 3);
            }
        }
        kq_row_writer_row(&state->writer, state->row);
    }
    /* A truncated file ends early, as libjpeg decodes it (grey below): the rows left are
       written from the last row read. */
    while (state->writer.jpeg.next_scanline < height) kq_row_writer_row(&state->writer, state->row);
    jpeg_abort_decompress(&up->source);
    jpeg_destroy_decompress(&up->source);
    free(up);
    kq_row_writer_finish(&state->writer, jpeg, jpeg_size, small);
    oriented_free(state);
    return KQ_IMAGE_OK;
}
