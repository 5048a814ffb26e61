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

    /// The status as reports and the spreadsheet name it, by language (en de fr it es): one
    /// table that the export writes and the import reads back.
    public var labels: [String: String] { Self.labelTable[self] ?? ["en": rawValue] }

    static let labelTable: [ItemStatus: [String: String]] = [
        .inCollection: ["en": "In the collection", "de": "In der Sammlung", "fr": "Dans la collection", "it": "Nella collezione", "es": "En la colección"],
        .lentOut: ["en": "Lent out", "de": "Verliehen", "fr": "Prêté", "it": "Prestato", "es": "Prestado"],
        .atService: ["en": "At service", "de": "Im Service", "fr": "En révision", "it": "In assistenza", "es": "En servicio"],
        .sold: ["en": "Sold", "de": "Verkauft", "fr": "Vendu", "it": "Venduto", "es": "Vendido"],
        .givenAway: ["en": "Given away", "de": "Verschenkt", "fr": "Donné", "it": "Regalato", "es": "Regalado"],
        .lost: ["en": "Lost", "de": "Verloren", "fr": "Perdu", "it": "Perso", "es": "Perdido"],
    ]

    /// The journal entry that brings a piece to this status, as the app writes it: the kind of
    /// that name, and `returned` for back in the collection.
    public var journalKind: JournalEntryKind {
        switch self {
        case .inCollection: .returned
        case .lentOut: .lentOut
        case .atService: .atService
        case .sold: .sold
        case .givenAway: .givenAway
        case .lost: .lost
        }
    }
}
