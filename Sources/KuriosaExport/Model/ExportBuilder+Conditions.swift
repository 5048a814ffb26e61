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
        if let money = Self.money(parsing: wanted) {
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
        if let money = Self.money(parsing: wanted) {
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
        if let column = StandardColumn(rawValue: name) {
            let stored: StoredMoney? = switch column {
            case .purchasePrice: item.purchasePrice
            case .estimatedValue: item.estimatedValue
            case .wishTarget: item.wishTarget
            default: nil
            }
            return stored.map { [$0.money] } ?? []
        }
        let key = name.hasPrefix("field:") ? String(name.dropFirst(6)) : name
        if case let .currency(money)? = fields(of: item)[key] { return [money] }
        return []
    }

    static func isDay(_ text: String) -> Bool { CalendarDay(text) != nil }

    /// `chf 6,200.00`, `6200 chf`, `eur 45`, `jpy 150000` (already folded): a currency code and
    /// an amount in its minor units; nil for anything else. A `,` before exactly three digits
    /// groups; otherwise `,` or `.` marks the decimals; `’`, `'` and spaces group.
    static func money(parsing text: String) -> Money? {
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let (code, amount) = parts[0].count == 3 && parts[0].allSatisfy(\.isLetter) ? (parts[0], parts[1])
            : parts[1].count == 3 && parts[1].allSatisfy(\.isLetter) ? (parts[1], parts[0]) : ("", "")
        let currency = code.uppercased()
        guard !code.isEmpty, let exponent = Currency.minorUnitDigits(currency) else { return nil }
        var digits = amount.filter { !"’' ".contains($0) }
        if let comma = digits.lastIndex(of: ",") {
            let after = digits[digits.index(after: comma)...]
            digits = after.count == 3 && !after.contains(".") ? digits.replacingOccurrences(of: ",", with: "")
                : digits.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")
        }
        guard let value = Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        var scaled = value * pow(Decimal(10), exponent)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return Money(minorUnits: NSDecimalNumber(decimal: rounded).int64Value, currency: currency)
    }
}
