import Foundation
import KuriosaTestSupport
import Testing
@testable import KuriosaImport

/// HTML tables read as the sheets of a workbook (docs/import.md, "HTML tables"): web apps'
/// "Excel exports" named .xls, decoded by the CSV's rules, spans as merged ranges, and the
/// files that only look like them.
@Suite("reading HTML tables")
struct HTMLTablesTests {
    static func open(_ bytes: [UInt8], name: String = "export.xls", sheet: String? = nil) throws -> (file: CSVFile, rows: [CSVRecord]) {
        let folder = try TestFolder.make("kuriosa-html-read")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        let file = try CSVFile.open(.file(path: url.path), sheet: sheet)
        var rows: [CSVRecord] = []
        try file.forEachRecord { rows.append($0) }
        return (file, rows)
    }

    static let page = """
        <html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><style>td { color: red }</style></head><body>
        <table border="1">
        <tr><td colspan="3"><b>My coins &amp; tokens</b></td></tr>
        <thead><tr><th>Country</th><th>Year</th><th>Title</th></tr></thead>
        <tbody>
        <tr><td>Suisse</td><td> 1968 </td><td>5   Francs<br>Tell<script>x()</script></td></tr>
        <tr><td rowspan="2">Россия</td><td>1997</td><td>1 рубль</td></tr>
        <tr><td>1998</td><td>2 рубля</td></tr>
        <tr><td></td><td></td><td></td></tr>
        </tbody></table>
        <table><tr><th>Title</th></tr><tr><td>Penny Black<table><tr><td>nested</td></tr></table></td></tr></table>
        </body></html>
        """

    /// A page's pictures are not read, and each is named with its cell: in a cell of a piece's
    /// row, on another row, or outside every table (docs/import.md#pictures-in-a-sheet).
    @Test func aPagesPicturesAreNamed() throws {
        let page = """
            <html><body><img src="logo.png">
            <table><tr><th>Title</th><th>Photo</th></tr>
            <tr><td>5 Francs</td><td><img src="coins/5-francs.jpg"><img></td></tr>
            <tr><td>1 Rubel</td><td><img src="data:image/png;base64,iVBORw0KGgo="></td></tr>
            </table></body></html>
            """
        let (file, rows) = try Self.open(Array(page.utf8), name: "coins.html")
        #expect(rows.count == 2)
        #expect(rows.filter { !$0.annotations.isEmpty }.isEmpty, "no picture of a page is a row's photo")
        let strays = file.sheet?.strayAnnotations ?? []
        #expect(strays.map(\.comment.text) == ["logo.png", "coins/5-francs.jpg", "a picture", "a picture held in the page (a data: address)"])
        #expect(strays.map(\.comment.row) == [0, 2, 2, 3])
        #expect(strays[0].why.hasPrefix("on the page, outside every table"))
        #expect(strays[1].why.contains("an HTML table's pictures are not read"), "\(strays[1].why)")
    }

