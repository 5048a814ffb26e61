import KuriosaCore

/// How one export is made: the language and locale values are written in, the measurement
/// system, whether sensitive fields go along, and who the report is for.
public struct ExportOptions: Sendable, Hashable {
    /// `en`, `de`, `fr`, `it` or `es`: labels, option labels and the toolkit's own words.
    public var language: String
    /// Numbers, dates and money (`de-CH` shows `CHF 6’450.50`).
    public var locale: String
    public var units: MeasurementDisplay.System
    /// Sensitive fields and the calculations that use them; the report then says so.
    public var includeSensitive: Bool
    /// The owner's name on a cover page.
    public var owner: String?
    /// Collection IDs or names that replace the template's selection of collections.
    public var collections: [String]?
    /// The export day `YYYY-MM-DD` (fixed in tests so golden files stay the same).
    public var date: String
    /// Selection laid over the template's (`--tag`, `--place`, `--status`, `--kind`, `--where`).
    public var filter = ExportFilter()
    /// Sort keys that replace the template's (`--sort`); nil keeps the template's.
    public var sort: [ExportTemplate.SortKey]?
    /// Paper that replaces the template's (`--paper`); nil keeps the template's. The command
    /// line fills it from the locale for built-in templates (`Paper.usual(forLocale:)`).
    public var paper: ExportTemplate.PDFOptions.Paper?
    /// `--landscape` / `--portrait`; nil keeps the template's.
    public var orientation: ExportTemplate.PDFOptions.Orientation?
    /// Delimiter and decimal mark of a CSV; the default is RFC 4180 with points.
    public var csv = CSVStyle.standard

    public init(language: String = "en", locale: String? = nil, units: MeasurementDisplay.System = .metric,
                includeSensitive: Bool = false, owner: String? = nil, collections: [String]? = nil,
                date: String) {
        self.language = language
        self.locale = locale ?? Self.defaultLocale(language)
        self.units = units
        self.includeSensitive = includeSensitive
        self.owner = owner
        self.collections = collections
        self.date = date
    }

    /// The languages exports are written in.
    public static let languages = ["en", "de", "fr", "it", "es"]

    /// The locale used when only a language is given.
    public static func defaultLocale(_ language: String) -> String {
        ["en": "en-US", "de": "de-DE", "fr": "fr-FR", "it": "it-IT", "es": "es-ES"][language] ?? "en-US"
    }
}
