/* Link-preview candidates through libxml2's HTML parser.

   libxml2 2.9's HTML parser is an HTML 4 parser: it treats <title> content as markup, ends
   comments at the wrong place (`<!-->` swallows what follows), knows only HTML 4 character
   references, does not remap &#128;-&#159; through windows-1252 and stops on some bytes.
   The link-preview rules follow the HTML standard's tokenizer, so this file first re-tokenizes
   the page the way HTML5 does (comments, bogus comments, DOCTYPE, RAWTEXT, RCDATA,
   PLAINTEXT, character references, NUL) and hands libxml2 a clean token stream: tags with
   only the attributes the rules read, and text with every reference already decoded and
   re-escaped. libxml2 then parses that stream (implied head/body, nesting), and
   PreviewHTMLCollect.c collects the candidates in tree order. No decision of the rules is
   taken here. */
#include "PreviewHTML.h"
#include "PreviewHTMLInternal.h"
#include <stdlib.h>
#include <string.h>

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
    switch (tag[0]) {
    case 'm': return strcmp(tag, "meta") == 0 ? ATTR_NAME | ATTR_PROPERTY | ATTR_CONTENT : 0;
    case 'l': return strcmp(tag, "link") == 0 ? ATTR_REL | ATTR_HREF : 0;
    case 'b': return strcmp(tag, "base") == 0 ? ATTR_HREF : 0;
    default: return 0;
    }
}

enum { TAG_RAWTEXT = 1, TAG_RCDATA = 2, TAG_PLAINTEXT = 4, TAG_CANDIDATE = 8, TAG_FOREIGN = 16, TAG_TITLE = 32 };

/* What the tokenizer must know about a tag name, without comparing it to every list. */
static int tag_class(const char *name) {
    switch (name[0]) {
    case 'b': return strcmp(name, "base") == 0 ? TAG_CANDIDATE : 0;
    case 'i': return strcmp(name, "iframe") == 0 ? TAG_RAWTEXT : 0;
    case 'l': return strcmp(name, "link") == 0 ? TAG_CANDIDATE : 0;
    case 'm':
        if (strcmp(name, "meta") == 0) return TAG_CANDIDATE;
        return strcmp(name, "math") == 0 ? TAG_FOREIGN : 0;
    case 'n': return strcmp(name, "noembed") == 0 || strcmp(name, "noframes") == 0 ? TAG_RAWTEXT : 0;
    case 'p': return strcmp(name, "plaintext") == 0 ? TAG_PLAINTEXT : 0;
    case 's':
        if (strcmp(name, "script") == 0 || strcmp(name, "style") == 0) return TAG_RAWTEXT;
        return strcmp(name, "svg") == 0 ? TAG_FOREIGN : 0;
    case 't':
        if (strcmp(name, "title") == 0) return TAG_RCDATA | TAG_CANDIDATE | TAG_TITLE;
        return strcmp(name, "textarea") == 0 ? TAG_RCDATA : 0;
    case 'x': return strcmp(name, "xmp") == 0 ? TAG_RAWTEXT : 0;
    default: return 0;
    }
}

/* MARK: Candidate-only streams. */

/* Ranges of the output that hold candidate tags (and a title's text). */
typedef struct { size_t *v; size_t len, cap; int failed; } kq_spans;

static void span_add(kq_spans *sp, size_t from, size_t to) {
    if (sp->failed || from == to) return;
    if (sp->len && sp->v[sp->len - 1] == from) { sp->v[sp->len - 1] = to; return; }
    if (sp->len + 2 > sp->cap) {
        size_t cap = sp->cap ? sp->cap * 2 : 64;
        size_t *v = realloc(sp->v, cap * sizeof *v);
        if (!v) { sp->failed = 1; return; }
        sp->v = v;
        sp->cap = cap;
    }
    sp->v[sp->len++] = from;
    sp->v[sp->len++] = to;
}

/* Keeps the first `whole` bytes, then only what the spans hold after them, in order, in
   place. */
static void keep_spans(kq_buf *b, size_t whole, const kq_spans *sp) {
    size_t len = whole;
    for (size_t k = 0; k < sp->len; k += 2) {
        if (sp->v[k + 1] <= whole) continue;
        size_t from = sp->v[k] > whole ? sp->v[k] : whole;
        memmove(b->data + len, b->data + from, sp->v[k + 1] - from);
        len += sp->v[k + 1] - from;
    }
    b->len = len;
    b->data[len] = 0;
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
        /* `:` becomes `.`: libxml2's tree builder would split `x:title` into a prefix and
           `title` and keep only `title`, while HTML5 makes it an element named `x:title`,
           which is not a title. Both are unknown elements to libxml2, alike in structure. */
        if (c == ':' && nl > 0) c = '.';
        if (nl < 32 && (is_alnum(c) || (nl > 0 && (c == '-' || c == '_' || c == '.')))) name[nl++] = (char)c;
        else name_ok = 0;
        i++;
    }
    name[nl] = 0;
    if (!name_ok) name[0] = 0;
    tag->len = 0;
    if (name[0]) {
        kqh_buf_put(tag, end ? "</" : "<", end ? 2 : 1);
        kqh_buf_put(tag, name, strlen(name));
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
            kqh_buf_put(tag, " ", 1);
            for (size_t c = ns; c < ne; c++) { char l = (char)lower(s[c]); kqh_buf_put(tag, &l, 1); }
            kqh_buf_put(tag, "=\"", 2);
            kqh_put_text(tag, s, vs, ve, 1);
            kqh_buf_put(tag, "\"", 1);
        }
    }
    if (name[0]) kqh_buf_put(tag, ">", 1);
    *complete = 1;
    return i;
}

