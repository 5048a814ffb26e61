import Foundation
import KuriosaTestSupport

/// Where the golden files live: `Fixtures/` at the package root, copied verbatim from
/// ../shared/vectors (never edited to make a test pass).
enum Fixtures {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let vectors = root.appendingPathComponent("Fixtures/vectors")

    static func url(_ path: String) -> URL { vectors.appendingPathComponent(path) }
    static func data(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }
    static func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: data(path)) as? [String: Any] ?? [:]
    }

    /// Copies a golden package into a temporary folder, writable.
    static func copyPackage(_ path: String) throws -> (folder: URL, package: URL) {
        let folder = try TestFolder.make()
        let dest = folder.appendingPathComponent(url(path).lastPathComponent)
        try FileManager.default.copyItem(at: url(path), to: dest)
        return (folder, dest)
    }
}
