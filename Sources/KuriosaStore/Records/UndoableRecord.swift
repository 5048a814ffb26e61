import Foundation
import KuriosaCore

/// A record whose history entries can be undone: it reads a path of its JSON form back
/// into its columns, and says how it is removed (soft, with `deleted_at`, or physically,
/// with its content kept in the history). One conformance per history entity.
protocol UndoableRecord: HistoryRecord {
    /// Whether the table has `deleted_at` (items, collections, places, media, sets); the
    /// others (relations, codes, tags) are removed physically.
    static var isSoftDeleted: Bool { get }
    static func fetchOne(_ db: Database, id: String) throws -> Self?
    /// A physically removed record made again from the content its history kept.
    static func recreate(id: String, paths: [String: JSONValue], createdAt: String) throws -> Self
    /// Sets one path to a recorded value.
    /// - Throws: `RecordError` naming the path when the record has no such path or the value
    ///   does not fit it.
    mutating func setHistoryPath(_ path: String, to value: JSONValue) throws
    /// Marks the record changed (`updated_at`, where the table has it).
    mutating func touch(at time: String)
    func insert(_ db: Database) throws
    func update(_ db: Database) throws
    /// Removes the row: only for records removed physically (relations, codes, tags).
    func delete(_ db: Database) throws
}

extension UndoableRecord {
    static func unknownPath(_ path: String, id: String) -> RecordError {
        RecordError(table: entity, id: id, column: path, problem: "the catalog (schema version 16) has no such path")
    }

    /// A soft-deleted table's `deleted_at` of one row: nil when the row is not there,
    /// `.some(nil)` when it is live. One column, where `fetchOne` decodes the whole row.
    static func deletedAt(_ db: Database, id: String) throws -> String?? {
        guard isSoftDeleted, let row = try db.row("SELECT deleted_at FROM \(entity) WHERE id = ?", [id]) else { return nil }
        return .some(row["deleted_at"].string)
    }

    static func notRecreatable(id: String) -> RecordError {
        RecordError(table: entity, id: id, problem: "is removed softly (deleted_at), never physically, so it is not made again from its history")
    }

    func value(_ path: String, _ value: JSONValue) -> HistoryPathValue {
        HistoryPathValue(table: Self.entity, id: id, path: path, value: value)
    }

    mutating func touch(at time: String) {}

    func delete(_ db: Database) throws {
        // Soft-deleted records are never removed physically by undo ("Delete for good" of
        // media writes no history and is not the undo's to do).
        if Self.isSoftDeleted { throw Self.notRecreatable(id: id) }
        try db.execute("DELETE FROM \(Self.entity) WHERE id = ?", [id])
    }

    static func recreate(id: String, paths: [String: JSONValue], createdAt: String) throws -> Self {
        throw notRecreatable(id: id)
    }
}

/// The record types by `history.entity`.
enum UndoableRecords {
    static let types: [String: any UndoableRecord.Type] = [
        ItemRecord.entity: ItemRecord.self, CollectionRecord.entity: CollectionRecord.self,
        LocationRecord.entity: LocationRecord.self, MediaRecord.entity: MediaRecord.self,
        ItemSetRecord.entity: ItemSetRecord.self, RelationRecord.entity: RelationRecord.self,
        ItemCodeRecord.entity: ItemCodeRecord.self, TagRecord.entity: TagRecord.self,
    ]
}

extension CollectionRecord: UndoableRecord {
    static let isSoftDeleted = true
    mutating func touch(at time: String) { updatedAt = time }

    mutating func setHistoryPath(_ path: String, to v: JSONValue) throws {
        switch path {
        case "name": name = try value(path, v).text()
        case "parentID": parentID = try value(path, v).optionalText()
        case "templateID": templateID = try value(path, v).text()
        case "sortIndex": sortIndex = try value(path, v).optionalInt() ?? 0
        case "deletedAt": deletedAt = try value(path, v).optionalText()
        case "coverPhotoID": coverPhotoID = try value(path, v).optionalText()
        case "coverPictureID": coverPictureID = try value(path, v).optionalText()
        default: throw Self.unknownPath(path, id: id)
        }
    }
}

extension LocationRecord: UndoableRecord {
    static let isSoftDeleted = true
    mutating func touch(at time: String) { updatedAt = time }

    mutating func setHistoryPath(_ path: String, to v: JSONValue) throws {
        switch path {
        case "name": name = try value(path, v).text()
        case "parentID": parentID = try value(path, v).optionalText()
        case "sortIndex": sortIndex = try value(path, v).optionalInt() ?? 0
        case "deletedAt": deletedAt = try value(path, v).optionalText()
        default: throw Self.unknownPath(path, id: id)
        }
    }
}

extension ItemSetRecord: UndoableRecord {
    static let isSoftDeleted = true
    mutating func touch(at time: String) { updatedAt = time }

    mutating func setHistoryPath(_ path: String, to v: JSONValue) throws {
        switch path {
        case "name": name = try value(path, v).text()
        case "notes": notes = try value(path, v).optionalText()
        case "deletedAt": deletedAt = try value(path, v).optionalText()
        case "itemIDs": itemIDs = try value(path, v).ids()
        default: throw Self.unknownPath(path, id: id)
        }
    }
}

extension RelationRecord: UndoableRecord {
    static let isSoftDeleted = false

    static func recreate(id: String, paths: [String: JSONValue], createdAt: String) throws -> RelationRecord {
        var r = RelationRecord(id: id, fromItemID: "", toItemID: "", type: .linked, createdAt: createdAt)
        for path in ["fromItemID", "toItemID", "type"] { try r.setHistoryPath(path, to: paths[path] ?? .null) }
        return r
    }

    mutating func setHistoryPath(_ path: String, to v: JSONValue) throws {
        switch path {
        case "fromItemID": fromItemID = try value(path, v).text()
        case "toItemID": toItemID = try value(path, v).text()
        case "type": type = try value(path, v).enumeration(RelationType.self)
        default: throw Self.unknownPath(path, id: id)
        }
    }
}

extension ItemCodeRecord: UndoableRecord {
    static let isSoftDeleted = false

    static func recreate(id: String, paths: [String: JSONValue], createdAt: String) throws -> ItemCodeRecord {
        var r = ItemCodeRecord(id: id, itemID: "", payload: "", createdAt: createdAt)
        for path in ["itemID", "payload"] { try r.setHistoryPath(path, to: paths[path] ?? .null) }
        return r
    }

    mutating func setHistoryPath(_ path: String, to v: JSONValue) throws {
        switch path {
        case "itemID": itemID = try value(path, v).text()
        case "payload": payload = try value(path, v).text()
        default: throw Self.unknownPath(path, id: id)
        }
    }
}

extension TagRecord: UndoableRecord {
    static let isSoftDeleted = false

    static func recreate(id: String, paths: [String: JSONValue], createdAt: String) throws -> TagRecord {
        var r = TagRecord(id: id, name: "")
        try r.setHistoryPath("name", to: paths["name"] ?? .null)
        return r
    }

    mutating func setHistoryPath(_ path: String, to v: JSONValue) throws {
        guard path == "name" else { throw Self.unknownPath(path, id: id) }
        name = try value(path, v).text()
    }
}
