import Foundation

/// A catalog record whose changes the history records (format-decisions.md, "Record JSON
/// form"): it names its `history.entity` and gives its attributes as history paths.
public protocol HistoryRecord: Sendable {
    /// The `history.entity` value: the table name.
    static var entity: String { get }
    var id: String { get }
    /// Every attribute of the record's JSON form, nulls included, keyed by history path;
    /// `fields` and `wish_fields` are flattened to `fields.<key>` and `wishFields.<key>`.
    /// `id`, `createdAt` and `updatedAt` are never among them.
    func historyPaths() -> [String: JSONAny]
}

extension HistoryRecord {
    /// The attributes that are not null: what a create entry lists.
    public func nonNullHistoryPaths() -> [String: JSONAny] {
        historyPaths().filter { $0.value != .null }
    }
}

/// Small builders for the JSON form, shared by the record types.
enum HistoryValue {
    static func text(_ s: String?) -> JSONAny { s.map(JSONAny.string) ?? .null }
    static func int(_ i: Int?) -> JSONAny { i.map { .integer(Int64($0)) } ?? .null }
    static func int64(_ i: Int64?) -> JSONAny { i.map(JSONAny.integer) ?? .null }
    static func double(_ d: Double?) -> JSONAny { d.map(JSONAny.double) ?? .null }
    /// IDs sorted by code point, as `tagIDs` and `itemIDs` are recorded.
    static func sortedIDs(_ ids: [String]) -> JSONAny {
        .array(ids.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map(JSONAny.string))
    }

    /// Adds `<prefix>.<key>` for every member of a JSON object column.
    static func flatten(_ json: JSONText, prefix: String, into paths: inout [String: JSONAny]) {
        for (key, value) in json.objectMembers { paths["\(prefix).\(key)"] = value }
    }
}
