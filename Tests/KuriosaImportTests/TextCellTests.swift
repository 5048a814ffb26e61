import Testing
@testable import KuriosaImport

@Suite("Clean-up, text, URLs, tags, places")
struct TextCellTests {
    static let text = CellParser(kind: .text, fileMark: .point)

    static let cleanup: [(cell: String, expected: String)] = [
        ("=HYPERLINK(\"x\")", "text:=HYPERLINK(\"x\")"),
        ("@SUM(A1)", "text:@SUM(A1)"),
        ("+41 44 123 45 67", "text:+41 44 123 45 67"),
        ("-2h pairing", "text:-2h pairing"),
        ("'=HYPERLINK(1)", "text:=HYPERLINK(1)"),
        ("'+41", "text:+41"),
        ("'-2h", "text:-2h"),
        ("'@x", "text:@x"),
        ("'\tx", "text:\tx"),
        ("'\rx", "text:\rx"),
        ("''=x", "text:''=x"),
        ("'Tis", "text:'Tis"),
        ("=\"0679783261\"", "text:0679783261"),
        ("=\"a\"b\"", "text:=\"a\"b\""),
        ("'=\"0123\"", "text:=\"0123\""),
        ("=\"\"", "nil"),
        ("'", "text:'"),
    ]

    @Test(arguments: cleanup)
    func formulaCleanup(_ example: (cell: String, expected: String)) {
        #expect(outcome(Self.text, example.cell) == example.expected, "\(example.cell)")
    }

    @Test(arguments: ["=1+1", "+41 44", "-x", "@me", "\tTab", "\rCR", "plain", "'quoted", ""])
    func neutralizedExportsReimportUnchanged(_ stored: String) {
        let exported = FormulaCleanup.neutralize(stored)
        #expect(FormulaCleanup.clean(exported) == stored)
    }

    @Test func neutralizeOnlyTriggers() {
        #expect(FormulaCleanup.neutralize("=1") == "'=1")
        #expect(FormulaCleanup.neutralize("Tis") == "Tis")
        #expect(FormulaCleanup.neutralize("\r\nx") == "'\r\nx")
    }

    static let urls: [(cell: String, expected: String)] = [
        ("https://example.com/a?b=1", "https://example.com/a?b=1"),
        ("HTTP://example.com", "HTTP://example.com"),
        ("www.example.com", "https://www.example.com"),
        ("example.com", "invalid_url"),
        ("ftp://example.com", "invalid_url"),
        ("https://", "invalid_url"),
        ("https:///path", "invalid_url"),
        ("https://exa mple.com", "invalid_url"),
        ("=HYPERLINK(\"https://x.com\")", "invalid_url"),
    ]

    @Test(arguments: urls)
    func url(_ example: (cell: String, expected: String)) {
        #expect(outcome(CellParser(kind: .url, fileMark: .point), example.cell) == example.expected)
    }

    static let tagCases: [(cell: String, expected: String)] = [
        ("vintage, gift", "tags:vintage|gift"),
        ("to-read;favorites", "tags:to-read|favorites"),
        ("vintage, Vintage, VINTAGE", "tags:vintage"),
        (" ; , ", "nil"),
        ("a,,b", "tags:a|b"),
    ]

    @Test(arguments: tagCases)
    func tags(_ example: (cell: String, expected: String)) {
        #expect(outcome(CellParser(kind: .tags, fileMark: .point), example.cell) == example.expected)
    }

    static let places: [(cell: String, expected: String)] = [
        ("Home / Bedroom / Desk", "place:Home|Bedroom|Desk"),
        ("Home › Office › Safe", "place:Home|Office|Safe"),
        ("home>office>safe", "place:home|office|safe"),
        ("Garage", "place:Garage"),
        ("/Home//Desk/", "place:Home|Desk"),
        ("/ > ›", "nil"),
    ]

    @Test(arguments: places)
    func place(_ example: (cell: String, expected: String)) {
        #expect(outcome(CellParser(kind: .place, fileMark: .point), example.cell) == example.expected)
    }

    @Test func textKeepsInnerLineBreaks() {
        #expect(outcome(Self.text, "line 1\nline 2") == "text:line 1\nline 2")
    }
}
