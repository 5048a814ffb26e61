#include "CImageShims.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>
#include <gif_lib.h>
#include <webp/decode.h>
#include <webp/demux.h>

void kq_image_release(kq_image *image) {
    if (image == NULL) return;
    free(image->pixels);
    image->pixels = NULL;
}

/* Nonsense sizes count as too many pixels, as before; otherwise the bounds decide. */
static int too_many(int width, int height, size_t length, const kq_picture_bounds *bounds) {
    if (width <= 0 || height <= 0) return KQ_IMAGE_TOO_MANY_PIXELS;
    return kq_bounds_check_size((uint64_t)width, (uint64_t)height, length, bounds, NULL, 0);
}

/* GIF and WebP; JPEG is in JPEGShims.c, PNG in PNGShims.c. */

int kq_bounds_poll(const kq_picture_bounds *bounds) {
    if (bounds == NULL) return KQ_IMAGE_OK;
    if (bounds->deadline_ns > 0 && kq_monotonic_ns() > bounds->deadline_ns) return KQ_IMAGE_TIMED_OUT;
    if (bounds->should_stop != NULL && bounds->should_stop(bounds->stop_context)) return KQ_IMAGE_CANCELLED;
    return KQ_IMAGE_OK;
}

void kq_rgba_onto_white(const uint8_t *rgba, int width, int height, int rgba_stride, uint8_t *target, int target_stride) {
    for (int y = 0; y < height; y++) {
        const uint8_t *p = rgba + (size_t)y * (size_t)rgba_stride;
        uint32_t *row = (uint32_t *)(void *)(target + (size_t)y * (size_t)target_stride);
        for (int x = 0; x < width; x++, p += 4) {
            unsigned a = p[3], white = 255 * (255 - a) + 127;
            unsigned r = (p[0] * a + white) / 255, g = (p[1] * a + white) / 255, b = (p[2] * a + white) / 255;
            row[x] = 0xFF000000u | r << 16 | g << 8 | b;
        }
    }
}

/* MARK: giflib, record by record so that only the first frame is ever decoded, line by line
   with the deadline and the stop flag asked between lines. */

/* Extension records before the first frame: an ordinary GIF has a handful (loop count,
   graphic control, a comment, XMP); a file of millions of empty ones is refused. */
#define KQ_GIF_MAX_RECORDS 4096

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t position;
} gif_reader;

static int gif_read(GifFileType *gif, GifByteType *buffer, int count) {
    gif_reader *reader = (gif_reader *)gif->UserData;
    size_t left = reader->length - reader->position;
    size_t n = count < 0 ? 0 : (size_t)count;
    if (n > left) n = left;
    memcpy(buffer, reader->data + reader->position, n);
    reader->position += n;
    return (int)n;
}

