import Foundation
import KuriosaTestSupport
import Testing
@testable import KuriosaImport

/// A sheet read as the records the CSV reader gives (docs/import.md, "XLSX"): typed cells as
/// the texts the cell rules read, the sheet's own row numbers, sparse rows, merged ranges.
@Suite("reading .xlsx sheets")
struct WorkbookReadingTests {
    static func open(_ parts: [String: String], sheet: String? = nil) throws -> (file: CSVFile, rows: [CSVRecord], folder: URL) {
        let folder = try TestFolder.make("kuriosa-xlsx-read")
        let url = folder.appendingPathComponent("book.xlsx")
        try WorkbookBuilder.write(parts, to: url)
        let file = try CSVFile.open(.file(path: url.path), sheet: sheet)
        var rows: [CSVRecord] = []
        try file.forEachRecord { rows.append($0) }
        return (file, rows, folder)
    }

    /// Every kind of cell, each where a person put it.
    @Test func cellsReadAsWhatTheyHold() throws {
        // Styles: 0 General, 1 a built-in day (14), 2 a custom day and time, 3 CHF money,
        // 4 a percentage, 5 a time, 6 a custom day with escapes.
        let parts = WorkbookBuilder.workbook(sheets: [("Pieces", """
            <sheetData>
            <row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Price</t></is></c><c r="C1" t="s"><v>1</v></c></row>
            <row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" s="3"><v>6450.5</v></c><c r="C2" s="1"><v>45366</v></c>
              <c r="D2"><v>0.30000000000000004</v></c><c r="E2"><v>1.0000000000000001E-5</v></c><c r="F2" t="b"><v>1</v></c>
              <c r="G2"><f>1+1</f><v>2</v></c><c r="H2" t="str"><f>"a"&amp;"b"</f><v>ab</v></c><c r="I2" t="e"><v>#N/A</v></c>
              <c r="J2" s="2"><v>45366.5</v></c><c r="K2" s="4"><v>0.135</v></c><c r="L2" s="5"><v>0.75</v></c>
              <c r="M2" s="6"><v>45366</v></c><c r="N2"><v>12345678901234</v></c><c r="O2" t="d"><v>2024-03-15T00:00:00Z</v></c></row>
            <row r="4"><c r="A4" s="1"/><c r="B4" t="inlineStr"><is><t>  </t></is></c></row>
            <row r="7"><c r="A7" t="inlineStr"><is><r><t>Rich </t></r><r><rPr><b/></rPr><t>text</t></r></is></c><c r="D7" t="b"><v>0</v></c></row>
            <row><c t="inlineStr"><is><t>no refs</t></is></c><c><v>-3</v></c></row>
            </sheetData>
            """)],
            strings: ["<t>Title</t>", "<t>Bought</t>", #"<r><t xml:space="preserve">Omega </t></r><r><t>Speedmaster_x000D_</t></r><rPh sb="0" eb="1"><t>ignored</t></rPh>"#],
            styles: [0, 14, 164, 165, 9, 20, 166],
            codes: [164: "yyyy-mm-dd hh:mm", 165: "&quot;CHF &quot;#,##0.00", 166: #"dd\.mm\.yyyy;@"#])
        let (file, rows, folder) = try Self.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(file.sheet?.name == "Pieces")
        #expect(file.header == CSVRecord(row: 1, cells: ["Title", "Price", "Bought"]))
        #expect(rows.map(\.row) == [2, 7, 8], "row 4 is blank (a style and spaces only)")
        #expect(rows[0].cells == ["Omega Speedmaster", "CHF 6450.50", "2024-03-15", "0.30000000000000004", "0.00001", "TRUE",
                                  "2", "ab", "#N/A", "2024-03-15 12:00:00", "13.5 %", "18:00:00", "2024-03-15",
                                  "12345678901234", "2024-03-15"])
        #expect(rows[1].cells == ["Rich text", "", "", "FALSE"], "D7 is the fourth column")
        #expect(rows[2].cells == ["no refs", "-3"])
    }

    /// Values that are not what their type says are trimmed as CSV cells are: the fuzzer's
    /// finding was the `<is>` text of a cell whose `t` is unknown (so read as a number),
    /// given untrimmed (docs/fuzzing.md, "Runs").
    @Test func valuesThatAreNotNumbersAreTrimmed() throws {
        let parts = WorkbookBuilder.workbook(sheets: [("Pieces", """
            <sheetData>
            <row r="1"><c r="A1" t="inlineStr"><is><t>Note</t></is></c><c r="B1" t="inlineStr"><is><t>Count</t></is></c>
              <c r="C1" t="inlineStr"><is><t>Day</t></is></c><c r="D1" t="inlineStr"><is><t>Other</t></is></c></row>
            <row r="2"><c r="A2" t="inli;neStr"><is><t xml:space="preserve">  padded  </t></is></c><c r="B2"><v xml:space="preserve"> 12 </v></c>
              <c r="C2" t="d"><v xml:space="preserve"> 2024-03-15T10:30:00 Z</v></c><c r="D2"><v xml:space="preserve">&#160;n/a&#x2003;</v></c></row>
            </sheetData>
            """)])
        let (_, rows, folder) = try Self.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(rows.map(\.cells) == [["padded", "12", "2024-03-15 10:30:00", "n/a"]])
        for cell in rows.flatMap(\.cells) { #expect(CellTrimming.trim(cell) == cell) }
    }

    /// Serial numbers in both date systems, Excel's false 1900-02-29 included.
    @Test(arguments: [
        (false, 1.0, "1900-01-01"), (false, 59, "1900-02-28"), (false, 60, "1900-02-29"), (false, 61, "1900-03-01"),
        (false, 45366, "2024-03-15"), (true, 0, "1904-01-01"), (true, 43904, "2024-03-15"),
    ])
    func serialsAreDaysOfTheWorkbooksSystem(date1904: Bool, serial: Double, day: String) {
        #expect(WorkbookCellText.number(String(serial), format: .date(time: false), date1904: date1904) == day)
    }

    @Test func numberFormatsAreRecognised() {
        #expect(WorkbookNumberFormat.parse("General") == .number)
        #expect(WorkbookNumberFormat.parse("#,##0.00") == .number)
        #expect(WorkbookNumberFormat.parse("[$-407]dd/mm/yyyy") == .date(time: false))
        #expect(WorkbookNumberFormat.parse("mmm yy") == .date(time: false))
        #expect(WorkbookNumberFormat.parse("h:mm AM/PM") == .time)
        #expect(WorkbookNumberFormat.parse("[h]:mm:ss") == .time)
        #expect(WorkbookNumberFormat.parse("mm:ss") == .time)
        #expect(WorkbookNumberFormat.parse("[$EUR] #,##0.00") == .money(currency: "EUR", decimals: 2))
        #expect(WorkbookNumberFormat.parse("#,##0 [$€-407];[RED]-#,##0 [$€-407]") == .money(currency: "EUR", decimals: 0))
        #expect(WorkbookNumberFormat.parse(#""Year "0"#) == .number, "a quoted word is no currency")
        #expect(WorkbookNumberFormat.parse("0.00E+00") == .number)
        #expect(WorkbookNumberFormat.builtIn(22) == .date(time: true))
        #expect(WorkbookCellText.decimal(1e21) == "1000000000000000000000")
        #expect(WorkbookCellText.decimal(-2.5e-7) == "-0.00000025")
    }

    /// A title merged across the table is not the header; a range merged down the rows gives
    /// its value to every row it covers; a 1904 workbook's days.
    @Test func mergedRangesReadAsAPersonSeesThem() throws {
        let parts = WorkbookBuilder.workbook(sheets: [("Sheet1", """
            <sheetData>
            <row r="1"><c r="A1" t="inlineStr"><is><t>My watches, 2024</t></is></c></row>
            <row r="3"><c r="A3" t="inlineStr"><is><t>Brand</t></is></c><c r="B3" t="inlineStr"><is><t>Title</t></is></c><c r="C3" t="inlineStr"><is><t>Bought</t></is></c></row>
            <row r="4"><c r="A4" t="inlineStr"><is><t>Omega</t></is></c><c r="B4" t="inlineStr"><is><t>Speedmaster</t></is></c><c r="C4" s="1"><v>0</v></c></row>
            <row r="5"><c r="A5" s="1"/><c r="B5" t="inlineStr"><is><t>Seamaster</t></is></c></row>
            <row r="6"><c r="A6" s="1"/></row>
            </sheetData>
            <mergeCells count="2"><mergeCell ref="A1:C1"/><mergeCell ref="A4:A6"/></mergeCells>
            """)], styles: [0, 14], date1904: true)
        let (file, rows, folder) = try Self.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(file.header == CSVRecord(row: 3, cells: ["Brand", "Title", "Bought"]))
        #expect(rows == [CSVRecord(row: 4, cells: ["Omega", "Speedmaster", "1904-01-01"]),
                         CSVRecord(row: 5, cells: ["Omega", "Seamaster"])], "row 6 holds nothing of its own")
    }

