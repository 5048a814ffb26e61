import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing
@testable import KuriosaPreviews

/// `kuriosa previews refresh` as a job run from cron against servers a person trusts: the
/// command line itself against the test server on 127.0.0.1 (its certificate given with
/// `--ca-file`), with and without `--allow-host`, block pages, `Retry-After`, the report
/// file, skipped links and the lock.
@Suite("previews refresh as a job (command line)")
struct RefreshJobCommandTests {
    let server: TestServer

    init() throws { server = try TestServer.start() }

    func local(_ path: String) -> String { "https://127.0.0.1:\(server.port)\(path)" }

    func trust(_ extra: [String] = []) -> [String] { ["--ca-file", server.certificate, "--timeout", "3"] + extra }

    @Test func allowHostLoadsWhatTheAddressRulesRefuse() throws {
        let picture = local("/pic/alpha.png").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let maker = local("/page?title=Maker&image=\(picture)")
        let named = "https://shop.test:\(server.port)/page?title=Named"
        let library = try JobLibrary([
            ["maker_page": maker, "review": named, "old_link": local("/page?title=Hidden")],
            ["maker_page": "http://example.com/old", "review": "https://", "dealer_login": local("/page?title=Secret")],
        ])
        defer { library.remove() }
        let resolve = ["--resolve", "shop.test:\(server.port):127.0.0.1"]
        let report = library.folder.appendingPathComponent("last-run.json")

        // Without --allow-host: loopback is refused, for a literal and for a resolved name.
        var run = try library.refreshJSON(trust(resolve + ["--report", report.path]))
        #expect(run.status == 3)
        #expect(JobLibrary.results(run.json).map { $0["reason"] as? String } == ["blocked_address", "blocked_address"])
        let skipped = try #require(run.json["skipped"] as? [[String: Any]])
        #expect(Set(skipped.compactMap { $0["reason"] as? String }) == ["hidden_field", "not_https", "no_host", "sensitive_field"])
        #expect(skipped.first { $0["reason"] as? String == "sensitive_field" }?["url"] is NSNull, "a sensitive value is never shown")
        let file = try RefreshReportFile.read(from: report)
        #expect(file.groups.map(\.reason) == ["blocked_address"])
        #expect(file.groups.first?.links.map(\.number) == ["K-0001", "K-0001"])
        #expect(Set(file.skipped.map(\.reason)) == ["hidden_field", "not_https", "no_host", "sensitive_field"])
        #expect(file.exitCode == 3)

        // A refusal of our own stores no row (no day's hold) and says it is tried again.
        #expect(try library.rows().isEmpty)
        #expect(JobLibrary.results(run.json).allSatisfy { $0["dueAgainNextRun"] as? Bool == true })
        #expect(run.json["fresh"] as? Int == 0 && run.json["held"] as? Int == 0)

        // With the hosts allowed, the very next run loads them (no --all): titles and pictures.
        run = try library.refreshJSON(trust(resolve + ["--allow-host", "127.0.0.1", "--allow-host", "shop.test:\(server.port)"]))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(JobLibrary.results(run.json).map { $0["status"] as? String } == ["loaded", "loaded"])
        let rows = try library.rows()
        #expect(rows.first { $0.url == maker }?.title == "Maker")
        #expect(rows.first { $0.url == maker }?.pictureWidth == 800)
        #expect(rows.first { $0.url == named }?.title == "Named")
        #expect(!rows.contains { $0.url.contains("Hidden") || $0.url.contains("Secret") })
    }

