import Testing
import KuriosaCore

/// The template and item every calculation case works on: one field of each type a formula
/// may meet, a few fixed calculations to nest, and a `result` calculation per case.
enum CalculationFixture {
    static let lengthHint = UnitHint(metric: "mm", imperial: "in")
    static let length2Hint = UnitHint(metric: "cm", imperial: "in")
    static let massHint = UnitHint(metric: "g", imperial: "ozt")

    static func field(_ key: String, _ type: FieldType, kind: MeasurementKind? = nil, hint: UnitHint? = nil,
                      options: [String]? = nil, hidden: Bool = false, sensitive: Bool = false) -> TemplateField {
        TemplateField(key: key, type: type, label: LocalizedText(english: key), sensitive: sensitive,
                      options: options?.map { FieldOption(id: $0, label: LocalizedText(english: $0)) },
                      measurement: kind, unitHint: hint, hidden: hidden)
    }

    static func calc(_ key: String, _ left: Operand, _ operation: FormulaOperation, _ right: Operand,
                     sensitive: Bool = false) -> TemplateField {
        TemplateField(key: key, type: .calculation, label: LocalizedText(english: key), sensitive: sensitive,
                      formula: Formula(left: left, operation: operation, right: right))
    }

    static let baseFields: [TemplateField] = [
        field("n", .number), field("n2", .number), field("zero", .number),
        field("price", .currency), field("cost", .currency), field("eur", .currency),
        field("jpy", .currency), field("kwd", .currency),
        field("qty", .quantity, options: ["bottle", "sample"]),
        field("stars", .rating),
        field("len", .measurement, kind: .length, hint: lengthHint),
        field("len2", .measurement, kind: .length, hint: length2Hint),
        field("mass", .measurement, kind: .mass, hint: massHint),
        field("vol", .measurement, kind: .volume),
        field("nokind", .measurement),
        field("txt", .text), field("day", .date), field("choice", .dropdown, options: ["a", "b"]),
        field("tick", .checkbox), field("link", .url), field("other", .relation),
        field("hidden_n", .number, hidden: true),
        field("secret", .number, sensitive: true),
        calc("c_ppb", .item(.purchasePrice), .divide, .field("qty")),
        calc("c_total_len", .field("len"), .multiply, .field("qty")),
        calc("c_ratio", .field("len"), .divide, .field("len2")),
        calc("c_loop_a", .field("c_loop_b"), .add, .number(1)),
        calc("c_loop_b", .field("c_loop_a"), .add, .number(1)),
        calc("c_self", .field("c_self"), .add, .number(1)),
        TemplateField(key: "c_no_formula", type: .calculation, label: LocalizedText(english: "c_no_formula")),
        calc("c_secret", .field("secret"), .multiply, .number(2)),
        calc("c_secret_2", .field("c_secret"), .add, .number(1)),
        calc("c_public", .field("n"), .add, .field("c_ppb")),
    ]

    static let values: [String: FieldValue] = [
        "n": .number(12), "n2": .number(0.5), "zero": .number(0),
        "price": .currency(Money(minorUnits: 10000, currency: "CHF")),
        "cost": .currency(Money(minorUnits: 3335, currency: "CHF")),
        "eur": .currency(Money(minorUnits: 1000, currency: "EUR")),
        "jpy": .currency(Money(minorUnits: 1000, currency: "JPY")),
        "kwd": .currency(Money(minorUnits: 1000, currency: "KWD")),
        "qty": .quantity(amount: 3, unit: "bottle"),
        "stars": .rating(4),
        "len": .measurement(40), "len2": .measurement(20), "mass": .measurement(6.45),
        "vol": .measurement(50), "nokind": .measurement(5),
        "txt": .text("12"), "day": .date("2024-03-02"), "choice": .dropdown("a"),
        "tick": .checkbox(true), "link": .url("https://example.com"),
        "other": .relation("663cdc28-f8f6-4746-b3f7-6dc86b176433"),
        "hidden_n": .number(7), "secret": .number(5),
        "result": .number(99),
    ]

    static let purchasePrice = Money(minorUnits: 10000, currency: "CHF")
    static let estimatedValue = Money(minorUnits: 15000, currency: "EUR")

    static func template(result formula: Formula) -> Template {
        let result = TemplateField(key: "result", type: .calculation, label: LocalizedText(english: "Result"), formula: formula)
        return Template(id: "custom.test", name: LocalizedText(english: "Test"), icon: "star", fields: baseFields + [result])
    }
}

/// One row of the calculation table.
struct CalculationCase: Sendable, CustomTestStringConvertible {
    var name: String
    var left: Operand
    var operation: FormulaOperation
    var right: Operand
    var expected: CalculationResult?
    /// Changes to the fixture's values: a value replaces, nil removes.
    var changes: [String: FieldValue?] = [:]
    var purchasePrice: Money? = CalculationFixture.purchasePrice
    var estimatedValue: Money? = CalculationFixture.estimatedValue

    var testDescription: String { name }

    func evaluate() -> CalculationResult? {
        var values = CalculationFixture.values
        for (key, value) in changes { values[key] = value }
        let template = CalculationFixture.template(result: Formula(left: left, operation: operation, right: right))
        let evaluator = CalculationEvaluator(template: template, fields: values,
                                             purchasePrice: purchasePrice, estimatedValue: estimatedValue)
        return evaluator.result(for: "result")
    }
}
