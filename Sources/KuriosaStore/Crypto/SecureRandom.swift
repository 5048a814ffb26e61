import CCrypto

/// Random bytes from OpenSSL's CSPRNG, for data keys, salts, nonces and recovery keys.
public enum SecureRandom {
    public static func bytes(_ count: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        guard count == 0 || out.withUnsafeMutableBufferPointer({ RAND_bytes($0.baseAddress, Int32(count)) }) == 1 else {
            throw CryptoError.openSSL("RAND_bytes")
        }
        return out
    }

    /// A lowercase UUID v4, the form of every ID in a library.
    public static func uuid() -> String {
        var b = (try? bytes(16)) ?? (0..<16).map { _ in UInt8.random(in: 0...255) }
        b[6] = (b[6] & 0x0F) | 0x40
        b[8] = (b[8] & 0x3F) | 0x80
        var text = Array(b.hexString.utf8)
        for offset in [20, 16, 12, 8] { text.insert(0x2D, at: offset) }  // 8-4-4-4-12
        return String(decoding: text, as: UTF8.self)
    }
}
