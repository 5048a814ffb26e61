/// Writes small PNG files by hand (stored deflate blocks, no compression), so the tests can
/// put an `eXIf` chunk exactly where a camera or phone puts it, before the image data.
enum PNGBuilder {
    /// An RGB or RGBA PNG of `width`×`height` whose pixel at (x, y) is `pixel(x, y)`
    /// (3 or 4 bytes), with an optional `eXIf` chunk holding only the orientation tag.
    static func png(width: Int, height: Int, alpha: Bool = false, orientation: UInt16? = nil,
                    littleEndianExif: Bool = false, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width { raw += pixel(x, y) }
        }
        var ihdr = be32(UInt32(width)) + be32(UInt32(height))
        ihdr += [8, alpha ? 6 : 2, 0, 0, 0]  // 8 bits, RGB(A), deflate, no filter method, no interlace
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", ihdr)
        if let orientation { out += chunk("eXIf", exif(orientation: orientation, littleEndian: littleEndianExif)) }
        out += chunk("IDAT", zlibStored(raw))
        out += chunk("IEND", [])
        return out
    }

    /// TIFF-structured EXIF with one IFD entry: Orientation (0x0112), SHORT, count 1.
    static func exif(orientation: UInt16, littleEndian: Bool) -> [UInt8] {
        if littleEndian {
            return [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0,
                    UInt8(orientation & 0xFF), UInt8(orientation >> 8), 0, 0, 0, 0, 0, 0]
        }
        return [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1,
                UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0, 0, 0, 0, 0]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(UInt32(data.count)) + typeBytes + data + be32(crc32(typeBytes + data))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks of at most 65,535 bytes.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + be32(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
