import Glibc
import KuriosaStore

/// Tells a workbook from a CSV by its first bytes, whatever the file is named: a ZIP is an
/// .xlsx; an OLE compound file is either a password-protected workbook (Excel encrypts the
/// whole .xlsx into one) or an Excel 97–2003 .xls (`LegacyWorkbook`); a file named .xlsx
/// that is neither is refused rather than read as text (docs/import.md, "XLSX").
enum WorkbookSignature {
    static let zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
    static let emptyZip: [UInt8] = [0x50, 0x4B, 0x05, 0x06]
    static let ole: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]
    /// The stream an encrypted workbook's OLE directory names, in UTF-16LE.
    static let encryptedPackage = Array("EncryptedPackage".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })

    /// The sheet of a workbook, or nil for a CSV file.
    /// - Throws: the workbook's errors; `sheet_not_found` when `sheet` is given for a CSV.
    static func open(_ input: CSVInput, sheet: String?) throws(CSVReadError) -> WorkbookSheet? {
        let source = try input.openSource()
        var head = [UInt8](repeating: 0, count: 8)
        let count = try source.read(into: &head)
        head = Array(head[0..<count])
        let path = input.path
        let named = path.map { name in [".xlsx", ".xlsm", ".xltx", ".xltm"].contains { name.lowercased().hasSuffix($0) } } ?? false
        if head.starts(with: zip) || head.starts(with: emptyZip) {
            guard let path else {
                throw CSVReadError(.invalidWorkbook, detail: "a workbook is read from a file, not from bytes in memory")
            }
            // LibreOffice's own format is a ZIP too, told by its manifest; a Tellico collection
            // by its tellico.xml.
            let archive = try WorkbookArchive(path: path)
            let kind: WorkbookSheet.Book.Kind = try OpenDocumentBook.isSpreadsheet(archive) ? .ods
                : archive.contains("tellico.xml") && !archive.contains("[Content_Types].xml") ? .tellico : .xlsx
            if let sheet { return try WorkbookSheet.open(path: path, sheet: sheet, kind: kind) }
            return try WorkbookSheet.openForImport(path: path, kind: kind)
        }
        if head.starts(with: ole) {
            if try contains(encryptedPackage, in: source) {
                throw CSVReadError(.passwordProtected, file: path,
                                   detail: "the workbook is password-protected (encrypted): open it in Excel or LibreOffice, remove the password, save it as .xlsx and import that")
            }
            guard let path else {
                throw CSVReadError(.invalidWorkbook, detail: "a workbook is read from a file, not from bytes in memory")
            }
            if let sheet { return try WorkbookSheet.open(path: path, sheet: sheet, kind: .xls) }
            return try WorkbookSheet.openForImport(path: path, kind: .xls)
        }
        // A web page or an Excel 2003 XML file, often named .xls: told by its first tags.
        var more = [UInt8](repeating: 0, count: 1016)
        let extra = try source.read(into: &more)
        // An SQLite file: an OpenNumismat collection is read as one (docs/import-apps.md).
        if (head + more[0..<extra]).starts(with: ForeignDatabase.signature) {
            guard let path else {
                throw CSVReadError(.invalidWorkbook, detail: "an SQLite file is read from a file, not from bytes in memory")
            }
            if let sheet { return try WorkbookSheet.open(path: path, sheet: sheet, kind: .openNumismat) }
            return try WorkbookSheet.openForImport(path: path, kind: .openNumismat)
        }
        // LibraryThing's JSON export: an object of books (docs/import-apps.md, "LibraryThing").
        if LibraryThingJSON.looksLikeIt(head + more[0..<extra]) {
            guard let path else {
                throw CSVReadError(.invalidWorkbook, detail: "a JSON export is read from a file, not from bytes in memory")
            }
            if let sheet { return try WorkbookSheet.open(path: path, sheet: sheet, kind: .libraryThingJSON) }
            return try WorkbookSheet.openForImport(path: path, kind: .libraryThingJSON)
        }
        switch MarkupKind(head + more[0..<extra]) {
        case .tellico?:
            guard let path else {
                throw CSVReadError(.invalidWorkbook, detail: "a Tellico collection is read from a file, not from bytes in memory")
            }
            if let sheet { return try WorkbookSheet.open(path: path, sheet: sheet, kind: .tellicoXML) }
            return try WorkbookSheet.openForImport(path: path, kind: .tellicoXML)
        case .html?:
            guard let path else {
                throw CSVReadError(.invalidWorkbook, detail: "an HTML table is read from a file, not from bytes in memory")
            }
            if let sheet { return try WorkbookSheet.open(path: path, sheet: sheet, kind: .html) }
            return try WorkbookSheet.openForImport(path: path, kind: .html)
        case .spreadsheetML?:
            throw CSVReadError(.unsupportedWorkbook, file: path,
                               detail: "the file is an Excel 2003 XML spreadsheet: open it in Excel or LibreOffice, save it as .xlsx and import that")
        case nil: break
        }
        if named {
            throw CSVReadError(.invalidWorkbook, file: path,
                               detail: "the file is named like a workbook but is not one (no ZIP container: a CSV or text file renamed?)")
        }
        if let sheet {
            throw CSVReadError(.sheetNotFound, file: path, detail: "--sheet \"\(sheet)\" is for .xlsx workbooks; this file is a CSV")
        }
        return nil
    }

    /// Markup that spreadsheets and web apps write in place of a workbook.
    enum MarkupKind {
        case html, spreadsheetML, tellico

        /// From the file's first bytes: after a byte order mark and white space, an HTML
        /// document or table (`<!DOCTYPE html`, `<html`, `<table`, or an XML declaration or
        /// comment before `<html`), Excel 2003's XML workbook (`<?xml` … `<Workbook` in its
        /// `urn:schemas-microsoft-com:office:spreadsheet` namespace), or a Tellico collection
        /// (`<!DOCTYPE tellico`, `<tellico`). UTF-16 is read by its ASCII bytes.
        init?(_ head: [UInt8]) {
            var bytes = head[...]
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { bytes = bytes.dropFirst(2) }
            let ascii = bytes.filter { $0 != 0 }.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
            let text = String(decoding: ascii, as: UTF8.self)
            let start = text.drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
            guard start.hasPrefix("<") else { return nil }
            if start.contains("urn:schemas-microsoft-com:office:spreadsheet"), start.contains("<workbook") {
                self = .spreadsheetML
            } else if start.hasPrefix("<?xml") || start.hasPrefix("<!doctype") || start.hasPrefix("<tellico") || start.hasPrefix("<bookcase"),
                      ["<!doctype tellico", "<tellico", "<!doctype bookcase", "<bookcase"].contains(where: { start.contains($0) }) {
                // Tellico's bare XML (and Bookcase's, its name before 2004, refused by name).
                self = .tellico
            } else if ["<!doctype html", "<html", "<table"].contains(where: { start.hasPrefix($0) })
                        || (["<?xml", "<!--", "<meta", "<head"].contains(where: { start.hasPrefix($0) }) && (start.contains("<html") || start.contains("<table"))) {
                self = .html
            } else {
                return nil
            }
        }
    }

    /// True when `needle` occurs in the rest of the source, read in chunks of 1 MiB, each
    /// searched with libc's `memchr` and `memcmp` (a Swift loop over every byte took 4 s for
    /// a 257 MiB file).
    private static func contains(_ needle: [UInt8], in source: any ByteSource) throws(CSVReadError) -> Bool {
        let keep = needle.count - 1
        var buffer = [UInt8](repeating: 0, count: keep + (1 << 20))
        var carried = 0
        while true {
            let start = carried
            let count = try buffer.withUnsafeMutableBytes { whole in
                Result { () throws(CSVReadError) in try source.read(into: UnsafeMutableRawBufferPointer(rebasing: whole[start...])) }
            }.get()
            if count == 0 { return false }
            let filled = carried + count
            let found = buffer.withUnsafeBytes { bytes in
                needle.withUnsafeBytes { wanted in
                    guard let base = bytes.baseAddress, let first = wanted.first, filled >= wanted.count else { return false }
                    var at = base
                    let last = base + (filled - wanted.count)
                    while at <= last, let hit = memchr(at, Int32(first), last - at + 1) {
                        if memcmp(hit, wanted.baseAddress!, wanted.count) == 0 { return true }
                        at = UnsafeRawPointer(hit) + 1
                    }
                    return false
                }
            }
            if found { return true }
            // The last bytes may begin the needle: they start the next window.
            carried = min(keep, filled)
            buffer.withUnsafeMutableBufferPointer { whole in
                for index in 0..<carried { whole[index] = whole[filled - carried + index] }
            }
        }
    }
}
