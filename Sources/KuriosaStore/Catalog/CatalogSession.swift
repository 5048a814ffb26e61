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
    /// How many times another writer's saved catalog was merged into this session's (before
    /// an `exclusively` body, or on a save's retry): work planned on the snapshot is still
    /// valid while it has not changed.
    public private(set) var mergedIn = 0

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
    static func readSealed(url: URL, key: SecretKey) throws -> (Database, [UInt8]) {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw StoreError.catalog(path: url.path, reason: "the catalog file is missing")
        }
        let io = try FileIO(path: url.path, mode: .read)
        let total = try io.size
        var first = [UInt8](repeating: 0, count: KEF1.headerSize)
        let headerRead = try first.withUnsafeMutableBytes { try io.readFully(into: $0) }
        try io.seek(to: 0)
        // Plaintext size from the record layout; a damaged header fails in KEF1.open below.
        let header = try? KEF1.Header(parsing: first[0..<headerRead])
        let capacity = max(header?.plaintextLength(sealedLength: total) ?? 1, 1)
        let hasher = SHA256()
        let db = try Database()
        var decrypted = false
        do {
            try db.deserialize(capacity: capacity) { buffer in
                var written = 0
                do {
                    try KEF1.open(key: key, context: "catalog", totalLength: total, read: { buf in
                        let n = try io.readFully(into: buf)
                        hasher.update(UnsafeRawBufferPointer(rebasing: buf[0..<n]))
                        return n
                    }, write: { bytes in
                        guard written + bytes.count <= buffer.count else { throw KEF1.Failure.truncated }
                        if bytes.count > 0 { (buffer.baseAddress! + written).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
                        written += bytes.count
                    })
                } catch {
                    throw KEF1.storeError(error, path: url.path)
                }
                decrypted = true
                return written
            }
        } catch let error as DatabaseError {
            let reason = decrypted ? "decrypted, but not an SQLite catalog (\(error))" : error.message
            throw StoreError.catalog(path: url.path, reason: reason)
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
        mergedIn += 1
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
        try verifySound()
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

    /// `quick_check` (docs/store.md#a-damaged-catalog-is-never-sealed-again), once a session:
    /// before its first seal, or earlier when a writer asks, before it adds much. SQLite keeps
    /// a sound database sound, so the answer is the same; the import checks the catalog it read
    /// before its rows (for 100,000 rows into a small library, a fraction of the 0.9 s the same
    /// check took on the grown catalog before the seal, of a 6.4 s import). Dry runs and writers
    /// that change little check at the seal, so a run that writes nothing pays nothing.
    public func verifySound() throws {
        guard !verifiedSound else { return }
        try CatalogSoundness.verify(db, path: path)
        verifiedSound = true
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

    /// `FileIO.writeAtomically` whose rename happens under the package lock, and only while
    /// the file there is still the one this session read (`expectedHash`).
    /// - Parameter locked: the caller already holds the lock (flock is per open file, so
    ///   taking it again here would wait for ever).
    static func replace(_ target: URL, lockFolder: URL, locked: Bool = false, expectedHash: [UInt8], write: (FileIO) throws -> Void) throws {
        try FileIO.writeAtomically(to: target, commit: { rename in
            try withLock(folder: lockFolder, already: locked) {
                let current = FileManager.default.fileExists(atPath: target.path) ? try SHA256.hash(fileAt: target) : []
                guard current == expectedHash else { throw StoreError.changedByAnotherWriter(path: target.path) }
                try rename()
            }
        }, body: write)
    }

    /// Runs `body` holding an exclusive flock on the package's lock file, so two toolkit
    /// processes never interleave their compare and rename.
    static func withLock<T>(folder: URL, already: Bool = false, _ body: () throws -> T) throws -> T {
        if already { return try body() }
        return try FileIO.withExclusiveLock(path: folder.appendingPathComponent(LibraryPackage.lockName).path, body)
    }
}

@available(*, unavailable) extension CatalogSession: Sendable {}
