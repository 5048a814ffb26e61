#include "PNGShimsInternal.h"
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

/* libpng's full API (its simplified one has no hook to stop a decode): the file is read from
   memory through a read callback, which libpng calls for every 8 KiB of compressed data at
   most (PNG_IDAT_READ_SIZE), so a deadline or Ctrl-C is seen within a few milliseconds of
   inflating, and rows are read one at a time with the same check between them. A stop
   leaves by png_error, that is libpng's longjmp back to the setjmp of the call, which frees
   what the decode held. */

static void png_read_memory(png_structp png, png_bytep target, size_t count) {
    kq_png_memory *memory = (kq_png_memory *)png_get_io_ptr(png);
    if (memory->bounds != NULL) {
        memory->stopped = kq_bounds_poll(memory->bounds);
        if (memory->stopped != KQ_IMAGE_OK) png_error(png, "stopped");
    }
    if (count > memory->length - memory->position) png_error(png, "truncated");
    memcpy(target, memory->data + memory->position, count);
    memory->position += count;
}

/* Errors jump back to the call; neither they nor warnings are printed on stderr. */
static void png_fail(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void png_warn(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

png_structp kq_png_open(kq_png_memory *memory, png_infop *info) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, png_fail, png_warn);
    if (png == NULL) return NULL;
    *info = png_create_info_struct(png);
    if (*info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return NULL;
    }
    png_set_read_fn(png, memory, png_read_memory);
    /* libpng's own limit (a million pixels a side) would call a larger claim damaged; the
       pixel cap refuses it with its own reason instead. */
    png_set_user_limits(png, 0x7FFFFFFF, 0x7FFFFFFF);
    return png;
}

int kq_png_to_rgba8(png_structp png, png_infop info) {
    /* A file without gAMA or sRGB is taken as sRGB, one with a gamma is converted. */
    int color = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_scale_16(png);
    if ((color & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    png_set_alpha_mode(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
    if ((color & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS)) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    return png_set_interlace_handling(png);
}

int kq_png_header(const uint8_t *data, size_t available, int *width, int *height) {
    kq_png_memory memory = {data, available, 0, NULL, KQ_IMAGE_OK};
    png_infop info = NULL;
    *width = 0;
    *height = 0;
    png_structp png = kq_png_open(&memory, &info);
    if (png == NULL) return KQ_IMAGE_NO_MEMORY;
    /* png_read_info reads on to the first IDAT, past the end of a prefix: IHDR, the first
       chunk, is in `info` by then. */
    if (setjmp(png_jmpbuf(png)) == 0) png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    if (w == 0 || h == 0 || w > 0x7FFFFFFF || h > 0x7FFFFFFF) return KQ_IMAGE_BAD;
    *width = (int)w;
    *height = (int)h;
    return KQ_IMAGE_OK;
}

int kq_decode_png(const uint8_t *data, size_t length, const kq_picture_bounds *bounds, kq_image *out) {
    memset(out, 0, sizeof *out);
    kq_png_memory memory = {data, length, 0, bounds, KQ_IMAGE_OK};
    png_infop info = NULL;
    png_structp png = kq_png_open(&memory, &info);
    if (png == NULL) return KQ_IMAGE_NO_MEMORY;
    uint8_t *volatile pixels = NULL;
    volatile int result = KQ_IMAGE_BAD;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        return memory.stopped != KQ_IMAGE_OK ? memory.stopped : result;
    }
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    out->declared_width = (int)width;
    out->declared_height = (int)height;
    int bound = kq_bounds_check_size(width, height, length, bounds, NULL, 0);
    if (bound != KQ_IMAGE_OK) {
        png_destroy_read_struct(&png, &info, NULL);
        return bound;
    }
    int passes = kq_png_to_rgba8(png, info);
    png_read_update_info(png, info);
    size_t stride = (size_t)width * 4;
    if (png_get_rowbytes(png, info) != stride) png_error(png, "unexpected row size");
    pixels = malloc(stride * height);
    if (pixels == NULL) {
        result = KQ_IMAGE_NO_MEMORY;
        png_error(png, "out of memory");
    }
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            memory.stopped = kq_bounds_poll(bounds);
            if (memory.stopped != KQ_IMAGE_OK) png_error(png, "stopped");
            png_read_row(png, pixels + stride * y, NULL);
        }
    }
    /* What follows the pixels (text, time) is not needed: png_read_end is not called. */
    png_destroy_read_struct(&png, &info, NULL);
    out->pixels = pixels;
    out->width = (int)width;
    out->height = (int)height;
    out->stride = (int)stride;
    return KQ_IMAGE_OK;
}
