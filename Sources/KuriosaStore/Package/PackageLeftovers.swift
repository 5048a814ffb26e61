import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What an interrupted toolkit process leaves in a package, and which of it is provably this
/// device's own (docs/store.md, "What a crash leaves behind"). The format forbids deleting
/// unknown files of a shared folder — they may be another device's save in progress or its
/// new photos — so every temporary file and intent file the toolkit makes carries this
/// device's ID in its name and an flock held by the process while it lives. A file with our
/// ID, not locked, older than `settleSeconds`, is the leftover of a process of ours that died.
public enum PackageLeftovers {
    /// A file younger than this is never taken for a leftover: between creating a file
    /// (O_EXCL) and locking it the owner holds no lock yet.
    static let settleSeconds: Double = 2

    /// The tag in our file names: `.<device-id>.`.
    static var ownTag: String { ".\(DeviceIdentity.cachedCurrent)." }

    /// The name of a new temporary file for `name` (in the same folder).
    static func temporaryName(for name: String) -> String {
        "." + name + ownTag + SecureRandom.uuid() + ".tmp"
    }

    public enum Owner: Sendable, Equatable {
        /// Made by a toolkit process of this device that is gone: safe to remove.
        case ownDead
        /// Made by a toolkit process of this device that still runs (it holds the lock).
        case ownRunning
        /// Not provably ours: another device's, the app's, or a user's.
        case unknown
    }

    public struct Leftover: Sendable, Equatable {
        public let url: URL
        public let owner: Owner
        /// For an intent file: the media IDs it names.
        public let mediaIDs: [String]
    }

    /// Temporary files (`.*.tmp`) of the package folder and of media/.
    public static func temporaryFiles(in package: LibraryPackage) -> [Leftover] {
        var out = [Leftover]()
        for folder in [package.url, package.mediaFolder] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasPrefix(".") && name.hasSuffix(".tmp") {
                let url = folder.appendingPathComponent(name)
                out.append(Leftover(url: url, owner: name.contains(ownTag) ? ownership(of: url) : .unknown, mediaIDs: []))
            }
        }
        return out
    }

    /// Removes this device's dead temporary files (`.NAME.<device>.<uuid>.tmp`) from a folder
    /// outside a package, where `FileIO.writeAtomically` writes beside a user's target (an
    /// export, labels): a run killed while it drew leaves one, up to megabytes, and the next
    /// run to that folder removes it. Files of other devices or of running processes stay.
    public static func removeOwnDeadTemporaries(in folder: URL) {
        let tag = ownTag
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(tag) {
            let url = folder.appendingPathComponent(name)
            if ownership(of: url) == .ownDead { try? FileManager.default.removeItem(at: url) }
        }
    }

    /// Intent files of media writes (`MediaIntent`), with the IDs each names.
    public static func intentFiles(in package: LibraryPackage) -> [Leftover] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: package.url.path)) ?? []
        return names.sorted().filter { $0.hasPrefix(MediaIntent.prefix) }.map { name in
            let url = package.url.appendingPathComponent(name)
            let owner = name.contains(ownTag) ? ownership(of: url) : .unknown
            return Leftover(url: url, owner: owner, mediaIDs: MediaIntent.ids(in: url))
        }
    }

    /// Whether a file named with our ID is still held by a process of ours.
    static func ownership(of url: URL) -> Owner {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .ownRunning }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return .unknown }
        let age = Date().timeIntervalSince1970 - (Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9)
        guard age >= settleSeconds else { return .ownRunning }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return .ownRunning }
        flock(fd, LOCK_UN)
        return .ownDead
    }

    /// The media IDs the catalog or its history names (records, deleted ones too, covers).
    public static func referencedMediaIDs(_ db: Database) throws -> Set<String> {
        Set(try db.rows("""
            SELECT id FROM media
            UNION SELECT entity_id FROM history WHERE entity = 'media'
            UNION SELECT cover_picture_id FROM collection WHERE cover_picture_id IS NOT NULL
            """).compactMap { $0[0].string })
    }

    /// What `removeOwn` removed.
    public struct Removed: Sendable, Equatable {
        public var temporaryFiles: [URL] = []
        public var mediaFiles: [URL] = []
        public var intentFiles: [URL] = []
        /// Building folders of this device's killed `init`s beside the package (`InitLeftovers`).
        public var initFolders: [URL] = []
        public var isEmpty: Bool { temporaryFiles.isEmpty && mediaFiles.isEmpty && intentFiles.isEmpty && initFolders.isEmpty }
    }

    /// Removes exactly this device's own leftovers: temporary files of dead processes, and the
    /// media files their intent files name that `db` (the catalog as just read or saved) does
    /// not. While a conflict copy waits to be merged nothing of the media is removed: the
    /// copy may be the one catalog that names them.
    @discardableResult
    public static func removeOwn(in package: LibraryPackage, catalog db: Database) throws -> Removed {
        var removed = Removed()
        for t in temporaryFiles(in: package) where t.owner == .ownDead {
            if unlink(t.url.path) == 0 { removed.temporaryFiles.append(t.url) }
        }
        let intents = intentFiles(in: package).filter { $0.owner == .ownDead }
        guard !intents.isEmpty, CatalogSession.conflictCopyURLs(in: package).isEmpty else { return removed }
        let referenced = try referencedMediaIDs(db)
        for intent in intents {
            for id in intent.mediaIDs where !referenced.contains(id) {
                for kind in MediaKind.allCases {
                    let url = package.mediaFolder.appendingPathComponent(kind.fileName(id: id))
                    if unlink(url.path) == 0 { removed.mediaFiles.append(url) }
                }
            }
            if unlink(intent.url.path) == 0 { removed.intentFiles.append(intent.url) }
        }
        return removed
    }
}
