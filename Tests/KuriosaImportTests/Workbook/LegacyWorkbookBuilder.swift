import Foundation

/// Writes Excel 97–2003 workbooks record by record, so the tests can hold every form BIFF8
/// takes that LibreOffice's own .xls files (the process tests) may not: strings split across
/// CONTINUE records, RK and MULRK numbers, formulas' text results, error values, and the ways
/// a file is broken (a looping FAT, an encrypted or older workbook).
enum LegacyWorkbookBuilder {
    /// One record: type, length, body.
    static func record(_ type: UInt16, _ body: [UInt8]) -> [UInt8] {
        u16(type) + u16(body.count) + body
    }

    /// Little-endian bytes of a 2-byte and a 4-byte number.
    static func u16<N: BinaryInteger>(_ value: N) -> [UInt8] { u32(value).prefix(2).map { $0 } }
    static func u32<N: BinaryInteger>(_ value: N) -> [UInt8] {
        let bits = UInt32(truncatingIfNeeded: value)
        return (0..<4).map { UInt8((bits >> (8 * $0)) & 0xFF) }
    }

    /// A string with a 2-byte count: compressed (Latin-1) when it can be.
    static func string(_ text: String, lengthBytes: Int = 2) -> [UInt8] {
        let units = Array(text.utf16)
        let wide = units.contains { $0 > 0xFF }
        let count = lengthBytes == 1 ? [UInt8(units.count)] : u16(units.count)
        return count + [wide ? 1 : 0] + (wide ? units.flatMap { u16($0) } : units.map { UInt8($0) })
    }

    static func cell(_ row: Int, _ column: Int, style: Int = 0) -> [UInt8] {
        u16(row) + u16(column) + u16(style)
    }

    static func bof(sheet: Bool, version: UInt16 = 0x0600) -> [UInt8] {
        record(0x0809, u16(version) + u16((sheet ? 0x10 : 0x05)) + [UInt8](repeating: 0, count: 12))
    }

    static let eof = record(0x000A, [])

    /// A workbook stream: globals (`globals` records after BOF, then the sheet list), then each
    /// sheet's records between BOF and EOF. `hidden` sheets are marked so.
    static func stream(globals: [UInt8], sheets: [(name: String, records: [UInt8])], hidden: Set<String> = [],
                       version: UInt16 = 0x0600) -> [UInt8] {
        let listLength = sheets.reduce(0) { $0 + 4 + 6 + 2 + $1.name.utf16.count * (string($1.name, lengthBytes: 1)[1] == 1 ? 2 : 1) }
        var offset = bof(sheet: false, version: version).count + globals.count + listLength + eof.count
        var list: [UInt8] = []
        var bodies: [UInt8] = []
        for sheet in sheets {
            list += record(0x0085, u32(offset) + [hidden.contains(sheet.name) ? 1 : 0, 0] + string(sheet.name, lengthBytes: 1))
            let body = bof(sheet: true, version: version) + sheet.records + eof
            bodies += body
            offset += body.count
        }
        return bof(sheet: false, version: version) + globals + list + eof + bodies
    }

    /// An OLE compound file of 512-byte sectors holding `streams` (each padded to 4,096 bytes,
    /// so none lives in the mini stream). `loop` makes the first stream's second sector point
    /// back at its first.
    static func compoundFile(_ streams: [(name: String, bytes: [UInt8])], loop: Bool = false) -> [UInt8] {
        var sectors: [[UInt8]] = []
        var fat: [UInt32] = []
        var entries: [(name: String, start: UInt32, size: Int)] = []
        for stream in streams {
            var bytes = stream.bytes
            if bytes.count < 4096 { bytes += [UInt8](repeating: 0, count: 4096 - bytes.count) }
            if bytes.count % 512 != 0 { bytes += [UInt8](repeating: 0, count: 512 - bytes.count % 512) }
            let start = UInt32(sectors.count + 2)  // sector 0 the FAT, 1 the directory
            let count = bytes.count / 512
            for index in 0..<count {
                sectors.append(Array(bytes[(index * 512)..<((index + 1) * 512)]))
                fat.append(loop && entries.isEmpty && index == 1 ? start : index == count - 1 ? 0xFFFF_FFFE : start + UInt32(index) + 1)
            }
            entries.append((stream.name, start, bytes.count))
        }
        fat = [0xFFFF_FFFD, 0xFFFF_FFFE] + fat
        fat += [UInt32](repeating: 0xFFFF_FFFF, count: 128 - fat.count)
        func entry(_ name: String, type: UInt8, start: UInt32, size: Int) -> [UInt8] {
            let utf16: [UInt8] = name.utf16.flatMap { u16($0) } + [0, 0]
            var bytes = utf16 + [UInt8](repeating: 0, count: 64 - utf16.count)
            bytes += u16((utf16.count)) + [type, UInt8(1)] + u32(0xFFFF_FFFF) + u32(0xFFFF_FFFF) + u32(0xFFFF_FFFF)
            bytes += [UInt8](repeating: 0, count: 0x74 - bytes.count) + u32(start) + u32(size) + [UInt8](repeating: 0, count: 4)
            return bytes
        }
        var directory = entry("Root Entry", type: 5, start: 0xFFFF_FFFE, size: 0)
        for item in entries { directory += entry(item.name, type: 2, start: item.start, size: item.size) }
        directory += [UInt8](repeating: 0, count: 512 - directory.count)
        var header: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + [UInt8](repeating: 0, count: 16)
        header += u16((0x3E)) + u16((3)) + u16((0xFFFE)) + u16((9)) + u16((6))
        // FAT sectors 1, directory at 1, mini cutoff 4096, no mini FAT, no DIFAT, the FAT at 0.
        header += [UInt8](repeating: 0, count: 10) + u32(1) + u32(1) + u32(0)
        header += u32(4096) + u32(0xFFFF_FFFE) + u32(0) + u32(0xFFFF_FFFE) + u32(0)
        header += u32(0) + [UInt32](repeating: 0xFFFF_FFFF, count: 108).flatMap { u32($0) }
        return header + fat.flatMap { u32($0) } + directory + sectors.joined()
    }
}
