import Foundation
import Testing
@testable import KuriosaPreviews

/// Candidates resolve per WHATWG against the document base
/// (docs/link-preview-rules.md#url-resolution); only http(s) results are usable
/// (docs/link-preview-rules.md#picture-address).
@Suite("Image URL resolution")
struct URLResolutionTests {
    struct Resolution: Sendable, CustomTestStringConvertible {
        var input: String
        var expected: String?
        var testDescription: String { "\(input) -> \(expected ?? "unusable")" }
    }

    @Test("Resolution against https://example.com/dir/page.html", arguments: [
        Resolution(input: "https://cdn.example.com/a.jpg", expected: "https://cdn.example.com/a.jpg"),
        Resolution(input: "http://cdn.example.com/a.jpg", expected: "http://cdn.example.com/a.jpg"),
        Resolution(input: "//cdn.example.com/a.jpg", expected: "https://cdn.example.com/a.jpg"),
        Resolution(input: "../img/a.jpg", expected: "https://example.com/img/a.jpg"),
        Resolution(input: "a.jpg", expected: "https://example.com/dir/a.jpg"),
        Resolution(input: "/Images/A.JPG", expected: "https://example.com/Images/A.JPG"),
        Resolution(input: "  \n /a.jpg \n", expected: "https://example.com/a.jpg"),
        Resolution(input: "/a b (1).jpg", expected: "https://example.com/a%20b%20(1).jpg"),
        Resolution(input: "/é.jpg?q=é", expected: "https://example.com/%C3%A9.jpg?q=%C3%A9"),
        Resolution(input: "HTTPS://CDN.Example.COM:443/a.jpg", expected: "https://cdn.example.com/a.jpg"),
        Resolution(input: "https://cdn.example.com:8443", expected: "https://cdn.example.com:8443/"),
        Resolution(input: "https:\\\\cdn.example.com\\a\\b.jpg", expected: "https://cdn.example.com/a/b.jpg"),
        Resolution(input: "?v=2", expected: "https://example.com/dir/page.html?v=2"),
        Resolution(input: "/a/./b/../c.jpg", expected: "https://example.com/a/c.jpg"),
        Resolution(input: "http://0x7f.1/a.jpg", expected: "http://127.0.0.1/a.jpg"),
        Resolution(input: "data:image/png;base64,AAAA", expected: nil),
        Resolution(input: "javascript:alert(1)", expected: nil),
        Resolution(input: "blob:https://example.com/uuid", expected: nil),
        Resolution(input: "file:///etc/passwd", expected: nil),
        Resolution(input: "ftp://example.com/a.jpg", expected: nil),
        Resolution(input: "https://", expected: nil),
        Resolution(input: "https://exa mple.com/", expected: nil),
        Resolution(input: "https://example.com:99999/", expected: nil),
    ])
    func resolution(_ resolution: Resolution) throws {
        let base = try #require(HTTPURL.resolve(pageURL.absoluteString, against: .other))
        #expect(HTTPURL.resolve(resolution.input, against: .http(base))?.serialized == resolution.expected)
    }

    @Test("Unusable candidates are skipped, not fatal", arguments: [
        PageCase("data then http", "<meta property=og:image content='data:image/png;base64,AA'><meta property=og:image content='http://x.example/p.jpg'>", image: "http://x.example/p.jpg"),
        PageCase("javascript secure_url falls to og:image", "<meta property=og:image:secure_url content='javascript:void(0)'><meta property=og:image content=/a.jpg>", image: "https://example.com/a.jpg"),
        PageCase("&amp; in the attribute", "<meta property=og:image content='/a.jpg?w=1&amp;h=2'>", image: "https://example.com/a.jpg?w=1&h=2"),
    ])
    func skipping(_ page: PageCase) {
        #expect(extract(page.html).imageURL?.absoluteString == page.image)
    }

    @Test("The first <base href> wins, resolved against the page", arguments: [
        PageCase("base", "<base href='https://static.example.net/assets/'><meta property=og:image content=a.jpg>", image: "https://static.example.net/assets/a.jpg"),
        PageCase("relative base", "<base href='/other/'><meta property=og:image content=a.jpg>", image: "https://example.com/other/a.jpg"),
        PageCase("base without href ignored", "<base target=_blank><base href='/second/'><meta property=og:image content=a.jpg>", image: "https://example.com/second/a.jpg"),
        PageCase("second base ignored", "<base href='/first/'><base href='/second/'><meta property=og:image content=a.jpg>", image: "https://example.com/first/a.jpg"),
        PageCase("base in body still counts", "<meta property=og:image content=a.jpg><body><base href='/late/'>", image: "https://example.com/late/a.jpg"),
        PageCase("non-http base: relative unusable, absolute fine", "<base href='ftp://files.example/'><meta property=og:image content=a.jpg><meta property=og:image content='https://x.example/b.jpg'>", image: "https://x.example/b.jpg"),
    ])
    func base(_ page: PageCase) {
        #expect(extract(page.html).imageURL?.absoluteString == page.image)
    }
}
