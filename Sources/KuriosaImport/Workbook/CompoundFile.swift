
/// The OLE compound file an Excel 97–2003 workbook (.xls) is stored in: a little FAT file
/// system of 512- or 4096-byte sectors whose directory names the streams ("Workbook").
/// None of the toolkit's C libraries reads it, so this reads the one stream the import needs,
/// and nothing more (docs/import.md, "Excel 97-2003 workbooks").
///
/// The whole file is held in memory (an .xls is at most 65,536 rows, and `maxBytes` caps it);
/// every sector number, chain and size is checked against the file before it is followed, so
/// a damaged or hostile file is refused in time bounded by its size, never read past its end
/// nor looped in.
struct CompoundFile {
    /// The largest .xls read: far above a collection's sheet (Excel's 65,536 rows of short
    /// cells is a few tens of MiB).
    static let maxBytes = 256 << 20

    /// A stream of the directory: its name, and where its bytes are.
    struct Entry {
        let name: String
        /// 1 storage, 2 stream, 5 the root.
        let type: UInt8
        let start: UInt32
        let size: UInt64
    }

    let path: String
    private let bytes: [UInt8]
    private let sectorSize: Int
    private let fat: [UInt32]
    private let miniFAT: [UInt32]
    private let miniStream: [UInt8]
    private let miniCutoff: UInt64
    let entries: [Entry]

    private static let endOfChain: UInt32 = 0xFFFF_FFFE
    private static let free: UInt32 = 0xFFFF_FFFF

    /// Reads the file's header, FAT, directory and mini stream.
    /// - Throws: `workbook_too_large` past `maxBytes`, `invalid_workbook` for anything that is
    ///   not a sound compound file, `unreadable_file`.
    init(path: String) throws(CSVReadError) {
        self.path = path
        func invalid(_ detail: String) -> CSVReadError {
            CSVReadError(.invalidWorkbook, file: path, detail: "the Excel 97–2003 workbook is damaged: \(detail)")
        }
        let bytes = try CSVInput.readWhole(path: path, maximumBytes: Self.maxBytes, what: "the .xls workbook")
        guard bytes.count >= 512 else { throw invalid("it is shorter than its 512-byte header (\(bytes.count) bytes)") }
        self.bytes = bytes
        let shift = Int(Self.u16(bytes, 0x1E))
        guard shift == 9 || shift == 12 else { throw invalid("its sector size (2^\(shift)) is neither 512 nor 4096 bytes") }
        sectorSize = 1 << shift
        guard Self.u16(bytes, 0x20) == 6 else { throw invalid("its mini sector size is not 64 bytes") }
        miniCutoff = UInt64(Self.u32(bytes, 0x38))
        let sectorCount = bytes.count > sectorSize ? (bytes.count - 1) / sectorSize : 0  // the header takes sector -1

        // The FAT's own sectors: 109 in the header, the rest in a chain of DIFAT sectors.
        let fatSectorCount = Int(Self.u32(bytes, 0x2C))
        guard fatSectorCount <= sectorCount else { throw invalid("it declares \(fatSectorCount) FAT sectors in \(sectorCount)") }
        var fatSectors: [UInt32] = []
        for index in 0..<109 where fatSectors.count < fatSectorCount {
            fatSectors.append(Self.u32(bytes, 0x4C + 4 * index))
        }
        var difat = Self.u32(bytes, 0x44)
        var difatSeen = 0
        let perSector = sectorSize / 4
        while fatSectors.count < fatSectorCount {
            guard Int(difat) < sectorCount, difatSeen <= sectorCount else { throw invalid("its DIFAT chain leaves the file") }
            difatSeen += 1
            let base = (Int(difat) + 1) * sectorSize
            for index in 0..<(perSector - 1) where fatSectors.count < fatSectorCount {
                fatSectors.append(Self.u32(bytes, base + 4 * index))
            }
            difat = Self.u32(bytes, base + 4 * (perSector - 1))
        }
        var fat: [UInt32] = []
        fat.reserveCapacity(fatSectors.count * perSector)
        for sector in fatSectors {
            guard Int(sector) < sectorCount else { throw invalid("a FAT sector (\(sector)) lies past the end of the file") }
            let base = (Int(sector) + 1) * sectorSize
            for index in 0..<perSector { fat.append(Self.u32(bytes, base + 4 * index)) }
        }
        self.fat = fat

        let directory = try Self.chain(bytes, fat: fat, start: Self.u32(bytes, 0x30), sectorSize: sectorSize, limit: nil, invalid)
        var entries: [Entry] = []
        for offset in stride(from: 0, to: directory.count - 127, by: 128) {
            let type = directory[offset + 0x42]
            guard type == 1 || type == 2 || type == 5 else { continue }
            let nameBytes = min(64, Int(Self.u16(directory, offset + 0x40)))
            let units = (0..<max(0, nameBytes / 2 - 1)).map { Self.u16(directory, offset + 2 * $0) }
            let size = shift == 9 ? UInt64(Self.u32(directory, offset + 0x78)) : Self.u64(directory, offset + 0x78)
            entries.append(Entry(name: String(decoding: units, as: UTF16.self), type: type, start: Self.u32(directory, offset + 0x74), size: size))
        }
        guard let root = entries.first(where: { $0.type == 5 }) else { throw invalid("its directory has no root entry") }
        self.entries = entries

        miniFAT = try Self.chain(bytes, fat: fat, start: Self.u32(bytes, 0x3C), sectorSize: sectorSize, limit: nil, invalid)
            .withUnsafeBytes { raw in (0..<(raw.count / 4)).map { raw.loadUnaligned(fromByteOffset: 4 * $0, as: UInt32.self).littleEndian } }
        miniStream = root.size == 0 ? [] : try Self.chain(bytes, fat: fat, start: root.start, sectorSize: sectorSize, limit: root.size, invalid)
    }