    /// A title in A1 that is not merged is a title too, and named; a lone cell over rows of
    /// values is a one-column header.
    @Test func aTitleInItsOwnCellIsNotTheHeader() throws {
        let inline = { (ref: String, text: String) in #"<c r="\#(ref)" t="inlineStr"><is><t>\#(text)</t></is></c>"# }
        let parts = WorkbookBuilder.workbook(sheets: [("Sheet1", """
            <sheetData><row r="1">\(inline("A1", "My watches, 2024"))</row><row r="2">\(inline("A2", "exported from the shop"))</row>
            <row r="4">\(inline("A4", "Title"))\(inline("B4", "Brand"))</row><row r="5">\(inline("A5", "Speedmaster"))\(inline("B5", "Omega"))</row></sheetData>
            """)])
        let (file, rows, folder) = try Self.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(file.header == CSVRecord(row: 4, cells: ["Title", "Brand"]))
        #expect(file.titles.map(\.row) == [1, 2])
        #expect(rows == [CSVRecord(row: 5, cells: ["Speedmaster", "Omega"])])
    }

    /// A formula without a cached value (openpyxl writes none) gives itself, so nothing goes
    /// in silence; one that is a single text constant gives its text (Goodreads' ISBNs); a
    /// cached value, also an empty text, wins.
    @Test func formulasWithoutACachedValueAreNotEmpty() throws {
        let parts = WorkbookBuilder.workbook(sheets: [("Sheet1", #"""
            <sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Title</t></is></c></row>
            <row r="2"><c r="A2"><f>"0525509283"</f><v/></c><c r="B2"><f>100+5</f></c><c r="C2"><f>"say ""hi"""</f></c>
            <c r="D2" t="str"><f>IF(A1="","",A1)</f><v></v></c><c r="E2"><f>1+1</f><v>2</v></c><c r="F2"><f t="shared" si="0"/></c></row>
            </sheetData>
            """#)])
        let (_, rows, folder) = try Self.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(rows.first?.cells == ["0525509283", "=100+5", #"say "hi""#, "", "2"])
    }

    /// A CSV's `sep=,` line kept as a cell above the header (a CSV opened in LibreOffice and
    /// saved as a workbook) is not the header; nor is another lone cell above it, a title
    /// (docs/import.md#a-title-above-the-table).
    @Test(arguments: [("sep=,", ["Title", "Brand"]), ("\"SEP=;\"", ["Title", "Brand"]), ("sep=,,", ["Title", "Brand"])])
    func aSepLineAboveTheHeaderIsNotTheHeader(first: String, header: [String]) throws {
        let inline = { (ref: String, text: String) in #"<c r="\#(ref)" t="inlineStr"><is><t>\#(text)</t></is></c>"# }
        let parts = WorkbookBuilder.workbook(sheets: [("Sheet1", """
            <sheetData><row r="1">\(inline("A1", first.replacingOccurrences(of: "\"", with: "&quot;")))</row>
            <row r="2">\(inline("A2", "Title"))\(inline("B2", "Brand"))</row><row r="3">\(inline("A3", "Speedmaster"))\(inline("B3", "Omega"))</row></sheetData>
            """)])
        let (file, _, folder) = try Self.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(file.header.cells == header)
    }

    /// `--sheet` by name, ignoring case; a name the workbook lacks lists the ones it has.
    @Test func sheetsAreChosenByName() throws {
        let sheet = { (title: String) in #"<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>\#(title)</t></is></c></row></sheetData>"# }
        let parts = WorkbookBuilder.workbook(sheets: [("Coins", sheet("Coin")), ("Stamps &amp; more", sheet("Stamp"))])
        #expect(try Self.open(parts).file.header.cells == ["Coin"])
        #expect(try Self.open(parts, sheet: "stamps & MORE").file.header.cells == ["Stamp"])
        let error = #expect(throws: CSVReadError.self) { try Self.open(parts, sheet: "Wine") }
        #expect(error?.reason == .sheetNotFound)
        #expect(error?.detail.contains(#""Coins", "Stamps & more""#) == true, "\(String(describing: error))")
        let csv = #expect(throws: CSVReadError.self) { try CSVFile.open(.bytes(Array("Title\nA\n".utf8)), sheet: "Coins") }
        #expect(csv?.reason == .sheetNotFound)
    }
}
