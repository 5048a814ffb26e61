/// Turns chunks of the file's bytes into chunks of valid UTF-8 that end on a character
/// boundary, so the tokenizer can work on bytes and a multi-byte delimiter never straddles
/// two chunks.
struct TextDecoder {
    private let encoding: TextEncodingKind
    private let singleByteTable: [[UInt8]]
    private var carry: [UInt8] = []
    private var highSurrogate: UInt32?

    init(encoding: TextEncodingKind) {
        self.encoding = encoding
        switch encoding {
        case .macRoman, .windows1252: singleByteTable = CodePages.utf8Table(for: encoding)
        default: singleByteTable = []
        }
    }

    /// Appends the decoded text of `input` to `out`; holds back an incomplete character.
    mutating func decode(_ input: UnsafeRawBufferPointer, into out: inout [UInt8]) throws(CSVReadError) {
        switch encoding {
        case .utf8: decodeUTF8(input, into: &out)
        case .utf16LE, .utf16BE: try decodeUTF16(input, into: &out)
        case .macRoman, .windows1252:
            for byte in input { out.append(contentsOf: singleByteTable[Int(byte)]) }
        }
    }

    /// Flushes what was held back at the end of the file.
    mutating func finish(into out: inout [UInt8]) throws(CSVReadError) {
        if encoding == .utf8 {
            // Invalid trailing bytes (possible only after a UTF-8 BOM) become U+FFFD later.
            out.append(contentsOf: carry)
        } else if !carry.isEmpty || highSurrogate != nil {
            throw CSVReadError(.unsupportedEncoding, detail: "the file ends inside a UTF-16 character")
        }
        carry.removeAll()
    }

    private mutating func decodeUTF8(_ input: UnsafeRawBufferPointer, into out: inout [UInt8]) {
        let start = out.count
        out.append(contentsOf: carry)
        carry.removeAll(keepingCapacity: true)
        out.append(contentsOf: input)
        // Hold back a trailing sequence whose lead byte promises more bytes than arrived.
        var index = out.count - 1
        var continuations = 0
        while index >= start && continuations < 3 && out[index] & 0xC0 == 0x80 {
            index -= 1
            continuations += 1
        }
        guard index >= start else { return }
        let lead = out[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        if length > continuations + 1 {
            carry.append(contentsOf: out[index...])
            out.removeSubrange(index...)
        }
    }

    private mutating func decodeUTF16(_ input: UnsafeRawBufferPointer, into out: inout [UInt8]) throws(CSVReadError) {
        var index = 0
        let little = encoding == .utf16LE
        while index < input.count {
            if carry.isEmpty && index + 1 < input.count {
                let a = input[index], b = input[index + 1]
                index += 2
                try appendUnit(little ? UInt32(a) | UInt32(b) << 8 : UInt32(a) << 8 | UInt32(b), into: &out)
            } else if carry.isEmpty {
                carry.append(input[index])
                index += 1
            } else {
                let a = carry[0], b = input[index]
                carry.removeAll(keepingCapacity: true)
                index += 1
                try appendUnit(little ? UInt32(a) | UInt32(b) << 8 : UInt32(a) << 8 | UInt32(b), into: &out)
            }
        }
    }

    private mutating func appendUnit(_ unit: UInt32, into out: inout [UInt8]) throws(CSVReadError) {
        switch unit {
        case 0xD800...0xDBFF:
            guard highSurrogate == nil else { throw Self.badUTF16 }
            highSurrogate = unit
        case 0xDC00...0xDFFF:
            guard let high = highSurrogate else { throw Self.badUTF16 }
            highSurrogate = nil
            CodePages.appendUTF8(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), to: &out)
        default:
            guard highSurrogate == nil else { throw Self.badUTF16 }
            CodePages.appendUTF8(unit, to: &out)
        }
    }

    private static let badUTF16 = CSVReadError(.unsupportedEncoding, detail: "the file has an unpaired UTF-16 surrogate")
}
