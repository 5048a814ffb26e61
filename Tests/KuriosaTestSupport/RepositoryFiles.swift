import Foundation

/// The repository's own files that tests read: `Fixtures/vectors` (the golden packages),
/// `Samples/`, `ExportTemplates/`, `docs/`; found from this file's path, so any test target
/// reads the same ones.
public enum RepositoryFiles {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let vectors = root.appendingPathComponent("Fixtures/vectors")

    public static func url(_ path: String) -> URL { vectors.appendingPathComponent(path) }
    public static func data(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }

    /// Copies a golden package into a temporary folder, writable.
    public static func copyPackage(_ path: String) throws -> (folder: URL, package: URL) {
        let folder = try TestFolder.make()
        let dest = folder.appendingPathComponent(url(path).lastPathComponent)
        try FileManager.default.copyItem(at: url(path), to: dest)
        return (folder, dest)
    }
}
