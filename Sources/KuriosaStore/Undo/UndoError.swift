import Foundation
import KuriosaCore

/// Why a batch is not undone. Nothing is written when undo refuses; every problem names the
/// batch, the record (K-0007, collection “Watches”), the path, and the later batch at fault.
public struct UndoError: Error, Sendable, CustomStringConvertible {
    public enum Reason: String, Sendable {
        /// No batch has this id.
        case unknownBatch = "unknown_batch"
        /// No batch of actor local is left that is not undone.
        case nothingToUndo = "nothing_to_undo"
        /// A later batch changed the same records' same paths.
        case laterChanges = "later_changes"
        /// The batch is undone already; undoing its undo is the redo.
        case alreadyUndone = "already_undone"
        /// An entry is about media deleted for good (catalog schema, "Delete for good":
        /// `CatalogError.deletedForGood`).
        case deletedForGood
        /// The catalog is not in the state the batch left (a record gone, a value changed
        /// outside the history, a rule of the schema the undo would break).
        case notUndoable = "not_undoable"
    }

    public struct Problem: Sendable {
        public let message: String
        /// The record as a person knows it.
        public let record: String?
        /// The later batch that stands in the way.
        public let laterBatchID: String?
    }

    public let reason: Reason
    public let batchID: String?
    /// The batch in words, when there is one.
    public let batchWords: String?
    public let problems: [Problem]

    public var description: String {
        switch reason {
        case .unknownBatch: return "no history batch has the id \(batchID ?? "")"
        case .nothingToUndo: return problems.first?.message ?? "nothing to undo: every batch of actor local is undone already"
        case .laterChanges:
            return "batch \(batchID ?? "") (\(batchWords ?? "")) is not undone: " + Self.grouped(problems)
        default:
            var s = "batch \(batchID ?? "") (\(batchWords ?? "")) is not undone: "
            s += problems.prefix(Self.shown).map(\.message).joined(separator: "; ")
            if problems.count > Self.shown { s += "; and \(problems.count - Self.shown) more (--json lists them)" }
            return s
        }
    }

    /// Problems a message names one by one; the rest are counted (`--json` has them all). An
    /// import of thousands of pieces undone after a later edit of each gave a one-line message
    /// of 448,941 bytes.
    static let shown = 10

    /// The later-changes problems, a sentence per later batch: its first records, then a count.
    static func grouped(_ problems: [Problem]) -> String {
        var order: [String] = []
        var byBatch: [String: [Problem]] = [:]
        for problem in problems {
            let key = problem.laterBatchID ?? ""
            if byBatch[key] == nil { order.append(key) }
            byBatch[key, default: []].append(problem)
        }
        return order.prefix(shown).map { key in
            let group = byBatch[key] ?? []
            guard group.count > 1, let first = group.first, let cut = first.message.range(of: " was changed later by batch ") else {
                return group.first?.message ?? ""
            }
            let records = group.prefix(shown).map { problem in
                problem.message.range(of: " was changed later by batch ").map { String(problem.message[..<$0.lowerBound]) } ?? problem.message
            }
            let more = group.count > shown ? ", and \(group.count - shown) more records" : ""
            return records.joined(separator: ", ") + more + " were changed later by batch " + first.message[cut.upperBound...]
        }.joined(separator: "; ") + (order.count > shown ? "; and \(order.count - shown) more batches (--json lists them)" : "")
    }

}

/// A refused undo's `--json` (under `"error"`): `{"reason", "batchID", "words", "message",
/// "problems": [{"message", "record", "laterBatchID"}]}`, null where there is nothing.
extension UndoError: Encodable {
    private enum CodingKeys: String, CodingKey { case reason, batchID, words, message, problems }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(reason.rawValue, forKey: .reason)
        try c.encode(NullIfAbsent(wrappedValue: batchID), forKey: .batchID)
        try c.encode(NullIfAbsent(wrappedValue: batchWords), forKey: .words)
        try c.encode(description, forKey: .message)
        try c.encode(problems, forKey: .problems)
    }
}

extension UndoError.Problem: Encodable {
    private enum CodingKeys: String, CodingKey { case message, record, laterBatchID }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(message, forKey: .message)
        try c.encode(NullIfAbsent(wrappedValue: record), forKey: .record)
        try c.encode(NullIfAbsent(wrappedValue: laterBatchID), forKey: .laterBatchID)
    }
}
