import Foundation
import KuriosaTestSupport
import Testing

/// An older spreadsheet export never overwrites newer work (#30,
/// docs/import.md#an-older-export-conflicts): every row carries its piece's `Export stamp`, and
/// a row whose piece changed since the export is a conflict — listed with both sides, not
/// written, exit 3 — unless `--overwrite-newer`. In real processes, on the sample library.
@Suite("Export stamps and conflicts", .serialized)
struct ExportStampCommandTests {
    typealias Package = RoundTripCommandTests.Package

    /// The sheet's rows as header → cell.
    static func rows(_ file: URL) throws -> [[String: String]] {
        let records = CSVText.records(try String(contentsOf: file, encoding: .utf8))
        let header = try #require(records.first)
        return records.dropFirst().map { Dictionary(zip(header, $0), uniquingKeysWith: { a, _ in a }) }
    }

    /// Writes rows back in the header's order.
    static func write(_ rows: [[String: String]], header: [String], to file: URL) throws {
        func cell(_ text: String) -> String {
            text.contains(where: { ",\"\n".contains($0) }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }
        let lines = [header.map(cell).joined(separator: ",")] + rows.map { row in header.map { cell(row[$0] ?? "") }.joined(separator: ",") }
        try Data((lines.joined(separator: "\r\n") + "\r\n").utf8).write(to: file)
    }

    /// Changes K-0001's estimated value through an import of its own (`edit.csv`).
    static func changeInLibrary(_ package: Package, value: String = "CHF 7100") throws {
        let edit = package.folder.appendingPathComponent("edit.csv")
        try Data("No.,Estimated value\nK-0001,\(value)\n".utf8).write(to: edit)
        let r = try package.run("import", [edit.path, "--collection", "Watches"])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    @Test func anOlderExportIsAConflictWhereThePieceChangedSince() throws {
        let sample = try Package.sample()
        let old = sample.folder.appendingPathComponent("older.csv")
        try FileManager.default.moveItem(at: try XLSXRoundTripCommandTests.export(sample, "Watches", format: "csv"), to: old)
        let header = try #require(CSVText.records(try String(contentsOf: old, encoding: .utf8)).first)
        #expect(header.last == "Export stamp")
        var rows = try Self.rows(old)
        #expect(rows.allSatisfy { ($0["Export stamp"] ?? "").range(of: #"^S\d{17}$"#, options: .regularExpression) != nil }, "\(rows)")
        try Self.changeInLibrary(sample)
        // The person edits the older sheet: K-0001's notes, K-0002's value.
        let one = try #require(rows.firstIndex { $0["No."] == "K-0001" })
        let two = try #require(rows.firstIndex { $0["No."] == "K-0002" })
        rows[one]["Notes"] = "Box kept"
        rows[two]["Estimated value"] = "CHF 14000.00"
        try Self.write(rows, header: header, to: old)

        let before = try sample.files()
        let dry = try XLSXRoundTripCommandTests.importJSON(sample, old, into: "Watches")
        #expect(dry.status == 3, "\(dry.json)")
        let conflicts = XLSXRoundTripCommandTests.pieces(dry.json, "conflicts")
        #expect(conflicts.map { $0["number"] as? Int } == [1], "\(conflicts)")
        let fields = try #require(conflicts.first?["fields"] as? [[String: Any]])
        #expect(fields.map { $0["path"] as? String } == ["estimatedValue", "notes"])
        let value = try #require(fields.first)
        #expect(value["sheet"] as? String == "CHF\u{A0}6,200.00" && value["library"] as? String == "CHF\u{A0}7,100.00", "\(value)")
        #expect(value["changedBy"] as? String == "import of edit.csv" && (value["changedAt"] as? String)?.count == 10, "\(value)")
        #expect(fields.last?["changedBy"] is NSNull, "the notes were changed in the sheet only")
        #expect(XLSXRoundTripCommandTests.pieces(dry.json, "updated").map { $0["number"] as? Int } == [2])
        #expect(try sample.files() != before, "K-0002's edit is written")
        let exported = try Self.rows(try XLSXRoundTripCommandTests.export(sample, "Watches", format: "csv"))
        let speedmaster = try #require(exported.first { $0["No."] == "K-0001" })
        #expect(speedmaster["Estimated value"] == "CHF 7100.00" && speedmaster["Notes"] != "Box kept", "the newer value stays")
        #expect(exported.first { $0["No."] == "K-0002" }?["Estimated value"] == "CHF 14000.00")

        // The summary names both sides and when the library's changed.
        let text = try sample.run("import", [old.path, "--collection", "Watches", "--dry-run"])
        #expect(text.status == 3)
        #expect(text.stderr.contains("conflict: K-0001 (row \(one + 2)): estimated value — sheet CHF\u{A0}6,200.00, library CHF\u{A0}7,100.00 (changed "), Comment(rawValue: text.stderr))
        #expect(text.stderr.contains("by import of edit.csv)"), Comment(rawValue: text.stderr))
        #expect(text.stdout.contains("1 conflict (not written)"), Comment(rawValue: text.stdout))

        // --overwrite-newer writes the sheet's values over the newer ones.
        let forced = try sample.run("import", [old.path, "--collection", "Watches", "--overwrite-newer", "--json"])
        #expect(forced.status == 0, "\(forced.stdout)\(forced.stderr)")
        let after = try Self.rows(try XLSXRoundTripCommandTests.export(sample, "Watches", format: "csv"))
        let overwritten = try #require(after.first { $0["No."] == "K-0001" })
        #expect(overwritten["Estimated value"] == "CHF 6200.00" && overwritten["Notes"] == "Box kept", "\(overwritten)")
    }

    /// The case of #30: last month's sheet imported as it is, one row added. The pieces changed
    /// since keep their values; the new row comes in; nothing else is touched.
    @Test func anUntouchedOlderExportWritesOnlyItsNewRow() throws {
        let sample = try Package.sample()
        let old = try XLSXRoundTripCommandTests.export(sample, "Watches", format: "csv")
        try Self.changeInLibrary(sample)
        var text = try String(contentsOf: old, encoding: .utf8)
        text += ",Seamaster 300,Watches,Omega\r\n"
        try Data(text.utf8).write(to: old)
        let (status, json) = try XLSXRoundTripCommandTests.importJSON(sample, old, into: "Watches")
        #expect(status == 3, "\(json)")
        #expect(XLSXRoundTripCommandTests.pieces(json, "created").count == 1)
        #expect(XLSXRoundTripCommandTests.pieces(json, "updated").isEmpty, "\(json)")
        #expect(XLSXRoundTripCommandTests.pieces(json, "conflicts").map { $0["number"] as? Int } == [1])
        let exported = try Self.rows(try XLSXRoundTripCommandTests.export(sample, "Watches", format: "csv"))
        #expect(exported.first { $0["No."] == "K-0001" }?["Estimated value"] == "CHF 7100.00")
    }

    /// A sheet without the stamp column (made by hand, or before stamps) is compared value by
    /// value as before: no conflicts.
    @Test func aSheetWithoutStampsHasNoConflicts() throws {
        let sample = try Package.sample()
        let old = try XLSXRoundTripCommandTests.export(sample, "Watches", format: "csv")
        try Self.changeInLibrary(sample)
        let records = CSVText.records(try String(contentsOf: old, encoding: .utf8))
        let rows = try Self.rows(old)
        try Self.write(rows, header: Array(try #require(records.first).dropLast()), to: old)
        let (status, json) = try XLSXRoundTripCommandTests.importJSON(sample, old, into: "Watches")
        #expect(status == 0, "\(json)")
        #expect(XLSXRoundTripCommandTests.pieces(json, "conflicts").isEmpty)
        #expect(XLSXRoundTripCommandTests.pieces(json, "updated").map { $0["number"] as? Int } == [1])
    }

    /// The stamps survive a workbook opened and saved again by LibreOffice: unchanged, it
    /// imports as nothing; after a change in the library, as a conflict.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func stampsSurviveALibreOfficeResave() throws {
        let sample = try Package.sample()
        let workbook = try XLSXRoundTripCommandTests.export(sample, "Watches")
        let resaved = try LibreOffice.convert(workbook, to: "xlsx:Calc MS Excel 2007 XML", pathExtension: "xlsx", in: sample.folder)
        let before = try sample.files()
        let same = try XLSXRoundTripCommandTests.importJSON(sample, resaved, into: "Watches")
        #expect(same.status == 0 && XLSXRoundTripCommandTests.pieces(same.json, "updated").isEmpty, "\(same.json)")
        #expect(try sample.files() == before)
        try Self.changeInLibrary(sample)
        let later = try XLSXRoundTripCommandTests.importJSON(sample, resaved, into: "Watches")
        #expect(later.status == 3, "\(later.json)")
        #expect(XLSXRoundTripCommandTests.pieces(later.json, "conflicts").map { $0["number"] as? Int } == [1])
    }
}
