import Foundation
import Testing
@testable import KuriosaCore

@Suite("Localized text")
struct LocalizedTextTests {
    static let watches: LocalizedText = ["en": "Watches", "de": "Uhren", "fr": "Montres"]

    @Test(arguments: [("de", "Uhren"), ("de-CH", "Uhren"), ("fr_CH", "Montres"), ("it", "Watches"), ("en", "Watches"), ("", "Watches")])
    func fallsBackToEnglish(language: String, expected: String) {
        #expect(Self.watches.text(for: language) == expected)
    }

    @Test func withoutEnglishAnyTextIsBetterThanNone() {
        #expect(LocalizedText(["fr": "Montres", "de": "Uhren"]).text(for: "it") == "Uhren")
        #expect(LocalizedText([:]).text(for: "en") == "")
        #expect(!LocalizedText(["en": " "]).hasEnglish)
    }

    @Test func codableAsAPlainObject() throws {
        let data = try JSONEncoder().encode(LocalizedText(english: "Rounds"))
        #expect(String(decoding: data, as: UTF8.self) == #"{"en":"Rounds"}"#)
        #expect(try JSONDecoder().decode(LocalizedText.self, from: data) == ["en": "Rounds"])
    }
}
