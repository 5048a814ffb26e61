import Foundation
import KuriosaStore

/// An OpenNumismat collection (`.db`, an SQLite file: the open-source coin catalogue for
/// Windows, macOS and Linux), read into the records a sheet gives (docs/import-apps.md,
/// "OpenNumismat"), so that its coins come in through the `opennumismat` preset like any
/// app's export. OpenNumismat has no export of its own a collector could bring; the file is
/// what they have.
///
/// - The `coins` table is the sheet: its column names are the header (stable across the
///   app's languages and its user's titles), its rows the records, in the file's order.
/// - `value` and `unit` are one cell, `denomination` (`5` `Francs` → `5 Francs`), as the coin
///   template keeps a denomination; the coin's tags (`tags`, `coins_tags`) are a `tags` cell.
/// - The picture columns (`obverseimg`, `reverseimg`, `photo1`…) are pictures of the row's
///   piece, read from the `photos` table (the `images` table of version 2, the blob itself
///   in version 1) when the row is written; their cells stay empty.
/// - A coin's status splits the rows into sheets: `Coins` (owned, ordered, for sale, sold,
///   none), `Wishlist` (wish, missing, bidding) and `Passed` (pass, demo); the first is read,
///   the others are named and read with `--sheet` (a wish with `--kind wish`). The `prices`
///   table, where a collection keeps its purchases and sales, is a sheet `Prices` too.
struct OpenNumismatBook {
    let path: String
    let date1904 = false
    private let database: ForeignDatabase
    /// The file's tables, read once.
    private let tables: Set<String>
    private let sheets: [Sheet]

    /// The columns holding pictures, in the order their photos come, with their names.
    static let pictureColumns: [(column: String, name: String)] = [
        ("obverseimg", "Obverse"), ("reverseimg", "Reverse"), ("edgeimg", "Edge"), ("photo1", "Photo 1"), ("photo2", "Photo 2"),
        ("photo3", "Photo 3"), ("photo4", "Photo 4"), ("photo5", "Photo 5"), ("photo6", "Photo 6"), ("varietyimg", "Variety"),
        ("signatureimg", "Signature"),
    ]

    /// The statuses of each sheet of coins (`nil` in `Coins`: a coin without one).
    static let groups: [(sheet: String, statuses: Set<String>)] = [
        ("Coins", ["owned", "ordered", "sale", "sold"]), ("Wishlist", ["wish", "missing", "bidding"]), ("Passed", ["pass", "demo"]),
    ]

    private enum Sheet {
        case coins(name: String, statuses: Set<String>)
        case table(String)

        var name: String {
            switch self {
            case .coins(let name, _): name
            case .table(let table): table.prefix(1).uppercased() + table.dropFirst()
            }
        }
    }

    /// Whether an SQLite file is an OpenNumismat collection: a `coins` table with a title
    /// and a status (its `settings` say `Type` `OpenNumismat` too, but the coins decide).
    static func isCollection(_ database: ForeignDatabase, tables: Set<String>) throws -> Bool {
        guard tables.contains("coins") else { return false }
        let columns = Set(try database.columns(of: "coins").map(\.name))
        return columns.isSuperset(of: ["title", "status"])
    }

    init(path: String) throws(CSVReadError) {
        self.path = path
        do {
            database = try ForeignDatabase(path: path)
            tables = try database.tables()
            guard try Self.isCollection(database, tables: tables) else {
                throw CSVReadError(.unsupportedWorkbook, file: path,
                                   detail: "the file is an SQLite database, but not an OpenNumismat collection (it has no coins table): export its data as CSV and import that")
            }
            var statuses: [String: Int] = [:]
            try database.forEachRow(of: "coins", columns: ["status"]) { values in
                if case .text(let status) = values[0] { statuses[status, default: 0] += 1 } else { statuses["", default: 0] += 1 }
            }
            var sheets: [Sheet] = []
            for group in Self.groups {
                let count = statuses.filter { group.statuses.contains($0.key) || (group.sheet == "Coins" && !Self.isGrouped($0.key)) }
                    .values.reduce(0, +)
                if count > 0 || group.sheet == "Coins" { sheets.append(.coins(name: group.sheet, statuses: group.statuses)) }
            }
            if tables.contains("prices"), try database.columns(of: "prices").count > 1, try database.hasRows("prices") {
                sheets.append(.table("prices"))
            }
            self.sheets = sheets
        } catch let error as CSVReadError {
            throw error
        } catch {
            throw Self.unreadable(error, path: path)
        }
    }

    /// A file SQLite cannot read (damaged, truncated), in SQLite's words without its SQL.
    static func unreadable(_ error: any Error, path: String) -> CSVReadError {
        let why = (error as? DatabaseError).map { "SQLite says: \($0.message)" } ?? "\(error)"
        return CSVReadError(.invalidWorkbook, file: path, detail: "the SQLite file cannot be read as an OpenNumismat collection (damaged or cut short?): \(why)")
    }

