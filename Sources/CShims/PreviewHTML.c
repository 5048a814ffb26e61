/* Link-preview candidates through libxml2's HTML parser.

   libxml2 2.9's HTML parser is an HTML 4 parser: it treats <title> content as markup, ends
   comments at the wrong place (`<!-->` swallows what follows), knows only HTML 4 character
   references, does not remap &#128;-&#159; through windows-1252 and stops on some bytes.
   The link-preview rules follow the HTML standard's tokenizer, so this file first re-tokenizes
   the page the way HTML5 does (comments, bogus comments, DOCTYPE, RAWTEXT, RCDATA,
   PLAINTEXT, character references, NUL) and hands libxml2 a clean token stream: tags with
   only the attributes the rules read, and text with every reference already decoded and
   re-escaped. libxml2 then builds the tree (implied head/body, nesting), and the walk below
   collects the candidates in tree order. No decision of the rules is taken here. */
#include "PreviewHTML.h"
#include "CShims.h"
#include <stdlib.h>
#include <string.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

/* MARK: Growable byte buffer. */

typedef struct { char *data; size_t len, cap; int failed; } kq_buf;

static void buf_reserve(kq_buf *b, size_t extra) {
    if (b->failed) return;
    if (extra > SIZE_MAX / 2 - b->len) { b->failed = 1; return; }
    if (b->len + extra + 1 <= b->cap) return;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1) cap *= 2;
    char *d = realloc(b->data, cap);
    if (!d) { b->failed = 1; return; }
    b->data = d;
    b->cap = cap;
}

