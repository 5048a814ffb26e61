import Foundation
import KuriosaCore
@_spi(Fixtures) @testable import KuriosaStore
import Testing

/// Undo of every history batch of the golden libraries, whose history an independent
/// implementation wrote: each batch is either undone — the catalog keeps every convention,
/// every entry of the batch (but numbers) has its undo entry, and undoing
/// the undo gives the records back — or refused with the reason, leaving the catalog as it was.
@Suite struct UndoGoldenTests {
    static let now = "2026-12-01T12:00:00.000Z"

    static func migrated(_ name: String) throws -> Database {
        let db = try Database(serialized: Fixtures.data("\(name)/catalog.db"))
        _ = try CatalogSchema.migrate(db, path: name)
        return db
    }

    /// Every live and deleted record's JSON form, keyed by entity and id (numbers left out:
    /// a piece that comes back without one keeps the number it gets).
    static func records(_ db: Database) throws -> [String: [String: JSONValue]] {
        var out: [String: [String: JSONValue]] = [:]
        func add(_ r: some HistoryRecord) {
            var p = r.historyPaths()
            p.removeValue(forKey: "number")
            out["\(type(of: r).entity) \(r.id)"] = p
        }
        try ItemRecord.fetchAll(db).forEach(add)
        try CollectionRecord.fetchAll(db).forEach(add)
        try LocationRecord.fetchAll(db).forEach(add)
        try MediaRecord.fetchAll(db).forEach(add)
        try ItemSetRecord.fetchAll(db).forEach(add)
        try RelationRecord.fetchAll(db).forEach(add)
        try ItemCodeRecord.fetchAll(db).forEach(add)
        try TagRecord.fetchAll(db).forEach(add)
        return out
    }

    struct Golden: Sendable, CustomTestStringConvertible {
        let name: String
        let undone: Int
        let refused: Int
        var testDescription: String { name }
    }

    @Test(arguments: [Golden(name: "golden-v1", undone: 22, refused: 36), Golden(name: "golden-v10", undone: 18, refused: 21)])
    func everyBatchIsUndoneOrRefused(golden: Golden) throws {
        let batches = try HistoryLog.read(Self.migrated(golden.name)).batches
        var undone = 0, refused = 0
        for batch in batches {
            let db = try Self.migrated(golden.name)
            let before = try CatalogDump.canonical(db)
            let records = try Self.records(db)
            do {
                let report = try CatalogUndo.undo(db, batchID: batch.id, device: nil, now: Self.now)
                undone += 1
                let findings = try CatalogCheck.run(db)
                #expect(findings.isEmpty, "\(batch.id): \(findings)")
                let newBatch = try #require(report.newBatchID)
                let newEntries = try HistoryEntry.fetchAll(db, batchID: newBatch)
                let ids = Set(batch.entries.map(\.id))
                #expect(newEntries.allSatisfy { $0.undoesID.map(ids.contains) == true }, "\(batch.id)")
                for e in batch.entries where e.entity != "status_event" {
                    if try e.changes().allSatisfy({ $0.path == "number" }) { continue }
                    #expect(newEntries.contains { $0.undoesID == e.id }, "entry \(e.id) of \(batch.id) has no undo entry")
                }
                // Undoing the undo (the newest local batch now) is the redo.
                let redo = try CatalogUndo.undo(db, device: nil, now: "2026-12-01T12:00:01.000Z")
                #expect(redo.batchID == report.newBatchID)
                #expect(try CatalogCheck.run(db).isEmpty)
                var after = try Self.records(db), expected = records
                // The undo's own time is the new deleted_at of what the redo deletes again.
                for (key, paths) in after where paths["deletedAt"] != expected[key]?["deletedAt"] {
                    #expect(paths["deletedAt"] == .string("2026-12-01T12:00:01.000Z"), "\(key)")
                    after[key]?["deletedAt"] = nil
                    expected[key]?["deletedAt"] = nil
                }
                #expect(after == expected, "\(batch.id): the redo gives the records back")
            } catch let error as UndoError {
                refused += 1
                #expect([.laterChanges, .alreadyUndone, .notUndoable].contains(error.reason), "\(error)")
                #expect(error.description.contains(batch.id))
                #expect(try CatalogDump.canonical(db) == before, "a refusal changes nothing")
            }
        }
        #expect(undone == golden.undone && refused == golden.refused, "\(undone) undone, \(refused) refused")
    }

