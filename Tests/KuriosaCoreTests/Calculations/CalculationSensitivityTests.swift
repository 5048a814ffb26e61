import KuriosaCore
import Testing

@Suite struct CalculationSensitivityTests {
    static let template = CalculationFixture.template(result: Formula(left: .field("c_secret_2"), operation: .add, right: .number(1)))

    @Test(arguments: [
        ("c_secret", true, Optional("secret")),
        ("c_secret_2", true, "secret"),
        ("result", true, "secret"),
        ("c_ppb", false, nil),
        ("c_public", false, nil),
        ("c_loop_a", false, nil),
        ("c_self", false, nil),
        ("c_no_formula", false, nil),
        ("secret", false, nil),
    ])
    func followsCalculations(key: String, sensitive: Bool, source: String?) throws {
        let field = try #require(Self.template.field(key))
        #expect(CalculationSensitivity.isSensitive(field: field, in: Self.template) == sensitive)
        #expect(CalculationSensitivity.sensitiveSource(of: field, in: Self.template) == source)
    }

    @Test func aSensitiveCalculationMakesItsUsersSensitive() throws {
        var template = Self.template
        let index = try #require(template.fields.firstIndex { $0.key == "c_ppb" })
        template.fields[index].sensitive = true
        let field = try #require(template.field("c_public"))
        #expect(CalculationSensitivity.sensitiveSource(of: field, in: template) == "c_ppb")
    }
}
