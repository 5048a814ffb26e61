import Foundation
import KuriosaCore

/// One way to unlock a library: the data key wrapped under a key derived from a recovery key or
/// a passphrase (docs/package-format.md#key-slots). Slots of kinds or algorithms this toolkit
/// does not know are kept untouched, so writing the manifest back loses none.
public struct KeySlot: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case recoveryKey(salt: [UInt8])
        case passphrase(salt: [UInt8], iterations: Int)
        /// A slot this toolkit skips; its JSON object is written back unchanged.
        case unknown([String: JSONValue])
    }

    public static let defaultIterations = 600_000
    /// The most PBKDF2 iterations a reader runs for one slot: 8 × the default, about 3 s of
    /// one core here. The count comes from the manifest, which anyone who can write into a
    /// shared folder can edit; without a cap a slot asking for 2^31 keeps `info` busy for a
    /// quarter of an hour (as age caps scrypt's work factor). `init` writes at most this.
    public static let maximumIterations = 5_000_000

    /// True for a passphrase slot asking for more work than `maximumIterations`; it is
    /// never tried (and kept unchanged in the manifest).
    public var exceedsWorkLimit: Bool {
        if case .passphrase(_, let iterations) = kind { iterations > Self.maximumIterations } else { false }
    }
    public var kind: Kind
    public var wrappedKey: [UInt8]

    public init(kind: Kind, wrappedKey: [UInt8]) {
        self.kind = kind
        self.wrappedKey = wrappedKey
    }

    var kindName: String? {
        switch kind {
        case .recoveryKey: "recoveryKey"
        case .passphrase: "passphrase"
        case .unknown: nil
        }
    }

    static func aad(kind: String, libraryID: String) -> [UInt8] { Array("kuriosa.keyslot.v1:\(kind):\(libraryID)".utf8) }

    static func recoveryKEK(_ key: RecoveryKey, salt: [UInt8]) throws -> SecretKey {
        try KeyDerivation.hkdfSHA256(ikm: key.bytes, salt: salt, info: Array("kuriosa.keyslot.v1:recoveryKey".utf8), length: 32)
    }

    /// The passphrase's NFC form is derived from in place (one normalized copy, which Swift
    /// strings cannot wipe; no arrays of its bytes).
    static func passphraseKEK(_ passphrase: String, salt: [UInt8], iterations: Int) throws -> SecretKey {
        var nfc = passphrase.precomposedStringWithCanonicalMapping
        return try nfc.withUTF8 { utf8 in
            try KeyDerivation.pbkdf2SHA256(password: UnsafeRawBufferPointer(utf8), salt: salt, iterations: iterations, length: 32)
        }
    }

    /// Wraps the data key for a recovery key, with a fresh salt and nonce.
    public static func wrap(dataKey: SecretKey, recoveryKey: RecoveryKey, libraryID: String) throws -> KeySlot {
        let salt = try SecureRandom.bytes(16)
        let kek = try recoveryKEK(recoveryKey, salt: salt)
        return KeySlot(kind: .recoveryKey(salt: salt), wrappedKey: try wrap(dataKey, kek: kek, aad: aad(kind: "recoveryKey", libraryID: libraryID)))
    }

    /// Wraps the data key for a passphrase (NFC-normalized), with a fresh salt and nonce.
    public static func wrap(dataKey: SecretKey, passphrase: String, libraryID: String, iterations: Int = defaultIterations) throws -> KeySlot {
        let salt = try SecureRandom.bytes(16)
        let kek = try passphraseKEK(passphrase, salt: salt, iterations: iterations)
        return KeySlot(kind: .passphrase(salt: salt, iterations: iterations),
                       wrappedKey: try wrap(dataKey, kek: kek, aad: aad(kind: "passphrase", libraryID: libraryID)))
    }

    static func wrap(_ dataKey: SecretKey, kek: SecretKey, aad: [UInt8], nonce: [UInt8]? = nil) throws -> [UInt8] {
        let n = try nonce ?? SecureRandom.bytes(AESGCM.nonceSize)
        return n + (try AESGCM.seal(key: kek, nonce: n, aad: aad, plaintext: dataKey))
    }

    /// The data key, if this slot is a recovery-key slot and the key is right.
    public func unwrap(recoveryKey: RecoveryKey, libraryID: String) -> SecretKey? {
        guard case .recoveryKey(let salt) = kind, let kek = try? Self.recoveryKEK(recoveryKey, salt: salt) else { return nil }
        return unwrap(kek: kek, aad: Self.aad(kind: "recoveryKey", libraryID: libraryID))
    }

    /// The data key, if this slot is a passphrase slot and the passphrase is right.
    public func unwrap(passphrase: String, libraryID: String) -> SecretKey? {
        guard case .passphrase(let salt, let iterations) = kind, iterations <= Self.maximumIterations,
              let kek = try? Self.passphraseKEK(passphrase, salt: salt, iterations: iterations) else { return nil }
        return unwrap(kek: kek, aad: Self.aad(kind: "passphrase", libraryID: libraryID))
    }

    func unwrap(kek: SecretKey, aad: [UInt8]) -> SecretKey? {
        guard wrappedKey.count == AESGCM.nonceSize + 32 + AESGCM.tagSize else { return nil }
        let nonce = Array(wrappedKey[0..<AESGCM.nonceSize])
        let sealed = Array(wrappedKey[AESGCM.nonceSize...])
        guard let key = try? AESGCM.open(key: kek, nonce: nonce, aad: aad, sealed: sealed), key.count == 32 else { return nil }
        return key
    }
}
