import KuriosaStore

/// The payload `kuriosa labels` gives a piece that has no code yet (docs/labels.md, "New
/// payloads"): `K1` and 16 characters of Crockford's base 32 carrying 80 random bits, e.g.
/// `K1X7M4Q0ZC9RT2HB6N`. Random, so that it tells a stranger nothing (no number, no name, no
/// address) and two libraries practically never give the same one; 18 characters of QR
/// alphanumeric mode, so that the smallest QR code (version 1, 21 × 21 modules, level M)
/// holds it; no I, L, O or U, so that it is never misread when typed.
public enum LabelPayload {
    public static let prefix = "K1"
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// A new payload from the system's CSPRNG.
    /// - Throws: `CryptoError` when no random bytes can be had.
    public static func make() throws -> String {
        let bytes = try SecureRandom.bytes(10)
        var bits = 0, value = 0
        var out = prefix
        for byte in bytes {
            value = (value << 8) | Int(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                out.append(alphabet[(value >> bits) & 31])
            }
            value &= (1 << bits) - 1
        }
        return out
    }

    /// Whether `text` has the form of a payload this toolkit makes.
    public static func isNew(_ text: String) -> Bool {
        text.count == 18 && text.hasPrefix(prefix) && text.dropFirst(2).allSatisfy { alphabet.contains($0) }
    }
}
