import Testing
@testable import KuriosaCore

@Suite("Template helpers")
struct TemplateTests {
    @Test func highlightsFallBackToTheFirstThreeVisibleNonSensitiveFields() throws {
        var t = TemplateFixtures.valid
        t.highlights = nil
        t.fields[0].hidden = true
        #expect(t.effectiveHighlights == ["price", "rounds", "kind"])
    }

    @Test func theCountIsLeftOutWhileItIsRemoved() {
        var t = TemplateFixtures.valid
        #expect(t.effectiveHighlights == ["brand"])
        t.removedStandardFields = ["condition"]
        #expect(t.effectiveHighlights == ["brand", "@count"])
        t.highlights = ["@count"]
        #expect(t.effectiveHighlights == ["@count"])
    }

    @Test func standardFieldsShown() {
        var t = TemplateFixtures.valid
        #expect(t.removedStandards == [.quantity, .condition, .notes])
        #expect(!t.shows(.quantity) && !t.shows(.notes) && t.shows(.tags))
        t.removedStandardFields = nil
        #expect(t.shows(.quantity))
        t.quantity = nil
        #expect(!t.shows(.quantity))
        #expect(StandardField.allCases.map(\.rawValue) == ["quantity", "purchase_date", "purchase_price", "source",
                                                            "estimated_value", "condition", "place", "tags", "files", "notes"])
    }

    @Test func aFieldWithoutSectionIsInTheFirst() throws {
        let t = TemplateFixtures.valid
        let brand = try #require(t.field("brand"))
        #expect(t.sectionID(of: brand) == "main")
    }

    @Test func fieldTypesNameTheirJSONValues() {
        #expect(FieldType.allCases.map(\.rawValue) == ["text", "number", "date", "currency", "dropdown", "multiple_choice",
                                                       "rating", "checkbox", "url", "quantity", "measurement", "relation",
                                                       "calculation"])
        #expect(FieldType.allCases.filter(\.isCalculable) == [.number, .currency, .rating, .quantity, .measurement, .calculation])
    }
}
