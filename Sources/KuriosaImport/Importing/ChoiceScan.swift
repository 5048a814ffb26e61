import KuriosaCore

/// `--add-options` (docs/import.md#choices-the-template-lacks): the words of each choice
/// column (dropdown, multiple choice) that no option names, seen by the first pass, become
/// options of the collection's copy of its template, labelled as the file writes them. Without
/// the option such a cell is kept in the notes; with it, `Kindle Edition` is a binding the
/// collector can filter by.
struct ChoiceScan {
    /// At most this many new words a column: a column of free text mapped to a choice by
    /// mistake must not grow the template by thousands of options.
    static let limit = 100

    private struct Column {
        let group: Int
        let key: String
        let multiple: Bool
        let matcher: ChoiceMatcher
        let values: ValueTranslation?
        var words: [String] = []
        var seen = Set<String>()
        var overflow = 0
    }

    private var columns: [Int: Column] = [:]

    init(groups: [ImportGroup], enabled: Bool) {
        guard enabled else { return }
        for (number, group) in groups.enumerated() {
            for column in group.plan.columns {
                guard case .field(let key) = column.target, let field = group.destination.template.field(key),
                      field.type == .dropdown || field.type == .multipleChoice else { continue }
                columns[column.index] = Column(group: number, key: key, multiple: field.type == .multipleChoice,
                                               matcher: ChoiceMatcher(options: ColumnKinds.options(field)), values: column.values)
            }
        }
    }

    mutating func observe(_ record: CSVRecord) {
        guard !columns.isEmpty else { return }
        for (index, seen) in columns {
            let written = record[cell: index]
            let cell = seen.values.map { $0.translate(written) } ?? written
            guard !cell.isEmpty, seen.matcher.index(of: cell) == nil else { continue }
            var column = seen
            let parts = column.multiple ? SeparatedList.split(cell, at: SeparatedList.choiceSeparators) : [cell]
            for part in parts where column.matcher.index(of: part) == nil {
                let key = TextNormalizer.normalize(part)
                guard !key.isEmpty, column.seen.insert(key).inserted else { continue }
                if column.words.count < Self.limit { column.words.append(String(part)) } else { column.overflow += 1 }
            }
            columns[index] = column
        }
    }

    /// Field key → the words to add, for the group at `number`.
    func words(group number: Int) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for column in columns.values where column.group == number && !column.words.isEmpty { out[column.key, default: []] += column.words }
        return out
    }

    /// The warnings: per column the options added, and any words past the limit.
    func warnings(group number: Int, headers: [String]) -> [ImportReport.Warning] {
        columns.filter { $0.value.group == number && !$0.value.words.isEmpty }.sorted { $0.key < $1.key }.map { index, column in
            var detail = column.words.map { "\"\($0)\"" }.joined(separator: ", ")
            if column.overflow > 0 { detail += "; \(column.overflow) more words are past the limit of \(Self.limit) and kept in the notes" }
            return ImportReport.Warning(reason: "added_option", column: headers[index], columnIndex: index + 1, detail: detail)
        }
    }
}
