import Foundation

extension LibraryPackage {
    /// The library package that `url` is, or lies inside, if any: the nearest folder on the way
    /// up (symbolic links resolved) that holds a readable manifest. A command's outputs must
    /// never land there (docs/cli.md#outputs-never-inside-a-library): `export -o
    /// L/catalog.db.enc` overwrote the catalog, and `--photos-dir L/media` put decrypted
    /// photos into the encrypted, synced package.
    public static func enclosing(_ url: URL) -> URL? {
        let fm = FileManager.default
        // The deepest part of the path that exists, with its links resolved; the rest appended.
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !fm.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var candidate = rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
        while true {
            if (try? Manifest.read(from: candidate.appendingPathComponent(manifestName))) != nil { return candidate }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path || candidate.path == "/" { return nil }
            candidate = parent
        }
    }
}
