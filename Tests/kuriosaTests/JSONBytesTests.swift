import Foundation
import KuriosaTestSupport
import Testing

/// `kuriosa find` and `kuriosa templates` print through `JSONWriter`, no longer through
/// `JSONSerialization`; the bytes are those `JSONSerialization` gave, which these tests make
/// from the printed text and compare.
@Suite struct JSONBytesTests {
    static let samples = RepositoryFiles.root.appendingPathComponent("Samples")
    static let unlock = ["--recovery-key-file", samples.appendingPathComponent("SAMPLE-RECOVERY-KEY.txt").path]

    /// What the old code wrote for the same object.
    static func foundation(_ text: String, _ options: JSONSerialization.WritingOptions) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: options), as: UTF8.self)
    }

    /// `templates show ID` (without --json) indents the template document, keys sorted.
    @Test func templateShownAsFoundationWroteIt() throws {
        let list = try TestProcess.kuriosa(["templates", "list", "--json"])
        let groups = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])["groups"] as? [[String: Any]]
        let ids = (groups ?? []).flatMap { ($0["templates"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        #expect(ids.count > 10, "\(list.stdout)")
        for id in ids {
            let raw = try TestProcess.kuriosa(["templates", "show", id, "--json"])
            let shown = try TestProcess.kuriosa(["templates", "show", id])
            #expect(shown.status == 0 && raw.status == 0, "\(id): \(shown.stderr)")
            #expect(shown.stdout == (try Self.foundation(raw.stdout, [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) + "\n",
                    "\(id)")
        }
    }

    /// `find LIBRARY - --json` prints one compact object a line (JSON Lines), found or not,
    /// with slashes and non-ASCII text as they are.
    @Test func findLinesAsFoundationWroteThem() throws {
        let library = Self.samples.appendingPathComponent("Sample Library").path
        let queries = ["K-0001", "k2", "K-0003", "no-such-code", "K-9999", "https://example.com/a/b"]
        let r = try TestProcess.kuriosa(["find", library, "-", "--json"] + Self.unlock, stdin: queries.joined(separator: "\n") + "\n")
        #expect(r.status == 1, "a query is not found: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == queries.count, "\(r.stdout)")
        #expect(lines.contains { $0.contains("\"found\":true") } && lines.contains { $0.contains("\"found\":false") }, "\(r.stdout)")
        for line in lines {
            #expect(line == (try Self.foundation(line, [.sortedKeys, .withoutEscapingSlashes])), "\(line)")
        }
        let one = try TestProcess.kuriosa(["find", library, "K-0001", "--json"] + Self.unlock)
        #expect(one.stdout == (try Self.foundation(one.stdout, [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) + "\n")
    }
}
