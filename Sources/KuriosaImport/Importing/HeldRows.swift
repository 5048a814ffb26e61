import KuriosaCore
import KuriosaStore

/// An app's rows that are not pieces the collector holds (BoardGameGeek's `own` 0: games
/// wished for, played or traded), by a preset's `held` rule (docs/import-apps.md): an import
/// of owned pieces leaves them out and names them; `--kind wish` takes only them, as wishes,
/// and leaves out the owned ones. Decided by the cell as written, so both passes agree.
struct HeldRows: Sendable {
    /// The rule as the preset writes it: the column (normalized header), the cells that mean
    /// "held", and what the other rows are, in words.
    struct Rule: Sendable, Equatable {
        let column: String
        let values: Set<String>
        let why: String
    }

    let column: Int
    let header: String
    let values: Set<String>
    let why: String
    /// True for an import of wishes: the held rows are the ones left out.
    let wishes: Bool

    /// The rule for this file, when its preset has one and the file has its column.
    init?(_ rule: Rule?, header: CSVRecord, kind: ItemRecord.Kind) {
        guard let rule, let index = header.cells.firstIndex(where: { HeaderLabel($0).normalized == rule.column }) else { return nil }
        column = index
        self.header = HeaderLabel(header.cells[index]).written
        values = rule.values
        why = rule.why
        wishes = kind == .wish
    }

    /// Whether the import takes the row.
    func takes(_ record: CSVRecord) -> Bool {
        values.contains(CellTrimming.trim(record[cell: column])) != wishes
    }

    /// The warning naming the rows left out (`rows_not_held`, or `rows_held` for wishes): how
    /// many, the first rows, and how to import them.
    func warning(rows: [Int], count: Int) -> ImportReport.Warning {
        let shown = (count == 1 ? "row " : "rows ") + rows.prefix(20).map(String.init).joined(separator: ", ") + (count > 20 ? ", …" : "")
        let rowsText = "\(count) \(count == 1 ? "row" : "rows") (\(shown)) left out"
        let detail = wishes
            ? "\(rowsText): pieces the collector holds, not wishes; import the file without --kind wish for them"
            : "\(rowsText): \(why), not pieces the collection holds; import the file again with --kind wish to have them as wishes"
        return ImportReport.Warning(reason: wishes ? "rows_held" : "rows_not_held", column: header, columnIndex: column + 1, detail: detail)
    }
}
