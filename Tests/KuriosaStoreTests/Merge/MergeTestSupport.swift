import Foundation
import KuriosaCore
@testable import KuriosaStore

/// Catalog copies for the merge tests: the golden v1 catalog migrated to 16 as the common
/// ancestor, copies of it, merges of copies, and the canonical dump they are compared by.
enum MergeFixtures {
    /// The ancestor's bytes (migrated once).
    static let ancestorBytes: Data = {
        do {
            let db = try Database(serialized: try Fixtures.data("golden-v1/catalog.db"))
            try CatalogSchema.migrate(db, path: "golden-v1")
            return try db.serialize()
        } catch {
            return Data()
        }
    }()

    static func ancestor() throws -> Database { try Database(serialized: ancestorBytes) }

    static func copy(_ db: Database) throws -> Database { try Database(serialized: try db.serialize()) }

    /// merge(x, y) as a new database: a copy of `x` with `y` merged into it.
    static func merged(_ x: Database, _ y: Database) throws -> (Database, MergeReport) {
        let out = try copy(x)
        let report = try CatalogMerge.merge(into: out, from: try copy(y))
        return (out, report)
    }

    static func dump(_ db: Database) throws -> String { try CatalogDump.canonical(db) }

    /// The history form of a record, read through the record types (so the merge's own
    /// path mapping is checked against `historyPaths()`).
    static func paths(_ db: Database, entity: String, id: String) throws -> [String: JSONValue]? {
        switch entity {
        case "item": try ItemRecord.fetchOne(db, id: id)?.historyPaths()
        case "collection": try CollectionRecord.fetchOne(db, id: id)?.historyPaths()
        case "location": try LocationRecord.fetchOne(db, id: id)?.historyPaths()
        case "tag": try TagRecord.fetchOne(db, id: id)?.historyPaths()
        case "media": try MediaRecord.fetchOne(db, id: id)?.historyPaths()
        case "relation": try RelationRecord.fetchOne(db, id: id)?.historyPaths()
        case "item_set": try ItemSetRecord.fetchOne(db, id: id)?.historyPaths()
        case "item_code": try ItemCodeRecord.fetchOne(db, id: id)?.historyPaths()
        default: nil
        }
    }
}

/// A deterministic random number generator (SplitMix64), so every run makes the same histories.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
