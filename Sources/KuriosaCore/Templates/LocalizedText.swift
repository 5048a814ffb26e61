/// Text in several languages, carried by the template itself so templates stay portable
/// (to Android, to other people) instead of depending on the app's String Catalog.
/// `en` is required and is the fallback; user-made templates often have English only.
public struct LocalizedText: Sendable, Hashable {
    /// The languages the built-in templates are translated to.
    public static let languages = ["en", "de", "fr", "it", "es"]

    /// Language code → text, as in the document.
    public var texts: [String: String]

    public init(_ texts: [String: String]) {
        self.texts = texts
    }

    /// One text for every language, as a rename in the editor makes it.
    public init(english: String) {
        self.texts = ["en": english]
    }

    /// The English text; nil when the document lacks it (the validator reports that).
    public var english: String? { texts["en"] }

    /// Whether the required English text is there and not blank.
    public var hasEnglish: Bool {
        guard let en = texts["en"] else { return false }
        return !en.allSatisfy(\.isWhitespace)
    }

    /// The text for a language code: exact match, then its base language (`de` for
    /// `de-CH`), then English, then any text (smallest language code), else "".
    public func text(for language: String) -> String {
        if let t = texts[language] { return t }
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        if let t = texts[base.lowercased()] { return t }
        if let t = texts["en"] { return t }
        if let key = texts.keys.sorted().first, let t = texts[key] { return t }
        return ""
    }
}

extension LocalizedText: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension LocalizedText: Codable {
    /// A plain JSON object of language code → text.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String: String].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(texts)
    }
}

extension LocalizedText {
    /// Languages in the documented order first, then others sorted, so written text is stable.
    var node: JSONWriter.Node {
        let ordered = Self.languages.filter { texts[$0] != nil }
            + texts.keys.filter { !Self.languages.contains($0) }.sorted()
        return .object(ordered.map { ($0, .value(.string(texts[$0] ?? ""))) })
    }
}
