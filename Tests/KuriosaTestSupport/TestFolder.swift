import Foundation

/// Fresh temporary folders for tests, each with a name of its own so tests running in
/// parallel never share one. The caller removes it (`defer`).
public enum TestFolder {
    /// Creates `<tmp>/<prefix>-<uuid>` and returns it.
    public static func make(_ prefix: String = "kuriosa-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString.lowercased())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
