import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing
@testable import KuriosaPreviews

/// `kuriosa previews …` end to end on a plain catalog file (`--catalog`). The command line
/// cannot reach the test server (loopback is refused there, as it must be), so the links
/// used here are refused before any request.
@Suite("kuriosa previews")
struct PreviewsCommandTests {
    @Test func switchRefreshShowAndOff() throws {
        let folder = try TestFolder.make("kq-previews-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try CatalogSchema.makeFresh()
        try RefreshFixtures.prepare(db)
        try RefreshFixtures.addItem(db, number: 42, fields: ["maker_page": "https://localhost/watch", "review": "https://printer.local/x"])
        let catalog = folder.appendingPathComponent("catalog.db")
        try db.serialize().write(to: catalog)

        var result = try TestProcess.kuriosa(["previews", "refresh", "--catalog", catalog.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("Link previews are off"))

        result = try TestProcess.kuriosa(["previews", "on", "--catalog", catalog.path])
        #expect(result.status == 0)

        result = try TestProcess.kuriosa(["previews", "refresh", "--catalog", catalog.path, "--json"])
        #expect(result.status == 3, "links failed: exit 3")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["failed"] as? Int == 2)
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["reason"] as? String } == ["blocked_host", "blocked_host"])
        #expect(results.first?["number"] as? String == "K-0042")

        result = try TestProcess.kuriosa(["previews", "show", "--catalog", catalog.path, "--item", "K-0042", "--json"])
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(shown["previews"] as? [[String: Any]])
        // A host the toolkit refuses stores no row: the links are due again at the next run.
        #expect(rows.isEmpty)
        result = try TestProcess.kuriosa(["previews", "refresh", "--catalog", catalog.path, "--json"])
        let again = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(again["due"] as? Int == 2 && again["fresh"] as? Int == 0, "\(again)")

        result = try TestProcess.kuriosa(["previews", "off", "--catalog", catalog.path, "--json"])
        let off = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(off["removedRows"] as? Int == 0)
        let reread = try CatalogSession(plainFile: catalog)
        #expect(try LinkPreviewRow.fetchAll(reread.db).isEmpty)
        #expect(try PreviewSwitch.read(reread.db).isOn == false)
    }

    @Test func extractPrintsTheRulesJSON() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kq-extract-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("<title>A &amp; B</title><meta property=og:image content=/i.png>".utf8).write(to: file)
        let result = try TestProcess.kuriosa(["previews", "extract", "--base-url", "https://shop.example.com/a/b.html", file.path])
        #expect(result.status == 0)
        #expect(result.stdout == #"{"title":"A & B","siteName":null,"imageURL":"https://shop.example.com/i.png"}"# + "\n")
    }

    @Test(arguments: [
        ["previews"], ["previews", "fly"], ["previews", "on"], ["previews", "show", "x", "--all"],
        ["previews", "refresh", "x", "--all", "--stale"], ["previews", "refresh", "x", "--concurrency", "0"],
    ])
    func usageErrors(arguments: [String]) throws {
        #expect(try TestProcess.kuriosa(arguments).status == 64)
    }
}
