import Foundation
import Testing

/// One owner for every value (#26, docs/architecture.md#values-belong-to-core): money,
/// currencies and days are Core's `Money`, `Currency` and `CalendarDay`, and every other module
/// uses them. These checks read the source text, so that a second money or day type, or a
/// second currency table, fails here when it is written and not when two of them disagree.
@Suite struct ValueOwnershipTests {
    static let sources = CModuleImportTests.sources

    /// Every Swift file under Sources/ outside KuriosaCore, with its text.
    static func filesOutsideCore() throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        return try files.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("KuriosaCore/") }.sorted().map {
            ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// No type named as a value of money, currency or day (`…Money`, `…Currency`, `…Day`,
    /// `…Date`, `…Amount`) is declared outside Core: `StoredMoney` and the import's
    /// `CurrencyCodes` were such second types, each with hand conversions to Core's.
    @Test func noModuleButCoreDeclaresAMoneyCurrencyOrDayType() throws {
        let declaration = try Regex(#"^\s*(?:(?:public|package|internal|private|fileprivate|final)\s+)*(?:struct|enum|class|actor|typealias)\s+([A-Za-z]*(?:Money|Currency|Currencies|Day|Days|Date|Amount))\b"#)
        var found: [String] = []
        for (path, text) in try Self.filesOutsideCore() {
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let match = try declaration.firstMatch(in: String(line)) {
                    found.append("Sources/\(path):\(n + 1): \(match.output[1].substring ?? "")")
                }
            }
        }
        #expect(found.isEmpty, "value types belong to KuriosaCore (Money, Currency, CalendarDay): \(found)")
    }

    /// No ISO 4217 table outside Core: a literal list of currency codes with their minor
    /// units (`"JPY": 0`, `"KWD": 3`) is `Currency`'s alone.
    @Test func noCurrencyTableOutsideCore() throws {
        let entry = try Regex(#""(?:JPY|KWD|BHD|CLF)"\s*:\s*[0-4]\b"#)
        let found = try Self.filesOutsideCore().filter { try entry.firstMatch(in: $0.text) != nil }.map(\.path)
        #expect(found.isEmpty, "a currency table outside KuriosaCore's Currency: \(found)")
    }
}

/// The store owns its formats (#26): the catalog's JSON texts of a new piece (`fields`, the
/// history's `changes`) are encoded by the store's bulk writer (`ItemRecord.PreparedPiece`),
/// not by the import "byte for byte as the store does".
@Suite struct StoreFormatTests {
    @Test func noModuleButTheStoreWritesTheHistorysJSON() throws {
        let pattern = try Regex(#"\\"old\\":null|JSONBytes"#)
        let found = try ValueOwnershipTests.filesOutsideCore().filter { !$0.path.hasPrefix("KuriosaStore/") }
            .filter { try pattern.firstMatch(in: $0.text) != nil }.map(\.path)
        #expect(found.isEmpty, "the store's formats written outside the store: \(found)")
    }
}
