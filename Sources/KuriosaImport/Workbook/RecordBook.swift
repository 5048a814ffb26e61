/// A workbook read whole into records rather than streamed from XML: an Excel 97–2003 .xls
/// (`LegacyWorkbook`) or the tables of an HTML page (`HTMLTables`). `WorkbookSheet.Book` takes
/// its sheet list and each sheet's rows and merged ranges from it, so the header, title,
/// merge and several-sheet rules are the .xlsx ones (docs/import.md, "XLSX workbooks").
protocol RecordBook {
    var path: String { get }
    var date1904: Bool { get }
    /// The sheets in the book's order: name, hidden, and whether it holds a table at all.
    var sheetList: [(name: String, hidden: Bool, isWorksheet: Bool)] { get }
    /// A sheet's non-empty rows (1-based row numbers, cells by 0-based column, trimmed), its
    /// merged ranges and its cells' comments and links.
    func rows(ofSheet index: Int) throws(CSVReadError) -> SheetContents
    /// Why a sheet other than the first is not read with it, where the book knows better than
    /// the workbook rule (an OpenNumismat collection's wishes: `--kind wish`); nil: the rule's.
    func skipReason(ofSheet index: Int) -> String?
}

extension RecordBook {
    func skipReason(ofSheet index: Int) -> String? { nil }
}

/// What a book read whole holds of one sheet.
struct SheetContents {
    var rows: [CSVRecord]
    var merges: [WorkbookRange]
    var annotations: [CellAnnotation] = []

    /// The sheet of `cells` (row 1 the header) with only the columns some row fills (a value or
    /// a picture), and those headed by one of `keeping`: an app's file has columns for every
    /// kind of piece it knows (OpenNumismat's table over a hundred, a Tellico collection every
    /// field of its type), and a collection uses a few of them; the others hold nothing to keep
    /// or to name. The kept headers are the ones that recognise the file (a preset's signature).
    static func pruned(_ cells: [Int: [Int: String]], annotations: [CellAnnotation], keeping: Set<String>) -> SheetContents {
        var used = Set(annotations.map(\.column))
        for (column, name) in cells[1] ?? [:] where keeping.contains(name) { used.insert(column) }
        for (row, line) in cells where row > 1 { used.formUnion(line.keys) }
        let kept = used.sorted()
        let position = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1, $0) })
        var out: [Int: [Int: String]] = [:]
        for (row, line) in cells {
            var moved: [Int: String] = [:]
            for (column, text) in line { if let to = position[column] { moved[to] = text } }
            out[row] = moved
        }
        let placed = annotations.compactMap { note in position[note.column].map { note.moved(row: note.row, column: $0) } }
        return SheetContents(rows: CSVRecord.rows(out), merges: [], annotations: WorkbookAnnotations.sorted(placed))
    }
}

extension LegacyWorkbook: RecordBook {
    var sheetList: [(name: String, hidden: Bool, isWorksheet: Bool)] { sheets.map { ($0.name, $0.hidden, $0.isWorksheet) } }

    func rows(ofSheet index: Int) throws(CSVReadError) -> SheetContents {
        try rows(of: sheets[index])
    }
}

extension CSVRecord {
    /// Records of cells collected by row and column (a book read whole), in row order, each
    /// as wide as its last cell, "" where a row has no cell.
    static func rows(_ cells: [Int: [Int: String]]) -> [CSVRecord] {
        cells.keys.sorted().map { row in
            let byColumn = cells[row] ?? [:]
            var texts = [String](repeating: "", count: (byColumn.keys.max() ?? -1) + 1)
            for (column, text) in byColumn { texts[column] = text }
            return CSVRecord(row: row, cells: texts)
        }
    }
}
