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
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" }).map(String.init)
        guard words.count == 2 else { return nil }
        let (code, number) = words[0].allSatisfy(\.isLetter) ? (words[0], words[1]) : (words[1], words[0])
        let currency = code.uppercased()
        guard currency.count == 3, Currency.isKnown(currency) else { return nil }
        // Grouping only between groups of three digits, so that "2500,50" (a decimal comma)
        // is refused rather than read as 250050.
        let grouping: Set<Character> = ["'", "’", "_", ","]
        let whole = number.split(separator: ".", omittingEmptySubsequences: false).first ?? ""
        let groups = whole.split(omittingEmptySubsequences: false, whereSeparator: { grouping.contains($0) })
        guard groups.count == 1 || ((1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }),
              !number.split(separator: ".").dropFirst().contains(where: { $0.contains(where: grouping.contains) }) else { return nil }
        let plain = number.filter { !grouping.contains($0) }
        guard !plain.isEmpty, plain.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              plain.filter({ $0 == "." }).count <= 1, plain.first != ".", plain.last != ".",
              let amount = Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        let digits = Currency.minorUnitDigits(currency) ?? 2
        let fraction = plain.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        guard fraction <= digits, let money = Money.rounded(amount: amount, currency: currency), money.minorUnits > 0 else { return nil }
        return money
    }
}
