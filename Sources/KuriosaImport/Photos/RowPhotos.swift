import Foundation

/// The photos of one row, prepared (`PhotoProcessor`), or the row errors of those that could
/// not be: made by the writing thread, or ahead of it on the mapping side, where the photos
/// of a batch of rows are prepared side by side on the machine's cores.
struct RowPhotos: Sendable {
    var photos: [PreparedPhoto] = []
    var errors: [ImportReport.RowError] = []

    /// Where photo names are read from, and which column they came from (for the errors).
    struct Source: Sendable {
        let locator: PhotoLocator
        let header: String?
        let columnIndex: Int

        init(folder: URL, header: String?, columnIndex: Int) {
            locator = PhotoLocator(folder: folder)
            self.header = header
            self.columnIndex = columnIndex
        }

        /// The photo a name names, prepared, or why not (PhotoLocator decides which files
        /// may be read at all). The media row keeps the name's last part as its file name.
        func prepare(_ name: String) -> Result<PreparedPhoto, PhotoError> {
            switch locator.locate(name) {
            case .failure(let error): return .failure(error)
            case .success(let url):
                let base = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? url.lastPathComponent
                do throws(PhotoError) { return .success(try PhotoProcessor.prepare(fileAt: url, fileName: base)) } catch { return .failure(error) }
            }
        }

        func error(_ error: PhotoError, row: Int, name: String) -> ImportReport.RowError {
            ImportReport.RowError(row: row, column: header, columnIndex: columnIndex, reason: error.code, text: name, detail: error.detail)
        }
    }

    /// Every photo of `row`, in the order named.
    static func prepare(_ row: ImportedRow, from source: Source) -> RowPhotos {
        var result = RowPhotos()
        for name in row.photos {
            switch source.prepare(name) {
            case .success(let photo): result.photos.append(photo)
            case .failure(let error): result.errors.append(source.error(error, row: row.row, name: name))
            }
        }
        return result
    }

    /// The photos of a batch's rows, prepared on all cores; rows without photos are left as
    /// they are. Each row keeps its photos' order and errors, as one thread would make them.
    static func prepare(batch: [RowPipeline.Item], from source: Source) -> [RowPipeline.Item] {
        var names: [String] = []
        // A row with a No. is usually a piece the library has, whose photos are compared by
        // their bytes first (RowFiles): not decoded here for nothing.
        for case .row(let row, _, _) in batch where row.inventoryNumber == nil {
            names += row.photos
        }
        let jobs = names
        guard !jobs.isEmpty else { return batch }
        let results = Results(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { j in
            results.set(j, source.prepare(jobs[j]))
        }
        var out = batch
        var j = 0
        for (i, item) in batch.enumerated() {
            guard case .row(let row, let direct, _) = item, row.inventoryNumber == nil else { continue }
            var photos = RowPhotos()
            for name in row.photos {
                switch results.get(j) {
                case .success(let photo): photos.photos.append(photo)
                case .failure(let error): photos.errors.append(source.error(error, row: row.row, name: name))
                case nil: break
                }
                j += 1
            }
            out[i] = .row(row, direct, photos)
        }
        return out
    }

    /// One slot per job, each written once by its worker.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result<PreparedPhoto, PhotoError>?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Result<PreparedPhoto, PhotoError>) { lock.withLock { values[index] = value } }
        func get(_ index: Int) -> Result<PreparedPhoto, PhotoError>? { lock.withLock { values[index] } }
    }
}
