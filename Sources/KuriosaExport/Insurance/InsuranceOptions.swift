import Foundation
import KuriosaCore

/// What the insurance report adds beyond its cover, summary and piece pages: a comparison
/// with an earlier day or report, how old a valuation may be, and the per-item limits above
/// which insurers want a piece listed on its own (docs/insurance-report.md).
public struct InsuranceOptions: Sendable, Hashable {
    /// What "Changes since …" compares with.
    public enum Baseline: Sendable, Hashable {
        /// A day `YYYY-MM-DD` (`--since`): the library as its history says it was at 00:00 UTC.
        case day(String)
        /// The sidecar an earlier report wrote (`--since-report`).
        case report(InsuranceSidecar)
    }

    /// How the PDF shows the pieces (#29): a page each (`pages`, the old report: 5,030 pieces
    /// made 5,278 pages), every piece in a schedule table (`schedule`), or a page for the
    /// pieces with photos or documents and the others in the schedule (`mixed`, the default).
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        case pages, schedule, mixed
    }

    public var layout: Layout = .mixed
    public var baseline: Baseline?
    public var staleAfter: StalePeriod
    /// At most one per currency, sorted by currency code.
    public var itemLimits: [Money]

    public init(baseline: Baseline? = nil, staleAfter: StalePeriod = .standard, itemLimits: [Money] = []) {
        self.baseline = baseline
        self.staleAfter = staleAfter
        self.itemLimits = itemLimits.sorted { $0.currency < $1.currency }
    }

    /// The limit of a currency, if one was given.
    public func limit(for currency: String) -> Money? {
        itemLimits.first { $0.currency == currency }
    }

    /// Reads an amount as `--item-limit` takes it: an ISO 4217 code and a plain number, in
    /// either order (`CHF 5000`, `5000.50 EUR`, `JPY 1000000`); `'`, `’`, `_` and `,` between
    /// groups of three digits are grouping (`CHF 5'000`), a point is the decimal mark. Nil for an
    /// unknown currency, a negative or fractional amount the currency cannot hold, or any
    /// other text.
    public static func money(_ text: String) -> Money? {
        guard let money = Money(codeAndAmount: text), money.minorUnits > 0 else { return nil }
        return money
    }
}
