#include "PNGShimsInternal.h"
#include "RowWriterInternal.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/* A PNG photo is stored as a JPEG (library package format). Decoding it whole first cost
   4 bytes a pixel for the RGBA, 4 more for the bitmap and the encoder's copy: an 11000 ×
   12000 PNG of 128 KB took over 1 GB. Here each row goes from libpng through the white
   background into libjpeg as it is read, and into a copy shrunk by a whole factor for the
   thumbnail; memory is a few rows, the small copy and the JPEG being written. */

/* Everything one call holds, on the heap (nothing of it is a local that a longjmp could
   leave stale), freed in one place whichever library jumped. */
typedef struct {
    kq_png_memory memory;
    png_structp png;
    png_infop info;
    kq_row_writer writer;
    uint8_t *row;
    uint8_t *rgb;
} stream_state;

static void stream_free(stream_state *state) {
    kq_row_writer_free(&state->writer);
    if (state->png != NULL) png_destroy_read_struct(&state->png, &state->info, NULL);
    free(state->row);
    free(state->rgb);
    free(state);
}

static int stream_fail(stream_state *state, int result, char *message, size_t message_size) {
    int stopped = state->memory.stopped;
    if (state->writer.error.message[0] != 0 && message != NULL && message_size > 0) snprintf(message, message_size, "%s", state->writer.error.message);
    stream_free(state);
    return stopped != KQ_IMAGE_OK ? stopped : result;
}

int kq_png_to_jpeg(const uint8_t *data, size_t length, const kq_picture_bounds *bounds, int quality, int min_long_side,
                   uint8_t **jpeg, size_t *jpeg_size, kq_image *small, char *message, size_t message_size) {
    *jpeg = NULL;
    *jpeg_size = 0;
    memset(small, 0, sizeof *small);
    if (message != NULL && message_size > 0) message[0] = 0;
    stream_state *const state = calloc(1, sizeof *state);
    if (state == NULL) return KQ_IMAGE_NO_MEMORY;
    state->memory = (kq_png_memory){data, length, 0, bounds, KQ_IMAGE_OK};
    /* volatile: read after a longjmp back into this frame. */
    volatile int result = KQ_IMAGE_BAD;
    state->png = kq_png_open(&state->memory, &state->info);
    if (state->png == NULL) {
        free(state);
        return KQ_IMAGE_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(state->png))) return stream_fail(state, result, message, message_size);
    if (setjmp(state->writer.error.jump)) return stream_fail(state, result, message, message_size);
    png_read_info(state->png, state->info);
    png_uint_32 width = png_get_image_width(state->png, state->info), height = png_get_image_height(state->png, state->info);
    small->declared_width = (int)width;
    small->declared_height = (int)height;
    int bound = kq_bounds_check_size(width, height, length, bounds, message, message_size);
    if (bound != KQ_IMAGE_OK) {
        stream_free(state);
        return bound;
    }
    /* Interlaced rows come in seven passes, each over the whole picture: not a stream. */
    if (png_get_interlace_type(state->png, state->info) != PNG_INTERLACE_NONE) {
        stream_free(state);
        return KQ_IMAGE_UNSUPPORTED;
    }
    kq_png_to_rgba8(state->png, state->info);
    png_read_update_info(state->png, state->info);
    if (png_get_rowbytes(state->png, state->info) != (size_t)width * 4) png_error(state->png, "unexpected row size");
    state->row = malloc((size_t)width * 4);
    state->rgb = malloc((size_t)width * 3);
    if (state->row == NULL || state->rgb == NULL || kq_row_writer_start(&state->writer, width, height, quality, min_long_side) != 0) {
        result = KQ_IMAGE_NO_MEMORY;
        png_error(state->png, "out of memory");
    }
    for (png_uint_32 y = 0; y < height; y++) {
        state->memory.stopped = kq_bounds_poll(bounds);
        if (state->memory.stopped != KQ_IMAGE_OK) png_error(state->png, "stopped");
        png_read_row(state->png, state->row, NULL);
        kq_rgba_row_onto_white(state->row, state->rgb, width);
        kq_row_writer_row(&state->writer, state->rgb);
    }
    /* What follows the pixels (text, time) is not needed: png_read_end is not called. */
    kq_row_writer_finish(&state->writer, jpeg, jpeg_size, small);
    stream_free(state);
    return KQ_IMAGE_OK;
}
