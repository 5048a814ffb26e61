/// A unit a measurement is shown or entered in. Values are stored in the kind's canonical
/// unit (mm, g, ml) so that sorting, calculations and exports never depend on what a person
/// typed. Imperial units use their exact legal definitions (US customary for volume).
public enum DisplayUnit: String, Sendable, Hashable, Codable, CaseIterable {
    case mm, cm, m, km
    case `in`, ft, mi
    case g, kg, ct, gr, oz, ozt, lb
    case ml, cl, l
    case flOz = "fl_oz"
    case gal

    public var kind: MeasurementKind {
        switch self {
        case .mm, .cm, .m, .km, .in, .ft, .mi: .length
        case .g, .kg, .ct, .gr, .oz, .ozt, .lb: .mass
        case .ml, .cl, .l, .flOz, .gal: .volume
        }
    }

    /// How many canonical units (mm, g, ml) one of this unit is.
    public var canonicalFactor: Double {
        switch self {
        case .mm: 1
        case .cm: 10
        case .m: 1000
        case .km: 1_000_000
        case .in: 25.4
        case .ft: 304.8
        case .mi: 1_609_344
        case .g: 1
        case .kg: 1000
        case .ct: 0.2
        case .gr: 0.06479891
        case .oz: 28.349523125
        case .ozt: 31.1034768
        case .lb: 453.59237
        case .ml: 1
        case .cl: 10
        case .l: 1000
        case .flOz: 29.5735295625
        case .gal: 3785.411784
        }
    }

    /// Metric units are offered under the template's `metric` hint, the others under `imperial`.
    /// Carats are metric (0.2 g by definition).
    public var isMetric: Bool {
        switch self {
        case .mm, .cm, .m, .km, .g, .kg, .ct, .ml, .cl, .l: true
        default: false
        }
    }

    /// A value in this unit, in the canonical unit.
    public func toCanonical(_ value: Double) -> Double { value * canonicalFactor }

    /// A canonical value, in this unit.
    public func fromCanonical(_ value: Double) -> Double { value / canonicalFactor }
}
