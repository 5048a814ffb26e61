import KuriosaCore

/// A relation cell naming a piece that a later row of the file makes (docs/import.md#relations-to-later-rows). In a
/// collection this import makes, the cells are inventory numbers of the library the file came
/// from; a number whose row has not been written yet cannot be looked up. The row's piece is
/// written without that value, and the link is set once every row is, to the piece that row
/// became (`CSVImporter.linkLaterRows`), by an update in the import's one batch.
struct PendingLink {
    /// What the mapper gives a relation cell it leaves for later: the marker and the cell.
    static let marker = "\u{1}later:"

    /// The index of the group's `PieceWriter`.
    var writer: Int
    var piece = ""
    var field: String
    /// The cell as written (`K-0005`).
    var text: String
    var row: Int
    var column: PlannedColumn

    /// The same link from `piece`.
    func of(_ piece: String) -> PendingLink {
        var link = self
        link.piece = piece
        return link
    }

    /// Takes the row's relations to later rows out of its fields.
    static func take(from row: inout ImportedRow, columns: [PlannedColumn], writer: Int) -> [PendingLink] {
        var out: [PendingLink] = []
        for column in columns {
            guard case .field(let key) = column.target, case .relation(let id)? = row.fields[key], id.hasPrefix(marker) else { continue }
            row.fields[key] = nil
            out.append(PendingLink(writer: writer, field: key, text: String(id.dropFirst(marker.count)), row: row.row, column: column))
        }
        return out
    }
}
