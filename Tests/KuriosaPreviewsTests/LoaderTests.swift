import CCurlShims
import Foundation
import KuriosaCore
import Testing
@testable import KuriosaPreviews

/// The loader against a real HTTPS server on 127.0.0.1: each rule of the issue with the
/// result it must give.
@Suite("Page loader")
struct LoaderTests {
    func load(_ path: String, host: String = "shop.test") throws -> (TestServer, Result<LoadedBody, LoadFailure>) {
        let server = try TestServer.start()
        let loader = try PageLoader(configuration: server.configuration)
        let url = try #require(URL(string: server.url(path, host: host)))
        return (server, loader.loadPage(url))
    }

    @Test func plainPageLoads() throws {
        let (_, result) = try load("/page?title=Hello")
        let body = try result.get()
        #expect(body.redirects == 0)
        #expect(body.connectedAddress == "127.0.0.1")
        #expect(body.contentType == "text/html; charset=utf-8")
        #expect(LinkPreviewExtractor.extract(html: body.body, baseURL: body.finalURL, contentTypeHeader: body.contentType).title == "Hello")
    }

    @Test func compressedPageIsDecoded() throws {
        let (_, result) = try load("/gzip")
        let body = try result.get()
        #expect(LinkPreviewExtractor.extract(html: body.body, baseURL: body.finalURL, contentTypeHeader: nil).title == "Compressed")
    }

    @Test func fiveRedirectsAreFollowed() throws {
        let (server, result) = try load("/redirect/5")
        let body = try result.get()
        #expect(body.redirects == 5)
        #expect(body.finalURL.absoluteString == server.url("/page?title=Redirected"))
    }

    @Test(arguments: [
        ("/redirect/6", "too_many_redirects"),
        ("/json", "not_html"),
        ("/missing", "http_status_404"),
        ("/slow", "timeout"),
    ])
    func refusedPages(path: String, reason: String) throws {
        let (_, result) = try load(path)
        guard case .failure(let failure) = result else { Issue.record("\(path) loaded"); return }
        #expect(failure.reason == reason)
    }

    @Test func httpHopIsRefused() throws {
        let server = try TestServer.start()
        let (_, result) = try load("/redirect-to?url=" + server.url("/page", host: "shop.test").replacingOccurrences(of: "https:", with: "http:"))
        #expect(result.failureReason == "insecure_redirect")
    }

    /// intranet.test resolves to 10.0.0.1 and lan.test to 192.168.1.20: the socket is never
    /// opened, so nothing is sent to those networks.
    @Test(arguments: [("intranet.test", "10.0.0.1"), ("lan.test", "192.168.1.20")])
    func privateRedirectIsRefusedBeforeConnecting(host: String, address: String) throws {
        let server = try TestServer.start()
        let started = Date()
        let (_, result) = try load("/redirect-to?url=" + server.url("/page", host: host))
        #expect(result.failureReason == "blocked_address")
        if case .failure(.blockedAddress(let refused)) = result { #expect(refused == address) }
        #expect(Date().timeIntervalSince(started) < 1, "refused at once, not after a connect timeout")
    }

    @Test func loopbackIsRefusedByDefault() throws {
        let server = try TestServer.start()
        var configuration = server.configuration
        configuration.allowLoopback = false
        let loader = try PageLoader(configuration: configuration)
        let result = loader.loadPage(try #require(URL(string: server.url("/page"))))
        #expect(result.failureReason == "blocked_address")
    }

    @Test(arguments: ["https://localhost/", "https://printer.local/x", "https://LOCALHOST./", "http://example.com/", "ftp://example.com/"])
    func refusedBeforeAnyRequest(address: String) throws {
        let loader = try PageLoader()
        let result = loader.loadPage(try #require(URL(string: address)))
        #expect(["blocked_host", "not_https"].contains(result.failureReason))
    }

    @Test func hugePageIsCutAtOneMebibyte() throws {
        let (_, result) = try load("/huge")
        let body = try result.get()
        #expect(body.truncated)
        #expect(body.body.count == 1_048_576)
        let metadata = LinkPreviewExtractor.extract(html: body.body, baseURL: body.finalURL, contentTypeHeader: body.contentType)
        #expect(metadata.title == "Early title")
    }

    /// A header line over libcurl's limit was `network_error_27` (#28); it is named now.
    @Test func headersOverLibcurlsLimitAreNamed() throws {
        let (_, result) = try load("/big-headers")
        guard case .failure(let failure) = result else { Issue.record("loaded: \(result)"); return }
        #expect(failure.reason == "headers_too_large")
        #expect("\(failure)" == "headers_too_large (the site's headers are over 102400 bytes a line)", "\(failure)")
    }

    @Test func pictureAboveTheByteCapIsRefused() throws {
        let server = try TestServer.start()
        let loader = try PageLoader(configuration: server.configuration)
        let result = loader.loadPicture(try #require(URL(string: server.url("/pic/big.png"))))
        #expect(result.failureReason == "too_large")
    }

    @Test func cancelledLoadStops() throws {
        let server = try TestServer.start()
        let flag = CancellationToken()
        flag.cancel()
        let loader = try PageLoader(configuration: server.configuration, cancellation: flag)
        let result = loader.loadPage(try #require(URL(string: server.url("/slow"))))
        #expect(result.failureReason == "cancelled")
    }

    @Test(arguments: [
        ("127.0.0.1", false), ("10.1.2.3", false), ("172.16.0.1", false), ("172.31.255.255", false), ("172.32.0.1", true),
        ("192.168.0.1", false), ("169.254.169.254", false), ("100.64.0.1", false), ("100.128.0.1", true),
        ("0.0.0.0", false), ("224.0.0.1", false), ("255.255.255.255", false), ("198.18.0.1", false),
        ("192.0.2.1", false), ("8.8.8.8", true), ("93.184.216.34", true),
        ("::1", false), ("::", false), ("fe80::1", false), ("fc00::1", false), ("fd12::1", false), ("ff02::1", false),
        ("::ffff:10.0.0.1", false), ("::ffff:8.8.8.8", true), ("64:ff9b::a00:1", false), ("2001:db8::1", false),
        ("2002:a00:1::1", false), ("2002:808:808::1", true), ("2606:4700::1111", true), ("2001:4860:4860::8888", true),
    ])
    func addressPolicy(address: String, allowed: Bool) {
        var bytes = [UInt8](repeating: 0, count: 16)
        let family = address.contains(":") ? AF_INET6 : AF_INET
        #expect(inet_pton(family, address, &bytes) == 1)
        #expect((kq_address_is_public(family, bytes, 0) == 1) == allowed, "\(address)")
    }
}

extension Result where Failure == LoadFailure {
    var failureReason: String? {
        if case .failure(let failure) = self { return failure.reason }
        return nil
    }
}
