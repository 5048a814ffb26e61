internal import CSheetShims
import Foundation
import KuriosaCore

/// An OpenDocument spreadsheet (.ods, LibreOffice's own format), read into the records an
/// .xlsx sheet gives (docs/import.md, "OpenDocument spreadsheets"): its `content.xml` holds
/// every sheet as a table whose cells say their value type and value, so the same texts come
/// out as from the .xlsx LibreOffice would save (numbers in their shortest form, days
/// `YYYY-MM-DD`, money `CHF 6450.50`, percentages `13.5 %`, booleans `TRUE`), with the sheets,
/// header, title, merge and several-sheet rules of a workbook. A sheet is held in memory while
/// it is read, as an .xls's is.
struct OpenDocumentBook {
    let path: String
    let date1904 = false
    private(set) var sheetList: [(name: String, hidden: Bool, isWorksheet: Bool)] = []

    /// content.xml inflates to at most this; a sheet gives at most this many cells (a row or
    /// cell repeated is counted each time it is given).
    static let maxContentBytes: UInt64 = 512 << 20
    static let maxCells: Int64 = 1 << 22

    /// The media type an OpenDocument spreadsheet's manifest gives its root.
    static let mediaType = "application/vnd.oasis.opendocument.spreadsheet"

    /// The media type an OpenDocument file's manifest gives its root; nil for any other ZIP.
    static func mediaType(of archive: WorkbookArchive) throws(CSVReadError) -> String? {
        var type: String?
        _ = try WorkbookXML.elements(archive, "META-INF/manifest.xml") { element in
            if element.name == "file-entry", element.attributes["full-path"] == "/" { type = element.attributes["media-type"] }
        }
        return type
    }

    /// Whether the ZIP is an OpenDocument spreadsheet (by its manifest).
    static func isSpreadsheet(_ archive: WorkbookArchive) throws(CSVReadError) -> Bool {
        let type = try mediaType(of: archive)
        return type == mediaType || type == mediaType + "-template"
    }

    /// Reads the sheet list.
    /// - Throws: `invalid_workbook` (no content.xml, damaged XML), `workbook_too_large`.
    init(path: String) throws(CSVReadError) {
        self.path = path
        var tables: [(name: String, style: String)] = []
        var hiding = Set<String>()
        try parse(wanted: -1, table: { tables.append(($1, $2)) }, style: { hiding.insert($0) }, cell: { _, _ in })
        sheetList = tables.map { ($0.name, hiding.contains($0.style), true) }
    }

    /// One cell as the C parser gives it.
    struct Cell {
        let row: Int, column: Int, rows: Int, columns: Int
        /// The pictures anchored in it: each frame's name and image's `xlink:href`.
        var pictures: [(name: String, href: String)] = []
        let type: String?, value: String?, currency: String?
        let text: String, note: String, links: [String]
    }

