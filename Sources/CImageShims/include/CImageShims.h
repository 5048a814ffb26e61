#ifndef KURIOSA_CIMAGESHIMS_H
#define KURIOSA_CIMAGESHIMS_H
/* Picture decoding and JPEG encoding, through libjpeg(-turbo), libpng, giflib and libwebp,
   for photo import, exports and link previews alike. libjpeg and libpng report errors by
   longjmp, which Swift cannot catch, so every call into them stays on this side and Swift
   gets plain return codes. Each decoder reads the declared size first and refuses more than
   `max_pixels` before it allocates anything (decompression bombs). Only standard C types
   cross this line. */
#include <stddef.h>
#include <stdint.h>

enum {
    KQ_IMAGE_OK = 0,
    KQ_IMAGE_TOO_MANY_PIXELS = 1, /* declared size above max_pixels: nothing decoded */
    KQ_IMAGE_BAD = 2,             /* not decodable (or not encodable) */
    KQ_IMAGE_NO_MEMORY = 3,
    KQ_IMAGE_UNSUPPORTED = 4,     /* a variant the decoder does not take */
    KQ_IMAGE_TOO_COMPLEX = 5,     /* more scans than max_scans, or more pixels a byte than allowed */
    KQ_IMAGE_TIMED_OUT = 6,       /* the deadline passed while decoding */
    KQ_IMAGE_CANCELLED = 7        /* should_stop said so while decoding (Ctrl-C) */
};

/** What one decode may cost. Every decode checks `deadline_ns` (CLOCK_MONOTONIC, 0: none)
    and `should_stop` while it runs, so it stops within milliseconds of either: a JPEG from
    libjpeg's progress monitor (every row of MCUs), a PNG from libpng's read callback (every
    8 KiB of compressed data) and between rows, a GIF between lines, a WebP between the
    32 KiB steps of an incremental decode. */
typedef struct {
    uint64_t max_pixels;
    /** Progressive JPEG: more scans than this are refused before decoding (0: no limit). */
    int max_scans;
    /** Declared pixels above `pixels_per_byte_floor` may be at most this many per byte of
        the file (0: no limit): a 401-byte file claiming 120 megapixels is refused. */
    uint64_t pixels_per_byte;
    uint64_t pixels_per_byte_floor;
    int64_t deadline_ns;
    int (*should_stop)(void *context);
    void *stop_context;
} kq_picture_bounds;

/** CLOCK_MONOTONIC in nanoseconds, the clock of `deadline_ns`. */
int64_t kq_monotonic_ns(void);

/** KQ_IMAGE_TIMED_OUT when the deadline has passed, KQ_IMAGE_CANCELLED when should_stop
    says so, otherwise KQ_IMAGE_OK (also for NULL bounds). */
int kq_bounds_poll(const kq_picture_bounds *bounds);

/** The declared size of a picture from its first `available` bytes (a prefix of the file),
    through its own library: the JPEG frame header (SOF), the PNG IHDR, the GIF logical
    screen, the WebP canvas (VP8X) or bitstream header. KQ_IMAGE_OK with *width and *height
    set, or KQ_IMAGE_BAD when the prefix does not reach the header or it is damaged (the
    decode of the whole file then decides). */
int kq_jpeg_header(const uint8_t *data, size_t available, int *width, int *height);
int kq_png_header(const uint8_t *data, size_t available, int *width, int *height);
int kq_gif_header(const uint8_t *data, size_t available, int *width, int *height);
int kq_webp_header(const uint8_t *data, size_t available, int *width, int *height);

/** The number of scans (SOS markers) of a JPEG, found by walking its markers and skipping
    entropy-coded data; -1 when the structure is broken before the first scan. Cheap: no
    decoding, one pass over the bytes. */
int kq_jpeg_scan_count(const uint8_t *data, size_t size);

/** Checks a JPEG's declared size and scans against `bounds` without decoding (for the
    lossless transform, which has no progress hook): KQ_IMAGE_OK or the code a decode would
    give, with the declared size in *width and *height. */
