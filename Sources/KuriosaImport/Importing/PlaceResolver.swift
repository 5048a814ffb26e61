import KuriosaStore

/// The places of docs/import-rules.md#places: each level of a path matches an existing location
/// under the same parent ignoring case, or is created (and recorded in the import's history
/// batch). Created places are remembered, so a second row naming the same new place finds it.
struct PlaceResolver {
    private struct Key: Hashable {
        let parentID: String?
        let name: String
    }

    private var known: [Key: String] = [:]
    private var nextSortIndex: [String?: Int] = [:]
    private(set) var created = 0

    init(db: Database) throws {
        // Oldest first, so the first of two same-named places wins.
        for location in try LocationRecord.fetchAll(db, includingDeleted: false).sorted(by: { $0.createdAt < $1.createdAt }) {
            let key = Key(parentID: location.parentID, name: location.name.lowercased())
            if known[key] == nil { known[key] = location.id }
            nextSortIndex[location.parentID] = max(nextSortIndex[location.parentID] ?? 0, location.sortIndex + 1)
        }
    }

    /// The id of the innermost place of `path` when every level exists; nothing is created
    /// (a conflict's plan, which writes nothing).
    func existing(_ path: [String]) -> String? {
        var parentID: String?
        for name in path {
            guard let id = known[Key(parentID: parentID, name: name.lowercased())] else { return nil }
            parentID = id
        }
        return parentID
    }

    /// The id of the innermost place of `path`, creating missing levels.
    mutating func resolve(_ path: [String], db: Database, history: HistoryWriter, now: String) throws -> String? {
        var parentID: String?
        for name in path {
            let key = Key(parentID: parentID, name: name.lowercased())
            if let id = known[key] {
                parentID = id
                continue
            }
            let sortIndex = nextSortIndex[parentID] ?? 0
            let location = LocationRecord(id: SecureRandom.uuid(), parentID: parentID, name: name, sortIndex: sortIndex,
                                          createdAt: now, updatedAt: now)
            try location.insert(db)
            try history.create(location, in: db)
            nextSortIndex[parentID] = sortIndex + 1
            known[key] = location.id
            created += 1
            parentID = location.id
        }
        return parentID
    }
}