static int gif_first_frame(GifFileType *gif, size_t length, const kq_picture_bounds *bounds, kq_image *out) {
    int transparent = NO_TRANSPARENT_COLOR;
    for (int records = 0;; records++) {
        int stopped = kq_bounds_poll(bounds);
        if (stopped != KQ_IMAGE_OK) return stopped;
        if (records > KQ_GIF_MAX_RECORDS) return KQ_IMAGE_TOO_COMPLEX;
        GifRecordType type;
        if (DGifGetRecordType(gif, &type) != GIF_OK) return KQ_IMAGE_BAD;
        if (type == TERMINATE_RECORD_TYPE) return KQ_IMAGE_BAD;
        if (type == EXTENSION_RECORD_TYPE) {
            int code;
            GifByteType *extension = NULL;
            if (DGifGetExtension(gif, &code, &extension) != GIF_OK) return KQ_IMAGE_BAD;
            if (code == GRAPHICS_EXT_FUNC_CODE && extension != NULL && extension[0] >= 4) {
                GraphicsControlBlock block;
                if (DGifExtensionToGCB(extension[0], extension + 1, &block) == GIF_OK) transparent = block.TransparentColor;
            }
            for (int blocks = 0; extension != NULL; blocks++) {
                if (blocks % 1024 == 1023 && (stopped = kq_bounds_poll(bounds)) != KQ_IMAGE_OK) return stopped;
                if (DGifGetExtensionNext(gif, &extension) != GIF_OK) return KQ_IMAGE_BAD;
            }
            continue;
        }
        if (type != IMAGE_DESC_RECORD_TYPE) continue;
        if (DGifGetImageDesc(gif) != GIF_OK) return KQ_IMAGE_BAD;
        GifImageDesc desc = gif->Image;
        int bound = too_many(desc.Width, desc.Height, length, bounds);
        if (bound != KQ_IMAGE_OK) return bound;
        ColorMapObject *map = desc.ColorMap ? desc.ColorMap : gif->SColorMap;
        if (map == NULL) return KQ_IMAGE_BAD;
        size_t width = (size_t)gif->SWidth, height = (size_t)gif->SHeight;
        uint8_t *canvas = calloc(width * height, 4);
        GifPixelType *line = malloc((size_t)desc.Width);
        if (canvas == NULL || line == NULL) {
            free(canvas);
            free(line);
            return KQ_IMAGE_NO_MEMORY;
        }
        static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
        int passes = desc.Interlace ? 4 : 1;
        int complete = 1;
        for (int pass = 0; pass < passes && complete; pass++) {
            int start = desc.Interlace ? starts[pass] : 0, step = desc.Interlace ? steps[pass] : 1;
            for (int y = start; y < desc.Height; y += step) {
                if ((stopped = kq_bounds_poll(bounds)) != KQ_IMAGE_OK) {
                    free(line);
                    free(canvas);
                    return stopped;
                }
                /* A truncated file keeps the rows it has, as browsers show them. */
                if (DGifGetLine(gif, line, desc.Width) != GIF_OK) { complete = 0; break; }
                long cy = (long)desc.Top + y;
                if (cy < 0 || (size_t)cy >= height) continue;
                for (int x = 0; x < desc.Width; x++) {
                    long cx = (long)desc.Left + x;
                    int index = line[x];
                    if (cx < 0 || (size_t)cx >= width || index == transparent || index >= map->ColorCount) continue;
                    uint8_t *p = canvas + ((size_t)cy * width + (size_t)cx) * 4;
                    p[0] = map->Colors[index].Red;
                    p[1] = map->Colors[index].Green;
                    p[2] = map->Colors[index].Blue;
                    p[3] = 255;
                }
            }
        }
        free(line);
        out->pixels = canvas;
        out->width = (int)width;
        out->stride = (int)width * 4;
        out->height = (int)height;
        return KQ_IMAGE_OK;
    }
}

int kq_gif_header(const uint8_t *data, size_t available, int *width, int *height) {
    gif_reader reader = {data, available, 0};
    int error = 0;
    *width = 0;
    *height = 0;
    /* DGifOpen reads the logical screen descriptor (and the global colour map): the size of
       the canvas a decode allocates. */
    GifFileType *gif = DGifOpen(&reader, gif_read, &error);
    if (gif == NULL) return KQ_IMAGE_BAD;
    *width = gif->SWidth;
    *height = gif->SHeight;
    DGifCloseFile(gif, &error);
    return *width > 0 && *height > 0 ? KQ_IMAGE_OK : KQ_IMAGE_BAD;
}

int kq_decode_gif(const uint8_t *data, size_t length, const kq_picture_bounds *bounds, kq_image *out) {
    memset(out, 0, sizeof *out);
    gif_reader reader = {data, length, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&reader, gif_read, &error);
    if (gif == NULL) return KQ_IMAGE_BAD;
    out->declared_width = gif->SWidth;
    out->declared_height = gif->SHeight;
    int result = too_many(gif->SWidth, gif->SHeight, length, bounds);
    if (result == KQ_IMAGE_OK) result = gif_first_frame(gif, length, bounds, out);
    DGifCloseFile(gif, &error);
    return result;
}

/* MARK: libwebp, incrementally: WebPDecode has no hook to stop it, so the bytes are handed
   to an incremental decoder 32 KiB at a time (WebPIUpdate reads them in place, no copy) and
   the deadline and the stop flag are asked between. */

#define KQ_WEBP_STEP (32 << 10)

