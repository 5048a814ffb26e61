import Foundation

/// LibraryThing's JSON export (docs/import-apps.md, "LibraryThing"): one object whose values
/// are the books, each an object of LibraryThing's own keys (`books_id`, `title`,
/// `primaryauthor`, `tags`, `isbn`, `ddc`, …). Read into the records a sheet gives, one row a
/// book, so that it comes in through the `librarything` preset's `json` header set like the
/// CSV and TSV exports.
///
/// - Keys are the header, in the order they first appear; a key whose value is an object of
///   named parts is a column per part (`ddc code`, `ddc wording`, `lcc code`).
/// - A list is one cell: strings joined with `, ` (tags, collections, languages, genres), the
///   authors by their `lf` names with `; `, formats by their `text`; an object keyed by
///   numbers (`isbn`: `{"0": "…", "2": "…"}`, `subject`) is a list of its values in key order,
///   each a list itself joined with ` -- ` (a subject's heading and subdivisions).
struct LibraryThingJSON {
    let path: String
    let date1904 = false
    private let header: [String]
    private let books: [[String: String]]

    /// The largest file read: JSONSerialization holds it whole, several times its size.
    static let maxBytes = 64 << 20

    /// Whether a file's first bytes are LibraryThing's JSON: an object whose first book's
    /// first key is `books_id`.
    static func looksLikeIt(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head.prefix(1024), as: UTF8.self)
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return start.hasPrefix("{") && text.contains("\"books_id\"")
    }

    init(path: String) throws(CSVReadError) {
        self.path = path
        let data: Data
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= Self.maxBytes else {
                throw CSVReadError(.workbookTooLarge, file: path,
                                   detail: "the LibraryThing JSON export has \(size >> 20) MiB, more than the \(Self.maxBytes >> 20) MiB an import reads; export CSV instead")
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as CSVReadError {
            throw error
        } catch {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the file cannot be read: \(error.localizedDescription)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let byID = object as? [String: Any] else {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the file starts like LibraryThing's JSON export but is not a JSON object of books (damaged or cut short?)")
        }
        // The books in the file's order (JSONSerialization's dictionary has none): by their
        // `books_id` values as the text has them, in one pass; the keys by where each first
        // appears, so the header reads as LibraryThing lists them.
        let text = String(decoding: data, as: UTF8.self)
        var order: [String] = []
        if let pattern = try? NSRegularExpression(pattern: #""books_id"\s*:\s*"([^"]*)""#) {
            let range = NSRange(text.startIndex..., in: text)
            pattern.enumerateMatches(in: text, range: range) { match, _, _ in
                if let match, let id = Range(match.range(at: 1), in: text) { order.append(String(text[id])) }
            }
        }
        let byBookID = Dictionary(byID.values.compactMap { $0 as? [String: Any] }.map { (($0["books_id"] as? String) ?? "", $0) },
                                  uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        var ordered: [[String: Any]] = order.compactMap { id in seen.insert(id).inserted ? byBookID[id] : nil }
        // A book without a `books_id` still comes in, after the others.
        ordered += byID.values.compactMap { $0 as? [String: Any] }.filter { ($0["books_id"] as? String).map { !seen.contains($0) } ?? true }
        var rows: [[String: String]] = []
        var columns = Set<String>()
        for book in ordered {
            var cells: [String: String] = [:]
            for (key, value) in book {
                for (column, cell) in Self.cells(key, value) where !cell.isEmpty {
                    cells[column] = cell
                    columns.insert(column)
                }
            }
            rows.append(cells)
            if rows.count * max(columns.count, 1) > OpenDocumentBook.maxCells {
                throw CSVReadError(.invalidWorkbook, file: path, detail: "the export holds more than \(OpenDocumentBook.maxCells) values, more than an import reads")
            }
        }
        let firstPosition = Dictionary(uniqueKeysWithValues: columns.map { column in
            let key = String(column.split(separator: " ").first ?? Substring(column))
            return (column, text.range(of: "\"\(key)\"").map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } ?? Int.max)
        })
        let header = columns.sorted { (firstPosition[$0] ?? 0, $0) < (firstPosition[$1] ?? 0, $1) }
        let books = rows
        self.header = header
        self.books = books
    }

    /// The cells one key gives: one, or one per named part of an object.
    static func cells(_ key: String, _ value: Any) -> [(String, String)] {
        if let parts = value as? [String: Any], !parts.isEmpty, !parts.keys.allSatisfy({ Int($0) != nil }) {
            return parts.keys.sorted().map { ("\(key) \($0)", text(parts[$0] as Any, key: key)) }
        }
        return [(key, text(value, key: key))]
    }

    /// A value as one cell's text (the forms are the type's doc comment's).
    static func text(_ value: Any, key: String) -> String {
        switch value {
        case let string as String: return CellTrimming.trim(string)
        case let number as NSNumber: return number.stringValue
        case let list as [Any]:
            if key == "authors" {
                return list.compactMap { ($0 as? [String: Any])?["lf"] as? String }.joined(separator: "; ")
            }
            let items = list.map { item -> String in
                if let object = item as? [String: Any] { return (object["text"] as? String) ?? text(object, key: key) }
                if let inner = item as? [Any] { return inner.map { text($0, key: key) }.joined(separator: " -- ") }
                return text(item, key: key)
            }
            return items.filter { !$0.isEmpty }.joined(separator: ", ")
        case let object as [String: Any]:
            let numbered = object.keys.compactMap { key in Int(key).map { ($0, key) } }.sorted { $0.0 < $1.0 }
            if numbered.count == object.count {
                let values = numbered.map { entry -> String in
                    // A subject heading's parts (`Witchcraft`, `Early works to 1800`) belong together.
                    if key == "subject", let parts = object[entry.1] as? [Any] {
                        return parts.map { text($0, key: key) }.filter { !$0.isEmpty }.joined(separator: " -- ")
                    }
                    return text(object[entry.1] as Any, key: key)
                }
                // A subject: each heading's parts joined; the headings apart.
                return values.filter { !$0.isEmpty }.joined(separator: key == "subject" ? "; " : ", ")
            }
            return object.keys.sorted().map { "\($0): \(text(object[$0] as Any, key: key))" }.joined(separator: "; ")
        default: return ""
        }
    }
}

extension LibraryThingJSON: RecordBook {
    var sheetList: [(name: String, hidden: Bool, isWorksheet: Bool)] { [("Books", false, true)] }

    func rows(ofSheet index: Int) throws(CSVReadError) -> SheetContents {
        var cells: [Int: [Int: String]] = [1: Dictionary(uniqueKeysWithValues: header.enumerated().map { ($0, $1) })]
        let place = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
        for (offset, book) in books.enumerated() {
            var line: [Int: String] = [:]
            for (key, value) in book { if let column = place[key] { line[column] = value } }
            cells[offset + 2] = line
        }
        return SheetContents(rows: CSVRecord.rows(cells), merges: [])
    }
}
