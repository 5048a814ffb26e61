/// docs/import-rules.md#records-quotes-and-trimming as a byte-level state machine over valid
/// UTF-8 that arrives in chunks.
///
/// RFC 4180 quoting with the lenient rules of Excel and Python's csv: a `"` that does not open
/// a cell is an ordinary character, and text after a closing quote is appended. A quote opens
/// a cell only as its very first character, so `a, "b"` keeps the space and the quotes (trimmed
/// to `"b"`), as Excel does. Records end at CRLF, LF, or CR outside quotes; inside quotes each of
/// them becomes one `\n`.
struct CSVTokenizer {
    private enum State {
        case cellStart, unquoted, quoted, quoteInQuoted
    }

    private static let quote: UInt8 = 0x22
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    private let delimiter: [UInt8]
    private var state = State.cellStart
    private var cell: [UInt8] = []
    private var cells: [String] = []
    /// True when something of the current record has been read.
    private var inRecord = false
    /// A CR ended the last record (outside quotes) or became `\n` (inside): skip one LF after it.
    private var skipLineFeed = false
    /// Records completed so far, blank ones included: the next record's row is this + 1.
    var recordsEnded = 0
    /// Where the open quote of the current cell started (for `unterminated_quote`).
    private var quoteRow = 0
    /// The largest cell seen, in bytes: the reader's memory bound besides its chunks.
    private(set) var largestCell = 0
    /// Bytes of the current record's cells so far.
    private var recordBytes = 0
    /// Set when a cell, a record or its number of cells passes `CSVLimits`; the tokenizer
    /// then reads nothing more, and the reader throws it.
    private(set) var overLimit: CSVReadError?

    init(delimiter: Unicode.Scalar) {
        var bytes: [UInt8] = []
        CodePages.appendUTF8(delimiter.value, to: &bytes)
        self.delimiter = bytes
    }

    /// Reads from `bytes[index...]` until a record ends; returns it, or nil when the chunk ran
    /// out first. `index` is left after what was read.
    mutating func nextRecord(in bytes: UnsafeBufferPointer<UInt8>, index: inout Int) -> CSVRecord? {
        let end = bytes.count
        let first = delimiter[0]
        while index < end {
            // Checked as the bytes arrive, so a cell holds at most one chunk past its cap.
            if cell.count > CSVLimits.cellBytes || recordBytes + cell.count > CSVLimits.rowBytes {
                flagOverLimit()
                index = end
                return nil
            }
            let byte = bytes[index]
            index += 1
            if skipLineFeed {
                skipLineFeed = false
                if byte == Self.lineFeed { continue }
            }
            inRecord = true
            switch state {
            case .quoted:
                if byte == Self.quote {
                    state = .quoteInQuoted
                } else if byte == Self.carriageReturn {
                    cell.append(Self.lineFeed)
                    skipLineFeed = true
                } else {
                    // The run of ordinary bytes up to the next quote or CR, at once.
                    var runEnd = index
                    while runEnd < end, bytes[runEnd] != Self.quote, bytes[runEnd] != Self.carriageReturn { runEnd += 1 }
                    cell.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(index - 1)..<runEnd]))
                    index = runEnd
                }
                continue
            case .quoteInQuoted:
                if byte == Self.quote {
                    cell.append(Self.quote)
                    state = .quoted
                    continue
                }
                // The quote closed the cell; what follows is appended as plain text.
                state = .unquoted
            case .cellStart:
                if byte == Self.quote {
                    state = .quoted
                    quoteRow = recordsEnded + 1
                    continue
                }
                state = .unquoted
            case .unquoted:
                break
            }
            // Outside quotes.
            if byte == first && matchesDelimiter(bytes, at: index - 1, end: end) {
                index += delimiter.count - 1
                endCell()
                if overLimit != nil {
                    index = end
                    return nil
                }
                state = .cellStart
            } else if byte == Self.lineFeed || byte == Self.carriageReturn {
                skipLineFeed = byte == Self.carriageReturn
                return endRecord()
            } else {
                // The run of ordinary bytes up to the next possible delimiter or line break, at
                // once: the state stays `unquoted` throughout it.
                var runEnd = index
                while runEnd < end {
                    let next = bytes[runEnd]
                    if next == first || next == Self.lineFeed || next == Self.carriageReturn { break }
                    runEnd += 1
                }
                cell.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(index - 1)..<runEnd]))
                index = runEnd
            }
        }
        return nil
    }

    /// The last record when the file does not end with a line break; fails on an open quote.
    mutating func finish() throws(CSVReadError) -> CSVRecord? {
        if let overLimit { throw overLimit }
        if state == .quoted {
            throw CSVReadError(.unterminatedQuote, row: quoteRow,
                               detail: "a quote opened in row \(quoteRow) never closes")
        }
        return inRecord ? endRecord() : nil
    }

    private func matchesDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        if delimiter.count == 1 { return true }
        guard index + delimiter.count <= end else { return false }
        for offset in 1..<delimiter.count where bytes[index + offset] != delimiter[offset] {
            return false
        }
        return true
    }

    private mutating func flagOverLimit() {
        let row = recordsEnded + 1
        let column = cells.count + 1
        if cell.count > CSVLimits.cellBytes {
            overLimit = CSVReadError(.cellTooLarge, row: row, column: column,
                                     detail: "column \(column): the cell has more than \(CSVLimits.cellBytes) bytes (1 MiB), the most a cell may have")
        } else if cells.count >= CSVLimits.columns {
            overLimit = CSVReadError(.tooManyColumns, row: row, column: column,
                                     detail: "column \(column): the row has more than \(CSVLimits.columns) cells, the most a row may have")
        } else {
            overLimit = CSVReadError(.rowTooLarge, row: row, column: column,
                                     detail: "column \(column): the row has more than \(CSVLimits.rowBytes) bytes (16 MiB), the most a row may have")
        }
    }

    private mutating func endCell() {
        if overLimit == nil, cells.count >= CSVLimits.columns {
            flagOverLimit()
            cell.removeAll(keepingCapacity: true)
            return
        }
        recordBytes += cell.count
        largestCell = max(largestCell, cell.count)
        cells.append(CellTrimming.trimmedString(cell))
        cell.removeAll(keepingCapacity: true)
    }

    private mutating func endRecord() -> CSVRecord {
        endCell()
        recordsEnded += 1
        let record = CSVRecord(row: recordsEnded, cells: cells)
        cells.removeAll(keepingCapacity: true)
        recordBytes = 0
        state = .cellStart
        inRecord = false
        return record
    }
}
