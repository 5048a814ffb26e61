import Foundation
import KuriosaCore
import KuriosaStore

/// `--where FIELD<op>VALUE` piece by piece (docs/cli.md, "Selection and order"): `=` and `!=`
/// against every form the value is read in (and as a number or an amount), `<`, `<=`, `>`,
/// `>=` on amounts of one currency, days, numbers and text, `~` for text that holds VALUE.
/// Before, `--where` tested equality only (`estimated_value>10000` was refused), and the
/// docs' own `estimated_value=CHF 6,200.00` matched nothing (the amount's no-break space).
extension ExportBuilder {
    /// Whether a piece meets every `--where` condition.
    func meetsConditions(_ item: ItemRecord) -> Bool {
        options.filter.conditions.allSatisfy { meets(item, $0) }
    }

    func meets(_ item: ItemRecord, _ condition: ExportFilter.Condition) -> Bool {
        let wanted = Self.folded(condition.value)
        let forms = readings(item, condition.field).map(Self.folded)
        switch condition.op {
        case .equal: return equals(item, condition.field, wanted, forms)
        case .notEqual: return !equals(item, condition.field, wanted, forms)
        case .contains: return wanted.isEmpty ? forms.contains { !$0.isEmpty } : forms.contains { $0.contains(wanted) }
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return ordered(item, condition, wanted, forms)
        }
    }

    func equals(_ item: ItemRecord, _ field: String, _ wanted: String, _ forms: [String]) -> Bool {
        if wanted.isEmpty { return forms.allSatisfy(\.isEmpty) }
        if forms.contains(wanted) { return true }
        if let money = Money(codeAndAmount: wanted) {
            return moneys(item, field).contains { $0.currency == money.currency && $0.minorUnits == money.minorUnits }
        }
        // A number compares as a number: `year=1969`, `width=40.5` or `40,5`.
        guard let number = Double(wanted.replacingOccurrences(of: ",", with: ".")) else { return false }
        return numbers(item, field).contains(number)
    }

    /// `<`, `<=`, `>`, `>=`: an amount with its currency against the amounts in that currency;
    /// a day (`YYYY-MM-DD`) against the value's days; a number against its numbers and
    /// amounts (any currency); other text against its forms, case ignored.
    func ordered(_ item: ItemRecord, _ condition: ExportFilter.Condition, _ wanted: String, _ forms: [String]) -> Bool {
        guard !wanted.isEmpty else { return false }
        func holds<T: Comparable>(_ value: T, _ bound: T) -> Bool {
            switch condition.op {
            case .less: value < bound
            case .lessOrEqual: value <= bound
            case .greater: value > bound
            default: value >= bound
            }
        }
        if let money = Money(codeAndAmount: wanted) {
            return moneys(item, condition.field).contains { $0.currency == money.currency && holds($0.minorUnits, money.minorUnits) }
        }
        if Self.isDay(wanted) { return forms.filter(Self.isDay).contains { holds($0, wanted) } }
        if let number = Double(wanted.replacingOccurrences(of: ",", with: ".")) {
            return numbers(item, condition.field).contains { holds($0, number) }
        }
        return forms.contains { !$0.isEmpty && holds($0, wanted) }
    }

    /// The amounts of a money column or field, with their currencies.
    func moneys(_ item: ItemRecord, _ name: String) -> [Money] {
        if let column = StandardColumn(exportName: name) {
            let stored: Money? = switch column {
            case .purchasePrice: item.purchasePrice
            case .estimatedValue: item.estimatedValue
            case .wishTarget: item.wishTarget
            default: nil
            }
            return stored.map { [$0] } ?? []
        }
        let key = name.hasPrefix("field:") ? String(name.dropFirst(6)) : name
        if case let .currency(money)? = fields(of: item)[key] { return [money] }
        return []
    }

    static func isDay(_ text: String) -> Bool { CalendarDay(text) != nil }
}
