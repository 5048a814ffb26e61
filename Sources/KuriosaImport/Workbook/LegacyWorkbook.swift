/// An Excel 97–2003 workbook (.xls, BIFF8), read into the records an .xlsx sheet gives: the
/// sheet list, shared strings, number formats and date system from the workbook's globals,
/// then one sheet's cells as texts by the same rules (`WorkbookCellText`), so the rest of the
/// import cannot tell the two apart (docs/import.md, "Excel 97-2003 workbooks"). uCoin and
/// older spreadsheets write this format; none of the toolkit's C libraries reads it.
///
/// A sheet is held in memory while it is read: BIFF8 has at most 65,536 rows of 256 columns,
/// and the file is capped by `CompoundFile.maxBytes`.
struct LegacyWorkbook {
    struct Sheet {
        let name: String
        let hidden: Bool
        /// A worksheet, not a chart, macro sheet or module.
        let isWorksheet: Bool
        /// Where its BOF record starts in the stream.
        let offset: Int
    }

    let path: String
    let sheets: [Sheet]
    let date1904: Bool
    private let stream: [UInt8]
    private let strings: [String]
    /// Number formats by cell style (XF) index.
    private let formats: [WorkbookNumberFormat]
    /// The drawing group's pictures, by BLIP store index from 1 (`BIFFDrawings`).
    private let blips: [BIFFDrawings.Blip?]

    /// BIFF8 has 256 columns and 65,536 rows.
    static let columns = 256

    private enum Kind {
        static let bof: UInt16 = 0x0809, eof: UInt16 = 0x000A, sheet: UInt16 = 0x0085, sst: UInt16 = 0x00FC
        static let xf: UInt16 = 0x00E0, format: UInt16 = 0x041E, dateMode: UInt16 = 0x0022, filePass: UInt16 = 0x002F
        static let labelSST: UInt16 = 0x00FD, label: UInt16 = 0x0204, richString: UInt16 = 0x00D6, number: UInt16 = 0x0203
        static let rk: UInt16 = 0x027E, mulRK: UInt16 = 0x00BD, boolErr: UInt16 = 0x0205, formula: UInt16 = 0x0006
        static let string: UInt16 = 0x0207, merged: UInt16 = 0x00E5
        static let sharedFormula: UInt16 = 0x04BC, array: UInt16 = 0x0221, table: UInt16 = 0x0236
        static let object: UInt16 = 0x005D, textObject: UInt16 = 0x01B6, note: UInt16 = 0x001C, link: UInt16 = 0x01B8
        static let drawing: UInt16 = 0x00EC, drawingGroup: UInt16 = 0x00EB
    }

