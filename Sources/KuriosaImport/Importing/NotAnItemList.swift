/// Exports of an app that list something other than its items (a stock history), which a
/// collector may pick by mistake beside the items export: refused as `not_an_item_list` with
/// what the file is and what to export instead (docs/import.md#reason-codes), rather than as
/// a file without a title column.
enum NotAnItemList {
    /// Headers (normalized, the part before a trailing bracket) that all must be in the file,
    /// and what to say.
    static let kinds: [(headers: Set<String>, what: String)] = [
        (["entry name", "transaction type", "qty change", "new qty"],
         "Sortly's transaction history (a row for each change of a quantity, the same item on many rows), not a list of its items: export the items from Sortly instead and import that"),
    ]

    /// What the file is, when its header is one of `kinds`.
    static func what(_ header: CSVRecord) -> String? {
        let names = Set(header.cells.map { HeaderLabel($0) }.flatMap { [$0.normalized, $0.normalizedBase].compactMap { $0 } })
        return kinds.first { $0.headers.isSubset(of: names) }?.what
    }
}
