import Foundation
import KuriosaCore

/// A photo or document of a piece (`media`, schema version 16), with its cut-out and the
/// edits applied when it is drawn (version 4).
public struct MediaRecord: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable { case photo, document }

    /// The part of the rotated photo that is shown, in shares (0…1) from its top-left corner.
    public struct Crop: Sendable, Hashable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }

        /// `{"x", "y", "width", "height"}` as the history records it.
        public var json: JSONValue {
            .object(["x": .double(x), "y": .double(y), "width": .double(width), "height": .double(height)])
        }
    }

    public var id: String
    public var itemID: String
    public var kind: Kind
    public var contentType: String
    public var filename: String?
    /// Size of the plaintext original file.
    public var byteCount: Int64
    public var width: Int?
    public var height: Int?
    public var sortIndex: Int
    public var caption: String?
    public var cutoutContentType: String?
    public var cutoutWidth: Int?
    public var cutoutHeight: Int?
    public var showsCutout: Bool
    public var createdAt: String
    public var deletedAt: String?
    /// Clockwise degrees: 0, 90, 180 or 270.
    public var rotation: Int
    /// nil shows the whole photo.
    public var crop: Crop?

    public init(id: String, itemID: String, kind: Kind, contentType: String, filename: String? = nil,
                byteCount: Int64, width: Int? = nil, height: Int? = nil, sortIndex: Int = 0,
                caption: String? = nil, cutoutContentType: String? = nil, cutoutWidth: Int? = nil,
                cutoutHeight: Int? = nil, showsCutout: Bool = false, createdAt: String,
                deletedAt: String? = nil, rotation: Int = 0, crop: Crop? = nil) {
        self.id = id; self.itemID = itemID; self.kind = kind; self.contentType = contentType
        self.filename = filename; self.byteCount = byteCount; self.width = width; self.height = height
        self.sortIndex = sortIndex; self.caption = caption; self.cutoutContentType = cutoutContentType
        self.cutoutWidth = cutoutWidth; self.cutoutHeight = cutoutHeight; self.showsCutout = showsCutout
        self.createdAt = createdAt; self.deletedAt = deletedAt; self.rotation = rotation; self.crop = crop
    }
}

extension MediaRecord: HistoryRecord {
    public static let entity = "media"

    public func historyPaths() -> [String: JSONValue] {
        [
            "itemID": .string(itemID),
            "kind": .string(kind.rawValue),
            "contentType": .string(contentType),
            "filename": HistoryValue.text(filename),
            "byteCount": .integer(byteCount),
            "width": HistoryValue.int(width),
            "height": HistoryValue.int(height),
            "sortIndex": HistoryValue.int(sortIndex),
            "caption": HistoryValue.text(caption),
            "cutoutContentType": HistoryValue.text(cutoutContentType),
            "cutoutWidth": HistoryValue.int(cutoutWidth),
            "cutoutHeight": HistoryValue.int(cutoutHeight),
            "showsCutout": .bool(showsCutout),
            "deletedAt": HistoryValue.text(deletedAt),
            "rotation": HistoryValue.int(rotation),
            "crop": crop?.json ?? .null,
        ]
    }
}

extension MediaRecord {
    static let columns = """
        id, item_id, kind, content_type, filename, byte_count, width, height, sort_index, caption, \
        cutout_content_type, cutout_width, cutout_height, shows_cutout, created_at, deleted_at, \
        rotation, crop_x, crop_y, crop_width, crop_height
        """

    init(row: Row) throws {
        let r = RecordRow(row, table: "media")
        let parts = [try r.optionalDouble("crop_x"), try r.optionalDouble("crop_y"),
                     try r.optionalDouble("crop_width"), try r.optionalDouble("crop_height")]
        let crop: Crop?
        switch parts.compactMap({ $0 }) {
        case []: crop = nil
        case let v where v.count == 4: crop = Crop(x: v[0], y: v[1], width: v[2], height: v[3])
        default: throw r.error("crop_x", "crop_x, crop_y, crop_width and crop_height must all be NULL or all be set")
        }
        self.init(id: try r.text("id"), itemID: try r.text("item_id"), kind: try r.enumeration("kind", Kind.self),
                  contentType: try r.text("content_type"), filename: try r.optionalText("filename"),
                  byteCount: try r.int64("byte_count"), width: try r.optionalInt("width"),
                  height: try r.optionalInt("height"), sortIndex: try r.int("sort_index"),
                  caption: try r.optionalText("caption"), cutoutContentType: try r.optionalText("cutout_content_type"),
                  cutoutWidth: try r.optionalInt("cutout_width"), cutoutHeight: try r.optionalInt("cutout_height"),
                  showsCutout: try r.flag("shows_cutout"), createdAt: try r.text("created_at"),
                  deletedAt: try r.optionalText("deleted_at"), rotation: try r.int("rotation"), crop: crop)
    }

    var columnValues: [DatabaseValueConvertible] {
        [id, itemID, kind.rawValue, contentType, filename, byteCount, width, height, sortIndex, caption,
         cutoutContentType, cutoutWidth, cutoutHeight, showsCutout, createdAt, deletedAt, rotation,
         crop?.x, crop?.y, crop?.width, crop?.height]
    }

    public static func fetchOne(_ db: Database, id: String) throws -> MediaRecord? {
        try db.row("SELECT \(columns) FROM media WHERE id = ?", [id]).map(MediaRecord.init(row:))
    }

    public static func fetchAll(_ db: Database, includingDeleted: Bool = true) throws -> [MediaRecord] {
        try db.rows("SELECT \(columns) FROM media \(includingDeleted ? "" : "WHERE deleted_at IS NULL ")ORDER BY item_id, sort_index, created_at, id")
            .map(MediaRecord.init(row:))
    }

    /// A piece's media in the order it shows them: sort index, then creation time.
    public static func fetchAll(_ db: Database, itemID: String, includingDeleted: Bool = false) throws -> [MediaRecord] {
        let deleted = includingDeleted ? "" : " AND deleted_at IS NULL"
        return try db.rows("SELECT \(columns) FROM media WHERE item_id = ?\(deleted) ORDER BY sort_index, created_at, id", [itemID])
            .map(MediaRecord.init(row:))
    }

    public func insert(_ db: Database) throws {
        try RecordSQL.insert(db, table: "media", columns: Self.columns, values: columnValues)
    }

    /// - Throws: `RecordError` when no media row has this id.
    public func update(_ db: Database) throws {
        try RecordSQL.update(db, table: "media", columns: Self.columns, values: columnValues, id: id)
    }
}
