/* The XML of .xlsx workbooks through libxml2's SAX2 push parser, for KuriosaImport only.

   libxml2's headers enable ICU, whose types clash with Foundation's, so Swift never sees
   them: these functions take the part's bytes through a read callback (KuriosaImport reads
   them out of the ZIP with libzip) and hand back plain C values. They take no decision of
   the import rules: the sheet parser reports each row's cells as the file writes them. */
#ifndef KURIOSA_SHEET_SHIMS_H
#define KURIOSA_SHEET_SHIMS_H
#include <stddef.h>
#include <stdint.h>

/** Fills `buffer` with up to `length` bytes of the part: the count, 0 at its end, -1 on error. */
typedef int (*ks_read_callback)(void *context, char *buffer, int length);

/** One element's start: its local name and attributes as local name/value pairs, with the
    number of pairs. Return nonzero to stop parsing. */
typedef int (*ks_element_callback)(void *context, const char *name, const char *const *attributes, int count);

/** Parses a small part (workbook, relationships, styles) and calls `element` for every element
    start. 0 when the part was read to its end or stopped; -1 with a message in `error`. */
int ks_xml_elements(ks_read_callback read, void *read_context, ks_element_callback element, void *context,
                    char *error, size_t error_size);

/** An element's end with its own text: the characters between its start (or its last child's
    end) and its end, at most `max_text` bytes of them kept (`length`) while `total` counts
    them all. Return nonzero to stop parsing. */
typedef int (*ks_xml_end_callback)(void *context, const char *name, const char *text, size_t length, size_t total);
typedef ks_element_callback ks_xml_start_callback;

/** Parses a whole XML document, calling `start` for every element start and `end` for every
    end. `doctype` nonzero allows a DOCTYPE (never loaded); an entity declaration is refused. */
int ks_xml_events(ks_read_callback read, void *read_context, ks_xml_start_callback start, ks_xml_end_callback end,
                  void *context, size_t max_text, int doctype, char *error, size_t error_size);

/** One shared string: the text of its runs joined (phonetic runs left out), in UTF-8. */
typedef int (*ks_string_callback)(void *context, const char *text, size_t length);

/** Parses xl/sharedStrings.xml, calling `string` for each `<si>` in order. */
int ks_shared_strings(ks_read_callback read, void *read_context, ks_string_callback string, void *context,
                      size_t max_length, char *error, size_t error_size);

/** Parses a part and calls `string` for each `item` element in order with the text of the
    `text_element`s inside it (the item's own text when both are one name), phonetic runs left
    out: `<comment>`'s `<t>` runs, `<author>`, `<threadedComment>`'s `<text>`. */
int ks_item_texts(ks_read_callback read, void *read_context, const char *item, const char *text_element,
                  ks_string_callback string, void *context, size_t max_length, char *error, size_t error_size);

/** What a cell's `t` attribute says it holds. */
enum {
    KS_CELL_NUMBER = 0,   /* t="n" or none: the value is a number */
    KS_CELL_SHARED = 1,   /* t="s": the value is an index into the shared strings */
    KS_CELL_INLINE = 2,   /* t="inlineStr": the text of <is> */
    KS_CELL_BOOLEAN = 3,  /* t="b": 0 or 1 */
    KS_CELL_ERROR = 4,    /* t="e": #N/A, #DIV/0! … */
    KS_CELL_STRING = 5,   /* t="str": a formula's text result */
    KS_CELL_DATE = 6,     /* t="d": an ISO 8601 date and time */
};

typedef struct {
    int32_t column;  /* 0-based: A is 0 */
    int32_t type;    /* KS_CELL_… */
    int32_t style;   /* the s attribute: an index into the styles' cellXfs */
    size_t offset;   /* of the value (<v>, or the inline string) in the row's text */
    size_t length;
    int32_t value_metadata;  /* the vm attribute (Excel 365's picture in a cell), 0 when none */
} ks_sheet_cell;

typedef struct {
    int64_t row;     /* 1-based, as the sheet shows it */
    const ks_sheet_cell *cells;
    size_t count;
    const char *text;
} ks_sheet_row;

