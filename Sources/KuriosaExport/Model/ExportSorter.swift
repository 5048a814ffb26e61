import KuriosaCore
import KuriosaStore

/// Orders pieces by the template's sort keys. Values compare by what they mean (numbers as
/// numbers, money per currency then amount, text ignoring case), empty values last, and
/// ties keep the catalog order, so the same library always exports the same way.
enum ExportSorter {
    /// Whether a sort column name is one this sorter knows.
    static func isKnown(_ column: String) -> Bool {
        StandardColumn(exportName: column) != nil || column.hasPrefix("field:")
    }

    /// A comparable form of one value.
    enum Key: Comparable {
        case number(Double)
        case money(String, Int64)
        case text(String)
    }

    static func key(_ item: ItemRecord, _ column: String, fields: [String: FieldValue], place: String, collection: String) -> Key? {
        if column.hasPrefix("field:") {
            switch fields[String(column.dropFirst(6))] {
            case let .number(n)?, let .measurement(n)?: return .number(n)
            case let .rating(n)?: return .number(Double(n))
            case let .quantity(n, _)?: return .number(n)
            case let .currency(m)?: return .money(m.currency, m.minorUnits)
            case let .text(s)?, let .url(s)?, let .date(s)?, let .dropdown(s)?: return .text(s.lowercased())
            case let .checkbox(b)?: return .number(b ? 1 : 0)
            default: return nil
            }
        }
        switch StandardColumn(exportName: column) {
        case .number?: return item.number.map { .number(Double($0)) }
        case .title?: return .text(item.title.lowercased())
        case .collection?: return .text(collection.lowercased())
        case .place?: return place.isEmpty ? nil : .text(place.lowercased())
        case .status?: return .text(item.status.rawValue)
        case .condition?: return item.condition.map { .number(Double(ItemRecord.Condition.allCases.firstIndex(of: $0) ?? 0)) }
        case .purchaseDate?: return item.purchaseDate.map(Key.text)
        case .purchasePrice?: return item.purchasePrice.map { .money($0.currency, $0.minorUnits) }
        case .estimatedValue?: return item.estimatedValue.map { .money($0.currency, $0.minorUnits) }
        case .wishTarget?: return item.wishTarget.map { .money($0.currency, $0.minorUnits) }
        case .wishPriority?: return item.wishPriority.map { .number(Double($0)) }
        case .source?: return item.source.map { .text($0.lowercased()) }
        case .notes?: return item.notes.map { .text($0.lowercased()) }
        default: return nil
        }
    }

    /// True when `a` comes before `b`; nil when the keys do not decide.
    static func before(_ a: [Key?], _ b: [Key?], descending: [Bool]) -> Bool? {
        for (index, (x, y)) in zip(a, b).enumerated() {
            switch (x, y) {
            case (nil, nil): continue
            case (nil, _): return false
            case (_, nil): return true
            case let (x?, y?):
                if x == y { continue }
                return descending[index] ? y < x : x < y
            }
        }
        return nil
    }
}
