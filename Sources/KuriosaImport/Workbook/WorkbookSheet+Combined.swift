import KuriosaCore
/// A workbook of several sheets read as one table (docs/import.md#a-workbook-of-several-sheets):
/// the spreadsheet export with `--sheet-per-collection` writes a sheet per collection, each
/// with the columns its pieces fill, and every sheet must come back. When the first sheet says
/// where its rows go (a `Collection` column), every other visible worksheet that has one is
/// read too, its columns matched to one header by name; each row keeps its sheet, row and
/// column for the report. Any other sheet is named in the report as skipped, with why.
extension WorkbookSheet {
    /// A sheet of a combined table: its columns in the combined header, and the offset that
    /// makes its row numbers the combined table's.
    struct Member: Sendable {
        let sheet: WorkbookSheet
        /// Column of the sheet (0-based) → column of the combined header.
        let columns: [Int]
        let offset: Int
    }

    /// A sheet that was not read, and why.
    public struct Skipped: Sendable, Equatable {
        public let name: String
        public let why: String
    }

    /// Row numbers of the n-th sheet start at n × this (a sheet has at most 1,048,576 rows).
    static let rowSpan = 1 << 21

    /// The sheet an import reads without `--sheet`: the first visible worksheet, with the
    /// other sheets of an export (`Collection` column) combined into it.
    static func openForImport(path: String, kind: Book.Kind = .xlsx) throws(CSVReadError) -> WorkbookSheet {
        let book = try Book(path: path, kind: kind)
        let worksheets = book.sheets.filter(book.isWorksheet)
        guard let firstEntry = worksheets.first(where: { !$0.hidden }) ?? worksheets.first else {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the workbook has no worksheet")
        }
        let first = try book.sheet(firstEntry)
        let routes = hasCollectionColumn(first.header)
        var members = [first]
        var skipped: [Skipped] = []
        for entry in book.sheets where entry.name != firstEntry.name {
            guard book.isWorksheet(entry) else {
                skipped.append(Skipped(name: entry.name, why: "a chart, not a worksheet"))
                continue
            }
            if entry.hidden {
                skipped.append(Skipped(name: entry.name, why: "hidden (--sheet \"\(entry.name)\" reads it alone)"))
                continue
            }
            if let why = book.skipReason(entry) {
                skipped.append(Skipped(name: entry.name, why: why))
                continue
            }
            let sheet: WorkbookSheet
            do {
                sheet = try book.sheet(entry)
            } catch where error.reason == .emptyFile {
                skipped.append(Skipped(name: entry.name, why: "empty"))
                continue
            }
            // The export's own totals (`TotalsSheet`) are derived from the pieces: not read,
            // and nothing of the collector's is in them to name.
            if TotalsSheet.matches(sheet.header.cells) { continue }
            guard routes else {
                skipped.append(Skipped(name: entry.name, why: "only the first sheet is read when it has no Collection column to say where its rows go (--sheet \"\(entry.name)\" reads it)"))
                continue
            }
            guard hasCollectionColumn(sheet.header) else {
                skipped.append(Skipped(name: entry.name, why: "no Collection column, so not a sheet of the export (--sheet \"\(entry.name)\" reads it alone)"))
                continue
            }
            members.append(sheet)
        }
        if members.count == 1 {
            return WorkbookSheet(path: first.path, name: first.name, part: first.part, strings: first.strings, formats: first.formats,
                                 date1904: first.date1904, merges: first.merges, header: first.header, skipped: skipped,
                                 records: first.records, annotations: first.annotations, strayAnnotations: first.strayAnnotations,
                                 cellPictures: first.cellPictures, titles: first.titles)
        }
        return combined(members, skipped: skipped)
    }

    /// Whether a data row of the sheet (or of a sheet read with it) has a picture to store
    /// as a photo (docs/import.md#pictures-in-a-sheet): its rows are then mapped ahead, so
    /// that the pictures are prepared on every core.
    var hasPictures: Bool {
        (members.isEmpty ? [self] : members.map(\.sheet)).contains { sheet in
            sheet.annotations.values.contains { $0.contains { $0.kind == .picture } }
        }
    }

    /// Whether a header has the export's `Collection` column (in any of its languages).
    static func hasCollectionColumn(_ header: CSVRecord) -> Bool {
        let labels = Set(StandardColumn.collectionLabels.map { $0.lowercased() })
        return header.cells.contains { labels.contains($0.trimmingCharacters(in: .whitespaces).lowercased()) }
    }

    /// One header of every sheet's columns, by name in the order first met (the k-th column of
    /// a name in a sheet is the k-th of that name in the combined header; an unnamed column is
    /// a column of its own).
    private static func combined(_ sheets: [WorkbookSheet], skipped: [Skipped]) -> WorkbookSheet {
        var header: [String] = []
        var positions: [String: [Int]] = [:]
        var members: [Member] = []
        for (index, sheet) in sheets.enumerated() {
            var seen: [String: Int] = [:]
            let columns = sheet.header.cells.map { label -> Int in
                let k = seen[label, default: 0]
                seen[label] = k + 1
                if !label.isEmpty, let known = positions[label], k < known.count { return known[k] }
                header.append(label)
                positions[label, default: []].append(header.count - 1)
                return header.count - 1
            }
            members.append(Member(sheet: sheet, columns: columns, offset: index * rowSpan))
        }
        let first = sheets[0]
        return WorkbookSheet(path: first.path, name: sheets.map(\.name).joined(separator: ", "), part: first.part, strings: [],
                             formats: [], date1904: first.date1904, merges: [], header: CSVRecord(row: first.header.row, cells: header),
                             members: members, skipped: skipped, strayAnnotations: sheets.flatMap(\.strayAnnotations),
                             titles: first.titles)
    }

    /// Every sheet's rows, in sheet order, with their cells where the combined header has
    /// their columns; cells past a sheet's header stay past the combined one (`extra_cells`).
    func forEachCombinedRecord(_ body: (CSVRecord) throws -> Void) throws {
        let width = header.cells.count
        for member in members {
            try member.sheet.forEachRecord { record in
                var cells = [String](repeating: "", count: width)
                for (column, cell) in record.cells.enumerated() {
                    if column < member.columns.count { cells[member.columns[column]] = cell } else { cells.append(cell) }
                }
                let annotations = record.annotations.map { comment in
                    comment.moved(row: member.offset + record.row,
                                  column: comment.column < member.columns.count ? member.columns[comment.column]
                                      : width + comment.column - member.columns.count)
                }
                try body(CSVRecord(row: member.offset + record.row, cells: cells, annotations: annotations))
            }
        }
    }

    /// The columns of the combined header (0-based) that the sheet of a row does not have: its
    /// rows say nothing of them, so an update never clears what they hold.
    func absentColumns(row: Int) -> Set<Int> {
        guard !members.isEmpty else { return [] }
        let member = members[min(row / Self.rowSpan, members.count - 1)]
        return Set(0..<header.cells.count).subtracting(member.columns)
    }

    /// Where a row (and a 1-based column) of the combined table is: its sheet, its own row and
    /// column. Nil for a single sheet.
    func location(row: Int, column: Int?) -> (sheet: String, row: Int, column: Int?)? {
        guard !members.isEmpty, row > 0 else { return nil }
        let index = min(row / Self.rowSpan, members.count - 1)
        let member = members[index]
        var own: Int?
        if let column, column > 0 {
            if let found = member.columns.firstIndex(of: column - 1) {
                own = found + 1
            } else if column > header.cells.count {
                own = member.columns.count + (column - header.cells.count)
            }
        }
        return (member.sheet.name, row - member.offset, own ?? column)
    }
}
