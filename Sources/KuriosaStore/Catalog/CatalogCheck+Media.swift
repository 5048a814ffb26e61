import Foundation

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
