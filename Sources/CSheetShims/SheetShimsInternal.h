/* What the parsers of SheetShims.c and SheetRows.c share; libxml2's types stay in C. */
#ifndef KURIOSA_SHEET_SHIMS_INTERNAL_H
#define KURIOSA_SHEET_SHIMS_INTERNAL_H
#include "SheetShims.h"
#include <libxml/parser.h>

/* What every parse shares: the parser (to stop it) and the first error. */
typedef struct {
    xmlParserCtxtPtr parser;
    int failed;
    int stopped;
    char *error;
    size_t error_size;
} common_state;

/* A growable byte buffer with a bound. */
typedef struct {
    char *bytes;
    size_t length, capacity;
} buffer;

/* The first error wins; it stops the parser. */
void ks_fail(common_state *state, const char *message);
/* A callback asked to stop: not an error. */
void ks_stop(common_state *state);
int ks_append(buffer *b, const char *bytes, size_t length);
/* A SAX2 handler that reports nothing, refuses a DOCTYPE and stays silent on errors. */
void ks_init_sax(xmlSAXHandler *sax);
/* libxml2 reports some errors (an encoding it cannot convert, an I/O error) through its
   generic channel, which prints to stderr, not through the SAX handler: these silence it for
   one parse on this thread and put the caller's handler back. */
typedef struct {
    void *context;
    void (*handler)(void *, const char *, ...);
} ks_generic_errors;
ks_generic_errors ks_silence_generic_errors(void);
void ks_restore_generic_errors(ks_generic_errors saved);
/* SAX2's attributes as local name/value pairs (values copied); NULL when out of memory. */
const char **ks_attribute_pairs(const xmlChar **attributes, int count);
void ks_free_attribute_pairs(const char **pairs, int count);
/* Feeds the part to the parser chunk by chunk until its end, a stop or an error. */
int ks_drive(xmlSAXHandler *sax, common_state *state, ks_read_callback read, void *read_context);

#endif