    /// Rows as a browser shows them: the title row is not the header, a cell spanning rows
    /// gives every row its value, text laid out (spaces, a line break, no script), UTF-8 read
    /// as UTF-8 whatever the page's `<meta>` says.
    @Test func aTableReadsAsASheet() throws {
        let (file, rows) = try Self.open(Array(Self.page.utf8))
        #expect(file.sheet?.name == "Table 1")
        #expect(file.header == CSVRecord(row: 2, cells: ["Country", "Year", "Title"]))
        #expect(rows == [CSVRecord(row: 3, cells: ["Suisse", "1968", "5 Francs\nTell"]),
                         CSVRecord(row: 4, cells: ["Россия", "1997", "1 рубль"]),
                         CSVRecord(row: 5, cells: ["Россия", "1998", "2 рубля"])])
        #expect(file.sheet?.skipped.map(\.name) == ["Table 2"])
        let second = try Self.open(Array(Self.page.utf8), sheet: "table 2")
        #expect(second.rows.map(\.cells) == [["Penny Black\nnested"]], "a table in a cell is the cell's text, on a line of its own")
    }

    /// Bytes are decoded as a CSV's: a UTF-16 page with its BOM, a Windows-1252 page.
    @Test func pagesInOtherEncodings() throws {
        let text = "<table><tr><th>Title</th><th>Brand</th></tr><tr><td>Déjà vu</td><td>Zoë</td></tr></table>"
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try Self.open(utf16).rows.map(\.cells) == [["Déjà vu", "Zoë"]])
        let latin1 = Array(text.unicodeScalars.map { UInt8($0.value) })
        #expect(try Self.open(latin1).rows.map(\.cells) == [["Déjà vu", "Zoë"]])
        // A stray byte in a UTF-8 page is U+FFFD, as in a CSV; a NUL of a UTF-16 page a space.
        let stray = Array("<table><tr><th>Title</th><th>Brand</th></tr><tr><td>Déjà vu Café Zoë à Évian</td><td>Cort".utf8) + [0xE2]
            + Array("azar</td></tr></table>".utf8)
        #expect(try Self.open(stray).rows.map(\.cells) == [["Déjà vu Café Zoë à Évian", "Cort\u{FFFD}azar"]])
        let nul: [UInt8] = [0xFF, 0xFE] + "<table><tr><th>Title</th></tr><tr><td>a\u{0}b</td></tr></table>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try Self.open(nul).rows.map(\.cells) == [["a b"]])
    }

    /// What only looks like a table: a page without one, Excel 2003's XML workbook, a CSV whose
    /// first cell has a tag.
    @Test func filesThatAreNotTables() throws {
        let noTable = #expect(throws: CSVReadError.self) { try Self.open(Array("<!DOCTYPE html><html><body><p>Hello</p></body></html>".utf8)) }
        #expect(noTable?.reason == .invalidWorkbook && noTable?.detail.contains("without a table") == true)
        let xml = #"<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet/></Workbook>"#
        let spreadsheetML = #expect(throws: CSVReadError.self) { try Self.open(Array(xml.utf8)) }
        #expect(spreadsheetML?.reason == .unsupportedWorkbook && spreadsheetML?.detail.contains("Excel 2003 XML") == true)
        let csv = try Self.open(Array("<b>Title</b>,Brand\nSpeedmaster,Omega\n".utf8), name: "x.csv")
        #expect(csv.file.sheet == nil && csv.rows.map(\.cells) == [["Speedmaster", "Omega"]])
        let big = "<table><tr><th>Title</th></tr><tr><td>" + String(repeating: "x", count: CSVLimits.cellBytes + 1) + "</td></tr></table>"
        let tooBig = #expect(throws: CSVReadError.self) { try Self.open(Array(big.utf8)) }
        #expect(tooBig?.reason == .invalidWorkbook && tooBig?.detail.contains("more than") == true, "\(String(describing: tooBig))")
    }

    /// A page or an .xls past what an import reads is refused by its size, before a byte of
    /// it is held (sparse files: nothing is written but their first bytes).
    @Test func filesPastTheLimitAreRefusedBySize() throws {
        let folder = try TestFolder.make("kuriosa-html-large")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, [UInt8], Int)] = [
            ("big.xls", Array("<table><tr><th>Title</th></tr>".utf8), HTMLTables.maxBytes + 1),
            ("big-old.xls", LegacyWorkbookBuilder.compoundFile([("Workbook", [])]), CompoundFile.maxBytes + 1),
        ]
        for (name, head, size) in cases {
            let url = folder.appendingPathComponent(name)
            try Data(head).write(to: url)
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
            let error = #expect(throws: CSVReadError.self) { try CSVFile.open(.file(path: url.path), sheet: nil) }
            #expect(error?.reason == .workbookTooLarge && error?.file == url.path, "\(name): \(String(describing: error))")
        }
    }
}
