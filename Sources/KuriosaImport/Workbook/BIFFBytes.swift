/// Reads a record's body and its CONTINUE records as one run of bytes, except where a
/// string's characters cross into a CONTINUE record: there the new record starts with the
/// string's option byte again (its characters may change width), as BIFF8 has it.
struct BIFFBytes {
    private var segments: [ArraySlice<UInt8>]
    private var segment = 0
    private var offset: Int

    init(_ body: ArraySlice<UInt8>, continues: [ArraySlice<UInt8>] = []) {
        segments = [body] + continues
        offset = body.startIndex
    }

    /// Out of bytes: the record is shorter than what it declares.
    struct Short: Error {}

    var isAtEnd: Bool {
        var index = segment, at = offset
        while index < segments.count {
            if at < segments[index].endIndex { return false }
            index += 1
            if index < segments.count { at = segments[index].startIndex }
        }
        return true
    }

    /// Moves to the next segment when this one is used up; false at the end.
    private mutating func ready() -> Bool {
        while segment < segments.count, offset >= segments[segment].endIndex {
            segment += 1
            if segment < segments.count { offset = segments[segment].startIndex }
        }
        return segment < segments.count
    }

    mutating func u8() throws(Short) -> UInt8 {
        guard ready() else { throw Short() }
        defer { offset += 1 }
        return segments[segment][offset]
    }

    mutating func u16() throws(Short) -> UInt16 {
        let low = try u8()
        return UInt16(low) | UInt16(try u8()) << 8
    }

    mutating func u32() throws(Short) -> UInt32 {
        let low = try u16()
        return UInt32(low) | UInt32(try u16()) << 16
    }

    mutating func skip(_ count: Int) throws(Short) {
        var left = count
        while left > 0 {
            guard ready() else { throw Short() }
            let step = min(left, segments[segment].endIndex - offset)
            offset += step
            left -= step
        }
    }

    /// A string: `count` characters (`lengthBytes` 1 or 2 before them), its option byte
    /// (bit 0: two bytes a character, else one byte of Latin-1; bit 2: phonetic data; bit 3:
    /// rich-text runs), the characters, then the runs and phonetic data, skipped.
    mutating func string(lengthBytes: Int) throws(Short) -> String {
        let count = lengthBytes == 1 ? Int(try u8()) : Int(try u16())
        let options = try u8()
        let runs = options & 0x08 != 0 ? Int(try u16()) : 0
        let phonetic = options & 0x04 != 0 ? Int(try u32()) : 0
        let text = try characters(count, options: options)
        try skip(4 * runs + phonetic)
        return text
    }

    /// A text box's characters (a comment's `TXO`): `count` of them, each CONTINUE record
    /// starting with their option byte, the first included.
    mutating func text(count: Int) throws(Short) -> String {
        try characters(count, options: try u8())
    }

    /// `count` characters in the width `options` says, a CONTINUE record's option byte
    /// changing it.
    private mutating func characters(_ count: Int, options first: UInt8) throws(Short) -> String {
        var options = first
        var units: [UInt16] = []
        units.reserveCapacity(min(count, 1 << 16))
        var charactersIn = segment
        while units.count < count {
            guard ready() else { throw Short() }
            if segment != charactersIn {
                // The characters go on in a CONTINUE record, which starts with their option byte.
                charactersIn = segment
                options = try u8()
                continue
            }
            if options & 0x01 != 0 {
                units.append(try u16())
            } else {
                units.append(UInt16(try u8()))
            }
        }
        return String(decoding: units, as: UTF16.self)
    }
}
