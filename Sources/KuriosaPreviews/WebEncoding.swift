#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// An encoding of the WHATWG Encoding Standard, named by its canonical name ("UTF-8",
/// "windows-1252", "Shift_JIS", …).
///
/// Pages name encodings with any of ~220 labels, and the HTML standard maps them through
/// that table, not through IANA's: `iso-8859-1` and `us-ascii` are windows-1252, `sjis` is
/// Shift_JIS (Windows-31J). Decoding is in Swift for UTF-8, UTF-16, windows-1252,
/// x-user-defined and replacement, and through glibc's iconv for the rest.
struct WebEncoding: Sendable, Hashable {
    let name: String

    static let utf8 = WebEncoding(name: "UTF-8")
    static let utf16BE = WebEncoding(name: "UTF-16BE")
    static let utf16LE = WebEncoding(name: "UTF-16LE")
    static let windows1252 = WebEncoding(name: "windows-1252")
    static let replacement = WebEncoding(name: "replacement")
    static let xUserDefined = WebEncoding(name: "x-user-defined")

    /// The encoding a label names: ASCII whitespace trimmed, ASCII case ignored.
    init?(label: some StringProtocol) {
        let trimmed = label.trimmingCharacters(in: CharacterSet(charactersIn: "\t\n\u{0C}\r "))
        guard let name = Self.labels[trimmed.lowercased()] else { return nil }
        self.name = name
    }

    private init(name: String) {
        self.name = name
    }

    /// The bytes as text, errors replaced by U+FFFD as the Encoding Standard's decoders do.
    func decode(_ bytes: some Collection<UInt8>) -> String {
        switch self {
        case .utf8:
            return String(decoding: bytes, as: UTF8.self)
        case .utf16BE, .utf16LE:
            return decodeUTF16(Array(bytes), bigEndian: self == .utf16BE)
        case .windows1252:
            var scalars = String.UnicodeScalarView()
            for byte in bytes { scalars.append(Self.windows1252Scalar(byte)) }
            return String(scalars)
        case .replacement:
            return bytes.isEmpty ? "" : "\u{FFFD}"
        case .xUserDefined:
            var scalars = String.UnicodeScalarView()
            for byte in bytes {
                scalars.append(Unicode.Scalar(byte < 0x80 ? UInt32(byte) : 0xF780 + UInt32(byte) - 0x80) ?? "\u{FFFD}")
            }
            return String(scalars)
        default:
            return IconvDecoder.decode(Array(bytes), from: Self.iconvNames[name] ?? name)
                ?? String(decoding: bytes, as: UTF8.self)
        }
    }

    /// windows-1252 as the Encoding Standard has it: the five holes map to C1 controls.
    static func windows1252Scalar(_ byte: UInt8) -> Unicode.Scalar {
        guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
        return Unicode.Scalar(windows1252High[Int(byte) - 0x80]) ?? "\u{FFFD}"
    }

    private static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
        0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013,
        0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    private func decodeUTF16(_ bytes: [UInt8], bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var text = String(decoding: units, as: UTF16.self)
        if bytes.count % 2 == 1 { text.append("\u{FFFD}") }
        return text
    }
}

/// glibc's iconv with the Encoding Standard's error mode: an invalid byte becomes U+FFFD and
/// decoding goes on, so one bad byte does not lose the rest of the page.
enum IconvDecoder {
    static func decode(_ bytes: [UInt8], from encoding: String) -> String? {
        let converter = iconv_open("UTF-8", encoding)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        bytes.withUnsafeBufferPointer { input in
            chunk.withUnsafeMutableBufferPointer { out in
                var inPointer = UnsafeMutablePointer<CChar>(
                    mutating: UnsafeRawPointer(input.baseAddress)?.assumingMemoryBound(to: CChar.self))
                var inLeft = input.count
                while inLeft > 0 {
                    var outPointer = UnsafeMutableRawPointer(out.baseAddress)?.assumingMemoryBound(to: CChar.self)
                    var outLeft = out.count
                    let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    output.append(contentsOf: out[0..<(out.count - outLeft)])
                    if result != -1 { continue }
                    switch errno {
                    case E2BIG:
                        continue
                    case EILSEQ:
                        output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                        inPointer = inPointer.map { $0 + 1 }
                        inLeft -= 1
                        iconv(converter, nil, nil, nil, nil)
                    default: // EINVAL: the page ends inside a character.
                        output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                        inLeft = 0
                    }
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