    /// Opens the compound file and reads the workbook's globals.
    /// - Throws: `unsupported_workbook` for an OLE file that is no BIFF8 workbook (Excel 5/95,
    ///   a Word document), `password_protected`, `invalid_workbook`, `workbook_too_large`.
    init(path: String) throws(CSVReadError) {
        self.path = path
        let file = try CompoundFile(path: path)
        guard let stream = try file.stream(named: "Workbook") else {
            if try file.stream(named: "Book") != nil {
                throw CSVReadError(.unsupportedWorkbook, file: path,
                                   detail: "the file is an Excel 5.0/95 workbook, older than the Excel 97–2003 .xls the import reads: save it as .xlsx or CSV and import that")
            }
            throw CSVReadError(.unsupportedWorkbook, file: path,
                               detail: "the file is an OLE document with no workbook in it (a Word or other Office file?): export the sheet as .xlsx or CSV and import that")
        }
        self.stream = stream
        let damaged = Self.damage(path)
        let records = BIFFRecords(stream: stream)
        var sheets: [Sheet] = []
        var strings: [String] = []
        var xfFormats: [UInt16] = []
        var codes: [Int: String] = [:]
        var date1904 = false
        var drawingGroup: [UInt8] = []
        var first = true
        var failure: CSVReadError?
        try records.walk(from: 0, { record, continues throws(CSVReadError) in
            var bytes = BIFFBytes(record.body, continues: continues)
            do {
                if first {
                    first = false
                    guard record.type == Kind.bof, try bytes.u16() == 0x0600 else {
                        failure = CSVReadError(.unsupportedWorkbook, file: path,
                                               detail: "the workbook is not in Excel 97–2003's format (BIFF8) but an older one: save it as .xlsx or CSV and import that")
                        return false
                    }
                    return true
                }
                switch record.type {
                case Kind.eof: return false
                case Kind.filePass:
                    // Excel also encrypts an .xls whose structure is protected, with a built-in
                    // password: such a file opens without one, so the detail names both.
                    failure = CSVReadError(.passwordProtected, file: path,
                                           detail: "the workbook is encrypted (a password to open it, or Excel's protection of the workbook's structure): open it in Excel or LibreOffice, remove the password or the protection, save it as .xlsx and import that")
                    return false
                case Kind.dateMode: date1904 = try bytes.u16() == 1
                case Kind.drawingGroup:
                    // One OfficeArt container over this record, its CONTINUEs and the next ones.
                    drawingGroup += record.body
                    for more in continues { drawingGroup += more }
                case Kind.sheet:
                    let offset = Int(try bytes.u32())
                    let state = try bytes.u8()
                    let type = try bytes.u8()
                    let name = try bytes.string(lengthBytes: 1)
                    sheets.append(Sheet(name: name, hidden: state & 0x03 != 0, isWorksheet: type == 0, offset: offset))
                case Kind.format:
                    let id = Int(try bytes.u16())
                    codes[id] = try bytes.string(lengthBytes: 2)
                case Kind.xf:
                    try bytes.skip(2)
                    xfFormats.append(try bytes.u16())
                case Kind.sst:
                    try bytes.skip(4)
                    let count = Int(try bytes.u32())
                    strings.reserveCapacity(min(count, 1 << 20))
                    while strings.count < count, !bytes.isAtEnd {
                        strings.append(CellTrimming.trim(try bytes.string(lengthBytes: 2)))
                    }
                default: break
                }
            } catch {
                failure = Self.short(record, path)
                return false
            }
            return true
        }, damaged: damaged)
        if let failure { throw failure }
        self.sheets = sheets
        self.strings = strings
        self.date1904 = date1904
        blips = BIFFDrawings.blipStore(drawingGroup)
        var known: [UInt16: WorkbookNumberFormat] = [:]
        formats = xfFormats.map { id in
            if let format = known[id] { return format }
            let format = codes[Int(id)].map(WorkbookNumberFormat.parse) ?? WorkbookNumberFormat.builtIn(Int(id))
            known[id] = format
            return format
        }
    }

    /// A record whose body ends before the values it declares.
    private static func short(_ record: BIFFRecords.Record, _ path: String) -> CSVReadError {
        damage(path)("its record 0x\(String(record.type, radix: 16)) at byte \(record.offset) is shorter than it says")
    }

    private static func damage(_ path: String) -> (String) -> CSVReadError {
        { detail in CSVReadError(.invalidWorkbook, file: path, detail: "the Excel 97–2003 workbook is damaged: \(detail)") }
    }

