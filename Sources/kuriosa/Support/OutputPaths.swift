import Foundation
import KuriosaStore

/// Every file or folder a command writes is checked before any work
/// (docs/cli.md#outputs-never-inside-a-library, docs/cli.md#outputs-are-checked-first): none
/// may be a library package or lie inside one; a file goes into a folder that exists and is
/// not itself a folder; a folder (`--photos-dir`, `--documents-dir`, made when missing) is
/// not an existing file. Before, `-o nodir/inv.csv` failed naming the hidden temporary file,
/// and `-o rep` (a folder) rendered the whole report, then failed on the rename.
enum OutputPaths {
    /// - Parameter outputs: option as the user wrote it → the path given (nil: not given);
    ///   options ending in `-dir` name folders.
    static func refuseInsideLibrary(_ outputs: [(option: String, path: String?)]) throws(UsageError) {
        for (option, path) in outputs {
            guard let path, path != "-" else { continue }
            let url = URL(fileURLWithPath: path)
            if let package = LibraryPackage.enclosing(url) {
                throw UsageError("\(option) \(path) is inside the library package \(package.path): outputs go outside a library, "
                    + "which keeps only its own files")
            }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if option.hasSuffix("-dir") {
                if exists && !isFolder.boolValue { throw UsageError("\(option) \(path) is a file, not a folder") }
                continue
            }
            if exists && isFolder.boolValue {
                throw UsageError("\(option) \(path) is a folder: give the name of the file to write in it")
            }
            let folder = url.deletingLastPathComponent()
            var parentIsFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &parentIsFolder) {
                throw UsageError("\(option) \(path): the folder \(folder.path) does not exist")
            }
            if !parentIsFolder.boolValue { throw UsageError("\(option) \(path): \(folder.path) is not a folder") }
        }
    }
}
