import Foundation
import KuriosaCore

/// The catalog's side of checking a package's media files (`kuriosa check`): which files it
/// needs. The files' side is `Library.mediaFiles`; what no record names is
/// `PackageLeftovers.referencedMediaIDs`.
extension CatalogCheck {
    /// The media IDs whose original file must be in the package: the photos and documents of
    /// pieces that are not deleted and the cover pictures of collections that are not. A
    /// deleted record's file may be gone (deleted for good) without harm.
    public static func mediaIDsInUse(_ db: Database) throws -> [String] {
        try db.rows("""
            SELECT m.id FROM media m JOIN item i ON i.id = m.item_id WHERE m.deleted_at IS NULL AND i.deleted_at IS NULL
            UNION SELECT cover_picture_id FROM collection WHERE deleted_at IS NULL AND cover_picture_id IS NOT NULL
            """).compactMap { $0[0].string }
    }
}

extension CatalogCheck {
    /// A media file that holds a picture, and what its reader expects of it.
    public struct PictureFile: Sendable, Equatable {
        public let id: String
        public let kind: MediaKind
        /// The formats the library package format stores there: JPEG for photos, their
        /// thumbnails and covers; PNG for cut-outs; JPEG for a document that is a picture.
        public let pngExpected: Bool
        /// Whose it is, for the message: `K-0003 Speedmaster` or `cover of collection Coins`.
        public let owner: String
    }

    /// Every picture file the catalog names for a piece or collection in use (`check`
    /// decodes their headers): a photo's original, thumbnail, cut-out and its thumbnail; a
    /// document's original when its content type is JPEG; a collection's cover and its
    /// thumbnail. Whether each file exists is for the caller (a missing original is another
    /// finding; thumbnails are optional).
    public static func pictureFiles(_ db: Database) throws -> [PictureFile] {
        var files = [PictureFile]()
        for row in try db.rows("""
            SELECT m.id, m.kind, m.content_type, m.cutout_content_type, i.number, i.title FROM media m
            JOIN item i ON i.id = m.item_id WHERE m.deleted_at IS NULL AND i.deleted_at IS NULL ORDER BY i.number, m.sort_index, m.id
            """) {
            guard let id = row[0].string else { continue }
            let owner = [ItemNumber.display(row[4].int), row[5].string].compactMap { $0 }.joined(separator: " ")
            if row[1].string == "photo" {
                files += [PictureFile(id: id, kind: .original, pngExpected: false, owner: owner),
                          PictureFile(id: id, kind: .thumbnail, pngExpected: false, owner: owner)]
                if row[3].string != nil {
                    files += [PictureFile(id: id, kind: .cutout, pngExpected: true, owner: owner),
                              PictureFile(id: id, kind: .cutoutThumbnail, pngExpected: true, owner: owner)]
                }
            } else if row[2].string == "image/jpeg" {
                files.append(PictureFile(id: id, kind: .original, pngExpected: false, owner: owner))
            }
        }
        for row in try db.rows("SELECT cover_picture_id, name FROM collection WHERE deleted_at IS NULL AND cover_picture_id IS NOT NULL ORDER BY name") {
            guard let id = row[0].string else { continue }
            let owner = "cover of collection \(row[1].string ?? "")"
            files += [PictureFile(id: id, kind: .original, pngExpected: false, owner: owner),
                      PictureFile(id: id, kind: .thumbnail, pngExpected: false, owner: owner)]
        }
        return files
    }
}
