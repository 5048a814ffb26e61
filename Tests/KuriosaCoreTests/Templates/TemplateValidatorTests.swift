import Testing
@testable import KuriosaCore

@Suite("Template validator")
struct TemplateValidatorTests {
    /// One broken template per rule: the validator must report exactly that rule (and field).
    struct Case: Sendable, CustomStringConvertible {
        let rule: TemplateIssue.Rule
        let fieldKey: String?
        let template: Template
        var description: String { rule.rawValue }
    }

    static let valid = TemplateFixtures.valid

    static func field(_ f: TemplateField) -> Template {
        var t = valid
        t.fields.append(f)
        return t
    }

    static let cases: [Case] = [
        Case(rule: .keyFormat, fieldKey: "Kind", template: valid.with("kind") { $0.key = "Kind" }),
        Case(rule: .keyDuplicate, fieldKey: "brand", template: field(TemplateField(key: "brand", type: .text, label: ["en": "Brand 2"]))),
        Case(rule: .keyReserved, fieldKey: "@count", template: field(TemplateField(key: "@count", type: .number, label: ["en": "Count"]))),
        Case(rule: .nameEnglish, fieldKey: nil, template: { var t = valid; t.name = ["de": "Test"]; return t }()),
        Case(rule: .labelEnglish, fieldKey: "brand", template: valid.with("brand") { $0.label = ["en": "  "] }),
        Case(rule: .sectionEnglish, fieldKey: nil, template: { var t = valid; t.sections[0].label = ["fr": "Principal"]; return t }()),
        Case(rule: .sectionDuplicate, fieldKey: nil, template: { var t = valid; t.sections.append(t.sections[0]); return t }()),
        Case(rule: .sectionUnknown, fieldKey: "brand", template: valid.with("brand") { $0.section = "nowhere" }),
        Case(rule: .optionsMissing, fieldKey: "kind", template: valid.with("kind") { $0.options = [] }),
        Case(rule: .optionsDuplicate, fieldKey: "rounds", template: valid.with("rounds") { $0.options?.append(FieldOption(id: "round", label: ["en": "Again"])) }),
        Case(rule: .optionEnglish, fieldKey: "kind", template: valid.with("kind") { $0.options?[1].label = ["de": "B"] }),
        Case(rule: .textEnglish, fieldKey: "brand", template: valid.with("brand") { $0.example = ["de": "Beispiel"] }),
        Case(rule: .measurementKind, fieldKey: "weight", template: valid.with("weight") { $0.measurement = nil; $0.unitHint = nil }),
        Case(rule: .unitHintUnknown, fieldKey: "weight", template: valid.with("weight") { $0.unitHint?.imperial = "stone" }),
        Case(rule: .unitHintKind, fieldKey: "weight", template: valid.with("weight") { $0.unitHint?.metric = "mm" }),
        Case(rule: .ratingMaxRange, fieldKey: "stars", template: valid.with("stars") { $0.ratingMax = 11 }),
        Case(rule: .calculationFormula, fieldKey: "per_gram", template: valid.with("per_gram") { $0.formula = nil }),
        Case(rule: .calculationUnknownField, fieldKey: "per_round", template: valid.with("per_round") { $0.formula?.right = .field("boxes") }),
        Case(rule: .calculationFieldType, fieldKey: "per_round", template: valid.with("per_round") { $0.formula?.right = .field("kind") }),
        Case(rule: .calculationRequired, fieldKey: "per_round", template: valid.with("per_round") { $0.required = true }),
        Case(rule: .calculationIdentifying, fieldKey: "per_round", template: valid.with("per_round") { $0.identifying = true }),
        Case(rule: .exampleSensitive, fieldKey: "serial", template: valid.with("serial") { $0.example = ["en": "X123"] }),
        Case(rule: .highlightsTooMany, fieldKey: nil, template: { var t = valid; t.highlights = ["brand", "price", "kind", "stars"]; return t }()),
        Case(rule: .highlightsUnknown, fieldKey: "colour", template: { var t = valid; t.highlights = ["colour"]; return t }()),
        Case(rule: .highlightsHidden, fieldKey: "brand", template: valid.with("brand") { $0.hidden = true }),
        Case(rule: .highlightsSensitive, fieldKey: "serial", template: { var t = valid; t.highlights = ["serial"]; return t }()),
        Case(rule: .highlightsDuplicate, fieldKey: "brand", template: { var t = valid; t.highlights = ["brand", "brand"]; return t }()),
        Case(rule: .removedUnknown, fieldKey: nil, template: { var t = valid; t.removedStandardFields = ["name"]; return t }()),
        Case(rule: .removedOrder, fieldKey: nil, template: { var t = valid; t.removedStandardFields = ["notes", "condition"]; return t }()),
        Case(rule: .suggestionTemplate, fieldKey: nil, template: { var t = valid; t.suggestions = [Suggestion(template: "")]; return t }()),
        Case(rule: .suggestionIcon, fieldKey: nil, template: { var t = valid; t.suggestions = [Suggestion(template: "builtin.blank", icon: "")]; return t }()),
        Case(rule: .suggestionNameEnglish, fieldKey: nil, template: { var t = valid; t.suggestions = [Suggestion(template: "builtin.blank", name: ["de": "Zubehör"])]; return t }()),
        Case(rule: .suggestionNameRequired, fieldKey: nil, template: { var t = valid; t.suggestions = [Suggestion(icon: "medal")]; return t }()),
        Case(rule: .suggestionIconRequired, fieldKey: nil, template: { var t = valid; t.suggestions = [Suggestion(name: ["en": "Medals"])]; return t }()),
    ]