char *kq_preview_normalize(const uint8_t *s, size_t n, size_t *out_length) {
    return kq_preview_tokenize(s, n, 0, out_length);
}

char *kq_preview_tokenize(const uint8_t *s, size_t n, int candidates_only, size_t *out_length) {
    kq_buf b = {0}, tag = {0};
    kq_spans spans = {0};
    int seen_foreign = 0, title_after_foreign = 0;
    size_t after_last_title = 0; /* output offset after the last title's text */
    kqh_buf_reserve(&b, n / 2 + 64);
    size_t i = 0;
    while (i < n && !b.failed && !tag.failed) {
        uint8_t c = s[i];
        if (c == '&') { i = kqh_char_ref(s, i, n, 0, &b); continue; }
        if (c == 0) { i++; continue; } /* the tree builder ignores NUL in text */
        if (c == '>') { kqh_buf_put(&b, "&gt;", 4); i++; continue; }
        if (c != '<') {
            size_t j = i;
            while (j < n && s[j] != '<' && s[j] != '&' && s[j] != 0 && s[j] != '>') j++;
            kqh_buf_put(&b, (const char *)s + i, j - i);
            i = j;
            continue;
        }
        uint8_t d = i + 1 < n ? s[i + 1] : 0;
        if (i + 1 < n && d == '!') { i = skip_declaration(s, i, n); continue; }
        if (i + 1 < n && d == '?') { i = skip_past_gt(s, i + 2, n); continue; }
        char name[33];
        int complete = 0;
        if (i + 1 < n && d == '/') {
            if (i + 2 >= n) { kqh_buf_put(&b, "&lt;/", 5); i = n; continue; }
            if (s[i + 2] == '>') { i += 3; continue; }
            if (!is_alpha(s[i + 2])) { i = skip_past_gt(s, i + 2, n); continue; }
            i = read_tag(s, i + 2, n, 1, &tag, name, &complete);
            if (!complete) continue;
            size_t at = b.len;
            kqh_buf_put(&b, tag.data ? tag.data : "", tag.len);
            if (name[0] && (tag_class(name) & TAG_CANDIDATE)) span_add(&spans, at, b.len);
            continue;
        }
        if (i + 1 >= n || !is_alpha(d)) { kqh_buf_put(&b, "&lt;", 4); i++; continue; }
        i = read_tag(s, i + 1, n, 0, &tag, name, &complete);
        if (!complete) break;
        size_t at = b.len;
        kqh_buf_put(&b, tag.data ? tag.data : "", tag.len);
        if (!name[0]) continue;
        int class = tag_class(name);
        if (class & TAG_FOREIGN) seen_foreign = 1;
        if ((class & TAG_TITLE) && seen_foreign) title_after_foreign = 1;
        if (class & TAG_RAWTEXT) {
            i = find_end_tag(s, i, n, name, strlen(name)); /* script text is never a source */
        } else if (class & TAG_RCDATA) {
            size_t e = find_end_tag(s, i, n, name, strlen(name));
            kqh_put_text(&b, s, i, e, 0);
            i = e;
        } else if (class & TAG_PLAINTEXT) {
            kqh_put_text(&b, s, i, n, 0);
            i = n;
        }
        if (class & TAG_CANDIDATE) span_add(&spans, at, b.len);
        if (class & TAG_TITLE) after_last_title = b.len;
    }
    free(tag.data);
    if (b.failed || spans.failed) { free(b.data); free(spans.v); return NULL; }
    /* Structure decides only whether a title is inside an <svg> or <math>: meta, link and
       base come whole and in order whatever surrounds them (see docs/link-previews.md).
       Without a <title> after the first <svg> or <math>, no title can be inside one, and
       only the candidate tags are kept. Otherwise the stream is kept up to the last title's
       text (whose place depends on everything before it) and only candidates after it.
       libxml2 then has a few tags to parse instead of thousands. */
    if (candidates_only && b.data) keep_spans(&b, title_after_foreign ? after_last_title : 0, &spans);
    free(spans.v);
    if (!b.data) kqh_buf_put(&b, "", 0);
    if (b.failed) return NULL;
    if (out_length) *out_length = b.len;
    return b.data;
}

void kq_preview_free_string(char *string) { free(string); }

int kq_preview_utf8_valid(const uint8_t *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        /* Pages are mostly ASCII: skip it eight bytes at a time. */
        while (i + 8 <= n) {
            uint64_t w;
            memcpy(&w, s + i, 8);
            if (w & 0x8080808080808080ULL) break;
            i += 8;
        }
        if (i >= n) break;
        uint8_t c = s[i];
        if (c < 0x80) { i++; continue; }
        size_t need;
        uint8_t lo = 0x80, hi = 0xBF; /* the second byte's range (no overlongs, surrogates, > U+10FFFF) */
        if (c >= 0xC2 && c <= 0xDF) need = 1;
        else if (c == 0xE0) { need = 2; lo = 0xA0; }
        else if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF) need = 2;
        else if (c == 0xED) { need = 2; hi = 0x9F; }
        else if (c == 0xF0) { need = 3; lo = 0x90; }
        else if (c >= 0xF1 && c <= 0xF3) need = 3;
        else if (c == 0xF4) { need = 3; hi = 0x8F; }
        else return 0;
        if (n - i - 1 < need) return 0;
        if (s[i + 1] < lo || s[i + 1] > hi) return 0;
        for (size_t k = 2; k <= need; k++)
            if ((s[i + k] & 0xC0) != 0x80) return 0;
        i += need + 1;
    }
    return 1;
}
