/* The XML parts of .xlsx workbooks through libxml2's SAX2 push parser: no tree is built, so
   a sheet of any size is read in constant memory (one row's cells at a time). A DOCTYPE is
   refused (OOXML parts never have one, and refusing it leaves no room for entity expansion);
   the network is never used. */
#include "SheetShims.h"
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ROW = 1048576, MAX_COLUMN = 16384, CHUNK = 65536 };

/* What every parse shares: the parser (to stop it) and the first error. */
typedef struct {
    xmlParserCtxtPtr parser;
    int failed;
    int stopped;
    char *error;
    size_t error_size;
} common_state;

static void fail(common_state *state, const char *message) {
    if (!state->failed) snprintf(state->error, state->error_size, "%s", message);
    state->failed = 1;
    if (state->parser) xmlStopParser(state->parser);
}

/* A callback asked to stop: not an error. */
static void stop(common_state *state) {
    state->stopped = 1;
    if (state->parser) xmlStopParser(state->parser);
}

static void silent_error(void *context, xmlErrorPtr error) {
    (void)context;
    (void)error;
}

static void refuse_doctype(void *context, const xmlChar *name, const xmlChar *external, const xmlChar *system) {
    (void)name;
    (void)external;
    (void)system;
    fail((common_state *)context, "the XML has a DOCTYPE, which a workbook never has");
}

/* A growable byte buffer with a bound. */
typedef struct {
    char *bytes;
    size_t length, capacity;
} buffer;

static int append(buffer *b, const char *bytes, size_t length) {
    if (b->length + length + 1 > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 256;
        while (capacity < b->length + length + 1) capacity *= 2;
        char *grown = realloc(b->bytes, capacity);
        if (!grown) return -1;
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, bytes, length);
    b->length += length;
    b->bytes[b->length] = 0;
    return 0;
}

static void init_sax(xmlSAXHandler *sax) {
    memset(sax, 0, sizeof *sax);
    sax->initialized = XML_SAX2_MAGIC;
    sax->serror = silent_error;
    sax->internalSubset = refuse_doctype;
}

/* Feeds the part to the parser chunk by chunk until its end, a stop or an error. `state`
   begins with a common_state. */
static int drive(xmlSAXHandler *sax, common_state *state, ks_read_callback read, void *read_context) {
    xmlInitParser();
    char *chunk = malloc(CHUNK);
    if (!chunk) {
        fail(state, "out of memory");
        return -1;
    }
    int count = read(read_context, chunk, 4);
    if (count < 0) {
        free(chunk);
        fail(state, "cannot read the part");
        return -1;
    }
    xmlParserCtxtPtr parser = xmlCreatePushParserCtxt(sax, state, chunk, count, NULL);
    if (!parser) {
        free(chunk);
        fail(state, "cannot start the XML parser");
        return -1;
    }
    /* NOENT only replaces the five predefined entities and character references here: a
       DOCTYPE, the only place that could declare others, stops the parse. */
    xmlCtxtUseOptions(parser, XML_PARSE_NONET | XML_PARSE_NOENT);
    state->parser = parser;
    while (!state->failed && !state->stopped) {
        count = read(read_context, chunk, CHUNK);
        if (count < 0) {
            fail(state, "cannot read the part");
            break;
        }
        int result = xmlParseChunk(parser, chunk, count, count == 0);
        if (result != 0 && !state->failed && !state->stopped) {
            xmlErrorPtr error = xmlCtxtGetLastError(parser);
            char message[256];
            snprintf(message, sizeof message, "the XML is not well-formed (line %d: %s)", error ? error->line : 0,
                     error && error->message ? error->message : "parse error");
            size_t length = strlen(message);
            while (length > 0 && (message[length - 1] == '\n' || message[length - 1] == ')')) message[--length] = 0;
            strncat(message, ")", sizeof message - strlen(message) - 1);
            fail(state, message);
        }
        if (count == 0) break;
    }
    xmlFreeParserCtxt(parser);
    state->parser = NULL;
    free(chunk);
    return state->failed ? -1 : 0;
}

/* MARK: Elements of small parts. */

