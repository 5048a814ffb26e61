/// One entry of a piece's journal (`item.events`): a later purchase, a use, a sale, a loan,
/// a service, a return… Every key but `id` and `kind` is optional and left out of the JSON
/// when not set, and keys a newer app wrote are kept so a read–write round trip loses nothing.
public struct JournalEntry: Sendable, Hashable, Identifiable {
    /// A lowercase UUID, also used by `due:<id>` reminders.
    public var id: String
    public var kind: JournalEntryKind
    /// The calendar day, `YYYY-MM-DD`; nil when the collector does not know it.
    public var date: String?
    /// How many, in the collection's unit (`template.quantity`); more than zero when valid.
    public var quantity: Double?
    /// The price paid, the sale price, or the cost of a service.
    public var price: Money?
    /// The source, buyer, recipient, borrower, or workshop.
    public var counterparty: String?
    /// When something lent out or at a service is due back, `YYYY-MM-DD`.
    public var dueDate: String?
    public var note: String?
    /// Keys this toolkit does not know, written back after the known ones (sorted by key).
    public var unknownKeys: [String: JSONValue]

    public init(
        id: String, kind: JournalEntryKind, date: String? = nil, quantity: Double? = nil,
        price: Money? = nil, counterparty: String? = nil, dueDate: String? = nil, note: String? = nil,
        unknownKeys: [String: JSONValue] = [:]
    ) {
        self.id = id
        self.kind = kind
        self.date = date
        self.quantity = quantity
        self.price = price
        self.counterparty = counterparty
        self.dueDate = dueDate
        self.note = note
        self.unknownKeys = unknownKeys
    }

    /// The quantity when it is a real count (a finite number more than zero). Migration 11
    /// copied old amounts without checking them, so zero or negative amounts can be stored;
    /// the journal leaves them out like entries without a count.
    public var count: Double? {
        guard let quantity, quantity.isFinite, quantity > 0 else { return nil }
        return quantity
    }

    /// The day when `date` is a well-formed `YYYY-MM-DD`; other text counts as no day, so a
    /// damaged date sorts with the undated entries instead of among real days.
    public var day: String? { date.flatMap(Self.wellFormedDay) }

    /// `text` when it has the form `YYYY-MM-DD` with a month 01–12 and a day 01–31.
    static func wellFormedDay(_ text: String) -> String? {
        let b = Array(text.utf8)
        guard b.count == 10, b[4] == 0x2D, b[7] == 0x2D else { return nil }
        for i in [0, 1, 2, 3, 5, 6, 8, 9] where !(0x30...0x39).contains(b[i]) { return nil }
        let month = Int(b[5] - 0x30) * 10 + Int(b[6] - 0x30)
        let day = Int(b[8] - 0x30) * 10 + Int(b[9] - 0x30)
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        return text
    }
}
