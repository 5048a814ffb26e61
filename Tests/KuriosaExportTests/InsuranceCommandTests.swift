import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore
import KuriosaTestSupport
import Testing

/// `kuriosa export --template insurance` with the report's options, run as the real binary on
/// `InsuranceHistoryFixture`'s saved library: the `--json` summary (claimGaps, changes), a
/// sidecar written and compared with, and wrong values as usage errors naming the option.
@Suite(.serialized) struct InsuranceCommandTests {
    static func export(_ fixture: InsuranceHistoryFixture, _ arguments: [String]) throws -> TestProcess.Result {
        try TestProcess.kuriosa(["export", fixture.libraryURL.path, "--date", "2026-10-01"] + arguments, environment: fixture.environment)
    }

    static func json(_ result: TestProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)\(result.stderr)")
    }

    static func numbers(_ list: Any?) -> [String] {
        (list as? [[String: Any]] ?? []).compactMap { $0["number"] as? String }
    }

    @Test func jsonHasChangesAndClaimGaps() throws {
        let fixture = try InsuranceHistoryFixture()
        let pdf = fixture.folder.appendingPathComponent("report.pdf")
        let r = try Self.export(fixture, ["--template", "insurance", "--format", "pdf", "-o", pdf.path, "--json",
                                          "--since", "2026-01-01", "--item-limit", "CHF 10000", "--stale-after", "3y"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try Self.json(r)
        #expect(json["pieces"] as? Int == 5)
        let changes = try #require(json["changes"] as? [String: Any])
        #expect(changes["since"] as? String == "2026-01-01" && changes["fromReport"] as? Bool == false)
        #expect(Self.numbers(changes["added"]) == ["K-0008"])
        #expect(Self.numbers(changes["gone"]) == ["K-0003", "K-0004", "K-0007"])
        #expect((changes["gone"] as? [[String: Any]])?.compactMap { $0["reason"] as? String } == ["sold", "lost", "deleted"])
        let revalued = try #require((changes["revalued"] as? [[String: Any]])?.first)
        #expect(revalued["number"] as? String == "K-0001")
        #expect((revalued["oldValue"] as? [String: Any])?["minorUnits"] as? Int == 500_000)
        #expect((revalued["newValue"] as? [String: Any])?["minorUnits"] as? Int == 620_000)
        let totals = try #require(changes["totals"] as? [[String: Any]])
        let chf = try #require(totals.first { $0["currency"] as? String == "CHF" })
        #expect(chf["old"] as? Int == 2_298_000 && chf["new"] as? Int == 2_270_000 && chf["difference"] as? Int == -28_000)
        #expect(totals.map { $0["currency"] as? String } == ["CHF", "EUR", "USD"], "one row per currency, never added together")

        let gaps = try #require(json["claimGaps"] as? [String: Any])
        #expect(gaps["staleAfter"] as? String == "3y" && gaps["freshFrom"] as? String == "2023-10-01")
        #expect(Self.numbers(gaps["withoutPhoto"]) == ["K-0005", "K-0006", "K-0008"])
        #expect(Self.numbers(gaps["withoutEstimatedValue"]) == ["K-0006"])
        #expect(Self.numbers(gaps["staleValuation"]) == ["K-0005"])
        #expect(Self.numbers(gaps["withoutDocument"]) == ["K-0002", "K-0005", "K-0006", "K-0008"])
        #expect(Self.numbers(gaps["scheduledItems"]) == ["K-0002"])
        #expect((gaps["itemLimits"] as? [[String: Any]])?.first?["minorUnits"] as? Int == 1_000_000)

        let text = try ExportTools.run("pdftotext", ["-layout", pdf.path, "-"]).output
        #expect(text.contains("Changes since 01/01/2026") && text.contains("What a claim would lack") && text.contains("Last valued"))
    }

    /// A report's sidecar, then a revaluation and a deletion: the next report compared with
    /// the sidecar lists exactly those.
    @Test func sidecarThenSinceReport() throws {
        let fixture = try InsuranceHistoryFixture()
        let sidecar = fixture.folder.appendingPathComponent("report.json")
        let html = fixture.folder.appendingPathComponent("report.html")
        let first = try Self.export(fixture, ["--template", "insurance", "--format", "html", "-o", html.path, "--sidecar", sidecar.path])
        #expect(first.status == 0, "\(first.stderr)")
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sidecar)) as? [String: Any])
        #expect(written["format"] as? String == "kuriosa.insurance-sidecar" && written["date"] as? String == "2026-10-01")
        #expect(Self.numbers(written["pieces"]) == ["K-0001", "K-0002", "K-0005", "K-0006", "K-0008"])

        Thread.sleep(forTimeInterval: 0.01)
        try fixture.update("Submariner", at: Timestamp.now()) { $0.estimatedValue = InsuranceHistoryFixture.chf(14_000) }
        try fixture.delete("Black Bay", at: Timestamp.now())
        try fixture.session.save()

        let r = try Self.export(fixture, ["--template", "insurance", "--format", "html", "-o", html.path, "--json", "--since-report", sidecar.path])
        #expect(r.status == 0, "\(r.stderr)")
        let changes = try #require(try Self.json(r)["changes"] as? [String: Any])
        #expect(changes["fromReport"] as? Bool == true)
        #expect(Self.numbers(changes["revalued"]) == ["K-0002"])
        #expect(Self.numbers(changes["gone"]) == ["K-0008"] && Self.numbers(changes["added"]).isEmpty)
        let chf = (changes["totals"] as? [[String: Any]])?.first { $0["currency"] as? String == "CHF" }
        #expect(chf?["difference"] as? Int == 50_000 - 300_000, "+500.00 for the Submariner, −3,000.00 for the Black Bay")
        let page = String(decoding: try Data(contentsOf: html), as: UTF8.self)
        #expect(page.contains("Compared with the report of 10/01/2026."))
    }

    @Test(arguments: [
        (["--since", "2026-02-30"], "insurance", "--since"),
        (["--since", "yesterday"], "insurance", "--since"),
        (["--stale-after", "3x"], "insurance", "--stale-after"),
        (["--stale-after", "0y"], "insurance", "--stale-after"),
        (["--item-limit", "XYZ 5"], "insurance", "--item-limit"),
        (["--item-limit", "CHF 5", "--item-limit", "CHF 6"], "insurance", "--item-limit"),
        (["--since-report", "/nonexistent/report.json"], "insurance", "--since-report"),
        (["--since", "2026-01-01", "--since-report", "report.json"], "insurance", "--since-report"),
        (["--since", "2026-01-01"], "inventory", "--since"),
        (["--sidecar", "x.json"], "wishlist", "--sidecar"),
    ])
    func wrongValuesAreUsageErrors(arguments: [String], template: String, option: String) throws {
        let fixture = try InsuranceHistoryFixture()
        let output = fixture.folder.appendingPathComponent("out.pdf")
        let r = try Self.export(fixture, ["--template", template, "--format", "pdf", "-o", output.path] + arguments)
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains(option), "names the option: \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing written")
    }

    @Test func helpListsTheOptions() throws {
        let r = try TestProcess.kuriosa(["export", "--help"])
        for option in ["--since YYYY-MM-DD", "--since-report FILE.json", "--sidecar FILE.json", "--stale-after", "--item-limit"] {
            #expect(r.stdout.contains(option), "\(option)")
        }
    }
}
