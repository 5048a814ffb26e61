import Foundation

/// Reading the other copies a merge combines, with this library's key.
extension Library {
    /// The catalog of another package of the same library (a copy on another disk, a
    /// backup folder), in memory.
    /// - Throws: `StoreError.invalidArgument` when the package belongs to another library
    ///   (its libraryID differs): merging two libraries would mix two collections.
    public func readCatalog(ofPackage other: LibraryPackage) throws -> Database {
        guard other.libraryID == package.libraryID else {
            throw StoreError.invalidArgument("\(other.url.path): belongs to library \(other.libraryID), not to \(package.libraryID); only copies of the same library can be merged")
        }
        return try readSealedCatalog(at: other.catalogURL)
    }

    /// A sealed catalog file (for example a conflict copy) opened with this library's key
    /// and context `catalog`.
    public func readSealedCatalog(at url: URL) throws -> Database {
        try CatalogSession.readSealed(url: url, key: dataKey).0
    }
}

extension CatalogMerge {
    /// A plain (decrypted) SQLite catalog file, in memory.
    public static func readPlainCatalog(at url: URL) throws -> Database {
        let bytes: Data
        bytes = try FileIO.readWhole(path: url.path, maximumBytes: Int.max, what: "a catalog")
        do { return try Database(serialized: bytes) } catch {
            throw StoreError.catalog(path: url.path, reason: "not an SQLite catalog (\(error))")
        }
    }
}
