import Foundation
#if canImport(Glibc)
import Glibc
#endif
import KuriosaCore

/// A library package on disk (library format, sections 1, 2 and 9): a folder holding
/// manifest.json, catalog.db.enc and media/. This type knows where things are and how to
/// unlock them; `Library` works on an unlocked one.
public final class LibraryPackage: Sendable {
    public let url: URL
    public let manifest: Manifest

    public static let manifestName = "manifest.json"
    public static let catalogName = "catalog.db.enc"
    public static let lockName = ".kuriosa-toolkit.lock"

    public var manifestURL: URL { url.appendingPathComponent(Self.manifestName) }
    public var catalogURL: URL { url.appendingPathComponent(Self.catalogName) }
    public var mediaFolder: URL { url.appendingPathComponent("media") }
    public var libraryID: String { manifest.libraryID }

    /// Reads the package at `url` (the package folder itself).
    public init(url: URL) throws {
        self.url = url.standardizedFileURL
        self.manifest = try Manifest.read(from: url.appendingPathComponent(Self.manifestName))
    }

    // MARK: Finding (section 9)

    /// The package in a chosen folder: the folder itself when it holds a readable manifest,
    /// else one directly inside it — with several, the one with a known library ID first,
    /// then "Kuriosa Library", then "Kuriosa Library.kuriosa", then the first by name.
    public static func locate(in folder: URL, knownLibraryIDs: [String] = []) throws -> URL {
        let fm = FileManager.default
        func readable(_ dir: URL) -> Manifest? { try? Manifest.read(from: dir.appendingPathComponent(manifestName)) }
        if fm.fileExists(atPath: folder.appendingPathComponent(manifestName).path) {
            // The chosen folder is a package; a broken manifest is reported, not skipped.
            _ = try Manifest.read(from: folder.appendingPathComponent(manifestName))
            return folder
        }
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: folder.path, isDirectory: &isDir), isDir.boolValue else {
            throw StoreError.noPackage(folder: folder.path)
        }
        let children = (try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        let candidates = children.compactMap { dir -> (URL, Manifest)? in
            readable(dir).map { (dir, $0) }
        }.sorted { $0.0.lastPathComponent < $1.0.lastPathComponent }
        if let known = candidates.first(where: { knownLibraryIDs.contains($0.1.libraryID) }) { return known.0 }
        for name in ["Kuriosa Library", "Kuriosa Library.kuriosa"] {
            if let c = candidates.first(where: { $0.0.lastPathComponent == name }) { return c.0 }
        }
        guard let first = candidates.first else {
            // A newer formatVersion is a manifest we can read but must refuse: say so.
            for dir in children where fm.fileExists(atPath: dir.appendingPathComponent(manifestName).path) {
                _ = try Manifest.read(from: dir.appendingPathComponent(manifestName))
            }
            throw StoreError.noPackage(folder: folder.path)
        }
        return first.0
    }

    // MARK: Unlocking

    /// How many slots of one kind a reader tries before it gives up: a manifest with 200
    /// passphrase slots would otherwise cost 200 key derivations before "the passphrase is
    /// wrong". A library has one slot of each kind; the app adds a passphrase slot per
    /// change of passphrase at most, so four is generous. Recovery-key slots cost one HKDF
    /// each and are capped only so that no count from the manifest goes unbounded.
    public static let maximumPassphraseSlotsTried = 4
    public static let maximumRecoveryKeySlotsTried = 16

    /// The data key, from the first slot of the right kind that opens (manifest order), among
    /// the first `maximumPassphraseSlotsTried` (or `maximumRecoveryKeySlotsTried`) of that
    /// kind; a passphrase slot over `KeySlot.maximumIterations` is skipped and named.
    /// Internal: outside the store the key exists only inside a `Library`.
    func unlock(_ secret: LibrarySecret) throws -> SecretKey {
        switch secret {
        case .dataKey(let key):
            guard key.count == 32 else { throw StoreError.locked(path: url.path, reason: "a data key has 32 bytes") }
            return SecretKey(copying: key)
        case .recoveryKey(let key):
            var tried = 0
            var notes = [String]()
            for (i, slot) in manifest.keySlots.enumerated() {
                guard case .recoveryKey = slot.kind else { continue }
                guard tried < Self.maximumRecoveryKeySlotsTried else {
                    notes.append("key slot \(i + 1) and later recovery-key slots were not tried (at most \(Self.maximumRecoveryKeySlotsTried) are)")
                    break
                }
                tried += 1
                if let dk = slot.unwrap(recoveryKey: key, libraryID: libraryID) { return dk }
            }
            throw StoreError.locked(path: manifestURL.path,
                                    reason: ([tried > 0 ? "the recovery key is wrong" + Self.orChanged : "the library has no recovery-key slot"] + notes).joined(separator: "; "))
        case .passphrase(let passphrase):
            var tried = 0
            var notes = [String]()
            for (i, slot) in manifest.keySlots.enumerated() {
                guard case .passphrase(_, let iterations) = slot.kind else { continue }
                if slot.exceedsWorkLimit {
                    notes.append("key slot \(i + 1) asks for \(iterations) PBKDF2 iterations, more than the \(KeySlot.maximumIterations) this toolkit runs; it was not tried")
                    continue
                }
                guard tried < Self.maximumPassphraseSlotsTried else {
                    notes.append("key slot \(i + 1) and later passphrase slots were not tried (at most \(Self.maximumPassphraseSlotsTried) are)")
                    break
                }
                tried += 1
                if let dk = slot.unwrap(passphrase: passphrase, libraryID: libraryID) { return dk }
            }
            let has = manifest.keySlots.contains { if case .passphrase = $0.kind { true } else { false } }
            let first = tried > 0 ? "the passphrase is wrong" + Self.orChanged : has ? "no passphrase slot could be tried" : "the library has no passphrase slot"
            throw StoreError.locked(path: manifestURL.path, reason: ([first] + notes).joined(separator: "; "))
        }
    }