    private static func isGrouped(_ status: String) -> Bool { groups.contains { $0.statuses.contains(status) } }
}

extension OpenNumismatBook: RecordBook {
    var sheetList: [(name: String, hidden: Bool, isWorksheet: Bool)] { sheets.map { ($0.name, false, true) } }

    /// What each sheet but `Coins` holds, and how to read it.
    func skipReason(ofSheet index: Int) -> String? {
        switch sheets[index] {
        case .coins("Wishlist", _):
            "the coins the collection wants (wish, missing, bidding), not pieces it holds: --sheet Wishlist --kind wish imports them as wishes"
        case .coins("Passed", _):
            "the coins passed on and the app's demo coins, not pieces the collection holds (--sheet Passed reads them)"
        case .coins: nil
        case .table(let table):
            "the collection's \(table) table (purchases and sales with their currencies), not its coins (--sheet \(sheets[index].name) reads it)"
        }
    }

    func rows(ofSheet index: Int) throws(CSVReadError) -> SheetContents {
        do {
            switch sheets[index] {
            case .coins(let name, let statuses): return try coins(sheet: name, statuses: name == "Coins" ? nil : statuses)
            case .table(let table): return try self.table(table)
            }
        } catch let error as CSVReadError {
            throw error
        } catch {
            throw Self.unreadable(error, path: path)
        }
    }

    /// The coins of one sheet. - Parameter statuses: nil for `Coins`: every status no other
    /// sheet takes.
    private func coins(sheet: String, statuses: Set<String>?) throws -> SheetContents {
        let columns = try database.columns(of: "coins").map(\.name)
        let pictures = Dictionary(Self.pictureColumns.map { ($0.column, $0.name) }, uniquingKeysWith: { first, _ in first })
        // The header: the columns in order, `value` and `unit` as one `denomination`, `tags` last.
        var header: [String] = []
        for column in columns where column != "unit" && !(column == "value" && header.contains("denomination")) {
            header.append(column == "value" ? "denomination" : column)
        }
        if !columns.contains("value") && columns.contains("unit") { header.append("denomination") }
        // The catalogue numbers under the titles the collector gave them (`KM#`, `Schön`).
        let names = Set(columns.map { $0.lowercased() } + ["denomination", "tags"])
        let titles = try catalogTitles().filter { !names.contains($0.value.lowercased()) }
        header = header.map { titles[$0] ?? $0 }
        let tags = try coinTags()
        header.append("tags")
        var place = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, title) in titles { place[name] = place[title] }
        let photoTable = tables.contains("photos") ? "photos" : "images"

        var cells: [Int: [Int: String]] = [:]
        var annotations: [CellAnnotation] = []
        cells[1] = Dictionary(header.enumerated().map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        var row = 1, filled = 0, read = 1
        try database.forEachRow(of: "coins", columns: ["rowid"] + columns, maxText: Int(WorkbookArchive.maxCellBytes)) { values in
            read += 1
            try check(values, row: read, cells: &filled)
            var byName: [String: ForeignDatabase.Value] = [:]
            for (name, value) in zip(columns, values.dropFirst()) { byName[name] = value }
            let status = if case .text(let text)? = byName["status"] { text } else { "" }
            if let statuses { guard statuses.contains(status) else { return } } else if Self.isGrouped(status) && !Self.groups[0].statuses.contains(status) {
                return
            }
            row += 1
            guard case .integer(let rowid) = values[0] else { return }
            var line: [Int: String] = [:]
            for (name, value) in byName {
                guard let column = place[name == "value" ? "denomination" : name], name != "unit" else { continue }
                if let picture = pictures[name] {
                    switch value {
                    case .integer(let id):
                        annotations.append(CellAnnotation(row: row, column: column, text: picture, kind: .picture,
                                                          media: Self.media(table: photoTable, column: "image", key: "id", id: id)))
                    case .blob(let size) where size > 0:
                        annotations.append(CellAnnotation(row: row, column: column, text: picture, kind: .picture,
                                                          media: Self.media(table: "coins", column: name, key: "rowid", id: rowid)))
                    default: break
                    }
                    continue
                }
                let text = name == "value" ? Self.denomination(value, byName["unit"] ?? .null) : Self.text(value)
                if !text.isEmpty { line[column] = text }
            }
            if !columns.contains("value"), let column = place["denomination"] {
                let text = Self.text(byName["unit"] ?? .null)
                if !text.isEmpty { line[column] = text }
            }
            // Ordered and for sale are pieces in the collection whose status says no more: a tag keeps it.
            let marks = status == "sale" ? ["For sale"] : status == "ordered" ? ["Ordered"] : []
            if let column = place["tags"], case let names = (tags[rowid] ?? []) + marks, !names.isEmpty {
                line[column] = names.joined(separator: ", ")
            }
            cells[row] = line
        }
        return SheetContents.pruned(cells, annotations: annotations, keeping: Self.signature)
    }

