/// Reads the cells of one column, prepared once per column: the single entry point the
/// importer calls for every cell after the two passes have settled the decimal mark and each
/// date column's order.
package struct CellParser: Sendable {
    public let kind: CellKind
    public let fileMark: DecimalMark
    private let matcher: ChoiceMatcher?
    private let suffixes: Set<String>

    private static let conditionMatcher = ChoiceMatcher(options: ImportConventions.conditionIDs.map { id in
        ImportOption(id: id, labels: ImportConventions.conditionLabels[id] ?? [:])
    })

    public init(kind: CellKind, fileMark: DecimalMark) {
        self.kind = kind
        self.fileMark = fileMark
        switch kind {
        case .dropdown(let options), .multipleChoice(let options), .quantity(let options, _):
            matcher = ChoiceMatcher(options: options)
        case .condition:
            matcher = Self.conditionMatcher
        default:
            matcher = nil
        }
        if case .number(let list) = kind {
            suffixes = Set(list.map(TextNormalizer.normalize))
        } else {
            suffixes = []
        }
    }

    /// The cell's value, nil when it has none (empty after trimming and clean-up, or only
    /// separators in a list column).
    /// - Parameter cell: a cell as the reader returns it (already trimmed).
    public func parse(_ cell: String) throws(CellError) -> ParsedCell? {
        let cleaned = FormulaCleanup.clean(cell)
        guard !cleaned.isEmpty else { return nil }
        switch kind {
        case .text: return .text(cleaned)
        case .url: return try TextCells.url(cleaned)
        case .tags: return TextCells.tags(cleaned)
        case .place: return TextCells.place(cleaned)
        case .checkbox: return try CheckboxReader.parse(cleaned)
        case .number: return try number(cleaned)
        case .money(let fallback): return try MoneyReader(fallbackCurrency: fallback, fileMark: fileMark).parse(cleaned)
        case .measurement(let unitKind, let unit):
            return try MeasurementReader(kind: unitKind, defaultUnit: unit, fileMark: fileMark).parse(cleaned)
        case .date(let order, let plainYear):
            if plainYear != .refused, cleaned.utf8.count == 4, let year = Int(cleaned), (1000...9999).contains(year) {
                return .date(plainYear == .firstDay ? "\(year)-01-01" : "\(year)-12-31")
            }
            return .date(try DateReader.parse(cleaned, order: order))
        case .rating(let maximum): return try RatingReader(maximum: maximum, fileMark: fileMark).parse(cleaned)
        case .count(let names, let zero): return try QuantityReader.count(cleaned, unitNames: names, fileMark: fileMark, zero: zero)
        case .priority: return try PriorityReader.parse(cleaned, fileMark: fileMark)
        case .condition, .dropdown, .multipleChoice, .quantity:
            return try choice(cleaned)
        }
    }

    private func choice(_ cell: String) throws(CellError) -> ParsedCell? {
        guard let matcher else { throw CellError(.invalidOption) }
        switch kind {
        case .condition:
            guard let index = matcher.index(of: cell) else { throw CellError(.invalidOption) }
            return .condition(matcher.options[index].id)
        case .dropdown: return try matcher.dropdown(cell)
        case .multipleChoice: return try matcher.multipleChoice(cell)
        case .quantity(_, let zero): return try QuantityReader.field(cell, units: matcher, fileMark: fileMark, zero: zero)
        default: return try QuantityReader.field(cell, units: matcher, fileMark: fileMark)
        }
    }

    /// docs/import-rules.md#numbers-and-the-decimal-mark plus the field's own suffix in any
    /// language (`48 h`, `13,5 %`).
    private func number(_ cell: String) throws(CellError) -> ParsedCell {
        let (numberText, rest) = NumberReader.splitLeadingNumber(cell)
        guard rest.isEmpty || suffixes.contains(TextNormalizer.normalize(rest)),
              let number = NumberReader.parse(numberText, fileMark: fileMark) else {
            throw CellError(.invalidNumber)
        }
        return .number(number.doubleValue)
    }
}
