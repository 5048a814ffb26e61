internal import CSheetShims

/// One sheet of an .xlsx workbook as the records a CSV file gives: the same `CSVRecord`s,
/// numbered by the sheet's own row numbers, with each cell's value as the text the cell rules
/// read (`WorkbookCellText`), so header matching, the cell rules, the row pipeline and the
/// report are those of CSV (docs/import.md, "XLSX").
///
/// Opening reads the workbook's small parts, the shared strings (held in memory) and the sheet
/// once for its merged ranges and header; each pass (`forEachRecord`) inflates and parses the
/// sheet again, a row at a time, so a sheet of any length is read in constant memory.
package final class WorkbookSheet: Sendable {
    public let path: String
    /// The sheet's name as the workbook has it.
    public let name: String
    /// The first non-blank row that is not a title above the table: the header.
    public let header: CSVRecord
    /// The title rows above the header that are no merged title (`TitleRows`), for the report.
    public let titles: [CSVRecord]
    let part: String
    let strings: [String]
    /// Number formats by cell style index (`s`).
    let formats: [WorkbookNumberFormat]
    let date1904: Bool
    /// Merged ranges below the header: each of their cells reads the value of the first.
    let merges: [WorkbookRange]

    /// The sheets read as this one table (docs/import.md#a-workbook-of-several-sheets); empty
    /// for a single sheet.
    let members: [Member]
    /// The workbook's sheets that are not read, each with why.
    public let skipped: [Skipped]
    /// The rows of an Excel 97–2003 sheet, read whole (`LegacyWorkbook`); nil for an .xlsx.
    let records: [CSVRecord]?
    /// The comments and links on the cells of data rows, by row: each record carries its own.
    let annotations: [Int: [CellAnnotation]]
    /// The comments and links no data row carries, each named in the report
    /// (docs/import.md#cell-comments-and-links).
    public let strayAnnotations: [CellAnnotation.Stray]
    /// Excel 365's pictures placed in cells by the cells' `vm`: such a cell holds `#VALUE!`,
    /// which is no value of the piece (its picture is, `WorkbookCellPictures`).
    let cellPictures: [Int: String]

    init(path: String, name: String, part: String, strings: [String], formats: [WorkbookNumberFormat], date1904: Bool,
         merges: [WorkbookRange], header: CSVRecord, members: [Member] = [], skipped: [Skipped] = [], records: [CSVRecord]? = nil,
         annotations: [Int: [CellAnnotation]] = [:], strayAnnotations: [CellAnnotation.Stray] = [], cellPictures: [Int: String] = [:],
         titles: [CSVRecord] = []) {
        self.titles = titles
        self.cellPictures = cellPictures
        self.records = records
        self.annotations = annotations
        self.strayAnnotations = strayAnnotations
        self.members = members
        self.skipped = skipped
        self.path = path
        self.name = name
        self.part = part
        self.strings = strings
        self.formats = formats
        self.date1904 = date1904
        self.merges = merges
        self.header = header
    }

    /// Calls `body` with every data row (the non-blank rows after the header), in order.
    public func forEachRecord(_ body: (CSVRecord) throws -> Void) throws {
        if !members.isEmpty { return try forEachCombinedRecord(body) }
        if let records {
            var spans = MergeFill(merges)
            for record in records where record.row > header.row {
                var cells = record.cells
                guard !cells.allSatisfy(\.isEmpty) else { continue }
                spans.fill(&cells, row: record.row)
                try body(CSVRecord(row: record.row, cells: cells, annotations: annotations[record.row] ?? []))
            }
            return
        }
        let archive = try WorkbookArchive(path: path)
        var failure: (any Error)?
        var spans = MergeFill(merges)
        try withoutActuallyEscaping(body) { body in
            try WorkbookXML.rows(archive, part, row: { row in
                guard row.number > self.header.row else { return true }
                // A row is blank by its own cells, whatever a merged range above spills into it.
                var cells = self.cells(of: row)
                let blank = cells.allSatisfy(\.isEmpty)
                spans.fill(&cells, row: row.number)
                if blank { return true }
                do { try body(CSVRecord(row: row.number, cells: cells, annotations: self.annotations[row.number] ?? [])) } catch {
                    failure = error
                    return false
                }
                return true
            }, merge: nil)
        }
        if let failure { throw failure }
    }

    /// The row's cells as texts by column, trimmed
    /// (docs/import-rules.md#records-quotes-and-trimming), "" for columns without a value.
    func cells(of row: WorkbookXML.Row) -> [String] {
        guard let last = row.cells.last else { return [] }
        var cells = [String](repeating: "", count: Int(last.column) + 1)
        for cell in row.cells {
            cells[Int(cell.column)] = text(of: cell, in: row)
        }
        return cells
    }

    /// The cell's text, trimmed as a CSV cell is: shared strings were trimmed once when read;
    /// a number's or a date's value is trimmed before it is read, and the text it gives
    /// again, since a value that is not a number (`<v> 12 </v>`, or the `<is>` text of a
    /// cell whose `t` is unknown and so counts as a number) is given as written.
    private func text(of cell: ks_sheet_cell, in row: WorkbookXML.Row) -> String {
        if cell.value_metadata > 0, Int(cell.type) == KS_CELL_ERROR, cellPictures[Int(cell.value_metadata)] != nil { return "" }
        let bytes = row.bytes(cell)
        switch Int(cell.type) {
        case KS_CELL_SHARED:
            guard let index = Self.integer(bytes), index < strings.count else { return "" }
            return strings[index]
        case KS_CELL_BOOLEAN:
            return bytes.first == UInt8(ascii: "1") ? "TRUE" : "FALSE"
        case KS_CELL_NUMBER:
            let style = Int(cell.style)
            let format = style < formats.count ? formats[style] : .number
            let value = CellTrimming.trim(String(decoding: bytes, as: UTF8.self))
            return CellTrimming.trim(WorkbookCellText.number(value, format: format, date1904: date1904))
        case KS_CELL_DATE:
            return CellTrimming.trim(WorkbookCellText.isoDate(CellTrimming.trim(String(decoding: bytes, as: UTF8.self))))
        default:
            // Inline strings, formulas' text results and error values (`#N/A`) as written.
            return CellTrimming.trim(WorkbookXML.unescaped(String(decoding: bytes, as: UTF8.self)))
        }
    }

    /// A shared string index: decimal digits only.
    private static func integer(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard !bytes.isEmpty, bytes.count < 10 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}

/// A merged range of cells, `B3:D5`: 1-based rows, 0-based columns, both ends included.
struct WorkbookRange: Sendable, Equatable {
    let firstRow: Int, lastRow: Int, firstColumn: Int, lastColumn: Int

    /// Spreadsheet column letters of a 1-based index: 1 → A, 26 → Z, 27 → AA.
    static func columnLetters(_ index: Int) -> String {
        var n = index
        var text = ""
        while n > 0 {
            let digit = (n - 1) % 26
            text = String(UnicodeScalar(UInt8(65 + digit))) + text
            n = (n - 1) / 26
        }
        return text
    }

    /// A range by its rows and columns; nil for a single cell, which merges nothing.
    init?(rows: ClosedRange<Int>, columns: ClosedRange<Int>) {
        guard rows.count > 1 || columns.count > 1, columns.upperBound < 16_384 else { return nil }
        firstRow = rows.lowerBound; lastRow = rows.upperBound; firstColumn = columns.lowerBound; lastColumn = columns.upperBound
    }

    /// Reads `A1:C1`; nil for anything else (a single cell merges nothing).
    init?(_ reference: String) {
        let ends = reference.split(separator: ":")
        guard ends.count == 2, let from = Self.cell(ends[0]), let to = Self.cell(ends[1]),
              from.row <= to.row, from.column <= to.column, from != to else { return nil }
        firstRow = from.row; lastRow = to.row; firstColumn = from.column; lastColumn = to.column
    }

    /// `B3` as its row (1-based) and column (0-based); nil for anything else.
    static func cell(_ text: Substring) -> (row: Int, column: Int)? {
        let letters = text.prefix { $0 >= "A" && $0 <= "Z" }
        guard (1...3).contains(letters.count), let row = Int(text.dropFirst(letters.count)), (1...1_048_576).contains(row) else { return nil }
        let column = letters.unicodeScalars.reduce(0) { $0 * 26 + Int($1.value) - 64 } - 1
        return column < 16_384 ? (row, column) : nil
    }
}

/// Fills merged ranges row by row: a range's first cell's value goes to every cell it covers.
struct MergeFill {
    private var pending: [WorkbookRange]
    private var active: [(range: WorkbookRange, value: String)] = []

    init(_ merges: [WorkbookRange]) {
        pending = merges.sorted { $0.firstRow > $1.firstRow }  // the next to start last
    }

    mutating func fill(_ cells: inout [String], row: Int) {
        active.removeAll { $0.range.lastRow < row }
        while let next = pending.last, next.firstRow <= row {
            pending.removeLast()
            if next.lastRow >= row {
                let value = next.firstRow == row && next.firstColumn < cells.count ? cells[next.firstColumn] : ""
                active.append((next, value))
            }
        }
        guard !active.isEmpty else { return }
        for (range, value) in active where !value.isEmpty {
            if cells.count <= range.lastColumn { cells += [String](repeating: "", count: range.lastColumn + 1 - cells.count) }
            for column in range.firstColumn...range.lastColumn where cells[column].isEmpty { cells[column] = value }
        }
    }
}
