/// docs/import-rules.md#quantities-and-counts: amounts greater than zero, with a unit that
/// names a quantity field's option or the template's own count unit.
package enum QuantityReader {
    /// A `quantity` field: `5 years`, `60 Monate`; no unit means the only visible option.
    /// - Parameter zero: an amount of 0 reads too (`CellKind.quantity`).
    public static func field(_ cell: String, units: ChoiceMatcher, fileMark: DecimalMark, zero: Bool = false) throws(CellError) -> ParsedCell {
        let amount = try positiveAmount(cell, fileMark: fileMark, zero: zero)
        if amount.unit.isEmpty {
            let visible = units.options.filter { !$0.hidden }
            guard visible.count == 1 else { throw CellError(.invalidQuantity) }
            return .quantity(amount: amount.value, unit: visible[0].id)
        }
        guard let index = units.index(of: amount.unit) else { throw CellError(.invalidQuantity) }
        return .quantity(amount: amount.value, unit: units.options[index].id)
    }

    /// The quantity column: `12`, `12 bottles`, `1 Flasche` (the template's `quantity.one` and
    /// `.other` names in any language, passed normalized or not).
    /// - Parameter zero: `0` is a count too (`CellKind.count`).
    public static func count(_ cell: String, unitNames: [String], fileMark: DecimalMark, zero: Bool = false) throws(CellError) -> ParsedCell {
        let amount = try positiveAmount(cell, fileMark: fileMark, zero: zero)
        if !amount.unit.isEmpty {
            let names = Set(unitNames.map(TextNormalizer.normalize))
            guard names.contains(TextNormalizer.normalize(amount.unit)) else { throw CellError(.invalidQuantity) }
        }
        return .count(amount.value)
    }

    private static func positiveAmount(_ cell: String, fileMark: DecimalMark, zero: Bool = false) throws(CellError) -> (value: Double, unit: Substring) {
        let (numberText, unit) = NumberReader.splitLeadingNumber(cell)
        guard let number = NumberReader.parse(numberText, fileMark: fileMark), !number.negative || (zero && number.isZero),
              zero || !number.isZero else {
            throw CellError(.invalidQuantity)
        }
        return (number.doubleValue, unit)
    }
}
