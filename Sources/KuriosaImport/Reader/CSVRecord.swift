/// One record of the file: its cells, trimmed
/// (docs/import-rules.md#records-quotes-and-trimming), and the row a spreadsheet shows for it
/// (docs/import-rules.md#row-numbers).
package struct CSVRecord: Sendable, Equatable {
    /// The spreadsheet row: records counted from the first one after any `sep=` line, blank
    /// records included, so the header of a file without leading blank lines is row 1.
    public let row: Int
    /// The cells, each trimmed of white space (U+00A0 and U+202F too); line breaks inside a cell
    /// are `\n`. An empty string is "no value".
    public let cells: [String]
    /// The comments and links a workbook holds on this row's cells
    /// (docs/import.md#cell-comments-and-links); always empty for a CSV file.
    public let annotations: [CellAnnotation]

    public init(row: Int, cells: [String], annotations: [CellAnnotation] = []) {
        self.row = row
        self.cells = cells
        self.annotations = annotations
    }

    /// True when every cell is empty after trimming: the record is skipped
    /// (docs/import-rules.md#blank-rows).
    public var isBlank: Bool {
        cells.allSatisfy(\.isEmpty)
    }

    /// The cell at `index`, or "" past the end: a short row gets empty cells
    /// (docs/import-rules.md#rows-that-fail).
    public subscript(cell index: Int) -> String {
        index < cells.count ? cells[index] : ""
    }
}
