/// docs/import-rules.md#bytes-to-text over a byte stream, in one pass and constant memory.
///
/// The whole file must be seen: "valid UTF-8", "has NUL bytes" and "the only line breaks are
/// lone CR" are facts about every byte. Order of the checks, decided from the reason table
/// ("NUL bytes without a UTF-16 BOM"): a UTF-16 BOM wins; then any NUL byte is fatal, even in
/// otherwise valid UTF-8, because BOM-less UTF-16 of ASCII text is valid UTF-8 and must not be
/// guessed; then valid UTF-8; then lone CR only (at least one CR, no LF) is Mac Roman; else 1252.
struct EncodingDetector {
    /// What the scan found: the encoding and how many BOM bytes to skip.
    struct Verdict: Equatable {
        let encoding: TextEncodingKind
        let bomLength: Int
        /// Bytes of a UTF-8 file that are not UTF-8 (each read as U+FFFD).
        var strayBytes = 0
    }

    private var started = false
    private var byteCount = 0
    private var bom: TextEncodingKind?
    private var head: [UInt8] = []
    // UTF-8 validation state: continuation bytes still expected and the allowed range of the next.
    private var utf8Valid = true
    private var pending = 0
    private var nextLow: UInt8 = 0x80
    private var nextHigh: UInt8 = 0xBF
    /// Complete multi-byte UTF-8 characters, and bytes that are not UTF-8: a UTF-8 file with a
    /// stray byte (a LibraryThing export's `Cort\xE2azar`) is still UTF-8.
    private var utf8Characters = 0
    private var utf8Invalid = 0
    private var sawNUL = false
    /// NUL bytes at even and odd offsets, and the offset of the next byte: BOM-less UTF-16 of
    /// Latin text has a NUL in every other byte, which the refusal names with what to do.
    private var nulAtEven = 0
    private var nulAtOdd = 0
    private var offset = 0
    private var sawLF = false
    private var sawCR = false
    // UTF-16 validation state.
    private var oddByte: UInt8?
    private var highSurrogatePending = false
    private var utf16Valid = true

    /// Feeds the next chunk of the file.
    mutating func scan(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        if !started {
            // The BOM decides before anything else; it may straddle the first chunks.
            while head.count < 3 && index < bytes.count {
                head.append(bytes[index])
                index += 1
            }
            if head.count < 3 && index == bytes.count { return }
            started = true
            bom = Self.bomEncoding(head)
            let skip = bom.map(Self.bomLength) ?? 0
            let replay = Array(head[skip...])
            replay.withUnsafeBytes { scanBody($0) }
        }
        scanBody(UnsafeRawBufferPointer(rebasing: bytes[index...]))
    }

    /// The verdict at the end of the file, or the fatal reason.
    mutating func finish() throws(CSVReadError) -> Verdict {
        if !started {
            started = true
            bom = Self.bomEncoding(head)
            let skip = bom.map(Self.bomLength) ?? 0
            let replay = Array(head[skip...])
            replay.withUnsafeBytes { scanBody($0) }
        }
        if byteCount == 0 && bom == nil {
            throw CSVReadError(.emptyFile, detail: "the file has no bytes")
        }
        switch bom {
        case .utf16LE?, .utf16BE?:
            guard utf16Valid, oddByte == nil, !highSurrogatePending else {
                throw CSVReadError(.unsupportedEncoding, detail: "the file starts with a UTF-16 byte order mark but is not valid UTF-16")
            }
            return Verdict(encoding: bom ?? .utf16LE, bomLength: 2)
        case .utf8?:
            if sawNUL { throw nulError }
            return Verdict(encoding: .utf8, bomLength: 3)
        default:
            if sawNUL { throw nulError }
            if utf8Valid && pending == 0 { return Verdict(encoding: .utf8, bomLength: 0) }
            // docs/import.md#a-stray-byte-in-a-utf-8-file: mostly UTF-8 is UTF-8, each stray byte
            // shown as U+FFFD and named by row and column; Windows-1252 would garble every
            // accented letter of the file instead.
            // In a Windows-1252 file an accent is one byte beside ASCII, never well-formed UTF-8;
            // so as many well-formed characters as stray bytes is already UTF-8 by far.
            if utf8Characters >= 3, utf8Invalid <= utf8Characters {
                return Verdict(encoding: .utf8, bomLength: 0, strayBytes: utf8Invalid + (pending > 0 ? 1 : 0))
            }
            if sawCR && !sawLF { return Verdict(encoding: .macRoman, bomLength: 0) }
            return Verdict(encoding: .windows1252, bomLength: 0)
        }
    }

