import Testing
@testable import KuriosaImport

/// Which first rows title a table and which one heads it (docs/import.md#a-title-above-the-table).
@Suite("Title rows above a table")
struct TitleRowsTests {
    static func header(_ rows: [[String]]) -> (header: CSVRecord?, titles: [Int]) {
        var titles = TitleRows()
        for (index, cells) in rows.enumerated() {
            let record = CSVRecord(row: index + 1, cells: cells)
            if let header = titles.header(after: record) { return (header, titles.titles(above: header).map(\.row)) }
        }
        let header = titles.headerAtEnd
        return (header, header.map { titles.titles(above: $0).map(\.row) } ?? [])
    }

    @Test func aTitleAboveTheHeader() {
        let found = Self.header([["My coins, 2024"], ["Title", "Country", "Year"], ["1 Euro", "Germany", "2002"]])
        #expect(found.header?.row == 2 && found.titles == [1])
        let three = Self.header([["Coins of"], ["Anna Keller"], ["exported 2024-05-01", ""], ["Title", "Year"]])
        #expect(three.header?.row == 4 && three.titles == [1, 2, 3])
    }

    @Test func rowsThatAreNoTitles() {
        // A list of one column: its first row heads it.
        #expect(Self.header([["ISBN"], ["9780000000001"], ["9780000000002"]]).header?.row == 1)
        #expect(Self.header([["Card name"], ["A b"], ["B c"], ["C d"], ["D e", "x"]]).header?.row == 1, "more lone rows than titles")
        // A one-word lone cell is a header's label, not a title (a one-column file of texts).
        #expect(Self.header([["h"], ["a,b", "say hi"]]).header?.row == 1)
        // A one-column header over rows of values, not labels.
        #expect(Self.header([["Title"], ["0525509283", "=100+5"]]).header?.row == 1)
        // A header whose first cell is empty is no title, nor is one with a value past column A.
        #expect(Self.header([["", "Title"], ["Brand", "Title"]]).header?.row == 1)
        #expect(Self.header([["Title", "Brand"], ["Omega"]]).header?.row == 1)
    }
}
