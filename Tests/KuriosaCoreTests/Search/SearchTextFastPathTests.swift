import Foundation
@testable import KuriosaCore
import Testing

/// The fast paths of the search text (the per-scalar table and the plain number digits) give
/// exactly what the general paths give, on text of every kind.
@Suite("Search text fast paths")
struct SearchTextFastPathTests {
    /// Scalars from the table's blocks, ASCII, and some that are not in the table (combining
    /// marks, Greek, CJK, emoji, odd white space).
    static let alphabet: [Unicode.Scalar] = {
        var scalars: [Unicode.Scalar] = (0x20...0x7E).compactMap(Unicode.Scalar.init)
        scalars += ["\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{00}", "\u{1F}", "\u{7F}"]
        for range in SearchText.tableRanges {
            scalars += range.compactMap(Unicode.Scalar.init)
        }
        scalars += ["\u{0301}", "\u{0308}", "\u{0323}", "\u{0345}", "\u{20DD}", "\u{FE0F}", "\u{2007}", "\u{202F}",
                    "\u{3000}", "Σ", "ς", "ΐ", "İ", "ﬁ", "Ａ", "²", "Ⅻ", "①", "한", "日", "🙂", "\u{1F1E8}"]
        return scalars
    }()

    static let sentences: [String] = [
        "Genève", "Zürich", "Straße", "A. Lange & Söhne", "Montblanc 1858 Géosphère",
        "O’Brien – 1° ½ ¼ ¾ ‰ € £ ¥ ₹ ₨", "Krug Grande Cuvée 170ème Édition", "ŉ ǆ Ǆ ǅ Ĳ ĳ ſ ß ẞ",
        "\u{00A0}NBSP\u{00A0}inside\u{2007}figure\u{2009}thin\tTab", "Crystal replaced (sapphire), bezel insert original.",
        "e\u{0301}cole", "ΣΊΣΥΦΟΣ", "İstanbul", "ﬁne ２０２４", "Ⅻ ① ²", "\u{00AD}soft\u{00AD}hyphen", "…", "",
        "Œuvre Æther Øresund Ðenn Þing", "µ¹²³ªº", "\u{0085}next line\u{2028}\u{2029}", "¨´¸ˆ˜",
    ]

    /// What `normalize` gives: the fast path when it answers, else the general path.
    static func fast(_ text: String) -> String {
        SearchText.normalizeASCII(text) ?? SearchText.normalizeTable(text) ?? SearchText.normalizeUnicode(text)
    }

    @Test func sentencesAgree() {
        for text in Self.sentences {
            #expect(Self.fast(text) == SearchText.normalizeUnicode(text), "\(text.unicodeScalars.map(\.value))")
            #expect(SearchText.normalize(text) == SearchText.normalizeUnicode(text))
        }
        #expect(SearchText.normalizeTable("Genève Zürich – O’Brien") == "geneve zurich o brien")
        #expect(SearchText.normalizeTable("e\u{0301}") == nil)
    }

