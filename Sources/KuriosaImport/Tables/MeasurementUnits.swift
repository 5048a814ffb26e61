/// The units of docs/import-rules.md#measurements, looked up from the conventions table:
/// spellings to unit ids, and factors to the canonical unit (mm, g, ml).
package enum MeasurementUnits {
    /// The three measurement kinds of the template format.
    public enum Kind: String, Sendable, CaseIterable {
        case length, mass, volume

        /// The canonical unit items store (`item.fields`: mm, g, ml).
        public var canonicalUnit: String {
            switch self {
            case .length: return "mm"
            case .mass: return "g"
            case .volume: return "ml"
            }
        }
    }

    /// Kind → normalized spelling → unit id. `oz` is the avoirdupois ounce for mass and the
    /// US fluid ounce for volume, because the lookup is per kind.
    private static let spellings: [Kind: [String: String]] = {
        var table: [Kind: [String: String]] = [:]
        for kind in Kind.allCases {
            var lookup: [String: String] = [:]
            for (unit, names) in ImportConventions.unitSpellings[kind.rawValue] ?? [:] {
                for name in names + [unit] { lookup[TextNormalizer.normalize(name)] = unit }
            }
            table[kind] = lookup
        }
        return table
    }()

    private static let factors: [Kind: [String: Double]] = {
        var table: [Kind: [String: Double]] = [:]
        for kind in Kind.allCases {
            table[kind] = (ImportConventions.unitFactorsToCanonical[kind.rawValue] ?? [:]).compactMapValues(Double.init)
        }
        return table
    }()

    /// The unit id a spelling names for a kind (`Zoll` → `in`), or nil.
    public static func unit(spelled text: some StringProtocol, kind: Kind) -> String? {
        spellings[kind]?[TextNormalizer.normalize(text)]
    }

    /// The factor from a unit id to the kind's canonical unit, or nil for a unit of another kind.
    public static func factor(of unit: String, kind: Kind) -> Double? {
        factors[kind]?[unit]
    }
}
