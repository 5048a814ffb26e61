import KuriosaStore

/// The tags of docs/import-rules.md#tags: a tag matches an existing one ignoring case
/// (`TextCells.tagKey`), and the first spelling seen names a new one; new tags are recorded in
/// the import's history batch.
struct TagResolver {
    private var known: [String: String] = [:]
    private(set) var created = 0

    init(db: Database) throws {
        for tag in try TagRecord.fetchAll(db) where known[TextCells.tagKey(tag.name)] == nil {
            known[TextCells.tagKey(tag.name)] = tag.id
        }
    }

    /// The ids of the named tags that exist, and the names of those that do not; nothing is
    /// created (a conflict's plan, which writes nothing).
    func existing(_ names: [String]) -> (ids: [String], missing: [String]) {
        var ids: [String] = []
        var missing: [String] = []
        for name in names {
            if let id = known[TextCells.tagKey(name)] { ids.append(id) } else { missing.append(name) }
        }
        return (ids, missing)
    }

    /// The ids of the named tags, creating missing ones, in the order given.
    mutating func resolve(_ names: [String], db: Database, history: HistoryWriter) throws -> [String] {
        var ids: [String] = []
        for name in names {
            let key = TextCells.tagKey(name)
            if let id = known[key] {
                ids.append(id)
                continue
            }
            let tag = TagRecord(id: SecureRandom.uuid(), name: name)
            try tag.insert(db)
            try history.create(tag, in: db)
            known[key] = tag.id
            created += 1
            ids.append(tag.id)
        }
        return ids
    }
}
