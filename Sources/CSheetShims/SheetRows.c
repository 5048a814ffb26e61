/* Worksheets through libxml2's SAX2 push parser: one row's cells at a time, so a sheet of any
   length is read in constant memory. */
#include "SheetShimsInternal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ROW = 1048576, MAX_COLUMN = 16384 };

/* MARK: Worksheets. */

typedef struct {
    common_state common;
    ks_row_callback row;
    ks_merge_callback merge;
    ks_link_callback link;
    void *context;
    size_t max_cell;
    int in_data, in_cell, in_inline, in_phonetic, collecting, has_value, in_formula;
    int64_t row_number, last_row;
    int32_t column, last_column, type, style, value_metadata;
    size_t value_start;
    buffer text;
    /* The cell's formula (<f>), for a cell with no cached value. */
    buffer formula;
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

/* An attribute by its local name, whatever its prefix (`r:id`); NULL when absent. */
static char *prefixed_attribute(const xmlChar **attributes, int count, const char *name) {
    for (int i = 0; i < count; i++) {
        if (strcmp((const char *)attributes[i * 5], name) == 0) {
            return strndup((const char *)attributes[i * 5 + 3], (size_t)(attributes[i * 5 + 4] - attributes[i * 5 + 3]));
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
        if (strcmp(n, "f") == 0) {
            state->in_formula = 1;
            state->formula.length = 0;
        } else if (strcmp(n, "v") == 0 && state->type != KS_CELL_INLINE) {
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
                ks_fail(&state->common, message);
                return;
            }
        }
        if (column <= state->last_column || column >= MAX_COLUMN) {
            snprintf(message, sizeof message, "row %lld has its cells out of order", (long long)state->row_number);
            ks_fail(&state->common, message);
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
        state->value_metadata = 0;
        if ((value = attribute(attributes, count, "vm", &length))) {
            int64_t vm = decimal(value, length);
            state->value_metadata = vm < 0 || vm > INT32_MAX ? 0 : (int32_t)vm;
        }
        state->in_cell = 1;
        state->has_value = 0;
        state->formula.length = 0;
        state->value_start = state->text.length;
    } else if (strcmp(n, "row") == 0 && state->in_data) {
        int64_t row = state->last_row + 1;
        if ((value = attribute(attributes, count, "r", &length))) row = decimal(value, length);
        if (row <= state->last_row || row > MAX_ROW) {
            snprintf(message, sizeof message, "the rows are out of order or past row %d after row %lld", MAX_ROW,
                     (long long)state->last_row);
            ks_fail(&state->common, message);
            return;
        }
        state->row_number = row;
        state->last_column = -1;
        state->count = 0;
        state->text.length = 0;
        if (ks_append(&state->text, "", 0) != 0) ks_fail(&state->common, "out of memory");
    } else if (strcmp(n, "sheetData") == 0) {
        state->in_data = 1;
    } else if (strcmp(n, "mergeCell") == 0 && state->merge) {
        if ((value = attribute(attributes, count, "ref", &length)) && length < 32) {
            char reference[32];
            memcpy(reference, value, length);
            reference[length] = 0;
            if (state->merge(state->context, reference)) ks_stop(&state->common);
        }
    } else if (strcmp(n, "hyperlink") == 0 && state->link) {
        char *reference = prefixed_attribute(attributes, count, "ref");
        char *relationship = prefixed_attribute(attributes, count, "id");
        char *location = prefixed_attribute(attributes, count, "location");
        if (reference && strlen(reference) < 32 && state->link(state->context, reference, relationship, location)) ks_stop(&state->common);
        free(reference);
        free(relationship);
        free(location);
    }
}

static void sheet_end(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix; (void)uri;
    sheet_state *state = context;
    if (state->common.failed) return;
    const char *n = (const char *)name;
    if (state->in_cell) {
        if (strcmp(n, "f") == 0) {
            state->in_formula = 0;
        } else if (strcmp(n, "v") == 0 || strcmp(n, "t") == 0) {
            state->collecting = 0;
        } else if (strcmp(n, "rPh") == 0) {
            state->in_phonetic = 0;
        } else if (strcmp(n, "is") == 0) {
            state->in_inline = 0;
        } else if (strcmp(n, "c") == 0) {
            state->in_cell = 0;
            state->collecting = 0;
            state->last_column = state->column;
            if (state->formula.length > 0 && state->text.length == state->value_start &&
                (!state->has_value || state->type == KS_CELL_NUMBER)) {
                /* A formula without a cached value (none, or openpyxl's `<v/>` in a number
                   cell; an empty `<v>` of a `t="str"` cell is a formula's empty text): the cell
                   gives the formula as Excel shows it, `=` and its text, so a number column
                   names it and a text column keeps it; a formula that is one text constant
                   (`"0525509283"`) gives that text, all it can evaluate to. */
                const char *f = state->formula.bytes;
                size_t length = state->formula.length;
                int constant = length >= 2 && f[0] == '"' && f[length - 1] == '"';
                for (size_t i = 1; constant && i + 1 < length; i++) {
                    if (f[i] == '"') {
                        if (i + 2 < length && f[i + 1] == '"') i++; else constant = 0;
                    }
                }
                int failed = 0;
                if (constant) {
                    for (size_t i = 1; i + 1 < length && !failed; i++) {
                        failed = ks_append(&state->text, f + i, 1) != 0;
                        if (f[i] == '"') i++;
                    }
                } else {
                    failed = ks_append(&state->text, "=", 1) != 0 || ks_append(&state->text, f, length) != 0;
                }
                if (failed) {
                    ks_fail(&state->common, "out of memory");
                    return;
                }
                state->type = KS_CELL_STRING;
                state->has_value = 1;
            }
            if (!state->has_value) {
                state->text.length = state->value_start;
                return;
            }
            if (state->count == state->capacity) {
                size_t capacity = state->capacity ? state->capacity * 2 : 64;
                ks_sheet_cell *grown = realloc(state->cells, capacity * sizeof *grown);
                if (!grown) {
                    ks_fail(&state->common, "out of memory");
                    return;
                }
                state->cells = grown;
                state->capacity = capacity;
            }
            /* Each value ends in a NUL, so the Swift side may read it as a C string. */
            if (ks_append(&state->text, "", 1) != 0) {
                ks_fail(&state->common, "out of memory");
                return;
            }
            ks_sheet_cell cell = {state->column, state->type, state->style, state->value_start,
                                  state->text.length - 1 - state->value_start, state->value_metadata};
            state->cells[state->count++] = cell;
        }
    } else if (strcmp(n, "row") == 0 && state->in_data) {
        state->last_row = state->row_number;
        if (state->count > 0 && state->row) {
            ks_sheet_row row = {state->row_number, state->cells, state->count, state->text.bytes};
            if (state->row(state->context, &row)) ks_stop(&state->common);
        }
    } else if (strcmp(n, "sheetData") == 0) {
        state->in_data = 0;
    }
}

static void sheet_characters(void *context, const xmlChar *text, int length) {
    sheet_state *state = context;
    if (state->in_formula && !state->common.failed) {
        if (state->formula.length + (size_t)length > state->max_cell) {
            ks_fail(&state->common, "a formula is longer than the limit");
        } else if (ks_append(&state->formula, (const char *)text, (size_t)length) != 0) {
            ks_fail(&state->common, "out of memory");
        }
        return;
    }
    if (!state->collecting || state->common.failed) return;
    if (state->text.length - state->value_start + (size_t)length > state->max_cell) {
        char message[128];
        snprintf(message, sizeof message, "a cell of row %lld holds more than %zu bytes", (long long)state->row_number,
                 state->max_cell);
        ks_fail(&state->common, message);
    } else if (ks_append(&state->text, (const char *)text, (size_t)length) != 0) {
        ks_fail(&state->common, "out of memory");
    }
}

int ks_sheet_rows(ks_read_callback read, void *read_context, ks_row_callback row, ks_merge_callback merge,
                  ks_link_callback link, void *context, size_t max_cell, char *error, size_t error_size) {
    xmlSAXHandler sax;
    ks_init_sax(&sax);
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
    state.link = link;
    state.context = context;
    state.max_cell = max_cell;
    int result = ks_drive(&sax, &state.common, read, read_context);
    free(state.text.bytes);
    free(state.formula.bytes);
    free(state.cells);
    return result;
}
