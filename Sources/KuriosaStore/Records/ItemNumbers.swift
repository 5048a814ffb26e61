import Foundation
import KuriosaCore

/// Inventory numbers (schema version 13, docs/history.md#inventory-numbers) in a catalog: the store's side of
/// `ItemNumber.next`, which alone says which number comes next.
public enum ItemNumbers {
    /// Gives the next number and stores the one after it in `next_item_number` (the rule:
    /// `ItemNumber.next`, so a stale or missing `next_item_number` can never hand out a
    /// number that exists). Run it in the transaction that stores the piece.
    /// - Throws: `RecordError` when `next_item_number` is not a decimal number;
    ///   `ItemNumber.Failure` when no number is left.
    public static func assignNext(_ db: Database) throws -> Int {
        let storedText = try LibraryMeta.value(db, key: LibraryMeta.nextItemNumberKey)
        let stored = try LibraryMeta(entries: storedText.map { [LibraryMeta.nextItemNumberKey: $0] } ?? [:]).nextItemNumber()
        let largest = try db.scalar("SELECT max(number) FROM item").int
        let next = try ItemNumber.next(nextItemNumberMeta: stored, maxNumberInItems: largest)
        try LibraryMeta.setNextItemNumber(db, next.newNextItemNumber)
        return next.assigned
    }

    /// Numbers for a run of new pieces in one transaction (an import): the first from
    /// `assignNext`, the others counted on from it in memory, and `next_item_number` written
    /// once by `store` — the same numbers as `assignNext` for each piece, without two
    /// statements per piece.
    public struct Run: Sendable {
        private var pending: Int?
        private var unstored = false

        public init() {}

        public mutating func next(_ db: Database) throws -> Int {
            guard let counted = pending else {
                let number = try ItemNumbers.assignNext(db)
                pending = number + 1  // assignNext stored it, so it fits
                return number
            }
            let next = try ItemNumber.next(nextItemNumberMeta: counted, maxNumberInItems: nil)
            pending = next.newNextItemNumber
            unstored = true
            return next.assigned
        }

        /// Writes the counted next number (before anything else assigns one, and at the end).
        public mutating func store(_ db: Database) throws {
            if unstored, let pending { try LibraryMeta.setNextItemNumber(db, pending) }
            unstored = false
            pending = nil
        }
    }
}
