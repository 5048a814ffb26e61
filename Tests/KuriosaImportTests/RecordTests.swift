import Testing
@testable import KuriosaImport

@Suite("Rules 2–6: sep= line, delimiter, records, row numbers, blank rows")
struct RecordTests {
    static let delimiters: [(text: String, delimiter: Unicode.Scalar, header: [String])] = [
        ("a,b,c\n1,2,3\n", ",", ["a", "b", "c"]),
        ("a;b;c\n1;2;3\n", ";", ["a", "b", "c"]),
        ("a\tb\n", "\t", ["a", "b"]),
        ("a|b|c\n", "|", ["a", "b", "c"]),
        ("title\n", ",", ["title"]),
        ("a,b;c;d\n", ";", ["a,b", "c", "d"]),
        ("a;b,c;d,e\n", ",", ["a;b", "c;d", "e"]),          // tie: `,` first
        ("a;b\tc\n", ";", ["a", "b\tc"]),                      // tie: `;` before TAB
        ("a\tb|c\n", "\t", ["a", "b|c"]),                      // tie: TAB before `|`
        ("\"x,y,z\";b\n", ";", ["x,y,z", "b"]),              // delimiters in quotes do not count
        ("\n,,\n\"a;b\";c;d\n", ";", ["a;b", "c", "d"]),     // first non-blank record decides
        ("sep=;\na,b;c\n", ";", ["a,b", "c"]),
        ("SEP=|\r\na,b|c\n", "|", ["a,b", "c"]),
        ("Sep=\t\rx\ty\r", "\t", ["x", "y"]),
    ]

    @Test(arguments: delimiters)
    func delimiter(_ example: (text: String, delimiter: Unicode.Scalar, header: [String])) throws {
        let (file, header, _) = try readAll(example.text)
        #expect(file.delimiter == example.delimiter)
        #expect(header == example.header)
    }

    @Test func sepLineIsNotARowAndNeedsALineBreak() throws {
        let (file, _, rows) = try readAll("sep=,\ntitle\nA\n")
        #expect(file.hasSepLine)
        #expect(file.header.row == 1)
        #expect(rows.map(\.row) == [2])
        let noBreak = try readAll("sep=;")
        #expect(!noBreak.file.hasSepLine)
        #expect(noBreak.header == ["sep=", ""])
        let twoChars = try readAll("sep=;;\na\n")
        #expect(!twoChars.file.hasSepLine)
    }

    static let recordCases: [(name: String, text: String, rows: [[String]])] = [
        ("quoted delimiter and doubled quote", "h\n\"a,b\",\"say \"\"hi\"\"\"\n", [["a,b", "say \"hi\""]]),
        ("CRLF inside quotes becomes LF", "h\r\n\"line1\r\nline2\",x\r\n", [["line1\nline2", "x"]]),
        ("CR inside quotes becomes LF", "h\r\"a\rb\"\r", [["a\nb"]]),
        ("LF inside quotes stays", "h\n\"a\n\nb\"\n", [["a\n\nb"]]),
        ("mixed record ends", "h\na\rb\r\nc\nd", [["a"], ["b"], ["c"], ["d"]]),
        ("quote inside unquoted cell", "h\n12\" LP,x\"y\"\n", [["12\" LP", "x\"y\""]]),
        ("text after closing quote", "h\n\"abc\"def,\"a\"\"\"b\"\n", [["abcdef", "a\"b\""]]),
        ("quote after space is literal", "h\na, \"b\"\n", [["a", "\"b\""]]),
        ("trimming incl. NBSP and NNBSP", "h\n\u{00A0} a \u{202F},\"  b \"\u{3000}\n", [["a", "b"]]),
        ("a quote after a TAB is literal", "h\n\t\"b\"\n", [["\"b\""]]),
        ("inner breaks stay, outer trimmed", "h\n\"\n a\nb \n\"\n", [["a\nb"]]),
        ("empty quoted cell has no value", "h\n\"\",x\n", [["", "x"]]),
        ("no final line break", "h\nlast", [["last"]]),
        ("empty line between", "h\n\na\n", [["a"]]),
        ("trailing empty cells kept", "h\na,,\n", [["a", "", ""]]),
    ]

    @Test(arguments: recordCases)
    func records(_ example: (name: String, text: String, rows: [[String]])) throws {
        let rows = try readAll(example.text).rows
        #expect(rows.map(\.cells) == example.rows, "\(example.name)")
    }

    @Test func rowNumbersMatchTheSpreadsheet() throws {
        // Lines: 1 header, 2 data, 3 blank, 4–6 one record with two breaks, 7 data, 8 ";;".
        let text = "title;notes\nA;x\n\nB;\"one\ntwo\nthree\"\nC;y\n;;\nD;z\n"
        let (file, _, rows) = try readAll(text)
        #expect(file.header.row == 1)
        #expect(rows.map(\.row) == [2, 4, 5, 7])
        #expect(rows.map { $0[cell: 0] } == ["A", "B", "C", "D"])
    }

    @Test func leadingBlankLinesCountAsRows() throws {
        let (file, _, rows) = try readAll(",,\n\ntitle\nA\n")
        #expect(file.header.row == 3)
        #expect(rows.first?.row == 4)
    }

    @Test func unterminatedQuoteIsFatalWithTheRowWhereItOpened() {
        let text = "title,notes\nA,x\nB,\"fine\nstill fine\"\nC,\"opens here\nD,y\nE,z\n"
        let error = fatalError(of: Array(text.utf8))
        #expect(error?.reason == .unterminatedQuote)
        #expect(error?.row == 4)
        #expect(fatalError(of: Array("\"title\n".utf8))?.row == 1)
    }

    @Test func shortRowsGiveEmptyCells() throws {
        let rows = try readAll("a,b,c\n1\n").rows
        #expect(rows[0][cell: 2] == "")
    }

    @Test func lineEndingsAcrossChunkBoundary() throws {
        // CR at the end of one chunk, LF at the start of the next: one record end.
        let header = "t\r\n"
        let filler = String(repeating: "x", count: CSVRecordReader.chunkSize - header.utf8.count - 1)
        let rows = try readAll(header + filler + "\r\ny\r\n").rows
        #expect(rows.map(\.row) == [2, 3])
        #expect(rows.last?.cells == ["y"])
    }

    @Test func multiByteSepDelimiter() throws {
        let rows = try readAll("sep=§\na§b\n1§2\n").rows
        #expect(rows.first?.cells == ["1", "2"])
    }

    @Test func readsFromAFile() throws {
        let path = "/tmp/kuriosa-import-test-\(UInt32.random(in: 0...UInt32.max)).csv"
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("Titel;Preis\nUhr;12,50 €\n".utf8)
        #expect(FileManagerShim.write(bytes, to: path))
        defer { FileManagerShim.remove(path) }
        let file = try CSVFile.open(.file(path: path))
        var rows: [CSVRecord] = []
        try file.forEachRecord { rows.append($0) }
        #expect(rows.first?.cells == ["Uhr", "12,50 €"])
        #expect(throws: CSVReadError.self) { try CSVFile.open(.file(path: path + ".missing")) }
    }
}
