/// What a journal entry records; the raw value is the `kind` stored in `item.events`.
public enum JournalEntryKind: String, Sendable, Hashable, Codable, CaseIterable {
    case purchase
    case used
    case sold
    case givenAway = "given_away"
    case lost
    case lentOut = "lent_out"
    case atService = "at_service"
    case returned

    /// Kinds whose count leaves the collection for good and lowers the count.
    public var takesAway: Bool {
        switch self {
        case .used, .sold, .givenAway, .lost: true
        default: false
        }
    }

    /// Kinds whose count is away for a while (lent or at a workshop) and comes back with
    /// a `returned` entry.
    public var sendsAway: Bool { self == .lentOut || self == .atService }

    /// Kinds that may carry a `dueDate`, and so a `due:` reminder.
    public var canBeDue: Bool { sendsAway }
}
