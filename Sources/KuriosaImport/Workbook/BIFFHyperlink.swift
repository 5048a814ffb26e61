/// An .xls cell link: the `HLINK` record ([MS-XLS] 2.4.140) of a range of cells and its
/// Hyperlink Object ([MS-OSHARED] 2.3.7.1). The address is a URL moniker's URL, a file
/// moniker's path (a link to a file on the collector's disk, kept as written), or a moniker
/// saved as a string, with the location after a `#`; a link with a location alone leads inside
/// the workbook and is left out, as an .xlsx's is (docs/import.md#cell-comments-and-links).
struct BIFFHyperlink {
    let rows: ClosedRange<Int>
    let columns: ClosedRange<Int>
    let address: String

    private static let urlMoniker: [UInt8] = [0xE0, 0xC9, 0xEA, 0x79, 0xF9, 0xBA, 0xCE, 0x11, 0x8C, 0x82, 0x00, 0xAA, 0x00, 0x4B, 0xA9, 0x0B]
    private static let fileMoniker: [UInt8] = [0x03, 0x03, 0, 0, 0, 0, 0, 0, 0xC0, 0, 0, 0, 0, 0, 0, 0x46]

    /// Nil for a link inside the workbook or of a kind of moniker the import does not read.
    /// - Throws: `Short` for a record shorter than it says.
    static func read(_ bytes: inout BIFFBytes) throws(BIFFBytes.Short) -> BIFFHyperlink? {
        let firstRow = Int(try bytes.u16()), lastRow = Int(try bytes.u16())
        let firstColumn = Int(try bytes.u16()), lastColumn = Int(try bytes.u16())
        try bytes.skip(16 + 4)  // the hyperlink CLSID, the stream version
        let flags = try bytes.u32()
        if flags & 0x14 == 0x14 { _ = try string(&bytes) }  // the display name
        if flags & 0x80 != 0 { _ = try string(&bytes) }     // the target frame
        var address: String?
        if flags & 0x01 != 0 {
            if flags & 0x100 != 0 {
                address = try string(&bytes)
            } else {
                address = try moniker(&bytes)
                guard address != nil else { return nil }
            }
        }
        let location = flags & 0x08 != 0 ? try string(&bytes) : nil
        guard var address, !address.isEmpty else { return nil }
        if let location, !location.isEmpty { address += "#" + location }
        return BIFFHyperlink(rows: (firstRow + 1)...(max(firstRow, lastRow) + 1), columns: firstColumn...max(firstColumn, lastColumn),
                             address: address)
    }

    /// A HyperlinkString: a count of UTF-16 characters with the terminating NUL, then them.
    private static func string(_ bytes: inout BIFFBytes) throws(BIFFBytes.Short) -> String {
        let count = Int(try bytes.u32())
        guard count <= 1 << 20 else { throw BIFFBytes.Short() }
        var units: [UInt16] = []
        units.reserveCapacity(count)
        for _ in 0..<count { units.append(try bytes.u16()) }
        return String(decoding: units.prefix { $0 != 0 }, as: UTF16.self)
    }

    /// A URL or file moniker's address; nil for another kind.
    private static func moniker(_ bytes: inout BIFFBytes) throws(BIFFBytes.Short) -> String? {
        var clsid: [UInt8] = []
        for _ in 0..<16 { clsid.append(try bytes.u8()) }
        if clsid == urlMoniker {
            let length = Int(try bytes.u32())
            guard length <= 1 << 21 else { throw BIFFBytes.Short() }
            var units: [UInt16] = []
            for _ in 0..<(length / 2) { units.append(try bytes.u16()) }
            return String(decoding: units.prefix { $0 != 0 }, as: UTF16.self)
        }
        if clsid == fileMoniker {
            try bytes.skip(2)  // how many levels up
            let ansiLength = Int(try bytes.u32())
            guard ansiLength <= 1 << 20 else { throw BIFFBytes.Short() }
            var ansi: [UInt8] = []
            for _ in 0..<ansiLength { ansi.append(try bytes.u8()) }
            try bytes.skip(2 + 2 + 20)
            let unicodeSize = Int(try bytes.u32())
            if unicodeSize > 0 {
                let pathBytes = Int(try bytes.u32())
                try bytes.skip(2)
                guard pathBytes <= 1 << 21 else { throw BIFFBytes.Short() }
                var units: [UInt16] = []
                for _ in 0..<(pathBytes / 2) { units.append(try bytes.u16()) }
                return String(decoding: units, as: UTF16.self)
            }
            return String(decoding: ansi.prefix { $0 != 0 }.map { UInt16($0) }, as: UTF16.self)
        }
        return nil
    }
}