    /// A sheet's non-empty rows (1-based row numbers, cells by 0-based column, trimmed), its
    /// merged ranges and its cells' comments: a `NOTE` record names a cell and the drawing
    /// object (`OBJ`) whose text box (`TXO`, its characters in the CONTINUE records after it)
    /// holds the comment.
    func rows(of sheet: Sheet) throws(CSVReadError) -> SheetContents {
        let damaged = Self.damage(path)
        guard sheet.offset >= 0, sheet.offset < stream.count else {
            throw damaged("its sheet \"\(sheet.name)\" starts past the end of the stream")
        }
        var cells: [Int: [Int: String]] = [:]
        var merges: [WorkbookRange] = []
        var failure: CSVReadError?
        var started = false
        /// A formula whose text result comes in the STRING record after it.
        var awaitingString: (row: Int, column: Int)?
        var lastObject: UInt16?
        var lastAnchor: (row: Int, column: Int)?
        var lastPicture: Int?
        var pictures: [CellAnnotation] = []
        var boxes: [UInt16: String] = [:]
        var notes: [(row: Int, column: Int, object: UInt16, author: String)] = []
        var links: [BIFFHyperlink] = []
        func put(_ row: UInt16, _ column: UInt16, _ text: String) throws(CSVReadError) {
            guard Int(column) < Self.columns else {
                throw damaged("its sheet \"\(sheet.name)\" has a cell in column \(Int(column) + 1), past the 256 an .xls has")
            }
            let trimmed = CellTrimming.trim(text)
            if !trimmed.isEmpty { cells[Int(row) + 1, default: [:]][Int(column)] = trimmed }
        }
        try BIFFRecords(stream: stream).walk(from: sheet.offset, { record, continues throws(CSVReadError) in
            var bytes = BIFFBytes(record.body, continues: continues)
            do {
                if !started {
                    started = true
                    guard record.type == Kind.bof else {
                        failure = damaged("its sheet \"\(sheet.name)\" does not start with a BOF record")
                        return false
                    }
                    return true
                }
                // A formula's text result comes in the STRING record after it; a shared or array
                // formula's own record (SHRFMLA, ARRAY, TABLE) may stand between them.
                if ![Kind.string, Kind.sharedFormula, Kind.array, Kind.table].contains(record.type) { awaitingString = nil }
                switch record.type {
                case Kind.eof: return false
                case Kind.labelSST:
                    let (row, column, _) = try Self.cell(&bytes)
                    let index = Int(try bytes.u32())
                    guard index < strings.count else {
                        failure = damaged("a cell of sheet \"\(sheet.name)\" (row \(Int(row) + 1)) names shared string \(index) of \(strings.count)")
                        return false
                    }
                    try put(row, column, strings[index])
                case Kind.label, Kind.richString:
                    let (row, column, _) = try Self.cell(&bytes)
                    try put(row, column, try bytes.string(lengthBytes: 2))
                case Kind.number:
                    let (row, column, style) = try Self.cell(&bytes)
                    let value = Double(bitPattern: UInt64(try bytes.u32()) | UInt64(try bytes.u32()) << 32)
                    try put(row, column, text(value, style: style))
                case Kind.rk:
                    let (row, column, style) = try Self.cell(&bytes)
                    try put(row, column, text(Self.rk(try bytes.u32()), style: style))
                case Kind.mulRK:
                    let row = try bytes.u16()
                    let firstColumn = try bytes.u16()
                    for index in 0..<max(0, (record.body.count - 6) / 6) {
                        let style = try bytes.u16()
                        try put(row, firstColumn &+ UInt16(truncatingIfNeeded: index), text(Self.rk(try bytes.u32()), style: style))
                    }
                case Kind.boolErr:
                    let (row, column, _) = try Self.cell(&bytes)
                    let value = try bytes.u8()
                    try put(row, column, try bytes.u8() == 0 ? (value == 0 ? "FALSE" : "TRUE") : Self.error(value))
                case Kind.formula:
                    let (row, column, style) = try Self.cell(&bytes)
                    let low = try bytes.u32(), high = try bytes.u32()
                    // A record that ends at its result has no formula to read (nil, not damage).
                    if let text = (try? Self.textConstant(&bytes)) ?? nil {
                        try put(row, column, text)
                    } else if high >> 16 != 0xFFFF {
                        try put(row, column, text(Double(bitPattern: UInt64(low) | UInt64(high) << 32), style: style))
                    } else {
                        switch low & 0xFF {
                        case 0: awaitingString = (Int(row), Int(column))
                        case 1: try put(row, column, (low >> 16) & 0xFF == 0 ? "FALSE" : "TRUE")
                        case 2: try put(row, column, Self.error(UInt8((low >> 16) & 0xFF)))
                        default: break  // an empty text
                        }
                    }
                case Kind.string:
                    if let (row, column) = awaitingString {
                        try put(UInt16(row), UInt16(column), try bytes.string(lengthBytes: 2))
                    }
                    awaitingString = nil
                case Kind.drawing:
                    if let anchor = Self.anchor(record.body) {
                        lastAnchor = anchor
                        lastPicture = BIFFDrawings.pictureIndex(record.body)
                    }
                case Kind.object:
                    // Its first part (ftCmo: 0x15) says the object's type and id; a picture
                    // (type 8) is at the anchor of the drawing record before it.
                    lastObject = nil
                    if try bytes.u16() == 0x15 {
                        try bytes.skip(2)
                        let type = try bytes.u16()
                        lastObject = try bytes.u16()
                        if type == 0x08, let anchor = lastAnchor {
                            pictures.append(picture(at: anchor, index: lastPicture))
                        }
                    }
                case Kind.textObject:
                    guard let object = lastObject, let first = continues.first else { break }
                    var header = BIFFBytes(record.body)
                    try header.skip(10)
                    let count = Int(try header.u16())
                    var text = BIFFBytes(first, continues: Array(continues.dropFirst()))
                    boxes[object] = count == 0 ? "" : try text.text(count: count)
                case Kind.note:
                    let (row, column, _) = try Self.cell(&bytes)
                    let object = try bytes.u16()
                    let author = (try? bytes.string(lengthBytes: 2)) ?? ""
                    notes.append((Int(row) + 1, Int(column), object, author))
                case Kind.link:
                    if let link = try BIFFHyperlink.read(&bytes) { links.append(link) }
                case Kind.merged:
                    let count = Int(try bytes.u16())
                    for _ in 0..<count {
                        let top = Int(try bytes.u16()), bottom = Int(try bytes.u16())
                        let left = Int(try bytes.u16()), right = Int(try bytes.u16())
                        if let range = WorkbookRange(rows: (top + 1)...(bottom + 1), columns: left...right) { merges.append(range) }
                    }
                default: break
                }
            } catch let error as CSVReadError {
                failure = error
                return false
            } catch {
                failure = Self.short(record, path)
                return false
            }
            return true
        }, damaged: damaged)
        if let failure { throw failure }
        let comments = notes.compactMap { note -> CellAnnotation? in
            let trimmed = CellTrimming.trim(note.author)
            let author = trimmed.isEmpty ? nil : trimmed
            guard let text = boxes[note.object].map({ CellAnnotation.text(CellTrimming.trim($0), author: author) }), !text.isEmpty,
                  note.column < Self.columns else { return nil }
            return CellAnnotation(row: note.row, column: note.column, text: text, author: author)
        }
        return SheetContents(rows: CSVRecord.rows(cells), merges: merges,
                             annotations: WorkbookAnnotations.sorted(comments + pictures + WorkbookAnnotations.cells(of: links.map {
                                 (rows: $0.rows, columns: $0.columns, address: $0.address)
                             })))
    }

