/// Where a piece is, as `item.status` stores it. The journal decides it (see
/// `Journal.status(current:)` and docs/journal-and-status.md).
public enum ItemStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case inCollection = "in_collection"
    case lentOut = "lent_out"
    case atService = "at_service"
    case sold
    case givenAway = "given_away"
    case lost

    /// Sold, given away or lost: nothing of the piece is left with the collector, so it gets
    /// no reminders and no longer counts as held.
    public var isGone: Bool {
        self == .sold || self == .givenAway || self == .lost
    }

    /// Lent out or at a service: the piece is still the collector's but somewhere else.
    public var isAway: Bool { self == .lentOut || self == .atService }
}
