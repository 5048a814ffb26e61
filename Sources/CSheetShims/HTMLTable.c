/* The tables of an HTML page through libxml2's HTML parser: what web apps call an "Excel
   export" is often an HTML table in a file named .xls, which Excel and LibreOffice open as a
   sheet. The page is parsed into a tree (its size is bounded by the caller) with the network
   off and errors silent; the tables that are not inside another table are counted, and one
   of them is reported cell by cell: its rows in order (those of <thead>, <tbody>, <tfoot> and
   its own), each cell's column counting the column and row spans before it, its spans, and
   its text as a browser lays it out (runs of white space one space, <br> a line break,
   <script> and <style> left out). What a span means is the caller's (a merged range). */
#include "SheetShims.h"
#include "SheetShimsInternal.h"
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { MAX_COLUMNS = 16384, MAX_SPAN = 1000 };

typedef struct {
    char *bytes;
    size_t length, capacity, max;
    int too_long;
    int pending_space;
} text_buffer;

static int name_is(xmlNodePtr node, const char *name) {
    return node && node->type == XML_ELEMENT_NODE && node->name && xmlStrcasecmp(node->name, (const xmlChar *)name) == 0;
}

static void put_bytes(text_buffer *t, const char *bytes, size_t length) {
    if (t->too_long) return;
    if (t->length + length + 1 > t->max) { t->too_long = 1; return; }
    if (t->length + length + 1 > t->capacity) {
        size_t cap = t->capacity ? t->capacity : 256;
        while (cap < t->length + length + 1) cap *= 2;
        char *grown = realloc(t->bytes, cap);
        if (!grown) { t->too_long = 1; return; }
        t->bytes = grown;
        t->capacity = cap;
    }
    memcpy(t->bytes + t->length, bytes, length);
    t->length += length;
    t->bytes[t->length] = 0;
}

/* Text as laid out: white space runs become one space, none at the start of a line. */
static void put_text(text_buffer *t, const xmlChar *text) {
    for (const xmlChar *p = text; *p; p++) {
        if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\f') {
            t->pending_space = 1;
            continue;
        }
        if (t->pending_space && t->length > 0 && t->bytes[t->length - 1] != '\n') put_bytes(t, " ", 1);
        t->pending_space = 0;
        put_bytes(t, (const char *)p, 1);
    }
}

static void line_break(text_buffer *t) {
    t->pending_space = 0;
    put_bytes(t, "\n", 1);
}

static void collect(text_buffer *t, xmlNodePtr node) {
    for (xmlNodePtr child = node->children; child; child = child->next) {
        if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE) {
            if (child->content) put_text(t, child->content);
        } else if (child->type == XML_ELEMENT_NODE) {
            if (name_is(child, "script") || name_is(child, "style")) continue;
            if (name_is(child, "br")) { line_break(t); continue; }
            int block = name_is(child, "p") || name_is(child, "div") || name_is(child, "li") || name_is(child, "table") ||
                        name_is(child, "tr");
            if (block && t->length > 0 && t->bytes[t->length - 1] != '\n') line_break(t);
            collect(t, child);
            if (block && t->length > 0 && t->bytes[t->length - 1] != '\n') line_break(t);
            /* The cells of a table inside a cell stand apart, as a browser shows them. */
            if (name_is(child, "td") || name_is(child, "th")) t->pending_space = 1;
        }
    }
}

/* The top-level tables in document order (a table inside another's cell is part of it). */
static void find_tables(xmlNodePtr node, xmlNodePtr *tables, int *count, int max) {
    for (xmlNodePtr child = node; child; child = child->next) {
        if (name_is(child, "table")) {
            if (*count < max) tables[*count] = child;
            (*count)++;
            continue;
        }
        if (child->type == XML_ELEMENT_NODE || child->type == XML_DOCUMENT_NODE || child->type == XML_HTML_DOCUMENT_NODE) {
            find_tables(child->children, tables, count, max);
        }
    }
}

static int span(xmlNodePtr cell, const char *name) {
    xmlChar *value = xmlGetProp(cell, (const xmlChar *)name);
    if (!value) return 1;
    long n = strtol((const char *)value, NULL, 10);
    xmlFree(value);
    return n < 1 ? 1 : n > MAX_SPAN ? MAX_SPAN : (int)n;
}

