import CSQLite
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A catalog opened for work: the SQLite database in memory, and where it came from, so that
/// `save()` writes it back atomically and only over the very file it read (library format,
/// section 9: compare the SHA-256 of the file's bytes, then rename, under a lock).
public final class CatalogSession {
    public let db: Database
    /// The file, for error messages.
    public let path: String
    /// The schema version the file had before it was migrated in memory.
    public let versionOnDisk: Int
    let backing: Backing
    var readHash: [UInt8] {
        // Any other catalog than the one first read (merged, or written by this session)
        // leaves the identity shortcut to the hash comparison.
        didSet { readIdentity = nil }
    }
    /// The catalog file's identity while it was first read, when it stayed the same from
    /// before the read to after it (so it is the file `readHash` is of); nil otherwise.
    var readIdentity: CatalogFileIdentity?
    /// Conflict copies merged into this session, removed after the next successful save
    /// when their bytes are still the ones merged (file, SHA-256 of its bytes).
    var mergedConflictCopies: [(url: URL, hash: [UInt8])] = []
    /// True once `quick_check` found this session's database sound; SQLite keeps a sound
    /// database sound, so the check runs once, before the first seal (CatalogSoundness).
    var verifiedSound = false

    /// The library, for sessions of a package (nil for a plain catalog file).
    public var library: Library? {
        if case .package(let library) = backing { library } else { nil }
    }

    enum Backing {
        case package(Library)
        case plain(URL)
    }

    // MARK: Opening

    init(library: Library, migrate: Bool = true) throws {
        let url = library.package.catalogURL
        path = url.path
        backing = .package(library)
        let before = CatalogFileIdentity(path: url.path)
        let (db, hash) = try Self.readSealed(url: url, key: library.dataKey)
        self.db = db
        readHash = hash
        if let before, before == CatalogFileIdentity(path: url.path) { readIdentity = before }
        versionOnDisk = try db.userVersion
        if migrate { try CatalogSchema.migrate(db, path: path) }
    }

    /// Opens a plain (decrypted) SQLite catalog file, for tests and for people who hold a
    /// decrypted copy (`--catalog FILE`). It is read into memory like a sealed one.
    public init(plainFile url: URL, migrate: Bool = true) throws {
        path = url.path
        backing = .plain(url)
        let bytes: Data
        bytes = try FileIO.readWhole(path: url.path, maximumBytes: Int.max, what: "a catalog")
        readHash = SHA256.hash(bytes)
        do { db = try Database(serialized: bytes) } catch {
            throw StoreError.catalog(path: url.path, reason: "not an SQLite catalog (\(error))")
        }
        versionOnDisk = try db.userVersion
        if migrate { try CatalogSchema.migrate(db, path: path) }
    }

