import Foundation

extension PDFRenderer {
    /// The insurance report's pieces by `InsuranceOptions.layout` (#29, docs/insurance-report.md,
    /// "Schedule"): a schedule table — number, title, identifying fields, count, value, last
    /// valued, many to a page, its header on every page — for the pieces without photos or
    /// documents (all of them with `schedule`), then a page for each piece with photos or
    /// documents (`mixed`). Before, every piece had a page of its own, photo or not: 5,030
    /// pieces made 5,278 pages, and an adjuster wants a schedule.
    func scheduled(_ group: ExportGroup, first: Bool) {
        let everyPiece = document.insurance?.options.layout == .schedule
        let hasMedia = { (piece: ExportPiece) in !piece.photos.isEmpty || !piece.documents.isEmpty }
        let listed = everyPiece ? group.pieces : group.pieces.filter { !hasMedia($0) }
        var table = group
        table.pieces = listed
        table.columns = Self.scheduleColumns(group.columns)
        if !listed.isEmpty {
            // A schedule starts on a page of its own, never under a piece's page.
            if y > contentTop { newPage() }
            self.table(table, first: first, subtotal: listed.count == group.pieces.count)
        }
        let paged = everyPiece ? [] : group.pieces.filter(hasMedia)
        guard !paged.isEmpty else { return }
        var pages = group
        pages.pieces = paged
        pieces(pages, newPagePerPiece: true, first: first && listed.isEmpty)
    }

    /// The schedule's columns, in the report's order: number, title, the identifying fields,
    /// count, estimated value and the day it was last valued (a column the report adds as a
    /// field, `InsuranceReport.lastValuedColumnID`).
    static func scheduleColumns(_ columns: [ExportColumn]) -> [ExportColumn] {
        columns.filter { column in
            switch column.source {
            case .field, .wishField, .standard(.number), .standard(.title), .standard(.count), .standard(.estimatedValue): return true
            case .standard: return false
            }
        }
    }
}
