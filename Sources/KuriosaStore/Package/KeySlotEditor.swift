import Foundation

/// Changing a library's key slots after `init` (`kuriosa keys`, docs/store.md#key-slots-after-init):
/// a passphrase added, changed or removed, a new recovery key. Each change is proved by a
/// secret that opens a slot of the manifest as it is, written as a whole new manifest.json
/// (temporary file, fsync, rename) under the package lock, and only while the manifest on
/// disk is still the one read; slots of kinds this toolkit does not know are kept as they are.
/// A library is never left without the slot the secret given opens: that one is changed
/// in place (a passphrase) or kept, so the person who made the change can still open it.
public struct KeySlotEditor {
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case noSuchSlot(Int, count: Int)
        case removingTheOpeningSlot(Int)
        case notAPassphraseSlot(Int)
        case changedMeanwhile(path: String)
        case emptyPassphrase

        public var description: String {
            switch self {
            case let .noSuchSlot(n, count): "the library has no key slot \(n) (it has \(count): see `kuriosa keys list`)"
            case .removingTheOpeningSlot(let n):
                "key slot \(n) is the one the key given opens: removing it could leave the library with no slot you can open. "
                    + "Unlock with another slot's secret to remove this one"
            case .notAPassphraseSlot(let n): "key slot \(n) is not a passphrase slot"
            case .changedMeanwhile(let path): "\(path) changed while this command worked (another device or process wrote it); nothing was written, run it again"
            case .emptyPassphrase: "the new passphrase is empty"
            }
        }
    }

    public let package: LibraryPackage
    /// The slot (0-based) the secret given opened, and the data key it holds.
    public let openedSlot: Int
    let dataKey: SecretKey

    /// Unlocks `package` with `secret`, remembering which slot opened.
    public init(package: LibraryPackage, secret: LibrarySecret) throws {
        self.package = package
        let key = try package.unlock(secret)
        dataKey = key
        let libraryID = package.libraryID
        let index = package.manifest.keySlots.firstIndex { slot in
            switch (slot.kind, secret) {
            case (.recoveryKey, .recoveryKey(let k)): slot.unwrap(recoveryKey: k, libraryID: libraryID) != nil
            case (.passphrase, .passphrase(let p)): !slot.exceedsWorkLimit && slot.unwrap(passphrase: p, libraryID: libraryID) != nil
            default: false
            }
        }
        openedSlot = index ?? -1
    }

    /// Appends a passphrase slot; returns its number (1-based).
    public func addPassphrase(_ passphrase: String, iterations: Int = KeySlot.defaultIterations) throws -> Int {
        guard !passphrase.isEmpty else { throw Failure.emptyPassphrase }
        var slots = package.manifest.keySlots
        slots.append(try KeySlot.wrap(dataKey: dataKey, passphrase: passphrase, libraryID: package.libraryID, iterations: iterations))
        try write(slots)
        return slots.count
    }

    /// Replaces passphrase slot `number` (1-based; nil: the one the secret given opened) with
    /// one for `passphrase`, in the same place; the old passphrase opens nothing any more.
    public func changePassphrase(slot number: Int?, to passphrase: String, iterations: Int = KeySlot.defaultIterations) throws -> Int {
        guard !passphrase.isEmpty else { throw Failure.emptyPassphrase }
        var slots = package.manifest.keySlots
        let index = number.map { $0 - 1 } ?? openedSlot
        guard slots.indices.contains(index) else { throw Failure.noSuchSlot(index + 1, count: slots.count) }
        guard case .passphrase = slots[index].kind else { throw Failure.notAPassphraseSlot(index + 1) }
        slots[index] = try KeySlot.wrap(dataKey: dataKey, passphrase: passphrase, libraryID: package.libraryID, iterations: iterations)
        try write(slots)
        return index + 1
    }

    /// Removes slot `number` (1-based), never the one the secret given opened.
    public func remove(slot number: Int) throws {
        var slots = package.manifest.keySlots
        guard slots.indices.contains(number - 1) else { throw Failure.noSuchSlot(number, count: slots.count) }
        guard number - 1 != openedSlot else { throw Failure.removingTheOpeningSlot(number) }
        slots.remove(at: number - 1)
        try write(slots)
    }

    /// A new recovery key in one slot, where the first recovery-key slot was (else at the
    /// end); every other recovery-key slot is removed, so no older recovery key opens the
    /// library any more. The key is returned once, to be shown once.
    public func newRecoveryKey() throws -> RecoveryKey {
        let key = try RecoveryKey.generate()
        let slot = try KeySlot.wrap(dataKey: dataKey, recoveryKey: key, libraryID: package.libraryID)
        var slots: [KeySlot] = []
        var placed = false
        for existing in package.manifest.keySlots {
            guard case .recoveryKey = existing.kind else {
                slots.append(existing)
                continue
            }
            if !placed { slots.append(slot) }
            placed = true
        }
        if !placed { slots.append(slot) }
        try write(slots)
        return key
    }

    /// The manifest with `slots`, replacing the file under the package lock only while it is
    /// still the manifest this editor read.
    func write(_ slots: [KeySlot]) throws {
        var manifest = package.manifest
        manifest.keySlots = slots
        let data = try manifest.encoded()
        let url = package.manifestURL
        try FileIO.withExclusiveLock(path: package.url.appendingPathComponent(LibraryPackage.lockName).path) {
            guard (try? Manifest.read(from: url)) == package.manifest else { throw Failure.changedMeanwhile(path: url.path) }
            try FileIO.writeAtomically(data, to: url)
        }
    }
}
