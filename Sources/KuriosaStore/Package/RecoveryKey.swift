/// The recovery key: 20 random bytes a person writes down, shown as eight groups of four
/// Crockford Base32 symbols (library format, section 4; docs/package-format.md#recovery-key).
/// Parsing forgives what people do when they type it back (case, spaces, hyphens, O for 0, I
/// and L for 1) and nothing more, so a typo is refused rather than silently turned into another
/// key.
public struct RecoveryKey: Sendable, Equatable {
    public static let byteCount = 20
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".utf8)

    public let bytes: [UInt8]

    public init(bytes: [UInt8]) throws {
        guard bytes.count == Self.byteCount else { throw RecoveryKeyError.wrongLength(bytes.count * 8 / 5) }
        self.bytes = bytes
    }

    /// A fresh random key.
    public static func generate() throws -> RecoveryKey { try RecoveryKey(bytes: SecureRandom.bytes(byteCount)) }

    /// `XXXX-XXXX-…` (eight groups of four, upper case).
    public var displayForm: String {
        var symbols = [UInt8]()
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = (buffer << 8) | UInt32(byte)
            bits += 8
            while bits >= 5 {
                symbols.append(Self.alphabet[Int((buffer >> UInt32(bits - 5)) & 31)])
                bits -= 5
            }
        }
        var out = [UInt8]()
        for (i, s) in symbols.enumerated() {
            if i > 0 && i % 4 == 0 { out.append(UInt8(ascii: "-")) }
            out.append(s)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Parses a typed key: ASCII case ignored, Unicode White_Space and U+002D skipped,
    /// O→0 and I, L→1; exactly 32 symbols.
    public init(parsing text: String) throws {
        var values = [UInt8]()
        for scalar in text.unicodeScalars {
            if Self.isWhiteSpace(scalar) || scalar == "-" { continue }
            guard scalar.isASCII else { throw RecoveryKeyError.invalidCharacter(Character(scalar)) }
            var c = UInt8(scalar.value)
            if c >= 97 && c <= 122 { c -= 32 }
            if c == UInt8(ascii: "O") { c = UInt8(ascii: "0") }
            if c == UInt8(ascii: "I") || c == UInt8(ascii: "L") { c = UInt8(ascii: "1") }
            guard let v = Self.alphabet.firstIndex(of: c) else { throw RecoveryKeyError.invalidCharacter(Character(scalar)) }
            values.append(UInt8(v))
        }
        guard values.count == 32 else { throw RecoveryKeyError.wrongLength(values.count) }
        var out = [UInt8]()
        var buffer: UInt64 = 0
        var bits = 0
        for v in values {
            buffer = (buffer << 5) | UInt64(v)
            bits += 5
            if bits >= 8 {
                out.append(UInt8((buffer >> UInt64(bits - 8)) & 0xFF))
                bits -= 8
            }
        }
        try self.init(bytes: out)
    }

    /// The Unicode White_Space property, spelled out: Foundation's whitespace sets differ
    /// between platforms, and this decision must not.
    static func isWhiteSpace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

/// Why a typed recovery key was refused.
public enum RecoveryKeyError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidCharacter(Character)
    case wrongLength(Int)

    public var description: String {
        switch self {
        case .invalidCharacter(let c): "recovery key: '\(c)' is not one of its characters (0–9 and A–Z without I, L, O, U)"
        case .wrongLength(let n): "recovery key: \(n) characters instead of 32"
        }
    }
}
