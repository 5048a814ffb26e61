#include "CImageShims.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
} kq_jpeg_error;

static void kq_jpeg_error_exit(j_common_ptr info) {
    kq_jpeg_error *error = (kq_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

/* Warnings (corrupt data that libjpeg can work around) are not printed on stderr. */
static void kq_jpeg_output_message(j_common_ptr info) { (void)info; }

static void kq_copy_message(j_common_ptr info, char *message, size_t message_size) {
    if (message == NULL || message_size == 0) return;
    char buffer[JMSG_LENGTH_MAX];
    info->err->format_message(info, buffer);
    snprintf(message, message_size, "%s", buffer);
}

int kq_jpeg_decode_rgb(const uint8_t *data, size_t size, uint64_t max_pixels,
                       uint8_t **out, int *width, int *height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    kq_jpeg_error error;
    uint8_t *volatile pixels = NULL;
    *out = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = kq_jpeg_error_exit;
    error.base.output_message = kq_jpeg_output_message;
    if (setjmp(error.jump)) {
        kq_copy_message((j_common_ptr)&info, message, message_size);
        jpeg_destroy_decompress(&info);
        free(pixels);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    if (info.output_components != 3 || (uint64_t)info.output_width * info.output_height > max_pixels) {
        if (message && message_size) snprintf(message, message_size, "unsupported or too large image (%ux%u)", info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    size_t stride = (size_t)info.output_width * 3;
    pixels = malloc(stride * info.output_height);
    if (pixels == NULL) {
        if (message && message_size) snprintf(message, message_size, "out of memory");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    *out = pixels;
    jpeg_destroy_decompress(&info);
    return 0;
}

int kq_jpeg_encode_rgb(const uint8_t *rgb, int width, int height, int quality,
                       uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    kq_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    unsigned long length = 0;
    *out = NULL;
    *out_size = 0;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = kq_jpeg_error_exit;
    error.base.output_message = kq_jpeg_output_message;
    if (setjmp(error.jump)) {
        kq_copy_message((j_common_ptr)&info, message, message_size);
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&info);
    unsigned char *target = NULL;
    jpeg_mem_dest(&info, &target, &length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * 3;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    buffer = target;
    *out = buffer;
    *out_size = (size_t)length;
    jpeg_destroy_compress(&info);
    return 0;
}

/* cairo's RGB24 pixel is a native-endian uint32 0x00RRGGBB: bytes B G R X on little-endian
   machines, X R G B on big-endian ones; libjpeg-turbo reads and writes both directly. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define KQ_CAIRO_COLOR_SPACE JCS_EXT_XRGB
#else
#define KQ_CAIRO_COLOR_SPACE JCS_EXT_BGRX
#endif

int kq_jpeg_decode_xrgb(const uint8_t *data, size_t size, uint64_t max_pixels, int min_long_side,
                        uint8_t **out, int *width, int *height, int *stride, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    kq_jpeg_error error;
    uint8_t *volatile pixels = NULL;
    *out = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = kq_jpeg_error_exit;
    error.base.output_message = kq_jpeg_output_message;
    if (setjmp(error.jump)) {
        kq_copy_message((j_common_ptr)&info, message, message_size);
        jpeg_destroy_decompress(&info);
        free(pixels);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if ((uint64_t)info.image_width * info.image_height > max_pixels) {
        if (message && message_size) snprintf(message, message_size, "image too large (%ux%u)", info.image_width, info.image_height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    info.out_color_space = KQ_CAIRO_COLOR_SPACE;
    unsigned long long_side = info.image_width > info.image_height ? info.image_width : info.image_height;
    if (min_long_side > 0 && long_side > (unsigned long)min_long_side) {
        unsigned int num = 8;
        while (num > 1 && (long_side * (num - 1) + 7) / 8 >= (unsigned long)min_long_side) num--;
        info.scale_num = num;
        info.scale_denom = 8;
    }
    jpeg_start_decompress(&info);
    size_t row_bytes = (size_t)info.output_width * 4;
    pixels = malloc(row_bytes * info.output_height);
    if (pixels == NULL) {
        if (message && message_size) snprintf(message, message_size, "out of memory");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + row_bytes * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    *stride = (int)row_bytes;
    *out = pixels;
    jpeg_destroy_decompress(&info);
    return 0;
}

int kq_jpeg_encode_xrgb(const uint8_t *pixels, int width, int height, int stride, int quality,
                        uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    kq_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    unsigned long length = 0;
    *out = NULL;
    *out_size = 0;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = kq_jpeg_error_exit;
    error.base.output_message = kq_jpeg_output_message;
    if (setjmp(error.jump)) {
        kq_copy_message((j_common_ptr)&info, message, message_size);
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&info);
    unsigned char *target = NULL;
    jpeg_mem_dest(&info, &target, &length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = KQ_CAIRO_COLOR_SPACE;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    buffer = target;
    *out = buffer;
    *out_size = (size_t)length;
    jpeg_destroy_compress(&info);
    return 0;
}

void kq_image_free(void *pointer) { free(pointer); }
