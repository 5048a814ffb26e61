import Testing
@testable import KuriosaImport

@Suite("Numbers and the decimal mark")
struct NumberTests {
    static let point = CellParser(kind: .number(suffixes: ["h", "Std."]), fileMark: .point)
    static let comma = CellParser(kind: .number(suffixes: ["%"]), fileMark: .comma)

    static let cases: [(cell: String, point: String, comma: String)] = [
        ("42", "number:42.0", "number:42.0"),
        ("+7", "number:7.0", "number:7.0"),
        ("-2.5", "number:-2.5", "number:-2.5"),
        ("6,450.50", "number:6450.5", "number:6450.5"),
        ("1.234,56", "number:1234.56", "number:1234.56"),
        ("44,690,000", "number:44690000.0", "number:44690000.0"),
        ("1.000.000", "number:1000000.0", "number:1000000.0"),
        ("1.000", "number:1.0", "number:1000.0"),
        ("175,000", "number:175000.0", "number:175.0"),
        ("-3.000", "number:-3.0", "number:-3000.0"),
        ("0.750", "number:0.75", "number:0.75"),
        ("1'234.567", "number:1234.567", "number:1234.567"),
        ("1 234,5", "number:1234.5", "number:1234.5"),
        ("1\u{00A0}234\u{202F}567", "number:1234567.0", "number:1234567.0"),
        ("1’000", "number:1000.0", "number:1000.0"),
        ("12345.678", "number:12345.678", "number:12345.678"),
        ("10,00", "number:10.0", "number:10.0"),
        ("1,5", "number:1.5", "number:1.5"),
        ("1,2345", "number:1.2345", "number:1.2345"),
        ("1,23,456", "invalid_number", "invalid_number"),
        ("1.234.56", "invalid_number", "invalid_number"),
        ("1,234.567,8", "invalid_number", "invalid_number"),
        ("1.5,000", "invalid_number", "invalid_number"),
        ("1e6", "invalid_number", "invalid_number"),
        ("2O19", "invalid_number", "invalid_number"),
        ("13.5% vol", "invalid_number", "invalid_number"),
        ("=40+2", "invalid_number", "invalid_number"),
        ("--1", "invalid_number", "invalid_number"),
        ("1..2", "invalid_number", "invalid_number"),
        (".5", "invalid_number", "invalid_number"),
        ("5.", "invalid_number", "invalid_number"),
        ("48 h", "number:48.0", "invalid_number"),
        ("48h", "number:48.0", "invalid_number"),
        ("48 std.", "number:48.0", "invalid_number"),
        ("13,5 %", "invalid_number", "number:13.5"),
        ("'-3.000", "number:-3.0", "number:-3000.0"),
        ("", "nil", "nil"),
    ]

    @Test(arguments: cases)
    func reads(_ example: (cell: String, point: String, comma: String)) {
        #expect(outcome(Self.point, example.cell) == example.point, "\(example.cell) with .")
        #expect(outcome(Self.comma, example.cell) == example.comma, "\(example.cell) with ,")
    }

    static let votes: [(cells: [String], delimiter: Unicode.Scalar, mark: DecimalMark)] = [
        (["1.000", "2.500"], ",", .point),                 // nothing proven, not `;`
        (["1.000", "2.500"], ";", .comma),                 // nothing proven, `;`
        (["1.000", "12,5"], ",", .comma),                  // comma proven
        (["1.000", "12.50"], ";", .point),                 // Swiss `;` with points
        (["6,450.50"], ";", .point),                       // both marks: the last
        (["1.234,56"], ",", .comma),
        (["1,2345"], ",", .comma),                         // four digits
        (["12,5", "3.25"], ",", .point),                   // both proven: delimiter
        (["12,5", "3.25"], ";", .comma),
        (["CHF 6'450.50"], ";", .point),
        (["13,5 %", "4,5/5"], ",", .comma),
        (["0.750"], ";", .comma),                          // three digits prove nothing
        (["", "abc"], ",", .point),
    ]

    @Test(arguments: votes)
    func fileMark(_ example: (cells: [String], delimiter: Unicode.Scalar, mark: DecimalMark)) {
        var vote = DecimalMarkVote()
        for cell in example.cells { vote.observe(cell) }
        #expect(vote.mark(delimiter: example.delimiter) == example.mark, "\(example.cells)")
    }

    @Test func readsNumbersFlags() {
        #expect(CellKind.number(suffixes: []).readsNumbers)
        #expect(CellKind.money(fallbackCurrency: "CHF").readsNumbers)
        #expect(CellKind.count(unitNames: []).readsNumbers)
        #expect(!CellKind.date(order: .undecided).readsNumbers)
        #expect(!CellKind.text.readsNumbers)
    }
}
