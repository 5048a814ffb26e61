import KuriosaCore
import Testing

@Suite struct MultipleChoiceDisplayTests {
    static let colors = TemplateField(
        key: "colors", type: .multipleChoice, label: LocalizedText(english: "Colors"),
        options: [
            FieldOption(id: "leather", label: ["en": "Leather", "de": "Leder", "fr": "Cuir"]),
            FieldOption(id: "steel", label: ["en": "Steel", "de": "Stahl"]),
            FieldOption(id: "gold", label: ["en": "Gold"], hidden: true),
        ])
    static let dropdown = TemplateField(key: "material", type: .dropdown, label: LocalizedText(english: "Material"),
                                        options: colors.options)

    @Test(arguments: [
        (FieldValue.multipleChoice(["leather", "steel"]), "en", "Leather, Steel"),
        (.multipleChoice(["steel", "leather"]), "en", "Leather, Steel"),
        (.multipleChoice(["steel", "leather"]), "de", "Leder, Stahl"),
        (.multipleChoice(["steel", "leather"]), "de-CH", "Leder, Stahl"),
        (.multipleChoice(["leather", "steel"]), "fr", "Cuir, Steel"),
        (.multipleChoice(["gold"]), "en", "Gold"),
        (.multipleChoice(["rope", "steel", "bone", "rope"]), "en", "Steel, rope, bone"),
        (.multipleChoice(["steel", "steel"]), "en", "Steel"),
        (.dropdown("steel"), "de", "Stahl"),
        (.dropdown("rope"), "en", "rope"),
    ])
    func showsChoicesInOptionOrder(value: FieldValue, language: String, text: String) {
        #expect(MultipleChoiceDisplay.string(value, field: Self.colors, language: language) == text)
        #expect(MultipleChoiceDisplay.string(value, field: Self.dropdown, language: language) == text)
    }

    @Test func otherValuesAreNoChoices() {
        #expect(MultipleChoiceDisplay.string(.text("steel"), field: Self.colors, language: "en") == nil)
        #expect(MultipleChoiceDisplay.labels(.dropdown("steel"), field: Self.colors, language: "en") == ["Steel"])
    }
}

@Suite struct MeasurementDisplayTests {
    static let mmIn = UnitHint(metric: "mm", imperial: "in")
    static let gOzt = UnitHint(metric: "g", imperial: "ozt")
    static let mlFlOz = UnitHint(metric: "ml", imperial: "fl_oz")

    @Test(arguments: [
        (40.0, MeasurementKind.length, Optional(mmIn), MeasurementDisplay.System.metric, "en-US", "40\u{00A0}mm"),
        (42.5, .length, mmIn, .metric, "de-DE", "42,5\u{00A0}mm"),
        (40, .length, mmIn, .imperial, "en-US", "1.575\u{00A0}in"),
        (31.45, .length, mmIn, .imperial, "en-US", "1.238\u{00A0}in"),
        (6.45, .mass, gOzt, .metric, "en-US", "6.45\u{00A0}g"),
        (6.45, .mass, gOzt, .imperial, "en-US", "0.207\u{00A0}oz t"),
        (31.1034768, .mass, gOzt, .imperial, "en-US", "1\u{00A0}oz t"),
        (50, .volume, mlFlOz, .imperial, "en-US", "1.691\u{00A0}fl oz"),
        (750, .volume, mlFlOz, .metric, "en-US", "750\u{00A0}ml"),
        (1234.56, .length, nil, .metric, "de-CH", "1\u{2019}234.56\u{00A0}mm"),
        (40, .length, nil, .imperial, "en-US", "1.575\u{00A0}in"),
        (6.45, .mass, nil, .imperial, "en-US", "0.228\u{00A0}oz"),
        (50, .volume, nil, .metric, "en-US", "50\u{00A0}ml"),
        (1500, .length, UnitHint(metric: "cm", imperial: "ft"), .metric, "fr-FR", "150\u{00A0}cm"),
        (1500, .length, UnitHint(metric: "cm", imperial: "ft"), .imperial, "en-US", "4.921\u{00A0}ft"),
        (0.05, .mass, UnitHint(metric: "ct"), .metric, "en-US", "0.25\u{00A0}ct"),
        (0.0123, .length, nil, .metric, "en-US", "0.0123\u{00A0}mm"),
        (40, .length, UnitHint(metric: "g", imperial: "parsec"), .metric, "en-US", "40\u{00A0}mm"),
        (40, .length, UnitHint(metric: "g", imperial: "parsec"), .imperial, "en-US", "1.575\u{00A0}in"),
        (15.0, .mass, nil, .metric, "en-US", "15\u{00A0}g"),
        // A value keeps the digits it was entered with, up to the unit's most (g: 3).
        (12.345, .mass, nil, .metric, "en-US", "12.345\u{00A0}g"),
        (31.103, .mass, nil, .metric, "en-US", "31.103\u{00A0}g"),
        (12.3456, .mass, nil, .metric, "en-US", "12.35\u{00A0}g"),
        (1234.5, .volume, nil, .metric, "de-DE", "1.234,5\u{00A0}ml"),
    ])
    func shows(canonical: Double, kind: MeasurementKind, hint: UnitHint?, system: MeasurementDisplay.System,
               locale: String, text: String) {
        #expect(MeasurementDisplay.string(canonical: canonical, kind: kind, hint: hint, system: system, locale: locale) == text)
    }

    @Test(arguments: [(150.0, 1), (99.9, 2), (10, 2), (9.99, 3), (1, 3), (0.5, 3), (0.05, 4), (0.000001, 6), (0, 3), (-150, 1)])
    func fractionDigits(value: Double, digits: Int) {
        #expect(MeasurementDisplay.fractionDigits(for: value) == digits)
    }

    @Test func calculationResultText() {
        #expect(CalculationResult.plain(2.5).string(locale: "de-DE", system: .metric) == "2,5")
        #expect(CalculationResult.money(Money(minorUnits: 3333, currency: "CHF")).string(locale: "de-CH", system: .metric)
            == "CHF\u{00A0}33.33")
        #expect(CalculationResult.measurement(canonical: 150, kind: .volume, hint: Self.mlFlOz).string(locale: "en-US", system: .imperial)
            == "5.072\u{00A0}fl oz")
    }
}
