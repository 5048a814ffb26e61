import Foundation
import KuriosaCore

/// What a merge did to the pieces, for people (#29, docs/merge.md#the-report-in-words): every
/// field the two copies held differently and which value the merged catalog kept, and every
/// piece that got another number. The table counts and a renumbered piece named by its UUID
/// said neither that K-0010 was CHF 6,000 in one copy and CHF 6,500 in the other, nor which
/// stayed. Compared on the pieces' history paths (`HistoryRecord.historyPaths`), before and
/// after; the merge itself is `CatalogMerge`'s.
public enum MergeComparison {
    public enum Side: String, Sendable {
        case here, other, neither
    }

    public struct Disagreement: Sendable, Equatable {
        public let itemID: String
        /// The piece's number and title after the merge.
        public let number: Int?
        public let title: String
        public let path: String
        public let here: JSONValue
        public let other: JSONValue
        public let kept: Side
    }

    public struct Renumbering: Sendable, Equatable {
        public let itemID: String
        public let title: String
        public let from: Int
        public let to: Int
    }

    /// The pieces of a catalog by ID.
    public static func pieces(_ db: Database) throws -> [String: ItemRecord] {
        Dictionary(try ItemRecord.fetchAll(db).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Fields of pieces both copies hold that differ between them, by number, then path.
    public static func disagreements(here: [String: ItemRecord], other: [String: ItemRecord],
                                     merged: [String: ItemRecord]) -> [Disagreement] {
        var out: [Disagreement] = []
        for (id, mine) in here {
            guard let theirs = other[id], let result = merged[id] else { continue }
            let a = mine.historyPaths(), b = theirs.historyPaths(), c = result.historyPaths()
            for path in Set(a.keys).union(b.keys) where path != "number" {
                let x = a[path] ?? .null, y = b[path] ?? .null
                guard x != y else { continue }
                let z = c[path] ?? .null
                out.append(Disagreement(itemID: id, number: result.number, title: result.title, path: path, here: x, other: y,
                                        kept: z == x ? .here : z == y ? .other : .neither))
            }
        }
        return out.sorted { ($0.number ?? Int.max, $0.title, $0.path) < ($1.number ?? Int.max, $1.title, $1.path) }
    }

    /// Pieces whose number after the merge is not the one their copy gave them.
    public static func renumbered(here: [String: ItemRecord], other: [String: ItemRecord],
                                  merged: [String: ItemRecord]) -> [Renumbering] {
        merged.values.compactMap { piece -> Renumbering? in
            guard let to = piece.number, let from = (here[piece.id] ?? other[piece.id])?.number, from != to else { return nil }
            return Renumbering(itemID: piece.id, title: piece.title, from: from, to: to)
        }.sorted { $0.to < $1.to }
    }
}