    /// A picture object at its anchor, with its bytes from the BLIP store where the workbook
    /// holds a JPEG or PNG for it (docs/import.md#pictures-in-a-sheet).
    private func picture(at anchor: (row: Int, column: Int), index: Int?) -> CellAnnotation {
        let place = (row: anchor.row + 1, column: anchor.column)
        switch index.flatMap({ $0 >= 1 && $0 <= blips.count ? blips[$0 - 1] : nil }) {
        case .picture(let bytes)?:
            let type = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "png" : bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? "jpeg" : "bin"
            return CellAnnotation(row: place.row, column: place.column, text: "Picture \(index ?? 0)", kind: .picture,
                                  media: "blip/picture\(index ?? 0).\(type)", bytes: bytes)
        case .other(let kind)?:
            return CellAnnotation(row: place.row, column: place.column, text: "Picture \(index ?? 0)", kind: .picture,
                                  unheld: "\(kind), and photos are stored from JPEG and PNG")
        case nil:
            return CellAnnotation(row: place.row, column: place.column, text: "a picture", kind: .picture,
                                  unheld: "the workbook does not hold its picture (a linked picture)")
        }
    }

    /// The text of a formula that is one text constant and nothing else (`="0525509283"`:
    /// Goodreads keeps an ISBN's leading zero so, and a spreadsheet opening its CSV makes it a
    /// formula). LibreOffice saves such a cell into an .xls with a cached result of the number
    /// 0 and no STRING record, so the cache would turn every ISBN into 0; the constant is what
    /// the formula gives whatever the cache says. Nil for any other formula.
    private static func textConstant(_ bytes: inout BIFFBytes) throws(BIFFBytes.Short) -> String? {
        try bytes.skip(2 + 4)  // options, the chain
        let size = Int(try bytes.u16())
        guard size >= 3, try bytes.u8() == 0x17 else { return nil }  // tStr
        let count = Int(try bytes.u8())
        let wide = try bytes.u8() & 0x01 != 0
        guard size == 3 + count * (wide ? 2 : 1) else { return nil }
        var units: [UInt16] = []
        for _ in 0..<count { units.append(wide ? try bytes.u16() : UInt16(try bytes.u8())) }
        return String(decoding: units, as: UTF16.self)
    }

