/// Writes compact JSON with members in a chosen order. Foundation's `JSONEncoder` orders an
/// object's keys by hash (or sorts them), which would shuffle a template's keys on every save;
/// templates are diffed and shared, so their text should be stable and readable.
struct JSONWriter {
    /// A JSON tree whose objects keep the order in which members were added.
    indirect enum Node {
        case value(JSONValue)
        case array([Node])
        case object([(String, Node)])
    }

    private(set) var text = ""

    /// Compact UTF-8 JSON of `node`.
    static func write(_ node: Node) -> String {
        var w = JSONWriter()
        w.append(node)
        return w.text
    }

    private mutating func append(_ node: Node) {
        switch node {
        case .value(let v): append(v)
        case .array(let items):
            text += "["
            for (i, item) in items.enumerated() {
                if i > 0 { text += "," }
                append(item)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { text += "," }
                appendString(key)
                text += ":"
                append(value)
            }
            text += "}"
        }
    }

    /// Unknown objects have no order of their own: their keys are sorted so output is stable.
    private mutating func append(_ value: JSONValue) {
        switch value {
        case .null: text += "null"
        case .bool(let b): text += b ? "true" : "false"
        case .number(let n): text += Self.number(n)
        case .string(let s): appendString(s)
        case .array(let a): append(.array(a.map { .value($0) }))
        case .object(let o):
            append(.object(o.keys.sorted().map { ($0, .value(o[$0] ?? .null)) }))
        }
    }

    /// Whole numbers are written without a fraction ("1", not "1.0"); others in Swift's
    /// shortest form that reads back to the same Double (`JSONNumber`).
    static func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        return JSONNumber.text(n, wholeBelow: JSONNumber.documentLimit)
    }

    private mutating func appendString(_ s: String) {
        JSONString.write(s, to: &text)
    }
}
