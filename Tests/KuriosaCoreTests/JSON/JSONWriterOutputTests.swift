import Foundation
@testable import KuriosaCore
import Testing

/// `--json` and the import report are written by `JSONWriter` (`.output`) instead of
/// `JSONSerialization`, and must stay byte for byte what Foundation wrote: scripts and people
/// diff them. Each case is written both ways and compared.
@Suite("JSON output writer")
struct JSONWriterOutputTests {
    static let options: JSONSerialization.WritingOptions = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]

    /// Keys whose sorted order differs between code points and Foundation's collation.
    static let awkwardKeys = ["aZ", "ab", "a1", "a10", "a9", "A", "a", "B", "b", "é", "e", "f", "_x", "x_", "Z9",
                              "item2", "item10", "ID", "id", "iD", "changedAt", "changes", "", " ", "日本", "🎉"]
    static let awkwardText = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        + "\"quoted\" back\\slash a/b é 日本 🎉 \u{2028} \u{7F} \u{FEFF}"
    static let doubles: [Double] = [1, 0.5, 12.25, 1e21, 1e-7, 123456789012.5, 0.1, 2.0 / 3.0, -0.0, 1e16, 5e-324,
                                    -12.5, 1.7976931348623157e308, 9007199254740993, 100]

    /// Computed: `[Any]` is not Sendable.
    static var cases: [Any] { [
        [String: Any](),
        [Any](),
        Dictionary(uniqueKeysWithValues: awkwardKeys.enumerated().map { ($1, $0) }),
        ["text": awkwardText, "path": "/tmp/a b/c.pdf", "none": NSNull(), "yes": true, "no": false] as [String: Any],
        ["numbers": doubles, "ints": [0, -1, Int.max, Int.min], "int64": Int64(42), "int32": Int32(-7)] as [String: Any],
        ["nested": ["empty": [String: Any](), "list": [Any](), "deep": [[["x": [1, [2, [3]]]]]]] as [String: Any]] as [String: Any],
        ["ns": [NSNumber(value: true), NSNumber(value: false), NSNumber(value: 3), NSNumber(value: 2.5),
                NSNumber(value: Int64(1) << 40), NSNumber(value: 7.0)]] as [String: Any],
        [["a": 1], ["b": [String]()], "x", 3, 2.5, NSNull()] as [Any],
    ] }

    @Test(arguments: 0..<8)
    func sameBytesAsJSONSerialization(_ index: Int) throws {
        #expect(Self.cases.count == 8)
        let object = Self.cases[index]
        let foundation = try JSONSerialization.data(withJSONObject: object, options: Self.options)
        let node = try #require(JSONWriter.Node(foundation: object))
        #expect(JSONWriter.write(node, rules: .output) == String(decoding: foundation, as: UTF8.self))
        // `.outputLine` (JSON Lines): the same without `.prettyPrinted`.
        let line = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        #expect(JSONWriter.write(node, rules: .outputLine) == String(decoding: line, as: UTF8.self))
    }

    /// What Foundation refuses, the bridge refuses too.
    @Test func refusesWhatFoundationRefuses() {
        #expect(JSONWriter.Node(foundation: ["x": Double.nan]) == nil)
        #expect(JSONWriter.Node(foundation: ["x": Double.infinity]) == nil)
        #expect(JSONWriter.Node(foundation: ["x": Date()]) == nil)
        #expect(JSONWriter.Node(foundation: [1: "a"]) == nil)
    }
}
