/// The importer's first pass in one place: what the unnamed columns, the file's decimal mark
/// and ambiguous slash dates need to know about whole columns before any row is checked
/// (docs/import-rules.md#unknown-and-duplicate-columns,
/// docs/import-rules.md#numbers-and-the-decimal-mark, docs/import-rules.md#dates).
package struct ColumnStatistics: Sendable {
    /// Columns whose cells count for the file's decimal mark (`CellKind.readsNumbers`).
    public let numberColumns: Set<Int>
    /// Columns read as dates; each gets its own order.
    public let dateColumns: Set<Int>
    private var decimalVote = DecimalMarkVote()
    private var dateVotes: [Int: DateOrderVote] = [:]
    private var filled: Set<Int> = []

    public init(numberColumns: Set<Int>, dateColumns: Set<Int>) {
        self.numberColumns = numberColumns
        self.dateColumns = dateColumns
    }

    /// Looks at one data record.
    public mutating func observe(_ record: CSVRecord) {
        for (index, cell) in record.cells.enumerated() where !cell.isEmpty {
            filled.insert(index)
            if numberColumns.contains(index) { decimalVote.observe(FormulaCleanup.clean(cell)) }
            if dateColumns.contains(index) { dateVotes[index, default: DateOrderVote()].observe(FormulaCleanup.clean(cell)) }
        }
    }

    /// True when some data row has a value in the column (`unnamed_column`,
    /// docs/import-rules.md#unknown-and-duplicate-columns); also true for columns past the
    /// header that hold values.
    public func hasValues(column: Int) -> Bool {
        filled.contains(column)
    }

    /// The file's decimal mark (docs/import-rules.md#numbers-and-the-decimal-mark).
    public func decimalMark(delimiter: Unicode.Scalar) -> DecimalMark {
        decimalVote.mark(delimiter: delimiter)
    }

    /// The order a date column's ambiguous slash dates are read in
    /// (docs/import-rules.md#dates).
    public func dateOrder(column: Int) -> DateOrder {
        dateVotes[column]?.order ?? .undecided
    }
}
