internal import CSheetShims

/// The parts of a workbook through the C parser (CSheetShims), as Swift values: elements of
/// the small parts, the shared strings, and the rows of a sheet.
enum WorkbookXML {
    /// An element's start: its local name and attributes by local name (`r:id` is `id`).
    typealias Element = (name: String, attributes: [String: String])

    /// Calls `body` with every element start of the part `name`; false when the part is missing.
    static func elements(_ archive: WorkbookArchive, _ name: String, _ body: (Element) -> Void) throws(CSVReadError) -> Bool {
        let found: Void? = try withoutActuallyEscaping(body) { body throws(CSVReadError) in
            let box = ElementBox(body)
            return try archive.read(name, limit: WorkbookArchive.maxSmallPartBytes) { read, stream throws(CSVReadError) in
                try parse(name, archive) { error, size in
                    ks_xml_elements(read, stream, { context, name, attributes, count in
                        guard let context, let name else { return 0 }
                        Unmanaged<ElementBox>.fromOpaque(context).takeUnretainedValue().body((String(cString: name), WorkbookXML.attributeValues(attributes, count)))
                        return 0
                    }, Unmanaged.passUnretained(box).toOpaque(), error, size)
                }
                withExtendedLifetime(box) {}
            }
        }
        return found != nil
    }

    /// An element's attributes as the C parser hands them (local name/value pairs) by name.
    static func attributeValues(_ pairs: UnsafePointer<UnsafePointer<CChar>?>?, _ count: Int32) -> [String: String] {
        var values: [String: String] = [:]
        for index in 0..<Int(count) {
            guard let key = pairs?[index * 2], let value = pairs?[index * 2 + 1] else { continue }
            values[String(cString: key)] = String(cString: value)
        }
        return values
    }

    /// The shared strings in order, `_xHHHH_` escapes decoded, trimmed
    /// (docs/import-rules.md#records-quotes-and-trimming); empty when the part is missing.
    static func sharedStrings(_ archive: WorkbookArchive, _ name: String) throws(CSVReadError) -> [String] {
        try texts(archive, name, item: "si", text: "t", limit: WorkbookArchive.maxStringsBytes) ?? []
    }

    /// The text of every `item` element of the part `name` in order (the characters of the
    /// `text` elements inside it, phonetic runs left out), decoded and trimmed as shared
    /// strings are; nil when the part is missing.
    static func texts(_ archive: WorkbookArchive, _ name: String, item: String, text: String,
                      limit: UInt64 = WorkbookArchive.maxSmallPartBytes) throws(CSVReadError) -> [String]? {
        let box = StringsBox()
        let found: Void? = try archive.read(name, limit: limit) { read, stream throws(CSVReadError) in
            try parse(name, archive) { error, size in
                ks_item_texts(read, stream, item, text, { context, text, length in
                    guard let context else { return 1 }
                    let bytes = UnsafeRawBufferPointer(start: text, count: length)
                    Unmanaged<StringsBox>.fromOpaque(context).takeUnretainedValue().strings.append(CellTrimming.trim(WorkbookXML.unescaped(String(decoding: bytes, as: UTF8.self))))
                    return 0
                }, Unmanaged.passUnretained(box).toOpaque(), Int(WorkbookArchive.maxCellBytes), error, size)
            }
        }
        return found == nil ? nil : box.strings
    }

    /// One row of a sheet as the file has it: its number and its cells with a value.
    struct Row {
        let number: Int
        let cells: UnsafeBufferPointer<ks_sheet_cell>
        let text: UnsafePointer<CChar>

