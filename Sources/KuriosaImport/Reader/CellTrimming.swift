/// The trimming of docs/import-rules.md#records-quotes-and-trimming on UTF-8 bytes, so the hot
/// path never builds a `String` twice.
///
/// White space is Unicode's White_Space property: ASCII TAB, LF, VT, FF, CR, space, and
/// U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
enum CellTrimming {
    /// The length of the white-space character starting at `index`, or 0.
    static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        let byte = bytes[index]
        switch byte {
        case 0x09...0x0D, 0x20: return 1
        case 0xC2:
            guard index + 1 < end else { return 0 }
            return bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0 ? 2 : 0
        case 0xE1, 0xE2, 0xE3:
            guard index + 2 < end else { return 0 }
            return isThreeByteSpace(byte, bytes[index + 1], bytes[index + 2]) ? 3 : 0
        default: return 0
        }
    }

    /// The length of the white-space character ending just before `end`, or 0.
    static func whitespaceLengthBefore(_ bytes: UnsafeBufferPointer<UInt8>, end: Int, start: Int) -> Int {
        let last = bytes[end - 1]
        if last >= 0x09 && last <= 0x0D || last == 0x20 { return 1 }
        if end - start >= 2 && bytes[end - 2] == 0xC2 && (last == 0x85 || last == 0xA0) { return 2 }
        if end - start >= 3 && isThreeByteSpace(bytes[end - 3], bytes[end - 2], last) { return 3 }
        return 0
    }

    private static func isThreeByteSpace(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        switch (a, b) {
        case (0xE1, 0x9A): return c == 0x80
        case (0xE2, 0x80): return c <= 0x8A || c == 0xA8 || c == 0xA9 || c == 0xAF
        case (0xE2, 0x81): return c == 0x9F
        case (0xE3, 0x80): return c == 0x80
        default: return false
        }
    }

    /// The trimmed cell as a `String`.
    static func trimmedString(_ cell: [UInt8]) -> String {
        cell.withUnsafeBufferPointer { bytes in
            var start = 0
            var end = bytes.count
            while start < end {
                let length = whitespaceLength(bytes, at: start, end: end)
                if length == 0 { break }
                start += length
            }
            while end > start {
                let length = whitespaceLengthBefore(bytes, end: end, start: start)
                if length == 0 { break }
                end -= length
            }
            if start == end { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// True for the ASCII white space bytes (TAB, LF, VT, FF, CR, space): the only White_Space
    /// characters below U+0080.
    @inline(__always)
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Trims a `String` the same way (for text that did not come from the reader).
    ///
    /// ASCII white space is cut from the ends byte by byte (each such byte is a whole white
    /// space character); when what is left starts and ends with an ASCII byte, nothing else
    /// can be cut, so the Unicode property look-ups (every money, date, and list cell) are
    /// only made for text with a non-ASCII character at an end.
    static func trim(_ text: some StringProtocol) -> String {
        let whole = Substring(text)
        let utf8 = whole.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start != end, isASCIIWhitespace(utf8[start]) { start = utf8.index(after: start) }
        while start != end {
            let last = utf8.index(before: end)
            guard isASCIIWhitespace(utf8[last]) else { break }
            end = last
        }
        if start == end { return "" }
        if utf8[start] < 0x80 && utf8[utf8.index(before: end)] < 0x80 { return String(whole[start..<end]) }
        return trimUnicode(whole)
    }

    /// The general trimming, by Unicode scalar properties.
    static func trimUnicode(_ text: Substring) -> String {
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
