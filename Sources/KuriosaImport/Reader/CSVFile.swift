/// A CSV file whose encoding, delimiter, and header are known
/// (docs/import-rules.md#bytes-to-text, docs/import-rules.md#the-sep-line,
/// docs/import-rules.md#delimiter, and the "first record that is not blank is the header" of
/// docs/import-rules.md#header-matching); hands out passes over its data records. An .xlsx
/// workbook opens as one too: its sheet (`WorkbookSheet`) gives the same records, so the
/// importer reads both alike.
///
/// Opening reads the file once as bytes (encoding detection must see every byte) and its
/// first records a few times (delimiter detection); each `makeReader()` is one more pass.
package struct CSVFile: Sendable {
    public let input: CSVInput
    public let encoding: TextEncodingKind
    /// The cell delimiter, from a `sep=` line or detected.
    public let delimiter: Unicode.Scalar
    /// True when the file starts with a `sep=` line (which is not a row).
    public let hasSepLine: Bool
    /// True when the file starts with a byte order mark (which is never part of the header).
    public var hasBOM: Bool { bomLength > 0 }
    /// The first non-blank record; its `row` is where data rows start counting from.
    public let header: CSVRecord
    let bomLength: Int
    /// Bytes per read; tests and the fuzzer use tiny chunks to hit every chunk boundary.
    let chunkSize: Int
    /// The sheet the records come from when the file is an .xlsx workbook.
    public internal(set) var sheet: WorkbookSheet? = nil
    /// Rows above the header that title the table (`TitleRows`), each named in the report.
    public internal(set) var titles: [CSVRecord] = []
    /// Bytes of a UTF-8 file that are not UTF-8, read as U+FFFD; each cell holding one is
    /// named in the report (docs/import.md#a-stray-byte-in-a-utf-8-file).
    public internal(set) var strayBytes = 0

    /// The delimiter candidates in tie-breaking order (docs/import-rules.md#delimiter).
    public static let delimiterCandidates: [Unicode.Scalar] = [",", ";", "\t", "|"]

    /// Detects the encoding, the `sep=` line, the delimiter, and reads the header.
    /// - Throws: `empty_file`, `unsupported_encoding`, `unterminated_quote` (in the header),
    ///   `unreadable_file`.
    /// - Parameters:
    ///   - encoding: the import's `--encoding` override; detection still finds a BOM, which is
    ///     skipped only when it belongs to the chosen encoding.
    ///   - delimiter: the import's `--delimiter` override; it wins over a `sep=` line, which is
    ///     still not a row.
    ///   - sheet: `--sheet`: the workbook's sheet to read (default its first); refused for a CSV.
    public static func open(_ input: CSVInput, encoding: TextEncodingKind? = nil,
                            delimiter: Unicode.Scalar? = nil, sheet: String? = nil) throws(CSVReadError) -> CSVFile {
        try open(input, chunkSize: CSVRecordReader.chunkSize, encoding: encoding, delimiter: delimiter, sheet: sheet)
    }

    static func open(_ input: CSVInput, chunkSize: Int, encoding: TextEncodingKind? = nil,
                     delimiter: Unicode.Scalar? = nil, sheet: String? = nil) throws(CSVReadError) -> CSVFile {
        // What the bytes are decides, not the name: a ZIP is read as a workbook.
        if let workbook = try WorkbookSignature.open(input, sheet: sheet) {
            var file = CSVFile(input: input, encoding: .utf8, delimiter: ",", hasSepLine: false, header: workbook.header, bomLength: 0,
                               chunkSize: chunkSize, sheet: workbook)
            file.titles = workbook.titles
            return file
        }
        do {
            return try openUnlocated(input, chunkSize: max(1, chunkSize), encoding: encoding, delimiter: delimiter)
        } catch {
            throw error.located(in: input.path)
        }
    }

    private static func openUnlocated(_ input: CSVInput, chunkSize: Int, encoding forced: TextEncodingKind?,
                                      delimiter forcedDelimiter: Unicode.Scalar?) throws(CSVReadError) -> CSVFile {
        var verdict = try detectEncoding(input, chunkSize: chunkSize, forced: forced)
        if let forced, forced != verdict.encoding {
            verdict = EncodingDetector.Verdict(encoding: forced, bomLength: 0)
        }
        let probe = try CSVRecordReader(input: input, encoding: verdict.encoding, bomLength: verdict.bomLength, delimiter: nil, chunkSize: chunkSize)
        let sep = try probe.readSepLine()
        let delimiter: Unicode.Scalar
        if let forcedDelimiter {
            delimiter = forcedDelimiter
        } else if let sep {
            delimiter = sep
        } else {
            delimiter = try detectDelimiter(input, verdict: verdict, chunkSize: chunkSize)
        }
        let reader = try CSVRecordReader(input: input, encoding: verdict.encoding, bomLength: verdict.bomLength, delimiter: delimiter, chunkSize: chunkSize)
        var found: CSVRecord?
        var titles = TitleRows()
        while let record = try reader.next() {
            // A line of delimiters only is blank however the file is delimited (the `,,,` and
            // `;;;;` of docs/import-rules.md#blank-rows); it is never the header.
            if record.cells.allSatisfy(isDelimitersOnly) { continue }
            // Excel's `sep=,` directive padded to the table's width (`"sep=,",,,,`, as a
            // spreadsheet saves the line again) is no header either, nor a title.
            if WorkbookSheet.isSepLine(record) { continue }
            found = titles.header(after: record)
            if found != nil { break }
        }
        guard let header = found ?? titles.headerAtEnd else {
            throw CSVReadError(.emptyFile, detail: "the file has no header row (every row is blank)")
        }
        var file = CSVFile(input: input, encoding: verdict.encoding, delimiter: delimiter,
                           hasSepLine: sep != nil, header: header, bomLength: verdict.bomLength, chunkSize: chunkSize)
        file.strayBytes = verdict.strayBytes
        file.titles = titles.titles(above: header)
        return file
    }

    /// A new pass over the data records (the non-blank records after the header).
    public func makeReader() throws(CSVReadError) -> CSVRecordReader {
        let reader = try CSVRecordReader(input: input, encoding: encoding, bomLength: bomLength, delimiter: delimiter, chunkSize: chunkSize)
        while let record = try reader.next(), record.row < header.row {}
        return reader
    }

    /// What a pass over the records notices besides them.
    enum Notice {
        /// A row that repeats the header: passed over (docs/import.md#the-header-repeated-below).
        case repeatedHeader(CSVRecord)
        /// The file's last row, without a line break after it and with fewer cells than the
        /// header: a file cut off in the middle of it (docs/import.md#a-file-cut-off).
        case cutOff(CSVRecord)
    }

    /// Calls `body` with every data record, in one pass. A row that repeats the header (a
    /// second copy pasted below, two exports joined end to end) is no piece: it is passed over.
    /// `notice`, when given, hears of it and of a last row that looks cut off.
    func forEachRecord(_ body: (CSVRecord) throws -> Void, notice: ((Notice) -> Void)? = nil) throws {
        let header = HeaderRepeat(header)
        let each = { (record: CSVRecord) throws in
            if let header, header.repeats(record) {
                notice?(.repeatedHeader(record))
                return
            }
            try body(record)
        }
        if let sheet { return try sheet.forEachRecord(each) }
        let reader = try makeReader()
        try reader.forEach(each)
        if let last = reader.unterminated, last.row > self.header.row, last.cells.count < headerWidth { notice?(.cutOff(last)) }
    }

    /// The header's cells up to its last named one (a spreadsheet pads a header with empty cells).
    var headerWidth: Int { header.cells.lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 0 }

    /// Calls `body` with every data record, in one pass (rows that repeat the header passed over).
    public func forEachRecord(_ body: (CSVRecord) throws -> Void) throws {
        try forEachRecord(body, notice: nil)
    }

    static func detectEncoding(_ input: CSVInput, chunkSize: Int, forced: TextEncodingKind? = nil) throws(CSVReadError) -> EncodingDetector.Verdict {
        if let forced, forced != .utf8 {
            // A forced single-byte or UTF-16 encoding needs no scan, except for its own BOM.
            return try forcedVerdict(input, forced)
        }
        let source = try input.openSource()
        var detector = EncodingDetector()
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = try source.read(into: &buffer)
            if count == 0 { break }
            buffer.withUnsafeBytes { detector.scan(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
        return try detector.finish()
    }

    /// The verdict for a forced encoding: its own BOM (UTF-16) is skipped, nothing else is
    /// checked; a NUL byte in a forced single-byte file simply decodes as U+0000.
    private static func forcedVerdict(_ input: CSVInput, _ forced: TextEncodingKind) throws(CSVReadError) -> EncodingDetector.Verdict {
        let source = try input.openSource()
        var head = [UInt8](repeating: 0, count: 3)
        let count = try source.read(into: &head)
        let bom: [UInt8]? = switch forced {
        case .utf16LE: [0xFF, 0xFE]
        case .utf16BE: [0xFE, 0xFF]
        default: nil
        }
        if let bom, count >= 2, Array(head[0..<2]) == bom { return EncodingDetector.Verdict(encoding: forced, bomLength: 2) }
        return EncodingDetector.Verdict(encoding: forced, bomLength: 0)
    }

    private static func isDelimitersOnly(_ cell: String) -> Bool {
        cell.unicodeScalars.allSatisfy { delimiterCandidates.contains($0) || $0.properties.isWhitespace }
    }

    /// The candidate that separates the most cells in its first non-blank record
    /// (docs/import-rules.md#delimiter). Each candidate reads that record with the full quoting
    /// rules, so delimiters inside quotes do not count; a candidate whose reading fails counts
    /// zero.
    static func detectDelimiter(_ input: CSVInput, verdict: EncodingDetector.Verdict, chunkSize: Int) throws(CSVReadError) -> Unicode.Scalar {
        var best: Unicode.Scalar = ","
        var bestCount = 0
        for candidate in delimiterCandidates {
            let reader = try CSVRecordReader(input: input, encoding: verdict.encoding, bomLength: verdict.bomLength, delimiter: candidate, chunkSize: chunkSize)
            var count = 0
            do {
                while let record = try reader.next() {
                    // A record of delimiters only (`,,,` read with `;`) is blank for every
                    // candidate alike, so all candidates look at the same record.
                    if record.cells.allSatisfy(isDelimitersOnly) { continue }
                    count = record.cells.count - 1
                    break
                }
            } catch where error.reason == .unterminatedQuote {
                count = 0
            }
            if count > bestCount {
                best = candidate
                bestCount = count
            }
        }
        return best
    }
}
