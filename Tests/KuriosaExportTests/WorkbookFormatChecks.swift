import Foundation
import KuriosaTestSupport
import Testing

/// The checks every workbook format the import reads must pass, in real processes, on files
/// LibreOffice saves in that format (`save`): the sample library's export of a sheet per
/// collection comes back as nothing changed and its edits as exactly those edits; a
/// uCoin-shaped list gives the pieces its CSV gives, recognised with no option.
enum WorkbookFormatChecks {
    typealias Package = RoundTripCommandTests.Package

    static func sheetPerCollectionComesBack(_ save: (URL, Package) throws -> URL) throws {
        let sample = try Package.sample()
        let exported = sample.folder.appendingPathComponent("book.xlsx")
        let r = try sample.run("export", ["--template", "spreadsheet", "--format", "xlsx", "--sheet-per-collection", "-o", exported.path])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        let before = try sample.files()
        let same = try WorkbookSheetsCommandTests.importJSON(sample, try save(exported, sample))
        let sheets = (same.json["detected"] as? [String: Any])?["sheet"] as? String
        #expect(sheets == "Watches, Watches › Straps, Coins, Wine cellar", "\(same.json)")
        #expect(same.status == 0 && XLSXRoundTripCommandTests.pieces(same.json, "updated").isEmpty, "\(same.json)")
        #expect(try sample.files() == before, "nothing written")

        let edited = try WorkbookSheetsCommandTests.copy(exported, named: "edited.xlsx", editing: [
            ("Coins", "Title", 1, "Five francs 1931"), ("Wine cellar", "Title", 2, "Barolo, decant two hours"),
        ])
        let (status, json) = try WorkbookSheetsCommandTests.importJSON(sample, try save(edited, sample))
        #expect(status == 0, "\(json)")
        let updated = XLSXRoundTripCommandTests.pieces(json, "updated")
        #expect(Set(updated.compactMap { $0["worksheet"] as? String }) == ["Coins", "Wine cellar"] && updated.count == 2, "\(updated)")
        let all = sample.folder.appendingPathComponent("all.csv")
        #expect(try sample.run("export", ["--template", "spreadsheet", "-o", all.path]).status == 0)
        let csv = try String(contentsOf: all, encoding: .utf8)
        #expect(csv.contains("Five francs 1931") && csv.contains("Barolo, decant two hours"))
    }

    static func uCoinListGivesItsCSVPieces(_ kind: String, _ save: (URL, Package) throws -> URL) throws {
        let rows = """
            Country,Year,Var.,Denomination,"Diameter, mm",Number,Quantity
            Switzerland,1968,,5 Francs,"31,45",KM# 40,2
            Россия,1997,СПМД,1 рубль,20.5,Y# 604,1
            Côte d'Ivoire,1966,,100 Francs,30,KM# 6,1

            """
        var made: [String: String] = [:]
        for form in ["csv", kind] {
            let package = try Package.new()
            let csv = package.folder.appendingPathComponent("ucoin.csv")
            try Data(rows.utf8).write(to: csv)
            let file = form == "csv" ? csv : try save(csv, package)
            let r = try package.run("import", [file.path, "--new-collection", "Coins"])
            #expect(r.status == 0, "\(form): \(r.stdout)\(r.stderr)")
            #expect((r.stdout + r.stderr).contains("recognised: uCoin collection export"), "\(form): \(r.stdout)\(r.stderr)")
            // The export stamp differs from library to library.
            made[form] = try package.export("Coins").replacing(/S\d{17}/, with: "")
        }
        #expect(made[kind] == made["csv"], "\(made[kind] ?? "")\n---\n\(made["csv"] ?? "")")
        #expect(made[kind]?.contains("Россия") == true && made[kind]?.contains("31.45 mm") == true, "\(made[kind] ?? "")")
    }
}
