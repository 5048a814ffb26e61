/// The backup file of the Android app "Coin Collection" (docs/import-apps.md, Coin Collection):
/// not one table but sections, each opened by a record `-----,NAME` — `databaseVersion`, then
/// per album a `collections` section (a header and the album's one row) and a `coinList`
/// section (the album's coins, with a header in newer versions of the app, positional without
/// one in older ones). Read as it is, its first record would be the header and nothing would
/// fit; so the records the CSV reader gives (quotes, line breaks in cells and all) are turned
/// into one table of the coins the collector has, each at the row it has in the file, so
/// errors name the row a person finds, with the album's name and type in columns of their own.
enum SectionedExport {
    /// The columns of the table: the album, then a `coinList` record's cells as the app names
    /// them in its database.
    static let header = ["Album", "Album type", "coinIdentifier", "coinMint", "inCollection", "advGradeIndex", "advQuantityIndex",
                         "advNotes", "sortOrder", "customCoin", "imageId"]

    struct Flattened {
        let input: CSVInput
        /// Coins of an album's checklist the collector does not have (`inCollection` 0).
        let emptySlots: Int
    }

    /// The 1-based column of `inCollection` in the table (for the report's warning).
    static var inCollectionColumn: Int { (header.firstIndex(of: "inCollection") ?? 0) + 1 }

    /// The table of coins when `file` is such a backup (its first record is
    /// `-----,databaseVersion`); nil for any other file.
    static func flatten(_ file: CSVFile) throws -> Flattened? {
        let first = file.header.cells
        guard first.count > 1, first[0] == "-----", first[1] == "databaseVersion" else { return nil }
        // A blank record (`,`) keeps the place of every record that is no coin: blank records
        // count as rows (docs/import-rules.md#row-numbers) and are read as nothing.
        var out = String(repeating: ",\n", count: file.header.row - 1) + header.joined(separator: ",") + "\n"
        var nextRow = file.header.row + 1
        var section = "", album = "", albumType = "", rowsInSection = 0, empty = 0
        try file.forEachRecord { record in
            out += String(repeating: ",\n", count: max(0, record.row - nextRow))
            nextRow = record.row + 1
            let cells = record.cells
            if cells.first == "-----" {
                section = cells.count > 1 ? cells[1] : ""
                rowsInSection = 0
                out += ",\n"
                return
            }
            rowsInSection += 1
            if section == "collections", rowsInSection == 2 {
                // The section's header, then the album's row: its name and its type.
                album = cells.first ?? ""
                albumType = cells.count > 1 ? cells[1] : ""
            } else if section == "coinList", cells.count >= 3, !(rowsInSection == 1 && cells.first == "coinIdentifier") {
                if cells[2] == "1" {
                    out += ([album, albumType] + cells).map(quoted).joined(separator: ",") + "\n"
                    return
                }
                empty += 1
            }
            out += ",\n"
        }
        return Flattened(input: .bytes(Array(out.utf8)), emptySlots: empty)
    }

    private static func quoted(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