int kq_jpeg_check(const uint8_t *data, size_t size, const kq_picture_bounds *bounds, int *width, int *height,
                  char *message, size_t message_size);

/** Puts straight-alpha RGBA onto white as cairo's RGB24 (native uint32 0x00RRGGBB). */
void kq_rgba_onto_white(const uint8_t *rgba, int width, int height, int rgba_stride, uint8_t *target, int target_stride);

/** Decoded pixels, 8 bits a channel, rows of `stride` bytes. `declared_width` and
    `declared_height` are what the file claimed (set also on failures after the header was
    read). Free `pixels` with kq_image_release. */
typedef struct {
    uint8_t *pixels;
    int width;
    int height;
    int stride;
    int declared_width;
    int declared_height;
} kq_image;

void kq_image_release(kq_image *image);
/** Frees a buffer these functions returned (the bytes of an encoded JPEG). */
void kq_image_free(void *pointer);

/* MARK: JPEG. */

/** How JPEG pixels are laid out in memory, decoded or to encode. */
typedef enum {
    /** 3 bytes a pixel: R G B. CMYK and YCCK JPEGs are converted as for RGBA. */
    KQ_JPEG_RGB = 0,
    /** 4 bytes a pixel: R G B 255, not premultiplied. CMYK and YCCK JPEGs are converted,
        inverted as Adobe writes them (nearly every CMYK JPEG on the web). */
    KQ_JPEG_RGBA = 1,
    /** cairo's CAIRO_FORMAT_RGB24: one native-endian uint32 0x00RRGGBB a pixel, for drawing
        with cairo without a pixel loop. CMYK and YCCK JPEGs are converted as for RGBA. */
    KQ_JPEG_CAIRO_RGB24 = 2
} kq_jpeg_layout;

/** How a decode may shrink the picture to keep its long side at least `min_long_side`
    (libjpeg scales while decoding: faster, and a fraction of the memory). */
typedef enum {
    /** The smallest factor n/8 (a 6000 px photo wanted at 1600 px is decoded at 2250 px). */
    KQ_JPEG_SCALE_EIGHTHS = 0,
    /** The smallest of 1/2, 1/4 and 1/8 (the link previews' stored pictures are made so). */
    KQ_JPEG_SCALE_HALVES = 1
} kq_jpeg_scaling;

/** Decodes any baseline or progressive JPEG into `layout`, rows packed (stride = width ×
    3 or 4). With `min_long_side` > 0 the picture is decoded scaled down by `scaling`.
    `bounds` are checked before anything is allocated and while decoding.
    Returns KQ_IMAGE_OK and fills `out`; otherwise another KQ_IMAGE_ code, with libjpeg's
    message (or this function's) in `message` when it is not NULL. */
int kq_jpeg_decode(const uint8_t *data, size_t size, kq_jpeg_layout layout, const kq_picture_bounds *bounds,
                   int min_long_side, kq_jpeg_scaling scaling, kq_image *out, char *message, size_t message_size);

/** Encodes pixels in `layout` (rows of `stride` bytes) as a baseline JPEG with only the
    JFIF header: no EXIF, ICC, XMP or comment. `optimize` asks for optimized Huffman tables
    (smaller, slower). Returns KQ_IMAGE_OK and sets *out (free with kq_image_free) and
    *out_size; otherwise KQ_IMAGE_BAD with a message as for kq_jpeg_decode. */
int kq_jpeg_encode(const uint8_t *pixels, int width, int height, int stride, kq_jpeg_layout layout,
                   int quality, int optimize, uint8_t **out, size_t *out_size, char *message, size_t message_size);

/* MARK: PNG, GIF, WebP: RGBA, 4 bytes a pixel, not premultiplied. Each checks the declared
   size (and a GIF's frame, a WebP's canvas) with kq_bounds_check_size before allocating. */