    @Test func blockPagesKeepTheOldPreviewAndRetryAfterIsHonoured() throws {
        let key = UUID().uuidString
        let flip = local("/flip?key=\(key)&title=Good")
        let limited = local("/limited?key=\(key)&title=Later")
        let library = try JobLibrary([["maker_page": flip, "review": limited], ["maker_page": local("/robot")]])
        defer { library.remove() }
        let allow = trust(["--allow-host", "127.0.0.1"])

        var run = try library.refreshJSON(allow)
        #expect(run.status == 3, "the robot page failed")
        var results = JobLibrary.results(run.json)
        #expect(results.first { $0["url"] as? String == flip }?["status"] as? String == "loaded")
        let later = try #require(results.first { $0["url"] as? String == limited })
        #expect(later["status"] as? String == "loaded", "429 with Retry-After: 1 is loaded on the retry")
        #expect(later["retries"] as? Int == 1)
        #expect(results.first { ($0["url"] as? String)?.hasSuffix("/robot") == true }?["reason"] as? String == "blocked_by_site")
        let before = try #require(try library.rows().first { $0.url == flip })
        #expect(before.title == "Good")

        // Now the site answers with a challenge page: the good preview stays, id and time too.
        run = try library.refreshJSON(allow + ["--all"])
        results = JobLibrary.results(run.json)
        let blocked = try #require(results.first { $0["url"] as? String == flip })
        #expect(blocked["reason"] as? String == "blocked_by_site")
        #expect(blocked["keptOld"] as? Bool == true)
        let after = try #require(try library.rows().first { $0.url == flip })
        #expect(after == before)
    }

    /// Two runs on one library never overlap: the second exits 75, or waits with --wait.
    @Test func secondRunIsBusyOrWaits() throws {
        let library = try JobLibrary([["maker_page": local("/page?title=One")]])
        defer { library.remove() }
        var lock = try LibraryJobLock.acquire(folder: library.package, wait: false)
        #expect(lock != nil)
        let busy = try library.previews("refresh", trust(["--allow-host", "127.0.0.1"]))
        #expect(busy.status == 75)
        #expect(busy.stderr.contains("another 'previews refresh' of this library is running"))
        #expect(try library.rows().isEmpty)
        // A dry run takes no lock.
        #expect(try library.previews("refresh", ["--dry-run"]).status == 0)

        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var waited: TestProcess.Result?
        DispatchQueue.global().async {
            waited = try? library.previews("refresh", trust(["--allow-host", "127.0.0.1", "--wait"]))
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 1) == .timedOut, "it waits while the lock is held")
        lock = nil
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(waited?.status == 0, "\(waited?.stderr ?? "")")
        #expect(try library.rows().first?.title == "One")
    }

    @Test(arguments: [
        ["--allow-host", "a:b:c"], ["--resolve", "shop.test:443"], ["--resolve", "shop.test:99999:127.0.0.1"],
        ["--resolve", "shop.test:443:not-an-address"], ["--older-than", "30x"], ["--older-than", "12h", "--all"],
        ["--proxy", "ftp://proxy"], ["--max-links", "0"], ["--user-agent", "bad\u{1}agent"],
    ])
    func badJobOptions(arguments: [String]) throws {
        let library = try JobLibrary([])
        defer { library.remove() }
        #expect(try library.previews("refresh", arguments).status == 64)
    }

    /// A link whose page gave nothing waits a day: the next run counts it as held, never as
    /// fresh, and says when it is due and that --all loads it now.
    @Test func aFailedLinkIsHeldNotFresh() throws {
        let library = try JobLibrary([["maker_page": local("/missing")]])
        defer { library.remove() }
        let first = try library.refreshJSON(trust(["--allow-host", "127.0.0.1"]))
        #expect(first.status == 3 && first.json["failed"] as? Int == 1, "\(first.json)")
        let second = try library.previews("refresh", trust(["--allow-host", "127.0.0.1"]))
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("0 fresh (not loaded), 1 held after giving nothing"), "\(second.stdout)")
        #expect(second.stdout.contains("1 link(s) gave nothing less than a day ago and are loaded again from "), "\(second.stdout)")
        #expect(second.stdout.contains("UTC; --all loads them now."), "\(second.stdout)")
        let json = try library.refreshJSON(trust(["--allow-host", "127.0.0.1"]))
        #expect(json.json["held"] as? Int == 1 && json.json["fresh"] as? Int == 0 && json.json["heldDueFrom"] is String, "\(json.json)")
    }
}