/* Decodes one still picture (a file, or an animation's frame) as RGBA into `target`. */
static int webp_decode_into(const uint8_t *data, size_t length, uint8_t *target, size_t size, int stride,
                            const kq_picture_bounds *bounds) {
    WebPIDecoder *decoder = WebPINewRGB(MODE_RGBA, target, size, stride);
    if (decoder == NULL) return KQ_IMAGE_BAD;
    int result = KQ_IMAGE_BAD;
    for (size_t given = 0;;) {
        result = kq_bounds_poll(bounds);
        if (result != KQ_IMAGE_OK) break;
        given = length - given > KQ_WEBP_STEP ? given + KQ_WEBP_STEP : length;
        VP8StatusCode status = WebPIUpdate(decoder, data, given);
        if (status == VP8_STATUS_OK) break;
        if (status != VP8_STATUS_SUSPENDED || given == length) {
            result = status == VP8_STATUS_OUT_OF_MEMORY ? KQ_IMAGE_NO_MEMORY : KQ_IMAGE_BAD;
            break;
        }
    }
    WebPIDelete(decoder);
    return result;
}

int kq_webp_header(const uint8_t *data, size_t available, int *width, int *height) {
    WebPBitstreamFeatures features;
    *width = 0;
    *height = 0;
    /* The canvas of an animation (VP8X) or the size of a still picture's bitstream. */
    if (WebPGetFeatures(data, available, &features) != VP8_STATUS_OK) return KQ_IMAGE_BAD;
    *width = features.width;
    *height = features.height;
    return KQ_IMAGE_OK;
}

int kq_decode_webp(const uint8_t *data, size_t length, const kq_picture_bounds *bounds, kq_image *out) {
    memset(out, 0, sizeof *out);
    WebPBitstreamFeatures features;
    if (WebPGetFeatures(data, length, &features) != VP8_STATUS_OK) return KQ_IMAGE_BAD;
    out->declared_width = features.width;
    out->declared_height = features.height;
    int bound = too_many(features.width, features.height, length, bounds);
    if (bound != KQ_IMAGE_OK) return bound;
    size_t width = (size_t)features.width, height = (size_t)features.height;
    const uint8_t *frame_data = data;
    size_t frame_length = length;
    size_t x_offset = 0, y_offset = 0, frame_width = width, frame_height = height;
    WebPDemuxer *demux = NULL;
    WebPIterator iterator;
    memset(&iterator, 0, sizeof iterator);
    if (features.has_animation) {
        WebPData whole = {data, length};
        demux = WebPDemux(&whole);
        if (demux == NULL) return KQ_IMAGE_BAD;
        width = WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH);
        height = WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT);
        bound = width > 0x7FFFFFFF || height > 0x7FFFFFFF ? KQ_IMAGE_TOO_MANY_PIXELS : too_many((int)width, (int)height, length, bounds);
        if (bound != KQ_IMAGE_OK || !WebPDemuxGetFrame(demux, 1, &iterator)) {
            WebPDemuxDelete(demux);
            return bound != KQ_IMAGE_OK ? bound : KQ_IMAGE_BAD;
        }
        frame_data = iterator.fragment.bytes;
        frame_length = iterator.fragment.size;
        x_offset = (size_t)iterator.x_offset;
        y_offset = (size_t)iterator.y_offset;
        frame_width = (size_t)iterator.width;
        frame_height = (size_t)iterator.height;
    }
    int result = KQ_IMAGE_OK;
    uint8_t *canvas = NULL;
    /* The demuxer keeps frames inside the canvas; a frame that is not is refused. */
    if (frame_width == 0 || frame_height == 0 || x_offset + frame_width > width || y_offset + frame_height > height) {
        result = KQ_IMAGE_BAD;
    } else if ((canvas = calloc(width * height, 4)) == NULL) {
        result = KQ_IMAGE_NO_MEMORY;
    } else {
        /* The frame is decoded in place on the canvas: its first pixel, the canvas's stride. */
        size_t first = (y_offset * width + x_offset) * 4;
        result = webp_decode_into(frame_data, frame_length, canvas + first, width * height * 4 - first, (int)(width * 4), bounds);
    }
    if (demux != NULL) {
        WebPDemuxReleaseIterator(&iterator);
        WebPDemuxDelete(demux);
    }
    if (result != KQ_IMAGE_OK) {
        free(canvas);
        return result;
    }
    out->pixels = canvas;
    out->width = (int)width;
    out->stride = (int)width * 4;
    out->height = (int)height;
    return KQ_IMAGE_OK;
}
