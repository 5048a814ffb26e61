extension NumberLocale {
    /// Whether a locale identifier is one whose conventions the toolkit really knows: an
    /// entry of `table` (`de-CH`, also spelt `de_CH` or `de-ch`), or one of the five
    /// languages alone (`de`, which means its main country, `de-DE`). Any other country
    /// form (`fr-CA`, `es-US`, `en-AU`) is not: `named` would quietly give it another
    /// country's grouping, decimal mark and date order (es-US writes `1,234.50`, es-ES
    /// `1.234,50`), and an export that silently writes the wrong numbers is worse than an
    /// error that lists the known ones.
    public static func isKnown(_ identifier: String) -> Bool {
        canonical(identifier) != nil
    }

    /// The identifier as `table` or `languageDefaults` spell it (`de_ch` → `de-CH`, `DE` →
    /// `de`), or nil for one that is not known.
    public static func canonical(_ identifier: String) -> String? {
        let parts = identifier.replacingOccurrences(of: "_", with: "-").split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first.map({ $0.lowercased() }), !language.isEmpty else { return nil }
        if parts.count == 1 { return languageDefaults[language] != nil ? language : nil }
        guard parts.count == 2 else { return nil }
        let exact = language + "-" + parts[1].uppercased()
        return table.contains { $0.identifier == exact } ? exact : nil
    }

    /// Every identifier `isKnown` accepts in its canonical spelling: the table's entries,
    /// then the bare languages, for error messages.
    public static var knownIdentifiers: [String] {
        table.map(\.identifier) + languageDefaults.keys.sorted()
    }
}
