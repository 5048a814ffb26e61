import Foundation

/// A number with its unit while a formula is worked out: the unit algebra of
/// docs/values-and-calculations.md#calculations-calculationevaluator lives here, apart from
/// looking up operands.
enum CalculationQuantity: Sendable, Hashable {
    case plain(Decimal)
    case money(Decimal, currency: String)
    case measurement(Decimal, kind: MeasurementKind, hint: UnitHint?)

    var amount: Decimal {
        switch self {
        case let .plain(value), let .money(value, _), let .measurement(value, _, _): value
        }
    }

    var isPlain: Bool {
        if case .plain = self { return true }
        return false
    }

    /// The same unit with another amount.
    func with(_ amount: Decimal) -> CalculationQuantity {
        switch self {
        case .plain: .plain(amount)
        case let .money(_, currency): .money(amount, currency: currency)
        case let .measurement(_, kind, hint): .measurement(amount, kind: kind, hint: hint)
        }
    }

    /// Whether two non-plain quantities have the same unit: the same currency, or
    /// measurements of the same kind (hints do not matter).
    func hasSameUnit(as other: CalculationQuantity) -> Bool {
        switch (self, other) {
        case (.plain, .plain): true
        case let (.money(_, a), .money(_, b)): a == b
        case let (.measurement(_, a, _), .measurement(_, b, _)): a == b
        default: false
        }
    }

    /// `left operation right` with the units of
    /// docs/values-and-calculations.md#calculations-calculationevaluator, nil when they do not
    /// fit or the divisor is zero:
    /// - + and −: equal units keep them; a plain side takes the other side's unit.
    /// - ×: one side must be plain; the result has the other side's unit.
    /// - ÷: by a plain number keeps the left unit; equal units give a plain ratio.
    /// A measurement result keeps the hint of the first measurement used (the left one when
    /// both are measurements).
    static func combine(_ left: CalculationQuantity, _ operation: FormulaOperation,
                        _ right: CalculationQuantity) -> CalculationQuantity? {
        let a = left.amount
        let b = right.amount
        let unit: CalculationQuantity
        let amount: Decimal
        switch operation {
        case .add, .subtract:
            if left.isPlain { unit = right } else if right.isPlain || left.hasSameUnit(as: right) { unit = left } else { return nil }
            amount = operation == .add ? a + b : a - b
        case .multiply:
            if left.isPlain { unit = right } else if right.isPlain { unit = left } else { return nil }
            amount = a * b
        case .divide:
            guard !b.isZero else { return nil }
            if right.isPlain { unit = left } else if left.hasSameUnit(as: right) { unit = .plain(0) } else { return nil }
            amount = a / b
        }
        guard !amount.isNaN else { return nil }
        return unit.with(amount)
    }

    /// The amount a calculation shows: money rounded half away from zero to its minor unit,
    /// other amounts as they are. Nil when the money does not fit in minor units.
    func finished() -> CalculationQuantity? {
        guard case let .money(amount, currency) = self else { return self }
        guard let money = Money.rounded(amount: amount, currency: currency) else { return nil }
        return .money(money.decimalAmount, currency: currency)
    }

    /// The public result; nil when a number does not convert to a finite double.
    var result: CalculationResult? {
        switch self {
        case let .plain(value):
            return DecimalMath.double(value).map(CalculationResult.plain)
        case let .money(amount, currency):
            return Money.rounded(amount: amount, currency: currency).map(CalculationResult.money)
        case let .measurement(value, kind, hint):
            return DecimalMath.double(value).map { .measurement(canonical: $0, kind: kind, hint: hint) }
        }
    }
}
