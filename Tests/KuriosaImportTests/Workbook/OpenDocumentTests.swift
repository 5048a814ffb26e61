import Foundation
import KuriosaTestSupport
import Testing
@testable import KuriosaImport

/// OpenDocument spreadsheets (.ods) read as the records an .xlsx gives (docs/import.md,
/// "OpenDocument spreadsheets"): every value type as its .xlsx twin's text, repeated rows and
/// cells in their places, spans as merged ranges, hidden sheets, comments and links.
@Suite("reading .ods spreadsheets")
struct OpenDocumentTests {
    static let namespaces = """
        xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" \
        xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" \
        xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xlink="http://www.w3.org/1999/xlink"
        """

    /// An .ods of `tables` (the XML inside <office:spreadsheet>), with a style `hidden` that hides a sheet.
    static func book(_ tables: String) -> [String: String] {
        [
            "mimetype": "application/vnd.oasis.opendocument.spreadsheet",
            "META-INF/manifest.xml": #"<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/></manifest:manifest>"#,
            "content.xml": """
                <?xml version="1.0" encoding="UTF-8"?><office:document-content \(namespaces)><office:automatic-styles>\
                <style:style style:name="hidden" style:family="table"><style:table-properties table:display="false"/></style:style>\
                <style:style style:name="shown" style:family="table"><style:table-properties table:display="true"/></style:style>\
                </office:automatic-styles><office:body><office:spreadsheet>\(tables)</office:spreadsheet></office:body></office:document-content>
                """,
        ]
    }

    static func open(_ parts: [String: String], sheet: String? = nil) throws -> (file: CSVFile, rows: [CSVRecord], folder: URL) {
        let folder = try TestFolder.make("kuriosa-ods-read")
        let url = folder.appendingPathComponent("book.ods")
        try WorkbookBuilder.write(parts, to: url)
        let file = try CSVFile.open(.file(path: url.path), sheet: sheet)
        var rows: [CSVRecord] = []
        try file.forEachRecord { rows.append($0) }
        return (file, rows, folder)
    }

    static func cell(_ text: String, _ attributes: String = "") -> String {
        "<table:table-cell \(attributes)><text:p>\(text)</text:p></table:table-cell>"
    }

    @Test func cellsReadAsTheirXLSXTwinsDo() throws {
        let header = ["Title", "Price", "Bought", "Share", "Worn", "At", "Grams", "Note"].map { Self.cell($0) }.joined()
        let parts = Self.book("""
            <table:table table:name="Secret" table:style-name="hidden"><table:table-row>\(Self.cell("x"))</table:table-row></table:table>\
            <table:table table:name="Watches" table:style-name="shown">\
            <table:table-row><table:table-cell table:number-columns-spanned="8"><text:p>My watches</text:p></table:table-cell>\
            <table:covered-table-cell table:number-columns-repeated="7"/></table:table-row>\
            <table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>\
            <table:table-row>\(header)</table:table-row>\
            <table:table-row>\(Self.cell("Speedmaster  <text:s text:c=\"2\"/>Pro<text:line-break/>1969"))\
            \(Self.cell("CHF 6,450.50", #"office:value-type="currency" office:currency="CHF" office:value="6450.5""#))\
            \(Self.cell("15/03/2024", #"office:value-type="date" office:date-value="2024-03-15""#))\
            \(Self.cell("13.5%", #"office:value-type="percentage" office:value="0.135""#))\
            \(Self.cell("TRUE", #"office:value-type="boolean" office:boolean-value="true""#))\
            \(Self.cell("10:30", #"office:value-type="time" office:time-value="PT10H30M00S""#))\
            \(Self.cell("0.3", #"office:value-type="float" office:value="0.30000000000000004""#))\
            <table:table-cell><text:p>first</text:p><text:p>second</text:p></table:table-cell></table:table-row>\
            <table:table-row><table:table-cell office:value-type="string" office:string-value="Attribute text"/></table:table-row>\
            <table:table-row table:number-rows-repeated="2">\(Self.cell("Same"))<table:table-cell table:number-columns-repeated="2" office:value-type="float" office:value="7"><text:p>7</text:p></table:table-cell></table:table-row>\
            <table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>\
            </table:table>
            """)
        let (file, rows, folder) = try Self.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(file.sheet?.name == "Watches", "the hidden first sheet is passed over")
        #expect(file.header == CSVRecord(row: 4, cells: ["Title", "Price", "Bought", "Share", "Worn", "At", "Grams", "Note"]),
                "row 1 is a title spanning the table, rows 2–3 blank")
        #expect(rows.map(\.cells) == [
            ["Speedmaster    Pro\n1969", "CHF 6450.50", "2024-03-15", "13.5 %", "TRUE", "10:30:00", "0.30000000000000004", "first\nsecond"],
            ["Attribute text"], ["Same", "7", "7"], ["Same", "7", "7"],
        ])
        #expect(rows.map(\.row) == [5, 6, 7, 8], "a repeated row is each of its rows; the empty tail none")
    }

    @Test func commentsLinksAndSpans() throws {
        let parts = Self.book("""
            <table:table table:name="Coins"><table:table-row>\(Self.cell("Title"))\(Self.cell("Country"))</table:table-row>\
            <table:table-row><table:table-cell table:number-rows-spanned="2"><text:p><text:a xlink:href="https://shop.example/1">5 Francs</text:a></text:p>\
            <office:annotation><dc:creator>Anna</dc:creator><dc:date>2024-01-02T10:00:00</dc:date><text:p>bought in Basel</text:p><text:p>receipt in the box</text:p></office:annotation>\
            </table:table-cell>\(Self.cell("Switzerland"))</table:table-row>\
            <table:table-row><table:covered-table-cell/>\(Self.cell("France"))</table:table-row>\
            <table:table-row><table:table-cell><office:annotation><text:p>on an empty row</text:p></office:annotation></table:table-cell></table:table-row>\
            </table:table>
            """)
        let (file, rows, folder) = try Self.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(rows.map(\.cells) == [["5 Francs", "Switzerland"], ["5 Francs", "France"]], "a span down fills the rows it covers")
        #expect(rows.first?.annotations == [CellAnnotation(row: 2, column: 0, text: "bought in Basel\nreceipt in the box"),
                                            CellAnnotation(row: 2, column: 0, text: "https://shop.example/1", kind: .link)],
                "the comment's author and date are not its text")
        #expect(file.sheet?.strayAnnotations.map(\.comment.text) == ["on an empty row"])
    }

    @Test func repeatedCellsPastTheBoundAreRefused() throws {
        let parts = Self.book("""
            <table:table table:name="Bomb"><table:table-row>\(Self.cell("Title"))</table:table-row>\
            <table:table-row table:number-rows-repeated="1048575"><table:table-cell table:number-columns-repeated="16384" office:value-type="float" office:value="1"/></table:table-row>\
            </table:table>
            """)
        let error = #expect(throws: CSVReadError.self) { try Self.open(parts) }
        #expect(error?.reason == .invalidWorkbook && error?.detail.contains("repeats its cells past") == true, "\(String(describing: error))")
    }

    @Test(arguments: [("PT10H30M00S", "10:30:00"), ("PT0H0M5.6S", "00:00:06"), ("PT36H00M00S", "36:00:00"), ("10:30", nil)])
    func timesAreClockTimes(duration: String, clock: String?) {
        #expect(OpenDocumentBook.clock(duration) == clock)
    }
}
