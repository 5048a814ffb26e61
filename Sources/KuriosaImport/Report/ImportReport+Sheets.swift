extension ImportReport {
    /// The warning naming a workbook's sheet that was not read (`column` is its name).
    public static let sheetSkipped = "sheet_skipped"

    /// Names the sheets of a workbook that were not read, and gives every row (and column)
    /// of sheets read together as its own sheet's (docs/import.md#a-workbook-of-several-sheets).
    mutating func locate(in sheet: WorkbookSheet?) {
        guard let sheet else { return }
        for skipped in sheet.skipped where !warnings.contains(where: { $0.reason == Self.sheetSkipped && $0.column == skipped.name }) {
            warnings.append(Warning(reason: Self.sheetSkipped, column: skipped.name, columnIndex: 0, detail: skipped.why))
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
}
