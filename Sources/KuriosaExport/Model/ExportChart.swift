import KuriosaCore

/// The bars of "value per collection": one per group and currency, each as a share of the
/// largest amount of its currency, so bars of two currencies are never compared or added.
public enum ExportChart {
    public struct Bar: Sendable, Hashable {
        public var label: String
        public var amount: Money
        /// 0…1 of the largest bar of the same currency.
        public var share: Double
    }

    public static func bars(_ document: ExportDocument, column: StandardColumn) -> [Bar] {
        var bars: [Bar] = []
        for group in document.groups {
            for amount in group.subtotal.sums.first(where: { $0.column == column })?.amounts ?? [] where amount.minorUnits > 0 {
                bars.append(Bar(label: group.title, amount: amount, share: 0))
            }
        }
        var largest: [String: Int64] = [:]
        for bar in bars { largest[bar.amount.currency] = max(largest[bar.amount.currency] ?? 0, bar.amount.minorUnits) }
        return bars.map { bar in
            var b = bar
            b.share = Double(bar.amount.minorUnits) / Double(max(1, largest[bar.amount.currency] ?? 1))
            return b
        }
    }

    /// The bars in one section per currency, in the order the currencies first appear, so a
    /// reader compares bars only within a currency (a bar of USD 120 is never set beside
    /// CHF 25,500 as if they were one scale).
    public static func sections(_ document: ExportDocument, column: StandardColumn) -> [(currency: String, bars: [Bar])] {
        var order: [String] = []
        var byCurrency: [String: [Bar]] = [:]
        for bar in bars(document, column: column) {
            if byCurrency[bar.amount.currency] == nil { order.append(bar.amount.currency) }
            byCurrency[bar.amount.currency, default: []].append(bar)
        }
        return order.map { ($0, byCurrency[$0] ?? []) }
    }
}
