import Foundation
import KuriosaTestSupport
import Testing
@testable import KuriosaImport

/// A workbook's cell comments and links go with their rows (docs/import.md#cell-comments-and-links):
/// Excel's legacy comments with its `Author:` line, Excel 365's threads with their replies, an
/// .xls's NOTE and text-box records; .xlsx `<hyperlink>`s, .xls HLINK records, an HTML cell's
/// `<a href>`. One no data row holds is named, never dropped in silence.
@Suite("cell comments and links of workbooks")
struct CellAnnotationTests {
    typealias B = LegacyWorkbookBuilder
    static func inline(_ ref: String, _ text: String) -> String { #"<c r="\#(ref)" t="inlineStr"><is><t>\#(text)</t></is></c>"# }

    static func book(threaded: Bool) -> [String: String] {
        var parts = WorkbookBuilder.workbook(sheets: [("Coins", """
            <sheetData>
            <row r="1">\(inline("A1", "Title"))\(inline("B1", "Year"))\(inline("C1", "Price"))</row>
            <row r="2">\(inline("A2", "5 Francs"))<c r="B2"><v>1968</v></c></row>
            <row r="3">\(inline("A3", "1 Rubel"))<c r="B3"><v>1997</v></c>\(inline("C3", "3 EUR"))</row>
            <row r="5">\(inline("A5", "2 Euro"))</row>
            </sheetData>
            """)])
        var rels = #"<Relationship Id="c1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="../comments1.xml"/>"#
        if threaded {
            rels += #"<Relationship Id="t1" Type="http://schemas.microsoft.com/office/2017/10/relationships/threadedComment" Target="../threadedComments/threadedComment1.xml"/>"#
            parts["xl/threadedComments/threadedComment1.xml"] = """
                <?xml version="1.0"?><ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments">\
                <threadedComment ref="C3" dT="2024-01-02T10:00:00" personId="{P1}" id="{T1}"><text>paid in two parts</text></threadedComment>\
                <threadedComment ref="C3" dT="2024-01-03T10:00:00" personId="{P2}" id="{T2}" parentId="{T1}"><text>receipt in the box</text></threadedComment>\
                <threadedComment ref="C3" dT="2024-01-04T10:00:00" personId="{P1}" id="{T3}" parentId="{T1}"><text>thanks</text></threadedComment>\
                </ThreadedComments>
                """
            parts["[Content_Types].xml"] = #"<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/persons/person.xml" ContentType="application/vnd.ms-excel.person+xml"/></Types>"#
            parts["xl/persons/person.xml"] = """
                <?xml version="1.0"?><personList xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments">\
                <person displayName="Anna Keller" id="{P1}" userId="anna@example.com" providerId="None"/>\
                <person displayName="Ben Ruiz" id="{P2}" userId="ben@example.com" providerId="None"/></personList>
                """
        }
        parts["xl/worksheets/_rels/sheet1.xml.rels"] = #"<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\#(rels)</Relationships>"#
        parts["xl/comments1.xml"] = """
            <?xml version="1.0"?><comments \(WorkbookBuilder.main)><authors><author>Anna Keller</author><author>tc={T1}</author></authors><commentList>\
            <comment ref="A2" authorId="0"><text><r><rPr><b/></rPr><t>Anna Keller:</t></r><r><t xml:space="preserve">&#10;bought at the Basel fair&#10;</t></r><rPh sb="0" eb="1"><t>ignored</t></rPh></text></comment>\
            <comment ref="C3" authorId="1"><text><t>[Threaded comment]&#10;&#10;Your version of Excel allows you to read this threaded comment…&#10;&#10;Comment:&#10;    paid in two parts</t></text></comment>\
            <comment ref="B1" authorId="0"><text><t>year of issue</t></text></comment>\
            <comment ref="B4" authorId="0"><text><t>on a blank row</t></text></comment>\
            <comment ref="Z9" authorId="0"><text><t>   </t></text></comment>\
            </commentList></comments>
            """
        return parts
    }

    @Test func commentsGoWithTheirRowsAndStraysAreNamed() throws {
        let (file, rows, folder) = try WorkbookReadingTests.open(Self.book(threaded: true))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(rows.map(\.row) == [2, 3, 5])
        #expect(rows[0].annotations == [CellAnnotation(row: 2, column: 0, text: "bought at the Basel fair", author: "Anna Keller")],
                "Excel's bold `Author:` line is left out, the phonetic run too")
        #expect(rows[1].annotations == [CellAnnotation(row: 3, column: 2, text: "paid in two parts\nBen Ruiz: receipt in the box\nthanks",
                                                       author: "Anna Keller")],
                "a thread, not its legacy fallback text; its authors from the person list")
        #expect(rows[2].annotations.isEmpty)
        let strays = file.sheet?.strayAnnotations ?? []
        #expect(strays.map(\.comment.text) == ["year of issue", "on a blank row"], "an empty comment is nothing to name")
        #expect(strays.map(\.why) == ["on the header row", "on a row with no values, which is no piece"])

        // Without the thread part, the fallback text is the comment.
        let (_, legacy, other) = try WorkbookReadingTests.open(Self.book(threaded: false))
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(legacy[1].annotations.first?.text.hasPrefix("[Threaded comment]") == true)
    }

    /// Sheets read as one table (a `Collection` column): a comment keeps its cell, in the
    /// combined header's column and the sheet's row span.
    @Test func aCommentOfALaterSheetKeepsItsColumn() throws {
        var parts = WorkbookBuilder.workbook(sheets: [
            ("Coins", "<sheetData><row r=\"1\">\(Self.inline("A1", "Title"))\(Self.inline("B1", "Collection"))</row>"
                + "<row r=\"2\">\(Self.inline("A2", "5 Francs"))\(Self.inline("B2", "Coins"))</row></sheetData>"),
            ("Wine", "<sheetData><row r=\"1\">\(Self.inline("A1", "Collection"))\(Self.inline("B1", "Vintage"))\(Self.inline("C1", "Title"))</row>"
                + "<row r=\"2\">\(Self.inline("A2", "Wine"))<c r=\"B2\"><v>2015</v></c>\(Self.inline("C2", "Barolo"))</row></sheetData>"),
        ])
        parts["xl/worksheets/_rels/sheet2.xml.rels"] = #"<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="c1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="/xl/comments9.xml"/></Relationships>"#
        parts["xl/comments9.xml"] = #"<comments \#(WorkbookBuilder.main)><authors><author/></authors><commentList><comment ref="B2" authorId="0"><text><t>decant two hours</t></text></comment></commentList></comments>"#
        let (file, rows, folder) = try WorkbookReadingTests.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(file.header.cells == ["Title", "Collection", "Vintage"])
        let wine = try #require(rows.last)
        #expect(wine.annotations == [CellAnnotation(row: wine.row, column: 2, text: "decant two hours")], "Vintage is column 3 of the combined header")
        #expect(file.sheet?.location(row: wine.row, column: 3)?.sheet == "Wine")
    }

    /// The notes get a line per comment or link under its header; the report lists each as `kept`.
    @Test func aCommentIsKeptInTheNotes() {
        let kept = [ImportReport.RowError(row: 2, column: "Price", columnIndex: 3, reason: RowMapper.commentReason, text: "paid in two parts\nreceipt"),
                    ImportReport.RowError(row: 2, column: nil, columnIndex: 9, reason: RowMapper.commentReason, text: "past the header"),
                    ImportReport.RowError(row: 2, column: "Title", columnIndex: 1, reason: RowMapper.linkReason, text: "https://x.example/")]
        let notes = RowMapper.notes("Mint state", keeping: kept)
        #expect(notes == "Mint state\nPrice (comment): paid in two parts\nreceipt\nComment: past the header\nTitle (link): https://x.example/")
        #expect(RowMapper.notes(notes, keeping: kept) == notes, "imported again, nothing is added twice")
    }

    /// An .xls holds a comment as a NOTE record naming its cell and an OBJ whose text box
    /// (TXO) has the characters in the CONTINUE records after it, here two, the second wide.
    @Test func anXLSCommentIsReadFromItsTextBox() throws {
        func object(_ id: Int) -> [UInt8] { B.record(0x005D, B.u16(0x15) + B.u16(0x12) + B.u16(0x19) + B.u16(id) + [UInt8](repeating: 0, count: 14)) }
        func textBox(_ text: String, split: Int) -> [UInt8] {
            let units = Array(text.utf16)
            let head = B.record(0x01B6, B.u16(0x0212) + B.u16(0) + [UInt8](repeating: 0, count: 6) + B.u16(units.count) + B.u16(16) + [0, 0, 0, 0])
            let first = B.record(0x003C, [0] + units[..<split].map { UInt8($0) })
            let second = B.record(0x003C, [1] + units[split...].flatMap { B.u16($0) })
            return head + first + second + B.record(0x003C, [UInt8](repeating: 0, count: 16))
        }
        func note(_ row: Int, _ column: Int, _ id: Int, _ author: String) -> [UInt8] {
            B.record(0x001C, B.cell(row, column, style: 0) + B.u16(id) + B.string(author) + [0])
        }
        let sheet = B.record(0x0204, B.cell(0, 0) + B.string("Title")) + B.record(0x0204, B.cell(0, 1) + B.string("Year"))
            + B.record(0x0204, B.cell(1, 0) + B.string("5 Francs")) + B.record(0x0204, B.cell(1, 1) + B.string("1968"))
            + object(1) + B.record(0x00EC, [0, 0]) + textBox("Anna:\nLeu Numismatik – Цюрих", split: 10)
            + object(2) + textBox("country of issue", split: 4)
            + note(1, 1, 1, "Anna") + note(0, 0, 2, "") + note(1, 0, 7, "a note whose object is missing")
        let bytes = B.compoundFile([("Workbook", B.stream(globals: [], sheets: [("Coins", sheet)]))])
        let (file, rows) = try LegacyWorkbookTests.open(bytes)
        #expect(rows.first?.annotations == [CellAnnotation(row: 2, column: 1, text: "Leu Numismatik – Цюрих", author: "Anna")])
        #expect(file.sheet?.strayAnnotations.map(\.comment.text) == ["country of issue"])
    }

    /// An .xlsx's links: by relationship (with a location after `#`), over a range, none for a
    /// link inside the workbook; one on the header is named.
    @Test func xlsxLinksGoWithTheirCells() throws {
        var parts = WorkbookBuilder.workbook(sheets: [("Watches", """
            <sheetData>
            <row r="1">\(Self.inline("A1", "Title"))\(Self.inline("B1", "Page"))</row>
            <row r="2">\(Self.inline("A2", "Speedmaster"))\(Self.inline("B2", "Omega"))</row>
            <row r="3">\(Self.inline("A3", "Submariner"))\(Self.inline("B3", "Rolex"))</row>
            </sheetData>
            <hyperlinks xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
            <hyperlink ref="A2" r:id="L1" location="lot-7"/><hyperlink ref="B2:B3" r:id="L2"/><hyperlink ref="A3" location="'Other'!A1"/>
            <hyperlink ref="B1" r:id="L3"/><hyperlink ref="A1" r:id="missing"/><hyperlink ref="C4:C9" r:id="L3"/>
            </hyperlinks>
            """)])
        parts["xl/worksheets/_rels/sheet1.xml.rels"] = """
            <?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
            <Relationship Id="L1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://auction.example/sale" TargetMode="External"/>\
            <Relationship Id="L2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://brands.example/" TargetMode="External"/>\
            <Relationship Id="L3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://help.example/" TargetMode="External"/>\
            </Relationships>
            """
        let (file, rows, folder) = try WorkbookReadingTests.open(parts)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(rows[0].annotations == [CellAnnotation(row: 2, column: 0, text: "https://auction.example/sale#lot-7", kind: .link),
                                        CellAnnotation(row: 2, column: 1, text: "https://brands.example/", kind: .link)])
        #expect(rows[1].annotations == [CellAnnotation(row: 3, column: 1, text: "https://brands.example/", kind: .link)],
                "a range's link is each of its cells'; one to a place in the workbook is none")
        #expect(file.sheet?.strayAnnotations.map(\.comment) == [CellAnnotation(row: 1, column: 1, text: "https://help.example/", kind: .link),
                                                               CellAnnotation(row: 4, column: 2, text: "https://help.example/", kind: .link)])
        #expect(file.sheet?.strayAnnotations.last?.why == "on a row with no values, which is no piece (and 5 more cells with this link)",
                "a link over a range past the table is named once")
    }

    /// A link says nothing more when the cell shows its own address (Excel links a typed
    /// address or e-mail address to itself).
    @Test(arguments: [("https://www.rolex.com/", "www.rolex.com", true), ("mailto:anna@example.com", "anna@example.com", true),
                      ("https://www.rolex.com/sub", "https://www.rolex.com/sub/", true), ("https://www.ebay.com/itm/1", "Speedmaster", false),
                      ("https://x.example/", "", false)])
    func aLinkToTheCellsOwnTextRepeatsIt(address: String, text: String, repeats: Bool) {
        #expect(CellAnnotation.linkRepeats(address, text: text) == repeats)
    }

    /// An HTML cell's links, in order, without links inside the page or scripts.
    @Test func htmlCellsGiveTheirLinks() throws {
        let page = """
            <table><tr><th>Title</th><th>Page</th></tr>
            <tr><td><a href=" https://shop.example/1 ">Speedmaster</a> <a href="#top">top</a> <a href="javascript:go()">x</a></td>
            <td><a href="https://omega.example/"><img src="logo.png"></a><a href="https://omega.example/"></a></td></tr></table>
            """
        let (_, rows) = try HTMLTablesTests.open(Array(page.utf8))
        #expect(rows.first?.cells == ["Speedmaster top x"])
        #expect(rows.first?.annotations == [CellAnnotation(row: 2, column: 0, text: "https://shop.example/1", kind: .link),
                                            CellAnnotation(row: 2, column: 1, text: "https://omega.example/", kind: .link)],
                "a cell with only a link still reports it, once")
    }

    /// An .xls link: a URL moniker with its location, a file moniker's path, a moniker saved
    /// as a string; a link with only a location is none.
    @Test func xlsLinksAreReadFromTheirMonikers() throws {
        func hyperlinkString(_ text: String) -> [UInt8] { B.u32(text.utf16.count + 1) + (Array(text.utf16) + [0]).flatMap { B.u16($0) } }
        let clsid: [UInt8] = [0xD0, 0xC9, 0xEA, 0x79, 0xF9, 0xBA, 0xCE, 0x11, 0x8C, 0x82, 0x00, 0xAA, 0x00, 0x4B, 0xA9, 0x0B]
        let urlMoniker: [UInt8] = [0xE0, 0xC9, 0xEA, 0x79, 0xF9, 0xBA, 0xCE, 0x11, 0x8C, 0x82, 0x00, 0xAA, 0x00, 0x4B, 0xA9, 0x0B]
        let fileMoniker: [UInt8] = [0x03, 0x03, 0, 0, 0, 0, 0, 0, 0xC0, 0, 0, 0, 0, 0, 0, 0x46]
        func link(_ row: Int, _ column: Int, flags: UInt32, _ body: [UInt8]) -> [UInt8] {
            B.record(0x01B8, B.u16(row) + B.u16(row) + B.u16(column) + B.u16(column) + clsid + B.u32(2) + B.u32(flags) + body)
        }
        let url = Array("https://numista.example/pieces1492.html".utf16) + [0]
        let path = Array("D:\\Münzen\\1492.jpg".utf16)
        let sheet = B.record(0x0204, B.cell(0, 0) + B.string("Title")) + B.record(0x0204, B.cell(0, 1) + B.string("N#"))
            + B.record(0x0204, B.cell(1, 0) + B.string("5 Francs")) + B.record(0x0204, B.cell(1, 1) + B.string("N# 1492"))
            + link(1, 1, flags: 0x17 | 0x08, hyperlinkString("N# 1492") + urlMoniker + B.u32(url.count * 2) + url.flatMap { B.u16($0) }
                   + hyperlinkString("obverse"))
            + link(1, 0, flags: 0x03, fileMoniker + B.u16(0) + B.u32(9) + Array("1492.jpg\0".utf8) + B.u16(0xFFFF) + B.u16(0xDEAD)
                   + [UInt8](repeating: 0, count: 20) + B.u32(path.count * 2 + 6) + B.u32(path.count * 2) + B.u16(3) + path.flatMap { B.u16($0) })
            + link(1, 2, flags: 0x101, hyperlinkString("https://saved.example/as-string"))
            + link(1, 3, flags: 0x08, hyperlinkString("Sheet2!A1"))
        let bytes = B.compoundFile([("Workbook", B.stream(globals: [], sheets: [("Coins", sheet)]))])
        let (_, rows) = try LegacyWorkbookTests.open(bytes)
        #expect(rows.first?.annotations == [CellAnnotation(row: 2, column: 0, text: "D:\\Münzen\\1492.jpg", kind: .link),
                                            CellAnnotation(row: 2, column: 1, text: "https://numista.example/pieces1492.html#obverse", kind: .link),
                                            CellAnnotation(row: 2, column: 2, text: "https://saved.example/as-string", kind: .link)])
    }
}
