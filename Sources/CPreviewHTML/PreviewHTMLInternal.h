#ifndef KURIOSA_PREVIEW_HTML_INTERNAL_H
#define KURIOSA_PREVIEW_HTML_INTERNAL_H
/* Shared by the link-preview tokenizer's C files (PreviewHTML.c, PreviewHTMLText.c); not
   part of the shims' public header, so Swift never sees it. */
#include <stddef.h>
#include <stdint.h>

/** A growable byte buffer, NUL-terminated; `failed` once memory ran out (then it stays put). */
typedef struct { char *data; size_t len, cap; int failed; } kq_buf;

void kqh_buf_reserve(kq_buf *b, size_t extra);
void kqh_buf_put(kq_buf *b, const char *s, size_t n);
/** A code point as UTF-8; `&`, `<`, `>` (and `"` in an attribute) escaped for libxml2. */
void kqh_buf_put_cp(kq_buf *b, uint32_t cp, int attr);

/** Decodes the reference at s[i] == '&' into `out`; returns the index after it. */
size_t kqh_char_ref(const uint8_t *s, size_t i, size_t n, int attr, kq_buf *out);
/** Text of a range with references decoded (RCDATA, attribute values), escaped. */
void kqh_put_text(kq_buf *out, const uint8_t *s, size_t from, size_t to, int attr);

static inline int is_alpha(uint8_t c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
static inline int is_digit(uint8_t c) { return c >= '0' && c <= '9'; }
static inline int is_alnum(uint8_t c) { return is_alpha(c) || is_digit(c); }
static inline int is_hex(uint8_t c) { return is_digit(c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'); }
static inline int is_space(uint8_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'; }
static inline uint8_t lower(uint8_t c) { return (c >= 'A' && c <= 'Z') ? (uint8_t)(c | 0x20) : c; }

#endif