    /// Decrypts straight into a buffer SQLite takes over, hashing the sealed bytes as they
    /// are read: the catalog is in memory once, and never on disk as plaintext.
    static func readSealed(url: URL, key: [UInt8]) throws -> (Database, [UInt8]) {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw StoreError.catalog(path: url.path, reason: "the catalog file is missing")
        }
        let io = try FileIO(path: url.path, mode: .read)
        let total = try io.size
        var header = [UInt8](repeating: 0, count: 16)
        let headerRead = try header.withUnsafeMutableBytes { try io.readFully(into: $0) }
        guard lseek(io.fd, 0, SEEK_SET) == 0 else { throw StoreError.io(path: url.path, operation: "seek", errno: errno) }
        let chunk = headerRead == 16 ? Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7]) : 0
        // Plaintext size from the record layout; a damaged header fails in KEF1.open below.
        var capacity = 1
        if chunk >= 1, chunk <= KEF1.maxChunkSize, total >= 32 {
            let body = total - 16
            let records = (body + chunk + 15) / (chunk + 16)
            capacity = max(body - records * 16, 1)
        }
        guard let buffer = sqlite3_malloc64(sqlite3_uint64(capacity)) else {
            throw StoreError.catalog(path: url.path, reason: "cannot allocate \(capacity) bytes for the catalog")
        }
        var written = 0
        let hasher = SHA256()
        do {
            try KEF1.open(key: key, context: "catalog", totalLength: total, read: { buf in
                let n = try io.readFully(into: buf)
                hasher.update(UnsafeRawBufferPointer(rebasing: buf[0..<n]))
                return n
            }, write: { bytes in
                guard written + bytes.count <= capacity else { throw KEF1.Failure.truncated }
                if bytes.count > 0 { (buffer + written).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
                written += bytes.count
            })
        } catch {
            sqlite3_free(buffer)
            throw KEF1.storeError(error, path: url.path)
        }
        let db = try Database()
        do {
            try db.deserialize(buffer: buffer, size: written)
        } catch {
            throw StoreError.catalog(path: url.path, reason: "decrypted, but not an SQLite catalog (\(error))")
        }
        return (db, hasher.finish())
    }

    // MARK: Saving

    /// How many times `save()` merges a catalog another writer saved meanwhile and tries
    /// again before it gives up.
    public static let maximumSaveRounds = 5

    /// Writes the catalog back: sealed into a temporary file in the package, fsynced, then —
    /// under an advisory lock, and only if the package's catalog is still the one read —
    /// renamed over it, and the folder fsynced. A crash at any moment leaves the old or the
    /// new catalog. When another writer saved meanwhile, its catalog is read and merged into
    /// this one (library format, section 10) and the write is tried again, up to
    /// `maximumSaveRounds` times. Conflict copies merged by `mergeConflictCopies()` are
    /// removed once the result is written.
    /// - Throws: `StoreError.catalog` when the catalog kept changing for every round (nothing
    ///   of this session was written), or the error of the read, merge or write.
    public func save() throws {
        var round = 1
        while true {
            do {
                if round == 1 {
                    try writeOnce(locked: false)
                } else {
                    // After a conflict, read, merge and write all under the lock: another
                    // toolkit process then waits instead of winning every round; only a
                    // writer that does not take the lock (the app, a provider) can still
                    // change the file meanwhile.
                    try Self.withLock(folder: lockFolder) {
                        try mergeCurrentFile()
                        try writeOnce(locked: true)
                    }
                }
                break
            } catch StoreError.changedByAnotherWriter {
                guard round < Self.maximumSaveRounds else {
                    throw StoreError.catalog(path: path, reason: "the catalog changed again each of the \(round) times it was merged and written; nothing of this session was written (try again)")
                }
                round += 1
            }
        }
        removeMergedConflictCopies()
    }

    /// The folder holding the lock file: the package, or a plain catalog's folder.
    var lockFolder: URL {
        switch backing {
        case .package(let library): library.package.url
        case .plain(let url): url.deletingLastPathComponent()
        }
    }

    /// Reads the catalog file as it is now and merges it into this session's catalog; the
    /// next write then expects that file.
    func mergeCurrentFile() throws {
        let other: Database
        let hash: [UInt8]
        switch backing {
        case .package(let library):
            (other, hash) = try Self.readSealed(url: library.package.catalogURL, key: library.dataKey)
        case .plain(let url):
            let bytes = try FileIO.readWhole(path: url.path, maximumBytes: Int.max, what: "a catalog")
            hash = SHA256.hash(bytes)
            other = try Database(serialized: bytes)
        }
        try CatalogMerge.merge(into: db, targetPath: path, from: other, otherPath: path)
        readHash = hash
    }

    /// One attempt: throws `StoreError.changedByAnotherWriter` when the file is not the one read.
    func writeOnce(locked: Bool) throws {
        if !verifiedSound {
            try CatalogSoundness.verify(db, path: path)
            verifiedSound = true
        }
        switch backing {
        case .package(let library):
            let target = library.package.catalogURL
            let hasher = SHA256()
            try db.withSerializedBytes { src in
                try Self.replace(target, lockFolder: library.package.url, locked: locked, expectedHash: readHash) { io in
                    var offset = 0
                    try KEF1.seal(key: library.dataKey, context: "catalog", read: { buf in
                        let n = min(buf.count, src.count - offset)
                        if n > 0 { buf.copyMemory(from: UnsafeRawBufferPointer(rebasing: src[offset..<(offset + n)])) }
                        offset += n
                        return n
                    }, write: { out in
                        hasher.update(out)
                        try io.writeAll(out)
                    })
                }
            }
            readHash = hasher.finish()
            afterSave(library)
        case .plain(let url):
            let hasher = SHA256()
            try db.withSerializedBytes { src in
                try Self.replace(url, lockFolder: url.deletingLastPathComponent(), locked: locked, expectedHash: readHash) { io in
                    hasher.update(src)
                    try io.writeAll(src)
                }
            }
            readHash = hasher.finish()
        }
    }

    /// After a save of the package: this process's media intent is fulfilled, and the
    /// leftovers of this device's dead writers go (docs/store.md, "What a crash leaves
    /// behind"). Failures here never fail the save: what stays is found by the next one.
    func afterSave(_ library: Library) {
        // The media IDs are looked up only when there is an intent to judge (a scan of the
        // history); most saves write no media and find no leftover.
        if !library.intent.isEmpty, let referenced = try? PackageLeftovers.referencedMediaIDs(db) {
            library.intent.fulfil(package: library.package.url, referenced: referenced)
        }
        _ = try? PackageLeftovers.removeOwn(in: library.package, catalog: db)
    }

    /// `kuriosa check --repair`: removes this device's own leftovers under the package lock,
    /// judged against the catalog as it is on disk now (another writer may have saved since
    /// this session read it).
    public func removeOwnLeftovers() throws -> PackageLeftovers.Removed {
        guard let library else { return PackageLeftovers.Removed() }
        return try Self.withLock(folder: lockFolder) {
            let (current, _) = try Self.readSealed(url: library.package.catalogURL, key: library.dataKey)
            var removed = try PackageLeftovers.removeOwn(in: library.package, catalog: current)
            removed.initFolders = InitLeftovers.removeOwnDead(in: library.package.url.deletingLastPathComponent())
            return removed
        }
    }

    /// - Parameter locked: the caller already holds the lock (flock is per open file, so
    ///   taking it again here would wait for ever).
    static func replace(_ target: URL, lockFolder: URL, locked: Bool = false, expectedHash: [UInt8], write: (FileIO) throws -> Void) throws {
        let folder = target.deletingLastPathComponent().path
        let temp = folder + "/" + PackageLeftovers.temporaryName(for: target.lastPathComponent)
        do {
            let io = try FileIO(path: temp, mode: .createExclusive)
            flock(io.fd, LOCK_EX | LOCK_NB)  // see FileIO.writeAtomically
            try write(io)
            try io.sync()
            try withLock(folder: lockFolder, already: locked) {
                let current = FileManager.default.fileExists(atPath: target.path) ? try SHA256.hash(fileAt: target) : []
                guard current == expectedHash else { throw StoreError.changedByAnotherWriter(path: target.path) }
                guard rename(temp, target.path) == 0 else {
                    throw StoreError.io(path: target.path, operation: "rename", errno: errno)
                }
                try FileIO.syncDirectory(folder)
            }
        } catch {
            unlink(temp)
            throw error
        }
    }

    /// Runs `body` holding an exclusive flock on the package's lock file, so two toolkit
    /// processes never interleave their compare and rename.
    static func withLock<T>(folder: URL, already: Bool = false, _ body: () throws -> T) throws -> T {
        if already { return try body() }
        let path = folder.appendingPathComponent(LibraryPackage.lockName).path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StoreError.io(path: path, operation: "open lock file", errno: errno) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw StoreError.io(path: path, operation: "lock", errno: errno) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}

@available(*, unavailable) extension CatalogSession: Sendable {}
