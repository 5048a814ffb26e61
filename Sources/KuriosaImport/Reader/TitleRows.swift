/// Rows above a table that title it rather than head it (docs/import.md#a-title-above-the-table):
/// people put `My coins, 2024` on the first line of a sheet or a CSV, and a header taken from
/// it names no column, so the whole file was refused for want of a title column.
///
/// A row is a title candidate when its one value is in the first column and reads as words
/// (a space, a comma or a colon in it: `My coins, 2024`, not a header's `Title`). The header is the
/// first row with two values or more, when at most `most` candidates come before it and each
/// of its values reads as a label (has a letter): those candidates are the titles. A sheet
/// whose rows all have one value (a list of names), more than `most` such rows before a wider
/// one, or a one-column header over rows of values (`Title` over `0525509283,5`) keeps its
/// first row as the header, as before.
struct TitleRows {
    static let most = 3
    private(set) var candidates: [CSVRecord] = []

    /// Takes the next non-blank row; returns the header once it is known.
    mutating func header(after record: CSVRecord) -> CSVRecord? {
        if Self.isLone(record) {
            candidates.append(record)
            return candidates.count > Self.most ? candidates[0] : nil
        }
        guard let first = candidates.first, !Self.isLabels(record) else { return record }
        return first
    }

    /// The header when the rows ended before `header(after:)` gave one.
    var headerAtEnd: CSVRecord? { candidates.first }

    /// The title rows above `header`.
    func titles(above header: CSVRecord) -> [CSVRecord] {
        candidates.filter { $0.row < header.row }
    }

    /// Every value has a letter, as a header's labels do (`Diameter, mm`), a row of data
    /// seldom (`1996`, `3.90`, `0525509283`).
    static func isLabels(_ record: CSVRecord) -> Bool {
        record.cells.allSatisfy { cell in cell.isEmpty || cell.contains(where: \.isLetter) }
    }

    /// One value, in the first column, of words.
    static func isLone(_ record: CSVRecord) -> Bool {
        guard let first = record.cells.first.map(CellTrimming.trim), first.contains(where: { $0 == " " || $0 == "," || $0 == ":" }) else {
            return false
        }
        return record.cells.dropFirst().allSatisfy { CellTrimming.trim($0).isEmpty }
    }
}
