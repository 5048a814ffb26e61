import Foundation
import KuriosaCore

/// The numbers a library's overview shows (`kuriosa info`): what is alive, what is deleted,
/// the collection tree with the pieces and wishes directly in each, and the link preview
/// switch. Read with plain counts, so it works on any catalog migrated to the current schema
/// without parsing a single record.
public struct CatalogSummary: Sendable, Equatable {
    /// Rows per kind of record; deleted ones are left out except in `deletedPieces`.
    public struct Counts: Sendable, Equatable {
        public var pieces = 0
        public var wishes = 0
        public var deletedPieces = 0
        public var collections = 0
        /// Photos and documents of pieces that are not deleted.
        public var photos = 0
        public var documents = 0
        public var places = 0
        public var tags = 0
        public var sets = 0
        public var historyEntries = 0
        public var linkPreviews = 0
        public var templates = 0
    }

    /// A collection that is not deleted, with its sub-collections.
    public struct Collection: Sendable, Equatable {
        public let id: String
        public let name: String
        public let templateID: String
        /// Pieces and wishes directly in it (not in its sub-collections), not deleted.
        public let pieces: Int
        public let wishes: Int
        public var children: [Collection]
        /// True for a collection of a cycle (each under the next, the last under the first):
        /// shown at the top level, so that its pieces are not left out
        /// (docs/store.md#a-cycle-of-collections-or-places).
        public var inCycle = false
    }

    public var counts = Counts()
    /// The top-level collections in the order of the Collections tab (sort index, then name).
    public var collections: [Collection] = []
    /// Nil when the switch was never set or its value is unreadable.
    public var linkPreviews: LibraryMeta.LinkPreviewSwitch?

    public static func read(_ db: Database) throws -> CatalogSummary {
        var s = CatalogSummary()
        func count(_ sql: String) throws -> Int { try db.scalar(sql).int ?? 0 }
        let liveMedia = "SELECT count(*) FROM media m JOIN item i ON i.id = m.item_id WHERE m.deleted_at IS NULL AND i.deleted_at IS NULL"
        s.counts = Counts(
            pieces: try count("SELECT count(*) FROM item WHERE kind = 'owned' AND deleted_at IS NULL"),
            wishes: try count("SELECT count(*) FROM item WHERE kind = 'wish' AND deleted_at IS NULL"),
            deletedPieces: try count("SELECT count(*) FROM item WHERE deleted_at IS NOT NULL"),
            collections: try count("SELECT count(*) FROM collection WHERE deleted_at IS NULL"),
            photos: try count(liveMedia + " AND m.kind = 'photo'"),
            documents: try count(liveMedia + " AND m.kind = 'document'"),
            places: try count("SELECT count(*) FROM location WHERE deleted_at IS NULL"),
            tags: try count("SELECT count(*) FROM tag"),
            sets: try count("SELECT count(*) FROM item_set WHERE deleted_at IS NULL"),
            historyEntries: try count("SELECT count(*) FROM history"),
            linkPreviews: try count("SELECT count(*) FROM link_preview"),
            templates: try count("SELECT count(*) FROM template"))
        s.collections = try collectionTree(db)
        s.linkPreviews = try LibraryMeta.linkPreviewSwitch(db)
        return s
    }

    private static func collectionTree(_ db: Database) throws -> [Collection] {
        let rows = try db.rows("""
            SELECT c.id, c.name, c.parent_id, c.template_id,
                   (SELECT count(*) FROM item i WHERE i.collection_id = c.id AND i.kind = 'owned' AND i.deleted_at IS NULL) AS pieces,
                   (SELECT count(*) FROM item i WHERE i.collection_id = c.id AND i.kind = 'wish' AND i.deleted_at IS NULL) AS wishes
            FROM collection c WHERE c.deleted_at IS NULL ORDER BY c.sort_index, c.name
            """)
        var byParent: [String: [Row]] = [:]
        let ids = Set(rows.compactMap { $0["id"].string })
        for r in rows {
            // A collection whose parent is deleted shows at the top level rather than vanish.
            let parent = r["parent_id"].string.flatMap { ids.contains($0) ? $0 : nil } ?? ""
            byParent[parent, default: []].append(r)
        }
        func build(_ parent: String, _ seen: Set<String>) -> [Collection] {
            (byParent[parent] ?? []).compactMap { r in
                guard let id = r["id"].string, !seen.contains(id) else { return nil }
                return Collection(id: id, name: r["name"].string ?? "", templateID: r["template_id"].string ?? "",
                                  pieces: r["pieces"].int ?? 0, wishes: r["wishes"].int ?? 0,
                                  children: build(id, seen.union([id])))
            }
        }
        var tree = build("", [])
        // A cycle is never reached from the top level: its collections are shown there,
        // marked, each with the sub-collections that are not in the cycle.
        let cycles = TreeCycles.find(rows.compactMap { r in r["id"].string.map { ($0, r["parent_id"].string) } })
        let members = Set(cycles.flatMap { $0 })
        for id in cycles.flatMap({ $0 }) {
            guard let r = rows.first(where: { $0["id"].string == id }) else { continue }
            var node = Collection(id: id, name: r["name"].string ?? "", templateID: r["template_id"].string ?? "",
                                  pieces: r["pieces"].int ?? 0, wishes: r["wishes"].int ?? 0,
                                  children: build(id, members))
            node.inCycle = true
            tree.append(node)
        }
        return tree
    }

    /// The names of the collections of each cycle (`TreeCycles`), empty when there is none.
    public static func collectionCycles(_ db: Database) throws -> [[String]] {
        let rows = try db.rows("SELECT id, name, parent_id FROM collection WHERE deleted_at IS NULL")
        let names = Dictionary(rows.compactMap { r in r["id"].string.map { ($0, r["name"].string ?? "") } }, uniquingKeysWith: { a, _ in a })
        return TreeCycles.find(rows.compactMap { r in r["id"].string.map { ($0, r["parent_id"].string) } }).map { $0.map { names[$0] ?? $0 } }
    }
}
