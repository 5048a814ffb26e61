import Foundation
import KuriosaCore
import KuriosaStore
import Testing
@testable import KuriosaPreviews

/// The job's small rules without a server: which links are due (`--older-than`,
/// `--max-links`), how hosts are spread, the option forms, block-page markers, and a blank
/// picture value.
@Suite("Refresh job rules")
struct RefreshJobRuleTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    func row(_ url: String, title: String?, daysAgo: Double) -> LinkPreviewRow {
        LinkPreviewRow(id: UUID().uuidString.lowercased(), itemID: "i", url: url, title: title, siteName: nil, picture: nil,
                       pictureWidth: nil, pictureHeight: nil,
                       loadedAt: Timestamp.string(from: Self.now.addingTimeInterval(-daysAgo * 86_400)))
    }

    @Test func olderThanAndMaxLinks() {
        let links = ["https://a/new", "https://a/fresh", "https://a/old", "https://b/older", "https://b/empty"]
            .map { PreviewLink(itemID: "i", url: $0) }
        let existing: [PreviewLink: LinkPreviewRow] = [
            links[1]: row(links[1].url, title: "Fresh", daysAgo: 2), links[2]: row(links[2].url, title: "Old", daysAgo: 40),
            links[3]: row(links[3].url, title: "Older", daysAgo: 90), links[4]: row(links[4].url, title: nil, daysAgo: 3),
        ]
        var options = RefreshOptions()
        options.now = Self.now
        #expect(RefreshJob.selectDue(links, existing: existing, options: options).map(\.why) == ["missing", "stale"])
        options.olderThan = RefreshOptions.duration("30d")
        #expect(RefreshJob.selectDue(links, existing: existing, options: options).map(\.link.url)
                == ["https://a/new", "https://a/old", "https://b/older", "https://b/empty"])
        // With a bound, the oldest come first after the missing ones.
        options.maxLinks = 2
        #expect(RefreshJob.selectDue(links, existing: existing, options: options).map(\.link.url)
                == ["https://a/new", "https://b/older", "https://a/old", "https://b/empty"])
    }

    @Test func hostsAreSpreadOverTheRun() {
        let hosts = ["a", "a", "a", "b", "c", "c"]
        let jobs = hosts.enumerated().map { LoadQueue.Job(index: $0.offset, url: "", host: $0.element) }
        #expect(LoadQueue.spread(jobs).map(\.index) == [0, 3, 4, 1, 5, 2])
    }

    @Test func optionForms() throws {
        #expect(RefreshOptions.duration("12h") == 43_200)
        #expect(RefreshOptions.duration("30d") == 2_592_000)
        #expect(RefreshOptions.duration("0d") == nil && RefreshOptions.duration("d") == nil && RefreshOptions.duration("5y") == nil)
        #expect(AllowedHost.parse("Shop.Test.") == AllowedHost(host: "shop.test"))
        #expect(AllowedHost.parse("127.0.0.1:8443") == AllowedHost(host: "127.0.0.1", port: 8443))
        #expect(AllowedHost.parse("[::1]:8443") == AllowedHost(host: "::1", port: 8443))
        #expect(AllowedHost.parse("::1") == AllowedHost(host: "::1"))
        #expect(AllowedHost.parse("a:b:c") == nil && AllowedHost.parse("x:0") == nil && AllowedHost.parse("a/b") == nil)
        #expect(AllowedHost(host: "::1", port: 8443).matches(host: "[::1]", port: 8443))
        #expect(LoaderConfiguration.HostAddress.parse("shop.test:443:10.0.0.1") == .init(host: "shop.test", port: 443, address: "10.0.0.1"))
        #expect(LoaderConfiguration.HostAddress.parse("shop.test:443:[::1]")?.address == "[::1]")
        #expect(LoaderConfiguration.HostAddress.parse("shop.test:443:nope") == nil)
        #expect(LoaderConfiguration.HostAddress.parse("shop.test:443:10.0.0.1,::1")?.address == "10.0.0.1,[::1]")
        #expect(LoaderConfiguration.HostAddress.parse("shop.test:443:10.0.0.1,") == nil)
        #expect(ProxySetting("http://proxy.corp:3128")?.port == 3128)
        #expect(ProxySetting("http://proxy.corp")?.port == 1080)
        #expect(ProxySetting("socks5://proxy.corp") == nil)
        #expect(throws: ProxyError.unusable("https_proxy", "ftp://x")) {
            try ProxySetting.fromEnvironment(["https_proxy": "ftp://x"])
        }
        #expect(try ProxySetting.fromEnvironment(["HTTPS_PROXY": "http://p:8080", "no_proxy": "intranet"])?.noProxy == "intranet")
    }

    @Test func challengeMarkers() {
        #expect(ChallengePage.isChallenge(status: 200, mitigated: nil, title: "Robot Check", body: Data()))
        #expect(ChallengePage.isChallenge(status: 403, mitigated: nil, title: "Attention Required! | Cloudflare", body: Data()))
        #expect(ChallengePage.isChallenge(status: 503, mitigated: nil, title: nil, body: Data("<div class=\"g-recaptcha\">".utf8)))
        #expect(ChallengePage.isChallenge(status: 200, mitigated: "challenge", title: "Watch", body: Data()))
        #expect(ChallengePage.isChallenge(status: 429, mitigated: nil, title: nil, body: Data()))
        // A shop page with a newsletter CAPTCHA and Cloudflare's scripts is a page.
        #expect(!ChallengePage.isChallenge(status: 200, mitigated: nil, title: "Speedmaster",
                                           body: Data("<div class=g-recaptcha></div><script src=/cdn-cgi/challenge-platform/x>".utf8)))
        #expect(!ChallengePage.isChallenge(status: 403, mitigated: nil, title: "403 Forbidden", body: Data("nginx".utf8)))
    }

    /// A whitespace-only og:image is absent, the next candidate is taken
    /// (docs/link-preview-rules.md#blank-values-fall-back).
    @Test(arguments: ["", " ", "\t\n ", "\u{00A0}", "\u{3000}"])
    func blankPictureFallsBack(value: String) {
        let html = "<meta property=og:image content=\"\(value)\"><meta name=twitter:image content=/b.png>"
        #expect(extract(html).imageURL?.absoluteString == "https://example.com/b.png")
        #expect(extract("<meta property=og:image content=\"\(value)\">").imageURL == nil)
    }
}
