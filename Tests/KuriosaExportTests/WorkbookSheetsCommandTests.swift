import Foundation
import KuriosaTestSupport
import Testing

/// A workbook with a sheet per collection comes back whole (#30,
/// docs/import.md#a-workbook-of-several-sheets): every sheet of the export is read, an edit on
/// any sheet is written, rows are named by their own sheet, and a sheet that is not read is
/// named with why. In real processes, the workbook re-saved by LibreOffice.
@Suite("Workbooks of several sheets", .serialized)
struct WorkbookSheetsCommandTests {
    typealias Package = RoundTripCommandTests.Package

    /// Sets cells with openpyxl on any sheet: (sheet, header, data row from 1, value); a sheet
    /// named "+NAME" is added with one cell.
    static func edit(_ file: URL, _ edits: [(sheet: String, header: String, row: Int, value: String)]) throws {
        let list = edits.map { [$0.sheet, $0.header, $0.row, $0.value] as [Any] }
        let script = """
        import json, sys, openpyxl
        book = openpyxl.load_workbook(sys.argv[1])
        for name, header, row, value in json.loads(sys.argv[2]):
            if name.startswith("+"):
                book.create_sheet(name[1:])[header] = value
                continue
            sheet = book[name]
            headers = [c.value for c in sheet[1]]
            sheet.cell(row=row + 1, column=headers.index(header) + 1).value = value
        book.save(sys.argv[1])
        """
        let json = String(decoding: try JSONSerialization.data(withJSONObject: list), as: UTF8.self)
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, file.path, json])
        try #require(r.status == 0, "openpyxl: \(r.stderr)")
    }

    /// The workbook as LibreOffice saves it again (in `lo/`, under its own name).
    static func resaved(_ file: URL, in package: Package) throws -> URL {
        try LibreOffice.convert(file, to: "xlsx:Calc MS Excel 2007 XML", pathExtension: file.pathExtension, in: package.folder)
    }

    /// A copy of a workbook with cells set by openpyxl (`edit`).
    static func copy(_ file: URL, named name: String, editing edits: [(sheet: String, header: String, row: Int, value: String)]) throws -> URL {
        let copy = file.deletingLastPathComponent().appendingPathComponent(name)
        try FileManager.default.copyItem(at: file, to: copy)
        try edit(copy, edits)
        return copy
    }

    /// Imports a whole-library workbook (its rows say their collections).
    static func importJSON(_ package: Package, _ file: URL) throws -> (status: Int32, json: [String: Any]) {
        let r = try package.run("import", [file.path, "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
        return (r.status, try #require(object as? [String: Any], "\(r.stdout)\(r.stderr)"))
    }

    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func aWorkbookOfASheetPerCollectionComesBackWhole() throws {
        let sample = try Package.sample()
        let exported = sample.folder.appendingPathComponent("book.xlsx")
        let r = try sample.run("export", ["--template", "spreadsheet", "--format", "xlsx", "--sheet-per-collection", "-o", exported.path])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        // LibreOffice opens and saves it again: its own workbook from here on.
        let book = try Self.resaved(exported, in: sample)

        // Law 1: unchanged, every sheet reads back as nothing.
        let before = try sample.files()
        let same = try Self.importJSON(sample, book)
        let sheets = (same.json["detected"] as? [String: Any])?["sheet"] as? String
        #expect(sheets == "Watches, Watches › Straps, Coins, Wine cellar", "\(same.json)")
        #expect(same.status == 0 && XLSXRoundTripCommandTests.pieces(same.json, "updated").isEmpty, "\(same.json)")
        #expect(try sample.files() == before)

        // The same workbook edited (an edit on the third sheet and one on the fourth, a notes
        // sheet added) and saved by LibreOffice: both edits are written, each named by its
        // sheet; the notes sheet is named as not read.
        let editedBook = try Self.resaved(try Self.copy(exported, named: "edited.xlsx", editing: [
            ("Coins", "Title", 1, "Five francs 1931"), ("Wine cellar", "Title", 2, "Barolo, decant two hours"), ("+Notes", "A1", 0, "shopping list"),
        ]), in: sample)
        let (status, json) = try Self.importJSON(sample, editedBook)
        #expect(status == 0, "\(json)")
        let updated = XLSXRoundTripCommandTests.pieces(json, "updated")
        #expect(Set(updated.compactMap { $0["worksheet"] as? String }) == ["Coins", "Wine cellar"], "\(updated)")
        #expect(updated.first { $0["worksheet"] as? String == "Coins" }?["row"] as? Int == 2, "its own row: \(updated)")
        let warnings = XLSXRoundTripCommandTests.pieces(json, "warnings")
        #expect(warnings.map { $0["reason"] as? String } == ["sheet_skipped"] && warnings.first?["column"] as? String == "Notes", "\(warnings)")
        let all = sample.folder.appendingPathComponent("all.csv")
        #expect(try sample.run("export", ["--template", "spreadsheet", "-o", all.path]).status == 0)
        let csv = try String(contentsOf: all, encoding: .utf8)
        #expect(csv.contains("Five francs 1931") && csv.contains("Barolo, decant two hours"))

        let text = try sample.run("import", [editedBook.path, "--dry-run"])
        #expect(text.stderr.contains("warning: sheet \"Notes\" not read: no Collection column"), Comment(rawValue: text.stderr))
        #expect(text.stdout.contains("1 sheet not read"), Comment(rawValue: text.stdout))
    }

    /// A row error names the row's own sheet, row and column.
    @Test func aRowErrorNamesItsSheet() throws {
        let sample = try Package.sample()
        let book = sample.folder.appendingPathComponent("book.xlsx")
        let r = try sample.run("export", ["--template", "spreadsheet", "--format", "xlsx", "--sheet-per-collection", "-o", book.path])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        try Self.edit(book, [("Coins", "No.", 1, "K-9999")])
        let (status, json) = try Self.importJSON(sample, book)
        #expect(status == 3, "\(json)")
        let error = try #require(XLSXRoundTripCommandTests.pieces(json, "errors").first)
        #expect(error["reason"] as? String == "unknown_number" && error["worksheet"] as? String == "Coins", "\(error)")
        #expect(error["row"] as? Int == 2 && error["columnIndex"] as? Int == 1, "\(error)")
    }
}
