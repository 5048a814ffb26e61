/* The tables of an OpenDocument spreadsheet (.ods, LibreOffice's own format) through libxml2's
   SAX2 push parser: its content.xml holds every sheet as a <table:table> of <table:table-row>s
   of <table:table-cell>s, each with its value type and value as attributes and its text in
   <text:p> paragraphs. A row or cell may stand for several (number-rows-repeated,
   number-columns-repeated: a sheet's empty tail is one row repeated a million times); only
   those with something in them are reported, each repetition in its own place, within the
   caller's bounds. Comments (<office:annotation>) and links (<text:a xlink:href>) in a cell are
   reported beside its text. The sheet styles that hide a sheet (table:display="false") are
   reported too. What a value means is the caller's. */
#include "SheetShims.h"
#include "SheetShimsInternal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ODS_MAX_ROW = 1048576, ODS_MAX_COLUMN = 16384 };

static const char *const TABLE_NS = "urn:oasis:names:tc:opendocument:xmlns:table:1.0";
static const char *const TEXT_NS = "urn:oasis:names:tc:opendocument:xmlns:text:1.0";
static const char *const OFFICE_NS = "urn:oasis:names:tc:opendocument:xmlns:office:1.0";
static const char *const STYLE_NS = "urn:oasis:names:tc:opendocument:xmlns:style:1.0";
static const char *const DRAW_NS = "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0";

typedef struct {
    int32_t column, rows, columns;
    char *type, *value, *currency;
    /* images: one line a <draw:image>, its frame's name, a tab, and its xlink:href. */
    buffer text, note, links, images;
} pending_cell;

typedef struct {
    common_state common;
    ks_ods_table_callback table;
    ks_ods_cell_callback cell;
    ks_ods_style_callback style;
    void *context;
    int wanted;
    size_t max_cell;
    int64_t max_cells, cells_reported;
    int tables, table_depth, in_wanted;
    int64_t row, row_repeat;
    int32_t column;
    /* The cell being read. */
    int in_cell, cell_repeat, note_depth, paragraphs, note_paragraphs, p_depth;
    pending_cell current;
    /* The row's cells with something in them, reported when the row ends (once a repetition). */
    pending_cell *cells;
    size_t count, capacity;
    /* A table style being read: its name, and whether it hides the sheet. */
    char *style_name;
    int style_is_table;
    /* The name of the <draw:frame> being read, and whether the wanted table's <table:shapes>
       (pictures placed on the sheet, at no cell) is. */
    char *frame_name;
    int in_shapes, frame_images;
} ods_state;

static int is(const xmlChar *uri, const char *ns) { return uri && strcmp((const char *)uri, ns) == 0; }

static char *attribute(const xmlChar **attributes, int count, const char *name) {
    for (int i = 0; i < count; i++) {
        if (strcmp((const char *)attributes[i * 5], name) == 0) {
            return strndup((const char *)attributes[i * 5 + 3], (size_t)(attributes[i * 5 + 4] - attributes[i * 5 + 3]));
        }
    }
    return NULL;
}

/* A repeat or span count: 1 when absent or not a positive number, at most `max`. */
static int64_t count_attribute(const xmlChar **attributes, int count, const char *name, int64_t max) {
    char *text = attribute(attributes, count, name);
    if (!text) return 1;
    long long value = strtoll(text, NULL, 10);
    free(text);
    return value < 1 ? 1 : value > max ? max : value;
}

static void free_cell(pending_cell *cell) {
    free(cell->type);
    free(cell->value);
    free(cell->currency);
    free(cell->text.bytes);
    free(cell->note.bytes);
    free(cell->links.bytes);
    free(cell->images.bytes);
    memset(cell, 0, sizeof *cell);
}

static void put(ods_state *s, buffer *b, const char *bytes, size_t length) {
    if (s->common.failed) return;
    if (b->length + length > s->max_cell) {
        char message[128];
        snprintf(message, sizeof message, "a cell of row %lld holds more than %zu bytes", (long long)s->row, s->max_cell);
        ks_fail(&s->common, message);
    } else if (ks_append(b, bytes, length) != 0) {
        ks_fail(&s->common, "out of memory");
    }
}

/* One <draw:image>: a line of its frame's name (tabs and line breaks made spaces), a tab and
   its xlink:href (empty when it has none, or one with a line break: a picture held inline). */
