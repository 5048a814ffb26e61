import KuriosaCore
import Testing

@Suite struct FieldValueValidatorTests {
    static func field(_ type: FieldType, options: [String]? = nil, ratingMax: Int = 5) -> TemplateField {
        TemplateField(key: "f", type: type, label: LocalizedText(english: "F"),
                      options: options.map { ids in
                          ids.map { FieldOption(id: $0, label: LocalizedText(english: $0), hidden: $0 == "brown") }
                      },
                      ratingMax: ratingMax)
    }

    static let colors = ["blue", "black", "green", "red", "purple", "brown"]

    /// Values that fit: rules → [] ; values that do not: the rules reported, in order.
    @Test(arguments: [
        (FieldValue.text("x"), field(.text), [ValueIssue.Rule]()),
        (.url("https://example.com"), field(.url), []),
        (.number(48), field(.number), []),
        (.measurement(40), field(.measurement), []),
        (.checkbox(false), field(.checkbox), []),
        (.text("x"), field(.number), [.typeMismatch]),
        (.number(1), field(.measurement), [.typeMismatch]),
        (.url("x"), field(.text), [.typeMismatch]),
        (.number(1), field(.calculation), [.calculationValue]),
        // Dropdown and multiple choice take each other's form
        // (docs/values-and-calculations.md#multiple-choice-values).
        (.dropdown("green"), field(.dropdown, options: colors), []),
        (.dropdown("brown"), field(.dropdown, options: colors), []),
        (.dropdown("pink"), field(.dropdown, options: colors), [.unknownOption]),
        (.dropdown("green"), field(.multipleChoice, options: colors), []),
        (.dropdown("pink"), field(.multipleChoice, options: colors), [.unknownOption]),
        (.multipleChoice(["green", "red"]), field(.multipleChoice, options: colors), []),
        (.multipleChoice(["green", "red"]), field(.dropdown, options: colors), []),
        (.multipleChoice(["red", "brown"]), field(.multipleChoice, options: colors), []),
        (.multipleChoice(["red", "green"]), field(.multipleChoice, options: colors), [.choiceOrder]),
        (.multipleChoice(["red", "green"]), field(.dropdown, options: colors), [.choiceOrder]),
        (.multipleChoice([]), field(.multipleChoice, options: colors), [.noChoice]),
        (.multipleChoice(["red", "red"]), field(.multipleChoice, options: colors), [.duplicateChoice]),
        (.multipleChoice(["red", "pink"]), field(.multipleChoice, options: colors), [.unknownOption]),
        (.multipleChoice(["green"]), field(.text), [.typeMismatch]),
        (.dropdown("bottle"), field(.quantity, options: ["bottle"]), [.typeMismatch]),
        // Rating.
        (.rating(0), field(.rating), []),
        (.rating(5), field(.rating), []),
        (.rating(6), field(.rating), [.ratingRange]),
        (.rating(-1), field(.rating), [.ratingRange]),
        (.rating(10), field(.rating, ratingMax: 10), []),
        // Quantity units come from the options.
        (.quantity(amount: 2, unit: "bottle"), field(.quantity, options: ["bottle", "sample"]), []),
        (.quantity(amount: 2, unit: "case"), field(.quantity, options: ["bottle", "sample"]), [.unknownOption]),
        // Dates.
        (.date("2024-02-29"), field(.date), []),
        (.date("2000-02-29"), field(.date), []),
        (.date("1900-02-29"), field(.date), [.invalidDate]),
        (.date("2023-02-29"), field(.date), [.invalidDate]),
        (.date("2024-04-31"), field(.date), [.invalidDate]),
        (.date("2024-13-01"), field(.date), [.invalidDate]),
        (.date("2024-3-02"), field(.date), [.invalidDate]),
        (.date("0000-01-01"), field(.date), [.invalidDate]),
        (.date("2024-03-02T00:00"), field(.date), [.invalidDate]),
        // Relations name an item ID.
        (.relation("663cdc28-f8f6-4746-b3f7-6dc86b176433"), field(.relation), []),
        (.relation("663CDC28-F8F6-4746-B3F7-6DC86B176433"), field(.relation), [.invalidRelation]),
        (.relation("663cdc28f8f64746b3f76dc86b176433"), field(.relation), [.invalidRelation]),
        (.relation("Rolex"), field(.relation), [.invalidRelation]),
        // Currency codes.
        (.currency(Money(minorUnits: 1, currency: "CHF")), field(.currency), []),
        (.currency(Money(minorUnits: 1, currency: "XYZ")), field(.currency), [.unknownCurrency]),
        (.currency(Money(minorUnits: 1, currency: "chf")), field(.currency), [.unknownCurrency]),
    ])
    func validates(value: FieldValue, field: TemplateField, rules: [ValueIssue.Rule]) {
        let issues = FieldValueValidator.validate(value, for: field)
        #expect(issues.map(\.rule) == rules)
        #expect(issues.allSatisfy { $0.fieldKey == "f" })
    }

    @Test func messagesNameTheValue() {
        let issues = FieldValueValidator.validate(.multipleChoice(["red", "green"]), for: Self.field(.multipleChoice, options: Self.colors))
        #expect(issues.map(\.description) == [#"Field "f": choices must be stored in the order of the options (green, red)"#])
    }

    @Test func acceptsTable() {
        #expect(FieldValueValidator.accepts(.dropdown, for: .multipleChoice))
        #expect(FieldValueValidator.accepts(.multipleChoice, for: .dropdown))
        #expect(!FieldValueValidator.accepts(.calculation, for: .calculation))
        #expect(!FieldValueValidator.accepts(.text, for: .url))
    }
}
