import KuriosaCore

/// What the rating columns of a collection the import makes hold, seen by the first pass:
/// whether the app rated on five stars with halves (Vivino's `3.5`, LibraryThing's `4.5`) or
/// on ten (BoardGameGeek). Such a column's field in the new collection's copy of its template
/// counts 10 stars, so that every rating is kept exactly instead of in the notes: halves are
/// doubled (`3.5` → 7 of 10), a ten-point rating is taken as it is. Nothing is ever rounded
/// (docs/import.md#ratings-on-another-scale).
struct RatingScan {
    struct Column {
        var maximum = 0.0
        var halves = false
        /// A value neither whole nor a half (StoryGraph's quarter stars). A cell that is no
        /// number at all (`n/a`, a pasted header's `Your rating`) says nothing of the scale: it
        /// is kept in the notes by the rules, and the other rows keep their halves.
        var other = false
    }

    private(set) var columns: [Int: Column] = [:]
    /// A column's value table, read first: a word that means no rating (Vivino's `Not given`)
    /// is no value, not a rating on another scale.
    private var tables: [Int: ValueTranslation] = [:]

    /// The rating-field columns of the groups that shape their collection.
    init(groups: [ImportGroup]) {
        for group in groups where group.shaping != nil {
            for column in group.plan.columns {
                guard case .field(let key) = column.target, group.destination.template.field(key)?.type == .rating else { continue }
                columns[column.index] = Column()
                if let table = column.values { tables[column.index] = table }
            }
        }
    }

    mutating func observe(_ record: CSVRecord) {
        guard !columns.isEmpty else { return }
        for (index, seen) in columns {
            let raw = record[cell: index]
            let cell = tables[index]?.translate(raw) ?? raw
            guard !cell.isEmpty else { continue }
            var column = seen
            guard let value = Double(cell.replacingOccurrences(of: ",", with: ".")), value.isFinite else { continue }
            if value < 0 {
                column.other = true
            } else {
                column.maximum = max(column.maximum, value)
                if value != value.rounded() {
                    if value * 2 == (value * 2).rounded() { column.halves = true } else { column.other = true }
                }
            }
            columns[index] = column
        }
    }

    /// The factor a column's cells are multiplied by on a ten-star field (2 for halves, 1 for a
    /// ten-point scale), or nil when the column fits its field as it is or fits no ten-star
    /// field exactly.
    func factor(column index: Int, fieldMaximum: Int) -> Int? {
        guard let column = columns[index], !column.other, fieldMaximum < 10 else { return nil }
        if column.halves { return column.maximum <= 5 ? 2 : nil }
        return column.maximum > Double(fieldMaximum) && column.maximum <= 10 ? 1 : nil
    }
}
