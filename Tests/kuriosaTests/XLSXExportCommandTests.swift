import Foundation
import KuriosaTestSupport
import Testing

/// `kuriosa export --format xlsx` of the sample library, read back by openpyxl (an
/// independent reader): typed cells, the frozen bold header and the autofilter
/// (docs/export-templates.md, "XLSX").
@Suite struct XLSXExportCommandTests {
    typealias SampleCopy = ExportCommandTests.SampleCopy

    /// The spreadsheet of the sample library as openpyxl reads it.
    static func spreadsheet(_ sample: SampleCopy, _ extra: [String] = []) throws -> XLSXReader.Sheet {
        let output = sample.folder.appendingPathComponent("sample.xlsx")
        let r = try sample.export(["--template", "spreadsheet", "--format", "xlsx", "-o", output.path] + extra)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let sheets = try XLSXReader.read(output)
        #expect(sheets.map(\.name) == ["Spreadsheet", "Total"], "the pieces' sheet and the totals")
        return try #require(sheets.first)
    }

    /// An inventory of several collections gets a Collection column after the title (#29):
    /// one sheet lost the collection its PDF shows as a heading.
    @Test func anInventoryOfSeveralCollectionsHasACollectionColumn() throws {
        let sample = try SampleCopy()
        let output = sample.folder.appendingPathComponent("inventory.xlsx")
        let r = try sample.export(["--template", "inventory", "--format", "xlsx", "-o", output.path])
        #expect(r.status == 0, "\(r.stderr)")
        let pieces = try #require(try XLSXReader.read(output).first)
        #expect(pieces.rows.first?.prefix(3).map { $0?.value } == ["No.", "Title", "Collection"], "\(pieces.rows.first ?? [])")
        #expect(pieces.column("Collection")?.compactMap { $0?.value }.contains("Wine cellar") == true)
        let one = sample.folder.appendingPathComponent("coins.xlsx")
        #expect(try sample.export(["--template", "inventory", "--collection", "Coins", "--format", "xlsx", "-o", one.path]).status == 0)
        #expect(try XLSXReader.read(one).first?.column("Collection") == nil, "one collection: no column")
    }

    /// The totals per collection and currency on a sheet of their own, never CHF added to EUR
    /// (#29).
    @Test func totalsPerCurrency() throws {
        let sample = try SampleCopy()
        let output = sample.folder.appendingPathComponent("inventory.xlsx")
        #expect(try sample.export(["--template", "inventory", "--format", "xlsx", "-o", output.path]).status == 0)
        let totals = try #require(try XLSXReader.read(output).last)
        #expect(totals.name == "Total")
        let rows = totals.rows.map { $0.map { $0?.value ?? "" } }
        #expect(rows.first == ["Collection", "Pieces", "Currency", "Estimated value"], "\(rows.first ?? [])")
        let chf = try #require(totals.rows.first { $0.first??.value == "Total" && $0.count > 3 && $0[2]?.value == "CHF" })
        #expect(chf[3]?.numberFormat == ##""CHF "#,##0.00"## && Double(chf[3]?.value ?? "") == 27630, "\(chf)")
        #expect(rows.contains { $0.first == "Total" && $0.count > 2 && $0[2] == "EUR" }, "one row a currency: \(rows)")
        #expect(rows.contains { $0.first == "Wine cellar" }, "a row per collection")
    }

    @Test func cellsAreTyped() throws {
        let sample = try SampleCopy()
        let sheet = try Self.spreadsheet(sample)
        #expect(sheet.rows.count == 16, "a header and the 15 pieces, as in the CSV")
        func first(_ header: String) throws -> XLSXReader.Cell {
            let cells = try #require(sheet.column(header), "no column \(header)")
            return try #require(cells.compactMap { $0 }.first, "\(header) is empty")
        }
        let title = try first("Title")
        #expect(title.type == "str" && title.value == "Speedmaster Professional")
        let year = try first("Year of production (Watches)")
        #expect(year.type == "int" && year.value == "2012", "\(year)")
        let coinYear = try first("Year (Coins)")
        #expect(coinYear.type == "int", "each template's year is a column of its own: \(coinYear)")
        let price = try first("Purchase price")
        #expect(["int", "float"].contains(price.type) && Double(price.value) == 4850, "\(price)")
        #expect(price.numberFormat == "#,##0.00", "a plain amount with the currency's decimals: \(price.numberFormat)")
        let currency = try first("Purchase price currency")
        #expect(currency.type == "str" && currency.value == "CHF", "the currency stands in a column of its own (#29): \(currency)")
        let header = try #require(sheet.rows.first).map { $0?.value ?? "" }
        let at = try #require(header.firstIndex(of: "Estimated value"))
        #expect(header[at + 1] == "Estimated value currency", "each amount column is followed by its currency: \(header)")
        let day = try first("Purchase date")
        #expect(day.type == "datetime" && day.value == "2013-05-18", "\(day)")
        #expect(day.numberFormat == "yyyy-mm-dd")
        let box = try first("Box")
        #expect(box.type == "bool" && box.value == "True", "\(box)")
        let papers = try #require(sheet.column("Papers")).compactMap { $0 }
        #expect(papers.allSatisfy { $0.type == "bool" } && papers.contains { $0.value == "False" }, "\(papers)")
        let diameter = try first("Case diameter")
        #expect(diameter.type == "str" && diameter.value == "42 mm", "measurements keep their CSV form: \(diameter)")
    }

