import Foundation
import KuriosaStore

/// What a refresh asks of the store's `link_preview` rows beyond their SQL: which link a row
/// is for, whether the page gave anything, and a new row for a loaded page.
extension LinkPreviewRow {
    public var link: PreviewLink { PreviewLink(itemID: itemID, url: url) }

    /// A page that gave nothing: title and picture both NULL (reloaded a day later).
    public var isEmpty: Bool { title == nil && picture == nil }

    /// True when the content (not the id or time) is the same.
    func sameContent(as other: LinkPreviewRow) -> Bool {
        title == other.title && siteName == other.siteName && picture == other.picture
    }

    /// A new row (its own id: the app notices a new preview) for what a page gave.
    init(link: PreviewLink, title: String?, siteName: String?, picture: PreviewPicture?, loadedAt: String) {
        self.init(id: UUID().uuidString.lowercased(), itemID: link.itemID, url: link.url, title: title, siteName: siteName,
                  picture: picture?.jpeg, pictureWidth: picture?.width, pictureHeight: picture?.height, loadedAt: loadedAt)
    }

    /// Replaces the row of the same piece and link.
    func store(in db: Database) throws {
        try db.transaction { try replace(db) }
    }
}
