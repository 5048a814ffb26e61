extension ExportTemplate.PDFOptions.Paper {
    /// The sheet in PostScript points (1/72 in), portrait: ISO 216 sizes from their
    /// millimetres (A4 210 × 297 mm, A5 148 × 210 mm), US sizes from their inches (Letter
    /// 8.5 × 11 in, Legal 8.5 × 14 in).
    public var points: (width: Double, height: Double) {
        switch self {
        case .a4: (595.28, 841.89)
        case .letter: (612, 792)
        case .legal: (612, 1008)
        case .a5: (419.53, 595.28)
        }
    }

    /// The name CSS `@page { size: … }` knows it by.
    public var cssName: String {
        switch self {
        case .a4: "A4"
        case .letter: "letter"
        case .legal: "legal"
        case .a5: "A5"
        }
    }

    /// The paper people print on where a locale's country is: Letter in the United States
    /// and Canada (`en-US`, `en-CA`, `fr-CA`, `es-US`; a bare `en` means en-US), A4
    /// everywhere else. Only the country decides, so a locale the number tables do not
    /// know still gets the right sheet.
    public static func usual(forLocale locale: String) -> Self {
        let parts = locale.replacingOccurrences(of: "_", with: "-").split(separator: "-").map { $0.uppercased() }
        let country = parts.count > 1 ? parts[parts.count - 1] : (parts.first == "EN" ? "US" : "")
        return country == "US" || country == "CA" ? .letter : .a4
    }
}

extension ExportTemplate.PDFOptions.Paper {
    /// The paper an export prints on: the one asked for (`--paper`); else, for a built-in
    /// template, the locale's usual paper, since a shipped template cannot know where it is
    /// printed; else nil, and an own template keeps the paper it names.
    public static func chosen(_ asked: Self?, template: ExportTemplate, locale: String) -> Self? {
        asked ?? (template.isBuiltin ? usual(forLocale: locale) : nil)
    }
}

extension ExportTemplate.PDFOptions {
    /// The page size in points, turned for a landscape orientation.
    public var pageSize: (width: Double, height: Double) {
        let sheet = paper.points
        return orientation == .landscape ? (sheet.height, sheet.width) : sheet
    }
}
