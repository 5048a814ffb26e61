import Foundation
import Testing
@testable import KuriosaPreviews

/// One test per rule of the link-preview rules (docs/link-previews.md), each a table.
@Suite("Link-preview rules")
struct RuleTests {
    @Test("Og/twitter keys from property or name, application-name from name only, case-insensitive", arguments: [
        PageCase("property", #"<meta property="og:title" content="A">"#, title: "A"),
        PageCase("name for og", #"<meta name="og:title" content="A">"#, title: "A"),
        PageCase("property for twitter", #"<meta property="twitter:title" content="T">"#, title: "T"),
        PageCase("upper case key", #"<meta property="OG:TITLE" content="A"><meta name="Og:Site_Name" content="S">"#, title: "A", site: "S"),
        PageCase("application-name from property ignored", #"<meta property="application-name" content="App">"#),
        PageCase("application-name from name", #"<meta name="application-name" content="App">"#, site: "App"),
        PageCase("single quotes, unquoted, attribute order", "<meta content='Q' property=og:title><meta content=S name=og:site_name>", title: "Q", site: "S"),
        PageCase("value= is not read", #"<meta property="og:title" value="V">"#),
        PageCase("content absent, next tag used", #"<meta property="og:title"><meta property="og:title" content="Second">"#, title: "Second"),
    ])
    func metaKeys(_ page: PageCase) {
        #expect(extract(page.html) == page.expected)
    }

    @Test("Title priority is by key, not position", arguments: [
        PageCase("og beats twitter and title", "<title>T</title><meta name=twitter:title content=Tw><meta property=og:title content=Og>", title: "Og"),
        PageCase("twitter beats title", "<title>T</title><meta name=twitter:title content=Tw>", title: "Tw"),
        PageCase("title alone", "<title>T</title>", title: "T"),
        PageCase("first title only", "<title>One</title><title>Two</title>", title: "One"),
        PageCase("title in body counts", "<body><p>x</p><title>Body title</title></body>", title: "Body title"),
        PageCase("svg title never counts", "<body><svg><title>Icon</title></svg><title>Real</title></body>", title: "Real"),
        PageCase("only svg title", "<body><svg><title>Icon</title></svg></body>"),
        PageCase("RCDATA title", "<title>a <b>raw</b> c</title>", title: "a <b>raw</b> c"),
    ])
    func titlePriority(_ page: PageCase) {
        #expect(extract(page.html).title == page.title)
    }

    @Test("Site name from og:site_name, then application-name, else null", arguments: [
        PageCase("og wins", "<meta name=application-name content=App><meta property=og:site_name content=Site>", site: "Site"),
        PageCase("application-name", "<meta name=application-name content=App>", site: "App"),
        PageCase("blank og falls back", "<meta property=og:site_name content=' '><meta name=application-name content=App>", site: "App"),
        PageCase("handles are not site names", "<meta name=twitter:site content=@site><meta name=twitter:creator content=@me><meta name=apple-mobile-web-app-title content=Apple><meta name=msapplication-tooltip content=Ms><meta property=og:url content='https://x.example/'>"),
    ])
    func siteName(_ page: PageCase) {
        #expect(extract(page.html).siteName == page.siteName)
    }

    @Test("Image key order, then link rel=image_src", arguments: [
        PageCase("secure_url first", "<meta property=og:image content=/og.jpg><meta property=og:image:url content=/url.jpg><meta property=og:image:secure_url content=/secure.jpg>", image: "https://example.com/secure.jpg"),
        PageCase("og:image:url before og:image", "<meta property=og:image content=/og.jpg><meta property=og:image:url content=/url.jpg>", image: "https://example.com/url.jpg"),
        PageCase("og:image before twitter", "<meta name=twitter:image content=/tw.jpg><meta property=og:image content=/og.jpg>", image: "https://example.com/og.jpg"),
        PageCase("twitter:image beats :src even after it", "<meta name=twitter:image:src content=/src.jpg><meta name=twitter:image content=/tw.jpg>", image: "https://example.com/tw.jpg"),
        PageCase("link image_src last", "<link rel=image_src href=/link.jpg><meta name=twitter:image:src content=/src.jpg>", image: "https://example.com/src.jpg"),
        PageCase("link image_src alone", "<link rel=IMAGE_SRC href=/link.jpg>", image: "https://example.com/link.jpg"),
        PageCase("first in document order within a key", "<meta property=og:image content=/1.jpg><meta property=og:image content=/2.jpg>", image: "https://example.com/1.jpg"),
        PageCase("never itemprop, img or icons", #"<meta itemprop=image content=/i.jpg><link rel=icon href=/f.ico><link rel=apple-touch-icon href=/t.png><img src=/img.jpg><script type="application/ld+json">{"image":"/ld.jpg"}</script>"#),
    ])
    func imageOrder(_ page: PageCase) {
        #expect(extract(page.html).imageURL == page.expected.imageURL)
    }

    @Test("Blanks fall back; Unicode White_Space collapses", arguments: [
        PageCase("empty og falls to twitter", "<meta property=og:title content=''><meta name=twitter:title content=Tw>", title: "Tw"),
        PageCase("empty then filled og", "<meta property=og:title content=''><meta property=og:title content=Filled><meta name=twitter:title content=Tw>", title: "Filled"),
        PageCase("blank title gives null", "<title> \n\t </title>"),
        PageCase("nbsp-only og falls back", "<meta property=og:title content='&nbsp;&nbsp;'><title>T</title>", title: "T"),
        PageCase("runs collapse", "<title>\n  A \t\r\n B&nbsp;&nbsp;C\u{2003}D\u{00A0}E  </title>", title: "A B C D E"),
        PageCase("zero-width is not whitespace", "<title>A\u{200B}B</title>", title: "A\u{200B}B"),
        PageCase("site name collapses too", "<meta property=og:site_name content='  My\n\n Site '>", site: "My Site"),
    ])
    func whitespace(_ page: PageCase) {
        let result = extract(page.html)
        #expect(result.title == page.title)
        #expect(result.siteName == page.siteName)
    }

    @Test("References decoded once, as the HTML tokenizer does", arguments: [
        PageCase("named, decimal, hex", "<title>&lt;&gt; &#65; &#x42; &eacute;</title>", title: "<> A B é"),
        PageCase("apos and astral", "<title>it&apos;s &#x1F600;</title>", title: "it's 😀"),
        PageCase("windows-1252 remap of &#146;", "<title>it&#146;s &#128;</title>", title: "it\u{2019}s €"),
        PageCase("legacy &copy without semicolon", "<title>&copy 2024</title>", title: "© 2024"),
        PageCase("AT&T stays", "<title>AT&T</title>", title: "AT&T"),
        PageCase("double escape decoded once", "<title>&amp;amp;</title>", title: "&amp;"),
        PageCase("in attributes too", "<meta property=og:title content='Caf&eacute; &#146;n&#39; &quot;q&quot;'>", title: "Café ’n' \"q\""),
        PageCase("legacy ref before = in attribute stays", "<meta property=og:title content='a?x=1&copy=2'>", title: "a?x=1&copy=2"),
        PageCase("nul and surrogate references", "<title>a&#0;b&#xD800;c</title>", title: "a\u{FFFD}b\u{FFFD}c"),
        PageCase("HTML5-only name", "<title>a&lpar;b&rpar;</title>", title: "a(b)"),
    ])
    func references(_ page: PageCase) {
        #expect(extract(page.html).title == page.title)
    }

    @Test("No normalization, no smart quotes", arguments: [
        PageCase("fullwidth and straight quote kept", "<title>（Ｔｅｓｔ） it's</title>", title: "（Ｔｅｓｔ） it's"),
        PageCase("decomposed kept decomposed", "<title>e\u{0301}</title>", title: "e\u{0301}"),
    ])
    func noNormalization(_ page: PageCase) {
        let title = extract(page.html).title
        #expect(title.map { Array($0.unicodeScalars) } == page.title.map { Array($0.unicodeScalars) })
    }

    @Test("A page that gives nothing gives null, null, null", arguments: [
        "", "<html></html>", "plain text", "<title></title><meta property=og:image content='data:image/png;base64,AAAA'>",
        "\u{0}\u{0}\u{0}", "<!-- <title>hidden</title> -->",
    ])
    func nothing(_ html: String) {
        #expect(extract(html) == .nothing)
    }

    @Test("Meta tags count wherever the parser put them", arguments: [
        PageCase("in body", "<body><p>text<meta property=og:title content=Body></body>", title: "Body"),
        PageCase("in a table cell", "<table><tr><td><meta property=og:title content=Cell></td></tr></table>", title: "Cell"),
        PageCase("after implied head end", "<p>x</p><meta property=og:site_name content=Late>", site: "Late"),
        PageCase("two heads", "<head><title>T</title></head><head><meta property=og:site_name content=S></head>", title: "T", site: "S"),
        PageCase("after </html>", "<html><body></body></html><meta property=og:title content=After>", title: "After"),
    ])
    func metaAnywhere(_ page: PageCase) {
        let result = extract(page.html)
        #expect(result.title == page.title)
        #expect(result.siteName == page.siteName)
    }

    @Test("Never sources; scripts do not run; noscript is markup; XHTML as HTML", arguments: [
        PageCase("JSON-LD, h1, description ignored", #"<title>T</title><script type="application/ld+json">{"name":"LD","headline":"H","publisher":{"name":"P"}}</script><meta name=description content=D><h1>H1</h1>"#, title: "T"),
        PageCase("document.title in script ignored", "<title>T</title><script>document.title = 'Script'</script>", title: "T"),
        PageCase("noscript og:image beats twitter", "<head><noscript><meta property=og:image content=/ns.jpg></noscript><meta name=twitter:image content=/tw.jpg></head>", image: "https://example.com/ns.jpg"),
        PageCase("fake meta in a CDATA script string", "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>X</title><script>//<![CDATA[\nvar s = '<meta property=\"og:image\" content=\"/fake.jpg\"/>';\n//]]></script><meta name=twitter:image content=\"/real.jpg\"/></head></html>", title: "X", image: "https://example.com/real.jpg"),
    ])
    func neverSources(_ page: PageCase) {
        let result = extract(page.html)
        #expect(result.title == page.title)
        #expect(result.imageURL == page.expected.imageURL)
    }
}
