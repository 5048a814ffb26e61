/* Text for the link-preview tokenizer (PreviewHTML.c): the output buffer, and character
   references decoded as HTML's "character reference state" does, re-escaped for libxml2. */
#include "PreviewHTMLInternal.h"
#include <stdlib.h>
#include <string.h>
#include <libxml/HTMLparser.h>

/* MARK: Growable byte buffer. */

void kqh_buf_reserve(kq_buf *b, size_t extra) {
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

void kqh_buf_put(kq_buf *b, const char *s, size_t n) {
    kqh_buf_reserve(b, n);
    if (b->failed) return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

void kqh_buf_put_cp(kq_buf *b, uint32_t cp, int attr) {
    char u[4];
    size_t n;
    if (cp < 0x80) {
        switch (cp) {
        case '&': kqh_buf_put(b, "&amp;", 5); return;
        case '<': kqh_buf_put(b, "&lt;", 4); return;
        case '>': kqh_buf_put(b, "&gt;", 4); return;
        case '"': if (attr) { kqh_buf_put(b, "&quot;", 6); return; } break;
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
    kqh_buf_put(b, u, n);
}

/* MARK: Character references (HTML "character reference state"). */


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
static uint32_t named_ref_lookup(const char *name) {
    for (size_t k = 0; k < sizeof html5_names / sizeof html5_names[0]; k++)
        if (html5_names[k].name[0] == name[0] && strcmp(html5_names[k].name, name) == 0) return html5_names[k].cp;
    const htmlEntityDesc *e = htmlEntityLookup((const xmlChar *)name);
    return e ? (uint32_t)e->value : 0;
}

/* The lookups above scan two tables (libxml2's one by string comparison); a page repeats a
   few names (`&nbsp;`, `&amp;`) hundreds of times, so each thread remembers the last names
   it looked up, in a small direct-mapped table. */
typedef struct { char name[16]; uint32_t cp; } kq_ref_memo;
static _Thread_local kq_ref_memo ref_memo[64];

static uint32_t named_ref(const char *name) {
    size_t len = strlen(name);
    if (len == 0 || len >= sizeof ref_memo[0].name) return named_ref_lookup(name);
    uint32_t h = 2166136261u;
    for (size_t k = 0; k < len; k++) h = (h ^ (uint8_t)name[k]) * 16777619u;
    kq_ref_memo *slot = &ref_memo[h & 63];
    if (strcmp(slot->name, name) == 0) return slot->cp;
    uint32_t cp = named_ref_lookup(name);
    memcpy(slot->name, name, len + 1);
    slot->cp = cp;
    return cp;
}

static int is_legacy(const char *name) {
    for (size_t k = 0; k < sizeof legacy_names / sizeof legacy_names[0]; k++)
        if (strcmp(legacy_names[k], name) == 0) return 1;
    return 0;
}

/* Decodes the reference at s[i] == '&' into `out`; returns the index after it. */
size_t kqh_char_ref(const uint8_t *s, size_t i, size_t n, int attr, kq_buf *out) {
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
        if (j == start) { kqh_buf_put(out, "&amp;", 5); return i + 1; }
        if (j < n && s[j] == ';') j++;
        if (v == 0 || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) v = 0xFFFD;
        else if (v >= 0x80 && v <= 0x9F) v = c1_remap[v - 0x80];
        kqh_buf_put_cp(out, v, attr);
        return j;
    }
    char name[41];
    size_t len = 0;
    while (j < n && is_alnum(s[j]) && len < 40) name[len++] = (char)s[j++];
    name[len] = 0;
    if (len > 0 && j < n && s[j] == ';') {
        uint32_t cp = named_ref(name);
        if (cp) { kqh_buf_put_cp(out, cp, attr); return j + 1; }
    }
    for (size_t l = len; l >= 2; l--) {
        name[l] = 0;
        if (!is_legacy(name)) continue;
        size_t after = i + 1 + l;
        if (attr && after < n && (s[after] == '=' || is_alnum(s[after]))) break;
        kqh_buf_put_cp(out, named_ref(name), attr);
        return after;
    }
    kqh_buf_put(out, "&amp;", 5);
    return i + 1;
}

/* Text of a range with references decoded (RCDATA, attribute values). */
void kqh_put_text(kq_buf *out, const uint8_t *s, size_t from, size_t to, int attr) {
    size_t i = from;
    while (i < to && !out->failed) {
        uint8_t c = s[i];
        if (c == '&') { i = kqh_char_ref(s, i, to, attr, out); continue; }
        if (c == 0) { kqh_buf_put_cp(out, 0xFFFD, attr); i++; continue; }
        if (c == '<' || c == '>' || (attr && c == '"')) { kqh_buf_put_cp(out, c, attr); i++; continue; }
        size_t j = i;
        while (j < to && s[j] != '&' && s[j] != 0 && s[j] != '<' && s[j] != '>' && !(attr && s[j] == '"')) j++;
        kqh_buf_put(out, (const char *)s + i, j - i);
        i = j;
    }
}