    /// The cell a drawing record's shape is anchored at: its last OfficeArt client anchor
    /// (`0xF010`, 18 bytes: options, first column, its offset, first row, …), 0-based.
    private static func anchor(_ body: ArraySlice<UInt8>) -> (row: Int, column: Int)? {
        var found: (row: Int, column: Int)?
        var i = body.startIndex
        while i + 8 + 18 <= body.endIndex {
            if body[i + 2] == 0x10, body[i + 3] == 0xF0, body[i] & 0x0F == 0,
               body[i + 4] == 18, body[i + 5] == 0, body[i + 6] == 0, body[i + 7] == 0 {
                let at = i + 8
                let column = Int(body[at + 2]) | Int(body[at + 3]) << 8
                let row = Int(body[at + 6]) | Int(body[at + 7]) << 8
                found = (row, column)
            }
            i += 1
        }
        return found
    }

    /// A cell record's row, column and style (XF index).
    private static func cell(_ bytes: inout BIFFBytes) throws(BIFFBytes.Short) -> (UInt16, UInt16, UInt16) {
        (try bytes.u16(), try bytes.u16(), try bytes.u16())
    }

    /// The number an RK value packs: an integer or the high 30 bits of a double, hundredths
    /// when its lowest bit says so.
    static func rk(_ raw: UInt32) -> Double {
        var value = raw & 0x02 != 0 ? Double(Int32(bitPattern: raw) >> 2) : Double(bitPattern: UInt64(raw & 0xFFFF_FFFC) << 32)
        if raw & 0x01 != 0 { value /= 100 }
        return value
    }

    /// An error value's text as Excel shows it.
    static func error(_ code: UInt8) -> String {
        switch code {
        case 0x00: "#NULL!"
        case 0x07: "#DIV/0!"
        case 0x0F: "#VALUE!"
        case 0x17: "#REF!"
        case 0x1D: "#NAME?"
        case 0x24: "#NUM!"
        case 0x2A: "#N/A"
        default: "#ERROR!"
        }
    }

    /// A number's text in the format of its cell style.
    private func text(_ value: Double, style: UInt16) -> String {
        let format = Int(style) < formats.count ? formats[Int(style)] : .number
        guard value.isFinite else { return "" }
        return WorkbookCellText.number(WorkbookCellText.decimal(value), format: format, date1904: date1904)
    }
}