    /// NUL bytes without a UTF-16 BOM are refused, never guessed (docs/import-rules.md); a file
    /// whose every other byte is NUL is named for what it looks like, with the option that
    /// reads it (Dragon Shield writes its export as UTF-16LE without a BOM).
    private var nulError: CSVReadError {
        let base = "the file has NUL bytes but no UTF-16 byte order mark"
        let half = byteCount / 2
        for (nuls, name) in [(nulAtOdd, "UTF-16LE"), (nulAtEven, "UTF-16BE")] where half > 0 && nuls * 10 >= half * 6 && nuls * 20 >= (nulAtOdd + nulAtEven) * 19 {
            return CSVReadError(.unsupportedEncoding,
                                detail: "\(base); every other byte is NUL, as in \(name) text without its mark: import it again with --encoding \(name.lowercased()), or save it as UTF-8")
        }
        return CSVReadError(.unsupportedEncoding, detail: "\(base); save it as UTF-8 or as UTF-16 with a BOM")
    }

    private static func bomEncoding(_ head: [UInt8]) -> TextEncodingKind? {
        if head.count >= 3 && head[0] == 0xEF && head[1] == 0xBB && head[2] == 0xBF { return .utf8 }
        if head.count >= 2 && head[0] == 0xFF && head[1] == 0xFE { return .utf16LE }
        if head.count >= 2 && head[0] == 0xFE && head[1] == 0xFF { return .utf16BE }
        return nil
    }

    private static func bomLength(_ kind: TextEncodingKind) -> Int {
        kind == .utf8 ? 3 : 2
    }

    private mutating func scanBody(_ bytes: UnsafeRawBufferPointer) {
        byteCount += bytes.count
        switch bom {
        case .utf16LE?, .utf16BE?: scanUTF16(bytes, littleEndian: bom == .utf16LE)
        default: scanBytes(bytes)
        }
    }

    private mutating func scanBytes(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes {
            let at = offset
            offset &+= 1
            switch byte {
            case 0x00:
                sawNUL = true
                if at & 1 == 0 { nulAtEven += 1 } else { nulAtOdd += 1 }
            case 0x0A: sawLF = true
            case 0x0D: sawCR = true
            default: break
            }
            if pending > 0 {
                if byte < nextLow || byte > nextHigh {
                    // The sequence breaks off: one stray byte; this byte starts afresh.
                    utf8Valid = false
                    utf8Invalid += 1
                    pending = 0
                    nextLow = 0x80
                    nextHigh = 0xBF
                } else {
                    pending -= 1
                    nextLow = 0x80
                    nextHigh = 0xBF
                    if pending == 0 { utf8Characters += 1 }
                    continue
                }
            }
            switch byte {
            case 0x00...0x7F: break
            case 0xC2...0xDF: pending = 1
            case 0xE0: pending = 2; nextLow = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: pending = 2
            case 0xED: pending = 2; nextHigh = 0x9F
            case 0xF0: pending = 3; nextLow = 0x90
            case 0xF1...0xF3: pending = 3
            case 0xF4: pending = 3; nextHigh = 0x8F
            default:
                utf8Valid = false
                utf8Invalid += 1
            }
        }
    }

    private mutating func scanUTF16(_ bytes: UnsafeRawBufferPointer, littleEndian: Bool) {
        for byte in bytes {
            guard let first = oddByte else {
                oddByte = byte
                continue
            }
            oddByte = nil
            let unit = littleEndian ? UInt16(first) | UInt16(byte) << 8 : UInt16(first) << 8 | UInt16(byte)
            switch unit {
            case 0xD800...0xDBFF:
                if highSurrogatePending { utf16Valid = false }
                highSurrogatePending = true
            case 0xDC00...0xDFFF:
                if !highSurrogatePending { utf16Valid = false }
                highSurrogatePending = false
            default:
                if highSurrogatePending { utf16Valid = false }
                highSurrogatePending = false
            }
        }
    }
}
