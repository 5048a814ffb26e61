import Foundation

/// Light look-ups of pieces for those who need a few columns of every piece (messages that
/// name a piece, the links of a preview refresh) without reading whole records.
extension ItemRecord {
    /// What names a piece in a message: `K-0042 Speedmaster`.
    public struct Label: Sendable, Hashable {
        public let id: String
        public let title: String?
        public let number: Int?
    }

    /// Every piece's label, deleted ones included (a preview row or a report may still name
    /// them).
    public static func labels(_ db: Database) throws -> [Label] {
        try db.rows("SELECT id, title, number FROM item").compactMap { row in
            guard let id = row["id"].string else { return nil }
            return Label(id: id, title: row["title"].string, number: row["number"].int)
        }
    }

    /// A piece's field texts as stored, with the template of its collection: where its links
    /// are.
    public struct FieldTexts: Sendable, Hashable {
        public let id: String
        public let collectionID: String
        public let templateID: String
        /// `item.fields` and `item.wish_fields` as stored (JSON objects; nil when not text).
        public let fields: String?
        public let wishFields: String?
    }

    /// The field texts of every piece that is not deleted, in a collection that is not
    /// deleted, in the order the pieces were added.
    public static func liveFieldTexts(_ db: Database) throws -> [FieldTexts] {
        try db.rows("""
            SELECT i.id, i.collection_id, i.fields, i.wish_fields, c.template_id
            FROM item i JOIN collection c ON c.id = i.collection_id
            WHERE i.deleted_at IS NULL AND c.deleted_at IS NULL
            ORDER BY i.created_at, i.id
            """).compactMap { row in
            guard let id = row["id"].string, let collectionID = row["collection_id"].string,
                  let templateID = row["template_id"].string else { return nil }
            return FieldTexts(id: id, collectionID: collectionID, templateID: templateID,
                              fields: row["fields"].string, wishFields: row["wish_fields"].string)
        }
    }

    /// The inventory number of the piece with this id (deleted or not); nil without one.
    public static func number(_ db: Database, id: String) throws -> Int? {
        try db.scalar("SELECT number FROM item WHERE id = ?", [id]).int
    }

    /// The id of the piece that is not deleted and has this inventory number.
    public static func liveID(_ db: Database, number: Int) throws -> String? {
        try db.scalar("SELECT id FROM item WHERE number = ? AND deleted_at IS NULL", [number]).string
    }

    /// The id of the one piece that is not deleted and has exactly this title; nil when none
    /// or several have it.
    public static func uniqueLiveID(_ db: Database, title: String) throws -> String? {
        let rows = try db.rows("SELECT id FROM item WHERE title = ? AND deleted_at IS NULL LIMIT 2", [title])
        return rows.count == 1 ? rows[0]["id"].string : nil
    }
}
