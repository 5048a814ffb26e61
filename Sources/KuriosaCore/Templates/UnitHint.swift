/// The units a measurement field prefers to be shown in. The raw identifiers are kept, not
/// parsed, so the validator can name a unit it does not know instead of the reader failing.
public struct UnitHint: Sendable, Hashable {
    public var metric: String?
    public var imperial: String?
    /// Keys of a newer format, written back unchanged.
    public var unknownKeys: [String: JSONValue]

    public init(metric: String? = nil, imperial: String? = nil, unknownKeys: [String: JSONValue] = [:]) {
        self.metric = metric
        self.imperial = imperial
        self.unknownKeys = unknownKeys
    }

    /// The metric unit, when given and known.
    public var metricUnit: DisplayUnit? { metric.flatMap(DisplayUnit.init(rawValue:)) }

    /// The imperial unit, when given and known.
    public var imperialUnit: DisplayUnit? { imperial.flatMap(DisplayUnit.init(rawValue:)) }

    /// The unit to show for the person's measurement system; nil when the hint has none.
    public func unit(metric usesMetric: Bool) -> DisplayUnit? {
        usesMetric ? metricUnit : imperialUnit
    }
}

extension UnitHint {
    init(json: JSONValue, path: String) throws {
        var r = try JSONObjectReader(json, path: path)
        self.init(metric: try r.string("metric"), imperial: try r.string("imperial"))
        unknownKeys = r.unknown
    }

    var node: JSONWriter.Node {
        var m: [(String, JSONWriter.Node)] = []
        if let metric { m.append(("metric", .value(.string(metric)))) }
        if let imperial { m.append(("imperial", .value(.string(imperial)))) }
        return .object(m + unknownKeys.sortedNodes)
    }
}
