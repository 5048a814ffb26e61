import Foundation
import KuriosaCore
@testable import KuriosaExport
import KuriosaStore
import KuriosaTestSupport
import Testing

/// The XLSX renderer over the golden library, read back by openpyxl, and how a CSV cell
/// becomes a typed spreadsheet value (docs/export-templates.md, "XLSX").
@Suite struct XLSXExportTests {
    static func column(_ kind: ExportColumn.Kind, date: Bool = false, checkbox: Bool = false) -> ExportColumn {
        var column = ExportColumn(id: "field:x", label: "X", kind: kind, source: .field("x"))
        column.isDate = date; column.isCheckbox = checkbox
        return column
    }

    static let values: [(String, ExportColumn, XLSXValue)] = [
        ("2012", column(.number), .number(2012)),
        ("-0.25", column(.number), .number(-0.25)),
        ("40.5 mm", column(.number), .text("40.5 mm")),
        ("1e5", column(.number), .text("1e5")),
        ("inf", column(.number), .text("inf")),
        ("12345678901234567890", column(.number), .text("12345678901234567890")),
        ("CHF 6450.50", column(.money), .money(6450.5, currency: "CHF", digits: 2)),
        ("JPY 120000", column(.money), .money(120000, currency: "JPY", digits: 0)),
        ("XYZ 5", column(.money), .text("XYZ 5")),
        ("2019-05-14", column(.text, date: true), .date(year: 2019, month: 5, day: 14)),
        ("2019-02-29", column(.text, date: true), .text("2019-02-29")),
        ("1850-01-01", column(.text, date: true), .text("1850-01-01")),
        ("yes", column(.text, checkbox: true), .boolean(true)),
        ("no", column(.text, checkbox: true), .boolean(false)),
        ("=SUM(A1:A9)", column(.text), .text("=SUM(A1:A9)")),
        ("", column(.number), .empty),
        ("https://www.omegawatches.com/speedmaster", column(.link), .link("https://www.omegawatches.com/speedmaster")),
        ("mailto:anna@example.com", column(.link), .link("mailto:anna@example.com")),
        ("https://x.example/a b", column(.link), .text("https://x.example/a b")),
        ("https://x.example/[1]", column(.link), .text("https://x.example/[1]")),
        ("https://", column(.link), .text("https://")),
        ("www.omega.ch", column(.link), .text("www.omega.ch")),
        ("https://x.example/" + String(repeating: "a", count: 2062), column(.link), .text("https://x.example/" + String(repeating: "a", count: 2062))),
    ]

    @Test(arguments: values)
    func csvCellsBecomeTypedValues(csv: String, column: ExportColumn, expected: XLSXValue) {
        #expect(XLSXValue.of(csv, column: column, language: "en") == expected)
    }

    @Test(arguments: [("CHF", 2, ##""CHF "#,##0.00"##), ("JPY", 0, ##""JPY "#,##0"##), ("KWD", 3, ##""KWD "#,##0.000"##)])
    func moneyFormatHasTheCurrencysDigits(currency: String, digits: Int, expected: String) {
        #expect(XLSXValue.moneyFormat(currency: currency, digits: digits) == expected)
    }

    @Test(arguments: [("Spreadsheet", "Spreadsheet"), ("Watches / Straps: [old]?", "Watches   Straps   old"),
                      ("'quoted'", "quoted"), ("", "Sheet1"), (String(repeating: "a", count: 40), String(repeating: "a", count: 31))])
    func sheetNamesAreValid(title: String, expected: String) {
        #expect(XLSXRenderer.sheetName(title) == expected)
    }

    @Test func sheetNamesAreUniqueIgnoringCase() {
        var used = Set<String>()
        let names = ["Watches", "watches", "Watches", String(repeating: "b", count: 40), String(repeating: "b", count: 35)]
            .map { XLSXRenderer.uniqueSheetName($0, used: &used) }
        #expect(names == ["Watches", "watches (2)", "Watches (3)", String(repeating: "b", count: 31), String(repeating: "b", count: 27) + " (2)"])
    }

    /// Text that looks like a formula stays text (no `'` as in the CSV: a string cell is
    /// never run); the golden library's money in several currencies keeps each currency.
    @Test func formulaTextStaysTextAndCurrenciesStayApart() throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        var (document, builder) = try ExportFixture.document("spreadsheet", library: library)
        let columns = try builder.csvColumns()
        let piece = try #require(document.groups.first?.pieces.first)
        document.groups[0].pieces[0].cells["standard:title"] = ExportCell(text: "=1+2", csv: "=1+2")
        let output = folder.appendingPathComponent("golden.xlsx")
        try XLSXRenderer.write(document, columns: columns, to: output)
        let sheet = try #require(try XLSXReader.read(output).first)
        let title = try #require(sheet.column("Title")?.first ?? nil)
        #expect(title.type == "str" && title.value == "=1+2", "\(title) (was \(piece.title))")
        // Each amount's currency stands beside it, row by row (#29): never only in a format.
        let amounts = sheet.column("Estimated value") ?? [], codes = sheet.column("Estimated value currency") ?? []
        #expect(amounts.count == codes.count && amounts.count == document.pieces.count)
        for (piece, (amount, code)) in zip(document.pieces, zip(amounts, codes)) {
            let csv = piece.cells["standard:estimated_value"]?.csv ?? ""
            guard let amount, let code else {
                #expect(csv.isEmpty && amount == nil && code == nil, "\(piece.title): \(csv)")
                continue
            }
            let digits = Currency.minorUnitDigits(code.value) ?? -1
            #expect(csv == code.value + " " + String(format: "%.\(digits)f", Double(amount.value) ?? -1), "\(piece.title): \(csv)")
            #expect(["int", "float"].contains(amount.type) && amount.numberFormat == XLSXValue.amountFormat(digits: digits), "\(amount)")
        }
        #expect(!codes.compactMap { $0 }.isEmpty, "the golden library has values")
        // A link field's address opens with a click and shows itself, so it imports back as it was.
        let pages = (sheet.column("Manufacturer page") ?? []).compactMap { $0 }
        #expect(pages.map(\.value) == ["https://www.rolex.com/watches/submariner"] && pages.allSatisfy { $0.link == $0.value }, "\(pages)")
        #expect(sheet.column("Title")?.compactMap { $0?.link }.isEmpty == true)
    }
}
