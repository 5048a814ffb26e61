import Foundation
import KuriosaExport
import Testing

@Suite struct ExportTemplateTests {
    @Test(arguments: BuiltinExportTemplates.names)
    func builtinsReadAndValidate(name: String) throws {
        let template = try #require(try BuiltinExportTemplates.template(named: name))
        #expect(template.id == "builtin.\(name)")
        #expect(ExportTemplateValidator.problems(template).isEmpty)
        // The embedded text is the file byte for byte.
        let file = ExportFixture.root.appendingPathComponent("ExportTemplates/\(name).json")
        #expect(BuiltinExportTemplates.jsonText(id: template.id) == (try String(contentsOf: file, encoding: .utf8)))
    }

    @Test(arguments: [
        (#"{"id":"custom.x","name":{"en":"X"},"formats":["pdf"],"columns":[{"standard":"titel"}]}"#, "columns[0].standard"),
        (#"{"id":"custom.x","name":{"en":"X"},"formats":["doc"],"columns":[]}"#, "formats[0]"),
        (#"{"id":"custom.x","name":{"en":"X"},"formats":["pdf"],"grouping":"shelf","columns":[]}"#, "grouping"),
        (#"{"id":"custom.x","name":{"en":"X"},"formats":["pdf"],"colums":[]}"#, "unknown key \"colums\""),
        (#"{"id":"custom.x","name":{"en":"X"},"formats":["pdf"],"columns":[{"field":"a","standard":"title"}]}"#, "columns[0]"),
    ])
    func errorsNameThePath(json: String, expected: String) {
        #expect {
            _ = try ExportTemplate.decode(from: Data(json.utf8))
        } throws: { error in
            "\(error)".contains(expected)
        }
    }

    @Test func validatorFindsWhatTheReaderCannot() throws {
        let json = #"{"id":"own","name":{"de":"X"},"formats":[],"columns":[],"totals":{"sums":["title"]},"selection":{"statuses":["gone"]}}"#
        let problems = ExportTemplateValidator.problems(try ExportTemplate.decode(from: Data(json.utf8))).map(\.description)
        #expect(problems.count == 6, "\(problems)")
        #expect(problems.contains { $0.contains(".totals.sums") })
    }
}
