import Foundation
import KuriosaCore

/// A catalog record whose changes the history records (docs/history.md#the-json-form): it names
/// its `history.entity` and gives its attributes as history paths.
public protocol HistoryRecord: Sendable {
    /// The `history.entity` value: the table name.
    static var entity: String { get }
    var id: String { get }
    /// Every attribute of the record's JSON form, nulls included, keyed by history path;
    /// `fields` and `wish_fields` are flattened to `fields.<key>` and `wishFields.<key>`.
    /// `id`, `createdAt` and `updatedAt` are never among them.
    func historyPaths() -> [String: JSONValue]
}

extension HistoryRecord {
    /// The attributes that are not null: what a create entry lists.
    public func nonNullHistoryPaths() -> [String: JSONValue] {
        historyPaths().filter { $0.value != .null }
    }
}

/// Small builders for the JSON form, shared by the record types.
enum HistoryValue {
    static func text(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
    static func int(_ i: Int?) -> JSONValue { i.map { .integer(Int64($0)) } ?? .null }
    static func int64(_ i: Int64?) -> JSONValue { i.map(JSONValue.integer) ?? .null }
    static func double(_ d: Double?) -> JSONValue { d.map(JSONValue.double) ?? .null }
    /// IDs sorted by code point, as `tagIDs` and `itemIDs` are recorded.
    static func sortedIDs(_ ids: [String]) -> JSONValue {
        .array(ids.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map(JSONValue.string))
    }

    /// Adds `<prefix>.<key>` for every member of a JSON object column.
    static func flatten(_ json: JSONText, prefix: String, into paths: inout [String: JSONValue]) {
        for (key, value) in json.objectMembers { paths["\(prefix).\(key)"] = value }
    }
}
