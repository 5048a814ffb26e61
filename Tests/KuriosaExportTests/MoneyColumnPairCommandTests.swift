import Foundation
import KuriosaTestSupport
import Testing

/// Money as an amount column and a currency column (#29, docs/export-templates.md#money-as-two-columns)
/// in real processes: an XLSX always has the pair, a CSV with `--currency-columns`; the import
/// reads the pair back as one value, so the laws of docs/import.md#the-laws hold; a currency
/// edited in its own cell changes only that piece's currency; LibreOffice's CSV save of the
/// workbook keeps every currency.
@Suite("Money in two columns", .serialized)
struct MoneyColumnPairCommandTests {
    typealias Package = RoundTripCommandTests.Package
    typealias Workbook = XLSXRoundTripCommandTests

    static func export(_ package: Package, _ collection: String, _ options: [String], to name: String) throws -> URL {
        let file = package.folder.appendingPathComponent(name)
        let r = try package.run("export", ["--template", "spreadsheet", "--collection", collection, "-o", file.path] + options)
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        return file
    }

    /// Law 1 for a CSV with `--currency-columns`, in the point and comma styles, on every
    /// collection of the sample (USD beside CHF among the watches).
    @Test(arguments: [[String](), ["--delimiter", ";", "--decimal-mark", ","]])
    func aPairedCSVImportsBackAsNothing(style: [String]) throws {
        let sample = try Package.sample()
        let before = try sample.files()
        for (name, collection) in [("Coins", "Coins"), ("Wine cellar", "Wine cellar"), ("Watches", "Watches")] {
            let file = try Self.export(sample, name, ["--currency-columns"] + style, to: "paired.csv")
            let text = try String(contentsOf: file, encoding: .utf8)
            let header = CSVText.records(text, delimiter: style.isEmpty ? "," : ";").first ?? []
            #expect(header.contains("Purchase price currency") && header.contains("Estimated value currency"), "\(header)")
            #expect(!text.contains("CHF 4850"), "no amount keeps its code in the cell")
            let (status, json) = try Workbook.importJSON(sample, file, into: collection)
            #expect(status == 0 && Workbook.pieces(json, "errors").isEmpty && Workbook.pieces(json, "warnings").isEmpty, "\(name): \(json)")
            #expect(Workbook.pieces(json, "updated").isEmpty && Workbook.pieces(json, "created").isEmpty, "\(name): \(json)")
            #expect(try sample.files() == before, "\(name): the import changed the package")
        }
    }

    /// Law 2 through openpyxl: an amount and a currency edited in their own cells change
    /// exactly those two values; a currency cell that names no currency is an error naming the
    /// row and column, and the other rows still import.
    @Test func editedAmountAndCurrencyChangeExactlyThoseValues() throws {
        let sample = try Package.sample()
        let workbook = try Workbook.export(sample, "Watches")
        try Workbook.edit(workbook, [("Estimated value", 1, 7000), ("Estimated value currency", 2, "EUR")])
        let (status, json) = try Workbook.importJSON(sample, workbook, into: "Watches")
        #expect(status == 0 && Workbook.pieces(json, "errors").isEmpty, "\(json)")
        let numbers = Workbook.pieces(json, "updated").compactMap { $0["number"] as? Int }.sorted()
        #expect(numbers == [1, 2], "\(json)")
        #expect(try sample.newestPaths(of: "K-0001") == ["estimatedValue"])
        #expect(try sample.newestPaths(of: "K-0002") == ["estimatedValue"])
        let csv = try String(contentsOf: try Self.export(sample, "Watches", [], to: "after.csv"), encoding: .utf8)
        #expect(csv.contains("Speedmaster Professional") && csv.contains(",CHF 7000.00,") && csv.contains(",EUR 13500.00,"), "\(csv)")

        let broken = try Workbook.export(sample, "Watches")
        try Workbook.edit(broken, [("Purchase price currency", 3, "Franken")])
        let r = try sample.run("import", [broken.path, "--collection", "Watches", "--dry-run"])
        let said = r.stdout + r.stderr
        #expect(said.contains("row 4") && said.contains("\"Purchase price\"") && said.contains("'Franken', which is no currency code"), "\(said)")
    }

    /// LibreOffice's CSV save of the workbook (cells as shown: `4,850.00` beside `CHF`)
    /// imports back as nothing: no amount lost its currency.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func aLibreOfficeCSVOfTheWorkbookKeepsEveryCurrency() throws {
        let sample = try Package.sample()
        let before = try sample.files()
        let workbook = try Workbook.export(sample, "Watches")
        let csv = try LibreOffice.convert(workbook, to: "csv:Text - txt - csv (StarCalc):44,34,76,1", pathExtension: "csv", in: sample.folder)
        let text = try String(contentsOf: csv, encoding: .utf8)
        #expect(text.contains("\"USD\"") && text.contains("\"CHF\""), "the codes are cells of their own: \(text.prefix(600))")
        let (status, json) = try Workbook.importJSON(sample, csv, into: "Watches")
        #expect(status == 0 && Workbook.pieces(json, "errors").isEmpty && Workbook.pieces(json, "updated").isEmpty, "\(json)")
        #expect(try sample.files() == before)
    }

    /// `--currency-columns` is for CSV: an XLSX has the pair anyway, other formats show money.
    @Test func theOptionIsForCSV() throws {
        let sample = try Package.sample()
        let r = try sample.run("export", ["--template", "inventory", "--currency-columns", "-o", sample.folder.appendingPathComponent("x.pdf").path])
        #expect(r.status == 64 && r.stderr.contains("--currency-columns is for CSV"), "\(r.stderr)")
    }
}
