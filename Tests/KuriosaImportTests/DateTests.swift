import Testing
@testable import KuriosaImport

@Suite("Dates")
struct DateTests {
    static func read(_ cell: String, _ order: DateOrder = .undecided) -> String {
        outcome(CellParser(kind: .date(order: order), fileMark: .point), cell)
    }

    static let cases: [(cell: String, expected: String)] = [
        ("2023-04-01", "2023-04-01"),
        ("2023/04/01", "2023-04-01"),
        ("2025/02/21", "2025-02-21"),
        ("2023-04-01 14:30:00", "2023-04-01"),
        ("2020-11-12 12:24:52", "2020-11-12"),
        ("2023-04-01T10:15:00Z", "2023-04-01"),
        ("2023-04-01T23:59:59+05:00", "2023-04-01"),
        ("2023-04-01T23:59:59.123-0500", "2023-04-01"),
        ("2023-4-1", "2023-04-01"),
        ("01.04.2023", "2023-04-01"),
        ("1.4.2023", "2023-04-01"),
        ("1.4.2023 08:15", "2023-04-01"),
        ("4/13/2023", "2023-04-13"),
        ("13/4/2023", "2023-04-13"),
        ("04-13-2023", "2023-04-13"),
        ("5/5/2023", "2023-05-05"),
        ("4/1/2023", "ambiguous_date"),
        ("4/1/2023 2:30 PM", "ambiguous_date"),
        ("April 1, 2023", "2023-04-01"),
        ("Apr 1 2023", "2023-04-01"),
        ("Apr. 1, 2023", "2023-04-01"),
        ("1 April 2023", "2023-04-01"),
        ("1. April 2023", "2023-04-01"),
        ("01-Apr-2023", "2023-04-01"),
        ("1st April, 2023", "2023-04-01"),
        ("1er avril 2023", "2023-04-01"),
        ("1° aprile 2023", "2023-04-01"),
        ("1 de abril de 2023", "2023-04-01"),
        ("3. März 2021", "2021-03-03"),
        ("12 févr. 2020", "2020-02-12"),
        ("22nd Sept 2019", "2019-09-22"),
        ("1 dicembre 2000", "2000-12-01"),
        ("April 1, 2023 10:00", "2023-04-01"),
        ("45017", "2023-04-01"),
        ("10000", "1927-05-18"),
        ("99999", "2173-10-13"),
        ("2023", "invalid_date"),
        ("01.04.23", "invalid_date"),
        ("4/1/23", "invalid_date"),
        ("20230401", "invalid_date"),
        ("14:30", "invalid_date"),
        ("31.02.2023", "invalid_date"),
        ("2023-02-29", "invalid_date"),
        ("2024-02-29", "2024-02-29"),
        ("13/14/2023", "invalid_date"),
        ("=DATE(2023,4,1)", "invalid_date"),
        ("Apr 2023", "invalid_date"),
        ("Foo 1 2023", "invalid_date"),
        ("2023-04-01 noon", "invalid_date"),
        ("2023-04-01T25", "invalid_date"),
        ("4501", "invalid_date"),
        ("450170", "invalid_date"),
    ]

    @Test(arguments: cases)
    func reads(_ example: (cell: String, expected: String)) {
        #expect(Self.read(example.cell) == example.expected, "\(example.cell)")
    }

    @Test func columnOrderDecidesAmbiguousSlashDates() {
        var cellarTracker = DateOrderVote()
        for cell in ["5/25/2020", "4/1/2023", ""] { cellarTracker.observe(cell) }
        #expect(cellarTracker.order == .monthFirst)
        #expect(Self.read("4/1/2023", cellarTracker.order) == "2023-04-01")

        var spanish = DateOrderVote()
        for cell in ["15/04/2023", "01/04/2023"] { spanish.observe(cell) }
        #expect(spanish.order == .dayFirst)
        #expect(Self.read("01/04/2023", spanish.order) == "2023-04-01")
        #expect(Self.read("4/1/2023 2:30 PM", spanish.order) == "2023-01-04")

        var both = DateOrderVote()
        for cell in ["15/04/2023", "4/15/2023"] { both.observe(cell) }
        #expect(both.order == .undecided)
        #expect(Self.read("01/04/2023", both.order) == "ambiguous_date")

        var none = DateOrderVote()
        for cell in ["2023-04-15", "15.04.2023", "1/1/2023"] { none.observe(cell) }
        #expect(none.order == .undecided)
    }

    @Test func excelSerialsAreTheNineteenHundredSystem() throws {
        #expect(try DateReader.excelSerial(25569) == "1970-01-01")
        #expect(try DateReader.excelSerial(45017) == "2023-04-01")
        #expect(try DateReader.excelSerial(45352) == "2024-03-01")
    }
}
