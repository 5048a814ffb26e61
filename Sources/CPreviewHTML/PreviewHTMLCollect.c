/* Link-preview candidates from libxml2's HTML parser, collected from its SAX events.

   `kq_preview_parse` runs the parser that `htmlReadMemory` runs (an XML memory context with
   the HTML SAX handler, the same options, UTF-8 in) but with SAX callbacks instead of
   libxml2's tree builder, so no node is allocated for the thousands of elements a page has.
   The result is the one a walk of the tree would give, because in libxml2 2.9's HTML parser
   - the tree builder links each new element under the element on top of the parser's name
     stack (`ctxt->nameTab`), which the parser pushes just before `startElement` and pops
     just after `endElement`, and a node never moves afterwards: an element's ancestors in
     the tree are the names on the stack when it starts, and `startElement` comes in tree
     order (an element started after the root was closed goes under the root, `html`, which
     is neither `svg` nor `math`);
   - the parser reads the tree in one place only, `areBlanks`, and only to decide whether
     blank text is kept, which never opens or closes an element;
   - the text of a `<title>` is the text delivered while the title is on top of the stack
     (the tokenizer in PreviewHTML.c escapes every `<` in it, so it has no child elements).
   `kq_preview_parse_tree` keeps the tree walk this replaced; the tests compare the two. */
#include "PreviewHTML.h"
#include <stdlib.h>
#include <string.h>
#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlversion.h>

const char *kq_xml_parser_version(void) { return xmlParserVersion; }

/* FoundationXML loads the same library, so the parser is never cleaned up. */
static void kq_xml_init(void) { xmlInitParser(); }

static const int kq_parse_options = HTML_PARSE_RECOVER | HTML_PARSE_NONET | HTML_PARSE_NOERROR |
    HTML_PARSE_NOWARNING | HTML_PARSE_NODEFDTD | HTML_PARSE_COMPACT | HTML_PARSE_IGNORE_ENC | XML_PARSE_HUGE;

static int add_item(kq_preview_page *page, kq_preview_item item) {
    if (page->count == page->capacity) {
        size_t cap = page->capacity ? page->capacity * 2 : 16;
        kq_preview_item *items = realloc(page->items, cap * sizeof *items);
        if (!items) return 0;
        page->items = items;
        page->capacity = cap;
    }
    page->items[page->count++] = item;
    return 1;
}

static void free_item(kq_preview_item item) {
    free((void *)item.name);
    free((void *)item.property);
    free((void *)item.content);
}

/* Which candidate an element name is, without a string comparison for the other elements. */
static int candidate_kind(const char *tag) {
    switch (tag[0]) {
    case 'm': return strcmp(tag, "meta") == 0 ? KQ_PREVIEW_META : 0;
    case 'l': return strcmp(tag, "link") == 0 ? KQ_PREVIEW_LINK : 0;
    case 'b': return strcmp(tag, "base") == 0 ? KQ_PREVIEW_BASE : 0;
    case 't': return strcmp(tag, "title") == 0 ? KQ_PREVIEW_TITLE : 0;
    default: return 0;
    }
}

static int is_foreign_root(const char *name) { return strcmp(name, "svg") == 0 || strcmp(name, "math") == 0; }

/* MARK: SAX collection. */

typedef struct {
    kq_preview_page *page;
    int failed;
    int title_depth;    /* ctxt->nameNr while the title being read is on top; 0: none */
    size_t title_index; /* its item */
    char *title;        /* its text so far */
    size_t title_len, title_cap;
} kq_sax_state;

static kq_sax_state *sax_state(void *ctx) { return (kq_sax_state *)((xmlParserCtxtPtr)ctx)->_private; }

static void sax_fail(void *ctx) {
    sax_state(ctx)->failed = 1;
    xmlStopParser((xmlParserCtxtPtr)ctx);
}

/* A copy of attribute `key`'s value, "" for an attribute without one, NULL when absent.
   Sets *oom when the copy could not be made. */
static char *sax_attr(const xmlChar **atts, const char *key, int *oom) {
    for (size_t k = 0; atts && atts[k]; k += 2) {
        if (strcmp((const char *)atts[k], key) != 0) continue;
        char *copy = strdup(atts[k + 1] ? (const char *)atts[k + 1] : "");
        if (!copy) *oom = 1;
        return copy;
    }
    return NULL;
}

