import Foundation
import KuriosaTestSupport
import Testing

/// A manifest someone changed read as "the recovery key is wrong", and deep nesting, 1e400 or
/// bad UTF-8 as "not a JSON object" (#28). Each now says what is wrong; the library is left
/// as it was. Real processes on copies of the sample library.
@Suite("What a broken manifest says")
struct ManifestMessageTests {
    static let key = RepositoryFiles.root.appendingPathComponent("Samples/SAMPLE-RECOVERY-KEY.txt")

    static func info(_ manifest: (inout [String: Any]) -> Void = { _ in }, bytes: Data? = nil) throws -> TestProcess.Result {
        let folder = try TestFolder.make("kuriosa-manifest")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Lib")
        try FileManager.default.copyItem(at: RepositoryFiles.root.appendingPathComponent("Samples/Sample Library"), to: url)
        let file = url.appendingPathComponent("manifest.json")
        if let bytes {
            try bytes.write(to: file)
        } else {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            manifest(&object)
            try JSONSerialization.data(withJSONObject: object).write(to: file)
        }
        return try TestProcess.kuriosa(["info", url.path, "--recovery-key-file", key.path])
    }

    @Test func aChangedLibraryIDMayBeAChangedManifest() throws {
        let r = try Self.info { $0["libraryID"] = "00000000-0000-4000-8000-000000000000" }
        #expect(r.status == 2 && r.stderr.contains("the recovery key is wrong (or the manifest was changed: its libraryID, a slot's wrappedKey or salt)"),
                "\(r.stderr)")
    }

    @Test(arguments: [
        (String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000), "nested deeper than 256 levels"),
        (#"{"formatVersion": 1e400}"#, "number 1e400 out of range"),
        ("{\"a\": \"\u{FFFD}\"", "not valid JSON"),
    ])
    func brokenJSONSaysWhat(text: String, says: String) throws {
        let r = try Self.info(bytes: Data(text.utf8))
        #expect(r.status == 2 && r.stderr.contains("invalid manifest: ") && r.stderr.contains(says), "\(r.stderr)")
    }

    @Test func bytesThatAreNoUTF8SaySo() throws {
        let r = try Self.info(bytes: Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]))
        #expect(r.status == 2 && r.stderr.contains("invalid manifest: not UTF-8 text"), "\(r.stderr)")
    }
}
