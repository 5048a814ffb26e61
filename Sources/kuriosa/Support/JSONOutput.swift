import Foundation
import KuriosaCore

/// `--json` output: one JSON object on stdout, keys sorted, so scripts can rely on it. The
/// bytes are `JSONSerialization`'s (`.sortedKeys, .prettyPrinted, .withoutEscapingSlashes`),
/// written by `JSONWriter`'s `.output` rules; with `oneLine` (JSON Lines) its `.outputLine`.
enum JSONOutput {
    static func print(_ object: Any, oneLine: Bool = false) {
        guard object is [Any] || object is [String: Any], let node = JSONWriter.Node(foundation: object) else { return }
        FileHandle.standardOutput.write(Data((JSONWriter.write(node, rules: oneLine ? .outputLine : .output) + "\n").utf8))
    }

    /// A JSON document as `--json` prints one: its keys sorted and indented (`.output`).
    static func pretty(_ text: String) throws -> String {
        JSONWriter.write(.value(try JSONValue(parsing: text)), rules: .output)
    }

    static func orNull(_ v: Any?) -> Any { v ?? NSNull() }
}
