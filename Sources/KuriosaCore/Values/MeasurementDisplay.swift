/// Measurements as people read them: stored in mm, g and ml, shown in the unit the field
/// suggests for the person's measurement system, rounded to what a measurement means.
public enum MeasurementDisplay {
    /// Which of a unit hint's two units to show.
    public enum System: String, Sendable, Hashable, CaseIterable {
        case metric
        case imperial
    }

    /// The unit a value is shown in: the hint's unit for the system when it is a known unit
    /// of the right kind, else mm, g, ml (metric) or in, oz, fl oz (imperial).
    public static func unit(kind: MeasurementKind, hint: UnitHint?, system: System) -> DisplayUnit {
        if let unit = hint?.unit(metric: system == .metric), unit.kind == kind { return unit }
        switch (kind, system) {
        case (.length, .metric): return .mm
        case (.mass, .metric): return .g
        case (.volume, .metric): return .ml
        case (.length, .imperial): return .in
        case (.mass, .imperial): return .oz
        case (.volume, .imperial): return .flOz
        }
    }

    /// The fraction digits shown for a value in its display unit: 1 from 100 on, 2 from 10,
    /// 3 from 1, and below 1 three significant digits (at most 6 fraction digits); trailing
    /// zeros are trimmed. Enough for a case diameter (40.5 mm, 1.594 in) or a carat weight
    /// (0.253 ct) without printing conversion noise.
    public static func fractionDigits(for value: Double) -> Int {
        let magnitude = abs(value)
        if magnitude >= 100 { return 1 }
        if magnitude >= 10 { return 2 }
        if magnitude >= 1 || magnitude == 0 { return 3 }
        var digits = 3
        var scaled = magnitude
        while scaled < 0.1, digits < 6 {
            scaled *= 10
            digits += 1
        }
        return digits
    }

    /// How a unit is written after the number: the identifier, except `fl oz` and `oz t`.
    public static func symbol(_ unit: DisplayUnit) -> String {
        switch unit {
        case .flOz: "fl oz"
        case .ozt: "oz t"
        default: unit.rawValue
        }
    }

    /// A canonical value in the chosen unit with its symbol after a no-break space:
    /// `40 mm`, `1.575 in`, `1.691 fl oz`, `6.45 g`.
    public static func string(canonical: Double, kind: MeasurementKind, hint: UnitHint?,
                              system: System, locale: String) -> String {
        let unit = unit(kind: kind, hint: hint, system: system)
        let value = unit.fromCanonical(canonical)
        let digits = max(fractionDigits(for: value), enteredDigits(value, unit: unit) ?? 0)
        let number = NumberText.string(value, locale: locale, maxFractionDigits: digits)
        return number + "\u{00A0}" + symbol(unit)
    }

    /// The most fraction digits a value in this unit is ever shown with: a hundredth of a
    /// millimetre, a milligram, a thousandth of a carat, a millilitre.
    public static func maxFractionDigits(_ unit: DisplayUnit) -> Int {
        switch unit {
        case .mm, .cl, .flOz: 2
        case .ml: 1
        case .cm, .in, .g, .ct, .oz, .ozt, .gr, .l: 3
        case .m, .kg, .lb, .gal, .ft: 3
        case .km, .mi: 3
        }
    }

    /// The fraction digits a value was entered with (`31.103` g: 3), when it has no more
    /// than the unit shows at most; nil for a value with conversion noise (31.103 g in
    /// ounces is 1.09712…), which then keeps the magnitude rule of `fractionDigits(for:)`.
    /// So a weight keeps the precision it was entered with: `31.103 g`, not `31.1 g`.
    public static func enteredDigits(_ value: Double, unit: DisplayUnit) -> Int? {
        guard value.isFinite, let decimal = DecimalMath.decimal(value) else { return nil }
        // Six digits remove a double's own noise (0.1 + 0.2) without hiding entered digits.
        let rounded = DecimalMath.plainDigits(DecimalMath.roundedHalfAwayFromZero(decimal, scale: 6))
        guard let point = rounded.firstIndex(of: ".") else { return 0 }
        var fraction = rounded[rounded.index(after: point)...]
        while fraction.last == "0" { fraction = fraction.dropLast() }
        return fraction.count <= maxFractionDigits(unit) ? fraction.count : nil
    }
}
