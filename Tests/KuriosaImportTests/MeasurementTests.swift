import Testing
@testable import KuriosaImport

@Suite("Measurements")
struct MeasurementTests {
    static func read(_ cell: String, _ kind: MeasurementUnits.Kind, defaultUnit: String? = nil, mark: DecimalMark = .point) -> String {
        let unit = defaultUnit ?? kind.canonicalUnit
        return outcome(CellParser(kind: .measurement(kind: kind, defaultUnit: unit), fileMark: mark), cell)
    }

    static let cases: [(cell: String, kind: MeasurementUnits.Kind, expected: Double?)] = [
        ("38 mm", .length, 38),
        ("38,5mm", .length, 38.5),
        ("38", .length, 38),
        ("3.8 cm", .length, 38),
        ("1.5 in", .length, 38.1),
        ("0.75\"", .length, 19.05),
        ("0.75″", .length, 19.05),
        ("2 Zoll", .length, 50.8),
        ("2 pouces", .length, 50.8),
        ("1 ft", .length, 304.8),
        ("1 mile", .length, 1_609_344),
        ("2 MM", .length, 2),
        ("75cl", .volume, 750),
        ("0.7 l", .volume, 700),
        ("1 litre", .volume, 1000),
        ("12 oz", .volume, 354.882354750),
        ("12 fl oz", .volume, 354.882354750),
        ("1 gal", .volume, 3785.411784),
        ("1 oz", .mass, 28.349523125),
        ("1 ozt", .mass, 31.1034768),
        ("1 troy oz", .mass, 31.1034768),
        ("1 oz t", .mass, 31.1034768),
        ("15.43 gr", .mass, 0.9998471813),
        ("2 grams", .mass, 2),
        ("1 kilo", .mass, 1000),
        ("5 ct", .mass, 1),
        ("1 lb", .mass, 453.59237),
        ("38 ml", .length, nil),
        ("38 furlongs", .length, nil),
        ("-3 mm", .length, nil),
        ("1 1/2 in", .length, nil),
        ("in", .length, nil),
        ("12 fl oz", .mass, nil),
    ]

    @Test(arguments: cases)
    func reads(_ example: (cell: String, kind: MeasurementUnits.Kind, expected: Double?)) throws {
        let parser = CellParser(kind: .measurement(kind: example.kind, defaultUnit: example.kind.canonicalUnit), fileMark: .point)
        guard let expected = example.expected else {
            #expect(outcome(parser, example.cell) == "invalid_measurement", "\(example.cell)")
            return
        }
        let value = try parser.parse(example.cell)
        guard case .measurement(let canonical)? = value else {
            Issue.record("\(example.cell) gave \(String(describing: value))")
            return
        }
        #expect(abs(canonical - expected) < 1e-6, "\(example.cell): \(canonical)")
    }

    @Test func defaultUnitApplies() {
        #expect(Self.read("300", .length, defaultUnit: "m") == "measurement:300000.0")
        #expect(Self.read("300 mm", .length, defaultUnit: "m") == "measurement:300.0")
        #expect(Self.read("1.500", .mass, defaultUnit: "kg", mark: .comma) == "measurement:1500000.0")
        #expect(Self.read("1.500", .mass, defaultUnit: "kg", mark: .point) == "measurement:1500.0")
    }
}