static void sax_start(void *ctx, const xmlChar *name, const xmlChar **atts) {
    kq_sax_state *st = sax_state(ctx);
    if (st->failed) return;
    int kind = candidate_kind((const char *)name);
    if (!kind) return;
    xmlParserCtxtPtr ctxt = ctx;
    kq_preview_item item = {0};
    int oom = 0;
    item.kind = kind;
    if (kind == KQ_PREVIEW_META) {
        item.name = sax_attr(atts, "name", &oom);
        item.property = sax_attr(atts, "property", &oom);
        if (!item.name && !item.property && !oom) return;
        item.content = sax_attr(atts, "content", &oom);
    } else if (kind == KQ_PREVIEW_LINK) {
        item.name = sax_attr(atts, "rel", &oom);
        item.content = sax_attr(atts, "href", &oom);
        if ((!item.name || !item.content) && !oom) { free_item(item); return; }
    } else if (kind == KQ_PREVIEW_BASE) {
        item.content = sax_attr(atts, "href", &oom);
    } else {
        /* The title was pushed before this call: its ancestors are the names below it. */
        for (int k = 0; k + 1 < ctxt->nameNr && !item.foreign; k++)
            item.foreign = is_foreign_root((const char *)ctxt->nameTab[k]);
        item.content = strdup("");
        if (!item.content) oom = 1;
    }
    if (oom || !add_item(st->page, item)) { free_item(item); sax_fail(ctx); return; }
    if (kind == KQ_PREVIEW_TITLE) {
        st->title_depth = ctxt->nameNr;
        st->title_index = st->page->count - 1;
        st->title_len = 0;
    }
}

/* Moves the text read so far into the title's item. */
static void sax_close_title(kq_sax_state *st) {
    st->title_depth = 0;
    if (!st->title_len) return;
    kq_preview_item *item = &st->page->items[st->title_index];
    free((void *)item->content);
    item->content = st->title;
    st->title = NULL;
    st->title_len = st->title_cap = 0;
}

static void sax_end(void *ctx, const xmlChar *name) {
    (void)name;
    kq_sax_state *st = sax_state(ctx);
    if (st->title_depth && ((xmlParserCtxtPtr)ctx)->nameNr == st->title_depth) sax_close_title(st);
}

static void sax_text(void *ctx, const xmlChar *text, int len) {
    kq_sax_state *st = sax_state(ctx);
    if (st->failed || !st->title_depth || ((xmlParserCtxtPtr)ctx)->nameNr != st->title_depth || len <= 0) return;
    if (st->title_len + (size_t)len + 1 > st->title_cap) {
        size_t cap = st->title_cap ? st->title_cap : 128;
        while (cap < st->title_len + (size_t)len + 1) cap *= 2;
        char *grown = realloc(st->title, cap);
        if (!grown) { sax_fail(ctx); return; }
        st->title = grown;
        st->title_cap = cap;
    }
    memcpy(st->title + st->title_len, text, (size_t)len);
    st->title_len += (size_t)len;
    st->title[st->title_len] = 0;
}

/* The tree builder drops ignorable whitespace too (keepBlanks is on, so there is none). */
static void sax_ignore(void *ctx, const xmlChar *text, int len) { (void)ctx; (void)text; (void)len; }

kq_preview_page *kq_preview_parse(const uint8_t *utf8, size_t length) {
    kq_xml_init();
    kq_preview_page *page = calloc(1, sizeof *page);
    if (!page) return NULL;
    size_t clean_length = 0;
    char *clean = kq_preview_tokenize(utf8, length, 1, &clean_length);
    if (!clean) { free(page); return NULL; }
    if (clean_length > INT32_MAX) clean_length = INT32_MAX;
    /* An empty buffer gives no document; a page with only text still gives one. */
    if (!clean_length) { free(clean); return page; }
    kq_sax_state st = {.page = page};
    /* What htmlReadMemory does, with our handler instead of the tree builder's. */
    xmlParserCtxtPtr ctxt = xmlCreateMemoryParserCtxt(clean, (int)clean_length);
    if (!ctxt || !ctxt->sax) {
        if (ctxt) xmlFreeParserCtxt(ctxt);
        free(clean);
        kq_preview_free(page);
        return NULL;
    }
    xmlSAXHandlerV1 handler = {0};
    handler.startElement = sax_start;
    handler.endElement = sax_end;
    handler.characters = sax_text;
    handler.cdataBlock = sax_text;
    handler.ignorableWhitespace = sax_ignore;
    handler.initialized = 1;
    memcpy(ctxt->sax, &handler, sizeof handler);
    ctxt->_private = &st;
    htmlCtxtUseOptions(ctxt, kq_parse_options);
    ctxt->html = 1;
    xmlCharEncodingHandlerPtr utf8_handler = xmlFindCharEncodingHandler("UTF-8");
    if (utf8_handler) {
        xmlSwitchToEncoding(ctxt, utf8_handler);
        if (ctxt->input->encoding) xmlFree((xmlChar *)ctxt->input->encoding);
        ctxt->input->encoding = xmlStrdup((const xmlChar *)"UTF-8");
    }
    htmlParseDocument(ctxt);
    if (st.title_depth) sax_close_title(&st);
    if (ctxt->myDoc) xmlFreeDoc(ctxt->myDoc);
    ctxt->myDoc = NULL;
    xmlFreeParserCtxt(ctxt);
    free(st.title);
    free(clean);
    page->parsed = 1;
    if (st.failed) { kq_preview_free(page); return NULL; }
    return page;
}

