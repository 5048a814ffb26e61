import Foundation
import KuriosaCore

/// A collection (`collection`, schema version 16): nested by `parentID`, each with its own
/// template, ordered among its siblings by `sortIndex`.
public struct CollectionRecord: Sendable, Hashable {
    public var id: String
    public var name: String
    public var parentID: String?
    public var templateID: String
    public var sortIndex: Int
    public var createdAt: String
    public var updatedAt: String
    public var deletedAt: String?
    /// Version 7 (`cover_media_id`): a piece's photo chosen for the card.
    public var coverPhotoID: String?
    /// Version 12: a picture of the person's own, a media file without a `media` row.
    public var coverPictureID: String?

    public init(id: String, name: String, parentID: String? = nil, templateID: String, sortIndex: Int = 0,
                createdAt: String, updatedAt: String, deletedAt: String? = nil,
                coverPhotoID: String? = nil, coverPictureID: String? = nil) {
        self.id = id; self.name = name; self.parentID = parentID; self.templateID = templateID
        self.sortIndex = sortIndex; self.createdAt = createdAt; self.updatedAt = updatedAt
        self.deletedAt = deletedAt; self.coverPhotoID = coverPhotoID; self.coverPictureID = coverPictureID
    }
}

extension CollectionRecord: HistoryRecord {
    public static let entity = "collection"

    public func historyPaths() -> [String: JSONValue] {
        [
            "name": .string(name),
            "parentID": HistoryValue.text(parentID),
            "templateID": .string(templateID),
            "sortIndex": HistoryValue.int(sortIndex),
            "deletedAt": HistoryValue.text(deletedAt),
            "coverPhotoID": HistoryValue.text(coverPhotoID),
            "coverPictureID": HistoryValue.text(coverPictureID),
        ]
    }
}

extension CollectionRecord {
    static let columns = "id, name, parent_id, template_id, sort_index, created_at, updated_at, deleted_at, cover_media_id, cover_picture_id"

    init(row: Row) throws {
        let r = RecordRow(row, table: "collection")
        self.init(id: try r.text("id"), name: try r.text("name"), parentID: try r.optionalText("parent_id"),
                  templateID: try r.text("template_id"), sortIndex: try r.int("sort_index"),
                  createdAt: try r.text("created_at"), updatedAt: try r.text("updated_at"),
                  deletedAt: try r.optionalText("deleted_at"), coverPhotoID: try r.optionalText("cover_media_id"),
                  coverPictureID: try r.optionalText("cover_picture_id"))
    }

    var columnValues: [DatabaseValueConvertible] {
        [id, name, parentID, templateID, sortIndex, createdAt, updatedAt, deletedAt, coverPhotoID, coverPictureID]
    }

    public static func fetchOne(_ db: Database, id: String) throws -> CollectionRecord? {
        try db.row("SELECT \(columns) FROM collection WHERE id = ?", [id]).map(CollectionRecord.init(row:))
    }

    /// Every collection in the order the Collections tab uses: sort index, then name.
    public static func fetchAll(_ db: Database, includingDeleted: Bool = true) throws -> [CollectionRecord] {
        try db.rows("SELECT \(columns) FROM collection \(includingDeleted ? "" : "WHERE deleted_at IS NULL ")ORDER BY sort_index, name, id")
            .map(CollectionRecord.init(row:))
    }

    /// The direct children of a collection, or the top level for nil.
    public static func fetchChildren(_ db: Database, parentID: String?, includingDeleted: Bool = false) throws -> [CollectionRecord] {
        let deleted = includingDeleted ? "" : " AND deleted_at IS NULL"
        return try db.rows("SELECT \(columns) FROM collection WHERE parent_id IS ?\(deleted) ORDER BY sort_index, name, id", [parentID])
            .map(CollectionRecord.init(row:))
    }

    /// How many collections other than `collectionID` use this template and are not deleted.
    public static func countUsing(templateID: String, except collectionID: String, _ db: Database) throws -> Int {
        try db.scalar("SELECT count(*) FROM collection WHERE template_id = ? AND id <> ? AND deleted_at IS NULL",
                      [templateID, collectionID]).int ?? 0
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "collection", columns: Self.columns, values: columnValues)
    }

    /// - Throws: `RecordError` when no collection has this id.
    public func update(_ db: Database) throws {
        try RecordSQL.update(db, table: "collection", columns: Self.columns, values: columnValues, id: id)
    }
}