static void add_image(ods_state *s, buffer *b, const xmlChar **attributes, int count) {
    if (b->length > 0) put(s, b, "\n", 1);
    const char *name = s->frame_name ? s->frame_name : "";
    for (const char *c = name; *c; c++) put(s, b, (*c == '\t' || *c == '\n' || *c == '\r') ? " " : c, 1);
    put(s, b, "\t", 1);
    char *href = attribute(attributes, count, "href");
    if (href && !strchr(href, '\n') && !strchr(href, '\t')) put(s, b, href, strlen(href));
    free(href);
}

/* The buffer a cell's text goes to now: its comment's, or its own. */
static buffer *target(ods_state *s) { return s->note_depth > 0 ? &s->current.note : &s->current.text; }

static void report_row(ods_state *s) {
    if (s->count == 0) return;
    /* A row repeated past the bound is refused before any of it is given. */
    if ((int64_t)s->count * s->row_repeat > s->max_cells - s->cells_reported) {
        ks_fail(&s->common, "the sheet repeats its cells past the number an import reads");
        return;
    }
    for (int64_t r = 0; r < s->row_repeat && !s->common.failed && !s->common.stopped; r++) {
        int64_t row = s->row + r;
        if (row > ODS_MAX_ROW) {
            ks_fail(&s->common, "the sheet has rows past row 1,048,576");
            return;
        }
        for (size_t i = 0; i < s->count && !s->common.stopped; i++) {
            pending_cell *c = &s->cells[i];
            if (++s->cells_reported > s->max_cells) {
                ks_fail(&s->common, "the sheet repeats its cells past the number an import reads");
                return;
            }
            ks_ods_cell cell = {c->column, c->rows, c->columns, c->type, c->value, c->currency,
                                c->text.bytes ? c->text.bytes : "", c->text.length,
                                c->note.bytes ? c->note.bytes : "", c->note.length,
                                c->links.bytes ? c->links.bytes : "", c->links.length,
                                c->images.bytes ? c->images.bytes : "", c->images.length};
            if (s->cell(s->context, row, &cell)) ks_stop(&s->common);
        }
    }
}

static void clear_row(ods_state *s) {
    for (size_t i = 0; i < s->count; i++) free_cell(&s->cells[i]);
    s->count = 0;
}

/* The cell just read, once a column it repeats over, when it holds a value, text, a comment,
   a link or a span. */
static void keep_cell(ods_state *s) {
    pending_cell *c = &s->current;
    int empty = !c->type && !c->value && c->text.length == 0 && c->note.length == 0 && c->links.length == 0 && c->images.length == 0 &&
                c->rows == 1 && c->columns == 1;
    if (!empty) {
        for (int r = 0; r < s->cell_repeat && !s->common.failed; r++) {
            if (s->column + r >= ODS_MAX_COLUMN) {
                ks_fail(&s->common, "a row has more than 16,384 columns");
                break;
            }
            if (s->count == s->capacity) {
                size_t capacity = s->capacity ? s->capacity * 2 : 64;
                pending_cell *grown = realloc(s->cells, capacity * sizeof *grown);
                if (!grown) {
                    ks_fail(&s->common, "out of memory");
                    break;
                }
                s->cells = grown;
                s->capacity = capacity;
            }
            pending_cell *copy = &s->cells[s->count++];
            memset(copy, 0, sizeof *copy);
            copy->column = s->column + r;
            copy->rows = c->rows;
            copy->columns = c->columns;
            copy->type = c->type ? strdup(c->type) : NULL;
            copy->value = c->value ? strdup(c->value) : NULL;
            copy->currency = c->currency ? strdup(c->currency) : NULL;
            put(s, &copy->text, c->text.bytes ? c->text.bytes : "", c->text.length);
            put(s, &copy->note, c->note.bytes ? c->note.bytes : "", c->note.length);
            put(s, &copy->links, c->links.bytes ? c->links.bytes : "", c->links.length);
            put(s, &copy->images, c->images.bytes ? c->images.bytes : "", c->images.length);
        }
    }
    s->column += s->cell_repeat;
    free_cell(c);
}

