/// A reminder on one of a piece's dates (`item.reminders`, version 15,
/// docs/journal-and-status.md#reminders): a date field of the template, or the due date of a
/// loan or service. Reminders are never exported; keys a newer app wrote are kept so a round
/// trip loses nothing.
public struct Reminder: Sendable, Hashable, Identifiable {
    /// How long before the date the reminder comes.
    public enum Lead: String, Sendable, Hashable, Codable, CaseIterable {
        case onTheDay = "on_the_day"
        case dayBefore = "day_before"
        case weekBefore = "week_before"
        /// The same day of the previous month, or its last day.
        case monthBefore = "month_before"
    }

    /// How often the date comes again, always counted from the date as entered (a month
    /// keeps its day or ends on its last day).
    public enum Repeat: String, Sendable, Hashable, Codable, CaseIterable {
        case monthly
        case yearly
        case everyTwoYears = "every_2_years"
        case everyThreeYears = "every_3_years"
        case everyFiveYears = "every_5_years"
    }

    /// Which date a reminder is on, as its `id` names it.
    public enum Target: Sendable, Hashable {
        /// `field:<key>`: a field of type date of the collection's template.
        case field(key: String)
        /// `due:<entry id>`: the `dueDate` of a lent_out or at_service journal entry.
        case due(entryID: String)

        /// The stored id, `field:next_inspection` or `due:<uuid>`.
        public var id: String {
            switch self {
            case let .field(key): "field:" + key
            case let .due(entryID): "due:" + entryID
            }
        }

        /// The target an id names; nil when it has neither form or names nothing.
        public init?(id: String) {
            if id.hasPrefix("field:"), id.count > 6 {
                self = .field(key: String(id.dropFirst(6)))
            } else if id.hasPrefix("due:"), id.count > 4 {
                self = .due(entryID: String(id.dropFirst(4)))
            } else {
                return nil
            }
        }
    }

    /// `field:<key>` or `due:<entry id>`; at most one reminder per date, so also its identity.
    public var id: String
    public var lead: Lead
    /// Nil when the date does not repeat; a `due:` reminder never repeats.
    public var `repeat`: Repeat?
    /// Keys this toolkit does not know, written back after the known ones (sorted by key).
    public var unknownKeys: [String: JSONValue]

    /// A reminder as stored; `validate()` checks it.
    public init(id: String, lead: Lead, repeat: Repeat? = nil, unknownKeys: [String: JSONValue] = [:]) {
        self.id = id
        self.lead = lead
        self.repeat = `repeat`
        self.unknownKeys = unknownKeys
    }

    /// A reminder on a target, checked.
    /// - Throws: `JournalError.invalidReminder` when a due date is given a repeat.
    public init(target: Target, lead: Lead, repeat: Repeat? = nil) throws {
        self.init(id: target.id, lead: lead, repeat: `repeat`)
        try validate()
    }

    /// The date the id names, nil when the id has neither form.
    public var target: Target? { Target(id: id) }
}
