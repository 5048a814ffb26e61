import Foundation
import KuriosaCore
import Testing
@testable import KuriosaImport

/// The header rules on the header alone: matching, brackets, and the column warnings
/// (docs/import-rules.md#header-matching,
/// docs/import-rules.md#units-and-currencies-in-a-header,
/// docs/import-rules.md#unknown-and-duplicate-columns).
@Suite("Header matching and column warnings")
struct ImportMappingTests {
    static func plan(_ header: [String], template id: String = "builtin.watch", mapping: ColumnMapping? = nil) throws -> (ColumnPlan, Template) {
        let template = try #require(try BuiltinTemplates.template(id: id))
        let plan = ColumnPlan(header: CSVRecord(row: 1, cells: header), template: template,
                              standards: HeaderMatcher.standards(for: template), mapping: mapping)
        return (plan, template)
    }

    static let matches: [(header: String, target: String)] = [
        ("TITRE", "title"), ("Titel", "title"), ("Nombre", "title"), ("etat", "condition"),
        ("date d’achat", "purchase_date"), ("Kaufpreis", "purchase_price"), ("Schlagwörter", "tags"),
        ("Ubicacion", "place"), ("brand", "brand"), ("Marke", "brand"), ("case_diameter", "case_diameter"),
        ("Case diameter", "case_diameter"), ("Photos", "photos"),
    ]

    @Test(arguments: matches)
    func matchesAcrossLanguages(_ example: (header: String, target: String)) throws {
        let (plan, _) = try Self.plan([example.header])
        #expect(plan.columns.map(\.target.key) == [example.target])
        #expect(plan.warnings.isEmpty)
    }

    @Test func frenchLabelWithoutAccents() throws {
        let (plan, template) = try Self.plan(["Diametre du boitier"])
        let french = try #require(template.field("case_diameter")?.label.texts["fr"])
        #expect(TextNormalizer.normalize(french) == "diametre du boitier")
        #expect(plan.columns.first?.target == .field("case_diameter"))
    }

    static let brackets: [(header: String, target: String?, bracket: String?)] = [
        ("Case diameter [mm]", "case_diameter", "mm"),
        ("Kaufpreis (EUR)", "purchase_price", "EUR"),
        ("Purchase price (€)", "purchase_price", "€"),
        ("Service cost (USD)", "service_cost", "USD"),
        ("Case diameter (ml)", nil, nil),
        ("Dicke (mm)", nil, nil),
        ("Title (EUR)", nil, nil),
    ]

    @Test(arguments: brackets)
    func headerBrackets(_ example: (header: String, target: String?, bracket: String?)) throws {
        let (plan, _) = try Self.plan([example.header])
        #expect(plan.columns.first?.target.key == example.target)
        #expect(plan.columns.first?.bracket == example.bracket)
        if example.target == nil { #expect(plan.warnings.map(\.reason) == ["unknown_column"]) }
    }

    @Test func numberSuffixBracket() throws {
        let template = try #require(try BuiltinTemplates.template(id: "builtin.watch"))
        let suffix = try #require(template.field("power_reserve")?.suffix?.texts["en"])
        let (plan, _) = try Self.plan(["Power reserve (\(suffix))"])
        #expect(plan.columns.first?.target == .field("power_reserve"))
    }

    @Test func warningsNameTheColumns() throws {
        let (plan, _) = try Self.plan(["Title", "Brand", "Marke", "Foo", "", "Fine weight"], template: "builtin.coin")
        // Coin has no brand: Brand and Marke are unknown; Fine weight is a calculation.
        #expect(plan.warnings.map(\.reason) == ["unknown_column", "unknown_column", "unknown_column", "calculation_not_imported"])
        #expect(plan.warnings.map(\.columnIndex) == [2, 3, 4, 6])
        #expect(plan.unnamed == [4])
        let (watch, _) = try Self.plan(["Title", "Brand", "Marke"])
        #expect(watch.warnings == [ImportReport.Warning(reason: "duplicate_column", column: "Marke", columnIndex: 3, sameAs: 2)])
    }

    @Test func ambiguousTitleInRecordTemplate() throws {
        // The record template has a field `title`, which shares its name with the standard
        // column: header matching (docs/import-rules.md#header-matching) reports the column
        // ambiguous, and the file then lacks a title.
        let (plan, template) = try Self.plan(["Title", "Artist"], template: "builtin.record")
        #expect(plan.warnings.first?.reason == "ambiguous_column")
        #expect(plan.missingRequired(template: template) == "title")
        let mapping = try ColumnMapping(["Title": "column:title"])
        let (mapped, _) = try Self.plan(["Title", "Artist"], template: "builtin.record", mapping: mapping)
        #expect(mapped.columns.map(\.target) == [.standard(.title), .field("artist")])
    }

    @Test func quantityOnlyWhenTheTemplateCounts() throws {
        let (watch, _) = try Self.plan(["Title", "Quantity"])
        #expect(watch.warnings.map(\.reason) == ["unknown_column"])
        let (wine, _) = try Self.plan(["Title", "Anzahl"], template: "builtin.wine")
        #expect(wine.columns.map(\.target) == [.standard(.title), .standard(.count)])
    }

    @Test func missingRequiredColumn() throws {
        let (plan, template) = try Self.plan(["Title", "Model"])
        #expect(plan.missingRequired(template: template) == "brand")
        let (noTitle, _) = try Self.plan(["Brand"])
        #expect(noTitle.missingRequired(template: template) == "title")
    }

    @Test(arguments: ImportPresets.names)
    func presetsReadAndNameRealFields(_ name: String) throws {
        let mapping = try #require(ImportPresets.mapping(name))
        let id = try #require(ImportPresets.templates[name])
        let template = try #require(try BuiltinTemplates.template(id: id))
        for rule in mapping.rules.values {
            if case .target(.field(let key)) = rule { #expect(template.field(key) != nil, "\(name): \(key)") }
        }
    }

    @Test func mappingFile() throws {
        let mapping = try ColumnMapping.parse(Data(#"{"columns": {"Hersteller": "field:brand", "Intern": null, "Bezeichnung": "Title"}}"#.utf8), source: "m.json")
        let (plan, _) = try Self.plan(["Bezeichnung", "Hersteller", "Intern"], mapping: mapping)
        #expect(plan.columns.map(\.target) == [.standard(.title), .field("brand")])
        // The column the mapping leaves out is named, with why.
        #expect(plan.warnings == [ImportReport.Warning(reason: "left_out", column: "Intern", columnIndex: 3, detail: "left out by the mapping")])
        #expect(throws: ImportSetupError.self) { try ColumnMapping.parse(Data(#"{"columns": {"A": "column:nope"}}"#.utf8), source: "m.json") }
    }
}