static void ods_start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri, int namespace_count,
                      const xmlChar **namespaces, int count, int defaulted, const xmlChar **attributes) {
    (void)prefix; (void)namespace_count; (void)namespaces; (void)defaulted;
    ods_state *s = context;
    if (s->common.failed || s->common.stopped) return;
    const char *n = (const char *)name;
    if (is(uri, STYLE_NS) && strcmp(n, "style") == 0) {
        char *family = attribute(attributes, count, "family");
        s->style_is_table = family && strcmp(family, "table") == 0;
        free(family);
        free(s->style_name);
        s->style_name = s->style_is_table ? attribute(attributes, count, "name") : NULL;
    } else if (is(uri, STYLE_NS) && strcmp(n, "table-properties") == 0 && s->style_is_table && s->style_name && s->style) {
        char *display = attribute(attributes, count, "display");
        if (display && strcmp(display, "false") == 0 && s->style(s->context, s->style_name)) ks_stop(&s->common);
        free(display);
    } else if (is(uri, TABLE_NS) && strcmp(n, "table") == 0) {
        if (s->table_depth++ > 0) return;  /* a table inside a cell (a chart's data) is not a sheet */
        int index = s->tables++;
        char *table_name = attribute(attributes, count, "name");
        char *style = attribute(attributes, count, "style-name");
        if (s->table && s->table(s->context, index, table_name ? table_name : "", style ? style : "")) ks_stop(&s->common);
        free(table_name);
        free(style);
        s->in_wanted = index == s->wanted;
        s->row = 1;
    } else if (!s->in_wanted || s->table_depth != 1) {
        return;
    } else if (is(uri, TABLE_NS) && strcmp(n, "shapes") == 0) {
        s->in_shapes = 1;
    } else if (is(uri, DRAW_NS) && strcmp(n, "frame") == 0 && (s->in_shapes || (s->in_cell && s->note_depth == 0))) {
        free(s->frame_name);
        s->frame_name = attribute(attributes, count, "name");
        s->frame_images = 0;
    } else if (is(uri, DRAW_NS) && (strcmp(n, "object") == 0 || strcmp(n, "object-ole") == 0)) {
        s->frame_images++;  /* a chart's or an object's frame: its image is the object's stand-in */
    } else if (is(uri, DRAW_NS) && strcmp(n, "image") == 0 && s->in_shapes && s->frame_images++ == 0) {
        /* A picture placed on the sheet: given at once, as a cell of row 0 (no cell). */
        pending_cell shape;
        memset(&shape, 0, sizeof shape);
        add_image(s, &shape.images, attributes, count);
        ks_ods_cell cell = {0, 1, 1, NULL, NULL, NULL, "", 0, "", 0, "", 0,
                            shape.images.bytes ? shape.images.bytes : "", shape.images.length};
        if (!s->common.failed && s->cell(s->context, 0, &cell)) ks_stop(&s->common);
        free_cell(&shape);
    } else if (is(uri, TABLE_NS) && strcmp(n, "table-row") == 0) {
        s->row_repeat = count_attribute(attributes, count, "number-rows-repeated", ODS_MAX_ROW + 1);
        s->column = 0;
        clear_row(s);
    } else if (is(uri, TABLE_NS) && (strcmp(n, "table-cell") == 0 || strcmp(n, "covered-table-cell") == 0)) {
        free_cell(&s->current);
        s->in_cell = 1;
        s->paragraphs = 0;
        s->note_paragraphs = 0;
        s->p_depth = 0;
        s->cell_repeat = (int)count_attribute(attributes, count, "number-columns-repeated", ODS_MAX_COLUMN + 1);
        s->current.rows = (int32_t)count_attribute(attributes, count, "number-rows-spanned", ODS_MAX_ROW);
        s->current.columns = (int32_t)count_attribute(attributes, count, "number-columns-spanned", ODS_MAX_COLUMN);
        if (strcmp(n, "table-cell") == 0) {
            s->current.type = attribute(attributes, count, "value-type");
            const char *key = !s->current.type ? NULL
                : strcmp(s->current.type, "date") == 0 ? "date-value"
                : strcmp(s->current.type, "time") == 0 ? "time-value"
                : strcmp(s->current.type, "boolean") == 0 ? "boolean-value"
                : strcmp(s->current.type, "string") == 0 ? NULL : "value";
            if (key) s->current.value = attribute(attributes, count, key);
            if (s->current.type && strcmp(s->current.type, "currency") == 0) s->current.currency = attribute(attributes, count, "currency");
            if (s->current.type && strcmp(s->current.type, "string") == 0) {
                /* Text is the paragraphs'; some writers put it in office:string-value. */
                free(s->current.type);
                s->current.type = NULL;
                s->current.value = attribute(attributes, count, "string-value");
            }
        }
    } else if (!s->in_cell) {
        return;
    } else if (is(uri, OFFICE_NS) && strcmp(n, "annotation") == 0) {
        s->note_depth++;
    } else if (is(uri, DRAW_NS) && strcmp(n, "image") == 0 && s->note_depth == 0 && s->frame_images++ == 0) {
        /* A frame's later images are the first's stand-ins (an SVG's PNG): one picture. */
        add_image(s, &s->current.images, attributes, count);
    } else if (is(uri, TEXT_NS) && strcmp(n, "p") == 0) {
        buffer *b = target(s);
        int *paragraphs = s->note_depth > 0 ? &s->note_paragraphs : &s->paragraphs;
        if ((*paragraphs)++ > 0) put(s, b, "\n", 1);
        s->p_depth++;
    } else if (is(uri, TEXT_NS) && strcmp(n, "s") == 0) {
        int64_t spaces = count_attribute(attributes, count, "c", 1000);
        for (int64_t i = 0; i < spaces; i++) put(s, target(s), " ", 1);
    } else if (is(uri, TEXT_NS) && strcmp(n, "tab") == 0) {
        put(s, target(s), "\t", 1);
    } else if (is(uri, TEXT_NS) && strcmp(n, "line-break") == 0) {
        put(s, target(s), "\n", 1);
    } else if (is(uri, TEXT_NS) && strcmp(n, "a") == 0 && s->note_depth == 0) {
        char *href = attribute(attributes, count, "href");
        if (href && href[0] && href[0] != '#' && !strchr(href, '\n')) {
            if (s->current.links.length > 0) put(s, &s->current.links, "\n", 1);
            put(s, &s->current.links, href, strlen(href));
        }
        free(href);
    }
}

