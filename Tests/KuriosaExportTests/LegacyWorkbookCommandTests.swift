import Foundation
import KuriosaTestSupport
import Testing

/// Excel 97–2003 workbooks (.xls) import as their .xlsx and CSV twins do (#31,
/// docs/import.md#excel-97-2003-workbooks): uCoin exports its collection as .xls, and older
/// spreadsheets are kept in it. In real processes, on files LibreOffice writes in that format.
@Suite("Excel 97–2003 workbooks", .serialized)
struct LegacyWorkbookCommandTests {
    typealias Package = RoundTripCommandTests.Package

    /// `file` saved by LibreOffice as an Excel 97–2003 workbook (a CSV read as UTF-8).
    static func xls(_ file: URL, in package: Package) throws -> URL {
        try LibreOffice.convert(file, to: "xls:MS Excel 97", pathExtension: "xls", in: package.folder,
                                inputFilter: file.pathExtension == "csv" ? "CSV:44,34,76,1" : nil)
    }

    /// The sample library's workbook of a sheet per collection, saved as .xls, reads back as
    /// nothing changed; with two cells edited, exactly those two are written.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func aSheetPerCollectionWorkbookComesBackFromXLS() throws {
        try WorkbookFormatChecks.sheetPerCollectionComesBack { file, package in
            let book = try Self.xls(file, in: package)
            #expect(try Data(contentsOf: book).prefix(4) == Data([0xD0, 0xCF, 0x11, 0xE0]), "an OLE compound file")
            return book
        }
    }

    /// A uCoin collection export (its .xls, in uCoin's header) is recognised with no option and
    /// gives the pieces its CSV twin gives, accents and Cyrillic included.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func aUCoinWorkbookIsRecognisedAndReadAsItsCSV() throws {
        try WorkbookFormatChecks.uCoinListGivesItsCSVPieces("xls") { file, package in try Self.xls(file, in: package) }
    }

    /// Goodreads writes ISBNs as `="0525509283"` to keep their leading zeros; LibreOffice
    /// saves such a cell into an .xls as a formula whose cached result is the number 0. The
    /// ISBNs come in whole, as from the CSV.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func goodreadsISBNFormulasKeepTheirDigits() throws {
        let rows = #"""
            Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies
            40265832,How to Be an Antiracist,Ibram X. Kendi,"Kendi, Ibram X.",,"=""0525509283""","=""9780525509288""",0,4.46,One World,Hardcover,305,2019,2019,,2020/05/20,currently-reading,currently-reading (#1),currently-reading,,,,0,0

            """#
        var made: [String: String] = [:]
        for kind in ["csv", "xls"] {
            let package = try Package.new()
            let csv = package.folder.appendingPathComponent("goodreads_library_export.csv")
            try Data(rows.utf8).write(to: csv)
            let file = kind == "csv" ? csv : try Self.xls(csv, in: package)
            let r = try package.run("import", [file.path, "--new-collection", "Books"])
            #expect(r.status == 0, "\(kind): \(r.stdout)\(r.stderr)")
            made[kind] = try package.export("Books").replacing(/S\d{17}/, with: "")
        }
        #expect(made["xls"]?.contains("9780525509288") == true && made["xls"]?.contains("0525509283") == true, "\(made["xls"] ?? "")")
        #expect(made["xls"] == made["csv"], "\(made["xls"] ?? "")\n---\n\(made["csv"] ?? "")")
    }

    /// A web app's "Excel export", an HTML table in a file named .xls (here written by
    /// LibreOffice's HTML filter), gives the pieces its CSV twin gives.
    @Test(.enabled(if: LibreOffice.isInstalled, "LibreOffice (soffice) is not installed"))
    func anHTMLTableNamedXLSIsReadAsItsCSV() throws {
        let rows = """
            Country,Year,Var.,Denomination,"Diameter, mm",Number,Quantity
            Switzerland,1968,,5 Francs,31.45,KM# 40,2
            Россия,1997,СПМД,1 рубль,20.5,Y# 604,1

            """
        var made: [String: String] = [:]
        for kind in ["csv", "html"] {
            let package = try Package.new()
            let csv = package.folder.appendingPathComponent("ucoin.csv")
            try Data(rows.utf8).write(to: csv)
            var file = csv
            if kind == "html" {
                let html = try LibreOffice.convert(csv, to: "html:HTML (StarCalc)", pathExtension: "html", in: package.folder,
                                                   inputFilter: "CSV:44,34,76,1")
                #expect(try String(contentsOf: html, encoding: .utf8).contains("<table"))
                file = package.folder.appendingPathComponent("ucoin-export.xls")
                try FileManager.default.moveItem(at: html, to: file)
            }
            let r = try package.run("import", [file.path, "--new-collection", "Coins", "--json"])
            #expect(r.status == 0, "\(kind): \(r.stdout)\(r.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            #expect(json["recognised"] as? String == "uCoin collection export", "\(kind): \(json)")
            if kind == "html" { #expect((json["detected"] as? [String: Any])?["sheet"] as? String == "Table 1", "\(json)") }
            made[kind] = try package.export("Coins").replacing(/S\d{17}/, with: "")
        }
        #expect(made["html"] == made["csv"], "\(made["html"] ?? "")\n---\n\(made["csv"] ?? "")")
    }
}
