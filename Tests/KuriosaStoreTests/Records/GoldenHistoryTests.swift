import Foundation
import KuriosaCore
@testable import KuriosaStore
import Testing

/// The record JSON form and the history writer against the golden-v1 catalog, made by an
/// independent implementation: a copy is migrated to version 16 in memory, and every record
/// whose history is exactly one create must give that create's paths, values and bytes.
///
/// The golden history was written at schema version 1. Attributes whose columns later
/// migrations added do not appear in it, but after migrating they have values that are not
/// null (isFavorite false, events and reminders [], rotation 0, number from migration 13,
/// purchaseQuantity from migration 11), so a create written today would list them. They are
/// left out of the comparison, all of them, by the version that added them.
@Suite struct GoldenHistoryTests {
    static let addedAfterVersion1: [String: Set<String>] = [
        "item": ["backPhotoID", "isFavorite", "purchaseQuantity", "events", "number", "reminders"],  // v5, v6, v11, v13, v15
        "collection": ["coverPhotoID", "coverPictureID"],  // v7, v12
        "media": ["rotation", "crop"],  // v4
    ]

    static func migratedGolden() throws -> Database {
        let db = try Database(serialized: Fixtures.data("golden-v1/catalog.db"))
        #expect(try CatalogSchema.migrate(db, path: "golden-v1/catalog.db") == 1)
        return db
    }

    /// The record of a history entity, as its v1-era JSON form.
    static func v1Paths(_ db: Database, entity: String, id: String) throws -> [String: JSONValue]? {
        let record: (any HistoryRecord)? = switch entity {
        case "item": try ItemRecord.fetchOne(db, id: id)
        case "collection": try CollectionRecord.fetchOne(db, id: id)
        case "location": try LocationRecord.fetchOne(db, id: id)
        case "tag": try TagRecord.fetchOne(db, id: id)
        case "media": try MediaRecord.fetchOne(db, id: id)
        case "relation": try RelationRecord.fetchOne(db, id: id)
        case "item_set": try ItemSetRecord.fetchOne(db, id: id)
        case "item_code": try ItemCodeRecord.fetchOne(db, id: id)
        default: nil
        }
        guard let record else { return nil }
        let excluded = addedAfterVersion1[entity] ?? []
        return record.historyPaths().filter { !excluded.contains($0.key) }
    }

    /// Golden entries that are the only entry of their record and a create, with a record
    /// type (status events were dropped by migration 11).
    static func singleCreates(_ db: Database) throws -> [HistoryEntry] {
        let all = try HistoryEntry.fetchAll(db)
        let counts = Dictionary(grouping: all, by: \.entityID).mapValues(\.count)
        return all.filter { counts[$0.entityID] == 1 && $0.action == .create && $0.entity != "status_event" }
    }

