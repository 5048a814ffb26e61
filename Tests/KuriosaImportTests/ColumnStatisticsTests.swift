import Testing
@testable import KuriosaImport

@Suite("First pass: column statistics")
struct ColumnStatisticsTests {
    @Test func gathersMarkOrderAndFilledColumns() throws {
        let text = "Titel;Preis;Kauf;;Datum\nA;1.000;4/1/2023;;2023-01-01\nB;12,50;25/12/2022;;\nC;;;x;\n"
        let (file, _, rows) = try readAll(text)
        var statistics = ColumnStatistics(numberColumns: [1], dateColumns: [2, 4])
        for row in rows { statistics.observe(row) }
        #expect(statistics.decimalMark(delimiter: file.delimiter) == .comma)
        #expect(statistics.dateOrder(column: 2) == .dayFirst)
        #expect(statistics.dateOrder(column: 4) == .undecided)
        #expect(statistics.hasValues(column: 3))
        #expect(!statistics.hasValues(column: 5))
        let parser = CellParser(kind: .date(order: statistics.dateOrder(column: 2)), fileMark: .comma)
        #expect(outcome(parser, rows[0][cell: 2]) == "2023-01-04")
    }

    @Test func swissSemicolonFileWithPoints() throws {
        let (file, _, rows) = try readAll("Titel;Kaufpreis\nA;CHF 1.000\nB;CHF 6'450.50\n")
        var statistics = ColumnStatistics(numberColumns: [1], dateColumns: [])
        for row in rows { statistics.observe(row) }
        #expect(statistics.decimalMark(delimiter: file.delimiter) == .point)
    }
}