    private func parse(wanted: Int, table: (Int, String, String) -> Void, style: (String) -> Void,
                       cell: (Int, Cell) -> Void) throws(CSVReadError) {
        final class Box {
            let table: (Int, String, String) -> Void
            let style: (String) -> Void
            let cell: (Int, Cell) -> Void
            init(_ table: @escaping (Int, String, String) -> Void, _ style: @escaping (String) -> Void, _ cell: @escaping (Int, Cell) -> Void) {
                self.table = table; self.style = style; self.cell = cell
            }
        }
        let archive = try WorkbookArchive(path: path)
        var message = [CChar](repeating: 0, count: 512)
        let found: Int32? = try withoutActuallyEscaping(table) { table throws(CSVReadError) in
            try withoutActuallyEscaping(style) { style throws(CSVReadError) in
                try withoutActuallyEscaping(cell) { cell throws(CSVReadError) in
                    let box = Box(table, style, cell)
                    return try archive.read("content.xml", limit: Self.maxContentBytes) { read, stream in
                        let result = message.withUnsafeMutableBufferPointer { error in
                            ks_ods_tables(read, stream, Int32(wanted), { context, index, name, style in
                                Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue().table(Int(index), String(cString: name!), String(cString: style!))
                                return 0
                            }, { context, row, cell in
                                guard let c = cell?.pointee else { return 1 }
                                func text(_ bytes: UnsafePointer<CChar>?, _ count: Int) -> String {
                                    bytes.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
                                }
                                let links = text(c.links, c.links_length)
                                let value = Cell(row: Int(row), column: Int(c.column), rows: Int(c.rows), columns: Int(c.columns),
                                                 type: c.type.map { String(cString: $0) }, value: c.value.map { String(cString: $0) },
                                                 currency: c.currency.map { String(cString: $0) }, text: text(c.text, c.text_length),
                                                 note: text(c.note, c.note_length),
                                                 links: links.isEmpty ? [] : links.split(separator: "\n").map(String.init))
                                var cell = value
                                let images = text(c.images, c.images_length)
                                if !images.isEmpty {
                                    cell.pictures = images.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                                        let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                                        return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
                                    }
                                }
                                Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue().cell(Int(row), cell)
                                return 0
                            }, { context, style in
                                Unmanaged<Box>.fromOpaque(context!).takeUnretainedValue().style(String(cString: style!))
                                return 0
                            }, Unmanaged.passUnretained(box).toOpaque(), Int(WorkbookArchive.maxCellBytes), Self.maxCells,
                            error.baseAddress, error.count)
                        }
                        withExtendedLifetime(box) {}
                        return result
                    }
                }
            }
        }
        guard let found else {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the OpenDocument file has no content.xml")
        }
        if found != 0 {
            let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the spreadsheet's content.xml cannot be read: \(text)")
        }
    }

    /// The package's part an image's `xlink:href` names (`Pictures/1000.jpg`, `./Pictures/…`);
    /// nil for a picture the file only links to (an address, a file beside it) or holds inline.
    static func mediaPart(_ href: String) -> String? {
        var path = CellTrimming.trim(href)
        while path.hasPrefix("./") { path.removeFirst(2) }
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("../"), !path.contains(":"), !path.contains("/../") else { return nil }
        return path.removingPercentEncoding ?? path
    }

    /// The text of a cell by its value type, as an .xlsx cell of that value gives it.
    static func text(of cell: Cell) -> String {
        // A text cell's paragraphs, or its office:string-value where it has none.
        guard let type = cell.type else { return cell.text.isEmpty ? cell.value ?? "" : cell.text }
        guard let raw = cell.value.map(CellTrimming.trim), !raw.isEmpty else { return cell.text }
        switch type {
        case "float", "percentage", "currency":
            guard let number = Double(raw), number.isFinite else { return cell.text }
            let decimal = WorkbookCellText.decimal(number)
            if type == "percentage" { return WorkbookCellText.shifted(decimal, by: 2) + " %" }
            if type == "currency", let code = cell.currency.map(CellTrimming.trim), code.count == 3 {
                return code + " " + Self.padded(decimal, to: Currency.minorUnitDigits(code.uppercased()) ?? 0)
            }
            return decimal
        case "date":
            return WorkbookCellText.isoDate(raw)
        case "time":
            return clock(raw) ?? cell.text
        case "boolean":
            return raw.lowercased() == "true" ? "TRUE" : "FALSE"
        default:
            return cell.text
        }
    }

    /// An amount with the decimals its currency has (`6450.5` CHF → `6450.50`), as the .xlsx
    /// twin's currency format gives it; never cut (a third decimal stays).
    static func padded(_ decimal: String, to digits: Int) -> String {
        guard digits > 0, !decimal.contains("e"), !decimal.contains("E") else { return decimal }
        let fraction = decimal.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
        guard fraction < digits else { return decimal }
        return decimal + (fraction == 0 ? "." : "") + String(repeating: "0", count: digits - fraction)
    }

    /// `PT10H30M00S` (an ISO 8601 duration, as OpenDocument writes a time) → `10:30:00`.
    static func clock(_ duration: String) -> String? {
        guard duration.hasPrefix("PT") else { return nil }
        var hours = 0, minutes = 0, seconds = 0.0
        var number = ""
        for character in duration.dropFirst(2) {
            switch character {
            case "H": hours = Int(number) ?? 0; number = ""
            case "M": minutes = Int(number) ?? 0; number = ""
            case "S": seconds = Double(number) ?? 0; number = ""
            default: number.append(character)
            }
        }
        return WorkbookCellText.clock(seconds: hours * 3600 + minutes * 60 + Int(seconds.rounded()))
    }
}

extension OpenDocumentBook: RecordBook {
    func rows(ofSheet index: Int) throws(CSVReadError) -> SheetContents {
        var cells: [Int: [Int: String]] = [:]
        var merges: [WorkbookRange] = []
        var annotations: [CellAnnotation] = []
        try parse(wanted: index, table: { _, _, _ in }, style: { _ in }, cell: { row, cell in
            let text = CellTrimming.trim(Self.text(of: cell))
            if !text.isEmpty { cells[row, default: [:]][cell.column] = text }
            if let range = WorkbookRange(rows: row...(row + cell.rows - 1), columns: cell.column...(cell.column + cell.columns - 1)) {
                merges.append(range)
            }
            let note = CellTrimming.trim(cell.note)
            if !note.isEmpty { annotations.append(CellAnnotation(row: row, column: cell.column, text: note)) }
            var seen = Set<String>()
            for link in cell.links.map(CellTrimming.trim) where !link.isEmpty && seen.insert(link).inserted {
                annotations.append(CellAnnotation(row: row, column: cell.column, text: link, kind: .link))
            }
            for picture in cell.pictures.prefix(1000) {
                let name = CellTrimming.trim(picture.name)
                annotations.append(CellAnnotation(row: row, column: cell.column, text: name.isEmpty ? "a picture" : name, kind: .picture,
                                                  media: Self.mediaPart(picture.href)))
            }
        })
        return SheetContents(rows: CSVRecord.rows(cells), merges: merges, annotations: WorkbookAnnotations.sorted(annotations))
    }
}