        /// The value of a cell as its bytes (valid only during the call that got the row).
        func bytes(_ cell: ks_sheet_cell) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(start: text + cell.offset, count: cell.length)
        }
    }

    /// Reads the sheet `name`: `row` for each row with values (return false to stop), `merge`
    /// for each merged range's reference, `link` for each link (its cell or range, its
    /// relationship id, its location). Any may be nil.
    static func rows(_ archive: WorkbookArchive, _ name: String, row: ((Row) -> Bool)?, merge: ((String) -> Void)?,
                     link: ((_ reference: String, _ relationship: String?, _ location: String?) -> Void)? = nil) throws(CSVReadError) {
        let box = RowsBox(row: row, merge: merge, link: link)
        let onRow: ks_row_callback? = row == nil ? nil : { context, row in
            guard let context, let row = row?.pointee, let text = row.text else { return 1 }
            let value = Row(number: Int(row.row), cells: UnsafeBufferPointer(start: row.cells, count: row.count), text: text)
            return Unmanaged<RowsBox>.fromOpaque(context).takeUnretainedValue().row?(value) == false ? 1 : 0
        }
        let onMerge: ks_merge_callback? = merge == nil ? nil : { context, reference in
            guard let context, let reference else { return 1 }
            Unmanaged<RowsBox>.fromOpaque(context).takeUnretainedValue().merge?(String(cString: reference))
            return 0
        }
        let onLink: ks_link_callback? = link == nil ? nil : { context, reference, relationship, location in
            guard let context, let reference else { return 1 }
            Unmanaged<RowsBox>.fromOpaque(context).takeUnretainedValue().link?(String(cString: reference), relationship.map { String(cString: $0) },
                                                                               location.map { String(cString: $0) })
            return 0
        }
        let found: Void? = try archive.read(name, limit: WorkbookArchive.maxSheetBytes) { read, stream throws(CSVReadError) in
            try parse(name, archive) { error, size in
                ks_sheet_rows(read, stream, onRow, onMerge, onLink, Unmanaged.passUnretained(box).toOpaque(), Int(WorkbookArchive.maxCellBytes), error, size)
            }
        }
        withExtendedLifetime(box) {}
        guard found != nil else {
            throw CSVReadError(.invalidWorkbook, file: archive.path, detail: "the workbook names a sheet part \(name) that it does not hold")
        }
    }

    /// Runs one C parse with an error buffer; its message becomes `invalid_workbook`.
    private static func parse(_ name: String, _ archive: WorkbookArchive,
                              _ call: (UnsafeMutablePointer<CChar>, Int) -> Int32) throws(CSVReadError) {
        var buffer = [CChar](repeating: 0, count: 512)
        let result = buffer.withUnsafeMutableBufferPointer { call($0.baseAddress!, $0.count) }
        guard result == 0 else {
            let message = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw CSVReadError(.invalidWorkbook, file: archive.path, detail: "the workbook's part \(name) cannot be read: \(message)")
        }
    }

    /// OOXML writes characters XML cannot hold as `_x000D_`; `_x005F_` escapes an underscore.
    static func unescaped(_ text: String) -> String {
        guard text.contains("_x") else { return text }
        var out = ""
        var rest = Substring(text)
        while let range = rest.range(of: "_x") {
            out += rest[..<range.lowerBound]
            let hex = rest[range.upperBound...].prefix(5)
            if hex.count == 5, hex.last == "_", let value = UInt32(hex.dropLast(), radix: 16), let scalar = Unicode.Scalar(value) {
                out.unicodeScalars.append(scalar)
                rest = rest[rest.index(range.upperBound, offsetBy: 5)...]
            } else {
                out += "_x"
                rest = rest[range.upperBound...]
            }
        }
        return out + rest
    }
}

/// What a C callback's context points to: the Swift closures of one parse.
private final class ElementBox {
    let body: (WorkbookXML.Element) -> Void
    init(_ body: @escaping (WorkbookXML.Element) -> Void) { self.body = body }
}

private final class StringsBox {
    var strings: [String] = []
}

private final class RowsBox {
    let row: ((WorkbookXML.Row) -> Bool)?
    let merge: ((String) -> Void)?
    let link: ((String, String?, String?) -> Void)?
    init(row: ((WorkbookXML.Row) -> Bool)?, merge: ((String) -> Void)?, link: ((String, String?, String?) -> Void)?) {
        self.row = row; self.merge = merge; self.link = link
    }
}
