import Foundation

/// The one writer of JSON text: objects in a chosen order, strings through `JSONString`.
/// Foundation's `JSONEncoder` orders keys by hash (or sorts them), which would shuffle a
/// template's keys on every save and make two equal history changes differ in bytes.
///
/// Three sets of rules, all kept because bytes already written or printed depend on them:
/// - `.document` (templates, `item.events`, `item.reminders`): compact; the caller gives the
///   order of the members it knows (`Node.object`); objects inside a `JSONValue` have their
///   keys sorted by name; every number is spelled as a `Double` with `JSONNumber.documentLimit`.
/// - `.catalog` (`catalogJSONText`: JSON columns, history changes): compact; keys in
///   `JSONValue.catalogKeyOrder`, then by code point; integers as they are, doubles with
///   `JSONNumber.catalogLimit`, as SQLite's `json()` spelled them.
/// - `.output` (what `--json` prints, and the import's report file): the layout
///   `JSONSerialization` gives with `.sortedKeys, .prettyPrinted, .withoutEscapingSlashes`,
///   byte for byte — two-space indent, `"key" : value`, an empty container as its brackets
///   around a blank line, every object's keys in Foundation's sorted order, integers as they
///   are, doubles in Swift's shortest form without a trailing `.0`. Scripts and people diff
///   these; `JSONWriterOutputTests` compares them with Foundation.
/// - `.outputLine` (JSON Lines, `kuriosa find LIBRARY - --json`): `.output` on one line, as
///   `JSONSerialization` writes it with `.sortedKeys, .withoutEscapingSlashes` (`"key":value`,
///   `,` between members, no spaces).
///
/// The import's per-row texts are written by `JSONBytes` (KuriosaStore), which repeats the
/// `.catalog` rules straight into bytes: an import writes two JSON texts per row, and a value
/// tree per row would cost it (see `JSONNumber`).
public struct JSONWriter {
    public enum Rules: Sendable {
        case document
        case catalog
        case output
        case outputLine
    }

    /// A JSON tree whose objects keep the order in which members were added.
    public indirect enum Node: Sendable {
        case value(JSONValue)
        case array([Node])
        case object([(String, Node)])
    }

    let rules: Rules
    private(set) var text = ""
    /// `.output`: the depth of the container being written, and the sorted order of each
    /// set of keys met so far (a report repeats a few shapes thousands of times).
    private var depth = 0
    private var keyOrders: [[String]: [Int]] = [:]

    init(rules: Rules) { self.rules = rules }

    /// UTF-8 JSON of `node`.
    public static func write(_ node: Node, rules: Rules = .document) -> String {
        var w = JSONWriter(rules: rules)
        w.append(node)
        return w.text
    }

    private mutating func append(_ node: Node) {
        switch node {
        case .value(let v): append(v)
        case .array(let items):
            open("[")
            for (i, item) in items.enumerated() {
                separate(i)
                append(item)
            }
            close("]", empty: items.isEmpty)
        case .object(let members):
            open("{")
            if rules == .output || rules == .outputLine {
                for (i, m) in sortedOrder(members.map(\.0)).enumerated() { member(i, members[m]) }
            } else {
                for (i, m) in members.enumerated() { member(i, m) }
            }
            close("}", empty: members.isEmpty)
        }
    }

    private mutating func member(_ index: Int, _ member: (String, Node)) {
        separate(index)
        JSONString.write(member.0, to: &text)
        text += rules == .output ? " : " : ":"
        append(member.1)
    }

    private mutating func open(_ bracket: String) {
        text += bracket
        guard rules == .output else { return }
        depth += 1
        text += "\n"
    }

    private mutating func separate(_ index: Int) {
        guard rules == .output else {
            if index > 0 { text += "," }
            return
        }
        if index > 0 { text += ",\n" }
        text += String(repeating: " ", count: 2 * depth)
    }

    private mutating func close(_ bracket: String, empty: Bool) {
        if rules == .output {
            depth -= 1
            text += "\n" + String(repeating: " ", count: 2 * depth)
        }
        text += bracket
    }

    /// The members' indices in the order `JSONSerialization`'s `.sortedKeys` gives their keys.
    private mutating func sortedOrder(_ keys: [String]) -> [Int] {
        if let known = keyOrders[keys] { return known }
        let order = keys.indices.sorted { Self.outputKeyPrecedes(keys[$0], keys[$1]) }
        keyOrders[keys] = order
        return order
    }

    /// Foundation's order of sorted keys: the system locale's collation, numbers by value,
    /// case ignored until all else is equal (`a`, `A`, `a1`, `a9`, `a10`, `ab`, `aZ`, `é`).
    static func outputKeyPrecedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                  locale: Locale(identifier: "")) == .orderedAscending
    }

    private mutating func append(_ value: JSONValue) {
        switch value {
        case .null: text += "null"
        case .bool(let b): text += b ? "true" : "false"
        case .integer(let i):
            switch rules {
            case .document: text += Self.number(Double(i))
            case .catalog, .output, .outputLine: text += String(i)
            }
        case .double(let d):
            switch rules {
            case .document: text += Self.number(d)
            case .catalog: text += JSONValue.numberText(d)
            case .output, .outputLine: text += Self.outputNumber(d)
            }
        case .string(let s): JSONString.write(s, to: &text)
        case .array(let a): append(.array(a.map { .value($0) }))
        case .object(let o):
            let keys = switch rules {
            case .document, .output, .outputLine: o.keys.sorted()  // .output sorts again, its own way
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

    /// A double as `JSONSerialization` spells it: Swift's shortest form that reads back the
    /// same, without a trailing `.0` (`1`, `0.5`, `1e-07`, `1e+21`, `-0`). JSON has no NaN or
    /// infinity; Foundation refuses them, and so does `Node(foundation:)`.
    static func outputNumber(_ d: Double) -> String {
        let text = d.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
