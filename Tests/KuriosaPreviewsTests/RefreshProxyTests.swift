import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing
@testable import KuriosaPreviews

/// `kuriosa previews refresh` through an HTTPS proxy given by `https_proxy`, as on a company
/// machine: `Server/connect_proxy.py` on 127.0.0.1 tunnels to the test server and resolves
/// the test names itself. The proxy's own (loopback) address is allowed because it is the
/// proxy; a refused address literal in a link is still refused, with no tunnel asked for.
@Suite("previews refresh through a proxy (command line)")
struct RefreshProxyTests {
    @Test func environmentProxyIsUsedAndLiteralsAreStillJudged() throws {
        let server = try TestServer.start()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Server/connect_proxy.py")
        let proxy = Process()
        proxy.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        proxy.arguments = ["python3", script.path]
        let input = Pipe(), output = Pipe()
        proxy.standardInput = input
        proxy.standardOutput = output
        let lines = PreviewsInterruptTests.Lines()
        output.fileHandleForReading.readabilityHandler = { handle in lines.append(handle.availableData) }
        try proxy.run()
        defer {
            try? input.fileHandleForWriting.close()
            proxy.waitUntilExit()
            output.fileHandleForReading.readabilityHandler = nil
        }
        #expect(lines.wait(10) { $0.contains { $0.hasPrefix("PORT ") } })
        let port = try #require(lines.all.first { $0.hasPrefix("PORT ") }.flatMap { Int($0.dropFirst(5)) })

        let named = "https://shop.test:\(server.port)/page?title=Through%20the%20proxy"
        let literal = "https://10.0.0.1:\(server.port)/page?title=Private"
        let library = try JobLibrary([["maker_page": named, "review": literal]])
        defer { library.remove() }
        let result = try library.previews("refresh", ["--ca-file", server.certificate, "--timeout", "3", "--json"],
                                          environment: ["https_proxy": "http://127.0.0.1:\(port)", "no_proxy": ""])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("Loading through the proxy http://127.0.0.1:\(port)"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = JobLibrary.results(json)
        #expect(results.first { $0["url"] as? String == named }?["status"] as? String == "loaded")
        #expect(results.first { $0["url"] as? String == literal }?["reason"] as? String == "blocked_address")
        #expect(try library.rows().first { $0.url == named }?.title == "Through the proxy")
        #expect(lines.all.filter { $0.hasPrefix("CONNECT ") } == ["CONNECT shop.test:\(server.port)"])
    }
}