void kq_preview_free(kq_preview_page *page) {
    if (!page) return;
    for (size_t k = 0; k < page->count; k++) free_item(page->items[k]);
    free(page->items);
    free(page);
}

/* MARK: The tree walk (reference). */

static char *copy_prop(xmlNodePtr node, const char *name, int *oom) {
    xmlChar *v = xmlGetProp(node, (const xmlChar *)name);
    if (!v) return NULL;
    char *copy = strdup((const char *)v);
    xmlFree(v);
    if (!copy) *oom = 1;
    return copy;
}

static char *title_text(xmlNodePtr title) {
    size_t len = 0;
    for (xmlNodePtr c = title->children; c; c = c->next)
        if ((c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) && c->content)
            len += strlen((const char *)c->content);
    char *text = malloc(len + 1);
    if (!text) return NULL;
    len = 0;
    for (xmlNodePtr c = title->children; c; c = c->next) {
        if ((c->type != XML_TEXT_NODE && c->type != XML_CDATA_SECTION_NODE) || !c->content) continue;
        size_t n = strlen((const char *)c->content);
        memcpy(text + len, c->content, n);
        len += n;
    }
    text[len] = 0;
    return text;
}

static int in_foreign(xmlNodePtr node) {
    for (xmlNodePtr p = node->parent; p && p->type == XML_ELEMENT_NODE; p = p->parent)
        if (is_foreign_root((const char *)p->name)) return 1;
    return 0;
}

/* Collects one element; returns 0 when memory ran out. */
static int collect(kq_preview_page *page, xmlNodePtr node) {
    kq_preview_item item = {0};
    int oom = 0;
    item.kind = candidate_kind((const char *)node->name);
    if (item.kind == KQ_PREVIEW_META) {
        item.name = copy_prop(node, "name", &oom);
        item.property = copy_prop(node, "property", &oom);
        if (!item.name && !item.property && !oom) return 1;
        item.content = copy_prop(node, "content", &oom);
    } else if (item.kind == KQ_PREVIEW_LINK) {
        item.name = copy_prop(node, "rel", &oom);
        item.content = copy_prop(node, "href", &oom);
        if ((!item.name || !item.content) && !oom) { free_item(item); return 1; }
    } else if (item.kind == KQ_PREVIEW_BASE) {
        item.content = copy_prop(node, "href", &oom);
    } else if (item.kind == KQ_PREVIEW_TITLE) {
        item.foreign = in_foreign(node);
        item.content = title_text(node);
        if (!item.content) oom = 1;
    } else {
        return 1;
    }
    if (!oom && add_item(page, item)) return 1;
    free_item(item);
    return 0;
}

kq_preview_page *kq_preview_parse_tree(const uint8_t *utf8, size_t length) {
    kq_xml_init();
    kq_preview_page *page = calloc(1, sizeof *page);
    if (!page) return NULL;
    size_t clean_length = 0;
    char *clean = kq_preview_normalize(utf8, length, &clean_length);
    if (!clean) { free(page); return NULL; }
    if (clean_length > INT32_MAX) clean_length = INT32_MAX;
    htmlDocPtr doc = clean_length ? htmlReadMemory(clean, (int)clean_length, NULL, "UTF-8", kq_parse_options) : NULL;
    free(clean);
    page->parsed = doc != NULL;
    int ok = 1;
    xmlNodePtr node = doc ? doc->children : NULL;
    while (node && ok) {
        if (node->type == XML_ELEMENT_NODE) {
            ok = collect(page, node);
            if (node->children) { node = node->children; continue; }
        }
        while (node && !node->next) {
            node = node->parent;
            if (node && node->type != XML_ELEMENT_NODE) node = NULL;
        }
        if (node) node = node->next;
    }
    if (doc) xmlFreeDoc(doc);
    if (!ok) { kq_preview_free(page); return NULL; }
    return page;
}
