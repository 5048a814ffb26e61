import Foundation

/// What an undo did (or, for a dry run, would do): the batch undone, the new batch, and
/// each record with the paths that went back.
public struct UndoReport: Sendable {
    public struct Step: Sendable {
        public let record: String
        public let entity: String
        public let id: String
        /// The new entry's action: `delete` (a create undone), `restore`, `update`, `create`
        /// (a physical delete undone).
        public let action: String
        public let paths: [String]
    }

    public let batchID: String
    /// The undone batch in words.
    public let words: String
    public internal(set) var dryRun: Bool
    public internal(set) var steps: [Step] = []
    /// Entries left alone, with the reason.
    public let skipped: [String]
    /// Pieces that came back without a number and got one.
    public internal(set) var numbered: [String] = []
    /// The batch of the new entries; nil for a dry run.
    public internal(set) var newBatchID: String?

    init(batchID: String, words: String, dryRun: Bool, skipped: [String]) {
        self.batchID = batchID; self.words = words; self.dryRun = dryRun; self.skipped = skipped
    }

    /// The report for people: one line per record, at most `limit` of them.
    public func lines(limit: Int = 20) -> [String] {
        var out = [(dryRun ? "Would undo" : "Undid") + " batch \(batchID): \(words)"]
        for s in steps.prefix(limit) {
            let what = switch s.action {
            case "delete": s.entity == "relation" || s.entity == "item_code" || s.entity == "tag" ? "removed" : "deleted"
            case "restore": "restored"
            case "create": "made again"
            default: s.paths.map(HistoryWords.path).joined(separator: ", ") + " back"
            }
            out.append("  \(s.record): \(what)")
        }
        if steps.count > limit { out.append("  … and \(steps.count - limit) more") }
        for n in numbered { out.append("  \(n): number given (the piece came back without one)") }
        for s in skipped { out.append("  left alone: \(s)") }
        if let newBatchID { out.append("New batch \(newBatchID) (undo it to redo).") } else { out.append("Dry run: nothing was written.") }
        return out
    }

}

/// `undo --json`: `{"batchID", "words", "dryRun", "saved", "newBatchID" (null on a dry run),
/// "steps": [{"record", "entity", "id", "action", "paths"}], "skipped", "numbered"}`.
extension UndoReport: Encodable {
    private enum CodingKeys: String, CodingKey { case batchID, words, dryRun, saved, newBatchID, skipped, numbered, steps }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(batchID, forKey: .batchID)
        try c.encode(words, forKey: .words)
        try c.encode(dryRun, forKey: .dryRun)
        try c.encode(newBatchID != nil, forKey: .saved)
        if let newBatchID { try c.encode(newBatchID, forKey: .newBatchID) } else { try c.encodeNil(forKey: .newBatchID) }
        try c.encode(skipped, forKey: .skipped)
        try c.encode(numbered, forKey: .numbered)
        try c.encode(steps, forKey: .steps)
    }
}

extension UndoReport.Step: Encodable {
    private enum CodingKeys: String, CodingKey { case record, entity, id, action, paths }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(record, forKey: .record)
        try c.encode(entity, forKey: .entity)
        try c.encode(id, forKey: .id)
        try c.encode(action, forKey: .action)
        try c.encode(paths, forKey: .paths)
    }
}
