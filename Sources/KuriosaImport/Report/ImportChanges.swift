import Foundation
import KuriosaCore
import KuriosaStore

/// What an import changes in the pieces it updates, value by value (docs/import.md#the-dry-run-is-a-diff):
/// read from the history entries the import itself wrote into its batch, so the diff is exactly
/// what the history (and so undo) holds. `--dry-run` shows it; a real run with `--show-changes`.
/// A change that looks like a spreadsheet's locale mix-up is flagged: a number 1000 times larger
/// or smaller (German LibreOffice reads `0.833` as 833), a day and month swapped.
package struct PieceChanges: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        /// The history path (`estimatedValue`, `fields.case_diameter`).
        public var path: String
        public var old: String
        public var new: String
        /// Why the change looks like a mistake, or nil.
        public var suspect: String?
    }

    public var id: String
    public var number: Int?
    public var row: Int
    /// The row's worksheet, as `ImportReport.RowError.worksheet`.
    public var worksheet: String?
    public var changes: [Change]

    /// The changes of every updated piece, from the batch's history entries.
    static func collect(updated: [ImportReport.Piece], batchID: String, db: Database) throws -> [PieceChanges] {
        let entries = try HistoryEntry.fetchAll(db, batchID: batchID).filter { $0.entity == "item" && $0.action == .update }
        let byPiece = Dictionary(grouping: entries, by: \.entityID)
        return try updated.compactMap { piece in
            let changes = try (byPiece[piece.id] ?? []).flatMap { try HistoryChange.parse($0.changesText) }
                .filter { $0.path != "updatedAt" }
                .map { Change(path: $0.path, old: text($0.old), new: text($0.new), suspect: suspect($0.old, $0.new)) }
            return changes.isEmpty ? nil : PieceChanges(id: piece.id, number: piece.number, row: piece.row, changes: changes)
        }
    }

    /// A stored value as a person reads it: a field's value without its type, an amount as
    /// `MoneyFormatter` writes it (`CHF 6,200.00`), a list joined, nothing as `—`.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .null: return "—"
        case .bool(let on): return on ? "yes" : "no"
        case .integer(let number): return String(number)
        case .double(let number): return NumberText.plain(number, locale: "en")
        case .string(let string): return string
        case .array(let items): return items.map(text).joined(separator: ", ")
        case .object(let object):
            if case .integer(let minor)? = object["minorUnits"], case .string(let currency)? = object["currency"] {
                return MoneyFormatter.string(Money(minorUnits: minor, currency: currency), locale: "en-US")
            }
            if let inner = object["value"], object["type"] != nil { return text(inner) }
            return value.catalogJSONText
        }
    }

    /// The flag of a change that looks like a locale mix-up.
    static func suspect(_ old: JSONValue, _ new: JSONValue) -> String? {
        if let a = number(old), let b = number(new), a != 0, b != 0 {
            if abs(b / a - 1000) < 1e-9 { return "1000 times the old value: a decimal mark read as a thousands separator?" }
            if abs(a / b - 1000) < 1e-9 { return "a thousandth of the old value: a thousands separator read as a decimal mark?" }
        }
        if let a = day(old), let b = day(new), a.month != a.day, a.year == b.year, a.month == b.day, a.day == b.month {
            return "day and month swapped?"
        }
        return nil
    }

    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let n): return Double(n)
        case .double(let d): return d
        case .object(let object):
            if case .integer(let minor)? = object["minorUnits"] { return Double(minor) }
            return object["value"].flatMap(number)
        default: return nil
        }
    }

    private static func day(_ value: JSONValue) -> (year: Int, month: Int, day: Int)? {
        var text: String?
        if case .string(let s) = value { text = s }
        if case .object(let object) = value, case .string(let s)? = object["value"] { text = s }
        guard let text, text.count == 10 else { return nil }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return (parts[0], parts[1], parts[2])
    }
}
