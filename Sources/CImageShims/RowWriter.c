#include "RowWriterInternal.h"
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

int kq_shrink_init(kq_shrink *shrink, uint32_t width, uint32_t height, int min_long_side) {
    memset(shrink, 0, sizeof *shrink);
    uint32_t long_side = width > height ? width : height;
    uint32_t factor = min_long_side > 0 && long_side / (uint32_t)min_long_side > 1 ? long_side / (uint32_t)min_long_side : 1;
    shrink->width = width;
    shrink->height = height;
    shrink->factor = factor;
    shrink->small_width = (width + factor - 1) / factor;
    shrink->small_height = (height + factor - 1) / factor;
    shrink->sums = calloc(shrink->small_width * 3, sizeof(uint64_t));
    shrink->small = malloc(shrink->small_width * shrink->small_height * 4);
    return shrink->sums != NULL && shrink->small != NULL ? 0 : -1;
}

/* The band of rows summed so far, averaged into the small copy's next row. */
static void shrink_emit(kq_shrink *shrink) {
    uint32_t *target = (uint32_t *)(void *)(shrink->small + (size_t)(shrink->row / shrink->factor) * shrink->small_width * 4);
    for (size_t x = 0; x < shrink->small_width; x++) {
        uint32_t left = (uint32_t)x * shrink->factor;
        uint32_t columns = left + shrink->factor <= shrink->width ? shrink->factor : shrink->width - left;
        uint64_t count = (uint64_t)columns * shrink->band, *sum = shrink->sums + x * 3;
        uint32_t r = (uint32_t)((sum[0] + count / 2) / count), g = (uint32_t)((sum[1] + count / 2) / count),
                 b = (uint32_t)((sum[2] + count / 2) / count);
        target[x] = 0xFF000000u | r << 16 | g << 8 | b;
        sum[0] = sum[1] = sum[2] = 0;
    }
    shrink->band = 0;
}

void kq_shrink_row(kq_shrink *shrink, const uint8_t *rgb) {
    for (uint32_t x = 0; x < shrink->width; x++, rgb += 3) {
        uint64_t *cell = shrink->sums + (x / shrink->factor) * 3;
        cell[0] += rgb[0];
        cell[1] += rgb[1];
        cell[2] += rgb[2];
    }
    shrink->band++;
    if (shrink->band == shrink->factor || shrink->row + 1 == shrink->height) shrink_emit(shrink);
    shrink->row++;
}

void kq_shrink_take(kq_shrink *shrink, kq_image *out) {
    out->pixels = shrink->small;
    out->width = (int)shrink->small_width;
    out->height = (int)shrink->small_height;
    out->stride = (int)shrink->small_width * 4;
    shrink->small = NULL;
}

void kq_shrink_free(kq_shrink *shrink) {
    free(shrink->sums);
    free(shrink->small);
    shrink->sums = NULL;
    shrink->small = NULL;
}

static void write_error_exit(j_common_ptr info) {
    kq_write_error *error = (kq_write_error *)info->err;
    info->err->format_message(info, error->message);
    longjmp(error->jump, 1);
}

static void write_output_message(j_common_ptr info) { (void)info; }

struct jpeg_error_mgr *kq_write_errors(kq_write_error *error) {
    struct jpeg_error_mgr *base = jpeg_std_error(&error->base);
    error->base.error_exit = write_error_exit;
    error->base.output_message = write_output_message;
    error->message[0] = 0;
    return base;
}

void kq_rgba_row_onto_white(const uint8_t *rgba, uint8_t *rgb, size_t width) {
    for (size_t x = 0; x < width; x++, rgba += 4, rgb += 3) {
        unsigned a = rgba[3], white = 255 * (255 - a) + 127;
        rgb[0] = (uint8_t)((rgba[0] * a + white) / 255);
        rgb[1] = (uint8_t)((rgba[1] * a + white) / 255);
        rgb[2] = (uint8_t)((rgba[2] * a + white) / 255);
    }
}

int kq_row_writer_start(kq_row_writer *writer, uint32_t width, uint32_t height, int quality, int min_long_side) {
    if (kq_shrink_init(&writer->shrink, width, height, min_long_side) != 0) return -1;
    writer->jpeg.err = kq_write_errors(&writer->error);
    jpeg_create_compress(&writer->jpeg);
    writer->created = 1;
    jpeg_mem_dest(&writer->jpeg, &writer->buffer, &writer->length);
    writer->jpeg.image_width = (JDIMENSION)width;
    writer->jpeg.image_height = (JDIMENSION)height;
    writer->jpeg.input_components = 3;
    writer->jpeg.in_color_space = JCS_RGB;
    jpeg_set_defaults(&writer->jpeg);
    jpeg_set_quality(&writer->jpeg, quality, TRUE);
    jpeg_start_compress(&writer->jpeg, TRUE);
    return 0;
}

void kq_row_writer_row(kq_row_writer *writer, const uint8_t *rgb) {
    JSAMPROW row = (JSAMPROW)rgb;
    jpeg_write_scanlines(&writer->jpeg, &row, 1);
    kq_shrink_row(&writer->shrink, rgb);
}

void kq_row_writer_finish(kq_row_writer *writer, uint8_t **jpeg, size_t *jpeg_size, kq_image *small) {
    jpeg_finish_compress(&writer->jpeg);
    *jpeg = writer->buffer;
    *jpeg_size = (size_t)writer->length;
    writer->buffer = NULL;
    kq_shrink_take(&writer->shrink, small);
}

void kq_row_writer_free(kq_row_writer *writer) {
    if (writer->created) jpeg_destroy_compress(&writer->jpeg);
    writer->created = 0;
    free(writer->buffer);
    writer->buffer = NULL;
    kq_shrink_free(&writer->shrink);
}
