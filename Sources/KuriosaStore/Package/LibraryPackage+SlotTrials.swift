import Foundation

/// What `kuriosa check` says of each key slot, by the rule unlocking follows (#26: the command
/// re-did the caps): the slots of a kind in manifest order, at most
/// `maximumPassphraseSlotsTried` passphrase and `maximumRecoveryKeySlotsTried` recovery-key
/// slots tried, a passphrase slot over `KeySlot.maximumIterations` never derived
/// (docs/store.md, "Key slots"). Unlike `unlock`, every slot within the caps is tried, so a
/// check tells which of them the secret opens.
extension LibraryPackage {
    public enum SlotTrial: Sendable, Equatable {
        /// A kind or algorithm this toolkit does not know: skipped, as unlocking skips it.
        case unknownKind
        /// A passphrase slot asking for more PBKDF2 iterations than a reader runs.
        case overWorkLimit(iterations: Int)
        /// Past the cap of its kind (the cap given).
        case beyondCap(Int)
        case unlocks
        case doesNotUnlock
        /// No secret of the slot's kind was given.
        case noSecret
    }

    /// Each slot of the manifest, in order, with what trying it gave.
    public func slotTrials(recoveryKey: RecoveryKey?, passphrase: String?) -> [(slot: KeySlot, trial: SlotTrial)] {
        var passphraseTried = 0, recoveryTried = 0
        return manifest.keySlots.map { slot in
            switch slot.kind {
            case .unknown:
                return (slot, .unknownKind)
            case .passphrase(_, let iterations) where slot.exceedsWorkLimit:
                return (slot, .overWorkLimit(iterations: iterations))
            case .passphrase:
                guard passphraseTried < Self.maximumPassphraseSlotsTried else { return (slot, .beyondCap(Self.maximumPassphraseSlotsTried)) }
                guard let passphrase else { return (slot, .noSecret) }
                passphraseTried += 1
                return (slot, slot.unwrap(passphrase: passphrase, libraryID: libraryID) != nil ? .unlocks : .doesNotUnlock)
            case .recoveryKey:
                guard recoveryTried < Self.maximumRecoveryKeySlotsTried else { return (slot, .beyondCap(Self.maximumRecoveryKeySlotsTried)) }
                guard let recoveryKey else { return (slot, .noSecret) }
                recoveryTried += 1
                return (slot, slot.unwrap(recoveryKey: recoveryKey, libraryID: libraryID) != nil ? .unlocks : .doesNotUnlock)
            }
        }
    }
}
