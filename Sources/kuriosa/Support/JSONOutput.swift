import Foundation

/// `--json` output: one JSON object on stdout, keys sorted, so scripts can rely on it.
enum JSONOutput {
    static func print(_ object: Any) {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options) else { return }
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }

    static func orNull(_ v: Any?) -> Any { v ?? NSNull() }
}
