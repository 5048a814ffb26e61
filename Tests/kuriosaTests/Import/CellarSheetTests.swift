import Foundation
import KuriosaTestSupport
import Testing

/// A cellar sheet did not fit (#30): `Price per bottle` was lost or taken for the lot's price
/// (12 × CHF 18.90 read as CHF 1.58 a bottle), and drink years rejected every row. It now
/// imports, exports the pair (lot and unit price) and comes back unchanged; an edited unit
/// price reprices the lot (docs/import.md#prices-per-unit). Real processes.
@Suite("A cellar sheet")
struct CellarSheetTests {
    @Test func perBottlePricesAndDrinkYearsComeBackUnchanged() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("cellar.csv", """
            Name,Producer,Vintage,Bottles,Price per bottle,Drink from,Drink until
            Dôle du Valais,Domaine X,2022,12,CHF 18.90,2024,2027
            Barolo,Conterno,2013,3,EUR 980,2025,2045

            """)
        let (status, json) = try lib.importJSON(csv, ["--new-collection", "Cellar", "--template", "builtin.wine"])
        #expect(status == 0 && (json["kept"] as? [Any])?.isEmpty == true && (json["warnings"] as? [Any])?.isEmpty == true, "\(json)")
        let exported = try OtherAppsImportTests.exported(lib)
        let dole = try #require(exported.first { $0["No."] == "K-0001" })
        #expect(dole["Purchase price"] == "CHF 226.80" && dole["Price per unit"] == "CHF 18.90", "\(dole)")
        #expect(dole["Drink from"] == "2024-01-01" && dole["Drink until"] == "2027-12-31", "\(dole)")
        #expect(exported.first { $0["No."] == "K-0002" }?["Purchase price"] == "EUR 2940.00")

        // The export imports back as nothing.
        let out = lib.folder.appendingPathComponent("out.csv")
        let r = try TestProcess.kuriosa(["export", lib.library.path, "--template", "spreadsheet", "-o", out.path, "--recovery-key-file", lib.key.path],
                                        environment: lib.environment)
        try #require(r.status == 0, "\(r.stderr)")
        let before = try lib.fileHashes()
        let back = try lib.importJSON(out.path, ["--collection", "Cellar"])
        #expect(back.status == 0 && (back.json["updated"] as? [Any])?.isEmpty == true, "\(back.json)")
        #expect(try lib.fileHashes() == before)

        // A new price per bottle reprices the lot; both edited and disagreeing is refused.
        let text = try String(contentsOf: out, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "CHF 18.90", with: "CHF 21.00").utf8).write(to: out)
        let edited = try lib.importJSON(out.path, ["--collection", "Cellar"])
        #expect(edited.status == 0 && (edited.json["updated"] as? [Any])?.count == 1, "\(edited.json)")
        #expect(try OtherAppsImportTests.exported(lib).first { $0["No."] == "K-0001" }?["Purchase price"] == "CHF 252.00")
        let both = lib.folder.appendingPathComponent("both.csv")
        try Data("No.,Purchase price,Price per bottle\nK-0001,CHF 100.00,CHF 30.00\n".utf8).write(to: both)
        let refused = try lib.importJSON(both.path, ["--collection", "Cellar"])
        #expect(refused.status == 3, "\(refused.json)")
        #expect((refused.json["errors"] as? [[String: Any]])?.first?["reason"] as? String == "unit_price_mismatch", "\(refused.json)")
    }
}
