import Foundation

/// A piece's journal: its first purchase (the item's `purchase_date`, `purchase_price_*`,
/// `source`, `purchase_quantity`) and the entries of `item.events`. It works out what the
/// catalog schema says readers show: the count, what is away, the price per unit, the total
/// purchase price, the display order, and the status
/// (docs/journal-and-status.md#status-journalstatuscurrent).
public struct Journal: Sendable, Hashable {
    /// The first purchase, stored in the item's own columns.
    public struct FirstPurchase: Sendable, Hashable {
        public var date: String?
        public var price: Money?
        public var source: String?
        /// How many were bought the first time; a count only when more than zero.
        public var quantity: Double?

        public init(date: String? = nil, price: Money? = nil, source: String? = nil, quantity: Double? = nil) {
            self.date = date
            self.price = price
            self.source = source
            self.quantity = quantity
        }

        /// The quantity when it is a real count (finite, more than zero).
        public var count: Double? {
            guard let quantity, quantity.isFinite, quantity > 0 else { return nil }
            return quantity
        }
    }

    public var firstPurchase: FirstPurchase
    /// The entries in the order entered (the order of `item.events`).
    public var entries: [JournalEntry]

    public init(firstPurchase: FirstPurchase = FirstPurchase(), entries: [JournalEntry] = []) {
        self.firstPurchase = firstPurchase
        self.entries = entries
    }

    /// A journal from the item's columns, as they are stored.
    public init(
        purchaseDate: String?, purchasePrice: Money?, source: String?, purchaseQuantity: Double?,
        events: [JournalEntry]
    ) {
        self.init(
            firstPurchase: FirstPurchase(date: purchaseDate, price: purchasePrice, source: source, quantity: purchaseQuantity),
            entries: events)
    }

    /// The entries in the order things happened: entries without a day first (in the order
    /// entered), then by day, entries of one day in the order entered. The first purchase is
    /// before all of them. This is the order the status is worked out in.
    public var entriesInOrder: [JournalEntry] {
        let undated = entries.filter { $0.day == nil }
        let dated = entries.enumerated().compactMap { pair in pair.element.day.map { (day: $0, index: pair.offset) } }
            .sorted { ($0.day, $0.index) < ($1.day, $1.index) }
            .map { entries[$0.index] }
        return undated + dated
    }

    /// The entries as readers show them: newest first, entries without a day last. It is
    /// exactly `entriesInOrder` reversed, so the entry on top is the one that decided the
    /// status; the first purchase goes below all of them.
    public var entriesNewestFirst: [JournalEntry] { entriesInOrder.reversed() }
}

extension Journal {
    /// The quantity of an entry as an exact decimal, so that 0.1 + 0.2 bottles is 0.3.
    static func decimal(_ count: Double) -> Decimal { DecimalMath.decimal(count) ?? 0 }

    /// A decimal count back as a double for display.
    static func double(_ value: Decimal) -> Double { Double(DecimalMath.plainDigits(value)) ?? 0 }

    /// Whether the piece has a count at all: the first purchase or a later purchase has one.
    /// Uses, sales and loans with a count but no purchase count give none: what is left
    /// cannot be known (migration 11 keeps such uses, for example 50 rounds "recorded
    /// before the count was entered").
    public var hasCount: Bool {
        firstPurchase.count != nil || entries.contains { $0.kind == .purchase && $0.count != nil }
    }

    /// Every purchase count (the first purchase's included) minus every used, sold,
    /// given_away and lost count, at least 0; nil when the piece has no count (`hasCount`).
    /// Entries without a count are left out.
    public var count: Double? {
        guard let value = exactCount else { return nil }
        return Self.double(value)
    }

    /// What is away: lent_out and at_service counts minus returned counts, at least 0 and
    /// at most the count; nil when the piece has no count.
    public var awayCount: Double? {
        guard let value = exactAwayCount else { return nil }
        return Self.double(value)
    }

    var exactCount: Decimal? {
        guard hasCount else { return nil }
        var total = firstPurchase.count.map(Self.decimal) ?? 0
        for entry in entries {
            guard let count = entry.count else { continue }
            if entry.kind == .purchase { total += Self.decimal(count) }
            if entry.kind.takesAway { total -= Self.decimal(count) }
        }
        return max(total, 0)
    }

    var exactAwayCount: Decimal? {
        guard let count = exactCount else { return nil }
        var away: Decimal = 0
        for entry in entries {
            guard let n = entry.count else { continue }
            if entry.kind.sendsAway { away += Self.decimal(n) }
            if entry.kind == .returned { away -= Self.decimal(n) }
        }
        return min(max(away, 0), count)
    }
}
