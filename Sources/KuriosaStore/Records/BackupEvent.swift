import Foundation

/// One backup or restore with its result (`backup_event`, version 10). Entries are only ever
/// added, so there is no update.
public struct BackupEvent: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case backup, automaticBackup = "automatic_backup", restore, undoRestore = "undo_restore"
    }

    public var id: String
    public var occurredAt: String
    public var kind: Kind
    public var fileName: String?
    /// The name a person knows ("iCloud Drive › Kuriosa"), not a path.
    public var folder: String?
    public var itemCount: Int?
    public var photoCount: Int?
    public var byteCount: Int64?
    public var succeeded: Bool
    public var reason: String?

    public init(id: String, occurredAt: String, kind: Kind, fileName: String? = nil, folder: String? = nil,
                itemCount: Int? = nil, photoCount: Int? = nil, byteCount: Int64? = nil,
                succeeded: Bool, reason: String? = nil) {
        self.id = id; self.occurredAt = occurredAt; self.kind = kind; self.fileName = fileName
        self.folder = folder; self.itemCount = itemCount; self.photoCount = photoCount
        self.byteCount = byteCount; self.succeeded = succeeded; self.reason = reason
    }
}

extension BackupEvent {
    static let columns = "id, occurred_at, kind, file_name, folder, item_count, photo_count, byte_count, succeeded, reason"

    init(row: Row) throws {
        let r = RecordRow(row, table: "backup_event")
        self.init(id: try r.text("id"), occurredAt: try r.text("occurred_at"), kind: try r.enumeration("kind", Kind.self),
                  fileName: try r.optionalText("file_name"), folder: try r.optionalText("folder"),
                  itemCount: try r.optionalInt("item_count"), photoCount: try r.optionalInt("photo_count"),
                  byteCount: try r.optionalInt64("byte_count"), succeeded: try r.flag("succeeded"),
                  reason: try r.optionalText("reason"))
    }

    var columnValues: [DatabaseValueConvertible] {
        [id, occurredAt, kind.rawValue, fileName, folder, itemCount, photoCount, byteCount, succeeded, reason]
    }

    public static func fetchOne(_ db: Database, id: String) throws -> BackupEvent? {
        try db.row("SELECT \(columns) FROM backup_event WHERE id = ?", [id]).map(BackupEvent.init(row:))
    }

    /// Every entry, oldest first.
    public static func fetchAll(_ db: Database) throws -> [BackupEvent] {
        try db.rows("SELECT \(columns) FROM backup_event ORDER BY occurred_at, rowid").map(BackupEvent.init(row:))
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "backup_event", columns: Self.columns, values: columnValues)
    }
}
