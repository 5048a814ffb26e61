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

    /// A real German LibreOffice re-save of the sample's coins: LibreOffice reads the CSV in
    /// de-DE, takes the fineness 0.833 for 833 and writes it so; the dry run flags the change.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func aGermanLibreOfficeResaveIsFlagged() throws {
        let sample = try ExportCommandTests.SampleCopy()
        let csv = sample.folder.appendingPathComponent("coins.csv")
        let r = try sample.export(["--template", "spreadsheet", "--collection", "Coins", "-o", csv.path])
        try #require(r.status == 0, "\(r.stderr)")
        let options = "44,34,76,1,,1031"  // comma, quote, UTF-8, from row 1, German (1031)
        let resaved = try LibreOffice.convert(csv, to: "csv:Text - txt - csv (StarCalc):\(options)", pathExtension: "csv", in: sample.folder,
                                              inputFilter: "CSV:\(options)")
        let before = try sample.files()
        let dry = try sample.run(["import", sample.library.path, resaved.path, "--collection", "Coins", "--dry-run", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dry.stdout.utf8)) as? [String: Any], "\(dry.stderr)")
        let changes = (json["changes"] as? [[String: Any]] ?? []).flatMap { $0["changes"] as? [[String: Any]] ?? [] }
        let fineness = try #require(changes.first { $0["path"] as? String == "fields.fineness" }, "\(json)")
        #expect(fineness["old"] as? String == "0.833" && fineness["new"] as? String == "833", "\(fineness)")
        #expect((fineness["suspect"] as? String)?.hasPrefix("1000 times the old value") == true, "\(fineness)")
        #expect(try sample.files() == before, "a dry run writes nothing")
    }
}
