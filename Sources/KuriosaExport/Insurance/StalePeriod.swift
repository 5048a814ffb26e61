import Foundation

/// How old a valuation may be before an insurer would want a new one (`--stale-after`):
/// a whole number of years, months, weeks or days, counted back from the report's day on
/// the calendar (docs/insurance-report.md, "Stale valuations").
public struct StalePeriod: Sendable, Hashable, CustomStringConvertible {
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case years = "y", months = "m", weeks = "w", days = "d"
    }

    public var amount: Int
    public var unit: Unit

    public init(amount: Int, unit: Unit) {
        self.amount = amount
        self.unit = unit
    }

    /// Three years: what insurers commonly ask for between appraisals.
    public static let standard = StalePeriod(amount: 3, unit: .years)

    /// Reads `3y`, `18m`, `6w`, `400d` (also `3 years`, `18 months`, …; case ignored).
    /// Nil for anything else, for 0, and for more than 9999 units.
    public init?(_ text: String) {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        let digits = t.prefix { $0.isASCII && $0.isNumber }
        let rest = t.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        guard let n = Int(digits), (1...9999).contains(n) else { return nil }
        let names: [Unit: [String]] = [
            .years: ["y", "year", "years"], .months: ["m", "month", "months"],
            .weeks: ["w", "week", "weeks"], .days: ["d", "day", "days"],
        ]
        guard let unit = Unit.allCases.first(where: { names[$0]?.contains(rest) == true }) else { return nil }
        self.init(amount: n, unit: unit)
    }

    /// `3y`: the short form, as the option takes it.
    public var description: String { "\(amount)\(unit.rawValue)" }

    /// The first day a valuation is still fresh on a report of `day` (`YYYY-MM-DD`):
    /// `day` minus the period; a month end is kept (2026-03-31 minus 1 m is 2026-02-28).
    /// Nil when `day` is not a calendar day.
    public func freshFrom(_ day: String) -> String? {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let start = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])) else { return nil }
        var back = DateComponents()
        switch unit {
        case .years: back.year = -amount
        case .months: back.month = -amount
        case .weeks: back.day = -7 * amount
        case .days: back.day = -amount
        }
        guard let date = calendar.date(byAdding: back, to: start) else { return nil }
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
    }
}
