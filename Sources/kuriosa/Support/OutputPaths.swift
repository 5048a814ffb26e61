import Foundation
import KuriosaStore

/// Every file or folder a command writes is checked before any work: none may be a library
/// package or lie inside one (docs/cli.md#outputs-never-inside-a-library).
enum OutputPaths {
    /// - Parameter outputs: option as the user wrote it → the path given (nil: not given).
    static func refuseInsideLibrary(_ outputs: [(option: String, path: String?)]) throws(UsageError) {
        for (option, path) in outputs {
            guard let path, path != "-", let package = LibraryPackage.enclosing(URL(fileURLWithPath: path)) else { continue }
            throw UsageError("\(option) \(path) is inside the library package \(package.path): outputs go outside a library, "
                + "which keeps only its own files")
        }
    }
}
