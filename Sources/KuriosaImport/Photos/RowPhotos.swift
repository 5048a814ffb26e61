import Foundation
import KuriosaCore

/// The photos of one row, prepared (`PhotoProcessor`), or the row errors of those that could
/// not be: made by the writing thread, or ahead of it, where the mapping thread hands each
/// photo of a batch of rows to `PhotoWorkers` and the writing thread waits only for the photos
/// of the row it writes.
struct RowPhotos: Sendable {
    private let row: Int
    private let names: [String]
    private let source: Source
    /// One a name, in the order named; set by the worker that prepared it.
    private let results: [Pending<Result<PreparedPhoto, PhotoError>>]
    /// The row's pictures in the sheet (docs/import.md#pictures-in-a-sheet), after the names.
    private var pictures: [SheetPicture] = []
    private var pictureResults: [Pending<Result<PreparedPhoto, PhotoError>>] = []

    /// The photos prepared, in the order named, then the sheet's pictures.
    var photos: [PreparedPhoto] { (results + pictureResults).compactMap { try? $0.value.get() } }

    /// The sheet's pictures stored, for the report's `kept`.
    var storedPictures: [ImportReport.RowError] {
        zip(pictures, pictureResults).compactMap { picture, result in
            if case .success = result.value { return picture.stored(row: row) }
            return nil
        }
    }

    /// The sheet's pictures that could not be stored, each a warning: the row is imported
    /// without them.
    var pictureWarnings: [ImportReport.Warning] {
        zip(pictures, pictureResults).compactMap { picture, result in
            if case .failure(let error) = result.value { return picture.notImported(error.detail) }
            return nil
        }
    }

    /// Why the others could not be.
    var errors: [ImportReport.RowError] {
        zip(names, results).compactMap { name, result in
            if case .failure(let error) = result.value { return source.error(error, row: row, name: name) }
            return nil
        }
    }

    /// The photos stored re-encoded, for the report (docs/import.md#photos).
    var reencoded: [ImportReport.ReencodedPhoto] {
        zip(names, results).compactMap { name, result in
            guard case .success(let photo) = result.value, let why = photo.reencoded else { return nil }
            return ImportReport.ReencodedPhoto(row: row, column: source.header, columnIndex: source.columnIndex, file: name, why: why)
        } + zip(pictures, pictureResults).compactMap { picture, result in
            guard case .success(let photo) = result.value, let why = photo.reencoded else { return nil }
            return picture.reencoded(row: row, why: why)
        }
    }

    /// Where photo names are read from, which column they came from (for the errors), and
    /// what one photo may take.
    struct Source: Sendable {
        let locator: PhotoLocator
        let header: String?
        let columnIndex: Int
        let limits: PhotoLimits
        /// The workbook whose pictures are read, and nil when no package seals photos
        /// (`--catalog`): then each picture is named, not stored.
        var workbook: String?
        var sealsPhotos = true

        init(folder: URL, header: String?, columnIndex: Int, limits: PhotoLimits = PhotoLimits()) {
            locator = PhotoLocator(folder: folder)
            self.header = header
            self.columnIndex = columnIndex
            self.limits = limits
        }

        /// A picture of the sheet, prepared as a photo, or why not.
        func prepare(_ picture: SheetPicture) -> Result<PreparedPhoto, PhotoError> {
            do throws(PhotoError) {
                return .success(try PhotoProcessor.prepare(bytes: try bytes(of: picture), fileName: picture.fileName, limits: limits))
            } catch {
                return .failure(error)
            }
        }

        /// A picture's bytes from the workbook, where a package will seal them.
        func bytes(of picture: SheetPicture) throws(PhotoError) -> [UInt8] {
            guard sealsPhotos else { throw PhotoError.unreadable("a plain catalog (--catalog) has no package to seal photos in") }
            guard let workbook else { throw PhotoError.unreadable("the workbook is not known") }
            return try picture.read(workbook: workbook)
        }

        /// The photo a name names, prepared, or why not (PhotoLocator decides which files
        /// may be read at all). The media row keeps the name's last part as its file name.
        func prepare(_ name: String) -> Result<PreparedPhoto, PhotoError> {
            switch locator.locate(name) {
            case .failure(let error): return .failure(error)
            case .success(let url):
                let base = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? url.lastPathComponent
                do throws(PhotoError) {
                    return .success(try PhotoProcessor.prepare(fileAt: url, fileName: base, limits: limits))
                } catch {
                    return .failure(error)
                }
            }
        }

        func error(_ error: PhotoError, row: Int, name: String) -> ImportReport.RowError {
            ImportReport.RowError(row: row, column: header, columnIndex: columnIndex, reason: error.code, text: name, detail: error.detail)
        }
    }

    /// Every photo of `row`, in the order named, on this thread.
    static func prepare(_ row: ImportedRow, from source: Source) -> RowPhotos {
        var photos = RowPhotos(row: row.row, names: row.photos, source: source, results: row.photos.map { Pending(source.prepare($0)) })
        photos.pictures = row.sheetPictures
        photos.pictureResults = row.sheetPictures.map { Pending(source.prepare($0)) }
        return photos
    }

    /// The photos of a batch's rows handed to the workers; rows without photos are left as
    /// they are. Returns at once: each row waits for its own photos when it is written, and
    /// keeps their order and errors, as one thread would make them. Photos of a batch nobody
    /// waits for any more (the import stopped) are not prepared.
    static func prepare(batch: [RowPipeline.Item], from source: Source, workers: PhotoWorkers = .shared) -> [RowPipeline.Item] {
        var out = batch
        for (i, item) in batch.enumerated() {
            // A row with a No. is usually a piece the library has, whose photos are compared by
            // their bytes first (RowFiles): not decoded here for nothing.
            guard case .row(let row, let direct, _) = item, row.inventoryNumber == nil,
                  !row.photos.isEmpty || !row.sheetPictures.isEmpty else { continue }
            func submit(_ prepare: @escaping @Sendable () -> Result<PreparedPhoto, PhotoError>) -> Pending<Result<PreparedPhoto, PhotoError>> {
                let result = Pending<Result<PreparedPhoto, PhotoError>>()
                workers.submit { [weak result] in
                    guard result != nil else { return }
                    let prepared = prepare()
                    result?.set(prepared)
                }
                return result
            }
            var photos = RowPhotos(row: row.row, names: row.photos, source: source,
                                   results: row.photos.map { name in submit { source.prepare(name) } })
            photos.pictures = row.sheetPictures
            photos.pictureResults = row.sheetPictures.map { picture in submit { source.prepare(picture) } }
            out[i] = .row(row, direct, photos)
        }
        return out
    }
}
