import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a name in a photos cell points, inside the photos folder only (docs/import.md#photos).
///
/// A spreadsheet may come from someone else, and the photos it names are sealed into the
/// library: a name must not pull arbitrary files of this machine in. So every name ends in a
/// file inside the photos folder (`--photos-dir`, else the CSV's folder), after symlinks:
///
/// - a relative name is taken in the folder; one that leaves it (`../x.jpg`, or a symlink
///   pointing outside) is `photo_outside_folder`;
/// - an absolute path (`/home/me/pics/a.jpg`) or a `file://` URL is used when it is inside
///   the folder. Otherwise the file is looked for by its name in the folder (a sheet made on
///   another machine, its photos copied beside it); not there, an existing file outside is
///   `photo_outside_folder` (the detail says which `--photos-dir` would take it), else
///   `missing_photo` naming both places looked in. Decided so, rather than "anywhere when no
///   `--photos-dir` was given", because the default folder is the CSV's and a careful user
///   gives the folder once (`--photos-dir /home/me/pics`) where a stranger's sheet cannot;
/// - a Windows path (`C:\Users\me\pics\a.jpg`, `\\server\share\a.jpg`) is looked for by its
///   file name in the folder; a path of another system never names a file here.
struct PhotoLocator: Sendable {
    let folder: URL
    /// The folder with symlinks resolved, ending in `/`.
    private let realFolder: String

    init(folder: URL) {
        self.folder = folder
        let real = Self.realPath(folder.path) ?? folder.standardizedFileURL.path
        realFolder = real.hasSuffix("/") ? real : real + "/"
    }

    /// The file `name` names, or why it is not taken.
    func locate(_ name: String) -> Result<URL, PhotoError> {
        if name.lowercased().hasPrefix("file://") {
            guard let url = URL(string: name), url.isFileURL, !url.path.isEmpty else {
                return .failure(.missing("\(name) is not a file URL"))
            }
            return absolute(url.path, written: name)
        }
        if Self.isWindowsPath(name) {
            let base = name.split(whereSeparator: { $0 == "\\" || $0 == "/" }).last.map(String.init) ?? name
            return inFolder(base).mapError { _ in
                .missing("a Windows path: looked for \(base) in \(folder.path)")
            }
        }
        if name.hasPrefix("/") { return absolute(name, written: name) }
        // Lexically first: `../x.jpg` is refused whether or not it exists.
        let joined = folder.appendingPathComponent(name).standardizedFileURL.path
        guard Self.isInside(joined, realFolder) || Self.isInside(joined, Self.slashed(folder.standardizedFileURL.path)) else {
            return .failure(.outsideFolder("\(name) leads out of the photos folder \(folder.path)"))
        }
        return inFolder(name)
    }

    /// A relative name inside the folder, symlinks resolved and checked.
    private func inFolder(_ name: String) -> Result<URL, PhotoError> {
        let joined = folder.appendingPathComponent(name).path
        guard let real = Self.realPath(joined) else { return .failure(.missing("looked for \(joined)")) }
        guard Self.isInside(real, realFolder) else {
            return .failure(.outsideFolder("\(name) is a link to \(real), outside the photos folder \(folder.path)"))
        }
        return .success(URL(fileURLWithPath: real))
    }

    private func absolute(_ path: String, written: String) -> Result<URL, PhotoError> {
        let real = Self.realPath(path)
        if let real, Self.isInside(real, realFolder) { return .success(URL(fileURLWithPath: real)) }
        let base = (path as NSString).lastPathComponent
        if !base.isEmpty, case .success(let url) = inFolder(base) { return .success(url) }
        if real != nil {
            let parent = (path as NSString).deletingLastPathComponent
            return .failure(.outsideFolder("\(path) is outside the photos folder \(folder.path) (--photos-dir \(parent) takes it)"))
        }
        return .failure(.missing("looked for \(path), and for \(base) in \(folder.path)"))
    }

    /// `C:\…`, `C:/…`, `\\server\…`, or any name with a backslash (never in a name here).
    static func isWindowsPath(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.prefix(3))
        if scalars.count == 3, scalars[0].isASCII, scalars[0].properties.isAlphabetic,
           scalars[1] == ":", scalars[2] == "\\" || scalars[2] == "/" {
            return true
        }
        return name.contains("\\")
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder) && path.count > folder.count
    }

    private static func slashed(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }

    /// `realpath(3)`: the path with every symlink resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
