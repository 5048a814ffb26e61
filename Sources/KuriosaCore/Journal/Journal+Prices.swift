import Foundation

/// What the piece cost. Prices in different currencies are never converted (the catalog has
/// no exchange rates): only prices in the first price's currency are added.
extension Journal {
    /// The price every sum is in: the first purchase's price, or, when it has none, the
    /// earliest later purchase with a price (in `entriesInOrder`).
    public var firstPrice: Money? {
        firstPurchase.price ?? entriesInOrder.first { $0.kind == .purchase && $0.price != nil }?.price
    }

    /// The first price and every later purchase price in the first price's currency; prices
    /// in another currency are not added. Nil without any purchase price, or when the sum
    /// does not fit in 64-bit minor units.
    public var totalPurchasePrice: Money? {
        guard let first = firstPrice else { return nil }
        var total: Int64 = 0
        for price in purchasePrices where price.currency == first.currency {
            let (sum, overflow) = total.addingReportingOverflow(price.minorUnits)
            if overflow { return nil }
            total = sum
        }
        return Money(minorUnits: total, currency: first.currency)
    }

    /// What one unit cost: the total of the prices of the purchases that have both a price
    /// in the first price's currency and a count, divided by the total of their counts,
    /// rounded half away from zero to the minor unit. Purchases without a count or in another
    /// currency are left out of both totals, so 500 rounds for 250.00 CHF plus a later box
    /// with a price but no count give 0.50 CHF. Nil when no purchase has both.
    public var pricePerUnit: Money? {
        guard let currency = firstPrice?.currency else { return nil }
        var prices: Decimal = 0
        var counts: Decimal = 0
        var purchases: [(price: Money?, count: Double?)] = [(firstPurchase.price, firstPurchase.count)]
        purchases += entries.filter { $0.kind == .purchase }.map { ($0.price, $0.count) }
        for case let (price?, count?) in purchases where price.currency == currency {
            prices += Decimal(price.minorUnits)
            counts += Self.decimal(count)
        }
        guard counts > 0 else { return nil }
        let perUnit = DecimalMath.roundedHalfAwayFromZero(prices / counts, scale: 0)
        guard let minor = DecimalMath.int64(perUnit) else { return nil }
        return Money(minorUnits: minor, currency: currency)
    }

    /// The first purchase's price and the prices of the later purchases, in entered order.
    private var purchasePrices: [Money] {
        [firstPurchase.price].compactMap { $0 } + entries.filter { $0.kind == .purchase }.compactMap(\.price)
    }
}
