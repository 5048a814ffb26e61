#include "CImageShims.h"
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/* MARK: libjpeg's errors jump back to the call that is running instead of exiting. */

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    /* KQ_IMAGE_BAD for libjpeg's own errors; a bound's code when the progress monitor stops. */
    int code;
} kq_jpeg_error;

static void kq_jpeg_error_exit(j_common_ptr info) {
    kq_jpeg_error *error = (kq_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

/* Warnings (corrupt data that libjpeg can work around) are not printed on stderr. */
static void kq_jpeg_output_message(j_common_ptr info) { (void)info; }

/* The error manager for one call; the setjmp itself must stay in that call's frame. */
static struct jpeg_error_mgr *kq_jpeg_errors(kq_jpeg_error *error) {
    struct jpeg_error_mgr *base = jpeg_std_error(&error->base);
    error->base.error_exit = kq_jpeg_error_exit;
    error->base.output_message = kq_jpeg_output_message;
    error->code = KQ_IMAGE_BAD;
    return base;
}

static void kq_set_message(char *message, size_t message_size, const char *format, ...) {
    if (message == NULL || message_size == 0) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, message_size, format, arguments);
    va_end(arguments);
}

static void kq_copy_message(j_common_ptr info, char *message, size_t message_size) {
    if (message == NULL || message_size == 0) return;
    char buffer[JMSG_LENGTH_MAX];
    info->err->format_message(info, buffer);
    kq_set_message(message, message_size, "%s", buffer);
}

/* MARK: Bounds. */

#include <time.h>

int64_t kq_monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

/* libjpeg calls this every row of MCUs, in every scan of a progressive file: the one place
   a decode can be stopped from outside. It leaves by the error exit, so the decode frees
   what it holds as for any libjpeg error. */
typedef struct {
    struct jpeg_progress_mgr base;
    const kq_picture_bounds *bounds;
} kq_jpeg_progress;

static void kq_jpeg_monitor(j_common_ptr info) {
    kq_jpeg_progress *progress = (kq_jpeg_progress *)info->progress;
    const kq_picture_bounds *bounds = progress->bounds;
    kq_jpeg_error *error = (kq_jpeg_error *)info->err;
    if (!info->is_decompressor) return;
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (bounds->max_scans > 0 && decompress->input_scan_number > bounds->max_scans) error->code = KQ_IMAGE_TOO_COMPLEX;
    else if (bounds->deadline_ns > 0 && kq_monotonic_ns() > bounds->deadline_ns) error->code = KQ_IMAGE_TIMED_OUT;
    else if (bounds->should_stop != NULL && bounds->should_stop(bounds->stop_context)) error->code = KQ_IMAGE_CANCELLED;
    else return;
    longjmp(error->jump, 1);
}

int kq_jpeg_scan_count(const uint8_t *data, size_t size) {
    if (size < 4 || data[0] != 0xFF || data[1] != 0xD8) return -1;
    size_t i = 2;
    int scans = 0;
    while (i + 1 < size) {
        if (data[i] != 0xFF) return scans > 0 ? scans : -1;
        uint8_t marker = data[i + 1];
        if (marker == 0xFF) { i++; continue; }
        if (marker == 0xD9) break;
        if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD8)) { i += 2; continue; }
        if (i + 3 >= size) break;
        size_t length = ((size_t)data[i + 2] << 8) | data[i + 3];
        if (length < 2) return scans > 0 ? scans : -1;
        i += 2 + length;
        if (marker != 0xDA) continue;
        scans++;
        /* Entropy-coded data: a 0xFF in it is followed by 0x00 (stuffing), a restart marker
           or a fill byte; anything else is the next marker. */
        while (i + 1 < size) {
            if (data[i] == 0xFF && data[i + 1] != 0x00 && !(data[i + 1] >= 0xD0 && data[i + 1] <= 0xD7) && data[i + 1] != 0xFF) break;
            i++;
        }
    }
    return scans;
}


