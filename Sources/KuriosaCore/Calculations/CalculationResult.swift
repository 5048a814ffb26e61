/// What a calculation field shows for one item. Results are never stored
/// (docs/values-and-calculations.md#calculations-calculationevaluator): they are worked out by
/// `CalculationEvaluator` whenever they are shown or exported.
public enum CalculationResult: Sendable, Hashable {
    /// A number without unit: counts, stars, fixed numbers, ratios.
    case plain(Double)
    /// Money, already rounded half away from zero to the currency's minor unit.
    case money(Money)
    /// A measurement in its kind's canonical unit, with the unit hint of the first
    /// measurement the calculation uses (nil when that field has none).
    case measurement(canonical: Double, kind: MeasurementKind, hint: UnitHint?)
}

extension CalculationResult {
    /// The result as people read it: money with `MoneyFormatter`, measurements with
    /// `MeasurementDisplay`, plain numbers with up to 3 fraction digits.
    public func string(locale: String, system: MeasurementDisplay.System) -> String {
        switch self {
        case let .plain(value): NumberText.string(value, locale: locale, maxFractionDigits: 3)
        case let .money(money): MoneyFormatter.string(money, locale: locale)
        case let .measurement(canonical, kind, hint):
            MeasurementDisplay.string(canonical: canonical, kind: kind, hint: hint, system: system, locale: locale)
        }
    }
}
