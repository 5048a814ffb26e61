import Foundation
import Testing
@testable import KuriosaPreviews

/// Broken and hostile markup (docs/link-preview-rules.md#parsing) and page size
/// (docs/link-preview-rules.md#which-bytes-are-read).
@Suite("Hostile HTML and page size")
struct HostileHTMLTests {
    @Test("Hostile markup", arguments: [
        PageCase("unclosed title is RCDATA to the end", "<html><head><title>Open<meta property=og:site_name content=S", title: "Open<meta property=og:site_name content=S"),
        PageCase("unclosed elements", "<html><head><meta property=og:title content=T><body><div><p><b><i>text<meta property=og:site_name content=S>", title: "T", site: "S"),
        PageCase("NUL bytes", "<title>A\u{0}B</title>\u{0}<meta property=og:site_name content='S\u{0}'>", title: "A\u{FFFD}B", site: "S\u{FFFD}"),
        PageCase("script with fake meta", "<title>T</title><script>document.write('<meta property=\"og:title\" content=\"Fake\">');</script>", title: "T"),
        PageCase("script with fake end tag in a string", "<script>var a = '</scripty>'; '<meta property=og:title content=Fake>'</script><title>T</title>", title: "T"),
        PageCase("style with fake title", "<style>/* <title>Fake</title> */</style><title>T</title>", title: "T"),
        PageCase("comment with meta", "<!-- <meta property=og:title content=Fake> --><title>T</title>", title: "T"),
        PageCase("<!--> is an empty comment", "<!--><meta property=og:title content=Real>-->", title: "Real"),
        PageCase("--!> ends a comment", "<!-- a --!><meta property=og:title content=Real>", title: "Real"),
        PageCase("textarea is RCDATA", "<textarea><meta property=og:title content=Fake></textarea><title>T</title>", title: "T"),
        PageCase("unterminated comment hides the rest", "<title>T</title><!-- <meta property=og:site_name content=S>", title: "T"),
        PageCase("bogus markup", "<title>T</title></ 1><!x><?php echo 1 ?><a\"b c=d><meta property=og:site_name content=S>", title: "T", site: "S"),
        PageCase("duplicate attribute: first wins", "<meta property=og:title property=og:site_name content=A content=B>", title: "A"),
        PageCase("plaintext swallows the rest", "<title>T</title><plaintext><meta property=og:site_name content=S>", title: "T"),
        PageCase("EOF inside a tag drops it", "<title>T</title><meta property=og:site_name content=S", title: "T"),
    ])
    func hostile(_ page: PageCase) {
        #expect(extract(page.html) == page.expected)
    }

    @Test("Deep nesting does not stop the parser or the stack")
    func deepNesting() {
        let depth = 200_000
        let html = "<title>Deep</title>" + String(repeating: "<div>", count: depth)
            + "<meta property=og:image content=/deep.jpg>" + String(repeating: "</div>", count: depth)
        let result = extract(html)
        #expect(result.title == "Deep")
        #expect(result.imageURL?.absoluteString == "https://example.com/deep.jpg")
    }

    @Test("Huge attributes and many tags")
    func hugeAttributes() {
        let huge = String(repeating: "x", count: 600_000)
        let html = "<meta name=x content='\(huge)'><div \(String(repeating: "a=1 ", count: 50_000))></div><meta property=og:title content=After>"
        #expect(extract(html).title == "After")
    }

    @Test("A ~1 MB page gives what its prefix gives; beyond 1 MiB is not read")
    func pageSize() {
        let filler = "<!--" + String(repeating: "filler ", count: 140_000) + "-->"
        let page = "<title>Big</title>" + filler + "<meta property=og:site_name content=Site>"
        #expect(page.utf8.count < LinkPreviewExtractor.maximumBodyBytes)
        #expect(extract(page) == LinkPreviewMetadata(title: "Big", siteName: "Site"))
        let large = "<title>Big</title><meta property=og:site_name content=Site>" + "<!--" + String(repeating: "filler ", count: 300_000)
            + "--><meta property=og:image content=/late.jpg>"
        #expect(extract(large) == LinkPreviewMetadata(title: "Big", siteName: "Site"))
    }

    @Test("Golden pages in Pages/: each .html gives its .json")
    func corpus() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: pagesDirectory.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(files.count >= 5)
        for file in files {
            let html = try Data(contentsOf: pagesDirectory.appendingPathComponent(file))
            let jsonURL = pagesDirectory.appendingPathComponent(String(file.dropLast(5)) + ".json")
            let expected = try String(contentsOf: jsonURL, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            let result = LinkPreviewExtractor.extract(html: html, baseURL: URL(string: "https://shop.example.com/watches/item.html")!, contentTypeHeader: nil)
            #expect(result.jsonString() == expected, "\(file)")
        }
    }
}