    /// The bytes of the stream named `name` (ignoring case), or nil when there is none.
    func stream(named name: String) throws(CSVReadError) -> [UInt8]? {
        guard let entry = entries.first(where: { $0.type == 2 && $0.name.lowercased() == name.lowercased() }) else { return nil }
        func invalid(_ detail: String) -> CSVReadError {
            CSVReadError(.invalidWorkbook, file: path, detail: "the Excel 97–2003 workbook is damaged: \(detail)")
        }
        guard entry.size <= UInt64(bytes.count) else { throw invalid("its stream \(entry.name) is larger than the file") }
        if entry.size >= miniCutoff {
            return try Self.chain(bytes, fat: fat, start: entry.start, sectorSize: sectorSize, limit: entry.size, invalid)
        }
        // A small stream lives in 64-byte sectors of the mini stream.
        var out: [UInt8] = []
        out.reserveCapacity(Int(entry.size))
        var sector = entry.start
        var visited = [Bool](repeating: false, count: miniFAT.count)
        while out.count < Int(entry.size) {
            guard Int(sector) < miniFAT.count, (Int(sector) + 1) * 64 <= miniStream.count, !visited[Int(sector)] else {
                throw invalid("its stream \(entry.name) leaves the mini stream or loops")
            }
            visited[Int(sector)] = true
            let base = Int(sector) * 64
            out += miniStream[base..<(base + min(64, Int(entry.size) - out.count))]
            sector = miniFAT[Int(sector)]
        }
        return out
    }

    /// The bytes of the sector chain from `start`, cut to `limit` when given; a chain that
    /// leaves the file or loops is damage.
    private static func chain(_ bytes: [UInt8], fat: [UInt32], start: UInt32, sectorSize: Int, limit: UInt64?,
                              _ invalid: (String) -> CSVReadError) throws(CSVReadError) -> [UInt8] {
        var out: [UInt8] = []
        if let limit {
            guard limit <= UInt64(bytes.count) else { throw invalid("a stream is said to be larger than the file") }
            out.reserveCapacity(Int(limit))
        }
        // A chain visits each of the file's sectors once at most: a second visit is a loop.
        var visited = [Bool](repeating: false, count: bytes.count / sectorSize)
        var sector = start
        while sector != endOfChain && sector != free {
            if let limit, out.count >= Int(limit) { break }
            let base = (Int(sector) + 1) * sectorSize
            guard Int(sector) < fat.count, base < bytes.count, Int(sector) < visited.count, !visited[Int(sector)] else {
                throw invalid("a sector chain leaves the file or loops (sector \(sector))")
            }
            visited[Int(sector)] = true
            out += bytes[base..<min(base + sectorSize, bytes.count)]
            sector = fat[Int(sector)]
        }
        if let limit {
            guard out.count >= Int(limit) else { throw invalid("a stream is shorter than its directory entry says") }
            out.removeLast(out.count - Int(limit))
        }
        return out
    }

    static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    static func u64(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        UInt64(u32(bytes, offset)) | UInt64(u32(bytes, offset + 4)) << 32
    }
}
