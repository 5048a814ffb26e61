/// How a column's slash dates (`A/B/YYYY`, `A-B-YYYY`) are read when both A and B are 12 or
/// less (docs/import-rules.md#dates): what the column's other cells prove.
package enum DateOrder: Sendable, Equatable {
    case dayFirst
    case monthFirst
    /// Nothing proven, or both orders: ambiguous cells are `ambiguous_date`.
    case undecided
}

/// Gathers a date column's proof of order in the first pass.
package struct DateOrderVote: Sendable, Equatable {
    public private(set) var provesDayFirst = false
    public private(set) var provesMonthFirst = false

    public init() {}

    public mutating func observe(_ cell: String) {
        // An ISO date (`2011-12-25`, the usual form) proves no order.
        if DateReader.isoParts(cell) != nil { return }
        guard let (a, b, _) = DateReader.slashParts(DateReader.splitTime(cell).date) else { return }
        if a > 12 && b <= 12 { provesDayFirst = true }
        if b > 12 && a <= 12 { provesMonthFirst = true }
    }

    public var order: DateOrder {
        switch (provesDayFirst, provesMonthFirst) {
        case (true, false): return .dayFirst
        case (false, true): return .monthFirst
        default: return .undecided
        }
    }
}
