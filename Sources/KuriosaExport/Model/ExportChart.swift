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
            if bars.contains(where: { $0.label == bar.label && $0.amount.currency != bar.amount.currency }) {
                b.label += " (\(bar.amount.currency))"
            }
            return b
        }
    }
}