    /// Another table (`prices`) as it is: its columns the header, its rows the records.
    private func table(_ name: String) throws -> SheetContents {
        let columns = try database.columns(of: name).map(\.name)
        var cells: [Int: [Int: String]] = [1: Dictionary(columns.enumerated().map { ($0, $1) }, uniquingKeysWith: { first, _ in first })]
        var row = 1, filled = 0
        try database.forEachRow(of: name, columns: columns, maxText: Int(WorkbookArchive.maxCellBytes)) { values in
            row += 1
            try check(values, row: row, cells: &filled)
            var line: [Int: String] = [:]
            for (column, value) in values.enumerated() {
                let text = Self.text(value)
                if !text.isEmpty { line[column] = text }
            }
            cells[row] = line
        }
        return SheetContents(rows: CSVRecord.rows(cells), merges: [])
    }

    /// The catalogue number columns the collector titled (`catalognum1` → `KM#`): OpenNumismat
    /// calls them `1#` to `4#` until its user names the catalogues, in the `fields` table by
    /// each field's place in the app's list (`catalognum1` is the 28th, id 27). A title like
    /// the default (`1#`) keeps the column's own name, which the preset calls `Catalog number 1`.
    private func catalogTitles() throws -> [String: String] {
        guard tables.contains("fields") else { return [:] }
        let titles = try database.texts(of: "fields", key: "id", value: "title")
        var out: [String: String] = [:]
        for number in 1...4 {
            guard let title = titles[String(26 + number)].map(CellTrimming.trim), !title.isEmpty,
                  title.range(of: #"^\d\s*#$"#, options: .regularExpression) == nil,
                  !Self.signature.contains(title.lowercased()) else { continue }
            out["catalognum\(number)"] = title
        }
        return out
    }

    /// Each coin's tag names by its rowid (`coins_tags` linking `coins.id` to `tags.id`).
    private func coinTags() throws -> [Int64: [String]] {
        guard tables.contains("coins_tags"), tables.contains("tags") else { return [:] }
        let names = try database.texts(of: "tags", key: "id", value: "tag")
        var out: [Int64: [String]] = [:]
        for (coin, tag) in try database.pairs(of: "coins_tags", "coin_id", "tag_id") {
            guard let name = names[String(tag)].map(CellTrimming.trim), !name.isEmpty else { continue }
            out[coin, default: []].append(name)
        }
        return out
    }

    /// A cell's text: a number in its shortest form, a blob named with its size.
    static func text(_ value: ForeignDatabase.Value) -> String {
        switch value {
        case .null: ""
        case .integer(let number): String(number)
        case .real(let number): number.isFinite ? WorkbookCellText.decimal(number) : ""
        case .text(let text): CellTrimming.trim(text)
        case .blob(let size): size == 0 ? "" : "(binary data, \(size) bytes)"
        case .longText: ""
        }
    }

    /// The bounds of a sheet read whole, as an .ods's: at most this many cells with something
    /// in them, and a text of at most 1 MiB (a cell of a workbook).
    static let maxCells = OpenDocumentBook.maxCells

    /// Refuses a text over the cell bound, or a sheet past `maxCells`, naming the row.
    private func check(_ values: [ForeignDatabase.Value], row: Int, cells: inout Int) throws(CSVReadError) {
        for value in values {
            if case .longText(let size) = value {
                throw CSVReadError(.invalidWorkbook, file: path,
                                   detail: "row \(row) of the collection holds a text of \(size) bytes, more than the \(WorkbookArchive.maxCellBytes >> 20) MiB a cell may have")
            }
            if value != .null { cells += 1 }
        }
        if cells > Self.maxCells {
            throw CSVReadError(.invalidWorkbook, file: path, detail: "the collection holds more than \(Self.maxCells) cells, more than an import reads")
        }
    }

    /// `5` and `Francs` → `5 Francs`; either alone as it is.
    static func denomination(_ value: ForeignDatabase.Value, _ unit: ForeignDatabase.Value) -> String {
        [text(value), text(unit)].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Where a picture's bytes are (`SheetPicture.media`): `opennumismat:photos/image/id/12`.
    static func media(table: String, column: String, key: String, id: Int64) -> String {
        "\(mediaPrefix)\(table)/\(column)/\(key)/\(id)"
    }

    static let mediaPrefix = "opennumismat:"

    /// The columns by which the import recognises the collection (the `opennumismat` preset's
    /// signature): every version of OpenNumismat has them, filled or not.
    static let signature: Set<String> = ["title", "denomination", "mintmark", "saller"]

    /// A picture's bytes by its `media`, at most `limit`.
    static func picture(path: String, media: String, limit: Int) throws -> [UInt8]? {
        let parts = media.dropFirst(mediaPrefix.count).split(separator: "/").map(String.init)
        guard parts.count == 4, let id = Int64(parts[3]) else { return nil }
        return try ForeignDatabase(path: path).blob(table: parts[0], column: parts[1], key: parts[2], id: id, limit: limit)
    }
}
