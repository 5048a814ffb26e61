import Foundation

extension LibraryPackage {
    /// The packages directly inside `folder` (each a folder with a readable manifest), by name;
    /// empty when `folder` is a package itself or holds none. Section 9's `locate` picks one of
    /// several; a command that writes uses this to refuse to guess instead
    /// (docs/import.md#which-collection-collectionpaths: an import into the wrong one of two
    /// libraries is not undone by noticing).
    public static func candidates(in folder: URL) -> [URL] {
        let fm = FileManager.default
        guard !fm.fileExists(atPath: folder.appendingPathComponent(manifestName).path) else { return [] }
        let children = (try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return children.filter { (try? Manifest.read(from: $0.appendingPathComponent(manifestName))) != nil }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
