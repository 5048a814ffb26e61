import KuriosaCore

/// The `--json` report's text, written directly in the form `JSONSerialization` gives with
/// `.sortedKeys, .prettyPrinted, .withoutEscapingSlashes` (two-space indent, `"key" : value`,
/// an empty array as `[`, a blank line, `]`), byte for byte, as `ImportReportJSONTests`
/// checks against Foundation.
///
/// Why not Foundation: a report of 100,000 created pieces became 100,000 dictionaries of
/// boxed values, sorted and serialized — seconds and about 140 MB at the end of an import
/// that is otherwise done. The report is a small fixed shape; this writes it in one pass.
enum ReportJSON {
    indirect enum Value {
        /// Members in any order; written sorted by key, as `.sortedKeys` does.
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case integer(Int)
        case bool(Bool)
        case null
    }

    static func text(_ value: Value) -> String {
        var out = ""
        write(value, indent: 0, to: &out)
        return out
    }

    private static func write(_ value: Value, indent: Int, to out: inout String) {
        switch value {
        case .object(let members):
            let sorted = members.sorted { $0.0 < $1.0 }
            open("{", "}", count: sorted.count, indent: indent, to: &out) { i, out in
                JSONString.write(sorted[i].0, to: &out)
                out += " : "
                write(sorted[i].1, indent: indent + 2, to: &out)
            }
        case .array(let items):
            open("[", "]", count: items.count, indent: indent, to: &out) { i, out in
                write(items[i], indent: indent + 2, to: &out)
            }
        case .string(let text): JSONString.write(text, to: &out)
        case .integer(let n): out += String(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A container: each element on its own line, indented two more; empty ones keep the
    /// blank line Foundation writes.
    private static func open(_ start: String, _ end: String, count: Int, indent: Int, to out: inout String,
                             element: (Int, inout String) -> Void) {
        let inner = String(repeating: " ", count: indent + 2)
        out += start + "\n"
        for i in 0..<count {
            if i > 0 { out += ",\n" }
            out += inner
            element(i, &out)
        }
        out += "\n" + String(repeating: " ", count: indent) + end
    }
}
