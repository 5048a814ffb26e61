import KuriosaCore
import Testing

private func chf(_ minor: Int64) -> CalculationResult { .money(Money(minorUnits: minor, currency: "CHF")) }
private func length(_ mm: Double, _ hint: UnitHint? = CalculationFixture.lengthHint) -> CalculationResult {
    .measurement(canonical: mm, kind: .length, hint: hint)
}
private let f = Operand.field
private let n = Operand.number

@Suite struct CalculationEvaluatorTests {
    static let cases: [CalculationCase] = [
        // Plain numbers: numbers, quantities, stars and fixed numbers have no unit.
        .init(name: "number + number", left: f("n"), operation: .add, right: f("n2"), expected: .plain(12.5)),
        .init(name: "number − number", left: f("n"), operation: .subtract, right: f("n2"), expected: .plain(11.5)),
        .init(name: "number × number", left: f("n"), operation: .multiply, right: f("n2"), expected: .plain(6)),
        .init(name: "number ÷ number", left: f("n"), operation: .divide, right: f("n2"), expected: .plain(24)),
        .init(name: "fixed + fixed", left: n(2), operation: .add, right: n(3), expected: .plain(5)),
        .init(name: "decimal arithmetic: 0.1 + 0.2 is 0.3", left: n(0.1), operation: .add, right: n(0.2), expected: .plain(0.3)),
        .init(name: "negative result", left: f("n"), operation: .subtract, right: n(20), expected: .plain(-8)),
        .init(name: "non-terminating ratio", left: n(10), operation: .divide, right: n(3), expected: .plain(10.0 / 3.0)),
        .init(name: "stars are plain", left: f("stars"), operation: .multiply, right: n(2), expected: .plain(8)),
        .init(name: "quantity amount is plain", left: f("qty"), operation: .multiply, right: n(2), expected: .plain(6)),
        .init(name: "quantity + stars", left: f("qty"), operation: .add, right: f("stars"), expected: .plain(7)),
        .init(name: "hidden operand still used", left: f("hidden_n"), operation: .multiply, right: n(2), expected: .plain(14)),
        .init(name: "rating 0 is a value", left: f("stars"), operation: .add, right: n(1), expected: .plain(1),
              changes: ["stars": .rating(0)]),
        // Division by zero.
        .init(name: "÷ zero field", left: f("n"), operation: .divide, right: f("zero"), expected: nil),
        .init(name: "÷ fixed zero", left: f("n"), operation: .divide, right: n(0), expected: nil),
        .init(name: "money ÷ zero", left: f("price"), operation: .divide, right: f("zero"), expected: nil),
        .init(name: "money ÷ zero money", left: f("price"), operation: .divide, right: f("cost"), expected: nil,
              changes: ["cost": .currency(Money(minorUnits: 0, currency: "CHF"))]),
        .init(name: "zero ÷ number is zero", left: f("zero"), operation: .divide, right: f("n"), expected: .plain(0)),
        // Money.
        .init(name: "money + money", left: f("price"), operation: .add, right: f("cost"), expected: chf(13335)),
        .init(name: "money − money", left: f("price"), operation: .subtract, right: f("cost"), expected: chf(6665)),
        .init(name: "money × plain", left: f("price"), operation: .multiply, right: n(2), expected: chf(20000)),
        .init(name: "plain × money", left: n(2), operation: .multiply, right: f("price"), expected: chf(20000)),
        .init(name: "money ÷ plain rounds", left: f("price"), operation: .divide, right: n(3), expected: chf(3333)),
        .init(name: "purchase price ÷ quantity", left: .item(.purchasePrice), operation: .divide, right: f("qty"), expected: chf(3333)),
        .init(name: "half rounds away from zero", left: f("cost"), operation: .divide, right: n(2), expected: chf(1668)),
        .init(name: "negative half rounds away from zero", left: f("cost"), operation: .multiply, right: n(-0.5), expected: chf(-1668)),
        .init(name: "plain − money takes money", left: n(0), operation: .subtract, right: f("cost"), expected: chf(-3335)),
        .init(name: "money + plain takes money", left: f("price"), operation: .add, right: n(5), expected: chf(10500)),
        .init(name: "money ÷ money is a ratio", left: f("price"), operation: .divide, right: f("cost"), expected: .plain(100 / 33.35)),
        .init(name: "money ÷ itself is 1", left: f("price"), operation: .divide, right: f("price"), expected: .plain(1)),
        .init(name: "money + money of another currency", left: f("price"), operation: .add, right: f("eur"), expected: nil),
        .init(name: "money ÷ money of another currency", left: f("price"), operation: .divide, right: f("eur"), expected: nil),
        .init(name: "money × money", left: f("price"), operation: .multiply, right: f("cost"), expected: nil),
        .init(name: "plain ÷ money", left: n(1), operation: .divide, right: f("price"), expected: nil),
        .init(name: "money + measurement", left: f("price"), operation: .add, right: f("len"), expected: nil),
        .init(name: "money × measurement", left: f("price"), operation: .multiply, right: f("len"), expected: nil),
        .init(name: "money ÷ measurement", left: f("price"), operation: .divide, right: f("len"), expected: nil),
        .init(name: "JPY rounds to whole yen", left: f("jpy"), operation: .divide, right: n(3),
              expected: .money(Money(minorUnits: 333, currency: "JPY"))),
        .init(name: "JPY half yen rounds up", left: f("jpy"), operation: .multiply, right: n(0.0005),
              expected: .money(Money(minorUnits: 1, currency: "JPY"))),
        .init(name: "KWD rounds to three digits", left: f("kwd"), operation: .divide, right: n(3),
              expected: .money(Money(minorUnits: 333, currency: "KWD"))),
        .init(name: "estimated value − same currency", left: .item(.estimatedValue), operation: .subtract, right: f("eur"),
              expected: .money(Money(minorUnits: 14000, currency: "EUR"))),
        .init(name: "purchase − estimated of another currency", left: .item(.purchasePrice), operation: .subtract,
              right: .item(.estimatedValue), expected: nil),
        .init(name: "estimated ÷ purchase, same currency", left: .item(.estimatedValue), operation: .divide,
              right: .item(.purchasePrice), expected: .plain(1.5),
              estimatedValue: Money(minorUnits: 15000, currency: "CHF")),
        .init(name: "no purchase price", left: .item(.purchasePrice), operation: .divide, right: f("qty"), expected: nil,
              purchasePrice: nil),
        .init(name: "no estimated value", left: .item(.estimatedValue), operation: .add, right: n(1), expected: nil,
              estimatedValue: nil),
        // Measurements.
        .init(name: "length + length keeps the first hint", left: f("len"), operation: .add, right: f("len2"), expected: length(60)),
        .init(name: "length + length, other first", left: f("len2"), operation: .add, right: f("len"),
              expected: length(60, CalculationFixture.length2Hint)),
        .init(name: "length − length", left: f("len"), operation: .subtract, right: f("len2"), expected: length(20)),
        .init(name: "length × plain", left: f("len"), operation: .multiply, right: n(2), expected: length(80)),
        .init(name: "plain × length", left: n(2), operation: .multiply, right: f("len"), expected: length(80)),
        .init(name: "plain + length takes length", left: n(2), operation: .add, right: f("len"), expected: length(42)),
        .init(name: "length × quantity", left: f("len"), operation: .multiply, right: f("qty"), expected: length(120)),
        .init(name: "length ÷ plain", left: f("len"), operation: .divide, right: n(4), expected: length(10)),
        .init(name: "length ÷ length is a ratio", left: f("len"), operation: .divide, right: f("len2"), expected: .plain(2)),
        .init(name: "length + mass", left: f("len"), operation: .add, right: f("mass"), expected: nil),
        .init(name: "length ÷ mass", left: f("len"), operation: .divide, right: f("mass"), expected: nil),
        .init(name: "length × length", left: f("len"), operation: .multiply, right: f("len2"), expected: nil),
        .init(name: "plain ÷ length", left: n(1), operation: .divide, right: f("len"), expected: nil),
        .init(name: "mass + plain", left: f("mass"), operation: .add, right: n(1),
              expected: .measurement(canonical: 7.45, kind: .mass, hint: CalculationFixture.massHint)),
        .init(name: "volume without hint", left: f("vol"), operation: .multiply, right: f("qty"),
              expected: .measurement(canonical: 150, kind: .volume, hint: nil)),
        .init(name: "measurement field without kind", left: f("nokind"), operation: .add, right: n(1), expected: nil),
        // Operands without a value or with no number.
        .init(name: "text field", left: f("txt"), operation: .add, right: n(1), expected: nil),
        .init(name: "date field", left: f("day"), operation: .add, right: f("n"), expected: nil),
        .init(name: "dropdown field", left: f("choice"), operation: .add, right: f("n"), expected: nil),
        .init(name: "checkbox field", left: f("tick"), operation: .add, right: f("n"), expected: nil),
        .init(name: "url field", left: f("link"), operation: .add, right: f("n"), expected: nil),
        .init(name: "relation field", left: f("other"), operation: .add, right: f("n"), expected: nil),
        .init(name: "field not in the template", left: f("n"), operation: .add, right: f("nope"), expected: nil),
        .init(name: "operand without a value", left: f("n"), operation: .add, right: f("n2"), expected: nil, changes: ["n": nil]),
        .init(name: "right operand without a value", left: f("n"), operation: .add, right: f("n2"), expected: nil, changes: ["n2": nil]),
        .init(name: "number field holding text", left: f("n"), operation: .add, right: n(1), expected: nil, changes: ["n": .text("12")]),
        .init(name: "currency field holding a number", left: f("price"), operation: .add, right: n(1), expected: nil,
              changes: ["price": .number(5)]),
        .init(name: "measurement field holding a number", left: f("len"), operation: .add, right: n(1), expected: nil,
              changes: ["len": .number(40)]),
        .init(name: "quantity field holding a number", left: f("qty"), operation: .add, right: n(1), expected: nil,
              changes: ["qty": .number(3)]),
        // Calculations using calculations.
        .init(name: "uses another calculation's rounded money", left: f("c_ppb"), operation: .multiply, right: n(2), expected: chf(6666)),
        .init(name: "stored value of a used calculation is ignored", left: f("c_ppb"), operation: .multiply, right: n(2),
              expected: chf(6666), changes: ["c_ppb": .currency(Money(minorUnits: 99900, currency: "CHF"))]),
        .init(name: "used calculation without result, stored value ignored", left: f("c_ppb"), operation: .multiply, right: n(2),
              expected: nil, changes: ["qty": nil, "c_ppb": .currency(Money(minorUnits: 99900, currency: "CHF"))]),
        .init(name: "nested measurement keeps its hint", left: n(2), operation: .multiply, right: f("c_total_len"), expected: length(240)),
        .init(name: "first measurement used decides the hint", left: f("len2"), operation: .add, right: f("c_total_len"),
              expected: length(140, CalculationFixture.length2Hint)),
        .init(name: "nested ratio is plain", left: f("c_ratio"), operation: .multiply, right: f("n"), expected: .plain(24)),
        .init(name: "nested money ratio", left: f("c_ppb"), operation: .divide, right: f("price"), expected: .plain(0.3333)),
        .init(name: "calculation in a circle", left: f("c_loop_a"), operation: .add, right: f("n"), expected: nil),
        .init(name: "calculation using itself", left: f("c_self"), operation: .add, right: n(1), expected: nil),
        .init(name: "result using itself", left: f("result"), operation: .add, right: n(1), expected: nil),
        .init(name: "calculation without formula", left: f("c_no_formula"), operation: .add, right: n(1), expected: nil),
        .init(name: "same calculation on both sides", left: f("c_ppb"), operation: .add, right: f("c_ppb"), expected: chf(6666)),
    ]

