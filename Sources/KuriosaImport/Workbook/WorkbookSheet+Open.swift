extension WorkbookSheet {
    /// Opens the sheet `named` (Excel's comparison: ignoring case), or the workbook's first
    /// visible worksheet.
    /// - Throws: `invalid_workbook`, `password_protected`, `workbook_too_large`,
    ///   `sheet_not_found`, `empty_file` (a sheet without a non-blank row).
    static func open(path: String, sheet wanted: String?, kind: Book.Kind = .xlsx) throws(CSVReadError) -> WorkbookSheet {
        let book = try Book(path: path, kind: kind)
        let chosen: Book.Entry
        if let wanted {
            guard let found = book.sheets.first(where: { $0.name.lowercased() == wanted.lowercased() }) else {
                throw CSVReadError(.sheetNotFound, file: path, detail: "the workbook has no sheet named \"\(wanted)\"; its sheets: "
                    + book.sheets.map { "\"\($0.name)\"" }.joined(separator: ", "))
            }
            guard book.isWorksheet(found) else {
                throw CSVReadError(.sheetNotFound, file: path, detail: "the sheet \"\(found.name)\" is a chart, not a worksheet")
            }
            chosen = found
        } else {
            let worksheets = book.sheets.filter(book.isWorksheet)
            guard let first = worksheets.first(where: { !$0.hidden }) ?? worksheets.first else {
                throw CSVReadError(.invalidWorkbook, file: path, detail: "the workbook has no worksheet")
            }
            chosen = first
        }
        return try book.sheet(chosen)
    }

    /// A workbook's parts that every sheet shares, read once: the sheet list, their parts,
    /// the number formats and the shared strings; or, for an Excel 97–2003 workbook, its
    /// globals (`LegacyWorkbook`).
    struct Book {
        struct Entry {
            let name: String
            let id: String
            let hidden: Bool
        }

        let path: String
        let sheets: [Entry]
        let date1904: Bool
        private let archive: WorkbookArchive?
        private let targets: [String: (type: String, part: String)]
        private let formats: [WorkbookNumberFormat]
        private let strings: [String]
        private let records: (any RecordBook)?
        /// Excel 365's pictures placed in cells, by the cells' `vm` (`WorkbookCellPictures`).
        let cellPictures: [Int: String]

        /// What the file is, by its first bytes (`WorkbookSignature`).
        enum Kind { case xlsx, xls, html, ods, openNumismat, tellico, tellicoXML, libraryThingJSON }

        init(path: String, kind: Kind) throws(CSVReadError) {
            switch kind {
            case .xlsx: try self.init(path: path)
            case .xls: try self.init(records: LegacyWorkbook(path: path))
            case .html: try self.init(records: HTMLTables(path: path))
            case .ods: try self.init(records: OpenDocumentBook(path: path))
            case .openNumismat: try self.init(records: OpenNumismatBook(path: path))
            case .tellico: try self.init(records: TellicoBook(path: path, zipped: true))
            case .tellicoXML: try self.init(records: TellicoBook(path: path, zipped: false))
            case .libraryThingJSON: try self.init(records: LibraryThingJSON(path: path))
            }
        }

        /// A book read whole (an .xls, an HTML page): its sheets are named by their place in
        /// the list.
        init(records book: any RecordBook) {
            self.path = book.path
            records = book
            sheets = book.sheetList.enumerated().map { Entry(name: $1.name, id: String($0), hidden: $1.hidden) }
            date1904 = book.date1904
            archive = nil
            targets = [:]
            formats = []
            strings = []
            cellPictures = [:]
        }

        init(path: String) throws(CSVReadError) {
            self.path = path
            records = nil
            let archive = try WorkbookArchive(path: path)
            self.archive = archive
            func invalid(_ detail: String) -> CSVReadError { CSVReadError(.invalidWorkbook, file: path, detail: detail) }

            // The package's relationships name the workbook part (xl/workbook.xml in practice).
            var workbookPart = "xl/workbook.xml"
            _ = try WorkbookXML.elements(archive, "_rels/.rels") { element in
                if element.name == "Relationship", element.attributes["Type"]?.hasSuffix("/officeDocument") == true,
                   let target = element.attributes["Target"] {
                    workbookPart = WorkbookSheet.resolve(target, from: "")
                }
            }
            var sheets: [Entry] = []
            var date1904 = false
            let hasWorkbook = try WorkbookXML.elements(archive, workbookPart) { element in
                switch element.name {
                case "workbookPr": date1904 = ["1", "true"].contains(element.attributes["date1904"]?.lowercased() ?? "")
                case "sheet":
                    sheets.append(Entry(name: element.attributes["name"] ?? "", id: element.attributes["id"] ?? "",
                                        hidden: (element.attributes["state"] ?? "visible") != "visible"))
                default: break
                }
            }
            guard hasWorkbook else {
                if let other = try Self.otherDocument(archive) {
                    throw CSVReadError(.unsupportedWorkbook, file: path, detail: other)
                }
                throw invalid("the file is a ZIP archive but not an .xlsx workbook (it has no \(workbookPart))")
            }
            self.sheets = sheets
            self.date1904 = date1904
            let folder = workbookPart.split(separator: "/").dropLast().joined(separator: "/")
            let relsPart = (folder.isEmpty ? "" : folder + "/") + "_rels/" + (workbookPart.split(separator: "/").last.map(String.init) ?? "") + ".rels"
            var targets: [String: (type: String, part: String)] = [:]
            var stylesPart: String?
            var stringsPart: String?
            _ = try WorkbookXML.elements(archive, relsPart) { element in
                guard element.name == "Relationship", let id = element.attributes["Id"], let target = element.attributes["Target"],
                      element.attributes["TargetMode"] != "External" else { return }
                let type = element.attributes["Type"] ?? ""
                let part = WorkbookSheet.resolve(target, from: folder)
                targets[id] = (type, part)
                if type.hasSuffix("/styles") { stylesPart = part }
                if type.hasSuffix("/sharedStrings") { stringsPart = part }
            }
            self.targets = targets
            cellPictures = try WorkbookCellPictures.read(archive, targets: Array(targets.values))
            formats = try stylesPart.map { part throws(CSVReadError) in try WorkbookSheet.numberFormats(archive, part) } ?? []
            strings = try stringsPart.map { part throws(CSVReadError) in try WorkbookXML.sharedStrings(archive, part) } ?? []
        }

        /// What a ZIP that is no workbook is, said with what to do, for the documents people save
        /// their lists in: an OpenDocument text or drawing, an Apple Numbers document, a Word
        /// document. Nil for any other ZIP.
        static func otherDocument(_ archive: WorkbookArchive) throws(CSVReadError) -> String? {
            let mediaType = try OpenDocumentBook.mediaType(of: archive)
            // An OpenDocument spreadsheet is read (`OpenDocumentBook`); a text or drawing is not.
            if let mediaType, mediaType.hasPrefix("application/vnd.oasis.opendocument.") {
                return "the file is an OpenDocument document (\(mediaType.dropFirst("application/vnd.oasis.opendocument.".count))), not a spreadsheet: export its table as .xlsx or CSV and import that"
            }
            if archive.contains("Index/Document.iwa") {
                return "the file is an Apple Numbers document, which the import does not read: in Numbers choose File › Export To › Excel (or CSV) and import that"
            }
            if archive.contains("word/document.xml") {
                return "the file is a Word document, not a spreadsheet: copy its table into a spreadsheet, save it as .xlsx or CSV and import that"
            }
            return nil
        }

        /// The book's own reason a sheet is not read with the first (`RecordBook.skipReason`).
        func skipReason(_ entry: Entry) -> String? {
            guard let records, let index = Int(entry.id) else { return nil }
            return records.skipReason(ofSheet: index)
        }

        func isWorksheet(_ entry: Entry) -> Bool {
            if let records { return Int(entry.id).map { records.sheetList[$0].isWorksheet } ?? false }
            return targets[entry.id]?.type.hasSuffix("/worksheet") == true
        }

        /// Opens one sheet: its merged ranges and its header (the first non-blank row that is
        /// not a title merged across the table).
        /// - Throws: `empty_file` for a sheet without a non-blank row.
        func sheet(_ chosen: Entry) throws(CSVReadError) -> WorkbookSheet {
            if let records, let index = Int(chosen.id) {
                let contents = try records.rows(ofSheet: index)
                let merges = contents.merges
                var titles = TitleRows()
                var found: CSVRecord?
                for record in contents.rows where !WorkbookSheet.isTitle(record, merges: merges) && !WorkbookSheet.isSepLine(record)
                    && record.cells.contains(where: { !$0.isEmpty }) {
                    found = titles.header(after: record)
                    if found != nil { break }
                }
                guard let header = found ?? titles.headerAtEnd else {
                    throw CSVReadError(.emptyFile, file: path, detail: "the sheet \"\(chosen.name)\" has no header row (every row is blank)")
                }
                let (comments, strays) = WorkbookSheet.place(contents.annotations, header: header.row, sheet: chosen.name,
                                                             rowsWithValues: Set(contents.rows.lazy.filter { !$0.isBlank }.map(\.row)))
                return WorkbookSheet(path: path, name: chosen.name, part: "", strings: [], formats: [], date1904: date1904,
                                     merges: merges.filter { $0.firstRow > header.row }, header: header, records: contents.rows,
                                     annotations: comments, strayAnnotations: strays, titles: titles.titles(above: header))
            }
            guard let archive, let part = targets[chosen.id]?.part else {
                throw CSVReadError(.invalidWorkbook, file: path, detail: "the workbook has no part for its sheet \"\(chosen.name)\"")
            }
            // The merged ranges come after the rows in a sheet's XML: one pass over the sheet for them.
            var merges: [WorkbookRange] = []
            var links: [WorkbookAnnotations.Link] = []
            try WorkbookXML.rows(archive, part, row: nil, merge: { reference in
                if let range = WorkbookRange(reference) { merges.append(range) }
            }, link: { links.append(($0, $1, $2)) })
            let probe = WorkbookSheet(path: path, name: chosen.name, part: part, strings: strings, formats: formats, date1904: date1904,
                                      merges: [], header: CSVRecord(row: 0, cells: []), cellPictures: cellPictures)
            var found: CSVRecord?
            var titles = TitleRows()
            try WorkbookXML.rows(archive, part, row: { row in
                let record = CSVRecord(row: row.number, cells: probe.cells(of: row))
                if !record.cells.contains(where: { !$0.isEmpty }) || WorkbookSheet.isTitle(record, merges: merges)
                    || WorkbookSheet.isSepLine(record) { return true }
                found = titles.header(after: record)
                return found == nil
            }, merge: nil)
            guard let header = found ?? titles.headerAtEnd else {
                throw CSVReadError(.emptyFile, file: path, detail: "the sheet \"\(chosen.name)\" has no header row (every row is blank)")
            }
            // Comments and links are rare: only a sheet that has some below its header is read
            // once more, for which of their rows hold values (a blank row is no piece to keep them).
            var all = try WorkbookAnnotations.read(archive, sheetPart: part, links: links)
            // Pictures placed in cells are cells of their own: read from the rows, when the workbook has any.
            if !cellPictures.isEmpty {
                var placed: [CellAnnotation] = []
                try WorkbookXML.rows(archive, part, row: { row in
                    for cell in row.cells where cell.value_metadata > 0 && placed.count < 1 << 20 {
                        guard let media = cellPictures[Int(cell.value_metadata)] else { continue }
                        placed.append(CellAnnotation(row: row.number, column: Int(cell.column), text: "Picture in cell", kind: .picture, media: media))
                    }
                    return true
                }, merge: nil)
                all = WorkbookAnnotations.sorted(all + placed)
            }
            var rowsWithValues = Set<Int>()
            let commentRows = Set(all.lazy.filter { $0.row > header.row }.map(\.row))
            if !commentRows.isEmpty {
                try WorkbookXML.rows(archive, part, row: { row in
                    if commentRows.contains(row.number), probe.cells(of: row).contains(where: { !$0.isEmpty }) { rowsWithValues.insert(row.number) }
                    return true
                }, merge: nil)
            }
            let (comments, strays) = WorkbookSheet.place(all, header: header.row, sheet: chosen.name, rowsWithValues: rowsWithValues)
            return WorkbookSheet(path: path, name: chosen.name, part: part, strings: strings, formats: formats, date1904: date1904,
                                 merges: merges.filter { $0.firstRow > header.row }, header: header,
                                 annotations: comments, strayAnnotations: strays, cellPictures: cellPictures,
                                 titles: titles.titles(above: header))
        }
    }

    /// The comments, links and pictures of data rows by row, and those no piece can keep,
    /// each with why.
    /// One link over a range that runs past the table (`B2:B1000`) is named once, at its first
    /// cell no piece keeps, with how many more cells it covers.
    static func place(_ all: [CellAnnotation], header: Int, sheet: String, rowsWithValues: Set<Int>)
        -> ([Int: [CellAnnotation]], [CellAnnotation.Stray]) {
        var byRow: [Int: [CellAnnotation]] = [:]
        var strays: [CellAnnotation.Stray] = []
        var sameLink: [String: (index: Int, more: Int)] = [:]
        for comment in all {
            let why: String
            if comment.kind == .picture {
                // A picture on a piece's row is a photo of it (docs/import.md#pictures-in-a-sheet);
                // any other is named.
                let onPiece = comment.row > header && rowsWithValues.contains(comment.row)
                if onPiece, comment.media != nil {
                    let cell = WorkbookRange.columnLetters(comment.column + 1) + String(comment.row)
                    byRow[comment.row, default: []].append(comment.placed(.init(sheet: sheet, cell: cell)))
                    continue
                }
                strays.append(.init(comment: comment, sheet: sheet, why: comment.row == 0
                    ? "\(comment.unheld ?? "placed on the sheet by position, at no cell"): no piece's row to take it as a photo"
                    : !onPiece ? "not on a piece's row: no piece to take it as a photo"
                    : "on the row of a piece, but \(comment.unheld ?? "the file only links to it and does not hold it")"))
                continue
            }
            if comment.row == header {
                why = "on the header row"
            } else if comment.row < header {
                why = "above the header row"
            } else if !rowsWithValues.contains(comment.row) {
                why = "on a row with no values, which is no piece"
            } else {
                byRow[comment.row, default: []].append(comment)
                continue
            }
            if comment.kind == .link, let first = sameLink[why + "\u{0}" + comment.text] {
                sameLink[why + "\u{0}" + comment.text] = (first.index, first.more + 1)
                continue
            }
            if comment.kind == .link { sameLink[why + "\u{0}" + comment.text] = (strays.count, 0) }
            strays.append(.init(comment: comment, sheet: sheet, why: why))
        }
        for (index, more) in sameLink.values where more > 0 {
            let stray = strays[index]
            strays[index] = .init(comment: stray.comment, sheet: sheet,
                                  why: stray.why + " (and \(more) more \(more == 1 ? "cell" : "cells") with this link)")
        }
        return (byRow, strays)
    }

    /// Excel's `sep=,` line alone in a row: a CSV opened by a program that does not know the
    /// directive (LibreOffice) and saved as a workbook keeps it as a cell above the header
    /// (Dragon Shield's export). It is not the header (docs/import.md, "XLSX workbooks").
    static func isSepLine(_ record: CSVRecord) -> Bool {
        let filled = record.cells.filter { !$0.isEmpty }
        guard filled.count == 1, var text = filled.first, record.cells.first == text else { return false }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
        return text.count == 5 && text.lowercased().hasPrefix("sep=")
    }

    /// A title above the table: one value in a range merged across several columns.
    static func isTitle(_ record: CSVRecord, merges: [WorkbookRange]) -> Bool {
        let filled = record.cells.indices.filter { !record.cells[$0].isEmpty }
        return filled.count == 1 && merges.contains {
            $0.firstRow == record.row && $0.firstColumn == filled[0] && $0.lastColumn > $0.firstColumn
        }
    }

    /// The number format of each cell style (`cellXfs`), from built-in ids and `numFmts`.
    static func numberFormats(_ archive: WorkbookArchive, _ part: String) throws(CSVReadError) -> [WorkbookNumberFormat] {
        var codes: [Int: String] = [:]
        var ids: [Int] = []
        var inCellStyles = false
        _ = try WorkbookXML.elements(archive, part) { element in
            switch element.name {
            case "numFmt":
                if let id = element.attributes["numFmtId"].flatMap(Int.init), let code = element.attributes["formatCode"] { codes[id] = code }
            case "cellXfs": inCellStyles = true
            case "cellStyleXfs", "cellStyles", "dxfs", "tableStyles", "colors", "extLst": inCellStyles = false
            case "xf" where inCellStyles: ids.append(element.attributes["numFmtId"].flatMap(Int.init) ?? 0)
            default: break
            }
        }
        var known: [Int: WorkbookNumberFormat] = [:]
        return ids.map { id in
            if let format = known[id] { return format }
            let format = codes[id].map(WorkbookNumberFormat.parse) ?? WorkbookNumberFormat.builtIn(id)
            known[id] = format
            return format
        }
    }

    /// A relationship's target as a part name: `worksheets/sheet1.xml` from `xl` is
    /// `xl/worksheets/sheet1.xml`; `/xl/…` is from the root; `..` goes up.
    static func resolve(_ target: String, from folder: String) -> String {
        var parts = target.hasPrefix("/") ? [] : folder.split(separator: "/").map(String.init)
        for piece in target.split(separator: "/") {
            if piece == ".." { _ = parts.popLast() } else if piece != "." { parts.append(String(piece)) }
        }
        return parts.joined(separator: "/")
    }
}
