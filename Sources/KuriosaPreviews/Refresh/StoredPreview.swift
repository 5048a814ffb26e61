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

    // MARK: Storage (the store's `LinkPreviewRow` does the SQL)

    init(_ row: LinkPreviewRow) {
        id = row.id
        itemID = row.itemID
        url = row.url
        title = row.title
        siteName = row.siteName
        picture = row.picture
        pictureWidth = row.pictureWidth
        pictureHeight = row.pictureHeight
        loadedAt = row.loadedAt
    }

    var row: LinkPreviewRow {
        LinkPreviewRow(id: id, itemID: itemID, url: url, title: title, siteName: siteName, picture: picture,
                       pictureWidth: pictureWidth, pictureHeight: pictureHeight, loadedAt: loadedAt)
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
        let rows = if let itemID { try LinkPreviewRow.fetchAll(db, itemID: itemID) } else { try LinkPreviewRow.fetchAll(db) }
        return rows.map(StoredPreview.init)
    }

    /// Replaces the row of the same piece and link (a new id: the app notices a new preview).
    func store(in db: Database) throws {
        try db.transaction { try row.replace(db) }
    }
}
