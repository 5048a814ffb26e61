import KuriosaCore
import KuriosaStore

/// The duplicate check (docs/import.md#duplicates): a row whose title and identifying fields
/// equal a piece of the collection after normalization (`SearchText.normalize`) is a duplicate.
/// Pieces the import itself creates are added, so a file that lists a piece twice creates it
/// once under `skip`.
struct DuplicateIndex {
    private let identifying: [String]
    private var pieces: [String: String] = [:]

    init(template: Template, collectionID: String, db: Database) throws {
        identifying = template.fields.filter { $0.identifying && $0.type != .calculation }.map(\.key)
        for item in try ItemRecord.fetchAll(db, collectionID: collectionID) {
            let fields = (try? ItemFields.parse(item.fields.text)) ?? ItemFields()
            let key = self.key(title: item.title, values: fields.values)
            if pieces[key] == nil { pieces[key] = item.id }
        }
    }

    /// The piece a row duplicates, if any.
    func match(_ row: ImportedRow) -> String? {
        pieces[key(title: row.title, values: row.fields)]
    }

    mutating func add(_ row: ImportedRow, id: String) {
        let key = key(title: row.title, values: row.fields)
        if pieces[key] == nil { pieces[key] = id }
    }

    /// Title and identifying values in normalized form; an absent value is empty, so it
    /// matches only an absent one.
    private func key(title: String, values: [String: FieldValue]) -> String {
        var parts = [SearchText.normalize(title)]
        for key in identifying {
            switch values[key] {
            case nil: parts.append("")
            case .text(let text)?, .url(let text)?: parts.append("t:" + SearchText.normalize(text))
            case let value?: parts.append("v:" + value.json.text)
            }
        }
        return parts.joined(separator: "\u{1F}")
    }
}
