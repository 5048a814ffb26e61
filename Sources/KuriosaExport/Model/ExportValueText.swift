import Foundation
import KuriosaCore

/// Writes values twice: as a person reads them in the chosen language and locale, and in the
/// exact form the CSV importer reads back
/// (docs/import-rules.md#what-the-exporter-does-in-return: ISO dates, `CHF 6450.50`, option
/// labels, canonical units, plain numbers).
struct ExportValueText {
    let options: ExportOptions
    /// Item ID → (number, title), for relation fields.
    let numbers: [String: (number: Int?, title: String)]
    /// How the locale writes a day, decided once (a spreadsheet writes one a piece).
    private let dayOrder: DayOrder

    private enum DayOrder { case iso, dayMonthYearDots, dayMonthYearSlashes, monthDayYear }

    init(options: ExportOptions, numbers: [String: (number: Int?, title: String)]) {
        self.options = options
        self.numbers = numbers
        let normalized = options.locale.replacingOccurrences(of: "_", with: "-")
        let language = normalized.split(separator: "-").first.map { $0.lowercased() } ?? "en"
        dayOrder = switch language {
        case "de": .dayMonthYearDots
        case "fr", "it", "es": .dayMonthYearSlashes
        case "en" where normalized == "en-US" || normalized == "en": .monthDayYear
        case "en": .dayMonthYearSlashes
        default: .iso
        }
    }

    var language: String { options.language }
    var locale: String { options.locale }

    /// A stored field value of `field` (never a calculation: those are worked out).
    func cell(_ value: FieldValue, field: TemplateField) -> ExportCell {
        switch value {
        case let .text(s): return ExportCell(text: s)
        case let .url(s): return ExportCell(text: s, link: s.hasPrefix("http://") || s.hasPrefix("https://") ? s : nil)
        case let .number(n):
            // A plain number of four digits (a vintage, a year, a catalogue number) is never
            // grouped; from five digits on the locale groups.
            let text = NumberText.plain(n, locale: locale, maxFractionDigits: 6)
            return ExportCell(text: text + suffix(field), csv: Self.plain(n))
        case let .measurement(canonical):
            guard let kind = field.measurement else { return ExportCell(text: Self.plain(canonical)) }
            let text = MeasurementDisplay.string(canonical: canonical, kind: kind, hint: field.unitHint,
                                                 system: options.units, locale: locale)
            let unit = switch kind { case .length: "mm"; case .mass: "g"; case .volume: "ml" }
            return ExportCell(text: text, csv: Self.plain(canonical) + " " + unit)
        case let .date(day): return ExportCell(text: date(day), csv: day)
        case let .currency(amount): return money(amount)
        case .dropdown, .multipleChoice:
            let labels = MultipleChoiceDisplay.labels(value, field: field, language: language) ?? []
            // A label holding a separator would split on import: write that option's ID.
            let ids = value.choiceIDs ?? []
            let csv = (field.options ?? []).filter { ids.contains($0.id) }.map { option in
                let label = option.label.text(for: language)
                return label.contains(",") || label.contains(";") ? option.id : label
            } + ids.filter { id in !(field.options ?? []).contains { $0.id == id } }
            return ExportCell(text: labels.joined(separator: ", "), csv: csv.joined(separator: ", "))
        case let .rating(stars):
            let shown = String(repeating: "★", count: max(0, stars)) + String(repeating: "☆", count: max(0, field.ratingMax - stars))
            return ExportCell(text: shown, csv: String(stars))
        case let .checkbox(on):
            let word = ExportStrings.word(on ? "yes" : "no", language: language)
            return ExportCell(text: word, csv: word)
        case let .quantity(amount, unit):
            let label = field.option(unit)?.label.text(for: language) ?? unit
            return ExportCell(text: NumberText.plain(amount, locale: locale, maxFractionDigits: 6) + " " + label,
                              csv: Self.plain(amount) + " " + label)
        case let .relation(id):
            let target = numbers[id]
            let number = ItemNumber.display(target?.number)
            let text = [number, target?.title].compactMap { $0 }.joined(separator: " ")
            return ExportCell(text: text.isEmpty ? id : text, csv: number ?? target?.title ?? id)
        }
    }

    /// Money for people (`CHF 6’450.50` in de-CH) and for the importer (`CHF 6450.50`).
    func money(_ money: Money) -> ExportCell {
        ExportCell(text: MoneyFormatter.string(money, locale: locale), csv: Self.plainMoney(money))
    }

    /// A calculation result; the CSV never carries calculations, so both forms are the same.
    /// A plain result follows the plain-number rule (an age of 1250 years is `1250`).
    func calculation(_ result: CalculationResult) -> ExportCell {
        if case let .plain(value) = result { return ExportCell(text: NumberText.plain(value, locale: locale)) }
        return ExportCell(text: result.string(locale: locale, system: options.units))
    }

    /// A number field's suffix as the language writes it: `96/100` (a score out of a whole
    /// is one word), `12 %` in German, French and Spanish but `12%` in English and Italian
    /// (CLDR's percent patterns), and a no-break space before any other unit (`120 kW`).
    func suffix(_ field: TemplateField) -> String {
        guard let suffix = field.suffix?.text(for: language), !suffix.isEmpty else { return "" }
        if suffix.hasPrefix("/") { return suffix }
        if suffix == "%" {
            let base = language.split(separator: "-").first.map(String.init) ?? language
            return ["en", "it"].contains(base) ? "%" : "\u{00A0}%"
        }
        return "\u{00A0}" + suffix
    }

    /// A day `YYYY-MM-DD` in the locale's usual numeric form; anything else as stored.
    func date(_ day: String) -> String {
        let parts = day.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4 else { return day }
        let (y, m, d) = (parts[0], parts[1], parts[2])
        switch dayOrder {
        case .dayMonthYearDots: return d + "." + m + "." + y
        case .dayMonthYearSlashes: return d + "/" + m + "/" + y
        case .monthDayYear: return m + "/" + d + "/" + y
        case .iso: return day
        }
    }

    /// A number as the importer reads it in any file: digits, a point, no grouping; whole
    /// numbers as integers, as the catalog's JSON text writes them.
    static func plain(_ value: Double) -> String {
        JSONNumber.text(value, wholeBelow: JSONNumber.catalogLimit)
    }

    /// `CHF 6450.50`: the ISO code, a space, the amount with all its minor digits.
    static func plainMoney(_ money: Money) -> String {
        let digits = money.minorUnitDigits
        let negative = money.minorUnits < 0
        let magnitude = money.minorUnits.magnitude
        var text: String
        if digits == 0 { text = String(magnitude) } else {
            var divisor: UInt64 = 1
            for _ in 0..<digits { divisor *= 10 }
            let fraction = String(magnitude % divisor)
            text = String(magnitude / divisor) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return money.currency + " " + (negative ? "-" : "") + text
    }
}
