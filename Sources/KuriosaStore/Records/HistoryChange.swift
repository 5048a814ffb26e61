import Foundation
import KuriosaCore

/// One element of `history.changes`: a path of the record's JSON form with its value
/// before and after. Missing values are null.
public struct HistoryChange: Sendable, Equatable {
    public var path: String
    public var old: JSONValue
    public var new: JSONValue

    public init(path: String, old: JSONValue, new: JSONValue) {
        self.path = path
        self.old = old
        self.new = new
    }

    /// The column text of a list of changes: sorted by path by code point, compact, keys in
    /// the order path, old, new — byte for byte what the golden catalogs store.
    public static func text(_ changes: [HistoryChange]) -> String {
        JSONValue.array(sorted(changes).map(\.json)).catalogJSONText
    }

    static func sorted(_ changes: [HistoryChange]) -> [HistoryChange] {
        changes.sorted { $0.path.unicodeScalars.lexicographicallyPrecedes($1.path.unicodeScalars) }
    }

    var json: JSONValue { .object(["path": .string(path), "old": old, "new": new]) }

    /// Reads a stored `changes` text.
    /// - Throws: `JSONParseError`, or `RecordError` when an element lacks a path.
    public static func parse(_ text: String) throws -> [HistoryChange] {
        guard case .array(let elements) = try JSONValue(parsing: text) else {
            throw RecordError(table: "history", id: nil, column: "changes", problem: "expected a JSON array")
        }
        return try elements.enumerated().map { index, element in
            guard case .object(let o) = element, case .string(let path)? = o["path"] else {
                throw RecordError(table: "history", id: nil, column: "changes", problem: "element \(index) has no path")
            }
            return HistoryChange(path: path, old: o["old"] ?? .null, new: o["new"] ?? .null)
        }
    }

    // MARK: The changes of each kind of entry

    /// A create: every attribute that is not null, all old null.
    public static func forCreate(_ paths: [String: JSONValue]) -> [HistoryChange] {
        sorted(paths.filter { $0.value != .null }.map { HistoryChange(path: $0.key, old: .null, new: $0.value) })
    }

    /// An update: the paths whose values differ (a path one side lacks counts as null).
    /// Values are compared by their canonical text, so 40 and 40.0 are the same.
    public static func forUpdate(old: [String: JSONValue], new: [String: JSONValue]) -> [HistoryChange] {
        let paths = Set(old.keys).union(new.keys)
        return sorted(paths.compactMap { path in
            let o = old[path] ?? .null, n = new[path] ?? .null
            return o.isCatalogEqual(to: n) ? nil : HistoryChange(path: path, old: o, new: n)
        })
    }

    /// A physical delete: the complete record, nulls included, all new null.
    public static func forPhysicalDelete(_ paths: [String: JSONValue]) -> [HistoryChange] {
        sorted(paths.map { HistoryChange(path: $0.key, old: $0.value, new: .null) })
    }
}
