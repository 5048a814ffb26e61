import Foundation
import KuriosaStore

/// The numbers `info` shows, read with plain SQL so that they work on any catalog that
/// migrated to the current schema.
struct LibrarySummary {
    struct CollectionNode {
        let id: String
        let name: String
        let templateID: String
        let pieces: Int
        let wishes: Int
        var children: [CollectionNode]

        var json: [String: Any] {
            ["id": id, "name": name, "templateID": templateID, "pieces": pieces, "wishes": wishes, "children": children.map(\.json)]
        }
    }

    var counts: [String: Int] = [:]
    var collections: [CollectionNode] = []
    var linkPreviews: (on: Bool, changedAt: String)?

    static func read(_ db: Database) throws -> LibrarySummary {
        var s = LibrarySummary()
        func count(_ sql: String) throws -> Int { try db.scalar(sql).int ?? 0 }
        s.counts = [
            "pieces": try count("SELECT count(*) FROM item WHERE kind = 'owned' AND deleted_at IS NULL"),
            "wishes": try count("SELECT count(*) FROM item WHERE kind = 'wish' AND deleted_at IS NULL"),
            "deletedPieces": try count("SELECT count(*) FROM item WHERE deleted_at IS NOT NULL"),
            "collections": try count("SELECT count(*) FROM collection WHERE deleted_at IS NULL"),
            "photos": try count("SELECT count(*) FROM media m JOIN item i ON i.id = m.item_id WHERE m.kind = 'photo' AND m.deleted_at IS NULL AND i.deleted_at IS NULL"),
            "documents": try count("SELECT count(*) FROM media m JOIN item i ON i.id = m.item_id WHERE m.kind = 'document' AND m.deleted_at IS NULL AND i.deleted_at IS NULL"),
            "places": try count("SELECT count(*) FROM location WHERE deleted_at IS NULL"),
            "tags": try count("SELECT count(*) FROM tag"),
            "sets": try count("SELECT count(*) FROM item_set WHERE deleted_at IS NULL"),
            "historyEntries": try count("SELECT count(*) FROM history"),
            "linkPreviews": try count("SELECT count(*) FROM link_preview"),
            "templates": try count("SELECT count(*) FROM template"),
        ]
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
        func build(_ parent: String, _ seen: Set<String>) -> [CollectionNode] {
            (byParent[parent] ?? []).compactMap { r in
                guard let id = r["id"].string, !seen.contains(id) else { return nil }
                return CollectionNode(id: id, name: r["name"].string ?? "", templateID: r["template_id"].string ?? "",
                                      pieces: r["pieces"].int ?? 0, wishes: r["wishes"].int ?? 0,
                                      children: build(id, seen.union([id])))
            }
        }
        s.collections = build("", [])
        if let value = try db.scalar("SELECT value FROM library_meta WHERE key = 'link_previews'").string {
            let parts = value.split(separator: " ")
            if parts.count == 2 { s.linkPreviews = (parts[1] == "on", String(parts[0])) }
        }
        return s
    }
}
