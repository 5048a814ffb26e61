import KuriosaCore

/// What each planned column is read as (`CellKind`), from its target and the template: the
/// bridge from the template format's field types to the cell parsers.
package enum ColumnKinds {
    /// - Parameters:
    ///   - defaultCurrency: `--default-currency`; "" when not given, so a price without a
    ///     currency anywhere is `invalid_money`.
    ///   - dateOrder: the column's order from the first pass (or `--date-order`).
    ///   - wishlist: the wishlist template, for the columns of wish fields.
    public static func kind(of column: PlannedColumn, template: Template, defaultCurrency: String,
                            dateOrder: DateOrder = .undecided, wishlist: Template? = nil) -> CellKind {
        let bracketCurrency = column.bracket.flatMap(MoneyReader.currency(forIndication:))
        switch column.target {
        case .standard(let standard):
            switch standard {
            case .title, .source, .notes, .number, .collection, .wishID, .stamp: return .text
            case .purchaseDate, .valuedOn, .statusSince: return .date(order: dateOrder)
            case .status: return .dropdown(options: ItemStatus.allCases.map { ImportOption(id: $0.rawValue, labels: $0.labels) })
            case .purchasePrice, .estimatedValue, .wishTarget, .unitPrice: return .money(fallbackCurrency: bracketCurrency ?? defaultCurrency)
            case .condition: return .condition
            case .place: return .place
            case .tags, .photos, .documents: return .tags
            case .count: return .count(unitNames: countNames(template), zero: true)
            case .wishPriority: return .priority
            // The thumbnail is an export's column only: no header reads it.
            case .photo: return .text
            }
        case .field, .wishField:
            guard let field = ColumnPlan.field(of: column.target, template: template, wishlist: wishlist) else { return .text }
            switch field.type {
            case .text, .relation, .calculation: return .text
            case .url: return .url
            case .number: return .number(suffixes: field.suffix.map { Array($0.texts.values) } ?? [])
            case .date: return .date(order: dateOrder, plainYear: .of(key: field.key))
            case .currency: return .money(fallbackCurrency: bracketCurrency ?? defaultCurrency)
            case .dropdown: return .dropdown(options: options(field))
            case .multipleChoice: return .multipleChoice(options: options(field))
            case .rating: return .rating(maximum: field.ratingMax)
            case .checkbox: return .checkbox
            case .quantity: return .quantity(units: options(field), zero: true)
            case .measurement:
                let kind = field.measurement.flatMap { MeasurementUnits.Kind(rawValue: $0.rawValue) } ?? .length
                let unit = MeasurementReader.defaultUnit(kind: kind, columnUnit: column.bracket.flatMap { MeasurementUnits.unit(spelled: $0, kind: kind) },
                                                         metricHint: field.unitHint?.metric)
                return .measurement(kind: kind, defaultUnit: unit)
            }
        }
    }

    /// Whether the column is read as dates (it then gets its own order from the first pass).
    public static func readsDates(_ column: PlannedColumn, template: Template, wishlist: Template? = nil) -> Bool {
        switch column.target {
        case .standard(let standard): return standard == .purchaseDate
        case .field, .wishField: return ColumnPlan.field(of: column.target, template: template, wishlist: wishlist)?.type == .date
        }
    }

    static func options(_ field: TemplateField) -> [ImportOption] {
        (field.options ?? []).map { ImportOption(id: $0.id, labels: $0.label.texts, hidden: $0.hidden) }
    }

    /// The template's own count unit names in every language
    /// (docs/import-rules.md#quantities-and-counts).
    static func countNames(_ template: Template) -> [String] {
        guard let names = template.quantity else { return [] }
        return Array((names.one?.texts.values).map(Array.init) ?? []) + Array((names.other?.texts.values).map(Array.init) ?? [])
    }
}
