#ifndef KURIOSA_PNGSHIMS_INTERNAL_H
#define KURIOSA_PNGSHIMS_INTERNAL_H
/* What PNGShims.c and PNGToJPEG.c share: libpng reading from memory, with the bounds asked
   for every 8 KiB of compressed data, and the one set of transforms to 8-bit RGBA. */
#include "CImageShims.h"
#include <png.h>

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t position;
    const kq_picture_bounds *bounds;
    /* KQ_IMAGE_OK, or the bound that stopped the decode. */
    int stopped;
} kq_png_memory;

/* A read struct over `memory`, errors by longjmp to png_jmpbuf, nothing printed. */
png_structp kq_png_open(kq_png_memory *memory, png_infop *info);

/* 8-bit RGBA whatever the file holds, in sRGB as the simplified API gives it; returns the
   number of interlace passes. Call after png_read_info, before png_read_update_info. */
int kq_png_to_rgba8(png_structp png, png_infop info);

#endif
