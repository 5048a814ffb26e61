import Foundation
import KuriosaStore

extension LinkPreviewExtractor {
    /// A page saved to a file (`kuriosa previews extract`), read as the loader reads a body:
    /// only the first `maximumBodyBytes` and one byte more (to know the page goes on), so a
    /// file of any size costs 1 MiB and gives what a refresh of the same page would. The file
    /// is opened without blocking and must be a regular one (a FIFO, `/dev/zero`, a folder are
    /// refused with what they are), as every file the toolkit reads (docs/store.md).
    /// - Throws: `StoreError.notRegularFile`, `StoreError.io`.
    public static func extract(file path: String, baseURL: URL, contentTypeHeader: String?) throws -> LinkPreviewMetadata {
        extract(html: try readPrefix(path: path), baseURL: baseURL, contentTypeHeader: contentTypeHeader)
    }

    /// At most `maximumBodyBytes + 1` bytes from the start of the file.
    static func readPrefix(path: String) throws -> Data {
        let io = try FileIO(path: path, mode: .read)
        var prefix = Data(count: maximumBodyBytes + 1)
        let count = try prefix.withUnsafeMutableBytes { try io.readFully(into: $0) }
        prefix.removeSubrange(count...)
        return prefix
    }
}
