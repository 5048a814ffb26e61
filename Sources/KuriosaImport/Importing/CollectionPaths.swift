import KuriosaStore

/// Collections by their path from the top level (`Uhren › Taschenuhren`), as `--collection` and
/// `--parent` name them. Names are not unique in a library (the app lets two siblings share a
/// name, and an import used to make a second `Uhren` silently), so a look-up returns every
/// match and the caller refuses to guess (docs/import.md#which-collection-collectionpaths).
enum CollectionPaths {
    /// The separators a path may use between levels.
    static let separators: Set<Character> = ["\u{203A}", ">", "/"]

    /// Every collection the path names. Each level matches exactly, else ignoring case (an
    /// exact match at a level hides the ones that only match ignoring case).
    static func matches(_ path: String, db: Database) throws -> [CollectionRecord] {
        let names = SeparatedList.split(path, at: separators)
        guard !names.isEmpty else { return [] }
        var found: [CollectionRecord] = []
        var parents: [String?] = [nil]
        for name in names {
            var children: [CollectionRecord] = []
            for parent in parents { children += try CollectionRecord.fetchChildren(db, parentID: parent) }
            let exact = children.filter { $0.name == name }
            found = exact.isEmpty ? children.filter { $0.name.lowercased() == name.lowercased() } : exact
            guard !found.isEmpty else { return [] }
            parents = found.map(\.id)
        }
        return found
    }

    /// The one collection the path names; nil when none.
    /// - Throws: `ImportSetupError` listing every match's path and id when it names several.
    static func find(_ path: String, db: Database, option: String) throws -> CollectionRecord? {
        let found = try matches(path, db: db)
        guard found.count > 1 else { return found.first }
        let list = try found.map { "  \(try self.path(of: $0, db: db))  (id \($0.id))" }.joined(separator: "\n")
        throw ImportSetupError("\(option) \"\(path)\" names \(found.count) collections:\n\(list)\nname one with --collection-id ID")
    }

    /// A collection's path from the top level, levels joined by ` › `.
    static func path(of collection: CollectionRecord, db: Database) throws -> String {
        var names = [collection.name]
        var parentID = collection.parentID
        var seen: Set<String> = [collection.id]
        while let id = parentID, seen.insert(id).inserted, let parent = try CollectionRecord.fetchOne(db, id: id) {
            names.append(parent.name)
            parentID = parent.parentID
        }
        return names.reversed().joined(separator: " \u{203A} ")
    }
}
