import Foundation

/// The preview of a link on a piece (`link_preview`, version 16): title, site name and
/// picture. Not recorded in the history, never undone, never exported.
public struct LinkPreviewRow: Sendable, Hashable {
    public var id: String
    public var itemID: String
    /// The link exactly as stored in the piece's field.
    public var url: String
    public var title: String?
    public var siteName: String?
    /// A JPEG without metadata, at most 800 px on its long side.
    public var picture: Data?
    public var pictureWidth: Int?
    public var pictureHeight: Int?
    public var loadedAt: String

    public init(id: String, itemID: String, url: String, title: String? = nil, siteName: String? = nil,
                picture: Data? = nil, pictureWidth: Int? = nil, pictureHeight: Int? = nil, loadedAt: String) {
        self.id = id; self.itemID = itemID; self.url = url; self.title = title; self.siteName = siteName
        self.picture = picture; self.pictureWidth = pictureWidth; self.pictureHeight = pictureHeight
        self.loadedAt = loadedAt
    }
}

extension LinkPreviewRow {
    static let columns = "id, item_id, url, title, site_name, picture, picture_width, picture_height, loaded_at"

    init(row: Row) throws {
        let r = RecordRow(row, table: "link_preview")
        self.init(id: try r.text("id"), itemID: try r.text("item_id"), url: try r.text("url"),
                  title: try r.optionalText("title"), siteName: try r.optionalText("site_name"),
                  picture: try r.optionalBlob("picture"), pictureWidth: try r.optionalInt("picture_width"),
                  pictureHeight: try r.optionalInt("picture_height"), loadedAt: try r.text("loaded_at"))
    }

    var columnValues: [DatabaseValueConvertible] {
        [id, itemID, url, title, siteName, picture, pictureWidth, pictureHeight, loadedAt]
    }

    public static func fetchOne(_ db: Database, itemID: String, url: String) throws -> LinkPreviewRow? {
        try db.row("SELECT \(columns) FROM link_preview WHERE item_id = ? AND url = ?", [itemID, url]).map(LinkPreviewRow.init(row:))
    }

    /// Every row, or those of one piece, ordered by piece and address.
    public static func fetchAll(_ db: Database, itemID: String? = nil) throws -> [LinkPreviewRow] {
        let rows = if let itemID {
            try db.rows("SELECT \(columns) FROM link_preview WHERE item_id = ? ORDER BY url", [itemID])
        } else {
            try db.rows("SELECT \(columns) FROM link_preview ORDER BY item_id, url")
        }
        return try rows.map(LinkPreviewRow.init(row:))
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "link_preview", columns: Self.columns, values: columnValues)
    }

    /// Stores a newly loaded preview in place of the piece's row for the same link (the new
    /// row has its own id, as the schema says).
    public func replace(_ db: Database) throws {
        try db.execute("DELETE FROM link_preview WHERE item_id = ? AND url = ?", [itemID, url])
        try insert(db)
    }

    /// Deletes this row (by its id): a link the piece no longer has.
    public func delete(_ db: Database) throws {
        try db.execute("DELETE FROM link_preview WHERE id = ?", [id])
    }

    /// Deletes the rows of links the piece no longer has.
    public static func deleteAll(_ db: Database, itemID: String, keeping urls: Set<String>) throws {
        for row in try fetchAll(db, itemID: itemID) where !urls.contains(row.url) {
            try row.delete(db)
        }
    }

    /// Deletes every row: what turning the switch off does.
    /// - Returns: the number of rows deleted.
    @discardableResult
    public static func deleteAll(_ db: Database) throws -> Int {
        try db.execute("DELETE FROM link_preview")
        return db.changes
    }
}
