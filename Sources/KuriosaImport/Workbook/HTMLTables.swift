internal import CSheetShims

/// The tables of an HTML page as the sheets of a workbook: many web apps' "Excel export" is an
/// HTML table in a file named .xls, which Excel and LibreOffice open as a sheet, so the import
/// does too (docs/import.md, "HTML tables"). libxml2's HTML parser reads the page (through
/// `ks_html_tables`); each table outside another is a sheet named `Table 1`, `Table 2`, …,
/// its column and row spans merged ranges, its cells text.
///
/// The page is decoded by the CSV's own rules (docs/import-rules.md#bytes-to-text: a BOM, UTF-8,
/// else Windows-1252), not by a `<meta charset>`, and held in memory with its parsed tree while
/// a table is read; `maxBytes` bounds both.
struct HTMLTables: RecordBook {
    /// The largest page read (its tree takes several times its size).
    static let maxBytes = 64 << 20

    let path: String
    let date1904 = false
    let sheetList: [(name: String, hidden: Bool, isWorksheet: Bool)]
    private let text: [UInt8]

    /// - Throws: `workbook_too_large`, `unreadable_file`, the encoding errors of a CSV,
    ///   `invalid_workbook` for a page without a table.
    init(path: String) throws(CSVReadError) {
        self.path = path
        text = try Self.utf8(CSVInput.readWhole(path: path, maximumBytes: Self.maxBytes, what: "the HTML page"), path: path)
        let count = try Self.parse(text, table: -1, path: path) { _, _, _, _, _, _, _ in }
        guard count > 0 else {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the file is an HTML page without a table: nothing in it is a sheet to import")
        }
        sheetList = (1...count).map { ("Table \($0)", false, true) }
    }

    func rows(ofSheet index: Int) throws(CSVReadError) -> SheetContents {
        var cells: [Int: [Int: String]] = [:]
        var merges: [WorkbookRange] = []
        var links: [CellAnnotation] = []
        _ = try Self.parse(text, table: index, path: path) { row, column, rows, columns, text, addresses, pictures in
            let trimmed = CellTrimming.trim(text)
            if !trimmed.isEmpty { cells[row, default: [:]][column] = trimmed }
            var seen = Set<String>()
            for address in addresses where seen.insert(address).inserted {
                links.append(CellAnnotation(row: row, column: column, text: address, kind: .link))
            }
            // A page's pictures are files beside it or addresses on the web: named, not read
            // (docs/import.md#pictures-in-a-sheet).
            for source in pictures {
                let name = source.isEmpty ? "a picture" : source.lowercased().hasPrefix("data:") ? "a picture held in the page (a data: address)"
                    : String(source.prefix(300))
                links.append(CellAnnotation(row: row, column: column, text: name, kind: .picture,
                                            unheld: row == 0 ? "on the page, outside every table" : Self.unreadPicture))
            }
            if let range = WorkbookRange(rows: row...(row + rows - 1), columns: column...(column + columns - 1)) {
                merges.append(range)
            }
        }
        return SheetContents(rows: CSVRecord.rows(cells), merges: merges, annotations: WorkbookAnnotations.sorted(links))
    }

    static let unreadPicture = "an HTML table's pictures are not read (save the sheet as .xlsx with its pictures, "
        + "or save them as files and name them in a Photos column)"

    /// The page's bytes as UTF-8, decoded as a CSV file's are.
    private static func utf8(_ bytes: [UInt8], path: String) throws(CSVReadError) -> [UInt8] {
        let verdict: EncodingDetector.Verdict
        do { verdict = try CSVFile.detectEncoding(.bytes(bytes), chunkSize: 1 << 16) } catch { throw error.located(in: path) }
        var decoder = TextDecoder(encoding: verdict.encoding)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let body = Array(bytes[min(verdict.bomLength, bytes.count)...])
        var failure: CSVReadError?
        body.withUnsafeBytes { raw in
            do throws(CSVReadError) { try decoder.decode(raw, into: &out) } catch { failure = error }
        }
        if let failure { throw failure.located(in: path) }
        do { try decoder.finish(into: &out) } catch { throw error.located(in: path) }
        // The parser is given valid UTF-8 without NUL: a stray byte becomes U+FFFD (as in a
        // CSV), a NUL a space, so libxml2 never reports (or prints) an encoding error.
        return String(decoding: out, as: UTF8.self).utf8.map { $0 == 0 ? 0x20 : $0 }
    }

    /// Runs the parser; `cell` gets each cell (1-based row, 0-based column, spans, text, the
    /// addresses of its links, the sources of its pictures). Returns the number of tables.
    private static func parse(_ text: [UInt8], table: Int, path: String,
                              _ cell: (Int, Int, Int, Int, String, [String], [String]) -> Void) throws(CSVReadError) -> Int {
        final class Box {
            let body: (Int, Int, Int, Int, String, [String], [String]) -> Void
            init(_ body: @escaping (Int, Int, Int, Int, String, [String], [String]) -> Void) { self.body = body }
        }
        var error = [CChar](repeating: 0, count: 256)
        let count = withoutActuallyEscaping(cell) { cell in
            let box = Box(cell)
            return text.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    ks_html_tables(chars.baseAddress, chars.count, Int32(table), { context, row, column, rows, columns, text, length, links, linksLength,
                                                                                    images, imagesLength, pictures in
                        let box = Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue()
                        let string = text.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: length), as: UTF8.self) } ?? ""
                        let addresses = linksLength == 0 ? [] : links.map {
                            String(decoding: UnsafeRawBufferPointer(start: $0, count: linksLength), as: UTF8.self).split(separator: "\n").map(String.init)
                        } ?? []
                        var sources = imagesLength == 0 ? [] : images.map {
                            String(decoding: UnsafeRawBufferPointer(start: $0, count: imagesLength), as: UTF8.self)
                                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                        } ?? []
                        sources = Array(sources.prefix(Int(pictures)))
                        while sources.count < Int(pictures) { sources.append("") }
                        box.body(Int(row), Int(column), Int(rows), Int(columns), string, addresses, sources)
                        return 0
                    }, Unmanaged.passUnretained(box).toOpaque(), CSVLimits.cellBytes, &error, error.count)
                }
            }
        }
        if count < 0 {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the HTML table cannot be read: " + String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Int(count)
    }
}
