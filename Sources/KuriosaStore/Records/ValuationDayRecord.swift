import Foundation
import KuriosaCore

/// The day a piece's estimated value was set, when a spreadsheet said it (`Valued on`,
/// docs/import.md#the-day-of-a-value). The catalog has no column for it, and the history's
/// `occurred_at` is when a change was written, which must never be back-dated. So the day is
/// kept where the format leaves room for a toolkit's own data: one `library_meta` key
/// `valued:<item id>` per piece, as batch names are kept, carried by merge (which keeps a key
/// one copy has, and of two takes the smaller text). The app does not read it; it shows the
/// value as it is.
///
/// The day belongs to the value it came with: it counts only while the piece still holds that
/// amount and no later history entry valued the piece again (an edit in the app, an undo).
public struct ValuationDayRecord: Sendable, Hashable {
    public static let keyPrefix = "valued:"

    /// `YYYY-MM-DD`: when the value was set, as the sheet says.
    public var day: String
    /// When the toolkit wrote it (catalog time): valuations in the history after it win.
    public var at: String
    /// The amount the day is for.
    public var value: Money

    public init(day: String, at: String, value: Money) {
        self.day = day
        self.at = at
        self.value = value
    }

    var text: String {
        JSONValue.object(["day": .string(day), "at": .string(at), "value": Money.catalogJSON(value)]).catalogJSONText
    }

    init?(text: String) {
        guard case .object(let o)? = try? JSONValue(parsing: text), case .string(let day)? = o["day"],
              case .string(let at)? = o["at"], let value = o["value"].flatMap(Money.init(catalogJSON:)),
              day.utf8.count == 10, Timestamp.date(from: day + "T00:00:00.000Z") != nil else { return nil }
        self.init(day: day, at: at, value: value)
    }

    /// The day stored for a piece, nil when there is none (or it does not read).
    public static func fetch(_ db: Database, itemID: String) throws -> ValuationDayRecord? {
        try LibraryMeta.value(db, key: keyPrefix + itemID).flatMap(ValuationDayRecord.init(text:))
    }

    /// Every piece's stored day, by item id.
    public static func fetchAll(_ db: Database) throws -> [String: ValuationDayRecord] {
        var out: [String: ValuationDayRecord] = [:]
        for (key, value) in try LibraryMeta.fetch(db).entries where key.hasPrefix(keyPrefix) {
            if let day = ValuationDayRecord(text: value) { out[String(key.dropFirst(keyPrefix.count))] = day }
        }
        return out
    }

    /// Stores the day for a piece (in the transaction that writes its value).
    public func store(_ db: Database, itemID: String) throws {
        try LibraryMeta.set(db, key: Self.keyPrefix + itemID, value: text)
    }

    /// When a piece was last valued, and where the day comes from.
    public struct Valuation: Sendable, Hashable {
        /// `YYYY-MM-DD`.
        public var day: String
        /// The catalog timestamp of the history entry; nil when the day is the piece's
        /// `createdAt` (its history has no valuation) or a stored `ValuationDayRecord`'s.
        public var at: String?
    }

    /// The last valuation of a piece with an estimated value; nil without one. `entries` are
    /// the piece's own history entries, oldest first.
    ///
    /// A valuation is an entry whose changes set `estimatedValue` to an amount (a create
    /// with one counts; a change to null does not). Undo takes a valuation back: an entry
    /// that undoes a valuation removes it (the one before counts again), and one that undoes
    /// that undo brings it back. Without any valuation in the history the piece counts as
    /// valued on the day it was created. A stored day wins while it still applies: the piece
    /// holds its amount and no valuation (or undo of one) came after it was written.
    public static func last(of item: ItemRecord, entries: [HistoryEntry], stored: ValuationDayRecord?) -> Valuation? {
        last(of: item, steps: steps(entries), stored: stored)
    }

    /// One history entry that changed a piece's `estimatedValue`: all `last` needs of it, so
    /// a reader that has parsed the entries already (`ItemTimeline`) does not parse them again.
    public struct Step: Sendable, Hashable {
        public var id: String
        public var time: String
        public var undoesID: String?
        /// The change set an amount (not null).
        public var setsValue: Bool

        public init(id: String, time: String, undoesID: String?, setsValue: Bool) {
            self.id = id
            self.time = time
            self.undoesID = undoesID
            self.setsValue = setsValue
        }
    }

    /// The steps of `entries` (a piece's own, oldest first): those of entity `item` whose
    /// changes name `estimatedValue`.
    public static func steps(_ entries: [HistoryEntry]) -> [Step] {
        entries.compactMap { entry in
            guard entry.entity == ItemRecord.entity,
                  let change = ((try? entry.changes()) ?? []).first(where: { $0.path == "estimatedValue" }) else { return nil }
            return Step(id: entry.id, time: entry.occurredAt, undoesID: entry.undoesID, setsValue: change.new != .null)
        }
    }

    /// `last(of:entries:stored:)` from steps read already, oldest first.
    public static func last(of item: ItemRecord, steps: [Step], stored: ValuationDayRecord?) -> Valuation? {
        guard let value = item.estimatedValue else { return nil }
        var valuations: [(id: String, time: String)] = []
        var takenBack: [String: (id: String, time: String)] = [:]
        var lastStep = ""
        for step in steps {
            lastStep = max(lastStep, step.time)
            if let undone = step.undoesID {
                if let index = valuations.lastIndex(where: { $0.id == undone }) {
                    takenBack[step.id] = valuations.remove(at: index)
                } else if let again = takenBack[undone] {
                    valuations.append(again)
                    valuations.sort { $0.time < $1.time }
                }
            } else if step.setsValue {
                valuations.append((step.id, step.time))
            }
        }
        if let stored, stored.value == value, lastStep <= stored.at { return Valuation(day: stored.day, at: nil) }
        if let last = valuations.last { return Valuation(day: String(last.time.prefix(10)), at: last.time) }
        return Valuation(day: String(item.createdAt.prefix(10)), at: nil)
    }
}
