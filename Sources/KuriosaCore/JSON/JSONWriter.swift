/// The one writer of `JSONValue` text: compact, strings through `JSONString`, objects in a
/// chosen order. Foundation's `JSONEncoder` orders keys by hash (or sorts them), which would
/// shuffle a template's keys on every save and make two equal history changes differ in bytes.
///
/// Two sets of rules, both kept because bytes already written depend on them:
/// - `.document` (templates, `item.events`, `item.reminders`): the caller gives the order of
///   the members it knows (`Node.object`); objects inside a `JSONValue` have their keys sorted
///   by name; every number is spelled as a `Double` with `JSONNumber.documentLimit`.
/// - `.catalog` (`catalogJSONText`: JSON columns, history changes): keys in
///   `JSONValue.catalogKeyOrder`, then by code point; integers as they are, doubles with
///   `JSONNumber.catalogLimit`, as SQLite's `json()` spelled them.
struct JSONWriter {
    enum Rules {
        case document
        case catalog
    }

    /// A JSON tree whose objects keep the order in which members were added.
    indirect enum Node {
        case value(JSONValue)
        case array([Node])
        case object([(String, Node)])
    }

    let rules: Rules
    private(set) var text = ""

    /// Compact UTF-8 JSON of `node`.
    static func write(_ node: Node, rules: Rules = .document) -> String {
        var w = JSONWriter(rules: rules)
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
                JSONString.write(key, to: &text)
                text += ":"
                append(value)
            }
            text += "}"
        }
    }

    private mutating func append(_ value: JSONValue) {
        switch value {
        case .null: text += "null"
        case .bool(let b): text += b ? "true" : "false"
        case .integer(let i):
            switch rules {
            case .document: text += Self.number(Double(i))
            case .catalog: text += String(i)
            }
        case .double(let d):
            switch rules {
            case .document: text += Self.number(d)
            case .catalog: text += JSONValue.numberText(d)
            }
        case .string(let s): JSONString.write(s, to: &text)
        case .array(let a): append(.array(a.map { .value($0) }))
        case .object(let o):
            let keys = switch rules {
            case .document: o.keys.sorted()
            case .catalog: o.keys.sorted(by: JSONValue.catalogKeyPrecedes)
            }
            append(.object(keys.map { ($0, .value(o[$0] ?? .null)) }))
        }
    }

    /// A number of a document: whole numbers without a fraction ("1", not "1.0"); others in
    /// Swift's shortest form that reads back to the same Double. JSON has no NaN or infinity:
    /// those become null.
    static func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        return JSONNumber.text(n, wholeBelow: JSONNumber.documentLimit)
    }
}
