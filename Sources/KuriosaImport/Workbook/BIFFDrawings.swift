/// The pictures of an Excel 97–2003 workbook (docs/import.md#pictures-in-a-sheet). Their bytes
/// are in the workbook's globals, in the drawing group's BLIP store (`MSODRAWINGGROUP`
/// records: an OfficeArt `DggContainer` holding a `BStoreContainer` of `FBSE` records, each
/// with its picture embedded); a sheet's picture shape names its entry by the `pib` property
/// of its shape options (`FOPT`) in the `MSODRAWING` record before its `OBJ` record.
enum BIFFDrawings {
    /// One entry of the BLIP store: a JPEG's or PNG's bytes, or what else it is.
    enum Blip: Sendable, Equatable {
        case picture(ArraySlice<UInt8>)
        case other(String)
    }

    /// OfficeArt record types.
    private enum Kind {
        static let dggContainer: UInt16 = 0xF000, bStoreContainer: UInt16 = 0xF001, fbse: UInt16 = 0xF007
        static let fopt: UInt16 = 0xF00B
        static let emf: UInt16 = 0xF01A, wmf: UInt16 = 0xF01B, pict: UInt16 = 0xF01C, jpeg: UInt16 = 0xF01D, png: UInt16 = 0xF01E
        static let dib: UInt16 = 0xF01F, tiff: UInt16 = 0xF029, jpegCMYK: UInt16 = 0xF02A
    }

    /// An OfficeArt record header: version, instance, type, and where its body lies.
    private struct Header {
        let version: UInt8
        let instance: UInt16
        let type: UInt16
        let body: Range<Int>

        init?(_ bytes: [UInt8], at offset: Int, end: Int) {
            guard offset >= 0, offset + 8 <= end else { return nil }
            let verInstance = UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
            version = UInt8(verInstance & 0x0F)
            instance = verInstance >> 4
            type = UInt16(bytes[offset + 2]) | UInt16(bytes[offset + 3]) << 8
            let length = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            guard length <= end - offset - 8 else { return nil }
            body = (offset + 8)..<(offset + 8 + length)
        }
    }

    /// The BLIP store of the drawing group's bytes (every `MSODRAWINGGROUP` record's body and
    /// its CONTINUE records, in order), by 1-based index as `pib` names them; entries that are
    /// not embedded, or damaged, are nil. A damaged store gives what was read of it.
    static func blipStore(_ group: [UInt8]) -> [Blip?] {
        guard let dgg = Header(group, at: 0, end: group.count), dgg.type == Kind.dggContainer else { return [] }
        var at = dgg.body.lowerBound
        while let child = Header(group, at: at, end: dgg.body.upperBound) {
            if child.type == Kind.bStoreContainer { return entries(group, in: child.body) }
            at = child.body.upperBound
        }
        return []
    }

    private static func entries(_ bytes: [UInt8], in range: Range<Int>) -> [Blip?] {
        var blips: [Blip?] = []
        var at = range.lowerBound
        while let entry = Header(bytes, at: at, end: range.upperBound), blips.count < 65_536 {
            at = entry.body.upperBound
            guard entry.type == Kind.fbse, entry.body.count >= 36 else {
                blips.append(nil)
                continue
            }
            // btWin32, btMacOS, rgbUid (16), tag, size, cRef, foDelay, unused, cbName, unused (2), the name.
            let nameLength = Int(bytes[entry.body.lowerBound + 33])
            let embedded = entry.body.lowerBound + 36 + nameLength
            guard let blip = Header(bytes, at: embedded, end: entry.body.upperBound) else {
                blips.append(nil)  // in a delay stream, or nothing: not held in the workbook
                continue
            }
            blips.append(Self.blip(bytes, blip))
        }
        return blips
    }

    /// A BLIP record's picture: after one identifier (two for the instances that say so) and
    /// a tag byte, a JPEG's or PNG's file bytes as they were inserted.
    private static func blip(_ bytes: [UInt8], _ header: Header) -> Blip {
        func data(twoIDs: Bool) -> Blip {
            let start = header.body.lowerBound + (twoIDs ? 32 : 16) + 1
            guard start < header.body.upperBound else { return .other("a damaged picture") }
            return .picture(bytes[start..<header.body.upperBound])
        }
        switch header.type {
        case Kind.jpeg, Kind.jpegCMYK: return data(twoIDs: [0x46B, 0x6E3].contains(header.instance))
        case Kind.png: return data(twoIDs: header.instance == 0x6E1)
        case Kind.emf: return .other("an EMF drawing (Windows' vector format)")
        case Kind.wmf: return .other("a WMF drawing (Windows' vector format)")
        case Kind.pict: return .other("a PICT drawing (a Mac's vector format)")
        case Kind.dib: return .other("a BMP picture")
        case Kind.tiff: return .other("a TIFF picture")
        default: return .other("not a picture format the import knows")
        }
    }

    /// The BLIP store index (1-based) the last shape of a sheet's `MSODRAWING` record shows: its
    /// options' `pib` property (0x4104, a BLIP id). Nil when the record has none.
    static func pictureIndex(_ body: ArraySlice<UInt8>) -> Int? {
        let bytes = Array(body)
        var found: Int?
        var i = 0
        while i + 8 <= bytes.count {
            // An FOPT header: version 3, its property count as the instance.
            if bytes[i] & 0x0F == 0x03, bytes[i + 2] == 0x0B, bytes[i + 3] == 0xF0,
               let header = Header(bytes, at: i, end: bytes.count), header.type == Kind.fopt {
                let count = Int(header.instance)
                var at = header.body.lowerBound
                for _ in 0..<count where at + 6 <= header.body.upperBound {
                    let id = UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
                    let value = Int(bytes[at + 2]) | Int(bytes[at + 3]) << 8 | Int(bytes[at + 4]) << 16 | Int(bytes[at + 5]) << 24
                    if id & 0x3FFF == 0x0104, value > 0 { found = value }
                    at += 6
                }
            }
            i += 1
        }
        return found
    }
}
