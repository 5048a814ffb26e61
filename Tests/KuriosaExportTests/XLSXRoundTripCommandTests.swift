import Foundation
import KuriosaTestSupport
import Testing

/// The laws of docs/import.md#the-laws for `--format xlsx` in real processes: `kuriosa export
/// --format xlsx`, then `kuriosa import` of the workbook. Law 1: an unchanged workbook writes
/// nothing (the package stays byte for byte the same). Law 2: N cells changed by an independent
/// writer (openpyxl) change exactly those N values. And LibreOffice's workbook of a CSV imports
/// as that CSV does.
@Suite("XLSX round trip through kuriosa", .serialized)
struct XLSXRoundTripCommandTests {
    typealias Package = RoundTripCommandTests.Package

    /// The spreadsheet workbook of one collection.
    static func export(_ package: Package, _ collection: String, format: String = "xlsx") throws -> URL {
        let file = package.folder.appendingPathComponent("export.\(format)")
        let r = try package.run("export", ["--template", "spreadsheet", "--collection", collection, "--format", format, "-o", file.path])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        return file
    }

    static func importJSON(_ package: Package, _ file: URL, into collection: String) throws -> (status: Int32, json: [String: Any]) {
        let r = try package.run("import", [file.path, "--collection", collection, "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
        return (r.status, try #require(object as? [String: Any], "\(r.stdout)\(r.stderr)"))
    }

    /// Sets cells with openpyxl: (header, data row from 1, new value) — a number stays a number.
    static func edit(_ file: URL, _ edits: [(header: String, row: Int, value: Any)]) throws {
        let list = edits.map { [$0.header, $0.row, $0.value] as [Any] }
        let script = """
        import json, sys, openpyxl
        book = openpyxl.load_workbook(sys.argv[1])
        sheet = book.worksheets[0]
        headers = [c.value for c in sheet[1]]
        for header, row, value in json.loads(sys.argv[2]):
            sheet.cell(row=row + 1, column=headers.index(header) + 1).value = value
        book.save(sys.argv[1])
        """
        let json = String(decoding: try JSONSerialization.data(withJSONObject: list), as: UTF8.self)
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, file.path, json])
        try #require(r.status == 0, "openpyxl: \(r.stderr)")
    }

    static func pieces(_ json: [String: Any], _ key: String) -> [[String: Any]] { json[key] as? [[String: Any]] ?? [] }

    /// Law 1 on every collection of the sample library.
    @Test func anUnchangedSampleWorkbookWritesNothing() throws {
        let sample = try Package.sample()
        let before = try sample.files()
        for (name, collection) in [("Coins", "Coins"), ("Wine cellar", "Wine cellar"), ("Straps", "Watches › Straps"), ("Watches", "Watches")] {
            let (status, json) = try Self.importJSON(sample, try Self.export(sample, name), into: collection)
            let errors = Self.pieces(json, "errors")
            // `--collection Watches` is the Watches tree: its straps are matched too.
            #expect(status == 0 && errors.isEmpty && Self.pieces(json, "warnings").isEmpty, "\(collection): \(json)")
            #expect(Self.pieces(json, "created").isEmpty && Self.pieces(json, "updated").isEmpty, "\(collection): \(json)")
            #expect(try sample.files() == before, "\(collection): the import changed the package")
        }
    }

    /// Both laws on a library of every field type: the workbook imports back as nothing, then
    /// four cells changed by openpyxl (two texts, a typed number, a measurement) change
    /// exactly those four values.
    @Test func everyFieldTypeKeepsBothLaws() throws {
        let package = try Package.new()
        let template = package.folder.appendingPathComponent("everything.json")
        try Data(RoundTripTests.templateJSON.utf8).write(to: template)
        let source = package.folder.appendingPathComponent("source.csv")
        try Data(RoundTripCommandTests.everyFieldCSV.utf8).write(to: source)
        let made = try package.run("import", [source.path, "--new-collection", "Source", "--template", template.path, "--json"])
        try #require(made.status == 0, "\(made.stdout)\(made.stderr)")

        let before = try package.files()
        let workbook = try Self.export(package, "Source")
        let (status, json) = try Self.importJSON(package, workbook, into: "Source")
        #expect(status == 0 && Self.pieces(json, "errors").isEmpty && Self.pieces(json, "warnings").isEmpty, "\(json)")
        #expect(Self.pieces(json, "updated").isEmpty && Self.pieces(json, "created").isEmpty, "\(json)")
        #expect(try package.files() == before, "an unchanged workbook imported back changed the package")

        let csvBefore = CSVText.withoutStamps(try String(contentsOf: try Self.export(package, "Source", format: "csv"), encoding: .utf8))
        try Self.edit(workbook, [("Source", 1, "Dealer"), ("Stars", 2, 3), ("Width", 1, "40 mm"), ("Maker", 3, "Someone else")])
        let changed = try Self.importJSON(package, workbook, into: "Source")
        #expect(changed.status == 0, "\(changed.json)")
        let numbers = Self.pieces(changed.json, "updated").compactMap { $0["number"] as? Int }.sorted()
        #expect(numbers == [1, 2, 3], "\(changed.json)")
        #expect(try package.newestPaths(of: "K-0001") == ["fields.width", "source"])
        #expect(try package.newestPaths(of: "K-0002") == ["fields.stars"])
        #expect(try package.newestPaths(of: "K-0003") == ["fields.maker"])
        let expected = csvBefore.replacingOccurrences(of: "Auction house", with: "Dealer")
            .replacingOccurrences(of: "38.5 mm", with: "40 mm").replacingOccurrences(of: "Ünïcødé 東京", with: "Someone else")
            .replacingOccurrences(of: ",0,no,", with: ",3,no,")
        #expect(CSVText.withoutStamps(try String(contentsOf: try Self.export(package, "Source", format: "csv"), encoding: .utf8)) == expected,
                "nothing but the four cells changed")
    }

    /// LibreOffice's workbook of a CSV (its own type detection: numbers, ISO days) imports as
    /// the same pieces as the CSV itself.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func aLibreOfficeWorkbookImportsAsItsCSV() throws {
        let package = try Package.new()
        let template = package.folder.appendingPathComponent("everything.json")
        try Data(RoundTripTests.templateJSON.utf8).write(to: template)
        let source = package.folder.appendingPathComponent("source.csv")
        try Data(RoundTripCommandTests.everyFieldCSV.utf8).write(to: source)
        let workbook = try LibreOffice.convert(source, to: "xlsx", pathExtension: "xlsx", in: package.folder, inputFilter: "CSV:44,34,76,1")
        for (file, name) in [(source, "From CSV"), (workbook, "From XLSX")] {
            let r = try package.run("import", [file.path, "--new-collection", name, "--template", template.path, "--json"])
            #expect(r.status == 0, "\(name): \(r.stdout)\(r.stderr)")
        }
        func body(_ collection: String) throws -> [String] {
            let csv = CSVText.withoutStamps(try String(contentsOf: try Self.export(package, collection, format: "csv"), encoding: .utf8))
            // Apart from the inventory numbers, the collection's name and the stamps.
            return csv.replacingOccurrences(of: collection, with: "C")
                .replacingOccurrences(of: #"K-\d{4}"#, with: "K-n", options: .regularExpression).components(separatedBy: "\n")
        }
        let fromCSV = try body("From CSV"), fromXLSX = try body("From XLSX")
        #expect(fromXLSX == fromCSV, "\(zip(fromXLSX, fromCSV).filter { $0.0 != $0.1 })")
    }
}
