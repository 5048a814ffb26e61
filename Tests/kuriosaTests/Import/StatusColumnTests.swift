import Foundation
import KuriosaTestSupport
import Testing

/// A sold, lent or lost piece could not be said in a sheet: `Status` was an unknown column
/// (#30). The export writes it; a change imports as a journal entry, as the app makes it, in
/// the import's history batch, and `undo` takes it back (docs/import.md#status-and-removals).
/// Real processes.
@Suite("The Status column", .serialized)
struct StatusColumnTests {
    @Test func aStatusChangeIsAJournalEntryThatUndoTakesBack() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Brand\nSpeedmaster,Omega\nSubmariner,Rolex\n")
        #expect(try lib.importFile(csv, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        #expect(try OtherAppsImportTests.exported(lib).allSatisfy { $0["Status"] == "In the collection" })

        let sheet = try lib.write("s.csv", "No.,Status,Status since\nK-0001,Verkauft,2026-11-20\nK-0002,Lent out,\n")
        let (status, json) = try lib.importJSON(sheet, ["--collection", "Watches"])
        #expect(status == 0 && (json["updated"] as? [Any])?.count == 2, "\(json)")
        let exported = try OtherAppsImportTests.exported(lib)
        #expect(exported.first { $0["No."] == "K-0001" }?["Status"] == "Sold" && exported.first { $0["No."] == "K-0002" }?["Status"] == "Lent out",
                "\(exported)")
        let history = try lib.run(["history", "--item", "K-0001", "--json", "--limit", "1"])
        #expect(history.stdout.contains("\"status\"") && history.stdout.contains("sold") && history.stdout.contains("2026-11-20"), "\(history.stdout)")

        // A return dated before the loan would not bring it back: refused, saying why.
        let early = try lib.write("e.csv", "No.,Status,Status since\nK-0002,In the collection,2020-01-01\n")
        let refused = try lib.importJSON(early, ["--collection", "Watches"])
        #expect(refused.status == 3, "\(refused.json)")
        let error = try #require((refused.json["errors"] as? [[String: Any]])?.first)
        #expect(error["reason"] as? String == "status_not_taken" && error["column"] as? String == "Status", "\(error)")

        #expect(try lib.run(["undo"]).status == 0)
        #expect(try OtherAppsImportTests.exported(lib).allSatisfy { $0["Status"] == "In the collection" })
    }
}