typedef struct {
    ks_table_cell_callback cell;
    void *context;
    size_t max_cell;
    char *error;
    size_t error_size;
    int *rows_left;  /* per column: rows below this one a cell above still covers */
    int width;       /* columns any row has used: the counts past it are 0 */
    int64_t row;
    int failed, stopped;
} table_state;

static void fail(table_state *s, const char *message) {
    if (!s->failed) snprintf(s->error, s->error_size, "%s", message);
    s->failed = 1;
}

static void report(table_state *s, int column, int rows, int columns, const char *text, size_t length, const char *links,
                   size_t links_length, const char *images, size_t images_length, int pictures) {
    if (s->failed || s->stopped || (length == 0 && links_length == 0 && pictures == 0 && rows == 1 && columns == 1)) return;
    if (s->cell(s->context, s->row, column, rows, columns, text, length, links, links_length, images, images_length, pictures)) {
        s->stopped = 1;
    }
}

/* The sources of the cell's pictures (`<img src>`), one a line, in document order; one
   without a source, or with a line break in it, is a line of its own with nothing on it. */
static void collect_images(text_buffer *t, xmlNodePtr node, int *count) {
    for (xmlNodePtr child = node->children; child && *count < 1000; child = child->next) {
        if (child->type != XML_ELEMENT_NODE) continue;
        if (name_is(child, "img")) {
            xmlChar *src = xmlGetProp(child, (const xmlChar *)"src");
            const char *h = src ? (const char *)src : "";
            while (*h == ' ' || *h == '\t') h++;
            size_t n = strlen(h);
            while (n > 0 && (h[n - 1] == ' ' || h[n - 1] == '\t')) n--;
            if (memchr(h, '\n', n) || memchr(h, '\r', n)) n = 0;
            if ((*count)++ > 0) put_bytes(t, "\n", 1);
            put_bytes(t, h, n);
            if (src) xmlFree(src);
        }
        collect_images(t, child, count);
    }
}

/* The addresses of the cell's links (`<a href>`), one a line, in document order; an address
   with a line break in it is left out, as are links inside the page (`#…`) and scripts. */
static void collect_links(text_buffer *t, xmlNodePtr node) {
    for (xmlNodePtr child = node->children; child; child = child->next) {
        if (child->type != XML_ELEMENT_NODE) continue;
        if (name_is(child, "a")) {
            xmlChar *href = xmlGetProp(child, (const xmlChar *)"href");
            if (href) {
                const char *h = (const char *)href;
                while (*h == ' ' || *h == '\t') h++;
                size_t n = strlen(h);
                while (n > 0 && (h[n - 1] == ' ' || h[n - 1] == '\t')) n--;
                if (n > 0 && h[0] != '#' && strncasecmp(h, "javascript:", 11) != 0 && !memchr(h, '\n', n) && !memchr(h, '\r', n)) {
                    if (t->length > 0) put_bytes(t, "\n", 1);
                    put_bytes(t, h, n);
                }
                xmlFree(href);
            }
        }
        collect_links(t, child);
    }
}

/* Columns from `column` on that a cell of a row above still covers. */
static int skip_covered(table_state *s, int column) {
    while (column < MAX_COLUMNS && s->rows_left[column] > 0) column++;
    return column;
}

static void read_row(table_state *s, xmlNodePtr tr) {
    s->row++;
    int column = 0;
    for (xmlNodePtr cell = tr->children; cell && !s->failed && !s->stopped; cell = cell->next) {
        if (!name_is(cell, "td") && !name_is(cell, "th")) continue;
        column = skip_covered(s, column);
        int columns = span(cell, "colspan"), rows = span(cell, "rowspan");
        if (column + columns > MAX_COLUMNS) { fail(s, "a row has more than 16,384 columns"); return; }
        text_buffer t = {.max = s->max_cell + 1};
        collect(&t, cell);
        while (t.length > 0 && (t.bytes[t.length - 1] == ' ' || t.bytes[t.length - 1] == '\n')) t.bytes[--t.length] = 0;
        if (t.too_long) {
            free(t.bytes);
            char message[96];
            snprintf(message, sizeof message, "a cell of table row %lld holds more than %zu bytes", (long long)s->row, s->max_cell);
            fail(s, message);
            return;
        }
        text_buffer links = {.max = s->max_cell + 1}, images = {.max = s->max_cell + 1};
        collect_links(&links, cell);
        if (links.too_long) links.length = 0;
        int pictures = 0;
        collect_images(&images, cell, &pictures);
        /* Sources past the cell bound (inline pictures) are left out; the pictures still count. */
        if (images.too_long) images.length = 0;
        report(s, column, rows, columns, t.bytes ? t.bytes : "", t.length, links.bytes ? links.bytes : "", links.length,
               images.bytes ? images.bytes : "", images.length, pictures);
        free(t.bytes);
        free(links.bytes);
        free(images.bytes);
        /* This row's cells move the covered counts on only after the row: mark with +1. */
        for (int c = column; c < column + columns; c++) s->rows_left[c] = rows;
        column += columns;
        if (column > s->width) s->width = column;
    }
    for (int c = 0; c < s->width; c++) if (s->rows_left[c] > 0) s->rows_left[c]--;
}