    @Test(arguments: cases)
    func calculates(_ row: CalculationCase) {
        #expect(row.evaluate() == row.expected)
    }

    @Test func tableIsLargeEnough() {
        #expect(Self.cases.count >= 60)
    }

    @Test func resultForOtherKeysIsNil() {
        let template = CalculationFixture.template(result: Formula(left: .number(1), operation: .add, right: .number(1)))
        let evaluator = CalculationEvaluator(template: template, fields: CalculationFixture.values,
                                             purchasePrice: nil, estimatedValue: nil)
        #expect(evaluator.result(for: "n") == nil)
        #expect(evaluator.result(for: "missing") == nil)
        #expect(evaluator.result(for: "result") == .plain(2))
    }

    @Test func allResults() {
        let template = CalculationFixture.template(result: Formula(left: .field("n"), operation: .add, right: .number(1)))
        let evaluator = CalculationEvaluator(template: template, fields: CalculationFixture.values,
                                             purchasePrice: CalculationFixture.purchasePrice, estimatedValue: nil)
        let results = evaluator.allResults()
        #expect(results["result"] == .plain(13))
        #expect(results["c_ppb"] == chf(3333))
        #expect(results["c_public"] == chf(4533))  // plain 12 + CHF 33.33: the plain side takes the money unit
        #expect(results["c_loop_a"] == nil)
        #expect(results["n"] == nil)
    }
}
