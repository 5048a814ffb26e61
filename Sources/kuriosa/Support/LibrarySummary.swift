import Foundation
import KuriosaStore

/// The numbers `info` shows (`CatalogSummary`), in the shape its JSON and text take.
struct LibrarySummary {
    /// A collection with its sub-collections; `--json` writes `inCycle` only when true.
    struct CollectionNode: Encodable {
        let id: String
        let name: String
        let templateID: String
        let pieces: Int
        let wishes: Int
        var children: [CollectionNode]
        var inCycle = false

        enum CodingKeys: CodingKey { case id, name, templateID, pieces, wishes, children, inCycle }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(name, forKey: .name)
            try c.encode(templateID, forKey: .templateID)
            try c.encode(pieces, forKey: .pieces)
            try c.encode(wishes, forKey: .wishes)
            try c.encode(children, forKey: .children)
            if inCycle { try c.encode(true, forKey: .inCycle) }
        }
    }

    var counts: [String: Int] = [:]
    var collections: [CollectionNode] = []
    var linkPreviews: (on: Bool, changedAt: String)?
    /// The names of the collections of each cycle (docs/store.md#a-cycle-of-collections-or-places).
    var cycles: [[String]] = []

    static func read(_ db: Database) throws -> LibrarySummary {
        let summary = try CatalogSummary.read(db)
        var s = LibrarySummary()
        let c = summary.counts
        s.counts = [
            "pieces": c.pieces, "wishes": c.wishes, "deletedPieces": c.deletedPieces, "collections": c.collections,
            "photos": c.photos, "documents": c.documents, "places": c.places, "tags": c.tags, "sets": c.sets,
            "historyEntries": c.historyEntries, "linkPreviews": c.linkPreviews, "templates": c.templates,
        ]
        func node(_ c: CatalogSummary.Collection) -> CollectionNode {
            CollectionNode(id: c.id, name: c.name, templateID: c.templateID, pieces: c.pieces, wishes: c.wishes,
                           children: c.children.map(node), inCycle: c.inCycle)
        }
        s.collections = summary.collections.map(node)
        s.linkPreviews = summary.linkPreviews.map { ($0.isOn, $0.changedAt) }
        s.cycles = try CatalogSummary.collectionCycles(db)
        return s
    }
}
