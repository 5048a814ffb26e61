/* The XML parts of .xlsx workbooks through libxml2's SAX2 push parser: no tree is built, so
   a sheet of any size is read in constant memory (one row's cells at a time). A DOCTYPE is
   refused (OOXML parts never have one, and refusing it leaves no room for entity expansion);
   the network is never used. */
#include "SheetShims.h"
#include "SheetShimsInternal.h"
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CHUNK = 65536 };

void ks_fail(common_state *state, const char *message) {
    if (!state->failed) snprintf(state->error, state->error_size, "%s", message);
    state->failed = 1;
    if (state->parser) xmlStopParser(state->parser);
}

/* A callback asked to stop: not an error. */
void ks_stop(common_state *state) {
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
    ks_fail((common_state *)context, "the XML has a DOCTYPE, which a workbook never has");
}

int ks_append(buffer *b, const char *bytes, size_t length) {
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

static void silent_generic(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

ks_generic_errors ks_silence_generic_errors(void) {
    ks_generic_errors saved = {xmlGenericErrorContext, xmlGenericError};
    xmlSetGenericErrorFunc(NULL, silent_generic);
    return saved;
}

void ks_restore_generic_errors(ks_generic_errors saved) {
    xmlSetGenericErrorFunc(saved.context, saved.handler);
}

void ks_init_sax(xmlSAXHandler *sax) {
    memset(sax, 0, sizeof *sax);
    sax->initialized = XML_SAX2_MAGIC;
    sax->serror = silent_error;
    sax->internalSubset = refuse_doctype;
}

/* Feeds the part to the parser chunk by chunk until its end, a stop or an error. `state`
   begins with a common_state. */
int ks_drive(xmlSAXHandler *sax, common_state *state, ks_read_callback read, void *read_context) {
    xmlInitParser();
    char *chunk = malloc(CHUNK);
    if (!chunk) {
        ks_fail(state, "out of memory");
        return -1;
    }
    int count = read(read_context, chunk, 4);
    if (count < 0) {
        free(chunk);
        ks_fail(state, "cannot read the part");
        return -1;
    }
    ks_generic_errors saved = ks_silence_generic_errors();
    xmlParserCtxtPtr parser = xmlCreatePushParserCtxt(sax, state, chunk, count, NULL);
    if (!parser) {
        ks_restore_generic_errors(saved);
        free(chunk);
        ks_fail(state, "cannot start the XML parser");
        return -1;
    }
    /* NOENT only replaces the five predefined entities and character references here: a
       DOCTYPE, the only place that could declare others, stops the parse. */
    xmlCtxtUseOptions(parser, XML_PARSE_NONET | XML_PARSE_NOENT);
    state->parser = parser;
    while (!state->failed && !state->stopped) {
        count = read(read_context, chunk, CHUNK);
        if (count < 0) {
            ks_fail(state, "cannot read the part");
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
            ks_fail(state, message);
        }
        if (count == 0) break;
    }
    xmlFreeParserCtxt(parser);
    ks_restore_generic_errors(saved);
    state->parser = NULL;
    free(chunk);
    return state->failed ? -1 : 0;
}

/* SAX2's attributes (local name, prefix, URI, value start, value end: five pointers each) as
   local name/value pairs of C strings; NULL when out of memory. */
const char **ks_attribute_pairs(const xmlChar **attributes, int count) {
    const char **pairs = calloc((size_t)count * 2 + 1, sizeof(char *));
    if (!pairs) return NULL;
    for (int i = 0; i < count; i++) {
        const xmlChar *value = attributes[i * 5 + 3], *end = attributes[i * 5 + 4];
        pairs[i * 2] = (const char *)attributes[i * 5];
        pairs[i * 2 + 1] = strndup((const char *)value, (size_t)(end - value));
    }
    return pairs;
}

void ks_free_attribute_pairs(const char **pairs, int count) {
    for (int i = 0; i < count; i++) free((void *)pairs[i * 2 + 1]);
    free(pairs);
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
    const char **pairs = ks_attribute_pairs(attributes, count);
    if (!pairs) {
        ks_fail(&state->common, "out of memory");
        return;
    }
    int stops = state->element(state->context, (const char *)name, pairs, count);
    ks_free_attribute_pairs(pairs, count);
    if (stops) ks_stop(&state->common);
}

int ks_xml_elements(ks_read_callback read, void *read_context, ks_element_callback element, void *context,
                    char *error, size_t error_size) {
    xmlSAXHandler sax;
    ks_init_sax(&sax);
    sax.startElementNs = element_start;
    element_state state = {{NULL, 0, 0, error, error_size}, element, context};
    return ks_drive(&sax, &state.common, read, read_context);
}

/* MARK: Shared strings. */

typedef struct {
    common_state common;
    ks_string_callback string;
    void *context;
    size_t max_length;
    const char *item, *text_element;
    int in_item, in_phonetic, in_text;
    buffer text;
} strings_state;

/* The text of each `item` element: the characters inside its `text_element`s (the item's own
   when both are one name), phonetic runs (`rPh`) left out. */
static void strings_start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                          int namespace_count, const xmlChar **namespaces, int count, int defaulted,
                          const xmlChar **attributes) {
    (void)prefix; (void)uri; (void)namespace_count; (void)namespaces; (void)count; (void)defaulted; (void)attributes;
    strings_state *state = context;
    const char *n = (const char *)name;
    if (strcmp(n, state->item) == 0) {
        state->in_item = 1;
        state->in_phonetic = 0;
        state->in_text = strcmp(state->item, state->text_element) == 0;
        state->text.length = 0;
        if (ks_append(&state->text, "", 0) != 0) ks_fail(&state->common, "out of memory");
    } else if (strcmp(n, "rPh") == 0) {
        state->in_phonetic = 1;
    } else if (strcmp(n, state->text_element) == 0 && state->in_item && !state->in_phonetic) {
        state->in_text = 1;
    }
}

static void strings_end(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix; (void)uri;
    strings_state *state = context;
    const char *n = (const char *)name;
    if (strcmp(n, state->item) == 0 && state->in_item) {
        state->in_item = 0;
        state->in_text = 0;
        if (!state->common.failed && state->string(state->context, state->text.bytes, state->text.length)) ks_stop(&state->common);
    } else if (strcmp(n, state->text_element) == 0) {
        state->in_text = 0;
    } else if (strcmp(n, "rPh") == 0) {
        state->in_phonetic = 0;
    }
}

static void strings_characters(void *context, const xmlChar *text, int length) {
    strings_state *state = context;
    if (!state->in_text || state->in_phonetic || state->common.failed) return;
    if (state->text.length + (size_t)length > state->max_length) {
        ks_fail(&state->common, "a text is longer than the limit");
    } else if (ks_append(&state->text, (const char *)text, (size_t)length) != 0) {
        ks_fail(&state->common, "out of memory");
    }
}

int ks_item_texts(ks_read_callback read, void *read_context, const char *item, const char *text_element,
                  ks_string_callback string, void *context, size_t max_length, char *error, size_t error_size) {
    xmlSAXHandler sax;
    ks_init_sax(&sax);
    sax.startElementNs = strings_start;
    sax.endElementNs = strings_end;
    sax.characters = strings_characters;
    sax.cdataBlock = strings_characters;
    strings_state state = {{NULL, 0, 0, error, error_size}, string, context, max_length, item, text_element, 0, 0, 0, {NULL, 0, 0}};
    int result = ks_drive(&sax, &state.common, read, read_context);
    free(state.text.bytes);
    return result;
}

int ks_shared_strings(ks_read_callback read, void *read_context, ks_string_callback string, void *context,
                      size_t max_length, char *error, size_t error_size) {
    return ks_item_texts(read, read_context, "si", "t", string, context, max_length, error, error_size);
}
