import Foundation

/// What a merge changes in the copy it writes into: per table the records added, changed
/// and removed, and the repairs it made. `--dry-run` prints it without writing.
public struct MergeReport: Sendable, Equatable {
    public struct TableChanges: Sendable, Equatable {
        public let table: String
        public var added: [String] = []
        public var changed: [String] = []
        public var removed: [String] = []

        public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
    }

    /// One repair of section 10, recorded in the history with actor `merge`.
    public struct Repair: Sendable, Equatable {
        public enum Kind: String, Sendable, CaseIterable {
            /// Deleted in one copy, changed later in the other: restored.
            case restored
            /// Two pieces with one number: the later one got the next number.
            case duplicateNumber = "duplicate-number"
            /// A deleted collection or place that still held something alive: restored.
            case restoredHolder = "restored-holder"
            /// A loop of collections or places: the member with the largest id moved to the top.
            case treeLoop = "tree-loop"
            /// A loop of part_of links: the link created last removed.
            case partOfLoop = "part-of-loop"
            /// The same link twice: the later one removed.
            case duplicateLink = "duplicate-link"
            /// One code on two pieces: the earlier link removed.
            case duplicateCode = "duplicate-code"
            /// A journal with entries from both copies: the status it leads to.
            case journalStatus = "journal-status"
        }

        public let kind: Kind
        /// The table (history entity) of the record repaired.
        public let table: String
        public let id: String
        public let message: String
    }

    /// Tables in the order records are written, only those with changes.
    public var tables: [TableChanges]
    public var repairs: [Repair]

    public init(tables: [TableChanges] = [], repairs: [Repair] = []) {
        self.tables = tables
        self.repairs = repairs
    }

    /// Nothing would change.
    public var isEmpty: Bool { tables.allSatisfy(\.isEmpty) && repairs.isEmpty }

    /// Counts per table, for people: `item: 3 added, 2 changed, 0 removed`.
    public var lines: [String] {
        var out = tables.filter { !$0.isEmpty }.map {
            "\($0.table): \($0.added.count) added, \($0.changed.count) changed, \($0.removed.count) removed"
        }
        out += repairs.map { "repair (\($0.kind.rawValue)): \($0.message)" }
        return out
    }

}

/// `--json` of merge and sync: `{"tables": [{"table", "added", "changed", "removed"}] (the
/// tables that changed), "repairs": [{"kind", "table", "id", "message"}]}`; the commands add
/// their own keys beside these.
extension MergeReport: Encodable {
    private enum CodingKeys: String, CodingKey { case tables, repairs }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(tables.filter { !$0.isEmpty }, forKey: .tables)
        try c.encode(repairs, forKey: .repairs)
    }
}

extension MergeReport.TableChanges: Encodable {}

extension MergeReport.Repair: Encodable {
    private enum CodingKeys: String, CodingKey { case kind, table, id, message }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind.rawValue, forKey: .kind)
        try c.encode(table, forKey: .table)
        try c.encode(id, forKey: .id)
        try c.encode(message, forKey: .message)
    }
}
