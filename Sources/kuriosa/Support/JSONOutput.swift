import Foundation
import KuriosaCore

/// `--json` output: one JSON object on stdout, keys sorted, so scripts can rely on it. The
/// bytes are `JSONSerialization`'s (`.sortedKeys, .prettyPrinted, .withoutEscapingSlashes`),
/// written by `JSONWriter`'s `.output` rules; with `oneLine` (JSON Lines) its `.outputLine`.
enum JSONOutput {
    /// A value JSON cannot write (a bug of the command that built it) is never dropped in
    /// silence (#26: this printed nothing and the command exited 0): the message names where
    /// it is and the process ends with 70, EX_SOFTWARE, what was done before still done.
    static func print(_ object: Any, oneLine: Bool = false) {
        guard object is [Any] || object is [String: Any], let node = JSONWriter.Node(foundation: object) else {
            Terminal.error("internal error: the --json output holds a value JSON cannot write (\(unwritable(object, at: "$") ?? "its top level is not an object or array")); please report it")
            exit(70)
        }
        FileHandle.standardOutput.write(Data((JSONWriter.write(node, rules: oneLine ? .outputLine : .output) + "\n").utf8))
    }

    /// The path and type of the first value `JSONWriter` cannot take, nil when all can be.
    static func unwritable(_ value: Any, at path: String) -> String? {
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() { if let found = unwritable(object[key] as Any, at: path + "." + key) { return found } }
            return nil
        }
        if let array = value as? [Any] {
            for (i, element) in array.enumerated() { if let found = unwritable(element, at: "\(path)[\(i)]") { return found } }
            return nil
        }
        return JSONWriter.Node(foundation: value) == nil ? "\(path): \(type(of: value))" : nil
    }

    /// A JSON document as `--json` prints one: its keys sorted and indented (`.output`).
    static func pretty(_ text: String) throws -> String {
        JSONWriter.write(.value(try JSONValue(parsing: text)), rules: .output)
    }

    static func orNull(_ v: Any?) -> Any { v ?? NSNull() }
}