    @Test func theFixtureIsValid() {
        #expect(TemplateValidator.validate(Self.valid) == [])
    }

    @Test(arguments: cases)
    func reportsTheRule(c: Case) {
        let issues = TemplateValidator.validate(c.template)
        #expect(issues.map(\.rule) == [c.rule], "\(issues)")
        #expect(issues.first?.fieldKey == c.fieldKey)
        #expect(issues.allSatisfy { !$0.message.isEmpty })
    }

    @Test func everyRuleHasACase() {
        let covered = Set(Self.cases.map(\.rule)).union([
            .calculationCircle, .calculationSensitive, .highlightsCount, .removedQuantity,
        ])
        #expect(Set(TemplateIssue.Rule.allCases).subtracting(covered).isEmpty)
    }

    @Test func keyFormat() {
        for good in ["a", "a1", "case_size__mm_", "z_9"] { #expect(TemplateValidator.isValidKey(good), "\(good)") }
        for bad in ["", "1a", "_a", "A", "a-b", "a b", "é", "field."] { #expect(!TemplateValidator.isValidKey(bad), "\(bad)") }
    }

    @Test func circlesAreReportedOnEveryFieldInThem() {
        let t = Self.valid.with("per_round") { $0.formula?.left = .field("per_gram") }
        let issues = TemplateValidator.validate(t)
        #expect(issues.filter { $0.rule == .calculationCircle }.map(\.fieldKey) == ["per_round", "per_gram"])
        let selfUse = Self.valid.with("per_round") { $0.formula?.left = .field("per_round") }
        #expect(TemplateValidator.validate(selfUse).map(\.rule) == [.calculationCircle])
    }

    @Test func aCalculationUsingASensitiveFieldMustBeSensitiveAlsoThroughAnother() {
        let t = Self.valid.with("price") { $0.sensitive = true }
        let issues = TemplateValidator.validate(t)
        #expect(issues.map(\.rule) == [.calculationSensitive, .calculationSensitive])
        #expect(issues.map(\.fieldKey) == ["per_round", "per_gram"])
        var fixed = t
        fixed.updateCalculationSensitivity()
        #expect(TemplateValidator.validate(fixed) == [])
    }

    @Test func countOnlyWhenTheCollectionCounts() {
        var t = Self.valid
        t.quantity = nil
        let issues = TemplateValidator.validate(t)
        #expect(issues.map(\.rule) == [.highlightsCount, .removedQuantity])
        #expect(issues.first?.fieldKey == "@count")
    }

    @Test func reportsAllFailuresNotTheFirst() {
        var t = Self.valid.with("brand") { $0.key = "1brand"; $0.label = [:] }
            .with("stars") { $0.ratingMax = 0 }
            .with("per_round") { $0.required = true; $0.identifying = true }
        t.name = [:]
        t.highlights = ["1brand", "nope", "serial", "@count"]
        let rules = TemplateValidator.validate(t).map(\.rule)
        #expect(rules == [.nameEnglish, .keyFormat, .labelEnglish, .ratingMaxRange, .calculationRequired,
                          .calculationIdentifying, .highlightsTooMany, .highlightsUnknown, .highlightsSensitive])
    }

    @Test func hiddenOperandsAndHiddenOptionsAreFine() {
        let t = Self.valid.with("rounds") { $0.hidden = true }.with("kind") { $0.options?[0].hidden = true }
        #expect(TemplateValidator.validate(t) == [])
    }

    @Test func unitHintsOfAFieldWithoutKindMustAgree() {
        let t = Self.valid.with("weight") { $0.type = .number; $0.measurement = nil; $0.unitHint = UnitHint(metric: "g", imperial: "in") }
        #expect(TemplateValidator.validate(t).map(\.rule) == [.unitHintKind])
    }
}
