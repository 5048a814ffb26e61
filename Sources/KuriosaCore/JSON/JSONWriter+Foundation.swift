import Foundation

extension JSONWriter.Node {
    public static let null = JSONWriter.Node.value(.null)
    public static func string(_ s: String) -> JSONWriter.Node { .value(.string(s)) }
    public static func integer(_ i: Int) -> JSONWriter.Node { .value(.integer(Int64(i))) }
    public static func bool(_ b: Bool) -> JSONWriter.Node { .value(.bool(b)) }

    /// The tree `JSONSerialization` would write for `value` (dictionaries, arrays, strings,
    /// numbers, `Bool`, `NSNull`, `NSNumber`): what the tests compare the writer's bytes with
    /// Foundation's through (every `--json` is an `Encodable` type now). Nil where Foundation
    /// would refuse the object: another type, a key that is not a string, a NaN or an infinity.
    init?(foundation value: Any) {
        // NSNumber first, by its class: a cast of one to Bool or Int would convert it.
        if type(of: value) is NSNumber.Type, let n = value as? NSNumber {
            guard let number = Self.number(n) else { return nil }
            self = .value(number)
            return
        }
        switch value {
        case is NSNull: self = .value(.null)
        case let s as String: self = .value(.string(s))
        case let b as Bool: self = .value(.bool(b))
        case let i as Int: self = .value(.integer(Int64(i)))
        case let i as Int64: self = .value(.integer(i))
        case let i as Int32: self = .value(.integer(Int64(i)))
        case let d as Double:
            guard d.isFinite else { return nil }
            self = .value(.double(d))
        case let a as [Any]:
            var items: [JSONWriter.Node] = []
            items.reserveCapacity(a.count)
            for element in a {
                guard let node = JSONWriter.Node(foundation: element) else { return nil }
                items.append(node)
            }
            self = .array(items)
        case let o as [String: Any]:
            var members: [(String, JSONWriter.Node)] = []
            members.reserveCapacity(o.count)
            for (key, element) in o {
                guard let node = JSONWriter.Node(foundation: element) else { return nil }
                members.append((key, node))
            }
            self = .object(members)
        default: return nil
        }
    }

    /// A boolean `NSNumber` (Foundation's own class for them) as a bool, integer types as
    /// integers, the others as doubles.
    private static func number(_ n: NSNumber) -> JSONValue? {
        if String(describing: type(of: n)).contains("Boolean") { return .bool(n.boolValue) }
        switch String(cString: n.objCType) {
        case "c", "C", "s", "S", "i", "I", "l", "q": return .integer(n.int64Value)
        case "L", "Q":
            guard n.uint64Value <= UInt64(Int64.max) else { return nil }
            return .integer(n.int64Value)
        default:
            let d = n.doubleValue
            return d.isFinite ? .double(d) : nil
        }
    }
}
