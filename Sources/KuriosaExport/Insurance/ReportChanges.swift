import Foundation
import KuriosaCore
import KuriosaStore

/// "Changes since …": the pieces added and gone since an earlier day or report, those valued
/// again, and how the totals per currency moved. Worked out from the history, so it agrees
/// with what the app shows as the pieces' past (docs/insurance-report.md, "Changes since").
public struct ReportChanges: Sendable, Hashable {
    /// One piece in one of the lists.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var number: String?
        public var title: String
        /// Added: `new`, `bought` (was a wish), `restored` (was deleted), `back` (was sold,
        /// given away or lost), `not_in_report`. Gone: `sold`, `given_away`, `lost`,
        /// `deleted`, `wishlist`, `not_selected`. Revalued: `revalued`.
        public var reason: String
        /// The catalog timestamp of the entry that made the change, when the history has it.
        public var at: String?
        /// For a sale, gift or loss: the day of its journal entry, when it has one.
        public var journalDay: String?
        public var oldValue: Money?
        public var newValue: Money?
    }

    /// Old and new total of one currency.
    public struct Total: Sendable, Hashable {
        public var currency: String
        public var old: Money
        public var new: Money
        /// `new − old`, saturated.
        public var difference: Money { Money(minorUnits: new.minorUnits.subtractingReportingOverflow(old.minorUnits).partialValue, currency: currency) }
    }

    /// The day compared with, `YYYY-MM-DD` (the earlier report's day for `--since-report`).
    public var since: String
    /// The moment compared with: entries from it on are changes.
    public var sinceTime: String
    /// Compared with an earlier report's sidecar rather than a day.
    public var fromReport: Bool
    public var added: [Entry]
    public var gone: [Entry]
    public var revalued: [Entry]
    /// Estimated values per currency, sorted by code; a currency either side lacks is 0 there.
    public var totals: [Total]

    public var isEmpty: Bool { added.isEmpty && gone.isEmpty && revalued.isEmpty }

    /// The changes of the report's pieces since `baseline`.
    /// - Parameters:
    ///   - current: the pieces the report lists, in its order.
    ///   - items: every item of the catalog, deleted ones too.
    ///   - selectable: whether an item would be in this report if it were held (its
    ///     collection, tags and place as the template and `--collection` choose).
    static func make(baseline: InsuranceOptions.Baseline, current: [ExportPiece], items: [ItemRecord],
                     timeline: ItemTimeline, selectable: (ItemRecord) -> Bool) -> ReportChanges {
        let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let now = current.compactMap { byID[$0.id] }
        let nowIDs = Set(now.map(\.id))
        let since: String, time: String
        var old: [(id: String, value: Money?, number: String?, title: String)] = []
        switch baseline {
        case .day(let day):
            since = day
            time = day + "T00:00:00.000Z"
            for item in items where selectable(item) {
                let state = timeline.state(of: item, before: time)
                if state.isHeld { old.append((item.id, state.estimatedValue, ItemNumber.display(item.number), item.title)) }
            }
        case .report(let sidecar):
            since = sidecar.date
            time = sidecar.readAt
            old = sidecar.pieces.map { ($0.id, $0.estimatedValue, $0.number, $0.title) }
        }
        let oldIDs = Set(old.map(\.id))
        let statusPaths: Set<String> = ["status", "kind", "deletedAt"]

        var added: [Entry] = []
        for item in now where !oldIDs.contains(item.id) {
            let before = timeline.state(of: item, before: time)
            let reason = switch before.absence {
            case .notCreated?: "new"
            case .deleted?: "restored"
            case .wish?: "bought"
            case .gone?: "back"
            case nil: "not_in_report"
            }
            let at = reason == "new" ? timeline.creation(of: item.id) ?? (item.createdAt >= time ? item.createdAt : nil)
                : timeline.lastChange(of: item.id, paths: statusPaths, since: time)
            added.append(Entry(id: item.id, number: ItemNumber.display(item.number), title: item.title, reason: reason, at: at,
                               newValue: item.estimatedValue))
        }
        var gone: [Entry] = []
        for piece in old where !nowIDs.contains(piece.id) {
            guard let item = byID[piece.id] else {
                gone.append(Entry(id: piece.id, number: piece.number, title: piece.title, reason: "deleted", oldValue: piece.value))
                continue
            }
            let state = ItemTimeline.state(of: item)
            let reason = switch state.absence {
            case .deleted?, .notCreated?: "deleted"
            case .wish?: "wishlist"
            case .gone?: state.status
            case nil: "not_selected"
            }
            gone.append(Entry(id: item.id, number: ItemNumber.display(item.number), title: item.title, reason: reason,
                              at: timeline.lastChange(of: item.id, paths: statusPaths, since: time),
                              journalDay: state.absence == .gone ? Self.journalDay(item, kind: state.status) : nil,
                              oldValue: piece.value))
        }
        let oldValues = Dictionary(old.map { ($0.id, $0.value) }, uniquingKeysWith: { a, _ in a })
        var revalued: [Entry] = []
        for item in now {
            guard let was = oldValues[item.id] else { continue }
            let value = item.estimatedValue
            guard was != value else { continue }
            revalued.append(Entry(id: item.id, number: ItemNumber.display(item.number), title: item.title, reason: "revalued",
                                  at: timeline.lastValuation(of: item)?.at.flatMap { $0 >= time ? $0 : nil }
                                      ?? timeline.lastChange(of: item.id, paths: ["estimatedValue"], since: time),
                                  oldValue: was, newValue: value))
        }
        let oldTotals = ExportTotals.merge([], old.compactMap(\.value))
        let newTotals = ExportTotals.merge([], now.compactMap { $0.estimatedValue })
        let currencies = Set(oldTotals.map(\.currency) + newTotals.map(\.currency)).sorted()
        let totals = currencies.map { code in
            Total(currency: code, old: oldTotals.first { $0.currency == code } ?? Money(minorUnits: 0, currency: code),
                  new: newTotals.first { $0.currency == code } ?? Money(minorUnits: 0, currency: code))
        }
        let numbers = Dictionary(items.map { ($0.id, $0.number ?? Int.max) }, uniquingKeysWith: { a, _ in a })
        func ordered(_ list: [Entry]) -> [Entry] {
            list.sorted { (numbers[$0.id] ?? Int.max, $0.title) < (numbers[$1.id] ?? Int.max, $1.title) }
        }
        return ReportChanges(since: since, sinceTime: time, fromReport: { if case .report = baseline { true } else { false } }(),
                             added: ordered(added), gone: ordered(gone), revalued: ordered(revalued), totals: totals)
    }


    /// The day of the latest journal entry of `kind` (`sold`, …) that has one.
    static func journalDay(_ item: ItemRecord, kind: String) -> String? {
        let events = (try? JournalEntry.entries(storedText: item.events.text)) ?? []
        return Journal(purchaseDate: item.purchaseDate, purchasePrice: nil, source: item.source,
                       purchaseQuantity: item.purchaseQuantity, events: events)
            .entriesInOrder.last { $0.kind.rawValue == kind && $0.day != nil }?.day
    }
}
