import Foundation

/// An unlocked library: reads and writes its sealed files with the data key. The key stays in
/// this object and is never printed or written in plaintext.
public final class Library: Sendable {
    public let package: LibraryPackage
    let dataKey: SecretKey
    /// The media IDs this process wrote and has not saved yet (MediaIntent).
    let intent = MediaIntent()

    init(package: LibraryPackage, dataKey: SecretKey) {
        self.package = package
        self.dataKey = dataKey
    }

    public func mediaURL(id: String, kind: MediaKind) -> URL {
        package.mediaFolder.appendingPathComponent(kind.fileName(id: id))
    }

    /// A media file's plaintext, in memory (photos and thumbnails are small).
    public func readMedia(id: String, kind: MediaKind) throws -> Data {
        let url = mediaURL(id: id, kind: kind)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw StoreError.notFound(what: "media file \(url.path)")
        }
        return try KEF1.openFile(at: url, key: dataKey, context: kind.context(id: id))
    }

    /// Decrypts a media file into a plaintext file, streaming (documents can be large).
    public func exportMedia(id: String, kind: MediaKind, to destination: URL) throws {
        try KEF1.openFile(at: mediaURL(id: id, kind: kind), to: destination, key: dataKey, context: kind.context(id: id))
    }

    /// Checks every record of a media file.
    public func verifyMedia(id: String, kind: MediaKind) throws {
        try KEF1.verifyFile(at: mediaURL(id: id, kind: kind), key: dataKey, context: kind.context(id: id))
    }

    /// Writes a media file atomically (temporary file, fsync, rename). Media files are
    /// immutable, so an existing original is never overwritten; cut-outs may be replaced.
    public func writeMedia(id: String, kind: MediaKind, data: Data) throws {
        let url = mediaURL(id: id, kind: kind)
        if kind == .original || kind == .thumbnail, FileManager.default.fileExists(atPath: url.path) {
            throw StoreError.invalidArgument("\(url.path): media files are immutable and this one exists")
        }
        try FileManager.default.createDirectory(at: package.mediaFolder, withIntermediateDirectories: true)
        try intent.record(id, in: package.url)
        try KEF1.sealData(data, to: url, key: dataKey, context: kind.context(id: id))
    }

    /// Seals a plaintext file as a media file, streaming.
    public func writeMedia(id: String, kind: MediaKind, contentsOf source: URL) throws {
        let url = mediaURL(id: id, kind: kind)
        if kind == .original || kind == .thumbnail, FileManager.default.fileExists(atPath: url.path) {
            throw StoreError.invalidArgument("\(url.path): media files are immutable and this one exists")
        }
        try FileManager.default.createDirectory(at: package.mediaFolder, withIntermediateDirectories: true)
        try intent.record(id, in: package.url)
        try KEF1.sealFile(at: source, to: url, key: dataKey, context: kind.context(id: id))
    }

    /// A writer that gave up: the media files this process wrote and did not save are
    /// removed, and so is its intent file (MediaIntent), so a failed import leaves the
    /// package as it was.
    public func discardUnsavedMedia() {
        intent.fulfil(package: package.url, referenced: [])
    }

    /// The media files present, by ID and kind (for `check`).
    public func mediaFiles() -> [(id: String, kind: MediaKind, url: URL)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: package.mediaFolder.path)) ?? []
        return names.sorted().compactMap { name in
            MediaKind.parse(fileName: name).map { ($0.id, $0.kind, package.mediaFolder.appendingPathComponent(name)) }
        }
    }

    /// Opens the catalog into memory, migrated to the current schema (the migration is
    /// saved only when the caller saves).
    /// - Parameter migrate: false only for `check`, which compares the schema on disk first.
    public func openCatalog(migrate: Bool = true) throws -> CatalogSession {
        try CatalogSession(library: self, migrate: migrate)
    }
}
