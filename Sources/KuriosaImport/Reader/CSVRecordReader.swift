/// One pass over a CSV file: reads it in chunks, decodes, and hands out non-blank records one
/// at a time, so memory stays constant in the number of rows (bounded by the chunk size and
/// the longest record).
///
/// Not thread-safe: it owns a file descriptor and mutable buffers.
package final class CSVRecordReader {
    /// Bytes read from the file at a time.
    static let chunkSize = 64 * 1024

    private let source: any ByteSource
    private let file: String?
    private var decoder: TextDecoder
    private var tokenizer: CSVTokenizer
    private var bomToSkip: Int
    private var raw: [UInt8]
    private var text: [UInt8] = []
    private var position = 0
    private var endOfInput = false
    private var started = false
    private var finished = false
    /// The last record when the file ends without a line break after it: the one a download
    /// cut off in the middle would leave (`CSVFile.forEachRecord` names it when it is short).
    private(set) var unterminated: CSVRecord?
    private let delimiter: Unicode.Scalar?
    /// The delimiter a `sep=` line named, once the start of the text has been read.
    private(set) var sepDelimiter: Unicode.Scalar?
    /// The most bytes the reader held at once (chunks plus the cell being read); tests use it
    /// to show that memory does not grow with the number of rows.
    private(set) var bufferHighWater = 0

    /// - Parameter delimiter: nil reads only the `sep=` line and then uses `,` (for detection).
    init(input: CSVInput, encoding: TextEncodingKind, bomLength: Int, delimiter: Unicode.Scalar?,
         chunkSize: Int = CSVRecordReader.chunkSize) throws(CSVReadError) {
        source = try input.openSource()
        file = input.path
        decoder = TextDecoder(encoding: encoding)
        bomToSkip = bomLength
        self.delimiter = delimiter
        tokenizer = CSVTokenizer(delimiter: delimiter ?? ",")
        raw = [UInt8](repeating: 0, count: max(1, chunkSize))
    }

    /// The next record that is not blank (docs/import-rules.md#blank-rows), or nil at the end
    /// of the file.
    public func next() throws(CSVReadError) -> CSVRecord? {
        do {
            return try nextRecord()
        } catch {
            throw error.located(in: file)
        }
    }

    /// Calls `body` with every remaining non-blank record.
    public func forEach(_ body: (CSVRecord) throws -> Void) throws {
        while let record = try next() {
            try body(record)
        }
    }

    private func nextRecord() throws(CSVReadError) -> CSVRecord? {
        if !started { try start() }
        while true {
            if position < text.count {
                let record = text.withUnsafeBufferPointer { tokenizer.nextRecord(in: $0, index: &position) }
                if let overLimit = tokenizer.overLimit { throw overLimit }
                if let record {
                    if record.isBlank { continue }
                    return record
                }
                continue
            }
            if endOfInput {
                guard !finished else { return nil }
                finished = true
                guard let record = try tokenizer.finish(), !record.isBlank else { return nil }
                unterminated = record
                return record
            }
            try refill()
            if let overLimit = tokenizer.overLimit { throw overLimit }
        }
    }

    /// Reads at least a line's worth of text and removes a `sep=` line
    /// (docs/import-rules.md#the-sep-line).
    private func start() throws(CSVReadError) {
        started = true
        while text.count < 16 && !endOfInput {
            try readChunk(appending: true)
        }
        if let (scalar, length, quoted) = Self.sepLine(text, atEnd: endOfInput) {
            sepDelimiter = scalar
            position = length
            if delimiter == nil { tokenizer = CSVTokenizer(delimiter: scalar) }
            if quoted { tokenizer.recordsEnded = 1 }
        }
    }

    /// The delimiter of a `sep=` line at the start of the text, if there is one.
    func readSepLine() throws(CSVReadError) -> Unicode.Scalar? {
        if !started {
            do { try start() } catch { throw error.located(in: file) }
        }
        return sepDelimiter
    }

    private func refill() throws(CSVReadError) {
        try readChunk(appending: false)
    }

    private func readChunk(appending: Bool) throws(CSVReadError) {
        if !appending {
            text.removeAll(keepingCapacity: true)
            position = 0
        }
        let count = try source.read(into: &raw)
        if count == 0 {
            endOfInput = true
            try decoder.finish(into: &text)
        } else {
            let skip = min(bomToSkip, count)
            bomToSkip -= skip
            let result = raw.withUnsafeBytes { buffer in
                Result { () throws(CSVReadError) in
                    try decoder.decode(UnsafeRawBufferPointer(rebasing: buffer[skip..<count]), into: &text)
                }
            }
            try result.get()
        }
        bufferHighWater = max(bufferHighWater, raw.count + text.capacity + tokenizer.largestCell)
    }

    /// `sep=` (any case), exactly one character, and a line break: the delimiter, the length
    /// of the line with its break, and whether it was quoted. A quote or a line break cannot be
    /// the delimiter. Dragon Shield writes the line quoted (`"sep=,"`): that is a sep line too,
    /// but a record every spreadsheet shows (docs/import.md#the-quoted-sep-line), so it counts
    /// as row 1.
    static func sepLine(_ text: [UInt8], atEnd: Bool) -> (Unicode.Scalar, Int, quoted: Bool)? {
        let q = text.first == 0x22 ? 1 : 0
        guard text.count >= 6 + 2 * q else { return nil }
        guard text[q] | 0x20 == 0x73, text[q + 1] | 0x20 == 0x65, text[q + 2] | 0x20 == 0x70, text[q + 3] == 0x3D else {
            return nil
        }
        let decoded = String(decoding: text[(q + 4)..<min(text.count, q + 9)], as: UTF8.self).unicodeScalars
        guard let scalar = decoded.first, scalar != "\"", scalar != "\n", scalar != "\r",
              scalar != "\u{FFFD}" else { return nil }
        var after = q + 4 + String(scalar).utf8.count
        if q == 1 {
            guard after < text.count, text[after] == 0x22 else { return nil }
            after += 1
        }
        guard after < text.count else { return nil }
        if text[after] == 0x0A { return (scalar, after + 1, q == 1) }
        guard text[after] == 0x0D else { return nil }
        if after + 1 < text.count { return (scalar, text[after + 1] == 0x0A ? after + 2 : after + 1, q == 1) }
        return atEnd ? (scalar, after + 1, q == 1) : nil
    }
}

@available(*, unavailable)
extension CSVRecordReader: Sendable {}
