import KuriosaCore
import KuriosaStore

/// An app's rows that are not pieces the collector holds (BoardGameGeek's `own` 0: games
/// wished for, played or traded), by a preset's `held` rule (docs/import-apps.md). An import
/// of owned pieces takes every row (the file is the collector's whole list, and each row keeps
/// its own cell) and names those rows; `--kind wish` takes only them, as wishes, and leaves out
/// the owned ones. Decided by the cell as written, so both passes agree.
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

    /// Whether the row is held (its cell one of the rule's values).
    func holds(_ record: CSVRecord) -> Bool {
        values.contains(CellTrimming.trim(record[cell: column]))
    }

    /// Whether the import takes the row: every row of owned pieces, only the rows not held
    /// of wishes.
    func takes(_ record: CSVRecord) -> Bool {
        !wishes || !holds(record)
    }

    /// The warning naming the rows not held (`rows_not_held`: imported, with how to take them
    /// as wishes) or, for wishes, the held rows left out (`rows_held`): how many, the first rows.
    func warning(rows: [Int], count: Int) -> ImportReport.Warning {
        let shown = (count == 1 ? "row " : "rows ") + rows.prefix(20).map(String.init).joined(separator: ", ") + (count > 20 ? ", …" : "")
        let rowsText = "\(count) \(count == 1 ? "row" : "rows") (\(shown))"
        let detail = wishes
            ? "\(rowsText) left out: pieces the collector holds, not wishes; import the file without --kind wish for them"
            : "\(rowsText) are \(why): imported as pieces with their \(header) cell; import the file with --kind wish to have them as wishes instead"
        return ImportReport.Warning(reason: wishes ? "rows_held" : "rows_not_held", column: header, columnIndex: column + 1, detail: detail)
    }
}