    @Test func theGoldenUndoIsRedoneAndItsUndoneBatchIsNotUndoneTwice() throws {
        let db = try Self.migrated("golden-v1")
        let log = try HistoryLog.read(db)
        #expect(log.batch("0a5a7252-4f83-4fd6-a906-b3adb6dfd664")?.undoneByBatchID == "c1ffd62b-be72-484f-a316-4b5d3a2ccb73")
        #expect(throws: UndoError.self) { try CatalogUndo.undo(db, batchID: "0a5a7252-4f83-4fd6-a906-b3adb6dfd664", device: nil) }
        do {
            _ = try CatalogUndo.undo(db, batchID: "0a5a7252-4f83-4fd6-a906-b3adb6dfd664", device: nil)
        } catch let error as UndoError {
            #expect(error.reason == .alreadyUndone && error.description.contains("c1ffd62b-be72-484f-a316-4b5d3a2ccb73"))
        }
        _ = try CatalogUndo.undo(db, batchID: "c1ffd62b-be72-484f-a316-4b5d3a2ccb73", device: nil)
        #expect(try ItemRecord.fetchOne(db, id: "0e0daaca-922b-434c-8f4a-d2587e899cf4")?.notes == "Box, papers and hang tag.")
    }

    @Test func aRemovedLinkComesBackFromTheHistory() throws {
        let db = try Self.migrated("golden-v1")
        let id = try #require(try HistoryLog.read(db).batch("b130f75d-374b-4980-a477-28ab83d05b0d")?.entries.first?.entityID)
        #expect(try RelationRecord.fetchOne(db, id: id) == nil)
        let report = try CatalogUndo.undo(db, batchID: "b130f75d-374b-4980-a477-28ab83d05b0d", device: "d", now: Self.now)
        let link = try #require(try RelationRecord.fetchOne(db, id: id))
        #expect(link.fromItemID == "d0d5d47e-17aa-452f-9f5e-fb878428d912" && link.toItemID == "4729c1cc-760b-442b-8091-1182ddfd489e")
        #expect(link.createdAt == "2026-09-21T16:02:20.000Z", "the time of its create entry")
        let newBatch = try #require(report.newBatchID)
        let entry = try #require(try HistoryEntry.fetchAll(db, batchID: newBatch).first)
        #expect(entry.action == .create && entry.device == "d" && entry.actor == "local")
    }

    @Test func mediaDeletedForGoodIsRefusedNamingThePiece() throws {
        let db = try Self.migrated("golden-v1")
        // "Delete for good": the row goes without history, its id noted as removed.
        try db.execute("UPDATE item SET primary_photo_id = NULL WHERE primary_photo_id = 'e1315164-891f-42a7-8498-18916467f9fa'")
        try db.execute("DELETE FROM media WHERE id = 'e1315164-891f-42a7-8498-18916467f9fa'")
        try LibraryMeta.noteRemoved(db, id: "e1315164-891f-42a7-8498-18916467f9fa", at: Self.now)
        let before = try CatalogDump.canonical(db)
        do {
            _ = try CatalogUndo.undo(db, batchID: "f500dfec-7df2-46e9-afad-9f7f744b2ee1", device: nil)
            Issue.record("undone")
        } catch let error as UndoError {
            #expect(error.reason == .deletedForGood)
            #expect(error.description.contains("K-0003") && error.description.contains("deleted for good"), "\(error)")
        }
        #expect(try CatalogDump.canonical(db) == before)
    }

    @Test func aPathTheSchemaDroppedIsNotUndone() throws {
        let db = try Self.migrated("golden-v10")
        do {
            _ = try CatalogUndo.undo(db, batchID: "aa56945a-c288-4e00-b30b-366f80d17615", device: nil)
            Issue.record("undone")
        } catch let error as UndoError {
            #expect(error.reason == .notUndoable && error.description.contains("uses"), "\(error)")
        }
    }

    @Test func aBatchWithAStatusEventIsNotUndone() throws {
        let db = try Self.migrated("golden-v1")
        do {
            _ = try CatalogUndo.undo(db, batchID: "6a425bb8-544d-4d6d-ab6e-05c843dd457a", device: nil)
            Issue.record("undone")
        } catch let error as UndoError {
            #expect(error.reason == .notUndoable && error.description.contains("status event of K-0004"), "\(error)")
        }
    }

    @Test func aRestoredPieceWithoutANumberGetsTheNext() throws {
        let db = try Self.migrated("golden-v1")
        let batch = try #require(try HistoryLog.read(db).batch("44f30280-acca-475f-8723-43a88db77eac"))
        let id = batch.entries[0].entityID
        #expect(try ItemRecord.fetchOne(db, id: id)?.number == nil)
        let next = try #require(try LibraryMeta.fetch(db).nextItemNumber())
        let report = try CatalogUndo.undo(db, batchID: batch.id, device: nil, now: Self.now)
        #expect(try ItemRecord.fetchOne(db, id: id)?.number == next)
        #expect(report.numbered == [ItemNumber.display(next)])
        // Undone again (deleted), the piece keeps its number; it is never given twice.
        _ = try CatalogUndo.undo(db, device: nil)
        #expect(try ItemRecord.fetchOne(db, id: id)?.number == next)
        #expect(try ItemNumbers.assignNext(db) == next + 1)
    }
}
