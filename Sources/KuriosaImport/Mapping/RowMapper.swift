import KuriosaCore

/// Reads one data record into an `ImportedRow` by the column plan (rules 9–12, 16–21): every
/// bad cell of the row is reported, so a person fixes the whole row at once, and a row with
/// any bad cell is not imported.
public struct RowMapper {
    /// A planned column with its prepared parser.
    public struct Column {
        public let plan: PlannedColumn
        public let parser: CellParser
        /// True for relation fields (rule "Coordination" 4).
        public let isRelation: Bool
    }

    public let columns: [Column]
    public let headerCount: Int
    public let template: Template
    /// Resolves a relation cell (an inventory number `K-0042` or a unique exact title) to an
    /// item id; nil is `invalid_relation`.
    public let resolveRelation: (String) -> String?

    public init(columns: [Column], headerCount: Int, template: Template, resolveRelation: @escaping (String) -> String?) {
        self.columns = columns
        self.headerCount = headerCount
        self.template = template
        self.resolveRelation = resolveRelation
    }

    /// What one record became.
    public enum Outcome: Sendable {
        case row(ImportedRow)
        /// Every bad cell of the row, by column.
        case rejected([ImportReport.RowError])
    }

    /// The row's values, or every error of the row.
    public func map(_ record: CSVRecord) -> Outcome {
        var errors: [ImportReport.RowError] = []
        func fail(_ column: PlannedColumn?, index: Int, _ reason: String, _ text: String) {
            errors.append(ImportReport.RowError(row: record.row, column: column?.header, columnIndex: index + 1, reason: reason, text: text))
        }
        // Rule 11: cells past the header must be empty (trailing delimiters).
        if record.cells.count > headerCount,
           let extra = record.cells[headerCount...].firstIndex(where: { !$0.isEmpty }) {
            fail(nil, index: extra, "extra_cells", record.cells[extra])
        }
        var values: [ImportTarget: (value: ParsedCell, column: PlannedColumn)] = [:]
        var firstColumn: [ImportTarget: PlannedColumn] = [:]
        for column in columns {
            let plan = column.plan
            if firstColumn[plan.target] == nil { firstColumn[plan.target] = plan }
            let text = record[cell: plan.index]
            let parsed: ParsedCell?
            do { parsed = try column.parser.parse(text) } catch {
                fail(plan, index: plan.index, error.code, text)
                continue
            }
            guard var value = parsed else { continue }
            if column.isRelation, case .text(let name) = value {
                guard let id = resolveRelation(name) else {
                    fail(plan, index: plan.index, "invalid_relation", text)
                    continue
                }
                value = .text(id)
            }
            if case .money(_, let currency) = value, currency.isEmpty {
                // No currency in the cell, the header bracket, or --default-currency.
                fail(plan, index: plan.index, CellError.Reason.invalidMoney.rawValue, text)
                continue
            }
            // Rule 9: a later column for the same target counts when the first is empty, and
            // must agree with it otherwise.
            if let earlier = values[plan.target] {
                if earlier.value != value { fail(plan, index: plan.index, "conflicting_values", text) }
                continue
            }
            values[plan.target] = (value, plan)
        }
        // Rule 10: an empty title or required field.
        if values[.standard(.title)] == nil, let column = firstColumn[.standard(.title)] {
            fail(column, index: column.index, "missing_value", "")
        }
        for field in template.fields where field.required && !field.hidden && field.type != .calculation {
            if values[.field(field.key)] == nil, let column = firstColumn[.field(field.key)],
               !errors.contains(where: { $0.columnIndex == column.index + 1 }) {
                fail(column, index: column.index, "missing_value", "")
            }
        }
        guard errors.isEmpty else { return .rejected(errors.sorted { $0.columnIndex < $1.columnIndex }) }
        var row = ImportedRow(row: record.row)
        for (target, entry) in values {
            assign(entry.value, to: target, in: &row)
        }
        return .row(row)
    }

    private func assign(_ value: ParsedCell, to target: ImportTarget, in row: inout ImportedRow) {
        switch target {
        case .standard(let standard):
            switch (standard, value) {
            case (.title, .text(let text)): row.title = text
            case (.source, .text(let text)): row.source = text
            case (.notes, .text(let text)): row.notes = text
            case (.purchaseDate, .date(let day)): row.purchaseDate = day
            case (.purchasePrice, .money(let minor, let currency)): row.purchasePrice = Money(minorUnits: minor, currency: currency)
            case (.estimatedValue, .money(let minor, let currency)): row.estimatedValue = Money(minorUnits: minor, currency: currency)
            case (.condition, .condition(let id)): row.condition = id
            case (.place, .place(let path)): row.place = path
            case (.tags, .tags(let tags)): row.tags = tags
            case (.photos, .tags(let names)): row.photos = names
            case (.quantity, .count(let amount)): row.quantity = amount
            default: break
            }
        case .field(let key):
            guard let field = template.field(key), let fieldValue = Self.fieldValue(value, type: field.type) else { return }
            row.fields[key] = fieldValue
        }
    }

    /// The stored form of a parsed cell for a field of `type`.
    static func fieldValue(_ value: ParsedCell, type: FieldType) -> FieldValue? {
        switch (value, type) {
        case (.text(let id), .relation): return .relation(id)
        case (.text(let text), _): return .text(text)
        case (.url(let url), _): return .url(url)
        case (.number(let number), _): return .number(number)
        case (.money(let minor, let currency), _): return .currency(Money(minorUnits: minor, currency: currency))
        case (.measurement(let canonical), _): return .measurement(canonical)
        case (.date(let day), _): return .date(day)
        case (.choice(let ids), .dropdown): return ids.first.map(FieldValue.dropdown)
        case (.choice(let ids), _): return .multipleChoice(ids)
        case (.rating(let stars), _): return .rating(stars)
        case (.checkbox(let on), _): return .checkbox(on)
        case (.quantity(let amount, let unit), _): return .quantity(amount: amount, unit: unit)
        case (.condition, _), (.count, _), (.tags, _), (.place, _): return nil
        }
    }
}
