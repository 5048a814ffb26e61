import KuriosaCore
import Testing
@testable import KuriosaImport

/// Which target a header names when a hidden field and the count share a text
/// (docs/import.md#template-mapping).
@Suite("Header precedence: the count and hidden fields")
struct HeaderPrecedenceTests {
    static func match(_ header: String, in id: String) throws -> HeaderMatcher.Match {
        let template = try #require(try BuiltinTemplates.template(id: id))
        let matcher = HeaderMatcher(template: template, standards: HeaderMatcher.standards(for: template))
        return matcher.match(normalized: TextNormalizer.normalize(header))
    }

    @Test(arguments: [("Bottles", "builtin.wine"), ("bottle", "builtin.wine"), ("Flasche", "builtin.wine"),
                      ("Schuss", "builtin.ammunition"), ("Rounds", "builtin.ammunition"), ("Cartouches", "builtin.ammunition")])
    func unitNamesNameTheCountOverAHiddenField(_ example: (header: String, template: String)) throws {
        #expect(try Self.match(example.header, in: example.template) == .one(.standard(.count)))
    }

    @Test func aTemplateThatDoesNotCountHasNoCountColumn() throws {
        #expect(try Self.match("Quantity", in: "builtin.watch") == .none)
    }

    @Test func aMappingStillReachesTheHiddenField() throws {
        let template = try #require(try BuiltinTemplates.template(id: "builtin.wine"))
        let mapping = try ColumnMapping(["Bottles": "field:bottles"])
        let plan = ColumnPlan(header: CSVRecord(row: 1, cells: ["Title", "Bottles"]), template: template,
                              standards: HeaderMatcher.standards(for: template), mapping: mapping)
        #expect(plan.columns.map(\.target) == [.standard(.title), .field("bottles")])
    }
}