/* The pictures of the page outside every table: in no cell of any sheet. */
static void collect_outside_images(text_buffer *t, xmlNodePtr node, int *count) {
    for (xmlNodePtr child = node; child && *count < 1000; child = child->next) {
        if (child->type != XML_ELEMENT_NODE || name_is(child, "table")) continue;
        if (name_is(child, "img")) {
            xmlChar *src = xmlGetProp(child, (const xmlChar *)"src");
            const char *h = src ? (const char *)src : "";
            size_t n = strlen(h);
            if (memchr(h, '\n', n) || memchr(h, '\r', n)) n = 0;
            if ((*count)++ > 0) put_bytes(t, "\n", 1);
            put_bytes(t, h, n);
            if (src) xmlFree(src);
        }
        collect_outside_images(t, child->children, count);
    }
}

static void read_rows(table_state *s, xmlNodePtr parent) {
    for (xmlNodePtr child = parent->children; child && !s->failed && !s->stopped; child = child->next) {
        if (name_is(child, "tr")) read_row(s, child);
        else if (name_is(child, "thead") || name_is(child, "tbody") || name_is(child, "tfoot")) read_rows(s, child);
    }
}

int ks_html_tables(const char *utf8, size_t length, int wanted, ks_table_cell_callback cell, void *context,
                   size_t max_cell, char *error, size_t error_size) {
    if (length > INT32_MAX) {
        snprintf(error, error_size, "the page is larger than 2 GiB");
        return -1;
    }
    ks_generic_errors saved = ks_silence_generic_errors();
    htmlDocPtr doc = htmlReadMemory(utf8, (int)length, NULL, "UTF-8",
                                    HTML_PARSE_RECOVER | HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                                    HTML_PARSE_NODEFDTD | HTML_PARSE_IGNORE_ENC | HTML_PARSE_NOIMPLIED);
    ks_restore_generic_errors(saved);
    if (!doc) return 0;
    enum { MAX_TABLES = 1000 };
    xmlNodePtr *tables = calloc(MAX_TABLES, sizeof *tables);
    int count = 0;
    if (!tables) {
        xmlFreeDoc(doc);
        snprintf(error, error_size, "out of memory");
        return -1;
    }
    find_tables(doc->children, tables, &count, MAX_TABLES);
    int result = count;
    if (wanted >= 0 && wanted < count && wanted < MAX_TABLES) {
        table_state s = {.cell = cell, .context = context, .max_cell = max_cell, .error = error, .error_size = error_size};
        s.rows_left = calloc(MAX_COLUMNS, sizeof *s.rows_left);
        if (!s.rows_left) {
            snprintf(error, error_size, "out of memory");
            result = -1;
        } else {
            read_rows(&s, tables[wanted]);
            free(s.rows_left);
            if (s.failed) result = -1;
            /* Pictures outside the tables come with the table read, as a cell of row 0. */
            text_buffer images = {.max = max_cell + 1};
            int pictures = 0;
            if (result >= 0 && !s.stopped) collect_outside_images(&images, doc->children, &pictures);
            if (images.too_long) images.length = 0;
            if (pictures > 0) cell(context, 0, 0, 1, 1, "", 0, "", 0, images.bytes ? images.bytes : "", images.length, pictures);
            free(images.bytes);
        }
    }
    free(tables);
    xmlFreeDoc(doc);
    return result;
}