/** PNG of any bit depth or color type, in sRGB as libpng's simplified API would give it
    (APNG: the default image). */
int kq_decode_png(const uint8_t *data, size_t length, const kq_picture_bounds *bounds, kq_image *out);
/** A non-interlaced PNG straight to a baseline JPEG of `quality` (on white, as
    kq_rgba_onto_white), row by row, and to a copy shrunk by a whole factor whose long side
    stays at least `min_long_side` (in *small, cairo RGB24 as KQ_JPEG_CAIRO_RGB24): memory is
    a few rows, the small copy and the JPEG, not the picture. *jpeg is freed with
    kq_image_free. KQ_IMAGE_UNSUPPORTED for an interlaced PNG (decode it whole instead). */
int kq_png_to_jpeg(const uint8_t *data, size_t length, const kq_picture_bounds *bounds, int quality, int min_long_side,
                   uint8_t **jpeg, size_t *jpeg_size, kq_image *small, char *message, size_t message_size);
/** Decoded pixels (packed RGB, `channels` 3, or straight-alpha RGBA, 4, put on white) to a
    baseline JPEG turned upright by the EXIF `orientation` (1–8) as the rows are written,
    with a shrunk copy for the thumbnail as kq_png_to_jpeg: memory is the pixels given, a
    row, the small copy and the JPEG. `bounds` is asked between rows. */
int kq_encode_oriented(const uint8_t *pixels, int width, int height, int channels, int orientation,
                       const kq_picture_bounds *bounds, int quality, int min_long_side,
                       uint8_t **jpeg, size_t *jpeg_size, kq_image *small, char *message, size_t message_size);
/** An upright (`mirror` 0) or mirrored (1: EXIF orientation 2, each row reversed), baseline,
    non-CMYK JPEG decoded and encoded again row by row (quality, shrunk
    copy as kq_png_to_jpeg), for a photo whose lossless transform would cost more memory than
    photos may hold: memory is a row, the small copy and the JPEG. KQ_IMAGE_UNSUPPORTED for
    a progressive or CMYK file (decode it whole instead). The caller checked the bounds. */
int kq_jpeg_reencode_rows(const uint8_t *data, size_t size, int mirror, const kq_picture_bounds *bounds, int quality, int min_long_side,
                          uint8_t **jpeg, size_t *jpeg_size, kq_image *small, char *message, size_t message_size);
/** GIF: the first frame, placed on the logical screen; outside it and its transparent index
    are transparent. The screen and the frame are both checked against `max_pixels`; more
    than 4096 extension records before the frame are KQ_IMAGE_TOO_COMPLEX. */
int kq_decode_gif(const uint8_t *data, size_t length, const kq_picture_bounds *bounds, kq_image *out);
/** WebP, lossy or lossless, with alpha; animated: the first frame on the canvas. */
int kq_decode_webp(const uint8_t *data, size_t length, const kq_picture_bounds *bounds, kq_image *out);

/** KQ_IMAGE_OK, KQ_IMAGE_TOO_MANY_PIXELS or KQ_IMAGE_TOO_COMPLEX (pixels a byte) for a
    declared size of a file of `size` bytes; the message says which. */
int kq_bounds_check_size(uint64_t width, uint64_t height, size_t size, const kq_picture_bounds *bounds,
                         char *message, size_t message_size);

/** glibc's allocator maps every block over 32 MiB on its own and unmaps it on free, and trims
    the heap after large frees; a run that decodes many photos (36 MB of RGB each at 12
    megapixels, and an upright copy) then has the kernel map, fault in and zero those pages for
    every photo. Called before decoding photos (import and export alike): keeps blocks up to
    256 MiB in the heap and up to 128 MiB of free heap, so the next photo reuses the pages; a
    larger block (a big catalog's buffer) is still mapped on its own. Only the first call
    does anything. Returns 1 when the settings are in place (0 without glibc). */
int kq_pictures_keep_large_blocks(void);

#endif
