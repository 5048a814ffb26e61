extension ImportReport {
    /// The warning naming a workbook's sheet that was not read (`column` is its name).
    public static let sheetSkipped = "sheet_skipped"
    /// The warning naming a workbook's cell comment that no piece keeps (on the header, above
    /// it, on a row with no values): `column` is the cell (`B1`), `detail` the sheet, why and
    /// the comment's text (docs/import.md#cell-comments-and-links).
    public static let commentNotKept = "comment_not_kept"
    /// Likewise a cell's link.
    public static let linkNotKept = "link_not_kept"
    /// A picture in a sheet that no piece takes as a photo: `column` is its cell (empty for
    /// one placed on the sheet at no cell).
    public static let pictureNotImported = "picture_not_imported"
    /// The `kept` reason of a picture in a sheet stored as a photo of its row's piece
    /// (docs/import.md#pictures-in-a-sheet): `text` is its name, `detail` its cell.
    public static let sheetPicture = SheetPicture.storedReason

    /// Names the sheets of a workbook that were not read, and gives every row (and column)
    /// of sheets read together as its own sheet's (docs/import.md#a-workbook-of-several-sheets).
    mutating func locate(in sheet: WorkbookSheet?) {
        guard let sheet else { return }
        for skipped in sheet.skipped where !warnings.contains(where: { $0.reason == Self.sheetSkipped && $0.column == skipped.name }) {
            warnings.append(Warning(reason: Self.sheetSkipped, column: skipped.name, columnIndex: 0, detail: skipped.why))
        }
        for stray in sheet.strayAnnotations {
            // Row 0: a picture placed on the sheet by position, at no cell.
            let cell = stray.comment.row == 0 ? "" : Self.columnLetters(stray.comment.column + 1) + String(stray.comment.row)
            let detail = "sheet \"\(stray.sheet)\", \(stray.why): \(stray.comment.text)"
            let reason = switch stray.comment.kind {
            case .comment: Self.commentNotKept
            case .link: Self.linkNotKept
            case .picture: Self.pictureNotImported
            }
            guard !warnings.contains(where: { $0.reason == reason && $0.column == cell && $0.detail == detail }) else { continue }
            warnings.append(Warning(reason: reason, column: cell, columnIndex: cell.isEmpty ? 0 : stray.comment.column + 1, detail: detail))
        }
        guard !sheet.members.isEmpty else { return }
        func placed<T>(_ items: [T], _ row: WritableKeyPath<T, Int>, _ column: WritableKeyPath<T, Int>?,
                       _ worksheet: WritableKeyPath<T, String?>) -> [T] {
            items.map { item in
                guard item[keyPath: worksheet] == nil,
                      let place = sheet.location(row: item[keyPath: row], column: column.map { item[keyPath: $0] }) else { return item }
                var item = item
                item[keyPath: row] = place.row
                if let column, let own = place.column { item[keyPath: column] = own }
                item[keyPath: worksheet] = place.sheet
                return item
            }
        }
        errors = placed(errors, \.row, \.columnIndex, \.worksheet)
        kept = placed(kept, \.row, \.columnIndex, \.worksheet)
        reencoded = placed(reencoded, \.row, \.columnIndex, \.worksheet)
        created = placed(created, \.row, nil, \.worksheet)
        updated = placed(updated, \.row, nil, \.worksheet)
        skipped = placed(skipped, \.row, nil, \.worksheet)
        changes = placed(changes, \.row, nil, \.worksheet)
        conflicts = placed(conflicts, \.row, nil, \.worksheet)
        if let row = fatal?.row, let place = sheet.location(row: row, column: nil) {
            fatal?.row = place.row
            fatal?.detail += " (sheet \"\(place.sheet)\")"
        }
    }

    /// Spreadsheet column letters of a 1-based index: 1 → A, 26 → Z, 27 → AA.
    public static func columnLetters(_ index: Int) -> String { WorkbookRange.columnLetters(index) }
}
