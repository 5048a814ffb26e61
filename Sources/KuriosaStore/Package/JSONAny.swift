import Foundation

/// A JSON value kept as it was read, for manifest keys and slots this toolkit does not know:
/// readers ignore them, but a writer must not drop them.
public indirect enum JSONAny: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([JSONAny])
    case object([String: JSONAny])

    /// Converts what JSONSerialization returns; integers stay integers.
    public init(foundation value: Any) {
        switch value {
        case is NSNull: self = .null
        case let n as NSNumber:
            if String(describing: type(of: n)).contains("Boolean") { self = .bool(n.boolValue) }
            else if Self.isIntegerType(n) { self = .integer(n.int64Value) }
            else { self = .double(n.doubleValue) }
        case let s as String: self = .string(s)
        case let a as [Any]: self = .array(a.map(JSONAny.init(foundation:)))
        case let o as [String: Any]: self = .object(o.mapValues(JSONAny.init(foundation:)))
        default: self = .null
        }
    }

    static func isIntegerType(_ n: NSNumber) -> Bool {
        ["i", "q", "l", "s", "I", "Q", "L", "S"].contains(String(cString: n.objCType))
    }

    /// The value as JSONSerialization takes it.
    public var foundation: Any {
        switch self {
        case .null: NSNull()
        case .bool(let b): NSNumber(value: b)
        case .integer(let i): NSNumber(value: i)
        case .double(let d): NSNumber(value: d)
        case .string(let s): s
        case .array(let a): a.map(\.foundation)
        case .object(let o): o.mapValues(\.foundation)
        }
    }
}

extension JSONAny: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .integer(let i): try c.encode(i)
        case .double(let d): try c.encode(d)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }
}
