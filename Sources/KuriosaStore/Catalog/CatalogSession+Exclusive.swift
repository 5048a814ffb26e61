import Foundation

/// Work that must see every other toolkit writer's result: `kuriosa import` checks duplicates
/// against the catalog, and two imports of the same file at once (two terminals, a cron job and
/// a person) would each check against their own snapshot, and `save()` would then merge both
/// sets of new pieces (docs/import.md#two-imports-at-once). Holding the package lock from the
/// check to the save, with the snapshot first brought up to the file as it is, makes the check
/// hold across toolkit processes: the second import waits, then sees the first one's pieces.
extension CatalogSession {
    /// Runs `body` holding the package's exclusive lock (the one `save()` takes for its
    /// compare and rename). Before `body`, a catalog another writer saved since this session
    /// read it is merged in (library format, section 10). `body` saves through the closure it
    /// is given, never through `save()` (the lock is per open file; `save()` would wait for
    /// ever).
    public func exclusively<T>(_ body: (_ save: () throws -> Void) throws -> T) throws -> T {
        try Self.withLock(folder: lockFolder) {
            if !fileIsTheOneRead(), try currentFileHash() != readHash { try mergeCurrentFile() }
            return try body {
                // Only a writer that does not take the lock (the app, a sync provider) can
                // have changed the file meanwhile; merge it and try again, as `save()` does.
                var round = 1
                while true {
                    do {
                        try writeOnce(locked: true)
                        break
                    } catch StoreError.changedByAnotherWriter {
                        guard round < Self.maximumSaveRounds else {
                            throw StoreError.catalog(path: path, reason: "the catalog changed again each of the \(round) times it was merged and written; nothing of this session was written (try again)")
                        }
                        round += 1
                        try mergeCurrentFile()
                    }
                }
                removeMergedConflictCopies()
            }
        }
    }

    /// True when the catalog file is still the very file first read (same identity), which
    /// spares hashing it; false means "maybe changed": compare the hash.
    private func fileIsTheOneRead() -> Bool {
        guard let readIdentity, case .package(let library) = backing else { return false }
        return CatalogFileIdentity(path: library.package.catalogURL.path) == readIdentity
    }

    /// SHA-256 of the catalog file as it is now (empty when it is missing).
    private func currentFileHash() throws -> [UInt8] {
        let url: URL
        switch backing {
        case .package(let library): url = library.package.catalogURL
        case .plain(let file): url = file
        }
        return FileManager.default.fileExists(atPath: url.path) ? try SHA256.hash(fileAt: url) : []
    }
}