    @Test func recordsGiveTheirCreateEntrysPathsAndValues() throws {
        let db = try Self.migratedGolden()
        let creates = try Self.singleCreates(db)
        // 6 collections but 1 deleted, 7 places, 5 tags, most pieces and media, 2 relations, 1 set.
        #expect(creates.count >= 30)
        var entities = Set<String>()
        for entry in creates {
            let paths = try #require(try Self.v1Paths(db, entity: entry.entity, id: entry.entityID),
                                     "\(entry.entity) \(entry.entityID) has no record")
            let nonNull = paths.filter { $0.value != .null }
            let golden = try entry.changes()
            #expect(Set(nonNull.keys) == Set(golden.map(\.path)), "\(entry.entity) \(entry.entityID)")
            for change in golden {
                #expect(change.old == .null)
                let mine = nonNull[change.path] ?? .null
                #expect(mine.catalogJSONText == change.new.catalogJSONText, "\(entry.entity) \(entry.entityID) \(change.path)")
            }
            entities.insert(entry.entity)
        }
        #expect(entities == ["item", "collection", "location", "tag", "media", "relation", "item_set"])
    }

    @Test func theWritersCreateTextIsTheGoldenBytes() throws {
        let db = try Self.migratedGolden()
        for golden in try Self.singleCreates(db) {
            let paths = try #require(try Self.v1Paths(db, entity: golden.entity, id: golden.entityID))
            let writer = HistoryWriter(device: nil, occurredAt: golden.occurredAt)
            let written = try writer.create(entity: golden.entity, id: golden.entityID, record: paths, in: db)
            #expect(written.changesText == golden.changesText, "\(golden.entity) \(golden.entityID)")
            let stored = try #require(try HistoryEntry.fetchOne(db, id: written.id))
            #expect(stored.changesText == golden.changesText)
            #expect(stored.batchID == writer.batchID && stored.occurredAt == golden.occurredAt && stored.actor == "local")
        }
    }

    @Test func softDeleteAndUpdateAreTheGoldenBytes() throws {
        let db = try Self.migratedGolden()
        // The place "Garage", deleted on its own at 08:30.
        let garage = try #require(try HistoryEntry.fetchAll(db, entityID: "8fc7aa15-b003-4c59-a51a-0c7f74f1871a").last)
        let deleted = try HistoryWriter(device: nil, occurredAt: garage.occurredAt)
            .delete(entity: "location", id: garage.entityID, in: db)
        #expect(deleted.changesText == garage.changesText)
        #expect(deleted.action == .delete)

        // The Rolex's notes, edited: only the path that differs.
        let rolexID = "0e0daaca-922b-434c-8f4a-d2587e899cf4"
        let edit = try #require(try HistoryEntry.fetchAll(db, entityID: rolexID).first { $0.action == .update })
        var before = try #require(try ItemRecord.fetchOne(db, id: rolexID))
        before.notes = "Box and papers. Bracelet sized for a 17 cm wrist."
        var after = before
        after.notes = "Box, papers and hang tag."
        after.updatedAt = edit.occurredAt
        let written = try #require(try HistoryWriter(device: nil, occurredAt: edit.occurredAt).update(old: before, new: after, in: db))
        #expect(written.changesText == edit.changesText)
    }

    @Test func physicalDeleteIsTheGoldenBytes() throws {
        let db = try Self.migratedGolden()
        // The removed link only the history knows: rebuilt from its create entry.
        let entries = try HistoryEntry.fetchAll(db, entityID: "94e5bc14-d0a4-4191-b412-6df7a5d18b83")
        let create = try #require(entries.first { $0.action == .create })
        let removal = try #require(entries.first { $0.action == .delete })
        var values: [String: String] = [:]
        for change in try create.changes() { if case .string(let s) = change.new { values[change.path] = s } }
        let relation = RelationRecord(id: create.entityID, fromItemID: values["fromItemID"] ?? "", toItemID: values["toItemID"] ?? "",
                                      type: try #require(RelationRecord.RelationType(rawValue: values["type"] ?? "")),
                                      createdAt: create.occurredAt)
        let written = try HistoryWriter(device: nil, occurredAt: removal.occurredAt).deletePhysically(relation, in: db)
        #expect(written.changesText == removal.changesText)
    }

    @Test func migratedRecordsHaveTheLaterAttributes() throws {
        let db = try Self.migratedGolden()
        let rolex = try #require(try ItemRecord.fetchOne(db, id: "0e0daaca-922b-434c-8f4a-d2587e899cf4"))
        let paths = rolex.historyPaths()
        #expect(paths["isFavorite"] == .bool(false))
        #expect(paths["reminders"] == .array([]))
        #expect(paths["number"] != .null)
        #expect(paths["fields.last_service"] == .object(["type": .string("date"), "value": .string("2024-03-02")]))
        #expect(paths["tagIDs"] == .array([.string("2621ba48-b53b-47d1-acdf-18afd9e091b1"), .string("968bc332-e1ec-40c9-9319-dba997a7e0e2")]))
        #expect(paths["id"] == nil && paths["createdAt"] == nil && paths["updatedAt"] == nil)
        // Every record of every table reads without error.
        #expect(try ItemRecord.fetchAll(db).count == 17)
        #expect(try MediaRecord.fetchAll(db).count == 6)
        #expect(try TemplateRow.fetchAll(db).count == 5)
        #expect(try ItemSetRecord.fetchAll(db).count == 2)
        #expect(try HistoryEntry.fetchAll(db).count == 71)
    }
}
