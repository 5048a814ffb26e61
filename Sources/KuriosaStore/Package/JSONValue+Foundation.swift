import Foundation
import KuriosaCore

/// The manifest is read with `JSONSerialization`; these convert what it returns, keeping
/// integers integers, and back.
extension JSONValue {
    public init(foundation value: Any) {
        switch value {
        case is NSNull: self = .null
        case let n as NSNumber:
            if String(describing: type(of: n)).contains("Boolean") { self = .bool(n.boolValue) }
            else if Self.isIntegerType(n) { self = .integer(n.int64Value) }
            else { self = .double(n.doubleValue) }
        case let s as String: self = .string(s)
        case let a as [Any]: self = .array(a.map(JSONValue.init(foundation:)))
        case let o as [String: Any]: self = .object(o.mapValues(JSONValue.init(foundation:)))
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
