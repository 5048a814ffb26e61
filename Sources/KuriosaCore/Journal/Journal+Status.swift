import Foundation

/// The status a journal leads to (the rule is this toolkit's, written down in
/// docs/journal-and-status.md#status-journalstatuscurrent). In short: walk the entries in the
/// order things happened; the latest entry that says where the piece is decides. An entry
/// without a count (or any entry of a piece without a count) speaks for the whole piece; an
/// entry with a count changes the figures, and the figures say where it is.
extension Journal {
    /// The status the journal leads to, or `current` when no entry says anything about where
    /// the piece is (no sale, gift, loss, loan, service or return, and no counted use), so a
    /// status set before the piece had a journal stays.
    public func status(current: ItemStatus) -> ItemStatus {
        decidedStatus ?? current
    }

    /// The status the journal decides, nil when it decides none.
    public var decidedStatus: ItemStatus? {
        var walk = StatusWalk(counted: hasCount, firstCount: firstPurchase.count.map(Self.decimal))
        for entry in entriesInOrder { walk.apply(entry) }
        return walk.status
    }
}

/// The running state of the status walk.
struct StatusWalk {
    /// Whether the piece has a count; without one every entry is a whole-piece entry.
    let counted: Bool
    var bought: Decimal
    var takenAway: Decimal = 0
    var sentAway: Decimal = 0
    var cameBack: Decimal = 0
    /// The kind of the latest counted used/sold/given_away/lost entry.
    var lastTakeAway: JournalEntryKind?
    /// The kind of the latest counted lent_out/at_service entry.
    var lastSendAway: JournalEntryKind?
    /// The status so far; nil while no entry has decided one.
    var status: ItemStatus?

    init(counted: Bool, firstCount: Decimal?) {
        self.counted = counted
        self.bought = firstCount ?? 0
    }

    mutating func apply(_ entry: JournalEntry) {
        if counted, let count = entry.count {
            applyCounted(entry.kind, Journal.decimal(count))
        } else {
            applyWholePiece(entry.kind)
        }
    }

    /// An entry about the whole piece: its kind says where the piece is now.
    private mutating func applyWholePiece(_ kind: JournalEntryKind) {
        switch kind {
        case .sold: status = .sold
        case .givenAway: status = .givenAway
        case .lost: status = .lost
        case .lentOut: status = .lentOut
        case .atService: status = .atService
        case .returned: status = .inCollection
        case .purchase:
            // Bought again after it was gone; buying more of something lent out does not
            // bring the lent piece back, and a first purchase decides nothing.
            if status?.isGone == true { status = .inCollection }
        case .used:
            // Using a piece (wearing a watch, opening a bottle of unknown count) leaves it where it is.
            break
        }
    }

    /// An entry with a count: it changes the figures, and the figures decide.
    private mutating func applyCounted(_ kind: JournalEntryKind, _ count: Decimal) {
        switch kind {
        case .purchase: bought += count
        case .used, .sold, .givenAway, .lost:
            takenAway += count
            lastTakeAway = kind
        case .lentOut, .atService:
            sentAway += count
            lastSendAway = kind
        case .returned: cameBack += count
        }
        status = figuresStatus
    }

    /// Nothing left: the kind of the entry that took the last pieces (used up stays in the
    /// collection, at a count of 0). Everything left away: lent out or at a service, by the
    /// latest counted such entry. Otherwise in the collection.
    private var figuresStatus: ItemStatus {
        let left = max(bought - takenAway, 0)
        if left == 0 {
            switch lastTakeAway {
            case .sold: return .sold
            case .givenAway: return .givenAway
            case .lost: return .lost
            default: return .inCollection
            }
        }
        let away = min(max(sentAway - cameBack, 0), left)
        if away == left { return lastSendAway == .atService ? .atService : .lentOut }
        return .inCollection
    }
}

extension Journal {
    /// Whether something of the piece is away, as `due:` reminders need it
    /// (docs/journal-and-status.md#reminders): its status is lent_out or at_service, or some of
    /// its count is away.
    public func hasSomethingAway(status: ItemStatus) -> Bool {
        status.isAway || (exactAwayCount ?? 0) > 0
    }
}
