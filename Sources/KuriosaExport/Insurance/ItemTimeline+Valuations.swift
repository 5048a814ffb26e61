import Foundation
import KuriosaCore
import KuriosaStore

extension ItemTimeline {
    /// When a piece was last valued, and where that day comes from.
    public struct Valuation: Sendable, Hashable {
        /// `YYYY-MM-DD`.
        public var day: String
        /// The catalog timestamp of the history entry, nil when the day is the piece's
        /// `createdAt` (its history has no valuation).
        public var at: String?
    }

    /// The last valuation of a piece with an estimated value; nil without one.
    ///
    /// A valuation is an entry whose changes set `estimatedValue` to an amount (a create
    /// with one counts; a change to null does not). Undo takes a valuation back: an entry
    /// that undoes a valuation removes it (the one before counts again), and one that undoes
    /// that undo brings it back. Without any valuation in the history the piece counts as
    /// valued on the day it was created.
    public func lastValuation(of item: ItemRecord) -> Valuation? {
        guard item.estimatedValue != nil else { return nil }
        var valuations: [Step] = []
        var takenBack: [String: Step] = [:]
        for step in steps[item.id] ?? [] {
            guard let change = step.changes["estimatedValue"] else { continue }
            if let undone = step.undoesID {
                if let index = valuations.lastIndex(where: { $0.id == undone }) {
                    takenBack[step.id] = valuations.remove(at: index)
                } else if let again = takenBack[undone] {
                    valuations.append(again)
                    valuations.sort { $0.time < $1.time }
                }
            } else if change.new != .null {
                valuations.append(step)
            }
        }
        if let last = valuations.last { return Valuation(day: String(last.time.prefix(10)), at: last.time) }
        return Valuation(day: String(item.createdAt.prefix(10)), at: nil)
    }
}