typedef struct {
    common_state common;
    ks_element_callback element;
    void *context;
} element_state;

static void element_start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                          int namespace_count, const xmlChar **namespaces, int count, int defaulted,
                          const xmlChar **attributes) {
    (void)prefix;
    (void)uri;
    (void)namespace_count;
    (void)namespaces;
    (void)defaulted;
    element_state *state = context;
    if (state->common.failed) return;
    const char **pairs = calloc((size_t)count * 2 + 1, sizeof(char *));
    if (!pairs) {
        fail(&state->common, "out of memory");
        return;
    }
    for (int i = 0; i < count; i++) {
        const xmlChar *value = attributes[i * 5 + 3], *end = attributes[i * 5 + 4];
        pairs[i * 2] = (const char *)attributes[i * 5];
        pairs[i * 2 + 1] = strndup((const char *)value, (size_t)(end - value));
    }
    int stops = state->element(state->context, (const char *)name, pairs, count);
    for (int i = 0; i < count; i++) free((void *)pairs[i * 2 + 1]);
    free(pairs);
    if (stops) stop(&state->common);
}

int ks_xml_elements(ks_read_callback read, void *read_context, ks_element_callback element, void *context,
                    char *error, size_t error_size) {
    xmlSAXHandler sax;
    init_sax(&sax);
    sax.startElementNs = element_start;
    element_state state = {{NULL, 0, 0, error, error_size}, element, context};
    return drive(&sax, &state.common, read, read_context);
}

/* MARK: Shared strings. */

typedef struct {
    common_state common;
    ks_string_callback string;
    void *context;
    size_t max_length;
    int in_item, in_phonetic, in_text;
    buffer text;
} strings_state;

static void strings_start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                          int namespace_count, const xmlChar **namespaces, int count, int defaulted,
                          const xmlChar **attributes) {
    (void)prefix; (void)uri; (void)namespace_count; (void)namespaces; (void)count; (void)defaulted; (void)attributes;
    strings_state *state = context;
    const char *n = (const char *)name;
    if (strcmp(n, "si") == 0) {
        state->in_item = 1;
        state->text.length = 0;
        if (append(&state->text, "", 0) != 0) fail(&state->common, "out of memory");
    } else if (strcmp(n, "rPh") == 0) {
        state->in_phonetic = 1;
    } else if (strcmp(n, "t") == 0 && state->in_item && !state->in_phonetic) {
        state->in_text = 1;
    }
}

static void strings_end(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix; (void)uri;
    strings_state *state = context;
    const char *n = (const char *)name;
    if (strcmp(n, "t") == 0) {
        state->in_text = 0;
    } else if (strcmp(n, "rPh") == 0) {
        state->in_phonetic = 0;
    } else if (strcmp(n, "si") == 0 && state->in_item && !state->common.failed) {
        state->in_item = 0;
        if (state->string(state->context, state->text.bytes, state->text.length)) stop(&state->common);
    }
}

static void strings_characters(void *context, const xmlChar *text, int length) {
    strings_state *state = context;
    if (!state->in_text || state->common.failed) return;
    if (state->text.length + (size_t)length > state->max_length) {
        fail(&state->common, "a shared string is longer than the limit");
    } else if (append(&state->text, (const char *)text, (size_t)length) != 0) {
        fail(&state->common, "out of memory");
    }
}

int ks_shared_strings(ks_read_callback read, void *read_context, ks_string_callback string, void *context,
                      size_t max_length, char *error, size_t error_size) {
    xmlSAXHandler sax;
    init_sax(&sax);
    sax.startElementNs = strings_start;
    sax.endElementNs = strings_end;
    sax.characters = strings_characters;
    sax.cdataBlock = strings_characters;
    strings_state state = {{NULL, 0, 0, error, error_size}, string, context, max_length, 0, 0, 0, {NULL, 0, 0}};
    int result = drive(&sax, &state.common, read, read_context);
    free(state.text.bytes);
    return result;
}

/* MARK: Worksheets. */

