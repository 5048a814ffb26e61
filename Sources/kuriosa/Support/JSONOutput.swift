import Foundation
import KuriosaCore

/// `--json` output: one JSON object on stdout, keys sorted, so scripts can rely on it. The
/// bytes are `JSONSerialization`'s (`.sortedKeys, .prettyPrinted, .withoutEscapingSlashes`),
/// written by `JSONWriter`'s `.output` rules.
enum JSONOutput {
    static func print(_ object: Any) {
        guard object is [Any] || object is [String: Any], let node = JSONWriter.Node(foundation: object) else { return }
        FileHandle.standardOutput.write(Data((JSONWriter.write(node, rules: .output) + "\n").utf8))
    }

    static func orNull(_ v: Any?) -> Any { v ?? NSNull() }
}
