internal import CCrypto

/// Random bytes from OpenSSL's CSPRNG, for data keys, salts, nonces and recovery keys.
public enum SecureRandom {
    public static func bytes(_ count: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        guard count == 0 || out.withUnsafeMutableBufferPointer({ RAND_bytes($0.baseAddress, Int32(count)) }) == 1 else {
            throw CryptoError.openSSL("RAND_bytes")
        }
        return out
    }

    /// Set only by tests: every new ID of the task comes from this sequence instead of the
    /// random source, so two runs of the same work write the same bytes and their catalogs
    /// compare as text (the import's speed work is checked that way).
    @TaskLocal static var sequence: UUIDSequence?

    /// A lowercase UUID v4, the form of every ID in a library.
    public static func uuid() -> String {
        if let sequence { return sequence.next() }
        let b = (try? bytes(16)) ?? (0..<16).map { _ in UInt8.random(in: 0...255) }
        return b.withUnsafeBufferPointer { UUIDText.format($0) }
    }
}