/** A row and its cells with a value; return nonzero to stop parsing. */
typedef int (*ks_row_callback)(void *context, const ks_sheet_row *row);
/** A merged range's reference (`A1:C1`). */
typedef int (*ks_merge_callback)(void *context, const char *reference);

/** A cell's link (`<hyperlink>`): its cell or range (`B2`, `B2:B4`), its relationship id (the
    address is the relationship's target; NULL for a link inside the workbook) and its
    location (a place in the workbook or the part after `#`; NULL when none). */
typedef int (*ks_link_callback)(void *context, const char *reference, const char *relationship, const char *location);

/** Parses a worksheet: `row` for each <row> that has cells with values, in file order,
    `merge` for each <mergeCell> and `link` for each <hyperlink> (which come after the rows);
    any may be NULL. A cell
    without a value (only a style) is left out. Cells of more than `max_cell` bytes, columns
    past XFD and rows past 1,048,576 are errors. */
int ks_sheet_rows(ks_read_callback read, void *read_context, ks_row_callback row, ks_merge_callback merge,
                  ks_link_callback link, void *context, size_t max_cell, char *error, size_t error_size);

/** One cell of an HTML table with text, a link or a span: its row (1-based, the table's rows
    in order), its column (0-based, the spans of cells before and above it counted), its row
    and column spans, its text in UTF-8, the addresses of its links (`<a href>`), one a
    line (length 0 when none), and its pictures (`<img>`): how many, and their sources one a
    line (an empty line for one without; length 0 when they were too long). The page's
    pictures outside every table come last, as a cell of row 0. Return nonzero to stop. */
typedef int (*ks_table_cell_callback)(void *context, int64_t row, int32_t column, int32_t rows, int32_t columns,
                                      const char *text, size_t length, const char *links, size_t links_length,
                                      const char *images, size_t images_length, int32_t pictures);

/** Parses an HTML page (UTF-8) and returns how many tables it has outside other tables; when
    `wanted` is one of them (0-based), reports its cells through `cell`. -1 with a message in
    `error` for a cell over `max_cell` bytes or a row past 16,384 columns. */
int ks_html_tables(const char *utf8, size_t length, int wanted, ks_table_cell_callback cell, void *context,
                   size_t max_cell, char *error, size_t error_size);

/** A sheet (a top-level <table:table>) of an OpenDocument spreadsheet's content.xml, in order:
    its index, name and style name. Return nonzero to stop. */
typedef int (*ks_ods_table_callback)(void *context, int index, const char *name, const char *style);
/** A table style that hides its sheet (table:display="false"). Return nonzero to stop. */
typedef int (*ks_ods_style_callback)(void *context, const char *style);

/** One cell with a value, text, comment, link, picture or span: its column (0-based), spans,
    value type (NULL for text: `float`, `percentage`, `currency`, `date`, `time`, `boolean`),
    value as written (office:value, date-value, time-value or boolean-value), currency code, its
    paragraphs' text (one a line), its comment's text, its links' addresses (one a line) and its
    pictures (<draw:image>), one a line: the frame's name, a tab, the image's xlink:href.
    Pictures placed on the sheet (<table:shapes>, at no cell) come as cells of row 0. */
typedef struct {
    int32_t column, rows, columns;
    const char *type, *value, *currency;
    const char *text;
    size_t text_length;
    const char *note;
    size_t note_length;
    const char *links;
    size_t links_length;
    const char *images;
    size_t images_length;
} ks_ods_cell;
typedef int (*ks_ods_cell_callback)(void *context, int64_t row, const ks_ods_cell *cell);

/** Parses content.xml: `table` for every sheet, `style` for every hiding table style, and
    `cell` for each cell of the sheet `wanted` (0-based; -1 for none) in order, repeated rows
    and cells once a place. -1 with a message for a cell over `max_cell` bytes, more than
    `max_cells` cells reported, a row past 16,384 columns or past row 1,048,576. */
int ks_ods_tables(ks_read_callback read, void *read_context, int wanted, ks_ods_table_callback table, ks_ods_cell_callback cell,
                  ks_ods_style_callback style, void *context, size_t max_cell, int64_t max_cells, char *error, size_t error_size);

#endif
