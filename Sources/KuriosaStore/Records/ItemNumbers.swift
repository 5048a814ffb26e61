import Foundation

/// Inventory numbers (schema version 13, docs/history.md#inventory-numbers): a running number
/// per library, never changed by an edit and never given twice.
public enum ItemNumbers {
    /// Gives the next number and stores the one after it in `next_item_number`: the larger
    /// of the stored next number and one above every number in `item`, deleted rows
    /// included, so a stale or missing `next_item_number` (an older writer, a merge) can
    /// never hand out a number that exists. Run it in the transaction that stores the piece.
    /// - Throws: `RecordError` when `next_item_number` is not a decimal number.
    public static func assignNext(_ db: Database) throws -> Int {
        let storedText = try LibraryMeta.value(db, key: LibraryMeta.nextItemNumberKey)
        let stored = try LibraryMeta(entries: storedText.map { [LibraryMeta.nextItemNumberKey: $0] } ?? [:]).nextItemNumber() ?? 1
        let aboveAll = (try db.scalar("SELECT coalesce(max(number), 0) + 1 FROM item").int) ?? 1
        let number = max(stored, aboveAll)
        try LibraryMeta.setNextItemNumber(db, number + 1)
        return number
    }
}
