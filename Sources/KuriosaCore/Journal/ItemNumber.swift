import Foundation

/// A piece's inventory number (version 13, docs/history.md#inventory-numbers): a running number
/// unique in the library, shown as `K-` and at least four digits so that labels and lists line
/// up (`K-0001`, `K-12345`). Wishes have none.
public enum ItemNumber {
    /// Why no number can be given.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The next number would not fit in a 64-bit integer (`item.number` is an SQLite
        /// INTEGER); only a damaged `library_meta.next_item_number` or `item.number` gets here.
        case exhausted(nextItemNumber: Int?, largestNumber: Int?)

        public var description: String {
            switch self {
            case let .exhausted(next, largest):
                "No inventory number is left: library_meta.next_item_number is \(next.map(String.init) ?? "absent")"
                    + " and the largest item.number is \(largest.map(String.init) ?? "absent")"
            }
        }
    }

    /// The display form, `K-0007`; nil for no number (a wish, or a piece of a catalog older
    /// than version 13) and for numbers the catalog refuses (zero or less).
    public static func display(_ number: Int?) -> String? {
        guard let number, number > 0 else { return nil }
        let digits = String(number)
        return "K-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The number in text a person typed or a label shows: `K-0042`, also `k-42`, `K42`,
    /// `K 0042` (the search text's form) and surrounding spaces. Nil for anything else, for 0
    /// and for numbers too large for `Int`.
    public static func parse(_ text: String) -> Int? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        guard let first = rest.first, first == "K" || first == "k" else { return nil }
        rest = rest.dropFirst()
        if rest.first == "-" || rest.first == " " { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
              let number = Int(rest), number > 0 else { return nil }
        return number
    }

    /// The number a writer gives a piece that is created, imported or bought, or a deleted
    /// piece without a number that comes back, and what it stores as
    /// `library_meta.next_item_number` afterwards: the larger of `next_item_number` and one
    /// above every number in `item` (deleted rows included), and the number after it. So a
    /// number is never given twice, even when the meta value is missing or behind.
    /// - Parameters:
    ///   - nextItemNumberMeta: `library_meta.next_item_number` as a number; nil when absent.
    ///   - maxNumberInItems: `SELECT max(number) FROM item` (deleted rows included); nil when
    ///     no piece has a number.
    /// - Throws: `Failure.exhausted` when the numbers would overflow.
    public static func next(nextItemNumberMeta: Int?, maxNumberInItems: Int?) throws(Failure) -> (
        assigned: Int, newNextItemNumber: Int
    ) {
        var assigned = max(nextItemNumberMeta ?? 1, 1)
        if let largest = maxNumberInItems {
            let (aboveLargest, overflow) = max(largest, 0).addingReportingOverflow(1)
            if overflow { throw .exhausted(nextItemNumber: nextItemNumberMeta, largestNumber: maxNumberInItems) }
            assigned = max(assigned, aboveLargest)
        }
        let (after, overflow) = assigned.addingReportingOverflow(1)
        if overflow { throw .exhausted(nextItemNumber: nextItemNumberMeta, largestNumber: maxNumberInItems) }
        return (assigned, after)
    }
}
