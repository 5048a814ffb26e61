import Foundation

/// Works out calculation fields for one item
/// (docs/values-and-calculations.md#calculations-calculationevaluator: the template format's
/// "Calculation fields", reimplemented exactly). Arithmetic is decimal, so money sums are exact
/// and only the final money result is rounded, half away from zero, to its minor unit.
public struct CalculationEvaluator: Sendable {
    public let template: Template
    /// The item's stored field values. Values under calculation keys are ignored.
    public let fields: [String: FieldValue]
    public let purchasePrice: Money?
    public let estimatedValue: Money?

    public init(template: Template, fields: [String: FieldValue], purchasePrice: Money?, estimatedValue: Money?) {
        self.template = template
        self.fields = fields
        self.purchasePrice = purchasePrice
        self.estimatedValue = estimatedValue
    }

    /// The result of the calculation field `key`, or nil when there is none: the key is not
    /// a calculation with a formula, an operand has no value, a divisor is zero, amounts have
    /// different currencies, the units do not fit, or the formula leads back to itself.
    public func result(for key: String) -> CalculationResult? {
        var visiting: Set<String> = []
        return evaluate(key, visiting: &visiting)?.result
    }

    /// The results of every calculation field of the template that has one, by key.
    public func allResults() -> [String: CalculationResult] {
        var results: [String: CalculationResult] = [:]
        for field in template.fields where field.type == .calculation {
            results[field.key] = result(for: field.key)
        }
        return results
    }

    /// One calculation's result as a quantity, with circle protection: a key met again
    /// while it is being worked out has no result.
    private func evaluate(_ key: String, visiting: inout Set<String>) -> CalculationQuantity? {
        guard let field = template.field(key), field.type == .calculation, let formula = field.formula,
              visiting.insert(key).inserted else { return nil }
        defer { visiting.remove(key) }
        guard let left = operand(formula.left, visiting: &visiting),
              let right = operand(formula.right, visiting: &visiting),
              let combined = CalculationQuantity.combine(left, formula.operation, right) else { return nil }
        // Money is rounded as each calculation's result, so a calculation that uses another
        // one uses the amount that one shows.
        return combined.finished()
    }

    /// The value of one operand as a quantity, nil when it has none.
    private func operand(_ operand: Operand, visiting: inout Set<String>) -> CalculationQuantity? {
        switch operand {
        case let .number(value):
            return DecimalMath.decimal(value).map(CalculationQuantity.plain)
        case let .item(amount):
            let money = amount == .purchasePrice ? purchasePrice : estimatedValue
            return money.map { .money($0.decimalAmount, currency: $0.currency) }
        case let .field(key):
            guard let field = template.field(key) else { return nil }
            if field.type == .calculation { return evaluate(key, visiting: &visiting) }
            guard let value = fields[key] else { return nil }
            switch (field.type, value) {
            case let (.number, .number(number)):
                return DecimalMath.decimal(number).map(CalculationQuantity.plain)
            case let (.quantity, .quantity(amount, _)):
                return DecimalMath.decimal(amount).map(CalculationQuantity.plain)
            case let (.rating, .rating(stars)):
                return .plain(Decimal(stars))
            case let (.currency, .currency(money)):
                return .money(money.decimalAmount, currency: money.currency)
            case let (.measurement, .measurement(canonical)):
                guard let kind = field.measurement, let decimal = DecimalMath.decimal(canonical) else { return nil }
                return .measurement(decimal, kind: kind, hint: field.unitHint)
            default:
                // The field has no number (text, date, …) or holds a value of another type.
                return nil
            }
        }
    }
}
