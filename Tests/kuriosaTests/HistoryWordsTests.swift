import Foundation
import KuriosaTestSupport
import Testing

/// `history --item` speaks as the reports do (#29, docs/history.md#reading-the-history):
/// amounts, places, tags, conditions and option labels in `--language`, not
/// `{"minorUnits":…}` and UUIDs; `--json` keeps the stored values and adds the words.
@Suite("History in words")
struct HistoryWordsTests {
    @Test func aPiecesChangesReadAsTheReports() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Brand,Estimated value,Place,Tags,Condition,Case material\n"
            + "Speedmaster,Omega,CHF 6200,Home › Safe,Moon; Chronograph,very good,steel\n")
        #expect(try lib.importFile(csv, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let text = try lib.run(["history", "--item", "K-0001"])
        #expect(text.status == 0, "\(text.stderr)")
        for line in ["estimatedValue: none → CHF\u{A0}6,200.00", "locationID: none → Home › Safe", "tagIDs: none → ",
                     "condition: none → Very good", "fields.case_material: none → Stainless steel", "fields.brand: none → Omega"] {
            #expect(text.stdout.contains(line), "\(line) in \(text.stdout)")
        }
        #expect(!text.stdout.contains("minorUnits") && !text.stdout.contains("\"type\""), "\(text.stdout)")
        let german = try lib.run(["history", "--item", "K-0001", "--language", "de"])
        #expect(german.stdout.contains("condition: none → Sehr gut") && german.stdout.contains("fields.case_material: none → Edelstahl"),
                "\(german.stdout)")
        let json = try lib.run(["history", "--item", "K-0001", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let changes = ((object["entries"] as? [[String: Any]])?.last?["changes"] as? [[String: Any]]) ?? []
        let value = try #require(changes.first { $0["path"] as? String == "estimatedValue" })
        #expect(value["newText"] as? String == "CHF\u{A0}6,200.00" && (value["new"] as? [String: Any])?["minorUnits"] as? Int == 620000, "\(value)")
    }
}
