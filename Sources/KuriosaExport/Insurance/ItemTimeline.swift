import Foundation
import KuriosaCore
import KuriosaStore

/// What the history (written by the app and by the toolkit alike) says about each piece's
/// value and whether it was held: the entries of entity `item` that touch
/// `estimatedValue`, `status`, `kind` or `deletedAt`, per piece, oldest first. The insurance
/// report asks it when a piece was last valued and what it looked like at an earlier moment
/// (docs/insurance-report.md).
public struct ItemTimeline: Sendable {
    /// One history entry, its changes by path.
    struct Step: Sendable {
        let id: String
        let time: String
        let action: HistoryEntry.Action
        let undoesID: String?
        let changes: [String: HistoryChange]
    }

    /// The paths the report follows.
    static let paths = ["estimatedValue", "status", "kind", "deletedAt"]

    let steps: [String: [Step]]
    /// Per piece, the entries that touch its estimated value, oldest first (`lastValuation`).
    let valuationSteps: [String: [ValuationDayRecord.Step]]
    /// Per piece, the day a spreadsheet gave its value (`ValuationDayRecord`).
    let days: [String: ValuationDayRecord]

    /// Reads the entries and the stored value days through the store.
    public init(db: Database) throws {
        self.init(entries: try HistoryEntry.fetchItemEntries(db, touching: Self.paths), days: try ValuationDayRecord.fetchAll(db))
    }

    /// Entries oldest first. One whose `changes` does not read is left out: a report is
    /// still made, and `kuriosa check` is the place that names the broken row.
    public init(entries: [HistoryEntry], days: [String: ValuationDayRecord] = [:]) {
        self.days = days
        var valuationSteps: [String: [ValuationDayRecord.Step]] = [:]
        var steps: [String: [Step]] = [:]
        for entry in entries where entry.entity == ItemRecord.entity {
            guard let changes = try? entry.changes() else { continue }
            var byPath: [String: HistoryChange] = [:]
            for change in changes where Self.paths.contains(change.path) { byPath[change.path] = change }
            guard !byPath.isEmpty else { continue }
            if let change = byPath["estimatedValue"] {
                valuationSteps[entry.entityID, default: []].append(
                    .init(id: entry.id, time: entry.occurredAt, undoesID: entry.undoesID, setsValue: change.new != .null))
            }
            steps[entry.entityID, default: []].append(
                Step(id: entry.id, time: entry.occurredAt, action: entry.action, undoesID: entry.undoesID, changes: byPath))
        }
        self.steps = steps
        self.valuationSteps = valuationSteps
    }

    /// A piece as it was at one moment.
    public struct State: Sendable, Hashable {
        /// Why a piece was not held then.
        public enum Absence: String, Sendable, Hashable {
            /// Not in the library yet.
            case notCreated = "not_created"
            case deleted
            /// A wish, not yet bought.
            case wish
            /// Sold, given away or lost (`status` says which).
            case gone
        }

        public var status: String
        public var estimatedValue: Money?
        /// Nil when held: owned, not deleted, in the collection, lent out or at a service.
        public var absence: Absence?

        public var isHeld: Bool { absence == nil }
    }

    /// The piece as it is now.
    public static func state(of item: ItemRecord) -> State {
        state(kind: item.kind.rawValue, status: item.status.rawValue, deletedAt: item.deletedAt,
              value: item.estimatedValue)
    }

    /// The piece just before `time` (a catalog timestamp): its current record with every
    /// later entry taken back (each change's `old`). A piece whose create entry is that
    /// late, or that has no create entry and a `createdAt` that late, did not exist yet.
    public func state(of item: ItemRecord, before time: String) -> State {
        var paths = item.historyPaths()
        let mine = steps[item.id] ?? []
        var created = mine.contains { $0.action == .create } ? nil as Bool? : item.createdAt < time
        for step in mine.reversed() where step.time >= time {
            if step.action == .create && step.undoesID == nil { created = false; break }
            for (path, change) in step.changes { paths[path] = change.old }
        }
        if created == false { return State(status: item.status.rawValue, estimatedValue: nil, absence: .notCreated) }
        func text(_ path: String) -> String? { if case .string(let s)? = paths[path] { s } else { nil } }
        let value = paths["estimatedValue"].flatMap(Money.init(catalogJSON:))
        return Self.state(kind: text("kind") ?? item.kind.rawValue, status: text("status") ?? item.status.rawValue,
                          deletedAt: text("deletedAt"), value: value)
    }

    static func state(kind: String, status: String, deletedAt: String?, value: Money?) -> State {
        let absence: State.Absence? =
            deletedAt != nil ? .deleted
            : kind != ItemRecord.Kind.owned.rawValue ? .wish
            : ItemStatus(rawValue: status)?.isGone == true ? .gone
            : nil
        return State(status: status, estimatedValue: value, absence: absence)
    }

    /// When the piece's create entry was written, if the history has one.
    public func creation(of itemID: String) -> String? {
        (steps[itemID] ?? []).first { $0.action == .create && $0.undoesID == nil }?.time
    }

    /// The latest entry at or after `time` that changed one of `paths` of the piece (or
    /// created it): when it was added, went, or was valued again.
    public func lastChange(of itemID: String, paths: Set<String>, since time: String) -> String? {
        (steps[itemID] ?? []).last { step in
            step.time >= time && (step.action == .create || !paths.isDisjoint(with: step.changes.keys))
        }?.time
    }
}
