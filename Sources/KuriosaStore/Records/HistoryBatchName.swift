import Foundation
import KuriosaCore

/// What a toolkit command calls the batch it wrote ("import of wine.csv"), kept where the
/// schema leaves room for it: one `library_meta` key `batch:<batch id>` per batch, its value
/// a small JSON object (`{"command":"import","file":"wine.csv"}`). The history table's
/// columns are fixed by the schema, so the name cannot go there; `library_meta` keeps
/// unknown keys (readers look up the keys they know, merges keep a key only one copy has),
/// and a reader without the key still describes the batch from its entries alone
/// (docs/history.md, "Naming a batch").
public struct HistoryBatchName: Sendable, Hashable {
    public static let keyPrefix = "batch:"

    /// The toolkit command: `import`.
    public var command: String
    /// The file the command read, its last path component only (no folders of the computer).
    public var file: String?

    public init(command: String, file: String? = nil) {
        self.command = command
        self.file = file.map { URL(fileURLWithPath: $0).lastPathComponent }
    }

    /// `import of wine.csv`, `import`.
    public var words: String {
        guard let file else { return command }
        return "\(command) of \(file)"
    }

    var text: String {
        var o: [String: JSONValue] = ["command": .string(command)]
        if let file { o["file"] = .string(file) }
        return JSONValue.object(o).catalogJSONText
    }

    /// Reads a stored value; nil for text of another shape (another writer's key).
    init?(text: String) {
        guard case .object(let o)? = try? JSONValue(parsing: text), case .string(let command)? = o["command"] else { return nil }
        self.command = command
        self.file = o["file"]?.stringValue
    }

    /// Stores the name of `batchID`; run it in the transaction that writes the batch.
    public func record(batchID: String, in db: Database) throws {
        try LibraryMeta.set(db, key: Self.keyPrefix + batchID, value: text)
    }

    /// Every named batch: batch id → name.
    public static func fetchAll(_ db: Database) throws -> [String: HistoryBatchName] {
        var out: [String: HistoryBatchName] = [:]
        for (key, value) in try LibraryMeta.fetch(db).entries where key.hasPrefix(keyPrefix) {
            if let name = HistoryBatchName(text: value) { out[String(key.dropFirst(keyPrefix.count))] = name }
        }
        return out
    }
}

extension HistoryWriter {
    /// Names this writer's batch (`library_meta` `batch:<id>`), for `kuriosa history`.
    public func name(_ name: HistoryBatchName, in db: Database) throws {
        try name.record(batchID: batchID, in: db)
    }
}
