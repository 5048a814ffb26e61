import Foundation
import Testing
@testable import KuriosaPreviews

/// At most 300 Unicode scalar values, cut only between grapheme clusters
/// (docs/link-preview-rules.md#length).
@Suite("Title length")
struct TextLengthTests {
    struct LengthCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var expectedScalars: Int
        var testDescription: String { name }
    }

    static let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦" // 7 scalars, one cluster

    @Test("Cut at 300 scalars on a grapheme boundary", arguments: [
        LengthCase(name: "ASCII 400", text: String(repeating: "a", count: 400), expectedScalars: 300),
        LengthCase(name: "exactly 300", text: String(repeating: "b", count: 300), expectedScalars: 300),
        LengthCase(name: "e + combining accent crossing 300", text: String(repeating: "a", count: 299) + "e\u{0301}x", expectedScalars: 299),
        LengthCase(name: "flag crossing 300", text: String(repeating: "a", count: 299) + "🇨🇭", expectedScalars: 299),
        LengthCase(name: "ZWJ family crossing 300 keeps 298", text: String(repeating: "a", count: 298) + family, expectedScalars: 298),
        LengthCase(name: "astral scalars count one each", text: String(repeating: "😀", count: 350), expectedScalars: 300),
        LengthCase(name: "padding does not use up the 300", text: String(repeating: " \u{00A0}", count: 500) + String(repeating: "c", count: 300), expectedScalars: 300),
    ])
    func cut(_ length: LengthCase) throws {
        let title = try #require(extract("<title>\(length.text)</title>").title)
        #expect(title.unicodeScalars.count == length.expectedScalars)
    }

    @Test("Whitespace left by the cut is trimmed, and site_name gets the same cap")
    func trailingSpaceAndSiteName() throws {
        let text = String(repeating: "a", count: 299) + " b"
        let title = try #require(extract("<title>\(text)</title>").title)
        #expect(title == String(repeating: "a", count: 299))
        let site = try #require(extract("<meta property=og:site_name content='\(String(repeating: "s", count: 500))'>").siteName)
        #expect(site.unicodeScalars.count == 300)
    }
}