typedef struct {
    common_state common;
    ks_row_callback row;
    ks_merge_callback merge;
    void *context;
    size_t max_cell;
    int in_data, in_cell, in_inline, in_phonetic, collecting, has_value;
    int64_t row_number, last_row;
    int32_t column, last_column, type, style;
    size_t value_start;
    buffer text;
    ks_sheet_cell *cells;
    size_t count, capacity;
} sheet_state;

static const char *attribute(const xmlChar **attributes, int count, const char *name, size_t *length) {
    for (int i = 0; i < count; i++) {
        if (strcmp((const char *)attributes[i * 5], name) == 0 && attributes[i * 5 + 1] == NULL) {
            *length = (size_t)(attributes[i * 5 + 4] - attributes[i * 5 + 3]);
            return (const char *)attributes[i * 5 + 3];
        }
    }
    return NULL;
}

/* A decimal number of at most 9 digits; -1 for anything else. */
static int64_t decimal(const char *text, size_t length) {
    if (length == 0 || length > 9) return -1;
    int64_t value = 0;
    for (size_t i = 0; i < length; i++) {
        if (text[i] < '0' || text[i] > '9') return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

static void sheet_start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                        int namespace_count, const xmlChar **namespaces, int count, int defaulted,
                        const xmlChar **attributes) {
    (void)prefix; (void)uri; (void)namespace_count; (void)namespaces; (void)defaulted;
    sheet_state *state = context;
    if (state->common.failed) return;
    const char *n = (const char *)name;
    size_t length = 0;
    const char *value;
    char message[160];
    if (state->in_cell) {
        if (strcmp(n, "v") == 0 && state->type != KS_CELL_INLINE) {
            state->collecting = 1;
            state->has_value = 1;
            state->text.length = state->value_start;
        } else if (strcmp(n, "is") == 0) {
            state->in_inline = 1;
            state->has_value = 1;
        } else if (strcmp(n, "rPh") == 0) {
            state->in_phonetic = 1;
        } else if (strcmp(n, "t") == 0 && state->in_inline && !state->in_phonetic) {
            state->collecting = 1;
        }
    } else if (strcmp(n, "c") == 0 && state->in_data) {
        int32_t column = state->last_column + 1;
        if ((value = attribute(attributes, count, "r", &length))) {
            column = 0;
            size_t i = 0;
            while (i < length && value[i] >= 'A' && value[i] <= 'Z' && i < 4) column = column * 26 + (value[i++] - 'A' + 1);
            column -= 1;
            if (i == 0 || column >= MAX_COLUMN || decimal(value + i, length - i) != state->row_number) {
                snprintf(message, sizeof message, "row %lld has a cell reference that is not one of its cells (%.*s)",
                         (long long)state->row_number, (int)(length > 20 ? 20 : length), value);
                fail(&state->common, message);
                return;
            }
        }
        if (column <= state->last_column || column >= MAX_COLUMN) {
            snprintf(message, sizeof message, "row %lld has its cells out of order", (long long)state->row_number);
            fail(&state->common, message);
            return;
        }
        state->column = column;
        state->type = KS_CELL_NUMBER;
        if ((value = attribute(attributes, count, "t", &length))) {
            if (length == 1 && value[0] == 's') state->type = KS_CELL_SHARED;
            else if (length == 9 && memcmp(value, "inlineStr", 9) == 0) state->type = KS_CELL_INLINE;
            else if (length == 1 && value[0] == 'b') state->type = KS_CELL_BOOLEAN;
            else if (length == 1 && value[0] == 'e') state->type = KS_CELL_ERROR;
            else if (length == 3 && memcmp(value, "str", 3) == 0) state->type = KS_CELL_STRING;
            else if (length == 1 && value[0] == 'd') state->type = KS_CELL_DATE;
        }
        state->style = 0;
        if ((value = attribute(attributes, count, "s", &length))) {
            int64_t style = decimal(value, length);
            state->style = style < 0 ? 0 : (int32_t)style;
        }
        state->in_cell = 1;
        state->has_value = 0;
        state->value_start = state->text.length;
    } else if (strcmp(n, "row") == 0 && state->in_data) {
        int64_t row = state->last_row + 1;
        if ((value = attribute(attributes, count, "r", &length))) row = decimal(value, length);
        if (row <= state->last_row || row > MAX_ROW) {
            snprintf(message, sizeof message, "the rows are out of order or past row %d after row %lld", MAX_ROW,
                     (long long)state->last_row);
            fail(&state->common, message);
            return;
        }
        state->row_number = row;
        state->last_column = -1;
        state->count = 0;
        state->text.length = 0;
        if (append(&state->text, "", 0) != 0) fail(&state->common, "out of memory");
    } else if (strcmp(n, "sheetData") == 0) {
        state->in_data = 1;
    } else if (strcmp(n, "mergeCell") == 0 && state->merge) {
        if ((value = attribute(attributes, count, "ref", &length)) && length < 32) {
            char reference[32];
            memcpy(reference, value, length);
            reference[length] = 0;
            if (state->merge(state->context, reference)) stop(&state->common);
        }
    }
}

static void sheet_end(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix; (void)uri;
    sheet_state *state = context;
    if (state->common.failed) return;
    const char *n = (const char *)name;
    if (state->in_cell) {
        if (strcmp(n, "v") == 0 || strcmp(n, "t") == 0) {
            state->collecting = 0;
        } else if (strcmp(n, "rPh") == 0) {
            state->in_phonetic = 0;
        } else if (strcmp(n, "is") == 0) {
            state->in_inline = 0;
        } else if (strcmp(n, "c") == 0) {
            state->in_cell = 0;
            state->collecting = 0;
            state->last_column = state->column;
            if (!state->has_value) {
                state->text.length = state->value_start;
                return;
            }
            if (state->count == state->capacity) {
                size_t capacity = state->capacity ? state->capacity * 2 : 64;
                ks_sheet_cell *grown = realloc(state->cells, capacity * sizeof *grown);
                if (!grown) {
                    fail(&state->common, "out of memory");
                    return;
                }
                state->cells = grown;
                state->capacity = capacity;
            }
            /* Each value ends in a NUL, so the Swift side may read it as a C string. */
            if (append(&state->text, "", 1) != 0) {
                fail(&state->common, "out of memory");
                return;
            }
            ks_sheet_cell cell = {state->column, state->type, state->style, state->value_start,
                                  state->text.length - 1 - state->value_start};
            state->cells[state->count++] = cell;
        }
    } else if (strcmp(n, "row") == 0 && state->in_data) {
        state->last_row = state->row_number;
        if (state->count > 0 && state->row) {
            ks_sheet_row row = {state->row_number, state->cells, state->count, state->text.bytes};
            if (state->row(state->context, &row)) stop(&state->common);
        }
    } else if (strcmp(n, "sheetData") == 0) {
        state->in_data = 0;
    }
}

static void sheet_characters(void *context, const xmlChar *text, int length) {
    sheet_state *state = context;
    if (!state->collecting || state->common.failed) return;
    if (state->text.length - state->value_start + (size_t)length > state->max_cell) {
        char message[128];
        snprintf(message, sizeof message, "a cell of row %lld holds more than %zu bytes", (long long)state->row_number,
                 state->max_cell);
        fail(&state->common, message);
    } else if (append(&state->text, (const char *)text, (size_t)length) != 0) {
        fail(&state->common, "out of memory");
    }
}

int ks_sheet_rows(ks_read_callback read, void *read_context, ks_row_callback row, ks_merge_callback merge,
                  void *context, size_t max_cell, char *error, size_t error_size) {
    xmlSAXHandler sax;
    init_sax(&sax);
    sax.startElementNs = sheet_start;
    sax.endElementNs = sheet_end;
    sax.characters = sheet_characters;
    sax.cdataBlock = sheet_characters;
    sheet_state state;
    memset(&state, 0, sizeof state);
    state.common.error = error;
    state.common.error_size = error_size;
    state.row = row;
    state.merge = merge;
    state.context = context;
    state.max_cell = max_cell;
    int result = drive(&sax, &state.common, read, read_context);
    free(state.text.bytes);
    free(state.cells);
    return result;
}
