import Foundation
import KuriosaTestSupport
import Testing

/// OpenDocument spreadsheets (.ods, LibreOffice's own format) import as their .xlsx and CSV
/// twins do (docs/import.md#opendocument-spreadsheets). In real processes, on files LibreOffice
/// saves in that format.
@Suite("OpenDocument spreadsheets", .serialized)
struct OpenDocumentCommandTests {
    typealias Package = RoundTripCommandTests.Package

    /// `file` saved by LibreOffice as an .ods (a CSV read as UTF-8).
    static func ods(_ file: URL, in package: Package) throws -> URL {
        try LibreOffice.convert(file, to: "ods", pathExtension: "ods", in: package.folder,
                                inputFilter: file.pathExtension == "csv" ? "CSV:44,34,76,1" : nil)
    }

    /// The sample library's workbook of a sheet per collection, saved as .ods, reads back as
    /// nothing changed; with two cells edited, exactly those two are written.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func aSheetPerCollectionWorkbookComesBackFromODS() throws {
        let sample = try Package.sample()
        let exported = sample.folder.appendingPathComponent("book.xlsx")
        let r = try sample.run("export", ["--template", "spreadsheet", "--format", "xlsx", "--sheet-per-collection", "-o", exported.path])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        let before = try sample.files()
        let same = try WorkbookSheetsCommandTests.importJSON(sample, try Self.ods(exported, in: sample))
        let sheets = (same.json["detected"] as? [String: Any])?["sheet"] as? String
        #expect(sheets == "Watches, Watches › Straps, Coins, Wine cellar", "\(same.json)")
        #expect(same.status == 0 && XLSXRoundTripCommandTests.pieces(same.json, "updated").isEmpty, "\(same.json)")
        #expect(try sample.files() == before, "nothing written")

        let edited = try WorkbookSheetsCommandTests.copy(exported, named: "edited.xlsx", editing: [
            ("Coins", "Title", 1, "Five francs 1931"), ("Wine cellar", "Title", 2, "Barolo, decant two hours"),
        ])
        let (status, json) = try WorkbookSheetsCommandTests.importJSON(sample, try Self.ods(edited, in: sample))
        #expect(status == 0, "\(json)")
        let updated = XLSXRoundTripCommandTests.pieces(json, "updated")
        #expect(Set(updated.compactMap { $0["worksheet"] as? String }) == ["Coins", "Wine cellar"] && updated.count == 2, "\(updated)")
    }

    /// A uCoin-shaped list kept in LibreOffice gives the pieces its CSV gives.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func anODSGivesThePiecesItsCSVGives() throws {
        let rows = """
            Country,Year,Var.,Denomination,"Diameter, mm",Number,Quantity
            Switzerland,1968,,5 Francs,31.45,KM# 40,2
            Россия,1997,СПМД,1 рубль,20.5,Y# 604,1
            Côte d'Ivoire,1966,,100 Francs,30,KM# 6,1

            """
        var made: [String: String] = [:]
        for kind in ["csv", "ods"] {
            let package = try Package.new()
            let csv = package.folder.appendingPathComponent("ucoin.csv")
            try Data(rows.utf8).write(to: csv)
            let file = kind == "csv" ? csv : try Self.ods(csv, in: package)
            let r = try package.run("import", [file.path, "--new-collection", "Coins"])
            #expect(r.status == 0, "\(kind): \(r.stdout)\(r.stderr)")
            #expect((r.stdout + r.stderr).contains("recognised: uCoin collection export"), "\(kind): \(r.stdout)\(r.stderr)")
            made[kind] = try package.export("Coins").replacing(/S\d{17}/, with: "")
        }
        #expect(made["ods"] == made["csv"], "\(made["ods"] ?? "")\n---\n\(made["csv"] ?? "")")
        #expect(made["ods"]?.contains("Россия") == true && made["ods"]?.contains("31.45 mm") == true, "\(made["ods"] ?? "")")
    }
}
