import KuriosaCore
import KuriosaImport
import Testing

/// Headers qualified with a template's name (`Year (Coins)`,
/// docs/import.md#headers-of-several-templates): for the rows of a collection, its own
/// template's qualifier reads the field, another template's skips the column without a warning,
/// and the brackets of docs/import-rules.md#units-and-currencies-in-a-header still mean units.
@Suite struct QualifiedHeaderTests {
    static func plan(_ header: [String], for id: String, others: [String]) throws -> ColumnPlan {
        let template = try #require(try BuiltinTemplates.template(id: id))
        let otherTemplates = try others.map { try #require(try BuiltinTemplates.template(id: $0)) }
        return ColumnPlan(header: CSVRecord(row: 1, cells: header), template: template, standards: HeaderMatcher.standards(for: template),
                          mapping: nil, qualifiers: TemplateQualifiers(template: template, others: otherTemplates))
    }

    @Test func ownQualifierReadsTheFieldAndAnotherIsSkipped() throws {
        let header = ["Title", "Year (Coins)", "Year of production (Watches)", "Type (Wine)", "Weight (g)"]
        let coins = try Self.plan(header, for: "builtin.coin", others: ["builtin.watch", "builtin.wine"])
        #expect(coins.columns.map(\.target) == [.standard(.title), .field("year"), .field("weight")], "\(coins.columns)")
        #expect(coins.columns.last?.bracket == "g", "the unit bracket is still read")
        #expect(coins.warnings.isEmpty, "\(coins.warnings)")
        let watches = try Self.plan(header, for: "builtin.watch", others: ["builtin.coin", "builtin.wine"])
        #expect(watches.columns.map(\.target).contains(.field("year")), "\(watches.columns)")
        #expect(!watches.warnings.contains { $0.column == "Year (Coins)" }, "another template's column is not this one's problem")
    }

    /// The own template's name is read even when the library has no other template (a whole
    /// library's export imported into one collection); without qualifiers at all the bracket is
    /// that of docs/import-rules.md#units-and-currencies-in-a-header, and a template's name is
    /// no unit.
    @Test func withoutQualifiersTheBracketIsTheUnit() throws {
        let alone = try Self.plan(["Title", "Year (Coins)"], for: "builtin.coin", others: [])
        #expect(alone.columns.map(\.target) == [.standard(.title), .field("year")])
        let template = try #require(try BuiltinTemplates.template(id: "builtin.coin"))
        let plain = ColumnPlan(header: CSVRecord(row: 1, cells: ["Title", "Year (Coins)"]), template: template,
                               standards: HeaderMatcher.standards(for: template), mapping: nil)
        #expect(plain.columns.map(\.target) == [.standard(.title)])
        #expect(plain.warnings.map(\.reason) == ["unknown_column"])
    }
}
