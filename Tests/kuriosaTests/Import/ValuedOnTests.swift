import Foundation
import KuriosaTestSupport
import Testing

/// An imported value was "last valued" on the import day, so a ten-year-old valuation read as
/// fresh and `--stale-after` never flagged it (#30). A `Valued on` column gives the day; the
/// spreadsheet writes it back; a later change without a day counts from when it was made
/// (docs/import.md#the-day-of-a-value). Real processes.
@Suite("Valued on", .serialized)
struct ValuedOnTests {
    static func staleNumbers(_ lib: CLILibrary) throws -> [String] {
        let pdf = lib.folder.appendingPathComponent("insurance.pdf")
        let r = try TestProcess.kuriosa(["export", lib.library.path, "--template", "insurance", "--format", "pdf", "-o", pdf.path,
                                         "--stale-after", "3y", "--json", "--recovery-key-file", lib.key.path], environment: lib.environment)
        try #require(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let gaps = try #require(json["claimGaps"] as? [String: Any])
        return (gaps["staleValuation"] as? [[String: Any]] ?? []).compactMap { $0["number"] as? String }
    }

    @Test func theDayOfAValueMakesAnOldValuationStale() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Brand,Estimated value,Valued on\nSpeedmaster,Omega,CHF 6200,2015-06-01\nSubmariner,Rolex,CHF 9000,\n")
        let (status, json) = try lib.importJSON(csv, ["--new-collection", "Watches", "--template", "builtin.watch"])
        #expect(status == 0 && (json["warnings"] as? [Any])?.isEmpty == true, "\(json)")
        #expect(try Self.staleNumbers(lib) == ["K-0001"])
        let exported = try OtherAppsImportTests.exported(lib)
        #expect(exported.first { $0["No."] == "K-0001" }?["Valued on"] == "2015-06-01", "\(exported)")
        let today = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        #expect(exported.first { $0["No."] == "K-0002" }?["Valued on"] == today, "\(exported)")

        // An update-only sheet of days dates the values the pieces hold.
        let days = try lib.write("days.csv", "No.,Valued on\nK-0002,2010-01-15\n")
        #expect(try lib.importJSON(days, ["--collection", "Watches"]).status == 0)
        #expect(try Self.staleNumbers(lib) == ["K-0001", "K-0002"])

        // A new value without a day counts from when it was set.
        let revalued = try lib.write("v.csv", "No.,Estimated value\nK-0001,CHF 7000\n")
        #expect(try lib.importJSON(revalued, ["--collection", "Watches"]).status == 0)
        #expect(try Self.staleNumbers(lib) == ["K-0002"])
        #expect(try OtherAppsImportTests.exported(lib).first { $0["No."] == "K-0001" }?["Valued on"] == today)
    }

    /// A day with no value to date is kept in the notes and named, never dropped.
    @Test func aDayWithoutAValueIsKeptInTheNotes() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Brand,Valued on\nSpeedmaster,Omega,2015-06-01\n")
        let (status, json) = try lib.importJSON(csv, ["--new-collection", "Watches", "--template", "builtin.watch"])
        #expect(status == 0, "\(json)")
        let kept = try #require((json["kept"] as? [[String: Any]])?.first)
        #expect(kept["reason"] as? String == "no_value_to_date" && kept["text"] as? String == "2015-06-01", "\(kept)")
        #expect(try OtherAppsImportTests.exported(lib).first?["Notes"] == "Valued on: 2015-06-01")
    }
}
