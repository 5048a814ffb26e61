import Foundation
import KuriosaCore
import KuriosaStore

/// The command line's selection and order (`ExportOptions.filter`, `.sort`, `.paper`,
/// `.orientation`) applied to an export: laid over the template, checked against the
/// catalog, and `--where` conditions matched piece by piece.
extension ExportBuilder {
    /// The template with the options' lists, sort, paper and orientation in place of its own.
    static func overlaid(_ template: ExportTemplate, options: ExportOptions) -> ExportTemplate {
        var t = template
        t.selection = options.filter.selection(over: t.selection)
        if let sort = options.sort { t.sort = sort }
        if let paper = options.paper { t.pdf.paper = paper }
        if let orientation = options.orientation { t.pdf.orientation = orientation }
        return t
    }

    /// The standard columns `--where` and `--sort` may name (every one but the photo).
    static var filterColumns: [StandardColumn] { StandardColumn.exportColumns.filter { $0 != .photo } }

    /// Checks every name the options give, so that a misspelt one is an error instead of an
    /// empty or unsorted report. The template's own lists were checked when it was read.
    /// - Throws: `ExportFilterError` naming the unknown status, kind, tag, place, field or column.
    func validateFilter(collections: Set<String>) throws(ExportFilterError) {
        let filter = options.filter
        for status in filter.statuses ?? [] where !ExportFilter.statusNames.contains(status) {
            throw ExportFilterError("unknown status '\(status)' (\(ExportFilter.statusNames.joined(separator: ", ")))")
        }
        for kind in filter.kinds ?? [] where !ExportFilter.kindNames.contains(kind) {
            throw ExportFilterError("unknown kind '\(kind)' (owned, wish)")
        }
        for tag in filter.tags ?? [] where !catalog.tags.contains(where: { $0.id == tag || $0.name.lowercased() == tag.lowercased() }) {
            throw ExportFilterError("no tag has the ID or name '\(tag)' (tags: \(catalog.tags.map(\.name).joined(separator: ", ")))")
        }
        for place in filter.places ?? [] where !catalog.locations.contains(where: { $0.id == place || $0.name.lowercased() == place.lowercased() }) {
            throw ExportFilterError("no place has the ID or name '\(place)' (places: \(catalog.locations.map(\.name).joined(separator: ", ")))")
        }
        let keys = fieldKeys(collections: collections)
        func known(_ name: String) -> Bool {
            if let column = StandardColumn(exportName: name) { return column != .photo }
            let key = name.hasPrefix("field:") ? String(name.dropFirst(6)) : name
            return keys.contains(key)
        }
        func list() -> String {
            "standard columns: " + Self.filterColumns.map(\.rawValue).joined(separator: ", ")
                + (keys.isEmpty ? "" : "; fields: " + keys.sorted().joined(separator: ", "))
        }
        for condition in filter.conditions where !known(condition.field) {
            throw ExportFilterError("--where: unknown field or column '\(condition.field)' (\(list()))")
        }
        // An amount column ordered by something that is no amount and no number would have
        // compared as text ("CHF 2500,50" sorts before "CHF 6,200.00"): refused, saying how.
        let amounts: [StandardColumn] = [.purchasePrice, .estimatedValue, .wishTarget]
        for condition in filter.conditions where [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(condition.op) {
            guard let column = StandardColumn(exportName: condition.field), amounts.contains(column) else { continue }
            let value = condition.value.trimmingCharacters(in: .whitespaces)
            guard Money(codeAndAmount: value) == nil, Double(value.replacingOccurrences(of: ",", with: ".")) == nil else { continue }
            throw ExportFilterError("--where \(condition.field)\(condition.op.rawValue): '\(condition.value)' is no amount; "
                + "give CODE AMOUNT with . decimals (CHF 2500.50) or a plain number")
        }
        for key in options.sort ?? [] where !known(key.column) {
            let shown = key.column.hasPrefix("field:") ? String(key.column.dropFirst(6)) : key.column
            throw ExportFilterError("--sort: unknown field or column '\(shown)' (\(list()))")
        }
    }

    /// The field keys of the chosen collections' templates, calculations included.
    func fieldKeys(collections: Set<String>) -> Set<String> {
        var keys = Set<String>()
        for collection in catalog.collections where collections.contains(collection.id) {
            for field in catalog.template(of: collection)?.fields ?? [] { keys.insert(field.key) }
        }
        return keys
    }

    /// The forms a value is read in, any of which a condition may name: the text a person
    /// reads and the CSV's form; for choices each chosen option's label and ID on its own;
    /// for tags each tag; for places and collections the path and the own name; for
    /// condition and status the label and the ID (`very_good`). None when there is no value.
    func readings(_ item: ItemRecord, _ name: String) -> [String] {
        let language = options.language
        if let column = StandardColumn(exportName: name) {
            switch column {
            case .status:
                return [item.status.rawValue, ExportStrings.status(item.status.rawValue, language: language)]
            case .condition:
                guard let c = item.condition else { return [] }
                return [c.rawValue, ExportStrings.condition(c.rawValue, language: language)]
            case .tags:
                return catalog.tags.filter { item.tagIDs.contains($0.id) }.map(\.name)
            case .place:
                guard let id = item.locationID, let place = catalog.locations.first(where: { $0.id == id }) else { return [] }
                return [placePath(id), place.name]
            case .collection:
                guard let c = catalog.collections.first(where: { $0.id == item.collectionID }) else { return [] }
                return [collectionPath(c.id), c.name]
            default:
                let t = catalog.collections.first { $0.id == item.collectionID }.flatMap(catalog.template(of:))
                guard let cell = standardCell(column, item: item, template: t, units: units(of: item, template: t)) else { return [] }
                return [cell.text, cell.csv]
            }
        }
        let key = name.hasPrefix("field:") ? String(name.dropFirst(6)) : name
        guard let t = catalog.collections.first(where: { $0.id == item.collectionID }).flatMap(catalog.template(of:)),
              let field = t.field(key) else { return [] }
        let fields = fields(of: item)
        if field.type == .calculation {
            let evaluator = CalculationEvaluator(template: t, fields: fields, purchasePrice: item.purchasePrice,
                                                 estimatedValue: item.estimatedValue)
            return evaluator.result(for: key).map { [values.calculation($0).text] } ?? []
        }
        guard let value = fields[key] else { return [] }
        let cell = values.cell(value, field: field)
        var forms = [cell.text, cell.csv]
        for id in value.choiceIDs ?? [] {
            forms.append(id)
            if let option = field.option(id) { forms.append(option.label.text(for: language)) }
        }
        return forms
    }

    /// A value as a number, for conditions that give one: numbers, measurements in their
    /// canonical unit (mm, g, ml, as the CSV writes them), ratings, quantities, amounts.
    func numbers(_ item: ItemRecord, _ name: String) -> [Double] {
        if let column = StandardColumn(exportName: name) {
            let amounts = moneys(item, name)
            if !amounts.isEmpty { return amounts.map(Self.amount) }
            if column == .number { return item.number.map { [Double($0)] } ?? [] }
            if column == .wishPriority { return item.wishPriority.map { [Double($0)] } ?? [] }
            return []
        }
        let key = name.hasPrefix("field:") ? String(name.dropFirst(6)) : name
        switch fields(of: item)[key] {
        case let .number(n)?, let .measurement(n)?, let .quantity(n, _)?: return [n]
        case let .rating(n)?: return [Double(n)]
        case let .currency(m)?: return [Self.amount(m)]
        default: return []
        }
    }

    /// An amount in its major unit (`CHF 6450.50` → 6450.5).
    static func amount(_ money: Money) -> Double {
        NSDecimalNumber(decimal: money.decimalAmount).doubleValue
    }

    /// Case and surrounding white space ignored, the no-break spaces of formatted amounts
    /// (`CHF 6,200.00`) read as spaces; `›` paths compare as written.
    static func folded(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
            .trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
