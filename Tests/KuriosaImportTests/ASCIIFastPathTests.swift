import Testing
@testable import KuriosaCore
@testable import KuriosaImport

/// The ASCII fast paths of the normalization of docs/import-rules.md#header-matching and of the
/// search text (added for the import benchmark) give exactly what the Unicode paths give.
@Suite("ASCII fast paths")
struct ASCIIFastPathTests {
    /// Every printable ASCII character and the white space characters, alone and in company.
    static let samples: [String] = {
        let characters = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + ["\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{01}", "\u{1F}"]
        var texts = characters + characters.map { " a\($0)B " } + characters.map { "\($0)\($0)Zz-_`9" }
        texts += ["", "  ", "Very good plus (VG+)", "LP (12\")", "Steel_and-gold", "K-0042", "  Mint\t(M) ", "Omega Speedmaster 311.30.42.30.01.005"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            texts.append(String((0..<Int.random(in: 0...12, using: &generator)).map { _ in
                Character(UnicodeScalar(UInt8.random(in: 0...0x7F, using: &generator)))
            }))
        }
        return texts
    }()

    @Test func textNormalizerASCIIEqualsUnicode() {
        for text in Self.samples {
            #expect(TextNormalizer.normalizeASCII(text) == TextNormalizer.normalizeUnicode(text), "\(Array(text.utf8))")
        }
        #expect(TextNormalizer.normalizeASCII("Zürich") == nil)
    }

    @Test func searchTextASCIIEqualsUnicode() {
        for text in Self.samples {
            #expect(SearchText.normalizeASCII(text) == SearchText.normalizeUnicode(text), "\(Array(text.utf8))")
        }
        #expect(SearchText.normalizeASCII("Genève") == nil)
    }

    @Test(arguments: [Set<Character>([",", ";"]), ["\u{203A}", ">", "/"], ["\r\n", "\n"]])
    func separatedListASCIIEqualsCharacters(_ separators: Set<Character>) {
        for text in Self.samples + ["a, b;;c ,", "Home / Office > Safe", " / ", "x\ny"] {
            guard let fast = SeparatedList.splitASCII(text, at: separators) else {
                #expect(text.utf8.contains(0x0D), "\(Array(text.utf8))")
                continue
            }
            let characters = text.split(whereSeparator: { separators.contains($0) }).map { CellTrimming.trim($0) }.filter { !$0.isEmpty }
            #expect(fast == characters, "\(Array(text.utf8))")
        }
    }
}
