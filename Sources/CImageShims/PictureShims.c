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

/* PNG, GIF and WebP; JPEG is in JPEGShims.c. */

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

/* MARK: libpng, simplified API (no longjmp on this side). */

int kq_decode_png(const uint8_t *data, size_t length, const kq_picture_bounds *bounds, kq_image *out) {
    memset(out, 0, sizeof *out);
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, length)) return KQ_IMAGE_BAD;
    out->declared_width = (int)image.width;
    out->declared_height = (int)image.height;
    int bound = image.width > 0x7FFFFFFF || image.height > 0x7FFFFFFF ? KQ_IMAGE_TOO_MANY_PIXELS
                                                                       : too_many((int)image.width, (int)image.height, length, bounds);
    if (bound != KQ_IMAGE_OK) {
        png_image_free(&image);
        return bound;
    }
    image.format = PNG_FORMAT_RGBA;
    uint8_t *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (pixels == NULL) {
        png_image_free(&image);
        return KQ_IMAGE_NO_MEMORY;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        free(pixels);
        return KQ_IMAGE_BAD;
    }
    out->pixels = pixels;
    out->width = (int)image.width;
    out->stride = (int)image.width * 4;
    out->height = (int)image.height;
    return KQ_IMAGE_OK;
}

/* MARK: giflib, record by record so that only the first frame is ever decoded. */

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
    for (;;) {
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
            while (extension != NULL) {
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

/* MARK: libwebp. */

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
    int x_offset = 0, y_offset = 0;
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
        x_offset = iterator.x_offset;
        y_offset = iterator.y_offset;
    }
    int result = KQ_IMAGE_OK;
    uint8_t *canvas = calloc(width * height, 4);
    if (canvas == NULL) {
        result = KQ_IMAGE_NO_MEMORY;
    } else if (demux == NULL) {
        if (WebPDecodeRGBAInto(data, length, canvas, width * height * 4, (int)(width * 4)) == NULL) result = KQ_IMAGE_BAD;
    } else {
        int fw = 0, fh = 0;
        uint8_t *frame = WebPDecodeRGBA(frame_data, frame_length, &fw, &fh);
        if (frame == NULL) {
            result = KQ_IMAGE_BAD;
        } else {
            for (int y = 0; y < fh; y++) {
                size_t cy = (size_t)(y_offset + y);
                if (cy >= height) break;
                size_t n = (size_t)fw;
                if ((size_t)x_offset + n > width) n = width - (size_t)x_offset;
                if ((size_t)x_offset < width) memcpy(canvas + (cy * width + (size_t)x_offset) * 4, frame + (size_t)y * (size_t)fw * 4, n * 4);
            }
            WebPFree(frame);
        }
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
