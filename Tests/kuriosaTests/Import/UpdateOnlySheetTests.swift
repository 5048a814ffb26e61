import Foundation
import KuriosaTestSupport
import Testing

/// A sheet of numbers and the one column being updated (`No.,Estimated value`): it needs no
/// title or required column, because its rows name pieces that have them (#30,
/// docs/import.md#an-update-only-sheet).
@Suite("kuriosa import of an update-only sheet", .serialized)
struct UpdateOnlySheetTests {
    @Test func numbersAndOneColumnUpdateOnlyThatColumn() throws {
        let lib = try CLILibrary()
        let pieces = try lib.write("w.csv", "Title,Brand,Estimated value\nSpeedmaster,Omega,CHF 6200\nSubmariner,Rolex,CHF 9000\n")
        #expect(try lib.importFile(pieces, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let sheet = try lib.write("values.csv", "No.,Estimated value\nK-0001,CHF 6500\nK-0009,CHF 5\n,CHF 1\n")
        let (status, json) = try lib.importJSON(sheet, ["--collection", "Watches"])
        #expect(status == 3, "\(json)")
        #expect((json["fatal"] is NSNull))
        #expect((json["updated"] as? [[String: Any]])?.compactMap { $0["number"] as? Int } == [1])
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(errors.map { $0["reason"] as? String } == ["unknown_number", "missing_value"])
        #expect(errors.last?["row"] as? Int == 4 && errors.last?["column"] as? String == "Title" && errors.last?["columnIndex"] as? Int == 0)
        // K-0002 is in the collection and not in the file: named, not deleted.
        let missing = try #require(json["missing"] as? [[String: Any]])
        #expect(missing.first?["collection"] as? String == "Watches")
        #expect((missing.first?["pieces"] as? [[String: Any]])?.map { $0["number"] as? Int } == [2])
        let text = try lib.importFile(sheet, ["--collection", "Watches"])
        #expect(text.stderr.contains("note: 1 piece of \"Watches\" is not in the file (K-0002); nothing was deleted"))
        #expect(text.stderr.contains("row 4, no column \"Title\": missing_value (a row without a No. of the collection is a new piece"))
        let exported = try OtherAppsImportTests.exported(lib)
        let speedmaster = try #require(exported.first { $0["No."] == "K-0001" })
        #expect(speedmaster["Title"] == "Speedmaster" && speedmaster["Brand"] == "Omega", "\(speedmaster)")
        #expect(speedmaster["Estimated value"] == "CHF 6500.00")
        #expect(exported.first { $0["No."] == "K-0002" }?["Estimated value"] == "CHF 9000.00")
    }

    /// Without a `No.` column the title stays required of the file, as before.
    @Test func aSheetThatNamesNoPieceStillNeedsItsTitle() throws {
        let lib = try CLILibrary()
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Brand\nX,Y\n"), ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let (status, json) = try lib.importJSON(try lib.write("v.csv", "Estimated value\nCHF 1\n"), ["--collection", "Watches"])
        #expect(status == 2)
        #expect((json["fatal"] as? [String: Any])?["reason"] as? String == "missing_required_column")
    }
}