    /// A key that opens no slot may be right for a manifest someone changed: the slots are
    /// bound to the library ID, the wrapped key and the salt, and a change of any reads alike.
    static let orChanged = " (or the manifest was changed: its libraryID, a slot's wrappedKey or salt)"

    /// Unlocks and returns the library to work on.
    public func open(_ secret: LibrarySecret) throws -> Library {
        Library(package: self, dataKey: try unlock(secret))
    }

    // MARK: Creating

    /// Makes a new package at `url` (which must not exist, or be an empty folder): a fresh
    /// data key, a recovery-key slot, optionally a passphrase slot, an empty v16 catalog.
    /// The package is built in a hidden folder beside `url` (`.NAME.kuriosa-init.<device-id>.<uuid>`,
    /// locked while it is built; `InitLeftovers` removes those a killed `init` left), `beforeRename` runs (`init` writes the recovery-key file there, so a package never
    /// exists without it), and only then is the folder renamed to `url`: a process killed at
    /// any moment leaves either no package, or a whole one; never a half-made folder at `url`.
    public static func create(at url: URL, passphrase: String? = nil,
                              iterations: Int = KeySlot.defaultIterations,
                              beforeRename: (RecoveryKey) throws -> Void = { _ in }) throws -> (library: Library, recoveryKey: RecoveryKey) {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: url.path, isDirectory: &isDir) {
            // An empty folder (made by hand, or by a file manager) is replaced by the rename.
            let empty = isDir.boolValue && ((try? fm.contentsOfDirectory(atPath: url.path))?.isEmpty ?? false)
            guard empty else { throw StoreError.invalidArgument("\(url.path): already exists; choose a new folder name") }
        }
        let dataKey = try SecretKey.random(count: 32)
        let recoveryKey = try RecoveryKey.generate()
        let libraryID = SecureRandom.uuid()
        var slots = [try KeySlot.wrap(dataKey: dataKey, recoveryKey: recoveryKey, libraryID: libraryID)]
        if let passphrase {
            slots.append(try KeySlot.wrap(dataKey: dataKey, passphrase: passphrase, libraryID: libraryID, iterations: iterations))
        }
        let manifest = Manifest(createdAt: Manifest.createdAtNow(), libraryID: libraryID, keySlots: slots)
        let parent = url.deletingLastPathComponent()
        // What an earlier `init` of this device killed mid-way left beside its target.
        InitLeftovers.removeOwnDead(in: parent)
        let building = parent.appendingPathComponent(InitLeftovers.buildingName(for: url.lastPathComponent))
        var lock: Int32 = -1
        defer { if lock >= 0 { close(lock) } }
        do {
            // The package is the owner's only (0700), whatever the umask lets others see.
            try fm.createDirectory(at: building, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            lock = try InitLeftovers.lock(building)
            try fm.createDirectory(at: building.appendingPathComponent("media"), withIntermediateDirectories: false,
                                   attributes: [.posixPermissions: 0o700])
            let catalog = try CatalogSchema.makeFresh()
            try KEF1.sealData(try catalog.serialize(), to: building.appendingPathComponent(catalogName), key: dataKey, context: "catalog")
            try FileIO.writeAtomically(try manifest.encoded(), to: building.appendingPathComponent(manifestName))
            try beforeRename(recoveryKey)
            guard rename(building.path, url.path) == 0 else {
                let code = errno
                if code == EEXIST || code == ENOTEMPTY {
                    throw StoreError.invalidArgument("\(url.path): already exists; choose a new folder name")
                }
                throw StoreError.io(path: url.path, operation: "rename", errno: code)
            }
            try FileIO.syncDirectory(url.deletingLastPathComponent().path)
        } catch {
            try? fm.removeItem(at: building)
            throw error
        }
        let package = try LibraryPackage(url: url)
        return (Library(package: package, dataKey: dataKey), recoveryKey)
    }
}

/// What unlocks a library.
public enum LibrarySecret: Sendable {
    case recoveryKey(RecoveryKey)
    case passphrase(String)
    /// The raw data key (tests and tools that hold it, e.g. the golden vectors' packages.json).
    case dataKey([UInt8])
}
