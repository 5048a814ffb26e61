import Foundation
import KuriosaTestSupport
import Testing

/// A drink window written as years (`2025`) rejected every row (`invalid_date`, #30). The ends
/// of a range take a plain year as its first or last day; any other date field keeps a year in
/// the notes, as before (docs/import.md#a-year-for-a-day). Real processes.
@Suite("Plain years in date fields")
struct PlainYearTests {
    @Test func aDrinkWindowOfYearsIsItsFirstAndLastDay() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("cellar.csv", "Name,Producer,Vintage,Drink from,Drink until\nBarolo,Conterno,2013,2025,2040\n")
        let (status, json) = try lib.importJSON(csv, ["--new-collection", "Cellar", "--template", "builtin.wine"])
        #expect(status == 0, "\(json)")
        #expect((json["kept"] as? [Any])?.isEmpty == true, "\(json)")
        let piece = try #require(try OtherAppsImportTests.exported(lib).first)
        #expect(piece["Drink from"] == "2025-01-01" && piece["Drink until"] == "2040-12-31", "\(piece)")
        // The export imports back as nothing.
        let again = try lib.write("again.csv", "No.,Drink from,Drink until\nK-0001,2025-01-01,2040-12-31\n")
        let back = try lib.importJSON(again, ["--collection", "Cellar"])
        #expect(back.status == 0 && (back.json["updated"] as? [Any])?.isEmpty == true, "\(back.json)")
    }

    @Test func anotherDateFieldKeepsAYearInTheNotes() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Brand,Last service\nSpeedmaster,Omega,2019\n")
        let (status, json) = try lib.importJSON(csv, ["--new-collection", "Watches", "--template", "builtin.watch"])
        #expect(status == 0, "\(json)")
        let kept = try #require((json["kept"] as? [[String: Any]])?.first)
        #expect(kept["reason"] as? String == "invalid_date" && kept["text"] as? String == "2019", "\(kept)")
    }
}