static void buf_put(kq_buf *b, const char *s, size_t n) {
    buf_reserve(b, n);
    if (b->failed) return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

static void buf_put_cp(kq_buf *b, uint32_t cp, int attr) {
    char u[4];
    size_t n;
    if (cp < 0x80) {
        switch (cp) {
        case '&': buf_put(b, "&amp;", 5); return;
        case '<': buf_put(b, "&lt;", 4); return;
        case '>': buf_put(b, "&gt;", 4); return;
        case '"': if (attr) { buf_put(b, "&quot;", 6); return; } break;
        default: break;
        }
        u[0] = (char)cp; n = 1;
    } else if (cp < 0x800) {
        u[0] = (char)(0xC0 | (cp >> 6)); u[1] = (char)(0x80 | (cp & 0x3F)); n = 2;
    } else if (cp < 0x10000) {
        u[0] = (char)(0xE0 | (cp >> 12)); u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        u[2] = (char)(0x80 | (cp & 0x3F)); n = 3;
    } else {
        u[0] = (char)(0xF0 | (cp >> 18)); u[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        u[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); u[3] = (char)(0x80 | (cp & 0x3F)); n = 4;
    }
    buf_put(b, u, n);
}

/* MARK: Character references (HTML "character reference state"). */

static int is_alpha(uint8_t c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
static int is_digit(uint8_t c) { return c >= '0' && c <= '9'; }
static int is_alnum(uint8_t c) { return is_alpha(c) || is_digit(c); }
static int is_hex(uint8_t c) { return is_digit(c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'); }
static int is_space(uint8_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'; }
static uint8_t lower(uint8_t c) { return (c >= 'A' && c <= 'Z') ? (uint8_t)(c | 0x20) : c; }

/* HTML's remap of numeric references 0x80-0x9F (windows-1252; holes stay as they are). */
static const uint16_t c1_remap[32] = {
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013,
    0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178};

/* HTML5 names libxml2's HTML 4 table lacks and pages use (with the semicolon). */
static const struct { const char *name; uint32_t cp; } html5_names[] = {
    {"AMP", '&'}, {"LT", '<'}, {"GT", '>'}, {"QUOT", '"'}, {"COPY", 0xA9}, {"REG", 0xAE},
    {"apos", '\''}, {"Tab", 9}, {"NewLine", 10}, {"excl", '!'}, {"num", '#'}, {"dollar", '$'},
    {"percnt", '%'}, {"lpar", '('}, {"rpar", ')'}, {"ast", '*'}, {"plus", '+'}, {"comma", ','},
    {"period", '.'}, {"sol", '/'}, {"colon", ':'}, {"semi", ';'}, {"equals", '='},
    {"quest", '?'}, {"commat", '@'}, {"lsqb", '['}, {"lbrack", '['}, {"bsol", '\\'},
    {"rsqb", ']'}, {"rbrack", ']'}, {"Hat", '^'}, {"lowbar", '_'}, {"grave", '`'},
    {"lcub", '{'}, {"lbrace", '{'}, {"verbar", '|'}, {"vert", '|'}, {"rcub", '}'},
    {"rbrace", '}'}, {"NonBreakingSpace", 0xA0}, {"centerdot", 0xB7}, {"half", 0xBD},
    {"hyphen", 0x2010}, {"dash", 0x2010}, {"horbar", 0x2015}, {"Vert", 0x2016},
    {"nldr", 0x2025}, {"mldr", 0x2026}, {"bullet", 0x2022}, {"lsquor", 0x201A},
    {"rsquor", 0x2019}, {"ldquor", 0x201E}, {"rdquor", 0x201D}, {"TRADE", 0x2122},
    {"check", 0x2713}, {"star", 0x2606}, {"starf", 0x2605}, {"phone", 0x260E},
    {"female", 0x2640}, {"male", 0x2642}, {"ZeroWidthSpace", 0x200B}, {"hairsp", 0x200A},
    {"numsp", 0x2007}, {"puncsp", 0x2008}, {"emsp13", 0x2004}, {"emsp14", 0x2005},
    {"MediumSpace", 0x205F}, {"nbsp", 0xA0}};

/* The references HTML still decodes without a semicolon. */
static const char *const legacy_names[] = {
    "AElig", "AMP", "Aacute", "Acirc", "Agrave", "Aring", "Atilde", "Auml", "COPY", "Ccedil",
    "ETH", "Eacute", "Ecirc", "Egrave", "Euml", "GT", "Iacute", "Icirc", "Igrave", "Iuml", "LT",
    "Ntilde", "Oacute", "Ocirc", "Ograve", "Oslash", "Otilde", "Ouml", "QUOT", "REG", "THORN",
    "Uacute", "Ucirc", "Ugrave", "Uuml", "Yacute", "aacute", "acirc", "acute", "aelig",
    "agrave", "amp", "aring", "atilde", "auml", "brvbar", "ccedil", "cedil", "cent", "copy",
    "curren", "deg", "divide", "eacute", "ecirc", "egrave", "eth", "euml", "frac12", "frac14",
    "frac34", "gt", "iacute", "icirc", "iexcl", "igrave", "iquest", "iuml", "laquo", "lt",
    "macr", "micro", "middot", "nbsp", "not", "ntilde", "oacute", "ocirc", "ograve", "ordf",
    "ordm", "oslash", "otilde", "ouml", "para", "plusmn", "pound", "quot", "raquo", "reg",
    "sect", "shy", "sup1", "sup2", "sup3", "szlig", "thorn", "times", "uacute", "ucirc",
    "ugrave", "uml", "uuml", "yacute", "yen", "yuml"};

/* Code point of a reference name (without & and ;), or 0 when unknown. */
static uint32_t named_ref(const char *name) {
    for (size_t k = 0; k < sizeof html5_names / sizeof html5_names[0]; k++)
        if (strcmp(html5_names[k].name, name) == 0) return html5_names[k].cp;
    const htmlEntityDesc *e = htmlEntityLookup((const xmlChar *)name);
    return e ? (uint32_t)e->value : 0;
}

static int is_legacy(const char *name) {
    for (size_t k = 0; k < sizeof legacy_names / sizeof legacy_names[0]; k++)
        if (strcmp(legacy_names[k], name) == 0) return 1;
    return 0;
}

/* Decodes the reference at s[i] == '&' into `out`; returns the index after it. */
static size_t char_ref(const uint8_t *s, size_t i, size_t n, int attr, kq_buf *out) {
    size_t j = i + 1;
    if (j < n && s[j] == '#') {
        j++;
        int hex = 0;
        if (j < n && (s[j] | 0x20) == 'x') { hex = 1; j++; }
        size_t start = j;
        uint32_t v = 0;
        while (j < n && (hex ? is_hex(s[j]) : is_digit(s[j]))) {
            uint32_t d = is_digit(s[j]) ? (uint32_t)(s[j] - '0') : (uint32_t)((s[j] | 0x20) - 'a' + 10);
            v = v * (hex ? 16u : 10u) + d;
            if (v > 0x10FFFF) v = 0x110000;
            j++;
        }
        if (j == start) { buf_put(out, "&amp;", 5); return i + 1; }
        if (j < n && s[j] == ';') j++;
        if (v == 0 || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) v = 0xFFFD;
        else if (v >= 0x80 && v <= 0x9F) v = c1_remap[v - 0x80];
        buf_put_cp(out, v, attr);
        return j;
    }
    char name[41];
    size_t len = 0;
    while (j < n && is_alnum(s[j]) && len < 40) name[len++] = (char)s[j++];
    name[len] = 0;
    if (len > 0 && j < n && s[j] == ';') {
        uint32_t cp = named_ref(name);
        if (cp) { buf_put_cp(out, cp, attr); return j + 1; }
    }
    for (size_t l = len; l >= 2; l--) {
        name[l] = 0;
        if (!is_legacy(name)) continue;
        size_t after = i + 1 + l;
        if (attr && after < n && (s[after] == '=' || is_alnum(s[after]))) break;
        buf_put_cp(out, named_ref(name), attr);
        return after;
    }
    buf_put(out, "&amp;", 5);
    return i + 1;
}

/* Text of a range with references decoded (RCDATA, attribute values). */
static void put_text(kq_buf *out, const uint8_t *s, size_t from, size_t to, int attr) {
    size_t i = from;
    while (i < to && !out->failed) {
        uint8_t c = s[i];
        if (c == '&') { i = char_ref(s, i, to, attr, out); continue; }
        if (c == 0) { buf_put_cp(out, 0xFFFD, attr); i++; continue; }
        if (c == '<' || c == '>' || (attr && c == '"')) { buf_put_cp(out, c, attr); i++; continue; }
        size_t j = i;
        while (j < to && s[j] != '&' && s[j] != 0 && s[j] != '<' && s[j] != '>' && !(attr && s[j] == '"')) j++;
        buf_put(out, (const char *)s + i, j - i);
        i = j;
    }
}

/* MARK: Tokenizer. */

static size_t skip_past_gt(const uint8_t *s, size_t i, size_t n) {
    const uint8_t *g = i < n ? memchr(s + i, '>', n - i) : NULL;
    return g ? (size_t)(g - s) + 1 : n;
}

/* `<!` at s[i]: a comment (HTML5 ends: `<!-->`, `<!--->`, `-->`, `--!>`), a DOCTYPE or a
   bogus comment (which is also what `<![CDATA[` is outside SVG/MathML). All are dropped. */
static size_t skip_declaration(const uint8_t *s, size_t i, size_t n) {
    size_t j = i + 2;
    if (j + 1 < n && s[j] == '-' && s[j + 1] == '-') {
        j += 2;
        if (j < n && s[j] == '>') return j + 1;
        if (j + 1 < n && s[j] == '-' && s[j + 1] == '>') return j + 2;
        for (size_t k = j; k + 2 < n; k++) {
            if (s[k] != '-' || s[k + 1] != '-') continue;
            if (s[k + 2] == '>') return k + 3;
            if (k + 3 < n && s[k + 2] == '!' && s[k + 3] == '>') return k + 4;
        }
        return n;
    }
    return skip_past_gt(s, j, n);
}

/* Index of the `<` of `</name` followed by space, `/` or `>`, or n. */
static size_t find_end_tag(const uint8_t *s, size_t i, size_t n, const char *name, size_t nlen) {
    while (i < n) {
        const uint8_t *p = memchr(s + i, '<', n - i);
        if (!p) return n;
        size_t k = (size_t)(p - s);
        if (k + 2 + nlen < n && s[k + 1] == '/') {
            size_t m = 0;
            while (m < nlen && lower(s[k + 2 + m]) == (uint8_t)name[m]) m++;
            uint8_t after = s[k + 2 + nlen];
            if (m == nlen && (is_space(after) || after == '/' || after == '>')) return k;
        }
        i = k + 1;
    }
    return n;
}

enum { ATTR_NAME = 1, ATTR_PROPERTY = 2, ATTR_CONTENT = 4, ATTR_REL = 8, ATTR_HREF = 16 };

/* Which attributes libxml2 gets for a tag: only those the rules read. */
static int wanted_attrs(const char *tag) {
    if (strcmp(tag, "meta") == 0) return ATTR_NAME | ATTR_PROPERTY | ATTR_CONTENT;
    if (strcmp(tag, "link") == 0) return ATTR_REL | ATTR_HREF;
    if (strcmp(tag, "base") == 0) return ATTR_HREF;
    return 0;
}

static int attr_bit(const uint8_t *s, size_t len) {
    static const struct { const char *name; int bit; } names[] = {
        {"name", ATTR_NAME}, {"property", ATTR_PROPERTY}, {"content", ATTR_CONTENT},
        {"rel", ATTR_REL}, {"href", ATTR_HREF}};
    for (size_t k = 0; k < 5; k++) {
        size_t m = strlen(names[k].name);
        if (m != len) continue;
        size_t c = 0;
        while (c < m && lower(s[c]) == (uint8_t)names[k].name[c]) c++;
        if (c == m) return names[k].bit;
    }
    return 0;
}

/* Reads a tag from s[i] (the first name character) into `tag` as `<name attrs>` or
   `</name>`. Returns the index after `>`, or n when the page ends inside the tag (HTML5
   drops such a tag). `name` receives the lowercased name, "" when it is not one libxml2
   can take safely (such a tag is not emitted; it cannot be one the rules read). */
static size_t read_tag(const uint8_t *s, size_t i, size_t n, int end, kq_buf *tag, char name[33], int *complete) {
    size_t nl = 0;
    int name_ok = 1;
    *complete = 0;
    while (i < n && !is_space(s[i]) && s[i] != '/' && s[i] != '>') {
        uint8_t c = lower(s[i]);
        if (nl < 32 && (is_alnum(c) || (nl > 0 && (c == '-' || c == ':' || c == '_' || c == '.')))) name[nl++] = (char)c;
        else name_ok = 0;
        i++;
    }
    name[nl] = 0;
    if (!name_ok) name[0] = 0;
    tag->len = 0;
    if (name[0]) {
        buf_put(tag, end ? "</" : "<", end ? 2 : 1);
        buf_put(tag, name, strlen(name));
    }
    int wanted = (end || !name[0]) ? 0 : wanted_attrs(name), seen = 0;
    for (;;) {
        while (i < n && is_space(s[i])) i++;
        if (i >= n) return n;
        if (s[i] == '>') { i++; break; }
        if (s[i] == '/') { i++; continue; }
        size_t ns = i;
        i++; /* the first character may be '=' */
        while (i < n && !is_space(s[i]) && s[i] != '/' && s[i] != '>' && s[i] != '=') i++;
        size_t ne = i;
        while (i < n && is_space(s[i])) i++;
        size_t vs = 0, ve = 0;
        if (i < n && s[i] == '=') {
            i++;
            while (i < n && is_space(s[i])) i++;
            if (i >= n) return n;
            if (s[i] == '"' || s[i] == '\'') {
                const uint8_t *q = memchr(s + i + 1, s[i], n - i - 1);
                if (!q) return n;
                vs = i + 1; ve = (size_t)(q - s); i = ve + 1;
            } else {
                vs = i;
                while (i < n && !is_space(s[i]) && s[i] != '>') i++;
                ve = i;
            }
        }
        int bit = wanted ? attr_bit(s + ns, ne - ns) : 0;
        if (bit & wanted & ~seen) {
            seen |= bit;
            buf_put(tag, " ", 1);
            for (size_t c = ns; c < ne; c++) { char l = (char)lower(s[c]); buf_put(tag, &l, 1); }
            buf_put(tag, "=\"", 2);
            put_text(tag, s, vs, ve, 1);
            buf_put(tag, "\"", 1);
        }
    }
    if (name[0]) buf_put(tag, ">", 1);
    *complete = 1;
    return i;
}

static int name_in(const char *name, const char *const *list) {
    for (; *list; list++) if (strcmp(name, *list) == 0) return 1;
    return 0;
}

char *kq_preview_normalize(const uint8_t *s, size_t n, size_t *out_length) {
    static const char *const rawtext[] = {"script", "style", "xmp", "iframe", "noembed", "noframes", NULL};
    static const char *const rcdata[] = {"title", "textarea", NULL};
    kq_buf b = {0}, tag = {0};
    buf_reserve(&b, n / 2 + 64);
    size_t i = 0;
    while (i < n && !b.failed && !tag.failed) {
        uint8_t c = s[i];
        if (c == '&') { i = char_ref(s, i, n, 0, &b); continue; }
        if (c == 0) { i++; continue; } /* the tree builder ignores NUL in text */
        if (c == '>') { buf_put(&b, "&gt;", 4); i++; continue; }
        if (c != '<') {
            size_t j = i;
            while (j < n && s[j] != '<' && s[j] != '&' && s[j] != 0 && s[j] != '>') j++;
            buf_put(&b, (const char *)s + i, j - i);
            i = j;
            continue;
        }
        uint8_t d = i + 1 < n ? s[i + 1] : 0;
        if (i + 1 < n && d == '!') { i = skip_declaration(s, i, n); continue; }
        if (i + 1 < n && d == '?') { i = skip_past_gt(s, i + 2, n); continue; }
        char name[33];
        int complete = 0;
        if (i + 1 < n && d == '/') {
            if (i + 2 >= n) { buf_put(&b, "&lt;/", 5); i = n; continue; }
            if (s[i + 2] == '>') { i += 3; continue; }
            if (!is_alpha(s[i + 2])) { i = skip_past_gt(s, i + 2, n); continue; }
            i = read_tag(s, i + 2, n, 1, &tag, name, &complete);
            if (complete) buf_put(&b, tag.data ? tag.data : "", tag.len);
            continue;
        }
        if (i + 1 >= n || !is_alpha(d)) { buf_put(&b, "&lt;", 4); i++; continue; }
        i = read_tag(s, i + 1, n, 0, &tag, name, &complete);
        if (!complete) break;
        buf_put(&b, tag.data ? tag.data : "", tag.len);
        if (!name[0]) continue;
        if (name_in(name, rawtext)) {
            i = find_end_tag(s, i, n, name, strlen(name)); /* script text is never a source */
        } else if (name_in(name, rcdata)) {
            size_t e = find_end_tag(s, i, n, name, strlen(name));
            put_text(&b, s, i, e, 0);
            i = e;
        } else if (strcmp(name, "plaintext") == 0) {
            put_text(&b, s, i, n, 0);
            i = n;
        }
    }
    free(tag.data);
    if (b.failed) { free(b.data); return NULL; }
    if (!b.data) buf_put(&b, "", 0);
    if (b.failed) return NULL;
    if (out_length) *out_length = b.len;
    return b.data;
}

void kq_preview_free_string(char *string) { free(string); }

/* MARK: Tree walk. */

static char *copy_prop(xmlNodePtr node, const char *name) {
    xmlChar *v = xmlGetProp(node, (const xmlChar *)name);
    if (!v) return NULL;
    char *copy = strdup((const char *)v);
    xmlFree(v);
    return copy;
}

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

static char *title_text(xmlNodePtr title) {
    kq_buf b = {0};
    buf_put(&b, "", 0);
    for (xmlNodePtr c = title->children; c; c = c->next)
        if ((c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE) && c->content)
            buf_put(&b, (const char *)c->content, strlen((const char *)c->content));
    if (b.failed) { free(b.data); return NULL; }
    return b.data;
}

static int in_foreign(xmlNodePtr node) {
    for (xmlNodePtr p = node->parent; p && p->type == XML_ELEMENT_NODE; p = p->parent)
        if (strcmp((const char *)p->name, "svg") == 0 || strcmp((const char *)p->name, "math") == 0) return 1;
    return 0;
}

/* Collects one element; returns 0 when memory ran out. */
static int collect(kq_preview_page *page, xmlNodePtr node) {
    const char *tag = (const char *)node->name;
    kq_preview_item item = {0};
    if (strcmp(tag, "meta") == 0) {
        item.kind = KQ_PREVIEW_META;
        item.name = copy_prop(node, "name");
        item.property = copy_prop(node, "property");
        if (!item.name && !item.property) return 1;
        item.content = copy_prop(node, "content");
    } else if (strcmp(tag, "link") == 0) {
        item.kind = KQ_PREVIEW_LINK;
        item.name = copy_prop(node, "rel");
        item.content = copy_prop(node, "href");
        if (!item.name || !item.content) { free((void *)item.name); free((void *)item.content); return 1; }
    } else if (strcmp(tag, "base") == 0) {
        item.kind = KQ_PREVIEW_BASE;
        item.content = copy_prop(node, "href");
    } else if (strcmp(tag, "title") == 0) {
        item.kind = KQ_PREVIEW_TITLE;
        item.foreign = in_foreign(node);
        item.content = title_text(node);
        if (!item.content) return 0;
    } else {
        return 1;
    }
    if (add_item(page, item)) return 1;
    free((void *)item.name); free((void *)item.property); free((void *)item.content);
    return 0;
}

kq_preview_page *kq_preview_parse(const uint8_t *utf8, size_t length) {
    kq_xml_init();
    kq_preview_page *page = calloc(1, sizeof *page);
    if (!page) return NULL;
    size_t clean_length = 0;
    char *clean = kq_preview_normalize(utf8, length, &clean_length);
    if (!clean) { free(page); return NULL; }
    if (clean_length > INT32_MAX) clean_length = INT32_MAX;
    int options = HTML_PARSE_RECOVER | HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                  HTML_PARSE_NODEFDTD | HTML_PARSE_COMPACT | HTML_PARSE_IGNORE_ENC | XML_PARSE_HUGE;
    /* An empty buffer gives no document; a page with only text still gives one. */
    htmlDocPtr doc = clean_length ? htmlReadMemory(clean, (int)clean_length, NULL, "UTF-8", options) : NULL;
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

void kq_preview_free(kq_preview_page *page) {
    if (!page) return;
    for (size_t k = 0; k < page->count; k++) {
        free((void *)page->items[k].name);
        free((void *)page->items[k].property);
        free((void *)page->items[k].content);
    }
    free(page->items);
    free(page);
}
