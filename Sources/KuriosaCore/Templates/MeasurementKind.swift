/// The physical quantity a measurement field holds; values of different kinds never combine.
public enum MeasurementKind: String, Sendable, Hashable, Codable, CaseIterable {
    case length
    case mass
    case volume

    /// The unit values are stored in: millimetres, grams, millilitres.
    public var canonicalUnit: DisplayUnit {
        switch self {
        case .length: .mm
        case .mass: .g
        case .volume: .ml
        }
    }
}
