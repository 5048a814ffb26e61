/* Any XML document as a stream of element starts and ends, each end with the element's own
   text, through libxml2's SAX2 push parser: for files that are one XML document of records
   (a Tellico collection), read in constant memory but for the one text being collected.

   A DOCTYPE may be allowed (Tellico writes one naming its DTD); it is never loaded (no
   DTDLOAD, no network), and a document that declares an entity is refused, so no entity can
   expand. */
#include "SheetShims.h"
#include "SheetShimsInternal.h"
#include <libxml/parser.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    common_state common;
    ks_xml_start_callback start;
    ks_xml_end_callback end;
    void *context;
    size_t max_text;
    /* The characters since the last element start or end, and how many there were in all. */
    buffer text;
    size_t total;
} events_state;

static void events_reset(events_state *state) {
    state->text.length = 0;
    state->total = 0;
    if (ks_append(&state->text, "", 0) != 0) ks_fail(&state->common, "out of memory");
}

static void events_start(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                         int namespace_count, const xmlChar **namespaces, int count, int defaulted,
                         const xmlChar **attributes) {
    (void)prefix; (void)uri; (void)namespace_count; (void)namespaces; (void)defaulted;
    events_state *state = context;
    if (state->common.failed || state->common.stopped) return;
    const char **pairs = ks_attribute_pairs(attributes, count);
    if (!pairs) {
        ks_fail(&state->common, "out of memory");
        return;
    }
    int stops = state->start(state->context, (const char *)name, pairs, count);
    ks_free_attribute_pairs(pairs, count);
    events_reset(state);
    if (stops) ks_stop(&state->common);
}

static void events_end(void *context, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix; (void)uri;
    events_state *state = context;
    if (state->common.failed || state->common.stopped) return;
    int stops = state->end(state->context, (const char *)name, state->text.bytes ? state->text.bytes : "",
                           state->text.length, state->total);
    events_reset(state);
    if (stops) ks_stop(&state->common);
}

/* Characters beyond `max_text` are counted, not kept: the caller learns the text's size. */
static void events_characters(void *context, const xmlChar *characters, int length) {
    events_state *state = context;
    if (state->common.failed || length <= 0) return;
    state->total += (size_t)length;
    if (state->text.length + (size_t)length > state->max_text) return;
    if (ks_append(&state->text, (const char *)characters, (size_t)length) != 0) ks_fail(&state->common, "out of memory");
}

static void allow_doctype(void *context, const xmlChar *name, const xmlChar *external, const xmlChar *system) {
    (void)context; (void)name; (void)external; (void)system;
}

static void refuse_entity(void *context, const xmlChar *name, int type, const xmlChar *public_id, const xmlChar *system_id,
                          xmlChar *content) {
    (void)name; (void)type; (void)public_id; (void)system_id; (void)content;
    ks_fail((common_state *)context, "the XML declares an entity, which the file's format never does");
}

int ks_xml_events(ks_read_callback read, void *read_context, ks_xml_start_callback start, ks_xml_end_callback end,
                  void *context, size_t max_text, int doctype, char *error, size_t error_size) {
    xmlSAXHandler sax;
    ks_init_sax(&sax);
    sax.startElementNs = events_start;
    sax.endElementNs = events_end;
    sax.characters = events_characters;
    sax.cdataBlock = events_characters;
    sax.entityDecl = refuse_entity;
    if (doctype) sax.internalSubset = allow_doctype;
    events_state state = {{NULL, 0, 0, error, error_size}, start, end, context, max_text, {NULL, 0, 0}, 0};
    events_reset(&state);
    int result = ks_drive(&sax, &state.common, read, read_context);
    free(state.text.bytes);
    return result;
}
