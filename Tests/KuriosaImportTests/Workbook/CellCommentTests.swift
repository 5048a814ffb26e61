import Foundation
import KuriosaTestSupport
import Testing
@testable import KuriosaImport

/// A workbook's cell comments go with their rows (docs/import.md#cell-comments): Excel's
/// legacy comments with its `Author:` line, Excel 365's threads with their replies, an .xls's
/// NOTE and text-box records; a comment no data row holds is named, never dropped in silence.
@Suite("cell comments of workbooks")
struct CellCommentTests {
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
                </ThreadedComments>
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
        #expect(rows[0].comments == [CellComment(row: 2, column: 0, text: "bought at the Basel fair", author: "Anna Keller")],
                "Excel's bold `Author:` line is left out, the phonetic run too")
        #expect(rows[1].comments == [CellComment(row: 3, column: 2, text: "paid in two parts\nreceipt in the box")],
                "a thread, not its legacy fallback text")
        #expect(rows[2].comments.isEmpty)
        let strays = file.sheet?.strayComments ?? []
        #expect(strays.map(\.comment.text) == ["year of issue", "on a blank row"], "an empty comment is nothing to name")
        #expect(strays.map(\.why) == ["on the header row", "on a row with no values, which is no piece"])

        // Without the thread part, the fallback text is the comment.
        let (_, legacy, other) = try WorkbookReadingTests.open(Self.book(threaded: false))
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(legacy[1].comments.first?.text.hasPrefix("[Threaded comment]") == true)
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
        #expect(wine.comments == [CellComment(row: wine.row, column: 2, text: "decant two hours")], "Vintage is column 3 of the combined header")
        #expect(file.sheet?.location(row: wine.row, column: 3)?.sheet == "Wine")
    }

    /// The notes get a line per comment under its header; the report lists each as `kept`.
    @Test func aCommentIsKeptInTheNotes() {
        let kept = [ImportReport.RowError(row: 2, column: "Price", columnIndex: 3, reason: RowMapper.commentReason, text: "paid in two parts\nreceipt"),
                    ImportReport.RowError(row: 2, column: nil, columnIndex: 9, reason: RowMapper.commentReason, text: "past the header")]
        let notes = RowMapper.notes("Mint state", keeping: kept)
        #expect(notes == "Mint state\nPrice (comment): paid in two parts\nreceipt\nComment: past the header")
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
        #expect(rows.first?.comments == [CellComment(row: 2, column: 1, text: "Leu Numismatik – Цюрих", author: "Anna")])
        #expect(file.sheet?.strayComments.map(\.comment.text) == ["country of issue"])
    }
}