int kq_jpeg_check(const uint8_t *data, size_t size, const kq_picture_bounds *bounds, int *width, int *height,
                  char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    kq_jpeg_error error;
    *width = 0;
    *height = 0;
    info.err = kq_jpeg_errors(&error);
    if (setjmp(error.jump)) {
        kq_copy_message((j_common_ptr)&info, message, message_size);
        jpeg_destroy_decompress(&info);
        return KQ_IMAGE_BAD;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    /* Only a progressive file can have more scans than components: a sequential one is not
       walked (a pass over every byte of the file, for nothing). */
    int progressive = info.progressive_mode;
    jpeg_destroy_decompress(&info);
    int code = kq_bounds_check_size(*width, *height, size, bounds, message, message_size);
    if (code != KQ_IMAGE_OK) return code;
    int scans = progressive && bounds->max_scans > 0 ? kq_jpeg_scan_count(data, size) : 0;
    if (bounds->max_scans > 0 && scans > bounds->max_scans) {
        kq_set_message(message, message_size, "%d scans, more than the %d allowed", scans, bounds->max_scans);
        return KQ_IMAGE_TOO_COMPLEX;
    }
    return KQ_IMAGE_OK;
}

/* A source over a prefix of the file that suspends at its end (jpeg_mem_src would insert a
   fake EOI there, and go on reading markers past it). */
static void kq_prefix_init(j_decompress_ptr info) { (void)info; }
static boolean kq_prefix_fill(j_decompress_ptr info) { (void)info; return FALSE; }
static void kq_prefix_skip(j_decompress_ptr info, long count) {
    struct jpeg_source_mgr *source = info->src;
    if (count <= 0) return;
    if ((size_t)count > source->bytes_in_buffer) count = (long)source->bytes_in_buffer;
    source->next_input_byte += count;
    source->bytes_in_buffer -= (size_t)count;
}
static void kq_prefix_term(j_decompress_ptr info) { (void)info; }

int kq_jpeg_header(const uint8_t *data, size_t available, int *width, int *height) {
    struct jpeg_decompress_struct info;
    kq_jpeg_error error;
    struct jpeg_source_mgr source = {data, available, kq_prefix_init, kq_prefix_fill, kq_prefix_skip,
                                     jpeg_resync_to_restart, kq_prefix_term};
    *width = 0;
    *height = 0;
    info.err = kq_jpeg_errors(&error);
    /* The size counts only when libjpeg read up to the first scan without an error: a prefix
       that ends before (suspended) may have cut a frame header in two, and a second SOF
       overwrites the first's size before libjpeg refuses it. The tables between the frame
       header and the first scan are small, so a prefix that holds one holds the other. */
    volatile int complete = 0;
    if (setjmp(error.jump) == 0) {
        jpeg_create_decompress(&info);
        info.src = &source;
        complete = jpeg_read_header(&info, TRUE) == JPEG_HEADER_OK;
    }
    JDIMENSION w = info.image_width, h = info.image_height;
    jpeg_destroy_decompress(&info);
    if (!complete || w == 0 || h == 0) return KQ_IMAGE_BAD;
    *width = (int)w;
    *height = (int)h;
    return KQ_IMAGE_OK;
}

/* MARK: Layouts. */

/* cairo's RGB24 pixel is a native-endian uint32 0x00RRGGBB: bytes B G R X on little-endian
   machines, X R G B on big-endian ones; libjpeg-turbo reads and writes both directly. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define KQ_CAIRO_COLOR_SPACE JCS_EXT_XRGB
#else
#define KQ_CAIRO_COLOR_SPACE JCS_EXT_BGRX
#endif

static J_COLOR_SPACE kq_color_space(kq_jpeg_layout layout) {
    switch (layout) {
    case KQ_JPEG_RGBA: return JCS_EXT_RGBA;
    case KQ_JPEG_CAIRO_RGB24: return KQ_CAIRO_COLOR_SPACE;
    default: return JCS_RGB;
    }
}

static int kq_pixel_size(kq_jpeg_layout layout) { return layout == KQ_JPEG_RGB ? 3 : 4; }

static void kq_pick_scale(struct jpeg_decompress_struct *info, int min_long_side, kq_jpeg_scaling scaling) {
    if (min_long_side <= 0) return;
    unsigned long long_side = info->image_width > info->image_height ? info->image_width : info->image_height;
    unsigned long wanted = (unsigned long)min_long_side;
    if (scaling == KQ_JPEG_SCALE_HALVES) {
        unsigned int denom = 1;
        while (denom < 8 && long_side / (denom * 2) >= wanted) denom *= 2;
        info->scale_num = 1;
        info->scale_denom = denom;
    } else if (long_side > wanted) {
        unsigned int num = 8;
        while (num > 1 && (long_side * (num - 1) + 7) / 8 >= wanted) num--;
        info->scale_num = num;
        info->scale_denom = 8;
    }
}

/* One row of inverted or plain CMYK to the layout asked for. */
static void kq_cmyk_to_layout(const uint8_t *cmyk, uint8_t *target, size_t width, int inverted, kq_jpeg_layout layout) {
    for (size_t x = 0; x < width; x++) {
        unsigned c = cmyk[x * 4], m = cmyk[x * 4 + 1], y = cmyk[x * 4 + 2], k = cmyk[x * 4 + 3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        uint8_t r = (uint8_t)(c * k / 255), g = (uint8_t)(m * k / 255), b = (uint8_t)(y * k / 255);
        if (layout == KQ_JPEG_RGB) {
            target[x * 3] = r; target[x * 3 + 1] = g; target[x * 3 + 2] = b;
        } else if (layout == KQ_JPEG_RGBA) {
            target[x * 4] = r; target[x * 4 + 1] = g; target[x * 4 + 2] = b; target[x * 4 + 3] = 255;
        } else {
            ((uint32_t *)(void *)target)[x] = 0xFF000000u | (uint32_t)r << 16 | (uint32_t)g << 8 | b;
        }
    }
}

int kq_bounds_check_size(uint64_t width, uint64_t height, size_t size, const kq_picture_bounds *bounds,
                         char *message, size_t message_size) {
    uint64_t pixels = width * height;
    if (pixels > bounds->max_pixels) {
        kq_set_message(message, message_size, "image too large (%llux%llu)", (unsigned long long)width, (unsigned long long)height);
        return KQ_IMAGE_TOO_MANY_PIXELS;
    }
    if (bounds->pixels_per_byte > 0 && pixels > bounds->pixels_per_byte_floor && pixels / bounds->pixels_per_byte > size) {
        kq_set_message(message, message_size, "%llux%llu pixels claimed by %zu bytes", (unsigned long long)width,
                       (unsigned long long)height, size);
        return KQ_IMAGE_TOO_COMPLEX;
    }
    return KQ_IMAGE_OK;
}

/* MARK: Decoding and encoding. */

int kq_jpeg_decode(const uint8_t *data, size_t size, kq_jpeg_layout layout, const kq_picture_bounds *bounds,
                   int min_long_side, kq_jpeg_scaling scaling, kq_image *out, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    kq_jpeg_error error;
    kq_jpeg_progress progress;
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile cmyk_row = NULL;
    memset(out, 0, sizeof *out);
    info.err = kq_jpeg_errors(&error);
    if (setjmp(error.jump)) {
        if (error.code == KQ_IMAGE_BAD) kq_copy_message((j_common_ptr)&info, message, message_size);
        else if (error.code == KQ_IMAGE_TOO_COMPLEX) kq_set_message(message, message_size, "more than %d scans", bounds->max_scans);
        else kq_set_message(message, message_size, error.code == KQ_IMAGE_TIMED_OUT ? "deadline passed" : "stopped");
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(cmyk_row);
        return error.code;
    }
    jpeg_create_decompress(&info);
    progress.base.progress_monitor = kq_jpeg_monitor;
    progress.bounds = bounds;
    info.progress = &progress.base;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    out->declared_width = (int)info.image_width;
    out->declared_height = (int)info.image_height;
    int bound = kq_bounds_check_size(info.image_width, info.image_height, size, bounds, message, message_size);
    if (bound == KQ_IMAGE_OK && bounds->max_scans > 0 && info.progressive_mode) {
        int scans = kq_jpeg_scan_count(data, size);
        if (scans > bounds->max_scans) {
            kq_set_message(message, message_size, "%d scans, more than the %d allowed", scans, bounds->max_scans);
            bound = KQ_IMAGE_TOO_COMPLEX;
        }
    }
    if (bound != KQ_IMAGE_OK) {
        jpeg_destroy_decompress(&info);
        return bound;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : kq_color_space(layout);
    kq_pick_scale(&info, min_long_side, scaling);
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * (size_t)kq_pixel_size(layout);
    pixels = malloc(stride * info.output_height);
    if (cmyk) cmyk_row = malloc((size_t)info.output_width * 4);
    if (pixels == NULL || (cmyk && cmyk_row == NULL)) {
        kq_set_message(message, message_size, "out of memory");
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(cmyk_row);
        return KQ_IMAGE_NO_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        uint8_t *target = pixels + stride * info.output_scanline;
        JSAMPROW row = cmyk ? cmyk_row : target;
        if (jpeg_read_scanlines(&info, &row, 1) != 1) break;
        if (cmyk) kq_cmyk_to_layout(cmyk_row, target, info.output_width, info.saw_Adobe_marker, layout);
    }
    jpeg_finish_decompress(&info);
    out->pixels = pixels;
    out->width = (int)info.output_width;
    out->height = (int)info.output_height;
    out->stride = (int)stride;
    jpeg_destroy_decompress(&info);
    free(cmyk_row);
    return KQ_IMAGE_OK;
}

int kq_jpeg_encode(const uint8_t *pixels, int width, int height, int stride, kq_jpeg_layout layout,
                   int quality, int optimize, uint8_t **out, size_t *out_size, char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    kq_jpeg_error error;
    /* Written by libjpeg through its address (jpeg_mem_dest), so it is in memory when the
       error exit jumps back: the buffer is freed, not leaked. */
    unsigned char *buffer = NULL;
    unsigned long length = 0;
    *out = NULL;
    *out_size = 0;
    if (width <= 0 || height <= 0) {
        kq_set_message(message, message_size, "empty image (%dx%d)", width, height);
        return KQ_IMAGE_BAD;
    }
    info.err = kq_jpeg_errors(&error);
    if (setjmp(error.jump)) {
        kq_copy_message((j_common_ptr)&info, message, message_size);
        jpeg_destroy_compress(&info);
        free(buffer);
        return KQ_IMAGE_BAD;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = kq_pixel_size(layout);
    info.in_color_space = kq_color_space(layout);
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    if (optimize) info.optimize_coding = TRUE;
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = (size_t)length;
    return KQ_IMAGE_OK;
}

void kq_image_free(void *pointer) { free(pointer); }

#include <pthread.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static int kq_large_blocks_kept = -1;

static void kq_keep_large_blocks_once(void) {
#if defined(__GLIBC__)
    kq_large_blocks_kept = mallopt(M_MMAP_THRESHOLD, 256 << 20) == 1 && mallopt(M_TRIM_THRESHOLD, 128 << 20) == 1;
#else
    kq_large_blocks_kept = 0;
#endif
}

int kq_pictures_keep_large_blocks(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, kq_keep_large_blocks_once);
    return kq_large_blocks_kept;
}
