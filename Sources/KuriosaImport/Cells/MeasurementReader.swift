/// docs/import-rules.md#measurements: a number, then optionally a unit of the field's kind,
/// converted to mm, g, or ml.
package struct MeasurementReader: Sendable {
    public let kind: MeasurementUnits.Kind
    /// The unit when the cell names none (see `defaultUnit(kind:columnUnit:metricHint:)`).
    public let defaultUnit: String
    public let fileMark: DecimalMark

    public init(kind: MeasurementUnits.Kind, defaultUnit: String, fileMark: DecimalMark) {
        self.kind = kind
        self.defaultUnit = defaultUnit
        self.fileMark = fileMark
    }

    /// The header bracket's unit (docs/import-rules.md#units-and-currencies-in-a-header), else
    /// the field's `unitHint.metric`, else the canonical unit; units of another kind are passed
    /// over.
    public static func defaultUnit(kind: MeasurementUnits.Kind, columnUnit: String?, metricHint: String?) -> String {
        for unit in [columnUnit, metricHint].compactMap({ $0 }) where MeasurementUnits.factor(of: unit, kind: kind) != nil {
            return unit
        }
        return kind.canonicalUnit
    }

    public func parse(_ cell: String) throws(CellError) -> ParsedCell {
        let (numberText, unitText) = NumberReader.splitLeadingNumber(cell)
        guard let number = NumberReader.parse(numberText, fileMark: fileMark), !number.negative || number.isZero else {
            throw CellError(.invalidMeasurement)
        }
        let unit: String
        if unitText.isEmpty {
            unit = defaultUnit
        } else {
            guard let named = MeasurementUnits.unit(spelled: unitText, kind: kind) else {
                throw CellError(.invalidMeasurement)
            }
            unit = named
        }
        guard let factor = MeasurementUnits.factor(of: unit, kind: kind) else { throw CellError(.invalidMeasurement) }
        return .measurement(canonical: abs(number.doubleValue) * factor)
    }
}
