import Foundation
import KuriosaCore
import KuriosaStore

/// Which collection each row of a file goes into
/// (docs/import.md#where-each-row-goes-collectionrouter). A file with a `Collection` column
/// (the spreadsheet export writes one) is routed row by row: each row goes into the collection
/// its cell names, so that an export of the whole library imports back without `--collection`.
/// `--collection` then restricts the file to that collection's tree (rows of its
/// sub-collections go into them, rows elsewhere are `other_collection`, rows with an empty cell
/// go into it). A path the library does not have is `unknown_collection`, or with
/// `--create-collections` a new collection (and its missing parents) of the template that
/// `--templates-file` or `--template` gives it. `--new-collection` puts every row into the new
/// collection and does not read the column.
struct CollectionRouter {
    /// The collections the rows go into (new parents without rows of their own too, before
    /// their children), each with the cells that name it.
    struct Target {
        var destination: ImportDestination
        var paths: Set<String>?
        var rows: Int
    }

    struct Result {
        var groups: [Target] = []
        /// Rows no collection takes, in file order.
        var errors: [ImportReport.RowError] = []
        var fatal: ImportReport.Fatal?
        /// The `Collection` column the rows were routed by; nil when one collection takes all.
        var collectionColumn: Int?
        /// The library's templates but the group's own, whose names may qualify headers.
        var otherTemplates: [Template] = []
        /// Template ID → the paths of the collections (the library's and the new ones) using it.
        var templatePaths: [String: [String]] = [:]
    }

    let db: Database
    let options: ImportOptions
    let now: String
    private var planned: [String: String] = [:]
    private var nextSortIndex: [String: Int] = [:]
    private var created: [ImportDestination] = []

    static let noDestination = ImportSetupError(
        "say where the pieces go: --collection, --collection-id or --new-collection (the file has no Collection column)", usage: true)

    static func route(_ file: CSVFile, options: ImportOptions, db: Database, now: String) throws -> Result {
        var router = CollectionRouter(db: db, options: options, now: now)
        return try router.route(file)
    }

    private init(db: Database, options: ImportOptions, now: String) {
        self.db = db
        self.options = options
        self.now = now
    }

