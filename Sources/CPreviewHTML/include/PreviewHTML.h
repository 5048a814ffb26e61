#ifndef KURIOSA_PREVIEW_HTML_H
#define KURIOSA_PREVIEW_HTML_H
/* Link-preview candidates from an HTML page, through libxml2's HTML parser.
   The C side only tokenizes, builds the tree and collects raw candidates in tree order;
   every decision of docs/link-previews.md (priority, blanks, whitespace, URLs) is taken in
   Swift, where it is tested. Only standard C types cross this line. */
#include <stddef.h>
#include <stdint.h>

/** What a candidate is; the values are stable because Swift switches on them. */
enum {
    KQ_PREVIEW_META = 1,  /* <meta>: name, property, content */
    KQ_PREVIEW_LINK = 2,  /* <link>: rel in `name`, href in `content` */
    KQ_PREVIEW_BASE = 3,  /* <base>: href in `content` */
    KQ_PREVIEW_TITLE = 4  /* <title>: text in `content`; `foreign` if inside <svg>/<math> */
};

/** One element the rules may read. Strings are NUL-terminated UTF-8 owned by the page, or
    NULL when the attribute is absent (an empty attribute is ""). */
typedef struct {
    int kind;
    int foreign;
    const char *name;
    const char *property;
    const char *content;
} kq_preview_item;

/** The candidates of one page, in tree order. Free with kq_preview_free. */
typedef struct {
    kq_preview_item *items;
    size_t count;
    size_t capacity;
    int parsed; /* 0 when libxml2 did not run (an empty page) or returned no document */
} kq_preview_page;

/** Parses `length` bytes of UTF-8 HTML (already decoded by the caller: sniffing follows the
    HTML standard, which libxml2 does not) and collects candidates. Never touches the network
    or loads entities. Returns NULL only when memory runs out. */
kq_preview_page *kq_preview_parse(const uint8_t *utf8, size_t length);

/** The same candidates from a walk of the tree libxml2 builds (what kq_preview_parse did
    before it read SAX events): the reference the tests compare kq_preview_parse with. */
kq_preview_page *kq_preview_parse_tree(const uint8_t *utf8, size_t length);

/** Frees a page from kq_preview_parse or kq_preview_parse_tree; NULL is fine. */
void kq_preview_free(kq_preview_page *page);

/** The HTML5-style token stream handed to libxml2 (see PreviewHTML.c), for tests and
    debugging. The result is malloc'd, NUL-terminated; free with kq_preview_free_string. */
char *kq_preview_normalize(const uint8_t *utf8, size_t length, size_t *out_length);
/** The same stream; with `candidates_only` (what kq_preview_parse parses), only the
    candidate tags (<meta>, <link>, <base>, <title> with its text, </title>) are kept, after
    the last title's text when a <title> follows the first <svg> or <math>, else throughout:
    libxml2 gives the same candidates from them. */
char *kq_preview_tokenize(const uint8_t *utf8, size_t length, int candidates_only, size_t *out_length);
void kq_preview_free_string(char *string);

/** 1 when the bytes are well-formed UTF-8 (Unicode's definition: no overlong forms, no
    surrogates, nothing above U+10FFFF, no cut sequence at the end), else 0. */
int kq_preview_utf8_valid(const uint8_t *bytes, size_t length);

/** The libxml2 version the parser runs against, e.g. "20914". */
const char *kq_xml_parser_version(void);

#endif
