import Foundation
import KuriosaTestSupport
import Testing

/// #30: the dry run is a diff (docs/import.md#the-dry-run-is-a-diff): each updated piece's
/// changes, old → new, in text and `--json`, with the changes a spreadsheet's locale makes
/// (a number ×1000, a day and month swapped) flagged; nothing is written.
@Suite("kuriosa import --dry-run as a diff", .serialized)
struct ImportDiffTests {
    @Test func aDryRunListsTheChangesAndFlagsLocaleMixUps() throws {
        let lib = try CLILibrary()
        let first = try lib.write("w.csv", "Title,Brand,Estimated value,Purchase date,Case diameter (mm)\n"
            + "Speedmaster,Omega,CHF 6200,2019-03-04,42\nSubmariner,Rolex,CHF 9000,2020-01-02,0.833\n")
        #expect(try lib.importFile(first, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let edited = try lib.write("v.csv", "No.,Title,Brand,Estimated value,Purchase date,Case diameter (mm)\n"
            + "K-0001,Speedmaster,Omega,CHF 6500,2019-04-03,42\nK-0002,Submariner,Rolex,CHF 9000,2020-01-02,833\n")
        let before = try lib.fileHashes()
        let (status, json) = try lib.importJSON(edited, ["--collection", "Watches", "--dry-run"])
        #expect(status == 0)
        #expect(try lib.fileHashes() == before)
        let pieces = try #require(json["changes"] as? [[String: Any]])
        #expect(pieces.map { $0["number"] as? Int } == [1, 2])
        let speedmaster = try #require(pieces.first?["changes"] as? [[String: Any]])
        #expect(speedmaster.first { $0["path"] as? String == "estimatedValue" }?["old"] as? String == "CHF\u{00A0}6,200.00")
        #expect(speedmaster.first { $0["path"] as? String == "estimatedValue" }?["new"] as? String == "CHF\u{00A0}6,500.00")
        #expect(speedmaster.first { $0["path"] as? String == "purchaseDate" }?["suspect"] as? String == "day and month swapped?")
        let submariner = try #require(pieces.last?["changes"] as? [[String: Any]])
        #expect(submariner.count == 1 && (submariner.first?["suspect"] as? String)?.hasPrefix("1000 times") == true)

        let text = try lib.importFile(edited, ["--collection", "Watches", "--dry-run"])
        #expect(text.stderr.contains("K-0001 (row 2): estimatedValue: CHF\u{00A0}6,200.00 → CHF\u{00A0}6,500.00"))
        #expect(text.stderr.contains("K-0002 (row 3): fields.case_diameter: 0.833 → 833  ⚠ 1000 times"))
        // A real run lists them only when asked, and writes them.
        let quiet = try lib.importFile(edited, ["--collection", "Watches"])
        #expect(quiet.status == 0 && !quiet.stderr.contains("→"))
        let (_, again) = try lib.importJSON(edited, ["--collection", "Watches", "--show-changes"])
        #expect((again["changes"] as? [Any])?.isEmpty == true, "nothing is left to change")
    }
}
