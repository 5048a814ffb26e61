import Testing
@testable import KuriosaCore

@Suite("Display units")
struct DisplayUnitTests {
    /// `unitFactorsToCanonical` of shared/import-conventions.json, as text.
    static let conventions: [(String, String, String)] = [
        ("length", "mm", "1"), ("length", "cm", "10"), ("length", "m", "1000"), ("length", "km", "1000000"),
        ("length", "in", "25.4"), ("length", "ft", "304.8"), ("length", "mi", "1609344"),
        ("mass", "g", "1"), ("mass", "kg", "1000"), ("mass", "ct", "0.2"), ("mass", "gr", "0.06479891"),
        ("mass", "oz", "28.349523125"), ("mass", "ozt", "31.1034768"), ("mass", "lb", "453.59237"),
        ("volume", "ml", "1"), ("volume", "cl", "10"), ("volume", "l", "1000"),
        ("volume", "fl_oz", "29.5735295625"), ("volume", "gal", "3785.411784"),
    ]

    @Test(arguments: conventions)
    func factorsMatchTheImportConventions(kind: String, unit: String, factor: String) throws {
        let u = try #require(DisplayUnit(rawValue: unit))
        #expect(u.kind.rawValue == kind)
        #expect(u.canonicalFactor == Double(factor))
    }

    @Test func everyUnitIsCovered() {
        #expect(DisplayUnit.allCases.map(\.rawValue) == Self.conventions.map(\.1))
    }

    @Test(arguments: [(DisplayUnit.in, 1.0, 25.4), (.ft, 2, 609.6), (.kg, 1.5, 1500), (.gal, 1, 3785.411784), (.cl, 75, 750)])
    func convertsBothWays(unit: DisplayUnit, value: Double, canonical: Double) {
        #expect(abs(unit.toCanonical(value) - canonical) < 1e-9)
        #expect(abs(unit.fromCanonical(canonical) - value) < 1e-9)
    }

    @Test func metricUnits() {
        #expect(DisplayUnit.allCases.filter(\.isMetric) == [.mm, .cm, .m, .km, .g, .kg, .ct, .ml, .cl, .l])
        #expect(MeasurementKind.allCases.map(\.canonicalUnit) == [.mm, .g, .ml])
    }

    @Test func unitHintKeepsUnknownUnits() {
        let h = UnitHint(metric: "mm", imperial: "furlong")
        #expect(h.metricUnit == .mm)
        #expect(h.imperialUnit == nil)
        #expect(h.imperial == "furlong")
        #expect(h.unit(metric: true) == .mm)
    }
}
