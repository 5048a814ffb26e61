/// Reads the one EXIF tag the importer needs, Orientation (0x0112), from a JPEG's APP1
/// segment or a PNG's `eXIf` chunk. A small reader on purpose: everything else in the
/// metadata is dropped when the photo is stored (docs/pictures.md).
public enum EXIFOrientation {
    /// The orientation (1–8), or 1 when the file has none or it cannot be read.
    public static func ofJPEG(_ bytes: [UInt8]) -> Int {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 1 }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return 1 }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill bytes
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { offset += 2; continue }
            if marker == 0xDA || marker == 0xD9 { return 1 }  // image data: no APP1 before it
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return 1 }
            let start = offset + 4
            if marker == 0xE1, length >= 8, Array(bytes[start..<(start + 6)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return ofTIFF(Array(bytes[(start + 6)..<(offset + 2 + length)])) ?? 1
            }
            offset += 2 + length
        }
        return 1
    }

    /// The orientation in a PNG's `eXIf` chunk, or 1.
    public static func ofPNG(_ bytes: [UInt8]) -> Int {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            guard length >= 0, offset + 12 + length <= bytes.count else { return 1 }
            if type == Array("eXIf".utf8) { return ofTIFF(Array(bytes[(offset + 8)..<(offset + 8 + length)])) ?? 1 }
            if type == Array("IDAT".utf8) || type == Array("IEND".utf8) { return 1 }
            offset += 12 + length
        }
        return 1
    }

    /// The orientation in TIFF-structured EXIF data (byte order mark, 42, IFD0), or nil.
    public static func ofTIFF(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for index in 0..<count {
            let entry = ifd + 2 + index * 12
            guard let tag = u16(entry) else { return nil }
            guard tag == 0x0112 else { continue }
            guard u16(entry + 2) == 3, let value = u16(entry + 8), (1...8).contains(value) else { return nil }
            return value
        }
        return nil
    }
}