    @Test func headerIsFrozenBoldAndFiltered() throws {
        let sample = try SampleCopy()
        let sheet = try Self.spreadsheet(sample)
        let header = try #require(sheet.rows.first).compactMap { $0 }
        #expect(!header.isEmpty && header.allSatisfy { $0.bold && $0.type == "str" }, "\(header.prefix(3))")
        #expect(sheet.rows.dropFirst().joined().compactMap { $0 }.allSatisfy { !$0.bold })
        #expect(sheet.freeze == "A2", "the header row stays in view")
        #expect(sheet.autofilter?.hasPrefix("A1:") == true && sheet.autofilter?.hasSuffix("16") == true, "\(sheet.autofilter ?? "none")")
        #expect(sheet.name == "Spreadsheet")
        #expect(sheet.widths.values.allSatisfy { $0 >= 8 && $0 <= 61 }, "widths are capped: \(sheet.widths)")
        // Column A is No. (K-0001), B the title, as wide as its longest value.
        #expect((sheet.widths["A"] ?? 0) < 20 && (sheet.widths["B"] ?? 0) > 20, "\(sheet.widths)")
    }

    /// The same rows as the CSV of the same export: every CSV cell is the text or the value of
    /// its XLSX cell.
    @Test func sameColumnsAsTheCSV() throws {
        let sample = try SampleCopy()
        let sheet = try Self.spreadsheet(sample)
        let csv = try sample.export(["--template", "spreadsheet", "--format", "csv", "-o", "-"])
        let header = csv.stdout.split(separator: "\r\n").first.map(String.init) ?? ""
        let labels = sheet.rows.first?.map { $0?.value ?? "" } ?? []
        #expect(header.hasPrefix(labels.prefix(4).joined(separator: ",")), "\(header.prefix(80))")
        #expect(labels.count == (sheet.rows.first?.count ?? 0))
    }

    /// A sheet per collection, each with only the columns its pieces fill, every piece once.
    @Test func sheetPerCollection() throws {
        let sample = try SampleCopy()
        let output = sample.folder.appendingPathComponent("sheets.xlsx")
        let r = try sample.export(["--template", "spreadsheet", "-o", output.path, "--sheet-per-collection"])
        #expect(r.status == 0, "\(r.stderr)")
        let sheets = try XLSXReader.read(output)
        #expect(sheets.map(\.name) == ["Watches", "Watches › Straps", "Coins", "Wine cellar", "Total"], "\(sheets.map(\.name))")
        let collections = Array(sheets.dropLast())
        #expect(collections.map { $0.rows.count - 1 }.reduce(0, +) == 15, "every piece on one sheet")
        let watches = try #require(sheets.first)
        #expect(watches.column("Vintage") == nil && watches.column("Brand") != nil, "only the columns the watches fill")
        #expect(collections.allSatisfy { $0.freeze == "A2" && $0.autofilter != nil && $0.rows.first?.allSatisfy { $0?.bold == true } == true })
        let wine = try #require(collections.last?.column("Vintage")?.compactMap { $0 }.first)
        #expect(wine.type == "int", "\(wine)")
        let csv = try sample.export(["--template", "spreadsheet", "-o", "-", "--format", "csv", "--sheet-per-collection"])
        #expect(csv.status == 64 && csv.stderr.contains("is for XLSX"), "\(csv.stderr)")
    }

    @Test func standardOutputAndExtensionRules() throws {
        let sample = try SampleCopy()
        let r = try sample.export(["--template", "spreadsheet", "--format", "xlsx", "-o", "-"])
        #expect(r.status == 64 && r.stderr.contains("XLSX cannot go to standard output"), "\(r.stderr)")
        let output = sample.folder.appendingPathComponent("by-extension.XLSX")
        let byName = try sample.export(["--template", "spreadsheet", "-o", output.path, "--json"])
        #expect(byName.status == 0, "\(byName.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(byName.stdout.utf8)) as? [String: Any]
        #expect(json?["format"] as? String == "xlsx", "-o's extension names the format: \(byName.stdout)")
        let clash = try sample.export(["--template", "spreadsheet", "--format", "csv", "-o", output.path])
        #expect(clash.status == 64 && clash.stderr.contains("names XLSX"), "\(clash.stderr)")
        let wishlist = try sample.export(["--template", "wishlist", "--format", "xlsx", "-o", output.path])
        #expect(wishlist.status == 64, "the wishlist template is not made for XLSX: \(wishlist.stderr)")
        let help = try sample.run(["export", "--help"])
        #expect(help.stdout.contains("csv|html|pdf|xlsx"), "\(help.stdout.prefix(200))")
    }
}
