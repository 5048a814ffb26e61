/// The arithmetic of a calculation field.
public enum FormulaOperation: String, Sendable, Hashable, Codable, CaseIterable {
    case add
    case subtract
    case multiply
    case divide
}

/// A calculation field's formula: `left operation right`. Results are never stored; they are
/// worked out whenever shown or exported
/// (docs/values-and-calculations.md#calculations-calculationevaluator).
public struct Formula: Sendable, Hashable {
    public var left: Operand
    public var operation: FormulaOperation
    public var right: Operand
    /// Keys of a newer format, written back unchanged.
    public var unknownKeys: [String: JSONValue]

    public init(left: Operand, operation: FormulaOperation, right: Operand, unknownKeys: [String: JSONValue] = [:]) {
        self.left = left
        self.operation = operation
        self.right = right
        self.unknownKeys = unknownKeys
    }

    /// The field keys this formula uses directly, left first.
    public var fieldKeys: [String] {
        [left.fieldKey, right.fieldKey].compactMap { $0 }
    }
}

extension Formula {
    init(json: JSONValue, path: String) throws {
        var r = try JSONObjectReader(json, path: path)
        let left = try r.required("left") { r, k in try r.value(k).map { try Operand(json: $0, path: "\(path).left") } }
        let operation = try r.required("operation") { try $0.enumeration($1, FormulaOperation.self) }
        let right = try r.required("right") { r, k in try r.value(k).map { try Operand(json: $0, path: "\(path).right") } }
        self.init(left: left, operation: operation, right: right, unknownKeys: r.unknown)
    }

    var node: JSONWriter.Node {
        .object([("left", left.node), ("operation", .value(.string(operation.rawValue))), ("right", right.node)]
            + unknownKeys.sortedNodes)
    }
}