static void ods_end(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix;
    ods_state *s = context;
    if (s->common.failed || s->common.stopped) return;
    const char *n = (const char *)name;
    if (is(uri, STYLE_NS) && strcmp(n, "style") == 0) {
        free(s->style_name);
        s->style_name = NULL;
        s->style_is_table = 0;
    } else if (is(uri, TABLE_NS) && strcmp(n, "table") == 0) {
        if (--s->table_depth == 0) {
            clear_row(s);
            s->in_wanted = 0;
        }
    } else if (!s->in_wanted || s->table_depth != 1) {
        return;
    } else if (is(uri, TABLE_NS) && strcmp(n, "shapes") == 0) {
        s->in_shapes = 0;
    } else if (is(uri, DRAW_NS) && strcmp(n, "frame") == 0) {
        free(s->frame_name);
        s->frame_name = NULL;
        s->frame_images = 0;
    } else if (is(uri, TABLE_NS) && strcmp(n, "table-row") == 0) {
        report_row(s);
        clear_row(s);
        s->row += s->row_repeat;
    } else if (is(uri, TABLE_NS) && (strcmp(n, "table-cell") == 0 || strcmp(n, "covered-table-cell") == 0) && s->in_cell) {
        s->in_cell = 0;
        keep_cell(s);
    } else if (is(uri, OFFICE_NS) && strcmp(n, "annotation") == 0 && s->note_depth > 0) {
        s->note_depth--;
    } else if (is(uri, TEXT_NS) && strcmp(n, "p") == 0 && s->p_depth > 0) {
        s->p_depth--;
    }
}

static void ods_characters(void *context, const xmlChar *text, int length) {
    ods_state *s = context;
    if (s->common.failed || s->common.stopped || !s->in_wanted || !s->in_cell || s->table_depth != 1) return;
    /* Only the text of paragraphs counts (not an annotation's author and date). */
    if (s->p_depth == 0) return;
    put(s, target(s), (const char *)text, (size_t)length);
}

int ks_ods_tables(ks_read_callback read, void *read_context, int wanted, ks_ods_table_callback table, ks_ods_cell_callback cell,
                  ks_ods_style_callback style, void *context, size_t max_cell, int64_t max_cells, char *error, size_t error_size) {
    xmlSAXHandler sax;
    ks_init_sax(&sax);
    sax.startElementNs = ods_start;
    sax.endElementNs = ods_end;
    sax.characters = ods_characters;
    sax.cdataBlock = ods_characters;
    ods_state s;
    memset(&s, 0, sizeof s);
    s.common.error = error;
    s.common.error_size = error_size;
    s.table = table;
    s.cell = cell;
    s.style = style;
    s.context = context;
    s.wanted = wanted;
    s.max_cell = max_cell;
    s.max_cells = max_cells;
    s.row_repeat = 1;
    int result = ks_drive(&sax, &s.common, read, read_context);
    free_cell(&s.current);
    clear_row(&s);
    free(s.cells);
    free(s.style_name);
    free(s.frame_name);
    return result;
}
