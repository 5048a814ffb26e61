/// The backup file of the Android app "Coin Collection" (docs/import-apps.md, Coin Collection):
/// not one table but sections, each opened by a line `-----,NAME` — `databaseVersion`, then per
/// album a `collections` section (a header and the album's one row) and a `coinList` section
/// (the album's coins, positional, without a header). Read as it is, its first line would be
/// the header and nothing would fit; so it is turned into one table of the coins the
/// collector has, each row at the line it has in the file (so errors name the line a person
/// finds), with the album's name in a column of its own.
enum SectionedExport {
    /// The columns of a `coinList` row, as the app names them in its database, after the album.
    static let header = ["Album", "coinIdentifier", "coinMint", "inCollection", "advGradeIndex", "advQuantityIndex", "advNotes",
                         "sortOrder", "customCoin", "imageId"]
    /// A backup is small (a few thousand coins); a file this large is not one.
    static let byteLimit = 64 << 20

    struct Flattened {
        let input: CSVInput
        /// Coins of an album's checklist the collector does not have (`inCollection` 0).
        let emptySlots: Int
    }

    /// The table of coins when `input` is such a backup; nil for any other file. The app
    /// quotes every cell (`"-----","coinList"`); a copy saved by a spreadsheet does not.
    static func flatten(_ input: CSVInput) throws(CSVReadError) -> Flattened? {
        var head = [UInt8](repeating: 0, count: 8)
        let source = try input.openSource()
        let count = try source.read(into: &head)
        let start = Array(head[..<count])
        guard start.starts(with: Array("-----,".utf8)) || start.starts(with: Array("\"-----\",".utf8)) else { return nil }
        var bytes = start
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = try source.read(into: &chunk)
            if read == 0 { break }
            bytes += chunk[..<read]
            guard bytes.count <= byteLimit else {
                throw CSVReadError(.rowTooLarge, file: input.path, detail: "a sectioned backup over \(byteLimit >> 20) MiB")
            }
        }
        return flatten(text: String(decoding: bytes, as: UTF8.self))
    }

    static func flatten(text: String) -> Flattened {
        var out = header.joined(separator: ",") + "\n"
        var section = "", album = "", rowsInSection = 0, empty = 0
        for (index, record) in records(text).enumerated() {
            // A record that is not a coin keeps its lines as blank ones, so every coin stays at
            // its own line (blank rows count, docs/import-rules.md#row-numbers).
            let blank = String(repeating: ",\n", count: record.lines)
            let cells = record.cells
            guard index > 0 else { continue }
            if cells.first == "-----" {
                section = cells.count > 1 ? cells[1] : ""
                rowsInSection = 0
                out += blank
                continue
            }
            rowsInSection += 1
            if section == "collections" {
                // The section's header, then the album's row: its first cell is the name.
                if rowsInSection == 2, let name = cells.first { album = name }
            } else if section == "coinList", cells.count >= 3, !cells.allSatisfy(\.isEmpty),
                      !(rowsInSection == 1 && cells.first == "coinIdentifier") {
                if cells[2] == "1" {
                    out += ([album] + cells).map(quoted).joined(separator: ",") + "\n"
                    continue
                }
                empty += 1
            }
            out += blank
        }
        return Flattened(input: .bytes(Array(out.utf8)), emptySlots: empty)
    }

    /// The records of the text (quotes, doubled quotes, line breaks inside quotes), each with
    /// the number of lines it takes.
    static func records(_ text: String) -> [(cells: [String], lines: Int)] {
        var records: [(cells: [String], lines: Int)] = []
        var cells: [String] = [], cell = "", quoted = false, justClosed = false, lines = 1, any = false
        for c in text {
            any = true
            if quoted {
                if c == "\"" {
                    quoted = false
                    justClosed = true
                    continue
                }
                if c.isNewline { lines += 1 }
                cell.append(c)
                continue
            }
            if c == "\"" {
                // `""` inside a quoted cell is one quote: the cell closed and opens again.
                if justClosed { cell.append("\"") }
                quoted = true
            } else if c == "," {
                cells.append(cell)
                cell = ""
            } else if c.isNewline {
                cells.append(cell)
                records.append((cells, lines))
                cells = []
                cell = ""
                lines = 1
                any = false
            } else {
                cell.append(c)
            }
            justClosed = false
        }
        if any {
            cells.append(cell)
            records.append((cells, lines))
        }
        return records
    }

    private static func quoted(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
