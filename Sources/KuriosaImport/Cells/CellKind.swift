/// What a column is read as: the field types of the template format, the standard columns,
/// and what each needs besides the cell (options, units, the column's bracket default).
package enum CellKind: Sendable, Equatable {
    /// text, title, source, notes.
    case text
    case url
    case tags
    case place
    case condition
    case checkbox
    /// A `number` field with its `suffix` in every language (`h`, `kW`).
    case number(suffixes: [String])
    /// A `currency` field or a price column; `fallbackCurrency` is the header bracket's
    /// currency, else the import's default currency.
    case money(fallbackCurrency: String)
    /// A `measurement` field; see `MeasurementReader.defaultUnit` for `defaultUnit`.
    case measurement(kind: MeasurementUnits.Kind, defaultUnit: String)
    /// A date; `plainYear` says what a cell of just a year (`2025`) is (`PlainYear`).
    case date(order: DateOrder, plainYear: PlainYear = .refused)
    case dropdown(options: [ImportOption])
    case multipleChoice(options: [ImportOption])
    case rating(maximum: Int)
    /// A `quantity` field; its options are the units. With `zero`, an amount of 0 reads (see `count`).
    case quantity(units: [ImportOption], zero: Bool = false)
    /// The quantity column, with the template's `quantity.one`/`.other` names. With `zero`, a
    /// count of 0 reads as 0 (a used-up piece in an export: its row names the piece, and the
    /// importer refuses the 0 only for a row that makes a new piece, docs/import-rules.md#quantities-and-counts).
    case count(unitNames: [String], zero: Bool = false)
    /// A wish's priority column: a whole number 1…5 (`PriorityReader`).
    case priority

    /// What a date field takes a plain year for (docs/import.md#a-year-for-a-day): the ends of
    /// a range (`drink_from`, `drink_until`) are years by nature in the apps people keep
    /// cellars in, so a year is the range's first or last day; any other day stays a day, and
    /// a year there is kept in the notes rather than made a day it never said.
    public enum PlainYear: Sendable, Equatable {
        case refused, firstDay, lastDay

        /// By the field's key: `…_from`/`…_start` the first day, `…_until`/`…_to`/`…_end` the last.
        public static func of(key: String) -> PlainYear {
            let k = key.lowercased()
            if k.hasSuffix("_from") || k.hasSuffix("_start") { return .firstDay }
            if k.hasSuffix("_until") || k.hasSuffix("_to") || k.hasSuffix("_end") { return .lastDay }
            return .refused
        }
    }

    /// Whether the column's cells count for the file's decimal mark
    /// (docs/import-rules.md#numbers-and-the-decimal-mark: number, measurement, quantity,
    /// rating, currency fields, prices, and the quantity column).
    public var readsNumbers: Bool {
        switch self {
        case .number, .money, .measurement, .rating, .quantity, .count: return true
        default: return false
        }
    }
}
