import Foundation
import KuriosaCore
import KuriosaStore

/// A `link_preview` row (catalog schema version 16), read and written with plain SQL through
/// the store's `Database`. Preview rows are never recorded in the history.
public struct StoredPreview: Sendable, Hashable {
    public var id: String
    public var itemID: String
    public var url: String
    public var title: String?
    public var siteName: String?
    public var picture: Data?
    public var pictureWidth: Int?
    public var pictureHeight: Int?
    public var loadedAt: String

    public var link: PreviewLink { PreviewLink(itemID: itemID, url: url) }

    /// A page that gave nothing: title and picture both NULL (reloaded a day later).
    public var isEmpty: Bool { title == nil && picture == nil }

    /// True when the content (not the id or time) is the same.
    func sameContent(as other: StoredPreview) -> Bool {
        title == other.title && siteName == other.siteName && picture == other.picture
    }

    // MARK: SQL

    static let columns = "id, item_id, url, title, site_name, picture, picture_width, picture_height, loaded_at"

    init?(row: Row) {
        guard let id = row["id"].string, let itemID = row["item_id"].string, let url = row["url"].string,
              let loadedAt = row["loaded_at"].string else { return nil }
        self.id = id
        self.itemID = itemID
        self.url = url
        title = row["title"].string
        siteName = row["site_name"].string
        picture = row["picture"].data
        pictureWidth = row["picture_width"].int
        pictureHeight = row["picture_height"].int
        self.loadedAt = loadedAt
    }

    init(link: PreviewLink, title: String?, siteName: String?, picture: PreviewPicture?, loadedAt: String) {
        id = UUID().uuidString.lowercased()
        itemID = link.itemID
        url = link.url
        self.title = title
        self.siteName = siteName
        self.picture = picture?.jpeg
        pictureWidth = picture?.width
        pictureHeight = picture?.height
        self.loadedAt = loadedAt
    }

    /// Every row, or those of one piece, ordered by piece and address.
    public static func all(_ db: Database, itemID: String? = nil) throws -> [StoredPreview] {
        let rows = if let itemID {
            try db.rows("SELECT \(columns) FROM link_preview WHERE item_id = ? ORDER BY url", [itemID])
        } else {
            try db.rows("SELECT \(columns) FROM link_preview ORDER BY item_id, url")
        }
        return rows.compactMap(StoredPreview.init(row:))
    }

    /// Replaces the row of the same piece and link (a new id: the app notices a new preview).
    func store(in db: Database) throws {
        try db.transaction {
            try db.execute("DELETE FROM link_preview WHERE item_id = ? AND url = ?", [itemID, url])
            try db.execute("INSERT INTO link_preview (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           [id, itemID, url, title, siteName, picture, pictureWidth, pictureHeight, loadedAt])
        }
    }
}
