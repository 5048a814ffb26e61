/// Which columns some row of the file has a value in, and which some row leaves empty: what a
/// collection the import makes needs to know of the columns no field takes and of its required
/// fields (docs/import.md#columns-no-field-takes). Kept by the first pass, record by record; a
/// column stops being watched once it is known to be both.
struct ColumnFill {
    private(set) var filled = Set<Int>()
    private(set) var gaps = Set<Int>()
    private var watched: [Int]

    init(watching columns: [Int]) {
        watched = Array(Set(columns)).sorted()
    }

    mutating func observe(_ record: CSVRecord) {
        guard !watched.isEmpty else { return }
        var settled = false
        for index in watched {
            if record[cell: index].isEmpty { settled = gaps.insert(index).inserted && filled.contains(index) || settled } else {
                settled = filled.insert(index).inserted && gaps.contains(index) || settled
            }
        }
        if settled { watched.removeAll { filled.contains($0) && gaps.contains($0) } }
    }

    /// The columns of a group's plan that shaping asks about: the unknown ones and those of
    /// required fields.
    static func columns(of group: ImportGroup) -> [Int] {
        group.plan.unknown.map(\.index) + requiredColumns(of: group).values
    }

    /// Required field key → the column that fills it.
    static func requiredColumns(of group: ImportGroup) -> [String: Int] {
        let required = Set(group.destination.template.requiredColumnFields.map(\.key))
        var columns: [String: Int] = [:]
        for column in group.plan.columns {
            if case .field(let key) = column.target, required.contains(key), columns[key] == nil { columns[key] = column.index }
        }
        return columns
    }
}