    /// Every scalar of the table next to letters, spaces, and other table scalars, both ways
    /// round; the table covers most of its blocks.
    @Test func everyTableScalarInCompany() {
        let neighbours: [String] = ["a", "Z", " ", "-", "9", "é", "ß", "ǅ", "’", "\u{00A0}", "½", "ŉ", "\u{0301}"]
        var covered = 0
        for range in SearchText.tableRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if SearchText.pieces(alone: scalar) != nil { covered += 1 }
                let alone = String(scalar)
                #expect(Self.fast(alone) == SearchText.normalizeUnicode(alone), "U+\(String(value, radix: 16))")
                for neighbour in neighbours {
                    for text in [alone + neighbour, neighbour + alone, neighbour + alone + alone + neighbour] {
                        #expect(Self.fast(text) == SearchText.normalizeUnicode(text), "\(text.unicodeScalars.map(\.value))")
                    }
                }
            }
        }
        #expect(covered > 600)
    }

    @Test func randomTextsAgree() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let length = Int.random(in: 0...14, using: &generator)
            var text = String.UnicodeScalarView()
            for _ in 0..<length {
                // Mostly ASCII letters and table scalars, as real titles and notes are.
                if Bool.random(using: &generator) {
                    text.append(Unicode.Scalar(UInt8.random(in: 0x41...0x5A, using: &generator)))
                }
                text.append(Self.alphabet.randomElement(using: &generator) ?? " ")
            }
            let string = String(text)
            #expect(Self.fast(string) == SearchText.normalizeUnicode(string), "\(string.unicodeScalars.map(\.value))")
        }
    }

    /// The general form of a number's words: Foundation's `Decimal` of Swift's shortest form.
    static func generalNumberWords(_ number: Double) -> String? {
        DecimalMath.decimal(number).map(DecimalMath.plainDigits)
    }

    static let numbers: [Double] = [
        0, -0.0, 1, -1, 1992, 42.5, -42.5, 0.1, 0.25, -0.001, 0.0001, 0.00001, 1e-7, 123.456, 36, 38.5, 100, 1000.5,
        9_999_999_999_999_998, 1e15, 1e16, 1e17, 123456789.123, 0.1 + 0.2, 1.0 / 3.0, .pi, -.pi, 5e-324, .greatestFiniteMagnitude,
        .infinity, -.infinity, .nan, 2.5e10, 12345678901234567890,
    ]

    @Test func numberWordsAgree() {
        var numbers = Self.numbers
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let magnitude = Double(Int.random(in: -8...18, using: &generator))
            numbers.append(Double.random(in: -1...1, using: &generator) * pow(10, magnitude))
            numbers.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 100)
            numbers.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
        }
        for number in numbers {
            #expect(SearchText.numberWords(number) == Self.generalNumberWords(number), "\(number)")
        }
    }

    @Test func choiceWordsAgreeWithChoiceDisplay() {
        let options = [
            FieldOption(id: "steel", label: LocalizedText(["en": "Steel", "de": "Stahl"]), hidden: false),
            FieldOption(id: "gold", label: LocalizedText(english: "Gold"), hidden: true),
            FieldOption(id: "steel", label: LocalizedText(["fr": "Acier"]), hidden: false),
        ]
        let field = TemplateField(key: "material", type: .dropdown, label: LocalizedText(english: "Material"), options: options)
        for id in ["steel", "gold", "titanium", ""] {
            for language in ["en", "de", "de-CH", "fr", "it"] {
                let general = MultipleChoiceDisplay.labels(.dropdown(id), field: field, language: language)?.joined(separator: " ")
                #expect(SearchText.words(of: .dropdown(id), field: field, language: language) == general, "\(id) \(language)")
            }
        }
        let choices: [[String]] = [[], ["steel"], ["gold", "steel"], ["titanium", "steel", "titanium"], ["x", "y", "x", "gold", "gold"], [""]]
        for ids in choices {
            for language in ["en", "de", "fr"] {
                let general = MultipleChoiceDisplay.labels(.multipleChoice(ids), field: field, language: language)?.joined(separator: " ")
                #expect(SearchText.words(of: .multipleChoice(ids), field: field, language: language) == general, "\(ids) \(language)")
            }
        }
        let plain = TemplateField(key: "material", type: .dropdown, label: LocalizedText(english: "Material"))
        #expect(SearchText.words(of: .dropdown("steel"), field: plain, language: "en") == "steel")
    }

    /// Without the type set's look-up, exactly the searched types still give words.
    @Test func onlySearchedTypesGiveWords() {
        let field = TemplateField(key: "k", type: .text, label: LocalizedText(english: "K"))
        let values: [FieldValue] = [
            .text("a"), .url("https://a.example"), .number(4), .measurement(36), .date("2024-01-02"),
            .currency(Money(minorUnits: 100, currency: "CHF")), .dropdown("x"), .multipleChoice(["x"]), .rating(3),
            .checkbox(true), .quantity(amount: 2, unit: "u"), .relation("id"),
        ]
        for value in values {
            let words = SearchText.words(of: value, field: field, language: "en")
            #expect((words != nil) == SearchText.searchedTypes.contains(value.type), "\(value)")
        }
    }
}