    private mutating func route(_ file: CSVFile) throws -> Result {
        var result = Result()
        result.otherTemplates = try libraryTemplates()
        for collection in try CollectionRecord.fetchAll(db) where collection.deletedAt == nil {
            result.templatePaths[collection.templateID, default: []].append(try CollectionPaths.path(of: collection, db: db))
        }
        let column = Self.collectionColumn(file.header, mapping: options.mapping)
        var restriction: ImportDestination?
        switch options.destination {
        case .newCollection:
            let destination = try ImportDestination.resolve(options.destination, db: db, now: now)
            result.groups = [Target(destination: destination, paths: nil, rows: 0)]
            return result
        case .collectionPath, .collectionID:
            let destination = try ImportDestination.resolve(options.destination, db: db, now: now)
            guard column != nil else {
                result.groups = [Target(destination: destination, paths: nil, rows: 0)]
                return result
            }
            restriction = destination
        case .fromFile:
            guard column != nil else { throw Self.noDestination }
        }
        guard let column else { return result }
        if options.createCollections, options.kind == .wish {
            throw ImportSetupError("--create-collections is for owned pieces, not --kind wish", usage: true)
        }
        result.collectionColumn = column.index

        // The cells of the column, each with its rows (a number per row: small beside the file).
        var rows: [String: [Int]] = [:]
        var order: [String] = []
        do {
            try file.forEachRecord { record in
                guard record.cells.contains(where: { !$0.isEmpty }) else { return }
                let key = Self.key(record, column: column.index)
                if rows[key] == nil { order.append(key) }
                rows[key, default: []].append(record.row)
            }
        } catch let error as CSVReadError {
            result.fatal = .init(reason: error.reason.rawValue, row: error.row, detail: error.detail)
            return result
        }

        var targets: [String: Target] = [:]
        var targetOrder: [String] = []
        func reject(_ key: String, _ reason: String, _ detail: String) {
            for row in rows[key] ?? [] {
                result.errors.append(ImportReport.RowError(row: row, column: column.header, columnIndex: column.index + 1,
                                                           reason: reason, text: key, detail: detail))
            }
        }
        let templateOrder = options.collectionTemplates.map(\.path)
        // Collections the templates file lists come first, in its (the export's tree) order,
        // so that new siblings get the source library's order.
        let keys = order.sorted { a, b in
            let ia = templateOrder.firstIndex(of: a) ?? Int.max, ib = templateOrder.firstIndex(of: b) ?? Int.max
            return ia != ib ? ia < ib : order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
        for key in keys {
            let destination: ImportDestination
            if key.isEmpty {
                guard let restriction else {
                    reject(key, "missing_collection", "the row names no collection, and the import has no --collection for it")
                    continue
                }
                destination = restriction
            } else {
                let found = try CollectionPaths.matches(key, db: db)
                if found.count > 1 {
                    reject(key, "ambiguous_collection", "\"\(key)\" names \(found.count) collections; import with --collection-id")
                    continue
                }
                if let collection = found.first {
                    destination = ImportDestination(collection: collection, template: try ImportDestination.storedTemplate(collection.templateID, db: db),
                                                    isNew: false, storedCollection: collection)
                } else if options.createCollections {
                    guard let made = try create(key, inside: restriction?.collection) else {
                        reject(key, "other_collection", "the row belongs to \"\(key)\", outside the collection this import is for")
                        continue
                    }
                    destination = made
                } else {
                    reject(key, "unknown_collection", "the library has no collection \"\(key)\" (--create-collections makes it)")
                    continue
                }
                if let restriction, destination.collection.id != restriction.collection.id,
                   try !isInside(destination.collection, restriction.collection) {
                    reject(key, "other_collection", "the row belongs to \"\(key)\", not to the collection this import is for")
                    continue
                }
            }
            let id = destination.collection.id
            if targets[id] == nil {
                targets[id] = Target(destination: destination, paths: [], rows: 0)
                targetOrder.append(id)
            }
            targets[id]?.paths?.insert(key)
            targets[id]?.rows += rows[key]?.count ?? 0
        }
        // New collections before the existing ones, parents before their children.
        var groups: [Target] = []
        for destination in created {
            groups.append(targets.removeValue(forKey: destination.collection.id) ?? Target(destination: destination, paths: [], rows: 0))
        }
        groups += targetOrder.compactMap { targets[$0] }
        result.groups = groups
        result.errors.sort { $0.row < $1.row }
        result.otherTemplates += created.map(\.template)
        for destination in created {
            result.templatePaths[destination.template.id, default: []].append(try path(of: destination.collection))
        }
        return result
    }

    /// The cell that routes a record: as read (trimmed), the export's ` › ` spaced or not.
    static func key(_ record: CSVRecord, column: Int) -> String {
        column < record.cells.count ? record.cells[column] : ""
    }

    /// The column the rows are routed by: headed `Collection` (or its words in the other
    /// languages, `collection_path`), or mapped to `column:collection_path`.
    static func collectionColumn(_ header: CSVRecord, mapping: ColumnMapping?) -> (index: Int, header: String)? {
        let names = Set(([StandardColumn.collection.key] + StandardColumn.collection.labels).map(TextNormalizer.normalize))
        for (index, text) in header.cells.enumerated() {
            let label = HeaderLabel(text)
            if let (rule, _) = mapping?.rule(for: label) {
                switch rule {
                case .target(let target): if target == .standard(.collection) { return (index, label.written) }
                case .rename(let renamed): if names.contains(TextNormalizer.normalize(renamed)) { return (index, label.written) }
                case .ignore: break
                }
                continue
            }
            if names.contains(label.normalized) { return (index, label.written) }
        }
        return nil
    }

    /// The path of a collection, new ones (not written yet) included.
    private func path(of collection: CollectionRecord) throws -> String {
        var names: [String] = []
        var current: CollectionRecord? = collection
        var seen = Set<String>()
        while let c = current, seen.insert(c.id).inserted {
            names.insert(c.name, at: 0)
            guard let parent = c.parentID else { break }
            current = try created.first { $0.collection.id == parent }?.collection ?? CollectionRecord.fetchOne(db, id: parent)
        }
        return names.joined(separator: " \u{203A} ")
    }

    /// Whether `collection` is `ancestor` or below it.
    private func isInside(_ collection: CollectionRecord, _ ancestor: CollectionRecord) throws -> Bool {
        var current: String? = collection.id
        var seen = Set<String>()
        while let id = current, seen.insert(id).inserted {
            if id == ancestor.id { return true }
            current = try created.first { $0.collection.id == id }?.collection.parentID
                ?? CollectionRecord.fetchOne(db, id: id)?.parentID
        }
        return false
    }

    /// `--create-collections`: the collection of `path` and its missing parents, prepared
    /// (written in the import's transaction). Nil when the path leads outside `inside`.
    private mutating func create(_ path: String, inside: CollectionRecord?) throws -> ImportDestination? {
        let names = SeparatedList.split(path, at: CollectionPaths.separators)
        var parentID: String?
        var chain: [String] = []
        var made: ImportDestination?
        for (i, name) in names.enumerated() {
            let prefix = names[0...i].joined(separator: " \u{203A} ")
            let key = prefix.lowercased()
            if let id = planned[key] {
                parentID = id
                chain.append(id)
                continue
            }
            let siblings = try CollectionRecord.fetchChildren(db, parentID: parentID).filter { $0.deletedAt == nil }
            if let existing = siblings.first(where: { $0.name == name }) ?? siblings.first(where: { $0.name.lowercased() == name.lowercased() }) {
                parentID = existing.id
                chain.append(existing.id)
                continue
            }
            if let inside, !chain.contains(inside.id) { return nil }
            let source = try templateSource(for: prefix)
            let slot = parentID ?? ""
            let sortIndex = nextSortIndex[slot] ?? ((siblings.map(\.sortIndex).max() ?? -1) + 1)
            nextSortIndex[slot] = sortIndex + 1
            let destination = try ImportDestination.newChild(name: name, parentID: parentID, template: source, sortIndex: sortIndex,
                                                             db: db, now: now, pending: created)
            created.append(destination)
            planned[key] = destination.collection.id
            parentID = destination.collection.id
            chain.append(destination.collection.id)
            made = destination
        }
        if let inside, !chain.contains(inside.id) { return nil }
        return made ?? created.first { $0.collection.id == parentID }
    }

    /// The template of a collection this import creates: the templates file's for its path,
    /// else `--template`.
    private func templateSource(for path: String) throws -> ImportDestination.TemplateSource {
        if let entry = options.collectionTemplates.first(where: { $0.path == path })
            ?? options.collectionTemplates.first(where: { $0.path.lowercased() == path.lowercased() }) {
            return entry.source
        }
        if let template = options.newCollectionTemplate { return .named(template) }
        throw ImportSetupError("--create-collections: no template for the new collection \"\(path)\": give --template builtin.ID|FILE.json "
            + "or a --templates-file that lists it", usage: true)
    }

    /// The templates of the library's collections (their names qualify headers).
    private func libraryTemplates() throws -> [Template] {
        var seen = Set<String>()
        var out: [Template] = []
        for collection in try CollectionRecord.fetchAll(db) where collection.deletedAt == nil && seen.insert(collection.templateID).inserted {
            if let template = try? ImportDestination.storedTemplate(collection.templateID, db: db) { out.append(template) }
        }
        return out
    }
}
