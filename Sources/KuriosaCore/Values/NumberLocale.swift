/// The number conventions of one locale, written out explicitly: Foundation's locale data
/// on Linux is incomplete and changes between releases, and exports must not change with it.
/// The values follow CLDR 45 (documented in docs/values-and-calculations.md).
public struct NumberLocale: Sendable, Hashable {
    /// The locale identifier this table entry is for, for example `de-CH`.
    public var identifier: String
    /// Separator between groups of three integer digits.
    public var groupingSeparator: String
    /// Separator before the fraction digits.
    public var decimalSeparator: String
    /// Integer digits needed before grouping starts: 1 groups `1,000`; 2 (Spanish) leaves
    /// four-digit numbers alone (`6450`) and groups from five digits on (`16.450`).
    public var minimumGroupingDigits: Int
    /// Whether the currency code comes before the amount (`CHF 6’450.50`) or after it
    /// (`6.450,50 CHF`). A no-break space (U+00A0) always separates code and amount.
    public var currencyCodeFirst: Bool
    /// What the spreadsheet programs of the locale put between the cells of a CSV (the
    /// system's list separator, which Excel reads a CSV by): `;` wherever the decimal mark is
    /// a comma, and in Switzerland and Liechtenstein too (de-CH, it-CH, de-LI), though they
    /// write decimal points.
    public var listSeparator: Character {
        decimalSeparator == "," || Self.semicolonLists.contains(identifier) ? ";" : ","
    }

    /// Locales of a decimal point whose list separator is `;` all the same.
    static let semicolonLists: Set<String> = ["de-CH", "it-CH", "de-LI"]

    /// The conventions for a locale identifier (`de-CH`, `de_CH`, `fr`): an exact entry, else
    /// the language's main country, else en-US, so that output never depends on the machine.
    public static func named(_ identifier: String) -> NumberLocale {
        // The identifiers the toolkit passes are the table's own (`en-US`): found as they are.
        if let entry = table.first(where: { $0.identifier == identifier }) { return entry }
        let normalized = identifier.replacingOccurrences(of: "_", with: "-")
        let parts = normalized.split(separator: "-").map(String.init)
        guard let language = parts.first?.lowercased() else { return enUS }
        if parts.count > 1 {
            let exact = language + "-" + parts[parts.count - 1].uppercased()
            if let entry = table.first(where: { $0.identifier == exact }) { return entry }
        }
        if let fallback = languageDefaults[language], let entry = table.first(where: { $0.identifier == fallback }) {
            return entry
        }
        return enUS
    }

    static let enUS = NumberLocale(identifier: "en-US", groupingSeparator: ",", decimalSeparator: ".",
                                   minimumGroupingDigits: 1, currencyCodeFirst: true)

    /// Every locale with its own entry.
    public static let table: [NumberLocale] = [
        enUS,
        NumberLocale(identifier: "en-GB", groupingSeparator: ",", decimalSeparator: ".",
                     minimumGroupingDigits: 1, currencyCodeFirst: true),
        NumberLocale(identifier: "de-CH", groupingSeparator: "\u{2019}", decimalSeparator: ".",
                     minimumGroupingDigits: 1, currencyCodeFirst: true),
        NumberLocale(identifier: "de-DE", groupingSeparator: ".", decimalSeparator: ",",
                     minimumGroupingDigits: 1, currencyCodeFirst: false),
        NumberLocale(identifier: "de-AT", groupingSeparator: "\u{00A0}", decimalSeparator: ",",
                     minimumGroupingDigits: 1, currencyCodeFirst: true),
        NumberLocale(identifier: "fr-FR", groupingSeparator: "\u{202F}", decimalSeparator: ",",
                     minimumGroupingDigits: 1, currencyCodeFirst: false),
        NumberLocale(identifier: "it-IT", groupingSeparator: ".", decimalSeparator: ",",
                     minimumGroupingDigits: 1, currencyCodeFirst: false),
        NumberLocale(identifier: "it-CH", groupingSeparator: "\u{2019}", decimalSeparator: ".",
                     minimumGroupingDigits: 1, currencyCodeFirst: true),
        NumberLocale(identifier: "de-LI", groupingSeparator: "\u{2019}", decimalSeparator: ".",
                     minimumGroupingDigits: 1, currencyCodeFirst: true),
        NumberLocale(identifier: "es-ES", groupingSeparator: ".", decimalSeparator: ",",
                     minimumGroupingDigits: 2, currencyCodeFirst: false),
    ]

    /// The entry used for a language without its own country entry.
    static let languageDefaults: [String: String] = [
        "en": "en-US", "de": "de-DE", "fr": "fr-FR", "it": "it-IT", "es": "es-ES",
    ]
}
